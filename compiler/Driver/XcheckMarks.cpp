#include "Driver/XcheckMarks.h"

#include "Basic/Diagnostic.h"

#include <algorithm>

namespace oraclec::driver {

MarkedLine markedLine(std::string_view text, SourceRange range) {
  size_t at = std::min<size_t>(range.begin, text.size());
  size_t lineBegin = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  lineBegin = lineBegin == std::string_view::npos ? 0 : lineBegin + 1;
  size_t lineEnd = std::min(text.find('\n', at), text.size());
  MarkedLine m;
  m.line = std::string(text.substr(lineBegin, lineEnd - lineBegin));
  if (!range.empty()) {
    m.begin = std::clamp<size_t>(range.begin, lineBegin, lineEnd) - lineBegin;
    m.end = std::clamp<size_t>(range.end, lineBegin, lineEnd) - lineBegin;
  }
  return m;
}

std::string withCarets(const MarkedLine &m, std::string_view prefix) {
  std::string out = std::string(prefix) + m.line + "\n";
  if (!m.known()) return out;
  unsigned pad = displayWidth(prefix) + displayWidth(std::string_view(m.line).substr(0, m.begin));
  unsigned width = std::max(1u, displayWidth(m.words()));
  out += std::string(pad, ' ') + "^" + std::string(width - 1, '~') + "\n";
  return out;
}

void shiftRanges(ast::Node &node, int64_t delta) {
  if (!node.range.empty()) {
    node.range.begin = uint32_t(int64_t(node.range.begin) + delta);
    node.range.end = uint32_t(int64_t(node.range.end) + delta);
  }
  for (auto &child : node.children)
    shiftRanges(child, delta);
}

} // namespace oraclec::driver
