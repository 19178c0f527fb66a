// Issue 15: the layer and replacement templates compile from English text
// (grammar, builder, construct-table row, lowering to runtime ops) and render
// back to their Oracle wording; the Japanese forms give the same AST.
#include "CompileCheck.h"
#include "TestSupport.h"

#include "IR/Lower.h"
#include "Render/Renderer.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
// Every ability parsed to a supported AST, lowered to IR and rendered back.
void checkTemplate(const std::string &text, const std::string &sexpr) {
  test::checkCompilesAndRendersBack(text, sexpr, "Enchantment");
}
} // namespace

TEST_CASE("layer templates en: colour, layer 5 (613.1e)") {
  checkTemplate("Target creature becomes white until end of turn.",
                "(spell (targets (target (filter creature))) (set-color (target-ref 0) white "
                "until-end-of-turn))\n");
  checkTemplate("Enchanted creature is white.",
                "(static (set-color (attached \"enchanted creature\") white))\n");
  checkTemplate("All creatures are white.", "(static (set-color (all (filter creature)) white))\n");
  checkTemplate("Target creature becomes the color of your choice until end of turn.",
                "(spell (targets (target (filter creature))) (set-chosen-color (target-ref 0) "
                "until-end-of-turn))\n");
}

TEST_CASE("layer templates en: abilities, layer 6 (613.1f)") {
  checkTemplate("Enchanted creature loses flying.",
                "(static (lose-keyword (attached \"enchanted creature\") flying))\n");
  checkTemplate("Target creature loses flying until end of turn.",
                "(spell (targets (target (filter creature))) (lose-keyword (target-ref 0) flying "
                "until-end-of-turn))\n");
  checkTemplate("Target creature loses all abilities until end of turn.",
                "(spell (targets (target (filter creature))) (lose-all-abilities (target-ref 0) "
                "until-end-of-turn))\n");
  checkTemplate("Other creatures lose all abilities.",
                "(static (lose-all-abilities (all (filter another creature))))\n");
}

TEST_CASE("layer templates en: base power and toughness and switching, layers 7b and 7d (613.4b, "
          "613.4d)") {
  checkTemplate("Target creature has base power and toughness 0/1 until end of turn.",
                "(spell (targets (target (filter creature))) (set-base-pt (target-ref 0) 0 1 "
                "until-end-of-turn))\n");
  checkTemplate("Creatures you control have base power and toughness 1/1.",
                "(static (set-base-pt (all (filter creature (controller you))) 1 1))\n");
  checkTemplate("Target creature becomes a 0/1 until end of turn.",
                "(spell (targets (target (filter creature))) (set-base-pt (target-ref 0) 0 1 "
                "until-end-of-turn))\n");
  checkTemplate("Switch target creature's power and toughness until end of turn.",
                "(spell (targets (target (filter creature))) (switch-pt (target-ref 0) "
                "until-end-of-turn))\n");
}

TEST_CASE("layer templates en: land types, layer 4 (305.7)") {
  checkTemplate("Nonbasic lands are Mountains.",
                "(static (set-land-type (all (filter (not (supertype \"Basic\")) land)) (subtype "
                "\"Mountain\")))\n");
  checkTemplate("Enchanted land is an Island.",
                "(static (set-land-type (attached \"enchanted land\") (subtype \"Island\")))\n");
}

TEST_CASE("layer templates en: replacement and prevention (614.1a, 614.1c, 615.7)") {
  checkTemplate("If you would draw a card, draw two cards instead.",
                "(static (replacement (would-draw you) (instead-do (draw you 2))))\n");
  checkTemplate("If you would gain life, you gain twice that much life instead.",
                "(static (replacement (would-gain-life you) gain-life-twice))\n");
  checkTemplate("If you would gain life, you gain that much life plus 1 instead.",
                "(static (replacement (would-gain-life you) (gain-life-more 1)))\n");
  checkTemplate(
      "If a source you control would deal damage to a permanent or player, it deals double that "
      "damage to "
      "that permanent or player instead.",
      "(static (replacement (would-deal-damage (all (filter (controller you)))) double-damage))\n");
  checkTemplate(
      "If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.",
      "(static (replacement (would-deal-damage (all filter) (filter (subtype \"Cleric\") "
      "creature "
      "(controller you))) (prevent-some 1)))\n");
  checkTemplate("Permanents enter the battlefield tapped.",
                "(static (enters-tapped (all (filter permanent))))\n");
  checkTemplate("Creatures your opponents control enter the battlefield tapped.",
                "(static (enters-tapped (all (filter creature (controller each-opponent)))))\n");
  checkTemplate(
      "If Test Card would die, exile it instead.",
      "(static (replacement (would-move self battlefield graveyard) (instead-to exile)))\n");
}

TEST_CASE("layer templates ja: the printed Japanese forms give the English AST") {
  const std::pair<const char *, const char *> pairs[] = {
      {"Target creature becomes blue until end of turn.",
       "クリーチャー１体を対象とする。ターン終了時まで、それは青になる。"},
      {"Target creature loses flying until end of turn.",
       "クリーチャー１体を対象とする。ターン終了時まで、それは飛行を失う。"},
      {"Switch target creature's power and toughness until end of turn.",
       "クリーチャー１体を対象とする。ターン終了時まで、そのパワーとタフネスを入れ替える。"},
      {"Nonbasic lands are Mountains.", "基本でない土地は山である。"},
      {"Creatures your opponents control enter the battlefield tapped.",
       "対戦相手がコントロールしているクリーチャーはタップ状態で戦場に出る。"},
  };
  for (auto &[en, ja] : pairs) {
    CAPTURE(ja);
    auto e = parseText(en);
    CHECK(e.sexpr.find("unsupported") == std::string::npos);
    CHECK(parseText(ja, Language::Ja).sexpr == e.sexpr);
  }
}
