// Flipping a coin (CR 705): the player flips and calls; what follows reads
// whether they won ("If you win the flip, ..."). A scenario gives the result as
// that player's `choose:` answer `win` or `lose`; without one, the game's
// seeded random generator flips (705.3), so a game replays the same way.
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

Value oc_rt_FlipCoin(ExecContext *ctx, Value who, Value, Value) {
  if (forbidden(ctx, "flip_coin")) return 0;
  Game &g = *ctx->game;
  std::vector<PlayerId> players = playersIn(ctx, who);
  if (players.empty()) return 0;
  PlayerId p = players.front(); // 705.1: only the player who flips wins or loses
  std::optional<bool> won;
  takeAnswerIf(g, p, [&](const std::string &a) {
    std::string s = lower(a);
    if (s == "win" || s == "won") return won = true, true;
    if (s == "lose" || s == "lost") return won = false, true;
    return false;
  });
  if (!won) won = (g.nextRandom() & 1) != 0;
  g.note(fmt::format("{} flips a coin and {} the flip (CR 705.1)", g.player(p).name,
                     *won ? "wins" : "loses"));
  return *won ? 1 : 0;
}
