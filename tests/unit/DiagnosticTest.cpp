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
        "card.txt:2:6: error: cannot read this as rules text: unknown word 'blorp' [E0102]\n"
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

TEST_CASE("diagnostic: a huge line is shown as a window around the caret") {
  std::string line(5'000'000, 'a');
  line.replace(3'000'000, 5, "lifee");
  auto file = std::make_shared<SourceFile>("big.card", line);
  DiagnosticEngine diags;
  diags.report(DiagKind::TextTooLong, file, SourceRange{3'000'000, 3'000'005}, line.size(), 65536);
  std::string text = formatDiagnostic(diags.all()[0]);
  CHECK(text.size() < 600);
  std::vector<std::string> lines;
  for (size_t at = 0, nl; (nl = text.find('\n', at)) != std::string::npos; at = nl + 1)
    lines.push_back(text.substr(at, nl - at));
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] ==
        "big.card:1:3000001: error: rules text is 5000000 bytes; the limit is 65536 [E0003]");
  CHECK(lines[1].starts_with("..."));
  CHECK(lines[1].ends_with("..."));
  CHECK(lines[1].size() <= kMaxExcerptColumns);
  // The caret is under the offending word in the excerpt.
  size_t caret = lines[2].find('^');
  CHECK(lines[1].substr(caret, 5) == "lifee");
  CHECK(lines[2].substr(caret) == "^~~~~");
}

TEST_CASE("diagnostic: a long line near its start is cut on the right only") {
  std::string line = "Draw blorp " + std::string(300, 'x');
  auto file = std::make_shared<SourceFile>("t", line);
  DiagnosticEngine diags;
  diags.report(DiagKind::SyntaxError, file, SourceRange{5, 10}, "x");
  std::string text = formatDiagnostic(diags.all()[0]);
  CHECK(text.find("\nDraw blorp xxx") != std::string::npos);
  CHECK(text.find("...\n     ^~~~~\n") != std::string::npos);
}

TEST_CASE("diagnostic: columns and source line of a text cut out of a .card file") {
  // text: |
  //   Flying
  //   You gain 3 lifee.
  auto file = std::make_shared<SourceFile>("c.card", "Flying\nYou gain 3 lifee.", 4);
  file->setLineOrigins({{"  Flying", 2}, {"  You gain 3 lifee.", 2}});
  DiagnosticEngine diags;
  diags.report(DiagKind::UnknownWord, file, SourceRange{18, 23}, "lifee", "");
  CHECK(formatDiagnostic(diags.all()[0]) == "c.card:5:14: error: unknown word 'lifee' [E0101]\n"
                                            "  You gain 3 lifee.\n"
                                            "             ^~~~~\n");
}

TEST_CASE("diagnostic: a quoted word in a message is cut") {
  CHECK(excerpt("short") == "short");
  std::string cut = excerpt(std::string(1000, 'w'), 40);
  CHECK(cut.size() == 40);
  CHECK(cut.ends_with("..."));
}
