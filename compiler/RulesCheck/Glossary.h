// The per-language glossary shared with the compiler's renderer:
// i18n/<lang>/glossary.tsv, UTF-8, '#' comment lines, then rows
//   term_id<TAB>English term<TAB>translation[|accepted variant...]
// The first translation is the canonical rendering.
#pragma once
#include "Basic/Language.h"

#include <optional>
#include <string>
#include <vector>

namespace oraclec::rules {

struct GlossaryTerm {
  std::string id;                      // "first-strike"
  std::string english;                 // "First Strike"
  std::vector<std::string> renderings; // canonical first, then accepted variants
  unsigned line = 0;                   // in the TSV, for messages
};

struct Glossary {
  std::string path;
  std::vector<GlossaryTerm> terms;
  const GlossaryTerm *byEnglish(std::string_view english) const; // case-insensitive
  const GlossaryTerm *byId(std::string_view id) const;
};

struct GlossaryLoad {
  Glossary glossary;
  std::vector<std::string> errors; // "glossary.tsv:12: expected 3 columns"
};

GlossaryLoad parseGlossary(std::string_view tsv, std::string path);
// i18n/<lang>/glossary.tsv under `dataDir`; nullopt when the file is absent.
std::optional<GlossaryLoad> loadGlossary(const std::string &dataDir, Language lang);

} // namespace oraclec::rules
