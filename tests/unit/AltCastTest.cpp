// Keywords of branch `altcast` (issue 14 breadth): madness (702.35), suspend
// (702.62) and rebound (702.88), read and rendered in every language or a named
// gap. The scenarios altcast-*-702-* play them on both engines.
#include "Render/Renderer.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE("altcast: madness, suspend and rebound read with their cost, number and reminder text "
          "[702.35a, 702.62a, 702.88a]") {
  struct Row {
    const char *text, *sexpr;
  };
  const Row rows[] = {
      {"Madness {1}{R} (If you discard this card, discard it into exile. When you do, cast it for "
       "its madness cost or put it into your graveyard.)",
       "(keyword madness (cost (mana \"{1}{R}\")))\n"},
      {"Suspend 4\u2014{1}{U} (Rather than cast this card from your hand, you may pay {1}{U} and "
       "exile it with four time counters on it. At the beginning of your upkeep, remove a time "
       "counter. When the last is removed, you may cast it without paying its mana cost.)",
       "(keyword suspend (cost (mana \"{1}{U}\")) 4)\n"},
      {"Rebound (If you cast this spell from your hand, exile it as it resolves. At the beginning "
       "of your next upkeep, you may cast this card from exile without paying its mana cost.)",
       "(keyword rebound)\n"},
      {"Embalm {3}{W} ({3}{W}, Exile this card from your graveyard: Create a token that's a copy "
       "of "
       "it, except it's a white Zombie Human Cleric with no mana cost. Embalm only as a sorcery.)",
       "(keyword embalm (cost (mana \"{3}{W}\")))\n"},
      {"Eternalize {2}{U}{U}", "(keyword eternalize (cost (mana \"{2}{U}{U}\")))\n"},
  };
  for (const Row &row : rows) {
    CAPTURE(row.text);
    auto p = parseText(row.text);
    CHECK(p.sexpr == row.sexpr);
    CHECK(p.result.card.fullySupported());
  }
  // Without its cost or its number, or with a cost that takes none, nothing is read.
  CHECK_FALSE(parseText("Madness").result.card.fullySupported());
  CHECK_FALSE(parseText("Suspend 3").result.card.fullySupported());
  CHECK_FALSE(parseText("Suspend 0\u2014{R}").result.card.fullySupported());
  CHECK_FALSE(parseText("Rebound {2}").result.card.fullySupported());
}

TEST_CASE("altcast: English renders suspend as its number, a dash and its cost") {
  for (const char *text : {"Madness {1}{R}", "Suspend 4\u2014{1}{U}", "Rebound", "Embalm {3}{W}",
                           "Eternalize {2}{U}{U}"}) {
    CAPTURE(text);
    auto p = parseText(text);
    REQUIRE(p.result.card.fullySupported());
    render::RenderResult r = render::renderCard(p.result.card, Language::En, "");
    CHECK(r.ok());
    CHECK(r.text == text);
  }
}

TEST_CASE("altcast: Japanese and Korean forms read to the English AST and round-trip") {
  struct Row {
    const char *en;
    Language lang;
    const char *text;
  };
  const Row rows[] = {
      {"Madness {1}{R}", Language::Ja, "マッドネス{1}{R}"},
      {"Suspend 4\u2014{1}{U}", Language::Ja, "待機４―{1}{U}"},
      {"Rebound", Language::Ja, "反復"},
      {"Embalm {3}{W}", Language::Ja, "不朽{3}{W}"},
      {"Eternalize {2}{U}{U}", Language::Ja, "永遠{2}{U}{U}"},
      {"Rebound", Language::Ko, "반동"},
  };
  for (const Row &row : rows) {
    CAPTURE(row.text);
    auto en = parseText(row.en);
    REQUIRE(en.result.card.fullySupported());
    auto other = parseText(row.text, row.lang);
    CHECK(other.sexpr == en.sexpr);
    render::RenderResult r = render::renderCard(en.result.card, row.lang, "");
    CHECK(r.ok());
    CAPTURE(r.text);
    CHECK(parseText(r.text, row.lang).sexpr == en.sexpr);
  }
}

TEST_CASE("altcast: the Korean and Polish gaps are named render gaps, never wrong text") {
  // kopl3: madness, suspend and rebound now have Korean and Polish forms and embalm and
  // eternalize Polish ones (KoPlCountersKeywordsTest.cpp); ko8 gave embalm and eternalize Korean
  // names (our choice, Ko8PaceTest.cpp). An embalm without its cost has no form in either.
  for (const char *text : {"Embalm {3}{W}", "Eternalize {2}{U}{U}"}) {
    CAPTURE(text);
    auto en = parseText(text);
    REQUIRE(en.result.card.fullySupported());
    CHECK(render::renderCard(en.result.card, Language::Ko, "").ok());
  }
}

TEST_CASE("altcast: rebound is not granted to spells by a static ability (it would do nothing)") {
  // The layer system gives keywords to permanents only: a grant to "instant and sorcery
  // spells" compiled to an effect that never reached a spell (a silent mis-parse).
  CHECK_FALSE(parseText("Instant and sorcery spells you control have rebound.")
                  .result.card.fullySupported());
  CHECK_FALSE(parseText("Instant and sorcery spells have rebound.").result.card.fullySupported());
}
