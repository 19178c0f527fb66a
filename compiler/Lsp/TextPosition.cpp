#include "Lsp/TextPosition.h"

#include <algorithm>

namespace oraclec::lsp {

namespace {
// Length of the UTF-8 sequence starting with `b` (1 for a stray byte, which
// then counts as one unit: invalid text never stalls a loop).
unsigned sequenceLength(unsigned char b) {
  if (b >= 0xF0 && b <= 0xF4) return 4;
  if (b >= 0xE0) return 3;
  if (b >= 0xC2 && b <= 0xDF) return 2;
  return 1;
}

// Start of line `line` (zero-based) in `text`, or npos when there is none.
size_t lineStartOf(std::string_view text, unsigned line) {
  size_t pos = 0;
  for (unsigned i = 0; i < line; ++i) {
    pos = text.find('\n', pos);
    if (pos == std::string_view::npos) return std::string_view::npos;
    ++pos;
  }
  return pos;
}

size_t lineEndOf(std::string_view text, size_t start) {
  size_t end = text.find('\n', start);
  return end == std::string_view::npos ? text.size() : end;
}
} // namespace

uint32_t offsetAt(std::string_view text, Position p) {
  size_t start = lineStartOf(text, p.line);
  if (start == std::string_view::npos) return uint32_t(text.size());
  size_t end = lineEndOf(text, start), i = start;
  unsigned units = 0;
  while (i < end && units < p.character) {
    unsigned n = sequenceLength(static_cast<unsigned char>(text[i]));
    units += n == 4 ? 2 : 1;
    i = std::min(end, i + n);
  }
  return uint32_t(i);
}

Position positionAt(std::string_view text, uint32_t offset) {
  size_t off = std::min<size_t>(offset, text.size());
  Position p;
  size_t lineStart = 0;
  for (size_t i = 0; i < off; ++i)
    if (text[i] == '\n') {
      ++p.line;
      lineStart = i + 1;
    }
  for (size_t i = lineStart; i < off;) {
    unsigned n = sequenceLength(static_cast<unsigned char>(text[i]));
    p.character += n == 4 ? 2 : 1;
    i += n;
  }
  return p;
}

Position positionOfLineColumn(std::string_view text, LineColumn lc) {
  Position p;
  p.line = lc.line > 0 ? lc.line - 1 : 0;
  size_t start = lineStartOf(text, p.line);
  if (start == std::string_view::npos) return positionAt(text, uint32_t(text.size()));
  size_t end = lineEndOf(text, start), i = start;
  for (unsigned cp = 1; cp < lc.column && i < end; ++cp) {
    unsigned n = sequenceLength(static_cast<unsigned char>(text[i]));
    p.character += n == 4 ? 2 : 1;
    i = std::min(end, i + n);
  }
  return p;
}

Range rangeOf(std::string_view text, const SourceFile &file, SourceRange range) {
  Range r;
  r.start = positionOfLineColumn(text, file.lineColumn(range.begin));
  r.end =
      range.end > range.begin ? positionOfLineColumn(text, file.lineColumn(range.end)) : r.start;
  if (r.end <= r.start) { // a caret: one character
    r.end = r.start;
    uint32_t at = offsetAt(text, r.start);
    if (at < text.size() && text[at] != '\n')
      r.end = positionAt(text, at + sequenceLength(static_cast<unsigned char>(text[at])));
  }
  return r;
}

nlohmann::json toJson(Position p) {
  return {{"line", p.line}, {"character", p.character}};
}

nlohmann::json toJson(const Range &r) {
  return {{"start", toJson(r.start)}, {"end", toJson(r.end)}};
}

bool fromJson(const nlohmann::json &j, Position &p) {
  if (!j.is_object()) return false;
  auto line = j.find("line"), ch = j.find("character");
  if (line == j.end() || ch == j.end() || !line->is_number_unsigned() || !ch->is_number_unsigned())
    return false;
  // Clamped: a huge number is the end of the line or of the text.
  p.line = unsigned(std::min<uint64_t>(line->get<uint64_t>(), 1u << 30));
  p.character = unsigned(std::min<uint64_t>(ch->get<uint64_t>(), 1u << 30));
  return true;
}

} // namespace oraclec::lsp
