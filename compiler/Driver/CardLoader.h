// Reads cards from any supported input: a `.card` file (YAML, see
// docs/card-format.md), a folder of them, an MTGJSON file (AtomicCards,
// AllPrintings or one set) or a Scryfall bulk JSON array or API list.
// Malformed input is a diagnostic with file:line:col, never an exception, and
// one bad file or card never stops the rest: a file that cannot be read at
// all becomes a card named by its path with the error (CardRecord::problems),
// a card with a field of the wrong type keeps its problems too. JSON is
// streamed (one card's DOM at a time) and repeated printings of one card are
// merged (CardMerge.h), so memory grows with distinct cards, not file size.
#pragma once
#include "Basic/Diagnostic.h"
#include "Driver/CardRecord.h"

#include <string>
#include <vector>

namespace oraclec::driver {

// Appends the cards of `path` (a file or a folder); returns false (with a
// diagnostic) only when `path` cannot be opened at all or is of no known
// kind. Malformed files and cards are in `out` as cards with problems.
bool loadCards(const std::string &path, std::vector<CardRecord> &out, DiagnosticEngine &diags);

// One .card document given as text (used by scenario `cards:` too). Returns
// false with an error diagnostic, and appends nothing, when it is malformed.
bool loadCardFile(const std::string &path, const std::string &content, std::vector<CardRecord> &out,
                  DiagnosticEngine &diags);

// True when some card in `cards` was read (a batch of which nothing could be
// read is unreadable input: exit 2).
bool anyReadable(const std::vector<CardRecord> &cards);

} // namespace oraclec::driver
