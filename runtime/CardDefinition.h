// What the runtime knows of a card: printed characteristics plus ability
// descriptors (data) whose behaviour lives in CardCode functions. The compiler
// fills these in (compiler/IR/Lower); the runtime never sees rules text.
#pragma once
#include "runtime/CardCode.h"

#include <memory>
#include <string>
#include <vector>

namespace oraclec::rt {

enum class CardType {
#define CARD_TYPE(Name, Spelling) Name,
#include "runtime/Vocabulary/Enums.def"
};
enum class Color {
#define COLOR(Name, Spelling) Name,
#include "runtime/Vocabulary/Enums.def"
};
enum class Zone {
#define ZONE(Name, Spelling) Name,
#include "runtime/Vocabulary/Enums.def"
};
enum class CounterKind {
#define COUNTER_KIND(Name, Spelling) Name,
#include "runtime/Vocabulary/Enums.def"
};
enum class Step {
#define STEP(Name, Spelling) Name,
#include "runtime/Vocabulary/Enums.def"
};

enum class Keyword {
#define KEYWORD(Name, Canonical, Rule, Parameter) Name,
#include "runtime/Vocabulary/Keywords.def"
};

// Zone masks for the `select` operation.
constexpr int64_t zoneBit(Zone z) { return int64_t(1) << int(z); }

struct ManaCost {
  std::string symbols; // canonical, e.g. "{2}{G}"
};

// library2: a cost amount that is the X announced for the spell or ability
// (107.3a, 601.2b, 602.2b): "Pay X life", "Discard X cards", "Remove X charge
// counters from ~". Stored in `payLife`, `discard` or `removeCounters`.
constexpr int kCostX = -1;

struct CostSpec {
  ManaCost mana;
  bool tap = false;      // {T} (CR 107.5)
  bool untap = false;    // {Q}
  int payLife = 0;
  int discard = 0;
  FnId sacrificeFilter = kNoFn; // "Sacrifice a creature": predicate on objects
  bool sacrificeSelf = false;
  // Activation restrictions (CR 602.5b): "Activate only as a sorcery",
  // "Activate only once each turn".
  bool sorcerySpeed = false;
  bool oncePerTurn = false;
  bool anyPlayer = false; // "Any player may activate this ability." (602.2)
  FnId condition = kNoFn; // "Activate only during your turn / only if ...": predicate, no argument
  int removeCounterKind = -1; // "Remove N charge counters from ~" (a CounterKind)
  int removeCounters = 0;
  // A loyalty ability (CR 606): its cost puts `loyalty` loyalty counters on
  // the permanent (negative: removes them); [-X] removes the X chosen (107.7).
  bool loyaltyAbility = false;
  int loyalty = 0;
  bool loyaltyX = false;
  // "Tap two untapped Wizards you control" (602.2b): how many, and which (a predicate).
  int tapCount = 0;
  FnId tapFilter = kNoFn;
  // --- begin zones2 --- Costs that move cards (118.3):
  bool exileSelf = false;    // "Exile ~" (from where the ability functions: 113.6m)
  bool discardSelf = false;  // "Discard ~" (an ability of a card in hand)
  bool discardRandom = false; // the `discard` cards are chosen at random (701.8b)
  // "Exile a creature card from your graveyard": `exileCount` of the payer's
  // objects in the zones of `exileZones` (a mask: cards they own there, or
  // permanents they control) that the predicate `exileFilter` accepts.
  FnId exileFilter = kNoFn;
  int exileCount = 0;
  int64_t exileZones = 0;
  int exileTop = 0; // "Exile the top N cards of your library" (406.2)
  // --- end zones2 ---
  // --- begin library2 ---
  int sacrificeCount = 1;     // "Sacrifice two Goblins": how many sacrificeFilter takes (kCostX: X)
  FnId discardFilter = kNoFn; // "Discard a creature card": which cards of the hand (118.3)
  // Does a part other than the mana cost take the announced X (kCostX)?
  bool variableX() const {
    return payLife == kCostX || discard == kCostX || removeCounters == kCostX || sacrificeCount == kCostX;
  }
  // The same cost with X announced as `x` in those parts (601.2f: the total cost is locked in).
  CostSpec withVariableX(int x) const {
    CostSpec c = *this;
    if (c.payLife == kCostX) c.payLife = x;
    if (c.discard == kCostX) c.discard = x;
    if (c.removeCounters == kCostX) c.removeCounters = x;
    if (c.sacrificeCount == kCostX) c.sacrificeCount = x;
    return c;
  }
  // --- end library2 ---
  bool exertSelf = false; // --- keywords7 --- "Exert ~" (701.39a): it won't untap during the next untap step
};

// Object targets may also be spells on the stack ("counter target spell").
enum class TargetClass {
  Any, Object, Player, Opponent, Spell, PlayerOrPlaneswalker,
  OpponentOrPlaneswalker, // --- dmg: "target opponent or planeswalker" (115.4)
};
struct TargetSpec {
  TargetClass cls = TargetClass::Any;
  FnId legal = kNoFn; // predicate(object) for TargetClass::Object (CR 115.1)
  int count = 1;
  bool upTo = false; // "up to N target ...": any number from 0 to count (601.2c)
  bool countIsX = false; // "X target creatures": count is the spell's X, announced first (601.2b-c)
  // dmg: damage divided among these targets as they are chosen (601.2d): the
  // damage (N), -1 for the spell's or ability's X, 0 when not divided.
  int divided = 0;
  // dmg3: "another target" (115.3, 601.2c): not the object or player chosen for
  // target #notTarget of the same spell or ability (-1: no such rule).
  int notTarget = -1;
  // --- keywords7 --- the card whose code `legal` belongs to when it is not the spell's own: a
  // card spliced onto it (702.47c). Set by the runtime, never stored (null: the spell's card).
  const struct CardDefinition *code = nullptr;
};

// What a triggered ability waits for (CR 603.2): runtime/TriggerEvents.def.
enum class TriggerEvent {
#define TRIGGER_EVENT(Name) Name,
#include "runtime/TriggerEvents.def"
};
inline constexpr int kTriggerEventCount = 0
#define TRIGGER_EVENT(Name) +1
#include "runtime/TriggerEvents.def"
    ;
// Whom the damage of a DealsDamage trigger must be dealt to.
enum class DamageRecipient { Any, Player, Opponent, Creature };
struct TriggerSpec {
  TriggerEvent event = TriggerEvent::EntersBattlefield;
  FnId subject = kNoFn; // predicate(event object): whose entering/dying counts
  Step step = Step::Upkeep;
  bool yoursOnly = true; // "your upkeep" vs "each upkeep"
  bool combatOnly = false;                      // "deals combat damage"
  DamageRecipient damageTo = DamageRecipient::Any;
  FnId condition = kNoFn; // intervening "if" (603.4): checked on trigger and on resolution
  FnId other = kNoFn;     // predicate over the event's other party (see the combat pairs, BecomesTarget)
};

// A static ability's continuous effect (CR 611.3, 613): `affects(obj)` says
// whether it applies to an object, `apply(obj)` modifies that object's
// characteristics through the Layer* operations.
struct ContinuousSpec {
  int layer = 7;          // 1..7
  char sublayer = 'c';    // 'a'..'d' for layers 7 (and 'a','b' for 1), 0 otherwise
  FnId affects = kNoFn;
  FnId apply = kNoFn;
  bool characteristicDefining = false; // CR 604.3: applied first in its layer (613.3)
};

enum class ReplacedEvent { ZoneChange, Damage, Draw, GainLife, CreateTokens /* rules15: 614.1a, 111.1 */ };
struct ReplacementSpec {
  ReplacedEvent event = ReplacedEvent::ZoneChange;
  FnId matches = kNoFn;  // predicate(event object) with Event* ops available
  FnId apply = kNoFn;    // rewrites the event through Event* ops
  // An effect that modifies only how this permanent itself enters (614.12:
  // "~ enters the battlefield tapped / with counters / as a copy"); the other
  // abilities of an entering object do not apply to its own entering. Not a
  // 614.15 self-replacement: the controller may order it among the others (616.1e).
  bool selfReplacement = false;
  // --- begin rules15 ---
  bool copyEffect = false; // CR 616.1c: "enter(s) as a copy": chosen before the others
  // --- end rules15 ---
};

// A combat restriction with a description or a condition (CR 509.1b, 508.1c)
// of a static ability, checked as blockers or attackers are declared
// (Game::restrictionForbids): `affects(creature)` says which creatures it
// restricts (an "as long as" condition folded in); `test` is asked about the
// would-be blocker (BlockedOnlyBy: it must hold; NotBlockedBy: it must not),
// or is the condition under which the creature may attack (the defending
// player as the event object) or block (the attacking player as the event object).
enum class CombatRestrictionKind { BlockedOnlyBy, NotBlockedBy, AttacksOnlyIf, BlocksOnlyIf };
struct CombatRestrictionSpec {
  CombatRestrictionKind kind = CombatRestrictionKind::BlockedOnlyBy;
  FnId affects = kNoFn;
  FnId test = kNoFn;
};

// One mode of a modal spell or ability (CR 700.2): its own targets and effect.
struct ModeSpec {
  std::vector<TargetSpec> targets;
  FnId effect = kNoFn;
};
// "Choose one —" (700.2): the controller chooses between `min` and `max` of
// the modes; only those are performed, in printed order. No modes: not modal.
struct ModalSpec {
  int min = 0, max = 0;
  std::vector<ModeSpec> modes;
};

// A static ability that changes the rules for players (AbilityKind::PlayerRule):
// what their spells cost (601.2f), what they can't do (101.2), a step they
// skip (614.1b). The runtime checks these where the action happens.
// --- begin cast ---: CastOnly (601.3) is a restriction of the card's own casting,
// checked by Game::cast on the card (its `players` function is the condition);
// CastAsThoughFlash (601.3b) lets its players cast its `spells` at instant speed;
// AdditionalLands (305.2) lets its players play `amount` more lands each turn.
// --- end cast ---
enum class PlayerRuleKind {
  CostMore,
  CostLess,
  CantDraw,
  CantGainLife,
  CantPlayLands,
  CantCast,
  SkipDrawStep,
  CantSearch,
  /* --- begin cast --- */ CastOnly,
  CastAsThoughFlash,
  AdditionalLands /* --- end cast --- */,
  NoMaxHandSize /* 402.2 */,
  CostLessSelf /* effects5: the spell's own reduction (113.6d, 601.2f), checked on the spell */
};
struct PlayerRuleSpec {
  PlayerRuleKind kind = PlayerRuleKind::CostMore;
  FnId players = kNoFn; // predicate(player): whom it binds (the caster, the drawing player...), with its condition
  FnId spells = kNoFn;  // predicate(spell on the stack): CostMore, CostLess, CantCast
  std::string mana;     // CostMore, CostLess: the symbols added or taken away, "{1}", "{W}"
  FnId times = kNoFn;   // CostLessSelf: how many times `mana` is taken away ("for each ..."); none: once
};

// AdditionalCost: "As an additional cost to cast this spell, ..." (CR 601.2f):
// its `cost` is paid with the spell's mana cost.
// CombatRestriction: a static ability restricting attacks or blocks (see CombatRestrictionSpec).
// PlayerRule: a rule for players (see PlayerRuleSpec).
// CounterLimit (rules17): "~ can't have more than N charge counters on it": `amount`
// is N and `counterKind` the kind; a state-based action removes the excess (704.5r).
enum class AbilityKind { Spell, Activated, Triggered, Static, Replacement, Keyword, AdditionalCost, CombatRestriction, PlayerRule,
                         CounterLimit };

struct AbilityDescriptor {
  AbilityKind kind = AbilityKind::Spell;
  std::string text;          // the rules text it came from (for traces)
  Keyword keyword = Keyword::Flying; // AbilityKind::Keyword
  int amount = 0;            // a keyword's number: N of "Bushido N" (CR 702.45a); CounterLimit's N;
                             // a chapter ability's chapter number (715.2a, TriggerEvent::Chapter)
  CostSpec cost;             // Activated, or a keyword's cost (Cycling)
  bool manaAbility = false;  // CR 605: resolves immediately, no stack
  std::vector<TargetSpec> targets;
  TriggerSpec trigger;
  ContinuousSpec continuous;
  ReplacementSpec replacement;
  FnId effect = kNoFn;       // Spell/Activated/Triggered: resolve
  // A quoted ability (113.1a) the card gives to objects or tokens but does not
  // have itself: skipped wherever the card's own abilities are looked at.
  bool grantOnly = false;
  ModalSpec modal;           // a modal one: its modes instead of targets/effect (700.2)
  // --- zones2: the zone an activated or triggered ability functions in (113.6m:
  // its cost or effect moves the card out of that zone). Battlefield: as
  // always (the battlefield, and the command zone for those cards, 113.6);
  // Hand or Graveyard: only there.
  Zone functionsIn = Zone::Battlefield;
  CombatRestrictionSpec restriction; // AbilityKind::CombatRestriction
  PlayerRuleSpec rule;       // AbilityKind::PlayerRule
  int counterKind = -1;      // AbilityKind::CounterLimit: the CounterKind it limits (rules17, 704.5r)
  // A dungeon's room ability (309.4c, TriggerEvent::RoomEntered, room number in
  // `amount`, the topmost room is 1): the rooms its arrows point to (309.5a).
  // None: the bottommost room.
  std::vector<int> roomExits;
};

// A token an ability creates (CR 111.4): its characteristics.
struct TokenSpec {
  std::string name; // e.g. "Goblin" (CR 111.4: subtypes + "Token")
  int power = 0, toughness = 0;
  std::vector<CardType> types;
  std::vector<std::string> subtypes;
  std::vector<Color> colors;
  std::vector<Keyword> keywords;
  std::vector<int> abilities; // quoted abilities: indices of grantOnly abilities of the creating card
};

struct CardDefinition {
  std::string name;
  ManaCost manaCost;
  std::vector<CardType> types;
  std::vector<std::string> subtypes;
  std::vector<std::string> supertypes; // "Basic", "Legendary"
  std::vector<Color> colors;           // from the mana cost (CR 202.2)
  int power = 0, toughness = 0, loyalty = 0;
  bool hasPT = false;
  // A vanguard's hand and life modifiers (CR 312.6, 312.7), applied to its
  // owner's maximum hand size and starting life total (902.4, 902.5).
  int handModifier = 0, lifeModifier = 0;
  std::vector<AbilityDescriptor> abilities;
  std::vector<TokenSpec> tokens; // indexed by create_token
  std::shared_ptr<const CardCode> code;
  // --- begin dfc ---
  // A transforming double-faced card (712.1): the back face, its own definition
  // with its own code; null for every other card (701.28c). A back face has no
  // mana cost (712.4d: its mana value is its front face's).
  std::shared_ptr<const CardDefinition> backFace;
  // --- end dfc ---
};

} // namespace oraclec::rt
