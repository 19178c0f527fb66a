// Korean keeps pace with English, eighth round (issue 16, branch ko8): ascend, embalm,
// eternalize, mentor, afterlife, afflict (702.131, 702.128, 702.129, 702.134, 702.135, 702.130:
// newer than the Korean CR of seed 003, our choice of names); snow (205.4g, the Korean CR's
// 스노우, 107.4); "<effect> unless <player> <action>" (118.12a); a discarded kind of card
// (701.8a); a land becoming a basic land type (305.7); permanents and zones of a player named
// before (defending player 506.2, the trigger's player 603.2, a declared player 115.1);
// battalion (508.3a); "becomes monstrous" (701.29); "can't be regenerated" after more
// destructions (701.15) and "may" after more verbs (608.2d). Each English line renders to
// Korean and reads back to the same AST; the Korean wording reads to the English AST; what
// disagrees is refused.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

using namespace oraclec;

namespace {
const test::LanguageChecker ko{Language::Ko};
} // namespace

TEST_CASE("ko8: keywords newer than the Korean CR (702.128-702.135, our choice of names)") {
  ko.roundTrips(
      {"Ascend", "Embalm {3}{W}", "Eternalize {4}{B}{B}", "Mentor", "Afterlife 2", "Afflict 3"});
  ko.readsAsEnglish({
      {"승천", "Ascend"},
      {"방부처리 {3}{W}", "Embalm {3}{W}"},
      {"영원화 {4}{B}{B}", "Eternalize {4}{B}{B}"},
      {"멘토", "Mentor"},
      {"내세 2", "Afterlife 2"},
      {"가학 3", "Afflict 3"},
  });
  CHECK(ko.refused("승천하다")); // not a word of the grammar: no keyword read from part of it
}

TEST_CASE("ko8: snow and nonsnow (205.4g, the Korean CR's 스노우, 107.4)") {
  ko.roundTrips({"Destroy target snow land.", "Snow creatures you control get +1/+1."});
  ko.readsAsEnglish({
      {"스노우 대지 한 개를 목표로 정한다. 그 대지를 파괴한다.", "Destroy target snow land."},
      {"당신이 조종하는 스노우 생물들은 +1/+1을 받는다.", "Snow creatures you control get +1/+1."},
  });
  // snow is a supertype, not a colour or a type: "a snow" alone names nothing
  CHECK(ko.refused("스노우 한 개를 목표로 정한다. 그 목표를 파괴한다."));
}

TEST_CASE("ko8: <effect> unless <player> <action> (118.12a)") {
  ko.roundTrips({
      "When ~ enters the battlefield, sacrifice it unless you discard a creature card.",
      "When ~ enters the battlefield, sacrifice it unless you discard a card at random.",
      "At the beginning of your upkeep, sacrifice ~ unless you sacrifice a creature.",
      "When ~ enters the battlefield, sacrifice it unless you return an untapped Island you "
      "control to its owner's hand.",
      "At the beginning of each opponent's upkeep, ~ deals 2 damage to that player unless they "
      "sacrifice a creature.",
      "Draw three cards. Then discard two cards unless you discard a creature card.",
  });
  ko.readsAsEnglish({
      {"~이 전장에 들어올 때, 당신이 생물 카드 한 장을 버리지 않으면, ~을 희생한다.",
       "When ~ enters the battlefield, sacrifice it unless you discard a creature card."},
      {"당신의 유지단 시작에, 당신이 카드 두 장을 버리지 않으면, ~을 희생한다.",
       "At the beginning of your upkeep, sacrifice ~ unless you discard two cards."},
  });
  // the action and the player must agree, and "unless" needs its effect
  CHECK(ko.refused("당신이 생물 카드 한 장을 버리지 않으면."));
  // plain 카드 is "discard N cards": never a discard of a kind of card with no kind
  CHECK(
      test::canonicalSExpr("당신의 유지단 시작에, 당신이 카드 한 장을 버리지 않으면, ~을 희생한다.",
                           Language::Ko) ==
      test::canonicalSExpr(
          "At the beginning of your upkeep, sacrifice ~ unless you discard a card.", Language::En));
}

TEST_CASE("ko8: a discarded kind of card (701.8a)") {
  // English writes this effect only after "unless" today; the Korean sentence reads to the node
  CHECK(test::canonicalSExpr("생물 카드 한 장을 버린다.", Language::Ko)
            .rfind("(spell (discard-matching you (filter creature card)))", 0) == 0);
  CHECK(ko.refused("카드를 버린다.")); // neither a count nor a kind
}

TEST_CASE("ko8: a land becomes a basic land type (305.7)") {
  ko.roundTrips({
      "{T}: Target land becomes a Forest until end of turn.",
      "{T}: Target land becomes the basic land type of your choice until end of turn.",
  });
  ko.readsAsEnglish({
      {"{T}: 대지 한 개를 목표로 정한다. 그 대지는 턴종료까지 숲이 된다.",
       "{T}: Target land becomes a Forest until end of turn."},
  });
  // only a basic land type: a creature type is no land type
  CHECK(ko.refused("{T}: 대지 한 개를 목표로 정한다. 그 대지는 턴종료까지 고블린이 된다."));
}

TEST_CASE("ko8: permanents and zones of a player named before (506.2, 603.2, 115.1)") {
  ko.roundTrips({
      "Whenever ~ attacks, tap target creature defending player controls.",
      "Whenever ~ deals combat damage to a player, destroy target artifact that player controls.",
      "At the beginning of each opponent's upkeep, tap target creature that player controls.",
      "Whenever ~ deals combat damage to a player, you gain 1 life for each artifact that player "
      "controls.",
      "Exile all cards from target player's graveyard.",
      "At the beginning of each player's upkeep, ~ deals damage to that player equal to the number "
      "of cards in that player's hand.",
  });
  ko.readsAsEnglish({
      {"~이 공격할 때마다, 방어하는 플레이어가 조종하는 생물 한 개를 목표로 정한다. 그 생물을 "
       "탭한다.",
       "Whenever ~ attacks, tap target creature defending player controls."},
      {"플레이어 한 명을 목표로 정한다. 그 플레이어의 무덤에 있는 모든 카드를 추방한다.",
       "Exile all cards from target player's graveyard."},
  });
  // 그 플레이어 with no player it can be (no trigger player, no declared player) is refused
  CHECK(ko.refused("그 플레이어가 조종하는 생물 한 개를 목표로 정한다. 그 생물을 파괴한다."));
  CHECK(ko.refused("그 플레이어의 무덤에 있는 모든 카드를 추방한다."));
}

TEST_CASE("ko8: battalion (508.3a) and becomes monstrous (701.29)") {
  ko.roundTrips({
      "Whenever ~ and at least two other creatures attack, ~ gains first strike until end of "
      "turn.",
      "When ~ becomes monstrous, draw a card.",
  });
  ko.readsAsEnglish({
      {"~과 최소 두 개의 다른 생물이 공격할 때마다, 카드 한 장을 뽑는다.",
       "Whenever ~ and at least two other creatures attack, draw a card."},
      {"~이 괴수화할 때, 카드 한 장을 뽑는다.", "When ~ becomes monstrous, draw a card."},
  });
  CHECK(ko.refused("~과 최소 X 개의 다른 생물이 공격할 때마다, 카드 한 장을 뽑는다."));
}

TEST_CASE(
    "ko8: can't be regenerated after more destructions, may after more verbs (701.15, 608.2d)") {
  ko.roundTrips({
      "Destroy target artifact or land. It can't be regenerated.",
      "Whenever a creature you control attacks, you may have it gain first strike until end of "
      "turn.",
      "You may look at the top three cards of your library, then put them back in any order.",
  });
  ko.readsAsEnglish({
      {"~을 파괴한다. ~은 재생될 수 없다.", "Destroy ~. It can't be regenerated."},
      {"생물 한 개를 목표로 정한다. 그 생물은 턴종료까지 비행을 얻을 수 있다.",
       "You may have target creature gain flying until end of turn."},
  });
  // "can't be regenerated" names the objects destroyed, never others
  CHECK(ko.refused("모든 생물을 파괴한다. 모든 대지는 재생될 수 없다."));
}

TEST_CASE("ko8: mana spent to cast, not your turn, monstrous (601.2h, 611.3a, 701.29)") {
  ko.roundTrips({
      "When ~ enters the battlefield, if {R} was spent to cast it, draw a card.",
      "As long as it's not your turn, ~ gets +0/+2.",
      "As long as ~ is monstrous, it has trample.",
  });
  ko.readsAsEnglish({
      {"~이 전장에 들어올 때, ~을 발동하기 위해 {R}가 지불되었다면, 카드 한 장을 뽑는다.",
       "When ~ enters the battlefield, if {R} was spent to cast it, draw a card."},
      {"~이 괴수화 상태인 한, ~은 돌진을 가진다.", "As long as ~ is monstrous, it has trample."},
  });
  // one coloured mana symbol: generic mana spent says nothing of a colour
  CHECK(ko.refused(
      "~이 전장에 들어올 때, ~을 발동하기 위해 {2}가 지불되었다면, 카드 한 장을 뽑는다."));
}

TEST_CASE("ko8: damage divided as you choose among up to N targets (601.2c-d)") {
  ko.roundTrips({
      "~ deals 3 damage divided as you choose among one, two, or three targets.",
      "~ deals 3 damage divided as you choose among one, two, or three target creatures.",
  });
  ko.readsAsEnglish({
      {"원하는 목표를 최대 두 개까지 정한다. ~은 그 목표들에게 피해 2점을 원하는 대로 나누어 "
       "입힌다.",
       "~ deals 2 damage divided as you choose among one or two targets."},
  });
  // divided damage needs the targets it is divided among
  CHECK(ko.refused("~은 각 플레이어에게 피해 2점을 원하는 대로 나누어 입힌다."));
}

TEST_CASE("ko8: surveil, mana in any combination, spend-only mana (701.42a, 106.1a, 106.6)") {
  ko.roundTrips({
      "Surveil 2.",
      "Add two mana in any combination of colors.",
      "Add three mana in any combination of {R} and/or {G}.",
      "{T}: Add {C}. Spend this mana only to cast instant or sorcery spells.",
      "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
  });
  ko.readsAsEnglish({
      {"감시 2를 한다.", "Surveil 2."},
      {"{T}: {C}를 추가한다. 이 마나는 고블린 주문을 발동하는 데만 사용할 수 있다.",
       "{T}: Add {C}. Spend this mana only to cast Goblin spells."},
  });
  // spending the mana only is not "may": no (may ...) around it
  CHECK(test::canonicalSExpr(
            "{T}: {C}를 추가한다. 이 마나는 고블린 주문을 발동하는 데만 사용할 수 있다.",
            Language::Ko)
            .find("(may") == std::string::npos);
}

TEST_CASE("ko8: attach, any number of targets, discard a chosen card (701.3a, 601.2c, 701.8b)") {
  ko.roundTrips({
      "{T}: Attach target Equipment you control to target creature you control.",
      "{1}{W}: Attach ~ to target creature you control.",
      "Any number of target creatures each get +1/+1 until end of turn.",
      "Target opponent reveals their hand. You choose a nonland card from it. That player "
      "discards that card.",
  });
  ko.readsAsEnglish({
      {"상대를 목표로 정한다. 그 상대는 자신의 손을 공개한다. 당신은 그 중 대지가 아닌 카드 한 "
       "장을 "
       "선택한다. 그 상대는 그 카드를 버린다.",
       "Target opponent reveals their hand. You choose a nonland card from it. That player "
       "discards that card."},
  });
  // the player who reveals is the player who discards
  CHECK(
      ko.refused("상대를 목표로 정한다. 그 상대는 자신의 손을 공개한다. 당신은 그 중 카드 한 장을 "
                 "선택한다. 당신은 그 카드를 버린다."));
}

TEST_CASE("ko8: may with more verbs (608.2d: the verb's -ㄹ 수 있다 form)") {
  ko.roundTrips({
      "When ~ enters the battlefield, you may attach it to target creature you control.",
      "Whenever ~ attacks, you may remove a -1/-1 counter from it.",
      "{T}: You may switch target creature's power and toughness until end of turn.",
      "{T}: You may add {R}.",
  });
  ko.readsAsEnglish({
      {"~이 전장에 들어올 때, 당신이 조종하는 생물 한 개를 목표로 정한다. ~을 그 생물에 붙일 수 "
       "있다.",
       "When ~ enters the battlefield, you may attach it to target creature you control."},
  });
  // the final verb alone says "may": the same verb in its -다 form is no choice
  CHECK(test::canonicalSExpr("{T}: {R}를 추가한다.", Language::Ko).find("(may") ==
        std::string::npos);
}
