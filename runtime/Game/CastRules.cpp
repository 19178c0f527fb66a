// Casting permissions and restrictions (issue 14, branch cast): "Cast ~ only
// during combat" (601.3), "You may cast creature spells as though they had
// flash" (601.3b), "You may play an additional land on each of your turns"
// (305.2). The checks run in Game::cast and Game::playLand (Actions.cpp).
#include "runtime/Game/Game.h"

#include <fmt/format.h>

#include <algorithm>

namespace oraclec::rt {

// 601.3: a player can begin to cast a spell only if a rule or effect allows it
// and none forbids it; the card's own "Cast ~ only ..." is checked on the card
// in its zone, with the caster as "you". Its `players` function is the
// conjunction of its conditions (IR/Lower.cpp, castOnly).
ActionResult Game::castRestrictions(PlayerId p, ObjId card, const Characteristics &c) {
  if (!c.def) return {};
  for (const AbilityDescriptor &a : c.def->abilities) {
    if (a.kind != AbilityKind::PlayerRule || a.rule.kind != PlayerRuleKind::CastOnly ||
        a.rule.players == kNoFn)
      continue;
    ExecContext ctx = contextFor(card, p, c.def.get());
    ctx.readOnly = true; // a question, not an action
    if (!callFn(c.def.get(), a.rule.players, ctx, playerRef(p)))
      return ActionResult::fail(fmt::format(
          "{} can't be cast now: its casting restriction is not met (CR 601.3)", c.name));
  }
  return {};
}

// 601.3b: a static ability of a permanent lets its controller cast spells of a
// description as though they had flash (any time they could cast an instant).
bool Game::castAsThoughFlash(PlayerId p, ObjId card) {
  // --- begin library --- the card's own rule, without a surcharge first (601.3b)
  flashSurcharge_.clear();
  if (ownFlashRule(p, card, /*surcharged=*/false)) return true;
  // --- end library ---
  for (auto [source, rule] : playerRules(PlayerRuleKind::CastAsThoughFlash, p, card)) {
    note(fmt::format("{} may be cast as though it had flash ({}, CR 601.3b)", describe(card),
                     describe(source)));
    return true;
  }
  return ownFlashRule(p, card, /*surcharged=*/true); // --- library --- "if you pay {2} more" (601.2f)
}

// 305.2: one land each turn, plus the additional land plays effects allow.
int Game::landsAllowed(PlayerId p) {
  int64_t allowed = 1; // 64 bits and capped: the text's number can be anything
  allowed += player(p).extraLandsThisTurn; // --- library --- "this turn" (305.2)
  for (auto [source, rule] : playerRules(PlayerRuleKind::AdditionalLands, p))
    allowed = std::min<int64_t>(allowed + std::max<int64_t>(rule->amount, 0), 1'000'000);
  return int(allowed);
}

} // namespace oraclec::rt
