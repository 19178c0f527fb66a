// Korean and Polish keep pace with English, third round (issue 16, branch
// kopl3): named counters (122.1) in "put" and "remove" effects, costs that
// remove counters (118.3), and "~ enters the battlefield with N counters on
// it" (614.1c, 122.6). One table of counter names serves both builders and
// both renderers (compiler/Parse/CounterNames.h). And keywords (702): Korean
// with the Korean CR's names (seed 003), Polish with this project's names. Each English ability
// renders to ko and pl and reads back to the same AST; the wording written
// here reads to the English AST; what has no form is a named gap.
#include "I18nTestSupport.h"

#include <doctest/doctest.h>

#include <string>

using namespace oraclec;

namespace {
std::string sexpr(const std::string &text, Language lang) { return test::canonicalSExpr(text, lang); }

render::CheckedRender renderEnglish(const std::string &text, Language lang) { return test::renderEnglishTo(text, lang); }

// Invented test wording in ordinary Oracle style.
const char *const kBoth[] = {
    "~ enters the battlefield with two +1/+1 counters on it.",
    "~ enters the battlefield with a +1/+1 counter on it.",
    "~ enters the battlefield with X +1/+1 counters on it.",
    "~ enters the battlefield with three charge counters on it.",
    "~ enters the battlefield with a time counter on it.",
    "{T}, Remove a charge counter from ~: Draw a card.",
    "Remove two age counters from ~: You gain 2 life.",
    "Remove X +1/+1 counters from ~: ~ deals X damage to any target.",
    "{1}: Put a charge counter on ~.",
    "At the beginning of your upkeep, remove a time counter from ~.",
    "Whenever ~ attacks, put a lore counter on it.",
};
} // namespace

TEST_CASE("kopl3: counters render to ko and pl and read back (122.1, 118.3, 614.1c)") {
  for (const char *line : kBoth) {
    std::string text = line;
    CAPTURE(text);
    for (Language lang : {Language::Ko, Language::Pl}) {
      CAPTURE(codeOf(lang));
      render::CheckedRender out = renderEnglish(text, lang);
      REQUIRE(!out.abilities.empty());
      for (auto &a : out.abilities) {
        CAPTURE(a.text);
        CHECK_MESSAGE(a.status == render::AbilityRenderStatus::Ok, a.reason);
      }
    }
  }
}

TEST_CASE("kopl3: Korean reads the counter wording to the English AST") {
  struct Case {
    const char *ko, *en;
  } cases[] = {
      // the Korean CR's wording (702.46a) and the older printed 놓인 채로
      {"~은 +1/+1 카운터 두 개를 가지고 전장에 들어온다.",
       "~ enters the battlefield with two +1/+1 counters on it."},
      {"~은 +1/+1 카운터 한 개가 놓인 채로 전장에 들어온다.",
       "~ enters the battlefield with a +1/+1 counter on it."},
      {"~은 시간 카운터 세 개를 가진 채로 전장에 들어온다.",
       "~ enters the battlefield with three time counters on it."},
      // a name the Korean rules documents leave in English, written as they do (702.23a)
      {"{T}, ~에서 charge 카운터 한 개를 제거한다: 카드 한 장을 뽑는다.",
       "{T}, Remove a charge counter from ~: Draw a card."},
      {"~에 충성 카운터 한 개를 올려놓는다.", "Put a loyalty counter on ~."},
      {"당신의 유지단 시작에, ~에서 시간 카운터 한 개를 제거한다.",
       "At the beginning of your upkeep, remove a time counter from ~."},
  };
  for (auto &c : cases) {
    std::string ko = c.ko;
    CAPTURE(ko);
    CHECK(sexpr(c.ko, Language::Ko) == sexpr(c.en, Language::En));
  }
  // A kind with a Korean name is read only under that name (one spelling per kind).
  CHECK(sexpr("~에 loyalty 카운터 한 개를 올려놓는다.", Language::Ko).rfind("unsupported", 0) == 0);
}

TEST_CASE("kopl3: Polish reads the counter wording to the English AST") {
  struct Case {
    const char *pl, *en;
  } cases[] = {
      {"~ wchodzi na pole bitwy z dwoma znacznikami +1/+1.",
       "~ enters the battlefield with two +1/+1 counters on it."},
      {"~ wchodzi na pole bitwy ze znacznikiem ładunku.",
       "~ enters the battlefield with a charge counter on it."},
      {"~ wchodzi na pole bitwy z pięcioma znacznikami czasu.",
       "~ enters the battlefield with five time counters on it."},
      {"{T}, usuń znacznik ładunku z ~: Dobierz kartę.",
       "{T}, Remove a charge counter from ~: Draw a card."},
      {"Połóż dwa znaczniki wieku na ~.", "Put two age counters on ~."},
  };
  for (auto &c : cases) {
    std::string pl = c.pl;
    CAPTURE(pl);
    CHECK(sexpr(c.pl, Language::Pl) == sexpr(c.en, Language::En));
  }
  // The count must agree with the noun: "z dwoma znacznikiem" is refused, not read as one.
  CHECK(sexpr("~ wchodzi na pole bitwy ze znacznikami ładunku.", Language::Pl)
            .rfind("unsupported", 0) == 0);
}

TEST_CASE("kopl3: what has no form is a named gap, never partial text") {
  // A computed amount: ko7 writes it in Korean ("다른 생물 하나당", 614.1c), pl7 in Polish
  // ("za każdą …"); both read it back.
  for (Language lang : {Language::Ko, Language::Pl}) {
    CAPTURE(codeOf(lang));
    render::CheckedRender out = renderEnglish(
        "~ enters the battlefield with a +1/+1 counter on it for each other creature you control.",
        lang);
    REQUIRE(out.abilities.size() == 1);
    CHECK(out.abilities[0].status == render::AbilityRenderStatus::Ok);
  }
  // A counter without a Polish name (storage has one; blaze has none).
  render::CheckedRender out = renderEnglish("{1}: Put a blaze counter on ~.", Language::Pl);
  REQUIRE(out.abilities.size() == 1);
  CHECK(out.abilities[0].status == render::AbilityRenderStatus::NoTemplate);
  CHECK(out.abilities[0].reason.find("blaze") != std::string::npos);
}

namespace {
void roundTrips(std::initializer_list<const char *> lines, std::initializer_list<Language> langs) {
  for (const char *line : lines) {
    std::string text = line;
    CAPTURE(text);
    for (Language lang : langs) {
      CAPTURE(codeOf(lang));
      render::CheckedRender out = renderEnglish(text, lang);
      REQUIRE(!out.abilities.empty());
      for (auto &a : out.abilities) {
        CAPTURE(a.text);
        CHECK_MESSAGE(a.status == render::AbilityRenderStatus::Ok, a.reason);
      }
    }
  }
}
} // namespace

TEST_CASE("kopl3: keywords render to ko and pl and read back (702)") {
  roundTrips({"Kicker {1}{G}",
              "Multikicker {2}",
              "Suspend 4\u2014{1}{R}",
              "Madness {1}{R}",
              "Bloodthirst 2",
              "Vanishing 3",
              "Fading 2",
              "Delve",
              "Changeling",
              "Horsemanship",
              "Level up {2}",
              "Split second",
              "Evolve",
              "Renown 1",
              "Skulk",
              "Improvise",
              "Fabricate 2",
              "Outlast {1}{W}",
              "Devour 2",
              "Battle cry",
              "Sunburst",
              "Soulshift 3",
              "Modular 2",
              "Graft 2",
              "Dethrone",
              "Evoke {2}{U}",
              "Affinity for artifacts",
              "Kicker\u2014Sacrifice a land."},
             {Language::Ko, Language::Pl});
  // Newer than the Korean CR of the seeds: Polish names, and since ko8 Korean ones (our
  // choice, Ko8PaceTest.cpp)
  roundTrips({"Ascend", "Embalm {3}{W}", "Mentor", "Afterlife 1", "Afflict 2", "Eternalize {4}{B}",
              "Rebound"},
             {Language::Pl, Language::Ko});
}

TEST_CASE("kopl3: Korean reads both printed names of kicker and changeling (702.33, 702.73)") {
  CHECK(sexpr("향상 {1}{G}", Language::Ko) == sexpr("Kicker {1}{G}", Language::En));
  CHECK(sexpr("에누리 {1}{G}", Language::Ko) == sexpr("Kicker {1}{G}", Language::En));
  CHECK(sexpr("자유변형", Language::Ko) == sexpr("Changeling", Language::En));
  CHECK(sexpr("만물", Language::Ko) == sexpr("Changeling", Language::En));
  CHECK(sexpr("Suspend 4\u2014{1}{R}", Language::Ko) ==
        sexpr("Suspend 4\u2014{1}{R}", Language::En));
  // A number and a cost only after suspend.
  CHECK(sexpr("향상 4\u2014{1}{R}", Language::Ko).rfind("unsupported", 0) == 0);
}

TEST_CASE("kopl3: Polish reads the keyword names to the English AST") {
  CHECK(sexpr("Zawieszenie 4\u2014{1}{R}", Language::Pl) ==
        sexpr("Suspend 4\u2014{1}{R}", Language::En));
  CHECK(sexpr("Przeniesienie duszy 3", Language::Pl) == sexpr("Soulshift 3", Language::En));
  CHECK(sexpr("Powinowactwo do artefaktów", Language::Pl) ==
        sexpr("Affinity for artifacts", Language::En));
  CHECK(sexpr("Szaleństwo {1}{R}", Language::Pl) == sexpr("Madness {1}{R}", Language::En));
}

TEST_CASE("kopl3: prevention renders to ko and pl and reads back (615)") {
  roundTrips({"Prevent all combat damage that would be dealt this turn.",
              "Prevent the next 3 damage that would be dealt to any target this turn.",
              "Prevent the next 1 damage that would be dealt to any target this turn.",
              "Prevent the next X damage that would be dealt to any target this turn.",
              "Prevent all damage that would be dealt to target creature this turn.",
              "Prevent the next 2 damage that would be dealt to you this turn.",
              "{W}: Prevent the next 1 damage that would be dealt to ~ this turn."},
             {Language::Ko, Language::Pl});
  // Damage by a source: Korean (ko6, Ko6PaceTest) and Polish (pl6, Pl6ClassesTest) write it.
  roundTrips({"Prevent all combat damage that would be dealt by target creature this turn."},
             {Language::Ko, Language::Pl});
}

TEST_CASE("kopl3: the prevention wording reads to the English AST") {
  // the Korean rules documents' sentence (seed 002)
  CHECK(sexpr("이 턴에 입혀지려 하는 모든 전투피해를 방지한다.", Language::Ko) ==
        sexpr("Prevent all combat damage that would be dealt this turn.", Language::En));
  CHECK(sexpr("원하는 목표를 정한다. 이 턴에 그 목표에게 입혀지려 하는 다음 피해 3점을 방지한다.",
              Language::Ko) ==
        sexpr("Prevent the next 3 damage that would be dealt to any target this turn.",
              Language::En));
  CHECK(sexpr("Zapobiegnij następnym 3 obrażeniom, które zostałyby zadane dowolnemu celowi w tej "
              "turze.",
              Language::Pl) ==
        sexpr("Prevent the next 3 damage that would be dealt to any target this turn.",
              Language::En));
  // "następnym 3 obrażeniom, które zostałoby" does not agree: refused, not read as one.
  CHECK(sexpr("Zapobiegnij następnym 3 obrażeniom, które zostałoby zadane tobie w tej turze.",
              Language::Pl)
            .rfind("unsupported", 0) == 0);
}

TEST_CASE("kopl3: Polish mill renders and reads back (701.13)") {
  roundTrips({"Mill two cards.", "Target player mills three cards.", "Each opponent mills a card.",
              "Mill X cards."},
             {Language::Pl});
  CHECK(sexpr("Docelowy gracz miele dwie karty.", Language::Pl) ==
        sexpr("Target player mills two cards.", Language::En));
}

TEST_CASE("kopl3: destruction without regeneration renders and reads back (701.15)") {
  roundTrips({"Destroy all creatures. They can't be regenerated.",
              "Destroy target nonblack creature. It can't be regenerated."},
             {Language::Ko, Language::Pl});
  CHECK(sexpr("Zniszcz docelową istotę bez możliwości regeneracji.", Language::Pl) ==
        sexpr("Destroy target creature. It can't be regenerated.", Language::En));
  // 재생될 수 없다 for other objects than those destroyed is refused, not read as the same.
  CHECK(sexpr("모든 생물을 파괴한다. 모든 대지는 재생될 수 없다.", Language::Ko)
            .rfind("unsupported", 0) == 0);
}

TEST_CASE("kopl3: '~ or another ...' renders to ko and pl and reads back") {
  roundTrips({"Whenever ~ or another creature you control enters the battlefield, you gain 1 life.",
              "Whenever ~ or another creature dies, draw a card."},
             {Language::Ko, Language::Pl});
  CHECK(sexpr("~ 또는 당신이 조종하는 다른 생물이 전장에 들어올 때마다, 당신은 생명 1점을 얻는다.",
              Language::Ko) ==
        sexpr("Whenever ~ or another creature you control enters the battlefield, you gain 1 life.",
              Language::En));
}

TEST_CASE("kopl3: damage to a target's controller renders to Korean and reads back") {
  roundTrips({"Destroy target creature. ~ deals 2 damage to that creature's controller."},
             {Language::Ko});
}

TEST_CASE("kopl3: costs that tap other permanents render to ko and pl and read back (602.2b)") {
  roundTrips({"Tap an untapped creature you control: Draw a card.",
              "Tap two untapped creatures you control: You gain 2 life.",
              "Tap five untapped artifacts you control: Draw a card."},
             {Language::Ko, Language::Pl});
}

TEST_CASE("kopl3: delayed triggers at the next upkeep or end step render and read back (603.7a)") {
  roundTrips(
      {"Target creature gets +1/+1 until end of turn. Draw a card at the beginning of the next "
       "turn's upkeep.",
       "You gain 2 life. Draw a card at the beginning of the next turn's upkeep."},
      {Language::Ko, Language::Pl});
  CHECK(sexpr("다음 턴의 유지단 시작에, 카드 한 장을 뽑는다.", Language::Ko) ==
        sexpr("Draw a card at the beginning of the next turn's upkeep.", Language::En));
  CHECK(sexpr("Na początku etapu utrzymania następnej tury, dobierz kartę.", Language::Pl) ==
        sexpr("Draw a card at the beginning of the next turn's upkeep.", Language::En));
}
