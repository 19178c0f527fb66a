// "Venture into the dungeon" (701.46); the rules are Game::ventureIntoDungeon
// (Game/Dungeons.cpp).
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

Value oc_rt_Venture(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "venture")) return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->ventureIntoDungeon(p);
  return 0;
}
