// A player's mana pool (CR 106.4) and mana costs to pay from it (CR 202.1, 601.2g-h).
#pragma once
#include "runtime/ManaPacking.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace oraclec::rt {

struct ManaPool {
  std::array<int, 6> amount{}; // W U B R G C
  void add(int64_t packed) {
    for (int c = 0; c < 6; ++c)
      amount[size_t(c)] += manaCount(packed, ManaColor(c));
  }
  int total() const {
    int n = 0;
    for (int a : amount)
      n += a;
    return n;
  }
  void empty() { amount = {}; }
  std::string toString() const; // "{G}{G}{C}"
};

// A mana cost as requirements: colored/colorless symbols and generic mana.
struct ManaRequirement {
  std::array<int, 6> colored{}; // {W}..{G}, {C}
  int generic = 0;
  int total() const {
    int n = generic;
    for (int a : colored)
      n += a;
    return n;
  }
};

// "{2}{G}{G}" -> requirement; nullopt for symbols this runtime cannot pay (X, hybrid, Phyrexian).
std::optional<ManaRequirement> parseManaCost(std::string_view symbols);
// Mana value of a cost (CR 202.3); unpayable symbols count 0.
int manaValue(std::string_view symbols);

// Pays `req` out of `pool` (colored first, then generic from colorless, then from
// the most plentiful color). Returns false and leaves the pool alone if it cannot.
bool payFromPool(ManaPool &pool, const ManaRequirement &req);

} // namespace oraclec::rt
