// Runtime tests whose card code calls the operations through their table
// (opInfo(op).fn), as JIT and interpreted code do, so the layer system sees
// what the code reads and writes (runtime/LayerTrace.h).
#pragma once
#include "RuntimeTestSupport.h"
#include "runtime/LayerTrace.h"

#include <memory>

namespace rtt {

// Card code that performs its operations through the op table (traced).
struct TracedCode : CardCode {
  std::shared_ptr<const CardCode> inner;
  explicit TracedCode(std::shared_ptr<const CardCode> c) : inner(std::move(c)) {}
  Value call(FnId fn, ExecContext *ctx, Value arg) const override { return inner->call(fn, ctx, arg); }
  bool opsTraced() const override { return true; }
};

inline std::shared_ptr<const CardDefinition> traced(std::shared_ptr<const CardDefinition> d) {
  auto copy = std::make_shared<CardDefinition>(*d);
  copy->code = std::make_shared<TracedCode>(d->code);
  return copy;
}

inline Value op(Op o, ExecContext *c, Value a = 0, Value b = 0, Value d = 0) { return opInfo(o).fn(c, a, b, d); }

// The predicate and the layer function of "Creatures you control get +1/+1".
inline bool creatureYouControl(ExecContext *c, Value o) {
  return op(Op::HasType, c, o, Value(CardType::Creature)) && op(Op::InZone, c, o, Value(Zone::Battlefield)) &&
         op(Op::Controller, c, o) == op(Op::You, c);
}
inline void plusOne(ExecContext *c, Value o) { op(Op::LayerModifyPT, c, o, 1, 1); }

} // namespace rtt
