// Shared helpers for the tests that compare languages: the canonical AST of a
// line in any language, an English line rendered to another language with the
// round-trip check, and the stdlib cards with their translated text. Each test
// file of a language used to carry its own copy of these (issue 14: one place
// per concept), and the copies had started to differ in the card name used.
#pragma once
#include "AST/Canonicalize.h"
#include "AST/Printer.h"
#include "Basic/Diagnostic.h"
#include "Parse/Parser.h"
#include "Render/RoundTrip.h"
#include "Sema/Sema.h"

#include <doctest/doctest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace oraclec::test {

inline constexpr const char *kTestCardName = "Test Card";

// The canonical AST of `text` without wording provenance (what xcheck compares),
// or "unsupported: <text>" when an ability did not become a real node.
inline std::string canonicalSExpr(const std::string &text, Language lang,
                                  const std::string &name = kTestCardName) {
  DiagnosticEngine diags;
  parse::ParseResult r = parse::parseString(text, lang, name, diags);
  if (!r.card.fullySupported()) return "unsupported: " + text;
  ast::CardAst bare;
  for (auto &a : r.card.abilities)
    bare.abilities.push_back(ast::withoutWording(a));
  return ast::toSExpr(bare);
}

inline bool refusedIn(const std::string &text, Language lang, const std::string &name = kTestCardName) {
  return canonicalSExpr(text, lang, name).rfind("unsupported", 0) == 0;
}

// The English line compiled, then rendered to `lang` and parsed back
// (render::renderChecked says per ability whether it came back the same).
inline render::CheckedRender renderEnglishTo(const std::string &text, Language lang,
                                             const std::string &name = kTestCardName) {
  DiagnosticEngine diags;
  parse::ParseResult en = parse::parseString(text, Language::En, name, diags);
  auto file = std::make_shared<const SourceFile>("<text>", text);
  sema::check(en.card, file, diags, &en.lineTexts);
  REQUIRE(en.card.fullySupported());
  return render::renderChecked(en.card, lang, name);
}

// Every ability of every English line renders to `lang` and reads back to the same AST.
template <class Lines>
void checkRoundTrips(const Lines &lines, Language lang, const std::string &name = kTestCardName) {
  for (const char *line : lines) {
    std::string text = line;
    CAPTURE(text);
    std::string language(codeOf(lang));
    CAPTURE(language);
    render::CheckedRender out = renderEnglishTo(text, lang, name);
    REQUIRE(!out.abilities.empty());
    for (auto &a : out.abilities) {
      CAPTURE(a.text);
      CHECK_MESSAGE(a.status == render::AbilityRenderStatus::Ok, a.reason);
    }
  }
}
inline void checkRoundTrips(std::initializer_list<const char *> lines, Language lang,
                            const std::string &name = kTestCardName) {
  checkRoundTrips<std::initializer_list<const char *>>(lines, lang, name);
}

// Each (translated, English) pair reads to the same canonical AST.
inline void checkReadsAsEnglish(std::initializer_list<std::pair<const char *, const char *>> cases,
                                Language lang, const std::string &name = kTestCardName) {
  for (auto &[translated, english] : cases) {
    std::string text = translated;
    CAPTURE(text);
    std::string en = canonicalSExpr(english, Language::En, name);
    REQUIRE(en.rfind("unsupported", 0) != 0);
    CHECK(canonicalSExpr(translated, lang, name) == en);
  }
}

// --- ko8 --- one language's checks, shared by the test files of that language (as
// CompileChecker is for English constructs) instead of a copy of one-line wrappers per file:
//   const test::LanguageChecker ko{Language::Ko};
//   ko.roundTrips({...}); ko.readsAsEnglish({...}); CHECK(ko.refused("..."));
//   CHECK(ko.renderRefused("..."));
struct LanguageChecker {
  Language lang;
  std::string name = kTestCardName;
  // Every ability of every English line renders to the language and reads back the same.
  void roundTrips(std::initializer_list<const char *> lines) const {
    checkRoundTrips(lines, lang, name);
  }
  // Each (translated, English) pair reads to the same canonical AST.
  void readsAsEnglish(std::initializer_list<std::pair<const char *, const char *>> cases) const {
    checkReadsAsEnglish(cases, lang, name);
  }
  // The translated line is not read (a gap, never another AST).
  bool refused(const std::string &text) const { return refusedIn(text, lang, name); }
  // The English line has no checked rendering in the language (E0701 / E0702).
  bool renderRefused(const std::string &english) const {
    return !renderEnglishTo(english, lang, name).ok();
  }
  // The English line's rendering (empty when refused), to compare with a printed form.
  std::string rendered(const std::string &english) const {
    render::CheckedRender out = renderEnglishTo(english, lang, name);
    return out.ok() ? out.text : std::string();
  }
};

// A stdlib card with its text in one other language (`name.<code>`, `text.<code>`).
struct TranslatedStdlibCard {
  std::string file, name, text, translatedName, translatedText;
};

// The stdlib cards, sorted by file; with `onlyTranslated`, those that have the text.
inline std::vector<TranslatedStdlibCard> stdlibCardsIn(Language lang, bool onlyTranslated) {
  std::vector<TranslatedStdlibCard> out;
  const std::string code(codeOf(lang));
  for (auto &entry : std::filesystem::directory_iterator(std::string(ORACLEC_SOURCE_DIR) + "/stdlib-cards")) {
    if (entry.path().extension() != ".card") continue;
    YAML::Node y = YAML::LoadFile(entry.path().string());
    if (onlyTranslated && !y["text." + code]) continue;
    out.push_back({entry.path().filename().string(), y["name"].as<std::string>(), y["text"].as<std::string>(""),
                   y["name." + code].as<std::string>(""), y["text." + code].as<std::string>("")});
  }
  std::sort(out.begin(), out.end(), [](auto &a, auto &b) { return a.file < b.file; });
  return out;
}

// The printed AST of `text` with its diagnostics in `diags` (unsupported lines included).
inline std::string printedSExpr(std::string_view text, Language lang, const std::string &name,
                                DiagnosticEngine &diags) {
  return ast::toSExpr(parse::parseString(text, lang, name, diags).card);
}

// Lines that are only reminder text, "(...)" or Japanese "（...）", have no AST:
// the renderer cannot give them back.
inline std::string withoutReminderLines(const std::string &text) {
  auto isReminder = [](std::string_view line) {
    auto wrapped = [&](std::string_view open, std::string_view close) {
      return line.size() >= open.size() + close.size() && line.substr(0, open.size()) == open &&
             line.substr(line.size() - close.size()) == close;
    };
    return wrapped("(", ")") || wrapped("（", "）");
  };
  std::string out;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line = std::string_view(text).substr(pos, end - pos);
    if (!isReminder(line)) {
      if (!out.empty()) out += '\n';
      out += line;
    }
    pos = end + 1;
  }
  return out;
}

} // namespace oraclec::test
