// "Did you mean ...?" (Basic/Suggest) and the classification of syntax
// errors into unknown words (E0101) and known words in an unknown order (E0102).
#include "Basic/Suggest.h"
#include "Basic/Diagnostic.h"
#include "Parse/Parser.h"

#include <doctest/doctest.h>

#include <set>

using namespace oraclec;

TEST_CASE("suggest: Damerau-Levenshtein distance") {
  CHECK(editDistance("life", "life") == 0);
  CHECK(editDistance("lifee", "life") == 1);      // insertion
  CHECK(editDistance("flyng", "flying") == 1);    // deletion
  CHECK(editDistance("flaying", "flying") == 1);  // insertion
  CHECK(editDistance("dsetroy", "destroy") == 1); // swap of neighbours counts once
  CHECK(editDistance("destroy", "dsetroy") == 1);
  CHECK(editDistance("kitten", "sitting") == 3);
  CHECK(editDistance("", "abc") == 3);
  CHECK(editDistance("ca", "abc") == 3);           // optimal string alignment, not unrestricted
  CHECK(editDistance("zażółć", "zazolc") == 4);    // code points, not bytes
  CHECK(editDistance("abcdef", "uvwxyz", 2) == 3); // stops early: limit + 1
}

TEST_CASE("suggest: threshold grows with the word") {
  CHECK(suggestionThreshold("to") == 0);
  CHECK(suggestionThreshold("gain") == 1);
  CHECK(suggestionThreshold("flyng") == 1);
  CHECK(suggestionThreshold("rather") == 1);
  CHECK(suggestionThreshold("creatrue") == 2);
}

TEST_CASE("suggest: closest words first, none when nothing is close") {
  std::vector<std::string> vocab{"life", "lifelink", "flying", "flash", "draw", "destroy", "wife"};
  CHECK(suggestWords("lifee", vocab) == std::vector<std::string>{"life"});
  CHECK(suggestWords("flyng", vocab) == std::vector<std::string>{"flying"});
  CHECK(suggestWords("dsetroy", vocab) == std::vector<std::string>{"destroy"});
  CHECK(suggestWords("lief", vocab) == std::vector<std::string>{"life"});
  // Two at distance 1: the one with the same first letter first.
  CHECK(suggestWords("wlife", vocab) == std::vector<std::string>{"wife", "life"});
  CHECK(suggestWords("qqqqqq", vocab).empty());
  CHECK(suggestWords("flyign", vocab) == std::vector<std::string>{"flying"}); // a swap is one edit
  CHECK(suggestWords("flaxng", vocab).empty()); // two edits away, and only six letters
  CHECK(suggestWords("lifeelink", vocab) == std::vector<std::string>{"lifelink"});
  CHECK(suggestWords("ab", vocab).empty());   // too short to guess
  CHECK(suggestWords("life", vocab).empty()); // a known word is not misspelt (not 'wife')
}

namespace {
std::vector<Diagnostic> diagnose(std::string_view text, std::string name = "") {
  DiagnosticEngine diags;
  parse::parseString(text, Language::En, std::move(name), diags, "t.card");
  return diags.all();
}
} // namespace

TEST_CASE("suggest: an unknown word gets E0101 and a suggestion from the grammar's vocabulary") {
  auto d = diagnose("You gain 3 lifee.");
  REQUIRE(!d.empty());
  CHECK(d[0].kind == DiagKind::UnknownWord);
  CHECK(d[0].message == "unknown word 'lifee'; did you mean 'life'?");
  CHECK(d[0].range.begin == 11);
  CHECK(d[0].range.end == 16);

  d = diagnose("Flyng");
  REQUIRE(!d.empty());
  CHECK(d[0].kind == DiagKind::UnknownWord);
  CHECK(d[0].message == "unknown word 'Flyng'; did you mean 'Flying'?"); // the user's capital kept
}

TEST_CASE("suggest: known words in an order the grammar refuses are E0102, not E0101") {
  // keywords6: was "Entwine {1}{R}" (altcast: "Madness {1}{R}"; keywords7: "Overload
  // {1}{R}"), keywords read since
  auto d = diagnose("Prowl {1}{R}");
  REQUIRE(!d.empty());
  CHECK(d[0].kind == DiagKind::SyntaxError);
  CHECK(d[0].message == "cannot read this as rules text: unexpected '{1}'");
  CHECK(std::string(codeOf(d[0].kind)) == "E0102");
}

TEST_CASE("suggest: another card's name for 'this' gets a note (N0104)") {
  auto d = diagnose("Bar deals 3 damage to any target.", "Foo");
  REQUIRE(d.size() == 2);
  CHECK(d[0].kind == DiagKind::UnknownWord);
  CHECK(d[0].message == "unknown word 'Bar'"); // a name: no spelling suggestion
  CHECK(d[1].kind == DiagKind::OtherNameForSelf);
  CHECK(d[1].severity == Severity::Note);
  CHECK(d[1].message.find("'Bar'") != std::string::npos);
  CHECK(d[1].message.find("'Foo'") != std::string::npos);
  CHECK(d[1].message.find("this creature") != std::string::npos);
  // The card's own name is `~`: no note.
  CHECK(diagnose("Foo deals 3 damage to any target.", "Foo").empty());
  // A misspelt verb at the start of a sentence is a typo, not a name.
  d = diagnose("Destory target creature.", "Foo");
  REQUIRE(!d.empty());
  CHECK(d.back().kind != DiagKind::OtherNameForSelf);
  // "When" opens the sentence; the name after it is the subject.
  d = diagnose("When Bar Baz enters, draw a card.", "Foo");
  REQUIRE(d.size() == 2);
  CHECK(d[1].kind == DiagKind::OtherNameForSelf);
  CHECK(d[1].message.starts_with("'Bar Baz' looks like"));
}

TEST_CASE("diagnostic codes: unique, well-formed, each explained in docs/diagnostics.md") {
  std::set<std::string> seen;
  for (int k = 0; k < kDiagKindCount; ++k) {
    auto kind = DiagKind(k);
    std::string code = codeOf(kind);
    INFO(code);
    CHECK(seen.insert(code).second);
    REQUIRE(code.size() == 5);
    char want = severityOf(kind) == Severity::Error     ? 'E'
                : severityOf(kind) == Severity::Warning ? 'W'
                                                        : 'N';
    CHECK(code[0] == want);
    CHECK(kindFromCode(code) == kind);
    CHECK(!explanationOf(kind).empty());
    CHECK(titleOf(kind) != nameOf(kind));
  }
  CHECK(kindFromCode("e0101") == DiagKind::UnknownWord);
  CHECK(!kindFromCode("E9999"));
  CHECK(explanationOf(DiagKind::UnknownWord).find("did you mean") != std::string::npos);
}

TEST_CASE("suggest: the start of the card's own name gets a note saying so") {
  auto d = diagnose("{B}: Test gains flying until end of turn.", "Test the Imp");
  REQUIRE(d.size() == 2);
  CHECK(d[1].kind == DiagKind::OtherNameForSelf);
  CHECK(d[1].message.starts_with("'Test' is the start of this card's name"));
  CHECK(d[1].message.find("'Test the Imp'") != std::string::npos);
}
