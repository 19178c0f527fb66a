// IR -> native code through LLVM ORC LLJIT. Cards are compiled in batches
// (one LLVM module per batch: JIT cost is per module, measured 4x cheaper
// than a module per function); each IR function becomes
//     i64 f(ptr ctx, i64 arg)
// whose runtime operations are direct calls to the `oc_rt_*` C functions,
// registered in the JIT as absolute symbols from the same op table the
// interpreter uses.
#pragma once
#include "IR/IR.h"
#include "runtime/CardCode.h"

#include <memory>
#include <string>
#include <vector>

namespace oraclec::codegen {

struct JitOptions {
  int optLevel = 0; // 0..3: LLVM default pipelines; 0 = fast isel, no IR passes
};

class JitEngine : public std::enable_shared_from_this<JitEngine> {
public:
  // Returns null and sets `error` if LLVM cannot create a JIT for this host.
  static std::shared_ptr<JitEngine> create(const JitOptions &options, std::string &error);
  ~JitEngine();

  // Compiles the modules as one batch. The result has one CardCode per module
  // (same order); a module whose code failed to compile gets null and `errors`
  // says why.
  std::vector<std::shared_ptr<const rt::CardCode>>
  compile(const std::vector<const ir::Module *> &modules, std::vector<std::string> &errors);

  // Textual LLVM IR of a batch (for `--emit llvm`), without compiling it.
  static std::string emitLLVM(const std::vector<const ir::Module *> &modules, int optLevel);

  struct Impl;

private:
  JitEngine() = default;
  std::unique_ptr<Impl> impl_;
};

} // namespace oraclec::codegen
