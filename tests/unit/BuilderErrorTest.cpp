// The checked cast at the end of a chain of grammar alternatives (issue 14):
// a parse-tree node of another alternative than the builder expects is a
// NotUnderstood naming that alternative, never a static_cast to the wrong type.
#include "Parse/BuilderError.h"
#include "Parse/AntlrSupport.h"

#include <doctest/doctest.h>

#include "OracleEnLexer.h"
#include "OracleEnParser.h"

using namespace oraclec;
using namespace oraclec::parse;
using P = en_grammar::OracleEnParser;

TEST_CASE("builder: lastAlternative returns the node of the expected alternative") {
  AntlrLine<en_grammar::OracleEnLexer, P> run("draw a card.");
  P::AbilityLineContext *tree = run.run(&P::abilityLine);
  REQUIRE(tree);
  CHECK(lastAlternative<P::AbilityLineContext>(tree) == tree);
  CHECK(alternativeName(tree) == "AbilityLine");
  CHECK(alternativeName(nullptr) == "(none)");
}

TEST_CASE("builder: lastAlternative on another alternative is a diagnostic, not a wrong cast") {
  AntlrLine<en_grammar::OracleEnLexer, P> run("draw a card.");
  P::AbilityLineContext *tree = run.run(&P::abilityLine);
  REQUIRE(tree);
  try {
    lastAlternative<P::StepTriggerContext>(tree);
    FAIL("a node of another alternative was accepted");
  } catch (const NotUnderstood &e) {
    CHECK(e.ctx == tree);
    CHECK(e.what.find("'AbilityLine'") != std::string::npos);
    CHECK(e.what.find("no builder case") != std::string::npos);
  }
}
