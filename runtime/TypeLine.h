// Printed type lines ("Legendary Creature — Elf Druid", "Basic Land — Forest")
// into supertypes, card types and subtypes (CR 205).
#pragma once
#include "runtime/CardDefinition.h"

#include <string_view>

namespace oraclec::rt {

// Fills types/subtypes/supertypes of `card`; returns false if a word before
// the dash is neither a card type nor a supertype.
bool parseTypeLine(std::string_view typeLine, CardDefinition &card);
// Colours from the mana cost symbols (CR 202.2).
void colorsFromManaCost(CardDefinition &card);

} // namespace oraclec::rt
