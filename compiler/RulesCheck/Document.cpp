#include "RulesCheck/Document.h"

#include <string_view>

namespace oraclec::rules {

const char *nameOf(Shape s) {
  switch (s) {
  case Shape::Po: return "po";
  case Shape::Markdown: return "markdown";
  case Shape::Plain: return "plain";
  }
  return "?";
}

size_t Document::ruleCount() const {
  size_t n = 0;
  for (auto &e : entries)
    n += e.kind == EntryKind::Rule;
  return n;
}

SourceRange Document::locate(const RuleEntry &e, size_t pos, size_t len) const {
  if (e.bodyMapsExactly && pos + len <= e.body.size())
    return {uint32_t(e.bodyRange.begin + pos), uint32_t(e.bodyRange.begin + pos + len)};
  // PO: the msgstr was unescaped and split over lines; look for the words in
  // the raw bytes. They are found unless they contain an escape or a line cut.
  if (file && pos + len <= e.body.size() && len > 0) {
    std::string_view raw = std::string_view(file->text()).substr(
        e.bodyRange.begin, e.bodyRange.end - e.bodyRange.begin);
    size_t at = raw.find(std::string_view(e.body).substr(pos, len));
    if (at != std::string_view::npos)
      return {uint32_t(e.bodyRange.begin + at), uint32_t(e.bodyRange.begin + at + len)};
  }
  uint32_t b = e.bodyRange.empty() ? e.numberRange.begin : e.bodyRange.begin;
  return {b, b};
}

} // namespace oraclec::rules
