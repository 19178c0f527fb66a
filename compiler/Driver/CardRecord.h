// A card as read from a database or a .card file: printed characteristics
// and rules text per face, in English and any translations, with where each
// text came from (for diagnostics).
#pragma once
#include "Basic/Language.h"
#include "Basic/SourceFile.h"
#include "IR/Lower.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace oraclec::driver {

// A text and the file it lives in (a .card file, or a synthetic file named
// after the database entry).
struct TextRef {
  std::shared_ptr<const SourceFile> file;
  uint32_t offset = 0, length = 0;
  std::string_view text() const {
    return file ? std::string_view(file->text()).substr(offset, length) : std::string_view();
  }
};

struct CardFaceRecord {
  ir::CardFace printed;                     // name, cost, type line, P/T
  TextRef text;                             // English rules text
  std::map<Language, TextRef> foreignText;  // text.ja, foreignData...
  std::map<Language, std::string> foreignName;
};

// Where a card is in its database, so a report row can be matched with
// other tools: MTGJSON's uuid (one printing), Scryfall's id (one printing)
// and oracle_id (the card across all its printings). Empty when absent; for
// merged printings, the first one read that has it.
struct CardIds {
  std::string mtgjsonUuid, scryfallId, scryfallOracleId;
  bool empty() const {
    return mtgjsonUuid.empty() && scryfallId.empty() && scryfallOracleId.empty();
  }
};

struct CardRecord {
  std::string name;
  CardIds ids;
  std::vector<CardFaceRecord> faces; // one for most cards; two for split/DFC
  // --- begin dfc ---
  // The database's "layout" ("normal", "transform", "split", "flip", "meld",
  // "modal_dfc", ...; a .card file's `layout:`). "transform": faces[0] is the
  // front face and faces[1] the back face of one card (712.1).
  std::string layout;
  bool transforming() const { return layout == "transform" && faces.size() == 2; }
  // --- end dfc ---
  // What could not be read as written (a field of the wrong JSON type, a
  // malformed file), one Clang-style line each ("FILE:LINE:COL: error: ...").
  // The card is reported with these as errors, so it is never `compiled`.
  std::vector<std::string> problems;
  // A file or entry of which nothing could be read: `name` is then the file's
  // path (or "entry N" in a JSON file).
  bool unreadable() const { return faces.empty() && !problems.empty(); }
};

} // namespace oraclec::driver
