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
  // Whether this normalised line starts with a level symbol ("LEVEL 1-3",
  // CR 711.2), even one the grammar cannot read: the lines below it belong
  // to its striation, so the driver must not take them as abilities of their own.
  virtual bool opensLevelBand(std::string_view /*line*/) const { return false; }
};

// The front end of a language, or null if that language has none yet.
const LanguageFrontend *frontendFor(Language language);

} // namespace oraclec::parse
