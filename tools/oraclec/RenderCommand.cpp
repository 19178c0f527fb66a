// oraclec render: parse text in one language, write it in another.
//
// A render never prints wrong text with exit 0: an ability whose renderer
// lacks a template prints nothing and names the template (E0701); in ja, ko
// and pl the written text is parsed back and must give the same AST, or the
// ability prints nothing (E0702) unless --force. Either exits 1.
#include "Commands.h"
#include "InputText.h"

#include "Basic/Language.h"
#include "Parse/Parser.h"
#include "Render/RoundTrip.h"
#include "Sema/Sema.h"

#include <iostream>

namespace oraclec::cli {

namespace {
std::string excerpt(const std::string &s, size_t max) {
  std::string one = s.substr(0, s.find('\n'));
  if (one.size() <= max) return one;
  size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(one[cut]) & 0xC0) == 0x80)
    --cut; // UTF-8 boundary
  return one.substr(0, cut) + "...";
}
} // namespace

void addRenderCommand(CLI::App &app, CommandContext &ctx) {
  struct Options {
    std::string lang, from = "en", name, text;
    bool force = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd = app.add_subcommand("render", "Write rules text in a language from its AST");
  auto langs = CLI::IsMember({"en", "ja", "ko", "pl"});
  cmd->add_option("--lang", opts->lang, "Language to write")->required()->check(langs);
  cmd->add_option("--from", opts->from, "Language of the input text")->check(langs);
  cmd->add_option("--name", opts->name, "The card's name");
  cmd->add_flag("--force", opts->force,
                "Also print abilities whose ja/ko/pl text does not read back to the same meaning "
                "(still exit 1)");
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
    if (!r.inputError) sema::check(r.card, file, diags, &r.lineTexts);
    Language target = *languageFromCode(opts->lang);
    render::CheckedRender out = render::renderChecked(r.card, target, opts->name, opts->force);
    for (size_t i = 0; i < out.abilities.size(); ++i) {
      const render::CheckedAbility &a = out.abilities[i];
      const ast::Node &source = r.card.abilities[i];
      if (a.status == render::AbilityRenderStatus::Ok) continue;
      if (source.kind == ast::NodeKind::Unsupported) continue; // its parse error is reported below
      if (a.status == render::AbilityRenderStatus::NoTemplate)
        diags.report(DiagKind::RenderNoTemplate, file, source.range, codeOf(target), a.reason);
      else
        diags.report(DiagKind::RenderReadsOtherwise, file, source.range, codeOf(target),
                     excerpt(a.text, 120),
                     a.status == render::AbilityRenderStatus::NotReadBack
                         ? "does not parse back: " + a.reason
                         : "reads back otherwise: " + a.reason);
    }
    printDiagnostics(std::cerr, diags, ctx.stderrIsTerminal);
    if (r.inputError) {
      ctx.exitCode = 2;
      return;
    }
    if (!out.text.empty()) std::cout << out.text << "\n";
    ctx.exitCode = (out.ok() && !diags.hasErrors()) ? 0 : 1;
  });
}

} // namespace oraclec::cli
