// Issue 16, branch ja5: printed Japanese forms of constructs English reads since
// session 12 (rules15, dfc, library), the largest classes of `xcheck --lang ja`
// not read after ja4. Each case is an invented card with ordinary Oracle
// wording: the Japanese text must give the English AST, and a wording whose
// meaning differs must not.
#include "AST/Canonicalize.h"
#include "AST/Printer.h"
#include "Basic/Diagnostic.h"
#include "Driver/XcheckCompare.h"
#include "Parse/Parser.h"
#include "Render/RoundTrip.h"
#include "Sema/Sema.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <utility>

using namespace oraclec;

namespace {
std::string sexprOf(std::string_view text, Language lang) {
  DiagnosticEngine d;
  return ast::toSExpr(parse::parseString(text, lang, "", d).card);
}

void sameAst(std::initializer_list<std::pair<const char *, const char *>> pairs) {
  for (auto &[en, ja] : pairs) {
    CAPTURE(en);
    CAPTURE(ja);
    std::string e = sexprOf(en, Language::En);
    REQUIRE(e.find("unsupported") == std::string::npos);
    CHECK(sexprOf(ja, Language::Ja) == e);
  }
}

// Japanese that reads, but as something else than the English beside it.
void differentAst(std::initializer_list<std::pair<const char *, const char *>> pairs) {
  for (auto &[en, ja] : pairs) {
    CAPTURE(en);
    CAPTURE(ja);
    std::string e = sexprOf(en, Language::En);
    REQUIRE(e.find("unsupported") == std::string::npos);
    CHECK(sexprOf(ja, Language::Ja) != e);
  }
}

void refusedJa(std::initializer_list<const char *> texts) {
  for (const char *ja : texts) {
    CAPTURE(ja);
    DiagnosticEngine d;
    parse::ParseResult r = parse::parseString(ja, Language::Ja, "", d);
    CHECK_FALSE(r.card.fullySupported());
  }
}

// Rendered to Japanese and read back: the same AST (render::renderChecked
// refuses anything else), and the text the printed cards use.
void rendersJa(std::initializer_list<std::pair<const char *, const char *>> pairs) {
  for (auto &[en, ja] : pairs) {
    CAPTURE(en);
    DiagnosticEngine diags;
    parse::ParseResult r = parse::parseString(en, Language::En, "Test Card", diags);
    auto file = std::make_shared<const SourceFile>("<text>", en);
    sema::check(r.card, file, diags, &r.lineTexts);
    REQUIRE(r.card.fullySupported());
    render::CheckedRender out = render::renderChecked(r.card, Language::Ja, "テスト");
    std::string reasons;
    for (auto &a : out.abilities)
      reasons += a.reason + "; ";
    CAPTURE(reasons);
    CHECK(out.ok());
    CHECK(out.text == ja);
  }
}

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

TEST_CASE("ja5 ja: doesn't untap during its controller's next untap step [502.3]") {
  sameAst({
      {"{2}, {T}: Tap target creature. It doesn't untap during its controller's next untap step.",
       "{2},{T}"
       "：クリーチャー１体を対象とし、それをタップする。それは、それのコントローラーの次のアンタ"
       "ップ・ステップにアンタップしない。"},
      {"When ~ enters the battlefield, target creature an opponent controls doesn't untap during "
       "its controller's next untap step.",
       "~が戦場に出たとき、対戦相手がコントロールしているクリーチャー１体を対象とする。それはそれの"
       "コ"
       "ントローラーの次のアンタップ・ステップにアンタップしない。"},
      {"Whenever ~ attacks, it doesn't untap during its controller's next untap step.",
       "~が攻撃するたび、それはそれのコントローラーの次のアンタップ・ステップにアンタップしない。"},
      {"{T}: Add {G}{G}. ~ doesn't untap during your next untap step.",
       "{T}：{G}{G}を加える。~はあなたの次のアンタップ・ステップにアンタップしない。"},
  });
  rendersJa({
      {"{1}: Tap target creature. It doesn't untap during its controller's next untap step.",
       "{1}"
       "：クリーチャー１体を対象とする。それをタップする。それはそれのコントローラーの次のアンタッ"
       "プ"
       "・ステップにアンタップしない。"},
  });
}

TEST_CASE("ja5 ja: attacks, blocks, must be blocked this turn if able [508.1d, 509.1c]") {
  sameAst({
      {"Target creature attacks this turn if able.",
       "クリーチャー１体を対象とする。このターン、それは可能なら攻撃する。"},
      {"{R}: Target creature blocks this turn if able.",
       "{R}：クリーチャー１体を対象とする。このターン、それは可能ならばブロックする。"},
      {"{G}: Target creature must be blocked this turn if able.",
       "{G}"
       "：クリーチャー１体を対象とする。このターン、それは可能ならブロックされなければならない。"},
      {"{1}, {T}: ~ deals 1 damage to target creature. That creature attacks this turn if able.",
       "{1},{T}：クリーチャー１体を対象とする。~"
       "はそれに１点のダメージを与える。そのクリーチャーは、こ"
       "のターン可能ならば攻撃する。"},
  });
  differentAst({
      {"Target creature attacks this turn if able.",
       "クリーチャー１体を対象とする。このターン、それは可能ならブロックする。"},
  });
  rendersJa({
      {"Target creature attacks this turn if able.",
       "クリーチャー１体を対象とする。このターン、それは可能なら攻撃する。"},
      {"Target creature must be blocked this turn if able.",
       "クリーチャー１体を対象とする。このターン、それは可能ならブロックされなければならない。"},
  });
}

TEST_CASE("ja5 ja: transform and the werewolves' conditions [701.28a, 601.2i]") {
  sameAst({
      {"{3}{G}: Transform ~.", "{3}{G}：~を変身させる。"},
      {"At the beginning of your upkeep, you may transform ~.",
       "あなたのアップキープの開始時に、あなたは~を変身させてもよい。"},
      {"At the beginning of each upkeep, if no spells were cast last turn, transform ~.",
       "各アップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、~を変身させる。"},
      {"At the beginning of each upkeep, if a player cast two or more spells last turn, transform "
       "~.",
       "各アップキープの開始時に、直前のターンにプレイヤー１人が２つ以上の呪文を唱えていた場合、~"
       "を変"
       "身させる。"},
  });
  differentAst({
      {"At the beginning of each upkeep, if a player cast two or more spells last turn, transform "
       "~.",
       "各アップキープの開始時に、直前のターンにプレイヤー１人が３つ以上の呪文を唱えていた場合、~"
       "を変"
       "身させる。"},
  });
  rendersJa({{"{3}{G}: Transform ~.", "{3}{G}：テストを変身させる。"}});
}

TEST_CASE("ja5 ja: exile the top cards, you may play them [406.2, 601.3, 305.2]") {
  sameAst({
      {"When ~ enters the battlefield, exile the top card of your library. Until end of turn, you "
       "may play that card.",
       "~が戦場に出たとき、あなたのライブラリーの一番上のカードを追放する。ターン終了時まで、あなた"
       "はそ"
       "のカードをプレイしてもよい。"},
      {"Exile the top three cards of your library. Until end of turn, you may play those cards.",
       "あなたのライブラリーの一番上からカード３枚を追放する。ターン終了時まで、あなたはそれらのカ"
       "ードを"
       "プレイしてもよい。"},
      {"Exile the top X cards of your library. Until the end of your next turn, you may play those "
       "cards.",
       "あなたのライブラリーの一番上からカードＸ枚を追放する。あなたの次のターンの終了時まで、あな"
       "たはそ"
       "れらのカードをプレイしてもよい。"},
      {"Whenever ~ deals combat damage to a player, exile the top card of your library. You may "
       "play it this turn.",
       "~がプレイヤー１人に戦闘ダメージを与えるたび、あなたのライブラリーの一番上のカードを追放する"
       "。こ"
       "のターン、あなたはそれをプレイしてもよい。"},
  });
  // "そのカード" names what an earlier effect exiled; without one it is not read.
  refusedJa({"ターン終了時まで、あなたはそのカードをプレイしてもよい。"});
  rendersJa({
      {"{2}{R}: Exile the top card of your library. Until end of turn, you may play that card.",
       "{2}{R}"
       "：あなたのライブラリーの一番上のカードを追放する。ターン終了時まで、あなたはそのカードをプ"
       "レイしてもよい。"},
  });
}

TEST_CASE("ja5 ja: counter target spell, exile it instead [614.15, 701.5a]") {
  sameAst({
      {"Counter target spell. If that spell is countered this way, exile it instead of putting it "
       "into its owner's graveyard.",
       "呪文１つを対象とし、それを打ち消す。その呪文がこれにより打ち消されたなら、それをオーナーの"
       "墓地に"
       "置く代わりに追放する。"},
      {"Counter target creature spell. If that spell is countered this way, exile it instead of "
       "putting it into its owner's graveyard.",
       "クリーチャー・呪文１つを対象とする。それを打ち消す。これによりその呪文が打ち消されたなら、"
       "それを"
       "オーナーの墓地に置く代わりに、それを追放する。"},
  });
  // The hand is not exile (a real difference, not a wording).
  differentAst({
      {"Counter target spell. If that spell is countered this way, exile it instead of putting it "
       "into its owner's graveyard.",
       "呪文１つを対象とし、それを打ち消す。その呪文がこれにより打ち消されたなら、それをオーナーの"
       "墓地に"
       "置く代わりにオーナーの手札に加える。"},
  });
  refusedJa({"その呪文がこれにより打ち消されたなら、それをオーナーの墓地に置く代わりに追放する。"});
  rendersJa({
      {"Counter target spell. If that spell is countered this way, exile it instead of putting it "
       "into its owner's graveyard.",
       "呪文１つを対象とする。それを打ち消す。その呪文がこれにより打ち消されたなら、それをオーナー"
       "の墓地"
       "に置く代わりに追放する。"},
  });
}

TEST_CASE("ja5 ja: becomes a creature, is still a land [205.1a-b, 613.1d]") {
  sameAst({
      {"{1}{G}: ~ becomes a 3/3 green Ape creature with trample until end of turn. It's still a "
       "land.",
       "{1}{G}：ターン終了時まで、~はトランプルを持つ緑の3/"
       "3の類人猿・クリーチャーになる。これは土地で"
       "もある。"},
      {"{4}{R}{G}: ~ becomes a 4/4 red and green Dragon artifact creature with flying until end of "
       "turn.",
       "{4}{R}{G}：ターン終了時まで、~は飛行を持つ赤緑の4/"
       "4のドラゴン・アーティファクト・クリーチャー"
       "になる。"},
      {"{G}: Target land becomes a 1/1 creature until end of turn. It's still a land.",
       "{G}：土地１つを対象とする。ターン終了時まで、それは1/"
       "1のクリーチャーとなる。それは土地でもある。"},
      {"{3}: ~ becomes a 2/2 Golem artifact creature until end of turn.",
       "{3}：~はターン終了時まで、2/2のゴーレム・アーティファクト・クリーチャーになる。"},
  });
  // A different size or no duration is a different effect.
  differentAst({
      {"{2}: ~ becomes a 2/2 Golem artifact creature until end of turn.",
       "{2}：~は2/2のゴーレム・アーティファクト・クリーチャーになる。"},
      {"{2}: ~ becomes a 2/2 Golem artifact creature until end of turn.",
       "{2}：ターン終了時まで、~は2/3のゴーレム・アーティファクト・クリーチャーになる。"},
  });
  refusedJa({"{1}：これは土地でもある。"});
  rendersJa({
      {"{1}{G}: ~ becomes a 3/3 green Ape creature with trample until end of turn. It's still a "
       "land.",
       "{1}{G}：ターン終了時まで、テストはトランプルを持つ緑の3/"
       "3の類人猿・クリーチャーになる。これは土"
       "地でもある。"},
  });
}

TEST_CASE("ja5 xcheck: the shuffle after a search the player may make [701.19]") {
  // "If you do, shuffle" and ", then shuffle": one instruction; the Japanese prints both
  // as 「…。その後、ライブラリーを切り直す。」を選んでもよい.
  const char *ifYouDo =
      "When ~ enters the battlefield, you may search your library for a basic land card, "
      "reveal it, and put it into your hand. If you do, shuffle your library.";
  const char *then =
      "When ~ enters the battlefield, you may search your library for a basic land card, "
      "reveal it, put it into your hand, then shuffle.";
  const char *ja = "~が戦場に出たとき、あなたは「あなたのライブラリーから基本土地・カード１枚を探し"
                   "、公開し、あな"
                   "たの手札に加える。その後、ライブラリーを切り直す。」を選んでもよい。";
  CHECK(comparable(ifYouDo, Language::En) == comparable(ja, Language::Ja));
  CHECK(comparable(then, Language::En) == comparable(ja, Language::Ja));
  // Anything else after "if you do" still counts: a draw is not dropped.
  CHECK(comparable(
            "When ~ enters the battlefield, you may sacrifice a creature. If you do, draw a card.",
            Language::En) !=
        comparable("When ~ enters the battlefield, you may sacrifice a creature. Draw a card.",
                   Language::En));
}

TEST_CASE("ja5 xcheck: 'of the chosen type' anywhere in a description [205.3m]") {
  CHECK(comparable("Creatures of the chosen type you control get +1/+1.", Language::En) ==
        comparable("Creatures you control of the chosen type get +1/+1.", Language::En));
  CHECK(
      comparable("Creatures you control of the chosen type get +1/+1.", Language::En) ==
      comparable("あなたがコントロールしている選ばれたタイプのクリーチャーは+1/+1の修整を受ける。",
                 Language::Ja));
  // Another creature type is not the chosen one.
  CHECK(
      comparable("Goblins you control get +1/+1.", Language::En) !=
      comparable("あなたがコントロールしている選ばれたタイプのクリーチャーは+1/+1の修整を受ける。",
                 Language::Ja));
}

TEST_CASE("ja5 ja: ~ from your graveyard, reveal and put all, may search to top [113.6m, 701.16a, "
          "701.19]") {
  sameAst({
      {"{2}{B}, Discard two cards: Return ~ from your graveyard to the battlefield tapped.",
       "{2}{B},カード２枚を捨てる：あなたの墓地から~をタップ状態で戦場に戻す。"},
      {"{1}{R}{R}: Return ~ from your graveyard to your hand.",
       "{1}{R}{R}：あなたの墓地から~をあなたの手札に戻す。"},
      {"{1}{W}, Exile ~ from your graveyard: You gain 2 life.",
       "{1}{W},あなたの墓地から~を追放する：あなたは２点のライフを得る。"},
      {"When ~ enters the battlefield, reveal the top four cards of your library. Put all Goblin "
       "cards "
       "revealed this way into your hand and the rest on the bottom of your library in any order.",
       "~が戦場に出たとき、あなたのライブラリーの一番上からカード４枚を公開する。これにより公開され"
       "たゴブリ"
       "ン・カードをすべてあなたの手札に加え、残りをあなたのライブラリーの一番下に望む順番で置く"
       "。"},
      {"Reveal the top three cards of your library. Put all creature cards revealed this way into "
       "your "
       "hand and the rest into your graveyard.",
       "あなたのライブラリーの一番上からカード３枚を公開する。これにより公開されたすべてのクリーチ"
       "ャー・カ"
       "ードをあなたの手札に、残りをあなたの墓地に置く。"},
      {"When ~ enters the battlefield, you may search your library for a Goblin card, reveal it, "
       "then "
       "shuffle and put that card on top.",
       "~が戦場に出たとき、あなたは「あなたのライブラリーからゴブリン・カード１枚を探し、公開する。"
       "その後、"
       "ライブラリーを切り直し、そのカードを一番上に置く。」を選んでもよい。"},
  });
  // The graveyard is not the battlefield: "~ from your graveyard" is not plain ~.
  differentAst({{"{1}{R}{R}: Return ~ to its owner's hand.",
                 "{1}{R}{R}：あなたの墓地から~をあなたの手札に戻す。"}});
}

TEST_CASE("ja5 ja: additional lands, that player's hand, chosen type, historic, monstrous [305.2, "
          "700.6, 701.31b]") {
  sameAst({
      {"Draw a card. You may play an additional land this turn.",
       "カード１枚を引く。このターン、あなたは追加で土地１つをプレイしてもよい。"},
      {"You may play up to three additional lands this turn.",
       "このターン、あなたは土地を最大３枚までさらにプレイしてもよい。"},
      {"~ deals damage to target player equal to the number of cards in that player's hand.",
       "プレイヤー１人を対象とする。~"
       "はそのプレイヤーに、そのプレイヤーの手札にあるカードの枚数に等しい点数の"
       "ダメージを与える。"},
      {"Whenever you cast a historic spell, draw a card.",
       "あなたが歴史的な呪文を唱えるたび、カード１枚を引く。"},
      {"~ has trample as long as it's monstrous.",
       "~が怪物的であるかぎり、これはトランプルを持つ。"},
      {"Graft 2", "移植２"},
      {"Devour 2", "貪食２"},
      {"{2}{G}: Adapt 2.", "{2}{G}：順応２を行う。"},
      {"{1}, Remove a fade counter from ~: Draw a card.",
       "{1},~の上から消散カウンター１個を取り除く：カード１枚を引く。"},
      {"Whenever ~ becomes blocked by a creature, ~ deals 1 damage to that creature.",
       "~がクリーチャー１体にブロックされた状態になるたび、~"
       "はそのクリーチャーに１点のダメージを与える。"},
  });
  rendersJa({
      {"You may play up to three additional lands this turn.",
       "このターン、あなたは土地を最大３枚までさらにプレイしてもよい。"},
      {"Graft 2", "移植２"},
  });
}

TEST_CASE("ja5: a bare description in a sacrifice cost is one object, not all of them (118.3)") {
  // Before: (sacrifice (all (filter creature))): every creature sacrificed as the cost.
  auto one = test::parseText("クリーチャーを生け贄に捧げる：カードを１枚引く。", Language::Ja, "テスト");
  CHECK(one.sexpr == "(activated (cost (sacrifice (filter creature))) (draw you 1))\n");
  auto all = test::parseText("あなたがコントロールするすべてのクリーチャーを生け贄に捧げる：カードを１枚引く。",
                                      Language::Ja, "テスト");
  CHECK(all.sexpr.find("(sacrifice (all (filter creature (controller you))))") != std::string::npos);
}
