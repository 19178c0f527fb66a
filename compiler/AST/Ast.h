// The language-neutral AST: a tree of typed nodes whose kinds come from
// NodeKinds.def. One shape for all four languages, so equivalence of two
// wordings is equality of trees (and of their canonical s-expressions).
//
// Nodes are uniform (kind + payload + children) rather than one C++ class per
// kind: builders for four languages, the printer, the differ, the renderer and
// the schema checker all walk the same structure, and the schema in
// NodeKinds.def says what each kind may contain (checked in Sema).
#pragma once
#include "Basic/SourceFile.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::ast {

enum class NodeKind {
#define NODE(Name, Head, Schema) Name,
#include "AST/NodeKinds.def"
};

enum class Keyword {
#define KEYWORD(Name, Canonical, Rule, Parameter) Name,
#include "runtime/Vocabulary/Keywords.def"
};

std::string_view headOf(NodeKind kind);
std::string_view schemaOf(NodeKind kind);
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

struct Node {
  NodeKind kind = NodeKind::Unsupported;
  int64_t value = 0;            // Int, TargetRef index, enum leaves, Keyword
  std::string text;             // ManaCost symbols, Subtype, Unsupported words
  std::vector<Node> children;
  SourceRange range;            // where it came from (not part of equality)

  Node() = default;
  explicit Node(NodeKind k) : kind(k) {}
  Node(NodeKind k, std::initializer_list<Node> kids) : kind(k), children(kids) {}
  Node(NodeKind k, std::vector<Node> kids) : kind(k), children(std::move(kids)) {}

  const Node *find(NodeKind k) const;   // first direct child of that kind
  Node *find(NodeKind k);
  bool operator==(const Node &o) const; // structure and payloads, not ranges
};

// Leaf constructors: keep builders short and payloads well-typed.
// In the effect of a trigger about its own object ("When ~ enters the
// battlefield", "Whenever ~ attacks/blocks/becomes blocked/deals damage/is
// dealt damage"), "it" is that same permanent (after "dies" it is a new object).
bool itRefersToSelf(const Node &trigger);

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
