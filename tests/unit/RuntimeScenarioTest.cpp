// The scenario runner with a test compile callback (no compiler involved).
#include "RuntimeTestSupport.h"
#include "runtime/Scenario/Scenario.h"

#include <doctest/doctest.h>
#include <sstream>

using namespace rtt;

namespace {
std::shared_ptr<const CardDefinition> compileForTest(const CardSpec &s) {
  if (s.name == "Lightning Bolt")
    return bolt();
  if (s.name == "Mountain" || s.name == "Forest")
    return basic(s.name);
  if (s.nameOnly())
    return nullptr;
  auto d = std::make_shared<CardDefinition>();
  d->name = s.name;
  d->manaCost.symbols = s.manaCost;
  parseTypeLine(s.typeLine, *d);
  colorsFromManaCost(*d);
  d->hasPT = !s.power.empty();
  d->power = s.power.empty() ? 0 : std::stoi(s.power);
  d->toughness = s.toughness.empty() ? 0 : std::stoi(s.toughness);
  if (s.text == "Flying") {
    AbilityDescriptor a;
    a.kind = AbilityKind::Keyword;
    a.keyword = Keyword::Flying;
    d->abilities.push_back(a);
  }
  return d;
}

ScenarioResult run(const std::string &yaml, std::string *traceOut = nullptr) {
  std::ostringstream trace;
  ScenarioOptions o;
  o.trace = true;
  auto r = runScenarioText(yaml, "test.yaml", o, compileForTest, trace);
  if (traceOut)
    *traceOut = trace.str();
  return r;
}

const char *kBolt = R"(name: Lightning Bolt kills a bear
rules: [120.3]
cards:
  - {name: Test Bear, mana_cost: "{1}{G}", type: "Creature — Bear", power: 2, toughness: 2, text: ""}
  - {name: Test Bird, mana_cost: "{1}{U}", type: "Creature — Bird", power: 1, toughness: 1, text: "Flying"}
players: [alice, bob]
setup:
  alice: {life: 20, hand: [Lightning Bolt], battlefield: [Mountain, Test Bird, {name: Test Bear, counters: {+1/+1: 1}}],
          library: [Forest, Mountain]}
  bob: {battlefield: [Test Bear], library: [Forest]}
steps:
  - cast: {player: alice, card: Lightning Bolt, targets: [bob.Test Bear]}
  - expect: {stack: [Lightning Bolt], alice.Mountain.tapped: true}
  - resolve: 1
  - expect: {bob.graveyard: [Test Bear], bob.life: 20, alice.graveyard: [Lightning Bolt],
             alice.library: [Forest, Mountain], alice.Test Bear.power: 3,
             alice.Test Bear.counters.+1/+1: 1, alice.Test Bear.types: [Creature, Bear],
             alice.Test Bird.abilities: [Flying], stack: [], bob.lost: false}
  - attack: {alice.Test Bear: bob, alice.Test Bird: bob}
  - advance: main2
  - expect: {bob.life: 16, alice.Test Bear.tapped: true}
  - advance: next_turn
  - expect: {bob.hand: [Forest], alice.hand: [], bob.library: [], bob.lost: false}
)";
} // namespace

TEST_CASE("runtime: scenario runner plays the contract example (120.3, 704.5g, 506)") {
  std::string trace;
  auto r = run(kBolt, &trace);
  INFO(trace);
  INFO(r.message);
  CHECK(r.passed);
  CHECK(r.stepsRun == 9);
  CHECK(trace.find("step 1: cast Lightning Bolt") != std::string::npos);
}

TEST_CASE("runtime: scenario runner names the failed expectation") {
  std::string y = kBolt;
  y.replace(y.find("bob.life: 16"), 12, "bob.life: 15");
  auto r = run(y);
  CHECK_FALSE(r.passed);
  CHECK_FALSE(r.malformed);
  CHECK(r.failedExpectation == "bob.life");
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].rfind("test.yaml:21:", 0) == 0);
}

TEST_CASE("runtime: scenario runner reports malformed YAML as file:line:col without crashing") {
  auto r = run("name: x\nsteps: [\n  - {cast: \n");
  CHECK_FALSE(r.passed);
  CHECK(r.malformed);
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].rfind("test.yaml:", 0) == 0);
  CHECK(r.diagnostics[0].find(": error: ") != std::string::npos);
  auto u = run("name: x\nplayers: [a, b]\nsteps:\n  - dance: 1\n");
  CHECK(u.malformed);
  CHECK(u.diagnostics.at(0).rfind("test.yaml:4:5: error: unknown step 'dance'", 0) == 0);
  auto c = run("name: x\nplayers: [a, b]\nsetup:\n  a: {hand: [No Such Card]}\nsteps: []\n");
  CHECK(c.malformed);
  CHECK(c.diagnostics.at(0).find("unknown card 'No Such Card'") != std::string::npos);
}

TEST_CASE("runtime: scenario runner: an illegal action fails the scenario (601.2c)") {
  auto r = run(R"(name: bad target
players: [alice, bob]
setup:
  alice: {hand: [Lightning Bolt], battlefield: [Mountain]}
  bob: {battlefield: [Forest]}
steps:
  - cast: {player: alice, card: Lightning Bolt, targets: [bob.Forest]}
)");
  CHECK_FALSE(r.passed);
  CHECK_FALSE(r.malformed);
  CHECK(r.message.find("not a legal target") != std::string::npos);
}
