// "the chosen player" (614.12): the player the ability's source chose as it
// entered the battlefield ("As ~ enters the battlefield, choose an opponent."),
// stored with the object (GameObject::chosen, ChoiceOps.cpp). No one (kNoRef)
// if it chose none.
#include "runtime/Ops/ChoiceSupport.h" // choices: or the one its resolution chose (608.2d)
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" Value oc_rt_ChosenPlayer(ExecContext *ctx, Value, Value, Value) {
  const int player = chosenFor(ctx).player;
  if (player < 0 || player >= ctx->game->playerCount()) return kNoRef;
  return ctx->game->playerRef(PlayerId(player));
}
