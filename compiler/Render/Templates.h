// Per-language phrase templates, read from i18n/<lang>/templates.tsv:
//   key<TAB>template      (# comments; {0} {1}... are filled by the renderer)
// Keys are language-neutral (AST heads, keyword canonical names prefixed with
// "kw.", vocabulary spellings prefixed with their vocabulary); the renderer of
// each language decides word order and agreement, the templates give words.
#pragma once
#include "Basic/Language.h"

#include <map>
#include <string>
#include <vector>

namespace oraclec::render {

class Templates {
public:
  static const Templates &forLanguage(Language language);
  bool has(std::string_view key) const;
  // The template, or empty if absent (renderers check `has` and report).
  const std::string &get(std::string_view key) const;
  std::string format(std::string_view key, const std::vector<std::string> &args) const;
  // Every key and its template, sorted by key (editor completion lists them).
  const std::map<std::string, std::string, std::less<>> &entries() const { return entries_; }

private:
  explicit Templates(Language language);
  std::map<std::string, std::string, std::less<>> entries_;
};

// Fills {0}, {1}, ... in `pattern`.
std::string fill(std::string_view pattern, const std::vector<std::string> &args);

} // namespace oraclec::render
