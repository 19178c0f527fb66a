#include "RulesCheck/Checks.h"

#include <unicode/utf8.h>

#include <algorithm>

namespace oraclec::rules {

std::string quote(std::string_view s, size_t maxChars) {
  std::string t = trimSpaces(s);
  for (char &c : t)
    if (c == '\n' || c == '\t') c = ' ';
  // Collapse the runs of spaces left by blanked markup.
  std::string out;
  for (char c : t)
    if (!(c == ' ' && !out.empty() && out.back() == ' ')) out += c;
  int32_t i = 0, len = int32_t(out.size());
  size_t n = 0;
  while (i < len && n < maxChars) {
    UChar32 c;
    U8_NEXT(out.data(), i, len, c);
    ++n;
  }
  if (i < len) return out.substr(0, size_t(i)) + "…";
  return out;
}

bool CheckContext::editionDiffers() const {
  if (referenceIsSource) return false;
  if (!renumbered.empty() || !inferredDrift.empty()) return true;
  return !doc.edition.empty() && !reference.edition().empty() && doc.edition != reference.edition();
}

std::string CheckContext::editionNote() const {
  if (!doc.edition.empty() && !reference.edition().empty() && doc.edition != reference.edition())
    return "this document is the " + doc.edition + " edition and the reference " + reference.edition();
  if (!renumbered.empty())
    return "this document's headings follow another edition than " + reference.name();
  if (!inferredDrift.empty())
    return "this document seems to follow another edition than " + reference.name() + " (" + inferredDrift + ")";
  return {};
}

RuleNumber CheckContext::referenceNumberFor(const RuleEntry &e) const {
  RuleNumber n = e.number;
  if (n.sub == 0) return n;
  RuleNumber numbered = n;
  numbered.letter = 0;
  auto it = renumbered.find(numbered.str());
  if (it == renumbered.end()) return n;
  auto target = parseRuleNumber(it->second);
  if (!target) return n;
  target->letter = n.letter;
  return *target;
}

const ReferenceRule *CheckContext::referenceFor(const RuleEntry &e) const {
  return reference.find(referenceNumberFor(e));
}

Finding &CheckContext::add(FindingKind kind, Severity severity, const RuleEntry *entry,
                           SourceRange range, std::string message) {
  Finding f{kind, severity, entry ? entry->number.str() : std::string(), range, std::move(message), {}};
  if (entry)
    if (const ReferenceRule *r = referenceFor(*entry)) f.referenceText = r->number + " " + r->text;
  findings.push_back(std::move(f));
  return findings.back();
}

void runAllChecks(CheckContext &ctx, bool listEmptyTranslations) {
  checkEdition(ctx);
  checkNumbering(ctx);
  checkCrossReferences(ctx);
  checkContent(ctx, listEmptyTranslations);
  checkTerms(ctx);
  std::stable_sort(ctx.findings.begin(), ctx.findings.end(),
                   [](const Finding &a, const Finding &b) { return a.range.begin < b.range.begin; });
}

} // namespace oraclec::rules
