// Polish keeps pace with English, seventh round (issue 16, branch pl7): conditions (603.4,
// 611.3a: spells cast last turn, delirium 205.2a, life total 119, counters 122.1, how many
// objects there are, hellbent, revolt, morbid 700.4, cast from hand 601.2a, your turn, the city's
// blessing 702.131c, an object's subtype / supertype / card type), "you may have ..." (608.2d),
// tap or untap (608.2d), bestow (702.103), awaken (702.113), splice onto Arcane (702.47), exert
// (701.39), either of two events (603.2), "enters tapped unless" (614.1c) and more creature
// types (205.3m). Each English ability renders to Polish and reads back to the same AST; the
// Polish wording reads to the English AST; a wording that does not agree or says something
// else is refused.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
void roundTripsToPolish(std::initializer_list<const char *> lines) {
  test::checkRoundTrips(lines, Language::Pl, "Test Imp");
}
void readsAsEnglish(std::initializer_list<std::pair<const char *, const char *>> cases) {
  test::checkReadsAsEnglish(cases, Language::Pl, "Test Imp");
}
bool refused(const char *pl) {
  return test::refusedIn(pl, Language::Pl, "Test Imp");
}
std::string polish(const char *english) {
  return test::renderEnglishTo(english, Language::Pl, "Test Imp").text;
}
} // namespace

TEST_CASE("pl7: conditions render to Polish and read back (603.4, 611.3a)") {
  roundTripsToPolish({
      "At the beginning of each upkeep, if no spells were cast last turn, transform Test Imp.",
      "At the beginning of each upkeep, if a player cast two or more spells last turn, transform "
      "Test Imp.",
      "At the beginning of your upkeep, if there are four or more card types among cards in "
      "your graveyard, you gain 3 life.",
      "At the beginning of your upkeep, if you have 5 or less life, draw a card.",
      "Test Imp gets +3/+3 as long as it has three or more quest counters on it.",
      "As long as Test Imp has a +1/+1 counter on it, it has trample.",
      "At the beginning of your upkeep, if there are no charge counters on Test Imp, sacrifice "
      "it.",
      "Equipped creature gets +2/+0 as long as equipped creature is a Goblin.",
      "At the beginning of your upkeep, if you have no cards in hand, each opponent loses 2 "
      "life.",
      "When Test Imp enters the battlefield, if a permanent you controlled left the battlefield "
      "this turn, draw a card.",
      "When Test Imp enters the battlefield, if a creature died this turn, draw a card.",
      "When Test Imp enters the battlefield, if you cast it from your hand, draw a card.",
      "As long as it's your turn, Test Imp has first strike.",
      "As long as you have the city's blessing, Test Imp gets +2/+2.",
      "If there are two or more instant and/or sorcery cards in your graveyard, you gain 2 "
      "life.",
      "At the beginning of your upkeep, if you control three or fewer lands, you gain 1 life.",
      "Tap target creature. If that creature is a Zombie, exile it.",
  });
  CHECK(polish("At the beginning of each upkeep, if no spells were cast last turn, transform "
               "Test Imp.") == "Na początku każdego etapu utrzymania, jeśli w poprzedniej turze "
                               "nie rzucono żadnych czarów, przemień Test Imp.");
  CHECK(polish("Test Imp gets +3/+3 as long as it has three or more quest counters on it.") ==
        "Dopóki na Test Imp są co najmniej trzy znaczniki zadania, Test Imp dostaje +3/+3.");
  readsAsEnglish({
      {"Dopóki masz co najmniej 30 punktów życia, ~ dostaje +5/+5.",
       "As long as you have 30 or more life, Test Imp gets +5/+5."},
      {"Dopóki nie trwa twoja tura, ~ ma odporność.",
       "As long as it's not your turn, Test Imp has hexproof."},
      {"Dopóki wyposażona istota jest legendarna, wyposażona istota ma odporność.",
       "As long as equipped creature is legendary, equipped creature has hexproof."},
  });
  // Counted forms must agree with the number (cztery typy, pięć typów; są / jest).
  CHECK(refused("Na początku twojego etapu utrzymania, jeśli wśród kart na twoim cmentarzu są "
                "co najmniej pięć typy kart, zyskujesz 3 punkty życia."));
  CHECK(refused("Dopóki na ~ są co najmniej trzy znacznik zadania, ~ dostaje +3/+3."));
  // "rzuciłeś" another object: English has no such condition.
  CHECK(refused("Kiedy ~ wchodzi na pole bitwy, jeśli rzuciłeś docelową istotę ze swojej ręki, "
                "dobierz kartę."));
}

TEST_CASE("pl7: 'you may have ...' and tap or untap render to Polish and read back (608.2d)") {
  roundTripsToPolish({
      "When Test Imp enters the battlefield, you may have it deal 2 damage to target creature.",
      "When Test Imp enters the battlefield, you may tap or untap target permanent.",
      "At the beginning of combat on your turn, you may have target creature get +2/+0 until "
      "end of turn.",
      "At the beginning of your upkeep, you may mill a card.",
      "Tap or untap target creature.",
  });
  CHECK(polish("When Test Imp enters the battlefield, you may have it deal 2 damage to target "
               "creature.") == "Kiedy Test Imp wchodzi na pole bitwy, jeśli chcesz, Test Imp "
                               "zadaje 2 obrażenia docelowej istocie.");
  // "jeśli chcesz" before "możesz" would be "may" twice: refused.
  CHECK(refused("Jeśli chcesz, możesz dobrać kartę."));
}

TEST_CASE("pl7: bestow, awaken, splice, exert render to Polish and read back") {
  roundTripsToPolish({
      "Bestow {3}{G}",
      "Awaken 3\u2014{4}{U}",
      "Splice onto Arcane {1}{R}",
      "You may exert Test Imp as it attacks. When you do, it gets +2/+2 until end of turn.",
      "Whenever you exert a creature, you gain 2 life.",
      "{T}, Exert Test Imp: Draw a card.",
  });
  CHECK(polish("Splice onto Arcane {1}{R}") == "Doklejenie do arkanum {1}{R}");
  // Splice onto another subtype is not a keyword English has.
  CHECK(refused("Doklejenie do goblina {1}{R}"));
  // Only suspend and awaken take a number and a cost.
  CHECK(refused("Nadanie 3\u2014{3}{G}"));
}

TEST_CASE("pl7: either of two events and 'enters tapped unless' (603.2, 614.1c)") {
  roundTripsToPolish({
      "Whenever Test Imp enters the battlefield or attacks, you gain 1 life.",
      "When Test Imp enters the battlefield or dies, draw a card.",
      "When Test Imp enters the battlefield or leaves the battlefield, draw a card.",
      "Test Imp enters the battlefield tapped unless you control a Mountain or a Plains.",
      "Test Imp enters the battlefield tapped unless you control two or fewer other lands.",
  });
  CHECK(polish("Test Imp enters the battlefield tapped unless you control a Mountain or a "
               "Plains.") ==
        "Test Imp wchodzi na pole bitwy tapnięty, chyba że kontrolujesz górę lub równinę.");
}

TEST_CASE("pl7: more creature types as nouns and names (205.3m)") {
  roundTripsToPolish({
      "Destroy target Zombie.",
      "Other Zombies you control get +1/+1.",
      "Create a 2/2 black Zombie creature token.",
      "Faeries you control have flying.",
      "Create a 4/4 white Avatar creature token with flying.",
  });
  CHECK(polish("Destroy target Zombie.") == "Zniszcz docelowego zombiaka.");
}

TEST_CASE("pl7: looking at or revealing the top cards and choosing some of a kind (701.16)") {
  roundTripsToPolish({
      "Reveal the top four cards of your library. Put all Goblin cards revealed this way into "
      "your hand and the rest on the bottom of your library in any order.",
      "Reveal the top three cards of your library. Put all creature cards revealed this way into "
      "your hand and the rest into your graveyard.",
      "Reveal the top card of your library. If it's a land card, put it onto the battlefield. "
      "Otherwise, put that card into your hand.",
      "Look at the top five cards of your library. You may reveal a creature card from among "
      "them and put it into your hand. Put the rest on the bottom of your library in a random "
      "order.",
      "Look at the top six cards of your library. You may put a creature card from among them "
      "onto the battlefield. Put the rest on the bottom of your library in any order.",
      "Reveal the top five cards of your library. You may put a creature or land card from among "
      "them into your hand. Put the rest into your graveyard.",
      "Look at the top card of target player's library. You may put that card into their "
      "graveyard.",
      "Look at the top card of your library. You may put that card into your graveyard.",
  });
  CHECK(polish("Reveal the top card of your library. If it's a land card, put it onto the "
               "battlefield. Otherwise, put that card into your hand.") ==
        "Odsłoń wierzchnią kartę swojej biblioteki. Jeśli to karta krainy, połóż ją na polu "
        "bitwy, a w przeciwnym razie weź ją do ręki.");
  // The verb goes with the place: "weź" is the hand only.
  CHECK(refused("Odsłoń trzy wierzchnie karty swojej biblioteki. Weź na polu bitwy wszystkie "
                "odsłonięte w ten sposób karty istot, a resztę połóż na swoim cmentarzu."));
  // "wszystkie odsłonięte" needs the cards revealed ("odsłoń"), not only looked at.
  CHECK(refused("Spójrz na trzy wierzchnie karty swojej biblioteki. Weź do ręki wszystkie "
                "odsłonięte w ten sposób karty istot, a resztę połóż na swoim cmentarzu."));
  // "na swoim cmentarzu" after a target player's library is not their graveyard.
  CHECK(refused("Spójrz na wierzchnią kartę biblioteki docelowego gracza. Możesz położyć tę "
                "kartę na swoim cmentarzu."));
}

TEST_CASE("pl7: modes of triggered and activated abilities, devotion, 'isn't a creature'") {
  roundTripsToPolish({
      "When Test Imp enters the battlefield, choose one \u2014\n\u2022 Put a +1/+1 counter on "
      "Test Imp.\n\u2022 Return target creature to its owner's hand.",
      "{1}, {T}, Sacrifice Test Imp: Choose one \u2014\n\u2022 You gain 2 life.\n\u2022 Draw a "
      "card.",
      "As long as your devotion to white and black is less than seven, Test Imp isn't a "
      "creature.",
      "As long as your devotion to blue is less than five, Test Imp isn't a creature.",
      "Whenever a legendary creature you control enters the battlefield, you may attach Test "
      "Imp to it.",
  });
  CHECK(polish("As long as your devotion to white and black is less than seven, Test Imp isn't "
               "a creature.") ==
        "Dopóki twoje oddanie bieli i czerni jest mniejsze niż 7, Test Imp nie jest istotą.");
}

TEST_CASE("pl7: sacrificed creature's power, own power, that much life, search to the top") {
  roundTripsToPolish({
      "{1}{R}, Sacrifice a Goblin creature: Test Imp deals damage equal to the sacrificed "
      "creature's power to any target.",
      "Target creature you control deals damage equal to its power to target creature you don't "
      "control.",
      "Whenever another creature you control dies, it deals damage equal to its power to any "
      "target.",
      "Whenever Test Imp deals damage, you gain that much life.",
      "Whenever Test Imp deals damage, you may gain that much life.",
      "When Test Imp enters the battlefield, you may search your library for a Goblin card, "
      "reveal it, then shuffle and put that card on top.",
      "Test Imp enters the battlefield with a +1/+1 counter on it for each creature card in your "
      "graveyard.",
      "Test Imp enters the battlefield with X +1/+1 counters on it, where X is the number of "
      "creature cards in all graveyards.",
  });
  CHECK(polish("Target creature you control deals damage equal to its power to target creature "
               "you don't control.") ==
        "Docelowa istota, którą kontrolujesz, zadaje obrażenia równe swojej sile docelowej "
        "istocie, której nie kontrolujesz.");
  // "swojej sile" is the source's own power: a player has none.
  CHECK(refused("Docelowy gracz zadaje obrażenia równe swojej sile dowolnemu celowi."));
  // "tyle samo" needs the plural genitive and a verb that agrees with the subject.
  CHECK(refused("Za każdym razem, gdy ~ zadaje obrażenia, zyskuje tyle samo punktów życia."));
}
