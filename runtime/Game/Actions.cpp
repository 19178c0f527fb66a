// Casting spells (CR 601), activating abilities (CR 602), mana abilities
// (CR 605), intrinsic land abilities (CR 305.6), playing lands (CR 305.1),
// targets (CR 115) and costs (CR 118, 601.2f-h).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <utility>
#include <fmt/format.h>

namespace oraclec::rt {

namespace {
// A cost with the announced X paid as generic mana (107.3a, 601.2f):
// "{X}{R}" with X = 3 is "{R}{3}"; "{X}{X}" counts X twice (107.3: each X
// has the same value).
struct CostWithX {
  std::string symbols;
  std::string problem; // why this X can't be announced for this cost
  explicit operator bool() const { return problem.empty(); }
  const std::string &operator*() const { return symbols; }
  const std::string &error() const { return problem; }
};
// `elsewhere`: another part of the cost takes X ("Remove X counters from ~",
// "pay X life": library2), so a cost without {X} may still have one announced.
CostWithX withX(std::string_view symbols, int x, bool elsewhere = false) {
  CostWithX r;
  int xs = 0;
  for (size_t i = 0; i < symbols.size();) {
    if (symbols.substr(i, 3) == "{X}" || symbols.substr(i, 3) == "{x}") {
      ++xs;
      i += 3;
      continue;
    }
    r.symbols += symbols[i++];
  }
  if (x < 0 || x > 1000)
    r.problem = fmt::format("X = {} can't be announced (CR 107.1b)", x);
  else if (x > 0 && xs == 0 && !elsewhere)
    r.problem = "there is no X in this cost (CR 107.3a)";
  else if (x > 0)
    r.symbols += "{" + std::to_string(x * xs) + "}";
  return r;
}

// library2: does casting this spell announce an X that a cost other than its
// mana cost takes ("As an additional cost to cast this spell, pay X life.",
// "Flashback—{R}{R}, Discard X cards."; 601.2b, 601.2f)?
bool variableXCost(const CardDefinition &def, const AbilityDescriptor *flashback) {
  if (flashback && flashback->cost.variableX()) return true;
  for (const AbilityDescriptor &a : def.abilities)
    if (a.kind == AbilityKind::AdditionalCost && a.cost.variableX()) return true;
  return false;
}

// The spell ability whose modes are chosen (700.2): the modal part of a
// multi-paragraph spell, else its first part.
const AbilityDescriptor *spellAbility(const CardDefinition &def, int *index) {
  *index = -1;
  for (size_t i = 0; i < def.abilities.size(); ++i) {
    const AbilityDescriptor &a = def.abilities[i];
    if (a.kind != AbilityKind::Spell)
      continue;
    if (*index < 0 || !a.modal.modes.empty())
      *index = int(i);
    if (!a.modal.modes.empty())
      break;
  }
  return *index < 0 ? nullptr : &def.abilities[size_t(*index)];
}
bool mainPhase(TurnStep s) { return s == TurnStep::Main1 || s == TurnStep::Main2; }
constexpr const char *kBasicTypes[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
} // namespace

std::vector<ActivatedRef> Game::activatedAbilities(ObjId id) const {
  std::vector<ActivatedRef> out;
  Characteristics c = characteristics(id);
  const GameObject *o = object(id);
  if (o && o->zone == Zone::Battlefield && !c.abilitiesRemoved)
    for (int i = 0; i < 5; ++i)
      if (c.hasSubtype(kBasicTypes[i])) // 305.6
        out.push_back({true, i, -1});
  // In the hand only abilities that function there (cycling, 702.29a);
  // elsewhere activated abilities and equip (702.6a), printed ones in text
  // order, then granted ones (613.1f).
  bool inHand = o && o->zone == Zone::Hand;
  // --- zones2: an ability that moves its card out of a hand or graveyard
  // functions only there (113.6m); the others nowhere but where they always did.
  Zone here = o ? o->zone : Zone::Battlefield;
  // --- begin keywords --- in a graveyard: unearth and scavenge (702.84a, 702.97a; 113.6)
  bool inGraveyard = o && o->zone == Zone::Graveyard;
  auto graveyardKeyword = [](const AbilityDescriptor &a) {
    return a.kind == AbilityKind::Keyword &&
           (a.keyword == Keyword::Unearth || a.keyword == Keyword::Scavenge ||
            a.keyword == Keyword::Embalm || a.keyword == Keyword::Eternalize /* altcast */);
  };
  // --- end keywords ---
  for (const AbilitySlot &s : abilitiesOf(c)) {
    const AbilityDescriptor &a = s.descriptor();
    bool keyword = a.kind == AbilityKind::Keyword;
    bool elsewhere = a.functionsIn != Zone::Battlefield; // zones2
    if (elsewhere ? (a.kind == AbilityKind::Activated && a.functionsIn == here)
        : inGraveyard && graveyardKeyword(a) ? true // --- keywords ---
        : inHand  ? (keyword && (a.keyword == Keyword::Cycling || a.keyword == Keyword::Transmute /* keywords6 */))
                  : (abilityFunctionsIn(a, here) && // zones2: not in a graveyard, library or exile
                     (a.kind == AbilityKind::Activated ||
                      (keyword && (a.keyword == Keyword::Equip || a.keyword == Keyword::Crew /* --- keywords --- */)))))
      out.push_back({false, 0, s.index, s.def});
  }
  return out;
}

// The Enchant keyword of an Aura (702.5a): its TargetSpec says what it can enchant.
static const AbilityDescriptor *enchantAbility(const CardDefinition &def, int *index) {
  for (size_t i = 0; i < def.abilities.size(); ++i)
    if (def.abilities[i].kind == AbilityKind::Keyword && def.abilities[i].keyword == Keyword::Enchant &&
        !def.abilities[i].targets.empty()) {
      if (index)
        *index = int(i);
      return &def.abilities[i];
    }
  return nullptr;
}

// --- keywords7 --- the bestow ability of a bestowed Aura: its target spec is its enchant
// creature (702.103b), given by the compiler as the Enchant keyword's is.
static const AbilityDescriptor *bestowAbility(const CardDefinition &def, int *index) {
  for (size_t i = 0; i < def.abilities.size(); ++i)
    if (def.abilities[i].kind == AbilityKind::Keyword &&
        def.abilities[i].keyword == Keyword::Bestow && !def.abilities[i].targets.empty()) {
      if (index) *index = int(i);
      return &def.abilities[i];
    }
  return nullptr;
}

Value Game::attachedTo(ObjId id) const {
  const GameObject *o = object(id);
  if (!o || o->attachedTo == kNoRef)
    return kNoRef;
  if (refTag(o->attachedTo) == RefTag::Player) {
    PlayerId p = PlayerId(refIndex(o->attachedTo));
    return p >= 0 && p < playerCount() && !player(p).lost ? o->attachedTo : kNoRef;
  }
  const GameObject *t = object(ObjId(refIndex(o->attachedTo)));
  return t && t->alive && t->zone == Zone::Battlefield ? o->attachedTo : kNoRef;
}

// 303.4d (Auras: what the enchant ability allows, not itself; not targeting, so
// hexproof and shroud don't matter), 301.5c (Equipment: a creature, not itself),
// 301.6 (Fortification: a land). Protection (702.16c-d) is checked here too: a
// permanent with protection from a quality can't be enchanted, equipped or
// fortified by something with that quality, so state-based actions put such an
// Aura into its owner's graveyard (704.5m) and unattach such an Equipment or
// Fortification (704.5n).
bool Game::canBeAttachedTo(ObjId attachment, Value to) {
  const GameObject *a = object(attachment);
  if (!a || to == kNoRef)
    return false;
  Characteristics ac = characteristics(attachment);
  if (refTag(to) == RefTag::Object) {
    ObjId t = ObjId(refIndex(to));
    const GameObject *o = object(t);
    if (t == attachment || !o || !o->alive || o->zone != Zone::Battlefield)
      return false;
    if (protectedFrom(characteristics(t), ac))
      return false;
  } else if (refTag(to) != RefTag::Player) {
    return false;
  }
  if (ac.hasSubtype("Aura")) {
    const AbilityDescriptor *en = !ac.def ? nullptr
                                  : a->bestowed
                                      ? bestowAbility(*ac.def, nullptr) // keywords7: 702.103b
                                      : enchantAbility(*ac.def, nullptr);
    if (!en)
      return false;
    const TargetSpec &spec = en->targets[0];
    if (refTag(to) == RefTag::Player)
      return spec.cls == TargetClass::Any || spec.cls == TargetClass::Player ||
             (spec.cls == TargetClass::Opponent && PlayerId(refIndex(to)) != controllerOf(attachment));
    Characteristics tc = characteristics(ObjId(refIndex(to)));
    switch (spec.cls) {
    case TargetClass::Any:
      return tc.hasType(CardType::Creature) || tc.hasType(CardType::Planeswalker) || tc.hasType(CardType::Battle);
    case TargetClass::Object: {
      if (spec.legal == kNoFn)
        return true;
      ExecContext ctx = contextFor(attachment, controllerOf(attachment), ac.def.get());
      ctx.readOnly = true;
      return callFn(ac.def.get(), spec.legal, ctx, to) != 0;
    }
    default: return false;
    }
  }
  if (refTag(to) != RefTag::Object)
    return false;
  Characteristics tc = characteristics(ObjId(refIndex(to)));
  if (ac.hasSubtype("Equipment"))
    return tc.hasType(CardType::Creature) && !ac.hasType(CardType::Creature);
  if (ac.hasSubtype("Fortification"))
    return tc.hasType(CardType::Land);
  return false;
}

void Game::attach(ObjId attachment, Value to) {
  GameObject *o = object(attachment);
  if (!o)
    return;
  touch();
  o->attachedTo = to;
  o->timestamp = ++timestamp_; // 613.7e: attaching gives a new timestamp
  note(fmt::format("{} becomes attached to {} (CR 701.3)", describe(attachment), describe(to)));
}

bool Game::equipTargetLegal(Value target, ObjId equipment, PlayerId p) const {
  if (refTag(target) != RefTag::Object)
    return false;
  ObjId id = ObjId(refIndex(target));
  const GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield || id == equipment)
    return false;
  Characteristics c = characteristics(id);
  if (c.hasKeyword(Keyword::Shroud) || (c.hasKeyword(Keyword::Hexproof) && c.controller != p)) // 702.18a, 702.11b
    return false;
  return c.hasType(CardType::Creature) && c.controller == p; // 702.6a "target creature you control"
}

bool Game::summoningSick(ObjId id) const {
  Characteristics c = characteristics(id);
  const GameObject *o = object(id);
  if (!o || !c.hasType(CardType::Creature) || c.hasKeyword(Keyword::Haste)) // 302.6, 702.10
    return false;
  PlayerId p = c.controller;
  return o->controlSinceTurn >= 0 && o->controlSinceTurn >= player(p).lastTurnStarted;
}

bool Game::targetLegal(const TargetSpec &spec, Value target, ObjId source, PlayerId controller,
                       const CardDefinition *def, const std::vector<Value> *earlier) {
  if (spec.code) def = spec.code; // keywords7: a spliced card's target (702.47c)
  // dmg3: "another target" can't be what the earlier "target" chose (115.3, 601.2c).
  if (spec.notTarget >= 0 && earlier && size_t(spec.notTarget) < earlier->size()) {
    std::vector<Value> before = expand((*earlier)[size_t(spec.notTarget)]);
    if (std::find(before.begin(), before.end(), target) != before.end()) return false;
  }
  if (refTag(target) == RefTag::Player) {
    PlayerId p = PlayerId(refIndex(target));
    if (p < 0 || p >= playerCount() || player(p).lost)
      return false;
    switch (spec.cls) {
    case TargetClass::Any: case TargetClass::Player: case TargetClass::PlayerOrPlaneswalker: return true; // 115.4
    case TargetClass::Opponent: case TargetClass::OpponentOrPlaneswalker: return p != controller; // dmg
    case TargetClass::Object: case TargetClass::Spell: return false;
    }
  }
  if (refTag(target) != RefTag::Object)
    return false;
  ObjId id = refIndex(target);
  const GameObject *o = object(id);
  if (!o || !o->alive || id == source) // 115.5: a spell or ability can't target itself
    return false;
  Characteristics c = characteristics(id);
  if (c.hasKeyword(Keyword::Hexproof) && c.controller != controller) // 702.11b
    return false;
  if (c.hasKeyword(Keyword::Shroud)) // 702.18a
    return false;
  if (o->zone == Zone::Battlefield && isLive(source) && protectedFrom(c, characteristics(source))) // 702.16b
    return false;
  switch (spec.cls) {
  case TargetClass::Any: // 115.4: creature, player, planeswalker (or battle)
    return o->zone == Zone::Battlefield && (c.hasType(CardType::Creature) || c.hasType(CardType::Planeswalker) ||
                                            c.hasType(CardType::Battle));
  case TargetClass::PlayerOrPlaneswalker:
  case TargetClass::OpponentOrPlaneswalker: // dmg: any planeswalker, even your own (115.4)
    return o->zone == Zone::Battlefield && c.hasType(CardType::Planeswalker);
  case TargetClass::Object: {
    if (spec.legal == kNoFn)
      return o->zone == Zone::Battlefield;
    ExecContext ctx = contextFor(source, controller, def);
    ctx.readOnly = true;
    if (targetX_ >= 0)
      ctx.x = targetX_; // library2: "with mana value X" of an activated ability (602.2b)
    if (earlier)
      ctx.targets = *earlier;
    if (targetEvent_ != kNoRef)
      ctx.eventObject = targetEvent_; // triggers7: a trigger's "that player" (603.3d, 608.2b)
    return callFn(def, spec.legal, ctx, target) != 0;
  }
  case TargetClass::Spell: { // 115.1a "target spell": a spell on the stack
    bool onStack = o->zone == Zone::Stack && std::any_of(stack_.begin(), stack_.end(), [&](const StackItem &s) {
                     return s.kind == StackItem::Spell && s.object == id;
                   });
    if (!onStack)
      return false;
    if (spec.legal == kNoFn)
      return true;
    ExecContext ctx = contextFor(source, controller, def);
    ctx.readOnly = true;
    if (targetX_ >= 0)
      ctx.x = targetX_; // library2: "with mana value X" of an activated ability (602.2b)
    if (earlier)
      ctx.targets = *earlier;
    if (targetEvent_ != kNoRef)
      ctx.eventObject = targetEvent_; // triggers7: a trigger's "that player" (603.3d, 608.2b)
    return callFn(def, spec.legal, ctx, target) != 0;
  }
  default: return false;
  }
}

std::vector<int> Game::spellParts(const CardDefinition &def) {
  std::vector<int> out;
  for (size_t i = 0; i < def.abilities.size(); ++i)
    if (def.abilities[i].kind == AbilityKind::Spell)
      out.push_back(int(i));
  return out;
}

// The modes chosen for a spell belong to its one modal part; the other parts
// have none (700.2).
static std::vector<int> modesOfPart(const AbilityDescriptor &part, const std::vector<int> &modes) {
  return part.modal.modes.empty() ? std::vector<int>{} : modes;
}

// --- keywords7 --- the descriptor of a keyword a spell was cast for (overload, awaken), if the
// card has it.
static const AbilityDescriptor *castKeywordAbility(const CardDefinition &def, Keyword k,
                                                   int *index = nullptr) {
  for (size_t i = 0; i < def.abilities.size(); ++i)
    if (def.abilities[i].kind == AbilityKind::Keyword && def.abilities[i].keyword == k) {
      if (index) *index = int(i);
      return &def.abilities[i];
    }
  return nullptr;
}

std::vector<TargetSpec> Game::stackTargetSpecs(const StackItem &item) {
  if (!item.def || item.ability < 0)
    return {};
  const AbilityDescriptor &a = item.def->abilities[size_t(item.ability)];
  if (item.kind != StackItem::Spell || a.kind != AbilityKind::Spell || item.delayedEffect != kNoFn)
    return targetSpecs(&a, item.modes);
  if (item.castKeyword == int(Keyword::Overload)) // --- keywords7 --- 702.96b: no targets
    return {};
  std::vector<TargetSpec> out;
  for (int i : spellParts(*item.def)) {
    const AbilityDescriptor &part = item.def->abilities[size_t(i)];
    for (TargetSpec &t : targetSpecs(&part, modesOfPart(part, item.modes)))
      out.push_back(std::move(t));
  }
  // --- keywords7 --- 702.47c-d: the targets of the spliced text, chosen normally after the
  // spell's own; their predicates belong to the spliced card's code
  for (const std::shared_ptr<const CardDefinition> &sdef : item.spliced)
    for (int i : spellParts(*sdef)) {
      int offset = int(out.size());
      for (TargetSpec t : sdef->abilities[size_t(i)].targets) {
        t.code = sdef.get();
        if (t.notTarget >= 0) t.notTarget += offset;
        out.push_back(std::move(t));
      }
    }
  // --- keywords7 --- 702.113a-b: the awaken ability's target land, only if its cost was paid
  if (item.castKeyword == int(Keyword::Awaken))
    if (const AbilityDescriptor *awaken = castKeywordAbility(*item.def, Keyword::Awaken))
      out.insert(out.end(), awaken->targets.begin(), awaken->targets.end());
  return out;
}

std::vector<TargetSpec> Game::targetSpecs(const AbilityDescriptor *ability, const std::vector<int> &modes) {
  if (!ability)
    return {};
  if (ability->modal.modes.empty())
    return ability->targets;
  std::vector<TargetSpec> out;
  for (int m : modes) // 700.2b: only the chosen modes' targets
    for (const TargetSpec &t : ability->modal.modes[size_t(m)].targets)
      out.push_back(t);
  return out;
}

ActionResult Game::chooseModes(PlayerId p, const AbilityDescriptor *ability, ObjId source,
                               const CardDefinition *def, std::vector<int> given, std::vector<int> &out) {
  out.clear();
  if (!ability || ability->modal.modes.empty()) {
    if (!given.empty())
      return ActionResult::fail("it is not modal (CR 700.2)");
    return {};
  }
  const ModalSpec &m = ability->modal;
  int count = int(m.modes.size());
  auto howMany = [&] {
    return m.min == m.max ? fmt::format("{}", m.min) : fmt::format("{} to {}", m.min, m.max);
  };
  if (!given.empty()) {
    if (int(given.size()) < m.min || int(given.size()) > m.max)
      return ActionResult::fail(fmt::format("{} mode(s) chosen, it says to choose {} (CR 700.2)", given.size(), howMany()));
    std::sort(given.begin(), given.end()); // 700.2: performed in printed order
    for (size_t i = 0; i < given.size(); ++i) {
      if (given[i] < 1 || given[i] > count)
        return ActionResult::fail(fmt::format("there is no mode {}: it has {} (CR 700.2)", given[i], count));
      if (i > 0 && given[i] == given[i - 1]) // 700.2d
        return ActionResult::fail(fmt::format("mode {} chosen twice (CR 700.2d)", given[i]));
      out.push_back(given[i] - 1);
    }
    return {};
  }
  // Not given: the first modes that can be chosen, as few as allowed (a mode
  // whose targets can't be chosen can't be: 603.3c; see docs/decisions.md).
  for (int i = 0; i < count && int(out.size()) < m.min; ++i) {
    std::vector<Value> ignored;
    if (chooseTargets(p, m.modes[size_t(i)].targets, source, def, {}, ignored))
      out.push_back(i);
  }
  if (int(out.size()) < m.min)
    return ActionResult::fail(fmt::format("no {} mode(s) can be chosen (CR 700.2, 603.3c)", m.min));
  return {};
}

ActionResult Game::chooseTargets(PlayerId p, const std::vector<TargetSpec> &specs, ObjId source,
                                 const CardDefinition *def, const std::vector<Value> &given,
                                 std::vector<Value> &out) {
  out.clear();
  if (specs.empty()) {
    if (!given.empty())
      return ActionResult::fail("it has no targets");
    return {};
  }
  // A phrase naming several targets ("two target creatures", "up to one
  // target creature") takes the next given targets, as many as it names; its
  // choice is one set (601.2c: different objects, 115.3).
  size_t next = 0;
  for (size_t i = 0; i < specs.size(); ++i) {
    TargetSpec spec = specs[i];
    if (spec.countIsX) { // "X target creatures": as many as the X announced before (601.2b-c)
      const GameObject *o = object(source);
      spec.count = targetX_ >= 0 ? targetX_
                   : o           ? std::max(0, int(o->x))
                                 : 0; // library2: an ability's own X
    }
    bool several = spec.count > 1 || spec.upTo || spec.countIsX;
    std::vector<Value> chosen;
    while (chosen.size() < size_t(spec.count) && next < given.size()) {
      Value v = given[next++];
      if (!targetLegal(spec, v, source, p, def, &out))
        return ActionResult::fail(fmt::format("{} is not a legal target (CR 115)", describe(v)));
      if (std::find(chosen.begin(), chosen.end(), v) != chosen.end())
        return ActionResult::fail(fmt::format("{} is chosen twice for one target phrase (CR 115.3)", describe(v)));
      chosen.push_back(v);
    }
    // Not given: "up to N" takes none once the player gave any targets; else
    // the first legal choices, opponents and their permanents first (see docs/decisions.md).
    if (!(spec.upTo && !given.empty()))
      fillDefaultTargets(p, spec, source, def, chosen, &out);
    if (chosen.size() < size_t(spec.count) && !spec.upTo)
      return ActionResult::fail("no legal target (CR 115)");
    out.push_back(several ? makeSet(chosen) : chosen.empty() ? kNoRef : chosen[0]);
  }
  if (next < given.size())
    return ActionResult::fail(fmt::format("{} targets given, it has {}", given.size(), next));
  return {};
}

// Adds legal targets for `spec` to `chosen` until it holds spec.count of them.
void Game::fillDefaultTargets(PlayerId p, const TargetSpec &spec, ObjId source, const CardDefinition *def,
                              std::vector<Value> &chosen, const std::vector<Value> *earlier) {
  {
    std::vector<Value> candidates;
    for (PlayerId q = 0; q < playerCount(); ++q)
      if (q != p)
        candidates.push_back(playerRef(q));
    for (ObjId id : battlefield())
      if (controllerOf(id) != p)
        candidates.push_back(objectRef(id));
    for (ObjId id : battlefield())
      if (controllerOf(id) == p)
        candidates.push_back(objectRef(id));
    candidates.push_back(playerRef(p));
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
      if (it->kind == StackItem::Spell)
        candidates.push_back(objectRef(it->object));
    // Cards in graveyards last ("target Spirit card from your graveyard",
    // soulshift 702.46a): the controller's own first.
    for (int k = 0; k < playerCount(); ++k)
      for (ObjId id : zone(PlayerId((p + k) % playerCount()), Zone::Graveyard))
        candidates.push_back(objectRef(id));
    for (Value v : candidates)
      if (chosen.size() < size_t(spec.count) && targetLegal(spec, v, source, p, def, earlier) &&
          std::find(chosen.begin(), chosen.end(), v) == chosen.end())
        chosen.push_back(v);
  }
}

// Mana abilities this player could activate to pay a cost: untapped
// permanents with an intrinsic land ability or a printed mana ability whose
// only cost is {T} (see docs/decisions.md, automatic payment).
std::vector<std::pair<ObjId, ActivatedRef>> Game::manaSources(PlayerId p, ObjId except) const {
  std::vector<std::pair<ObjId, ActivatedRef>> out;
  for (ObjId id : battlefield()) {
    if (id == except || controllerOf(id) != p)
      continue;
    const GameObject *o = object(id);
    if (o->tapped || summoningSick(id))
      continue;
    for (const ActivatedRef &r : activatedAbilities(id)) {
      if (r.intrinsic) {
        out.push_back({id, r});
        break;
      }
      const AbilityDescriptor &a = r.descriptor();
      if (a.manaAbility && a.cost.tap && a.cost.mana.symbols.empty() && !a.cost.sacrificeSelf &&
          !a.cost.oncePerTurn && !a.cost.sorcerySpeed && // restricted abilities only when activated explicitly
          a.cost.sacrificeFilter == kNoFn && a.cost.tapFilter == kNoFn && a.cost.payLife == 0 && a.cost.discard == 0 &&
          !a.cost.exileSelf && !a.cost.discardSelf && a.cost.exileFilter == kNoFn && a.cost.exileTop == 0) { // zones2
        out.push_back({id, r});
        break;
      }
    }
  }
  return out;
}

// 602.5d "activate only as a sorcery" (307.1 timing), 602.5b "only once each turn".
ActionResult Game::activationRestrictions(PlayerId p, ObjId id, int ability, const CostSpec &cost,
                                          const CardDefinition *def) {
  if (cost.sorcerySpeed && (p != active_ || !mainPhase(step_) || !stack_.empty()))
    return ActionResult::fail(describe(id) + "'s ability can be activated only as a sorcery (CR 602.5d)");
  if (cost.condition != kNoFn) { // 602.5b: "Activate only during your turn / only if ..."
    if (!def)
      def = characteristics(id).def.get();
    ExecContext ctx = contextFor(id, p, def);
    ctx.readOnly = true;
    if (!callFn(def, cost.condition, ctx, 0))
      return ActionResult::fail(describe(id) + "'s ability can't be activated now: its condition is false (CR 602.5b)");
  }
  if (cost.loyaltyAbility) { // 606.3: main phase, empty stack, one loyalty ability per permanent per turn
    const GameObject *o = object(id);
    if (!o || o->zone != Zone::Battlefield)
      return ActionResult::fail(describe(id) + " is not a permanent: no loyalty ability (CR 606.3)");
    if (p != active_ || !mainPhase(step_) || !stack_.empty())
      return ActionResult::fail(describe(id) + "'s loyalty ability can be activated only as a sorcery (CR 606.3)");
    for (const Activation &act : activations_)
      if (act.object == id && act.loyalty && act.turn == turn_)
        return ActionResult::fail(describe(id) + " already activated a loyalty ability this turn (CR 606.3)");
    activations_.push_back({id, ability, turn_, true});
  }
  if (cost.oncePerTurn) {
    for (const Activation &act : activations_)
      if (act.object == id && act.ability == ability && act.turn == turn_)
        return ActionResult::fail(describe(id) + "'s ability can be activated only once each turn (CR 602.5b)");
    activations_.push_back({id, ability, turn_});
  }
  return {};
}

ActionResult Game::activateManaAbility(PlayerId p, ObjId id, const ActivatedRef &ref) {
  Characteristics c = characteristics(id);
  if (ref.intrinsic) {
    const GameObject *o = object(id);
    if (!o || o->tapped)
      return ActionResult::fail(describe(id) + " is tapped");
    if (summoningSick(id))
      return ActionResult::fail(describe(id) + " has summoning sickness (CR 302.6)");
    tap(id);
    addMana(p, packMana(ManaColor(ref.color), 1));
    note(fmt::format("{} taps {} for {{{}}} (CR 305.6)", player(p).name, c.name, "WUBRG"[ref.color]));
    return {};
  }
  const AbilityDescriptor &a = ref.descriptor();
  if (auto r = activationRestrictions(p, id, ref.ability, a.cost, ref.def); !r)
    return r;
  if (auto r = payCosts(p, id, a.cost, {}, ref.def); !r)
    return r;
  StackItem item;
  item.kind = StackItem::Activated;
  item.object = id;
  item.def = handleOf(c, ref.def);
  item.ability = ref.ability;
  item.controller = p;
  runEffect(item, {}); // 605.3b: resolves immediately
  note(fmt::format("{} activates a mana ability of {} (CR 605)", player(p).name, c.name));
  return {};
}

ActionResult Game::payMana(PlayerId p, const std::string &symbols, const std::vector<ObjId> &pay, ObjId except) {
  // {E} is paid by removing an energy counter from the player (107.14); the rest is mana.
  std::string mana;
  int energy = 0;
  if (!forEachManaSymbol(symbols, [&](std::string_view sym) {
        if (sym == "E")
          ++energy;
        else
          mana += "{" + std::string(sym) + "}";
        return true;
      }))
    mana = symbols, energy = 0; // not braced symbols: parseManaCost reports it
  if (energy > player(p).energy)
    return ActionResult::fail(fmt::format("{} has {} energy, not the {} to pay (CR 107.14)", player(p).name,
                                          player(p).energy, energy));
  if (auto r = payManaSymbols(p, mana, pay, except); !r)
    return r;
  if (energy > 0) {
    touch();
    player(p).energy -= energy;
    note(fmt::format("{} pays {} energy, {} left (CR 107.14)", player(p).name, energy, player(p).energy));
  }
  return {};
}

ActionResult Game::payManaSymbols(PlayerId p, const std::string &symbols, const std::vector<ObjId> &pay, ObjId except) {
  auto req = parseManaCost(symbols);
  if (!req)
    return ActionResult::fail("cannot pay mana cost " + symbols);
  if (req->total() == 0 && pay.empty())
    return {};
  if (!pay.empty()) {
    for (ObjId id : pay) {
      std::optional<ActivatedRef> ref;
      for (const ActivatedRef &r : activatedAbilities(id))
        if (r.intrinsic || r.descriptor().manaAbility) {
          ref = r;
          break;
        }
      if (!ref)
        return ActionResult::fail(describe(id) + " has no mana ability");
      if (controllerOf(id) != p)
        return ActionResult::fail(describe(id) + " is not controlled by " + player(p).name);
      wantedManaColor = -1; // a source offering a choice makes the first colour still missing
      ManaPool spendable = spendablePool(p); // library5: restricted mana (106.6)
      for (int c = 0; c < 6 && wantedManaColor < 0; ++c)
        if (spendable.amount[size_t(c)] < req->colored[size_t(c)]) wantedManaColor = c;
      auto r = activateManaAbility(p, id, *ref);
      wantedManaColor = -1;
      if (!r)
        return r;
    }
  } else {
    // Automatic payment: probe what each source makes (on a copy of the game),
    // tap sources for colored symbols first, then for generic mana.
    struct Source { ObjId id; ActivatedRef ref; int64_t makes; bool land; int colors; };
    std::vector<Source> sources;
    for (auto &[id, ref] : manaSources(p, except)) {
      int64_t makes = 0;
      if (ref.intrinsic) {
        makes = packMana(ManaColor(ref.color), 1);
      } else {
        Game probe = *this;
        probe.log = nullptr;
        probe.answers.clear(); // the probe must not consume (or depend on) scenario answers
        probe.probedManaOptions = 0;
        ManaPool before = probe.spendablePool(p); // library5: what it makes that can pay (106.6)
        if (!probe.activateManaAbility(p, id, ref))
          continue;
        ManaPool after = probe.spendablePool(p);
        for (int c = 0; c < 6; ++c)
          makes += packMana(ManaColor(c), after.amount[size_t(c)] - before.amount[size_t(c)]);
        if (probe.probedManaOptions != 0) // a choice of colour: it can make any of them
          makes = probe.probedManaOptions;
      }
      if (makes == 0)
        continue;
      int colors = 0;
      for (int c = 0; c < 6; ++c)
        colors += manaCount(makes, ManaColor(c)) > 0;
      sources.push_back({id, ref, makes, characteristics(id).hasType(CardType::Land), colors});
    }
    std::stable_sort(sources.begin(), sources.end(), [](const Source &a, const Source &b) {
      if (a.land != b.land)
        return a.land;
      return a.colors < b.colors;
    });
    std::vector<bool> used(sources.size(), false);
    auto tapSource = [&](size_t i, int color) -> ActionResult {
      used[i] = true;
      wantedManaColor = color;
      auto r = activateManaAbility(p, sources[i].id, sources[i].ref);
      wantedManaColor = -1;
      return r;
    };
    for (int c = 0; c < 6; ++c) {
      for (size_t i = 0;
           i < sources.size() && spendablePool(p).amount[size_t(c)] < req->colored[size_t(c)]; ++i)
        if (!used[i] && manaCount(sources[i].makes, ManaColor(c)) > 0)
          if (auto r = tapSource(i, c); !r)
            return r;
    }
    for (size_t i = 0; i < sources.size(); ++i) {
      ManaPool test = spendablePool(p);
      if (payFromPool(test, *req))
        break;
      if (!used[i])
        if (auto r = tapSource(i, -1); !r)
          return r;
    }
  }
  touch();
  // library5: only mana that can pay for this (106.6) is spent; restricted mana first.
  ManaPool before = spendablePool(p), after = before;
  if (!payFromPool(after, *req))
    return ActionResult::fail(fmt::format("cannot pay {} (pool {}{})", symbols,
                                          player(p).pool.toString(),
                                          before.total() < player(p).pool.total()
                                              ? fmt::format(", {} of it restricted (CR 106.6)",
                                                            player(p).pool.total() - before.total())
                                              : ""));
  std::array<int, 6> spent{};
  for (size_t c = 0; c < 6; ++c)
    spent[c] = before.amount[c] - after.amount[c];
  spendFromPool(p, spent);
  for (int c = 0; c < 5; ++c) // W U B R G; colorless is not a colour (105.1)
    if (spent[size_t(c)] > 0) manaSpentColors_ |= 1u << c;
  return {};
}

ActionResult Game::payCosts(PlayerId p, ObjId source, const CostSpec &cost, const std::vector<ObjId> &pay,
                            const CardDefinition *def) {
  // library2: a part that takes X is paid only once X is announced (CostSpec::withVariableX).
  if (cost.variableX())
    return ActionResult::fail("this cost takes an X that was not announced (CR 107.3a, 601.2b)");
  if (cost.tap) { // 107.5, 302.6
    const GameObject *o = object(source);
    if (!o || o->zone != Zone::Battlefield || o->tapped)
      return ActionResult::fail(describe(source) + " is tapped (CR 107.5)");
    if (summoningSick(source))
      return ActionResult::fail(describe(source) + " has summoning sickness (CR 302.6)");
  }
  if (cost.untap && (!object(source) || !object(source)->tapped))
    return ActionResult::fail(describe(source) + " is untapped (CR 107.6)");
  if (cost.exertSelf &&
      (!object(source) || object(source)->zone != Zone::Battlefield)) // --- keywords7 ---
    return ActionResult::fail(describe(source) +
                              " is not on the battlefield: it can't be exerted (CR 701.39c)");
  if (cost.payLife > player(p).life) // 119.4
    return ActionResult::fail("not enough life to pay (CR 119.4)");
  if (cost.removeCounterKind >= 0) { // 118.3: only counters that are there can be removed
    GameObject *o = object(source);
    if (!o || o->counter(CounterKind(cost.removeCounterKind)) < cost.removeCounters)
      return ActionResult::fail(fmt::format("{} has fewer than {} such counters to remove (CR 118.3)", describe(source),
                                            cost.removeCounters));
  }
  if (cost.loyaltyAbility && cost.loyalty < 0) { // 606.6
    const GameObject *o = object(source);
    if (!o || o->counter(CounterKind::Loyalty) < -cost.loyalty)
      return ActionResult::fail(fmt::format("{} has fewer than {} loyalty counters to remove (CR 606.6)",
                                            describe(source), -cost.loyalty));
  }
  if (auto r = payMana(p, cost.mana.symbols, pay, cost.tap ? source : kNoObject); !r)
    return r;
  if (cost.loyaltyAbility && cost.loyalty > 0) // 606.4
    putCounters(source, CounterKind::Loyalty, cost.loyalty);
  if (cost.loyaltyAbility && cost.loyalty < 0) {
    touch();
    object(source)->counters[size_t(CounterKind::Loyalty)] += cost.loyalty;
    note(fmt::format("{} loyalty counter(s) are removed from {} (CR 606.4)", -cost.loyalty, describe(source)));
  }
  if (cost.tap)
    tap(source);
  if (cost.untap)
    untap(source);
  if (cost.exertSelf) { // --- keywords7 --- 701.39a: "Exert ~" as a cost (118.3)
    object(source)->skipNextUntap = true;
    touchStatus();
    note(fmt::format("{} exerts {} to pay a cost (CR 701.39a)", player(p).name, describe(source)));
    checkTriggers(TriggerEvent::Exerted, source, source);
  }
  if (cost.payLife > 0)
    loseLife(p, cost.payLife);
  if (cost.removeCounterKind >= 0) {
    touch();
    object(source)->counters[size_t(cost.removeCounterKind)] -= cost.removeCounters;
  }
  // The permanents of p that a cost's predicate accepts (602.2b).
  auto eligible = [&](FnId filter, bool untappedOnly) {
    if (!def)
      def = characteristics(source).def.get();
    ExecContext ctx = contextFor(source, p, def);
    ctx.readOnly = true;
    std::vector<ObjId> out;
    for (ObjId id : battlefield())
      if (controllerOf(id) == p && !(untappedOnly && object(id)->tapped) && callFn(def, filter, ctx, objectRef(id)))
        out.push_back(id);
    return out;
  };
  if (cost.tapFilter != kNoFn) { // "Tap two untapped Wizards you control" (602.2b)
    std::vector<ObjId> choices = eligible(cost.tapFilter, true);
    if (int(choices.size()) < cost.tapCount)
      return ActionResult::fail("not enough untapped permanents to tap for the cost");
    std::vector<ObjId> chosen;
    if (auto a = takeAnswer(p))
      for (const std::string &name : *a)
        if (auto v = resolveName(name); v && std::find(choices.begin(), choices.end(), ObjId(refIndex(*v))) != choices.end() &&
                                        std::find(chosen.begin(), chosen.end(), ObjId(refIndex(*v))) == chosen.end())
          chosen.push_back(ObjId(refIndex(*v)));
    for (ObjId id : choices) // the rest: the first eligible ones
      if (int(chosen.size()) < cost.tapCount && std::find(chosen.begin(), chosen.end(), id) == chosen.end())
        chosen.push_back(id);
    chosen.resize(size_t(cost.tapCount));
    for (ObjId id : chosen)
      tap(id);
  }
  // library2: the objects named by p's answer among `choices`, then the first
  // other eligible ones, `n` in all (118.3: a cost is paid with what is there).
  auto pick = [&](const std::vector<ObjId> &choices, int n) {
    std::vector<ObjId> chosen;
    if (auto a = takeAnswer(p))
      for (const std::string &name : *a)
        if (auto v = resolveName(name);
            v && int(chosen.size()) < n &&
            std::find(choices.begin(), choices.end(), ObjId(refIndex(*v))) != choices.end() &&
            std::find(chosen.begin(), chosen.end(), ObjId(refIndex(*v))) == chosen.end())
          chosen.push_back(ObjId(refIndex(*v)));
    for (ObjId id : choices)
      if (int(chosen.size()) < n && std::find(chosen.begin(), chosen.end(), id) == chosen.end())
        chosen.push_back(id);
    return chosen;
  };
  if (cost.sacrificeFilter != kNoFn && cost.sacrificeCount > 0) {
    std::vector<ObjId> choices = eligible(cost.sacrificeFilter, false);
    if (choices.empty())
      return ActionResult::fail("nothing to sacrifice");
    if (int(choices.size()) < cost.sacrificeCount) // library2: "Sacrifice two Goblins" (118.3)
      return ActionResult::fail(fmt::format("only {} of the {} permanents to sacrifice (CR 118.3)",
                                            choices.size(), cost.sacrificeCount));
    for (ObjId chosen : pick(choices, cost.sacrificeCount)) {
      moveObject(chosen, Zone::Graveyard); // 701.17
      costSacrificed_.push_back(chosen);   // "the sacrificed creature" (608.2h)
    }
  }
  if (auto r = payZoneCosts(p, source, cost, def); !r) // zones2 (ZoneAbilities.cpp)
    return r;
  if (cost.discardFilter != kNoFn &&
      cost.discard > 0) { // library2: "Discard a creature card" (118.3)
    if (!def) def = characteristics(source).def.get();
    ExecContext ctx = contextFor(source, p, def);
    ctx.readOnly = true;
    std::vector<ObjId> choices;
    for (ObjId id : zone(p, Zone::Hand))
      if (id != source && callFn(def, cost.discardFilter, ctx, objectRef(id)))
        choices.push_back(id);
    if (int(choices.size()) < cost.discard)
      return ActionResult::fail("no such card to discard (CR 118.3)");
    for (ObjId id : pick(choices, cost.discard)) {
      discardCard(p, id, false); // altcast: madness (702.35a)
      costDiscarded_.push_back(id); // effects8: "the discarded card" (608.2h)
    }
  }
  for (int i = 0; i < cost.discard && !cost.discardRandom && cost.discardFilter == kNoFn; ++i) {
    const auto &hand = zone(p, Zone::Hand);
    if (hand.empty())
      return ActionResult::fail("no card to discard");
    ObjId card = hand.front();
    discardCard(p, card, false);    // altcast: madness (702.35a)
    costDiscarded_.push_back(card); // effects8: "the discarded card" (608.2h)
  }
  if (cost.sacrificeSelf)
    moveObject(source, Zone::Graveyard);
  return {};
}

// A keyword ability of a card with its cost (flashback 702.34a, buyback 702.27a), if it has one.
const AbilityDescriptor *Game::printedKeyword(ObjId card, Keyword k) const {
  Characteristics c = characteristics(card);
  std::vector<int> instances = keywordInstances(c, k);
  return instances.empty() || instances[0] < 0 ? nullptr : &c.def->abilities[size_t(instances[0])];
}

// Casting-cost keywords (601.2f): kicker adds its cost once per kick (702.33a,
// 702.33c multikicker); convoke (702.51a), improvise (702.126a) and delve
// (702.66a) let the permanents or graveyard cards named in `pay` pay for part
// of the total cost; those are taken out of `pay`, which keeps the mana
// sources. `symbols` is the total cost, reduced by what they paid.
ActionResult Game::castingCostKeywords(PlayerId p, ObjId spell, const Characteristics &c, int kicks,
                                       std::vector<ObjId> &pay, std::string &symbols) {
  if (kicks > 0) {
    const AbilityDescriptor *kicker = printedKeyword(spell, Keyword::Kicker);
    const AbilityDescriptor *multi = printedKeyword(spell, Keyword::Multikicker);
    if (!kicker && !multi)
      return ActionResult::fail("it has no kicker (CR 702.33a)");
    if (kicks > 1 && !multi)
      return ActionResult::fail("kicker is paid at most once (CR 702.33a)");
    const CostSpec &kick = (multi ? multi : kicker)->cost;
    CostSpec other = kick; // "Kicker—Sacrifice a land.": the parts that are not mana
    other.mana = {};
    for (int i = 0; i < kicks; ++i) {
      symbols += kick.mana.symbols;
      if (auto r = payCosts(p, spell, other, {}); !r)
        return ActionResult::fail(r.error + " (kicker cost, CR 702.33a)");
    }
    object(spell)->kicked = kicks;
    note(fmt::format("{} is kicked{} (CR 702.33)", c.name, kicks > 1 ? fmt::format(" {} times", kicks) : ""));
  }
  bool convoke = c.hasKeyword(Keyword::Convoke), improvise = c.hasKeyword(Keyword::Improvise),
       delve = c.hasKeyword(Keyword::Delve), affinity = c.hasKeyword(Keyword::AffinityForArtifacts);
  auto req = parseManaCost(symbols);
  static constexpr const char *kSymbols[] = {"{W}", "{U}", "{B}", "{R}", "{G}", "{C}"};
  auto rebuild = [&] {
    symbols = req->generic > 0 ? "{" + std::to_string(req->generic) + "}" : "";
    for (size_t k = 0; k < 6; ++k)
      for (int i = 0; i < req->colored[k]; ++i)
        symbols += kSymbols[k];
  };
  if (req) { // 601.2f: increases and reductions of static abilities ("Creature spells cost {1} more to cast")
    ManaRequirement before = *req;
    costRules(p, spell, c.name, *req);
    if (req->generic != before.generic || req->colored != before.colored)
      rebuild();
  }
  if (!convoke && !improvise && !delve && !affinity)
    return {};
  if (!req)
    return {};
  if (affinity) { // 702.41a: {1} less for each artifact you control; generic mana only (601.2f)
    int artifacts = 0;
    for (ObjId id : battlefield())
      if (controllerOf(id) == p && characteristics(id).hasType(CardType::Artifact))
        ++artifacts;
    int less = std::min(artifacts, req->generic);
    req->generic -= less;
    if (less > 0)
      note(fmt::format("{} costs {{{}}} less (affinity for artifacts, CR 702.41a)", c.name, less));
  }
  std::vector<ObjId> sources;
  for (ObjId id : pay) {
    const GameObject *o = object(id);
    Characteristics oc = characteristics(id);
    bool mine = o && o->alive && o->zone == Zone::Battlefield && controllerOf(id) == p && !o->tapped;
    if (delve && o && o->alive && o->zone == Zone::Graveyard && o->owner == p) {
      if (req->generic == 0) // 702.66a: it pays for generic mana only
        return ActionResult::fail(describe(id) + " can't pay: no generic mana left (CR 702.66a)");
      --req->generic;
      note(fmt::format("{} exiles {} (delve, CR 702.66a)", player(p).name, oc.name));
      moveObject(id, Zone::Exile);
    } else if (mine && ((convoke && oc.hasType(CardType::Creature)) || (improvise && oc.hasType(CardType::Artifact)))) {
      bool byConvoke = convoke && oc.hasType(CardType::Creature);
      int color = -1; // 702.51a: {1} or one mana of the creature's color
      if (byConvoke)
        for (int k = 0; k < 5 && color < 0; ++k)
          if ((oc.colors & (1u << k)) && req->colored[size_t(k)] > 0)
            color = k;
      if (color >= 0)
        --req->colored[size_t(color)];
      else if (req->generic > 0)
        --req->generic;
      else
        return ActionResult::fail(describe(id) + " can't pay for any of the cost (CR 702.51a, 702.126a)");
      tap(id);
      note(fmt::format("{} taps {} ({}, CR {})", player(p).name, oc.name, byConvoke ? "convoke" : "improvise",
                       byConvoke ? "702.51a" : "702.126a"));
    } else {
      sources.push_back(id);
    }
  }
  pay = std::move(sources);
  rebuild();
  return {};
}

ActionResult Game::cast(PlayerId p, ObjId card, std::vector<Value> targets, std::vector<ObjId> pay,
                        int x, std::vector<int> modes, int kicks, bool faceDown,
                        std::vector<int> divide, int alternativeCost, bool entwined,
                        std::vector<ObjId> splice) {
  Game saved = *this;
  auto fail = [&](const std::string &why) {
    restore(std::move(saved));
    return ActionResult::fail(why);
  };
  costSacrificed_.clear();
  costDiscarded_.clear(); // effects8
  costExiled_.clear();
  GameObject *o = object(card);
  // 702.34a: a card with flashback may be cast from its owner's graveyard for its flashback cost.
  const AbilityDescriptor *flashback =
      o && o->alive && o->zone == Zone::Graveyard && o->owner == p ? printedKeyword(card, Keyword::Flashback) : nullptr;
  // --- begin keywords --- 702.81a: a card with retrace, from its owner's graveyard (flashback first)
  bool retrace = !flashback && o && o->alive && o->zone == Zone::Graveyard && o->owner == p &&
                 printedKeyword(card, Keyword::Retrace);
  if (auto r = splitSecondForbids("cast a spell"); !r) // 702.61a
    return fail(r.error);
  // --- begin altcast --- 608.2g: a resolving ability lets this card be cast now, from exile
  // (AltCast.cpp)
  bool permitted = castPermission_.card == card && card != kNoObject;
  if (auto r = altCastAllowed(card, alternativeCost); !r) // madness: only by its trigger (702.35a)
    return fail(r.error);
  // --- end altcast ---
  // 601.2b, 118.9: an alternative cost (evoke 702.74a, dash 702.109a) replaces the mana cost
  const AbilityDescriptor *alternative = nullptr;
  if (alternativeCost >= 0) {
    Keyword k = Keyword(alternativeCost);
    alternative =
        (k == Keyword::Evoke || k == Keyword::Dash || k == Keyword::Madness /* altcast */ ||
         k == Keyword::Bestow || k == Keyword::Overload || k == Keyword::Awaken /* keywords7 */) &&
                o
            ? printedKeyword(card, k)
            : nullptr;
    if (!alternative)
      return fail(fmt::format("{} has no {} cost to cast it for (CR 601.2b)", describe(card), keywordName(k)));
    if ((o->zone != Zone::Hand && !permitted /* altcast */) || faceDown)
      return fail(fmt::format("{} is cast for its {} cost only from its owner's hand (CR 601.2b)", describe(card),
                              keywordName(k)));
  }
  // --- end keywords ---
  // --- begin library --- 601.3: "until end of turn, you may play that card" (from exile)
  flashSurcharge_.clear(); // set again by castAsThoughFlash below when it is used (601.2f)
  // (named apart from altcast's `permitted`: a cast granted by a resolving trigger, 608.2g)
  bool mayPlay = !flashback && !retrace && o && o->alive && o->zone != Zone::Hand && o->zone != Zone::Stack &&
                 playPermitted(p, card, /*land=*/false);
  if (o && o->alive && o->zone == Zone::Exile && o->owner == p && !mayPlay && !permitted)
    return fail(fmt::format("{} is in exile and no effect lets {} cast it (CR 601.3)", describe(card), player(p).name));
  // --- end library ---
  if (!o || !o->alive ||
      (o->zone != Zone::Hand && !flashback && !retrace && !permitted /* altcast */ && !mayPlay /* library */) ||
      o->owner != p)
    return fail(describe(card) + " is not in " + player(p).name + "'s hand");
  // --- begin morph ---
  if (faceDown) { // 702.37c: a card with morph, from the hand, for {3} instead of its mana cost
    if (o->zone != Zone::Hand || !morphAbility(card))
      return fail(describe(card) + " has no morph: it can't be cast face down (CR 702.37c)");
    flashback = nullptr;
    retrace = false; // --- keywords ---
  }
  // --- end morph ---
  Characteristics c = characteristics(card);
  if (c.hasType(CardType::Land))
    return fail("a land is played, not cast (CR 305.9)");
  // --- begin cast ---
  if (auto r = castRestrictions(p, card, c); !r) // 601.3: "Cast ~ only during combat"
    return fail(r.error);
  // --- end cast ---
  // morph: a face-down 2/2 has no flash (708.2a)
  bool instantSpeed = !faceDown && (c.hasType(CardType::Instant) || c.hasKeyword(Keyword::Flash));
  // --- begin cast ---
  if (!instantSpeed && !faceDown && (p != active_ || !mainPhase(step_) || !stack_.empty()))
    instantSpeed = castAsThoughFlash(p, card); // 601.3b: "as though it had flash"
  // --- end cast ---
  instantSpeed = instantSpeed || permitted; // altcast: 608.2g, cast while an ability resolves
  if (!instantSpeed && (p != active_ || !mainPhase(step_) || !stack_.empty())) // 307.1
    return fail(c.name + " can be cast only at sorcery speed (CR 307.1)");
  // 601.2a: the card moves to the stack and becomes a new object.
  GameObject from = *o;
  removeFromZone(card);
  o->alive = false;
  ObjId spell = newObject(from, Zone::Stack);
  if (faceDown) { // morph: 708.4, the spell is face down: a nameless 2/2 creature spell (708.2a)
    object(spell)->faceDown = true;
    touch();
    c = characteristics(spell);
    c.name = "a face-down spell"; // for the log; it has no name (708.2a)
  }
  o = object(card);
  o->movedTo = spell;
  object(spell)->controller = p;
  emit({.kind = GameEventKind::ZoneChange, .object = spell, .other = objectRef(card), .player = from.owner,
        .from = from.zone, .to = Zone::Stack});
  object(spell)->x = x; // 601.2b: X is announced before targets are chosen (601.2c)
  // --- keywords7 --- 702.103b, 702.103d: cast bestowed, it is an Aura spell as it is put on the
  // stack
  if (alternative && Keyword(alternativeCost) == Keyword::Bestow) {
    castBestowed(spell);
    c = characteristics(spell);
  }
  // 101.2: "Your opponents can't cast spells during your turn" beats the rules that allow casting it.
  for (auto [source, rule] : playerRules(PlayerRuleKind::CantCast, p, spell))
    return fail(fmt::format("{} can't cast {} ({}, CR 101.2)", player(p).name, c.name, describe(source)));
  int spellIndex = -1;
  const AbilityDescriptor *ability = spellAbility(*c.def, &spellIndex);
  if (!ability && c.hasSubtype("Aura")) // 303.4a: an Aura spell targets what it can enchant
    ability = object(spell)->bestowed ? bestowAbility(*c.def, &spellIndex) // keywords7: 702.103b
                                      : enchantAbility(*c.def, &spellIndex);
  std::vector<int> chosenModes;
  std::string entwineSymbols; // --- keywords6 --- the entwine cost's mana, added to the total cost (601.2f)
  if (entwined) {             // 702.42a: all modes, for an additional cost
    if (flashback || retrace || faceDown)
      return fail(c.name + ": entwine is paid only when it is cast from the hand (not supported otherwise)");
    if (auto r = entwine(p, spell, ability, modes, chosenModes, entwineSymbols); !r)
      return fail(c.name + ": " + r.error);
  } else if (auto r = chooseModes(p, ability, spell, c.def.get(), modes, chosenModes); !r) // 601.2b
    return fail(c.name + ": " + r.error);
  std::vector<Value> chosen;
  StackItem parts; // what it targets: every part of a multi-paragraph spell (113.3a)
  parts.def = c.def;
  parts.ability = spellIndex;
  parts.modes = chosenModes;
  // --- keywords7 --- overload (702.96b) and awaken (702.113b) change what the spell targets
  int castKeyword = alternative && (Keyword(alternativeCost) == Keyword::Overload ||
                                    Keyword(alternativeCost) == Keyword::Awaken)
                        ? alternativeCost
                        : -1;
  parts.castKeyword = castKeyword;
  // --- keywords7 --- 702.47a-b: cards revealed from the hand and spliced onto an Arcane spell:
  // it gains their rules text (their spell abilities, after its own) and their splice costs
  // are additional costs (601.2f)
  std::string spliceSymbols;
  for (ObjId s : splice) {
    const GameObject *so = object(s);
    if (!so || !so->alive || so->zone != Zone::Hand || so->owner != p || s == card)
      return fail(describe(s) + " is not in " + player(p).name + "'s hand to splice (CR 702.47a)");
    const AbilityDescriptor *kw = printedKeyword(s, Keyword::SpliceOntoArcane);
    if (!kw) return fail(describe(s) + " has no splice onto Arcane (CR 702.47a)");
    if (!c.hasSubtype("Arcane"))
      return fail(fmt::format("{} is not an Arcane spell: {} can't be spliced onto it (CR 702.47a)",
                              c.name, describe(s)));
    if (std::count(splice.begin(), splice.end(), s) > 1)
      return fail(describe(s) +
                  " can't be spliced onto the same spell more than once (CR 702.47b)");
    std::shared_ptr<const CardDefinition> sdef = characteristics(s).def;
    std::vector<int> sparts = spellParts(*sdef);
    if (sparts.empty()) return fail(describe(s) + " has no rules text to splice (CR 702.47a)");
    for (int i : sparts)
      if (!sdef->abilities[size_t(i)].modal.modes.empty())
        return fail(describe(s) + ": splicing a modal spell is not supported (CR 702.47b)");
    parts.spliced.push_back(sdef);
    spliceSymbols += kw->cost.mana.symbols;
    note(fmt::format("{} reveals {} and splices it onto {} for {} (CR 702.47a)", player(p).name,
                     describe(s), c.name, kw->cost.mana.symbols));
  }
  if (auto r = chooseTargets(p, stackTargetSpecs(parts), spell, c.def.get(), targets, chosen); !r) // 601.2c
    return fail(r.error);
  size_t needed = 0; // "X target creatures" with X = 0 needs none (601.2c)
  for (Value v : chosen)
    needed += !(refTag(v) == RefTag::Set && expand(v).empty());
  // altcast: a cast during a resolution (608.2g) takes the default targets
  if (targets.size() < needed && !permitted)
    return fail(fmt::format("{} needs {} target(s) (CR 601.2c)", c.name, needed));
  std::vector<std::pair<Value, int>> division; // dmg: 601.2d, announced with the targets
  if (auto r = divideDamage(stackTargetSpecs(parts), chosen, divide, x, division); !r)
    return fail(c.name + ": " + r.error);
  // 601.2b: X is announced, 601.2f: and paid; morph: {3} instead of the mana cost (702.37c)
  auto cost = withX(
      faceDown                            ? "{3}"
      : permitted && castPermission_.free ? "" // altcast: without paying its mana cost (118.9)
      : alternative                       ? alternative->cost.mana.symbols
                                          : c.manaCost,
      x, variableXCost(*c.def, flashback)); // --- keywords --- (library2: X in another cost)
  if (!cost) return fail(cost.error());
  // --- begin library --- 601.2f: "as though it had flash if you pay {2} more to cast it", when used
  if (instantSpeed && !flashSurcharge_.empty() && !faceDown && !alternative)
    cost.symbols += std::exchange(flashSurcharge_, {});
  // --- end library ---
  // The spell is on the stack with its targets while its total cost is determined
  // and paid (601.2a-h): "Spells that target ~ cost {2} more to cast" looks at them.
  StackItem item;
  item.kind = StackItem::Spell;
  item.object = spell;
  item.def = c.def;
  item.ability = spellIndex;
  item.controller = p;
  item.targets = chosen;
  item.modes = chosenModes;
  item.name = c.name;
  item.division = std::move(division); // dmg
  item.castKeyword = castKeyword;      // keywords7
  item.spliced = parts.spliced;        // keywords7: 702.47c
  stack_.push_back(item);
  object(spell)->x = x;
  std::vector<ObjId> manaPay = pay;
  manaSpentColors_ = 0; // 601.2h: what is spent on this spell's costs
  cost.symbols += entwineSymbols; // --- keywords6 --- 702.42a
  cost.symbols += spliceSymbols;  // --- keywords7 --- 702.47a: additional costs (601.2f)
  // --- keywords7 --- strive (207.2c, 601.2f): "This spell costs [mana] more to cast for each
  // target beyond the first": the targets chosen (601.2c) count, each object of a set once
  if (const AbilityDescriptor *more =
          castKeywordAbility(*c.def, Keyword::CostsMorePerExtraTarget)) {
    size_t n = 0;
    for (Value v : chosen)
      n += refTag(v) == RefTag::Set ? expand(v).size() : v != kNoRef ? 1 : 0;
    for (size_t i = 1; i < n; ++i)
      cost.symbols += more->cost.mana.symbols;
    if (n > 1)
      note(fmt::format("{} costs {} more for each of its {} targets beyond the first (CR 601.2f)",
                       c.name, more->cost.mana.symbols, n - 1));
  }
  SpendingOn spendingOn(*this, spell); // library5: mana restricted to such spells can pay (106.6)
  if (auto r = castingCostKeywords(p, spell, c, kicks, manaPay, cost.symbols); !r) // 601.2f, 702.33, 702.51
    return fail(c.name + ": " + r.error);
  if (flashback) { // 702.34a: the flashback cost instead of the mana cost (118.9)
    if (auto r = payCosts(p, spell, flashback->cost.withVariableX(x), pay);
        !r) // library2: "Discard X cards"
      return fail(r.error + " (flashback cost, CR 702.34a)");
    object(spell)->castWithFlashback = true;
  } else if (auto r = payMana(p, *cost, manaPay, kNoObject); !r) { // 601.2f-h
    return fail(r.error);
  }
  if (entwined) // --- keywords6 --- 702.42a: the entwine cost's other parts (601.2h)
    if (auto r = payEntwineRest(p, spell); !r)
      return fail(c.name + ": " + r.error);
  if (retrace) // --- keywords --- 702.81a: an additional cost, paid with the others (601.2f-h)
    if (auto r = payRetrace(p); !r)
      return fail(c.name + ": " + r.error);
  for (const AbilityDescriptor &a : c.def->abilities) // 601.2f: additional costs are paid with it
    if (a.kind == AbilityKind::AdditionalCost)
      if (auto r = payCosts(p, spell, a.cost.withVariableX(x), {});
          !r) // library2: "pay X life" (601.2b)
        return fail(r.error + " (additional cost, CR 601.2f)");
  if (const AbilityDescriptor *buyback = printedKeyword(spell, Keyword::Buyback))
    if (auto r = payBuyback(p, spell, *buyback); !r)
      return fail(r.error);
  object(spell)->colorsSpent = manaSpentColors_; // sunburst (702.44a)
  if (alternative) { // --- keywords ---
    object(spell)->alternativeCost = alternativeCost;
    note(fmt::format("{} is cast for its {} cost {} (CR 601.2b)", c.name, keywordName(Keyword(alternativeCost)),
                     alternative->cost.mana.symbols));
  }
  item.sacrificed = std::exchange(costSacrificed_, {});
  item.discarded = std::exchange(costDiscarded_, {}); // effects8
  item.exiled = std::exchange(costExiled_, {});
  for (StackItem &s : stack_)
    if (s.kind == StackItem::Spell && s.object == spell)
      s = item;
  std::string tgt = describeModes(chosenModes);
  for (Value v : chosen)
    tgt += (tgt.find(" targeting ") == std::string::npos ? " targeting " : ", ") + describe(v);
  note(fmt::format("{} casts {}{}", player(p).name, c.name, tgt));
  castTriggers(p, spell); // 601.2i: "whenever you cast" abilities trigger
  becameTargetTriggers(item); // 601.2c, 603.2: its targets become the target of it
  if (permitted) // altcast: 608.2g, no player receives priority after it's cast during a resolution
    return {};
  priority_ = p; // 601.2i, 117.3c
  passes_ = 0;
  playerWouldReceivePriority();
  return {};
}

ActionResult Game::activate(PlayerId p, ObjId id, int index1, std::vector<Value> targets,
                            std::vector<ObjId> pay, int x, std::vector<int> modes, std::vector<int> divide) {
  Game saved = *this;
  auto fail = [&](const std::string &why) {
    restore(std::move(saved));
    return ActionResult::fail(why);
  };
  costSacrificed_.clear();
  costDiscarded_.clear(); // effects8
  costExiled_.clear();
  const GameObject *o = object(id);
  if (!o || !o->alive) return fail("no such object");
  auto refs = activatedAbilities(id);
  if (index1 < 1 || index1 > int(refs.size()))
    return fail(fmt::format("{} has {} activated abilities, not {}", describe(id), refs.size(), index1));
  ActivatedRef ref = refs[size_t(index1 - 1)];
  // 602.2: only its controller, unless it says "Any player may activate this
  // ability" (the player who activates it then controls it, 602.2a).
  bool anyPlayer = !ref.intrinsic && ref.descriptor().cost.anyPlayer;
  if (o->zone == Zone::Battlefield && controllerOf(id) != p && !anyPlayer)
    return fail(describe(id) + " is not controlled by " + player(p).name + " (CR 602.2)");
  if (o->zone == Zone::Command &&
      (o->faceDown || characteristics(id).controller != p)) // 312.4, 313.4, 310.4
    return fail(describe(id) + " is not a face-up card " + player(p).name +
                " controls in the command zone (CR 602.2)");
  Characteristics c = characteristics(id);
  if (ref.intrinsic) {
    if (!targets.empty())
      return fail("a mana ability has no targets");
    if (auto r = activateManaAbility(p, id, ref); !r)
      return fail(r.error);
    return {};
  }
  const AbilityDescriptor &a = ref.descriptor();
  if (o->zone == Zone::Hand && o->owner != p)
    return fail(describe(id) + " is not in " + player(p).name + "'s hand");
  if (o->zone == Zone::Graveyard && o->owner != p) // zones2: a card there has no controller (602.2)
    return fail(describe(id) + " is not in " + player(p).name + "'s graveyard (CR 602.2)");
  bool equip = a.kind == AbilityKind::Keyword && a.keyword == Keyword::Equip;
  bool cycling = a.kind == AbilityKind::Keyword && a.keyword == Keyword::Cycling;
  // 602.5d / 307.1 "activate only as a sorcery"; equip is (702.6a).
  if (equip && (p != active_ || !mainPhase(step_) || !stack_.empty()))
    return fail(fmt::format("{}'s equip ability can be activated only as a sorcery (CR 702.6a)", c.name));
  if (!a.manaAbility)
    if (auto r = activationRestrictions(p, id, ref.ability, a.cost, ref.def); !r)
      return fail(r.error);
  if (a.manaAbility) { // 605.3
    if (auto r = activateManaAbility(p, id, ref); !r)
      return fail(r.error);
    return {};
  }
  if (auto r = splitSecondForbids("activate an ability that isn't a mana ability"); !r) // --- keywords --- 702.61a
    return fail(r.error);
  std::vector<Value> chosen;
  std::vector<int> chosenModes;
  TargetXScope announced(*this, x); // library2: X is announced before targets (602.2b -> 601.2b-c)
  if (auto r = chooseModes(p, &a, id, c.def.get(), modes, chosenModes); !r) // 602.2b -> 601.2b
    return fail(c.name + ": " + r.error);
  if (equip) { // 702.6a "Attach to target creature you control"
    if (targets.size() > 1)
      return fail("equip has one target");
    if (!targets.empty()) {
      if (!equipTargetLegal(targets[0], id, p))
        return fail(fmt::format("{} is not a legal target for equip (CR 702.6a)", describe(targets[0])));
      chosen.push_back(targets[0]);
    } else {
      for (ObjId t : battlefield())
        if (equipTargetLegal(objectRef(t), id, p)) {
          chosen.push_back(objectRef(t));
          break;
        }
      if (chosen.empty())
        return fail("no creature to equip (CR 702.6a)");
    }
  } else if (cycling) {
    if (!targets.empty())
      return fail("cycling has no targets");
  } else if (auto r = chooseTargets(p, targetSpecs(&a, chosenModes), id, ref.def, targets, chosen); !r) { // 602.2b -> 601.2c
    return fail(r.error);
  }
  int transmuteValue = 0; // --- keywords6 ---
  std::vector<std::pair<Value, int>> division; // dmg: 601.2d (602.2b), announced with the targets
  if (!equip && !cycling)
    if (auto r = divideDamage(targetSpecs(&a, chosenModes), chosen, divide, x, division); !r)
      return fail(c.name + ": " + r.error);
  if (cycling) { // 702.29a: pay the cost and discard this card
    if (auto r = payMana(p, a.cost.mana.symbols, pay, kNoObject); !r)
      return fail(r.error);
    note(fmt::format("{} cycles {} (CR 702.29a)", player(p).name, c.name));
    discardCard(p, id, true); // altcast: madness (702.35a)
  } else {
    // library2: "Remove X charge counters from ~", "Pay X life": the X announced (602.2b, 107.3a).
    CostSpec cost = a.cost.withVariableX(x);
    // [-X]: the X announced is the number of loyalty counters removed (107.7,
    // 601.2b), not mana; otherwise X is paid as generic mana (107.3k).
    auto mana = withX(cost.mana.symbols, cost.loyaltyX ? 0 : x, a.cost.variableX());
    if (!mana) return fail(mana.error());
    cost.mana.symbols = *mana;
    if (cost.loyaltyX) {
      if (x < 0 || x > 1000) return fail(fmt::format("X = {} can't be announced (CR 107.1b)", x));
      cost.loyalty = -x;
    }
    if (a.kind == AbilityKind::Keyword && a.keyword == Keyword::Crew) // --- keywords --- 702.122a
      if (auto r = payCrew(p, id, a.amount, pay); !r)
        return fail(r.error);
    if (auto r = payCosts(p, id, cost, pay, ref.def); !r) return fail(r.error);
    // --- begin keywords --- 702.97a: "[Cost], Exile this card from your graveyard"
    if (a.kind == AbilityKind::Keyword && a.keyword == Keyword::Scavenge) {
      note(fmt::format("{} exiles {} to scavenge it (CR 702.97a)", player(p).name, c.name));
      moveObject(id, Zone::Exile); // the graveyard record keeps its last known power (603.10)
    }
    // --- end keywords ---
    // --- begin altcast --- 702.128a, 702.129a: "Exile this card from your graveyard" is part of
    // the cost
    if (a.kind == AbilityKind::Keyword &&
        (a.keyword == Keyword::Embalm || a.keyword == Keyword::Eternalize)) {
      note(fmt::format("{} exiles {} to {} it (CR {})", player(p).name, c.name,
                       keywordName(a.keyword),
                       a.keyword == Keyword::Embalm ? "702.128a" : "702.129a"));
      moveObject(id, Zone::Exile); // the graveyard record keeps its copiable values (603.10, 707.2)
    }
    // --- end altcast ---
    // --- begin keywords6 --- 702.53a: "[Cost], Discard this card": the search looks for
    // the discarded card's mana value, taken as it is discarded (608.2h)
    if (a.kind == AbilityKind::Keyword && a.keyword == Keyword::Transmute) {
      transmuteValue = manaValue(c.manaValueCost());
      note(fmt::format("{} discards {} to transmute it (CR 702.53a)", player(p).name, c.name));
      discardCard(p, id, false);
    }
    // --- end keywords6 ---
  }
  StackItem item;
  if (a.kind == AbilityKind::Keyword)
    item.keyword = int(a.keyword);
  item.kind = StackItem::Activated;
  item.object = id;
  item.def = handleOf(c, ref.def); // a granted ability runs its card's code
  item.ability = ref.ability;
  item.controller = p;
  item.targets = chosen;
  item.modes = chosenModes;
  item.name = c.name;
  item.x = x;
  item.sacrificed = std::exchange(costSacrificed_, {});
  item.discarded = std::exchange(costDiscarded_, {}); // effects8
  item.exiled = std::exchange(costExiled_, {});
  item.division = std::move(division); // dmg
  item.eventAmount = transmuteValue;   // --- keywords6 --- 702.53a
  stack_.push_back(item);
  note(fmt::format("{} activates {}'s ability {}{}", player(p).name, c.name, index1, describeModes(chosenModes)));
  becameTargetTriggers(item); // 602.2b, 603.2
  priority_ = p;
  passes_ = 0;
  playerWouldReceivePriority();
  return {};
}

ActionResult Game::playLand(PlayerId p, ObjId card) {
  const GameObject *o = object(card);
  // --- begin library --- 305.2: a land an effect lets p play from another zone (one land drop all the same)
  bool permitted = o && o->alive && o->zone != Zone::Hand && o->zone != Zone::Battlefield &&
                   o->zone != Zone::Stack && playPermitted(p, card, /*land=*/true);
  if (o && o->alive && o->zone == Zone::Exile && o->owner == p && !permitted)
    return ActionResult::fail(
        fmt::format("{} is in exile and no effect lets {} play it (CR 305.2, 601.3)", describe(card), player(p).name));
  // --- end library ---
  if (!o || !o->alive || (o->zone != Zone::Hand && !permitted) || o->owner != p)
    return ActionResult::fail(describe(card) + " is not in " + player(p).name + "'s hand");
  if (!characteristics(card).hasType(CardType::Land))
    return ActionResult::fail(describe(card) + " is not a land");
  if (p != active_ || !mainPhase(step_) || !stack_.empty()) // 305.2, 505.6b
    return ActionResult::fail("a land can be played only in your main phase with an empty stack (CR 305.2)");
  // --- begin cast --- (was: landsPlayed_ >= 1) "You may play an additional land" (305.2)
  if (int allowed = landsAllowed(p); landsPlayed_ >= allowed)
    return ActionResult::fail(allowed == 1 ? "only one land per turn (CR 305.2)"
                                           : fmt::format("only {} lands this turn (CR 305.2)", allowed));
  // --- end cast ---
  for (auto [source, rule] : playerRules(PlayerRuleKind::CantPlayLands, p)) // 101.2
    return ActionResult::fail(fmt::format("{} can't play lands ({}, CR 101.2)", player(p).name, describe(source)));
  ++landsPlayed_;
  note(fmt::format("{} plays {}", player(p).name, describe(card)));
  moveObject(card, Zone::Battlefield, p);
  playerWouldReceivePriority();
  return {};
}

void Game::castTriggers(PlayerId p, ObjId spell) {
  stormTriggers(p, spell); // --- keywords --- 702.40a
  cascadeTriggers(spell);   // --- keywords6 --- 702.85a
  emit({.kind = GameEventKind::Cast, .object = spell, .player = p});
  ++player(p).spellsCastThisTurn; // amounts2: spells cast this turn (601.2i)
  checkTriggers(TriggerEvent::Cast, objectRef(spell), objectRef(spell)); // 601.2i
  if (characteristics(spell).hasType(CardType::Creature))
    return;
  for (ObjId id : battlefield()) { // 702.108a prowess: "whenever you cast a noncreature spell"
    Characteristics c = characteristics(id);
    if (c.controller != p || !c.hasKeyword(Keyword::Prowess))
      continue;
    pending_.push_back({id, c.def, -1, p, objectRef(spell), int(Keyword::Prowess)});
    note(fmt::format("{}'s prowess triggers (CR 702.108a)", c.name));
  }
}

void Game::runKeyword(const StackItem &item, const std::vector<Value> &targets) {
  switch (Keyword(item.keyword)) {
  case Keyword::Prowess: // 702.108a: +1/+1 until end of turn
    pumpUntilEndOfTurn(item.object, 1, 1, item, "prowess +1/+1 until end of turn");
    return;
  case Keyword::Equip: { // 702.6a; 608.2b: an illegal target: no effect
    const GameObject *o = object(item.object);
    if (targets.empty() || !o || !o->alive || o->zone != Zone::Battlefield ||
        !equipTargetLegal(targets[0], item.object, item.controller)) {
      note(fmt::format("{}'s equip ability doesn't resolve: its target is illegal (CR 608.2b)", item.name));
      return;
    }
    if (o->attachedTo == targets[0] && attachedTo(item.object) != kNoRef)
      return; // 701.3b: already attached to it: nothing happens
    attach(item.object, targets[0]);
    return;
  }
  case Keyword::Cycling: draw(item.controller, 1); return; // 702.29a
  // --- begin keywords ---
  case Keyword::Unearth: case Keyword::Scavenge: case Keyword::Graft: case Keyword::Evoke: case Keyword::Dash:
  case Keyword::Storm: case Keyword::Crew:
    runMoreKeyword(item, targets);
    return;
  // --- end keywords ---
  case Keyword::Cascade: case Keyword::Transmute: // --- keywords6 ---
    runCastKeyword(item);
    return;
  // --- begin altcast ---
  case Keyword::Madness:
  case Keyword::Suspend:
  case Keyword::Rebound:
  case Keyword::Embalm:
  case Keyword::Eternalize:
    runAltCastKeyword(item);
    return;
  // --- end altcast ---
  default:
    if (!runTriggeredKeyword(item))
      error(fmt::format("no native behaviour for keyword {}", keywordName(Keyword(item.keyword))));
  }
}

bool Game::offerPayment(PlayerId p, const std::string &symbols) {
  if (p < 0 || p >= playerCount() || !yesNoAnswer(p).value_or(true))
    return false;
  return payNow(p, symbols);
}

bool Game::payNow(PlayerId p, const std::string &symbols) {
  if (p < 0 || p >= playerCount())
    return false;
  Game saved = *this;
  if (payMana(p, symbols, {}, kNoObject)) {
    note(fmt::format("{} pays {} (CR 118.12)", player(p).name, symbols));
    return true;
  }
  restore(std::move(saved));
  note(fmt::format("{} can't pay {}", player(p).name, symbols));
  return false;
}

void Game::runEffect(const StackItem &item, std::vector<Value> targets) {
  // 702.131a: an instant or sorcery with ascend checks as it resolves.
  if (item.kind == StackItem::Spell && characteristics(item.object).hasKeyword(Keyword::Ascend))
    ascendFor(item.controller);
  bool spell = item.kind == StackItem::Spell && item.keyword < 0 && item.delayedEffect == kNoFn && item.def &&
               item.ability >= 0 && item.def->abilities[size_t(item.ability)].kind == AbilityKind::Spell;
  if (!spell) {
    runAbilityEffect(item, std::move(targets));
    return;
  }
  if (item.castKeyword == int(Keyword::Overload)) { // --- keywords7 --- 702.96a, 612: its text
    // with "each" for "target": the overload keyword's effect, compiled from that text
    if (const AbilityDescriptor *o = castKeywordAbility(*item.def, Keyword::Overload);
        o && o->effect != kNoFn) {
      ExecContext ctx = contextFor(item.object, item.controller, item.def.get());
      callFn(item.def.get(), o->effect, ctx, 0);
    }
    return;
  }
  // 608.2c: a multi-paragraph spell follows each paragraph in order, each with
  // the targets chosen for it (they were chosen in that order, 601.2c).
  size_t next = 0;
  for (int i : spellParts(*item.def)) {
    StackItem part = item;
    part.ability = i;
    part.modes = modesOfPart(item.def->abilities[size_t(i)], item.modes);
    size_t n = targetSpecs(&item.def->abilities[size_t(i)], part.modes).size();
    n = std::min(n, targets.size() - std::min(next, targets.size()));
    runAbilityEffect(part, std::vector<Value>(targets.begin() + long(next), targets.begin() + long(next + n)));
    next += n;
  }
  // --- keywords7 --- 702.47b-c: the spliced cards' effects after the spell's own, each run by
  // its card's code with the spell as the source (text naming the card means the spell)
  for (const std::shared_ptr<const CardDefinition> &sdef : item.spliced)
    for (int i : spellParts(*sdef)) {
      StackItem part = item;
      part.def = sdef;
      part.ability = i;
      part.modes.clear();
      part.spliced.clear();
      part.castKeyword = -1;
      size_t n = std::min(sdef->abilities[size_t(i)].targets.size(),
                          targets.size() - std::min(next, targets.size()));
      runAbilityEffect(
          part, std::vector<Value>(targets.begin() + long(std::min(next, targets.size())),
                                   targets.begin() + long(std::min(next, targets.size()) + n)));
      next += n;
    }
  // --- keywords7 --- 702.113a: "If this spell's awaken cost was paid, put N +1/+1 counters on
  // target land you control ..." after the spell's own instructions, with the last target
  int awakenIndex = -1;
  if (item.castKeyword == int(Keyword::Awaken) &&
      castKeywordAbility(*item.def, Keyword::Awaken, &awakenIndex)) {
    StackItem part = item;
    part.ability = awakenIndex;
    part.modes.clear();
    runAbilityEffect(
        part,
        std::vector<Value>(targets.begin() + long(std::min(next, targets.size())), targets.end()));
  }
}

void Game::runAbilityEffect(const StackItem &item, std::vector<Value> targets) {
  if (item.keyword >= 0) {
    runKeyword(item, targets);
    return;
  }
  if (item.def && item.delayedEffect != kNoFn) { // 603.7: what its creator remembered
    ExecContext ctx = contextFor(item.object, item.controller, item.def.get());
    ctx.targets = std::move(targets);
    ctx.eventObject = item.eventObject;
    ctx.x = item.x;
    callFn(item.def.get(), item.delayedEffect, ctx, 0);
    return;
  }
  if (!item.def || item.ability < 0)
    return;
  const AbilityDescriptor &a = item.def->abilities[size_t(item.ability)];
  if (item.kind == StackItem::Triggered &&
      a.trigger.event != TriggerEvent::StateTrigger && // 603.8: no "if"
      !interveningIfHolds(a, item.object, item.controller, item.def.get(), item.eventObject,
                          item.eventLastKnown)) {
    note(fmt::format("{}'s ability does nothing: its \"if\" condition is false (CR 603.4)", item.name));
    return;
  }
  ExecContext ctx = contextFor(item.object, item.controller, item.def.get());
  ctx.targets = std::move(targets);
  ctx.eventObject = item.eventObject;
  ctx.eventLastKnown = item.eventLastKnown; // 603.10a, 608.2h
  ctx.eventAmount = item.eventAmount; // dmg2: "that much"
  ctx.sacrificed = item.sacrificed;
  ctx.discarded = item.discarded; // effects8
  ctx.exiled = item.exiled;
  ctx.division = item.division; // dmg (601.2d)
  if (item.kind == StackItem::Activated)
    ctx.x = item.x; // 107.3k: independent of the object's other X values
  if (a.modal.modes.empty()) {
    callFn(item.def.get(), a.effect, ctx, 0);
    return;
  }
  // 700.2: only the chosen modes, in printed order, each with its own targets.
  std::vector<Value> all = std::move(ctx.targets);
  size_t next = 0;
  for (int m : item.modes) {
    const ModeSpec &mode = a.modal.modes[size_t(m)];
    size_t n = std::min(mode.targets.size(), all.size() - std::min(next, all.size()));
    ctx.targets.assign(all.begin() + long(next), all.begin() + long(next + n));
    next += n;
    callFn(item.def.get(), mode.effect, ctx, 0);
  }
}

std::string describeModes(const std::vector<int> &modes) {
  std::string out;
  for (int m : modes)
    out += fmt::format("{}{}", out.empty() ? " choosing mode " : " and ", m + 1);
  return out;
}

} // namespace oraclec::rt
