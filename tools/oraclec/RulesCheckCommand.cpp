// `oraclec rules-check`: validates translated Comprehensive Rules documents.
// See docs/rules-check.md and the contract in docs (exit 0/1/2).
#include "Commands.h"

#include "Driver/Version.h"
#include "RulesCheck/Report.h"
#include "RulesCheck/RulesCheck.h"

#include <iostream>
#include <memory>

namespace oraclec::cli {

namespace {
struct RulesCheckArgs {
  std::string lang;
  std::string reference;
  std::string format = "text";
  std::vector<std::string> documents;
  bool listUntranslated = false;
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
  cmd->add_flag("--list-untranslated", args->listUntranslated, "PO: list every empty msgstr as a note");
  cmd->add_option("DOCUMENT", args->documents, "PO, Markdown or plain-text rules documents")->required();
  cmd->callback([args, &ctx] {
    rules::Options opt;
    if (!args->lang.empty()) opt.language = languageFromCode(args->lang);
    opt.referencePath = args->reference;
    opt.dataDir = dataDirectory();
    opt.listEmptyTranslations = args->listUntranslated;
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
    if (args->format == "json") rules::writeJsonReport(std::cout, results);
    else if (args->format == "html") rules::writeHtmlReport(std::cout, results);
    else rules::writeTextReport(std::cout, results, ctx.stdoutIsTerminal);
    ctx.exitCode = inputError ? 2 : errors ? 1 : 0;
  });
}

} // namespace oraclec::cli
