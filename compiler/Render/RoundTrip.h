// Renders that are checked before anyone sees them. A renderer that lacks a
// template, or writes words that say something else ("+0/+0" for "+X/+0",
// a dropped "It can't be regenerated"), must not print that text with exit 0.
//
// The check is generic rather than a list of known bad outputs: each ability
// is rendered alone, the text is parsed back by the same language's front end,
// and the AST compared with the source AST (the xcheck comparison, wording
// payloads ignored). An ability that has a gap, does not parse back, or
// parses back to another AST is refused: it gets no text, and a reason.
#pragma once
#include "AST/Ast.h"
#include "Basic/Language.h"

#include <string>
#include <vector>

namespace oraclec::render {

enum class AbilityRenderStatus {
  Ok,            // rendered, and (ja/ko/pl) read back to the same AST
  NoTemplate,    // the renderer has no template for a node (the gap is named)
  NotReadBack,   // the rendered text does not parse in its language
  ReadsOtherwise // it parses, to another AST: the text says something else
};
const char *nameOf(AbilityRenderStatus s);

struct CheckedAbility {
  AbilityRenderStatus status = AbilityRenderStatus::Ok;
  std::string text;   // what the renderer wrote (even when refused, for --force)
  std::string reason; // the missing template, parse error or AST difference
};

struct CheckedRender {
  std::vector<CheckedAbility> abilities; // one per card.abilities entry
  // The card's text: the abilities that passed (keywords joined as usual);
  // with `force`, also those that were written but not verified.
  std::string text;
  bool ok() const;
};

// Whether a language's renders are parsed back (ja, ko, pl; English renders
// are compared with the Oracle text by the build's render check instead).
bool readsBack(Language language);

CheckedRender renderChecked(const ast::CardAst &card, Language language,
                            const std::string &cardName, bool force = false);

} // namespace oraclec::render
