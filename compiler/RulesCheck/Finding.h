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
    FindingKind::BrokenXref,     FindingKind::DuplicateRule,  FindingKind::BadNumbering,
    FindingKind::NumberMismatch, FindingKind::SymbolMismatch, FindingKind::TermInconsistent,
    FindingKind::Untranslated,   FindingKind::EditionDrift};

const char *nameOf(FindingKind kind); // "broken-xref", ...
std::optional<FindingKind> findingKindFromName(std::string_view name);

struct Finding {
  FindingKind kind;
  Severity severity;
  std::string rule;  // "702.19b", "" for document-level findings
  SourceRange range; // into Document::file
  std::string message;
  std::string referenceText; // the reference rule, for side-by-side reports
};

// A finding as a baseline file records it (RulesCheck/Baseline.h): matched
// by document name, rule, kind and a fingerprint of the offending words,
// never by line, so edits elsewhere in the document do not break the match.
struct KnownFinding {
  std::string document; // file name without directories
  std::string rule;
  FindingKind kind = FindingKind::BrokenXref;
  std::string fingerprint;
  std::string message; // for people reading the baseline and the "fixed" list
};

} // namespace oraclec::rules
