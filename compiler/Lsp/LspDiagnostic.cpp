#include "Lsp/LspDiagnostic.h"

namespace oraclec::lsp {

LspDiagnostic fromCompiler(std::string_view text, const Diagnostic &d) {
  LspDiagnostic out;
  if (d.file) out.range = rangeOf(text, *d.file, d.range);
  out.severity = d.severity == Severity::Error     ? LspSeverity::Error
                 : d.severity == Severity::Warning ? LspSeverity::Warning
                                                   : LspSeverity::Information;
  out.code = codeOf(d.kind);
  out.message = d.message;
  return out;
}

nlohmann::json toJson(const LspDiagnostic &d) {
  nlohmann::json j = {{"range", toJson(d.range)},
                      {"severity", int(d.severity)},
                      {"source", "oraclec"},
                      {"message", d.message}};
  if (!d.code.empty()) j["code"] = d.code;
  return j;
}

} // namespace oraclec::lsp
