// Korean and Polish keep pace with English, second round (issue 16, branch
// kopl): triggers (blocks, becomes blocked, leaves, becomes tapped/untapped,
// is dealt damage, becomes the target, deals damage in Polish, casts by an
// opponent or a player in Korean), descriptions with or without a keyword,
// Polish creature types and creature tokens, "can't be countered" in Polish,
// "can block only creatures with flying", "you may choose not to untap", a
// vanguard's hand and life modifiers, energy, modal spells in Polish.
// Each English ability renders to ko and pl and reads back to the same AST,
// and the wording written here reads to the English AST.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
std::string sexpr(const std::string &text, Language lang) { return test::canonicalSExpr(text, lang); }

void checkRoundTrip(const char *const *lines, size_t n, std::initializer_list<Language> langs) {
  for (Language lang : langs)
    test::checkRoundTrips(std::vector<const char *>(lines, lines + n), lang);
}

// Invented test wording in ordinary Oracle style.
const char *const kBoth[] = {
    "Whenever ~ becomes blocked, it gets +1/+1 until end of turn.",
    "Whenever ~ blocks, it gets +0/+2 until end of turn.",
    "When ~ leaves the battlefield, you lose 2 life.",
    "Whenever ~ becomes tapped, you gain 1 life.",
    "Whenever ~ becomes untapped, draw a card.",
    "Whenever ~ is dealt damage, put a +1/+1 counter on it.",
    "Whenever ~ becomes the target of a spell or ability, sacrifice it.",
    "Whenever ~ becomes the target of a spell, draw a card.",
    "Destroy target creature with flying.",
    "~ deals 2 damage to each creature without flying.",
    "~ can block only creatures with flying.",
    "You may choose not to untap ~ during your untap step.",
    "Create a 1/1 green Saproling creature token.",
    "Whenever ~ attacks or blocks, it gets +1/+0 until end of turn.",
    "Whenever ~ blocks or becomes blocked, you gain 1 life.",
    "Whenever you gain life, put a +1/+1 counter on ~.",
    "Whenever you draw a card, you gain 1 life.",
    "Destroy target attacking creature.",
    "Destroy target attacking or blocking creature.",
    "Choose one —\n• Destroy target artifact.\n• Draw a card.",
    "Hand +1, life -3",
    "When ~ enters the battlefield, you get {E}{E}.",
    "Choose one or both —\n• Target creature gets +2/+0 until end of turn.\n• You gain 3 life.",
};
const char *const kPolishOnly[] = {
    "Whenever ~ deals combat damage to a player, that player discards a card.",
    "Whenever ~ deals damage to an opponent, you gain 1 life.",
    "This spell can't be countered.",
    "Create two 1/1 white Soldier creature tokens.",
    "Create a 2/2 black Zombie creature token.",
    "Create a 1/1 white Bird creature token with flying.",
    "When ~ enters the battlefield, you may create a 3/3 green Beast creature token.",
    "Other Goblin creatures you control get +1/+1.",
    "~ deals 3 damage to target player or planeswalker.",
};
const char *const kKoreanOnly[] = {
    "Whenever an opponent casts a creature spell, you gain 1 life.",
    "Whenever a player casts a red spell, you gain 1 life.",
    "Other Sliver creatures you control get +1/+1.",
};
} // namespace

TEST_CASE("kopl: triggers, keywords in descriptions and tokens render to ko and pl and read back") {
  checkRoundTrip(kBoth, std::size(kBoth), {Language::Ko, Language::Pl});
  checkRoundTrip(kPolishOnly, std::size(kPolishOnly), {Language::Pl});
  checkRoundTrip(kKoreanOnly, std::size(kKoreanOnly), {Language::Ko});
}

TEST_CASE("kopl: Korean reads the trigger and description wording to the English AST") {
  struct Case {
    const char *ko, *en;
  } cases[] = {
      {"~이 방어될 때마다, ~은 턴종료까지 +1/+1을 받는다.",
       "Whenever ~ becomes blocked, ~ gets +1/+1 until end of turn."},
      {"~이 전장을 떠날 때, 당신은 생명 2점을 잃는다.",
       "When ~ leaves the battlefield, you lose 2 life."},
      {"~이 피해를 받을 때마다, 카드 한 장을 뽑는다.", "Whenever ~ is dealt damage, draw a card."},
      {"상대가 생물 주문을 발동할 때마다, 당신은 생명 1점을 얻는다.",
       "Whenever an opponent casts a creature spell, you gain 1 life."},
      {"비행을 가진 생물 한 개를 목표로 정한다. 그 생물을 파괴한다.",
       "Destroy target creature with flying."},
      {"~은 비행을 가진 생물만 방어할 수 있다.", "~ can block only creatures with flying."},
      {"손 +0, 생명 -3", "Hand +0, life -3"},
      {"~이 전장에 들어올 때, 당신은 {E}{E}를 얻는다.",
       "When ~ enters the battlefield, you get {E}{E}."},
  };
  for (auto &c : cases) {
    std::string ko = c.ko;
    CAPTURE(ko);
    CHECK(sexpr(c.ko, Language::Ko) == sexpr(c.en, Language::En));
  }
}

TEST_CASE("kopl: Polish reads the trigger, token and creature type wording to the English AST") {
  struct Case {
    const char *pl, *en;
  } cases[] = {
      {"Za każdym razem, gdy ~ zostaje zablokowany, ~ dostaje +1/+1 do końca tury.",
       "Whenever ~ becomes blocked, ~ gets +1/+1 until end of turn."},
      {"Za każdym razem, gdy ~ zadaje obrażenia bojowe graczowi, ten gracz odrzuca kartę.",
       "Whenever ~ deals combat damage to a player, that player discards a card."},
      {"Stwórz dwa żetony 1/1 białej istoty typu żołnierz.",
       "Create two 1/1 white Soldier creature tokens."},
      {"Stwórz żeton 1/1 białej istoty typu ptak z lataniem.",
       "Create a 1/1 white Bird creature token with flying."},
      {"Inne istoty typu goblin, które kontrolujesz, dostają +1/+1.",
       "Other Goblin creatures you control get +1/+1."},
      {"Zniszcz docelową istotę z lataniem.", "Destroy target creature with flying."},
      {"Ten czar nie może zostać skontrowany.", "This spell can't be countered."},
      {"Ręka +1, życie -3", "Hand +1, life -3"},
      {"Kiedy ~ wchodzi na pole bitwy, otrzymujesz {E}{E}{E}.",
       "When ~ enters the battlefield, you get {E}{E}{E}."},
      {"Zniszcz docelową atakującą lub blokującą istotę.",
       "Destroy target attacking or blocking creature."},
      {"Wybierz jedno —\n• Zniszcz docelowy artefakt.\n• Dobierz kartę.",
       "Choose one —\n• Destroy target artifact.\n• Draw a card."},
  };
  for (auto &c : cases) {
    std::string pl = c.pl;
    CAPTURE(pl);
    CHECK(sexpr(c.pl, Language::Pl) == sexpr(c.en, Language::En));
  }
}
