// Combat (CR 506-511): declaring attackers and blockers with their
// restrictions (flying/reach 702.9, defender 702.3, summoning sickness 302.6,
// menace 702.111), combat damage with first and double strike (510.4, 702.4,
// 702.7), trample (702.19), deathtouch (702.2) and lifelink (702.15).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

bool Game::anyFirstStrike() const {
  for (ObjId id : battlefield()) {
    const GameObject *o = object(id);
    if (!o->attacking && o->blocking.empty())
      continue;
    Characteristics c = characteristics(id);
    if (c.hasKeyword(Keyword::FirstStrike) || c.hasKeyword(Keyword::DoubleStrike))
      return true;
  }
  return false;
}

ActionResult Game::declareAttackers(const std::vector<std::pair<ObjId, Value>> &attacks) {
  Game saved = *this;
  auto fail = [&](const std::string &why) {
    restore(std::move(saved));
    return ActionResult::fail(why);
  };
  if (step_ == TurnStep::Main1 || step_ == TurnStep::BeginCombat)
    if (auto r = advanceTo(TurnStep::DeclareAttackers); !r)
      return fail(r.error);
  if (step_ != TurnStep::DeclareAttackers)
    return fail(fmt::format("attackers are declared in the declare attackers step, not {} (CR 508.1)",
                            turnStepName(step_)));
  for (auto &[id, target] : attacks) {
    const GameObject *o = object(id);
    if (!o || !o->alive || o->zone != Zone::Battlefield)
      return fail(describe(id) + " is not on the battlefield");
    Characteristics c = characteristics(id);
    if (!c.hasType(CardType::Creature))
      return fail(describe(id) + " is not a creature (CR 508.1a)");
    if (c.controller != active_)
      return fail(describe(id) + " is not controlled by the active player (CR 508.1a)");
    if (o->tapped)
      return fail(describe(id) + " is tapped (CR 508.1a)");
    if (o->attacking)
      return fail(describe(id) + " is already attacking");
    if (c.hasKeyword(Keyword::Defender))
      return fail(describe(id) + " has defender (CR 702.3b)");
    if (c.hasKeyword(Keyword::CantAttack))
      return fail(describe(id) + " can't attack (CR 508.1c)");
    if (summoningSick(id))
      return fail(describe(id) + " has summoning sickness (CR 302.6)");
    PlayerId defending = kNoPlayer;
    if (refTag(target) == RefTag::Player) {
      if (PlayerId(refIndex(target)) == active_)
        return fail("a player can't attack themselves (CR 508.1b)");
      defending = PlayerId(refIndex(target));
    } else if (refTag(target) == RefTag::Object) {
      Characteristics t = characteristics(refIndex(target));
      if (!isLive(refIndex(target)) || !t.hasType(CardType::Planeswalker) || t.controller == active_)
        return fail(describe(target) + " can't be attacked (CR 508.1b)");
      defending = t.controller; // 506.2: the planeswalker's controller is the defending player
    } else {
      return fail("attack whom?");
    }
    if (auto why = restrictionForbids(CombatRestrictionKind::AttacksOnlyIf, id, playerRef(defending)))
      return fail(describe(id) + " can't attack " + describe(target) + ": " + *why);
  }
  if (auto why = attackRequirementBroken(attacks))
    return fail(*why);
  for (auto &[id, target] : attacks) {
    GameObject *o = object(id);
    o->attacking = true;
    o->attackTarget = uint64_t(target);
    if (!characteristics(id).hasKeyword(Keyword::Vigilance)) // 508.1f, 702.20b
      tap(id);
    touch();
    note(fmt::format("{} attacks {}", describe(id), describe(target)));
  }
  exertAttackers(attacks); // --- keywords7 --- 701.39d: an optional cost to attack (508.1g-h)
  if (!attacks.empty()) // Raid: "if you attacked with a creature this turn" (508.1)
    player(active_).attackedThisTurn = true;
  std::vector<ObjId> attackers;
  for (auto &[id, target] : attacks) {
    emit({.kind = GameEventKind::Attacks, .object = id, .other = target});
    checkTriggers(TriggerEvent::Attacks, id, id); // 508.1m
    attackers.push_back(id);
  }
  batchTriggers(TriggerEvent::OneOrMoreAttack, attackers); // 508.3d: once, however many attack
  attackKeywordTriggers(attackers);
  playerWouldReceivePriority();
  return {};
}

ActionResult Game::declareBlockers(const std::vector<std::pair<ObjId, ObjId>> &blocks) {
  Game saved = *this;
  auto fail = [&](const std::string &why) {
    restore(std::move(saved));
    return ActionResult::fail(why);
  };
  if (step_ == TurnStep::DeclareAttackers) {
    for (int i = 0; i < 100 && !stack_.empty(); ++i)
      resolveTop();
    if (auto r = nextStep(); !r)
      return fail(r.error);
  }
  if (step_ != TurnStep::DeclareBlockers)
    return fail(fmt::format("blockers are declared in the declare blockers step, not {} (CR 509.1)",
                            turnStepName(step_)));
  std::vector<ObjId> seen;
  for (auto &[b, a] : blocks) {
    const GameObject *bo = object(b), *ao = object(a);
    if (!bo || !bo->alive || bo->zone != Zone::Battlefield)
      return fail(describe(b) + " is not on the battlefield");
    if (!ao || !ao->alive || !ao->attacking)
      return fail(describe(a) + " is not attacking");
    Characteristics bc = characteristics(b), ac = characteristics(a);
    PlayerId defending = refTag(Value(ao->attackTarget)) == RefTag::Player
                             ? PlayerId(refIndex(Value(ao->attackTarget)))
                             : controllerOf(refIndex(Value(ao->attackTarget)));
    if (!bc.hasType(CardType::Creature) || bc.controller != defending)
      return fail(describe(b) + " can't block " + describe(a) + " (CR 509.1a)");
    if (bo->tapped)
      return fail(describe(b) + " is tapped (CR 509.1a)");
    if (std::find(seen.begin(), seen.end(), b) != seen.end() &&
        (!bc.hasKeyword(Keyword::CanBlockAdditional) || std::count(seen.begin(), seen.end(), b) > 1))
      return fail(describe(b) + " already blocks (CR 509.1a)");
    if (ac.hasKeyword(Keyword::Flying) && !bc.hasKeyword(Keyword::Flying) && !bc.hasKeyword(Keyword::Reach))
      return fail(describe(b) + " can't block a creature with flying (CR 702.9b)");
    if (auto why = evasionForbids(ac, bc, defending))
      return fail(describe(b) + " can't block " + describe(a) + ": " + *why);
    if (auto why = blockRestrictionForbids(b, a))
      return fail(describe(b) + " can't block " + describe(a) + ": " + *why);
    seen.push_back(b);
  }
  for (auto &[b, a] : blocks) {
    object(a)->blockedBy.push_back(b); // damage assignment order: as declared (509.2)
    object(a)->blocked = true;
    object(b)->blocking.push_back(a);
    touch();
    note(fmt::format("{} blocks {}", describe(b), describe(a)));
  }
  for (ObjId id : battlefield()) { // 702.111b menace
    const GameObject *o = object(id);
    if (o->attacking && o->blockedBy.size() == 1 && characteristics(id).hasKeyword(Keyword::Menace))
      return fail(describe(id) + " has menace: it can't be blocked except by two or more creatures (CR 702.111b)");
  }
  if (auto why = blockRequirementBroken())
    return fail(*why);
  // 509.5a, 509.5c: "whenever ~ blocks" and "whenever ~ becomes blocked".
  std::vector<ObjId> blockedAttackers;
  for (auto &[b, a] : blocks) {
    checkTriggers(TriggerEvent::Blocks, b, b);
    if (std::find(blockedAttackers.begin(), blockedAttackers.end(), a) == blockedAttackers.end())
      blockedAttackers.push_back(a);
  }
  for (ObjId a : blockedAttackers)
    checkTriggers(TriggerEvent::BecomesBlocked, a, a);
  // 509.5b, 509.5d: "blocks a creature" / "becomes blocked by a creature"
  // trigger once per pair; the event object is the other creature.
  for (auto &[b, a] : blocks) {
    emit({.kind = GameEventKind::Blocks, .object = b, .other = objectRef(a)});
    checkTriggers(TriggerEvent::BlocksCreature, b, a);
    checkTriggers(TriggerEvent::BecomesBlockedBy, a, b);
  }
  blockKeywordTriggers(blocks);
  // --- begin trig2 ---
  unblockedTriggers();
  // --- end trig2 ---
  playerWouldReceivePriority();
  return {};
}

// --- begin trig2 ---
// 509.5g: "Whenever ~ attacks and isn't blocked" triggers for each attacking
// creature no creature was declared as a blocker for, once per declare blockers step.
void Game::unblockedTriggers() {
  if (blockersDeclared_)
    return;
  blockersDeclared_ = true;
  for (ObjId id : battlefield()) {
    const GameObject *o = object(id);
    if (o->attacking && !o->blocked)
      checkTriggers(TriggerEvent::AttacksUnblocked, objectRef(id), objectRef(id));
  }
}
// --- end trig2 ---

// Blocking restrictions of evasion abilities and protection (CR 509.1b).
std::optional<std::string> Game::evasionForbids(const Characteristics &attacker, const Characteristics &blocker,
                                                PlayerId defending) {
  auto shares = [&](uint32_t colors) { return (attacker.colors & colors) != 0; };
  if (blocker.hasKeyword(Keyword::CantBlock))
    return "it can't block (CR 509.1a)";
  if (blocker.hasKeyword(Keyword::CanBlockOnlyFlying) && !attacker.hasKeyword(Keyword::Flying))
    return "it can block only creatures with flying (CR 509.1b)";
  if (attacker.hasKeyword(Keyword::CantBeBlocked))
    return "the attacker can't be blocked (CR 509.1b)";
  bool artifact = blocker.hasType(CardType::Artifact);
  if (attacker.hasKeyword(Keyword::Fear) && !artifact && !blocker.hasColor(Color::Black))
    return "fear: only artifact and/or black creatures can block it (CR 702.36b)";
  if (attacker.hasKeyword(Keyword::Intimidate) && !artifact && !shares(blocker.colors))
    return "intimidate: only artifact creatures and creatures sharing a colour can block it (CR 702.13b)";
  if (attacker.hasKeyword(Keyword::Shadow) != blocker.hasKeyword(Keyword::Shadow))
    return "shadow: creatures with shadow block and are blocked only by creatures with shadow (CR 702.28b)";
  if (attacker.hasKeyword(Keyword::Skulk) && blocker.power > attacker.power)
    return "skulk: creatures with greater power can't block it (CR 702.118b)";
  if (attacker.hasKeyword(Keyword::Horsemanship) && !blocker.hasKeyword(Keyword::Horsemanship))
    return "horsemanship: only creatures with horsemanship can block it (CR 702.31b)";
  static constexpr std::pair<Keyword, const char *> kWalks[] = {
      {Keyword::Swampwalk, "Swamp"}, {Keyword::Islandwalk, "Island"}, {Keyword::Forestwalk, "Forest"},
      {Keyword::Mountainwalk, "Mountain"}, {Keyword::Plainswalk, "Plains"}};
  for (auto &[kw, land] : kWalks) {
    if (!attacker.hasKeyword(kw))
      continue;
    for (ObjId id : battlefield()) {
      Characteristics c = characteristics(id);
      if (c.controller == defending && c.hasType(CardType::Land) && c.hasSubtype(land))
        return fmt::format("landwalk: the defending player controls a {} (CR 702.14c)", land);
    }
  }
  if (protectedFrom(attacker, blocker))
    return "protection: it can't be blocked by creatures of that colour (CR 702.16f)";
  return std::nullopt;
}

// Combat restrictions of static abilities on the battlefield (509.1b, 508.1c):
// each ability of `kind` whose `affects` accepts `restricted` and whose test
// fails forbids the attack or block. The test runs with the restriction's
// source as "~" and `other` as the event object (and argument).
std::optional<std::string> Game::restrictionForbids(CombatRestrictionKind kind, ObjId restricted, Value other) {
  for (ObjId s : battlefield()) {
    Characteristics c = characteristics(s);
    for (const AbilitySlot &slot : abilitiesOf(c)) {
      const AbilityDescriptor &a = slot.descriptor();
      if (a.kind != AbilityKind::CombatRestriction || a.restriction.kind != kind)
        continue;
      ExecContext ctx = contextFor(s, c.controller, slot.def);
      ctx.readOnly = true;
      ctx.eventObject = other;
      if (!callFn(slot.def, a.restriction.affects, ctx, objectRef(restricted)))
        continue;
      bool holds = callFn(slot.def, a.restriction.test, ctx, other) != 0;
      static constexpr const char *kWhy[] = {
          "it can't be blocked except by certain creatures (CR 509.1b)", // BlockedOnlyBy
          "it can't be blocked by such creatures (CR 509.1b)",           // NotBlockedBy
          "it can't attack unless a condition holds (CR 508.1c)",        // AttacksOnlyIf
          "it can't block unless a condition holds (CR 509.1b)"};        // BlocksOnlyIf
      if (holds == (kind == CombatRestrictionKind::NotBlockedBy))
        return fmt::format("a restriction of {}: {}", describe(s), kWhy[int(kind)]);
    }
  }
  return std::nullopt;
}

// The restrictions on `blocker` blocking `attacker`: the attacker's "can't be
// blocked [except] by ..." and the blocker's "can't block unless ..." (509.1b).
std::optional<std::string> Game::blockRestrictionForbids(ObjId blocker, ObjId attacker) {
  for (auto kind : {CombatRestrictionKind::BlockedOnlyBy, CombatRestrictionKind::NotBlockedBy})
    if (auto why = restrictionForbids(kind, attacker, objectRef(blocker)))
      return why;
  return restrictionForbids(CombatRestrictionKind::BlocksOnlyIf, blocker, playerRef(controllerOf(attacker)));
}

// Could `id` attack (508.1a, 302.6, 702.3b, 508.1c)? What a requirement to
// attack "if able" asks of it (508.1d).
bool Game::ableToAttack(ObjId id) {
  const GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield || o->tapped)
    return false;
  Characteristics c = characteristics(id);
  if (!c.hasType(CardType::Creature) || c.controller != active_ || c.hasKeyword(Keyword::Defender) ||
      c.hasKeyword(Keyword::CantAttack) || summoningSick(id))
    return false;
  for (size_t p = 0; p < players_.size(); ++p) // able if some player could be attacked (508.1c)
    if (PlayerId(p) != active_ && !restrictionForbids(CombatRestrictionKind::AttacksOnlyIf, id, playerRef(PlayerId(p))))
      return true;
  return false;
}

// Could `blocker` block the attacking `attacker` on its own (509.1a-b)?
bool Game::ableToBlock(ObjId blocker, ObjId attacker) {
  const GameObject *bo = object(blocker), *ao = object(attacker);
  if (!bo || !bo->alive || bo->zone != Zone::Battlefield || bo->tapped || !ao || !ao->attacking)
    return false;
  Characteristics bc = characteristics(blocker), ac = characteristics(attacker);
  PlayerId defending = refTag(Value(ao->attackTarget)) == RefTag::Player
                           ? PlayerId(refIndex(Value(ao->attackTarget)))
                           : controllerOf(refIndex(Value(ao->attackTarget)));
  if (!bc.hasType(CardType::Creature) || bc.controller != defending)
    return false;
  if (ac.hasKeyword(Keyword::Flying) && !bc.hasKeyword(Keyword::Flying) && !bc.hasKeyword(Keyword::Reach))
    return false;
  return !evasionForbids(ac, bc, defending) && !blockRestrictionForbids(blocker, attacker);
}

// 508.1d: "attacks each combat if able". Each such creature that could attack
// must; leaving it home obeys fewer requirements than possible.
std::optional<std::string> Game::attackRequirementBroken(const std::vector<std::pair<ObjId, Value>> &attacks) {
  for (ObjId id : battlefield()) {
    if (!characteristics(id).hasKeyword(Keyword::AttacksEachCombat) || !ableToAttack(id))
      continue;
    bool attacks_ = std::any_of(attacks.begin(), attacks.end(), [&](auto &a) { return a.first == id; });
    if (!attacks_)
      return describe(id) + " attacks each combat if able (CR 508.1d)";
  }
  return std::nullopt;
}

// 509.1c: blocking requirements, checked after the restrictions. A creature
// able to block an attacker whose "all creatures able to block it do so"
// applies must block such an attacker; "blocks each combat if able" must block
// something; an attacker that "must be blocked if able" must be blocked when a
// creature could block it (a simplification of maximising obeyed requirements).
// Reads the declared blocks from the game state, so that leaving the step
// without declaring any is checked the same way (Game::nextStep).
std::optional<std::string> Game::blockRequirementBroken() {
  std::vector<ObjId> attackers, candidates;
  for (ObjId id : battlefield()) {
    if (object(id)->attacking)
      attackers.push_back(id);
    else
      candidates.push_back(id);
  }
  auto blocksWhich = [&](ObjId b, auto pred) {
    const auto &blocking = object(b)->blocking;
    return std::any_of(blocking.begin(), blocking.end(), pred);
  };
  auto lure = [&](ObjId a) { return characteristics(a).hasKeyword(Keyword::AllMustBlock); };
  for (ObjId b : candidates) {
    for (ObjId a : attackers)
      if (lure(a) && ableToBlock(b, a) && !blocksWhich(b, lure))
        return describe(b) + " is able to block " + describe(a) + " and all creatures able to block it do so (CR 509.1c)";
    if (characteristics(b).hasKeyword(Keyword::BlocksEachCombat) && !blocksWhich(b, [](ObjId) { return true; }))
      for (ObjId a : attackers)
        if (ableToBlock(b, a))
          return describe(b) + " blocks each combat if able (CR 509.1c)";
  }
  for (ObjId a : attackers) {
    if (!characteristics(a).hasKeyword(Keyword::MustBeBlocked) || object(a)->blocked)
      continue;
    for (ObjId b : candidates)
      if (ableToBlock(b, a))
        return describe(a) + " must be blocked if able (CR 509.1c)";
  }
  for (ObjId a : attackers) // 509.1b: a restriction on the number of blockers
    if (object(a)->blockedBy.size() > 1 && characteristics(a).hasKeyword(Keyword::CantBeBlockedByMoreThanOne))
      return describe(a) + " can't be blocked by more than one creature (CR 509.1b)";
  return std::nullopt;
}

// CR 702.16: does `protectedObject` have protection from a quality of `source`?
bool Game::protectedFrom(const Characteristics &protectedObject, const Characteristics &source) {
  static constexpr std::pair<Keyword, Color> kProtections[] = {
      {Keyword::ProtectionFromWhite, Color::White}, {Keyword::ProtectionFromBlue, Color::Blue},
      {Keyword::ProtectionFromBlack, Color::Black}, {Keyword::ProtectionFromRed, Color::Red},
      {Keyword::ProtectionFromGreen, Color::Green}};
  for (auto &[kw, color] : kProtections)
    if (protectedObject.hasKeyword(kw) && source.hasColor(color))
      return true;
  return false;
}

void Game::combatDamageStep(bool firstStrike) {
  struct Assignment {
    ObjId source;
    Value to;
    int amount;
  };
  std::vector<Assignment> out;
  std::map<ObjId, int> assignedTo; // damage already assigned to a blocker this step
  auto deals = [&](ObjId id) {
    Characteristics c = characteristics(id);
    bool fs = c.hasKeyword(Keyword::FirstStrike), ds = c.hasKeyword(Keyword::DoubleStrike);
    if (firstStrike)
      return fs || ds; // 510.4
    return ds || !object(id)->dealtFirstStrikeDamage;
  };
  for (ObjId id : battlefield()) {
    GameObject *o = object(id);
    if (!o->attacking || !deals(id))
      continue;
    Characteristics c = characteristics(id);
    int power = c.power;
    if (firstStrike)
      o->dealtFirstStrikeDamage = true;
    if (power <= 0)
      continue;
    Value defender = Value(o->attackTarget);
    if (!o->blocked) { // 510.1a
      out.push_back({id, defender, power});
      continue;
    }
    std::vector<ObjId> blockers;
    for (ObjId b : o->blockedBy)
      if (isLive(b) && object(b)->zone == Zone::Battlefield)
        blockers.push_back(b);
    bool trample = c.hasKeyword(Keyword::Trample);
    if (blockers.empty()) { // 509.1h, 702.19e
      if (trample)
        out.push_back({id, defender, power});
      continue;
    }
    int remaining = power;
    for (size_t i = 0; i < blockers.size() && remaining > 0; ++i) { // 510.1c
      ObjId b = blockers[i];
      Characteristics bc = characteristics(b);
      int lethal = std::max(0, bc.toughness - object(b)->damage - assignedTo[b]);
      if (c.hasKeyword(Keyword::Deathtouch) && lethal > 0)
        lethal = 1; // 702.2c
      bool last = i + 1 == blockers.size();
      int n = (last && !trample) ? remaining : std::min(lethal, remaining);
      if (n > 0) {
        out.push_back({id, objectRef(b), n});
        assignedTo[b] += n;
        remaining -= n;
      }
    }
    if (remaining > 0 && trample) // 702.19b
      out.push_back({id, defender, remaining});
  }
  for (ObjId id : battlefield()) { // 510.1d: blockers
    GameObject *o = object(id);
    if (o->blocking.empty() || !deals(id))
      continue;
    Characteristics c = characteristics(id);
    if (firstStrike)
      o->dealtFirstStrikeDamage = true;
    ObjId a = o->blocking.front();
    if (c.power > 0 && isLive(a))
      out.push_back({id, objectRef(a), c.power});
  }
  // 510.2: all combat damage is dealt simultaneously.
  for (const Assignment &as : out)
    dealDamage(as.source, as.to, as.amount, /*combat=*/true);
}

} // namespace oraclec::rt
