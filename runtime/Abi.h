// The C ABI between compiled card code and the runtime, generated from
// Ops.def. Every operation has one shape,
//     Value oc_rt_<Name>(ExecContext *ctx, Value a0, Value a1, Value a2)
// (unused arguments are 0), so the JIT declares one function type and the IR
// interpreter dispatches through one table: both run exactly the same
// runtime code, which is what makes JIT-vs-interpreter comparisons honest.
#pragma once
#include "runtime/CardCode.h"
#include "runtime/Value.h"

namespace oraclec::rt {

enum class Op {
#define RT_OP(Name, IrName, Result, Args, Rule) Name,
#include "runtime/Ops.def"
};

using OpFn = Value (*)(ExecContext *, Value, Value, Value);

struct OpInfo {
  const char *irName;  // as printed in the IR
  char result;         // 'V', 'I', 'B' or 'R'
  const char *args;    // argument types, e.g. "RRI"
  const char *rule;    // the CR rule it performs
  const char *symbol;  // C symbol name, e.g. "oc_rt_DealDamage"
  OpFn fn;
};

const OpInfo &opInfo(Op op);
int opCount();

} // namespace oraclec::rt

extern "C" {
#define RT_OP(Name, IrName, Result, Args, Rule)                                                    \
  oraclec::rt::Value oc_rt_##Name(oraclec::rt::ExecContext *ctx, oraclec::rt::Value a0,            \
                                  oraclec::rt::Value a1, oraclec::rt::Value a2);
#include "runtime/Ops.def"
}
