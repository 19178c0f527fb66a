// An object on the stack (CR 405): a spell (a card or copy) or an ability.
#pragma once
#include "runtime/CardDefinition.h"
#include "runtime/Ids.h"
#include "runtime/Value.h"

#include <memory>
#include <string>
#include <vector>

namespace oraclec::rt {

struct StackItem {
  enum Kind { Spell, Activated, Triggered } kind = Spell;
  ObjId object = kNoObject;   // the spell's object, or the ability's source
  std::shared_ptr<const CardDefinition> def;
  int ability = -1;           // index into def->abilities (-1: the spell itself / permanent spell)
  PlayerId controller = kNoPlayer;
  std::vector<Value> targets; // chosen on casting/activation (601.2c); of the chosen modes, in order
  std::vector<int> modes;     // a modal one's chosen modes, 0-based, printed order (601.2b, 700.2)
  Value eventObject = 0;      // triggered abilities (603.2)
  Value eventLastKnown = kNoRef; // the object that left, for its last known information (603.10a)
  int64_t eventAmount = 0;    // dmg2: "that much": the triggering event's amount (603.2)
  std::string name;           // for expectations and traces
  // A keyword ability the runtime performs natively (prowess, equip, cycling):
  // the Keyword, or -1 for card code (see docs/runtime.md).
  int keyword = -1;
  int x = 0; // an activated ability's X (107.3k); spells keep theirs on the object
  FnId delayedEffect = kNoFn; // a delayed triggered ability (603.7): this function of `def` resolves it
  std::vector<ObjId> sacrificed; // objects sacrificed to pay its costs ("the sacrificed creature", 608.2h)
  std::vector<ObjId>
      discarded; // effects8: cards discarded to pay its costs ("the discarded card", 608.2h)
  std::vector<ObjId> exiled; // effects8: cards exiled to pay its costs ("the exiled card", 608.2h)
  // dmg: how its divided damage was divided as it was cast or activated (601.2d):
  // each target and the damage it gets. Empty: divided on resolution by default.
  std::vector<std::pair<Value, int>> division;
  // --- keywords7 --- a spell cast for the alternative cost of this Keyword whose ability
  // changes what it targets and does (overload 702.96a, awaken 702.113a); -1 otherwise.
  int castKeyword = -1;
  // --- keywords7 --- the cards spliced onto this spell (702.47a), in the order their
  // effects happen after the spell's own (702.47b): it has their rules text (702.47c).
  std::vector<std::shared_ptr<const CardDefinition>> spliced;
};

} // namespace oraclec::rt
