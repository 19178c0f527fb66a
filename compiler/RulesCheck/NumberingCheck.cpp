// duplicate-rule and bad-numbering, plus edition-drift for rules that the
// reference does not have (only once numbering errors are known, so a typo
// such as "702.212" is reported as a typo and not as a rule of another edition).
#include "RulesCheck/Checks.h"

#include <fmt/format.h>

#include <unordered_map>

namespace oraclec::rules {

namespace {
unsigned lineOf(const Document &doc, uint32_t offset) { return doc.file->lineColumn(offset).line; }

// The rule that should follow `prev` among its siblings, when `cur` is a
// sibling or a child of `prev`'s parent; nullopt when they are unrelated.
std::optional<RuleNumber> expectedAfter(const RuleNumber &prev, const RuleNumber &cur) {
  if (prev.rule != cur.rule) return std::nullopt;
  if (cur.letter) {
    RuleNumber e = cur;
    if (prev.sub == cur.sub) e.letter = nextSubruleLetter(prev.letter); // 702.22a -> b; 702.22 -> a
    else return std::nullopt; // a subrule of a numbered rule that is absent: not ours to judge
    return e;
  }
  RuleNumber e = cur;
  e.sub = prev.sub + 1;
  return e;
}
} // namespace

void checkNumbering(CheckContext &ctx) {
  const Document &doc = ctx.doc;
  std::vector<size_t> rules;
  for (size_t i = 0; i < doc.entries.size(); ++i)
    if (doc.entries[i].kind == EntryKind::Rule) rules.push_back(i);

  // Duplicates.
  std::unordered_map<std::string, size_t> first;
  std::set<size_t> duplicates;
  for (size_t k = 0; k < rules.size(); ++k) {
    size_t i = rules[k];
    const RuleEntry &e = doc.entries[i];
    auto [it, inserted] = first.emplace(e.number.str(), i);
    if (inserted) continue;
    duplicates.insert(i);
    const RuleEntry &f = doc.entries[it->second];
    // The neighbours usually tell which number was meant ("702.61c" after
    // 702.62b is 702.62c).
    std::string hint;
    if (k > 0 && k + 1 < rules.size()) {
      const RuleNumber &prev = doc.entries[rules[k - 1]].number;
      const RuleNumber &next = doc.entries[rules[k + 1]].number;
      RuleNumber guess = prev;
      if (e.number.letter) guess.letter = nextSubruleLetter(prev.letter);
      else { guess.sub = prev.sub + 1; guess.letter = 0; }
      if (prev < guess && guess < next && !first.count(guess.str()))
        hint = fmt::format("; between {} and {} it was probably meant to be {}", prev.str(), next.str(), guess.str());
    }
    ctx.add(FindingKind::DuplicateRule, Severity::Error, &e, e.numberRange,
            fmt::format("rule {} is defined twice; the first definition is at line {} ('{}'){}",
                        e.number.str(), lineOf(doc, f.numberRange.begin), quote(f.body, 40), hint));
  }

  // How numbers are written: the translated number must be the number, and
  // subrule letters skip l and o.
  for (size_t i : rules) {
    const RuleEntry &e = doc.entries[i];
    std::string written = e.numberText;
    while (!written.empty() && written.back() == '.') written.pop_back();
    if (written != e.number.str()) {
      ctx.badlyNumbered.insert(i);
      ctx.add(FindingKind::BadNumbering, Severity::Error, &e, e.numberRange,
              fmt::format("rule {} is numbered '{}' in the translation", e.number.str(), e.numberText));
    } else if (isSkippedLetter(e.number.letter)) {
      ctx.badlyNumbered.insert(i);
      ctx.add(FindingKind::BadNumbering, Severity::Error, &e, e.numberRange,
              fmt::format("subrule {} uses the letter '{}', which the rules skip (it looks like "
                          "'{}'); the next letter is '{}'",
                          e.number.str(), e.number.letter, e.number.letter == 'l' ? '1' : '0',
                          char(e.number.letter + 1)));
    }
  }

  // Order: a number that breaks the order between two neighbours that are
  // themselves in order is the culprit ("702.22a, 702.212, 702.22c").
  // Duplicates are already reported and take no part in the order.
  std::vector<size_t> ordered;
  for (size_t i : rules)
    if (!duplicates.count(i)) ordered.push_back(i);
  for (size_t k = 1; k < ordered.size(); ++k) {
    size_t i = ordered[k];
    const RuleEntry &e = doc.entries[i];
    if (ctx.badlyNumbered.count(ordered[k - 1])) continue;
    const RuleNumber &prev = doc.entries[ordered[k - 1]].number;
    const RuleNumber *next = k + 1 < ordered.size() ? &doc.entries[ordered[k + 1]].number : nullptr;
    bool outlier = next && prev < *next && !(prev < e.number && e.number < *next);
    if (outlier) {
      ctx.badlyNumbered.insert(i);
      std::string hint;
      if (auto exp = expectedAfter(prev, *next); exp && *exp < *next && !(*exp == prev))
        hint = fmt::format(" (expected {} here?)", exp->str());
      ctx.add(FindingKind::BadNumbering, Severity::Error, &e, e.numberRange,
              fmt::format("rule number {} is out of sequence between {} and {}{}", e.numberText,
                          prev.str(), next->str(), hint));
    } else if (!(prev < e.number)) {
      ctx.badlyNumbered.insert(i);
      ctx.add(FindingKind::BadNumbering, Severity::Error, &e, e.numberRange,
              fmt::format("rule {} comes after {}: the numbers go backwards", e.number.str(), prev.str()));
    }
  }

  // Gaps among siblings (warnings: an excerpt may leave out whole rules, but
  // not one subrule in the middle of a run).
  for (size_t k = 1; k < rules.size(); ++k) {
    size_t i = rules[k];
    if (ctx.badlyNumbered.count(i) || duplicates.count(i)) continue;
    size_t p = k - 1;
    auto skip = [&](size_t j) { return ctx.badlyNumbered.count(rules[j]) || duplicates.count(rules[j]); };
    while (p > 0 && skip(p)) --p;
    if (skip(p)) continue;
    const RuleNumber &prev = doc.entries[rules[p]].number;
    const RuleEntry &e = doc.entries[i];
    std::optional<RuleNumber> exp;
    if (e.number.letter && prev.rule == e.number.rule && prev.sub == e.number.sub)
      exp = RuleNumber{prev.section, prev.rule, prev.sub, nextSubruleLetter(prev.letter)};
    else if (!e.number.letter && prev.rule == e.number.rule && e.number.sub > prev.sub)
      exp = RuleNumber{prev.section, prev.rule, prev.sub + 1, 0};
    // Present elsewhere (a duplicate run, a misplaced rule) is not missing.
    if (!exp || !(*exp < e.number) || first.count(exp->str())) continue;
    std::string missing = exp->str();
    RuleNumber last = e.number;
    if (last.letter) { // name the whole run of missing letters
      char c = exp->letter, lastMissing = exp->letter;
      while (c && c < e.number.letter) { lastMissing = c; c = nextSubruleLetter(c); }
      if (lastMissing != exp->letter) missing += "–" + std::string(1, lastMissing);
    } else if (e.number.sub > exp->sub + 1) {
      missing += fmt::format("–{}.{}", e.number.rule, e.number.sub - 1);
    }
    std::string ref;
    RuleNumber refNum = ctx.referenceNumberFor(RuleEntry{EntryKind::Rule, *exp, {}, {}, {}, {}, true, {}, false, false});
    if (const ReferenceRule *r = ctx.reference.find(refNum))
      ref = fmt::format("; in {}, {} is '{}'", ctx.reference.name(), r->number, quote(r->text, 50));
    ctx.add(FindingKind::BadNumbering, Severity::Warning, &e, e.numberRange,
            fmt::format("{} is missing between {} and {}{}", missing, prev.str(), e.number.str(), ref));
  }

  // The document's own convention for numbered rules: "100.1." or "100.1".
  if (doc.shape != Shape::Po) {
    size_t withStop = 0, without = 0;
    for (size_t i : rules) {
      const RuleEntry &e = doc.entries[i];
      if (e.number.level() != RuleNumber::Level::Numbered) continue;
      (e.numberText.back() == '.' ? withStop : without)++;
    }
    bool stopIsUsual = withStop >= without;
    for (size_t i : rules) {
      const RuleEntry &e = doc.entries[i];
      if (e.number.level() != RuleNumber::Level::Numbered || ctx.badlyNumbered.count(i)) continue;
      if ((e.numberText.back() == '.') == stopIsUsual) continue;
      ctx.add(FindingKind::BadNumbering, Severity::Warning, &e, e.numberRange,
              fmt::format("rule number written '{}'; the other {} numbered rules are written "
                          "'{}' (is the markup or the full stop missing?)",
                          e.numberText, stopIsUsual ? withStop : without,
                          stopIsUsual ? e.number.str() + "." : e.number.str()));
    }
  }

  // Jekyll anchors must name the rule they label.
  for (const Anchor &a : doc.anchors) {
    auto an = parseRuleNumber(a.name);
    if (!an) continue;
    for (const RuleEntry &e : doc.entries) {
      if (e.numberRange.begin < a.range.end) continue;
      if (lineOf(doc, e.numberRange.begin) - lineOf(doc, a.range.begin) <= 2 && !(e.number == *an))
        ctx.add(FindingKind::BadNumbering, Severity::Warning, &e, a.range,
                fmt::format("anchor '{}' labels rule {}; links to {} will land on the wrong rule",
                            a.name, e.number.str(), a.name));
      break;
    }
  }

  // Rules the reference does not have.
  if (ctx.reference.empty() || ctx.referenceIsSource) return;
  std::vector<const RuleEntry *> absent;
  for (size_t i : rules) {
    const RuleEntry &e = doc.entries[i];
    if (ctx.badlyNumbered.count(i) || duplicates.count(i) || ctx.referenceFor(e)) continue;
    absent.push_back(&e);
  }
  bool drift = ctx.editionDiffers();
  if (drift && absent.size() > 20) {
    // One note instead of a wall of them: the edition is the explanation.
    std::string first;
    for (size_t k = 0; k < 12 && k < absent.size(); ++k) first += (k ? ", " : "") + absent[k]->number.str();
    ctx.add(FindingKind::EditionDrift, Severity::Note, absent.front(), absent.front()->numberRange,
            fmt::format("{} rules of this document do not exist in {} ({}, …); {}", absent.size(),
                        ctx.reference.name(), first, ctx.editionNote()));
    return;
  }
  for (const RuleEntry *e : absent)
    ctx.add(FindingKind::EditionDrift, drift ? Severity::Note : Severity::Warning, e, e->numberRange,
            fmt::format("rule {} does not exist in {}{}", e->number.str(), ctx.reference.name(),
                        drift ? " (" + ctx.editionNote() + ")"
                              : "; it may come from another edition of the rules, or be misnumbered"));
}

} // namespace oraclec::rules
