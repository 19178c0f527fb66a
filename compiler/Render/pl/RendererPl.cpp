// Polish renderer: AST -> the Polish template style of i18n/pl/README.md.
// Words come from i18n/pl/templates.tsv (nouns with all their case forms,
// adjectives in the masculine nominative); this file decides case, number and
// gender agreement, word order and capitals.
#include "AST/TokenName.h"           // search8
#include "Parse/CounterNames.h"      // --- kopl3 ---
#include "Parse/pl/PolishCastTimes.h" // pl6
#include "Parse/pl/PolishLandTypes.h" // pl8
#include "Parse/pl/PolishSubtypes.h"  // --- kopl ---
#include "Render/ChapterNumerals.h"
#include "Render/ComputedAmounts.h"
#include "Render/PreventShape.h"
#include "Render/Renderer.h"
#include "Render/SignedAndEnergy.h" // --- kopl ---
#include "Render/SimpleTriggers.h"  // --- kopl ---
#include "Render/Templates.h"

#include <fmt/format.h>

#include <optional> // pl6
#include <utility>  // i18n3

#include <algorithm> // --- kopl ---

namespace oraclec::render {

namespace {
using ast::Node;
using ast::NodeKind;

enum Case { Nom = 0, Gen, Dat, Acc, Loc, Ins }; // pl6: Ins (przejmij kontrolę nad docelową istotą)
enum class Gender { M, MA, F, N, MP }; // pl4: MP masculine personal (sojusznicy, ludzie)

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (true) {
    size_t bar = s.find('|', pos);
    out.emplace_back(s.substr(pos, bar == std::string_view::npos ? std::string_view::npos : bar - pos));
    if (bar == std::string_view::npos)
      return out;
    pos = bar + 1;
  }
}

bool endsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// Declines an adjective (or participle) given in the masculine nominative
// singular; only the first word of a phrase declines ("niebędący żetonem").
// pl4: the masculine personal plural nominative (inni, docelowi, biali, niebiescy, tapnięci)
std::string virile(std::string_view word) {
  static constexpr std::pair<std::string_view, std::string_view> kIrregular[] = {
      {"niebieski", "niebiescy"}, {"wyposażony", "wyposażeni"}, {"zaklęty", "zaklęci"}};
  for (auto [base, form] : kIrregular)
    if (word == base) return std::string(form);
  static constexpr std::pair<std::string_view, std::string_view> kEndings[] = {
      {"ący", "ący"}, {"ny", "ni"}, {"ły", "li"}, {"ty", "ci"}, {"wy", "wi"}, {"dy", "dzi"}};
  for (auto [ending, form] : kEndings)
    if (endsWith(word, ending))
      return std::string(word.substr(0, word.size() - ending.size())) + std::string(form);
  return std::string(word) + "?"; // no rule: the read-back refuses it
}

std::string decline(std::string_view base, Gender g, bool plural, Case c) {
  size_t space = base.find(' ');
  std::string_view word = base.substr(0, space);
  std::string rest = space == std::string_view::npos ? "" : std::string(base.substr(space));
  if (g == Gender::MP && plural && c == Nom && (endsWith(word, "y") || endsWith(word, "i")))
    return virile(word) + rest;
  if (g == Gender::MP && plural && c == Acc) c = Gen; // the personal accusative is the genitive
  if (g == Gender::MP) g = Gender::MA;
  bool soft = endsWith(word, "i");
  if (!soft && !endsWith(word, "y"))
    return std::string(base); // indeclinable
  std::string stem(word.substr(0, word.size() - 1));
  static const char *kSingular[3][6] = {
      {"y", "ego", "emu", "y", "ym", "ym"}, // masculine (animate acc: ego)
      {"a", "ej", "ej", "ą", "ej", "ą"},    // feminine
      {"e", "ego", "emu", "e", "ym", "ym"}, // neuter
  };
  static const char *kPlural[6] = {"e", "ych", "ym", "e", "ych", "ymi"};
  std::string ending;
  if (plural)
    ending = kPlural[c];
  else if (g == Gender::F)
    ending = kSingular[1][c];
  else if (g == Gender::N)
    ending = kSingular[2][c];
  else
    ending = (g == Gender::MA && c == Acc) ? "ego" : kSingular[0][c];
  if (soft) {
    if (ending[0] == 'y') ending[0] = 'i';
    else if (ending[0] == 'e') ending = "i" + ending;
  }
  return stem + ending + rest;
}

struct Noun {
  Gender gender = Gender::M;
  std::vector<std::string>
      forms; // sg nom gen dat acc loc, pl nom gen dat acc loc[, sg ins, pl ins]
  std::string form(bool plural, Case c) const {
    // pl6: the instrumental, where a noun lists it, follows the ten forms; else "?" (refused)
    size_t i = c == Ins ? 10 + (plural ? 1 : 0) : size_t(c) + (plural ? 5 : 0);
    return i < forms.size() ? forms[i] : "?";
  }
};

// A rendered noun phrase and what a verb or pronoun must agree with.
struct Phrase {
  std::string text;
  Gender gender = Gender::M;
  bool plural = false;
  bool clause = false; // ends in a relative clause (needs a comma before a verb)
  std::string subject() const { return clause ? text + "," : text; }
};

// Polish counting: 1 -> singular, 2-4 (not 12-14) -> plural nominative, else
// plural genitive. Returns 0, 1, 2 for those.
int countForm(int64_t n) {
  if (n == 1) return 0;
  int64_t last = n % 10, lastTwo = n % 100;
  if (last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 1;
  return 2;
}

std::string capitalize(std::string s) {
  static const std::pair<std::string_view, std::string_view> kUpper[] = {
      {"ą", "Ą"}, {"ć", "Ć"}, {"ę", "Ę"}, {"ł", "Ł"}, {"ń", "Ń"},
      {"ó", "Ó"}, {"ś", "Ś"}, {"ź", "Ź"}, {"ż", "Ż"}};
  if (s.empty())
    return s;
  if (s[0] >= 'a' && s[0] <= 'z') {
    s[0] = char(s[0] - 'a' + 'A');
    return s;
  }
  for (auto &[lower, upper] : kUpper)
    if (s.compare(0, lower.size(), lower) == 0)
      return std::string(upper) + s.substr(lower.size());
  return s;
}

class PolishRenderer final : public LanguageRenderer {
public:
  std::string keywordSeparator() const override { return ", "; }
  std::string finishLine(std::string line) const override { return capitalize(std::move(line)); }
  // pl4: "X ..., gdzie X to liczba istot, które kontrolujesz" (107.3c); an amount with no
  // Polish form is a named gap (amountExpr).
  bool rendersComputedAmounts() const override { return true; }

  std::string ability(const Node &a, RenderState &st) const override {
    st.targets = a.find(NodeKind::Targets);
    st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
    switch (a.kind) {
    case NodeKind::KeywordAbility: {
      // --- begin kopl ---
      if (ast::Keyword(a.children[0].value) == ast::Keyword::CantBeCountered) // 101.2
        return t(st, a.value == 1 ? "cant-be-countered.self" : "cant-be-countered", {selfName(st)});
      if (ast::Keyword(a.children[0].value) == ast::Keyword::Enchant) { // Zaklinanie istoty
        const Node *f = a.find(NodeKind::Filter);
        // pl6: Zaklinanie gracza / przeciwnika (303.4)
        if (!f && (a.find(NodeKind::AnyPlayer) || a.find(NodeKind::EachOpponent)))
          return t(st, "kw.enchant",
                   {noun(st, a.find(NodeKind::AnyPlayer) ? "noun.player" : "noun.opponent")
                        .form(false, Gen)});
        if (!f) {
          st.gap("enchant without what it enchants");
          return {};
        }
        return t(st, "kw.enchant", {description(*f, st, false, Gen, "").text});
      }
      // --- end kopl ---
      std::string kw = keywordName(a.children[0], st); // finishLine capitalises the line
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
    case NodeKind::MayExert: { // pl7: 701.39, "Możesz wysilić ~, gdy atakuje. Kiedy to zrobisz, …"
      std::string out = capitalize(t(st, "may-exert", {selfName(st)}));
      if (a.children.empty()) return out;
      const Node &reflexive = a.children[0];
      if (reflexive.kind != NodeKind::Triggered ||
          reflexive.children[0].kind != NodeKind::Exerted ||
          reflexive.children[0].children[0].kind != NodeKind::Self) {
        st.gap("exerting with this trigger");
        return {};
      }
      st.targets = reflexive.find(NodeKind::Targets);
      st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
      return out + " " + capitalize(t(st, "when-you-do", {effects(reflexive, 1, st, false)}));
    }
    case NodeKind::LevelBand: { // pl8: 711.2, POZIOM 1-3 / POZIOM 4+ and the P/T box; Renderer.cpp
                                // adds the abilities of the striation below
      std::string symbol =
          a.children[1].kind == NodeKind::Int
              ? t(st, "level-band",
                  {std::to_string(a.children[0].value), std::to_string(a.children[1].value)})
              : t(st, "level-band-open", {std::to_string(a.children[0].value)});
      return symbol + "\n" + std::to_string(a.children[2].value) + "/" +
             std::to_string(a.children[3].value);
    }
    case NodeKind::HandLifeModifiers: // --- kopl --- 312.6: Ręka +1, życie -3
      return t(st, "hand-life",
               {signedNumber(a.children[0].value), signedNumber(a.children[1].value)});
    case NodeKind::Spell:
      if (const Node *modal = a.find(NodeKind::Modal)) return modes(*modal, st); // --- kopl ---
      return effects(a, 0, st, true);
    case NodeKind::Activated: {
      std::string cost = capitalize(costText(a.children[0], st));
      if (!st.whereX.empty()) { // pl4: the grammar reads "gdzie X" for the effects only
        st.gap("a computed amount in a cost");
        return {};
      }
      // --- begin pl5 --- activation restrictions (602.5b): sentences after the effects
      Node effectsOnly(NodeKind::Activated);
      std::string limits;
      for (const Node &c : a.children) {
        if (ast::classOf(c.kind) != ast::NodeClass::Restriction) {
          effectsOnly.children.push_back(c);
          continue;
        }
        const Node *cond = c.kind == NodeKind::ActivateOnlyIf ? &c.children[0] : nullptr;
        std::string key = c.kind == NodeKind::SorcerySpeed           ? "restriction.sorcery"
                          : c.kind == NodeKind::OncePerTurn          ? "restriction.once"
                          : c.kind == NodeKind::AnyPlayerMayActivate ? "restriction.any-player"
                          : !cond                                    ? ""
                          : cond->kind == NodeKind::YourTurn         ? "restriction.your-turn"
                          : cond->kind == NodeKind::YourUpkeep       ? "restriction.your-upkeep"
                          : cond->kind == NodeKind::YourTurnBeforeAttackers
                              ? "restriction.before-attackers"
                              : "restriction.if";
        if (key.empty()) {
          st.gap("activation restriction " + std::string(ast::headOf(c.kind)));
          return {};
        }
        limits += " " + (key == "restriction.if" ? t(st, key, {condition(*cond, st)}) : t(st, key));
      }
      // pl7: "{1}, {T}: Wybierz jedno — • …" (700.2), the modes on lines of their own
      if (effectsOnly.children.size() == 2 && effectsOnly.children[1].kind == NodeKind::Modal &&
          limits.empty())
        return cost + ": " + modes(effectsOnly.children[1], st);
      return cost + ": " + effects(effectsOnly, 1, st, true) + limits;
      // --- end pl5 ---
    }
    case NodeKind::CastOnly: { // --- pl6 --- 601.3: Rzuć ten czar tylko podczas walki.
      bool attacked = a.children.size() == 2 && a.children[1].kind == NodeKind::BeenAttacked;
      std::string_view when = a.children.empty() || a.children[0].kind != NodeKind::CastTiming
                                  ? std::string_view()
                                  : parse::pl::polishCastTime(a.children[0].text);
      if (when.empty() || a.children.size() != (attacked ? 2u : 1u)) {
        st.gap("casting only under this condition");
        return {};
      }
      return capitalize(t(st, attacked ? "cast-only.attacked" : "cast-only", {std::string(when)})) +
             ".";
    }
    case NodeKind::AdditionalCost: // --- pl5 --- 601.2f
      return t(st, "additional-cost", {costText(a.children[0], st)}) + ".";
    case NodeKind::Triggered:
      if (a.children[0].kind == NodeKind::Chapter) { // --- pl6 --- 715.2: I, II —
        std::optional<std::string> numerals = chapterNumerals(a.children[0]);
        if (!numerals) {
          st.gap("chapter number");
          return {};
        }
        const std::string &head = *numerals;
        return head + " \u2014 " + effects(a, 1, st, true);
      }
      // --- kopl --- "... zadaje obrażenia graczowi, ten gracz ...": the event's player
      st.eventIsPlayer =
          (a.children[0].kind == NodeKind::DealsDamageTrigger &&
           (a.children[0].find(NodeKind::ToPlayer) || a.children[0].find(NodeKind::ToOpponent))) ||
          ((a.children[0].kind == NodeKind::DrawsTrigger ||
            a.children[0].kind == NodeKind::DiscardsTrigger ||
            a.children[0].kind == NodeKind::CyclesTrigger) && // pl5: "ten gracz" drew (discarded)
           a.children[0].children[0].kind != NodeKind::You);
      // pl4: an intervening "if" (603.4): "..., jeśli kontrolujesz goblina, ..."
      // pl6: after the targets too (canonicalize puts them first)
      for (size_t ci = 1; ci < 3 && ci < a.children.size(); ++ci)
        if (a.children[ci].kind == NodeKind::Intervening) {
          std::string when = capitalize(trigger(a.children[0], st));
          std::string cond = condition(a.children[ci].children[0], st);
          return when + ", " + t(st, "intervening-if", {cond}) + ", " +
                 effects(a, ci + 1, st, false);
        } else if (a.children[ci].kind != NodeKind::Targets) {
          break;
        }
      // pl7: "Kiedy ~ wchodzi na pole bitwy, wybierz jedno — • …" (700.2)
      if (a.children.size() == 2 && a.children[1].kind == NodeKind::Modal) {
        std::string when = capitalize(trigger(a.children[0], st));
        std::string choice = modes(a.children[1], st);
        if (!choice.empty() && choice[0] >= 'A' && choice[0] <= 'Z')
          choice[0] = char(choice[0] - 'A' + 'a');
        return when + ", " + choice;
      }
      return capitalize(trigger(a.children[0], st)) + ", " + effects(a, 1, st, false);
    case NodeKind::Static:
      // --- begin kopl: "dostaje +1/+0 i ma pierwsze uderzenie" (one object, two effects) ---
      if (a.children.size() == 2 && ptAndKeywordsPair(a.children[0], a.children[1]))
        return capitalize(ptAndKeywords(a.children[0], a.children[1], st)) + ".";
      // pl5: "Dopóki …, ~ dostaje +1/+1 i ma latanie": one condition over both (611.3a)
      if (a.children.size() == 2 && a.children[0].kind == NodeKind::AsLongAs &&
          a.children[1].kind == NodeKind::AsLongAs &&
          a.children[0].children[0] == a.children[1].children[0] &&
          ptAndKeywordsPair(a.children[0].children[1], a.children[1].children[1]))
        return capitalize(
                   t(st, "as-long-as",
                     {condition(a.children[0].children[0], st),
                      ptAndKeywords(a.children[0].children[1], a.children[1].children[1], st)})) +
               ".";
      // --- begin pl6 ---
      // "Zaklęta istota dostaje +2/+2 i ma "…"" (one object, 613.4c and 113.1a)
      if (a.children.size() == 2 && a.children[0].kind == NodeKind::ModifyPT &&
          a.children[0].children.size() == 3 && a.children[0].children[1].kind == NodeKind::Int &&
          a.children[0].children[2].kind == NodeKind::Int &&
          a.children[1].kind == NodeKind::GrantAbility && a.children[1].children.size() == 2 &&
          a.children[1].children[0] == a.children[0].children[0]) {
        std::string grant = grantAbility(a.children[1], st, true); // names the object first
        Phrase who = object(a.children[0].children[0], st, Nom);
        size_t quote = grant.find('"');
        if (grant.empty() || quote == std::string::npos) return {};
        return capitalize(
            t(st, who.plural ? "static-pt-and-grant.plural" : "static-pt-and-grant",
              {who.subject(),
               signedPt(a.children[0].children[1].value, a.children[0].children[2].value),
               grant.substr(quote)}));
      }
      // "~ wchodzi na pole bitwy tapnięty z dwoma znacznikami ładunku" (614.1c)
      if (a.children.size() == 2 && a.children[0].kind == NodeKind::EntersTapped &&
          a.children[0].children.size() == 1 &&
          a.children[1].kind == NodeKind::EntersWithCounters &&
          a.children[1].children.size() == 3 &&
          a.children[0].children[0] == a.children[1].children[0]) {
        std::string text = continuous(a.children[1], st);
        std::string enters = t(st, "enters-battlefield-words");
        size_t at = text.find(enters);
        if (text.empty() || at == std::string::npos) {
          st.gap("enters tapped with counters");
          return {};
        }
        Phrase who = object(a.children[0].children[0], st, Nom);
        text.insert(at + enters.size(), " " + decline(t(st, "tapped"), who.gender, false, Nom));
        return capitalize(text) + ".";
      }
      // --- end pl6 ---
      if (a.children.size() != 1) {
        st.gap("a static ability with several effects");
        return {};
      }
      // --- end kopl ---
      {
        std::string text = capitalize(continuous(a.children[0], st));
        std::string where = whereClause(st); // pl4
        // pl6: a quoted ability ends its own sentence ('ma "{T}: Dodaj {G}."')
        if (where.empty() && !text.empty() && text.back() == '"') return text;
        return text + where + ".";
      }
    default: st.gap(std::string("ability ") + std::string(ast::headOf(a.kind))); return {};
    }
  }

private:
  const Templates &tpl_ = Templates::forLanguage(Language::Pl);

  std::string t(RenderState &st, const std::string &key, std::vector<std::string> args = {}) const {
    if (!tpl_.has(key)) {
      st.gap("no Polish template '" + key + "'");
      return "<" + key + ">";
    }
    return tpl_.format(key, args);
  }
  std::vector<std::string> forms(RenderState &st, const std::string &key) const { return split(t(st, key)); }
  std::string pick(RenderState &st, const std::string &key, size_t i) const {
    auto f = forms(st, key);
    return i < f.size() ? f[i] : f.back();
  }

  Noun noun(RenderState &st, const std::string &key) const {
    auto f = forms(st, key);
    Noun n;
    if (f.size() < 11) {
      st.gap("Polish noun '" + key + "' needs a gender and ten forms");
      n.forms.assign(10, "<" + key + ">");
      return n;
    }
    n.gender = f[0] == "f"    ? Gender::F
               : f[0] == "n"  ? Gender::N
               : f[0] == "ma" ? Gender::MA
               : f[0] == "mp" ? Gender::MP // pl4
                              : Gender::M;
    n.forms.assign(f.begin() + 1, f.end());
    return n;
  }

  std::string keywordName(const Node &leaf, RenderState &st) const {
    return t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(leaf.value))));
  }

  // --- begin pl6: the object that has a quoted ability (113.1a) ---
  // Inside the quotes the ability's own object is "ta istota" / "ta kraina" / "ten permanent"
  // (declined), never the card's name: st.cardName is then kThisMarker and the noun's key.
  static constexpr char kThisMarker = '\x01';
  Phrase selfPhrase(RenderState &st, Case c) const {
    if (st.cardName.empty() || st.cardName[0] != kThisMarker)
      return {st.cardName.empty() ? "~" : st.cardName, Gender::M, false, false};
    Noun n = noun(st, st.cardName.substr(1));
    static const char *kThis[3][6] = {{"ten", "tego", "temu", "ten", "tym", "tym"},
                                      {"ta", "tej", "tej", "tę", "tej", "tą"},
                                      {"to", "tego", "temu", "to", "tym", "tym"}};
    size_t g = n.gender == Gender::F ? 1 : n.gender == Gender::N ? 2 : 0;
    std::string word = n.gender == Gender::MA && c == Acc ? "tego" : kThis[g][c];
    return {word + " " + n.form(false, c), n.gender, false, false};
  }
  // Where only the card's name (`~`) is read: in a quoted ability, a named gap.
  std::string selfName(RenderState &st) const {
    if (!st.cardName.empty() && st.cardName[0] == kThisMarker) {
      st.gap("the card's name inside a quoted ability");
      return "~";
    }
    return st.cardName.empty() ? "~" : st.cardName;
  }
  // The noun for "this ..." from what has the ability: its one card type, else "permanent".
  std::string thisNounKey(const Node &o, RenderState &st) const {
    static constexpr std::string_view kTypes[] = {"creature", "land", "artifact", "enchantment",
                                                  "planeswalker"};
    auto known = [](std::string_view type) {
      return std::find(std::begin(kTypes), std::end(kTypes), type) != std::end(kTypes);
    };
    const Node *f = o.kind == NodeKind::All      ? &o.children[0]
                    : o.kind == NodeKind::Filter ? &o
                                                 : nullptr;
    if (o.kind == NodeKind::TargetRef && st.targets &&
        size_t(o.value) < st.targets->children.size() &&
        st.targets->children[size_t(o.value)].children[0].kind == NodeKind::Filter)
      f = &st.targets->children[size_t(o.value)].children[0];
    if (o.kind == NodeKind::AttachedObject) {
      std::string type = o.text.substr(o.text.find(' ') + 1);
      if (known(type)) return "noun." + type;
    }
    std::string only;
    size_t count = 0;
    if (f)
      for (const Node &p : f->children)
        if (p.kind == NodeKind::CardTypeLeaf) {
          ++count;
          only = ast::spelling(ast::Vocabulary::CardType, p.value);
        }
    return count == 1 && known(only) ? "noun." + only : "noun.permanent";
  }
  // 'zaklęta kraina ma "{T}: Dodaj {G}."' / 'docelowa istota zyskuje "…" do końca tury'
  std::string grantAbility(const Node &e, RenderState &st, bool isStatic) const {
    const Node &inner = e.children[1];
    bool eot = e.children.size() == 3 && e.children[2].kind == NodeKind::UntilEndOfTurn;
    if ((inner.kind != NodeKind::Activated && inner.kind != NodeKind::Triggered) ||
        e.children.size() != (eot ? 3u : 2u) || (isStatic && eot)) {
      st.gap("granting this kind of ability");
      return {};
    }
    RenderState in; // the quoted ability declares and names its own targets
    in.cardName = std::string(1, kThisMarker) + thisNounKey(e.children[0], st);
    in.gaps = st.gaps;
    std::string text = ability(inner, in);
    Phrase who = object(e.children[0], st, Nom);
    std::string key = isStatic ? "grant-ability" : "gain-ability";
    std::string out =
        t(st, who.plural ? key + ".plural" : key, {who.subject(), "\"" + text + "\""});
    return eot ? out + " " + t(st, "until-end-of-turn") : out;
  }
  // "Spójrz na trzy wierzchnie karty swojej biblioteki i ułóż je z powrotem w dowolnej kolejności."
  // / "... Weź jedną z nich do ręki, a resztę połóż na spodzie swojej biblioteki w dowolnej
  // kolejności." (our wording); revealing or choosing a kind of card is a named gap.
  // --- begin pl7: looking at (or revealing) the top cards and choosing some of a kind (701.16,
  // 608.2d; our wording, i18n/pl/README.md); nullopt: one of the pl6 forms below ---
  std::optional<std::string> lookAtTopPl7(const Node &e, RenderState &st) const {
    const Node &who = e.children[0], &n = e.children[1];
    size_t i = 2;
    bool revealAll = i < e.children.size() && e.children[i].kind == NodeKind::Revealed;
    if (revealAll) ++i;
    if (i + 2 != e.children.size() || e.children[i].kind != NodeKind::PutChosen ||
        e.children[i + 1].kind != NodeKind::PutRest)
      return std::nullopt;
    const Node &chosen = e.children[i], &rest = e.children[i + 1];
    const Node &k = chosen.children[0], &f = chosen.children[1];
    bool allMatching = k.kind == NodeKind::AllMatching;
    bool optional = chosen.find(NodeKind::Optional) != nullptr;
    bool chosenReveal = chosen.find(NodeKind::Revealed) != nullptr;
    if (!allMatching && !optional) return std::nullopt;
    size_t options = chosen.children.size() - 3;
    bool one = n.kind == NodeKind::Int && n.value == 1;
    auto zone = [](const Node &z) {
      return std::string(ast::spelling(ast::Vocabulary::Zone, z.value));
    };
    // the place a card goes, and the verb that goes with it (weź: the hand; połóż: elsewhere)
    auto place = [&](const Node &z, const Node *put, bool several, std::string &where) {
      std::string to = zone(z);
      bool bottom = put && put->find(NodeKind::LibraryBottom);
      bool random = put && put->find(NodeKind::RandomOrder);
      size_t extra = put ? put->children.size() - 1 : 0;
      if (to == "hand" || to == "battlefield" || to == "graveyard") {
        if (extra) return false;
        where = t(st, "look7.place." + to);
      } else if (to == "library" && bottom && extra == (random ? 2u : 1u)) {
        where = t(st, "look.rest.bottom") + (random    ? " " + t(st, "look.random-order")
                                             : several ? " " + t(st, "look.any-order")
                                                       : "");
      } else if (to == "library" && !extra) {
        where = t(st, "look7.place.top") + (several ? " " + t(st, "look.any-order") : "");
      } else {
        return false;
      }
      return true;
    };
    auto verb = [&](const Node &z, bool infinitive) {
      return t(st, std::string("look7.") + (zone(z) == "hand" ? "take" : "put") +
                       (infinitive ? ".inf" : ""));
    };
    std::string cards = one ? t(st, "look.top-card")
                            : (n.kind == NodeKind::Int ? numeral(n, Gender::F, st) : "X") + " " +
                                  pick(st, "look.top-cards",
                                       n.kind == NodeKind::Int && countForm(n.value) == 1 ? 0 : 1);
    if (n.kind != NodeKind::Int && n.kind != NodeKind::XValue) return std::nullopt;
    // "możesz położyć tę kartę na swoim cmentarzu / na cmentarzu tego gracza" (404.1)
    if (optional && !chosenReveal && !revealAll && f.children.empty() && one && options == 1 &&
        k.kind == NodeKind::Int && k.value == 1 && zone(chosen.children[2]) == "graveyard" &&
        rest.children.size() == 1 && zone(rest.children[0]) == "library") {
      if (who.kind == NodeKind::You)
        return t(st, "look-at-top", {cards, t(st, "look.your-library")}) + ". " +
               capitalize(t(st, "look7.that-card.you"));
      if (who.kind == NodeKind::TargetRef)
        return t(st, "look-at-top",
                 {cards, t(st, "look.library-of", {player(who, st, Gen).text})}) +
               ". " + capitalize(t(st, "look7.that-card.player"));
      return std::nullopt;
    }
    if (who.kind != NodeKind::You || f.children.empty()) return std::nullopt;
    std::string head = t(st, revealAll ? "look7.reveal" : "look7.look", {cards});
    std::string to, restTo;
    if (allMatching && revealAll && options == 0) {
      if (!place(chosen.children[2], nullptr, false, to) ||
          !place(rest.children[0], &rest, !one, restTo) || zone(chosen.children[2]) == "library")
        return std::nullopt;
      if (one) // jeśli to karta krainy, połóż ją na polu bitwy, a w przeciwnym razie weź ją do ręki
        return head + ". " +
               capitalize(
                   t(st, "look7.if-it-is",
                     {description(f, st, false, Nom, "").text, verb(chosen.children[2], false), to,
                      verb(rest.children[0], false), restTo}));
      return head + ". " +
             capitalize(
                 t(st, "look7.all-revealed",
                   {verb(chosen.children[2], false), to, description(f, st, true, Acc, "").text,
                    verb(rest.children[0], false), restTo}));
    }
    bool several = !(n.kind == NodeKind::Int && n.value <= 2);
    if (optional && !allMatching && k.kind == NodeKind::Int && k.value == 1 && !one &&
        options == (chosenReveal ? 2u : 1u) && zone(chosen.children[2]) != "library" &&
        place(chosen.children[2], nullptr, false, to) &&
        place(rest.children[0], &rest, several, restTo)) {
      std::string what = description(f, st, false, Acc, "").text;
      return head + ". " +
             capitalize(chosenReveal ? t(st, "look7.may-reveal",
                                         {what, verb(chosen.children[2], true), to,
                                          verb(rest.children[0], false), restTo})
                                     : t(st, "look7.may",
                                         {verb(chosen.children[2], true), to, what,
                                          verb(rest.children[0], false), restTo}));
    }
    return std::nullopt;
  }
  // --- end pl7 ---
  std::string lookAtTop(const Node &e, RenderState &st) const {
    if (auto pl7 = lookAtTopPl7(e, st)) return *pl7;
    const Node &who = e.children[0], &n = e.children[1], &rest = e.children.back();
    const Node *chosen = e.children.size() == 4 && e.children[2].kind == NodeKind::PutChosen
                             ? &e.children[2]
                             : nullptr;
    if (e.children.size() != (chosen ? 4u : 3u) || rest.kind != NodeKind::PutRest ||
        (n.kind != NodeKind::Int && n.kind != NodeKind::XValue)) {
      st.gap("look at the top cards with these options");
      return {};
    }
    bool one = n.kind == NodeKind::Int && n.value == 1;
    std::string cards = one ? t(st, "look.top-card")
                            : (n.kind == NodeKind::Int ? numeral(n, Gender::F, st) : "X") + " " +
                                  pick(st, "look.top-cards",
                                       n.kind == NodeKind::Int && countForm(n.value) == 1 ? 0 : 1);
    std::string whose;
    if (who.kind == NodeKind::You)
      whose = t(st, "look.your-library");
    else if (who.kind == NodeKind::TargetRef)
      whose = t(st, "look.library-of", {player(who, st, Gen).text});
    else {
      st.gap("looking at this player's library");
      return {};
    }
    std::string out = t(st, "look-at-top", {cards, whose});
    auto zone = [](const Node &z) {
      return std::string(ast::spelling(ast::Vocabulary::Zone, z.value));
    };
    if (!chosen) {
      if (rest.children.size() != 1 || zone(rest.children[0]) != "library") {
        st.gap("looking at cards and moving them all");
        return {};
      }
      return one ? out : out + " " + t(st, "look.reorder");
    }
    const Node &k = chosen->children[0];
    std::string to = zone(chosen->children[2]);
    if (who.kind != NodeKind::You || chosen->children.size() != 3 ||
        !chosen->children[1].children.empty() || (to != "hand" && to != "graveyard") ||
        (k.kind != NodeKind::Int && k.kind != NodeKind::AnyNumber)) {
      st.gap("look at the top cards and choose some of this kind");
      return {};
    }
    std::string count = k.kind == NodeKind::AnyNumber ? t(st, "look.any-number")
                        : k.value == 1                ? pick(st, "number.1", 1)
                                                      : numeral(k, Gender::F, st);
    std::string put = t(st, to == "hand" ? "look.take" : "look.put-graveyard", {count});
    std::string restZone = zone(rest.children[0]);
    bool bottom = rest.find(NodeKind::LibraryBottom) != nullptr;
    bool random = rest.find(NodeKind::RandomOrder) != nullptr;
    std::string where;
    if (restZone == "graveyard" && rest.children.size() == 1)
      where = t(st, "look.rest.graveyard");
    else if (restZone == "library" && bottom && rest.children.size() == (random ? 3u : 2u)) {
      bool several =
          !(n.kind == NodeKind::Int && k.kind == NodeKind::Int && n.value - k.value <= 1);
      where = t(st, "look.rest.bottom") + (random    ? " " + t(st, "look.random-order")
                                           : several ? " " + t(st, "look.any-order")
                                                     : "");
    } else if (restZone == "library" && rest.children.size() == 1)
      where = t(st, "look.rest.top");
    else {
      st.gap("the rest of the cards looked at go elsewhere");
      return {};
    }
    return out + ". " + capitalize(put + ", " + t(st, "look.rest", {where}));
  }
  // "~ staje się 4/4 czerwoną i zieloną artefaktową istotą typu smok z lataniem do końca tury"
  // (613.1d); ", zachowując swoje typy" (205.1b: English "that's still a land").
  std::string becomes(const Node &e, RenderState &st) const {
    const Node &tok = e.children[1];
    bool eot = false, retains = false;
    for (size_t i = 2; i < e.children.size(); ++i) {
      if (e.children[i].kind == NodeKind::UntilEndOfTurn && !eot && !retains)
        eot = true;
      else if (e.children[i].kind == NodeKind::RetainsTypes && !retains)
        retains = true;
      else {
        st.gap("becoming something with this option");
        return {};
      }
    }
    if (tok.kind != NodeKind::TokenDesc || tok.children[0].kind != NodeKind::Int ||
        tok.children[1].kind != NodeKind::Int || tok.children.size() > 4 ||
        (tok.children.size() == 4 && tok.children[3].kind != NodeKind::KeywordLeaf)) {
      st.gap("becoming a creature of this kind");
      return {};
    }
    std::vector<std::string> colors;
    std::string subtypes;
    bool creature = false, artifact = false;
    for (auto &p : tok.children[2].children) {
      if (p.kind == NodeKind::ColorLeaf && !artifact && !creature)
        colors.push_back(
            t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value))));
      else if (p.kind == NodeKind::CardTypeLeaf && !artifact && !creature &&
               ast::spelling(ast::Vocabulary::CardType, p.value) == "artifact")
        artifact = true;
      else if (p.kind == NodeKind::CardTypeLeaf && !creature &&
               ast::spelling(ast::Vocabulary::CardType, p.value) == "creature")
        creature = true;
      else if (p.kind == NodeKind::SubtypeLeaf && creature &&
               !parse::pl::polishSubtype(p.text).empty())
        subtypes += " " + std::string(parse::pl::polishSubtype(p.text));
      else {
        st.gap("becoming a creature of this kind");
        return {};
      }
    }
    if (!creature) {
      st.gap("becoming something that is not a creature");
      return {};
    }
    Noun n = noun(st, "noun.creature");
    std::string what =
        std::to_string(tok.children[0].value) + "/" + std::to_string(tok.children[1].value);
    for (size_t i = 0; i < colors.size(); ++i)
      what += (i == 0 ? " " : " " + t(st, "and") + " ") + decline(colors[i], n.gender, false, Ins);
    if (artifact) what += " " + decline(t(st, "artifact-adj"), n.gender, false, Ins);
    what += " " + n.form(false, Ins);
    if (!subtypes.empty()) what += " " + t(st, "of-subtype", {subtypes.substr(1)});
    if (tok.children.size() == 4)
      what += " " + t(st, "with-keyword", {keywordCase(tok.children[3], "ins", st)});
    Phrase who = object(e.children[0], st, Nom);
    std::string out = t(st, who.plural ? "becomes.plural" : "becomes", {who.subject(), what});
    if (retains) out += ", " + t(st, "becomes.retains-types");
    if (eot) out += " " + t(st, "until-end-of-turn");
    return out;
  }
  // --- end pl6 ---

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
      case NodeKind::PayLifeCost: part = t(st, "cost.pay-life", {withDigits(p.children[0], "life", st)}); break;
      // library2: a described card or several permanents have no Polish form yet: a named gap
      case NodeKind::DiscardCost:
        if (p.children.size() > 1) { // pl6: odrzuć kartę istoty / dwie karty istot
          const Node &n = p.children[0];
          bool one = n.kind == NodeKind::Int && n.value == 1;
          Phrase d = description(p.children[1], st, !one, one ? Acc : countCase(n), "");
          part = t(st, "cost.discard", {one ? d.text : numeral(n, d.gender, st) + " " + d.text});
          break;
        }
        part = t(st, "cost.discard", {counted(p.children[0], noun(st, "noun.card"), st)});
        break;
      case NodeKind::SacrificeCost:
        if (p.children.size() > 1) { // pl6: poświęć dwie istoty / X krain
          const Node &n = p.children[1];
          if (p.children[0].kind != NodeKind::Filter || (n.kind == NodeKind::Int && n.value < 2)) {
            st.gap("sacrifice cost of several permanents");
            return {};
          }
          Phrase d = description(p.children[0], st, true, countCase(n), "");
          part = t(st, "cost.sacrifice", {numeral(n, d.gender, st) + " " + d.text});
          break;
        }
        part = t(st, "cost.sacrifice", {object(p.children[0], st, Acc).text});
        break;
      case NodeKind::TapOthersCost: { // --- kopl3 --- 602.2b: tapnij dwie odtapnięte istoty, które
                                      // kontrolujesz
        const Node &n = p.children[0];
        bool one = n.value == 1;
        Case c = one ? Acc : countCase(n);
        Phrase what = description(p.children[1], st, !one, c, "");
        part = t(st, "cost.tap-others",
                 {one ? what.text : numeral(n, what.gender, st) + " " + what.text});
        break;
      }
      case NodeKind::RemoveCountersCost: // --- kopl3 --- 118.3: usuń znacznik ładunku z ~
        part = t(st, "cost.remove-counters",
                 {counted(p.children[1], noun(st, "noun.counter"), st),
                  counterName(p.children[0], st), selfName(st)});
        break;
      case NodeKind::LoyaltyCost: // --- kopl --- +1 / -3 / -X (606.2)
        if (p.children[0].kind == NodeKind::Int)
          part = (p.children[0].value > 0 ? "+" : "") + std::to_string(p.children[0].value);
        else if (p.children[0].kind == NodeKind::Negate &&
                 p.children[0].children[0].kind == NodeKind::XValue)
          part = "-X";
        else
          st.gap("loyalty cost");
        break;
      // --- begin pl6 --- our wording (i18n/pl/README.md)
      case NodeKind::DiscardSelfCost:
        part = t(st, "cost.discard", {selfName(st)});
        break;
      case NodeKind::DiscardRandomCost: // 701.8b: odrzuć losowo kartę
        part = t(st, "cost.discard-random", {counted(p.children[0], noun(st, "noun.card"), st)});
        break;
      case NodeKind::ExileTopCost: { // 406.2: wygnaj wierzchnią kartę swojej biblioteki
        const Node &n = p.children[0];
        if (n.kind != NodeKind::Int) {
          st.gap("exiling a computed number of cards from the top");
          break;
        }
        part = t(st, "cost.exile-top",
                 {n.value == 1 ? t(st, "look.top-card")
                               : numeral(n, Gender::F, st) + " " +
                                     pick(st, "look.top-cards", countForm(n.value) == 1 ? 0 : 1)});
        break;
      }
      case NodeKind::ExileCost: { // wygnaj ~ / wygnaj kartę istoty z twojego cmentarza
        const Node &what = p.children[0];
        if (p.children.size() == 1 &&
            (what.kind == NodeKind::Self || what.kind == NodeKind::SelfInZone)) {
          part = t(st, "cost.exile", {object(what, st, Acc).text});
          break;
        }
        const Node *n = p.children.size() == 2 ? &p.children[1] : nullptr;
        if (what.kind != NodeKind::Filter || !n || n->kind != NodeKind::Int || n->value < 1) {
          st.gap("exiling this as a cost");
          break;
        }
        bool one = n->value == 1;
        Case c = one ? Acc : countCase(*n);
        Phrase d = description(what, st, !one, c, "");
        part = t(st, "cost.exile", {one ? d.text : numeral(*n, d.gender, st) + " " + d.text});
        break;
      }
      // --- end pl6 ---
      case NodeKind::ExertSelfCost:
        part = t(st, "cost.exert-self", {selfName(st)});
        break; // pl7
      default: st.gap("cost part"); break;
      }
      out += (out.empty() ? "" : ", ") + part;
    }
    return out;
  }

  // The player an effect is done by, if it names one ("docelowy gracz dobiera").
  static const Node *playerSubject(const Node &e) {
    if ((e.kind == NodeKind::Draw || e.kind == NodeKind::GainLife || e.kind == NodeKind::LoseLife) &&
        e.children[0].kind == NodeKind::TargetRef)
      return &e.children[0];
    return nullptr;
  }

  std::string effects(const Node &a, size_t from, RenderState &st, bool capitalFirst) const {
    std::string out;
    const Node *previousSubject = nullptr;
    bool joinNext = false; // pl4: the next effect uses the same computed amount
    for (size_t i = from; i < a.children.size(); ++i) {
      if (a.children[i].kind == NodeKind::Targets)
        continue;
      // --- begin pl5 --- "Jeśli to zrobisz, ..." (608.2c): the sentence after a "możesz ..."
      if (a.children[i].kind == NodeKind::IfYouDo || a.children[i].kind == NodeKind::IfYouDont) {
        std::string sentence = ifYouDo(a.children[i], st);
        if (!out.empty() || capitalFirst) sentence = capitalize(sentence);
        out += (out.empty() ? "" : " ") + sentence;
        previousSubject = nullptr;
        joinNext = false;
        continue;
      }
      // --- end pl5 ---
      const Node *subject = playerSubject(a.children[i]);
      std::string text = effect(a.children[i], st);
      bool merged = false;
      if (subject && previousSubject && *subject == *previousSubject) {
        // One subject, two verbs: "docelowy gracz dobiera kartę i traci 1
        // punkt życia"; the second effect would start with "to" (the target again).
        std::string head = pick(st, "it", Nom) + " ";
        if (text.rfind(head, 0) == 0 && !out.empty() && out.back() == '.') {
          out.pop_back();
          out += " " + t(st, "and") + " " + text.substr(head.size()) + ".";
          merged = true;
        }
      }
      if (!merged) {
        previousSubject = subject;
        std::string sentence = text + ".";
        if (joinNext) { // pl4: "..., a następnie ...": one sentence, one "gdzie X"
          out.pop_back();
          out += ", " + t(st, "then") + " " + sentence;
        } else {
          if (!out.empty() || capitalFirst) sentence = capitalize(sentence);
          out += (out.empty() ? "" : " ") + sentence;
        }
      }
      // pl4: ", gdzie X to ..." ends the sentence of the last effect using that amount; the
      // grammar reads it for its own sentence only, so effects sharing it are one sentence
      joinNext = !st.whereX.empty() && i + 1 < a.children.size() &&
                 sameComputedAmount(a.children[i], a.children[i + 1]);
      if (!st.whereX.empty() && !joinNext) {
        out.pop_back();
        out += whereClause(st) + ".";
      }
    }
    return out;
  }

  // --- begin pl5 ---
  // One object's P/T change and keywords (kopl; pl5: also under one "dopóki"): "zaklęta istota
  // dostaje +1/+0 i ma pierwsze uderzenie".
  static bool ptAndKeywordsPair(const Node &m, const Node &g) {
    return m.kind == NodeKind::ModifyPT &&
           (m.children.size() == 3 || // pl8: or "za każdą …" (for each)
            (m.children.size() == 4 && m.children[3].kind == NodeKind::ForEach)) &&
           g.kind == NodeKind::GainKeyword && g.children[0] == m.children[0];
  }
  std::string ptAndKeywords(const Node &m, const Node &g, RenderState &st) const {
    // pl8: "dostaje -2/+0 i nie może blokować" (a restriction is a sentence, not a keyword)
    if (g.children.size() == 2 && g.children[1].kind == NodeKind::KeywordLeaf &&
        m.children.size() == 3 && m.children[1].kind == NodeKind::Int &&
        m.children[2].kind == NodeKind::Int) {
      auto k = ast::Keyword(g.children[1].value);
      const char *key = k == ast::Keyword::CantBlock       ? "static-pt-and-cant-block"
                        : k == ast::Keyword::CantAttack    ? "static-pt-and-cant-attack"
                        : k == ast::Keyword::CantBeBlocked ? "static-pt-and-cant-be-blocked"
                                                           : nullptr;
      if (key) {
        Phrase who = object(m.children[0], st, Nom);
        return t(st, who.plural ? std::string(key) + ".plural" : key,
                 {who.subject(), signedPt(m.children[1].value, m.children[2].value),
                  decline(t(st, "blocked"), who.gender, who.plural, Nom)});
      }
    }
    bool duration = false;
    std::string list = keywordList(g, st, &duration);
    if (duration) {
      st.gap("static keywords with a duration");
      return {};
    }
    if (m.children[1].kind != NodeKind::Int || m.children[2].kind != NodeKind::Int) {
      st.gap("a computed P/T change with keywords"); // pl4
      return {};
    }
    Phrase who = object(m.children[0], st, Nom);
    std::string pt = signedPt(m.children[1].value, m.children[2].value);
    if (m.children.size() == 4) // pl8: "dostaje +1/+1 za każdą równinę, którą kontrolujesz, i ma …"
      pt += " " + forEach(m.children[3], st) + ",";
    return t(st, who.plural ? "static-pt-and-keywords.plural" : "static-pt-and-keywords",
             {who.subject(), pt, list});
  }
  // "Jeśli to zrobisz, dobierz kartę, a następnie odrzuć kartę." (one sentence: the grammar
  // reads "jeśli to zrobisz" for the effects of its own sentence)
  std::string ifYouDo(const Node &c, RenderState &st) const {
    if (!st.whereX.empty()) {
      st.gap("a computed amount before 'if you do'");
      return {};
    }
    std::string inner;
    for (const Node &e : c.children) {
      if (e.kind == NodeKind::IfYouDo || e.kind == NodeKind::IfYouDont ||
          e.kind == NodeKind::Targets) {
        st.gap("'if you do' inside 'if you do'");
        return {};
      }
      inner += (inner.empty() ? "" : ", " + t(st, "then") + " ") + effect(e, st);
    }
    inner += whereClause(st);
    return t(st, c.kind == NodeKind::IfYouDo ? "if-you-do" : "if-you-dont", {inner}) + ".";
  }
  // "..., chyba że zapłacisz {1}" / "..., chyba że jego kontroler zapłaci {3}" (118.12): the
  // controller of the target the effect has just named ("jego" / "jej" agrees with it).
  std::string unlessPays(const Node &e, RenderState &st) const {
    std::string text = effect(e.children[2], st);
    const Node &who = e.children[0];
    std::string mana = e.children[1].text;
    if (who.kind == NodeKind::You) return text + ", " + t(st, "unless-pays.you", {mana});
    if (who.kind == NodeKind::ControllerOf && who.children[0].kind == NodeKind::TargetRef &&
        st.targets) {
      size_t i = size_t(who.children[0].value);
      // "jego" reads as the target named last: it must be this one
      bool last = i < st.targetMentioned.size() && st.targetMentioned[i];
      for (size_t j = i + 1; j < st.targetMentioned.size(); ++j)
        last = last && !st.targetMentioned[j];
      if (last) {
        RenderState scratch = st; // the target's gender only: nothing recorded
        scratch.gaps = nullptr;
        Phrase p = targetText(st.targets->children[i], scratch, Nom);
        if (!p.plural)
          return text + ", " +
                 t(st, "unless-pays.controller",
                   {t(st, p.gender == Gender::F ? "its.f" : "its.n"), mana});
      }
    }
    st.gap("'unless' this player pays");
    return {};
  }
  // "Połóż docelową kartę istoty z twojego cmentarza na polu bitwy tapniętą pod swoją kontrolą."
  std::string putOntoBattlefield(const Node &e, RenderState &st) const {
    Phrase what = object(e.children[0], st, Acc);
    std::string out = t(st, "put-onto-battlefield", {what.text});
    bool tapped = false, under = false;
    for (size_t i = 1; i < e.children.size(); ++i) {
      if (e.children[i].kind == NodeKind::IsTapped && !tapped)
        tapped = true;
      else if (e.children[i].kind == NodeKind::UnderYourControl && !under)
        under = true;
      else {
        st.gap("onto the battlefield " + std::string(ast::headOf(e.children[i].kind)));
        return {};
      }
    }
    if (tapped) out += " " + decline(t(st, "tapped"), what.gender, what.plural, Acc);
    if (under) out += " " + t(st, "under-your-control");
    return out;
  }
  // --- end pl5 ---

  // --- begin pl4: conditions as one comparison (our wording, i18n/pl/README.md) ---
  // "kontrolujesz goblina" / "kontrolujesz co najmniej trzy artefakty" / "nie kontrolujesz
  // żadnej istoty" / "przeciwnik kontroluje czarny permanent" / "~ atakuje" / "zaklęta istota
  // jest czerwona"; any other condition is a named gap.
  std::string condition(const Node &c, RenderState &st) const {
    if (c.kind == NodeKind::WasKicked) return t(st, "cond.was-kicked"); // pl6: 702.33d
    if (c.kind == NodeKind::AttackedThisTurn) return t(st, "cond.attacked-this-turn"); // pl6: 508.1
    if (c.kind == NodeKind::CardsAtLeast && c.children[0].kind == NodeKind::You &&
        c.children[2].kind == NodeKind::Int && c.children[2].value >= 2) { // pl6: threshold
      std::string z(ast::spelling(ast::Vocabulary::Zone, c.children[1].value));
      if (z == "graveyard" || z == "hand")
        return t(st, "cond.cards-at-least." + z,
                 {counted(c.children[2], noun(st, "noun.card"), st)});
    }
    if (c.kind == NodeKind::ManaSpentToCast) { // pl8: 601.2h, "na rzucenie ~ wydano {R}"
      std::string color(ast::spelling(ast::Vocabulary::Color, c.children[0].value));
      static const std::pair<std::string_view, std::string_view> kSymbols[] = {
          {"white", "{W}"}, {"blue", "{U}"}, {"black", "{B}"}, {"red", "{R}"}, {"green", "{G}"}};
      for (auto [name, symbol] : kSymbols)
        if (name == color)
          return t(st, "cond.mana-spent-to-cast", {selfName(st), std::string(symbol)});
    }
    if (auto pl7 = conditionPl7(c, st)) return *pl7; // pl7
    if (c.kind != NodeKind::Compare) {
      st.gap("condition " + std::string(ast::headOf(c.kind)));
      return {};
    }
    const Node &l = c.children[0], &rel = c.children[1], &r = c.children[2];
    if (l.kind == NodeKind::CountOf && l.children[0].kind == NodeKind::All &&
        r.kind == NodeKind::Int) {
      const Node &f = l.children[0].children[0];
      Node rest(NodeKind::Filter);
      const Node *who = nullptr;
      for (auto &p : f.children)
        if (p.kind == NodeKind::ControlledBy && !who)
          who = &p.children[0];
        else
          rest.children.push_back(p);
      bool you = who && who->kind == NodeKind::You;
      bool opponent = who && who->kind == NodeKind::EachOpponent;
      if (rel.kind == NodeKind::RelAtLeast && r.value == 1 && (you || opponent))
        return t(st, you ? "cond.you-control" : "cond.opponent-controls",
                 {description(rest, st, false, Acc, "").text});
      if (rel.kind == NodeKind::RelAtLeast && r.value >= 2 && you) {
        Phrase p = description(rest, st, true, countCase(r), "");
        return t(st, "cond.you-control-at-least", {numeral(r, p.gender, st) + " " + p.text});
      }
      if (rel.kind == NodeKind::RelAtMost && r.value == 0 && you)
        return t(st, "cond.you-control-none",
                 {description(rest, st, false, Gen, "adj.none").text});
    }
    if (rel.kind == NodeKind::RelIs && r.kind == NodeKind::Filter && r.children.size() == 1 &&
        (l.kind == NodeKind::Self || l.kind == NodeKind::AttachedObject)) {
      const Node &q = r.children[0];
      Phrase who = object(l, st, Nom);
      if (q.kind == NodeKind::Attacking) return t(st, "cond.attacking", {who.text});
      std::string adj = q.kind == NodeKind::IsTapped     ? t(st, "tapped")
                        : q.kind == NodeKind::IsUntapped ? t(st, "untapped")
                        : q.kind == NodeKind::ColorLeaf
                            ? t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, q.value)))
                            : "";
      if (!adj.empty())
        return t(st, "cond.is", {who.text, decline(adj, who.gender, false, Nom)});
    }
    st.gap("this condition");
    return {};
  }
  // --- end pl4 ---

  // --- begin pl7: more conditions (our wording, i18n/pl/README.md); nullopt: not one of these ---
  std::optional<std::string> conditionPl7(const Node &c, RenderState &st) const {
    switch (c.kind) {
    case NodeKind::CardsAtMost: // hellbent: nie masz żadnych kart w ręce
      if (c.children[0].kind == NodeKind::You && c.children[2].kind == NodeKind::Int &&
          c.children[2].value == 0 &&
          ast::spelling(ast::Vocabulary::Zone, c.children[1].value) == "hand")
        return t(st, "cond.no-cards-in-hand");
      return std::nullopt;
    case NodeKind::PermanentLeftThisTurn:
      return t(st, "cond.permanent-left-this-turn"); // revolt
    case NodeKind::CreatureDiedThisTurn:
      return t(st, "cond.creature-died-this-turn"); // 700.4
    case NodeKind::CastFromHand:
      return t(st, "cond.cast-from-hand", {selfPhrase(st, Acc).text});
    case NodeKind::YourTurn:
      return t(st, "cond.your-turn");
    case NodeKind::NotYourTurn:
      return t(st, "cond.not-your-turn");
    case NodeKind::HasCitysBlessing: // 702.131c
      if (c.children[0].kind == NodeKind::You) return t(st, "cond.citys-blessing");
      return std::nullopt;
    case NodeKind::Compare:
      break;
    default:
      return std::nullopt;
    }
    const Node &l = c.children[0], &rel = c.children[1], &r = c.children[2];
    if (l.kind == NodeKind::Devotion && l.children[0].kind == NodeKind::You &&
        rel.kind == NodeKind::RelLessThan && r.kind == NodeKind::Int) { // 700.5
      std::string colors;
      for (size_t i = 1; i < l.children.size(); ++i)
        colors += (i == 1 ? "" : " " + t(st, "and") + " ") +
                  t(st, "devotion." + std::string(ast::spelling(ast::Vocabulary::Color,
                                                                l.children[i].value)));
      return t(st, "cond.devotion-less-than", {colors, std::to_string(r.value)});
    }
    bool least = rel.kind == NodeKind::RelAtLeast, most = rel.kind == NodeKind::RelAtMost;
    bool number = r.kind == NodeKind::Int;
    bool few = number && countForm(r.value) == 1;
    if (l.kind == NodeKind::SpellsCastLastTurn && l.children[0].kind == NodeKind::EachPlayer &&
        most && number && r.value == 0)
      return t(st, "cond.no-spells-last-turn");
    if (l.kind == NodeKind::MostSpellsCastLastTurn && l.children[0].kind == NodeKind::EachPlayer &&
        least && number && r.value >= 2)
      return t(st, "cond.spells-last-turn", {counted(r, noun(st, "noun.spell"), st)});
    if (l.kind == NodeKind::CardTypesAmong && least && number && r.value >= 2) {
      // only the cards in your graveyard (delirium, 205.2a)
      Node graveyard(NodeKind::All,
                     {Node(NodeKind::Filter, {Node(NodeKind::CardOnly),
                                              Node(NodeKind::InZone, {ast::zoneLeaf("graveyard"),
                                                                      Node(NodeKind::You)})})});
      if (l.children[0] == graveyard)
        return t(st, few ? "cond.card-types-graveyard.few" : "cond.card-types-graveyard.many",
                 {numeral(r, Gender::M, st)});
      return std::nullopt;
    }
    if (l.kind == NodeKind::LifeTotal && l.children[0].kind == NodeKind::You && (least || most) &&
        number)
      return t(st, least ? "cond.life-at-least" : "cond.life-at-most", {withDigits(r, "life", st)});
    if (l.kind == NodeKind::CountersOn && number && (least || most)) {
      std::string kind = counterName(l.children[1], st);
      std::string on = object(l.children[0], st, Loc).text;
      if (most && r.value == 0) return t(st, "cond.no-counters", {on, kind});
      if (least && r.value == 1) return t(st, "cond.counter", {on, kind});
      if (least)
        return t(st, few ? "cond.counters-at-least.few" : "cond.counters-at-least.many",
                 {on, counted(r, noun(st, "noun.counter"), st), kind});
      return std::nullopt;
    }
    if (l.kind == NodeKind::CountOf && l.children[0].kind == NodeKind::All && number &&
        r.value >= 2) {
      const Node &f = l.children[0].children[0];
      const Node *controller = f.find(NodeKind::ControlledBy);
      if (least && !controller) { // są co najmniej dwie karty … na twoim cmentarzu
        Phrase p = description(f, st, true, countCase(r), "", true);
        return t(st, few ? "cond.count-at-least.few" : "cond.count-at-least.many",
                 {numeral(r, p.gender, st) + " " + p.text});
      }
      if (most && controller && controller->children[0].kind == NodeKind::You) {
        Node rest(NodeKind::Filter);
        for (auto &part : f.children)
          if (&part != controller) rest.children.push_back(part);
        Phrase p = description(rest, st, true, countCase(r), "");
        return t(st, "cond.you-control-at-most", {numeral(r, p.gender, st) + " " + p.text});
      }
      return std::nullopt;
    }
    // ~ / wyposażona istota / to jest typu człowiek (lub anioł) / legendarna / zaklęciem /
    // artefaktową istotą
    if (rel.kind == NodeKind::RelIs && r.kind == NodeKind::Filter && !r.children.empty() &&
        (l.kind == NodeKind::Self || l.kind == NodeKind::AttachedObject ||
         l.kind == NodeKind::TargetRef)) {
      const Node &q = r.children[0];
      auto subtypeName = [&](const Node &leaf) -> std::string {
        if (leaf.kind != NodeKind::SubtypeLeaf) return {};
        return std::string(parse::pl::polishSubtype(leaf.text));
      };
      std::string what;
      if (r.children.size() == 1 && q.kind == NodeKind::AnyOf) {
        for (auto &alt : q.children) {
          std::string name = subtypeName(alt);
          if (name.empty()) return std::nullopt;
          what += (what.empty() ? "" : " " + t(st, "or") + " ") + name;
        }
        what = t(st, "of-subtype", {what});
      } else if (q.kind == NodeKind::SubtypeLeaf) {
        for (auto &part : r.children) {
          std::string name = subtypeName(part);
          if (name.empty()) return std::nullopt;
          what += (what.empty() ? "" : " ") + name;
        }
        what = t(st, "of-subtype", {what});
      }
      Phrase who = object(l, st, Nom);
      if (!what.empty()) return t(st, "cond.is", {who.text, what});
      if (r.children.size() == 1 && q.kind == NodeKind::SupertypeLeaf &&
          tpl_.has("supertype." + q.text))
        return t(st, "cond.is",
                 {who.text, decline(t(st, "supertype." + q.text), who.gender, false, Nom)});
      const Node &type = r.children.back();
      bool artifact = r.children.size() == 2 && q.kind == NodeKind::CardTypeLeaf &&
                      ast::spelling(ast::Vocabulary::CardType, q.value) == "artifact";
      if (type.kind == NodeKind::CardTypeLeaf && (r.children.size() == 1 || artifact)) {
        Noun n = typeNoun(type, st);
        std::string text = n.form(false, Ins);
        if (artifact) text = decline(t(st, "artifact-adj"), n.gender, false, Ins) + " " + text;
        return t(st, "cond.is", {who.text, text});
      }
    }
    return std::nullopt;
  }
  // --- end pl7 ---

  // --- begin pl4: computed amounts (107.3c) ---
  // A number the game computes is written X and defined at the end of the sentence:
  // "..., gdzie X to liczba istot, które kontrolujesz".
  std::string computedX(const Node &n, RenderState &st) const {
    return render::computedX(n, st, [&](const Node &v) { return amountExpr(v, st); });
  }
  std::string amountExpr(const Node &n, RenderState &st) const {
    switch (n.kind) {
    case NodeKind::CountOf: // liczba istot, które kontrolujesz (all of them: genitive plural)
      if (n.children[0].kind != NodeKind::All) break;
      return t(st, "amount.count", {description(n.children[0].children[0], st, true, Gen, "", true).text});
    case NodeKind::LifeLostThisWay: // pl8: 119.3
      return t(st, "amount.life-lost-this-way");
    case NodeKind::CountersOn: // liczba znaczników ładunku na ~
      return t(st, "amount.counters-on",
               {counterName(n.children[1], st), object(n.children[0], st, Loc).text});
    case NodeKind::PowerOf:
    case NodeKind::ToughnessOf:
    case NodeKind::ManaValueOf: { // pl6: wartość many (202.3)
      std::string stat = t(st, n.kind == NodeKind::PowerOf       ? "amount.power"
                               : n.kind == NodeKind::ToughnessOf ? "amount.toughness"
                                                                 : "amount.mana-value");
      const Node &of = n.children[0];
      if (of.kind == NodeKind::Self)
        return stat + " " + selfPhrase(st, Gen).text; // pl6: tej istoty
      if (of.kind == NodeKind::SacrificedObject && of.text == "creature") // pl7: 608.2h
        return stat + " " + t(st, "sacrificed-creature.gen");
      if (of.kind == NodeKind::DiscardedObject) // effects8: 608.2h
        return stat + " " + t(st, "discarded-card.gen");
      if (of.kind == NodeKind::CostExiledObject && (of.text == "card" || of.text == "creature"))
        return stat + " " + t(st, "cost-exiled-" + of.text + ".gen");
      // "jego siła" / "jej siła": "it", read back as the target named last or the
      // trigger's object; the pronoun agrees with the target's noun
      // (the builder reads "jego" as the target named last, else the trigger's object: any
      // other reference is a gap, not a text that reads back as another object)
      size_t targetCount = st.targets ? st.targets->children.size() : 0;
      if (of.kind == NodeKind::EventObject && targetCount == 0)
        return t(st, "its.n") + " " + stat;
      if (of.kind == NodeKind::TargetRef && size_t(of.value) + 1 == targetCount) {
        RenderState scratch = st; // the target's gender only: nothing recorded
        scratch.gaps = nullptr;
        Phrase p = targetText(st.targets->children[size_t(of.value)], scratch, Nom);
        return t(st, p.gender == Gender::F && !p.plural ? "its.f" : "its.n") + " " + stat;
      }
      break;
    }
    default: break;
    }
    st.gap("amount " + std::string(ast::headOf(n.kind)));
    return {};
  }
  // ", gdzie X to ..." ends the sentence (ComputedAmounts.h keeps the definition)
  std::string whereClause(RenderState &st) const {
    std::string definition = takeWhereX(st);
    return definition.empty() ? std::string() : ", " + t(st, "where-x", {definition});
  }
  // "+2/+2", "+X/+0", "-X/-X": a side the game computes is X.
  std::string ptChange(const Node &p, const Node &q, RenderState &st) const {
    return render::ptChange(p, q, [&](const Node &v) { return computedX(v, st); });
  }
  // "za każdą krainę, którą kontrolujesz" / "za każdy znacznik ładunku na ~" (the effect's
  // numbers times that many)
  std::string forEach(const Node &each, RenderState &st) const {
    if (each.children.size() > 1)
      return t(st, "for-each-counter",
               {counterName(each.children[1], st), object(each.children[0], st, Loc).text});
    if (each.children[0].kind != NodeKind::All) {
      st.gap("for each of these objects");
      return {};
    }
    return t(st, "for-each",
             {description(each.children[0].children[0], st, false, Acc, "adj.each", true).text});
  }
  // "5", "X": digits, a computed amount as X.
  std::string digits(const Node &n, RenderState &st) const {
    return n.kind == NodeKind::Int ? std::to_string(n.value) : computedX(n, st);
  }
  // --- end pl4 ---

  // "3 obrażenia", "1 punkt życia": digits and the counted form.
  std::string withDigits(const Node &n, const std::string &key, RenderState &st) const {
    if (n.kind == NodeKind::ThatMuch && key == "life") // pl7: tyle samo punktów życia (119.3)
      return t(st, "that-much") + " " + pick(st, key, 2);
    if (n.kind != NodeKind::Int) // pl4: a computed amount is X too
      return computedX(n, st) + " " + pick(st, key, 2);
    return std::to_string(n.value) + " " + pick(st, key, size_t(countForm(n.value)));
  }
  // "kartę", "dwie karty", "pięć kart" (accusative): numerals in words.
  std::string counted(const Node &n, const Noun &what, RenderState &st) const {
    if (n.kind == NodeKind::Int && n.value == 1)
      return what.form(false, Acc);
    return numeral(n, what.gender, st) + " " + what.form(true, countCase(n));
  }
  static Case countCase(const Node &n) {
    return n.kind == NodeKind::Int && countForm(n.value) == 1 ? Acc : Gen;
  }
  std::string numeral(const Node &n, Gender g, RenderState &st) const {
    if (n.kind != NodeKind::Int) return computedX(n, st); // pl4
    if (g == Gender::MP) { // pl4: "dwaj / dwóch" for persons: no form yet
      st.gap("a number of persons");
      return {};
    }
    std::string key = "number." + std::to_string(n.value);
    if (!tpl_.has(key)) return std::to_string(n.value);
    return pick(st, key, g == Gender::F ? 1 : 0);
  }

  std::string keywordList(const Node &e, RenderState &st, bool *duration) const {
    std::vector<std::string> kws;
    for (size_t i = 1; i < e.children.size(); ++i) {
      if (e.children[i].kind == NodeKind::KeywordLeaf) {
        // --- kopl --- after "ma" / "zyskuje": the accusative, where it differs (ochronę)
        std::string acc =
            "kw." + std::string(ast::canonicalName(ast::Keyword(e.children[i].value))) + ".acc";
        kws.push_back(tpl_.has(acc) ? t(st, acc) : keywordName(e.children[i], st));
      } else {
        *duration = true;
      }
    }
    std::string out;
    for (size_t i = 0; i < kws.size(); ++i)
      out += (i == 0 ? "" : i + 1 == kws.size() ? " " + t(st, "and") + " " : ", ") + kws[i];
    return out;
  }

  // --- begin i18n3 ---
  // "you may" (608.2d): "możesz" and the infinitive of the imperative the
  // effect starts with ("zniszcz X" -> "możesz zniszczyć X"); another start is a gap.
  std::string mayPl(const Node &e, RenderState &st) const {
    static constexpr std::pair<std::string_view, std::string_view> kMay[] = {
        {"tapnij lub odtapnij ", "tapnąć lub odtapnąć "}, // pl7: before "tapnij "
        {"dobierz ", "dobrać "},
        {"dodaj ", "dodać "},
        {"zniszcz ", "zniszczyć "},
        {"wygnaj ", "wygnać "},
        {"cofnij ", "cofnąć "},
        {"zyskujesz ", "zyskać "},
        {"połóż ", "położyć "},
        {"tapnij ", "tapnąć "},
        {"odtapnij ", "odtapnąć "},
        {"zregeneruj ", "zregenerować "},
        {"odrzuć ", "odrzucić "},
        {"skontruj ", "skontrować "},
        {"poświęć ", "poświęcić "},
        {"stwórz ", "stworzyć "}, // --- kopl ---
        {"przeszukaj ", "przeszukać "},
        {"przetasuj ", "przetasować "}, // --- pl4 ---
        {"zapłać ", "zapłacić "},       // --- pl5 ---
        {"przejmij ", "przejąć "},
        {"przemień ", "przemienić "}, // --- pl6 ---
    };
    const Node &inner = e.children[0];
    if (inner.kind == NodeKind::May) {
      st.gap("may with this effect");
      return {};
    }
    std::string text = effect(inner, st);
    for (auto [verb, inf] : kMay)
      if (text.rfind(verb, 0) == 0)
        return t(st, "may") + " " + std::string(inf) + text.substr(verb.size());
    // pl7: any other effect (another subject: "you may have ~ deal 2 damage ..."): "jeśli
    // chcesz, ~ zadaje 2 obrażenia ...", the effect's own sentence after it (one effect: the
    // effects of a line are sentences of their own)
    if (!text.empty()) return t(st, "may-have", {text});
    st.gap("may with this verb");
    return {};
  }
  // --- end i18n3 ---

  std::string effect(const Node &e, RenderState &st) const {
    // --- kopl --- "for each ..." multiplies the amount: no Polish form yet, so a
    // named gap rather than a text that says once (and a read-back refusal).
    // pl4: "... za każdą krainę, którą kontrolujesz" after the effect
    if (const Node *each = e.find(NodeKind::ForEach); each && e.kind != NodeKind::May) {
      Node without = e;
      without.children.erase(std::find_if(without.children.begin(), without.children.end(),
                                          [](const Node &c) { return c.kind == NodeKind::ForEach; }));
      std::string text = effect(without, st);
      return text + " " + forEach(*each, st);
    }
    auto child = [&](size_t i) -> const Node & { return e.children[i]; };
    auto plural = [](const Phrase &p, const std::string &key) { return p.plural ? key + ".plural" : key; };
    if (e.kind == NodeKind::May) return mayPl(e, st); // i18n3
    switch (e.kind) {
    case NodeKind::DealDamage: {
      // pl7: "deals damage equal to its power" (107.3c): the source's own power, reflexive
      if (child(1).kind == NodeKind::PowerOf && child(1).children[0] == child(0) &&
          (child(0).kind == NodeKind::TargetRef || child(0).kind == NodeKind::EventObject ||
           child(0).kind == NodeKind::Self)) {
        Phrase who = object(child(0), st, Nom);
        if (!who.plural)
          return t(st, "deal-damage-own-power", {who.subject(), recipient(child(2), st, Dat).text});
      }
      Phrase who = object(child(0), st, Nom);
      return t(st, plural(who, "deal-damage"),
               {who.subject(), withDigits(child(1), "damage", st), recipient(child(2), st, Dat).text});
    }
    case NodeKind::Draw:
      if (child(0).kind == NodeKind::You)
        return t(st, "draw", {counted(child(1), noun(st, "noun.card"), st)});
      return t(st, "draws", {player(child(0), st, Nom).subject(), counted(child(1), noun(st, "noun.card"), st)});
    case NodeKind::AddMana: return t(st, "add-mana", {child(0).text});
    case NodeKind::ModifyPT: {
      Phrase who = object(child(0), st, Nom);
      std::string s = t(st, plural(who, "modify-pt"), {who.subject(), ptChange(child(1), child(2), st)});
      if (e.children.size() > 3)
        s += " " + t(st, "until-end-of-turn");
      return s;
    }
    case NodeKind::GainKeyword: {
      Phrase who = object(child(0), st, Nom);
      // --- begin kopl: restrictions are sentences, not keywords ---
      {
        bool untilEot = e.children.back().kind == NodeKind::UntilEndOfTurn;
        std::vector<ast::Keyword> ks;
        for (size_t i = 1; i < e.children.size(); ++i)
          if (e.children[i].kind == NodeKind::KeywordLeaf)
            ks.push_back(ast::Keyword(e.children[i].value));
        auto only = [&](std::initializer_list<ast::Keyword> want) {
          return ks.size() == want.size() && std::equal(ks.begin(), ks.end(), want.begin());
        };
        std::string key;
        std::vector<std::string> args = {who.subject()};
        if (only({ast::Keyword::CantBeBlocked})) {
          key = "cant-be-blocked";
          args.push_back(decline(t(st, "blocked"), who.gender, who.plural, Nom));
        } else if (only({ast::Keyword::CantAttack})) {
          key = "cant-attack";
        } else if (only({ast::Keyword::CantBlock})) {
          key = "cant-block";
        } else if (only({ast::Keyword::CantAttack, ast::Keyword::CantBlock})) {
          key = "cant-attack-or-block";
        } else if (only({ast::Keyword::DoesntUntap}) && !untilEot) {
          key = "doesnt-untap";
        } else if (only({ast::Keyword::AttacksEachCombat}) && !untilEot) {
          key = "attacks-each-combat";
        } else if (only({ast::Keyword::AttacksEachCombat}) && e.children.size() == 3) {
          // pl8: 508.1d, "atakuje w tej turze, jeśli może" (the duration inside the sentence)
          return t(st, plural(who, "attacks-this-turn"), {who.subject()});
        } else if (only({ast::Keyword::CanBlockOnlyFlying}) && !untilEot) { // 509.1b
          key = "can-block-only-flying";
        } else if (only({ast::Keyword::MayNotUntap}) && !untilEot && // 502.3
                   child(0).kind == NodeKind::Self) {
          key = "may-not-untap";
          // --- begin pl6: blocking rules (509.1a-c) ---
        } else if (only({ast::Keyword::CanBlockAdditional})) {
          key = "can-block-additional";
        } else if (only({ast::Keyword::CantBeBlockedByMoreThanOne})) {
          key = "cant-be-blocked-by-more-than-one";
          args.push_back(decline(t(st, "blocked"), who.gender, who.plural, Nom));
        } else if (only({ast::Keyword::BlocksEachCombat})) {
          key = "blocks-each-combat";
        } else if (only({ast::Keyword::MustBeBlocked})) {
          key = "must-be-blocked";
          args.push_back(decline(t(st, "blocked"), who.gender, who.plural, Nom));
        } else if (only({ast::Keyword::AllMustBlock})) {
          // the object in the accusative: rendered again (it was not yet named: no target
          // mentioned)
          RenderState again = st;
          if (child(0).kind == NodeKind::TargetRef &&
              size_t(child(0).value) < again.targetMentioned.size())
            again.targetMentioned[size_t(child(0).value)] = false;
          std::string out = t(st, "all-must-block", {object(child(0), again, Acc).text});
          st.targetMentioned = again.targetMentioned;
          return untilEot ? out + " " + t(st, "this-turn") : out;
          // --- end pl6 ---
        }
        if (!key.empty()) {
          std::string out = t(st, who.plural ? key + ".plural" : key, args);
          if (untilEot) out += " " + t(st, "this-turn");
          return out;
        }
      }
      // --- end kopl ---
      bool duration = false;
      std::string list = keywordList(e, st, &duration);
      std::string key = duration ? "gain-keyword.until-end-of-turn" : "gain-keyword";
      std::string s = t(st, plural(who, key), {who.subject(), list});
      if (duration)
        s += " " + t(st, "until-end-of-turn");
      return s;
    }
    case NodeKind::Destroy:
      if (e.find(NodeKind::NoRegeneration)) // --- kopl3 --- "It can't be regenerated." (701.15)
        return t(st, "destroy.no-regeneration", {object(child(0), st, Acc).text});
      return t(st, "destroy", {object(child(0), st, Acc).text});
    case NodeKind::ExileObjects: return t(st, "exile", {object(child(0), st, Acc).text});
    case NodeKind::ReturnToHand: {
      Phrase what = object(child(0), st, Acc);
      return t(st, plural(what, "return-to-hand"), {what.text});
    }
    case NodeKind::GainLife:
      if (child(0).kind == NodeKind::You) return t(st, "gain-life", {withDigits(child(1), "life", st)});
      return t(st, "gains-life", {player(child(0), st, Nom).subject(), withDigits(child(1), "life", st)});
    case NodeKind::LoseLife:
      if (child(0).kind == NodeKind::You) return t(st, "lose-life", {withDigits(child(1), "life", st)});
      return t(st, "loses-life", {player(child(0), st, Nom).subject(), withDigits(child(1), "life", st)});
    case NodeKind::PutCounters: // kopl3: named counters from the shared table
      return t(st, "put-counters",
               {counted(child(2), noun(st, "noun.counter"), st), counterName(child(1), st),
                object(child(0), st, Loc).text});
    case NodeKind::Prevent:
      return prevent(e, st);  // --- kopl3 --- 615
    case NodeKind::Delayed: { // --- kopl3 --- 603.7a: na początku etapu utrzymania następnej tury,
                              // …
      std::string key =
          "at-next." + std::string(ast::spelling(ast::Vocabulary::Step, child(0).value));
      if (!tpl_.has(key) || child(1).kind == NodeKind::Delayed) {
        st.gap("a delayed trigger at this step");
        return {};
      }
      return t(st, key) + ", " + effect(child(1), st);
    }
    case NodeKind::Mill: // --- kopl3 --- 701.13: zmiel dwie karty / docelowy gracz miele kartę
      if (child(0).kind == NodeKind::You)
        return t(st, "mill", {counted(child(1), noun(st, "noun.card"), st)});
      return t(st, "mills",
               {player(child(0), st, Nom).subject(), counted(child(1), noun(st, "noun.card"), st)});
    case NodeKind::RemoveCounters: // --- kopl3 --- 122.1: usuń znacznik ładunku z ~
      return t(st, "remove-counters",
               {counted(child(2), noun(st, "noun.counter"), st), counterName(child(1), st),
                object(child(0), st, Gen).text});
    // --- begin kopl ---
    case NodeKind::RegenerateObjects:
      return t(st, "regenerate", {object(child(0), st, Acc).text});
    case NodeKind::AddManaChoice: { // dodaj {W}, {U} lub {B}
      std::string joined;
      for (size_t i = 0; i < e.children.size(); ++i)
        joined += (i == 0                       ? ""
                   : i + 1 == e.children.size() ? " " + t(st, "or") + " "
                                                : ", ") +
                  child(i).text;
      return t(st, "add-mana", {joined});
    }
    case NodeKind::AddManaAny: { // jedną manę / dwie many dowolnego koloru
      if (child(0).kind != NodeKind::Int || child(0).value < 1 || child(0).value > 4) {
        st.gap("this much mana of any color");
        return {};
      }
      std::string n =
          child(0).value == 1 ? pick(st, "number.1", 1) : numeral(child(0), Gender::F, st);
      return t(st, child(0).value == 1 ? "add-mana-any" : "add-mana-any.plural", {n});
    }
    // --- begin amounts3 --- dodaj dwie many w dowolnej kombinacji kolorów (106.1a)
    case NodeKind::AddManaCombination: {
      if (child(0).kind != NodeKind::Int || child(0).value < 2 || child(0).value > 4 ||
          e.children.size() == 2 || e.children.size() > 3) {
        st.gap("this much mana in a combination of colors");
        return {};
      }
      std::string n = numeral(child(0), Gender::F, st);
      if (e.children.size() == 1) return t(st, "add-mana-combination", {n});
      return t(st, "add-mana-combination-of", {n, child(1).text, child(2).text});
    }
    // --- end amounts3 ---
    case NodeKind::DiscardCards:
      if (e.children.size() == 3 && child(2).kind == NodeKind::AtRandom) { // pl6: 701.8b
        std::string cards = t(st, "at-random") + " " + counted(child(1), noun(st, "noun.card"), st);
        if (child(0).kind == NodeKind::You) return t(st, "discard", {cards});
        return t(st, "discards", {player(child(0), st, Nom).subject(), cards});
      }
      if (e.children.size() > 2) {
        st.gap("discard at random");
        return {};
      }
      if (child(0).kind == NodeKind::You)
        return t(st, "discard", {counted(child(1), noun(st, "noun.card"), st)});
      return t(st, "discards",
               {player(child(0), st, Nom).subject(), counted(child(1), noun(st, "noun.card"), st)});
    case NodeKind::GetEnergy: // --- kopl --- otrzymujesz {E}{E} (107.14)
      if (child(0).kind != NodeKind::You) {
        st.gap("energy for another player");
        return {};
      }
      return t(st, "get-energy", {energySymbols(child(1).value)});
    case NodeKind::CreateToken: { // --- kopl --- stwórz dwa żetony 1/1 białej istoty typu żołnierz
      std::string tok = tokenText(child(2), st);
      if (const Node *name = e.find(NodeKind::TokenName)) // search8: o nazwie … (111.4)
        tok += " " + t(st, "token.named", {ast::tokenNameTitleCase(name->text)});
      if (child(0).kind != NodeKind::You) { // pl6: docelowy gracz tworzy żeton … (111.2)
        Phrase who = player(child(0), st, Nom);
        if (who.text.empty() || who.plural) {
          st.gap("token for another player");
          return {};
        }
        return t(st, "creates-token", {who.subject(), counted(child(1), noun(st, "noun.token"), st) + " " + tok});
      }
      return t(st, "create-token", {counted(child(1), noun(st, "noun.token"), st) + " " + tok});
    }
    case NodeKind::CounterSpell:
      return t(st, "counter-spell", {object(child(0), st, Acc).text});
    case NodeKind::SacrificeObjects: {
      std::string what = object(child(0), st, Acc).text;
      if (e.children.size() < 2) return t(st, "cost.sacrifice", {what});
      Phrase who = player(child(1), st, Nom);
      return t(st, "sacrifices", {who.subject(), what});
    }
    case NodeKind::Scry:
      if (child(0).kind != NodeKind::You) {
        st.gap("scry by another player");
        return {};
      }
      return t(st, "scry", {digits(child(1), st)});
    // --- end kopl ---
    // --- begin keywords --- keyword actions, our wording (i18n/pl/README.md)
    case NodeKind::Bolster:
    case NodeKind::Adapt:
    case NodeKind::Monstrosity:
      return t(st, std::string(ast::headOf(e.kind)), {digits(child(1), st)});
    case NodeKind::Proliferate: return t(st, "proliferate");
    // --- end keywords ---
    // --- begin pl4: search your library (701.19), shuffle (701.20) ---
    case NodeKind::Search: {
      if (child(0).kind != NodeKind::You) {
        st.gap("search by another player");
        return {};
      }
      const Node &count = child(1);
      bool upTo = count.kind == NodeKind::UpTo;
      const Node &n = upTo ? count.children[0] : count;
      bool one = !upTo && n.kind == NodeKind::Int && n.value == 1;
      std::string zone(ast::spelling(ast::Vocabulary::Zone, child(3).value));
      // pl7: one card on top of the library, after shuffling (701.19, 701.20)
      bool anyNumber = n.kind == NodeKind::AnyNumber; // search8 (701.19b)
      if (zone != "hand" && zone != "battlefield" && zone != "graveyard" && zone != "exile" &&
          !(zone == "library" && (one || anyNumber))) {
        st.gap("search: put on top of the library");
        return {};
      }
      Phrase what = description(child(2), st, !one, Gen, "");
      if (anyNumber) {
        what.text = t(st, "search.any-number") + " " + what.text;
      } else if (!one) {
        std::string key = "number.gen." + (n.kind == NodeKind::Int ? std::to_string(n.value) : "");
        if (n.kind != NodeKind::Int || !tpl_.has(key)) {
          st.gap("search for this many cards");
          return {};
        }
        what.text = (upTo ? t(st, "up-to") + " " : std::string()) + t(st, key) + " " + what.text;
      }
      std::string it = t(st, one ? "search.it" : "search.them");
      std::string out = t(st, "search", {what.text});
      bool tapped = false;
      for (size_t i = 4; i < e.children.size(); ++i) {
        if (child(i).kind == NodeKind::Revealed && i == 4)
          out += ", " + t(st, "search.reveal", {it});
        else if (child(i).kind == NodeKind::IsTapped && zone == "battlefield" && !tapped)
          tapped = true;
        else {
          st.gap("search option " + std::string(ast::headOf(child(i).kind)));
          return {};
        }
      }
      std::string dest = t(st, "search.to-" + zone, {it});
      if (zone == "library" && anyNumber) dest += " " + t(st, "search.in-any-order"); // search8: 401.4
      if (tapped) dest += " " + decline(t(st, "tapped"), what.gender, !one, Acc);
      return out + ", " + dest;
    }
    // --- begin pl5 ---
    case NodeKind::PayMana: // zapłać {1} (118.1)
      if (child(0).kind != NodeKind::You) {
        st.gap("a payment by another player");
        return {};
      }
      return t(st, "pay-mana", {child(1).text});
    case NodeKind::UnlessPays:
      return unlessPays(e, st);
    case NodeKind::PutOntoBattlefield:
      return putOntoBattlefield(e, st);
    case NodeKind::PutOnLibrary: { // połóż ją na wierzchu biblioteki właściciela (one object)
      Phrase what = object(child(0), st, Acc);
      if (what.plural || e.children.size() > 2) {
        st.gap("several objects on top of their owners' libraries");
        return {};
      }
      return t(st, e.children.size() > 1 ? "put-on-library.bottom" : "put-on-library", {what.text});
    }
    case NodeKind::DoesntUntapNext: { // 502.3: to nie odtapia się podczas następnego etapu …
      Phrase who = object(child(0), st, Nom);
      if (who.plural) {
        st.gap("several objects that don't untap");
        return {};
      }
      return t(st, "doesnt-untap-next", {who.subject()});
    }
    // --- end pl5 ---
    case NodeKind::ShuffleLibrary:
      if (child(0).kind != NodeKind::You) {
        st.gap("shuffle by another player");
        return {};
      }
      return t(st, "shuffle");
    // --- end pl4 ---
    // --- begin pl6 ---
    case NodeKind::GrantAbility:
      return grantAbility(e, st, false); // 113.1a
    case NodeKind::GainControl: { // 613.1b: przejmij kontrolę nad docelową istotą (instrumental)
      bool eot = e.children.size() == 2 && child(1).kind == NodeKind::UntilEndOfTurn;
      if (e.children.size() != (eot ? 2u : 1u)) {
        st.gap("gaining control with a condition");
        return {};
      }
      std::string out = t(st, "gain-control", {object(child(0), st, Ins).text});
      return eot ? out + " " + t(st, "until-end-of-turn") : out;
    }
    case NodeKind::LookAtTop:
      return lookAtTop(e, st);
    case NodeKind::Becomes:
      return becomes(e, st);
    case NodeKind::SetColor: { // 105.3: docelowa istota staje się niebieska (do końca tury)
      Phrase who = object(child(0), st, Nom);
      std::string colors;
      bool eot = false;
      for (size_t i = 1; i < e.children.size(); ++i) {
        if (child(i).kind == NodeKind::ColorLeaf && !eot)
          colors += (colors.empty() ? "" : " " + t(st, "and") + " ") +
                    decline(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color,
                                                                       child(i).value))),
                            who.gender, who.plural, Nom);
        else if (child(i).kind == NodeKind::UntilEndOfTurn && i + 1 == e.children.size())
          eot = true;
        else {
          st.gap("becoming this colour");
          return {};
        }
      }
      std::string out = t(st, who.plural ? "becomes.plural" : "becomes", {who.subject(), colors});
      return eot ? out + " " + t(st, "until-end-of-turn") : out;
    }
    case NodeKind::AttachTo: { // 701.3: przyłącz docelową aurę do docelowej istoty
      std::string what = object(child(0), st, Acc).subject(); // a relative clause ends with a comma
      return t(st, "attach", {what, object(child(1), st, Gen).text});
    }
    case NodeKind::GetEmblem: { // 114.1: otrzymujesz emblemat z "…"
      const Node &inner = child(1);
      if (child(0).kind != NodeKind::You ||
          (inner.kind != NodeKind::Activated && inner.kind != NodeKind::Triggered)) {
        st.gap("this emblem");
        return {};
      }
      RenderState in; // an emblem has no Polish "this ..." noun the grammar reads: refused if named
      in.cardName = std::string(1, kThisMarker) + "noun.emblem";
      in.gaps = st.gaps;
      return t(st, "get-emblem", {"\"" + ability(inner, in) + "\""});
    }
    case NodeKind::IfEffect: // "jeśli kontrolujesz czarodzieja, dobierz kartę" (608.2c)
      if (e.children.size() != 2 || !st.whereX.empty()) {
        st.gap("'if' over several effects");
        return {};
      }
      return t(st, "intervening-if", {condition(child(0), st)}) + ", " + effect(child(1), st);
    case NodeKind::LoseKeyword: { // 613.1f: traci latanie (do końca tury)
      Phrase who = object(child(0), st, Nom);
      bool duration = false;
      std::string list = keywordList(e, st, &duration);
      bool eot = e.children.back().kind == NodeKind::UntilEndOfTurn;
      if (duration && !eot) {
        st.gap("losing keywords for this long");
        return {};
      }
      std::string out =
          t(st, who.plural ? "lose-keyword.plural" : "lose-keyword", {who.subject(), list});
      return eot ? out + " " + t(st, "until-end-of-turn") : out;
    }
    case NodeKind::Transform:
      return t(st, "transform", {object(child(0), st, Acc).text}); // 701.28
    case NodeKind::Surveil:                                        // 701.42
      if (child(0).kind != NodeKind::You || child(1).kind != NodeKind::Int) {
        st.gap("surveil by another player or of a computed number");
        return {};
      }
      return t(st, "surveil", {std::to_string(child(1).value)});
    case NodeKind::DiscardHand: // 701.8a
      if (child(0).kind == NodeKind::You) return t(st, "discard-hand");
      return t(st, "discards-hand", {player(child(0), st, Nom).subject()});
    case NodeKind::ExtraTurn: // 500.7
      if (child(0).kind != NodeKind::You) {
        st.gap("an extra turn for another player");
        return {};
      }
      return t(st, "extra-turn");
    case NodeKind::SwitchPT: { // 613.4d
      bool eot = e.children.size() == 2 && child(1).kind == NodeKind::UntilEndOfTurn;
      if (e.children.size() != (eot ? 2u : 1u)) {
        st.gap("switching power and toughness for this long");
        return {};
      }
      std::string out = t(st, "switch-pt", {object(child(0), st, Gen).text});
      return eot ? out + " " + t(st, "until-end-of-turn") : out;
    }
    // --- end pl6 ---
    // --- begin pl8: divided damage (601.2d), prevention from a chosen source (615.7), "unless" a
    // player acts (118.12a), a land becomes a basic land type (305.7), exile until ~ leaves
    // (610.3); our wording, i18n/pl/README.md
    case NodeKind::DealDamageDivided:
      return dividedDamage(e, st);
    case NodeKind::PreventNextChosen:
      return preventNextChosen(e, st);
    case NodeKind::UnlessDoes:
      return unlessDoes(e, st);
    case NodeKind::BecomeLandType:
      return becomeLandType(e, st);
    case NodeKind::CreateTokenCopy: // 111.2, 707.2: stwórz żeton, który jest kopią …
      if (child(0).kind != NodeKind::You || e.children.size() != 2) {
        st.gap("effect create-token-copy");
        return {};
      }
      return t(st, "create-token-copy", {object(child(1), st, Gen).text});
    case NodeKind::Clash:    // 701.22
    case NodeKind::FlipCoin: // 705
      if (child(0).kind == NodeKind::You)
        return t(st, e.kind == NodeKind::Clash ? "clash" : "flip-coin");
      st.gap("clash or flip by another player");
      return {};
    case NodeKind::IfWinClash:
    case NodeKind::IfWinFlip:
    case NodeKind::IfLoseFlip:
      if (e.children.size() != 1) {
        st.gap("several effects after winning");
        return {};
      }
      return t(st, std::string(ast::headOf(e.kind)), {effect(child(0), st)});
    case NodeKind::ShuffleGraveyard: // 701.20a
      if (child(0).kind == NodeKind::You) return t(st, "shuffle-graveyard");
      return t(st, "shuffles-graveyard", {player(child(0), st, Nom).subject()});
    case NodeKind::GiveControl: { // 613.1b: … przejmuje kontrolę nad …
      Phrase who = player(child(1), st, Nom);
      if (who.plural || who.text.empty()) {
        st.gap("effect give-control");
        return {};
      }
      std::string what = object(child(0), st, Ins).text;
      if (child(1).kind == NodeKind::You) return t(st, "give-control.you", {what});
      return t(st, "give-control", {who.subject(), what});
    }
    case NodeKind::Populate: // 701.30
      if (child(0).kind == NodeKind::You) return t(st, "populate");
      st.gap("populate by another player");
      return {};
    case NodeKind::DiscardChosen: { // 701.8b: … odsłania swoją rękę. Wybierasz z niej …
      Phrase who = player(child(0), st, Nom);
      if (e.children.size() != 3 || child(2).kind != NodeKind::Revealed || who.plural ||
          who.text.empty()) {
        st.gap("effect discard-chosen");
        return {};
      }
      return t(st, "discard-chosen",
               {who.subject(), description(child(1), st, false, Acc, "").text});
    }
    case NodeKind::SpendManaOnly: { // 106.6: a sentence of its own after the mana
      std::string mana = effect(child(0), st);
      if (!st.whereX.empty()) {
        st.gap("a computed amount of mana spent only on some spells");
        return {};
      }
      return mana + ". " +
             capitalize(t(st, "spend-only", {description(child(1), st, false, Gen, "").text}));
    }
    case NodeKind::ExileUntilLeaves: // wygnaj docelową istotę, dopóki ~ nie opuści pola bitwy
      return t(st, "exile-until-leaves", {object(child(0), st, Acc).text, selfName(st)});
    // --- end pl8 ---
    case NodeKind::TapObjects: return t(st, "tap", {object(child(0), st, Acc).text});
    case NodeKind::TapOrUntap: // pl7: 608.2d
      return t(st, "tap-or-untap", {object(child(0), st, Acc).text});
    case NodeKind::UntapObjects: return t(st, "untap", {object(child(0), st, Acc).text});
    default: st.gap(std::string("effect ") + std::string(ast::headOf(e.kind))); return {};
    }
  }

  // --- begin pl8 ---
  // "~ zadaje 3 obrażenia rozdzielone według twojego wyboru między jeden, dwa lub trzy cele" /
  // "… między jedną lub dwie docelowe istoty" / "5 obrażeń rozdzielonych … między dowolną liczbę
  // docelowych istot" (601.2d): the participle agrees with the number, the numerals with the noun.
  std::string dividedDamage(const Node &e, RenderState &st) const {
    const Node &to = e.children[2];
    size_t i = size_t(to.value);
    if (to.kind != NodeKind::TargetRef || !st.targets || i >= st.targets->children.size() ||
        st.targetMentioned[i] || st.targets->children[i].children.size() < 2 ||
        st.targets->children[i].children[1].kind != NodeKind::UpTo) {
      st.gap("divided damage recipient");
      return {};
    }
    const Node &target = st.targets->children[i];
    const Node &count = target.children[1].children[0];
    const Node &n = e.children[1];
    bool any = e.value == 1;
    if ((!any && !(count.kind == NodeKind::Int && (count.value == 2 || count.value == 3))) ||
        (n.kind == NodeKind::Int && n.value < 2)) {
      st.gap("divided damage count");
      return {};
    }
    Phrase who = object(e.children[0], st, Nom);
    if (who.plural) {
      st.gap("divided damage of several sources");
      return {};
    }
    const Node &kind = target.children[0];
    Case c = any ? Gen : Acc; // dowolną liczbę celów / jeden lub dwa cele
    Phrase what;
    if (kind.kind == NodeKind::AnyTarget) {
      Noun cel = noun(st, "noun.any-target");
      what = {cel.form(true, c), cel.gender, true, false};
    } else if (kind.kind == NodeKind::Filter) {
      what = description(kind, st, true, c, "adj.target");
    } else {
      st.gap("divided damage target kind");
      return {};
    }
    st.targetMentioned[i] = true;
    std::string among;
    if (any) {
      among = t(st, "divided.any-number", {what.text});
    } else if (what.gender == Gender::M || what.gender == Gender::F) {
      size_t f = what.gender == Gender::F ? 1 : 0;
      among = t(st, count.value == 2 ? "divided.one-or-two" : "divided.one-two-or-three",
                {pick(st, "number.1", f), pick(st, "number.2", f), what.text});
    } else {
      st.gap("divided damage among targets of this gender");
      return {};
    }
    bool few = n.kind == NodeKind::Int && countForm(n.value) == 1;
    return t(st, "deal-damage-divided",
             {who.subject(), withDigits(n, "damage", st),
              t(st, few ? "divided.few" : "divided.many"), among});
  }
  // "Następnym razem, gdy wybrane przez ciebie (czerwone) źródło miałoby w tej turze zadać
  // obrażenia tobie, zapobiegnij tym obrażeniom." (615.7): the source's colour(s) or artifact.
  std::string preventNextChosen(const Node &e, RenderState &st) const {
    const Node &f = e.children[0];
    std::string quality;
    bool ok = f.kind == NodeKind::Filter && f.children.size() <= 1;
    auto colour = [&](const Node &c) {
      return decline(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, c.value))),
                     Gender::N, false, Nom);
    };
    if (ok && f.children.size() == 1) {
      const Node &q = f.children[0];
      if (q.kind == NodeKind::ColorLeaf)
        quality = colour(q);
      else if (q.kind == NodeKind::AnyOf && q.children.size() == 2 &&
               q.children[0].kind == NodeKind::ColorLeaf &&
               q.children[1].kind == NodeKind::ColorLeaf)
        quality = colour(q.children[0]) + " " + t(st, "or") + " " + colour(q.children[1]);
      else if (q.kind == NodeKind::CardTypeLeaf &&
               ast::spelling(ast::Vocabulary::CardType, q.value) == "artifact")
        quality = decline(t(st, "artifact-adj"), Gender::N, false, Nom);
      else
        ok = false;
    }
    const Node *to = nullptr;
    size_t rest = 1;
    if (e.children.size() > rest && e.children[rest].kind == NodeKind::DamageTo)
      to = &e.children[rest++].children[0];
    if (!ok || e.children.size() != rest + 1 || e.children[rest].kind != NodeKind::ThisTurn) {
      st.gap("effect prevent-next-chosen");
      return {};
    }
    std::string whom = to ? " " + recipient(*to, st, Dat).text : "";
    return t(st, "prevent-next-chosen", {quality.empty() ? "" : quality + " ", whom});
  }
  // "Poświęć ~, chyba że cofniesz odtapniętą wyspę, którą kontrolujesz, do ręki właściciela."
  // (118.12a): the action in the future tense of "you"; another player's action is a gap.
  std::string unlessDoes(const Node &e, RenderState &st) const {
    const Node &who = e.children[0], &action = e.children[1];
    std::string text = effect(e.children[2], st);
    if (who.kind == NodeKind::ActivePlayer && action.kind == NodeKind::SacrificeObjects &&
        action.children.size() == 2 && action.children[1].kind == NodeKind::ActivePlayer)
      return text + ", " +
             t(st, "unless",
               {t(st, "unless.that-player-sacrifices",
                  {object(action.children[0], st, Acc).text})});
    if (who.kind != NodeKind::You) {
      st.gap("'unless' this player acts");
      return {};
    }
    std::string act;
    switch (action.kind) {
    case NodeKind::ReturnToHand: {
      Phrase what = object(action.children[0], st, Acc);
      act = t(st, what.plural ? "unless.return-to-hand.plural" : "unless.return-to-hand",
              {what.subject()}); // a relative clause ends with a comma before "do"
      break;
    }
    case NodeKind::SacrificeObjects:
      if (action.children.size() == 1)
        act = t(st, "unless.sacrifice", {object(action.children[0], st, Acc).text});
      break;
    case NodeKind::DiscardCards: {
      bool random = action.children.size() == 3 && action.children[2].kind == NodeKind::AtRandom;
      if (action.children[0].kind == NodeKind::You && action.children.size() == (random ? 3u : 2u))
        act = t(st, "unless.discard",
                {(random ? t(st, "at-random") + " " : std::string()) +
                 counted(action.children[1], noun(st, "noun.card"), st)});
      break;
    }
    case NodeKind::DiscardMatching:
      if (action.children[0].kind == NodeKind::You)
        act = t(st, "unless.discard", {description(action.children[1], st, false, Acc, "").text});
      break;
    default:
      break;
    }
    if (act.empty()) {
      st.gap("'unless' with this action");
      return {};
    }
    return text + ", " + t(st, "unless", {act});
  }
  // "Docelowa kraina staje się lasem (lub wyspą) do końca tury." / "… staje się krainą
  // wybranego przez ciebie podstawowego typu …" (305.7): the land type in the instrumental.
  std::string becomeLandType(const Node &e, RenderState &st) const {
    Phrase who = object(e.children[0], st, Nom);
    std::string types;
    bool eot = false, anyBasic = false;
    for (size_t i = 1; i < e.children.size(); ++i) {
      const Node &c = e.children[i];
      std::string_view ins =
          c.kind == NodeKind::SubtypeLeaf ? parse::pl::polishLandTypeInstrumental(c.text) : "";
      if (!ins.empty() && !eot && !anyBasic)
        types += (types.empty() ? "" : " " + t(st, "or") + " ") + std::string(ins);
      else if (c.kind == NodeKind::AnyBasicLandType && types.empty() && !anyBasic && !eot)
        anyBasic = true;
      else if (c.kind == NodeKind::UntilEndOfTurn && i + 1 == e.children.size())
        eot = true;
      else {
        st.gap("becoming this land type");
        return {};
      }
    }
    if (who.plural || (types.empty() && !anyBasic)) {
      st.gap("becoming this land type");
      return {};
    }
    std::string out =
        t(st, "becomes", {who.subject(), anyBasic ? t(st, "any-basic-land-type") : types});
    return eot ? out + " " + t(st, "until-end-of-turn") : out;
  }
  // --- end pl8 ---

  Phrase recipient(const Node &r, RenderState &st, Case c) const {
    switch (r.kind) {
    case NodeKind::You: case NodeKind::EachOpponent: case NodeKind::EachPlayer: return player(r, st, c);
    case NodeKind::ControllerOf:
    case NodeKind::DefendingPlayer:
    case NodeKind::ActivePlayer: // pl8
      return player(r, st, c);  // pl5
    case NodeKind::EventObject: // pl5: "temu graczowi" for the player of the trigger, not "temu"
      return st.eventIsPlayer ? player(r, st, c) : object(r, st, c);
    case NodeKind::Both: { // pl4: "each creature and each player": każdej istocie i każdemu graczowi
      if (r.children[0].kind != NodeKind::All || r.children[1].kind != NodeKind::EachPlayer) {
        st.gap("each of these and each player");
        return {};
      }
      Phrase p = description(r.children[0].children[0], st, false, c, "adj.each");
      p.text += " " + t(st, "and") + " " + nounPhrase(st, "adj.each", "noun.player", c).text;
      return p;
    }
    default: return object(r, st, c);
    }
  }

  Phrase nounPhrase(RenderState &st, const std::string &adjKey, const std::string &nounKey, Case c) const {
    Noun n = noun(st, nounKey);
    return {decline(t(st, adjKey), n.gender, false, c) + " " + n.form(false, c), n.gender, false, false};
  }

  Phrase player(const Node &p, RenderState &st, Case c) const {
    switch (p.kind) {
    case NodeKind::You: return {pick(st, "you", size_t(c)), Gender::MA, false, false};
    case NodeKind::EventObject: // --- kopl --- ten gracz: the player dealt the trigger's damage
      if (st.eventIsPlayer) return {pick(st, "that-player", size_t(c)), Gender::MA, false, false};
      st.gap("player");
      return {};
    case NodeKind::EachOpponent: return nounPhrase(st, "adj.each", "noun.opponent", c);
    case NodeKind::EachPlayer: return nounPhrase(st, "adj.each", "noun.player", c);
    case NodeKind::TargetRef: return object(p, st, c);
    // --- begin pl5 ---
    case NodeKind::DefendingPlayer: // broniący się gracz (506.2)
      return {pick(st, "defending-player", size_t(c)), Gender::MA, false, false};
    case NodeKind::ActivePlayer: // pl8: ten gracz, whose step it is (102.1); the read-back checks
                                 // that the trigger names that player
      return {pick(st, "that-player", size_t(c)), Gender::MA, false, false};
    case NodeKind::ControllerOf: { // jego / jej kontroler: the object named last
      const Node &of = p.children[0];
      std::string its;
      size_t targetCount = st.targets ? st.targets->children.size() : 0;
      if (of.kind == NodeKind::EventObject && targetCount == 0) its = t(st, "its.n");
      if (of.kind == NodeKind::TargetRef && size_t(of.value) + 1 == targetCount &&
          st.targetMentioned[size_t(of.value)]) {
        RenderState scratch = st; // the target's gender only: nothing recorded
        scratch.gaps = nullptr;
        Phrase tp = targetText(st.targets->children[size_t(of.value)], scratch, Nom);
        if (!tp.plural) its = t(st, tp.gender == Gender::F ? "its.f" : "its.n");
      }
      if (its.empty()) {
        st.gap("the controller of this object");
        return {};
      }
      return {its + " " + pick(st, "controller", size_t(c)), Gender::MA, false, false};
    }
    // --- end pl5 ---
    default: st.gap("player"); return {};
    }
  }

  Phrase targetText(const Node &target, RenderState &st, Case c) const {
    const Node &kind = target.children[0];
    switch (kind.kind) {
    case NodeKind::AnyTarget: return nounPhrase(st, "adj.any", "noun.any-target", c);
    case NodeKind::TargetPlayer: return nounPhrase(st, "adj.target", "noun.player", c);
    case NodeKind::TargetOpponent: return nounPhrase(st, "adj.target", "noun.opponent", c);
    case NodeKind::TargetPlayerOrPlaneswalker: { // --- kopl --- docelowemu graczowi lub
                                                 // planeswalkerowi
      Phrase p = nounPhrase(st, "adj.target", "noun.player", c);
      p.text += " " + t(st, "or") + " " + noun(st, "noun.planeswalker").form(false, c);
      return p;
    }
    case NodeKind::TargetOpponentOrPlaneswalker: { // pl8: docelowemu przeciwnikowi lub
                                                   // planeswalkerowi (115.4)
      Phrase p = nounPhrase(st, "adj.target", "noun.opponent", c);
      p.text += " " + t(st, "or") + " " + noun(st, "noun.planeswalker").form(false, c);
      return p;
    }
    case NodeKind::Filter: {
      const Node *count = target.children.size() > 1 ? &target.children[1] : nullptr;
      if (count && count->kind == NodeKind::UpTo) { // --- kopl --- maksymalnie dwie docelowe istoty
        const Node &n = count->children[0];
        if (n.kind == NodeKind::Int && n.value == 1 && (c == Nom || c == Acc)) { // pl6: up to one
          Phrase p = description(kind, st, false, c, "adj.target");
          static const char *kOne[2][4] = {{"jeden", "jeden", "jedna", "jedno"},    // M MA F N
                                           {"jeden", "jednego", "jedną", "jedno"}}; // accusative
          size_t g = p.gender == Gender::F   ? 2
                     : p.gender == Gender::N ? 3
                     : p.gender == Gender::M ? 0
                                             : 1;
          p.text = t(st, "up-to") + " " + kOne[c == Acc ? 1 : 0][g] + " " + p.text;
          return p;
        }
        // pl8: "na maksymalnie jednej docelowej istocie" / "maksymalnie jednemu docelowemu
        // graczowi": the other cases the grammar's numerals read
        if (n.kind == NodeKind::Int && n.value == 1 && (c == Gen || c == Dat || c == Loc)) {
          Phrase p = description(kind, st, false, c, "adj.target");
          bool feminine = p.gender == Gender::F, personal = p.gender == Gender::MP;
          const char *one = feminine   ? "jednej"
                            : personal ? nullptr
                            : c == Gen ? "jednego"
                            : c == Dat ? "jednemu"
                                       : nullptr; // jednym: not a numeral the grammar reads
          if (one) {
            p.text = t(st, "up-to") + " " + one + " " + p.text;
            return p;
          }
        }
        if (n.kind != NodeKind::Int || n.value < 2) {
          st.gap("up to this many targets");
          return {};
        }
        Case inner = (c == Nom || c == Acc) ? countCase(n) : c;
        Phrase p = description(kind, st, true, inner, "adj.target");
        p.text = t(st, "up-to") + " " + numeral(n, p.gender, st) + " " + p.text;
        return p;
      }
      if (!count || (count->kind == NodeKind::Int && count->value == 1)) {
        Phrase p = description(kind, st, false, c, "adj.target");
        if (count) // "one target creature": keep the explicit count
          p.text = pick(st, "number.1", p.gender == Gender::F ? 1 : 0) + " " + p.text;
        return p;
      }
      // "dwie docelowe istoty", "pięć docelowych istot"
      Case inner = (c == Nom || c == Acc) ? countCase(*count) : c;
      Phrase p = description(kind, st, true, inner, "adj.target");
      p.text = numeral(*count, p.gender, st) + " " + p.text;
      return p;
    }
    default: st.gap("target kind"); return {};
    }
  }

  Phrase object(const Node &o, RenderState &st, Case c) const {
    switch (o.kind) {
    case NodeKind::Self:
      return selfPhrase(st, c); // pl6: "ta istota" in a quoted ability
    case NodeKind::EventObject: return {pick(st, "it", size_t(c)), Gender::N, false, false};
    case NodeKind::TargetRef: {
      size_t i = size_t(o.value);
      if (!st.targets || i >= st.targets->children.size()) { st.gap("target reference"); return {}; }
      if (st.targetMentioned[i])
        return {pick(st, "it", size_t(c)), Gender::N, false, false};
      st.targetMentioned[i] = true;
      return targetText(st.targets->children[i], st, c);
    }
    case NodeKind::All: {
      // A plural with no quantifier is "all such" when it is qualified by its
      // controller (Istoty, które kontrolujesz, ...); otherwise "wszystkie".
      const Node &f = o.children[0];
      bool qualified = f.find(NodeKind::ControlledBy) != nullptr;
      Phrase p = description(f, st, true, c, "");
      if (!(qualified && c == Nom))
        p.text = pick(st, p.gender == Gender::MP ? "all.mp" : "all", size_t(c)) + " " + p.text;
      return p;
    }
    case NodeKind::Filter: return description(o, st, false, c, ""); // "a creature": singular
    case NodeKind::SelfInZone: { // --- pl5 --- ~ z twojego cmentarza (your own zone: 404.1)
      std::string z(ast::spelling(ast::Vocabulary::Zone, o.children[0].value));
      if (z != "graveyard" && z != "hand" && z != "library") {
        st.gap("~ in this zone");
        return {};
      }
      return {selfName(st) + " " + t(st, "in-zone." + z + ".you"), Gender::M, false, false};
    }
    case NodeKind::SelfOr: { // --- kopl3 --- ~ lub inna istota, którą kontrolujesz
      Phrase p = description(o.children[0], st, false, c, "");
      p.text = selfName(st) + " " + t(st, "or") + " " + p.text;
      return p;
    }
    case NodeKind::ExiledCards: { // pl6: wygnana karta / wygnane karty (607.2a)
      Noun n = noun(st, "noun.card");
      bool plural = o.value != 0;
      return {decline(t(st, "exiled"), n.gender, plural, c) + " " + n.form(plural, c), n.gender,
              plural, false};
    }
    case NodeKind::AttachedObject: { // --- kopl --- zaklęta istota, wyposażona istota
      size_t space = o.text.find(' ');
      std::string how = o.text.substr(0, space);
      std::string type = space == std::string::npos ? "" : o.text.substr(space + 1);
      if ((how != "enchanted" && how != "equipped") ||
          !ast::valueOf(ast::Vocabulary::CardType, type)) {
        st.gap("object '" + o.text + "'");
        return {};
      }
      Noun n = noun(st, "noun." + type);
      return {decline(t(st, "attached." + how), n.gender, false, c) + " " + n.form(false, c),
              n.gender, false, false};
    }
    default: st.gap("object"); return {};
    }
  }

  // --- begin kopl: a keyword in the instrumental ("z lataniem") or genitive ("bez latania") ---
  std::string keywordCase(const Node &leaf, const char *form, RenderState &st) const {
    return t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(leaf.value))) + "." + form);
  }
  // --- end kopl ---
  // --- begin kopl ---
  // "Wybierz jedno —" and a bullet per mode (700.2), each mode with its own targets.
  std::string modes(const Node &modal, RenderState &st) const {
    int64_t min = modal.children[0].value, max = modal.children[1].value;
    if (min != 1 || (max != 1 && max != 2)) {
      st.gap("modal choice");
      return {};
    }
    std::string out = t(st, max == 1 ? "modal.one" : "modal.one-or-both");
    for (size_t i = 2; i < modal.children.size(); ++i) {
      const Node &mode = modal.children[i];
      st.targets = mode.find(NodeKind::Targets);
      st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
      out += "\n• " + effects(mode, 0, st, true);
    }
    return out;
  }
  // "1/1 białej istoty typu żołnierz z lataniem": a creature token's size, colours
  // and creature types in the genitive after "żeton" (111.4); other tokens are gaps.
  std::string tokenText(const Node &desc, RenderState &st) const {
    if (desc.children[0].kind != NodeKind::Int || desc.children[1].kind != NodeKind::Int) {
      st.gap("a token of a computed size"); // pl4
      return {};
    }
    const Node &f = desc.children[2];
    std::vector<std::string> colors;
    std::string subtypes;
    bool creature = false, artifact = false;
    for (auto &p : f.children) {
      if (p.kind == NodeKind::CardTypeLeaf && !artifact && !creature &&
          ast::spelling(ast::Vocabulary::CardType, p.value) == "artifact")
        artifact = true; // pl4: artefaktowej istoty (an artifact creature token)
      else if (p.kind == NodeKind::ColorLeaf)
        colors.push_back(
            t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value))));
      else if (p.kind == NodeKind::CardTypeLeaf && !creature &&
               ast::spelling(ast::Vocabulary::CardType, p.value) == "creature")
        creature = true;
      else if (p.kind == NodeKind::SubtypeLeaf && !parse::pl::polishSubtype(p.text).empty())
        subtypes += " " + std::string(parse::pl::polishSubtype(p.text));
      else {
        st.gap("token characteristic");
        return {};
      }
    }
    if (!creature) {
      st.gap("a token that is not a creature");
      return {};
    }
    std::string with, quote;
    for (size_t i = 3; i < desc.children.size(); ++i) {
      const Node &c = desc.children[i];
      if (c.kind == NodeKind::KeywordLeaf && i == 3) {
        with = " " + t(st, "with-keyword", {keywordCase(c, "ins", st)});
      } else if ((c.kind == NodeKind::Activated || c.kind == NodeKind::Triggered) &&
                 i + 1 == desc.children.size()) { // pl6: z "Poświęć tę istotę: Dodaj {C}." (113.1a)
        RenderState in; // the quoted ability declares and names its own targets
        in.cardName = std::string(1, kThisMarker) + "noun.creature";
        in.gaps = st.gaps;
        quote = " " + t(st, "with-keyword", {"\"" + ability(c, in) + "\""});
      } else {
        st.gap("token ability");
        return {};
      }
    }
    Noun creatureNoun = noun(st, "noun.creature");
    std::string colorText;
    for (size_t i = 0; i < colors.size(); ++i)
      colorText += (i == 0                   ? ""
                    : i + 1 == colors.size() ? " " + t(st, "and") + " "
                                             : ", ") +
                   decline(colors[i], creatureNoun.gender, false, Gen);
    if (colors.empty()) colorText = decline(t(st, "colorless"), creatureNoun.gender, false, Gen);
    if (artifact) // pl4
      colorText += " " + decline(t(st, "artifact-adj"), creatureNoun.gender, false, Gen);
    std::string out = std::to_string(desc.children[0].value) + "/" +
                      std::to_string(desc.children[1].value) + " " + colorText + " " +
                      creatureNoun.form(false, Gen);
    if (!subtypes.empty()) out += " " + t(st, "of-subtype", {subtypes.substr(1)});
    return out + with + quote;
  }
  // --- end kopl ---
  // pl4: a creature type as a noun (gender and ten forms, PolishSubtypes.h); none: nullopt
  static std::optional<Noun> subtypeNoun(const std::string &english) {
    std::string_view forms = parse::pl::polishSubtypeNoun(english);
    if (forms.empty()) return std::nullopt;
    auto f10 = split(forms);
    Noun n;
    n.gender = f10[0] == "f"    ? Gender::F
               : f10[0] == "n"  ? Gender::N
               : f10[0] == "ma" ? Gender::MA
               : f10[0] == "mp" ? Gender::MP
                                : Gender::M;
    n.forms.assign(f10.begin() + 1, f10.end());
    return n;
  }
  Noun typeNoun(const Node &leaf, RenderState &st) const {
    if (leaf.kind == NodeKind::CardTypeLeaf)
      return noun(st, "noun." + std::string(ast::spelling(ast::Vocabulary::CardType, leaf.value)));
    if (leaf.kind == NodeKind::CardOnly) return noun(st, "noun.card");
    if (leaf.kind == NodeKind::TokenOnly) return noun(st, "noun.token");
    st.gap("type");
    return {};
  }

  // Order: [target] [another] [colours] noun(s) [nontoken] [, relative clause] [zone].
  // pl4: `at`: where the objects are (na twoim cmentarzu), not where they come from (z ...)
  Phrase description(const Node &f, RenderState &st, bool plural, Case c, const std::string &leadAdj,
                     bool at = false) const {
    std::vector<std::string> adjectives; // masculine nominative, declined below
    std::vector<Noun> nouns;
    bool nontoken = false;
    std::vector<std::string> notTypes; // --- kopl ---
    std::string withKw;                // --- kopl ---
    std::string subtypes;              // --- kopl --- " goblin żołnierz"
    std::vector<std::string> orAdjectives; // --- kopl --- atakująca lub blokująca
    std::string controllerKey, zone;
    bool artifactAdj = false; // pl4: artefaktowa (istota)
    std::vector<std::string> statSuffixes;  // pl6: o sile 2 lub mniejszej
    std::string counterSuffix;              // pl6: ze znacznikiem +1/+1
    std::string subtypeChoice;              // pl6: " duch lub arkanum"
    const Node *controllerPlayer = nullptr; // pl6
    const Node *targetsClause = nullptr;    // pl6: "którego celem jest ~"
    bool dealtBySelf = false;               // pl8
    if (!leadAdj.empty())
      adjectives.push_back(t(st, leadAdj));
    for (auto &p : f.children) {
      switch (p.kind) {
      case NodeKind::Another: case NodeKind::OtherThan: adjectives.push_back(t(st, "another")); break;
      case NodeKind::Nontoken: nontoken = true; break;
      // --- begin pl6 ---
      case NodeKind::Multicolored:
        adjectives.push_back(t(st, "multicolored"));
        break; // 105.2b
      case NodeKind::Colorless:
        adjectives.push_back(t(st, "colorless"));
        break; // 105.2c
      case NodeKind::PowerAtMost:
      case NodeKind::PowerAtLeast:
      case NodeKind::ToughnessAtMost:
      case NodeKind::ToughnessAtLeast:
      case NodeKind::ManaValueAtMost:
      case NodeKind::ManaValueAtLeast:
      case NodeKind::ManaValueIs: { // o sile 2 lub mniejszej (208.1, 202.3)
        const Node &v = p.children[0];
        bool mv = p.kind == NodeKind::ManaValueAtMost || p.kind == NodeKind::ManaValueAtLeast ||
                  p.kind == NodeKind::ManaValueIs;
        if (v.kind != NodeKind::Int && !(mv && v.kind == NodeKind::XValue)) {
          st.gap("a computed power, toughness or mana value in a description");
          break;
        }
        std::string key = p.kind == NodeKind::PowerAtMost || p.kind == NodeKind::PowerAtLeast
                              ? "stat.power"
                          : mv ? "stat.mana-value"
                               : "stat.toughness";
        std::string how = p.kind == NodeKind::ManaValueIs ? ""
                          : p.kind == NodeKind::PowerAtMost ||
                                  p.kind == NodeKind::ToughnessAtMost ||
                                  p.kind == NodeKind::ManaValueAtMost
                              ? " " + t(st, "stat.or-less")
                              : " " + t(st, "stat.or-more");
        statSuffixes.push_back(
            t(st, key, {v.kind == NodeKind::Int ? std::to_string(v.value) : "X"}) + how);
        break;
      }
      case NodeKind::TargetsObject: // czar, którego celem jest ~ (115.1)
        targetsClause = &p.children[0];
        break;
      case NodeKind::OfChosenType: // pl8: istoty wybranego typu (614.12)
        statSuffixes.push_back(t(st, "of-chosen-type"));
        break;
      case NodeKind::OfChosenColor: // pl8: "istoty wybranego koloru, które kontrolujesz" (the
                                    // builder puts it after the controller, as English)
        statSuffixes.push_back(t(st, "of-chosen-color"));
        break;
      case NodeKind::DealtDamageBy: // pl8: istota, której ~ zadał w tej turze obrażenia (120.1)
        if (p.children[0].kind == NodeKind::Self && !plural)
          dealtBySelf = true;
        else
          st.gap("dealt damage by this object");
        break;
      case NodeKind::Historic: // pl8: historyczny (700.6)
        adjectives.push_back(t(st, "historic"));
        break;
      case NodeKind::NamedSelf: // pl8: karty o nazwie ~ (201.2)
        statSuffixes.push_back(t(st, "named-self", {selfName(st)}));
        break;
      case NodeKind::WithCounter: // ze znacznikiem +1/+1 (122.1)
        counterSuffix = t(st, "with-counter", {counterName(p.children[0], st)});
        break;
      // --- end pl6 ---
      // --- begin kopl: nieczarny / niebędący krainą ---
      case NodeKind::Not:
        if (p.children[0].kind == NodeKind::ColorLeaf)
          adjectives.push_back(
              t(st, "not-color." +
                        std::string(ast::spelling(ast::Vocabulary::Color, p.children[0].value))));
        else if (p.children[0].kind == NodeKind::CardTypeLeaf)
          notTypes.push_back(t(
              st, "not-type." +
                      std::string(ast::spelling(ast::Vocabulary::CardType, p.children[0].value))));
        else if (p.children[0].kind == NodeKind::SupertypeLeaf && // --- pl6 --- niepodstawowy
                 (p.children[0].text == "Basic" || p.children[0].text == "Legendary"))
          adjectives.push_back(t(st, "not-supertype." + p.children[0].text));
        else if (p.children[0].kind ==
                     NodeKind::ControlledBy && // --- pl6 --- której nie kontrolujesz
                 p.children[0].children[0].kind == NodeKind::You)
          controllerKey = "controller.not-you";
        else if (p.children[0].kind == NodeKind::WithKeyword) // --- kopl --- bez latania
          withKw = t(st, "without-keyword", {keywordCase(p.children[0].children[0], "gen", st)});
        else
          st.gap("filter part not");
        break;
      case NodeKind::SubtypeLeaf: // --- kopl --- typu goblin
        if (std::string_view w = parse::pl::polishSubtype(p.text); !w.empty())
          subtypes += " " + std::string(w);
        else
          st.gap("no Polish name for the creature type '" + p.text + "'");
        break;
      case NodeKind::WithKeyword: // --- kopl --- z lataniem
        withKw = t(st, "with-keyword", {keywordCase(p.children[0], "ins", st)});
        break;
      case NodeKind::IsTapped:
        adjectives.push_back(t(st, "tapped"));
        break;
      case NodeKind::SupertypeLeaf: // --- pl4 --- podstawowa / legendarna (205.4)
        adjectives.push_back(t(st, "supertype." + p.text));
        break;
      case NodeKind::IsUntapped:
        adjectives.push_back(t(st, "untapped"));
        break;
      case NodeKind::Attacking:
        adjectives.push_back(t(st, "attacking"));
        break;
      case NodeKind::Blocking:
        adjectives.push_back(t(st, "blocking"));
        break;
      // --- end kopl ---
      case NodeKind::ColorLeaf:
        adjectives.push_back(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value))));
        break;
      case NodeKind::CardTypeLeaf: case NodeKind::CardOnly: case NodeKind::TokenOnly:
        // pl4: "artifact creature" (two types, both of the object) is artefaktowa istota;
        // two nouns would read back as "artifact or creature"
        if (p.kind == NodeKind::CardTypeLeaf &&
            ast::spelling(ast::Vocabulary::CardType, p.value) == "artifact" &&
            std::count_if(f.children.begin(), f.children.end(), [](const Node &q) {
              return q.kind == NodeKind::CardTypeLeaf &&
                     ast::spelling(ast::Vocabulary::CardType, q.value) != "spell";
            }) > 1) {
          adjectives.push_back(t(st, "artifact-adj"));
          artifactAdj = true;
          break;
        }
        nouns.push_back(typeNoun(p, st));
        break;
      case NodeKind::AnyOf:
        if (p.children.size() == 2 && p.children[0].kind == NodeKind::Attacking && // --- kopl ---
            p.children[1].kind == NodeKind::Blocking) {
          orAdjectives = {t(st, "attacking"), t(st, "blocking")};
          break;
        }
        if (p.children.size() == 2 && p.children[0].kind == NodeKind::ColorLeaf && // pl4
            p.children[1].kind == NodeKind::ColorLeaf && orAdjectives.empty()) {
          for (auto &a : p.children)
            orAdjectives.push_back(
                t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, a.value))));
          break;
        }
        // --- begin pl6: subtypes as alternatives: "karta typu góra lub równina" after a type;
        // "docelową równinę lub wyspę" (the subtype nouns) with none ---
        if (std::all_of(p.children.begin(), p.children.end(),
                        [](const Node &a) { return a.kind == NodeKind::SubtypeLeaf; })) {
          bool typed = std::any_of(f.children.begin(), f.children.end(), [](const Node &q) {
            return q.kind == NodeKind::CardTypeLeaf || q.kind == NodeKind::CardOnly ||
                   q.kind == NodeKind::TokenOnly;
          });
          std::string names;
          for (auto &a : p.children) {
            if (typed) {
              std::string_view w = parse::pl::polishSubtype(a.text);
              if (w.empty()) st.gap("no Polish name for the creature type '" + a.text + "'");
              names += (names.empty() ? "" : " " + t(st, "or") + " ") + std::string(w);
            } else if (auto n = subtypeNoun(a.text)) {
              nouns.push_back(std::move(*n));
            } else {
              st.gap("no Polish noun for the creature type '" + a.text + "'");
            }
          }
          if (!names.empty()) {
            if (!subtypes.empty() || !subtypeChoice.empty())
              st.gap("a creature type and a choice of types");
            subtypeChoice = " " + names;
          }
          break;
        }
        // --- end pl6 ---
        for (auto &a : p.children)
          nouns.push_back(typeNoun(a, st));
        break;
      case NodeKind::ControlledBy:
        controllerKey = "controller." + std::string(ast::headOf(p.children[0].kind));
        controllerPlayer = &p.children[0]; // pl6: "które kontroluje docelowy gracz"
        break;
      case NodeKind::InZone: {
        std::string z(ast::spelling(ast::Vocabulary::Zone, p.children[0].value));
        std::string who = p.children.size() < 2 ? "any" : p.children[1].kind == NodeKind::You ? "you" : "opponent";
        // pl6: "z cmentarza docelowego gracza" (the target named here, for the first time)
        if (p.children.size() > 1 && p.children[1].kind == NodeKind::TargetRef && st.targets &&
            p.text.rfind("target-", 0) == 0 &&
            size_t(p.children[1].value) < st.targetMentioned.size() &&
            !st.targetMentioned[size_t(p.children[1].value)]) {
          zone = t(st, (at ? "at-zone." : "in-zone.") + z + ".of",
                   {player(p.children[1], st, Gen).text});
          break;
        }
        // --- begin wherex (issue 14): "their hand" (a player named before): not written yet ---
        if (p.children.size() > 1 && p.children[1].kind != NodeKind::You &&
            p.children[1].kind != NodeKind::EachOpponent) {
          st.gap("the zone of a player named before");
          break;
        }
        // --- end wherex ---
        zone = t(st, (at ? "at-zone." : "in-zone.") + z + "." + who);
        break;
      }
      default: st.gap(std::string("filter part ") + std::string(ast::headOf(p.kind))); break;
      }
    }
    // pl4: no card type, one creature type: the type is the noun (docelowy goblin, inni
    // sojusznicy, które / których kontrolujesz); a type with no noun is a named gap
    if (nouns.empty()) {
      const Node *only = nullptr;
      size_t count = 0;
      for (auto &p : f.children)
        if (p.kind == NodeKind::SubtypeLeaf) only = &p, ++count;
      if (count == 1) {
        auto n = subtypeNoun(only->text);
        if (!n) {
          st.gap("no Polish noun for the creature type '" + only->text + "'");
          return {};
        }
        nouns.push_back(std::move(*n));
        subtypes.clear();
      }
    }
    if (nouns.empty()) {
      st.gap("a description without a type");
      return {};
    }
    // --- begin kopl: "creature card" is karta istoty (the card, then its types in the
    // genitive), not two nouns joined by "lub" ---
    const Node *head = nullptr;
    std::vector<const Node *> ofTypes;
    for (auto &p : f.children) {
      bool isHead = p.kind == NodeKind::CardOnly || p.kind == NodeKind::TokenOnly ||
                    (p.kind == NodeKind::CardTypeLeaf &&
                     ast::spelling(ast::Vocabulary::CardType, p.value) == "spell");
      if (isHead)
        head = head ? nullptr : &p;
      else if (p.kind == NodeKind::CardTypeLeaf &&
               !(artifactAdj && ast::spelling(ast::Vocabulary::CardType, p.value) == "artifact"))
        ofTypes.push_back(&p);
      else if (p.kind == NodeKind::AnyOf &&
               std::all_of(p.children.begin(), p.children.end(), // pl6: not colours, subtypes
                           [](const Node &a) { return a.kind == NodeKind::CardTypeLeaf; }))
        for (auto &a : p.children)
          ofTypes.push_back(&a);
    }
    std::string genitive;
    if (head && !ofTypes.empty()) {
      for (size_t i = 0; i < ofTypes.size(); ++i) {
        if (i > 0) genitive += i + 1 == ofTypes.size() ? " " + t(st, "or") + " " : ", ";
        genitive += typeNoun(*ofTypes[i], st).form(plural, Gen);
      }
      nouns = {typeNoun(*head, st)};
    }
    // --- end kopl ---
    Phrase out;
    out.gender = nouns.back().gender;
    out.plural = plural;
    Gender first = nouns.front().gender;
    for (auto &a : adjectives)
      out.text += decline(a, first, plural, c) + " ";
    if (orAdjectives.size() == 2) // --- kopl ---
      out.text += decline(orAdjectives[0], first, plural, c) + " " + t(st, "or") + " " +
                  decline(orAdjectives[1], first, plural, c) + " ";
    for (size_t i = 0; i < nouns.size(); ++i) {
      if (i > 0)
        out.text += i + 1 == nouns.size() ? " " + t(st, "or") + " " : ", ";
      out.text += nouns[i].form(plural, c);
    }
    if (!genitive.empty()) out.text += " " + genitive; // --- kopl ---
    if (!subtypes.empty())
      out.text += " " + t(st, "of-subtype", {subtypes.substr(1)}); // --- kopl ---
    if (!subtypeChoice.empty())
      out.text += " " + t(st, "of-subtype", {subtypeChoice.substr(1)}); // pl6
    for (auto &nt : notTypes)                          // --- kopl ---
      out.text += " " + decline(nt, out.gender, plural, c);
    if (nontoken)
      out.text += " " + decline(t(st, "nontoken"), out.gender, plural, c);
    if (!withKw.empty()) out.text += " " + withKw; // --- kopl ---
    for (auto &suffix : statSuffixes)
      out.text += " " + suffix;                                  // pl6
    if (!counterSuffix.empty()) out.text += " " + counterSuffix; // pl6
    if (!controllerKey.empty()) {
      size_t rel = plural ? (out.gender == Gender::MP ? 5 : 4)
                   : out.gender == Gender::M                           ? 0
                   : out.gender == Gender::MA || out.gender == Gender::MP ? 1
                   : out.gender == Gender::F                           ? 2
                                                                       : 3;
      if (controllerPlayer && (controllerPlayer->kind == NodeKind::TargetRef ||
                               controllerPlayer->kind == NodeKind::DefendingPlayer ||
                               controllerPlayer->kind == NodeKind::ActivePlayer ||
                               (controllerPlayer->kind == NodeKind::EventObject &&
                                st.eventIsPlayer))) // pl6; pl8: ten gracz (603.3d)
        out.text += ", " + t(st, "controller.player",
                             {pick(st, "relative", rel), player(*controllerPlayer, st, Nom).text});
      else // pl7: the negated verb takes the genitive (której nie kontrolujesz)
        out.text +=
            ", " +
            t(st, controllerKey,
              {pick(st, controllerKey == "controller.not-you" ? "relative.gen" : "relative", rel)});
      out.clause = true;
    }
    if (dealtBySelf) { // pl8: the dative pronoun agrees with the noun
      if (!controllerKey.empty() || out.gender != Gender::F)
        st.gap("dealt damage by ~ with this description");
      out.text += ", " + t(st, "dealt-damage-by-self", {selfName(st)});
      out.clause = true;
    }
    if (targetsClause) { // pl6: the relative pronoun in the genitive agrees with the noun
      if (!controllerKey.empty()) st.gap("a controller and a target in one description");
      std::string rel = plural ? "których" : out.gender == Gender::F ? "której" : "którego";
      out.text += ", " + t(st, "targets-object", {rel, object(*targetsClause, st, Nom).text});
      out.clause = true;
    }
    if (!zone.empty()) {
      out.text += " " + zone;
      out.clause = false;
    }
    return out;
  }

  std::string trigger(const Node &tr, RenderState &st) const {
    auto subject = [&](const char *key) {
      Phrase who = object(tr.children[0], st, Nom);
      return t(st, who.plural ? std::string(key) + ".plural" : key, {who.subject()});
    };
    switch (tr.kind) {
    case NodeKind::EitherTrigger: { // pl7: 603.2, "kiedy ~ wchodzi na pole bitwy lub umiera"
      const Node &a = tr.children[0], &b = tr.children[1];
      const char *second = b.kind == NodeKind::Attacks             ? "attacks"
                           : b.kind == NodeKind::Dies              ? "dies"
                           : b.kind == NodeKind::LeavesBattlefield ? "leaves-battlefield"
                           : b.kind == NodeKind::TurnedFaceUp      ? "turned-face-up"
                                                                   : nullptr;
      if (a.kind != NodeKind::EntersBattlefield || a.children.size() != 1 || !second ||
          b.children.size() != 1 || a.children[0].kind != NodeKind::Self ||
          b.children[0].kind != NodeKind::Self) {
        st.gap("trigger");
        return {};
      }
      Phrase who = object(a.children[0], st, Nom);
      return t(st, std::string("trigger.either.") + second,
               {who.subject(), decline(t(st, "turned"), who.gender, false, Nom)});
    }
    case NodeKind::EntersBattlefield: return subject("enters-battlefield");
    case NodeKind::Dies: return subject("dies");
    case NodeKind::Attacks: return subject("attacks");
    case NodeKind::Casts: { // --- kopl --- za każdym razem, gdy rzucasz czar istoty (601.2i)
      const Node &who = tr.children[0];
      std::string key = who.kind == NodeKind::You            ? "casts.you"
                        : who.kind == NodeKind::EachOpponent ? "casts.opponent"
                        : who.kind == NodeKind::AnyPlayer    ? "casts.player"
                                                             : "";
      if (key.empty() || tr.children[1].kind != NodeKind::Filter ||
          tr.opt(ast::role::Casts::during)) { // trig2: "during ... turn" has no template
        st.gap("trigger");
        return {};
      }
      return t(st, key, {description(tr.children[1], st, false, Acc, "").text});
    }
    // --- begin kopl: more triggers; a participle agrees with the subject ---
    case NodeKind::DealsDamageTrigger: { // zadaje obrażenia bojowe graczowi (510.3a)
      std::string to;
      for (size_t i = 1; i < tr.children.size(); ++i) {
        NodeKind k = tr.children[i].kind;
        if (k == NodeKind::ToPlayer || k == NodeKind::ToOpponent || k == NodeKind::ToCreature)
          to = " " + t(st, std::string("damaged.") + std::string(ast::headOf(k)));
        else if (k != NodeKind::CombatDamage) {
          st.gap("trigger");
          return {};
        }
      }
      Phrase who = object(tr.children[0], st, Nom);
      bool combat = tr.find(NodeKind::CombatDamage) != nullptr;
      return t(st, who.plural ? "deals-damage-trigger.plural" : "deals-damage-trigger",
               {who.subject(), (combat ? " " + t(st, "combat-damage") : std::string()) + to});
    }
    // --- begin pl6 ---
    case NodeKind::RollChaos:
      return t(st, "trigger.roll-chaos"); // 901.9
    case NodeKind::SetInMotion:
      return t(st, "trigger.set-in-motion"); // 701.31
    case NodeKind::CycleSelf:                // 702.29
      return t(st, tr.children.empty() ? "trigger.cycle-self" : "trigger.cycle-self.or-dies",
               {selfName(st)});
    case NodeKind::AttacksUnblocked: { // 509.5g
      Phrase who = object(tr.children[0], st, Nom);
      return t(st, who.plural ? "trigger.attacks-unblocked.plural" : "trigger.attacks-unblocked",
               {who.subject(), decline(t(st, "blocked"), who.gender, who.plural, Nom)});
    }
    case NodeKind::BecomesMonstrous: // pl8: 701.37b, kiedy ~ staje się potworny
      if (tr.children[0].kind == NodeKind::Self)
        return t(st, "trigger.becomes-monstrous", {selfName(st)});
      st.gap("trigger");
      return {};
    case NodeKind::AttacksWithOthers: { // pl8: battalion (508.3a), "~ i co najmniej dwie inne
                                        // istoty atakują" (the verb plural: two subjects)
      const Node &others = tr.children[1];
      if (tr.children[0].kind != NodeKind::Self || others.kind != NodeKind::Int ||
          others.value < 1) {
        st.gap("trigger");
        return {};
      }
      std::string who = object(tr.children[0], st, Nom).text;
      if (others.value == 1) return t(st, "trigger.attacks-with-others.one", {who});
      Noun n = noun(st, "noun.creature");
      Case c = countForm(others.value) == 1 ? Nom : Gen;
      return t(st, "trigger.attacks-with-others",
               {who, numeral(others, n.gender, st) + " " +
                         decline(t(st, "another"), n.gender, true, c) + " " + n.form(true, c)});
    }
    case NodeKind::Exerted: // pl7: 701.39, za każdym razem, gdy wysilasz istotę
      if (tr.children[0].kind == NodeKind::Filter)
        return t(st, "trigger.exerted", {description(tr.children[0], st, false, Acc, "").text});
      st.gap("exerting this");
      return {};
    case NodeKind::PutIntoGraveyard: { // 700.4: trafia z pola bitwy na twój cmentarz
      if (tr.children[0].kind != NodeKind::Filter || tr.children[1].kind != NodeKind::You) {
        st.gap("put into this graveyard");
        return {};
      }
      return t(st, "trigger.put-into-graveyard.you", {object(tr.children[0], st, Nom).subject()});
    }
    // --- end pl6 ---
    case NodeKind::BecomesBlocked:
    case NodeKind::Blocks:
    case NodeKind::LeavesBattlefield:
    case NodeKind::BecomesTapped:
    case NodeKind::BecomesUntapped:
    case NodeKind::IsDealtDamage:
    case NodeKind::BecomesTarget:
    case NodeKind::AttacksOrBlocks:
    case NodeKind::BlocksOrBecomesBlocked: {
      if (tr.kind == NodeKind::BlocksOrBecomesBlocked && tr.children.size() == 2 &&
          tr.children[1].kind ==
              NodeKind::Filter) { // pl6: blokuje istotę lub zostaje … przez istotę
        Phrase who = object(tr.children[0], st, Nom);
        if (who.plural) {
          st.gap("several objects block or become blocked by a creature");
          return {};
        }
        return t(st, "trigger.blocks-or-becomes-blocked-by",
                 {who.subject(), description(tr.children[1], st, false, Acc, "").text,
                  decline(t(st, "blocked"), who.gender, false, Nom)});
      }
      auto key = simpleTriggerKey(tr);
      if (!key) {
        st.gap("trigger");
        return {};
      }
      Phrase who = object(tr.children[0], st, Nom);
      std::string participle =
          tr.kind == NodeKind::BecomesBlocked || tr.kind == NodeKind::BlocksOrBecomesBlocked
              ? t(st, "blocked")
          : tr.kind == NodeKind::BecomesTapped   ? t(st, "tapped")
          : tr.kind == NodeKind::BecomesUntapped ? t(st, "untapped")
                                                 : "";
      if (!participle.empty()) participle = decline(participle, who.gender, who.plural, Nom);
      return t(st, *key + (who.plural ? ".plural" : ""), {who.subject(), participle});
    }
    case NodeKind::TurnedFaceUp: { // pl4: zostaje odwrócony awersem do góry (708.8, 702.37e)
      Phrase who = object(tr.children[0], st, Nom);
      return t(st, who.plural ? "turned-face-up.plural" : "turned-face-up",
               {who.subject(), decline(t(st, "turned"), who.gender, who.plural, Nom)});
    }
    // --- begin pl5 ---
    case NodeKind::DrawsTrigger:
    case NodeKind::DiscardsTrigger:
    case NodeKind::CyclesTrigger: {
      if (auto key = youTriggerKey(tr)) return t(st, *key);
      const Node &who = tr.children[0];
      std::string head(ast::headOf(tr.kind));
      std::string whose = who.kind == NodeKind::You            ? "you"
                          : who.kind == NodeKind::EachOpponent ? "opponent"
                          : who.kind == NodeKind::AnyPlayer    ? "player"
                                                               : "";
      bool orDiscards = tr.children.size() == 2 && tr.children[1].kind == NodeKind::OrDiscards;
      if (whose.empty() || (tr.children.size() > 1 && !orDiscards) ||
          (orDiscards && whose != "you")) {
        st.gap("trigger " + head + " by this player");
        return {};
      }
      return t(st, "trigger." + head + "." + whose + (orDiscards ? ".or-discards" : ""));
    }
    case NodeKind::BecomesBlockedBy: // zostaje zablokowany przez istotę (509.5)
    case NodeKind::BlocksCreature: {
      Phrase who = object(tr.children[0], st, Nom);
      if (who.plural || tr.children.size() != 2) {
        st.gap("trigger " + std::string(ast::headOf(tr.kind)) + " of several objects");
        return {};
      }
      std::string what = description(tr.children[1], st, false, Acc, "").text;
      if (tr.kind == NodeKind::BlocksCreature)
        return t(st, "trigger.blocks-creature", {who.subject(), what});
      return t(st, "trigger.becomes-blocked-by",
               {who.subject(), decline(t(st, "blocked"), who.gender, false, Nom), what});
    }
    // --- end pl5 ---
    case NodeKind::StateTrigger: { // --- pl5 --- 603.8: kiedy nie kontrolujesz żadnej wyspy
      const Node &c = tr.children[0];
      if (c.kind == NodeKind::Compare && c.children[1].kind == NodeKind::RelAtMost &&
          c.children[2].kind == NodeKind::Int && c.children[2].value == 0 &&
          c.children[0].kind == NodeKind::CountOf) // condition(): "you control none" or a gap
        return t(st, "state-trigger", {condition(c, st)});
      st.gap("a state trigger on this condition");
      return {};
    }
    case NodeKind::GainsLifeTrigger: // gdy zyskujesz punkty życia (dobierasz kartę: pl5, below)
      if (auto key = youTriggerKey(tr)) return t(st, *key);
      st.gap("trigger");
      return {};
    // --- end kopl ---
    case NodeKind::BeginningOfStep: {
      // --- begin trig2 --- (only "your" and "each" have a template: no "each" for another player)
      if (tr.children[1].kind != NodeKind::You && tr.children[1].kind != NodeKind::EachPlayer &&
          tr.children[1].kind != NodeKind::EachOpponent) { // pl8: each opponent's
        st.gap("whose step");
        return {};
      }
      if (tr.children[1].kind == NodeKind::EachOpponent) {
        auto step = forms(
            st, "step." + std::string(ast::spelling(ast::Vocabulary::Step, tr.children[0].value)));
        return t(st, "beginning-of.opponent", {step.size() > 1 ? step[1] : step[0]});
      }
      // --- end trig2 ---
      auto step = forms(st, "step." + std::string(ast::spelling(ast::Vocabulary::Step, tr.children[0].value)));
      Gender g = step[0] == "f" ? Gender::F : step[0] == "n" ? Gender::N : Gender::M;
      std::string owner = t(st, tr.children[1].kind == NodeKind::You ? "owner.you" : "owner.each");
      // twój -> twojego / twojej (the possessive declines like -y adjectives after j)
      std::string declined = owner == "twój" ? (g == Gender::F ? "twojej" : "twojego") : decline(owner, g, false, Gen);
      return t(st, "beginning-of", {declined, step.size() > 1 ? step[1] : step[0]});
    }
    default: st.gap("trigger"); return {};
    }
  }

  std::string continuous(const Node &c, RenderState &st) const {
    if (c.kind == NodeKind::NotCardType && c.children[1].kind == NodeKind::CardTypeLeaf) {
      // pl7: 205.1a, "~ nie jest istotą" (the instrumental)
      Phrase who = object(c.children[0], st, Nom);
      if (!who.plural)
        return t(st, "not-type", {who.subject(), typeNoun(c.children[1], st).form(false, Ins)});
    }
    // --- begin pl5 ---
    if (c.kind == NodeKind::NotBlockedBy && c.children.size() == 2) { // 509.1b: przez ściany
      Phrase who = object(c.children[0], st, Nom);
      if (!who.plural)
        return t(st, "not-blocked-by",
                 {who.subject(), decline(t(st, "blocked"), who.gender, false, Nom),
                  description(c.children[1], st, true, Acc, "").text});
    }
    if (c.kind == NodeKind::AttacksOnlyIf) { // 508.1c: chyba że broniący się gracz kontroluje …
      const Node &cond = c.children[1];
      if (cond.kind == NodeKind::Compare && cond.children[0].kind == NodeKind::CountOf &&
          cond.children[0].children[0].kind == NodeKind::All &&
          cond.children[1].kind == NodeKind::RelAtLeast && cond.children[2].kind == NodeKind::Int &&
          cond.children[2].value == 1) {
        const Node &f = cond.children[0].children[0].children[0];
        Node rest(NodeKind::Filter);
        bool defending = false;
        for (auto &p : f.children)
          if (p.kind == NodeKind::ControlledBy && p.children[0].kind == NodeKind::DefendingPlayer &&
              !defending)
            defending = true;
          else
            rest.children.push_back(p);
        Phrase who = object(c.children[0], st, Nom);
        if (defending && !who.plural)
          return t(st, "attacks-only-if-defending-controls",
                   {who.subject(), description(rest, st, false, Acc, "").text});
      }
    }
    if (c.kind == NodeKind::NotBlockedBy || c.kind == NodeKind::AttacksOnlyIf) {
      st.gap(std::string("this form of ") + std::string(ast::headOf(c.kind)));
      return {};
    }
    // --- end pl5 ---
    // --- pl5 --- 604.3: "siła i wytrzymałość ~ to X" (the line ends with "gdzie X to ...")
    if (c.kind == NodeKind::DefinedPT) {
      bool both = c.children.size() > 1;
      std::string x = computedX(c.children[0], st);
      if (both) computedX(c.children[1], st); // the same X, or a gap (two different amounts)
      if (c.children[0].kind == NodeKind::XValue) {
        st.gap("a defined P/T of a chosen X");
        return {};
      }
      return t(st, both ? "defined-pt" : "defined-power", {selfName(st), x});
    }
    // --- pl6 --- 'zaklęta kraina ma "…"' (113.1a); 'kontrolujesz zaklętą istotę' (613.1b)
    if (c.kind == NodeKind::GrantAbility) return grantAbility(c, st, true);
    if (c.kind == NodeKind::CostsLess || c.kind == NodeKind::CostsMore) { // 601.2f
      NodeKind who = c.children[0].kind;
      bool less = c.kind == NodeKind::CostsLess;
      if ((less && who != NodeKind::You) ||
          (who != NodeKind::You && who != NodeKind::EachOpponent && who != NodeKind::EachPlayer)) {
        st.gap("spells this player casts cost less or more");
        return {};
      }
      std::string caster = who == NodeKind::You            ? ", " + t(st, "cast-by.you") + ","
                           : who == NodeKind::EachOpponent ? ", " + t(st, "cast-by.opponents") + ","
                                                           : "";
      return t(st, less ? "costs-less" : "costs-more",
               {description(c.children[1], st, true, Nom, "").text + caster, c.children[2].text});
    }
    if (c.kind == NodeKind::AsEntersChooseOpponent && c.children[0].kind == NodeKind::Self) // pl8
      return t(st, "as-enters-choose-opponent", {selfName(st)});
    if (c.kind == NodeKind::AsEntersPayLifeOrTapped && c.children[0].kind == NodeKind::Self) // pl8
      return t(st, "as-enters-may-pay-life", {selfName(st), withDigits(c.children[1], "life", st)});
    if (c.kind == NodeKind::SetLandType) { // pl8: 305.7, zaklęta kraina jest bagnem
      Phrase who = object(c.children[0], st, Nom);
      std::string_view type = who.plural
                                  ? parse::pl::polishLandTypeInstrumentalPlural(c.children[1].text)
                                  : parse::pl::polishLandTypeInstrumental(c.children[1].text);
      if (!type.empty())
        return t(st, who.plural ? "set-land-type.plural" : "set-land-type",
                 {who.subject(), std::string(type)});
      st.gap("being this land type");
      return {};
    }
    if (c.kind == NodeKind::NoMaxHandSize && // pl8: 402.2
        (c.children[0].kind == NodeKind::You || c.children[0].kind == NodeKind::EachPlayer))
      return t(st, c.children[0].kind == NodeKind::You ? "no-max-hand-size.you"
                                                       : "no-max-hand-size.each");
    if (c.kind == NodeKind::SkipStep && c.children[0].kind == NodeKind::You && // pl8: 614.10
        ast::spelling(ast::Vocabulary::Step, c.children[1].value) == "draw-step")
      return t(st, "skip-draw-step");
    if (c.kind == NodeKind::BlockedOnlyBy) { // pl8: 509.1b, może zostać zablokowany tylko przez …
      Phrase who = object(c.children[0], st, Nom);
      if (who.plural) {
        st.gap("several objects blocked only by some creatures");
        return {};
      }
      std::string by = description(c.children[1], st, true, Acc, "").text;
      if (c.children.size() == 3)
        by += " " + t(st, "or") + " " + description(c.children[2], st, true, Acc, "").text;
      return t(st, "blocked-only-by",
               {who.subject(), decline(t(st, "blocked"), who.gender, false, Nom), by});
    }
    if (c.kind == NodeKind::AsEntersRevealOrTapped &&
        c.children[0].kind == NodeKind::Self) // 614.12
      return t(st, "as-enters-may-reveal",
               {selfName(st), description(c.children[1], st, false, Acc, "").text});
    if (c.kind == NodeKind::SelfCostsLess) { // pl8: 601.2f, rzucenie ~ kosztuje {1} mniej
      std::string out = t(st, "self-costs-less", {selfName(st), c.children[0].text});
      if (c.children.size() == 1) return out;
      if (c.children.size() == 2 && c.children[1].kind == NodeKind::Intervening)
        return out + ", " + t(st, "intervening-if", {condition(c.children[1].children[0], st)});
      if (c.children.size() == 2 && c.children[1].kind == NodeKind::ForEach)
        return out + " " + forEach(c.children[1], st);
      st.gap("costs less with this condition");
      return {};
    }
    if (c.kind == NodeKind::GainControl && c.children.size() == 1)
      return t(st, "control", {object(c.children[0], st, Acc).text});
    if (c.kind == NodeKind::AsLongAs) // pl4: "dopóki kontrolujesz goblina, ~ dostaje +1/+1" (611.3)
      return t(st, "as-long-as", {condition(c.children[0], st), continuous(c.children[1], st)});
    if (c.kind == NodeKind::Replacement) {
      const Node &ev = c.children[0];
      const Node &redirect = c.children[1];
      // Only "would be put into <zone> ... instead <zone>" has a template here; the
      // other replacement events (draw, life, damage: issue 15) are gaps, not text.
      if (ev.kind != NodeKind::ZoneChangeEvent || redirect.kind != NodeKind::RedirectTo) {
        st.gap("replacement " + std::string(ast::headOf(ev.kind)) + " / " + std::string(ast::headOf(redirect.kind)));
        return {};
      }
      Phrase what = object(ev.children[0], st, Nom);
      size_t agree = what.plural ? 4 : what.gender == Gender::M ? 0 : (what.gender == Gender::MA || what.gender == Gender::MP) ? 1
                                 : what.gender == Gender::F ? 2 : 3;
      std::string from = ev.children[1].kind == NodeKind::AnyZone
                             ? t(st, "from-anywhere") + " "
                             : t(st, "from." + std::string(ast::spelling(ast::Vocabulary::Zone, ev.children[1].value))) + " ";
      std::string to = t(st, "into." + std::string(ast::spelling(ast::Vocabulary::Zone, ev.children[2].value)));
      std::string action = t(st, "instead-to." + std::string(ast::spelling(ast::Vocabulary::Zone, redirect.children[0].value)));
      return t(st, "replacement.would-move", {what.subject(), pick(st, "would", agree), from, to, action});
    }
    if (c.kind == NodeKind::AsEntersChooseCreatureType) // pl6: 614.12
      return t(st, "as-enters-choose-creature-type", {object(c.children[0], st, Nom).subject()});
    if (c.kind == NodeKind::AsEntersChooseColor) // aschoose: 614.12
      return t(st, "as-enters-choose-color", {object(c.children[0], st, Nom).subject()});
    if (c.kind == NodeKind::EntersTapped) { // --- kopl --- 614.1c
      const Node *unless = c.children.size() == 2 && c.children[1].kind == NodeKind::Unless
                               ? &c.children[1]
                               : nullptr;
      if (c.children.size() > 1 && !unless) {
        st.gap("enters tapped unless");
        return {};
      }
      Phrase who = object(c.children[0], st, Nom);
      std::string out = t(st, who.plural ? "enters-tapped.plural" : "enters-tapped",
                          {who.subject(), decline(t(st, "tapped"), who.gender, who.plural, Nom)});
      if (unless) // pl7: "…, chyba że kontrolujesz górę lub równinę"
        out += ", " + t(st, "unless", {condition(unless->children[0], st)});
      return out;
    }
    // --- kopl3 --- 614.1c: ~ wchodzi na pole bitwy ze znacznikiem ładunku / z dwoma
    // znacznikami +1/+1. A condition, "for each" or a computed amount has no form yet.
    if (c.kind == NodeKind::EntersWithCounters && c.children.size() == 4 &&
        c.children[3].kind ==
            NodeKind::Intervening) { // pl6: "Jeśli dopłata została zapłacona, ~ …"
      Node plain = c;
      plain.children.pop_back();
      std::string cond = condition(c.children[3].children[0], st);
      return t(st, "intervening-if", {cond}) + ", " + continuous(plain, st);
    }
    if (c.kind == NodeKind::EntersWithCounters) {
      const Node &n = c.children.size() >= 3 ? c.children[2] : c;
      // pl7: "za każdą kartę istoty na twoim cmentarzu" (one counter for each), and a computed
      // amount written X with "gdzie X to …" closing the line (107.3c)
      const Node *each = c.children.size() == 4 && c.children[3].kind == NodeKind::ForEach &&
                                 n.kind == NodeKind::Int && n.value == 1
                             ? &c.children[3]
                             : nullptr;
      if ((c.children.size() != 3 && !each) || c.children[0].kind != NodeKind::Self ||
          !(n.kind == NodeKind::Int || n.kind == NodeKind::XValue || ast::isAmount(n.kind))) {
        st.gap("enters with counters (condition, for each or computed amount)");
        return {};
      }
      std::string kind = counterName(c.children[1], st);
      std::string who = object(c.children[0], st, Nom).subject();
      if (each) return t(st, "enters-with-counter", {who, kind}) + " " + forEach(*each, st);
      if (n.kind == NodeKind::Int && n.value == 1) return t(st, "enters-with-counter", {who, kind});
      std::string key = "number.ins." + std::to_string(n.value);
      std::string number = n.kind == NodeKind::XValue ? "X"
                           : n.kind != NodeKind::Int  ? computedX(n, st)
                           : tpl_.has(key)            ? tpl_.get(key)
                                                      : std::to_string(n.value);
      return t(st, "enters-with-counters", {who, number, kind});
    }
    return effect(c, st);
  }

  // --- kopl3 --- 615: zapobiegnij wszystkim obrażeniom bojowym, które zostałyby zadane w tej
  // turze / następnym 3 obrażeniom, które zostałyby zadane dowolnemu celowi w tej turze. Only
  // "this turn", combat or not, and damage to one recipient have a form.
  std::string prevent(const Node &e, RenderState &st) const {
    auto shape = preventShape(e); // one check for ko and pl (Render/PreventShape.h)
    if (!shape) return preventMore(e, st); // pl6
    const Node *to = shape->to;
    bool combat = shape->combat, all = shape->all;
    const Node &n = e.children[0];
    bool one = n.kind == NodeKind::Int && n.value == 1;
    std::string what =
        all   ? t(st, combat ? "prevent.all-combat" : "prevent.all")
        : one ? t(st, "prevent.next-one")
              : t(st, "prevent.next", {n.kind == NodeKind::XValue ? "X" : std::to_string(n.value)});
    std::string whom = to ? " " + recipient(*to, st, Dat).text : "";
    return t(st, one ? "prevent.one" : "prevent", {what, whom});
  }

  // --- pl6 --- 615: all (combat) damage dealt to X, by Y, or to and by X; "w tej turze" or, in a
  // static ability, no duration: "Zapobiegnij wszystkim obrażeniom, które zostałyby zadane ~."
  std::string preventMore(const Node &e, RenderState &st) const {
    bool combat = false, thisTurn = false;
    const Node *to = nullptr, *by = nullptr, *both = nullptr;
    bool ok = e.children[0].kind == NodeKind::AllDamage;
    for (size_t i = 1; ok && i < e.children.size(); ++i) {
      const Node &c = e.children[i];
      bool first = !to && !by && !both && !thisTurn;
      if (c.kind == NodeKind::CombatDamage && i == 1)
        combat = true;
      else if (c.kind == NodeKind::DamageTo && first)
        to = &c.children[0];
      else if (c.kind == NodeKind::DamageBy && !by && !both && !thisTurn)
        by = &c.children[0];
      else if (c.kind == NodeKind::DamageToAndBy && first)
        both = &c.children[0];
      else if (c.kind == NodeKind::ThisTurn && i + 1 == e.children.size() && (to || by || both))
        thisTurn = true;
      else
        ok = false;
    }
    if (!ok || (!to && !by && !both) || (both && by)) {
      st.gap("prevention of this damage");
      return {};
    }
    std::string whom;
    if (to) whom += " " + recipient(*to, st, Dat).text;
    if (both) whom += " " + recipient(*both, st, Dat).text + " " + t(st, "or");
    if (both || by) whom += " " + t(st, "prevent.by", {object(both ? *both : *by, st, Acc).text});
    std::string what = t(st, combat ? "prevent.all-combat" : "prevent.all");
    return t(st, thisTurn ? "prevent" : "prevent.static", {what, whom});
  }

  // --- kopl3 --- the genitive after "znacznik" (compiler/Parse/CounterNames.h); a kind
  // without a Polish name is a named gap.
  std::string counterName(const Node &leaf, RenderState &st) const {
    if (auto w = parse::counterWord(Language::Pl, leaf.value)) return *w;
    st.gap("no Polish name for the " +
           std::string(ast::spelling(ast::Vocabulary::CounterKind, leaf.value)) + " counter");
    return {};
  }
};
} // namespace

const LanguageRenderer &polishRenderer() {
  static const PolishRenderer instance;
  return instance;
}

} // namespace oraclec::render
