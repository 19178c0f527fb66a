// Keywords of branch `keywords6` (issue 14 breadth): entwine (702.42), cascade
// (702.85) and transmute (702.53), in English and Japanese. The scenarios
// keywords6-*-702-* play them on both engines.
#include "Render/Renderer.h"
#include "Render/RoundTrip.h" // pl6
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE(
    "keywords6: entwine, cascade and transmute read with their cost and reminder text [702.42a, "
    "702.85a, 702.53a]") {
  struct Row {
    const char *text, *sexpr;
  };
  const Row rows[] = {
      {"Entwine {2} (Choose both if you pay the entwine cost.)",
       "(keyword entwine (cost (mana \"{2}\")))\n"},
      {"Entwine—Sacrifice three lands. (Choose both if you pay the entwine cost.)",
       "(keyword entwine (cost (sacrifice (filter land) 3)))\n"},
      {"Cascade (When you cast this spell, exile cards from the top of your library until you "
       "exile a "
       "nonland card that costs less. You may cast it without paying its mana cost. Put the exiled "
       "cards on "
       "the bottom of your library in a random order.)",
       "(keyword cascade)\n"},
      {"Cascade, cascade", "(keyword cascade)\n(keyword cascade)\n"},
      {"Transmute {1}{U}{B} ({1}{U}{B}, Discard this card: Search your library for a card with the "
       "same "
       "mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as "
       "a "
       "sorcery.)",
       "(keyword transmute (cost (mana \"{1}{U}{B}\")))\n"},
  };
  for (const Row &row : rows) {
    CAPTURE(row.text);
    auto p = parseText(row.text);
    CHECK(p.sexpr == row.sexpr);
    CHECK(p.result.card.fullySupported());
  }
  // Entwine and transmute take a cost; cascade takes none.
  CHECK_FALSE(parseText("Entwine").result.card.fullySupported());
  CHECK_FALSE(parseText("Transmute").result.card.fullySupported());
  CHECK_FALSE(parseText("Cascade {2}").result.card.fullySupported());
}

TEST_CASE("keywords6: English renders back to the Oracle wording without the reminder text") {
  for (const char *text : {"Entwine {2}", "Entwine—Sacrifice two lands.", "Cascade",
                           "Cascade, cascade", "Transmute {1}{U}{U}"}) {
    CAPTURE(text);
    auto p = parseText(text, Language::En, "Test Charm");
    REQUIRE(p.result.card.fullySupported());
    render::RenderResult r = render::renderCard(p.result.card, Language::En, "Test Charm");
    CHECK(r.ok());
    CHECK(r.text == text);
  }
}

TEST_CASE("keywords6: the Japanese forms read to the English AST and round-trip, Korean is a named "
          "render gap, Polish round-trips (pl6)") {
  struct Row {
    const char *en, *ja;
  };
  const Row rows[] = {
      {"Entwine {2}", "双呪{2}（あなたが双呪コストを支払った場合、両方を選ぶ。）"},
      {"Cascade", "続唱"},
      {"Transmute {1}{U}{B}", "変成{1}{U}{B}"},
  };
  for (const Row &row : rows) {
    CAPTURE(row.ja);
    auto en = parseText(row.en);
    REQUIRE(en.result.card.fullySupported());
    auto ja = parseText(row.ja, Language::Ja);
    CHECK(ja.sexpr == en.sexpr);
    render::RenderResult r = render::renderCard(en.result.card, Language::Ja, "");
    CHECK(r.ok());
    CAPTURE(r.text);
    CHECK(parseText(r.text, Language::Ja).sexpr == en.sexpr);
    // Korean (ko6): the Korean CR's names (엮어내기, 연쇄, 변환, seed 003), read back the same.
    render::RenderResult ko = render::renderCard(en.result.card, Language::Ko, "");
    CHECK(ko.ok());
    CHECK(parseText(ko.text, Language::Ko).sexpr == en.sexpr);
    // pl6: Polish writes Splatanie {2} / Kaskada / Transmutacja {1}{U}{B} and reads them back.
    CHECK(render::renderChecked(en.result.card, Language::Pl, "").ok());
  }
}

TEST_CASE(
    "keywords6: clash with an opponent, and 'if you win' only right after it [701.23b, 701.23d]") {
  auto etb = parseText(
      "When Test Brawler enters the battlefield, clash with an opponent. If you win, put a +1/+1 "
      "counter on Test Brawler.",
      Language::En, "Test Brawler");
  CHECK(etb.result.card.fullySupported());
  CHECK(etb.sexpr == "(triggered (enters-battlefield self) (clash you) (if-win-clash (put-counters "
                     "self +1/+1 1)))\n");
  auto spell = parseText(
      "Draw a card. Clash with an opponent. If you win, return Test Research to its owner's hand.",
      Language::En, "Test Research");
  CHECK(spell.result.card.fullySupported());
  CHECK(spell.sexpr.find("(clash you) (if-win-clash") != std::string::npos);
  // "If you win" without a clash just before it is not read.
  CHECK_FALSE(parseText("Draw a card. If you win, draw a card.").result.card.fullySupported());
  CHECK_FALSE(parseText("Clash with an opponent, then draw a card. If you win, draw a card.")
                  .result.card.fullySupported());
  // The clashed opponent is not "that player" (not read, never bound to another player).
  CHECK_FALSE(parseText("Clash with an opponent. If you win, that player loses 2 life.")
                  .result.card.fullySupported());
  // English renders it back ("it" for the trigger's own permanent after its name, as elsewhere).
  struct Rendered {
    const char *text, *rendered;
  };
  const Rendered rendered[] = {
      {"When Test Brawler enters the battlefield, clash with an opponent. If you win, put a +1/+1 "
       "counter on Test "
       "Brawler.",
       "When Test Brawler enters the battlefield, clash with an opponent. If you win, put a +1/+1 "
       "counter on it."},
      {"Draw a card. Clash with an opponent. If you win, return Test Brawler to its owner's hand.",
       "Draw a card. Clash with an opponent. If you win, return Test Brawler to its owner's hand."},
  };
  for (const Rendered &row : rendered) {
    CAPTURE(row.text);
    auto p = parseText(row.text, Language::En, "Test Brawler");
    REQUIRE(p.result.card.fullySupported());
    render::RenderResult r = render::renderCard(p.result.card, Language::En, "Test Brawler");
    CHECK(r.ok());
    CHECK(r.text == row.rendered);
    CHECK(parseText(r.text, Language::En, "Test Brawler").sexpr == p.sexpr);
  }
}
