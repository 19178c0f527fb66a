#include "RulesCheck/Report.h"

#include <fmt/format.h>

#include <map>
#include <ostream>

namespace oraclec::rules {

std::string inputErrorMessage(const DocumentResult &r, std::size_t maxBytes) {
  const InputError &e = *r.inputError;
  switch (e.kind) {
  case DiagKind::TextTooLong:
    return fmt::format("{}: document is {} bytes; the limit is {} (16 MiB)", r.document.path,
                       e.detail, maxBytes);
  case DiagKind::EmptyText:
    return fmt::format("{}: empty document", r.document.path);
  case DiagKind::InvalidUtf8:
    return fmt::format("invalid UTF-8 at byte {}; rules documents must be UTF-8", e.detail);
  case DiagKind::NoRulesInDocument:
    return fmt::format(fmt::runtime(formatOf(e.kind)), r.document.path);
  default:
    return fmt::format(fmt::runtime(formatOf(DiagKind::UnreadableFile)), r.document.path, e.detail);
  }
}

std::string formatInputError(const DocumentResult &r, std::size_t maxBytes, bool color) {
  const InputError &e = *r.inputError;
  Diagnostic d;
  d.kind = e.kind;
  d.severity = Severity::Error; // an unreadable input is always fatal for that document
  if (e.at && r.document.file && !r.document.file->text().empty()) {
    d.file = r.document.file;
    d.range = {*e.at, *e.at + 1};
  }
  d.message = inputErrorMessage(r, maxBytes);
  if (!d.file) d.message = "rules-check: " + d.message;
  return formatDiagnostic(d, color);
}

std::string summariseKinds(const DocumentResult &r) {
  std::map<std::string, unsigned> byKind;
  for (auto &f : r.findings)
    ++byKind[nameOf(f.kind)];
  std::string s;
  for (FindingKind k : kAllFindingKinds)
    if (auto it = byKind.find(nameOf(k)); it != byKind.end())
      s += (s.empty() ? "" : ", ") + fmt::format("{} {}", it->first, it->second);
  return s.empty() ? "no findings" : s;
}

std::string hiddenSummary(const DocumentResult &r) {
  std::string s;
  if (r.hiddenByFilter) s += fmt::format("; {} hidden by --min-severity/--kind", r.hiddenByFilter);
  if (r.suppressedByBaseline)
    s += fmt::format("; {} known from the baseline", r.suppressedByBaseline);
  if (!r.fixedSinceBaseline.empty())
    s += fmt::format("; {} fixed since the baseline", r.fixedSinceBaseline.size());
  return s;
}

void writeTextReport(std::ostream &os, const std::vector<DocumentResult> &results, bool color) {
  for (const DocumentResult &r : results) {
    if (r.inputError) continue; // printed by the command as an error
    for (const std::string &g : r.glossaryErrors)
      os << "warning: " << g << '\n';
    for (const Finding &f : r.findings) {
      Diagnostic d;
      d.kind = DiagKind::RulesFinding;
      d.severity = f.severity;
      d.file = r.document.file;
      d.range = f.range;
      d.message = f.message + " [" + nameOf(f.kind) + "]";
      os << formatDiagnostic(d, color);
    }
    for (const KnownFinding &k : r.fixedSinceBaseline)
      os << fmt::format("{}: note: fixed since the baseline: {}{} [{}]\n", r.document.path,
                        k.rule.empty() ? "" : "rule " + k.rule + ": ", k.message, nameOf(k.kind));
    os << fmt::format("{}: {} {} document, {} rules checked against {}: {} errors, {} warnings, {} "
                      "notes ({}){}\n",
                      r.document.path, codeOf(r.document.language), nameOf(r.document.shape),
                      r.document.ruleCount(), r.referenceName, r.count(Severity::Error),
                      r.count(Severity::Warning), r.count(Severity::Note), summariseKinds(r),
                      hiddenSummary(r));
  }
}

} // namespace oraclec::rules
