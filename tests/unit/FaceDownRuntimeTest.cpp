// The runtime's face-down spells and permanents (CR 708) and morph's special
// action (702.37e), with hand-written card code.
#include "RuntimeTestSupport.h"

#include <doctest/doctest.h>

using namespace rtt;

namespace {
// "Morph {0}"-like: a creature with a morph ability whose cost is free, so no lands are needed.
std::shared_ptr<const CardDefinition> morphCreature(std::string name, Keyword k = Keyword::Morph) {
  CardBuilder b(std::move(name), "{3}{U}{U}", "Creature — Human Wizard", 3, 4);
  b.keyword(Keyword::Flying);
  b.add(AbilityKind::Keyword).keyword = k;
  return b.build();
}
void checkFaceDown(const Characteristics &c) {
  CHECK(c.name.empty());
  CHECK(c.manaCost.empty());
  CHECK(c.hasType(CardType::Creature));
  CHECK(c.subtypes.empty());
  CHECK(c.colors == 0);
  CHECK(c.power == 2);
  CHECK(c.toughness == 2);
  CHECK_FALSE(c.hasKeyword(Keyword::Flying));
  CHECK_FALSE(c.hasKeyword(Keyword::Morph));
}
std::shared_ptr<const CardDefinition> copyUntilEot(ObjId original) {
  CardBuilder b("Copy", "", "Instant");
  FnId f =
      b.fn([original](ExecContext *c, Value o) { return oc_rt_LayerCopy(c, o, obj(original), 0); });
  b.spell(
      [f](ExecContext *c) { oc_rt_EffectUntilEndOfTurn(c, target(c, 0), Value(Layer::L1a), f); },
      {TargetSpec{TargetClass::Object, kNoFn, 1}});
  return b.build();
}
} // namespace

TEST_CASE("face down: 708.2a 708.4 a spell cast face down and the permanent it becomes are "
          "nameless 2/2s") {
  Game g = twoPlayers();
  for (int i = 0; i < 3; ++i)
    put(g, 0, basic("Island"));
  ObjId card = put(g, 0, morphCreature("Sage"), Zone::Hand);
  REQUIRE(g.cast(0, card, {}, {}, 0, {}, 0, /*faceDown=*/true));
  REQUIRE(g.stack().size() == 1);
  ObjId spell = g.stack().back().object;
  checkFaceDown(g.characteristics(spell));
  REQUIRE(g.resolveTop());
  ObjId perm = g.battlefield().back();
  CHECK(g.object(perm)->faceDown);
  checkFaceDown(g.characteristics(perm));
}

TEST_CASE("face down: 702.37e 708.8 turning face up restores the card, megamorph adds a counter") {
  Game g = twoPlayers();
  ObjId m = put(g, 0, morphCreature("Sage"));
  ObjId mm = put(g, 0, morphCreature("Brute", Keyword::Megamorph));
  g.object(m)->faceDown = g.object(mm)->faceDown = true;
  g.touch();
  g.recordEvents = true;
  checkFaceDown(g.characteristics(m));
  CHECK_FALSE(g.turnFaceUp(1, m)); // only its controller (702.37e)
  CHECK(g.recordedEvents.empty());
  REQUIRE(g.turnFaceUp(0, m));
  REQUIRE_FALSE(g.recordedEvents.empty()); // the special action is an event record, same object (708.8)
  CHECK(g.recordedEvents.back().kind == GameEventKind::TurnedFaceUp);
  CHECK(g.recordedEvents.back().object == m);
  REQUIRE(g.turnFaceUp(0, mm));
  Characteristics c = g.characteristics(m);
  CHECK(c.name == "Sage");
  CHECK(c.power == 3);
  CHECK(c.hasKeyword(Keyword::Flying));
  CHECK(g.characteristics(mm).power == 4); // 702.37b
  CHECK_FALSE(g.turnFaceUp(0, m));         // already face up
}

TEST_CASE("face down: 707.2 708.10 copy effects see and keep the face-down values") {
  Game g = twoPlayers();
  ObjId angel = put(g, 1,
                    CardBuilder("Serra Angel", "{3}{W}{W}", "Creature — Angel", 4, 4)
                        .keyword(Keyword::Flying)
                        .build());
  ObjId hidden = put(g, 0, morphCreature("Sage"));
  g.object(hidden)->faceDown = true;
  g.touch();
  // A face-down permanent that becomes a copy of another stays a face-down 2/2 (708.10)...
  ObjId s = put(g, 0, copyUntilEot(angel), Zone::Hand);
  REQUIRE(g.cast(0, s, {obj(hidden)}));
  REQUIRE(g.resolveTop());
  checkFaceDown(g.characteristics(hidden));
  // ...and is the copied permanent once turned face up.
  REQUIRE(g.turnFaceUp(0, hidden));
  CHECK(g.characteristics(hidden).name == "Serra Angel");
  // A copy of a face-down permanent copies the face-down values (708.2a, 707.2).
  ObjId other = put(g, 1, morphCreature("Mask"));
  g.object(other)->faceDown = true;
  ObjId bear = put(g, 0, vanilla("Bear", 3, 3));
  g.touch();
  ObjId s2 = put(g, 0, copyUntilEot(other), Zone::Hand);
  REQUIRE(g.cast(0, s2, {obj(bear)}));
  REQUIRE(g.resolveTop());
  Characteristics b = g.characteristics(bear);
  CHECK(b.name.empty());
  CHECK(b.power == 2);
  CHECK(b.controller == 0);
}
