// Issue 15, branch prevent: prevention with a source chosen on resolution
// (615.7, 609.7a) and "by ... sources" (609.7) compile from English text and
// render back; Japanese, Korean and Polish report a named gap (E0701), never
// wrong text.
#include "CompileCheck.h"
#include "TestSupport.h"

#include "Render/Renderer.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE("prevent en: the next time a source of your choice would deal damage (615.7, 609.7a)") {
  test::checkCompilesAndRendersBack("{1}: The next time a red source of your choice would deal "
                                    "damage to you this turn, prevent that damage.",
                                    "(activated (cost (mana \"{1}\")) (prevent-next-chosen (filter "
                                    "red) (damage-to you) this-turn))\n",
                                    "Enchantment");
  test::checkCompilesAndRendersBack(
      "The next time a source of your choice would deal damage to any target this turn, prevent "
      "that damage.",
      "(spell (targets (target any-target)) (prevent-next-chosen filter (damage-to (target-ref 0)) "
      "this-turn))\n",
      "Instant");
  test::checkCompilesAndRendersBack("{W}: The next time a black or red source of your choice would "
                                    "deal damage this turn, prevent that damage.",
                                    "(activated (cost (mana \"{W}\")) (prevent-next-chosen (filter "
                                    "(any-of black red)) this-turn))\n",
                                    "Enchantment");
  test::checkCompilesAndRendersBack("{W}: The next time an artifact source of your choice would "
                                    "deal damage to target creature this turn, "
                                    "prevent that damage.",
                                    "(activated (cost (mana \"{W}\")) (targets (target (filter "
                                    "creature))) (prevent-next-chosen (filter artifact) "
                                    "(damage-to (target-ref 0)) this-turn))\n",
                                    "Enchantment");
}

TEST_CASE("prevent en: damage by artifact sources, by sources of the chosen color (609.7)") {
  test::checkCompilesAndRendersBack(
      "Prevent all damage that would be dealt to Test Card by artifact sources.",
      "(static (prevent all-damage (damage-to self) (damage-by (all (filter artifact)))))\n",
      "Creature — Treefolk");
  test::checkCompilesAndRendersBack("Prevent all damage that would be dealt to enchanted creature "
                                    "by sources of the chosen color.",
                                    "(static (prevent all-damage (damage-to (attached \"enchanted "
                                    "creature\")) (damage-by (all (filter "
                                    "of-chosen-color)))))\n",
                                    "Enchantment — Aura");
}

TEST_CASE("prevent ko pl: the chosen-source prevention is a named gap, not wrong text") {
  auto p = parseText("The next time a source of your choice would deal damage to you this turn, "
                     "prevent that damage.");
  REQUIRE_FALSE(p.diags.hasErrors());
  // Japanese writes it since branch i18n3 (tests/unit/I18nClassesTest.cpp):
  // "このターン、あなたが選んだ発生源１つが次にあなたに与えるすべてのダメージを軽減する".
  // Korean writes it since branch ko7 (tests/unit/Ko7PaceTest.cpp): "이 턴에 당신이 선택한 원천이
  // 다음번에 당신에게 피해를 입히려 할 때, 그 피해를 방지한다"; Polish since pl8
  // (tests/unit/Pl8ClassesTest.cpp). A creature source has no Polish form yet: a named gap.
  auto q = parseText("The next time a creature source of your choice would deal damage to you this "
                     "turn, prevent that damage.");
  REQUIRE_FALSE(q.diags.hasErrors());
  auto r = render::renderCard(q.result.card, Language::Pl, "Test Card");
  CHECK_FALSE(r.ok());
}
