#include "RulesCheck/RenderedLine.h"

#include <algorithm>
#include <vector>

namespace oraclec::rules {

namespace {
bool isTagStart(std::string_view s, size_t i) {
  if (i + 1 >= s.size() || s[i] != '<') return false;
  char c = s[i + 1];
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '/' || c == '!';
}

// Bytes of `line` that are markup, not text.
std::vector<bool> markupMask(std::string_view s) {
  std::vector<bool> drop(s.size(), false);
  auto blank = [&](size_t b, size_t e) {
    std::fill(drop.begin() + b, drop.begin() + std::min(e, s.size()), true);
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (isTagStart(s, i)) {
      size_t close = s.find('>', i);
      if (close != std::string_view::npos) {
        blank(i, close + 1);
        i = close;
      }
    } else if (s.compare(i, 2, "{%") == 0) {
      size_t close = s.find("%}", i);
      if (close != std::string_view::npos) {
        blank(i, close + 2);
        i = close + 1;
      }
    } else if (s.compare(i, 2, "**") == 0 || s.compare(i, 2, "__") == 0) {
      blank(i, i + 2);
      ++i;
    } else if (s[i] == '[') {
      // [text](url) -> text
      size_t close = s.find(']', i);
      if (close != std::string_view::npos && close + 1 < s.size() && s[close + 1] == '(') {
        size_t paren = s.find(')', close);
        if (paren != std::string_view::npos) {
          blank(i, i + 1);
          blank(close, paren + 1);
        }
      }
    }
  }
  return drop;
}
} // namespace

std::string renderMarkedLine(std::string_view line, size_t b, size_t e) {
  b = std::min(b, line.size());
  e = std::clamp(e, b, line.size());
  std::vector<bool> drop = markupMask(line);
  // Markup inside the marked words is kept visible only if nothing else is.
  bool markedHasText = false;
  for (size_t i = b; i < e; ++i)
    markedHasText = markedHasText || !drop[i];
  if (!markedHasText) std::fill(drop.begin() + b, drop.begin() + e, false);
  std::string out;
  auto emit = [&](size_t from, size_t to) {
    std::string piece;
    for (size_t i = from; i < to; ++i)
      if (!drop[i]) piece += line[i];
    out += escapeHtml(piece);
  };
  emit(0, b);
  out += "<mark>";
  emit(b, e);
  out += "</mark>";
  emit(e, line.size());
  // Blanked markup leaves runs of spaces and leading blanks.
  std::string squashed;
  for (char c : out)
    if (!(c == ' ' && (squashed.empty() || squashed.back() == ' '))) squashed += c;
  return squashed;
}

std::string renderMarkedLine(const SourceFile &file, SourceRange range) {
  std::string_view line = file.lineText(range.begin);
  uint32_t start = file.lineStart(range.begin);
  size_t b = range.begin - start;
  size_t e = std::max(range.end, range.begin) - start;
  return renderMarkedLine(line, b, e);
}

} // namespace oraclec::rules
