// Divided damage (CR 601.2d): the division was announced as the spell was cast
// or the ability activated (Game::divideDamage); a triggered ability's, or one
// whose division was not recorded, is divided here the default way: 1 to each
// target, the rest to the first one.
#include "runtime/Ops/OpSupport.h"

#include <algorithm>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_DealDamageDivided(ExecContext *ctx, Value source, Value amount, Value recipients) {
  if (forbidden(ctx, "deal_damage_divided")) return 0;
  ObjId src = isObject(source) ? objOf(source) : ctx->source;
  std::vector<Value> targets = ctx->game->expand(recipients);
  std::vector<std::pair<Value, int>> parts = ctx->division;
  if (parts.empty() && !targets.empty()) {
    int total = int(amount);
    for (Value t : targets)
      parts.emplace_back(t, 1);
    parts[0].second += std::max(0, total - int(targets.size()));
  }
  // 608.2b: a target that became illegal gets none of the damage; the others
  // get what was announced for them (the division doesn't change).
  for (auto [target, n] : parts)
    if (std::find(targets.begin(), targets.end(), target) != targets.end())
      ctx->game->dealDamage(src, target, n);
  return 0;
}

} // extern "C"
