// Text -> AST for any language: the entry point of the front end.
#pragma once
#include "AST/Ast.h"
#include "Basic/Diagnostic.h"
#include "Basic/Language.h"

#include <memory>
#include <string>

namespace oraclec::parse {

struct ParseRequest {
  Language language = Language::En;
  std::string cardName;                    // replaced by `~` before lexing
  std::shared_ptr<const SourceFile> file;  // holds the text (maybe a larger file)
  uint32_t offset = 0;                     // the rules text is file->text()[offset, offset+length)
  uint32_t length = 0;
  // A dungeon card (309.1, parse::isDungeonTypeLine): its lines are rooms (309.4).
  bool dungeon = false;
};

// Limits that keep a hostile input from hanging the parser.
inline constexpr size_t kMaxTextBytes = 64 * 1024;
inline constexpr size_t kMaxLineBytes = 4 * 1024;

struct ParseResult {
  ast::CardAst card;
  std::vector<std::string> lineTexts;  // original words of each ability (per ability)
  std::vector<std::string> reminders;  // reminder texts seen (for keyword checks)
  bool inputError = false;             // invalid UTF-8, too long: nothing parsed
};

ParseResult parseCardText(const ParseRequest &request, DiagnosticEngine &diags);

// Convenience for tests and tools: parse a string with no file behind it.
ParseResult parseString(std::string_view text, Language language, std::string cardName,
                        DiagnosticEngine &diags, std::string path = "<text>");

} // namespace oraclec::parse
