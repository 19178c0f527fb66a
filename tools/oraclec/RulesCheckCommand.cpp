// `oraclec rules-check`: validates translated Comprehensive Rules documents.
// See docs/rules-check.md and the contract in docs (exit 0/1/2).
#include "Commands.h"

#include "Basic/OutputFile.h"
#include "Driver/Version.h"
#include "RulesCheck/Report.h"
#include "RulesCheck/RulesCheck.h"

#include <iostream>
#include <memory>
#include <sstream>

namespace oraclec::cli {

namespace {
struct RulesCheckArgs {
  std::string lang;
  std::string reference;
  std::string format = "text";
  std::string output = "-";
  std::vector<std::string> documents;
  bool listUntranslated = false;
  bool unnumbered = false;
};
} // namespace

void addRulesCheckCommand(CLI::App &app, CommandContext &ctx) {
  auto args = std::make_shared<RulesCheckArgs>();
  CLI::App *cmd = app.add_subcommand("rules-check", "Validate a translated Comprehensive Rules document");
  cmd->add_option("--lang", args->lang, "Language of the documents (en, ja, ko, pl); detected when absent")
      ->check(CLI::IsMember({"en", "ja", "ko", "pl"}));
  cmd->add_option("--reference", args->reference,
                  "English rules to compare with (default: the bundled 2022-04-29 rules; PO files use their msgids)");
  cmd->add_option("--format", args->format, "Output format")->check(CLI::IsMember({"text", "json", "html"}));
  cmd->add_option("-o,--output", args->output,
                  "Write the report to this file (- for stdout, the default)");
  cmd->add_flag("--list-untranslated", args->listUntranslated, "PO: list every empty msgstr as a note");
  cmd->add_flag("--unnumbered", args->unnumbered,
                "Check a document without numbered rules (a basic rulebook) for its terms only");
  cmd->add_option("DOCUMENT", args->documents, "PO, Markdown or plain-text rules documents")->required();
  cmd->callback([args, &ctx] {
    rules::Options opt;
    if (!args->lang.empty()) opt.language = languageFromCode(args->lang);
    opt.referencePath = args->reference;
    opt.dataDir = dataDirectory();
    opt.listEmptyTranslations = args->listUntranslated;
    opt.allowUnnumbered = args->unnumbered;
    if (std::string why = checkOutputPath(args->output); !why.empty()) {
      std::cerr << cannotWriteMessage(args->output, why);
      ctx.exitCode = 2;
      return;
    }
    rules::RulesChecker checker(opt);
    if (!checker.setupError().empty()) {
      std::cerr << "oraclec rules-check: error: " << checker.setupError() << '\n';
      ctx.exitCode = 2;
      return;
    }
    std::vector<rules::DocumentResult> results;
    bool inputError = false, errors = false;
    for (const std::string &path : args->documents) {
      results.push_back(checker.checkFile(path));
      const rules::DocumentResult &r = results.back();
      if (r.inputError) {
        inputError = true;
        std::cerr << rules::formatInputError(r, opt.maxBytes, ctx.stderrIsTerminal);
      }
      errors = errors || r.count(Severity::Error) > 0;
    }
    std::ostringstream report;
    if (args->format == "json")
      rules::writeJsonReport(report, results, opt.maxBytes);
    else if (args->format == "html")
      rules::writeHtmlReport(report, results, opt.maxBytes);
    else
      rules::writeTextReport(report, results, isStdoutPath(args->output) && ctx.stdoutIsTerminal);
    if (std::string why = writeOutputFile(args->output, report.str()); !why.empty()) {
      std::cerr << cannotWriteMessage(args->output, why);
      ctx.exitCode = 2;
      return;
    }
    ctx.exitCode = inputError ? 2 : errors ? 1 : 0;
  });
}

} // namespace oraclec::cli
