// Issue 15, branch rules16: the CR 614.12, 615.11 and 616.2 examples' wordings
// compile from English text and render back; Japanese, Korean and Polish report
// a named gap (E0701), never wrong text; a near wording that would mean
// something else is refused.
#include "CompileCheck.h"
#include "TestSupport.h"

#include "Render/Renderer.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE("rules16 en: If you would gain life, draw that many cards instead (614.1a, 616.2)") {
  test::checkCompilesAndRendersBack(
      "If you would gain life, draw that many cards instead.",
      "(static (replacement (would-gain-life you) (instead-do (draw you that-much))))\n",
      "Enchantment");
}

TEST_CASE(
    "rules16 en: target creature and each other creature that shares a color with it (615.11)") {
  test::checkCompilesAndRendersBack(
      "{T}: Prevent the next 1 damage that would be dealt to target creature and each other "
      "creature "
      "that shares a color with it this turn.",
      "(activated (cost tap) (targets (target (filter creature))) (prevent 1 (damage-to "
      "(and-each-sharing-color (target-ref 0) (filter creature))) this-turn))\n",
      "Creature — Human Cleric");
}

TEST_CASE("rules16 en: cards in graveyards lose all abilities (614.12 example, 404.1)") {
  test::checkCompilesAndRendersBack(
      "Cards in graveyards lose all abilities.",
      "(static (lose-all-abilities (all (filter card (in-zone graveyard)))))\n",
      "Creature — Human Wizard", test::RenderBack::AsRenderCheck);
}

TEST_CASE("rules16 en: 'each creature that shares a color with it' without 'other' is refused") {
  // Without "other" the target would be counted twice, or "each" would mean
  // something else: refused rather than read as the 615.11 wording.
  auto p = parseText(
      "Prevent the next 1 damage that would be dealt to target creature and each creature "
      "that shares a color with it this turn.");
  CHECK(p.diags.hasErrors());
}

TEST_CASE("rules16 ja ko pl: the new wordings are named gaps, not wrong text") {
  for (const char *text :
       {"If you would gain life, draw that many cards instead.",
        "{T}: Prevent the next 1 damage that would be dealt to target creature and each "
        "other creature that shares a color with it this turn."}) {
    CAPTURE(text);
    auto p = parseText(text);
    REQUIRE_FALSE(p.diags.hasErrors());
    for (Language lang : {Language::Ja, Language::Ko, Language::Pl}) {
      auto r = render::renderCard(p.result.card, lang, "Test Card");
      CHECK_FALSE(r.ok());
    }
  }
}
