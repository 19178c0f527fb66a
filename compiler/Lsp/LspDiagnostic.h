// A diagnostic as the client shows it: a range in the document, a severity,
// the stable code (E0101) and the message `oraclec build` prints.
#pragma once
#include "Lsp/TextPosition.h"

#include <nlohmann/json.hpp>
#include <string>

namespace oraclec::lsp {

// LSP DiagnosticSeverity values.
enum class LspSeverity { Error = 1, Warning = 2, Information = 3, Hint = 4 };

struct LspDiagnostic {
  Range range;
  LspSeverity severity = LspSeverity::Error;
  std::string code; // "E0101", or empty
  std::string message;
};

// From a compiler diagnostic reported on (a part of) the document `text`.
LspDiagnostic fromCompiler(std::string_view text, const Diagnostic &d);
nlohmann::json toJson(const LspDiagnostic &d);

} // namespace oraclec::lsp
