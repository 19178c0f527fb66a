// Priority and the stack (CR 117, 405, 608) and the turn structure (CR 500-514).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <optional>
#include <utility> // amounts2: std::exchange

#include <fmt/format.h>

namespace oraclec::rt {

void Game::resolve(StackItem item) {
  touch();
  if (item.kind == StackItem::Spell) // --- keywords7 --- 702.103e: before its targets are checked
    bestowedSpellResolves(item);
  std::vector<Value> targets = item.targets;
  std::vector<TargetSpec> specs = stackTargetSpecs(item); // 700.2b: those of the chosen modes
  // library2: an activated ability's targets are checked with its own X (107.3k, 608.2b).
  std::optional<TargetXScope> ownX;
  if (item.kind == StackItem::Activated) ownX.emplace(*this, item.x);
  // triggers7: a triggered ability's targets are checked against its event (608.2b, 603.3d).
  std::optional<TargetEventScope> ownEvent;
  if (item.kind == StackItem::Triggered) ownEvent.emplace(*this, item.eventObject);
  if (!specs.empty() && !targets.empty()) { // 608.2b
    bool anyLegal = false, anyChosen = false; // "up to N" may have chosen none (601.2c)
    for (size_t i = 0; i < targets.size() && i < specs.size(); ++i) {
      if (refTag(targets[i]) == RefTag::Set) { // several targets of one phrase: each is checked (608.2b)
        std::vector<Value> legal, chosen = expand(targets[i]);
        anyChosen |= !chosen.empty();
        for (Value v : chosen)
          if (targetLegal(specs[i], v, item.object, item.controller, item.def.get(), &item.targets))
            legal.push_back(v);
        anyLegal |= !legal.empty();
        targets[i] = makeSet(std::move(legal));
      } else {
        anyChosen = true;
        if (targetLegal(specs[i], targets[i], item.object, item.controller, item.def.get(), &item.targets))
          anyLegal = true;
        else
          targets[i] = kNoRef;
      }
    }
    if (!anyLegal && anyChosen) {
      note(fmt::format("{} doesn't resolve: all its targets are illegal (CR 608.2b)", item.name));
      if (item.kind == StackItem::Spell)
        moveObject(item.object, Zone::Graveyard);
      return;
    }
  }
  ownX.reset();
  ownEvent.reset();
  note(fmt::format("{} resolves", item.name));
  if (item.kind != StackItem::Spell) {
    runEffect(item, targets);
    return;
  }
  Characteristics c = characteristics(item.object);
  bool permanent = c.hasType(CardType::Artifact) || c.hasType(CardType::Creature) ||
                   c.hasType(CardType::Enchantment) || c.hasType(CardType::Land) ||
                   c.hasType(CardType::Planeswalker) || c.hasType(CardType::Battle);
  if (permanent) { // 608.3
    // 303.4f: an Aura spell enters attached to its target.
    Value attachTo = c.hasSubtype("Aura") && !targets.empty() ? targets[0] : kNoRef;
    moveObject(item.object, Zone::Battlefield, item.controller, attachTo); // with loyalty (306.5b)
    return;
  }
  runEffect(item, targets);                 // 608.2c
  if (isLive(item.object) &&
      !reboundExiles(
          item)) // 608.2n; 702.27a: to the hand if its buyback cost was paid; altcast: 702.88a
    moveObject(item.object, object(item.object)->castWithBuyback ? Zone::Hand : Zone::Graveyard);
}

ActionResult Game::resolveTop() {
  if (stack_.empty())
    return ActionResult::fail("the stack is empty");
  StackItem item = stack_.back();
  if (item.kind != StackItem::Spell)
    stack_.pop_back();
  else
    stack_.pop_back(); // the spell's object leaves the stack as it moves (moveObject)
  resolve(item);
  priority_ = active_; // 117.3b
  passes_ = 0;
  playerWouldReceivePriority();
  return {};
}

ActionResult Game::pass(PlayerId p) {
  if (p != priority_)
    return ActionResult::fail(fmt::format("{} does not have priority ({} has)", player(p).name,
                                          player(priority_).name));
  note(player(p).name + " passes priority");
  priority_ = nextPlayer(p);
  if (++passes_ < playerCount())
    return {};
  passes_ = 0; // 117.4: all players passed in succession
  if (!stack_.empty())
    return resolveTop();
  return nextStep();
}

ActionResult Game::nextStep() {
  if (!stack_.empty())
    return ActionResult::fail("the stack is not empty");
  // 508.1d, 509.1c: leaving the step without declaring is declaring no
  // attackers (blockers); requirements to attack (block) if able still apply.
  if (step_ == TurnStep::DeclareAttackers) {
    auto all = battlefield();
    if (std::none_of(all.begin(), all.end(), [&](ObjId id) { return object(id)->attacking; }))
      if (auto why = attackRequirementBroken({}))
        return ActionResult::fail(*why);
  }
  if (step_ == TurnStep::DeclareBlockers) {
    auto all = battlefield();
    if (std::none_of(all.begin(), all.end(), [&](ObjId id) { return !object(id)->blocking.empty(); }))
      if (auto why = blockRequirementBroken())
        return ActionResult::fail(*why);
  }
  // --- begin trig2 ---
  // Leaving the step without a `block:` declared no blockers (509.1c): every
  // attacker is unblocked, and its "attacks and isn't blocked" abilities go on
  // the stack in this step (509.5g, 117.3a), before the game moves on.
  if (step_ == TurnStep::DeclareBlockers && !blockersDeclared_) {
    unblockedTriggers();
    if (!pending_.empty()) {
      playerWouldReceivePriority();
      if (!stack_.empty())
        return {};
    }
  }
  // --- end trig2 ---
  touch();
  for (Player &p : players_) // 500.4
    p.pool.empty();
  restrictedMana_.clear(); // library5: restricted mana empties with the pools (106.6, 500.4)
  TurnStep next;
  switch (step_) {
  case TurnStep::Untap: next = TurnStep::Upkeep; break;
  case TurnStep::Upkeep:
    next = TurnStep::Draw;
    for (auto [source, rule] : playerRules(PlayerRuleKind::SkipDrawStep, active_)) { // 614.1b, 614.10
      note(fmt::format("{} skips their draw step ({}, CR 614.10)", player(active_).name, describe(source)));
      next = TurnStep::Main1;
      break;
    }
    break;
  case TurnStep::Draw: next = TurnStep::Main1; break;
  case TurnStep::Main1: next = TurnStep::BeginCombat; break;
  case TurnStep::BeginCombat: next = TurnStep::DeclareAttackers; break;
  case TurnStep::DeclareAttackers: {
    bool attackers = false;
    for (ObjId id : battlefield())
      attackers |= object(id)->attacking;
    next = attackers ? TurnStep::DeclareBlockers : TurnStep::EndCombat; // 508.8
    break;
  }
  case TurnStep::DeclareBlockers:
    next = anyFirstStrike() ? TurnStep::FirstStrikeDamage : TurnStep::CombatDamage; // 510.4
    break;
  case TurnStep::FirstStrikeDamage: next = TurnStep::CombatDamage; break;
  case TurnStep::CombatDamage: next = TurnStep::EndCombat; break;
  case TurnStep::EndCombat:
    for (auto &[id, o] : objects_) { // 511.3
      o.attacking = false;
      o.blocked = false;
      o.blockedBy.clear();
      o.blocking.clear();
      o.dealtFirstStrikeDamage = false;
    }
    next = TurnStep::Main2;
    break;
  case TurnStep::Main2: next = TurnStep::End; break;
  case TurnStep::End: next = TurnStep::Cleanup; break;
  case TurnStep::Cleanup:
  default:
    ++turn_;
    // 500.7: an extra turn (the most recently created first) comes before the
    // next turn of the normal order, which it doesn't change.
    if (!extraTurns_.empty()) {
      active_ = extraTurns_.back();
      extraTurns_.pop_back();
      note(fmt::format("{} takes an extra turn (CR 500.7)", player(active_).name));
    } else {
      active_ = turnOrderPlayer_ = nextPlayer(turnOrderPlayer_);
    }
    for (Player &pl : players_) {
      pl.dealtDamageThisTurn = false; // "this turn" (702.54a)
      pl.attackedThisTurn = pl.permanentLeftThisTurn = false;
      pl.spellsCastLastTurn = std::exchange(pl.spellsCastThisTurn, 0); // amounts2: "last turn"
      pl.extraLandsThisTurn = 0; // --- library --- "an additional land this turn" (305.2)
    }
    player(active_).previousTurnStarted = player(active_).lastTurnStarted;
    player(active_).lastTurnStarted = turn_;
    landsPlayed_ = 0;
    creaturesDiedThisTurn_ = 0; // morbid: "this turn"
    spellsCastThisTurn_ = 0; // --- keywords --- storm counts this turn's spells (702.40a)
    next = TurnStep::Untap;
    break;
  }
  enterStep(next);
  return {};
}

void Game::enterStep(TurnStep s) {
  touch();
  step_ = s;
  // --- begin trig2 ---
  if (s == TurnStep::DeclareBlockers)
    blockersDeclared_ = false;
  // --- end trig2 ---
  priority_ = active_;
  passes_ = 0;
  note(fmt::format("turn {} ({}): {}", turn_, player(active_).name, turnStepName(s)));
  emit({.kind = GameEventKind::Step, .player = active_, .step = s});
  switch (s) {
  case TurnStep::Untap: // 502.3; no priority (502.4)
    for (ObjId id : battlefield()) {
      if (controllerOf(id) != active_ || characteristics(id).hasKeyword(Keyword::DoesntUntap))
        continue;
      // --- begin rules15 ---
      if (GameObject *o = object(id); o->skipNextUntap) { // 502.3: only this one untap step
        o->skipNextUntap = false;
        touchStatus();
        if (o->tapped)
          note(fmt::format("{} doesn't untap during this untap step (CR 502.3)", describe(id)));
        continue;
      }
      // --- end rules15 ---
      // "You may choose not to untap ~": a `choose:` answer "keep <name>" keeps it tapped.
      if (characteristics(id).hasKeyword(Keyword::MayNotUntap) && object(id)->tapped) {
        bool keep = false;
        if (auto a = takeAnswer(active_)) {
          std::string want = "keep " + describe(id);
          keep = std::find(a->begin(), a->end(), want) != a->end() ||
                 std::find(a->begin(), a->end(), "keep " + characteristics(id).def->name) != a->end();
          if (!keep)
            answers.push_front({active_, *a}); // not for this choice: leave it queued
        }
        if (keep) {
          note(fmt::format("{} chooses not to untap {} (CR 502.3)", player(active_).name, describe(id)));
          continue;
        }
      }
      untap(id);
    }
    nextStep();
    return;
  case TurnStep::Draw: draw(active_, 1); break; // 504.1
  case TurnStep::Main1:
    loreCountersAsMainPhaseBegins();
    break; // rules17: 505.4, 715.3b (Sagas.cpp)
  case TurnStep::FirstStrikeDamage: combatDamageStep(true); break;
  case TurnStep::CombatDamage: combatDamageStep(false); break;
  case TurnStep::Cleanup:
    cleanupStep();
    playerWouldReceivePriority();
    if (stack_.empty()) // 514.3: normally no priority in cleanup
      nextStep();
    return;
  default: break;
  }
  beginningOfStepTriggers(s);
  playerWouldReceivePriority();
}

void Game::cleanupStep() {
  touch();
  // 514.1: the active player discards down to their maximum hand size
  // (seven, or as a vanguard modifies it: 902.5b).
  // 402.2: "You have no maximum hand size" (a player rule) means no discard here.
  bool noMaximum =
      forbids(PlayerRuleKind::NoMaxHandSize, active_); // "forbids": the rule binds them
  if (int excess = int(zone(active_, Zone::Hand).size()) - player(active_).maxHandSize;
      excess > 0 && !noMaximum)
    discard(active_, excess);
  for (ObjId id : battlefield()) { // 514.2
    object(id)->damage = 0;
    object(id)->damagedByDeathtouch = false;
    object(id)->damagedByThisTurn.clear(); // "this turn" (514.2)
  }
  endOfTurnEffects();
  expirePlayPermissions(); // --- library --- 514.2
}

void Game::endOfTurnEffects() {
  touch();
  std::erase_if(effects_, [](const ContinuousEffect &e) { return e.duration == Duration::UntilEndOfTurn; });
  shields_.clear();
  preventions_.clear(); // "this turn" prevention effects (615.3)
  exileInstead_.clear(); // dmg2: "... would die this turn, exile it instead" (614.1a)
  redirects_.clear();    // dmg2: "... this turn is dealt to X instead" (614.9)
  for (auto &[id, o] : objects_) // 701.15: regeneration shields last until used or end of turn
    o.regenerationShields = 0;
  note("\"until end of turn\" and \"this turn\" effects end (CR 514.2)");
}

ActionResult Game::advanceTo(TurnStep target, bool nextTurn) {
  int startTurn = turn_;
  if (!nextTurn && step_ == target)
    return {};
  for (int guard = 0; guard < 4 * kTurnSteps; ++guard) {
    for (int i = 0; i < 100 && !stack_.empty(); ++i)
      resolveTop();
    if (!stack_.empty())
      return ActionResult::fail("the stack does not empty");
    if (gameOver())
      return ActionResult::fail("the game is over");
    if (auto r = nextStep(); !r)
      return r;
    if (step_ == target && (!nextTurn || turn_ != startTurn))
      return {};
  }
  return ActionResult::fail(fmt::format("step {} not reached", turnStepName(target)));
}

} // namespace oraclec::rt
