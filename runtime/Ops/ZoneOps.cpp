// Zone changes card text names directly ("search your library for ... and put
// it onto the battlefield", "return ... from your graveyard to the
// battlefield", "put ... on top of its owner's library"), and the player
// quantities conditions read (life, cards in a zone, whose turn it is).
#include "runtime/Ops/OpSupport.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

namespace {

enum Destination { Hand = 0, Battlefield = 1, BattlefieldTapped = 2, LibraryTop = 3 };
constexpr int64_t kUnderYourControl = 4;
constexpr int64_t kLibraryBottom = 8;
constexpr int64_t kGraveyard = 16; // library2: its owner's graveyard (404.1)
constexpr int64_t kExile = 32;     // search8: exile (406.2)

// The destination codes are packed by the lowering of "put ... onto/into ...".
bool isBattlefield(int64_t destination) {
  if (destination == kLibraryBottom || destination == kGraveyard || destination == kExile) return false;
  return (destination & 3) == Battlefield || (destination & 3) == BattlefieldTapped;
}

void moveOne(ExecContext *ctx, ObjId id, int64_t destination) {
  Game &g = *ctx->game;
  if (isBattlefield(destination)) {
    PlayerId controller = (destination & kUnderYourControl) ? ctx->controller : kNoPlayer;
    ObjId nid = g.moveObject(id, Zone::Battlefield, controller);
    if (nid != kNoObject && (destination & 3) == BattlefieldTapped) // 110.5: enters tapped
      g.tap(nid);
    return;
  }
  if (destination == kLibraryBottom)
    g.moveToLibraryBottom(id);
  else if (destination == kGraveyard) // library2
    g.moveObject(id, Zone::Graveyard);
  else if (destination == kExile) // search8 (406.2)
    g.moveObject(id, Zone::Exile);
  else if ((destination & 3) == Hand)
    g.moveObject(id, Zone::Hand);
  else // LibraryTop: placed on top (400.6)
    g.moveObject(id, Zone::Library);
}

// 614.13a: the objects one instruction puts onto the battlefield enter at the same time.
void moveAll(ExecContext *ctx, const std::vector<ObjId> &ids, int64_t destination) {
  Game &g = *ctx->game;
  std::optional<Game::EnteringTogether> together;
  if (isBattlefield(destination)) together.emplace(g);
  for (ObjId id : ids)
    if (const GameObject *o = g.object(id); o && o->alive) moveOne(ctx, id, destination);
}

} // namespace

extern "C" {

Value oc_rt_Search(ExecContext *ctx, Value players, Value filter, Value packed) {
  int64_t n = packed & 0xffff, destination = (packed >> 16) & 0xffff;
  if (n == 0xffff) n = std::clamp<int64_t>(ctx->x, 0, 1000); // library2: "up to X cards" (107.3a)
  if (n == 0xfffe) n = 0x7fffffff; // search8: "any number of" (701.19b), with the "up to" bit
  bool upTo = (packed >> 32) & 1, shuffleFirst = (packed >> 33) & 1;
  if (forbidden(ctx, "search"))
    return 0;
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players)) {
    auto matches = [&](ObjId id) { return holdsFor(ctx, filter, g.objectRef(id)); };
    std::vector<ObjId> found = g.search(p, int(n), matches, upTo);
    if (shuffleFirst) // "then shuffle and put that card on top" (701.20a)
      g.shuffle(p);
    moveAll(ctx, found, destination);
  }
  return 0;
}

Value oc_rt_MoveTo(ExecContext *ctx, Value r, Value destination, Value) {
  if (forbidden(ctx, "move"))
    return 0;
  moveAll(ctx, objectsIn(ctx, r), destination);
  return 0;
}

Value oc_rt_LookAtTop(ExecContext *ctx, Value players, Value filter, Value packed) {
  if (forbidden(ctx, "look_at_top"))
    return 0;
  static constexpr Zone kZones[] = {Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Library, Zone::Library};
  int64_t count = (packed >> 16) & 0xff, to = (packed >> 24) & 0xf, rest = (packed >> 28) & 0xf;
  if (to > 3 || rest == 1 || rest > 4) { // the rest: hand, graveyard, library top or bottom
    ctx->game->error(fmt::format("look_at_top: bad destinations {:#x}", packed));
    return 0;
  }
  Game::LookSpec spec;
  spec.n = int(packed & 0xffff);
  if (spec.n == 0xffff)
    spec.n = int(std::clamp<int64_t>(ctx->x, 0, 1000)); // library2: "the top X cards" (107.3a)
  spec.count = count == 0xff ? -1 : count == 0xfe ? -2 : int(count);
  spec.chosenTo = kZones[to];
  spec.restTo = kZones[rest];
  spec.restToBottom = rest == 4;
  spec.optional = (packed >> 32) & 1;
  spec.reveal = (packed >> 33) & 1;
  spec.randomOrder = (packed >> 34) & 1;
  spec.revealAll = (packed >> 35) & 1;
  spec.chooser = ctx->controller;
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players))
    g.lookAtTop(p, spec, [&](ObjId id) { return holdsFor(ctx, filter, g.objectRef(id)); });
  return 0;
}

Value oc_rt_Life(ExecContext *ctx, Value r, Value, Value) {
  auto ps = playersIn(ctx, r);
  return ps.empty() ? 0 : ctx->game->player(ps.front()).life;
}

Value oc_rt_CardsIn(ExecContext *ctx, Value r, Value zone, Value) {
  int64_t total = 0;
  if (zone < 0 || zone > int64_t(Zone::Stack))
    return 0;
  for (PlayerId p : playersIn(ctx, r))
    total += int64_t(ctx->game->zone(p, Zone(zone)).size());
  return total;
}

Value oc_rt_IsActivePlayer(ExecContext *ctx, Value r, Value, Value) {
  auto ps = playersIn(ctx, r);
  return !ps.empty() && ps.front() == ctx->game->activePlayer();
}

Value oc_rt_Holds(ExecContext *ctx, Value fn, Value r, Value) { return holdsFor(ctx, fn, r); }

} // extern "C"
