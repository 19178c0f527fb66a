// Creating tokens is a replaceable event (CR 614.1a, 111.1; branch rules15):
// "If an effect would create one or more tokens under your control, it creates
// twice that many of those tokens instead." Each doubler applies once to the
// event (614.5), so two of them give four times as many; the affected player
// (the one the tokens would be created for) orders them (616.1). The event is
// the whole creation, so it comes before the tokens' own "as ~ enters"
// replacements (616.1g), which apply to each token as it enters.
#include "runtime/Game/Game.h"

namespace oraclec::rt {

int Game::tokensToCreate(PlayerId p, int n) {
  if (n <= 0 || p == kNoPlayer) return n;
  ProposedEvent ev;
  ev.kind = ReplacedEvent::CreateTokens;
  ev.player = p;
  ev.amount = n;
  replace(ev);
  return ev.cancelled ? 0 : ev.amount;
}

} // namespace oraclec::rt
