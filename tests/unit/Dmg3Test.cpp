// Branch dmg3 (issue 14, breadth of the damage and computed-amount families):
// domain (305.6) and converge (601.2h) amounts, "N minus ..." (107.1b), "half
// ..., rounded down" (107.1a), "each A and each B" (120.3), "itself", "unless
// they pay" (118.12), "where X is its power" after the source. Each wording
// parses to its AST, lowers, and renders back; what the runtime does with them
// is the scenario dmg3-amounts-and-recipients-305-6.
#include "CompileCheck.h"
#include "Parse/Parser.h"

#include <doctest/doctest.h>

using namespace oraclec;
namespace {
// Rendered back as the build's render check compares (both sides normalised: the
// card's name, "each player's upkeep", "equal to ..." = "X, where X is ...").
void checkCompilesAndRendersBack(const std::string &text, const std::string &sexpr,
                                 const std::string &typeLine) {
  test::checkCompilesAndRendersBack(text, sexpr, typeLine, test::RenderBack::AsRenderCheck);
}
} // namespace
using test::parseText;

TEST_CASE("dmg3: domain and converge are amounts [305.6, 601.2h]") {
  checkCompilesAndRendersBack(
      "Test Card deals X damage to any target, where X is the number of basic land "
      "types among lands you control.",
      "(spell (targets (target any-target)) (deal-damage self (basic-land-types-among (all "
      "(filter land (controller you)))) (target-ref 0)))\n",
      "Sorcery");
  checkCompilesAndRendersBack(
      "Draw X cards, where X is the number of colors of mana spent to cast Test Card.",
      "(spell (draw you (colors-spent self)))\n", "Sorcery");
}

TEST_CASE("dmg3: a printed number minus an amount, half an amount [107.1a, 107.1b]") {
  checkCompilesAndRendersBack(
      "At the beginning of each player's upkeep, Test Card deals X damage to that player, where "
      "X is 3 minus the number of cards in their hand.",
      "(triggered (beginning-of upkeep each-player) (deal-damage self (minus 3 (count (all (filter "
      "card (in-zone hand active-player))))) active-player))\n",
      "Artifact");
  checkCompilesAndRendersBack(
      "At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is "
      "half the number of Zombies you control, rounded down.",
      "(triggered (beginning-of upkeep you) (create-token you (half-down (count (all (filter "
      "(subtype \"Zombie\") (controller you))))) (token 2 2 (filter black creature (subtype "
      "\"Zombie\")))))\n",
      "Enchantment");
  checkCompilesAndRendersBack(
      "{T}, Sacrifice a creature: Test Card deals damage to any target "
      "equal to half the sacrificed creature's power, rounded up.",
      "(activated (cost tap (sacrifice (filter creature))) (targets (target "
      "any-target)) (deal-damage self (half-up (power-of sacrificed)) "
      "(target-ref 0)))\n",
      "Creature — Human Cleric");
}

TEST_CASE("dmg3: each A and each B is one recipient, itself is the source [120.3]") {
  checkCompilesAndRendersBack(
      "Test Card deals X damage to each creature without flying and each planeswalker.",
      "(spell (deal-damage self x (both-groups (all (filter creature (not (with-keyword "
      "flying)))) (all (filter planeswalker)))))\n",
      "Instant");
  checkCompilesAndRendersBack(
      "{T}: Test Card deals 1 damage to any target and 1 damage to itself.",
      "(activated (cost tap) (targets (target any-target)) (deal-damage self "
      "1 (target-ref 0)) (deal-damage self 1 self))\n",
      "Creature — Elemental Shaman");
  checkCompilesAndRendersBack(
      "Target creature deals damage to itself equal to its power.",
      "(spell (targets (target (filter creature))) (deal-damage (target-ref "
      "0) (power-of (target-ref 0)) (target-ref 0)))\n",
      "Instant");
  // "itself" with no source dealing damage is refused, never a guess.
  auto bad =
      parseText("Test Card gets +1/+1 until end of turn. Tap itself.", Language::En, "Test Card");
  CHECK(bad.diags.hasErrors());
}

TEST_CASE("dmg3: 'unless they pay' is the player the effect is about [118.12]") {
  checkCompilesAndRendersBack(
      "Whenever an opponent casts a creature spell, Test Card deals 2 "
      "damage to that player unless they pay {2}.",
      "(triggered (casts each-opponent (filter creature spell)) (unless-pays "
      "(controller-of event-object) (mana \"{2}\") (deal-damage self 2 "
      "(controller-of event-object))))\n",
      "Enchantment");
  // A group ("each opponent ... unless they pay") is each player on their own: refused.
  auto group = parseText("When Test Card enters the battlefield, each opponent loses 2 life "
                         "unless they pay {2}.",
                         Language::En, "Test Card");
  CHECK(group.diags.hasErrors());
}

TEST_CASE("dmg3: 'where X is its power' after the source's own effect is the source [208.1]") {
  checkCompilesAndRendersBack(
      "{2}{G}{G}: Test Card gets +X/+X until end of turn, where X is its power.",
      "(activated (cost (mana \"{2}{G}{G}\")) (modify-pt self (power-of self) (power-of self) "
      "until-end-of-turn))\n",
      "Creature — Shapeshifter");
}

TEST_CASE("dmg3: defending player of an attacking creature [508.5]") {
  checkCompilesAndRendersBack(
      "Whenever a creature you control attacks, Test Card deals 1 damage to defending player.",
      "(triggered (attacks (filter creature (controller you))) (deal-damage self 1 "
      "defending-player))\n",
      "Creature — Devil");
  checkCompilesAndRendersBack(
      "{R}: Test Card deals 1 damage to target creature defending player "
      "controls. Activate this ability only if Test Card is attacking.",
      "(activated (cost (mana \"{R}\")) (targets (target (filter creature "
      "(controller defending-player)))) (deal-damage self 1 (target-ref 0)) "
      "(activate-only-if (compare self is (filter attacking))))\n",
      "Creature — Dragon");
  // triggers7: in a trigger, a target described by the defending player is chosen and
  // checked with the trigger's event (603.3d, 608.2b; Game::TargetEventScope): it lowers
  // (scenario triggers7-event-player-targets-603-3d.yaml).
  auto p = parseText("Whenever Test Card attacks, tap target creature defending player controls.",
                     Language::En, "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Creature — Human";
  auto lowered = ir::lowerCard(face, p.result.card);
  REQUIRE(lowered.abilities.size() == 1);
  CHECK(lowered.abilities[0].lowered);
}

TEST_CASE("dmg3: another target is not the earlier target [115.3, 601.2c]") {
  checkCompilesAndRendersBack(
      "Test Card deals 2 damage to any target and 1 damage to another target.",
      "(spell (targets (target any-target) (target (another-any-target (target-ref 0)))) "
      "(deal-damage self 2 (target-ref 0)) (deal-damage self 1 (target-ref 1)))\n",
      "Sorcery");
}

TEST_CASE("dmg3: each other player, a target player in a description [102.1, 115.1]") {
  checkCompilesAndRendersBack("Each other player sacrifices a creature.",
                              "(spell (sacrifice-objects (filter creature) each-other-player))\n",
                              "Sorcery");
  checkCompilesAndRendersBack("Test Card deals 1 damage to each creature target opponent controls.",
                              "(spell (targets (target opponent)) (deal-damage self 1 (all (filter "
                              "creature (controller (target-ref 0))))))\n",
                              "Sorcery");
}

TEST_CASE(
    "dmg3: 'that was dealt damage this turn', 'blocking it', 'it's blocking' [120.1, 509.1]") {
  checkCompilesAndRendersBack(
      "{T}: Test Card deals 4 damage to target creature that was dealt damage this turn.",
      "(activated (cost tap) (targets (target (filter creature dealt-damage-this-turn))) "
      "(deal-damage self 4 (target-ref 0)))\n",
      "Creature — Human Samurai");
  checkCompilesAndRendersBack("Test Card deals 2 damage to each creature dealt damage this turn.",
                              "(spell (deal-damage self 2 (all (filter creature "
                              "dealt-damage-this-turn))))\n",
                              "Instant");
  checkCompilesAndRendersBack("{R}: Test Card deals 1 damage to target creature blocking it.",
                              "(activated (cost (mana \"{R}\")) (targets (target (filter creature "
                              "(blocking-object self)))) (deal-damage self 1 (target-ref 0)))\n",
                              "Creature — Human Warrior");
  checkCompilesAndRendersBack("{T}: Test Card deals 1 damage to target creature it's blocking.",
                              "(activated (cost tap) (targets (target (filter creature "
                              "(blocked-by-object self)))) (deal-damage self 1 (target-ref 0)))\n",
                              "Creature — Elemental");
  checkCompilesAndRendersBack(
      "Whenever Test Card becomes blocked, it gets +1/+1 until end of turn for each creature "
      "blocking it.",
      "(triggered (becomes-blocked self) (modify-pt self 1 1 until-end-of-turn (for-each (all "
      "(filter creature (blocking-object self))))))\n",
      "Creature — Elf Berserker");
}
