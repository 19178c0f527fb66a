#include "RulesCheck/Report.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace oraclec::rules {

void writeJsonReport(std::ostream &os, const std::vector<DocumentResult> &results) {
  nlohmann::ordered_json docs = nlohmann::ordered_json::array();
  for (const DocumentResult &r : results) {
    nlohmann::ordered_json d;
    d["path"] = r.document.path;
    d["language"] = std::string(codeOf(r.document.language));
    d["rules"] = r.document.ruleCount();
    d["shape"] = nameOf(r.document.shape);
    if (!r.document.edition.empty()) d["edition"] = r.document.edition;
    if (r.inputError) d["error"] = r.inputError->detail.empty() ? nameOf(r.inputError->kind) : r.inputError->detail;
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
    docs.push_back(std::move(d));
  }
  nlohmann::ordered_json root;
  root["documents"] = std::move(docs);
  // Replace invalid UTF-8 rather than throw: messages quote document text
  // that was validated, but a cut quotation must never abort the report.
  os << root.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

} // namespace oraclec::rules
