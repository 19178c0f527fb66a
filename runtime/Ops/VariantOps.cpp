// Operations of casual-variant cards (Ops.def, "casual variants" block).
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_Abandon(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "abandon"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->abandon(id);
  return 0;
}

} // extern "C"
