#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

Game::Game(std::vector<std::string> playerNames) {
  for (auto &n : playerNames) {
    Player p;
    p.name = std::move(n);
    players_.push_back(std::move(p));
  }
  if (!players_.empty())
    players_[0].lastTurnStarted = 1;
}

ObjId Game::createObject(PlayerId owner, std::shared_ptr<const CardDefinition> def, Zone zone, bool token) {
  touch();
  GameObject o;
  o.id = nextObject_++;
  o.def = std::move(def);
  o.owner = owner;
  o.controller = owner;
  o.zone = zone;
  o.token = token;
  o.timestamp = ++timestamp_;
  o.controlSinceTurn = -1;
  ObjId id = o.id;
  objects_[id] = std::move(o);
  if (zone != Zone::Stack)
    placeInZone(id, /*top=*/false);
  return id;
}

void Game::setTurn(int turn, PlayerId active, TurnStep step) {
  touch();
  turn_ = turn;
  active_ = active;
  priority_ = active;
  step_ = step;
  passes_ = 0;
  players_[size_t(active)].lastTurnStarted = turn;
}

std::optional<PlayerId> Game::findPlayer(std::string_view name) const {
  for (size_t i = 0; i < players_.size(); ++i)
    if (players_[i].name == name)
      return PlayerId(i);
  return std::nullopt;
}

bool Game::gameOver() const {
  int alive = 0;
  for (auto &p : players_)
    alive += !p.lost;
  return alive <= 1 && players_.size() > 1;
}

GameObject *Game::object(ObjId id) {
  auto it = objects_.find(id);
  return it == objects_.end() ? nullptr : &it->second;
}
const GameObject *Game::object(ObjId id) const {
  auto it = objects_.find(id);
  return it == objects_.end() ? nullptr : &it->second;
}
bool Game::isLive(ObjId id) const {
  const GameObject *o = object(id);
  return o && o->alive;
}

std::vector<ObjId> Game::battlefield() const {
  std::vector<ObjId> out;
  for (auto &p : players_)
    for (ObjId id : p.zones[size_t(Zone::Battlefield)])
      out.push_back(id);
  std::sort(out.begin(), out.end());
  return out;
}

const std::vector<ObjId> &Game::zone(PlayerId owner, Zone z) const {
  if (z == Zone::Stack || owner < 0 || owner >= playerCount())
    return emptyZone_;
  return players_[size_t(owner)].zones[size_t(z)];
}

std::string Game::describe(ObjId id) const {
  const GameObject *o = object(id);
  if (!o)
    return fmt::format("#{}", id);
  return fmt::format("{}'s {}", players_[size_t(o->owner)].name, o->def ? o->def->name : "?");
}

std::string Game::describe(Value ref) const {
  switch (refTag(ref)) {
  case RefTag::Object: return describe(ObjId(refIndex(ref)));
  case RefTag::Player:
    return refIndex(ref) < players_.size() ? players_[refIndex(ref)].name : "player?";
  case RefTag::Set: {
    std::string s = "{";
    for (Value v : expand(ref))
      s += (s.size() > 1 ? ", " : "") + describe(v);
    return s + "}";
  }
  default: return "nothing";
  }
}

void Game::removeFromZone(ObjId id) {
  GameObject *o = object(id);
  if (!o)
    return;
  if (o->zone == Zone::Stack) {
    // spell items are removed by the stack code
    return;
  }
  auto &v = players_[size_t(o->owner)].zones[size_t(o->zone)];
  v.erase(std::remove(v.begin(), v.end(), id), v.end());
}

void Game::placeInZone(ObjId id, bool top) {
  GameObject *o = object(id);
  auto &v = players_[size_t(o->owner)].zones[size_t(o->zone)];
  if (top)
    v.insert(v.begin(), id);
  else
    v.push_back(id);
}

// CR 400.7: an object that moves to another zone becomes a new object.
ObjId Game::newObject(const GameObject &from, Zone to) {
  touch();
  GameObject o;
  o.id = nextObject_++;
  o.def = from.def;
  o.owner = from.owner;
  o.controller = from.owner;
  o.zone = to;
  o.token = from.token;
  o.timestamp = ++timestamp_;
  o.controlSinceTurn = turn_;
  ObjId id = o.id;
  objects_[id] = std::move(o);
  return id;
}

std::optional<std::vector<std::string>> Game::takeAnswer(PlayerId p) {
  for (auto it = answers.begin(); it != answers.end(); ++it)
    if (it->player == p || it->player == kNoPlayer) {
      auto a = it->answer;
      answers.erase(it);
      return a;
    }
  return std::nullopt;
}

Value Game::makeSet(std::vector<Value> members) {
  sets_.push_back(std::move(members));
  return makeRef(RefTag::Set, uint32_t(sets_.size() - 1));
}

std::vector<Value> Game::expand(Value ref) const {
  if (refTag(ref) == RefTag::Set) {
    if (refIndex(ref) < sets_.size())
      return sets_[refIndex(ref)];
    return {};
  }
  if (refTag(ref) == RefTag::None)
    return {};
  return {ref};
}

Value Game::callFn(const CardDefinition *def, FnId fn, ExecContext &ctx, Value arg) {
  if (!def || fn == kNoFn || !def->code)
    return 0;
  ctx.card = def;
  return def->code->call(fn, &ctx, arg);
}

ExecContext Game::contextFor(ObjId source, PlayerId controller, const CardDefinition *def) {
  ExecContext ctx;
  ctx.game = this;
  ctx.source = source;
  ctx.controller = controller;
  ctx.card = def;
  return ctx;
}

PlayerId Game::controllerOf(ObjId id) const {
  const GameObject *o = object(id);
  if (!o)
    return kNoPlayer;
  if (o->zone == Zone::Battlefield || !o->alive)
    return characteristics(id).controller;
  return o->zone == Zone::Stack ? o->controller : o->owner; // 108.4a: cards elsewhere: owner
}

uint64_t Game::addEffect(ContinuousEffect e) {
  touch();
  e.id = nextEffect_++;
  if (e.timestamp == 0)
    e.timestamp = ++timestamp_;
  effects_.push_back(std::move(e));
  return effects_.back().id;
}

void Game::addMana(PlayerId p, int64_t packed) {
  touch();
  players_[size_t(p)].pool.add(packed);
}

void Game::gainLife(PlayerId p, int n) {
  touch();
  if (n > 0)
    players_[size_t(p)].life += n;
}

void Game::loseLife(PlayerId p, int n) {
  touch();
  if (n > 0)
    players_[size_t(p)].life -= n;
}

void Game::putCounters(ObjId id, CounterKind k, int n) {
  GameObject *o = object(id);
  if (!o || !o->alive || n <= 0)
    return;
  touch();
  o->counters[size_t(k)] += n;
  o->countersTimestamp = ++timestamp_; // 613.7c
}

void Game::tap(ObjId id) {
  GameObject *o = object(id);
  if (o && o->alive && o->zone == Zone::Battlefield) {
    touch();
    o->tapped = true;
  }
}

void Game::untap(ObjId id) {
  GameObject *o = object(id);
  if (o && o->alive && o->zone == Zone::Battlefield) {
    touch();
    o->tapped = false;
  }
}

void Game::addPreventionShield(Value recipient, int amount, ObjId source) {
  touch();
  for (Value r : expand(recipient))
    shields_.push_back({nextEffect_++, r, amount, source, ++timestamp_});
}

void Game::destroy(ObjId id) {
  const GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield)
    return;
  if (characteristics(id).hasKeyword(Keyword::Indestructible)) // 702.12b
    return;
  moveObject(id, Zone::Graveyard);
}

} // namespace oraclec::rt
