#include "Parse/AntlrSupport.h"

#include <unicode/utf8.h>

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
  error = info;
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

ast::Node unsupportedLine(const LineInput &line, DiagnosticEngine &diags,
                          const std::optional<SyntaxErrorInfo> &error,
                          const std::vector<size_t> &offs) {
  std::string_view text = line.line();
  SourceRange whole = line.fileRange(0, text.size());
  std::string original(line.file->text().substr(whole.begin, whole.end - whole.begin));
  if (error) {
    size_t b = cpToByte(error->beginCp, offs), e = cpToByte(error->endCp, offs);
    if (e <= b) { // at end of line: point at the last word
      e = text.size();
      b = text.rfind(' ', e > 0 ? e - 1 : 0);
      b = b == std::string_view::npos ? 0 : b + 1;
    }
    std::string words(text.substr(b, e - b));
    SourceRange where = line.fileRange(b, e);
    std::string shown(line.file->text().substr(where.begin, where.end - where.begin));
    diags.report(DiagKind::SyntaxError, line.file, where,
                 fmt::format("unexpected '{}'", shown.empty() ? words : shown));
  } else {
    diags.report(DiagKind::UnsupportedConstruct, line.file, whole, "this ability");
  }
  return ast::unsupported(original, whole);
}

} // namespace oraclec::parse
