// Library family and X costs (issue 14, branch library2): "Reveal the top N
// cards ... You may put a <description> from among them into <zone>. Put the
// rest ..." (701.16a) and X in activated abilities and in costs other than
// mana (107.3a, 601.2b, 602.2b). Each wording gives one AST, renders back to its
// Oracle wording and lowers; what the runtime does with them is in the
// scenarios x-activated-ability-costs-602-2b and
// library-reveal-may-put-from-among-701-16a.
#include "IR/IR.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "TestSupport.h"
#include "runtime/CardDefinition.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::lower;
using test::parseText;

namespace {
std::string renderEn(const std::string &text) {
  auto p = parseText(text, Language::En, "Test Card");
  return lower(render::renderCard(p.result.card, Language::En, "Test Card").text);
}
ir::LowerResult lowered(const std::string &text, const char *type = "Artifact") {
  auto p = parseText(text, Language::En, "Test Card");
  REQUIRE(!p.diags.hasErrors());
  return ir::lowerCard({"Test Card", "{1}", type, "", "", ""}, p.result.card);
}
bool lowers(const std::string &text, const char *type = "Artifact") {
  auto p = parseText(text, Language::En, "Test Card");
  if (p.diags.hasErrors()) return false;
  ir::LowerResult r = ir::lowerCard({"Test Card", "{1}", type, "", "", ""}, p.result.card);
  for (auto &a : r.abilities)
    if (!a.lowered) return false;
  return !r.abilities.empty() && ir::verify(r.module).empty();
}
constexpr const char *kGather =
    "Reveal the top five cards of your library. You may put a creature "
    "card from among them into your hand. Put the rest into your graveyard.";
} // namespace

TEST_CASE("library2: reveal the top cards, you may put one from among them [701.16a]") {
  CHECK(parseText(kGather).sexpr ==
        "(spell (look-at-top you 5 reveal (put-chosen 1 (filter creature card) hand optional) "
        "(put-rest graveyard)))\n");
  CHECK(renderEn(kGather) == lower(kGather));
  const char *bottom =
      "Reveal the top eight cards of your library. You may put a creature card from "
      "among them onto the battlefield. Put the rest on the bottom of your library in "
      "a random order.";
  CHECK(renderEn(bottom) == lower(bottom));
  CHECK(lowers(kGather, "Sorcery"));
  CHECK(lowers(bottom, "Sorcery"));
  // One revealed card has no "from among them"; "you may reveal ... from among
  // them" after revealing them all is not a wording: both refused.
  CHECK(
      parseText("Reveal the top card of your library. You may put a creature card from among them "
                "into your hand. Put the rest into your graveyard.")
          .diags.hasErrors());
  CHECK(parseText("Reveal the top five cards of your library. You may reveal a creature card from "
                  "among them and put it into your hand. Put the rest into your graveyard.")
            .diags.hasErrors());
}

TEST_CASE(
    "library2: X in an activated ability's cost is announced, paid and read [107.3a, 602.2b]") {
  // "Remove X counters": the cost part takes the announced X (kCostX).
  ir::LowerResult talon =
      lowered("{T}, Remove X charge counters from ~: ~ deals X damage to any target.");
  REQUIRE(talon.abilities.size() == 1);
  CHECK(talon.abilities[0].lowered);
  REQUIRE(!talon.module.card.abilities.empty());
  CHECK(talon.module.card.abilities[0].cost.removeCounters == rt::kCostX);
  CHECK(talon.module.card.abilities[0].cost.variableX());
  CHECK(talon.module.card.abilities[0].cost.withVariableX(3).removeCounters == 3);
  // X target lands and a target described with X: the ability's X (601.2b-c).
  CHECK(lowers("{X}, {T}: Untap X target lands."));
  CHECK(lowers("{X}{X}{1}: Destroy target artifact with mana value X.", "Creature"));
  CHECK(
      lowers("{X}, {T}: Search your library for a creature card with mana value X or less, reveal "
             "it, put it into your hand, then shuffle your library."));
  // A spell's additional cost: the spell's X (601.2b).
  ir::LowerResult deluge =
      lowered("As an additional cost to cast this spell, pay X life.", "Sorcery");
  REQUIRE(!deluge.module.card.abilities.empty());
  CHECK(deluge.module.card.abilities[0].cost.payLife == rt::kCostX);
}

TEST_CASE("library2: X refused where nothing announces it [107.3a, 605.3a]") {
  // A mana ability is activated without an announcement (605.3a): its X would be 0.
  CHECK_FALSE(lowers("{1}, Remove X storage counters from ~: Add X mana of any one color."));
  // No X in the cost: a description or a number of targets can't read one.
  CHECK_FALSE(lowers("{2}, {T}: Untap X target lands."));
  CHECK_FALSE(lowers("{2}, {T}: Destroy target artifact with mana value X."));
  // A keyword cost other than flashback is not paid as the spell is cast: refused
  // (it parses: the refusal is the lowering's).
  CHECK(!parseText("Echo—Discard X cards.").diags.hasErrors());
  CHECK_FALSE(lowers("Echo—Discard X cards.", "Creature"));
}

TEST_CASE("library2: a search for a card with mana value at most a computed amount [202.3, 107.3c, "
          "701.19]") {
  const char *text =
      "Search your library for a card with mana value less than or equal to the number "
      "of lands you control, reveal it, put it into your hand, then shuffle your library.";
  CHECK(
      parseText(text).sexpr ==
      "(spell (search you 1 (filter card (mana-value-at-most (count (all (filter land (controller "
      "you)))))) hand reveal) (shuffle you))\n");
  CHECK(renderEn(text) ==
        "search your library for a card with mana value less than or equal to the "
        "number of lands you control, reveal it, put it into your hand, then shuffle your "
        "library.");
  CHECK(lowers(text, "Sorcery"));
  // "greater than or equal to" is not this form: refused.
  CHECK(parseText(
            "Search your library for a card with mana value greater than or equal to the number "
            "of lands you control, reveal it, put it into your hand, then shuffle your library.")
            .diags.hasErrors());
}

TEST_CASE("library2: costs that sacrifice several permanents or discard a described card [118.3]") {
  CHECK(parseText("Sacrifice two Goblins: You gain 5 life.").sexpr ==
        "(activated (cost (sacrifice (filter (subtype \"Goblin\")) 2)) (gain-life you 5))\n");
  CHECK(parseText("Discard a creature card: Draw a card.").sexpr ==
        "(activated (cost (discard 1 (filter creature card))) (draw you 1))\n");
  // The plain forms are unchanged.
  CHECK(parseText("Sacrifice a creature: Draw a card.").sexpr ==
        "(activated (cost (sacrifice (filter creature))) (draw you 1))\n");
  CHECK(parseText("{T}, Discard a card: Draw a card.").sexpr.find("(discard 1)") !=
        std::string::npos);
  CHECK(renderEn("Sacrifice two Goblins: You gain 5 life.") ==
        "sacrifice two goblins: you gain 5 life.");
  CHECK(renderEn("{1}, Discard a land card: Draw a card.") ==
        "{1}, discard a land card: draw a card.");
  CHECK(renderEn("{T}, Sacrifice X lands: Put X +1/+1 counters on ~.") ==
        "{t}, sacrifice x lands: put x +1/+1 counters on test card.");
  ir::LowerResult warren = lowered("Sacrifice two Goblins: You gain 5 life.");
  REQUIRE(!warren.module.card.abilities.empty());
  CHECK(warren.module.card.abilities[0].cost.sacrificeCount == 2);
  ir::LowerResult troll = lowered("Discard a creature card: Draw a card.", "Creature");
  REQUIRE(!troll.module.card.abilities.empty());
  CHECK(troll.module.card.abilities[0].cost.discardFilter != rt::kNoFn);
  CHECK(lowers("{T}, Sacrifice X lands: Put X +1/+1 counters on ~.", "Creature"));
  CHECK(lowers("As an additional cost to cast this spell, discard X cards at random.", "Sorcery"));
  // Two sacrifice costs in one cost would overwrite one another: refused.
  CHECK_FALSE(lowers("Sacrifice a creature, Sacrifice a land: Draw a card."));
}
