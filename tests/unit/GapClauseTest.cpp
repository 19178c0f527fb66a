// Gaps ranked by the smallest unreadable clause (issue 14): the clause that
// holds the parser's failure, normalised for grouping, and its grammar context.
#include "Driver/GapClause.h"
#include "Parse/Parser.h"

#include <doctest/doctest.h>

using namespace oraclec;
using namespace oraclec::driver;

namespace {
// The gap when the parser stopped at the first occurrence of `at` in `line`.
GapClause gapAt(std::string_view line, std::string_view at, std::string_view rules = "",
                std::string_view name = "Test Golem") {
  size_t b = line.find(at);
  REQUIRE(b != std::string_view::npos);
  return findGapClause(line, b, b + at.size(), rules, name);
}
} // namespace

TEST_CASE("gap: the effect after a trigger that parsed is the gap, not the trigger's words") {
  GapClause g = gapAt("At the beginning of your upkeep, look at the top two cards of your library.",
                      "look", "abilityLine/ability");
  CHECK(g.clause == "look at the top N cards of your library");
  CHECK(g.key == "look at the top N cards");
  CHECK(g.context == "effect");
  CHECK(g.words == "look at the top two cards of your library");
  CHECK(g.token == "look");
  CHECK(g.tokenAt == 0);
  CHECK(g.rules == "abilityLine/ability");
}

TEST_CASE("gap: the token's place in the clause counts UTF-16 units, not bytes") {
  // "a" occurs first inside "Search"; the parser stopped at the article.
  std::string_view line = "{T}: Search your library for a Zombie card and a Swamp card.";
  size_t at = line.find(" a Zombie") + 1;
  GapClause g = findGapClause(line, at, at + 1, "", "");
  CHECK(g.words == "Search your library for a Zombie card and a Swamp card");
  CHECK(g.tokenAt == 24);
  std::string_view wide = "Juggle \xE2\x80\x94 \xF0\x9F\x98\x80 twice."; // an em dash is one unit, an emoji two
  GapClause w = findGapClause(wide, wide.find("twice"), wide.size() - 1, "", "");
  CHECK(w.words == "\xF0\x9F\x98\x80 twice");
  CHECK(w.tokenAt == 3);
}

TEST_CASE("gap: a failure inside the trigger condition is named triggerCondition") {
  GapClause g =
      gapAt("Whenever a creature you control with the chosen name attacks, you gain 1 life.",
            "chosen", "abilityLine/ability/trigger/objectPhrase");
  CHECK(g.clause == "whenever a creature you control with the chosen name attacks");
  CHECK(g.context == "triggerCondition");
  CHECK(g.key == "whenever a creature you control with the chosen");
}

TEST_CASE("gap: the part before an activated ability's colon is its cost") {
  GapClause g = gapAt("{T}, Sacrifice Test Golem and another artifact: Draw a card.", "and");
  CHECK(g.clause == "sacrifice ~ and another artifact");
  CHECK(g.context == "cost");
}

TEST_CASE("gap: a comma after a cost's mana is not the gap: the cost part after it is") {
  GapClause g = gapAt("{1}, Juggle the top card of your library: Draw a card.", ",");
  CHECK(g.clause == "juggle the top card of your library");
  CHECK(g.context == "cost");
  GapClause h = gapAt("{5}, {T}, Juggle Test Golem: Draw a card.", ", J");
  CHECK(h.clause == "juggle ~");
}

TEST_CASE("gap: a keyword line with a cost or a number is named keyword") {
  CHECK(gapAt("Juggle {2}{G} (Reminder text.)", "{2}").context == "keyword");
  CHECK(gapAt("Juggle 3", "3").context == "keyword");
  CHECK(gapAt("Juggle the top card of your library.", "Juggle").context == "ability");
}

TEST_CASE("gap: the rule open at the failure names the context when it agrees with the position") {
  GapClause g = gapAt("Destroy target creature unless its controller juggles.", "juggles",
                      "abilityLine/ability/effectSentences/effect/condition");
  CHECK(g.context == "condition");
  // A trigger rule for a clause after the trigger's comma is the parser
  // deciding far ahead: the position wins.
  GapClause h =
      gapAt("When Test Golem enters, juggle a card.", "juggle", "abilityLine/ability/trigger");
  CHECK(h.context == "effect");
  CHECK(h.clause == "juggle a card");
}

TEST_CASE("gap: a list with commas is one clause, a then-part is its own") {
  GapClause g = gapAt("Juggle target artifact, enchantment, or land.", "Juggle");
  CHECK(g.clause == "juggle target artifact, enchantment, or land");
  GapClause h = gapAt("Draw a card, then juggle a card.", "juggle");
  CHECK(h.clause == "juggle a card");
  CHECK(h.words == "juggle a card");
}

TEST_CASE("gap: a failure at the end of the line or on a separator belongs to the clause before") {
  std::string_view line = "When Test Golem dies, draw a card and juggle.";
  GapClause end = findGapClause(line, line.size(), line.size(), "", "Test Golem");
  CHECK(end.clause == "draw a card and juggle");
  CHECK(end.token.empty());
  GapClause comma = gapAt(line, ",");
  CHECK(comma.clause == "when ~ dies");
  CHECK(comma.context == "triggerCondition");
}

TEST_CASE("gap: normalisation groups numbers, mana, P/T, colours, subtypes and the card's name") {
  CHECK(normaliseClause("Put two +1/+1 counters on Test Golem and add {G}{G}.", "Test Golem") ==
        "put N +N/+N counters on ~ and add {M}");
  CHECK(normaliseClause("Create a 1/1 white Soldier creature token", "") ==
        "create a N/N <colour> <subtype> creature token");
  CHECK(normaliseClause("Target creature gets -3/-0 (Reminder text.) until end of turn", "") ==
        "target creature gets -N/-N until end of turn");
  CHECK(normaliseClause("Golem, the Tester deals X damage", "Golem, the Tester") ==
        "~ deals N damage");
  CHECK(normaliseClause("Golem deals 3 damage", "Golem, the Tester") == "~ deals N damage");
}

TEST_CASE("gap: the parser records the grammar rules open where it stopped") {
  DiagnosticEngine diags;
  parse::ParseResult r = parse::parseString("When Test Golem enters, juggle a card.", Language::En,
                                            "Test Golem", diags);
  REQUIRE(!diags.all().empty());
  const Diagnostic &d = diags.all().front();
  CHECK(d.grammarContext.rfind("abilityLine", 0) == 0);
}

TEST_CASE("gap: keys of one construct join the family of their shortest key prefix") {
  auto f = gapFamilies({"search your library", "search your library for any",
                        "search your library for a card", "search your", "mill N cards",
                        "~ deals N damage", "~ deals N damage divided", "~ deals N damage to each"});
  // A key going on with another content word is a construct of its own.
  CHECK(f.at("~ deals N damage divided") == "~ deals N damage divided");
  CHECK(f.at("~ deals N damage to each") == "~ deals N damage");
  CHECK(f.at("search your library for any") == "search your library");
  CHECK(f.at("search your library for a card") == "search your library");
  CHECK(f.at("search your library") == "search your library"); // "search your": two words
  CHECK(f.at("mill N cards") == "mill N cards");
}
