#include "Parse/AntlrSupport.h"

#include "Basic/Suggest.h"
#include "Parse/BuilderError.h"

#include <unicode/utf8.h>

#include <cxxabi.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <typeinfo>

namespace oraclec::parse {

std::vector<size_t> codePointOffsets(std::string_view s) {
  std::vector<size_t> out;
  int32_t i = 0, len = int32_t(s.size());
  while (i < len) {
    out.push_back(size_t(i));
    U8_FWD_1(s.data(), i, len);
  }
  out.push_back(s.size());
  return out;
}

std::string alternativeName(const antlr4::ParserRuleContext *ctx) {
  if (!ctx) return "(none)";
  const char *mangled = typeid(*ctx).name();
  int status = 0;
  std::unique_ptr<char, void (*)(void *)> demangled(
      abi::__cxa_demangle(mangled, nullptr, nullptr, &status), std::free);
  std::string name = status == 0 && demangled ? demangled.get() : mangled;
  if (size_t colons = name.rfind("::"); colons != std::string::npos) name.erase(0, colons + 2);
  if (name.size() > 7 && name.ends_with("Context")) name.resize(name.size() - 7);
  return name;
}

void FirstErrorListener::syntaxError(antlr4::Recognizer *, antlr4::Token *offending, size_t,
                                     size_t charPositionInLine, const std::string &msg,
                                     std::exception_ptr) {
  if (error)
    return;
  SyntaxErrorInfo info;
  if (offending && offending->getType() != antlr4::Token::EOF) {
    info.beginCp = offending->getStartIndex();
    info.endCp = offending->getStopIndex() + 1;
  } else {
    info.beginCp = offending ? offending->getStartIndex() : charPositionInLine;
    info.endCp = info.beginCp;
  }
  info.message = msg;
  info.tokenIndex = offending ? long(offending->getTokenIndex()) : -1;
  error = info;
}

std::vector<std::string> literalWords(const antlr4::dfa::Vocabulary &vocabulary) {
  std::vector<std::string> words;
  for (size_t t = 1; t <= vocabulary.getMaxTokenType(); ++t) {
    std::string lit = vocabulary.getLiteralName(t);
    if (lit.size() < 3 || lit.front() != '\'' || lit.back() != '\'')
      continue;
    lit = lit.substr(1, lit.size() - 2);
    // ANTLR escapes the apostrophe of "can't" as \'.
    for (size_t i; (i = lit.find("\\'")) != std::string::npos;)
      lit.erase(i, 1);
    bool word = !lit.empty();
    for (unsigned char c : lit)
      word &= c >= 0x80 || std::isalpha(c) || c == '\'' || c == '-';
    if (word)
      words.push_back(std::move(lit));
  }
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

std::string ruleStackOf(const antlr4::RuleContext *ctx, const std::vector<std::string> &ruleNames) {
  std::vector<const std::string *> names;
  for (; ctx; ctx = dynamic_cast<const antlr4::RuleContext *>(ctx->parent))
    if (ctx->getRuleIndex() < ruleNames.size()) names.push_back(&ruleNames[ctx->getRuleIndex()]);
  std::string out;
  for (auto it = names.rbegin(); it != names.rend(); ++it)
    out += (out.empty() ? "" : "/") + **it;
  return out;
}

static size_t cpToByte(size_t cp, const std::vector<size_t> &offs) {
  return cp < offs.size() ? offs[cp] : offs.back();
}

LineSpan spanOf(antlr4::ParserRuleContext *ctx, const std::vector<size_t> &offs) {
  if (!ctx || !ctx->getStart())
    return {};
  size_t b = ctx->getStart()->getStartIndex();
  size_t e = ctx->getStop() && ctx->getStop()->getStopIndex() != size_t(-1)
                 ? ctx->getStop()->getStopIndex() + 1
                 : b;
  if (e < b)
    e = b;
  return {cpToByte(b, offs), cpToByte(e, offs)};
}

LineSpan spanOf(antlr4::tree::TerminalNode *node, const std::vector<size_t> &offs) {
  auto *t = node->getSymbol();
  return {cpToByte(t->getStartIndex(), offs), cpToByte(t->getStopIndex() + 1, offs)};
}

namespace {
bool startsUpper(std::string_view w) {
  return !w.empty() && std::isupper(static_cast<unsigned char>(w[0]));
}

// Another card's name used for "this": a run of capitalised words holding an
// unknown word, at the start of a sentence, followed by a verb a subject
// takes ("Bar deals 3 damage to any target."). Returns the run [first, last].
std::optional<std::pair<size_t, size_t>>
nameInSubjectPosition(const std::vector<LineToken> &toks, size_t k,
                      const std::vector<std::string> &norm, const std::vector<std::string> &orig) {
  static const std::vector<std::string_view> kSentenceOpeners = {".",        ":",  ",",   "when",
                                                                 "whenever", "if", "then"};
  static const std::vector<std::string_view> kVerbs = {
      "deals",   "deal",   "gets",  "get",   "has",     "have",   "gains", "gain",
      "loses",   "enters", "can't", "can",   "attacks", "blocks", "is",    "becomes",
      "doesn't", "fights", "dies",  "isn't", "must",    "assigns"};
  auto connector = [&](size_t i) { return norm[i] == "of" || norm[i] == "the"; };
  auto opener = [&](size_t i) {
    return std::find(kSentenceOpeners.begin(), kSentenceOpeners.end(), norm[i]) !=
           kSentenceOpeners.end();
  };
  auto nameWord = [&](size_t i) { return startsUpper(orig[i]) && !opener(i); };
  if (!nameWord(k))
    return std::nullopt;
  size_t first = k, last = k;
  while (first > 0 &&
         (nameWord(first - 1) || (connector(first - 1) && first > 1 && nameWord(first - 2))))
    --first;
  while (
      last + 1 < toks.size() &&
      (nameWord(last + 1) || (connector(last + 1) && last + 2 < toks.size() && nameWord(last + 2))))
    ++last;
  bool opensSentence = first == 0 || opener(first - 1);
  bool verbFollows = last + 1 < toks.size() &&
                     std::find(kVerbs.begin(), kVerbs.end(), norm[last + 1]) != kVerbs.end();
  if (!opensSentence || !verbFollows)
    return std::nullopt;
  return std::make_pair(first, last);
}

std::string lower(std::string_view w) {
  std::string out(w);
  for (char &c : out)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string capitalisedLike(std::string word, std::string_view model) {
  if (startsUpper(model) && !word.empty())
    word[0] = char(std::toupper(static_cast<unsigned char>(word[0])));
  return word;
}
} // namespace

ast::Node unsupportedLine(const LineInput &line, DiagnosticEngine &diags,
                          const std::optional<SyntaxErrorInfo> &error,
                          const std::vector<size_t> &offs) {
  std::string_view text = line.line();
  SourceRange whole = line.fileRange(0, text.size());
  std::string original(line.file->text().substr(whole.begin, whole.end - whole.begin));
  if (!error) {
    diags.report(DiagKind::UnsupportedConstruct, line.file, whole, "this ability");
    return ast::unsupported(original, whole);
  }
  auto fileText = [&](SourceRange r) {
    return std::string_view(line.file->text()).substr(r.begin, r.end - r.begin);
  };
  // The words of each token, normalised (lower case) and as the user wrote them.
  const std::vector<LineToken> &toks = error->tokens;
  std::vector<std::string> norm, orig;
  std::vector<SourceRange> where;
  for (const LineToken &t : toks) {
    size_t b = cpToByte(t.beginCp, offs), e = cpToByte(t.endCp, offs);
    norm.emplace_back(text.substr(b, e - b));
    where.push_back(line.fileRange(b, e));
    orig.emplace_back(fileText(where.back()));
  }
  size_t offending = error->tokenIndex >= 0 && size_t(error->tokenIndex) < toks.size()
                         ? size_t(error->tokenIndex)
                         : toks.size();
  auto suggestionsFor = [&](size_t i) {
    return error->vocabulary ? suggestWords(norm[i], *error->vocabulary)
                             : std::vector<std::string>{};
  };
  // Which word is unknown: the one the parser stopped at, or one before it
  // that is another card's name or a typo of a known word.
  std::optional<size_t> unknown, hintAt;
  std::optional<std::pair<size_t, size_t>> nameRun;
  std::vector<std::string> suggestions;
  for (size_t i = 0; i <= offending && i < toks.size() && !nameRun; ++i)
    if (toks[i].unknownWord && (nameRun = nameInSubjectPosition(toks, i, norm, orig)))
      hintAt = i;
  if (offending < toks.size() && toks[offending].unknownWord)
    unknown = offending;
  else if (hintAt)
    unknown = hintAt;
  else
    for (size_t i = 0; i < offending && i < toks.size() && !unknown; ++i)
      if (toks[i].unknownWord && !(suggestions = suggestionsFor(i)).empty())
        unknown = i;
  if (unknown) {
    if (suggestions.empty() && !nameRun)
      suggestions = suggestionsFor(*unknown);
    std::string mean;
    for (size_t i = 0; i < suggestions.size(); ++i)
      mean += fmt::format("{}'{}'",
                          i == 0                        ? "; did you mean "
                          : i + 1 == suggestions.size() ? " or "
                                                        : ", ",
                          capitalisedLike(suggestions[i], orig[*unknown]));
    if (!mean.empty())
      mean += "?";
    // The user's spelling, unless normalisation rewrote a wording there.
    const std::string &shownWord =
        lower(orig[*unknown]) == norm[*unknown] ? orig[*unknown] : norm[*unknown];
    diags.report(DiagKind::UnknownWord, line.file, where[*unknown], excerpt(shownWord), mean)
        .grammarContext = error->ruleStack;
  } else {
    size_t b = cpToByte(error->beginCp, offs), e = cpToByte(error->endCp, offs);
    if (e <= b) { // at end of line: point at the last word
      e = text.size();
      b = text.rfind(' ', e > 0 ? e - 1 : 0);
      b = b == std::string_view::npos ? 0 : b + 1;
    }
    std::string words(text.substr(b, e - b));
    SourceRange at = line.fileRange(b, e);
    std::string shown(fileText(at));
    diags
        .report(DiagKind::SyntaxError, line.file, at,
                fmt::format("unexpected '{}'", excerpt(shown.empty() ? words : shown)))
        .grammarContext = error->ruleStack;
  }
  if (nameRun) {
    SourceRange run{where[nameRun->first].begin, where[nameRun->second].end};
    std::string name(fileText(run));
    // "Phage" on a card named "Phage the Untouchable": the card's short name.
    std::string fullName = lower(line.cardName), shortName = lower(name);
    bool startOfOwnName = !fullName.empty() && fullName.size() > shortName.size() &&
                          fullName.starts_with(shortName) && fullName[shortName.size()] == ' ';
    diags.report(
        DiagKind::OtherNameForSelf, line.file, run,
        startOfOwnName
            ? fmt::format("'{}' is the start of this card's name; oraclec reads only the full name "
                          "'{}' (or 'this creature') as the card itself",
                          excerpt(name), excerpt(line.cardName))
        : line.cardName.empty()
            ? fmt::format(
                  "'{}' looks like a card's name; a card calls itself by its own name (give it "
                  "with --name or the .card file's name:) or 'this creature'",
                  excerpt(name))
            : fmt::format(
                  "'{}' looks like another card's name; this card calls itself '{}' or 'this "
                  "creature'",
                  excerpt(name), excerpt(line.cardName)));
  }
  return ast::unsupported(original, whole);
}

} // namespace oraclec::parse
