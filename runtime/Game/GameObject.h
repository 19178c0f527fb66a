// An object (CR 109.1): a card or token in a zone, with the status that is not
// a characteristic (tapped, damage, counters...). A zone change makes a new
// object with a new id (CR 400.7); the old record keeps its last known
// information for abilities that look back (CR 603.10).
#pragma once
#include "runtime/Characteristics.h"
#include "runtime/Game/EnterChoices.h"
#include "runtime/Ids.h"
#include "runtime/Value.h"

#include <array>
#include <memory>

namespace oraclec::rt {

inline constexpr int kCounterKinds = 0
#define COUNTER_KIND(Name, Spelling) +1
#include "runtime/Vocabulary/Enums.def"
    ; // Enums.def COUNTER_KIND entries

struct GameObject {
  ObjId id = kNoObject;
  std::shared_ptr<const CardDefinition> def; // printed card, or token definition
  PlayerId owner = kNoPlayer;
  PlayerId controller = kNoPlayer;  // before layer 2 (who put it onto the battlefield / cast it)
  Zone zone = Zone::Library;
  bool token = false;
  bool alive = true;                // false once it left its zone (a new object exists)
  ObjId movedTo = kNoObject;        // the new object after a zone change
  Timestamp timestamp = 0;          // CR 613.7d
  bool tapped = false;
  EnterChoices chosen;              // aschoose: chosen as it entered the battlefield (614.12)
  int damage = 0;                   // CR 120.6
  bool damagedByDeathtouch = false; // CR 704.5h
  std::array<int, kCounterKinds> counters{};
  Timestamp countersTimestamp = 0;  // CR 613.7c
  int controlSinceTurn = -1;        // summoning sickness (302.6); -1: since before the game
  // Combat (CR 506-511)
  bool attacking = false;
  uint64_t attackTarget = 0;        // Value of the attacked player / planeswalker
  std::vector<ObjId> blockedBy;     // attackers: blockers in damage assignment order
  std::vector<ObjId> blocking;      // blockers: the attackers it blocks
  bool blocked = false;             // attackers: was blocked (509.1h)
  bool dealtFirstStrikeDamage = false;
  // Attachments (CR 301.5, 303.4): the object or player an Aura, Equipment or
  // Fortification is attached to (kNoRef: unattached).
  Value attachedTo = kNoRef;
  int x = 0;                   // X chosen when it was cast (107.3a); kept as it resolves (107.3m)
  int kicked = 0;                   // times its spell was kicked (702.33d); kept as it resolves (702.33f)
  bool castWithFlashback = false;   // a spell: exiled whenever it would leave the stack (702.34a)
  bool renowned = false;            // a permanent (702.112b), until it leaves the battlefield
  bool castWithBuyback = false;     // a spell: returns to its owner's hand as it resolves (702.27a)
  // --- begin keywords ---
  bool unearthed = false;             // returned by unearth: exiled if it would leave the battlefield (702.84a)
  bool unearthExileAtEndStep = false; // its unearth's delayed exile has not triggered yet (702.84a)
  int alternativeCost = -1;           // a spell cast for an alternative cost (a Keyword: evoke, dash) and its permanent
  bool dashReturnAtEndStep = false;   // its dash's delayed return has not triggered yet (702.109a)
  bool monstrous = false;             // a designation until it leaves the battlefield (701.31b)
  // --- begin rules15 ---
  // "doesn't untap during its controller's next untap step" (502.3): used up by
  // that one untap step, tapped or not; a new object (400.7) starts without it.
  bool skipNextUntap = false;
  // --- end rules15 ---
  bool spellCopy = false;             // a copy of a spell (707.10): ceases to exist off the stack (704.5e)
  int spellsCastBefore = 0;           // a spell: how many spells were cast before it this turn (storm, 702.40a)
  // --- end keywords ---
  // --- begin altcast ---
  PlayerId reboundFor = kNoPlayer;    // exiled by rebound: cast at this player's next upkeep (702.88a)
  // --- end altcast ---
  // --- keywords7 --- a spell cast bestowed and the Aura it becomes (702.103b), until it
  // ceases to be bestowed (702.103e-f); a new object (400.7) is not bestowed.
  bool bestowed = false;
  // In the command zone: a scheme or plane card of a scheme or planar deck,
  // or one turned face down again (313.6, 701.24b, 701.26b). Its abilities
  // don't function (313.4, 901.7). On the stack or the battlefield: a face-down
  // spell or permanent (708, morph 702.37), a nameless 2/2 (FaceDown.h).
  bool faceDown = false;
  // --- begin dfc ---
  // A transforming double-faced permanent with its back face up (701.28a, 712.4d);
  // a new object (another zone) has its front face up again (712.10, 400.7).
  bool transformed = false;
  // --- end dfc ---
  int regenerationShields = 0;      // CR 701.15: used up by the next destruction; end at cleanup
  // The colours of mana spent to cast it (601.2h), bit per W U B R G; the
  // permanent it becomes keeps them (sunburst 702.44a).
  unsigned colorsSpent = 0;
  bool castFromHand = false;        // a spell cast from its owner's hand, and the permanent it becomes (601.2a)
  // --- begin copy ---
  // --- end copy ---
  std::vector<ObjId> damagedByThisTurn; // sources that dealt it damage this turn ("a creature dealt damage by ~ this turn")
  // --- zones2: cards its abilities exiled, as the new objects in exile ("the exiled card",
  // 607.2a), and those to return when it leaves the battlefield ("until ~ leaves", 610.3a).
  std::vector<ObjId> exiledWith;
  std::vector<ObjId> exiledUntilLeaves;
  // Last known information (603.10): characteristics when it left.
  std::shared_ptr<const Characteristics> lki;

  int counter(CounterKind k) const { return counters[size_t(k)]; }
};

} // namespace oraclec::rt
