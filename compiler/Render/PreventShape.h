// The prevention shields (615) the Korean and Polish renderers have a sentence
// for: "prevent all (combat) damage that would be dealt [to X] this turn" and
// "prevent the next N damage that would be dealt to X this turn". One check,
// so that both languages refuse the same other shapes (a duration other than
// this turn, a source, "the next N combat damage", ...) as a named gap.
#pragma once
#include "AST/Ast.h"

#include <optional>

namespace oraclec::render {

struct PreventShape {
  bool all = false;              // (all-damage), else a number: Int or X
  bool combat = false;           // (combat-damage)
  const ast::Node *to = nullptr; // the recipient under (damage-to ...), or none
};

// The shape of a (prevent ...) node, or nullopt when no such sentence says it.
inline std::optional<PreventShape> preventShape(const ast::Node &e) {
  using K = ast::NodeKind;
  PreventShape s;
  s.all = e.children[0].kind == K::AllDamage;
  bool thisTurn = false;
  for (size_t i = 1; i < e.children.size(); ++i) {
    const ast::Node &c = e.children[i];
    if (c.kind == K::CombatDamage && !s.combat)
      s.combat = true;
    else if (c.kind == K::DamageTo && !s.to)
      s.to = &c.children[0];
    else if (c.kind == K::ThisTurn)
      thisTurn = true;
    else
      return std::nullopt;
  }
  bool amount = e.children[0].kind == K::Int || e.children[0].kind == K::XValue;
  // "the next N damage" is to one recipient and not combat only; "all damage"
  // needs combat or a recipient (all damage to everyone is not a template).
  if (!thisTurn || (!s.all && (!amount || s.combat)) || (s.all && !s.combat && !s.to))
    return std::nullopt;
  return s;
}

} // namespace oraclec::render
