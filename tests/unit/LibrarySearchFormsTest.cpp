// Search forms of the library family (issue 14, branch library2): a search
// that puts the found cards into the graveyard (701.19), and the two-sentence
// wording of a search whose card goes on top after the shuffle (701.20a).
// Each wording gives one AST, renders back to its Oracle wording and lowers.
#include "IR/IR.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "TestSupport.h"
#include "Text/RenderCheckRewrites.h"

#include <doctest/doctest.h>


using namespace oraclec;
using test::lower;
using test::parseText;

namespace {
std::string renderEn(const std::string &text) {
  auto p = parseText(text, Language::En, "Test Card");
  return lower(render::renderCard(p.result.card, Language::En, "Test Card").text);
}
bool lowers(const std::string &text) {
  auto p = parseText(text, Language::En, "Test Card");
  if (p.diags.hasErrors() || p.result.card.abilities.empty()) return false;
  ir::LowerResult r = ir::lowerCard({"Test Card", "{1}", "Sorcery", "", "", ""}, p.result.card);
  for (auto &a : r.abilities)
    if (!a.lowered) return false;
  return !r.abilities.empty() && ir::verify(r.module).empty();
}
constexpr const char *kEntomb = "Search your library for a card and put that card into your "
                                "graveyard. Then shuffle your library.";
constexpr const char *kBuried =
    "Search your library for up to three creature cards and put them into your "
    "graveyard. Then shuffle your library.";
constexpr const char *kTutor =
    "Search your library for an instant or sorcery card and reveal that card. Shuffle "
    "your library, then put the card on top of it.";
} // namespace

TEST_CASE("library2: a search puts the found cards into the graveyard [701.19]") {
  CHECK(parseText(kEntomb).sexpr ==
        "(spell (search you 1 (filter card) graveyard) (shuffle you))\n");
  CHECK(parseText(kBuried).sexpr ==
        "(spell (search you (up-to 3) (filter creature card) graveyard) (shuffle you))\n");
  CHECK(renderEn(kBuried) == "search your library for up to three creature cards, put them into "
                             "your graveyard. shuffle your library.");
  CHECK(lowers(kEntomb));
  CHECK(lowers(kBuried));
}

TEST_CASE("library2: reveal that card, shuffle, then put the card on top [701.19, 701.20a]") {
  CHECK(parseText(kTutor).sexpr ==
        "(spell (search you 1 (filter (any-of instant sorcery) card) library reveal))\n");
  CHECK(renderEn(kTutor) == lower(kTutor));
  CHECK(renderEn("Search your library for a creature card and reveal it. Shuffle your library, "
                 "then put that card "
                 "on top of it.") == "search your library for a creature card and reveal it. "
                                     "shuffle your library, then put that card on top "
                                     "of it.");
  CHECK(lowers(kTutor));
  // More than one card cannot go on top this way: refused, not guessed.
  CHECK(parseText("Search your library for two creature cards and reveal them. Shuffle your "
                  "library, then put "
                  "them on top of it.")
            .sexpr.find("(unsupported") == 0);
}

TEST_CASE("library2: 'and put those cards' is the render check's ', put them' [701.19, 608.2c]") {
  CHECK(text::applyRenderCheckRewrites(
            "search your library for three cards and put those cards into your hand.") ==
        text::applyRenderCheckRewrites(
            "search your library for three cards, put them into your hand."));
}

TEST_CASE("library2: a card named ~ is a description with the source's name [201.2, 701.19]") {
  const char *text =
      "When ~ enters the battlefield, you may search your library for up to three cards named ~, "
      "reveal them, put them into your hand, then shuffle your library.";
  CHECK(parseText(text).sexpr ==
        "(triggered (enters-battlefield self) (may (search you (up-to 3) (filter card "
        "named-self) hand reveal)) (shuffle you))\n");
  CHECK(renderEn(text) ==
        "when test card enters the battlefield, you may search your library for up to three "
        "cards named test card, reveal them, put them into your hand, then shuffle your library.");
  CHECK(lowers("Search your library for a card named ~, put it onto the battlefield, then shuffle "
               "your library."));
  // In a quoted ability the source is the token that has it, not the card ~ names: refused.
  CHECK(parseText("When ~ dies, create a 1/1 white Spirit creature token. It has \"{2}{W}, "
                  "Sacrifice this creature: "
                  "Return a card named ~ from your graveyard to the battlefield.\"")
            .sexpr.find("(unsupported") == 0);
}

TEST_CASE("library2: render-check rows for 'one plus' and 'each other creature named ~' [107.3c, "
          "611.3a]") {
  CHECK(text::applyRenderCheckRewrites(
            "where x is one plus the number of cards named ~ in all graveyards.") ==
        text::applyRenderCheckRewrites(
            "where x is 1 plus the number of cards named ~ in all graveyards."));
  CHECK(text::applyRenderCheckRewrites("each other creature named ~ gets +2/+2 and has haste.") ==
        text::applyRenderCheckRewrites("other creatures named ~ get +2/+2 and have haste."));
}
