#include "CodeGen/LLVMEmitter.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/raw_ostream.h>

#include <fmt/format.h>

namespace oraclec::codegen {

namespace {
llvm::OptimizationLevel levelOf(int opt) {
  switch (opt) {
  case 0: return llvm::OptimizationLevel::O0;
  case 1: return llvm::OptimizationLevel::O1;
  case 2: return llvm::OptimizationLevel::O2;
  default: return llvm::OptimizationLevel::O3;
  }
}

void optimize(llvm::Module &module, int opt) {
  if (opt <= 0)
    return;
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb;
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  pb.buildPerModuleDefaultPipeline(levelOf(opt)).run(module, mam);
}
} // namespace

EmittedBatch emitBatch(llvm::LLVMContext &ctx, const std::vector<const ir::Module *> &modules,
                       const std::string &prefix, int optLevel) {
  EmittedBatch out;
  out.module = std::make_unique<llvm::Module>(prefix + "cards", ctx);
  out.functionNames.resize(modules.size());
  out.errors.resize(modules.size());
  llvm::Type *i64 = llvm::Type::getInt64Ty(ctx);
  llvm::Type *ptr = llvm::PointerType::getUnqual(ctx);
  llvm::FunctionType *fnType = llvm::FunctionType::get(i64, {ptr, i64}, false);
  llvm::FunctionType *opType = llvm::FunctionType::get(i64, {ptr, i64, i64, i64}, false);
  std::vector<llvm::FunctionCallee> ops;
  for (int i = 0; i < rt::opCount(); ++i)
    ops.push_back(out.module->getOrInsertFunction(rt::opInfo(rt::Op(i)).symbol, opType));

  llvm::IRBuilder<> b(ctx);
  for (size_t c = 0; c < modules.size(); ++c) {
    const ir::Module &m = *modules[c];
    std::vector<llvm::Function *> fns;
    for (const ir::Function &f : m.functions) {
      std::string name = fmt::format("{}c{}_f{}", prefix, c, f.id);
      llvm::Function *fn =
          llvm::Function::Create(fnType, llvm::Function::ExternalLinkage, name, *out.module);
      // No unwind tables: runtime operations do not throw (nothing may unwind
      // through card code), and every function's .eh_frame entry hangs off
      // one shared CIE, a block graph on which ORC's dependency tracking
      // (LLVM 19) is superlinear: it made linking ~4/5 of JIT time and of
      // loading a saved library (measured, docs/decisions.md).
      fn->addFnAttr(llvm::Attribute::NoUnwind);
      fns.push_back(fn);
      out.functionNames[c].push_back(name);
    }
    for (size_t fi = 0; fi < m.functions.size(); ++fi) {
      const ir::Function &f = m.functions[fi];
      llvm::Function *fn = fns[fi];
      llvm::Value *ctxArg = fn->getArg(0);
      llvm::Value *arg = fn->getArg(1);
      b.SetInsertPoint(llvm::BasicBlock::Create(ctx, "entry", fn));
      std::vector<llvm::Value *> regs(size_t(f.registers), nullptr);
      auto value = [&](const ir::Operand &o) -> llvm::Value * {
        switch (o.kind) {
        case ir::Operand::Reg: return regs[size_t(o.value)];
        case ir::Operand::Arg: return arg;
        default: return llvm::ConstantInt::get(i64, uint64_t(o.value), true);
        }
      };
      bool terminated = false;
      for (const ir::Instr &in : f.body) {
        llvm::Value *v = nullptr;
        switch (in.opcode) {
        case ir::Opcode::Call: {
          llvm::Value *a[4] = {ctxArg, b.getInt64(0), b.getInt64(0), b.getInt64(0)};
          for (size_t i = 0; i < in.operands.size() && i < 3; ++i)
            a[i + 1] = value(in.operands[i]);
          v = b.CreateCall(ops[size_t(in.op)], a);
          break;
        }
        case ir::Opcode::And: v = b.CreateAnd(b.CreateICmpNE(value(in.operands[0]), b.getInt64(0)), b.CreateICmpNE(value(in.operands[1]), b.getInt64(0))); v = b.CreateZExt(v, i64); break;
        case ir::Opcode::Or: v = b.CreateOr(b.CreateICmpNE(value(in.operands[0]), b.getInt64(0)), b.CreateICmpNE(value(in.operands[1]), b.getInt64(0))); v = b.CreateZExt(v, i64); break;
        case ir::Opcode::Not: v = b.CreateZExt(b.CreateICmpEQ(value(in.operands[0]), b.getInt64(0)), i64); break;
        case ir::Opcode::Le: v = b.CreateZExt(b.CreateICmpSLE(value(in.operands[0]), value(in.operands[1])), i64); break;
        case ir::Opcode::Eq: v = b.CreateZExt(b.CreateICmpEQ(value(in.operands[0]), value(in.operands[1])), i64); break;
        case ir::Opcode::Ret: b.CreateRet(value(in.operands[0])); terminated = true; break;
        }
        if (terminated)
          break;
        if (in.result >= 0)
          regs[size_t(in.result)] = v;
      }
      if (!terminated)
        b.CreateRet(b.getInt64(0));
      std::string err;
      llvm::raw_string_ostream os(err);
      if (llvm::verifyFunction(*fn, &os))
        out.errors[c] = fmt::format("LLVM verifier: {}", os.str());
    }
  }
  optimize(*out.module, optLevel);
  return out;
}

std::string printModule(const llvm::Module &module) {
  std::string s;
  llvm::raw_string_ostream os(s);
  module.print(os, nullptr);
  return os.str();
}

} // namespace oraclec::codegen
