// Polish keeps pace with English, sixth round (issue 16, branch pl6): quoted abilities
// (113.1a), gaining control (613.1b), looking at the top cards of a library, and the
// description parts power / toughness / mana value (208.1, 202.3), "with a counter" (122.1),
// multicoloured (105.2b), nonbasic / nonlegendary (205.4) and "you don't control". Each
// English ability renders to Polish and reads back to the same AST; the Polish wording reads
// to the English AST; a wording that does not agree or says something else is refused.
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

TEST_CASE("pl6: quoted abilities render to Polish and read back (113.1a)") {
  roundTripsToPolish({
      "Enchanted land has \"{T}: Add one mana of any color.\"",
      "Enchanted creature has \"{T}: This creature deals 1 damage to any target.\"",
      "Creatures you control have \"{T}: Add {G}.\"",
      "Enchanted creature has \"At the beginning of your upkeep, draw a card.\"",
      "Target creature gains \"{T}: Destroy target land.\" until end of turn.",
      "Equipped creature has \"{2}, Sacrifice this creature: You gain 2 life.\"",
      "Enchanted creature gets +2/+2 and has \"{G}: Regenerate this creature.\"",
      "Create a 0/1 colorless Eldrazi Spawn creature token. It has \"Sacrifice this creature: "
      "Add {C}.\"",
      "Test Imp enters the battlefield tapped with two charge counters on it.",
  });
  // "this creature" (the object that has the ability), declined; no period after the quote
  CHECK(polish("Enchanted creature has \"{T}: This creature deals 1 damage to any target.\"") ==
        "Zaklęta istota ma \"{T}: Ta istota zadaje 1 obrażenie dowolnemu celowi.\"");
  readsAsEnglish({
      {"Zaklęta kraina ma \"{T}: Dodaj {G}.\"", "Enchanted land has \"{T}: Add {G}.\""},
      {"Wyposażona istota ma \"{1}, poświęć tę istotę: zyskujesz 2 punkty życia.\"",
       "Equipped creature has \"{1}, Sacrifice this creature: You gain 2 life.\""},
  });
  // The card's name inside the quotes would be ambiguous (the object or the card): refused.
  CHECK(refused("Zaklęta istota ma \"{T}: ~ zadaje 1 obrażenie dowolnemu celowi.\""));
  // A static ability inside quotes is not granted by this form.
  CHECK(refused("Zaklęta istota ma \"Ta istota dostaje +1/+1.\""));
}

TEST_CASE("pl6: gaining control renders to Polish with the instrumental (613.1b)") {
  roundTripsToPolish({
      "You control enchanted creature.",
      "Gain control of target creature until end of turn. Untap that creature. It gains haste "
      "until end of turn.",
      "Gain control of target artifact.",
  });
  CHECK(polish("Gain control of target land until end of turn.") ==
        "Przejmij kontrolę nad docelową krainą do końca tury.");
  readsAsEnglish({{"Kontrolujesz zaklętą istotę.", "You control enchanted creature."}});
}

TEST_CASE("pl6: looking at the top cards renders to Polish and reads back") {
  roundTripsToPolish({
      "Look at the top three cards of your library, then put them back in any order.",
      "Look at the top card of target player's library.",
      "Look at the top five cards of target player's library, then put them back in any order.",
      "Look at the top four cards of your library. Put one of them into your hand and the rest "
      "on the bottom of your library in any order.",
      "Look at the top two cards of your library. Put one of them into your hand and the other "
      "into your graveyard.",
      "Look at the top five cards of your library. Put any number of them into your graveyard "
      "and the rest back on top of your library in any order.",
      "Look at the top three cards of your library. Put one of them into your hand and the rest "
      "on the bottom of your library in a random order.",
  });
  CHECK(polish("Look at the top three cards of your library, then put them back in any order.") ==
        "Spójrz na trzy wierzchnie karty swojej biblioteki i ułóż je z powrotem w dowolnej "
        "kolejności.");
  // The noun agrees with the count; one card is not put back "in any order".
  CHECK(refused("Spójrz na trzy wierzchnich kart swojej biblioteki."));
  CHECK(refused("Spójrz na wierzchnią kartę swojej biblioteki i ułóż je z powrotem w dowolnej "
                "kolejności."));
  // "weź" goes with the hand, "połóż" with the graveyard.
  CHECK(refused("Spójrz na dwie wierzchnie karty swojej biblioteki. Weź jedną z nich na swoim "
                "cmentarzu, a resztę połóż na swoim cmentarzu."));
}

TEST_CASE("pl6: power, toughness, mana value, counters and more in descriptions") {
  roundTripsToPolish({
      "Destroy target creature with power 2 or less.",
      "Exile target creature with power 4 or greater.",
      "Destroy target creature with toughness 3 or less.",
      "Destroy target nonland permanent with mana value 3 or less.",
      "Destroy target artifact with mana value X.",
      "Creatures you control with +1/+1 counters on them have trample.",
      "Whenever you cast a multicolored spell, draw a card.",
      "Nonbasic lands don't untap during their controllers' untap steps.",
      "Tap target creature you don't control.",
      "Destroy target nonlegendary creature.",
      "Destroy target Plains or Island.",
      "Whenever you cast a Spirit or Arcane spell, draw a card.",
      "Search your library for a Mountain or Plains card, put it onto the battlefield, then "
      "shuffle.",
      "Return target blue or red creature card from your graveyard to your hand.",
  });
  CHECK(polish("Destroy target creature with power 2 or less.") ==
        "Zniszcz docelową istotę o sile 2 lub mniejszej.");
  readsAsEnglish({{"Zniszcz docelową istotę o wytrzymałości 4 lub większej.",
                   "Destroy target creature with toughness 4 or greater."}});
  // Power has no "equal to" part in this form.
  CHECK(refused("Zniszcz docelową istotę o sile 2."));
}

TEST_CASE("pl6: chapters and more triggers render to Polish and read back (715.2, 509.5g)") {
  roundTripsToPolish({
      "I, II — You gain 2 life.",
      "III — Draw two cards.",
      "Whenever you roll {CHAOS}, draw a card.",
      "When you set this scheme in motion, draw a card.",
      "When you cycle Test Imp, you gain 3 life.",
      "When you cycle Test Imp or it dies, draw a card.",
      "Whenever Test Imp attacks and isn't blocked, draw a card.",
      "Whenever Test Imp blocks or becomes blocked by a creature, destroy that creature.",
      "Whenever a nontoken creature is put into your graveyard from the battlefield, draw a card.",
  });
  CHECK(polish("Whenever Test Imp attacks and isn't blocked, draw a card.") ==
        "Za każdym razem, gdy Test Imp atakuje i nie zostaje zablokowany, dobierz kartę.");
  // Chapters go up; blocking one kind and blocked by another is not this trigger.
  CHECK(refused("II, I — Dobierz kartę."));
  CHECK(refused("Za każdym razem, gdy ~ blokuje istotę lub zostaje zablokowany przez artefakt, "
                "dobierz kartę."));
}

TEST_CASE("pl6: costs that discard or exile render to Polish and read back (701.8b, 406.2)") {
  roundTripsToPolish({
      "{1}, Discard Test Imp: Draw a card.",
      "{1}, Discard a card at random: Test Imp gets +1/+1 until end of turn.",
      "{2}, Exile Test Imp from your graveyard: Draw a card.",
      "{T}, Exile Test Imp: You gain 2 life.",
      "Exile a creature card from your graveyard: Test Imp gets +1/+1 until end of turn.",
      "{T}, Exile three cards from your graveyard: Draw a card.",
      "{R}, Exile the top card of your library: Test Imp deals 1 damage to any target.",
      "Discard a creature card: Test Imp gets +1/+1 until end of turn.",
      "As an additional cost to cast this spell, sacrifice two creatures.",
      "Target opponent discards a card at random.",
      "Each player discards two cards at random.",
      "Destroy target colorless creature.",
  });
  CHECK(refused("Wygnaj trzy wierzchnią kartę swojej biblioteki: dobierz kartę."));
  CHECK(refused("Wygnaj jedną karty z twojego cmentarza: dobierz kartę."));
}

TEST_CASE("pl6: 'becomes' a creature renders to Polish with the instrumental (613.1d, 205.1b)") {
  roundTripsToPolish({
      "Until end of turn, target land becomes a 3/3 creature that's still a land.",
      "{1}{R}: Test Imp becomes a 4/4 red and green Dragon artifact creature with flying until "
      "end of turn.",
      "{G}: Until end of turn, Test Imp becomes a 2/2 green Ape creature with trample that's "
      "still a land.",
  });
  CHECK(polish("{1}{R}: Test Imp becomes a 4/4 red and green Dragon artifact creature with flying "
               "until end of turn.") ==
        "{1}{R}: Test Imp staje się 4/4 czerwoną i zieloną artefaktową istotą typu smok z "
        "lataniem do końca tury.");
  CHECK(refused("~ staje się 2/2 bezbarwną istotą do końca tury."));
}

TEST_CASE("pl6: casting restrictions and cost reductions render to Polish (601.3, 601.2f)") {
  roundTripsToPolish({
      "Cast this spell only during combat.",
      "Cast this spell only during combat before blockers are declared.",
      "Cast this spell only during the declare attackers step and only if you've been attacked "
      "this step.",
      "Cast this spell only during an opponent's turn.",
      "Instant and sorcery spells you cast cost {1} less to cast.",
      "White spells you cast cost {1} less to cast.",
      "Dragon spells you cast cost {1} less to cast.",
      "Noncreature spells cost {1} more to cast.",
      "Destroy target artifact. Create X 1/1 green Saproling creature tokens, where X is that "
      "artifact's mana value.",
      "As Test Imp enters the battlefield, choose a creature type.",
      "Target creature becomes blue until end of turn.",
      "Attach target Aura you control to target creature.",
      "You get an emblem with \"Whenever a creature you control dies, draw a card.\"",
  });
  CHECK(polish("Cast this spell only during combat after blockers are declared.") ==
        "Rzuć ten czar tylko podczas walki, po deklaracji blokujących.");
  // A time with no row, and "been attacked" outside the declare attackers step, are refused.
  CHECK(refused("Rzuć ten czar tylko podczas etapu dobierania."));
  CHECK(refused("Rzuć ten czar tylko podczas walki i tylko, jeśli zostałeś zaatakowany w tym "
                "etapie."));
  // "kosztują" needs all such spells (a plural).
  CHECK(refused("Czar, który rzucasz, kosztują {1} mniej."));
}

TEST_CASE("pl6: blocking rules, keywords and controllers render to Polish (509.1, 702.16)") {
  roundTripsToPolish({
      "Test Imp can block an additional creature each combat.",
      "Test Imp can't be blocked by more than one creature.",
      "Test Imp blocks each combat if able.",
      "Test Imp must be blocked if able.",
      "All creatures able to block Test Imp do so.",
      "All creatures able to block target creature this turn do so.",
      "Entwine {2}",
      "Cascade",
      "Transmute {1}{U}{B}",
      "Target creature you control gains protection from the color of your choice until end of "
      "turn.",
      "Enchant player",
      "Enchant opponent",
      "Destroy all lands target player controls.",
  });
  CHECK(polish("Test Imp can't be blocked by more than one creature.") ==
        "Test Imp nie może zostać zablokowany przez więcej niż jedną istotę.");
  CHECK(polish("Destroy all lands target player controls.") ==
        "Zniszcz wszystkie krainy, które kontroluje docelowy gracz.");
}

TEST_CASE("pl6: prevention by a source, to and by, and static prevention render to Polish (615)") {
  roundTripsToPolish({
      "Prevent all damage that would be dealt to Test Imp.",
      "Prevent all combat damage that would be dealt to and dealt by target creature this turn.",
      "Prevent all combat damage that would be dealt by target creature this turn.",
      "Prevent all damage that would be dealt by enchanted creature.",
      "Prevent all damage that would be dealt to you.",
  });
  CHECK(polish("Prevent all damage that would be dealt to Test Imp.") ==
        "Zapobiegnij wszystkim obrażeniom, które zostałyby zadane Test Imp.");
  // to one object and by another is not "to and by"
  CHECK(refused("Zapobiegnij wszystkim obrażeniom bojowym, które zostałyby zadane ~ lub przez "
                "zaklętą istotę w tej turze."));
}

TEST_CASE("pl6: threshold and a spell that targets ~ render to Polish") {
  roundTripsToPolish({
      "Test Imp gets +2/+2 as long as seven or more cards are in your graveyard.",
      "As long as you have seven or more cards in hand, Test Imp gets +2/+1.",
      "Whenever you cast a spell that targets Test Imp, draw a card.",
      "When Test Imp enters the battlefield, if it was kicked, draw two cards.",
      "If Test Imp was kicked, it enters the battlefield with two +1/+1 counters on it.",
      "When Test Imp enters the battlefield, if you attacked with a creature this turn, target "
      "opponent discards a card.",
      "Draw a card. If you control a Wizard, you gain 2 life.",
      "Return target creature to its owner's hand. If you control three or more artifacts, draw a "
      "card.",
      "Destroy up to one target artifact.",
      "Destroy target creature. Its controller creates a 1/1 white Soldier creature token.",
      "Target opponent creates a 1/1 white Soldier creature token.",
      "Exile all cards from target player's graveyard.",
      "Tap up to one target creature.",
  });
  CHECK(refused("Dopóki masz na cmentarzu co najmniej siedem karty, ~ dostaje +2/+2."));
}
