// A named UTF-8 text (file, command-line argument or JSON field) with line
// tables, so every later stage can point a diagnostic at the words it read.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace oraclec {

// Byte offsets into SourceFile::text, half open.
struct SourceRange {
  uint32_t begin = 0;
  uint32_t end = 0;
  bool empty() const { return begin >= end; }
};

struct LineColumn {
  unsigned line = 1;   // 1-based
  unsigned column = 1; // 1-based, in code points
};

class SourceFile {
public:
  // `firstColumn` numbers the first line's columns from there: a window cut
  // out of a long line (a minified JSON file) keeps the line's real columns.
  SourceFile(std::string path, std::string text, unsigned firstLine = 1, unsigned firstColumn = 1);

  const std::string &path() const { return path_; }
  const std::string &text() const { return text_; }
  // Line and column of a byte offset. `firstLine` shifts lines for texts that
  // were cut out of a larger file (a JSON field, a .card key).
  LineColumn lineColumn(uint32_t offset) const;
  std::string_view lineText(uint32_t offset) const;
  uint32_t lineStart(uint32_t offset) const;

  // Where the lines of a text cut out of a larger file sit in that file's
  // lines (a .card block scalar is indented; a plain scalar follows "text: ").
  // For line i of this text, origin[i] is the file's whole line and the byte
  // column the text's line starts at; set only when the file's line holds
  // the text's line verbatim there. Columns and the source line a diagnostic
  // shows then are those of the file.
  struct LineOrigin {
    std::string fileLine;
    uint32_t column = 0;
  };
  void setLineOrigins(std::vector<LineOrigin> origins) { origins_ = std::move(origins); }
  // The line to show for `offset` and where this text's line starts in it
  // (the file's line and the column above, or the text's own line and 0).
  std::pair<std::string_view, uint32_t> displayLine(uint32_t offset) const;

private:
  std::string path_;
  std::string text_;
  unsigned firstLine_;
  unsigned firstColumn_;
  std::vector<uint32_t> lineStarts_;
  std::vector<LineOrigin> origins_;
  const LineOrigin *originOf(uint32_t offset) const;
};

} // namespace oraclec
