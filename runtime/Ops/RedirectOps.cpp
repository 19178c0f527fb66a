// Redirection effects (CR 614.9), branch dmg2: a shield created by a resolving
// spell or ability, and the replacement a static ability applies.
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

// Each of `from` gets its own shield (615.7 by analogy: "the next N damage" to
// each of them), locked now; `to` is locked now too (a target chosen earlier).
Value oc_rt_RedirectDamage(ExecContext *ctx, Value from, Value to, Value n) {
  if (forbidden(ctx, "redirect_damage")) return 0;
  const GameObject *src = ctx->game->object(ctx->source);
  for (Value f : ctx->game->expand(from)) {
    RedirectShield r;
    r.from = f;
    r.to = to;
    r.remaining = n < 0 ? -1 : int(n);
    r.source = ctx->source;
    r.name = src && src->def ? src->def->name : std::string("redirection");
    ctx->game->addRedirectShield(std::move(r));
  }
  return 0;
}

Value oc_rt_EventRedirect(ExecContext *ctx, Value to, Value, Value) {
  if (!ctx->event) {
    ctx->game->error("event_redirect outside a replacement effect");
    return 0;
  }
  if (!ctx->game->redirectDamage(*ctx->event, to))
    ctx->game->note("the damage can't be redirected: the effect does nothing (CR 614.9)");
  return 0;
}

} // extern "C"

extern "C" {

Value oc_rt_RemoveCounters(ExecContext *ctx, Value r, Value kind, Value n) {
  if (forbidden(ctx, "remove_counters")) return 0;
  if (kind < 0 || kind >= kCounterKinds) return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->removeCounters(id, CounterKind(kind), int(n));
  return 0;
}

} // extern "C"
