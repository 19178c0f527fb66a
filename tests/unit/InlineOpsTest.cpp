// The JIT emits self(), you(), has_type, controller, in_zone and
// layer_modify_pt as loads and stores (runtime/InlineLayout.h,
// compiler/CodeGen/LLVMEmitter.cpp) instead of calling the operations. These
// tests hold the inline paths to what the operations do: the same answers as
// the interpreter and as the JIT without inlining on every kind of argument,
// the same LayerTrace reads/writes/source bits (the 613.8a dependency
// tracing), and the undo log still filled before a layer write.
#include "CodeGen/Jit.h"
#include "Driver/Backend.h"
#include "Driver/CardCatalog.h"
#include "runtime/ExecContext.h"
#include "runtime/Game/ContinuousEffect.h"
#include "runtime/Game/Game.h"
#include "runtime/InlineLayout.h"
#include "runtime/LayerTrace.h"
#include "runtime/Scenario/CardSpec.h"

#include <doctest/doctest.h>

#include <sstream>

using namespace oraclec;
using namespace oraclec::rt;

namespace {

struct Engines {
  std::unique_ptr<driver::Backend> jit, jitCalls, interp;
  std::ostringstream diag;
  std::unique_ptr<driver::CardCatalog> jitCards, jitCallCards, interpCards;
  Engines() {
    std::string error;
    jit = driver::Backend::create(driver::Engine::Jit, 1, error);
    jitCalls = driver::Backend::create(driver::Engine::Jit, 1, error, false,
                                       codegen::TargetCpu::Host, /*inlineOps=*/false);
    interp = driver::Backend::create(driver::Engine::Interpreter, 1, error);
    REQUIRE_MESSAGE((jit && jitCalls && interp), error);
    std::string stdlib = std::string(ORACLEC_SOURCE_DIR) + "/stdlib-cards";
    jitCards = std::make_unique<driver::CardCatalog>(*jit, stdlib, diag);
    jitCallCards = std::make_unique<driver::CardCatalog>(*jitCalls, stdlib, diag);
    interpCards = std::make_unique<driver::CardCatalog>(*interp, stdlib, diag);
  }
  // The card compiled by each engine: inline JIT, JIT with calls, interpreter.
  std::array<std::shared_ptr<const CardDefinition>, 3> card(const char *name, const char *type,
                                                            const char *text) {
    CardSpec spec;
    spec.name = name;
    spec.manaCost = "{1}{W}";
    spec.typeLine = type;
    spec.text = text;
    if (std::string(type).rfind("Creature", 0) == 0) spec.power = spec.toughness = "2";
    std::array<std::shared_ptr<const CardDefinition>, 3> out = {
        jitCards->get(spec), jitCallCards->get(spec), interpCards->get(spec)};
    for (auto &d : out)
      REQUIRE_MESSAGE(d, diag.str());
    return out;
  }
};

const AbilityDescriptor &staticOf(const CardDefinition &d) {
  for (auto &a : d.abilities)
    if (a.kind == AbilityKind::Static && a.continuous.affects != kNoFn) return a;
  FAIL("no static ability with a layer effect");
  return d.abilities.front();
}

std::shared_ptr<CardDefinition> vanilla(const char *name, bool creature) {
  auto d = std::make_shared<CardDefinition>();
  d->name = name;
  d->types = {creature ? CardType::Creature : CardType::Enchantment};
  d->hasPT = creature;
  d->power = d->toughness = creature ? 2 : 0;
  return d;
}

// A board with something of every kind the operations tell apart: creatures
// of both players, a noncreature permanent, a creature card in a graveyard,
// one in a hand, and a creature that left the battlefield (not alive).
struct Board {
  Game g{{"alice", "bob"}};
  ObjId source = kNoObject;
  std::vector<Value> refs; // every argument the predicates are called with
  Board() {
    g.setTurn(1, 0, TurnStep::Main1);
    auto bear = vanilla("Inline Bear", true);
    auto charm = vanilla("Inline Charm", false);
    source = g.createObject(0, charm, Zone::Battlefield);
    std::vector<ObjId> ids = {source,
                              g.createObject(0, bear, Zone::Battlefield),
                              g.createObject(1, bear, Zone::Battlefield),
                              g.createObject(1, charm, Zone::Battlefield),
                              g.createObject(0, bear, Zone::Graveyard),
                              g.createObject(1, bear, Zone::Hand)};
    ObjId leaving = g.createObject(0, bear, Zone::Battlefield);
    ids.push_back(leaving);
    ids.push_back(g.moveObject(leaving, Zone::Graveyard)); // `leaving` is no longer alive
    for (ObjId id : ids)
      refs.push_back(g.objectRef(id));
    refs.push_back(g.playerRef(0));
    refs.push_back(g.playerRef(1));
    refs.push_back(kNoRef);
    refs.push_back(g.objectRef(0));      // kNoObject: no entry
    refs.push_back(g.objectRef(100000)); // past every chunk
    refs.push_back(g.makeSet({g.objectRef(ids[1]), g.objectRef(ids[2])}));
  }
};

} // namespace

TEST_CASE("inline ops: the JIT emits the anthem's operations inline, with the call as fallback") {
  // The anthem's predicate as it lowers: has_type, controller, you, in_zone.
  // Inline, the operations are fast paths with a "slow" block that calls the
  // operation; self()/you() need no call at all. Fails if emitBatch stops
  // inlining any of them.
  ir::Module m;
  ir::Function f;
  f.role = "affects";
  f.returns = ir::Type::Bool;
  f.registers = 7;
  auto call = [](Op op, int result, ir::Type t, std::vector<ir::Operand> args) {
    ir::Instr in;
    in.op = op;
    in.result = result;
    in.type = t;
    in.operands = std::move(args);
    return in;
  };
  f.body.push_back(call(Op::HasType, 0, ir::Type::Bool,
                        {ir::Operand::arg(), ir::Operand::imm(int64_t(CardType::Creature))}));
  f.body.push_back(call(Op::Controller, 1, ir::Type::Ref, {ir::Operand::arg()}));
  f.body.push_back(call(Op::You, 2, ir::Type::Ref, {}));
  f.body.push_back(call(Op::InZone, 3, ir::Type::Bool,
                        {ir::Operand::arg(), ir::Operand::imm(int64_t(Zone::Battlefield))}));
  f.body.push_back(call(Op::Self, 4, ir::Type::Ref, {}));
  ir::Instr ret;
  ret.opcode = ir::Opcode::Ret;
  ret.operands = {ir::Operand::reg(0)};
  f.body.push_back(ret);
  m.functions.push_back(f);
  REQUIRE(ir::verify(m) == "");
  std::string llvm = codegen::JitEngine::emitLLVM({&m}, 0);
  auto count = [&](const std::string &what) {
    size_t n = 0;
    for (size_t at = llvm.find(what); at != std::string::npos; at = llvm.find(what, at + 1))
      ++n;
    return n;
  };
  CHECK(count("call i64 @oc_rt_HasType") == 1); // in its slow block only
  CHECK(count("call i64 @oc_rt_Controller") == 1);
  CHECK(count("call i64 @oc_rt_InZone") == 1);
  CHECK(count("call i64 @oc_rt_You") == 0);  // a load of ctx->controller
  CHECK(count("call i64 @oc_rt_Self") == 0); // a load of ctx->source
  CHECK(count("slow") >= 3);
}

TEST_CASE("inline ops: a layer predicate answers as the operations do, on every kind of argument") {
  Engines e;
  auto defs = e.card("Inline Anthem", "Enchantment", "Creatures you control get +1/+1.");
  Board b;
  auto view = *b.g.computeCharacteristics();
  for (bool inLayer : {true, false}) // the view being computed, or none (the calls)
    for (Value r : b.refs) {
      Value got[3];
      for (int k = 0; k < 3; ++k) {
        const CardDefinition &d = *defs[size_t(k)];
        ExecContext ctx = b.g.contextFor(b.source, 0, &d);
        ctx.layer = inLayer ? &view : nullptr;
        ctx.readOnly = true;
        got[k] = d.code->call(staticOf(d).continuous.affects, &ctx, r);
      }
      INFO("ref " << r << (inLayer ? " in the layer system" : " outside it"));
      CHECK(got[0] == got[2]);
      CHECK(got[1] == got[2]);
    }
  // And the answers are the right ones: alice's battlefield bear only.
  ExecContext ctx = b.g.contextFor(b.source, 0, defs[0].get());
  ctx.layer = &view;
  ctx.readOnly = true;
  FnId affects = staticOf(*defs[0]).continuous.affects;
  CHECK(defs[0]->code->call(affects, &ctx, b.refs[1]) == 1); // alice's bear
  CHECK(defs[0]->code->call(affects, &ctx, b.refs[2]) == 0); // bob's bear
  CHECK(defs[0]->code->call(affects, &ctx, b.refs[0]) == 0); // the enchantment
  CHECK(defs[0]->code->call(affects, &ctx, b.refs[4]) == 0); // in a graveyard
  // Layer 2 changed the controller in the view: the predicate reads the view's.
  view.get(ObjId(b.refs[2] & 0xffffffff))->controller = 0;
  CHECK(defs[0]->code->call(affects, &ctx, b.refs[2]) == 1);
  CHECK(defs[2]->code->call(affects, &ctx, b.refs[2]) == 1);
}

TEST_CASE(
    "inline ops: inline reads record the same LayerTrace bits as the operation table (613.8a)") {
  // The layer system skips the 613.8 probes when no effect reads what another
  // writes: an inline read that forgot its bit would make a dependent order
  // look independent. Compare with the interpreter and check the bits named.
  Engines e;
  auto anthem = e.card("Inline Anthem", "Enchantment", "Creatures you control get +1/+1.");
  auto lord = e.card("Inline Lord", "Creature — Soldier", "Other creatures you control get +1/+1.");
  Board b;
  auto view = *b.g.computeCharacteristics();
  for (auto *defs : {&anthem, &lord}) {
    LayerTrace traces[3];
    LayerTrace applyTraces[3];
    for (int k = 0; k < 3; ++k) {
      const CardDefinition &d = *(*defs)[size_t(k)];
      ExecContext ctx = b.g.contextFor(b.source, 0, &d);
      ctx.layer = &view;
      ctx.readOnly = true;
      ctx.trace = &traces[k];
      d.code->call(staticOf(d).continuous.affects, &ctx, b.refs[1]); // every check passes
      ctx.trace = &applyTraces[k];
      d.code->call(staticOf(d).continuous.apply, &ctx, b.refs[1]);
    }
    for (int k = 0; k < 2; ++k) {
      CHECK(traces[k].reads == traces[2].reads);
      CHECK(traces[k].writes == traces[2].writes);
      CHECK(traces[k].source == traces[2].source);
      CHECK(applyTraces[k].reads == applyTraces[2].reads);
      CHECK(applyTraces[k].writes == applyTraces[2].writes);
    }
    CHECK((traces[0].reads & field::Types) != 0);      // has_type
    CHECK((traces[0].reads & field::Controller) != 0); // controller
    CHECK((applyTraces[0].writes & field::PT) != 0);   // layer_modify_pt
    CHECK(traces[0].source == (defs == &lord));        // "other": self() was read
  }
}

TEST_CASE("inline ops: layer_modify_pt with an undo log saves the entry before writing it") {
  // With LayerTrace::undo set the operation saves the object's values first
  // (LayerOps.cpp layerTarget); the inline store must leave that to it.
  Engines e;
  auto defs = e.card("Inline Anthem", "Enchantment", "Creatures you control get +1/+1.");
  Board b;
  ObjId bear = ObjId(b.refs[1] & 0xffffffff);
  for (int k = 0; k < 3; ++k) {
    auto view = *b.g.computeCharacteristics();
    const CardDefinition &d = *defs[size_t(k)];
    LayerUndo undo;
    LayerTrace trace;
    trace.undo = &undo;
    ExecContext ctx = b.g.contextFor(b.source, 0, &d);
    ctx.layer = &view;
    ctx.readOnly = true;
    ctx.trace = &trace;
    d.code->call(staticOf(d).continuous.apply, &ctx, b.refs[1]);
    CHECK(view.at(bear).power == 3);
    REQUIRE(undo.saved.size() == 1);
    CHECK(undo.saved[0].first == bear);
    CHECK(undo.saved[0].second.power == 2);
    CHECK((trace.writes & field::PT) != 0);
    // Without a trace: written in place, nothing else touched.
    ctx.trace = nullptr;
    d.code->call(staticOf(d).continuous.apply, &ctx, b.refs[1]);
    CHECK(view.at(bear).power == 4);
    CHECK(view.at(bear).toughness == 4);
  }
}

TEST_CASE("inline ops: target legality outside the layer system reads the cached view only while "
          "current") {
  // Outside the layer system has_type and controller read the game's cached
  // view (Game::viewed) when it is current, and call the operation when it is
  // stale (after touch()) or the object is not alive (last known information).
  Engines e;
  auto defs = e.card("Inline Pump", "Instant", "Target creature gets +1/+1 until end of turn.");
  Board b;
  for (bool current : {true, false}) {
    if (current)
      b.g.layerView(); // computed and cached, as in play
    else
      b.g.touch();
    for (Value r : b.refs) {
      Value got[3];
      for (int k = 0; k < 3; ++k) {
        const CardDefinition &d = *defs[size_t(k)];
        const AbilityDescriptor *spell = nullptr;
        for (auto &a : d.abilities)
          if (a.kind == AbilityKind::Spell) spell = &a;
        REQUIRE(spell);
        REQUIRE(!spell->targets.empty());
        ExecContext ctx = b.g.contextFor(b.source, 0, &d);
        ctx.readOnly = true;
        got[k] = d.code->call(spell->targets[0].legal, &ctx, r);
        if (!current) b.g.touch(); // the call may have recomputed it: stale again
      }
      INFO("ref " << r << (current ? " with a current view" : " with a stale view"));
      CHECK(got[0] == got[2]);
      CHECK(got[1] == got[2]);
    }
  }
  // A change after the view was cached: bob's bear stops being a creature
  // (layer 4). The cached view still says creature until it is recomputed;
  // the inline read must not answer from it.
  b.g.layerView();
  ObjId bobsBear = ObjId(b.refs[2] & 0xffffffff);
  ContinuousEffect e4;
  e4.layer = Layer::L4;
  e4.duration = Duration::Indefinite;
  e4.locked = std::vector<ObjId>{bobsBear};
  e4.nativeApply = [](Characteristics &c) { c.removeType(CardType::Creature); };
  e4.nativeReads = 0;
  e4.nativeWrites = field::Types;
  b.g.addEffect(e4);
  for (int k = 0; k < 3; ++k) {
    const CardDefinition &d = *defs[size_t(k)];
    const AbilityDescriptor *spell = nullptr;
    for (auto &a : d.abilities)
      if (a.kind == AbilityKind::Spell) spell = &a;
    ExecContext ctx = b.g.contextFor(b.source, 0, &d);
    ctx.readOnly = true;
    CHECK(d.code->call(spell->targets[0].legal, &ctx, b.refs[2]) == 0);
    b.g.layerView();
    ObjId alicesBear = ObjId(b.refs[1] & 0xffffffff);
    CHECK(d.code->call(spell->targets[0].legal, &ctx, b.g.objectRef(alicesBear)) == 1);
    b.g.touch();
  }
}

TEST_CASE("inline ops: the layout assumptions hold on this build, so the JIT inlines") {
  // If the standard library's vector/unique_ptr/shared_ptr layout differed,
  // `verified` would be false and every operation would be a call (correct,
  // slower): this test says so rather than letting the speed go silently.
  CHECK(inlineLayout().verified);
  CHECK(describeInlineLayout().rfind("inline:", 0) == 0);
}
