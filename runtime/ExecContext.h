// What every operation receives: the game, whose ability is running, its
// targets and event, and (while the layer system runs) the characteristics
// being computed. Compiled card code passes it through unchanged.
#pragma once
#include "runtime/CardDefinition.h"
// --- begin choices ---
#include "runtime/Game/EnterChoices.h"
// --- end choices ---
#include "runtime/IdTable.h"
#include "runtime/Ids.h"
#include "runtime/Value.h"

#include <map>
#include <vector>

namespace oraclec::rt {

class Game;
struct ProposedEvent;
struct Characteristics;
struct LayerTrace;
using LayerView = IdTable<Characteristics>; // every live object's characteristics, by id

struct ExecContext {
  Game *game = nullptr;
  ObjId source = kNoObject;             // the ability's source object (109.5)
  PlayerId controller = kNoPlayer;      // its controller
  const CardDefinition *card = nullptr; // whose functions F-typed arguments name
  std::vector<Value> targets;           // chosen targets; kNoRef where illegal on resolution
  Value eventObject = kNoRef;           // object of the triggering or replaced event
  // The object that left the battlefield in a leaves-the-battlefield trigger
  // (603.10a): its last known information, when `eventObject` is the new object
  // it became (400.7). "That creature's power" reads this one (608.2h).
  Value eventLastKnown = kNoRef;
  ProposedEvent *event = nullptr;       // the event being replaced (614.1)
  LayerView *layer = nullptr;           // non-null inside the layer system: reads and
                                        // Layer* writes go to this view
  bool readOnly = false;                // predicates and layer functions may not change the game
  int64_t x = 0;                        // the value of X (107.3a, 107.3k, 107.3m)
  std::vector<ObjId> sacrificed;        // sacrificed to pay its cost (608.2h: last known information)
  std::vector<ObjId> discarded; // effects8: discarded to pay its cost (608.2h: as in the hand)
  std::vector<ObjId> exiled; // effects8: exiled to pay its cost (608.2h: as before it was exiled)
  std::vector<std::pair<Value, int>> division; // dmg: its divided damage, announced (601.2d)
  LayerTrace *trace = nullptr; // the layer system's record of what the effect reads and writes
  uint64_t effectTimestamp = 0; // rules17: inside the layer system, the applying effect's (613.7a)
  // --- begin dmg2 ---
  int64_t eventAmount =
      0; // "that much": the amount of the triggering event (603.2; the damage dealt)
  // What the resolving ability's earlier effects did, for "this way" (608.2c):
  // the life its players lost, the objects it dealt damage to.
  int64_t lifeLostThisWay = 0;
  std::vector<ObjId> dealtDamageThisWay;
  // --- end dmg2 ---
  // --- begin choices ---
  // What the resolving spell or ability chose so far ("Choose a color. ...",
  // 608.2d): read by "the chosen color / that type / that player" of its later
  // effects, and kept by the continuous effects it creates (611.2c). Empty
  // outside a resolution: the readers then use what the source chose as it
  // entered (614.12).
  EnterChoices choices;
  // --- end choices ---
  std::vector<ObjId> exiledThisWay; // --- library --- "cards exiled this way" (608.2c)
};

} // namespace oraclec::rt
