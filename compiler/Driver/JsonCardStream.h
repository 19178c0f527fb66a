// Reads an MTGJSON or Scryfall file as a stream of card entries, through
// nlohmann's SAX parser: only one entry at a time is held as a DOM, never
// the whole document, and the file is read in chunks. Only the members the
// card readers use (JsonCards.cpp) are kept in an entry's DOM. Shapes:
//   AtomicCards       {"data": {"NAME": [face, ...], ...}}
//   AllPrintings      {"data": {"SET": {"cards": [printing, ...], ...}, ...}}
//   one set           {"data": {"cards": [printing, ...], ...}}
//   Scryfall bulk     [card, ...]
//   Scryfall API list {"object": "list", "data": [card, ...]}
#pragma once
#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace oraclec::driver {

enum class JsonShape { AtomicCards, AllPrintings, SetFile, Scryfall };

struct JsonEntry {
  JsonShape shape = JsonShape::Scryfall;
  std::string key;      // AtomicCards: the card's name (the key of the entry)
  nlohmann::json value; // a card object; AtomicCards: the array of its faces
  // Byte range of the entry in the file. `begin` may be just after the token
  // before the entry (skip blanks, ',' and ':' to find it).
  uint64_t begin = 0, end = 0;
  size_t index = 0; // entries before this one in the file
  // File offsets of bytes inside the entry that were not UTF-8: the parser
  // read each as U+FFFD (so the rest of the file is still read); the card
  // gets a diagnostic for each.
  std::vector<uint64_t> invalidUtf8;
};

struct JsonStreamError {
  std::string message; // without a position
  uint64_t offset = 0; // byte offset of the error in the file
};

// A field inside an entry: object keys and array indexes.
struct JsonPathItem {
  std::string key; // empty for an index
  size_t index = 0;
};
using JsonPath = std::vector<JsonPathItem>;
std::string toString(const JsonPath &path); // "foreignData[2].text"

// Calls `onEntry` for each entry, in file order. Returns false with `error`
// when the file is not JSON (the entries before the error were delivered)
// or has none of the shapes above.
bool streamJsonCards(std::istream &in, const std::function<void(JsonEntry &&)> &onEntry,
                     JsonStreamError &error);

// Where `path` is in `text` (an entry's bytes, which may start with blanks,
// ',' or ':'): the byte offset of the member's key, or of the array element.
std::optional<uint64_t> locateJsonPath(std::string_view text, const JsonPath &path);

} // namespace oraclec::driver
