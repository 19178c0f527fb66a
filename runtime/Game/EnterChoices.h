// What a permanent's controller chose as it entered the battlefield ("As ~
// enters the battlefield, choose a color", CR 614.12): part of how it enters,
// so it is made on the proposed zone change and kept by the new object (a new
// object after every zone change, 400.7, chooses again or has no choice).
#pragma once
#include <memory>
#include <string>

// --- begin copy ---
#include "runtime/Characteristics.h"
// --- end copy ---

namespace oraclec::rt {

struct EnterChoices {
  int color = -1;        // 0-4: W U B R G (105.1); -1 none
  int creatureType = -1; // an index of vocab::kSubtypes (205.3m); -1 none
  int player = -1;       // a PlayerId ("choose an opponent", "choose a player"); -1 none
  // --- begin copy ---
  // It enters as a copy (707.5, 614.1c): the copiable values it has, fixed as it
  // enters (707.2b), applied in layer 1a for as long as it is this object. A token
  // "that's a copy" (111.2) carries them from its creation the same way.
  std::shared_ptr<const Characteristics> copyOf;
  // --- end copy ---
  bool any() const { return color >= 0 || creatureType >= 0 || player >= 0 || copyOf /* copy */; }
};

class Game;
// "red", "Goblin", "bob": for the log (runtime/Ops/ChoiceOps.cpp).
std::string describeChoices(const Game &g, const EnterChoices &c);

} // namespace oraclec::rt
