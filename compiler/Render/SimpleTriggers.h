// Triggers on one object with no other part but "of a spell" (509.5a, 509.5c,
// 603.6c, 701.21, 115.9, 120.3): blocks, becomes blocked, leaves the
// battlefield, becomes tapped / untapped, is dealt damage, becomes the target,
// attacks or blocks, blocks or becomes blocked.
// The Korean and Polish renderers (and any other with one sentence per such
// trigger) name their template the same way, "trigger.<head>[.spell]", so the
// decision which of these triggers has a template is made once, here.
#pragma once
#include "AST/Ast.h"

#include <optional>
#include <string>

namespace oraclec::render {

// The template key of a one-object trigger, or nullopt when `tr` is not one
// (another trigger, or a part no template says, e.g. "... an opponent controls").
inline std::optional<std::string> simpleTriggerKey(const ast::Node &tr) {
  using K = ast::NodeKind;
  switch (tr.kind) {
  case K::BecomesBlocked:
  case K::Blocks:
  case K::LeavesBattlefield:
  case K::BecomesTapped:
  case K::BecomesUntapped:
  case K::IsDealtDamage:
  case K::BecomesTarget:
  case K::AttacksOrBlocks:
  case K::BlocksOrBecomesBlocked:
    break;
  default:
    return std::nullopt;
  }
  bool spellOnly = false;
  for (size_t i = 1; i < tr.children.size(); ++i) {
    if (tr.children[i].kind != K::SpellOnly) return std::nullopt;
    spellOnly = true;
  }
  return "trigger." + std::string(ast::headOf(tr.kind)) + (spellOnly ? ".spell" : "");
}

// "Whenever you gain life" / "Whenever you draw a card": the template key
// "trigger.<head>.you", or nullopt for another player (no template yet).
inline std::optional<std::string> youTriggerKey(const ast::Node &tr) {
  using K = ast::NodeKind;
  if ((tr.kind != K::GainsLifeTrigger && tr.kind != K::DrawsTrigger) || tr.children.size() != 1 ||
      tr.children[0].kind != K::You)
    return std::nullopt;
  return "trigger." + std::string(ast::headOf(tr.kind)) + ".you";
}

// "Whenever ~ enters the battlefield or attacks" (603.2): the template key
// "either-trigger.<first head>.<second head>" of an either-trigger of the card
// itself, or nullopt for another object (no template says that). A pair with no
// template in a language is a loud render failure there, never a partial text.
inline std::optional<std::string> eitherTriggerKey(const ast::Node &tr) {
  using K = ast::NodeKind;
  if (tr.kind != K::EitherTrigger) return std::nullopt;
  const ast::Node &first = tr[ast::role::EitherTrigger::first];
  const ast::Node &second = tr[ast::role::EitherTrigger::second];
  for (const ast::Node *e : {&first, &second})
    if (e->children.size() != 1 || e->children[0].kind != K::Self) return std::nullopt;
  return "either-trigger." + std::string(ast::headOf(first.kind)) + "." +
         std::string(ast::headOf(second.kind));
}

} // namespace oraclec::render
