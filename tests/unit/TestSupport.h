// Shared helpers for unit tests: paths to the project's data and a quick
// way to parse a string.
#pragma once
#include "AST/Printer.h"
#include "Parse/Parser.h"
#include "Sema/Sema.h"

#include <cctype>
#include <string>

namespace oraclec::test {

inline std::string sourcePath(const std::string &rel) { return std::string(ORACLEC_SOURCE_DIR) + "/" + rel; }
inline std::string sharedPath(const std::string &rel) { return std::string(ORACLEC_SHARED_DIR) + "/" + rel; }

struct Parsed {
  std::string sexpr;
  DiagnosticEngine diags;
  parse::ParseResult result;
};

// `dungeon`: the card is a dungeon (its lines are rooms, 309.4).
inline Parsed parseText(const std::string &text, Language lang = Language::En,
                        const std::string &name = "", bool dungeon = false) {
  Parsed p;
  auto file = std::make_shared<SourceFile>("<text>", text); // parse::parseString's name
  p.result = parse::parseCardText({lang, name, file, 0, uint32_t(text.size()), dungeon}, p.diags);
  if (!p.result.inputError)
    sema::check(p.result.card, file, p.diags, &p.result.lineTexts);
  p.sexpr = ast::toSExpr(p.result.card);
  return p;
}

// Lower case (the render check ignores capitals).
inline std::string lower(std::string s) {
  for (char &c : s)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

} // namespace oraclec::test
