// The language-neutral half of writing an amount the game computes (107.3c):
// which amounts are written "X" and defined once at the end of the sentence
// ("..., where X is the number of creatures you control"), how one sentence
// keeps to one definition, and how a P/T change writes its sides ("+X/+0",
// "-X/-X", "+0/+2"). The English and Polish renderers share it; each gives
// its own words (the definition, the "where X" template).
#pragma once
#include "AST/Ast.h"
#include "Render/Renderer.h"

#include <cstdint>
#include <string>

namespace oraclec::render {

// An amount written X and defined by a "where X is ..." clause. "That much"
// (603.2) is not one: English writes the words, other renderers report a gap.
inline bool isComputedAmountKind(ast::NodeKind k) {
  using K = ast::NodeKind;
  switch (k) {
  case K::CountOf:
  case K::PowerOf:
  case K::ToughnessOf:
  case K::ManaValueOf:
  case K::LifeTotal:
  case K::CountersOn:
  case K::GreatestAmong:
  case K::Sum:
  case K::Twice:
  case K::Difference:
  case K::CardTypesAmong:
  case K::Devotion:
  case K::LifeLostThisWay:
  case K::BasicLandTypesAmong:
  case K::ColorsSpent:
  case K::HalfDown:
  case K::HalfUp:
    return true;
  default:
    return false;
  }
}

// The first computed amount in `n` (depth first), or null.
inline const ast::Node *computedAmountIn(const ast::Node &n) {
  if (isComputedAmountKind(n.kind)) return &n;
  for (const ast::Node &c : n.children)
    if (const ast::Node *found = computedAmountIn(c)) return found;
  return nullptr;
}

// Whether two effects use the same computed amount: they share one "where X"
// clause, written after the second.
inline bool sameComputedAmount(const ast::Node &a, const ast::Node &b) {
  const ast::Node *x = computedAmountIn(a), *y = computedAmountIn(b);
  return x && y && *x == *y;
}

// "X" for an amount: X itself, or a computed amount whose definition
// (`define(n)`, the language's words) is kept for the sentence's end. One
// sentence has one X: a second, different definition is a gap.
template <class Define>
std::string computedX(const ast::Node &n, RenderState &st, Define &&define) {
  if (n.kind == ast::NodeKind::XValue) return "X";
  std::string definition = define(n);
  if (!st.whereX.empty() && st.whereX != definition)
    st.gap("two different computed amounts in one sentence");
  st.whereX = definition;
  return "X";
}

// The definition kept by computedX, taken once (the sentence that writes it
// ends there); empty when there is none.
inline std::string takeWhereX(RenderState &st) {
  std::string out = std::move(st.whereX);
  st.whereX.clear();
  return out;
}

// "+2/+2", "-3/-0", "+0/+2": Oracle writes a zero with the sign of the other half.
inline std::string signedPt(int64_t p, int64_t q) {
  auto sign = [](int64_t v, int64_t other) -> std::string {
    return v > 0 || (v == 0 && other >= 0) ? "+" : v == 0 ? "-" : "";
  };
  return sign(p, q) + std::to_string(p) + "/" + sign(q, p) + std::to_string(q);
}

// A P/T change whose sides may be computed: "+X/+0", "-X/-X" (`x(n)` writes
// the X of a computed side, through computedX).
template <class WriteX> std::string ptChange(const ast::Node &p, const ast::Node &q, WriteX &&x) {
  using K = ast::NodeKind;
  if (p.kind == K::Int && q.kind == K::Int) return signedPt(p.value, q.value);
  auto side = [&](const ast::Node &v, const ast::Node &other) -> std::string {
    if (v.kind == K::Negate) return "-" + x(v.children[0]);
    if (v.kind != K::Int) return "+" + x(v);
    bool otherNegative = other.kind == K::Negate || (other.kind == K::Int && other.value < 0);
    if (v.value == 0) return otherNegative ? "-0" : "+0";
    return (v.value > 0 ? "+" : "") + std::to_string(v.value);
  };
  return side(p, q) + "/" + side(q, p);
}

} // namespace oraclec::render
