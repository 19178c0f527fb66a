// ability IR -> LLVM IR (one llvm::Module for a batch of cards).
#pragma once
#include "IR/IR.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <memory>
#include <string>
#include <vector>

namespace oraclec::codegen {

struct EmittedBatch {
  std::unique_ptr<llvm::Module> module;
  std::vector<std::vector<std::string>> functionNames; // per card, by FnId
  std::vector<std::string> errors;                     // per card, empty if fine
};

// inlineOps: emit the operations runtime/InlineLayout.h describes as loads
// and stores (with the call as fallback) instead of calls.
EmittedBatch emitBatch(llvm::LLVMContext &context, const std::vector<const ir::Module *> &modules,
                       const std::string &prefix, int optLevel, bool inlineOps = true);
std::string printModule(const llvm::Module &module);

} // namespace oraclec::codegen
