// What "the chosen color / type / player" means for a running ability (branch
// choices): what its resolution chose so far ("Choose a color. ...", 608.2d,
// ExecContext::choices, kept by the continuous effects it created), else what
// its source chose as it entered the battlefield (614.12, GameObject::chosen).
// Each kind is looked up on its own: an activated ability of a permanent that
// chose a colour as it entered may choose a creature type on resolution.
#pragma once
#include "runtime/ExecContext.h"
#include "runtime/Game/Game.h"

namespace oraclec::rt::ops {

inline EnterChoices chosenFor(const ExecContext *ctx) {
  EnterChoices out;
  if (const GameObject *src = ctx->game->object(ctx->source)) {
    out.color = src->chosen.color;
    out.creatureType = src->chosen.creatureType;
    out.player = src->chosen.player;
  }
  if (ctx->choices.color >= 0) out.color = ctx->choices.color;
  if (ctx->choices.creatureType >= 0) out.creatureType = ctx->choices.creatureType;
  if (ctx->choices.player >= 0) out.player = ctx->choices.player;
  return out;
}

} // namespace oraclec::rt::ops
