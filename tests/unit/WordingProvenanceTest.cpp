// Wording as provenance (ast::Wording, docs/decisions.md "Wording is
// provenance"): how a sentence joined its effects and "each" for "all" are kept
// beside the meaning, not in it. The English renderer writes them back, so the
// render check compares the Oracle text with the same wording; equality (what
// xcheck and the round trip compare) ignores them.
#include "Render/Renderer.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::lower;
using test::parseText;

namespace {
std::string renderEn(const std::string &text, const std::string &name = "Test Card") {
  auto p = parseText(text, Language::En, name);
  REQUIRE_FALSE(p.diags.hasErrors());
  return lower(render::renderCard(p.result.card, Language::En, name).text);
}
} // namespace

TEST_CASE("wording: effects joined by 'and' or ', then' in one sentence are written so (608.2c)") {
  CHECK(renderEn("Sacrifice a land and discard your hand.") == "sacrifice a land and discard your hand.");
  CHECK(renderEn("Draw two cards, then discard a card.") == "draw two cards, then discard a card.");
  // Two sentences stay two sentences.
  CHECK(renderEn("Sacrifice a land. Discard your hand.") == "sacrifice a land. discard your hand.");
}

TEST_CASE("wording: 'each creature' is written in the singular, 'all creatures' in the plural") {
  CHECK(renderEn("Regenerate each creature you control.") == "regenerate each creature you control.");
  CHECK(renderEn("Regenerate all creatures you control.") == "regenerate all creatures you control.");
  CHECK(renderEn("Each creature you control gets +1/+0 until end of turn.") ==
        "each creature you control gets +1/+0 until end of turn.");
  CHECK(renderEn("Creatures you control get +1/+0 until end of turn.") ==
        "creatures you control get +1/+0 until end of turn.");
}

TEST_CASE("wording: provenance is not meaning: both wordings give equal ASTs") {
  auto each = parseText("Regenerate each creature you control.");
  auto all = parseText("Regenerate all creatures you control.");
  CHECK(each.sexpr == all.sexpr);
  CHECK(each.result.card.abilities == all.result.card.abilities);
  auto joined = parseText("Sacrifice a land and discard your hand.");
  auto apart = parseText("Sacrifice a land. Discard your hand.");
  CHECK(joined.result.card.abilities == apart.result.card.abilities);
  // The wording is there, beside the meaning.
  const ast::Node &spell = joined.result.card.abilities.at(0);
  REQUIRE(spell.children.size() == 2);
  CHECK(spell.children[1].wording.join == ast::Wording::Join::And);
  CHECK(apart.result.card.abilities.at(0).children[1].wording.join == ast::Wording::Join::Sentence);
}

TEST_CASE("wording: the article follows the sound (a unity counter, an hourglass counter)") {
  CHECK(renderEn("Put a unity counter on Test Card.") == "put a unity counter on test card.");
  CHECK(renderEn("Put an hourglass counter on Test Card.") == "put an hourglass counter on test card.");
  CHECK(renderEn("Put an age counter on Test Card.") == "put an age counter on test card.");
}

TEST_CASE("wording: 'each' keeps 'They can't be regenerated' and one subject for two verbs") {
  CHECK(renderEn("Destroy each creature with mana value 3 or less. They can't be regenerated.") ==
        "destroy each creature with mana value 3 or less. they can't be regenerated.");
  CHECK(renderEn("At the beginning of each player's upkeep, that player loses 2 life and draws two "
                 "cards.") ==
        "at the beginning of each player's upkeep, that player loses 2 life and draws two cards.");
  CHECK(renderEn("At the beginning of each upkeep, you lose 1 life.") ==
        "at the beginning of each upkeep, you lose 1 life.");
  CHECK(parseText("At the beginning of each player's upkeep, you lose 1 life.")
            .result.card.abilities ==
        parseText("At the beginning of each upkeep, you lose 1 life.").result.card.abilities);
}

TEST_CASE("wording: 'When' and 'Whenever' are kept as written (603.1: one rule)") {
  CHECK(renderEn("When Test Card becomes the target of a spell or ability, sacrifice it.") ==
        "when test card becomes the target of a spell or ability, sacrifice it.");
  CHECK(renderEn("Whenever Test Card becomes the target of a spell or ability, sacrifice it.") ==
        "whenever test card becomes the target of a spell or ability, sacrifice it.");
  CHECK(parseText("When Test Card becomes the target of a spell or ability, sacrifice it.",
                  Language::En, "Test Card")
            .result.card.abilities ==
        parseText("Whenever Test Card becomes the target of a spell or ability, sacrifice it.",
                  Language::En, "Test Card")
            .result.card.abilities);
}

TEST_CASE("wording: in an ability ~ gives itself, its name is itself (201.5)") {
  auto p = parseText(
      "Test Card gets +1/+1 and has \"When Test Card becomes the target of a spell or ability, "
      "sacrifice it.\"",
      Language::En, "Test Card");
  CHECK_FALSE(p.diags.hasErrors());
  CHECK(p.sexpr.find("(grant-ability self (triggered (becomes-target self)") != std::string::npos);
  // Given to another object, the name would be the giver, not the bearer: refused.
  auto other = parseText(
      "Enchanted creature gets +1/+1 and has \"When Test Card becomes the target of a spell or "
      "ability, sacrifice it.\"",
      Language::En, "Test Card");
  CHECK(other.diags.hasErrors());
}
