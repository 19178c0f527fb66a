// Snapshot tests (design notes: parse -> IR -> lower, each with golden
// snapshots): for every stdlib card, its canonical AST and its ability IR are
// checked in under tests/golden/. A changed snapshot is reviewed like code;
// regenerate with ORACLEC_UPDATE_GOLDEN=1.
#include "TestSupport.h"

#include "Driver/CardLoader.h"
#include "Driver/Pipeline.h"
#include "IR/IR.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace oraclec;
namespace fs = std::filesystem;

namespace {
std::string snapshot(const driver::CardRecord &card) {
  driver::StageSeconds s;
  driver::CardOutcome out = driver::compileFrontToIR(card, {Language::En, true}, s);
  std::string text;
  for (auto &face : out.faces) {
    text += "; AST\n" + ast::toSExpr(face.ast);
    text += "; IR\n" + ir::print(*face.module);
    text += std::string("; status ") + driver::nameOf(out.status) + "\n";
  }
  return text;
}
} // namespace

TEST_CASE("golden: stdlib cards' AST and IR match the checked-in snapshots") {
  bool update = std::getenv("ORACLEC_UPDATE_GOLDEN") != nullptr;
  int compared = 0;
  for (auto &entry : fs::directory_iterator(test::sourcePath("stdlib-cards"))) {
    if (entry.path().extension() != ".card")
      continue;
    DiagnosticEngine diags;
    std::vector<driver::CardRecord> cards;
    REQUIRE(driver::loadCards(entry.path().string(), cards, diags));
    REQUIRE(cards.size() == 1);
    std::string got = snapshot(cards[0]);
    fs::path golden = fs::path(test::sourcePath("tests/golden")) / (entry.path().stem().string() + ".golden");
    if (update) {
      std::ofstream(golden) << got;
      continue;
    }
    std::ifstream in(golden);
    REQUIRE_MESSAGE(in.good(), "missing snapshot " << golden << " (run with ORACLEC_UPDATE_GOLDEN=1)");
    std::stringstream want;
    want << in.rdbuf();
    INFO("card: " << cards[0].name);
    CHECK(got == want.str());
    CHECK(got.find("; status compiled") != std::string::npos);
    ++compared;
  }
  if (!update)
    CHECK(compared >= 14);
}
