// Transforming double-faced cards (CR 712): the two faces, compiled each on
// its own (each its own module and code), joined into the one card the runtime
// plays: the front face's definition holding the back face's (712.4).
#pragma once
#include "runtime/CardDefinition.h"

#include <memory>
#include <string>

namespace oraclec::driver {

// The front face with `back` as its back face (CardDefinition::backFace).
std::shared_ptr<const rt::CardDefinition>
withBackFace(const std::shared_ptr<const rt::CardDefinition> &front,
             std::shared_ptr<const rt::CardDefinition> back);

// Why a card of this database layout is not played, or "" when it is (normal
// cards, transforming double-faced cards, and split cards as before): flip
// (710), meld (713) and modal double-faced cards (712.4e) have a state or a
// choice of face the runtime does not model; the report ranks the reason as
// the card's gap ("card: ...").
std::string layoutProblem(const std::string &layout);

} // namespace oraclec::driver
