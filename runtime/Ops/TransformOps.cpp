// Transform (CR 701.28): the operation behind "transform ~" (Game::transform).
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_Transform(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "transform")) return 0;
  for (ObjId id : objectsIn(ctx, r)) // 701.28f is checked against the running ability's card
    ctx->game->transform(id, id == ctx->source ? ctx->card : nullptr);
  return 0;
}

} // extern "C"
