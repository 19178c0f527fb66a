#include "AST/Diff.h"

#include "AST/Printer.h"

#include <fmt/format.h>

namespace oraclec::ast {

namespace {
// What a translator calls the thing a node kind stands for.
std::string_view roleOf(NodeKind k) {
  switch (k) {
  case NodeKind::Int:
  case NodeKind::XValue: return "number";
  case NodeKind::Target:
  case NodeKind::Targets:
  case NodeKind::TargetRef:
  case NodeKind::AnyTarget: return "target";
  case NodeKind::UntilEndOfTurn: return "duration";
  case NodeKind::KeywordLeaf:
  case NodeKind::KeywordAbility: return "keyword";
  case NodeKind::Filter:
  case NodeKind::CardTypeLeaf:
  case NodeKind::SubtypeLeaf: return "object description";
  case NodeKind::SupertypeLeaf: return "object description";
  case NodeKind::ManaCost:
  case NodeKind::Cost: return "cost";
  case NodeKind::ZoneLeaf: return "zone";
  default: return "";
  }
}

struct Finder {
  std::string_view l, r;
  std::string path;

  std::string describe(const Node &a, const Node &b) {
    if (a.kind != b.kind || a.value != b.value || a.text != b.text) {
      std::string_view role = roleOf(a.kind);
      if (role.empty())
        role = roleOf(b.kind);
      std::string what = role.empty() ? "" : fmt::format("the {} differs: ", role);
      return fmt::format("{}{}{} ({}) vs {} ({})", path.empty() ? "" : path + ": ", what,
                         toSExpr(a), l, toSExpr(b), r);
    }
    std::string saved = path;
    path = path.empty() ? std::string(headOf(a.kind)) : path + " > " + std::string(headOf(a.kind));
    size_t n = std::min(a.children.size(), b.children.size());
    for (size_t i = 0; i < n; ++i)
      if (!(a.children[i] == b.children[i]))
        return describe(a.children[i], b.children[i]);
    std::string out;
    if (a.children.size() > n)
      out = fmt::format("{}: {} has more: {}", path, l, toSExpr(a.children[n]));
    else
      out = fmt::format("{}: {} has more: {}", path, r, toSExpr(b.children[n]));
    path = saved;
    return out;
  }
};
} // namespace

std::string describeDifference(const CardAst &left, const CardAst &right,
                               std::string_view leftName, std::string_view rightName) {
  Finder f{leftName, rightName, {}};
  size_t n = std::min(left.abilities.size(), right.abilities.size());
  for (size_t i = 0; i < n; ++i) {
    if (!(left.abilities[i] == right.abilities[i])) {
      f.path = fmt::format("ability {}", i + 1);
      return f.describe(left.abilities[i], right.abilities[i]);
    }
  }
  if (left.abilities.size() > n)
    return fmt::format("missing ability in {}: {}", rightName, toSExpr(left.abilities[n]));
  if (right.abilities.size() > n)
    return fmt::format("extra ability in {}: {}", rightName, toSExpr(right.abilities[n]));
  return {};
}

} // namespace oraclec::ast
