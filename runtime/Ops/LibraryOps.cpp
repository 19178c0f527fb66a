// Library manipulation and permissions to play (issue 14, branch library):
// "Exile the top N cards of your library. Until end of turn, you may play
// cards exiled this way." (406.2, 601.3, 305.2, 608.2c) and "You may play an
// additional land this turn." (305.2).
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

#include <algorithm>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_ExileTopOfLibrary(ExecContext *ctx, Value players, Value n, Value) {
  if (forbidden(ctx, "exile_top_of_library")) return 0;
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players))
    for (int64_t i = 0; i < n; ++i) {
      const std::vector<ObjId> &library = g.zone(p, Zone::Library);
      if (library.empty()) break; // as many as there are (406.2 does not need N)
      ObjId moved = g.moveObject(library.front(), Zone::Exile); // 401.1: index 0 is the top
      if (const GameObject *o = g.object(moved); o && o->alive && o->zone == Zone::Exile)
        ctx->exiledThisWay.push_back(moved);
    }
  return 0;
}

Value oc_rt_ExiledThisWay(ExecContext *ctx, Value, Value, Value) {
  std::vector<Value> out;
  for (ObjId id : ctx->exiledThisWay)
    if (const GameObject *o = ctx->game->object(id); o && o->alive && o->zone == Zone::Exile)
      out.push_back(makeRef(RefTag::Object, id));
  if (out.size() == 1) return out[0];
  return ctx->game->makeSet(std::move(out));
}

Value oc_rt_MayPlay(ExecContext *ctx, Value objects, Value flags, Value) {
  if (forbidden(ctx, "may_play")) return 0;
  for (ObjId id : objectsIn(ctx, objects))
    ctx->game->permitPlay(ctx->controller, id, flags & 1, flags & 2);
  return 0;
}

Value oc_rt_AdditionalLandThisTurn(ExecContext *ctx, Value players, Value n, Value) {
  if (forbidden(ctx, "additional_land_this_turn")) return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->addLandPlayThisTurn(p, int(std::clamp<Value>(n, 0, 1000)));
  return 0;
}

} // extern "C"

extern "C" {

// 701.16a: the cards are revealed one by one from the top until one matches; that
// one is "chosen" (look_at_top's "all that match" among the revealed cards, where
// only the last can match) and the others are the rest.
Value oc_rt_RevealUntil(ExecContext *ctx, Value players, Value filter, Value packed) {
  if (forbidden(ctx, "reveal_until")) return 0;
  static constexpr Zone kZones[] = {Zone::Hand,    Zone::Battlefield, Zone::Graveyard,
                                    Zone::Library, Zone::Library,     Zone::Exile};
  int64_t to = (packed >> 24) & 0xf, rest = (packed >> 28) & 0xf;
  if (to > 2 || rest == 1 || rest > 5) { // the rest: hand, graveyard, library top or bottom, exile
    ctx->game->error(fmt::format("reveal_until: bad destinations {:#x}", packed));
    return 0;
  }
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players)) {
    const std::vector<ObjId> &library = g.zone(p, Zone::Library);
    size_t n = 0;
    while (n < library.size() && !holdsFor(ctx, filter, g.objectRef(library[n])))
      ++n;
    if (n == library.size()) // none matches: every card is revealed and is the rest
      g.note(fmt::format("{} reveals their whole library without finding the card (CR 701.16a)",
                         g.player(p).name));
    else
      ++n;
    if (n == 0) continue;
    Game::LookSpec spec;
    spec.n = int(n);
    spec.count = -2; // the one that matches
    spec.chosenTo = kZones[to];
    spec.restTo = kZones[rest];
    spec.restToBottom = rest == 4;
    spec.reveal = spec.revealAll = true;
    spec.randomOrder = (packed >> 34) & 1;
    spec.chooser = ctx->controller;
    g.lookAtTop(p, spec, [&](ObjId id) { return holdsFor(ctx, filter, g.objectRef(id)); });
  }
  return 0;
}

} // extern "C"
