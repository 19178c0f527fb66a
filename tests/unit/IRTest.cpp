#include "IR/IR.h"
#include "IR/Lower.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;

TEST_CASE("ir: lowering a spell gives a verified module with descriptors") {
  auto p = test::parseText("Shock deals 2 damage to any target.", Language::En, "Shock");
  ir::LowerResult r = ir::lowerCard({"Shock", "{R}", "Instant", "", "", ""}, p.result.card);
  REQUIRE(r.abilities.size() == 1);
  CHECK(r.abilities[0].lowered);
  CHECK(ir::verify(r.module).empty());
  REQUIRE(r.module.card.abilities.size() == 1);
  const auto &d = r.module.card.abilities[0];
  CHECK(d.kind == rt::AbilityKind::Spell);
  REQUIRE(d.targets.size() == 1);
  CHECK(d.targets[0].cls == rt::TargetClass::Any);
  CHECK(r.module.card.types == std::vector<rt::CardType>{rt::CardType::Instant});
  CHECK(r.module.card.colors == std::vector<rt::Color>{rt::Color::Red});
}

TEST_CASE("ir: the verifier rejects ill-typed and ill-formed code") {
  ir::Module m;
  ir::Function f;
  f.id = 0;
  f.role = "effect";
  f.registers = 1;
  ir::Instr use;
  use.opcode = ir::Opcode::Call;
  use.op = rt::Op::Destroy;
  use.operands = {ir::Operand::reg(0)}; // %0 used before definition
  f.body.push_back(use);
  ir::Instr ret;
  ret.opcode = ir::Opcode::Ret;
  ret.operands = {ir::Operand::imm(0)};
  f.body.push_back(ret);
  m.functions.push_back(f);
  CHECK(ir::verify(m).find("used before definition") != std::string::npos);

  m.functions[0].body[0].operands = {ir::Operand::imm(3)}; // an integer where a reference is due
  CHECK(ir::verify(m).find("must be a reference") != std::string::npos);

  m.functions[0].body.pop_back(); // no ret
  m.functions[0].body[0].operands = {ir::Operand::arg()};
  CHECK(ir::verify(m).find("no ret") != std::string::npos);
}

TEST_CASE("ir: behaviour the runtime cannot perform is not lowered") {
  // A static ability has no X of its own (107.3j): nothing could give it a value.
  auto p = test::parseText("Creatures you control get +X/+X.");
  ir::LowerResult r = ir::lowerCard({"X", "{X}{G}", "Enchantment", "", "", ""}, p.result.card);
  REQUIRE(r.abilities.size() == 1);
  CHECK_FALSE(r.abilities[0].lowered);
  CHECK(r.abilities[0].reason.find("X outside") != std::string::npos);
}

TEST_CASE("ir: X chosen on casting is read with x_value (CR 107.3a)") {
  auto p = test::parseText("Draw X cards.");
  ir::LowerResult r = ir::lowerCard({"X", "{X}{U}", "Sorcery", "", "", ""}, p.result.card);
  REQUIRE(r.abilities.size() == 1);
  CHECK(r.abilities[0].lowered);
  bool readsX = false;
  for (const auto &f : r.module.functions)
    for (const auto &in : f.body)
      readsX |= in.opcode == ir::Opcode::Call && in.op == rt::Op::XValue;
  CHECK(readsX);
  CHECK(ir::verify(r.module).empty());
}

TEST_CASE("ir: static abilities lower to layer functions (CR 613.4c, 613.1f)") {
  auto p = test::parseText("Creatures you control get +1/+1.");
  ir::LowerResult r = ir::lowerCard({"Anthem", "{1}{W}{W}", "Enchantment", "", "", ""}, p.result.card);
  REQUIRE(r.module.card.abilities.size() == 1);
  const auto &c = r.module.card.abilities[0].continuous;
  CHECK(c.layer == 7);
  CHECK(c.sublayer == 'c');
  CHECK(c.affects != rt::kNoFn);
  CHECK(c.apply != rt::kNoFn);
  CHECK(ir::verify(r.module).empty());
}
