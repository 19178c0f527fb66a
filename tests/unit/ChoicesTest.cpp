// Branch choices: a choice made as a spell or ability resolves ("Choose a
// color.", CR 608.2d) compiles from English (grammar, builder, construct-table
// rows, lowering to op `choose`) and renders back to its Oracle wording; what
// reads it later in the same ability ("the chosen color", "of that type",
// "that player") is the same node as for a choice made as a permanent enters
// (614.12). The runtime side is in the scenarios
// (tests/scenarios/choose-*-on-resolution-608-2d.yaml).
#include "CompileCheck.h"
#include "TestSupport.h"

#include "AST/Canonicalize.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
void checkCompiles(const std::string &text, const std::string &sexpr,
                   const std::string &type = "Sorcery",
                   test::RenderBack compare = test::RenderBack::Exact) {
  test::checkCompilesAndRendersBack(text, sexpr, type, compare);
}
bool reads(const std::string &text) {
  auto p = parseText(text, Language::En, "Test Card");
  return !p.diags.hasErrors() && p.result.card.fullySupported();
}
} // namespace

TEST_CASE("choices en: a colour chosen on resolution, read by a layer 6 effect [608.2d, 702.16a]") {
  checkCompiles(
      "Choose a color. Creatures you control gain protection from the chosen color until end of "
      "turn.",
      "(spell choose-color (gain-protection-from-chosen-color (all (filter creature (controller "
      "you))) until-end-of-turn))\n");
  checkCompiles(
      "{2}{W}: Choose a color. Target creature gains protection from the chosen color until end of "
      "turn.",
      "(activated (cost (mana \"{2}{W}\")) (targets (target (filter creature))) choose-color "
      "(gain-protection-from-chosen-color (target-ref 0) until-end-of-turn))\n",
      "Creature — Human");
}

TEST_CASE(
    "choices en: a creature type chosen on resolution, read as 'of that type' [608.2d, 205.3m]") {
  checkCompiles(
      "Choose a creature type. Draw a card for each permanent you control of that type.",
      "(spell choose-creature-type (draw you 1 (for-each (all (filter permanent (controller you) "
      "of-chosen-type)))))\n");
  checkCompiles(
      "Choose a creature type. All creatures of that type get -1/-1 until end of turn.",
      "(spell choose-creature-type (modify-pt (all (filter creature of-chosen-type)) -1 -1 "
      "until-end-of-turn))\n",
      "Sorcery", test::RenderBack::AsRenderCheck); // rendered "Creatures of that type get ..."
}

TEST_CASE("choices en: an opponent chosen on resolution is 'that player' [608.2d, 102.2]") {
  checkCompiles("Choose an opponent. That player loses 2 life.",
                "(spell choose-opponent (lose-life chosen-player 2))\n");
  checkCompiles("Choose a player. That player draws a card.",
                "(spell choose-player (draw chosen-player 1))\n");
}

TEST_CASE("choices en: 'of that type' with no choice before it is not read") {
  // A silent mis-parse guard: "that type" names nothing here.
  CHECK_FALSE(reads("Destroy all creatures of that type."));
  CHECK_FALSE(reads("Choose a color. Destroy all creatures of that type."));
  CHECK(reads("Choose a creature type. Destroy all creatures of that type."));
}

TEST_CASE("choices: 'of that type' and 'the chosen type', 'that player' and 'the chosen player' "
          "are one rule for xcheck") {
  auto a =
      parseText("Choose a creature type. All creatures of that type get -1/-1 until end of turn.",
                Language::En, "Test Card");
  auto b = parseText(
      "Choose a creature type. All creatures of the chosen type get -1/-1 until end of turn.",
      Language::En, "Test Card");
  CHECK(a.sexpr == b.sexpr); // one rule...
  const auto &fa = a.result.card.abilities, &fb = b.result.card.abilities;
  REQUIRE(fa.size() == 1);
  REQUIRE(fb.size() == 1);
  CHECK_FALSE(fa[0] == fb[0]); // ...whose English wording is kept for the renderer...
  CHECK(ast::withoutWording(fa[0]) == ast::withoutWording(fb[0])); // ...and erased for xcheck
  ast::Node chosen(ast::NodeKind::ChosenPlayer), that = chosen;
  that.value = 1; // "that player" after "Choose an opponent."
  CHECK_FALSE(chosen == that);
  CHECK(ast::withoutWording(chosen) == ast::withoutWording(that));
}

TEST_CASE("choices en: 'Choose target creature.' only declares the target 'that creature' names "
          "[601.2c]") {
  checkCompiles(
      "Choose target creature. You gain 2 life, then that creature gets +2/+2 until end of turn.",
      "(spell (targets (target (filter creature))) (choose-target (target-ref 0)) "
      "(gain-life you 2) (modify-pt (target-ref 0) 2 2 until-end-of-turn))\n",
      "Instant", test::RenderBack::AsRenderCheck); // rendered "... You gain 2 life. It gets ..."
  // Choosing an object that is not a target ("a creature you control") is another rule: not read.
  CHECK_FALSE(reads("Choose a creature you control. It gains flying until end of turn."));
}

TEST_CASE("choices: older and newer wordings of one rule are equal for xcheck [702.16, 601.2c]") {
  auto same = [](const std::string &x, const std::string &y) {
    auto a = parseText(x, Language::En, "Test Card"), b = parseText(y, Language::En, "Test Card");
    REQUIRE(a.result.card.abilities.size() == 1);
    REQUIRE(b.result.card.abilities.size() == 1);
    return ast::withoutWording(a.result.card.abilities[0]) ==
           ast::withoutWording(b.result.card.abilities[0]);
  };
  // The Japanese front end reads "色１色を選ぶ。…プロテクション（その選ばれた色）を得る" as the
  // older wording.
  CHECK(same("Choose a color. Creatures you control gain protection from the chosen color until "
             "end of turn.",
             "Creatures you control gain protection from the color of your choice until end of "
             "turn."));
  // ... and "クリーチャー１体を対象とする。" as a target with no effect of its own.
  CHECK(same("Choose target creature. That creature gets +2/+2 until end of turn.",
             "Target creature gets +2/+2 until end of turn."));
  // A choice another effect reads is kept: without it "the chosen color" is the one the
  // source chose as it entered (614.12), another rule.
  CHECK_FALSE(same("Choose a color. Creatures of the chosen color get +1/+1 until end of turn.",
                   "Creatures of the chosen color get +1/+1 until end of turn."));
}
