// The per-language front end interface. The driver (Parser.cpp) validates and
// normalises the text and splits it into ability lines; a LanguageFrontend
// turns one normalised line into one AST ability node (or an Unsupported node
// plus a diagnostic). Each language lives in its own folder (en/, ja/, ko/, pl/).
#pragma once
#include "AST/Ast.h"
#include "Basic/Diagnostic.h"
#include "Basic/Language.h"
#include "Text/Normalize.h"

#include <memory>

namespace oraclec::parse {

struct LineInput {
  const text::NormalizedText &norm; // the whole card text, normalised
  size_t begin = 0, end = 0;        // this line within norm.text
  std::shared_ptr<const SourceFile> file;
  uint32_t fileOffset = 0;          // where the original text starts in `file`
  std::string_view cardName = {};   // the card's own name (for diagnostics), may be empty

  std::string_view line() const { return std::string_view(norm.text).substr(begin, end - begin); }
  // Normalised line offsets -> a range in `file`.
  SourceRange fileRange(size_t lineBegin, size_t lineEnd) const {
    SourceRange r = norm.sourceRange(begin + lineBegin, begin + lineEnd);
    return {r.begin + fileOffset, r.end + fileOffset};
  }
};

struct LineResult {
  // Abilities on the line ("Flying, vigilance" gives two). Empty for a line
  // that is only reminder text. An unsupported line gives one Unsupported node.
  std::vector<ast::Node> abilities;
  std::string reminder; // reminder text found on the line, if any
};

class LanguageFrontend {
public:
  virtual ~LanguageFrontend() = default;
  virtual LineResult parseLine(const LineInput &line, DiagnosticEngine &diags) const = 0;
  // The word of a level symbol in this language ("level" of "LEVEL 1-3", CR 711.2), or
  // empty when the language has no level symbol. pl8: the driver's join of a level symbol
  // and its P/T box is the same in every language; only this word differs.
  virtual std::string_view levelSymbolWord() const { return {}; }
  // Whether this normalised line starts with a level symbol (the word, a space and a digit,
  // the word in any ASCII case), even one the grammar cannot read: the lines below it belong
  // to its striation, so the driver must not take them as abilities of their own.
  virtual bool opensLevelBand(std::string_view line) const {
    return startsWithLevelSymbol(line, levelSymbolWord());
  }
  static bool startsWithLevelSymbol(std::string_view line, std::string_view word) {
    if (word.empty() || line.size() < word.size() + 2 || line[word.size()] != ' ') return false;
    for (size_t i = 0; i < word.size(); ++i) {
      char c = line[i];
      if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
      char w = word[i];
      if (w >= 'A' && w <= 'Z') w = char(w - 'A' + 'a');
      if (c != w) return false;
    }
    char d = line[word.size() + 1];
    return d >= '0' && d <= '9';
  }
};

// The front end of a language, or null if that language has none yet.
const LanguageFrontend *frontendFor(Language language);

} // namespace oraclec::parse
