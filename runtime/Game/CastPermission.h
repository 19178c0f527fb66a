// Permission to cast one card as part of a resolving ability (608.2g): the
// madness trigger (702.35a), suspend's last time counter (702.62a) and rebound's
// upkeep trigger (702.88a) let a card be cast from exile, ignoring the timing
// of its card type, for an alternative cost or without paying its mana cost
// (118.9). Game::cast reads it only for that card.
#pragma once
#include "runtime/Ids.h"

namespace oraclec::rt {

struct CastPermission {
  ObjId card = kNoObject; // the card it lets be cast; kNoObject: none
  int via = -1;           // the Keyword that allows it (madness, suspend, rebound)
  bool free = false; // "without paying its mana cost" (118.9, 601.2f: additional costs still apply)
};

} // namespace oraclec::rt
