// Keyword abilities defined as abilities the compiler already knows (CR 702.1:
// "[keyword] means ..."): soulshift, fabricate, afterlife, outlast, mentor, modular.
// The card's AST keeps the keyword node (what is rendered and cross-checked);
// IR lowering compiles the keyword's definition in its place, so the runtime
// needs nothing new for these keywords.
#pragma once
#include "AST/Ast.h"

#include <optional>
#include <string>
#include <vector>

namespace oraclec::ast {

// The abilities a (keyword ...) node stands for, in the canonical AST form the
// front ends produce for the same sentences; empty if the keyword is not one
// of these (the runtime performs it, or nothing does yet).
std::vector<Node> expandKeyword(const Node &keywordAbility);

// --- begin keywords7 ---
// Awaken N (702.113a): "put N +1/+1 counters on target land you control and it becomes a
// 0/0 Elemental creature with haste. It's still a land." as a (spell ...) of its own, the
// part of the spell that happens only if its awaken cost was paid (the runtime adds its
// target after the spell's own, 702.113b).
Node awakenSpell(int64_t n);
// Overload (702.96a, 612): the spell ability with every "target" replaced by "each": each
// (target <filter>) becomes (all <filter>) where it was referred to, and the spell has no
// targets (702.96b). Empty, with the reason in `why`, when a target is not one plain
// description of permanents (a player, "any target", "up to", a spell on the stack).
std::optional<Node> overloadedSpell(const Node &spell, std::string &why);
// --- end keywords7 ---

} // namespace oraclec::ast
