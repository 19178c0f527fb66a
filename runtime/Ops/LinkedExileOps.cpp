// Cards exiled by an object's abilities (branch zones2): "exile target creature
// until ~ leaves the battlefield" (610.3a, 610.3c) and "return the exiled card"
// (607.2a, linked abilities). The links live on the source object
// (GameObject::exiledWith, exiledUntilLeaves); a new object has none (400.7).
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_ExileUntilLeaves(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "exile_until_leaves")) return 0;
  Game &g = *ctx->game;
  const GameObject *src = g.object(ctx->source);
  if (!src || !src->alive || src->zone != Zone::Battlefield) { // 610.3c: it has already left
    g.note("the source has left the battlefield: nothing is exiled (CR 610.3c)");
    return 0;
  }
  for (ObjId id : objectsIn(ctx, r))
    g.exileLinked(ctx->source, id, /*untilLeaves=*/true);
  return 0;
}

Value oc_rt_ExiledWith(ExecContext *ctx, Value, Value, Value) {
  Game &g = *ctx->game;
  const GameObject *src = g.object(ctx->source);
  std::vector<Value> members;
  if (src)
    for (ObjId id : src->exiledWith)
      if (const GameObject *o = g.object(id); o && o->alive && o->zone == Zone::Exile)
        members.push_back(g.objectRef(id));
  if (members.size() == 1) return members[0];
  return g.makeSet(std::move(members));
}

Value oc_rt_AttachTo(ExecContext *ctx, Value what, Value to, Value) {
  if (forbidden(ctx, "attach_to")) return 0;
  Game &g = *ctx->game;
  std::vector<ObjId> attachments = objectsIn(ctx, what);
  std::vector<Value> onto = g.expand(to);
  if (attachments.empty() || onto.empty()) return 0;
  ObjId a = attachments.front();
  const GameObject *o = g.object(a);
  if (!o || !o->alive || o->zone != Zone::Battlefield || o->attachedTo == onto.front()) // 701.3c
    return 0;
  if (!g.canBeAttachedTo(a, onto.front())) { // 701.3b: it doesn't move
    g.note(g.describe(a) + " can't be attached to " + g.describe(onto.front()) + " (CR 701.3b)");
    return 0;
  }
  g.attach(a, onto.front());
  return 0;
}

} // extern "C"
