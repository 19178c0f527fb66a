// The characteristics of an object as the layer system computes them (CR 109.3,
// 613.1). Starts as the copiable values (printed card or token definition) and
// is modified layer by layer; queries of compiled code read the result.
#pragma once
#include "runtime/CardDefinition.h"
#include "runtime/Ids.h"

#include <algorithm>
#include <bitset>
#include <memory>
#include <string>
#include <vector>

namespace oraclec::rt {

static_assert(0
#define KEYWORD(Name, Canonical, Rule, Parameter) +1
#include "runtime/Vocabulary/Keywords.def"
                  <= 128,
              "Characteristics::keywords is a 128-bit set: widen it for more keywords");

// An ability an object has because an effect gave it (613.1f): ability
// `index` of `def`, the card whose code the ability runs.
struct GrantedAbility {
  const CardDefinition *def = nullptr;
  int index = -1;
  // rules17: the timestamp of the effect that granted it; a granted static ability's
  // effect has the later of it and its object's timestamp (613.7a).
  uint64_t timestamp = 0;
  bool operator==(const GrantedAbility &) const = default;
};

struct Characteristics {
  std::string name;
  std::string manaCost;
  // --- begin dfc ---
  // A transformed permanent's front face's mana cost: its mana value is that
  // cost's (712.4d) though it has no mana cost. Empty for every other object,
  // and for a copy of a back face (712.4d: its mana value is 0).
  std::string frontManaCost;
  const std::string &manaValueCost() const { return frontManaCost.empty() ? manaCost : frontManaCost; }
  // --- end dfc ---
  uint32_t types = 0;   // bit per CardType
  std::vector<std::string> subtypes;
  std::vector<std::string> supertypes;
  uint32_t colors = 0;  // bit per Color
  bool hasPT = false;
  int power = 0, toughness = 0, loyalty = 0;
  std::bitset<128> keywords;      // bit per Keyword (layer 6)
  bool abilitiesRemoved = false;  // "loses all abilities" (613.1f)
  bool textAbilitiesRemoved = false; // a land type set (305.7): its rules text's abilities, not the intrinsic ones
  PlayerId controller = kNoPlayer; // layer 2
  // The definition whose abilities the object has (changed by copy effects, layer 1).
  std::shared_ptr<const CardDefinition> def;
  std::vector<GrantedAbility> granted; // layer 6, in the order the effects applied

  bool hasType(CardType t) const { return types & (1u << int(t)); }
  bool hasColor(Color c) const { return colors & (1u << int(c)); }
  bool hasKeyword(Keyword k) const { return !abilitiesRemoved && keywords.test(size_t(k)); }
  bool hasSubtype(const std::string &s) const {
    return std::find(subtypes.begin(), subtypes.end(), s) != subtypes.end();
  }
  void addType(CardType t) { types |= 1u << int(t); }
  void removeType(CardType t) { types &= ~(1u << int(t)); }
  void addKeyword(Keyword k) { keywords.set(size_t(k)); }
  void removeKeyword(Keyword k) { keywords.reset(size_t(k)); }

  bool operator==(const Characteristics &o) const = default;
};

// Copiable values of a printed card (CR 707.2) before any effect applies.
Characteristics printedCharacteristics(const std::shared_ptr<const CardDefinition> &def, PlayerId controller);

const char *cardTypeName(CardType t);   // "Creature"
const char *keywordName(Keyword k);     // "flying"
const char *zoneName(Zone z);           // "graveyard"
const char *counterName(CounterKind k); // "+1/+1"

} // namespace oraclec::rt
