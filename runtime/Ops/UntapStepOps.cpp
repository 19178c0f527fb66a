// Effects on the untap step (CR 502.3), branch rules15: "<objects> doesn't
// untap during its controller's next untap step".
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

// Marks each permanent of R; Game::beginStep's untap step uses the mark up
// (Turns.cpp). Only permanents: a card elsewhere is a new object when it enters
// the battlefield (400.7) and starts unmarked.
Value oc_rt_SkipNextUntap(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "skip_next_untap")) return 0;
  for (ObjId id : objectsIn(ctx, r)) {
    GameObject *o = ctx->game->object(id);
    if (!o || !o->alive || o->zone != Zone::Battlefield) continue;
    o->skipNextUntap = true;
    ctx->game->touchStatus();
  }
  return 0;
}

// "If that spell is countered this way, exile it / put it into its owner's hand
// instead" (614.15): the zone code I (a Zone).
Value oc_rt_CounterSpellTo(ExecContext *ctx, Value r, Value zone, Value) {
  if (forbidden(ctx, "counter_spell_to")) return 0;
  if (zone != Value(Zone::Exile) && zone != Value(Zone::Hand) && zone != Value(Zone::Graveyard)) {
    ctx->game->error("counter_spell_to: not a zone a countered spell can go to");
    return 0;
  }
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->counterSpellTo(id, Zone(zone));
  return 0;
}

} // extern "C"
