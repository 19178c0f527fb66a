// oraclec xcheck: compare English and translated card texts through the AST.
#include "Commands.h"

#include "Driver/Xcheck.h"

#include <iostream>
#include <thread>

namespace oraclec::cli {

void addXcheckCommand(CLI::App &app, CommandContext &ctx) {
  auto opts = std::make_shared<driver::XcheckOptions>();
  auto lang = std::make_shared<std::string>();
  CLI::App *cmd = app.add_subcommand("xcheck", "Check translated card texts against the English");
  cmd->add_option("--lang", *lang, "The translation's language")->required()->check(CLI::IsMember({"ja", "ko", "pl"}));
  cmd->add_option("--report", opts->reportPath, "Write the JSON report to this file");
  cmd->add_option("--html", opts->htmlPath,
                  "Write a page for translators to this file: mismatches first, differing words marked");
  auto format = std::make_shared<std::string>("text");
  cmd->add_option("--format", *format,
                  "What goes to standard output: text (totals and each mismatch), json (the report) or html "
                  "(the page)")
      ->check(CLI::IsMember({"text", "json", "html"}));
  cmd->add_flag("--no-show-mismatches", [opts](int64_t) { opts->showMismatches = false; },
                "Print only the totals, not each mismatch with its words");
  cmd->add_option("--jobs,-j", opts->jobs, "Worker threads (default: all cores)");
  cmd->add_flag("--quiet,-q", opts->quiet, "No human summary");
  cmd->add_option("inputs", opts->inputs, "Inputs")->required();
  opts->jobs = std::max(1u, std::thread::hardware_concurrency());
  cmd->callback([opts, lang, format, &ctx] {
    if (*format == "json" && opts->reportPath.empty())
      opts->reportPath = "-";
    if (*format == "html" && opts->htmlPath.empty())
      opts->htmlPath = "-";
    opts->language = *languageFromCode(*lang);
    opts->progress = ctx.stderrIsTerminal;
    ctx.exitCode = driver::runXcheck(*opts, std::cout, std::cerr);
  });
}

} // namespace oraclec::cli
