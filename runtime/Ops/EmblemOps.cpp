// "You get an emblem with "..."" (CR 114.1): the emblem's definition holds
// copies of the creating card's grant-only descriptors of the quoted ability,
// run by that card's code, as a token's quoted abilities are (111.4).
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

extern "C" Value oc_rt_CreateEmblem(ExecContext *ctx, Value players, Value first, Value count) {
  if (forbidden(ctx, "create_emblem")) return 0;
  const CardDefinition *card = ctx->card;
  if (!card || first < 0 || count < 1 || size_t(first + count) > card->abilities.size()) {
    ctx->game->error(fmt::format("create_emblem: the card has no quoted ability #{}", first));
    return 0;
  }
  auto def = std::make_shared<CardDefinition>();
  def->name = card->name + " emblem";
  for (Value i = first; i < first + count; ++i) {
    if (!card->abilities[size_t(i)].grantOnly) {
      ctx->game->error(fmt::format("create_emblem: ability #{} is not a quoted ability", i));
      return 0;
    }
    AbilityDescriptor a = card->abilities[size_t(i)];
    a.grantOnly = false; // the emblem's own ability (114.4)
    def->abilities.push_back(std::move(a));
  }
  def->code = card->code;
  def->tokens = card->tokens;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->createEmblem(p, def);
  return 0;
}
