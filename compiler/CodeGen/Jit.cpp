#include "CodeGen/Jit.h"

#include "CodeGen/LLVMEmitter.h"

#include <llvm/ExecutionEngine/Orc/Core.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/TargetSelect.h>

#include <fmt/format.h>
#include <mutex>

namespace oraclec::codegen {

using NativeFn = rt::Value (*)(rt::ExecContext *, rt::Value);

struct JitEngine::Impl {
  std::unique_ptr<llvm::orc::LLJIT> jit;
  JitOptions options;
  int batches = 0;
  std::mutex mutex; // LLJIT is thread-safe, but batch numbering is ours
};

namespace {
// LLVM's target registry is process-global; initialise it once (the one
// place oraclec touches global state, because LLVM requires it).
void initializeLLVMOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
}

class NativeCode final : public rt::CardCode {
public:
  NativeCode(std::shared_ptr<const JitEngine> engine, std::vector<NativeFn> fns)
      : engine_(std::move(engine)), fns_(std::move(fns)) {}
  rt::Value call(rt::FnId fn, rt::ExecContext *ctx, rt::Value arg) const override {
    if (fn < 0 || size_t(fn) >= fns_.size())
      return 0;
    return fns_[size_t(fn)](ctx, arg);
  }

private:
  std::shared_ptr<const JitEngine> engine_; // keeps the code mapped
  std::vector<NativeFn> fns_;
};
} // namespace

JitEngine::~JitEngine() = default;

std::shared_ptr<JitEngine> JitEngine::create(const JitOptions &options, std::string &error) {
  initializeLLVMOnce();
  // Machine-code generation follows the IR optimisation level: at -O0 fast
  // instruction selection, which is what bulk builds of tiny functions want.
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) {
    error = llvm::toString(jtmb.takeError());
    return nullptr;
  }
  jtmb->setCodeGenOptLevel(options.optLevel <= 0   ? llvm::CodeGenOptLevel::None
                           : options.optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                                   : llvm::CodeGenOptLevel::Default);
  auto jit = llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(std::move(*jtmb)).create();
  if (!jit) {
    error = llvm::toString(jit.takeError());
    return nullptr;
  }
  // The runtime's operations, by their C names.
  llvm::orc::SymbolMap symbols;
  for (int i = 0; i < rt::opCount(); ++i) {
    const rt::OpInfo &op = rt::opInfo(rt::Op(i));
    symbols[(*jit)->mangleAndIntern(op.symbol)] = {
        llvm::orc::ExecutorAddr::fromPtr(op.fn),
        llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable};
  }
  if (auto err = (*jit)->getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(symbols)))) {
    error = llvm::toString(std::move(err));
    return nullptr;
  }
  std::shared_ptr<JitEngine> engine(new JitEngine());
  engine->impl_ = std::make_unique<Impl>();
  engine->impl_->jit = std::move(*jit);
  engine->impl_->options = options;
  return engine;
}

std::vector<std::shared_ptr<const rt::CardCode>>
JitEngine::compile(const std::vector<const ir::Module *> &modules, std::vector<std::string> &errors) {
  std::vector<std::shared_ptr<const rt::CardCode>> out(modules.size());
  errors.assign(modules.size(), {});
  int batch;
  {
    std::lock_guard lock(impl_->mutex);
    batch = impl_->batches++;
  }
  auto context = std::make_unique<llvm::LLVMContext>();
  std::string prefix = fmt::format("b{}_", batch);
  EmittedBatch emitted = emitBatch(*context, modules, prefix, impl_->options.optLevel);
  for (size_t i = 0; i < modules.size(); ++i)
    if (!emitted.errors[i].empty())
      errors[i] = emitted.errors[i];
  if (auto err = impl_->jit->addIRModule(
          llvm::orc::ThreadSafeModule(std::move(emitted.module), std::move(context)))) {
    std::string why = llvm::toString(std::move(err));
    for (auto &e : errors)
      e = why;
    return out;
  }
  // One lookup for the whole batch: a session lookup per symbol costs more
  // than compiling the symbol (measured on the corpus).
  auto &es = impl_->jit->getExecutionSession();
  llvm::orc::SymbolLookupSet wanted;
  for (size_t i = 0; i < modules.size(); ++i)
    if (errors[i].empty())
      for (const std::string &name : emitted.functionNames[i])
        wanted.add(impl_->jit->mangleAndIntern(name));
  auto found = es.lookup(llvm::orc::makeJITDylibSearchOrder(&impl_->jit->getMainJITDylib()), std::move(wanted));
  if (!found) {
    std::string why = llvm::toString(found.takeError());
    for (auto &e : errors)
      if (e.empty())
        e = why;
    return out;
  }
  auto self = shared_from_this();
  for (size_t i = 0; i < modules.size(); ++i) {
    if (!errors[i].empty())
      continue;
    std::vector<NativeFn> fns;
    for (const std::string &name : emitted.functionNames[i]) {
      auto it = found->find(impl_->jit->mangleAndIntern(name));
      if (it == found->end()) {
        errors[i] = "symbol " + name + " was not compiled";
        break;
      }
      fns.push_back(it->second.getAddress().toPtr<NativeFn>());
    }
    if (errors[i].empty())
      out[i] = std::make_shared<NativeCode>(self, std::move(fns));
  }
  return out;
}

std::string JitEngine::emitLLVM(const std::vector<const ir::Module *> &modules, int optLevel) {
  initializeLLVMOnce();
  llvm::LLVMContext context;
  EmittedBatch emitted = emitBatch(context, modules, "", optLevel);
  return printModule(*emitted.module);
}

} // namespace oraclec::codegen
