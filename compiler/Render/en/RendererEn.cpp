// English renderer: AST -> Oracle wording. Word choices come from
// i18n/en/templates.tsv; this file decides order, number and capitals.
#include "AST/TokenName.h" // search8
#include "AST/OtherReference.h"
#include "Render/ChapterNumerals.h"
#include "Render/ComputedAmounts.h"
#include "Render/Renderer.h"
#include "Render/SimpleTriggers.h"
#include "Render/Templates.h"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

namespace oraclec::render {

namespace {
using ast::Node;
using ast::NodeKind;

class EnglishRenderer final : public LanguageRenderer {
public:
  std::string keywordSeparator() const override { return ", "; }
  std::string finishLine(std::string line) const override { return capitalize(std::move(line)); }
  bool rendersComputedAmounts() const override { return true; }

  std::string ability(const Node &a, RenderState &st) const override {
    st.targets = a.find(NodeKind::Targets);
    st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
    switch (a.kind) {
    case NodeKind::KeywordAbility: {
      if (ast::Keyword(a.children[0].value) == ast::Keyword::CantBeCountered) // a sentence, not a keyword (101.2)
        return t(st, "cant-be-countered", {a.value == 1 ? (st.cardName.empty() ? "~" : st.cardName) : t(st, "this-spell")});
      std::string kw = t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(a.children[0].value))));
      // --- begin altcast --- "Suspend 4—{1}{U}": the number, then the cost after a dash (702.62a)
      if ((ast::Keyword(a.children[0].value) == ast::Keyword::Suspend ||
           ast::Keyword(a.children[0].value) ==
               ast::Keyword::Awaken /* keywords7: "Awaken 3—{4}{U}" */) &&
          a.find(NodeKind::Int) && a.find(NodeKind::Cost))
        return kw + " " + std::to_string(a.find(NodeKind::Int)->value) + "\u2014" +
               costText(*a.find(NodeKind::Cost), st);
      // --- end altcast ---
      if (const Node *f = a.find(NodeKind::Filter))
        kw += " " + filter(*f, st, false);
      // --- begin trig2 ---
      if (const Node *p = a.opt(ast::role::KeywordAbility::player)) // "Enchant player" (702.5)
        kw += " " + t(st, p->kind == NodeKind::EachOpponent ? "enchant.opponent" : "enchant.player");
      // --- end trig2 ---
      if (const Node *cost = a.find(NodeKind::Cost)) {
        // A cost that is not only mana follows a dash and is a sentence ("Cumulative upkeep—Pay 1 life.").
        bool manaOnly = std::all_of(cost->children.begin(), cost->children.end(),
                                    [](const Node &p) { return p.kind == NodeKind::ManaCost; });
        kw += manaOnly ? " " + costText(*cost, st) : "\u2014" + capitalize(costText(*cost, st)) + ".";
      }
      if (const Node *n = a.find(NodeKind::Int)) // "Bushido 2"
        kw += " " + std::to_string(n->value);
      return kw;
    }
    case NodeKind::Spell: return capitalize(effects(a, 0, st));
    case NodeKind::HandLifeModifiers: { // CR 312.6, 312.7: "Hand +1, life -3"
      auto sign = [](int64_t v) { return (v < 0 ? "-" : "+") + std::to_string(v < 0 ? -v : v); };
      return t(st, "hand-life", {sign(a.children[0].value), sign(a.children[1].value)});
    }
    case NodeKind::LevelBand: { // the level symbol and its P/T box (711.2); Renderer.cpp adds the abilities below
      std::string symbol = a.children[1].kind == NodeKind::Int
                               ? t(st, "level-band", {std::to_string(a.children[0].value), std::to_string(a.children[1].value)})
                               : t(st, "level-band-open", {std::to_string(a.children[0].value)});
      return symbol + "\n" + std::to_string(a.children[2].value) + "/" + std::to_string(a.children[3].value);
    }
    case NodeKind::AdditionalCost: return t(st, "additional-cost", {costText(a.children[0], st)}) + ".";
    // --- begin keywords7 --- "You may exert ~ as it attacks. When you do, ..." (701.39d)
    case NodeKind::MayExert: {
      std::string out = t(st, "may-exert", {st.cardName.empty() ? "~" : st.cardName});
      const Node *reflexive = a.opt(ast::role::MayExert::reflexive);
      if (!reflexive) return out;
      st.targets = reflexive->find(NodeKind::Targets);
      st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
      st.selfIsIt = true; // the linked trigger's own permanent (607.2h)
      return out + " " + t(st, "when-you-do") + " " + effects(*reflexive, 1, st);
    }
    // --- end keywords7 ---
    // --- begin cast ---
    case NodeKind::CastOnly: return castOnly(a, st); // 601.3, CastEn.inc
    // --- end cast ---
    case NodeKind::Activated: {
      std::string out = capitalize(costText(a.children[0], st)) + ": " + capitalize(effects(a, 1, st));
      for (auto &c : a.children) {
        if (c.kind == NodeKind::SorcerySpeed) out += " " + t(st, "restriction.sorcery");
        if (c.kind == NodeKind::OncePerTurn) out += " " + t(st, "restriction.once");
        if (c.kind == NodeKind::AnyPlayerMayActivate)
          out += " " + t(st, "restriction.any-player"); // 602.2
        if (c.kind == NodeKind::ActivateOnlyIf)
          out += " " + (c.children[0].kind == NodeKind::YourTurn                  ? t(st, "restriction.your-turn")
                        : c.children[0].kind == NodeKind::YourUpkeep              ? t(st, "restriction.your-upkeep")
                        : c.children[0].kind == NodeKind::YourTurnBeforeAttackers ? t(st, "restriction.before-attackers")
                                                                                  : t(st, "restriction.if", {condition(c.children[0], st)}));
      }
      return out;
    }
    case NodeKind::Triggered: {
      // "Whenever ~ attacks, it gets +2/+0": the trigger's own object is "it" as a subject.
      const Node &ev = a.children[0];
      if (ev.kind == NodeKind::Room) { // dungeon: "Entry Hall — Scry 1. (→ Bone Gallery)" (309.4)
        std::string out =
            t(st, "room", {ev[ast::role::Room::name].text, capitalize(effects(a, 1, st))});
        std::vector<std::string> exits;
        for (const Node &exit : ev.all(ast::role::Room::exits))
          exits.push_back(exit[ast::role::RoomExit::name].text);
        if (exits.size() == 1)
          out += " " + t(st, "room.exit", {exits[0]});
        else if (exits.size() == 2)
          out += " " + t(st, "room.exits", {exits[0], exits[1]});
        else if (!exits.empty()) {
          st.gap("a room with more than two arrows");
          return {};
        }
        return out;
      }
      if (ev.kind == NodeKind::Chapter) { // rules17: "I, II — Draw a card." (715.2)
        std::optional<std::string> numerals = chapterNumerals(ev);
        if (!numerals) {
          st.gap("chapter number");
          return {};
        }
        const std::string &head = *numerals;
        return t(st, "chapter", {head, capitalize(effects(a, 1, st))});
      }
      st.selfIsIt = ast::itRefersToSelf(ev);
      st.castTrigger = ev.kind == NodeKind::Casts;
      st.selfNamed = st.castTrigger && mentionsSelf(ev); // "a spell that targets ~, put a counter on it"
      st.eventIsPlayer = ev.kind == NodeKind::GainsLifeTrigger || ev.kind == NodeKind::DrawsTrigger ||
                         (ev.kind == NodeKind::DealsDamageTrigger &&
                          (ev.find(NodeKind::ToPlayer) || ev.find(NodeKind::ToOpponent)));
      std::string head = capitalize(triggerAsWritten(ev, trigger(ev, st)));
      if (const Node *cond = a.find(NodeKind::Intervening))
        head += ", if " + condition(cond->children[0], st);
      // --- begin conditions ---
      // "At the beginning of your upkeep, if ~ is tapped, put a storage counter on it" (CompareEn.inc)
      if (const Node *cond = a.find(NodeKind::Intervening);
          cond && ev.kind == NodeKind::BeginningOfStep && namesSelf(cond->children[0]))
        st.selfIsIt = true;
      // --- end conditions ---
      return head + ", " + effects(a, 1, st);
    }
    case NodeKind::Static: {
      // "~ gets +1/+1 and has flying as long as ...": one condition for all.
      if (a.children[0].kind == NodeKind::AsLongAs) {
        Node inner(NodeKind::Static);
        for (auto &c : a.children) {
          if (c.kind != NodeKind::AsLongAs || !(c.children[0] == a.children[0].children[0])) {
            st.gap("static abilities under different conditions");
            return {};
          }
          inner.children.push_back(c.children[1]);
        }
        std::string body = ability(inner, st);
        if (!body.empty() && body.back() == '"') // 'As long as ..., ~ has "..."': the quote ends the line
          return capitalize(t(st, "as-long-as", {condition(a.children[0].children[0], st)})) + ", " + body;
        body.pop_back(); // the period
        return body + " " + t(st, "as-long-as", {condition(a.children[0].children[0], st)}) + ".";
      }
      // "Enchanted creature gets +2/+2 and has flying."
      std::string out = continuous(a.children[0], st);
      for (size_t i = 1; i < a.children.size(); ++i) {
        // --- begin cda ---
        // "~ enters the battlefield tapped with two charge counters on it" (614.1c).
        if (a.children[i].kind == NodeKind::EntersWithCounters &&
            a.children[i - 1].kind == NodeKind::EntersTapped &&
            a.children[i - 1].children.size() == 1) {
          Node plain = a.children[i];
          std::string with = continuous(plain, st);
          std::string enters = t(st, "enters-tapped", {object(plain.children[0], st, true)});
          std::string head = enters.substr(0, enters.rfind(' ') + 1); // "~ enters the battlefield "
          if (with.rfind(head, 0) != 0) {
            st.gap("entering tapped with counters");
            return {};
          }
          out += " " + with.substr(head.size());
          continue;
        }
        // --- end cda ---
        std::string more = continuous(a.children[i], st);
        std::string subject = object(a.children[i].children[0], st, true);
        if (more.rfind(subject + " ", 0) == 0)
          more = more.substr(subject.size() + 1);
        // "has vigilance and \"...\"": one verb for keywords and a quoted ability.
        if (a.children[i].kind == NodeKind::GrantAbility && a.children[i - 1].kind == NodeKind::GainKeyword)
          for (const char *verb : {"has ", "have "})
            if (more.rfind(verb, 0) == 0)
              more = more.substr(std::string_view(verb).size());
        out += " and " + more;
      }
      return endSentence(capitalize(out) + whereClause(st));
    }
    default: st.gap(std::string("ability ") + std::string(ast::headOf(a.kind))); return {};
    }
  }

private:
  const Templates &tpl_ = Templates::forLanguage(Language::En);

  static bool mentionsSelf(const Node &n) {
    if (n.kind == NodeKind::Self)
      return true;
    return std::any_of(n.children.begin(), n.children.end(), [](const Node &c) { return mentionsSelf(c); });
  }

  std::string t(RenderState &st, const std::string &key, std::vector<std::string> args = {}) const {
    if (!tpl_.has(key)) {
      st.gap("no English template '" + key + "'");
      return "<" + key + ">";
    }
    return tpl_.format(key, args);
  }
  // A sentence ending in a quoted ability ends with the quote's own period.
  static std::string endSentence(std::string s) { return !s.empty() && s.back() == '"' ? s : s + "."; }
  // An ability in quotation marks (113.1a), rendered as a line of its own:
  // its own targets, "this creature" for the object that has it.
  std::string quoted(const Node &a, RenderState &st) const {
    RenderState inner;
    inner.cardName = st.cardName;
    inner.gaps = st.gaps;
    return "\"" + ability(a, inner) + "\"";
  }
  static std::string capitalize(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
      s[0] = char(s[0] - 'a' + 'A');
    return s;
  }

  std::string costText(const Node &cost, RenderState &st) const {
    std::string out;
    std::string pendingMana;
    for (auto &p : cost.children) {
      std::string part;
      switch (p.kind) {
      case NodeKind::TapCost: part = "{T}"; break;
      case NodeKind::UntapCost: part = "{Q}"; break;
      case NodeKind::ManaCost: // energy is paid like mana but written "Pay {E}{E}" (107.14)
        part = p.text.find("{E}") == 0 ? t(st, "cost.pay-energy", {p.text}) : p.text;
        break;
      case NodeKind::PayLifeCost: part = t(st, "cost.pay-life", {amountDigits(p.children[0], st)}); break;
      case NodeKind::RemoveCountersCost: {
        bool one = p.children[1].kind == NodeKind::Int && p.children[1].value == 1;
        std::string kind(ast::spelling(ast::Vocabulary::CounterKind, p.children[0].value));
        part = t(st, one ? "cost.remove-counter" : "cost.remove-counters",
                 {one ? article(kind).substr(0, article(kind).find(' ')) : number(p.children[1], st), kind,
                  st.cardName.empty() ? "~" : st.cardName});
        break;
      }
      case NodeKind::DiscardCost: // library2: "discard a creature card" (a described card)
        if (const Node *f = p.opt(ast::role::DiscardCost::filter)) {
          if (p.children[0].kind != NodeKind::Int || p.children[0].value != 1) {
            st.gap("discarding several described cards");
            break;
          }
          part = t(st, "cost.discard", {article(filter(*f, st, false))});
          break;
        }
        part = t(st, "cost.discard", {countedCards(p.children[0], st)});
        break;
      case NodeKind::LoyaltyCost: { // [+1], [0], [-2], [-X] (107.7)
        const Node &n = p.children[0];
        part = "[" + (n.kind == NodeKind::Int ? (n.value > 0 ? "+" : "") + std::to_string(n.value)
                                               : "-" + computedX(n.children[0], st)) + "]";
        break;
      }
      case NodeKind::SacrificeCost:
        if (const Node *n =
                p.opt(ast::role::SacrificeCost::count)) { // library2: "sacrifice two goblins"
          part = t(st, "cost.sacrifice", {number(*n, st) + " " + filter(p.children[0], st, true)});
          break;
        }
        part = t(st, "cost.sacrifice", {object(p.children[0], st, false)});
        break;
      case NodeKind::TapOthersCost: {
        bool one = p.children[0].value == 1;
        std::string what = filter(p.children[1], st, !one);
        part = t(st, "cost.tap-others", {one ? article(what) : number(p.children[0], st) + " " + what});
        break;
      }
      default:
        if (auto z = zonesCostPart(p, st)) { // zones2 (ZonesEn.inc)
          part = *z;
          break;
        }
        st.gap("cost part");
        break;
      }
      out += (out.empty() ? "" : ", ") + part;
    }
    return out;
  }

  // Effects whose first child is the player doing them ("<player> draws").
  static bool isPlayerVerb(NodeKind k) {
    return k == NodeKind::Draw || k == NodeKind::GainLife || k == NodeKind::LoseLife ||
           k == NodeKind::DiscardCards || k == NodeKind::Mill || k == NodeKind::DiscardHand;
  }
  // The player an effect is done by, if it names one ("target player draws").
  static const Node *playerSubject(const Node &e) {
    if (isPlayerVerb(e.kind) &&
        (e.children[0].kind == NodeKind::TargetRef || e.children[0].kind == NodeKind::EachPlayer ||
         e.children[0].kind == NodeKind::EachOpponent))
      return &e.children[0];
    return nullptr;
  }

  std::string effects(const Node &a, size_t from, RenderState &st) const {
    st.inEffect = true;
    std::string out;
    const Node *previousSubject = nullptr;
    // "Draw X cards. You lose X life, where X is ...": one definition after
    // the last effect of the sentence that uses it.
    auto closeWhere = [&](size_t i) {
      if (st.whereX.empty() ||
          (i + 1 < a.children.size() && sameComputedAmount(a.children[i], a.children[i + 1])))
        return;
      out.pop_back();
      out += whereClause(st) + ".";
    };
    for (size_t i = from; i < a.children.size(); ++i) {
      if (a.children[i].kind == NodeKind::Targets || a.children[i].kind == NodeKind::Intervening ||
          ast::classOf(a.children[i].kind) ==
              ast::NodeClass::Restriction) // written after the effects
        continue;
      // "gets +2/+2 and gains flying until end of turn": one object, one duration.
      if (a.children[i].kind == NodeKind::GainKeyword && i > from && a.children[i - 1].kind == NodeKind::ModifyPT &&
          a.children[i - 1].children[0] == a.children[i].children[0] &&
          a.children[i - 1].find(NodeKind::UntilEndOfTurn) && !a.children[i - 1].find(NodeKind::ForEach) &&
          !out.empty()) {
        std::string gains = effect(a.children[i], st);
        std::string until = " " + t(st, "until-end-of-turn");
        size_t verb = gains.find(" gain");
        std::string suffix = out.substr(out.size() - until.size() - 1);
        if (verb != std::string::npos && suffix == until + ".") {
          out.erase(out.size() - until.size() - 1);
          out += " and" + gains.substr(verb) + ".";
          closeWhere(i);
          continue;
        }
      }
      // --- begin trig2 ---
      if (a.children[i].kind == NodeKind::IfWinFlip || a.children[i].kind == NodeKind::IfLoseFlip ||
          a.children[i].kind == NodeKind::IfWinClash) { // 705.1; keywords6: 701.23d
        std::string inner = effects(a.children[i], 0, st);
        if (!inner.empty() && (st.cardName.empty() || inner.rfind(st.cardName, 0) != 0))
          inner[0] = char(std::tolower(static_cast<unsigned char>(inner[0])));
        std::string head = t(st, a.children[i].kind == NodeKind::IfWinFlip    ? "if-win-flip"
                                 : a.children[i].kind == NodeKind::IfLoseFlip ? "if-lose-flip"
                                                                              : "if-win-clash");
        out += (out.empty() ? "" : " ") + head + " " + inner;
        previousSubject = nullptr;
        continue;
      }
      // --- end trig2 ---
      if (a.children[i].kind == NodeKind::IfYouDo || a.children[i].kind == NodeKind::IfYouDont) {
        // "If you do, draw a card.": the sentence's effects after the condition.
        std::string inner = effects(a.children[i], 0, st);
        if (!inner.empty() && (st.cardName.empty() || inner.rfind(st.cardName, 0) != 0))
          inner[0] = char(std::tolower(static_cast<unsigned char>(inner[0])));
        std::string head = t(st, a.children[i].kind == NodeKind::IfYouDo ? "if-you-do" : "if-you-dont");
        out += (out.empty() ? "" : " ") + head + " " + inner;
        previousSubject = nullptr;
        continue;
      }
      if (a.children[i].kind == NodeKind::Modal) {
        out += (out.empty() ? "" : " ") + modal(a.children[i], st);
        continue;
      }
      if (a.children[i].kind == NodeKind::DealDamage && i > from && a.children[i - 1].kind == NodeKind::DealDamage &&
          a.children[i - 1].children[0] == a.children[i].children[0] && !out.empty() && out.back() == '.' &&
          st.whereX.empty()) {
        // "~ deals 2 damage to any target and 1 damage to you": one source, two recipients.
        std::string text = effect(a.children[i], st);
        size_t verb = text.find(" deals ");
        if (verb != std::string::npos) {
          out.pop_back();
          out += " and " + text.substr(verb + 7) + ".";
          continue;
        }
      }
      const Node *subject = playerSubject(a.children[i]);
      // "that player loses 2 life and draws two cards": written as one sentence
      // with one subject, any player but "you" (whose verbs are imperative).
      if (!subject && a.children[i].wording.join == ast::Wording::Join::And && i > from &&
          !a.children[i].children.empty() && a.children[i].children[0].kind != NodeKind::You &&
          ast::inClass(a.children[i].children[0].kind, ast::NodeClass::Player) &&
          isPlayerVerb(a.children[i].kind) && isPlayerVerb(a.children[i - 1].kind) &&
          !a.children[i - 1].children.empty() &&
          a.children[i - 1].children[0] == a.children[i].children[0])
        subject = previousSubject = &a.children[i].children[0];
      if (subject && previousSubject && *subject == *previousSubject) {
        // "Target player draws a card and loses 1 life": one subject, two verbs.
        std::string text = effect(a.children[i], st);
        // Drop the repeated subject ("each player"), not just its first word.
        std::string who = player(*subject, st) + " ";
        size_t verb = text.rfind(who, 0) == 0 ? who.size() - 1 : text.find(' ');
        out.pop_back(); // the period
        out += " and " + (verb == std::string::npos ? text : text.substr(verb + 1)) + ".";
        closeWhere(i);
        continue;
      }
      previousSubject = subject;
      if (const Node &e = a.children[i]; e.wording.join != ast::Wording::Join::Sentence && !out.empty() &&
                                         out.back() == '.' && st.whereX.empty()) {
        // "Sacrifice a land and discard your hand.": one sentence, as written.
        std::string text = effect(e, st);
        if (!text.empty() && (st.cardName.empty() || text.rfind(st.cardName, 0) != 0))
          text[0] = char(std::tolower(static_cast<unsigned char>(text[0])));
        out.pop_back();
        out += e.wording.join == ast::Wording::Join::And ? " " : ", ";
        out += t(st, e.wording.join == ast::Wording::Join::CommaThen ? "join.then" : "join.and", {text});
        out = endSentence(out);
        closeWhere(i);
        continue;
      }
      if (!out.empty())
        out += " ";
      out += endSentence(capitalize(effect(a.children[i], st)));
      closeWhere(i);
    }
    if (from > 0 && a.kind == NodeKind::Triggered && !out.empty())
      out[0] = char(std::tolower(static_cast<unsigned char>(out[0])));
    return out;
  }

  // "Choose one —" and a bullet line per mode (CR 700.2); each mode has its own targets.
  std::string modal(const Node &m, RenderState &st) const {
    int64_t min = m.children[0].value, max = m.children[1].value, count = int64_t(m.children.size()) - 2;
    std::string how;
    if (min == max)
      how = number(m.children[0], st);
    else if (min == 1 && max == 2 && count == 2)
      how = t(st, "modal.one-or-both");
    else if (min == 1 && max == count)
      how = t(st, "modal.one-or-more");
    else
      st.gap("choosing " + std::to_string(min) + " to " + std::to_string(max) + " modes");
    std::string out = t(st, "modal.choose", {how});
    const Node *outerTargets = st.targets;
    std::vector<bool> outerMentioned = st.targetMentioned;
    for (size_t i = 2; i < m.children.size(); ++i) {
      const Node &mode = m.children[i];
      st.targets = mode.find(NodeKind::Targets);
      st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
      out += "\n" + t(st, "modal.bullet", {capitalize(effects(mode, 0, st))});
    }
    st.targets = outerTargets;
    st.targetMentioned = outerMentioned;
    return out;
  }

  std::string number(const Node &n, RenderState &st) const {
    if (n.kind != NodeKind::Int) return computedX(n, st);
    std::string key = "number." + std::to_string(n.value);
    return tpl_.has(key) ? tpl_.get(key) : std::to_string(n.value);
  }
  std::string amountDigits(const Node &n, RenderState &st) const {
    return n.kind == NodeKind::Int ? std::to_string(n.value) : computedX(n, st);
  }
  // A number the game computes is written X, defined once at the end of the
  // sentence: "..., where X is the number of creatures you control" (107.3c).
  std::string computedX(const Node &n, RenderState &st) const {
    return render::computedX(n, st, [&](const Node &v) { return amountExpr(v, st); });
  }
  std::string amountExpr(const Node &n, RenderState &st) const {
    auto possessive = [&](const Node &o) {
      if (o.kind == NodeKind::AttachedObject) return o.text + "'s";
      if (o.kind == NodeKind::SacrificedObject) return t(st, "the-sacrificed", {o.text});
      if (o.kind == NodeKind::DiscardedObject) return t(st, "the-discarded"); // effects8 (608.2h)
      if (o.kind == NodeKind::CostExiledObject) return t(st, "the-cost-exiled", {o.text});
      if (o.kind == NodeKind::Self && !(st.selfIsIt && st.inEffect))
        return (st.cardName.empty() ? std::string("~") : st.cardName) + "'s";
      return t(st, "its");
    };
    // effects8: "the mana value of the discarded card", as the text worded it (608.2h)
    if ((n.kind == NodeKind::PowerOf || n.kind == NodeKind::ToughnessOf ||
         n.kind == NodeKind::ManaValueOf) &&
        n.children[0].kind == NodeKind::DiscardedObject && n.children[0].value == 1)
      return t(st, "amount.stat-of-discarded",
               {n.kind == NodeKind::PowerOf       ? "power"
                : n.kind == NodeKind::ToughnessOf ? "toughness"
                                                  : "mana value"});
    switch (n.kind) {
    case NodeKind::CountOf:
      return t(st, "amount.count", {filter(n.children[0].children[0], st, true)});
    case NodeKind::PowerOf:
      return t(st, "amount.power", {possessive(n.children[0])});
    case NodeKind::ToughnessOf:
      return t(st, "amount.toughness", {possessive(n.children[0])});
    case NodeKind::ManaValueOf:
      return t(st, "amount.mana-value", {possessive(n.children[0])});
    case NodeKind::LifeTotal:
      return t(st, "amount.your-life-total");
    case NodeKind::CountersOn:
      return t(st, "amount.counters-on", {std::string(ast::spelling(ast::Vocabulary::CounterKind, n.children[1].value)),
                                           object(n.children[0], st, false)});
    // --- begin wherex (issue 14): amounts as expressions ---
    case NodeKind::GreatestAmong: {
      static constexpr const char *kStats[] = {"power", "toughness", "mana value"};
      int64_t stat = n.children[0].value;
      if (stat < 0 || stat > 2) {
        st.gap("the greatest of an unknown characteristic");
        return {};
      }
      return t(st, "amount.greatest",
               {n.text.empty() ? std::string("greatest") : n.text, kStats[stat],
                filter(n.children[1].children[0], st, true)});
    }
    case NodeKind::Sum:
      return t(st, "amount.plus", {amountTerm(n.children[0], st), amountExpr(n.children[1], st)});
    case NodeKind::Twice:
      return t(st, "amount.twice", {amountExpr(n.children[0], st)});
    case NodeKind::Difference: // dmg3: "3 minus the number of ..." (a printed left side too)
      return t(st, "amount.minus", {amountTerm(n.children[0], st), amountTerm(n.children[1], st)});
    // --- end wherex ---
    // --- begin amounts2 ---
    case NodeKind::CardTypesAmong:
    case NodeKind::Devotion:
      return amounts2Amount(n, st).value_or(std::string()); // AmountsEn.inc
    // --- end amounts2 ---
    // --- begin dmg2 ---
    case NodeKind::LifeLostThisWay:
      return t(st, "amount.life-lost-this-way"); // 608.2c
    // --- end dmg2 ---
    // --- begin dmg3 ---
    case NodeKind::BasicLandTypesAmong: // domain (305.6)
      return t(st, "amount.basic-land-types-among", {filter(n.children[0].children[0], st, true)});
    case NodeKind::ColorsSpent: // converge (601.2h)
      return t(st, "amount.colors-spent", {object(n.children[0], st, false)});
    case NodeKind::HalfDown:
    case NodeKind::HalfUp: // 107.1a
      return t(st, "amount.half",
               {amountExpr(n.children[0], st), n.kind == NodeKind::HalfUp ? "up" : "down"});
    // --- end dmg3 ---
    default:
      st.gap(std::string("amount ") + std::string(ast::headOf(n.kind)));
      return {};
    }
  }
  // A printed number inside an expression: "2 plus ...", "X plus ...".
  std::string amountTerm(const Node &n, RenderState &st) const {
    if (n.kind == NodeKind::Int) return std::to_string(n.value);
    if (n.kind == NodeKind::XValue) return "X";
    return amountExpr(n, st);
  }
  // ", where X is ..." (107.3c), once per sentence: ComputedAmounts.h keeps the definition.
  std::string whereClause(RenderState &st) const {
    std::string definition = takeWhereX(st);
    return definition.empty() ? std::string() : ", " + t(st, "where-x", {definition});
  }
  // "+2/+2", "+X/+0", "-X/-X" (X: chosen or computed).
  std::string ptChange(const Node &p, const Node &q, RenderState &st) const {
    return render::ptChange(p, q, [&](const Node &v) { return computedX(v, st); });
  }
  std::string countedCards(const Node &n, RenderState &st) const {
    bool one = n.kind == NodeKind::Int && n.value == 1;
    return one ? "a " + t(st, "card") : number(n, st) + " " + t(st, "cards");
  }
  // Whether the objects take a plural verb: "all ...", "two target creatures", "up to two ...".
  static bool isPlural(const Node &objects, const RenderState &st) {
    if (objects.kind == NodeKind::All) // "each creature you control gets" is singular
      return !objects.wording.each;
    if (objects.kind == NodeKind::ExiledCards && objects.value) // zones2
      return true;
    // rules16: "target creature and each other creature that shares a color with it get"
    if (objects.kind == NodeKind::AndEachSharingColor) return true;
    if (objects.kind != NodeKind::TargetRef || !st.targets || size_t(objects.value) >= st.targets->children.size())
      return false;
    const Node &target = st.targets->children[size_t(objects.value)];
    if (target.children.size() < 2)
      return false;
    const Node &n = target.children[1];
    if (n.kind == NodeKind::AnyNumber) return true; // effects5: "any number of target creatures"
    const Node &count = n.kind == NodeKind::UpTo ? n.children[0] : n;
    return count.kind == NodeKind::XValue || count.value > 1; // "X target creatures": plural
  }

  // "... for each artifact you control" (the count multiplies the effect's numbers).
  std::string effect(const Node &e, RenderState &st) const {
    std::string out = effectCore(e, st);
    if (const Node *each = e.find(NodeKind::ForEach); each && each->children.size() > 1) {
      out += " " + t(st, "for-each-counter", {std::string(ast::spelling(ast::Vocabulary::CounterKind, each->children[1].value)),
                                               object(each->children[0], st, false)});
    } else if (each) {
      std::string what = filter(each->children[0].children[0], st, false);
      std::string another = t(st, "another") + " ";
      if (what.rfind(another, 0) == 0)
        what = t(st, "other") + " " + what.substr(another.size());
      out += " " + t(st, "for-each", {what});
    }
    return out;
  }

  std::string effectCore(const Node &e, RenderState &st) const {
    auto child = [&](size_t i) -> const Node & { return e.children[i]; };
    if (auto s = libraryEffect(e, st)) return *s; // --- library --- LibraryEn.inc
    if (auto s = effects7Text(e, st)) return *s;  // --- effects7 --- Effects7En.inc
    switch (e.kind) {
    case NodeKind::DealDamage: {
      std::string source = object(child(0), st, true);
      std::string n = amountDigits(child(1), st);
      // dmg3: "~ deals 2 damage to itself", "target creature deals damage to itself"
      bool itself = child(2).kind == child(0).kind &&
                    (child(0).kind == NodeKind::Self || child(2) == child(0));
      return t(st, "deal-damage",
               {source, n, itself ? t(st, "itself") : damageRecipient(child(2), st)});
    }
    // --- begin dmg ---
    case NodeKind::DealDamageDivided: return dividedDamage(e, st); // 601.2d
    // --- end dmg ---
    case NodeKind::Draw:
      // rules16: "draw that many cards", a replaced event's amount
      if (child(0).kind == NodeKind::You && child(1).kind == NodeKind::ThatMuch)
        return t(st, "draw.that-many");
      if (child(0).kind == NodeKind::You)
        return t(st, "draw", {countedCards(child(1), st)});
      return t(st, "draws", {player(child(0), st), countedCards(child(1), st)});
    case NodeKind::AddMana: return t(st, "add-mana", {child(0).text});
    case NodeKind::ModifyPT: {
      std::string s = t(st,
                        e.wording.distributive   ? "modify-pt.each"
                        : isPlural(child(0), st) ? "modify-pt.plural"
                                                 : "modify-pt",
                        {object(child(0), st, true), ptChange(child(1), child(2), st)});
      if (e.find(NodeKind::UntilEndOfTurn)) s += " " + t(st, "until-end-of-turn");
      return s;
    }
    case NodeKind::GainKeyword: {
      if (auto r = blockRestriction(e, st, /*thisTurn=*/true))
        return *r;
      std::vector<std::string> kws;
      bool duration = false;
      for (size_t i = 1; i < e.children.size(); ++i) {
        if (child(i).kind == NodeKind::KeywordLeaf)
          kws.push_back(t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(child(i).value)))));
        else
          duration = true;
      }
      std::string list = joinKeywords(kws);
      std::string s = t(st,
                        e.wording.distributive   ? "gain-keyword.each"
                        : isPlural(child(0), st) ? "gain-keyword.plural"
                                                 : "gain-keyword",
                        {object(child(0), st, true), list});
      if (duration)
        s += " " + t(st, "until-end-of-turn");
      return s;
    }
    case NodeKind::Delayed: // 603.7a: Oracle says when after what
      if (e.wording.timeFirst) // library5: "At the beginning of the next end step, return it"
        return t(st,
                 "at-next." + std::string(ast::spelling(ast::Vocabulary::Step, child(0).value))) +
               ", " + effectCore(child(1), st);
      return effectCore(child(1), st) + " " +
             t(st, "at-next." + std::string(ast::spelling(ast::Vocabulary::Step, child(0).value)));
    case NodeKind::UnlessPays: {
      // dmg3: "that player sacrifices a permanent unless they pay {1}": the payer is
      // the player the effect is about (its subject, or the player dealt damage).
      const Node &inner = child(2);
      const Node *about = inner.kind == NodeKind::DealDamage ? &inner.children[2]
                          : inner.children.empty()           ? nullptr
                                                             : &inner.children[0];
      bool they = child(0).kind != NodeKind::You && about && *about == child(0);
      return effectCore(child(2), st) + " " +
             t(st,
               child(0).kind == NodeKind::You ? "unless-you-pay"
               : they                         ? "unless-they-pay"
                                              : "unless-its-controller-pays",
               {child(1).text});
    }
    case NodeKind::GrantAbility: {
      std::string who = object(child(0), st, true);
      std::string s = t(st, isPlural(child(0), st) ? "gain-ability.plural" : "gain-ability", {who, quoted(child(1), st)});
      // Oracle puts the duration first when the quoted ability ends the sentence.
      if (e.find(NodeKind::UntilEndOfTurn))
        s = capitalize(t(st, "until-end-of-turn")) + ", " + s;
      return s;
    }
    case NodeKind::GainControl: {
      std::string s = t(st, "gain-control", {object(child(0), st, false)});
      if (e.find(NodeKind::UntilEndOfTurn))
        s += " " + t(st, "until-end-of-turn");
      return s;
    }
    case NodeKind::Destroy: {
      std::string out = t(st, "destroy", {object(child(0), st, false)});
      if (e.find(NodeKind::NoRegeneration))
        out += ". " + capitalize(t(st, isPlural(child(0), st) ||
                                               child(0).kind == NodeKind::All // "each ... They"
                                           ? "no-regeneration.plural"
                                           : "no-regeneration"));
      return out;
    }
    case NodeKind::ExileObjects: return t(st, "exile", {object(child(0), st, false)});
    case NodeKind::AttachTo: { // zones2 (701.3a)
      std::string what = object(child(0), st, false);
      return t(st, "attach-to", {what, object(child(1), st, false)});
    }
    case NodeKind::ExileUntilLeaves: // zones2 (610.3a)
      return t(st, "exile-until-leaves", {object(child(0), st, false), st.cardName.empty() ? "~" : st.cardName});
    case NodeKind::ReturnToHand: {
      // "Return target creature card from your graveyard to your hand."
      const Node *f = child(0).kind == NodeKind::TargetRef && st.targets && size_t(child(0).value) < st.targets->children.size()
                          ? &st.targets->children[size_t(child(0).value)].children[0] : nullptr;
      const Node *in = f ? f->find(NodeKind::InZone) : nullptr;
      if ((in && in->children.size() > 1 && in->children[1].kind == NodeKind::You) ||
          child(0).kind == NodeKind::SelfInZone) // zones2: "return ~ from your graveyard to your hand"
        return t(st, "return-to-hand.yours", {object(child(0), st, false)});
      return t(st, isPlural(child(0), st) ? "return-to-hand.plural" : "return-to-hand", {object(child(0), st, false)});
    }
    case NodeKind::PutOntoBattlefield: {
      std::string out = t(st, "put-onto-battlefield", {object(child(0), st, false)});
      if (e.find(NodeKind::UnderYourControl)) out += " " + t(st, "under.you");
      if (e.find(NodeKind::IsTapped)) out += " " + t(st, "tapped");
      return out;
    }
    case NodeKind::PutOnLibrary: {
      // "Put target card from your graveyard on top of your library."
      const Node *f = child(0).kind == NodeKind::TargetRef && st.targets && size_t(child(0).value) < st.targets->children.size()
                          ? &st.targets->children[size_t(child(0).value)].children[0] : nullptr;
      if (!f && child(0).kind == NodeKind::Filter)
        f = &child(0); // library2: "a land card from your graveyard"
      const Node *in = f ? f->find(NodeKind::InZone) : nullptr;
      bool yours = in && in->children.size() > 1 && in->children[1].kind == NodeKind::You;
      std::string key = yours ? "put-on-library.yours" : isPlural(child(0), st) ? "put-on-library.plural" : "put-on-library";
      if (e.find(NodeKind::LibraryBottom)) key += ".bottom";
      return t(st, key, {object(child(0), st, false)});
    }
    case NodeKind::Search: {
      const Node &f = child(2);
      bool upTo = child(1).kind == NodeKind::UpTo;
      bool one = !upTo && child(1).kind == NodeKind::Int && child(1).value == 1;
      bool anyNumber = child(1).kind == NodeKind::AnyNumber; // search8 (701.19b)
      std::string what =
          one         ? article(filter(f, st, false))
          : upTo      ? t(st, "up-to", {number(child(1).children[0], st)}) + " " + filter(f, st, true)
          : anyNumber ? t(st, "search.any-number", {filter(f, st, true)})
                      : number(child(1), st) + " " + filter(f, st, true);
      std::string out = t(st, "search", {what});
      // --- begin library2 ---
      // "... and reveal that card. Shuffle your library, then put the card on top of it."
      if (e.text.starts_with("sentence|")) {
        size_t bar = e.text.find('|', 9);
        std::string revealed = e.text.substr(9, bar - 9), put = e.text.substr(bar + 1);
        return out + " " + t(st, "search.and-reveal", {revealed}) + ". " +
               capitalize(t(st, "search.shuffle-then-put-on-top", {put})) +
               (anyNumber ? " " + t(st, "search.in-any-order") : ""); // search8: 401.4
      }
      // --- end library2 ---
      if (e.find(NodeKind::Revealed)) out += ", " + t(st, one ? "reveal-it" : "reveal-them");
      if (ast::spelling(ast::Vocabulary::Zone, child(3).value) ==
          "library") // shuffled, then on top
        return out + ", " + t(st, "then") + " " +
               t(st, e.text.starts_with("your") ? "shuffle" : "search.shuffle-bare") + " " +
               t(st, e.text.ends_with("of") ? "search.put-on-top-of-it" : "search.put-on-top");
      if (ast::spelling(ast::Vocabulary::Zone, child(3).value) == "exile") { // search8 (406.2)
        if (e.find(NodeKind::IsTapped)) {
          st.gap("exiling searched cards tapped");
          return {};
        }
        return out + ", " + t(st, one ? "search.exile-it" : "search.exile-them");
      }
      std::string dest = rt_zone_is_hand(child(3)) ? t(st, "into-your-hand") : t(st, "onto-the-battlefield");
      if (ast::spelling(ast::Vocabulary::Zone, child(3).value) == "graveyard") // library2
        dest = t(st, "into-your-graveyard");
      if (e.find(NodeKind::IsTapped)) dest += " " + t(st, "tapped");
      out += ", " + t(st, one ? "put-it" : "put-them", {dest});
      return out;
    }
    case NodeKind::LookAtTop: return lookAtTop(e, st);
    case NodeKind::GainLife:
      // --- begin dmg2 ---
      if (child(1).kind == NodeKind::ThatMuch) // "you gain that much life" (603.2)
        return child(0).kind == NodeKind::You
                   ? t(st, "gain-life.that-much")
                   : t(st, "gains-life.that-much", {player(child(0), st)});
      // --- end dmg2 ---
      if (child(0).kind == NodeKind::You) return t(st, "gain-life", {amountDigits(child(1), st)});
      return t(st, "gains-life", {player(child(0), st), amountDigits(child(1), st)});
    case NodeKind::LoseLife:
      // --- begin dmg2 ---
      if (child(1).kind == NodeKind::ThatMuch)
        return child(0).kind == NodeKind::You
                   ? t(st, "lose-life.that-much")
                   : t(st, "loses-life.that-much", {player(child(0), st)});
      // --- end dmg2 ---
      if (child(0).kind == NodeKind::You) return t(st, "lose-life", {amountDigits(child(1), st)});
      return t(st, "loses-life", {player(child(0), st), amountDigits(child(1), st)});
    case NodeKind::PutCounters: {
      bool one = child(2).kind == NodeKind::Int && child(2).value == 1;
      std::string kind(ast::spelling(ast::Vocabulary::CounterKind, child(1).value));
      return t(st, one ? "put-counter" : "put-counters",
               {one ? article(kind).substr(0, article(kind).find(' ')) : number(child(2), st), kind,
                object(child(0), st, false, /*each=*/true)});
    }
    case NodeKind::AddManaChoice: {
      std::vector<std::string> syms;
      for (auto &c : e.children) syms.push_back(c.text);
      std::string list;
      for (size_t i = 0; i < syms.size(); ++i)
        list += (i ? (i + 1 == syms.size() ? (syms.size() > 2 ? ", or " : " or ") : ", ") : "") + syms[i];
      return t(st, "add-mana", {list});
    }
    // --- begin amounts3 --- "add one mana of any color", "add two mana of any one color" (106.1a)
    case NodeKind::AddManaAny:
      return t(st,
               child(0).kind == NodeKind::Int && child(0).value == 1 ? "add-mana-any"
                                                                     : "add-mana-any-one",
               {number(child(0), st)});
    case NodeKind::IfInstead: { // 608.2c: "<damage>. If <condition>, it deals N damage instead"
      const Node &alt = child(2);
      if (alt.kind != NodeKind::DealDamage) {
        st.gap("'instead' after an effect other than damage");
        return {};
      }
      // In the order of the text: a target is described where it is first named.
      std::string first = effect(child(0), st);
      std::string when = condition(child(1), st);
      std::string source = object(alt.children[0], st, true);
      std::string n = amountDigits(alt.children[1], st);
      std::string to = e.text.empty() ? damageRecipient(alt.children[2], st) : e.text;
      return first + ". " + t(st, "if-instead", {when, t(st, "deal-damage", {source, n, to})});
    }
    case NodeKind::AddManaCombination: {
      if (e.children.size() == 1) return t(st, "add-mana-combination", {number(child(0), st)});
      if (e.children.size() != 3) {
        st.gap("mana in a combination of more than two colours");
        return {};
      }
      return t(st, "add-mana-combination-of", {number(child(0), st), child(1).text, child(2).text});
    }
    // --- end amounts3 ---
    case NodeKind::AddManaChosen: return t(st, "add-mana-chosen", {}); // --- aschoose (614.12) ---
    case NodeKind::SpendManaOnly: { // --- library5 --- 106.6: a sentence after the mana it
                                    // restricts
      const Node &spells = e[ast::role::SpendManaOnly::spells];
      std::string restriction =
          t(st, "spend-only",
            {e.wording.plural ? filter(spells, st, true) : object(spells, st, false)});
      if (!restriction.empty()) // its own sentence
        restriction[0] = char(std::toupper(static_cast<unsigned char>(restriction[0])));
      // effects6: "Add X mana ..., where X is .... Spend this mana only ...": the
      // definition ends the sentence of the mana, before the restriction (107.3c).
      std::string mana = effect(e[ast::role::SpendManaOnly::effect], st);
      return mana + whereClause(st) + ". " + restriction;
    }
    case NodeKind::IfEffect: { // 608.2c: the condition covers every effect of the sentence
      std::string body = effect(child(1), st);
      for (size_t i = 2; i < e.children.size();
           ++i) // "If X, A and B" / "A, B, and C": one sentence, never "A. B."
        body += (i + 1 < e.children.size() ? ", "
                 : e.children.back().wording.join == ast::Wording::Join::CommaThen ? ", then "
                 : e.children.size() > 3   ? ", and "
                                           : " and ") +
                effect(child(i), st);
      return t(st, "if-effect", {condition(child(0), st), body});
    }
    case NodeKind::May: {
      std::string inner = effect(child(0), st);
      if (inner.rfind("you ", 0) == 0) inner = inner.substr(4);
      if (e.value == 1) { // "you may have it deal 4 damage ...": the verb after its subject is bare
        for (std::string_view verb : {" deals ", " draws ", " gains ", " loses ", " gets ", " discards ", " mills ",
                                      " sacrifices ", " creates ", " fights ", " returns ", " puts ", " becomes "})
          if (size_t at = inner.find(verb); at != std::string::npos) {
            inner.replace(at, verb.size(), std::string(verb.substr(0, verb.size() - 2)) + " ");
            break;
          }
        return t(st, "may-have", {inner});
      }
      return t(st, "may", {inner});
    }
    case NodeKind::Scry: return t(st, "scry", {amountDigits(child(1), st)});
    case NodeKind::Surveil: return t(st, "surveil", {amountDigits(child(1), st)});
    // --- begin keywords --- keyword actions (701.33a, 701.43a, 701.31a, 701.27a)
    case NodeKind::Bolster: return t(st, "bolster", {amountDigits(child(1), st)});
    case NodeKind::Adapt: return t(st, "adapt", {amountDigits(child(1), st)});
    case NodeKind::Monstrosity: return t(st, "monstrosity", {amountDigits(child(1), st)});
    case NodeKind::Proliferate: return t(st, "proliferate");
    case NodeKind::Venture: // dungeon (701.46): only "you" is read
      if (child(0).kind != NodeKind::You) {
        st.gap("venture by another player");
        return {};
      }
      return t(st, "venture");
    // --- end keywords ---
    case NodeKind::GetEnergy: {
      std::string symbols;
      for (int64_t n = std::clamp<int64_t>(child(1).value, 0, 20); n > 0; --n)
        symbols += "{E}";
      return t(st, "get-energy", {symbols});
    }
    case NodeKind::Mill:
      if (child(0).kind == NodeKind::You) return t(st, "mill", {countedCards(child(1), st)});
      return t(st, "mills", {player(child(0), st), countedCards(child(1), st)});
    case NodeKind::DiscardCards: {
      std::string what = countedCards(child(1), st);
      if (e.find(NodeKind::AtRandom)) what += " " + t(st, "at-random");
      if (child(0).kind == NodeKind::You) return t(st, "discard", {what});
      return t(st, "discards", {player(child(0), st), what});
    }
    case NodeKind::DiscardChosen:
      return t(st, "reveal-choose-discard", {player(child(0), st), article(filter(child(1), st, false))});
    case NodeKind::DiscardHand:
      if (child(0).kind == NodeKind::You) return t(st, "discard-hand");
      return t(st, "discards-hand", {player(child(0), st)});
    case NodeKind::ShuffleGraveyard:
      if (child(0).kind == NodeKind::You) return t(st, "shuffle-graveyard");
      return t(st, "shuffles-graveyard", {player(child(0), st)});
    case NodeKind::ExtraTurn: // 500.7
      if (child(0).kind == NodeKind::You) return e.value ? t(st, "extra-turn.you") : t(st, "extra-turn");
      return t(st, "extra-turn.player", {player(child(0), st)});
    case NodeKind::PayMana:
      if (child(0).kind == NodeKind::You) return t(st, "pay", {child(1).text});
      st.gap("another player paying");
      return {};
    case NodeKind::SacrificeObjects:
      if (e.children.size() > 1) // "each opponent sacrifices a creature"
        return t(st, "sacrifices", {player(child(1), st), object(child(0), st, false)});
      return t(st, "sacrifice", {object(child(0), st, false)});
    case NodeKind::CounterSpell: return t(st, "counter-spell", {object(child(0), st, false)});
    case NodeKind::RegenerateObjects: return t(st, "regenerate", {object(child(0), st, false)});
    case NodeKind::ShuffleLibrary: return t(st, "shuffle");
    case NodeKind::Abandon: return t(st, "abandon");
    // --- begin trig2 ---
    case NodeKind::FlipCoin: return t(st, "flip-coin"); // 705.1: the controller flips
    case NodeKind::Clash: return t(st, "clash"); // keywords6: 701.23b, the controller clashes
    // --- begin choices: 608.2d ---
    case NodeKind::ChooseColor: case NodeKind::ChooseCreatureType: case NodeKind::ChooseOpponent:
    case NodeKind::ChoosePlayer: return t(st, std::string(ast::headOf(e.kind)));
    case NodeKind::GainProtectionChosen: return layerText(e, st, /*isStatic=*/false);
    case NodeKind::ChooseTarget: return t(st, "choose-target", {object(child(0), st, false)});
    // --- end choices ---
    case NodeKind::GetEmblem: // 114.1
      if (child(0).kind != NodeKind::You) { st.gap("an emblem for another player"); return {}; }
      return t(st, "get-emblem", {quoted(child(1), st)});
    // --- end trig2 ---
    case NodeKind::CreateToken: {
      const Node &desc = child(2);
      bool one = child(1).kind == NodeKind::Int && child(1).value == 1;
      std::string what = characteristics(desc, st, /*token=*/true) + " " + t(st, one ? "token" : "tokens");
      std::vector<std::string> kws, abilities;
      for (size_t i = 3; i < desc.children.size(); ++i) {
        if (desc.children[i].kind == NodeKind::KeywordLeaf)
          kws.push_back(t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(desc.children[i].value)))));
        else
          abilities.push_back(quoted(desc.children[i], st));
      }
      // 'token. It has "..."' (how older Oracle text attaches it) or 'token with "..."'.
      std::string has; // effects6: its own sentence, after the "where X is" of the count
      if (!desc.text.empty() && !abilities.empty()) {
        if (!kws.empty()) what += " " + t(st, "with") + " " + joinAnd(kws);
        has = ". " + t(st, desc.text == "it has" ? "it-has" : "they-have", {joinAnd(abilities)});
      } else {
        for (auto &q : abilities) kws.push_back(q);
        if (!kws.empty()) what += " " + t(st, "with") + " " + joinAnd(kws);
      }
      if (const Node *name = e.find(NodeKind::TokenName)) // search8 (111.4)
        what += " " + t(st, "token.named", {ast::tokenNameTitleCase(name->text)});
      std::string counted = one ? article(what) : number(child(1), st) + " " + what;
      std::string made = child(0).kind == NodeKind::You
                             ? t(st, "create", {counted})
                             : t(st, "creates", {player(child(0), st), counted});
      if (has.empty()) return made;
      // 'Create X Treasure tokens, where X is .... They have "..."' (107.3c).
      return made + whereClause(st) + has;
    }
    case NodeKind::Becomes: {
      // "~ becomes a 3/3 red Elemental creature with haste until end of turn. It's still a land."
      const Node &desc = child(1);
      std::string what = characteristics(desc, st, /*token=*/false);
      std::vector<std::string> kws;
      for (size_t i = 3; i < desc.children.size(); ++i)
        if (desc.children[i].kind == NodeKind::KeywordLeaf)
          kws.push_back(
              t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(desc.children[i].value)))));
      if (!kws.empty()) what += " " + t(st, "with") + " " + joinAnd(kws);
      // rules17: 'with "This creature's power and toughness are each equal to ..."' (613.6)
      for (size_t i = 3; i < desc.children.size(); ++i)
        if (desc.children[i].kind != NodeKind::KeywordLeaf) {
          RenderState inner;
          inner.cardName = t(st, "this-creature.subject");
          inner.gaps = st.gaps;
          what += " " + t(st, "with") + " \"" + ability(desc.children[i], inner) + "\"";
        }
      const Node *still = e.find(NodeKind::RetainsTypes);
      if (still && still->value == 1) what += " " + t(st, "thats-still", {article(still->text)});
      std::string out = t(st, "becomes", {object(child(0), st, true), article(what)});
      if (e.value == 1) // "All noncreature artifacts become 2/2 artifact creatures" (issue 15)
        out = t(st, "becomes.plural", {object(child(0), st, false), what + "s"});
      else if (e.value == 2 && child(0).kind == NodeKind::All) // "Each noncreature artifact becomes a ..."
        out = t(st, "becomes", {t(st, "each", {filter(child(0).children[0], st, false)}), article(what)});
      bool durationFirst =
          e.text == "duration-first"; // rules17: "Until end of turn, X becomes ..."
      if (e.find(NodeKind::UntilEndOfTurn))
        out = durationFirst ? t(st, "until-end-of-turn") + ", " + out
                            : out + " " + t(st, "until-end-of-turn");
      if (still && still->value == 0)
        out += (out.back() == '"' ? " " : ". ") +
               capitalize(t(st, "its-still", {article(still->text)}));
      return out;
    }
    case NodeKind::Prevent: return prevention(e, st);
    // --- begin prevent ---
    case NodeKind::PreventNextChosen: return preventNextChosen(e, st); // PreventEn.inc
    // --- end prevent ---
    // Layer effects from text (issue 15): layerText, below.
    case NodeKind::SetColor: case NodeKind::SetChosenColor: case NodeKind::LoseKeyword:
    case NodeKind::LoseAllAbilities: case NodeKind::SetBasePT: case NodeKind::SwitchPT:
      return layerText(e, st, /*isStatic=*/false);
    // --- begin dmg2 ---
    case NodeKind::RedirectDamage:
      return redirection(e, st);     // 614.9
    case NodeKind::RemoveCounters: { // 122.1
      bool one = child(2).kind == NodeKind::Int && child(2).value == 1;
      std::string kind(ast::spelling(ast::Vocabulary::CounterKind, child(1).value));
      return t(st, one ? "remove-counter" : "remove-counters",
               {one ? article(kind).substr(0, article(kind).find(' ')) : number(child(2), st), kind,
                object(child(0), st, false, /*each=*/true)});
    }
    case NodeKind::ExileIfDiesThisTurn: // 614.1a
      return t(st, "exile-if-dies-this-turn", {object(child(0), st, false)});
    // --- end dmg2 ---
    case NodeKind::TapObjects: return t(st, "tap", {object(child(0), st, false)});
    case NodeKind::UntapObjects: return t(st, "untap", {object(child(0), st, false)});
    // --- begin rules15 ---
    case NodeKind::CounterSpellTo: // 614.15
      return t(st, "counter-spell-to." + std::string(ast::spelling(ast::Vocabulary::Zone, child(1).value)),
               {object(child(0), st, false)});
    case NodeKind::DoesntUntapNext: // 502.3
      return t(st,
               e.value == 1   ? "doesnt-untap-next.your"
               : e.value == 2 ? "doesnt-untap-next.plural"
               : e.value == 3 ? "doesnt-untap-next.your-plural"
                              : "doesnt-untap-next",
               {object(child(0), st, false)});
    // --- end rules15 ---
    case NodeKind::Transform: return t(st, "transform", {object(child(0), st, false)}); // --- dfc ---
    case NodeKind::TapOrUntap: return t(st, "tap-or-untap", {object(child(0), st, false)});
    // --- begin copy ---
    case NodeKind::CreateTokenCopy: case NodeKind::Populate: case NodeKind::CopySpell:
    case NodeKind::GiveControl: return copyText(e, st); // CopyEn.inc
    // --- end copy ---
    default: st.gap(std::string("effect ") + std::string(ast::headOf(e.kind))); return {};
    }
  }

  // "prevent all combat damage that would be dealt to and dealt by ~ this turn",
  // "prevent the next 3 damage that would be dealt to any target this turn" (615).
  std::string prevention(const Node &e, RenderState &st) const {
    const Node &n = e.children[0];
    std::string out = n.kind == NodeKind::AllDamage ? t(st, "prevent.all") : t(st, "prevent.next", {amountDigits(n, st)});
    if (e.find(NodeKind::CombatDamage)) out += " " + t(st, "prevent.combat");
    out += " " + t(st, "prevent.would-be-dealt");
    // --- begin dmg2 ---
    // "this turn" where the card wrote it (the source ranges the English builder
    // kept): first (1), or between "to X" and "by Y" (2); else last.
    const Node *turn = e.find(NodeKind::ThisTurn);
    int64_t turnAt = turn ? thisTurnAt(e, *turn) : 0;
    if (turnAt == 1) out += " " + t(st, "this-turn");
    // --- end dmg2 ---
    for (size_t i = 1; i < e.children.size(); ++i) {
      const Node &c = e.children[i];
      // --- begin dmg2 ---
      if (c.kind == NodeKind::ThisTurn && turnAt != 0) continue;
      if (turnAt == 2 && c.kind == NodeKind::DamageBy) out += " " + t(st, "this-turn");
      // --- end dmg2 ---
      auto whom = [&](const Node &x) {
        if (x.kind == NodeKind::AnyPlayer) return t(st, "players");
        // "prevent all damage ... to creatures you control", but shields on each
        // of them: "prevent the next 1 damage ... to each creature you control" (615.11).
        if (x.kind == NodeKind::All && n.kind == NodeKind::AllDamage) return filter(x.children[0], st, true);
        return recipient(x, st);
      };
      if (c.kind == NodeKind::DamageTo) out += " " + t(st, "prevent.to", {whom(c.children[0])});
      // --- begin prevent ---
      if (c.kind == NodeKind::DamageBy && c.value == 1) { // "by artifact sources" (PreventEn.inc)
        out += " " + t(st, "prevent.by", {sourcesText(c.children[0], st)});
        continue;
      }
      // --- end prevent ---
      if (c.kind == NodeKind::DamageBy) out += " " + t(st, "prevent.by", {whom(c.children[0])});
      if (c.kind == NodeKind::DamageToAndBy) out += " " + t(st, "prevent.to-and-by", {whom(c.children[0])});
      if (c.kind == NodeKind::ThisTurn) out += " " + t(st, "this-turn");
    }
    return out;
  }

  // "~ can't block", "target creature can't be blocked this turn" (509.1a-b).
  std::optional<std::string> blockRestriction(const Node &e, RenderState &st, bool thisTurn) const {
    if (e.children.size() < 2 || e.children[1].kind != NodeKind::KeywordLeaf)
      return std::nullopt;
    auto k = ast::Keyword(e.children[1].value);
    bool alsoBlock = e.children.size() > 2 && e.children[2].kind == NodeKind::KeywordLeaf &&
                     ast::Keyword(e.children[2].value) == ast::Keyword::CantBlock;
    const char *key = k == ast::Keyword::CantBlock       ? "cant-block"
                      : k == ast::Keyword::CantBeBlocked ? "cant-be-blocked"
                      : k == ast::Keyword::CantAttack    ? (alsoBlock ? "cant-attack-or-block" : "cant-attack")
                      : k == ast::Keyword::MayNotUntap   ? "may-not-untap"
                      : k == ast::Keyword::DoesntUntap   ? (e.children[0].kind == NodeKind::Self ? "doesnt-untap.self"
                                                            : isPlural(e.children[0], st)      ? "doesnt-untap.plural"
                                                                                           : "doesnt-untap")
                                                         : nullptr;
    if (!key)
      return combatRule(e, st);
    std::string out = t(st, key, {object(e.children[0], st, true)});
    if (thisTurn && e.find(NodeKind::UntilEndOfTurn))
      out += " " + t(st, "this-turn");
    return out;
  }

  // Combat requirements and restrictions (508.1d, 509.1b-c): "~ attacks each
  // combat if able", "all creatures able to block target creature this turn do so".
  std::optional<std::string> combatRule(const Node &e, RenderState &st) const {
    using K = ast::Keyword;
    auto k = K(e.children[1].value);
    bool alsoBlocks = e.children.size() > 2 && e.children[2].kind == NodeKind::KeywordLeaf &&
                      K(e.children[2].value) == K::BlocksEachCombat;
    bool turn = e.find(NodeKind::UntilEndOfTurn) != nullptr, plural = isPlural(e.children[0], st);
    std::string key = k == K::AttacksEachCombat            ? (alsoBlocks ? "attacks-or-blocks-each-combat" : "attacks-each-combat")
                      : k == K::BlocksEachCombat           ? "blocks-each-combat"
                      : k == K::MustBeBlocked              ? "must-be-blocked"
                      : k == K::AllMustBlock               ? "all-must-block"
                      : k == K::CanBlockOnlyFlying         ? "can-block-only-flying"
                      : k == K::CanBlockAdditional         ? "can-block-additional"
                      : k == K::CantBeBlockedByMoreThanOne ? "cant-be-blocked-by-more-than-one"
                                                           : "";
    if (key.empty() || (e.children.size() > (alsoBlocks ? 3u : 2u) + (turn ? 1u : 0u)))
      return std::nullopt;
    if (turn)
      key += ".this-turn";
    else if (plural && k != K::AllMustBlock)
      key += ".plural";
    return t(st, key, {object(e.children[0], st, k != K::AllMustBlock)});
  }

  // "Look at the top four cards of your library. Put one of them into your
  // hand and the rest on the bottom of your library in any order." (701.16d)
  std::string lookAtTop(const Node &e, RenderState &st) const {
    const Node &n = e.children[1];
    const Node *chosen = e.find(NodeKind::PutChosen);
    const Node &rest = e.children.back();
    auto zoneName = [](const Node &z) { return std::string(ast::spelling(ast::Vocabulary::Zone, z.value)); };
    if (e.opt(ast::role::LookAtTop::revealed)) return revealTop(e, st);
    const Node &whose = e[ast::role::LookAtTop::player];
    bool oneCard = n.kind == NodeKind::Int && n.value == 1;
    std::string cards = countedCards(n, st).substr(oneCard ? 2 : 0);
    std::string out = whose.kind == NodeKind::You
                          ? t(st, "look-at-top", {cards})
                          : t(st, "look-at-top.of", {cards, player(whose, st)});
    bool restOnTop = zoneName(rest.children[0]) == "library" && !rest.find(NodeKind::LibraryBottom);
    if (!chosen) {
      if (!restOnTop) st.gap("looking at cards and moving them all");
      if (oneCard) return out; // "Look at the top card of target player's library."
      return out + ", " + t(st, "look.reorder");
    }
    std::string to = zoneName(chosen->children[2]);
    std::string dest = t(st, to == "battlefield" ? "onto-the-battlefield" : "into-your-" + to);
    // zones6: a target player's card goes to its owner's graveyard (404.1): "into their
    // graveyard", "into that player's graveyard" (wording only).
    if (whose.kind != NodeKind::You && to == "graveyard")
      dest = t(st,
               chosen->wording.possessive ? "into-that-players-graveyard" : "into-their-graveyard");
    // How many the rest are: "the other" and no order for a single card.
    const Node &how = chosen->children[0];
    int64_t left = how.kind == NodeKind::Int && n.kind == NodeKind::Int ? n.value - how.value : 2;
    std::string restTo;
    if (zoneName(rest.children[0]) == "graveyard")
      restTo = t(st, "into-your-graveyard");
    else if (zoneName(rest.children[0]) == "hand")
      restTo = t(st, "into-your-hand");
    else if (rest.find(NodeKind::LibraryBottom))
      restTo = t(st, "look.bottom") + (rest.find(NodeKind::RandomOrder) ? " " + t(st, "look.random-order")
                                       : left > 1 ? " " + t(st, "look.any-order") : "");
    else
      restTo = (rest.text == "back" ? t(st, "look.back") + " " : "") + t(st, "look.top") + " " + t(st, "look.any-order");
    if (chosen->find(NodeKind::Optional) && oneCard) // "You may put that card into your graveyard."
      return out + ". " + capitalize(t(st, "look.may-put-that-card", {dest}));
    if (chosen->find(NodeKind::Optional)) {
      std::string what = article(filter(chosen->children[1], st, false));
      out += ". " + capitalize(t(st, chosen->find(NodeKind::Revealed) ? "look.may-reveal" : "look.may-put", {what, dest}));
      return out + ". " + capitalize((rest.text == "then" ? t(st, "then") + " " : "") + t(st, "look.put-rest", {restTo}));
    }
    std::string count = how.kind == NodeKind::AnyNumber ? t(st, "look.any-number") : number(how, st);
    std::string them = chosen->text == "those cards" ? t(st, "look.those-cards") : t(st, "look.them");
    std::string others = t(st, left == 1 ? "look.the-other" : "look.the-rest");
    return out + ". " + capitalize(t(st, "look.put", {count, them, dest, others, restTo}));
  }

  // "Reveal the top three cards of your library. Put all creature cards
  // revealed this way into your hand and the rest into your graveyard."
  // "Reveal the top card of your library. If it's a land card, you may put it
  // into your hand. Otherwise, put it into your graveyard." (701.16a)
  std::string revealTop(const Node &e, RenderState &st) const {
    const Node &n = e[ast::role::LookAtTop::amount];
    const Node *chosen = e.opt(ast::role::LookAtTop::putChosen);
    const Node &rest = e[ast::role::LookAtTop::putRest];
    bool oneCard = n.kind == NodeKind::Int && n.value == 1;
    std::string out = t(st, "reveal-top", {countedCards(n, st).substr(oneCard ? 2 : 0)});
    // --- begin library2 ---
    // "Reveal the top five cards of your library. You may put a creature card
    // from among them into your hand. Put the rest into your graveyard." (701.16a)
    if (chosen && !oneCard && chosen->find(NodeKind::Optional) &&
        !chosen->find(NodeKind::Revealed) && chosen->children[0].kind == NodeKind::Int &&
        chosen->children[0].value == 1) {
      std::string to = std::string(ast::spelling(ast::Vocabulary::Zone, chosen->children[2].value));
      std::string dest = t(st, to == "battlefield" ? "onto-the-battlefield" : "into-your-" + to);
      std::string restZone =
          std::string(ast::spelling(ast::Vocabulary::Zone, rest.children[0].value));
      std::string restTo =
          restZone != "library"
              ? t(st, restZone == "battlefield" ? "onto-the-battlefield" : "into-your-" + restZone)
          : rest.find(NodeKind::LibraryBottom)
              ? t(st, "look.bottom") + " " +
                    t(st, rest.find(NodeKind::RandomOrder) ? "look.random-order" : "look.any-order")
              : t(st, "look.top") + " " + t(st, "look.any-order");
      out += ". " + capitalize(t(st, "look.may-put",
                                 {article(filter(chosen->children[1], st, false)), dest}));
      return out + ". " +
             capitalize((rest.text == "then" ? t(st, "then") + " " : "") +
                        t(st, "look.put-rest", {restTo}));
    }
    // --- end library2 ---
    if (!chosen || chosen->children[0].kind != NodeKind::AllMatching) {
      st.gap("revealed cards put into zones other than by 'all'");
      return out;
    }
    auto zoneName = [](const Node &z) {
      return std::string(ast::spelling(ast::Vocabulary::Zone, z.value));
    };
    auto into = [&](const Node &z) {
      std::string to = zoneName(z);
      return t(st, to == "battlefield" ? "onto-the-battlefield" : "into-your-" + to);
    };
    std::string restTo;
    if (zoneName(rest.children[0]) != "library")
      restTo = into(rest.children[0]);
    else if (rest.find(NodeKind::LibraryBottom))
      restTo = t(st, "look.bottom") + (rest.find(NodeKind::RandomOrder)
                                           ? " " + t(st, "look.random-order")
                                       : oneCard ? ""
                                                 : " " + t(st, "look.any-order"));
    const Node &f = chosen->children[1];
    std::string dest = into(chosen->children[2]);
    if (oneCard) {
      bool may = chosen->find(NodeKind::Optional);
      std::string that = chosen->text == "that card" ? ".that-card" : ""; // "put that card"
      out += ". " + capitalize(t(st, std::string(may ? "reveal.if-its-may" : "reveal.if-its") + that,
                                 {article(filter(f, st, false)), dest}));
      if (!restTo.empty())
        out += ". " + capitalize(t(st, std::string("reveal.otherwise") + (rest.text == "that card" ? ".that-card" : ""),
                                   {restTo}));
      return out;
    }
    if (restTo.empty()) {
      st.gap("the rest of the revealed cards left on top");
      return out;
    }
    return out + ". " + capitalize(t(st, "reveal.put-all", {filter(f, st, true), dest, restTo}));
  }

  static bool rt_zone_is_hand(const Node &zone) {
    return ast::spelling(ast::Vocabulary::Zone, zone.value) == "hand";
  }

  std::string condition(const Node &c, RenderState &st) const {
    auto n = [&](const Node &amount) { return number(amount, st); };
    switch (c.kind) {
    case NodeKind::CountAtLeast:
    case NodeKind::CountAtMost: {
      Node f = c.children[0].children[0];
      NodeKind who = NodeKind::You;
      for (auto it = f.children.begin(); it != f.children.end(); ++it)
        if (it->kind == NodeKind::ControlledBy) {
          who = it->children[0].kind;
          f.children.erase(it);
          break;
        }
      int64_t k = c.children[1].value;
      std::string what = c.kind == NodeKind::CountAtMost && k > 0 ? t(st, "n-or-fewer", {n(c.children[1]), filter(f, st, true)})
                         : c.kind == NodeKind::CountAtMost ? t(st, "no", {filter(f, st, true)})
                         : k == 1 ? (ast::saysOther(f) ? filter(f, st, false) : article(filter(f, st, false)))
                                  : t(st, "n-or-more", {n(c.children[1]), filter(f, st, true)});
      return t(st, who == NodeKind::You               ? "cond.you-control"
                   : who == NodeKind::DefendingPlayer ? "cond.defending-player-controls"
                                                      : "cond.opponent-controls",
               {what});
    }
    case NodeKind::LifeAtLeast: return t(st, "cond.life-at-least", {amountDigits(c.children[1], st)});
    case NodeKind::LifeAtMost: return t(st, "cond.life-at-most", {amountDigits(c.children[1], st)});
    case NodeKind::CardsAtLeast:
    case NodeKind::CardsAtMost: {
      std::string zone(ast::spelling(ast::Vocabulary::Zone, c.children[1].value));
      bool most = c.kind == NodeKind::CardsAtMost;
      if (most && c.children[2].value == 0) return t(st, "cond.no-cards." + zone);
      return t(st, std::string("cond.cards-") + (most ? "at-most." : "at-least.") + zone, {n(c.children[2])});
    }
    case NodeKind::ControlsMoreThan: // "you control more creatures than defending player"
      return t(st, "cond.you-control-more-than",
               {filter(c.children[0], st, true), t(st, std::string(ast::headOf(c.children[1].kind)))});
    case NodeKind::YourTurn: return t(st, "cond.your-turn");
    case NodeKind::HasCitysBlessing: return t(st, "cond.citys-blessing");
    case NodeKind::NotYourTurn: return t(st, "cond.not-your-turn");
    case NodeKind::AttackedThisTurn: return t(st, "cond.attacked-this-turn");
    case NodeKind::CreatureDiedThisTurn:
      return t(st, "cond.creature-died-this-turn"); // morbid
    case NodeKind::PermanentLeftThisTurn: return t(st, "cond.permanent-left-this-turn");
    case NodeKind::CastFromHand: return t(st, "cond.cast-from-hand");
    case NodeKind::WasKicked: // the wording is the payload: "it", "~", "this spell"
      return t(st, c.value == 1 ? "cond.was-kicked.self" : c.value == 2 ? "cond.was-kicked.spell" : "cond.was-kicked.it",
               {st.cardName.empty() ? std::string("~") : st.cardName});
    case NodeKind::ManaSpentToCast: { // triggers7 (601.2h): the wording is the payload, as above
      static const char *kSymbols[] = {"{W}", "{U}", "{B}", "{R}", "{G}"};
      int64_t color = c[ast::role::ManaSpentToCast::color].value;
      if (color < 0 || color > 4) {
        st.gap("mana of this colour spent");
        return {};
      }
      return t(st,
               c.value == 1   ? "cond.mana-spent.self"
               : c.value == 2 ? "cond.mana-spent.spell"
                              : "cond.mana-spent.it",
               {st.cardName.empty() ? std::string("~") : st.cardName, kSymbols[color]});
    }
    // --- begin conditions ---
    case NodeKind::Compare:
      // --- begin amounts2 ---
      if (std::optional<std::string> s = amounts2Compare(c, st)) return *s; // AmountsEn.inc
      // --- end amounts2 ---
      return compareCondition(c, st); // CompareEn.inc
    // --- end conditions ---
    // --- begin cast ---
    case NodeKind::CastTiming: case NodeKind::BeenAttacked: return *castCondition(c, st); // CastEn.inc
    // --- end cast ---
    default: st.gap("condition"); return {};
    }
  }

  // --- begin conditions ---
#include "Render/en/CompareEn.inc"
  // --- end conditions ---
  // --- begin amounts2 ---
#include "Render/en/AmountsEn.inc"
  // --- end amounts2 ---
  // --- begin cast ---
#include "Render/en/CastEn.inc"
  // --- end cast ---

  // --- begin prevent ---
#include "Render/en/PreventEn.inc"
  // --- end prevent ---
  // --- begin zones2 ---
#include "Render/en/ZonesEn.inc"
  // --- end zones2 ---
  // --- begin copy ---
#include "Render/en/CopyEn.inc"
  // --- end copy ---
  // --- begin library ---
#include "Render/en/LibraryEn.inc"
  // --- end library ---
  // --- begin effects7 ---
#include "Render/en/Effects7En.inc"
  // --- end effects7 ---

  static std::string article(const std::string &noun) {
    // The article follows the sound, not the letter: "an 8/8", "an 11/11",
    // "an hourglass counter", but "a unity counter", "a one-shot".
    auto starts = [&](std::string_view p) { return noun.rfind(p, 0) == 0; };
    bool vowel = !noun.empty() && (std::string_view("aeiouAEIOU8").find(noun[0]) != std::string_view::npos ||
                                   starts("11/") || starts("18/") || starts("hour") || starts("honor") ||
                                   starts("honest") || starts("heir"));
    if (starts("uni") || starts("use") || starts("usu") || starts("eu") || starts("one") || starts("once"))
      vowel = false;
    return (vowel ? "an " : "a ") + noun;
  }
  // "haste, and protection from black and from red": consecutive protections
  // share the word "protection" (702.16a) and count as one list item.
  static std::string joinKeywords(const std::vector<std::string> &kws) {
    static const std::string kFrom = "protection from ";
    std::vector<std::string> items;
    for (auto &k : kws) {
      if (!items.empty() && k.rfind(kFrom, 0) == 0 && items.back().rfind(kFrom, 0) == 0)
        items.back() += " and " + k.substr(kFrom.size() - 5); // "and from red"
      else
        items.push_back(k);
    }
    return joinAnd(items);
  }
  static std::string joinAnd(const std::vector<std::string> &items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) {
      if (i > 0)
        out += (i + 1 == items.size()) ? (items.size() > 2 ? ", and " : " and ") : ", ";
      out += items[i];
    }
    return out;
  }

  // --- begin dmg ---
  // "~ deals 3 damage divided as you choose among one, two, or three targets" (601.2d)
  std::string dividedDamage(const Node &e, RenderState &st) const {
    const Node &to = e.children[2];
    size_t i = size_t(to.value);
    if (to.kind != NodeKind::TargetRef || !st.targets || i >= st.targets->children.size() || st.targetMentioned[i]) {
      st.gap("divided damage recipient");
      return {};
    }
    const Node &target = st.targets->children[i];
    if (target.children.size() < 2 || target.children[1].kind != NodeKind::UpTo) {
      st.gap("divided damage recipient");
      return {};
    }
    const Node &count = target.children[1].children[0];
    std::string among = e.value == 1                                          ? t(st, "divided.any-number")
                        : count.kind == NodeKind::Int && count.value == 2 ? t(st, "divided.one-or-two")
                        : count.kind == NodeKind::Int && count.value == 3 ? t(st, "divided.one-two-or-three")
                                                                          : std::string();
    if (among.empty()) {
      st.gap("divided damage count");
      return {};
    }
    const Node &kind = target.children[0];
    std::string what = kind.kind == NodeKind::AnyTarget ? t(st, "divided.targets")
                       : kind.kind == NodeKind::Filter  ? t(st, "divided.target-objects", {filter(kind, st, true)})
                                                        : std::string();
    if (what.empty()) {
      st.gap("divided damage target kind");
      return {};
    }
    st.targetMentioned[i] = true;
    return t(st, "deal-damage-divided", {object(e.children[0], st, true), amountDigits(e.children[1], st), among, what});
  }
  // "each of two targets", "each of up to three target creatures": a damage
  // recipient that is several targets of one phrase (601.2c); "up to one
  // target creature" keeps the plain wording.
  std::string damageRecipient(const Node &r, RenderState &st) const {
    size_t i = size_t(r.value);
    if (r.kind != NodeKind::TargetRef || !st.targets || i >= st.targets->children.size() || st.targetMentioned[i])
      return recipient(r, st);
    const Node &target = st.targets->children[i];
    if (target.children.size() < 2)
      return recipient(r, st);
    const Node &n = target.children[1];
    bool upTo = n.kind == NodeKind::UpTo;
    const Node &count = upTo ? n.children[0] : n;
    if (count.kind == NodeKind::Int && count.value == 1)
      return recipient(r, st);
    std::string what;
    if (target.children[0].kind == NodeKind::AnyTarget) {
      what = t(st, "n-targets", {number(count, st)});
      if (upTo) what = t(st, "up-to", {what});
    } else if (target.children[0].kind == NodeKind::Filter) {
      what = targetText(target, st);
    } else {
      return recipient(r, st);
    }
    st.targetMentioned[i] = true;
    return t(st, "each-of", {what});
  }
  // --- end dmg ---
  std::string recipient(const Node &r, RenderState &st) const {
    switch (r.kind) {
    case NodeKind::You: case NodeKind::EachOpponent: case NodeKind::EachPlayer: case NodeKind::ControllerOf:
    case NodeKind::ActivePlayer: // wherex (issue 14)
    case NodeKind::DefendingPlayer: // dmg3 (508.5)
    case NodeKind::EachOtherPlayer: // dmg3 (102.1)
      return player(r, st);
    case NodeKind::EventObject:
      if (st.eventIsPlayer) return player(r, st);
      return object(r, st, false, true);
    case NodeKind::Both: // "each creature and each player"
      return object(r.children[0], st, false, true) + " " + t(st, "and") + " " + player(r.children[1], st);
    case NodeKind::BothGroups: // dmg3: "each creature and each planeswalker"
      return object(r.children[0], st, false, true) + " " + t(st, "and") + " " +
             object(r.children[1], st, false, true);
    default: return object(r, st, false, /*each=*/true);
    }
  }

  std::string player(const Node &p, RenderState &st) const {
    switch (p.kind) {
    case NodeKind::You: return t(st, "you");
    case NodeKind::EachOpponent: return t(st, "each-opponent");
    case NodeKind::EachPlayer: return t(st, "each-player");
    case NodeKind::TargetRef: return object(p, st, true);
    case NodeKind::ControllerOf:
      if (!p.text.empty()) { // "that creature's controller", "~'s controller"
        if (p.text[0] == '~' && !st.cardName.empty())
          return st.cardName + p.text.substr(1);
        if (p.children[0].kind == NodeKind::TargetRef) // the target is described here, once
          st.targetMentioned[size_t(p.children[0].value)] = true;
        return p.text;
      }
      return t(st, "that-player");
    case NodeKind::EventObject:
      return t(st, p.text == "them" ? "them" : "that-player"); // amounts2: "them"
    case NodeKind::ActivePlayer:
      return t(st, p.text == "them" ? "them" : "that-player"); // wherex: whose step it is
    // --- begin trig2 ---
    case NodeKind::EnchantedPlayer: return t(st, "enchanted-player"); // 303.4
    case NodeKind::ChosenPlayer: return t(st, p.value == 1 ? "that-player" : "chosen-player"); // 614.12; choices: 608.2d
    // --- end trig2 ---
    case NodeKind::DefendingPlayer:
      return t(st, "defending-player"); // dmg3 (508.5)
    case NodeKind::EachOtherPlayer:
      return t(st, "each-other-player"); // dmg3 (102.1)
    default: st.gap("player"); return {};
    }
  }

  std::string targetText(const Node &target, RenderState &st) const {
    const Node &kind = target.children[0];
    switch (kind.kind) {
    case NodeKind::AnyTarget: return t(st, "any-target");
    case NodeKind::AnotherAnyTarget:
      return t(st, "another-target"); // dmg3 (115.3)
    case NodeKind::TargetPlayer: return t(st, "target-player");
    case NodeKind::TargetOpponent: return t(st, "target-opponent");
    case NodeKind::TargetPlayerOrPlaneswalker: return t(st, "target-player-or-planeswalker");
    case NodeKind::TargetOpponentOrPlaneswalker: return t(st, "target-opponent-or-planeswalker"); // dmg
    case NodeKind::Filter: {
      const Node *count = target.children.size() > 1 ? &target.children[1] : nullptr;
      if (count && count->kind == NodeKind::AnyNumber) // effects5 (601.2c)
        return t(st, "any-number-targets", {filter(kind, st, true)});
      bool upTo = count && count->kind == NodeKind::UpTo;
      if (upTo) // "up to one target creature", "up to two target creatures"
        count = &count->children[0];
      bool many = count && !(count->kind == NodeKind::Int && count->value == 1);
      std::string text = many ? t(st, "targets", {number(*count, st), filter(kind, st, true)})
                         : upTo ? t(st, "targets", {number(*count, st), filter(kind, st, false)})
                                : t(st, "target", {filter(kind, st, false)});
      return upTo ? t(st, "up-to", {text}) : text;
    }
    default: st.gap("target kind"); return {};
    }
  }

  // `subject`: the object is the grammatical subject (bare plural allowed);
  // `each`: a distributive position ("put a counter on each creature").
  std::string object(const Node &o, RenderState &st, bool subject, bool each = false) const {
    switch (o.kind) {
    case NodeKind::Self:
      if (o.value == 1) // dmg: "Sacrifice ~: It deals ...", the cost named it last
        return t(st, "it");
      if (!o.text.empty()) // in a quoted ability: "this creature" (113.1a)
        return t(st, "this-object", {o.text});
      if (st.selfIsIt && st.inEffect) // "When ~ attacks, put a +1/+1 counter on it"
        return t(st, "it");
      if (st.castTrigger && st.inEffect) { // "~ gets +1/+1 until end of turn. Untap it."
        if (st.selfNamed)
          return t(st, "it");
        st.selfNamed = true;
      }
      return st.cardName.empty() ? "~" : st.cardName;
    // --- begin zones2 ---
    case NodeKind::SelfInZone: // "~ from your graveyard" (404.1)
      return t(st, "self-in-graveyard", {st.cardName.empty() ? "~" : st.cardName});
    case NodeKind::ExiledCards: return t(st, o.value ? "exiled-cards" : "exiled-card"); // 607.2a
    case NodeKind::ExiledThisWay: return exiledThisWay(o, st); // --- library --- 608.2c
    // --- end zones2 ---
    case NodeKind::AttachedObject: return o.text; // "enchanted creature", "equipped creature"
    case NodeKind::DealtDamageThisWay:
      return t(st, "dealt-damage-this-way"); // dmg2 (608.2c)
    case NodeKind::EventObject:
      if (st.castTrigger && st.inEffect && st.selfNamed) // "it" would be the card: the spell is "that spell"
        return t(st, "that-spell");
      return t(st, "it");
    case NodeKind::TargetRef: {
      size_t i = size_t(o.value);
      if (!st.targets || i >= st.targets->children.size()) { st.gap("target reference"); return {}; }
      if (st.targetMentioned[i])
        return t(st, "it");
      st.targetMentioned[i] = true;
      return targetText(st.targets->children[i], st);
    }
    case NodeKind::All: {
      const Node &f = o.children[0];
      bool qualified = false;
      if (o.wording.each || (each && !subject)) { // "each other creature you control"
        std::string one = filter(f, st, false);
        std::string another = t(st, "another") + " ";
        if (one.rfind(another, 0) == 0)
          one = t(st, "other") + " " + one.substr(another.size());
        return t(st, "each", {one});
      }
      // "Creatures you control get", "White creatures get", but "All creatures get".
      for (auto &part : f.children)
        qualified |= part.kind != NodeKind::CardTypeLeaf && part.kind != NodeKind::CardOnly &&
                     part.kind != NodeKind::TokenOnly && part.kind != NodeKind::AnyOf;
      std::string plural = filter(f, st, true);
      return subject && qualified ? plural : t(st, "all", {plural});
    }
    case NodeKind::Filter: {
      std::string text = filter(o, st, false);
      return ast::saysOther(o) ? text : article(text); // "another creature"
    }
    // --- begin rules16 ---
    case NodeKind::AndEachSharingColor: { // 615.11 example
      std::string first = object(o.children[0], st, subject);
      return t(st, "and-each-sharing-color", {first, filter(o.children[1], st, false)});
    }
    // --- end rules16 ---
    case NodeKind::SelfOr: // "~ or another Ally"
      return t(st, "self-or", {st.cardName.empty() ? "~" : st.cardName, object(o.children[0], st, subject)});
    default: st.gap("object"); return {};
    }
  }

  // "3/3 red Elemental creature": the characteristics of a token or of what an
  // object becomes (a token without colours is "colorless"; a creature has a size).
  std::string characteristics(const Node &desc, RenderState &st, bool token) const {
    const Node creatureLeaf = ast::cardTypeLeaf("creature");
    bool creature = std::find(desc.children[2].children.begin(), desc.children[2].children.end(), creatureLeaf) !=
                    desc.children[2].children.end();
    std::vector<std::string> colors, types, subs;
    for (auto &p : desc.children[2].children) {
      if (p.kind == NodeKind::ColorLeaf) colors.push_back(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value))));
      else if (p.kind == NodeKind::CardTypeLeaf) types.push_back(typeWord(p, st, false));
      else if (p.kind == NodeKind::SubtypeLeaf) subs.push_back(p.text);
    }
    std::vector<std::string> words;
    // rules17: a size a quoted ability defines is not printed (613.6 example 4)
    bool sizeByQuote = std::any_of(desc.children.begin() + 3, desc.children.end(),
                                   [](const Node &n) { return n.kind == NodeKind::Static; });
    if (creature && !sizeByQuote)
      words.push_back(fmt::format("{}/{}", desc.children[0].value, desc.children[1].value));
    if (!colors.empty() || token) words.push_back(colors.empty() ? t(st, "colorless") : joinAnd(colors));
    for (auto &w : subs) words.push_back(w);
    for (auto &w : types) words.push_back(w);
    std::string out;
    for (auto &w : words) out += (out.empty() ? "" : " ") + w;
    return out;
  }

  std::string typeWord(const Node &leaf, RenderState &st, bool plural) const {
    std::string key;
    if (leaf.kind == NodeKind::CardTypeLeaf) key = "type." + std::string(ast::spelling(ast::Vocabulary::CardType, leaf.value));
    else if (leaf.kind == NodeKind::CardOnly) key = "type.card";
    else if (leaf.kind == NodeKind::TokenOnly) key = "type.token";
    else if (leaf.kind == NodeKind::SubtypeLeaf) return plural ? pluralSubtype(leaf.text) : leaf.text;
    else { st.gap("type"); return {}; }
    std::string forms = t(st, key);
    size_t bar = forms.find('|');
    if (bar == std::string::npos) return forms;
    return plural ? forms.substr(bar + 1) : forms.substr(0, bar);
  }

  static std::string lower(std::string s) {
    for (char &c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
  }
  // "Goblins", "Elves", "Sphinxes" (a subtype that is the noun of its phrase).
  static std::string pluralSubtype(const std::string &s) {
    auto ends = [&](std::string_view e) { return s.size() >= e.size() && s.compare(s.size() - e.size(), e.size(), e) == 0; };
    static constexpr std::string_view kSame[] = {"Merfolk", "Kithkin", "Myr", "Eldrazi", "Aetherborn", "Moonfolk",
                                                 "Kor", "Sheep", "Fish", "Ox", "Cyclops", // amounts2: not Djinn ("Djinns and Efreets")
                                                 "Treefolk", "Equipment"}; // amounts2: "Treefolk and Forests" 
    for (auto w : kSame)
      if (s == w) return s;
    if (ends("s")) return s; // Plains
    if (ends("f")) return s.substr(0, s.size() - 1) + "ves";
    if (ends("x") || ends("ch") || ends("sh")) return s + "es";
    // --- begin amounts2 ---
    if (ends("y") && s.size() > 1 && std::string_view("aeiou").find(s[s.size() - 2]) == std::string_view::npos)
      return s.substr(0, s.size() - 1) + "ies"; // Ally: Allies
    // --- end amounts2 ---
    return s + "s";
  }

  static bool isQuality(const Node &p) {
    return p.kind == NodeKind::Attacking || p.kind == NodeKind::Blocking || p.kind == NodeKind::IsTapped ||
           p.kind == NodeKind::IsUntapped || p.kind == NodeKind::ColorLeaf ||
           p.kind == NodeKind::IsMonstrous; // --- keywords ---
  }
  std::string quality(const Node &p, RenderState &st) const {
    switch (p.kind) {
    case NodeKind::Attacking: return t(st, "attacking");
    case NodeKind::Blocking: return t(st, "blocking");
    case NodeKind::IsTapped: return t(st, "tapped");
    case NodeKind::IsUntapped: return t(st, "untapped");
    case NodeKind::IsMonstrous: return t(st, "monstrous"); // --- keywords ---
    case NodeKind::ColorLeaf: return t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value)));
    default: st.gap("quality"); return {};
    }
  }

  std::string filter(const Node &f, RenderState &st, bool plural) const {
    std::vector<std::string> pre, types, post, subtypes;
    std::vector<const Node *> typeLeaves; // "creature tokens": only the last noun is plural
    for (auto &p : f.children) {
      switch (p.kind) {
      case NodeKind::Another: case NodeKind::OtherThan: // the same word: "not the source" or "not those named before"
        pre.push_back(t(st, plural ? "other" : "another"));
        break;
      case NodeKind::Attacking: pre.push_back(t(st, "attacking")); break;
      case NodeKind::Blocking: pre.push_back(t(st, "blocking")); break;
      case NodeKind::IsTapped: pre.push_back(t(st, "tapped")); break;
      case NodeKind::IsUntapped: pre.push_back(t(st, "untapped")); break;
      case NodeKind::IsMonstrous: pre.push_back(t(st, "monstrous")); break; // --- keywords ---
      case NodeKind::SupertypeLeaf: pre.push_back(lower(p.text)); break;
      // --- begin cast ---
      case NodeKind::Historic: case NodeKind::Multicolored: case NodeKind::Monocolored: case NodeKind::Colorless:
        pre.push_back(t(st, "quality." + std::string(ast::headOf(p.kind)))); // 700.6, 105.2
        break;
      // --- end cast ---
      case NodeKind::SubtypeLeaf: subtypes.push_back(p.text); break;
      case NodeKind::Not: {
        const Node &inner = p.children[0];
        if (inner.kind == NodeKind::ControlledBy) { post.push_back(t(st, "controller.not-you")); break; }
        if (inner.kind == NodeKind::SupertypeLeaf) { pre.push_back("non" + lower(inner.text)); break; }
        if (inner.kind == NodeKind::WithKeyword) { // "creatures without flying"
          post.push_back(t(st, "without") + " " + t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(inner.children[0].value)))));
          break;
        }
        std::string word = inner.kind == NodeKind::ColorLeaf ? std::string(ast::spelling(ast::Vocabulary::Color, inner.value))
                                                             : std::string(ast::spelling(ast::Vocabulary::CardType, inner.value));
        pre.push_back("non" + word);
        break;
      }
      case NodeKind::WithKeyword:
        post.push_back(t(st, "with") + " " + t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(p.children[0].value)))));
        break;
      case NodeKind::WithCounter: {
        std::string kind(ast::spelling(ast::Vocabulary::CounterKind, p.children[0].value));
        post.push_back(t(st, p.value == 1 ? "with-counters-on-them" : p.value == 2 ? "with-one-or-more-counters" : "with-counter",
                         {p.value == 0 ? article(kind) : kind}));
        break;
      }
      case NodeKind::NamedSelf: post.push_back(t(st, "named-self", {st.cardName.empty() ? "~" : st.cardName})); break; // library2: 201.2
      case NodeKind::OfChosenColor: case NodeKind::OfChosenType: // aschoose: 614.12
        post.push_back(t(st, std::string(ast::headOf(p.kind)) + (p.value == 1 ? ".that" : ""))); // choices
        break;
      case NodeKind::PowerAtMost: post.push_back(t(st, "power-at-most", {std::to_string(p.children[0].value)})); break;
      case NodeKind::PowerAtLeast: post.push_back(t(st, "power-at-least", {std::to_string(p.children[0].value)})); break;
      case NodeKind::AttachedToObject: // effects5: "attached to it" / "attached to that creature"
        post.push_back(p.value == 1 ? t(st, "attached-to-that", {p.text})
                                    : t(st, "attached-to-it"));
        break;
      case NodeKind::ToughnessAtMost:
      case NodeKind::ToughnessAtLeast: // effects5
        post.push_back(
            t(st, std::string(ast::headOf(p.kind)), {std::to_string(p.children[0].value)}));
        break;
      case NodeKind::PowerLessThan: post.push_back(t(st, "power-less-than", {amountExpr(p.children[0], st)})); break;
      case NodeKind::DealtDamageBy: post.push_back(t(st, "dealt-damage-by", {object(p.children[0], st, false)})); break;
      case NodeKind::ManaValueAtMost: case NodeKind::ManaValueAtLeast: case NodeKind::ManaValueIs: {
        const Node &n = p.children[0]; // 202.3: a number, X, or "equal to" a computed one
        bool computed = n.kind != NodeKind::Int && n.kind != NodeKind::XValue;
        if (computed && p.kind == NodeKind::ManaValueAtLeast) {
          st.gap("mana value compared with a computed amount");
          break;
        }
        std::string key = !computed ? std::string(ast::headOf(p.kind))
                          : p.kind == NodeKind::ManaValueAtMost
                              ? "mana-value-at-most-equal" // library2
                              : "mana-value-equal";
        post.push_back(t(st, key, {computed ? amountExpr(n, st) : n.kind == NodeKind::Int ? std::to_string(n.value) : "X"}));
        break;
      }
      case NodeKind::Nontoken: pre.push_back(t(st, "nontoken")); break;
      // --- begin dmg3 ---
      case NodeKind::DealtDamageThisTurn: // 120.1
        post.push_back(
            t(st, p.value ? "that-was-dealt-damage-this-turn" : "dealt-damage-this-turn"));
        break;
      case NodeKind::BlockingObject:
      case NodeKind::BlockedByObject: // 509.1: "it" is the source or event object
        if (p.children[0].kind != NodeKind::Self && p.children[0].kind != NodeKind::EventObject) {
          st.gap("blocking an object named otherwise");
          break;
        }
        post.push_back(t(st, p.kind == NodeKind::BlockingObject ? "blocking-it" : "its-blocking"));
        break;
      // --- end dmg3 ---
      case NodeKind::ColorLeaf: pre.push_back(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value)))); break;
      case NodeKind::CardTypeLeaf: case NodeKind::CardOnly: case NodeKind::TokenOnly:
        typeLeaves.push_back(&p); break;
      case NodeKind::AnyOf: {
        if (p.children.size() == 2 && p.children[0].kind == NodeKind::WithKeyword &&
            p.children[1].kind == NodeKind::WithKeyword) { // "creatures with flying or reach"
          auto kw = [&](const Node &w) { return t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(w.children[0].value)))); };
          post.push_back(t(st, "with") + " " + kw(p.children[0]) + " " + t(st, "or") + " " + kw(p.children[1]));
          break;
        }
        if (isQuality(p.children[0])) { // "attacking or blocking creature"
          pre.push_back(quality(p.children[0], st) + " " + t(st, "or") + " " + quality(p.children[1], st));
          break;
        }
        std::vector<std::string> alts;
        // --- begin amounts2 ---
        // "instant and/or sorcery cards": a noun after the alternatives is the plural one.
        bool nounAfter = std::any_of(f.children.begin(), f.children.end(), [](const Node &q) {
          return q.kind == NodeKind::CardOnly || q.kind == NodeKind::CardTypeLeaf;
        });
        // --- end amounts2 ---
        for (auto &a : p.children) alts.push_back(typeWord(a, st, plural && !nounAfter));
        if (p.wording.articleEach && !plural) // "a Mountain or a Plains"
          for (size_t i = 1; i < alts.size(); ++i)
            alts[i] = article(alts[i]);
        std::string joined;
        // amounts2: the AnyOf's word, "or", "and" or "and/or" (FrontendEn descriptionJoins)
        std::string join = t(st, p.value == 1 ? "and" : p.value == 2 ? "and-or" : "or");
        std::string lastJoin = alts.size() > 2 ? ", " + join + " " : " " + join + " ";
        for (size_t i = 0; i < alts.size(); ++i)
          joined += (i ? (i + 1 == alts.size() ? lastJoin : ", ") : "") + alts[i];
        types.push_back(joined);
        break;
      }
      case NodeKind::ControlledBy:
        // --- begin wherex (issue 14): "they control", "that player controls" ---
        if (!p.text.empty()) {
          post.push_back(t(st, "controller.named." + p.text));
          // dmg3: "target player controls" describes that target here, once
          if (p.text.rfind("target-", 0) == 0 && p.children[0].kind == NodeKind::TargetRef &&
              size_t(p.children[0].value) < st.targetMentioned.size())
            st.targetMentioned[size_t(p.children[0].value)] = true;
          break;
        }
        // --- end wherex ---
        post.push_back(t(st, "controller." + std::string(ast::headOf(p.children[0].kind)) + (plural ? ".plural" : ""))); break;
      case NodeKind::InZone: {
        std::string zone(ast::spelling(ast::Vocabulary::Zone, p.children[0].value));
        bool onField = zone == "battlefield" && p.children.size() < 2; // "Birds on the battlefield"
        std::string who = p.children.size() < 2 ? (plural || onField ? "any" : "one")
                          : p.children[1].kind == NodeKind::You ? "you"
                          : !p.text.empty() ? p.text // wherex: "their", "that-player"
                                            : "opponent";
        post.push_back(t(st, onField ? "on-zone" : "from", {t(st, "zone." + zone + "." + who)}));
        break;
      }
      default: st.gap(std::string("filter part ") + std::string(ast::headOf(p.kind))); break;
      }
    }
    for (size_t i = 0; i < typeLeaves.size(); ++i)
      types.push_back(typeWord(*typeLeaves[i], st, plural && i + 1 == typeLeaves.size()));
    // A subtype is the noun when no card type follows it: "Goblins you control".
    if (!subtypes.empty() && types.empty() && plural)
      subtypes.back() = pluralSubtype(subtypes.back());
    std::string out;
    for (auto *group : {&pre, &subtypes, &types, &post})
      for (auto &w : *group)
        out += (out.empty() ? "" : " ") + w;
    return out;
  }

  // "When" or "Whenever" as the text said (ast::Wording), else as the template says.
  static std::string triggerAsWritten(const Node &tr, std::string text) {
    using W = ast::Wording::TriggerWord;
    auto swap = [&](std::string_view from, std::string_view to) {
      if (text.size() > from.size() && text.compare(0, from.size(), from) == 0 &&
          text[from.size()] == ' ')
        text = std::string(to) + text.substr(from.size());
    };
    if (tr.wording.triggerWord == W::When) swap("whenever", "when");
    if (tr.wording.triggerWord == W::Whenever) swap("when", "whenever");
    return text;
  }

  std::string trigger(const Node &tr, RenderState &st) const {
    switch (tr.kind) {
    // Oracle says "When" for its own one-time events, "Whenever" otherwise.
    case NodeKind::EntersBattlefield: {
      // "Whenever a creature enters the battlefield under your control": the
      // controller of an entering object is said after the verb.
      Node who = tr.children[0];
      std::string under;
      Node *f = who.kind == NodeKind::Filter ? &who
                : who.kind == NodeKind::All || who.kind == NodeKind::SelfOr ? &who.children[0]
                                                                            : nullptr;
      if (f)
        for (auto it = f->children.begin(); it != f->children.end(); ++it)
          if (it->kind == NodeKind::ControlledBy) {
            under = " " + t(st, it->children[0].kind == NodeKind::You ? "under.you" : "under.opponent");
            f->children.erase(it);
            break;
          }
      return t(st, who.kind == NodeKind::Self || who.kind == NodeKind::AttachedObject ? "enters-battlefield.self" : "enters-battlefield",
               {object(who, st, true, true)}) + under;
    }
    case NodeKind::Dies:
      return t(st, tr.children[0].kind == NodeKind::Self || tr.children[0].kind == NodeKind::AttachedObject ? "dies.self" : "dies",
               {object(tr.children[0], st, true, true)});
    case NodeKind::PutIntoGraveyard: { // the graveyard's owner is printed: it is the meaning (404.2)
      const Node &who = tr[ast::role::PutIntoGraveyard::objects];
      std::string yard = t(st, tr[ast::role::PutIntoGraveyard::owner].kind == NodeKind::You ? "zone.graveyard.you"
                                                                                              : "zone.graveyard.opponent");
      return t(st, who.kind == NodeKind::Self ? "put-into-graveyard.self" : "put-into-graveyard",
               {object(who, st, true, true), yard});
    }
    case NodeKind::Attacks: return t(st, "attacks", {object(tr.children[0], st, true)});
    case NodeKind::OneOrMoreAttack: return t(st, "one-or-more-attack", {filter(tr.children[0], st, true)});
    // Casual variants (CR 310-313): the source is in the command zone.
    case NodeKind::SetInMotion: return t(st, "set-in-motion");
    case NodeKind::RollChaos: return t(st, "roll-chaos", {"{CHAOS}"});
    case NodeKind::PlaneswalkTo: return t(st, "planeswalk-to", {object(Node(NodeKind::Self), st, true)});
    case NodeKind::PlaneswalkAway: return t(st, "planeswalk-away", {object(Node(NodeKind::Self), st, true)});
    case NodeKind::Encounter: return t(st, "encounter", {object(Node(NodeKind::Self), st, true)});
    case NodeKind::Blocks: return t(st, "blocks", {object(tr.children[0], st, true)});
    case NodeKind::BecomesBlocked: return t(st, "becomes-blocked", {object(tr.children[0], st, true)});
    case NodeKind::AttacksOrBlocks: return t(st, "attacks-or-blocks", {object(tr.children[0], st, true)});
    case NodeKind::BlocksCreature: // 509.5b, 509.5d: "that creature" is the other one
      return t(st, "blocks-creature", {object(tr.children[0], st, true), object(tr.children[1], st, false)});
    case NodeKind::BecomesBlockedBy:
      return t(st, "becomes-blocked-by", {object(tr.children[0], st, true), object(tr.children[1], st, false)});
    case NodeKind::BlocksOrBecomesBlocked:
      if (tr.children.size() > 1)
        return t(st, "blocks-or-becomes-blocked-by", {object(tr.children[0], st, true), object(tr.children[1], st, false)});
      return t(st, "blocks-or-becomes-blocked", {object(tr.children[0], st, true)});
    case NodeKind::BecomesTarget: { // 115.1
      std::string source = t(st, tr.find(NodeKind::SpellOnly) ? "targeting.spell" : "targeting.spell-or-ability");
      if (tr.find(NodeKind::EachOpponent)) source += " " + t(st, "targeting.opponent");
      else if (tr.find(NodeKind::You)) source += " " + t(st, "targeting.you");
      return t(st, "becomes-target", {object(tr.children[0], st, true), source});
    }
    case NodeKind::StateTrigger: return t(st, "state-trigger", {condition(tr.children[0], st)}); // 603.8
    // --- begin trig2 ---
    case NodeKind::BecomesTapped: return t(st, "becomes-tapped", {object(tr.children[0], st, true)});     // 701.21a
    case NodeKind::BecomesUntapped: return t(st, "becomes-untapped", {object(tr.children[0], st, true)}); // 701.21b
    case NodeKind::AttacksUnblocked: return t(st, "attacks-unblocked", {object(tr.children[0], st, true)}); // 509.5g
    case NodeKind::AttacksWithOthers: { // triggers7: battalion (508.3a)
      const Node &others = tr[ast::role::AttacksWithOthers::others];
      return t(st, others.value == 1 ? "attacks-with-others.one" : "attacks-with-others",
               {object(tr[ast::role::AttacksWithOthers::objects], st, true), number(others, st)});
    }
    case NodeKind::CycleSelf: // 702.29c
      return t(st, tr.opt(ast::role::CycleSelf::orDies) ? "cycle-self-or-dies" : "cycle-self",
               {object(Node(NodeKind::Self), st, true)});
    // --- end trig2 ---
    case NodeKind::DiscardsTrigger:
    case NodeKind::CyclesTrigger: { // 701.8, 702.29
      const Node &who = tr.children[0];
      std::string verb = tr.kind == NodeKind::DiscardsTrigger ? "discard" : tr.find(NodeKind::OrDiscards) ? "cycle-or-discard" : "cycle";
      std::string card = t(st, tr.find(NodeKind::Another) ? "another-card" : "a-card");
      if (who.kind == NodeKind::You) return t(st, verb + "-trigger.you", {card});
      return t(st, verb + "-trigger", {t(st, who.kind == NodeKind::EachOpponent ? "an-opponent" : "a-player"), card});
    }
    case NodeKind::LeavesBattlefield:
      return t(st, tr.children[0].kind == NodeKind::Self ? "leaves.self" : "leaves", {object(tr.children[0], st, true)});
    case NodeKind::IsDealtDamage: return t(st, "dealt-damage", {object(tr.children[0], st, true)});
    // --- begin morph ---
    case NodeKind::TurnedFaceUp: // 708.8
      return t(st, tr.children[0].kind == NodeKind::Self ? "turned-face-up.self" : "turned-face-up",
               {object(tr.children[0], st, true)});
    // --- end morph ---
    case NodeKind::TransformsInto: // --- dfc --- 701.28e: the ability's own face is "~"
      return t(st, tr.children[0].kind == NodeKind::Self ? "transforms-into.self" : "transforms-into",
               {object(tr.children[0], st, true), st.cardName.empty() ? "~" : st.cardName});
    case NodeKind::BecomesMonstrous: // --- keywords --- 701.31a
      return t(st, tr.children[0].kind == NodeKind::Self ? "becomes-monstrous.self" : "becomes-monstrous",
               {object(tr.children[0], st, true)});
    case NodeKind::Exerted: // --- keywords7 --- 701.39a (the reflexive one is written by MayExert)
      if (tr.children[0].kind == NodeKind::Self) {
        st.gap("an exert trigger outside its 'you may exert' line");
        return {};
      }
      return t(st, "exerted", {object(tr.children[0], st, true)});
    case NodeKind::DealsDamageTrigger: {
      std::string combat, to;
      for (size_t i = 1; i < tr.children.size(); ++i) {
        NodeKind k = tr.children[i].kind;
        if (k == NodeKind::CombatDamage) combat = t(st, "combat") + " ";
        else to = " " + t(st, std::string("damage.") + std::string(ast::headOf(k)));
      }
      return t(st, "deals-damage-trigger", {object(tr.children[0], st, true), combat, to});
    }
    case NodeKind::Casts: {
      const Node &who = tr.children[0];
      Node what = tr.children[1];
      std::string targeting; // heroic: "a spell that targets ~"
      for (auto it = what.children.begin(); it != what.children.end(); ++it)
        if (it->kind == NodeKind::TargetsObject) {
          targeting = " " + t(st, "that-targets", {object(it->children[0], st, false)});
          what.children.erase(it);
          break;
        }
      std::string spell = object(what, st, false) + targeting;
      // --- begin trig2 ---
      if (const Node *during = tr.opt(ast::role::Casts::during))
        spell += " " + t(st, during->kind == NodeKind::YourTurn ? "cast-during.your-turn" : "cast-during.opponents-turn");
      // --- end trig2 ---
      if (who.kind == NodeKind::You) return t(st, "casts.you", {spell});
      return t(st, "casts", {t(st, who.kind == NodeKind::EachOpponent ? "an-opponent" : "a-player"), spell});
    }
    case NodeKind::GainsLifeTrigger:
    case NodeKind::DrawsTrigger: {
      const Node &who = tr.children[0];
      std::string key = tr.kind == NodeKind::GainsLifeTrigger ? "gains-life-trigger" : "draws-trigger";
      if (who.kind == NodeKind::You) return t(st, key + ".you");
      return t(st, key, {t(st, who.kind == NodeKind::EachOpponent ? "an-opponent" : "a-player")});
    }
    case NodeKind::BeginningOfStep: {
      if (ast::spelling(ast::Vocabulary::Step, tr.children[0].value) == "end-of-combat") // 511.2
        return t(st, "end-of-combat");
      std::string step = t(st, "step." + std::string(ast::spelling(ast::Vocabulary::Step, tr.children[0].value)));
      const Node &who = tr.children[1];
      bool combat = ast::spelling(ast::Vocabulary::Step, tr.children[0].value) == "combat";
      switch (who.kind) {
      case NodeKind::You: return t(st, combat ? "beginning-of.combat-you" : "beginning-of.you", {step});
      case NodeKind::EachPlayer:
        return t(st, who.wording.possessive ? "beginning-of.each-player" : "beginning-of.each",
                 {step});
      case NodeKind::EachOpponent:
        return t(st, combat ? "beginning-of.combat-opponent" : "beginning-of.opponent", {step});
      case NodeKind::ControllerOf:
        if (who.children[0].kind == NodeKind::AttachedObject)
          return t(st, "beginning-of.controller", {step, who.children[0].text});
        break;
      // --- begin trig2 ---
      case NodeKind::EnchantedPlayer: return t(st, "beginning-of.enchanted-player", {step}); // a Curse
      case NodeKind::ChosenPlayer: return t(st, "beginning-of.chosen-player", {step}); // 614.12
      // --- end trig2 ---
      default: break;
      }
      st.gap("whose step");
      return {};
    }
    case NodeKind::EitherTrigger: // 603.2: "whenever ~ enters the battlefield or attacks"
      if (auto key = eitherTriggerKey(tr))
        return t(st, *key, {object(Node(NodeKind::Self), st, true)});
      st.gap("two events of another object than ~");
      return {};
    default: st.gap("trigger"); return {};
    }
  }

  // Rules for players (101.2, 601.2f, 614.1b); nullopt for other continuous effects.
  std::optional<std::string> playerRule(const Node &c, RenderState &st) const {
    auto players = [&](const Node &who) { return t(st, who.kind == NodeKind::EachPlayer ? "players" : "rule.your-opponents"); };
    switch (c.kind) {
    // --- begin effects5 (issue 14): "This spell costs {1} less to cast if ..." (601.2f) ---
    case NodeKind::SelfCostsLess: {
      std::string s =
          t(st, "self-costs-less",
            {c.wording.byName ? object(Node(NodeKind::Self), st, true) : t(st, "this-spell"),
             c[ast::role::SelfCostsLess::mana].text});
      if (const Node *when = c.opt(ast::role::SelfCostsLess::condition))
        return t(st, "effect-if", {s, condition(when->children[0], st)});
      if (const Node *each = c.opt(ast::role::SelfCostsLess::forEach);
          each && each->children.size() == 1)
        return s + " " + t(st, "for-each", {filter(each->children[0].children[0], st, false)});
      st.gap("a cost reduction for each counter");
      return s;
    }
    // --- end effects5 ---
    case NodeKind::SelfCostsMorePerTarget: // --- keywords7 --- strive (601.2f)
      return t(st, "self-costs-more-per-target", {c[ast::role::SelfCostsMorePerTarget::mana].text});
    case NodeKind::CostsMore:
    case NodeKind::CostsLess: {
      Node f = c.children[1];
      std::string targeting; // "that target ~" follows who casts them
      if (!f.children.empty() && f.children.back().kind == NodeKind::TargetsObject) {
        targeting = " " + t(st, "that-target", {object(f.children.back().children[0], st, false)});
        f.children.pop_back();
      }
      std::string spells;
      if (c.value == 0 || f.children.empty() || f.children[0].kind != NodeKind::AnyOf) {
        spells = filter(f, st, true);
      } else { // "instant and sorcery spells" (1), "Kithkin spells and Soldier spells" (2)
        std::vector<std::string> alts;
        for (const Node &alt : f.children[0].children)
          alts.push_back(isQuality(alt) ? quality(alt, st) : typeWord(alt, st, false));
        std::string noun = typeWord(f.children[1], st, true);
        spells = c.value == 1 ? t(st, "spells-and", {alts[0], alts[1]}) + " " + noun
                              : t(st, "spells-and", {alts[0] + " " + noun, alts[1] + " " + noun});
      }
      const Node &who = c.children[0];
      if (who.kind == NodeKind::You) spells = t(st, "spells.you-cast", {spells});
      else if (who.kind == NodeKind::EachOpponent) spells = t(st, "spells.opponents-cast", {spells});
      spells += targeting;
      return t(st, c.kind == NodeKind::CostsMore ? "costs-more" : "costs-less", {spells, c.children[2].text});
    }
    case NodeKind::CantDraw: return t(st, "cant-draw", {players(c.children[0])});
    case NodeKind::CantGainLife: return t(st, "cant-gain-life", {players(c.children[0])});
    case NodeKind::NoMaxHandSize: // 402.2
      return c.children[0].kind == NodeKind::You
                 ? t(st, "no-max-hand-size.you")
                 : t(st, "no-max-hand-size", {players(c.children[0])});
    case NodeKind::CantPlayLands: return t(st, "cant-play-lands", {players(c.children[0])});
    case NodeKind::CantSearch: return t(st, "cant-search", {players(c.children[0])});
    case NodeKind::CantCast:
      return t(st, c.children.size() > 2 ? "cant-cast.your-turn" : "cant-cast",
               {players(c.children[0]), filter(c.children[1], st, true)});
    case NodeKind::SkipStep: return t(st, "skip-draw-step");
    default: return std::nullopt;
    }
  }

  // ---------------------------------------------------------------- layers, replacements (issue 15)
  // "becomes white until end of turn" / "is white" (static), "loses flying",
  // "has base power and toughness 0/1", "becomes a 0/1", "switch ~'s power and
  // toughness", "Nonbasic lands are Mountains.", "Enchanted land is an Island."
  std::string layerText(const Node &e, RenderState &st, bool isStatic) const {
    const Node &who = e.children[0];
    bool plural = isPlural(who, st);
    std::string sfx = plural ? ".plural" : "";
    std::string out;
    switch (e.kind) {
    case NodeKind::SetColor: {
      std::vector<std::string> colors;
      for (const Node &c : e.children)
        if (c.kind == NodeKind::ColorLeaf)
          colors.push_back(t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, c.value))));
      out = t(st, (isStatic ? "is-color" : "set-color") + sfx, {object(who, st, true), joinAnd(colors)});
      break;
    }
    case NodeKind::SetChosenColor: out = t(st, "set-chosen-color" + sfx, {object(who, st, true)}); break;
    // --- begin choices ---
    case NodeKind::GainProtectionChosen: out = t(st, "gain-protection-from-chosen-color" + sfx, {object(who, st, true)}); break;
    // --- end choices ---
    case NodeKind::LoseKeyword: {
      std::vector<std::string> kws;
      for (const Node &k : e.children)
        if (k.kind == NodeKind::KeywordLeaf)
          kws.push_back(t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(k.value)))));
      out = t(st, "lose-keyword" + sfx, {object(who, st, true), joinKeywords(kws)});
      break;
    }
    case NodeKind::LoseAllAbilities: out = t(st, "lose-all-abilities" + sfx, {object(who, st, true)}); break;
    case NodeKind::SetBasePT: {
      std::string pt = fmt::format("{}/{}", e.children[1].value, e.children[2].value);
      std::string key = e.value == 1 ? "becomes-a-pt" : e.value == 2 ? "becomes-pt" : "base-pt";
      out = t(st, key + sfx, {object(who, st, true), pt});
      break;
    }
    case NodeKind::SwitchPT: {
      std::string whose = object(who, st, false);
      out = t(st, "switch-pt", {whose == t(st, "it") ? t(st, "its") : t(st, "possessive", {whose})});
      break;
    }
    case NodeKind::SetLandType: {
      const std::string &type = e.children[1].text;
      bool many = e.value == 1;
      std::string what = many ? (type.back() == 's' ? type : type + "s") : article(type);
      out = t(st, many ? "is-type.plural" : "is-type", {object(who, st, true), what});
      break;
    }
    default: st.gap("layer effect"); return {};
    }
    if (e.find(NodeKind::UntilEndOfTurn))
      out += " " + t(st, "until-end-of-turn");
    return out;
  }

  // Replacement and prevention effects of static abilities beyond "would be put
  // into" (614.1a, 614.1c, 615.7).
  std::optional<std::string> replacementText(const Node &c, RenderState &st) const {
    if (c.kind == NodeKind::EntersTapped && c.children[0].kind == NodeKind::All)
      return t(st, "enters-tapped.plural", {filter(c.children[0].children[0], st, true)}); // "Permanents enter ..."
    if (c.kind != NodeKind::Replacement)
      return std::nullopt;
    const Node &ev = c.children[0];
    const Node &with = c.children[1];
    switch (ev.kind) {
    case NodeKind::ZoneChangeEvent: {
      if (ev.value != 1) // "would be put into ...": continuous()
        return std::nullopt;
      std::string what = object(ev.children[0], st, true);
      std::string it = with.value == 0 ? t(st, "it") : what;
      std::string zone(ast::spelling(ast::Vocabulary::Zone, with.children[0].value));
      return t(st, "would-die", {what, t(st, "would-die." + zone, {it})});
    }
    case NodeKind::WouldDraw: {
      std::vector<std::string> effects;
      for (const Node &x : with.children)
        effects.push_back(effect(x, st));
      return t(st, "would-draw", {joinAnd(effects)});
    }
    // --- begin rules15 ---
    case NodeKind::WouldCreateTokens:
      if (with.kind != NodeKind::CreateTokensTwice || (ev.children[0].kind != NodeKind::You &&
                                                       ev.children[0].kind != NodeKind::AnyPlayer))
        return std::nullopt;
      return t(st, ev.children[0].kind == NodeKind::You ? "token-doubler.yours" : "token-doubler");
    // --- end rules15 ---
    case NodeKind::WouldGainLife:
      // --- begin rules16 ---
      // "If you would gain life, draw that many cards instead."
      if (with.kind == NodeKind::InsteadDo) {
        std::vector<std::string> effects;
        for (const Node &x : with.children)
          effects.push_back(effect(x, st));
        return t(st, "would-gain-life.instead", {joinAnd(effects)});
      }
      // --- end rules16 ---
      if (with.kind == NodeKind::GainLifeTwice)
        return t(st, "would-gain-life.twice");
      return t(st, "would-gain-life.plus", {amountDigits(with.children[0], st)});
    case NodeKind::WouldDealDamage: {
      if (with.kind == NodeKind::PreventSome)
        return t(st, "prevent-some", {object(ev.children[1], st, false), amountDigits(with.children[0], st)});
      // --- begin dmg2 ---
      if (with.kind == NodeKind::PreventThenDo) { // 615.1
        std::vector<std::string> effects;
        for (const Node &x : with.children)
          effects.push_back(effect(x, st));
        return t(st, "prevent-then",
                 {object(ev.children[1], st, false), capitalize(joinAnd(effects))});
      }
      // --- end dmg2 ---
      const Node &sources = ev.children[0].children[0];
      bool yours = sources.find(NodeKind::ControlledBy) != nullptr, creature = sources.find(NodeKind::CardTypeLeaf) != nullptr;
      std::string who = t(st, std::string(creature ? "damage-creature" : "damage-source") + (yours ? ".yours" : ""));
      return t(st, ev.value == 1 ? "double-damage.to" : "double-damage", {who});
    }
    default: return std::nullopt;
    }
  }

  // --- begin dmg2 ---
  // The English builder gives the duration a source range only when "this turn"
  // is not last: the sources' own range when it stands just before "by", else
  // the whole effect's (it stands first).
  static int64_t thisTurnAt(const Node &e, const Node &turn) {
    if (turn.range.empty()) return 0;
    const Node *by = e.find(NodeKind::DamageBy);
    if (by && e.find(NodeKind::DamageTo) && !by->children.empty() && !by->children[0].range.empty() &&
        by->children[0].range.begin == turn.range.begin)
      return 2;
    return 1;
  }
  // "the next 1 damage that would be dealt to ~ this turn is dealt to target
  // creature you control instead", "all damage that would be dealt to you is
  // dealt to ~ instead" (614.9).
  std::string redirection(const Node &e, RenderState &st) const {
    namespace R = ast::role::RedirectDamage;
    const Node &n = e[R::amount];
    std::string out = n.kind == NodeKind::AllDamage ? t(st, "redirect.all")
                                                    : t(st, "redirect.next", {amountDigits(n, st)});
    const Node *turn = e.opt(R::duration);
    std::string from = t(st, "prevent.to", {recipient(e[R::from], st)});
    if (turn && !turn->range.empty()) // the builder's mark: "dealt this turn to X"
      out += " " + t(st, "this-turn") + " " + from;
    else
      out += " " + from + (turn ? " " + t(st, "this-turn") : std::string());
    return out + " " + t(st, "redirect.instead", {recipient(e[R::to], st)});
  }
  // --- end dmg2 ---

  std::string continuous(const Node &c, RenderState &st) const {
    if (auto s = replacementText(c, st)) // issue 15
      return *s;
    if (c.kind == NodeKind::RedirectDamage) return redirection(c, st); // dmg2
    switch (c.kind) {
    case NodeKind::SetColor: case NodeKind::LoseKeyword: case NodeKind::LoseAllAbilities:
    case NodeKind::SetBasePT: case NodeKind::SetLandType: return layerText(c, st, /*isStatic=*/true);
    // --- begin amounts2 ---
    case NodeKind::NotCardType: // "~ isn't a creature"
      return t(st, "cond.compare.is-not", {object(c.children[0], st, true),
                                           article(typeWord(c.children[1], st, false))});
    // --- end amounts2 ---
    case NodeKind::EnterAsCopy: case NodeKind::OthersEnterAsCopy: return copyText(c, st); // copy: CopyEn.inc
    default: break;
    }
    if (c.kind == NodeKind::Replacement) {
      const Node &ev = c.children[0];
      const Node &redirect = c.children[1];
      std::string what = object(ev.children[0], st, true);
      std::string from = ev.children[1].kind == NodeKind::AnyZone
                             ? t(st, "from-anywhere")
                             : " " + t(st, "from", {t(st, "zone." + std::string(ast::spelling(ast::Vocabulary::Zone, ev.children[1].value)) + ".any")});
      std::string to = t(st, "zone." + std::string(ast::spelling(ast::Vocabulary::Zone, ev.children[2].value)) + ".one");
      std::string action = t(st, "instead-to." + std::string(ast::spelling(ast::Vocabulary::Zone, redirect.children[0].value)));
      return t(st, "replacement.would-move", {what, to, from, action});
    }
    if (c.kind == NodeKind::GainKeyword)
      if (auto r = blockRestriction(c, st, /*thisTurn=*/false))
        return *r;
    if (c.kind == NodeKind::GainKeyword) { // static: "have", not "gain"
      std::vector<std::string> kws;
      for (size_t i = 1; i < c.children.size(); ++i)
        kws.push_back(t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(c.children[i].value)))));
      return t(st, isPlural(c.children[0], st) ? "have-keyword.plural" : "have-keyword",
               {object(c.children[0], st, true), joinKeywords(kws)});
    }
    if (c.kind == NodeKind::GrantAbility) // static: "has", not "gains"
      return t(st, isPlural(c.children[0], st) ? "have-ability.plural" : "have-ability",
               {object(c.children[0], st, true), quoted(c.children[1], st)});
    if (c.kind == NodeKind::GainControl)
      return t(st, "you-control", {object(c.children[0], st, false)});
    if (c.kind == NodeKind::BlockedOnlyBy || c.kind == NodeKind::NotBlockedBy) { // 509.1b
      std::string by = filter(c.children[1], st, true);
      if (c.children.size() > 2) // "artifact creatures and/or white creatures"
        by += " " + t(st, "and-or") + " " + filter(c.children[2], st, true);
      return t(st, std::string(ast::headOf(c.kind)), {object(c.children[0], st, true), by});
    }
    if (c.kind == NodeKind::AttacksOnlyIf || c.kind == NodeKind::BlocksOnlyIf) // 508.1c, 509.1b
      return t(st, std::string(ast::headOf(c.kind)), {object(c.children[0], st, true), condition(c.children[1], st)});
    // --- begin aschoose: 614.12 ---
    if (c.kind == NodeKind::AsEntersChooseColor || c.kind == NodeKind::AsEntersChooseCreatureType ||
        c.kind == NodeKind::AsEntersChooseOpponent || c.kind == NodeKind::AsEntersChoosePlayer)
      return t(st, std::string(ast::headOf(c.kind)), {object(c.children[0], st, true)});
    if (c.kind == NodeKind::ProtectionChosenColor)
      return t(st, isPlural(c.children[0], st) ? "protection-from-chosen-color.plural" : "protection-from-chosen-color",
               {object(c.children[0], st, true)});
    if (c.kind == NodeKind::AsEntersPayLifeOrTapped)
      return t(st, "as-enters-may-pay-life", {object(c.children[0], st, true), std::to_string(c.children[1].value)});
    if (c.kind == NodeKind::AsEntersRevealOrTapped)
      return t(st, "as-enters-may-reveal", {object(c.children[0], st, true), article(filter(c.children[1], st, false))});
    // --- end aschoose ---
    if (c.kind == NodeKind::EntersTapped) {
      std::string s = t(st, "enters-tapped", {object(c.children[0], st, true)});
      if (const Node *unless = c.find(NodeKind::Unless))
        s += " " + t(st, "unless", {condition(unless->children[0], st)});
      return s;
    }
    if (c.kind == NodeKind::CounterLimit) { // rules17 (704.5r)
      const Node &n = c[ast::role::CounterLimit::amount];
      return t(st, n.value == 1 ? "counter-limit.one" : "counter-limit",
               {object(c[ast::role::CounterLimit::objects], st, true), number(n, st),
                std::string(ast::spelling(ast::Vocabulary::CounterKind,
                                          c[ast::role::CounterLimit::counter].value))});
    }
    if (c.kind == NodeKind::EntersWithCounters) {
      // Kicker (702.33d): "if ~ was kicked, it enters ..." / "... for each time it was kicked".
      const Node *when = c.find(NodeKind::Intervening);
      bool perKick = c.children[2].kind == NodeKind::PerKick;
      const Node &n = perKick ? c.children[2].children[0] : c.children[2];
      bool one = n.kind == NodeKind::Int && n.value == 1;
      std::string kind(ast::spelling(ast::Vocabulary::CounterKind, c.children[1].value));
      // effects6, converge (702.44b): "with a +1/+1 counter on it for each color of mana
      // spent to cast it".
      if (c.text == "per-color" && n.kind == NodeKind::ColorsSpent && !when && !perKick)
        return t(st, "enters-with-counter",
                 {object(c.children[0], st, true), article(kind).substr(0, article(kind).find(' ')),
                  kind}) +
               " " + t(st, "per-color-spent");
      // cda: a computed amount is "a number of ... counters on it equal to <amount>", below.
      bool computed = c.text == "equal" && !perKick && n.kind != NodeKind::Int && n.kind != NodeKind::XValue;
      std::string s =
          computed
              ? std::string()
              : t(st, one ? "enters-with-counter" : "enters-with-counters",
                  {when && c.value != 1 ? "it" : object(c.children[0], st, true),
                   one ? article(kind).substr(0, article(kind).find(' ')) : number(n, st), kind});
      if (perKick)
        s += " " + t(st, "per-kick");
      // --- begin cda ---
      // "with a number of +1/+1 counters on it equal to <amount>" (a computed amount).
      if (computed)
        s = t(st, "enters-with-counters-equal",
              {object(c.children[0], st, true), kind, amountExpr(n, st)});
      if (const Node *each = c.find(NodeKind::ForEach); each && each->children.size() == 1) {
        std::string what = filter(each->children[0].children[0], st, false);
        std::string another = t(st, "another") + " ";
        if (what.rfind(another, 0) == 0) // "for each other creature you control"
          what = t(st, "other") + " " + what.substr(another.size());
        s += " " + t(st, "for-each", {what});
      } else if (each) {
        st.gap("counters a permanent enters with for each counter");
      }
      // --- end cda ---
      if (when && c.value == 1) // amounts3: "... with N counters on it if <condition>" (614.1c)
        return t(st, "effect-if", {s, condition(when->children[0], st)});
      if (when)
        s = t(st, "if-effect", {condition(when->children[0], st), s});
      return s;
    }
    if (auto rule = playerRule(c, st))
      return *rule;
    // --- begin cast ---
    if (auto permits = castPermission(c, st)) // CastEn.inc
      return *permits;
    // --- end cast ---
    if (auto permits = libraryStatic(c, st)) return *permits; // --- library --- LibraryEn.inc
    // --- begin cda ---
    if (c.kind == NodeKind::DefinedToughness) { // 604.3: printed N/*
      std::string name = st.cardName.empty() ? std::string("~") : st.cardName;
      return t(st, "defined-toughness", {name, amountExpr(c.children[0], st)});
    }
    if (c.kind == NodeKind::DefinedPT && c.children.size() > 1 &&
        !(c.children[0] == c.children[1])) {
      // "... and its toughness is equal to that number plus 1": (sum POWER N).
      const Node &tough = c.children[1];
      std::string name = st.cardName.empty() ? std::string("~") : st.cardName;
      if (tough.kind != NodeKind::Sum || !(tough.children[0] == c.children[0]) ||
          tough.children[1].kind != NodeKind::Int) {
        st.gap("a power and a toughness defined by different amounts");
        return {};
      }
      return t(st, "defined-pt-plus",
               {name, amountExpr(c.children[0], st), std::to_string(tough.children[1].value)});
    }
    // --- end cda ---
    if (c.kind == NodeKind::DefinedPT) { // 604.3
      std::string name = st.cardName.empty() ? std::string("~") : st.cardName;
      // --- begin amounts2 ---
      // "~'s power and toughness are each equal to the number of fade counters on
      // it": after the name, the card is "it" (the builder reads it so).
      bool savedIt = st.selfIsIt, savedIn = st.inEffect;
      st.selfIsIt = st.inEffect = true;
      std::string amount = amountExpr(c.children[0], st);
      st.selfIsIt = savedIt;
      st.inEffect = savedIn;
      // --- end amounts2 ---
      return t(st, c.children.size() > 1 ? "defined-pt" : "defined-power", {name, amount});
    }
    return effect(c, st);
  }
};
} // namespace

const LanguageRenderer &englishRenderer() {
  static const EnglishRenderer instance;
  return instance;
}

} // namespace oraclec::render
