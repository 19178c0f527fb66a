// Runs IR directly: the reference semantics the JIT is compared against, and
// the fallback when native code is not wanted. Calls the same runtime
// operations through the same table as native code (runtime/Abi.h).
#pragma once
#include "IR/IR.h"
#include "runtime/CardCode.h"

#include <memory>

namespace oraclec::ir {

class InterpretedCode final : public rt::CardCode {
public:
  explicit InterpretedCode(std::shared_ptr<const Module> module) : module_(std::move(module)) {}
  rt::Value call(rt::FnId fn, rt::ExecContext *ctx, rt::Value arg) const override;
  // Dispatches through opInfo(op).fn.
  bool opsTraced() const override { return true; }

private:
  std::shared_ptr<const Module> module_;
};

} // namespace oraclec::ir
