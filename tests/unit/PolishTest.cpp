// Polish front end and renderer: every stdlib card's Polish text parses to the
// same canonical AST as its English text, and the English AST renders to the
// stored Polish text (stdlib-cards/*.card: name.pl, text.pl).
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
using PlCard = test::TranslatedStdlibCard;
std::vector<PlCard> plStdlibCards() { return test::stdlibCardsIn(Language::Pl, /*onlyTranslated=*/false); }
using test::withoutReminderLines;
std::string sexpr(std::string_view text, Language lang, const std::string &name, DiagnosticEngine &diags) {
  return test::printedSExpr(text, lang, name, diags);
}
} // namespace

TEST_CASE("pl: every stdlib card has Polish text parsing to the English AST") {
  auto cards = plStdlibCards();
  REQUIRE(cards.size() >= 14);
  for (auto &c : cards) {
    CAPTURE(c.file);
    REQUIRE(!c.translatedName.empty());
    DiagnosticEngine en, ko;
    std::string expected = sexpr(c.text, Language::En, c.name, en);
    std::string actual = sexpr(c.translatedText, Language::Pl, c.translatedName, ko);
    CHECK(actual == expected);
    CHECK(ko.errorCount() == 0);
    CHECK(actual.find("unsupported") == std::string::npos);
  }
}

TEST_CASE("pl: English renders to the stored Polish text, and Polish round-trips") {
  for (auto &c : plStdlibCards()) {
    CAPTURE(c.file);
    DiagnosticEngine diags;
    auto en = parse::parseString(c.text, Language::En, c.name, diags);
    render::RenderResult r = render::renderCard(en.card, Language::Pl, c.translatedName);
    CHECK(r.ok());
    CHECK(r.text == withoutReminderLines(c.translatedText));
    auto ko = parse::parseString(c.translatedText, Language::Pl, c.translatedName, diags);
    CHECK(render::renderCard(ko.card, Language::Pl, c.translatedName).text == r.text);
  }
}

TEST_CASE("pl: inflected forms and case read the same") {
  DiagnosticEngine d;
  std::string a = sexpr("Docelowa istota dostaje +3/+3 do końca tury.", Language::Pl, "", d);
  CHECK(sexpr("DOCELOWA ISTOTA DOSTAJE +3/+3 DO KOŃCA TURY.", Language::Pl, "", d) == a);
  CHECK(d.errorCount() == 0);
}

TEST_CASE("pl: ta istota is the card itself") {
  DiagnosticEngine d;
  std::string en = sexpr("This creature deals 1 damage to any target.", Language::En, "", d);
  CHECK(sexpr("Ta istota zadaje 1 obrażenie dowolnemu celowi.", Language::Pl, "", d) == en);
  CHECK(sexpr("~ zadaje 1 obrażenie dowolnemu celowi.", Language::Pl, "", d) == en);
  CHECK(sexpr("Wstrząs zadaje 1 obrażenie dowolnemu celowi.", Language::Pl, "Wstrząs", d) == en);
  std::string enTap = sexpr("Untap this creature.", Language::En, "", d);
  CHECK(sexpr("Odtapnij tę istotę.", Language::Pl, "", d) == enTap);
  CHECK(d.errorCount() == 0);
}

TEST_CASE("pl: more templates match English") {
  const std::pair<const char *, const char *> pairs[] = {
      {"Destroy target creature. You gain 3 life.", "Zniszcz docelową istotę. Zyskujesz 3 punkty życia."},
      {"Target creature gains flying until end of turn.", "Docelowa istota zyskuje latanie do końca tury."},
      {"At the beginning of your upkeep, each opponent loses 1 life.",
       "Na początku twojego etapu utrzymania, każdy przeciwnik traci 1 punkt życia."},
      {"Sacrifice a creature, {1}: Put two +1/+1 counters on target creature.",
       "Poświęć istotę, {1}: Połóż dwa znaczniki +1/+1 na docelowej istocie."},
      {"Return target creature to its owner's hand.", "Cofnij docelową istotę do ręki właściciela."},
      {"Destroy target artifact or enchantment.", "Zniszcz docelowy artefakt lub zaklęcie."},
      {"Target player draws three cards.", "Docelowy gracz dobiera trzy karty."},
      {"Creatures you control have flying.", "Istoty, które kontrolujesz, mają latanie."},
      {"Target player draws a card and loses 1 life.", "Docelowy gracz dobiera kartę i traci 1 punkt życia."},
      {"Exile target card from an opponent's graveyard.", "Wygnaj docelową kartę z cmentarza przeciwnika."},
      {"Cycling {2}", "Cyklowanie {2}"},
      {"First strike, deathtouch, lifelink", "Pierwsze uderzenie, dotyk śmierci, więź życia"},
      {"Whenever ~ attacks, tap target creature.", "Za każdym razem, gdy ~ atakuje, tapnij docelową istotę."},
      {"When ~ dies, you draw a card.", "Kiedy ~ umiera, dobierz kartę."},
      {"Exile all nontoken creatures.", "Wygnaj wszystkie istoty niebędące żetonem."},
      {"~ deals 5 damage to each opponent.", "~ zadaje 5 obrażeń każdemu przeciwnikowi."},
      {"Destroy two target creatures.", "Zniszcz dwie docelowe istoty."},
  };
  for (auto &[en, pl] : pairs) {
    CAPTURE(pl);
    DiagnosticEngine d;
    std::string e = sexpr(en, Language::En, "", d);
    CHECK(e.find("unsupported") == std::string::npos);
    CHECK(sexpr(pl, Language::Pl, "", d) == e);
    auto card = parse::parseString(en, Language::En, "", d).card;
    std::string rendered = render::renderCard(card, Language::Pl, "").text;
    CAPTURE(rendered);
    CHECK(rendered == pl);
  }
}

TEST_CASE("pl: a syntax error points at the Polish words with line:col and carets") {
  auto file = std::make_shared<SourceFile>("pl.txt", "Latanie\nDocelowa istota dostaje +3/+3 do blorp tury.");
  DiagnosticEngine diags;
  auto r = parse::parseCardText({Language::Pl, "", file, 0, uint32_t(file->text().size())}, diags);
  REQUIRE(r.card.abilities.size() == 2);
  CHECK(r.card.abilities[1].kind == ast::NodeKind::Unsupported);
  REQUIRE(diags.errorCount() == 1);
  std::string text = formatDiagnostic(diags.all()[0]);
  CAPTURE(text);
  CHECK(text.rfind("pl.txt:2:34: error:", 0) == 0);
  CHECK(text.substr(text.rfind('\n', text.size() - 2) + 1) == std::string(33, ' ') + "^~~~~\n");
}
