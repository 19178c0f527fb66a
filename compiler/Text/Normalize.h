// Text normalisation, done once before lexing so grammars see one spelling:
// NFC (ICU), full-width ASCII folded (Ｔ -> T, ３ -> 3, ： -> :), space variants
// collapsed, curly quotes straightened, lower case for cased scripts, the
// card's own name and its placeholders replaced by `~`, and 2020 wordings
// updated to current ones (WordingUpdates). Every byte of the result maps back
// to a byte of the original, so diagnostics point at the words the user wrote.
#pragma once
#include "Basic/Language.h"
#include "Basic/SourceFile.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::text {

struct NormalizedText {
  std::string text;
  // toSource[i] = offset in the original of normalised byte i; one extra entry
  // for the end, so [b, e) maps to [toSource[b], toSource[e]).
  std::vector<uint32_t> toSource;

  SourceRange sourceRange(size_t begin, size_t end) const;
  // Replace normalised bytes [begin, end) by `with`, keeping the map.
  void replace(size_t begin, size_t end, std::string_view with);
};

struct NormalizeOptions {
  Language language = Language::En;
  std::string cardName;   // replaced by `~` (also its short name before a comma)
  bool lowerCase = true;  // lower-case cased scripts (en, pl)
};

// Byte offset of the first invalid UTF-8 sequence, if any.
std::optional<size_t> findInvalidUtf8(std::string_view text);

// `text` with each invalid UTF-8 sequence replaced by U+FFFD (for showing a
// name or a text that was refused; valid text comes back unchanged).
std::string replaceInvalidUtf8(std::string_view text);

// `original` must be valid UTF-8 (check with findInvalidUtf8 first).
NormalizedText normalize(std::string_view original, const NormalizeOptions &options);

// Just the Unicode part (NFC, width, spaces): for comparing texts.
std::string foldForComparison(std::string_view text, Language language);

} // namespace oraclec::text
