#include "RulesCheck/Finding.h"

namespace oraclec::rules {

const char *nameOf(FindingKind k) {
  switch (k) {
  case FindingKind::BrokenXref: return "broken-xref";
  case FindingKind::DuplicateRule: return "duplicate-rule";
  case FindingKind::BadNumbering: return "bad-numbering";
  case FindingKind::NumberMismatch: return "number-mismatch";
  case FindingKind::SymbolMismatch: return "symbol-mismatch";
  case FindingKind::TermInconsistent: return "term-inconsistent";
  case FindingKind::Untranslated: return "untranslated";
  case FindingKind::EditionDrift: return "edition-drift";
  }
  return "?";
}

std::optional<FindingKind> findingKindFromName(std::string_view name) {
  for (FindingKind k : kAllFindingKinds)
    if (name == nameOf(k)) return k;
  return std::nullopt;
}

} // namespace oraclec::rules
