// Computed amounts of branch amounts2 (issue 14: amounts as expressions):
// the number of card types among some cards (delirium, 205.2a) and a player's
// devotion to one or more colours (700.5).
#include "runtime/Ops/OpSupport.h"

#include <bit>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

namespace {

// The card types of 205.2a (not "permanent"/"spell" nor the casual-variant
// types, which the runtime also keeps as CardType bits for its filters).
constexpr uint32_t kCardTypeBits = (1u << int(CardType::Artifact)) | (1u << int(CardType::Battle)) |
                                   (1u << int(CardType::Creature)) |
                                   (1u << int(CardType::Enchantment)) |
                                   (1u << int(CardType::Instant)) | (1u << int(CardType::Land)) |
                                   (1u << int(CardType::Planeswalker)) |
                                   (1u << int(CardType::Sorcery)) | (1u << int(CardType::Tribal));

// Whether one mana symbol ("W", "2/W", "W/U", "G/P") is of a colour in `mask`
// (bit per Color): a hybrid symbol counts once if either half is (700.5a-b).
bool symbolOfColors(std::string_view symbol, Value mask) {
  static constexpr std::string_view kLetters = "WUBRG"; // Color order (Enums.def)
  for (char ch : symbol) {
    size_t k = kLetters.find(ch);
    if (k != std::string_view::npos && (mask & (Value(1) << k))) return true;
  }
  return false;
}

} // namespace

extern "C" {

// 205.2a: how many different card types the objects matching F in the zones
// (mask I1) have among them: "four or more card types among cards in your
// graveyard" (delirium). An artifact creature gives two.
Value oc_rt_CardTypesAmong(ExecContext *ctx, Value fn, Value zoneMask, Value) {
  Game &g = *ctx->game;
  uint32_t seen = 0;
  forEachInZones(g, zoneMask, [&](ObjId id) {
    if (!holdsFor(ctx, fn, g.objectRef(id))) return;
    seen |= charsOf(ctx, id).types & kCardTypeBits;
  });
  return std::popcount(seen);
}

// 700.5: a player's devotion to the colours of mask I (bit per Color): the
// mana symbols of those colours among the mana costs of the permanents they
// control. A symbol counts once, even a hybrid one of two of the colours
// (700.5a); generic and colourless symbols never count.
Value oc_rt_Devotion(ExecContext *ctx, Value players, Value mask, Value) {
  Game &g = *ctx->game;
  std::vector<PlayerId> who = playersIn(ctx, players);
  Value n = 0;
  for (ObjId id : g.battlefield()) {
    if (std::find(who.begin(), who.end(), g.controllerOf(id)) == who.end()) continue;
    std::string cost = charsOf(ctx, id).manaCost; // "{2}{W}{W/B}"
    for (size_t open = cost.find('{'); open != std::string::npos; open = cost.find('{', open + 1)) {
      size_t close = cost.find('}', open);
      if (close == std::string::npos) break;
      n += symbolOfColors(std::string_view(cost).substr(open + 1, close - open - 1), mask) ? 1 : 0;
    }
  }
  return n;
}

// 601.2i: spells the players R cast in the turn before this one, in all (I = 0)
// or the most one of them cast (I = 1). Copies are not cast (707.10).
Value oc_rt_SpellsCastLastTurn(ExecContext *ctx, Value players, Value most, Value) {
  Game &g = *ctx->game;
  Value n = 0;
  for (PlayerId p : playersIn(ctx, players)) {
    Value k = g.player(p).spellsCastLastTurn;
    n = most ? std::max(n, k) : n + k;
  }
  return n;
}

} // extern "C"
