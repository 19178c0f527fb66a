// One ability that triggers on either of two events of the card (603.2), morbid's
// "a creature died this turn" (700.4) and "you control a Mountain or a Plains"
// (305.7): the English forms compile and render back, the Japanese printed forms
// read to the same meaning, and what is not understood stays a gap.
#include "CompileCheck.h"
#include "I18nTestSupport.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

#include <set>

using namespace oraclec;

namespace {
const test::CompileChecker check{"Creature — Giant", test::RenderBack::AsRenderCheck};
} // namespace

TEST_CASE("trigger pairs: ~ enters the battlefield or <event> is one ability [603.2]") {
  check(
      "Whenever Test Card enters the battlefield or attacks, you gain 1 life.",
      "(triggered (either-trigger (enters-battlefield self) (attacks self)) (gain-life you 1))\n");
  check("When Test Card enters the battlefield or dies, draw a card.",
        "(triggered (either-trigger (enters-battlefield self) (dies self)) (draw you 1))\n");
  check("When Test Card enters the battlefield or leaves the battlefield, draw a card.",
        "(triggered (either-trigger (enters-battlefield self) (leaves-battlefield self)) (draw you "
        "1))\n");
  // "is put into a graveyard from the battlefield" is "dies" (700.4).
  CHECK(test::canonicalSExpr(
            "When Test Card enters the battlefield or is put into a graveyard from the "
            "battlefield, draw a card.",
            Language::En) ==
        test::canonicalSExpr("When Test Card enters the battlefield or dies, draw a card.",
                             Language::En));
  // Two descriptors, one per event, sharing the effect.
  auto p = test::parseText("Whenever Test Card enters the battlefield or attacks, you gain 1 life.",
                           Language::En, "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Creature — Giant";
  auto lowered = ir::lowerCard(face, p.result.card);
  REQUIRE(lowered.module.card.abilities.size() == 2);
  const auto &abilities = lowered.module.card.abilities;
  std::set<rt::TriggerEvent> events{abilities[0].trigger.event, abilities[1].trigger.event};
  CHECK(events ==
        std::set<rt::TriggerEvent>{rt::TriggerEvent::EntersBattlefield, rt::TriggerEvent::Attacks});
  CHECK(lowered.module.card.abilities[0].effect == lowered.module.card.abilities[1].effect);
  // Another object's two events: not this construct.
  CHECK(test::refusedIn("Whenever a creature enters the battlefield or attacks, you gain 1 life.",
                        Language::En));
}

TEST_CASE("trigger pairs: the Japanese printed forms read as English [603.2]") {
  test::checkReadsAsEnglish(
      {{"Test Cardが戦場に出るか攻撃するたび、あなたは１点のライフを得る。",
        "Whenever Test Card enters the battlefield or attacks, you gain 1 life."},
       {"Test Cardが戦場に出るか戦場を離れるかしたとき、カードを１枚引く。",
        "When Test Card enters the battlefield or leaves the battlefield, draw a card."},
       {"Test Cardが戦場に出たか死亡したとき、カードを１枚引く。",
        "When Test Card enters the battlefield or dies, draw a card."},
       {"Test Cardが戦場に出るか死亡するかしたとき、カードを１枚引く。",
        "When Test Card enters the battlefield or dies, draw a card."},
       {"Test Cardが戦場に出たか戦場から墓地に置かれたとき、カードを１枚引く。",
        "When Test Card enters the battlefield or dies, draw a card."}},
      Language::Ja);
  test::checkRoundTrips({"Whenever Test Card enters the battlefield or attacks, you gain 1 life.",
                         "When Test Card enters the battlefield or dies, draw a card."},
                        Language::Ja);
}

TEST_CASE("trigger pairs: morbid, a creature died this turn [700.4, 603.4]") {
  check("At the beginning of your end step, if a creature died this turn, draw a card.",
        "(triggered (beginning-of end-step you) (if creature-died-this-turn) (draw you 1))\n",
        "Enchantment");
  test::checkReadsAsEnglish(
      {{"あなたの終了ステップの開始時に、このターンにクリーチャーが死亡していた場合、カードを１枚引"
        "く。",
        "At the beginning of your end step, if a creature died this turn, draw a card."},
       {"あなたの終了ステップの開始時に、このターン、クリーチャー１体が死亡した場合、カードを１枚引"
        "く。",
        "At the beginning of your end step, if a creature died this turn, draw a card."}},
      Language::Ja);
}

TEST_CASE("trigger pairs: you control a Mountain or a Plains [305.7, 614.1c]") {
  check("Test Card enters the battlefield tapped unless you control a Mountain or a Plains.",
        "(static (enters-tapped self (unless (compare (count (all (filter (any-of (subtype "
        "\"Mountain\") "
        "(subtype \"Plains\")) (controller you)))) at-least 1))))\n",
        "Land");
  // The repeated article is wording only: the same meaning as "a Mountain or Plains".
  CHECK(test::canonicalSExpr(
            "Test Card enters the battlefield tapped unless you control an Island or a Swamp.",
            Language::En) ==
        test::canonicalSExpr(
            "Test Card enters the battlefield tapped unless you control an Island or Swamp.",
            Language::En));
  // Two descriptions of several words each are not one any-of: a gap.
  CHECK(test::refusedIn(
      "Test Card enters the battlefield tapped unless you control a tapped Mountain or an "
      "untapped Plains.",
      Language::En));
}

TEST_CASE("trigger pairs: the Japanese checkland reads as English [614.1c, 305.7]") {
  test::checkReadsAsEnglish(
      {{"あなたが山か平地をコントロールしていないかぎり、Test Cardはタップ状態で戦場に出る。",
        "Test Card enters the battlefield tapped unless you control a Mountain or a Plains."},
       {"あなたが島をコントロールしていないかぎり、Test Cardはタップ状態で戦場に出る。",
        "Test Card enters the battlefield tapped unless you control an Island."}},
      Language::Ja);
}
