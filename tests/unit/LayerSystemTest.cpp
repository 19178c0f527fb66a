// Layers (CR 613) with hand-written card code in several layers, using the
// CR's worked examples where there is one.
#include "RuntimeTestSupport.h"

#include <doctest/doctest.h>

using namespace rtt;

namespace {
// A free instant: "Until end of turn, target permanent <apply in layer>".
std::shared_ptr<const CardDefinition> untilEotSpell(std::string name, Layer layer,
                                                    std::function<void(ExecContext *, Value)> apply) {
  CardBuilder b(std::move(name), "", "Instant");
  FnId f = b.fn([apply](ExecContext *c, Value o) { apply(c, o); return Value(0); });
  b.spell([layer, f](ExecContext *c) { oc_rt_EffectUntilEndOfTurn(c, target(c, 0), Value(layer), f); },
          {TargetSpec{TargetClass::Object, kNoFn, 1}});
  return b.build();
}
void castAndResolve(Game &g, PlayerId p, std::shared_ptr<const CardDefinition> spell, Value t) {
  ObjId s = put(g, p, spell, Zone::Hand);
  REQUIRE(g.cast(p, s, {t}));
  REQUIRE(g.resolveTop());
}
bool charsOfFlying(ExecContext *c, Value o) {
  return oc_rt_HasKeyword(c, o, Value(Keyword::Flying), 0) != 0;
}
bool charsOfTrample(ExecContext *c, Value o) {
  return oc_rt_HasKeyword(c, o, Value(Keyword::Trample), 0) != 0;
}
bool creatureYouControl(ExecContext *c, Value o) {
  return hasType(c, o, CardType::Creature) && onBattlefield(c, o) && controller(c, o) == you(c);
}
} // namespace

TEST_CASE("layers: 613.4 Gray Ogre example: 7b set, 7c modify and counters -> 5/8") {
  Game g = twoPlayers();
  ObjId ogre = put(g, 0, vanilla("Gray Ogre", 2, 2, "Creature — Ogre", "{2}{R}"));
  g.putCounters(ogre, CounterKind::PlusOnePlusOne, 1);
  CHECK(g.characteristics(ogre).power == 3);
  castAndResolve(g, 0, untilEotSpell("Might", Layer::L7c, [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 4, 4); }),
                 obj(ogre));
  CHECK(g.characteristics(ogre).power == 7);
  put(g, 0, CardBuilder("Shield Anthem", "{1}{W}", "Enchantment")
                .staticEffect(7, 'c', creatureYouControl, [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 0, 2); })
                .build());
  CHECK(g.characteristics(ogre).toughness == 9);
  castAndResolve(g, 0, untilEotSpell("Frogify", Layer::L7b, [](ExecContext *c, Value o) { oc_rt_LayerSetPT(c, o, 0, 1); }),
                 obj(ogre));
  Characteristics c = g.characteristics(ogre);
  CHECK(c.power == 5);
  CHECK(c.toughness == 8);
}

TEST_CASE("layers: 613.4d switching P/T applies after 7c modifications (CR examples)") {
  Game g = twoPlayers();
  ObjId x = put(g, 0, vanilla("Wall", 1, 3));
  auto plus01 = untilEotSpell("Plus01", Layer::L7c, [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 0, 1); });
  auto sw = untilEotSpell("Switch", Layer::L7d, [](ExecContext *c, Value o) { oc_rt_LayerSwitchPT(c, o, 0, 0); });
  castAndResolve(g, 0, plus01, obj(x));
  castAndResolve(g, 0, sw, obj(x));
  CHECK(g.characteristics(x).power == 4);
  CHECK(g.characteristics(x).toughness == 1);
  castAndResolve(g, 0, untilEotSpell("Plus50", Layer::L7c, [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 5, 0); }),
                 obj(x));
  CHECK(g.characteristics(x).power == 4);
  CHECK(g.characteristics(x).toughness == 6);
  Game h = twoPlayers();
  ObjId y = put(h, 0, vanilla("Wall", 1, 3));
  castAndResolve(h, 0, plus01, obj(y));
  castAndResolve(h, 0, sw, obj(y));
  castAndResolve(h, 0, sw, obj(y));
  CHECK(h.characteristics(y).power == 1);
  CHECK(h.characteristics(y).toughness == 4);
}

TEST_CASE("layers: 613.5 Honor of the Pure example: layer 5 color change before 7c") {
  Game g = twoPlayers();
  ObjId x = put(g, 0, vanilla("Black Knight", 2, 2, "Creature — Knight", "{B}{B}"));
  put(g, 0, CardBuilder("Honor of the Pure", "{1}{W}", "Enchantment")
                .staticEffect(7, 'c',
                              [](ExecContext *c, Value o) {
                                return creatureYouControl(c, o) && oc_rt_HasColor(c, o, Value(Color::White), 0);
                              },
                              [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 1, 1); })
                .build());
  CHECK(g.characteristics(x).power == 2);
  castAndResolve(g, 0, untilEotSpell("Whiten", Layer::L5, [](ExecContext *c, Value o) { oc_rt_LayerSetColor(c, o, Value(Color::White), 0); }),
                 obj(x));
  CHECK(g.characteristics(x).power == 3);
  castAndResolve(g, 0, untilEotSpell("Redden", Layer::L5, [](ExecContext *c, Value o) { oc_rt_LayerSetColor(c, o, Value(Color::Red), 0); }),
                 obj(x));
  CHECK(g.characteristics(x).power == 2);
}

TEST_CASE("layers: 613.8a dependency: an effect that changes what another applies to goes first") {
  // A (earlier): "Artifacts are creatures" (layer 4). B (later): "Lands are artifacts" (layer 4).
  // A depends on B, so B applies first and the land becomes an artifact creature.
  Game g = twoPlayers();
  auto a = CardBuilder("Animator", "{1}", "Enchantment")
               .staticEffect(4, 0, [](ExecContext *c, Value o) { return hasType(c, o, CardType::Artifact); },
                             [](ExecContext *c, Value o) {
                               oc_rt_LayerAddType(c, o, Value(CardType::Creature), 0);
                             }, "artifacts are creatures")
               .build();
  auto b = CardBuilder("Forger", "{1}", "Enchantment")
               .staticEffect(4, 0, [](ExecContext *c, Value o) { return hasType(c, o, CardType::Land); },
                             [](ExecContext *c, Value o) { oc_rt_LayerAddType(c, o, Value(CardType::Artifact), 0); },
                             "lands are artifacts")
               .build();
  ObjId land = put(g, 0, basic("Mountain"));
  put(g, 0, a);
  put(g, 0, b); // later timestamp
  Characteristics c = g.characteristics(land);
  CHECK(c.hasType(CardType::Artifact));
  CHECK(c.hasType(CardType::Creature));
}

TEST_CASE("layers: 613.8a without dependency, timestamp order (613.7), 613.9 gains/loses flying: the later wins") {
  Game g = twoPlayers();
  ObjId x = put(g, 0, vanilla("Bear", 2, 2));
  auto gains = untilEotSpell("Wings", Layer::L6, [](ExecContext *c, Value o) { oc_rt_LayerAddKeyword(c, o, Value(Keyword::Flying), 0); });
  auto loses = untilEotSpell("Clip", Layer::L6, [](ExecContext *c, Value o) { oc_rt_LayerRemoveKeyword(c, o, Value(Keyword::Flying), 0); });
  castAndResolve(g, 0, gains, obj(x));
  castAndResolve(g, 0, loses, obj(x));
  CHECK_FALSE(g.characteristics(x).hasKeyword(Keyword::Flying));
  castAndResolve(g, 0, gains, obj(x));
  CHECK(g.characteristics(x).hasKeyword(Keyword::Flying));
}

TEST_CASE("layers: 613.8a dependency in layer 6: 'creatures with flying have vigilance' waits for 'all creatures have flying'") {
  Game g = twoPlayers();
  ObjId x = put(g, 0, vanilla("Bear", 2, 2));
  put(g, 0, CardBuilder("Vigil", "{1}", "Enchantment")
                .staticEffect(6, 0,
                              [](ExecContext *c, Value o) {
                                return hasType(c, o, CardType::Creature) && onBattlefield(c, o) &&
                                       charsOfFlying(c, o);
                              },
                              [](ExecContext *c, Value o) { oc_rt_LayerAddKeyword(c, o, Value(Keyword::Vigilance), 0); })
                .build());
  put(g, 0, CardBuilder("Skies", "{1}", "Enchantment")
                .staticEffect(6, 0, [](ExecContext *c, Value o) { return hasType(c, o, CardType::Creature); },
                              [](ExecContext *c, Value o) { oc_rt_LayerAddKeyword(c, o, Value(Keyword::Flying), 0); })
                .build());
  Characteristics c = g.characteristics(x);
  CHECK(c.hasKeyword(Keyword::Flying));
  CHECK(c.hasKeyword(Keyword::Vigilance));
}

TEST_CASE("layers: 613.8b a dependency loop is applied in timestamp order") {
  // A (earlier): creatures with flying gain trample. B (later): creatures with trample lose flying.
  // Each changes what the other applies to: a loop, so timestamp order: A then B.
  Game g = twoPlayers();
  ObjId x = put(g, 0, CardBuilder("Bird", "{1}", "Creature — Bird", 1, 1).keyword(Keyword::Flying).build());
  put(g, 0, CardBuilder("A", "{1}", "Enchantment")
                .staticEffect(6, 0, [](ExecContext *c, Value o) { return charsOfFlying(c, o); },
                              [](ExecContext *c, Value o) { oc_rt_LayerAddKeyword(c, o, Value(Keyword::Trample), 0); })
                .build());
  put(g, 0, CardBuilder("B", "{1}", "Enchantment")
                .staticEffect(6, 0, [](ExecContext *c, Value o) { return charsOfTrample(c, o); },
                              [](ExecContext *c, Value o) { oc_rt_LayerRemoveKeyword(c, o, Value(Keyword::Flying), 0); })
                .build());
  Characteristics c = g.characteristics(x);
  CHECK(c.hasKeyword(Keyword::Trample));
  CHECK_FALSE(c.hasKeyword(Keyword::Flying));
}

TEST_CASE("layers: 611.2c 613.6 a resolved effect's set is locked, its parts apply in layers 4 and 7b to the same set") {
  // "All noncreature artifacts become 2/2 artifact creatures until end of turn".
  Game g = twoPlayers();
  ObjId rock = put(g, 0, CardBuilder("Rock", "{1}", "Artifact").build());
  CardBuilder b("March", "", "Sorcery");
  FnId isNoncreatureArtifact = b.fn([](ExecContext *c, Value o) {
    return Value(hasType(c, o, CardType::Artifact) && !hasType(c, o, CardType::Creature));
  });
  FnId type = b.fn([](ExecContext *c, Value o) { oc_rt_LayerAddType(c, o, Value(CardType::Creature), 0); return Value(0); });
  FnId pt = b.fn([](ExecContext *c, Value o) { oc_rt_LayerSetPT(c, o, 2, 2); return Value(0); });
  b.spell([=](ExecContext *c) {
    Value set = oc_rt_Select(c, isNoncreatureArtifact, zoneBit(Zone::Battlefield), 0);
    oc_rt_EffectUntilEndOfTurn(c, set, Value(Layer::L4), type);
    oc_rt_EffectUntilEndOfTurn(c, set, Value(Layer::L7b), pt);
  });
  ObjId s = put(g, 0, b.build(), Zone::Hand);
  REQUIRE(g.cast(0, s, {}));
  REQUIRE(g.resolveTop());
  Characteristics c = g.characteristics(rock);
  CHECK(c.hasType(CardType::Creature));
  CHECK(c.power == 2);
  CHECK(c.toughness == 2);
  ObjId later = put(g, 0, CardBuilder("Later Rock", "{1}", "Artifact").build());
  CHECK_FALSE(g.characteristics(later).hasType(CardType::Creature));
}

TEST_CASE("layers: 613.1b control change in layer 2 is seen by a 7c 'creatures you control' effect") {
  Game g = twoPlayers();
  ObjId bear = put(g, 1, vanilla("Bear", 2, 2));
  put(g, 0, CardBuilder("Glorious Anthem", "{1}{W}{W}", "Enchantment")
                .staticEffect(7, 'c', creatureYouControl, [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 1, 1); })
                .build());
  CHECK(g.characteristics(bear).power == 2);
  castAndResolve(g, 0, untilEotSpell("Threaten", Layer::L2, [](ExecContext *c, Value o) { oc_rt_LayerSetController(c, o, you(c), 0); }),
                 obj(bear));
  CHECK(g.characteristics(bear).controller == 0);
  CHECK(g.characteristics(bear).power == 3);
}

TEST_CASE("layers: 613.2a 707.2 a copy effect in layer 1 sets copiable values, later layers still apply") {
  Game g = twoPlayers();
  ObjId angel = put(g, 1, CardBuilder("Serra Angel", "{3}{W}{W}", "Creature — Angel", 4, 4).keyword(Keyword::Flying).build());
  ObjId clone = put(g, 0, vanilla("Clone", 1, 1, "Creature — Shapeshifter", "{3}{U}"));
  castAndResolve(g, 0, untilEotSpell("Copy", Layer::L1a, [angel](ExecContext *c, Value o) { oc_rt_LayerCopy(c, o, obj(angel), 0); }),
                 obj(clone));
  g.putCounters(clone, CounterKind::PlusOnePlusOne, 1);
  Characteristics c = g.characteristics(clone);
  CHECK(c.name == "Serra Angel");
  CHECK(c.hasKeyword(Keyword::Flying));
  CHECK(c.power == 5);
  CHECK(c.controller == 0);
  g.playerWouldReceivePriority();
  CHECK(g.characteristics(clone).toughness == 5); // copiable 4/4 plus a counter, not the printed 1/1
}

TEST_CASE("layers: 613.1f 613.8a losing all abilities in layer 6 removes a static ability's 7c effect") {
  Game g = twoPlayers();
  ObjId lord = put(g, 0, CardBuilder("Lord", "{1}", "Creature — Lord", 1, 1)
                             .staticEffect(7, 'c', creatureYouControl, [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 1, 1); })
                             .build());
  ObjId bear = put(g, 0, vanilla("Bear", 2, 2));
  CHECK(g.characteristics(bear).power == 3);
  castAndResolve(g, 1, untilEotSpell("Muzzle", Layer::L6, [](ExecContext *c, Value o) { oc_rt_LayerLoseAllAbilities(c, o, 0, 0); }),
                 obj(lord));
  CHECK(g.characteristics(bear).power == 2);
  CHECK(g.characteristics(lord).power == 1);
}
