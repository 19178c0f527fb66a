// Polish keeps pace with English (issue 16, branch pl4): computed amounts written
// "X ..., gdzie X to ..." (107.3c), "for each" written "za każdą ...", and a
// creature type as the noun of a description with no card type ("target Goblin",
// "Other Allies you control", 205.3m), declined, with the masculine personal plural
// (inni sojusznicy, których kontrolujesz). Each English ability renders to Polish and
// reads back to the same AST; the Polish wording here reads to the English AST; what
// has no form is a named gap (E0701), and a wording that does not agree is refused.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
render::CheckedRender renderEnglish(const std::string &text, Language lang) {
  return test::renderEnglishTo(text, lang, "Test Imp");
}
void roundTripsToPolish(std::initializer_list<const char *> lines) {
  test::checkRoundTrips(lines, Language::Pl, "Test Imp");
}
void readsAsEnglish(std::initializer_list<std::pair<const char *, const char *>> cases) {
  test::checkReadsAsEnglish(cases, Language::Pl, "Test Imp");
}
bool refused(const char *pl) { return test::refusedIn(pl, Language::Pl, "Test Imp"); }
} // namespace

TEST_CASE("pl4: computed amounts render to Polish and read back (107.3c)") {
  roundTripsToPolish({
      "You gain X life, where X is the number of creatures you control.",
      "Target creature gets +X/+X until end of turn, where X is the number of cards in your hand.",
      "Test Imp deals X damage to target creature, where X is Test Imp's power.",
      "When Test Imp dies, you gain life equal to its toughness.",
      "Target player loses X life, where X is the number of charge counters on Test Imp.",
      "Draw X cards, where X is the number of artifacts you control.",
      "Test Imp gets +X/+0, where X is the number of creature cards in your graveyard.",
  });
}

TEST_CASE("pl4: the Polish 'gdzie X to' wording reads to the English AST") {
  readsAsEnglish({
      {"Zyskujesz X punktów życia, gdzie X to liczba istot, które kontrolujesz.",
       "You gain X life, where X is the number of creatures you control."},
      {"~ zadaje X obrażeń docelowej istocie, gdzie X to siła ~.",
       "Test Imp deals X damage to target creature, where X is Test Imp's power."},
      {"Docelowa istota dostaje +X/+X do końca tury, gdzie X to liczba kart w twojej ręce.",
       "Target creature gets +X/+X until end of turn, where X is the number of cards in your "
       "hand."},
      {"Docelowy gracz traci X punktów życia, gdzie X to liczba znaczników ładunku na ~.",
       "Target player loses X life, where X is the number of charge counters on Test Imp."},
  });
  // "liczba" counts all of a kind: a singular after it is refused, not read as one object.
  CHECK(refused("Zyskujesz X punktów życia, gdzie X to liczba goblina."));
  // A definition with no X before it defines nothing: refused.
  CHECK(refused("Zyskujesz 2 punkty życia, gdzie X to liczba istot, które kontrolujesz."));
}

TEST_CASE("pl4: 'for each' renders to Polish and reads back") {
  roundTripsToPolish({
      "Target creature gets +1/+1 until end of turn for each land you control.",
      "Draw a card for each artifact you control.",
      "You gain 1 life for each creature card in your graveyard.",
      "Test Imp deals 1 damage to any target for each charge counter on Test Imp.",
      "Create a 1/1 green Saproling creature token for each creature you control.",
      "Test Imp gets +1/+1 for each other creature you control.",
  });
}

TEST_CASE("pl4: the Polish 'za każdy' wording reads to the English AST") {
  readsAsEnglish({
      {"Docelowa istota dostaje +1/+1 do końca tury za każdą krainę, którą kontrolujesz.",
       "Target creature gets +1/+1 until end of turn for each land you control."},
      {"Dobierz kartę za każdy artefakt, który kontrolujesz.",
       "Draw a card for each artifact you control."},
      {"~ dostaje +1/+1 za każdą inną istotę, którą kontrolujesz.",
       "Test Imp gets +1/+1 for each other creature you control."},
  });
  // "za każdy" is one of a kind: a plural after it is refused.
  CHECK(refused("Dobierz kartę za każde artefakty, które kontrolujesz."));
  // An effect English never multiplies ("destroy ... for each") is refused.
  CHECK(refused("Zniszcz docelową istotę za każdą krainę, którą kontrolujesz."));
}

TEST_CASE("pl4: a creature type as the noun renders to Polish and reads back (205.3m)") {
  roundTripsToPolish({
      "Destroy target Goblin.",
      "Other Goblins you control get +1/+1.",
      "Other Allies you control get +1/+1.",
      "Humans you control have vigilance.",
      "Destroy all Forests.",
      "Untap target Island.",
      "Target creature gets +1/+1 until end of turn for each Wizard you control.",
      "You gain X life, where X is the number of Vampires you control.",
  });
}

TEST_CASE("pl4: the Polish creature type nouns read to the English AST") {
  readsAsEnglish({
      {"Zniszcz docelowego goblina.", "Destroy target Goblin."},
      {"Inne gobliny, które kontrolujesz, dostają +1/+1.",
       "Other Goblins you control get +1/+1."},
      // masculine personal: inni, których
      {"Inni sojusznicy, których kontrolujesz, dostają +1/+1.",
       "Other Allies you control get +1/+1."},
      {"Zniszcz wszystkie lasy.", "Destroy all Forests."},
  });
  // A word that is no listed form of a creature type is refused.
  CHECK(refused("Zniszcz docelowego smerfa."));
  // A creature type noun followed by a card type is refused, not half read.
  CHECK(refused("Zniszcz docelowego goblina typu elf."));
}

TEST_CASE("pl4: what has no Polish form is a named gap, never partial text") {
  // Ninja is indeclinable in Polish: no noun, the type is only written after "typu" (pl7: Zombie
  // has one now, zombiak).
  render::CheckedRender out = renderEnglish("Destroy target Ninja.", Language::Pl);
  REQUIRE(out.abilities.size() == 1);
  CHECK(out.abilities[0].status == render::AbilityRenderStatus::NoTemplate);
  CHECK(out.abilities[0].reason.find("Ninja") != std::string::npos);
  CHECK(out.text.empty());
  // A number of persons ("dwaj / dwóch") has no form yet.
  out = renderEnglish("Tap two target Wizards.", Language::Pl);
  REQUIRE(out.abilities.size() == 1);
  CHECK(out.abilities[0].status == render::AbilityRenderStatus::NoTemplate);
  // An amount with no Polish form (the greatest power) is named.
  out = renderEnglish("Draw cards equal to the greatest power among creatures you control.",
                      Language::Pl);
  REQUIRE(out.abilities.size() == 1);
  CHECK(out.abilities[0].status == render::AbilityRenderStatus::NoTemplate);
  CHECK(out.abilities[0].reason.find("greatest") != std::string::npos);
}

TEST_CASE("pl4: searching the library renders to Polish and reads back (701.19, 701.20)") {
  roundTripsToPolish({
      "Search your library for a basic land card, put it onto the battlefield tapped, then "
      "shuffle.",
      "Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
      "Search your library for up to two basic land cards, put them onto the battlefield "
      "tapped, then shuffle.",
      "Search your library for a card, put that card into your hand, then shuffle.",
      "Destroy target legendary creature.",
  });
  readsAsEnglish({
      {"Przeszukaj swoją bibliotekę w poszukiwaniu podstawowej karty krainy, połóż ją na polu "
       "bitwy tapniętą. Przetasuj swoją bibliotekę.",
       "Search your library for a basic land card, put it onto the battlefield tapped, then "
       "shuffle."},
      {"Przeszukaj swoją bibliotekę w poszukiwaniu maksymalnie dwóch kart istot, odsłoń je, weź "
       "je do ręki. Przetasuj swoją bibliotekę.",
       "Search your library for up to two creature cards, reveal them, put them into your hand, "
       "then shuffle."},
  });
  // The pronoun agrees with the count: "one card ... je" is refused, not read as several.
  CHECK(refused("Przeszukaj swoją bibliotekę w poszukiwaniu karty istoty, weź je do ręki."));
  CHECK(refused("Przeszukaj swoją bibliotekę w poszukiwaniu podstawowej karty krainy, połóż ją "
                "na polu bitwy tapnięte."));
}

TEST_CASE("pl4: an artifact creature is 'artefaktowa istota', never 'artifact or creature'") {
  roundTripsToPolish({
      "Destroy target artifact creature.",
      "Artifact creatures you control get +1/+1.",
      "Create a 1/1 colorless Thopter artifact creature token with flying.",
      "Destroy target artifact or creature.",
  });
  readsAsEnglish({
      {"Zniszcz docelową artefaktową istotę.", "Destroy target artifact creature."},
      {"Zniszcz docelowy artefakt lub istotę.", "Destroy target artifact or creature."},
      {"Stwórz żeton 1/1 bezbarwnej artefaktowej istoty typu topter z lataniem.",
       "Create a 1/1 colorless Thopter artifact creature token with flying."},
  });
}

TEST_CASE("pl4: effects sharing one computed amount are one sentence with one 'gdzie X'") {
  roundTripsToPolish({
      "Draw X cards and you lose X life, where X is the number of creatures you control.",
      "Test Imp deals X damage to target creature and X damage to you, where X is the number of "
      "Goblins on the battlefield.",
  });
  // "jego siła" is the target named last: a power of the first of two targets is not written
  // so; pl7: the source's own power is "równe swojej sile", which reads back
  render::CheckedRender out = renderEnglish(
      "Target creature you control deals damage equal to its power to another target creature.",
      Language::Pl);
  REQUIRE(out.abilities.size() == 1);
  CHECK(out.abilities[0].status == render::AbilityRenderStatus::Ok);
  CHECK(out.text.find("równe swojej sile") != std::string::npos);
}

TEST_CASE("pl4: conditions render to Polish and read back (611.3 as long as, 603.4 if)") {
  roundTripsToPolish({
      "Test Imp gets +1/+1 as long as you control a Goblin.",
      "As long as you control three or more artifacts, Test Imp has flying.",
      "At the beginning of your upkeep, if you control no creatures, you gain 2 life.",
      "Test Imp gets +2/+0 as long as an opponent controls a black permanent.",
      "Enchanted creature gets +1/+1 as long as enchanted creature is red.",
      "Test Imp gets +2/+0 as long as it's attacking.",
      "As long as Test Imp is untapped, Test Imp gets +0/+3.",
      "When Test Imp enters the battlefield, if you control a Wizard, draw a card.",
      "Test Imp has lifelink as long as you control a white or black permanent.",
  });
  readsAsEnglish({
      {"Dopóki kontrolujesz goblina, ~ dostaje +1/+1.",
       "Test Imp gets +1/+1 as long as you control a Goblin."},
      {"Dopóki kontrolujesz co najmniej trzy artefakty, ~ ma latanie.",
       "As long as you control three or more artifacts, Test Imp has flying."},
      {"Na początku twojego etapu utrzymania, jeśli nie kontrolujesz żadnej istoty, zyskujesz 2 "
       "punkty życia.",
       "At the beginning of your upkeep, if you control no creatures, you gain 2 life."},
      {"Dopóki zaklęta istota jest czerwona, zaklęta istota dostaje +1/+1.",
       "Enchanted creature gets +1/+1 as long as enchanted creature is red."},
  });
  // "kontrolujesz" with a plural and no count, or a count with a singular, does not agree:
  // refused, not read as "a" or as "three or more".
  CHECK(refused("Dopóki kontrolujesz artefakty, ~ ma latanie."));
  CHECK(refused("Dopóki kontrolujesz co najmniej trzy artefakt, ~ ma latanie."));
  // A condition with no Polish form is a named gap (pl7: a life total has one now; monstrous
  // has none).
  render::CheckedRender out =
      renderEnglish("As long as Test Imp is monstrous, it has trample.", Language::Pl);
  REQUIRE(out.abilities.size() == 1);
  CHECK(out.abilities[0].status == render::AbilityRenderStatus::NoTemplate);
}

TEST_CASE("pl4: 'is turned face up' renders to Polish and reads back (708.8, 702.37e)") {
  roundTripsToPolish({
      "When Test Imp is turned face up, draw a card.",
      "Whenever a permanent you control is turned face up, you gain 2 life.",
  });
  readsAsEnglish({{"Kiedy ~ zostaje odwrócony awersem do góry, dobierz kartę.",
                   "When Test Imp is turned face up, draw a card."}});
}

TEST_CASE("pl4: 'each creature and each player' is one recipient (120.3)") {
  roundTripsToPolish({"Test Imp deals 2 damage to each creature and each player.",
                      "Test Imp deals 1 damage to each creature with flying and each player."});
  readsAsEnglish({{"~ zadaje 2 obrażenia każdej istocie i każdemu graczowi.",
                   "Test Imp deals 2 damage to each creature and each player."}});
}

// --- begin pl5: "if you do" (608.2c), paying while resolving (118.1), "unless ... pays"
// (118.12), putting onto the battlefield, ~ in its owner's graveyard ---
TEST_CASE("pl5: 'if you do', payments and 'unless ... pays' render to Polish and read back") {
  roundTripsToPolish({
      "When Test Imp enters the battlefield, you may pay {2}. If you do, draw a card.",
      "Whenever Test Imp attacks, you may pay {1}{R}. If you do, target creature can't block "
      "this turn.",
      "When Test Imp dies, you may sacrifice a creature. If you do, draw two cards.",
      "When Test Imp enters the battlefield, you may discard a card. If you don't, you lose 2 "
      "life.",
      "At the beginning of your upkeep, sacrifice Test Imp unless you pay {1}.",
      "Counter target spell unless its controller pays {3}.",
      "Counter target creature spell unless its controller pays {2}.",
  });
  readsAsEnglish({
      {"Kiedy ~ wchodzi na pole bitwy, możesz zapłacić {2}. Jeśli to zrobisz, dobierz kartę.",
       "When Test Imp enters the battlefield, you may pay {2}. If you do, draw a card."},
      {"Na początku twojego etapu utrzymania, poświęć ~, chyba że zapłacisz {1}.",
       "At the beginning of your upkeep, sacrifice Test Imp unless you pay {1}."},
      {"Skontruj docelowy czar, chyba że jego kontroler zapłaci {3}.",
       "Counter target spell unless its controller pays {3}."},
  });
  // "Jeśli to zrobisz" with no "możesz ..." before it is refused (nothing was optional; pl8: as
  // English, an action whose doing the runtime measures, "poświęć ~", may stand before it).
  CHECK(refused("Dobierz kartę. Jeśli to zrobisz, zyskujesz 2 punkty życia."));
  // "jego kontroler" with no target named before it is refused.
  CHECK(refused("Poświęć ~, chyba że jego kontroler zapłaci {1}."));
}

TEST_CASE("pl5: putting onto the battlefield renders to Polish and reads back") {
  roundTripsToPolish({
      "Put target creature card from your graveyard onto the battlefield.",
      "Put target creature card from a graveyard onto the battlefield under your control.",
      "Put target artifact card from your graveyard onto the battlefield tapped.",
      "{2}{R}: Return Test Imp from your graveyard to the battlefield tapped.",
      "When Test Imp enters the battlefield, you may put target creature card from your "
      "graveyard onto the battlefield.",
  });
  readsAsEnglish({
      {"Połóż docelową kartę istoty z twojego cmentarza na polu bitwy.",
       "Put target creature card from your graveyard onto the battlefield."},
      {"{2}{R}: Połóż ~ z twojego cmentarza na polu bitwy tapnięty.",
       "{2}{R}: Return Test Imp from your graveyard to the battlefield tapped."},
  });
  // An untapped participle is no option of putting onto the battlefield: refused.
  CHECK(refused("Połóż docelową kartę istoty z twojego cmentarza na polu bitwy odtapniętą."));
  // ~ in an opponent's graveyard is not its owner's: refused.
  CHECK(refused("Połóż ~ z cmentarza przeciwnika na polu bitwy."));
}
TEST_CASE("pl5: activation restrictions, additional costs and state triggers (602.5b, 601.2f, "
          "603.8)") {
  roundTripsToPolish({
      "{1}: Test Imp gets +1/+1 until end of turn. Activate only once each turn.",
      "{T}: Target player discards a card. Activate only as a sorcery.",
      "{T}: You gain 1 life. Activate only during your turn.",
      "{T}: You gain 1 life. Activate only during your upkeep.",
      "{T}: You gain 1 life. Activate only if you control a Goblin.",
      "As an additional cost to cast this spell, sacrifice a creature.",
      "When you control no Islands, sacrifice Test Imp.",
  });
  readsAsEnglish({
      {"{1}: ~ dostaje +1/+1 do końca tury. Aktywuj tylko raz na turę.",
       "{1}: Test Imp gets +1/+1 until end of turn. Activate only once each turn."},
      {"Jako dodatkowy koszt rzucenia tego czaru, poświęć istotę.",
       "As an additional cost to cast this spell, sacrifice a creature."},
      {"Kiedy nie kontrolujesz żadnej wyspy, poświęć ~.",
       "When you control no Islands, sacrifice Test Imp."},
  });
  // A restriction is written after the effects: before them it is no activated ability.
  CHECK(refused("{1}: Aktywuj tylko raz na turę. ~ dostaje +1/+1 do końca tury."));
}

TEST_CASE("pl5: defined P/T, 'its controller', the defending player, the library, blocking "
          "restrictions") {
  roundTripsToPolish({
      "Test Imp's power and toughness are each equal to the number of cards in your hand.",
      "Test Imp's power and toughness are each equal to the number of creatures you control.",
      "Destroy target land. Its controller loses 2 life.",
      "Whenever Test Imp attacks, defending player loses 1 life.",
      "Put target creature on top of its owner's library.",
      "Put target creature on the bottom of its owner's library.",
      "Tap target creature. It doesn't untap during its controller's next untap step.",
      "Test Imp can't be blocked by Walls.",
      "Test Imp can't be blocked by creatures with flying.",
      "Test Imp can't attack unless defending player controls an Island.",
  });
  readsAsEnglish({
      {"Siła i wytrzymałość ~ to X, gdzie X to liczba kart w twojej ręce.",
       "Test Imp's power and toughness are each equal to the number of cards in your hand."},
      {"Zniszcz docelową krainę. Jej kontroler traci 2 punkty życia.",
       "Destroy target land. Its controller loses 2 life."},
      {"Połóż docelową istotę na wierzchu biblioteki właściciela.",
       "Put target creature on top of its owner's library."},
      {"~ nie może zostać zablokowany przez istoty z lataniem.",
       "Test Imp can't be blocked by creatures with flying."},
      {"~ nie może atakować, chyba że broniący się gracz kontroluje wyspę.",
       "Test Imp can't attack unless defending player controls an Island."},
  });
  // "X" with no "gdzie X to" is a chosen X: no defined P/T.
  CHECK(refused("Siła i wytrzymałość ~ to X."));
  // "przez" names all such creatures: a singular is refused, not read as one creature.
  CHECK(refused("~ nie może zostać zablokowany przez istotę z lataniem."));
}
TEST_CASE("pl5: triggers on a player's card and on blocking a creature (509.5, 702.29)") {
  roundTripsToPolish({
      "Whenever an opponent draws a card, Test Imp deals 1 damage to that player.",
      "Whenever an opponent discards a card, you gain 2 life.",
      "Whenever you cycle or discard a card, Test Imp gets +1/+1 until end of turn.",
      "Whenever a player cycles a card, you gain 1 life.",
      "Whenever Test Imp becomes blocked by a creature, Test Imp gets +1/+1 until end of turn.",
  });
  readsAsEnglish({
      {"Za każdym razem, gdy przeciwnik odrzuca kartę, zyskujesz 2 punkty życia.",
       "Whenever an opponent discards a card, you gain 2 life."},
      {"Za każdym razem, gdy ~ zostaje zablokowany przez istotę, ~ dostaje +1/+1 do końca tury.",
       "Whenever Test Imp becomes blocked by a creature, Test Imp gets +1/+1 until end of turn."},
  });
  CHECK(renderEnglish("Whenever an opponent draws a card, Test Imp deals 1 damage to that player.",
                      Language::Pl)
            .text.find("temu graczowi") != std::string::npos);
  // "przez" one creature: a plural is refused, not read as "a creature".
  CHECK(refused("Za każdym razem, gdy ~ zostaje zablokowany przez istoty, dobierz kartę."));
}
TEST_CASE("pl5: one 'dopóki' over a P/T change and keywords (611.3a)") {
  roundTripsToPolish({
      "As long as you control a Goblin, Test Imp gets +1/+1 and has flying.",
      "Enchanted creature gets +1/+1 and has flying as long as enchanted creature is white.",
  });
  readsAsEnglish({{"Dopóki kontrolujesz goblina, ~ dostaje +1/+1 i ma latanie.",
                   "As long as you control a Goblin, Test Imp gets +1/+1 and has flying."}});
}
// --- end pl5 ---
