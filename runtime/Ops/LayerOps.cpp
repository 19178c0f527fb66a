// Inside a continuous effect's apply function: modify the characteristics of
// the object being computed (CR 613). Only valid while the layer system runs.
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

#include <algorithm>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" {

Value oc_rt_LayerModifyPT(ExecContext *ctx, Value r, Value p, Value t) {
  if (auto *c = layerTarget(ctx, r, "layer_modify_pt")) {
    c->power += int(p);
    c->toughness += int(t);
  }
  return 0;
}

Value oc_rt_LayerAddKeyword(ExecContext *ctx, Value r, Value k, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_add_keyword"))
    c->addKeyword(Keyword(k));
  return 0;
}

Value oc_rt_LayerSetPT(ExecContext *ctx, Value r, Value p, Value t) {
  if (auto *c = layerTarget(ctx, r, "layer_set_pt")) {
    c->power = int(p);
    c->toughness = int(t);
    c->hasPT = true;
  }
  return 0;
}

Value oc_rt_LayerSwitchPT(ExecContext *ctx, Value r, Value, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_switch_pt"))
    std::swap(c->power, c->toughness);
  return 0;
}

Value oc_rt_LayerAddType(ExecContext *ctx, Value r, Value type, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_add_type")) {
    c->addType(CardType(type));
    if (CardType(type) == CardType::Creature)
      c->hasPT = true;
  }
  return 0;
}

Value oc_rt_LayerRemoveType(ExecContext *ctx, Value r, Value type, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_remove_type"))
    c->removeType(CardType(type));
  return 0;
}

Value oc_rt_LayerBecome(ExecContext *ctx, Value r, Value packed, Value layer) {
  Characteristics *c = layerTarget(ctx, r, "layer_become");
  size_t index = size_t(packed & 0xffffffff);
  if (!c || !ctx->card || index >= ctx->card->tokens.size())
    return 0;
  const TokenSpec &spec = ctx->card->tokens[index];
  switch (layer) {
  case 4: // 205.1a: the new types replace the old, unless they are kept (205.1b)
    if (!((packed >> 32) & 1)) {
      c->types = 0;
      c->subtypes.clear();
    }
    for (CardType t : spec.types)
      c->addType(t);
    for (const std::string &s : spec.subtypes)
      if (!c->hasSubtype(s))
        c->subtypes.push_back(s);
    break;
  case 5: // 105.3: it becomes exactly those colours
    c->colors = 0;
    for (Color col : spec.colors)
      c->colors |= 1u << unsigned(col);
    break;
  case 6:
    for (Keyword k : spec.keywords)
      c->addKeyword(k);
    // rules17: "becomes a ... creature with \"<ability>\"" (613.1f, 613.6 example 4)
    for (int i : spec.abilities)
      if (i >= 0 && size_t(i) < ctx->card->abilities.size() &&
          ctx->card->abilities[size_t(i)].grantOnly)
        c->granted.push_back({ctx->card, i, ctx->effectTimestamp});
    break;
  case 8: // 613.4b: base power and toughness
    c->power = spec.power;
    c->toughness = spec.toughness;
    c->hasPT = true;
    break;
  default: ctx->game->error(fmt::format("layer_become in layer {}", layer));
  }
  return 0;
}

Value oc_rt_LayerSetColor(ExecContext *ctx, Value r, Value color, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_set_color"))
    c->colors = 1u << unsigned(color);
  return 0;
}

Value oc_rt_LayerRemoveKeyword(ExecContext *ctx, Value r, Value k, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_remove_keyword"))
    c->removeKeyword(Keyword(k));
  return 0;
}

Value oc_rt_LayerLoseAllAbilities(ExecContext *ctx, Value r, Value, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_lose_all_abilities")) {
    c->keywords.reset();
    c->abilitiesRemoved = true;
    c->granted.clear(); // abilities granted earlier are lost too; later grants still apply
  }
  return 0;
}

Value oc_rt_LayerGrantAbility(ExecContext *ctx, Value r, Value index, Value) {
  auto *c = layerTarget(ctx, r, "layer_grant_ability");
  if (!c)
    return 0;
  if (!ctx->card || index < 0 || size_t(index) >= ctx->card->abilities.size() ||
      !ctx->card->abilities[size_t(index)].grantOnly) {
    ctx->game->error(fmt::format("layer_grant_ability: the card has no quoted ability #{}", index));
    return 0;
  }
  c->granted.push_back({ctx->card, int(index), ctx->effectTimestamp}); // rules17: 613.7a
  return 0;
}

Value oc_rt_LayerSetController(ExecContext *ctx, Value r, Value player, Value) {
  if (auto *c = layerTarget(ctx, r, "layer_set_controller"))
    if (isPlayer(player))
      c->controller = playerOf(player);
  return 0;
}

Value oc_rt_LayerCopy(ExecContext *ctx, Value r, Value original, Value) {
  auto *c = layerTarget(ctx, r, "layer_copy");
  if (!c || !isObject(original))
    return 0;
  Characteristics from = charsOf(ctx, objOf(original)); // its copiable values so far (707.2)
  PlayerId controller = c->controller;
  *c = from;
  c->controller = controller;
  return 0;
}

} // extern "C"
