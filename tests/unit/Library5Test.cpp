// Issue 14, branch library5: restricted mana ("Add {C}{C}{C}. Spend this mana only to
// cast artifact spells.", 106.6), "If you do" after an action that is not optional
// ("Sacrifice ~. If you do, ...", 608.2c) and a delayed trigger written first ("At the
// beginning of the next end step, return that card ...", 603.7a). Each parses to the
// expected s-expression, lowers to IR and renders back to its Oracle wording; the
// Japanese forms read to the same meaning; what is not understood stays a gap.
// Runtime behaviour: tests/scenarios/spend-mana-only-106-6.yaml,
// if-you-do-mandatory-action-608-2c.yaml, delayed-trigger-time-first-603-7a.yaml.
#include "AST/Canonicalize.h"
#include "CompileCheck.h"
#include "I18nTestSupport.h"
#include "TestSupport.h"

#include "IR/IR.h"
#include "IR/Lower.h"
#include "Sema/Sema.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE("library5: spend this mana only to cast spells [106.6, 605.1a]") {
  test::checkCompilesAndRendersBack(
      "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
      "(activated (cost tap) (spend-only (add-mana (mana \"{C}{C}{C}\")) (filter artifact spell)))\n",
      "Land");
  test::checkCompilesAndRendersBack(
      "{T}: Add one mana of any color. Spend this mana only to cast a Sliver spell.",
      "(activated (cost tap) (spend-only (add-mana-any 1) (filter (subtype \"Sliver\") spell)))\n",
      "Land");
  test::checkCompilesAndRendersBack(
      "{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.",
      "(activated (cost tap) (spend-only (add-mana (mana \"{C}\")) (filter (any-of instant sorcery) "
      "spell)))\n",
      "Creature — Human Wizard");
  // Still a mana ability (605.1a): it adds mana and has no target.
  auto p = parseText("{T}: Add {G}. Spend this mana only to cast creature spells.", Language::En,
                     "Test Card");
  REQUIRE(p.result.card.abilities.size() == 1);
  CHECK(sema::isManaAbility(p.result.card.abilities[0]));
  // What is not read stays a gap: no mana before it, other uses of the mana, not spells.
  for (const char *gap :
       {"Spend this mana only to cast creature spells.",
        "{T}: Draw a card. Spend this mana only to cast creature spells.",
        "{T}: Add {C}. Spend this mana only to pay cumulative upkeep costs.",
        "{T}: Add {C}. Spend this mana only to cast creature cards.",
        "{T}: Add {C}. Spend this mana only to cast spells with flashback from a graveyard.",
        "{T}: Add {C}. Spend this mana only to cast Myr spells or activate abilities of Myr."}) {
    CAPTURE(gap);
    CHECK_FALSE(parseText(gap, Language::En, "Test Card").result.card.fullySupported());
  }
}

TEST_CASE("library5: the Japanese restricted mana reads as English [106.6]") {
  CHECK(test::canonicalSExpr(
            "{T}：{C}{C}{C}"
            "を加える。このマナは、アーティファクト・呪文を唱えるためにのみ使用できる。",
            Language::Ja) ==
        test::canonicalSExpr("{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
                             Language::En));
  CHECK(test::canonicalSExpr(
            "{T}"
            "：好きな色１色のマナ１点を加える。このマナは、クリーチャー・呪文を唱えるためにのみ"
            "使用できる。",
            Language::Ja) ==
        test::canonicalSExpr(
            "{T}: Add one mana of any color. Spend this mana only to cast creature spells.",
            Language::En));
}

TEST_CASE("library5: if you do after an action that is not optional [608.2c]") {
  test::checkCompilesAndRendersBack("When a nonblack creature enters the battlefield, sacrifice "
                                    "Test Card. If you do, destroy that creature.",
                                    "(triggered (enters-battlefield (filter (not black) "
                                    "creature)) (sacrifice-objects self) (if-you-do "
                                    "(destroy event-object)))\n",
                                    "Enchantment", test::RenderBack::AsRenderCheck);
  test::checkCompilesAndRendersBack(
      "{W}: Remove a -1/-1 counter from target creature. If you do, you gain 2 life.",
      "(activated (cost (mana \"{W}\")) (targets (target (filter creature))) (remove-counters-from "
      "(target-ref 0) "
      "-1/-1 1) (if-you-do (gain-life you 2)))\n",
      "Creature — Spirit", test::RenderBack::AsRenderCheck);
  test::checkCompilesAndRendersBack(
      "{T}: Discard a card. If you do, draw a card.",
      "(activated (cost tap) (discard-cards you 1) (if-you-do (draw you 1)))\n", "Creature — Human",
      test::RenderBack::AsRenderCheck);
  // The runtime measures the action: the source counted on the battlefield before and after.
  auto p = parseText(
      "When a nonblack creature enters the battlefield, sacrifice Test Card. If you do, destroy "
      "that creature.",
      Language::En, "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Enchantment";
  std::string ir = ir::print(ir::lowerCard(face, p.result.card).module);
  CAPTURE(ir);
  size_t first = ir.find("count_matching"), sacrifice = ir.find("call sacrifice");
  REQUIRE(first != std::string::npos);
  REQUIRE(sacrifice != std::string::npos);
  CHECK(first < sacrifice);
  CHECK(ir.find("count_matching", sacrifice) != std::string::npos);
  // Actions whose doing is not measured stay gaps (not "always done").
  for (const char *gap : {"Sacrifice a creature. If you do, draw a card.",
                          "Target player discards a card. If you do, you gain 1 life.",
                          "Draw a card. If you do, you gain 1 life.",
                          "{T}: Discard two cards. If you do, draw a card."}) {
    CAPTURE(gap);
    CHECK_FALSE(parseText(gap, Language::En, "Test Card").result.card.fullySupported());
  }
}

TEST_CASE("library5: a delayed trigger written first [603.7a]") {
  const char *first =
      "Exile target creature. At the beginning of the next end step, return that card to the "
      "battlefield under its owner's control.";
  test::checkCompilesAndRendersBack(
      first,
      "(spell (targets (target (filter creature))) (exile (target-ref 0)) (at-next "
      "end-step (put-onto-battlefield (target-ref 0))))\n",
      "Instant", test::RenderBack::AsRenderCheck); // "return that card" is written "put it" (normalised)
  // The same meaning as the time written after the effect (wording only differs).
  auto after = parseText(
      "Exile target creature. Return that card to the battlefield under its owner's control at "
      "the beginning of the next end step.",
      Language::En, "Test Card");
  CHECK(parseText(first, Language::En, "Test Card").sexpr == after.sexpr);
  for (const char *gap :
       {"At the beginning of the next end step, you lose 1 life and return Test Card to your hand.",
        "Draw a card. At end of combat, destroy target creature.",
        "Create a 1/1 white Soldier creature token. At the beginning of the next end step, "
        "sacrifice it."}) {
    CAPTURE(gap);
    CHECK_FALSE(parseText(gap, Language::En, "Test Card").result.card.fullySupported());
  }
}
