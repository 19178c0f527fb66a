// Sagas (CR 715) and counter limits (704.5r), rules17.
//
// A chapter ability "{rN}—[Effect]" is a triggered ability (715.2, 107.15a): it
// triggers when lore counters put on the Saga make their number go from less than
// N to at least N (715.2b). The compiler gives it TriggerEvent::Chapter with N in
// `amount` ("I, II — ..." is two abilities, 715.2c). The runtime puts the lore
// counters: one as a Saga enters (715.3a, Replacement.cpp), one on each Saga the
// active player controls as their precombat main phase begins (505.4, 715.3b).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

// 715.2b: each chapter ability whose number the count passed (before < N <= after).
// Counters put on it as it enters count as put on it (122.6): before is then 0.
void Game::chapterTriggers(ObjId saga, int before, int after) {
  const GameObject *o = object(saga);
  if (!o || !o->alive || o->zone != Zone::Battlefield || after <= before) return;
  Characteristics c = characteristics(saga);
  for (const AbilitySlot &slot : abilitiesOf(c)) {
    const AbilityDescriptor &a = slot.descriptor();
    if (a.kind != AbilityKind::Triggered || a.trigger.event != TriggerEvent::Chapter) continue;
    if (!(before < a.amount && a.amount <= after)) continue;
    pending_.push_back({saga, handleOf(c, slot.def), slot.index, c.controller, objectRef(saga)});
    note(fmt::format("{}'s chapter {} ability triggers (CR 715.2b)", c.name, a.amount));
  }
}

// 505.4, 715.3b: a turn-based action, no stack.
void Game::loreCountersAsMainPhaseBegins() {
  for (ObjId id : battlefield())
    if (controllerOf(id) == active_ && characteristics(id).hasSubtype("Saga")) {
      note(fmt::format("{} gets a lore counter (CR 505.4, 715.3b)", describe(id)));
      putCounters(id, CounterKind::Lore, 1);
    }
}

// 704.5s: "a chapter ability that has triggered but not yet left the stack": one
// waiting to be put on the stack (603.3) or one on the stack.
bool Game::chapterAbilityOnStack(ObjId saga) const {
  auto chapter = [](const CardDefinition *def, int ability) {
    return def && ability >= 0 && size_t(ability) < def->abilities.size() &&
           def->abilities[size_t(ability)].kind == AbilityKind::Triggered &&
           def->abilities[size_t(ability)].trigger.event == TriggerEvent::Chapter;
  };
  for (const PendingTrigger &t : pending_)
    if (t.source == saga && chapter(t.def.get(), t.ability)) return true;
  for (const StackItem &s : stack_)
    if (s.kind == StackItem::Triggered && s.object == saga && chapter(s.def.get(), s.ability))
      return true;
  return false;
}

// 704.5r and 704.5s, for each permanent; the Sagas to sacrifice are returned with
// the other state-based actions' objects, all performed at once (704.3).
bool Game::sagaAndCounterLimitActions(std::vector<ObjId> &toSacrifice) {
  bool any = false;
  for (ObjId id : battlefield()) {
    Characteristics c = characteristics(id);
    GameObject *o = object(id);
    int finalChapter = 0; // 715.2d: 0 when it has no chapter ability
    for (const AbilitySlot &slot : abilitiesOf(c)) {
      const AbilityDescriptor &a = slot.descriptor();
      if (a.kind == AbilityKind::Triggered && a.trigger.event == TriggerEvent::Chapter)
        finalChapter = std::max(finalChapter, a.amount);
      if (a.kind != AbilityKind::CounterLimit || a.counterKind < 0) continue;
      int &n = o->counters[size_t(a.counterKind)];
      if (n > a.amount) { // 704.5r: all but N are removed
        note(fmt::format("{}: {} {} counter(s) are removed, it can't have more than {} (CR 704.5r)",
                         describe(id), n - a.amount, counterName(CounterKind(a.counterKind)),
                         a.amount));
        n = a.amount;
        touch();
        any = true;
      }
    }
    if (c.hasSubtype("Saga") && o->counter(CounterKind::Lore) >= finalChapter &&
        !chapterAbilityOnStack(id)) {
      note(fmt::format("{} has {} lore counter(s), its final chapter is {} (CR 704.5s, 715.4)",
                       describe(id), o->counter(CounterKind::Lore), finalChapter));
      toSacrifice.push_back(id);
    }
  }
  return any;
}

} // namespace oraclec::rt
