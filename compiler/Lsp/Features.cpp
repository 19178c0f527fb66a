#include "Lsp/Features.h"

#include "Lsp/Uri.h"
#include "Lsp/Vocabulary.h"

#include <fmt/format.h>

namespace oraclec::lsp {

namespace {
// LSP CompletionItemKind values.
constexpr int kKindText = 1, kKindKeyword = 14, kKindSnippet = 15, kKindValue = 12;
constexpr int kInsertSnippet = 2;

std::string_view lineOf(const std::string &text, unsigned line, uint32_t &lineStart) {
  lineStart = offsetAt(text, {line, 0});
  size_t end = text.find('\n', lineStart);
  end = end == std::string::npos ? text.size() : end;
  return std::string_view(text).substr(lineStart, end - lineStart);
}

const AbilityInfo *abilityAt(const CardAnalysis &card, Position at) {
  const AbilityInfo *onLine = nullptr;
  for (const AbilityInfo &a : card.abilities) {
    if (a.range.contains(at)) return &a;
    if (!onLine && a.range.start.line <= at.line && at.line <= a.range.end.line) onLine = &a;
  }
  return onLine;
}

std::string describe(const AbilityInfo &a) {
  std::string md = fmt::format("**{}** ({})", a.status, a.language);
  if (!a.rendered.empty()) md += fmt::format("\n\nRenders back as: *{}*", a.rendered);
  if (!a.diagnostic.empty()) md += fmt::format("\n\n{}", a.diagnostic);
  if (!a.sexpr.empty()) md += fmt::format("\n\n```lisp\n{}\n```", a.sexpr);
  return md;
}

std::string describe(const KeywordEntry &k) {
  std::string md =
      fmt::format("**{}** — keyword ability, CR {} (`{}`)", k.words, k.rule, k.canonical);
  if (!k.parameter.empty()) md += fmt::format("; takes {}", k.parameter);
  return md;
}

nlohmann::json markdown(const std::string &md, const Range *range) {
  nlohmann::json j = {{"contents", {{"kind", "markdown"}, {"value", md}}}};
  if (range) j["range"] = toJson(*range);
  return j;
}

const CardReference *referenceAt(const ScenarioAnalysis &s, Position at) {
  for (const CardReference &r : s.references)
    if (r.range.contains(at)) return &r;
  return nullptr;
}
} // namespace

nlohmann::json hover(const Document &doc, Position at, CardIndex &index) {
  if (doc.kind == DocumentKind::Card) {
    std::string md;
    uint32_t lineStart = 0;
    std::string_view line = lineOf(doc.text, at.line, lineStart);
    if (const KeywordEntry *k = keywordAt(line, offsetAt(doc.text, at) - lineStart))
      md = describe(*k);
    const AbilityInfo *a = abilityAt(doc.card, at);
    if (a) md += (md.empty() ? "" : "\n\n---\n\n") + describe(*a);
    if (md.empty()) return nullptr;
    return markdown(md, a ? &a->range : nullptr);
  }
  if (doc.kind == DocumentKind::Scenario) {
    const CardReference *r = referenceAt(doc.scenario, at);
    if (!r) return nullptr;
    std::string md = fmt::format("**{}**", r->name);
    if (r->inline_)
      md += " — defined in this scenario's `cards:`";
    else if (const CardLocation *loc = index.find(r->name))
      md += fmt::format(" — {} `{}`", loc->stdlib ? "stdlib card" : "card file", loc->path);
    return markdown(md, &r->range);
  }
  return nullptr;
}

nlohmann::json completion(const Document &doc, Position, CardIndex &index) {
  nlohmann::json items = nlohmann::json::array();
  if (doc.kind == DocumentKind::Card) {
    for (const KeywordEntry &k : keywordEntries())
      items.push_back({{"label", k.words},
                       {"kind", kKindKeyword},
                       {"detail", fmt::format("keyword ability, CR {}", k.rule)},
                       {"sortText", "0" + k.words}});
    for (const TemplateEntry &t : templateEntries())
      items.push_back({{"label", t.text},
                       {"kind", kKindSnippet},
                       {"detail", fmt::format("template '{}'", t.key)},
                       {"insertText", t.snippet},
                       {"insertTextFormat", kInsertSnippet},
                       {"sortText", "1" + t.text}});
    for (const std::string &w : lexerWords())
      items.push_back(
          {{"label", w}, {"kind", kKindText}, {"detail", "word"}, {"sortText", "2" + w}});
  } else if (doc.kind == DocumentKind::Scenario) {
    for (const auto &[name, loc] : index.all())
      items.push_back({{"label", name},
                       {"kind", kKindValue},
                       {"detail", loc.stdlib ? "stdlib card" : "card file " + loc.path}});
    for (const CardReference &r : doc.scenario.references)
      if (r.inline_)
        items.push_back({{"label", r.name}, {"kind", kKindValue}, {"detail", "defined in cards:"}});
  }
  return {{"isIncomplete", false}, {"items", items}};
}

nlohmann::json definition(const Document &doc, Position at, CardIndex &index) {
  if (doc.kind != DocumentKind::Scenario) return nullptr;
  const CardReference *r = referenceAt(doc.scenario, at);
  if (!r) return nullptr;
  if (r->inline_) { // the first mention is its `cards:` entry
    for (const CardReference &d : doc.scenario.references)
      if (d.inline_ && d.name == r->name) return {{"uri", doc.uri}, {"range", toJson(d.range)}};
  }
  if (const CardLocation *loc = index.find(r->name))
    return {{"uri", pathToUri(loc->path)}, {"range", toJson(loc->nameRange)}};
  return nullptr;
}

} // namespace oraclec::lsp
