// "It has (gains) haste" with no duration (611.2a, 400.7): a layer 6 effect for
// as long as the permanent is this object. Dash and unearth (MoreKeywords.cpp)
// and suspend (AltCast.cpp) give it.
#pragma once
#include "runtime/Game/ContinuousEffect.h"
#include "runtime/Ids.h"

#include <string>

namespace oraclec::rt {

ContinuousEffect hasteWhileItIs(ObjId id, PlayerId controller, std::string description);

} // namespace oraclec::rt
