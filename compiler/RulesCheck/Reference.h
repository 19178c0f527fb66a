// The English rules a translation is compared with: the bundled
// 2022-04-29 Comprehensive Rules, a --reference file, or the msgids of a PO.
#pragma once
#include "RulesCheck/Document.h"
#include "RulesCheck/Numerals.h"
#include "RulesCheck/Symbols.h"

#include <string>
#include <unordered_map>
#include <unordered_set>

namespace oraclec::rules {

struct ReferenceRule {
  std::string number;
  std::string text;  // the rule text (with examples)
  std::string title; // "Rampage" for 702.23 / "General" for 100; "" for ordinary rules
  // What number-mismatch and symbol-mismatch compare, found once when the
  // reference is read rather than for every rule of every document checked.
  // Not for a PO's msgids (most have no translation to compare): `analysed`
  // false, and the checker finds them when a translation needs them.
  bool analysed = false;
  std::vector<Numeral> numerals;
  std::vector<Symbol> symbols;
};

class ReferenceIndex {
public:
  // From an English document read by the plain or Markdown reader.
  static ReferenceIndex fromDocument(const Document &english, std::string name);
  // From the English msgids of a PO document.
  static ReferenceIndex fromPoSources(const Document &po);

  const ReferenceRule *find(const RuleNumber &n) const;
  // True for any number that is a rule, heading or section in the reference,
  // or an ancestor of one (a reference to "702" or "section 7" exists).
  bool exists(const RuleNumber &n) const { return known_.count(n.str()) != 0; }
  // The number whose title is `title` (case-insensitive), or "".
  std::string numberOfTitle(std::string_view title) const;

  const std::string &name() const { return name_; } // for messages: "the 2022-04-29 reference"
  const std::string &edition() const { return edition_; }
  size_t size() const { return rules_.size(); }
  bool empty() const { return rules_.empty(); }

private:
  void add(const RuleEntry &e, std::string text, bool analyse);
  std::string name_, edition_;
  std::unordered_map<std::string, ReferenceRule> rules_;
  std::unordered_set<std::string> known_;
  std::unordered_map<std::string, std::string> titles_; // lower-case title -> number
};

// Is `body` short enough to be a title ("Rampage", "Tap and Untap")?
bool looksLikeTitle(std::string_view body);
std::string trimSpaces(std::string_view s);
std::string asciiLower(std::string_view s);
// The English words at the end of a translated title: "광란 Rampage" ->
// "Rampage" (at byte *pos); a title entirely in English returns itself.
std::string_view trailingEnglish(std::string_view body, size_t *pos);

} // namespace oraclec::rules
