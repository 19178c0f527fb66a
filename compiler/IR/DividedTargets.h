// Divided damage (601.2d): the target phrase that "~ deals N damage divided as
// you choose among ..." names is marked on its TargetSpec, so the runtime
// makes the division part of choosing the targets (at least one target, each
// given at least 1, the parts adding up to N).
#pragma once
#include "AST/Ast.h"
#include "runtime/CardDefinition.h"

#include <vector>

namespace oraclec::ir {

// Marks the targets of `ability`'s divided-damage effects in `specs` (the
// specs of its Targets, in order): the damage to divide, or -1 for X.
inline void markDividedTargets(const ast::Node &ability, std::vector<rt::TargetSpec> &specs) {
  for (const ast::Node &c : ability.children) {
    if (c.kind == ast::NodeKind::DealDamageDivided) {
      const ast::Node &amount = c.children[1], &to = c.children[2];
      if (to.kind == ast::NodeKind::TargetRef && size_t(to.value) < specs.size())
        specs[size_t(to.value)].divided =
            amount.kind == ast::NodeKind::Int ? int(amount.value) : -1;
      continue;
    }
    // "If this spell was kicked, ...", "you may ...": the effect inside
    if (c.kind != ast::NodeKind::Targets && c.kind != ast::NodeKind::Modal)
      markDividedTargets(c, specs);
  }
}

} // namespace oraclec::ir
