#include "CodeGen/Jit.h"

#include "CodeGen/LLVMEmitter.h"

#include <llvm/ADT/StringExtras.h>
#include <llvm/ExecutionEngine/ObjectCache.h>
#include <llvm/ExecutionEngine/Orc/CompileUtils.h>
#include <llvm/ExecutionEngine/Orc/Core.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <optional>

// Disables UBSan's indirect-call type check (-fsanitize=function, clang) for
// one function; other compilers have no such check.
#if defined(__clang__)
#define OC_NO_SANITIZE_FUNCTION __attribute__((no_sanitize("function")))
#else
#define OC_NO_SANITIZE_FUNCTION
#endif

namespace oraclec::codegen {

using NativeFn = rt::Value (*)(rt::ExecContext *, rt::Value);

namespace {
// Keeps a copy of every object file the JIT compiles, by module identifier
// (each batch module has a unique one). llvm::ObjectCache is the hook LLVM's
// IR compiler offers for exactly this; it is told the Module, so no guessing
// which object belongs to which batch.
class ObjectCapture final : public llvm::ObjectCache {
public:
  void notifyObjectCompiled(const llvm::Module *module, llvm::MemoryBufferRef object) override {
    std::lock_guard lock(mutex_);
    objects_[module->getModuleIdentifier()] = object.getBuffer().str();
  }
  std::unique_ptr<llvm::MemoryBuffer> getObject(const llvm::Module *) override { return nullptr; }
  std::optional<std::string> take(const std::string &moduleId) {
    std::lock_guard lock(mutex_);
    auto it = objects_.find(moduleId);
    if (it == objects_.end())
      return std::nullopt;
    std::string object = std::move(it->second);
    objects_.erase(it);
    return object;
  }

private:
  std::mutex mutex_;
  std::map<std::string, std::string> objects_;
};
} // namespace

struct JitEngine::Impl {
  std::unique_ptr<ObjectCapture> capture; // declared first: outlives the JIT using it
  std::unique_ptr<llvm::orc::LLJIT> jit;
  JitOptions options;
  TargetInfo target;
  int batches = 0;
  int libraries = 0;
  std::mutex mutex; // LLJIT is thread-safe, but batch and library numbering is ours
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
  // JIT-compiled functions carry no -fsanitize=function prologue (the type
  // signature clang puts before each function it compiles). Under UBSan the
  // check reads the 8 bytes before the callee: when LLVM places a card
  // function at the start of a page, that read faults. Card functions are
  // generated with the one NativeFn type, so the check has nothing to find.
  OC_NO_SANITIZE_FUNCTION
  rt::Value call(rt::FnId fn, rt::ExecContext *ctx, rt::Value arg) const override {
    if (fn < 0 || size_t(fn) >= fns_.size())
      return 0;
    return fns_[size_t(fn)](ctx, arg);
  }
  // Calls the symbols the JIT maps to opInfo(op).fn.
  bool opsTraced() const override { return true; }

private:
  std::shared_ptr<const JitEngine> engine_; // keeps the code mapped
  std::vector<NativeFn> fns_;
};

// Moves the batch's object file into `saved`, with the function names of the
// cards that got code. False (and every card in error) if functions were
// compiled but their object was not captured.
bool takeObject(ObjectCapture *capture, const std::string &moduleId,
                const std::vector<std::vector<std::string>> &functionNames,
                std::vector<std::string> &errors, ObjectCode &saved) {
  saved = {};
  bool anyFunction = false;
  for (size_t i = 0; i < functionNames.size(); ++i)
    anyFunction |= errors[i].empty() && !functionNames[i].empty();
  std::optional<std::string> object = capture ? capture->take(moduleId) : std::nullopt;
  if (anyFunction && !object) {
    for (auto &e : errors)
      if (e.empty())
        e = capture ? "the JIT did not report the object file of " + moduleId
                    : "object files are kept only by a JIT created with keepObjects";
    return false;
  }
  if (object)
    saved.object = std::move(*object);
  saved.functionNames.resize(functionNames.size());
  for (size_t i = 0; i < functionNames.size(); ++i)
    if (errors[i].empty())
      saved.functionNames[i] = functionNames[i];
  return true;
}
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
  if (options.cpu == TargetCpu::Generic) {
    // The baseline of the architecture, with no feature of this host.
    jtmb->setCPU(jtmb->getTargetTriple().getArch() == llvm::Triple::x86_64 ? "x86-64" : "generic");
    jtmb->getFeatures() = llvm::SubtargetFeatures();
  }
  TargetInfo target{jtmb->getTargetTriple().str(), jtmb->getCPU(), jtmb->getFeatures().getString()};
  llvm::orc::LLJITBuilder builder;
  std::unique_ptr<ObjectCapture> capture;
  if (options.keepObjects) capture = std::make_unique<ObjectCapture>();
  // A compiler that creates a TargetMachine per module, so that batches can be
  // compiled from several threads at once (`compile` is called concurrently by
  // `oraclec build -jN`). LLJIT's default without compile threads shares one
  // TargetMachine, which is not thread-safe. A TargetMachine per batch of
  // hundreds of cards costs nothing measurable. With keepObjects it also
  // hands every object file to the capturing cache.
  builder.setCompileFunctionCreator(
      [cache = capture.get()](llvm::orc::JITTargetMachineBuilder jtmb)
          -> llvm::Expected<std::unique_ptr<llvm::orc::IRCompileLayer::IRCompiler>> {
        return std::make_unique<llvm::orc::ConcurrentIRCompiler>(std::move(jtmb), cache);
      });
  auto jit = builder.setJITTargetMachineBuilder(std::move(*jtmb)).create();
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
  engine->impl_->capture = std::move(capture);
  engine->impl_->jit = std::move(*jit);
  engine->impl_->options = options;
  engine->impl_->target = std::move(target);
  return engine;
}

std::vector<std::shared_ptr<const rt::CardCode>>
JitEngine::compile(const std::vector<const ir::Module *> &modules, std::vector<std::string> &errors,
                   ObjectCode *saved) {
  std::vector<std::shared_ptr<const rt::CardCode>> out(modules.size());
  errors.assign(modules.size(), {});
  int batch;
  {
    std::lock_guard lock(impl_->mutex);
    batch = impl_->batches++;
  }
  auto context = std::make_unique<llvm::LLVMContext>();
  std::string prefix = fmt::format("b{}_", batch);
  EmittedBatch emitted =
      emitBatch(*context, modules, prefix, impl_->options.optLevel, impl_->options.inlineOps);
  for (size_t i = 0; i < modules.size(); ++i)
    if (!emitted.errors[i].empty())
      errors[i] = emitted.errors[i];
  const std::string moduleId = emitted.module->getModuleIdentifier();
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
  if (saved && !takeObject(impl_->capture.get(), moduleId, emitted.functionNames, errors, *saved))
    return out;
  if (!saved && impl_->capture) // nobody wants this batch's object: do not keep it
    impl_->capture->take(moduleId);
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

std::vector<std::vector<std::shared_ptr<const rt::CardCode>>>
JitEngine::load(const std::vector<std::string_view> &objects,
                const std::vector<std::vector<std::vector<std::string>>> &functionNames,
                std::string &error) {
  if (objects.size() != functionNames.size()) {
    error = "internal: objects and function names differ in number";
    return {};
  }
  int library;
  {
    std::lock_guard lock(impl_->mutex);
    library = impl_->libraries++;
  }
  // A JITDylib per load: the symbols of two libraries (or of a library and
  // code this engine compiles) never clash. It sees the runtime operations
  // through the main JITDylib.
  llvm::orc::LLJIT &jit = *impl_->jit;
  auto jd = jit.createJITDylib(fmt::format("library{}", library));
  if (!jd) {
    error = llvm::toString(jd.takeError());
    return {};
  }
  jd->addToLinkOrder(jit.getMainJITDylib());
  for (size_t o = 0; o < objects.size(); ++o) {
    if (objects[o].empty())
      continue;
    // A copy: LLVM wants an owned, suitably aligned buffer; the copy is
    // negligible next to linking.
    auto buffer = llvm::MemoryBuffer::getMemBufferCopy(
        llvm::StringRef(objects[o].data(), objects[o].size()), fmt::format("object {}", o));
    if (auto err = jit.addObjectFile(*jd, std::move(buffer))) {
      error = fmt::format("object {}: {}", o, llvm::toString(std::move(err)));
      return {};
    }
  }
  auto &es = jit.getExecutionSession();
  auto self = shared_from_this();
  std::vector<std::vector<std::shared_ptr<const rt::CardCode>>> out(objects.size());
  for (size_t o = 0; o < objects.size(); ++o) {
    llvm::orc::SymbolLookupSet wanted;
    for (const auto &card : functionNames[o])
      for (const std::string &name : card)
        wanted.add(jit.mangleAndIntern(name));
    llvm::orc::SymbolMap found;
    if (!wanted.empty()) { // one lookup per object, as in compile()
      auto result = es.lookup(llvm::orc::makeJITDylibSearchOrder(&*jd), std::move(wanted));
      if (!result) {
        error = fmt::format("object {}: {}", o, llvm::toString(result.takeError()));
        return {};
      }
      found = std::move(*result);
    }
    for (const auto &card : functionNames[o]) {
      std::vector<NativeFn> fns;
      for (const std::string &name : card) {
        auto it = found.find(jit.mangleAndIntern(name));
        if (it == found.end()) { // a successful lookup finds all; be safe anyway
          error = fmt::format("object {}: symbol {} not found", o, name);
          return {};
        }
        fns.push_back(it->second.getAddress().toPtr<NativeFn>());
      }
      out[o].push_back(std::make_shared<NativeCode>(self, std::move(fns)));
    }
  }
  return out;
}

const TargetInfo &JitEngine::target() const {
  return impl_->target;
}

std::string JitEngine::checkCompatible(const TargetInfo &saved) const {
  const TargetInfo &here = impl_->target;
  if (saved.triple != here.triple)
    return fmt::format("compiled for {}, this host is {}", saved.triple, here.triple);
  // Code may use every feature it was compiled with: each must be here too.
  llvm::SmallVector<llvm::StringRef, 64> wanted, have;
  llvm::StringRef(saved.features).split(wanted, ',', -1, false);
  llvm::StringRef(here.features).split(have, ',', -1, false);
  std::vector<std::string> missing;
  for (llvm::StringRef f : wanted)
    if (f.starts_with("+") && std::find(have.begin(), have.end(), f) == have.end())
      missing.push_back(f.drop_front().str());
  if (!missing.empty())
    return fmt::format("compiled for CPU {} with features this host ({}) lacks: {}", saved.cpu,
                       here.cpu, llvm::join(missing, ", "));
  return {};
}

std::string JitEngine::emitLLVM(const std::vector<const ir::Module *> &modules, int optLevel) {
  initializeLLVMOnce();
  llvm::LLVMContext context;
  EmittedBatch emitted = emitBatch(context, modules, "", optLevel);
  return printModule(*emitted.module);
}

} // namespace oraclec::codegen
