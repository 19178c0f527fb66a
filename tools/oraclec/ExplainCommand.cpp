// oraclec explain CODE: what a diagnostic code means, with an example
// (docs/diagnostics.md, compiled in).
#include "Commands.h"

#include "Basic/Diagnostic.h"

#include <iostream>

namespace oraclec::cli {

void addExplainCommand(CLI::App &app, CommandContext &ctx) {
  auto code = std::make_shared<std::string>();
  CLI::App *cmd =
      app.add_subcommand("explain", "Explain a diagnostic code (E0101, ...) with an example");
  cmd->add_option("code", *code, "The code printed after a diagnostic, e.g. E0101")->required();
  cmd->callback([code, &ctx] {
    auto kind = kindFromCode(*code);
    std::string text = kind ? explanationOf(*kind) : std::string();
    if (!kind || text.empty()) {
      std::cerr << "oraclec: error: unknown diagnostic code '" << *code
                << "' (codes look like E0101; see docs/diagnostics.md)\n";
      ctx.exitCode = 2;
      return;
    }
    std::cout << codeOf(*kind) << ": " << titleOf(*kind) << "\n\n" << text << "\n";
    ctx.exitCode = 0;
  });
}

} // namespace oraclec::cli
