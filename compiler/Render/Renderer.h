// AST -> text in any language (the inverse of the front end). Used by
// `oraclec render`, by translators (en -> ja/ko/pl) and as the strongest check
// against silent mis-parses: a compiled card rendered back to English must say
// what its Oracle text says.
#pragma once
#include "AST/Ast.h"
#include "Basic/Language.h"

#include <string>
#include <vector>

namespace oraclec::render {

struct RenderResult {
  std::string text;                // lines joined by '\n'
  std::vector<std::string> gaps;   // what could not be rendered (no template)
  bool ok() const { return gaps.empty(); }
};

// What a language renderer needs while writing one ability.
struct RenderState {
  std::string cardName;
  const ast::Node *targets = nullptr;  // the ability's (targets ...) list
  std::vector<bool> targetMentioned;   // a target is described once, then "it"
  std::vector<std::string> *gaps = nullptr;
  bool selfIsIt = false; // a triggered ability about its own object calls it "it"
  bool inEffect = false; // rendering effects (not the trigger condition)
  bool eventIsPlayer = false; // the trigger's event object is a player: "that player"
  // A cast trigger (601.2i): its event object is the spell. "It" names the last
  // object named: after the card's name, "it" is the card and the spell is
  // "that spell" (issue 14), so the two bindings read differently.
  bool castTrigger = false;
  bool selfNamed = false;
  std::string whereX; // a computed amount written as X: ", where X is ..." ends the sentence
  bool eventIsThatCreature =
      false; // i18n3 (ja): the blocker / blocked creature is "そのクリーチャー"
  void gap(std::string what) {
    if (gaps) gaps->push_back(std::move(what));
  }
};

class LanguageRenderer {
public:
  virtual ~LanguageRenderer() = default;
  // One ability as a line of text. Keyword abilities are rendered alone; the
  // driver joins consecutive keywords with the language's separator.
  virtual std::string ability(const ast::Node &ability, RenderState &state) const = 0;
  virtual std::string keywordSeparator() const = 0;
  // Last touch on a finished line (English capitalises its first letter).
  virtual std::string finishLine(std::string line) const { return line; }
  // Whether the renderer writes amounts the game computes ("where X is ...",
  // CR 107.3c); a renderer that does not gets a gap instead of a wrong number.
  virtual bool rendersComputedAmounts() const { return false; }
};

const LanguageRenderer *rendererFor(Language language);

RenderResult renderCard(const ast::CardAst &card, Language language, const std::string &cardName);

} // namespace oraclec::render
