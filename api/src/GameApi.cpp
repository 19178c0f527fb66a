// oraclec_game_*: create a game, set it up, act in it. The rules are those of
// runtime/Game (the engine `oraclec run` drives for scenarios); this file only
// translates handles, ids and names.
#include "Boundary.h"
#include "Handles.h"

#include <fmt/format.h>

using namespace oraclec;
using api::fail;

namespace {

rt::Game &gameOf(oraclec_game *g) {
  return *g->game;
}

rt::PlayerId player(oraclec_game *g, int p) {
  if (p < 0 || p >= g->game->playerCount())
    fail(ORACLEC_ERROR_INVALID_ARGUMENT,
         fmt::format("no player {} (players are 0 to {})", p, g->game->playerCount() - 1));
  return rt::PlayerId(p);
}

rt::Zone zone(oraclec_zone z) {
  int v = api::rawEnum(z);
  if (v < 0 || v >= rt::kZoneCount) fail(ORACLEC_ERROR_INVALID_ARGUMENT, fmt::format("no zone {}", v));
  return rt::Zone(v);
}

rt::ObjId object(oraclec_game *g, oraclec_object id) {
  if (!g->game->isLive(id))
    fail(ORACLEC_ERROR_INVALID_ARGUMENT,
         fmt::format("no object {} (an object that changed zones has a new id, CR 400.7)", id));
  return id;
}

rt::Value ref(oraclec_game *g, const oraclec_ref &r) {
  int kind = api::rawEnum(r.kind);
  if (kind == ORACLEC_REF_PLAYER) return g->game->playerRef(player(g, int(r.id)));
  if (kind == ORACLEC_REF_OBJECT) return g->game->objectRef(object(g, r.id));
  fail(ORACLEC_ERROR_INVALID_ARGUMENT, fmt::format("unknown reference kind {}", kind));
}

std::vector<rt::Value> refs(oraclec_game *g, const oraclec_ref *targets, size_t count) {
  if (count && !targets) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "targets is null");
  std::vector<rt::Value> out;
  for (size_t i = 0; i < count; ++i)
    out.push_back(ref(g, targets[i]));
  return out;
}

void check(const rt::ActionResult &r, const char *what) {
  if (!r) fail(ORACLEC_ERROR_ILLEGAL_ACTION, std::string(what) + ": " + r.error);
}

// Runs a setup or action call on `game`: the strings of earlier queries expire.
template <class Body> oraclec_status act(oraclec_game *game, Body &&body) {
  if (!game) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(game->lastError, [&] {
    game->strings.clear();
    body();
  });
}

} // namespace

extern "C" {

oraclec_status oraclec_game_create(oraclec_library *library, const char *const *player_names,
                                   size_t player_count, oraclec_game **out) {
  if (!library || !out) return ORACLEC_ERROR_INVALID_ARGUMENT;
  *out = nullptr;
  return api::guard(library->lastError, [&] {
    if (player_count < 2 || !player_names)
      fail(ORACLEC_ERROR_INVALID_ARGUMENT, "a game needs at least two players");
    std::vector<std::string> names;
    for (size_t i = 0; i < player_count; ++i) {
      if (!player_names[i] || !*player_names[i])
        fail(ORACLEC_ERROR_INVALID_ARGUMENT, fmt::format("player {} has no name", i));
      names.push_back(player_names[i]);
    }
    auto g = std::make_unique<oraclec_game>();
    g->store = library->store;
    g->game = std::make_unique<rt::Game>(names);
    oraclec_game *raw = g.get();
    g->game->log = [raw](const std::string &line) { raw->events.push_back(line); };
    g->game->recordEvents = true; // oraclec_game_record*
    g->game->setTurn(1, 0, rt::TurnStep::Main1); // as a scenario starts
    *out = g.release();
  });
}

void oraclec_game_destroy(oraclec_game *game) {
  delete game;
}

const char *oraclec_game_last_error(const oraclec_game *game) {
  return game ? game->lastError.c_str() : "game is null";
}

oraclec_status oraclec_game_add_card(oraclec_game *game, int p, oraclec_zone z, const char *name,
                                     oraclec_object *out) {
  return act(game, [&] {
    if (!name) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "card_name is null");
    rt::PlayerId owner = player(game, p);
    rt::Zone where = zone(z);
    if (where == rt::Zone::Stack)
      fail(ORACLEC_ERROR_INVALID_ARGUMENT, "a card goes onto the stack only by being cast");
    std::string why;
    auto def = game->store->playable(name, why);
    if (!def)
      fail(why.rfind("unknown card", 0) == 0 ? ORACLEC_ERROR_NOT_FOUND : ORACLEC_ERROR_NOT_PLAYABLE,
           why);
    rt::ObjId id = gameOf(game).createObject(owner, def, where);
    if (out) *out = id;
  });
}

oraclec_status oraclec_game_set_deck(oraclec_game *game, int p, const char *const *names,
                                     size_t count) {
  return act(game, [&] {
    rt::PlayerId owner = player(game, p);
    if (count && !names) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "card_names is null");
    // Every name is checked before any card is added: all or nothing.
    std::vector<std::shared_ptr<const rt::CardDefinition>> defs;
    for (size_t i = 0; i < count; ++i) {
      std::string why;
      auto def = names[i] ? game->store->playable(names[i], why) : nullptr;
      if (!def)
        fail(!names[i] || why.rfind("unknown card", 0) == 0 ? ORACLEC_ERROR_NOT_FOUND
                                                            : ORACLEC_ERROR_NOT_PLAYABLE,
             names[i] ? why : fmt::format("card name {} is null", i));
      defs.push_back(def);
    }
    for (auto &def : defs) // createObject puts library cards at the bottom: top first
      gameOf(game).createObject(owner, def, rt::Zone::Library);
  });
}

oraclec_status oraclec_game_set_life(oraclec_game *game, int p, int life) {
  return act(game, [&] {
    gameOf(game).player(player(game, p)).life = life;
    gameOf(game).touch();
  });
}

oraclec_status oraclec_game_shuffle(oraclec_game *game, int p) {
  return act(game, [&] { gameOf(game).shuffle(player(game, p)); });
}

oraclec_status oraclec_game_draw(oraclec_game *game, int p, int count) {
  return act(game, [&] {
    if (count < 0) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "count must not be negative");
    gameOf(game).draw(player(game, p), count);
  });
}

oraclec_status oraclec_game_cast(oraclec_game *game, int p, oraclec_object card,
                                 const oraclec_ref *targets, size_t target_count, const int *modes,
                                 size_t mode_count, int x) {
  return act(game, [&] {
    if (mode_count && !modes) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "modes is null");
    if (x < 0) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "x must not be negative");
    std::vector<int> chosen(modes, modes + mode_count);
    check(gameOf(game).cast(player(game, p), object(game, card), refs(game, targets, target_count),
                            {}, x, chosen),
          "cast");
  });
}

oraclec_status oraclec_game_activate(oraclec_game *game, int p, oraclec_object obj, int ability,
                                     const oraclec_ref *targets, size_t target_count, int x) {
  return act(game, [&] {
    if (ability < 1) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "abilities are numbered from 1");
    if (x < 0) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "x must not be negative");
    check(gameOf(game).activate(player(game, p), object(game, obj), ability,
                                refs(game, targets, target_count), {}, x),
          "activate");
  });
}

oraclec_status oraclec_game_play_land(oraclec_game *game, int p, oraclec_object card) {
  return act(game,
             [&] { check(gameOf(game).playLand(player(game, p), object(game, card)), "play"); });
}

oraclec_status oraclec_game_pass(oraclec_game *game, int p) {
  return act(game, [&] { check(gameOf(game).pass(player(game, p)), "pass"); });
}

oraclec_status oraclec_game_resolve_top(oraclec_game *game) {
  return act(game, [&] { check(gameOf(game).resolveTop(), "resolve"); });
}

oraclec_status oraclec_game_next_step(oraclec_game *game) {
  return act(game, [&] { check(gameOf(game).nextStep(), "next step"); });
}

oraclec_status oraclec_game_advance_to(oraclec_game *game, oraclec_step step, int next_turn) {
  return act(game, [&] {
    int s = api::rawEnum(step);
    if (s < 0 || s >= rt::kTurnSteps) fail(ORACLEC_ERROR_INVALID_ARGUMENT, fmt::format("no step {}", s));
    check(gameOf(game).advanceTo(rt::TurnStep(s), next_turn != 0), "advance");
  });
}

oraclec_status oraclec_game_declare_attackers(oraclec_game *game, const oraclec_object *attackers,
                                              const oraclec_ref *defenders, size_t count) {
  return act(game, [&] {
    if (count && (!attackers || !defenders))
      fail(ORACLEC_ERROR_INVALID_ARGUMENT, "attackers or defenders is null");
    std::vector<std::pair<rt::ObjId, rt::Value>> attacks;
    for (size_t i = 0; i < count; ++i)
      attacks.push_back({object(game, attackers[i]), ref(game, defenders[i])});
    check(gameOf(game).declareAttackers(attacks), "attack");
  });
}

oraclec_status oraclec_game_declare_blockers(oraclec_game *game, const oraclec_object *blockers,
                                             const oraclec_object *attackers, size_t count) {
  return act(game, [&] {
    if (count && (!blockers || !attackers))
      fail(ORACLEC_ERROR_INVALID_ARGUMENT, "blockers or attackers is null");
    std::vector<std::pair<rt::ObjId, rt::ObjId>> blocks;
    for (size_t i = 0; i < count; ++i)
      blocks.push_back({object(game, blockers[i]), object(game, attackers[i])});
    check(gameOf(game).declareBlockers(blocks), "block");
  });
}

oraclec_status oraclec_game_answer(oraclec_game *game, int p, const char *const *answer,
                                   size_t count) {
  return act(game, [&] {
    if (count && !answer) fail(ORACLEC_ERROR_INVALID_ARGUMENT, "answer is null");
    rt::ChoiceAnswer a;
    a.player = p == -1 ? rt::kNoPlayer : player(game, p);
    for (size_t i = 0; i < count; ++i) {
      if (!answer[i]) fail(ORACLEC_ERROR_INVALID_ARGUMENT, fmt::format("answer {} is null", i));
      a.answer.push_back(answer[i]);
    }
    gameOf(game).answers.push_back(std::move(a));
  });
}

size_t oraclec_game_pending_answers(const oraclec_game *game) {
  return game ? game->game->answers.size() : 0;
}

} // extern "C"
