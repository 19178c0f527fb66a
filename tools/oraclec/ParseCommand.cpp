// oraclec parse: text -> canonical AST (s-expression or JSON).
#include "Commands.h"
#include "InputText.h"

#include "AST/Printer.h"
#include "CodeGen/Jit.h"
#include "IR/Lower.h"
#include "Basic/Language.h"
#include "Parse/Parser.h"
#include "Sema/Sema.h"

#include <iostream>
#include <nlohmann/json.hpp>

namespace oraclec::cli {

void addParseCommand(CLI::App &app, CommandContext &ctx) {
  struct Options {
    std::string lang = "en", name, format = "sexpr", emit = "ast", type, text;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("parse", "Print the canonical AST of rules text");
  cmd->add_option("--lang", opts->lang, "Language of the text")->check(CLI::IsMember({"en", "ja", "ko", "pl"}));
  cmd->add_option("--name", opts->name, "The card's name (replaced by the self placeholder)");
  cmd->add_option("--format", opts->format, "Output format")->check(CLI::IsMember({"sexpr", "json"}));
  cmd->add_option("--emit", opts->emit, "What to print: the AST, the ability IR or LLVM IR")
      ->check(CLI::IsMember({"ast", "ir", "llvm"}));
  cmd->add_option("--type", opts->type, "Type line, for --emit ir|llvm (e.g. \"Creature — Bear\")");
  CLI::Option *textOpt = cmd->add_option("text", opts->text, "Rules text, or - for stdin");
  cmd->callback([opts, textOpt, &ctx] {
    auto input = readInputText(opts->text, textOpt->count() > 0, 16 * 1024 * 1024);
    if (!input) {
      ctx.exitCode = 2;
      return;
    }
    DiagnosticEngine diags;
    Language lang = *languageFromCode(opts->lang);
    auto file = std::make_shared<SourceFile>(input->path, input->text);
    parse::ParseResult r = parse::parseCardText(
        {lang, opts->name, file, 0, uint32_t(input->text.size())}, diags);
    if (!r.inputError) {
      if (input->text.find_first_not_of(" \t\r\n") == std::string::npos)
        diags.report(DiagKind::EmptyText, file, SourceRange{0, 0});
      sema::check(r.card, file, diags);
    }
    printDiagnostics(std::cerr, diags, ctx.stderrIsTerminal);
    if (r.inputError) {
      ctx.exitCode = 2;
      return;
    }
    if (opts->emit != "ast") {
      ir::LowerResult lowered = ir::lowerCard({opts->name, "", opts->type, "", "", ""}, r.card);
      bool allLowered = true;
      for (size_t i = 0; i < lowered.abilities.size(); ++i)
        if (!lowered.abilities[i].lowered) {
          allLowered = false;
          std::cerr << input->path << ": error: ability " << i + 1
                    << " has no IR: " << lowered.abilities[i].reason << "\n";
        }
      if (std::string v = ir::verify(lowered.module); !v.empty()) {
        std::cerr << input->path << ": error: IR verifier: " << v << "\n";
        allLowered = false;
      }
      if (opts->emit == "ir")
        std::cout << ir::print(lowered.module);
      else
        std::cout << codegen::JitEngine::emitLLVM({&lowered.module}, 1);
      ctx.exitCode = (allLowered && r.card.fullySupported() && !diags.hasErrors()) ? 0 : 1;
      return;
    }
    if (opts->format == "json")
      std::cout << ast::toJson(r.card).dump(2) << "\n";
    else
      std::cout << ast::toSExpr(r.card);
    ctx.exitCode = (r.card.fullySupported() && !diags.hasErrors()) ? 0 : 1;
  });
}

} // namespace oraclec::cli
