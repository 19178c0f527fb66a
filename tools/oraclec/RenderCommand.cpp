// oraclec render: parse text in one language, write it in another.
#include "Commands.h"
#include "InputText.h"

#include "Basic/Language.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"
#include "Sema/Sema.h"

#include <iostream>

namespace oraclec::cli {

void addRenderCommand(CLI::App &app, CommandContext &ctx) {
  struct Options {
    std::string lang, from = "en", name, text;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("render", "Write rules text in a language from its AST");
  auto langs = CLI::IsMember({"en", "ja", "ko", "pl"});
  cmd->add_option("--lang", opts->lang, "Language to write")->required()->check(langs);
  cmd->add_option("--from", opts->from, "Language of the input text")->check(langs);
  cmd->add_option("--name", opts->name, "The card's name");
  CLI::Option *textOpt = cmd->add_option("text", opts->text, "Rules text, or - for stdin");
  cmd->callback([opts, textOpt, &ctx] {
    auto input = readInputText(opts->text, textOpt->count() > 0, 16 * 1024 * 1024);
    if (!input) {
      ctx.exitCode = 2;
      return;
    }
    DiagnosticEngine diags;
    auto file = std::make_shared<SourceFile>(input->path, input->text);
    parse::ParseResult r = parse::parseCardText(
        {*languageFromCode(opts->from), opts->name, file, 0, uint32_t(input->text.size())}, diags);
    if (!r.inputError)
      sema::check(r.card, file, diags, &r.lineTexts);
    render::RenderResult out = render::renderCard(r.card, *languageFromCode(opts->lang), opts->name);
    for (auto &gap : out.gaps)
      std::cerr << input->path << ": error: cannot render: " << gap << "\n";
    printDiagnostics(std::cerr, diags, ctx.stderrIsTerminal);
    if (r.inputError) {
      ctx.exitCode = 2;
      return;
    }
    if (!out.text.empty())
      std::cout << out.text << "\n";
    ctx.exitCode = (out.ok() && !diags.hasErrors()) ? 0 : 1;
  });
}

} // namespace oraclec::cli
