#include "Text/Normalize.h"

#include "Text/WordingUpdates.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

namespace oraclec::text {

SourceRange NormalizedText::sourceRange(size_t begin, size_t end) const {
  begin = std::min(begin, text.size());
  end = std::min(std::max(end, begin), text.size());
  return {toSource[begin], std::max(toSource[end], toSource[begin])};
}

void NormalizedText::replace(size_t begin, size_t end, std::string_view with) {
  uint32_t src = toSource[begin];
  text.replace(begin, end - begin, with);
  std::vector<uint32_t> map(with.size(), src);
  toSource.erase(toSource.begin() + begin, toSource.begin() + end);
  toSource.insert(toSource.begin() + begin, map.begin(), map.end());
}

std::optional<size_t> findInvalidUtf8(std::string_view s) {
  int32_t i = 0, len = int32_t(s.size());
  while (i < len) {
    int32_t start = i;
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c < 0)
      return size_t(start);
  }
  return std::nullopt;
}

std::string replaceInvalidUtf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  int32_t i = 0, len = int32_t(s.size());
  while (i < len) {
    int32_t start = i;
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c < 0)
      out += "\xEF\xBF\xBD"; // U+FFFD
    else
      out.append(s.data() + start, size_t(i - start));
  }
  return out;
}

namespace {
void appendUtf8(std::string &out, UChar32 c) {
  char buf[4];
  int32_t n = 0;
  UBool err = false;
  U8_APPEND(buf, n, 4, c, err);
  if (!err)
    out.append(buf, n);
}

// One code point to its folded form: full-width ASCII and spaces, dashes and
// quotes that vary between sources.
UChar32 foldCodePoint(UChar32 c) {
  if (c >= 0xFF01 && c <= 0xFF5E)
    return c - 0xFEE0; // full-width ASCII block
  switch (c) {
  case 0x3000: case 0x00A0: case 0x2002: case 0x2003: case 0x2009: case 0x202F:
    return ' ';
  case 0x2018: case 0x2019: case 0x02BC: return '\'';
  case 0x201C: case 0x201D: return '"';
  case 0x2212: case 0x2010: case 0x2011: return '-';  // minus sign, hyphens
  case 0x2015: return 0x2014; // horizontal bar -> em dash (Japanese type lines)
  default: return c;
  }
}

void append(NormalizedText &out, std::string_view bytes, uint32_t source) {
  out.text.append(bytes);
  out.toSource.insert(out.toSource.end(), bytes.size(), source);
}
} // namespace

static NormalizedText unicodeFold(std::string_view original, bool lowerCase) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(status);
  NormalizedText out;
  out.text.reserve(original.size());
  int32_t i = 0, len = int32_t(original.size());
  bool lastWasSpace = true; // trims leading spaces
  while (i < len) {
    // A normalisation segment: from a boundary to the next boundary.
    int32_t segStart = i;
    UChar32 c;
    U8_NEXT(original.data(), i, len, c);
    while (i < len) {
      int32_t j = i;
      UChar32 next;
      U8_NEXT(original.data(), j, len, next);
      if (U_SUCCESS(status) && nfc->hasBoundaryBefore(next))
        break;
      i = j;
    }
    icu::UnicodeString seg = icu::UnicodeString::fromUTF8(
        icu::StringPiece(original.data() + segStart, i - segStart));
    icu::UnicodeString normalized = U_SUCCESS(status) ? nfc->normalize(seg, status) : seg;
    if (U_FAILURE(status)) {
      normalized = seg;
      status = U_ZERO_ERROR;
    }
    for (int32_t k = 0; k < normalized.length();) {
      UChar32 cp = normalized.char32At(k);
      k += U16_LENGTH(cp);
      cp = foldCodePoint(cp);
      if (cp == '\r')
        continue;
      if (cp == ' ' || cp == '\t') {
        if (!lastWasSpace)
          append(out, " ", uint32_t(segStart));
        lastWasSpace = true;
        continue;
      }
      if (cp == '\n' && !out.text.empty() && out.text.back() == ' ') {
        out.text.pop_back(); // no trailing space before a line break
        out.toSource.pop_back();
      }
      lastWasSpace = cp == '\n';
      if (lowerCase)
        cp = u_tolower(cp);
      std::string bytes;
      appendUtf8(bytes, cp);
      append(out, bytes, uint32_t(segStart));
    }
  }
  if (!out.text.empty() && out.text.back() == ' ') {
    out.text.pop_back();
    out.toSource.pop_back();
  }
  out.toSource.push_back(uint32_t(original.size()));
  return out;
}

static void replaceAll(NormalizedText &t, std::string_view what, std::string_view with,
                       bool wordBoundary) {
  if (what.empty())
    return;
  size_t pos = 0;
  while ((pos = t.text.find(what, pos)) != std::string::npos) {
    size_t end = pos + what.size();
    auto isWordByte = [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    };
    bool okBefore = !wordBoundary || pos == 0 || !isWordByte(t.text[pos - 1]);
    bool okAfter = !wordBoundary || end >= t.text.size() || !isWordByte(t.text[end]);
    if (okBefore && okAfter) {
      t.replace(pos, end, with);
      pos += with.size();
    } else {
      pos = end;
    }
  }
}

NormalizedText normalize(std::string_view original, const NormalizeOptions &options) {
  bool cased = options.lowerCase &&
               (options.language == Language::En || options.language == Language::Pl);
  NormalizedText t = unicodeFold(original, cased);
  bool spaced = options.language != Language::Ja;
  // The card's own name (CR 201.4), then placeholders: all become `~`.
  if (!options.cardName.empty()) {
    std::string name = unicodeFold(options.cardName, cased).text;
    replaceAll(t, "《" + name + "》", "~", false);
    replaceAll(t, name, "~", spaced);
    // Legendary short names: "Jace, the Mind Sculptor" is "Jace" in its text.
    if (auto comma = name.find(','); comma != std::string::npos && comma > 2)
      replaceAll(t, name.substr(0, comma), "~", spaced);
  }
  replaceAll(t, cased ? "cardname" : "CARDNAME", "~", true);
  if (options.language == Language::En)
    applyWordingUpdates(t);
  return t;
}

std::string foldForComparison(std::string_view text, Language language) {
  return unicodeFold(text, language == Language::En || language == Language::Pl).text;
}

} // namespace oraclec::text
