#include "RulesCheck/Symbols.h"

#include <unicode/utf8.h>

namespace oraclec::rules {

namespace {
// Full-width ASCII (U+FF01..U+FF5E) to ASCII; colour kanji to WUBRG.
std::string normaliseSymbolChar(UChar32 c) {
  if (c >= 0xFF01 && c <= 0xFF5E) c = c - 0xFF01 + 0x21;
  switch (c) {
  case 0x767D: return "W"; // 白
  case 0x9752: return "U"; // 青
  case 0x9ED2: return "B"; // 黒
  case 0x8D64: return "R"; // 赤
  case 0x7DD1: return "G"; // 緑
  }
  if (c >= 'a' && c <= 'z') c = c - 'a' + 'A';
  if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/') return std::string(1, char(c));
  return {};
}

// "{T}" or "(Ｔ)" at `i`: the parenthesised form needs a single symbol char.
bool readSymbol(std::string_view s, size_t i, Symbol &out) {
  bool brace = s[i] == '{';
  size_t open;
  if (brace) open = 1;
  else if (s[i] == '(') open = 1;
  else if (s.substr(i, 3) == "（") open = 3;
  else return false;
  std::string inner;
  int32_t k = int32_t(i + open), len = int32_t(s.size());
  int chars = 0;
  while (k < len) {
    int32_t before = k;
    UChar32 c;
    U8_NEXT(s.data(), k, len, c);
    if (brace ? c == '}' : (c == ')' || c == 0xFF09)) {
      if (inner.empty() || (!brace && chars != 1)) return false;
      out.canonical = "{" + inner + "}";
      out.pos = i;
      out.len = size_t(k) - i;
      return true;
    }
    std::string n = normaliseSymbolChar(c);
    if (n.empty() || ++chars > 6) return false;
    // Parenthesised Japanese symbols: only T, Q, colours and digits.
    if (!brace && !(n == "T" || n == "Q" || n == "W" || n == "U" || n == "B" || n == "R" || n == "G" ||
                    (n[0] >= '0' && n[0] <= '9')))
      return false;
    // "(2)" in prose is a list number, not a mana symbol: only full-width
    // digits or kanji colours count inside plain parentheses.
    if (!brace && c < 0x80) return false;
    inner += n;
    (void)before;
  }
  return false;
}
} // namespace

std::vector<Symbol> findSymbols(std::string_view s) {
  std::vector<Symbol> out;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c != '{' && c != '(' && c != '\xEF') continue;
    Symbol sym;
    if (readSymbol(s, i, sym)) {
      out.push_back(sym);
      i += sym.len - 1;
    }
  }
  return out;
}

} // namespace oraclec::rules
