// One finding of `rules-check`: what is wrong, where, and how bad.
#pragma once
#include "Basic/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>

namespace oraclec::rules {

enum class FindingKind {
  BrokenXref,
  DuplicateRule,
  BadNumbering,
  NumberMismatch,
  SymbolMismatch,
  TermInconsistent,
  Untranslated,
  EditionDrift,
};
inline constexpr FindingKind kAllFindingKinds[] = {
    FindingKind::BrokenXref,       FindingKind::DuplicateRule,  FindingKind::BadNumbering,
    FindingKind::NumberMismatch,   FindingKind::SymbolMismatch, FindingKind::TermInconsistent,
    FindingKind::Untranslated,     FindingKind::EditionDrift};

const char *nameOf(FindingKind kind); // "broken-xref", ...
std::optional<FindingKind> findingKindFromName(std::string_view name);

struct Finding {
  FindingKind kind;
  Severity severity;
  std::string rule;   // "702.19b", "" for document-level findings
  SourceRange range;  // into Document::file
  std::string message;
  std::string referenceText; // the reference rule, for side-by-side reports
};

} // namespace oraclec::rules
