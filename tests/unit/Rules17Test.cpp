// Issue 15, branch rules17: counter limits (704.5r), Sagas' chapter abilities (715.2),
// and "becomes ... with" a quoted size (613.6 example 4) compile from English text and
// render back; Japanese, Korean and Polish report a named gap (E0701), never wrong
// text; near wordings that would mean something else are refused.
#include "CompileCheck.h"
#include "TestSupport.h"

#include "AST/Canonicalize.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"

#include <doctest/doctest.h>

#include <string_view>

using namespace oraclec;
using test::parseText;

namespace {
ir::LowerResult lowered(const std::string &text, const std::string &typeLine) {
  auto p = parseText(text, Language::En, "Test Card");
  REQUIRE_FALSE(p.diags.hasErrors());
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = typeLine;
  return ir::lowerCard(face, p.result.card);
}
} // namespace

TEST_CASE("rules17 en: ~ can't have more than N counters of a kind on it (704.5r)") {
  test::checkCompilesAndRendersBack("Test Card can't have more than seven dream counters on it.",
                                    "(static (counter-limit self dream 7))\n", "Artifact");
  auto r = lowered("Test Card can't have more than three charge counters on it.", "Artifact");
  REQUIRE(r.module.card.abilities.size() == 1);
  CHECK(r.module.card.abilities[0].kind == rt::AbilityKind::CounterLimit);
  CHECK(r.module.card.abilities[0].amount == 3);
  CHECK(r.module.card.abilities[0].counterKind == int(rt::CounterKind::Charge));
}

TEST_CASE("rules17 en: a counter limit that is not a printed number is refused (704.5r)") {
  // X has no value when the state-based action looks: a gap, not a limit of 0.
  auto p = parseText("Test Card can't have more than X charge counters on it.", Language::En,
                     "Test Card");
  CHECK(p.diags.hasErrors());
}

TEST_CASE("rules17 en: chapter abilities, one per chapter number (715.2b-c)") {
  test::checkCompilesAndRendersBack("I, II — You gain 2 life.",
                                    "(triggered (chapter 1 2) (gain-life you 2))\n",
                                    "Enchantment — Saga");
  test::checkCompilesAndRendersBack("III — Draw two cards.",
                                    "(triggered (chapter 3) (draw you 2))\n", "Enchantment — Saga");
  auto r = lowered("I, III — You gain 2 life.", "Enchantment — Saga");
  REQUIRE(r.module.card.abilities.size() == 2);
  for (size_t i = 0; i < 2; ++i) {
    CHECK(r.module.card.abilities[i].kind == rt::AbilityKind::Triggered);
    CHECK(r.module.card.abilities[i].trigger.event == rt::TriggerEvent::Chapter);
    CHECK(r.module.card.abilities[i].effect == r.module.card.abilities[0].effect);
  }
  CHECK(r.module.card.abilities[0].amount + r.module.card.abilities[1].amount == 4);
  CHECK(r.module.card.abilities[0].amount != r.module.card.abilities[1].amount);
}

TEST_CASE("rules17 en: chapter numbers out of order are refused") {
  auto p = parseText("II, I — You gain 2 life.", Language::En, "Test Card");
  CHECK(p.diags.hasErrors());
}

TEST_CASE("rules17 en: the render check keeps chapter numbers and reads a hyphen as the dash") {
  CHECK(driver::normalizeForRenderCheck("I, II - Draw a card.", "Test Card") ==
        driver::normalizeForRenderCheck("I, II — Draw a card.", "Test Card"));
  CHECK(driver::normalizeForRenderCheck("I — Draw a card.", "Test Card") !=
        driver::normalizeForRenderCheck("II — Draw a card.", "Test Card"));
}

TEST_CASE("rules17 en: 'Until end of turn, target land becomes a 3/3 creature that's still a land' "
          "(613.6)") {
  test::checkCompilesAndRendersBack(
      "Until end of turn, target land becomes a 3/3 creature that's still a land.",
      "(spell (targets (target (filter land))) (becomes (target-ref 0) (token 3 3 (filter "
      "creature)) "
      "until-end-of-turn retains-types))\n",
      "Instant");
}

TEST_CASE("rules17 en: becomes a creature with a quoted size (613.6 example 4, 604.3a)") {
  const std::string text =
      "{1}: Until end of turn, Test Card becomes a black and green Plant Zombie creature with "
      "\"This "
      "creature's power and toughness are each equal to the number of creature cards in your "
      "graveyard.\" It's still a land.";
  auto p = parseText(text, Language::En, "Test Card");
  REQUIRE_FALSE(p.diags.hasErrors());
  CHECK(p.result.card.fullySupported());
  // The renderer writes "cards from your graveyard"; the render check reads both alike.
  CHECK(driver::normalizeForRenderCheck(
            render::renderCard(p.result.card, Language::En, "Test Card").text, "Test Card") ==
        driver::normalizeForRenderCheck(text, "Test Card"));
  auto r = lowered(text, "Land");
  bool grantedStatic = false;
  for (const auto &a : r.module.card.abilities)
    grantedStatic |= a.grantOnly && a.kind == rt::AbilityKind::Static && a.continuous.layer == 7;
  CHECK(grantedStatic);
}

TEST_CASE("rules17 en: other quoted abilities after 'becomes', and a size twice, are refused") {
  for (const char *text :
       {"Until end of turn, target land becomes a creature with \"{T}: Add {G}.\"",
        "Until end of turn, target land becomes a 2/2 creature with \"This creature's power and "
        "toughness are "
        "each equal to the number of cards in your hand.\"",
        "This creature's power and toughness are each equal to the number of cards in your "
        "hand."}) {
    CAPTURE(text);
    auto p = parseText(text, Language::En, "Test Card");
    CHECK(p.diags.hasErrors());
  }
}

TEST_CASE("rules17 ja ko pl: the new wordings are named gaps, not wrong text") {
  for (const char *text :
       {"Test Card can't have more than seven dream counters on it.", "I, II — You gain 2 life.",
        "{1}: Until end of turn, Test Card becomes a black and green Plant Zombie creature with "
        "\"This "
        "creature's power and toughness are each equal to the number of creature cards in your "
        "graveyard.\" It's still a land."}) {
    CAPTURE(text);
    auto p = parseText(text, Language::En, "Test Card");
    REQUIRE_FALSE(p.diags.hasErrors());
    for (Language lang : {Language::Ja, Language::Ko, Language::Pl}) {
      CAPTURE(int(lang));
      auto r = render::renderCard(p.result.card, lang, "Test Card");
      // ko5: Korean writes a Saga's chapters as printed ("I, II — ...", 715.2), checked by
      // reading back (Ko4PaceTest).
      // pl6: Polish too ("I, II — Zyskujesz 2 punkty życia.", Pl6ClassesTest).
      bool koWrites = (lang == Language::Ko || lang == Language::Pl) &&
                      std::string_view(text).rfind("I, II", 0) == 0;
      CHECK(r.ok() == koWrites);
    }
  }
}

TEST_CASE("rules17 xcheck: the duration before or after 'becomes' is one meaning") {
  // The English renderer keeps the word order in the node's text; xcheck must not
  // count it as a difference (the Japanese always puts the duration first).
  auto first =
      parseText("Until end of turn, target land becomes a 3/3 creature that's still a land.");
  auto after =
      parseText("Target land becomes a 3/3 creature that's still a land until end of turn.");
  REQUIRE_FALSE(first.diags.hasErrors());
  REQUIRE_FALSE(after.diags.hasErrors());
  REQUIRE(first.result.card.abilities.size() == 1);
  REQUIRE(after.result.card.abilities.size() == 1);
  CHECK_FALSE(first.result.card.abilities[0] == after.result.card.abilities[0]);
  CHECK(ast::withoutWording(first.result.card.abilities[0]) ==
        ast::withoutWording(after.result.card.abilities[0]));
}
