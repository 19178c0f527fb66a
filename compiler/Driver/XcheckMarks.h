// What a translator sees of an `xcheck` mismatch (issue 16): on each side the
// line of the card text that holds the difference, with the words it came from
// marked, so the fix can be made in the text and not in the AST.
#pragma once
#include "AST/Ast.h"
#include "Basic/SourceFile.h"

#include <string>
#include <string_view>

namespace oraclec::driver {

struct MarkedLine {
  std::string line;          // one line of the card's text
  size_t begin = 0, end = 0; // the marked words, byte offsets in `line`
  bool known() const { return end > begin; }
  std::string_view words() const { return std::string_view(line).substr(begin, end - begin); }
};

// The line of `text` holding `range` (byte offsets in `text`), with the part
// of the range on that line marked. An empty range marks nothing (and shows the
// first line); a range past the text is clamped to it.
MarkedLine markedLine(std::string_view text, SourceRange range);

// `prefix` + the line, then a line of carets under the marked words, aligned
// in terminal columns (East Asian wide characters take two): as compilers point
// at the words of a diagnostic.
std::string withCarets(const MarkedLine &m, std::string_view prefix);

// Moves every source range of `node` by `delta` bytes: the faces of a card are
// parsed one by one but shown as one text (faces joined by newlines).
void shiftRanges(ast::Node &node, int64_t delta);

} // namespace oraclec::driver
