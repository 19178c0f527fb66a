// How the runtime runs compiled card code without knowing how it was
// compiled: each card's functions are numbered (FnId) and called through
// CardCode, implemented by native JIT code or by the IR interpreter. Every
// function has the same shape: Value f(ExecContext *ctx, Value arg).
#pragma once
#include "runtime/Value.h"

#include <cstdint>

namespace oraclec::rt {

struct ExecContext;
using FnId = int32_t;
inline constexpr FnId kNoFn = -1;

class CardCode {
public:
  virtual ~CardCode() = default;
  virtual Value call(FnId fn, ExecContext *ctx, Value arg) const = 0;
  // True if every operation this code performs goes through the table of
  // runtime/Abi.h (opInfo(op).fn), where the layer system sees what it reads
  // and writes (LayerTrace.h). Code that calls oc_rt_* functions directly is
  // assumed to read and write everything.
  virtual bool opsTraced() const { return false; }
};

} // namespace oraclec::rt
