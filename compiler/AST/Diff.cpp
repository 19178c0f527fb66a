#include "AST/Diff.h"

#include "AST/Printer.h"

#include <fmt/format.h>

namespace oraclec::ast {

namespace {
// What a translator calls the thing a node kind stands for.
std::string_view roleOf(NodeKind k) {
  switch (k) {
  case NodeKind::Int:
  case NodeKind::XValue:
    return "number";
  case NodeKind::Target:
  case NodeKind::Targets:
  case NodeKind::TargetRef:
  case NodeKind::AnyTarget:
    return "target";
  case NodeKind::UntilEndOfTurn:
    return "duration";
  case NodeKind::KeywordLeaf:
  case NodeKind::KeywordAbility:
    return "keyword";
  case NodeKind::Filter:
  case NodeKind::CardTypeLeaf:
  case NodeKind::SubtypeLeaf:
    return "object description";
  case NodeKind::SupertypeLeaf:
    return "object description";
  case NodeKind::ManaCost:
  case NodeKind::Cost:
    return "cost";
  case NodeKind::ZoneLeaf:
    return "zone";
  default:
    return "";
  }
}

// Walks both trees in step down to the first pair of nodes that differ,
// remembering on each side the innermost node that knows its words.
struct Finder {
  std::string_view l, r;
  std::string path;
  SourceRange lRange, rRange;

  static void narrow(SourceRange &best, const Node &n) {
    if (!n.range.empty()) best = n.range;
  }

  Difference differ(const Node &a, const Node &b) {
    narrow(lRange, a);
    narrow(rRange, b);
    if (a.kind != b.kind || a.value != b.value || a.text != b.text) {
      std::string_view role = roleOf(a.kind);
      if (role.empty()) role = roleOf(b.kind);
      std::string what = role.empty() ? "" : fmt::format("the {} differs: ", role);
      Difference d{path, std::string(role), toSExpr(a), toSExpr(b), lRange, rRange, {}};
      d.text = fmt::format("{}{}{} ({}) vs {} ({})", path.empty() ? "" : path + ": ", what, d.left,
                           l, d.right, r);
      return d;
    }
    path = path.empty() ? std::string(headOf(a.kind)) : path + " > " + std::string(headOf(a.kind));
    size_t n = std::min(a.children.size(), b.children.size());
    for (size_t i = 0; i < n; ++i)
      if (!(a.children[i] == b.children[i])) return differ(a.children[i], b.children[i]);
    // One side has more children: the extra one is the difference, and its
    // words (if it knows them) are what to mark on that side.
    Difference d{path, "", "", "", lRange, rRange, {}};
    if (a.children.size() > n) {
      d.left = toSExpr(a.children[n]);
      narrow(d.leftRange, a.children[n]);
      d.text = fmt::format("{}: {} has more: {}", path, l, d.left);
    } else {
      d.right = toSExpr(b.children[n]);
      narrow(d.rightRange, b.children[n]);
      d.text = fmt::format("{}: {} has more: {}", path, r, d.right);
    }
    return d;
  }
};
} // namespace

std::optional<Difference> findDifference(const CardAst &left, const CardAst &right,
                                         std::string_view leftName, std::string_view rightName) {
  size_t n = std::min(left.abilities.size(), right.abilities.size());
  for (size_t i = 0; i < n; ++i) {
    if (!(left.abilities[i] == right.abilities[i])) {
      Finder f{leftName, rightName, fmt::format("ability {}", i + 1), {}, {}};
      return f.differ(left.abilities[i], right.abilities[i]);
    }
  }
  Difference d;
  if (left.abilities.size() > n) {
    d.left = toSExpr(left.abilities[n]);
    d.leftRange = left.abilities[n].range;
    d.text = fmt::format("missing ability in {}: {}", rightName, d.left);
    return d;
  }
  if (right.abilities.size() > n) {
    d.right = toSExpr(right.abilities[n]);
    d.rightRange = right.abilities[n].range;
    d.text = fmt::format("extra ability in {}: {}", rightName, d.right);
    return d;
  }
  return std::nullopt;
}

std::string describeDifference(const CardAst &left, const CardAst &right, std::string_view leftName,
                               std::string_view rightName) {
  auto d = findDifference(left, right, leftName, rightName);
  return d ? d->text : std::string();
}

} // namespace oraclec::ast
