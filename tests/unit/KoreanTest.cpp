// Korean front end and renderer: every stdlib card's Korean text parses to the
// same canonical AST as its English text, and the English AST renders to the
// stored Korean text (stdlib-cards/*.card: name.ko, text.ko).
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
using KoCard = test::TranslatedStdlibCard;
std::vector<KoCard> koStdlibCards() { return test::stdlibCardsIn(Language::Ko, /*onlyTranslated=*/false); }
using test::withoutReminderLines;
std::string sexpr(std::string_view text, Language lang, const std::string &name, DiagnosticEngine &diags) {
  return test::printedSExpr(text, lang, name, diags);
}
} // namespace

TEST_CASE("ko: every stdlib card has Korean text parsing to the English AST") {
  auto cards = koStdlibCards();
  REQUIRE(cards.size() >= 14);
  for (auto &c : cards) {
    CAPTURE(c.file);
    REQUIRE(!c.translatedName.empty());
    DiagnosticEngine en, ko;
    std::string expected = sexpr(c.text, Language::En, c.name, en);
    std::string actual = sexpr(c.translatedText, Language::Ko, c.translatedName, ko);
    CHECK(actual == expected);
    CHECK(ko.errorCount() == 0);
    CHECK(actual.find("unsupported") == std::string::npos);
  }
}

TEST_CASE("ko: English renders to the stored Korean text, and Korean round-trips") {
  for (auto &c : koStdlibCards()) {
    CAPTURE(c.file);
    DiagnosticEngine diags;
    auto en = parse::parseString(c.text, Language::En, c.name, diags);
    render::RenderResult r = render::renderCard(en.card, Language::Ko, c.translatedName);
    CHECK(r.ok());
    CHECK(r.text == withoutReminderLines(c.translatedText));
    auto ko = parse::parseString(c.translatedText, Language::Ko, c.translatedName, diags);
    CHECK(render::renderCard(ko.card, Language::Ko, c.translatedName).text == r.text);
  }
}

TEST_CASE("ko: spacing variants and particle allomorphs read the same") {
  DiagnosticEngine d;
  std::string a = sexpr("목표 생물은 턴종료까지 +3/+3을 받는다.", Language::Ko, "", d);
  CHECK(sexpr("목표 생물은 턴 종료까지 +3/+3을 받는다.", Language::Ko, "", d) == a);
  CHECK(sexpr("목표 생물은 턴 종료 시까지 +3/+3를 받는다.", Language::Ko, "", d) == a);
  CHECK(sexpr("목표　생물은　턴종료까지　＋３/＋３을 받는다.", Language::Ko, "", d) == a); // full-width
  CHECK(d.errorCount() == 0);
}

TEST_CASE("ko: 이 생물 is the card itself") {
  DiagnosticEngine d;
  std::string en = sexpr("This creature deals 1 damage to any target.", Language::En, "", d);
  CHECK(sexpr("이 생물은 목표에게 피해 1점을 입힌다.", Language::Ko, "", d) == en);
  CHECK(sexpr("~은 목표에게 피해 1점을 입힌다.", Language::Ko, "", d) == en);
  CHECK(sexpr("충격은 목표에게 피해 1점을 입힌다.", Language::Ko, "충격", d) == en);
  CHECK(en.find("(deal-damage self 1") != std::string::npos);
  CHECK(d.errorCount() == 0);
}

TEST_CASE("ko: more templates match English") {
  const std::pair<const char *, const char *> pairs[] = {
      {"Destroy target creature. You gain 3 life.", "목표 생물을 파괴한다. 당신은 생명 3점을 얻는다."},
      {"Target creature gains flying until end of turn.", "목표 생물은 턴종료까지 비행 능력을 얻는다."},
      {"At the beginning of your upkeep, each opponent loses 1 life.", "당신의 유지단 시작에, 각 상대는 생명 1점을 잃는다."},
      {"Sacrifice a creature, {1}: Put two +1/+1 counters on target creature.",
       "생물 하나를 희생한다, {1}: 목표 생물에 +1/+1 카운터 두 개를 올려놓는다."},
      {"Return target creature to its owner's hand.", "목표 생물을 소유자의 손으로 되돌린다."},
      {"Destroy target artifact or enchantment.", "목표 마법물체나 부여마법을 파괴한다."},
      {"Target player draws three cards.", "목표 플레이어는 카드 세 장을 뽑는다."},
      {"Creatures you control have flying.", "당신이 조종하는 생물은 비행 능력을 가진다."},
      {"Target player draws a card and loses 1 life.", "목표 플레이어는 카드 한 장을 뽑고 생명 1점을 잃는다."},
      {"Exile target card from an opponent's graveyard.", "상대의 무덤에 있는 목표 카드를 추방한다."},
      {"Cycling {2}", "순환 {2}"},
      {"First strike, deathtouch, lifelink", "선제공격, 치명타, 생명연결"},
      {"Whenever ~ attacks, tap target creature.", "~이 공격할 때마다, 목표 생물을 탭한다."},
      {"When ~ dies, you draw a card.", "~이 죽을 때, 카드 한 장을 뽑는다."},
      {"Exile all nontoken creatures.", "토큰이 아닌 모든 생물을 추방한다."},
  };
  for (auto &[en, ko] : pairs) {
    CAPTURE(ko);
    DiagnosticEngine d;
    std::string e = sexpr(en, Language::En, "", d);
    CHECK(e.find("unsupported") == std::string::npos);
    CHECK(sexpr(ko, Language::Ko, "", d) == e);
    // and the renderer writes something that reads back the same
    auto card = parse::parseString(en, Language::En, "", d).card;
    std::string rendered = render::renderCard(card, Language::Ko, "").text;
    CAPTURE(rendered);
    CHECK(sexpr(rendered, Language::Ko, "", d) == e);
  }
}

TEST_CASE("ko: a syntax error points at the Korean words with line:col and carets") {
  auto file = std::make_shared<SourceFile>("ko.txt", "비행\n목표 생물은 턴종료까지 +3/+3을 블라블라.");
  DiagnosticEngine diags;
  auto r = parse::parseCardText({Language::Ko, "", file, 0, uint32_t(file->text().size())}, diags);
  REQUIRE(r.card.abilities.size() == 2);
  CHECK(r.card.abilities[1].kind == ast::NodeKind::Unsupported);
  REQUIRE(diags.errorCount() == 1);
  std::string text = formatDiagnostic(diags.all()[0]);
  CAPTURE(text);
  // 블 is the 21st character of line 2; carets are two columns per Hangul syllable.
  CHECK(text.rfind("ko.txt:2:21: error:", 0) == 0);
  CHECK(text.find("목표 생물은 턴종료까지 +3/+3을 블라블라.\n") != std::string::npos);
  CHECK(text.substr(text.rfind('\n', text.size() - 2) + 1) == std::string(31, ' ') + "^~\n");
}
