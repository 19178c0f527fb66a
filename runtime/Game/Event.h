// Events that replacement and prevention effects can modify (CR 614.1): they
// are proposed, modified, then performed. Each carries its lineage: the
// replacement effects already applied to it (CR 614.5, 616.1).
#pragma once
#include "runtime/CardDefinition.h"
#include "runtime/Game/EnterChoices.h"
#include "runtime/Ids.h"
#include "runtime/Value.h"

#include <string>
#include <utility>
#include <vector>

namespace oraclec::rt {

struct ProposedEvent {
  ReplacedEvent kind = ReplacedEvent::ZoneChange;
  ObjId object = kNoObject;     // moving object; damaged object
  PlayerId player = kNoPlayer;  // damaged player; drawing player
  Zone from = Zone::Library, to = Zone::Graveyard;
  ObjId source = kNoObject;     // damage source
  int amount = 0;               // damage, cards drawn, tokens created (rules15)
  bool combat = false;
  bool cancelled = false;
  bool entersTapped = false;    // zone change to the battlefield: "enters tapped" (614.1c)
  EnterChoices chosen;          // aschoose: "as ~ enters, choose ..." (614.12): given to the new object
  std::vector<std::pair<CounterKind, int>> entersWithCounters; // "enters with N counters" (614.1c, 122.6)
  Value attachTo = 0;           // an Aura resolving: what it enters attached to (303.4f)       // replaced by nothing (e.g. all damage prevented)
  std::vector<std::string> applied; // lineage: keys of replacement effects applied
};

} // namespace oraclec::rt
