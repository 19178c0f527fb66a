// Copy and control operations from card text (CR 707, 701.30, 613.1a-b;
// branch copy): tokens that are copies, populate, entering as a copy, copies of
// spells, giving control of objects to a player.
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

namespace {

// 707.9b: "except it's an artifact in addition to its other types": the
// exception is part of the copiable values (types: a bit per CardType).
std::shared_ptr<const Characteristics> copiedValues(Game &g, ObjId original, uint64_t addTypes) {
  auto values = std::make_shared<Characteristics>(g.copiableValues(original));
  values->frontManaCost.clear(); // --- dfc --- 712.4d: a copy of a back face has mana value 0
  for (int t = 0; t < 32; ++t)
    if (addTypes & (uint64_t(1) << t)) {
      values->addType(CardType(t));
      if (CardType(t) == CardType::Creature) values->hasPT = true;
    }
  return values;
}

// "you may": yes unless the player answers no (608.2d; as ChoiceOps.cpp).
bool declines(Game &g, PlayerId who) {
  bool no = false;
  takeAnswerIf(g, who, [&](const std::string &a) {
    std::string s = lower(a);
    if (s == "no" || s == "false" || s == "n") return no = true, true;
    if (s == "yes" || s == "true" || s == "y") return true;
    return false;
  });
  return no;
}

// 707.10c: the controller's next answer, if every name in it names an object
// or player (one per target, in order; "keep" leaves that one): the new targets.
std::vector<Value> newTargets(Game &g, PlayerId who) {
  for (auto it = g.answers.begin(); it != g.answers.end(); ++it) {
    if (it->player != who && it->player != kNoPlayer) continue;
    std::vector<Value> out;
    for (const std::string &name : it->answer) {
      if (lower(name) == "keep") {
        out.push_back(kNoRef);
        continue;
      }
      auto v = g.resolveName(name);
      if (!v) return {}; // an answer meant for another choice stays queued
      out.push_back(*v);
    }
    g.answers.erase(it);
    return out;
  }
  return {};
}

} // namespace

extern "C" {

// Players R1 each create a token that's a copy of each object R2 (111.2, 707.2):
// its copiable values as they are now (707.2b: later changes are not copied).
// I: count (bits 0-15, 0 = 1) | card types added by the exception << 16 (707.9b).
Value oc_rt_CreateTokenCopy(ExecContext *ctx, Value players, Value originals, Value packed) {
  if (forbidden(ctx, "create_token_copy")) return 0;
  Game &g = *ctx->game;
  int count = int(packed & 0xffff);
  if (count == 0) count = 1;
  uint64_t addTypes = uint64_t(packed) >> 16;
  // The originals are read before any token is created (all tokens copy the same values).
  std::vector<std::shared_ptr<const Characteristics>> values;
  for (ObjId id : objectsIn(ctx, originals))
    if (const GameObject *o = g.object(id);
        o && (o->alive || o->lki)) // 608.2h: last known information
      values.push_back(copiedValues(g, id, addTypes));
  for (PlayerId p : playersIn(ctx, players))
    for (const auto &v : values)
      for (int i = 0, n = g.tokensToCreate(p, count); i < n; ++i) // rules15: 614.1a
        g.createTokenCopy(p, v);
  return 0;
}

// Populate (701.30a): each player R chooses a creature token they control and
// creates a token that's a copy of it; with none, nothing happens (701.30b).
Value oc_rt_Populate(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "populate")) return 0;
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players)) {
    std::vector<ObjId> eligible;
    for (ObjId id : g.battlefield()) {
      const GameObject *o = g.object(id);
      if (o->token && g.controllerOf(id) == p && g.characteristics(id).hasType(CardType::Creature))
        eligible.push_back(id);
    }
    ObjId pick = g.chooseOne(p, eligible, "CR 701.30a");
    if (pick == kNoObject) {
      g.note(fmt::format("{} controls no creature token: populate does nothing (CR 701.30b)",
                         g.player(p).name));
      continue;
    }
    for (int i = 0, n = g.tokensToCreate(p, 1); i < n; ++i) // rules15: 614.1a
      g.createTokenCopy(p, copiedValues(g, pick, 0));
  }
  return 0;
}

// Inside the self-replacement of entering the battlefield: "You may have ~ enter
// the battlefield as a copy of any creature on the battlefield" (707.5, 614.1c).
// The player it enters under may choose an object matching F in the zones of
// mask I & 0xffffffff (not itself); its copiable values, with the card types of
// I >> 32 added (707.9b), become the entering object's.
Value oc_rt_EventEnterAsCopy(ExecContext *ctx, Value fn, Value packed, Value) {
  Game &g = *ctx->game;
  if (!ctx->event || ctx->event->kind != ReplacedEvent::ZoneChange ||
      ctx->event->to != Zone::Battlefield) {
    g.error("event_enter_as_copy outside a replacement of entering the battlefield (614.1c)");
    return 0;
  }
  if ((uint64_t(packed) >> 48) & 1) { // "... enter the battlefield as a copy of ~": no choice
    ctx->event->chosen.copyOf = copiedValues(g, ctx->source, 0);
    return 0;
  }
  if (ctx->event->chosen.copyOf) // 707.9e: it was given copiable values already
    return 0;
  PlayerId who = ctx->controller;
  if (declines(g, who)) {
    g.note(fmt::format("{} enters as itself (CR 707.5)", g.describe(ctx->event->object)));
    return 0;
  }
  std::vector<ObjId> eligible;
  forEachInZones(g, packed & 0xffffffff, [&](ObjId id) {
    if (id != ctx->event->object && holdsFor(ctx, fn, g.objectRef(id))) eligible.push_back(id);
  });
  ObjId pick = g.chooseOne(who, eligible, "CR 707.5");
  if (pick == kNoObject) return 0;
  ctx->event->chosen.copyOf = copiedValues(g, pick, (uint64_t(packed) >> 32) & 0xffff);
  return 0;
}

// Copy each spell R (707.10) I & 0xffff times (0 = once) under the ability's
// controller; bit 16: "You may choose new targets for the copy" (707.10c): the
// controller's `choose:` answer names them, in order; without one they stay.
Value oc_rt_CopySpell(ExecContext *ctx, Value spells, Value packed, Value) {
  if (forbidden(ctx, "copy_spell")) return 0;
  Game &g = *ctx->game;
  int count = int(packed & 0xffff);
  if (count == 0) count = 1;
  bool mayRetarget = (packed >> 16) & 1;
  for (ObjId id : objectsIn(ctx, spells))
    for (int i = 0; i < count; ++i) {
      std::vector<Value> targets;
      if (mayRetarget) targets = newTargets(g, ctx->controller);
      g.copySpell(id, ctx->controller, targets);
    }
  return 0;
}

// Objects R1 come under the control of player R2 (613.1b, layer 2), locked now
// (611.2c), for the rest of the game (611.2a): "Target opponent gains control of ~".
Value oc_rt_GiveControl(ExecContext *ctx, Value objects, Value player, Value) {
  if (forbidden(ctx, "give_control")) return 0;
  Game &g = *ctx->game;
  std::vector<PlayerId> to = playersIn(ctx, player);
  if (to.size() != 1) return 0;
  ContinuousEffect e;
  e.layer = Layer::L2;
  e.source = ctx->source;
  e.controller = ctx->controller;
  e.duration = Duration::Indefinite;
  std::vector<ObjId> set;
  for (ObjId id : objectsIn(ctx, objects))
    if (g.isLive(id) && g.object(id)->zone == Zone::Battlefield) set.push_back(id);
  if (set.empty()) return 0;
  e.locked = std::move(set);
  PlayerId p = to[0];
  e.nativeApply = [p](Characteristics &c) { c.controller = p; };
  e.nativeReads = 0;
  e.nativeWrites = field::Controller;
  e.description = fmt::format("{} gains control", g.player(p).name);
  g.addEffect(std::move(e));
  return 0;
}

} // extern "C"
