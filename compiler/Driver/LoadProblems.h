// A card's load problems (CardRecord::problems: a malformed file, a JSON
// field of the wrong type) in its build outcome: each is an ability with
// status `error`, the diagnostic and construct "input", so the card is
// `failed` (nothing read) or `partial`, never `compiled`.
#pragma once
#include "Driver/CardRecord.h"
#include "Driver/Pipeline.h"

namespace oraclec::driver {

void addLoadProblems(const CardRecord &card, CardOutcome &outcome);

} // namespace oraclec::driver
