// CR 603: triggered abilities trigger when their event happens and are put on
// the stack the next time a player would receive priority, in APNAP order
// (603.3b). Leaves-the-battlefield abilities look back in time (603.10a).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>

namespace oraclec::rt {

namespace {
std::optional<Step> stepOf(TurnStep s) {
  switch (s) {
  case TurnStep::Upkeep: return Step::Upkeep;
  case TurnStep::Draw: return Step::DrawStep;
  case TurnStep::End: return Step::EndStep;
  case TurnStep::BeginCombat: return Step::Combat;
  case TurnStep::Main1: return Step::PrecombatMain;  // 505.1a
  case TurnStep::Main2: return Step::PostcombatMain;
  case TurnStep::EndCombat: return Step::EndOfCombat; // 511.1: "at end of combat"
  default: return std::nullopt;
  }
}
} // namespace

// 603.4: an ability with an intervening "if" clause triggers only if its
// condition is true, and does nothing on resolution unless it still is.
bool Game::interveningIfHolds(const AbilityDescriptor &a, ObjId source, PlayerId controller,
                              const CardDefinition *def, Value eventObject, Value eventLastKnown) {
  if (a.trigger.condition == kNoFn)
    return true;
  ExecContext ctx = contextFor(source, controller, def);
  ctx.eventObject = eventObject;
  ctx.eventLastKnown = eventLastKnown;
  ctx.readOnly = true;
  return callFn(def, a.trigger.condition, ctx, 0) != 0;
}

// "Whenever ~ attacks or blocks" waits for either event.
static bool waitsFor(TriggerEvent waiting, TriggerEvent happened) {
  if (waiting == happened)
    return true;
  switch (waiting) {
  case TriggerEvent::BlocksOrBecomesBlocked:
    return happened == TriggerEvent::Blocks || happened == TriggerEvent::BecomesBlocked;
  case TriggerEvent::BlocksOrBlockedBy:
    return happened == TriggerEvent::BlocksCreature || happened == TriggerEvent::BecomesBlockedBy;
  case TriggerEvent::Discards: // cycling discards the card (702.29a)
    return happened == TriggerEvent::Cycles;
  case TriggerEvent::CyclesOrDiscards:
    return happened == TriggerEvent::Cycles || happened == TriggerEvent::Discards;
  case TriggerEvent::BecomesTarget: // "a spell or ability"
    return happened == TriggerEvent::BecomesTargetOfSpell || happened == TriggerEvent::BecomesTargetOfAbility;
  // --- begin trig2 ---
  case TriggerEvent::CycledSelfOrDies: // "When you cycle ~ or it dies"
    return happened == TriggerEvent::CycledSelf || happened == TriggerEvent::Dies;
  // --- end trig2 ---
  default: break;
  }
  return waiting == TriggerEvent::AttacksOrBlocks &&
         (happened == TriggerEvent::Attacks || happened == TriggerEvent::Blocks);
}

// The event's other party (the creature blocked or blocking, the controller of
// the targeting spell or ability) must be one the trigger names.
bool Game::otherMatches(const AbilityDescriptor &a, ObjId source, PlayerId controller,
                        const CardDefinition *def, Value other) {
  if (a.trigger.other == kNoFn)
    return true;
  ExecContext ctx = contextFor(source, controller, def);
  ctx.eventObject = other;
  ctx.readOnly = true;
  return callFn(def, a.trigger.other, ctx, other) != 0;
}

bool Game::damageMatches(const TriggerSpec &spec, PlayerId controller, const DamageEventInfo *damage) {
  if (spec.event != TriggerEvent::DealsDamage && spec.event != TriggerEvent::IsDealtDamage)
    return true;
  if (!damage || (spec.combatOnly && !damage->combat))
    return false;
  bool toPlayer = refTag(damage->recipient) == RefTag::Player;
  switch (spec.damageTo) {
  case DamageRecipient::Any: return true;
  case DamageRecipient::Player: return toPlayer;
  case DamageRecipient::Opponent: return toPlayer && PlayerId(refIndex(damage->recipient)) != controller;
  case DamageRecipient::Creature:
    return !toPlayer && characteristics(ObjId(refIndex(damage->recipient))).hasType(CardType::Creature);
  }
  return false;
}

void Game::checkTriggers(TriggerEvent ev, Value subject, Value eventObject, const DamageEventInfo *damage,
                         Value other) {
  if (other == kNoRef)
    other = eventObject;
  // Permanents and face-up cards in the command zone (408.3) with a
  // triggered ability: the others cannot trigger.
  std::vector<ObjId> sources = triggerSources();
  for (ObjId id : graveyardTriggerSources()) // zones2 (113.6m)
    sources.push_back(id);
  bool subjectIsObject = refTag(subject) == RefTag::Object;
  ObjId subjectId = subjectIsObject ? ObjId(refIndex(subject)) : kNoObject;
  // 603.10a, 608.2h: a leaves-the-battlefield trigger's event object is the new
  // object (400.7); the one that left keeps the last known information its
  // effect reads ("you gain life equal to that creature's power").
  bool leftBattlefield = ev == TriggerEvent::Dies || ev == TriggerEvent::LeavesBattlefield;
  Value lastKnown = leftBattlefield && subjectIsObject && subject != eventObject ? subject : kNoRef;
  // 603.10a: leaves-the-battlefield abilities of the object that left.
  // --- begin trig2 ---
  // 702.29c: "When you cycle ~" triggers from the zone the cycled card went to.
  // --- end trig2 ---
  if ((ev == TriggerEvent::Dies || ev == TriggerEvent::LeavesBattlefield || ev == TriggerEvent::CycledSelf) &&
      subjectIsObject && std::find(sources.begin(), sources.end(), subjectId) == sources.end())
    sources.push_back(subjectId);
  for (ObjId s : sources) {
    Characteristics c = characteristics(s);
    const GameObject *so = object(s);
    Zone here = so && so->alive ? so->zone : Zone::Battlefield; // 603.10a: as it last existed
    // 702.29c: "When you cycle ~" is written to trigger from where the cycled
    // card went (a graveyard), where its other abilities do not function.
    if (ev == TriggerEvent::CycledSelf && s == subjectId) here = Zone::Battlefield;
    for (const AbilitySlot &slot : abilitiesOf(c)) { // printed and granted (613.1f)
      const AbilityDescriptor &a = slot.descriptor();
      if (a.kind != AbilityKind::Triggered || !waitsFor(a.trigger.event, ev) ||
          !damageMatches(a.trigger, c.controller, damage) || !abilityFunctionsIn(a, here)) // zones2
        continue;
      bool match;
      if (a.trigger.subject == kNoFn) {
        match = subjectIsObject && s == subjectId;
      } else {
        ExecContext ctx = contextFor(s, c.controller, slot.def);
        ctx.eventObject = subject;
        ctx.readOnly = true;
        match = callFn(slot.def, a.trigger.subject, ctx, subject) != 0;
      }
      if (!match || !otherMatches(a, s, c.controller, slot.def, other) ||
          !interveningIfHolds(a, s, c.controller, slot.def, eventObject, lastKnown))
        continue;
      pending_.push_back({s, handleOf(c, slot.def), slot.index, c.controller, eventObject});
      pending_.back().eventLastKnown = lastKnown;
      if (damage) // dmg2: "that much" (603.2)
        pending_.back().eventAmount = damage->amount;
      note(fmt::format("{}'s ability triggers (CR 603.2)", c.name));
    }
  }
}

// "Whenever one or more creatures you control attack" (508.3d): one event
// however many objects it is about (603.2c), so the ability triggers once if
// any of them matches; it has no event object.
void Game::batchTriggers(TriggerEvent ev, const std::vector<ObjId> &objects) {
  if (objects.empty())
    return;
  for (ObjId s : battlefield()) {
    Characteristics c = characteristics(s);
    for (const AbilitySlot &slot : abilitiesOf(c)) {
      const AbilityDescriptor &a = slot.descriptor();
      if (a.kind != AbilityKind::Triggered || a.trigger.event != ev || a.trigger.subject == kNoFn)
        continue;
      ExecContext ctx = contextFor(s, c.controller, slot.def);
      ctx.readOnly = true;
      bool any = std::any_of(objects.begin(), objects.end(), [&](ObjId o) {
        ctx.eventObject = objectRef(o);
        return callFn(slot.def, a.trigger.subject, ctx, objectRef(o)) != 0;
      });
      if (!any || !interveningIfHolds(a, s, c.controller, slot.def, kNoRef))
        continue;
      pending_.push_back({s, handleOf(c, slot.def), slot.index, c.controller, kNoRef});
      note(fmt::format("{}'s ability triggers once for all of them (CR 603.2c)", c.name));
    }
  }
}

// "each opponent's upkeep", "the upkeep of enchanted creature's controller":
// the subject predicate is asked about the active player, whose step it is.
bool Game::isActivePlayersStep(const AbilityDescriptor &a, ObjId source, PlayerId controller,
                               const CardDefinition *def) {
  if (a.trigger.subject == kNoFn)
    return true;
  ExecContext ctx = contextFor(source, controller, def);
  ctx.readOnly = true;
  return callFn(def, a.trigger.subject, ctx, playerRef(active_)) != 0;
}

void Game::createDelayedTrigger(const ExecContext &ctx, FnId effect, Step step) {
  touch();
  DelayedTrigger d;
  d.def = definitionHandle(ctx.card);
  d.effect = effect;
  d.step = step;
  d.source = ctx.source;
  d.controller = ctx.controller;
  d.targets = ctx.targets;
  d.eventObject = ctx.eventObject;
  d.x = ctx.x;
  if (!d.def) {
    error("a delayed trigger of a card no object uses");
    return;
  }
  // library5, 400.7h: "Exile target creature. At the beginning of the next end step, return
  // that card ...": a target the resolving effect moved to a public zone is found there (the
  // new object); 603.7c: if it is no longer there when the delayed ability resolves, nothing.
  auto follow = [&](Value v) {
    if (refTag(v) != RefTag::Object) return v;
    const GameObject *o = object(ObjId(refIndex(v)));
    if (!o || o->alive || o->movedTo == kNoObject) return v;
    const GameObject *n = object(o->movedTo);
    bool isPublic = n && n->alive && n->zone != Zone::Library && n->zone != Zone::Hand;
    return isPublic ? objectRef(o->movedTo) : v;
  };
  for (Value &v : d.targets) {
    if (refTag(v) == RefTag::Set) {
      std::vector<Value> members = expand(v);
      for (Value &m : members)
        m = follow(m);
      v = makeSet(std::move(members));
    } else {
      v = follow(v);
    }
  }
  note(fmt::format("{} creates a delayed triggered ability (CR 603.7a)", d.def->name));
  delayed_.push_back(std::move(d));
}

// 603.7b/c: a delayed trigger waiting for this step triggers now, and only once.
void Game::delayedTriggers(Step step) {
  std::vector<DelayedTrigger> waiting;
  for (DelayedTrigger &d : delayed_) {
    if (d.step != step) {
      waiting.push_back(std::move(d));
      continue;
    }
    PendingTrigger t{d.source, d.def, -1, d.controller, d.eventObject};
    t.delayedEffect = d.effect;
    t.targets = d.targets;
    t.x = d.x;
    pending_.push_back(std::move(t));
    note(fmt::format("{}'s delayed triggered ability triggers (CR 603.7)", d.def->name));
  }
  delayed_ = std::move(waiting);
}

void Game::beginningOfStepTriggers(TurnStep ts) {
  auto step = stepOf(ts);
  if (!step)
    return;
  delayedTriggers(*step);
  if (ts == TurnStep::Upkeep)
    upkeepKeywordTriggers();
  if (ts == TurnStep::Upkeep) // altcast: suspend, rebound (702.62a, 702.88a)
    altCastUpkeepTriggers();
  if (ts == TurnStep::End) // --- keywords ---
    endStepKeywordTriggers();
  std::vector<ObjId> sources = abilitySources();
  for (ObjId id : graveyardTriggerSources()) // zones2 (113.6m)
    sources.push_back(id);
  for (ObjId s : sources) {
    Characteristics c = characteristics(s);
    Zone here = object(s) ? object(s)->zone : Zone::Battlefield; // zones2
    for (const AbilitySlot &slot : abilitiesOf(c)) {
      const AbilityDescriptor &a = slot.descriptor();
      if (a.kind != AbilityKind::Triggered || !abilityFunctionsIn(a, here) || a.trigger.event != TriggerEvent::BeginningOfStep ||
          a.trigger.step != *step || (a.trigger.yoursOnly && c.controller != active_) ||
          !isActivePlayersStep(a, s, c.controller, slot.def) ||
          !interveningIfHolds(a, s, c.controller, slot.def, kNoRef))
        continue;
      pending_.push_back({s, handleOf(c, slot.def), slot.index, c.controller, kNoRef});
      note(fmt::format("{}'s ability triggers at the beginning of {} (CR 603.2)", c.name, turnStepName(ts)));
    }
  }
}

// 115.1, 603.2: each object a spell or ability targets "becomes the target" of
// it when it is put on the stack: once per object, however many of its targets name it.
void Game::becameTargetTriggers(const StackItem &item) {
  std::vector<ObjId> seen;
  TriggerEvent ev = item.kind == StackItem::Spell ? TriggerEvent::BecomesTargetOfSpell : TriggerEvent::BecomesTargetOfAbility;
  for (Value t : item.targets)
    for (Value m : expand(t)) {
      if (refTag(m) != RefTag::Object || std::find(seen.begin(), seen.end(), ObjId(refIndex(m))) != seen.end())
        continue;
      seen.push_back(ObjId(refIndex(m)));
      checkTriggers(ev, m, m, nullptr, playerRef(item.controller));
    }
}

// "Whenever you discard a card" (701.8), "whenever a player cycles a card"
// (702.29): about the player, with the card (now in the graveyard) as event object.
void Game::discardTriggers(PlayerId p, ObjId card, bool cycled) {
  if (card == kNoObject)
    return;
  checkTriggers(cycled ? TriggerEvent::Cycles : TriggerEvent::Discards, playerRef(p), objectRef(card));
  // --- begin trig2 ---
  if (cycled) // 702.29c: the card's own "When you cycle ~"
    checkTriggers(TriggerEvent::CycledSelf, objectRef(card), objectRef(card));
  // --- end trig2 ---
}

// 603.8: a state trigger triggers whenever its state holds, but not again
// while its ability has triggered and not yet left the stack.
void Game::stateTriggers() {
  for (ObjId s : battlefield()) {
    Characteristics c = characteristics(s);
    for (const AbilitySlot &slot : abilitiesOf(c)) {
      const AbilityDescriptor &a = slot.descriptor();
      if (a.kind != AbilityKind::Triggered || a.trigger.event != TriggerEvent::StateTrigger)
        continue;
      auto same = [&](ObjId src, int ability) { return src == s && ability == slot.index; };
      if (std::any_of(pending_.begin(), pending_.end(), [&](const PendingTrigger &t) { return same(t.source, t.ability); }) ||
          std::any_of(stack_.begin(), stack_.end(), [&](const StackItem &i) {
            return i.kind == StackItem::Triggered && same(i.object, i.ability);
          }))
        continue;
      if (!interveningIfHolds(a, s, c.controller, slot.def, kNoRef))
        continue;
      pending_.push_back({s, handleOf(c, slot.def), slot.index, c.controller, kNoRef});
      note(fmt::format("{}'s state trigger triggers (CR 603.8)", c.name));
    }
  }
}

void Game::putTriggersOnStack() {
  touch();
  std::vector<PendingTrigger> pending;
  pending.swap(pending_);
  // 603.3b: APNAP, the active player's first (so they resolve last).
  for (int k = 0; k < playerCount(); ++k) {
    PlayerId p = PlayerId((active_ + k) % playerCount());
    for (const PendingTrigger &t : pending) {
      if (t.controller != p)
        continue;
      static const AbilityDescriptor kNative{}; // native keyword triggers (prowess): no targets
      const AbilityDescriptor &a = t.ability >= 0 ? t.def->abilities[size_t(t.ability)] : kNative;
      StackItem item;
      item.keyword = t.keyword;
      item.kind = StackItem::Triggered;
      item.object = t.source;
      item.def = t.def;
      item.ability = t.ability;
      item.controller = p;
      item.eventObject = t.eventObject;
      item.eventLastKnown = t.eventLastKnown; // 603.10a
      item.eventAmount = t.eventAmount; // dmg2
      item.name = t.def->name;
      // An answer names its targets; for a modal one (603.3c) first its modes, "mode 2".
      std::vector<Value> given;
      std::vector<int> modes;
      if (!a.targets.empty() || !a.modal.modes.empty())
        if (auto ans = takeAnswer(p))
          for (const std::string &n : *ans) {
            if (n.rfind("mode ", 0) == 0 && !a.modal.modes.empty())
              modes.push_back(std::atoi(n.c_str() + 5));
            else if (auto v = resolveName(n))
              given.push_back(*v);
          }
      TargetEventScope event(*this, t.eventObject); // triggers7: targets read the event (603.3d)
      ActionResult r = chooseModes(p, &a, t.source, t.def.get(), modes, item.modes);
      if (r)
        r = chooseTargets(p, targetSpecs(&a, item.modes), t.source, t.def.get(), given, item.targets);
      if (t.delayedEffect != kNoFn) { // 603.7c: no new targets; those its creator had
        item.delayedEffect = t.delayedEffect;
        item.targets = t.targets;
        item.x = int(t.x);
      }
      if (!r) {
        note(fmt::format("{}'s triggered ability is removed from the stack: {} (CR 603.3c, 603.3d)", t.def->name, r.error));
        continue;
      }
      stack_.push_back(item);
      note(fmt::format("{}'s triggered ability goes on the stack{}", t.def->name, describeModes(item.modes)));
      becameTargetTriggers(item);
    }
  }
}

} // namespace oraclec::rt
