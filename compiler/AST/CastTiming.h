// The times of a turn a spell may be restricted to (CR 601.3): "Cast ~ only
// during combat before blockers are declared." One row per wording; the words
// are the payload of a `cast-timing` node (AST/NodeKinds.def), so the builder
// accepts exactly these, the renderer prints them and lowering reads the steps.
#pragma once

#include <cstdint>
#include <string_view>

namespace oraclec::ast {

// Whose turn it must be: anyone's, the caster's, or an opponent's (102.1).
enum class CastTurn { Any, Yours, Opponents };

struct CastTimingRow {
  std::string_view words; // normalised (lower case): "during combat after blockers are declared"
  uint32_t steps;         // bits of rt::TurnStep (runtime/Game/Turn.h: untap 0 ... cleanup 12)
  CastTurn turn;
};

namespace cast_steps {
// rt::TurnStep bits; Lower.cpp static_asserts that the numbering matches.
inline constexpr uint32_t bit(int step) {
  return uint32_t(1) << step;
}
inline constexpr uint32_t range(int from, int to) { // both included
  uint32_t out = 0;
  for (int s = from; s <= to; ++s)
    out |= bit(s);
  return out;
}
inline constexpr int kUntap = 0, kUpkeep = 1, kDraw = 2, kBeginCombat = 4, kDeclareAttackers = 5,
                     kDeclareBlockers = 6, kFirstStrikeDamage = 7, kEndCombat = 9, kMain2 = 10,
                     kEnd = 11, kCleanup = 12;
inline constexpr uint32_t kCombat = range(kBeginCombat, kEndCombat); // 506.1
inline constexpr uint32_t kWholeTurn = range(kUntap, kCleanup);
} // namespace cast_steps

inline constexpr CastTimingRow kCastTimings[] = {
    // 506.1: combat is its five steps
    {"during combat", cast_steps::kCombat, CastTurn::Any},
    {"during combat on an opponent's turn", cast_steps::kCombat, CastTurn::Opponents},
    // 508.1, 509.1: blockers are declared in the declare blockers step
    {"during combat before blockers are declared",
     cast_steps::range(cast_steps::kBeginCombat, cast_steps::kDeclareAttackers), CastTurn::Any},
    {"during combat after blockers are declared",
     cast_steps::range(cast_steps::kDeclareBlockers, cast_steps::kEndCombat), CastTurn::Any},
    {"during the declare attackers step", cast_steps::bit(cast_steps::kDeclareAttackers),
     CastTurn::Any},
    {"during the declare blockers step", cast_steps::bit(cast_steps::kDeclareBlockers),
     CastTurn::Any},
    {"during the declare attackers step on an opponent's turn",
     cast_steps::bit(cast_steps::kDeclareAttackers), CastTurn::Opponents},
    {"during the declare blockers step on an opponent's turn",
     cast_steps::bit(cast_steps::kDeclareBlockers), CastTurn::Opponents},
    {"during your turn", cast_steps::kWholeTurn, CastTurn::Yours},
    {"during an opponent's turn", cast_steps::kWholeTurn, CastTurn::Opponents},
    {"during your upkeep", cast_steps::bit(cast_steps::kUpkeep), CastTurn::Yours},
    {"during an opponent's upkeep", cast_steps::bit(cast_steps::kUpkeep), CastTurn::Opponents},
    {"during your end step", cast_steps::bit(cast_steps::kEnd), CastTurn::Yours},
    {"during an opponent's end step", cast_steps::bit(cast_steps::kEnd), CastTurn::Opponents},
    {"during an opponent's turn, before attackers are declared",
     cast_steps::range(cast_steps::kUntap, cast_steps::kBeginCombat), CastTurn::Opponents},
    {"during an opponent's turn before attackers are declared",
     cast_steps::range(cast_steps::kUntap, cast_steps::kBeginCombat), CastTurn::Opponents},
    {"during an opponent's turn after their upkeep step",
     cast_steps::range(cast_steps::kDraw, cast_steps::kCleanup), CastTurn::Opponents},
    {"before attackers are declared",
     cast_steps::range(cast_steps::kUntap, cast_steps::kBeginCombat), CastTurn::Any},
    // 510: the combat damage step (and a first-strike one, 510.4) comes after blockers
    {"before the combat damage step",
     cast_steps::range(cast_steps::kUntap, cast_steps::kDeclareBlockers), CastTurn::Any},
    {"after combat", cast_steps::range(cast_steps::kMain2, cast_steps::kCleanup),
     CastTurn::Any}, // 505.1a
};

inline const CastTimingRow *findCastTiming(std::string_view words) {
  for (const CastTimingRow &row : kCastTimings)
    if (row.words == words) return &row;
  return nullptr;
}

} // namespace oraclec::ast
