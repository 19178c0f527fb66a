// libFuzzer entry point for the scenario runner: arbitrary bytes as scenario
// YAML. Cards come from a callback that knows a few hand-made definitions
// (no compiler involved) and returns null for every other name, as the driver
// does for unknown or uncompilable cards. Whatever the YAML says, the runner
// must report pass, fail or malformed; never crash, hang or throw.
#include "runtime/Abi.h"
#include "runtime/ExecContext.h"
#include "runtime/ManaPacking.h"
#include "runtime/Scenario/Scenario.h"
#include "runtime/TypeLine.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace oraclec::rt;

namespace {
struct FnCode final : CardCode {
  std::vector<Value (*)(ExecContext *, Value)> fns;
  Value call(FnId fn, ExecContext *ctx, Value arg) const override {
    if (fn < 0 || size_t(fn) >= fns.size())
      return 0;
    return fns[size_t(fn)](ctx, arg);
  }
};

std::shared_ptr<CardDefinition> card(const std::string &name, const std::string &cost, const std::string &type,
                                     int p = 0, int t = 0) {
  auto d = std::make_shared<CardDefinition>();
  d->name = name;
  d->manaCost.symbols = cost;
  parseTypeLine(type, *d);
  colorsFromManaCost(*d);
  for (CardType ct : d->types)
    d->hasPT |= ct == CardType::Creature;
  d->power = p;
  d->toughness = t;
  return d;
}

std::map<std::string, std::shared_ptr<const CardDefinition>> makeCards() {
  std::map<std::string, std::shared_ptr<const CardDefinition>> m;
  for (const char *basic : {"Plains", "Island", "Swamp", "Mountain", "Forest"})
    m[basic] = card(basic, "", std::string("Basic Land — ") + basic);
  m["Grizzly Bears"] = card("Grizzly Bears", "{1}{G}", "Creature — Bear", 2, 2);
  {
    auto d = card("Serra Angel", "{3}{W}{W}", "Creature — Angel", 4, 4);
    AbilityDescriptor a;
    a.kind = AbilityKind::Keyword;
    a.keyword = Keyword::Flying;
    d->abilities.push_back(a);
    m[d->name] = d;
  }
  {
    // Lightning Bolt: ~ deals 3 damage to any target.
    auto code = std::make_shared<FnCode>();
    code->fns.push_back([](ExecContext *c, Value) -> Value {
      oc_rt_DealDamage(c, oc_rt_Self(c, 0, 0, 0), oc_rt_Target(c, 0, 0, 0), 3);
      return 0;
    });
    auto d = card("Lightning Bolt", "{R}", "Instant");
    AbilityDescriptor a;
    a.kind = AbilityKind::Spell;
    a.targets.push_back(TargetSpec{});
    a.effect = 0;
    d->abilities.push_back(a);
    d->code = code;
    m[d->name] = d;
  }
  {
    // Glorious Anthem: creatures you control get +1/+1.
    auto code = std::make_shared<FnCode>();
    code->fns.push_back([](ExecContext *c, Value o) -> Value {
      return oc_rt_HasType(c, o, Value(CardType::Creature), 0) &&
             oc_rt_InZone(c, o, Value(Zone::Battlefield), 0) &&
             oc_rt_Controller(c, o, 0, 0) == oc_rt_You(c, 0, 0, 0);
    });
    code->fns.push_back([](ExecContext *c, Value o) -> Value {
      oc_rt_LayerModifyPT(c, o, 1, 1);
      return 0;
    });
    auto d = card("Glorious Anthem", "{1}{W}{W}", "Enchantment");
    AbilityDescriptor a;
    a.kind = AbilityKind::Static;
    a.continuous.layer = 7;
    a.continuous.sublayer = 'c';
    a.continuous.affects = 0;
    a.continuous.apply = 1;
    d->abilities.push_back(a);
    d->code = code;
    m[d->name] = d;
  }
  {
    // Llanowar Elves: {T}: Add {G}.
    auto code = std::make_shared<FnCode>();
    code->fns.push_back([](ExecContext *c, Value) -> Value {
      oc_rt_AddMana(c, oc_rt_You(c, 0, 0, 0), packMana(ManaColor::G, 1), 0);
      return 0;
    });
    auto d = card("Llanowar Elves", "{G}", "Creature — Elf Druid", 1, 1);
    AbilityDescriptor a;
    a.kind = AbilityKind::Activated;
    a.cost.tap = true;
    a.manaAbility = true;
    a.effect = 0;
    d->abilities.push_back(a);
    d->code = code;
    m[d->name] = d;
  }
  return m;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const auto cards = makeCards();
  CompileCallback compile = [](const CardSpec &spec) -> std::shared_ptr<const CardDefinition> {
    auto it = cards.find(spec.name);
    if (it != cards.end())
      return it->second;
    if (spec.nameOnly())
      return nullptr;
    // An inline card: its printed characteristics, no abilities.
    auto d = std::make_shared<CardDefinition>();
    d->name = spec.name;
    d->manaCost.symbols = spec.manaCost;
    if (!parseTypeLine(spec.typeLine, *d))
      return nullptr;
    colorsFromManaCost(*d);
    return d;
  };
  std::string text(reinterpret_cast<const char *>(data), size);
  std::ostringstream trace;
  ScenarioOptions options;
  options.trace = size % 2 == 1;
  options.verbose = size % 4 == 3;
  ScenarioResult r = runScenarioText(text, "fuzz.yaml", options, compile, trace);
  (void)r;
  return 0;
}
