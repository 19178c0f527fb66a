// Static abilities that change the rules for players (AbilityKind::PlayerRule):
// what spells cost (CR 601.2f), what players can't do (101.2), steps they skip
// (614.1b), and extra turns (500.7). The checks themselves sit where each
// action happens (cast, draw, gainLife, playLand, nextStep).
#include "runtime/Game/Game.h"

#include <fmt/format.h>

namespace oraclec::rt {

std::vector<std::pair<ObjId, const AbilityDescriptor *>> Game::playerRules(PlayerRuleKind k, PlayerId p, ObjId spell) {
  std::vector<std::pair<ObjId, const AbilityDescriptor *>> out;
  for (ObjId id : abilitySources()) {
    Characteristics c = characteristics(id);
    for (const AbilitySlot &slot : abilitiesOf(c)) {
      const AbilityDescriptor &a = slot.descriptor();
      if (a.kind != AbilityKind::PlayerRule || a.rule.kind != k)
        continue;
      ExecContext ctx = contextFor(id, controllerOf(id), slot.def);
      ctx.readOnly = true; // a question, not an action
      if (a.rule.players != kNoFn && !callFn(slot.def, a.rule.players, ctx, playerRef(p)))
        continue;
      if (spell != kNoObject && a.rule.spells != kNoFn && !callFn(slot.def, a.rule.spells, ctx, objectRef(spell)))
        continue;
      out.push_back({id, &a});
    }
  }
  return out;
}

// 601.2f: the total cost is the mana cost plus cost increases, minus cost
// reductions; a reduction of generic mana can't take it below zero.
void Game::costRules(PlayerId p, ObjId spell, const std::string &name, ManaRequirement &req) {
  for (auto [source, rule] : playerRules(PlayerRuleKind::CostMore, p, spell)) {
    auto more = parseManaCost(rule->rule.mana);
    if (!more)
      continue;
    req.generic += more->generic;
    for (size_t k = 0; k < req.colored.size(); ++k)
      req.colored[k] += more->colored[k];
    note(fmt::format("{} costs {} more ({}, CR 601.2f)", name, rule->rule.mana, describe(source)));
  }
  for (auto [source, rule] : playerRules(PlayerRuleKind::CostLess, p, spell)) {
    auto less = parseManaCost(rule->rule.mana);
    if (!less)
      continue;
    int by = std::min(less->generic, req.generic);
    req.generic -= by;
    note(fmt::format("{} costs {{{}}} less ({}, CR 601.2f)", name, by, describe(source)));
  }
  // effects5: the spell's own "This spell costs {1} less to cast if ... / for each ..."
  // functions on the stack (113.6d); generic mana only, never below {0} (601.2f).
  Characteristics own = characteristics(spell);
  if (!own.def) return;
  for (const AbilityDescriptor &a : own.def->abilities) {
    if (a.kind != AbilityKind::PlayerRule || a.rule.kind != PlayerRuleKind::CostLessSelf) continue;
    ExecContext ctx = contextFor(spell, p, own.def.get());
    ctx.readOnly = true; // a question, not an action
    if (a.rule.players != kNoFn && !callFn(own.def.get(), a.rule.players, ctx, playerRef(p)))
      continue;
    Value times =
        a.rule.times != kNoFn ? callFn(own.def.get(), a.rule.times, ctx, playerRef(p)) : 1;
    auto less = parseManaCost(a.rule.mana);
    if (!less || times <= 0) continue;
    int by = int(std::min<Value>(Value(less->generic) * times, req.generic));
    req.generic -= by;
    note(fmt::format("{} costs {{{}}} less (its own ability, CR 113.6d, 601.2f)", name, by));
  }
}

void Game::addExtraTurn(PlayerId p) {
  touch();
  extraTurns_.push_back(p);
  note(fmt::format("{} will take an extra turn after this one (CR 500.7)", player(p).name));
}

} // namespace oraclec::rt
