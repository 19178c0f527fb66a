// "this way" (608.2c): effects that remember what they did for the effects
// after them in the same resolving ability, and the ops that read it
// (branch dmg2). The record is in the ExecContext, so it lasts exactly as long
// as the resolution and both engines see the same one.
#pragma once
#include "runtime/ExecContext.h"
#include "runtime/Value.h"

namespace oraclec::rt::ops {

// Deals the damage and records which objects were really dealt damage (not
// prevented, not an illegal recipient).
void recordDamageThisWay(ExecContext *ctx, ObjId source, Value recipients, int amount);
// Each player of `players` loses n life; the life they really lost is added up.
Value recordLifeLossThisWay(ExecContext *ctx, Value players, Value n);

} // namespace oraclec::rt::ops
