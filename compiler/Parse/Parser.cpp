#include "Parse/Parser.h"

#include "AST/Canonicalize.h"
#include "Parse/Frontend.h"
#include "Text/Normalize.h"

namespace oraclec::parse {

namespace {
size_t lineEnd(const std::string &text, size_t pos) {
  size_t end = text.find('\n', pos);
  return end == std::string::npos ? text.size() : end;
}
// A mode of a modal spell or ability: "• ..." (English and most languages),
// "・..." (Japanese).
bool startsWithBullet(const std::string &text, size_t pos) {
  std::string_view rest = std::string_view(text).substr(std::min(pos, text.size()));
  return rest.starts_with("\u2022") || rest.starts_with("\u30FB");
}
} // namespace

ParseResult parseCardText(const ParseRequest &req, DiagnosticEngine &diags) {
  ParseResult result;
  std::string_view all = req.file->text();
  std::string_view original = all.substr(std::min<size_t>(req.offset, all.size()), req.length);
  auto at = [&](size_t b, size_t e) {
    return SourceRange{uint32_t(req.offset + b), uint32_t(req.offset + e)};
  };
  if (auto bad = text::findInvalidUtf8(original)) {
    diags.report(DiagKind::InvalidUtf8, req.file, at(*bad, *bad + 1), *bad);
    result.inputError = true;
    return result;
  }
  if (original.size() > kMaxTextBytes) {
    diags.report(DiagKind::TextTooLong, req.file, at(0, 1), original.size(), kMaxTextBytes);
    result.inputError = true;
    return result;
  }
  const LanguageFrontend *frontend = frontendFor(req.language);
  if (!frontend) {
    diags.report(DiagKind::UnsupportedConstruct, req.file, at(0, original.size()),
                 std::string("no grammar for language '") + std::string(codeOf(req.language)) + "'");
    result.inputError = true;
    return result;
  }

  text::NormalizedText norm =
      text::normalize(original, {req.language, req.cardName, /*lowerCase=*/true});
  size_t pos = 0;
  while (pos <= norm.text.size()) {
    size_t end = lineEnd(norm.text, pos);
    // The modes of a modal spell or ability are part of it (CR 700.2): a
    // "Choose one —" line and the bullet lines after it are one ability.
    while (end < norm.text.size() && startsWithBullet(norm.text, end + 1))
      end = lineEnd(norm.text, end + 1);
    LineInput line{norm, pos, end, req.file, req.offset};
    if (end > pos) {
      SourceRange words = line.fileRange(0, end - pos);
      std::string original(all.substr(words.begin, words.end - words.begin));
      if (end - pos > kMaxLineBytes) {
        diags.report(DiagKind::TextTooLong, req.file, words, end - pos, kMaxLineBytes);
        result.card.abilities.push_back(ast::unsupported(original, words));
        result.lineTexts.push_back(original);
      } else {
        LineResult lr = frontend->parseLine(line, diags);
        for (auto &a : lr.abilities) {
          result.card.abilities.push_back(ast::canonicalize(std::move(a)));
          result.lineTexts.push_back(original);
        }
        if (!lr.reminder.empty())
          result.reminders.push_back(lr.reminder);
      }
    }
    pos = end + 1;
  }
  return result;
}

ParseResult parseString(std::string_view text, Language language, std::string cardName,
                        DiagnosticEngine &diags, std::string path) {
  auto file = std::make_shared<SourceFile>(std::move(path), std::string(text));
  return parseCardText({language, std::move(cardName), file, 0, uint32_t(text.size())}, diags);
}

} // namespace oraclec::parse
