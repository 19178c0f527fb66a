// oraclec run: play scripted scenarios (contract: "oraclec run").
#include "Commands.h"

#include "Driver/CardCatalog.h"
#include "Driver/CardLibrary.h"
#include "Driver/Version.h"
#include "runtime/Scenario/Scenario.h"

#include <filesystem>
#include <iostream>

namespace oraclec::cli {

void addRunCommand(CLI::App &app, CommandContext &ctx) {
  struct Options {
    std::vector<std::string> files;
    bool trace = false, verbose = false;
    std::string engine = "jit";
    int opt = 0;
    std::vector<std::string> libraries; // --cards
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("run", "Play scenario files and check their expectations");
  cmd->add_flag("--trace", opts->trace, "Print one line per step");
  cmd->add_flag("--verbose", opts->verbose, "With --trace: every game event");
  cmd->add_option("--engine", opts->engine, "jit or interpreter")->check(CLI::IsMember({"jit", "interpreter"}));
  cmd->add_option("-O,--opt", opts->opt, "LLVM optimisation level 0-3")->check(CLI::Range(0, 3));
  cmd->add_option("--cards", opts->libraries,
                  "Card library from `oraclec build -o`; its cards are used before the stdlib's "
                  "(repeatable)")
      ->allow_extra_args(false); // one FILE per --cards: the scenarios follow it
  cmd->add_option("scenarios", opts->files, "Scenario YAML files")->required();
  cmd->callback([opts, &ctx] {
    if (!opts->libraries.empty() && opts->engine != "jit") {
      std::cerr << "oraclec: error: --cards holds native code; it cannot run with --engine "
                << opts->engine << "\n";
      ctx.exitCode = 2;
      return;
    }
    std::vector<std::unique_ptr<driver::CardLibrary>> libraries;
    for (const auto &path : opts->libraries) {
      std::string why;
      auto lib = driver::CardLibrary::load(path, why);
      if (!lib) {
        std::cerr << path << ": error: " << why << "\n";
        ctx.exitCode = 2;
        return;
      }
      libraries.push_back(std::move(lib));
    }
    std::string error;
    auto backend = driver::Backend::create(
        opts->engine == "jit" ? driver::Engine::Jit : driver::Engine::Interpreter, opts->opt, error);
    if (!backend) {
      std::cerr << "oraclec: error: cannot create the JIT: " << error << "\n";
      ctx.exitCode = 2;
      return;
    }
    std::string stdlib = dataDirectory() + "/stdlib-cards";
    if (std::error_code ec; !std::filesystem::is_directory(stdlib, ec))
      std::cerr << "oraclec: warning: no bundled cards at '" << stdlib
                << "': scenarios can use only the cards they define (set ORACLEC_DATA to the "
                   "folder that holds stdlib-cards/)\n";
    driver::CardCatalog catalog(*backend, stdlib, std::cerr);
    // Cards named by a scenario come from the libraries first (in the order
    // given), then the stdlib; cards a scenario defines are always compiled.
    rt::CompileCallback compile = [&](const rt::CardSpec &spec) {
      if (spec.nameOnly())
        for (const auto &lib : libraries)
          if (auto def = lib->find(spec.name))
            return def;
      return catalog.get(spec);
    };
    int worst = 0;
    for (const auto &file : opts->files) {
      rt::ScenarioResult r =
          rt::runScenarioFile(file, {opts->trace, opts->verbose}, compile, std::cout);
      for (auto &d : r.diagnostics)
        std::cerr << d << "\n";
      if (r.passed) {
        std::cout << "PASS " << file << " (" << r.name << ")\n";
        continue;
      }
      std::cout << "FAIL " << file << " (" << r.name << ")";
      if (!r.failedExpectation.empty())
        std::cout << ": expectation " << r.failedExpectation;
      if (!r.message.empty())
        std::cout << ": " << r.message;
      std::cout << "\n";
      worst = std::max(worst, r.malformed ? 2 : 1);
    }
    ctx.exitCode = worst;
  });
}

} // namespace oraclec::cli
