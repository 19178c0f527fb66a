// Translators' diffs (issue 16): a mismatch shows both texts with the words the
// difference came from marked, the AST path only as a detail.
#include "Driver/XcheckMarks.h"
#include "Driver/Xcheck.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace oraclec;
using driver::markedLine;

TEST_CASE("xcheck marks: the line of a range, and carets in display columns") {
  std::string text = "Flying\nTest Imp deals 2 damage to any target.";
  auto m = markedLine(text, {uint32_t(text.find('2')), uint32_t(text.find('2') + 1)});
  CHECK(m.line == "Test Imp deals 2 damage to any target.");
  CHECK(m.words() == "2");
  CHECK(driver::withCarets(m, "  en: ") ==
        "  en: Test Imp deals 2 damage to any target.\n                     ^\n");
  // Japanese characters take two columns: the carets stay under the words.
  std::string ja = "それに２点のダメージを与える。";
  size_t at = ja.find("２点");
  auto j = markedLine(ja, {uint32_t(at), uint32_t(at + std::string("２点").size())});
  CHECK(driver::withCarets(j, "ja: ") == "ja: " + ja + "\n" + std::string(4 + 6, ' ') + "^~~~\n");
  // No range: the first line, nothing marked (never a crash on bad offsets).
  CHECK_FALSE(markedLine(text, {}).known());
  CHECK(markedLine(text, {500, 900}).line == "Test Imp deals 2 damage to any target.");
}

TEST_CASE("xcheck: a mismatch names the differing words of both languages") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / "oraclec-xcheck-marks-test";
  fs::create_directories(dir);
  fs::path card = dir / "test-spark.card";
  std::ofstream(card) << "name: Test Spark\nmana_cost: \"{R}\"\ntype: Instant\n"
                         "text: |-\n  Test Spark deals 2 damage to any target.\n"
                         "name.ja: テストの火花\ntext.ja: |-\n"
                         "  １つを対象とする。テストの火花はそれに３点のダメージを与える。\n";
  driver::XcheckOptions opt;
  opt.inputs = {card.string()};
  opt.language = Language::Ja;
  opt.reportPath = (dir / "report.json").string();
  opt.htmlPath = (dir / "report.html").string();
  std::ostringstream out, err;
  CHECK(driver::runXcheck(opt, out, err) == 1);
  std::string text = out.str();
  CAPTURE(text);
  CHECK(text.find("mismatch: Test Spark: the number differs") != std::string::npos);
  CHECK(text.find("  en: Test Spark deals 2 damage to any target.\n" + std::string(6 + 17, ' ') +
                  "^\n") != std::string::npos);
  CHECK(text.find("  = ability 1 > spell > deal-damage") != std::string::npos);

  nlohmann::json report = nlohmann::json::parse(std::ifstream(opt.reportPath));
  const auto &c = report["cards"][0];
  CHECK(c["status"] == "mismatch");
  CHECK(c["what"] == "number");
  CHECK(c["words"]["en"]["marked"] == "2");
  // The Japanese side marks its own words for the amount, not the whole line.
  std::string jaWords = c["words"]["ja"]["marked"];
  CHECK(jaWords.find("３") != std::string::npos);
  CHECK(jaWords.size() < c["words"]["ja"]["line"].get<std::string>().size());

  std::stringstream html;
  html << std::ifstream(opt.htmlPath).rdbuf();
  CHECK(html.str().find("<mark>2</mark>") != std::string::npos);
  CHECK(html.str().find("Mismatches (1)") < html.str().find("Equivalent (0)"));
  fs::remove_all(dir);
}
