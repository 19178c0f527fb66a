// oraclec_game_* and oraclec_object_* queries: the game's state, with each
// object's characteristics as the layer system computes them (CR 613).
// Queries never fail: a bad handle, player or object gives a neutral value
// (0, -1 or "").
#include "Boundary.h"
#include "Handles.h"

#include <fmt/format.h>

using namespace oraclec;

namespace {

bool validPlayer(const oraclec_game *g, int p) {
  return g && p >= 0 && p < g->game->playerCount();
}

bool validZone(oraclec_zone z) {
  return api::rawEnum(z) >= 0 && api::rawEnum(z) < rt::kZoneCount;
}

const rt::GameObject *objectOf(const oraclec_game *g, oraclec_object id) {
  return g && id != rt::kNoObject ? g->game->object(id) : nullptr;
}

// The objects `oraclec_game_zone_*` lists: the permanents a player controls,
// or the cards the player owns in another zone (the stack: its items' objects).
std::vector<rt::ObjId> zoneObjects(const oraclec_game *g, int p, oraclec_zone z) {
  if (!validPlayer(g, p) || !validZone(z)) return {};
  const rt::Game &game = *g->game;
  std::vector<rt::ObjId> out;
  if (z == ORACLEC_ZONE_BATTLEFIELD) {
    for (rt::ObjId id : game.battlefield())
      if (game.controllerOf(id) == p) out.push_back(id);
    return out;
  }
  if (z == ORACLEC_ZONE_STACK) {
    for (auto it = game.stack().rbegin(); it != game.stack().rend(); ++it)
      if (it->kind == rt::StackItem::Spell && game.object(it->object) &&
          game.object(it->object)->owner == p)
        out.push_back(it->object);
    return out;
  }
  return game.zone(rt::PlayerId(p), rt::Zone(api::rawEnum(z)));
}

std::string typeLine(const rt::Characteristics &c) {
  std::string line;
  for (const auto &s : c.supertypes)
    line += (line.empty() ? "" : " ") + s;
  for (int t = 0; t < 32; ++t)
    if (c.types & (1u << t))
      line += (line.empty() ? "" : " ") + std::string(rt::cardTypeName(rt::CardType(t)));
  if (!c.subtypes.empty()) {
    line += " \u2014";
    for (const auto &s : c.subtypes)
      line += " " + s;
  }
  return line;
}

const rt::StackItem *stackItem(const oraclec_game *g, size_t index) {
  if (!g || index >= g->game->stack().size()) return nullptr;
  return &g->game->stack()[g->game->stack().size() - 1 - index]; // 0: the top
}

} // namespace

extern "C" {

int oraclec_game_player_count(const oraclec_game *game) {
  return game ? game->game->playerCount() : 0;
}

const char *oraclec_game_player_name(oraclec_game *game, int p) {
  if (!validPlayer(game, p)) return "";
  return api::query<const char *>("", [&] { return game->keep(game->game->player(p).name); });
}

int oraclec_game_life(const oraclec_game *game, int p) {
  return validPlayer(game, p) ? game->game->player(p).life : 0;
}

int oraclec_game_poison(const oraclec_game *game, int p) {
  return validPlayer(game, p) ? game->game->player(p).poison : 0;
}

int oraclec_game_has_lost(const oraclec_game *game, int p) {
  return validPlayer(game, p) && game->game->player(p).lost ? 1 : 0;
}

int oraclec_game_is_over(const oraclec_game *game) {
  return game && game->game->gameOver() ? 1 : 0;
}

int oraclec_game_turn(const oraclec_game *game) {
  return game ? game->game->turn() : 0;
}

oraclec_step oraclec_game_step(const oraclec_game *game) {
  return game ? oraclec_step(int(game->game->step())) : ORACLEC_STEP_UNTAP;
}

int oraclec_game_active_player(const oraclec_game *game) {
  return game ? game->game->activePlayer() : -1;
}

int oraclec_game_priority_player(const oraclec_game *game) {
  return game ? game->game->priorityPlayer() : -1;
}

size_t oraclec_game_zone_size(const oraclec_game *game, int p, oraclec_zone z) {
  return api::query<size_t>(0, [&] { return zoneObjects(game, p, z).size(); });
}

oraclec_object oraclec_game_zone_object(const oraclec_game *game, int p, oraclec_zone z,
                                        size_t index) {
  return api::query<oraclec_object>(0, [&] {
    auto objects = zoneObjects(game, p, z);
    return index < objects.size() ? objects[index] : rt::kNoObject;
  });
}

oraclec_object oraclec_game_find_object(oraclec_game *game, int p, oraclec_zone z,
                                        const char *name) {
  if (!name) return 0;
  return api::query<oraclec_object>(0, [&] {
    for (rt::ObjId id : zoneObjects(game, p, z))
      if (game->game->characteristics(id).name == name) return id;
    return rt::kNoObject;
  });
}

const char *oraclec_object_name(oraclec_game *game, oraclec_object id) {
  if (!objectOf(game, id)) return "";
  return api::query<const char *>("",
                                  [&] { return game->keep(game->game->characteristics(id).name); });
}

const char *oraclec_object_type_line(oraclec_game *game, oraclec_object id) {
  if (!objectOf(game, id)) return "";
  return api::query<const char *>(
      "", [&] { return game->keep(typeLine(game->game->characteristics(id))); });
}

const char *oraclec_object_mana_cost(oraclec_game *game, oraclec_object id) {
  if (!objectOf(game, id)) return "";
  return api::query<const char *>(
      "", [&] { return game->keep(game->game->characteristics(id).manaCost); });
}

int oraclec_object_power_toughness(const oraclec_game *game, oraclec_object id, int *power,
                                   int *toughness) {
  if (!objectOf(game, id)) return 0;
  return api::query<int>(0, [&] {
    rt::Characteristics c = game->game->characteristics(id);
    if (!c.hasPT) return 0;
    if (power) *power = c.power;
    if (toughness) *toughness = c.toughness;
    return 1;
  });
}

const char *oraclec_object_keywords(oraclec_game *game, oraclec_object id) {
  if (!objectOf(game, id)) return "";
  return api::query<const char *>("", [&] {
    rt::Characteristics c = game->game->characteristics(id);
    std::string list;
    for (size_t k = 0; k < c.keywords.size(); ++k)
      if (c.hasKeyword(rt::Keyword(k)))
        list += (list.empty() ? "" : ", ") + std::string(rt::keywordName(rt::Keyword(k)));
    return game->keep(list);
  });
}

int oraclec_object_controller(const oraclec_game *game, oraclec_object id) {
  return objectOf(game, id) ? api::query<int>(-1, [&] { return game->game->controllerOf(id); })
                            : -1;
}

int oraclec_object_owner(const oraclec_game *game, oraclec_object id) {
  const rt::GameObject *o = objectOf(game, id);
  return o ? o->owner : -1;
}

int oraclec_object_is_tapped(const oraclec_game *game, oraclec_object id) {
  const rt::GameObject *o = objectOf(game, id);
  return o && o->tapped ? 1 : 0;
}

int oraclec_object_damage(const oraclec_game *game, oraclec_object id) {
  const rt::GameObject *o = objectOf(game, id);
  return o ? o->damage : 0;
}

int oraclec_object_zone(const oraclec_game *game, oraclec_object id) {
  const rt::GameObject *o = objectOf(game, id);
  return o && o->alive ? int(o->zone) : -1;
}

size_t oraclec_game_stack_size(const oraclec_game *game) {
  return game ? game->game->stack().size() : 0;
}

oraclec_object oraclec_game_stack_object(const oraclec_game *game, size_t index) {
  const rt::StackItem *item = stackItem(game, index);
  return item ? item->object : rt::kNoObject;
}

const char *oraclec_game_stack_name(oraclec_game *game, size_t index) {
  const rt::StackItem *item = stackItem(game, index);
  if (!item) return "";
  return api::query<const char *>("", [&] { return game->keep(item->name); });
}

int oraclec_game_stack_controller(const oraclec_game *game, size_t index) {
  const rt::StackItem *item = stackItem(game, index);
  return item ? item->controller : -1;
}

size_t oraclec_game_event_count(const oraclec_game *game) {
  return game ? game->events.size() : 0;
}

const char *oraclec_game_event(const oraclec_game *game, size_t index) {
  return game && index < game->events.size() ? game->events[index].c_str() : "";
}

void oraclec_game_clear_events(oraclec_game *game) {
  if (!game) return;
  game->events.clear();
  game->game->recordedEvents.clear();
}

} // extern "C"
