// Issue 14, branch conditions: conditions as one comparison node. A state of an
// object ("~ is attacking", "it's untapped", "enchanted creature isn't a
// creature") or an amount ("~ has three or more quest counters on it", "you
// have 10 or more life") compared with something is (compare LEFT RELATION
// RIGHT): it parses, lowers and renders back to its Oracle wording; the
// migrated rows (count-at-least, life-at-least) give the same IR as before.
#include "CompileCheck.h"
#include "TestSupport.h"

#include "IR/Lower.h"
#include "Render/Renderer.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
// Parsed to a supported AST, lowered to IR and rendered back to the same text.
void checkCondition(const std::string &text, const std::string &sexpr,
                    const std::string &typeLine = "Creature") {
  test::checkCompilesAndRendersBack(text, sexpr, typeLine);
}
} // namespace

TEST_CASE("compare en: the state of an object, as long as (611.3a)") {
  checkCondition(
      "Test Card gets +2/+0 as long as it's attacking.",
      "(static (as-long-as (compare self is (filter attacking)) (modify-pt self 2 0)))\n");
  checkCondition(
      "Test Card has flying as long as it's untapped.",
      "(static (as-long-as (compare self is (filter untapped)) (gain-keyword self flying)))\n");
  checkCondition("Test Card gets +1/+1 as long as Test Card is tapped.",
                 "(static (as-long-as (compare self is (filter tapped)) (modify-pt self 1 1)))\n");
  checkCondition("Enchanted creature gets +1/+1 as long as enchanted creature is red or green.",
                 "(static (as-long-as (compare (attached \"enchanted creature\") is (filter "
                 "(any-of red green))) "
                 "(modify-pt (attached \"enchanted creature\") 1 1)))\n",
                 "Enchantment — Aura");
  checkCondition("Equipped creature gets +2/+0 as long as equipped creature is a Goblin.",
                 "(static (as-long-as (compare (attached \"equipped creature\") is (filter "
                 "(subtype \"Goblin\"))) "
                 "(modify-pt (attached \"equipped creature\") 2 0)))\n",
                 "Artifact — Equipment");
  checkCondition(
      "Enchanted artifact gets +1/+1 as long as enchanted artifact isn't a creature.",
      "(static (as-long-as (compare (attached \"enchanted artifact\") is-not (filter creature)) "
      "(modify-pt (attached \"enchanted artifact\") 1 1)))\n",
      "Enchantment — Aura");
}

TEST_CASE("compare en: 'As long as ~ is ..., it gets': it is the source") {
  auto p =
      parseText("As long as Test Card is attacking, it gets +2/+0.", Language::En, "Test Card");
  CHECK(p.sexpr ==
        "(static (as-long-as (compare self is (filter attacking)) (modify-pt self 2 0)))\n");
  CHECK(p.result.card.fullySupported());
}

TEST_CASE("compare en: counters on an object (122.1)") {
  checkCondition(
      "Test Card gets +3/+3 as long as it has three or more quest counters on it.",
      "(static (as-long-as (compare (counters-on self quest) at-least 3) (modify-pt self 3 3)))\n");
  checkCondition("Test Card has indestructible as long as it has a divinity counter on it.",
                 "(static (as-long-as (compare (counters-on self divinity) at-least 1) "
                 "(gain-keyword self indestructible)))\n");
}

TEST_CASE("compare en: intervening if (603.4)") {
  checkCondition("At the beginning of your end step, if Test Card is untapped, you gain 2 life.",
                 "(triggered (beginning-of end-step you) (if (compare self is (filter untapped))) "
                 "(gain-life you 2))\n");
  checkCondition(
      "At the beginning of your upkeep, if Test Card has a charge counter on it, draw a card.",
      "(triggered (beginning-of upkeep you) (if (compare (counters-on self charge) at-least "
      "1)) "
      "(draw you 1))\n",
      "Artifact");
}

TEST_CASE("compare en: states that are not read") {
  // A card in another zone, and the object a trigger is about (a new object after it dies, 400.7).
  CHECK_FALSE(
      parseText("At the beginning of your upkeep, if Test Card is a creature card, draw a card.",
                Language::En, "Test Card")
          .result.card.fullySupported());
  CHECK_FALSE(parseText("Whenever a creature dies, if it's red, draw a card.")
                  .result.card.fullySupported());
}

TEST_CASE("compare en: count-at-least and life-at-least are compare nodes, same IR") {
  checkCondition(
      "Test Card gets +2/+2 as long as you control three or more artifacts.",
      "(static (as-long-as (compare (count (all (filter artifact (controller you)))) at-least 3) "
      "(modify-pt self 2 2)))\n");
  checkCondition(
      "Test Card gets +3/+0 as long as you have 10 or less life.",
      "(static (as-long-as (compare (life-total you) at-most 10) (modify-pt self 3 0)))\n");
  // The IR: count_matching (or life), then one comparison, as the old rows lowered.
  auto p = parseText("Test Card gets +2/+2 as long as you have 10 or more life.", Language::En,
                     "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Creature";
  auto lowered = ir::lowerCard(face, p.result.card);
  std::string printed = ir::print(lowered.module);
  CHECK(printed.find("%0:ref = call you()\n  %1:int = call life(%0)\n  %2:bool = le 10, %1\n") !=
        std::string::npos);
}

TEST_CASE("compare ja: the card's own state gives the English AST") {
  auto ja = [](const std::string &text, const std::string &name) {
    return parseText(text, Language::Ja, name).sexpr;
  };
  auto en = [](const std::string &text, const std::string &name) {
    return parseText(text, Language::En, name).sexpr;
  };
  CHECK(ja("あなたの終了ステップの開始時に、試験用の見張りがアンタップ状態である場合、あなたは２点"
           "のライフを得る。",
           "試験用の見張り") ==
        en("At the beginning of your end step, if Test Watchman is untapped, you gain 2 life.",
           "Test Watchman"));
  CHECK(ja("試験用の戦士が攻撃しているかぎり、これは飛行を持つ。", "試験用の戦士") ==
        en("Test Warrior has flying as long as it's attacking.", "Test Warrior"));
  // それ after a condition about the card is the card, as "it" in English.
  CHECK(ja("試験用の城がタップ状態であるかぎり、それは+0/+2の修整を受ける。", "試験用の城") ==
        en("As long as Test Castle is tapped, it gets +0/+2.", "Test Castle"));
  CHECK(ja("試験用の城がタップ状態であるかぎり、それは+0/+2の修整を受ける。", "試験用の城") ==
        "(static (as-long-as (compare self is (filter tapped)) (modify-pt self 0 2)))\n");
}

TEST_CASE(
    "compare en: 'As long as enchanted creature is ..., it gets': it is the enchanted creature") {
  auto p = parseText("As long as enchanted creature is red, it gets +1/+1 and has haste.");
  CHECK(
      p.sexpr ==
      "(static (as-long-as (compare (attached \"enchanted creature\") is (filter red)) (modify-pt "
      "(attached \"enchanted creature\") 1 1)) (as-long-as (compare (attached \"enchanted "
      "creature\") is "
      "(filter red)) (gain-keyword (attached \"enchanted creature\") haste)))\n");
  CHECK(p.result.card.fullySupported());
  // Inside a quoted ability "it"/"this creature" is still the object that has it.
  auto q = parseText(
      "As long as enchanted creature is blue, it gets +1/+1 and has \"Whenever this creature deals "
      "damage to an opponent, draw a card.\"");
  CHECK(q.sexpr.find(
            "(grant-ability (attached \"enchanted creature\") (triggered (deals-damage self") !=
        std::string::npos);
}

TEST_CASE("compare en: 'it' after an intervening if about another object is not read") {
  // "tap it" would otherwise be the source (the Aura) after a step trigger.
  CHECK_FALSE(
      parseText("At the beginning of each upkeep, if enchanted creature is untapped, tap it.")
          .result.card.fullySupported());
}
