// Oracle wording changes between editions, applied in one place before
// parsing so no grammar rule spells both ("converted mana cost" became
// "mana value" in 2021). Renderers write the current wording.
#pragma once
#include "Text/Normalize.h"

namespace oraclec::text {

struct WordingUpdate {
  const char *before; // lower-case, as normalised
  const char *after;
};

// The table, oldest first; exposed so render comparison can apply it too.
const WordingUpdate *wordingUpdates(size_t &count);
void applyWordingUpdates(NormalizedText &text);
std::string applyWordingUpdates(std::string text);

} // namespace oraclec::text
