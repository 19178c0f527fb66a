// Casting permissions and restrictions (issue 14, branch cast): the AST each
// wording gives, that it lowers, and that the English renderer writes it back.
// Scenarios show the runtime performing them (tests/scenarios/cast-*.yaml,
// additional-lands-305-2.yaml and their must-fail twins).
#include "AST/CastTiming.h"
#include "CompileCheck.h"

#include <doctest/doctest.h>

using namespace oraclec;

namespace {
const test::CompileChecker check{"Instant"};
} // namespace

TEST_CASE("cast: 'Cast ~ only' with a time of the turn and a condition [601.3]") {
  check("Cast Test Card only during combat before blockers are declared.",
        "(cast-only (cast-timing \"during combat before blockers are declared\"))\n");
  check("Cast this spell only during the declare attackers step and only if you've been attacked "
        "this step.",
        "(cast-only (cast-timing \"during the declare attackers step\") been-attacked)\n");
  check("Cast Test Card only during an opponent's turn, before attackers are declared.",
        "(cast-only (cast-timing \"during an opponent's turn, before attackers are declared\"))\n");
  check("Cast Test Card only during your turn and only during combat.",
        "(cast-only (cast-timing \"during your turn\") (cast-timing \"during combat\"))\n");
}

TEST_CASE("cast: every time of the turn in the table is read and written back [601.3]") {
  for (const ast::CastTimingRow &row : ast::kCastTimings) {
    std::string words(row.words);
    check("Cast Test Card only " + words + ".", "(cast-only (cast-timing \"" + words + "\"))\n");
  }
}

TEST_CASE("cast: flash permission and additional lands are rules for players [601.3b, 305.2]") {
  check("You may cast creature spells as though they had flash.",
        "(static (cast-as-though-flash you (filter creature spell)))\n", "Enchantment");
  check("You may cast historic spells as though they had flash.",
        "(static (cast-as-though-flash you (filter historic spell)))\n", "Enchantment");
  check("You may play an additional land on each of your turns.",
        "(static (additional-lands you 1))\n", "Creature — Elf");
  check("You may play two additional lands on each of your turns.",
        "(static (additional-lands you 2))\n", "Creature — Elf");
}

TEST_CASE("cast: historic, multicolored and colorless spells in a cast trigger [700.6, 105.2]") {
  check("Whenever you cast a historic spell, you gain 1 life.",
        "(triggered (casts you (filter historic spell)) (gain-life you 1))\n", "Creature — Human");
  check("Whenever you cast a multicolored spell, you gain 1 life.",
        "(triggered (casts you (filter multicolored spell)) (gain-life you 1))\n",
        "Creature — Human");
  check("Whenever you cast a colorless spell, you gain 1 life.",
        "(triggered (casts you (filter colorless spell)) (gain-life you 1))\n", "Creature — Human");
}

TEST_CASE("cast: a time of the turn outside the table is refused, not guessed") {
  auto p = test::parseText("Cast Test Card only during your draw step.", Language::En, "Test Card");
  CHECK(p.diags.hasErrors());
}

TEST_CASE("cast: Korean reads and writes multicolored (다색) as English does [105.2]") {
  auto en = test::parseText("Whenever you cast a multicolored spell, you gain 1 life.", Language::En, "Test Card");
  auto ko = test::parseText("당신이 다색 주문을 발동할 때마다, 당신은 생명 1점을 얻는다.", Language::Ko, "테스트");
  CHECK(ko.sexpr == en.sexpr);
  CHECK_FALSE(ko.diags.hasErrors());
  CHECK(render::renderCard(en.result.card, Language::Ko, "테스트").text ==
        "당신이 다색 주문을 발동할 때마다, 당신은 생명 1점을 얻는다.");
}
