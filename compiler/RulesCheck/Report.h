// Report writers: Clang-style text (stderr-like, colours optional), the
// JSON of the contract, and a self-contained HTML page for translators.
#pragma once
#include "RulesCheck/RulesCheck.h"

#include <iosfwd>
#include <vector>

namespace oraclec::rules {

// Why a document was not checked, one readable sentence (the JSON `error`,
// the HTML "not checked:" line, the diagnostic's message).
std::string inputErrorMessage(const DocumentResult &result, std::size_t maxBytes);
// The input error of a document as a Clang-style diagnostic.
std::string formatInputError(const DocumentResult &result, std::size_t maxBytes, bool color);

// One diagnostic per finding, then a summary line per document.
void writeTextReport(std::ostream &os, const std::vector<DocumentResult> &results, bool color);
// `maxBytes`: the document size limit the checker used (for the reason of a refusal).
void writeJsonReport(std::ostream &os, const std::vector<DocumentResult> &results,
                     std::size_t maxBytes = kMaxDocumentBytes);
void writeHtmlReport(std::ostream &os, const std::vector<DocumentResult> &results,
                     std::size_t maxBytes = kMaxDocumentBytes);

// "; 12 hidden by --min-severity/--kind; 230 known from the baseline", or "".
std::string hiddenSummary(const DocumentResult &result);

// "broken-xref 2, bad-numbering 5"
std::string summariseKinds(const DocumentResult &result);

} // namespace oraclec::rules
