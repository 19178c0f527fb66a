// libFuzzer entry point for the whole front end: arbitrary bytes as rules
// text in every language (en, ja, ko, pl), then the sema checks, lowering to
// IR, the IR verifier and the renderers. None of it may crash, hang or leak:
// hostile text ends as diagnostics and Unsupported abilities.
//
// The first byte (when present) picks the card name the parser substitutes
// with `~`, so names that occur inside the text are exercised too.
#include "Basic/SourceFile.h"
#include "IR/IR.h"
#include "IR/Lower.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"
#include "Sema/Sema.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

using namespace oraclec;

namespace {
const char *const kNames[] = {"Fuzz Card", "Grizzly Bears", "Shock", "", "Ajani, Sage", "ショック", "충격", "Wstrząs"};

void runOne(const std::string &text, Language lang, const std::string &name) {
  DiagnosticEngine diags;
  auto file = std::make_shared<SourceFile>("fuzz.txt", text);
  parse::ParseResult r =
      parse::parseCardText({lang, name, file, 0, uint32_t(text.size())}, diags);
  sema::check(r.card, file, diags, lang == Language::En ? &r.lineTexts : nullptr);
  for (auto &d : diags.all())
    (void)formatDiagnostic(d);
  ir::CardFace face{name.empty() ? "Fuzz Card" : name, "{1}{G}", "Creature — Bear", "2", "2", ""};
  ir::LowerResult lowered = ir::lowerCard(face, r.card);
  (void)ir::verify(lowered.module);
  (void)render::renderCard(r.card, Language::En, face.name);
  if (lang != Language::En)
    (void)render::renderCard(r.card, lang, face.name);
}

// The text as a .card block scalar (each line indented in the file): the
// diagnostics show the file's lines, with carets and windows around them.
void runAsCardFile(const std::string &text, const std::string &name) {
  auto file = std::make_shared<SourceFile>("fuzz.card", text, 7);
  std::vector<SourceFile::LineOrigin> origins;
  for (size_t at = 0; at <= text.size();) {
    size_t end = std::min(text.find('\n', at), text.size());
    origins.push_back({"  " + text.substr(at, end - at), 2});
    at = end + 1;
  }
  file->setLineOrigins(std::move(origins));
  DiagnosticEngine diags;
  (void)parse::parseCardText({Language::En, name, file, 0, uint32_t(text.size())}, diags);
  for (auto &d : diags.all())
    (void)formatDiagnostic(d);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string name = kNames[0];
  if (size > 0) {
    name = kNames[data[0] % (sizeof kNames / sizeof *kNames)];
    ++data;
    --size;
  }
  std::string text(reinterpret_cast<const char *>(data), size);
  for (Language lang : {Language::En, Language::Ja, Language::Ko, Language::Pl})
    runOne(text, lang, name);
  runAsCardFile(text, name);
  return 0;
}
