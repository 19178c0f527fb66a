#include "AST/KeywordExpansion.h"

namespace oraclec::ast {

namespace {
Node self() { return Node(NodeKind::Self); }
Node counterLeaf(std::string_view kind) { return vocabLeaf(Vocabulary::CounterKind, *valueOf(Vocabulary::CounterKind, kind)); }
Node colorLeaf(std::string_view color) { return vocabLeaf(Vocabulary::Color, *valueOf(Vocabulary::Color, color)); }
Node triggered(Node event, std::vector<Node> rest) {
  rest.insert(rest.begin(), std::move(event));
  return Node(NodeKind::Triggered, std::move(rest));
}
// "create N 1/1 ... creature tokens": a token as the front ends describe it.
Node createTokens(int64_t n, std::vector<Node> colors, std::string_view subtype, std::vector<Node> types,
                  std::vector<Keyword> keywords) {
  Node f(NodeKind::Filter, std::move(colors));
  for (Node &t : types)
    f.children.push_back(std::move(t));
  f.children.push_back(subtypeLeaf(std::string(subtype)));
  Node token(NodeKind::TokenDesc, {intNode(1), intNode(1), std::move(f)});
  for (Keyword k : keywords)
    token.children.push_back(keywordLeaf(k));
  return Node(NodeKind::CreateToken, {Node(NodeKind::You), intNode(n), std::move(token)});
}
} // namespace

std::vector<Node> expandKeyword(const Node &a) {
  if (a.kind != NodeKind::KeywordAbility || a.children.empty())
    return {};
  const Node *number = a.find(NodeKind::Int);
  int64_t n = number ? number->value : 0;
  switch (Keyword(a.children[0].value)) {
  case Keyword::Soulshift: { // 702.46a; "dies" is "put into a graveyard from the battlefield" (700.4)
    Node spirit(NodeKind::Filter, {subtypeLeaf("Spirit"), Node(NodeKind::CardOnly),
                                   Node(NodeKind::ManaValueAtMost, {intNode(n)}),
                                   Node(NodeKind::InZone, {zoneLeaf("graveyard"), Node(NodeKind::You)})});
    return {triggered(Node(NodeKind::Dies, {self()}),
                      {Node(NodeKind::Targets, {Node(NodeKind::Target, {std::move(spirit)})}),
                       Node(NodeKind::May, {Node(NodeKind::ReturnToHand, {targetRef(0)})})})};
  }
  case Keyword::Fabricate: // 702.123a
    return {triggered(Node(NodeKind::EntersBattlefield, {self()}),
                      {Node(NodeKind::May, {Node(NodeKind::PutCounters, {self(), counterLeaf("+1/+1"), intNode(n)})}),
                       Node(NodeKind::IfYouDont, {createTokens(n, {}, "Servo",
                                                               {cardTypeLeaf("artifact"), cardTypeLeaf("creature")},
                                                               {})})})};
  case Keyword::Afterlife: // 702.135a
    return {triggered(Node(NodeKind::Dies, {self()}),
                      {createTokens(n, {colorLeaf("white"), colorLeaf("black")}, "Spirit", {cardTypeLeaf("creature")},
                                    {Keyword::Flying})})};
  case Keyword::Outlast: { // 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
    const Node *cost = a.find(NodeKind::Cost);
    if (!cost)
      return {};
    Node withTap = *cost;
    withTap.children.push_back(Node(NodeKind::TapCost));
    return {Node(NodeKind::Activated, {std::move(withTap),
                                       Node(NodeKind::PutCounters, {self(), counterLeaf("+1/+1"), intNode(1)}),
                                       Node(NodeKind::SorcerySpeed)})};
  }
  case Keyword::Mentor: { // 702.134a: "target attacking creature with power less than this creature's power"
    Node lesser(NodeKind::Filter, {Node(NodeKind::Attacking), cardTypeLeaf("creature"),
                                   Node(NodeKind::PowerLessThan, {Node(NodeKind::PowerOf, {self()})})});
    return {triggered(Node(NodeKind::Attacks, {self()}),
                      {Node(NodeKind::Targets, {Node(NodeKind::Target, {std::move(lesser)})}),
                       Node(NodeKind::PutCounters, {targetRef(0), counterLeaf("+1/+1"), intNode(1)})})};
  }
  case Keyword::Modular: { // 702.43a: the counters on it are its last known information (603.10a)
    Node artifactCreature(NodeKind::Filter, {cardTypeLeaf("artifact"), cardTypeLeaf("creature")});
    Node itsCounters(NodeKind::CountersOn, {self(), counterLeaf("+1/+1")});
    return {Node(NodeKind::Static, {Node(NodeKind::EntersWithCounters, {self(), counterLeaf("+1/+1"), intNode(n)})}),
            triggered(Node(NodeKind::Dies, {self()}),
                      {Node(NodeKind::Targets, {Node(NodeKind::Target, {std::move(artifactCreature)})}),
                       Node(NodeKind::May, {Node(NodeKind::PutCounters, {targetRef(0), counterLeaf("+1/+1"),
                                                                         std::move(itsCounters)})})})};
  }
  case Keyword::LevelUp: { // 702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
    const Node *cost = a.find(NodeKind::Cost);
    if (!cost)
      return {};
    return {Node(NodeKind::Activated, {*cost, Node(NodeKind::PutCounters, {self(), counterLeaf("level"), intNode(1)}),
                                       Node(NodeKind::SorcerySpeed)})};
  }
  default: return {};
  }
}

// --- begin keywords7 ---
Node awakenSpell(int64_t n) {
  Node land(NodeKind::Filter,
            {cardTypeLeaf("land"), Node(NodeKind::ControlledBy, {Node(NodeKind::You)})});
  Node elemental(NodeKind::Filter, {cardTypeLeaf("creature"), subtypeLeaf("Elemental")});
  Node token(NodeKind::TokenDesc,
             {intNode(0), intNode(0), std::move(elemental), keywordLeaf(Keyword::Haste)});
  return Node(
      NodeKind::Spell,
      {Node(NodeKind::Targets, {Node(NodeKind::Target, {std::move(land)})}),
       Node(NodeKind::PutCounters, {targetRef(0), counterLeaf("+1/+1"), intNode(n)}),
       Node(NodeKind::Becomes, {targetRef(0), std::move(token), Node(NodeKind::RetainsTypes)})});
}

namespace {
// Replaces each (target-ref i) under `n` by (all <filter i>).
void replaceTargetRefs(Node &n, const std::vector<Node> &each) {
  if (n.kind == NodeKind::TargetRef) {
    Node all(NodeKind::All, {each[size_t(n.value)]});
    all.range = n.range;
    n = std::move(all);
    return;
  }
  for (Node &c : n.children)
    replaceTargetRefs(c, each);
}
bool mentionsTargetRefBeyond(const Node &n, size_t count) {
  if (n.kind == NodeKind::TargetRef) return n.value < 0 || size_t(n.value) >= count;
  for (const Node &c : n.children)
    if (mentionsTargetRefBeyond(c, count)) return true;
  return false;
}
} // namespace

std::optional<Node> overloadedSpell(const Node &spell, std::string &why) {
  if (spell.kind != NodeKind::Spell) {
    why = "overload on something other than an instant or sorcery spell";
    return std::nullopt;
  }
  const Node *targets = spell.find(NodeKind::Targets);
  if (!targets || targets->children.empty() || spell.find(NodeKind::Modal)) {
    why = "overload on a spell without one list of targets";
    return std::nullopt;
  }
  std::vector<Node> each;
  for (const Node &t : targets->children) {
    // One plain description of permanents ("target creature you don't control"): a
    // player, any target, "another", a count ("up to two") or a spell is refused.
    if (t.kind != NodeKind::Target || t.children.size() != 1 ||
        t.children[0].kind != NodeKind::Filter) {
      why = "overloading a target that is not one description of permanents";
      return std::nullopt;
    }
    const Node &f = t.children[0];
    for (const Node &part : f.children)
      if (part.kind == NodeKind::Another || part.kind == NodeKind::InZone ||
          (part.kind == NodeKind::CardTypeLeaf &&
           spelling(Vocabulary::CardType, part.value) == "spell")) {
        why = "overloading a target that is not a permanent";
        return std::nullopt;
      }
    each.push_back(f);
  }
  Node out(NodeKind::Spell);
  out.range = spell.range;
  for (const Node &c : spell.children) {
    if (c.kind == NodeKind::Targets) continue;
    if (mentionsTargetRefBeyond(c, each.size())) {
      why = "a reference to a target that is not declared";
      return std::nullopt;
    }
    Node e = c;
    replaceTargetRefs(e, each);
    out.children.push_back(std::move(e));
  }
  return out;
}
// --- end keywords7 ---

} // namespace oraclec::ast
