#include "Driver/LoadProblems.h"

namespace oraclec::driver {

void addLoadProblems(const CardRecord &card, CardOutcome &outcome) {
  if (card.problems.empty()) return;
  if (outcome.faces.empty()) outcome.faces.emplace_back();
  for (const std::string &p : card.problems) {
    AbilityOutcome a;
    a.status = AbilityStatus::Error;
    a.diagnostic = p;
    a.construct = "input";
    a.shownWhenLoaded = true; // the loader printed it (or counted it in its note)
    outcome.faces.front().abilities.push_back(std::move(a));
  }
  outcome.finish();
}

} // namespace oraclec::driver
