// The card library file written by `oraclec build -o` and read by
// CardLibrary (docs/library-format.md): a fixed header (magic, format
// version, payload size and checksum), then the payload: who built it and
// for which host, the batches' object files, and one entry per card face
// (its definition, its function symbols, what compiled).
#pragma once
#include "CodeGen/Jit.h"
#include "runtime/CardDefinition.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::driver {

// Bump on any change to the encoding, including new CardDefinition fields.
inline constexpr uint32_t kLibraryFormatVersion =
    14; // 3: quoted abilities, loyalty costs, modes; 4-5: may returns
// whether done, trigger `other`, variant zones, kicks, X targets (session 5 merges); 6: combat
// restrictions and player rules; 7: divided damage on a target (dmg, 601.2d); 8: costs that move
// cards and the zone an ability functions in (zones2, 113.6m); 9: copy replacement effects
// (rules15, 616.1c); 10: costs that sacrifice several objects and discard a described card
// (library2, 118.3), "another target" on a target (dmg3, 115.3); 11 (session 14): counter
// limits (704.5r) and chapter triggers (715.2b) (rules17), "any player may activate" (602.2) and
// the "no maximum hand size" player rule (402.2); compiled code reads ExecContext, LayerTrace,
// the layer view and the object table inline (jit5, runtime/InlineLayout.h); 12 (session 15):
// a spell's own cost reduction, a player rule with a count function (effects5, 601.2f);
// 13 (session 16): the cost flag exertSelf (keywords7, 701.39a); 14 (session 18): room exits of
// a dungeon's room abilities (309.5a) and the card type Dungeon
inline constexpr size_t kLibraryHeaderSize = 32;

struct LibraryAbility {
  std::string text;
  bool compiled = false; // parsed, lowered, JIT-compiled and render-checked
};

// One face of a card that has a definition the runtime can hold.
struct LibraryEntry {
  std::string cardName; // the whole card's name (a face's is in definition.name)
  uint32_t face = 0, faceCount = 1;
  bool complete = false;                 // the card is `compiled` (every ability of every face)
  std::vector<LibraryAbility> abilities; // this face's abilities, in text order
  int32_t object = -1;                   // index into objects; -1: no functions
  std::vector<std::string> functions;    // symbols, by FnId
  rt::CardDefinition definition;         // `code` not stored
};

struct LibraryContents {
  std::string oraclecVersion;
  codegen::TargetInfo target;
  uint64_t runtimeFingerprint = 0; // runtimeFingerprint() of the writer
  uint32_t optLevel = 0;
  std::vector<std::string> objects; // relocatable object files, one per batch
  std::vector<LibraryEntry> entries;
};

// Hash of what compiled code and definitions depend on besides the format:
// the runtime operations (names and signatures, runtime/Ops.def) and the
// vocabularies whose numbers code and definitions embed (runtime/Vocabulary).
uint64_t runtimeFingerprint();

std::string encodeLibrary(const LibraryContents &contents);

// Checks the header (magic, version, size, checksum) and decodes the
// payload; on failure returns false and a one-line reason (no file name).
// Compatibility with this host and runtime is the caller's business.
bool decodeLibrary(std::string_view bytes, LibraryContents &contents, std::string &error);

} // namespace oraclec::driver
