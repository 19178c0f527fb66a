// Transforming double-faced cards (CR 712, 701.28): which face of an object is
// up. Game::transform turns one over (Transform.cpp); the layer system starts
// the object's characteristics from the face that is up (Layers.cpp).
#pragma once
#include "runtime/CardDefinition.h"
#include "runtime/Game/GameObject.h"

#include <memory>

namespace oraclec::rt {

// The definition whose characteristics the object has before any effect
// applies: its back face while it is a transformed permanent (712.4d), else its
// card (712.4a, 712.4c). Only the battlefield keeps a transformed face: an
// object that changes zones is a new object, front face up (712.10, 400.7).
inline const std::shared_ptr<const CardDefinition> &upFace(const GameObject &o) {
  if (o.transformed && o.def && o.def->backFace && o.zone == Zone::Battlefield)
    return o.def->backFace;
  return o.def;
}

// The printed characteristics of the face that is up, with 712.4d's mana value:
// a back face has no mana cost, but its mana value is its front face's.
Characteristics upFaceCharacteristics(const GameObject &o, PlayerId controller);

} // namespace oraclec::rt
