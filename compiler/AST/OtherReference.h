// "another" and "other" in a spell or a multi-target ability (issue 14, the
// first class of silent mis-parses). In "another creature you control" on a
// permanent, "another" means not the source (109.5): the leaf `another`. After
// an earlier target or group in the same ability it means not those objects:
// "deals 2 damage to target creature and 2 damage to another target creature"
// (115.3, 601.2c: one creature can't be both targets), "1 damage to target
// creature and 1 damage to each other creature" (the target is not damaged
// twice), "Zombies get +2/+1 ... Other creatures get +1/+1" (the Zombies don't
// get both). Language-neutral: every front end's `another` leaf goes through
// it (called by canonicalize), so Japanese 他の follows English.
#pragma once
#include "AST/Ast.h"

namespace oraclec::ast {

// Rewrites `another` into (other-than X) where X is what the ability named
// before: in place, on a Spell, Activated, Triggered or Mode node.
void resolveOtherReferences(Node &ability);

// A filter that says "other"/"another" (either leaf).
bool saysOther(const Node &filter);

} // namespace oraclec::ast
