// A printed power or toughness with a star ("*", "1+*") is defined by a
// characteristic-defining ability of the card (CR 604.3, 208.2a): which
// ability's amount defines it, and whether the printed form agrees with it.
#pragma once
#include "AST/Ast.h"
#include "IR/Lower.h"

#include <string>
#include <vector>

namespace oraclec::ir {

// The amount defining the power (or the toughness) among the abilities that
// lowered: "~'s power and toughness are each equal to ..." (defined-pt),
// "~'s toughness is equal to ..." (defined-toughness); nullptr if none.
const ast::Node *definedAmount(const ast::CardAst &card,
                               const std::vector<AbilityLowering> &lowered, bool toughness);

// "*" needs a defining amount; "N+*" an amount that is N plus something
// ("1 plus the number of ...", "that number plus 1"); anything else is no star.
bool printedStarMatches(const std::string &printed, const ast::Node *amount);

} // namespace oraclec::ir
