#include "runtime/Game/ManaPool.h"

namespace oraclec::rt {

namespace {
constexpr std::string_view kLetters = "WUBRGC";
}

std::string ManaPool::toString() const {
  std::string s;
  for (size_t c = 0; c < 6; ++c)
    for (int i = 0; i < amount[c]; ++i)
      s += std::string("{") + kLetters[c] + "}";
  return s;
}

std::optional<ManaRequirement> parseManaCost(std::string_view symbols) {
  ManaRequirement req;
  size_t i = 0;
  while (i < symbols.size()) {
    if (symbols[i] == ' ') {
      ++i;
      continue;
    }
    size_t close = symbols.find('}', i);
    if (symbols[i] != '{' || close == std::string_view::npos)
      return std::nullopt;
    std::string_view sym = symbols.substr(i + 1, close - i - 1);
    i = close + 1;
    if (!sym.empty() && sym.find_first_not_of("0123456789") == std::string_view::npos) {
      if (sym.size() > 4) // no real cost comes near; keeps stoi in range
        return std::nullopt;
      req.generic += std::stoi(std::string(sym));
      continue;
    }
    size_t c = sym.size() == 1 ? kLetters.find(sym[0]) : std::string_view::npos;
    if (c == std::string_view::npos)
      return std::nullopt;
    ++req.colored[c];
  }
  return req;
}

int manaValue(std::string_view symbols) {
  auto r = parseManaCost(symbols);
  return r ? r->total() : 0;
}

bool payFromPool(ManaPool &pool, const ManaRequirement &req) {
  ManaPool p = pool;
  for (size_t c = 0; c < 6; ++c) {
    if (p.amount[c] < req.colored[c])
      return false;
    p.amount[c] -= req.colored[c];
  }
  int generic = req.generic;
  while (generic > 0) {
    size_t best = 5;
    if (p.amount[5] == 0)
      for (size_t c = 0; c < 5; ++c)
        if (p.amount[c] > p.amount[best])
          best = c;
    if (p.amount[best] == 0)
      return false;
    --p.amount[best];
    --generic;
  }
  pool = p;
  return true;
}

} // namespace oraclec::rt
