// Who and what an ability is about; characteristics as the layer system computes them.
#include "runtime/Game/ManaPool.h"
#include "runtime/Ops/OpSupport.h"
#include "runtime/Vocabulary/Subtypes.h"

#include <algorithm>
#include <iterator>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_Self(ExecContext *ctx, Value, Value, Value) { return ctx->game->objectRef(ctx->source); }

Value oc_rt_You(ExecContext *ctx, Value, Value, Value) {
  return ctx->controller == kNoPlayer ? kNoRef : ctx->game->playerRef(ctx->controller);
}

Value oc_rt_Target(ExecContext *ctx, Value i, Value, Value) {
  if (i < 0 || size_t(i) >= ctx->targets.size())
    return kNoRef;
  return ctx->targets[size_t(i)];
}

Value oc_rt_EventObject(ExecContext *ctx, Value, Value, Value) { return ctx->eventObject; }
Value oc_rt_EventObjectLastKnown(ExecContext *ctx, Value, Value, Value) {
  return ctx->eventLastKnown != kNoRef ? ctx->eventLastKnown : ctx->eventObject;
}

// The old objects (no longer alive): their characteristics are the last known (608.2h).
Value oc_rt_CostSacrificed(ExecContext *ctx, Value, Value, Value) {
  std::vector<Value> out;
  for (ObjId id : ctx->sacrificed)
    out.push_back(ctx->game->objectRef(id));
  return out.size() == 1 ? out[0] : ctx->game->makeSet(std::move(out));
}

// effects8: the cards discarded to pay the cost, as they last existed in the hand (608.2h).
Value oc_rt_CostDiscarded(ExecContext *ctx, Value, Value, Value) {
  std::vector<Value> out;
  for (ObjId id : ctx->discarded)
    out.push_back(ctx->game->objectRef(id));
  return out.size() == 1 ? out[0] : ctx->game->makeSet(std::move(out));
}

// effects8: the cards exiled to pay the cost, as they last existed before (608.2h).
Value oc_rt_CostExiled(ExecContext *ctx, Value, Value, Value) {
  std::vector<Value> out;
  for (ObjId id : ctx->exiled)
    out.push_back(ctx->game->objectRef(id));
  return out.size() == 1 ? out[0] : ctx->game->makeSet(std::move(out));
}

Value oc_rt_EachOpponent(ExecContext *ctx, Value p, Value, Value) {
  std::vector<Value> out;
  for (PlayerId q = 0; q < ctx->game->playerCount(); ++q)
    if (!isPlayer(p) || q != playerOf(p))
      out.push_back(ctx->game->playerRef(q));
  return ctx->game->makeSet(std::move(out));
}

Value oc_rt_EachPlayer(ExecContext *ctx, Value, Value, Value) {
  std::vector<Value> out;
  for (PlayerId q = 0; q < ctx->game->playerCount(); ++q)
    out.push_back(ctx->game->playerRef(q));
  return ctx->game->makeSet(std::move(out));
}

Value oc_rt_Select(ExecContext *ctx, Value fn, Value zoneMask, Value) {
  Game &g = *ctx->game;
  std::vector<Value> out;
  forEachInZones(g, zoneMask, [&](ObjId id) {
    if (holdsFor(ctx, fn, g.objectRef(id)))
      out.push_back(g.objectRef(id));
  });
  return g.makeSet(std::move(out));
}

Value oc_rt_InTurnSteps(ExecContext *ctx, Value steps, Value, Value) {
  return (steps >> int(ctx->game->step())) & 1;
}

Value oc_rt_HasCitysBlessing(ExecContext *ctx, Value players, Value, Value) {
  for (PlayerId p : playersIn(ctx, players))
    if (ctx->game->player(p).citysBlessing)
      return 1;
  return 0;
}

Value oc_rt_ChooseObjects(ExecContext *ctx, Value choosers, Value fn, Value how) {
  Game &g = *ctx->game;
  const bool ownOnly = (how >> 32) & 1;
  std::vector<Value> out;
  for (PlayerId p : playersIn(ctx, choosers)) {
    std::vector<ObjId> eligible;
    forEachInZones(g, how & 0xffffffff, [&](ObjId id) {
      if ((!ownOnly || g.controllerOf(id) == p) && holdsFor(ctx, fn, g.objectRef(id)))
        eligible.push_back(id);
    });
    ObjId pick = g.chooseOne(p, eligible, "CR 608.2d");
    if (pick != kNoObject)
      out.push_back(g.objectRef(pick));
  }
  return g.makeSet(std::move(out));
}

Value oc_rt_HasType(ExecContext *ctx, Value r, Value type, Value) {
  return allObjects(ctx, r, [&](ObjId id) {
    const GameObject *o = ctx->game->object(id);
    if (!o) return false;
    if (CardType(type) == CardType::Permanent) return o->zone == Zone::Battlefield;
    if (CardType(type) == CardType::Spell) return o->zone == Zone::Stack;
    return withChars(ctx, id, [&](const Characteristics &c) { return c.hasType(CardType(type)); });
  });
}

Value oc_rt_HasSubtype(ExecContext *ctx, Value r, Value index, Value) {
  std::string_view name = oraclec::vocab::subtypeSpelling(int(index));
  if (name.empty()) return 0;
  return allObjects(ctx, r, [&](ObjId id) {
    return withChars(ctx, id, [&](const Characteristics &c) {
      return std::find(c.subtypes.begin(), c.subtypes.end(), name) != c.subtypes.end();
    });
  });
}

Value oc_rt_HasSupertype(ExecContext *ctx, Value r, Value index, Value) {
  static constexpr const char *kNames[] = {"Basic", "Legendary", "Snow", "World"};
  if (index < 0 || index >= Value(std::size(kNames)))
    return 0;
  auto objs = objectsIn(ctx, r);
  if (objs.empty())
    return 0;
  for (ObjId id : objs) {
    Characteristics c = charsOf(ctx, id);
    if (std::find(c.supertypes.begin(), c.supertypes.end(), kNames[index]) == c.supertypes.end())
      return 0;
  }
  return 1;
}

// Like select, but only counts: conditions ("if you control three or more
// artifacts") are evaluated often, inside layer passes, and need no set.
Value oc_rt_CountMatching(ExecContext *ctx, Value fn, Value zoneMask, Value) {
  Game &g = *ctx->game;
  Value n = 0;
  forEachInZones(g, zoneMask, [&](ObjId id) { n += holdsFor(ctx, fn, g.objectRef(id)); });
  return n;
}

// "The greatest power among creatures you control" (107.3c): read when the
// effect happens (608.2h); with no such object there is no greatest value, 0.
Value oc_rt_GreatestAmong(ExecContext *ctx, Value fn, Value zoneMask, Value stat) {
  Game &g = *ctx->game;
  bool any = false;
  Value best = 0;
  forEachInZones(g, zoneMask, [&](ObjId id) {
    if (!holdsFor(ctx, fn, g.objectRef(id))) return;
    Characteristics c = charsOf(ctx, id);
    Value v = stat == 0 ? c.power : stat == 1 ? c.toughness : manaValue(c.manaValueCost());
    if (!any || v > best) best = v;
    any = true;
  });
  return best;
}

Value oc_rt_Add(ExecContext *, Value a, Value b, Value) {
  // Like multiply: saturate rather than overflow.
  __int128 s = __int128(a) + b;
  return s > 1000000000 ? 1000000000 : s < -1000000000 ? -1000000000 : Value(s);
}

// "The number of cards in their hand minus 4": a calculation that yields a
// negative number gives 0 (107.1b).
Value oc_rt_Difference(ExecContext *, Value a, Value b, Value) {
  __int128 d = __int128(a) - b;
  return d < 0 ? 0 : d > 1000000000 ? 1000000000 : Value(d);
}

// Whose turn it is: "at the beginning of each player's upkeep, ... that player"
// (503.1a: the upkeep is the active player's).
Value oc_rt_ActivePlayer(ExecContext *ctx, Value, Value, Value) {
  return ctx->game->playerRef(ctx->game->activePlayer());
}

Value oc_rt_CountersOn(ExecContext *ctx, Value r, Value kind, Value) {
  if (kind < 0 || kind >= kCounterKinds)
    return 0;
  Value n = 0;
  for (ObjId id : objectsIn(ctx, r))
    if (const GameObject *o = ctx->game->object(id))
      n += o->counter(CounterKind(kind));
  return n;
}

Value oc_rt_XValue(ExecContext *ctx, Value, Value, Value) {
  return ctx->x;
}

Value oc_rt_Multiply(ExecContext *, Value a, Value b, Value) {
  // Counts and printed numbers are small; saturate rather than overflow.
  __int128 p = __int128(a) * b;
  return p > 1000000000 ? 1000000000 : p < -1000000000 ? -1000000000 : Value(p);
}

Value oc_rt_HasColor(ExecContext *ctx, Value r, Value color, Value) {
  return allObjects(ctx, r, [&](ObjId id) {
    return withChars(ctx, id, [&](const Characteristics &c) { return c.hasColor(Color(color)); });
  });
}

Value oc_rt_IsToken(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = isObject(r) ? ctx->game->object(objOf(r)) : nullptr;
  return o && o->token;
}

Value oc_rt_IsCard(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = isObject(r) ? ctx->game->object(objOf(r)) : nullptr;
  return o && !o->token;
}

Value oc_rt_Controller(ExecContext *ctx, Value r, Value, Value) {
  if (isPlayer(r))
    return r;
  if (!isObject(r))
    return kNoRef;
  const GameObject *o = ctx->game->object(objOf(r));
  if (!o)
    return kNoRef;
  PlayerId p;
  if (ctx->layer && o->alive && o->zone == Zone::Battlefield)
    p = withChars(ctx, o->id, [](const Characteristics &c) { return c.controller; });
  else
    p = ctx->game->controllerOf(o->id);
  return p == kNoPlayer ? kNoRef : ctx->game->playerRef(p);
}

Value oc_rt_Owner(ExecContext *ctx, Value r, Value, Value) {
  if (isPlayer(r))
    return r;
  const GameObject *o = isObject(r) ? ctx->game->object(objOf(r)) : nullptr;
  return o ? ctx->game->playerRef(o->owner) : kNoRef;
}

Value oc_rt_InZone(ExecContext *ctx, Value r, Value zone, Value) {
  const GameObject *o = isObject(r) ? ctx->game->object(objOf(r)) : nullptr;
  return o && int(o->zone) == zone; // an object that left keeps its last zone (LKI, 603.10)
}

Value oc_rt_IsPlayer(ExecContext *, Value r, Value, Value) { return isPlayer(r); }

Value oc_rt_IsOpponentOf(ExecContext *, Value a, Value b, Value) {
  return isPlayer(a) && isPlayer(b) && playerOf(a) != playerOf(b);
}

Value oc_rt_SameObject(ExecContext *, Value a, Value b, Value) { return a == b && a != kNoRef; }

} // extern "C"

extern "C" Value oc_rt_HasKeyword(ExecContext *ctx, Value r, Value k, Value) {
  if (k < 0 || k >= 64) return 0;
  return allObjects(ctx, r, [&](ObjId id) {
    return withChars(ctx, id, [&](const Characteristics &c) { return c.hasKeyword(Keyword(k)); });
  });
}

// Heroic (115.1): does the spell on the stack target any of these objects?
extern "C" Value oc_rt_SpellTargets(ExecContext *ctx, Value spell, Value objects, Value) {
  if (!isObject(spell))
    return 0;
  auto wanted = objectsIn(ctx, objects);
  for (const StackItem &item : ctx->game->stack()) {
    if (item.kind != StackItem::Spell || item.object != objOf(spell))
      continue;
    for (Value t : item.targets)
      for (Value v : ctx->game->expand(t))
        if (isObject(v) && std::find(wanted.begin(), wanted.end(), objOf(v)) != wanted.end())
          return 1;
  }
  return 0;
}

// Per-turn facts intervening "if" clauses ask about (603.4); reset when a turn begins.
// Raid: "if you attacked with a creature this turn" (508.1).
extern "C" Value oc_rt_AttackedThisTurn(ExecContext *ctx, Value r, Value, Value) {
  auto ps = playersIn(ctx, r);
  return !ps.empty() && ctx->game->player(ps.front()).attackedThisTurn;
}
// Revolt: "if a permanent you controlled left the battlefield this turn" (603.6c).
extern "C" Value oc_rt_PermanentLeftThisTurn(ExecContext *ctx, Value r, Value, Value) {
  auto ps = playersIn(ctx, r);
  return !ps.empty() && ctx->game->player(ps.front()).permanentLeftThisTurn;
}
extern "C" Value oc_rt_CreatureDiedThisTurn(ExecContext *ctx, Value, Value, Value) {
  return ctx->game->creaturesDiedThisTurn() > 0;
}
// "a creature dealt damage by ~ this turn": a dying object's record keeps its sources (603.10a).
extern "C" Value oc_rt_DealtDamageByThisTurn(ExecContext *ctx, Value objects, Value sources, Value) {
  auto wanted = objectsIn(ctx, sources);
  for (ObjId o : objectsIn(ctx, objects))
    if (const GameObject *g = ctx->game->object(o))
      for (ObjId s : g->damagedByThisTurn)
        if (std::find(wanted.begin(), wanted.end(), s) != wanted.end())
          return 1;
  return 0;
}
extern "C" Value oc_rt_CastFromHand(ExecContext *ctx, Value r, Value, Value) {
  auto os = objectsIn(ctx, r);
  const GameObject *g = os.empty() ? nullptr : ctx->game->object(os.front());
  return g && g->castFromHand;
}

// --- begin library2 ---
// "a card named ~" (201.2): the names as the layers give them now; an object
// without a name (face down, 708.2) shares its name with nothing.
extern "C" Value oc_rt_SameName(ExecContext *ctx, Value a, Value b, Value) {
  if (refTag(a) != RefTag::Object || refTag(b) != RefTag::Object) return 0;
  std::string name = withChars(ctx, ObjId(refIndex(b)), [](const Characteristics &c) { return c.name; });
  if (name.empty()) return 0;
  return withChars(ctx, ObjId(refIndex(a)), [&](const Characteristics &c) { return c.name == name; });
}
// --- end library2 ---
