// What a scenario says about a card, handed to the driver to compile. Cards
// from stdlib-cards are requested by name only (the other fields empty).
#pragma once
#include "runtime/CardDefinition.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace oraclec::rt {

struct CardSpec {
  std::string name;
  std::string manaCost;  // "{1}{G}"
  std::string typeLine;  // "Creature — Bear"
  std::string power, toughness, loyalty; // as printed; may be empty
  std::string text;      // rules text
  // --- begin dfc ---
  std::string colorIndicator = {}; // colour letters of a colour indicator (204): "RG"
  // The back face of a transforming double-faced card (712.1): empty, or one
  // face (its own name, type line, P/T, text; no mana cost, 712.4d).
  std::vector<CardSpec> back = {};
  // --- end dfc ---
  bool nameOnly() const { return manaCost.empty() && typeLine.empty() && text.empty() && power.empty(); }
};

// Returns the compiled definition, or null if the card is unknown or failed to
// compile (the driver reports why on its own diagnostics stream).
using CompileCallback = std::function<std::shared_ptr<const CardDefinition>(const CardSpec &spec)>;

} // namespace oraclec::rt
