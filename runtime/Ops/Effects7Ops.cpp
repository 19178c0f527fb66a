// effects7 (issue 14): "<effect> unless <player> <action>" (118.12a), "discard a land
// card" (701.8a) and "target land becomes the basic land type of your choice" (305.7).
#include "runtime/Ops/OpSupport.h"
#include "runtime/Vocabulary/Subtypes.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

// 118.12a: "[Do something] unless [a player does something else]" is "[A player may do
// something else]. If [that player doesn't], [do something]." The action function
// returns whether all of it was done; it does nothing when it can't be done in full
// (118.3), so "can't" and "doesn't" both lead to the effect.
Value oc_rt_UnlessDoes(ExecContext *ctx, Value who, Value action, Value effect) {
  if (forbidden(ctx, "unless_does")) return 0;
  Game &g = *ctx->game;
  std::vector<PlayerId> players = playersIn(ctx, who);
  bool done = false;
  if (!players.empty()) {
    PlayerId p = players.front();
    bool yes = true; // without an answer the player does it if able
    takeAnswerIf(g, p, [&](const std::string &a) {
      std::string s = lower(a);
      if (s == "yes" || s == "true" || s == "y") return yes = true, true;
      if (s == "no" || s == "false" || s == "n") return yes = false, true;
      return false;
    });
    g.note(fmt::format("{} chooses {} (CR 118.12a)", g.player(p).name,
                       yes ? "to do it" : "not to do it"));
    if (yes) {
      ExecContext sub = *ctx;
      done = g.callFn(ctx->card, FnId(action), sub, 0) != 0;
      ctx->choices = sub.choices;
      if (!done) g.note(fmt::format("{} can't do it (CR 118.3)", g.player(p).name));
    }
  }
  if (done) return 0;
  ExecContext sub = *ctx;
  g.callFn(ctx->card, FnId(effect), sub, 0);
  ctx->choices = sub.choices; // made in the body, by the same resolution (608.2d)
  return 0;
}

// 701.8a: each player discards a card of their choice the filter accepts (the first
// such card without an answer); their hand is not revealed.
Value oc_rt_DiscardMatching(ExecContext *ctx, Value players, Value filter, Value) {
  if (forbidden(ctx, "discard_matching")) return 0;
  Game &g = *ctx->game;
  Value discarded = 0;
  for (PlayerId p : playersIn(ctx, players))
    discarded += g.discardChosen(
        p, p, [&](ObjId id) { return holdsFor(ctx, filter, g.objectRef(id)); }, /*reveal=*/false);
  return discarded;
}

// 305.7: the land loses its other land types and the abilities of its rules text and
// has the basic land type's mana ability (305.6); the type is chosen as the effect
// resolves (608.2d) among those of the mask, the first of them without an answer.
Value oc_rt_SetChosenLandType(ExecContext *ctx, Value r, Value mask, Value untilEndOfTurn) {
  if (forbidden(ctx, "set_chosen_land_type")) return 0;
  Game &g = *ctx->game;
  static constexpr const char *kBasic[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
  int chosen = -1;
  for (int i = 0; i < 5 && chosen < 0; ++i)
    if (mask & (Value(1) << i)) chosen = i;
  if (chosen < 0) {
    g.error("set_chosen_land_type: no basic land type to choose");
    return 0;
  }
  if (mask & (mask - 1)) // more than one: the controller chooses (608.2d)
    takeAnswerIf(g, ctx->controller, [&](const std::string &a) {
      for (int i = 0; i < 5; ++i)
        if ((mask & (Value(1) << i)) && lower(a) == lower(kBasic[i])) return chosen = i, true;
      return false;
    });
  g.note(fmt::format("{} chooses {} (CR 305.7)",
                     ctx->controller >= 0 ? g.player(ctx->controller).name : "nobody",
                     kBasic[chosen]));
  ContinuousEffect e;
  e.layer = Layer::L4;
  e.source = ctx->source;
  e.controller = ctx->controller;
  e.duration = untilEndOfTurn ? Duration::UntilEndOfTurn : Duration::Indefinite;
  std::vector<ObjId> set;
  for (ObjId id : objectsIn(ctx, r))
    if (g.isLive(id) && g.object(id)->zone == Zone::Battlefield) set.push_back(id);
  e.locked = std::move(set);
  e.description = fmt::format("becomes {}", kBasic[chosen]);
  std::string type = kBasic[chosen];
  e.nativeApply = [type](Characteristics &c) {
    std::erase_if(c.subtypes, [](const std::string &s) {
      auto i = oraclec::vocab::subtypeIndex(s);
      return i && oraclec::vocab::kSubtypes[*i].category == oraclec::vocab::SubtypeCategory::Land;
    });
    c.subtypes.push_back(type);
    c.textAbilitiesRemoved = true;
    c.keywords.reset();
    c.granted.clear();
  };
  e.nativeReads = 0;
  e.nativeWrites = field::Subtypes | field::Keywords | field::Abilities;
  g.addEffect(std::move(e));
  return 0;
}

} // extern "C"
