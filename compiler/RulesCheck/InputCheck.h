// Reading a document from disk and refusing what is not a text we can check:
// too large, empty, binary, UTF-16, invalid UTF-8. Each refusal is a clear
// diagnostic and exit code 2 at the command line, never a crash.
#pragma once
#include "Basic/Diagnostic.h"

#include <cstddef>
#include <optional>
#include <string>

namespace oraclec::rules {

// The largest real input is the English CR (~1 MB) and the Polish PO
// (~0.9 MB); 16 MiB leaves room for a complete PO with every msgstr filled
// and comments, while refusing a 100 MB file before reading it.
inline constexpr std::size_t kMaxDocumentBytes = 16u << 20;

struct InputError {
  DiagKind kind;
  std::string detail;          // formatted into the DiagKind message
  std::optional<uint32_t> at;  // byte offset when the problem has a place
};

struct LoadedText {
  std::string text; // UTF-8, BOM removed, NFC
  std::optional<InputError> error;
};

// Reads and validates `path`.
LoadedText loadDocumentText(const std::string &path, std::size_t maxBytes = kMaxDocumentBytes);
// The same checks on text already in memory (fuzzers, tests).
LoadedText validateDocumentText(std::string bytes, std::size_t maxBytes = kMaxDocumentBytes);

} // namespace oraclec::rules
