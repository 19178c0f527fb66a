// IR -> native code through LLVM ORC LLJIT. Cards are compiled in batches
// (one LLVM module per batch: JIT cost is per module, measured 4x cheaper
// than a module per function); each IR function becomes
//     i64 f(ptr ctx, i64 arg)
// whose runtime operations are direct calls to the `oc_rt_*` C functions,
// registered in the JIT as absolute symbols from the same op table the
// interpreter uses.
//
// A JIT created with `keepObjects` also hands back each batch's relocatable
// object file (what `oraclec build -o` saves); `load` links such objects
// again, without recompiling (docs/library-format.md).
#pragma once
#include "IR/IR.h"
#include "runtime/CardCode.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::codegen {

// Which CPU the machine code is for. Code that is saved (`build -o`) must run
// on other machines: by default it targets the architecture's baseline
// ("x86-64": SSE2, no AVX), with no host feature; `Host` uses every feature
// of this CPU (faster code, but a library that only loads on such CPUs).
enum class TargetCpu { Host, Generic };

struct JitOptions {
  int optLevel = 0; // 0..3: LLVM default pipelines; 0 = fast isel, no IR passes
  bool keepObjects = false; // remember each batch's object file (`compile(..., saved)`)
  TargetCpu cpu = TargetCpu::Host;
  // Emit the operations of runtime/InlineLayout.h as loads and stores (with
  // the call as fallback); off: every operation is a call (tests compare both).
  bool inlineOps = true;
};

// The machine code is generated for: saved code only runs on a host that has
// at least these CPU features.
struct TargetInfo {
  std::string triple;
  std::string cpu;
  std::string features; // LLVM spelling: "+sse2,-avx512f,..."
};

// One compiled batch as it was linked: a relocatable object file and the
// symbols of each card's functions (indexed like the modules, then by FnId).
struct ObjectCode {
  std::string object; // empty when the batch had no functions
  std::vector<std::vector<std::string>> functionNames;
};

class JitEngine : public std::enable_shared_from_this<JitEngine> {
public:
  // Returns null and sets `error` if LLVM cannot create a JIT for this host.
  static std::shared_ptr<JitEngine> create(const JitOptions &options, std::string &error);
  ~JitEngine();

  // Compiles the modules as one batch. The result has one CardCode per module
  // (same order); a module whose code failed to compile gets null and `errors`
  // says why. Thread-safe: several threads may compile batches at once.
  // With `saved` (needs JitOptions::keepObjects), also returns the batch's
  // object file; if it cannot, `saved->object` stays empty and every card
  // gets an error.
  std::vector<std::shared_ptr<const rt::CardCode>>
  compile(const std::vector<const ir::Module *> &modules, std::vector<std::string> &errors,
          ObjectCode *saved = nullptr);

  // Links saved object files (one per batch) into a JITDylib of their own
  // and resolves every card's functions, one session lookup per object.
  // `functionNames[o][c]` are the symbols of card c of object o. All or
  // nothing: on failure returns an empty vector and sets `error`.
  std::vector<std::vector<std::shared_ptr<const rt::CardCode>>>
  load(const std::vector<std::string_view> &objects,
       const std::vector<std::vector<std::vector<std::string>>> &functionNames, std::string &error);

  const TargetInfo &target() const;
  // Empty if code compiled for `saved` can run here; otherwise why not.
  std::string checkCompatible(const TargetInfo &saved) const;

  // Textual LLVM IR of a batch (for `--emit llvm`), without compiling it.
  static std::string emitLLVM(const std::vector<const ir::Module *> &modules, int optLevel);

  struct Impl;

private:
  JitEngine() = default;
  std::unique_ptr<Impl> impl_;
};

} // namespace oraclec::codegen
