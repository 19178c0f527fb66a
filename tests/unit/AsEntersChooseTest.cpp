// Branch aschoose: "As ~ enters the battlefield, choose ..." (CR 614.12) and
// what reads the choice compile from English (grammar, builder, construct-table
// row, lowering) and render back to their Oracle wording; the colour choice
// has Japanese, Korean and Polish forms that give the same AST and that the
// renderers write and read back. The runtime side is in the scenarios
// (tests/scenarios/as-enters-choose-*.yaml).
#include "CompileCheck.h"
#include "TestSupport.h"

#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "Render/RoundTrip.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
void checkCompiles(const std::string &text, const std::string &sexpr) {
  test::checkCompilesAndRendersBack(text, sexpr, "Artifact");
}
} // namespace

TEST_CASE("as enters en: the choices are statics, not triggers [614.12]") {
  checkCompiles("As Test Card enters the battlefield, choose a color.",
                "(static (as-enters-choose-color self))\n");
  checkCompiles("As Test Card enters the battlefield, choose a creature type.",
                "(static (as-enters-choose-creature-type self))\n");
  checkCompiles("As Test Card enters the battlefield, choose an opponent.",
                "(static (as-enters-choose-opponent self))\n");
  checkCompiles("As Test Card enters the battlefield, choose a player.",
                "(static (as-enters-choose-player self))\n");
}

TEST_CASE("as enters en: what reads the chosen colour or type [614.12, 702.16a]") {
  checkCompiles("{T}: Add one mana of the chosen color.",
                "(activated (cost tap) (add-mana-chosen you))\n");
  checkCompiles("Test Card has protection from the chosen color.",
                "(static (protection-from-chosen-color self))\n");
  checkCompiles("Creatures of the chosen color get +1/+1.",
                "(static (modify-pt (all (filter creature of-chosen-color)) 1 1))\n");
  checkCompiles("Creatures of the chosen type get +1/+1.",
                "(static (modify-pt (all (filter creature of-chosen-type)) 1 1))\n");
  checkCompiles(
      "Creatures you control of the chosen type get +1/+1.",
      "(static (modify-pt (all (filter creature (controller you) of-chosen-type)) 1 1))\n");
  checkCompiles("{W}{W}, {T}: Destroy target permanent of the chosen color.",
                "(activated (cost (mana \"{W}{W}\") tap) (targets (target (filter permanent "
                "of-chosen-color))) "
                "(destroy (target-ref 0)))\n");
}

TEST_CASE("as enters: the colour choice in Japanese, Korean and Polish [614.12]") {
  std::string en =
      parseText("As Test Card enters the battlefield, choose a color.", Language::En, "Test Card")
          .sexpr;
  CHECK(en == "(static (as-enters-choose-color self))\n");
  CHECK(
      parseText("テスト・カードが戦場に出るに際し、色１色を選ぶ。", Language::Ja, "テスト・カード")
          .sexpr == en);
  CHECK(
      parseText("테스트 카드가 전장에 들어오면서, 색을 하나 선택한다.", Language::Ko, "테스트 카드")
          .sexpr == en);
  CHECK(parseText("Gdy Karta Testowa wchodzi na pole bitwy, wybierz kolor.", Language::Pl,
                  "Karta Testowa")
            .sexpr == en);
  // Japanese also reads and writes "you may pay 2 life. If you don't, ~ enters tapped".
  std::string shock =
      parseText("As Test Card enters the battlefield, you may pay 2 life. If you don't, Test Card "
                "enters the battlefield tapped.",
                Language::En, "Test Card")
          .sexpr;
  CHECK(shock == "(static (as-enters-may-pay-life self 2))\n");
  CHECK(parseText("テスト・カードが戦場に出るに際し、あなたは２点のライフを支払ってもよい。そうしな"
                  "いなら、これはタップ状態で戦場に出る。",
                  Language::Ja, "テスト・カード")
            .sexpr == shock);
  // Rendered, then read back to the same AST (the renderers' round trip, issue 16).
  auto source =
      parseText("As Test Card enters the battlefield, choose a color.", Language::En, "Test Card");
  for (Language lang : {Language::Ja, Language::Ko, Language::Pl}) {
    CAPTURE(codeOf(lang));
    render::CheckedRender out = render::renderChecked(source.result.card, lang, "Test Card");
    CHECK(out.ok());
    CHECK_FALSE(out.text.empty());
  }
}
