// Operations for casting permissions and restrictions (issue 14, branch cast):
// how many colours an object has (105.2) and whether a player has been
// attacked in this combat (506.2, 508.1).
#include "runtime/Ops/OpSupport.h"

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

// 105.2: the number of colours of the first object R names (0 for a player or nothing):
// multicolored is two or more, monocolored one, colorless none (105.2c).
Value oc_rt_ColorCount(ExecContext *ctx, Value r, Value, Value) {
  std::vector<ObjId> objs = objectsIn(ctx, r);
  if (objs.empty()) return 0;
  return withChars(ctx, objs.front(), [](const Characteristics &c) {
    Value n = 0;
    for (int k = 0; k < 5; ++k) // W U B R G; colorless is not a colour (105.1)
      n += c.hasColor(Color(k)) ? 1 : 0;
    return n;
  });
}

// "You've been attacked this step" (506.2, 508.1b): a creature is attacking
// one of the players R or a planeswalker one of them controls.
Value oc_rt_BeenAttacked(ExecContext *ctx, Value players, Value, Value) {
  Game &g = *ctx->game;
  for (ObjId id : g.battlefield()) {
    const GameObject *o = g.object(id);
    if (!o || !o->attacking) continue;
    Value at = Value(o->attackTarget);
    for (PlayerId p : playersIn(ctx, players)) {
      if (refTag(at) == RefTag::Player && PlayerId(refIndex(at)) == p) return 1;
      if (refTag(at) == RefTag::Object && g.controllerOf(ObjId(refIndex(at))) == p) return 1;
    }
  }
  return 0;
}

// --- begin zones6 ---
// "You may cast a card with mana value 4 or less from your hand without paying its
// mana cost" (608.2g, 118.9): the "may" is the May op's question; here each card the
// objects name (the one chosen from the hand, or the target card) is cast now, on top
// of the resolving spell or ability; a card that can't be cast stays where it is.
Value oc_rt_CastWithoutPaying(ExecContext *ctx, Value objects, Value, Value) {
  if (forbidden(ctx, "cast_without_paying")) return 0;
  for (ObjId id : objectsIn(ctx, objects))
    ctx->game->castWithoutPaying(ctx->controller, id);
  return 0;
}
// --- end zones6 ---

} // extern "C"
