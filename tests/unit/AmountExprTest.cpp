// Amounts as expressions and "where X is" (issue 14, branch wherex): the AST
// each wording gives, that the English renderer writes it back, that it lowers,
// and that a player word with no single player before it is refused.
#include "IR/IR.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "TestSupport.h"

#include <doctest/doctest.h>


using namespace oraclec;
using test::lower;
using test::parseText;

namespace {
// The English render of a one-line card, lower case (the render check ignores capitals).
std::string renderEn(const std::string &text, const std::string &name = "Test Card") {
  auto p = parseText(text, Language::En, name);
  return lower(render::renderCard(p.result.card, Language::En, name).text);
}
bool lowers(const std::string &text, const std::string &type = "Sorcery") {
  auto p = parseText(text, Language::En, "Test Card");
  if (p.diags.hasErrors() || p.result.card.abilities.empty()) return false;
  ir::LowerResult r = ir::lowerCard({"Test Card", "{1}", type, "", "", ""}, p.result.card);
  for (auto &a : r.abilities)
    if (!a.lowered) return false;
  return !r.abilities.empty() && ir::verify(r.module).empty();
}
} // namespace

TEST_CASE("amounts: greatest, plus, twice and minus are expressions [107.3c, 107.1b]") {
  CHECK(parseText("Draw cards equal to the greatest power among creatures you control.").sexpr ==
        "(spell (draw you (greatest 0 (all (filter creature (controller you))))))\n");
  CHECK(parseText("You gain X life, where X is 2 plus the number of lands you control.").sexpr ==
        "(spell (gain-life you (sum 2 (count (all (filter land (controller you)))))))\n");
  CHECK(parseText("You gain life equal to twice the number of creatures you control.").sexpr ==
        "(spell (gain-life you (twice (count (all (filter creature (controller you)))))))\n");
  CHECK(parseText("You gain X life, where X is the number of cards in your hand minus 4.").sexpr ==
        "(spell (gain-life you (minus (count (all (filter card (in-zone hand you)))) 4)))\n");
  // Older Oracle text: "highest converted mana cost" is the mana value (stat 2).
  CHECK(parseText("Target creature gets +X/+X until end of turn, where X is the highest converted "
                  "mana cost "
                  "among permanents you control.")
            .sexpr ==
        "(spell (targets (target (filter creature))) (modify-pt (target-ref 0) (greatest 2 (all "
        "(filter permanent (controller you)))) (greatest 2 (all (filter permanent (controller "
        "you)))) until-end-of-turn))\n");
}

TEST_CASE("amounts: the English renderer writes each expression back with where X is [107.3c]") {
  CHECK(renderEn("Draw cards equal to the greatest power among creatures you control.") ==
        "draw x cards, where x is the greatest power among creatures you control.");
  CHECK(renderEn("You gain X life, where X is 2 plus the number of lands you control.") ==
        "you gain x life, where x is 2 plus the number of lands you control.");
  CHECK(renderEn("You gain X life, where X is twice the number of creatures you control.") ==
        "you gain x life, where x is twice the number of creatures you control.");
  CHECK(renderEn(
            "Target player loses X life, where X is the number of cards in their hand minus 4.") ==
        "target player loses x life, where x is the number of cards from their hand minus 4.");
  CHECK(renderEn("Target player loses 1 life for each creature they control.") ==
        "target player loses 1 life for each creature they control.");
  CHECK(renderEn("Test Card deals damage to target player equal to the number of cards in that "
                 "player's hand.") == "test card deals x damage to target player, where x is the "
                                      "number of cards from that player's hand.");
}

TEST_CASE("amounts: they, their and that player name the one player said before [603.3d, 503.1a]") {
  // A target player.
  CHECK(parseText("Target player loses 1 life for each creature they control.").sexpr ==
        "(spell (targets (target player)) (lose-life (target-ref 0) 1 (for-each (all (filter "
        "creature "
        "(controller (target-ref 0)))))))\n");
  // The player dealt damage by a trigger's source.
  CHECK(
      parseText(
          "Whenever Test Card deals combat damage to a player, destroy target creature that player "
          "controls.",
          Language::En, "Test Card")
          .sexpr ==
      "(triggered (deals-damage self combat to-player) (targets (target (filter creature "
      "(controller event-object)))) (destroy (target-ref 0)))\n");
  // The player whose upkeep it is.
  CHECK(parseText("At the beginning of each player's upkeep, that player loses 1 life.").sexpr ==
        "(triggered (beginning-of upkeep each-player) (lose-life active-player 1))\n");
  // A group is each player in turn: refused, never bound to the whole group.
  auto each = parseText("Each player sacrifices a creature they control.");
  CHECK(each.diags.hasErrors());
  CHECK(each.sexpr == "(unsupported \"Each player sacrifices a creature they control.\")\n");
  // Nobody named before.
  CHECK(parseText("Destroy all creatures they control.").diags.hasErrors());
}

TEST_CASE("amounts: the new expressions and player references lower to IR [608.2h]") {
  CHECK(lowers("Draw cards equal to the greatest power among creatures you control."));
  CHECK(lowers("You gain X life, where X is 2 plus the number of lands you control."));
  CHECK(lowers("You gain X life, where X is the number of cards in your hand minus 4."));
  CHECK(lowers("Target player loses 1 life for each creature they control."));
  CHECK(lowers("Test Card deals damage to target player equal to the number of cards in that "
               "player's hand."));
  CHECK(
      lowers("At the beginning of each player's upkeep, that player loses 1 life.", "Enchantment"));
  CHECK(lowers("Put target creature card from an opponent's graveyard onto the battlefield under "
               "your control."));
}
