// `oraclec rules-check`: validates translated Comprehensive Rules documents.
// See docs/rules-check.md and the contract in docs (exit 0/1/2).
#include "Commands.h"

#include "Basic/OutputFile.h"
#include "Driver/Version.h"
#include "RulesCheck/Baseline.h"
#include "RulesCheck/FindingFilter.h"
#include "RulesCheck/Report.h"
#include "RulesCheck/RulesCheck.h"

#include <fstream>
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
  std::string minSeverity = "note";
  std::vector<std::string> kinds;
  std::string baseline;      // --baseline: known findings to suppress
  std::string writeBaseline; // --write-baseline: record the findings
};

// Reads a baseline file; "" on success, else the reason (exit 2).
std::string readBaseline(const std::string &path, std::vector<rules::KnownFinding> &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot read the baseline '" + path + "'";
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  rules::BaselineLoad load = rules::parseBaseline(text);
  if (!load.error.empty()) return "the baseline '" + path + "' is unusable: " + load.error;
  out = std::move(load.findings);
  return {};
}
} // namespace

void addRulesCheckCommand(CLI::App &app, CommandContext &ctx) {
  auto args = std::make_shared<RulesCheckArgs>();
  CLI::App *cmd =
      app.add_subcommand("rules-check", "Validate a translated Comprehensive Rules document");
  cmd->add_option("--lang", args->lang,
                  "Language of the documents (en, ja, ko, pl); detected when absent")
      ->check(CLI::IsMember({"en", "ja", "ko", "pl"}));
  cmd->add_option("--reference", args->reference,
                  "English rules to compare with (default: the bundled 2022-04-29 rules; PO files "
                  "use their msgids)");
  cmd->add_option("--format", args->format, "Output format")
      ->check(CLI::IsMember({"text", "json", "html"}));
  cmd->add_option("-o,--output", args->output,
                  "Write the report to this file (- for stdout, the default)");
  cmd->add_flag("--list-untranslated", args->listUntranslated,
                "PO: list every empty msgstr as a note");
  cmd->add_flag("--unnumbered", args->unnumbered,
                "Check a document without numbered rules (a basic rulebook) for its terms only");
  cmd->add_option("--min-severity", args->minSeverity,
                  "Report only findings of this severity or worse")
      ->check(CLI::IsMember({"error", "warning", "note"}));
  cmd->add_option(
         "--kind", args->kinds,
         "Report only these kinds (repeat, or a comma list: broken-xref,bad-numbering,...)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option(
      "--baseline", args->baseline,
      "Suppress the findings recorded in this baseline file; report new ones and list fixed ones");
  cmd->add_option(
      "--write-baseline", args->writeBaseline,
      "Record the reported findings (after --min-severity/--kind) in this baseline file");
  cmd->add_option("DOCUMENT", args->documents, "PO, Markdown or plain-text rules documents")
      ->required();
  cmd->callback([args, &ctx] {
    rules::Options opt;
    if (!args->lang.empty()) opt.language = languageFromCode(args->lang);
    opt.referencePath = args->reference;
    opt.dataDir = dataDirectory();
    opt.listEmptyTranslations = args->listUntranslated;
    opt.allowUnnumbered = args->unnumbered;
    rules::FindingFilter filter;
    filter.minSeverity = *rules::severityFromName(args->minSeverity);
    if (std::string why = rules::addKinds(filter, args->kinds); !why.empty()) {
      std::cerr << "oraclec rules-check: error: --kind: " << why << '\n';
      ctx.exitCode = 2;
      return;
    }
    for (const std::string &out : {args->output, args->writeBaseline}) {
      if (out.empty()) continue;
      if (std::string why = checkOutputPath(out); !why.empty()) {
        std::cerr << cannotWriteMessage(out, why);
        ctx.exitCode = 2;
        return;
      }
    }
    std::vector<rules::KnownFinding> baseline;
    if (!args->baseline.empty())
      if (std::string why = readBaseline(args->baseline, baseline); !why.empty()) {
        std::cerr << "oraclec rules-check: error: " << why << '\n';
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
      rules::DocumentResult &r = results.back();
      r.hiddenByFilter = rules::applyFilter(r.findings, filter);
      if (r.inputError) {
        inputError = true;
        std::cerr << rules::formatInputError(r, opt.maxBytes, ctx.stderrIsTerminal);
      }
    }
    // The baseline records what this run found (before an older baseline is
    // applied), so `--baseline B --write-baseline B` updates B.
    if (!args->writeBaseline.empty())
      if (std::string why = writeOutputFile(args->writeBaseline, rules::writeBaseline(results));
          !why.empty()) {
        std::cerr << cannotWriteMessage(args->writeBaseline, why);
        ctx.exitCode = 2;
        return;
      }
    for (rules::DocumentResult &r : results) {
      if (!args->baseline.empty()) rules::applyBaseline(r, baseline);
      // Exit 1 only for errors that are reported: filtered and known ones
      // do not fail a run (that is what a baseline is for).
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
