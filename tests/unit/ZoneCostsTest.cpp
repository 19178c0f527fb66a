// Costs that move cards and abilities of cards in a graveyard or hand (issue 14,
// branch zones2): "Exile ~", "Exile ~ from your graveyard", "Exile a creature
// card from your graveyard", "Discard ~", "Discard a card at random" (118.3,
// 701.8b), "Return ~ from your graveyard to ..." (113.6m), and the zone of a
// target player ("exile all cards from target player's graveyard", 115.1). Each
// wording gives one AST, renders back to its Oracle wording, and lowers to the
// cost fields and the zone the ability functions in.
#include "IR/IR.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::lower;
using test::parseText;

namespace {
std::string renderEn(const std::string &text) {
  auto p = parseText(text, Language::En, "Test Card");
  return lower(render::renderCard(p.result.card, Language::En, "Test Card").text);
}
// The card's descriptors, or nothing if an ability did not lower.
std::optional<rt::CardDefinition> lowered(const std::string &text,
                                          const char *type = "Creature — Spirit") {
  auto p = parseText(text, Language::En, "Test Card");
  if (p.diags.hasErrors() || p.result.card.abilities.empty()) return std::nullopt;
  ir::LowerResult r = ir::lowerCard({"Test Card", "{1}", type, "", "1", "1"}, p.result.card);
  for (auto &a : r.abilities)
    if (!a.lowered) return std::nullopt;
  if (r.abilities.empty() || !ir::verify(r.module).empty()) return std::nullopt;
  return r.module.card;
}
} // namespace

TEST_CASE("zones2: exile ~ and discard ~ as costs [118.3, 113.6m]") {
  const char *exile = "{1}, Exile Test Card: You gain 3 life.";
  CHECK(parseText(exile, Language::En, "Test Card").sexpr ==
        "(activated (cost (mana \"{1}\") (exile-cost self)) (gain-life you 3))\n");
  CHECK(renderEn(exile) == lower(exile));
  auto d = lowered(exile);
  REQUIRE(d);
  CHECK(d->abilities[0].cost.exileSelf);
  CHECK(d->abilities[0].functionsIn == rt::Zone::Battlefield);

  const char *channel = "{G}, Discard Test Card: Target creature gets +3/+3 until end of turn.";
  CHECK(parseText(channel, Language::En, "Test Card").sexpr.find(" discard-self)") !=
        std::string::npos);
  CHECK(renderEn(channel) == lower(channel));
  d = lowered(channel);
  REQUIRE(d);
  CHECK(d->abilities[0].cost.discardSelf);
  CHECK(d->abilities[0].functionsIn == rt::Zone::Hand); // 113.6m: only in the hand
}

TEST_CASE("zones2: exile ~ from your graveyard functions only in the graveyard [113.6m]") {
  const char *text = "{1}{W}, Exile Test Card from your graveyard: Create a 1/1 white Spirit "
                     "creature token with flying.";
  CHECK(parseText(text, Language::En, "Test Card").sexpr.find("(exile-cost (self-in graveyard))") !=
        std::string::npos);
  CHECK(renderEn(text) == lower(text));
  auto d = lowered(text);
  REQUIRE(d);
  CHECK(d->abilities[0].cost.exileSelf);
  CHECK(d->abilities[0].functionsIn == rt::Zone::Graveyard);
}

TEST_CASE(
    "zones2: exile a creature card from your graveyard, discard a card at random [118.3, 701.8b]") {
  const char *text = "{B}, Exile a creature card from your graveyard: You gain 2 life.";
  CHECK(parseText(text).sexpr == "(activated (cost (mana \"{B}\") (exile-cost (filter creature "
                                 "card (in-zone graveyard you)) 1)) (gain-life you 2))\n");
  CHECK(renderEn(text) == lower(text));
  auto d = lowered(text);
  REQUIRE(d);
  CHECK(d->abilities[0].cost.exileCount == 1);
  CHECK(d->abilities[0].cost.exileZones == rt::zoneBit(rt::Zone::Graveyard));
  CHECK(renderEn("{2}, Exile two cards from your graveyard: Draw a card.") ==
        "{2}, exile two cards from your graveyard: draw a card.");
  // A spell is not a permanent you control: refused (the cost could never be paid).
  CHECK(parseText("Exile an instant or sorcery spell you control: Put two +1/+1 counters on Test Card.",
                  Language::En, "Test Card")
            .sexpr.find("(unsupported") == 0);
  // Another player's cards can't pay a cost: refused, not guessed.
  CHECK(parseText("{B}, Exile a creature card from an opponent's graveyard: You gain 2 life.")
            .sexpr.find("(unsupported") == 0);

  const char *random = "{1}, Discard a card at random: Test Card gets +2/+0 until end of turn.";
  CHECK(parseText(random, Language::En, "Test Card").sexpr.find("(discard-random 1)") !=
        std::string::npos);
  CHECK(renderEn(random) == lower(random));
  d = lowered(random);
  REQUIRE(d);
  CHECK(d->abilities[0].cost.discard == 1);
  CHECK(d->abilities[0].cost.discardRandom);
}

TEST_CASE("zones2: return ~ from your graveyard, activated and triggered [113.6m, 400.7]") {
  const char *activated = "{2}{R}: Return Test Card from your graveyard to the battlefield tapped.";
  CHECK(parseText(activated, Language::En, "Test Card").sexpr ==
        "(activated (cost (mana \"{2}{R}\")) (put-onto-battlefield (self-in graveyard) tapped))\n");
  CHECK(renderEn(activated) ==
        "{2}{r}: put test card from your graveyard onto the battlefield tapped.");
  auto d = lowered(activated);
  REQUIRE(d);
  CHECK(d->abilities[0].functionsIn == rt::Zone::Graveyard);

  const char *triggered =
      "Whenever a land enters the battlefield under your control, you may return Test Card from "
      "your graveyard to your hand.";
  CHECK(renderEn(triggered) == lower(triggered));
  d = lowered(triggered);
  REQUIRE(d);
  CHECK(d->abilities[0].functionsIn == rt::Zone::Graveyard);
  // "When ~ dies, return ~ from your graveyard ...": the trigger puts it there
  // (113.6m), and the source is the permanent that died: refused, not guessed.
  CHECK_FALSE(lowered("When Test Card dies, return Test Card from your graveyard to your hand."));
}

TEST_CASE("zones2: the zone of a target player [115.1, 406.2]") {
  const char *text = "Exile all cards from target player's graveyard.";
  CHECK(parseText(text).sexpr == "(spell (targets (target player)) (exile (all (filter card "
                                 "(in-zone graveyard (target-ref 0))))))\n");
  CHECK(renderEn(text) == lower(text));
  CHECK(lowered(text, "Sorcery"));
  CHECK(renderEn("Exile all cards from target opponent's graveyard.") ==
        "exile all cards from target opponent's graveyard.");
}

TEST_CASE("zones2: exile the top N cards of your library as a cost [118.3, 406.2]") {
  const char *text =
      "{R}, Exile the top two cards of your library: Test Card deals 1 damage to any target.";
  CHECK(parseText(text, Language::En, "Test Card").sexpr.find("(exile-top 2)") !=
        std::string::npos);
  CHECK(renderEn(text) == lower(text));
  CHECK(renderEn("{1}, Exile the top card of your library: You gain 1 life.") ==
        "{1}, exile the top card of your library: you gain 1 life.");
  auto d = lowered(text);
  REQUIRE(d);
  CHECK(d->abilities[0].cost.exileTop == 2);
}

TEST_CASE("zones2: exile until ~ leaves the battlefield, the exiled card [610.3a, 607.2a]") {
  const char *until =
      "When Test Card enters the battlefield, exile target nonland permanent an opponent controls "
      "until Test Card leaves the battlefield.";
  CHECK(parseText(until, Language::En, "Test Card")
            .sexpr.find("(exile-until-leaves (target-ref 0))") != std::string::npos);
  CHECK(renderEn(until) == lower(until));
  CHECK(lowered(until, "Enchantment"));
  const char *back =
      "When Test Card leaves the battlefield, return the exiled card to the battlefield under its "
      "owner's control.";
  CHECK(parseText(back, Language::En, "Test Card").sexpr ==
        "(triggered (leaves-battlefield self) (put-onto-battlefield exiled-cards))\n");
  CHECK(lowered(back, "Enchantment"));
  const char *hands =
      "When Test Card leaves the battlefield, return the exiled cards to their owners' hands.";
  CHECK(renderEn(hands) == lower(hands));
}

TEST_CASE("zones2: attach ~ to a creature [701.3a]") {
  const char *text = "{W}{W}: Attach Test Card to target creature you control.";
  CHECK(parseText(text, Language::En, "Test Card").sexpr ==
        "(activated (cost (mana \"{W}{W}\")) (targets (target (filter creature (controller you)))) "
        "(attach self (target-ref 0)))\n");
  CHECK(renderEn(text) == lower(text));
  CHECK(lowered(text, "Artifact — Equipment"));
  const char *may = "Whenever a creature enters the battlefield under your control, you may attach "
                    "Test Card to it.";
  CHECK(renderEn(may) == lower(may));
  CHECK(lowered(may, "Artifact — Equipment"));
}
