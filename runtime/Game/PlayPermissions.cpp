// Permissions to play cards from zones other than the hand (issue 14, branch
// library): "Exile the top card of your library. Until end of turn, you may play
// that card." (601.3, 305.2) and "You may play an additional land this turn."
// (305.2). Game::cast and Game::playLand ask playPermitted; the permission is
// for one object, so a card that changes zones is a new object without it (400.7).
#include "runtime/Game/Game.h"

#include <fmt/format.h>

#include <algorithm>

namespace oraclec::rt {

void Game::permitPlay(PlayerId p, ObjId card, bool castOnly, bool throughNextTurn) {
  const GameObject *o = object(card);
  if (!o || !o->alive || p == kNoPlayer) return;
  touch();
  playPermissions_.push_back({card, p, castOnly, throughNextTurn, turn_});
  note(fmt::format("{} may {} {} {} (CR 601.3)", player(p).name, castOnly ? "cast" : "play",
                   describe(card),
                   throughNextTurn ? "until the end of their next turn" : "this turn"));
}

// 601.3, 305.2: an effect allows the player to play this object from its zone;
// the usual timing and the one land each turn still apply (305.2, 307.1).
bool Game::playPermitted(PlayerId p, ObjId card, bool land) {
  const GameObject *o = object(card);
  if (!o || !o->alive) return false;
  for (const PlayPermission &perm : playPermissions_)
    if (perm.card == card && perm.player == p && !(land && perm.castOnly)) {
      note(fmt::format("{} may be played from {} (an effect allows it, CR 601.3)", describe(card),
                       zoneName(o->zone)));
      return true;
    }
  return false;
}

// 514.2: "until end of turn" ends in the cleanup step; "until the end of your
// next turn" in the cleanup step of the player's next turn.
void Game::expirePlayPermissions() {
  std::erase_if(playPermissions_, [&](const PlayPermission &perm) {
    if (!perm.throughNextTurn) return true;
    return perm.player == active_ && turn_ != perm.grantedTurn;
  });
  std::erase_if(playPermissions_, [&](const PlayPermission &perm) {
    const GameObject *o = object(perm.card);
    return !o || !o->alive; // it left its zone: a new object (400.7)
  });
}

void Game::addLandPlayThisTurn(PlayerId p, int n) {
  touch();
  player(p).extraLandsThisTurn += n;
  note(fmt::format("{} may play {} additional land{} this turn (CR 305.2)", player(p).name, n,
                   n == 1 ? "" : "s"));
}

// 601.3b: "You may cast ~ as though it had flash" is a rule of the card itself,
// asked in the zone it is cast from, as castRestrictions asks "Cast ~ only".
// 601.2f: "if you pay {2} more to cast it" is paid only when the permission is used.
bool Game::ownFlashRule(PlayerId p, ObjId card, bool surcharged) {
  Characteristics own = characteristics(card);
  if (!own.def) return false;
  for (const AbilityDescriptor &a : own.def->abilities) {
    if (a.kind != AbilityKind::PlayerRule || a.rule.kind != PlayerRuleKind::CastAsThoughFlash ||
        a.rule.players == kNoFn || a.rule.spells == kNoFn || a.rule.mana.empty() != !surcharged)
      continue;
    ExecContext ctx = contextFor(card, p, own.def.get());
    ctx.readOnly = true; // a question, not an action
    if (!callFn(own.def.get(), a.rule.players, ctx, playerRef(p)) ||
        !callFn(own.def.get(), a.rule.spells, ctx, objectRef(card)))
      continue;
    flashSurcharge_ = a.rule.mana;
    note(fmt::format("{} may be cast as though it had flash{} (its own ability, CR 601.3b)",
                     describe(card), surcharged ? " for " + a.rule.mana + " more" : ""));
    return true;
  }
  return false;
}

} // namespace oraclec::rt
