// CR 603: triggered abilities trigger when their event happens and are put on
// the stack the next time a player would receive priority, in APNAP order
// (603.3b). Leaves-the-battlefield abilities look back in time (603.10a).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

namespace {
std::optional<Step> stepOf(TurnStep s) {
  switch (s) {
  case TurnStep::Upkeep: return Step::Upkeep;
  case TurnStep::Draw: return Step::DrawStep;
  case TurnStep::End: return Step::EndStep;
  case TurnStep::BeginCombat: return Step::Combat;
  default: return std::nullopt;
  }
}
} // namespace

void Game::checkTriggers(TriggerEvent ev, ObjId subject, ObjId eventObject) {
  std::vector<ObjId> sources = battlefield();
  if (ev == TriggerEvent::Dies && std::find(sources.begin(), sources.end(), subject) == sources.end())
    sources.push_back(subject); // 603.10a: the dying permanent's own abilities
  for (ObjId s : sources) {
    Characteristics c = characteristics(s);
    if (!c.def || c.abilitiesRemoved)
      continue;
    for (size_t i = 0; i < c.def->abilities.size(); ++i) {
      const AbilityDescriptor &a = c.def->abilities[i];
      if (a.kind != AbilityKind::Triggered || a.trigger.event != ev)
        continue;
      bool match;
      if (a.trigger.subject == kNoFn) {
        match = s == subject;
      } else {
        ExecContext ctx = contextFor(s, c.controller, c.def.get());
        ctx.eventObject = objectRef(subject);
        ctx.readOnly = true;
        match = callFn(c.def.get(), a.trigger.subject, ctx, objectRef(subject)) != 0;
      }
      if (!match)
        continue;
      pending_.push_back({s, c.def, int(i), c.controller, objectRef(eventObject)});
      note(fmt::format("{}'s ability triggers (CR 603.2)", c.name));
    }
  }
}

void Game::beginningOfStepTriggers(TurnStep ts) {
  auto step = stepOf(ts);
  if (!step)
    return;
  for (ObjId s : battlefield()) {
    Characteristics c = characteristics(s);
    if (!c.def || c.abilitiesRemoved)
      continue;
    for (size_t i = 0; i < c.def->abilities.size(); ++i) {
      const AbilityDescriptor &a = c.def->abilities[i];
      if (a.kind != AbilityKind::Triggered || a.trigger.event != TriggerEvent::BeginningOfStep ||
          a.trigger.step != *step || (a.trigger.yoursOnly && c.controller != active_))
        continue;
      pending_.push_back({s, c.def, int(i), c.controller, kNoRef});
      note(fmt::format("{}'s ability triggers at the beginning of {} (CR 603.2)", c.name, turnStepName(ts)));
    }
  }
}

void Game::putTriggersOnStack() {
  touch();
  std::vector<PendingTrigger> pending;
  pending.swap(pending_);
  // 603.3b: APNAP, the active player's first (so they resolve last).
  for (int k = 0; k < playerCount(); ++k) {
    PlayerId p = PlayerId((active_ + k) % playerCount());
    for (const PendingTrigger &t : pending) {
      if (t.controller != p)
        continue;
      static const AbilityDescriptor kNative{}; // native keyword triggers (prowess): no targets
      const AbilityDescriptor &a = t.ability >= 0 ? t.def->abilities[size_t(t.ability)] : kNative;
      StackItem item;
      item.keyword = t.keyword;
      item.kind = StackItem::Triggered;
      item.object = t.source;
      item.def = t.def;
      item.ability = t.ability;
      item.controller = p;
      item.eventObject = t.eventObject;
      item.name = t.def->name;
      std::vector<Value> given;
      if (!a.targets.empty())
        if (auto ans = takeAnswer(p))
          for (const std::string &n : *ans)
            if (auto v = resolveName(n))
              given.push_back(*v);
      if (auto r = chooseTargets(p, &a, t.source, t.def.get(), given, item.targets); !r) {
        note(fmt::format("{}'s triggered ability is removed from the stack: {} (CR 603.3d)", t.def->name, r.error));
        continue;
      }
      stack_.push_back(item);
      note(fmt::format("{}'s triggered ability goes on the stack", t.def->name));
    }
  }
}

} // namespace oraclec::rt
