// "that much" and "this way" (603.2, 608.2c) and the replacement a spell
// creates for the creatures it dealt damage to (614.1a). Branch dmg2.
#include "runtime/Ops/ThisWayOps.h"

#include "runtime/Ops/OpSupport.h"

#include <algorithm>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

namespace oraclec::rt::ops {

// An object was dealt damage if its "dealt damage by" record grew: the record
// is written only when damage is really dealt (after prevention, 615).
void recordDamageThisWay(ExecContext *ctx, ObjId source, Value recipients, int amount) {
  std::vector<std::pair<ObjId, size_t>> before;
  for (ObjId id : objectsIn(ctx, recipients))
    if (const GameObject *o = ctx->game->object(id))
      before.push_back({id, o->damagedByThisTurn.size()});
  ctx->game->dealDamage(source, recipients, amount);
  for (auto [id, n] : before)
    if (const GameObject *o = ctx->game->object(id);
        o && o->damagedByThisTurn.size() > n &&
        std::find(ctx->dealtDamageThisWay.begin(), ctx->dealtDamageThisWay.end(), id) ==
            ctx->dealtDamageThisWay.end())
      ctx->dealtDamageThisWay.push_back(id);
}

Value recordLifeLossThisWay(ExecContext *ctx, Value players, Value n) {
  if (forbidden(ctx, "lose_life")) return 0;
  for (PlayerId p : playersIn(ctx, players)) {
    int life = ctx->game->player(p).life;
    ctx->game->loseLife(p, int(n));
    ctx->lifeLostThisWay +=
        std::max(0, life - ctx->game->player(p).life); // 119.3: what was really lost
  }
  return 0;
}

} // namespace oraclec::rt::ops

extern "C" {

Value oc_rt_TriggerAmount(ExecContext *ctx, Value, Value, Value) {
  return ctx->eventAmount;
}

Value oc_rt_LifeLostThisWay(ExecContext *ctx, Value, Value, Value) {
  return ctx->lifeLostThisWay;
}

Value oc_rt_DealtDamageThisWay(ExecContext *ctx, Value, Value, Value) {
  std::vector<Value> out;
  for (ObjId id : ctx->dealtDamageThisWay)
    out.push_back(makeRef(RefTag::Object, id));
  return ctx->game->makeSet(std::move(out));
}

Value oc_rt_ExileIfDiesThisTurn(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "exile_if_dies_this_turn")) return 0;
  const GameObject *src = ctx->game->object(ctx->source);
  std::string name = src && src->def ? src->def->name : std::string("a spell");
  for (ObjId id : objectsIn(ctx, r)) {
    const GameObject *o = ctx->game->object(id);
    if (!o || !o->alive || o->zone != Zone::Battlefield ||
        !ctx->game->characteristics(id).hasType(CardType::Creature))
      continue; // "a creature": one still on the battlefield as a creature
    ctx->game->addExileInsteadOfDying(id, ctx->source, name);
  }
  return 0;
}

} // extern "C"
