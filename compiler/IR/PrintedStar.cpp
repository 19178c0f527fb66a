#include "IR/PrintedStar.h"

namespace oraclec::ir {

using ast::Node;
using ast::NodeKind;

const Node *definedAmount(const ast::CardAst &card, const std::vector<AbilityLowering> &lowered,
                          bool toughness) {
  for (size_t i = 0; i < card.abilities.size() && i < lowered.size(); ++i) {
    if (!lowered[i].lowered) continue;
    // The defining ability is the whole static ability, never under "as long
    // as" (a CDA has no condition: 604.3a).
    for (const Node &c : card.abilities[i].children) {
      if (c.kind == NodeKind::DefinedToughness && toughness) return &c.children[0];
      if (c.kind == NodeKind::DefinedPT) {
        if (!toughness) return &c.children[0];
        if (c.children.size() > 1) return &c.children[1];
      }
    }
  }
  return nullptr;
}

bool printedStarMatches(const std::string &printed, const Node *amount) {
  if (!amount) return false;
  if (printed == "*") return true;
  // "N+*": a number, a plus sign, a star.
  if (printed.size() < 3 || printed.compare(printed.size() - 2, 2, "+*") != 0) return false;
  int n = 0;
  for (size_t i = 0; i + 2 < printed.size(); ++i) {
    if (printed[i] < '0' || printed[i] > '9' || i > 3) return false;
    n = n * 10 + (printed[i] - '0');
  }
  if (amount->kind != NodeKind::Sum) return false;
  for (const Node &side : amount->children)
    if (side.kind == NodeKind::Int && side.value == n) return true;
  return false;
}

} // namespace oraclec::ir
