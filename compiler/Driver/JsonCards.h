// MTGJSON and Scryfall card entries (JsonCardStream.h) -> CardRecords. Every
// field read is type-checked: a field of the wrong type (power as an object,
// text as a number, null) is a problem of that card, naming the card and the
// field, never a silent coercion; a card with problems is still returned
// (with what could be read) so that it is reported, not dropped.
#pragma once
#include "Driver/CardRecord.h"
#include "Driver/JsonCardStream.h"

#include <optional>
#include <string>
#include <vector>

namespace oraclec::driver {

struct EntryProblem {
  JsonPath path; // inside the entry
  std::string message;
  std::optional<uint64_t> fileOffset = std::nullopt; // where it is, when known without `path`
};

// `source` names the file (text diagnostics say "FILE: CARD NAME").
CardRecord cardFromEntry(const std::string &source, const JsonEntry &entry,
                         std::vector<EntryProblem> &problems);

// The face name an MTGJSON printing is one face of ("faceName"), or empty.
std::string mtgjsonFaceName(const JsonEntry &entry);

} // namespace oraclec::driver
