#include "runtime/Game/Game.h"

namespace oraclec::rt {

std::vector<ObjId> Game::objectsOf(PlayerId p) const {
  std::vector<ObjId> out;
  for (ObjId id : battlefield())
    if (controllerOf(id) == p)
      out.push_back(id);
  for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
    if (it->kind == StackItem::Spell && object(it->object) && object(it->object)->owner == p)
      out.push_back(it->object);
  for (Zone z : {Zone::Hand, Zone::Graveyard, Zone::Exile, Zone::Library})
    for (ObjId id : zone(p, z))
      out.push_back(id);
  return out;
}

std::optional<Value> Game::resolveName(std::string_view text) const {
  auto trim = [](std::string_view s) {
    while (!s.empty() && s.front() == ' ')
      s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
      s.remove_suffix(1);
    return s;
  };
  text = trim(text);
  if (auto p = findPlayer(text))
    return playerRef(*p);
  std::vector<PlayerId> who;
  std::string_view card = text;
  size_t dot = text.find('.');
  if (dot != std::string_view::npos) {
    if (auto p = findPlayer(trim(text.substr(0, dot)))) {
      who.push_back(*p);
      card = trim(text.substr(dot + 1));
    }
  }
  if (who.empty())
    for (PlayerId p = 0; p < playerCount(); ++p)
      who.push_back(p);
  int nth = 1;
  size_t hash = card.rfind('#');
  if (hash != std::string_view::npos && hash + 1 < card.size() && card.size() - hash <= 6 &&
      card.substr(hash + 1).find_first_not_of("0123456789") == std::string_view::npos) {
    nth = std::stoi(std::string(card.substr(hash + 1)));
    card = trim(card.substr(0, hash));
  }
  for (PlayerId p : who)
    for (ObjId id : objectsOf(p)) {
      const GameObject *o = object(id);
      // A face-down permanent has no name (708.2a): a scenario names it by its card (morph).
      std::string name = o->zone == Zone::Battlefield && !o->faceDown ? characteristics(id).name
                                                                      : (o->def ? o->def->name : "");
      if (name == card && --nth == 0)
        return objectRef(id);
    }
  return std::nullopt;
}

} // namespace oraclec::rt
