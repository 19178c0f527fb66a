// Inside a replacement effect: read and rewrite the proposed event (CR 614.1).
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_EventFromZone(ExecContext *ctx, Value, Value, Value) {
  return ctx->event ? Value(ctx->event->from) : -1;
}

Value oc_rt_EventToZone(ExecContext *ctx, Value, Value, Value) {
  return ctx->event ? Value(ctx->event->to) : -1;
}

Value oc_rt_EventSetToZone(ExecContext *ctx, Value zone, Value, Value) {
  if (!ctx->event) {
    ctx->game->error("event_set_to_zone outside a replacement effect");
    return 0;
  }
  if (zone >= 0 && zone < kZoneCount)
    ctx->event->to = Zone(zone);
  return 0;
}

Value oc_rt_EventAmount(ExecContext *ctx, Value, Value, Value) { return ctx->event ? ctx->event->amount : 0; }

Value oc_rt_EventSetAmount(ExecContext *ctx, Value n, Value, Value) {
  if (!ctx->event) {
    ctx->game->error("event_set_amount outside a replacement effect");
    return 0;
  }
  ctx->event->amount = int(n < 0 ? 0 : n);
  return 0;
}

Value oc_rt_EventSetTapped(ExecContext *ctx, Value, Value, Value) {
  if (!ctx->event || ctx->event->kind != ReplacedEvent::ZoneChange) {
    ctx->game->error("event_set_tapped outside a zone-change replacement effect");
    return 0;
  }
  if (ctx->event->to != Zone::Battlefield) {
    ctx->game->error("event_set_tapped: the object is not entering the battlefield (614.1c)");
    return 0;
  }
  ctx->event->entersTapped = true;
  return 0;
}

Value oc_rt_EventAddCounters(ExecContext *ctx, Value kind, Value n, Value) {
  if (!ctx->event || ctx->event->kind != ReplacedEvent::ZoneChange || ctx->event->to != Zone::Battlefield) {
    ctx->game->error("event_add_counters outside a replacement of entering the battlefield (614.1c)");
    return 0;
  }
  if (kind < 0 || kind >= Value(kCounterKinds) || n <= 0 || n > 1000000)
    return 0;
  ctx->event->entersWithCounters.push_back({CounterKind(kind), int(n)});
  return 0;
}

Value oc_rt_EventSource(ExecContext *ctx, Value, Value, Value) {
  if (!ctx->event || ctx->event->kind != ReplacedEvent::Damage)
    return kNoRef;
  return ctx->game->objectRef(ctx->event->source);
}

Value oc_rt_EventIsCombat(ExecContext *ctx, Value, Value, Value) {
  return ctx->event && ctx->event->kind == ReplacedEvent::Damage && ctx->event->combat;
}

} // extern "C"
