// oraclec build: compile a card database, print and write the coverage report.
#include "Commands.h"

#include "Driver/Build.h"

#include <iostream>
#include <thread>

namespace oraclec::cli {

void addBuildCommand(CLI::App &app, CommandContext &ctx) {
  auto opts = std::make_shared<driver::BuildOptions>();
  auto lang = std::make_shared<std::string>("en");
  auto engine = std::make_shared<std::string>("jit");
  CLI::App *cmd = app.add_subcommand("build", "Compile cards (MTGJSON, Scryfall, .card files or folders)");
  cmd->add_option("--jobs,-j", opts->jobs, "Worker threads (default: all cores)");
  cmd->add_option("--lang", *lang, "Language of the rules text to compile")->check(CLI::IsMember({"en", "ja", "ko", "pl"}));
  cmd->add_option("--report", opts->reportPath, "Write the JSON report to this file");
  cmd->add_option("-o,--output", opts->outputPath, "Save compiled code here");
  cmd->add_option("--html", opts->htmlPath,
                  "Write the report as a self-contained HTML page (totals, ranked gaps, cards)");
  cmd->add_option("--engine", *engine, "jit or interpreter")->check(CLI::IsMember({"jit", "interpreter"}));
  cmd->add_option("-O,--opt", opts->optLevel, "LLVM optimisation level 0-3")->check(CLI::Range(0, 3));
  cmd->add_flag("--no-render-check", [opts](int64_t) { opts->renderCheck = false; },
                "Skip rendering each card back to English");
  cmd->add_flag("--quiet,-q", opts->quiet, "No human summary");
  cmd->add_flag("--host-cpu", opts->hostCpu,
                "Saved code (-o) uses every feature of this CPU (default: a generic x86-64, "
                "loadable on any x86-64 machine)");
  auto diagnostics = std::make_shared<std::string>();
  cmd->add_option(
         "--diagnostics", *diagnostics,
         "Abilities that did not compile, on stderr: all (each diagnostic; default for .card "
         "files and folders), summary (a count per code; default for JSON databases) or none")
      ->check(CLI::IsMember({"all", "summary", "none"}));
  auto failUnder = std::make_shared<double>(-1);
  cmd->add_option("--fail-under", *failUnder,
                  "Exit 1 only when the compiled cards are fewer than PCT percent (0-100) of "
                  "the batch (default: exit 1 when any card did not compile)")
      ->check(CLI::Range(0.0, 100.0));
  cmd->add_option("inputs", opts->inputs, "Inputs")->required();
  opts->jobs = std::max(1u, std::thread::hardware_concurrency());
  cmd->callback([opts, lang, engine, diagnostics, failUnder, &ctx] {
    if (*failUnder >= 0) opts->failUnder = *failUnder;
    opts->diagnostics = *diagnostics == "all"       ? driver::DiagnosticsMode::All
                        : *diagnostics == "summary" ? driver::DiagnosticsMode::Summary
                        : *diagnostics == "none"    ? driver::DiagnosticsMode::None
                                                    : driver::DiagnosticsMode::Auto;
    opts->language = *languageFromCode(*lang);
    opts->engine = *engine == "jit" ? driver::Engine::Jit : driver::Engine::Interpreter;
    opts->progress = ctx.stderrIsTerminal;
    ctx.exitCode = driver::runBuild(*opts, std::cout, std::cerr);
  });
}

} // namespace oraclec::cli
