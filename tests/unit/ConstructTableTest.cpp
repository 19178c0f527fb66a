// The construct table (compiler/AST/NodeKinds.def) and what is generated from it.
#include "TestSupport.h"

#include "runtime/Abi.h"

#include <cstring>
#include <doctest/doctest.h>

using namespace oraclec;
using ast::Node;
using ast::NodeClass;
using ast::NodeKind;
namespace role = ast::role;

TEST_CASE("construct table: schemas are spelled from the roles") {
  CHECK(ast::schemaOf(NodeKind::Draw) == "Player Amount ForEach?");
  CHECK(ast::schemaOf(NodeKind::Spell) == "Targets? Effect* Modal?");
  CHECK(ast::schemaOf(NodeKind::Activated) == "Cost Targets? Effect* Modal? Restriction*");
  CHECK(ast::schemaOf(NodeKind::TokenDesc) == "Int Int Filter KeywordLeaf* GrantedAbility*");
  CHECK(ast::schemaOf(NodeKind::Self).empty());
}

TEST_CASE("construct table: classes") {
  CHECK(ast::classOf(NodeKind::Draw) == NodeClass::Effect);
  CHECK(ast::isEffect(NodeKind::ModifyPT));
  CHECK(ast::isContinuous(NodeKind::ModifyPT)); // also a static ability's effect
  CHECK(ast::classOf(NodeKind::Dies) == NodeClass::Trigger);
  CHECK(ast::isObjects(NodeKind::TargetRef));
  CHECK(ast::isPlayer(NodeKind::TargetRef));
  // Implied classes: a Recipient is any Objects or Player, and Both.
  CHECK(ast::isRecipient(NodeKind::Self));
  CHECK(ast::isRecipient(NodeKind::You));
  CHECK(ast::isRecipient(NodeKind::Both));
  CHECK_FALSE(ast::isRecipient(NodeKind::Int));
  CHECK(ast::isTargetCount(NodeKind::XValue));
  CHECK(ast::isLevelMax(NodeKind::Int));
  CHECK_FALSE(ast::isLevelMax(NodeKind::XValue));
  // Every kind has exactly one primary class, and is in it.
  for (int k = 0; k < ast::kNodeKindCount; ++k)
    CHECK(ast::inClass(NodeKind(k), ast::classOf(NodeKind(k))));
}

TEST_CASE("construct table: role accessors") {
  Node draw(NodeKind::Draw, {Node(NodeKind::EachOpponent), ast::intNode(2)});
  CHECK(draw[role::Draw::player].kind == NodeKind::EachOpponent);
  CHECK(draw[role::Draw::amount].value == 2);
  CHECK(draw.opt(role::Draw::forEach) == nullptr);
  draw.children.push_back(Node(NodeKind::ForEach, {Node(NodeKind::Self)}));
  REQUIRE(draw.opt(role::Draw::forEach) != nullptr);
  CHECK(draw.opt(role::Draw::forEach)->kind == NodeKind::ForEach);

  // Roles after optional and repeated ones are found by their types.
  Node spell(NodeKind::Spell, {Node(NodeKind::Draw, {Node(NodeKind::You), ast::intNode(1)}),
                               Node(NodeKind::GainLife, {Node(NodeKind::You), ast::intNode(3)})});
  CHECK(spell.opt(role::Spell::targets) == nullptr);
  CHECK(spell.all(role::Spell::effects).size() == 2);
  CHECK(spell.opt(role::Spell::modal) == nullptr);
  Node activated(NodeKind::Activated, {Node(NodeKind::Cost, {Node(NodeKind::TapCost)}),
                                       Node(NodeKind::Draw, {Node(NodeKind::You), ast::intNode(1)}),
                                       Node(NodeKind::SorcerySpeed)});
  CHECK(activated[role::Activated::cost].kind == NodeKind::Cost);
  CHECK(activated.all(role::Activated::effects).size() == 1);
  REQUIRE(activated.all(role::Activated::restrictions).size() == 1);
  CHECK(activated.all(role::Activated::restrictions)[0].kind == NodeKind::SorcerySpeed);
}

TEST_CASE("construct table: the effects that take 'for each' are one list") {
  std::vector<NodeKind> counted;
  for (int k = 0; k < ast::kNodeKindCount; ++k)
    if (ast::hasRoleOfType(NodeKind(k), "ForEach")) counted.push_back(NodeKind(k));
  // effects5: SelfCostsLess, "~ costs {1} less to cast for each artifact you control" (601.2f).
  CHECK(counted == std::vector<NodeKind>{NodeKind::DealDamage, NodeKind::Draw, NodeKind::ModifyPT,
                                         NodeKind::GainLife, NodeKind::LoseLife,
                                         NodeKind::PutCounters, NodeKind::CreateToken,
                                         NodeKind::EntersWithCounters, // cda: "enters with a counter for each ..."
                                         NodeKind::SelfCostsLess});
}

TEST_CASE("construct table: default lowering calls an op with one argument per role") {
  int defaults = 0;
  for (int k = 0; k < ast::kNodeKindCount; ++k) {
    std::string_view op = ast::defaultOpOf(NodeKind(k));
    if (op.empty()) continue;
    ++defaults;
    CAPTURE(ast::headOf(NodeKind(k)));
    CHECK(ast::isEffect(NodeKind(k)));
    const rt::OpInfo *info = nullptr;
    for (int i = 0; i < rt::opCount(); ++i)
      if (std::string_view(rt::opInfo(rt::Op(i)).symbol) == "oc_rt_" + std::string(op))
        info = &rt::opInfo(rt::Op(i));
    REQUIRE(info != nullptr);
    size_t arguments = 0;
    for (const ast::RoleInfo &r : ast::rolesOf(NodeKind(k))) {
      if (r.typeName == "ForEach") continue;
      CHECK(r.card == ast::RoleCard::One);
      ++arguments;
    }
    CHECK(arguments == std::strlen(info->args));
    CHECK(info->result == 'V');
  }
  CHECK(defaults >= 19);
}
