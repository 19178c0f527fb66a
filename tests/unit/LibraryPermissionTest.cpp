// Permissions to play from other zones (issue 14, branch library): the AST each
// wording gives, that it lowers, and that the English renderer writes it back;
// "that card" without an earlier exile of the top card is refused. Scenarios show
// the runtime performing them (tests/scenarios/library-*.yaml and their must-fail
// twins).
#include "AST/Canonicalize.h"
#include "CompileCheck.h"

#include <doctest/doctest.h>

using namespace oraclec;

namespace {
const test::CompileChecker check{"Sorcery"};
} // namespace

TEST_CASE("library: exile the top cards, then a permission to play them [406.2, 601.3, 608.2c]") {
  check("Exile the top card of your library. Until end of turn, you may play that card.",
        "(spell (exile-top-of-library you 1) (may-play exiled-this-way))\n");
  check("Exile the top two cards of your library. Until end of turn, you may play those cards.",
        "(spell (exile-top-of-library you 2) (may-play exiled-this-way))\n");
  check("Exile the top three cards of your library. Until the end of your next turn, you may play "
        "those cards.",
        "(spell (exile-top-of-library you 3) (may-play exiled-this-way through-next-turn))\n");
  check("Exile the top card of your library. You may play it this turn.",
        "(spell (exile-top-of-library you 1) (may-play exiled-this-way))\n");
  check("Exile the top three cards of your library. Until end of turn, you may cast cards exiled "
        "this way.",
        "(spell (exile-top-of-library you 3) (may-play exiled-this-way cast-only-permission))\n");
}

TEST_CASE(
    "library: an additional land this turn and flash for the card itself [305.2, 601.3b, 601.2f]") {
  check("You may play an additional land this turn.",
        "(spell (additional-land-this-turn you 1))\n");
  check("You may play up to three additional lands this turn.",
        "(spell (additional-land-this-turn you 3))\n");
  check("You may cast Test Card as though it had flash.", "(static cast-self-as-though-flash)\n",
        "Creature — Bear");
  check("You may cast Test Card as though it had flash if you pay {2} more to cast it.",
        "(static (cast-self-as-though-flash (mana \"{2}\")))\n", "Creature — Bear");
}

TEST_CASE("library: reveal cards until one matches, then the rest [701.16a]") {
  check("Reveal cards from the top of your library until you reveal a creature card. Put that card "
        "into your "
        "hand and the rest on the bottom of your library in a random order.",
        "(spell (reveal-until you (filter creature card) hand (put-rest library bottom "
        "random-order)))\n");
  check("Reveal cards from the top of your library until you reveal a land card. Put that card "
        "onto the "
        "battlefield and put all other cards revealed this way into your graveyard.",
        "(spell (reveal-until you (filter land card) battlefield (put-rest graveyard)))\n");
  check("Reveal cards from the top of your library until you reveal a white card. Put that card "
        "into your hand "
        "and exile all other cards revealed this way.",
        "(spell (reveal-until you (filter white card) hand (put-rest exile)))\n");
}

TEST_CASE("library: 'that card' needs an earlier exile of the top card in the ability [608.2c]") {
  auto p = test::parseText("Draw a card. Until end of turn, you may play that card.", Language::En,
                           "Test Card");
  ir::CardFace face;
  face.name = "Test Card";
  face.typeLine = "Sorcery";
  auto lowered = ir::lowerCard(face, p.result.card);
  bool allLowered = !lowered.abilities.empty();
  for (auto &a : lowered.abilities)
    allLowered = allLowered && a.lowered;
  CHECK_FALSE(allLowered);
}

TEST_CASE(
    "without wording: 'until end of turn, you may play that card' is 'you may play it this turn'") {
  using ast::Node;
  using ast::NodeKind;
  Node thatCard(NodeKind::ExiledThisWay);
  Node it = thatCard;
  it.value = 3;
  Node until(NodeKind::MayPlay, {thatCard});
  Node thisTurn(NodeKind::MayPlay, {it});
  thisTurn.value = 1;
  CHECK_FALSE(until == thisTurn);
  CHECK(ast::withoutWording(until) == ast::withoutWording(thisTurn));
  Node nextTurn(NodeKind::MayPlay, {thatCard, Node(NodeKind::ThroughNextTurn)});
  CHECK_FALSE(ast::withoutWording(nextTurn) == ast::withoutWording(until)); // the duration counts
}
