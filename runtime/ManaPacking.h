// Mana produced by an effect, packed into one IR integer: six 8-bit counts
// (W U B R G C, CR 106.1b). "{2}" in an "Add" effect is colorless mana.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace oraclec::rt {

enum class ManaColor { W = 0, U = 1, B = 2, R = 3, G = 4, C = 5 };

constexpr int64_t packMana(ManaColor c, int64_t n) { return (n & 0xFF) << (8 * int(c)); }
constexpr int manaCount(int64_t packed, ManaColor c) { return int((packed >> (8 * int(c))) & 0xFF); }

// Calls f with the text inside each "{...}" of `symbols` ("2", "G"); false if
// the text is not a run of braced symbols or f refuses one.
template <class F> bool forEachManaSymbol(std::string_view symbols, F &&f) {
  size_t i = 0;
  while (i < symbols.size()) {
    size_t close = symbols.find('}', i);
    if (symbols[i] != '{' || close == std::string_view::npos || !f(symbols.substr(i + 1, close - i - 1)))
      return false;
    i = close + 1;
  }
  return true;
}

// One coloured or colourless symbol ("G", "C") packed; nullopt otherwise.
inline std::optional<int64_t> packColorSymbol(std::string_view sym) {
  static constexpr std::string_view kColors = "WUBRGC";
  if (sym.size() != 1 || kColors.find(sym[0]) == std::string_view::npos)
    return std::nullopt;
  return packMana(ManaColor(kColors.find(sym[0])), 1);
}
inline bool isDigitSymbol(std::string_view sym) { return sym.size() == 1 && sym[0] >= '0' && sym[0] <= '9'; }

// "{G}{G}" -> packed; nullopt for symbols an Add effect cannot produce here
// (hybrid, X, snow...). "{2}" in an Add effect is colourless mana.
inline std::optional<int64_t> packManaSymbols(std::string_view symbols) {
  int64_t packed = 0;
  bool ok = forEachManaSymbol(symbols, [&](std::string_view sym) {
    auto one = isDigitSymbol(sym) ? std::optional<int64_t>(packMana(ManaColor::C, sym[0] - '0')) : packColorSymbol(sym);
    packed += one.value_or(0);
    return one.has_value();
  });
  return ok ? std::optional<int64_t>(packed) : std::nullopt;
}

// A mana payment ("{2}{U}") in one IR integer: the generic amount in the low
// byte, the coloured symbols packed as above from bit 8, energy symbols ({E},
// 107.14) as a count from bit 56. nullopt for symbols a payment here cannot
// name (X, hybrid, snow...).
inline constexpr int kEnergyShift = 56;
inline std::optional<int64_t> packPayment(std::string_view symbols) {
  int64_t generic = 0, colored = 0, energy = 0;
  bool ok = forEachManaSymbol(symbols, [&](std::string_view sym) {
    if (isDigitSymbol(sym)) {
      generic += sym[0] - '0';
      return true;
    }
    if (sym == "E") {
      ++energy;
      return true;
    }
    auto one = packColorSymbol(sym);
    colored += one.value_or(0);
    return one.has_value();
  });
  if (!ok || generic > 255 || energy > 127)
    return std::nullopt;
  return generic | (colored << 8) | (energy << kEnergyShift);
}

} // namespace oraclec::rt
