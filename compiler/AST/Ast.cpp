#include "AST/Ast.h"

#include <array>

namespace oraclec::ast {

namespace {
struct KindInfo {
  std::string_view head;
  std::string_view schema;
};
constexpr KindInfo kKinds[] = {
#define NODE(Name, Head, Schema) {Head, Schema},
#include "AST/NodeKinds.def"
};

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

std::string_view headOf(NodeKind k) { return kKinds[int(k)].head; }
std::string_view schemaOf(NodeKind k) { return kKinds[int(k)].schema; }
std::optional<NodeKind> kindFromHead(std::string_view head) {
  for (size_t i = 0; i < std::size(kKinds); ++i)
    if (kKinds[i].head == head)
      return NodeKind(i);
  return std::nullopt;
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

bool itRefersToSelf(const Node &trigger) {
  switch (trigger.kind) {
  case NodeKind::EntersBattlefield: case NodeKind::Attacks: case NodeKind::Blocks: case NodeKind::BecomesBlocked:
  case NodeKind::AttacksOrBlocks: case NodeKind::DealsDamageTrigger: case NodeKind::IsDealtDamage:
  case NodeKind::BlocksCreature: case NodeKind::BecomesBlockedBy: case NodeKind::BlocksOrBecomesBlocked:
  case NodeKind::BecomesTarget:
    return !trigger.children.empty() && trigger.children[0].kind == NodeKind::Self;
  default: return false;
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
