// Shared plumbing for the ANTLR-generated parsers of every language: running
// a lexer/parser pair over one normalised line with two-stage prediction (fast
// SLL, then full LL only if SLL fails), collecting the first syntax error as a
// diagnostic on the offending words, and mapping token positions (code points)
// back to byte offsets.
#pragma once
#include "Parse/BuilderError.h"
#include "Parse/Frontend.h"

#include <antlr4-runtime.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace oraclec::parse {

// Code-point index -> byte offset within a UTF-8 line (one extra entry at end).
std::vector<size_t> codePointOffsets(std::string_view utf8);

// A token of a line that failed to parse (for classifying the error).
struct LineToken {
  size_t beginCp = 0, endCp = 0; // code points within the line
  bool unknownWord = false;      // a WORD token: none of the grammar's literal words
};

struct SyntaxErrorInfo {
  size_t beginCp = 0, endCp = 0; // offending token, code points within the line
  std::string message;
  long tokenIndex = -1;          // the offending token's index in `tokens`
  std::vector<LineToken> tokens; // the line's tokens (filled by AntlrLine on failure)
  const std::vector<std::string> *vocabulary = nullptr; // the grammar's literal words
  // The grammar rules open where the parser gave up, outermost first
  // ("abilityLine/ability/trigger"): which part of an ability (trigger
  // condition, cost, effect) could not be read, for ranking coverage gaps.
  std::string ruleStack;
};

// The rules from the root down to `ctx`, '/'-joined (SyntaxErrorInfo::ruleStack).
std::string ruleStackOf(const antlr4::RuleContext *ctx, const std::vector<std::string> &ruleNames);

// The literal words of a lexer's vocabulary ('life', 'flying', 'can't'):
// what "did you mean ...?" suggests from.
std::vector<std::string> literalWords(const antlr4::dfa::Vocabulary &vocabulary);

class FirstErrorListener : public antlr4::BaseErrorListener {
public:
  std::optional<SyntaxErrorInfo> error;
  void syntaxError(antlr4::Recognizer *, antlr4::Token *offending, size_t, size_t charPositionInLine,
                   const std::string &msg, std::exception_ptr) override;
};

// Runs `Rule` of `ParserT` over the line. Returns the parse tree owner bundle,
// or sets `error` if the words are not in the language of the grammar.
template <class LexerT, class ParserT> struct AntlrLine {
  std::string text;
  antlr4::ANTLRInputStream input;
  LexerT lexer;
  antlr4::CommonTokenStream tokens;
  ParserT parser;
  FirstErrorListener listener;

  explicit AntlrLine(std::string_view line)
      : text(line), input(text), lexer(&input), tokens(&lexer), parser(&tokens) {
    lexer.removeErrorListeners();
    lexer.addErrorListener(&listener);
    parser.removeErrorListeners();
  }

  // Two-stage parse: SLL with bail-out, then LL with error reporting.
  template <class Ctx> Ctx *run(Ctx *(ParserT::*rule)()) {
    parser.template getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::SLL);
    parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
    try {
      Ctx *tree = (parser.*rule)();
      if (!listener.error)
        return tree;
    } catch (antlr4::ParseCancellationException &) {
    }
    // Full LL, still bailing out at the first error: a failed line becomes
    // Unsupported, so error recovery (profiled: over half of the parse time
    // on the corpus) would be thrown away. The first error is all we report.
    tokens.seek(0);
    parser.reset();
    listener.error.reset();
    parser.template getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::LL);
    try {
      Ctx *tree = (parser.*rule)();
      if (!listener.error)
        return tree;
    } catch (antlr4::ParseCancellationException &e) {
      recordBailout(e);
    }
    describeTokens();
    return nullptr;
  }

  // For the diagnostic: which tokens are words the grammar does not know.
  void describeTokens() {
    if (!listener.error)
      return;
    static const std::vector<std::string> vocabulary = literalWords(lexer.getVocabulary());
    static const size_t wordType = lexer.getTokenType("WORD");
    listener.error->vocabulary = &vocabulary;
    tokens.fill();
    for (antlr4::Token *t : tokens.getTokens()) {
      if (t->getType() == antlr4::Token::EOF)
        break;
      listener.error->tokens.push_back(
          {t->getStartIndex(), t->getStopIndex() + 1,
           wordType != antlr4::Token::INVALID_TYPE && t->getType() == wordType});
    }
  }

  // The offending token of the RecognitionException the bail strategy nested.
  void recordBailout(antlr4::ParseCancellationException &e) {
    antlr4::Token *offending = nullptr;
    std::string stack;
    try {
      std::rethrow_if_nested(e);
    } catch (antlr4::RecognitionException &re) {
      offending = re.getOffendingToken();
      stack = ruleStackOf(re.getCtx(), parser.getRuleNames());
    } catch (...) {
    }
    if (!offending)
      offending = tokens.LT(1);
    listener.syntaxError(&parser, offending, 0, 0, "syntax error", nullptr);
    if (listener.error && listener.error->ruleStack.empty())
      listener.error->ruleStack = std::move(stack);
  }
};

// Byte range (within the line) of a parse-tree node.
struct LineSpan {
  size_t begin = 0, end = 0;
};
LineSpan spanOf(antlr4::ParserRuleContext *ctx, const std::vector<size_t> &cpOffsets);
LineSpan spanOf(antlr4::tree::TerminalNode *node, const std::vector<size_t> &cpOffsets);

// Reports the syntax error (or an unsupported construct) as a diagnostic and
// returns the Unsupported node for the whole line.
ast::Node unsupportedLine(const LineInput &line, DiagnosticEngine &diags,
                          const std::optional<SyntaxErrorInfo> &error,
                          const std::vector<size_t> &cpOffsets);

// One ability line through a language's front end, the same for every
// language: parse `abilityLine` (two-stage, AntlrLine), then build the AST
// with `BuilderT(line, offsets).build(tree)`. A syntax error, or a construct
// the builder throws NotUnderstood for, makes the whole line one Unsupported
// node with a diagnostic on the words concerned. `prepare(tokens)` runs before
// the parse (the English and Japanese front ends mark creature types there).
template <class LexerT, class ParserT, class BuilderT, class Prepare>
LineResult parseAbilityLine(const LineInput &line, DiagnosticEngine &diags, Prepare prepare) {
  std::vector<size_t> offs = codePointOffsets(line.line());
  AntlrLine<LexerT, ParserT> run(line.line());
  prepare(run.tokens);
  auto *tree = run.run(&ParserT::abilityLine);
  if (!tree || run.listener.error) {
    LineResult r;
    r.abilities.push_back(unsupportedLine(line, diags, run.listener.error, offs));
    return r;
  }
  try {
    return BuilderT(line, offs).build(tree);
  } catch (const NotUnderstood &e) {
    SourceRange whole = line.fileRange(0, line.line().size());
    SourceRange where = whole;
    if (e.ctx) {
      LineSpan s = spanOf(e.ctx, offs);
      where = line.fileRange(s.begin, s.end);
    }
    // The builder's rule names the part it could not turn into AST.
    diags.report(DiagKind::UnsupportedConstruct, line.file, where, e.what).grammarContext =
        e.ctx ? ruleStackOf(e.ctx, run.parser.getRuleNames()) : std::string();
    LineResult r;
    r.abilities.push_back(ast::unsupported(
        std::string(line.file->text().substr(whole.begin, whole.end - whole.begin)), whole));
    return r;
  }
}

} // namespace oraclec::parse
