// A named UTF-8 text (file, command-line argument or JSON field) with line
// tables, so every later stage can point a diagnostic at the words it read.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
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

private:
  std::string path_;
  std::string text_;
  unsigned firstLine_;
  unsigned firstColumn_;
  std::vector<uint32_t> lineStarts_;
};

} // namespace oraclec
