// Clashing (CR 701.23, branch keywords6): "Clash with an opponent" means "Choose
// an opponent. You and that opponent each clash." (701.23b). Each clashing
// player reveals the top card of their library at the same time; then, in APNAP
// order, each decides whether to put that card on the bottom (701.23a, 701.23c);
// the cards move at the same time. A player wins if their card's mana value is
// higher than every other card revealed (701.23d); what follows reads whether
// the clashing controller won ("If you win, ..."). A scenario names the opponent
// with the controller's `choose:` answer (default: the next opponent in turn
// order) and each player's decision with a `choose:` answer `bottom` or `top`
// (default: the card stays on top).
#include "runtime/Game/ManaPool.h"
#include "runtime/Ops/OpSupport.h"

#include <algorithm>

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_Clash(ExecContext *ctx, Value who, Value, Value) {
  if (forbidden(ctx, "clash")) return 0;
  Game &g = *ctx->game;
  std::vector<PlayerId> players = playersIn(ctx, who);
  if (players.empty() || g.playerCount() < 2) return 0;
  PlayerId p = players.front();
  PlayerId opponent = kNoPlayer; // 701.23b: p chooses an opponent
  takeAnswerIf(g, p, [&](const std::string &a) {
    auto q = g.findPlayer(a);
    if (!q || *q == p) return false;
    opponent = *q;
    return true;
  });
  if (opponent == kNoPlayer) opponent = g.nextPlayer(p);
  // APNAP order (101.4): the active player first, then the others in turn order.
  std::vector<PlayerId> clashing = {p, opponent};
  std::sort(clashing.begin(), clashing.end(), [&](PlayerId a, PlayerId b) {
    auto order = [&](PlayerId x) {
      return (x - g.activePlayer() + g.playerCount()) % g.playerCount();
    };
    return order(a) < order(b);
  });
  // 701.23c: revealed at the same time.
  struct Revealed {
    PlayerId player;
    ObjId card = kNoObject;
    int manaValue = 0;
    bool bottom = false;
  };
  std::vector<Revealed> revealed;
  for (PlayerId q : clashing) {
    Revealed r{q};
    const auto &library = g.player(q).zones[size_t(Zone::Library)];
    if (!library.empty()) {
      r.card = library.front();
      r.manaValue = manaValue(g.characteristics(r.card).manaValueCost());
      g.note(fmt::format("{} clashes and reveals {} (mana value {}, CR 701.23a)", g.player(q).name,
                         g.describe(r.card), r.manaValue));
    } else {
      g.note(fmt::format("{} clashes with an empty library: no card is revealed (CR 701.23a)",
                         g.player(q).name));
    }
    revealed.push_back(r);
  }
  // In APNAP order each decides where their card goes; then the cards move at the same time.
  for (Revealed &r : revealed)
    if (r.card != kNoObject)
      takeAnswerIf(g, r.player, [&](const std::string &a) {
        std::string s = lower(a);
        if (s == "bottom") return r.bottom = true, true;
        if (s == "top") return r.bottom = false, true;
        return false;
      });
  for (const Revealed &r : revealed) {
    if (r.card == kNoObject || !r.bottom) continue;
    auto &library = g.player(r.player).zones[size_t(Zone::Library)];
    auto it = std::find(library.begin(), library.end(), r.card);
    if (it == library.end()) continue;
    std::rotate(it, it + 1, library.end()); // 401.4: only its position in the library changes
    g.touch();
    g.note(fmt::format("{} puts {} on the bottom of their library (CR 701.23a)",
                       g.player(r.player).name, g.describe(r.card)));
  }
  // 701.23d: a higher mana value than all other cards revealed in that clash.
  const Revealed *mine = nullptr;
  for (const Revealed &r : revealed)
    if (r.player == p) mine = &r;
  bool won = mine && mine->card != kNoObject;
  for (const Revealed &r : revealed)
    if (won && r.player != p && r.card != kNoObject && r.manaValue >= mine->manaValue) won = false;
  g.note(fmt::format("{} {} the clash with {} (CR 701.23d)", g.player(p).name,
                     won ? "wins" : "doesn't win", g.player(opponent).name));
  return won ? 1 : 0;
}

} // extern "C"
