// Canonical s-expression and JSON forms of the AST. The s-expression is the
// contract of `oraclec parse`: byte-identical for equivalent wordings.
#pragma once
#include "AST/Ast.h"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace oraclec::ast {

std::string toSExpr(const Node &node);
std::string toSExpr(const CardAst &card); // one ability per line, trailing '\n'
nlohmann::json toJson(const Node &node);
nlohmann::json toJson(const CardAst &card);

} // namespace oraclec::ast
