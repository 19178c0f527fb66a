#include "Render/RoundTrip.h"

#include "AST/Canonicalize.h"
#include "AST/Diff.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"
#include "Sema/Sema.h"

namespace oraclec::render {

const char *nameOf(AbilityRenderStatus s) {
  switch (s) {
  case AbilityRenderStatus::Ok:
    return "ok";
  case AbilityRenderStatus::NoTemplate:
    return "no-template";
  case AbilityRenderStatus::NotReadBack:
    return "not-read-back";
  case AbilityRenderStatus::ReadsOtherwise:
    return "reads-otherwise";
  }
  return "?";
}

bool CheckedRender::ok() const {
  for (const CheckedAbility &a : abilities)
    if (a.status != AbilityRenderStatus::Ok) return false;
  return true;
}

bool readsBack(Language language) {
  return language == Language::Ja || language == Language::Ko || language == Language::Pl;
}

namespace {
std::string firstLine(const std::string &s) {
  return s.substr(0, s.find('\n'));
}

// Parses `text` in `language` and compares it with `expected`: "" when it
// says the same, else the parse error or the difference.
std::string readBackDifference(const std::string &text, const ast::CardAst &expected,
                               Language language, const std::string &cardName, bool &parsed) {
  DiagnosticEngine diags;
  parse::ParseResult back = parse::parseString(text, language, cardName, diags, "<rendered>");
  if (!back.inputError) {
    auto file = std::make_shared<const SourceFile>("<rendered>", text);
    sema::check(back.card, file, diags);
  }
  parsed = !back.inputError && back.card.fullySupported() && !back.card.abilities.empty();
  if (!parsed) {
    for (const Diagnostic &d : diags.all())
      if (d.severity == Severity::Error) return firstLine(d.message);
    return "the text does not parse back";
  }
  ast::CardAst source, read;
  for (const ast::Node &a : expected.abilities)
    source.abilities.push_back(ast::withoutWording(a));
  for (ast::Node &a : back.card.abilities)
    read.abilities.push_back(ast::withoutWording(std::move(a)));
  return ast::describeDifference(source, read, "source", codeOf(language));
}

bool readsBackAs(const std::string &text, const ast::CardAst &expected, Language language,
                 const std::string &cardName) {
  bool parsed = false;
  return readBackDifference(text, expected, language, cardName, parsed).empty() && parsed;
}

CheckedAbility checkOne(const ast::Node &ability, Language language, const std::string &cardName) {
  CheckedAbility out;
  ast::CardAst one;
  one.abilities.push_back(ability);
  RenderResult r = renderCard(one, language, cardName);
  out.text = r.text;
  if (!r.ok()) {
    out.status = AbilityRenderStatus::NoTemplate;
    out.reason = r.gaps.front();
    for (size_t i = 1; i < r.gaps.size(); ++i)
      out.reason += "; " + r.gaps[i];
    return out;
  }
  if (!readsBack(language)) return out;
  if (r.text.empty()) {
    out.status = AbilityRenderStatus::NoTemplate;
    out.reason = "nothing written for " + std::string(ast::headOf(ability.kind));
    return out;
  }
  bool parsed = false;
  std::string diff = readBackDifference(r.text, one, language, cardName, parsed);
  if (!parsed) {
    out.status = AbilityRenderStatus::NotReadBack;
    out.reason = diff;
  } else if (!diff.empty()) {
    out.status = AbilityRenderStatus::ReadsOtherwise;
    out.reason = diff;
  }
  return out;
}
} // namespace

CheckedRender renderChecked(const ast::CardAst &card, Language language,
                            const std::string &cardName, bool force) {
  CheckedRender out;
  ast::CardAst shown;
  for (const ast::Node &a : card.abilities) {
    out.abilities.push_back(checkOne(a, language, cardName));
    const CheckedAbility &c = out.abilities.back();
    // A gap is never shown, even with force: its text is missing words by
    // construction. A text that reads back otherwise may be shown on request.
    bool show = c.status == AbilityRenderStatus::Ok ||
                (force && (c.status == AbilityRenderStatus::NotReadBack ||
                           c.status == AbilityRenderStatus::ReadsOtherwise));
    if (show) shown.abilities.push_back(a);
  }
  // Rendered again as one card so that keywords share a line as usual; if
  // that text does not read back as the abilities shown (a keyword line
  // joined across another ability), one verified line per ability instead.
  out.text = renderCard(shown, language, cardName).text;
  if (readsBack(language) && !shown.abilities.empty() &&
      !readsBackAs(out.text, shown, language, cardName)) {
    out.text.clear();
    for (size_t i = 0; i < card.abilities.size(); ++i) {
      const CheckedAbility &c = out.abilities[i];
      bool show = c.status == AbilityRenderStatus::Ok ||
                  (force && c.status != AbilityRenderStatus::NoTemplate);
      if (show) out.text += (out.text.empty() ? "" : "\n") + c.text;
    }
  }
  return out;
}

} // namespace oraclec::render
