#include "RulesCheck/ShapeDetect.h"

#include <unicode/utf8.h>

#include <array>
#include <cstdio>

namespace oraclec::rules {

namespace {
bool startsWith(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

template <typename F> void forEachLine(std::string_view text, size_t maxLines, F f) {
  size_t pos = 0, n = 0;
  while (pos < text.size() && n++ < maxLines) {
    size_t nl = text.find('\n', pos);
    std::string_view line =
        text.substr(pos, nl == std::string_view::npos ? text.size() - pos : nl - pos);
    if (!f(line)) return;
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }
}
} // namespace

Shape detectShape(std::string_view text) {
  bool msgid = false, msgstr = false;
  int markdown = 0;
  forEachLine(text, 4000, [&](std::string_view line) {
    if (startsWith(line, "msgid ") || startsWith(line, "#~ msgid ")) msgid = true;
    if (startsWith(line, "msgstr") || startsWith(line, "#~ msgstr")) msgstr = true;
    if (startsWith(line, "{%") || line.find("<a name=\"") != std::string_view::npos ||
        line.find("<p class=") != std::string_view::npos)
      markdown += 2;
    if (startsWith(line, "**") && line.size() > 3 && line[2] >= '0' && line[2] <= '9') ++markdown;
    return !(msgid && msgstr);
  });
  if (msgid && msgstr) return Shape::Po;
  if (startsWith(text, "---\n") || markdown >= 2) return Shape::Markdown;
  return Shape::Plain;
}

Language detectLanguage(std::string_view text) {
  size_t hangul = 0, kana = 0, han = 0, latin = 0, polish = 0;
  int32_t i = 0, len = int32_t(text.size());
  while (i < len) {
    unsigned char b = static_cast<unsigned char>(text[size_t(i)]);
    if (b < 0x80) { // ASCII without decoding: most of any document's markup and spacing
      latin += (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z');
      ++i;
      continue;
    }
    UChar32 c;
    U8_NEXT(text.data(), i, len, c);
    if (c < 0) continue;
    if ((c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) ||
        (c >= 0x3130 && c <= 0x318F))
      ++hangul;
    else if (c >= 0x3040 && c <= 0x30FF)
      ++kana;
    else if (c >= 0x4E00 && c <= 0x9FFF)
      ++han;
    else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
      ++latin;
    else if (c >= 0xD3 && c <= 0x17C) {
      // ą ć ę ł ń ó ś ź ż and capitals (the range test first: most
      // characters here are spaces and punctuation)
      static constexpr std::array<UChar32, 18> pl = {0x105, 0x107, 0x119, 0x142, 0x144, 0xF3,
                                                     0x15B, 0x17A, 0x17C, 0x104, 0x106, 0x118,
                                                     0x141, 0x143, 0xD3,  0x15A, 0x179, 0x17B};
      for (UChar32 p : pl)
        if (c == p) {
          ++polish;
          ++latin;
        }
    }
  }
  size_t letters = hangul + kana + han + latin;
  if (letters == 0) return Language::En;
  if (hangul * 20 > letters) return Language::Ko;
  if ((kana + han) * 20 > letters) return Language::Ja;
  if (polish * 300 > latin) return Language::Pl;
  return Language::En;
}

std::string detectEdition(std::string_view text) {
  std::string_view head = text.substr(0, 4000);
  static constexpr std::array<std::string_view, 12> months = {
      "January", "February", "March",     "April",   "May",      "June",
      "July",    "August",   "September", "October", "November", "December"};
  size_t at = head.find("effective as of ");
  if (at != std::string_view::npos) {
    std::string_view rest = head.substr(at + 16);
    for (size_t m = 0; m < months.size(); ++m) {
      if (!startsWith(rest, months[m])) continue;
      unsigned day = 0, year = 0;
      std::string tail(rest.substr(months[m].size(), 12));
      if (std::sscanf(tail.c_str(), " %u, %u", &day, &year) == 2 && day >= 1 && day <= 31) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%04u-%02zu-%02u", year, m + 1, day);
        return buf;
      }
    }
  }
  // Japanese: "和訳 20230901.0 版"
  at = head.find("和訳 ");
  if (at != std::string_view::npos) {
    std::string_view d = head.substr(at + 7, 8);
    bool digits = d.size() == 8;
    for (char c : d)
      digits = digits && c >= '0' && c <= '9';
    if (digits)
      return std::string(d.substr(0, 4)) + "-" + std::string(d.substr(4, 2)) + "-" +
             std::string(d.substr(6, 2));
  }
  return {};
}

} // namespace oraclec::rules
