// oraclec parse: text -> canonical AST (s-expression or JSON).
#include "Commands.h"
#include "InputText.h"

#include "AST/Printer.h"
#include "Basic/Language.h"
#include "CodeGen/Jit.h"
#include "Driver/CardLoader.h"
#include "IR/Lower.h"
#include "Parse/DungeonRooms.h"
#include "Parse/Parser.h"
#include "Sema/Sema.h"

#include <iostream>
#include <nlohmann/json.hpp>

namespace oraclec::cli {

namespace {
struct Options {
  std::string lang = "en", name, format = "sexpr", emit = "ast", type, text;
};

// Parses one text (and lowers it for --emit ir|llvm); prints the result on
// stdout and diagnostics on stderr; returns the exit code.
int parseOne(const Options &opts, Language lang, std::shared_ptr<const SourceFile> file,
             uint32_t offset, uint32_t length, const ir::CardFace &printed, CommandContext &ctx) {
  const std::string &name = printed.name;
  DiagnosticEngine diags;
  std::string_view text = std::string_view(file->text()).substr(offset, length);
  const std::string &path = file->path();
  parse::ParseResult r = parse::parseCardText(
      {lang, name, file, offset, length, parse::isDungeonTypeLine(printed.typeLine)}, diags);
  if (!r.inputError) {
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
      diags.report(DiagKind::EmptyText, file, SourceRange{offset, offset});
    sema::check(r.card, file, diags);
  }
  printDiagnostics(std::cerr, diags, ctx.stderrIsTerminal);
  if (r.inputError)
    return 2;
  if (opts.emit != "ast") {
    ir::LowerResult lowered = ir::lowerCard(printed, r.card);
    bool allLowered = true;
    for (size_t i = 0; i < lowered.abilities.size(); ++i)
      if (!lowered.abilities[i].lowered) {
        allLowered = false;
        std::cerr << path << ": error: ability " << i + 1
                  << " has no IR: " << lowered.abilities[i].reason << "\n";
      }
    if (std::string v = ir::verify(lowered.module); !v.empty()) {
      std::cerr << path << ": error: IR verifier: " << v << "\n";
      allLowered = false;
    }
    if (opts.emit == "ir")
      std::cout << ir::print(lowered.module);
    else
      std::cout << codegen::JitEngine::emitLLVM({&lowered.module}, 1);
    return (allLowered && r.card.fullySupported() && !diags.hasErrors()) ? 0 : 1;
  }
  if (opts.format == "json")
    std::cout << ast::toJson(r.card).dump(2) << "\n";
  else
    std::cout << ast::toSExpr(r.card);
  return (r.card.fullySupported() && !diags.hasErrors()) ? 0 : 1;
}
} // namespace

void addParseCommand(CLI::App &app, CommandContext &ctx) {
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("parse", "Print the canonical AST of rules text");
  cmd->add_option("--lang", opts->lang, "Language of the text")->check(CLI::IsMember({"en", "ja", "ko", "pl"}));
  cmd->add_option("--name", opts->name, "The card's name (replaced by the self placeholder)");
  cmd->add_option("--format", opts->format, "Output format")->check(CLI::IsMember({"sexpr", "json"}));
  cmd->add_option("--emit", opts->emit, "What to print: the AST, the ability IR or LLVM IR")
      ->check(CLI::IsMember({"ast", "ir", "llvm"}));
  cmd->add_option("--type", opts->type, "Type line, for --emit ir|llvm (e.g. \"Creature — Bear\")");
  CLI::Option *textOpt =
      cmd->add_option("text", opts->text,
                      "Rules text, - for stdin, or a .card file (its text, named after the card)");
  cmd->callback([opts, textOpt, &ctx] {
    Language lang = *languageFromCode(opts->lang);
    // A .card file: its text (in --lang), named and typed by the file, with
    // diagnostics located in the file.
    if (textOpt->count() > 0 && opts->text.size() > 5 && opts->text.ends_with(".card")) {
      DiagnosticEngine loadDiags;
      std::vector<driver::CardRecord> cards;
      bool ok = driver::loadCards(opts->text, cards, loadDiags);
      printDiagnostics(std::cerr, loadDiags, ctx.stderrIsTerminal);
      if (!ok || cards.empty()) {
        ctx.exitCode = 2;
        return;
      }
      int worst = 0;
      for (const driver::CardFaceRecord &face : cards.front().faces) {
        const driver::TextRef *text = &face.text;
        std::string name = face.printed.name;
        if (lang != Language::En) {
          auto t = face.foreignText.find(lang);
          if (t == face.foreignText.end()) {
            std::cerr << opts->text << ": error: the card has no text." << opts->lang << "\n";
            ctx.exitCode = 2;
            return;
          }
          text = &t->second;
          auto n = face.foreignName.find(lang);
          name = n != face.foreignName.end() ? n->second : name;
        }
        if (!opts->name.empty())
          name = opts->name;
        ir::CardFace printed = face.printed;
        printed.name = name;
        if (!opts->type.empty())
          printed.typeLine = opts->type;
        worst = std::max(
            worst, parseOne(*opts, lang, text->file, text->offset, text->length, printed, ctx));
      }
      ctx.exitCode = worst;
      return;
    }
    auto input = readInputText(opts->text, textOpt->count() > 0, 16 * 1024 * 1024);
    if (!input) {
      ctx.exitCode = 2;
      return;
    }
    auto file = std::make_shared<SourceFile>(input->path, input->text);
    ctx.exitCode = parseOne(*opts, lang, file, 0, uint32_t(input->text.size()),
                            {opts->name, "", opts->type, "", "", ""}, ctx);
  });
}

} // namespace oraclec::cli
