// Issue 14, branch amounts3: amounts of mana ("add two mana of any one color",
// "add X mana in any combination of colors / of {R} and/or {G}", 106.1a), counters a
// permanent enters with under a condition written after (614.1c), damage changed by a
// later sentence ("If this spell was kicked, it deals 4 damage to that permanent or
// player instead", 608.2c) and a printed negative power (208.1). Each parses to the
// expected s-expression, lowers to IR and renders back to its Oracle wording; the
// Japanese forms read to the same AST once the English-only wording is dropped.
#include "AST/Canonicalize.h"
#include "CompileCheck.h"
#include "I18nTestSupport.h"
#include "TestSupport.h"

#include "IR/Lower.h"
#include "Sema/Sema.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
const test::CompileChecker check{"Artifact", test::RenderBack::AsRenderCheck};
} // namespace

TEST_CASE("amounts3: mana of any one color and in any combination of colors [106.1a, 605.1a]") {
  check("{T}, Sacrifice Test Card: Add three mana of any one color.",
        "(activated (cost tap (sacrifice self)) (add-mana-any 3))\n");
  check("{T}: Add two mana in any combination of colors.",
        "(activated (cost tap) (add-mana-combination 2))\n");
  check("{T}: Add X mana in any combination of {R} and/or {G}, where X is the number of creatures "
        "you control.",
        "(activated (cost tap) (add-mana-combination (count (all (filter creature (controller "
        "you)))) (mana \"{R}\") (mana \"{G}\")))\n",
        "Land");
  // One mana of any color keeps its wording.
  check("{T}: Add one mana of any color.", "(activated (cost tap) (add-mana-any 1))\n", "Land");
  // All are mana abilities: no target, they add mana (605.1a).
  for (const char *text : {"{T}: Add two mana in any combination of colors.",
                           "{T}: Add one mana of any color.", "{T}: Add {R} or {G}."}) {
    auto p = parseText(text, Language::En, "Test Card");
    REQUIRE(p.result.card.abilities.size() == 1);
    CHECK(sema::isManaAbility(p.result.card.abilities[0]));
  }
  // Colourless is not a colour of a combination (106.1a).
  auto p = parseText("{T}: Add two mana in any combination of {C} and/or {G}.", Language::En,
                     "Test Card");
  CHECK_FALSE(p.result.card.fullySupported());
}

TEST_CASE("amounts3: Japanese mana of any one color and combinations read as English [106.1a]") {
  CHECK(test::canonicalSExpr("{T}：好きな色１色のマナ３点を加える。", Language::Ja) ==
        test::canonicalSExpr("{T}: Add three mana of any one color.", Language::En));
  CHECK(test::canonicalSExpr("{T}：好きな色の組み合わせのマナ２点を加える。", Language::Ja) ==
        test::canonicalSExpr("{T}: Add two mana in any combination of colors.", Language::En));
  CHECK(test::canonicalSExpr("{T}：望む色の組み合わせのマナ２点を加える。", Language::Ja) ==
        test::canonicalSExpr("{T}: Add two mana in any combination of colors.", Language::En));
  CHECK(test::canonicalSExpr("{T}：{R}と{G}の好きな組み合わせのマナ３点を加える。", Language::Ja) ==
        test::canonicalSExpr("{T}: Add three mana in any combination of {R} and/or {G}.",
                             Language::En));
  CHECK_FALSE(test::canonicalSExpr("{T}：好きな色の組み合わせのマナ３点を加える。", Language::Ja) ==
              test::canonicalSExpr("{T}: Add three mana of any one color.", Language::En));
}

TEST_CASE("amounts3: enters the battlefield with counters if a condition holds, the condition "
          "after [614.1c]") {
  const std::string after = "Test Card enters the battlefield with a +1/+1 counter on it if you "
                            "attacked with a creature this turn.";
  check(after, "(static (enters-with-counters self +1/+1 1 (if attacked-this-turn)))\n",
        "Creature — Human Pirate");
  // The same replacement as the condition written first; only the wording differs.
  CHECK(test::canonicalSExpr(after, Language::En) ==
        test::canonicalSExpr(
            "If you attacked with a creature this turn, it enters the battlefield with a +1/+1 "
            "counter on it.",
            Language::En));
  // The AST keeps which wording it was (for the English renderer): the nodes differ.
  auto condAfter = parseText(after, Language::En, "Test Card");
  auto condFirst = parseText("If you attacked with a creature this turn, it enters the "
                             "battlefield with a +1/+1 counter on it.",
                             Language::En, "Test Card");
  REQUIRE(condAfter.result.card.abilities.size() == 1);
  REQUIRE(condFirst.result.card.abilities.size() == 1);
  CHECK_FALSE(condAfter.result.card.abilities[0] == condFirst.result.card.abilities[0]);
}

TEST_CASE("amounts3: damage changed by a later sentence, 'instead' [608.2c]") {
  check("Kicker {4}\nTest Card deals 2 damage to any target. If this spell was kicked, it deals 4 "
        "damage to that permanent or player instead.",
        "(keyword kicker (cost (mana \"{4}\")))\n(spell (targets (target any-target)) (if-instead "
        "(deal-damage self 2 (target-ref 0)) was-kicked (deal-damage self 4 (target-ref 0))))\n",
        "Instant");
  const std::string it = "Test Card deals 1 damage to target creature. If that creature is white "
                         "or blue, Test Card deals 4 damage to it instead.";
  check(it,
        "(spell (targets (target (filter creature))) (if-instead (deal-damage self 1 (target-ref "
        "0)) (compare (target-ref 0) is (filter (any-of white blue))) (deal-damage self 4 "
        "(target-ref 0))))\n",
        "Instant");
  // "it" or "that creature" for the earlier target: the words differ, the meaning does not.
  const std::string thatCreature = "Test Card deals 1 damage to target creature. If that creature "
                                   "is white or blue, Test Card deals 4 damage to that creature "
                                   "instead.";
  check(thatCreature,
        "(spell (targets (target (filter creature))) (if-instead (deal-damage self 1 (target-ref "
        "0)) (compare (target-ref 0) is (filter (any-of white blue))) (deal-damage self 4 "
        "(target-ref 0))))\n",
        "Instant");
  CHECK(test::canonicalSExpr(it, Language::En) == test::canonicalSExpr(thatCreature, Language::En));
  check("Test Card deals 1 damage to each creature and each player. If you control three or more "
        "artifacts, Test Card deals 3 damage to each creature and each player instead.",
        "(spell (if-instead (deal-damage self 1 (both (all (filter creature)) each-player)) "
        "(compare (count (all (filter artifact (controller you)))) at-least 3) (deal-damage self 3 "
        "(both (all (filter creature)) each-player))))\n",
        "Sorcery");
  // Nothing dealt before: refused, never read as an unconditional second damage.
  auto p = parseText("If this spell was kicked, Test Card deals 4 damage to any target instead.",
                     Language::En, "Test Card");
  CHECK_FALSE(p.result.card.fullySupported());
}

TEST_CASE("amounts3: a printed negative power is a number [208.1]") {
  auto p = parseText("Double strike", Language::En, "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Creature — Elemental";
  face.power = "-1";
  face.toughness = "3";
  auto lowered = ir::lowerCard(face, p.result.card);
  CHECK(lowered.cardProblem.empty());
  CHECK(lowered.module.card.power == -1);
  face.power = "-";
  CHECK_FALSE(ir::lowerCard(face, p.result.card).cardProblem.empty());
}
