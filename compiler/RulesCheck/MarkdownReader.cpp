// Jekyll/Markdown rules documents (the Korean seeds): front matter, Liquid
// tags, <a name="700.1"> anchors, <p class="..."> paragraphs, **700.1.** bold
// numbers and [601.2b](/600#601.2b) links. Markup is replaced by spaces of
// the same byte length so every later offset is still a file offset.
#include "RulesCheck/Readers.h"

#include <string_view>

namespace oraclec::rules {

namespace {
void blank(std::string &s, size_t from, size_t to) {
  for (size_t i = from; i < to && i < s.size(); ++i)
    if (s[i] != '\n') s[i] = ' ';
}

bool isAsciiAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Blanks markup on one line [b, e) of `out`; records anchors.
void blankLine(const std::string &text, std::string &out, size_t b, size_t e, Document &doc) {
  std::string_view line(text.data() + b, e - b);
  // Heading marks "### ".
  size_t i = 0;
  while (i < line.size() && line[i] == '#') ++i;
  if (i > 0 && (i == line.size() || line[i] == ' ')) blank(out, b, b + i);
  for (i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (c == '<' && i + 1 < line.size() && (isAsciiAlpha(line[i + 1]) || line[i + 1] == '/' || line[i + 1] == '!')) {
      size_t close = line.find('>', i);
      if (close == std::string_view::npos) continue;
      std::string_view tag = line.substr(i, close + 1 - i);
      if (tag.substr(0, 9) == "<a name=\"") {
        size_t q = tag.find('"', 9);
        if (q != std::string_view::npos)
          doc.anchors.push_back({std::string(tag.substr(9, q - 9)),
                                 {uint32_t(b + i + 9), uint32_t(b + i + q)}});
      }
      blank(out, b + i, b + close + 1);
      i = close;
    } else if (c == '{' && i + 1 < line.size() && line[i + 1] == '%') {
      size_t close = line.find("%}", i);
      if (close == std::string_view::npos) close = line.size() - 2;
      blank(out, b + i, b + close + 2);
      i = close + 1;
    } else if (c == '*' && i + 1 < line.size() && line[i + 1] == '*') {
      blank(out, b + i, b + i + 2);
      ++i;
    } else if (c == ']' && i + 1 < line.size() && line[i + 1] == '(') {
      // Link: keep the text, blank "[", "](target)".
      size_t close = line.find(')', i);
      if (close == std::string_view::npos) continue;
      size_t open = line.rfind('[', i);
      if (open != std::string_view::npos) blank(out, b + open, b + open + 1);
      blank(out, b + i, b + close + 1);
      i = close;
    } else if (c == '[' && i + 1 < line.size() && line[i + 1] == '^') {
      size_t close = line.find(']', i); // footnote mark [^5]
      if (close != std::string_view::npos) {
        blank(out, b + i, b + close + 1);
        i = close;
      }
    }
  }
}
} // namespace

Document readMarkdownDocument(std::shared_ptr<const SourceFile> file) {
  Document doc;
  doc.file = file;
  doc.path = file->path();
  doc.shape = Shape::Markdown;
  const std::string &text = file->text();
  std::string out = text;
  size_t pos = 0;
  bool frontMatter = text.compare(0, 4, "---\n") == 0;
  bool firstLine = true;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    size_t end = nl == std::string::npos ? text.size() : nl;
    std::string_view line(text.data() + pos, end - pos);
    if (frontMatter) {
      blank(out, pos, end);
      if (!firstLine && line == "---") frontMatter = false;
    } else {
      blankLine(text, out, pos, end, doc);
    }
    firstLine = false;
    if (nl == std::string::npos) break;
    pos = nl + 1;
  }
  scanNumberedLines(doc, out);
  return doc;
}

} // namespace oraclec::rules
