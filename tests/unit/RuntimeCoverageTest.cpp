// Runtime: the operations and keyword abilities added for coverage growth
// (Ops.def, last block; docs/runtime.md).
#include "RuntimeTestSupport.h"
#include "runtime/Scenario/Scenario.h"

#include <doctest/doctest.h>
#include <sstream>

using namespace rtt;

namespace {

inline Value attachedTo(ExecContext *c, Value o) { return oc_rt_AttachedTo(c, o, 0, 0); }
inline bool sameObject(ExecContext *c, Value a, Value b) { return oc_rt_SameObject(c, a, b, 0); }

// "Enchant creature / Enchanted creature gets +2/+2."
std::shared_ptr<const CardDefinition> holyStrength(std::string name = "Holy Strength") {
  CardBuilder b(std::move(name), "{W}", "Enchantment — Aura");
  FnId creature = b.fn([](ExecContext *c, Value o) { return Value(hasType(c, o, CardType::Creature) && onBattlefield(c, o)); });
  auto &en = b.add(AbilityKind::Keyword);
  en.keyword = Keyword::Enchant;
  en.targets.push_back(TargetSpec{TargetClass::Object, creature, 1});
  b.staticEffect(
      7, 'c', [](ExecContext *c, Value o) { return sameObject(c, o, attachedTo(c, self(c))); },
      [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 2, 2); }, "Enchanted creature gets +2/+2.");
  return b.build();
}

// "Equipped creature gets +1/+1. Equip {1}"
std::shared_ptr<const CardDefinition> shortSword() {
  CardBuilder b("Short Sword", "{1}", "Artifact — Equipment");
  b.staticEffect(
      7, 'c', [](ExecContext *c, Value o) { return sameObject(c, o, attachedTo(c, self(c))); },
      [](ExecContext *c, Value o) { oc_rt_LayerModifyPT(c, o, 1, 1); }, "Equipped creature gets +1/+1.");
  auto &eq = b.add(AbilityKind::Keyword);
  eq.keyword = Keyword::Equip;
  eq.cost.mana.symbols = "{1}";
  return b.build();
}

std::shared_ptr<const CardDefinition> murder() {
  CardBuilder b("Murder", "{B}", "Instant");
  FnId creature = b.fn([](ExecContext *c, Value o) { return Value(hasType(c, o, CardType::Creature) && onBattlefield(c, o)); });
  return b.spell([](ExecContext *c) { oc_rt_Destroy(c, target(c, 0), 0, 0); },
                 {TargetSpec{TargetClass::Object, creature, 1}})
      .build();
}

std::shared_ptr<const CardDefinition> cancel() {
  return CardBuilder("Cancel", "{U}", "Instant")
      .spell([](ExecContext *c) { oc_rt_CounterSpell(c, target(c, 0), 0, 0); }, {TargetSpec{TargetClass::Spell}})
      .build();
}

// "Tapped Land enters tapped. {T}: Add {W}." as the compiler lowers it.
std::shared_ptr<const CardDefinition> tapland(std::string name = "Tapped Land") {
  CostSpec tap;
  tap.tap = true;
  return CardBuilder(std::move(name), "", "Land")
      .replacement(
          ReplacedEvent::ZoneChange,
          [](ExecContext *c, Value o) {
            return oc_rt_EventToZone(c, 0, 0, 0) == Value(Zone::Battlefield) && sameObject(c, o, self(c));
          },
          [](ExecContext *c) { oc_rt_EventSetTapped(c, 0, 0, 0); }, /*self=*/true)
      .activated(tap, [](ExecContext *c) { oc_rt_AddMana(c, you(c), packMana(ManaColor::W, 1), 0); }, true)
      .build();
}

std::shared_ptr<const CardDefinition> library(std::string name) { return vanilla(std::move(name), 1, 1); }

std::vector<std::string> names(const Game &g, PlayerId p, Zone z) {
  std::vector<std::string> out;
  for (ObjId id : g.zone(p, z))
    out.push_back(g.object(id)->def->name);
  return out;
}

ObjId newest(const Game &g, PlayerId p, Zone z) { return g.zone(p, z).back(); }

} // namespace

// ------------------------------------------------------------------ 1. Auras and Equipment

TEST_CASE("runtime: 303.4a 303.4f 702.5 an Aura spell targets what it can enchant and enters attached, 613 its static ability applies through attached_to") {
  Game g = twoPlayers();
  ObjId aura = put(g, 0, holyStrength(), Zone::Hand);
  put(g, 0, basic("Plains"));
  ObjId bear = put(g, 1, vanilla("Grizzly Bears", 2, 2));
  ObjId forest = put(g, 1, basic("Forest"));
  CHECK_FALSE(g.cast(0, aura, {obj(forest)}).ok); // not a creature: illegal target (303.4a)
  REQUIRE(g.cast(0, aura, {obj(bear)}));
  REQUIRE(g.resolveTop());
  REQUIRE(g.zone(0, Zone::Battlefield).size() == 2);
  ObjId onField = newest(g, 0, Zone::Battlefield);
  CHECK(g.attachedTo(onField) == obj(bear));
  CHECK(g.characteristics(bear).power == 4);
  CHECK(g.characteristics(bear).toughness == 4);
  ExecContext ctx = g.contextFor(onField, 0, g.object(onField)->def.get());
  CHECK(oc_rt_AttachedTo(&ctx, obj(onField), 0, 0) == obj(bear));
}

TEST_CASE("runtime: 608.2b 704.5m an Aura whose creature left goes to the graveyard, an Aura spell whose target is gone doesn't resolve") {
  Game g = twoPlayers();
  ObjId aura = put(g, 0, holyStrength(), Zone::Hand);
  ObjId kill = put(g, 0, murder(), Zone::Hand);
  put(g, 0, basic("Plains"));
  put(g, 0, basic("Swamp"));
  ObjId bear = put(g, 1, vanilla("Grizzly Bears", 2, 2));
  REQUIRE(g.cast(0, aura, {obj(bear)}));
  REQUIRE(g.resolveTop());
  REQUIRE(g.cast(0, kill, {obj(bear)}));
  REQUIRE(g.resolveTop());
  CHECK_FALSE(g.isLive(bear));
  // Murder finishes resolving (608.2n) before state-based actions see the Aura (704.5m).
  CHECK(names(g, 0, Zone::Graveyard) == std::vector<std::string>{"Murder", "Holy Strength"});
  CHECK(g.zone(0, Zone::Battlefield).size() == 2); // the lands only

  // 608.2b: the target dies in response: the Aura spell goes to the graveyard.
  Game h = twoPlayers();
  ObjId a2 = put(h, 0, holyStrength(), Zone::Hand);
  put(h, 0, basic("Plains"));
  ObjId b2 = put(h, 1, vanilla("Grizzly Bears", 2, 2));
  REQUIRE(h.cast(0, a2, {obj(b2)}));
  h.destroy(b2);
  REQUIRE(h.resolveTop());
  CHECK(names(h, 0, Zone::Graveyard) == std::vector<std::string>{"Holy Strength"});

  // 303.4g/704.5m: an Aura put onto the battlefield without a legal object stays unattached and dies.
  Game k = twoPlayers();
  put(k, 0, holyStrength(), Zone::Battlefield);
  k.playerWouldReceivePriority();
  CHECK(names(k, 0, Zone::Graveyard) == std::vector<std::string>{"Holy Strength"});
}

TEST_CASE("runtime: 702.6a equip attaches to target creature you control only as a sorcery, 704.5n unattached when it leaves") {
  Game g = twoPlayers();
  ObjId sword = put(g, 0, shortSword());
  ObjId bear = put(g, 0, vanilla("Grizzly Bears", 2, 2));
  ObjId theirs = put(g, 1, vanilla("Hill Giant", 3, 3));
  put(g, 0, basic("Plains"));
  put(g, 0, basic("Plains"));
  REQUIRE(g.activatedAbilities(sword).size() == 1); // equip counts as an activated ability
  CHECK_FALSE(g.activate(0, sword, 1, {obj(theirs)}).ok); // not yours
  CHECK_FALSE(g.activate(0, sword, 1, {obj(sword)}).ok);  // not a creature
  REQUIRE(g.activate(0, sword, 1, {obj(bear)}));
  CHECK(g.stack().size() == 1);
  REQUIRE(g.resolveTop());
  CHECK(g.attachedTo(sword) == obj(bear));
  CHECK(g.characteristics(bear).power == 3);
  CHECK(g.characteristics(theirs).power == 3);
  // Only as a sorcery: not with a spell on the stack, not in the opponent's turn.
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, b, {plr(1)}));
  CHECK_FALSE(g.activate(0, sword, 1, {obj(bear)}).ok);
  REQUIRE(g.resolveTop());
  g.destroy(bear);
  g.playerWouldReceivePriority();
  CHECK(g.isLive(sword)); // Equipment stays on the battlefield, unattached
  CHECK(g.object(sword)->attachedTo == kNoRef);
  CHECK(g.attachedTo(sword) == kNoRef);
}

// ------------------------------------------------------------------ 2. enters tapped

TEST_CASE("runtime: 614.1c 614.12 a permanent's own \"enters tapped\" replacement applies as it enters") {
  Game g = twoPlayers();
  ObjId land = put(g, 0, tapland(), Zone::Hand);
  REQUIRE(g.playLand(0, land));
  ObjId onField = newest(g, 0, Zone::Battlefield);
  CHECK(g.object(onField)->tapped);
  // Another land entering is not affected by this one's replacement.
  ObjId plains = put(g, 0, basic("Plains"), Zone::Hand);
  ObjId entered = g.moveObject(plains, Zone::Battlefield, 0);
  REQUIRE(entered != kNoObject);
  CHECK_FALSE(g.object(entered)->tapped);
  // Outside a zone change to the battlefield, event_set_tapped is an error.
  ExecContext ctx = g.contextFor(onField, 0, nullptr);
  oc_rt_EventSetTapped(&ctx, 0, 0, 0);
  CHECK(g.errors.size() == 1);
}

// ------------------------------------------------------------------ 3. activation restrictions

TEST_CASE("runtime: 602.5d activate only as a sorcery, 602.5b activate only once each turn") {
  Game g = twoPlayers();
  CostSpec sorcery;
  sorcery.sorcerySpeed = true;
  CostSpec once;
  once.oncePerTurn = true;
  auto def = CardBuilder("Relic", "{1}", "Artifact")
                 .activated(sorcery, [](ExecContext *c) { oc_rt_GainLife(c, you(c), 1, 0); })
                 .activated(once, [](ExecContext *c) { oc_rt_GainLife(c, you(c), 10, 0); })
                 .build();
  ObjId relic = put(g, 0, def);
  ObjId bobRelic = put(g, 1, def);
  REQUIRE(g.activate(0, relic, 1, {}));
  CHECK_FALSE(g.activate(0, relic, 1, {}).ok); // the stack is not empty
  REQUIRE(g.resolveTop());
  CHECK(g.player(0).life == 21);
  g.setTurn(1, 0, TurnStep::Upkeep);
  CHECK_FALSE(g.activate(0, relic, 1, {}).ok); // not a main phase
  g.setTurn(1, 0, TurnStep::Main1);
  CHECK_FALSE(g.activate(1, bobRelic, 1, {}).ok); // not bob's turn
  REQUIRE(g.activate(0, relic, 2, {}));
  CHECK_FALSE(g.activate(0, relic, 2, {}).ok);
  REQUIRE(g.resolveTop());
  CHECK(g.player(0).life == 31);
  CHECK_FALSE(g.activate(0, relic, 2, {}).ok);
  g.setTurn(3, 0, TurnStep::Main1); // a new turn
  CHECK(g.activate(0, relic, 2, {}).ok);
}

// ------------------------------------------------------------------ 4. may

TEST_CASE("runtime: 608.2d \"you may\": the controller chooses (choose: yes/no), without an answer, yes") {
  auto def = [] {
    CardBuilder b("Careful Study", "{U}", "Sorcery");
    // The function says whether the action was done: `may` is true only if
    // the player said yes and it was (608.2c "if you do").
    FnId draw = b.fn([](ExecContext *c, Value) { oc_rt_Draw(c, you(c), 1, 0); return Value(1); });
    b.spell([draw](ExecContext *c) { oc_rt_GainLife(c, you(c), oc_rt_May(c, draw, 0, 0) ? 0 : 5, 0); });
    return b.build();
  }();
  for (int answer = 0; answer < 3; ++answer) {
    Game g = twoPlayers();
    ObjId s = put(g, 0, def, Zone::Hand);
    put(g, 0, basic("Island"));
    put(g, 0, library("Card A"), Zone::Library);
    if (answer == 1)
      g.answers.push_back({0, {"no"}});
    if (answer == 2)
      g.answers.push_back({0, {"yes"}});
    REQUIRE(g.cast(0, s, {}));
    REQUIRE(g.resolveTop());
    bool yes = answer != 1;
    CHECK(g.zone(0, Zone::Hand).size() == (yes ? 1u : 0u));
    CHECK(g.player(0).life == (yes ? 20 : 25));
    CHECK(g.answers.empty());
  }
  // Yes, but the action could not be done: "if you do" is false (608.2c).
  auto undone = [] {
    CardBuilder b("Careful Study", "{U}", "Sorcery");
    FnId nothing = b.fn([](ExecContext *, Value) { return Value(0); });
    b.spell([nothing](ExecContext *c) { oc_rt_GainLife(c, you(c), oc_rt_May(c, nothing, 0, 0) ? 0 : 5, 0); });
    return b.build();
  }();
  Game g = twoPlayers();
  ObjId s = put(g, 0, undone, Zone::Hand);
  put(g, 0, basic("Island"));
  g.answers.push_back({0, {"yes"}});
  REQUIRE(g.cast(0, s, {}));
  REQUIRE(g.resolveTop());
  CHECK(g.player(0).life == 25);
}

// ------------------------------------------------------------------ 5. mana choices

TEST_CASE("runtime: 106.4 add_mana_choice: automatic payment picks the colour it needs, an answer picks otherwise, add_mana_any_color") {
  CostSpec tap;
  tap.tap = true;
  auto azorius = CardBuilder("Azorius Land", "", "Land")
                     .activated(tap,
                                [](ExecContext *c) {
                                  oc_rt_AddManaChoice(c, you(c), packMana(ManaColor::W, 1) | packMana(ManaColor::U, 1), 0);
                                },
                                true)
                     .build();
  auto prism = CardBuilder("Prism", "", "Artifact")
                   .activated(tap, [](ExecContext *c) { oc_rt_AddManaAnyColor(c, you(c), 2, 0); }, true)
                   .build();
  auto blueSpell = CardBuilder("Blue Spell", "{U}", "Instant").spell([](ExecContext *) {}).build();
  auto redSpell = CardBuilder("Red Spell", "{R}{R}", "Instant").spell([](ExecContext *) {}).build();
  {
    Game g = twoPlayers();
    ObjId land = put(g, 0, azorius);
    ObjId s = put(g, 0, blueSpell, Zone::Hand);
    REQUIRE(g.cast(0, s, {}));
    CHECK(g.object(land)->tapped);
    CHECK(g.player(0).pool.total() == 0);
  }
  {
    Game g = twoPlayers();
    ObjId land = put(g, 0, azorius);
    REQUIRE(g.activate(0, land, 1, {})); // default: the first option
    CHECK(g.player(0).pool.toString() == "{W}");
    ObjId land2 = put(g, 0, azorius);
    g.answers.push_back({0, {"U"}});
    REQUIRE(g.activate(0, land2, 1, {}));
    CHECK(g.player(0).pool.toString() == "{W}{U}");
  }
  {
    Game g = twoPlayers();
    ObjId p = put(g, 0, prism);
    ObjId s = put(g, 0, redSpell, Zone::Hand);
    REQUIRE(g.cast(0, s, {}));
    CHECK(g.object(p)->tapped);
    CHECK(g.player(0).pool.total() == 0);
    ObjId p2 = put(g, 0, prism);
    g.answers.push_back({0, {"green"}});
    REQUIRE(g.activate(0, p2, 1, {}));
    CHECK(g.player(0).pool.toString() == "{G}{G}");
  }
}

// ------------------------------------------------------------------ 6. queries

TEST_CASE("runtime: 208.1 202.3 506.4 110.5 queries: power, toughness, mana_value, is_attacking, is_blocking, is_tapped") {
  Game g = twoPlayers();
  ObjId ogre = put(g, 0, vanilla("Gray Ogre", 2, 2, "Creature — Ogre", "{2}{R}"));
  ObjId bear = put(g, 1, vanilla("Grizzly Bears", 2, 2));
  g.putCounters(ogre, CounterKind::PlusOnePlusOne, 1);
  ExecContext c = g.contextFor(ogre, 0, nullptr);
  CHECK(oc_rt_Power(&c, obj(ogre), 0, 0) == 3);
  CHECK(oc_rt_Toughness(&c, obj(ogre), 0, 0) == 3);
  CHECK(oc_rt_ManaValue(&c, obj(ogre), 0, 0) == 3);
  CHECK(oc_rt_ManaValue(&c, obj(bear), 0, 0) == 2);
  CHECK_FALSE(oc_rt_IsTapped(&c, obj(ogre), 0, 0));
  CHECK_FALSE(oc_rt_IsAttacking(&c, obj(ogre), 0, 0));
  REQUIRE(g.declareAttackers({{ogre, plr(1)}}));
  REQUIRE(g.declareBlockers({{bear, ogre}}));
  CHECK(oc_rt_IsTapped(&c, obj(ogre), 0, 0));
  CHECK(oc_rt_IsAttacking(&c, obj(ogre), 0, 0));
  CHECK_FALSE(oc_rt_IsBlocking(&c, obj(ogre), 0, 0));
  CHECK(oc_rt_IsBlocking(&c, obj(bear), 0, 0));
  CHECK_FALSE(oc_rt_IsAttacking(&c, obj(bear), 0, 0));
}

// ------------------------------------------------------------------ 7. keyword actions

TEST_CASE("runtime: 701.18 scry: by default the cards stay on top in order, an answer puts the named ones on the bottom") {
  Game g = twoPlayers();
  for (const char *n : {"A", "B", "C", "D"})
    put(g, 0, library(n), Zone::Library);
  ExecContext c = g.contextFor(kNoObject, 0, nullptr);
  oc_rt_Scry(&c, plr(0), 2, 0);
  CHECK(names(g, 0, Zone::Library) == std::vector<std::string>{"A", "B", "C", "D"});
  g.answers.push_back({0, {"A"}});
  oc_rt_Scry(&c, plr(0), 2, 0);
  CHECK(names(g, 0, Zone::Library) == std::vector<std::string>{"B", "C", "D", "A"});
}

TEST_CASE("runtime: 701.13 mill moves the top cards to the graveyard, 701.8 discard: the player chooses, default the first cards") {
  Game g = twoPlayers();
  for (const char *n : {"A", "B", "C"})
    put(g, 0, library(n), Zone::Library);
  for (const char *n : {"H1", "H2", "H3"})
    put(g, 1, library(n), Zone::Hand);
  ExecContext c = g.contextFor(kNoObject, 0, nullptr);
  oc_rt_Mill(&c, plr(0), 2, 0);
  CHECK(names(g, 0, Zone::Graveyard) == std::vector<std::string>{"A", "B"});
  CHECK(names(g, 0, Zone::Library) == std::vector<std::string>{"C"});
  oc_rt_Discard(&c, plr(1), 1, 0);
  CHECK(names(g, 1, Zone::Graveyard) == std::vector<std::string>{"H1"});
  g.answers.push_back({1, {"H3"}});
  oc_rt_Discard(&c, plr(1), 1, 0);
  CHECK(names(g, 1, Zone::Hand) == std::vector<std::string>{"H2"});
  oc_rt_Discard(&c, plr(1), 5, 0); // more than the hand: all of it
  CHECK(g.zone(1, Zone::Hand).empty());
}

TEST_CASE("runtime: 701.17 sacrifice moves the permanent to the graveyard, indestructible doesn't stop it") {
  Game g = twoPlayers();
  ObjId wall = put(g, 0, CardBuilder("Darksteel Wall", "{2}", "Artifact Creature — Wall", 0, 4).keyword(Keyword::Indestructible).build());
  ExecContext c = g.contextFor(kNoObject, 0, nullptr);
  g.destroy(wall);
  CHECK(g.isLive(wall));
  oc_rt_Sacrifice(&c, obj(wall), 0, 0);
  CHECK_FALSE(g.isLive(wall));
  CHECK(names(g, 0, Zone::Graveyard) == std::vector<std::string>{"Darksteel Wall"});
}

TEST_CASE("runtime: 701.19 shuffle is a reproducible permutation (deterministic per game)") {
  auto make = [] {
    Game g = twoPlayers();
    for (int i = 0; i < 10; ++i)
      put(g, 0, library("C" + std::to_string(i)), Zone::Library);
    return g;
  };
  Game a = make(), b = make();
  auto before = names(a, 0, Zone::Library);
  ExecContext ca = a.contextFor(kNoObject, 0, nullptr), cb = b.contextFor(kNoObject, 0, nullptr);
  oc_rt_Shuffle(&ca, plr(0), 0, 0);
  oc_rt_Shuffle(&cb, plr(0), 0, 0);
  auto after = names(a, 0, Zone::Library);
  CHECK(after == names(b, 0, Zone::Library));
  CHECK(after != before);
  std::sort(after.begin(), after.end());
  CHECK(after == before); // same cards
}

TEST_CASE("runtime: 701.5 115.1a counter target spell: a spell on the stack is a target and goes to the graveyard") {
  Game g = twoPlayers();
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  ObjId cn = put(g, 1, cancel(), Zone::Hand);
  ObjId bear = put(g, 1, vanilla("Grizzly Bears", 2, 2));
  put(g, 1, basic("Island"));
  REQUIRE(g.cast(0, b, {plr(1)}));
  ObjId spell = g.stack().back().object;
  CHECK_FALSE(g.cast(1, cn, {obj(bear)}).ok); // a permanent is not a spell
  CHECK_FALSE(g.cast(1, cn, {plr(0)}).ok);
  auto named = g.resolveName("alice.Lightning Bolt");
  REQUIRE(named);
  CHECK(*named == obj(spell)); // scenario names find the spell on the stack
  REQUIRE(g.cast(1, cn, {*named}));
  REQUIRE(g.resolveTop());
  CHECK(g.stack().empty());
  CHECK(g.player(1).life == 20);
  CHECK(names(g, 0, Zone::Graveyard) == std::vector<std::string>{"Lightning Bolt"});
  CHECK(names(g, 1, Zone::Graveyard) == std::vector<std::string>{"Cancel"});
}

TEST_CASE("runtime: 701.15 regenerate: the next destruction this turn taps it, removes damage and removes it from combat, ends at cleanup (514.2)") {
  Game g = twoPlayers();
  ObjId ape = put(g, 0, vanilla("River Boa", 2, 1, "Creature — Snake", "{1}{G}"));
  ObjId b1 = put(g, 1, bolt(), Zone::Hand);
  put(g, 1, basic("Mountain"));
  ExecContext c = g.contextFor(ape, 0, g.object(ape)->def.get());
  REQUIRE(g.declareAttackers({{ape, plr(1)}}));
  oc_rt_Regenerate(&c, obj(ape), 0, 0);
  g.setTurn(1, 0, TurnStep::DeclareAttackers);
  REQUIRE(g.cast(1, b1, {obj(ape)}));
  REQUIRE(g.resolveTop()); // lethal damage: destroyed by 704.5g, regenerated instead
  REQUIRE(g.isLive(ape));
  CHECK(g.object(ape)->damage == 0);
  CHECK(g.object(ape)->tapped);
  CHECK_FALSE(g.object(ape)->attacking);
  g.destroy(ape); // the shield was used up
  CHECK_FALSE(g.isLive(ape));
  // A shield not used by the end of turn goes away.
  Game h = twoPlayers();
  ObjId boa = put(h, 0, vanilla("River Boa", 2, 1));
  put(h, 1, library("Card"), Zone::Library);
  ExecContext hc = h.contextFor(boa, 0, nullptr);
  oc_rt_Regenerate(&hc, obj(boa), 0, 0);
  REQUIRE(h.advanceTo(TurnStep::Main1, /*nextTurn=*/true));
  h.destroy(boa);
  CHECK_FALSE(h.isLive(boa));
}

TEST_CASE("runtime: 111.2 111.4 create_token: tokens enter under the player's control with their characteristics, 704.5d they cease to exist elsewhere") {
  CardBuilder b("Raise the Alarm", "{1}{W}", "Instant");
  b.spell([](ExecContext *c) { oc_rt_CreateToken(c, you(c), 2, 0); });
  auto def = std::make_shared<CardDefinition>(*b.build());
  def->tokens.push_back(TokenSpec{"Soldier", 1, 1, {CardType::Creature}, {"Soldier"}, {Color::White}, {Keyword::Vigilance}, {}});
  Game g = twoPlayers();
  ObjId s = put(g, 0, def, Zone::Hand);
  put(g, 0, basic("Plains"));
  put(g, 0, basic("Plains"));
  REQUIRE(g.cast(0, s, {}));
  REQUIRE(g.resolveTop());
  std::vector<ObjId> tokens;
  for (ObjId id : g.zone(0, Zone::Battlefield))
    if (g.object(id)->token)
      tokens.push_back(id);
  REQUIRE(tokens.size() == 2);
  Characteristics c = g.characteristics(tokens[0]);
  CHECK(c.name == "Soldier");
  CHECK(c.power == 1);
  CHECK(c.hasType(CardType::Creature));
  CHECK(c.hasSubtype("Soldier"));
  CHECK(c.hasColor(Color::White));
  CHECK(c.hasKeyword(Keyword::Vigilance));
  CHECK(c.controller == 0);
  auto named = g.resolveName("alice.Soldier#2");
  REQUIRE(named);
  CHECK(*named == obj(tokens[1]));
  g.destroy(tokens[0]);
  g.playerWouldReceivePriority();
  CHECK(g.zone(0, Zone::Graveyard).size() == 1); // the instant only: the token ceased to exist
  // A card without such a token reports an error instead of doing nothing.
  ExecContext ec = g.contextFor(kNoObject, 0, def.get());
  oc_rt_CreateToken(&ec, plr(0), 1, 7);
  CHECK(g.errors.size() == 1);
}

TEST_CASE("runtime: 111.2 614.1c a created token enters through replacement effects and triggers enters abilities") {
  // "Creatures your opponents control enter tapped" + "whenever a creature enters, you gain 1 life"
  auto warden = CardBuilder("Warden", "{W}", "Enchantment")
                    .replacement(
                        ReplacedEvent::ZoneChange,
                        [](ExecContext *c, Value) { return oc_rt_EventToZone(c, 0, 0, 0) == Value(Zone::Battlefield); },
                        [](ExecContext *c) { oc_rt_EventSetTapped(c, 0, 0, 0); })
                    .triggered(TriggerEvent::EntersBattlefield,
                               [](ExecContext *c, Value o) { return hasType(c, o, CardType::Creature); },
                               [](ExecContext *c) { oc_rt_GainLife(c, you(c), 1, 0); })
                    .build();
  CardBuilder b("Token Maker", "{1}", "Sorcery");
  b.spell([](ExecContext *c) { oc_rt_CreateToken(c, you(c), 1, 0); });
  auto def = std::make_shared<CardDefinition>(*b.build());
  def->tokens.push_back(TokenSpec{"Goblin", 1, 1, {CardType::Creature}, {"Goblin"}, {Color::Red}, {}, {}});
  Game g = twoPlayers();
  put(g, 1, warden);
  ObjId s = put(g, 0, def, Zone::Hand);
  put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, s, {}));
  REQUIRE(g.resolveTop());
  auto goblin = g.resolveName("alice.Goblin");
  REQUIRE(goblin);
  CHECK(g.object(refIndex(*goblin))->tapped);
  REQUIRE(g.stack().size() == 1);
  REQUIRE(g.resolveTop());
  CHECK(g.player(1).life == 21);
}

// ------------------------------------------------------------------ 8. keyword abilities

TEST_CASE("runtime: 702.8a flash: a permanent spell with flash can be cast any time you could cast an instant") {
  Game g = twoPlayers();
  ObjId ambush = put(g, 1, CardBuilder("Ambush Viper", "{1}{G}", "Creature — Snake", 2, 1).keyword(Keyword::Flash).build(), Zone::Hand);
  ObjId bears = put(g, 1, vanilla("Grizzly Bears", 2, 2), Zone::Hand);
  for (int i = 0; i < 4; ++i)
    put(g, 1, basic("Forest"));
  CHECK_FALSE(g.cast(1, bears, {}).ok); // alice's turn
  REQUIRE(g.cast(1, ambush, {}));
  REQUIRE(g.resolveTop());
  CHECK(g.resolveName("bob.Ambush Viper").has_value());
}

TEST_CASE("runtime: 702.108a prowess: casting a noncreature spell gives +1/+1 until end of turn") {
  Game g = twoPlayers();
  ObjId monk = put(g, 0, CardBuilder("Monastery Swiftspear", "{R}", "Creature — Human Monk", 1, 2).keyword(Keyword::Prowess).build());
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  ObjId bears = put(g, 0, vanilla("Grizzly Bears", 2, 2), Zone::Hand);
  put(g, 0, basic("Forest"));
  put(g, 0, basic("Forest"));
  put(g, 1, library("Card"), Zone::Library);
  REQUIRE(g.cast(0, bears, {}));
  CHECK(g.stack().size() == 1); // a creature spell: no trigger
  REQUIRE(g.resolveTop());
  put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, b, {plr(1)}));
  REQUIRE(g.stack().size() == 2); // the trigger is on top of the bolt
  REQUIRE(g.resolveTop());
  CHECK(g.characteristics(monk).power == 2);
  CHECK(g.characteristics(monk).toughness == 3);
  REQUIRE(g.resolveTop());
  REQUIRE(g.advanceTo(TurnStep::Main1, /*nextTurn=*/true));
  CHECK(g.characteristics(monk).power == 1);
}

TEST_CASE("runtime: 702.29a cycling: activated from the hand, pay and discard this card, then draw") {
  Game g = twoPlayers();
  CardBuilder b("Renewed Faith", "{2}{W}{W}", "Instant");
  b.spell([](ExecContext *c) { oc_rt_GainLife(c, you(c), 6, 0); });
  auto &cy = b.add(AbilityKind::Keyword);
  cy.keyword = Keyword::Cycling;
  cy.cost.mana.symbols = "{1}";
  ObjId card = put(g, 0, b.build(), Zone::Hand);
  put(g, 0, library("Drawn"), Zone::Library);
  CHECK_FALSE(g.activate(0, card, 1, {}).ok); // no mana: rolled back
  CHECK(g.isLive(card));
  put(g, 0, basic("Plains"));
  REQUIRE(g.activatedAbilities(card).size() == 1);
  REQUIRE(g.activate(0, card, 1, {}));
  CHECK(names(g, 0, Zone::Graveyard) == std::vector<std::string>{"Renewed Faith"});
  REQUIRE(g.stack().size() == 1);
  REQUIRE(g.resolveTop());
  CHECK(names(g, 0, Zone::Hand) == std::vector<std::string>{"Drawn"});
  CHECK(g.player(0).life == 20);
}

TEST_CASE("runtime: 702.18a shroud: not a legal target for anyone's spells, 702.11b hexproof only for opponents") {
  Game g = twoPlayers();
  ObjId b = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  ObjId mine = put(g, 0, CardBuilder("Shrouded", "{G}", "Creature — Elf", 1, 1).keyword(Keyword::Shroud).build());
  ObjId hex = put(g, 0, CardBuilder("Hexproofed", "{G}", "Creature — Elf", 1, 1).keyword(Keyword::Hexproof).build());
  CHECK_FALSE(g.cast(0, b, {obj(mine)}).ok);
  CHECK(g.cast(0, b, {obj(hex)}).ok);
}

TEST_CASE("runtime: 702.114a devoid: a characteristic-defining ability makes it colorless in every zone (613.3, layer 5)") {
  Game g = twoPlayers();
  auto def = CardBuilder("Forerunner", "{1}{B}", "Creature — Eldrazi Drone", 2, 1).keyword(Keyword::Devoid).build();
  ObjId inHand = put(g, 0, def, Zone::Hand);
  ObjId onField = put(g, 0, def);
  CHECK(g.characteristics(inHand).colors == 0);
  CHECK(g.characteristics(onField).colors == 0);
  ExecContext c = g.contextFor(kNoObject, 0, nullptr);
  CHECK_FALSE(oc_rt_HasColor(&c, obj(onField), Value(Color::Black), 0));
  // A later layer-5 effect can still give it a colour (613.3: the CDA applies first).
  ContinuousEffect e;
  e.layer = Layer::L5;
  e.locked = std::vector<ObjId>{onField};
  e.nativeApply = [](Characteristics &ch) { ch.colors = 1u << unsigned(Color::Red); };
  g.addEffect(e);
  CHECK(g.characteristics(onField).hasColor(Color::Red));
}

// ------------------------------------------------------------------ 9. scenario runner

namespace {
std::shared_ptr<const CardDefinition> compileCoverage(const CardSpec &s) {
  if (s.name == "Holy Strength")
    return holyStrength();
  if (s.name == "Short Sword")
    return shortSword();
  if (s.name == "Lightning Bolt")
    return bolt();
  if (s.name == "Cancel")
    return cancel();
  if (s.name == "Tapped Land")
    return tapland();
  if (s.name == "Raise the Alarm") {
    CardBuilder b("Raise the Alarm", "{1}{W}", "Instant");
    FnId tokens = b.fn([](ExecContext *c, Value) { oc_rt_CreateToken(c, you(c), 2, 0); return Value(0); });
    b.spell([tokens](ExecContext *c) { oc_rt_May(c, tokens, 0, 0); });
    auto def = std::make_shared<CardDefinition>(*b.build());
    def->tokens.push_back(TokenSpec{"Soldier", 1, 1, {CardType::Creature}, {"Soldier"}, {Color::White}, {}, {}});
    return def;
  }
  if (s.name == "Cycler") {
    CardBuilder b("Cycler", "{5}", "Sorcery");
    b.spell([](ExecContext *) {});
    auto &cy = b.add(AbilityKind::Keyword);
    cy.keyword = Keyword::Cycling;
    cy.cost.mana.symbols = "{W}";
    return b.build();
  }
  if (s.name == "Plains" || s.name == "Mountain" || s.name == "Island")
    return basic(s.name);
  if (s.name == "Grizzly Bears")
    return vanilla("Grizzly Bears", 2, 2);
  return nullptr;
}

ScenarioResult runCoverage(const std::string &yaml, bool expectPass = true) {
  std::ostringstream trace;
  ScenarioOptions o;
  o.trace = true;
  auto r = runScenarioText(yaml, "coverage.yaml", o, compileCoverage, trace);
  if (!r.passed && expectPass)
    MESSAGE(trace.str() << r.message);
  return r;
}
} // namespace

TEST_CASE("runtime: scenario runner: attached_to expectations (303.4f, 702.6a), tokens by name (111.2), may answers (608.2d), counter target spell (701.5)") {
  const char *yaml = R"(name: coverage
players: [alice, bob]
setup:
  alice: {hand: [Holy Strength, Raise the Alarm, Lightning Bolt, Raise the Alarm],
          battlefield: [Plains, Plains, Plains, Plains, Plains, Plains, Plains, Mountain, Short Sword, Grizzly Bears]}
  bob: {hand: [Cancel], battlefield: [Grizzly Bears, Island]}
steps:
  - cast: {player: alice, card: Holy Strength, targets: [bob.Grizzly Bears]}
  - resolve: 1
  - expect: {alice.Holy Strength.attached_to: bob.Grizzly Bears, bob.Grizzly Bears.power: 4,
             alice.Short Sword.attached_to: nothing}
  - activate: {player: alice, card: Short Sword, targets: [alice.Grizzly Bears]}
  - resolve: 1
  - expect: {alice.Short Sword.attached_to: alice.Grizzly Bears, alice.Grizzly Bears.power: 3}
  - cast: {player: alice, card: Raise the Alarm}
  - choose: {player: alice, answer: no}
  - resolve: 1
  - expect: {alice.battlefield: [Plains, Plains, Plains, Plains, Plains, Plains, Plains, Mountain, Short Sword, Grizzly Bears, Holy Strength]}
  - cast: {player: alice, card: Raise the Alarm}
  - resolve: 1
  - expect: {alice.Soldier#2.power: 1, alice.Soldier.tapped: false}
  - cast: {player: alice, card: Lightning Bolt, targets: [bob]}
  - cast: {player: bob, card: Cancel, targets: [alice.Lightning Bolt]}
  - resolve: 1
  - expect: {stack: [], bob.life: 20, alice.graveyard: [Raise the Alarm, Raise the Alarm, Lightning Bolt]}
)";
  auto r = runCoverage(yaml);
  CHECK(r.passed);
  // The expectation can fail.
  auto bad = runCoverage(R"(name: wrong attachment
players: [alice, bob]
setup:
  alice: {hand: [Holy Strength], battlefield: [Plains, Grizzly Bears]}
  bob: {battlefield: [Grizzly Bears]}
steps:
  - cast: {player: alice, card: Holy Strength, targets: [bob.Grizzly Bears]}
  - resolve: 1
  - expect: {alice.Holy Strength.attached_to: alice.Grizzly Bears}
)", /*expectPass=*/false);
  CHECK_FALSE(bad.passed);
  CHECK(bad.failedExpectation == "alice.Holy Strength.attached_to");
}

TEST_CASE("runtime: scenario runner: activate a card in hand (702.29a cycling) and a land that enters tapped (614.1c)") {
  auto r = runCoverage(R"(name: tapland
players: [alice, bob]
setup:
  alice: {hand: [Tapped Land, Cycler], battlefield: [Plains], library: [Grizzly Bears]}
steps:
  - play: {player: alice, card: Tapped Land}
  - expect: {alice.Tapped Land.tapped: true}
  - activate: {player: alice, card: Cycler}
  - resolve: 1
  - expect: {alice.hand: [Grizzly Bears], alice.graveyard: [Cycler]}
)");
  CHECK(r.passed);
}
