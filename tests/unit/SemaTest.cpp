#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using ast::Node;
using ast::NodeKind;

namespace {
bool checkOne(Node ability, DiagKind expected) {
  ast::CardAst card;
  card.abilities.push_back(std::move(ability));
  DiagnosticEngine diags;
  auto file = std::make_shared<SourceFile>("<ast>", "");
  sema::check(card, file, diags);
  return diags.all().size() == 1 && diags.all()[0].kind == expected &&
         card.abilities[0].kind == NodeKind::Unsupported;
}
Node anyTarget() { return Node(NodeKind::Target, {Node(NodeKind::AnyTarget)}); }
} // namespace

TEST_CASE("sema: a target chosen but never used (CR 115.1)") {
  Node spell(NodeKind::Spell, {Node(NodeKind::Targets, {anyTarget()}),
                               Node(NodeKind::Draw, {Node(NodeKind::You), ast::intNode(1)})});
  CHECK(checkOne(spell, DiagKind::UnusedTarget));
}

TEST_CASE("sema: a duration on an effect that happens once") {
  Node spell(NodeKind::Spell, {Node(NodeKind::Targets, {Node(NodeKind::Target, {Node(NodeKind::Filter)})}),
                               Node(NodeKind::Destroy, {ast::targetRef(0), Node(NodeKind::UntilEndOfTurn)})});
  // The schema already refuses (destroy ...) with a duration; either check may fire.
  ast::CardAst card;
  card.abilities.push_back(spell);
  DiagnosticEngine diags;
  sema::check(card, std::make_shared<SourceFile>("<ast>", ""), diags);
  CHECK(card.abilities[0].kind == NodeKind::Unsupported);
  CHECK(diags.hasErrors());
}

TEST_CASE("sema: a mana ability with a target (CR 605.1a)") {
  Node act(NodeKind::Activated,
           {Node(NodeKind::Cost, {Node(NodeKind::TapCost)}), Node(NodeKind::Targets, {anyTarget()}),
            Node(NodeKind::AddMana, {ast::manaCost("{G}")}),
            Node(NodeKind::DealDamage, {Node(NodeKind::Self), ast::intNode(1), ast::targetRef(0)})});
  CHECK(checkOne(act, DiagKind::ManaAbilityWithTarget));
}

TEST_CASE("sema: the schema rejects malformed trees from any builder") {
  Node wrong(NodeKind::Spell, {Node(NodeKind::Draw, {ast::intNode(2), Node(NodeKind::You)})});
  CHECK(checkOne(wrong, DiagKind::UnsupportedConstruct));
  CHECK(sema::schemaViolation(Node(NodeKind::Draw, {Node(NodeKind::You), ast::intNode(2)})).empty());
}

TEST_CASE("sema: 'instead' must leave a replacement in the AST (silent mis-parse detector)") {
  // The English builder understands this sentence; pretend a builder dropped
  // the replacement by checking an AST without one against the text.
  ast::CardAst card;
  card.abilities.push_back(Node(NodeKind::Spell, {Node(NodeKind::Draw, {Node(NodeKind::You), ast::intNode(1)})}));
  std::vector<std::string> lines = {"Draw a card instead."};
  DiagnosticEngine diags;
  sema::check(card, std::make_shared<SourceFile>("<ast>", ""), diags, &lines);
  REQUIRE(diags.all().size() == 1);
  CHECK(diags.all()[0].kind == DiagKind::SilentMisparse);
}
