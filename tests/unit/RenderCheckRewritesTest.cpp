// The render check's rewrites are a table (compiler/Text/RenderCheckRewrites.cpp):
// each row is run on its example, and none erases a word that carries meaning.
#include "Text/RenderCheckRewrites.h"
#include "Driver/Pipeline.h"

#include <doctest/doctest.h>

using namespace oraclec;

TEST_CASE("render-check table: every row changes its example into what it says") {
  for (const auto &row : text::renderCheckRewrites()) {
    std::string pattern = row.pattern;
    CAPTURE(pattern);
    std::string example = row.example;
    CAPTURE(example);
    std::string got = text::applyRewrite(row, row.example);
    CHECK(got == std::string(row.expected));
    CHECK(got != std::string(row.example)); // a row that changes nothing is dead
  }
}

TEST_CASE("render-check table: every row has a reason, a CR rule or an Oracle update") {
  for (const auto &row : text::renderCheckRewrites()) {
    std::string pattern = row.pattern;
    CAPTURE(pattern);
    std::string why = row.reason;
    bool cited = why.find("CR ") != std::string::npos || why.find("Oracle") != std::string::npos ||
                 why.find("typography") != std::string::npos ||
                 why.find("docs/decisions.md") != std::string::npos ||
                 why.find("second mention") != std::string::npos;
    CHECK(cited);
    if (row.definition) // only a keyword action spelled out by its definition may drop words
      CHECK(why.find("CR 701.") != std::string::npos);
  }
}

TEST_CASE("render-check table: no row erases a word that carries meaning") {
  for (const auto &row : text::renderCheckRewrites()) {
    if (row.definition) continue;
    std::string pattern = row.pattern;
    CAPTURE(pattern);
    std::string example = row.example;
    CAPTURE(example);
    CHECK(text::meaningWords(row.example) == text::meaningWords(row.expected));
  }
}

TEST_CASE("render-check table: the meaning words are the ones that matter") {
  using V = std::vector<std::string>;
  CHECK(text::meaningWords("another target creature gets +2/+2") == V{"2", "2", "other", "target"});
  CHECK(text::meaningWords("put into your graveyard") == V{"owner:your:graveyard"});
  CHECK(text::meaningWords("put into an opponent's graveyard") == V{"opponent"});
  CHECK(text::meaningWords("draw two cards") == text::meaningWords("draw 2 cards"));
  CHECK(text::meaningWords("nonblack creature") == V{"not"});
  // What the old table did: "your graveyard ... from the battlefield" -> "dies" erased the owner.
  CHECK(text::meaningWords("whenever a creature is put into your graveyard from the battlefield") !=
        text::meaningWords("whenever a creature dies"));
}

TEST_CASE("render-check: the graveyard's owner survives normalisation (CR 404.2)") {
  std::string yours = driver::normalizeForRenderCheck(
      "Whenever a creature is put into your graveyard from the battlefield, you gain 1 life.", "");
  std::string theirs =
      driver::normalizeForRenderCheck("Whenever a creature is put into an opponent's graveyard "
                                      "from the battlefield, you gain 1 life.",
                                      "");
  std::string dies =
      driver::normalizeForRenderCheck("Whenever a creature dies, you gain 1 life.", "");
  CHECK(yours != dies);
  CHECK(theirs != dies);
  CHECK(yours != theirs);
  // "a graveyard" / "its owner's graveyard" are what "dies" means (700.4).
  CHECK(driver::normalizeForRenderCheck(
            "Whenever a creature is put into a graveyard from the battlefield, you gain 1 life.",
            "") == dies);
}

TEST_CASE("render-check: 'that spell' is 'it' only where no other object was named before") {
  CHECK(text::applyRenderCheckRewrites("when you cast a spell, counter that spell.") ==
        "when you cast a spell, counter it.");
  CHECK(text::applyRenderCheckRewrites(
            "when you cast a spell, ~ gets +1/+1 until end of turn. untap that spell.") ==
        // (the last rows drop the verb's agreement: "gets" is "get" on both sides)
        "when you cast a spell, ~ get +1/+1 until end of turn. untap that spell.");
}

TEST_CASE("render-check table: normalising twice changes nothing (no row repairs another)") {
  for (const auto &row : text::renderCheckRewrites()) {
    std::string example = row.example;
    CAPTURE(example);
    std::string once = text::applyRenderCheckRewrites(row.example);
    CHECK(text::applyRenderCheckRewrites(once) == once);
  }
}
