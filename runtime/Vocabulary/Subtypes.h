// Subtypes (CR 205.3g-m) as a closed vocabulary: the index of a subtype in
// Subtypes.def is what the AST stores and what crosses the IR/runtime ABI.
// Header-only so the front ends and the runtime share one table.
#pragma once
#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>

namespace oraclec::vocab {

enum class SubtypeCategory { Artifact, Enchantment, Land, Planeswalker, Spell, Creature };

struct SubtypeEntry {
  std::string_view spelling; // as printed: "Goblin", "Assembly-Worker", "Urza's"
  SubtypeCategory category;
};

inline constexpr SubtypeEntry kSubtypes[] = {
#define SUBTYPE(Spelling, Category) {Spelling, SubtypeCategory::Category},
#include "runtime/Vocabulary/Subtypes.def"
};
inline constexpr int kSubtypeCount = int(std::size(kSubtypes));

inline std::string_view subtypeSpelling(int index) {
  return index >= 0 && index < kSubtypeCount ? kSubtypes[index].spelling : std::string_view();
}

// Exact spelling, case-insensitive ("goblin" -> Goblin).
inline std::optional<int> subtypeIndex(std::string_view word) {
  for (int i = 0; i < kSubtypeCount; ++i) {
    std::string_view s = kSubtypes[i].spelling;
    if (s.size() != word.size())
      continue;
    bool same = true;
    for (size_t k = 0; k < s.size() && same; ++k)
      same = std::tolower(static_cast<unsigned char>(s[k])) == std::tolower(static_cast<unsigned char>(word[k]));
    if (same)
      return i;
  }
  return std::nullopt;
}

// A word of running text naming a subtype, singular or plural ("goblins",
// "elves", "dwarves", "sphinxes"); `plural` says which it was.
inline std::optional<int> subtypeFromWord(std::string_view word, bool *plural = nullptr) {
  if (plural)
    *plural = false;
  if (auto i = subtypeIndex(word))
    return i;
  auto tryStem = [&](std::string stem) -> std::optional<int> {
    auto i = subtypeIndex(stem);
    if (i && plural)
      *plural = true;
    return i;
  };
  std::string w(word);
  if (w.size() > 3 && w.compare(w.size() - 3, 3, "ves") == 0) { // elves, wolves, dwarves
    if (auto i = tryStem(w.substr(0, w.size() - 3) + "f")) return i;
    if (auto i = tryStem(w.substr(0, w.size() - 3) + "fe")) return i;
  }
  if (w.size() > 3 && w.compare(w.size() - 3, 3, "ies") == 0) // allies (amounts2)
    if (auto i = tryStem(w.substr(0, w.size() - 3) + "y")) return i;
  if (w.size() > 2 && w.compare(w.size() - 2, 2, "es") == 0)
    if (auto i = tryStem(w.substr(0, w.size() - 2))) return i; // sphinxes, foxes
  if (w.size() > 1 && w.back() == 's')
    if (auto i = tryStem(w.substr(0, w.size() - 1))) return i;
  return std::nullopt;
}

} // namespace oraclec::vocab
