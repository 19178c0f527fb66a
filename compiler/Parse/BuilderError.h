// How every language's AST builder says "I cannot read this": one exception
// type, one checked cast for the last case of a chain of grammar alternatives,
// and one driver that turns either into an Unsupported line with a diagnostic
// (parseAbilityLine, in AntlrSupport.h). A builder never returns a partial AST.
#pragma once
#include <antlr4-runtime.h>

#include <string>
#include <string_view>

namespace oraclec::parse {

// Thrown inside a builder when a parsed construct has no AST meaning yet; the
// line becomes Unsupported with a diagnostic on `ctx`.
struct NotUnderstood {
  antlr4::ParserRuleContext *ctx;
  std::string what;
};

// "OracleEnParser::StepTriggerContext" -> "StepTrigger": the grammar label of
// a parse-tree node's alternative, for diagnostics.
std::string alternativeName(const antlr4::ParserRuleContext *ctx);

// The last case of a chain of alternatives: the builder has tested every other
// labelled alternative of the rule, so `ctx` must be an `Alt`. A grammar
// alternative added without its builder case arrives here as another type:
// that is a diagnostic naming the alternative, never a static_cast to the
// wrong type (undefined behaviour, issue 14).
template <class Alt> Alt *lastAlternative(antlr4::ParserRuleContext *ctx) {
  if (auto *alt = dynamic_cast<Alt *>(ctx)) return alt;
  throw NotUnderstood{
      ctx, "the grammar alternative '" + alternativeName(ctx) +
               "' (no builder case reads it: a grammar change without its builder change)"};
}

} // namespace oraclec::parse
