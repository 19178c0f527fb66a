// Operations for the layer and replacement templates compiled from card text
// (issue 15): exact colours (105.3), land types (305.7), adjusting a replaced
// event's amount (614.1a, 615.7).
#include "runtime/Ops/OpSupport.h"
#include "runtime/Vocabulary/Subtypes.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_LayerSetColors(ExecContext *ctx, Value r, Value mask, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_set_colors")) c->colors = uint32_t(mask) & 0x1f;
  return 0;
}

// 305.7: setting a land's subtype replaces its old land types; it loses the
// abilities of its rules text (the printed keywords too) and has the mana
// ability of its new basic land type (305.6, Game::activatedAbilities).
Value oc_rt_LayerSetLandType(ExecContext *ctx, Value r, Value index, Value) {
  Characteristics *c = layerTarget(ctx, r, "layer_set_land_type");
  if (!c) return 0;
  if (index < 0 || index >= oraclec::vocab::kSubtypeCount ||
      oraclec::vocab::kSubtypes[index].category != oraclec::vocab::SubtypeCategory::Land) {
    ctx->game->error(fmt::format("layer_set_land_type: subtype #{} is not a land type", index));
    return 0;
  }
  std::erase_if(c->subtypes, [](const std::string &s) {
    auto i = oraclec::vocab::subtypeIndex(s);
    return i && oraclec::vocab::kSubtypes[*i].category == oraclec::vocab::SubtypeCategory::Land;
  });
  c->subtypes.emplace_back(oraclec::vocab::kSubtypes[index].spelling);
  c->textAbilitiesRemoved = true;
  c->keywords.reset();
  c->granted.clear();
  return 0;
}

Value oc_rt_EventAdjustAmount(ExecContext *ctx, Value factor, Value delta, Value) {
  if (!ctx->event) {
    ctx->game->error("event_adjust_amount outside a replacement effect");
    return 0;
  }
  Value n = Value(ctx->event->amount) * factor + delta;
  ctx->event->amount = int(n < 0 ? 0 : n > 1000000000 ? 1000000000 : n);
  return 0;
}

} // extern "C"
