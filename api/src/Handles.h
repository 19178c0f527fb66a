// What the opaque handles of oraclec.h are. Each keeps the message of its last
// failed call (no global or thread-local error state) and the strings it has
// handed out, which stay valid as oraclec.h promises.
#pragma once
#include "CardStore.h"
#include "oraclec/oraclec.h"
#include "runtime/Game/Game.h"

#include <deque>
#include <memory>
#include <string>
#include <vector>

struct oraclec_library {
  std::shared_ptr<oraclec::api::CardStore> store; // shared with the games
  unsigned jobs = 1;
  std::string lastError;
  std::string scratch; // oraclec_library_data_directory
};

struct oraclec_game {
  std::shared_ptr<oraclec::api::CardStore> store; // keeps the cards' code alive
  std::unique_ptr<oraclec::rt::Game> game;
  std::deque<std::string> events; // the game's log, in order (a deque: handed-out lines stay put)
  std::string lastError;
  // Strings handed out by state queries; cleared by the next action or setup
  // call (a deque: earlier ones stay put while more are added).
  std::deque<std::string> strings;
  const char *keep(std::string s) {
    strings.push_back(std::move(s));
    return strings.back().c_str();
  }
};
