// search8 (issue 14): breadth of the English search family, with the Japanese,
// Korean and Polish forms of each construct (docs/i18n-ko-pl.md, search8).
#include "CompileCheck.h"
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;

namespace {
// "and put them ..." renders as ", put them ...": compared as the build's render check does.
const test::CompileChecker check{"Sorcery", test::RenderBack::AsRenderCheck};
} // namespace

// 701.19b: "any number of" cards: the player finds as many as they choose (none too).
TEST_CASE("search8: search your library for any number of cards (701.19b)") {
  check("Search your library for any number of Goblin cards, reveal them, put them into your hand, then shuffle your library.",
        "(spell (search you any-number (filter (subtype \"Goblin\") card) hand reveal) (shuffle you))\n");
  check("Search your library for any number of creature cards and put them into your graveyard. Then shuffle your library.",
        "(spell (search you any-number (filter creature card) graveyard) (shuffle you))\n");
  check("Search your library for any number of basic land cards, put them onto the battlefield tapped, then shuffle your library.",
        "(spell (search you any-number (filter (supertype \"Basic\") land card) battlefield tapped) (shuffle you))\n");
}

// 406.2: the found cards are exiled.
TEST_CASE("search8: searched cards exiled (406.2)") {
  check("Search your library for any number of nonland cards and exile them. Then shuffle your library.",
        "(spell (search you any-number (filter (not land) card) exile) (shuffle you))\n");
  check("Search your library for three cards, exile them, then shuffle your library.",
        "(spell (search you 3 (filter card) exile) (shuffle you))\n");
  // "exile them tapped" is no wording: refused.
  CHECK(test::refusedIn("Search your library for a card, exile it tapped, then shuffle your library.", Language::En));
}

// 701.20a, 401.4: several found cards go on top of the shuffled library, in any order.
TEST_CASE("search8: any number of searched cards put on top in any order (701.20a, 401.4)") {
  check("Search your library for any number of Goblin cards and reveal those cards. Shuffle your library, then put them on top of it in any order.",
        "(spell (search you any-number (filter (subtype \"Goblin\") card) library reveal))\n");
}

// Refusals: a wording read only in part would mean something else.
TEST_CASE("search8: refused search wordings") {
  // One card has no order; "up to two" on top is not a form the text uses.
  CHECK(test::refusedIn("Search your library for a Goblin card and reveal that card. Shuffle your library, then put the card on top of it in any order.", Language::En));
  CHECK(test::refusedIn("Search your library for up to two Goblin cards and reveal them. Shuffle your library, then put them on top of it in any order.", Language::En));
  // Several cards on top need "in any order" (401.4): without it the order is not said.
  CHECK(test::refusedIn("Search your library for any number of Goblin cards and reveal them. Shuffle your library, then put them on top of it.", Language::En));
  // "any number of" with a number is not a count.
  CHECK(test::refusedIn("Search your library for any number of two Goblin cards, put them into your hand, then shuffle your library.", Language::En));
}

TEST_CASE("search8: the Japanese forms of any-number searches read as the English") {
  test::checkReadsAsEnglish(
      {{"あなたのライブラリーから望む数のドラゴン・クリーチャー・カードを探し、戦場に出す。その後、ライブラリーを切り直す。",
        "Search your library for any number of Dragon creature cards, put them onto the battlefield, then shuffle your library."},
       {"あなたのライブラリーから望む数のスピリット・カードを探し、それらをあなたの墓地に置き、その後ライブラリーを切り直す。",
        "Search your library for any number of Spirit cards and put them into your graveyard. Then shuffle your library."},
       {"あなたのライブラリーから望む数のドワーフ・カードを探し、それらを公開し、その後ライブラリーを切り直し、それらのカードを一番上に望む順番で置く。",
        "Search your library for any number of Dwarf cards and reveal those cards. Shuffle your library, then put them on top of it in any order."},
       {"あなたのライブラリーからゴブリン・カードを望む枚数だけ探し、それらのカードを公開する。その後、ライブラリーを切り直し、それらを一番上に望む順番で置く。",
        "Search your library for any number of Goblin cards and reveal those cards. Shuffle your library, then put them on top of it in any order."},
       {"あなたのライブラリーから土地でないカードを望む枚数探し、それらを追放する。その後、ライブラリーを切り直す。",
        "Search your library for any number of nonland cards and exile them. Then shuffle your library."},
       {"あなたのライブラリーからカード３枚を探し、それらを追放する。その後ライブラリーを切り直す。",
        "Search your library for three cards, exile them, then shuffle your library."},
       {"あなたのライブラリーから望む枚数の~という名前のカードを探し、公開し、あなたの手札に加える。その後、ライブラリーを切り直す。",
        "Search your library for any number of cards named ~, reveal them, put them into your hand, then shuffle your library."}},
      Language::Ja);
}

TEST_CASE("search8: any-number searches round trip through Korean and Polish") {
  for (Language l : {Language::Ko, Language::Pl})
    test::checkRoundTrips(
        {"Search your library for any number of Goblin cards, reveal them, put them into your hand, then shuffle your library.",
         "Search your library for any number of creature cards and put them into your graveyard. Then shuffle your library.",
         "Search your library for any number of basic land cards, put them onto the battlefield tapped, then shuffle your library.",
         "Search your library for any number of Goblin cards and reveal those cards. Shuffle your library, then put them on top of it in any order.",
         "Search your library for any number of nonland cards and exile them. Then shuffle your library.",
         "Search your library for three cards, exile them, then shuffle your library."},
        l);
}

// 111.4: a token's name is its subtypes + "Token" unless the effect gives one.
TEST_CASE("search8: a token with a given name (111.4)") {
  const test::CompileChecker artifact{"Artifact"};
  artifact("{1}, {T}: Create a 3/1 red Beast creature token named Carnivore.",
           "(activated (cost (mana \"{1}\") tap) (create-token you 1 (token 3 1 (filter red creature (subtype \"Beast\"))) (named \"carnivore\")))\n");
  artifact("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp.",
           "(activated (cost (mana \"{5}\") tap) (create-token you 1 (token 1 1 (filter artifact creature (subtype \"Insect\")) flying) (named \"wasp\")))\n");
  artifact("{1}, {T}: Create a 1/1 colorless Sliver artifact creature token named Metallic Sliver.",
           "(activated (cost (mana \"{1}\") tap) (create-token you 1 (token 1 1 (filter artifact creature (subtype \"Sliver\"))) (named \"metallic sliver\")))\n");
}

TEST_CASE("search8: the runtime token takes the given name (111.4)") {
  auto p = test::parseText("{1}, {T}: Create a 1/1 colorless Sliver artifact creature token named Metallic Sliver.",
                           Language::En, "Test Card");
  REQUIRE_FALSE(p.diags.hasErrors());
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Artifact";
  auto lowered = ir::lowerCard(face, p.result.card);
  REQUIRE(lowered.module.card.tokens.size() == 1);
  CHECK(lowered.module.card.tokens[0].name == "Metallic Sliver");
  CHECK(lowered.module.card.tokens[0].subtypes == std::vector<std::string>{"Sliver"});
}

TEST_CASE("search8: refused token names") {
  // Several tokens with one given name: no card says it, and 111.4 names one token.
  CHECK(test::refusedIn("Create two 1/1 green Elf creature tokens named Elf Warrior.", Language::En));
  // A name with a word of the grammar in it ("of") is not read as a name.
  CHECK(test::refusedIn("Create a 1/1 green Elf creature token named Spawn of Nothing.", Language::En));
}

TEST_CASE("search8: token names in Japanese, Korean and Polish") {
  test::checkReadsAsEnglish(
      {{"{1},{T}：《Carnivore》という名前の、赤の3/1のビースト・クリーチャー・トークン１体を生成する。",
        "{1}, {T}: Create a 3/1 red Beast creature token named Carnivore."},
       {"{1},{T}：《Metallic Sliver》という名前の無色の1/1のスリヴァー・アーティファクト・クリーチャー・トークン１体を生成する。",
        "{1}, {T}: Create a 1/1 colorless Sliver artifact creature token named Metallic Sliver."}},
      Language::Ja);
  for (Language l : {Language::Ko, Language::Pl})
    test::checkRoundTrips({"Create a 3/1 red Beast creature token named Carnivore.",
                           "Create a 1/1 colorless Insect artifact creature token with flying named Wasp."},
                          l);
}
