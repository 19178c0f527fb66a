// Dungeons (CR 309) and venturing into the dungeon (701.46).
//
// A dungeon card starts outside the game (309.2): a scenario lists a player's
// dungeon cards, kept as definitions in Player::dungeonsOutside, because
// "outside the game" is not a zone (400.11). Venturing puts one into its
// owner's command zone with the venture marker on its topmost room (309.4a),
// or moves the marker along an arrow (309.5a). Each room is a triggered ability
// "When you move your venture marker into this room, [effect]" (309.4c): the
// compiler gives it TriggerEvent::RoomEntered with its room number in `amount`
// and the rooms its arrows point to in `roomExits`. A dungeon leaves the game
// when it is completed (309.7): by venturing from its bottommost room (701.46c)
// or by the state-based action of 704.5t.
#include "runtime/Game/Game.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace oraclec::rt {

namespace {
bool isRoom(const AbilityDescriptor &a) {
  return a.kind == AbilityKind::Triggered && a.trigger.event == TriggerEvent::RoomEntered;
}
const AbilityDescriptor *roomOf(const CardDefinition *def, int room) {
  if (!def) return nullptr;
  for (const AbilityDescriptor &a : def->abilities)
    if (isRoom(a) && a.amount == room) return &a;
  return nullptr;
}
// The room's name: the compiler names a room ability by its room ("Entry Hall").
std::string roomName(const CardDefinition *def, int room) {
  const AbilityDescriptor *a = roomOf(def, room);
  return a && !a->text.empty() ? a->text : fmt::format("room {}", room);
}
bool sameWords(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}
} // namespace

void Game::ventureIntoDungeon(PlayerId p) {
  if (p < 0 || p >= playerCount()) return;
  Player &pl = player(p);
  const GameObject *current = pl.dungeon != kNoObject ? object(pl.dungeon) : nullptr;
  if (current && current->alive && current->zone == Zone::Command) {
    const AbilityDescriptor *room = roomOf(current->def.get(), pl.ventureRoom);
    if (room && !room->roomExits.empty()) {
      // 701.46b: an adjacent room along an arrow; the player chooses among several
      // (the `choose:` answer naming a room, else the first arrow).
      int next = room->roomExits.front();
      if (room->roomExits.size() > 1)
        if (auto a = takeAnswer(p)) {
          auto named = std::find_if(room->roomExits.begin(), room->roomExits.end(), [&](int r) {
            return !a->empty() && sameWords(a->front(), roomName(current->def.get(), r));
          });
          if (named == room->roomExits.end()) {
            errors.push_back(fmt::format(
                "{} ventures: '{}' is not a room an arrow from {} points to (CR 701.46b)", pl.name,
                a->empty() ? "" : a->front(), roomName(current->def.get(), pl.ventureRoom)));
            return;
          }
          next = *named;
        }
      enterRoom(p, next);
      return;
    }
    completeDungeon(p, "701.46c"); // from the bottommost room: then 701.46a again
  }
  // 701.46a, 309.2a: a dungeon card the player owns from outside the game (the
  // `choose:` answer naming one, else the first listed).
  if (pl.dungeonsOutside.empty()) {
    note(fmt::format("{} has no dungeon card outside the game to venture into (CR 309.2a)",
                     pl.name));
    return;
  }
  size_t pick = 0;
  if (pl.dungeonsOutside.size() > 1)
    if (auto a = takeAnswer(p)) {
      auto named =
          std::find_if(pl.dungeonsOutside.begin(), pl.dungeonsOutside.end(), [&](const auto &d) {
            return !a->empty() && sameWords(a->front(), d->name);
          });
      if (named == pl.dungeonsOutside.end()) {
        errors.push_back(fmt::format(
            "{} ventures: '{}' is not a dungeon card they own outside the game (CR 309.2a)",
            pl.name, a->empty() ? "" : a->front()));
        return;
      }
      pick = size_t(named - pl.dungeonsOutside.begin());
    }
  std::shared_ptr<const CardDefinition> def = pl.dungeonsOutside[pick];
  pl.dungeonsOutside.erase(pl.dungeonsOutside.begin() + long(pick));
  pl.dungeon = createObject(p, def, Zone::Command);
  note(fmt::format("{} puts {} into the command zone (CR 309.2a, 701.46a)", pl.name, def->name));
  enterRoom(p, 1); // 309.4a: the topmost room
}

std::string Game::ventureRoomName(PlayerId p) const {
  const GameObject *d = player(p).dungeon != kNoObject ? object(player(p).dungeon) : nullptr;
  return d && d->alive ? roomName(d->def.get(), player(p).ventureRoom) : std::string();
}

void Game::enterRoom(PlayerId p, int room) {
  Player &pl = player(p);
  touch();
  pl.ventureRoom = room;
  const GameObject *d = object(pl.dungeon);
  note(fmt::format("{} moves the venture marker into {} of {} (CR 309.4)", pl.name,
                   roomName(d->def.get(), room), d->def->name));
  Characteristics c = characteristics(pl.dungeon);
  for (const AbilitySlot &slot : abilitiesOf(c)) {
    const AbilityDescriptor &a = slot.descriptor();
    if (!isRoom(a) || a.amount != room) continue;
    // 309.4c: controlled by the dungeon's owner.
    pending_.push_back({pl.dungeon, handleOf(c, slot.def), slot.index, p, objectRef(pl.dungeon)});
    note(fmt::format("the room ability of {} triggers (CR 309.4c)", roomName(d->def.get(), room)));
  }
}

void Game::completeDungeon(PlayerId p, const char *rule) {
  Player &pl = player(p);
  ObjId id = pl.dungeon;
  if (GameObject *o = object(id); o && o->alive) {
    note(fmt::format("{} removes {} from the game and completes it (CR {}, 309.7)", pl.name,
                     o->def ? o->def->name : describe(id), rule));
    removeFromZone(id);
    o->alive = false;
  }
  touch();
  pl.dungeon = kNoObject;
  pl.ventureRoom = 0;
  ++pl.dungeonsCompleted;
}

// 704.5t: "a room ability that has triggered but not yet left the stack": one
// waiting to be put on the stack (603.3) or one on the stack.
bool Game::roomAbilityOnStack(ObjId dungeon) const {
  auto room = [](const CardDefinition *def, int ability) {
    return def && ability >= 0 && size_t(ability) < def->abilities.size() &&
           isRoom(def->abilities[size_t(ability)]);
  };
  for (const PendingTrigger &t : pending_)
    if (t.source == dungeon && room(t.def.get(), t.ability)) return true;
  for (const StackItem &s : stack_)
    if (s.kind == StackItem::Triggered && s.object == dungeon && room(s.def.get(), s.ability))
      return true;
  return false;
}

bool Game::dungeonActions() {
  bool any = false;
  for (PlayerId p = 0; p < playerCount(); ++p) {
    const Player &pl = player(p);
    const GameObject *d = pl.dungeon != kNoObject ? object(pl.dungeon) : nullptr;
    if (!d || !d->alive) continue;
    const AbilityDescriptor *room = roomOf(d->def.get(), pl.ventureRoom);
    if (room && !room->roomExits.empty()) continue; // not the bottommost room
    if (roomAbilityOnStack(pl.dungeon)) continue;
    note(fmt::format("{}'s venture marker is on the bottommost room of {} (CR 704.5t)", pl.name,
                     d->def->name));
    completeDungeon(p, "704.5t");
    any = true;
  }
  return any;
}

} // namespace oraclec::rt
