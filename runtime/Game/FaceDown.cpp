// Morph (CR 702.37) and face-down permanents (708): turning one face up.
// Casting face down is Game::cast with `faceDown` (Actions.cpp); the
// characteristics of a face-down object come from faceDownDefinition() in the
// layer system (Layers.cpp); a face-down spell resolves into a face-down
// permanent (Game::newObject, 708.4).
#include "runtime/Game/FaceDown.h"
#include "runtime/Game/Game.h"

#include <fmt/format.h>

namespace oraclec::rt {

const std::shared_ptr<const CardDefinition> &faceDownDefinition() {
  static const std::shared_ptr<const CardDefinition> def = [] {
    auto d = std::make_shared<CardDefinition>();
    d->types = {CardType::Creature};
    d->hasPT = true;
    d->power = 2;
    d->toughness = 2;
    return std::shared_ptr<const CardDefinition>(std::move(d));
  }();
  return def;
}

// The morph cost is printed on the face-up side (702.37a); its controller may
// look at a face-down permanent they control (708.5), so the rules engine reads
// the card itself rather than the (empty) face-down characteristics.
const AbilityDescriptor *Game::morphAbility(ObjId card) const {
  const GameObject *o = object(card);
  if (!o || !o->def) return nullptr;
  for (const AbilityDescriptor &a : o->def->abilities)
    if (a.kind == AbilityKind::Keyword &&
        (a.keyword == Keyword::Morph || a.keyword == Keyword::Megamorph))
      return &a;
  return nullptr;
}

ActionResult Game::turnFaceUp(PlayerId p, ObjId id, std::vector<ObjId> pay) {
  Game saved = *this;
  auto fail = [&](const std::string &why) {
    restore(std::move(saved));
    return ActionResult::fail(why);
  };
  costSacrificed_.clear();
  costDiscarded_.clear(); // effects8
  costExiled_.clear();
  GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield || !o->faceDown)
    return fail(describe(id) + " is not a face-down permanent (CR 702.37e)");
  if (controllerOf(id) != p)
    return fail(describe(id) + " is not controlled by " + player(p).name + " (CR 702.37e)");
  const AbilityDescriptor *morph = morphAbility(id);
  if (!morph) // 702.37e: only a permanent whose face-up side has morph; 708.8 other ways are
              // effects
    return fail(describe(id) + " has no morph cost to turn it face up with (CR 702.37e)");
  // 116.2b: a special action, any time its controller has priority; the cost
  // is paid as any cost (601.2g-h, 602.2), and nothing goes on the stack.
  // library2: the cost's predicates ("Discard a Zombie card") are the face-up card's code,
  // not the face-down 2/2's (708.2a), which has none.
  if (auto r = payCosts(p, id, morph->cost, pay, object(id)->def.get()); !r)
    return fail(r.error + " (morph cost, CR 702.37e)");
  o = object(id);
  o->faceDown = false; // 708.8: the same object; effects on it still apply
  touch();
  note(fmt::format("{} turns {} face up for its {} cost (CR 702.37e, 116.2b)", player(p).name,
                   describe(id), keywordName(morph->keyword)));
  if (morph->keyword ==
      Keyword::Megamorph) { // 702.37b: with a +1/+1 counter as it is turned face up
    putCounters(id, CounterKind::PlusOnePlusOne, 1);
    note(describe(id) + " gets a +1/+1 counter (megamorph, CR 702.37b)");
  }
  // 708.8: turning face up is not entering the battlefield; "When ~ is turned
  // face up" abilities of the now face-up permanent (and of others) trigger.
  emit({.kind = GameEventKind::TurnedFaceUp, .object = id, .player = p});
  checkTriggers(TriggerEvent::TurnedFaceUp, id, id);
  playerWouldReceivePriority(); // 116.3c: the player who took it receives priority
  return {};
}

} // namespace oraclec::rt
