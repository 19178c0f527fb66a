// term-inconsistent. A glossary row lists the canonical rendering of a term
// and the variants the tools accept ("전투 피해|전투피해"); a document should
// still pick one. When a document uses two renderings of one term, the less
// frequent one is reported at each place it occurs. Keyword titles
// ("702.9. 비행 Flying", PO msgid "Flying") must use a glossary rendering.
#include "RulesCheck/Checks.h"

#include <unicode/utf8.h>

#include <fmt/format.h>

#include <algorithm>
#include <functional>

namespace oraclec::rules {

namespace {
bool hangulBefore(std::string_view s, size_t pos) {
  if (pos == 0) return false;
  int32_t k = int32_t(pos);
  UChar32 c;
  U8_PREV(s.data(), 0, k, c);
  return c >= 0xAC00 && c <= 0xD7A3;
}

struct Occurrence {
  const RuleEntry *entry;
  size_t pos, len;
  size_t rendering;
};

constexpr size_t kMaxReportsPerTerm = 25;
} // namespace

void checkTerms(CheckContext &ctx) {
  const Document &doc = ctx.doc;
  if (!ctx.glossary || doc.language == Language::En) return;
  const std::string &gpath = ctx.glossary->path;
  // A document without numbered rules (the basic rulebook) is checked as
  // one block of text.
  std::vector<RuleEntry> whole;
  if (doc.ruleCount() == 0 && doc.shape != Shape::Po && doc.file) {
    RuleEntry all;
    all.body = doc.file->text();
    all.bodyRange = {0, uint32_t(all.body.size())};
    whole.push_back(std::move(all));
  }
  const std::vector<RuleEntry> &scanned = whole.empty() ? doc.entries : whole;

  for (const GlossaryTerm &term : ctx.glossary->terms) {
    if (term.renderings.size() < 2) continue;
    std::vector<size_t> order(term.renderings.size());
    for (size_t i = 0; i < order.size(); ++i)
      order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return term.renderings[a].size() > term.renderings[b].size();
    });
    std::vector<Occurrence> occ;
    std::vector<size_t> count(term.renderings.size(), 0);
    // One Boyer-Moore-Horspool table per rendering, used for every entry: in
    // Korean and Japanese the first byte of a word (0xEA-0xED) is the first
    // byte of almost every character, so a plain find compared at each one.
    using Searcher = std::boyer_moore_horspool_searcher<std::string::const_iterator>;
    std::vector<Searcher> searchers;
    searchers.reserve(term.renderings.size());
    for (const std::string &w : term.renderings)
      searchers.emplace_back(w.begin(), w.end());
    for (const RuleEntry &e : scanned) {
      if (e.kind == EntryKind::Section || e.body.empty()) continue;
      std::vector<std::pair<size_t, size_t>> taken;
      for (size_t r : order) {
        const std::string &w = term.renderings[r];
        auto findFrom = [&](size_t from) -> size_t {
          if (w.empty() || from > e.body.size()) return std::string::npos;
          auto it = std::search(e.body.begin() + std::ptrdiff_t(from), e.body.end(), searchers[r]);
          return it == e.body.end() ? std::string::npos : size_t(it - e.body.begin());
        };
        for (size_t at = findFrom(0); at != std::string::npos; at = findFrom(at + w.size())) {
          // Korean words start after a space: "비전투피해" is not "전투피해".
          if (doc.language == Language::Ko && hangulBefore(e.body, at)) continue;
          bool overlaps = std::any_of(taken.begin(), taken.end(), [&](auto &t) {
            return at < t.second && at + w.size() > t.first;
          });
          if (overlaps) continue;
          taken.push_back({at, at + w.size()});
          occ.push_back({&e, at, w.size(), r});
          ++count[r];
        }
      }
    }
    size_t used = size_t(std::count_if(count.begin(), count.end(), [](size_t n) { return n > 0; }));
    if (used < 2) continue;
    size_t major = size_t(std::max_element(count.begin(), count.end()) - count.begin());
    size_t reported = 0, skipped = 0;
    for (const Occurrence &o : occ) {
      if (o.rendering == major) continue;
      if (reported == kMaxReportsPerTerm) {
        ++skipped;
        continue;
      }
      ++reported;
      ctx.add(FindingKind::TermInconsistent, Severity::Warning, whole.empty() ? o.entry : nullptr,
              doc.locate(*o.entry, o.pos, o.len),
              fmt::format("'{}' ({}) is written '{}' here but '{}' in {} other places; pick one "
                          "(glossary {}:{})",
                          term.english, term.id, term.renderings[o.rendering],
                          term.renderings[major], count[major], gpath, term.line));
    }
    if (skipped)
      ctx.add(FindingKind::TermInconsistent, Severity::Warning, nullptr, {0, 0},
              fmt::format("'{}' ({}): {} more places use a less frequent rendering (not listed)",
                          term.english, term.id, skipped));
  }

  // Keyword and title entries must use the glossary's rendering.
  for (const RuleEntry &e : doc.entries) {
    if (e.body.empty() || e.kind == EntryKind::Section) continue;
    if (!(e.kind == EntryKind::Heading ||
          (e.number.level() == RuleNumber::Level::Numbered && looksLikeTitle(e.body))))
      continue;
    std::string english;
    std::string_view translated = e.body;
    size_t pos = 0;
    std::string_view suffix = trailingEnglish(e.body, &pos);
    if (doc.shape == Shape::Po)
      english = e.source;
    else if (!suffix.empty() && pos > 0) {
      english = std::string(suffix);
      translated = std::string_view(e.body).substr(0, pos);
    } else if (const ReferenceRule *r = ctx.referenceFor(e); r && !ctx.editionDiffers()) {
      english = r->title; // only when the numbering is known to match
    }
    if (english.empty() || trimSpaces(translated).empty()) continue;
    const GlossaryTerm *term = ctx.glossary->byEnglish(trimSpaces(english));
    if (!term) continue;
    // "Counter" is both the counter object and "counter (a spell)": any
    // sense of the English word is acceptable in a title.
    std::string key = asciiLower(trimSpaces(english));
    bool ok = false;
    for (const GlossaryTerm &t : ctx.glossary->terms) {
      std::string en = asciiLower(t.english);
      if (en != key && en.rfind(key + " (", 0) != 0) continue;
      for (const std::string &w : t.renderings)
        ok = ok || translated.find(w) != std::string_view::npos;
    }
    if (ok) continue;
    std::string t = trimSpaces(translated);
    size_t at = std::string_view(e.body).find(t);
    ctx.add(
        FindingKind::TermInconsistent, Severity::Warning, &e,
        doc.locate(e, at == std::string::npos ? 0 : at, at == std::string::npos ? 0 : t.size()),
        fmt::format("the title of rule {} renders '{}' as '{}', but the glossary says '{}' ({}:{})",
                    e.number.str(), term->english, quote(t, 30), term->renderings.front(), gpath,
                    term->line));
  }
}

} // namespace oraclec::rules
