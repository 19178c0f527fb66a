// Korean keeps pace with English, seventh round (issue 16, branch ko7): the creature, planeswalker,
// land and enchantment types English compiles (205.3); level bands (711.2, the Korean CR's
// {LEVEL N1-N2}); bestow, overload, awaken and splice (the Korean CR's 권능, 과부하, 각성 and
// "Splice onto [서브타입]", 702.102, 702.95, 702.112, 702.46a); legendary (205.4d, the Korean
// rulebook's 전설적); either-trigger (603.2); morbid (700.4); "enters tapped unless" (614.1c);
// cost increases (601.2f); "that much life" (603.2); modes of a triggered or activated ability
// (700.2); populate (701.28a, 소집); "named ~" (201.4). Each English line renders to Korean and
// reads back to the same AST; the Korean wording reads to the English AST; what disagrees is
// refused.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
const test::LanguageChecker ko{Language::Ko};
} // namespace

TEST_CASE("ko7: creature and other types with a Korean word read back (205.3)") {
  ko.roundTrips({
      "Destroy target Kithkin.",
      "Other Treefolk creatures you control get +1/+1.",
      "Rebel creatures you control get +1/+1.",
      "Search your library for a Dwarf card, reveal it, put it into your hand, then shuffle.",
      "Destroy target Ajani planeswalker.",
  });
  ko.readsAsEnglish({
      {"키스킨 한 개를 목표로 정한다. 그 목표를 파괴한다.", "Destroy target Kithkin."},
      {"당신이 조종하는 다른 트리포크 생물들은 +1/+1을 받는다.",
       "Other Treefolk creatures you control get +1/+1."},
  });
  // A type with no Korean word yet is a named gap, never a creature of another type.
  CHECK(ko.renderRefused("Destroy target Spike."));
}

TEST_CASE("ko7: level bands read back (711.2)") {
  ko.roundTrips({
      "Level up {2}\nLEVEL 1-3\n2/3\nFlying\nLEVEL 4+\n4/5\nFlying, vigilance",
  });
  ko.readsAsEnglish({
      {"LEVEL 1-3\n2/3\n비행", "LEVEL 1-3\n2/3\nFlying"},
      {"LEVEL 4+\n4/5", "LEVEL 4+\n4/5"},
  });
  // A range whose end is below its start is refused, as in English.
  CHECK(ko.refused("LEVEL 3-1\n2/2"));
}

TEST_CASE("ko7: bestow, overload, awaken and splice (702.102, 702.95, 702.112, 702.46a)") {
  ko.roundTrips(
      {"Bestow {3}{G}", "Overload {3}{U}", "Awaken 3—{4}{U}", "Splice onto Arcane {1}{R}"});
  ko.readsAsEnglish({
      {"권능 {3}{G}", "Bestow {3}{G}"},
      {"과부하 {3}{U}", "Overload {3}{U}"},
      {"각성 3—{4}{U}", "Awaken 3—{4}{U}"},
      {"Splice onto 비전 {1}{R}", "Splice onto Arcane {1}{R}"},
  });
  CHECK(ko.refused("Splice onto 고블린 {1}{R}")); // only Arcane has a splice keyword
  CHECK(ko.refused("권능"));                      // bestow without its cost
  CHECK(ko.refused("과부하 3—{3}{U}"));           // a number only suspend and awaken take
}

TEST_CASE("ko7: legendary and nonlegendary (205.4d)") {
  ko.roundTrips({
      "Destroy target legendary creature.",
      "Destroy target nonlegendary creature.",
  });
  ko.readsAsEnglish({
      {"전설적 생물 한 개를 목표로 정한다. 그 생물을 파괴한다.",
       "Destroy target legendary creature."},
  });
  // ko8: snow, the gap this case checked, is the Korean CR's 스노우 (107.4) now; its round trip
  // and refusals are in Ko8PaceTest.cpp.
}

TEST_CASE("ko7: either-trigger and morbid (603.2, 700.4)") {
  ko.roundTrips({
      "Whenever Test Card enters the battlefield or attacks, you gain 1 life.",
      "When Test Card enters the battlefield or dies, draw a card.",
      "When Test Card enters the battlefield or leaves the battlefield, you gain 2 life.",
      "At the beginning of your end step, if a creature died this turn, draw a card.",
  });
  ko.readsAsEnglish({
      {"~이 전장에 들어오거나 공격할 때마다, 당신은 생명 1점을 얻는다.",
       "Whenever ~ enters the battlefield or attacks, you gain 1 life."},
  });
  // Another object's two events are not this template.
  CHECK(ko.refused("생물이 전장에 들어오거나 공격할 때마다, 당신은 생명 1점을 얻는다."));
}

TEST_CASE("ko7: enters tapped unless you control ... (614.1c)") {
  ko.roundTrips({
      "Test Card enters the battlefield tapped unless you control a Mountain or a Plains.",
      "Test Card enters the battlefield tapped unless you control two or fewer other lands.",
  });
  ko.readsAsEnglish({
      {"당신이 산이나 평원을 조종하지 않는다면, ~은 탭된 채로 전장에 들어온다.",
       "~ enters the battlefield tapped unless you control a Mountain or a Plains."},
      {"당신이 다른 대지를 세 개 이상 조종한다면, ~은 탭된 채로 전장에 들어온다.",
       "~ enters the battlefield tapped unless you control two or fewer other lands."},
  });
  // An opponent's lands, or another object entering, are not this replacement.
  CHECK(ko.refused("상대가 산을 조종하지 않는다면, ~은 탭된 채로 전장에 들어온다."));
  CHECK(ko.refused("당신이 산을 조종하지 않는다면, 생물은 탭된 채로 전장에 들어온다."));
}

TEST_CASE("ko7: cost increases (601.2f)") {
  ko.roundTrips({
      "White spells cost {W} more to cast.",
      "Creature spells your opponents cast cost {1} more to cast.",
      "Noncreature spells you cast cost {1} more to cast.",
  });
  ko.readsAsEnglish({
      {"백색 주문은 발동하는 데 {W}가 더 든다.", "White spells cost {W} more to cast."},
  });
  CHECK(ko.refused("백색 주문은 발동하는 데 {X}가 더 든다.")); // not a cost English changes by X
}

TEST_CASE("ko7: that much life (603.2)") {
  ko.roundTrips({
      "Whenever Test Card deals damage, you gain that much life.",
      "Whenever Test Card is dealt damage, you lose that much life.",
  });
  ko.readsAsEnglish({
      {"~이 피해를 입힐 때마다, 당신은 그만큼의 생명점을 얻는다.",
       "Whenever ~ deals damage, you gain that much life."},
  });
}

TEST_CASE("ko7: modes of a triggered or activated ability (700.2)") {
  ko.roundTrips({
      "When Test Card enters the battlefield, choose one —\n• You gain 3 life.\n• Draw a card.",
      "{2}, {T}: Choose one —\n• You gain 2 life.\n• Target creature gets +1/+1 until end of turn.",
  });
  ko.readsAsEnglish({
      {"~이 전장에 들어올 때, 하나를 선택한다 —\n• 당신은 생명 3점을 얻는다.\n• 카드 한 장을 "
       "뽑는다.",
       "When ~ enters the battlefield, choose one —\n• You gain 3 life.\n• Draw a card."},
  });
  // Choosing two of two modes is read; choosing two with one mode is not.
  CHECK(ko.refused("~이 전장에 들어올 때, 둘을 선택한다 —\n• 카드 한 장을 뽑는다."));
}

TEST_CASE("ko7: populate and named ~ (701.28a, 201.4)") {
  ko.roundTrips({
      "Create a 1/1 white Bird creature token with flying, then populate.",
      "Search your library for a card named Test Card, reveal it, put it into your hand, then "
      "shuffle.",
  });
  ko.readsAsEnglish({
      {"소집한다.", "Populate."},
  });
  CHECK(ko.refused("이름이 고블린인 카드를 파괴한다.")); // a name is only ~ (this card's)
}

TEST_CASE("ko7: a spell that targets ~ (115.1)") {
  ko.roundTrips({
      "Whenever you cast a spell that targets Test Card, put a +1/+1 counter on Test Card.",
  });
  ko.readsAsEnglish({
      {"당신이 ~을 목표로 정하는 주문을 발동할 때마다, ~에 +1/+1 카운터 한 개를 올려놓는다.",
       "Whenever you cast a spell that targets ~, put a +1/+1 counter on ~."},
  });
  // Only this card's own name: another object named before is not read.
  CHECK(ko.refused("당신이 그것을 목표로 정하는 주문을 발동할 때마다, 카드 한 장을 뽑는다."));
}

TEST_CASE("ko7: shuffling a graveyard, skipping the draw step, no maximum hand size") {
  ko.roundTrips({
      "Target player shuffles their graveyard into their library.",
      "Each player shuffles their graveyard into their library.",
      "Skip your draw step.",
      "You have no maximum hand size.",
  });
  ko.readsAsEnglish({
      {"당신의 무덤을 당신의 서고로 섞어 넣는다.", "Shuffle your graveyard into your library."},
      {"당신의 카드뽑기단을 건너뛴다.", "Skip your draw step."},
  });
  // 701.19: another player's graveyard into your library is not this effect.
  CHECK(ko.refused("그 플레이어는 당신의 무덤을 자신의 서고로 섞어 넣는다."));
  CHECK(ko.refused("당신의 유지단을 건너뛴다.")); // only the draw step is read
}

TEST_CASE("ko7: a token for another player, a colour set, exile until ~ leaves") {
  ko.roundTrips({
      "When Test Card enters the battlefield, target opponent creates a 1/1 red Goblin creature "
      "token.",
      "Target creature becomes blue until end of turn.",
      "When Test Card enters the battlefield, exile target creature an opponent controls until "
      "Test "
      "Card leaves the battlefield.",
  });
  ko.readsAsEnglish({
      {"생물 한 개를 목표로 정한다. 그 생물은 턴종료까지 청색이 된다.",
       "Target creature becomes blue until end of turn."},
  });
  // Two colours at once are not this sentence: refused rather than read as one of them.
  CHECK(ko.refused("생물 한 개를 목표로 정한다. 그 생물은 청색 적색이 된다."));
}

TEST_CASE("ko7: threshold and hellbent as activation restrictions (602.5b)") {
  ko.roundTrips({
      "{T}: Draw a card. Activate only if seven or more cards are in your graveyard.",
      "{T}: Draw a card. Activate only if you have no cards in hand.",
  });
  ko.readsAsEnglish({
      {"{T}: 카드 한 장을 뽑는다. 이 능력은 당신의 무덤에 카드가 일곱 장 이상 있을 때만 활성화할 "
       "수 "
       "있다.",
       "{T}: Draw a card. Activate only if seven or more cards are in your graveyard."},
  });
  CHECK(ko.refused("{T}: 카드 한 장을 뽑는다. 이 능력은 당신의 서고에 카드가 없을 때만 활성화할 수 "
                   "있다."));
}

TEST_CASE("ko7: of the chosen type or colour (614.12)") {
  ko.roundTrips({
      "Creatures of the chosen type get +1/+1.",
      "Whenever you cast a spell of the chosen color, you gain 1 life.",
  });
  ko.readsAsEnglish({
      {"선택된 타입의 생물들은 +1/+1을 받는다.", "Creatures of the chosen type get +1/+1."},
  });
  CHECK(ko.refused("선택된 이름의 생물들은 +1/+1을 받는다.")); // a chosen name is another construct
}

TEST_CASE("ko7: exile the top cards and play them (406.2, 601.3)") {
  ko.roundTrips({
      "Exile the top card of your library. Until end of turn, you may play that card.",
      "Exile the top two cards of your library. Until the end of your next turn, you may play "
      "those cards.",
  });
  ko.readsAsEnglish({
      {"당신의 서고 맨 위 카드 한 장을 추방한다. 이 턴에 당신은 이렇게 추방된 카드를 플레이할 수 "
       "있다.",
       "Exile the top card of your library. Until end of turn, you may play that card."},
  });
  // The permission is not an optional effect ("you may" of 608.2d): never (may (may-play ...)).
  CHECK(test::canonicalSExpr("이 턴에 당신은 이렇게 추방된 카드를 플레이할 수 있다.", Language::Ko)
            .find("(may ") == std::string::npos);
}

TEST_CASE("ko7: self cost changes and a basic land type (601.2f, 305.7)") {
  ko.roundTrips({
      "This spell costs {1} less to cast if you control a Wizard.",
      "This spell costs {3} less to cast if a creature died this turn.",
      "Strive — This spell costs {2}{U} more to cast for each target beyond the first.",
      "Enchanted land is an Island.",
  });
  ko.readsAsEnglish({
      {"부여된 대지는 섬이다.", "Enchanted land is an Island."},
  });
  CHECK(ko.refused("부여된 대지는 고블린이다.")); // only a basic land type replaces the others
  CHECK(ko.refused("당신이 마법사를 조종한다면, 이 주문은 발동하는 데 {R}이 덜 든다.")); // coloured
}

TEST_CASE("ko7: creatures you control of the chosen type (614.12, English's order)") {
  ko.roundTrips({"Creatures you control of the chosen type get +1/+1."});
}

TEST_CASE("ko7: entering with counters for each, or a computed number of them (614.1c, 107.3c)") {
  ko.roundTrips({
      "Test Card enters the battlefield with a +1/+1 counter on it for each creature card in your "
      "graveyard.",
      "Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of "
      "creature cards in all graveyards.",
  });
  // A condition and "for each" together are not an English sentence: refused.
  CHECK(ko.refused(
      "당신의 턴이라면, ~은 당신이 조종하는 생물 하나당 +1/+1 카운터 한 개를 가지고 전장에 "
      "들어온다."));
}

TEST_CASE("ko7: a set of lands of a basic land type (305.7)") {
  ko.roundTrips({"Nonbasic lands are Mountains.", "Lands you control are Plains."});
}

TEST_CASE("ko7: the next damage from a source of your choice (615.7)") {
  ko.roundTrips({
      "The next time a red source of your choice would deal damage to you this turn, prevent that "
      "damage.",
      "{W}: The next time a source of your choice would deal damage to any target this turn, "
      "prevent that damage.",
      "The next time a black or red source of your choice would deal damage to you this turn, "
      "prevent that damage.",
      "{1}: The next time an artifact source of your choice would deal damage to you this turn, "
      "prevent that damage.",
  });
  ko.readsAsEnglish({
      {"이 턴에 당신이 선택한 적색 원천이 다음번에 당신에게 피해를 입히려 할 때, 그 피해를 "
       "방지한다.",
       "The next time a red source of your choice would deal damage to you this turn, prevent that "
       "damage."},
  });
  CHECK(ko.refused(
      "이 턴에 당신이 선택한 고블린 원천이 다음번에 당신에게 피해를 입히려 할 때, 그 피해를 "
      "방지한다.")); // a source's quality is a colour or a card type
}
