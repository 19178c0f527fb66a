// Issue 14, branch effects6: amounts of damage and "where X is" forms still refused.
// - "Scry X, where X is ..., then draw three cards": the definition after the first
//   effect of the sentence as well as at its end (107.3c), and the English renderer
//   writes it where Oracle does, also before a sentence joined to the effect ("Add X
//   mana ..., where X is .... Spend this mana only ...", 'Create X tokens, where X is
//   .... They have "..."').
// - "the power of the creature that died": the "dies" trigger's creature as it last existed
//   (603.10a, 608.2h); refused outside a "dies" trigger.
// - Converge on a permanent: "~ enters the battlefield with a +1/+1 counter on it for
//   each color of mana spent to cast it" (601.2h, 702.44b, 614.1c).
// Each parses to the expected s-expression, lowers to IR and renders back to its Oracle
// wording; what is not fully read is refused (a gap, never a different meaning).
#include "CompileCheck.h"
#include "I18nTestSupport.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
const test::CompileChecker check{"Artifact", test::RenderBack::AsRenderCheck};
void refused(const std::string &text) {
  CAPTURE(text);
  auto p = parseText(text, Language::En, "Test Card");
  CHECK_FALSE(p.result.card.fullySupported());
}
} // namespace

TEST_CASE("effects6: 'where X is' after the first effect of a sentence [107.3c]") {
  check("Scry X, where X is the greatest mana value among permanents you control, then draw "
        "three cards.",
        "(spell (scry you (greatest 2 (all (filter permanent (controller you))))) (draw you 3))\n",
        "Sorcery");
  // At the end, as before: the same AST.
  check("Draw X cards, where X is the number of creatures you control.",
        "(spell (draw you (count (all (filter creature (controller you))))))\n", "Sorcery");
  // One definition per sentence: two are refused, not one of them dropped.
  refused("Scry X, where X is the number of creatures you control, then draw X cards, where X "
          "is the number of lands you control.");
  // A definition with no X before it is refused.
  refused("Scry 2, where X is the number of creatures you control, then draw a card.");
}

TEST_CASE("effects6: 'where X is' before a sentence joined to the effect [107.3c, 106.6]") {
  // The render check compared "... creature spells, where X is ..." with Oracle's order.
  check("{T}, Sacrifice a creature: Add X mana of any one color, where X is 1 plus the "
        "sacrificed creature's mana value. Spend this mana only to cast creature spells.",
        "(activated (cost tap (sacrifice (filter creature))) (spend-only (add-mana-any (sum 1 "
        "(mana-value-of sacrificed))) (filter creature spell)))\n");
  check("Counter target spell. Create X Treasure artifact tokens, where X is its mana value. "
        "They have \"{T}, Sacrifice this artifact: Add one mana of any color.\"",
        "(spell (targets (target (filter spell))) (counter-spell (target-ref 0)) (create-token you "
        "(mana-value-of (target-ref 0)) (token 0 0 (filter artifact (subtype \"Treasure\")) "
        "(activated (cost tap (sacrifice self)) (add-mana-any 1)))))\n",
        "Instant");
}

TEST_CASE("effects6: converge on a permanent, a counter for each color spent [601.2h, 702.44b]") {
  check("Test Card enters the battlefield with a +1/+1 counter on it for each color of mana "
        "spent to cast it.",
        "(static (enters-with-counters self +1/+1 (colors-spent self)))\n", "Creature — Test");
  // Two counters per colour is not this wording: refused.
  refused("Test Card enters the battlefield with two +1/+1 counters on it for each color of mana "
          "spent to cast it.");
}

TEST_CASE("effects6: 'the creature that died' is the dies trigger's creature as it last existed "
          "[603.10a, 608.2h]") {
  // The event object of a "dies" trigger, whose power the lowering reads from its last known
  // information (event_object_last_known), not the card in the graveyard (400.7).
  check("Whenever a creature you control dies, put X +1/+1 counters on target creature you "
        "control, where X is the power of the creature that died.",
        "(triggered (dies (filter creature (controller you))) (targets (target (filter creature "
        "(controller you)))) (put-counters (target-ref 0) +1/+1 (power-of event-object)))\n");
  // No creature died for an activated ability: still refused, never read as 0.
  refused("{T}: Test Card gets +X/+X until end of turn, where X is the power of the creature "
          "that died.");
}

TEST_CASE(
    "effects6: Japanese 'その死亡したクリーチャーの…' reads as the English [603.10a, 608.2h]") {
  test::checkReadsAsEnglish(
      {{"あなたがコントロールしているクリーチャー１体が死亡するたび、あなたはＸ点のライフを得る。"
        "Ｘはその死亡したクリーチャーのタフネスに等しい。",
        "Whenever a creature you control dies, you gain X life, where X is the toughness of the "
        "creature that died."}},
      Language::Ja);
  // Not in a "dies" trigger: refused, as in English.
  CHECK(test::refusedIn("{T}：ターン終了時まで、~は+Ｘ/"
                        "+Ｘの修整を受ける。Ｘはその死亡したクリーチャーのパワーに等しい。",
                        Language::Ja));
}
