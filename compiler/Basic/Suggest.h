// "Did you mean ...?": the words of a vocabulary closest to a misspelt one.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace oraclec {

// Damerau–Levenshtein distance (optimal string alignment: insertions,
// deletions, substitutions and swaps of two neighbouring characters, each 1)
// between two UTF-8 strings, counted in code points. Stops early and returns
// `limit + 1` once the distance is known to exceed `limit`.
unsigned editDistance(std::string_view a, std::string_view b, unsigned limit = ~0u);

// The largest distance a suggestion for `word` may have: 0 for words of one
// or two letters, 1 up to seven letters, 2 from eight (measured on the
// sample corpus: 2 for shorter words mostly suggests unrelated words, e.g.
// 'rather' -> 'other').
unsigned suggestionThreshold(std::string_view word);

// The vocabulary words within suggestionThreshold(word) of `word`, closest
// first (ties: same first letter first, then alphabetical), at most `max`.
// Nothing for a word of the vocabulary itself.
std::vector<std::string> suggestWords(std::string_view word,
                                      const std::vector<std::string> &vocabulary, size_t max = 3);

} // namespace oraclec
