// "The next time a source of your choice would deal damage ..., prevent that
// damage" (CR 615.7, 609.7a): a prevention effect with a source chosen on
// resolution, used up by the first damage event it prevents.
#include "runtime/Ops/OpSupport.h"

#include <algorithm>
#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

// R: the recipients the damage must be dealt to (mode 1), ignored in mode 0
// (any permanent or player); F: what the chosen source must be (a predicate
// over objects, tested now: a later change of colour does not matter).
Value oc_rt_PreventNextChosen(ExecContext *ctx, Value r, Value fn, Value mode) {
  if (forbidden(ctx, "prevent_next_chosen")) return 0;
  Game &g = *ctx->game;
  if (mode < 0 || mode > 1) {
    g.error(fmt::format("prevent_next_chosen: no mode {}", mode));
    return 0;
  }
  // 609.7a: a permanent or a spell on the stack (the objects a scenario can
  // name; the other sources of 609.7a are not offered).
  std::vector<ObjId> candidates;
  forEachInZones(g, zoneBit(Zone::Battlefield) | zoneBit(Zone::Stack), [&](ObjId id) {
    if (g.isLive(id) && holdsFor(ctx, fn, g.objectRef(id))) candidates.push_back(id);
  });
  ObjId chosen = kNoObject;
  takeAnswerIf(g, ctx->controller, [&](const std::string &a) {
    std::optional<Value> v = g.resolveName(a);
    if (!v || !isObject(*v) ||
        std::find(candidates.begin(), candidates.end(), objOf(*v)) == candidates.end())
      return false;
    chosen = objOf(*v);
    return true;
  });
  // Without an answer: the first source an opponent controls, else the first one.
  if (chosen == kNoObject)
    for (ObjId id : candidates)
      if (g.controllerOf(id) != ctx->controller) {
        chosen = id;
        break;
      }
  if (chosen == kNoObject && !candidates.empty()) chosen = candidates.front();
  std::string who = ctx->controller >= 0 ? g.player(ctx->controller).name : "nobody";
  if (chosen == kNoObject) {
    g.note(fmt::format("{} has no source to choose (CR 609.7a): nothing is prevented", who));
    return 0;
  }
  g.note(fmt::format("{} chooses {} as the source (CR 609.7a)", who, g.describe(chosen)));
  PreventionEffect e;
  e.locked = r;
  e.mode = int(mode);
  e.source = ctx->source;
  e.controller = ctx->controller;
  e.chosenSource = chosen;
  e.once = true;
  // The card's definition must outlive the effect (its source may be gone).
  if (const GameObject *o = g.object(ctx->source); o && o->def.get() == ctx->card) e.def = o->def;
  g.addPreventionEffect(std::move(e));
  return 0;
}

} // extern "C"
