// "the chosen player" (614.12): the player the ability's source chose as it
// entered the battlefield ("As ~ enters the battlefield, choose an opponent."),
// stored with the object (GameObject::chosen, ChoiceOps.cpp). No one (kNoRef)
// if it chose none.
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" Value oc_rt_ChosenPlayer(ExecContext *ctx, Value, Value, Value) {
  const GameObject *src = ctx->game->object(ctx->source);
  if (!src || src->chosen.player < 0 || src->chosen.player >= ctx->game->playerCount())
    return kNoRef;
  return ctx->game->playerRef(PlayerId(src->chosen.player));
}
