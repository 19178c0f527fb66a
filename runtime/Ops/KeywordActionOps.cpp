// Keyword actions of CR 701 that put +1/+1 counters (branch `keywords`):
// bolster (701.33a), adapt (701.43a), monstrosity (701.31a) and proliferate
// (701.27a). Ops.def rows Bolster, Adapt, Monstrosity, Proliferate.
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

namespace {
bool onBattlefield(const GameObject *o) {
  return o && o->alive && o->zone == Zone::Battlefield;
}
} // namespace

extern "C" {

// 701.33a: "Choose a creature you control with the least toughness or tied for
// least toughness among creatures you control. Put N +1/+1 counters on that
// creature." Chosen as it resolves; among tied ones the first in object order
// (docs/decisions.md).
Value oc_rt_Bolster(ExecContext *ctx, Value players, Value n, Value) {
  if (forbidden(ctx, "bolster")) return 0;
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players)) {
    ObjId least = kNoObject;
    int toughness = 0;
    for (ObjId id : g.battlefield()) {
      Characteristics c = g.characteristics(id);
      if (c.controller != p || !c.hasType(CardType::Creature)) continue;
      if (least == kNoObject || c.toughness < toughness) {
        least = id;
        toughness = c.toughness;
      }
    }
    if (least == kNoObject) continue;
    g.putCounters(least, CounterKind::PlusOnePlusOne, int(n));
    g.note(fmt::format("{} bolsters {}: {} gets {} +1/+1 counters (CR 701.33a)", g.player(p).name,
                       n, g.describe(least), n));
  }
  return 0;
}

// 701.43a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."
Value oc_rt_Adapt(ExecContext *ctx, Value r, Value n, Value) {
  if (forbidden(ctx, "adapt")) return 0;
  for (ObjId id : objectsIn(ctx, r)) {
    const GameObject *o = ctx->game->object(id);
    if (!onBattlefield(o) || o->counter(CounterKind::PlusOnePlusOne) > 0) continue;
    ctx->game->putCounters(id, CounterKind::PlusOnePlusOne, int(n));
    ctx->game->note(fmt::format("{} adapts {} (CR 701.43a)", ctx->game->describe(id), n));
  }
  return 0;
}

// 701.31a: "If this permanent isn't monstrous, put N +1/+1 counters on it and
// it becomes monstrous." 701.31b: a designation, until it leaves the battlefield.
Value oc_rt_Monstrosity(ExecContext *ctx, Value r, Value n, Value) {
  if (forbidden(ctx, "monstrosity")) return 0;
  for (ObjId id : objectsIn(ctx, r)) {
    GameObject *o = ctx->game->object(id);
    if (!onBattlefield(o) || o->monstrous) continue;
    ctx->game->putCounters(id, CounterKind::PlusOnePlusOne, int(n));
    o = ctx->game->object(id);
    o->monstrous = true;
    ctx->game->touch();
    ctx->game->note(fmt::format("{} becomes monstrous (CR 701.31a)", ctx->game->describe(id)));
    ctx->game->becameMonstrous(id);
  }
  return 0;
}

Value oc_rt_IsMonstrous(ExecContext *ctx, Value r, Value, Value) {
  auto objs = objectsIn(ctx, r);
  const GameObject *o = objs.empty() ? nullptr : ctx->game->object(objs.front());
  return onBattlefield(o) && o->monstrous;
}

// 701.27a: "choose any number of permanents and/or players that have a counter,
// then give each one additional counter of each kind that permanent or player
// already has." The default choice (docs/decisions.md): the player's own
// permanents without -1/-1 counters, other players' permanents with -1/-1
// counters and no +1/+1 counters, the player's own energy and each opponent's
// poison counters: the ones the counters help the proliferating player.
Value oc_rt_Proliferate(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "proliferate")) return 0;
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players)) {
    for (ObjId id : g.battlefield()) {
      const GameObject *o = g.object(id);
      bool minus = o->counter(CounterKind::MinusOneMinusOne) > 0,
           plus = o->counter(CounterKind::PlusOnePlusOne) > 0;
      if (g.controllerOf(id) == p ? minus : (!minus || plus)) continue;
      for (int k = 0; k < kCounterKinds; ++k)
        if (o->counters[size_t(k)] > 0) g.putCounters(id, CounterKind(k), 1);
    }
    for (PlayerId q = 0; q < g.playerCount(); ++q) {
      Player &pl = g.player(q);
      if (pl.poison > 0 && q != p) ++pl.poison;
      if (q == p && pl.energy > 0) ++pl.energy;
    }
    g.touch();
    g.note(fmt::format("{} proliferates (CR 701.27a)", g.player(p).name));
  }
  return 0;
}

} // extern "C"
