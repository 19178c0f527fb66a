#include "Driver/DoubleFaced.h"

namespace oraclec::driver {

std::shared_ptr<const rt::CardDefinition>
withBackFace(const std::shared_ptr<const rt::CardDefinition> &front,
             std::shared_ptr<const rt::CardDefinition> back) {
  if (!front || !back) return front;
  auto joined = std::make_shared<rt::CardDefinition>(*front); // shares the front face's code
  joined->backFace = std::move(back);
  return joined;
}

std::string layoutProblem(const std::string &layout) {
  if (layout == "flip") return "flip card (CR 710): the runtime does not flip permanents";
  if (layout == "meld") return "meld card (CR 712.1g, 713): the runtime does not meld permanents";
  if (layout == "modal_dfc")
    return "modal double-faced card (CR 712.4e, 712.7): the runtime does not choose a face";
  if (layout == "adventure")
    return "adventurer card (CR 716): the runtime does not cast adventures";
  return {};
}

} // namespace oraclec::driver
