// Replacement and prevention effects (CR 614-616).
#include "RuntimeTestSupport.h"

#include <doctest/doctest.h>

using namespace rtt;

namespace {
std::shared_ptr<const CardDefinition> redirect(std::string name, Zone from, Zone to) {
  return CardBuilder(std::move(name), "{1}", "Enchantment")
      .replacement(ReplacedEvent::ZoneChange,
                   [from](ExecContext *c, Value) { return oc_rt_EventToZone(c, 0, 0, 0) == Value(from); },
                   [to](ExecContext *c) { oc_rt_EventSetToZone(c, Value(to), 0, 0); })
      .build();
}
std::shared_ptr<const CardDefinition> damageMod(std::string name, std::function<int(int)> f, bool self = false) {
  return CardBuilder(std::move(name), "{1}", "Enchantment")
      .replacement(ReplacedEvent::Damage, [](ExecContext *, Value) { return true; },
                   [f](ExecContext *c) { oc_rt_EventSetAmount(c, f(int(oc_rt_EventAmount(c, 0, 0, 0))), 0, 0); }, self)
      .build();
}
} // namespace

TEST_CASE("replacement: 614.1a Rest in Peace: a card that would go to a graveyard is exiled instead, 700.4 no dies trigger") {
  Game g = twoPlayers();
  put(g, 0, redirect("Rest in Peace", Zone::Graveyard, Zone::Exile));
  int died = 0;
  auto bear = CardBuilder("Bear", "{1}", "Creature — Bear", 2, 2)
                  .triggered(TriggerEvent::Dies, [](ExecContext *c, Value o) { return oc_rt_SameObject(c, o, self(c), 0) != 0; },
                             [&died](ExecContext *) { ++died; })
                  .build();
  ObjId b = put(g, 1, bear);
  g.destroy(b);
  g.playerWouldReceivePriority();
  CHECK(g.zone(1, Zone::Graveyard).empty());
  CHECK(g.zone(1, Zone::Exile).size() == 1);
  CHECK(g.stack().empty());
  // A resolved instant is exiled too (608.2n is a zone change).
  ObjId bolt1 = put(g, 0, bolt(), Zone::Hand);
  put(g, 0, basic("Mountain"));
  REQUIRE(g.cast(0, bolt1, {plr(1)}));
  REQUIRE(g.resolveTop());
  CHECK(g.zone(0, Zone::Exile).size() == 1);
}

TEST_CASE("replacement: 614.5 a replacement effect applies to an event at most once (lineage)") {
  // graveyard -> exile, exile -> graveyard: without lineage this would loop forever.
  Game g = twoPlayers();
  put(g, 0, redirect("To Exile", Zone::Graveyard, Zone::Exile));
  put(g, 0, redirect("To Graveyard", Zone::Exile, Zone::Graveyard));
  ObjId b = put(g, 1, vanilla("Bear", 2, 2));
  g.destroy(b);
  CHECK(g.zone(1, Zone::Graveyard).size() == 1);
  CHECK(g.zone(1, Zone::Exile).empty());
}

TEST_CASE("replacement: 616.1 the affected player chooses the order, default earliest timestamp first") {
  auto setup = [](Game &g) {
    put(g, 0, damageMod("Plus One", [](int n) { return n + 1; }));
    put(g, 0, damageMod("Doubler", [](int n) { return n * 2; }));
  };
  Game g = twoPlayers();
  setup(g);
  g.dealDamage(kNoObject, plr(1), 3);
  CHECK(g.player(1).life == 20 - 8); // (3+1)*2
  Game h = twoPlayers();
  setup(h);
  h.answers.push_back({1, {"Doubler"}}); // bob, the affected player, chooses
  h.dealDamage(kNoObject, plr(1), 3);
  CHECK(h.player(1).life == 20 - 7); // 3*2+1
}

TEST_CASE("replacement: 616.1a self-replacement effects apply first") {
  Game g = twoPlayers();
  put(g, 0, damageMod("Doubler", [](int n) { return n * 2; }));
  put(g, 0, damageMod("Self Plus One", [](int n) { return n + 1; }, /*self=*/true));
  g.dealDamage(kNoObject, plr(1), 3);
  CHECK(g.player(1).life == 20 - 8); // self first: (3+1)*2, although it is later
}

TEST_CASE("replacement: 615.7 a prevention shield prevents the next N damage, then is used up") {
  Game g = twoPlayers();
  ObjId bear = put(g, 1, vanilla("Bear", 2, 2));
  g.addPreventionShield(obj(bear), 3, kNoObject);
  g.dealDamage(kNoObject, obj(bear), 2);
  CHECK(g.object(bear)->damage == 0);
  g.dealDamage(kNoObject, obj(bear), 2);
  CHECK(g.object(bear)->damage == 1);
  g.dealDamage(kNoObject, obj(bear), 1);
  CHECK(g.object(bear)->damage == 2);
}

TEST_CASE("replacement: 615.7 a prevent_damage spell shields its target until end of turn (514.2)") {
  Game g = twoPlayers();
  auto fog = CardBuilder("Shelter", "", "Instant")
                 .spell([](ExecContext *c) { oc_rt_PreventDamage(c, target(c, 0), 3, 0); }, {TargetSpec{TargetClass::Player, kNoFn, 1}})
                 .build();
  ObjId f = put(g, 1, fog, Zone::Hand);
  REQUIRE(g.cast(1, f, {plr(1)}));
  REQUIRE(g.resolveTop());
  g.dealDamage(kNoObject, plr(1), 5);
  CHECK(g.player(1).life == 18);
  g.addPreventionShield(plr(1), 10, kNoObject);
  REQUIRE(g.advanceTo(TurnStep::Upkeep));
  g.dealDamage(kNoObject, plr(1), 1);
  CHECK(g.player(1).life == 17);
}

TEST_CASE("replacement: 614.1 draw replacement (121.2: replaced draws don't draw)") {
  Game g = twoPlayers();
  put(g, 0, CardBuilder("Skip", "{1}", "Enchantment")
                .replacement(ReplacedEvent::Draw, [](ExecContext *, Value) { return true; },
                             [](ExecContext *c) { oc_rt_EventSetAmount(c, 0, 0, 0); })
                .build());
  put(g, 0, basic("Island"), Zone::Library);
  g.draw(0, 1);
  CHECK(g.zone(0, Zone::Hand).empty());
  CHECK(g.zone(0, Zone::Library).size() == 1);
}
