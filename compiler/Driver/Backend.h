// Turns lowered IR into runnable card definitions: native code through the
// ORC JIT, or the IR interpreter. Both produce rt::CardDefinition objects the
// runtime uses the same way.
#pragma once
#include "CodeGen/Jit.h"
#include "IR/IR.h"
#include "runtime/CardDefinition.h"

#include <memory>
#include <string>
#include <vector>

namespace oraclec::driver {

enum class Engine { Jit, Interpreter };

class Backend {
public:
  // Null (with `error`) if the JIT cannot be created on this host.
  // `keepObjects`: the JIT keeps each batch's object file for `build(..., saved)`.
  static std::unique_ptr<Backend> create(Engine engine, int optLevel, std::string &error,
                                         bool keepObjects = false,
                                         codegen::TargetCpu cpu = codegen::TargetCpu::Host,
                                         bool inlineOps = true); // JitOptions::inlineOps

  // Compiles a batch; `errors[i]` is empty when modules[i] got code. With
  // `saved` (JIT created with keepObjects only), also returns the batch's
  // object file and function symbols, which CardLibrary can load later.
  std::vector<std::shared_ptr<const rt::CardDefinition>>
  build(const std::vector<std::shared_ptr<const ir::Module>> &modules,
        std::vector<std::string> &errors, codegen::ObjectCode *saved = nullptr);

  // Null for the interpreter.
  const codegen::JitEngine *jit() const { return jit_.get(); }

  Engine engine() const { return engine_; }

private:
  Engine engine_ = Engine::Jit;
  std::shared_ptr<codegen::JitEngine> jit_;
};

} // namespace oraclec::driver
