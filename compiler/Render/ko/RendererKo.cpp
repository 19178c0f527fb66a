// Korean renderer: AST -> official Korean card wording. Words come from
// i18n/ko/templates.tsv; this file decides word order (modifiers before the
// noun) and attaches particles, whose form depends on whether the previous
// syllable ends in a consonant (batchim): 생물은 / 카드는, 무덤에 ...
#include "AST/Compare.h" // --- ko7 --- countCompare
#include "AST/TokenName.h" // search8
#include "AST/OtherReference.h"
#include "Parse/CounterNames.h" // --- kopl3 ---
#include "Render/ChapterNumerals.h"
#include "Render/ComputedAmounts.h" // --- ko6 --- the shared computed-amount list
#include "Render/Renderer.h"
#include "Render/SignedAndEnergy.h" // --- kopl ---
#include "Render/SimpleTriggers.h"  // --- kopl ---
#include "Render/Templates.h"

#include <fmt/format.h>

#include <optional> // --- ko7 ---
#include <utility> // i18n3

namespace oraclec::render {

namespace {
using ast::Node;
using ast::NodeKind;

// The last code point of a UTF-8 string (0 if empty).
char32_t lastCodePoint(std::string_view s) {
  if (s.empty())
    return 0;
  size_t i = s.size() - 1;
  while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80)
    --i;
  auto b = [&](size_t k) { return char32_t(static_cast<unsigned char>(s[k])); };
  size_t n = s.size() - i;
  if (n == 1) return b(i);
  if (n == 2) return ((b(i) & 0x1F) << 6) | (b(i + 1) & 0x3F);
  if (n == 3) return ((b(i) & 0x0F) << 12) | ((b(i + 1) & 0x3F) << 6) | (b(i + 2) & 0x3F);
  return ((b(i) & 0x07) << 18) | ((b(i + 1) & 0x3F) << 12) | ((b(i + 2) & 0x3F) << 6) | (b(i + 3) & 0x3F);
}

struct Ending {
  bool consonant = false; // ends in a batchim
  bool rieul = false;     // ... and that batchim is ㄹ (takes 로, not 으로)
};

// How the word ends when read aloud. Digits are read in Sino-Korean
// (3 삼, 2 이, 10 십); mana symbols ({G}) and Latin letters are treated as
// ending in a vowel; the bare placeholder ~ as ending in a consonant.
Ending endingOf(std::string_view word) {
  while (!word.empty() && (word.back() == ' ' || word.back() == '.'))
    word.remove_suffix(1);
  char32_t c = lastCodePoint(word);
  if (c >= 0xAC00 && c <= 0xD7A3) {
    int jong = int((c - 0xAC00) % 28);
    return {jong != 0, jong == 8};
  }
  if (c >= '0' && c <= '9') {
    switch (c) {
    case '0': return {true, false};                      // 영/십/백/천
    case '1': case '7': case '8': return {true, true};   // 일 칠 팔
    case '3': case '6': return {true, false};            // 삼 육
    default: return {false, false};                      // 이 사 오 구
    }
  }
  if (c == '~')
    return {true, false};
  return {false, false};
}

// Particle in its after-consonant spelling -> the form `word` takes.
std::string particle(std::string_view word, std::string_view josa) {
  Ending e = endingOf(word);
  if (josa == "은") return e.consonant ? "은" : "는";
  if (josa == "이") return e.consonant ? "이" : "가";
  if (josa == "을") return e.consonant ? "을" : "를";
  if (josa == "과") return e.consonant ? "과" : "와";
  if (josa == "이나") return e.consonant ? "이나" : "나";
  if (josa == "으로") return e.consonant && !e.rieul ? "으로" : "로";
  return std::string(josa);
}

// fill() with particles: "{0:을}" is argument 0 followed by 을 or 를.
std::string fillKo(std::string_view pattern, const std::vector<std::string> &args) {
  std::string out;
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
      size_t idx = size_t(pattern[i + 1] - '0');
      size_t close = pattern.find('}', i);
      if (close != std::string_view::npos && (pattern[i + 2] == '}' || pattern[i + 2] == ':')) {
        std::string arg = idx < args.size() ? args[idx] : "";
        out += arg;
        if (pattern[i + 2] == ':')
          out += particle(arg, pattern.substr(i + 3, close - i - 3));
        i = close;
        continue;
      }
    }
    out += pattern[i];
  }
  return out;
}

class KoreanRenderer final : public LanguageRenderer {
public:
  std::string keywordSeparator() const override { return ", "; }
  // --- ko4 --- computed amounts are written X, then "X는 ...이다." (107.3c); any other
  // computed amount is a named gap (amount(), below), never a printed number.
  bool rendersComputedAmounts() const override { return true; }

  std::string ability(const Node &a, RenderState &st) const override {
    // --- ko4 --- "X는 ...이다." defines every X of the ability: an X paid in the cost and a
    // computed amount cannot both be written X.
    if (hasX(a) && hasComputed(a)) {
      st.gap("an X of the cost and a computed amount together");
      return {};
    }
    st.whereX.clear();
    st.targets = a.find(NodeKind::Targets);
    st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
    switch (a.kind) {
    case NodeKind::KeywordAbility: {
      if (ast::Keyword(a.children[0].value) == ast::Keyword::CantBeCountered)
        return t(st, a.value == 1 ? "cant-be-countered.self" : "cant-be-countered",
                 {st.cardName.empty() ? "~" : st.cardName});
      // --- begin kopl ---
      if (ast::Keyword(a.children[0].value) == ast::Keyword::Enchant) { // 생물에게 부여
        const Node *f = a.find(NodeKind::Filter);
        if (!f && a.children.size() == 2 &&
            (a.children[1].kind == NodeKind::AnyPlayer ||
             a.children[1].kind == NodeKind::EachOpponent))
          return t(
              st, "kw.enchant", // --- ko6 --- 플레이어에게 부여 / 상대에게 부여 (303.4)
              {t(st, a.children[1].kind == NodeKind::AnyPlayer ? "noun.player" : "noun.opponent")});
        if (!f) {
          st.gap("enchant without what it enchants");
          return {};
        }
        return t(st, "kw.enchant", {filter(*f, st, false)});
      }
      // --- end kopl ---
      std::string kw = keywordName(a.children[0], st);
      const Node *cost = a.find(NodeKind::Cost);
      const Node *n = a.find(NodeKind::Int);
      if (cost && n) // --- kopl3 --- Suspend 4—{1}{R} (702.62a): the number, then the cost
        return kw + " " + std::to_string(n->value) + "\u2014" + costText(*cost, st);
      // --- kopl3 --- a cost that is not only mana follows a dash, as the grammar reads it
      // (Kicker—Sacrifice a land, 702.33a)
      if (cost) kw += (onlyMana(*cost) ? " " : "\u2014") + costText(*cost, st);
      if (n) // --- kopl --- a number (Bushido 1)
        kw += " " + std::to_string(n->value);
      return kw;
    }
    case NodeKind::AdditionalCost: { // --- ko4 --- 601.2f
      std::string cost = costText(a.children[0], st);
      if (cost.empty()) return {};
      return t(st, "additional-cost", {cost}) + ".";
    }
    case NodeKind::CastOnly: { // --- ko5 --- 601.3: 이 주문은 ...에만 발동할 수 있다.
      bool attacked = a.children.size() == 2 && a.children[1].kind == NodeKind::BeenAttacked;
      if (a.children.empty() || a.children[0].kind != NodeKind::CastTiming ||
          a.children.size() != (attacked ? 2u : 1u)) {
        st.gap("casting only under this condition");
        return {};
      }
      std::string key = "cast-timing." + a.children[0].text;
      for (char &ch : key)
        if (ch == ' ') ch = '-';
      if (!tpl_.has(key)) {
        st.gap("casting only at the time '" + a.children[0].text + "'");
        return {};
      }
      return t(st, attacked ? "cast-only.attacked" : "cast-only", {t(st, key)}) + ".";
    }
    case NodeKind::LevelBand: { // --- ko7 --- 711.2: the Korean CR's {LEVEL N1-N2} / {LEVEL N3+}
      // and the P/T box; Renderer.cpp adds the abilities of the striation below
      std::string symbol =
          a.children[1].kind == NodeKind::Int
              ? t(st, "level-band",
                  {std::to_string(a.children[0].value), std::to_string(a.children[1].value)})
              : t(st, "level-band-open", {std::to_string(a.children[0].value)});
      return symbol + "\n" + std::to_string(a.children[2].value) + "/" +
             std::to_string(a.children[3].value);
    }
    case NodeKind::HandLifeModifiers: // --- kopl --- 312.6: 손 +1, 생명 -3
      return t(st, "hand-life",
               {signedNumber(a.children[0].value), signedNumber(a.children[1].value)});
    case NodeKind::Spell:
      if (const Node *modal = a.find(NodeKind::Modal)) return modes(*modal, st);
      return declarations(st) + effects(a, 0, st);
    case NodeKind::Activated:
      if (a.children.size() == 2 && a.children[1].kind == NodeKind::Modal) { // --- ko7 --- 700.2
        std::string cost = costText(a.children[0], st), body = modes(a.children[1], st);
        if (cost.empty() || body.empty()) return {};
        return cost + ": " + body;
      }
      return costText(a.children[0], st) + ": " + declarations(st) + effects(a, 1, st);
    case NodeKind::Triggered: {
      const Node &event = a.children[0];
      if (event.kind == NodeKind::Chapter) { // --- ko5 --- 715.2: I, II — (as printed)
        std::optional<std::string> numerals = chapterNumerals(event);
        if (!numerals) {
          st.gap("chapter number");
          return {};
        }
        const std::string &head = *numerals;
        std::string body = effects(a, 1, st);
        if (body.empty()) return {};
        return head + " \u2014 " + declarations(st) + body;
      }
      // "... deals combat damage to a player, that player ...": 그 플레이어 is the event's player.
      st.eventIsPlayer = event.kind == NodeKind::DealsDamageTrigger &&
                         (event.find(NodeKind::ToPlayer) || event.find(NodeKind::ToOpponent));
      std::string when = trigger(event, st);
      if (a.children.size() == 2 && a.children[1].kind == NodeKind::Modal) { // --- ko7 --- 700.2
        std::string body = modes(a.children[1], st);
        if (when.empty() || body.empty()) return {};
        return when + ", " + body;
      }
      if (const Node *cond = a.find(NodeKind::Intervening)) { // --- ko4 --- 603.4
        std::string c = condition(cond->children[0], st, "if.");
        if (c.empty()) return {};
        when += ", " + c;
      }
      std::string body = declarations(st);
      return when + ", " + body + effects(a, 1, st);
    }
    case NodeKind::Static:
      // --- ko4 --- two effects under one "as long as" (611.3a): the condition, then the
      // pair as one sentence (+1/+1을 받고 비행을 가진다).
      if (a.children.size() == 2 && a.children[0].kind == NodeKind::AsLongAs &&
          a.children[1].kind == NodeKind::AsLongAs &&
          a.children[0].children[0] == a.children[1].children[0]) {
        std::string condition = asLongAs(a.children[0].children[0], st);
        if (condition.empty()) return {};
        Node inner(NodeKind::Static, {a.children[0].children[1], a.children[1].children[1]});
        std::string body = ability(inner, st);
        if (body.empty()) return {};
        return t(st, "as-long-as", {condition, body});
      }
      if (a.children.size() == 2 && a.children[0].kind == NodeKind::ModifyPT &&
          a.children[0].children.size() == 3 && a.children[1].kind == NodeKind::GainKeyword &&
          a.children[1].children[0] == a.children[0].children[0]) {
        // 당신이 조종하는 생물들은 +1/+1을 받고 신속을 가진다.
        const Node &m = a.children[0];
        // --- ko6 --- "gets -2/-0 and can't block": 받고 방어할 수 없다 (one restriction)
        if (a.children[1].children.size() == 2) {
          std::string pred = combatPred(ast::Keyword(a.children[1].children[1].value), false);
          if (!pred.empty()) {
            std::string change = ptAmounts(m.children[1], m.children[2], st);
            if (change.empty()) return {};
            return t(st, "static-pt-and-pred",
                     {object(m.children[0], st, true), change, t(st, pred)}) +
                   "." + whereXSentence(st);
          }
        }
        bool duration = false;
        std::string list = keywordList(a.children[1], st, &duration);
        if (duration) {
          st.gap("static keywords with a duration");
          return {};
        }
        std::string text = t(st, "static-pt-and-keywords",
                             {object(m.children[0], st, true),
                              ptAmounts(m.children[1], m.children[2], st), list}) +
                           ".";
        return text + whereXSentence(st); // ko4: sequenced after the text defines X
      }
      // --- ko6 --- "gets +2/+2 and has \"...\"" (613.1f, 113.1a): 받고 "..."를 가진다
      if (a.children.size() == 2 && a.children[0].kind == NodeKind::ModifyPT &&
          a.children[0].children.size() == 3 && a.children[1].kind == NodeKind::GrantAbility &&
          a.children[1].children.size() == 2 &&
          a.children[1].children[0] == a.children[0].children[0] &&
          (a.children[1].children[1].kind == NodeKind::Activated ||
           a.children[1].children[1].kind == NodeKind::Triggered)) {
        const Node &m = a.children[0];
        std::string change = ptAmounts(m.children[1], m.children[2], st);
        if (change.empty()) return {};
        RenderState in;
        in.cardName = thisWord(m.children[0], st);
        in.gaps = st.gaps;
        std::string text = ability(a.children[1].children[1], in);
        if (text.empty()) return {};
        return t(st, "static-pt-and-ability",
                 {object(m.children[0], st, true), change,
                  "\"" + text + "\"" + particle(text, "을")}) +
               ".";
      }
      // --- ko5 --- "enters the battlefield tapped with two charge counters on it" (614.1c)
      if (a.children.size() == 2 && a.children[0].kind == NodeKind::EntersTapped &&
          a.children[0].children.size() == 1 &&
          a.children[1].kind == NodeKind::EntersWithCounters &&
          a.children[1].children.size() == 3 &&
          a.children[0].children[0] == a.children[1].children[0] &&
          a.children[0].children[0].kind == NodeKind::Self) {
        const Node &c = a.children[1];
        return t(st, "enters-tapped-with-counters",
                 {object(c.children[0], st, true), counterName(c.children[1]),
                  count(c.children[2], st)}) +
               ".";
      }
      if (a.children.size() != 1) {
        st.gap("a static ability with several effects");
        return {};
      }
      {
        // ko4: the definition of X is known only once the ability is written (sequenced)
        std::string text = continuous(a.children[0], st);
        if (text.empty()) return {};
        return text + "." + whereXSentence(st);
      }
    default: st.gap(std::string("ability ") + std::string(ast::headOf(a.kind))); return {};
    }
  }

private:
  const Templates &tpl_ = Templates::forLanguage(Language::Ko);

  // Printed cards declare each target in a sentence of its own before the
  // effects, which then name it 그 생물 / 그 목표 / 그 플레이어:
  //   생물 한 개를 목표로 정한다. 그 생물은 턴종료까지 +4/+4를 받는다.
  std::string declarations(RenderState &st) const {
    if (!st.targets) return {};
    std::string out;
    for (auto &target : st.targets->children)
      out += declaration(target, st) + " ";
    return out;
  }
  std::string declaration(const Node &target, RenderState &st) const {
    const Node &kind = target.children[0];
    switch (kind.kind) {
    case NodeKind::AnyTarget:
      if (target.children.size() == 2 && target.children[1].kind == NodeKind::UpTo) // --- ko8 ---
        return t(st, "declare.any-target.up-to",
                 {t(st, "count.things", {count(target.children[1].children[0], st)})});
      if (target.children.size() != 1) {
        st.gap("target kind");
        return {};
      }
      return t(st, "declare.any-target");
    case NodeKind::TargetPlayer:
      return t(st, "declare", {t(st, "declared.player")});
    case NodeKind::TargetOpponent:
      return t(st, "declare", {t(st, "declared.opponent")});
    case NodeKind::TargetPlayerOrPlaneswalker:
      return t(st, "declare", {t(st, "declared.player-or-planeswalker")});
    case NodeKind::TargetOpponentOrPlaneswalker: // dmg
      return t(st, "declare", {t(st, "declared.opponent-or-planeswalker")});
    case NodeKind::Filter: {
      std::string what = filter(kind, st, false);
      // "주문 또는 생물을", "다른 플레인즈워커를": no count after a choice of
      // types or after 다른; otherwise 한 개 (두 개 ...).
      std::string counter =
          kind.find(NodeKind::CardOnly) ? "count.cards" : "count.things"; // 카드 한 장
      if (target.children.size() == 2 && target.children[1].kind == NodeKind::AnyNumber)
        return t(st, "declare.any-number", {what}); // --- ko8 --- 생물을 원하는 수만큼 (601.2c)
      if (target.children.size() > 1 &&
          target.children[1].kind == NodeKind::UpTo) // 생물을 최대 두 개까지
        return t(st, "declare.up-to",
                 {what, t(st, counter, {count(target.children[1].children[0], st)})});
      if (target.children.size() > 1)
        what += " " + t(st, counter, {count(target.children[1], st)});
      else if (!kind.find(NodeKind::AnyOf) && !ast::saysOther(kind))
        what += " " + t(st, counter, {count(ast::intNode(1), st)});
      return t(st, "declare", {what});
    }
    default:
      st.gap("target kind");
      return {};
    }
  }
  // How the effects name a declared target.
  std::string reference(const Node &target, RenderState &st) const {
    const Node &kind = target.children[0];
    switch (kind.kind) {
    case NodeKind::TargetPlayer:
      return t(st, "that", {t(st, "noun.player")});
    case NodeKind::TargetOpponent:
      return t(st, "that", {t(st, "noun.opponent")});
    case NodeKind::AnyTarget: // --- ko8 --- 그 목표들 (up to N of them)
      return t(st, "that",
               {t(st, "noun.target") + (target.children.size() > 1 ? t(st, "plural") : "")});
    case NodeKind::Filter: {
      const Node *type = nullptr;
      int types = 0;
      for (auto &p : kind.children)
        if (p.kind == NodeKind::CardTypeLeaf || p.kind == NodeKind::CardOnly ||
            p.kind == NodeKind::TokenOnly)
          type = &p, ++types;
      for (auto &p : kind.children) // 생물 주문 한 개 ... 그 주문
        if (p.kind == NodeKind::CardTypeLeaf && target.children.size() == 1 &&
            ast::spelling(ast::Vocabulary::CardType, p.value) == "spell")
          return t(st, "that", {typeWord(p, st)});
      if (kind.find(NodeKind::CardOnly) &&
          target.children.size() == 1) // 생물 카드 한 장 ... 그 카드
        return t(st, "that", {t(st, "type.card")});
      if (types == 1 && target.children.size() == 1 && !kind.find(NodeKind::AnyOf))
        return t(st, "that", {typeWord(*type, st)});
      if (types == 1 && !kind.find(NodeKind::CardOnly)) // 그 생물들 (two targets, up to two)
        return t(st, "that", {typeWord(*type, st) + t(st, "plural")});
      return t(st, "that", {t(st, "noun.target")});
    }
    default:
      return t(st, "that", {t(st, "noun.target")});
    }
  }

  // 하나를 선택한다 — / 하나 혹은 둘 다를 선택한다 — and a bullet per mode,
  // each mode declaring its own targets.
  std::string modes(const Node &modal, RenderState &st) const {
    int64_t min = modal.children[0].value, max = modal.children[1].value;
    std::string out;
    if (min == 1 && max == 1)
      out = t(st, "modal.one");
    else if (min == 1 && max == 2)
      out = t(st, "modal.one-or-both");
    else if (min == 2 && max == 2) // --- ko6 --- 둘을 선택한다 —
      out = t(st, "modal.two");
    else if (min == 1 && max >= 3 && size_t(max) == modal.children.size() - 2) // --- ko6 ---
      out = t(st, "modal.one-or-more");
    else {
      st.gap("modal choice");
      return {};
    }
    for (size_t i = 2; i < modal.children.size(); ++i) {
      const Node &mode = modal.children[i];
      st.targets = mode.find(NodeKind::Targets);
      st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
      out += "\n• " + declarations(st) + effects(mode, 0, st);
    }
    return out;
  }

  // --- ko6 --- the predicate of a combat requirement or restriction (508.1d, 509.1b-c), or
  // "" for another keyword; the template key.
  static std::string combatPred(ast::Keyword k, bool thisTurn) {
    using K = ast::Keyword;
    std::string key = k == K::CantBlock                    ? "cant-block"
                      : k == K::CantAttack                 ? "cant-attack"
                      : k == K::CantBeBlocked              ? "cant-be-blocked"
                      : k == K::AttacksEachCombat          ? "attacks-each-combat"
                      : k == K::BlocksEachCombat           ? "blocks-each-combat"
                      : k == K::MustBeBlocked              ? "must-be-blocked"
                      : k == K::CanBlockAdditional         ? "can-block-additional"
                      : k == K::CantBeBlockedByMoreThanOne ? "cant-be-blocked-by-more-than-one"
                                                           : "";
    if (key.empty()) return {};
    if (thisTurn && (k == K::CantBeBlockedByMoreThanOne)) return {};
    return "pred." + key + (thisTurn ? ".this-turn" : "");
  }

  // --- begin ko6: look at / reveal the top cards (401, 701.16), the forms the grammar's
  // lookAtTop / lookPut read: 당신의 서고 맨 위 카드 N 장을 본다 (공개한다). 그 중 ... 가져가고
  // 나머지 카드들은 ... 놓는다. Any other shape is a named gap.
  std::string lookAtTop(const Node &e, RenderState &st) const {
    const Node *chosen = e.find(NodeKind::PutChosen);
    const Node *rest = e.find(NodeKind::PutRest);
    if (e.children[0].kind != NodeKind::You || !chosen || !rest) {
      st.gap("look at the top cards");
      return {};
    }
    bool revealAll = e.find(NodeKind::Revealed) != nullptr;
    std::string head =
        t(st, revealAll ? "look.reveal" : "look.look", {count(e.children[1], st)}) + ". ";
    const Node &howMany = chosen->children[0];
    const Node &f = chosen->children[1];
    std::string zone(ast::spelling(ast::Vocabulary::Zone, chosen->children[2].value));
    bool reveal = chosen->find(NodeKind::Revealed) != nullptr;
    bool optional = chosen->find(NodeKind::Optional) != nullptr;
    if ((zone != "hand" && zone != "battlefield" && zone != "graveyard") ||
        (f.children.empty() && howMany.kind == NodeKind::AllMatching)) {
      st.gap("look at the top cards");
      return {};
    }
    std::string where = t(st, "look.where." + zone);
    std::string verb = t(st, "look.verb." + zone + (optional ? ".may" : ".final"));
    std::string restZone(ast::spelling(ast::Vocabulary::Zone, rest->children[0].value));
    bool bottom = rest->find(NodeKind::LibraryBottom) != nullptr;
    bool random = rest->find(NodeKind::RandomOrder) != nullptr;
    bool one = e.children[1].kind == NodeKind::Int && e.children[1].value == 1;
    if (howMany.kind == NodeKind::AllMatching && one) {
      // 그 카드가 대지 카드라면, 그 카드를 당신의 손으로 가져간다. 그렇지 않다면, 그 카드를 ...
      std::string what = filter(f, st, false);
      std::string text =
          head + t(st, endingOf(what).consonant ? "look.if-it-is" : "look.if-it-is-vowel",
                   {what, reveal ? t(st, "look.reveal-and") + " " : "", where, verb});
      if (restZone == "library" && !bottom) return text;
      if (restZone != "hand" && restZone != "battlefield" && restZone != "graveyard") {
        st.gap("look at the top cards");
        return {};
      }
      return text + ". " +
             t(st, "look.otherwise",
               {t(st, "look.where." + restZone), t(st, "look.verb." + restZone + ".final")});
    }
    std::string what;
    if (howMany.kind == NodeKind::AnyNumber)
      what = t(st, "look.any-number",
               {f.children.empty() ? t(st, "type.card") : filter(f, st, false)});
    else if (howMany.kind == NodeKind::AllMatching)
      what = t(st, "look.all", {filter(f, st, false)});
    else if (f.children.empty())
      what = t(st, "look.some", {t(st, "count.cards", {count(howMany, st)})});
    else
      what =
          t(st, "look.some-of", {filter(f, st, false), t(st, "count.cards", {count(howMany, st)})});
    std::string restText;
    if (restZone == "library")
      restText = bottom ? t(st, random ? "look.rest.bottom-random" : "look.rest.bottom")
                        : t(st, "look.rest.top");
    else if (restZone == "graveyard" || restZone == "hand")
      restText = t(st, "look.rest." + restZone);
    else {
      st.gap("look at the top cards");
      return {};
    }
    std::string body = what + " " + (reveal ? t(st, "look.reveal-and") + " " : "") + where + " ";
    if (optional) return head + body + verb + ". " + restText;
    return head + body + t(st, "look.verb." + zone + ".and") + " " + restText;
  }
  // --- end ko6 ---

  std::string t(RenderState &st, const std::string &key, std::vector<std::string> args = {}) const {
    if (!tpl_.has(key)) {
      st.gap("no Korean template '" + key + "'");
      return "<" + key + ">";
    }
    return fillKo(tpl_.get(key), args);
  }

  // --- kopl3 --- 615: 이 턴에 입혀지려 하는 모든 전투피해를 방지한다 (the Korean rules
  // documents' wording), 이 턴에 그 목표에게 입혀지려 하는 다음 피해 3점을 방지한다. Only
  // "this turn", combat or not, and damage to one recipient have a form.
  std::string prevent(const Node &e, RenderState &st) const {
    // --- ko6 --- every shape the grammar's preventDamage / preventToAndBy reads: with or
    // without "this turn", dealt to X, by Y, or to and by X. (Polish keeps the narrower
    // Render/PreventShape.h.)
    using K = NodeKind;
    bool all = e.children[0].kind == K::AllDamage;
    if (!all && e.children[0].kind != K::Int && e.children[0].kind != K::XValue) {
      st.gap("prevention of this damage");
      return {};
    }
    bool combat = false, thisTurn = false;
    const Node *to = nullptr, *by = nullptr, *toAndBy = nullptr;
    for (size_t i = 1; i < e.children.size(); ++i) {
      const Node &c = e.children[i];
      if (c.kind == K::CombatDamage && !combat)
        combat = true;
      else if (c.kind == K::DamageTo && !to)
        to = &c.children[0];
      else if (c.kind == K::DamageBy && !by)
        by = &c.children[0];
      else if (c.kind == K::DamageToAndBy && !toAndBy)
        toAndBy = &c.children[0];
      else if (c.kind == K::ThisTurn)
        thisTurn = true;
      else {
        st.gap("prevention of this damage");
        return {};
      }
    }
    if ((!all && (combat || !to || by || toAndBy)) || (toAndBy && (to || by)) ||
        (all && !combat && !to && !by && !toAndBy)) {
      st.gap("prevention of this damage");
      return {};
    }
    std::string what = all ? t(st, combat ? "prevent.all-combat" : "prevent.all")
                           : t(st, "prevent.next", {digits(e.children[0], st)});
    std::string when = thisTurn ? t(st, "this-turn") + " " : "";
    if (toAndBy) {
      std::string x = recipient(*toAndBy, st);
      return t(st, "prevent.to-and-by", {when, x, what});
    }
    std::string whom = to ? recipient(*to, st) + "에게 " : "";
    std::string source = by ? t(st, "prevent.by", {object(*by, st, false)}) + " " : "";
    return t(st, "prevent", {when + source + whom, what});
  }

  // --- kopl3 --- 충성, 시간, 레벨 or the English name (compiler/Parse/CounterNames.h).
  static std::string counterName(const Node &leaf) {
    return *parse::counterWord(Language::Ko, leaf.value);
  }

  std::string keywordName(const Node &leaf, RenderState &st) const {
    return t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(leaf.value))));
  }

  // --- kopl3 --- a cost of mana symbols only ({1}{R}), written after a space.
  static bool onlyMana(const Node &cost) {
    for (auto &p : cost.children)
      if (p.kind != NodeKind::ManaCost) return false;
    return !cost.children.empty();
  }

  std::string costText(const Node &cost, RenderState &st) const {
    std::string out;
    for (auto &p : cost.children) {
      std::string part;
      switch (p.kind) {
      case NodeKind::TapCost: part = "{T}"; break;
      case NodeKind::UntapCost: part = "{Q}"; break;
      case NodeKind::ManaCost: part = p.text; break;
      case NodeKind::PayLifeCost:
        part = t(st, "cost.pay-life", {digits(p.children[0], st)});
        break;
      // library2: a described card or several permanents have no Korean form yet: a named gap
      case NodeKind::DiscardCost:
        if (p.children.size() > 1) { // --- ko6 --- 생물 카드 한 장을 버린다
          part = t(st, "cost.discard-described",
                   {filter(p.children[1], st, false), count(p.children[0], st)});
          break;
        }
        part = t(st, "cost.discard", {count(p.children[0], st)});
        break;
      case NodeKind::SacrificeCost:
        if (p.children.size() > 1) { // --- ko6 --- 고블린 두 개를 희생한다
          if (p.children[0].kind != NodeKind::Filter) {
            st.gap("sacrifice cost of several permanents");
            return {};
          }
          part = t(st, "cost.sacrifice-several",
                   {filter(p.children[0], st, false), count(p.children[1], st)});
          break;
        }
        part = t(st, "cost.sacrifice", {object(p.children[0], st, false)});
        break;
      case NodeKind::DiscardSelfCost:
        part = t(st, "cost.discard-self");
        break;                      // --- ko6 ---
      case NodeKind::TapOthersCost: // --- kopl3 --- 당신이 조종하는 언탭된 생물 두 개를 탭한다
                                    // (602.2b)
        part =
            t(st, "cost.tap-others", {filter(p.children[1], st, false), count(p.children[0], st)});
        break;
      case NodeKind::RemoveCountersCost: // --- kopl3 --- ~에서 충성 카운터 한 개를 제거한다 (118.3)
        part = t(st, "cost.remove-counters",
                 {st.cardName.empty() ? "~" : st.cardName, counterName(p.children[0]),
                  count(p.children[1], st)});
        break;
      case NodeKind::ExileCost: // --- ko5 --- 당신의 무덤에 있는 생물 카드 한 장을 추방한다
        if (p.children.size() == 1 && (p.children[0].kind == NodeKind::Self ||
                                       p.children[0].kind == NodeKind::SelfInZone)) { // --- ko6 ---
          part = t(st, "cost.exile-self", {object(p.children[0], st, false)});
          break;
        }
        if (p.children.size() != 2 || p.children[0].kind != NodeKind::Filter) {
          st.gap("exiling this as a cost");
          return {};
        }
        part = t(st, "cost.exile-cards",
                 {filter(p.children[0], st, false),
                  t(st, p.children[0].find(NodeKind::CardOnly) ? "count.cards" : "count.things",
                    {count(p.children[1], st)})});
        break;
      case NodeKind::DiscardRandomCost: // --- ko5 --- 701.8b
        part = t(st, "cost.discard-random", {count(p.children[0], st)});
        break;
      case NodeKind::LoyaltyCost:
        if (p.children[0].kind == NodeKind::Int)
          part = (p.children[0].value > 0 ? "+" : "") + std::to_string(p.children[0].value);
        else if (p.children[0].kind == NodeKind::Negate &&
                 p.children[0].children[0].kind == NodeKind::XValue)
          part = "-X";
        else
          st.gap("loyalty cost");
        break;
      default: st.gap("cost part"); break;
      }
      out += (out.empty() ? "" : ", ") + part;
    }
    return out;
  }

  // The player an effect is done by, if it names one ("목표 플레이어는 ...").
  static const Node *playerSubject(const Node &e) {
    if ((e.kind == NodeKind::Draw || e.kind == NodeKind::GainLife || e.kind == NodeKind::LoseLife) &&
        e.children[0].kind == NodeKind::TargetRef)
      return &e.children[0];
    return nullptr;
  }

  std::string effects(const Node &a, size_t from, RenderState &st) const {
    std::string out;
    const Node *previousSubject = nullptr;
    for (size_t i = from; i < a.children.size(); ++i) {
      if (a.children[i].kind == NodeKind::Targets || a.children[i].kind == NodeKind::Intervening)
        continue; // ko4: the intervening "if" is written after the trigger
      const Node *subject = playerSubject(a.children[i]);
      // "+2/+0을 받고 선제공격을 얻는다": a P/T change and keywords for the same
      // object and time are one sentence, as printed.
      if (a.children[i].kind == NodeKind::ModifyPT && i + 1 < a.children.size() &&
          a.children[i + 1].kind == NodeKind::GainKeyword && a.children[i].children.size() == 4 &&
          a.children[i].children[3].kind == NodeKind::UntilEndOfTurn &&
          a.children[i + 1].children[0] == a.children[i].children[0] &&
          a.children[i + 1].children.back().kind == NodeKind::UntilEndOfTurn) {
        bool duration = false;
        std::string list = keywordList(a.children[i + 1], st, &duration);
        std::string who = object(a.children[i].children[0], st, true);
        const Node &m = a.children[i];
        if (!out.empty()) out += " ";
        out +=
            t(st, "pump-and-gain", {who, ptAmounts(m.children[1], m.children[2], st), list}) + ".";
        previousSubject = nullptr;
        ++i;
        continue;
      }
      std::string text = effect(a.children[i], st);
      if (subject && previousSubject && *subject == *previousSubject) {
        // One subject, two verbs: "…뽑는다" becomes "…뽑고" and the second
        // effect drops its subject, which would be 그것은 (the target again).
        std::string it = subject->kind == NodeKind::TargetRef && st.targets &&
                                 size_t(subject->value) < st.targets->children.size()
                             ? reference(st.targets->children[size_t(subject->value)], st)
                             : t(st, "it");
        std::string head = it + particle(it, "은") + " ";
        std::string_view finalEnding = "는다.";
        if (text.rfind(head, 0) == 0 && out.size() >= finalEnding.size() &&
            out.compare(out.size() - finalEnding.size(), finalEnding.size(), finalEnding) == 0) {
          out.resize(out.size() - finalEnding.size());
          out += t(st, "and-then") + " " + text.substr(head.size()) + ".";
          continue;
        }
      }
      previousSubject = subject;
      if (!out.empty())
        out += " ";
      out += text + ".";
    }
    return out + whereXSentence(st); // --- ko4 ---
  }

  // --- ko4 --- 701.19, the Korean CR's wording: 당신의 서고에서 (최대 두 장의) 기본 대지 카드를
  // 찾아서 (공개하고) 당신의 손에 넣는다 / (탭된 채로) 전장에 놓는다.
  std::string search(const Node &e, RenderState &st) const {
    if (e.children[0].kind != NodeKind::You) {
      st.gap("search by another player");
      return {};
    }
    const Node &n = e.children[1];
    std::string count;
    if (n.kind == NodeKind::UpTo)
      count = t(st, "search.up-to", {count_(n.children[0], st)}) + " ";
    else if (n.kind == NodeKind::Int && n.value != 1)
      count = t(st, "search.count", {count_(n, st)}) + " ";
    else if (n.kind == NodeKind::AnyNumber) // search8 (701.19b)
      count = t(st, "search.any-number") + " ";
    else if (n.kind != NodeKind::Int) {
      st.gap("searching for this number of cards");
      return {};
    }
    std::string zone(ast::spelling(ast::Vocabulary::Zone, e.children[3].value));
    bool reveal = false, tapped = false;
    for (size_t i = 4; i < e.children.size(); ++i) {
      if (e.children[i].kind == NodeKind::Revealed && !reveal)
        reveal = true;
      else if (e.children[i].kind == NodeKind::IsTapped && !tapped && zone == "battlefield")
        tapped = true;
      else {
        st.gap("this search");
        return {};
      }
    }
    // search8: any number of cards on top, in any order (401.4)
    bool anyOrderTop = zone == "library" && n.kind == NodeKind::AnyNumber && !tapped;
    if (zone != "hand" && zone != "battlefield" && zone != "graveyard" && zone != "exile" && !anyOrderTop) {
      st.gap("a search to the " + zone);
      return {};
    }
    std::string put = t(st, zone == "hand"        ? "search.to-hand"
                            : zone == "graveyard" ? "search.to-graveyard" // --- ko6 ---
                            : anyOrderTop         ? "search.to-library-any-order" // search8
                            : zone == "exile"     ? "search.to-exile"             // search8
                            : tapped              ? "search.to-battlefield-tapped"
                                                  : "search.to-battlefield");
    if (reveal) put = t(st, "search.reveal") + " " + put;
    return t(st, "search", {count, filter(e.children[2], st, false), put});
  }
  std::string count_(const Node &n, RenderState &st) const { return count(n, st); }

  // --- ko4 --- "이 생물" / "이 대지" / "이 지속물": what a quoted ability calls its object.
  std::string thisWord(const Node &o, RenderState &st) const {
    const Node *f = o.kind == NodeKind::All ? &o.children[0] : nullptr;
    std::string type = "permanent";
    if (o.kind == NodeKind::AttachedObject) {
      size_t space = o.text.find(' ');
      if (space != std::string::npos) type = o.text.substr(space + 1);
    } else if (o.kind == NodeKind::TargetRef && st.targets &&
               size_t(o.value) < st.targets->children.size()) {
      f = &st.targets->children[size_t(o.value)].children[0];
    }
    if (f && f->kind == NodeKind::Filter)
      for (auto &p : f->children)
        if (p.kind == NodeKind::CardTypeLeaf) {
          type = std::string(ast::spelling(ast::Vocabulary::CardType, p.value));
          break;
        }
    if (!ast::valueOf(ast::Vocabulary::CardType, type)) type = "permanent";
    return t(st, "this", {t(st, "type." + type)});
  }

  // --- ko4 --- the conditions of "as long as" that have a Korean form (611.3a).
  std::string asLongAs(const Node &c, RenderState &st) const {
    return condition(c, st, "condition.");
  }
  // `form`: "condition." (…하는 한) or "if." (…한다면): the same comparisons.
  std::string condition(const Node &c, RenderState &st, const std::string &form) const {
    if (c.kind == NodeKind::CardsAtLeast && c.children[0].kind == NodeKind::You &&
        c.children[2].kind == NodeKind::Int) {
      std::string zone(ast::spelling(ast::Vocabulary::Zone, c.children[1].value));
      if (zone == "graveyard" || zone == "hand")
        return t(st, form + "cards", {t(st, "zone." + zone + ".you"), count(c.children[2], st)});
    }
    // --- ko4 --- 부여된 생물이 적색인 / 마법사인 (one quality of ~ or the attached object)
    if (c.kind == NodeKind::Compare && c.children[1].kind == NodeKind::RelIs &&
        c.children[2].kind == NodeKind::Filter && c.children[2].children.size() == 1 &&
        (c.children[0].kind == NodeKind::Self || c.children[0].kind == NodeKind::AttachedObject ||
         (c.children[0].kind == NodeKind::TargetRef && form == "if."))) { // ko5: 그 생물이
      const Node &q = c.children[2].children[0];
      std::string what;
      if (q.kind == NodeKind::ColorLeaf)
        what = t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, q.value)));
      else if (q.kind == NodeKind::Attacking) // --- ko5 --- 공격 중 / 탭된 상태 / 언탭된 상태
        what = t(st, "state.attacking");
      else if (q.kind == NodeKind::IsTapped)
        what = t(st, "state.tapped");
      else if (q.kind == NodeKind::IsUntapped)
        what = t(st, "state.untapped");
      else if (q.kind == NodeKind::IsMonstrous) // --- ko8 --- 701.29: 괴수화 상태
        what = t(st, "state.monstrous");
      else if (q.kind == NodeKind::SubtypeLeaf || q.kind == NodeKind::CardTypeLeaf)
        what = typeWord(q, st);
      if (!what.empty()) {
        Ending e = endingOf(what);
        return t(st, form + (form == "if." && !e.consonant ? "is-vowel" : "is"),
                 {object(c.children[0], st, true), what});
      }
    }
    if ((form == "if." || form == "condition.") && c.kind == NodeKind::YourTurn) // --- ko5 ---
      return t(st, form + "your-turn");
    if ((form == "if." || form == "condition." || form == "only.") && // ko7: only.
        c.kind == NodeKind::CardsAtMost &&                            // hellbent
        c.children[0].kind == NodeKind::You && c.children[2].kind == NodeKind::Int &&
        c.children[2].value == 0 &&
        ast::spelling(ast::Vocabulary::Zone, c.children[1].value) == "hand")
      return t(st, form + "no-cards-in-hand");
    if (form == "if." && c.kind == NodeKind::CreatureDiedThisTurn && c.children.empty())
      return t(st, "if.creature-died-this-turn");       // --- ko7 --- morbid (700.4)
    // --- ko8 --- 601.2h: ~을 발동하기 위해 {R}가 지불되었다면; "unless it is your turn" (the
    // negation of ko5's 당신의 턴이라면 / 당신의 턴인)
    if (form == "if." && c.kind == NodeKind::ManaSpentToCast &&
        c.children[0].kind == NodeKind::ColorLeaf) {
      std::string colour(ast::spelling(ast::Vocabulary::Color, c.children[0].value));
      static const std::pair<std::string_view, std::string_view> kSymbol[] = {
          {"white", "{W}"}, {"blue", "{U}"}, {"black", "{B}"}, {"red", "{R}"}, {"green", "{G}"}};
      for (auto &[name, symbol] : kSymbol)
        if (colour == name)
          return t(st, "if.mana-spent",
                   {st.cardName.empty() ? "~" : st.cardName, std::string(symbol)});
    }
    if ((form == "if." || form == "condition.") && c.kind == NodeKind::NotYourTurn)
      return t(st, form + "not-your-turn");
    if (form == "if." && c.kind == NodeKind::WasKicked) // --- ko5 --- 702.32d
      return t(st, "if.was-kicked", {st.cardName.empty() ? "~" : st.cardName});
    // --- ko5 --- raid, revolt, cast from hand (an "if" only)
    if (form == "if." && c.children.empty() &&
        (c.kind == NodeKind::AttackedThisTurn || c.kind == NodeKind::PermanentLeftThisTurn ||
         c.kind == NodeKind::CastFromHand))
      return t(st, "if." + std::string(ast::headOf(c.kind)),
               {st.cardName.empty() ? "~" : st.cardName});
    // --- ko5 --- the werewolves' conditions (an "if" only)
    if (form == "if." && c.kind == NodeKind::Compare && c.children[2].kind == NodeKind::Int &&
        c.children[0].children.size() == 1 &&
        c.children[0].children[0].kind == NodeKind::EachPlayer) {
      if (c.children[0].kind == NodeKind::SpellsCastLastTurn &&
          c.children[1].kind == NodeKind::RelAtMost && c.children[2].value == 0)
        return t(st, "if.no-spells-last-turn");
      if (c.children[0].kind == NodeKind::MostSpellsCastLastTurn &&
          c.children[1].kind == NodeKind::RelAtLeast)
        return t(st, "if.spells-last-turn", {count(c.children[2], st)});
    }
    if (c.kind == NodeKind::Compare && c.children[2].kind == NodeKind::Int) {
      const Node &left = c.children[0];
      NodeKind rel = c.children[1].kind;
      int64_t n = c.children[2].value;
      if (left.kind == NodeKind::CountOf && left.children[0].kind == NodeKind::All) {
        const Node &f = left.children[0].children[0];
        if (!f.children.empty() && f.children.back().kind == NodeKind::ControlledBy &&
            (f.children.back().children[0].kind == NodeKind::You ||
             f.children.back().children[0].kind == NodeKind::EachOpponent)) {
          Node rest = f;
          rest.children.pop_back();
          for (auto &p : rest.children)
            if (p.kind == NodeKind::ControlledBy) {
              st.gap("a condition");
              return {};
            }
          std::string who =
              t(st, f.children.back().children[0].kind == NodeKind::You ? "you" : "noun.opponent");
          std::string what = filter(rest, st, false);
          if (rel == NodeKind::RelAtLeast && n == 1) return t(st, form + "controls", {who, what});
          if (rel == NodeKind::RelAtLeast && n > 1)
            return t(st, form + "controls-at-least", {who, what, count(c.children[2], st)});
          if (rel == NodeKind::RelAtMost && n == 0)
            return t(st, form + "controls-none", {who, what});
        }
      }
      if (left.kind == NodeKind::CountersOn && rel == NodeKind::RelAtLeast && n == 1)
        return t(st, form + "counters",
                 {owner(left.children[0], st), counterName(left.children[1])});
      if (left.kind == NodeKind::LifeTotal && left.children[0].kind == NodeKind::You &&
          rel == NodeKind::RelAtLeast)
        return t(st, form + "life-at-least", {std::to_string(n)});
    }
    if (std::string k6 = conditionKo6(c, st, form); !k6.empty()) return k6; // --- ko6 ---
    st.gap("a condition");
    return {};
  }
  // --- begin ko6: the conditions of the grammar's condKo6, in the three forms ("condition.",
  // "if.", "state."); "" (and no gap) for any other condition.
  std::string conditionKo6(const Node &c, RenderState &st, const std::string &form) const {
    using K = NodeKind;
    auto whose = [&](const Node &p) -> std::string {
      if (p.kind == K::You) return t(st, "you") + "의";
      if (p.kind == K::ActivePlayer) return t(st, "that", {t(st, "noun.player")}) + "의";
      return {};
    };
    if (c.kind == K::HasCitysBlessing && c.children[0].kind == K::You && form != "state.")
      return t(st, form + "citys-blessing");
    if (c.kind != K::Compare || c.children[2].kind != K::Int) return {};
    const Node &left = c.children[0];
    K rel = c.children[1].kind;
    int64_t n = c.children[2].value;
    const Node &num = c.children[2];
    if (left.kind == K::CardTypesAmong && rel == K::RelAtLeast &&
        left.children[0] ==
            Node(K::All,
                 {Node(K::Filter, {Node(K::CardOnly),
                                   Node(K::InZone, {ast::zoneLeaf("graveyard"), Node(K::You)})})}))
      return t(st, form + "delirium", {count(num, st)});
    if (left.kind == K::LifeTotal && rel == K::RelAtMost && !whose(left.children[0]).empty())
      return t(st, form + "life-at-most", {whose(left.children[0]), std::to_string(n)});
    if (left.kind == K::CountersOn && rel == K::RelAtLeast && n > 1) {
      std::string o = owner(left.children[0], st);
      if (o.empty()) return {};
      return t(st, form + "counters-at-least", {o, counterName(left.children[1]), count(num, st)});
    }
    if (left.kind == K::CountersOn && rel == K::RelAtMost && n == 0) {
      std::string o = owner(left.children[0], st);
      if (o.empty()) return {};
      return t(st, form + "no-counters", {o, counterName(left.children[1])});
    }
    if (left.kind == K::CardsIn && !whose(left.children[0]).empty() &&
        ast::spelling(ast::Vocabulary::Zone, left.children[1].value) == "hand") {
      if (rel == K::RelAtMost && n == 0)
        return t(st, form + "no-cards-in-hand.of", {whose(left.children[0])});
      if (rel == K::RelAtMost || rel == K::RelAtLeast)
        return t(st,
                 form + (rel == K::RelAtMost ? "cards-in-hand.at-most" : "cards-in-hand.at-least"),
                 {whose(left.children[0]), count(num, st)});
    }
    if (left.kind == K::CountOf && rel == K::RelAtLeast && left.children[0].kind == K::All) {
      Node f = left.children[0].children[0];
      Node zone(K::InZone, {ast::zoneLeaf("graveyard"), Node(K::You)});
      if (f.children.size() > 2 && f.children.back() == zone && f.find(K::CardOnly)) {
        f.children.pop_back();
        return t(st, form + "count-in-graveyard", {filter(f, st, false), count(num, st)});
      }
    }
    if (left.kind == K::Devotion && rel == K::RelLessThan && left.children[0].kind == K::You &&
        left.children.size() <= 3 && form != "state.") {
      std::vector<std::string> colors;
      for (size_t i = 1; i < left.children.size(); ++i)
        colors.push_back(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color,
                                                                    left.children[i].value))));
      return t(st, form + "devotion", {joinAnd(colors, st), std::to_string(n)});
    }
    return {};
  }
  // --- end ko6 ---

  // --- begin ko4: computed amounts (107.3c) and "for each" ---
  // --- ko6 --- the shared list (Render/ComputedAmounts.h, as the English and Polish renderers);
  // "that much" (603.2) is also X here, so that it is refused as the named gap "amount
  // that-much" (no Korean form yet) rather than as a count.
  static bool isComputed(const Node &n) {
    return isComputedAmountKind(n.kind) || n.kind == NodeKind::ThatMuch;
  }
  static bool hasComputed(const Node &n) {
    if (isComputed(n)) return true;
    for (const Node &c : n.children)
      if (hasComputed(c)) return true;
    return false;
  }
  static bool hasX(const Node &n) {
    if (n.kind == NodeKind::XValue) return true;
    if (n.kind == NodeKind::ManaCost && n.text.find("{X}") != std::string::npos) return true;
    for (const Node &c : n.children)
      if (hasX(c)) return true;
    return false;
  }
  // " X는 당신이 조종하는 생물의 수이다." once the sentences using X are written.
  std::string whereXSentence(RenderState &st) const {
    if (st.whereX.empty()) return {};
    std::string out = " " + t(st, "where-x", {st.whereX});
    st.whereX.clear();
    return out;
  }
  // A computed amount written X; its definition is kept for whereXSentence. Two
  // different amounts in one ability would both be X: a gap.
  std::string computedX(const Node &n, RenderState &st) const {
    std::string definition = amountNoun(n, st);
    if (definition.empty()) return {};
    if (!st.whereX.empty() && st.whereX != definition) {
      st.gap("two different computed amounts in one ability");
      return {};
    }
    st.whereX = definition;
    return "X";
  }
  // Whose number it is: ~, 그것, 그 생물, 부여된 생물, 희생된 생물.
  std::string owner(const Node &o, RenderState &st) const {
    if (o.kind == NodeKind::SacrificedObject) {
      if (!ast::valueOf(ast::Vocabulary::CardType, o.text)) {
        st.gap("object 'the sacrificed " + o.text + "'");
        return {};
      }
      return t(st, "sacrificed", {t(st, "type." + o.text)});
    }
    if (o.kind == NodeKind::DiscardedObject) return t(st, "discarded-card"); // effects8 (608.2h)
    if (o.kind == NodeKind::CostExiledObject) { // 추방된 카드 / 추방된 생물
      if (o.text != "card" && o.text != "creature") {
        st.gap("object 'the exiled " + o.text + "'");
        return {};
      }
      return t(st, "cost-exiled-" + o.text);
    }
    if (o.kind == NodeKind::Self || o.kind == NodeKind::EventObject ||
        o.kind == NodeKind::TargetRef || o.kind == NodeKind::AttachedObject)
      return object(o, st, false);
    st.gap("whose number");
    return {};
  }
  // 당신이 조종하는 생물의 수, 그 생물의 공격력, ~의 전환마나비용, 당신의 생명점,
  // ~ 위에 있는 charge 카운터의 수.
  std::string amountNoun(const Node &n, RenderState &st) const {
    switch (n.kind) {
    case NodeKind::CountOf:
      if (n.children[0].kind == NodeKind::All)
        return t(st, "amount.count", {filter(n.children[0].children[0], st, false)});
      break;
    case NodeKind::PowerOf:
      return t(st, "amount.power", {owner(n.children[0], st)});
    case NodeKind::ToughnessOf:
      return t(st, "amount.toughness", {owner(n.children[0], st)});
    case NodeKind::ManaValueOf:
      return t(st, "amount.mana-value", {owner(n.children[0], st)});
    case NodeKind::LifeTotal:
      if (n.children[0].kind == NodeKind::You) return t(st, "amount.your-life-total");
      break;
    case NodeKind::CountersOn:
      return t(st, "amount.counters-on",
               {t(st, "counters-of", {owner(n.children[0], st), counterName(n.children[1])})});
    default:
      break;
    }
    st.gap(std::string("amount ") + std::string(ast::headOf(n.kind)));
    return {};
  }
  // 당신이 조종하는 숲 하나당 / ~ 위에 있는 charge 카운터 하나당
  std::string perEach(const Node &f, RenderState &st) const {
    if (f.children.size() == 1 && f.children[0].kind == NodeKind::All)
      return t(st, "per-each", {filter(f.children[0].children[0], st, false)});
    if (f.children.size() == 2)
      return t(st, "per-each",
               {t(st, "counters-of", {owner(f.children[0], st), counterName(f.children[1])})});
    st.gap("for each of these");
    return {};
  }
  // A P/T change: +2/+0, +X/+X, -X/-0 (a zero takes the other half's sign, as Oracle).
  std::string ptAmounts(const Node &p, const Node &q, RenderState &st) const {
    auto negative = [](const Node &n) {
      return (n.kind == NodeKind::Int && n.value < 0) || n.kind == NodeKind::Negate;
    };
    auto side = [&](const Node &n, const Node &other) -> std::string {
      if (n.kind == NodeKind::Int) {
        if (n.value > 0) return "+" + std::to_string(n.value);
        if (n.value < 0) return std::to_string(n.value);
        return negative(other) ? "-0" : "+0";
      }
      bool minus = n.kind == NodeKind::Negate;
      const Node &v = minus ? n.children[0] : n;
      std::string x = v.kind == NodeKind::XValue ? "X" : computedX(v, st);
      if (x.empty()) return {};
      return (minus ? "-" : "+") + x;
    };
    std::string a = side(p, q), b = side(q, p);
    if (a.empty() || b.empty()) {
      st.gap("a P/T change");
      return {};
    }
    return a + "/" + b;
  }
  // --- end ko4 ---

  // A count before a counter word: native numerals up to ten, then digits.
  std::string count(const Node &n, RenderState &st) const {
    if (n.kind == NodeKind::XValue) return "X";
    if (isComputed(n)) return computedX(n, st); // --- ko4 ---
    if (n.kind != NodeKind::Int) {
      st.gap(std::string("a count given by ") + std::string(ast::headOf(n.kind)));
      return {};
    }
    std::string key = "number." + std::to_string(n.value);
    return tpl_.has(key) ? tpl_.get(key) : std::to_string(n.value);
  }
  // --- ko4 --- a computed amount is X (defined after the sentence); any other node a gap
  std::string digits(const Node &n, RenderState &st) const {
    if (n.kind == NodeKind::XValue) return "X";
    if (isComputed(n)) return computedX(n, st);
    if (n.kind != NodeKind::Int) {
      st.gap(std::string("a number given by ") + std::string(ast::headOf(n.kind)));
      return {};
    }
    return std::to_string(n.value);
  }

  std::string keywordList(const Node &e, RenderState &st, bool *duration) const {
    std::vector<std::string> words;
    for (size_t i = 1; i < e.children.size(); ++i) {
      if (e.children[i].kind == NodeKind::KeywordLeaf)
        words.push_back(keywordName(e.children[i], st));
      else
        *duration = true;
    }
    return joinAnd(words, st);
  }

  // --- begin i18n3 ---
  // "you may" (608.2d): the final verb in its -ㄹ 수 있다 form ("뽑을 수 있다");
  // a verb not in the table is a gap.
  std::string mayKo(const Node &e, RenderState &st) const {
    static constexpr std::pair<std::string_view, std::string_view> kMay[] = {
        {"뽑는다", "뽑을"},         {"버린다", "버릴"},
        {"무효화한다", "무효화할"}, {"희생한다", "희생할"},
        {"재생한다", "재생할"},     {"파괴한다", "파괴할"},
        {"추방한다", "추방할"},     {"되돌린다", "되돌릴"},
        {"얻는다", "얻을"},         {"올려놓는다", "올려놓을"},
        {"언탭한다", "언탭할"},     {"탭한다", "탭할"},
        {"만든다", "만들"},         {"넣는다", "넣을"},
        {"놓는다", "놓을"},                                     // --- ko4 --- a search's last verb
        {"지불한다", "지불할"},     {"변신시킨다", "변신시킬"}, // --- ko5 ---
        {"받는다", "받을"},         {"잃는다", "잃을"},         // --- ko6 ---
        {"붙인다", "붙일"},         {"제거한다", "제거할"},     // --- ko8 ---
        {"섞는다", "섞을"},         {"맞바꾼다", "맞바꿀"},
        {"추가한다", "추가할"},
    };
    const Node &inner = e.children[0];
    // --- ko6 --- "you may have ~ deal N damage": 당신은 ~이 ... 피해 N점을 입히게 할 수 있다
    if (inner.kind == NodeKind::DealDamage && !inner.find(NodeKind::ForEach))
      return t(st, "may-deal-damage",
               {object(inner.children[0], st, true), recipient(inner.children[2], st),
                digits(inner.children[1], st)});
    if (inner.kind == NodeKind::May || inner.kind == NodeKind::DealDamage) {
      st.gap("may with this effect");
      return {};
    }
    std::string text = effect(inner, st);
    for (auto [verb, form] : kMay)
      if (text.size() >= verb.size() &&
          text.compare(text.size() - verb.size(), verb.size(), verb) == 0)
        return text.substr(0, text.size() - verb.size()) + std::string(form) + " " +
               t(st, "may-tail");
    st.gap("may with this verb");
    return {};
  }
  // --- end i18n3 ---

  std::string effect(const Node &e, RenderState &st) const {
    auto child = [&](size_t i) -> const Node & { return e.children[i]; };
    if (e.kind == NodeKind::May) return mayKo(e, st); // i18n3
    // --- ko4 --- "for each ..." multiplies the amount: 당신이 조종하는 숲 하나당, written just
    // before the number in the effects that have a place for it; elsewhere a named gap.
    std::string per;
    if (const Node *forEach = e.find(NodeKind::ForEach)) {
      switch (e.kind) {
      case NodeKind::DealDamage:
      case NodeKind::Draw:
      case NodeKind::ModifyPT:
      case NodeKind::GainLife:
      case NodeKind::LoseLife:
      case NodeKind::CreateToken:
      case NodeKind::PutCounters:
        per = perEach(*forEach, st);
        if (per.empty()) return {};
        break;
      default:
        st.gap("for each");
        return {};
      }
    }
    auto perSpace = [&] { return per.empty() ? std::string() : per + " "; };
    switch (e.kind) {
    case NodeKind::DealDamage:
      return t(
          st, "deal-damage",
          {object(child(0), st, true), recipient(child(2), st), digits(child(1), st), perSpace()});
    case NodeKind::DealDamageDivided: // --- ko8 --- 601.2d: 원하는 대로 나누어 입힌다
      if (!per.empty()) {
        st.gap("for each");
        return {};
      }
      return t(st, "deal-damage-divided",
               {object(child(0), st, true), recipient(child(2), st), digits(child(1), st)});
    case NodeKind::Draw:
      if (child(0).kind == NodeKind::You) return t(st, "draw", {count(child(1), st), perSpace()});
      return t(st, "draws", {player(child(0), st), count(child(1), st), perSpace()});
    case NodeKind::AddMana: return t(st, "add-mana", {child(0).text});
    case NodeKind::ModifyPT: {
      std::string change = ptAmounts(child(1), child(2), st);
      if (change.empty()) return {};
      return t(st, e.find(NodeKind::UntilEndOfTurn) ? "modify-pt.until-end-of-turn" : "modify-pt",
               {object(child(0), st, true), perSpace() + change});
    }
    case NodeKind::GainKeyword: {
      // can't attack / can't block (508.1c, 509.1a): flags, not keywords, in Korean a verb.
      bool attack = false, block = false, other = false, untilEot = false;
      for (size_t i = 1; i < e.children.size(); ++i) {
        const Node &c = e.children[i];
        if (c.kind == NodeKind::UntilEndOfTurn)
          untilEot = true;
        else if (c.kind == NodeKind::KeywordLeaf &&
                 ast::Keyword(c.value) == ast::Keyword::CantAttack)
          attack = true;
        else if (c.kind == NodeKind::KeywordLeaf &&
                 ast::Keyword(c.value) == ast::Keyword::CantBlock)
          block = true;
        else
          other = true;
      }
      // --- ko6 --- the combat requirements English writes as keywords (508.1d, 509.1b-c)
      if (!attack && !block && e.children.size() == (untilEot ? 3u : 2u)) {
        ast::Keyword k = ast::Keyword(child(1).value);
        if (k == ast::Keyword::AllMustBlock)
          return t(st, untilEot ? "all-must-block.this-turn" : "all-must-block",
                   {object(child(0), st, false)});
        std::string pred = combatPred(k, untilEot);
        if (!pred.empty() &&
            (untilEot ? k != ast::Keyword::CantBeBlocked : k != ast::Keyword::AttacksEachCombat))
          return t(st, "subject", {object(child(0), st, true)}) + " " + t(st, pred);
      }
      // --- begin kopl: 방어될 수 없다, 언탭되지 않는다, 매 전투마다 공격한다 ---
      if (!attack && !block && e.children.size() == (untilEot ? 3u : 2u)) {
        ast::Keyword k = ast::Keyword(child(1).value);
        std::string key =
            k == ast::Keyword::CantBeBlocked ? "cant-be-blocked"
            : k == ast::Keyword::DoesntUntap
                ? (child(0).kind == NodeKind::Self ? "doesnt-untap.self" : "doesnt-untap")
            : k == ast::Keyword::AttacksEachCombat  ? "attacks-each-combat"
            : k == ast::Keyword::CanBlockOnlyFlying ? "can-block-only-flying"
            : k == ast::Keyword::MayNotUntap && child(0).kind == NodeKind::Self ? "may-not-untap"
                                                                                : "";
        if (!key.empty()) {
          if (untilEot && k != ast::Keyword::CantBeBlocked) {
            st.gap("this restriction until end of turn");
            return {};
          }
          return t(st, key + (untilEot ? ".this-turn" : ""), {object(child(0), st, true)});
        }
      }
      // --- end kopl ---
      if ((attack || block) && !other) {
        std::string key = std::string("cant.") + (attack && block ? "attack-or-block"
                                                  : attack        ? "attack"
                                                                  : "block");
        return t(st, key + (untilEot ? ".this-turn" : ""), {object(child(0), st, true)});
      }
      bool duration = false;
      std::string list = keywordList(e, st, &duration);
      return t(st, duration ? "gain-keyword.until-end-of-turn" : "gain-keyword", {object(child(0), st, true), list});
    }
    case NodeKind::Destroy: {
      std::string out = t(st, "destroy", {object(child(0), st, false)});
      if (e.find(NodeKind::NoRegeneration))
        out += ". " + t(st, "no-regeneration", {object(child(0), st, true)});
      return out;
    }
    case NodeKind::DiscardCards: {
      // --- ko5 --- 카드 한 장을 무작위로 버린다 (701.8b)
      bool random = e.children.size() == 3 && child(2).kind == NodeKind::AtRandom;
      if (e.children.size() > 2 && !random) {
        st.gap("discard at random");
        return {};
      }
      std::string how = random ? ".random" : "";
      if (child(0).kind == NodeKind::You) return t(st, "discard" + how, {count(child(1), st)});
      return t(st, "discards" + how, {player(child(0), st), count(child(1), st)});
    }
    case NodeKind::ExileObjects: return t(st, "exile", {object(child(0), st, false)});
    case NodeKind::ReturnToHand: return t(st, "return-to-hand", {object(child(0), st, false)});
    case NodeKind::GainLife:
      if (child(1).kind == NodeKind::ThatMuch && per.empty()) // --- ko7 --- 603.2
        return child(0).kind == NodeKind::You
                   ? t(st, "gain-life.that-much")
                   : t(st, "gains-life.that-much", {player(child(0), st)});
      if (child(0).kind == NodeKind::You)
        return t(st, "gain-life", {digits(child(1), st), perSpace()});
      return t(st, "gains-life", {player(child(0), st), digits(child(1), st), perSpace()});
    case NodeKind::LoseLife:
      if (child(1).kind == NodeKind::ThatMuch && per.empty()) // --- ko7 --- 603.2
        return child(0).kind == NodeKind::You
                   ? t(st, "lose-life.that-much")
                   : t(st, "loses-life.that-much", {player(child(0), st)});
      if (child(0).kind == NodeKind::You)
        return t(st, "lose-life", {digits(child(1), st), perSpace()});
      return t(st, "loses-life", {player(child(0), st), digits(child(1), st), perSpace()});
    case NodeKind::PutCounters: // kopl3: named counters from the shared table
      return t(
          st, "put-counters",
          {object(child(0), st, false), counterName(child(1)), count(child(2), st), perSpace()});
    case NodeKind::Prevent:
      return prevent(e, st); // --- kopl3 --- 615
    case NodeKind::Delayed: { // --- kopl3 --- 603.7a: 다음 턴의 유지단 시작에, 카드 한 장을 뽑는다
      std::string key =
          "at-next." + std::string(ast::spelling(ast::Vocabulary::Step, child(0).value));
      if (!tpl_.has(key) || child(1).kind == NodeKind::Delayed) {
        st.gap("a delayed trigger at this step");
        return {};
      }
      return t(st, key) + ", " + effect(child(1), st);
    }
    case NodeKind::RemoveCounters: // --- kopl3 --- 122.1
      return t(st, "remove-counters",
               {object(child(0), st, false), counterName(child(1)), count(child(2), st)});
    case NodeKind::LoseKeyword: { // --- ko6 --- 613.1f: (턴종료까지) 비행을 잃는다
      bool duration = false;
      std::string list = keywordList(e, st, &duration);
      if (duration && !e.find(NodeKind::UntilEndOfTurn)) {
        st.gap("losing an ability for this duration");
        return {};
      }
      return t(st, duration ? "lose-keyword.until-end-of-turn" : "lose-keyword",
               {object(child(0), st, true), list});
    }
    case NodeKind::Becomes: { // --- ko6 --- 613.1d: ~은 턴종료까지 2/2 정령 생물이 된다.
      // "All ... become" / "Each ... becomes" (value 1, 2) and other durations have no form.
      bool eot = false;
      const Node *still = nullptr;
      for (size_t i = 2; i < e.children.size(); ++i) {
        if (child(i).kind == NodeKind::UntilEndOfTurn)
          eot = true;
        else if (child(i).kind == NodeKind::RetainsTypes)
          still = &child(i);
        else {
          st.gap("becomes with this duration");
          return {};
        }
      }
      bool creature = false;
      for (auto &p : child(1).children[2].children)
        creature |= p.kind == NodeKind::CardTypeLeaf &&
                    ast::spelling(ast::Vocabulary::CardType, p.value) == "creature";
      if (e.value != 0 || !creature) {
        st.gap("becomes (several objects, or not a creature)");
        return {};
      }
      std::string what = tokenText(child(1), st, /*becomes=*/true);
      if (what.empty()) return {};
      std::string out =
          t(st, eot ? "becomes.until-end-of-turn" : "becomes", {object(child(0), st, true), what});
      if (still) {
        if (!ast::valueOf(ast::Vocabulary::CardType, still->text)) {
          st.gap("still a " + still->text);
          return {};
        }
        out += ". " + t(st, "becomes.still", {t(st, "type." + still->text)});
      }
      return out;
    }
    case NodeKind::CreateToken: {
      std::string tok = tokenText(child(2), st);
      if (const Node *name = e.find(NodeKind::TokenName)) // search8: 이름이 …인 (111.4)
        tok = t(st, "token.named", {ast::tokenNameTitleCase(name->text)}) + " " + tok;
      if (child(0).kind != NodeKind::You) { // --- ko7 --- 그 상대는 ... 토큰 한 개를 만든다
        std::string who = player(child(0), st);
        if (who.empty()) return {};
        return t(st, "creates-token", {tok, count(child(1), st), perSpace(), who});
      }
      return t(st, "create-token", {tok, count(child(1), st), perSpace()});
    }
    case NodeKind::CounterSpell:
      return t(st, "counter-spell", {object(child(0), st, false)});
    case NodeKind::SacrificeObjects: {
      std::string what = object(child(0), st, false);
      if (e.children.size() > 1) return t(st, "sacrifices", {player(child(1), st), what});
      return t(st, "cost.sacrifice", {what});
    }
    case NodeKind::CantGainLife:
    case NodeKind::CantCast: {
      bool thisTurn = e.find(NodeKind::ThisTurn) != nullptr;
      std::string who =
          child(0).kind == NodeKind::EachPlayer ? t(st, "players") : player(child(0), st);
      std::string key = e.kind == NodeKind::CantGainLife ? "cant-gain-life" : "cant-cast";
      std::vector<std::string> args = {who};
      if (e.kind == NodeKind::CantCast) args.push_back(filter(child(1), st, false));
      return t(st, key + (thisTurn ? ".this-turn" : ""), args);
    }
    case NodeKind::LookAtTop: {
      // --- ko5 --- look only: 당신의 / 그 플레이어의 서고 맨 위 카드 N 장을 (보고 원하는 순서로
      // 되돌려 놓는다 | 본다)
      if (e.children.size() == 3 && child(2).kind == NodeKind::PutRest &&
          child(2).children.size() == 1 &&
          ast::spelling(ast::Vocabulary::Zone, child(2).children[0].value) == "library" &&
          (child(0).kind == NodeKind::You || child(0).kind == NodeKind::TargetRef)) {
        std::string whose = child(0).kind == NodeKind::You ? t(st, "you") : player(child(0), st);
        bool one = child(1).kind == NodeKind::Int && child(1).value == 1;
        return t(st, one ? "look-at-top" : "look-at-top-back", {whose, count(child(1), st)});
      }
      return lookAtTop(e, st); // --- ko6 ---
    }
    // --- begin kopl ---
    case NodeKind::RegenerateObjects:
      return t(st, "regenerate", {object(child(0), st, false)});
    case NodeKind::GetEnergy: // {E}{E}를 얻는다 (107.14)
      if (child(0).kind != NodeKind::You) {
        st.gap("energy for another player");
        return {};
      }
      return t(st, "get-energy", {energySymbols(child(1).value)});
    case NodeKind::AddManaChoice: { // {W}, {U} 또는 {B}를 추가한다
      std::string joined;
      for (size_t i = 0; i < e.children.size(); ++i)
        joined += (i == 0                       ? ""
                   : i + 1 == e.children.size() ? " " + t(st, "mana-or") + " "
                                                : ", ") +
                  child(i).text;
      return t(st, "add-mana", {joined});
    }
    case NodeKind::AddManaAny:
      return t(st, "add-mana-any", {count(child(0), st)});
    // --- begin amounts3 --- 원하는 색의 조합으로 마나 두 개를 추가한다 (106.1a)
    case NodeKind::AddManaCombination:
      if (e.children.size() == 1) return t(st, "add-mana-combination", {count(child(0), st)});
      if (e.children.size() != 3) {
        st.gap("mana in a combination of more than two colours");
        return {};
      }
      return t(st, "add-mana-combination-of", {count(child(0), st), child(1).text, child(2).text});
    // --- end amounts3 ---
    case NodeKind::Scry:
      if (child(0).kind != NodeKind::You) {
        st.gap("scry by another player");
        return {};
      }
      return t(st, "scry", {digits(child(1), st)});
    // --- end kopl ---
    // --- begin keywords --- the Korean CR's names (seed 003); adapt has none there (a gap)
    case NodeKind::Bolster:
      return t(st, "bolster", {digits(child(1), st)});
    case NodeKind::Monstrosity:
      return t(st, "monstrosity", {digits(child(1), st)});
    case NodeKind::Proliferate: return t(st, "proliferate");
    case NodeKind::Populate: // --- ko7 --- 701.28a (seed 003: 소집)
      if (child(0).kind != NodeKind::You) {
        st.gap("populate by another player");
        return {};
      }
      return t(st, "populate");
    // --- end keywords ---
    case NodeKind::Search:
      return search(e, st);        // --- ko4 --- 701.19
    case NodeKind::GrantAbility: { // --- ko4 --- 113.1a: 부여된 대지는 "{T}: ..."를 가진다
      const Node &inner = child(1);
      if (inner.kind != NodeKind::Activated && inner.kind != NodeKind::Triggered) {
        st.gap("granting this kind of ability");
        return {};
      }
      bool eot = e.find(NodeKind::UntilEndOfTurn) != nullptr;
      if (e.children.size() != (eot ? 3u : 2u)) {
        st.gap("granting an ability with a condition");
        return {};
      }
      // Inside the quotes the object is "이 생물" / "이 대지" (it has the ability), and the
      // quoted ability declares and names its own targets.
      RenderState in;
      in.cardName = thisWord(child(0), st);
      in.gaps = st.gaps;
      std::string text = ability(inner, in);
      if (text.empty()) return {};
      std::string quoted = "\"" + text + "\"" + particle(text, "을");
      return t(st, eot ? "grant-ability.until-end-of-turn" : "grant-ability",
               {object(child(0), st, true), quoted});
    }
    case NodeKind::ShuffleLibrary:
      if (child(0).kind != NodeKind::You) {
        st.gap("shuffling another player's library");
        return {};
      }
      return t(st, "shuffle");
    case NodeKind::TapObjects: return t(st, "tap", {object(child(0), st, false)});
    case NodeKind::UntapObjects: return t(st, "untap", {object(child(0), st, false)});
    // --- begin ko5 ---
    case NodeKind::ExileTopOfLibrary: // --- ko7 --- 406.2: 당신의 서고 맨 위 카드 N 장을 추방한다
      if (child(0).kind != NodeKind::You || child(1).kind != NodeKind::Int) {
        st.gap("effect exile-top-of-library");
        return {};
      }
      return t(st, "exile-top", {count(child(1), st)});
    case NodeKind::MayPlay: { // --- ko7 --- 601.3: 이렇게 추방된 카드를 플레이할 수 있다
      bool castOnly = e.find(NodeKind::CastOnlyPermission) != nullptr;
      bool nextTurn = e.find(NodeKind::ThroughNextTurn) != nullptr;
      if (child(0).kind != NodeKind::ExiledThisWay ||
          e.children.size() != 1u + castOnly + nextTurn) {
        st.gap("effect may-play");
        return {};
      }
      return t(st, std::string(nextTurn ? "may-play.next-turn" : "may-play.this-turn") +
                       (castOnly ? ".cast" : ""));
    }
    case NodeKind::PreventNextChosen: { // --- ko7 --- 615.7: 당신이 선택한 (적색) 원천이 다음번에
      const Node &f = child(0);
      std::string quality;
      bool ok = f.kind == NodeKind::Filter && f.children.size() <= 1;
      if (ok && f.children.size() == 1) {
        const Node &q = f.children[0];
        auto colour = [&](const Node &c) {
          return t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, c.value)));
        };
        if (q.kind == NodeKind::ColorLeaf)
          quality = colour(q);
        else if (q.kind == NodeKind::AnyOf && q.children.size() == 2 &&
                 q.children[0].kind == NodeKind::ColorLeaf &&
                 q.children[1].kind == NodeKind::ColorLeaf)
          quality = t(st, "or", {colour(q.children[0]), colour(q.children[1])});
        else if (q.kind == NodeKind::CardTypeLeaf)
          quality = typeWord(q, st);
        else
          ok = false;
      }
      const Node *to = nullptr;
      size_t rest = 1;
      if (e.children.size() > rest && child(rest).kind == NodeKind::DamageTo)
        to = &child(rest++).children[0];
      if (!ok || e.children.size() != rest + 1 || child(rest).kind != NodeKind::ThisTurn) {
        st.gap("effect prevent-next-chosen");
        return {};
      }
      std::string whom;
      if (to) {
        whom = recipient(*to, st);
        if (whom.empty()) return {};
        whom += "에게 ";
      }
      return t(st, "prevent-next-chosen", {quality.empty() ? std::string() : quality + " ", whom});
    }
    case NodeKind::ExileUntilLeaves: // --- ko7 --- 610.3: ~이 전장을 떠날 때까지 ... 추방한다
      return t(st, "exile-until-leaves",
               {st.cardName.empty() ? "~" : st.cardName, object(child(0), st, false)});
    case NodeKind::SetColor: { // --- ko7 --- 105.3: 그 생물은 (턴종료까지) 청색이 된다
      bool eot = e.children.size() == 3 && child(2).kind == NodeKind::UntilEndOfTurn;
      if (child(1).kind != NodeKind::ColorLeaf || (e.children.size() != 2 && !eot)) {
        st.gap("effect set-color");
        return {};
      }
      std::string colour =
          t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, child(1).value)));
      return t(st, eot ? "set-color.until-end-of-turn" : "set-color",
               {object(child(0), st, true), colour});
    }
    case NodeKind::ShuffleGraveyard: // --- ko7 --- 701.19: 무덤을 서고로 섞어 넣는다
      if (child(0).kind == NodeKind::You) return t(st, "shuffle-graveyard");
      return t(st, "shuffles-graveyard", {player(child(0), st)});
    case NodeKind::Mill: // 701.13: 서고 맨 위 카드 N 장을 무덤에 넣는다 (the printed wording)
      if (child(0).kind == NodeKind::You) return t(st, "mill", {count(child(1), st)});
      return t(st, "mills", {player(child(0), st), count(child(1), st)});
    case NodeKind::PayMana: // 118.1
      if (child(0).kind != NodeKind::You) {
        st.gap("a payment by another player");
        return {};
      }
      return t(st, "pay-mana", {child(1).text});
    case NodeKind::UnlessPays: { // 118.12
      std::string then = effect(child(2), st);
      if (then.empty()) return {};
      return t(st, "unless-pays", {player(child(0), st), child(1).text, then});
    }
    // --- begin ko8 ---
    case NodeKind::UnlessDoes: { // 118.12a: as unless-pays, the action's -지 form before 않으면
      const Node &who = child(0), &act = child(1);
      std::string doer = player(who, st);
      if (doer.empty()) return {};
      std::string action;
      if (act.kind == NodeKind::DiscardCards && act.children[0] == who &&
          (act.children.size() == 2 ||
           (act.children.size() == 3 && act.children[2].kind == NodeKind::AtRandom)))
        action = t(st, act.children.size() == 3 ? "unless.discard.random" : "unless.discard",
                   {count(act.children[1], st)});
      else if (act.kind == NodeKind::DiscardMatching && act.children[0] == who)
        action = t(st, "unless.discard-matching", {filter(act.children[1], st, false)});
      else if (act.kind == NodeKind::SacrificeObjects && act.children[0].kind == NodeKind::Filter &&
               (who.kind == NodeKind::You ? act.children.size() == 1
                                          : act.children.size() == 2 && act.children[1] == who))
        action = t(st, "unless.sacrifice", {object(act.children[0], st, false)});
      else if (act.kind == NodeKind::ReturnToHand)
        action = t(st, "unless.return-to-hand", {object(act.children[0], st, false)});
      else {
        st.gap("effect unless-does with this action");
        return {};
      }
      std::string then = effect(child(2), st);
      if (then.empty() || action.empty()) return {};
      return t(st, "unless-does", {doer, action, then});
    }
    case NodeKind::DiscardMatching: // 701.8a: 생물 카드 한 장을 버린다
      if (child(0).kind == NodeKind::You)
        return t(st, "discard-matching", {filter(child(1), st, false)});
      return t(st, "discards-matching", {player(child(0), st), filter(child(1), st, false)});
    case NodeKind::BecomeLandType: { // 305.7: 그 대지는 (턴종료까지) 숲이 된다
      std::vector<std::string> types;
      bool anyBasic = false, eot = false;
      for (size_t i = 1; i < e.children.size(); ++i) {
        if (child(i).kind == NodeKind::SubtypeLeaf)
          types.push_back(t(st, "subtype." + child(i).text));
        else if (child(i).kind == NodeKind::AnyBasicLandType)
          anyBasic = true;
        else if (child(i).kind == NodeKind::UntilEndOfTurn && i + 1 == e.children.size())
          eot = true;
        else {
          st.gap("effect become-land-type");
          return {};
        }
      }
      std::string what;
      if (anyBasic && types.empty())
        what = t(st, "any-basic-land-type");
      else if (!anyBasic && types.size() == 1)
        what = types[0];
      else if (!anyBasic && types.size() == 2)
        what = t(st, "and", {types[0], types[1]});
      else {
        st.gap("effect become-land-type");
        return {};
      }
      return t(st, eot ? "set-color.until-end-of-turn" : "set-color",
               {object(child(0), st, true), what});
    }
    case NodeKind::Surveil: // 701.42a: 감시 2를 한다 (as 점술)
      if (child(0).kind != NodeKind::You) {
        st.gap("surveil by another player");
        return {};
      }
      return t(st, "surveil", {digits(child(1), st)});
    case NodeKind::AttachTo: // 701.3a: {0}을 {1}에 붙인다
      return t(st, "attach", {object(child(0), st, false), object(child(1), st, false)});
    case NodeKind::SpendManaOnly: { // 106.6: the mana, then 이 마나는 ...에만 사용할 수 있다
      if (child(0).kind != NodeKind::AddMana && child(0).kind != NodeKind::AddManaAny) {
        st.gap("spending this kind of mana only");
        return {};
      }
      std::string mana = effect(child(0), st);
      if (mana.empty()) return {};
      return t(st, "spend-only", {mana, filter(child(1), st, false)});
    }
    case NodeKind::DiscardChosen: // 701.8b: reveal, you choose, that player discards
      if (e.children.size() != 3 || child(2).kind != NodeKind::Revealed ||
          child(0).kind == NodeKind::You) {
        st.gap("effect discard-chosen");
        return {};
      }
      return t(st, "discard-chosen", {player(child(0), st), filter(child(1), st, false)});
    // --- end ko8 ---
    case NodeKind::IfYouDo:
    case NodeKind::IfYouDont: { // 608.2c: one sentence after 만약 그렇게 한다면,
      std::string body = joined(e, 0, st);
      if (body.empty()) return {};
      return t(st, e.kind == NodeKind::IfYouDo ? "if-you-do" : "if-you-dont", {body});
    }
    case NodeKind::PutOntoBattlefield: { // 110.2
      std::string how;
      bool returns =
          child(0).kind == NodeKind::SelfInZone || child(0).kind == NodeKind::ExiledCards;
      for (size_t i = 1; i < e.children.size(); ++i) {
        if (child(i).kind == NodeKind::IsTapped)
          how = t(st, "put.tapped") + " " + how;
        else if (child(i).kind == NodeKind::UnderYourControl)
          how += t(st, "put.under-your-control") + " ";
        else {
          st.gap("putting onto the battlefield this way");
          return {};
        }
      }
      return t(st, returns ? "return-to-battlefield" : "put-onto-battlefield",
               {object(child(0), st, false), how});
    }
    case NodeKind::PutOnLibrary: // 401.4
      return t(st, e.children.size() > 1 ? "put-on-library.bottom" : "put-on-library",
               {object(child(0), st, false)});
    case NodeKind::GainControl: // 613.1b
      if (e.children.size() > 2 ||
          (e.children.size() == 2 && child(1).kind != NodeKind::UntilEndOfTurn)) {
        st.gap("gaining control this way");
        return {};
      }
      return t(st, e.children.size() == 2 ? "gain-control.until-end-of-turn" : "gain-control",
               {object(child(0), st, false)});
    case NodeKind::IfEffect: { // 608.2c: "If ..., <effects>." as one sentence
      std::string when = condition(child(0), st, "if.");
      if (when.empty()) return {};
      std::string body = joined(e, 1, st);
      if (body.empty()) return {};
      return when + ", " + body;
    }
    case NodeKind::Transform: // 701.28
      return t(st, "transform", {object(child(0), st, false)});
    case NodeKind::TapOrUntap: // 608.2d
      return t(st, "tap-or-untap", {object(child(0), st, false)});
    case NodeKind::DoesntUntapNext: // 502.3
      return t(st, "doesnt-untap-next", {object(child(0), st, true)});
    // 602.5b: 이 능력은 ...에만 활성화할 수 있다 (after the effects)
    case NodeKind::SorcerySpeed:
      return t(st, "restriction", {t(st, "only.sorcery-speed")});
    case NodeKind::OncePerTurn:
      return t(st, "restriction", {t(st, "only.once-per-turn")});
    case NodeKind::AnyPlayerMayActivate:
      return t(st, "any-player-may-activate"); // --- ko6 --- 602.2
    // --- begin ko6 ---
    case NodeKind::DiscardHand: // 701.8a
      if (child(0).kind == NodeKind::You) return t(st, "discard-hand.you");
      return t(st, "discard-hand", {player(child(0), st)});
    case NodeKind::SwitchPT: { // 613.4d
      bool eot = e.find(NodeKind::UntilEndOfTurn) != nullptr;
      if (e.children.size() != (eot ? 2u : 1u)) {
        st.gap("switching for this duration");
        return {};
      }
      return t(st, eot ? "switch-pt.until-end-of-turn" : "switch-pt",
               {object(child(0), st, false)});
    }
    case NodeKind::ExtraTurn: // 500.7
      if (child(0).kind != NodeKind::You) {
        st.gap("an extra turn for another player");
        return {};
      }
      return t(st, "extra-turn");
    case NodeKind::GetEmblem: { // 114.1: "..."를 가진 휘장을 얻는다 (as printed)
      RenderState in;
      in.cardName = st.cardName;
      in.gaps = st.gaps;
      std::string text = ability(child(1), in);
      if (text.empty()) return {};
      std::string quoted = "\"" + text + "\"" + particle(text, "을");
      if (child(0).kind == NodeKind::You) return t(st, "get-emblem.you", {quoted});
      return t(st, "get-emblem", {player(child(0), st), quoted});
    }
    // --- end ko6 ---
    case NodeKind::ActivateOnlyIf: {
      if (child(0).kind == NodeKind::Compare || // --- ko5 --- 당신이 늪을 조종할 때만
          child(0).kind == NodeKind::CardsAtLeast || child(0).kind == NodeKind::CardsAtMost) {
        std::string when = condition(child(0), st, "only.");
        if (when.empty()) return {};
        return t(st, "restriction", {when});
      }
      std::string key = "only." + std::string(ast::headOf(child(0).kind));
      if (child(0).children.size() != 0 || !tpl_.has(key)) {
        st.gap("activating only under this condition");
        return {};
      }
      return t(st, "restriction", {t(st, key)});
    }
    // --- end ko5 ---
    default: st.gap(std::string("effect ") + std::string(ast::headOf(e.kind))); return {};
    }
  }

  // --- begin ko5 ---
  // The effects from `from` on as one sentence: every verb but the last in its -고 form
  // (뽑는다 -> 뽑고, 파괴한다 -> 파괴하고, 만든다 -> 만들고), as the grammar reads them.
  std::string joined(const Node &e, size_t from, RenderState &st) const {
    std::string out;
    for (size_t i = from; i < e.children.size(); ++i) {
      std::string text = effect(e.children[i], st);
      if (text.empty()) return {};
      if (i + 1 < e.children.size()) {
        text = connective(text);
        if (text.empty()) {
          st.gap("joining these effects in one sentence");
          return {};
        }
      }
      out += (out.empty() ? "" : " ") + text;
    }
    return out;
  }
  static std::string connective(const std::string &text) {
    static constexpr std::pair<std::string_view, std::string_view> kForms[] = {
        {"는다", "고"},   {"한다", "하고"}, {"만든다", "만들고"},
        {"린다", "리고"}, {"진다", "지고"}, {"킨다", "키고"},
    };
    std::string best;
    size_t bestLen = 0;
    for (auto [final_, form] : kForms)
      if (text.size() >= final_.size() && final_.size() > bestLen &&
          text.compare(text.size() - final_.size(), final_.size(), final_) == 0) {
        best = text.substr(0, text.size() - final_.size()) + std::string(form);
        bestLen = final_.size();
      }
    return best;
  }
  // --- end ko5 ---

  // 비행을 가진 1/1 무색 날틀 마법물체 생물 토큰 (111.4)
  // `becomes` (ko6): what a permanent becomes, without 무색 (an unnamed colour is not changed,
  // 613.1d) and without 토큰.
  std::string tokenText(const Node &desc, RenderState &st, bool becomes = false) const {
    std::vector<std::string> words, keywords;
    const Node *quotedAbility = nullptr;
    for (size_t i = 3; i < desc.children.size(); ++i) {
      const Node &c = desc.children[i];
      // --- ko6 --- one quoted ability of a token: "\"...\"를 가진 ... 토큰" (111.4)
      if (!becomes && !quotedAbility &&
          (c.kind == NodeKind::Activated || c.kind == NodeKind::Triggered)) {
        quotedAbility = &c;
        continue;
      }
      if (c.kind != NodeKind::KeywordLeaf) {
        st.gap("token ability");
        return {};
      }
      keywords.push_back(keywordName(c, st));
    }
    if (quotedAbility && !keywords.empty()) {
      st.gap("token ability");
      return {};
    }
    const Node &f = desc.children[2];
    bool creature = false;
    std::vector<std::string> colors, subtypes, types;
    for (auto &p : f.children) {
      if (p.kind == NodeKind::ColorLeaf)
        colors.push_back(
            t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value))));
      else if (p.kind == NodeKind::SubtypeLeaf)
        subtypes.push_back(t(st, "subtype." + p.text));
      else if (p.kind == NodeKind::CardTypeLeaf) {
        std::string type(ast::spelling(ast::Vocabulary::CardType, p.value));
        creature |= type == "creature";
        types.push_back(t(st, "type." + type));
      } else {
        st.gap("token characteristic");
        return {};
      }
    }
    std::string out;
    auto add = [&](const std::string &w) { out += (out.empty() ? "" : " ") + w; };
    if (!keywords.empty()) add(t(st, "with-keywords", {joinAnd(keywords, st)}));
    if (quotedAbility) { // inside the quotes the token is 이 생물 / 이 마법물체 (its first type)
      RenderState in;
      std::string type = "permanent";
      for (auto &p : desc.children[2].children)
        if (p.kind == NodeKind::CardTypeLeaf) {
          type = std::string(ast::spelling(ast::Vocabulary::CardType, p.value));
          break;
        }
      in.cardName = t(st, "this", {t(st, "type." + type)});
      in.gaps = st.gaps;
      std::string text = ability(*quotedAbility, in);
      if (text.empty()) return {};
      add("\"" + text + "\"" + particle(text, "을") + " " + t(st, "having"));
    }
    if (creature)
      add(std::to_string(desc.children[0].value) + "/" + std::to_string(desc.children[1].value));
    if (colors.empty() && !becomes) add(t(st, "colorless"));
    for (auto &w : colors)
      add(w);
    for (auto &w : subtypes)
      add(w);
    for (auto &w : types)
      add(w);
    if (!becomes) add(t(st, "type.token"));
    return out;
  }
  // 비행, 경계와 돌진 / 비행과 경계
  std::string joinAnd(const std::vector<std::string> &words, RenderState &st) const {
    std::string out;
    for (size_t i = 0; i < words.size(); ++i) {
      if (i == 0)
        out = words[i];
      else if (i + 1 == words.size())
        out = t(st, "and", {out, words[i]});
      else
        out += ", " + words[i];
    }
    return out;
  }

  std::string recipient(const Node &r, RenderState &st) const {
    switch (r.kind) {
    case NodeKind::You: case NodeKind::EachOpponent: case NodeKind::EachPlayer: return player(r, st);
    case NodeKind::ActivePlayer:
      return player(r, st); // --- ko5 ---
    case NodeKind::ControllerOf:
      return player(r, st); // --- kopl3 --- 그 생물의 조종자에게
    case NodeKind::Both: // --- kopl --- 모든 생물과 각 플레이어 (one damage event, 120.3)
      if (r.children.size() == 2 && r.children[0].kind == NodeKind::All &&
          (r.children[1].kind == NodeKind::EachPlayer ||
           r.children[1].kind == NodeKind::EachOpponent))
        return t(st, "and", {object(r.children[0], st, false), player(r.children[1], st)});
      st.gap("object");
      return {};
    default: return object(r, st, false);
    }
  }

  // --- ko8 --- a player named before, as a description says it (그 플레이어 / 그 상대 / 방어하는
  // 플레이어): a declared player target, the trigger's player or the defending player; any
  // other a gap. 그 플레이어 for the trigger's player only when no player target is declared
  // (it would name that target).
  std::string namedPlayer(const Node &p, RenderState &st) const {
    bool declaredPlayer = false;
    if (st.targets)
      for (auto &tg : st.targets->children)
        if (!tg.children.empty() && (tg.children[0].kind == NodeKind::TargetPlayer ||
                                     tg.children[0].kind == NodeKind::TargetOpponent))
          declaredPlayer = true;
    switch (p.kind) {
    case NodeKind::DefendingPlayer:
      return t(st, "defending-player");
    case NodeKind::TargetRef: {
      size_t i = size_t(p.value);
      if (st.targets && i < st.targets->children.size() &&
          !st.targets->children[i].children.empty() &&
          (st.targets->children[i].children[0].kind == NodeKind::TargetPlayer ||
           st.targets->children[i].children[0].kind == NodeKind::TargetOpponent))
        return object(p, st, true);
      break;
    }
    case NodeKind::EventObject:
      if (st.eventIsPlayer && !declaredPlayer) return t(st, "that", {t(st, "noun.player")});
      break;
    case NodeKind::ActivePlayer:
      if (!declaredPlayer) return t(st, "that", {t(st, "noun.player")});
      break;
    default:
      break;
    }
    st.gap("the zone or permanents of a player named before");
    return {};
  }
  std::string player(const Node &p, RenderState &st) const {
    switch (p.kind) {
    case NodeKind::You: return t(st, "you");
    case NodeKind::EachOpponent: return t(st, "each-opponent");
    case NodeKind::EachPlayer: return t(st, "each-player");
    case NodeKind::TargetRef: return object(p, st, true);
    case NodeKind::EventObject:
      if (st.eventIsPlayer) return t(st, "that", {t(st, "noun.player")});
      st.gap("player");
      return {};
    case NodeKind::DefendingPlayer:
      return t(st, "defending-player"); // --- ko5 --- 506.2
    case NodeKind::ActivePlayer:        // --- ko5 --- "that player" of "each opponent's upkeep"
      if (st.targets && !st.targets->children.empty()) {
        st.gap("player"); // 그 플레이어 would name the declared target
        return {};
      }
      return t(st, "that", {t(st, "noun.player")});
    case NodeKind::ControllerOf:
      if (p.children[0].kind == NodeKind::TargetRef ||
          p.children[0].kind == NodeKind::EventObject) // --- ko5 --- 그것의 조종자
        return t(st, "controller-of", {object(p.children[0], st, false)});
      st.gap("player");
      return {};
    default: st.gap("player"); return {};
    }
  }

  std::string targetText(const Node &target, RenderState &st) const {
    const Node &kind = target.children[0];
    switch (kind.kind) {
    case NodeKind::AnyTarget: return t(st, "any-target");
    case NodeKind::TargetPlayer: return t(st, "target-player");
    case NodeKind::TargetOpponent: return t(st, "target-opponent");
    case NodeKind::Filter: {
      // Qualifying clauses go before 목표: 무덤에 있는 목표 카드.
      auto [qualifiers, core] = filterParts(kind, st, false);
      std::string s = target.children.size() > 1
                          ? t(st, "targets", {core, count(target.children[1], st)})
                          : t(st, "target", {core});
      return qualifiers.empty() ? s : qualifiers + " " + s;
    }
    default: st.gap("target kind"); return {};
    }
  }

  // `subject`: the object is the subject of the sentence; "all" is left
  // unsaid for a subject qualified by its controller (당신이 조종하는 생물은).
  std::string object(const Node &o, RenderState &st, bool subject) const {
    switch (o.kind) {
    case NodeKind::Self: return st.cardName.empty() ? "~" : st.cardName;
    case NodeKind::EventObject: return t(st, "it");
    case NodeKind::SelfInZone: { // --- ko5 --- 당신의 무덤에 있는 ~
      std::string zone(ast::spelling(ast::Vocabulary::Zone, o.children[0].value));
      if (zone != "graveyard" && zone != "hand" && zone != "library") {
        st.gap("~ in this zone");
        return {};
      }
      return t(st, "in-zone", {t(st, "zone." + zone + ".you")}) + " " +
             (st.cardName.empty() ? "~" : st.cardName);
    }
    case NodeKind::ExiledCards:
      return t(st, "exiled-cards"); // --- ko5 ---
    case NodeKind::TargetRef: {
      size_t i = size_t(o.value);
      if (!st.targets || i >= st.targets->children.size()) {
        st.gap("target reference");
        return {};
      }
      st.targetMentioned[i] = true;
      return reference(st.targets->children[i], st);
    }
    case NodeKind::All: {
      const Node &f = o.children[0];
      bool qualified = f.find(NodeKind::ControlledBy) != nullptr;
      if (subject && qualified) // 당신이 조종하는 생물들은
        return filter(f, st, false) + t(st, "plural");
      return filter(f, st, true);
    }
    case NodeKind::Filter: return t(st, "indefinite", {filter(o, st, false)});
    case NodeKind::SelfOr: // --- kopl3 --- ~ 또는 당신이 조종하는 다른 생물
      return t(st, "self-or",
               {st.cardName.empty() ? "~" : st.cardName, filter(o.children[0], st, false)});
    case NodeKind::AttachedObject: { // --- kopl --- 부여된 생물, 장착된 생물
      size_t space = o.text.find(' ');
      std::string how = o.text.substr(0, space);
      std::string type = space == std::string::npos ? "" : o.text.substr(space + 1);
      if ((how != "enchanted" && how != "equipped") ||
          !ast::valueOf(ast::Vocabulary::CardType, type)) {
        st.gap("object '" + o.text + "'");
        return {};
      }
      return t(st, "attached." + how, {t(st, "type." + type)});
    }
    default: st.gap("object"); return {};
    }
  }

  std::string typeWord(const Node &leaf, RenderState &st) const {
    if (leaf.kind == NodeKind::CardTypeLeaf)
      return t(st, "type." + std::string(ast::spelling(ast::Vocabulary::CardType, leaf.value)));
    if (leaf.kind == NodeKind::CardOnly) return t(st, "type.card");
    if (leaf.kind == NodeKind::TokenOnly) return t(st, "type.token");
    if (leaf.kind == NodeKind::SubtypeLeaf)
      return t(st, "subtype." + leaf.text); // ko4: 숲이나 평원
    st.gap("type");
    return {};
  }

  // Korean order: controller, zone, 토큰이 아닌, 모든, 다른, colours, type.
  std::string filter(const Node &f, RenderState &st, bool all) const {
    auto [qualifiers, core] = filterParts(f, st, all);
    return qualifiers.empty() ? core : qualifiers + " " + core;
  }

  // {qualifying clauses, the rest}
  std::pair<std::string, std::string> filterParts(const Node &f, RenderState &st, bool all) const {
    std::vector<std::string> qualifiers, pre, types, subtypes; // subtypes: --- kopl ---
    std::string nontoken;
    for (auto &p : f.children) {
      switch (p.kind) {
      case NodeKind::Another: case NodeKind::OtherThan: pre.insert(pre.begin(), t(st, "another")); break;
      case NodeKind::Nontoken: nontoken = t(st, "nontoken"); break;
      case NodeKind::ColorLeaf:
        pre.push_back(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value))));
        break;
      case NodeKind::CardTypeLeaf: case NodeKind::CardOnly: case NodeKind::TokenOnly:
        types.push_back(typeWord(p, st));
        break;
      case NodeKind::Not: // --- kopl --- 흑색이 아닌, 대지가 아닌
        if (p.children[0].kind == NodeKind::ControlledBy && // --- ko5 --- 당신이 조종하지 않는
            p.children[0].children[0].kind == NodeKind::You)
          qualifiers.push_back(t(st, "controller.not-you"));
        else if (p.children[0].kind == NodeKind::SupertypeLeaf && p.children[0].text == "Basic")
          pre.push_back(t(st, "not", {t(st, "supertype.basic")})); // --- ko5 --- nonbasic
        else if (p.children[0].kind == NodeKind::SupertypeLeaf &&
                 p.children[0].text == "Legendary") // --- ko7 --- nonlegendary
          pre.push_back(t(st, "not", {t(st, "supertype.legendary")}));
        else if (p.children[0].kind == NodeKind::SupertypeLeaf &&
                 p.children[0].text == "Snow") // --- ko8 --- nonsnow
          pre.push_back(t(st, "not", {t(st, "supertype.snow")}));
        else if (p.children[0].kind == NodeKind::ColorLeaf)
          pre.push_back(t(st, "not",
                          {t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color,
                                                                      p.children[0].value)))}));
        else if (p.children[0].kind == NodeKind::CardTypeLeaf)
          pre.push_back(t(st, "not", {typeWord(p.children[0], st)}));
        // --- begin kopl: 비행이 없는 (without a keyword: a qualifying clause) ---
        else if (p.children[0].kind == NodeKind::WithKeyword)
          qualifiers.push_back(
              t(st, "without-keyword", {keywordName(p.children[0].children[0], st)}));
        // --- end kopl ---
        else
          st.gap("filter part not");
        break;
      // --- begin kopl: qualities the grammar reads (탭된, 언탭된, 공격하는, 방어하는, 공격하거나
      // 방어하는) ---
      case NodeKind::IsTapped:
        pre.push_back(t(st, "quality.tapped"));
        break;
      case NodeKind::IsUntapped:
        pre.push_back(t(st, "quality.untapped"));
        break;
      case NodeKind::Attacking:
        pre.push_back(t(st, "quality.attacking"));
        break;
      case NodeKind::Blocking:
        pre.push_back(t(st, "quality.blocking"));
        break;
      // --- end kopl ---
      // --- ko5 --- 공격력이 2 이하인 / 전환마나비용이 3 이하인 / 전환마나비용이 X인
      case NodeKind::PowerAtMost:
      case NodeKind::PowerAtLeast:
      case NodeKind::ManaValueAtMost:
      case NodeKind::ManaValueAtLeast:
      case NodeKind::ManaValueIs: {
        const Node &n = p.children[0];
        if (n.kind != NodeKind::Int && n.kind != NodeKind::XValue) {
          st.gap("a computed number in a description");
          break;
        }
        std::string number = digits(n, st);
        std::string key = std::string("stat.") + std::string(ast::headOf(p.kind));
        qualifiers.push_back(t(st, key, {number}));
        break;
      }
      case NodeKind::TargetsObject: // --- ko7 --- ~을 목표로 정하는 (115.1), only ~ itself
        if (p.children.size() != 1 || p.children[0].kind != NodeKind::Self) {
          st.gap("filter part targets-object");
          break;
        }
        qualifiers.push_back(t(st, "targets-self", {st.cardName.empty() ? "~" : st.cardName}));
        break;
      case NodeKind::OfChosenType: // --- ko7 --- 선택된 타입의 (614.12)
        qualifiers.push_back(t(st, "of-chosen-type"));
        break;
      case NodeKind::OfChosenColor: // --- ko7 --- 선택된 색의 (614.12)
        qualifiers.push_back(t(st, "of-chosen-color"));
        break;
      case NodeKind::NamedSelf: // --- ko7 --- 이름이 ~인 (201.4)
        qualifiers.push_back(t(st, "named-self", {st.cardName.empty() ? "~" : st.cardName}));
        break;
      case NodeKind::WithCounter: // --- ko5 --- +1/+1 카운터가 놓인 (122.1)
        qualifiers.push_back(t(st, "with-counter", {counterName(p.children[0])}));
        break;
      case NodeKind::WithKeyword: // --- kopl --- 비행을 가진 생물 (a qualifying clause)
        qualifiers.push_back(t(st, "with-keywords", {keywordName(p.children[0], st)}));
        break;
      case NodeKind::SubtypeLeaf: // --- kopl --- 고블린 생물
        subtypes.push_back(t(st, "subtype." + p.text));
        break;
      // --- begin cast ---
      case NodeKind::Multicolored: pre.push_back(t(st, "quality.multicolored")); break; // 105.2
      case NodeKind::Colorless:
        pre.push_back(t(st, "colorless"));
        break;                      // --- ko6 --- 105.2c
      case NodeKind::SupertypeLeaf: // --- ko4 --- 기본 대지 (205.4a)
        if (p.text != "Basic" && p.text != "Legendary" &&
            p.text != "Snow") { // ko7: 전설적 (seed 002); ko8: 스노우 (107.4)
          st.gap("filter part supertype " + p.text);
          break;
        }
        pre.push_back(t(st, p.text == "Basic"       ? "supertype.basic"
                            : p.text == "Legendary" ? "supertype.legendary"
                                                    : "supertype.snow"));
        break;
      // --- end cast ---
      case NodeKind::AnyOf: {
        if (p.children.size() == 2 && p.children[0].kind == NodeKind::Attacking && // --- kopl ---
            p.children[1].kind == NodeKind::Blocking) {
          pre.push_back(t(st, "quality.attacking-or-blocking"));
          break;
        }
        bool colours = true; // --- ko5 --- 적색이나 녹색 (a choice of colours)
        for (auto &c : p.children)
          colours &= c.kind == NodeKind::ColorLeaf;
        if (colours) {
          std::string joined;
          for (size_t i = 0; i < p.children.size(); ++i) {
            std::string w = t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color,
                                                                       p.children[i].value)));
            joined = i == 0 ? w : t(st, "or", {joined, w});
          }
          pre.push_back(joined);
          break;
        }
        std::string joined;
        for (size_t i = 0; i < p.children.size(); ++i) {
          std::string w = typeWord(p.children[i], st);
          if (i == 0) joined = w;
          else if (i + 1 == p.children.size()) joined = t(st, "or", {joined, w});
          else joined += ", " + w;
        }
        types.push_back(joined);
        break;
      }
      case NodeKind::ControlledBy:
        if (p.children[0].kind == NodeKind::TargetRef) { // --- ko4 --- 그 플레이어가 조종하는
          qualifiers.insert(qualifiers.begin(),
                            t(st, "controller.that", {object(p.children[0], st, false)}));
          break;
        }
        if (p.children[0].kind == NodeKind::DefendingPlayer || // --- ko8 --- 방어하는 플레이어가 /
            p.children[0].kind == NodeKind::EventObject || // 그 플레이어가 조종하는 (the trigger's
            p.children[0].kind == NodeKind::ActivePlayer) { // player, as a subject writes it)
          std::string who = namedPlayer(p.children[0], st);
          if (who.empty()) break;
          qualifiers.insert(qualifiers.begin(), t(st, "controller.that", {who}));
          break;
        }
        qualifiers.insert(qualifiers.begin(), t(st, "controller." + std::string(ast::headOf(p.children[0].kind))));
        break;
      case NodeKind::InZone: {
        std::string zone(ast::spelling(ast::Vocabulary::Zone, p.children[0].value));
        std::string who = p.children.size() < 2 ? "any" : p.children[1].kind == NodeKind::You ? "you" : "opponent";
        // --- begin wherex (issue 14): "their hand" (a player named before): not written yet ---
        if (p.children.size() > 1 && p.children[1].kind != NodeKind::You &&
            p.children[1].kind != NodeKind::EachOpponent) {
          // --- ko8 --- 그 플레이어의 무덤 (a declared player, or the trigger's player)
          std::string who = namedPlayer(p.children[1], st);
          if (who.empty()) break;
          qualifiers.push_back(t(st, "in-zone", {who + "의 " + t(st, "zone." + zone + ".one")}));
          break;
        }
        // --- end wherex ---
        qualifiers.push_back(t(st, "in-zone", {t(st, "zone." + zone + "." + who)}));
        break;
      }
      default: st.gap(std::string("filter part ") + std::string(ast::headOf(p.kind))); break;
      }
    }
    std::string front, out;
    auto add = [](std::string &to, const std::string &w) { to += (to.empty() ? "" : " ") + w; };
    for (auto &w : qualifiers) add(front, w);
    if (!nontoken.empty()) add(front, nontoken);
    if (all) add(out, t(st, "all"));
    for (auto &w : pre) add(out, w);
    for (auto &w : subtypes)
      add(out, w); // --- kopl ---
    for (auto &w : types) add(out, w);
    return {front, out};
  }

  std::string trigger(const Node &tr, RenderState &st) const {
    switch (tr.kind) {
    case NodeKind::EntersBattlefield: return t(st, "enters-battlefield", {object(tr.children[0], st, true)});
    case NodeKind::EitherTrigger: { // --- ko7 --- 603.2: ~이 전장에 들어오거나 공격할 때마다
      const Node &first = tr.children[0], &second = tr.children[1];
      if (first.kind == NodeKind::EntersBattlefield && first.children.size() == 1 &&
          first.children[0].kind == NodeKind::Self && second.children.size() == 1 &&
          second.children[0].kind == NodeKind::Self &&
          (second.kind == NodeKind::Attacks || second.kind == NodeKind::Dies ||
           second.kind == NodeKind::LeavesBattlefield || second.kind == NodeKind::TurnedFaceUp))
        return t(st, "either." + std::string(ast::headOf(second.kind)),
                 {object(first.children[0], st, true)});
      st.gap("trigger");
      return {};
    }
    case NodeKind::Dies: return t(st, "dies", {object(tr.children[0], st, true)});
    case NodeKind::Attacks: return t(st, "attacks", {object(tr.children[0], st, true)});
    case NodeKind::AttacksWithOthers: // --- ko8 --- 508.3a (battalion)
      if (tr.children[0].kind != NodeKind::Self || tr.children[1].kind != NodeKind::Int) {
        st.gap("trigger");
        return {};
      }
      return t(st, "attacks-with-others",
               {object(tr.children[0], st, true), count(tr.children[1], st)});
    case NodeKind::BecomesMonstrous: // --- ko8 --- 701.29 (the Korean CR's 괴수화한다)
      if (tr.children[0].kind != NodeKind::Self) {
        st.gap("trigger");
        return {};
      }
      return t(st, "becomes-monstrous", {object(tr.children[0], st, true)});
    case NodeKind::TurnedFaceUp: // --- morph --- 708.8: "때" for ~ itself, "때마다" for "whenever"
      return t(st, tr.children[0].kind == NodeKind::Self ? "turned-face-up.self" : "turned-face-up",
               {object(tr.children[0], st, true)});
    case NodeKind::DealsDamageTrigger: {
      // ~이 플레이어에게 전투 피해를 입힐 때마다
      std::string to;
      for (size_t i = 1; i < tr.children.size(); ++i) {
        NodeKind k = tr.children[i].kind;
        if (k == NodeKind::ToPlayer)
          to = t(st, "noun.player");
        else if (k == NodeKind::ToOpponent)
          to = t(st, "noun.opponent");
        else if (k == NodeKind::ToCreature)
          to = t(st, "type.creature");
        else if (k != NodeKind::CombatDamage) {
          st.gap("trigger");
          return {};
        }
      }
      bool combat = tr.find(NodeKind::CombatDamage) != nullptr;
      return t(st, "deals-damage-trigger",
               {object(tr.children[0], st, true),
                to.empty() ? "" : t(st, "damaged-who", {to}) + " ",
                t(st, combat ? "combat-damage" : "damage")});
    }
    // --- begin kopl: 방어될 / 방어할 / 전장을 떠날 / 탭될 / 언탭될 / 피해를 받을 / 목표가 될
    // 때마다 ---
    // --- begin ko5 ---
    case NodeKind::BlocksCreature: // 509.5: ~이 생물을 방어할 때마다
      return t(st, "trigger.blocks-creature",
               {object(tr.children[0], st, true), filter(tr.children[1], st, false)});
    case NodeKind::BecomesBlockedBy: // ~이 생물에 의해 방어될 때마다
      return t(st, "trigger.becomes-blocked-by",
               {object(tr.children[0], st, true), filter(tr.children[1], st, false)});
    case NodeKind::CyclesTrigger:
    case NodeKind::DiscardsTrigger: {
      std::string who = triggerPlayer(tr.children[0], st);
      if (who.empty()) return {};
      bool orDiscards = tr.find(NodeKind::OrDiscards) != nullptr;
      if (tr.children.size() != (orDiscards ? 2u : 1u)) {
        st.gap("trigger");
        return {};
      }
      return t(st,
               tr.kind == NodeKind::DiscardsTrigger ? "trigger.discards"
               : orDiscards                         ? "trigger.cycles-or-discards"
                                                    : "trigger.cycles",
               {who});
    }
    case NodeKind::AttacksUnblocked: // 509.5g
      return t(st, "trigger.attacks-unblocked", {object(tr.children[0], st, true)});
    case NodeKind::StateTrigger: // 603.8: 당신이 섬을 조종하지 않을 때
      return condition(tr.children[0], st, "state.");
    // --- begin ko6 ---
    case NodeKind::PutIntoGraveyard: // 전장에서 당신의 / 상대의 무덤에 들어갈 때마다
      if (tr.children[1].kind != NodeKind::You && tr.children[1].kind != NodeKind::EachOpponent) {
        st.gap("trigger");
        return {};
      }
      return t(st, "trigger.put-into-graveyard",
               {object(tr.children[0], st, true),
                t(st, tr.children[1].kind == NodeKind::You ? "you" : "noun.opponent")});
    case NodeKind::OneOrMoreAttack:
      return t(st, "trigger.one-or-more-attack", {filter(tr.children[0], st, false)});
    case NodeKind::CycleSelf: {
      std::string self = st.cardName.empty() ? "~" : st.cardName;
      return t(st, tr.children.empty() ? "trigger.cycle-self" : "trigger.cycle-self-or-dies",
               {self});
    }
    case NodeKind::RollChaos:
      return t(st, "trigger.roll-chaos");
    case NodeKind::SetInMotion:
      return t(st, "trigger.set-in-motion");
    // --- end ko6 ---
    // --- end ko5 ---
    case NodeKind::BecomesBlocked:
    case NodeKind::Blocks:
    case NodeKind::LeavesBattlefield:
    case NodeKind::BecomesTapped:
    case NodeKind::BecomesUntapped:
    case NodeKind::IsDealtDamage:
    case NodeKind::BecomesTarget:
    case NodeKind::AttacksOrBlocks:
    case NodeKind::BlocksOrBecomesBlocked:
      if (auto key = simpleTriggerKey(tr)) return t(st, *key, {object(tr.children[0], st, true)});
      if (tr.kind == NodeKind::BlocksOrBecomesBlocked && tr.children.size() == 2 &&
          tr.children[1].kind == NodeKind::Filter) { // --- ko5 --- 생물을 방어하거나 생물에 의해
        std::string what = filter(tr.children[1], st, false);
        return t(st, "trigger.blocks-or-becomes-blocked-by",
                 {object(tr.children[0], st, true), what, what});
      }
      st.gap("trigger");
      return {};
    case NodeKind::GainsLifeTrigger: // 당신이 생명점을 얻을 / 카드 한 장을 뽑을 때마다
    case NodeKind::DrawsTrigger:
      if (auto key = youTriggerKey(tr)) return t(st, *key);
      if (tr.children.size() == 1 && tr.children[0].kind != NodeKind::You) { // --- ko5 --- 상대가
        std::string who = triggerPlayer(tr.children[0], st);
        if (who.empty()) return {};
        return t(st, "trigger." + std::string(ast::headOf(tr.kind)) + ".other", {who});
      }
      st.gap("trigger");
      return {};
    case NodeKind::Casts:
      if ((tr.children[0].kind == NodeKind::EachOpponent ||
           tr.children[0].kind == NodeKind::AnyPlayer) &&
          tr.children[1].kind == NodeKind::Filter && !tr.opt(ast::role::Casts::during))
        return t(st,
                 tr.children[0].kind == NodeKind::EachOpponent ? "casts.opponent" : "casts.player",
                 {filter(tr.children[1], st, false)});
      // --- end kopl ---
      if (tr.children[0].kind != NodeKind::You || tr.children[1].kind != NodeKind::Filter ||
          tr.opt(ast::role::Casts::during)) { // trig2: "during ... turn" has no template
        st.gap("trigger");
        return {};
      }
      return t(st, "casts.you", {filter(tr.children[1], st, false)});
    case NodeKind::BeginningOfStep: {
      // --- begin trig2 --- (only "your" and "each" have a template: no "each" for another player)
      if (tr.children[1].kind == NodeKind::EachOpponent) // --- ko5 --- 각 상대의 유지단 시작에
        return t(st, "beginning-of.opponent",
                 {t(st, "step." + std::string(ast::spelling(ast::Vocabulary::Step,
                                                            tr.children[0].value)))});
      if (tr.children[1].kind != NodeKind::You && tr.children[1].kind != NodeKind::EachPlayer) {
        st.gap("whose step");
        return {};
      }
      // --- end trig2 ---
      std::string step = t(st, "step." + std::string(ast::spelling(ast::Vocabulary::Step, tr.children[0].value)));
      return t(st, tr.children[1].kind == NodeKind::You ? "beginning-of.you" : "beginning-of.each", {step});
    }
    default: st.gap("trigger"); return {};
    }
  }

  // --- ko5 --- who acts in a trigger: 당신 / 상대 / 플레이어
  std::string triggerPlayer(const Node &p, RenderState &st) const {
    switch (p.kind) {
    case NodeKind::You:
      return t(st, "you");
    case NodeKind::EachOpponent:
      return t(st, "noun.opponent");
    case NodeKind::AnyPlayer:
      return t(st, "noun.player");
    default:
      st.gap("trigger by this player");
      return {};
    }
  }

  std::string continuous(const Node &c, RenderState &st) const {
    if (c.kind == NodeKind::NotCardType) { // --- ko6 --- 205.1a: ~은 생물이 아니다
      std::string type = typeWord(c.children[1], st);
      return t(st, endingOf(type).consonant ? "not-type" : "not-type.vowel",
               {object(c.children[0], st, true), type});
    }
    if (c.kind == NodeKind::Replacement) {
      const Node &ev = c.children[0];
      const Node &redirect = c.children[1];
      // Only "would be put into <zone> ... instead <zone>" has a template here; the
      // other replacement events (draw, life, damage: issue 15) are gaps, not text.
      if (ev.kind != NodeKind::ZoneChangeEvent || redirect.kind != NodeKind::RedirectTo) {
        st.gap("replacement " + std::string(ast::headOf(ev.kind)) + " / " + std::string(ast::headOf(redirect.kind)));
        return {};
      }
      std::string what = object(ev.children[0], st, true);
      std::string from;
      if (ev.children[1].kind == NodeKind::AnyZone)
        from = t(st, "from-anywhere") + " ";
      else
        from = t(st, "from", {t(st, "zone." + std::string(ast::spelling(ast::Vocabulary::Zone, ev.children[1].value)) + ".one")}) + " ";
      std::string to = t(st, "zone." + std::string(ast::spelling(ast::Vocabulary::Zone, ev.children[2].value)) + ".one");
      std::string action = t(st, "instead-to." + std::string(ast::spelling(ast::Vocabulary::Zone, redirect.children[0].value)));
      return t(st, "replacement.would-move", {what, from, to, action});
    }
    if (c.kind == NodeKind::DefinedPT) { // --- ko4 --- 604.3, the Korean CR's wording
      std::string name = st.cardName.empty() ? "~" : st.cardName;
      if (c.children.size() == 2 && !(c.children[0] == c.children[1])) {
        st.gap("a power and a toughness defined by different amounts");
        return {};
      }
      std::string amount = amountNoun(c.children[0], st);
      if (amount.empty()) return {};
      return t(st, c.children.size() == 2 ? "defined-pt" : "defined-power", {name, amount});
    }
    if (c.kind == NodeKind::AsLongAs) { // --- ko4 --- 611.3a: 당신이 숲을 조종하는 한, ...
      std::string condition = asLongAs(c.children[0], st);
      if (condition.empty()) return {};
      std::string body = continuous(c.children[1], st);
      if (body.empty()) return {};
      return t(st, "as-long-as", {condition, body});
    }
    if (c.kind == NodeKind::CostsLess && c.children.size() == 3 && // --- ko5 --- 601.2f
        c.children[0].kind == NodeKind::You && c.children[1].kind == NodeKind::Filter)
      return t(st, "costs-less", {filter(c.children[1], st, false), c.children[2].text});
    if (c.kind == NodeKind::SelfCostsLess && c.children.size() == 2 && // --- ko7 --- 601.2f
        c.children[1].kind == NodeKind::Intervening) {
      std::string cond = condition(c.children[1].children[0], st, "if.");
      if (cond.empty()) return {};
      return t(st, "self-costs-less.if", {cond, c.children[0].text});
    }
    if (c.kind == NodeKind::SelfCostsMorePerTarget && c.children.size() == 1) // --- ko7 --- strive
      return t(st, "self-costs-more-per-extra-target", {c.children[0].text});
    if (c.kind == NodeKind::SetLandType && c.children.size() == 2 && // --- ko7 --- 305.7
        c.children[1].kind == NodeKind::SubtypeLeaf)
      return t(st, "set-land-type",
               {object(c.children[0], st, true), t(st, "subtype." + c.children[1].text)});
    if (c.kind == NodeKind::SkipStep && c.children.size() == 2 && // --- ko7 --- 614.10
        c.children[0].kind == NodeKind::You &&
        ast::spelling(ast::Vocabulary::Step, c.children[1].value) == "draw-step")
      return t(st, "skip-draw-step");
    if (c.kind == NodeKind::NoMaxHandSize && c.children.size() == 1 && // --- ko7 --- 402.2
        (c.children[0].kind == NodeKind::You || c.children[0].kind == NodeKind::EachPlayer))
      return t(st, "no-max-hand-size." + std::string(ast::headOf(c.children[0].kind)));
    if (c.kind == NodeKind::CostsMore && c.children.size() == 3 && // --- ko7 --- 601.2f
        c.children[1].kind == NodeKind::Filter &&
        (c.children[0].kind == NodeKind::You || c.children[0].kind == NodeKind::EachOpponent ||
         c.children[0].kind == NodeKind::EachPlayer))
      return t(st, "costs-more." + std::string(ast::headOf(c.children[0].kind)),
               {filter(c.children[1], st, false), c.children[2].text});
    if (c.kind == NodeKind::NotBlockedBy && c.children.size() == 2) // --- ko5 --- 509.1b
      return t(st, "not-blocked-by",
               {object(c.children[0], st, true), filter(c.children[1], st, false)});
    if (c.kind == NodeKind::GainControl && c.children.size() == 1) // --- ko5 --- 613.1b
      return t(st, "control", {object(c.children[0], st, false)});
    if (c.kind == NodeKind::AsEntersChooseColor) // aschoose: 614.12
      return t(st, "as-enters-choose-color", {object(c.children[0], st, true)});
    if (c.kind == NodeKind::BlockedOnlyBy && c.children.size() == 2) // --- ko6 --- 509.1b
      return t(st, "blocked-only-by",
               {object(c.children[0], st, true), filter(c.children[1], st, false)});
    if (c.kind == NodeKind::AttacksOnlyIf) { // --- ko6 --- 508.1c: ... 조종할 때만 공격할 수 있다
      const Node &cond = c.children[1];
      if (cond.kind == NodeKind::Compare && cond.children[0].kind == NodeKind::CountOf &&
          cond.children[0].children[0].kind == NodeKind::All &&
          cond.children[1].kind == NodeKind::RelAtLeast && cond.children[2] == ast::intNode(1)) {
        Node f = cond.children[0].children[0].children[0];
        if (!f.children.empty() && f.children.back().kind == NodeKind::ControlledBy &&
            (f.children.back().children[0].kind == NodeKind::DefendingPlayer ||
             f.children.back().children[0].kind == NodeKind::You)) {
          bool defending = f.children.back().children[0].kind == NodeKind::DefendingPlayer;
          f.children.pop_back();
          if (!f.find(NodeKind::ControlledBy))
            return t(st, "attacks-only-if-controls",
                     {object(c.children[0], st, true),
                      defending ? t(st, "defending-player") : t(st, "you"), filter(f, st, false)});
        }
      }
      st.gap("attacking only under this condition");
      return {};
    }
    if (c.kind == NodeKind::AsEntersChooseCreatureType &&
        c.children[0].kind == NodeKind::Self) // ko6
      return t(st, "as-enters-choose-creature-type", {object(c.children[0], st, true)});
    if (c.kind == NodeKind::EntersTapped) { // --- kopl --- 614.1c
      if (c.children.size() > 1) {
        // --- ko7 --- "unless you control a Mountain or a Plains" / "two or fewer other lands"
        // written as the printed "if": 조종하지 않는다면 / 세 개 이상 조종한다면 (614.1c)
        const Node &u = c.children[1];
        if (c.children.size() == 2 && c.children[0].kind == NodeKind::Self &&
            u.kind == NodeKind::Unless && u.children.size() == 1 &&
            u.children[0].kind == NodeKind::Compare &&
            u.children[0].children[0].kind == NodeKind::CountOf &&
            u.children[0].children[2].kind == NodeKind::Int) {
          const Node &cmp = u.children[0];
          const Node &all = cmp.children[0].children[0];
          int64_t n = cmp.children[2].value;
          std::optional<Node> inverse;
          if (cmp.children[1].kind == NodeKind::RelAtLeast && n == 1)
            inverse = ast::countCompare(all, true, ast::intNode(0));
          else if (cmp.children[1].kind == NodeKind::RelAtMost && n >= 1)
            inverse = ast::countCompare(all, false, ast::intNode(n + 1));
          if (inverse) {
            std::string cond = condition(*inverse, st, "if.");
            if (cond.empty()) return {};
            return t(st, "enters-tapped-if", {cond, object(c.children[0], st, true)});
          }
        }
        st.gap("enters tapped unless");
        return {};
      }
      return t(st, "enters-tapped", {object(c.children[0], st, true)});
    }
    // --- kopl3 --- ~은 +1/+1 카운터 두 개를 가지고 전장에 들어온다 (614.1c; the Korean CR's
    // wording, 702.46a). A condition, "for each" or a computed amount has no form yet.
    if (c.kind == NodeKind::EntersWithCounters && c.children.size() == 4 &&
        c.children[3].kind == NodeKind::Intervening) { // --- ko5 --- a condition first
      std::string when = condition(c.children[3].children[0], st, "if.");
      if (when.empty()) return {};
      Node plain(NodeKind::EntersWithCounters, {c.children[0], c.children[1], c.children[2]});
      std::string rest = continuous(plain, st);
      if (rest.empty()) return {};
      return when + ", " + rest;
    }
    // --- ko7 --- "for each ..." (당신의 무덤에 있는 생물 카드 한 장당 +1/+1 카운터 한 개를)
    if (c.kind == NodeKind::EntersWithCounters && c.children.size() == 4 &&
        c.children[3].kind == NodeKind::ForEach && c.children[0].kind == NodeKind::Self &&
        c.children[2].kind == NodeKind::Int) {
      std::string per = perEach(c.children[3], st);
      if (per.empty()) return {};
      return t(st, "enters-with-counters.per-each",
               {object(c.children[0], st, true), counterName(c.children[1]),
                count(c.children[2], st), per + " "});
    }
    if (c.kind == NodeKind::EntersWithCounters) {
      // ko7: a computed amount is X, defined after the sentence (107.3c), as ko4's amounts
      if (c.children.size() != 3 || c.children[0].kind != NodeKind::Self ||
          (c.children[2].kind != NodeKind::Int && c.children[2].kind != NodeKind::XValue &&
           !isComputedAmountKind(c.children[2].kind))) {
        st.gap("enters with counters (condition, for each or computed amount)");
        return {};
      }
      return t(
          st, "enters-with-counters",
          {object(c.children[0], st, true), counterName(c.children[1]), count(c.children[2], st)});
    }
    return effect(c, st);
  }
};
} // namespace

const LanguageRenderer &koreanRenderer() {
  static const KoreanRenderer instance;
  return instance;
}

} // namespace oraclec::render
