// Event records (runtime/Game/GameEvents.def): what an engine reads back
// through oraclec_game_record. Records are data kept in the Game, so an action
// that fails and rolls back leaves none.
#include "RuntimeTestSupport.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace rtt;

namespace {
std::vector<GameEventKind> kinds(const Game &g) {
  std::vector<GameEventKind> out;
  for (const GameEvent &e : g.recordedEvents)
    out.push_back(e.kind);
  return out;
}
bool has(const Game &g, GameEventKind k) {
  auto ks = kinds(g);
  return std::find(ks.begin(), ks.end(), k) != ks.end();
}
} // namespace

TEST_CASE("events: nothing is recorded unless asked for") {
  Game g = twoPlayers();
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, b, {plr(1)}));
  REQUIRE(g.resolveTop());
  CHECK(g.recordedEvents.empty());
}

TEST_CASE("events: 601.2i cast, 701.21a tapped for mana, 120.3 damage, 119.3 life lost, 400.7 zone "
          "changes") {
  Game g = twoPlayers();
  g.recordEvents = true;
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  ObjId m = put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, b, {plr(1)}));
  REQUIRE(g.resolveTop());
  const auto &r = g.recordedEvents;
  auto at = [&](GameEventKind k) {
    return std::find_if(r.begin(), r.end(), [&](const GameEvent &e) { return e.kind == k; });
  };
  REQUIRE(at(GameEventKind::Cast) != r.end());
  CHECK(at(GameEventKind::Cast)->player == 0);
  REQUIRE(at(GameEventKind::Tapped) != r.end());
  CHECK(at(GameEventKind::Tapped)->object == m);
  REQUIRE(at(GameEventKind::Damage) != r.end());
  CHECK(at(GameEventKind::Damage)->amount == 3);
  CHECK(at(GameEventKind::Damage)->other == g.playerRef(1));
  CHECK_FALSE(at(GameEventKind::Damage)->combat);
  REQUIRE(at(GameEventKind::LifeLost) != r.end());
  CHECK(at(GameEventKind::LifeLost)->player == 1);
  CHECK(at(GameEventKind::LifeLost)->amount == 3);
  // hand -> stack as it is cast, stack -> graveyard as it resolves (608.2n),
  // each a new object whose record names the old one.
  std::vector<std::pair<Zone, Zone>> moves;
  for (const GameEvent &e : r)
    if (e.kind == GameEventKind::ZoneChange) {
      moves.push_back({e.from, e.to});
      CHECK(g.isLive(e.object) == (e.to == Zone::Graveyard));
      CHECK(refTag(e.other) == RefTag::Object);
    }
  CHECK(moves == std::vector<std::pair<Zone, Zone>>{{Zone::Hand, Zone::Stack},
                                                    {Zone::Stack, Zone::Graveyard}});
  // Order: the cast is recorded before the damage.
  CHECK(at(GameEventKind::Cast) < at(GameEventKind::Damage));
}

TEST_CASE("events: 601.2h a cast that cannot be paid is rolled back with its records") {
  Game g = twoPlayers();
  g.recordEvents = true;
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Forest"));
  CHECK_FALSE(g.cast(0, b, {plr(1)}).ok);
  CHECK(g.recordedEvents.empty()); // the move to the stack and the Forest's tapping did not happen
}

TEST_CASE("events: 500.1 steps, 502.3 untap, 121.1 draw, 122.1 counters") {
  Game g = twoPlayers();
  g.recordEvents = true;
  ObjId m = put(g, 0, basic("Mountain"));
  g.tap(m);
  g.tap(m); // already tapped: no second record
  ObjId top = put(g, 1, vanilla("Test Bear", 2, 2), Zone::Library);
  g.putCounters(m, CounterKind::Charge, 2);
  g.draw(1, 1);
  g.untap(m);
  auto ks = kinds(g);
  CHECK(std::count(ks.begin(), ks.end(), GameEventKind::Tapped) == 1);
  CHECK(has(g, GameEventKind::Untapped));
  const GameEvent *draw = nullptr, *counters = nullptr;
  for (const GameEvent &e : g.recordedEvents) {
    if (e.kind == GameEventKind::Draw) draw = &e;
    if (e.kind == GameEventKind::Counters) counters = &e;
  }
  REQUIRE(draw);
  CHECK(draw->player == 1);
  CHECK(g.object(draw->object)->zone == Zone::Hand);
  CHECK_FALSE(g.isLive(top)); // the card in the hand is a new object (400.7)
  REQUIRE(counters);
  CHECK(counters->amount == 2);
  CHECK(counters->counter == CounterKind::Charge);
  CHECK(gameEventName(GameEventKind::ZoneChange) == "zone-change");
  g.recordedEvents.clear();
  REQUIRE(g.nextStep());
  REQUIRE_FALSE(g.recordedEvents.empty());
  CHECK(g.recordedEvents.back().kind == GameEventKind::Step);
  CHECK(g.recordedEvents.back().step == g.step());
}
