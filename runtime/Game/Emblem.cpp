// Emblems (CR 114): "You get an emblem with ..." puts an emblem into that
// player's command zone (114.1). It is neither a card nor a permanent (114.3),
// its owner controls it (114.2), and its abilities function there (114.4):
// the command zone is already a source of triggered and static abilities
// (Game::abilitySources), so an emblem is an object with a definition there.
#include "runtime/Game/Game.h"

#include <fmt/format.h>

namespace oraclec::rt {

ObjId Game::createEmblem(PlayerId p, std::shared_ptr<const CardDefinition> def) {
  if (p < 0 || p >= playerCount() || !def) return kNoObject;
  touch();
  GameObject o;
  o.id = nextObject_++;
  o.def = std::move(def);
  o.owner = o.controller = p;
  o.zone = Zone::Command;
  o.timestamp = ++timestamp_;
  ObjId id = o.id;
  objects_[id] = std::move(o);
  players_[size_t(p)].zones[size_t(Zone::Command)].push_back(id);
  note(fmt::format("{} gets an emblem (CR 114.1)", player(p).name));
  return id;
}

} // namespace oraclec::rt
