// Mana and tap symbols: {T}, {Q}, {2}{W}, {W/U}, and the Japanese printed
// forms (Ｔ), （白）, (２) normalised to the brace notation.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::rules {

struct Symbol {
  std::string canonical; // "{T}", "{2}", "{W/U}"
  size_t pos = 0, len = 0;
};

std::vector<Symbol> findSymbols(std::string_view text);

} // namespace oraclec::rules
