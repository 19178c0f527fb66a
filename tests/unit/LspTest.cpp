// The language server's pieces that need no client (docs/lsp.md): message
// framing on good and hostile input, UTF-16 positions, file URIs, the
// vocabulary taken from the compiler's tables, and .card analysis (ranges of
// the diagnostics in the file, what hover shows).
#include "Lsp/CardAnalysis.h"
#include "Lsp/TextPosition.h"
#include "Lsp/Transport.h"
#include "Lsp/Uri.h"
#include "Lsp/Vocabulary.h"

#include <doctest/doctest.h>

#include <sstream>

using namespace oraclec;
using namespace oraclec::lsp;

namespace {
std::string frame(const std::string &body) {
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}
} // namespace

TEST_CASE("lsp: reader frames messages and tolerates other headers and blank lines") {
  std::istringstream in(
      frame("{}") + "\r\n" +
      "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 3\r\n\r\n[1]");
  MessageReader r(in);
  Frame a = r.next(), b = r.next(), c = r.next();
  CHECK(a.kind == Frame::Kind::Message);
  CHECK(a.body == "{}");
  CHECK(b.kind == Frame::Kind::Message);
  CHECK(b.body == "[1]");
  CHECK(c.kind == Frame::Kind::End);
}

TEST_CASE("lsp: reader reports a bad header and resynchronises on the next Content-Length") {
  std::istringstream in("Content-Length: abc\r\n\r\n{\"x\":1}" + frame("{}") +
                        "Bogus header line\r\n\r\n" + frame("[]"));
  MessageReader r(in);
  Frame a = r.next();
  CHECK(a.kind == Frame::Kind::BadHeader);
  Frame b = r.next();
  CHECK(b.kind == Frame::Kind::Message);
  CHECK(b.body == "{}");
  CHECK(r.next().kind == Frame::Kind::BadHeader);
  Frame d = r.next();
  CHECK(d.kind == Frame::Kind::Message);
  CHECK(d.body == "[]");
  CHECK(r.next().kind == Frame::Kind::End);
}

TEST_CASE("lsp: reader skips a message over the limit without keeping it") {
  std::istringstream in(frame(std::string(5000, 'x')) + frame("{}"));
  MessageReader r(in, 1024);
  Frame a = r.next();
  CHECK(a.kind == Frame::Kind::TooLarge);
  CHECK(a.body.empty());
  Frame b = r.next();
  CHECK(b.kind == Frame::Kind::Message);
  CHECK(b.body == "{}");
}

TEST_CASE("lsp: reader ends on a body or header cut by the end of the input") {
  std::istringstream cut("Content-Length: 10\r\n\r\n{}");
  CHECK(MessageReader(cut).next().kind == Frame::Kind::End);
  std::istringstream header("Content-Len");
  MessageReader r(header);
  Frame f = r.next();
  CHECK((f.kind == Frame::Kind::End || f.kind == Frame::Kind::BadHeader));
  CHECK(r.next().kind == Frame::Kind::End);
  std::istringstream huge("Content-Length: 99999999999999999999999\r\n\r\n");
  CHECK(MessageReader(huge).next().kind == Frame::Kind::BadHeader);
}

TEST_CASE("lsp: positions count UTF-16 code units") {
  // "稲" is 3 bytes and 1 unit; "𝄞" (U+1D11E) is 4 bytes and 2 units.
  std::string text = "ab\n稲妻x\n𝄞y";
  CHECK(positionAt(text, 3) == Position{1, 0});
  CHECK(positionAt(text, 9) == Position{1, 2});  // before 'x'
  CHECK(positionAt(text, 15) == Position{2, 2}); // before 'y'
  CHECK(offsetAt(text, {2, 2}) == 15);
  CHECK(offsetAt(text, {1, 99}) == 10); // clamped to the end of the line
  CHECK(offsetAt(text, {99, 0}) == text.size());
  CHECK(positionOfLineColumn(text, {2, 3}) == Position{1, 2});
}

TEST_CASE("lsp: file URIs are decoded and encoded") {
  CHECK(uriToPath("file:///tmp/a%20b/%E7%A8%B2.card") ==
        std::optional<std::string>("/tmp/a b/稲.card"));
  CHECK(uriToPath("file://localhost/x.card") == std::optional<std::string>("/x.card"));
  CHECK_FALSE(uriToPath("http://x/y").has_value());
  CHECK_FALSE(uriToPath("file:///a%2").has_value());
  CHECK_FALSE(uriToPath("file:///a%00b").has_value());
  CHECK(pathToUri("/tmp/a b.card") == "file:///tmp/a%20b.card");
}

TEST_CASE("lsp: the vocabulary comes from the keyword table, the templates and the lexer") {
  CHECK(keywordEntries().size() == size_t(ast::kKeywordCount));
  std::string line = "Flying, first strike";
  const KeywordEntry *k = keywordAt(line, 10);
  REQUIRE(k);
  CHECK(k->words == "first strike");
  CHECK(k->rule == "702.7");
  CHECK(keywordAt("Strikes twice", 2) == nullptr);
  bool damage = false;
  for (const auto &t : templateEntries())
    damage |= t.snippet == "${1} deals ${2} damage to ${3}";
  CHECK(damage);
  bool destroy = false;
  for (const auto &w : lexerWords())
    destroy |= w == "destroy";
  CHECK(destroy);
}

TEST_CASE("lsp: a .card's diagnostics point at the words in the file, hover knows each ability") {
  std::string card = "name: Test Imp\n"
                     "type: Creature — Imp\n"
                     "power: 1\n"
                     "toughness: 1\n"
                     "text: |-\n"
                     "  Flying\n"
                     "  When Test Imp enters, you gain 3 lifee.\n";
  CardAnalysis a = analyzeCard("/tmp/test-imp.card", card);
  REQUIRE(a.diagnostics.size() >= 1);
  CHECK(a.diagnostics[0].code == "E0101");
  CHECK(a.diagnostics[0].range.start == Position{6, 35});
  CHECK(a.diagnostics[0].range.end == Position{6, 40});
  REQUIRE(a.abilities.size() == 2);
  CHECK(a.abilities[0].status == "compiled");
  CHECK(a.abilities[0].sexpr == "(keyword flying)");
  CHECK(a.abilities[0].rendered == "Flying");
  CHECK(a.abilities[0].range.start == Position{5, 2});
  CHECK(a.abilities[1].status != "compiled");
  CHECK(a.abilities[1].diagnostic.find("E0101") != std::string::npos);
  CHECK(a.abilities[1].range.start.line == 6);
}

TEST_CASE("lsp: a malformed .card is a located loader diagnostic") {
  CardAnalysis a = analyzeCard("/tmp/bad.card", "name: [unclosed\n");
  REQUIRE(a.diagnostics.size() == 1);
  CHECK(a.diagnostics[0].code == "E0006");
  CHECK(a.abilities.empty());
}
