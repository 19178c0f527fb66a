// Mana that can be spent only on some spells (CR 106.6, branch library5): "Add
// {C}{C}{C}. Spend this mana only to cast artifact spells." The mana is in the pool
// like any other (it empties with it, 500.4); a record beside the pool says which of
// it is restricted, and payment asks the restriction about the spell being paid for.
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>
#include <utility>

namespace oraclec::rt {

void Game::addRestrictedMana(const ExecContext &ctx, FnId effect, FnId spells) {
  RestrictedMana r;
  r.def = definitionHandle(ctx.card);
  r.spells = spells;
  r.source = ctx.source;
  r.controller = ctx.controller;
  if (!r.def) {
    error("restricted mana of a card no object uses");
    return;
  }
  std::optional<RestrictedMana> was = std::exchange(addingRestricted_, r);
  ExecContext sub = ctx;
  callFn(ctx.card, effect, sub, 0);
  addingRestricted_ = std::move(was);
}

bool Game::restrictedSpendable(const RestrictedMana &r) {
  if (manaSpentOn_ == kNoObject || !object(manaSpentOn_)) // 106.6: only to cast such a spell
    return false;
  ExecContext c = contextFor(r.source, r.controller, r.def.get());
  c.readOnly = true;
  return callFn(r.def.get(), r.spells, c, objectRef(manaSpentOn_)) != 0;
}

ManaPool Game::spendablePool(PlayerId p) {
  ManaPool pool = player(p).pool;
  for (const RestrictedMana &r : restrictedMana_)
    if (r.player == p && !restrictedSpendable(r)) pool.amount[size_t(r.color)] -= r.count;
  return pool;
}

void Game::spendFromPool(PlayerId p, const std::array<int, 6> &spent) {
  touch();
  for (size_t c = 0; c < 6; ++c) {
    int left = spent[c];
    player(p).pool.amount[c] -= left;
    // The spendable restricted mana of this colour goes first: it can pay for less
    // (the player chooses which mana to spend, 601.2h).
    for (RestrictedMana &r : restrictedMana_) {
      if (left == 0) break;
      if (r.player != p || size_t(r.color) != c || r.count == 0 || !restrictedSpendable(r))
        continue;
      int n = std::min(left, r.count);
      r.count -= n;
      left -= n;
      note(fmt::format("{} spends {} restricted mana from {} (CR 106.6)", player(p).name, n,
                       r.def->name));
    }
  }
  std::erase_if(restrictedMana_, [](const RestrictedMana &r) { return r.count == 0; });
}

} // namespace oraclec::rt
