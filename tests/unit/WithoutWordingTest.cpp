// ast::withoutWording (AST/Canonicalize.h): what xcheck compares. Payloads that
// only keep the English words for the renderer must not make two translations
// of the same rule differ; the meaning they stand beside must still count.
#include "AST/Canonicalize.h"

#include <doctest/doctest.h>

using namespace oraclec::ast;

TEST_CASE("without wording: 'and', 'or' and 'and/or' in a list of types are the same any-of") {
  Node andList(NodeKind::AnyOf, {cardTypeLeaf("instant"), cardTypeLeaf("sorcery")});
  Node orList = andList;
  andList.value = 1; // "instant and sorcery cards"
  CHECK_FALSE(andList == orList);
  CHECK(withoutWording(andList) == withoutWording(orList));
  Node other(NodeKind::AnyOf, {cardTypeLeaf("instant"), cardTypeLeaf("creature")});
  CHECK_FALSE(withoutWording(other) == withoutWording(orList)); // the types still count
}

TEST_CASE("without wording: 'them' for the trigger's player and 'that creature' in a condition") {
  Node them(NodeKind::EventObject);
  them.text = "them";
  CHECK(withoutWording(them) == withoutWording(Node(NodeKind::EventObject)));
  Node compare(NodeKind::Compare, {targetRef(0), Node(NodeKind::RelIs), intNode(3)});
  Node worded = compare;
  worded.value = 7;
  worded.text = "that creature";
  CHECK(withoutWording(worded) == withoutWording(compare));
}

TEST_CASE("without wording: 'you gain control of X' is 'gain control of X' for the game (611.2a)") {
  Node all(NodeKind::All, {Node(NodeKind::Filter, {cardTypeLeaf("enchantment")})});
  Node give(NodeKind::GiveControl, {all, Node(NodeKind::You)});
  Node gain(NodeKind::GainControl, {all});
  CHECK(withoutWording(give) == withoutWording(gain));
  // Another player gaining control is not the same rule.
  Node toOpponent(NodeKind::GiveControl, {all, Node(NodeKind::EachOpponent)});
  CHECK_FALSE(withoutWording(toOpponent) == withoutWording(gain));
}

// ja4: payloads the Japanese side now reads.
TEST_CASE("without wording: 'that player controls', 'the exiled cards' and 'Cast ~ only'") {
  Node thatPlayer(NodeKind::ControlledBy, {Node(NodeKind::EventObject)});
  Node worded = thatPlayer;
  worded.text = "that-player";
  CHECK(withoutWording(worded) == withoutWording(thatPlayer));
  CHECK_FALSE(
      withoutWording(worded) ==
      withoutWording(Node(NodeKind::ControlledBy, {Node(NodeKind::You)}))); // the player counts
  Node cards(NodeKind::ExiledCards);
  cards.value = 1; // "the exiled cards"
  CHECK(withoutWording(cards) == withoutWording(Node(NodeKind::ExiledCards)));
  Node timing(NodeKind::CastTiming);
  timing.text = "during the declare attackers step";
  Node named(NodeKind::CastOnly, {timing});
  Node thisSpell = named;
  thisSpell.value = 1; // "Cast this spell only …"
  CHECK(withoutWording(thisSpell) == withoutWording(named));
  Node attacked = named;
  attacked.children.push_back(Node(NodeKind::BeenAttacked));
  CHECK_FALSE(withoutWording(attacked) == withoutWording(named)); // the conditions count
}

TEST_CASE("without wording: 'them' for the player whose step it is") {
  Node them(NodeKind::ActivePlayer);
  them.text = "them";
  CHECK(withoutWording(them) == withoutWording(Node(NodeKind::ActivePlayer)));
}
