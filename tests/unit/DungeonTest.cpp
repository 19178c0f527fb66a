// Dungeon cards (CR 309) and "venture into the dungeon" (701.46): room lines read
// as room abilities, their arrows linked to room numbers, lowered to RoomEntered
// triggers with exits, rendered back as printed; bad arrows refused.
#include "CompileCheck.h"
#include "IR/Lower.h"
#include "Parse/DungeonRooms.h"
#include "Render/Renderer.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using namespace oraclec::test;

namespace {
const std::string kCrypt =
    "Entry Hall \u2014 You gain 1 life. (\u2192 Bone Gallery or Flooded Stair)\n"
    "Bone Gallery \u2014 You gain 2 life. (\u2192 Inner Vault)\n"
    "Flooded Stair \u2014 Draw a card. (\u2192 Inner Vault)\n"
    "Inner Vault \u2014 Scry 2.";
}

TEST_CASE("dungeon: rooms are room abilities with linked arrows (309.4, 309.5a)") {
  auto p = parseText(kCrypt, Language::En, "Test Crypt", /*dungeon=*/true);
  CHECK_FALSE(p.diags.hasErrors());
  REQUIRE(p.result.card.fullySupported());
  REQUIRE(p.result.card.abilities.size() == 4);
  CHECK(ast::toSExpr(p.result.card.abilities[0]) ==
        "(triggered (room 1 (room-name \"Entry Hall\") (room-exit 2 (room-name \"Bone Gallery\")) "
        "(room-exit 3 (room-name \"Flooded Stair\"))) (gain-life you 1))");
  CHECK(ast::toSExpr(p.result.card.abilities[3]) ==
        "(triggered (room 4 (room-name \"Inner Vault\")) (scry you 2))");

  ir::CardFace face{"Test Crypt", "", "Dungeon", "", "", ""};
  auto lowered = ir::lowerCard(face, p.result.card);
  for (auto &a : lowered.abilities)
    CHECK(a.lowered);
  const auto &abilities = lowered.module.card.abilities;
  REQUIRE(abilities.size() == 4);
  CHECK(abilities[0].trigger.event == rt::TriggerEvent::RoomEntered);
  CHECK(abilities[0].amount == 1);
  CHECK(abilities[0].roomExits == std::vector<int>{2, 3});
  CHECK(abilities[2].roomExits == std::vector<int>{4});
  CHECK(abilities[3].roomExits.empty());

  // Rendered back as printed, arrows included.
  CHECK(render::renderCard(p.result.card, Language::En, "Test Crypt").text == kCrypt);
}

TEST_CASE("dungeon: arrows to no room, or up the dungeon, are refused (309.4, 309.5a)") {
  auto missing =
      parseText("Entry Hall \u2014 You gain 1 life. (\u2192 Nowhere)\nInner Vault \u2014 Scry 2.",
                Language::En, "Test Crypt", true);
  CHECK(missing.diags.hasErrors());
  CHECK_FALSE(missing.result.card.fullySupported());
  auto up = parseText("Entry Hall \u2014 You gain 1 life. (\u2192 Inner Vault)\nInner Vault \u2014 "
                      "Scry 2. (\u2192 Entry Hall)",
                      Language::En, "Test Crypt", true);
  CHECK(up.diags.hasErrors());
  CHECK_FALSE(up.result.card.fullySupported());
  // An unreadable effect makes the room unsupported, not a room without effect.
  auto unreadable =
      parseText("Entry Hall \u2014 Frobnicate the widget.", Language::En, "Test Crypt", true);
  CHECK_FALSE(unreadable.result.card.fullySupported());
}

TEST_CASE("dungeon: the same line on a card that is no dungeon is not a room (207.2c)") {
  auto p = parseText("Entry Hall \u2014 You gain 1 life.", Language::En, "Test Card");
  CHECK_FALSE(p.result.card.fullySupported());
}

TEST_CASE("dungeon: venture into the dungeon (701.46)") {
  CompileChecker check{"Instant"};
  check("Venture into the dungeon.", "(spell (venture you))\n");
  check("Draw a card, then venture into the dungeon.", "(spell (draw you 1) (venture you))\n");
}

TEST_CASE("dungeon: type lines (309.1)") {
  CHECK(parse::isDungeonTypeLine("Dungeon"));
  CHECK_FALSE(parse::isDungeonTypeLine("Enchantment \u2014 Saga"));
  CHECK_FALSE(parse::isDungeonTypeLine("Creature \u2014 Dungeon Horror"));
}
