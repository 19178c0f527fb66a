// Casual variants whose cards live in the command zone (CR 408): Archenemy
// schemes (313, 904), Planechase planes and phenomena (310, 311, 901),
// Vanguard (312, 902). Scheme and planar decks are face-down cards in their
// owner's command zone, top first; face-up ones have functioning abilities.
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

namespace {
bool hasType(const GameObject &o, CardType t) {
  return o.def && std::find(o.def->types.begin(), o.def->types.end(), t) != o.def->types.end();
}
bool isPlanar(const GameObject &o) { return hasType(o, CardType::Plane) || hasType(o, CardType::Phenomenon); }
bool isOngoing(const GameObject &o) {
  return o.def && std::find(o.def->supertypes.begin(), o.def->supertypes.end(), "Ongoing") != o.def->supertypes.end();
}
} // namespace

std::vector<ObjId> Game::abilitySources() const {
  std::vector<ObjId> out = battlefield();
  for (const Player &p : players_)
    for (ObjId id : p.zones[size_t(Zone::Command)])
      if (!objects_.at(id).faceDown)
        out.push_back(id);
  std::sort(out.begin(), out.end());
  return out;
}

// 701.25b: move it off the top of the scheme deck and turn it face up; it is
// set in motion even if it already was face up. 904.9: its "When you set this
// scheme in motion" abilities trigger.
ActionResult Game::setInMotion(PlayerId p, ObjId scheme) {
  std::vector<ObjId> &command = players_[size_t(p)].zones[size_t(Zone::Command)];
  if (scheme == kNoObject)
    for (ObjId id : command)
      if (objects_[id].faceDown && hasType(objects_[id], CardType::Scheme)) {
        scheme = id;
        break;
      }
  const GameObject *o = object(scheme);
  if (!o || !o->alive || o->zone != Zone::Command || o->owner != p || !hasType(*o, CardType::Scheme))
    return ActionResult::fail(scheme == kNoObject ? player(p).name + " has no scheme deck"
                                                  : describe(scheme) + " is not a scheme in " + player(p).name +
                                                        "'s command zone (CR 701.25a)");
  touch();
  objects_[scheme].faceDown = false;
  note(fmt::format("{} sets {} in motion (CR 701.25)", player(p).name, describe(scheme)));
  checkTriggers(TriggerEvent::SetInMotion, scheme, scheme);
  playerWouldReceivePriority();
  return {};
}

// 901.9: the planar die. {CHAOS}: "Whenever you roll {CHAOS}" abilities of
// face-up planes trigger (901.9b); the planeswalker symbol: the planar
// controller planeswalks (901.8, 901.9c; the ability without a source is
// performed at once here).
ActionResult Game::rollPlanarDie(PlayerId p, PlanarDie result) {
  if (p != active_) // 901.9: only the active player rolls
    return ActionResult::fail(player(p).name + " is not the active player (CR 901.9)");
  touch();
  switch (result) {
  case PlanarDie::Blank: note(player(p).name + " rolls a blank face (CR 901.9a)"); break;
  case PlanarDie::Chaos:
    note(player(p).name + " rolls {CHAOS} (CR 901.9b)");
    checkTriggers(TriggerEvent::RollChaos, playerRef(p), playerRef(p));
    break;
  case PlanarDie::Planeswalk:
    note(player(p).name + " rolls {PW} (CR 901.9c)");
    planeswalkNow(p);
    break;
  }
  playerWouldReceivePriority();
  return {};
}

// 701.24b: each face-up plane and phenomenon goes face down to the bottom of
// its owner's planar deck, then the top card of p's planar deck turns face up.
ActionResult Game::planeswalk(PlayerId p) {
  planeswalkNow(p);
  playerWouldReceivePriority();
  return {};
}

void Game::planeswalkNow(PlayerId p) {
  touch();
  std::vector<ObjId> away;
  for (ObjId id : abilitySources())
    if (objects_[id].zone == Zone::Command && isPlanar(objects_[id]))
      away.push_back(id);
  // 701.24d: abilities of the planes planeswalked away from trigger while
  // they are still face up (they look back, like 603.10a).
  for (ObjId id : away)
    checkTriggers(TriggerEvent::PlaneswalkAwayFrom, id, id);
  for (ObjId id : away) {
    GameObject &o = objects_[id];
    o.faceDown = true;
    touch(); // its abilities stop functioning: the view and its source lists change (313.4, 901.7)
    std::vector<ObjId> &deck = players_[size_t(o.owner)].zones[size_t(Zone::Command)];
    std::erase(deck, id);
    deck.push_back(id); // the bottom
    note(fmt::format("{} planeswalks away from {} (CR 701.24b)", player(p).name, describe(id)));
  }
  for (ObjId id : players_[size_t(p)].zones[size_t(Zone::Command)]) {
    GameObject &o = objects_[id];
    if (!o.faceDown || !isPlanar(o) || std::find(away.begin(), away.end(), id) != away.end())
      continue;
    o.faceDown = false;
    touch(); // its abilities function from now on (the encounter trigger among them)
    bool phenomenon = hasType(o, CardType::Phenomenon);
    note(fmt::format("{} {} {} (CR {})", player(p).name, phenomenon ? "encounters" : "planeswalks to", describe(id),
                     phenomenon ? "311.5" : "701.24d"));
    checkTriggers(phenomenon ? TriggerEvent::Encounter : TriggerEvent::PlaneswalkTo, id, id);
    break;
  }
}

// 701.26: only a face-up ongoing scheme may be abandoned.
void Game::abandon(ObjId scheme) {
  GameObject *o = object(scheme);
  if (!o || !o->alive || o->zone != Zone::Command || o->faceDown || !isOngoing(*o))
    return;
  touch();
  o->faceDown = true;
  std::vector<ObjId> &deck = players_[size_t(o->owner)].zones[size_t(Zone::Command)];
  std::erase(deck, scheme);
  deck.push_back(scheme);
  note(fmt::format("{} is abandoned (CR 701.26b)", describe(scheme)));
}

void Game::applyVanguards() {
  touch();
  for (Player &p : players_)
    for (ObjId id : p.zones[size_t(Zone::Command)]) {
      const GameObject &o = objects_[id];
      if (o.faceDown || !hasType(o, CardType::Vanguard))
        continue;
      p.life += o.def->lifeModifier;       // 902.4
      p.maxHandSize += o.def->handModifier; // 902.5b
      note(fmt::format("{}'s vanguard {}: life {}, maximum hand size {} (CR 902.4, 902.5b)", p.name,
                       o.def->name, p.life, p.maxHandSize));
    }
}

bool Game::variantStateBasedActions() {
  bool any = false;
  auto triggeredFrom = [&](ObjId id, bool anyScheme) {
    for (const StackItem &s : stack_)
      if (s.kind == StackItem::Triggered && object(s.object) &&
          (s.object == id || (anyScheme && hasType(*object(s.object), CardType::Scheme) && object(s.object)->zone == Zone::Command)))
        return true;
    for (const PendingTrigger &t : pending_)
      if (object(t.source) &&
          (t.source == id || (anyScheme && hasType(*object(t.source), CardType::Scheme) && object(t.source)->zone == Zone::Command)))
        return true;
    return false;
  };
  for (Player &p : players_) {
    std::vector<ObjId> command = p.zones[size_t(Zone::Command)];
    for (ObjId id : command) {
      GameObject &o = objects_[id];
      if (o.faceDown)
        continue;
      // 313.6: a non-ongoing scheme, with no scheme's triggered ability
      // waiting or on the stack, goes face down to the bottom of the deck.
      if (hasType(o, CardType::Scheme) && !isOngoing(o) && !triggeredFrom(id, true)) {
        touch();
        o.faceDown = true;
        std::vector<ObjId> &deck = p.zones[size_t(Zone::Command)];
        std::erase(deck, id);
        deck.push_back(id);
        note(fmt::format("{} is turned face down and put on the bottom of {}'s scheme deck (CR 313.6)",
                         describe(id), p.name));
        any = true;
      }
      // 311.7: a phenomenon whose ability has left the stack: planeswalk.
      if (hasType(o, CardType::Phenomenon) && !triggeredFrom(id, false)) {
        note(fmt::format("{} has done its work (CR 311.7)", describe(id)));
        planeswalkNow(active_);
        any = true;
      }
    }
  }
  return any;
}

} // namespace oraclec::rt
