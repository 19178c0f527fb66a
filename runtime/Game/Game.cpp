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

std::vector<AbilitySlot> abilitiesOf(const Characteristics &c) {
  std::vector<AbilitySlot> out;
  if (c.def && !c.abilitiesRemoved && !c.textAbilitiesRemoved)
    for (size_t i = 0; i < c.def->abilities.size(); ++i)
      if (!c.def->abilities[i].grantOnly)
        out.push_back({c.def.get(), int(i)});
  for (const GrantedAbility &g : c.granted)
    out.push_back({g.def, g.index});
  return out;
}

std::shared_ptr<const CardDefinition> Game::definitionHandle(const CardDefinition *def) const {
  for (const auto &[id, o] : objects_) {
    if (o.def.get() == def)
      return o.def;
    if (o.def && o.def->backFace.get() == def) // --- dfc --- a back face's abilities (712.4d)
      return o.def->backFace;
    if (o.chosen.copyOf && o.chosen.copyOf->def.get() == def) // copy: a copy's abilities (707.2)
      return o.chosen.copyOf->def;
  }
  return nullptr;
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
  GameObject &placed = objects_[id];
  if (zone == Zone::Battlefield && placed.def && placed.def->loyalty > 0 &&
      std::find(placed.def->types.begin(), placed.def->types.end(), CardType::Planeswalker) != placed.def->types.end())
    placed.counters[size_t(CounterKind::Loyalty)] = placed.def->loyalty; // 306.5b
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
  turnOrderPlayer_ = active;
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
  return objects_.get(id);
}
const GameObject *Game::object(ObjId id) const {
  return objects_.get(id);
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
  touch(); // the battlefield and command zone lists feed the view and its source lists
}

void Game::placeInZone(ObjId id, bool top) {
  GameObject *o = object(id);
  auto &v = players_[size_t(o->owner)].zones[size_t(o->zone)];
  if (top)
    v.insert(v.begin(), id);
  else
    v.push_back(id);
  touch(); // the battlefield and command zone lists feed the view and its source lists
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
  o.spellCopy = from.spellCopy; // --- keywords --- a copy of a spell stays one, to cease to exist (704.5e)
  if (from.zone == Zone::Stack && to == Zone::Battlefield)
    o.x = from.x; // 107.3m: a permanent knows the X it was cast with
  // "if you cast it from your hand": a spell remembers where it was cast from (601.2a).
  if (to == Zone::Stack)
    o.castFromHand = from.zone == Zone::Hand;
  else if (from.zone == Zone::Stack && to == Zone::Battlefield)
    o.castFromHand = from.castFromHand;
  if (from.zone == Zone::Stack && to == Zone::Battlefield) {
    o.faceDown = from.faceDown;       // 708.4 (morph): a face-down spell becomes a face-down permanent
    o.kicked = from.kicked;           // 702.33f: and whether it was kicked
    o.colorsSpent = from.colorsSpent; // 702.44b: the mana spent on the resolving spell
    o.alternativeCost = from.alternativeCost; // --- keywords --- 702.74a, 702.109a: "if its evoke (dash) cost was paid"
    o.bestowed =
        from.bestowed; // --- keywords7 --- 702.103b: the permanent a bestowed Aura spell becomes
  }
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
  if (const GameObject *o = object(source)) ctx.x = o->x;
  return ctx;
}

PlayerId Game::controllerOf(ObjId id) const {
  const GameObject *o = object(id);
  if (!o)
    return kNoPlayer;
  if (o->zone == Zone::Battlefield || !o->alive) {
    if (const Characteristics *c = viewed(id)) return c->controller;
    return characteristics(id).controller;
  }
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
  players_[size_t(p)].pool.add(packed);
  if (addingRestricted_) // library5: "Spend this mana only to cast ..." (106.6)
    for (int c = 0; c < 6; ++c)
      if (int n = manaCount(packed, ManaColor(c)); n > 0) {
        RestrictedMana r = *addingRestricted_;
        r.player = p, r.color = c, r.count = n;
        restrictedMana_.push_back(std::move(r));
      }
  touchStatus();
}

void Game::gainLife(PlayerId p, int n) {
  touchStatus();
  if (n <= 0)
    return;
  for (auto [source, rule] : playerRules(PlayerRuleKind::CantGainLife, p)) { // 119.7: no effect makes them gain life
    note(fmt::format("{} can't gain life ({}, CR 119.7)", player(p).name, describe(source)));
    return;
  }
  ProposedEvent ev; // 614.1a: "if you would gain life, ... instead"
  ev.kind = ReplacedEvent::GainLife;
  ev.player = p;
  ev.amount = n;
  replace(ev);
  if (ev.cancelled || ev.amount <= 0)
    return;
  players_[size_t(p)].life += ev.amount;
  touchStatus(); // the view may have been computed above, with the old life total
  emit({.kind = GameEventKind::LifeGained, .player = p, .amount = ev.amount});
  checkTriggers(TriggerEvent::GainsLife, playerRef(p), playerRef(p)); // 603.2
}

void Game::loseLife(PlayerId p, int n) {
  if (n > 0) {
    players_[size_t(p)].life -= n;
    emit({.kind = GameEventKind::LifeLost, .player = p, .amount = n});
  }
  touchStatus();
}

void Game::putCounters(ObjId id, CounterKind k, int n) {
  GameObject *o = object(id);
  if (!o || !o->alive || n <= 0)
    return;
  touch();
  int before = o->counters[size_t(k)];
  o->counters[size_t(k)] += n;
  o->countersTimestamp = ++timestamp_; // 613.7c
  emit({.kind = GameEventKind::Counters, .object = id, .amount = n, .counter = k});
  if (k == CounterKind::Lore && o->zone == Zone::Battlefield) // rules17: chapter abilities (715.2b)
    chapterTriggers(id, before, before + n);
}

void Game::tap(ObjId id) {
  GameObject *o = object(id);
  if (o && o->alive && o->zone == Zone::Battlefield) {
    bool was = o->tapped;
    if (!was)
      emit({.kind = GameEventKind::Tapped, .object = id});
    o->tapped = true;
    touchStatus();
    // --- begin trig2 ---
    if (!was) // 701.21a: only an untapped permanent becomes tapped
      checkTriggers(TriggerEvent::BecomesTapped, objectRef(id), objectRef(id));
    // --- end trig2 ---
  }
}

void Game::untap(ObjId id) {
  GameObject *o = object(id);
  if (o && o->alive && o->zone == Zone::Battlefield) {
    bool was = o->tapped;
    if (was)
      emit({.kind = GameEventKind::Untapped, .object = id});
    o->tapped = false;
    touchStatus();
    // --- begin trig2 ---
    if (was) // 701.21b: only a tapped permanent becomes untapped
      checkTriggers(TriggerEvent::BecomesUntapped, objectRef(id), objectRef(id));
    // --- end trig2 ---
  }
}

void Game::addPreventionShield(Value recipient, int amount, ObjId source) {
  touchStatus();
  for (Value r : expand(recipient))
    shields_.push_back({nextEffect_++, r, amount, source, ++timestamp_});
}

void Game::addPreventionEffect(PreventionEffect e) {
  touchStatus();
  e.id = nextEffect_++;
  e.timestamp = ++timestamp_;
  preventions_.push_back(std::move(e));
}

// --- begin dmg2 ---
void Game::addExileInsteadOfDying(ObjId object, ObjId source, std::string name) {
  ExileInsteadEffect e;
  e.id = nextEffect_++;
  e.object = object;
  e.source = source;
  e.name = std::move(name);
  e.timestamp = ++timestamp_;
  note(
      fmt::format("if {} would die this turn, it is exiled instead (CR 614.1a)", describe(object)));
  exileInstead_.push_back(std::move(e));
}

void Game::addRedirectShield(RedirectShield r) {
  touchStatus();
  r.id = nextEffect_++;
  r.timestamp = ++timestamp_;
  redirects_.push_back(std::move(r));
}

void Game::removeCounters(ObjId id, CounterKind k, int n) {
  GameObject *o = object(id);
  if (!o || !o->alive || n <= 0) return;
  int removed = std::min(n, o->counter(k));
  if (removed <= 0) return;
  touch(); // counters are read by the layer system (613.4c)
  o->counters[size_t(k)] -= removed;
  note(fmt::format("{} {} counter(s) removed from {} (CR 122.1)", removed, counterName(k),
                   describe(id)));
}

bool Game::redirectDamage(ProposedEvent &ev, Value to) {
  if (refTag(to) == RefTag::Player) {
    ev.object = kNoObject;
    ev.player = PlayerId(refIndex(to));
    return true;
  }
  if (refTag(to) != RefTag::Object) return false;
  ObjId id = ObjId(refIndex(to));
  const GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield) return false;
  Characteristics c = characteristics(id);
  if (!c.hasType(CardType::Creature) && !c.hasType(CardType::Planeswalker)) return false;
  ev.object = id;
  ev.player = kNoPlayer;
  return true;
}
// --- end dmg2 ---

void Game::destroy(ObjId id, bool canRegenerate) {
  const GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield)
    return;
  if (characteristics(id).hasKeyword(Keyword::Indestructible)) // 702.12b
    return;
  if (o->regenerationShields > 0 && canRegenerate) { // 701.15a: the shield replaces the destruction
    GameObject *m = object(id);
    touch();
    --m->regenerationShields;
    m->tapped = true;
    m->damage = 0;
    m->damagedByDeathtouch = false;
    m->attacking = false; // 506.4: removed from combat
    m->blocking.clear();
    m->blockedBy.clear();
    for (auto &[oid, other] : objects_)
      std::erase(other.blockedBy, id);
    note(fmt::format("{} regenerates (CR 701.15a)", describe(id)));
    return;
  }
  moveObject(id, Zone::Graveyard);
}

void Game::regenerate(ObjId id) {
  GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield)
    return;
  touchStatus();
  ++o->regenerationShields;
  note(fmt::format("{} gets a regeneration shield (CR 701.15)", describe(id)));
}

void Game::sacrifice(ObjId id) {
  const GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield)
    return;
  note(fmt::format("{} sacrifices {} (CR 701.17a)", player(controllerOf(id)).name, describe(id)));
  moveObject(id, Zone::Graveyard); // not destruction: indestructible and regeneration don't apply
}

// The objects among `from` named by a choice answer ("Card" or "alice.Card").
// (Declared in Game.h since rules15: devour chooses with it too.)
std::vector<ObjId> chosenAmong(const Game &g, const std::vector<std::string> &answer, const std::vector<ObjId> &from) {
  std::vector<ObjId> out;
  for (const std::string &name : answer) {
    std::optional<Value> v = g.resolveName(name);
    for (ObjId id : from) {
      if (std::find(out.begin(), out.end(), id) != out.end())
        continue;
      const GameObject *o = g.object(id);
      if ((v && *v == g.objectRef(id)) || (o && o->def && o->def->name == name)) {
        out.push_back(id);
        break;
      }
    }
  }
  return out;
}

ObjId Game::chooseOne(PlayerId chooser, const std::vector<ObjId> &eligible, std::string_view why) {
  if (eligible.empty())
    return kNoObject;
  std::vector<ObjId> chosen;
  if (auto a = takeAnswer(chooser))
    chosen = chosenAmong(*this, *a, eligible);
  ObjId pick = chosen.empty() ? eligible.front() : chosen.front(); // must choose one if able
  note(fmt::format("{} chooses {} ({})", player(chooser).name, describe(pick), why));
  return pick;
}

void Game::scry(PlayerId p, int n) {
  auto &lib = player(p).zones[size_t(Zone::Library)];
  n = std::min<int>(n, int(lib.size()));
  if (n <= 0)
    return;
  std::vector<ObjId> top(lib.begin(), lib.begin() + n);
  std::vector<ObjId> bottom;
  if (auto a = takeAnswer(p)) // the cards to put on the bottom, in that order; default keep all on top
    bottom = chosenAmong(*this, *a, top);
  touch();
  std::vector<ObjId> keep;
  for (ObjId id : top)
    if (std::find(bottom.begin(), bottom.end(), id) == bottom.end())
      keep.push_back(id);
  std::vector<ObjId> rest(lib.begin() + n, lib.end());
  lib = keep;
  lib.insert(lib.end(), rest.begin(), rest.end());
  lib.insert(lib.end(), bottom.begin(), bottom.end());
  note(fmt::format("{} scries {}: {} on top, {} on the bottom (CR 701.18a)", player(p).name, n, keep.size(),
                   bottom.size()));
}

void Game::surveil(PlayerId p, int n) {
  const auto &lib = zone(p, Zone::Library);
  n = std::min<int>(n, int(lib.size()));
  if (n <= 0)
    return;
  std::vector<ObjId> top(lib.begin(), lib.begin() + n);
  std::vector<ObjId> toGraveyard;
  if (auto a = takeAnswer(p)) // the cards to put into the graveyard; default: all back on top
    toGraveyard = chosenAmong(*this, *a, top);
  for (ObjId id : toGraveyard) // 701.42a: "any number of them into your graveyard"
    moveObject(id, Zone::Graveyard);
  note(fmt::format("{} surveils {}: {} into the graveyard, {} back on top (CR 701.42a)", player(p).name, n,
                   toGraveyard.size(), size_t(n) - toGraveyard.size()));
}

void Game::addEnergy(PlayerId p, int n) {
  if (n <= 0)
    return;
  touchStatus();
  player(p).energy += n;
  note(fmt::format("{} gets {} energy counter(s), now {} (CR 122.1, 107.14)", player(p).name, n, player(p).energy));
}

void Game::mill(PlayerId p, int n) {
  for (int i = 0; i < n; ++i) { // 701.13a
    const auto &lib = zone(p, Zone::Library);
    if (lib.empty())
      return;
    moveObject(lib.front(), Zone::Graveyard);
  }
}

std::vector<ObjId> Game::discard(PlayerId p, int n, bool atRandom) {
  std::vector<ObjId> hand = zone(p, Zone::Hand);
  n = std::min<int>(n, int(hand.size()));
  if (n <= 0) return {};
  std::vector<ObjId> chosen;
  if (atRandom) // 701.8b: nobody chooses; the game's random generator does
    for (size_t i = hand.size(); i > 1; --i)
      std::swap(hand[i - 1], hand[size_t(nextRandom() % i)]);
  else if (auto a = takeAnswer(p)) // 701.8a: the player chooses; default the first cards in hand
    chosen = chosenAmong(*this, *a, hand);
  for (ObjId id : hand)
    if (int(chosen.size()) < n && std::find(chosen.begin(), chosen.end(), id) == chosen.end())
      chosen.push_back(id);
  chosen.resize(size_t(n));
  for (ObjId id : chosen) {
    note(fmt::format("{} discards {} (CR 701.8a)", player(p).name, describe(id)));
    discardCard(p, id, false); // altcast: madness (702.35a)
  }
  return chosen;
}

std::vector<ObjId> Game::search(PlayerId p, int n, const std::function<bool(ObjId)> &matches,
                                bool upTo) {
  for (auto [source, rule] : playerRules(PlayerRuleKind::CantSearch, p)) { // 101.2: the search doesn't happen
    note(fmt::format("{} can't search libraries ({}, CR 101.2)", player(p).name, describe(source)));
    return {};
  }
  std::vector<ObjId> found;
  for (ObjId id : zone(p, Zone::Library))
    if (matches(id))
      found.push_back(id);
  std::vector<ObjId> chosen;
  std::optional<std::vector<std::string>> answer = takeAnswer(p);
  if (answer) chosen = chosenAmong(*this, *answer, found);
  // 701.19b: a player may fail to find; by default they find what they can.
  // "Up to N": an answer naming fewer (or none) is what they find.
  if (!upTo || !answer)
    for (ObjId id : found)
      if (int(chosen.size()) < n && std::find(chosen.begin(), chosen.end(), id) == chosen.end())
        chosen.push_back(id);
  if (int(chosen.size()) > n)
    chosen.resize(size_t(n));
  note(fmt::format("{} searches their library and finds {} card(s) (CR 701.19)", player(p).name, chosen.size()));
  return chosen;
}

void Game::lookAtTop(PlayerId p, const LookSpec &spec, const std::function<bool(ObjId)> &matches) {
  auto &lib = player(p).zones[size_t(Zone::Library)];
  int n = std::min<int>(spec.n, int(lib.size()));
  if (n <= 0)
    return;
  std::vector<ObjId> top(lib.begin(), lib.begin() + n);
  PlayerId chooser = spec.chooser != kNoPlayer ? spec.chooser : p;
  if (spec.revealAll) { // 701.16a: every player sees them
    std::string names;
    for (ObjId id : top)
      names += (names.empty() ? "" : ", ") + describe(id);
    note(fmt::format("{} reveals the top {} card(s) of {}'s library: {} (CR 701.16a)",
                     player(chooser).name, n, player(p).name, names));
  } else {
    note(fmt::format("{} looks at the top {} card(s) of {}'s library (CR 701.16d)",
                     player(chooser).name, n, player(p).name));
  }
  std::vector<ObjId> candidates;
  for (ObjId id : top)
    if (spec.count != 0 && matches(id))
      candidates.push_back(id);
  // "Put all ... cards revealed this way": no choice to make (unless "you may").
  bool forced = spec.count == -2 && !spec.optional;
  std::optional<std::vector<std::string>> answer;
  if (!forced && !(spec.count == -2 && candidates.empty())) answer = takeAnswer(chooser);
  std::vector<ObjId> chosen;
  if (spec.count == 0) {
    // Putting them back in any order (401.4): the answer is the new order.
    std::vector<ObjId> order = answer ? chosenAmong(*this, *answer, top) : std::vector<ObjId>{};
    for (ObjId id : top)
      if (std::find(order.begin(), order.end(), id) == order.end())
        order.push_back(id);
    touch();
    std::copy(order.begin(), order.end(), lib.begin());
    return;
  }
  size_t limit = spec.count < 0 ? candidates.size() : size_t(spec.count);
  if (forced)
    chosen = candidates;
  else if (answer)
    chosen = chosenAmong(*this, *answer, candidates);
  else if (!spec.optional && spec.count > 0) // a stated number must be chosen if possible
    chosen.assign(candidates.begin(), candidates.begin() + std::min(limit, candidates.size()));
  if (chosen.size() > limit)
    chosen.resize(limit);
  // "If it's a creature card, you may put it onto the battlefield. Otherwise,
  // put it into your graveyard.": a matching card not chosen is not "the
  // rest"; it stays where it is (608.2c: "otherwise" is about the card's kind).
  bool declinedStay = spec.count == -2 && spec.optional;
  std::vector<ObjId> rest;
  for (ObjId id : top)
    if (std::find(chosen.begin(), chosen.end(), id) == chosen.end() &&
        !(declinedStay && std::find(candidates.begin(), candidates.end(), id) != candidates.end()))
      rest.push_back(id);
  for (ObjId id : chosen) {
    if (spec.reveal) // 701.16a
      note(fmt::format("{} reveals {} (CR 701.16a)", player(p).name, describe(id)));
    moveObject(id, spec.chosenTo, spec.chosenTo == Zone::Battlefield ? chooser : kNoPlayer);
  }
  if (spec.randomOrder) // 701.20a: a random order
    for (size_t i = rest.size(); i > 1; --i)
      std::swap(rest[i - 1], rest[size_t(nextRandom() % i)]);
  if (spec.restTo != Zone::Library) {
    for (ObjId id : rest)
      moveObject(id, spec.restTo);
  } else {
    // Still in the library: only their position changes (401.4).
    touch();
    auto &library = player(p).zones[size_t(Zone::Library)];
    std::vector<ObjId> others;
    for (ObjId id : library)
      if (std::find(rest.begin(), rest.end(), id) == rest.end())
        others.push_back(id);
    library = spec.restToBottom ? others : rest;
    const auto &after = spec.restToBottom ? rest : others;
    library.insert(library.end(), after.begin(), after.end());
  }
  note(fmt::format("{} puts {} card(s) into their {} and {} {} (CR 701.16d, 401.4)", player(p).name, chosen.size(),
                   zoneName(spec.chosenTo), rest.size(),
                   spec.restTo != Zone::Library ? "into their " + std::string(zoneName(spec.restTo))
                   : spec.restToBottom          ? std::string("on the bottom of their library")
                                                : std::string("on top of their library")));
}

bool Game::discardChosen(PlayerId p, PlayerId chooser, const std::function<bool(ObjId)> &matches, bool reveal) {
  std::vector<ObjId> eligible;
  for (ObjId id : zone(p, Zone::Hand))
    if (matches(id))
      eligible.push_back(id);
  if (reveal)
    note(fmt::format("{} reveals their hand (CR 701.16a)", player(p).name));
  else if (eligible.empty()) // nothing to choose: no answer is used up
    return false;
  std::vector<ObjId> chosen;
  if (auto a = takeAnswer(chooser))
    chosen = chosenAmong(*this, *a, eligible);
  if (chosen.empty() && !eligible.empty()) // must choose one if able
    chosen.push_back(eligible.front());
  if (chosen.empty())
    return false;
  if (reveal)
    note(fmt::format("{} discards {}, chosen by {} (CR 701.8b)", player(p).name, describe(chosen[0]), player(chooser).name));
  else
    note(fmt::format("{} discards {} (CR 701.8a)", player(p).name, describe(chosen[0])));
  discardCard(p, chosen[0], false); // altcast: madness (702.35a)
  return true;
}

void Game::shuffleGraveyardIntoLibrary(PlayerId p) {
  std::vector<ObjId> cards = zone(p, Zone::Graveyard);
  for (ObjId id : cards)
    moveObject(id, Zone::Library);
  shuffle(p); // 701.20d: shuffled even if the graveyard was empty
}

void Game::moveToLibraryBottom(ObjId id) {
  ObjId nid = moveObject(id, Zone::Library); // on top of its owner's library (400.6) ...
  const GameObject *o = object(nid);
  if (nid == kNoObject || !o || o->zone != Zone::Library)
    return; // replaced or gone
  touch();
  auto &lib = player(o->owner).zones[size_t(Zone::Library)];
  auto it = std::find(lib.begin(), lib.end(), nid);
  if (it != lib.end()) // ... then to the bottom
    std::rotate(it, it + 1, lib.end());
}

uint64_t Game::nextRandom() { // splitmix64
  uint64_t z = (rngState += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void Game::shuffle(PlayerId p) {
  touch();
  auto &lib = player(p).zones[size_t(Zone::Library)];
  for (size_t i = lib.size(); i > 1; --i) // Fisher-Yates (701.19a: a random order)
    std::swap(lib[i - 1], lib[size_t(nextRandom() % i)]);
  note(player(p).name + " shuffles their library (CR 701.19a)");
}

void Game::counterSpell(ObjId id) { counterSpellTo(id, Zone::Graveyard); } // rules15

void Game::counterSpellTo(ObjId id, Zone to) {
  const GameObject *o = object(id);
  bool onStack = o && o->alive && o->zone == Zone::Stack &&
                 std::any_of(stack_.begin(), stack_.end(),
                             [&](const StackItem &s) { return s.kind == StackItem::Spell && s.object == id; });
  if (!onStack)
    return;
  if (characteristics(id).hasKeyword(Keyword::CantBeCountered)) {
    note(fmt::format("{} can't be countered (CR 101.2)", describe(id)));
    return;
  }
  note(fmt::format("{} is countered (CR 701.5a)", describe(id)));
  if (to != Zone::Graveyard) // rules15
    note(fmt::format("{} goes to {} instead of its owner's graveyard (CR 614.15)", describe(id), zoneName(to)));
  moveObject(id, to);
}

ObjId Game::createToken(PlayerId p, std::shared_ptr<const CardDefinition> def) {
  // 111.2: the token is created "outside" any zone and put onto the battlefield,
  // through replacement effects (614.1c) and with enters triggers.
  GameObject o;
  o.id = nextObject_++;
  o.def = std::move(def);
  o.owner = p;
  o.controller = p;
  o.zone = Zone::Stack; // not in any zone list; moveObject treats it as coming from nowhere
  o.token = true;
  o.timestamp = ++timestamp_;
  ObjId ghost = o.id;
  objects_[ghost] = std::move(o);
  touch();
  creatingToken_ = true;
  ObjId id = moveObject(ghost, Zone::Battlefield, p);
  creatingToken_ = false;
  return id;
}

} // namespace oraclec::rt
