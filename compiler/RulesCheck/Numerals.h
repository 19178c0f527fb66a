// Numerals in rule text, normalised to values so that "sixty", "60",
// "６０", "세 개", "三つ" and "trzy" compare equal across languages.
#pragma once
#include "Basic/Language.h"

#include <string>
#include <string_view>
#include <vector>

namespace oraclec::rules {

struct Numeral {
  long value = 0;
  size_t pos = 0, len = 0; // bytes in the scanned text
};

// Callers blank out rule numbers, mana symbols and URLs first (see
// maskNonNumerals); digits glued to ASCII letters ("M10", "2HG") are skipped.
std::vector<Numeral> findNumerals(std::string_view text, Language language);

// Replaces with spaces what looks numeric but is not a quantity: {2} mana
// symbols, URLs, 《card names》. Rule references are blanked by the caller.
std::string maskNonNumerals(std::string_view text);

// The numerals of a rule's text that count things (values 2 and up), after
// blanking cross-references, mana symbols and URLs: what number-mismatch
// compares. "a"/"one" are too often not a count.
std::vector<Numeral> countableNumerals(std::string_view text, Language language);

} // namespace oraclec::rules
