// Japanese front end and renderer: every stdlib card's Japanese text parses to
// the same canonical AST as its English text, and the English AST renders to
// the stored Japanese text (stdlib-cards/*.card: name.ja, text.ja).
#include "AST/Printer.h"
#include "I18nTestSupport.h"
#include "Basic/Diagnostic.h"
#include "Parse/Parser.h"
#include "Render/Renderer.h"

#include <doctest/doctest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

using namespace oraclec;

namespace {
using JaCard = test::TranslatedStdlibCard;
std::vector<JaCard> jaStdlibCards() { return test::stdlibCardsIn(Language::Ja, /*onlyTranslated=*/true); }
using test::withoutReminderLines;
std::string sexpr(std::string_view text, Language lang, const std::string &name, DiagnosticEngine &diags) {
  return test::printedSExpr(text, lang, name, diags);
}
} // namespace

TEST_CASE("ja: every stdlib card's Japanese text parses to the English AST") {
  auto cards = jaStdlibCards();
  REQUIRE(cards.size() >= 14);
  for (auto &c : cards) {
    CAPTURE(c.file);
    REQUIRE(!c.translatedName.empty());
    DiagnosticEngine en, ja;
    std::string expected = sexpr(c.text, Language::En, c.name, en);
    std::string actual = sexpr(c.translatedText, Language::Ja, c.translatedName, ja);
    CHECK(actual == expected);
    CHECK(ja.errorCount() == 0);
    CHECK(actual.find("unsupported") == std::string::npos);
  }
}

TEST_CASE("ja: English renders to the stored Japanese text, and Japanese round-trips") {
  for (auto &c : jaStdlibCards()) {
    CAPTURE(c.file);
    DiagnosticEngine diags;
    auto en = parse::parseString(c.text, Language::En, c.name, diags);
    render::RenderResult r = render::renderCard(en.card, Language::Ja, c.translatedName);
    CHECK(r.ok());
    CHECK(r.text == withoutReminderLines(c.translatedText));
    auto ja = parse::parseString(c.translatedText, Language::Ja, c.translatedName, diags);
    CHECK(render::renderCard(ja.card, Language::Ja, c.translatedName).text == r.text);
  }
}

TEST_CASE("ja: full-width and half-width forms read the same") {
  DiagnosticEngine d;
  std::string a =
      sexpr("クリーチャー１体を対象とする。ターン終了時まで、それは＋３/＋３の修整を受ける。",
            Language::Ja, "", d);
  CHECK(sexpr("クリーチャー1体を対象とする。ターン終了時まで、それは+3/+3の修整を受ける。",
              Language::Ja, "", d) == a);
  CHECK(a == sexpr("Target creature gets +3/+3 until end of turn.", Language::En, "", d));
  CHECK(d.errorCount() == 0);
}

TEST_CASE("ja: the card itself is ~, its name, 《name》 or これ") {
  DiagnosticEngine d;
  std::string en = sexpr("This creature deals 1 damage to any target.", Language::En, "", d);
  CHECK(en.find("(deal-damage self 1") != std::string::npos);
  CHECK(sexpr("１つを対象とする。これはそれに１点のダメージを与える。", Language::Ja, "", d) == en);
  CHECK(sexpr("１つを対象とする。~はそれに１点のダメージを与える。", Language::Ja, "", d) == en);
  CHECK(sexpr("１つを対象とする。ショックはそれに１点のダメージを与える。", Language::Ja,
              "ショック", d) == en);
  CHECK(sexpr("１つを対象とする。《ショック》はそれに１点のダメージを与える。", Language::Ja,
              "ショック", d) == en);
  CHECK(d.errorCount() == 0);
}

TEST_CASE("ja: more templates match English") {
  const std::pair<const char *, const char *> pairs[] = {
      {"Destroy target creature. You gain 3 life.",
       "クリーチャー１体を対象とする。それを破壊する。あなたは３点のライフを得る。"},
      {"Target creature gains flying until end of turn.",
       "クリーチャー１体を対象とする。ターン終了時まで、それは飛行を得る。"},
      {"At the beginning of your upkeep, each opponent loses 1 life.",
       "あなたのアップキープの開始時に、各対戦相手はそれぞれ１点のライフを失う。"},
      {"Sacrifice a creature, {1}: Put two +1/+1 counters on target creature.",
       "クリーチャー１体を生け贄に捧げる,{1}：クリーチャー１体を対象とする。それの上に+1/"
       "+1カウンター２個を置く。"},
      {"Return target creature to its owner's hand.",
       "クリーチャー１体を対象とする。それをオーナーの手札に戻す。"},
      {"Destroy target artifact or enchantment.",
       "アーティファクト１つかエンチャント１つを対象とする。それを破壊する。"},
      {"Target player draws three cards.",
       "プレイヤー１人を対象とする。そのプレイヤーはカード３枚を引く。"},
      {"Creatures you control have flying.",
       "あなたがコントロールしているクリーチャーは飛行を持つ。"},
      {"Cycling {2}", "サイクリング{2}"},
      {"First strike, deathtouch, lifelink", "先制攻撃、接死、絆魂"},
      {"Whenever ~ attacks, tap target creature.",
       "~が攻撃するたび、クリーチャー１体を対象とする。それをタップする。"},
      {"When ~ dies, you draw a card.", "~が死亡したとき、カード１枚を引く。"},
      {"Exile all nontoken creatures.", "すべてのトークンでないクリーチャーを追放する。"},
      {"When ~ enters the battlefield, you gain 2 life.",
       "~が戦場に出たとき、あなたは２点のライフを得る。"},
      {"Target opponent loses 2 life.",
       "対戦相手１人を対象とする。そのプレイヤーは２点のライフを失う。"},
      {"{T}: ~ deals 1 damage to any target.",
       "{T}：１つを対象とする。~はそれに１点のダメージを与える。"},
      {"Destroy all creatures.", "すべてのクリーチャーを破壊する。"},
      {"Untap target land.", "土地１つを対象とする。それをアンタップする。"},
  };
  for (auto &[en, ja] : pairs) {
    CAPTURE(ja);
    DiagnosticEngine d;
    std::string e = sexpr(en, Language::En, "", d);
    CHECK(e.find("unsupported") == std::string::npos);
    CHECK(sexpr(ja, Language::Ja, "", d) == e);
    // and the renderer writes the same Japanese back
    auto card = parse::parseString(en, Language::En, "", d).card;
    std::string rendered = render::renderCard(card, Language::Ja, "").text;
    CHECK(rendered == ja);
  }
}

TEST_CASE("ja: older and alternative wordings read the same") {
  const std::pair<const char *, const char *> pairs[] = {
      {"カードを２枚引く。", "カード２枚を引く。"},
      {"クリーチャー１体を対象とし、それを破壊する。",
       "クリーチャー１体を対象とする。それを破壊する。"},
      {"クリーチャーかプレインズウォーカーかプレイヤーのうち１つを対象とする。~"
       "はそれに２点のダメージを与える。",
       "１つを対象とする。~はそれに２点のダメージを与える。"},
      {"プレイヤー１人を対象とする。そのプレイヤーはカードを２枚引く。",
       "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を引く。"},
  };
  for (auto &[variant, current] : pairs) {
    CAPTURE(variant);
    DiagnosticEngine d;
    std::string a = sexpr(current, Language::Ja, "", d);
    CHECK(a.find("unsupported") == std::string::npos);
    CHECK(sexpr(variant, Language::Ja, "", d) == a);
  }
}

TEST_CASE("ja: それ without a declared target is the event object (English 'it')") {
  DiagnosticEngine d;
  std::string ja = sexpr("~が死亡したとき、それを追放する。", Language::Ja, "", d);
  CHECK(ja == "(triggered (dies self) (exile event-object))\n");
  CHECK(d.errorCount() == 0);
}

TEST_CASE("ja: a syntax error points at the Japanese words with line:col and carets") {
  auto file = std::make_shared<SourceFile>(
      "ja.txt",
      "飛行\nクリーチャー１体を対象とする。ターン終了時まで、それは+3/+3の強化を受ける。");
  DiagnosticEngine diags;
  auto r = parse::parseCardText({Language::Ja, "", file, 0, uint32_t(file->text().size())}, diags);
  REQUIRE(r.card.abilities.size() == 2);
  CHECK(r.card.abilities[0].kind == ast::NodeKind::KeywordAbility);
  CHECK(r.card.abilities[1].kind == ast::NodeKind::Unsupported);
  REQUIRE(diags.errorCount() == 1);
  std::string text = formatDiagnostic(diags.all()[0]);
  CAPTURE(text);
  // 強 is the 34th character of line 2; before it are 28 wide characters (two
  // columns each) and the 5 narrow ones of "+3/+3".
  CHECK(text.rfind("ja.txt:2:34: error:", 0) == 0);
  // A single Han character no template word starts with: a word the grammar
  // does not know (E0101), too short for a spelling suggestion.
  CHECK(text.find("error: unknown word '強' [E0101]") != std::string::npos);
  CHECK(
      text.find("クリーチャー１体を対象とする。ターン終了時まで、それは+3/+3の強化を受ける。\n") !=
      std::string::npos);
  CHECK(text.substr(text.rfind('\n', text.size() - 2) + 1) ==
        std::string(2 * 28 + 5, ' ') + "^~\n");
}

TEST_CASE("ja: a construct the AST lacks is reported on its words") {
  auto file = std::make_shared<SourceFile>("ja.txt",
                                           "クリーチャー２体を生け贄に捧げる：カード１枚を引く。");
  DiagnosticEngine diags;
  auto r = parse::parseCardText({Language::Ja, "", file, 0, uint32_t(file->text().size())}, diags);
  REQUIRE(r.card.abilities.size() == 1);
  CHECK(r.card.abilities[0].kind == ast::NodeKind::Unsupported);
  REQUIRE(diags.errorCount() == 1);
  std::string text = formatDiagnostic(diags.all()[0]);
  CAPTURE(text);
  CHECK(text.rfind("ja.txt:1:1: error:", 0) == 0);
  // the carets cover クリーチャー２体 (8 wide characters = 16 columns)
  CHECK(text.substr(text.rfind('\n', text.size() - 2) + 1) == "^" + std::string(15, '~') + "\n");
}

namespace {
// Each pair: an invented English sentence in the style of the cards and its
// Japanese in current printed wording; both must give the same canonical AST.
void checkSameAst(std::initializer_list<std::pair<const char *, const char *>> pairs) {
  for (auto &[en, ja] : pairs) {
    CAPTURE(ja);
    DiagnosticEngine d;
    std::string e = sexpr(en, Language::En, "", d);
    CHECK(e.find("unsupported") == std::string::npos);
    CHECK(sexpr(ja, Language::Ja, "", d) == e);
  }
}
} // namespace

TEST_CASE("ja: Auras and Equipment") {
  checkSameAst({
      {"Enchant creature", "エンチャント（クリーチャー）"},
      {"Enchant creature you control", "エンチャント（あなたがコントロールしているクリーチャー）"},
      {"Enchanted creature gets +2/+1 and has trample.",
       "エンチャントしているクリーチャーは+2/+1の修整を受けトランプルを持つ。"},
      {"Equip {4}", "装備{4}"},
      {"Equipped creature has vigilance.", "装備しているクリーチャーは警戒を持つ。"},
  });
}

TEST_CASE("ja: keywords, lands and mana abilities") {
  checkSameAst({
      {"Shroud", "被覆"},
      {"Devoid", "欠色"},
      {"~ enters the battlefield tapped.", "~はタップ状態で戦場に出る。"},
      {"{T}: Add {R} or {G}.", "{T}：{R}か{G}を加える。"},
      {"{1}, {T}: Add one mana of any color.", "{1},{T}：好きな色１色のマナ１点を加える。"},
  });
}

TEST_CASE("ja: qualities of objects") {
  checkSameAst({
      {"Destroy target blocking creature with power 3 or greater.",
       "パワーが３以上のブロック・クリーチャー１体を対象とし、それを破壊する。"},
      {"Target attacking creature gets +2/+0 until end of turn.",
       "攻撃クリーチャー１体を対象とする。ターン終了時まで、それは+2/+0の修整を受ける。"},
      {"Exile target nonartifact creature.",
       "アーティファクトでないクリーチャー１体を対象とし、それを追放する。"},
      {"Destroy target nonbasic land.", "基本でない土地１つを対象とし、それを破壊する。"},
      {"Tap target creature with flying.",
       "飛行を持つクリーチャー１体を対象とし、それをタップする。"},
      {"Tap all nonwhite creatures.", "白でないすべてのクリーチャーをタップする。"},
      {"Exile target card from an opponent's graveyard.",
       "対戦相手の墓地からカード１枚を対象とし、それを追放する。"},
      {"Counter target instant or sorcery spell.",
       "インスタントかソーサリーである呪文１つを対象とし、それを打ち消す。"},
      {"Counter target red instant or sorcery spell.",
       "赤のインスタント・呪文１つか赤のソーサリー・呪文１つを対象とし、それを打ち消す。"},
  });
}

TEST_CASE("ja: subtypes and tokens") {
  checkSameAst({
      {"Soldier creatures you control get +1/+1.",
       "あなたがコントロールしている兵士・クリーチャーは+1/+1の修整を受ける。"},
      {"Create two 1/1 red Goblin creature tokens.",
       "赤の1/1のゴブリン・クリーチャー・トークン２体を生成する。"},
      {"Create a 2/2 colorless Golem artifact creature token with vigilance.",
       "警戒を持つ無色の2/2のゴーレム・アーティファクト・クリーチャー・トークン１体を生成する。"},
      {"Create a 4/4 white Angel enchantment creature token with flying.",
       "飛行を持つ白の4/4の天使・クリーチャー・エンチャント・トークン１体を生成する。"},
      {"Sacrifice a Goblin: ~ gets +1/+1 until end of turn.",
       "ゴブリンを１体生け贄に捧げる：ターン終了時まで、~は+1/+1の修整を受ける。"},
  });
}

TEST_CASE("ja: more one-shot effects") {
  checkSameAst({
      {"{1}{B}: Regenerate ~.", "{1}{B}：~を再生する。"},
      {"Scry 1. Draw a card.", "占術１を行う。カード１枚を引く。"},
      {"Draw two cards, then discard a card.", "カード２枚を引き、その後カード１枚を捨てる。"},
      {"Mill three cards.", "カード３枚を切削する。"},
      {"Counter target creature spell.", "クリーチャー・呪文１つを対象とし、それを打ち消す。"},
      {"Target creature gets +1/+2 and gains reach until end of turn.",
       "クリーチャー１体を対象とする。ターン終了時まで、それは+1/+2の修整を受け到達を得る。"},
      {"Target player draws a card and loses 1 life.",
       "プレイヤー１人を対象とする。そのプレイヤーはカード１枚を引き、１点のライフを失う。"},
      {"When ~ enters the battlefield, you may gain 3 life.",
       "~が戦場に出たとき、あなたは３点のライフを得てもよい。"},
      {"When ~ enters the battlefield, you may draw a card.",
       "~が戦場に出たとき、あなたはカードを１枚引いてもよい。"},
  });
}

TEST_CASE("ja: zone changes by name") {
  checkSameAst({
      {"Search your library for a basic land card, put it onto the battlefield tapped, then "
       "shuffle.",
       "あなたのライブラリーから基本土地・カード１枚を探し、タップ状態で戦場に出す。その後、ライブ"
       "ラリーを切り直す。"},
      // "最大２枚": up to two (701.19b).
      {"Search your library for up to two basic land cards, put them onto the battlefield tapped, "
       "then shuffle.",
       "あなたのライブラリーから基本土地・カード最大２枚を探し、タップ状態で戦場に出す。その後、ライ"
       "ブラリーを切り直す。"},
      {"Put target creature on top of its owner's library.",
       "クリーチャー１体を対象とし、それをオーナーのライブラリーの一番上に置く。"},
      {"Return target creature card from your graveyard to the battlefield.",
       "あなたの墓地にあるクリーチャー・カード１枚を対象とし、それを戦場に戻す。"},
      {"Return target creature card from your graveyard to your hand.",
       "あなたの墓地にあるクリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。"},
  });
}

TEST_CASE("ja: more triggers") {
  checkSameAst({
      {"Whenever ~ blocks, you gain 2 life.", "~がブロックするたび、あなたは２点のライフを得る。"},
      {"Whenever ~ becomes blocked, draw a card.",
       "~がブロックされた状態になるたび、カード１枚を引く。"},
      {"When ~ leaves the battlefield, you lose 2 life.",
       "~が戦場を離れたとき、あなたは２点のライフを失う。"},
      {"Whenever ~ deals combat damage to a player, that player loses 1 life.",
       "~がプレイヤー１人に戦闘ダメージを与えるたび、そのプレイヤーは１点のライフを失う。"},
      {"Whenever you cast a noncreature spell, ~ gets +1/+1 until end of turn.",
       "あなたがクリーチャーでない呪文を唱えるたび、ターン終了時まで、~は+1/+1の修整を受ける。"},
      {"Whenever a creature enters the battlefield under your control, scry 1.",
       "クリーチャー１体があなたのコントロール下で戦場に出るたび、占術１を行う。"},
      {"Whenever you gain life, put a +1/+1 counter on ~.",
       "あなたがライフを得るたび、~の上に+1/+1カウンター１個を置く。"},
      {"Whenever ~ attacks, it gets +1/+0 until end of turn.",
       "~が攻撃するたび、ターン終了時まで、それは+1/+0の修整を受ける。"},
      {"Landfall — Whenever a land enters the battlefield under your control, ~ gets +2/+2 until "
       "end of turn.",
       "上陸 ― "
       "土地１つがあなたのコントロール下で戦場に出るたび、ターン終了時まで、~は+2/"
       "+2の修整を受ける。"},
  });
}

TEST_CASE("ja: activation restrictions and conditions") {
  checkSameAst({
      {"{2}: ~ gets +1/+0 until end of turn. Activate only once each turn.",
       "{2}：ターン終了時まで、~は+1/+0の修整を受ける。毎ターン１回のみ起動できる。"},
      {"{T}: Target player mills two cards. Activate only as a sorcery.",
       "{T}"
       "：プレイヤー１人を対象とする。そのプレイヤーはカード２枚を切削する。起動はソーサリーとして"
       "のみ行う。"},
      {"As long as you control an enchantment, ~ gets +1/+1 and has lifelink.",
       "あなたがエンチャントをコントロールしているかぎり、~は+1/+1の修整を受け絆魂を持つ。"},
      {"Metalcraft — As long as you control three or more artifacts, ~ has flying.",
       "金属術 ― あなたが３つ以上のアーティファクトをコントロールしているかぎり、~は飛行を持つ。"},
      {"As long as seven or more cards are in your graveyard, ~ has flying.",
       "あなたの墓地にカードが７枚以上あるかぎり、~は飛行を持つ。"},
  });
}

TEST_CASE("ja: あなたは after another subject in one sentence") {
  checkSameAst({
      {"When ~ enters the battlefield, target player loses 3 life and you gain 3 life.",
       "~が戦場に出たとき、プレイヤー１人を対象とする。そのプレイヤーは３点のライフを失い、あなたは"
       "３点のライフを得る。"},
      {"Return target enchantment creature card from your graveyard to your hand.",
       "あなたの墓地にあるクリーチャー・エンチャント・カード１枚を対象とし、それをあなたの手札に戻"
       "す。"},
  });
}

TEST_CASE("ja: evasion and protection keywords") {
  checkSameAst({
      {"Flying, protection from red", "飛行、プロテクション（赤）"},
      {"Swampwalk", "沼渡り（このクリーチャーは、防御プレイヤーが沼をコントロールしているかぎりブロ"
                    "ックされない。）"},
      {"Fear", "畏怖"},
      {"Shadow", "シャドー"},
      {"Horsemanship", "馬術"},
      {"Intimidate", "威嚇"},
      {"{U}: ~ gains islandwalk until end of turn.", "{U}：ターン終了時まで、~は島渡りを得る。"},
      {"White creatures you control have protection from black.",
       "あなたがコントロールしている白のクリーチャーはプロテクション（黒）を持つ。"},
  });
}

TEST_CASE("ja: can't attack, can't block, can't be blocked") {
  checkSameAst({
      {"~ can't block.", "~ではブロックできない。"},
      {"~ can't be blocked.", "~はブロックされない。"},
      {"Enchanted creature can't attack.", "エンチャントしているクリーチャーは攻撃できない。"},
      {"Enchanted creature can't attack or block.",
       "エンチャントしているクリーチャーでは攻撃もブロックもできない。"},
      {"{2}{U}: Target creature can't be blocked this turn.",
       "{2}{U}：クリーチャー１体を対象とする。このターン、それはブロックされない。"},
      {"When ~ enters the battlefield, target creature can't block this turn.",
       "~が戦場に出たとき、クリーチャー１体を対象とする。このターン、それではブロックできない。"},
  });
}

TEST_CASE("ja: for each (〜につき)") {
  checkSameAst({
      {"Enchanted creature gets +1/+1 for each Forest you control.",
       "エンチャントしているクリーチャーは、あなたがコントロールしている森１つにつき+1/"
       "+1の修整を受ける。"},
      {"Draw a card for each creature you control.",
       "あなたがコントロールしているクリーチャー１体につき、カード１枚を引く。"},
      {"You gain 1 life for each land you control.",
       "あなたは、あなたがコントロールしている土地１つにつき１点のライフを得る。"},
      {"Whenever ~ attacks, it gets +1/+0 until end of turn for each other attacking Goblin.",
       "~が攻撃するたび、ターン終了時まで、それは他の攻撃しているゴブリン１体につき+1/"
       "+0の修整を受ける。"},
      {"~ gets -1/-1 for each card in your hand.",
       "~は、あなたの手札にあるカード１枚につき-1/-1の修整を受ける。"},
  });
}

TEST_CASE("ja: additional costs, counters on entering, no regeneration, your turn") {
  checkSameAst({
      {"As an additional cost to cast this spell, sacrifice a creature.",
       "この呪文を唱えるための追加コストとして、クリーチャー１体を生け贄に捧げる。"},
      {"As an additional cost to cast this spell, discard two cards.",
       "この呪文を唱えるための追加コストとして、カード２枚を捨てる。"},
      {"~ enters the battlefield with two +1/+1 counters on it.",
       "~は+1/+1カウンター２個が置かれた状態で戦場に出る。"},
      {"Destroy all creatures. They can't be regenerated.",
       "すべてのクリーチャーを破壊する。それらは再生できない。"},
      {"Destroy target artifact. It can't be regenerated.",
       "アーティファクト１つを対象とし、それを破壊する。それは再生できない。"},
      {"As long as it's your turn, ~ has first strike.", "あなたのターンの間、~は先制攻撃を持つ。"},
  });
}

TEST_CASE("ja: more conditions and trigger wordings") {
  checkSameAst({
      {"~ gets +1/+2 as long as you control a Forest.",
       "~はあなたが森をコントロールしているかぎり+1/+2の修整を受ける。"},
      {"~ gets +1/+1 as long as an opponent controls a black permanent.",
       "対戦相手１人が黒のパーマネントをコントロールしているかぎり、~は+1/+1の修整を受ける。"},
      {"~ gets +1/+2 as long as you have one or fewer cards in hand.",
       "あなたの手札のカードが１枚以下であるかぎり、~は+1/+2の修整を受ける。"},
      {"As long as it's not your turn, creatures you control get -0/-2.",
       "あなたのターンでない間、あなたがコントロールするクリーチャーは-0/-2の修整を受ける。"},
      {"At the beginning of the end step, if you control no creatures, sacrifice ~.",
       "終了ステップの開始時に、あなたがクリーチャーを１体もコントロールしていない場合、~を生け贄"
       "に捧げる。"},
      {"At the beginning of your upkeep, if you control seven or more permanents, return ~ to its "
       "owner's hand.",
       "あなたのアップキープの開始時に、あなたがコントロールするパーマネントが７つ以上ある場合、~を"
       "オーナーの手札に戻す。"},
      {"Whenever ~ attacks or blocks, you gain 4 life.",
       "~が攻撃かブロックするたび、あなたは４点のライフを得る。"},
      {"Whenever you draw a card, you gain 1 life.",
       "あなたがカードを１枚引くたび、あなたは１点のライフを得る。"},
      {"Whenever ~ deals combat damage to a creature, destroy that creature.",
       "~がクリーチャーに戦闘ダメージを与えるたび、そのクリーチャーを破壊する。"},
  });
}

TEST_CASE("ja: another, may with targets, older choices") {
  checkSameAst({
      {"Whenever another nontoken creature dies, you may draw a card.",
       "トークンでない他のクリーチャーが１体死亡するたび、あなたはカードを１枚引いてもよい。"},
      {"Whenever another creature enters the battlefield under your control, ~ gets +1/+1 until "
       "end of turn.",
       "これでないクリーチャー１体があなたのコントロール下で戦場に出るたび、ターン終了時まで、~は"
       "+1/+1の修整を受ける。"},
      {"Whenever ~ attacks, you may tap target creature.",
       "~が攻撃するたび、あなたはクリーチャー１体を対象とし、それをタップしてもよい。"},
      {"When ~ enters the battlefield, you may search your library for a basic land card, put it "
       "onto the battlefield tapped, then shuffle.",
       "~が戦場に出たとき、あなたは「あなたのライブラリーから基本土地・カード１枚を探し、タップ状態"
       "で戦場に出す。その後、ライブラリーを切り直す。」を選んでもよい。"},
      {"At the beginning of your end step, you may exile target creature you control, then return "
       "that card to the battlefield under your control.",
       "あなたの終了ステップの開始時に、あなたがコントロールしているクリーチャー１体を対象とする。"
       "あなたはそれを追放し、その後そのカードをあなたのコントロール下で戦場に戻してもよい。"},
      {"Return all nonblue creatures to their owners' hands.",
       "青でないすべてのクリーチャーをそれらのオーナーの手札に戻す。"},
      {"~ gets +1/+0 for each card with cycling in your graveyard.",
       "~は、あなたの墓地にあるサイクリングを持つカード１枚につき+1/+0の修整を受ける。"},
  });
}

TEST_CASE("ja: X targets, an opponent's graveyard, そのクリーチャー as the trigger's object") {
  checkSameAst({
      {"Destroy X target snow lands.", "Ｘ個の氷雪土地を対象とし、それらを破壊する。"},
      {"{T}: Return two target cards from an opponent's graveyard to their hand.",
       "{T}：対戦相手１人の墓地にあるカード２枚を対象とし、それらをそのプレイヤーの手札に戻す。"},
      {"When ~ enters the battlefield, you may return target artifact card from your graveyard to "
       "your hand.",
       "~が戦場に出たとき、あなたの墓地にあるアーティファクト・カード１枚を対象とする。あなたはそれ"
       "を自分の手札に戻してもよい。"},
      {"~ deals 1 damage to each creature with flying your opponents control.",
       "~は対戦相手がコントロールしていて飛行を持つ各クリーチャーにそれぞれ１点のダメージを与える"
       "。"},
      {"Whenever enchanted creature attacks, it deals 2 damage to any target.",
       "エンチャントしているクリーチャーが攻撃するたび、１つを対象とする。そのクリーチャーはそれに"
       "２"
       "点のダメージを与える。"},
  });
}

TEST_CASE("ja: older wordings of owners, all and counters") {
  checkSameAst({
      {"At the beginning of your upkeep, each opponent creates a 1/1 white Soldier creature token.",
       "あなたのアップキープの開始時に、各対戦相手はそれぞれ白の1/"
       "1の兵士・クリーチャー・トークン１体"
       "を生成する。"},
      {"Return target creature card from a graveyard to its owner's hand.",
       "墓地からクリーチャー・カード１枚を対象とし、それをそれのオーナーの手札に戻す。"},
      {"All creatures have vigilance.", "クリーチャーはすべて警戒を持つ。"},
      {"As an additional cost to cast this spell, pay 3 life.",
       "この呪文を唱えるための追加コストとして、あなたは３点のライフを支払う。"},
      {"~ enters the battlefield with X +1/+1 counters on it.",
       "~はその上に+1/+1カウンターがX個置かれた状態で戦場に出る。"},
      {"Whenever enchanted creature becomes blocked, it gets +4/+0 and gains trample until end of "
       "turn.",
       "エンチャントされたクリーチャーがブロックされた状態になるたび、ターン終了時まで、それは+4/"
       "+0の修整を受けトランプルを得る。"},
      {"Enchant instant card in a graveyard",
       "エンチャント（いずれかの墓地にあるインスタント・カード）"},
  });
}

// Keywords whose AST entries arrive with the keyword work on another branch:
// Japanese must read them exactly when English does (both unsupported before,
// the same AST after).
TEST_CASE("ja: keywords with their own behaviour follow English") {
  const std::pair<const char *, const char *> pairs[] = {
      {"Infect", "感染"},
      {"Wither", "萎縮"},
      {"Exalted", "賛美"},
      {"Bushido 2", "武士道２"},
      {"Flanking", "側面攻撃"},
      {"Rampage 1", "ランページ１"},
      {"Undying", "不死"},
      {"Persist", "頑強"},
      {"Flashback {2}{R}", "フラッシュバック{2}{R}"},
      {"Echo {1}{G}", "エコー{1}{G}"},
  };
  for (auto &[en, ja] : pairs) {
    CAPTURE(ja);
    DiagnosticEngine d;
    std::string e = sexpr(en, Language::En, "", d);
    std::string j = sexpr(ja, Language::Ja, "", d);
    if (e.find("unsupported") != std::string::npos)
      CHECK(j.find("unsupported") != std::string::npos);
    else
      CHECK(j == e);
  }
}

TEST_CASE("ja: session-3 constructs render to Japanese that reads back the same") {
  const char *texts[] = {
      "Swampwalk, protection from black",
      "Fear",
      "~ can't block.",
      "Enchanted creature can't attack or block.",
      "Target creature can't be blocked this turn.",
      "Enchanted creature gets +1/+1 for each Forest you control.",
      "Draw a card for each creature you control.",
      "You gain 1 life for each land you control.",
      "As an additional cost to cast this spell, sacrifice a creature.",
      "~ enters the battlefield with two +1/+1 counters on it.",
      "Destroy all creatures. They can't be regenerated.",
      "Goblin creatures you control get +1/+1.",
  };
  for (const char *text : texts) {
    CAPTURE(text);
    DiagnosticEngine d;
    auto en = parse::parseString(text, Language::En, "Kestrel Vane", d);
    render::RenderResult r = render::renderCard(en.card, Language::Ja, "ケストレル");
    CHECK(r.ok());
    CAPTURE(r.text);
    auto ja = parse::parseString(r.text, Language::Ja, "ケストレル", d);
    CHECK(ast::toSExpr(ja.card) == ast::toSExpr(en.card));
  }
}

TEST_CASE("ja: dealt damage with a count, とともに before a comma") {
  checkSameAst({
      {"Whenever a creature an opponent controls is dealt damage, put a +1/+1 counter on ~.",
       "対戦相手がコントロールしているクリーチャーが１体ダメージを与えられるたび、~の上に+1/"
       "+1カウンター１個を置く。"},
      {"Whenever an opponent casts a spell, sacrifice ~ and counter that spell.",
       "対戦相手が呪文を１つ唱えたとき、~を生け贄に捧げるとともに、その呪文を打ち消す。"},
  });
}

TEST_CASE("ja: その前者 / その後者 / その第N者 name targets by position") {
  checkSameAst({
      {"Target creature gets +3/+0 until end of turn. Target creature gets +0/+3 until end of "
       "turn.",
       "クリーチャー１体と、クリーチャー１体を対象とする。ターン終了時まで、その前者は+3/"
       "+0の修整を受ける。ターン終了時まで、その後者は+0/+3の修整を受ける。"},
      {"Put a +1/+1 counter on target creature. Put a +1/+1 counter on target creature. Put a "
       "+1/+1 counter on target creature.",
       "クリーチャー１体と、クリーチャー１体と、クリーチャー１体を対象とする。その第１者の上に+1/"
       "+1カウンター１個を置き、その第２者の上に+1/+1カウンター１個を置き、その第３者の上に+1/"
       "+1カウンター１個を置く。"},
  });
}

TEST_CASE("ja: 探してもよい。そうしたなら、… (may search, then the rest)") {
  checkSameAst({
      {"Whenever ~ is dealt damage, you may search your library for a basic land card, put it "
       "onto the battlefield tapped, then shuffle.",
       "~にダメージが与えられるたび、あなたはあなたのライブラリーから基本土地・カード１枚を探しても"
       "よい。そうしたなら、それをタップ状態で戦場に出し、その後ライブラリーを切り直す。"},
      {"When ~ enters the battlefield, you may search your library for a planeswalker card, "
       "reveal it, put it into your hand, then shuffle.",
       "~が戦場に出たとき、あなたはあなたのライブラリーからプレインズウォーカー・カード１枚を探して"
       "もよい。そうしたなら、それを公開してあなたの手札に加え、その後ライブラリーを切り直す。"},
  });
}

TEST_CASE("ja: computed amounts, control, untap, restrictions, named counters (main-branch constructs)") {
  checkSameAst({
      {"Enchanted creature gets +X/+X, where X is the number of creature cards in all graveyards.",
       "エンチャントしているクリーチャーは+X/+Xの修整を受ける。Ｘはすべての墓地にあるクリーチャー・カードの数に等しい。"},
      {"When ~ enters the battlefield, create X 1/1 white Soldier creature tokens, where X is the number of Soldiers you control.",
       "~が戦場に出たとき、白の1/1の兵士・クリーチャー・トークンＸ体を生成する。Ｘはあなたがコントロールしている兵士の数に等しい。"},
      {"{T}: ~ deals damage equal to its power to target creature.",
       "{T}：クリーチャー１体を対象とする。~はそれに、自身のパワーに等しい点数のダメージを与える。"},
      {"Destroy target creature. You gain life equal to its toughness.",
       "クリーチャー１体を対象とし、それを破壊する。あなたはそのタフネスに等しい点数のライフを得る。"},
      {"~ deals damage equal to the number of charge counters on ~ to each opponent.",
       "~は各対戦相手に、~の上に置かれている蓄積カウンターの数に等しい点数のダメージを与える。"},
      {"~ gets -X/-X, where X is your life total.",
       "~は-X/-Xの修整を受ける。Ｘはあなたのライフ総量に等しい。"},
      {"Gain control of target creature until end of turn. Untap that creature.",
       "クリーチャー１体を対象とする。ターン終了時まで、それのコントロールを得る。そのクリーチャーをアンタップする。"},
      {"You control enchanted creature.",
       "あなたはエンチャントしているクリーチャーをコントロールする。"},
      {"Enchanted creature doesn't untap during its controller's untap step.",
       "エンチャントしているクリーチャーは、それのコントローラーのアンタップ・ステップにアンタップしない。"},
      {"~ doesn't untap during your untap step.",
       "~はあなたのアンタップ・ステップにアンタップしない。"},
      {"{T}: Draw a card. Activate only during your turn.",
       "{T}：カード１枚を引く。あなたのターンの間にのみ起動できる。"},
      {"{1}: Return ~ to its owner's hand. Activate only if it's not your turn.",
       "{1}：~をオーナーの手札に戻す。あなたのターンでないときにのみ起動できる。"},
      {"~ deals 2 damage to each creature without flying and each player.",
       "~は、飛行を持たない各クリーチャーと各プレイヤーにそれぞれ２点のダメージを与える。"},
      {"{T}: ~ deals 1 damage to target player or planeswalker.",
       "{T}：プレイヤー１人かプレインズウォーカー１体を対象とする。~はそれに１点のダメージを与える。"},
      {"Destroy target attacking or blocking creature.",
       "攻撃かブロックしているクリーチャー１体を対象とし、それを破壊する。"},
      {"As long as you control a white or black permanent, ~ has lifelink.",
       "あなたが白か黒のパーマネントをコントロールしているかぎり、~は絆魂を持つ。"},
      {"{2}, {T}: Put a charge counter on ~.",
       "{2},{T}：~の上に蓄積カウンター１個を置く。"},
      {"{T}, Remove a charge counter from ~: Draw a card.",
       "{T},~の上から蓄積カウンター１個を取り除く：カード１枚を引く。"},
      {"At the beginning of your upkeep, put a spore counter on ~.",
       "あなたのアップキープの開始時に、~の上に胞子カウンター１個を置く。"},
  });
}

TEST_CASE("ja: more wordings of control, untap, counters on this, restrictions and targets by position") {
  checkSameAst({
      {"Creatures with power 3 or greater don't untap during their controllers' untap steps.",
       "パワーが３以上のクリーチャーは、それぞれのコントローラーのアンタップ・ステップにアンタップしない。"},
      {"When ~ enters the battlefield, untap target creature. Gain control of it until end of turn.",
       "~が戦場に出たとき、クリーチャー１体を対象とし、それをアンタップする。ターン終了時までそのコントロールを得る。"},
      {"When ~ enters the battlefield, target player loses life equal to the number of +1/+1 counters on ~.",
       "~が戦場に出たとき、プレイヤー１人を対象とする。そのプレイヤーは、この上の+1/+1カウンターの数に等しい点数のライフを失う。"},
      {"{T}, Sacrifice ~: You gain life equal to the number of charge counters on ~.",
       "{T},~を生け贄に捧げる：あなたは~の上に置かれていた蓄積カウンターの数に等しい点数のライフを得る。"},
      {"{2}, {T}: Draw a card. Activate only if you have no cards in hand.",
       "{2},{T}：カード１枚を引く。あなたの手札にカードが１枚も無いときにのみ起動できる。"},
      {"Destroy target attacking or blocking creature with power 2 or less.",
       "攻撃かブロックしている、パワーが２以下のクリーチャー１体を対象とし、それを破壊する。"},
      {"When enchanted creature dies, create X 1/1 white Soldier creature tokens, where X is that creature's power.",
       "エンチャントしているクリーチャーが死亡したとき、白の1/1の兵士・クリーチャー・トークンＸ体を生成する。Ｘはそのエンチャントしているクリーチャーのパワーに等しい。"},
      {"Target creature gets +2/+0 until end of turn. Target creature gets +0/+2 until end of turn.",
       "クリーチャー１体と、クリーチャー１体を対象とする。ターン終了時まで、前者は+2/+0の修整を受ける。ターン終了時まで、後者は+0/+2の修整を受ける。"},
  });
}

TEST_CASE("ja: modal spells and abilities read like English [700.2]") {
  DiagnosticEngine d;
  std::string en = sexpr("Choose one or both —\n• Destroy target artifact.\n• You gain 3 life.", Language::En, "", d);
  CHECK(en.find("(modal 1 2 (mode (targets") != std::string::npos);
  CHECK(sexpr("以下から１つまたは両方を選ぶ。\n・アーティファクト１つを対象とする。それを破壊する。\n・あなたは３点のライフを得る。",
              Language::Ja, "", d) == en);
  std::string trigger = sexpr("When ~ enters the battlefield, choose one —\n• Draw a card.\n• You gain 3 life.",
                              Language::En, "", d);
  CHECK(trigger.find("(modal 1 1") != std::string::npos);
  CHECK(sexpr("~が戦場に出たとき、以下から１つを選ぶ。\n・カードを１枚引く。\n・あなたは３点のライフを得る。", Language::Ja,
              "", d) == trigger);
  CHECK(d.errorCount() == 0);
}

// --- begin jaxcheck ---
// Issue 16: the Japanese cross-check's largest gaps (docs/i18n-ja.md,
// "Cross-check templates"), each with invented wording in the printed templates.
TEST_CASE("ja: kicker, buyback, convoke, can't be countered [702.33 702.27 702.51 101.2]") {
  checkSameAst({
      {"Kicker {2}{R}", "キッカー{2}{R}"},
      {"Buyback {3}", "バイバック{3}"},
      {"Convoke", "召集"},
      {"This spell can't be countered.", "この呪文は打ち消されない。"},
      {"Destroy target creature. If this spell was kicked, you gain 3 life.",
       "クリーチャー１体を対象とし、それを破壊する。この呪文がキッカーされていたなら、あなたは３点"
       "のライフを得る。"},
      {"When ~ enters the battlefield, if it was kicked, return target creature to its owner's "
       "hand.",
       "~が戦場に出たとき、それがキッカーされていた場合、クリーチャー１体を対象とし、それをオーナー"
       "の手札に戻す。"},
      {"If ~ was kicked, it enters the battlefield with two +1/+1 counters on it.",
       "~がキッカーされていたなら、それは+1/+1カウンター２個が置かれた状態で戦場に出る。"},
  });
}

TEST_CASE("ja: a controller as a player, unless that player pays [118.12]") {
  checkSameAst({
      {"Destroy target creature. Its controller gains 2 life.",
       "クリーチャー１体を対象とし、それを破壊する。それのコントローラーは２点のライフを得る。"},
      {"Whenever a creature dies, that creature's controller loses 1 life.",
       "クリーチャー１体が死亡するたび、そのクリーチャーのコントローラーは１点のライフを失う。"},
      {"Destroy target creature. ~ deals 2 damage to that creature's controller.",
       "クリーチャー１体を対象とし、それを破壊する。~"
       "はそのクリーチャーのコントローラーに２点のダメージを与える。"},
      {"Counter target spell unless its controller pays {2}.",
       "呪文１つを対象とする。それのコントローラーが{2}を支払わないかぎり、それを打ち消す。"},
  });
}

TEST_CASE("ja: quoted abilities 「…」 granted and on tokens [113.1a]") {
  checkSameAst({
      {"Enchanted land has \"{T}: Add one mana of any color.\"",
       "エンチャントしている土地は「{T}：好きな色１色のマナ１点を加える。」を持つ。"},
      {"All Slivers have \"{2}: Regenerate this permanent.\"",
       "すべてのスリヴァーは「{2}：このパーマネントを再生する。」を持つ。"},
      {"Enchanted creature gets +2/+2 and has \"{T}: This creature deals 1 damage to any target.\"",
       "エンチャントしているクリーチャーは+2/"
       "+2の修整を受け、「{T}"
       "：１つを対象とする。このクリーチャーはそれに１点のダメージを与える。」を持つ。"},
      {"Target creature gains \"{T}: Tap target creature.\" until end of turn.",
       "クリーチャー１体を対象とする。ターン終了時まで、それは「{T}"
       "：クリーチャー１体を対象とし、それをタップする。」を得る。"},
      {"Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this creature: Add "
       "{C}.\"",
       "無色の1/"
       "1のエルドラージ・末裔・クリーチャー・トークン１体を生成する。それは「このクリーチャーを生け"
       "贄に捧げる：{C}を加える。」を持つ。"},
  });
}

TEST_CASE(
    "ja: you may pay, if you do, and other effects of the cross-check [608.2c 701.42a 701.8b]") {
  checkSameAst({
      {"Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.",
       "プレイヤーが白の呪文を唱えるたび、あなたは{1}"
       "を支払ってもよい。そうしたなら、あなたは１点のライフを得る。"},
      {"Whenever ~ attacks, you may sacrifice another creature. If you do, ~ gets +2/+2 until end "
       "of turn.",
       "~が攻撃するたび、あなたは他のクリーチャー１体を生け贄に捧げてもよい。そうしたなら、ターン終"
       "了時まで、~は+2/+2の修整を受ける。"},
      {"Return up to two target creatures to their owners' hands.",
       "クリーチャー最大２体を対象とし、それらをオーナーの手札に戻す。"},
      {"Surveil 2.", "諜報２を行う。"},
      {"Target player discards a card at random.",
       "プレイヤー１人を対象とする。そのプレイヤーはカード１枚を無作為に選んで捨てる。"},
      {"When ~ enters the battlefield, you get {E}{E} (two energy counters).",
       "~が戦場に出たとき、あなたは{E}{E}（エネルギー・カウンター２個）を得る。"},
      {"When ~ dies, each player sacrifices a creature.",
       "~が死亡したとき、各プレイヤーはクリーチャー１体を生け贄に捧げる。"},
      {"When ~ enters the battlefield, sacrifice a creature.",
       "~が戦場に出たとき、クリーチャー１体を生け贄に捧げる。"},
      {"Tap or untap target permanent.",
       "パーマネント１つを対象とし、それをタップまたはアンタップする。"},
      {"Tap two untapped Wizards you control: Tap target permanent.",
       "あなたがコントロールしているアンタップ状態のウィザード２体をタップする：パーマネント１つを"
       "対象とし、それをタップする。"},
  });
}

TEST_CASE(
    "ja: blocking, cost and combat statics, target and self-or triggers [509.1b 601.2f 508.1d]") {
  checkSameAst({
      {"~ can't be blocked by artifact creatures.",
       "~はアーティファクト・クリーチャーによってはブロックされない。"},
      {"White spells you cast cost {1} less to cast.",
       "あなたが白の呪文を唱えるためのコストは{1}少なくなる。"},
      {"Red spells cost {2} more to cast.", "赤の呪文を唱えるためのコストは{2}多くなる。"},
      {"~ attacks each combat if able.", "~は、可能なら各戦闘で攻撃する。"},
      {"Each creature you control with a +1/+1 counter on it has flying.",
       "あなたがコントロールしていて+1/+1カウンターが置かれている各クリーチャーは飛行を持つ。"},
      {"Whenever ~ becomes the target of a spell or ability, draw a card.",
       "~が呪文や能力の対象になるたび、カード１枚を引く。"},
      {"Heroic — Whenever you cast a spell that targets ~, put a +1/+1 counter on ~.",
       "英雄的 ― あなたが~を対象とする呪文を唱えるたび、~の上に+1/+1カウンター１個を置く。"},
      {"Whenever ~ or another creature dies, target player loses 1 life.",
       "~か他のクリーチャーが１体死亡するたび、プレイヤー１人を対象とする。そのプレイヤーは１点のラ"
       "イフを失う。"},
      {"Whenever ~ or another Ally enters the battlefield under your control, you gain 1 life.",
       "~か他の同盟者が１体あなたのコントロール下で戦場に出るたび、あなたは１点のライフを得る。"},
  });
}

TEST_CASE("ja: 青の呪文か黒の呪文 is a blue or black spell, not a blue and black one") {
  checkSameAst({
      {"Whenever an opponent casts a blue or black spell, you gain 1 life.",
       "対戦相手が青の呪文か黒の呪文を唱えるたび、あなたは１点のライフを得る。"},
  });
}

TEST_CASE("ja and en: 'its power' after a target player is not the player's") {
  checkSameAst({
      {"When enchanted creature dies, target player loses X life and you gain X life, where X is "
       "its power.",
       "エンチャントしているクリーチャーが死亡したとき、プレイヤー１人を対象とする。そのプレイヤー"
       "はＸ点のライフを失い、"
       "あなたはＸ点のライフを得る。Ｘはそのクリーチャーのパワーに等しい。"},
  });
  DiagnosticEngine d;
  std::string en =
      sexpr("When enchanted creature dies, target player loses life equal to its power.",
            Language::En, "", d);
  CHECK(en.find("(power-of (target-ref 0))") == std::string::npos);
  CHECK(en.find("(power-of event-object)") != std::string::npos);
}

TEST_CASE("ja: prevention, two damage events, defined P/T, blocking restrictions [615.7 120.3 "
          "604.3 509.1b]") {
  checkSameAst({
      {"Prevent the next 1 damage that would be dealt to any target this turn.",
       "１つを対象とする。このターン、それに与えられる次のダメージを１点軽減する。"},
      {"Prevent all combat damage that would be dealt this turn.",
       "このターンに与えられるすべての戦闘ダメージを軽減する。"},
      {"Prevent all damage that would be dealt to creatures this turn.",
       "このターン、クリーチャーに与えられるすべてのダメージを軽減する。"},
      {"~ deals 4 damage to target creature and 2 damage to that creature's controller.",
       "クリーチャー１体を対象とする。~"
       "はそれに４点のダメージと、そのクリーチャーのコントローラーに２点のダメージを与える。"},
      {"~ deals 1 damage to any target and 1 damage to you.",
       "１つを対象とする。~はそれに１点のダメージを与え、あなたに１点のダメージを与える。"},
      {"~'s power and toughness are each equal to the number of creatures you control.",
       "~のパワーとタフネスはそれぞれ、あなたがコントロールしているクリーチャーの数に等しい。"},
      {"Draw a card for each Bird on the battlefield.",
       "戦場に出ている鳥１つにつきカード１枚を引く。"},
      {"~ can't be blocked except by creatures with flying or reach.",
       "~は、飛行か到達を持つクリーチャーによってしかブロックされない。"},
      {"~ can't be blocked by more than one creature.",
       "~は２体以上のクリーチャーによってはブロックされない。"},
      {"Enchanted creature gets +1/+0 and can't be blocked.",
       "エンチャントしているクリーチャーは+1/+0の修整を受け、ブロックされない。"},
      {"Enchanted creature gets +2/+2 and attacks each combat if able.",
       "エンチャントしているクリーチャーは+2/+2の修整を受け、各戦闘で可能なら攻撃する。"},
  });
}

TEST_CASE(
    "ja: upkeep payments, restrictions, ability words on activated abilities, discard triggers") {
  checkSameAst({
      {"At the beginning of your upkeep, sacrifice ~ unless you pay {B}{B}.",
       "あなたのアップキープの開始時に、あなたが{B}{B}を支払わないかぎり、~を生け贄に捧げる。"},
      {"Sacrifice ~: You gain 4 life. Activate only during your upkeep.",
       "~を生け贄に捧げる：あなたは４点のライフを得る。あなたのアップキープの間にのみ起動できる。"},
      {"Metalcraft — {T}: Add one mana of any color. Activate only if you control three or more "
       "artifacts.",
       "金属術 ― "
       "{T}"
       "：好きな色１色のマナ１点を加える。あなたが３つ以上のアーティファクトをコントロールしている"
       "ときにのみ起動できる。"},
      {"Whenever an opponent discards a card, that player loses 2 life.",
       "対戦相手がカードを１枚捨てるたび、そのプレイヤーは２点のライフを失う。"},
  });
}

TEST_CASE(
    "ja: delayed triggers, discarding and shuffling hands and graveyards [603.7 701.8 701.20a]") {
  checkSameAst({
      {"Draw a card at the beginning of the next turn's upkeep.",
       "次のターンのアップキープの開始時に、カード１枚を引く。"},
      {"Exile target creature. Return that card to the battlefield under its owner's control at "
       "the beginning of the next end step.",
       "クリーチャー１体を対象とし、それを追放する。次の終了ステップの開始時に、そのカードをオーナ"
       "ーのコントロール下で戦場に戻す。"},
      {"Exile target creature you control, then return that card to the battlefield under its "
       "owner's control.",
       "あなたがコントロールしているクリーチャー１体を対象とし、それを追放する。その後、そのカード"
       "をオーナーのコントロール下で戦場に戻す。"},
      {"Each player discards their hand, then draws seven cards.",
       "各プレイヤーはそれぞれ、自分の手札を捨て、その後カード７枚を引く。"},
      {"Target player shuffles their graveyard into their library.",
       "プレイヤー１人を対象とする。そのプレイヤーは自分の墓地を自分のライブラリーに加えて切り直す"
       "。"},
      {"Target opponent reveals their hand. You choose a nonland card from it. That player "
       "discards that card.",
       "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中から土地でな"
       "いカード１枚を選ぶ。"
       "そのプレイヤーはそのカードを捨てる。"},
  });
}

TEST_CASE("ja: keyword costs after a dash, combat on your turn, static prevention, lands that "
          "enter tapped") {
  checkSameAst({
      {"Flashback—{1}{B}, Pay 3 life.", "フラッシュバック ― {1}{B},３点のライフを支払う。"},
      {"Cycling—Pay 2 life.", "サイクリング ― ２点のライフを支払う。"},
      {"At the beginning of combat on your turn, target creature you control gains double strike "
       "until end of turn.",
       "あなたのターンの戦闘の開始時に、あなたがコントロールしているクリーチャー１体を対象とする。"
       "ターン終了時まで、それは二段攻撃を得る。"},
      {"Prevent all damage that would be dealt to ~.", "~に与えられるすべてのダメージを軽減する。"},
      {"Prevent all combat damage that would be dealt to you this turn.",
       "このターン、あなたに与えられるすべての戦闘ダメージを軽減する。"},
      {"Prevent all combat damage that would be dealt by target creature this turn.",
       "クリーチャー１体を対象とする。このターン、それが与えるすべての戦闘ダメージを軽減する。"},
      {"~ can block only creatures with flying.",
       "~は飛行を持つクリーチャーしかブロックできない。"},
      {"~ enters the battlefield tapped unless you control two or fewer other lands.",
       "あなたがこれでない３つ以上の土地をコントロールしているなら、~はタップ状態で戦場に出る。"},
  });
}

TEST_CASE("ja: looking at the top cards of your library [401.4]") {
  checkSameAst({
      {"Look at the top three cards of your library. You may reveal a creature or land card from "
       "among them and put it "
       "into your hand. Put the rest on the bottom of your library in any order.",
       "あなたのライブラリーの一番上からカード３枚を見る。あなたは「その中からクリーチャーか土地で"
       "あるカード１枚を公開し、"
       "あなたの手札に加える。」を選んでもよい。残りをあなたのライブラリーの一番下に望む順番で置く"
       "。"},
      {"Look at the top three cards of your library. Put one of them into your hand and the rest "
       "on the bottom of your "
       "library in any order.",
       "あなたのライブラリーの一番上からカード３枚を見る。そのうち１枚をあなたの手札に、残りをあな"
       "たのライブラリーの一番下に"
       "望む順番で置く。"},
      {"When ~ enters the battlefield, look at the top four cards of your library, then put them "
       "back in any order.",
       "~が戦場に出たとき、あなたのライブラリーの一番上からカード４枚を見る。その後それらを望む順番"
       "で戻す。"},
  });
}
// --- end jaxcheck ---

// --- begin jaxcheck ---
TEST_CASE("ja: paying energy, a defined power, blocked by a creature, mana value joined by で") {
  checkSameAst({
      {"{T}, Pay {E}: Add one mana of any color.", "{T},{E}を支払う：好きな色１色のマナ１点を加える。"},
      {"~'s power is equal to the number of creatures with shadow on the battlefield.",
       "~のパワーは、戦場にあるシャドーを持つクリーチャーの数に等しい。"},
      {"Whenever ~ becomes blocked by a creature, ~ gets +1/+1 until end of turn.",
       "~がクリーチャー１体によってブロックされた状態になるたび、ターン終了時まで、~は+1/+1の修整を受ける。"},
      {"Whenever ~ becomes blocked by a creature, destroy that creature.",
       "~がクリーチャー１体によってブロックされた状態になるたび、そのクリーチャーを破壊する。"},
      {"Destroy target nonland permanent with converted mana cost 3 or less.",
       "マナ総量が３以下で土地でないパーマネント１つを対象とし、それを破壊する。"},
  });
}
// --- end jaxcheck ---
