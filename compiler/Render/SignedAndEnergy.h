// Two small spellings the Korean and Polish renderers share: a vanguard's
// signed modifier ("+1", "-3": 312.6) and energy symbols ("{E}{E}": 107.14).
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>

namespace oraclec::render {

inline std::string signedNumber(int64_t v) {
  return (v < 0 ? "-" : "+") + std::to_string(v < 0 ? -v : v);
}

inline std::string energySymbols(int64_t n) {
  std::string out;
  for (n = std::clamp<int64_t>(n, 0, 20); n > 0; --n)
    out += "{E}";
  return out;
}

} // namespace oraclec::render
