// Canonical form: one AST for every wording. English declares targets where it
// uses them ("deals 3 damage to any target"), Japanese declares them first
// ("１つを対象とする。"); canonicalisation hoists every inline (target ...) into
// the ability's (targets ...) list in order of first use and leaves
// (target-ref i) behind, so both wordings give the same tree.
#pragma once
#include "AST/Ast.h"

namespace oraclec::ast {

Node canonicalize(Node ability);

// The ability without the payloads that only record how one language worded
// it for its renderer ("you may have it deal" vs "you may deal", "~ was kicked"
// vs "this spell was kicked", "that's still a land" vs "It's still a land"):
// two languages saying the same thing compare equal (the cross-check).
Node withoutWording(Node ability);

} // namespace oraclec::ast
