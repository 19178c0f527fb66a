// What a continuous effect reads and writes while the layer system applies it
// (CR 613.8a): which fields of the characteristics being computed. The layer
// system uses it to skip the dependency probes between effects that cannot
// interact: if no effect reads a field another one writes, applying them in
// timestamp order is what the probes would decide, without probing.
// Every operation card code runs has a known mask (opReads/opWrites); one not
// listed there reads and writes everything, so an unknown operation only
// costs speed, never correctness.
#pragma once
#include "runtime/Abi.h"
#include "runtime/Characteristics.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace oraclec::rt {

namespace field {
inline constexpr uint32_t Types = 1u << 0;
inline constexpr uint32_t Subtypes = 1u << 1;
inline constexpr uint32_t Supertypes = 1u << 2;
inline constexpr uint32_t Colors = 1u << 3;
inline constexpr uint32_t PT = 1u << 4; // power, toughness, hasPT
inline constexpr uint32_t Loyalty = 1u << 5;
inline constexpr uint32_t Keywords = 1u << 6;
inline constexpr uint32_t Abilities = 1u
                                      << 7; // def, granted, abilitiesRemoved, textAbilitiesRemoved
inline constexpr uint32_t Controller = 1u << 8;
inline constexpr uint32_t NameCost = 1u << 9; // name, manaCost
inline constexpr uint32_t ViewFields = (1u << 10) - 1;
// Anything else: a read outside these bits may read the game's state
// (tapped, damage, life...), which changes without a new layer view.
inline constexpr uint32_t All = ~0u;
} // namespace field

// The values layer functions overwrite while the layer system tries an order
// without probing, so that it can undo them: each object's first value.
struct LayerUndo {
  std::vector<std::pair<ObjId, Characteristics>> saved;
  std::vector<bool> has; // by id
  void save(ObjId id, const Characteristics &c) {
    if (id >= has.size())
      has.resize(size_t(id) + 1, false);
    if (!has[id]) {
      has[id] = true;
      saved.emplace_back(id, c);
    }
  }
};

struct LayerTrace {
  uint32_t reads = 0;
  uint32_t writes = 0;
  // Read which effect is running (its source, opReadsSource): without it, a
  // predicate of one definition and one controller decides the same set for
  // every effect (16 copies of an anthem: one evaluation, not 16).
  bool source = false;
  LayerUndo *undo = nullptr; // where writes to the view are saved first, if set
};

// The fields of the layer view an operation reads (through the view being
// computed) and writes (Layer* operations). Reads of the game outside the view
// (zones, owners, counters) do not count: they do not change during a pass.
constexpr uint32_t opReads(Op op) {
  switch (op) {
  case Op::Self:
  case Op::You:
  case Op::Target:
  case Op::EventObject:
  case Op::EachOpponent:
  case Op::EachPlayer:
  case Op::IsToken:
  case Op::IsCard:
  case Op::Owner:
  case Op::InZone:
  case Op::IsPlayer:
  case Op::IsOpponentOf:
  case Op::SameObject:
  case Op::Multiply:
  case Op::XValue:
  case Op::Holds: // its function's operations are traced themselves
  case Op::LayerModifyPT:
  case Op::LayerSetPT:
  case Op::LayerAddKeyword:
  case Op::LayerAddType:
  case Op::LayerRemoveType:
  case Op::LayerSetColors:
    return 0;
  case Op::HasType:
    return field::Types;
  case Op::HasSubtype:
    return field::Subtypes;
  case Op::HasSupertype:
    return field::Supertypes;
  case Op::HasColor:
    return field::Colors;
  case Op::HasKeyword:
    return field::Keywords | field::Abilities;
  case Op::Controller:
    return field::Controller;
  case Op::Power:
  case Op::Toughness:
    return field::PT;
  case Op::ManaValue:
    return field::NameCost;
  case Op::LayerSwitchPT:
    return field::PT;
  default:
    return field::All;
  }
}

constexpr uint32_t opWrites(Op op) {
  switch (op) {
  case Op::LayerModifyPT:
  case Op::LayerSetPT:
  case Op::LayerSwitchPT:
    return field::PT;
  case Op::LayerAddKeyword:
    return field::Keywords;
  case Op::LayerAddType:
    return field::Types | field::PT; // a creature gets hasPT
  case Op::LayerRemoveType:
    return field::Types;
  case Op::LayerSetColors:
    return field::Colors;
  default:
    return opReads(op) == field::All ? field::All : 0;
  }
}

// Does the operation read the running effect's source (self()), or may it
// read anything (an operation not listed above)? The rest read only their
// arguments, the card, the controller and the characteristics being computed.
constexpr bool opReadsSource(Op op) {
  return op == Op::Self || opReads(op) == field::All;
}

} // namespace oraclec::rt
