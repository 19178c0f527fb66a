// oraclec lsp: a language server for .card files and scenario YAML over
// standard input and output (docs/lsp.md).
#include "Commands.h"

#include "Driver/Version.h"
#include "Lsp/Server.h"

#include <iostream>

namespace oraclec::cli {

void addLspCommand(CLI::App &app, CommandContext &ctx) {
  struct Options {
    size_t maxMessageBytes = lsp::kDefaultMaxMessageBytes;
    bool noRun = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand(
      "lsp", "Language server (LSP over stdio) for .card files and scenario YAML");
  cmd->add_option("--max-message-bytes", opts->maxMessageBytes,
                  "Largest message accepted; larger ones are skipped with an error")
      ->check(CLI::Range(size_t(1024), size_t(1) << 30));
  cmd->add_flag("--no-run", opts->noRun, "Do not play scenarios while typing (read them only)");
  cmd->callback([opts, &ctx] {
    // Standard output carries the protocol only; nothing else may write there.
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    lsp::ServerOptions options;
    options.maxMessageBytes = opts->maxMessageBytes;
    options.stdlibDir = dataDirectory() + "/stdlib-cards";
    options.runScenarios = !opts->noRun;
    ctx.exitCode = lsp::runServer(std::cin, std::cout, options);
  });
}

} // namespace oraclec::cli
