// AST -> ability IR. Each AST ability becomes a runtime descriptor plus the
// functions it needs; an ability whose behaviour the runtime cannot perform
// yet is reported as not lowerable (never half-lowered).
#pragma once
#include "AST/Ast.h"
#include "IR/IR.h"

#include <string>
#include <vector>

namespace oraclec::ir {

// Printed characteristics, from the card database (not from rules text).
struct CardFace {
  std::string name;
  std::string manaCost;
  std::string typeLine;
  std::string power, toughness, loyalty; // as printed ("*" and "X" allowed)
  std::string colorIndicator = {}; // --- dfc --- colour letters of a colour indicator (204), "RG"
};

struct AbilityLowering {
  bool lowered = false;
  std::string reason; // why not, when !lowered
};

struct LowerResult {
  Module module;
  std::vector<AbilityLowering> abilities; // one per AST ability, same order
  std::string cardProblem; // a printed characteristic the runtime cannot model
};

LowerResult lowerCard(const CardFace &face, const ast::CardAst &card);

} // namespace oraclec::ir
