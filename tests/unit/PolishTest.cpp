// Polish front end and renderer: every stdlib card's Polish text parses to the
// same canonical AST as its English text, and the English AST renders to the
// stored Polish text (stdlib-cards/*.card: name.pl, text.pl).
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
struct PlCard {
  std::string file, name, text, namePl, textPl;
};

std::vector<PlCard> plStdlibCards() {
  std::vector<PlCard> out;
  for (auto &entry : std::filesystem::directory_iterator(std::string(ORACLEC_SOURCE_DIR) + "/stdlib-cards")) {
    if (entry.path().extension() != ".card")
      continue;
    YAML::Node y = YAML::LoadFile(entry.path().string());
    PlCard c{entry.path().filename().string(), y["name"].as<std::string>(), y["text"].as<std::string>(""),
             y["name.pl"].as<std::string>(""), y["text.pl"].as<std::string>("")};
    out.push_back(std::move(c));
  }
  std::sort(out.begin(), out.end(), [](auto &a, auto &b) { return a.file < b.file; });
  return out;
}

std::string sexpr(std::string_view text, Language lang, const std::string &name, DiagnosticEngine &diags) {
  return ast::toSExpr(parse::parseString(text, lang, name, diags).card);
}

// Lines that are only reminder text have no AST: the renderer cannot give them back.
std::string withoutReminderLines(const std::string &text) {
  std::string out, line;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos)
      end = text.size();
    line = text.substr(pos, end - pos);
    if (!(line.size() >= 2 && line.front() == '(' && line.back() == ')')) {
      if (!out.empty())
        out += '\n';
      out += line;
    }
    pos = end + 1;
  }
  return out;
}
} // namespace

TEST_CASE("pl: every stdlib card has Polish text parsing to the English AST") {
  auto cards = plStdlibCards();
  REQUIRE(cards.size() >= 14);
  for (auto &c : cards) {
    CAPTURE(c.file);
    REQUIRE(!c.namePl.empty());
    DiagnosticEngine en, ko;
    std::string expected = sexpr(c.text, Language::En, c.name, en);
    std::string actual = sexpr(c.textPl, Language::Pl, c.namePl, ko);
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
    render::RenderResult r = render::renderCard(en.card, Language::Pl, c.namePl);
    CHECK(r.ok());
    CHECK(r.text == withoutReminderLines(c.textPl));
    auto ko = parse::parseString(c.textPl, Language::Pl, c.namePl, diags);
    CHECK(render::renderCard(ko.card, Language::Pl, c.namePl).text == r.text);
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
