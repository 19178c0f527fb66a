// Each `oraclec` subcommand registers itself on the CLI11 app from its own
// file; the callback runs the command and stores its exit code in `exitCode`.
#pragma once
#include <CLI/CLI.hpp>

namespace oraclec::cli {

struct CommandContext {
  int exitCode = 0;
  bool stdoutIsTerminal = false;
  bool stderrIsTerminal = false;
};

void addParseCommand(CLI::App &app, CommandContext &ctx);
void addRenderCommand(CLI::App &app, CommandContext &ctx);
void addBuildCommand(CLI::App &app, CommandContext &ctx);
void addXcheckCommand(CLI::App &app, CommandContext &ctx);
void addRunCommand(CLI::App &app, CommandContext &ctx);
void addRulesCheckCommand(CLI::App &app, CommandContext &ctx);
void addLoadCommand(CLI::App &app, CommandContext &ctx);
void addExplainCommand(CLI::App &app, CommandContext &ctx);
void addLspCommand(CLI::App &app, CommandContext &ctx);

} // namespace oraclec::cli
