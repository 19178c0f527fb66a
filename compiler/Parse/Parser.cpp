#include "Parse/Parser.h"

#include "AST/Canonicalize.h"
#include "Parse/DungeonRooms.h"
#include "Parse/Frontend.h"
#include "Text/Normalize.h"

#include <optional>

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
// A line that is only a power/toughness box ("4/4"): on a leveler card, the
// P/T of the striation above it (711.2), read together with its level symbol.
bool isPowerToughnessLine(const std::string &text, size_t pos) {
  size_t end = lineEnd(text, pos);
  std::string_view line = std::string_view(text).substr(pos, end - pos);
  size_t slash = line.find('/');
  auto digits = [](std::string_view s) {
    return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
  };
  return slash != std::string_view::npos && digits(line.substr(0, slash)) && digits(line.substr(slash + 1));
}

// The abilities printed in a level striation are part of its level symbol's
// static ability (711.2): appended to the band, not abilities of their own. A
// band with an ability the front end could not read is unsupported as a whole.
void addToBand(ast::Node &band, std::string &bandText, const std::vector<ast::Node> &abilities,
               const std::string &lineText, SourceRange lineRange) {
  bandText += "\n" + lineText;
  band.range.end = std::max(band.range.end, lineRange.end);
  bool readable = band.kind == ast::NodeKind::LevelBand;
  for (const ast::Node &a : abilities)
    readable &= a.kind != ast::NodeKind::Unsupported;
  if (!readable) {
    SourceRange whole = band.range;
    band = ast::unsupported(bandText, whole);
    return;
  }
  for (const ast::Node &a : abilities)
    band.children.push_back(a);
}

// A room of a dungeon card: "<name> — <effect> (→ <rooms>)" (309.4). The effect
// is read by the language's front end as a spell's; the room's name and arrows
// are kept as printed.
void parseRoomLine(const ParseRequest &req, const LanguageFrontend &frontend, const LineInput &line,
                   const std::string &original, SourceRange words, int number, ParseResult &result,
                   DiagnosticEngine &diags) {
  std::optional<RoomLineShape> shape = roomLineShape(line.line());
  auto refuse = [&](const std::string &why) {
    diags.report(DiagKind::UnsupportedConstruct, req.file, words, why);
    result.card.abilities.push_back(ast::unsupported(original, words));
    result.lineTexts.push_back(original);
  };
  if (!shape) return refuse("a dungeon's room is written '<room name> — <effect>' (309.4)");
  LineInput effect{line.norm,       line.begin + shape->effectBegin,
                   line.end,        line.file,
                   line.fileOffset, line.cardName};
  LineResult lr = frontend.parseLine(effect, diags);
  if (lr.abilities.size() != 1 || lr.abilities[0].kind != ast::NodeKind::Spell) {
    result.card.abilities.push_back(ast::unsupported(original, words));
    result.lineTexts.push_back(original);
    return; // the front end said why (an unreadable effect)
  }
  SourceRange nameRange = line.fileRange(0, shape->nameEnd);
  std::string_view all = req.file->text();
  std::string name(all.substr(nameRange.begin, nameRange.end - nameRange.begin));
  std::optional<std::vector<std::string>> exits = std::vector<std::string>{};
  if (!lr.reminder.empty()) {
    size_t open = original.rfind('(');
    exits = roomExitNames(open == std::string::npos ? std::string_view{}
                                                    : std::string_view(original).substr(open),
                          req.language);
  }
  if (!exits) return refuse("a room's arrows are written '(→ <room> or <room>)' (309.5a)");
  ast::Node ability = ast::canonicalize(std::move(lr.abilities[0]));
  ability.range = words;
  result.card.abilities.push_back(
      roomAbility(std::move(ability), number, std::move(name), *exits, nameRange));
  result.lineTexts.push_back(original);
  if (!lr.reminder.empty()) result.reminders.push_back(lr.reminder);
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
  int rooms = 0; // a dungeon's room lines so far: the next one's number (309.4a: top first)
  std::optional<size_t> band; // the level band (711.2) the lines now belong to
  while (pos <= norm.text.size()) {
    size_t end = lineEnd(norm.text, pos);
    // The modes of a modal spell or ability are part of it (CR 700.2): a
    // "Choose one —" line and the bullet lines after it are one ability.
    while (end < norm.text.size() && startsWithBullet(norm.text, end + 1))
      end = lineEnd(norm.text, end + 1);
    bool opensBand = frontend->opensLevelBand(std::string_view(norm.text).substr(pos, end - pos));
    if (opensBand && end < norm.text.size() && isPowerToughnessLine(norm.text, end + 1))
      end = lineEnd(norm.text, end + 1);
    LineInput line{norm, pos, end, req.file, req.offset, req.cardName};
    if (end > pos) {
      SourceRange words = line.fileRange(0, end - pos);
      std::string original(all.substr(words.begin, words.end - words.begin));
      if (end - pos > kMaxLineBytes) {
        diags.report(DiagKind::LineTooLong, req.file, words, end - pos, kMaxLineBytes);
        result.card.abilities.push_back(ast::unsupported(original, words));
        result.lineTexts.push_back(original);
      } else if (req.dungeon) {
        parseRoomLine(req, *frontend, line, original, words, ++rooms, result, diags);
      } else {
        LineResult lr = frontend->parseLine(line, diags);
        for (auto &a : lr.abilities)
          a = ast::canonicalize(std::move(a));
        if (band && !opensBand && !lr.abilities.empty()) {
          addToBand(result.card.abilities[*band], result.lineTexts[*band], lr.abilities, original, words);
        } else {
          for (auto &a : lr.abilities) {
            result.card.abilities.push_back(std::move(a));
            result.lineTexts.push_back(original);
          }
        }
        if (opensBand && !lr.abilities.empty()) {
          band = result.card.abilities.size() - 1;
          ast::Node &symbol = result.card.abilities[*band];
          if (symbol.kind != ast::NodeKind::LevelBand && symbol.kind != ast::NodeKind::Unsupported)
            symbol = ast::unsupported(result.lineTexts[*band], symbol.range); // read as something else
        }
        if (!lr.reminder.empty())
          result.reminders.push_back(lr.reminder);
      }
    }
    pos = end + 1;
  }
  if (req.dungeon) linkRooms(result.card.abilities, result.lineTexts, req.file, diags);
  return result;
}

ParseResult parseString(std::string_view text, Language language, std::string cardName,
                        DiagnosticEngine &diags, std::string path) {
  auto file = std::make_shared<SourceFile>(std::move(path), std::string(text));
  return parseCardText({language, std::move(cardName), file, 0, uint32_t(text.size())}, diags);
}

} // namespace oraclec::parse
