// Korean keeps pace with English (issue 16, branch ko4): computed amounts (107.3c) written X
// and defined in a sentence of their own, as the Korean CR writes them ("X는 그 카드의
// 전환마나비용이다.", seed 003); "for each" as 하나당 just before the number; a characteristic-
// defining P/T (604.3) in the Korean CR's words ("이 생물의 공격력과 방어력은 당신의 손에 있는
// 카드의 수와 같다"). Each English line renders to Korean and reads back to the same AST; the
// Korean wording below reads to the English AST; what is ambiguous is refused.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
const test::LanguageChecker ko{Language::Ko};
} // namespace

TEST_CASE("ko4: computed amounts render to Korean and read back (107.3c)") {
  ko.roundTrips({
      "Test Card deals X damage to any target, where X is the number of creatures you control.",
      "Draw cards equal to the number of cards in your hand.",
      "You gain life equal to the number of creatures you control.",
      "Target creature gets +X/+X until end of turn, where X is the number of lands you control.",
      "Target creature gets -X/-X until end of turn, where X is the number of Zombies you control.",
      "{T}: Test Card deals damage equal to its power to target creature.",
      "When Test Card dies, you gain life equal to its toughness.",
      "Test Card's power and toughness are each equal to the number of cards in your hand.",
      "Test Card's power is equal to the number of creature cards in your graveyard.",
  });
}

TEST_CASE("ko4: Korean reads 'X는 ...이다' to the English AST") {
  ko.readsAsEnglish({
      {"원하는 목표를 정한다. ~은 그 목표에게 피해 X점을 입힌다. X는 당신이 조종하는 생물의 "
       "수이다.",
       "~ deals X damage to any target, where X is the number of creatures you control."},
      {"카드 X 장을 뽑는다. X는 당신의 손에 있는 카드의 수이다.",
       "Draw cards equal to the number of cards in your hand."},
      {"생물 한 개를 목표로 정한다. 그 생물은 턴종료까지 -X/-X를 받는다. X는 당신이 조종하는 "
       "대지의 수이다.",
       "Target creature gets -X/-X until end of turn, where X is the number of lands you control."},
      {"~의 공격력과 방어력은 당신의 손에 있는 카드의 수와 같다.",
       "~'s power and toughness are each equal to the number of cards in your hand."},
      {"이 생물의 공격력은 당신의 무덤에 있는 생물 카드의 수와 같다.",
       "~'s power is equal to the number of creature cards in your graveyard."},
      {"당신은 생명 X점을 얻는다. X는 당신의 생명점이다.",
       "You gain life equal to your life total."},
  });
  // An X that nothing uses, and an X paid in the cost and defined by the text, are refused.
  CHECK(ko.refused("카드 한 장을 뽑는다. X는 당신이 조종하는 생물의 수이다."));
  CHECK(ko.refused("{X}, {T}: 카드 X 장을 뽑는다. X는 당신이 조종하는 생물의 수이다."));
  // "모든 생물의 수" is not a Korean count: refused, not read as "the number of creatures".
  CHECK(ko.refused("카드 X 장을 뽑는다. X는 모든 생물의 수이다."));
}

TEST_CASE("ko4: 'for each' renders as 하나당 and reads back") {
  ko.roundTrips({
      "Enchanted creature gets +1/+1 for each creature you control.",
      "Target creature gets +1/+0 until end of turn for each artifact you control.",
      "You gain 1 life for each creature you control.",
      "Draw a card for each creature you control.",
      "Test Card deals 1 damage to any target for each card in your hand.",
      "Enchanted creature gets +1/+1 for each Forest you control.",
  });
  ko.readsAsEnglish({
      {"부여된 생물은 당신이 조종하는 생물 하나당 +1/+1을 받는다.",
       "Enchanted creature gets +1/+1 for each creature you control."},
      {"당신은 당신이 조종하는 생물 하나당 생명 1점을 얻는다.",
       "You gain 1 life for each creature you control."},
      {"~은 당신이 조종하는 숲 하나당 +1/+1을 받는다.",
       "~ gets +1/+1 for each Forest you control."},
  });
  // 하나당 after "all" is not a Korean count: refused.
  CHECK(ko.refused("당신은 모든 생물 하나당 생명 1점을 얻는다."));
}

TEST_CASE("ko4: library searches render as the Korean CR writes them and read back (701.19)") {
  ko.roundTrips({
      "Search your library for a basic land card, put it onto the battlefield tapped, then "
      "shuffle.",
      "Search your library for a Forest card, reveal it, put it into your hand, then shuffle.",
      "Search your library for up to two basic land cards, reveal them, put them into your hand, "
      "then shuffle.",
      "When Test Card enters the battlefield, you may search your library for a basic land card, "
      "reveal it, put it into your hand, then shuffle.",
      "Search your library for a card, put that card into your hand, then shuffle.",
  });
  ko.readsAsEnglish({
      // the Korean CR's 702.29a (typecycling) wording
      {"당신의 서고에서 숲 카드를 찾아서 공개하고 당신의 손에 넣는다. 그리고 나서 서고를 섞는다.",
       "Search your library for a Forest card, reveal it, put it into your hand, then shuffle."},
      {"당신의 서고에서 최대 두 장의 기본 대지 카드를 찾아서 전장에 놓는다. 그 후 당신의 서고를 "
       "섞는다.",
       "Search your library for up to two basic land cards, put them onto the battlefield, then "
       "shuffle."},
      {"당신의 서고에서 기본 대지 카드를 찾아서 탭된 채로 전장에 놓는다. 그리고 나서 서고를 "
       "섞는다.",
       "Search your library for a basic land card, put it onto the battlefield tapped, then "
       "shuffle."},
  });
  // "모든 ... 카드를 찾아서" (all of a kind) is not a search for one: refused.
  CHECK(ko.refused("당신의 서고에서 모든 대지 카드를 찾아서 당신의 손에 넣는다."));
}

TEST_CASE("ko4: quoted abilities render as printed and read back (113.1a)") {
  ko.roundTrips({
      "Enchanted land has \"{T}: Add one mana of any color.\"",
      "Creatures you control have \"{T}: You gain 1 life.\"",
      "Target creature gains \"{T}: This creature deals 1 damage to any target.\" until end of "
      "turn.",
  });
  ko.readsAsEnglish({
      {"부여된 대지는 \"{T}: 원하는 색의 마나 한 개를 추가한다.\"를 가진다.",
       "Enchanted land has \"{T}: Add one mana of any color.\""},
      // the quoted ability declares its own target, numbered from 0 as in English
      {"당신이 조종하는 생물들은 \"{T}: 원하는 목표를 정한다. 이 생물은 그 목표에게 피해 1점을 "
       "입힌다.\"를 가진다.",
       "Creatures you control have \"{T}: This creature deals 1 damage to any target.\""},
  });
  // Keywords are not quoted abilities, and a static ability in quotes has no English form.
  CHECK(ko.refused("부여된 생물은 \"비행\"을 가진다."));
}

TEST_CASE("ko4: additional costs and choices of subtypes read back (601.2f, 205.3)") {
  ko.roundTrips({
      "As an additional cost to cast this spell, sacrifice a creature.",
      "As an additional cost to cast this spell, discard a card.",
      "Search your library for a Forest or Plains card, reveal it, put it into your hand, then "
      "shuffle.",
      "Destroy target Zombie or Vampire.",
  });
  ko.readsAsEnglish({
      {"이 주문을 발동하기 위한 추가비용으로, 생물 하나를 희생한다.",
       "As an additional cost to cast this spell, sacrifice a creature."},
      {"좀비나 흡혈귀를 목표로 정한다. 그 목표를 파괴한다.", "Destroy target Zombie or Vampire."},
  });
  // "좀비 생물이나 흡혈귀" (a subtype with its card type inside a choice) is not read as a choice.
  CHECK(ko.refused("좀비 생물이나 흡혈귀를 목표로 정한다. 그 목표를 파괴한다."));
}

TEST_CASE("ko4: 'as long as' renders as 하는 한 and reads back (611.3a)") {
  ko.roundTrips({
      "As long as you control a Forest, Test Card gets +1/+1.",
      "Test Card gets +1/+1 and has flying as long as you control an artifact.",
      "As long as seven or more cards are in your graveyard, Test Card gets +2/+2.",
      "Test Card has indestructible as long as it has a divinity counter on it.",
      "As long as you have 25 or more life, Test Card gets +4/+4.",
      "Test Card can't be blocked as long as you control no other creatures.",
      "Test Card gets +2/+2 as long as you control three or more artifacts.",
  });
  ko.readsAsEnglish({
      {"당신이 숲을 조종하는 한, ~은 +1/+1을 받는다.",
       "As long as you control a Forest, ~ gets +1/+1."},
      {"당신이 마법물체를 조종하는 한, ~은 +1/+1을 받고 비행을 가진다.",
       "~ gets +1/+1 and has flying as long as you control an artifact."},
      {"당신의 무덤에 카드가 일곱 장 이상 있는 한, ~은 +2/+2를 받는다.",
       "As long as seven or more cards are in your graveyard, ~ gets +2/+2."},
  });
  // "모든 생물을 조종하는 한" (all of them) is no count of control: refused, not read as "a
  // creature".
  CHECK(ko.refused("당신이 모든 생물을 조종하는 한, ~은 +1/+1을 받는다."));
}

TEST_CASE("ko4: an intervening 'if' renders as 한다면 and reads back (603.4)") {
  ko.roundTrips({
      "When Test Card enters the battlefield, if you control two or more Forests, you gain 7 life.",
      "At the beginning of each end step, if you control no Goblins, sacrifice Test Card.",
      "At the beginning of your upkeep, if you have 25 or more life, draw a card.",
      "When Test Card enters the battlefield, if you control an artifact, draw a card.",
  });
  ko.readsAsEnglish({
      {"각 종료단 시작에, 당신이 고블린을 조종하지 않는다면, ~을 희생한다.",
       "At the beginning of each end step, if you control no Goblins, sacrifice ~."},
      {"~이 전장에 들어올 때, 당신이 마법물체를 조종한다면, 카드 한 장을 뽑는다.",
       "When ~ enters the battlefield, if you control an artifact, draw a card."},
  });
  // A condition written without its verb form ("조종하는" is not "if") is refused.
  CHECK(ko.refused("~이 전장에 들어올 때, 당신이 마법물체를 조종하는, 카드 한 장을 뽑는다."));
}

TEST_CASE("ko4: Aura and Equipment, and what a declared player controls") {
  ko.roundTrips({
      "Destroy all creatures target player controls.",
      "Return target Aura to its owner's hand.",
      "Destroy target Equipment.",
  });
  ko.readsAsEnglish({
      {"플레이어 한 명을 목표로 정한다. 그 플레이어가 조종하는 모든 생물을 파괴한다.",
       "Destroy all creatures target player controls."},
      {"장비 한 개를 목표로 정한다. 그 목표를 파괴한다.", "Destroy target Equipment."},
  });
  // "그 플레이어가 조종하는" with no player declared is refused.
  CHECK(ko.refused("그 플레이어가 조종하는 모든 생물을 파괴한다."));
}

TEST_CASE("ko4: two card types (마법물체 생물) read as both, never as a choice") {
  ko.roundTrips({"Other artifact creatures you control get +1/+1.",
                 "Destroy target artifact creature.", "Destroy target artifact or creature."});
  ko.readsAsEnglish({{"마법물체 생물 한 개를 목표로 정한다. 그 목표를 파괴한다.",
                      "Destroy target artifact creature."}});
  // "마법물체 생물이나 대지" would be "artifact creature or land": no form yet, refused.
  CHECK(ko.refused("마법물체 생물이나 대지를 목표로 정한다. 그 목표를 파괴한다."));
}

TEST_CASE("ko4: a quality as a condition (적색인 한, 마법사라면)") {
  ko.roundTrips({"Enchanted creature gets +1/+1 as long as it's red.",
                 "As long as enchanted creature is a Wizard, it has flying."});
  ko.readsAsEnglish({{"부여된 생물이 적색인 한, 부여된 생물은 +1/+1을 받는다.",
                      "Enchanted creature gets +1/+1 as long as enchanted creature is red."}});
  // A condition on a declared target or on "that creature" has no form: refused.
  CHECK(ko.refused("그것이 적색인 한, 부여된 생물은 +1/+1을 받는다."));
}

// --- begin ko5: Korean keeps pace with English, fifth round (issue 16). Each English line
// renders to Korean and reads back to the same AST; the Korean wording reads to the English
// AST; what would mean something else is refused.
TEST_CASE("ko5: mill, payments and 'if you do' read back (701.13, 118.1, 118.12, 608.2c)") {
  ko.roundTrips({
      "Target player mills three cards.",
      "When Test Card enters the battlefield, mill two cards.",
      "Whenever Test Card attacks, you may pay {1}. If you do, put a +1/+1 counter on Test Card.",
      "When Test Card enters the battlefield, you may draw a card. If you do, discard a card.",
      "At the beginning of your upkeep, sacrifice Test Card unless you pay {1}.",
      "Counter target spell unless its controller pays {3}.",
  });
  ko.readsAsEnglish({
      {"카드 한 장을 뽑을 수 있다. 만약 그렇게 한다면, 카드 한 장을 버린다.",
       "You may draw a card. If you do, discard a card."},
      {"주문 한 개를 목표로 정한다. 그 주문의 조종자가 {3}을 지불하지 않으면, 그 주문을 "
       "무효화한다.",
       "Counter target spell unless its controller pays {3}."},
  });
  // "If you do" with no optional action before it means nothing: refused.
  CHECK(ko.refused("카드 한 장을 뽑는다. 만약 그렇게 한다면, 카드 한 장을 버린다."));
  // Your library and another player's graveyard: not a mill.
  CHECK(ko.refused("당신의 서고 맨 위 카드 두 장을 자신의 무덤에 넣는다."));
}

TEST_CASE("ko5: zones, control, transform and restrictions read back (110.2, 613.1b, 602.5b)") {
  ko.roundTrips({
      "Return target creature card from your graveyard to the battlefield.",
      "Put target creature card from a graveyard onto the battlefield under your control.",
      "Put target creature on top of its owner's library.",
      "You control enchanted creature.",
      "Gain control of target creature until end of turn. Untap that creature. It gains haste "
      "until end of turn.",
      "At the beginning of each upkeep, if no spells were cast last turn, transform Test Card.",
      "At the beginning of each upkeep, if a player cast two or more spells last turn, transform "
      "Test Card.",
      "{T}: Target player discards a card. Activate only as a sorcery.",
      "{1}: Test Card gets +1/+1 until end of turn. Activate only once each turn.",
      "{2}{R}: Return Test Card from your graveyard to the battlefield tapped.",
      "{T}: Add {B}. Activate only if you control a Swamp.",
      "Cast this spell only during combat.",
      "Instant and sorcery spells you cast cost {1} less to cast.",
      "Look at the top three cards of your library, then put them back in any order.",
      "Tap target creature. It doesn't untap during its controller's next untap step.",
      "Test Card enters the battlefield tapped with two charge counters on it.",
      "I, II — You gain 2 life.",
  });
  // A restriction on activating is not part of a spell.
  CHECK(ko.refused("카드 한 장을 뽑는다. 이 능력은 한 턴에 한 번만 활성화할 수 있다."));
  // "your next untap step" for a target is another permanent's step: refused.
  CHECK(ko.refused("생물 한 개를 목표로 정한다. 그 생물은 당신의 다음 언탭단에 언탭되지 않는다."));
}

TEST_CASE("ko5: triggers, players and descriptions read back (509.5, 603.8, 506.2, 208.1)") {
  ko.roundTrips({
      "When you control no Islands, sacrifice Test Card.",
      "Whenever Test Card becomes blocked by a creature, Test Card deals 1 damage to that "
      "creature.",
      "Whenever Test Card blocks a creature, destroy that creature at end of combat.",
      "Whenever you cycle or discard a card, you gain 1 life.",
      "Whenever Test Card attacks, defending player discards a card.",
      "Whenever Test Card attacks and isn't blocked, you may draw a card.",
      "At the beginning of each opponent's upkeep, Test Card deals 1 damage to that player.",
      "As an additional cost to cast this spell, exile a creature card from your graveyard.",
      "{1}, Discard a card at random: Test Card gets +2/+0 until end of turn.",
      "Destroy target creature with power 2 or less.",
      "Whenever you cast a Spirit or Arcane spell, you gain 1 life.",
      "Test Card can't be blocked by Walls.",
      "Return all red or green creatures you control to their owner's hand.",
      "Creatures you control with +1/+1 counters on them have trample.",
      "Destroy target creature you don't control.",
      "Destroy target nonbasic land.",
      "Return target creature to its owner's hand. If this spell was kicked, draw a card.",
      "If Test Card was kicked, it enters the battlefield with two +1/+1 counters on it.",
      "Tap target creature. If that creature is a Zombie, exile it.",
      "As long as it's your turn, Test Card has first strike.",
      "At the beginning of your end step, if you have no cards in hand, draw a card.",
  });
  ko.readsAsEnglish({
      {"~이 생물을 방어하거나 생물에 의해 방어될 때마다, 그것을 파괴한다.",
       "Whenever Test Card blocks or becomes blocked by a creature, destroy that creature."},
  });
  // Blocking one kind and blocked by another is not one trigger of English's.
  CHECK(ko.refused("~이 생물을 방어하거나 벽에 의해 방어될 때마다, 그것을 파괴한다."));
  // "공격력이 2인" (power equal to a number) has no AST part: refused, not read as "2 or less".
  CHECK(ko.refused("공격력이 2인 생물 한 개를 목표로 정한다. 그 생물을 파괴한다."));
}
// --- end ko5 ---
