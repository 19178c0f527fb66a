#include "Render/Renderer.h"

namespace oraclec::render {

const LanguageRenderer &englishRenderer();
#ifdef ORACLEC_HAVE_JA
const LanguageRenderer &japaneseRenderer();
#endif
#ifdef ORACLEC_HAVE_KO
const LanguageRenderer &koreanRenderer();
#endif
#ifdef ORACLEC_HAVE_PL
const LanguageRenderer &polishRenderer();
#endif

const LanguageRenderer *rendererFor(Language language) {
  switch (language) {
  case Language::En: return &englishRenderer();
#ifdef ORACLEC_HAVE_JA
  case Language::Ja: return &japaneseRenderer();
#endif
#ifdef ORACLEC_HAVE_KO
  case Language::Ko: return &koreanRenderer();
#endif
#ifdef ORACLEC_HAVE_PL
  case Language::Pl: return &polishRenderer();
#endif
  default: break;
  }
  return nullptr;
}

namespace {
bool hasComputedAmount(const ast::Node &n) {
  using K = ast::NodeKind;
  switch (n.kind) {
  case K::CountOf:
  case K::PowerOf:
  case K::ToughnessOf:
  case K::ManaValueOf:
  case K::LifeTotal:
  case K::Negate:
  case K::CountersOn:
  // --- begin wherex (issue 14) ---
  case K::GreatestAmong:
  case K::Sum:
  case K::Twice:
  case K::Difference: // --- end wherex ---
  case K::CardTypesAmong: // amounts2
  case K::Devotion:       // amounts2
  case K::ThatMuch:        // dmg2 (603.2)
  case K::LifeLostThisWay: // dmg2 (608.2c)
  case K::BasicLandTypesAmong: // dmg3 (305.6)
  case K::ColorsSpent:         // dmg3 (601.2h)
  case K::HalfDown:            // dmg3 (107.1a)
  case K::HalfUp:              // dmg3 (107.1a)
    return true;
  default:
    break;
  }
  for (const ast::Node &c : n.children)
    if (hasComputedAmount(c)) return true;
  return false;
}
} // namespace

RenderResult renderCard(const ast::CardAst &card, Language language, const std::string &cardName) {
  RenderResult result;
  const LanguageRenderer *r = rendererFor(language);
  if (!r) {
    result.gaps.push_back("no renderer for language " + std::string(codeOf(language)));
    return result;
  }
  std::string line;
  bool lineIsKeywords = false;
  auto flush = [&] {
    if (line.empty())
      return;
    if (!result.text.empty())
      result.text += '\n';
    result.text += r->finishLine(std::move(line));
    line.clear();
  };
  // A level band (711.2) is its symbol's line, then the abilities of its
  // striation, each rendered like an ability of the card.
  auto renderAbility = [&](const ast::Node &a, auto &self) -> void {
    RenderState state;
    state.cardName = cardName;
    state.gaps = &result.gaps;
    if (a.kind == ast::NodeKind::Unsupported) {
      result.gaps.push_back("unsupported ability: " + a.text);
      flush();
      line = a.text;
      lineIsKeywords = false;
      return;
    }
    if (!r->rendersComputedAmounts() && hasComputedAmount(a)) {
      result.gaps.push_back("a computed amount (where X is ...) in: " +
                            std::string(ast::headOf(a.kind)));
      flush();
      return;
    }
    std::string text = r->ability(a, state);
    if (a.kind == ast::NodeKind::LevelBand) {
      flush();
      line = std::move(text);
      lineIsKeywords = false;
      flush();
      for (size_t i = 4; i < a.children.size(); ++i)
        self(a.children[i], self);
      flush();
      return;
    }
    bool isKeyword = a.kind == ast::NodeKind::KeywordAbility && !a.find(ast::NodeKind::Cost);
    if (isKeyword && lineIsKeywords) {
      line += r->keywordSeparator() + text;
    } else {
      flush();
      line = text;
    }
    lineIsKeywords = isKeyword;
  };
  for (const ast::Node &a : card.abilities)
    renderAbility(a, renderAbility);
  flush();
  return result;
}

} // namespace oraclec::render
