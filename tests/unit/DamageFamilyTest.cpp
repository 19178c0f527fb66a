// The damage family (issue 14, branch dmg): "target opponent or planeswalker"
// (115.4), "each of two targets", "Sacrifice ~: It deals ...", and damage
// divided as you choose among targets (601.2d). Each wording parses to its
// AST, lowers, and renders back; the runtime side is in the scenarios
// damage-divided-601-2d and damage-recipients-115-4.
#include "AST/Canonicalize.h"
#include "AST/Printer.h"
#include "CompileCheck.h"
#include "IR/Lower.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::checkCompilesAndRendersBack;
using test::parseText;

namespace {
// The target specs of a one-ability card's ability, as lowered.
std::vector<rt::TargetSpec> loweredTargets(const std::string &text, const std::string &type) {
  auto p = parseText(text, Language::En, "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = type;
  auto lowered = ir::lowerCard(face, p.result.card);
  REQUIRE(lowered.abilities.size() == 1);
  REQUIRE(lowered.abilities[0].lowered);
  REQUIRE(lowered.module.card.abilities.size() == 1);
  return lowered.module.card.abilities[0].targets;
}
} // namespace

TEST_CASE("dmg: target opponent or planeswalker is its own target kind [115.4]") {
  checkCompilesAndRendersBack(
      "Test Card deals 3 damage to target opponent or planeswalker.",
      "(spell (targets (target opponent-or-planeswalker)) (deal-damage self 3 (target-ref 0)))\n",
      "Instant");
  checkCompilesAndRendersBack("When Test Card enters the battlefield, it deals 2 damage to target "
                              "opponent or planeswalker.",
                              "(triggered (enters-battlefield self) (targets (target "
                              "opponent-or-planeswalker)) (deal-damage self 2 (target-ref 0)))\n",
                              "Creature — Elemental");
  auto targets =
      loweredTargets("Test Card deals 3 damage to target opponent or planeswalker.", "Instant");
  CHECK(targets.at(0).cls == rt::TargetClass::OpponentOrPlaneswalker);
}

TEST_CASE("dmg: each of two targets, each of up to N target creatures [601.2c, 115.3]") {
  checkCompilesAndRendersBack(
      "Test Card deals 1 damage to each of two targets.",
      "(spell (targets (target any-target 2)) (deal-damage self 1 (target-ref 0)))\n", "Sorcery");
  checkCompilesAndRendersBack(
      "Test Card deals 2 damage to each of up to three targets.",
      "(spell (targets (target any-target (up-to 3))) (deal-damage self 2 (target-ref 0)))\n",
      "Sorcery");
  checkCompilesAndRendersBack("Test Card deals 1 damage to each of up to two target creatures.",
                              "(spell (targets (target (filter creature) (up-to 2))) (deal-damage "
                              "self 1 (target-ref 0)))\n",
                              "Instant");
  checkCompilesAndRendersBack(
      "Test Card deals 2 damage to each of two target creatures.",
      "(spell (targets (target (filter creature) 2)) (deal-damage self 2 (target-ref 0)))\n",
      "Instant");
  // "each of" names several targets: one is not Oracle wording, and not read as one.
  auto one = parseText("Test Card deals 2 damage to each of one target creature.", Language::En,
                       "Test Card");
  CHECK(one.diags.hasErrors());
}

TEST_CASE("dmg: 'It deals' after a cost that names the source is the source [608.2h, 113.7a]") {
  checkCompilesAndRendersBack("Sacrifice Test Card: It deals 2 damage to any target.",
                              "(activated (cost (sacrifice self)) (targets (target any-target)) "
                              "(deal-damage self 2 (target-ref 0)))\n",
                              "Artifact");
  checkCompilesAndRendersBack(
      "Remove a +1/+1 counter from Test Card: It deals 1 damage to any target.",
      "(activated (cost (remove-counters +1/+1 1)) (targets (target any-target)) (deal-damage self "
      "1 (target-ref 0)))\n",
      "Artifact Creature — Construct");
  // The other wording of the same ability still renders with the name.
  checkCompilesAndRendersBack("Sacrifice Test Card: Test Card deals 2 damage to any target.",
                              "(activated (cost (sacrifice self)) (targets (target any-target)) "
                              "(deal-damage self 2 (target-ref 0)))\n",
                              "Artifact");
  // Both wordings mean the same: equal once the wording is set aside (xcheck).
  auto it =
      parseText("Sacrifice Test Card: It deals 2 damage to any target.", Language::En, "Test Card");
  auto name = parseText("Sacrifice Test Card: Test Card deals 2 damage to any target.",
                        Language::En, "Test Card");
  REQUIRE(it.result.card.abilities.size() == 1);
  REQUIRE(name.result.card.abilities.size() == 1);
  CHECK_FALSE(it.result.card.abilities[0] == name.result.card.abilities[0]);
  CHECK(ast::withoutWording(it.result.card.abilities[0]) ==
        ast::withoutWording(name.result.card.abilities[0]));
  // Without a cost naming the source, "it" still has nothing to refer to.
  auto tap = parseText("{T}: It deals 1 damage to any target.", Language::En, "Test Card");
  CHECK(tap.diags.hasErrors());
}

TEST_CASE("dmg: damage divided as you choose among targets [601.2d]") {
  checkCompilesAndRendersBack(
      "Test Card deals 3 damage divided as you choose among one, two, or three targets.",
      "(spell (targets (target any-target (up-to 3))) (deal-damage-divided self 3 (target-ref "
      "0)))\n",
      "Sorcery");
  checkCompilesAndRendersBack(
      "Test Card deals 2 damage divided as you choose among one or two targets.",
      "(spell (targets (target any-target (up-to 2))) (deal-damage-divided self 2 (target-ref "
      "0)))\n",
      "Instant");
  checkCompilesAndRendersBack(
      "Test Card deals 4 damage divided as you choose among any number of targets.",
      "(spell (targets (target any-target (up-to 4))) (deal-damage-divided self 4 (target-ref "
      "0)))\n",
      "Sorcery");
  checkCompilesAndRendersBack("Test Card deals X damage divided as you choose among any number of "
                              "target attacking creatures.",
                              "(spell (targets (target (filter attacking creature) (up-to x))) "
                              "(deal-damage-divided self x (target-ref 0)))\n",
                              "Instant");
  checkCompilesAndRendersBack("When Test Card enters the battlefield, it deals 3 damage divided as "
                              "you choose among one, two, or three targets.",
                              "(triggered (enters-battlefield self) (targets (target any-target "
                              "(up-to 3))) (deal-damage-divided self 3 (target-ref 0)))\n",
                              "Creature — Elemental");
  // The lowered target phrase carries the damage to divide (X: -1), so the
  // runtime checks the division as the targets are chosen.
  CHECK(loweredTargets(
            "Test Card deals 3 damage divided as you choose among one, two, or three targets.",
            "Sorcery")
            .at(0)
            .divided == 3);
  CHECK(loweredTargets("Test Card deals X damage divided as you choose among any number of target "
                       "attacking creatures.",
                       "Instant")
            .at(0)
            .divided == -1);
  CHECK(loweredTargets("Test Card deals 3 damage to any target.", "Instant").at(0).divided == 0);
  // More targets than damage: each target gets at least 1, so this is refused.
  auto tooMany =
      parseText("Test Card deals 1 damage divided as you choose among one or two targets.",
                Language::En, "Test Card");
  CHECK(tooMany.diags.hasErrors());
}

TEST_CASE("dmg: Japanese and Korean read target opponent or planeswalker [115.4]") {
  DiagnosticEngine d;
  std::string en =
      ast::toSExpr(parse::parseString("~ deals 3 damage to target opponent or planeswalker.",
                                      Language::En, "", d)
                       .card);
  CHECK(en.find("opponent-or-planeswalker") != std::string::npos);
  std::string ja = ast::toSExpr(
      parse::parseString(
          "対戦相手１人かプレインズウォーカー１体を対象とする。~はそれに３点のダメージを与える。",
          Language::Ja, "", d)
          .card);
  CHECK(ja == en);
  // Korean: the renderer's text reads back to the same AST.
  auto card = parse::parseString("~ deals 3 damage to target opponent or planeswalker.",
                                 Language::En, "", d)
                  .card;
  std::string ko = render::renderCard(card, Language::Ko, "").text;
  CAPTURE(ko);
  CHECK(ko.find("상대 또는 플레인즈워커") != std::string::npos);
  CHECK(ast::toSExpr(parse::parseString(ko, Language::Ko, "", d).card) == en);
  CHECK(d.errorCount() == 0);
}
