// Triggered keyword abilities the runtime performs natively, keyed by the
// Keyword enum rather than compiled card code (docs/runtime.md): exalted,
// bushido, flanking, rampage, battle cry, dethrone, afflict (combat), persist, undying (dies), echo and
// cumulative upkeep (upkeep). The
// compiler emits only the keyword's descriptor; its number ("Bushido 2") is
// the descriptor's `amount`. Each instance triggers separately (702.45b,
// 702.25b, 702.23c): a pending trigger names the instance's ability index.
#include "runtime/Game/Game.h"

#include <algorithm>
#include <bit>
#include <fmt/format.h>

namespace oraclec::rt {

// The instances of keyword `k` an object has: indices of its printed keyword
// abilities, or one instance (-1) when only an effect grants it (layer 6).
std::vector<int> Game::keywordInstances(const Characteristics &c, Keyword k) const {
  std::vector<int> out;
  if (!c.hasKeyword(k))
    return out;
  if (c.def)
    for (size_t i = 0; i < c.def->abilities.size(); ++i)
      if (c.def->abilities[i].kind == AbilityKind::Keyword && c.def->abilities[i].keyword == k)
        out.push_back(int(i));
  if (out.empty())
    out.push_back(-1);
  return out;
}

void Game::triggerKeyword(ObjId source, const Characteristics &c, Keyword k, Value eventObject) {
  for (int instance : keywordInstances(c, k)) {
    pending_.push_back({source, c.def, instance, c.controller, eventObject, int(k)});
    note(fmt::format("{}'s {} triggers", c.name, keywordName(k)));
  }
}

// 508.1m: after attackers are declared. 702.83a-b: exalted triggers when a
// creature its controller controls is the only creature declared as an attacker.
void Game::attackKeywordTriggers(const std::vector<ObjId> &attackers) {
  int mostLife = player(0).life;
  for (PlayerId q = 1; q < playerCount(); ++q)
    mostLife = std::max(mostLife, player(q).life);
  for (ObjId id : attackers) {
    Characteristics c = characteristics(id);
    triggerKeyword(id, c, Keyword::BattleCry, objectRef(id)); // 702.91a
    Value target = Value(object(id)->attackTarget);           // 702.105a: the player with the most life
    if (refTag(target) == RefTag::Player && player(PlayerId(refIndex(target))).life == mostLife)
      triggerKeyword(id, c, Keyword::Dethrone, objectRef(id));
  }
  if (attackers.size() != 1)
    return;
  PlayerId attacking = controllerOf(attackers[0]);
  for (ObjId id : battlefield()) {
    Characteristics c = characteristics(id);
    if (c.controller == attacking)
      triggerKeyword(id, c, Keyword::Exalted, objectRef(attackers[0]));
  }
}

// 509.5a, 509.5c: after blockers are declared.
void Game::blockKeywordTriggers(const std::vector<std::pair<ObjId, ObjId>> &blocks) {
  std::vector<ObjId> blockedAttackers;
  for (auto &[blocker, attacker] : blocks) {
    Characteristics b = characteristics(blocker), a = characteristics(attacker);
    triggerKeyword(blocker, b, Keyword::Bushido, objectRef(blocker)); // 702.45a: "blocks"
    if (!b.hasKeyword(Keyword::Flanking))                            // 702.25a: per blocker without flanking
      triggerKeyword(attacker, a, Keyword::Flanking, objectRef(blocker));
    if (std::find(blockedAttackers.begin(), blockedAttackers.end(), attacker) == blockedAttackers.end())
      blockedAttackers.push_back(attacker);
  }
  for (ObjId attacker : blockedAttackers) { // "becomes blocked": once, however many block it
    Characteristics a = characteristics(attacker);
    triggerKeyword(attacker, a, Keyword::Bushido, objectRef(attacker)); // 702.45a
    triggerKeyword(attacker, a, Keyword::Rampage, objectRef(attacker)); // 702.23a
    Value target = Value(object(attacker)->attackTarget);                 // 702.130a: the defending player
    PlayerId defending =
        refTag(target) == RefTag::Player ? PlayerId(refIndex(target)) : controllerOf(ObjId(refIndex(target)));
    triggerKeyword(attacker, a, Keyword::Afflict, playerRef(defending));
  }
}

// 702.79a persist, 702.93a undying: "when this permanent is put into a
// graveyard from the battlefield, if it had no -1/-1 (+1/+1) counters on it".
// The counters it had are its last known information (603.10a): the record
// of the object that left keeps them.
void Game::diesKeywordTriggers(ObjId died, ObjId inGraveyard) {
  const GameObject *o = object(died);
  if (!o)
    return;
  Characteristics c = characteristics(died);
  if (o->counter(CounterKind::MinusOneMinusOne) == 0)
    triggerKeyword(died, c, Keyword::Persist, objectRef(inGraveyard));
  if (o->counter(CounterKind::PlusOnePlusOne) == 0)
    triggerKeyword(died, c, Keyword::Undying, objectRef(inGraveyard));
}

void Game::removeCounter(ObjId id, CounterKind k) {
  touch();
  --object(id)->counters[size_t(k)];
  note(fmt::format("a {} counter is removed from {}", counterName(k), describe(id)));
}

void Game::pumpUntilEndOfTurn(ObjId target, int power, int toughness, const StackItem &from, std::string why) {
  const GameObject *o = object(target);
  if (!o || !o->alive || o->zone != Zone::Battlefield) // 608.2b-like: it left, nothing to pump
    return;
  ContinuousEffect e;
  e.layer = Layer::L7c;
  e.source = from.object;
  e.controller = from.controller;
  e.locked = std::vector<ObjId>{target}; // 611.2c
  e.nativeApply = [power, toughness](Characteristics &c) {
    c.power += power;
    c.toughness += toughness;
  };
  e.nativeReads = 0;
  e.nativeWrites = field::PT;
  e.description = std::move(why);
  addEffect(std::move(e));
  note(fmt::format("{} gets {:+}/{:+} until end of turn", describe(target), power, toughness));
}

// 702.30a echo: "at the beginning of your upkeep, if this permanent came under
// your control since the beginning of your last upkeep". Objects set up before
// the game (controlSinceTurn -1) have been controlled since before it.
void Game::upkeepKeywordTriggers() {
  for (ObjId id : battlefield()) {
    Characteristics c = characteristics(id);
    const GameObject *o = object(id);
    if (c.controller == active_ && o->controlSinceTurn >= 0 &&
        o->controlSinceTurn >= player(active_).previousTurnStarted)
      triggerKeyword(id, c, Keyword::Echo, objectRef(id));
    if (c.controller != active_)
      continue;
    triggerKeyword(id, c, Keyword::CumulativeUpkeep, objectRef(id)); // 702.24a, 702.24b: each instance
    triggerKeyword(id, c, Keyword::Fading, objectRef(id));           // 702.32a
    if (o->counter(CounterKind::Time) > 0)                           // 702.63a: an intervening if
      triggerKeyword(id, c, Keyword::Vanishing, objectRef(id));
  }
}

// A yes/no choice of player p: a `choose:` answer yes/no or pay/no
// (docs/decisions.md); nothing if the next answer is meant for another choice.
std::optional<bool> Game::yesNoAnswer(PlayerId p) {
  for (auto it = answers.begin(); it != answers.end(); ++it) {
    if (it->player != p && it->player != kNoPlayer)
      continue;
    if (it->answer.empty())
      return std::nullopt;
    const std::string &a = it->answer[0];
    bool yes = a == "yes" || a == "pay" || a == "true";
    if (!yes && a != "no" && a != "false")
      return std::nullopt; // left queued
    answers.erase(it);
    return yes;
  }
  return std::nullopt;
}

// "Sacrifice it unless you pay [cost]" (echo 702.30a; cumulative upkeep
// 702.24a pays it once for each age counter; 118.12a): the controller may pay
// (default: yes, when they can); a payment that fails is rolled back.
void Game::sacrificeUnlessPaid(const StackItem &item, int times, const char *rule) {
  const CostSpec &cost = item.def->abilities[size_t(item.ability)].cost;
  if (yesNoAnswer(item.controller).value_or(true)) {
    Game saved = *this;
    bool paid = true;
    for (int i = 0; i < times && paid; ++i)
      paid = bool(payCosts(item.controller, item.object, cost, {}));
    if (paid) {
      note(fmt::format("{} pays {} x {} (CR {})", player(item.controller).name, times, cost.mana.symbols, rule));
      return;
    }
    restore(std::move(saved));
    note(fmt::format("{} can't pay {} x {}", player(item.controller).name, times, cost.mana.symbols));
  }
  sacrifice(item.object);
}

// 702.27a: "you may pay an additional [cost] as you cast this spell". With a
// `choose:` yes/no the player decides (yes: the cast fails if it can't be
// paid); without one they pay it when they can (docs/decisions.md).
ActionResult Game::payBuyback(PlayerId p, ObjId spell, const AbilityDescriptor &buyback) {
  std::optional<bool> wants = yesNoAnswer(p);
  if (wants == false)
    return {};
  Game saved = *this;
  if (auto r = payCosts(p, spell, buyback.cost, {}); !r) {
    if (wants)
      return ActionResult::fail(r.error + " (buyback cost, CR 702.27a)");
    restore(std::move(saved));
    note(fmt::format("{} can't pay the buyback cost {}", player(p).name, buyback.cost.mana.symbols));
    return {};
  }
  object(spell)->castWithBuyback = true;
  note(fmt::format("{} pays the buyback cost {} (CR 702.27a)", player(p).name, buyback.cost.mana.symbols));
  return {};
}

// 702.100a evolve: "whenever a creature enters the battlefield under your
// control, if that creature's power is greater than this creature's power
// and/or its toughness is greater" (an intervening if, 603.4).
bool Game::evolves(ObjId evolving, ObjId entered) const {
  Characteristics e = characteristics(evolving), n = characteristics(entered);
  return e.hasType(CardType::Creature) && n.hasType(CardType::Creature) && // 702.100c
         (n.power > e.power || n.toughness > e.toughness);
}

void Game::entersKeywordTriggers(ObjId entered) {
  PlayerId controller = controllerOf(entered);
  for (ObjId id : battlefield()) {
    Characteristics c = characteristics(id);
    if (id != entered && c.controller == controller && evolves(id, entered))
      triggerKeyword(id, c, Keyword::Evolve, objectRef(entered));
  }
  moreEntersKeywordTriggers(entered); // --- keywords --- graft, evoke, dash
  altCastEntersEffects(entered);      // altcast: suspend's haste (702.62a)
}

// Counters a permanent enters the battlefield with because of its keywords
// (614.1c): bloodthirst N, "if an opponent was dealt damage this turn" (702.54a,
// each instance 702.54c); fading N (702.32a); vanishing N (702.63a).
void Game::keywordEntryCounters(ObjId entering, std::vector<std::pair<CounterKind, int>> &counters) const {
  Characteristics c = characteristics(entering);
  bool opponentDamaged = false;
  for (PlayerId q = 0; q < playerCount(); ++q)
    opponentDamaged |= q != c.controller && player(q).dealtDamageThisTurn;
  static constexpr std::pair<Keyword, CounterKind> kEntry[] = {{Keyword::Bloodthirst, CounterKind::PlusOnePlusOne},
                                                               {Keyword::Fading, CounterKind::Fade},
                                                               {Keyword::Vanishing, CounterKind::Time},
                                                               {Keyword::Graft, CounterKind::PlusOnePlusOne}}; // --- keywords --- 702.58a
  // 702.44a-b sunburst: a counter for each colour of mana spent to cast it (only a
  // resolving spell has any, see newObject); +1/+1 counters if it enters as a
  // creature, ignoring type-changing effects (its printed types), else charge counters.
  if (int colors = std::popcount(object(entering)->colorsSpent); colors > 0 && c.def) {
    bool creature = std::find(c.def->types.begin(), c.def->types.end(), CardType::Creature) != c.def->types.end();
    size_t instances = keywordInstances(c, Keyword::Sunburst).size(); // 702.44d: each one
    counters.insert(counters.end(), instances, {creature ? CounterKind::PlusOnePlusOne : CounterKind::Charge, colors});
  }
  for (auto &[k, kind] : kEntry) {
    if (k == Keyword::Bloodthirst && !opponentDamaged)
      continue;
    for (int i : keywordInstances(c, k))
      if (i >= 0 && c.def->abilities[size_t(i)].amount > 0)
        counters.push_back({kind, c.def->abilities[size_t(i)].amount});
  }
}

// The resolution of a native triggered keyword (combat, dies, upkeep); false
// if `item` is not one of them.
bool Game::runTriggeredKeyword(const StackItem &item) {
  int n = item.def && item.ability >= 0 ? item.def->abilities[size_t(item.ability)].amount : 0;
  ObjId about = refTag(item.eventObject) == RefTag::Object ? ObjId(refIndex(item.eventObject)) : kNoObject;
  switch (Keyword(item.keyword)) {
  case Keyword::Exalted: pumpUntilEndOfTurn(about, 1, 1, item, "exalted +1/+1 (CR 702.83a)"); return true;
  case Keyword::Bushido:
    pumpUntilEndOfTurn(about, n, n, item, fmt::format("bushido {} (CR 702.45a)", n));
    return true;
  case Keyword::Flanking: pumpUntilEndOfTurn(about, -1, -1, item, "flanking -1/-1 (CR 702.25a)"); return true;
  case Keyword::Rampage: { // 702.23b: counted once, on resolution
    const GameObject *o = object(about);
    int beyondFirst = o ? std::max(0, int(o->blockedBy.size()) - 1) : 0;
    if (beyondFirst > 0)
      pumpUntilEndOfTurn(about, n * beyondFirst, n * beyondFirst, item, fmt::format("rampage {} (CR 702.23a)", n));
    return true;
  }
  case Keyword::Persist:
  case Keyword::Undying: {
    // 400.7: only the card still in the graveyard returns; a token has ceased to exist (704.5d).
    const GameObject *card = object(about);
    if (!card || !card->alive || card->zone != Zone::Graveyard)
      return true;
    bool persist = Keyword(item.keyword) == Keyword::Persist;
    CounterKind k = persist ? CounterKind::MinusOneMinusOne : CounterKind::PlusOnePlusOne;
    note(fmt::format("{} returns to the battlefield with a {} counter (CR {})", describe(about), counterName(k),
                     persist ? "702.79a" : "702.93a"));
    moveObject(about, Zone::Battlefield, card->owner, kNoRef, {{k, 1}});
    return true;
  }
  case Keyword::BattleCry: // 702.91a: each other attacking creature, as it resolves (611.2c)
    for (ObjId id : battlefield())
      if (id != item.object && object(id)->attacking)
        pumpUntilEndOfTurn(id, 1, 0, item, "battle cry +1/+0 (CR 702.91a)");
    return true;
  case Keyword::Dethrone: // 702.105a
    if (isLive(item.object) && object(item.object)->zone == Zone::Battlefield) {
      putCounters(item.object, CounterKind::PlusOnePlusOne, 1);
      note(fmt::format("{} gets a +1/+1 counter (CR 702.105a)", describe(item.object)));
    }
    return true;
  case Keyword::Evolve: // 702.100a: the condition again on resolution (603.4), with LKI of the creature that entered
    if (isLive(item.object) && object(item.object)->zone == Zone::Battlefield && evolves(item.object, about)) {
      putCounters(item.object, CounterKind::PlusOnePlusOne, 1);
      note(fmt::format("{} evolves (CR 702.100b)", describe(item.object)));
    }
    return true;
  case Keyword::Renown: // 702.112a: "if it isn't renowned" (603.4); 702.112c
    if (isLive(item.object) && object(item.object)->zone == Zone::Battlefield && !object(item.object)->renowned) {
      putCounters(item.object, CounterKind::PlusOnePlusOne, n);
      object(item.object)->renowned = true;
      note(fmt::format("{} becomes renowned (CR 702.112a)", describe(item.object)));
    }
    return true;
  case Keyword::Fading: // 702.32a: remove a fade counter; if you can't, sacrifice it
    if (isLive(item.object) && object(item.object)->zone == Zone::Battlefield) {
      if (object(item.object)->counter(CounterKind::Fade) > 0)
        removeCounter(item.object, CounterKind::Fade);
      else
        sacrifice(item.object);
    }
    return true;
  case Keyword::Vanishing:
    // Two of its abilities (702.63a): the upkeep one (event object: the permanent)
    // removes a time counter; removing the last triggers "sacrifice it" (event object: none).
    if (!isLive(item.object) || object(item.object)->zone != Zone::Battlefield)
      return true;
    if (item.eventObject == kNoRef) {
      sacrifice(item.object);
    } else if (object(item.object)->counter(CounterKind::Time) > 0) { // 603.4
      removeCounter(item.object, CounterKind::Time);
      if (object(item.object)->counter(CounterKind::Time) == 0) {
        pending_.push_back({item.object, item.def, item.ability, item.controller, kNoRef, item.keyword});
        note(fmt::format("the last time counter is removed from {} (CR 702.63a)", describe(item.object)));
      }
    }
    return true;
  case Keyword::Afflict: // 702.130a
    if (refTag(item.eventObject) == RefTag::Player)
      loseLife(PlayerId(refIndex(item.eventObject)), n);
    return true;
  case Keyword::Echo:
  case Keyword::CumulativeUpkeep: {
    const GameObject *o = object(item.object);
    if (!o || !o->alive || o->zone != Zone::Battlefield || item.ability < 0)
      return true;
    if (Keyword(item.keyword) == Keyword::Echo) {
      sacrificeUnlessPaid(item, 1, "702.30a");
      return true;
    }
    putCounters(item.object, CounterKind::Age, 1); // 702.24a, 702.24b: then count them all
    note(fmt::format("{} gets an age counter (CR 702.24a)", describe(item.object)));
    sacrificeUnlessPaid(item, object(item.object)->counter(CounterKind::Age), "702.24a");
    return true;
  }
  default: return false;
  }
}

} // namespace oraclec::rt
