// The game's objects by id (CR 109.1, 400.7): a flat table, see IdTable.h.
#pragma once
#include "runtime/Game/GameObject.h"
#include "runtime/IdTable.h"

namespace oraclec::rt {

using ObjectTable = IdTable<GameObject>;

} // namespace oraclec::rt
