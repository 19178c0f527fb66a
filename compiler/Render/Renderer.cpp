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
  for (const ast::Node &a : card.abilities) {
    RenderState state;
    state.cardName = cardName;
    state.gaps = &result.gaps;
    if (a.kind == ast::NodeKind::Unsupported) {
      result.gaps.push_back("unsupported ability: " + a.text);
      flush();
      line = a.text;
      lineIsKeywords = false;
      continue;
    }
    std::string text = r->ability(a, state);
    bool isKeyword = a.kind == ast::NodeKind::KeywordAbility && !a.find(ast::NodeKind::Cost);
    if (isKeyword && lineIsKeywords) {
      line += r->keywordSeparator() + text;
    } else {
      flush();
      line = text;
    }
    lineIsKeywords = isKeyword;
  }
  flush();
  return result;
}

} // namespace oraclec::render
