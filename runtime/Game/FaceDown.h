// Face-down spells and permanents (CR 708): what such an object is while it is
// face down, whatever card it is.
#pragma once
#include "runtime/CardDefinition.h"
#include "runtime/Game/GameObject.h"

#include <memory>

namespace oraclec::rt {

// 708.2a, 702.37a: a 2/2 creature with no text, no name, no subtypes and no
// mana cost (so colourless, 105.2c). The layer system starts a face-down
// object's characteristics from it instead of its card's: these are its
// copiable values (708.2a), which copy effects then see (707.2). One immutable
// definition shared by every face-down object.
const std::shared_ptr<const CardDefinition> &faceDownDefinition();

// Face down in the sense of 708: a spell on the stack or a permanent. (Face-down
// cards in the command zone, schemes and planes, keep their own rules: 313, 901.)
inline bool isFaceDownObject(const GameObject &o) {
  return o.faceDown && (o.zone == Zone::Battlefield || o.zone == Zone::Stack);
}

} // namespace oraclec::rt
