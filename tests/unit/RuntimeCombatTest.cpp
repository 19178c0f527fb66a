// Runtime: combat (CR 506-511) with keywords read from computed characteristics.
#include "RuntimeTestSupport.h"

#include <doctest/doctest.h>

using namespace rtt;

namespace {
std::shared_ptr<const CardDefinition> creature(std::string name, int p, int t, std::vector<Keyword> kws = {}) {
  CardBuilder b(std::move(name), "{1}", "Creature — Test", p, t);
  for (Keyword k : kws)
    b.keyword(k);
  return b.build();
}
} // namespace

TEST_CASE("runtime: 510.1a unblocked attacker damages the player, 508.1f attacking taps, 702.20 vigilance doesn't") {
  Game g = twoPlayers();
  ObjId a = put(g, 0, creature("Bear", 2, 2));
  ObjId v = put(g, 0, creature("Knight", 2, 2, {Keyword::Vigilance}));
  REQUIRE(g.declareAttackers({{a, plr(1)}, {v, plr(1)}}));
  CHECK(g.object(a)->tapped);
  CHECK_FALSE(g.object(v)->tapped);
  REQUIRE(g.advanceTo(TurnStep::EndCombat));
  CHECK(g.player(1).life == 16);
}

TEST_CASE("runtime: 302.6 a summoning-sick creature can't attack unless it has haste (702.10)") {
  Game g = twoPlayers();
  ObjId sick = put(g, 0, creature("Bear", 2, 2));
  g.object(sick)->controlSinceTurn = 1;
  CHECK_FALSE(g.declareAttackers({{sick, plr(1)}}).ok);
  ObjId hasty = put(g, 0, creature("Goblin", 1, 1, {Keyword::Haste}));
  g.object(hasty)->controlSinceTurn = 1;
  CHECK(g.declareAttackers({{hasty, plr(1)}}).ok);
}

TEST_CASE("runtime: 702.3b defender can't attack") {
  Game g = twoPlayers();
  ObjId w = put(g, 0, creature("Wall", 0, 4, {Keyword::Defender}));
  CHECK_FALSE(g.declareAttackers({{w, plr(1)}}).ok);
}

TEST_CASE("runtime: 702.9b flying can be blocked only by flying or reach (702.17b)") {
  Game g = twoPlayers();
  ObjId bird = put(g, 0, creature("Bird", 1, 1, {Keyword::Flying}));
  ObjId bear = put(g, 1, creature("Bear", 2, 2));
  ObjId spider = put(g, 1, creature("Spider", 1, 3, {Keyword::Reach}));
  REQUIRE(g.declareAttackers({{bird, plr(1)}}));
  CHECK_FALSE(g.declareBlockers({{bear, bird}}).ok);
  REQUIRE(g.declareBlockers({{spider, bird}}));
  REQUIRE(g.advanceTo(TurnStep::EndCombat));
  CHECK_FALSE(g.isLive(bird));
  CHECK(g.object(spider)->damage == 1);
}

TEST_CASE("runtime: 702.19b trample assigns lethal damage to blockers and the rest to the player") {
  Game g = twoPlayers();
  ObjId t = put(g, 0, creature("Rhino", 5, 5, {Keyword::Trample}));
  ObjId b = put(g, 1, creature("Bear", 2, 2));
  REQUIRE(g.declareAttackers({{t, plr(1)}}));
  REQUIRE(g.declareBlockers({{b, t}}));
  REQUIRE(g.advanceTo(TurnStep::EndCombat));
  CHECK(g.player(1).life == 17);
  CHECK_FALSE(g.isLive(b));
}

TEST_CASE("runtime: 702.2c deathtouch: 1 damage is lethal for assignment, 704.5h destroys") {
  Game g = twoPlayers();
  ObjId t = put(g, 0, creature("Snake", 3, 1, {Keyword::Deathtouch, Keyword::Trample}));
  ObjId b = put(g, 1, creature("Giant", 5, 5));
  REQUIRE(g.declareAttackers({{t, plr(1)}}));
  REQUIRE(g.declareBlockers({{b, t}}));
  REQUIRE(g.advanceTo(TurnStep::EndCombat));
  CHECK_FALSE(g.isLive(b));
  CHECK(g.player(1).life == 18);
}

TEST_CASE("runtime: 702.7b first strike kills the blocker before it deals damage, 702.4 double strike deals twice") {
  Game g = twoPlayers();
  ObjId fs = put(g, 0, creature("Duelist", 2, 1, {Keyword::FirstStrike}));
  ObjId b = put(g, 1, creature("Bear", 2, 2));
  REQUIRE(g.declareAttackers({{fs, plr(1)}}));
  REQUIRE(g.declareBlockers({{b, fs}}));
  REQUIRE(g.advanceTo(TurnStep::EndCombat));
  CHECK(g.isLive(fs));
  CHECK_FALSE(g.isLive(b));

  Game h = twoPlayers();
  ObjId ds = put(h, 0, creature("Twin", 2, 2, {Keyword::DoubleStrike}));
  REQUIRE(h.declareAttackers({{ds, plr(1)}}));
  REQUIRE(h.advanceTo(TurnStep::EndCombat));
  CHECK(h.player(1).life == 16);
}

TEST_CASE("runtime: 702.15b lifelink: damage dealt gains its controller that much life") {
  Game g = twoPlayers();
  ObjId l = put(g, 0, creature("Vampire", 3, 3, {Keyword::Lifelink}));
  REQUIRE(g.declareAttackers({{l, plr(1)}}));
  REQUIRE(g.advanceTo(TurnStep::EndCombat));
  CHECK(g.player(0).life == 23);
  CHECK(g.player(1).life == 17);
}

TEST_CASE("runtime: 702.111b menace needs two or more blockers") {
  Game g = twoPlayers();
  ObjId m = put(g, 0, creature("Brute", 3, 3, {Keyword::Menace}));
  ObjId b1 = put(g, 1, creature("Bear", 2, 2));
  ObjId b2 = put(g, 1, creature("Bear", 2, 2));
  REQUIRE(g.declareAttackers({{m, plr(1)}}));
  CHECK_FALSE(g.declareBlockers({{b1, m}}).ok);
  CHECK(g.declareBlockers({{b1, m}, {b2, m}}).ok);
}

TEST_CASE("runtime: 508.1d attacks each combat if able, 509.1c all creatures able to block it do so") {
  Game g = twoPlayers();
  ObjId berserker = put(g, 0, creature("Berserker", 2, 2, {Keyword::AttacksEachCombat}));
  ObjId lure = put(g, 0, creature("Lure", 1, 1, {Keyword::AllMustBlock}));
  ObjId b1 = put(g, 1, creature("Bear", 2, 2));
  ObjId b2 = put(g, 1, creature("Bear", 2, 2));
  CHECK_FALSE(g.declareAttackers({{lure, plr(1)}}).ok); // the berserker stays home
  REQUIRE(g.declareAttackers({{lure, plr(1)}, {berserker, plr(1)}}));
  CHECK_FALSE(g.declareBlockers({{b1, berserker}}).ok); // b1 and b2 are able to block the lure
  CHECK_FALSE(g.declareBlockers({{b1, lure}}).ok);
  CHECK(g.declareBlockers({{b1, lure}, {b2, lure}}).ok);
}

TEST_CASE("runtime: 509.1b can't be blocked by more than one creature, can block only flyers, 509.1a an additional block") {
  Game g = twoPlayers();
  ObjId loner = put(g, 0, creature("Loner", 3, 3, {Keyword::CantBeBlockedByMoreThanOne}));
  ObjId bear = put(g, 0, creature("Bear", 2, 2));
  ObjId wall = put(g, 1, creature("Wall", 0, 4, {Keyword::CanBlockOnlyFlying}));
  ObjId guard = put(g, 1, creature("Guard", 1, 4, {Keyword::CanBlockAdditional}));
  ObjId b = put(g, 1, creature("Bear", 2, 2));
  REQUIRE(g.declareAttackers({{loner, plr(1)}, {bear, plr(1)}}));
  CHECK_FALSE(g.declareBlockers({{wall, bear}}).ok);
  CHECK_FALSE(g.declareBlockers({{guard, loner}, {b, loner}}).ok);
  CHECK_FALSE(g.declareBlockers({{b, loner}, {b, bear}}).ok); // no additional block without the ability
  CHECK(g.declareBlockers({{guard, loner}, {guard, bear}}).ok);
}
