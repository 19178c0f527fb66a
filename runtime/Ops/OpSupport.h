// Helpers shared by the operation implementations (runtime/Ops/*.cpp).
#pragma once
#include "runtime/Abi.h"
#include "runtime/ExecContext.h"
#include "runtime/Game/Game.h"

#include <cctype>
#include <string>
#include <vector>

namespace oraclec::rt::ops {

inline bool isObject(Value v) { return refTag(v) == RefTag::Object; }
inline bool isPlayer(Value v) { return refTag(v) == RefTag::Player; }
inline ObjId objOf(Value v) { return ObjId(refIndex(v)); }
inline PlayerId playerOf(Value v) { return PlayerId(refIndex(v)); }

// Characteristics as currently computed: the in-progress layer view inside
// the layer system, the game's computed values otherwise.
inline Characteristics charsOf(ExecContext *ctx, ObjId id) {
  if (ctx->layer) {
    auto it = ctx->layer->find(id);
    if (it != ctx->layer->end())
      return it->second;
  }
  return ctx->game->characteristics(id);
}

// f(characteristics of id as charsOf gives them), without copying them where
// the view being computed or the game's cached view has them.
template <class F> decltype(auto) withChars(ExecContext *ctx, ObjId id, F &&f) {
  if (ctx->layer)
    if (const Characteristics *c = ctx->layer->get(id)) return f(*c);
  if (const Characteristics *c = ctx->game->viewed(id)) return f(*c);
  return f(ctx->game->characteristics(id));
}

// Does `pred` hold for every object a reference names (false if none)?
// The same as looping over objectsIn, without a vector for one object.
template <class F> bool allObjects(ExecContext *ctx, Value r, F &&pred) {
  if (refTag(r) == RefTag::Object) return pred(ObjId(refIndex(r)));
  bool any = false;
  for (Value m : ctx->game->expand(r))
    if (refTag(m) == RefTag::Object) {
      if (!pred(ObjId(refIndex(m)))) return false;
      any = true;
    }
  return any;
}

// Objects named by a reference (sets expanded; players dropped).
inline std::vector<ObjId> objectsIn(ExecContext *ctx, Value v) {
  std::vector<ObjId> out;
  for (Value m : ctx->game->expand(v))
    if (isObject(m))
      out.push_back(objOf(m));
  return out;
}
inline std::vector<PlayerId> playersIn(ExecContext *ctx, Value v) {
  std::vector<PlayerId> out;
  for (Value m : ctx->game->expand(v))
    if (isPlayer(m) && playerOf(m) >= 0 && playerOf(m) < ctx->game->playerCount())
      out.push_back(playerOf(m));
  return out;
}

// Predicate `fn` of the running card applied to `r`, read-only (a filter or a
// condition may not change the game).
inline bool holdsFor(ExecContext *ctx, Value fn, Value r) {
  ExecContext sub = *ctx;
  sub.readOnly = true;
  return ctx->game->callFn(ctx->card, FnId(fn), sub, r) != 0;
}

// Every object in the zones of `zoneMask` (Ops.def `select`): the battlefield,
// spells on the stack, then each player's graveyard, hand, library and exile.
template <class F> void forEachInZones(Game &g, Value zoneMask, F f) {
  if (zoneMask & zoneBit(Zone::Battlefield))
    for (ObjId id : g.battlefield())
      f(id);
  if (zoneMask & zoneBit(Zone::Stack))
    for (const StackItem &s : g.stack())
      if (s.kind == StackItem::Spell)
        f(s.object);
  for (Zone z : {Zone::Graveyard, Zone::Hand, Zone::Library, Zone::Exile})
    if (zoneMask & zoneBit(z))
      for (PlayerId p = 0; p < g.playerCount(); ++p)
        for (ObjId id : g.zone(p, z))
          f(id);
}

// A mutating operation outside a game action (inside a predicate or layer function).
inline bool forbidden(ExecContext *ctx, const char *op) {
  if (!ctx->readOnly)
    return false;
  ctx->game->error(std::string(op) + " may not change the game here (a predicate or layer function)");
  return true;
}

// The body of an op that does one game action, with an amount, for each player
// of a set ("each player mills 2", "you get {E}{E}"): refused where the game may
// not change, like every mutating op.
inline Value forEachPlayer(ExecContext *ctx, const char *op, Value players, Value n, void (Game::*action)(PlayerId, int)) {
  if (forbidden(ctx, op))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    (ctx->game->*action)(p, int(n));
  return 0;
}

// The object being computed inside the layer system.
inline Characteristics *layerTarget(ExecContext *ctx, Value v, const char *op) {
  if (!ctx->layer) {
    ctx->game->error(std::string(op) + " outside a continuous effect's layer function");
    return nullptr;
  }
  if (!isObject(v))
    return nullptr;
  Characteristics *c = ctx->layer->get(objOf(v));
  if (!c) return nullptr;
  if (ctx->trace && ctx->trace->undo) ctx->trace->undo->save(objOf(v), *c);
  return c;
}

// Answers are compared case-insensitively ("Red" and "red").
inline std::string lower(std::string s) {
  for (char &c : s)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The first queued answer of player p, consumed only if `accept` understands it
// (so an answer meant for another choice stays queued).
template <class F> bool takeAnswerIf(Game &g, PlayerId p, F accept) {
  for (auto it = g.answers.begin(); it != g.answers.end(); ++it)
    if (it->player == p || it->player == kNoPlayer) {
      if (it->answer.empty() || !accept(it->answer[0]))
        return false;
      g.answers.erase(it);
      return true;
    }
  return false;
}

} // namespace oraclec::rt::ops
