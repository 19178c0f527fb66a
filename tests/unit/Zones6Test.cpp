// zones6 (issue 14): casting a card from the hand while an effect resolves without
// paying its mana cost (608.2g, 118.9), and revealing cards until one matches when
// every revealed card goes to one zone (701.16a). Each wording parses to one AST,
// lowers, renders back, and its Japanese printed form reads to the same AST.
#include "CompileCheck.h"
#include "I18nTestSupport.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::checkCompilesAndRendersBack;
using test::checkReadsAsEnglish;
using test::refusedIn;

TEST_CASE(
    "zones6: you may cast a card from your hand without paying its mana cost [608.2g, 118.9]") {
  checkCompilesAndRendersBack(
      "You may cast a card with mana value 4 or less from your hand without paying its mana cost.",
      "(spell (may (cast-without-paying (filter card (mana-value-at-most 4) (in-zone hand "
      "you)))))\n",
      "Sorcery");
  checkCompilesAndRendersBack(
      "Whenever Test Card deals combat damage to a player, you may cast an instant "
      "or sorcery card from your hand without paying its mana cost.",
      "(triggered (deals-damage self combat to-player) (may (cast-without-paying (filter "
      "(any-of instant sorcery) card (in-zone hand you)))))\n",
      "Creature — Angel");
}

TEST_CASE(
    "zones6: casting without paying is refused where the card is not one from your hand [608.2g]") {
  // A target card in a graveyard, a card of an opponent's zone, "that card" after
  // another effect: each is a different rule (or needs that effect's result).
  CHECK(refusedIn(
      "You may cast target instant card from your graveyard without paying its mana cost.",
      Language::En));
  CHECK(refusedIn("You may cast a card from an opponent's graveyard without paying its mana cost.",
                  Language::En));
  CHECK(refusedIn("You may cast that card without paying its mana cost.", Language::En));
}

TEST_CASE("zones6: reveal until a card, every revealed card to one zone [701.16a]") {
  checkCompilesAndRendersBack(
      "Target player reveals cards from the top of their library until they reveal "
      "a land card, then puts those cards into their graveyard.",
      "(spell (targets (target player)) (reveal-until (target-ref 0) (filter land card) "
      "graveyard (put-rest graveyard)))\n",
      "Sorcery");
  checkCompilesAndRendersBack(
      "Reveal cards from the top of your library until you reveal a nonland card, "
      "then put all cards revealed this way into your hand.",
      "(spell (reveal-until you (filter (not land) card) hand (put-rest hand)))\n", "Sorcery");
}

TEST_CASE("zones6: you may put the top card of target player's library into their graveyard "
          "[701.16d, 404.1]") {
  checkCompilesAndRendersBack(
      "Look at the top card of target player's library. You may put that card into "
      "their graveyard.",
      "(spell (targets (target player)) (look-at-top (target-ref 0) 1 (put-chosen 1 filter "
      "graveyard optional) (put-rest library)))\n",
      "Sorcery");
  checkCompilesAndRendersBack(
      "Look at the top card of target player's library. You may put that card into "
      "that player's graveyard.",
      "(spell (targets (target player)) (look-at-top (target-ref 0) 1 (put-chosen 1 filter "
      "graveyard optional) (put-rest library)))\n",
      "Sorcery");
  // Your own library: "their graveyard" names nobody.
  CHECK(
      refusedIn("Look at the top card of your library. You may put that card into their graveyard.",
                Language::En));
}

TEST_CASE("zones6: the Japanese printed forms read as the English [608.2g, 701.16a]") {
  checkReadsAsEnglish(
      {{"あなたは、あなたの手札からマナ総量が４以下の呪文１つを、マナ・コストを支払うことなく唱えて"
        "もよい。",
        "You may cast a card with mana value 4 or less from your hand without paying its mana "
        "cost."},
       {"あなたは、あなたの手札からインスタントかソーサリーである呪文１つを、マナ・コストを支払うこ"
        "となく"
        "唱えてもよい。",
        "You may cast an instant or sorcery card from your hand without paying its mana cost."},
       {"プレイヤー１人を対象とする。そのプレイヤーは、土地・カードが公開されるまで自分のライブラリ"
        "ーの一番上"
        "から１枚ずつ公開し、その後、それらの公開されたカードを自分の墓地に置く。",
        "Target player reveals cards from the top of their library until they reveal a land card, "
        "then "
        "puts those cards into their graveyard."},
       {"土地でないカードが公開されるまで、あなたのライブラリーの一番上から１枚ずつ公開する。その後"
        "、これにより"
        "公開されたカードをすべてあなたの手札に加える。",
        "Reveal cards from the top of your library until you reveal a nonland card, then put all "
        "cards "
        "revealed this way into your hand."},
       {"プレイヤー１人を対象とする。そのプレイヤーのライブラリーの一番上のカードを見る。あなたはそ"
        "のカードを、"
        "そのプレイヤーの墓地に置いてもよい。",
        "Look at the top card of target player's library. You may put that card into their "
        "graveyard."}},
      Language::Ja);
}
