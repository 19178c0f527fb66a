// Conditions as one comparison (issue 14, branch conditions): every front end
// builds (compare LEFT RELATION RIGHT) through these, so "you have 10 or more
// life", "you control three or more artifacts", "~ is attacking" and "~ has a
// quest counter on it" are rows of one construct (NodeKinds.def, Compare).
#pragma once
#include "AST/Ast.h"

namespace oraclec::ast {

// (compare left relation right); `wording` is the payload the renderers read
// (how the subject was worded: 0 as named, see NodeKinds.def).
inline Node compareNode(Node left, NodeKind relation, Node right, int64_t wording = 0) {
  Node n(NodeKind::Compare, {std::move(left), Node(relation), std::move(right)});
  n.value = wording;
  return n;
}

// "you control three or more artifacts": (compare (count ALL) at-least 3),
// `atMost` for "two or fewer" and "no" (at-most 0).
inline Node countCompare(Node all, bool atMost, Node count) {
  return compareNode(Node(NodeKind::CountOf, {std::move(all)}),
                     atMost ? NodeKind::RelAtMost : NodeKind::RelAtLeast, std::move(count));
}

// "you have 10 or more life" / "10 or less life": (compare (life-total PLAYER) at-least 10).
inline Node lifeCompare(Node player, bool atMost, Node life) {
  return compareNode(Node(NodeKind::LifeTotal, {std::move(player)}),
                     atMost ? NodeKind::RelAtMost : NodeKind::RelAtLeast, std::move(life));
}

} // namespace oraclec::ast
