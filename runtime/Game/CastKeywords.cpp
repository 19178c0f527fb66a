// Keywords of branch `keywords6` (issue 14): entwine (702.42), cascade (702.85)
// and transmute (702.53). The compiler emits only the keyword's descriptor (its
// cost); the hooks in Actions.cpp (cast, activate, castTriggers, runKeyword)
// call here.
#include "runtime/Game/Game.h"

#include <algorithm>

#include <fmt/format.h>

namespace oraclec::rt {

namespace {
// 202.3e: on the stack, X in the mana cost counts as the value announced for it.
int manaValueWithX(const Characteristics &c, const GameObject *o) {
  int mv = manaValue(c.manaValueCost());
  if (!o || o->zone != Zone::Stack) return mv;
  const std::string &cost = c.manaValueCost();
  for (size_t at = 0; (at = cost.find("{X}", at)) != std::string::npos; at += 3)
    mv += o->x;
  return mv;
}
} // namespace

// 702.42a: "You may choose all modes of this spell instead of just the number
// specified. If you do, you pay an additional [cost]." The modes are followed in
// the order written (702.42b). The cost's mana joins the total cost (601.2f);
// its other parts ("Entwine—Sacrifice three lands.") are paid by payEntwineRest
// with the other costs (601.2h).
ActionResult Game::entwine(PlayerId p, ObjId spell, const AbilityDescriptor *modal,
                           const std::vector<int> &given, std::vector<int> &chosenModes,
                           std::string &symbols) {
  const AbilityDescriptor *kw = printedKeyword(spell, Keyword::Entwine);
  if (!kw) return ActionResult::fail("it has no entwine (CR 702.42a)");
  if (!modal || modal->modal.modes.empty())
    return ActionResult::fail("entwine is paid only for a modal spell (CR 702.42a, 700.2)");
  if (!given.empty())
    return ActionResult::fail(
        "an entwined spell has all its modes: `modes:` is not given (CR 702.42a)");
  chosenModes.clear();
  for (size_t i = 0; i < modal->modal.modes.size(); ++i)
    chosenModes.push_back(int(i));
  symbols += kw->cost.mana.symbols;
  note(fmt::format("{} chooses all {} modes of {} for its entwine cost (CR 702.42a)",
                   player(p).name, chosenModes.size(), describe(spell)));
  return {};
}

// The parts of the entwine cost that are not mana, paid with the other costs (601.2h).
ActionResult Game::payEntwineRest(PlayerId p, ObjId spell) {
  const AbilityDescriptor *kw = printedKeyword(spell, Keyword::Entwine);
  if (!kw) return ActionResult::fail("it has no entwine (CR 702.42a)");
  CostSpec other = kw->cost;
  other.mana = {};
  if (auto r = payCosts(p, spell, other, {}); !r)
    return ActionResult::fail(r.error + " (entwine cost, CR 702.42a)");
  return {};
}

// 702.85a, 702.85c: each instance of cascade triggers when its spell is cast.
// The spell's mana value is taken now (the trigger compares with it as it
// resolves; a spell's mana value doesn't change on the stack).
void Game::cascadeTriggers(ObjId spell) {
  Characteristics c = characteristics(spell);
  if (!c.hasKeyword(Keyword::Cascade)) return;
  int mv = manaValueWithX(c, object(spell));
  for (int instance : keywordInstances(c, Keyword::Cascade)) {
    PendingTrigger t{spell, c.def, instance, c.controller, objectRef(spell), int(Keyword::Cascade)};
    t.eventAmount = mv;
    pending_.push_back(std::move(t));
    note(fmt::format("{}'s cascade triggers (CR 702.85a)", c.name));
  }
}

// The resolution of cascade (702.85a) and transmute (702.53a); false for any other keyword.
bool Game::runCastKeyword(const StackItem &item) {
  PlayerId p = item.controller;
  int mv = int(item.eventAmount);
  switch (Keyword(item.keyword)) {
  case Keyword::Cascade: {
    // Exile from the top until a nonland card with a lesser mana value is exiled.
    std::vector<ObjId> exiled;
    ObjId hit = kNoObject;
    for (;;) {
      const auto &lib = zone(p, Zone::Library);
      if (lib.empty()) break;
      ObjId top = lib.front();
      ObjId moved = moveObject(top, Zone::Exile);
      const auto &after = zone(p, Zone::Library);
      if (!after.empty() && after.front() == top)
        break; // it could not leave the library: nothing more can be exiled
      if (!isLive(moved) || object(moved)->zone != Zone::Exile)
        continue; // replaced: it went elsewhere, not exiled this way
      exiled.push_back(moved);
      Characteristics ec = characteristics(moved);
      if (!ec.hasType(CardType::Land) && manaValue(ec.manaValueCost()) < mv) {
        hit = moved;
        break;
      }
    }
    note(fmt::format("{} exiles {} card(s) by cascade{} (CR 702.85a)", player(p).name,
                     exiled.size(),
                     hit != kNoObject ? ", the last one " + describe(hit)
                                      : ", none of them a nonland card that costs less"));
    if (hit != kNoObject) {
      std::string name = describe(hit);
      if (!yesNoAnswer(p).value_or(true))
        note(fmt::format("{} does not cast {} (CR 702.85a)", player(p).name, name));
      else if (ActionResult r = castByPermission(p, hit, {kNoObject, int(Keyword::Cascade), true});
               !r)
        note(fmt::format("{} can't be cast: {} (CR 702.85a)", name, r.error));
      else
        note(fmt::format("{} casts {} without paying its mana cost (cascade, CR 702.85a, 118.9)",
                         player(p).name, name));
    }
    // "all cards exiled this way that weren't cast on the bottom of your library in a random order"
    std::vector<ObjId> rest;
    for (ObjId id : exiled)
      if (isLive(id) && object(id)->zone == Zone::Exile) rest.push_back(id);
    for (size_t i = rest.size(); i > 1; --i) // Fisher-Yates with the game's seeded generator
      std::swap(rest[i - 1], rest[size_t(nextRandom() % i)]);
    for (ObjId id : rest)
      moveToLibraryBottom(id);
    if (!rest.empty())
      note(fmt::format(
          "{} card(s) are put on the bottom of {}'s library in a random order (CR 702.85a)",
          rest.size(), player(p).name));
    return true;
  }
  case Keyword::Transmute: {
    // "Search your library for a card with the same mana value as the discarded
    // card, reveal that card, and put it into your hand. Then shuffle your library."
    std::vector<ObjId> found = search(
        p, 1, [&](ObjId id) { return manaValue(characteristics(id).manaValueCost()) == mv; });
    for (ObjId id : found) {
      note(fmt::format("{} reveals {} (mana value {}, transmute, CR 702.53a)", player(p).name,
                       describe(id), mv));
      moveObject(id, Zone::Hand);
    }
    shuffle(p);
    return true;
  }
  default:
    return false;
  }
}

} // namespace oraclec::rt
