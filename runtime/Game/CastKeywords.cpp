// Keywords of branch `keywords6` (issue 14): entwine (702.42), cascade (702.85)
// and transmute (702.53). The compiler emits only the keyword's descriptor (its
// cost); the hooks in Actions.cpp (cast, activate, castTriggers, runKeyword)
// call here.
#include "runtime/Game/FaceDown.h" // keywords7: a face-down permanent is not an Aura
#include "runtime/Game/Game.h"
#include "runtime/Vocabulary/Subtypes.h"

#include <algorithm>

#include <fmt/format.h>

namespace oraclec::rt {

namespace {
// 202.3e: on the stack, X in the mana cost counts as the value announced for it.
int manaValueWithX(const Characteristics &c, const GameObject *o) {
  int mv = manaValue(c.manaValueCost());
  if (!o || o->zone != Zone::Stack) return mv;
  const std::string &cost = c.manaValueCost();
  for (size_t at = 0; (at = cost.find("{X}", at)) != std::string::npos; at += 3)
    mv += o->x;
  return mv;
}
} // namespace

// 702.42a: "You may choose all modes of this spell instead of just the number
// specified. If you do, you pay an additional [cost]." The modes are followed in
// the order written (702.42b). The cost's mana joins the total cost (601.2f);
// its other parts ("Entwine—Sacrifice three lands.") are paid by payEntwineRest
// with the other costs (601.2h).
ActionResult Game::entwine(PlayerId p, ObjId spell, const AbilityDescriptor *modal,
                           const std::vector<int> &given, std::vector<int> &chosenModes,
                           std::string &symbols) {
  const AbilityDescriptor *kw = printedKeyword(spell, Keyword::Entwine);
  if (!kw) return ActionResult::fail("it has no entwine (CR 702.42a)");
  if (!modal || modal->modal.modes.empty())
    return ActionResult::fail("entwine is paid only for a modal spell (CR 702.42a, 700.2)");
  if (!given.empty())
    return ActionResult::fail(
        "an entwined spell has all its modes: `modes:` is not given (CR 702.42a)");
  chosenModes.clear();
  for (size_t i = 0; i < modal->modal.modes.size(); ++i)
    chosenModes.push_back(int(i));
  symbols += kw->cost.mana.symbols;
  note(fmt::format("{} chooses all {} modes of {} for its entwine cost (CR 702.42a)",
                   player(p).name, chosenModes.size(), describe(spell)));
  return {};
}

// The parts of the entwine cost that are not mana, paid with the other costs (601.2h).
ActionResult Game::payEntwineRest(PlayerId p, ObjId spell) {
  const AbilityDescriptor *kw = printedKeyword(spell, Keyword::Entwine);
  if (!kw) return ActionResult::fail("it has no entwine (CR 702.42a)");
  CostSpec other = kw->cost;
  other.mana = {};
  if (auto r = payCosts(p, spell, other, {}); !r)
    return ActionResult::fail(r.error + " (entwine cost, CR 702.42a)");
  return {};
}

// 702.85a, 702.85c: each instance of cascade triggers when its spell is cast.
// The spell's mana value is taken now (the trigger compares with it as it
// resolves; a spell's mana value doesn't change on the stack).
void Game::cascadeTriggers(ObjId spell) {
  Characteristics c = characteristics(spell);
  if (!c.hasKeyword(Keyword::Cascade)) return;
  int mv = manaValueWithX(c, object(spell));
  for (int instance : keywordInstances(c, Keyword::Cascade)) {
    PendingTrigger t{spell, c.def, instance, c.controller, objectRef(spell), int(Keyword::Cascade)};
    t.eventAmount = mv;
    pending_.push_back(std::move(t));
    note(fmt::format("{}'s cascade triggers (CR 702.85a)", c.name));
  }
}

// The resolution of cascade (702.85a) and transmute (702.53a); false for any other keyword.
bool Game::runCastKeyword(const StackItem &item) {
  PlayerId p = item.controller;
  int mv = int(item.eventAmount);
  switch (Keyword(item.keyword)) {
  case Keyword::Cascade: {
    // Exile from the top until a nonland card with a lesser mana value is exiled.
    std::vector<ObjId> exiled;
    ObjId hit = kNoObject;
    for (;;) {
      const auto &lib = zone(p, Zone::Library);
      if (lib.empty()) break;
      ObjId top = lib.front();
      ObjId moved = moveObject(top, Zone::Exile);
      const auto &after = zone(p, Zone::Library);
      if (!after.empty() && after.front() == top)
        break; // it could not leave the library: nothing more can be exiled
      if (!isLive(moved) || object(moved)->zone != Zone::Exile)
        continue; // replaced: it went elsewhere, not exiled this way
      exiled.push_back(moved);
      Characteristics ec = characteristics(moved);
      if (!ec.hasType(CardType::Land) && manaValue(ec.manaValueCost()) < mv) {
        hit = moved;
        break;
      }
    }
    note(fmt::format("{} exiles {} card(s) by cascade{} (CR 702.85a)", player(p).name,
                     exiled.size(),
                     hit != kNoObject ? ", the last one " + describe(hit)
                                      : ", none of them a nonland card that costs less"));
    if (hit != kNoObject) {
      std::string name = describe(hit);
      if (!yesNoAnswer(p).value_or(true))
        note(fmt::format("{} does not cast {} (CR 702.85a)", player(p).name, name));
      else if (ActionResult r = castByPermission(p, hit, {kNoObject, int(Keyword::Cascade), true});
               !r)
        note(fmt::format("{} can't be cast: {} (CR 702.85a)", name, r.error));
      else
        note(fmt::format("{} casts {} without paying its mana cost (cascade, CR 702.85a, 118.9)",
                         player(p).name, name));
    }
    // "all cards exiled this way that weren't cast on the bottom of your library in a random order"
    std::vector<ObjId> rest;
    for (ObjId id : exiled)
      if (isLive(id) && object(id)->zone == Zone::Exile) rest.push_back(id);
    for (size_t i = rest.size(); i > 1; --i) // Fisher-Yates with the game's seeded generator
      std::swap(rest[i - 1], rest[size_t(nextRandom() % i)]);
    for (ObjId id : rest)
      moveToLibraryBottom(id);
    if (!rest.empty())
      note(fmt::format(
          "{} card(s) are put on the bottom of {}'s library in a random order (CR 702.85a)",
          rest.size(), player(p).name));
    return true;
  }
  case Keyword::Transmute: {
    // "Search your library for a card with the same mana value as the discarded
    // card, reveal that card, and put it into your hand. Then shuffle your library."
    std::vector<ObjId> found = search(
        p, 1, [&](ObjId id) { return manaValue(characteristics(id).manaValueCost()) == mv; });
    for (ObjId id : found) {
      note(fmt::format("{} reveals {} (mana value {}, transmute, CR 702.53a)", player(p).name,
                       describe(id), mv));
      moveObject(id, Zone::Hand);
    }
    shuffle(p);
    return true;
  }
  default:
    return false;
  }
}

// --- begin keywords7 ---
// 702.103b: "As a spell cast bestowed is put onto the stack, it becomes an Aura
// enchantment and gains enchant creature." Game::cast calls this once the card is
// on the stack, before its target is chosen (702.103d: only the characteristics as
// modified by bestow are evaluated).
void Game::castBestowed(ObjId spell) {
  object(spell)->bestowed = true;
  touch();
  note(fmt::format("{} is cast bestowed: it is an Aura spell with enchant creature (CR 702.103b)",
                   describe(spell)));
}

// The type-changing effect of 702.103b in layer 4 (613.1d), for each bestowed spell and
// permanent: it becomes an Aura enchantment (205.1b: it stops being a creature, and loses
// its creature types). Enchant creature is its bestow ability's target (bestowAbility in
// Actions.cpp), which the cast and the attachment rules read.
std::vector<ContinuousEffect> Game::bestowEffects(const std::vector<ObjId> &permanents) const {
  std::vector<ObjId> bestowed;
  for (ObjId id : permanents)
    if (const GameObject *o = object(id); o && o->bestowed && !isFaceDownObject(*o))
      bestowed.push_back(id);
  // Spells: the one being cast is on the stack before its stack item is (601.2a-c).
  for (const auto &[id, o] : objects_)
    if (o.alive && o.zone == Zone::Stack && o.bestowed && !isFaceDownObject(o))
      bestowed.push_back(id);
  std::vector<ContinuousEffect> out;
  for (ObjId id : bestowed) {
    ContinuousEffect e;
    e.layer = Layer::L4;
    e.timestamp = object(id)->timestamp;
    e.source = id;
    e.locked = std::vector<ObjId>{id};
    e.nativeApply = [](Characteristics &c) {
      c.types = 1u << int(CardType::Enchantment);
      std::vector<std::string> kept;
      for (const std::string &sub : c.subtypes)
        for (const vocab::SubtypeEntry &v : vocab::kSubtypes)
          if (v.spelling == sub && v.category == vocab::SubtypeCategory::Enchantment)
            kept.push_back(sub);
      if (std::find(kept.begin(), kept.end(), "Aura") == kept.end()) kept.emplace_back("Aura");
      c.subtypes = std::move(kept);
    };
    e.nativeReads = field::Subtypes;
    e.nativeWrites = field::Types | field::Subtypes;
    e.description = "bestowed: an Aura enchantment (702.103b)";
    out.push_back(std::move(e));
  }
  return out;
}

// 702.103e: "As a bestowed Aura spell begins resolving, if its target is illegal, it
// ceases to be bestowed and the effect making it an Aura spell ends. It continues
// resolving as a creature spell." (An exception to 608.3a: it is not countered.)
void Game::bestowedSpellResolves(StackItem &item) {
  GameObject *o = object(item.object);
  if (!o || !o->alive || !o->bestowed) return;
  std::vector<TargetSpec> specs = stackTargetSpecs(item);
  bool legal = !specs.empty() && !item.targets.empty() &&
               targetLegal(specs[0], item.targets[0], item.object, item.controller, item.def.get(),
                           &item.targets);
  if (legal) return;
  o->bestowed = false;
  touch();
  item.targets.clear();
  note(fmt::format("{}'s target is illegal: it ceases to be bestowed and resolves as a creature "
                   "spell (CR 702.103e)",
                   describe(item.object)));
}

// 702.103f: "If a bestowed Aura becomes unattached, it ceases to be bestowed. If a
// bestowed Aura is attached to an illegal object or player, it becomes unattached and
// ceases to be bestowed. This is an exception to rule 704.5m." True if it did.
bool Game::unbestowIfUnattached(ObjId aura) {
  Value to = attachedTo(aura);
  if (to != kNoRef && canBeAttachedTo(aura, to)) return false;
  GameObject *o = object(aura);
  o->attachedTo = kNoRef;
  o->bestowed = false;
  touch();
  note(fmt::format("{} is {}: it becomes unattached and ceases to be bestowed, a creature again "
                   "(CR 702.103f)",
                   describe(aura), to == kNoRef ? "unattached" : "attached to an illegal object"));
  return true;
}

// 701.39a, 701.39d: "You may exert ~ as it attacks" is an optional cost to attack, chosen
// as attackers are declared (508.1g) by a `choose:` answer "exert <name>" of the
// attacking player; without one, no creature is exerted. An exerted creature doesn't
// untap during its controller's next untap step (the exerting player controls it as it
// attacks), and its "when you do" ability and "whenever you exert a creature" abilities
// trigger (603.2, 607.2h).
void Game::exertAttackers(const std::vector<std::pair<ObjId, Value>> &attacks) {
  std::vector<ObjId> may;
  for (auto &[id, target] : attacks)
    if (characteristics(id).hasKeyword(Keyword::MayExert)) may.push_back(id);
  if (may.empty()) return;
  auto answer = takeAnswer(active_);
  if (!answer) return;
  std::vector<ObjId> exerted;
  bool used = false;
  for (const std::string &a : *answer) {
    if (a.rfind("exert ", 0) != 0) continue;
    used = true;
    std::string name = a.substr(6);
    for (ObjId id : may)
      if ((describe(id) == name || characteristics(id).def->name == name) &&
          std::find(exerted.begin(), exerted.end(), id) == exerted.end()) {
        exerted.push_back(id);
        break;
      }
  }
  if (!used) {
    answers.push_front({active_, *answer}); // not this choice: left for a later one
    return;
  }
  for (ObjId id : exerted) {
    object(id)->skipNextUntap = true; // 701.39a, 502.3: only that one untap step
    touchStatus();
    note(
        fmt::format("{} exerts {} as it attacks (CR 701.39a)", player(active_).name, describe(id)));
    checkTriggers(TriggerEvent::Exerted, id, id);
  }
}
// --- end keywords7 ---

} // namespace oraclec::rt
