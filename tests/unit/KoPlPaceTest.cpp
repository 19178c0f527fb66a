// Korean and Polish keep pace with English (issue 16, branch kopl): the
// constructs added to both languages read the wording their renderers write
// (and, for Korean, the wording of the official rulebook, seed 002) to the
// AST the English text gives, and each English ability renders to ko/pl and
// reads back to the same AST (the round-trip check of `render`).
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
std::string sexpr(const std::string &text, Language lang) { return test::canonicalSExpr(text, lang); }

// English lines of the constructs this branch added, invented test wording.
const char *const kEnglish[] = {
    "Enchant creature",
    "Enchant creature you control",
    "Enchant artifact or creature",
    "Enchanted creature gets +2/+2.",
    "Enchanted creature has flying.",
    "Equipped creature gets +1/+0 and has first strike.",
    "When ~ enters the battlefield, tap enchanted creature.",
    "Equip {2}",
    "Protection from red",
    "Flying, protection from black",
    "Shroud",
    "Fear",
    "Intimidate",
    "Swampwalk",
    "Infect",
    "Exalted",
    "Persist",
    "Flashback {2}{R}",
    "Echo {3}{G}",
    "Buyback {3}",
    "Cumulative upkeep {1}",
    "Bushido 2",
    "~ can't be blocked.",
    "~ can't block.",
    "~ doesn't untap during your untap step.",
    "Enchanted creature doesn't untap during its controller's untap step.",
    "~ attacks each combat if able.",
    "~ enters the battlefield tapped.",
    "Target creature can't be blocked this turn.",
    "{G}: Regenerate ~.",
    "{1}{B}: Regenerate target creature.",
    "{T}: Add {R} or {G}.",
    "{T}: Add {W}, {U}, or {B}.",
    "{T}: Add one mana of any color.",
    "When ~ enters the battlefield, scry 2.",
    "Destroy target nonblack creature.",
    "Exile target nonland permanent.",
    "Whenever you cast a creature spell, draw a card.",
    "Destroy all creature tokens.",
    "Return target creature card from your graveyard to your hand.",
    "[+1]: You gain 2 life.",
    "[-3]: Destroy target creature.",
    "Tap target untapped creature.",
};
} // namespace

TEST_CASE("kopl: new constructs render to ko and pl and read back the same") {
  for (const char *cText : kEnglish) {
    std::string text = cText;
    CAPTURE(text);
    DiagnosticEngine diags;
    parse::ParseResult en = parse::parseString(text, Language::En, "Test Card", diags);
    auto file = std::make_shared<const SourceFile>("<text>", text);
    sema::check(en.card, file, diags, &en.lineTexts);
    REQUIRE(en.card.fullySupported());
    for (Language lang : {Language::Ko, Language::Pl}) {
      CAPTURE(codeOf(lang));
      render::CheckedRender out = render::renderChecked(en.card, lang, "Test Card");
      for (auto &a : out.abilities) {
        CAPTURE(a.text);
        CHECK_MESSAGE(a.status == render::AbilityRenderStatus::Ok, a.reason);
      }
    }
  }
}

TEST_CASE("kopl: Korean reads the rulebook wording of auras, equipment and keywords") {
  struct Case {
    const char *ko, *en;
  } cases[] = {
      {"생물에게 부여", "Enchant creature"},
      {"부여된 생물은 +2/+2를 받는다.", "Enchanted creature gets +2/+2."},
      {"장착된 생물은 비행을 가진다.", "Equipped creature has flying."},
      {"장착 {2}", "Equip {2}"},
      {"비행, 적색으로부터 보호", "Flying, protection from red"},
      {"늪잠입", "Swampwalk"},
      {"회상 {2}{R}", "Flashback {2}{R}"},
      {"~은 탭된 채로 전장에 들어온다.", "~ enters the battlefield tapped."},
      {"~은 방어될 수 없다.", "~ can't be blocked."},
      {"{G}: ~을 재생한다.", "{G}: Regenerate ~."},
      {"{T}: {R} 또는 {G}를 추가한다.", "{T}: Add {R} or {G}."},
      {"{T}: 원하는 색의 마나 한 개를 추가한다.", "{T}: Add one mana of any color."},
      {"공격하거나 방어하는 생물 한 개를 목표로 정한다. 그 생물을 파괴한다.",
       "Destroy target attacking or blocking creature."},
      {"당신이 조종하는 다른 고블린 생물들은 +1/+1을 받는다.",
       "Other Goblin creatures you control get +1/+1."},
  };
  for (auto &c : cases) {
    std::string ko = c.ko;
    CAPTURE(ko);
    CHECK(sexpr(c.ko, Language::Ko) == sexpr(c.en, Language::En));
  }
}

TEST_CASE("kopl: Polish reads the template wording of auras, equipment and keywords") {
  struct Case {
    const char *pl, *en;
  } cases[] = {
      {"Zaklinanie istoty", "Enchant creature"},
      {"Zaklęta istota dostaje +2/+2.", "Enchanted creature gets +2/+2."},
      {"Wyposażona istota ma latanie.", "Equipped creature has flying."},
      {"Wyposażenie {2}", "Equip {2}"},
      {"Latanie, ochrona przed czerwonym", "Flying, protection from red"},
      {"Zaklęta istota ma ochronę przed czarnym.", "Enchanted creature has protection from black."},
      {"~ wchodzi na pole bitwy tapnięty.", "~ enters the battlefield tapped."},
      {"~ nie może zostać zablokowany.", "~ can't be blocked."},
      {"{G}: Zregeneruj ~.", "{G}: Regenerate ~."},
      {"{T}: Dodaj {R} lub {G}.", "{T}: Add {R} or {G}."},
      {"{T}: Dodaj jedną manę dowolnego koloru.", "{T}: Add one mana of any color."},
      {"Docelowa istota dostaje +2/+2 do końca tury. To zyskuje latanie do końca tury.",
       "Target creature gets +2/+2 until end of turn. It gains flying until end of turn."},
      {"Tapnij maksymalnie dwie docelowe istoty.", "Tap up to two target creatures."},
      {"Docelowy gracz odrzuca dwie karty.", "Target player discards two cards."},
      {"Skontruj docelowy czar.", "Counter target spell."},
      {"Każdy gracz poświęca krainę.", "Each player sacrifices a land."},
      {"Zniszcz docelową nieczarną istotę.", "Destroy target nonblack creature."},
      {"Za każdym razem, gdy przeciwnik rzuca czar instantu lub rytuału, zyskujesz 1 punkt życia.",
       "Whenever an opponent casts an instant or sorcery spell, you gain 1 life."},
      {"Zniszcz wszystkie żetony istot.", "Destroy all creature tokens."},
      {"Wyposażona istota dostaje +1/+0 i ma pierwsze uderzenie.",
       "Equipped creature gets +1/+0 and has first strike."},
  };
  for (auto &c : cases) {
    std::string pl = c.pl;
    CAPTURE(pl);
    CHECK(sexpr(c.pl, Language::Pl) == sexpr(c.en, Language::En));
  }
}
