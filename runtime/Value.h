// Values crossing the IR/runtime boundary are 64-bit integers. References
// carry a tag in the top byte so one operation ("destroy", "deal damage to")
// accepts an object, a player or a set of either, as the rules text does.
#pragma once
#include <cstdint>

namespace oraclec::rt {

using Value = int64_t;

enum class RefTag : uint8_t { None = 0, Object = 1, Player = 2, Set = 3 };

constexpr Value makeRef(RefTag tag, uint32_t index) {
  return Value((uint64_t(tag) << 56) | uint64_t(index));
}
constexpr RefTag refTag(Value v) { return RefTag(uint64_t(v) >> 56); }
constexpr uint32_t refIndex(Value v) { return uint32_t(uint64_t(v) & 0xFFFFFFFFu); }
constexpr Value kNoRef = 0;

} // namespace oraclec::rt
