// Baseline files: the findings a team has already seen and accepted, so a
// later run reports only what is new (and what was fixed since).
//
// A finding is identified by the document's file name, its rule, its kind and
// a fingerprint of the words it points at (whitespace squashed) — not by line
// or column, which change whenever text is added above it. When the words are
// empty (a document-level note), the message without its digits stands in.
// Identical keys are matched as a multiset: two equal findings in the file
// and one in the baseline leave one new finding.
#pragma once
#include "RulesCheck/RulesCheck.h"

#include <string>
#include <string_view>
#include <vector>

namespace oraclec::rules {

std::string fingerprintOf(const Document &doc, const Finding &f);
// The file name a baseline records for `path` ("dir/003.txt" -> "003.txt").
std::string baselineDocumentName(const std::string &path);

// JSON: {"oraclec_rules_baseline":1,"findings":[{document,rule,kind,fingerprint,message}]}
std::string writeBaseline(const std::vector<DocumentResult> &results);

struct BaselineLoad {
  std::vector<KnownFinding> findings;
  std::string error; // "" when the file was read
};
BaselineLoad parseBaseline(std::string_view json);

// Removes from `result` the findings the baseline knows (suppressedByBaseline)
// and records the baseline's findings for this document that were not found
// (fixedSinceBaseline).
void applyBaseline(DocumentResult &result, const std::vector<KnownFinding> &baseline);

} // namespace oraclec::rules
