// Reads cards from any supported input: a `.card` file (YAML, see
// docs/card-format.md), a folder of them, an MTGJSON file (AtomicCards,
// AllPrintings or one set) or a Scryfall bulk JSON array. Malformed input is
// a diagnostic with file:line:col, never an exception.
#pragma once
#include "Basic/Diagnostic.h"
#include "Driver/CardRecord.h"

#include <string>
#include <vector>

namespace oraclec::driver {

// Appends the cards of `path`; returns false (with diagnostics) if the input
// could not be read at all.
bool loadCards(const std::string &path, std::vector<CardRecord> &out, DiagnosticEngine &diags);

// One .card document given as text (used by scenario `cards:` too).
bool loadCardFile(const std::string &path, const std::string &content, std::vector<CardRecord> &out,
                  DiagnosticEngine &diags);

} // namespace oraclec::driver
