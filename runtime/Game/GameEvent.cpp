#include "runtime/Game/GameEvent.h"

namespace oraclec::rt {

std::string_view gameEventName(GameEventKind kind) {
  static constexpr std::string_view kNames[] = {
#define GAME_EVENT(Name, Spelling, Rule) Spelling,
#include "runtime/Game/GameEvents.def"
  };
  static_assert(std::size(kNames) == size_t(kGameEventKindCount));
  return kNames[int(kind)];
}

} // namespace oraclec::rt
