#include "runtime/Characteristics.h"

#include <iterator>

namespace oraclec::rt {

Characteristics printedCharacteristics(const std::shared_ptr<const CardDefinition> &def, PlayerId controller) {
  Characteristics c;
  c.controller = controller;
  c.def = def;
  if (!def)
    return c;
  c.name = def->name;
  c.manaCost = def->manaCost.symbols;
  for (CardType t : def->types)
    c.addType(t);
  c.subtypes = def->subtypes;
  c.supertypes = def->supertypes;
  for (Color col : def->colors)
    c.colors |= 1u << int(col);
  c.hasPT = def->hasPT;
  c.power = def->power;
  c.toughness = def->toughness;
  c.loyalty = def->loyalty;
  for (const AbilityDescriptor &a : def->abilities)
    if (a.kind == AbilityKind::Keyword)
      c.addKeyword(a.keyword);
  return c;
}

const char *cardTypeName(CardType t) {
  static const char *names[] = {"Artifact",  "Battle", "Creature",     "Enchantment",
                                "Instant",   "Land",   "Planeswalker", "Sorcery",
                                "Permanent", "Spell",  "Plane",        "Phenomenon",
                                "Vanguard",  "Scheme", "Conspiracy",   "Tribal" /* cda */};
  static_assert(std::size(names) == size_t(CardType::Tribal) + 1, "one name per CARD_TYPE row");
  return names[int(t)];
}

const char *keywordName(Keyword k) {
  static const char *names[] = {
#define KEYWORD(Name, Canonical, Rule, Parameter) Canonical,
#include "runtime/Vocabulary/Keywords.def"
  };
  return names[int(k)];
}

const char *zoneName(Zone z) {
  static const char *names[] = {
#define ZONE(Name, Spelling) Spelling,
#include "runtime/Vocabulary/Enums.def"
  };
  return names[int(z)];
}

const char *counterName(CounterKind k) {
  static const char *names[] = {
#define COUNTER_KIND(Name, Spelling) Spelling,
#include "runtime/Vocabulary/Enums.def"
  };
  return names[int(k)];
}

} // namespace oraclec::rt
