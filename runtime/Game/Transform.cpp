// Transform (CR 701.28) and transforming double-faced permanents (712): turning
// a permanent over to its other face. The permanent stays the same object
// (712.14): its counters, damage, attachments, tapped state and the effects
// that apply to it are untouched; only the face its characteristics start from
// changes (upFace, Layers.cpp).
#include "runtime/Game/Transform.h"
#include "runtime/Game/FaceDown.h"
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

Characteristics upFaceCharacteristics(const GameObject &o, PlayerId controller) {
  const std::shared_ptr<const CardDefinition> &face = upFace(o);
  Characteristics c = printedCharacteristics(face, controller);
  if (face != o.def && o.def) // 712.4d: the back face's mana value is its front face's
    c.frontManaCost = o.def->manaCost.symbols;
  return c;
}

bool Game::transform(ObjId id, const CardDefinition *ability) {
  GameObject *o = object(id);
  if (!o || !o->alive || o->zone != Zone::Battlefield) return false;
  if (!o->def || !o->def->backFace) { // 701.28c, 712.5: not a transforming double-faced card
    note(fmt::format(
        "{} is not a transforming double-faced permanent: it doesn't transform (CR 701.28c)",
        describe(id)));
    return false;
  }
  if (isFaceDownObject(*o)) { // 712.11a
    note(fmt::format("{} is face down: it can't transform (CR 712.11a)", describe(id)));
    return false;
  }
  const std::shared_ptr<const CardDefinition> &other = o->transformed ? o->def : o->def->backFace;
  if (std::any_of(other->types.begin(), other->types.end(),
                  [](CardType t) { return t == CardType::Instant || t == CardType::Sorcery; })) {
    note(fmt::format("{}'s other face is an instant or sorcery: it doesn't transform (CR 701.28d)",
                     describe(id)));
    return false;
  }
  // 701.28f: an ability of the permanent that tells it to transform does
  // nothing once the permanent has transformed since the ability was put on
  // the stack. Its face is no longer up then (the common case: both Werewolf
  // triggers on the stack at once); an even number of transforms in between is
  // not seen (named gap, docs/decisions.md).
  if (ability && (ability == o->def.get() || ability == o->def->backFace.get()) &&
      ability != upFace(*o).get()) {
    note(fmt::format("{} has transformed since the ability was put on the stack: it doesn't "
                     "transform again (CR 701.28f)",
                     describe(id)));
    return false;
  }
  std::string from = characteristics(id).name;
  o->transformed = !o->transformed;
  touch();
  note(fmt::format("{} transforms into {} (CR 701.28a, 712.14: the same object)", from,
                   characteristics(id).name));
  emit({.kind = GameEventKind::Transformed, .object = id, .player = controllerOf(id)});
  checkTriggers(TriggerEvent::Transformed, id, id); // 701.28e: with its new face up
  return true;
}

} // namespace oraclec::rt
