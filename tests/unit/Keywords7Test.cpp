// Keywords of branch `keywords7` (issue 14 breadth): bestow (702.103), exert (701.39),
// overload (702.96), awaken (702.113) and strive's cost (207.2c, 601.2f), in English and
// Japanese. The scenarios keywords7-* play them on both engines.
#include "AST/KeywordExpansion.h"
#include "IR/IR.h"
#include "IR/Lower.h"
#include "Render/Renderer.h"
#include "TestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;
using test::parseText;

namespace {
// Parses and lowers a card of the given type; the reason of the first ability that did not
// lower, or "" if every ability lowered.
std::string lowerFailure(const std::string &text, const std::string &type,
                         const std::string &name = "Test Card") {
  auto p = parseText(text, Language::En, name);
  if (!p.result.card.fullySupported()) return "not parsed";
  ir::LowerResult r = ir::lowerCard({name, "{1}", type, "2", "2", ""}, p.result.card);
  for (auto &a : r.abilities)
    if (!a.lowered) return a.reason.empty() ? "not lowered" : a.reason;
  if (!ir::verify(r.module).empty()) return "IR does not verify";
  return "";
}
} // namespace

TEST_CASE("keywords7: bestow, overload, awaken, exert and strive read as one node each [702.103a, "
          "702.96a, "
          "702.113a, 701.39d, 601.2f]") {
  struct Row {
    const char *text, *sexpr;
  };
  const Row rows[] = {
      {"Bestow {3}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant "
       "creature. It "
       "becomes a creature again if it's not attached to a creature.)",
       "(keyword bestow (cost (mana \"{3}{G}\")))\n"},
      {"Overload {3}{U} (You may cast this spell for its overload cost. If you do, change its text "
       "by replacing "
       "all instances of \"target\" with \"each.\")",
       "(keyword overload (cost (mana \"{3}{U}\")))\n"},
      {"Awaken 3—{4}{U} (If you cast this spell for {4}{U}, also put three +1/+1 counters on "
       "target land you "
       "control and it becomes a 0/0 Elemental creature with haste. It's still a land.)",
       "(keyword awaken (cost (mana \"{4}{U}\")) 3)\n"},
      {"You may exert Test Brawler as it attacks. (It won't untap during your next untap step.)",
       "may-exert\n"},
      {"You may exert Test Brawler as it attacks. When you do, it gets +2/+2 until end of turn. "
       "(An exerted "
       "creature won't untap during your next untap step.)",
       "(may-exert (triggered (exerted self) (modify-pt self 2 2 until-end-of-turn)))\n"},
      {"Whenever you exert a creature, you gain 2 life.",
       "(triggered (exerted (filter creature)) (gain-life you 2))\n"},
      {"{T}, Exert Test Brawler: Draw a card.",
       "(activated (cost tap exert-self) (draw you 1))\n"},
      {"Strive — This spell costs {2}{U} more to cast for each target beyond the first.",
       "(static (self-costs-more-per-extra-target (mana \"{2}{U}\")))\n"},
  };
  for (const Row &row : rows) {
    CAPTURE(row.text);
    auto p = parseText(row.text, Language::En, "Test Brawler");
    CHECK(p.sexpr == row.sexpr);
    CHECK(p.result.card.fullySupported());
  }
  // Bestow and overload take a cost; awaken its number and cost; exert only of itself.
  CHECK_FALSE(parseText("Bestow").result.card.fullySupported());
  CHECK_FALSE(parseText("Overload").result.card.fullySupported());
  CHECK_FALSE(parseText("Awaken {4}{U}").result.card.fullySupported());
  CHECK_FALSE(
      parseText("You may exert target creature as it attacks.").result.card.fullySupported());
  // Strive's cost is for targets beyond the first only.
  CHECK_FALSE(
      parseText("This spell costs {1} more to cast for each target.").result.card.fullySupported());
}

TEST_CASE("keywords7: English renders back to the Oracle wording without the reminder text") {
  for (const char *text :
       {"Bestow {3}{G}", "Overload {3}{U}", "Awaken 3—{4}{U}",
        "You may exert Test Brawler as it attacks.",
        "You may exert Test Brawler as it attacks. When you do, it gets +2/+2 until end of turn.",
        "Whenever you exert a creature, you gain 2 life.", "{T}, Exert Test Brawler: Draw a card.",
        "This spell costs {2}{U} more to cast for each target beyond the first."}) {
    CAPTURE(text);
    auto p = parseText(text, Language::En, "Test Brawler");
    REQUIRE(p.result.card.fullySupported());
    render::RenderResult r = render::renderCard(p.result.card, Language::En, "Test Brawler");
    CHECK(r.ok());
    CHECK(test::lower(r.text) == test::lower(text)); // the render check ignores capitals
  }
}

TEST_CASE("keywords7: each keyword lowers to what the runtime performs, and overload only where "
          "'each' means "
          "something [702.96a, 702.96b, 612]") {
  const std::string bestow = "Bestow {3}{G}\nEnchanted creature gets +2/+2.";
  CHECK(lowerFailure(bestow, "Enchantment Creature — Wolf") == "");
  CHECK(lowerFailure("Draw a card.\nAwaken 2—{3}{U}", "Sorcery") == "");
  CHECK(lowerFailure(
            "You may exert Test Card as it attacks. When you do, it gets +2/+2 until end of turn.",
            "Creature — Human") == "");
  CHECK(lowerFailure("Tap target creature you don't control.\nOverload {3}{U}", "Instant") == "");
  CHECK(lowerFailure(
            "Test Card deals 2 damage to target creature you don't control.\nOverload {4}{R}",
            "Sorcery") == "");
  // "target" -> "each" is refused where "each" would mean less or something else: any target (a
  // player too), a spell on the stack, "another", a count.
  CHECK(lowerFailure("Test Card deals 2 damage to any target.\nOverload {4}{R}", "Sorcery") != "");
  CHECK(lowerFailure("Counter target spell you don't control.\nOverload {1}{U}{U}{R}", "Instant") !=
        "");
  CHECK(lowerFailure("Up to two target creatures get +1/+1 until end of turn.\nOverload {3}{W}",
                     "Instant") != "");
  // An overload keyword alone (no spell ability to change) is refused.
  CHECK(lowerFailure("Overload {3}{U}", "Instant") != "");
}

TEST_CASE(
    "keywords7: the overloaded text is the spell with each target replaced by 'each' [702.96a]") {
  auto p = parseText("Return target creature you don't control to its owner's hand.");
  REQUIRE(p.result.card.abilities.size() == 1);
  std::string why;
  auto each = ast::overloadedSpell(p.result.card.abilities[0], why);
  REQUIRE(each);
  ast::CardAst one;
  one.abilities.push_back(*each);
  CHECK(ast::toSExpr(one) ==
        "(spell (return-to-hand (all (filter creature (not (controller you))))))\n");
  CHECK(ast::toSExpr(one) ==
        parseText("Return each creature you don't control to its owner's hand.").sexpr);
}

TEST_CASE("keywords7: the Japanese forms read to the English AST") {
  struct Row {
    const char *en, *ja;
  };
  const Row rows[] = {
      {"Bestow {1}{R}",
       "授与{1}{R}"
       "（このカードを授与コストで唱えたなら、これはエンチャント（クリーチャー）を持つオーラ・"
       "呪文である。ついていないなら、これは再びクリーチャーになる。）"},
      {"Overload {2}{U}", "超過{2}{U}"},
      {"Awaken 4—{5}{U}", "覚醒４ ― {5}{U}"},
      {"You may exert Test Brawler as it attacks. When you do, it gets +2/+2 until end of turn.",
       "テスト喧嘩屋が攻撃するに際し、あなたはこれを督励してもよい。そうしたとき、ターン終了時まで"
       "、これは+2/+2の修整を受ける。"},
      {"You may exert Test Brawler as it attacks.",
       "テスト喧嘩屋が攻撃するに際し、あなたはこれを督励してもよい。"},
      {"{T}, Exert Test Brawler: Draw a card.", "{T},テスト喧嘩屋を督励する：カード１枚を引く。"},
      {"Whenever you exert a creature, you gain 2 life.",
       "あなたがクリーチャーを１体督励するたび、あなたは２点のライフを得る。"},
      {"This spell costs {2}{U} more to cast for each target beyond the first.",
       "奮励 ― この呪文を唱えるためのコストは、２つ目以降の対象１つにつき{2}{U}多くなる。"},
  };
  for (const Row &row : rows) {
    CAPTURE(row.ja);
    auto en = parseText(row.en, Language::En, "Test Brawler");
    REQUIRE(en.result.card.fullySupported());
    auto ja = parseText(row.ja, Language::Ja, "テスト喧嘩屋");
    CHECK(ja.sexpr == en.sexpr);
  }
}
