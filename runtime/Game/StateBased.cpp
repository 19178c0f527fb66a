// CR 704: state-based actions, checked whenever a player would receive
// priority (117.5), all applicable ones performed simultaneously, repeated
// until none applies; then triggered abilities go on the stack (603.3).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

bool Game::checkStateBasedActions() {
  bool any = false;
  for (Player &p : players_) {
    if (p.lost)
      continue;
    if (p.life <= 0) { // 704.5a
      p.lost = true;
      any = true;
      touch();
      note(p.name + " loses the game: 0 or less life (CR 704.5a)");
    } else if (p.drewFromEmptyLibrary) { // 704.5b
      p.lost = true;
      any = true;
      touch();
      note(p.name + " loses the game: drew from an empty library (CR 704.5b)");
    } else if (p.poison >= 10) { // 704.5c
      p.lost = true;
      any = true;
      touch();
      note(p.name + " loses the game: ten or more poison counters (CR 704.5c)");
    }
  }
  // 704.5d: a token in a zone other than the battlefield ceases to exist;
  // 704.5e: so does a copy of a spell in a zone other than the stack (--- keywords ---).
  for (auto &[id, o] : objects_)
    if (o.alive && (o.token || o.spellCopy) && o.zone != Zone::Battlefield && o.zone != Zone::Stack) {
      removeFromZone(id);
      o.alive = false;
      any = true;
      touch();
      note(o.spellCopy ? fmt::format("the copy of {} ceases to exist (CR 704.5e)", o.def ? o.def->name : "?")
                       : fmt::format("token {} ceases to exist (CR 704.5d)", o.def ? o.def->name : "?"));
    }
  if (variantStateBasedActions()) // schemes and phenomena (313.6, 311.7)
    any = true;
  std::vector<ObjId> toGraveyard, toDestroy;
  std::vector<std::pair<PlayerId, std::string>> legends;
  for (ObjId id : battlefield()) {
    Characteristics c = characteristics(id);
    GameObject *o = object(id);
    if (c.hasType(CardType::Creature)) {
      if (c.toughness <= 0) { // 704.5f
        toGraveyard.push_back(id);
        note(fmt::format("{} has toughness {} (CR 704.5f)", describe(id), c.toughness));
        continue;
      }
      bool lethal = o->damage > 0 && o->damage >= c.toughness;            // 704.5g
      bool deathtouch = o->damagedByDeathtouch; // 704.5h (also when wither/infect dealt it as counters)
      if ((lethal || deathtouch) && !c.hasKeyword(Keyword::Indestructible)) {
        toDestroy.push_back(id);
        note(fmt::format("{} has {} damage (CR {})", describe(id), o->damage, lethal ? "704.5g" : "704.5h"));
        continue;
      }
    }
    if (c.hasType(CardType::Planeswalker) && o->counter(CounterKind::Loyalty) <= 0) { // 704.5i
      toGraveyard.push_back(id);
      note(fmt::format("{} has no loyalty (CR 704.5i)", describe(id)));
      continue;
    }
    if (o->bestowed && c.hasSubtype("Aura") &&
        unbestowIfUnattached(id)) { // --- keywords7 --- 702.103f
      any = true;
      continue;
    }
    if (c.hasSubtype("Aura")) { // 704.5m
      Value to = attachedTo(id);
      if (to == kNoRef || !canBeAttachedTo(id, to)) {
        toGraveyard.push_back(id);
        note(fmt::format("{} is attached to {} (CR 704.5m)", describe(id), to == kNoRef ? "nothing" : "an illegal object"));
        continue;
      }
    } else if (o->attachedTo != kNoRef) { // 704.5n (Equipment, Fortification), 704.5p (others)
      Value to = attachedTo(id);
      if (to == kNoRef || !canBeAttachedTo(id, to)) {
        o = object(id);
        o->attachedTo = kNoRef;
        any = true;
        touch();
        // rules16: a creature is unattached by 704.5p even when it is an Equipment
        // (an animated Equipment, 301.5c); other Equipment and Fortifications by 704.5n.
        bool byN = (c.hasSubtype("Equipment") || c.hasSubtype("Fortification")) &&
                   !c.hasType(CardType::Creature);
        note(fmt::format("{} becomes unattached (CR {})", describe(id), byN ? "704.5n" : "704.5p"));
      }
    }
    int plus = o->counter(CounterKind::PlusOnePlusOne), minus = o->counter(CounterKind::MinusOneMinusOne);
    if (plus > 0 && minus > 0) { // 704.5q
      int n = std::min(plus, minus);
      o->counters[size_t(CounterKind::PlusOnePlusOne)] -= n;
      o->counters[size_t(CounterKind::MinusOneMinusOne)] -= n;
      any = true;
      touch();
      note(fmt::format("{}: {} +1/+1 and -1/-1 counters are removed (CR 704.5q)", describe(id), n));
    }
  }
  if (dungeonActions()) // 704.5t (Dungeons.cpp)
    any = true;
  std::vector<ObjId> toSacrifice;              // rules17: 704.5s (Sagas.cpp)
  if (sagaAndCounterLimitActions(toSacrifice)) // 704.5r
    any = true;
  // 704.5j legend rule: the controller keeps one (default: the newest, see docs/decisions.md).
  for (ObjId id : battlefield()) {
    Characteristics c = characteristics(id);
    if (std::find(c.supertypes.begin(), c.supertypes.end(), "Legendary") == c.supertypes.end())
      continue;
    for (ObjId other : battlefield())
      if (other > id && characteristics(other).name == c.name && controllerOf(other) == c.controller &&
          std::find(toGraveyard.begin(), toGraveyard.end(), id) == toGraveyard.end()) {
        toGraveyard.push_back(id);
        note(fmt::format("legend rule: {} goes to the graveyard (CR 704.5j)", describe(id)));
        break;
      }
  }
  // 704.5k world rule: of two or more world permanents, all but the one that
  // has had the world supertype for the shortest time go to the graveyard; if
  // that is a tie, they all do. Time as a world permanent is its timestamp
  // (613.7d: when it entered; supertype-changing effects are not modelled).
  {
    std::vector<ObjId> worlds;
    for (ObjId id : battlefield()) {
      const auto &st = characteristics(id).supertypes;
      if (std::find(st.begin(), st.end(), "World") != st.end())
        worlds.push_back(id);
    }
    if (worlds.size() >= 2) {
      Timestamp newest = 0;
      size_t atNewest = 0;
      for (ObjId id : worlds)
        if (object(id)->timestamp > newest) {
          newest = object(id)->timestamp;
          atNewest = 1;
        } else if (object(id)->timestamp == newest) {
          ++atNewest;
        }
      for (ObjId id : worlds)
        if ((object(id)->timestamp != newest || atNewest > 1) &&
            std::find(toGraveyard.begin(), toGraveyard.end(), id) == toGraveyard.end()) {
          toGraveyard.push_back(id);
          note(fmt::format("world rule: {} goes to the graveyard (CR 704.5k)", describe(id)));
        }
    }
  }
  for (ObjId id : toGraveyard)
    if (isLive(id)) {
      moveObject(id, Zone::Graveyard);
      any = true;
    }
  for (ObjId id : toDestroy)
    if (isLive(id)) {
      destroy(id);
      any = true;
    }
  for (ObjId id : toSacrifice) // 704.5s: its controller sacrifices it (701.17a)
    if (isLive(id) && object(id)->zone == Zone::Battlefield) {
      sacrifice(id);
      any = true;
    }
  return any;
}

void Game::ascendFor(PlayerId p) {
  if (p < 0 || p >= playerCount() || player(p).citysBlessing)
    return;
  size_t permanents = 0;
  for (ObjId id : battlefield())
    permanents += controllerOf(id) == p;
  if (permanents < 10)
    return;
  player(p).citysBlessing = true;
  touch();
  note(fmt::format("{} gets the city's blessing (CR 702.131c)", player(p).name));
}

void Game::ascend() {
  for (ObjId id : battlefield())
    if (characteristics(id).hasKeyword(Keyword::Ascend))
      ascendFor(controllerOf(id));
}

void Game::playerWouldReceivePriority() {
  for (int guard = 0; guard < 200; ++guard) {
    bool any = false;
    for (int i = 0; i < 100 && checkStateBasedActions(); ++i)
      any = true;
    stateTriggers(); // 603.8: checked whenever a player would receive priority
    ascend();        // 702.131b: a permanent's ascend applies at once
    if (!pending_.empty()) {
      putTriggersOnStack();
      continue;
    }
    if (!any)
      break;
  }
}

} // namespace oraclec::rt
