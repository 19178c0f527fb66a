// Keyword abilities defined as abilities the compiler already knows (CR 702.1:
// "[keyword] means ..."): soulshift, fabricate, afterlife, outlast, mentor, modular.
// The card's AST keeps the keyword node (what is rendered and cross-checked);
// IR lowering compiles the keyword's definition in its place, so the runtime
// needs nothing new for these keywords.
#pragma once
#include "AST/Ast.h"

#include <vector>

namespace oraclec::ast {

// The abilities a (keyword ...) node stands for, in the canonical AST form the
// front ends produce for the same sentences; empty if the keyword is not one
// of these (the runtime performs it, or nothing does yet).
std::vector<Node> expandKeyword(const Node &keywordAbility);

} // namespace oraclec::ast
