// Triggers and conditions of branch triggers7 (issue 14): battalion (508.3a), "if {R} was
// spent to cast ~" (601.2h), and targets described by a trigger's event player (603.3d,
// 508.5) that now lower. For each: the AST, that it lowers, the English render back, the
// Japanese reading; Korean and Polish have no form yet (docs/i18n-ko-pl.md): a named
// render gap, never a wrong text. Scenarios: tests/scenarios/triggers7-*.yaml.
#include "CompileCheck.h"
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;

namespace {
const test::CompileChecker check{"Creature — Human"};
// Japanese reads the wording to the same AST as the English.
void japanese(const std::string &en, const std::string &ja) {
  CAPTURE(ja);
  auto e = test::parseText(en, Language::En, "Test Card");
  auto j = test::parseText(ja, Language::Ja, "テスト");
  CHECK_FALSE(j.diags.hasErrors());
  CHECK(j.sexpr == e.sexpr);
}
bool lowers(const std::string &text, const std::string &typeLine = "Creature — Human") {
  auto p = test::parseText(text, Language::En, "Test Card");
  if (p.diags.hasErrors()) return false;
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = typeLine;
  auto lowered = ir::lowerCard(face, p.result.card);
  for (auto &a : lowered.abilities)
    if (!a.lowered) return false;
  return !lowered.abilities.empty();
}
} // namespace

TEST_CASE("triggers7: battalion, ~ and at least N other creatures attack [508.3a, 603.2]") {
  check("Whenever Test Card and at least two other creatures attack, you gain 3 life.",
        "(triggered (attacks-with-others self 2) (gain-life you 3))\n");
  check("Whenever Test Card and at least one other creature attack, draw a card.",
        "(triggered (attacks-with-others self 1) (draw you 1))\n");
  // "defending player" is the one the creature attacks (508.5), as after "~ attacks".
  check("Whenever Test Card and at least two other creatures attack, tap target creature defending "
        "player controls.",
        "(triggered (attacks-with-others self 2) (targets (target (filter creature (controller "
        "defending-player)))) (tap (target-ref 0)))\n");
  japanese("Whenever Test Card and at least two other creatures attack, you gain 3 life.",
           "テストと少なくとも２体の他のクリーチャーが攻撃するたび、あなたは３点のライフを得る。");
  japanese(
      "Whenever Test Card and at least two other creatures attack, you gain 3 life.",
      "テストと、少なくとも２体の他のクリーチャーが攻撃するたび、あなたは３点のライフを得る。");
  auto p = test::parseText(
      "Whenever Test Card and at least two other creatures attack, you gain 3 life.", Language::En,
      "Test Card");
  CHECK(render::renderCard(p.result.card, Language::Ja, "テスト").text ==
        "テストと少なくとも２体の他のクリーチャーが攻撃するたび、あなたは３点のライフを得る。");
  // Korean (ko8, Ko8PaceTest.cpp) and Polish (pl8, Pl8ClassesTest.cpp) read and write it.
  // A number the game computes is not a count of attackers the trigger can check: refused.
  CHECK(test::parseText("Whenever Test Card and at least X other creatures attack, draw a card.",
                        Language::En, "Test Card")
            .diags.hasErrors());
}

TEST_CASE("triggers7: if {R} was spent to cast ~ [601.2h, 603.4, 608.2c]") {
  check(
      "When Test Card enters the battlefield, if {R} was spent to cast Test Card, you gain 2 life.",
      "(triggered (enters-battlefield self) (if (mana-spent-to-cast red)) (gain-life you 2))\n");
  check("When Test Card enters the battlefield, if {B} was spent to cast it, draw a card.",
        "(triggered (enters-battlefield self) (if (mana-spent-to-cast black)) (draw you 1))\n");
  check("You gain 1 life. If {U} was spent to cast this spell, draw a card.",
        "(spell (gain-life you 1) (if-effect (mana-spent-to-cast blue) (draw you 1)))\n",
        "Instant");
  // Only a coloured mana symbol names a colour of mana (105.1): refused, not guessed.
  CHECK(test::parseText(
            "When Test Card enters the battlefield, if {2} was spent to cast it, draw a card.",
            Language::En, "Test Card")
            .diags.hasErrors());
  japanese(
      "When Test Card enters the battlefield, if {R} was spent to cast Test Card, you gain 2 life.",
      "テストが戦場に出たとき、これを唱えるために{R}"
      "が支払われていた場合、あなたは２点のライフを得る。");
  japanese("You gain 1 life. If {U} was spent to cast this spell, draw a card.",
           "あなたは１点のライフを得る。この呪文を唱えるために{U}"
           "が支払われていたなら、カード１枚を引く。");
  // Korean (ko8) and Polish (pl8) read and write it: Ko8PaceTest.cpp, Pl8ClassesTest.cpp.
}

TEST_CASE("triggers7: a trigger's target described by its event's player [603.3d, 508.5]") {
  // The runtime chooses and checks these targets with the trigger's event (Game::TargetEventScope).
  CHECK(lowers("Whenever Test Card deals combat damage to a player, destroy target creature that "
               "player controls."));
  CHECK(lowers("Whenever Test Card attacks, tap target creature defending player controls."));
  CHECK(lowers(
      "Whenever Test Card becomes blocked, destroy target artifact defending player controls."));
  // An activated ability's "defending player" is its source's (508.5): as before.
  CHECK(lowers("{T}: Tap target creature defending player controls."));
}
