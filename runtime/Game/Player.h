// A player (CR 102): life total, mana pool, and the flags state-based actions read.
#pragma once
#include "runtime/Game/ManaPool.h"
#include "runtime/Ids.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace oraclec::rt {

inline constexpr int kZoneCount = 7; // Enums.def ZONE entries

struct Player {
  std::string name;
  int life = 20;
  int poison = 0;                    // poison counters (CR 122.1e, 704.5c)
  int energy = 0;                    // energy counters (CR 122.1, 107.14): paid with {E}
  bool dealtDamageThisTurn = false;  // bloodthirst (702.54a)
  bool attackedThisTurn = false;     // Raid: "if you attacked with a creature this turn" (508.1)
  bool permanentLeftThisTurn = false; // Revolt: "if a permanent you controlled left the battlefield this turn"
  ManaPool pool;
  bool lost = false;
  bool drewFromEmptyLibrary = false; // CR 704.5b
  int lastTurnStarted = 0;           // turn number of this player's most recent turn (302.6)
  int previousTurnStarted = 0;       // and of the turn before it (echo: "your last upkeep", 702.30a)
  // Cards this player owns in each zone but the stack (the stack is shared).
  // Library: index 0 is the top.
  std::array<std::vector<ObjId>, kZoneCount> zones;
  // Vanguard (CR 312.6, 902.5b): seven, as modified by the hand modifier.
  int maxHandSize = 7;
  bool citysBlessing = false; // ascend (702.131c): kept for the rest of the game
  // --- begin amounts2 ---
  // Spells this player cast this turn and the turn before ("if no spells were cast
  // last turn", "if a player cast two or more spells last turn": 603.4, 601.2i).
  int spellsCastThisTurn = 0;
  int spellsCastLastTurn = 0;
  // --- end amounts2 ---
  // --- begin dungeon ---
  // Dungeons (309): the dungeon cards this player owns outside the game (309.2a),
  // the one in their command zone with their venture marker on room
  // `ventureRoom` (309.4, 1 = topmost), and how many they completed (309.7).
  std::vector<std::shared_ptr<const struct CardDefinition>> dungeonsOutside;
  ObjId dungeon = kNoObject;
  int ventureRoom = 0;
  int dungeonsCompleted = 0;
  // --- end dungeon ---
  // --- begin library ---
  int extraLandsThisTurn = 0; // "You may play an additional land this turn" (305.2)
  // --- end library ---
};

} // namespace oraclec::rt
