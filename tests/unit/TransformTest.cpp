// Transform and transforming double-faced cards (CR 701.28, 712): the wording
// in English and Japanese, the runtime's two faces of one object, and the
// loader's layout (the scenarios dfc-* play whole games on both engines).
#include "Driver/CardLoader.h"
#include "Render/Renderer.h"
#include "RuntimeTestSupport.h"
#include "TestSupport.h"

#include <doctest/doctest.h>
#include <filesystem>
#include <fstream>

using namespace oraclec;
using test::parseText;

TEST_CASE("dfc: transform ~ is an effect, alone and after the Werewolf conditions [701.28a]") {
  auto t = parseText("{2}: Transform Test Scholar.", Language::En, "Test Scholar");
  CHECK(t.result.card.fullySupported());
  CHECK(t.sexpr.find("(transform self)") != std::string::npos);
  auto wolf = parseText("At the beginning of each upkeep, if no spells were cast last turn, "
                        "transform Test Howler.",
                        Language::En, "Test Howler");
  CHECK(wolf.result.card.fullySupported());
  CHECK(wolf.sexpr.find("(transform self)") != std::string::npos);
  auto may = parseText("At the beginning of your upkeep, you may transform Test Howler.",
                       Language::En, "Test Howler");
  CHECK(may.result.card.fullySupported());
}

TEST_CASE("dfc: whenever this creature transforms into ~ is the back face's trigger [701.28e]") {
  auto p = parseText("Whenever this creature transforms into Test Beast, you gain 2 life.",
                     Language::En, "Test Beast");
  CHECK(p.sexpr == "(triggered (transforms-into self) (gain-life you 2))\n");
}

TEST_CASE("dfc: English renders back to the Oracle wording") {
  const char *texts[] = {"{2}: Transform Test Beast.",
                         "Whenever this creature transforms into Test Beast, you gain 2 life."};
  for (const char *text : texts) {
    CAPTURE(text);
    auto p = parseText(text, Language::En, "Test Beast");
    REQUIRE(p.result.card.fullySupported());
    render::RenderResult r = render::renderCard(p.result.card, Language::En, "Test Beast");
    CHECK(r.ok());
    CHECK(r.text == text);
  }
}

TEST_CASE("dfc: Japanese, Korean and Polish are named render gaps, never wrong text") {
  const char *texts[] = {
      "At the beginning of each upkeep, if no spells were cast last turn, transform Test Beast.",
      "Whenever this creature transforms into Test Beast, you gain 2 life."};
  for (const char *text : texts) {
    CAPTURE(text);
    auto en = parseText(text, Language::En, "Test Beast");
    REQUIRE(en.result.card.fullySupported());
    for (Language lang : {Language::Ja, Language::Ko, Language::Pl}) {
      // ko5: Korean writes the werewolf condition and 변신시킨다 (701.28), checked by reading back;
      // pl7: Polish too ("jeśli w poprzedniej turze nie rzucono żadnych czarów, przemień …").
      bool writes = (lang == Language::Ko || lang == Language::Pl) && text == texts[0];
      CHECK(render::renderCard(en.result.card, lang, "Test Beast").ok() == writes);
    }
  }
}

namespace {
using namespace rtt;
// A 1/3 Human Wizard {1}{U} whose back face is a 4/4 blue Horror with flying.
std::shared_ptr<const CardDefinition> scholar() {
  auto front = std::make_shared<CardDefinition>(
      *CardBuilder("Scholar", "{1}{U}", "Creature — Human Wizard", 1, 3).build());
  CardBuilder back("Horror", "", "Creature — Horror", 4, 4);
  back.keyword(Keyword::Flying);
  auto b = std::make_shared<CardDefinition>(*back.build());
  b->colors = {Color::Blue};
  front->backFace = b;
  return front;
}
} // namespace

TEST_CASE("dfc: 712.4c-d 712.14 a transformed permanent has its back face's characteristics and "
          "stays the same object") {
  Game g = twoPlayers();
  ObjId id = put(g, 0, scholar());
  g.object(id)->counters[size_t(CounterKind::PlusOnePlusOne)] = 1;
  g.object(id)->damage = 2;
  g.object(id)->tapped = true;
  g.touch();
  CHECK(g.characteristics(id).name == "Scholar");
  CHECK(g.characteristics(id).power == 2);
  REQUIRE(g.transform(id));
  Characteristics c = g.characteristics(id);
  CHECK(c.name == "Horror");
  CHECK(c.power == 5); // 4/4 and its +1/+1 counter
  CHECK(c.toughness == 5);
  CHECK(c.hasKeyword(Keyword::Flying));
  CHECK(c.hasSubtype("Horror"));
  CHECK_FALSE(c.hasSubtype("Wizard"));
  CHECK(c.manaCost.empty());            // 712.4d: no mana cost
  CHECK(c.manaValueCost() == "{1}{U}"); // but the front face's mana value
  CHECK(g.object(id)->alive);           // the same object (712.14)
  CHECK(g.object(id)->damage == 2);
  CHECK(g.object(id)->tapped);
  REQUIRE(g.transform(id)); // and back to its front face
  CHECK(g.characteristics(id).name == "Scholar");
  CHECK_FALSE(g.characteristics(id).hasKeyword(Keyword::Flying));
}

TEST_CASE("dfc: 701.28c 712.11a only a face-up transforming double-faced permanent transforms") {
  Game g = twoPlayers();
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  CHECK_FALSE(g.transform(bear));
  CHECK_FALSE(g.object(bear)->transformed);
  CHECK(g.characteristics(bear).name == "Bear");
  ObjId hidden = put(g, 0, scholar());
  g.object(hidden)->faceDown = true;
  g.touch();
  CHECK_FALSE(g.transform(hidden));
  ObjId inHand = put(g, 0, scholar(), Zone::Hand); // 701.28a: only permanents
  CHECK_FALSE(g.transform(inHand));
  CHECK(g.characteristics(inHand).name == "Scholar");
}

TEST_CASE("dfc: 701.28f an ability of the front face does nothing once it transformed") {
  Game g = twoPlayers();
  auto def = scholar();
  ObjId id = put(g, 0, def);
  REQUIRE(g.transform(id, def.get())); // the front face's ability: its face is up
  CHECK_FALSE(
      g.transform(id, def.get())); // a second one of the front face: it has transformed since
  CHECK(g.characteristics(id).name == "Horror");
  CHECK(g.transform(id, def->backFace.get())); // the back face's ability turns it back
}

TEST_CASE("dfc: 712.10 400.7 a transformed permanent that changes zones is a new object, front "
          "face up") {
  Game g = twoPlayers();
  ObjId id = put(g, 0, scholar());
  REQUIRE(g.transform(id));
  ObjId moved = g.moveObject(id, Zone::Hand);
  REQUIRE(moved != kNoObject);
  CHECK_FALSE(g.object(moved)->transformed);
  CHECK(g.characteristics(moved).name == "Scholar");
}

TEST_CASE("dfc: the loader keeps a transforming card's layout and its back face's colour "
          "indicator") {
  auto dir = std::filesystem::temp_directory_path() / "oraclec-dfc-test";
  std::filesystem::create_directories(dir);
  auto path = dir / "atomic.json";
  std::ofstream(path) << R"({"data": {"Test Howler // Test Ravager": [
    {"name": "Test Howler // Test Ravager", "faceName": "Test Howler", "side": "a", "layout": "transform",
     "manaCost": "{2}{R}", "type": "Creature — Human Werewolf", "power": "2", "toughness": "2",
     "text": "At the beginning of each upkeep, if no spells were cast last turn, transform Test Howler."},
    {"name": "Test Howler // Test Ravager", "faceName": "Test Ravager", "side": "b", "layout": "transform",
     "colorIndicator": ["R"], "type": "Creature — Werewolf", "power": "4", "toughness": "4",
     "text": "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Ravager."}
  ]}})";
  std::vector<driver::CardRecord> cards;
  DiagnosticEngine diags;
  driver::loadCards(path.string(), cards, diags);
  REQUIRE(cards.size() == 1);
  CHECK(cards[0].layout == "transform");
  CHECK(cards[0].transforming());
  REQUIRE(cards[0].faces.size() == 2);
  CHECK(cards[0].faces[1].printed.colorIndicator == "R");
  CHECK(cards[0].faces[1].printed.manaCost.empty());
  std::filesystem::remove_all(dir);
}
