#include "runtime/Game/Turn.h"

#include <string>

namespace oraclec::rt {

namespace {
constexpr std::string_view kNames[] = {"untap", "upkeep", "draw", "main1", "beginning_of_combat",
                                       "declare_attackers", "declare_blockers", "first_strike_damage",
                                       "combat_damage", "end_of_combat", "main2", "end", "cleanup"};
}

std::string_view turnStepName(TurnStep s) { return kNames[int(s)]; }

std::optional<TurnStep> parseTurnStep(std::string_view in) {
  std::string s(in);
  for (char &c : s)
    c = (c == ' ' || c == '-') ? '_' : char(std::tolower(static_cast<unsigned char>(c)));
  for (int i = 0; i < kTurnSteps; ++i)
    if (kNames[i] == s)
      return TurnStep(i);
  struct Alias { const char *name; TurnStep step; };
  static const Alias aliases[] = {
      {"untap_step", TurnStep::Untap}, {"upkeep_step", TurnStep::Upkeep}, {"draw_step", TurnStep::Draw},
      {"main", TurnStep::Main1}, {"precombat_main", TurnStep::Main1}, {"main_1", TurnStep::Main1},
      {"combat", TurnStep::BeginCombat}, {"begin_combat", TurnStep::BeginCombat},
      {"attackers", TurnStep::DeclareAttackers}, {"blockers", TurnStep::DeclareBlockers},
      {"damage", TurnStep::CombatDamage}, {"end_combat", TurnStep::EndCombat},
      {"postcombat_main", TurnStep::Main2}, {"main_2", TurnStep::Main2},
      {"end_step", TurnStep::End}, {"end_of_turn", TurnStep::End}, {"cleanup_step", TurnStep::Cleanup}};
  for (const Alias &a : aliases)
    if (s == a.name)
      return a.step;
  return std::nullopt;
}

} // namespace oraclec::rt
