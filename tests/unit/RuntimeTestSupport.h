// Test helpers: card definitions whose compiled code is C++ lambdas, so the
// runtime is tested without the compiler.
#pragma once
#include "runtime/Abi.h"
#include "runtime/ExecContext.h"
#include "runtime/Game/Game.h"
#include "runtime/TypeLine.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace rtt {
using namespace oraclec::rt;

struct LambdaCode : CardCode {
  std::vector<std::function<Value(ExecContext *, Value)>> fns;
  Value call(FnId fn, ExecContext *ctx, Value arg) const override {
    if (fn < 0 || size_t(fn) >= fns.size())
      return 0;
    return fns[size_t(fn)](ctx, arg);
  }
};

// Shorthands for operations, as compiled code calls them.
inline Value self(ExecContext *c) { return oc_rt_Self(c, 0, 0, 0); }
inline Value you(ExecContext *c) { return oc_rt_You(c, 0, 0, 0); }
inline Value target(ExecContext *c, int i) { return oc_rt_Target(c, i, 0, 0); }
inline bool hasType(ExecContext *c, Value o, CardType t) { return oc_rt_HasType(c, o, Value(t), 0); }
inline bool onBattlefield(ExecContext *c, Value o) { return oc_rt_InZone(c, o, Value(Zone::Battlefield), 0); }
inline Value controller(ExecContext *c, Value o) { return oc_rt_Controller(c, o, 0, 0); }

class CardBuilder {
public:
  CardBuilder(std::string name, std::string cost, std::string typeLine, int power = 0, int toughness = 0)
      : code_(std::make_shared<LambdaCode>()), def_(std::make_shared<CardDefinition>()) {
    def_->name = std::move(name);
    def_->manaCost.symbols = std::move(cost);
    parseTypeLine(typeLine, *def_);
    colorsFromManaCost(*def_);
    def_->hasPT = def_->types.end() != std::find(def_->types.begin(), def_->types.end(), CardType::Creature);
    def_->power = power;
    def_->toughness = toughness;
  }
  FnId fn(std::function<Value(ExecContext *, Value)> f) {
    code_->fns.push_back(std::move(f));
    return FnId(code_->fns.size() - 1);
  }
  AbilityDescriptor &add(AbilityKind kind) {
    AbilityDescriptor a;
    a.kind = kind;
    def_->abilities.push_back(a);
    return def_->abilities.back();
  }
  CardBuilder &keyword(Keyword k) {
    add(AbilityKind::Keyword).keyword = k;
    return *this;
  }
  // A spell: effect(ctx); targets: classes
  CardBuilder &spell(std::function<void(ExecContext *)> effect, std::vector<TargetSpec> targets = {}) {
    FnId f = fn([effect](ExecContext *c, Value) { effect(c); return Value(0); });
    auto &a = add(AbilityKind::Spell);
    a.effect = f;
    a.targets = std::move(targets);
    return *this;
  }
  // A static ability in a layer: affects(ctx, obj), apply(ctx, obj).
  CardBuilder &staticEffect(int layer, char sublayer, std::function<bool(ExecContext *, Value)> affects,
                            std::function<void(ExecContext *, Value)> apply, std::string text = "") {
    FnId fa = fn([affects](ExecContext *c, Value o) { return Value(affects(c, o)); });
    FnId fp = fn([apply](ExecContext *c, Value o) { apply(c, o); return Value(0); });
    auto &a = add(AbilityKind::Static);
    a.continuous.layer = layer;
    a.continuous.sublayer = sublayer;
    a.continuous.affects = fa;
    a.continuous.apply = fp;
    a.text = std::move(text);
    return *this;
  }
  CardBuilder &replacement(ReplacedEvent ev, std::function<bool(ExecContext *, Value)> matches,
                           std::function<void(ExecContext *)> apply, bool self = false) {
    FnId fm = fn([matches](ExecContext *c, Value o) { return Value(matches(c, o)); });
    FnId fp = fn([apply](ExecContext *c, Value) { apply(c); return Value(0); });
    auto &a = add(AbilityKind::Replacement);
    a.replacement.event = ev;
    a.replacement.matches = fm;
    a.replacement.apply = fp;
    a.replacement.selfReplacement = self;
    return *this;
  }
  CardBuilder &triggered(TriggerEvent ev, std::function<bool(ExecContext *, Value)> subject,
                         std::function<void(ExecContext *)> effect) {
    FnId fs = subject ? fn([subject](ExecContext *c, Value o) { return Value(subject(c, o)); }) : kNoFn;
    FnId fe = fn([effect](ExecContext *c, Value) { effect(c); return Value(0); });
    auto &a = add(AbilityKind::Triggered);
    a.trigger.event = ev;
    a.trigger.subject = fs;
    a.effect = fe;
    return *this;
  }
  CardBuilder &activated(CostSpec cost, std::function<void(ExecContext *)> effect, bool mana = false,
                         std::vector<TargetSpec> targets = {}) {
    FnId fe = fn([effect](ExecContext *c, Value) { effect(c); return Value(0); });
    auto &a = add(AbilityKind::Activated);
    a.cost = std::move(cost);
    a.effect = fe;
    a.manaAbility = mana;
    a.targets = std::move(targets);
    return *this;
  }
  std::shared_ptr<const CardDefinition> build() {
    def_->code = code_;
    return def_;
  }

private:
  std::shared_ptr<LambdaCode> code_;
  std::shared_ptr<CardDefinition> def_;
};

inline std::shared_ptr<const CardDefinition> vanilla(std::string name, int p, int t, std::string type = "Creature — Bear",
                                                     std::string cost = "{1}{G}") {
  return CardBuilder(std::move(name), std::move(cost), std::move(type), p, t).build();
}
inline std::shared_ptr<const CardDefinition> basic(std::string name) {
  return CardBuilder(name, "", "Basic Land — " + name).build();
}
inline std::shared_ptr<const CardDefinition> bolt() {
  return CardBuilder("Lightning Bolt", "{R}", "Instant")
      .spell([](ExecContext *c) { oc_rt_DealDamage(c, self(c), target(c, 0), 3); }, {TargetSpec{}})
      .build();
}

// alice (active, main phase 1) and bob.
inline Game twoPlayers() {
  Game g({"alice", "bob"});
  g.setTurn(1, 0, TurnStep::Main1);
  return g;
}
inline ObjId put(Game &g, PlayerId p, std::shared_ptr<const CardDefinition> d, Zone z = Zone::Battlefield) {
  return g.createObject(p, std::move(d), z);
}
inline Value obj(ObjId id) { return makeRef(RefTag::Object, id); }
inline Value plr(PlayerId p) { return makeRef(RefTag::Player, uint32_t(p)); }

} // namespace rtt
