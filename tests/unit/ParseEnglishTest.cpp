#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

TEST_CASE("parse en: damage to any target hoists the target (CR 115.4)") {
  auto p = parseText("Lightning Bolt deals 3 damage to any target.", Language::En, "Lightning Bolt");
  CHECK(p.sexpr == "(spell (targets (target any-target)) (deal-damage self 3 (target-ref 0)))\n");
  CHECK_FALSE(p.diags.hasErrors());
}

TEST_CASE("parse en: pump until end of turn, anthem, draw, mana ability, keywords") {
  CHECK(parseText("Target creature gets +3/+3 until end of turn.").sexpr ==
        "(spell (targets (target (filter creature))) (modify-pt (target-ref 0) 3 3 until-end-of-turn))\n");
  CHECK(parseText("Creatures you control get +1/+1.").sexpr ==
        "(static (modify-pt (all (filter creature (controller you))) 1 1))\n");
  CHECK(parseText("Draw two cards.").sexpr == "(spell (draw you 2))\n");
  CHECK(parseText("{T}: Add {G}.").sexpr == "(activated (cost tap) (add-mana (mana \"{G}\")))\n");
  CHECK(parseText("Flying, vigilance").sexpr == "(keyword flying)\n(keyword vigilance)\n");
}

TEST_CASE("parse en: triggers and replacement effects (CR 603, 614)") {
  auto p = parseText("When Rest in Peace enters the battlefield, exile all cards from all graveyards.\n"
                     "If a card or token would be put into a graveyard from anywhere, exile it instead.",
                     Language::En, "Rest in Peace");
  CHECK(p.sexpr == "(triggered (enters-battlefield self) (exile (all (filter card (in-zone graveyard)))))\n"
                   "(static (replacement (would-move (filter (any-of card token)) any-zone graveyard) "
                   "(instead-to exile)))\n");
  CHECK(p.result.card.fullySupported());
}

TEST_CASE("parse en: a line that is only reminder text gives no ability") {
  auto p = parseText("({T}: Add {G}.)");
  CHECK(p.sexpr == "");
  CHECK_FALSE(p.diags.hasErrors());
}

TEST_CASE("parse en: unknown words are unsupported with a diagnostic on the words") {
  auto p = parseText("Draw blorp cards.");
  CHECK(p.sexpr == "(unsupported \"Draw blorp cards.\")\n");
  REQUIRE(p.diags.all().size() == 1);
  std::string d = formatDiagnostic(p.diags.all()[0]);
  CHECK(d.find("<text>:1:6: error:") == 0);
  CHECK(d.find("'blorp'") != std::string::npos);
  CHECK(d.find("     ^~~~~") != std::string::npos);
}

TEST_CASE("parse en: one bad line does not hide the good ones") {
  auto p = parseText("Flying\nFrobnicate target creature.\nDraw a card.");
  CHECK(p.sexpr == "(keyword flying)\n(unsupported \"Frobnicate target creature.\")\n(spell (draw you 1))\n");
  REQUIRE(p.diags.errorCount() == 1);
  CHECK(formatDiagnostic(p.diags.all()[0]).find("<text>:2:") == 0);
}

TEST_CASE("parse en: invalid UTF-8, huge and empty inputs give diagnostics, not crashes") {
  auto bad = parseText(std::string("Draw a \xff card."));
  CHECK(bad.result.inputError);
  CHECK(formatDiagnostic(bad.diags.all().at(0)).find("<text>:1:8: error: invalid UTF-8") == 0);

  std::string huge(1 << 20, 'a');
  auto big = parseText(huge);
  CHECK(big.result.inputError);
  CHECK(big.diags.all().at(0).kind == DiagKind::TextTooLong);

  // A long line of valid words is refused by the per-line limit, not parsed for ever.
  std::string longLine;
  for (int i = 0; i < 2000; ++i)
    longLine += "draw ";
  auto lng = parseText(longLine);
  CHECK(lng.diags.all().at(0).kind == DiagKind::LineTooLong);

  auto empty = parseText("");
  CHECK(empty.sexpr.empty());
  CHECK_FALSE(empty.diags.hasErrors());
}

TEST_CASE("parse en: loyalty abilities (CR 606, 107.7) and prevention effects (CR 615)") {
  CHECK(parseText("[+1]: You gain 2 life.").sexpr == "(activated (cost (loyalty 1)) (gain-life you 2))\n");
  // The Oracle minus sign U+2212 is folded to '-' by the normaliser.
  CHECK(parseText("[\u22122]: Draw two cards.").sexpr == "(activated (cost (loyalty -2)) (draw you 2))\n");
  CHECK(parseText("[\u2212X]: Draw X cards.").sexpr == "(activated (cost (loyalty (negate x))) (draw you x))\n");
  CHECK(parseText("Prevent all combat damage that would be dealt this turn.").sexpr ==
        "(spell (prevent all-damage combat this-turn))\n");
  CHECK(parseText("{T}: Prevent the next 1 damage that would be dealt to any target this turn.").sexpr ==
        "(activated (cost tap) (targets (target any-target)) (prevent 1 (damage-to (target-ref 0)) this-turn))\n");
  CHECK(parseText("Prevent all damage that would be dealt to Test Wall by creatures.", Language::En, "Test Wall").sexpr ==
        "(static (prevent all-damage (damage-to self) (damage-by (all (filter creature)))))\n");
}

TEST_CASE("parse en: a modal spell is one ability and each mode has its own targets [700.2b]") {
  auto p = parseText("Choose one —\n• Destroy target artifact.\n• Target player draws two cards.\nFlying");
  CHECK(p.sexpr == "(spell (modal 1 1 (mode (targets (target (filter artifact))) (destroy (target-ref 0))) "
                   "(mode (targets (target player)) (draw (target-ref 0) 2))))\n(keyword flying)\n");
  CHECK(parseText("Choose one or more —\n• Draw a card.\n• You gain 1 life.\n• Scry 1.").sexpr.find("(spell (modal 1 3 ") == 0);
  CHECK(parseText("{1}, {T}: Choose two —\n• Draw a card.\n• You gain 1 life.\n• Scry 1.").sexpr.find(
            "(activated (cost (mana \"{1}\") tap) (modal 2 2 ") == 0);
}

TEST_CASE("parse en: a mode not understood makes the whole modal ability unsupported, on the bullet's words") {
  auto p = parseText("Choose one —\n• Draw a card.\n• Frobnicate target creature.\nDraw a card.");
  CHECK(p.sexpr.find("(unsupported \"Choose one") == 0);
  CHECK(p.sexpr.find("\n(spell (draw you 1))\n") != std::string::npos);
  REQUIRE(p.diags.errorCount() == 1);
  CHECK(formatDiagnostic(p.diags.all()[0]).find("<text>:3:3: error:") == 0);
  CHECK(formatDiagnostic(p.diags.all()[0]).find("'Frobnicate'") != std::string::npos);
}

TEST_CASE("parse en: looking at the top cards names what is chosen, where it goes and where the rest go [701.16d]") {
  CHECK(parseText("Look at the top four cards of your library. Put one of them into your hand and the rest on the "
                  "bottom of your library in any order.")
            .sexpr == "(spell (look-at-top you 4 (put-chosen 1 filter hand) (put-rest library bottom)))\n");
  CHECK(parseText("Look at the top five cards of your library. You may reveal a creature card from among them and "
                  "put it into your hand. Put the rest on the bottom of your library in a random order.")
            .sexpr == "(spell (look-at-top you 5 (put-chosen 1 (filter creature card) hand reveal optional) "
                      "(put-rest library bottom random-order)))\n");
  CHECK(parseText("Look at the top three cards of your library, then put them back in any order.").sexpr ==
        "(spell (look-at-top you 3 (put-rest library)))\n");
  CHECK(parseText("Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.")
            .sexpr == "(spell (targets (target opponent)) (discard-chosen (target-ref 0) (filter (not land) card) reveal))\n");
  // X cards (library2): the X announced by the spell or activated ability (107.3a); lowering
  // refuses it where nothing announces X.
  CHECK(parseText("Look at the top X cards of your library, then put them back in any order.")
            .sexpr == "(spell (look-at-top you x (put-rest library)))\n");
}

TEST_CASE("parse en: the library family - reveal the top cards, search up to N or onto the top, another player's library [701.16a, 701.19]") {
  CHECK(parseText("Reveal the top three cards of your library. Put all creature cards revealed this way into your hand "
                  "and the rest into your graveyard.")
            .sexpr == "(spell (look-at-top you 3 reveal (put-chosen all-matching (filter creature card) hand) "
                      "(put-rest graveyard)))\n");
  CHECK(parseText("Reveal the top card of your library. If it's a creature card, you may put it onto the battlefield. "
                  "Otherwise, put it into your graveyard.")
            .sexpr == "(spell (look-at-top you 1 reveal (put-chosen all-matching (filter creature card) battlefield "
                      "optional) (put-rest graveyard)))\n");
  CHECK(parseText("Reveal the top card of your library. If it's a land card, put it into your hand.").sexpr ==
        "(spell (look-at-top you 1 reveal (put-chosen all-matching (filter land card) hand) (put-rest library)))\n");
  CHECK(parseText("Search your library for up to two basic land cards, reveal them, put them into your hand, then "
                  "shuffle.")
            .sexpr == "(spell (search you (up-to 2) (filter (supertype \"Basic\") land card) hand reveal) (shuffle you))\n");
  CHECK(parseText("Search your library for a creature card, reveal it, then shuffle your library and put that card on "
                  "top of it.")
            .sexpr == "(spell (search you 1 (filter creature card) library reveal))\n");
  CHECK(parseText("Look at the top three cards of target player's library, then put them back in any order.").sexpr ==
        "(spell (targets (target player)) (look-at-top (target-ref 0) 3 (put-rest library)))\n");
  CHECK(parseText("Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, "
                  "put that card into your hand.")
            .sexpr == "(spell (look-at-top you 1 reveal (put-chosen all-matching (filter land card) battlefield) "
                      "(put-rest hand)))\n");
  CHECK(parseText("Look at the top card of your library. You may put that card into your graveyard.").sexpr ==
        "(spell (look-at-top you 1 (put-chosen 1 filter graveyard optional) (put-rest library)))\n");
  // "If it's" after several cards, and choosing from another player's library, stay unsupported.
  CHECK(parseText("Reveal the top two cards of your library. If it's a land card, put it into your hand.")
            .sexpr.find("(unsupported") == 0);
  CHECK(parseText("Look at the top two cards of target player's library. Put one of them into your hand and the "
                  "other into your graveyard.")
            .sexpr.find("(unsupported") == 0);
}

TEST_CASE("parse en: whose step a trigger waits for (CR 603.2, 503.1a, 505.1a, 507.1)") {
  CHECK(parseText("At the beginning of each player's upkeep, you lose 1 life.").sexpr ==
        "(triggered (beginning-of upkeep each-player) (lose-life you 1))\n");
  CHECK(parseText("At the beginning of each opponent's end step, you gain 1 life.").sexpr ==
        "(triggered (beginning-of end-step each-opponent) (gain-life you 1))\n");
  CHECK(parseText("At the beginning of combat on your turn, you gain 1 life.").sexpr ==
        "(triggered (beginning-of combat you) (gain-life you 1))\n");
  CHECK(parseText("At the beginning of your postcombat main phase, you gain 1 life.").sexpr ==
        "(triggered (beginning-of postcombat-main you) (gain-life you 1))\n");
  CHECK(parseText("At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.").sexpr ==
        "(triggered (beginning-of upkeep (controller-of (attached \"enchanted creature\"))) "
        "(lose-life (controller-of (attached \"enchanted creature\")) 1))\n");
  // "that creature" there is the enchanted one, not the Aura: not guessed.
  CHECK(parseText("At the beginning of the upkeep of enchanted creature's controller, tap that creature.")
            .sexpr.find("(unsupported") == 0);
  // Auras that enchant players (303.4): whose upkeep is the enchanted player's (trig2).
  CHECK(parseText("At the beginning of enchanted player's upkeep, you gain 1 life.").sexpr ==
        "(triggered (beginning-of upkeep enchanted-player) (gain-life you 1))\n");
}

TEST_CASE("parse en: one or more attackers, ~ or another, delayed triggers (CR 603.2c, 508.3d, 603.7)") {
  CHECK(parseText("Whenever one or more creatures you control attack, you gain 1 life.").sexpr ==
        "(triggered (one-or-more-attack (filter creature (controller you))) (gain-life you 1))\n");
  // No one object the event is about: "it" means nothing there.
  CHECK(parseText("Whenever one or more creatures you control attack, it gains flying until end of turn.")
            .sexpr.find("(unsupported") == 0);
  CHECK(parseText("Whenever ~ or another Elf dies, you gain 1 life.").sexpr ==
        "(triggered (dies (self-or (filter another (subtype \"Elf\")))) (gain-life you 1))\n");
  CHECK(parseText("Target creature gains haste until end of turn. Exile it at the beginning of the next end step.").sexpr ==
        "(spell (targets (target (filter creature))) (gain-keyword (target-ref 0) haste until-end-of-turn) "
        "(at-next end-step (exile (target-ref 0))))\n");
  // Joined to another effect, the delay's reach is ambiguous; a created token has no reference yet.
  CHECK(parseText("You lose 1 life and return ~ to its owner's hand at the beginning of the next end step.")
            .sexpr.find("(unsupported") == 0);
  CHECK(parseText("Create a 1/1 red Goblin creature token. Exile it at the beginning of the next end step.")
            .sexpr.find("(unsupported") == 0);
}

TEST_CASE("parse en: combat requirements and restrictions are keyword leaves (CR 508.1d, 509.1b-c)") {
  CHECK(parseText("Test Brute attacks each combat if able.", Language::En, "Test Brute").sexpr ==
        "(static (gain-keyword self attacks-each-combat))\n");
  CHECK(parseText("Target creature must be blocked this turn if able.").sexpr ==
        "(spell (targets (target (filter creature))) (gain-keyword (target-ref 0) must-be-blocked until-end-of-turn))\n");
  auto p = parseText("Creatures your opponents control attack each combat if able.");
  CHECK(p.sexpr == "(static (gain-keyword (all (filter creature (controller each-opponent))) attacks-each-combat))\n");
  CHECK(p.result.card.fullySupported());
}

TEST_CASE("parse en: combat restrictions with a description or a condition (CR 509.1b, 508.1c)") {
  CHECK(parseText("Test Seeker can't be blocked except by artifact creatures and/or white creatures.", Language::En,
                  "Test Seeker")
            .sexpr == "(static (blocked-only-by self (filter artifact creature) (filter white creature)))\n");
  CHECK(parseText("Test Spider can't be blocked except by creatures with flying or reach.", Language::En, "Test Spider")
            .sexpr ==
        "(static (blocked-only-by self (filter creature (any-of (with-keyword flying) (with-keyword reach)))))\n");
  CHECK(parseText("Enchanted creature gets +2/+0 and can't be blocked by creatures with flying.").sexpr ==
        "(static (modify-pt (attached \"enchanted creature\") 2 0) (not-blocked-by (attached \"enchanted creature\") "
        "(filter creature (with-keyword flying))))\n");
  CHECK(parseText("Test Serpent can't attack unless defending player controls an Island.", Language::En, "Test Serpent")
            .sexpr ==
        "(static (attacks-only-if self (compare (count (all (filter (subtype \"Island\") (controller defending-player)))) at-least 1)))\n");
  CHECK(parseText("Test Goon can't block unless you control more creatures than attacking player.", Language::En,
                  "Test Goon")
            .sexpr == "(static (blocks-only-if self (controls-more-than (filter creature) attacking-player)))\n");
  // "defending player" exists only while attackers are declared (506.2).
  CHECK(!parseText("Test Fox can't block unless defending player controls a Forest.", Language::En, "Test Fox")
             .result.card.fullySupported());
  CHECK(!parseText("As long as defending player controls a Forest, Test Fox gets +1/+1.", Language::En, "Test Fox")
             .result.card.fullySupported());
}

TEST_CASE("parse en: casual-variant triggers and vanguard modifiers (CR 310-313, 701.25, 901.9b)") {
  CHECK(parseText("When you set this scheme in motion, draw two cards.").sexpr ==
        "(triggered set-in-motion (draw you 2))\n");
  CHECK(parseText("Whenever you roll {CHAOS}, draw a card.").sexpr == "(triggered roll-chaos (draw you 1))\n");
  CHECK(parseText("When you planeswalk to Test Plane, draw a card.", Language::En, "Test Plane").sexpr ==
        "(triggered planeswalk-to (draw you 1))\n");
  CHECK(parseText("When you planeswalk away from Test Plane, draw a card.", Language::En, "Test Plane").sexpr ==
        "(triggered planeswalk-away (draw you 1))\n");
  CHECK(parseText("When you encounter Test Thing, draw a card.", Language::En, "Test Thing").sexpr ==
        "(triggered encounter (draw you 1))\n");
  CHECK(parseText("Hand -1, life +6").sexpr == "(hand-life -1 6)\n");
  CHECK(parseText("Hand +0, life -3").sexpr == "(hand-life 0 -3)\n");
  // Only {CHAOS} is a roll that triggers (310.7).
  CHECK(parseText("Whenever you roll {PW}, draw a card.").sexpr.find("(unsupported") == 0);
}

TEST_CASE("parse en: a level symbol, its P/T box and its striation are one ability (CR 711.2, 702.87a)") {
  auto p = parseText("Level up {1}{W}\nLEVEL 1-3\n2/3\nFlying\nLEVEL 4+\n4/5\nFlying, vigilance\n{T}: Draw a card.");
  CHECK(p.sexpr == "(keyword level-up (cost (mana \"{1}{W}\")))\n"
                   "(level-band 1 3 2 3 (keyword flying))\n"
                   "(level-band 4 any-number 4 5 (keyword flying) (keyword vigilance) (activated (cost tap) (draw you 1)))\n");
  REQUIRE(p.result.lineTexts.size() == 3);
  CHECK(p.result.lineTexts[2] == "LEVEL 4+\n4/5\nFlying, vigilance\n{T}: Draw a card.");
  // A line of the striation the grammar cannot read makes the whole band unsupported:
  // its abilities must not become abilities of the card itself.
  auto bad = parseText("LEVEL 2+\n3/3\nFlying\nTest words nobody reads.");
  REQUIRE(bad.result.card.abilities.size() == 1);
  CHECK(bad.result.card.abilities[0].kind == ast::NodeKind::Unsupported);
  CHECK(bad.diags.hasErrors());
}

TEST_CASE("parse en: energy symbols are gained and paid, surveil (CR 107.14, 701.42a)") {
  CHECK(parseText("When ~ enters the battlefield, you get {E}{E} (two energy counters).").sexpr ==
        "(triggered (enters-battlefield self) (get-energy you 2))\n");
  CHECK(parseText("Pay {E}{E}: Draw a card.").sexpr == "(activated (cost (mana \"{E}{E}\")) (draw you 1))\n");
  CHECK(parseText("Surveil 2.").sexpr == "(spell (surveil you 2))\n");
  // Only energy symbols can follow "you get".
  CHECK_FALSE(parseText("You get {G}.").result.card.fullySupported());
}

TEST_CASE("parse en: rules for players: spell costs, can't, skip, extra turns (CR 601.2f, 101.2, 614.10, 500.7)") {
  CHECK(parseText("Instant and sorcery spells you cast cost {1} less to cast.").sexpr ==
        "(static (costs-less you (filter (any-of instant sorcery) spell) (mana \"{1}\")))\n");
  CHECK(parseText("Kithkin spells and Soldier spells you cast cost {1} less to cast.").sexpr ==
        "(static (costs-less you (filter (any-of (subtype \"Kithkin\") (subtype \"Soldier\")) spell) (mana \"{1}\")))\n");
  CHECK(parseText("Noncreature spells cost {1} more to cast.").sexpr ==
        "(static (costs-more each-player (filter (not creature) spell) (mana \"{1}\")))\n");
  CHECK(parseText("Your opponents can't cast spells during your turn.").sexpr ==
        "(static (cant-cast each-opponent (filter spell) your-turn))\n");
  CHECK(parseText("Skip your draw step.").sexpr == "(static (skip-step you draw-step))\n");
  CHECK(parseText("Target player takes an extra turn after this one.").sexpr ==
        "(spell (targets (target player)) (extra-turn (target-ref 0)))\n");
  // Not compiled: a reduction of colored mana, alternatives of more than one quality.
  CHECK(parseText("Creature spells you cast cost {B} less to cast.").sexpr.find("(unsupported") == 0);
  CHECK(parseText("Green enchantment spells and white enchantment spells cost {2} more to cast.").sexpr.find("(unsupported") == 0);
}

// --- begin effects5 (issue 14): computed amounts and target filters ---
TEST_CASE("parse en: a spell's own cost reduction, toughness filters, several targets 'each' (CR "
          "113.6d, 601.2f, 208.1, 601.2c)") {
  CHECK(parseText("This spell costs {1} less to cast if you control a Wizard.").sexpr ==
        "(static (self-costs-less (mana \"{1}\") (if (compare (count (all (filter (subtype "
        "\"Wizard\") (controller you)))) at-least 1))))\n");
  CHECK(parseText("Test Imp costs {1} less to cast for each artifact you control.", Language::En,
                  "Test Imp")
            .sexpr == "(static (self-costs-less (mana \"{1}\") (for-each (all (filter artifact "
                      "(controller you))))))\n");
  // The wording ("This spell" / "~") is not meaning: both are the same AST.
  CHECK(parseText("Test Imp costs {2} less to cast if you control a Wizard.", Language::En,
                  "Test Imp")
            .sexpr ==
        parseText("This spell costs {2} less to cast if you control a Wizard.").sexpr);
  // Refused: colored and variable reductions (only generic mana is taken away here).
  CHECK(parseText("This spell costs {G} less to cast for each creature you control.")
            .sexpr.find("(unsupported") == 0);
  CHECK(parseText("This spell costs {X} less to cast for each creature you control.")
            .sexpr.find("(unsupported") == 0);
  CHECK(parseText("Destroy target creature with toughness 4 or greater.").sexpr ==
        "(spell (targets (target (filter creature (toughness-at-least 4)))) (destroy (target-ref "
        "0)))\n");
  CHECK(parseText("Tap all creatures with toughness 2 or less.").sexpr ==
        "(spell (tap (all (filter creature (toughness-at-most 2)))))\n");
  CHECK(parseText("Two target creatures each get +2/+2 until end of turn.").sexpr ==
        parseText("Two target creatures get +2/+2 until end of turn.").sexpr);
  CHECK(parseText(
            "Up to two target creatures each get +1/+0 and gain first strike until end of turn.")
            .sexpr == "(spell (targets (target (filter creature) (up-to 2))) (modify-pt "
                      "(target-ref 0) 1 0 until-end-of-turn) "
                      "(gain-keyword (target-ref 0) first-strike until-end-of-turn))\n");
  CHECK(parseText("Any number of target creatures each gain double strike until end of turn.")
            .sexpr == "(spell (targets (target (filter creature) any-number)) (gain-keyword "
                      "(target-ref 0) double-strike until-end-of-turn))\n");
  // "each" after one object would claim several: refused, not read as the plain verb.
  CHECK(parseText("Target creature each get +1/+1 until end of turn.").sexpr.find("(unsupported") ==
        0);
}

TEST_CASE("parse en: 'the sacrificed creature' of a spell's additional cost, and 'it' before the "
          "recipient is the source (CR 601.2f, 608.2h)") {
  auto fling =
      parseText("As an additional cost to cast this spell, sacrifice a creature.\n"
                "Test Hurl deals damage equal to the sacrificed creature's power to any target.",
                Language::En, "Test Hurl");
  CHECK(fling.result.card.fullySupported());
  CHECK(fling.sexpr.find("(deal-damage self (power-of sacrificed) (target-ref 0))") !=
        std::string::npos);
  // Without a sacrifice in the additional cost "the sacrificed creature" names nothing: refused.
  CHECK(parseText("Test Hurl deals damage equal to the sacrificed creature's power to any target.",
                  Language::En, "Test Hurl")
            .sexpr.find("(unsupported") == 0);
  CHECK(parseText("{T}: Test Effigy deals damage equal to the number of charge counters on it to "
                  "any target.",
                  Language::En, "Test Effigy")
            .sexpr == "(activated (cost tap) (targets (target any-target)) (deal-damage self "
                      "(counters-on self charge) (target-ref 0)))\n");
}

TEST_CASE("parse ja: a spell's own cost reduction and a toughness filter read as in English (CR "
          "601.2f, 208.1)") {
  // The conditional form ("…なら、この呪文を唱えるためのコストは{1}少なくなる") is not read yet
  // (docs/i18n-ko-pl.md).
  CHECK(parseText("この呪文を唱えるためのコストは、あなたの墓地にあるクリーチャー・カード１枚につき"
                  "{1}少なくなる。",
                  Language::Ja)
            .sexpr ==
        parseText("This spell costs {1} less to cast for each creature card in your graveyard.")
            .sexpr);
  CHECK(parseText("タフネスが４以上のクリーチャー１体を対象とし、それを破壊する。", Language::Ja)
            .sexpr == parseText("Destroy target creature with toughness 4 or greater.").sexpr);
}
// --- end effects5 ---
