#include "Driver/LibraryFormat.h"

#include "Driver/ByteCodec.h"
#include "Driver/DefinitionCodec.h"
#include "runtime/Abi.h"
#include "runtime/InlineLayout.h"

#include <llvm/Support/xxhash.h>

#include <cstring>

namespace oraclec::driver {

namespace {
// PNG-style: a high-bit byte catches 7-bit transfers, CR LF and ^Z catch
// text-mode newline conversion.
constexpr char kMagic[8] = {'\x89', 'O', 'C', 'L', '\r', '\n', '\x1a', '\n'};

void entry(ByteWriter &out, const LibraryEntry &e) {
  out.str(e.cardName);
  out.u32(e.face);
  out.u32(e.faceCount);
  out.boolean(e.complete);
  out.u32(uint32_t(e.abilities.size()));
  for (const auto &a : e.abilities) {
    out.str(a.text);
    out.boolean(a.compiled);
  }
  out.i32(e.object);
  out.u32(uint32_t(e.functions.size()));
  for (const auto &f : e.functions)
    out.str(f);
  encodeDefinition(out, e.definition);
}

LibraryEntry entry(ByteReader &in, size_t objectCount) {
  LibraryEntry e;
  e.cardName = in.str("card name");
  e.face = in.u32("face");
  e.faceCount = in.u32("face count");
  if (in.ok() && e.face >= e.faceCount)
    in.fail("face " + std::to_string(e.face) + " of " + std::to_string(e.faceCount));
  e.complete = in.boolean("complete");
  e.abilities.resize(in.count("abilities", 5));
  for (auto &a : e.abilities) {
    a.text = in.str("ability text");
    a.compiled = in.boolean("ability status");
  }
  e.object = in.i32("object index");
  if (in.ok() && (e.object < -1 || e.object >= int64_t(objectCount)))
    in.fail("object index " + std::to_string(e.object) + " out of range");
  e.functions.resize(in.count("functions", 5));
  for (auto &f : e.functions) {
    f = in.str("function symbol");
    if (in.ok() && f.empty())
      in.fail("empty function symbol");
  }
  if (in.ok() && !e.functions.empty() && e.object < 0)
    in.fail("functions without an object file");
  decodeDefinition(in, e.definition, int32_t(e.functions.size()));
  return e;
}
} // namespace

uint64_t runtimeFingerprint() {
  std::string s = "ops:";
  for (int i = 0; i < rt::opCount(); ++i) {
    const rt::OpInfo &op = rt::opInfo(rt::Op(i));
    s += std::string(op.symbol) + "(" + op.args + ")" + op.result + ";";
  }
  s += "vocabulary:";
#define CARD_TYPE(Name, Spelling) s += "type " Spelling ";";
#define COLOR(Name, Spelling) s += "color " Spelling ";";
#define ZONE(Name, Spelling) s += "zone " Spelling ";";
#define COUNTER_KIND(Name, Spelling) s += "counter " Spelling ";";
#define STEP(Name, Spelling) s += "step " Spelling ";";
#include "runtime/Vocabulary/Enums.def"
#define KEYWORD(Name, Canonical, Rule, Parameter) s += "keyword " Canonical ";";
#include "runtime/Vocabulary/Keywords.def"
#define SUBTYPE(Spelling, Category) s += "subtype " Spelling ";"; // has_subtype takes its index
#include "runtime/Vocabulary/Subtypes.def"
  s += "definitions:" + definitionShape();
  // Compiled code reads these fields inline (runtime/InlineLayout.h).
  s += rt::describeInlineLayout();
  return llvm::xxh3_64bits(s);
}

std::string encodeLibrary(const LibraryContents &c) {
  ByteWriter payload;
  payload.str(c.oraclecVersion);
  payload.str(c.target.triple);
  payload.str(c.target.cpu);
  payload.str(c.target.features);
  payload.u64(c.runtimeFingerprint);
  payload.u32(c.optLevel);
  payload.u32(uint32_t(c.objects.size()));
  for (const auto &o : c.objects)
    payload.str(o);
  payload.u32(uint32_t(c.entries.size()));
  for (const auto &e : c.entries)
    entry(payload, e);

  ByteWriter file;
  file.raw(std::string_view(kMagic, sizeof kMagic));
  file.u32(kLibraryFormatVersion);
  file.u32(0); // flags, none yet
  file.u64(payload.bytes().size());
  file.u64(llvm::xxh3_64bits(payload.bytes()));
  file.raw(payload.bytes());
  return std::move(file.bytes());
}

bool decodeLibrary(std::string_view bytes, LibraryContents &c, std::string &error) {
  size_t magicLen = std::min(bytes.size(), sizeof kMagic);
  if (std::memcmp(bytes.data(), kMagic, magicLen) != 0 || bytes.empty()) {
    error = bytes.empty() ? "empty file, not an oraclec card library"
                          : "not an oraclec card library (bad magic number)";
    return false;
  }
  if (bytes.size() < kLibraryHeaderSize) {
    error = "truncated: " + std::to_string(bytes.size()) + " bytes, shorter than the " +
            std::to_string(kLibraryHeaderSize) + "-byte header";
    return false;
  }
  ByteReader header(bytes.substr(sizeof kMagic, kLibraryHeaderSize - sizeof kMagic));
  uint32_t version = header.u32("version");
  header.u32("flags");
  uint64_t size = header.u64("payload size");
  uint64_t hash = header.u64("checksum");
  if (version != kLibraryFormatVersion) {
    error = "format version " + std::to_string(version) + "; this oraclec reads version " +
            std::to_string(kLibraryFormatVersion) +
            " (rebuild the library with `oraclec build -o`)";
    return false;
  }
  std::string_view payload = bytes.substr(kLibraryHeaderSize);
  if (payload.size() != size) {
    error = payload.size() < size
                ? "truncated: the header announces " + std::to_string(size) +
                      " payload bytes, the file has " + std::to_string(payload.size())
                : std::to_string(payload.size() - size) + " unexpected bytes after the payload";
    return false;
  }
  if (llvm::xxh3_64bits(payload) != hash) {
    error = "corrupt: payload checksum mismatch";
    return false;
  }
  ByteReader in(payload);
  c = {};
  c.oraclecVersion = in.str("oraclec version");
  c.target.triple = in.str("target triple");
  c.target.cpu = in.str("target cpu");
  c.target.features = in.str("target features");
  c.runtimeFingerprint = in.u64("runtime fingerprint");
  c.optLevel = in.u32("optimisation level");
  c.objects.resize(in.count("objects", 4));
  for (auto &o : c.objects)
    o = in.str("object file");
  c.entries.resize(in.count("cards", 16));
  for (auto &e : c.entries) {
    e = entry(in, c.objects.size());
    if (!in.ok())
      break;
  }
  if (in.ok() && in.remaining() != 0)
    in.fail("unexpected bytes after the last card");
  if (!in.ok()) {
    error = "corrupt: " + in.error();
    return false;
  }
  return true;
}

} // namespace oraclec::driver
