#include "Driver/Backend.h"

#include "IR/Interpreter.h"

namespace oraclec::driver {

std::unique_ptr<Backend> Backend::create(Engine engine, int optLevel, std::string &error,
                                         bool keepObjects, codegen::TargetCpu cpu, bool inlineOps) {
  auto b = std::unique_ptr<Backend>(new Backend());
  b->engine_ = engine;
  if (engine == Engine::Jit) {
    b->jit_ = codegen::JitEngine::create({optLevel, keepObjects, cpu, inlineOps}, error);
    if (!b->jit_)
      return nullptr;
  }
  return b;
}

std::vector<std::shared_ptr<const rt::CardDefinition>>
Backend::build(const std::vector<std::shared_ptr<const ir::Module>> &modules,
               std::vector<std::string> &errors, codegen::ObjectCode *saved) {
  std::vector<std::shared_ptr<const rt::CardDefinition>> out(modules.size());
  errors.assign(modules.size(), {});
  std::vector<std::shared_ptr<const rt::CardCode>> code(modules.size());
  if (engine_ == Engine::Interpreter) {
    for (size_t i = 0; i < modules.size(); ++i)
      code[i] = std::make_shared<ir::InterpretedCode>(modules[i]);
    if (saved) { // there is no object code to save
      *saved = {};
      errors.assign(modules.size(), "the interpreter produces no object code to save");
      return out;
    }
  } else {
    std::vector<const ir::Module *> raw;
    for (auto &m : modules)
      raw.push_back(m.get());
    code = jit_->compile(raw, errors, saved);
  }
  for (size_t i = 0; i < modules.size(); ++i) {
    if (!code[i])
      continue;
    auto def = std::make_shared<rt::CardDefinition>(modules[i]->card);
    def->code = code[i];
    out[i] = std::move(def);
  }
  return out;
}

} // namespace oraclec::driver
