// Keyword abilities the runtime performs natively (branch `keywords`):
// unearth (702.84) and scavenge (702.97), activated while the card is in a
// graveyard; graft (702.58), a static and a triggered ability; split second
// (702.61), a rule for casting and activating while its spell is on the stack;
// retrace (702.81), casting from the graveyard for an extra discarded land;
// evoke (702.74) and dash (702.109), alternative costs (`Game::cast`) whose
// permanent is sacrificed as it enters, or has haste and returns to the hand.
// The compiler emits only the keyword's descriptor (its cost or number); the
// hooks in Actions.cpp, Keywords.cpp, Triggers.cpp and Replacement.cpp call here.
#include "runtime/Game/Game.h"
#include "runtime/Game/HasteWhileItIs.h"

#include <fmt/format.h>

namespace oraclec::rt {

// "It has (gains) haste" with no duration: a layer 6 effect for as long as the
// permanent is this object (611.2a, 400.7), as dash, unearth and suspend (altcast) give it.
ContinuousEffect hasteWhileItIs(ObjId id, PlayerId controller, std::string description) {
  ContinuousEffect e;
  e.layer = Layer::L6;
  e.source = id;
  e.controller = controller;
  e.duration = Duration::Indefinite;
  e.locked = std::vector<ObjId>{id};
  e.nativeApply = [](Characteristics &c) { c.addKeyword(Keyword::Haste); };
  e.nativeReads = 0;
  e.nativeWrites = field::Keywords;
  e.description = std::move(description);
  return e;
}

// 702.61a: "As long as this spell is on the stack, players can't cast other
// spells or activate abilities that aren't mana abilities." Mana abilities and
// special actions stay legal (702.61b): the callers skip those.
ActionResult Game::splitSecondForbids(std::string_view what) const {
  for (const StackItem &s : stack_)
    if (s.kind == StackItem::Spell && isLive(s.object) &&
        characteristics(s.object).hasKeyword(Keyword::SplitSecond))
      return ActionResult::fail(fmt::format(
          "{} is on the stack with split second: no one can {} (CR 702.61a)", s.name, what));
  return {};
}

// 702.81a: "You may cast this card from your graveyard by discarding a land
// card as an additional cost to cast it." The land discarded is the first land
// card in the caster's hand (docs/decisions.md); none: the spell can't be cast.
ActionResult Game::payRetrace(PlayerId p) {
  for (ObjId id : zone(p, Zone::Hand))
    if (characteristics(id).hasType(CardType::Land)) {
      note(fmt::format("{} discards {} (retrace, CR 702.81a)", player(p).name, describe(id)));
      discardCard(p, id, false); // altcast: madness (702.35a)
      return {};
    }
  return ActionResult::fail("no land card in hand to discard for retrace (CR 702.81a)");
}

// 702.58a: "Whenever another creature enters the battlefield, if this permanent
// has a +1/+1 counter on it, ..." (an intervening if, 603.4): each graft
// instance of each permanent, whoever controls the creature that entered.
void Game::graftTriggers(ObjId entered) {
  if (!characteristics(entered).hasType(CardType::Creature)) return;
  for (ObjId id : battlefield()) {
    if (id == entered || object(id)->counter(CounterKind::PlusOnePlusOne) == 0) continue;
    triggerKeyword(id, characteristics(id), Keyword::Graft, objectRef(entered));
  }
}

// What a permanent's keywords do as it enters (603.6a, 614.1c): graft
// triggers; evoke's "when this permanent enters the battlefield, if its evoke
// cost was paid, its controller sacrifices it" (702.74a); dash's "as long as
// this permanent's dash cost was paid, it has haste" and its delayed return
// (702.109a), created as the spell resolves.
void Game::moreEntersKeywordTriggers(ObjId entered) {
  graftTriggers(entered);
  GameObject *o = object(entered);
  if (!o || o->alternativeCost < 0) return;
  Characteristics c = characteristics(entered);
  if (Keyword(o->alternativeCost) == Keyword::Evoke) {
    pending_.push_back({entered, c.def, -1, c.controller, objectRef(entered), int(Keyword::Evoke)});
    note(fmt::format("{}'s evoke sacrifice triggers (CR 702.74a)", c.name));
  } else if (Keyword(o->alternativeCost) == Keyword::Dash) {
    o->dashReturnAtEndStep = true;
    touch();
    addEffect(hasteWhileItIs(entered, c.controller, "dash: has haste (CR 702.109a)"));
    note(fmt::format("{}'s dash cost was paid: it has haste (CR 702.109a)", c.name));
  }
}

// 702.84a unearth: "Exile it at the beginning of the next end step"; 702.109a
// dash: "return the permanent ... to its owner's hand at the beginning of the
// next end step". Delayed triggers (603.7), once, for each permanent.
void Game::endStepKeywordTriggers() {
  for (ObjId id : battlefield()) {
    GameObject *o = object(id);
    for (auto [flag, k] : {std::pair{&GameObject::unearthExileAtEndStep, Keyword::Unearth},
                           std::pair{&GameObject::dashReturnAtEndStep, Keyword::Dash}}) {
      if (!(o->*flag)) continue;
      o->*flag = false;
      touch();
      pending_.push_back({id, o->def, -1, controllerOf(id), objectRef(id), int(k)});
      note(fmt::format("{}'s {} triggers at the beginning of the end step (CR {}, 603.7)",
                       describe(id), keywordName(k),
                       k == Keyword::Unearth ? "702.84a" : "702.109a"));
    }
  }
}

// 702.40a storm: "When you cast this spell, copy it for each other spell that
// was cast before it this turn." Each instance triggers (702.40b); the count is
// kept on the spell as it is cast. Copies are not cast (707.10) and don't count.
void Game::stormTriggers(PlayerId p, ObjId spell) {
  object(spell)->spellsCastBefore = spellsCastThisTurn_++;
  touch();
  Characteristics c = characteristics(spell);
  if (c.hasKeyword(Keyword::Storm)) triggerKeyword(spell, c, Keyword::Storm, objectRef(spell));
  (void)p;
}

// 702.122a crew N: "Tap any number of other untapped creatures you control with
// total power N or greater". The creatures named in `pay` are tapped (and taken out of
// it: the rest are mana sources); none named: the first untapped creatures
// (object order, not the Vehicle) until their power is enough (docs/decisions.md).
// Tapping for crew is not a {T} cost of theirs: summoning sickness doesn't matter (302.6).
ActionResult Game::payCrew(PlayerId p, ObjId vehicle, int power, std::vector<ObjId> &pay) {
  auto eligible = [&](ObjId id) {
    const GameObject *o = object(id);
    return id != vehicle && o && o->alive && o->zone == Zone::Battlefield && !o->tapped &&
           controllerOf(id) == p && characteristics(id).hasType(CardType::Creature);
  };
  std::vector<ObjId> crew, rest;
  for (ObjId id : pay)
    (eligible(id) ? crew : rest).push_back(id);
  int total = 0;
  for (ObjId id : crew)
    total += characteristics(id).power;
  if (crew.empty())
    for (ObjId id : battlefield())
      if (total < power && eligible(id)) {
        crew.push_back(id);
        total += characteristics(id).power;
      }
  if (total < power)
    return ActionResult::fail(fmt::format(
        "crew {}: the creatures tapped have total power {} (CR 702.122a)", power, total));
  for (ObjId id : crew) {
    tap(id);
    note(fmt::format("{} taps {} to crew {} (CR 702.122a)", player(p).name, describe(id),
                     describe(vehicle)));
  }
  pay = std::move(rest);
  return {};
}

void Game::becameMonstrous(ObjId id) {
  checkTriggers(TriggerEvent::BecomesMonstrous, id, id);
}

// The resolution of unearth (activated: return; triggered: exile), scavenge
// and graft; false if `item` is none of them.
bool Game::runMoreKeyword(const StackItem &item, const std::vector<Value> &targets) {
  const GameObject *o = object(item.object);
  switch (Keyword(item.keyword)) {
  case Keyword::Unearth: {
    if (item.kind == StackItem::Triggered) { // the delayed exile (702.84a)
      if (o && o->alive && o->zone == Zone::Battlefield) moveObject(item.object, Zone::Exile);
      return true;
    }
    if (!o || !o->alive ||
        o->zone != Zone::Graveyard) // 400.7: it left the graveyard, nothing returns
      return true;
    ObjId nid = moveObject(item.object, Zone::Battlefield, item.controller);
    GameObject *n = object(nid);
    if (!n || !n->alive || n->zone != Zone::Battlefield) return true;
    n->unearthed = true; // "If it would leave the battlefield, exile it instead" (Replacement.cpp)
    n->unearthExileAtEndStep = true;
    touch();
    addEffect(hasteWhileItIs(nid, item.controller, "unearth: gains haste (CR 702.84a)"));
    note(fmt::format("{} is unearthed: it gains haste (CR 702.84a)", describe(nid)));
    return true;
  }
  case Keyword::Scavenge: {
    // 702.97a: "equal to the power of the card you exiled": its last known
    // power in the graveyard (the card was exiled as a cost, 602.2b).
    int power = o && o->lki ? o->lki->power : 0;
    if (targets.empty() || refTag(targets[0]) != RefTag::Object || power <= 0) return true;
    ObjId t = ObjId(refIndex(targets[0]));
    putCounters(t, CounterKind::PlusOnePlusOne, power);
    note(fmt::format("{} gets {} +1/+1 counters (scavenge, CR 702.97a)", describe(t), power));
    return true;
  }
  case Keyword::Storm: {
    // The copies keep the spell's targets, modes and X (707.10, 707.10c: new
    // targets may be chosen; the runtime keeps them). A spell that has left
    // the stack is not copied (a simplification: docs/runtime.md).
    const StackItem *original = nullptr;
    for (const StackItem &s : stack_)
      if (s.kind == StackItem::Spell && s.object == item.object) original = &s;
    if (!original || !o || !o->alive) return true;
    StackItem spell = *original;
    int copies = o->spellsCastBefore;
    for (int i = 0; i < copies; ++i) {
      ObjId id = newObject(*object(spell.object), Zone::Stack);
      GameObject *copy = object(id);
      const GameObject *from = object(spell.object);
      copy->spellCopy = true;
      copy->controller = item.controller;
      copy->x = from->x;
      copy->kicked = from->kicked;
      StackItem s = spell;
      s.object = id;
      s.controller = item.controller;
      stack_.push_back(s);
    }
    note(fmt::format("storm puts {} copies of {} on the stack (CR 702.40a, 707.10)", copies,
                     item.name));
    return true;
  }
  case Keyword::Crew: { // 702.122a: "becomes an artifact creature until end of turn" (layer 4)
    if (!o || !o->alive || o->zone != Zone::Battlefield) return true;
    ContinuousEffect e;
    e.layer = Layer::L4;
    e.source = item.object;
    e.controller = item.controller;
    e.duration = Duration::UntilEndOfTurn;
    e.locked = std::vector<ObjId>{item.object};
    e.nativeApply = [](Characteristics &c) {
      c.addType(CardType::Artifact);
      c.addType(CardType::Creature);
    };
    e.nativeReads = 0;
    e.nativeWrites = field::Types;
    e.description = "crewed: an artifact creature until end of turn (CR 702.122a)";
    addEffect(std::move(e));
    note(fmt::format("{} becomes an artifact creature until end of turn (crew, CR 702.122a)",
                     describe(item.object)));
    return true;
  }
  case Keyword::Evoke: // 702.74a: "its controller sacrifices it"
    if (o && o->alive && o->zone == Zone::Battlefield) sacrifice(item.object);
    return true;
  case Keyword::Dash: // 702.109a: "to its owner's hand"
    if (o && o->alive && o->zone == Zone::Battlefield) moveObject(item.object, Zone::Hand);
    return true;
  case Keyword::Graft: {
    // 702.58a: the intervening if again on resolution (603.4); "you may": by
    // default yes onto your own creature, no onto another player's (docs/decisions.md).
    ObjId to =
        refTag(item.eventObject) == RefTag::Object ? ObjId(refIndex(item.eventObject)) : kNoObject;
    const GameObject *t = object(to);
    if (!o || !o->alive || o->zone != Zone::Battlefield ||
        o->counter(CounterKind::PlusOnePlusOne) == 0 || !t || !t->alive ||
        t->zone != Zone::Battlefield)
      return true;
    if (!yesNoAnswer(item.controller).value_or(controllerOf(to) == item.controller)) return true;
    removeCounter(item.object, CounterKind::PlusOnePlusOne);
    putCounters(to, CounterKind::PlusOnePlusOne, 1);
    note(fmt::format("{} moves a +1/+1 counter onto {} (graft, CR 702.58a)", describe(item.object),
                     describe(to)));
    return true;
  }
  default:
    return false;
  }
}

} // namespace oraclec::rt
