// A compiled card library loaded back without recompiling
// (docs/library-format.md): `oraclec build -o` saved the definitions and the
// object code of a card database; load() checks the file, links the objects
// into a JIT of its own (runtime operations resolved as Jit.cpp does) and
// hands out rt::CardDefinition objects the runtime cannot tell from freshly
// compiled ones.
#pragma once
#include "CodeGen/Jit.h"
#include "Driver/LibraryFormat.h"
#include "runtime/CardDefinition.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace oraclec::driver {

struct LoadedCard {
  std::string cardName;
  uint32_t face = 0, faceCount = 1;
  bool complete = false; // every ability of every face compiled
  std::vector<LibraryAbility> abilities;
  size_t functions = 0;
  std::shared_ptr<const rt::CardDefinition> definition; // with its code
};

struct LibraryLoadStats {
  size_t bytes = 0, objects = 0, functions = 0;
  double read = 0, decode = 0, link = 0, total = 0; // seconds
};

class CardLibrary {
public:
  // Null if the file is unreadable, not a library, truncated or corrupt,
  // from another format version, runtime or host, or its code does not link;
  // `error` says which, in one line (without the path).
  static std::unique_ptr<CardLibrary> load(const std::string &path, std::string &error);

  const std::vector<LoadedCard> &cards() const { return cards_; }
  // Every face's definition, in file order (like Backend::build's result).
  std::vector<std::shared_ptr<const rt::CardDefinition>> definitions() const;
  // A card the runtime may play, by name: complete and single-faced (the
  // rule CardCatalog applies to cards it compiles). Null otherwise.
  std::shared_ptr<const rt::CardDefinition> find(const std::string &name) const;

  const std::string &oraclecVersion() const { return version_; }
  const codegen::TargetInfo &target() const { return target_; }
  uint32_t optLevel() const { return optLevel_; }
  const LibraryLoadStats &stats() const { return stats_; }

private:
  CardLibrary() = default;
  std::shared_ptr<codegen::JitEngine> engine_; // owns the linked code
  std::vector<LoadedCard> cards_;
  std::map<std::string, size_t> playable_; // name -> index in cards_
  std::string version_;
  codegen::TargetInfo target_;
  uint32_t optLevel_ = 0;
  LibraryLoadStats stats_;
};

// Writes a library file; replaces `path` only once the whole file is written.
bool saveCardLibrary(const std::string &path, const LibraryContents &contents, std::string &error);

} // namespace oraclec::driver
