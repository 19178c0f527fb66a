// Abilities of cards outside the battlefield (113.6m) and costs that move
// cards (118.3; branch zones2): "Exile ~" (from wherever the
// ability functions, 113.6m), "Discard ~" (an ability of a card in hand),
// "Exile a creature card from your graveyard", "Discard a card at random"
// (701.8b). Called by payCosts inside the activation's or cast's rollback: a
// cost that can't be paid fails the whole action (602.2b, 601.2h).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>
#include <utility>

namespace oraclec::rt {

ActionResult Game::payZoneCosts(PlayerId p, ObjId source, const CostSpec &cost,
                                const CardDefinition *def) {
  if (cost.discardRandom && cost.discard > 0) { // 701.8b: nobody chooses
    if (int(zone(p, Zone::Hand).size()) < cost.discard)
      return ActionResult::fail(
          fmt::format("{} has fewer than {} cards in hand to discard (CR 118.3)", player(p).name,
                      cost.discard));
    for (ObjId id : discard(p, cost.discard, true))
      costDiscarded_.push_back(id); // effects8: "the discarded card" (608.2h)
  }
  if (cost.exileTop > 0) { // "Exile the top N cards of your library" (406.2)
    std::vector<ObjId> library = zone(p, Zone::Library);
    if (int(library.size()) < cost.exileTop)
      return ActionResult::fail(
          fmt::format("{} has fewer than {} cards in their library to exile (CR 118.3)",
                      player(p).name, cost.exileTop));
    for (int i = 0; i < cost.exileTop; ++i) {
      ObjId top = zone(p, Zone::Library).front(); // 401.1: the top card is the first
      note(fmt::format("{} exiles {} from the top of their library to pay a cost (CR 118.3)",
                       player(p).name, describe(top)));
      moveObject(top, Zone::Exile);
    }
  }
  if (cost.exileFilter != kNoFn) {
    if (!def) def = characteristics(source).def.get();
    ExecContext ctx = contextFor(source, p, def);
    ctx.readOnly = true;
    // Cards p owns in those zones, permanents p controls (118.3: only what the payer has).
    std::vector<ObjId> choices;
    auto consider = [&](ObjId id) {
      if (id != source && callFn(def, cost.exileFilter, ctx, objectRef(id))) choices.push_back(id);
    };
    if (cost.exileZones & zoneBit(Zone::Battlefield))
      for (ObjId id : battlefield())
        if (controllerOf(id) == p) consider(id);
    for (Zone z : {Zone::Graveyard, Zone::Hand})
      if (cost.exileZones & zoneBit(z))
        for (ObjId id : zone(p, z))
          consider(id);
    if (int(choices.size()) < cost.exileCount)
      return ActionResult::fail(
          fmt::format("fewer than {} cards to exile for the cost (CR 118.3)", cost.exileCount));
    std::vector<ObjId> chosen;
    if (auto a = takeAnswer(p)) // the payer chooses (default: the first ones)
      for (const std::string &name : *a)
        if (auto v = resolveName(name); v && refTag(*v) == RefTag::Object) {
          ObjId id = ObjId(refIndex(*v));
          if (std::find(choices.begin(), choices.end(), id) != choices.end() &&
              std::find(chosen.begin(), chosen.end(), id) == chosen.end())
            chosen.push_back(id);
        }
    for (ObjId id : choices)
      if (int(chosen.size()) < cost.exileCount &&
          std::find(chosen.begin(), chosen.end(), id) == chosen.end())
        chosen.push_back(id);
    chosen.resize(size_t(cost.exileCount));
    for (ObjId id : chosen) {
      note(fmt::format("{} exiles {} to pay a cost (CR 118.3)", player(p).name, describe(id)));
      moveObject(id, Zone::Exile);
      costExiled_.push_back(id); // effects8: "the exiled card" (608.2h)
    }
  }
  if (cost.exileSelf || cost.discardSelf) {
    const GameObject *o = object(source);
    if (!o || !o->alive)
      return ActionResult::fail(describe(source) +
                                " is no longer there to pay the cost (CR 400.7)");
    if (cost.discardSelf) {
      if (o->zone != Zone::Hand || o->owner != p)
        return ActionResult::fail(describe(source) + " is not in " + player(p).name +
                                  "'s hand to discard");
      note(fmt::format("{} discards {} (CR 701.8a)", player(p).name, describe(source)));
      discardCard(p, source, false); // altcast: madness (702.35a)
    } else {
      note(fmt::format("{} exiles {} to pay a cost (CR 118.3)", player(p).name, describe(source)));
      moveObject(source, Zone::Exile);
    }
  }
  return {};
}

// Cards in graveyards with a triggered ability that functions there (113.6m:
// "Whenever ..., return ~ from your graveyard to the battlefield").
std::vector<ObjId> Game::graveyardTriggerSources() const {
  std::vector<ObjId> out;
  for (PlayerId p = 0; p < playerCount(); ++p)
    for (ObjId id : zone(p, Zone::Graveyard)) {
      const GameObject *o = object(id);
      if (o && o->def &&
          std::any_of(o->def->abilities.begin(), o->def->abilities.end(),
                      [](const AbilityDescriptor &a) {
                        return a.kind == AbilityKind::Triggered && a.functionsIn == Zone::Graveyard;
                      }))
        out.push_back(id);
    }
  return out;
}

ObjId Game::exileLinked(ObjId source, ObjId id, bool untilLeaves) {
  ObjId nid = moveObject(id, Zone::Exile);
  const GameObject *n = object(nid);
  GameObject *src = object(source);
  if (nid == kNoObject || !n || n->zone != Zone::Exile || !src) // a replacement sent it elsewhere
    return nid;
  touch();
  src->exiledWith.push_back(nid);
  if (untilLeaves) {
    src->exiledUntilLeaves.push_back(nid);
    note(fmt::format("{} is exiled until {} leaves the battlefield (CR 610.3a)", describe(nid),
                     describe(source)));
  }
  return nid;
}

// 610.3a: the cards return at once, under their owners' control, as one event
// after the source has left; one that left exile in the meantime is a new object
// and stays where it is (400.7).
void Game::returnExiledUntilLeaves(ObjId left) {
  GameObject *src = object(left);
  if (!src || src->exiledUntilLeaves.empty()) return;
  std::vector<ObjId> back = std::exchange(src->exiledUntilLeaves, {});
  for (ObjId id : back)
    if (const GameObject *o = object(id); o && o->alive && o->zone == Zone::Exile) {
      note(fmt::format("{} returns as {} has left the battlefield (CR 610.3a)", describe(id),
                       describe(left)));
      moveObject(id, Zone::Battlefield, o->owner);
    }
}

// Whether an ability of an object in zone `here` functions (113.6m): one that
// moves its card out of a graveyard or hand only there, the others not there.
bool abilityFunctionsIn(const AbilityDescriptor &a, Zone here) {
  if (a.functionsIn != Zone::Battlefield) return a.functionsIn == here;
  return here != Zone::Graveyard && here != Zone::Hand && here != Zone::Library &&
         here != Zone::Exile;
}

} // namespace oraclec::rt
