#include "runtime/Abi.h"

namespace oraclec::rt {

namespace {
const OpInfo kOps[] = {
#define RT_OP(Name, IrName, Result, Args, Rule)                                                    \
  {IrName, #Result[0], Args, Rule, "oc_rt_" #Name, &oc_rt_##Name},
#include "runtime/Ops.def"
};
} // namespace

const OpInfo &opInfo(Op op) { return kOps[int(op)]; }
int opCount() { return int(sizeof(kOps) / sizeof(kOps[0])); }

} // namespace oraclec::rt
