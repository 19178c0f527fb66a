// LSP positions (a zero-based line and a column in UTF-16 code units, the
// protocol's default encoding) against the UTF-8 text of an open document.
// Out-of-range positions are clamped, never trusted.
#pragma once
#include "Basic/Diagnostic.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>

namespace oraclec::lsp {

struct Position {
  unsigned line = 0;
  unsigned character = 0; // UTF-16 code units
  auto operator<=>(const Position &) const = default;
};

struct Range {
  Position start, end;
  bool contains(Position p) const { return start <= p && p <= end; }
};

// Byte offset of `p` in `text` (clamped to its line and to the text).
uint32_t offsetAt(std::string_view text, Position p);
// Position of a byte offset of `text`.
Position positionAt(std::string_view text, uint32_t offset);
// Position of (1-based line, 1-based column in code points), as
// SourceFile::lineColumn gives them, in `text`.
Position positionOfLineColumn(std::string_view text, LineColumn lc);
// The range a compiler diagnostic points at, in the document `text` it was
// reported on (the diagnostic's SourceFile may be a part of it, a .card's
// rules text, whose lines and columns are those of the file). At least one
// character wide, as the caret of `oraclec build` is.
Range rangeOf(std::string_view text, const SourceFile &file, SourceRange range);

nlohmann::json toJson(Position p);
nlohmann::json toJson(const Range &r);
// False when `j` is not a {line, character} object of non-negative integers.
bool fromJson(const nlohmann::json &j, Position &p);

} // namespace oraclec::lsp
