// Where the fields that JIT-compiled card code reads and writes without
// calling an operation live (compiler/CodeGen/LLVMEmitter.cpp, `InlineOps`):
// self(), you(), has_type, controller, in_zone and layer_modify_pt are
// emitted as loads and stores of these fields, with the LayerTrace bits the
// operation table's wrapper would record ORed in place (runtime/Abi.cpp
// `traced`). Every inline path checks what it relies on (a layer view being
// computed or a current cached one, the object's entry present, no undo log)
// and otherwise calls the operation, so both engines compute the same values.
//
// Tables by id (IdTable.h) are read through their chunk vector, which is
// std::vector<std::unique_ptr<Chunk>>: compiled code relies on the standard
// library keeping a vector as {begin, end, capacity} pointers and a
// unique_ptr with the default deleter as its pointer. That is checked once,
// on real tables and a real Game, when the layout is first asked for
// (`verified`); if any check fails nothing is inlined (the calls are always
// correct). The offsets are this binary's: compiled code embeds them, so they
// are part of the runtime fingerprint of saved libraries
// (docs/library-format.md).
#pragma once
#include <cstdint>
#include <string>

namespace oraclec::rt {

struct InlineLayout {
  bool verified = false; // every assumption above checked on this binary
  // ExecContext
  uint32_t ctxGame, ctxSource, ctxController, ctxLayer, ctxTrace;
  // LayerTrace
  uint32_t traceReads, traceWrites, traceSource, traceUndo;
  // IdTable<T>: its chunk vector's begin and end pointers (each element the
  // address of a chunk of chunkSize entries, or null); an entry is an ObjId
  // (`first`, at offset 0, equal to the id once the entry exists) and the
  // value at `valueOffset`.
  uint32_t tableBegin, tableEnd, chunkSize;
  uint32_t viewEntrySize, viewValueOffset;     // LayerView (Characteristics)
  uint32_t objectEntrySize, objectValueOffset; // the game's ObjectTable (GameObject)
  // Game (private fields, read as Game::viewed decides whether its cached view
  // answers: not computing, computed at the current version, not null).
  uint32_t gameObjects, gameVersion, gameViewVersion, gameView, gameComputing;
  // Characteristics
  uint32_t charTypes, charController, charPower, charToughness;
  // GameObject
  uint32_t objZone, objAlive;
};

const InlineLayout &inlineLayout();
// Every offset above, as text: mixed into the library fingerprint.
std::string describeInlineLayout();

// Game's private fields among them (runtime/Game/Layers.cpp: LayerSystem is
// Game's friend).
struct GameInlineOffsets {
  uint32_t objects, version, viewVersion, view, computing;
};
GameInlineOffsets gameInlineOffsets();

} // namespace oraclec::rt
