#include "AST/OtherReference.h"

#include <algorithm>

namespace oraclec::ast {

namespace {
bool isObjectTarget(const Node *targets, int64_t i) {
  return targets && i >= 0 && size_t(i) < targets->children.size() &&
         !targets->children[size_t(i)].children.empty() &&
         targets->children[size_t(i)].children[0].kind == NodeKind::Filter;
}

// Walks an ability's effects in printed order. `named`: the objects named so
// far (object targets and groups such as "all creatures"); an (all (filter
// another ...)) met after them becomes (other-than <the nearest one>) when
// `allowed` says the antecedent is one ("target creature deals damage equal to
// its power to each other creature": the subject comes first). Quoted abilities
// have their own scope (113.1a); a "for each" count's "other" is other than each
// affected object in turn, which other-than can't say: left as it is.
struct Walk {
  const Node *targets;
  bool spell;
  struct Named {
    Node objects;
    size_t effect; // which effect of the ability named it
  };
  std::vector<Named> named;
  size_t effect = 0;

  // The antecedent of "other" here: the nearest target, or the nearest group of
  // an earlier effect on a spell. A group of the same effect is each object in
  // turn ("each creature deals 1 damage to each other creature"): none.
  const Node *antecedent() const {
    for (size_t i = named.size(); i-- > 0;) {
      if (named[i].objects.kind == NodeKind::TargetRef) return &named[i].objects;
      if (spell && named[i].effect < effect) return &named[i].objects;
    }
    return nullptr;
  }
  void visit(Node &n) {
    if (n.kind == NodeKind::ForEach) return;
    if (n.kind == NodeKind::GrantAbility) { // its objects, not inside the quote
      if (!n.children.empty()) visit(n.children[0]);
      return;
    }
    if (n.kind == NodeKind::Activated || n.kind == NodeKind::Triggered ||
        n.kind == NodeKind::Static)
      return;
    if (n.kind == NodeKind::TargetRef) {
      if (isObjectTarget(targets, n.value)) named.push_back({n, effect});
      return;
    }
    if (n.kind == NodeKind::All && !n.children.empty() && n.children[0].kind == NodeKind::Filter) {
      Node &f = n.children[0];
      auto another = std::find_if(f.children.begin(), f.children.end(),
                                  [](const Node &c) { return c.kind == NodeKind::Another; });
      if (another == f.children.end())
        named.push_back({n, effect});
      else if (const Node *x = antecedent()) // the nearest one: English names one antecedent
        *another = Node(NodeKind::OtherThan, {*x});
      return;
    }
    for (Node &c : n.children)
      visit(c);
  }
};
} // namespace

bool saysOther(const Node &filter) {
  return filter.find(NodeKind::Another) || filter.find(NodeKind::OtherThan);
}

void resolveOtherReferences(Node &ability) {
  Node *targets = ability.find(NodeKind::Targets);
  // "another target X" after earlier targets: not one of them (115.3).
  if (targets)
    for (size_t i = 1; i < targets->children.size(); ++i) {
      Node &t = targets->children[i];
      if (t.children.empty() || t.children[0].kind != NodeKind::Filter) continue;
      Node &f = t.children[0];
      for (size_t p = 0; p < f.children.size(); ++p)
        if (f.children[p].kind == NodeKind::Another) {
          // The nearest earlier object target (one antecedent, as English says it).
          for (size_t j = i; j-- > 0;)
            if (isObjectTarget(targets, int64_t(j))) {
              f.children[p] = Node(NodeKind::OtherThan, {targetRef(int(j))});
              break;
            }
          break;
        }
    }
  // "each other creature", "other creatures": after objects named before. On a
  // spell any earlier group counts (the spell is not on the battlefield: "other"
  // can't mean other than it); on a permanent's ability only an earlier target
  // does ("other creatures you control" is not the source otherwise).
  Walk walk{targets, ability.kind == NodeKind::Spell, {}, 0};
  // A triggered ability's event and an activated ability's cost come first and name nothing.
  size_t first = ability.kind == NodeKind::Triggered || ability.kind == NodeKind::Activated ? 1 : 0;
  for (size_t e = first; e < ability.children.size(); ++e) {
    Node &effect = ability.children[e];
    if (effect.kind == NodeKind::Targets || effect.kind == NodeKind::Modal ||
        effect.kind == NodeKind::Intervening)
      continue;
    walk.effect = e;
    walk.visit(effect);
  }
}

} // namespace oraclec::ast
