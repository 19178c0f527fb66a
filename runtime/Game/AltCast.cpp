// Keywords that cast a card from another zone or for another cost (branch
// `altcast`, issue 14): madness (702.35), suspend (702.62) and rebound (702.88);
// and embalm and eternalize (702.128, 702.129), activated from a graveyard for a
// token copy of the card (the activation is Game::activate's, as unearth's).
// Each ends in a card cast as part of a resolving triggered ability (608.2g):
// from exile, ignoring the timing of its card type, for its madness cost or
// without paying its mana cost (both alternative costs, 118.9). The compiler
// emits only the keyword's descriptor (its cost, its number of time counters);
// the hooks in Actions.cpp (cast, discards, runKeyword), Turns.cpp (a spell
// resolving), Triggers.cpp (upkeep) and Keywords.cpp (entering) call here.
#include "runtime/Game/Game.h"
#include "runtime/Game/HasteWhileItIs.h"

#include <memory>

#include <fmt/format.h>

namespace oraclec::rt {

namespace {
// Which of a keyword's triggered abilities a native trigger is: suspend has two
// (702.62a), told apart by the pending trigger's event amount.
constexpr int64_t kSuspendRemoveCounter =
    0;                              // "At the beginning of your upkeep, ... remove a time counter"
constexpr int64_t kSuspendCast = 1; // "When the last time counter is removed ..."

bool sorceryTiming(TurnStep s) {
  return s == TurnStep::Main1 || s == TurnStep::Main2;
}
} // namespace

// 701.8 discard, with madness (702.35a): "If a player would discard this card,
// that player discards it, but exiles it instead of putting it into their
// graveyard" (only from the hand: that is where its static ability functions),
// and "When this card is exiled this way, its owner may cast it ...". The card
// is still discarded: "whenever you discard" abilities trigger (701.8).
ObjId Game::discardCard(PlayerId p, ObjId card, bool cycled) {
  const GameObject *o = object(card);
  bool madness = o && o->alive && o->zone == Zone::Hand && printedKeyword(card, Keyword::Madness);
  ObjId moved = moveObject(card, madness ? Zone::Exile : Zone::Graveyard);
  discardTriggers(p, moved, cycled);
  const GameObject *m = object(moved);
  if (madness && m && m->alive && m->zone == Zone::Exile) {
    note(fmt::format("{} is discarded into exile; its madness triggers (CR 702.35a)",
                     describe(moved)));
    pending_.push_back({moved, m->def, -1, m->owner, objectRef(moved), int(Keyword::Madness)});
  }
  return moved;
}

// A card cast for its madness cost: only by its madness trigger (702.35a), which
// sets the permission; `alternative: madness` from the hand is refused.
ActionResult Game::altCastAllowed(ObjId card, int alternativeCost) const {
  if (alternativeCost == int(Keyword::Madness) && castPermission_.card != card)
    return ActionResult::fail(fmt::format("{} is cast for its madness cost only as its madness "
                                          "trigger resolves, after it was discarded (CR 702.35a)",
                                          describe(card)));
  return {};
}

// 608.2g: a spell cast while an ability resolves follows 601.2a-i (targets,
// costs, "when you cast" triggers) from the zone the card is in, without regard
// to its card type's timing; no player receives priority after it is cast. The
// permission lasts for this one cast. Targets are the default ones (the first
// legal choices, as `cast:` without `targets:`).
ActionResult Game::castByPermission(PlayerId p, ObjId card, CastPermission permission) {
  permission.card = card;
  castPermission_ = permission;
  int alternative = Keyword(permission.via) == Keyword::Madness ? permission.via : -1;
  ActionResult r = cast(p, card, {}, {}, 0, {}, 0, false, {}, alternative);
  castPermission_ = {};
  if (!r) return r;
  const GameObject *o = object(card);
  ObjId spell = o ? o->movedTo : kNoObject;
  if (GameObject *s = object(spell); s && permission.free) {
    s->alternativeCost =
        permission.via; // "without paying its mana cost" is an alternative cost (118.9)
    touch();
  }
  return r;
}

// --- begin zones6 ---
// 608.2g, 118.9: an effect that lets p cast a card now, without paying its mana cost
// (additional costs still apply, 601.2f). Only from p's own hand or graveyard: the
// cards Game::cast can cast (a card of another player's zone is refused before).
ActionResult Game::castWithoutPaying(PlayerId p, ObjId card) {
  const GameObject *o = object(card);
  if (!o || !o->alive || o->owner != p || (o->zone != Zone::Hand && o->zone != Zone::Graveyard))
    return ActionResult::fail(describe(card) + " is not in " + player(p).name +
                              "'s hand or graveyard (CR 608.2g)");
  std::string name = describe(card);
  ActionResult r = castByPermission(p, card, {kNoObject, -1, true});
  if (r)
    note(fmt::format("{} casts {} without paying its mana cost (CR 608.2g, 118.9)", player(p).name,
                     name));
  else
    note(fmt::format("{} can't be cast: {} (CR 608.2g)", name, r.error));
  return r;
}
// --- end zones6 ---

// 702.62a, 116.2f: "If you could begin to cast this card by putting it onto the
// stack from your hand, you may pay [cost] and exile it with N time counters on
// it. This action doesn't use the stack." Its timing is its card type's (307.1;
// flash, 702.8a); an effect that forbids casting it forbids suspending it
// (702.62c). The player keeps priority (116.3c).
ActionResult Game::suspend(PlayerId p, ObjId card, std::vector<ObjId> pay) {
  Game saved = *this;
  auto fail = [&](const std::string &why) {
    restore(std::move(saved));
    return ActionResult::fail(why);
  };
  const GameObject *o = object(card);
  if (!o || !o->alive || o->zone != Zone::Hand || o->owner != p)
    return fail(describe(card) + " is not in " + player(p).name + "'s hand (CR 116.2f)");
  const AbilityDescriptor *s = printedKeyword(card, Keyword::Suspend);
  if (!s) return fail(describe(card) + " has no suspend (CR 702.62a)");
  Characteristics c = characteristics(card);
  bool instantSpeed = c.hasType(CardType::Instant) || c.hasKeyword(Keyword::Flash);
  if (!instantSpeed && (p != active_ || !sorceryTiming(step_) || !stack_.empty()))
    return fail(fmt::format(
        "{} could not be cast now, so it can't be suspended (CR 702.62a, 116.2f, 307.1)", c.name));
  for (auto [source, rule] : playerRules(PlayerRuleKind::CantCast, p, card))
    return fail(fmt::format("{} can't cast {} ({}), so it can't be suspended (CR 702.62c)",
                            player(p).name, c.name, describe(source)));
  if (auto r = payMana(p, s->cost.mana.symbols, pay, kNoObject); !r)
    return fail(r.error + " (suspend cost, CR 702.62a)");
  ObjId exiled = moveObject(card, Zone::Exile);
  if (!isLive(exiled) || object(exiled)->zone != Zone::Exile) return {};
  putCounters(exiled, CounterKind::Time, s->amount);
  note(fmt::format("{} suspends {} with {} time counters (CR 702.62a, 116.2f)", player(p).name,
                   c.name, s->amount));
  playerWouldReceivePriority(); // 116.3c
  return {};
}

// At the beginning of the active player's upkeep: each of their suspended cards
// (702.62b: in exile, with suspend and a time counter) triggers (an intervening
// if, 603.4), and each card rebound exiled for them (702.88a's delayed trigger,
// once, 603.7c).
void Game::altCastUpkeepTriggers() {
  for (ObjId id : zone(active_, Zone::Exile)) {
    const GameObject *o = object(id);
    if (o->counter(CounterKind::Time) > 0 && printedKeyword(id, Keyword::Suspend)) {
      pending_.push_back({id, o->def, -1, active_, objectRef(id), int(Keyword::Suspend)});
      note(fmt::format("{}'s suspend triggers: remove a time counter (CR 702.62a)", describe(id)));
    }
  }
  for (PlayerId q = 0; q < playerCount(); ++q)
    for (ObjId id : zone(q, Zone::Exile)) {
      GameObject *o = object(id);
      if (o->reboundFor != active_) continue;
      o->reboundFor = kNoPlayer;
      touch();
      pending_.push_back({id, o->def, -1, active_, objectRef(id), int(Keyword::Rebound)});
      note(fmt::format("{}'s rebound triggers at the beginning of the upkeep (CR 702.88a, 603.7)",
                       describe(id)));
    }
}

// 702.88a: "If this spell was cast from your hand, instead of putting it into
// your graveyard as it resolves, exile it". A spell cast from exile (suspend,
// rebound itself) or from a graveyard was not cast from the hand (601.2a); a
// copy was not cast at all (707.10). Buyback's return to the hand is kept
// when both were paid (its controller's choice, 616.1; docs/runtime.md).
bool Game::reboundExiles(const StackItem &item) {
  const GameObject *o = object(item.object);
  if (!o || !o->alive || o->zone != Zone::Stack || !o->castFromHand || o->castWithBuyback ||
      o->spellCopy || !characteristics(item.object).hasKeyword(Keyword::Rebound))
    return false;
  ObjId exiled = moveObject(item.object, Zone::Exile);
  if (GameObject *e = object(exiled); e && e->alive && e->zone == Zone::Exile) {
    e->reboundFor = item.controller;
    touch();
    note(fmt::format("{} is exiled by rebound (CR 702.88a)", describe(exiled)));
  }
  return true;
}

// 702.62a: "If you cast a creature spell this way, it gains haste until you lose
// control of the spell or the permanent it becomes" (kept for as long as it is
// this permanent: a change of control is not followed, docs/runtime.md).
void Game::altCastEntersEffects(ObjId entered) {
  const GameObject *o = object(entered);
  if (!o || Keyword(o->alternativeCost) != Keyword::Suspend) return;
  Characteristics c = characteristics(entered);
  if (!c.hasType(CardType::Creature)) return;
  addEffect(hasteWhileItIs(entered, c.controller, "suspend: has haste (CR 702.62a)"));
  note(fmt::format("{} was cast by suspend: it has haste (CR 702.62a)", c.name));
}

// The resolution of the madness, suspend and rebound triggers; false for any
// other keyword.
bool Game::runAltCastKeyword(const StackItem &item) {
  const GameObject *o = object(item.object);
  bool exiled = o && o->alive && o->zone == Zone::Exile;
  switch (Keyword(item.keyword)) {
  case Keyword::Madness: {    // 702.35a: "its owner may cast it ... If that player doesn't, ...
                              // graveyard"
    if (!exiled) return true; // 400.7: it left exile, a new object
    PlayerId owner = o->owner;
    std::string name = describe(item.object);
    if (yesNoAnswer(owner).value_or(true)) {
      ActionResult r =
          castByPermission(owner, item.object, {kNoObject, int(Keyword::Madness), false});
      if (r) {
        note(fmt::format("{} casts {} for its madness cost (CR 702.35a, 608.2g)",
                         player(owner).name, name));
        return true;
      }
      note(fmt::format("{} is not cast for its madness cost: {}", name, r.error));
    }
    if (isLive(item.object) && object(item.object)->zone == Zone::Exile) {
      moveObject(item.object, Zone::Graveyard);
      note(fmt::format("{} is put into its owner's graveyard (CR 702.35a)", name));
    }
    return true;
  }
  case Keyword::Suspend: {
    if (item.eventAmount == kSuspendRemoveCounter) {
      // The intervening if again (603.4): still suspended (702.62b).
      if (!exiled || o->counter(CounterKind::Time) == 0) return true;
      removeCounter(item.object, CounterKind::Time);
      int left = object(item.object)->counter(CounterKind::Time);
      note(fmt::format("a time counter is removed from {} ({} left, CR 702.62a)",
                       describe(item.object), left));
      if (left == 0) {
        pending_.push_back({item.object,
                            object(item.object)->def,
                            -1,
                            item.controller,
                            objectRef(item.object),
                            int(Keyword::Suspend),
                            kNoFn,
                            {},
                            0,
                            kSuspendCast});
        note(fmt::format(
            "the last time counter was removed from {}: its suspend triggers (CR 702.62a)",
            describe(item.object)));
      }
      return true;
    }
    // "if it's exiled, play it without paying its mana cost if able. If you can't, it remains
    // exiled."
    if (!exiled) return true;
    std::string name = describe(item.object);
    if (ActionResult r =
            castByPermission(o->owner, item.object, {kNoObject, int(Keyword::Suspend), true});
        !r)
      note(fmt::format("{} can't be cast, it remains exiled: {} (CR 702.62a)", name, r.error));
    else
      note(fmt::format("{} is cast without paying its mana cost (suspend, CR 702.62a, 118.9)",
                       name));
    return true;
  }
  case Keyword::Rebound: { // 702.88a: "you may cast this card from exile without paying its mana
                           // cost"
    if (!exiled) return true;
    std::string name = describe(item.object);
    if (!yesNoAnswer(item.controller).value_or(true)) {
      note(fmt::format("{} is not cast: it remains exiled (CR 702.88a)", name));
      return true;
    }
    if (ActionResult r = castByPermission(item.controller, item.object,
                                          {kNoObject, int(Keyword::Rebound), true});
        !r)
      note(fmt::format("{} can't be cast, it remains exiled: {} (CR 702.88a)", name, r.error));
    else
      note(fmt::format("{} is cast from exile without paying its mana cost (rebound, CR 702.88a)",
                       name));
    return true;
  }
  case Keyword::Embalm:
  case Keyword::Eternalize: {
    // 702.128a, 702.129a: "Create a token that's a copy of this card, except it's white
    // (black, it's 4/4), it has no mana cost, and it's a Zombie in addition to its other
    // types". The card was exiled as a cost: its copiable values as it last existed in the
    // graveyard (608.2h, 707.2). The exceptions are part of the token's copiable values (707.9b).
    bool embalm = Keyword(item.keyword) == Keyword::Embalm;
    auto values = std::make_shared<Characteristics>(copiableValues(item.object));
    values->colors = 1u << int(embalm ? Color::White : Color::Black);
    values->manaCost.clear();
    if (!values->hasSubtype("Zombie")) values->subtypes.push_back("Zombie");
    if (!embalm) {
      values->hasPT = true;
      values->power = values->toughness = 4;
    }
    ObjId token = createTokenCopy(item.controller, std::move(values));
    note(fmt::format("{} creates {}, a token copy of {} ({}, CR {})", player(item.controller).name,
                     describe(token), item.name, keywordName(Keyword(item.keyword)),
                     embalm ? "702.128a" : "702.129a"));
    return true;
  }
  default:
    return false;
  }
}

} // namespace oraclec::rt
