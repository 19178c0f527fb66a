#include "runtime/InlineLayout.h"

#include "runtime/Characteristics.h"
#include "runtime/ExecContext.h"
#include "runtime/Game/Game.h"
#include "runtime/LayerTrace.h"

#include <cstddef>
#include <cstring>
#include <memory>
#include <type_traits>

namespace oraclec::rt {

// offsetof on classes that are not standard-layout (strings, vectors,
// shared_ptr members) is conditionally supported; GCC and Clang support it
// for classes without virtual bases. None of these has one:
static_assert(!std::is_polymorphic_v<ExecContext> && !std::is_polymorphic_v<Characteristics> &&
              !std::is_polymorphic_v<GameObject> && !std::is_polymorphic_v<LayerTrace>);
// The widths the emitted loads and stores use.
static_assert(sizeof(ObjId) == 4 && sizeof(PlayerId) == 4 && sizeof(Zone) == 4 &&
              sizeof(bool) == 1 && sizeof(void *) == 8);
static_assert(std::is_same_v<decltype(Characteristics::power), int> &&
              std::is_same_v<decltype(Characteristics::toughness), int> &&
              std::is_same_v<decltype(Characteristics::types), uint32_t> &&
              std::is_same_v<decltype(Characteristics::controller), PlayerId> &&
              std::is_same_v<decltype(GameObject::zone), Zone> &&
              std::is_same_v<decltype(GameObject::alive), bool> &&
              std::is_same_v<decltype(LayerTrace::reads), uint32_t> &&
              std::is_same_v<decltype(LayerTrace::writes), uint32_t> &&
              std::is_same_v<decltype(LayerTrace::source), bool> &&
              std::is_same_v<decltype(ExecContext::source), ObjId> &&
              std::is_same_v<decltype(ExecContext::controller), PlayerId>);

namespace {

// The pointer-sized word at `offset` in an object's representation (reading
// bytes of an object through unsigned char is allowed; memcpy gives them an
// integer's type without a misaligned or aliasing load).
uintptr_t wordAt(const void *object, size_t offset) {
  uintptr_t w;
  std::memcpy(&w, static_cast<const unsigned char *>(object) + offset, sizeof w);
  return w;
}

// Does reading `t` as the emitted code does find every entry where get() has
// it, and no chunk where there is none?
template <class T>
bool tableReadsAsEmitted(const IdTable<T> &t, const InlineLayout &l, size_t entrySize,
                         size_t valueOffset, std::initializer_list<ObjId> present,
                         std::initializer_list<ObjId> absentChunks) {
  uintptr_t begin = wordAt(&t, l.tableBegin), end = wordAt(&t, l.tableEnd);
  if (begin == 0 || end < begin) return false;
  size_t chunks = (end - begin) / sizeof(void *);
  for (ObjId id : present) {
    if (id / l.chunkSize >= chunks) return false;
    uintptr_t chunk =
        wordAt(reinterpret_cast<const void *>(begin), (id / l.chunkSize) * sizeof(void *));
    if (chunk == 0) return false;
    uintptr_t entry = chunk + (id % l.chunkSize) * entrySize;
    if (entry + valueOffset != reinterpret_cast<uintptr_t>(t.get(id))) return false;
    ObjId first;
    std::memcpy(&first, reinterpret_cast<const void *>(entry), sizeof first);
    if (first != id) return false;
  }
  for (ObjId id : absentChunks)
    if (id / l.chunkSize >= chunks ||
        wordAt(reinterpret_cast<const void *>(begin), (id / l.chunkSize) * sizeof(void *)) != 0)
      return false;
  return true;
}

bool verify(const InlineLayout &l) {
  // Tables: entries in chunks 0, 1 and 3; chunk 2 never allocated.
  LayerView view;
  for (ObjId id : {1u, 5u, 64u, 200u})
    view[id].power = int(id);
  if (!tableReadsAsEmitted(view, l, l.viewEntrySize, l.viewValueOffset, {1, 5, 64, 200}, {130}))
    return false;
  ObjectTable objects;
  for (ObjId id : {2u, 70u})
    objects[id].id = id;
  if (!tableReadsAsEmitted(objects, l, l.objectEntrySize, l.objectValueOffset, {2, 70}, {}))
    return false;
  // An entry that was never made has `first` == kNoObject (the emitted code
  // also refuses id 0).
  if (view.get(2) != nullptr) return false;
  // The game's cached view: its pointer is shared_ptr's first word, current
  // when the versions agree, stale after touch().
  Game g({"a", "b"});
  auto shown = g.layerView();
  uint64_t version, viewVersion;
  std::memcpy(&version, reinterpret_cast<const unsigned char *>(&g) + l.gameVersion, 8);
  std::memcpy(&viewVersion, reinterpret_cast<const unsigned char *>(&g) + l.gameViewVersion, 8);
  if (!shown || wordAt(&g, l.gameView) != reinterpret_cast<uintptr_t>(shown.get()) ||
      version != viewVersion)
    return false;
  g.touch();
  std::memcpy(&version, reinterpret_cast<const unsigned char *>(&g) + l.gameVersion, 8);
  if (version == viewVersion) return false;
  unsigned char computing;
  std::memcpy(&computing, reinterpret_cast<const unsigned char *>(&g) + l.gameComputing, 1);
  if (computing != 0) return false;
  // The objects table inside a Game.
  ObjId id = g.createObject(0, std::make_shared<CardDefinition>(), Zone::Battlefield);
  const auto *table = reinterpret_cast<const ObjectTable *>(
      reinterpret_cast<const unsigned char *>(&g) + l.gameObjects);
  return reinterpret_cast<uintptr_t>(table->get(id)) == reinterpret_cast<uintptr_t>(g.object(id));
}

} // namespace

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
const InlineLayout &inlineLayout() {
  static const InlineLayout layout = [] {
    using ViewEntry = IdEntry<Characteristics>;
    using ObjEntry = IdEntry<GameObject>;
    static_assert(offsetof(ViewEntry, first) == 0 && offsetof(ObjEntry, first) == 0);
    InlineLayout l{};
    l.ctxGame = offsetof(ExecContext, game);
    l.ctxSource = offsetof(ExecContext, source);
    l.ctxController = offsetof(ExecContext, controller);
    l.ctxLayer = offsetof(ExecContext, layer);
    l.ctxTrace = offsetof(ExecContext, trace);
    l.traceReads = offsetof(LayerTrace, reads);
    l.traceWrites = offsetof(LayerTrace, writes);
    l.traceSource = offsetof(LayerTrace, source);
    l.traceUndo = offsetof(LayerTrace, undo);
    // The chunk vector is IdTable's first member; a vector's begin and end
    // are its first two words (verified below).
    l.tableBegin = 0;
    l.tableEnd = sizeof(void *);
    l.chunkSize = 64;
    l.viewEntrySize = sizeof(ViewEntry);
    l.viewValueOffset = offsetof(ViewEntry, second);
    l.objectEntrySize = sizeof(ObjEntry);
    l.objectValueOffset = offsetof(ObjEntry, second);
    GameInlineOffsets g = gameInlineOffsets();
    l.gameObjects = g.objects;
    l.gameVersion = g.version;
    l.gameViewVersion = g.viewVersion;
    l.gameView = g.view;
    l.gameComputing = g.computing;
    l.charTypes = offsetof(Characteristics, types);
    l.charController = offsetof(Characteristics, controller);
    l.charPower = offsetof(Characteristics, power);
    l.charToughness = offsetof(Characteristics, toughness);
    l.objZone = offsetof(GameObject, zone);
    l.objAlive = offsetof(GameObject, alive);
    l.verified = verify(l);
    return l;
  }();
  return layout;
}
#pragma GCC diagnostic pop

std::string describeInlineLayout() {
  const InlineLayout &l = inlineLayout();
  std::string s = l.verified ? "inline:" : "calls:";
  for (uint32_t v :
       {l.ctxGame,           l.ctxSource,   l.ctxController,  l.ctxLayer,        l.ctxTrace,
        l.traceReads,        l.traceWrites, l.traceSource,    l.traceUndo,       l.tableBegin,
        l.tableEnd,          l.chunkSize,   l.viewEntrySize,  l.viewValueOffset, l.objectEntrySize,
        l.objectValueOffset, l.gameObjects, l.gameVersion,    l.gameViewVersion, l.gameView,
        l.gameComputing,     l.charTypes,   l.charController, l.charPower,       l.charToughness,
        l.objZone,           l.objAlive})
    s += std::to_string(v) + ",";
  return s;
}

} // namespace oraclec::rt
