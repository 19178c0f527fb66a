// Polish keeps pace with English, eighth round (issue 16, branch pl8): level bands (711.2, the
// line driver's join made language-neutral), divided damage (601.2d), prevention from a chosen
// source (615.7), "<effect> unless you <action>" (118.12a), a land becomes a basic land type
// (305.7), exile until ~ leaves (610.3), battalion (508.3a), "if {R} was spent to cast ~"
// (601.2h), a target that player controls (603.3d), attacks this turn if able (508.1d), a P/T
// change with a restriction (613), cards named ~ (201.2), discarding a chosen card (701.8b),
// mana spent only on some spells (106.6) and "costs {1} less" (601.2f). Each English ability
// renders to Polish and reads back to the same AST; a Polish wording that does not agree is
// refused.
#include "Parse/Frontend.h"
#include "PlTestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;

namespace {
const test::PolishChecker pl;
} // namespace

TEST_CASE("pl8: the level symbol's join is the same in every language (711.2)") {
  using parse::LanguageFrontend;
  CHECK(LanguageFrontend::startsWithLevelSymbol("level 1-3\n2/3", "level"));
  CHECK(LanguageFrontend::startsWithLevelSymbol("LEVEL 4+", "level"));
  CHECK(LanguageFrontend::startsWithLevelSymbol("poziom 4+", "poziom"));
  CHECK_FALSE(LanguageFrontend::startsWithLevelSymbol("level up {2}", "level"));
  CHECK_FALSE(LanguageFrontend::startsWithLevelSymbol("poziomy 4+", "poziom"));
  CHECK_FALSE(LanguageFrontend::startsWithLevelSymbol("level 1-3", ""));
  // Every language with a level symbol joins its P/T box and the abilities below it to it.
  for (Language lang : {Language::En, Language::Ko, Language::Pl}) {
    CAPTURE(codeOf(lang));
    CHECK(parse::frontendFor(lang)->opensLevelBand(lang == Language::Pl ? "poziom 1-3"
                                                                        : "LEVEL 1-3"));
    CHECK_FALSE(parse::frontendFor(lang)->opensLevelBand("2/3"));
  }
  pl.roundTrips({
      "Level up {2}\nLEVEL 1-3\n2/3\nFlying\nLEVEL 4+\n4/5\nFlying, vigilance",
      "LEVEL 2-6\n3/3\nFirst strike",
  });
  CHECK(pl.render("LEVEL 1-3\n2/3\nFlying") == "POZIOM 1-3\n2/3\nLatanie");
  pl.readsAsEnglish({
      {"POZIOM 1-3\n2/3\nLatanie", "LEVEL 1-3\n2/3\nFlying"},
      {"POZIOM 4+\n4/5", "LEVEL 4+\n4/5"},
  });
  CHECK(pl.refused("POZIOM 3-1\n2/2")); // a range whose end is below its start, as in English
}

TEST_CASE("pl8: divided damage (601.2d)") {
  pl.roundTrips({
      "Test Imp deals 3 damage divided as you choose among one, two, or three targets.",
      "Test Imp deals 2 damage divided as you choose among one or two targets.",
      "Test Imp deals 4 damage divided as you choose among one or two target creatures.",
      "Test Imp deals 5 damage divided as you choose among any number of target creatures.",
      "Test Imp deals X damage divided as you choose among any number of targets.",
  });
  CHECK(pl.render("Test Imp deals 3 damage divided as you choose among one, two, or three "
                  "targets.") == "Test Imp zadaje 3 obrażenia rozdzielone według twojego wyboru "
                                 "między jeden, dwa lub trzy cele.");
  // The participle agrees with the damage, the numerals with the targets.
  CHECK(pl.refused("~ zadaje 5 obrażeń rozdzielone według twojego wyboru między jeden lub dwa "
                   "cele."));
  CHECK(pl.refused("~ zadaje 4 obrażenia rozdzielone według twojego wyboru między jeden lub dwa "
                   "docelowe istoty."));
  CHECK(pl.refused("~ zadaje 3 obrażenia rozdzielone według twojego wyboru między dowolną liczbę "
                   "cele."));
}

TEST_CASE("pl8: prevention from a source of your choice (615.7)") {
  pl.roundTrips({
      "The next time a source of your choice would deal damage to you this turn, prevent that "
      "damage.",
      "{1}: The next time a red source of your choice would deal damage to you this turn, "
      "prevent that damage.",
      "{W}: The next time a black or red source of your choice would deal damage to you this "
      "turn, prevent that damage.",
      "{W}: The next time an artifact source of your choice would deal damage to you this turn, "
      "prevent that damage.",
      "The next time a source of your choice would deal damage to target creature this turn, "
      "prevent that damage.",
  });
  // "źródło" is neuter: a colour in another gender does not agree.
  CHECK(pl.refused("Następnym razem, gdy wybrane przez ciebie czerwony źródło miałoby w tej turze "
                   "zadać obrażenia tobie, zapobiegnij tym obrażeniom."));
}

TEST_CASE("pl8: '<effect> unless you <action>' (118.12a)") {
  pl.roundTrips({
      "When Test Imp enters the battlefield, sacrifice it unless you return an untapped Island you "
      "control to its owner's hand.",
      "When Test Imp enters the battlefield, sacrifice it unless you discard a card at random.",
      "When Test Imp enters the battlefield, sacrifice it unless you discard a creature card.",
      "At the beginning of your upkeep, sacrifice Test Imp unless you sacrifice a land.",
  });
  // All of a kind does not return "to its owner's hand".
  CHECK(pl.refused("Poświęć ~, chyba że cofniesz wyspy, które kontrolujesz, do ręki "
                   "właściciela."));
}

TEST_CASE("pl8: a land becomes a basic land type, exile until ~ leaves (305.7, 610.3)") {
  pl.roundTrips({
      "{T}: Target land becomes a Forest until end of turn.",
      "{T}: Target land becomes the basic land type of your choice until end of turn.",
      "{T}: Target land becomes a Plains or an Island until end of turn.",
      "Target land becomes a Swamp.",
      "When Test Imp enters the battlefield, exile target creature an opponent controls until "
      "Test Imp leaves the battlefield.",
  });
  CHECK(pl.refused("Docelowa kraina staje się goblinem.")); // not a land type
}

TEST_CASE("pl8: battalion, mana spent to cast ~, that player's objects (508.3a, 601.2h, 603.3d)") {
  pl.roundTrips({
      "Whenever Test Imp and at least two other creatures attack, you gain 3 life.",
      "Whenever Test Imp and at least one other creature attack, draw a card.",
      "When Test Imp enters the battlefield, if {R} was spent to cast Test Imp, you gain 2 life.",
      "You gain 1 life. If {U} was spent to cast this spell, draw a card.",
      "Whenever Test Imp deals combat damage to a player, destroy target creature that player "
      "controls.",
      "Whenever Test Imp attacks, tap target creature defending player controls.",
  });
  // "co najmniej dwie inne istoty": the count and the noun agree.
  CHECK(pl.refused("Za każdym razem, gdy ~ i co najmniej dwie innych istot atakują, zyskujesz 3 "
                   "punkty życia."));
  // Only a coloured mana symbol names a colour (105.1).
  CHECK(pl.refused("Kiedy ~ wchodzi na pole bitwy, jeśli na rzucenie ~ wydano {2}, dobierz "
                   "kartę."));
  // "ten gracz" with no player in the trigger is not read as one.
  CHECK(pl.refused("Kiedy ~ wchodzi na pole bitwy, zniszcz docelową istotę, którą kontroluje ten "
                   "gracz."));
}

TEST_CASE("pl8: attacks this turn, a P/T change with a restriction, named ~ (508.1d, 613, 201.2)") {
  pl.roundTrips({
      "Target creature attacks this turn if able.",
      "Enchanted creature gets -2/-0 and can't block.",
      "Equipped creature gets +2/+2 and can't block.",
      "Enchanted creature gets +1/+1 and can't be blocked.",
      "Draw a card, then draw cards equal to the number of cards named Test Imp in your "
      "graveyard.",
  });
  CHECK(pl.refused("Docelowa istota atakują w tej turze, jeśli może."));
}

TEST_CASE(
    "pl8: a chosen card discarded, mana for some spells, costs less (701.8b, 106.6, 601.2f)") {
  pl.roundTrips({
      "Target opponent reveals their hand. You choose a nonland card from it. That player "
      "discards that card.",
      "Target player reveals their hand. You choose a creature card from it. That player discards "
      "that card.",
      "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
      "{T}: Add {C}{C}. Spend this mana only to cast artifact spells.",
      "This spell costs {1} less to cast if you control a Wizard.",
  });
  // Mana restrictions follow mana.
  CHECK(pl.refused("Dobierz kartę. Wydaj tę manę tylko na rzucenie czaru istoty."));
}

TEST_CASE("pl8: block and token restrictions, choices as ~ enters (509.1b, 614.12, 707.2, 115.4)") {
  pl.roundTrips({
      "Test Imp can't be blocked except by Walls.",
      "As Test Imp enters the battlefield, you may reveal a Goblin card from your hand. If you "
      "don't, Test Imp enters the battlefield tapped.",
      "As Test Imp enters the battlefield, you may pay 2 life. If you don't, it enters the "
      "battlefield tapped.",
      "As Test Imp enters the battlefield, choose an opponent.",
      "When Test Imp enters the battlefield, create a token that's a copy of target nontoken "
      "creature.",
      "Test Imp deals 3 damage to target opponent or planeswalker.",
      "Overload {2}{R}",
      "{T}: Put a +1/+1 counter on up to one target creature.", // na maksymalnie jednej …
  });
  // "docelowemu przeciwnikowi lub planeswalkerowi" is an opponent's target, not any player's.
  pl.readsAsEnglish({{"~ zadaje 3 obrażenia docelowemu przeciwnikowi lub planeswalkerowi.",
                      "Test Imp deals 3 damage to target opponent or planeswalker."}});
  CHECK(pl.refused("Gdy ~ wchodzi na pole bitwy, możesz zapłacić 2 punkty życia. Jeśli tego nie "
                   "zrobisz, ~ wchodzi na pole bitwy tapnięta."));
}

TEST_CASE("pl8: hand size, draw step, populate, historic, chosen type, damage dealt by ~ (402.2, "
          "614.10, 701.30, 700.6, 120.1)") {
  pl.roundTrips({
      "You have no maximum hand size.",
      "Players have no maximum hand size.",
      "Skip your draw step.",
      "Create a 1/1 white Soldier creature token. Populate.",
      "Whenever you cast a historic spell, scry 1.",
      "Creatures of the chosen type get +1/+1.",
      "Whenever a creature dealt damage by Test Imp this turn dies, put a +1/+1 counter on Test "
      "Imp.",
      "Each opponent loses 3 life. You gain life equal to the life lost this way.",
  });
  CHECK(pl.render("Skip your draw step.") == "Pomiń swój etap dobierania.");
}

TEST_CASE("pl8: clash, coin flips, graveyards, control, land types, each opponent's step (701.22, "
          "705, 701.20a, 613.1b, 305.7, 102.1)") {
  pl.roundTrips({
      "When Test Imp enters the battlefield, clash with an opponent. If you win, put a +1/+1 "
      "counter on Test Imp.",
      "Flip a coin. If you win the flip, draw a card.",
      "Target player shuffles their graveyard into their library.",
      "When Test Imp dies, target opponent gains control of Test Imp.",
      "Lands you control are Plains.",
      "Enchanted land is a Swamp.",
      "At the beginning of each opponent's upkeep, Test Imp deals 1 damage to that player.",
      "At the beginning of each player's upkeep, that player loses 1 life.",
      "At the beginning of each opponent's upkeep, Test Imp deals 2 damage to that player unless "
      "they sacrifice a creature.",
      "Creatures you control of the chosen color get +1/+1.",
  });
  // "ten gracz" in a trigger of your own step is not the active player of another's.
  CHECK(pl.refused("Na początku twojego etapu utrzymania, ten gracz traci 1 punkt życia."));
  CHECK(pl.refused("Krainy, które kontrolujesz, są równiną.")); // the number agrees
}

TEST_CASE("pl8: for each with keywords, monstrous, 'if you do' after a measured action (107.3c, "
          "701.37b, 608.2c)") {
  pl.roundTrips({
      "Enchanted creature gets +1/+1 for each Plains you control and has flying.",
      "When Test Imp becomes monstrous, you gain 3 life.",
      "As long as seven or more cards are in your graveyard, Test Imp gets +2/+2 and can't block.",
      "Whenever another creature enters the battlefield, sacrifice Test Imp. If you do, Test Imp "
      "deals 4 damage to it.",
  });
  // "Jeśli wygrasz" only after the clash it decides (701.22), as English.
  CHECK(pl.refused("Dobierz kartę. Jeśli wygrasz, dobierz kartę."));
  CHECK(pl.refused("Dobierz kartę. Jeśli wygrasz rzut, dobierz kartę."));
}
