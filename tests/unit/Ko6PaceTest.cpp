// Korean keeps pace with English, sixth round (issue 16, branch ko6): look at / reveal the top
// cards in every form English compiles (401, 701.16); a permanent that becomes a creature
// (613.1d, 205.1b); prevention without "this turn", by a source, to and by (615); the combat
// requirements English writes as keywords (508.1d, 509.1b-c; the printed "가능하면 이 턴에 방어해야
// 한다"); more triggers (700.4 with the graveyard's owner, 508.3d, 702.29c, {CHAOS}); more
// conditions (delirium 205.2a, life, counters, cards in hand, devotion 700.5, the city's
// blessing 702.131c); entwine, transmute, cascade (the Korean CR's names, seed 003); a token or
// a static ability with a quoted ability (113.1a). Each English line renders to Korean and reads
// back to the same AST; the Korean wording reads to the English AST; what disagrees is refused.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
const test::LanguageChecker ko{Language::Ko};
} // namespace

TEST_CASE("ko6: look at and reveal the top cards read back (401, 701.16)") {
  ko.roundTrips({
      "Look at the top three cards of your library. Put one of them into your hand and the rest "
      "into your graveyard.",
      "Look at the top five cards of your library. You may reveal a creature card from among them "
      "and put it into your hand. Put the rest on the bottom of your library in a random order.",
      "Reveal the top four cards of your library. Put all creature cards revealed this way into "
      "your hand and the rest into your graveyard.",
      "Reveal the top card of your library. If it's a land card, put it into your hand.",
      "Look at the top three cards of your library. Put any number of them into your graveyard and "
      "the rest back on top of your library in any order.",
      "Look at the top ten cards of your library. Put three of them into your hand and the rest on "
      "the bottom of your library in a random order.",
  });
  ko.readsAsEnglish({
      {"당신의 서고 맨 위 카드 세 장을 본다. 그 중 한 장을 당신의 손으로 가져가고 나머지 카드들은 "
       "당신의 무덤에 넣는다.",
       "Look at the top three cards of your library. Put one of them into your hand and the rest "
       "into your graveyard."},
      {"당신의 서고 맨 위 카드 한 장을 공개한다. 그 카드가 대지 카드라면, 그 카드를 당신의 손으로 "
       "가져간다.",
       "Reveal the top card of your library. If it's a land card, put it into your hand."},
  });
  // The verb must agree with the zone (손으로 가져가다, 무덤에 넣다): not read as either.
  CHECK(
      ko.refused("당신의 서고 맨 위 카드 세 장을 본다. 그 중 한 장을 당신의 무덤에 가져가고 나머지 "
                 "카드들은 당신의 서고 맨 밑에 놓는다."));
  // "그 카드" after several cards says which card? Refused.
  CHECK(ko.refused(
      "당신의 서고 맨 위 카드 세 장을 공개한다. 그 카드가 대지 카드라면, 그 카드를 당신의 "
      "손으로 가져간다."));
}

TEST_CASE("ko6: a permanent becomes a creature (613.1d, 205.1b)") {
  ko.roundTrips({
      "Until end of turn, target land becomes a 3/3 creature that's still a land.",
      "{1}: Test Card becomes a 2/2 Elemental creature with flying until end of turn. It's still a "
      "land.",
      "Test Card becomes a 2/2 creature until end of turn.",
  });
  ko.readsAsEnglish({
      {"~은 턴종료까지 비행을 가진 2/2 정령 생물이 된다. 그것은 여전히 대지이다.",
       "~ becomes a 2/2 Elemental creature with flying until end of turn. It's still a land."},
      {"턴종료까지, ~은 3/3 생물이 된다.", "~ becomes a 3/3 creature until end of turn."},
  });
  // Two durations for one change are not a sentence English has: refused.
  CHECK(ko.refused("턴종료까지, ~은 턴종료까지 3/3 생물이 된다."));
}

TEST_CASE("ko6: prevention without 'this turn', by a source, to and by (615)") {
  ko.roundTrips({
      "Prevent all damage that would be dealt to Test Card by artifact creatures.",
      "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
      "Prevent all damage that would be dealt to you this turn by attacking creatures.",
      "{1}{W}: Prevent all combat damage that would be dealt to and dealt by Test Card this turn.",
      "Prevent all combat damage that would be dealt this turn.",
      "Prevent all combat damage that would be dealt by target creature this turn.",
  });
  ko.readsAsEnglish({
      {"마법물체 생물에 의해 ~에게 입혀지려 하는 모든 피해를 방지한다.",
       "Prevent all damage that would be dealt to ~ by artifact creatures."},
  });
  // Dealt to one object and by another is not "dealt to and dealt by": refused.
  CHECK(ko.refused("~에게 입혀지거나 부여된 생물이 입히려 하는 모든 전투피해를 방지한다."));
  // All damage to no one and by nothing: refused (no such English rule).
  CHECK(ko.refused("입혀지려 하는 모든 피해를 방지한다."));
}

TEST_CASE("ko6: combat requirements written as keywords in English (508.1d, 509.1b-c)") {
  ko.roundTrips({
      "Target creature blocks this turn if able.",
      "Target creature attacks this turn if able.",
      "Test Card blocks each combat if able.",
      "Test Card can block an additional creature each combat.",
      "Test Card can't be blocked by more than one creature.",
      "All creatures able to block Test Card do so.",
      "All creatures able to block target creature this turn do so.",
      "Target creature must be blocked this turn if able.",
      "Enchanted creature gets -2/-0 and can't block.",
      "Enchanted creature gets +1/+1 and can't be blocked.",
  });
  ko.readsAsEnglish({
      // the printed wording (a dev-file card): 가능하면 이 턴에 방어해야 한다
      {"상대가 조종하는 생물 한 개를 목표로 정한다. 그 생물은 가능하면 이 턴에 방어해야 한다.",
       "Target creature an opponent controls blocks this turn if able."},
  });
  // Blocking another creature than the one named: refused, not read as either.
  CHECK(ko.refused("부여된 생물을 방어할 수 있는 모든 생물은 ~을 방어한다."));
}

TEST_CASE("ko6: more triggers read back (700.4, 508.3d, 702.29c, 309.7, 701.23a)") {
  ko.roundTrips({
      "Whenever a creature is put into your graveyard from the battlefield, you gain 1 life.",
      "Whenever an artifact is put into an opponent's graveyard from the battlefield, draw a card.",
      "Whenever one or more creatures you control attack, you gain 1 life.",
      "When you cycle Test Card, you gain 3 life.",
      "When you cycle Test Card or it dies, draw a card.",
      "Whenever you roll {CHAOS}, draw a card.",
      "When you set this scheme in motion, draw a card.",
  });
  ko.readsAsEnglish({
      {"생물 하나가 전장에서 당신의 무덤에 들어갈 때마다, 당신은 생명 1점을 얻는다.",
       "Whenever a creature is put into your graveyard from the battlefield, you gain 1 life."},
  });
  // Another symbol than {CHAOS} is not a planar die roll.
  CHECK(ko.refused("당신이 {R}를 굴릴 때마다, 카드 한 장을 뽑는다."));
}

TEST_CASE("ko6: more conditions read back (205.2a, 119, 122, 402.1, 700.5, 702.131c)") {
  ko.roundTrips({
      "At the beginning of your upkeep, if there are four or more card types among cards in your "
      "graveyard, you gain 3 life.",
      "As long as you have 5 or less life, other creatures you control get +2/+2.",
      "Test Card gets +3/+3 as long as it has three or more quest counters on it.",
      "At the beginning of your upkeep, if there are no depletion counters on Test Card, "
      "sacrifice it.",
      "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, "
      "you gain 2 life.",
      "As long as your devotion to white and black is less than seven, Test Card isn't a creature.",
      "As long as you have the city's blessing, Test Card gets +2/+2.",
      "If there are two or more instant and/or sorcery cards in your graveyard, draw a card.",
  });
  // A condition's ending must agree with its place: "-라면" is an "if", not an "as long as".
  CHECK(ko.refused("당신의 생명점이 5점 이하라면 한, ~은 +2/+2를 받는다."));
  // Bare cards in a graveyard are the existing cards-at-least form, not a count of a kind.
  CHECK(!ko.refused("당신의 무덤에 카드가 일곱 장 이상 있는 한, ~은 +2/+2를 받는다."));
}

TEST_CASE("ko6: entwine, transmute, cascade and quoted abilities read back (702, 113.1a)") {
  ko.roundTrips({
      "Entwine {2}",
      "Transmute {1}{U}{B}",
      "Cascade",
      "Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this creature: Add "
      "{C}.\"",
      "Create a colorless Treasure artifact token with \"{T}, Sacrifice this artifact: Add one "
      "mana of any color.\"",
      "Enchanted creature gets +2/+2 and has \"{1}{G}: Regenerate this creature.\"",
      "Target creature gains protection from the color of your choice until end of turn.",
  });
}

TEST_CASE(
    "ko6: enchant a player, losing keywords, choosing a creature type (702.5, 613.1f, 614.12)") {
  ko.roundTrips({
      "Enchant player",
      "Enchant opponent",
      "Target creature loses flying until end of turn.",
      "Enchanted creature loses flying.",
      "As Test Card enters the battlefield, choose a creature type.",
  });
  ko.readsAsEnglish({
      {"생물 한 개를 목표로 정한다. 그 생물은 턴종료까지 비행을 잃는다.",
       "Target creature loses flying until end of turn."},
  });
}

TEST_CASE("ko6: two declared targets named by different words (115.1)") {
  ko.roundTrips({
      "Test Card deals 2 damage to target creature and 2 damage to target player or planeswalker.",
      "Tap target artifact. Destroy target land.",
      "Counter target spell. Destroy target creature.",
  });
  // Two creatures declared, then "그 생물": which one? Refused, never guessed.
  CHECK(ko.refused("생물 한 개를 목표로 정한다. 다른 생물을 목표로 정한다. 그 생물을 파괴한다."));
}

TEST_CASE("ko6: attacking only if a player controls something (508.1c)") {
  ko.roundTrips({
      "Test Card can't attack unless defending player controls an Island.",
      "Test Card can't attack unless you control an artifact.",
  });
  ko.readsAsEnglish({
      {"~은 방어하는 플레이어가 섬을 조종할 때만 공격할 수 있다.",
       "~ can't attack unless defending player controls an Island."},
  });
}

TEST_CASE("ko6: costs of several permanents, a described card, this card (118, 602.1)") {
  ko.roundTrips({
      "Sacrifice two Goblins: You gain 5 life.",
      "{T}, Sacrifice X lands: Put X +1/+1 counters on Test Card.",
      "Discard a creature card: Test Card gets +2/+2 until end of turn.",
      "{G}, Discard Test Card: Target creature gets +3/+3 until end of turn.",
      "{T}, Exile Test Card: Exile all cards from all graveyards.",
  });
  // Discarding something that is not a card is refused.
  CHECK(ko.refused("생물 한 개를 버린다: 카드 한 장을 뽑는다."));
}

TEST_CASE("ko6: colorless in a description (105.2c)") {
  ko.roundTrips({
      "Destroy target colorless creature.",
      "Whenever you cast a colorless spell, draw a card.",
  });
}

TEST_CASE("ko6: any player may activate, hands, P/T switch, extra turns, emblems (602.2, 701.8a, "
          "613.4d, 500.7, 114.1)") {
  ko.roundTrips({
      "{1}: Draw a card. Any player may activate this ability.",
      "Discard your hand.",
      "Each player discards their hand, then draws seven cards.",
      "Switch target creature's power and toughness until end of turn.",
      "Take an extra turn after this one.",
      "You get an emblem with \"Creatures you control get +1/+1.\"",
      "Test Card can't be blocked except by creatures with flying.",
  });
  // 자신의 (their own) for "you" is refused: whose hand it is must agree.
  CHECK(ko.refused("자신의 손에 있는 카드를 모두 버린다."));
}

TEST_CASE("ko6: 'you may' with damage, a P/T change, losing life (608.2d)") {
  ko.roundTrips({
      "When Test Card enters the battlefield, you may have it deal 2 damage to target creature.",
      "Whenever Test Card attacks, you may have target creature get +2/+2 until end of turn.",
  });
  // 당신은 without 입히게 할 수 있다 is not "may": refused.
  CHECK(ko.refused("원하는 목표를 정한다. 당신은 ~이 그 목표에게 피해 3점을 입힌다."));
}

TEST_CASE("ko6: a search to the graveyard (701.19)") {
  ko.roundTrips({
      "Search your library for up to three creature cards and put them into your graveyard. Then "
      "shuffle your library.",
  });
}

TEST_CASE("ko6: choose two, choose one or more (700.2)") {
  ko.roundTrips({
      "Choose two —\n• Draw a card.\n• You gain 2 life.\n• Target player loses 2 life.",
      "Choose one or more —\n• Draw a card.\n• You gain 2 life.\n• Target player loses 2 life.",
  });
}
