// oraclec: the command-line driver. Subcommands live in their own files
// (Commands.h); this file only assembles them. Exit codes follow the contract:
// 0 success, 1 input understood but something failed, 2 usage or unreadable.
#include "Commands.h"

#include "Basic/OutputFile.h"
#include "Driver/Version.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <unistd.h>

int main(int argc, char **argv) {
  CLI::App app{"oraclec: a compiler for the rules text of Magic: The Gathering cards"};
  app.set_version_flag("--version", std::string("oraclec ") + oraclec::versionString());
  app.require_subcommand(1);
  oraclec::cli::CommandContext ctx;
  ctx.stdoutIsTerminal = isatty(STDOUT_FILENO);
  ctx.stderrIsTerminal = isatty(STDERR_FILENO);
  oraclec::cli::addParseCommand(app, ctx);
  oraclec::cli::addRenderCommand(app, ctx);
  oraclec::cli::addBuildCommand(app, ctx);
  oraclec::cli::addXcheckCommand(app, ctx);
  oraclec::cli::addRunCommand(app, ctx);
  oraclec::cli::addRulesCheckCommand(app, ctx);
  oraclec::cli::addLoadCommand(app, ctx);
  oraclec::cli::addExplainCommand(app, ctx);
  oraclec::cli::addLspCommand(app, ctx);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2; // usage errors are exit 2 (contract)
  }
  // Whatever went to standard output (summaries, ASTs, text reports) must
  // have been written: a full disk or a closed pipe is an error, not exit 0.
  errno = 0;
  std::cout.flush();
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::cerr << oraclec::cannotWriteMessage("-", std::strerror(errno ? errno : EIO));
    return 2;
  }
  return ctx.exitCode;
}
