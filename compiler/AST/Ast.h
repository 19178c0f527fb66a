// The language-neutral AST: a tree of typed nodes whose kinds come from
// NodeKinds.def. One shape for all four languages, so equivalence of two
// wordings is equality of trees (and of their canonical s-expressions).
//
// Nodes are uniform (kind + payload + children) rather than one C++ class per
// kind: builders for four languages, the printer, the differ, the renderer and
// the schema checker all walk the same structure. The construct table
// (NodeKinds.def) says what each kind is (its classes), what it contains (its
// named roles, checked in Sema, read with node[role::Kind::name]) and which
// runtime operation it lowers to by default (docs/adding-a-construct.md).
#pragma once
#include "Basic/SourceFile.h"

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace oraclec::ast {

enum class NodeKind {
#define NODE(Name, Head, Class, Also, Op, ...) Name,
#include "AST/NodeKinds.def"
};
inline constexpr int kNodeKindCount = 0
#define NODE(Name, Head, Class, Also, Op, ...) +1
#include "AST/NodeKinds.def"
    ;

// --- the construct table (NodeKinds.def) ---
// Classes of nodes: every kind has one primary class (classOf, what switches
// over classes dispatch on) and may be in further classes (inClass).
enum class NodeClass : uint8_t {
#define NODE_CLASS(Name, Implied) Name,
#include "AST/NodeKinds.def"
};
inline constexpr int kNodeClassCount = 0
#define NODE_CLASS(Name, Implied) +1
#include "AST/NodeKinds.def"
    ;
NodeClass classOf(NodeKind kind);
bool inClass(NodeKind kind, NodeClass cls);
std::string_view nameOf(NodeClass cls);
// isEffect(k), isTrigger(k), isAmount(k), ...: one predicate per class.
#define NODE_CLASS(Name, Implied)                                                                  \
  inline bool is##Name(NodeKind k) {                                                               \
    return inClass(k, NodeClass::Name);                                                            \
  }
#include "AST/NodeKinds.def"

// Children roles. A role is named in the table (ROLE/OPT/MANY); each kind has
// a namespace of its roles, so `node[role::Draw::player]` is the child that
// plays that role (`node.opt(role::Destroy::noRegeneration)` an optional one,
// `node.all(role::Spell::effects)` the children of a repeated one).
enum class RoleCard : uint8_t { One, Opt, Many };
struct RoleInfo {
  std::string_view name;     // "player"
  std::string_view typeName; // a class or node kind name: "Player"
  RoleCard card;
  bool typeIsClass; // else the type is one node kind
  int type;         // NodeClass or NodeKind
};
std::span<const RoleInfo> rolesOf(NodeKind kind);
bool admits(const RoleInfo &role, NodeKind child); // a child of that kind may play the role
// The node kinds with a role of this type ("which effects take a for-each").
bool hasRoleOfType(NodeKind kind, std::string_view type);
// The runtime operation (its name in runtime/Ops.def) default lowering calls, or "".
std::string_view defaultOpOf(NodeKind kind);

namespace role {
#define ROLE(Name, Type) Name
#define OPT(Name, Type) Name
#define MANY(Name, Type) Name
#define NODE(Name, Head, Class, Also, Op, ...)                                                     \
  namespace Name {                                                                                 \
  enum Role : int { __VA_ARGS__ };                                                                 \
  constexpr NodeKind kindOf(Role) {                                                                \
    return NodeKind::Name;                                                                         \
  }                                                                                                \
  }
#include "AST/NodeKinds.def"
} // namespace role
template <class R>
concept RoleName = std::is_enum_v<R> && requires(R r) {
  { kindOf(r) } -> std::same_as<NodeKind>;
};

enum class Keyword {
#define KEYWORD(Name, Canonical, Rule, Parameter) Name,
#include "runtime/Vocabulary/Keywords.def"
};

std::string_view headOf(NodeKind kind);
std::string_view schemaOf(NodeKind kind); // the roles' types: "Player Amount ForEach?"
std::optional<NodeKind> kindFromHead(std::string_view head);

std::string_view canonicalName(Keyword k);
std::string_view ruleOf(Keyword k);
bool keywordTakesCost(Keyword k);
bool keywordTakesFilter(Keyword k);
bool keywordTakesAmount(Keyword k); // "Bushido 2"
std::optional<Keyword> keywordFromCanonical(std::string_view name);
inline constexpr int kKeywordCount = 0
#define KEYWORD(Name, Canonical, Rule, Parameter) +1
#include "runtime/Vocabulary/Keywords.def"
    ;

// Enum vocabularies (CardType, Color, Zone, CounterKind, Step): the payload of
// their leaf nodes is the index within that vocabulary (runtime/Vocabulary/Enums.def).
enum class Vocabulary { CardType, Color, Zone, CounterKind, Step };
std::string_view spelling(Vocabulary v, int64_t value);
std::optional<int64_t> valueOf(Vocabulary v, std::string_view spelling);
int vocabularySize(Vocabulary v);

// How the source worded what the meaning does not record. Like a node's source
// range it is provenance, not meaning: it is not part of equality, so
// translations, xcheck and the round trip compare meaning only, while the
// English renderer reproduces the wording and the render check compares like
// with like (docs/decisions.md, "Wording is provenance").
struct Wording {
  // How an effect follows the one before it in the same sentence (608.2c:
  // either way the effects happen in the order written).
  enum class Join : uint8_t { Sentence, And, CommaAnd, CommaThen };
  Join join = Join::Sentence;
  // "each creature you control" rather than "all creatures you control": the
  // same set of objects, written in the singular.
  bool each = false;
  // "each player's upkeep" rather than "each upkeep" (the same steps, 503.1a).
  bool possessive = false;
  // A trigger written "When" or "Whenever" (603.1: the same rule either way;
  // Oracle says "When" for one-time events, but not always).
  enum class TriggerWord : uint8_t { Unspecified, When, Whenever };
  TriggerWord triggerWord = TriggerWord::Unspecified;
  // effects5: "two target creatures each get +1/+1" rather than "... get +1/+1"
  // (an effect whose subject is several targets; the same meaning).
  bool distributive = false;
  // effects5: "~ costs {1} less to cast" rather than "This spell costs {1} less to cast"
  // (the same spell, 113.6d).
  bool byName = false;
  // library5: "creature spells" rather than "a creature spell" (the same spells).
  bool plural = false;
  // library5: "At the beginning of the next end step, return it" rather than "Return
  // it at the beginning of the next end step" (the same delayed trigger, 603.7a).
  bool timeFirst = false;
  // "you control a Mountain or a Plains" rather than "a Mountain or Plains": the
  // article repeated before each alternative of an any-of (the same objects).
  bool articleEach = false;
};

struct Node {
  NodeKind kind = NodeKind::Unsupported;
  int64_t value = 0;            // Int, TargetRef index, enum leaves, Keyword
  std::string text;             // ManaCost symbols, Subtype, Unsupported words
  std::vector<Node> children;
  SourceRange range;            // where it came from (not part of equality)
  Wording wording;              // how it was worded (not part of equality)

  Node() = default;
  explicit Node(NodeKind k) : kind(k) {}
  Node(NodeKind k, std::initializer_list<Node> kids) : kind(k), children(kids) {}
  Node(NodeKind k, std::vector<Node> kids) : kind(k), children(std::move(kids)) {}

  const Node *find(NodeKind k) const;   // first direct child of that kind
  Node *find(NodeKind k);

  // The child playing a role (the node must be of the role's kind; see NodeKinds.def).
  template <RoleName R> const Node &operator[](R r) const {
    return children[roleSlice(kindOf(r), int(r)).first];
  }
  template <RoleName R> const Node *opt(R r) const {
    auto [at, n] = roleSlice(kindOf(r), int(r));
    return n ? &children[at] : nullptr;
  }
  template <RoleName R> std::span<const Node> all(R r) const {
    auto [at, n] = roleSlice(kindOf(r), int(r));
    return std::span<const Node>(children).subspan(at, n);
  }
  // Where the children of role #index of `kind` are: first child, how many.
  std::pair<size_t, size_t> roleSlice(NodeKind kind, int index) const;
  bool operator==(const Node &o) const; // structure and payloads, not ranges
};

// Leaf constructors: keep builders short and payloads well-typed.
// In the effect of a trigger about its own object ("When ~ enters the
// battlefield", "Whenever ~ attacks/blocks/becomes blocked/deals damage/is
// dealt damage"), "it" is that same permanent (after "dies" it is a new object).
bool itRefersToSelf(const Node &trigger);
// library5, 608.2c: whether "If you do, ..." may follow this action when it is not
// optional: the runtime measures whether it was done (IR/Lower.cpp, measuredAction):
// "sacrifice ~", "remove a <kind> counter from <objects>", "discard a card" (yours).
bool doneIsMeasured(const Node &action);
// In a cast trigger (601.2i) the event object is a spell, which can't be tapped
// or untapped (110.5, 701.21a), and whose counters and P/T changes don't follow
// it onto the battlefield (400.7): "Whenever you cast an instant spell, untap
// it" untaps the card, "Whenever you cast a spell that targets ~, put a +1/+1
// counter on it" puts it on the card. Rebinds such an event object to `self`,
// in place (issue 14).
void bindCastTriggerIt(Node &triggered);

Node intNode(int64_t v);
Node keywordLeaf(Keyword k);
Node vocabLeaf(Vocabulary v, int64_t value);
Node cardTypeLeaf(std::string_view spelling);
Node zoneLeaf(std::string_view spelling);
Node subtypeLeaf(std::string name);
Node manaCost(std::string canonicalSymbols);
Node targetRef(int index);
Node unsupported(std::string words, SourceRange range);

// The AST of one card's rules text: one Node per ability, in text order.
struct CardAst {
  std::vector<Node> abilities;
  bool fullySupported() const;
};

} // namespace oraclec::ast
