#include "runtime/Abi.h"
#include "runtime/ExecContext.h"
#include "runtime/LayerTrace.h"

namespace oraclec::rt {

namespace {
// What both backends call: the operation, noting first what it reads and
// writes when the layer system traces the effect being applied (LayerTrace.h).
template <OpFn F, Op O> Value traced(ExecContext *ctx, Value a0, Value a1, Value a2) {
  if (ctx->trace) [[unlikely]] {
    ctx->trace->reads |= opReads(O);
    ctx->trace->writes |= opWrites(O);
    if constexpr (opReadsSource(O)) ctx->trace->source = true;
  }
  return F(ctx, a0, a1, a2);
}

const OpInfo kOps[] = {
#define RT_OP(Name, IrName, Result, Args, Rule)                                                    \
  {IrName, #Result[0], Args, Rule, "oc_rt_" #Name, &traced<&oc_rt_##Name, Op::Name>},
#include "runtime/Ops.def"
};
} // namespace

const OpInfo &opInfo(Op op) { return kOps[int(op)]; }
int opCount() { return int(sizeof(kOps) / sizeof(kOps[0])); }

} // namespace oraclec::rt
