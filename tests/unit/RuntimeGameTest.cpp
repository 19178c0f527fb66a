// Runtime: casting, mana, resolution, state-based actions, triggers, turns.
#include "RuntimeTestSupport.h"

#include <doctest/doctest.h>

using namespace rtt;

TEST_CASE("runtime: 601.2 cast with automatic mana, 608.2 resolve, 120.3 damage, 704.5g lethal damage") {
  Game g = twoPlayers();
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  ObjId m = put(g, 0, basic("Mountain"));
  ObjId bear = put(g, 1, vanilla("Test Bear", 2, 2));
  REQUIRE(g.cast(0, b, {obj(bear)}));
  CHECK(g.object(m)->tapped);
  CHECK(g.stack().size() == 1);
  REQUIRE(g.resolveTop());
  CHECK(g.stack().empty());
  CHECK(g.zone(1, Zone::Graveyard).size() == 1);
  CHECK(g.zone(0, Zone::Graveyard).size() == 1); // the instant (608.2n)
  CHECK_FALSE(g.isLive(bear));
}

TEST_CASE("runtime: 601.2h cannot pay: the cast is rolled back") {
  Game g = twoPlayers();
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Forest"));
  auto r = g.cast(0, b, {plr(1)});
  CHECK_FALSE(r.ok);
  CHECK(g.isLive(b));
  CHECK(g.object(b)->zone == Zone::Hand);
  CHECK(g.stack().empty());
}

TEST_CASE("runtime: 115.4 any target accepts players and creatures, not lands") {
  Game g = twoPlayers();
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  ObjId forest = put(g, 1, basic("Forest"));
  CHECK_FALSE(g.cast(0, b, {obj(forest)}).ok);
  REQUIRE(g.cast(0, b, {plr(1)}));
  REQUIRE(g.resolveTop());
  CHECK(g.player(1).life == 17);
}

TEST_CASE("runtime: 608.2b a spell whose only target is illegal doesn't resolve") {
  Game g = twoPlayers();
  ObjId b1 = put(g, 0, bolt(), Zone::Hand);
  ObjId b2 = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  put(g, 0, basic("Mountain"));
  ObjId bear = put(g, 1, vanilla("Test Bear", 2, 2));
  REQUIRE(g.cast(0, b1, {obj(bear)}));
  REQUIRE(g.cast(0, b2, {obj(bear)}));
  REQUIRE(g.resolveTop()); // kills the bear
  REQUIRE(g.resolveTop()); // fizzles
  CHECK(g.player(1).life == 20);
  CHECK(g.zone(0, Zone::Graveyard).size() == 2);
}

TEST_CASE("runtime: 305.6 basic land types grant their mana ability, 500.4 mana empties") {
  Game g = twoPlayers();
  ObjId f = put(g, 0, basic("Forest"));
  auto refs = g.activatedAbilities(f);
  REQUIRE(refs.size() == 1);
  REQUIRE(g.activate(0, f, 1, {}));
  CHECK(g.player(0).pool.amount[size_t(ManaColor::G)] == 1);
  CHECK(g.object(f)->tapped);
  CHECK_FALSE(g.activate(0, f, 1, {}).ok); // already tapped
  REQUIRE(g.nextStep());
  CHECK(g.player(0).pool.total() == 0);
}

TEST_CASE("runtime: 605.3 a creature's mana ability resolves immediately and pays costs, 302.6 summoning sickness") {
  Game g = twoPlayers();
  CostSpec tap;
  tap.tap = true;
  auto elves = CardBuilder("Llanowar Elves", "{G}", "Creature — Elf Druid", 1, 1)
                   .activated(tap, [](ExecContext *c) { oc_rt_AddMana(c, you(c), packMana(ManaColor::G, 1), 0); }, true)
                   .build();
  ObjId e = put(g, 0, elves);
  ObjId bears = put(g, 0, vanilla("Grizzly Bears", 2, 2, "Creature — Bear", "{1}{G}"), Zone::Hand);
  put(g, 0, basic("Forest"));
  REQUIRE(g.cast(0, bears, {}));
  CHECK(g.object(e)->tapped);
  REQUIRE(g.resolveTop());
  // A new Elves is summoning sick: its {T} ability can't be activated.
  ObjId e2 = put(g, 0, elves, Zone::Hand);
  put(g, 0, basic("Forest"));
  REQUIRE(g.cast(0, e2, {}));
  REQUIRE(g.resolveTop());
  ObjId onField = g.zone(0, Zone::Battlefield).back();
  CHECK_FALSE(g.activate(0, onField, 1, {}).ok);
}

TEST_CASE("runtime: 307.1 sorcery-speed timing for creature spells") {
  Game g = twoPlayers();
  ObjId bears = put(g, 1, vanilla("Grizzly Bears", 2, 2), Zone::Hand);
  put(g, 1, basic("Forest"));
  put(g, 1, basic("Forest"));
  CHECK_FALSE(g.cast(1, bears, {}).ok); // not bob's turn
}

TEST_CASE("runtime: 704.5a a player with 0 life loses, 704.5b drawing from an empty library loses") {
  Game g = twoPlayers();
  g.player(1).life = 3;
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, b, {plr(1)}));
  REQUIRE(g.resolveTop());
  CHECK(g.player(1).lost);
  Game h = twoPlayers();
  h.draw(0, 1);
  CHECK_FALSE(h.player(0).lost);
  h.playerWouldReceivePriority();
  CHECK(h.player(0).lost);
}

TEST_CASE("runtime: 704.5q +1/+1 and -1/-1 counters annihilate, 704.5f toughness 0 dies") {
  Game g = twoPlayers();
  ObjId bear = put(g, 0, vanilla("Test Bear", 2, 2));
  g.putCounters(bear, CounterKind::PlusOnePlusOne, 2);
  g.putCounters(bear, CounterKind::MinusOneMinusOne, 3);
  g.playerWouldReceivePriority();
  REQUIRE(g.isLive(bear));
  CHECK(g.object(bear)->counter(CounterKind::PlusOnePlusOne) == 0);
  CHECK(g.object(bear)->counter(CounterKind::MinusOneMinusOne) == 1);
  CHECK(g.characteristics(bear).power == 1);
  g.putCounters(bear, CounterKind::MinusOneMinusOne, 1);
  g.playerWouldReceivePriority();
  CHECK_FALSE(g.isLive(bear));
  CHECK(g.zone(0, Zone::Graveyard).size() == 1);
}

TEST_CASE("runtime: 702.12b indestructible survives lethal damage (704.5g) but not toughness 0 (704.5f)") {
  Game g = twoPlayers();
  auto d = CardBuilder("Stone Wall", "{1}", "Artifact Creature — Golem", 2, 2).keyword(Keyword::Indestructible).build();
  ObjId w = put(g, 0, d);
  g.dealDamage(w, obj(w), 5);
  g.playerWouldReceivePriority();
  CHECK(g.isLive(w));
  g.putCounters(w, CounterKind::MinusOneMinusOne, 2);
  g.playerWouldReceivePriority();
  CHECK_FALSE(g.isLive(w));
}

TEST_CASE("runtime: 603.2 603.3 enters-the-battlefield trigger goes on the stack and resolves, 603.10a dies trigger") {
  Game g = twoPlayers();
  auto healer = CardBuilder("Healer", "{W}", "Creature — Cleric", 1, 1)
                    .triggered(TriggerEvent::EntersBattlefield,
                               [](ExecContext *c, Value o) { return oc_rt_SameObject(c, o, self(c), 0) != 0; },
                               [](ExecContext *c) { oc_rt_GainLife(c, you(c), 3, 0); })
                    .triggered(TriggerEvent::Dies,
                               [](ExecContext *c, Value o) { return oc_rt_SameObject(c, o, self(c), 0) != 0; },
                               [](ExecContext *c) { oc_rt_Draw(c, you(c), 1, 0); })
                    .build();
  ObjId h = put(g, 0, healer, Zone::Hand);
  put(g, 0, basic("Plains"));
  put(g, 0, basic("Island"), Zone::Library);
  REQUIRE(g.cast(0, h, {}));
  REQUIRE(g.resolveTop());
  REQUIRE(g.stack().size() == 1);
  CHECK(g.stack().back().kind == StackItem::Triggered);
  REQUIRE(g.resolveTop());
  CHECK(g.player(0).life == 23);
  ObjId onField = g.zone(0, Zone::Battlefield).back();
  g.destroy(onField);
  g.playerWouldReceivePriority();
  REQUIRE(g.stack().size() == 1);
  REQUIRE(g.resolveTop());
  CHECK(g.zone(0, Zone::Hand).size() == 1);
}

TEST_CASE("runtime: 603.3b triggers of several players go on the stack in APNAP order") {
  Game g = twoPlayers();
  auto watcher = [](std::string name) {
    return CardBuilder(name, "{1}", "Artifact")
        .triggered(TriggerEvent::EntersBattlefield,
                   [](ExecContext *c, Value o) { return hasType(c, o, CardType::Creature); },
                   [](ExecContext *c) { oc_rt_GainLife(c, you(c), 1, 0); })
        .build();
  };
  put(g, 0, watcher("Alice Watcher"));
  put(g, 1, watcher("Bob Watcher"));
  g.moveObject(put(g, 0, vanilla("Bear", 2, 2), Zone::Hand), Zone::Battlefield, 0);
  g.playerWouldReceivePriority();
  REQUIRE(g.stack().size() == 2);
  CHECK(g.stack()[0].controller == 0); // active player's first: resolves last
  CHECK(g.stack()[1].controller == 1);
}

TEST_CASE("runtime: 503 upkeep triggers and 504.1 draw on advancing to the next turn, 502.3 untap") {
  Game g = twoPlayers();
  auto ticker = CardBuilder("Ticker", "{1}", "Artifact").build();
  auto def = std::make_shared<CardDefinition>(*ticker);
  AbilityDescriptor a;
  a.kind = AbilityKind::Triggered;
  a.trigger.event = TriggerEvent::BeginningOfStep;
  a.trigger.step = Step::Upkeep;
  a.trigger.yoursOnly = true;
  auto code = std::make_shared<LambdaCode>();
  code->fns.push_back([](ExecContext *c, Value) { oc_rt_LoseLife(c, you(c), 1, 0); return Value(0); });
  a.effect = 0;
  def->abilities.push_back(a);
  def->code = code;
  put(g, 1, def);
  ObjId land = put(g, 1, basic("Forest"));
  g.tap(land);
  put(g, 1, basic("Island"), Zone::Library);
  REQUIRE(g.advanceTo(TurnStep::Upkeep));
  CHECK(g.activePlayer() == 1);
  CHECK_FALSE(g.object(land)->tapped);
  CHECK(g.stack().size() == 1);
  REQUIRE(g.advanceTo(TurnStep::Main1));
  CHECK(g.player(1).life == 19);
  CHECK(g.zone(1, Zone::Hand).size() == 1);
}

TEST_CASE("runtime: 117.4 all players pass in succession: the top object resolves, then the step ends") {
  Game g = twoPlayers();
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, b, {plr(1)}));
  CHECK_FALSE(g.pass(1).ok); // alice has priority
  REQUIRE(g.pass(0));
  REQUIRE(g.pass(1));
  CHECK(g.player(1).life == 17);
  REQUIRE(g.pass(0));
  REQUIRE(g.pass(1));
  CHECK(g.step() == TurnStep::BeginCombat);
}

TEST_CASE("runtime: 611.2c 514.2 pump until end of turn locks its set and ends in cleanup") {
  Game g = twoPlayers();
  auto growth = CardBuilder("Giant Growth", "{G}", "Instant")
                    .spell([](ExecContext *c) { oc_rt_PumpUntilEndOfTurn(c, target(c, 0), 3, 3); },
                           {TargetSpec{TargetClass::Object, kNoFn, 1}})
                    .build();
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  ObjId gg = put(g, 0, growth, Zone::Hand);
  put(g, 0, basic("Forest"));
  REQUIRE(g.cast(0, gg, {obj(bear)}));
  REQUIRE(g.resolveTop());
  CHECK(g.characteristics(bear).power == 5);
  REQUIRE(g.advanceTo(TurnStep::End));
  CHECK(g.characteristics(bear).power == 5);
  REQUIRE(g.advanceTo(TurnStep::Upkeep));
  CHECK(g.characteristics(bear).power == 2);
}
