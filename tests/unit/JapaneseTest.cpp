// Japanese front end and renderer: every stdlib card's Japanese text parses to
// the same canonical AST as its English text, and the English AST renders to
// the stored Japanese text (stdlib-cards/*.card: name.ja, text.ja).
#include "AST/Printer.h"
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
struct JaCard {
  std::string file, name, text, nameJa, textJa;
};

std::vector<JaCard> jaStdlibCards() {
  std::vector<JaCard> out;
  for (auto &entry : std::filesystem::directory_iterator(std::string(ORACLEC_SOURCE_DIR) + "/stdlib-cards")) {
    if (entry.path().extension() != ".card")
      continue;
    YAML::Node y = YAML::LoadFile(entry.path().string());
    if (!y["text.ja"])
      continue;
    out.push_back({entry.path().filename().string(), y["name"].as<std::string>(), y["text"].as<std::string>(""),
                   y["name.ja"].as<std::string>(""), y["text.ja"].as<std::string>("")});
  }
  std::sort(out.begin(), out.end(), [](auto &a, auto &b) { return a.file < b.file; });
  return out;
}

std::string sexpr(std::string_view text, Language lang, const std::string &name, DiagnosticEngine &diags) {
  return ast::toSExpr(parse::parseString(text, lang, name, diags).card);
}

// Lines that are only reminder text ("（{T}：{G}を加える。）") have no AST: the
// renderer cannot give them back.
std::string withoutReminderLines(const std::string &text) {
  std::string out;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos)
      end = text.size();
    std::string line = text.substr(pos, end - pos);
    bool reminder = line.rfind("（", 0) == 0 && line.size() >= 6 && line.substr(line.size() - 3) == "）";
    if (!reminder) {
      if (!out.empty())
        out += '\n';
      out += line;
    }
    pos = end + 1;
  }
  return out;
}
} // namespace

TEST_CASE("ja: every stdlib card's Japanese text parses to the English AST") {
  auto cards = jaStdlibCards();
  REQUIRE(cards.size() >= 14);
  for (auto &c : cards) {
    CAPTURE(c.file);
    REQUIRE(!c.nameJa.empty());
    DiagnosticEngine en, ja;
    std::string expected = sexpr(c.text, Language::En, c.name, en);
    std::string actual = sexpr(c.textJa, Language::Ja, c.nameJa, ja);
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
    render::RenderResult r = render::renderCard(en.card, Language::Ja, c.nameJa);
    CHECK(r.ok());
    CHECK(r.text == withoutReminderLines(c.textJa));
    auto ja = parse::parseString(c.textJa, Language::Ja, c.nameJa, diags);
    CHECK(render::renderCard(ja.card, Language::Ja, c.nameJa).text == r.text);
  }
}

TEST_CASE("ja: full-width and half-width forms read the same") {
  DiagnosticEngine d;
  std::string a = sexpr("クリーチャー１体を対象とする。ターン終了時まで、それは＋３/＋３の修整を受ける。", Language::Ja, "", d);
  CHECK(sexpr("クリーチャー1体を対象とする。ターン終了時まで、それは+3/+3の修整を受ける。", Language::Ja, "", d) == a);
  CHECK(a == sexpr("Target creature gets +3/+3 until end of turn.", Language::En, "", d));
  CHECK(d.errorCount() == 0);
}

TEST_CASE("ja: the card itself is ~, its name, 《name》 or これ") {
  DiagnosticEngine d;
  std::string en = sexpr("This creature deals 1 damage to any target.", Language::En, "", d);
  CHECK(en.find("(deal-damage self 1") != std::string::npos);
  CHECK(sexpr("１つを対象とする。これはそれに１点のダメージを与える。", Language::Ja, "", d) == en);
  CHECK(sexpr("１つを対象とする。~はそれに１点のダメージを与える。", Language::Ja, "", d) == en);
  CHECK(sexpr("１つを対象とする。ショックはそれに１点のダメージを与える。", Language::Ja, "ショック", d) == en);
  CHECK(sexpr("１つを対象とする。《ショック》はそれに１点のダメージを与える。", Language::Ja, "ショック", d) == en);
  CHECK(d.errorCount() == 0);
}

TEST_CASE("ja: more templates match English") {
  const std::pair<const char *, const char *> pairs[] = {
      {"Destroy target creature. You gain 3 life.", "クリーチャー１体を対象とする。それを破壊する。あなたは３点のライフを得る。"},
      {"Target creature gains flying until end of turn.", "クリーチャー１体を対象とする。ターン終了時まで、それは飛行を得る。"},
      {"At the beginning of your upkeep, each opponent loses 1 life.",
       "あなたのアップキープの開始時に、各対戦相手はそれぞれ１点のライフを失う。"},
      {"Sacrifice a creature, {1}: Put two +1/+1 counters on target creature.",
       "クリーチャー１体を生け贄に捧げる,{1}：クリーチャー１体を対象とする。それの上に+1/+1カウンター２個を置く。"},
      {"Return target creature to its owner's hand.", "クリーチャー１体を対象とする。それをオーナーの手札に戻す。"},
      {"Destroy target artifact or enchantment.", "アーティファクト１つかエンチャント１つを対象とする。それを破壊する。"},
      {"Target player draws three cards.", "プレイヤー１人を対象とする。そのプレイヤーはカード３枚を引く。"},
      {"Creatures you control have flying.", "あなたがコントロールしているクリーチャーは飛行を持つ。"},
      {"Cycling {2}", "サイクリング{2}"},
      {"First strike, deathtouch, lifelink", "先制攻撃、接死、絆魂"},
      {"Whenever ~ attacks, tap target creature.", "~が攻撃するたび、クリーチャー１体を対象とする。それをタップする。"},
      {"When ~ dies, you draw a card.", "~が死亡したとき、カード１枚を引く。"},
      {"Exile all nontoken creatures.", "すべてのトークンでないクリーチャーを追放する。"},
      {"When ~ enters the battlefield, you gain 2 life.", "~が戦場に出たとき、あなたは２点のライフを得る。"},
      {"Target opponent loses 2 life.", "対戦相手１人を対象とする。そのプレイヤーは２点のライフを失う。"},
      {"{T}: ~ deals 1 damage to any target.", "{T}：１つを対象とする。~はそれに１点のダメージを与える。"},
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
      {"クリーチャー１体を対象とし、それを破壊する。", "クリーチャー１体を対象とする。それを破壊する。"},
      {"クリーチャーかプレインズウォーカーかプレイヤーのうち１つを対象とする。~はそれに２点のダメージを与える。",
       "１つを対象とする。~はそれに２点のダメージを与える。"},
      {"プレイヤー１人を対象とする。そのプレイヤーはカードを２枚引く。", "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を引く。"},
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
  auto file = std::make_shared<SourceFile>("ja.txt", "飛行\nクリーチャー１体を対象とする。ターン終了時まで、それは+3/+3の強化を受ける。");
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
  CHECK(text.find("unexpected '強'") != std::string::npos);
  CHECK(text.find("クリーチャー１体を対象とする。ターン終了時まで、それは+3/+3の強化を受ける。\n") != std::string::npos);
  CHECK(text.substr(text.rfind('\n', text.size() - 2) + 1) == std::string(2 * 28 + 5, ' ') + "^~\n");
}

TEST_CASE("ja: a construct the AST lacks is reported on its words") {
  auto file = std::make_shared<SourceFile>("ja.txt", "クリーチャー２体を生け贄に捧げる：カード１枚を引く。");
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
