// Identifiers of the game state: objects (CR 109) get a fresh id each time they
// change zones (CR 400.7), players are numbered in turn order (CR 101.4).
#pragma once
#include <cstdint>

namespace oraclec::rt {

using ObjId = uint32_t;
using PlayerId = int;
using Timestamp = uint64_t;
inline constexpr ObjId kNoObject = 0;
inline constexpr PlayerId kNoPlayer = -1;

} // namespace oraclec::rt
