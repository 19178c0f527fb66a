#include "RulesCheck/Report.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace oraclec::rules {

void writeJsonReport(std::ostream &os, const std::vector<DocumentResult> &results,
                     std::size_t maxBytes) {
  nlohmann::ordered_json docs = nlohmann::ordered_json::array();
  for (const DocumentResult &r : results) {
    nlohmann::ordered_json d;
    d["path"] = r.document.path;
    d["language"] = std::string(codeOf(r.document.language));
    d["rules"] = r.document.ruleCount();
    d["shape"] = nameOf(r.document.shape);
    if (!r.document.edition.empty()) d["edition"] = r.document.edition;
    if (r.inputError) {
      // A sentence, not the raw detail (which is a byte offset or a size for some kinds).
      d["error"] = inputErrorMessage(r, maxBytes);
      d["error_kind"] = nameOf(r.inputError->kind);
      if (r.inputError->at && r.document.file && !r.document.file->text().empty()) {
        LineColumn lc = r.document.file->lineColumn(*r.inputError->at);
        d["error_line"] = lc.line;
        d["error_column"] = lc.column;
      }
    }
    nlohmann::ordered_json findings = nlohmann::ordered_json::array();
    for (const Finding &f : r.findings) {
      LineColumn lc = r.document.file ? r.document.file->lineColumn(f.range.begin) : LineColumn{};
      nlohmann::ordered_json j;
      j["rule"] = f.rule;
      j["line"] = lc.line;
      j["column"] = lc.column;
      j["kind"] = nameOf(f.kind);
      j["severity"] = nameOf(f.severity);
      j["message"] = f.message;
      findings.push_back(std::move(j));
    }
    d["findings"] = std::move(findings);
    // Extensions: what the filters and the baseline removed.
    if (r.hiddenByFilter) d["hidden_by_filter"] = r.hiddenByFilter;
    if (r.suppressedByBaseline) d["known_from_baseline"] = r.suppressedByBaseline;
    if (!r.fixedSinceBaseline.empty()) {
      nlohmann::ordered_json fixed = nlohmann::ordered_json::array();
      for (const KnownFinding &k : r.fixedSinceBaseline)
        fixed.push_back({{"rule", k.rule}, {"kind", nameOf(k.kind)}, {"message", k.message}});
      d["fixed_since_baseline"] = std::move(fixed);
    }
    docs.push_back(std::move(d));
  }
  nlohmann::ordered_json root;
  root["documents"] = std::move(docs);
  // Replace invalid UTF-8 rather than throw: messages quote document text
  // that was validated, but a cut quotation must never abort the report.
  os << root.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

} // namespace oraclec::rules
