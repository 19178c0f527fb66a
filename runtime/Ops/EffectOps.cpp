// One-shot effects (CR 701) and continuous effects created by resolving
// spells and abilities (CR 611.2): the game actions behind them live in Game.
#include "runtime/Ops/OpSupport.h"
#include "runtime/Ops/ThisWayOps.h" // dmg2

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_DealDamage(ExecContext *ctx, Value source, Value recipients, Value amount) {
  if (forbidden(ctx, "deal_damage"))
    return 0;
  ObjId src = isObject(source) ? objOf(source) : ctx->source;
  // --- begin dmg2 ---
  recordDamageThisWay(ctx, src, recipients, int(amount)); // "dealt damage this way" (608.2c)
  // --- end dmg2 ---
  return 0;
}

Value oc_rt_Draw(ExecContext *ctx, Value players, Value n, Value) {
  return forEachPlayer(ctx, "draw", players, n, &Game::draw);
}

// 603.7a: the rest waits for the next beginning of the step (Game::delayedTriggers).
Value oc_rt_DelayedTrigger(ExecContext *ctx, Value fn, Value step, Value) {
  if (forbidden(ctx, "delayed_trigger"))
    return 0;
  ctx->game->createDelayedTrigger(*ctx, FnId(fn), Step(step));
  return 0;
}

// library5, 106.6: "Add .... Spend this mana only to cast <spells>".
Value oc_rt_SpendManaOnly(ExecContext *ctx, Value effect, Value spells, Value) {
  if (forbidden(ctx, "spend_mana_only")) return 0;
  ctx->game->addRestrictedMana(*ctx, FnId(effect), FnId(spells));
  return 0;
}

Value oc_rt_AddMana(ExecContext *ctx, Value players, Value packed, Value) {
  if (forbidden(ctx, "add_mana"))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->addMana(p, packed);
  return 0;
}

Value oc_rt_Destroy(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "destroy"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->destroy(id);
  return 0;
}

Value oc_rt_DestroyNoRegeneration(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "destroy"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->destroy(id, /*canRegenerate=*/false);
  return 0;
}

Value oc_rt_Exile(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "exile"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->exileLinked(ctx->source, id, false); // zones2: "the exiled card" (607.2a)
  return 0;
}

Value oc_rt_ReturnToHand(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "return_to_hand"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->moveObject(id, Zone::Hand);
  return 0;
}

Value oc_rt_GainLife(ExecContext *ctx, Value players, Value n, Value) {
  return forEachPlayer(ctx, "gain_life", players, n, &Game::gainLife);
}

Value oc_rt_LoseLife(ExecContext *ctx, Value players, Value n, Value) {
  // --- begin dmg2 ---
  return recordLifeLossThisWay(ctx, players, n); // "the life lost this way" (608.2c)
  // --- end dmg2 ---
}

Value oc_rt_PutCounters(ExecContext *ctx, Value r, Value kind, Value n) {
  if (forbidden(ctx, "put_counters"))
    return 0;
  if (kind < 0 || kind >= kCounterKinds)
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->putCounters(id, CounterKind(kind), int(n));
  return 0;
}

Value oc_rt_Tap(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "tap"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->tap(id);
  return 0;
}

Value oc_rt_Untap(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "untap"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->untap(id);
  return 0;
}

} // extern "C": the helper below returns a C++ type

namespace {
// 611.2c: the affected set is locked when the effect is created.
ContinuousEffect lockedEffect(ExecContext *ctx, Value r, Layer layer, std::string what) {
  ContinuousEffect e;
  e.layer = layer;
  e.source = ctx->source;
  e.controller = ctx->controller;
  e.duration = Duration::UntilEndOfTurn;
  std::vector<ObjId> set;
  for (ObjId id : objectsIn(ctx, r))
    if (ctx->game->isLive(id) && ctx->game->object(id)->zone == Zone::Battlefield)
      set.push_back(id);
  e.locked = std::move(set);
  e.description = std::move(what);
  e.choices = ctx->choices; // choices: "the chosen color" of this resolution (611.2c)
  return e;
}
} // namespace

extern "C" {

Value oc_rt_PumpUntilEndOfTurn(ExecContext *ctx, Value r, Value p, Value t) {
  if (forbidden(ctx, "pump_until_eot"))
    return 0;
  ContinuousEffect e = lockedEffect(ctx, r, Layer::L7c, fmt::format("{:+}/{:+} until end of turn", p, t));
  int dp = int(p), dt = int(t);
  e.nativeApply = [dp, dt](Characteristics &c) {
    c.power += dp;
    c.toughness += dt;
  };
  e.nativeReads = 0;
  e.nativeWrites = field::PT;
  ctx->game->addEffect(std::move(e));
  return 0;
}

Value oc_rt_GrantKeywordUntilEndOfTurn(ExecContext *ctx, Value r, Value k, Value) {
  if (forbidden(ctx, "grant_keyword_until_eot"))
    return 0;
  ContinuousEffect e =
      lockedEffect(ctx, r, Layer::L6, fmt::format("gains {} until end of turn", keywordName(Keyword(k))));
  Keyword kw = Keyword(k);
  e.nativeApply = [kw](Characteristics &c) { c.addKeyword(kw); };
  e.nativeReads = 0;
  e.nativeWrites = field::Keywords;
  ctx->game->addEffect(std::move(e));
  return 0;
}

Value oc_rt_PreventAll(ExecContext *ctx, Value r, Value fn, Value mode) {
  if (forbidden(ctx, "prevent_all"))
    return 0;
  if (mode < 0 || mode > 3) {
    ctx->game->error(fmt::format("prevent_all: no mode {}", mode));
    return 0;
  }
  PreventionEffect e;
  e.locked = r;
  e.mode = int(mode);
  e.match = FnId(fn);
  e.source = ctx->source;
  e.controller = ctx->controller;
  // The card's definition must outlive the effect (its source may be gone).
  if (const GameObject *o = ctx->game->object(ctx->source); o && o->def.get() == ctx->card)
    e.def = o->def;
  if (!e.def && ctx->card) // copy: the ability of a copy runs the copied card's code (707.2)
    e.def = ctx->game->definitionHandle(ctx->card);
  if (!e.def) {
    ctx->game->error("prevent_all: unknown card definition");
    return 0;
  }
  ctx->game->addPreventionEffect(std::move(e));
  return 0;
}

} // extern "C"

namespace {
// A continuous effect of card code from a resolving spell or ability (611.2).
void resolvedEffect(ExecContext *ctx, Value r, Value layer, Value fn, Duration duration, const char *op) {
  if (forbidden(ctx, op))
    return;
  if (layer < 0 || layer >= kLayerCount) {
    ctx->game->error(fmt::format("{}: no layer {}", op, layer));
    return;
  }
  ContinuousEffect e = lockedEffect(ctx, r, Layer(layer),
                                    duration == Duration::UntilEndOfTurn ? "effect until end of turn" : "effect");
  e.duration = duration;
  if (ctx->card) {
    // The card's definition must outlive the effect: find the shared owner.
    for (ObjId id : {ctx->source}) {
      const GameObject *o = ctx->game->object(id);
      if (o && o->def.get() == ctx->card)
        e.def = o->def;
    }
  }
  if (!e.def && ctx->card) // copy: the ability of a copy runs the copied card's code (707.2)
    e.def = ctx->game->definitionHandle(ctx->card);
  if (!e.def) {
    ctx->game->error(fmt::format("{}: unknown card definition", op));
    return;
  }
  e.apply = FnId(fn);
  e.cda = Layer(layer) == Layer::L7a;
  ctx->game->addEffect(std::move(e));
}
} // namespace

extern "C" {

Value oc_rt_EffectUntilEndOfTurn(ExecContext *ctx, Value r, Value layer, Value fn) {
  resolvedEffect(ctx, r, layer, fn, Duration::UntilEndOfTurn, "effect_until_eot");
  return 0;
}

Value oc_rt_EffectIndefinite(ExecContext *ctx, Value r, Value layer, Value fn) {
  resolvedEffect(ctx, r, layer, fn, Duration::Indefinite, "effect_indefinite");
  return 0;
}

Value oc_rt_PreventDamage(ExecContext *ctx, Value r, Value n, Value) {
  if (forbidden(ctx, "prevent_damage"))
    return 0;
  ctx->game->addPreventionShield(r, int(n), ctx->source);
  return 0;
}

} // extern "C"
