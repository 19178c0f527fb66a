// Turn structure (CR 500-514): phases and steps in order.
#pragma once
#include <optional>
#include <string_view>

namespace oraclec::rt {

enum class TurnStep {
  Untap, Upkeep, Draw, Main1, BeginCombat, DeclareAttackers, DeclareBlockers,
  FirstStrikeDamage, CombatDamage, EndCombat, Main2, End, Cleanup
};
inline constexpr int kTurnSteps = 13;

std::string_view turnStepName(TurnStep s); // "upkeep", "declare_attackers", ...
// Accepts the canonical names and common aliases ("combat", "main", "end_step"...).
std::optional<TurnStep> parseTurnStep(std::string_view s);

} // namespace oraclec::rt
