// A translator-readable account of how two ASTs differ ("ability 2: the
// amount differs: 3 (en) vs 2 (ja)").
#pragma once
#include "AST/Ast.h"

#include <string>

namespace oraclec::ast {

// Empty when the trees are equal.
std::string describeDifference(const CardAst &left, const CardAst &right,
                               std::string_view leftName = "en",
                               std::string_view rightName = "other");

} // namespace oraclec::ast
