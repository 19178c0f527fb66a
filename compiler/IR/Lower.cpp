#include "IR/Lower.h"
#include "AST/TokenName.h" // search8
#include "IR/DividedTargets.h" // dmg

#include "AST/CastTiming.h" // cast branch
#include "AST/Compare.h"    // triggers7: battalion's count
#include "AST/KeywordExpansion.h"
#include "IR/PrintedStar.h" // cda
#include "Sema/Sema.h"
#include "runtime/Game/Turn.h"
#include "runtime/ManaPacking.h"
#include "runtime/TypeLine.h"
#include "runtime/Vocabulary/Subtypes.h"

#include <unordered_set> // library5

#include <algorithm>
#include <fmt/format.h>
#include <limits>

namespace oraclec::ir {

namespace {
using ast::Node;
using ast::NodeKind;
using rt::Op;
namespace role = ast::role; // children by role: e[role::Draw::player] (NodeKinds.def)

struct LowerError {
  std::string why;
};

// The Op column of the construct table (AST/NodeKinds.def): the runtime
// operation a node kind lowers to by default lowering. An op name that is not
// in runtime/Ops.def is a build error.
constexpr std::string_view kOpNames[] = {
#define RT_OP(Name, IrName, Result, Args, Rule) #Name,
#include "runtime/Ops.def"
};
constexpr std::optional<Op> opNamed(std::string_view name) {
  if (name == "None")
    return std::nullopt;
  for (size_t i = 0; i < std::size(kOpNames); ++i)
    if (kOpNames[i] == name)
      return Op(i);
  throw "the construct table names an operation that is not in runtime/Ops.def";
}
constexpr std::optional<Op> kDefaultOps[] = {
#define NODE(Name, Head, Class, Also, OpName, ...) opNamed(#OpName),
#include "AST/NodeKinds.def"
};

// Emits straight-line code into one Function.
class FnBuilder {
public:
  explicit FnBuilder(Function &f) : f_(f) {}
  Operand call(Op op, std::vector<Operand> args) {
    Instr in;
    in.opcode = Opcode::Call;
    in.op = op;
    in.operands = std::move(args);
    char result = rt::opInfo(op).result;
    in.type = result == 'I' ? Type::Int : result == 'B' ? Type::Bool : result == 'R' ? Type::Ref : Type::Void;
    if (in.type != Type::Void)
      in.result = f_.registers++;
    f_.body.push_back(std::move(in));
    return in.type == Type::Void ? Operand::imm(0) : Operand::reg(f_.body.back().result);
  }
  Operand pure(Opcode opc, std::vector<Operand> args, Type type = Type::Bool) {
    Instr in;
    in.opcode = opc;
    in.operands = std::move(args);
    in.type = type;
    in.result = f_.registers++;
    f_.body.push_back(std::move(in));
    return Operand::reg(f_.body.back().result);
  }
  void ret(Operand v) {
    Instr in;
    in.opcode = Opcode::Ret;
    in.operands = {v};
    f_.body.push_back(std::move(in));
  }

private:
  Function &f_;
};

class CardLowerer {
public:
  explicit CardLowerer(Module &m) : m_(m) {}

  void ability(const Node &a) {
    rt::AbilityDescriptor d;
    // library5: the mandatory actions an "if you do" reads (608.2c), of this ability only
    // (a quoted ability lowered inside it has its own; addresses of freed nodes are reused).
    struct MeasuredScope {
      std::unordered_set<const Node *> &set, outer;
      MeasuredScope(std::unordered_set<const Node *> &s) : set(s), outer(std::exchange(s, {})) {}
      ~MeasuredScope() { set = std::move(outer); }
    } measuredScope{measured_};
    markMeasuredActions(a);
    thisWay_ = {}; // dmg2: "this way" refers to this ability's own earlier effects (608.2c)
    exiledThisWay_ = false; // --- library --- the same for "cards exiled this way"
    switch (a.kind) {
    case NodeKind::KeywordAbility:
      if (std::vector<Node> meaning = ast::expandKeyword(a); !meaning.empty()) {
        // 702.1: the keyword stands for these abilities; each instance has its
        // own (702.46b ...). The keyword descriptor itself only makes the object
        // have the keyword (has_keyword); it does nothing.
        for (const Node &m : meaning) {
          ability(m);
          m_.card.abilities.back().text = std::string(ast::headOf(m.kind));
        }
        d.kind = rt::AbilityKind::Keyword;
        d.keyword = rt::Keyword(a.children[0].value);
        if (const Node *n = a.find(NodeKind::Int))
          d.amount = int(n->value);
        break;
      }
      keyword(a, d);
      break;
    case NodeKind::Spell:
      d.kind = rt::AbilityKind::Spell;
      xInFilterAllowed_ = true; // a spell's X is announced before its targets (601.2b-c)
      targetsAndEffect(a, 0, d);
      xInFilterAllowed_ = false;
      zonesFunctionsIn(a, d); // zones2: refuses "~ from your graveyard" in a spell
      break;
    case NodeKind::Activated: {
      d.kind = rt::AbilityKind::Activated;
      cost(a.children[0], d.cost);
      d.manaAbility = sema::isManaAbility(a);
      // library2: X announced in the cost (107.3a, 602.2b): "{X}", "[-X]", "Remove X
      // counters". A mana ability is activated without an announcement in the
      // runtime (605.3a), so its X would be 0: refused, not guessed.
      bool announcesX = d.cost.loyaltyX || d.cost.variableX() ||
                        d.cost.mana.symbols.find("{X}") != std::string::npos;
      if (d.manaAbility && announcesX) throw LowerError{"X in a mana ability's cost (605.3a)"};
      // Its X is known before targets are chosen (601.2b-c), so descriptions
      // and "X target creatures" may read it, as a spell's do.
      xInFilterAllowed_ = announcesX;
      DefendingOf defendingBefore = defendingOf_; // dmg3: the source's (508.5)
      defendingOf_ = DefendingOf::Self;
      targetsAndEffect(a, 1, d);
      defendingOf_ = defendingBefore;
      xInFilterAllowed_ = false;
      zonesFunctionsIn(a, d); // zones2 (113.6m)
      break;
    }
    case NodeKind::Triggered: {
      d.kind = rt::AbilityKind::Triggered;
      // "Whenever ~ enters the battlefield or attacks" (603.2): one descriptor per
      // event, sharing the effect (as the chapters below share theirs).
      const Node &event = a.children[0];
      const bool either = event.kind == NodeKind::EitherTrigger;
      const Node &firstEvent = either ? event[role::EitherTrigger::first] : event;
      trigger(firstEvent, d.trigger);
      if (d.trigger.event == rt::TriggerEvent::StateTrigger && a.find(NodeKind::Intervening))
        throw LowerError{"an intervening 'if' on a state trigger"};
      if (const Node *cond = a.find(NodeKind::Intervening))
        d.trigger.condition = conditionFunction("trigger.condition", cond->children[0]);
      // --- begin dmg2 ---
      // "that much" has a value only where the event has an amount (603.2: damage).
      bool thatMuchBefore = thatMuchAllowed_;
      thatMuchAllowed_ = d.trigger.event == rt::TriggerEvent::DealsDamage ||
                         d.trigger.event == rt::TriggerEvent::IsDealtDamage;
      DefendingOf defendingBefore = defendingOf_; // dmg3 (508.5)
      NodeKind ev = event.kind; // either: what one of the events defines, the other does not
      defendingOf_ = ev == NodeKind::Attacks || ev == NodeKind::AttacksUnblocked ||
                             ev == NodeKind::AttacksWithOthers || // triggers7
                             ev == NodeKind::BecomesBlocked
                         ? DefendingOf::EventObject
                         : DefendingOf::None;
      bool eventTargetsBefore = std::exchange(eventTargets_, true); // triggers7 (603.3d)
      targetsAndEffect(a, 1, d);
      eventTargets_ = eventTargetsBefore;
      zonesFunctionsIn(a, d); // zones2 (113.6m)
      thatMuchAllowed_ = thatMuchBefore;
      defendingOf_ = defendingBefore;
      // --- end dmg2 ---
      // rules17: "I, II — [Effect]" is one chapter ability per number (715.2c): the
      // same effect, each with its chapter number (715.2b: TriggerEvent::Chapter).
      if (a.children[0].kind == NodeKind::Chapter) {
        const Node &ch = a.children[0];
        d.amount = int(ch.children[0].value);
        for (size_t i = 1; i < ch.children.size(); ++i) {
          rt::AbilityDescriptor more = d;
          more.amount = int(ch.children[i].value);
          m_.card.abilities.push_back(std::move(more));
        }
      }
      if (a.children[0].kind == NodeKind::Room) { // dungeon (309.4c, 309.5a)
        const Node &room = a.children[0];
        d.amount = int(room[role::Room::number].value);
        for (const Node &exit : room.all(role::Room::exits)) {
          if (exit[role::RoomExit::number].value <= d.amount)
            throw LowerError{"a room exit that is not linked to a lower room"};
          d.roomExits.push_back(int(exit[role::RoomExit::number].value));
        }
      }
      if (either) {
        rt::AbilityDescriptor more = d;
        more.trigger = {};
        trigger(event[role::EitherTrigger::second], more.trigger);
        more.trigger.condition = d.trigger.condition; // the intervening "if" of both (603.4)
        m_.card.abilities.push_back(std::move(more));
      }
      break;
    }
    // --- begin keywords7 --- 701.39d: the optional cost to attack, and its linked trigger
    // (607.2h) as a triggered ability of its own whose event is this creature being exerted
    case NodeKind::MayExert:
      if (const Node *reflexive = a.opt(role::MayExert::reflexive)) {
        ability(*reflexive);
        m_.card.abilities.back().text = std::string(ast::headOf(NodeKind::Exerted));
      }
      d.kind = rt::AbilityKind::Keyword;
      d.keyword = rt::Keyword::MayExert;
      break;
    // --- end keywords7 ---
    // --- begin cast ---
    case NodeKind::CastOnly: castOnly(a, d); break; // 601.3, LowerCast.inc
    // --- end cast ---
    case NodeKind::AdditionalCost:
      d.kind = rt::AbilityKind::AdditionalCost;
      cost(a.children[0], d.cost);
      if (d.cost.tap || d.cost.untap || d.cost.sacrificeSelf || !d.cost.mana.symbols.empty() ||
          d.cost.exileSelf || d.cost.discardSelf) // zones2: the spell itself is on the stack
        throw LowerError{"this additional cost"};
      break;
    case NodeKind::Static:
      zonesFunctionsIn(a, d); // zones2: refuses "~ from your graveyard" in a static ability
      // One descriptor per continuous effect ("gets +1/+1 and has flying").
      for (size_t i = 0; i + 1 < a.children.size(); ++i) {
        rt::AbilityDescriptor extra;
        staticAbility(a.children[i], extra);
        m_.card.abilities.push_back(std::move(extra));
      }
      staticAbility(a.children.back(), d);
      break;
    case NodeKind::LevelBand: levelBand(a, d); break;
    case NodeKind::HandLifeModifiers:
      // Printed modifiers, not an ability (CR 312.6, 312.7): characteristics of
      // the card the game applies at its start; the descriptor has no effect.
      d.kind = rt::AbilityKind::Static;
      d.continuous.layer = 0;
      m_.card.handModifier = int(a.children[0].value);
      m_.card.lifeModifier = int(a.children[1].value);
      break;
    default: throw LowerError{fmt::format("no IR for ({} ...)", ast::headOf(a.kind))};
    }
    m_.card.abilities.push_back(std::move(d));
  }

private:
  Module &m_;

  Function &newFunction(std::string role, Type returns) {
    Function f;
    f.id = int(m_.functions.size());
    f.role = std::move(role);
    f.returns = returns;
    m_.functions.push_back(std::move(f));
    return m_.functions.back();
  }

  // Keywords whose rules the runtime performs (combat, evasion, timing).
  static bool runtimeImplements(rt::Keyword k) {
    switch (k) {
    case rt::Keyword::Flying: case rt::Keyword::Reach: case rt::Keyword::Vigilance:
    case rt::Keyword::Haste: case rt::Keyword::Defender: case rt::Keyword::FirstStrike:
    case rt::Keyword::DoubleStrike: case rt::Keyword::Trample: case rt::Keyword::Deathtouch:
    case rt::Keyword::Lifelink: case rt::Keyword::Hexproof: case rt::Keyword::Menace:
    case rt::Keyword::Indestructible: case rt::Keyword::Flash: case rt::Keyword::Prowess:
    case rt::Keyword::Cycling: case rt::Keyword::Shroud: case rt::Keyword::Devoid:
    case rt::Keyword::Enchant: case rt::Keyword::Equip:
    case rt::Keyword::Fear: case rt::Keyword::Intimidate: case rt::Keyword::Shadow: case rt::Keyword::Horsemanship:
    case rt::Keyword::Swampwalk: case rt::Keyword::Islandwalk: case rt::Keyword::Forestwalk:
    case rt::Keyword::Mountainwalk: case rt::Keyword::Plainswalk:
    case rt::Keyword::ProtectionFromWhite: case rt::Keyword::ProtectionFromBlue: case rt::Keyword::ProtectionFromBlack:
    case rt::Keyword::ProtectionFromRed: case rt::Keyword::ProtectionFromGreen:
    case rt::Keyword::CantBlock: case rt::Keyword::CantBeBlocked: case rt::Keyword::CantAttack:
    case rt::Keyword::DoesntUntap:
    case rt::Keyword::AttacksEachCombat: case rt::Keyword::BlocksEachCombat: case rt::Keyword::MustBeBlocked:
    case rt::Keyword::AllMustBlock: case rt::Keyword::CantBeBlockedByMoreThanOne:
    case rt::Keyword::CanBlockOnlyFlying: case rt::Keyword::CanBlockAdditional:
    case rt::Keyword::Infect: case rt::Keyword::Wither: case rt::Keyword::Exalted: case rt::Keyword::Bushido:
    case rt::Keyword::Flanking: case rt::Keyword::Rampage: case rt::Keyword::Persist: case rt::Keyword::Undying:
    case rt::Keyword::Flashback: case rt::Keyword::Echo: case rt::Keyword::CumulativeUpkeep:
    case rt::Keyword::Buyback: case rt::Keyword::BattleCry: case rt::Keyword::Dethrone: case rt::Keyword::Afflict:
    case rt::Keyword::Bloodthirst: case rt::Keyword::Skulk: case rt::Keyword::Changeling:
    case rt::Keyword::Renown: case rt::Keyword::Evolve: case rt::Keyword::Fading: case rt::Keyword::Vanishing:
    case rt::Keyword::Kicker: case rt::Keyword::Multikicker: case rt::Keyword::Convoke: case rt::Keyword::Delve:
    case rt::Keyword::Improvise: case rt::Keyword::AffinityForArtifacts: // casting costs (601.2f): Game::castingCostKeywords
    case rt::Keyword::CantBeCountered: // Game::counterSpell
    case rt::Keyword::Ascend: // Game::ascend
    case rt::Keyword::MayNotUntap: // Game::enterStep (untap)
    case rt::Keyword::Sunburst: // Game::keywordEntryCounters
    // --- begin morph ---
    case rt::Keyword::Morph: case rt::Keyword::Megamorph: // Game::cast face down, Game::turnFaceUp
    // --- end morph ---
    // --- begin keywords ---
    case rt::Keyword::Unearth: case rt::Keyword::Scavenge: // Game::activate from the graveyard (MoreKeywords.cpp)
    case rt::Keyword::Graft: case rt::Keyword::SplitSecond: case rt::Keyword::Retrace:
    case rt::Keyword::Evoke: case rt::Keyword::Dash: // Game::cast with an alternative cost
    case rt::Keyword::Storm: // Game::stormTriggers
    case rt::Keyword::Crew: // Game::activate, MoreKeywords.cpp
    // --- end keywords ---
    case rt::Keyword::Devour: // rules15: Game::devourAsItEnters (Devour.cpp)
    // --- begin altcast ---
    case rt::Keyword::Madness:
    case rt::Keyword::Suspend:
    case rt::Keyword::Rebound: // AltCast.cpp
    case rt::Keyword::Embalm:
    case rt::Keyword::Eternalize: // Game::activate from the graveyard, AltCast.cpp
                                  // --- end altcast ---
    // --- begin keywords6 ---
    case rt::Keyword::Entwine:   // Game::cast with `entwine` (CastKeywords.cpp)
    case rt::Keyword::Cascade:   // Game::cascadeTriggers
    case rt::Keyword::Transmute: // Game::activate from the hand
    // --- end keywords6 ---
    // --- begin keywords7 ---
    case rt::Keyword::Bestow:   // Game::cast with `alternative: bestow` (CastKeywords.cpp)
    case rt::Keyword::MayExert: // Game::declareAttackers with an exert answer (CastKeywords.cpp)
    case rt::Keyword::Overload: // Game::cast and Game::runEffect: the keyword's effect (702.96a)
    case rt::Keyword::Awaken:   // Game::cast and Game::runEffect: the keyword's target and effect
                                // (702.113a)
    case rt::Keyword::SpliceOntoArcane: // Game::cast `splice:` and Game::runEffect (702.47a)
      // --- end keywords7 ---
      return true;
    default: return false;
    }
  }

  void keyword(const Node &a, rt::AbilityDescriptor &d) {
    d.kind = rt::AbilityKind::Keyword;
    d.keyword = rt::Keyword(a.children[0].value);
    if (!runtimeImplements(d.keyword))
      throw LowerError{fmt::format("the runtime does not perform keyword {} yet (CR {})",
                                   ast::canonicalName(ast::Keyword(a.children[0].value)),
                                   ast::ruleOf(ast::Keyword(a.children[0].value)))};
    if (const Node *c = a.find(NodeKind::Cost))
      cost(*c, d.cost);
    // library2: only flashback's cost is paid as the spell is cast, with its X (601.2b, 702.34a).
    if (d.cost.variableX() && d.keyword != rt::Keyword::Flashback)
      throw LowerError{"X in this keyword's cost"};
    if (const Node *n = a.find(NodeKind::Int)) // "Bushido 2"
      d.amount = int(n->value);
    if (const Node *f = a.find(NodeKind::Filter)) { // Enchant: what it can enchant (303.4a)
      rt::TargetSpec spec;
      spec.cls = rt::TargetClass::Object;
      spec.legal = filterFunction("enchant.legal", *f);
      d.targets.push_back(spec);
    }
    // --- begin trig2 ---
    if (const Node *p = a.opt(ast::role::KeywordAbility::player)) { // "Enchant player / opponent" (303.4a)
      rt::TargetSpec spec;
      spec.cls = p->kind == NodeKind::EachOpponent ? rt::TargetClass::Opponent : rt::TargetClass::Player;
      d.targets.push_back(spec);
    }
    // --- end trig2 ---
    if (d.keyword == rt::Keyword::Equip)
      d.cost.sorcerySpeed = true; // 702.6a: equip only as a sorcery
    // --- begin keywords ---
    if (d.keyword == rt::Keyword::Unearth || d.keyword == rt::Keyword::Scavenge)
      d.cost.sorcerySpeed = true; // 702.84a, 702.97a: "Activate only as a sorcery."
    if (d.keyword == rt::Keyword::Scavenge) { // 702.97a: "on target creature"
      rt::TargetSpec spec;
      spec.cls = rt::TargetClass::Object;
      spec.legal = filterFunction("scavenge.legal", Node(NodeKind::Filter, {ast::cardTypeLeaf("creature")}));
      d.targets.push_back(spec);
    }
    // --- end keywords ---
    if (d.keyword == rt::Keyword::Embalm || d.keyword == rt::Keyword::Eternalize) // altcast
      d.cost.sorcerySpeed = true; // 702.128a, 702.129a: "Activate only as a sorcery."
    if (d.keyword == rt::Keyword::Transmute) // --- keywords6 ---
      d.cost.sorcerySpeed = true;            // 702.53a: "Activate only as a sorcery."
    // --- begin keywords7 --- 702.103b: cast bestowed, it is an Aura spell with enchant
    // creature: its target and what it can be attached to, as the Enchant keyword's (303.4a)
    if (d.keyword == rt::Keyword::Bestow) {
      rt::TargetSpec spec;
      spec.cls = rt::TargetClass::Object;
      spec.legal =
          filterFunction("bestow.legal", Node(NodeKind::Filter, {ast::cardTypeLeaf("creature")}));
      d.targets.push_back(spec);
    }
    // 702.47a: the splice cost is paid with the spell's mana (601.2f); other costs are not read
    if (d.keyword == rt::Keyword::SpliceOntoArcane)
      for (const Node &part : a.find(NodeKind::Cost)->children)
        if (part.kind != NodeKind::ManaCost)
          throw LowerError{"a splice cost that is not only mana"};
    // 702.113a: the awaken ability's target and effect, run after the spell's own (Game::runEffect)
    if (d.keyword == rt::Keyword::Awaken) {
      const Node *n = a.find(NodeKind::Int);
      if (!n || !a.find(NodeKind::Cost)) throw LowerError{"awaken without its number and cost"};
      Node awaken = ast::awakenSpell(n->value);
      xInFilterAllowed_ = true;
      targetsAndEffect(awaken, 0, d);
      xInFilterAllowed_ = false;
    }
    // 702.96a, 612: the card's spell ability with "each" for "target", run instead of it
    if (d.keyword == rt::Keyword::Overload) {
      const Node *spell = nullptr;
      int spells = 0;
      if (cardAbilities_)
        for (const Node &x : *cardAbilities_)
          if (x.kind == NodeKind::Spell) spell = &x, ++spells;
      if (spells != 1) throw LowerError{"overload on a card without exactly one spell ability"};
      std::string why;
      std::optional<Node> each = ast::overloadedSpell(*spell, why);
      if (!each) throw LowerError{why};
      xInFilterAllowed_ = true;
      targetsAndEffect(*each, 0, d);
      xInFilterAllowed_ = false;
      if (!d.targets.empty()) throw LowerError{"an overloaded spell with targets"};
    }
    // --- end keywords7 ---
  }

  // A level symbol with its striation (711.2a-b): "As long as this creature
  // has at least N1 (and no more than N2) level counters on it, it has base
  // power and toughness [P/T] and has [abilities]." One static ability, lowered
  // as one continuous effect per part, each under the band's condition.
  void levelBand(const Node &band, rt::AbilityDescriptor &d) {
    staticCondition_ = &band; // condition(): the level counters are in range
    std::vector<rt::AbilityDescriptor> parts;
    // Base P/T (613.4b: layer 7b, after characteristic-defining abilities).
    d.kind = rt::AbilityKind::Static;
    d.continuous.layer = 7;
    d.continuous.sublayer = 'b';
    d.continuous.affects = predicate("affects", Node(NodeKind::Self));
    Function &f = newFunction("apply", Type::Void);
    FnBuilder b(f);
    b.call(Op::LayerSetPT, {Operand::arg(), Operand::imm(band.children[2].value), Operand::imm(band.children[3].value)});
    b.ret(Operand::imm(0));
    d.continuous.apply = f.id;
    // The band's abilities, which this creature has (613.1f: layer 6).
    for (size_t i = 4; i < band.children.size(); ++i) {
      const Node &a = band.children[i];
      rt::AbilityDescriptor part;
      switch (a.kind) {
      case NodeKind::KeywordAbility:
        if (a.children.size() != 1)
          throw LowerError{"a keyword with a parameter in a level band"};
        staticAbility(Node(NodeKind::GainKeyword, {Node(NodeKind::Self), a.children[0]}), part);
        break;
      case NodeKind::Activated:
      case NodeKind::Triggered:
        staticAbility(Node(NodeKind::GrantAbility, {Node(NodeKind::Self), a}), part);
        break;
      case NodeKind::Static:
        for (const Node &c : a.children) {
          // Only effects whose `affects` carries the band's condition.
          if (c.kind != NodeKind::ModifyPT && c.kind != NodeKind::GainKeyword && c.kind != NodeKind::GrantAbility)
            throw LowerError{fmt::format("({} ...) in a level band", ast::headOf(c.kind))};
          rt::AbilityDescriptor one;
          staticAbility(c, one);
          parts.push_back(std::move(one));
        }
        continue;
      default: throw LowerError{fmt::format("({} ...) in a level band", ast::headOf(a.kind))};
      }
      parts.push_back(std::move(part));
    }
    staticCondition_ = nullptr;
    for (auto &p : parts)
      m_.card.abilities.push_back(std::move(p));
  }

  void cost(const Node &c, rt::CostSpec &out) {
    for (const Node &p : c.children) {
      switch (p.kind) {
      case NodeKind::TapCost: out.tap = true; break;
      case NodeKind::UntapCost: out.untap = true; break;
      case NodeKind::ManaCost: out.mana.symbols += p.text; break;
      // library2: "Pay X life", "Discard X cards": the X announced (107.3a, 601.2b)
      case NodeKind::PayLifeCost:
        out.payLife = costAmount(p.children[0]);
        break;
      case NodeKind::DiscardCost: {
        if (out.discard != 0) throw LowerError{"two discard costs"};
        out.discard = costAmount(p.children[0]);
        // library2: "Discard a creature card": a card of the payer's hand (118.3)
        if (const Node *f = p.opt(role::DiscardCost::filter)) {
          Node inHand = *f;
          inHand.children.push_back(Node(NodeKind::InZone, {ast::zoneLeaf("hand")}));
          out.discardFilter = filterFunction("discard.filter", inHand);
        }
        break;
      }
      case NodeKind::RemoveCountersCost:
        if (out.removeCounterKind >= 0)
          throw LowerError{"two kinds of counters removed as a cost"};
        out.removeCounterKind = int(p.children[0].value);
        out.removeCounters =
            costAmount(p.children[1]); // library2: "Remove X ... counters" (107.3a)
        break;
      case NodeKind::LoyaltyCost: // 606.4, 107.7
        out.loyaltyAbility = true;
        if (p.children[0].kind == NodeKind::Negate && p.children[0].children[0].kind == NodeKind::XValue)
          out.loyaltyX = true;
        else
          out.loyalty = int(intValue(p.children[0]));
        break;
      case NodeKind::TapOthersCost:
        out.tapCount = int(intValue(p.children[0]));
        if (out.tapCount < 1 || out.tapCount > 20)
          throw LowerError{"tapping this many permanents as a cost"};
        out.tapFilter = predicate("tap.filter", p.children[1]);
        break;
      case NodeKind::SacrificeCost:
        if (p.children[0].kind == NodeKind::Self) {
          out.sacrificeSelf = true;
        } else {
          // library2: one description per cost ("Sacrifice a creature, Sacrifice a land" would
          // overwrite it: refused, not half-paid)
          if (out.sacrificeFilter != rt::kNoFn) throw LowerError{"two sacrifice costs"};
          out.sacrificeFilter = predicate("sacrifice.filter", p.children[0]);
          if (const Node *n =
                  p.opt(role::SacrificeCost::count)) // "Sacrifice two Goblins" (library2)
            out.sacrificeCount = costAmount(*n);
          if (out.sacrificeCount == 0 || out.sacrificeCount > 100)
            throw LowerError{"sacrificing this many permanents"};
        }
        break;
      default:
        if (zonesCost(p, out)) // zones2 (LowerZones.inc)
          break;
        throw LowerError{"cost part"};
      }
    }
  }

  // library2: a number in a cost, or X (rt::kCostX: the X announced as the
  // spell is cast or the ability activated, 601.2b, 602.2b).
  static int costAmount(const Node &amount) {
    if (amount.kind == NodeKind::XValue) return rt::kCostX;
    int64_t n = intValue(amount);
    if (n < 0 || n > 1000) throw LowerError{"this number in a cost"};
    return int(n);
  }
  static int64_t intValue(const Node &amount) {
    if (amount.kind != NodeKind::Int)
      throw LowerError{"a variable amount (X)"};
    return amount.value;
  }

  void trigger(const Node &t, rt::TriggerSpec &out) {
    using E = rt::TriggerEvent;
    switch (t.kind) {
    case NodeKind::EntersBattlefield: out.event = E::EntersBattlefield; break;
    case NodeKind::Chapter:
      out.event = E::Chapter;
      return; // rules17: the number is the descriptor's amount
    case NodeKind::Room:
      out.event = E::RoomEntered;
      return; // dungeon: the room number and exits are the descriptor's (309.4c)
    case NodeKind::Dies: out.event = E::Dies; break;
    case NodeKind::PutIntoGraveyard: {
      // 700.4 with the graveyard's owner: the card's owner (404.2) is that player.
      // The subject sees the object as it last existed on the battlefield (603.10a).
      out.event = E::Dies;
      int what = predicate("trigger.subject.objects", t[ast::role::PutIntoGraveyard::objects]);
      Function &f = newFunction("trigger.subject", Type::Bool);
      int id = f.id;
      Function body = f;
      FnBuilder b(body);
      Operand is = b.call(Op::Holds, {Operand::fn(what), Operand::arg()});
      Operand owner = playerTest(t[ast::role::PutIntoGraveyard::owner], b.call(Op::Owner, {Operand::arg()}), b);
      b.ret(b.pure(Opcode::And, {is, owner}));
      m_.functions[size_t(id)] = std::move(body);
      out.subject = id;
      return;
    }
    case NodeKind::Attacks: out.event = E::Attacks; break;
    case NodeKind::Blocks: out.event = E::Blocks; break;
    case NodeKind::BecomesBlocked: out.event = E::BecomesBlocked; break;
    case NodeKind::AttacksOrBlocks: out.event = E::AttacksOrBlocks; break;
    case NodeKind::LeavesBattlefield: out.event = E::LeavesBattlefield; break;
    case NodeKind::OneOrMoreAttack: out.event = E::OneOrMoreAttack; break;
    // Casual variants (CR 310-313): no predicate, the event is about the source
    // itself; a roll of {CHAOS} is about the player who rolled (901.9b).
    case NodeKind::SetInMotion: out.event = E::SetInMotion; return;
    case NodeKind::PlaneswalkTo: out.event = E::PlaneswalkTo; return;
    case NodeKind::PlaneswalkAway: out.event = E::PlaneswalkAwayFrom; return;
    case NodeKind::Encounter: out.event = E::Encounter; return;
    case NodeKind::RollChaos:
      out.event = E::RollChaos;
      out.subject = playerPredicate(Node(NodeKind::You));
      return;
    case NodeKind::IsDealtDamage: out.event = E::IsDealtDamage; break;
    // --- begin morph ---
    case NodeKind::TurnedFaceUp: out.event = E::TurnedFaceUp; break; // 708.8: Game::turnFaceUp
    // --- end morph ---
    case NodeKind::TransformsInto: out.event = E::Transformed; break; // --- dfc --- 701.28e: Game::transform
    case NodeKind::BecomesMonstrous: out.event = E::BecomesMonstrous; break; // --- keywords --- 701.31a
    case NodeKind::Exerted: { // --- keywords7 --- 701.39a: "you exert": its controller exerts it
      out.event = E::Exerted;
      if (t[role::Exerted::objects].kind == NodeKind::Self) break;
      int what = predicate("trigger.subject.objects", t[role::Exerted::objects]);
      Function &f = newFunction("trigger.subject", Type::Bool);
      int id = f.id;
      Function body = f;
      FnBuilder b(body);
      Operand is = b.call(Op::Holds, {Operand::fn(what), Operand::arg()});
      Operand yours = playerTest(Node(NodeKind::You), b.call(Op::Controller, {Operand::arg()}), b);
      b.ret(b.pure(Opcode::And, {is, yours}));
      m_.functions[size_t(id)] = std::move(body);
      out.subject = id;
      return;
    }
    case NodeKind::DealsDamageTrigger:
      out.event = E::DealsDamage;
      for (size_t i = 1; i < t.children.size(); ++i) {
        switch (t.children[i].kind) {
        case NodeKind::CombatDamage: out.combatOnly = true; break;
        case NodeKind::ToPlayer: out.damageTo = rt::DamageRecipient::Player; break;
        case NodeKind::ToOpponent: out.damageTo = rt::DamageRecipient::Opponent; break;
        case NodeKind::ToCreature: out.damageTo = rt::DamageRecipient::Creature; break;
        default: throw LowerError{"damage trigger qualifier"};
        }
      }
      break;
    case NodeKind::Casts: {
      // predicate(spell): the description, and who cast it (its controller, 601.2a).
      out.event = E::Cast;
      Function &f = newFunction("trigger.subject", Type::Bool);
      int id = f.id;
      Function body = f;
      FnBuilder b(body);
      Operand spell = filterParts(t.children[1], b, false);
      Operand caster = playerTest(t.children[0], b.call(Op::Controller, {Operand::arg()}), b);
      // --- begin trig2 ---
      if (const Node *during = t.opt(role::Casts::during)) // whose turn it is (500.1) as it is cast
        caster = b.pure(Opcode::And, {caster, condition(*during, b)});
      // --- end trig2 ---
      b.ret(b.pure(Opcode::And, {spell, caster}));
      m_.functions[size_t(id)] = std::move(body);
      out.subject = id;
      return;
    }
    case NodeKind::GainsLifeTrigger:
    case NodeKind::DrawsTrigger: {
      out.event = t.kind == NodeKind::GainsLifeTrigger ? E::GainsLife : E::Draws;
      out.subject = playerPredicate(t.children[0]);
      return;
    }
    // Blockers declared (509.5): the other creature of the pair is `other`'s argument.
    case NodeKind::BlocksCreature:
    case NodeKind::BecomesBlockedBy:
    case NodeKind::BlocksOrBecomesBlocked: {
      bool pair = t.children.size() > 1;
      out.event = t.kind == NodeKind::BlocksCreature     ? E::BlocksCreature
                  : t.kind == NodeKind::BecomesBlockedBy ? E::BecomesBlockedBy
                  : pair                                 ? E::BlocksOrBlockedBy
                                                         : E::BlocksOrBecomesBlocked;
      if (pair)
        out.other = predicate("trigger.other", t.children[1]);
      break;
    }
    case NodeKind::BecomesTarget: // 115.1, 603.2; `other`: the spell's or ability's controller
      out.event = t.find(NodeKind::SpellOnly) ? E::BecomesTargetOfSpell : E::BecomesTarget;
      if (t.children.back().kind == NodeKind::You || t.children.back().kind == NodeKind::EachOpponent)
        out.other = playerPredicate(t.children.back());
      break;
    case NodeKind::DiscardsTrigger: // 701.8, 702.29: about the player; `other`: the card
    case NodeKind::CyclesTrigger: {
      out.event = t.kind == NodeKind::DiscardsTrigger ? E::Discards
                  : t.find(NodeKind::OrDiscards)      ? E::CyclesOrDiscards
                                                      : E::Cycles;
      out.subject = playerPredicate(t.children[0]);
      if (t.find(NodeKind::Another))
        out.other = predicate("trigger.other", Node(NodeKind::Filter, {Node(NodeKind::Another)}));
      return;
    }
    // --- begin trig2 ---
    case NodeKind::BecomesTapped: out.event = E::BecomesTapped; break;     // Game::tap
    case NodeKind::BecomesUntapped: out.event = E::BecomesUntapped; break; // Game::untap
    case NodeKind::AttacksUnblocked: out.event = E::AttacksUnblocked; break; // Game::unblockedTriggers
    // --- begin triggers7 ---
    // Battalion (508.3a, 603.2): an attack trigger of the creature, which triggers only
    // if at least N other creatures are attacking as attackers are declared (the
    // runtime's attack triggers fire once all attackers are declared, 508.2-508.3).
    // Checked then only: not an intervening "if" (603.4).
    case NodeKind::AttacksWithOthers: {
      out.event = E::Attacks;
      int what = predicate("trigger.subject.objects", t[role::AttacksWithOthers::objects]);
      Function &f = newFunction("trigger.subject", Type::Bool);
      int id = f.id;
      Function body = f;
      FnBuilder b(body);
      Operand is = b.call(Op::Holds, {Operand::fn(what), Operand::arg()});
      Node others(NodeKind::Filter, {Node(NodeKind::Another), Node(NodeKind::Attacking),
                                     ast::cardTypeLeaf("creature")});
      Operand enough = condition(ast::countCompare(Node(NodeKind::All, {std::move(others)}), false,
                                                   t[role::AttacksWithOthers::others]),
                                 b);
      b.ret(b.pure(Opcode::And, {is, enough}));
      m_.functions[size_t(id)] = std::move(body);
      out.subject = id;
      return;
    }
    // --- end triggers7 ---
    case NodeKind::CycleSelf: // 702.29c: about the card itself (no predicate: the source)
      out.event = t.opt(ast::role::CycleSelf::orDies) ? E::CycledSelfOrDies : E::CycledSelf;
      return;
    // --- end trig2 ---
    case NodeKind::StateTrigger: // 603.8: the state is the condition
      out.event = E::StateTrigger;
      out.condition = conditionFunction("trigger.state", t.children[0]);
      return;
    case NodeKind::BeginningOfStep:
      out.event = E::BeginningOfStep;
      out.step = rt::Step(t.children[0].value);
      out.yoursOnly = t.children[1].kind == NodeKind::You;
      if (t.children[1].kind != NodeKind::You && t.children[1].kind != NodeKind::EachPlayer) {
        // predicate(active player): whose turn it must be ("each opponent's upkeep").
        out.subject = playerPredicate(t.children[1]);
      }
      return;
    default: throw LowerError{"trigger"};
    }
    out.subject = predicate("trigger.subject", t.children[0]);
  }

  // Is the player `p` the one a trigger names ("you", "an opponent", "a player")?
  // A trigger's subject predicate over a player: is it `who`?
  int playerPredicate(const Node &who) {
    int id = newFunction("trigger.subject", Type::Bool).id;
    Function body = m_.functions[size_t(id)]; // a copy: the test may add functions
    FnBuilder b(body);
    b.ret(playerTest(who, Operand::arg(), b));
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }
  Operand playerTest(const Node &who, Operand p, FnBuilder &b) {
    switch (who.kind) {
    case NodeKind::You: return b.pure(Opcode::Eq, {p, b.call(Op::You, {})});
    case NodeKind::EachOpponent: return b.call(Op::IsOpponentOf, {p, b.call(Op::You, {})});
    case NodeKind::AnyPlayer: return b.call(Op::IsPlayer, {p});
    case NodeKind::ControllerOf: return b.pure(Opcode::Eq, {p, player(who, b)});
    // --- begin trig2 ---
    case NodeKind::EnchantedPlayer: // a Curse's player (303.4)
    case NodeKind::ChosenPlayer:    // chosen as the source entered (614.12)
      return b.pure(Opcode::Eq, {p, player(who, b)});
    // --- end trig2 ---
    default: throw LowerError{fmt::format("player ({}) in a trigger", ast::headOf(who.kind))};
    }
  }

  void targetsAndEffect(const Node &a, size_t from, rt::AbilityDescriptor &d) {
    d.targets = targetSpecs(a.find(NodeKind::Targets));
    markDividedTargets(a, d.targets); // dmg (601.2d)
    Function &f = newFunction("effect", Type::Void);
    int id = f.id;
    // Build into a local copy: lowering an effect may add predicate functions,
    // which would invalidate a reference into m_.functions.
    Function body = f;
    FnBuilder b(body);
    for (size_t i = from; i < a.children.size(); ++i) {
      const Node &c = a.children[i];
      if (c.kind == NodeKind::Targets || c.kind == NodeKind::Intervening)
        continue;
      if (c.kind == NodeKind::SorcerySpeed) { d.cost.sorcerySpeed = true; continue; }
      if (c.kind == NodeKind::OncePerTurn) { d.cost.oncePerTurn = true; continue; }
      if (c.kind == NodeKind::AnyPlayerMayActivate) {
        d.cost.anyPlayer = true;
        continue;
      } // 602.2
      if (c.kind == NodeKind::ActivateOnlyIf) {
        d.cost.condition = conditionFunction("activation.condition", c.children[0]);
        continue;
      }
      if (c.kind == NodeKind::Modal) {
        modal(c, d.modal);
        continue;
      }
      effect(c, b);
    }
    b.ret(Operand::imm(0));
    m_.functions[size_t(id)] = std::move(body);
    d.effect = id;
  }

  // "Choose one —" (CR 700.2): each mode its own targets and effect function;
  // the runtime runs the chosen ones in printed order.
  void modal(const Node &m, rt::ModalSpec &out) {
    out.min = int(intValue(m.children[0]));
    out.max = int(intValue(m.children[1]));
    for (size_t i = 2; i < m.children.size(); ++i) {
      const Node &mode = m.children[i];
      rt::ModeSpec spec;
      spec.targets = targetSpecs(mode.find(NodeKind::Targets));
      markDividedTargets(mode, spec.targets); // dmg (601.2d)
      Function &f = newFunction(fmt::format("mode{}.effect", i - 1), Type::Void);
      int id = f.id;
      Function body = f;
      FnBuilder b(body);
      for (const Node &c : mode.children) {
        if (c.kind == NodeKind::Targets)
          continue;
        if (c.kind == NodeKind::AddMana || c.kind == NodeKind::AddManaChoice ||
            c.kind == NodeKind::AddManaAny || c.kind == NodeKind::AddManaCombination) // amounts3
          throw LowerError{"mana in a mode (a modal mana ability, CR 605.1a)"};
        effect(c, b);
      }
      b.ret(Operand::imm(0));
      m_.functions[size_t(id)] = std::move(body);
      spec.effect = id;
      out.modes.push_back(std::move(spec));
    }
  }

  std::vector<rt::TargetSpec> targetSpecs(const Node *targets) {
    std::vector<rt::TargetSpec> out;
    if (targets) {
      for (size_t i = 0; i < targets->children.size(); ++i) {
        const Node &t = targets->children[i];
        rt::TargetSpec spec;
        if (t.children.size() > 1 && t.children[1].kind == NodeKind::AnyNumber) {
          // effects5: "any number of target creatures" (601.2c): none, or as many
          // different legal ones as the player chooses; no number limits them.
          spec.upTo = true;
          spec.count = std::numeric_limits<int>::max();
        } else if (t.children.size() >
                   1) { // "two target creatures", "up to one target creature" (601.2c)
          const Node &n = t.children[1];
          spec.upTo = n.kind == NodeKind::UpTo;
          const Node &count = spec.upTo ? n.children[0] : n;
          if (count.kind == NodeKind::XValue && xInFilterAllowed_) {
            spec.countIsX = true; // a spell's "X target creatures" (601.2c); X is announced first (601.2b)
            spec.count = 1;       // replaced by X when targets are chosen
          } else {
            spec.count = int(intValue(count));
          }
          if (spec.count < 1 || spec.count > 100)
            throw LowerError{"this number of targets"};
        }
        switch (t.children[0].kind) {
        case NodeKind::AnyTarget: spec.cls = rt::TargetClass::Any; break;
        case NodeKind::AnotherAnyTarget: // dmg3: not the earlier target (115.3)
          spec.cls = rt::TargetClass::Any;
          spec.notTarget = int(t.children[0][role::AnotherAnyTarget::other].value);
          if (spec.notTarget < 0 || size_t(spec.notTarget) >= i)
            throw LowerError{"'another target' before its target"};
          break;
        case NodeKind::TargetPlayer: spec.cls = rt::TargetClass::Player; break;
        case NodeKind::TargetOpponent: spec.cls = rt::TargetClass::Opponent; break;
        case NodeKind::TargetPlayerOrPlaneswalker: spec.cls = rt::TargetClass::PlayerOrPlaneswalker; break;
        // --- begin dmg ---
        case NodeKind::TargetOpponentOrPlaneswalker: spec.cls = rt::TargetClass::OpponentOrPlaneswalker; break;
        // --- end dmg ---
        case NodeKind::Filter:
          spec.cls = isSpellFilter(t.children[0]) ? rt::TargetClass::Spell : rt::TargetClass::Object;
          // --- begin wherex (issue 14): "target creature that player controls" after a trigger ---
          // triggers7: the runtime checks a triggered ability's targets with its event
          // object (Game::TargetEventScope: when they are chosen, 603.3d, and on
          // resolution, 608.2b); elsewhere there is no event to read them against.
          if (!eventTargets_ && mentionsEventObject(t.children[0]))
            throw LowerError{"a target described by the trigger's player (event object)"};
          // dmg3: the same for a trigger's defending player (its attacking creature, 508.5)
          if (!eventTargets_ && defendingOf_ == DefendingOf::EventObject &&
              mentionsKind(t.children[0], NodeKind::DefendingPlayer))
            throw LowerError{"a target described by the trigger's defending player (event object)"};
          // --- end wherex ---
          spec.legal = filterFunction(fmt::format("target{}.legal", i), t.children[0]);
          break;
        default: throw LowerError{"target kind"};
        }
        out.push_back(spec);
      }
    }
    return out;
  }

  Operand objects(const Node &o, FnBuilder &b) {
    switch (o.kind) {
    case NodeKind::Self: return b.call(Op::Self, {});
    // zones2: the card in its graveyard, where the ability functions (113.6m); once
    // it has left, the source is a dead object and nothing happens to it (400.7).
    case NodeKind::SelfInZone: return b.call(Op::Self, {});
    case NodeKind::ExiledCards: return b.call(Op::ExiledWith, {}); // 607.2a
    case NodeKind::EventObject: return b.call(Op::EventObject, {});
    case NodeKind::AttachedObject: return b.call(Op::AttachedTo, {b.call(Op::Self, {})});
    case NodeKind::TargetRef: return b.call(Op::Target, {Operand::imm(o.value)});
    case NodeKind::SacrificedObject: return b.call(Op::CostSacrificed, {}); // 608.2h
    case NodeKind::DiscardedObject:
      return b.call(Op::CostDiscarded, {}); // effects8 (608.2h)
    case NodeKind::CostExiledObject:
      return b.call(Op::CostExiled, {}); // effects8 (608.2h)
    // --- begin dmg2 ---
    case NodeKind::DealtDamageThisWay: // 608.2c
      if (!thisWay_.damage) throw LowerError{"'dealt damage this way' without earlier damage"};
      return b.call(Op::DealtDamageThisWay, {});
    // --- end dmg2 ---
    case NodeKind::ExiledThisWay: return exiledThisWay(b); // --- library --- 608.2c
    // --- begin rules16 ---
    case NodeKind::AndEachSharingColor: { // 615.11 example: the set is decided now (611.2c)
      int pred = sharingColorFunction(o);
      return b.call(Op::Select, {Operand::fn(pred), Operand::imm(zoneMask(o.children[1]))});
    }
    // --- end rules16 ---
    case NodeKind::All: {
      int pred = filterFunction("select.filter", o.children[0]);
      return b.call(Op::Select, {Operand::fn(pred), Operand::imm(zoneMask(o.children[0]))});
    }
    case NodeKind::Filter: // "return a land you control": the controller chooses one on resolution (608.2d)
      return chosenObject(o, b.call(Op::You, {}), /*ownOnly=*/false, b);
    default: throw LowerError{fmt::format("objects ({})", ast::headOf(o.kind))};
    }
  }

  // One object matching `filter` chosen by each of `choosers` when the effect
  // happens, not targeted (608.2d); `ownOnly`: among those the chooser controls
  // (a player can sacrifice only their own permanents, 701.17a).
  Operand chosenObject(const Node &filter, Operand choosers, bool ownOnly, FnBuilder &b) {
    int pred = filterFunction("choose.filter", filter);
    int64_t how = zoneMask(filter) | (ownOnly ? int64_t(1) << 32 : 0); // see Ops.def choose_objects
    return b.call(Op::ChooseObjects, {choosers, Operand::fn(pred), Operand::imm(how)});
  }

  Operand player(const Node &p, FnBuilder &b) {
    switch (p.kind) {
    case NodeKind::You: return b.call(Op::You, {});
    case NodeKind::EachOpponent: return b.call(Op::EachOpponent, {b.call(Op::You, {})});
    case NodeKind::EachPlayer: return b.call(Op::EachPlayer, {});
    case NodeKind::EachOtherPlayer:
      return b.call(Op::OtherPlayers, {b.call(Op::You, {})}); // dmg3 (102.1)
    case NodeKind::TargetRef: return b.call(Op::Target, {Operand::imm(p.value)});
    case NodeKind::EventObject: return b.call(Op::EventObject, {});
    case NodeKind::ControllerOf: return b.call(Op::Controller, {objects(p.children[0], b)});
    case NodeKind::ActivePlayer:
      return b.call(Op::ActivePlayer, {}); // wherex (issue 14)
    // --- begin trig2 ---
    case NodeKind::EnchantedPlayer: return b.call(Op::AttachedTo, {b.call(Op::Self, {})}); // 303.4
    case NodeKind::ChosenPlayer: return b.call(Op::ChosenPlayer, {}); // 614.12
    // --- end trig2 ---
    case NodeKind::DefendingPlayer: // see combatRestriction: only there
      if (restrictionPlayer_ == NodeKind::DefendingPlayer) return b.call(Op::EventObject, {});
      // --- begin dmg3 --- an attacking creature's defending player (508.5)
      if (defendingOf_ == DefendingOf::EventObject)
        return b.call(Op::DefendingPlayerOf, {b.call(Op::EventObject, {})});
      if (defendingOf_ == DefendingOf::Self)
        return b.call(Op::DefendingPlayerOf, {b.call(Op::Self, {})});
      // --- end dmg3 ---
      throw LowerError{"'defending player' outside a restriction on attacking"};
    case NodeKind::AttackingPlayer:
      if (restrictionPlayer_ != NodeKind::AttackingPlayer) throw LowerError{"'attacking player' outside a restriction on blocking"};
      return b.call(Op::EventObject, {});
    default: throw LowerError{fmt::format("player ({})", ast::headOf(p.kind))};
    }
  }

  // --- begin wherex (issue 14) ---
  static bool mentionsKind(const Node &n, NodeKind k) { // dmg3: anywhere below n
    if (n.kind == k) return true;
    for (const Node &c : n.children)
      if (mentionsKind(c, k)) return true;
    return false;
  }
  // Whose characteristics an amount reads. "That creature's power" in a trigger
  // on a creature leaving the battlefield is the creature as it last existed
  // there (603.10a, 608.2h), not the card it became in the graveyard (400.7).
  Operand characteristicsOf(const Node &objs, FnBuilder &b) {
    if (objs.kind == NodeKind::EventObject) return b.call(Op::EventObjectLastKnown, {});
    return objects(objs, b);
  }

  static bool mentionsEventObject(const Node &n) {
    if (n.kind == NodeKind::EventObject) return true;
    for (const Node &c : n.children)
      if (mentionsEventObject(c)) return true;
    return false;
  }
  // One player named before in the ability: a target, the trigger's player,
  // an object's controller ("they control", "their hand").
  static bool isNamedPlayer(const Node &p) {
    return p.kind == NodeKind::TargetRef || p.kind == NodeKind::EventObject ||
           p.kind == NodeKind::ControllerOf || p.kind == NodeKind::ActivePlayer;
  }
  // --- end wherex ---
  Operand recipient(const Node &r, FnBuilder &b) {
    switch (r.kind) {
    case NodeKind::You: case NodeKind::EachOpponent: case NodeKind::EachPlayer: case NodeKind::ControllerOf:
    case NodeKind::ActivePlayer: // wherex (issue 14)
    case NodeKind::DefendingPlayer: // dmg3 (508.5)
    case NodeKind::EachOtherPlayer: // dmg3 (102.1)
      return player(r, b);
    case NodeKind::BothGroups:
      return bothGroups(r, b); // dmg3 (LowerDmg3.inc)
    default: return objects(r, b);
    }
  }

  // An effect's amount, times the count of a "for each" clause if it has one.
  Operand counted(const Node &e, const Node &amountNode, FnBuilder &b) {
    const Node *each = e.find(NodeKind::ForEach);
    if (!each) return amount(amountNode, b);
    if (amountNode.kind != NodeKind::Int) throw LowerError{"'for each' with a computed amount"};
    int64_t n = amountNode.value;
    if (n == 0) return Operand::imm(0);
    Operand count = each->children.size() > 1 // "for each +1/+1 counter on ~" (122.1)
                        ? b.call(Op::CountersOn, {objects(each->children[0], b), Operand::imm(each->children[1].value)})
                        : countOf(each->children[0], b);
    return n == 1 ? count : b.call(Op::Multiply, {Operand::imm(n), count});
  }

  Operand countOf(const Node &objs, FnBuilder &b) {
    if (objs.kind != NodeKind::All) throw LowerError{"counting these objects"};
    const Node &filter = objs.children[0];
    int pred = filterFunction("count.filter", filter);
    return b.call(Op::CountMatching, {Operand::fn(pred), Operand::imm(zoneMask(filter))});
  }

  // A number: printed, the X chosen on casting (107.3a) or computed as the
  // effect happens (107.3c: "the number of ...", "its power").
  Operand amount(const Node &a, FnBuilder &b) {
    switch (a.kind) {
    case NodeKind::Int:
      return Operand::imm(a.value);
    case NodeKind::XValue:
      if (!xAllowed_) throw LowerError{"X outside a spell or ability that chooses it"};
      return b.call(Op::XValue, {});
    case NodeKind::Negate:
      return b.call(Op::Multiply, {Operand::imm(-1), amount(a.children[0], b)});
    case NodeKind::CountOf:
      return countOf(a.children[0], b);
    case NodeKind::PowerOf:
      return b.call(Op::Power, {characteristicsOf(a.children[0], b)});
    case NodeKind::ToughnessOf:
      return b.call(Op::Toughness, {characteristicsOf(a.children[0], b)});
    case NodeKind::ManaValueOf:
      return b.call(Op::ManaValue, {characteristicsOf(a.children[0], b)});
    case NodeKind::CountersOn:
      return b.call(Op::CountersOn, {objects(a.children[0], b), Operand::imm(a.children[1].value)});
    case NodeKind::LifeTotal:
      return b.call(Op::Life, {player(a.children[0], b)});
    // --- begin wherex (issue 14): amounts as expressions (107.3c, 608.2h) ---
    case NodeKind::GreatestAmong: {
      const Node &objs = a.children[1];
      if (objs.kind != NodeKind::All) throw LowerError{"'the greatest ... among' these objects"};
      int pred = filterFunction("greatest.filter", objs.children[0]);
      return b.call(Op::GreatestAmong, {Operand::fn(pred), Operand::imm(zoneMask(objs.children[0])),
                                        Operand::imm(a.children[0].value)});
    }
    case NodeKind::Sum:
      return b.call(Op::Add, {amount(a.children[0], b), amount(a.children[1], b)});
    case NodeKind::Twice:
      return b.call(Op::Multiply, {Operand::imm(2), amount(a.children[0], b)});
    case NodeKind::Difference:
      return b.call(Op::Difference, {amount(a.children[0], b), amount(a.children[1], b)});
    // --- end wherex ---
    // --- begin amounts2 ---
    case NodeKind::CardTypesAmong:
    case NodeKind::Devotion:
    case NodeKind::CardsIn:
    case NodeKind::SpellsCastLastTurn:
    case NodeKind::MostSpellsCastLastTurn:
      return amounts2Amount(a, b); // LowerAmounts.inc
    // --- end amounts2 ---
    // --- begin dmg3 ---
    case NodeKind::BasicLandTypesAmong:
    case NodeKind::ColorsSpent:
    case NodeKind::HalfDown:
    case NodeKind::HalfUp:
      return dmg3Amount(a, b); // LowerDmg3.inc
    // --- end dmg3 ---
    // --- begin dmg2 ---
    case NodeKind::ThatMuch: // 603.2: the triggering damage event's amount
      // rules16: in a replacement's "instead", the replaced event's amount (614.1a:
      // "If you would gain life, draw that many cards instead").
      if (replacedAmount_) return b.call(Op::EventAmount, {});
      // "Target opponent loses 1 life for each ... You gain that much life." (608.2c)
      if (!thatMuchAllowed_ && thisWay_.lifeLoss) return b.call(Op::LifeLostThisWay, {});
      if (!thatMuchAllowed_)
        throw LowerError{"'that much' outside an ability that triggers on damage"};
      return b.call(Op::TriggerAmount, {});
    case NodeKind::LifeLostThisWay: // 608.2c
      if (!thisWay_.lifeLoss)
        throw LowerError{"'the life lost this way' without an earlier life loss"};
      return b.call(Op::LifeLostThisWay, {});
    // --- end dmg2 ---
    case NodeKind::PerKick: // "for each time it was kicked" (702.33d)
      return b.call(Op::Multiply, {amount(a.children[0], b), b.call(Op::TimesKicked, {b.call(Op::Self, {})})});
    default:
      throw LowerError{fmt::format("amount ({})", ast::headOf(a.kind))};
    }
  }
  // X in an object description: only a spell's (its X is the spell object's,
  // which target checks and its effects both see).
  bool xInFilterAllowed_ = false;
  // X is chosen for spells and activated abilities (107.3a) and known to
  // permanents that were cast with one (107.3m); elsewhere it has no value.
  bool xAllowed_ = true;
  // --- begin dmg3 ---
  // Whose defending player "defending player" is (508.5): the attacking creature a
  // trigger on attacking / being blocked is about (its event object), the source of an
  // activated ability, or none (a gap).
  enum class DefendingOf { None, EventObject, Self } defendingOf_ = DefendingOf::None;
  // triggers7: lowering a triggered ability, whose targets the runtime chooses and checks
  // with its event object (603.3d, 608.2b): its target descriptions may name it.
  bool eventTargets_ = false;
  // --- end dmg3 ---
  // --- begin dmg2 ---
  bool thatMuchAllowed_ = false; // in an ability that triggers on damage (603.2)
  // rules16: in the "instead" of a replacement of an event with an amount
  bool replacedAmount_ = false;
  struct ThisWay {               // earlier effects of the ability being lowered (608.2c)
    bool damage = false, lifeLoss = false;
  } thisWay_;
  // --- end dmg2 ---
  bool exiledThisWay_ = false; // --- library --- an earlier "exile the top ..." of the ability (608.2c)

  // Default lowering: lower each role of the node in order, by its type, and
  // call the table's op with them. A "for each" role is not an argument: it
  // multiplies the amounts (counted). The switch over classes is exhaustive.
#pragma GCC diagnostic push
#pragma GCC diagnostic warning "-Wswitch-enum"
  void defaultLowering(Op op, const Node &e, FnBuilder &b) {
    std::vector<Operand> args;
    auto roles = ast::rolesOf(e.kind);
    for (size_t i = 0; i < roles.size(); ++i) {
      const ast::RoleInfo &r = roles[i];
      if (!r.typeIsClass && NodeKind(r.type) == NodeKind::ForEach)
        continue;
      if (r.card != ast::RoleCard::One)
        throw LowerError{fmt::format("default lowering of the optional role {} of ({} ...)", r.name, ast::headOf(e.kind))};
      const Node &c = e.children[e.roleSlice(e.kind, int(i)).first];
      if (!r.typeIsClass) {
        if (NodeKind(r.type) != NodeKind::Int)
          throw LowerError{fmt::format("default lowering of a role of kind {}", r.typeName)};
        args.push_back(Operand::imm(c.value));
        continue;
      }
      switch (ast::NodeClass(r.type)) {
      case ast::NodeClass::Objects: args.push_back(objects(c, b)); break;
      case ast::NodeClass::Player: args.push_back(player(c, b)); break;
      case ast::NodeClass::Amount: args.push_back(counted(e, c, b)); break;
      case ast::NodeClass::Counter: args.push_back(Operand::imm(c.value)); break; // the CounterKind
      case ast::NodeClass::Zone: args.push_back(Operand::imm(c.value)); break; // rules15: the rt::Zone code
      case ast::NodeClass::Ability: case ast::NodeClass::Part: case ast::NodeClass::Effect:
      case ast::NodeClass::Continuous: case ast::NodeClass::Trigger: case ast::NodeClass::Condition:
      case ast::NodeClass::FilterPart: case ast::NodeClass::CostPart: case ast::NodeClass::TargetKind:
      case ast::NodeClass::Restriction: case ast::NodeClass::Duration:
      case ast::NodeClass::Event: case ast::NodeClass::DamageQualifier: case ast::NodeClass::DamageWhom:
      case ast::NodeClass::ZoneOption: case ast::NodeClass::Keyword: case ast::NodeClass::Step:
      case ast::NodeClass::Recipient: case ast::NodeClass::ChosenCount: case ast::NodeClass::TargetCount:
      case ast::NodeClass::PreventAmount: case ast::NodeClass::LevelMax: case ast::NodeClass::BandAbility:
      case ast::NodeClass::GrantedAbility:
      // --- begin conditions ---
      case ast::NodeClass::Relation: case ast::NodeClass::Comparand:
      // --- end conditions ---
        throw LowerError{fmt::format("default lowering of a {} role", r.typeName)};
      }
    }
    b.call(op, std::move(args));
  }
#pragma GCC diagnostic pop

  void effect(const Node &e, FnBuilder &b) {
    // --- begin dmg2 ---
    // What this effect did is "this way" for the effects after it (608.2c);
    // the runtime records it only through these ops (deal_damage, lose_life).
    struct Recorded {
      ThisWay &w;
      const Node &e;
      ~Recorded() {
        if (e.kind == NodeKind::DealDamage) w.damage = true;
        if (e.kind == NodeKind::LoseLife) w.lifeLoss = true;
      }
    } recorded{thisWay_, e};
    // --- end dmg2 ---
    if (e.kind == NodeKind::ExileTopOfLibrary) exiledThisWay_ = true; // --- library --- for the effects after it
    if (measured_.contains(&e)) { // --- library5 --- a mandatory action an "if you do" reads
      lastDone_ = {measuredAction(e, b), &b};
      return;
    }
    if (std::optional<Op> op = kDefaultOps[size_t(e.kind)]) {
      defaultLowering(*op, e, b);
      return;
    }
    auto c = [&](size_t i) -> const Node & { return e.children[i]; };
    switch (e.kind) {
    case NodeKind::DealDamage: {
      namespace R = role::DealDamage;
      const Node &to = e[R::recipient];
      if (to.kind == NodeKind::Both) { // "each creature and each player": both, in one effect
        Operand source = objects(e[R::source], b), n = counted(e, e[R::amount], b);
        b.call(Op::DealDamage, {source, objects(to[role::Both::objects], b), n});
        b.call(Op::DealDamage, {source, player(to[role::Both::player], b), n});
        return;
      }
      b.call(Op::DealDamage, {objects(e[R::source], b), recipient(to, b), counted(e, e[R::amount], b)});
      return;
    }
    case NodeKind::Delayed: { // 603.7a: the effect becomes a function the runtime runs later
      Function &f = newFunction("delayed.effect", Type::Void);
      int id = f.id;
      Function body = f;
      FnBuilder db(body);
      effect(e[role::Delayed::effect], db);
      db.ret(Operand::imm(0));
      m_.functions[size_t(id)] = std::move(body);
      b.call(Op::DelayedTrigger, {Operand::fn(id), Operand::imm(e[role::Delayed::step].value)});
      return;
    }
    // --- library5 --- 106.6: the mana the inner effect adds is spendable only on the
    // costs of spells the description matches; the predicate is asked when it is spent.
    case NodeKind::SpendManaOnly: {
      int spells = filterFunction("spend-only.spells", e[role::SpendManaOnly::spells]);
      int body = effectFunction("spend-only.effect", e[role::SpendManaOnly::effect]);
      b.call(Op::SpendManaOnly, {Operand::fn(body), Operand::fn(spells)});
      return;
    }
    case NodeKind::AddMana: {
      const std::string &symbols = e[role::AddMana::mana].text;
      auto packed = rt::packManaSymbols(symbols);
      if (!packed)
        throw LowerError{"mana symbols " + symbols};
      b.call(Op::AddMana, {b.call(Op::You, {}), Operand::imm(*packed)});
      return;
    }
    case NodeKind::ModifyPT: {
      namespace R = role::ModifyPT;
      if (!e.find(NodeKind::UntilEndOfTurn))
        throw LowerError{"a P/T change without a duration in a one-shot effect"};
      b.call(Op::PumpUntilEndOfTurn,
             {objects(e[R::objects], b), counted(e, e[R::power], b), counted(e, e[R::toughness], b)});
      return;
    }
    case NodeKind::GainKeyword: {
      Operand objs = objects(c(0), b);
      bool duration = false;
      for (size_t i = 1; i < e.children.size(); ++i) {
        if (c(i).kind == NodeKind::KeywordLeaf && rt::Keyword(c(i).value) == rt::Keyword::ProtectionFromChosenColor) {
          b.call(Op::GrantProtectionChosenColor, {objs}); // 702.16: the colour is chosen on resolution
        } else if (c(i).kind == NodeKind::KeywordLeaf) {
          if (!runtimeImplements(rt::Keyword(c(i).value)))
            throw LowerError{"granting a keyword the runtime does not perform"};
          b.call(Op::GrantKeywordUntilEndOfTurn, {objs, Operand::imm(c(i).value)});
        } else {
          duration = true;
        }
      }
      if (!duration)
        throw LowerError{"a keyword grant without a duration in a one-shot effect"};
      return;
    }
    case NodeKind::Destroy:
      b.call(e.opt(role::Destroy::noRegeneration) ? Op::DestroyNoRegeneration : Op::Destroy,
             {objects(e[role::Destroy::objects], b)});
      return;
    case NodeKind::AddManaChoice: {
      int64_t options = 0;
      for (auto &sym : e.children) {
        auto packed = rt::packManaSymbols(sym.text);
        if (!packed || sym.text.size() != 3)
          throw LowerError{"mana choice " + sym.text};
        options |= *packed;
      }
      b.call(Op::AddManaChoice, {b.call(Op::You, {}), Operand::imm(options)});
      return;
    }
    case NodeKind::AddManaAny:
      // --- amounts3: "add X mana of any one color, where X is ..." (an amount, read on resolution)
      b.call(Op::AddManaAnyColor, {b.call(Op::You, {}), amount(e[role::AddManaAny::amount], b)});
      return;
    // --- begin amounts3 ---
    case NodeKind::IfInstead: { // 608.2c: one check of the condition, then one of the two
      namespace R = role::IfInstead;
      Operand holds = condition(e[R::condition], b);
      b.call(Op::IfThen, {holds, Operand::fn(effectFunction("instead.body", e[R::effect]))});
      b.call(Op::IfThen, {b.pure(Opcode::Not, {holds}),
                          Operand::fn(effectFunction("instead.otherwise", e[R::otherwise]))});
      return;
    }
    case NodeKind::AddManaCombination: { // 106.1a: each mana's colour on its own
      int64_t options = 0;
      for (const Node &sym : e.all(role::AddManaCombination::colors)) {
        auto packed = rt::packManaSymbols(sym.text);
        if (!packed || sym.text.size() != 3) throw LowerError{"mana combination " + sym.text};
        options |= *packed;
      }
      if (options == 0)
        for (const char *c : {"{W}", "{U}", "{B}", "{R}", "{G}"}) // 106.1a: the five colours
          options |= *rt::packManaSymbols(c);
      b.call(Op::AddManaCombination,
             {b.call(Op::You, {}), amount(e[role::AddManaCombination::amount], b),
              Operand::imm(options)});
      return;
    }
    // --- end amounts3 ---
    case NodeKind::UnlessPays: {
      // The effect is its own function, run only if the player doesn't pay (118.12).
      namespace R = role::UnlessPays;
      auto cost = rt::packPayment(e[R::cost].text);
      if (!cost)
        throw LowerError{"a payment of " + e[R::cost].text};
      Operand payer = player(e[R::player], b);
      b.call(Op::UnlessPays, {payer, Operand::imm(*cost), Operand::fn(effectFunction("unless.body", e[R::effect]))});
      return;
    }
    case NodeKind::IfEffect: // 608.2c: the condition is checked as the spell or ability resolves
      b.call(
          Op::IfThen,
          {condition(e[role::IfEffect::condition], b),
           Operand::fn(effectsFunction("if.body", std::span<const Node>(e.children).subspan(1)))});
      return;
    case NodeKind::May: {
      // The optional part is its own function, run only if the player says
      // yes; it returns whether the action was done, for "If you do" (608.2c).
      lastDone_ = {b.call(Op::May, {Operand::fn(mayFunction(e[role::May::effect]))}), &b};
      return;
    }
    case NodeKind::PayMana: {
      namespace R = role::PayMana;
      auto cost = rt::packPayment(e[R::cost].text);
      if (!cost)
        throw LowerError{"a payment of " + e[R::cost].text};
      b.call(Op::PayMana, {player(e[R::player], b), Operand::imm(*cost)});
      return;
    }
    case NodeKind::IfYouDo:
    case NodeKind::IfYouDont: {
      if (!lastDone_ || lastDone_->second != &b)
        throw LowerError{"'if you do' without an optional action before it"};
      Operand done = lastDone_->first;
      if (e.kind == NodeKind::IfYouDont)
        done = b.pure(Opcode::Not, {done});
      int id = effectsFunction(e.kind == NodeKind::IfYouDo ? "if-you-do.body" : "if-you-dont.body", e.children);
      b.call(Op::IfThen, {done, Operand::fn(id)});
      return;
    }
    // --- begin trig2 ---
    case NodeKind::FlipCoin: // 705.1: the result is read by "If you win (lose) the flip"
      lastFlip_ = {b.call(Op::FlipCoin, {player(e[role::FlipCoin::player], b)}), &b};
      return;
    case NodeKind::GetEmblem: { // 114.1: the quoted ability, grant-only on this card
      const Node &a = e[role::GetEmblem::ability];
      if (a.kind != NodeKind::Activated && a.kind != NodeKind::Triggered && a.kind != NodeKind::Static)
        throw LowerError{"an emblem with this kind of ability"};
      size_t first = m_.card.abilities.size();
      CardLowerer(m_).ability(a);
      for (size_t i = first; i < m_.card.abilities.size(); ++i) {
        m_.card.abilities[i].grantOnly = true;
        m_.card.abilities[i].text = std::string(ast::headOf(a.kind));
      }
      b.call(Op::CreateEmblem, {player(e[role::GetEmblem::player], b), Operand::imm(int64_t(first)),
                                Operand::imm(int64_t(m_.card.abilities.size() - first))});
      return;
    }
    case NodeKind::IfWinFlip:
    case NodeKind::IfLoseFlip: {
      if (!lastFlip_ || lastFlip_->second != &b)
        throw LowerError{"'if you win the flip' without a coin flip before it"};
      Operand won = lastFlip_->first;
      if (e.kind == NodeKind::IfLoseFlip)
        won = b.pure(Opcode::Not, {won});
      int id = effectsFunction(e.kind == NodeKind::IfWinFlip ? "if-win-flip.body" : "if-lose-flip.body", e.children);
      b.call(Op::IfThen, {won, Operand::fn(id)});
      return;
    }
    // --- end trig2 ---
    // --- begin keywords6 ---
    case NodeKind::Clash: // 701.23b: the result is read by "If you win, ..." (701.23d)
      lastClash_ = {b.call(Op::Clash, {player(e[role::Clash::player], b)}), &b};
      return;
    case NodeKind::IfWinClash: {
      if (!lastClash_ || lastClash_->second != &b)
        throw LowerError{"'if you win' without a clash before it"};
      int id = effectsFunction("if-win-clash.body", e.children);
      b.call(Op::IfThen, {lastClash_->first, Operand::fn(id)});
      return;
    }
    // --- end keywords6 ---
    case NodeKind::DiscardCards: {
      namespace R = role::DiscardCards;
      b.call(e.opt(R::atRandom) ? Op::DiscardAtRandom : Op::Discard, {player(e[R::player], b), amount(e[R::amount], b)});
      return;
    }
    case NodeKind::DiscardChosen: {
      Node inHand = e[role::DiscardChosen::filter]; // the description is of cards in that hand
      inHand.children.push_back(Node(NodeKind::InZone, {ast::zoneLeaf("hand")}));
      b.call(Op::DiscardChosen,
             {player(e[role::DiscardChosen::player], b), Operand::fn(filterFunction("discard.filter", inHand))});
      return;
    }
    case NodeKind::Abandon: b.call(Op::Abandon, {b.call(Op::Self, {})}); return; // 701.26b, 313.7
    case NodeKind::SacrificeObjects: {
      namespace R = role::SacrificeObjects;
      const Node &objs = e[R::objects], *who = e.opt(R::player);
      Operand what = objs.kind != NodeKind::Filter
                         ? objects(objs, b)
                         : chosenObject(objs, who ? player(*who, b) : b.call(Op::You, {}), /*ownOnly=*/true, b);
      b.call(Op::Sacrifice, {what});
      return;
    }
    case NodeKind::CreateToken: {
      namespace R = role::CreateToken;
      int index = tokenSpec(e[R::token]);
      if (const Node *name = e.opt(R::name)) // search8: a given name (111.4)
        m_.card.tokens[size_t(index)].name = ast::tokenNameTitleCase(name->text);
      b.call(Op::CreateToken, {player(e[R::player], b), counted(e, e[R::amount], b), Operand::imm(index)});
      return;
    }
    case NodeKind::PutOntoBattlefield:
      b.call(Op::MoveTo, {objects(c(0), b), Operand::imm(destination(e, 1))});
      return;
    case NodeKind::PutOnLibrary: // 3: on top; 8: on the bottom (see Ops.def)
      b.call(Op::MoveTo, {objects(e[role::PutOnLibrary::objects], b),
                          Operand::imm(e.opt(role::PutOnLibrary::bottom) ? 8 : 3)});
      return;
    case NodeKind::Search: {
      // The description is of cards in the library (701.19), whatever zone it names.
      Node inLibrary = c(2);
      inLibrary.children.push_back(Node(NodeKind::InZone, {ast::zoneLeaf("library")}));
      int pred = filterFunction("search.filter", inLibrary);
      // Into the library: "then shuffle and put that card on top" (3: top of
      // the library; bit 33: the library is shuffled before it is put there).
      rt::Zone to = rt::Zone(c(3).value);
      int64_t dest = to == rt::Zone::Hand ? 0 : to == rt::Zone::Library ? 3 : destination(e, 4);
      if (to == rt::Zone::Graveyard) dest = 16; // library2: "put them into your graveyard" (see ZoneOps.cpp)
      if (to == rt::Zone::Exile) dest = 32;     // search8: "and exile them" (406.2)
      // "up to N": the player may find fewer even when more are there (701.19b).
      const Node &how = e[role::Search::amount];
      // search8: "any number of": up to every card that matches, fewer or none by
      // choice (701.19b); count 0xfffe (see Ops.def).
      if (how.kind == NodeKind::AnyNumber) {
        int64_t any = 0xfffe | (dest << 16) | (int64_t(1) << 32) | (to == rt::Zone::Library ? int64_t(1) << 33 : 0);
        b.call(Op::Search, {player(c(0), b), Operand::fn(pred), Operand::imm(any)});
        return;
      }
      bool upTo = how.kind == NodeKind::UpTo;
      const Node &number = upTo ? how.children[0] : how;
      int64_t flags = (dest << 16) | (upTo ? int64_t(1) << 32 : 0) |
                      (to == rt::Zone::Library ? int64_t(1) << 33 : 0);
      if (number.kind ==
          NodeKind::XValue) { // library2: "up to X cards": count 0xffff reads X (see Ops.def)
        // Only where X is announced (a spell, an activated ability whose cost has X):
        // elsewhere it would be 0 or the source's (107.3m), not what the text counts.
        if (!xInFilterAllowed_)
          throw LowerError{"X cards outside a spell or ability that announces X"};
        if (to == rt::Zone::Library) throw LowerError{"X searched cards put on top"};
        b.call(Op::Search, {player(c(0), b), Operand::fn(pred), Operand::imm(0xffff | flags)});
        return;
      }
      int64_t count = intValue(number);
      if (count <= 0 || count >= 0xffff) throw LowerError{"searching for that many cards"};
      b.call(Op::Search, {player(c(0), b), Operand::fn(pred), Operand::imm(count | flags)});
      return;
    }
    case NodeKind::LookAtTop: lookAtTop(e, b); return;
    case NodeKind::GainControl: {
      // Layer 2 (613.1b), affected set locked now (611.2c); without a
      // duration it lasts for the game (611.2a).
      int apply = controlFunction();
      Op op = e.find(NodeKind::UntilEndOfTurn) ? Op::EffectUntilEndOfTurn : Op::EffectIndefinite;
      b.call(op, {objects(c(0), b), Operand::imm(2) /* layer 2, see Ops.def */, Operand::fn(apply)});
      return;
    }
    case NodeKind::GrantAbility: {
      // 'gains "..." until end of turn': a layer 6 effect (613.1f) on the
      // objects chosen now (611.2c).
      if (!e.find(NodeKind::UntilEndOfTurn))
        throw LowerError{"an ability grant without a duration in a one-shot effect"};
      int apply = grantFunction(c(1));
      b.call(Op::EffectUntilEndOfTurn, {objects(c(0), b), Operand::imm(6) /* layer 6, see Ops.def */, Operand::fn(apply)});
      return;
    }
    case NodeKind::Prevent: prevention(e, b); return;
    // --- begin prevent ---
    case NodeKind::PreventNextChosen: preventNextChosen(e, b); return;
    // --- end prevent ---
    case NodeKind::RedirectDamage:
      redirection(e, b);
      return; // dmg2 (LowerRedirect.inc)
    case NodeKind::Becomes: becomes(e, b); return;
    // --- begin effects7 ---
    case NodeKind::UnlessDoes: unlessDoes(e, b); return; // 118.12a
    case NodeKind::DiscardMatching: discardMatching(e, b); return; // 701.8a
    case NodeKind::BecomeLandType: becomeLandType(e, b); return; // 305.7
    // --- end effects7 ---
    // Layer effects from text (issue 15): layerEffect, below.
    case NodeKind::SetColor: case NodeKind::SetChosenColor: case NodeKind::LoseKeyword:
    case NodeKind::LoseAllAbilities: case NodeKind::SetBasePT: case NodeKind::SwitchPT: layerEffect(e, b); return;
    // --- begin choices ---
    case NodeKind::GainProtectionChosen: layerEffect(e, b); return; // 702.16a, 611.2c
    // 608.2d: chosen as it resolves, kept on the resolution (ExecContext::choices)
    case NodeKind::ChooseColor: b.call(Op::Choose, {Operand::imm(0)}); return;
    case NodeKind::ChooseCreatureType: b.call(Op::Choose, {Operand::imm(1)}); return;
    case NodeKind::ChooseOpponent: b.call(Op::Choose, {Operand::imm(2)}); return;
    case NodeKind::ChoosePlayer: b.call(Op::Choose, {Operand::imm(3)}); return;
    case NodeKind::ChooseTarget: return; // 601.2c: chosen as it was cast; the effects after it act
    // --- end choices ---
    // --- begin copy ---
    case NodeKind::CreateTokenCopy: case NodeKind::CopySpell: copyEffect(e, b); return; // LowerCopy.inc
    // --- end copy ---
    case NodeKind::MayPlay: mayPlay(e, b); return; // --- library --- LowerLibrary.inc
    case NodeKind::RevealUntil: revealUntil(e, b); return; // --- library --- LowerLibrary.inc
    default: throw LowerError{fmt::format("effect ({} ...)", ast::headOf(e.kind))};
    }
  }

  // "Look at the top N cards of your library. Put one of them into your hand
  // and the rest ..." (701.16d): one look_at_top, what may be chosen as a
  // predicate, the numbers and destinations packed (see Ops.def).
  void lookAtTop(const Node &e, FnBuilder &b) {
    auto zoneCode = [](const Node &z) {
      switch (rt::Zone(z.value)) {
      case rt::Zone::Hand: return 0;
      case rt::Zone::Battlefield: return 1;
      case rt::Zone::Graveyard: return 2;
      case rt::Zone::Library: return 3;
      default: throw LowerError{"looked-at cards put into that zone"};
      }
    };
    // library2: X cards (107.3a): n = 0xffff reads the X announced (see Ops.def);
    // X = 0 looks at no card.
    bool isX = e.children[1].kind == NodeKind::XValue;
    if (isX && !xInFilterAllowed_) // as for search: a spell's or an activation's X only
      throw LowerError{"X cards outside a spell or ability that announces X"};
    int64_t n = isX ? 0xffff : intValue(e.children[1]);
    if (!isX && (n <= 0 || n >= 0xffff)) throw LowerError{"looking at that many cards"};
    int64_t packed = n;
    Node any(NodeKind::Filter);
    const Node *chosen = e.find(NodeKind::PutChosen);
    if (chosen) {
      const Node &how = chosen->children[0];
      // 0xff: any number of them; 0xfe: all that match ("put all creature
      // cards revealed this way", "if it's a land card, put it").
      int64_t count = how.kind == NodeKind::AnyNumber     ? 0xff
                      : how.kind == NodeKind::AllMatching ? 0xfe
                                                          : intValue(how);
      if (how.kind == NodeKind::Int && (count <= 0 || count >= 0xfe))
        throw LowerError{"choosing that many of the cards looked at"};
      packed |= count << 16 | int64_t(zoneCode(chosen->children[2])) << 24;
      if (chosen->find(NodeKind::Optional)) packed |= int64_t(1) << 32;
      if (chosen->find(NodeKind::Revealed)) packed |= int64_t(1) << 33;
    }
    const Node &rest = e.children.back();
    int restCode = zoneCode(rest.children[0]);
    if (restCode == 3 && rest.find(NodeKind::LibraryBottom))
      restCode = 4;
    if (restCode != 0 && restCode != 2 && restCode != 3 && restCode != 4)
      throw LowerError{"the rest of the looked-at cards put into that zone"};
    packed |= int64_t(restCode) << 28;
    if (rest.find(NodeKind::RandomOrder)) packed |= int64_t(1) << 34;
    if (e.opt(role::LookAtTop::revealed))
      packed |= int64_t(1) << 35; // revealed, not looked at (701.16a)
    // The description is of cards in the library, whatever zone it names.
    Node inLibrary = chosen ? chosen->children[1] : any;
    inLibrary.children.push_back(Node(NodeKind::InZone, {ast::zoneLeaf("library")}));
    int pred = filterFunction("look.filter", inLibrary);
    b.call(Op::LookAtTop, {player(e.children[0], b), Operand::fn(pred), Operand::imm(packed)});
  }

  // ---------------------------------------------------------------- prevention (615)
  // Is `x` a fixed reference (a target, this object, a player) rather than a
  // description the damage event is tested against when it happens?
  static bool fixedReference(const Node &x) {
    return x.kind != NodeKind::All && x.kind != NodeKind::Filter && x.kind != NodeKind::AnyPlayer;
  }

  // One-shot: "Prevent the next N damage ... to X this turn" is a shield on
  // each of X (615.7, 615.11); "Prevent all ... this turn" a prevention effect
  // until end of turn (615.1), its fixed references locked on resolution.
  void prevention(const Node &e, FnBuilder &b) {
    if (!e.find(NodeKind::ThisTurn))
      throw LowerError{"a prevention effect without a duration in a one-shot effect"};
    const Node &n = e.children[0];
    if (n.kind != NodeKind::AllDamage) {
      const Node *to = e.find(NodeKind::DamageTo);
      if (!to || e.children.size() != 3 ||
          // rules16: shields for a set decided now (615.11)
          (!fixedReference(to->children[0]) && to->children[0].kind != NodeKind::All &&
           to->children[0].kind != NodeKind::AndEachSharingColor))
        throw LowerError{"this prevention shield"};
      b.call(Op::PreventDamage, {recipient(to->children[0], b), amount(n, b)});
      return;
    }
    const Node *fixed = nullptr;
    int64_t mode = 0;
    for (const Node &c : e.children) {
      int64_t m = c.kind == NodeKind::DamageTo ? 1 : c.kind == NodeKind::DamageBy ? 2 : c.kind == NodeKind::DamageToAndBy ? 3 : 0;
      if (m == 0 || !fixedReference(c.children[0]))
        continue;
      if (fixed)
        throw LowerError{"a prevention effect naming two fixed objects"};
      fixed = &c.children[0];
      mode = m;
    }
    // Without a fixed reference mode 0 ignores the set: pass any reference.
    Operand locked = fixed ? recipient(*fixed, b) : b.call(Op::Self, {});
    b.call(Op::PreventAll, {locked, Operand::fn(damageMatch(e, fixed)), Operand::imm(mode)});
  }

  // matches(%arg = the damaged object or player) for a prevention effect: the
  // parts of `e` other than `skip` (already locked), tested as the damage
  // would be dealt (event_source, event_is_combat).
  int damageMatch(const Node &e, const Node *skip) {
    Function &f = newFunction("prevent.matches", Type::Bool);
    int id = f.id;
    Function body = f;
    FnBuilder b(body);
    Operand result = b.pure(Opcode::Eq, {Operand::imm(0), Operand::imm(0)});
    auto both = [&](Operand v) { result = b.pure(Opcode::And, {result, v}); };
    for (const Node &c : e.children) {
      if (c.kind == NodeKind::CombatDamage) both(b.call(Op::EventIsCombat, {}));
      if (c.kind != NodeKind::DamageTo && c.kind != NodeKind::DamageBy && c.kind != NodeKind::DamageToAndBy)
        continue;
      if (&c.children[0] == skip)
        continue;
      // --- begin prevent ---
      if (c.kind == NodeKind::DamageBy && c.value == 1) { // "by artifact sources": a spell too (LowerPrevent.inc)
        both(sourceIs(c.children[0], b));
        continue;
      }
      // --- end prevent ---
      Operand to = c.kind == NodeKind::DamageBy ? Operand::imm(0) : damagedIs(c.children[0], Operand::arg(), b);
      Operand by = c.kind == NodeKind::DamageTo ? Operand::imm(0) : damagedIs(c.children[0], b.call(Op::EventSource, {}), b);
      both(c.kind == NodeKind::DamageTo ? to : c.kind == NodeKind::DamageBy ? by : b.pure(Opcode::Or, {to, by}));
    }
    b.ret(result);
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }

  // Is `who` (an object or player) one of `x`, tested now.
  Operand damagedIs(const Node &x, Operand who, FnBuilder &b) {
    switch (x.kind) {
    case NodeKind::AnyPlayer: return b.call(Op::IsPlayer, {who});
    case NodeKind::You: return b.pure(Opcode::Eq, {who, b.call(Op::You, {})});
    case NodeKind::Self: return b.call(Op::SameObject, {who, b.call(Op::Self, {})});
    case NodeKind::AttachedObject:
      return b.call(Op::SameObject, {who, b.call(Op::AttachedTo, {b.call(Op::Self, {})})});
    case NodeKind::All: case NodeKind::Filter: {
      int pred = filterFunction("prevent.filter", x.kind == NodeKind::All ? x.children[0] : x);
      return b.call(Op::Holds, {Operand::fn(pred), who});
    }
    default: throw LowerError{fmt::format("damage dealt to or by ({})", ast::headOf(x.kind))};
    }
  }

  // A static ability's prevention effect (615.1): a replacement of damage
  // events that prevents all of it while the ability exists.
  void staticPrevention(const Node &c, rt::AbilityDescriptor &d) {
    if (c.children[0].kind != NodeKind::AllDamage || c.find(NodeKind::ThisTurn) || staticCondition_)
      throw LowerError{"this static prevention effect"};
    d.kind = rt::AbilityKind::Replacement;
    d.replacement.event = rt::ReplacedEvent::Damage;
    d.replacement.matches = damageMatch(c, nullptr);
    Function &a = newFunction("replacement.apply", Type::Void);
    FnBuilder ab(a);
    ab.call(Op::EventSetAmount, {Operand::imm(0)});
    ab.ret(Operand::imm(0));
    d.replacement.apply = a.id;
  }

  // One effect as a function of its own, for ops that decide whether it runs
  // (may, unless_pays). Built in a copy: lowering may add functions.
  // "~ becomes a 3/3 red Elemental creature with haste until end of turn":
  // one effect per layer it applies in, created together (613.6), on the
  // objects chosen now (611.2c); each applies its part of the description.
  void becomes(const Node &e, FnBuilder &b) {
    // rules17: 'a ... creature with "This creature's power and toughness are each equal
    // to ..."' (613.6 example 4): the effect grants that ability in layer 6 (613.1f) and
    // the ability, not the effect, sets the size, in layer 7b (604.3a, Layers.cpp).
    bool quotedPT = false;
    for (size_t i = 3; i < e.children[1].children.size(); ++i)
      quotedPT |= e.children[1].children[i].kind == NodeKind::Static;
    int index = tokenSpec(e.children[1], /*grantedStatics=*/true);
    const rt::TokenSpec &spec = m_.card.tokens[size_t(index)];
    if (!spec.abilities.empty() && !quotedPT)
      throw LowerError{"becoming something with a quoted ability"};
    // 205.1b: "It's still a land", and "an artifact creature", keep the old types.
    bool artifactCreature = spec.types.size() == 2 && std::count(spec.types.begin(), spec.types.end(), rt::CardType::Artifact) &&
                            std::count(spec.types.begin(), spec.types.end(), rt::CardType::Creature);
    bool retain = e.find(NodeKind::RetainsTypes) || artifactCreature;
    bool creature = std::count(spec.types.begin(), spec.types.end(), rt::CardType::Creature) > 0;
    Operand objs = objects(e.children[0], b);
    Op op = e.find(NodeKind::UntilEndOfTurn) ? Op::EffectUntilEndOfTurn : Op::EffectIndefinite;
    int64_t packed = index | (retain ? int64_t(1) << 32 : 0);
    for (int layer : {4, 5, 6, 8}) { // 8 = 7b (Ops.def)
      if ((layer == 5 && spec.colors.empty()) ||
          (layer == 6 && spec.keywords.empty() && spec.abilities.empty()) ||
          (layer == 8 && (!creature || quotedPT)))
        continue;
      Function &f = newFunction("apply", Type::Void);
      FnBuilder ab(f);
      ab.call(Op::LayerBecome, {Operand::arg(), Operand::imm(packed), Operand::imm(layer)});
      ab.ret(Operand::imm(0));
      b.call(op, {objs, Operand::imm(layer), Operand::fn(f.id)});
    }
  }

  // The body of "you may <action>": whether the action was done. A payment
  // may fail (118.3); other actions count as done once chosen.
  int mayFunction(const Node &e) {
    Function &f = newFunction("may.body", Type::Bool);
    int id = f.id;
    Function body = f;
    FnBuilder inner(body);
    if (e.kind == NodeKind::PayMana) {
      auto cost = rt::packPayment(e.children[1].text);
      if (!cost)
        throw LowerError{"a payment of " + e.children[1].text};
      inner.ret(inner.call(Op::PayMana, {player(e.children[0], inner), Operand::imm(*cost)}));
    } else if (e.kind == NodeKind::PutCounters && e.children[0].kind == NodeKind::Self) {
      // "you may put N counters on it. If you don't, ..." (fabricate 702.123a):
      // done only if counters were put; a permanent that has left the
      // battlefield gets none (400.7).
      Operand kind = Operand::imm(e.children[1].value);
      Operand before = inner.call(Op::CountersOn, {inner.call(Op::Self, {}), kind});
      effect(e, inner);
      Operand after = inner.call(Op::CountersOn, {inner.call(Op::Self, {}), kind});
      inner.ret(inner.pure(Opcode::Not, {inner.pure(Opcode::Le, {after, before})}));
    } else {
      effect(e, inner);
      inner.ret(Operand::imm(1));
    }
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }

  // --- begin library5 ---
  // "Sacrifice ~. If you do, ...", "Remove a +1/+1 counter from it. If you do, ...",
  // "Discard a card. If you do, ...": an "if you do" after an action that is not
  // optional asks whether the action was done (608.2c); the front ends accept it only
  // after the actions measured here (ast::doneIsMeasured).
  std::unordered_set<const Node *> measured_;
  void markMeasuredActions(const Node &n) {
    for (size_t i = 0; i + 1 < n.children.size(); ++i)
      if ((n.children[i + 1].kind == NodeKind::IfYouDo ||
           n.children[i + 1].kind == NodeKind::IfYouDont) &&
          n.children[i].kind != NodeKind::May)
        measured_.insert(&n.children[i]);
    for (const Node &c : n.children)
      markMeasuredActions(c);
  }
  // Lowers the action and returns whether it was done: the permanent left the
  // battlefield (sacrificed: 701.17a), counters were removed (122.1), the hand
  // has fewer cards (discarded: 701.8a).
  Operand measuredAction(const Node &e, FnBuilder &b) {
    auto lowerPlain = [&] {
      measured_.erase(&e);
      effect(e, b);
    };
    switch (e.kind) {
    case NodeKind::SacrificeObjects: {
      namespace R = role::SacrificeObjects;
      if (e[R::objects].kind != NodeKind::Self || e.opt(R::player))
        throw LowerError{"'if you do' after this sacrifice"};
      // How many permanents are the source: 1 while it is there, 0 once it left (a
      // new object elsewhere, 400.7; in_zone would answer with its last known zone).
      Function &f = newFunction("sacrifice.is-source", Type::Bool);
      int id = f.id;
      Function body = f;
      FnBuilder is(body);
      is.ret(is.call(Op::SameObject, {Operand::arg(), is.call(Op::Self, {})}));
      m_.functions[size_t(id)] = std::move(body);
      Operand field = Operand::imm(rt::zoneBit(rt::Zone::Battlefield));
      Operand before = b.call(Op::CountMatching, {Operand::fn(id), field});
      lowerPlain();
      Operand after = b.call(Op::CountMatching, {Operand::fn(id), field});
      return b.pure(Opcode::Not, {b.pure(Opcode::Le, {before, after})});
    }
    case NodeKind::RemoveCounters: {
      namespace R = role::RemoveCounters;
      Operand kind = Operand::imm(e[R::counter].value);
      Operand objs = objects(e[R::objects], b);
      Operand before = b.call(Op::CountersOn, {objs, kind});
      lowerPlain();
      Operand after = b.call(Op::CountersOn, {objs, kind});
      return b.pure(Opcode::Not, {b.pure(Opcode::Le, {before, after})});
    }
    case NodeKind::DiscardCards: {
      namespace R = role::DiscardCards;
      if (e[R::player].kind != NodeKind::You)
        throw LowerError{"'if you do' after another player's discard"};
      Operand hand = Operand::imm(int64_t(rt::Zone::Hand));
      Operand before = b.call(Op::CardsIn, {b.call(Op::You, {}), hand});
      lowerPlain();
      Operand after = b.call(Op::CardsIn, {b.call(Op::You, {}), hand});
      return b.pure(Opcode::Not, {b.pure(Opcode::Le, {before, after})});
    }
    default:
      throw LowerError{"'if you do' after an action whose doing is not measured"};
    }
  }
  // --- end library5 ---

  int effectFunction(std::string role, const Node &e) { return effectsFunction(std::move(role), {&e, 1}); }
  // A function of its own running `effects` in order (the body of "if you do", "if you win the flip").
  int effectsFunction(std::string role, std::span<const Node> effects) {
    Function &f = newFunction(std::move(role), Type::Void);
    int id = f.id;
    Function body = f;
    FnBuilder inner(body);
    for (const Node &x : effects)
      effect(x, inner);
    inner.ret(Operand::imm(0));
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }

  // Destination code of runtime/Ops/ZoneOps.cpp for "onto the battlefield
  // [under your control] [tapped]" options from child `from` on.
  static int64_t destination(const Node &e, size_t from) {
    int64_t d = 1;
    for (size_t i = from; i < e.children.size(); ++i) {
      if (e.children[i].kind == NodeKind::IsTapped) d = (d & ~3) | 2;
      if (e.children[i].kind == NodeKind::UnderYourControl) d |= 4;
    }
    return d;
  }

  // ---------------------------------------------------------------- conditions
  int conditionFunction(std::string role, const Node &cond) {
    Function &f = newFunction(std::move(role), Type::Bool);
    int id = f.id;
    Function body = f;
    FnBuilder b(body);
    b.ret(condition(cond, b));
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }

  Operand condition(const Node &c, FnBuilder &b) {
    auto atLeast = [&](Operand v, int64_t n) { return b.pure(Opcode::Le, {Operand::imm(n), v}); };
    auto atMost = [&](Operand v, int64_t n) { return b.pure(Opcode::Le, {v, Operand::imm(n)}); };
    switch (c.kind) {
    case NodeKind::CountAtLeast:
    case NodeKind::CountAtMost: {
      Operand n = countOf(c.children[0], b);
      int64_t k = intValue(c.children[1]);
      return c.kind == NodeKind::CountAtLeast ? atLeast(n, k) : atMost(n, k);
    }
    case NodeKind::LifeAtLeast:
    case NodeKind::LifeAtMost: {
      Operand life = b.call(Op::Life, {player(c.children[0], b)});
      int64_t k = intValue(c.children[1]);
      return c.kind == NodeKind::LifeAtLeast ? atLeast(life, k) : atMost(life, k);
    }
    case NodeKind::CardsAtLeast:
    case NodeKind::CardsAtMost: {
      Operand n = b.call(Op::CardsIn, {player(c.children[0], b), Operand::imm(c.children[1].value)});
      int64_t k = intValue(c.children[2]);
      return c.kind == NodeKind::CardsAtLeast ? atLeast(n, k) : atMost(n, k);
    }
    case NodeKind::YourTurn: return b.call(Op::IsActivePlayer, {b.call(Op::You, {})});
    case NodeKind::YourUpkeep: // see Ops.def in_turn_steps: TurnStep bits
    case NodeKind::YourTurnBeforeAttackers: {
      int64_t steps = c.kind == NodeKind::YourUpkeep ? int64_t(1) << int(rt::TurnStep::Upkeep)
                                                     : (int64_t(1) << int(rt::TurnStep::DeclareAttackers)) - 1;
      return b.pure(Opcode::And, {b.call(Op::IsActivePlayer, {b.call(Op::You, {})}), b.call(Op::InTurnSteps, {Operand::imm(steps)})});
    }
    case NodeKind::HasCitysBlessing: return b.call(Op::HasCitysBlessing, {player(c.children[0], b)});
    case NodeKind::LevelBand: { // 711.2a-b: N1 or more level counters, and no more than N2
      Operand level = b.call(Op::CountersOn, {b.call(Op::Self, {}), Operand::imm(int64_t(rt::CounterKind::Level))});
      Operand holds = atLeast(level, c.children[0].value);
      if (c.children[1].kind == NodeKind::Int)
        holds = b.pure(Opcode::And, {holds, atMost(level, c.children[1].value)});
      return holds;
    }
    case NodeKind::NotYourTurn: return b.pure(Opcode::Not, {b.call(Op::IsActivePlayer, {b.call(Op::You, {})})});
    case NodeKind::AttackedThisTurn: return b.call(Op::AttackedThisTurn, {b.call(Op::You, {})});
    case NodeKind::PermanentLeftThisTurn: return b.call(Op::PermanentLeftThisTurn, {b.call(Op::You, {})});
    case NodeKind::CreatureDiedThisTurn:
      return b.call(Op::CreatureDiedThisTurn, {});
    case NodeKind::CastFromHand: return b.call(Op::CastFromHand, {b.call(Op::Self, {})});
    case NodeKind::ControlsMoreThan: { // "you control more lands than defending player"
      auto controlled = [&](Node who) {
        Node f = c.children[0];
        f.children.push_back(Node(NodeKind::ControlledBy, {std::move(who)}));
        return countOf(Node(NodeKind::All, {std::move(f)}), b);
      };
      Operand mine = controlled(Node(NodeKind::You)), theirs = controlled(c.children[1]);
      return b.pure(Opcode::Not, {b.pure(Opcode::Le, {mine, theirs})}); // theirs < mine
    }
    case NodeKind::WasKicked: // 702.33d: the spell, or the permanent it became (702.33f)
      return atLeast(b.call(Op::TimesKicked, {b.call(Op::Self, {})}), 1);
    // triggers7 (601.2h): the spell, or the permanent it became (702.44b)
    case NodeKind::ManaSpentToCast:
      return atLeast(
          b.call(Op::ColorSpentToCast,
                 {b.call(Op::Self, {}), Operand::imm(c[role::ManaSpentToCast::color].value)}),
          1);
    // --- begin conditions ---
    case NodeKind::Compare: return compare(c, b);
    // --- end conditions ---
    // --- begin cast ---
    case NodeKind::CastTiming: case NodeKind::BeenAttacked: return castCondition(c, b); // LowerCast.inc
    // --- end cast ---
    default: throw LowerError{fmt::format("condition ({})", ast::headOf(c.kind))};
    }
  }

  // --- begin conditions ---
#include "IR/LowerCompare.inc"
  // --- begin amounts2 ---
#include "IR/LowerAmounts.inc"
  // --- end amounts2 ---
  // --- end conditions ---
  // --- begin prevent ---
#include "IR/LowerPrevent.inc"
#include "IR/LowerRedirect.inc" // dmg2
  // --- end prevent ---
  // --- begin cast ---
#include "IR/LowerCast.inc"
  // --- end cast ---
  // --- begin zones2 ---
#include "IR/LowerZones.inc"
  // --- end zones2 ---
  // --- begin copy ---
#include "IR/LowerCopy.inc"
  // --- end copy ---
  // --- begin library ---
#include "IR/LowerLibrary.inc"
  // --- end library ---
  // --- begin dmg3 ---
#include "IR/LowerDmg3.inc"
  // --- end dmg3 ---
  // --- begin effects7 ---
#include "IR/LowerEffects7.inc"
  // --- end effects7 ---

  // A token's characteristics go into the card's token table (CR 111.4).
  int tokenSpec(const Node &desc, bool grantedStatics = false) {
    rt::TokenSpec t;
    t.power = int(desc.children[0].value);
    t.toughness = int(desc.children[1].value);
    for (const Node &p : desc.children[2].children) {
      if (p.kind == NodeKind::CardTypeLeaf) t.types.push_back(rt::CardType(p.value));
      else if (p.kind == NodeKind::ColorLeaf) t.colors.push_back(rt::Color(p.value));
      else if (p.kind == NodeKind::SubtypeLeaf) t.subtypes.push_back(p.text);
    }
    for (size_t i = 3; i < desc.children.size() && desc.children[i].kind == NodeKind::KeywordLeaf; ++i) {
      auto k = rt::Keyword(desc.children[i].value);
      if (!runtimeImplements(k))
        throw LowerError{"a token with a keyword the runtime does not perform"};
      t.keywords.push_back(k);
    }
    for (size_t i = 3; i < desc.children.size(); ++i)
      if (desc.children[i].kind != NodeKind::KeywordLeaf) // a quoted ability (111.4)
        t.abilities.push_back(
            grantedStatics && desc.children[i].kind == NodeKind::Static
                ? grantedStatic(desc.children[i]) // rules17: only what "becomes" grants
                : grantedAbility(desc.children[i]));
    for (auto &sub : t.subtypes)
      t.name += (t.name.empty() ? "" : " ") + sub;
    if (t.name.empty())
      t.name = "Token";
    m_.card.tokens.push_back(std::move(t));
    return int(m_.card.tokens.size()) - 1;
  }

  static bool isSpellFilter(const Node &filter) {
    for (const Node &p : filter.children)
      if (p.kind == NodeKind::CardTypeLeaf && rt::CardType(p.value) == rt::CardType::Spell)
        return true;
    return false;
  }

  // ---------------------------------------------------------------- filters
  static int64_t zoneMask(const Node &filter) {
    for (const Node &p : filter.children)
      if (p.kind == NodeKind::InZone)
        return rt::zoneBit(rt::Zone(p.children[0].value));
    return rt::zoneBit(rt::Zone::Battlefield);
  }

  // A predicate over %arg for an object description. Unless the description
  // names a zone, it means permanents (objects on the battlefield, CR 110.1).
  // --- begin rules16 ---
  // "X and each other <filter> that shares a color with it" (105.2): accepts X
  // itself, and any other object the filter accepts with a colour X also has.
  int sharingColorFunction(const Node &o) {
    Function &f = newFunction("select.filter", Type::Bool);
    int id = f.id;
    Function body = f;
    FnBuilder b(body);
    Operand first = objects(o.children[0], b);
    Operand same = b.call(Op::SameObject, {Operand::arg(), first});
    Operand others = filterParts(o.children[1], b, /*anyOf=*/false);
    bool namesZone = false;
    for (const Node &p : o.children[1].children)
      namesZone |= p.kind == NodeKind::InZone;
    if (!namesZone)
      others = b.pure(Opcode::And,
                      {others, b.call(Op::InZone, {Operand::arg(),
                                                   Operand::imm(int64_t(rt::Zone::Battlefield))})});
    std::optional<Operand> shares;
    for (int64_t c = 0; c < 5; ++c) { // white, blue, black, red, green (105.1)
      Operand both = b.pure(Opcode::And, {b.call(Op::HasColor, {Operand::arg(), Operand::imm(c)}),
                                          b.call(Op::HasColor, {first, Operand::imm(c)})});
      shares = shares ? b.pure(Opcode::Or, {*shares, both}) : both;
    }
    others = b.pure(Opcode::And, {others, *shares});
    b.ret(b.pure(Opcode::Or, {same, others}));
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }
  // --- end rules16 ---

  int filterFunction(std::string role, const Node &filter) {
    Function &f = newFunction(std::move(role), Type::Bool);
    int id = f.id;
    Function body = f;
    FnBuilder b(body);
    Operand result = filterParts(filter, b, /*anyOf=*/false);
    bool namesZone = isSpellFilter(filter);
    for (const Node &p : filter.children)
      namesZone |= p.kind == NodeKind::InZone;
    if (!namesZone) {
      Operand onField = b.call(Op::InZone, {Operand::arg(), Operand::imm(int64_t(rt::Zone::Battlefield))});
      result = b.pure(Opcode::And, {result, onField});
    }
    b.ret(result);
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }

  Operand filterParts(const Node &filter, FnBuilder &b, bool anyOf) {
    std::optional<Operand> acc;
    auto combine = [&](Operand v) {
      acc = acc ? b.pure(anyOf ? Opcode::Or : Opcode::And, {*acc, v}) : v;
    };
    for (const Node &p : filter.children)
      combine(filterPart(p, b));
    if (!acc) // an empty description matches everything
      return b.pure(Opcode::Eq, {Operand::imm(0), Operand::imm(0)});
    return *acc;
  }

  Operand filterPart(const Node &p, FnBuilder &b) {
    Operand arg = Operand::arg();
    switch (p.kind) {
    case NodeKind::CardTypeLeaf: {
      auto type = rt::CardType(p.value);
      if (type == rt::CardType::Permanent)
        return b.call(Op::InZone, {arg, Operand::imm(int64_t(rt::Zone::Battlefield))});
      if (type == rt::CardType::Spell)
        return b.call(Op::InZone, {arg, Operand::imm(int64_t(rt::Zone::Stack))});
      return b.call(Op::HasType, {arg, Operand::imm(p.value)});
    }
    case NodeKind::ColorLeaf: return b.call(Op::HasColor, {arg, Operand::imm(p.value)});
    case NodeKind::SubtypeLeaf: {
      auto index = vocab::subtypeIndex(p.text);
      if (!index)
        throw LowerError{"the subtype '" + p.text + "'"};
      return b.call(Op::HasSubtype, {arg, Operand::imm(*index)});
    }
    case NodeKind::SupertypeLeaf: {
      static constexpr std::string_view kNames[] = {"Basic", "Legendary", "Snow", "World"};
      for (size_t i = 0; i < std::size(kNames); ++i)
        if (kNames[i] == p.text)
          return b.call(Op::HasSupertype, {arg, Operand::imm(int64_t(i))});
      throw LowerError{"the supertype '" + p.text + "'"};
    }
    case NodeKind::CardOnly: return b.call(Op::IsCard, {arg});
    case NodeKind::TokenOnly: return b.call(Op::IsToken, {arg});
    case NodeKind::Nontoken: return b.pure(Opcode::Not, {b.call(Op::IsToken, {arg})});
    case NodeKind::TargetsObject: return b.call(Op::SpellTargets, {arg, objects(p.children[0], b)});
    case NodeKind::DealtDamageBy: return b.call(Op::DealtDamageByThisTurn, {arg, objects(p.children[0], b)});
    case NodeKind::Another: return b.pure(Opcode::Not, {b.call(Op::SameObject, {arg, b.call(Op::Self, {})})});
    case NodeKind::OfChosenColor: return b.call(Op::IsChosenColor, {arg}); // aschoose: 614.12
    case NodeKind::OfChosenType: return b.call(Op::IsChosenType, {arg});   // aschoose: 614.12
    case NodeKind::NamedSelf: return b.call(Op::SameName, {arg, b.call(Op::Self, {})}); // library2: 201.2
    case NodeKind::OtherThan: { // not the objects named before (115.3): a target, or a group's description
      const Node &named = p[role::OtherThan::objects];
      if (named.kind == NodeKind::TargetRef) // chosen before this one (601.2c), or on resolution
        return b.pure(Opcode::Not, {b.call(Op::SameObject, {arg, b.call(Op::Target, {Operand::imm(named.value)})})});
      if (named.kind == NodeKind::All)
        return b.pure(Opcode::Not, {filterParts(named.children[0], b, false)});
      throw LowerError{fmt::format("'other' than ({})", ast::headOf(named.kind))};
    }
    case NodeKind::ControlledBy: {
      Operand controller = b.call(Op::Controller, {arg});
      Operand you = b.call(Op::You, {});
      if (p.children[0].kind == NodeKind::You)
        return b.pure(Opcode::Eq, {controller, you});
      if (p.children[0].kind == NodeKind::EachOpponent)
        return b.call(Op::IsOpponentOf, {controller, you});
      if (p.children[0].kind == NodeKind::DefendingPlayer || p.children[0].kind == NodeKind::AttackingPlayer)
        return b.pure(Opcode::Eq, {controller, player(p.children[0], b)});
      // --- begin wherex (issue 14): "they control", read when the effect happens (608.2h) ---
      if (isNamedPlayer(p.children[0]))
        return b.pure(Opcode::Eq, {controller, player(p.children[0], b)});
      // --- end wherex ---
      throw LowerError{"controller"};
    }
    case NodeKind::InZone: {
      Operand in = b.call(Op::InZone, {arg, Operand::imm(p.children[0].value)});
      // --- begin wherex (issue 14): "their hand", "an opponent's graveyard" (404.2, 402.1) ---
      if (p.children.size() > 1 && p.children[1].kind != NodeKind::You) {
        Operand owner = b.call(Op::Owner, {arg});
        Operand whose = p.children[1].kind == NodeKind::EachOpponent
                            ? b.call(Op::IsOpponentOf, {owner, b.call(Op::You, {})})
                        : isNamedPlayer(p.children[1])
                            ? b.pure(Opcode::Eq, {owner, player(p.children[1], b)})
                            : throw LowerError{"a zone of another player"};
        return b.pure(Opcode::And, {in, whose});
      }
      // --- end wherex ---
      if (p.children.size() > 1) {
        if (p.children[1].kind != NodeKind::You)
          throw LowerError{"a zone of another player"};
        Operand mine = b.pure(Opcode::Eq, {b.call(Op::Owner, {arg}), b.call(Op::You, {})});
        in = b.pure(Opcode::And, {in, mine});
      }
      return in;
    }
    case NodeKind::AnyOf: return filterParts(p, b, /*anyOf=*/true);
    // --- begin cast ---
    case NodeKind::Historic: case NodeKind::Multicolored: case NodeKind::Monocolored: case NodeKind::Colorless:
      return castQuality(p, b); // LowerCast.inc
    // --- end cast ---
    case NodeKind::Attacking: return b.call(Op::IsAttacking, {arg});
    // --- begin dmg3 ---
    case NodeKind::DealtDamageThisTurn:
      return b.call(Op::WasDealtDamageThisTurn, {arg}); // 120.1
    case NodeKind::BlockingObject:                      // "creature blocking it" (509.1)
      return b.call(Op::IsBlockingObject, {arg, objects(p[role::BlockingObject::objects], b)});
    case NodeKind::BlockedByObject: // "creature it's blocking"
      return b.call(Op::IsBlockingObject, {objects(p[role::BlockedByObject::objects], b), arg});
    // --- end dmg3 ---
    case NodeKind::Blocking: return b.call(Op::IsBlocking, {arg});
    case NodeKind::IsTapped: return b.call(Op::IsTapped, {arg});
    case NodeKind::IsUntapped: return b.pure(Opcode::Not, {b.call(Op::IsTapped, {arg})});
    case NodeKind::IsMonstrous: return b.call(Op::IsMonstrous, {arg}); // --- keywords --- 701.31b
    case NodeKind::Not: return b.pure(Opcode::Not, {filterPart(p.children[0], b)});
    case NodeKind::WithKeyword: return b.call(Op::HasKeyword, {arg, Operand::imm(p.children[0].value)});
    case NodeKind::WithCounter: // 122.1: one or more counters of that kind
      return b.pure(Opcode::Le, {Operand::imm(1), b.call(Op::CountersOn, {arg, Operand::imm(p.children[0].value)})});
    case NodeKind::PowerAtMost:
      return b.pure(Opcode::Le, {b.call(Op::Power, {arg}), Operand::imm(p.children[0].value)});
    case NodeKind::PowerAtLeast:
      return b.pure(Opcode::Le, {Operand::imm(p.children[0].value), b.call(Op::Power, {arg})});
    case NodeKind::AttachedToObject: // effects5: "Aura attached to it" (303.4, 301.5)
      return b.pure(Opcode::Eq, {b.call(Op::AttachedTo, {arg}),
                                 objects(p[role::AttachedToObject::objects], b)});
    case NodeKind::ToughnessAtMost: // effects5 (208.1)
      return b.pure(Opcode::Le, {b.call(Op::Toughness, {arg}), Operand::imm(p.children[0].value)});
    case NodeKind::ToughnessAtLeast:
      return b.pure(Opcode::Le, {Operand::imm(p.children[0].value), b.call(Op::Toughness, {arg})});
    case NodeKind::PowerLessThan: // power < n: not (n <= power)
      return b.pure(Opcode::Not, {b.pure(Opcode::Le, {amount(p.children[0], b), b.call(Op::Power, {arg})})});
    case NodeKind::ManaValueAtMost: case NodeKind::ManaValueAtLeast: case NodeKind::ManaValueIs: {
      // 202.3: the mana value of a card, spell or permanent, compared with a
      // number that may be X (the spell's, 601.2b: known before targets are
      // chosen) or computed when the description is checked (107.3c).
      if (p.children[0].kind == NodeKind::XValue && !xInFilterAllowed_)
        throw LowerError{"X in a description outside a spell"};
      Operand mv = b.call(Op::ManaValue, {arg});
      Operand n = amount(p.children[0], b);
      if (p.kind == NodeKind::ManaValueAtMost) return b.pure(Opcode::Le, {mv, n});
      if (p.kind == NodeKind::ManaValueAtLeast) return b.pure(Opcode::Le, {n, mv});
      return b.pure(Opcode::Eq, {mv, n});
    }
    default: throw LowerError{fmt::format("object quality ({})", ast::headOf(p.kind))};
    }
  }

  // Predicate "is %arg one of these objects" for triggers and static effects.
  int predicate(std::string role, const Node &objs) {
    int plain = predicateWithoutCondition(role, objs);
    if (!staticCondition_ || role != "affects")
      return plain;
    Function &f = newFunction(std::move(role), Type::Bool);
    int id = f.id;
    Function body = f;
    FnBuilder b(body);
    Operand holds = condition(*staticCondition_, b);
    Operand is = b.call(Op::Holds, {Operand::fn(plain), Operand::arg()});
    b.ret(b.pure(Opcode::And, {holds, is}));
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }
  int predicateWithoutCondition(std::string role, const Node &objs) {
    if (objs.kind == NodeKind::All)
      return filterFunction(std::move(role), objs.children[0]);
    if (objs.kind == NodeKind::Filter)
      return filterFunction(std::move(role), objs);
    if (objs.kind == NodeKind::SelfOr) { // "~ or another Ally": the source, or what the filter says
      int other = filterFunction(role + ".other", objs.children[0]);
      Function &f = newFunction(std::move(role), Type::Bool);
      int id = f.id;
      Function body = f;
      FnBuilder b(body);
      Operand self = b.call(Op::SameObject, {Operand::arg(), b.call(Op::Self, {})});
      Operand is = b.call(Op::Holds, {Operand::fn(other), Operand::arg()});
      b.ret(b.pure(Opcode::Or, {self, is}));
      m_.functions[size_t(id)] = std::move(body);
      return id;
    }
    if (objs.kind != NodeKind::Self && objs.kind != NodeKind::AttachedObject)
      throw LowerError{fmt::format("objects ({}) as a subject", ast::headOf(objs.kind))};
    Function &f = newFunction(std::move(role), Type::Bool);
    int id = f.id;
    Function body = f;
    FnBuilder b(body);
    Operand who = b.call(Op::Self, {});
    if (objs.kind == NodeKind::AttachedObject)
      who = b.call(Op::AttachedTo, {who});
    b.ret(b.call(Op::SameObject, {Operand::arg(), who}));
    m_.functions[size_t(id)] = std::move(body);
    return id;
  }

  // A layer-2 function: the object being computed is controlled by the
  // effect's controller (613.1b).
  // A quoted ability (113.1a) is lowered as an ability of this card that the
  // card itself does not have (`grantOnly`); objects given it run it with this
  // card's code, "this creature" being the object that has it.
  int grantedAbility(const Node &a) {
    if (a.kind != NodeKind::Activated && a.kind != NodeKind::Triggered)
      throw LowerError{"granting this kind of ability"};
    CardLowerer(m_).ability(a);
    rt::AbilityDescriptor &d = m_.card.abilities.back();
    d.grantOnly = true;
    d.text = std::string(ast::headOf(a.kind));
    return int(m_.card.abilities.size()) - 1;
  }
  // rules17: a quoted static ability an effect grants (613.1f): only "This creature's
  // power and toughness are each equal to ..." (the runtime applies granted static
  // abilities in layer 7 only: Layers.cpp).
  int grantedStatic(const Node &a) {
    if (a.kind != NodeKind::Static || a.children.size() != 1 ||
        a.children[0].kind != NodeKind::DefinedPT)
      throw LowerError{"granting this static ability"};
    CardLowerer(m_).ability(a);
    rt::AbilityDescriptor &d = m_.card.abilities.back();
    d.grantOnly = true;
    d.text = "defined-pt";
    return int(m_.card.abilities.size()) - 1;
  }
  // A quoted static ability an effect grants to objects ('Enchanted Equipment has
  // "Equipped creature has flying."', 613.7a example): one grant-only descriptor per
  // continuous effect. The runtime applies what an object was given in layers 6 and 7
  // only (Layers.cpp: the ability appears in layer 6), so an effect of an earlier
  // layer, or a static ability that is not a continuous effect (a restriction, a rule
  // of the game, a replacement), is refused rather than given and never applied.
  std::vector<int> grantedStaticEffects(const Node &a) {
    const size_t first = m_.card.abilities.size();
    CardLowerer(m_).ability(a);
    std::vector<int> out;
    for (size_t i = first; i < m_.card.abilities.size(); ++i) {
      rt::AbilityDescriptor &d = m_.card.abilities[i];
      if (d.kind != rt::AbilityKind::Static || d.continuous.apply == rt::kNoFn ||
          (d.continuous.layer != 6 && d.continuous.layer != 7))
        throw LowerError{"granting this static ability (only effects of layers 6 and 7 are given)"};
      d.grantOnly = true;
      d.text = "granted-static";
      out.push_back(int(i));
    }
    return out;
  }
  // The layer 6 function giving an object that ability (613.1f).
  int grantFunction(const Node &a) {
    // first: lowering the ability may add functions
    std::vector<int> indices =
        a.kind == NodeKind::Static ? grantedStaticEffects(a) : std::vector<int>{grantedAbility(a)};
    Function &f = newFunction("apply", Type::Void);
    FnBuilder b(f);
    for (int index : indices)
      b.call(Op::LayerGrantAbility, {Operand::arg(), Operand::imm(index)});
    b.ret(Operand::imm(0));
    return f.id;
  }

  int controlFunction() {
    Function &f = newFunction("apply", Type::Void);
    FnBuilder b(f);
    b.call(Op::LayerSetController, {Operand::arg(), b.call(Op::You, {})});
    b.ret(Operand::imm(0));
    return f.id;
  }

  // ---------------------------------------------------------------- statics
  // A self-replacement effect (614.15) on this card entering the battlefield:
  // fills in the descriptor and its `matches` predicate, and returns the empty
  // `apply` function for the caller to write how it enters.
  // `unless`: the replacement applies only while that condition is false
  // ("enters the battlefield tapped unless you control ...").
  Function &selfEntersReplacement(rt::AbilityDescriptor &d, const Node *unless = nullptr, const Node *when = nullptr) {
    d.kind = rt::AbilityKind::Replacement;
    d.replacement.event = rt::ReplacedEvent::ZoneChange;
    d.replacement.selfReplacement = true;
    int matchesId = newFunction("replacement.matches", Type::Bool).id;
    Function m = m_.functions[size_t(matchesId)]; // a copy: the condition may add functions
    FnBuilder mb(m);
    Operand toField = mb.pure(Opcode::Eq, {mb.call(Op::EventToZone, {}), Operand::imm(int64_t(rt::Zone::Battlefield))});
    Operand isSelf = mb.call(Op::SameObject, {Operand::arg(), mb.call(Op::Self, {})});
    Operand matches = mb.pure(Opcode::And, {toField, isSelf});
    if (unless)
      matches = mb.pure(Opcode::And, {matches, mb.pure(Opcode::Not, {condition(*unless, mb)})});
    if (when)
      matches = mb.pure(Opcode::And, {matches, condition(*when, mb)});
    mb.ret(matches);
    m_.functions[size_t(matchesId)] = std::move(m);
    d.replacement.matches = matchesId;
    Function &a = newFunction("replacement.apply", Type::Void);
    d.replacement.apply = a.id;
    return a;
  }

public:
  // What a characteristic-defining ability of the card defined, bits: 1 the power, 2 the toughness
  // (604.3).
  int definesPT_ = 0;
  // keywords7: the card's abilities, for overload (its spell ability, 702.96a); null when
  // lowering one ability alone (a granted or quoted one).
  const std::vector<Node> *cardAbilities_ = nullptr;

private:
  // The condition of an "as long as" static ability, folded into `affects`
  // (611.3a: the effect applies only while the condition holds).
  const Node *staticCondition_ = nullptr;
  // The result of the last "you may ..." and the builder it is in (for "If you do").
  std::optional<std::pair<Operand, const FnBuilder *>> lastDone_;
  // --- begin trig2 ---
  std::optional<std::pair<Operand, const FnBuilder *>> lastFlip_; // the last "flip a coin": won?
  // keywords6: the last "clash with an opponent": won? (701.23d)
  std::optional<std::pair<Operand, const FnBuilder *>> lastClash_;
  // --- end trig2 ---

  void staticAbility(const Node &c, rt::AbilityDescriptor &d) {
    if (c.kind == NodeKind::AsLongAs) {
      staticCondition_ = &c.children[0];
      staticAbility(c.children[1], d);
      staticCondition_ = nullptr;
      return;
    }
    switch (c.kind) {
    case NodeKind::ModifyPT: {
      d.kind = rt::AbilityKind::Static;
      d.continuous.layer = 7;
      d.continuous.sublayer = 'c'; // CR 613.4c
      d.continuous.affects = predicate("affects", c.children[0]);
      Function &f = newFunction("apply", Type::Void);
      int applyId = f.id;
      Function body = f; // counted() may add a predicate function
      FnBuilder b(body);
      xAllowed_ = false; // a static ability has no X of its own (107.3j)
      b.call(Op::LayerModifyPT,
             {Operand::arg(), counted(c, c.children[1], b), counted(c, c.children[2], b)});
      xAllowed_ = true;
      b.ret(Operand::imm(0));
      m_.functions[size_t(applyId)] = std::move(body);
      d.continuous.apply = applyId;
      return;
    }
    case NodeKind::GainKeyword: {
      d.kind = rt::AbilityKind::Static;
      d.continuous.layer = 6; // CR 613.1f
      d.continuous.sublayer = 0;
      d.continuous.affects = predicate("affects", c.children[0]);
      for (size_t i = 1; i < c.children.size(); ++i)
        if (c.children[i].kind == NodeKind::KeywordLeaf && !runtimeImplements(rt::Keyword(c.children[i].value)))
          throw LowerError{"granting a keyword the runtime does not perform"};
      Function &f = newFunction("apply", Type::Void);
      FnBuilder b(f);
      for (size_t i = 1; i < c.children.size(); ++i)
        if (c.children[i].kind == NodeKind::KeywordLeaf)
          b.call(Op::LayerAddKeyword, {Operand::arg(), Operand::imm(c.children[i].value)});
      b.ret(Operand::imm(0));
      d.continuous.apply = f.id;
      return;
    }
    case NodeKind::ProtectionChosenColor: { // --- aschoose: the colour chosen as it entered (614.12, 702.16a)
      d.kind = rt::AbilityKind::Static;
      d.continuous.layer = 6; // CR 613.1f
      d.continuous.sublayer = 0;
      d.continuous.affects = predicate("affects", c.children[0]);
      Function &f = newFunction("apply", Type::Void);
      FnBuilder b(f);
      b.call(Op::LayerAddChosenProtection, {Operand::arg()});
      b.ret(Operand::imm(0));
      d.continuous.apply = f.id;
      return;
    }
    case NodeKind::GrantAbility: // 'Enchanted creature has "{T}: ..."' (613.1f)
      d.kind = rt::AbilityKind::Static;
      d.continuous.layer = 6;
      d.continuous.sublayer = 0;
      d.continuous.affects = predicate("affects", c.children[0]);
      d.continuous.apply = grantFunction(c.children[1]);
      return;
    case NodeKind::GainControl: // "You control enchanted creature." (613.1b)
      d.kind = rt::AbilityKind::Static;
      d.continuous.layer = 2;
      d.continuous.sublayer = 0;
      d.continuous.affects = predicate("affects", c.children[0]);
      d.continuous.apply = controlFunction();
      return;
    // --- begin cda ---
    case NodeKind::DefinedToughness: // "~'s toughness is equal to ..." (604.3)
    // --- end cda ---
    case NodeKind::DefinedPT: {
      // "~'s power and toughness are each equal to ...": a characteristic-
      // defining ability (604.3), applied first, in layer 7a (613.4a, 613.3);
      // the count uses the characteristics computed so far.
      d.kind = rt::AbilityKind::Static;
      d.continuous.layer = 7;
      d.continuous.sublayer = 'a';
      d.continuous.characteristicDefining = true;
      d.continuous.affects = predicate("affects", Node(NodeKind::Self));
      Function &f = newFunction("apply", Type::Void);
      int applyId = f.id;
      Function body = f; // amount() may add a predicate function
      FnBuilder b(body);
      xAllowed_ = false; // 107.3j
      // --- begin cda ---
      // What the ability does not define keeps its value so far in layer 7a
      // (the printed one, or another CDA's): "~'s power is equal to ..." and
      // "~'s toughness is equal to ..." may be two abilities of one card.
      bool toughnessOnly = c.kind == NodeKind::DefinedToughness;
      Operand power =
          toughnessOnly ? b.call(Op::Power, {Operand::arg()}) : amount(c.children[0], b);
      Operand toughness = toughnessOnly           ? amount(c.children[0], b)
                          : c.children.size() > 1 ? amount(c.children[1], b)
                                                  : b.call(Op::Toughness, {Operand::arg()});
      xAllowed_ = true;
      b.call(Op::LayerSetPT, {Operand::arg(), power, toughness});
      b.ret(Operand::imm(0));
      m_.functions[size_t(applyId)] = std::move(body);
      d.continuous.apply = applyId;
      definesPT_ |= toughnessOnly ? 2 : c.children.size() > 1 ? 3 : 1; // bits: 1 power, 2 toughness
      // --- end cda ---
      return;
    }
    case NodeKind::BlockedOnlyBy: case NodeKind::NotBlockedBy:
    case NodeKind::AttacksOnlyIf: case NodeKind::BlocksOnlyIf: combatRestriction(c, d); return;
    case NodeKind::Replacement:
      if (c.children[0].kind != NodeKind::ZoneChangeEvent) {
        eventReplacement(c, d); // issue 15: draw, life gain, damage
        return;
      }
      replacement(c, d);
      return;
    case NodeKind::Prevent: staticPrevention(c, d); return;
    case NodeKind::RedirectDamage:
      staticRedirection(c, d);
      return; // dmg2 (LowerRedirect.inc)
    // Layer effects from text (issue 15): layerStatic, below.
    case NodeKind::SetColor: case NodeKind::LoseKeyword: case NodeKind::LoseAllAbilities:
    case NodeKind::SetBasePT: case NodeKind::SetLandType: layerStatic(c, d); return;
    case NodeKind::NotCardType: layerStatic(c, d); return; // amounts2
    case NodeKind::SelfCostsLess:
      selfCostLess(c, d);
      return; // effects5 (113.6d, 601.2f)
    case NodeKind::SelfCostsMorePerTarget: // --- keywords7 --- strive: Game::cast (601.2f)
      if (staticCondition_) throw LowerError{"a cost increase with a condition"};
      d.kind = rt::AbilityKind::Keyword;
      d.keyword = rt::Keyword::CostsMorePerExtraTarget;
      d.cost.mana.symbols = c[ast::role::SelfCostsMorePerTarget::mana].text;
      return;
    case NodeKind::CostsMore:
    case NodeKind::CostsLess:
    case NodeKind::CantDraw:
    case NodeKind::CantGainLife:
    case NodeKind::NoMaxHandSize:
    case NodeKind::CantPlayLands: case NodeKind::CantCast: case NodeKind::SkipStep: case NodeKind::CantSearch:
      playerRule(c, d);
      return;
    // --- begin cast ---
    case NodeKind::CastAsThoughFlash: case NodeKind::AdditionalLands: castPermission(c, d); return; // LowerCast.inc
    // --- end cast ---
    case NodeKind::CastSelfAsThoughFlash: castSelfAsThoughFlash(c, d); return; // --- library --- LowerLibrary.inc
    case NodeKind::CounterLimit: // rules17: "~ can't have more than N ... counters on it"
      // Data for a state-based action (704.5r, Sagas.cpp): no function runs. Only
      // the permanent's own limit ("~") is read.
      if (c[ast::role::CounterLimit::objects].kind != NodeKind::Self || staticCondition_)
        throw LowerError{"a counter limit on other objects or with a condition"};
      d.kind = rt::AbilityKind::CounterLimit;
      d.counterKind = int(c[ast::role::CounterLimit::counter].value);
      d.amount = int(c[ast::role::CounterLimit::amount].value);
      return;
    case NodeKind::EntersWithCounters: {
      // "~ enters the battlefield with N counters on it" (614.1c, 122.6).
      // "If ~ was kicked, it enters ...": the condition is part of what the replacement matches.
      const Node *when = c.find(NodeKind::Intervening);
      Function body = selfEntersReplacement(d, nullptr, when ? &when->children[0] : nullptr); // amount() may add functions: build a copy
      FnBuilder ab(body);
      // "with X +1/+1 counters": the X it was cast with (107.3m).
      // cda: "... with a +1/+1 counter on it for each ...": the count as it enters.
      ab.call(Op::EventAddCounters,
              {Operand::imm(c.children[1].value), counted(c, c.children[2], ab)});
      ab.ret(Operand::imm(0));
      m_.functions[size_t(body.id)] = std::move(body);
      return;
    }
    // --- begin aschoose ---
    case NodeKind::AsEntersChooseColor: case NodeKind::AsEntersChooseCreatureType:
    case NodeKind::AsEntersChooseOpponent: case NodeKind::AsEntersChoosePlayer: {
      // "As ~ enters the battlefield, choose a color." The choice is part of
      // how it enters (614.12, 614.1c), made before it is on the battlefield:
      // a self-replacement of its entering, not a trigger. The kind numbers
      // are event_choose's (runtime/Ops/ChoiceOps.cpp).
      int64_t kind = c.kind == NodeKind::AsEntersChooseColor          ? 0
                     : c.kind == NodeKind::AsEntersChooseCreatureType ? 1
                     : c.kind == NodeKind::AsEntersChooseOpponent     ? 2
                                                                      : 3;
      Function &a = selfEntersReplacement(d);
      FnBuilder ab(a);
      ab.call(Op::EventChoose, {Operand::imm(kind)});
      ab.ret(Operand::imm(0));
      return;
    }
    case NodeKind::AsEntersPayLifeOrTapped: case NodeKind::AsEntersRevealOrTapped: {
      // "As ~ enters, you may pay 2 life / reveal a Goblin card from your hand. If you
      // don't, ~ enters tapped": one self-replacement (614.12, 614.1c) whose op asks,
      // pays or reveals, and taps the entering permanent otherwise.
      Function body = selfEntersReplacement(d); // filterFunction adds functions: build a copy
      FnBuilder ab(body);
      if (c.kind == NodeKind::AsEntersPayLifeOrTapped) {
        ab.call(Op::EventPayLifeOrTapped, {Operand::imm(c.children[1].value)});
      } else {
        int pred = filterFunction("reveal.filter", c.children[1]);
        ab.call(Op::EventRevealOrTapped, {Operand::fn(pred), Operand::imm(zoneMask(c.children[1]))});
      }
      ab.ret(Operand::imm(0));
      m_.functions[size_t(body.id)] = std::move(body);
      return;
    }
    // --- end aschoose ---
    case NodeKind::EntersTapped: {
      if (c.children[0].kind != NodeKind::Self) { // "Creatures your opponents control enter ... tapped."
        othersEnterTapped(c, d);
        return;
      }
      // "~ enters the battlefield tapped [unless ...]" modifies how it enters (614.1c, 614.12).
      const Node *unless = c.find(NodeKind::Unless);
      Function &a = selfEntersReplacement(d, unless ? &unless->children[0] : nullptr);
      FnBuilder ab(a);
      ab.call(Op::EventSetTapped, {});
      ab.ret(Operand::imm(0));
      return;
    }
    // --- begin copy ---
    case NodeKind::EnterAsCopy: enterAsCopy(c, d); return; // LowerCopy.inc
    case NodeKind::OthersEnterAsCopy: othersEnterAsCopy(c, d); return;
    // --- end copy ---
    default: throw LowerError{fmt::format("static ({} ...)", ast::headOf(c.kind))};
    }
  }

  // A combat restriction (509.1b, 508.1c): `affects` names the restricted
  // creatures (and folds in an "as long as" condition, 611.3a); `test` is
  // asked about the would-be blocker, or is the condition under which the
  // creature may attack or block (the defending player as the event object).
  void combatRestriction(const Node &c, rt::AbilityDescriptor &d) {
    using K = rt::CombatRestrictionKind;
    d.kind = rt::AbilityKind::CombatRestriction;
    d.restriction.kind = c.kind == NodeKind::BlockedOnlyBy  ? K::BlockedOnlyBy
                         : c.kind == NodeKind::NotBlockedBy ? K::NotBlockedBy
                         : c.kind == NodeKind::AttacksOnlyIf ? K::AttacksOnlyIf
                                                             : K::BlocksOnlyIf;
    d.restriction.affects = predicate("affects", c.children[0]);
    if (d.restriction.kind == K::AttacksOnlyIf || d.restriction.kind == K::BlocksOnlyIf) {
      restrictionPlayer_ = d.restriction.kind == K::AttacksOnlyIf ? NodeKind::DefendingPlayer : NodeKind::AttackingPlayer;
      d.restriction.test = conditionFunction("restriction.test", c.children[1]);
      restrictionPlayer_ = NodeKind::Unsupported;
      return;
    }
    if (c.children.size() == 2) {
      d.restriction.test = filterFunction("restriction.test", c.children[1]);
      return;
    }
    // "artifact creatures and/or white creatures": either description.
    int first = filterFunction("restriction.test.a", c.children[1]);
    int second = filterFunction("restriction.test.b", c.children[2]);
    Function &f = newFunction("restriction.test", Type::Bool);
    FnBuilder b(f);
    Operand one = b.call(Op::Holds, {Operand::fn(first), Operand::arg()});
    Operand other = b.call(Op::Holds, {Operand::fn(second), Operand::arg()});
    b.ret(b.pure(Opcode::Or, {one, other}));
    d.restriction.test = f.id;
  }
  // Inside the test of a restriction on attacking (blocking): "defending
  // player" ("attacking player") is the event object; otherwise Unsupported.
  NodeKind restrictionPlayer_ = NodeKind::Unsupported;
  // A rule for players (101.2, 601.2f, 614.1b): the runtime checks it where the
  // action happens. `players` says whom it binds, with the ability's "as long as"
  // condition (611.3a); `spells` which spells (on the stack) it is about.
  void playerRule(const Node &c, rt::AbilityDescriptor &d) {
    using K = rt::PlayerRuleKind;
    d.kind = rt::AbilityKind::PlayerRule;
    switch (c.kind) {
    case NodeKind::CostsMore: d.rule.kind = K::CostMore; break;
    case NodeKind::CostsLess: d.rule.kind = K::CostLess; break;
    case NodeKind::CantDraw: d.rule.kind = K::CantDraw; break;
    case NodeKind::CantGainLife: d.rule.kind = K::CantGainLife; break;
    case NodeKind::NoMaxHandSize:
      d.rule.kind = K::NoMaxHandSize;
      break;
    case NodeKind::CantPlayLands: d.rule.kind = K::CantPlayLands; break;
    case NodeKind::CantSearch: d.rule.kind = K::CantSearch; break;
    case NodeKind::CantCast: d.rule.kind = K::CantCast; break;
    default:
      if (rt::Step(c.children[1].value) != rt::Step::DrawStep)
        throw LowerError{"skipping this step"};
      d.rule.kind = K::SkipDrawStep;
      break;
    }
    Function &f = newFunction("rule.players", Type::Bool);
    int id = f.id;
    Function body = f; // the test may add functions
    FnBuilder b(body);
    const Node &who = c.children[0];
    Operand binds = who.kind == NodeKind::EachPlayer ? b.call(Op::IsPlayer, {Operand::arg()}) : playerTest(who, Operand::arg(), b);
    if (const Node *cond = c.children.size() > 2 && c.kind == NodeKind::CantCast ? &c.children[2] : nullptr)
      binds = b.pure(Opcode::And, {binds, condition(*cond, b)}); // "during your turn"
    if (staticCondition_)
      binds = b.pure(Opcode::And, {binds, condition(*staticCondition_, b)}); // 611.3a
    b.ret(binds);
    m_.functions[size_t(id)] = std::move(body);
    d.rule.players = id;
    if (c.kind == NodeKind::CostsMore || c.kind == NodeKind::CostsLess || c.kind == NodeKind::CantCast)
      d.rule.spells = predicate("rule.spells", c.children[1]);
    if (c.kind == NodeKind::CostsMore || c.kind == NodeKind::CostsLess)
      d.rule.mana = c.children[2].text;
  }

  // --- begin effects5 (issue 14) ---
  // "This spell costs {1} less to cast if you control a Wizard" / "~ costs {1} less
  // to cast for each artifact you control": a rule of the spell itself (113.6d),
  // applied when its total cost is determined (601.2f) with the caster as "you".
  // `players` is the condition, `times` the count of the "for each".
  void selfCostLess(const Node &c, rt::AbilityDescriptor &d) {
    if (staticCondition_) throw LowerError{"a cost reduction with another condition"};
    d.kind = rt::AbilityKind::PlayerRule;
    d.rule.kind = rt::PlayerRuleKind::CostLessSelf;
    d.rule.mana = c[ast::role::SelfCostsLess::mana].text;
    if (const Node *when = c.opt(ast::role::SelfCostsLess::condition)) {
      Function &f = newFunction("rule.self-cost.if", Type::Bool);
      int id = f.id;
      Function body = f; // the condition may add functions
      FnBuilder b(body);
      b.ret(condition(when->children[0], b));
      m_.functions[size_t(id)] = std::move(body);
      d.rule.players = id;
    }
    if (c.opt(ast::role::SelfCostsLess::forEach)) {
      Function &f = newFunction("rule.self-cost.times", Type::Int);
      int id = f.id;
      Function body = f; // the count may add functions
      FnBuilder b(body);
      b.ret(counted(c, ast::intNode(1), b));
      m_.functions[size_t(id)] = std::move(body);
      d.rule.times = id;
    }
  }
  // --- end effects5 ---

  void replacement(const Node &r, rt::AbilityDescriptor &d) {
    const Node &event = r.children[0];
    const Node &with = r.children[1];
    if (event.kind != NodeKind::ZoneChangeEvent || with.kind != NodeKind::RedirectTo)
      throw LowerError{"this replacement"};
    d.kind = rt::AbilityKind::Replacement;
    d.replacement.event = rt::ReplacedEvent::ZoneChange;
    // matches(%arg = the moving object): what, from where, to where (CR 614.1)
    Function &m = newFunction("replacement.matches", Type::Bool);
    int matchesId = m.id;
    {
      Function body = m;
      FnBuilder b(body);
      // The object is moving, so it is not where the filter's default zone
      // rule expects it: test the description with the zone part only.
      Operand toZone = b.call(Op::EventToZone, {});
      Operand result = b.pure(Opcode::Eq, {toZone, Operand::imm(event.children[2].value)});
      if (event.children[1].kind == NodeKind::ZoneLeaf) {
        Operand fromZone = b.call(Op::EventFromZone, {});
        result = b.pure(Opcode::And, {result, b.pure(Opcode::Eq, {fromZone, Operand::imm(event.children[1].value)})});
      }
      result = b.pure(Opcode::And, {result, objectTest(event.children[0], b)});
      b.ret(result);
      m_.functions[size_t(matchesId)] = std::move(body);
    }
    d.replacement.matches = matchesId;
    Function &a = newFunction("replacement.apply", Type::Void);
    FnBuilder b(a);
    b.call(Op::EventSetToZone, {Operand::imm(with.children[0].value)});
    b.ret(Operand::imm(0));
    d.replacement.apply = a.id;
  }

  // ---------------------------------------------------------------- layers, replacements (issue 15)
  // The apply function of a layer effect and its layer in Ops.def numbering
  // (2..6, 7=7a 8=7b 9=7c 10=7d): colour 5 (613.1e), abilities 6 (613.1f),
  // base P/T 7b (613.4b), switching 7d (613.4d), land type 4 (305.7).
  std::pair<int, int> layerApply(const Node &e) {
    Function &f = newFunction("apply", Type::Void);
    FnBuilder b(f);
    Operand obj = Operand::arg();
    int layer = 0;
    switch (e.kind) {
    case NodeKind::SetColor: {
      int64_t mask = 0;
      for (const Node &c : e.children)
        if (c.kind == NodeKind::ColorLeaf)
          mask |= int64_t(1) << c.value;
      b.call(Op::LayerSetColors, {obj, Operand::imm(mask)});
      layer = 5;
      break;
    }
    case NodeKind::LoseKeyword:
      for (const Node &k : e.children)
        if (k.kind == NodeKind::KeywordLeaf) {
          if (!runtimeImplements(rt::Keyword(k.value)))
            throw LowerError{"losing a keyword the runtime does not perform"};
          b.call(Op::LayerRemoveKeyword, {obj, Operand::imm(k.value)});
        }
      layer = 6;
      break;
    case NodeKind::LoseAllAbilities:
      b.call(Op::LayerLoseAllAbilities, {obj});
      layer = 6;
      break;
    // --- begin choices ---
    case NodeKind::GainProtectionChosen: // 702.16a: the colour its resolution (or source) chose
      b.call(Op::LayerAddChosenProtection, {obj});
      layer = 6;
      break;
    // --- end choices ---
    case NodeKind::SetBasePT:
      b.call(Op::LayerSetPT, {obj, Operand::imm(e.children[1].value), Operand::imm(e.children[2].value)});
      layer = 8;
      break;
    case NodeKind::SwitchPT:
      b.call(Op::LayerSwitchPT, {obj});
      layer = 10;
      break;
    case NodeKind::SetLandType: {
      auto index = vocab::subtypeIndex(e.children[1].text);
      if (!index)
        throw LowerError{"the land type " + e.children[1].text};
      b.call(Op::LayerSetLandType, {obj, Operand::imm(*index)});
      layer = 4;
      break;
    }
    // --- begin amounts2 ---
    case NodeKind::NotCardType: // "~ isn't a creature" (205.1a, 613.1d)
      b.call(Op::LayerRemoveType, {obj, Operand::imm(e[role::NotCardType::type].value)});
      layer = 4;
      break;
    // --- end amounts2 ---
    default: throw LowerError{fmt::format("layer effect ({} ...)", ast::headOf(e.kind))};
    }
    b.ret(Operand::imm(0));
    return {layer, f.id};
  }

  // A resolving spell's or ability's layer effect: on the objects chosen now
  // (611.2c), until end of turn or, for a colour, indefinitely (611.2a).
  void layerEffect(const Node &e, FnBuilder &b) {
    bool eot = e.find(NodeKind::UntilEndOfTurn) != nullptr;
    Operand objs = objects(e.children[0], b);
    if (e.kind == NodeKind::SetChosenColor) {
      b.call(Op::SetChosenColor, {objs, Operand::imm(eot ? 1 : 0)});
      return;
    }
    if (!eot && e.kind != NodeKind::SetColor)
      throw LowerError{"a layer effect without a duration in a one-shot effect"};
    auto [layer, apply] = layerApply(e);
    b.call(eot ? Op::EffectUntilEndOfTurn : Op::EffectIndefinite, {objs, Operand::imm(layer), Operand::fn(apply)});
  }

  // The same effect of a static ability (611.3a): `affects` decides each time.
  void layerStatic(const Node &c, rt::AbilityDescriptor &d) {
    d.kind = rt::AbilityKind::Static;
    d.continuous.affects = predicate("affects", c.children[0]);
    auto [layer, apply] = layerApply(c);
    d.continuous.layer = layer <= 6 ? layer : 7;
    d.continuous.sublayer = layer == 8 ? 'b' : layer == 10 ? 'd' : 0;
    d.continuous.apply = apply;
  }

  // "Creatures your opponents control enter the battlefield tapped." (614.1c):
  // the objects are tested without their zone: they are on their way.
  void othersEnterTapped(const Node &c, rt::AbilityDescriptor &d) {
    d.kind = rt::AbilityKind::Replacement;
    d.replacement.event = rt::ReplacedEvent::ZoneChange;
    int matchesId = newFunction("replacement.matches", Type::Bool).id;
    Function m = m_.functions[size_t(matchesId)];
    FnBuilder mb(m);
    Operand toField = mb.pure(Opcode::Eq, {mb.call(Op::EventToZone, {}), Operand::imm(int64_t(rt::Zone::Battlefield))});
    // Whatever enters the battlefield is a permanent (110.1): "Permanents" tests no zone.
    Node who = c.children[0];
    if (who.kind == NodeKind::All)
      std::erase_if(who.children[0].children, [](const Node &p) {
        return p.kind == NodeKind::CardTypeLeaf && rt::CardType(p.value) == rt::CardType::Permanent;
      });
    mb.ret(mb.pure(Opcode::And, {toField, objectTest(who, mb)}));
    m_.functions[size_t(matchesId)] = std::move(m);
    d.replacement.matches = matchesId;
    Function &a = newFunction("replacement.apply", Type::Void);
    FnBuilder ab(a);
    ab.call(Op::EventSetTapped, {});
    ab.ret(Operand::imm(0));
    d.replacement.apply = a.id;
  }

  // "If you would draw a card, ... instead", "If you would gain life, ...",
  // "If a source [you control] would deal damage ..., it deals double that
  // damage ... instead" (614.1a), "... prevent 1 of that damage" (615.10).
  void eventReplacement(const Node &r, rt::AbilityDescriptor &d) {
    const Node &event = r.children[0];
    const Node &with = r.children[1];
    d.kind = rt::AbilityKind::Replacement;
    switch (event.kind) {
    case NodeKind::WouldDraw: d.replacement.event = rt::ReplacedEvent::Draw; break;
    case NodeKind::WouldGainLife: d.replacement.event = rt::ReplacedEvent::GainLife; break;
    case NodeKind::WouldCreateTokens: d.replacement.event = rt::ReplacedEvent::CreateTokens; break; // rules15
    case NodeKind::WouldDealDamage: d.replacement.event = rt::ReplacedEvent::Damage; break;
    default: throw LowerError{"this replacement"};
    }
    // matches(%arg = the drawing or gaining player, or the damaged object or player)
    int matchesId = newFunction("replacement.matches", Type::Bool).id;
    Function m = m_.functions[size_t(matchesId)]; // a copy: the tests may add functions
    FnBuilder b(m);
    Operand result = b.pure(Opcode::Eq, {Operand::imm(0), Operand::imm(0)});
    if (event.kind != NodeKind::WouldDealDamage) {
      result = playerTest(event.children[0], Operand::arg(), b);
    } else {
      const Node &sources = event.children[0].children[0]; // (all (filter ...)): any source, or yours
      for (const Node &p : sources.children) {
        if (p.kind == NodeKind::CardTypeLeaf) { // "a creature you control": a creature on the battlefield
          int pred = filterFunction("replacement.source", Node(NodeKind::Filter, {p}));
          result = b.pure(Opcode::And, {result, b.call(Op::Holds, {Operand::fn(pred), b.call(Op::EventSource, {})})});
          continue;
        }
        if (p.kind != NodeKind::ControlledBy || p.children[0].kind != NodeKind::You)
          throw LowerError{"damage from these sources"};
        // A source on the stack or the battlefield: its controller (108.4).
        Operand yours = b.pure(Opcode::Eq, {b.call(Op::Controller, {b.call(Op::EventSource, {})}), b.call(Op::You, {})});
        result = b.pure(Opcode::And, {result, yours});
      }
      if (event.children.size() > 1)
        result = b.pure(Opcode::And, {result, damagedIs(event.children[1], Operand::arg(), b)});
    }
    b.ret(result);
    m_.functions[size_t(matchesId)] = std::move(m);
    d.replacement.matches = matchesId;
    int applyId = newFunction("replacement.apply", Type::Void).id;
    Function a = m_.functions[size_t(applyId)];
    FnBuilder ab(a);
    switch (with.kind) {
    case NodeKind::InsteadDo: { // the event is replaced by the effects (614.1a)
      // rules16: "that many" is the replaced event's amount (life gained, damage)
      bool before = replacedAmount_;
      replacedAmount_ =
          event.kind == NodeKind::WouldGainLife || event.kind == NodeKind::WouldDealDamage;
      for (const Node &x : with.children)
        effect(x, ab);
      replacedAmount_ = before;
      ab.call(Op::EventSetAmount, {Operand::imm(0)});
      break;
    }
    case NodeKind::DoubleDamage: case NodeKind::GainLifeTwice: ab.call(Op::EventAdjustAmount, {Operand::imm(2), Operand::imm(0)}); break;
    case NodeKind::CreateTokensTwice: // rules15: only for token creation (614.1a)
      if (event.kind != NodeKind::WouldCreateTokens) throw LowerError{"this replacement"};
      ab.call(Op::EventAdjustAmount, {Operand::imm(2), Operand::imm(0)});
      break;
    case NodeKind::PreventSome: ab.call(Op::EventAdjustAmount, {Operand::imm(1), Operand::imm(-intValue(with.children[0]))}); break;
    // --- begin dmg2 ---
    case NodeKind::PreventThenDo: // 615.1: prevented, then the effects
      if (event.kind != NodeKind::WouldDealDamage) throw LowerError{"this replacement"};
      ab.call(Op::EventSetAmount, {Operand::imm(0)});
      for (const Node &x : with.children)
        effect(x, ab);
      break;
    // --- end dmg2 ---
    case NodeKind::GainLifeMore: ab.call(Op::EventAdjustAmount, {Operand::imm(1), Operand::imm(intValue(with.children[0]))}); break;
    default: throw LowerError{"this replacement"};
    }
    ab.ret(Operand::imm(0));
    m_.functions[size_t(applyId)] = std::move(a);
    d.replacement.apply = applyId;
  }

  // A zone-free test of an object description (for objects in motion).
  Operand objectTest(const Node &objs, FnBuilder &b) {
    const Node *filter = objs.kind == NodeKind::All ? &objs.children[0] : objs.kind == NodeKind::Filter ? &objs : nullptr;
    if (!filter) {
      if (objs.kind == NodeKind::Self)
        return b.call(Op::SameObject, {Operand::arg(), b.call(Op::Self, {})});
      throw LowerError{"replacement subject"};
    }
    return filterParts(*filter, b, false);
  }
};

rt::ManaCost manaCostOf(const std::string &s) { return rt::ManaCost{s}; }

std::optional<int> printedNumber(const std::string &s) {
  if (s.empty())
    return 0;
  if (s.size() > 6) // no printed power, toughness or loyalty is that large; and no int overflow
    return std::nullopt;
  int v = 0;
  // amounts3: a printed negative number ("-1/3", 208.1)
  bool negative = s.size() > 1 && s[0] == '-';
  for (char c : std::string_view(s).substr(negative ? 1 : 0)) {
    if (c < '0' || c > '9')
      return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return negative ? -v : v;
}
} // namespace

LowerResult lowerCard(const CardFace &face, const ast::CardAst &card) {
  LowerResult r;
  Module &m = r.module;
  m.card.name = face.name;
  m.card.manaCost = manaCostOf(face.manaCost);
  if (!rt::parseTypeLine(face.typeLine, m.card))
    r.cardProblem = "type line '" + face.typeLine + "'";
  rt::colorsFromManaCost(m.card);
  // --- begin dfc --- 204.1, 202.2e: a colour indicator gives its colours (a back face has no cost)
  for (size_t c = 0; c < 5; ++c)
    if (face.colorIndicator.find("WUBRG"[c]) != std::string::npos &&
        std::find(m.card.colors.begin(), m.card.colors.end(), rt::Color(c)) == m.card.colors.end())
      m.card.colors.push_back(rt::Color(c));
  // --- end dfc ---
  m.card.hasPT = !face.power.empty() || !face.toughness.empty();
  auto p = printedNumber(face.power), t = printedNumber(face.toughness), l = printedNumber(face.loyalty);
  int definedPT = 0; // "*" is defined by a characteristic-defining ability (604.3), if one says so
  m.card.power = p.value_or(0);
  m.card.toughness = t.value_or(0);
  m.card.loyalty = l.value_or(0);

  for (const Node &a : card.abilities) {
    AbilityLowering status;
    if (a.kind == NodeKind::Unsupported) {
      status.reason = "unsupported text";
      r.abilities.push_back(status);
      continue;
    }
    // Lower into a scratch copy so a failure leaves the module untouched.
    Module saved = m;
    try {
      CardLowerer lowerer(m);
      lowerer.cardAbilities_ = &card.abilities; // keywords7: overload reads the spell ability
      lowerer.ability(a);
      definedPT |= lowerer.definesPT_; // cda: bits
      // The trace's name for the ability; a dungeon's room is named as printed
      // (309.4: how players and scenarios name rooms).
      bool room = a.kind == NodeKind::Triggered && a.children[0].kind == NodeKind::Room;
      m.card.abilities.back().text =
          room ? a.children[0][role::Room::name].text : std::string(ast::headOf(a.kind));
      status.lowered = true;
    } catch (const LowerError &e) {
      m = std::move(saved);
      status.reason = e.why;
    }
    r.abilities.push_back(status);
  }
  // --- begin cda ---
  // "*", "1+*": the value a characteristic-defining ability defines (208.2a),
  // "N+*" only when its amount is N plus something (IR/PrintedStar.h).
  bool starPower =
      (definedPT & 1) && printedStarMatches(face.power, definedAmount(card, r.abilities, false));
  bool starToughness =
      (definedPT & 2) && printedStarMatches(face.toughness, definedAmount(card, r.abilities, true));
  // --- end cda ---
  if ((!p && !starPower) || (!t && !starToughness))
    r.cardProblem = "characteristic-defining power/toughness '" + face.power + "/" + face.toughness + "'";
  return r;
}

} // namespace oraclec::ir
