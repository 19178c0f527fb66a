// Branch cda: characteristic-defining abilities (CR 604.3, 613.4a), tribal type
// lines (308) and the counters a permanent enters with (614.1c) compile from
// English and render back to their Oracle wording; a printed "*" or "N+*" is
// accepted only when a characteristic-defining ability defines it (208.2a). The
// runtime side is in tests/scenarios/cda-*.yaml and tribal-type-line-308.yaml.
#include "CompileCheck.h"
#include "TestSupport.h"

#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "Render/RoundTrip.h" // ko7, pl7: renderChecked
#include "runtime/TypeLine.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace oraclec;
using test::parseText;

namespace {
void checkCompiles(const std::string &text, const std::string &sexpr,
                   const std::string &typeLine = "Creature") {
  test::checkCompilesAndRendersBack(text, sexpr, typeLine);
}

// The card problem lowering reports for a creature with this printed P/T and text.
std::string cardProblem(const std::string &power, const std::string &toughness,
                        const std::string &text) {
  auto p = parseText(text, Language::En, "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Creature — Test";
  face.power = power;
  face.toughness = toughness;
  return ir::lowerCard(face, p.result.card).cardProblem;
}
} // namespace

TEST_CASE("cda en: a toughness, or a power and that number plus N, defined [604.3]") {
  checkCompiles("Test Card's toughness is equal to the number of Forests you control.",
                "(static (defined-toughness (count (all (filter (subtype \"Forest\") (controller "
                "you))))))\n");
  checkCompiles("Test Card's power is equal to the number of creatures you control and its "
                "toughness is equal "
                "to that number plus 1.",
                "(static (defined-pt (count (all (filter creature (controller you)))) (sum (count "
                "(all (filter creature (controller you)))) 1)))\n");
}

TEST_CASE("cda en: a printed star needs the ability that defines it [604.3, 208.2a]") {
  const std::string both =
      "Test Card's power and toughness are each equal to 1 plus the number of lands you control.";
  CHECK(cardProblem("1+*", "1+*", both).empty());
  CHECK(cardProblem("*", "*", both).empty());
  CHECK(cardProblem("2+*", "2+*", both) == "characteristic-defining power/toughness '2+*/2+*'");
  CHECK(cardProblem("1+*", "1+*", "Flying").find("characteristic-defining") == 0);
  const std::string tough = "Test Card's toughness is equal to the number of Forests you control.";
  CHECK(cardProblem("2", "*", tough).empty());
  CHECK_FALSE(cardProblem("*", "*", tough).empty()); // the power is defined by nothing
  CHECK(cardProblem("*", "1+*",
                    "Test Card's power is equal to the number of creature cards in all graveyards "
                    "and its toughness is "
                    "equal to that number plus 1.")
            .empty());
  CHECK_FALSE(
      cardProblem(
          "*", "2+*",
          "Test Card's power is equal to the number of creature cards in all graveyards and its "
          "toughness is equal to that number plus 1.")
          .empty());
}

TEST_CASE("cda en: counters a permanent enters with, counted or computed [614.1c]") {
  checkCompiles("Test Card enters the battlefield with a +1/+1 counter on it for each other "
                "creature you control.",
                "(static (enters-with-counters self +1/+1 1 (for-each (all (filter another "
                "creature (controller you))))))\n");
  checkCompiles(
      "Test Card enters the battlefield with a number of +1/+1 counters on it equal to the number "
      "of lands "
      "you control.",
      "(static (enters-with-counters self +1/+1 (count (all (filter land (controller you))))))\n");
  // The same AST written "with X counters, where X is ...": rendered back that way.
  checkCompiles(
      "Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of "
      "lands you "
      "control.",
      "(static (enters-with-counters self +1/+1 (count (all (filter land (controller you))))))\n");
  checkCompiles("Test Card enters the battlefield tapped with two charge counters on it.",
                "(static (enters-tapped self) (enters-with-counters self charge 2))\n", "Land");
}

TEST_CASE("cda: no other language writes a counted number it cannot say") {
  auto p = parseText("Test Card enters the battlefield with a +1/+1 counter on it for each other "
                     "creature you control.",
                     Language::En, "Test Card");
  CHECK_FALSE(render::renderCard(p.result.card, Language::Ja, "Test Card").ok());
  // ko7: Korean says it ("다른 생물 하나당 +1/+1 카운터 한 개를", 614.1c) and reads it back.
  render::CheckedRender ko = render::renderChecked(p.result.card, Language::Ko, "Test Card");
  CHECK(ko.ok());
  CHECK(ko.text.find("하나당") != std::string::npos);
  // pl7: Polish says it (one counter "za każdą …", 614.1c) and reads it back to the same AST
  render::CheckedRender pl = render::renderChecked(p.result.card, Language::Pl, "Test Card");
  CHECK(pl.ok());
  CHECK(pl.text == "Test Card wchodzi na pole bitwy ze znacznikiem +1/+1 za każdą inną istotę, "
                   "którą kontrolujesz.");
}

TEST_CASE("tribal: a type line with Tribal is read [308.1, 308.2]") {
  rt::CardDefinition card;
  CHECK(rt::parseTypeLine("Tribal Instant \xE2\x80\x94 Goblin", card));
  CHECK(std::count(card.types.begin(), card.types.end(), rt::CardType::Tribal) == 1);
  CHECK(std::count(card.types.begin(), card.types.end(), rt::CardType::Instant) == 1);
  CHECK(card.subtypes == std::vector<std::string>{"Goblin"});
  rt::CardDefinition other;
  CHECK_FALSE(rt::parseTypeLine("Kindred Instant \xE2\x80\x94 Goblin",
                                other)); // not a type of the 2022 rules
}
