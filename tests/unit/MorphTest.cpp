// Morph and face-down permanents (CR 702.37, 708): the keywords and the
// "turned face up" trigger in every language, and the runtime's face-down
// characteristics and special action (the scenarios keywords-morph-702-37 and
// keywords-megamorph-708-8 play whole games).
#include "Render/Renderer.h"
#include "RuntimeTestSupport.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE("morph: the keywords with a mana cost or another cost [702.37a, 702.37b]") {
  auto m = parseText("Morph {1}{U} (You may cast this card face down as a 2/2 creature for {3}. "
                     "Turn it face up any "
                     "time for its morph cost.)");
  CHECK(m.sexpr == "(keyword morph (cost (mana \"{1}{U}\")))\n");
  CHECK(m.result.card.fullySupported());
  CHECK(parseText("Megamorph {2}{G}").sexpr == "(keyword megamorph (cost (mana \"{2}{G}\")))\n");
  auto life = parseText("Morph\u2014Pay 4 life.");
  CHECK(life.result.card.fullySupported());
  CHECK(life.sexpr == "(keyword morph (cost (pay-life 4)))\n");
  // A keyword that takes a cost is not read without one.
  CHECK_FALSE(parseText("Morph").result.card.fullySupported());
}

TEST_CASE("morph: when ~ is turned face up is an event of the permanent, not an entering [708.8]") {
  auto self =
      parseText("When Test Sage is turned face up, draw a card.", Language::En, "Test Sage");
  CHECK(self.sexpr == "(triggered (turned-face-up self) (draw you 1))\n");
  auto any = parseText("Whenever a permanent you control is turned face up, you gain 2 life.");
  CHECK(any.sexpr ==
        "(triggered (turned-face-up (filter permanent (controller you))) (gain-life you 2))\n");
  // "it" after "When ~ is turned face up" is the permanent itself.
  auto it = parseText("When Test Sage is turned face up, put a +1/+1 counter on it.", Language::En,
                      "Test Sage");
  CHECK(it.sexpr == "(triggered (turned-face-up self) (put-counters self +1/+1 1))\n");
}

TEST_CASE("morph: English renders back to the Oracle wording without the reminder text") {
  const char *texts[] = {"Morph {1}{U}", "Megamorph {2}{G}",
                         "When Test Sage is turned face up, draw a card.",
                         "Whenever a permanent you control is turned face up, you gain 2 life."};
  for (const char *text : texts) {
    CAPTURE(text);
    auto p = parseText(text, Language::En, "Test Sage");
    REQUIRE(p.result.card.fullySupported());
    render::RenderResult r = render::renderCard(p.result.card, Language::En, "Test Sage");
    CHECK(r.ok());
    CHECK(r.text == text);
  }
}

TEST_CASE("morph: Japanese, Korean and Polish keywords read to the English AST and round-trip") {
  struct Row {
    const char *en;
    Language lang;
    const char *text;
  };
  const Row rows[] = {
      {"Morph {1}{U}", Language::Ja, "変異{1}{U}"},
      {"Megamorph {2}{G}", Language::Ja, "大変異{2}{G}"},
      {"Morph {1}{U}", Language::Ko, "변이 {1}{U}"},
      {"Megamorph {2}{G}", Language::Ko, "대변이 {2}{G}"},
      {"Morph {1}{U}", Language::Pl, "Metamorfoza {1}{U}"},
      {"Megamorph {2}{G}", Language::Pl, "Megametamorfoza {2}{G}"},
      {"When Test Sage is turned face up, draw a card.", Language::Ja,
       "テスト賢者が表向きになったとき、カードを１枚引く。"},
      {"When Test Sage is turned face up, draw a card.", Language::Ko,
       "Test Sage가 앞면으로 뒤집힐 때, 카드 한 장을 뽑는다."},
  };
  for (const Row &row : rows) {
    CAPTURE(row.text);
    auto en = parseText(row.en, Language::En, "Test Sage");
    auto other =
        parseText(row.text, row.lang, row.lang == Language::Ja ? "テスト賢者" : "Test Sage");
    CHECK(other.sexpr == en.sexpr);
    render::RenderResult r = render::renderCard(
        en.result.card, row.lang, row.lang == Language::Ja ? "テスト賢者" : "Test Sage");
    CHECK(r.ok());
    CAPTURE(r.text);
    CHECK(
        parseText(r.text, row.lang, row.lang == Language::Ja ? "テスト賢者" : "Test Sage").sexpr ==
        en.sexpr);
  }
}

TEST_CASE("morph: the trigger renders to Polish and reads back (branch pl4, 708.8)") {
  auto en = parseText("When Test Sage is turned face up, draw a card.", Language::En, "Test Sage");
  render::RenderResult r = render::renderCard(en.result.card, Language::Pl, "Test Sage");
  CHECK(r.ok());
  CHECK(r.text == "Kiedy Test Sage zostaje odwrócony awersem do góry, dobierz kartę.");
  CHECK(parseText(r.text, Language::Pl, "Test Sage").sexpr == en.sexpr);
}
