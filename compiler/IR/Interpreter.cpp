#include "IR/Interpreter.h"

#include <vector>

namespace oraclec::ir {

rt::Value InterpretedCode::call(rt::FnId fn, rt::ExecContext *ctx, rt::Value arg) const {
  if (fn < 0 || size_t(fn) >= module_->functions.size())
    return 0;
  const Function &f = module_->functions[size_t(fn)];
  // Small functions: registers on the stack for the common case.
  rt::Value small[32];
  std::vector<rt::Value> big;
  rt::Value *regs = small;
  if (f.registers > 32) {
    big.resize(size_t(f.registers));
    regs = big.data();
  }
  auto value = [&](const Operand &o) -> rt::Value {
    switch (o.kind) {
    case Operand::Reg: return regs[o.value];
    case Operand::Arg: return arg;
    default: return o.value; // immediates and function ids
    }
  };
  for (const Instr &in : f.body) {
    rt::Value v = 0;
    switch (in.opcode) {
    case Opcode::Call: {
      rt::Value a[3] = {0, 0, 0};
      for (size_t i = 0; i < in.operands.size() && i < 3; ++i)
        a[i] = value(in.operands[i]);
      v = rt::opInfo(in.op).fn(ctx, a[0], a[1], a[2]);
      break;
    }
    case Opcode::And: v = value(in.operands[0]) != 0 && value(in.operands[1]) != 0; break;
    case Opcode::Or: v = value(in.operands[0]) != 0 || value(in.operands[1]) != 0; break;
    case Opcode::Not: v = value(in.operands[0]) == 0; break;
    case Opcode::Eq: v = value(in.operands[0]) == value(in.operands[1]); break;
    case Opcode::Le: v = value(in.operands[0]) <= value(in.operands[1]); break;
    case Opcode::Ret: return value(in.operands[0]);
    }
    if (in.result >= 0)
      regs[in.result] = v;
  }
  return 0;
}

} // namespace oraclec::ir
