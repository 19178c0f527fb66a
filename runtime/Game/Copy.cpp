// Copies (CR 707): tokens that are copies of an object (111.2, 707.2) and
// copies of spells on the stack (707.10). The copiable values are computed by
// Layers.cpp (Game::copiableValues); entering "as a copy" (707.5) is an
// EnterChoices::copyOf, applied in layer 1a for as long as the object exists.
#include "runtime/Game/Game.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

namespace oraclec::rt {

ObjId Game::createTokenCopy(PlayerId p, std::shared_ptr<const Characteristics> values) {
  // 111.2: created outside any zone, then put onto the battlefield as a copy
  // (707.5): its copied "enters" replacement abilities apply, its copied enters
  // triggers trigger. Its definition is the copied one, for logs and names.
  GameObject o;
  o.id = nextObject_++;
  o.def = values->def;
  o.owner = p;
  o.controller = p;
  o.zone = Zone::Stack; // not in any zone list; moveObject treats it as coming from nowhere
  o.token = true;
  o.timestamp = ++timestamp_;
  o.chosen.copyOf = std::move(values);
  ObjId ghost = o.id;
  objects_[ghost] = std::move(o);
  touch();
  creatingToken_ = true;
  ObjId id = moveObject(ghost, Zone::Battlefield, p);
  creatingToken_ = false;
  return id;
}

ObjId Game::copySpell(ObjId spell, PlayerId controller, const std::vector<Value> &newTargets) {
  auto it = std::find_if(stack_.begin(), stack_.end(), [&](const StackItem &s) {
    return s.kind == StackItem::Spell && s.object == spell;
  });
  const GameObject *original = object(spell);
  if (it == stack_.end() || !original || !original->alive)
    return kNoObject;   // 608.2b: it left the stack; there is nothing to copy
  StackItem item = *it; // 707.10: its modes, targets, X and costs paid
  GameObject o;
  o.id = nextObject_++;
  o.def = original->def;
  o.owner = controller; // 707.10: a copy is created under its controller
  o.controller = controller;
  o.zone = Zone::Stack;
  o.x = original->x;
  o.kicked = original->kicked;
  o.faceDown = original->faceDown;
  o.spellCopy = true;
  o.timestamp = ++timestamp_;
  ObjId id = o.id;
  objects_[id] = std::move(o);
  item.object = id;
  item.controller = controller;
  if (!newTargets.empty()) { // 707.10c: new targets must be legal; the others stay
    std::vector<TargetSpec> specs = stackTargetSpecs(item);
    std::optional<TargetEventScope> event; // triggers7: a copied trigger's event (707.10, 603.3d)
    if (item.kind == StackItem::Triggered) event.emplace(*this, item.eventObject);
    for (size_t i = 0; i < newTargets.size() && i < item.targets.size() && i < specs.size(); ++i)
      if (newTargets[i] != kNoRef &&
          targetLegal(specs[i], newTargets[i], id, controller, item.def.get(), &item.targets))
        item.targets[i] = newTargets[i];
  }
  stack_.push_back(item); // not cast (707.10): no cast triggers
  touch();
  note(fmt::format("a copy of {} is put onto the stack under {}'s control (CR 707.10)", item.name,
                   player(controller).name));
  return id;
}

} // namespace oraclec::rt
