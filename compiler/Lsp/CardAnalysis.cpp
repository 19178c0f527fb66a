#include "Lsp/CardAnalysis.h"

#include "AST/Printer.h"
#include "Driver/CardLoader.h"
#include "Driver/Pipeline.h"
#include "Render/Renderer.h"

#include <set>

namespace oraclec::lsp {

namespace {
using namespace oraclec::driver;

// The languages a card is compiled in: English, and each translation it has
// (`text.ja` ...), as `build --lang L` would.
std::vector<Language> languagesOf(const CardRecord &card) {
  std::set<Language> langs{Language::En};
  for (const auto &f : card.faces)
    for (const auto &[lang, text] : f.foreignText)
      langs.insert(lang);
  return {langs.begin(), langs.end()};
}

const TextRef *textIn(const CardFaceRecord &face, Language lang) {
  if (lang == Language::En) return &face.text;
  auto it = face.foreignText.find(lang);
  return it == face.foreignText.end() ? nullptr : &it->second;
}

std::string rendered(const ast::Node &ability, const std::string &cardName) {
  ast::CardAst one;
  one.abilities.push_back(ability);
  render::RenderResult r = render::renderCard(one, Language::En, cardName);
  return r.ok() ? r.text : "";
}

void analyzeFace(const std::string &doc, const CardFaceRecord &face, Language lang,
                 const FaceOutcome &fo, CardAnalysis &out) {
  const TextRef *text = textIn(face, lang);
  if (!text || !text->file) return;
  const SourceFile &file = *text->file;
  for (size_t i = 0; i < fo.abilities.size(); ++i) {
    const AbilityOutcome &ao = fo.abilities[i];
    const ast::Node *node = i < fo.ast.abilities.size() ? &fo.ast.abilities[i] : nullptr;
    SourceRange where = node ? node->range : SourceRange{text->offset, text->offset + text->length};
    AbilityInfo info;
    info.range = rangeOf(doc, file, where);
    info.language = codeOf(lang);
    info.text = ao.text;
    info.status = nameOf(ao.status);
    if (node) {
      info.sexpr = ast::toSExpr(*node);
      info.keyword = node->kind == ast::NodeKind::KeywordAbility;
      if (node->kind != ast::NodeKind::Unsupported)
        info.rendered = rendered(*node, face.printed.name);
    }
    if (ao.status != AbilityStatus::Compiled) {
      info.diagnostic = ao.diagnostic;
      if (!ao.code.empty() && ao.diagnostic.find("[" + ao.code + "]") == std::string::npos)
        info.diagnostic += " [" + ao.code + "]";
      for (const Diagnostic &d : ao.located)
        out.diagnostics.push_back(fromCompiler(doc, d));
      if (ao.located.empty()) { // a failure with no located diagnostic (IR verifier)
        LspDiagnostic d;
        d.range = info.range;
        d.code = ao.code;
        d.message = ao.diagnostic;
        out.diagnostics.push_back(std::move(d));
      }
    }
    out.abilities.push_back(std::move(info));
  }
  if (!fo.cardProblem.empty()) {
    LspDiagnostic d;
    d.range = rangeOf(doc, file, {text->offset, text->offset});
    d.message = fo.cardProblem;
    out.diagnostics.push_back(std::move(d));
  }
}
} // namespace

CardAnalysis analyzeCard(const std::string &path, const std::string &text) {
  CardAnalysis out;
  std::vector<CardRecord> cards;
  DiagnosticEngine loading;
  loadCardFile(path, text, cards, loading);
  for (const Diagnostic &d : loading.all())
    out.diagnostics.push_back(fromCompiler(text, d));
  for (const CardRecord &card : cards) {
    for (Language lang : languagesOf(card)) {
      PipelineOptions options;
      options.language = lang;
      options.keepDiagnostics = true;
      StageSeconds seconds;
      CardOutcome outcome = compileFrontToIR(card, options, seconds);
      // The outcome has a face per face written in `lang`, in order.
      size_t next = 0;
      for (const CardFaceRecord &face : card.faces) {
        if (!textIn(face, lang)) continue;
        if (next < outcome.faces.size()) analyzeFace(text, face, lang, outcome.faces[next++], out);
      }
    }
  }
  return out;
}

} // namespace oraclec::lsp
