// Devour N (CR 702.82a; branch rules15): "As this enters the battlefield, you
// may sacrifice any number of creatures. This creature enters the battlefield
// with N times that many +1/+1 counters on it." A replacement of its entering
// (614.1c): the sacrifice happens as it enters (614.13b), so the creatures it
// could devour are those already on the battlefield, not itself, and not those
// entering with it (614.13a).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

// The choice is its controller's next `choose:` answer naming the creatures
// (an empty answer: none); an answer naming anything else is left for another
// choice. Without an answer nothing is sacrificed (docs/decisions.md). Each
// instance of devour is its own choice (702.82b).
void Game::devourAsItEnters(ObjId entering, std::vector<std::pair<CounterKind, int>> &counters) {
  Characteristics c = characteristics(entering);
  if (!c.def) return;
  for (int i : keywordInstances(c, Keyword::Devour)) {
    int n = i >= 0 ? c.def->abilities[size_t(i)].amount : 0;
    if (n <= 0) continue;
    PlayerId you = controllerOf(entering);
    std::vector<ObjId> eligible;
    for (ObjId id : battlefield())
      if (id != entering && !enteredTogether(id) && controllerOf(id) == you && // 614.13a
          characteristics(id).hasType(CardType::Creature))
        eligible.push_back(id);
    std::vector<ObjId> chosen;
    if (auto a = takeAnswer(you)) {
      chosen = chosenAmong(*this, *a, eligible);
      if (chosen.size() != a->size()) { // not an answer to this choice: leave it queued
        answers.push_front({you, *a});
        chosen.clear();
      }
    }
    note(fmt::format("{} devours {} creature(s) (CR 702.82a)", describe(entering), chosen.size()));
    for (ObjId id : chosen)
      sacrifice(id);
    if (!chosen.empty()) counters.push_back({CounterKind::PlusOnePlusOne, n * int(chosen.size())});
  }
}

} // namespace oraclec::rt
