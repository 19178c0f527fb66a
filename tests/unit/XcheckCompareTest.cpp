// What xcheck compares (compiler/Driver/XcheckCompare.h, issue 16): layout is
// not meaning, and a real difference still shows.
#include "Driver/XcheckCompare.h"
#include "AST/Canonicalize.h"
#include "AST/Printer.h"
#include "Basic/Diagnostic.h"
#include "Parse/Parser.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
std::string comparable(std::string_view text, Language lang) {
  DiagnosticEngine d;
  auto card = parse::parseString(text, lang, "", d).card;
  std::vector<ast::Node> plain;
  for (auto &a : card.abilities)
    plain.push_back(ast::withoutWording(std::move(a)));
  ast::CardAst out{driver::comparableAbilities(std::move(plain))};
  return ast::toSExpr(out);
}
} // namespace

TEST_CASE("xcheck: keywords on other lines or in another order are the same abilities") {
  CHECK(comparable("Islandwalk, trample\nShroud", Language::En) ==
        comparable("トランプル\n島渡り\n被覆", Language::Ja));
  CHECK(comparable("Flying\n{T}: Draw a card.", Language::En) ==
        comparable("{T}：カード１枚を引く。\n飛行", Language::Ja));
}

TEST_CASE("xcheck: a spell's lines are one sequence, joined with their targets") {
  CHECK(comparable("Target creature gains flying until end of turn.\nDraw a card.", Language::En) ==
        comparable(
            "クリーチャー１体を対象とする。ターン終了時まで、それは飛行を得る。カード１枚を引く。",
            Language::Ja));
  // Two lines with targets each: the second line's references count on.
  CHECK(comparable("Destroy target artifact.\nTarget player draws a card.", Language::En) ==
        comparable("アーティファクト１つを対象とし、それを破壊する。プレイヤー１人を対象とする。そ"
                   "のプレイヤーはカード１枚を引く。",
                   Language::Ja));
}

TEST_CASE("xcheck: mana choices are a set, the card that died is one object") {
  CHECK(comparable("{T}: Add {G}, {U}, or {B}.", Language::En) ==
        comparable("{T}：{B}か{G}か{U}を加える。", Language::Ja));
  CHECK(
      comparable("When ~ dies, it deals 2 damage to target creature.", Language::En) ==
      comparable("~が死亡したとき、クリーチャー１体を対象とする。~はそれに２点のダメージを与える。",
                 Language::Ja));
}

TEST_CASE(
    "xcheck: looking at N cards and putting any number into the graveyard is surveil N [701.42a]") {
  CHECK(comparable("Look at the top two cards of your library. Put any number of them into your "
                   "graveyard and "
                   "the rest back on top of your library in any order.",
                   Language::En) == comparable("諜報２を行う。", Language::Ja));
  // Into your hand is not surveil.
  CHECK(comparable("Look at the top two cards of your library. Put one of them into your hand and "
                   "the rest on the "
                   "bottom of your library in any order.",
                   Language::En) != comparable("諜報２を行う。", Language::Ja));
}

TEST_CASE("xcheck: real differences still differ") {
  CHECK(comparable("Flying\nTrample", Language::En) != comparable("飛行\n警戒", Language::Ja));
  CHECK(comparable("Draw a card.\nYou gain 1 life.", Language::En) !=
        comparable("あなたは１点のライフを得る。カード１枚を引く。", Language::Ja));
  // Outside a trigger about the card leaving, the card and the event object differ.
  CHECK(comparable("Whenever a creature dies, it deals 1 damage to you.", Language::En) !=
        comparable("クリーチャー１体が死亡するたび、~はあなたに１点のダメージを与える。",
                   Language::Ja));
}

// ja4: a description's alternatives are a union, one effect's granted keywords a set.
TEST_CASE("xcheck: alternatives of a description and granted keywords in another order") {
  CHECK(comparable("{T}: Untap target artifact or creature.", Language::En) ==
        comparable("{T}：クリーチャー１体かアーティファクト１つを対象とし、それをアンタップする。",
                   Language::Ja));
  CHECK(
      comparable("Enchanted creature has protection from black and from red.", Language::En) ==
      comparable(
          "エンチャントしているクリーチャーは、プロテクション（赤）とプロテクション（黒）を持つ。",
          Language::Ja));
  // A different alternative still differs.
  CHECK(comparable("{T}: Untap target artifact or creature.", Language::En) !=
        comparable("{T}：クリーチャー１体か土地１つを対象とし、それをアンタップする。",
                   Language::Ja));
}
