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

} // namespace oraclec::ast
