// Text/RegexLiteral.h: the words every match of a render-check regex must
// contain. A wrong answer would silently skip a rewrite, so each shape the
// table uses is pinned here, and every table row is checked on its example.
#include "Text/RegexLiteral.h"
#include "Text/RenderCheckRewrites.h"

#include <doctest/doctest.h>

#include <regex>

using oraclec::text::requiredLiteral;

TEST_CASE("regex literal: plain words are required as they are") {
  CHECK(requiredLiteral("you draw ") == "you draw ");
  CHECK(requiredLiteral(R"(\{p/([wubrg])\})") == "{p/");
  CHECK(requiredLiteral(R"(\bx is one plus\b)") == "x is one plus");
}

TEST_CASE("regex literal: groups, classes and escapes cut the run") {
  CHECK(requiredLiteral(R"(put the top ([\s\S]*?) of your library into your graveyard)") ==
        " of your library into your graveyard");
  CHECK(requiredLiteral("(^|: |\\. |, )all ") == "all ");
  CHECK(requiredLiteral("[abc]+def") == "def");
  CHECK(requiredLiteral("(?=foo)bar") == "bar");
  CHECK(requiredLiteral(R"(\bput(s?) the top)") == " the top");
  CHECK(requiredLiteral("^[\\s\\S]{0,39}? \xE2\x80\x94 (?=[\\s\\S])") == " \xE2\x80\x94 ");
}

TEST_CASE("regex literal: a quantified character is not required") {
  CHECK(requiredLiteral("ab?c") == "a");
  CHECK(requiredLiteral("gains? life") == " life");
  CHECK(requiredLiteral("x{2,3}yz") == "yz");
  CHECK(requiredLiteral("colou*r") == "colo");
}

TEST_CASE("regex literal: nothing is required where the pattern has top-level alternatives") {
  CHECK(requiredLiteral("a|b") == "");
  CHECK(requiredLiteral(", and |, | and ") == "");
  CHECK(requiredLiteral("*odd") == "");
  CHECK(requiredLiteral("trailing\\") == "");
  CHECK(requiredLiteral("") == "");
}

TEST_CASE("regex literal: every render-check regex row's example contains its required words") {
  for (const auto &row : oraclec::text::renderCheckRewrites()) {
    if (row.kind != oraclec::text::RewriteKind::Regex) continue;
    std::string pattern = row.pattern, example = row.example;
    CAPTURE(pattern);
    CAPTURE(example);
    REQUIRE(std::regex_search(example, std::regex(pattern)));
    CHECK(example.find(requiredLiteral(pattern)) != std::string::npos);
  }
}
