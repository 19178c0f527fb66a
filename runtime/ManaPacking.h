// Mana produced by an effect, packed into one IR integer: six 8-bit counts
// (W U B R G C, CR 106.1b). "{2}" in an "Add" effect is colorless mana.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace oraclec::rt {

enum class ManaColor { W = 0, U = 1, B = 2, R = 3, G = 4, C = 5 };

constexpr int64_t packMana(ManaColor c, int64_t n) { return (n & 0xFF) << (8 * int(c)); }
constexpr int manaCount(int64_t packed, ManaColor c) { return int((packed >> (8 * int(c))) & 0xFF); }

// "{G}{G}" -> packed; nullopt for symbols an Add effect cannot produce here
// (hybrid, X, snow...).
inline std::optional<int64_t> packManaSymbols(std::string_view symbols) {
  int64_t packed = 0;
  size_t i = 0;
  while (i < symbols.size()) {
    size_t close = symbols.find('}', i);
    if (symbols[i] != '{' || close == std::string_view::npos)
      return std::nullopt;
    std::string_view sym = symbols.substr(i + 1, close - i - 1);
    i = close + 1;
    if (sym.size() == 1 && sym[0] >= '0' && sym[0] <= '9') {
      packed += packMana(ManaColor::C, sym[0] - '0');
      continue;
    }
    static constexpr std::string_view kColors = "WUBRGC";
    if (sym.size() != 1 || kColors.find(sym[0]) == std::string_view::npos)
      return std::nullopt;
    packed += packMana(ManaColor(kColors.find(sym[0])), 1);
  }
  return packed;
}

// A mana payment ("{2}{U}") in one IR integer: the generic amount in the low
// byte, the coloured symbols packed as above from bit 8. nullopt for symbols a
// payment here cannot name (X, hybrid, snow...).
inline std::optional<int64_t> packPayment(std::string_view symbols) {
  int64_t generic = 0, colored = 0;
  size_t i = 0;
  while (i < symbols.size()) {
    size_t close = symbols.find('}', i);
    if (symbols[i] != '{' || close == std::string_view::npos)
      return std::nullopt;
    std::string_view sym = symbols.substr(i + 1, close - i - 1);
    i = close + 1;
    if (sym.size() == 1 && sym[0] >= '0' && sym[0] <= '9') {
      generic += sym[0] - '0';
      continue;
    }
    auto one = packManaSymbols(std::string("{") + std::string(sym) + "}");
    if (!one)
      return std::nullopt;
    colored += *one;
  }
  return generic > 255 ? std::nullopt : std::optional<int64_t>(generic | (colored << 8));
}

} // namespace oraclec::rt
