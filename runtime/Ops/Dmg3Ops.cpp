// Computed amounts of branch dmg3 (issue 14: amounts as expressions): domain
// (305.6), converge (601.2h) and "half ..., rounded down/up" (107.1a).
#include "runtime/Ops/OpSupport.h"

#include <algorithm>
#include <bit>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

// 305.6: the basic land types are Plains, Island, Swamp, Mountain and Forest;
// domain counts how many of them the matching objects have among them, so a
// land with two of them counts for both and two Forests count once.
Value oc_rt_BasicLandTypesAmong(ExecContext *ctx, Value fn, Value zoneMask, Value) {
  static constexpr const char *kBasic[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
  Game &g = *ctx->game;
  unsigned seen = 0;
  forEachInZones(g, zoneMask, [&](ObjId id) {
    if (!holdsFor(ctx, fn, g.objectRef(id))) return;
    withChars(ctx, id, [&](const Characteristics &c) {
      for (unsigned k = 0; k < std::size(kBasic); ++k)
        if (std::find(c.subtypes.begin(), c.subtypes.end(), kBasic[k]) != c.subtypes.end())
          seen |= 1u << k;
    });
  });
  return std::popcount(seen);
}

// 601.2h: the colours of the mana spent to cast the spell (kept by the permanent it
// becomes, 702.44b); a copy or an object that wasn't cast had none spent.
Value oc_rt_ColorsSpent(ExecContext *ctx, Value r, Value, Value) {
  auto os = objectsIn(ctx, r);
  const GameObject *o = os.empty() ? nullptr : ctx->game->object(os.front());
  return o ? std::popcount(o->colorsSpent) : 0;
}

// triggers7: "if {R} was spent to cast ~" (601.2h): the same record, one colour of it.
Value oc_rt_ColorSpentToCast(ExecContext *ctx, Value r, Value color, Value) {
  auto os = objectsIn(ctx, r);
  const GameObject *o = os.empty() ? nullptr : ctx->game->object(os.front());
  return o && color >= 0 && color < 5 && (o->colorsSpent >> color & 1u) ? 1 : 0;
}

// 107.1a: "half X, rounded down / up"; a negative amount is 0 (107.1b).
Value oc_rt_Half(ExecContext *, Value n, Value roundUp, Value) {
  n = std::max<Value>(n, 0);
  return roundUp ? (n + 1) / 2 : n / 2;
}

// 508.5: an attacking creature's defending player: the player it attacks, or the
// controller of the planeswalker (or battle's protector, 310.8) it attacks.
Value oc_rt_DefendingPlayerOf(ExecContext *ctx, Value r, Value, Value) {
  Game &g = *ctx->game;
  for (ObjId id : objectsIn(ctx, r)) {
    const GameObject *o = g.object(id);
    // A creature that left the battlefield keeps its record (last known information,
    // 608.2h): "you may sacrifice it. If you do, defending player discards ..." still
    // names the player it attacked.
    if (!o || !o->attacking) continue;
    Value at = Value(o->attackTarget);
    if (refTag(at) == RefTag::Player) return at;
    if (refTag(at) == RefTag::Object) return g.playerRef(g.controllerOf(ObjId(refIndex(at))));
  }
  return kNoRef;
}

// 102.1: "each other player": the players but R (the ability's controller).
Value oc_rt_OtherPlayers(ExecContext *ctx, Value r, Value, Value) {
  Game &g = *ctx->game;
  std::vector<PlayerId> but = playersIn(ctx, r);
  std::vector<Value> out;
  for (PlayerId p = 0; p < g.playerCount(); ++p)
    if (!g.player(p).lost && std::find(but.begin(), but.end(), p) == but.end())
      out.push_back(g.playerRef(p));
  return g.makeSet(std::move(out));
}

// 509.1: a blocking creature blocks the attackers its record lists.
Value oc_rt_IsBlockingObject(ExecContext *ctx, Value blockers, Value attackers, Value) {
  Game &g = *ctx->game;
  std::vector<ObjId> wanted = objectsIn(ctx, attackers);
  for (ObjId b : objectsIn(ctx, blockers))
    if (const GameObject *o = g.object(b); o && o->alive && o->zone == Zone::Battlefield)
      for (ObjId a : o->blocking)
        if (std::find(wanted.begin(), wanted.end(), a) != wanted.end()) return 1;
  return 0;
}

// 120.1: damage dealt to the object this turn (the sources are recorded as it is
// dealt, after prevention, and cleared as the turn ends, 514.2).
Value oc_rt_WasDealtDamageThisTurn(ExecContext *ctx, Value r, Value, Value) {
  return allObjects(ctx, r, [&](ObjId id) {
    const GameObject *o = ctx->game->object(id);
    return o && !o->damagedByThisTurn.empty();
  });
}

} // extern "C"
