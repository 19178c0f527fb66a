// Issue 14, branch amounts2: more amounts as expressions and conditions as one
// comparison node. Delirium's card types among cards (205.2a), devotion
// (700.5), "there are N or more ...", "that player has ...", the spells cast
// last turn (601.2i), "that creature is ..." after a target, "and" / "and/or"
// in a list of types, and "~ isn't a creature" (205.1a): each parses to the
// expected s-expression, lowers to IR and renders back to its Oracle wording
// (as the build's render check compares them).
#include "CompileCheck.h"
#include "TestSupport.h"

#include "Driver/Pipeline.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
const test::CompileChecker check{"Creature", test::RenderBack::AsRenderCheck};
bool parses(const std::string &text) {
  auto p = parseText(text, Language::En, "Test Card");
  return !p.diags.hasErrors() && p.result.card.fullySupported();
}
} // namespace

TEST_CASE("amounts2: delirium counts card types among cards [205.2a, 207.2c]") {
  check("Delirium — At the beginning of your upkeep, if there are four or more card types among "
        "cards in your graveyard, you gain 3 life.",
        "(triggered (beginning-of upkeep you) (if (compare (card-types-among (all (filter card "
        "(in-zone graveyard you)))) at-least 4)) (gain-life you 3))\n");
}

TEST_CASE("amounts2: there are N or more, and/or in a list of types (spell mastery) [207.2c]") {
  check("Spell mastery — If there are two or more instant and/or sorcery cards in your "
        "graveyard, you gain 2 life.",
        "(spell (if-effect (compare (count (all (filter (any-of instant sorcery) card (in-zone "
        "graveyard you)))) at-least 2) (gain-life you 2)))\n",
        "Sorcery");
  // Not an ability word (207.2c): "Escalate—<cost>" is not a spell's text.
  CHECK_FALSE(parses("Escalate — Tap an untapped creature you control."));
}

TEST_CASE("amounts2: devotion and 'isn't a creature' [700.5, 613.1d]") {
  check("As long as your devotion to white and black is less than seven, Test Card isn't a "
        "creature.",
        "(static (as-long-as (compare (devotion you white black) less-than 7) (not-type self "
        "creature)))\n",
        "Legendary Enchantment Creature — God");
  check("When Test Card enters the battlefield, it gets +X/+0 until end of turn, where X is the "
        "number of red mana symbols in the mana costs of permanents you control.",
        "(triggered (enters-battlefield self) (modify-pt self (devotion you red) 0 "
        "until-end-of-turn))\n");
}

TEST_CASE("amounts2: that player has, controls [603.4, 503.1a]") {
  check("At the beginning of each opponent's upkeep, if that player has two or fewer cards in "
        "hand, Test Card deals 2 damage to them.",
        "(triggered (beginning-of upkeep each-opponent) (if (compare (cards-in active-player "
        "hand) at-most 2)) (deal-damage self 2 active-player))\n");
  check("At the beginning of each player's upkeep, if that player has 5 or less life, that player "
        "loses 1 life.",
        "(triggered (beginning-of upkeep each-player) (if (compare (life-total active-player) "
        "at-most 5)) (lose-life active-player 1))\n");
  check("At the beginning of each opponent's upkeep, if that player controls an artifact, you "
        "gain 3 life.",
        "(triggered (beginning-of upkeep each-opponent) (if (compare (count (all (filter "
        "artifact (controller active-player)))) at-least 1)) (gain-life you 3))\n");
  // "them" with no player named before is not read.
  CHECK_FALSE(parses("Whenever Test Card attacks, Test Card deals 2 damage to them."));
}

TEST_CASE("amounts2: spells cast last turn [601.2i, 603.4]") {
  check("At the beginning of each upkeep, if no spells were cast last turn, you gain 1 life.",
        "(triggered (beginning-of upkeep each-player) (if (compare (spells-cast-last-turn "
        "each-player) at-most 0)) (gain-life you 1))\n");
  check("At the beginning of each upkeep, if a player cast two or more spells last turn, you "
        "lose 2 life.",
        "(triggered (beginning-of upkeep each-player) (if (compare (most-spells-cast-last-turn "
        "each-player) at-least 2)) (lose-life you 2))\n");
}

TEST_CASE("amounts2: that creature after a target [608.2c]") {
  check("Tap target creature. If that creature is a Zombie, exile it.",
        "(spell (targets (target (filter creature))) (tap (target-ref 0)) (if-effect (compare "
        "(target-ref 0) is (filter (subtype \"Zombie\"))) (exile (target-ref 0))))\n",
        "Instant");
  // No target before: "that creature" is not read in a condition.
  CHECK_FALSE(parses("If that creature is a Zombie, you gain 2 life."));
}

TEST_CASE("amounts2: and-lists and sums in amounts [107.3c, 604.3]") {
  check("Test Card's power and toughness are each equal to 2 plus the number of Soldiers and "
        "Warriors you control.",
        "(static (defined-pt (sum 2 (count (all (filter (any-of (subtype \"Soldier\") (subtype "
        "\"Warrior\")) (controller you))))) (sum 2 (count (all (filter (any-of (subtype "
        "\"Soldier\") (subtype \"Warrior\")) (controller you)))))))\n");
  check("Test Card's power and toughness are each equal to the number of fade counters on it.",
        "(static (defined-pt (counters-on self fade) (counters-on self fade)))\n");
  check("Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of "
        "instant and sorcery cards in all graveyards.",
        "(static (enters-with-counters self +1/+1 (count (all (filter (any-of instant sorcery) "
        "card (in-zone graveyard))))))\n");
  // Two descriptions, not a list: "Kithkin spells and Soldier spells" (one noun each side).
  auto p = parseText("Kithkin spells and Soldier spells you cast cost {1} less to cast.",
                     Language::En, "Test Card");
  CHECK(p.result.card.fullySupported());
  // "each artifact, creature, and enchantment" (singular) is not read as a list.
  CHECK_FALSE(parses("Destroy each artifact, creature, and enchantment."));
}
