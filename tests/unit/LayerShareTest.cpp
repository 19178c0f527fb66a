// The layer system computes the affected set of several effects once when
// they cannot differ (Layers.cpp applyIndependent): same definition, same
// function, same controller, and a predicate that did not read its source
// (LayerTrace::source). Each test below fails if one of those conditions is
// dropped. Card code calls the operations through their table, as JIT and
// interpreted code do, so the layer system sees what it reads.
#include "TracedCardCode.h"

#include <doctest/doctest.h>

using namespace rtt;

TEST_CASE("layer sets: copies of one anthem run its predicate once per object, not once per copy") {
  Game g = twoPlayers();
  auto calls = std::make_shared<int>(0);
  auto anthem = traced(CardBuilder("Counting Anthem", "{1}{W}", "Enchantment")
                           .staticEffect(
                               7, 'c',
                               [calls](ExecContext *c, Value o) {
                                 ++*calls;
                                 return creatureYouControl(c, o);
                               },
                               plusOne)
                           .build());
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  ObjId other = put(g, 1, vanilla("Other Bear", 2, 2));
  for (int i = 0; i < 3; ++i)
    put(g, 0, anthem);
  *calls = 0;
  auto view = g.computeCharacteristics();
  CHECK(view->at(bear).power == 5);
  CHECK(view->at(other).power == 2);
  CHECK(*calls == 5); // one call per permanent (2 bears, 3 anthems)
}

TEST_CASE(
    "layer sets: copies of 'other creatures you control' each decide their own set (CR 613.8a)") {
  // "Other creatures you control get +1/+1." on a creature: the predicate reads
  // its source, so two copies affect different objects.
  Game g = twoPlayers();
  auto lord = traced(CardBuilder("Lord", "{1}{W}", "Creature — Soldier", 1, 1)
                         .staticEffect(
                             7, 'c',
                             [](ExecContext *c, Value o) {
                               return creatureYouControl(c, o) &&
                                      !op(Op::SameObject, c, o, op(Op::Self, c));
                             },
                             plusOne)
                         .build());
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  ObjId lord1 = put(g, 0, lord);
  ObjId lord2 = put(g, 0, lord);
  auto view = g.computeCharacteristics();
  CHECK(view->at(bear).power == 4);
  CHECK(view->at(lord1).power == 2);
  CHECK(view->at(lord2).power == 2);
}

TEST_CASE(
    "layer sets: one anthem definition under two controllers pumps each controller's creatures") {
  Game g = twoPlayers();
  auto anthem = traced(CardBuilder("Anthem", "{1}{W}", "Enchantment")
                           .staticEffect(7, 'c', creatureYouControl, plusOne)
                           .build());
  ObjId mine = put(g, 0, vanilla("Bear", 2, 2));
  ObjId theirs = put(g, 1, vanilla("Other Bear", 2, 2));
  put(g, 0, anthem);
  put(g, 1, anthem);
  put(g, 1, anthem);
  auto view = g.computeCharacteristics();
  CHECK(view->at(mine).power == 3);
  CHECK(view->at(theirs).power == 4);
}
