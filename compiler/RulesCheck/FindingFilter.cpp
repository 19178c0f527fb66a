#include "RulesCheck/FindingFilter.h"

#include <algorithm>

namespace oraclec::rules {

namespace {
// Severity is ordered Note < Warning < Error in Basic/Diagnostic.h; rank it
// here explicitly so the filter does not depend on the enum's numbering.
int rank(Severity s) {
  switch (s) {
  case Severity::Error:
    return 2;
  case Severity::Warning:
    return 1;
  default:
    return 0;
  }
}
} // namespace

bool FindingFilter::keeps(const Finding &f) const {
  if (rank(f.severity) < rank(minSeverity)) return false;
  return kinds.empty() || kinds.count(f.kind) > 0;
}

std::optional<Severity> severityFromName(std::string_view name) {
  if (name == "error") return Severity::Error;
  if (name == "warning") return Severity::Warning;
  if (name == "note") return Severity::Note;
  return std::nullopt;
}

std::string addKinds(FindingFilter &filter, const std::vector<std::string> &values) {
  for (const std::string &value : values) {
    size_t start = 0;
    while (start <= value.size()) {
      size_t comma = value.find(',', start);
      if (comma == std::string::npos) comma = value.size();
      std::string_view name = std::string_view(value).substr(start, comma - start);
      while (!name.empty() && name.front() == ' ')
        name.remove_prefix(1);
      while (!name.empty() && name.back() == ' ')
        name.remove_suffix(1);
      if (!name.empty()) {
        auto kind = findingKindFromName(name);
        if (!kind) {
          std::string known;
          for (FindingKind k : kAllFindingKinds)
            known += (known.empty() ? "" : ", ") + std::string(nameOf(k));
          return "unknown finding kind '" + std::string(name) + "' (known: " + known + ")";
        }
        filter.kinds.insert(*kind);
      }
      start = comma + 1;
    }
  }
  return {};
}

unsigned applyFilter(std::vector<Finding> &findings, const FindingFilter &filter) {
  auto end = std::remove_if(findings.begin(), findings.end(),
                            [&](const Finding &f) { return !filter.keeps(f); });
  unsigned removed = unsigned(findings.end() - end);
  findings.erase(end, findings.end());
  return removed;
}

} // namespace oraclec::rules
