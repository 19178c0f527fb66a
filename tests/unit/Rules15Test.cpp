// Issue 15, branch rules15: "doesn't untap during its controller's next untap
// step" (502.3), token doublers (614.1a), "blocks this turn if able" (509.1c),
// "If that spell is countered this way, exile it instead" (614.15) and devour
// (702.82) compile from English text and render back; Japanese, Korean and
// Polish report a named gap (E0701), never wrong text.
#include "CompileCheck.h"
#include "TestSupport.h"

#include "Render/Renderer.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE("rules15 en: doesn't untap during its controller's / your next untap step (502.3)") {
  test::checkCompilesAndRendersBack(
      "Tap target creature. It doesn't untap during its controller's next untap step.",
      "(spell (targets (target (filter creature))) (tap (target-ref 0)) (doesnt-untap-next "
      "(target-ref 0)))\n",
      "Instant");
  test::checkCompilesAndRendersBack(
      "{T}: Test Card deals 1 damage to any target. Test Card "
      "doesn't untap during your next untap step.",
      "(activated (cost tap) (targets (target any-target)) "
      "(deal-damage self 1 (target-ref 0)) (doesnt-untap-next self))\n",
      "Artifact Creature — Golem");
}

TEST_CASE("rules15 en: token doublers (614.1a)") {
  test::checkCompilesAndRendersBack(
      "If an effect would create one or more tokens under your control, it creates twice that "
      "many of those tokens instead.",
      "(static (replacement (would-create-tokens you) create-tokens-twice))\n", "Enchantment");
  test::checkCompilesAndRendersBack(
      "If an effect would create one or more tokens, it creates twice that many of those tokens "
      "instead.",
      "(static (replacement (would-create-tokens any-player) create-tokens-twice))\n",
      "Enchantment");
}

TEST_CASE("rules15 en: blocks / attacks this turn if able (509.1c, 508.1d)") {
  test::checkCompilesAndRendersBack(
      "Target creature blocks this turn if able.",
      "(spell (targets (target (filter creature))) (gain-keyword (target-ref 0) "
      "blocks-each-combat until-end-of-turn))\n",
      "Instant");
}

TEST_CASE("rules15 en: if that spell is countered this way, exile it instead (614.15)") {
  test::checkCompilesAndRendersBack(
      "Counter target spell. If that spell is countered this way, exile it instead of putting it "
      "into its owner's graveyard.",
      "(spell (targets (target (filter spell))) (counter-spell-to (target-ref 0) exile))\n",
      "Instant");
}

TEST_CASE("rules15 en: devour (702.82)") {
  test::checkCompilesAndRendersBack("Devour 2", "(keyword devour 2)\n", "Creature — Dragon");
}

TEST_CASE("rules15 ja ko pl: the new constructs are named gaps, not wrong text") {
  for (const char *text :
       {"Tap target creature. It doesn't untap during its controller's next untap step.",
        "If an effect would create one or more tokens under your control, it creates twice that "
        "many of those tokens instead.",
        "Counter target spell. If that spell is countered this way, exile it instead of putting "
        "it into its owner's graveyard."}) {
    CAPTURE(text);
    auto p = parseText(text);
    REQUIRE_FALSE(p.diags.hasErrors());
    for (Language lang : {Language::Ja, Language::Ko, Language::Pl}) {
      CAPTURE(int(lang));
      // Japanese writes "doesn't untap during its controller's next untap step" and
      // "counter ..., exile it instead" since branch ja5 (Ja5ClassesTest checks the text).
      bool jaWrites =
          lang == Language::Ja && std::string_view(text).find("tokens") == std::string_view::npos;
      // Polish (branch pl5) and Korean (ko5) write "doesn't untap during its controller's next
      // untap step" (Pl4ClassesTest and Ko4PaceTest check that it reads back).
      bool untap = std::string_view(text).find("untap") != std::string_view::npos;
      bool plWrites = lang == Language::Pl && untap;
      bool koWrites = lang == Language::Ko && untap; // 조종자의 다음 언탭단에 언탭되지 않는다
      auto r = render::renderCard(p.result.card, lang, "Test Card");
      CHECK(r.ok() == (jaWrites || plWrites || koWrites));
    }
  }
}
