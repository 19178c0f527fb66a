// effects7 (issue 14): "<effect> unless <player> <action>" (118.12a: the action is a
// cost the player may pay only in full, 118.3), "discard a land card" (701.8a) and the
// one-shot land type change "target land becomes a Swamp" (305.7). Each wording parses
// to one AST, lowers, renders back, and its Japanese printed form reads to the same AST.
#include "CompileCheck.h"
#include "I18nTestSupport.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::checkCompilesAndRendersBack;
using test::checkReadsAsEnglish;
using test::refusedIn;

TEST_CASE("effects7: sacrifice it unless you return / discard / sacrifice [118.12a]") {
  checkCompilesAndRendersBack(
      "When Test Card enters the battlefield, sacrifice it unless you return an untapped Island "
      "you control to its owner's hand.",
      "(triggered (enters-battlefield self) (unless-does you (return-to-hand (filter untapped "
      "(subtype \"Island\") (controller you))) (sacrifice-objects self)))\n",
      "Land");
  checkCompilesAndRendersBack(
      "When Test Card enters the battlefield, sacrifice it unless you discard a creature card.",
      "(triggered (enters-battlefield self) (unless-does you (discard-matching you (filter "
      "creature "
      "card)) (sacrifice-objects self)))\n",
      "Creature — Horror");
  checkCompilesAndRendersBack(
      "When Test Card enters the battlefield, sacrifice it unless you discard a card at random.",
      "(triggered (enters-battlefield self) (unless-does you (discard-cards you 1 at-random) "
      "(sacrifice-objects self)))\n",
      "Creature — Minotaur");
  checkCompilesAndRendersBack(
      "At the beginning of your upkeep, sacrifice Test Card unless you sacrifice a land.",
      "(triggered (beginning-of upkeep you) (unless-does you (sacrifice-objects (filter land)) "
      "(sacrifice-objects self)))\n",
      "Creature — Elemental");
  checkCompilesAndRendersBack(
      "At the beginning of each opponent's upkeep, Test Card deals 2 damage to that player unless "
      "they sacrifice a creature.",
      "(triggered (beginning-of upkeep each-opponent) (unless-does active-player "
      "(sacrifice-objects "
      "(filter creature) active-player) (deal-damage self 2 active-player)))\n",
      "Enchantment", test::RenderBack::AsRenderCheck);
}

TEST_CASE("effects7: 'unless' with an action it can't pay in full is refused or a gap [118.3]") {
  // Another player returning a permanent, and an action the runtime can't measure (a
  // specific object: "that artifact"), are not read as something less.
  CHECK(refusedIn("At the beginning of each opponent's upkeep, Test Card deals 2 damage to that "
                  "player unless they return a creature they control to its owner's hand.",
                  Language::En));
}

TEST_CASE("effects7: target land becomes a basic land type [305.7, 613.1d]") {
  checkCompilesAndRendersBack(
      "{T}: Target land becomes a Forest until end of turn.",
      "(activated (cost tap) (targets (target (filter land))) (become-land-type (target-ref 0) "
      "(subtype \"Forest\") until-end-of-turn))\n",
      "Creature — Kavu");
  checkCompilesAndRendersBack(
      "{T}: Target land becomes the basic land type of your choice until end of turn.",
      "(activated (cost tap) (targets (target (filter land))) (become-land-type (target-ref 0) "
      "any-basic-land-type until-end-of-turn))\n",
      "Creature — Merfolk");
  checkCompilesAndRendersBack(
      "{T}: Target land becomes a Plains or an Island until end of turn.",
      "(activated (cost tap) (targets (target (filter land))) (become-land-type (target-ref 0) "
      "(subtype \"Plains\") (subtype \"Island\") until-end-of-turn))\n",
      "Creature — Kavu");
  checkCompilesAndRendersBack("Target land becomes a Swamp.",
                              "(spell (targets (target (filter land))) (become-land-type "
                              "(target-ref 0) (subtype \"Swamp\")))\n",
                              "Sorcery");
}

TEST_CASE("effects7: a land type is refused for a non-land or a type that is not basic [305.7]") {
  CHECK(refusedIn("Target creature becomes a Swamp until end of turn.", Language::En));
  CHECK(refusedIn("Target land becomes a Gate until end of turn.", Language::En));
}

TEST_CASE("effects7: the Japanese printed forms read as the English [118.12a, 305.7]") {
  checkReadsAsEnglish(
      {{"Test "
        "Cardが戦場に出たとき、あなたがコントロールしているアンタップ状態の島１つをオーナーの手札"
        "に戻さないかぎり、それを生け贄に捧げる。",
        "When Test Card enters the battlefield, sacrifice it unless you return an untapped Island "
        "you control to its owner's hand."},
       {"Test Cardが戦場に出たとき、あなたがクリーチャー・カード１枚を捨てないかぎり、Test Cardを"
        "生け贄に捧げる。",
        "When Test Card enters the battlefield, sacrifice it unless you discard a creature card."},
       {"Test "
        "Cardが戦場に出たとき、カード１枚を無作為に選んで捨てないかぎり、それを生け贄に捧げる。",
        "When Test Card enters the battlefield, sacrifice it unless you discard a card at random."},
       {"あなたのアップキープの開始時に、あなたが土地１つを生け贄に捧げないかぎり、Test "
        "Cardを生け贄に"
        "捧げる。",
        "At the beginning of your upkeep, sacrifice Test Card unless you sacrifice a land."},
       {"{T}：土地１つを対象とする。ターン終了時まで、それは森になる。",
        "{T}: Target land becomes a Forest until end of turn."},
       {"{T}"
        "：土地１つを対象とする。ターン終了時まで、それはあなたが選んだ基本土地タイプ１種になる。",
        "{T}: Target land becomes the basic land type of your choice until end of turn."},
       {"{T}：土地１つを対象とする。ターン終了時まで、それは平地か島になる。",
        "{T}: Target land becomes a Plains or an Island until end of turn."},
       {"土地１つを対象とする。それは沼になる。", "Target land becomes a Swamp."}},
      Language::Ja);
}

TEST_CASE("effects7: English renders to Japanese and reads back [118.12a, 305.7]") {
  test::checkRoundTrips(
      {"When Test Card enters the battlefield, sacrifice it unless you return an untapped Island "
       "you control to its owner's hand.",
       "When Test Card enters the battlefield, sacrifice it unless you discard two cards.",
       "{T}: Target land becomes the basic land type of your choice until end of turn."},
      Language::Ja);
}
