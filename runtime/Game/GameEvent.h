// A record of something that happened in a game (runtime/Game/GameEvents.def),
// given to Game::observe as it happens. Unlike the trace lines of Game::log,
// these are data: an engine embedding the runtime reads kinds and ids, not
// English. Proposed events that replacement effects may still modify are
// ProposedEvent (Event.h); a GameEvent is what was finally performed.
#pragma once
#include "runtime/CardDefinition.h"
#include "runtime/Game/Turn.h"
#include "runtime/Ids.h"
#include "runtime/Value.h"

#include <string_view>

namespace oraclec::rt {

enum class GameEventKind {
#define GAME_EVENT(Name, Spelling, Rule) Name,
#include "runtime/Game/GameEvents.def"
};

inline constexpr int kGameEventKindCount = 0
#define GAME_EVENT(Name, Spelling, Rule) +1
#include "runtime/Game/GameEvents.def"
    ;

// "zone-change", "damage", ...: stable names for machines.
std::string_view gameEventName(GameEventKind kind);

struct GameEvent {
  GameEventKind kind = GameEventKind::ZoneChange;
  ObjId object = kNoObject; // see GameEvents.def for what each kind puts here
  Value other = kNoRef;     // an object or player reference (makeRef), or kNoRef
  PlayerId player = kNoPlayer;
  int amount = 0;
  Zone from = Zone::Library, to = Zone::Library;
  CounterKind counter{};
  TurnStep step = TurnStep::Untap;
  bool combat = false;
};

} // namespace oraclec::rt
