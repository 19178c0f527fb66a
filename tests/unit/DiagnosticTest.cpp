#include "Basic/Diagnostic.h"

#include <doctest/doctest.h>
#include <memory>

using namespace oraclec;

TEST_CASE("diagnostic: clang-style location, line and caret range") {
  auto file = std::make_shared<SourceFile>("card.txt", "Flying\nDraw blorp cards.\n");
  DiagnosticEngine diags;
  diags.report(DiagKind::SyntaxError, file, SourceRange{12, 17}, "unknown word 'blorp'");
  REQUIRE(diags.errorCount() == 1);
  std::string text = formatDiagnostic(diags.all()[0]);
  CHECK(text ==
        "card.txt:2:6: error: cannot read this as rules text: unknown word 'blorp'\n"
        "Draw blorp cards.\n"
        "     ^~~~~\n");
}

TEST_CASE("diagnostic: carets line up under wide Japanese characters") {
  auto file = std::make_shared<SourceFile>("ja.txt", "稲妻はそれに３点");
  DiagnosticEngine diags;
  // "それ" starts at byte 9 (three 3-byte characters before it).
  diags.report(DiagKind::SyntaxError, file, SourceRange{9, 15}, "x");
  std::string text = formatDiagnostic(diags.all()[0]);
  CHECK(text.find("ja.txt:1:4:") == 0);
  CHECK(text.substr(text.rfind('\n', text.size() - 2) + 1) == "      ^~~~\n");
}
