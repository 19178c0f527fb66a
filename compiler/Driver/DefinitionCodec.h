// rt::CardDefinition <-> bytes, for card library files
// (docs/library-format.md). Every field is written; `code` is not (the
// library links it from its object files). Adding a field to
// runtime/CardDefinition.h means adding it here and bumping
// kLibraryFormatVersion (LibraryFormat.h); tests/unit/CardLibraryTest.cpp
// round-trips every field.
#pragma once
#include "Driver/ByteCodec.h"
#include "runtime/CardDefinition.h"

#include <string>

namespace oraclec::driver {

void encodeDefinition(ByteWriter &out, const rt::CardDefinition &def);

// Reads what encodeDefinition wrote. Enumerators out of range and function
// ids outside [kNoFn, functionCount) fail the reader.
void decodeDefinition(ByteReader &in, rt::CardDefinition &def, int32_t functionCount);

// What stored enumerator numbers depend on besides runtime/Vocabulary
// (part of runtimeFingerprint(), LibraryFormat.h).
std::string definitionShape();

} // namespace oraclec::driver
