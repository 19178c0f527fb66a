// Dividing damage as a spell is cast or an ability activated (CR 601.2d): the
// player announces how much of the damage each target gets, at least 1 each.
#include "runtime/Game/Game.h"

#include <fmt/format.h>

namespace oraclec::rt {

ActionResult Game::divideDamage(const std::vector<TargetSpec> &specs,
                                const std::vector<Value> &chosen, const std::vector<int> &divide,
                                int x, std::vector<std::pair<Value, int>> &division) const {
  division.clear();
  bool used = false;
  for (size_t i = 0; i < specs.size() && i < chosen.size(); ++i) {
    if (specs[i].divided == 0) continue;
    int total = specs[i].divided > 0 ? specs[i].divided : x;
    std::vector<Value> targets = expand(chosen[i]);
    if (targets.empty()) // 601.2d: dividing needs at least one target
      return ActionResult::fail("damage divided among no targets: choose at least one (CR 601.2d)");
    if (int(targets.size()) > total)
      return ActionResult::fail(fmt::format(
          "{} damage can't be divided among {} targets: each gets at least 1 (CR 601.2d)", total,
          targets.size()));
    std::vector<int> parts;
    if (divide.empty() || used) { // not announced: 1 each, the rest to the first target
      parts.assign(targets.size(), 1);
      parts[0] += total - int(targets.size());
    } else {
      parts = divide;
      if (parts.size() != targets.size())
        return ActionResult::fail(
            fmt::format("the damage is divided in {} parts among {} targets (CR 601.2d)",
                        parts.size(), targets.size()));
      int64_t sum = 0; // 64 bits: a scenario's parts can be any int
      for (int n : parts) {
        if (n < 1)
          return ActionResult::fail("each target of divided damage gets at least 1 (CR 601.2d)");
        sum += n;
      }
      if (sum != total)
        return ActionResult::fail(
            fmt::format("the division adds up to {}, not {} (CR 601.2d)", sum, total));
    }
    used = true;
    for (size_t k = 0; k < targets.size(); ++k)
      division.emplace_back(targets[k], parts[k]);
  }
  if (!divide.empty() && !used)
    return ActionResult::fail("a division is given, but it divides no damage (CR 601.2d)");
  return {};
}

} // namespace oraclec::rt
