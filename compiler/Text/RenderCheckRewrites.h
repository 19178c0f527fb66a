// The render check (Driver/Pipeline.cpp) compares an Oracle line with the
// English render of its AST after both are normalised. Every rewrite it
// applies is a row of one table: what it matches, what it writes, why the two
// say the same thing (a CR rule or an Oracle wording update), and an example
// that a unit test runs (tests/unit/RenderCheckRewritesTest.cpp).
//
// The rule the table keeps (enforced by that test): a rewrite never erases a
// word that carries meaning (meaningWords below: "other"/"another", "target",
// numbers, "not", the owner of a graveyard, "opponent"...). Each row's example
// has the same meaning words before and after, except rows that spell out a
// keyword action by its CR definition (701.13a mill), which say so.
// Rows run in order, but no row repairs another's output.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::text {

enum class RewriteKind {
  Literal, // every occurrence of `pattern`, left to right
  Regex,   // std::regex (ECMAScript) replace, `$1` in the replacement
  Custom,  // a function of the table (a rewrite a regex cannot say)
};

struct RenderCheckRewrite {
  RewriteKind kind;
  const char *pattern;     // Literal/Regex: what it matches; Custom: the function's name
  const char *replacement; // Literal/Regex; unused for Custom
  const char *reason;      // "CR 700.4", "Oracle update 2020 (701.13)", "typography"...
  const char *example;     // an input (already normalised up to this row) the row changes
  const char *expected;    // what the row makes of it
  bool definition = false; // spells out a keyword action by its CR definition (may drop its words)
  int repeat = 1;          // applied this many times (nested wordings)
};

const std::vector<RenderCheckRewrite> &renderCheckRewrites();

// One row applied to `s`.
std::string applyRewrite(const RenderCheckRewrite &row, std::string s);
// Every row, in order.
std::string applyRenderCheckRewrites(std::string s);

// The words of `s` that carry meaning a normalisation must keep, in order, as
// canonical tokens ("other", "target", "2", "owner:you:graveyard", ...).
std::vector<std::string> meaningWords(std::string_view s);

} // namespace oraclec::text
