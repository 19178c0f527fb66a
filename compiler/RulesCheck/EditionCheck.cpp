// edition-drift. Translations lag or lead the English rules: the Korean
// seed numbers keywords as in 2016 (702.21 Banding), the 2022 reference has
// Ward at 702.21 and Banding at 702.22. When a heading's English title is
// found at another number in the reference, the rule is reported once as
// drift and its subrules are compared with the renumbered reference rule,
// instead of crying wolf on every subrule.
#include "RulesCheck/Checks.h"

#include <fmt/format.h>

namespace oraclec::rules {


void checkEdition(CheckContext &ctx) {
  const Document &doc = ctx.doc;
  if (ctx.reference.empty() || ctx.referenceIsSource) return;
  for (const RuleEntry &e : doc.entries) {
    bool titled = (e.kind == EntryKind::Rule && e.number.level() == RuleNumber::Level::Numbered &&
                   looksLikeTitle(e.body));
    if (!titled) continue;
    size_t pos = 0;
    std::string_view english = trailingEnglish(e.body, &pos);
    if (english.size() < 3) continue;
    const ReferenceRule *same = ctx.reference.find(e.number);
    if (same && asciiLower(same->title) == asciiLower(english)) continue;
    std::string elsewhere = ctx.reference.numberOfTitle(english);
    if (elsewhere.empty() || elsewhere == e.number.str()) continue;
    ctx.renumbered[e.number.str()] = elsewhere;
    std::string there = same && !same->title.empty() ? fmt::format(" ({} there is '{}')", same->number, same->title)
                                                     : std::string();
    ctx.add(FindingKind::EditionDrift, Severity::Warning, &e, doc.locate(e, pos, english.size()),
            fmt::format("rule {} is '{}' here, but '{}' is {} in {}{}: this part follows another "
                        "edition of the rules; its subrules are compared with {}",
                        e.number.str(), english, english, elsewhere, ctx.reference.name(), there,
                        elsewhere));
  }
  // An undated document that has many rules the reference lacks is from
  // another edition: its differences are drift, not translation errors.
  size_t rules = 0, absent = 0;
  for (const RuleEntry &e : doc.entries) {
    if (e.kind != EntryKind::Rule) continue;
    ++rules;
    absent += ctx.referenceFor(e) == nullptr;
  }
  if (absent >= 5 && absent * 20 > rules)
    ctx.inferredDrift = fmt::format("{} of its {} rules are not in the reference", absent, rules);
  if (!doc.edition.empty() && !ctx.reference.edition().empty() && doc.edition != ctx.reference.edition()) {
    uint32_t at = doc.entries.empty() ? 0 : doc.entries.front().numberRange.begin;
    ctx.add(FindingKind::EditionDrift, Severity::Note, nullptr, {at, at},
            fmt::format("this document is the {} edition of the rules and {} is {}: "
                        "rules added, changed or renumbered in between are reported as "
                        "edition-drift notes, not errors; use --reference with the matching "
                        "edition for a strict check",
                        doc.edition, "the reference", ctx.reference.edition()));
  }
}

} // namespace oraclec::rules
