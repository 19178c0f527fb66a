// The layer view's cache and its invalidation rules (Game::touchStatus), the
// indexes kept with it (trigger and replacement sources), and the layer
// system's order without probing (LayerTrace.h). Card code here calls the
// runtime's operations through their table, as JIT and interpreted code do,
// so the layer system sees what it reads and writes.
#include "TracedCardCode.h"

#include <doctest/doctest.h>

using namespace rtt;

namespace {

// "Creatures you control get +1/+1.", counting how often its predicate runs.
std::shared_ptr<const CardDefinition> countingAnthem(std::shared_ptr<int> calls) {
  return traced(CardBuilder("Counting Anthem", "{1}{W}", "Enchantment")
                    .staticEffect(
                        7, 'c',
                        [calls](ExecContext *c, Value o) {
                          ++*calls;
                          return creatureYouControl(c, o);
                        },
                        plusOne)
                    .build());
}
} // namespace

TEST_CASE("layer cache: damage, tapping and life keep the view when no card code read them") {
  Game g = twoPlayers();
  auto calls = std::make_shared<int>(0);
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  ObjId other = put(g, 1, vanilla("Other Bear", 2, 2));
  put(g, 0, countingAnthem(calls));
  CHECK(g.characteristics(bear).power == 3);
  bool readsGame = true;
  g.computeCharacteristics(readsGame);
  CHECK_FALSE(readsGame);
  g.characteristics(bear); // cached again
  int before = *calls;
  REQUIRE(before > 0);
  g.tap(other);
  g.dealDamage(bear, obj(other), 1);
  g.gainLife(0, 3);
  g.loseLife(1, 2);
  g.addMana(0, 1);
  CHECK(g.characteristics(bear).power == 3);
  CHECK(g.characteristics(other).power == 2);
  CHECK(*calls == before);                              // not recomputed
  g.putCounters(other, CounterKind::PlusOnePlusOne, 1); // counters are read by layer 7c: recomputed
  CHECK(g.characteristics(other).power == 3);
  CHECK(*calls > before);
}

TEST_CASE(
    "layer cache: a static ability that reads tapped status is recomputed when a creature taps") {
  // "Tapped creatures get +1/+1." (is_tapped is not a characteristic: the view reads the game)
  for (bool viaTable : {true, false}) {
    CAPTURE(viaTable);
    Game g = twoPlayers();
    ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
    auto def =
        CardBuilder("Tapped Anthem", "{1}{W}", "Enchantment")
            .staticEffect(
                7, 'c',
                [viaTable](ExecContext *c, Value o) {
                  return viaTable ? op(Op::IsTapped, c, o) != 0 : oc_rt_IsTapped(c, o, 0, 0) != 0;
                },
                plusOne)
            .build();
    put(g, 0, viaTable ? traced(def) : def);
    CHECK(g.characteristics(bear).power == 2);
    bool readsGame = false;
    g.computeCharacteristics(readsGame);
    CHECK(readsGame);
    g.tap(bear);
    CHECK(g.characteristics(bear).power == 3);
    g.untap(bear);
    CHECK(g.characteristics(bear).power == 2);
  }
}

TEST_CASE("layer cache: a static ability that reads life totals is recomputed when life changes") {
  // "As long as you have 25 or more life, creatures you control get +1/+1."
  Game g = twoPlayers();
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  put(g, 0,
      traced(CardBuilder("Life Anthem", "{1}{W}", "Enchantment")
                 .staticEffect(
                     7, 'c',
                     [](ExecContext *c, Value o) {
                       return creatureYouControl(c, o) && op(Op::Life, c, op(Op::You, c)) >= 25;
                     },
                     plusOne)
                 .build()));
  CHECK(g.characteristics(bear).power == 2);
  g.gainLife(0, 5);
  CHECK(g.characteristics(bear).power == 3);
  g.dealDamage(bear, plr(0), 1);
  CHECK(g.characteristics(bear).power == 2);
}

TEST_CASE(
    "layers: 613.8a traced code: a 7c effect that reads power waits for the one that changes it") {
  // Earlier: "Creatures with power 3 or greater get +0/+2."; later: "Creatures get +1/+1."
  // Timestamp order alone would give 3/3; the first depends on the second: 3/5.
  Game g = twoPlayers();
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  put(g, 0,
      traced(CardBuilder("Big Shield", "{1}{W}", "Enchantment")
                 .staticEffect(
                     7, 'c',
                     [](ExecContext *c, Value o) {
                       return op(Op::HasType, c, o, Value(CardType::Creature)) &&
                              op(Op::Power, c, o) >= 3;
                     },
                     [](ExecContext *c, Value o) { op(Op::LayerModifyPT, c, o, 0, 2); })
                 .build()));
  put(g, 0,
      traced(CardBuilder("All Grow", "{1}{G}", "Enchantment")
                 .staticEffect(
                     7, 'c',
                     [](ExecContext *c, Value o) {
                       return op(Op::HasType, c, o, Value(CardType::Creature)) != 0;
                     },
                     plusOne)
                 .build()));
  Characteristics c = g.characteristics(bear);
  CHECK(c.power == 3);
  CHECK(c.toughness == 5);
}

TEST_CASE("layers: traced code: independent anthems and counters add up in one layer") {
  Game g = twoPlayers();
  auto calls = std::make_shared<int>(0);
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  ObjId theirs = put(g, 1, vanilla("Their Bear", 2, 2));
  for (int i = 0; i < 3; ++i)
    put(g, 0, countingAnthem(calls));
  g.putCounters(bear, CounterKind::PlusOnePlusOne, 2);
  CHECK(g.characteristics(bear).power == 7);
  CHECK(g.characteristics(theirs).power == 2);
}

TEST_CASE("trigger and replacement indexes: a permanent that arrives later is seen") {
  Game g = twoPlayers();
  ObjId bear = put(g, 0, vanilla("Bear", 2, 5));
  g.dealDamage(bear, obj(bear), 1); // both indexes are built here, with no source in them
  CHECK(g.pendingTriggers().empty());
  // "Whenever a creature is dealt damage, ..." arrives: the index is made again.
  put(g, 1,
      CardBuilder("Watcher", "{1}{B}", "Enchantment")
          .triggered(
              TriggerEvent::IsDealtDamage, [](ExecContext *, Value) { return true; },
              [](ExecContext *) {})
          .build());
  g.dealDamage(bear, obj(bear), 1);
  CHECK(g.pendingTriggers().size() == 1);
  CHECK(g.object(bear)->damage == 2);
  // "If damage would be dealt to a creature, prevent it." arrives.
  put(g, 1,
      CardBuilder("Fog Wall", "{1}{W}", "Enchantment")
          .replacement(
              ReplacedEvent::Damage, [](ExecContext *, Value) { return true; },
              [](ExecContext *c) { oc_rt_EventSetAmount(c, 0, 0, 0); })
          .build());
  g.dealDamage(bear, obj(bear), 1);
  CHECK(g.object(bear)->damage == 2);
}
