#include "AST/Ast.h"

#include <array>
#include <cassert>

namespace oraclec::ast {

namespace {
using ClassSet = uint32_t;
static_assert(kNodeClassCount <= 32);
namespace cls { // the class names as bits, for the table's Class/Also/Implied columns
constexpr ClassSet None = 0;
#define NODE_CLASS(Name, Implied) constexpr ClassSet Name = ClassSet(1) << int(NodeClass::Name);
#include "AST/NodeKinds.def"
} // namespace cls

constexpr std::string_view kClassNames[] = {
#define NODE_CLASS(Name, Implied) #Name,
#include "AST/NodeKinds.def"
};
constexpr std::string_view kKindNames[] = {
#define NODE(Name, Head, Class, Also, Op, ...) #Name,
#include "AST/NodeKinds.def"
};
constexpr ClassSet kImplied[] = {
#define NODE_CLASS(Name, Implied)                                                                  \
  [] {                                                                                             \
    using namespace cls;                                                                           \
    return ClassSet(Implied);                                                                      \
  }(),
#include "AST/NodeKinds.def"
};

// A role's type: a class name, else a node kind name (checked at compile time).
constexpr RoleInfo role(std::string_view name, std::string_view type, RoleCard card) {
  for (size_t i = 0; i < std::size(kClassNames); ++i)
    if (kClassNames[i] == type) return {name, type, card, true, int(i)};
  for (size_t i = 0; i < std::size(kKindNames); ++i)
    if (kKindNames[i] == type) return {name, type, card, false, int(i)};
  // Not a constant expression: a misspelt type in the table is a build error.
  throw "a role's type names neither a class nor a node kind";
}
#define ROLE(Name, Type) role(#Name, #Type, RoleCard::One)
#define OPT(Name, Type) role(#Name, #Type, RoleCard::Opt)
#define MANY(Name, Type) role(#Name, #Type, RoleCard::Many)
constexpr RoleInfo kRoles[] = {
#define NODE(Name, Head, Class, Also, Op, ...) __VA_OPT__(__VA_ARGS__, )
#include "AST/NodeKinds.def"
};
#define ROLE(Name, Type) 1
#define OPT(Name, Type) 1
#define MANY(Name, Type) 1

struct KindInfo {
  std::string_view head;
  NodeClass primary;
  ClassSet classes; // primary, Also and what they imply
  std::string_view op;
  uint16_t firstRole, roleCount;
};
constexpr ClassSet withImplied(ClassSet s) {
  for (int c = 0; c < kNodeClassCount; ++c)
    if (kImplied[c] & s) s |= ClassSet(1) << c;
  return s;
}
constexpr auto kKinds = [] {
  std::array<KindInfo, kNodeKindCount> kinds{};
  size_t i = 0, roleAt = 0;
  using namespace cls;
#define NODE(Name, Head, Class, Also, OpName, ...)                                                 \
  {                                                                                                \
    constexpr int n = int(std::initializer_list<int>{__VA_ARGS__}.size());                         \
    kinds[i++] = {Head,                                                                            \
                  NodeClass::Class,                                                                \
                  withImplied(cls::Class | (Also)),                                                \
                  #OpName == std::string_view("None") ? "" : #OpName,                              \
                  uint16_t(roleAt),                                                                \
                  uint16_t(n)};                                                                    \
    roleAt += n;                                                                                   \
  }
#include "AST/NodeKinds.def"
  return kinds;
}();
static_assert(kKinds.back().firstRole + kKinds.back().roleCount == std::size(kRoles));

std::string makeSchema(NodeKind k) {
  std::string s;
  for (const RoleInfo &r : rolesOf(k)) {
    s += (s.empty() ? "" : " ") + std::string(r.typeName);
    if (r.card == RoleCard::Opt)
      s += '?';
    else if (r.card == RoleCard::Many)
      s += '*';
  }
  return s;
}

struct KeywordInfo {
  std::string_view canonical;
  std::string_view rule;
  bool takesCost;
  bool takesFilter;
  bool takesAmount;
};
constexpr KeywordInfo kKeywords[] = {
#define KEYWORD(Name, Canonical, Rule, Parameter)                                                     \
  {Canonical, Rule, #Parameter[0] == 'M', #Parameter[0] == 'F', #Parameter[0] == 'A'},
#include "runtime/Vocabulary/Keywords.def"
};

struct VocabEntry {
  Vocabulary vocab;
  std::string_view spelling;
};
constexpr VocabEntry kVocab[] = {
#define CARD_TYPE(Name, Spelling) {Vocabulary::CardType, Spelling},
#define COLOR(Name, Spelling) {Vocabulary::Color, Spelling},
#define ZONE(Name, Spelling) {Vocabulary::Zone, Spelling},
#define COUNTER_KIND(Name, Spelling) {Vocabulary::CounterKind, Spelling},
#define STEP(Name, Spelling) {Vocabulary::Step, Spelling},
#include "runtime/Vocabulary/Enums.def"
};
} // namespace

std::string_view headOf(NodeKind k) {
  return kKinds[size_t(k)].head;
}
std::string_view schemaOf(NodeKind k) {
  static const auto schemas = [] {
    std::array<std::string, kNodeKindCount> s;
    for (int k = 0; k < kNodeKindCount; ++k)
      s[size_t(k)] = makeSchema(NodeKind(k));
    return s;
  }();
  return schemas[size_t(k)];
}
std::optional<NodeKind> kindFromHead(std::string_view head) {
  for (size_t i = 0; i < std::size(kKinds); ++i)
    if (kKinds[i].head == head)
      return NodeKind(i);
  return std::nullopt;
}

NodeClass classOf(NodeKind k) {
  return kKinds[size_t(k)].primary;
}
bool inClass(NodeKind k, NodeClass c) {
  return kKinds[size_t(k)].classes >> int(c) & 1;
}
std::string_view nameOf(NodeClass c) {
  return kClassNames[size_t(c)];
}
std::span<const RoleInfo> rolesOf(NodeKind k) {
  return std::span<const RoleInfo>(kRoles).subspan(kKinds[size_t(k)].firstRole,
                                                   kKinds[size_t(k)].roleCount);
}
bool admits(const RoleInfo &r, NodeKind child) {
  return r.typeIsClass ? inClass(child, NodeClass(r.type)) : child == NodeKind(r.type);
}
bool hasRoleOfType(NodeKind k, std::string_view type) {
  for (const RoleInfo &r : rolesOf(k))
    if (r.typeName == type) return true;
  return false;
}
std::string_view defaultOpOf(NodeKind k) {
  return kKinds[size_t(k)].op;
}

std::pair<size_t, size_t> Node::roleSlice(NodeKind k, int index) const {
  assert(k == kind && "a role of another node kind");
  auto roles = rolesOf(k);
  size_t at = 0;
  for (int i = 0;; ++i) {
    const RoleInfo &r = roles[size_t(i)];
    size_t n = 0;
    if (r.card == RoleCard::One)
      n = 1;
    else
      while (at + n < children.size() && admits(r, children[at + n].kind) &&
             (r.card == RoleCard::Many || n == 0))
        ++n;
    if (i == index) return {at, n};
    at += n;
  }
}

std::string_view canonicalName(Keyword k) { return kKeywords[int(k)].canonical; }
std::string_view ruleOf(Keyword k) { return kKeywords[int(k)].rule; }
bool keywordTakesCost(Keyword k) { return kKeywords[int(k)].takesCost; }
bool keywordTakesFilter(Keyword k) { return kKeywords[int(k)].takesFilter; }
bool keywordTakesAmount(Keyword k) { return kKeywords[int(k)].takesAmount; }
std::optional<Keyword> keywordFromCanonical(std::string_view name) {
  for (size_t i = 0; i < std::size(kKeywords); ++i)
    if (kKeywords[i].canonical == name)
      return Keyword(i);
  return std::nullopt;
}

std::string_view spelling(Vocabulary v, int64_t value) {
  int64_t i = 0;
  for (auto &e : kVocab)
    if (e.vocab == v && i++ == value)
      return e.spelling;
  return "?";
}
std::optional<int64_t> valueOf(Vocabulary v, std::string_view s) {
  int64_t i = 0;
  for (auto &e : kVocab)
    if (e.vocab == v) {
      if (e.spelling == s)
        return i;
      ++i;
    }
  return std::nullopt;
}
int vocabularySize(Vocabulary v) {
  int n = 0;
  for (auto &e : kVocab)
    n += e.vocab == v;
  return n;
}

const Node *Node::find(NodeKind k) const {
  for (auto &c : children)
    if (c.kind == k)
      return &c;
  return nullptr;
}
Node *Node::find(NodeKind k) {
  for (auto &c : children)
    if (c.kind == k)
      return &c;
  return nullptr;
}
bool Node::operator==(const Node &o) const {
  return kind == o.kind && value == o.value && text == o.text && children == o.children;
}

bool doneIsMeasured(const Node &action) { // library5 (608.2c)
  // One counter, one card: with more, whether "some" counts as done is not decided here.
  auto one = [](const Node &n) { return n.kind == NodeKind::Int && n.value == 1; };
  switch (action.kind) {
  case NodeKind::SacrificeObjects:
    return action[role::SacrificeObjects::objects].kind == NodeKind::Self &&
           !action.opt(role::SacrificeObjects::player);
  case NodeKind::RemoveCounters:
    return one(action[role::RemoveCounters::amount]);
  case NodeKind::DiscardCards:
    return action[role::DiscardCards::player].kind == NodeKind::You &&
           one(action[role::DiscardCards::amount]) && !action.opt(role::DiscardCards::atRandom);
  default:
    return false;
  }
}

bool itRefersToSelf(const Node &trigger) {
  switch (trigger.kind) {
  case NodeKind::EntersBattlefield: case NodeKind::Attacks: case NodeKind::Blocks: case NodeKind::BecomesBlocked:
  case NodeKind::AttacksOrBlocks: case NodeKind::DealsDamageTrigger: case NodeKind::IsDealtDamage:
  case NodeKind::BlocksCreature: case NodeKind::BecomesBlockedBy: case NodeKind::BlocksOrBecomesBlocked:
  case NodeKind::BecomesTarget:
  case NodeKind::TurnedFaceUp: // morph
  // --- begin trig2 ---
  case NodeKind::BecomesTapped: case NodeKind::BecomesUntapped: case NodeKind::AttacksUnblocked:
  // --- end trig2 ---
  case NodeKind::AttacksWithOthers: // triggers7 (battalion, 508.3a)
  case NodeKind::BecomesMonstrous: // --- keywords --- the same permanent (701.31b)
  case NodeKind::Exerted:          // --- keywords7 --- "When you do" after exerting ~ (701.39d)
    return !trigger.children.empty() && trigger.children[0].kind == NodeKind::Self;
  // --- begin trig2 ---
  case NodeKind::CycleSelf: return true; // "When you cycle ~, ... it": the card (702.29c)
  // --- end trig2 ---
  case NodeKind::EitherTrigger: // "it" must be the same object after either event
    return itRefersToSelf(trigger[role::EitherTrigger::first]) &&
           itRefersToSelf(trigger[role::EitherTrigger::second]);
  default: return false;
  }
}

void bindCastTriggerIt(Node &triggered) {
  if (triggered.kind != NodeKind::Triggered || triggered.children.empty() ||
      triggered.children[0].kind != NodeKind::Casts)
    return;
  for (size_t i = 1; i < triggered.children.size(); ++i) {
    Node &e = triggered.children[i];
    bool permanentOnly = e.kind == NodeKind::TapObjects || e.kind == NodeKind::UntapObjects ||
                         e.kind == NodeKind::PutCounters || e.kind == NodeKind::ModifyPT;
    if (permanentOnly && !e.children.empty() && e.children[0].kind == NodeKind::EventObject)
      e.children[0] = Node(NodeKind::Self);
  }
}

Node intNode(int64_t v) {
  Node n(NodeKind::Int);
  n.value = v;
  return n;
}
Node keywordLeaf(Keyword k) {
  Node n(NodeKind::KeywordLeaf);
  n.value = int64_t(k);
  return n;
}
static NodeKind leafKindOf(Vocabulary v) {
  switch (v) {
  case Vocabulary::CardType: return NodeKind::CardTypeLeaf;
  case Vocabulary::Color: return NodeKind::ColorLeaf;
  case Vocabulary::Zone: return NodeKind::ZoneLeaf;
  case Vocabulary::CounterKind: return NodeKind::CounterLeaf;
  case Vocabulary::Step: return NodeKind::StepLeaf;
  }
  return NodeKind::Unsupported;
}
Node vocabLeaf(Vocabulary v, int64_t value) {
  Node n(leafKindOf(v));
  n.value = value;
  return n;
}
Node cardTypeLeaf(std::string_view s) {
  return vocabLeaf(Vocabulary::CardType, valueOf(Vocabulary::CardType, s).value_or(0));
}
Node zoneLeaf(std::string_view s) {
  return vocabLeaf(Vocabulary::Zone, valueOf(Vocabulary::Zone, s).value_or(0));
}
Node subtypeLeaf(std::string name) {
  Node n(NodeKind::SubtypeLeaf);
  n.text = std::move(name);
  return n;
}
Node manaCost(std::string symbols) {
  Node n(NodeKind::ManaCost);
  n.text = std::move(symbols);
  return n;
}
Node targetRef(int index) {
  Node n(NodeKind::TargetRef);
  n.value = index;
  return n;
}
Node unsupported(std::string words, SourceRange range) {
  Node n(NodeKind::Unsupported);
  n.text = std::move(words);
  n.range = range;
  return n;
}

static bool containsUnsupported(const Node &n) {
  if (n.kind == NodeKind::Unsupported)
    return true;
  for (auto &c : n.children)
    if (containsUnsupported(c))
      return true;
  return false;
}
bool CardAst::fullySupported() const {
  for (auto &a : abilities)
    if (containsUnsupported(a))
      return false;
  return true;
}

} // namespace oraclec::ast
