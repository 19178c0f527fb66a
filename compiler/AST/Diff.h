// How two ASTs of the same card differ, for translators: the first difference,
// with where it is in the tree and which words of each text it came from.
#pragma once
#include "AST/Ast.h"

#include <optional>
#include <string>

namespace oraclec::ast {

struct Difference {
  std::string path; // "ability 2 > triggered > lose-life > power-of", or "" for a whole ability
  std::string role; // what the differing thing is to a translator: "target", "number", ... or ""
  std::string
      left; // the differing subtree of each side as an s-expression; "" when that side has none
  std::string right;
  // The words each side's difference came from (source ranges of the nearest
  // node on the path that has one); empty when the side has no such node.
  SourceRange leftRange, rightRange;
  // The one-line account: "ability 2: the amount differs: 3 (en) vs 2 (ja)".
  std::string text;
};

// nullopt when the trees are equal (ranges are not compared).
std::optional<Difference> findDifference(const CardAst &left, const CardAst &right,
                                         std::string_view leftName = "en",
                                         std::string_view rightName = "other");

// findDifference(...)->text, or empty when the trees are equal.
std::string describeDifference(const CardAst &left, const CardAst &right,
                               std::string_view leftName = "en",
                               std::string_view rightName = "other");

} // namespace oraclec::ast
