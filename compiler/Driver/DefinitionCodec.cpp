#include "Driver/DefinitionCodec.h"

#include <string>
#include <vector>

namespace oraclec::driver {

namespace {
// The number of members of an aggregate: the most initializers T{...}
// accepts from a value convertible to anything.
struct AnyField {
  template <class T> operator T() const; // never defined: unevaluated use only
};
template <class T, class... Fields> constexpr size_t fieldCount() {
  if constexpr (requires { T{Fields{}..., AnyField{}}; })
    return fieldCount<T, Fields..., AnyField>();
  else
    return sizeof...(Fields);
}
// Every member below is written and read. If one of these fails, a field was
// added to runtime/CardDefinition.h: encode and decode it here, bump
// kLibraryFormatVersion (LibraryFormat.h) and extend the round-trip test.
#define ORACLEC_CODEC_FIELDS(Type, N)                                                              \
  static_assert(fieldCount<rt::Type>() == N,                                                       \
                "rt::" #Type " changed: update DefinitionCodec.cpp and kLibraryFormatVersion")
ORACLEC_CODEC_FIELDS(ManaCost, 1);
ORACLEC_CODEC_FIELDS(
    CostSpec, 28); // zones2: +7; library2: +2; session 14: any player (602.2); keywords7: exertSelf
// keywords7: `code` (a spliced card's, set by the runtime as a spell is cast) is not encoded.
ORACLEC_CODEC_FIELDS(TargetSpec, 8); // dmg3: +1 (another target, 115.3)
ORACLEC_CODEC_FIELDS(TriggerSpec, 8);
ORACLEC_CODEC_FIELDS(ContinuousSpec, 5);
ORACLEC_CODEC_FIELDS(ReplacementSpec, 5); // rules15: copyEffect
ORACLEC_CODEC_FIELDS(ModeSpec, 2);
ORACLEC_CODEC_FIELDS(ModalSpec, 3);
ORACLEC_CODEC_FIELDS(AbilityDescriptor,
                     18); // zones2: functionsIn; rules17: counterKind; dungeon: roomExits
ORACLEC_CODEC_FIELDS(CombatRestrictionSpec, 3);
ORACLEC_CODEC_FIELDS(PlayerRuleSpec, 5); // effects5: times (format 12)
ORACLEC_CODEC_FIELDS(TokenSpec, 8);
// `code` is not encoded; nor is `backFace` (dfc): a library holds each face as its own
// entry (LibraryEntry::face) and plays single-faced cards only (docs/decisions.md).
ORACLEC_CODEC_FIELDS(CardDefinition, 16);
#undef ORACLEC_CODEC_FIELDS

constexpr int kCardTypes = 0
#define CARD_TYPE(Name, Spelling) +1
#include "runtime/Vocabulary/Enums.def"
    ;
constexpr int kColors = 0
#define COLOR(Name, Spelling) +1
#include "runtime/Vocabulary/Enums.def"
    ;
constexpr int kSteps = 0
#define STEP(Name, Spelling) +1
#include "runtime/Vocabulary/Enums.def"
    ;
constexpr int kCounterKindCount = 0
#define COUNTER_KIND(Name, Spelling) +1
#include "runtime/Vocabulary/Enums.def"
    ;
constexpr int kZones = 0 // zones2
#define ZONE(Name, Spelling) +1
#include "runtime/Vocabulary/Enums.def"
    ;
constexpr int kKeywords = 0
#define KEYWORD(Name, Canonical, Rule, Parameter) +1
#include "runtime/Vocabulary/Keywords.def"
    ;
constexpr int kTriggerEvents = rt::kTriggerEventCount; // generated from runtime/TriggerEvents.def
// The enums of CardDefinition.h without a .def file: their last enumerator.
constexpr int kCombatRestrictionKinds = int(rt::CombatRestrictionKind::BlocksOnlyIf) + 1;
constexpr int kAbilityKinds = int(rt::AbilityKind::CounterLimit) + 1;          // rules17
constexpr int kPlayerRuleKinds = int(rt::PlayerRuleKind::CostLessSelf) + 1;    // the last one
constexpr int kTargetClasses = int(rt::TargetClass::OpponentOrPlaneswalker) + 1;
constexpr int kDamageRecipients = int(rt::DamageRecipient::Creature) + 1;
constexpr int kReplacedEvents = int(rt::ReplacedEvent::CreateTokens) + 1; // rules15
static_assert(kKeywords < 256 && kCardTypes < 256 && kSteps < 256,
              "enumerators are stored as bytes");

// Writing ------------------------------------------------------------------

void strings(ByteWriter &out, const std::vector<std::string> &v) {
  out.u32(uint32_t(v.size()));
  for (const auto &s : v)
    out.str(s);
}
template <class E> void enums(ByteWriter &out, const std::vector<E> &v) {
  out.u32(uint32_t(v.size()));
  for (E e : v)
    out.u8(uint8_t(e));
}

void cost(ByteWriter &out, const rt::CostSpec &c) {
  out.str(c.mana.symbols);
  out.boolean(c.tap);
  out.boolean(c.untap);
  out.i32(c.payLife);
  out.i32(c.discard);
  out.i32(c.sacrificeFilter);
  out.boolean(c.sacrificeSelf);
  out.boolean(c.sorcerySpeed);
  out.boolean(c.oncePerTurn);
  out.boolean(c.anyPlayer);
  out.i32(c.condition);
  out.i32(c.removeCounterKind);
  out.i32(c.removeCounters);
  out.boolean(c.loyaltyAbility);
  out.i32(c.loyalty);
  out.boolean(c.loyaltyX);
  out.i32(c.tapCount);
  out.i32(c.tapFilter);
  // --- begin zones2 ---
  out.boolean(c.exileSelf);
  out.boolean(c.discardSelf);
  out.boolean(c.discardRandom);
  out.i32(c.exileFilter);
  out.i32(c.exileCount);
  out.u64(uint64_t(c.exileZones));
  out.i32(c.exileTop);
  // --- end zones2 ---
  out.i32(c.sacrificeCount); // library2
  out.i32(c.discardFilter);
  out.boolean(c.exertSelf); // keywords7
}

void targets(ByteWriter &out, const std::vector<rt::TargetSpec> &v) {
  out.u32(uint32_t(v.size()));
  for (const auto &t : v) {
    out.u8(uint8_t(t.cls));
    out.i32(t.legal);
    out.i32(t.count);
    out.boolean(t.upTo);
    out.boolean(t.countIsX);
    out.i32(t.divided); // dmg (601.2d)
    out.i32(t.notTarget); // dmg3 (115.3)
  }
}

void ability(ByteWriter &out, const rt::AbilityDescriptor &a) {
  out.u8(uint8_t(a.kind));
  out.str(a.text);
  out.u8(uint8_t(a.keyword));
  out.i32(a.amount);
  cost(out, a.cost);
  out.boolean(a.manaAbility);
  targets(out, a.targets);
  out.u8(uint8_t(a.trigger.event));
  out.i32(a.trigger.subject);
  out.u8(uint8_t(a.trigger.step));
  out.boolean(a.trigger.yoursOnly);
  out.boolean(a.trigger.combatOnly);
  out.u8(uint8_t(a.trigger.damageTo));
  out.i32(a.trigger.condition);
  out.i32(a.trigger.other);
  out.i32(a.continuous.layer);
  out.u8(uint8_t(a.continuous.sublayer));
  out.i32(a.continuous.affects);
  out.i32(a.continuous.apply);
  out.boolean(a.continuous.characteristicDefining);
  out.u8(uint8_t(a.replacement.event));
  out.i32(a.replacement.matches);
  out.i32(a.replacement.apply);
  out.boolean(a.replacement.selfReplacement);
  out.boolean(a.replacement.copyEffect); // rules15 (616.1c)
  out.i32(a.effect);
  out.boolean(a.grantOnly);
  out.i32(a.modal.min);
  out.i32(a.modal.max);
  out.u32(uint32_t(a.modal.modes.size()));
  for (const auto &m : a.modal.modes) {
    targets(out, m.targets);
    out.i32(m.effect);
  }
  out.u8(uint8_t(a.restriction.kind));
  out.i32(a.restriction.affects);
  out.i32(a.restriction.test);
  out.u8(uint8_t(a.rule.kind));
  out.i32(a.rule.players);
  out.i32(a.rule.spells);
  out.str(a.rule.mana);
  out.i32(a.rule.times);          // effects5 (format 12)
  out.u8(uint8_t(a.functionsIn)); // zones2 (113.6m)
  out.i32(a.counterKind);         // rules17 (704.5r)
  out.u32(uint32_t(a.roomExits.size())); // dungeon (309.5a, format 14)
  for (int r : a.roomExits)
    out.i32(r);
}

void token(ByteWriter &out, const rt::TokenSpec &t) {
  out.str(t.name);
  out.i32(t.power);
  out.i32(t.toughness);
  enums(out, t.types);
  strings(out, t.subtypes);
  enums(out, t.colors);
  enums(out, t.keywords);
  out.u32(uint32_t(t.abilities.size()));
  for (int i : t.abilities)
    out.i32(i);
}

// Reading ------------------------------------------------------------------

std::vector<std::string> strings(ByteReader &in, const char *what) {
  std::vector<std::string> v(in.count(what, 4));
  for (auto &s : v)
    s = in.str(what);
  return v;
}
template <class E> std::vector<E> enums(ByteReader &in, int count, const char *what) {
  std::vector<E> v(in.count(what));
  for (auto &e : v)
    e = in.enumerator<E>(count, what);
  return v;
}

// Function ids index the card's functions; kNoFn means none.
rt::FnId fnId(ByteReader &in, int32_t functionCount, const char *what) {
  rt::FnId id = in.i32(what);
  if (in.ok() && (id < rt::kNoFn || id >= functionCount))
    in.fail(std::string("function id ") + std::to_string(id) + " of " + what + " out of range");
  return in.ok() ? id : rt::kNoFn;
}

rt::CostSpec cost(ByteReader &in, int32_t fns) {
  rt::CostSpec c;
  c.mana.symbols = in.str("cost");
  c.tap = in.boolean("tap");
  c.untap = in.boolean("untap");
  c.payLife = in.i32("life cost");
  c.discard = in.i32("discard cost");
  c.sacrificeFilter = fnId(in, fns, "sacrifice filter");
  c.sacrificeSelf = in.boolean("sacrifice self");
  c.sorcerySpeed = in.boolean("sorcery speed");
  c.oncePerTurn = in.boolean("once per turn");
  c.anyPlayer = in.boolean("any player may activate");
  c.condition = fnId(in, fns, "activation condition");
  c.removeCounterKind = in.i32("counter kind of a cost");
  if (c.removeCounterKind < -1 || c.removeCounterKind >= kCounterKindCount)
    in.fail("counter kind of a cost out of range");
  c.removeCounters = in.i32("counters removed by a cost");
  c.loyaltyAbility = in.boolean("loyalty ability");
  c.loyalty = in.i32("loyalty cost");
  c.loyaltyX = in.boolean("loyalty cost X");
  c.tapCount = in.i32("permanents tapped by a cost");
  c.tapFilter = fnId(in, fns, "tap filter");
  // --- begin zones2 ---
  c.exileSelf = in.boolean("exile self");
  c.discardSelf = in.boolean("discard self");
  c.discardRandom = in.boolean("discard at random");
  c.exileFilter = fnId(in, fns, "exile filter");
  c.exileCount = in.i32("cards exiled by a cost");
  if (in.ok() && (c.exileCount < 0 || c.exileCount > 100))
    in.fail("cards exiled by a cost out of range");
  c.exileZones = int64_t(in.u64("zones of an exile cost"));
  c.exileTop = in.i32("library cards exiled by a cost");
  if (in.ok() && (c.exileTop < 0 || c.exileTop > 100))
    in.fail("library cards exiled by a cost out of range");
  // --- end zones2 ---
  c.sacrificeCount = in.i32("objects sacrificed by a cost"); // library2 (kCostX: X)
  if (in.ok() && (c.sacrificeCount < rt::kCostX || c.sacrificeCount > 100))
    in.fail("objects sacrificed by a cost out of range");
  c.discardFilter = fnId(in, fns, "discard filter");
  c.exertSelf = in.boolean("exert self"); // keywords7
  return c;
}

std::vector<rt::TargetSpec> targets(ByteReader &in, int32_t fns) {
  std::vector<rt::TargetSpec> v(in.count("targets", 9));
  for (auto &t : v) {
    t.cls = in.enumerator<rt::TargetClass>(kTargetClasses, "target class");
    t.legal = fnId(in, fns, "target legality");
    t.count = in.i32("target count");
    if (in.ok() && (t.count < 1 || t.count > 100))
      in.fail("target count out of range");
    t.upTo = in.boolean("up to");
    t.countIsX = in.boolean("count is X");
    t.divided = in.i32("divided damage"); // dmg (601.2d)
    if (in.ok() && t.divided < -1)
      in.fail("divided damage out of range");
    t.notTarget = in.i32("another target"); // dmg3 (115.3)
    if (in.ok() && (t.notTarget < -1 || t.notTarget > 100)) in.fail("another target out of range");
  }
  return v;
}

rt::AbilityDescriptor ability(ByteReader &in, int32_t fns) {
  rt::AbilityDescriptor a;
  a.kind = in.enumerator<rt::AbilityKind>(kAbilityKinds, "ability kind");
  a.text = in.str("ability text");
  a.keyword = in.enumerator<rt::Keyword>(kKeywords, "keyword");
  a.amount = in.i32("keyword amount");
  a.cost = cost(in, fns);
  a.manaAbility = in.boolean("mana ability");
  a.targets = targets(in, fns);
  a.trigger.event = in.enumerator<rt::TriggerEvent>(kTriggerEvents, "trigger event");
  a.trigger.subject = fnId(in, fns, "trigger subject");
  a.trigger.step = in.enumerator<rt::Step>(kSteps, "trigger step");
  a.trigger.yoursOnly = in.boolean("trigger yours only");
  a.trigger.combatOnly = in.boolean("trigger combat only");
  a.trigger.damageTo = in.enumerator<rt::DamageRecipient>(kDamageRecipients, "damage recipient");
  a.trigger.condition = fnId(in, fns, "trigger condition");
  a.trigger.other = fnId(in, fns, "trigger other");
  a.continuous.layer = in.i32("layer");
  a.continuous.sublayer = char(in.u8("sublayer"));
  a.continuous.affects = fnId(in, fns, "layer affects");
  a.continuous.apply = fnId(in, fns, "layer apply");
  a.continuous.characteristicDefining = in.boolean("characteristic-defining");
  a.replacement.event = in.enumerator<rt::ReplacedEvent>(kReplacedEvents, "replaced event");
  a.replacement.matches = fnId(in, fns, "replacement matches");
  a.replacement.apply = fnId(in, fns, "replacement apply");
  a.replacement.selfReplacement = in.boolean("self-replacement");
  a.replacement.copyEffect = in.boolean("copy effect"); // rules15 (616.1c)
  a.effect = fnId(in, fns, "effect");
  a.grantOnly = in.boolean("grant only");
  a.modal.min = in.i32("modes chosen at least");
  a.modal.max = in.i32("modes chosen at most");
  a.modal.modes.resize(in.count("modes", 8));
  for (auto &m : a.modal.modes) {
    m.targets = targets(in, fns);
    m.effect = fnId(in, fns, "mode effect");
  }
  a.restriction.kind = in.enumerator<rt::CombatRestrictionKind>(kCombatRestrictionKinds, "combat restriction kind");
  a.restriction.affects = fnId(in, fns, "restriction affects");
  a.restriction.test = fnId(in, fns, "restriction test");
  a.rule.kind = in.enumerator<rt::PlayerRuleKind>(kPlayerRuleKinds, "player rule");
  a.rule.players = fnId(in, fns, "player rule players");
  a.rule.spells = fnId(in, fns, "player rule spells");
  a.rule.mana = in.str("player rule mana");
  a.rule.times = fnId(in, fns, "player rule times"); // effects5 (format 12)
  a.functionsIn = in.enumerator<rt::Zone>(kZones, "zone an ability functions in"); // zones2 (113.6m)
  a.counterKind = in.i32("counter kind of a counter limit"); // rules17 (704.5r)
  if (in.ok() && (a.counterKind < -1 || a.counterKind >= kCounterKindCount))
    in.fail("counter kind of a counter limit out of range");
  a.roomExits.resize(in.count("room exits", 4)); // dungeon (309.5a, format 14)
  for (int &r : a.roomExits)
    if ((r = in.i32("room exit")) < 1 && in.ok()) in.fail("a room exit is not a room number");
  return a;
}

rt::TokenSpec token(ByteReader &in) {
  rt::TokenSpec t;
  t.name = in.str("token name");
  t.power = in.i32("token power");
  t.toughness = in.i32("token toughness");
  t.types = enums<rt::CardType>(in, kCardTypes, "token types");
  t.subtypes = strings(in, "token subtypes");
  t.colors = enums<rt::Color>(in, kColors, "token colors");
  t.keywords = enums<rt::Keyword>(in, kKeywords, "token keywords");
  t.abilities.resize(in.count("token abilities", 4));
  for (int &i : t.abilities)
    i = in.i32("token ability"); // checked against the card's abilities when the token is created
  return t;
}
} // namespace

std::string definitionShape() {
  // Enumerator counts: appending one to an enum without a .def file changes
  // what a stored number may mean, so old libraries are refused.
  return "abilitykinds " + std::to_string(kAbilityKinds) + ";targetclasses " +
         std::to_string(kTargetClasses) + ";triggerevents " + std::to_string(kTriggerEvents) +
         ";damagerecipients " + std::to_string(kDamageRecipients) + ";replacedevents " +
         std::to_string(kReplacedEvents) + ";combatrestrictions " + std::to_string(kCombatRestrictionKinds) +
         ";playerrules " + std::to_string(kPlayerRuleKinds) + ";";
}

void encodeDefinition(ByteWriter &out, const rt::CardDefinition &d) {
  out.str(d.name);
  out.str(d.manaCost.symbols);
  enums(out, d.types);
  strings(out, d.subtypes);
  strings(out, d.supertypes);
  enums(out, d.colors);
  out.i32(d.power);
  out.i32(d.toughness);
  out.i32(d.loyalty);
  out.boolean(d.hasPT);
  out.i32(d.handModifier);
  out.i32(d.lifeModifier);
  out.u32(uint32_t(d.abilities.size()));
  for (const auto &a : d.abilities)
    ability(out, a);
  out.u32(uint32_t(d.tokens.size()));
  for (const auto &t : d.tokens)
    token(out, t);
}

void decodeDefinition(ByteReader &in, rt::CardDefinition &d, int32_t functionCount) {
  d.name = in.str("card name");
  d.manaCost.symbols = in.str("mana cost");
  d.types = enums<rt::CardType>(in, kCardTypes, "types");
  d.subtypes = strings(in, "subtypes");
  d.supertypes = strings(in, "supertypes");
  d.colors = enums<rt::Color>(in, kColors, "colors");
  d.power = in.i32("power");
  d.toughness = in.i32("toughness");
  d.loyalty = in.i32("loyalty");
  d.hasPT = in.boolean("hasPT");
  d.handModifier = in.i32("hand modifier");
  d.lifeModifier = in.i32("life modifier");
  // The smallest encoded ability and token, for the count sanity check.
  d.abilities.resize(in.count(
      "abilities", 111)); // 85, + 9 combat restriction, + 13 player rule, + 4 counter limit
  for (auto &a : d.abilities)
    a = ability(in, functionCount);
  d.tokens.resize(in.count("tokens", 24));
  for (auto &t : d.tokens)
    t = token(in);
}

} // namespace oraclec::driver
