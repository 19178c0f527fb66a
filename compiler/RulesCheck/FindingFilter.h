// Which findings a reader asked to see: `--min-severity` and `--kind`.
// Filtering happens after checking, so counts of what was hidden can be
// reported (a filter must never make a document look cleaner than it is
// without saying so).
#pragma once
#include "RulesCheck/Finding.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::rules {

struct FindingFilter {
  Severity minSeverity = Severity::Note;
  std::set<FindingKind> kinds; // empty = every kind

  bool keeps(const Finding &f) const;
};

// "error" / "warning" / "note".
std::optional<Severity> severityFromName(std::string_view name);
// Parses repeated and comma-separated `--kind` values; "" on success, else
// the message naming the unknown kind and the known ones.
std::string addKinds(FindingFilter &filter, const std::vector<std::string> &values);

// Removes the findings the filter does not keep; returns how many.
unsigned applyFilter(std::vector<Finding> &findings, const FindingFilter &filter);

} // namespace oraclec::rules
