// effects8 (issue 14): the object an activated ability's cost discarded or exiled, read by
// its effect: "the discarded card's mana value", "the mana value of the discarded card",
// "the exiled card's power" (608.2h: the card as it last existed before it moved; 602.2b,
// 118.3). Each wording parses to one AST, lowers, renders back; its Japanese printed form
// reads to the same AST; it renders to Korean and Polish and reads back. A card the cost
// did not take (no such cost, two cards, a linked exile) is refused, never guessed.
#include "CompileCheck.h"
#include "I18nTestSupport.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::checkCompilesAndRendersBack;
using test::checkReadsAsEnglish;
using test::refusedIn;

namespace {
const char *const kDiscardedDamage =
    "{1}, Discard a card: Test Card deals damage to any target equal to the discarded card's "
    "mana value.";
const char *const kDiscardedOf = "{3}, Discard a card at random: Test Card deals damage to any "
                                 "target equal to the mana value of the discarded card.";
const char *const kDiscardedPump = "{1}{B}, Discard a creature card: Test Card gets +X/+X until "
                                   "end of turn, where X is the discarded card's mana value.";
const char *const kExiledCounters =
    "Exile a creature card from your graveyard: Put X +1/+1 counters on Test Card, where X is "
    "the exiled card's mana value.";
const char *const kExiledLife = "{2}{B}, Exile a creature card from your graveyard: Each opponent "
                                "loses life equal to the exiled card's power.";
} // namespace

TEST_CASE("effects8: the card the cost discarded [608.2h, 602.2b, 118.3]") {
  checkCompilesAndRendersBack(
      kDiscardedDamage,
      "(activated (cost (mana \"{1}\") (discard 1)) (targets (target any-target)) (deal-damage "
      "self (mana-value-of discarded) (target-ref 0)))\n",
      "Artifact", test::RenderBack::AsRenderCheck);
  checkCompilesAndRendersBack(
      kDiscardedOf,
      "(activated (cost (mana \"{3}\") (discard-random 1)) (targets (target any-target)) "
      "(deal-damage self (mana-value-of discarded) (target-ref 0)))\n",
      "Artifact", test::RenderBack::AsRenderCheck);
  checkCompilesAndRendersBack(
      kDiscardedPump,
      "(activated (cost (mana \"{1}{B}\") (discard 1 (filter creature card))) (modify-pt self "
      "(mana-value-of discarded) (mana-value-of discarded) until-end-of-turn))\n",
      "Creature — Spirit", test::RenderBack::AsRenderCheck);
}

TEST_CASE("effects8: the card the cost exiled [608.2h, 118.3]") {
  checkCompilesAndRendersBack(
      kExiledCounters,
      "(activated (cost (exile-cost (filter creature card (in-zone graveyard you)) 1)) "
      "(put-counters self +1/+1 (mana-value-of cost-exiled)))\n",
      "Creature — Wall", test::RenderBack::AsRenderCheck);
  checkCompilesAndRendersBack(
      kExiledLife,
      "(activated (cost (mana \"{2}{B}\") (exile-cost (filter creature card (in-zone graveyard "
      "you)) 1)) (lose-life each-opponent (power-of cost-exiled)))\n",
      "Creature — Horror", test::RenderBack::AsRenderCheck);
}

TEST_CASE("effects8: 'the discarded / exiled card' the cost did not take is refused [608.2h]") {
  // no discard in the cost: no card is "the discarded card"
  CHECK(refusedIn("{T}: Test Card deals damage to any target equal to the discarded card's mana "
                  "value.",
                  Language::En));
  // two cards discarded: "the discarded card" would be one of them the text does not name
  CHECK(refusedIn("{1}, Discard two cards: Test Card deals damage to any target equal to the "
                  "discarded card's mana value.",
                  Language::En));
  CHECK(refusedIn("{1}, Discard a card, Discard a card at random: You gain life equal to the mana "
                  "value of the discarded card.",
                  Language::En));
  // a trigger's discard is not a cost (701.8a): refused, not read as the cost's card
  CHECK(refusedIn("Whenever you discard a card, you gain life equal to the discarded card's mana "
                  "value.",
                  Language::En));
  // "Exile ~": the source itself, not "the exiled card"; no exile: maybe a linked exile (607.2a)
  CHECK(refusedIn("Exile Test Card from your graveyard: You gain life equal to the exiled card's "
                  "power.",
                  Language::En));
  CHECK(refusedIn("{T}: You gain life equal to the exiled card's power.", Language::En));
  CHECK(refusedIn("Exile two creature cards from your graveyard: You gain life equal to the "
                  "exiled card's power.",
                  Language::En));
}

TEST_CASE("effects8: the Japanese printed forms read as the English [608.2h]") {
  checkReadsAsEnglish(
      {{"{1},カード１枚を捨てる：１つを対象とする。Test "
        "Cardはそれに、捨てたカードのマナ総量に等しい点数のダメージを与える。",
        kDiscardedDamage},
       {"{3},カード１枚を無作為に選んで捨てる：１つを対象とする。Test "
        "Cardはそれに、捨てられたカードのマナ総量に等しい点数のダメージを与える。",
        kDiscardedOf},
       {"{1}{B},クリーチャー・カード１枚を捨てる：ターン終了時まで、Test "
        "Cardは+X/+Xの修整を受ける。Ｘは捨てられたカードのマナ総量に等しい。",
        kDiscardedPump},
       {"あなたの墓地からクリーチャー・カード１枚を追放する：Test Cardの上に+1/+1カウンターＸ個を"
        "置く。Ｘはその追放されたカードのマナ総量に等しい。",
        kExiledCounters}},
      Language::Ja);
  // The Japanese refuses what English refuses: no card discarded in the cost.
  CHECK(refusedIn("{T}：１つを対象とする。Test "
                  "Cardはそれに、捨てたカードのマナ総量に等しい点数のダメージを与える。",
                  Language::Ja));
}

TEST_CASE("effects8: English renders to Korean and Polish and reads back [608.2h]") {
  for (Language lang : {Language::Ko, Language::Pl})
    test::checkRoundTrips(
        {kDiscardedDamage, kDiscardedOf, kDiscardedPump, kExiledCounters, kExiledLife}, lang);
}

TEST_CASE("effects8: Korean and Polish refuse what English refuses [608.2h]") {
  // no card discarded or exiled in the cost: the words name no card
  CHECK(refusedIn("{T}: 원하는 목표를 정한다. Test Card는 그 목표에게 피해 X점을 입힌다. X는 버린 "
                  "카드의 전환마나비용이다.",
                  Language::Ko));
  CHECK(refusedIn("{T}: 각 상대는 생명 X점을 잃는다. X는 추방된 카드의 공격력이다.", Language::Ko));
  CHECK(refusedIn("{T}: Test Card zadaje X obrażeń dowolnemu celowi, gdzie X to wartość many "
                  "odrzuconej karty.",
                  Language::Pl));
  CHECK(refusedIn("{T}: Każdy przeciwnik traci X punktów życia, gdzie X to siła wygnanej karty.",
                  Language::Pl));
}
