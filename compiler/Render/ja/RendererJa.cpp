// Japanese renderer: AST -> current Japanese printed wording. Words come from
// i18n/ja/templates.tsv; this file decides order, counters and digits:
//  - targets are declared first as a sentence of their own
//    ("クリーチャー１体を対象とする。") and referred to afterwards as それ/それら
//    (そのプレイヤー for a player target);
//  - counts and amounts are written with full-width digits (１体, ３点, ２枚);
//    P/T modifiers and mana symbols stay half-width (+3/+3, {G}).
#include "AST/TokenName.h" // search8
#include "Parse/ja/SubtypeNamesJa.h"
#include "Render/Renderer.h"
#include "Render/SimpleTriggers.h"
#include "Render/Templates.h"

#include <fmt/format.h>

#include <optional> // i18n3

namespace oraclec::render {

namespace {
using ast::Node;
using ast::NodeKind;

class JapaneseRenderer final : public LanguageRenderer {
public:
  std::string keywordSeparator() const override { return tpl_.get("keyword-separator"); }

  std::string ability(const Node &a, RenderState &st) const override {
    st.targets = a.find(NodeKind::Targets);
    st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
    st.eventIsThatCreature = false; // i18n3
    switch (a.kind) {
    case NodeKind::KeywordAbility: {
      // --- begin i18n3 ---
      if (ast::Keyword(a.children[0].value) == ast::Keyword::Enchant) {
        if (auto s = enchantKeyword(a, st)) return *s;
        st.gap("enchant keyword");
        return {};
      }
      // --- end i18n3 ---
      std::string kw = t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(a.children[0].value))));
      // --- begin altcast --- "待機4 ― {1}{U}" (702.62a): the number, then the cost after a dash
      if ((ast::Keyword(a.children[0].value) == ast::Keyword::Suspend ||
           ast::Keyword(a.children[0].value) ==
               ast::Keyword::Awaken /* keywords7: "覚醒４ ― {5}{U}" */) &&
          a.find(NodeKind::Int) && a.find(NodeKind::Cost))
        return kw + number(*a.find(NodeKind::Int)) + t(st, "keyword-cost-dash") +
               costText(*a.find(NodeKind::Cost), st);
      // --- end altcast ---
      if (const Node *cost = a.find(NodeKind::Cost)) {
        // --- begin i18n3 ---
        // A cost that is not only mana follows a dash: "累加アップキープ ― １点のライフを支払う".
        bool manaOnly = true;
        for (const Node &part : cost->children)
          manaOnly = manaOnly && part.kind == NodeKind::ManaCost;
        if (!manaOnly) kw += t(st, "keyword-cost-dash");
        // --- end i18n3 ---
        kw += costText(*cost, st);
      }
      if (const Node *n = a.find(NodeKind::Int)) // "武士道１"
        kw += number(*n);
      return kw;
    }
    case NodeKind::Spell: return body(a, 0, st);
    case NodeKind::Activated: return costText(a.children[0], st) + t(st, "cost-colon") + body(a, 1, st);
    case NodeKind::Triggered:
      // --- begin i18n3 ---
      // After "blocks a creature" / "becomes blocked by a creature" the other
      // creature is "そのクリーチャー" (English "that creature"); それ would be the card.
      st.eventIsThatCreature = a.children[0].kind == NodeKind::BlocksCreature ||
                               a.children[0].kind == NodeKind::BecomesBlockedBy ||
                               (a.children[0].kind == NodeKind::BlocksOrBecomesBlocked &&
                                a.children[0].children.size() > 1);
      // --- end i18n3 ---
      return trigger(a.children[0], st) + t(st, "clause-separator") + body(a, 1, st);
    case NodeKind::Static:
      // --- begin i18n3 ---
      if (a.children.size() > 1) return staticSeveral(a, st);
      // --- end i18n3 ---
      return continuous(a.children[0], st) + t(st, "sentence-end");
    case NodeKind::AdditionalCost:
      return t(st, "additional-cost", {costText(a.children[0], st)}) + t(st, "sentence-end");
    // --- begin keywords7 --- 701.39d:
    // "~が攻撃するに際し、あなたはこれを督励してもよい。そうしたとき、…"
    case NodeKind::MayExert: {
      std::string out = t(st, "may-exert", {object(Node(NodeKind::Self), st)});
      const Node *reflexive = a.opt(ast::role::MayExert::reflexive);
      if (!reflexive) return out;
      st.targets = reflexive->find(NodeKind::Targets);
      st.targetMentioned.assign(st.targets ? st.targets->children.size() : 0, false);
      return out + t(st, "when-you-do") + t(st, "clause-separator") + body(*reflexive, 1, st);
    }
    // --- end keywords7 ---
    default: st.gap(std::string("ability ") + std::string(ast::headOf(a.kind))); return {};
    }
  }

private:
  const Templates &tpl_ = Templates::forLanguage(Language::Ja);

  std::string t(RenderState &st, const std::string &key, std::vector<std::string> args = {}) const {
    if (!tpl_.has(key)) {
      st.gap("no Japanese template '" + key + "'");
      return "<" + key + ">";
    }
    return tpl_.format(key, args);
  }

  // Full-width digits: 3 -> ３, X -> Ｘ.
  static std::string wide(std::string_view ascii) {
    std::string out;
    for (char c : ascii) {
      if (c >= '0' && c <= '9') {
        out += "\xEF\xBC"; // U+FF10.. is EF BC 90..99
        out += char(0x90 + (c - '0'));
      } else if (c == 'X') {
        out += "\xEF\xBC\xB8"; // U+FF38
      } else {
        out += c;
      }
    }
    return out;
  }
  static std::string number(const Node &n) {
    return n.kind == NodeKind::XValue ? wide("X") : wide(std::to_string(n.value));
  }
  static std::string pt(int64_t p, int64_t q) {
    return fmt::format("{}{}/{}{}", p >= 0 ? "+" : "", p, q >= 0 ? "+" : "", q);
  }

  std::string costText(const Node &cost, RenderState &st) const {
    std::string out;
    for (auto &p : cost.children) {
      std::string part;
      switch (p.kind) {
      case NodeKind::TapCost: part = "{T}"; break;
      case NodeKind::UntapCost: part = "{Q}"; break;
      case NodeKind::ManaCost: part = p.text; break;
      case NodeKind::PayLifeCost: part = t(st, "cost.pay-life", {number(p.children[0])}); break;
      // library2: a described card or several permanents have no Japanese form yet: a named gap
      case NodeKind::DiscardCost:
        if (p.children.size() > 1) {
          st.gap("discard cost of a described card");
          return {};
        }
        part = t(st, "cost.discard", {number(p.children[0])});
        break;
      case NodeKind::SacrificeCost:
        if (p.children.size() > 1) {
          st.gap("sacrifice cost of several permanents");
          return {};
        }
        part = t(st, "cost.sacrifice", {object(p.children[0], st)});
        break;
      default:
        // --- begin i18n3 ---
        if (auto s = moreCost(p, st)) {
          part = *s;
          break;
        }
        // --- end i18n3 ---
        if (auto s = ja4Cost(p, st)) { // ja4
          part = *s;
          break;
        }
        st.gap("cost part");
        break;
      }
      out += (out.empty() ? "" : t(st, "cost-separator")) + part;
    }
    return out;
  }

  // The effects of an ability from child `from`: the target declaration first.
  std::string body(const Node &a, size_t from, RenderState &st) const {
    std::string out;
    if (st.targets && !st.targets->children.empty()) {
      std::string items;
      for (auto &target : st.targets->children)
        items += (items.empty() ? "" : t(st, "target-and")) + targetText(target, st);
      out += t(st, "targets", {items}) + t(st, "sentence-end");
    }
    for (size_t i = from; i < a.children.size(); ++i) {
      if (a.children[i].kind == NodeKind::Targets)
        continue;
      if (grantsChosenProtection(a.children[i]))
        out += t(st, "choose-color") + t(st, "sentence-end"); // i18n3
      out += effect(a.children[i], st) + t(st, "sentence-end");
    }
    return out;
  }

  static bool isEach(const Node &n) {
    return n.kind == NodeKind::EachOpponent || n.kind == NodeKind::EachPlayer || n.kind == NodeKind::All;
  }

  // "あなたがコントロールしている森１つにつき": the count of a for-each, written
  // right before the number it multiplies.
  std::string forEach(const Node &e, RenderState &st) const {
    const Node *each = e.find(NodeKind::ForEach);
    if (!each) return {};
    const Node &all = each->children[0];
    // --- begin i18n3 ---
    // "~の上に置かれている+1/+1カウンター１個につき" (for each +1/+1 counter on ~).
    if (each->children.size() == 2 && each->children[1].kind == NodeKind::CounterLeaf) {
      std::string kind(ast::spelling(ast::Vocabulary::CounterKind, each->children[1].value));
      if (kind != "+1/+1" && kind != "-1/-1") {
        st.gap("for-each named counter");
        return {};
      }
      return t(st, "for-each-counter", {object(all, st, false), kind});
    }
    // --- end i18n3 ---
    if (all.kind != NodeKind::All) { st.gap("for-each"); return {}; }
    Node one = ast::intNode(1);
    return t(st, "for-each", {counted(all.children[0], one, st)});
  }

  // Printed style: "Xは、…１つにつき+1/+1", "…１体につき、カード１枚を引く".
  std::string withComma(const std::string &each, bool after = false) const {
    if (each.empty()) return each;
    return after ? each + tpl_.get("clause-separator") : tpl_.get("clause-separator") + each;
  }

  static bool isCombatRestriction(const Node &leaf) {
    if (leaf.kind != NodeKind::KeywordLeaf) return false;
    auto k = ast::Keyword(leaf.value);
    return k == ast::Keyword::CantBlock || k == ast::Keyword::CantAttack || k == ast::Keyword::CantBeBlocked;
  }
  // "Xではブロックできない", "このターン、それはブロックされない".
  std::string combatRestriction(const Node &e, RenderState &st) const {
    bool attack = false, block = false, blocked = false, duration = false;
    for (size_t i = 1; i < e.children.size(); ++i) {
      const Node &c = e.children[i];
      if (c.kind == NodeKind::UntilEndOfTurn) { duration = true; continue; }
      if (!isCombatRestriction(c)) { st.gap("restriction with a keyword"); continue; }
      auto k = ast::Keyword(c.value);
      attack |= k == ast::Keyword::CantAttack;
      block |= k == ast::Keyword::CantBlock;
      blocked |= k == ast::Keyword::CantBeBlocked;
    }
    const char *key = blocked ? "cant-be-blocked" : attack && block ? "cant-attack-or-block" : attack ? "cant-attack" : "cant-block";
    std::string s = t(st, key, {object(e.children[0], st, false)});
    return duration ? t(st, "this-turn") + t(st, "clause-separator") + s : s;
  }

  std::string effect(const Node &e, RenderState &st) const {
    auto child = [&](size_t i) -> const Node & { return e.children[i]; };
    if (auto s = ja5Effect(e, st)) return *s; // ja5: Ja5Ja.inc
    if (e.kind == NodeKind::GainKeyword && e.children.size() > 1 && isCombatRestriction(child(1)))
      return combatRestriction(e, st);
    // --- begin i18n3 ---
    // "~はあなたのアンタップ・ステップにアンタップしない" (502.3)
    if (e.kind == NodeKind::GainKeyword && e.children.size() == 2 &&
        child(1).kind == NodeKind::KeywordLeaf &&
        ast::Keyword(child(1).value) == ast::Keyword::DoesntUntap)
      return t(
          st, "doesnt-untap",
          {object(child(0), st, false),
           t(st, child(0).kind == NodeKind::Self ? "untap-step.you" : "untap-step.controller")});
    if (auto s = combatRule(e, st)) return *s;
    // --- end i18n3 ---
    switch (e.kind) {
    case NodeKind::DealDamage:
      return t(st, isEach(child(2)) ? "deal-damage.each" : "deal-damage",
               {object(child(0), st), recipient(child(2), st), withComma(forEach(e, st)) + number(child(1))});
    case NodeKind::Draw:
      if (child(0).kind == NodeKind::You)
        return withComma(forEach(e, st), true) + t(st, "draw", {number(child(1))});
      return t(st, "draws", {player(child(0), st), number(child(1))});
    case NodeKind::AddMana: return t(st, "add-mana", {child(0).text});
    // --- begin keywords --- keyword actions (701.33a, 701.43a, 701.31a, 701.27a)
    case NodeKind::Bolster:
    case NodeKind::Adapt:
    case NodeKind::Monstrosity: return t(st, std::string(ast::headOf(e.kind)), {number(child(1))});
    case NodeKind::Proliferate: return t(st, "proliferate");
    // --- end keywords ---
    case NodeKind::ModifyPT: {
      std::string s = t(st, "modify-pt", {object(child(0), st, false), withComma(forEach(e, st)) + pt(child(1).value, child(2).value)});
      if (e.find(NodeKind::UntilEndOfTurn))
        s = t(st, "until-end-of-turn") + t(st, "clause-separator") + s;
      return s;
    }
    case NodeKind::GainKeyword: {
      std::string kws;
      bool duration = false;
      for (size_t i = 1; i < e.children.size(); ++i) {
        if (child(i).kind == NodeKind::KeywordLeaf)
          kws += (kws.empty() ? "" : t(st, "keyword-and")) +
                 t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(child(i).value))));
        else
          duration = true;
      }
      if (!duration)
        return t(st, "has-keyword", {object(child(0), st, false), kws});
      return t(st, "until-end-of-turn") + t(st, "clause-separator") +
             t(st, "gain-keyword", {object(child(0), st, false), kws});
    }
    case NodeKind::Destroy:
      if (e.find(NodeKind::NoRegeneration)) // "…を破壊する。それは再生できない"
        return t(st, "destroy", {object(child(0), st)}) + t(st, "sentence-end") +
               t(st, child(0).kind == NodeKind::All ? "no-regeneration.plural" : "no-regeneration");
      return t(st, "destroy", {object(child(0), st)});
    case NodeKind::ExileObjects: return t(st, "exile", {object(child(0), st)});
    case NodeKind::ReturnToHand: return t(st, "return-to-hand", {object(child(0), st)});
    case NodeKind::GainLife:
      if (child(0).kind == NodeKind::You) return t(st, "gain-life", {withComma(forEach(e, st)) + number(child(1))});
      return t(st, isEach(child(0)) ? "gains-life.each" : "gains-life", {player(child(0), st), number(child(1))});
    case NodeKind::LoseLife:
      if (child(0).kind == NodeKind::You) return t(st, "lose-life", {withComma(forEach(e, st)) + number(child(1))});
      return t(st, isEach(child(0)) ? "loses-life.each" : "loses-life", {player(child(0), st), number(child(1))});
    case NodeKind::PutCounters:
      return t(st, "put-counters", {object(child(0), st), std::string(ast::spelling(ast::Vocabulary::CounterKind, child(1).value)),
                                    number(child(2))});
    case NodeKind::TapObjects: return t(st, "tap", {object(child(0), st)});
    case NodeKind::UntapObjects: return t(st, "untap", {object(child(0), st)});
    // Layer templates (issue 15): layerText, below.
    case NodeKind::SetColor: case NodeKind::LoseKeyword: case NodeKind::LoseAllAbilities:
    case NodeKind::SetBasePT: case NodeKind::SwitchPT: case NodeKind::SetLandType: return layerText(e, st);
    default:
      // --- begin i18n3 ---
      if (auto s = moreEffect(e, st)) return *s;
      if (auto s = ja4Effect(e, st)) return *s; // ja4
      if (auto s = effects7Effect(e, st)) return *s; // effects7: Effects7Ja.inc
      // --- end i18n3 ---
      st.gap(std::string("effect ") + std::string(ast::headOf(e.kind)));
      return {};
    }
  }

  std::string recipient(const Node &r, RenderState &st) const {
    switch (r.kind) {
    case NodeKind::You: case NodeKind::EachOpponent: case NodeKind::EachPlayer: return player(r, st);
    default: return object(r, st);
    }
  }

  std::string player(const Node &p, RenderState &st) const {
    switch (p.kind) {
    case NodeKind::You: return t(st, "you");
    case NodeKind::EachOpponent: return t(st, "each-opponent");
    case NodeKind::EachPlayer: return t(st, "each-player");
    case NodeKind::TargetRef: return object(p, st);
    case NodeKind::EventObject:
      return t(st, "that-player"); // i18n3: the player the trigger names
    default: st.gap("player"); return {};
    }
  }

  // The counter word for a count of objects matching a filter part.
  std::string counterFor(const Node &typePart, RenderState &st) const {
    if (typePart.kind == NodeKind::CardOnly)
      return t(st, "counter.card");
    if (typePart.kind == NodeKind::CardTypeLeaf &&
        ast::spelling(ast::Vocabulary::CardType, typePart.value) == "creature")
      return t(st, "counter.creature");
    return t(st, "counter.other");
  }
  std::string counted(const Node &f, const Node &count, RenderState &st) const {
    // "アーティファクト１つかエンチャント１つ": each alternative counted.
    if (f.children.size() == 1 && f.children[0].kind == NodeKind::AnyOf) {
      std::string out;
      for (auto &alt : f.children[0].children)
        out += (out.empty() ? "" : t(st, "or")) + t(st, "counted", {typeWord(alt, st), number(count), counterFor(alt, st)});
      return out;
    }
    const Node *type = nullptr;
    for (auto &p : f.children)
      if (p.kind == NodeKind::CardTypeLeaf || p.kind == NodeKind::CardOnly || p.kind == NodeKind::TokenOnly)
        type = &p;
    std::string counter = type ? counterFor(*type, st) : t(st, "counter.other");
    return t(st, "counted", {filter(f, st), number(count), counter});
  }

  std::string targetText(const Node &target, RenderState &st) const {
    const Node &kind = target.children[0];
    Node one = ast::intNode(1);
    const Node &count = target.children.size() > 1 ? target.children[1] : one;
    if (count.kind == NodeKind::AnyNumber) { // effects5: no template yet (docs/i18n-ja.md)
      st.gap("any number of targets");
      return {};
    }
    switch (kind.kind) {
    case NodeKind::AnyTarget: return t(st, "any-target", {number(count)});
    case NodeKind::TargetPlayer: return t(st, "target-player", {number(count)});
    case NodeKind::TargetOpponent: return t(st, "target-opponent", {number(count)});
    case NodeKind::TargetOpponentOrPlaneswalker: return t(st, "target-opponent-or-planeswalker"); // dmg
    case NodeKind::Filter:
      // --- begin i18n3 ---
      if (count.kind == NodeKind::UpTo) // "クリーチャー最大２体" (601.2c)
        return upToTarget(kind, count, st);
      // --- end i18n3 ---
      return counted(kind, count, st);
    default: st.gap("target kind"); return {};
    }
  }

  // `counted`: an indefinite object ("a creature") is written with its count
  // (クリーチャー１体); as the subject of a replacement it is bare.
  std::string object(const Node &o, RenderState &st, bool countedIndefinite = true) const {
    switch (o.kind) {
    case NodeKind::Self: return st.cardName.empty() ? "~" : st.cardName;
    case NodeKind::SelfInZone: // ja5: "あなたの墓地から~" (113.6m)
      if (o.children.empty() || !(o.children[0] == ast::zoneLeaf("graveyard"))) {
        st.gap("object");
        return {};
      }
      return t(st, "self-from-graveyard", {st.cardName.empty() ? "~" : st.cardName});
    case NodeKind::EventObject:
      return st.eventIsThatCreature ? t(st, "that-creature") : t(st, "it"); // i18n3
    case NodeKind::AttachedObject: { // "enchanted creature" -> エンチャントしているクリーチャー
      auto space = o.text.find(' ');
      std::string how = o.text.substr(0, space), what = o.text.substr(space + 1);
      return t(st, "attached." + how, {t(st, "type." + what)});
    }
    case NodeKind::TargetRef: {
      size_t i = size_t(o.value);
      if (!st.targets || i >= st.targets->children.size()) { st.gap("target reference"); return {}; }
      const Node &target = st.targets->children[i];
      st.targetMentioned[i] = true;
      NodeKind k = target.children[0].kind;
      if (k == NodeKind::TargetPlayer || k == NodeKind::TargetOpponent)
        return t(st, "that-player");
      bool many = target.children.size() > 1 && !(target.children[1].kind == NodeKind::Int && target.children[1].value == 1);
      return t(st, many ? "them" : "it");
    }
    case NodeKind::All: {
      const Node &f = o.children[0];
      // "all cards in all graveyards" / "…in your graveyard": the zone itself.
      if (f.children.size() == 2 && f.children[0].kind == NodeKind::CardOnly &&
          f.children[1].kind == NodeKind::InZone) {
        std::string z = zoneText(f.children[1], st);
        return f.children[1].children.size() > 1 ? z : t(st, "all-zone", {z});
      }
      if (f.find(NodeKind::ControlledBy))
        return filter(f, st);
      return t(st, "all", {filter(f, st)});
    }
    case NodeKind::Filter: {
      if (!countedIndefinite)
        return filter(o, st);
      Node one = ast::intNode(1);
      return counted(o, one, st);
    }
    default: st.gap("object"); return {};
    }
  }

  std::string typeWord(const Node &leaf, RenderState &st) const {
    if (leaf.kind == NodeKind::CardTypeLeaf)
      return t(st, "type." + std::string(ast::spelling(ast::Vocabulary::CardType, leaf.value)));
    if (leaf.kind == NodeKind::CardOnly) return t(st, "type.card");
    if (leaf.kind == NodeKind::TokenOnly) return t(st, "type.token");
    st.gap("type");
    return {};
  }

  // The Japanese name of a subtype (the parser's table, read backwards).
  static std::string subtypeWord(const Node &leaf, RenderState &st) {
    for (const auto &e : parse::kSubtypeNamesJa)
      if (e.en == leaf.text) return std::string(e.ja);
    st.gap("subtype '" + leaf.text + "'");
    return {};
  }

  std::string zoneText(const Node &inZone, RenderState &st) const {
    std::string zone = t(st, "zone." + std::string(ast::spelling(ast::Vocabulary::Zone, inZone.children[0].value)));
    if (inZone.children.size() > 1 && inZone.children[1].kind == NodeKind::You)
      return t(st, "zone-owner.you", {zone});
    if (inZone.children.size() > 1 && inZone.children[1].kind == NodeKind::EachOpponent) // not dropped: it is meaning
      return t(st, "zone-owner.opponent", {zone});
    // --- begin wherex (issue 14): "their hand" (a player named before): not written yet ---
    if (inZone.children.size() > 1) {
      st.gap("the zone of a player named before");
      return {};
    }
    // --- end wherex ---
    return zone;
  }

  // Japanese order: controller, zone, another, colours, nontoken, types.
  std::string filter(const Node &f, RenderState &st) const {
    std::string controller, zone, pre, types, with; // i18n3: with
    for (auto &p : f.children) {
      switch (p.kind) {
      case NodeKind::Another: case NodeKind::OtherThan: pre += t(st, "another"); break;
      case NodeKind::Nontoken: pre += t(st, "nontoken"); break;
      case NodeKind::ColorLeaf: pre += t(st, "color." + std::string(ast::spelling(ast::Vocabulary::Color, p.value))); break;
      case NodeKind::CardTypeLeaf: case NodeKind::CardOnly: case NodeKind::TokenOnly:
        types += (types.empty() ? "" : "・") + typeWord(p, st);
        break;
      case NodeKind::SubtypeLeaf: types += (types.empty() ? "" : "・") + subtypeWord(p, st); break;
      case NodeKind::AnyOf: {
        if (moreFilterPart(p, pre, with, st)) break; // i18n3: colours, attacking or blocking
        std::string alts;
        for (auto &a : p.children)
          alts += (alts.empty() ? "" : t(st, "or")) + typeWord(a, st);
        types += alts;
        break;
      }
      case NodeKind::ControlledBy:
        controller = t(st, "controller." + std::string(ast::headOf(p.children[0].kind)));
        break;
      case NodeKind::InZone: zone = t(st, "in-zone", {zoneText(p, st)}); break;
      default:
        // --- begin i18n3 ---
        if (moreFilterPart(p, pre, with, st)) break;
        // --- end i18n3 ---
        st.gap(std::string("filter part ") + std::string(ast::headOf(p.kind)));
        break;
      }
    }
    return with + controller + zone + pre + types; // i18n3: with
  }

  std::string trigger(const Node &tr, RenderState &st) const {
    bool self = !tr.children.empty() && tr.children[0].kind == NodeKind::Self;
    switch (tr.kind) {
    case NodeKind::EntersBattlefield:
      return t(st, self ? "enters-battlefield.self" : "enters-battlefield", {object(tr.children[0], st)});
    case NodeKind::Dies: return t(st, self ? "dies.self" : "dies", {object(tr.children[0], st)});
    case NodeKind::PutIntoGraveyard: { // "戦場からあなたの墓地に置かれたとき": the owner is the meaning (404.2)
      bool yours = tr[ast::role::PutIntoGraveyard::owner].kind == NodeKind::You;
      std::string yard = t(st, yours ? "zone-owner.you" : "zone-owner.opponent", {t(st, "zone.graveyard")});
      return t(st, self ? "put-into-graveyard.self" : "put-into-graveyard", {object(tr.children[0], st), yard});
    }
    case NodeKind::EitherTrigger: // 603.2: "~が戦場に出るか攻撃するたび"
      if (auto key = eitherTriggerKey(tr)) return t(st, *key, {object(Node(NodeKind::Self), st)});
      st.gap("two events of another object than ~");
      return {};
    case NodeKind::Attacks: return t(st, "attacks", {object(tr.children[0], st)});
    // --- begin morph ---
    case NodeKind::TurnedFaceUp: // 708.8
      return t(st, self ? "turned-face-up.self" : "turned-face-up", {object(tr.children[0], st)});
    // --- end morph ---
    // --- begin trig2 ---
    case NodeKind::BecomesTapped: return t(st, "becomes-tapped", {object(tr.children[0], st)});     // 701.21a
    case NodeKind::BecomesUntapped: return t(st, "becomes-untapped", {object(tr.children[0], st)}); // 701.21b
    case NodeKind::AttacksUnblocked: return t(st, "attacks-unblocked", {object(tr.children[0], st)}); // 509.5g
    case NodeKind::AttacksWithOthers: // triggers7: battalion (508.3a)
      return t(st, "attacks-with-others",
               {object(tr[ast::role::AttacksWithOthers::objects], st),
                number(tr[ast::role::AttacksWithOthers::others])});
    case NodeKind::CycleSelf: // 702.29c; "or it dies" has no form yet
      if (tr.opt(ast::role::CycleSelf::orDies)) { st.gap("cycle or dies"); return {}; }
      return t(st, "cycle-self", {object(Node(NodeKind::Self), st)});
    // --- end trig2 ---
    case NodeKind::BecomesMonstrous: // --- keywords --- 701.31a
      return t(st, self ? "becomes-monstrous.self" : "becomes-monstrous", {object(tr.children[0], st)});
    case NodeKind::Exerted: // --- keywords7 --- 701.39a; the reflexive one is written by MayExert
      if (self || tr.children[0].kind != NodeKind::Filter) {
        st.gap("exert trigger");
        return {};
      }
      return t(st, "exerted", {filter(tr.children[0], st)});
    case NodeKind::BeginningOfStep: {
      // --- begin trig2 ---
      // Only "your" and "each" have a template: another player ("each opponent's",
      // "enchanted player's", a controller's) is a gap, not "each".
      if (tr.children[1].kind != NodeKind::You && tr.children[1].kind != NodeKind::EachPlayer) {
        st.gap("whose step");
        return {};
      }
      // --- end trig2 ---
      std::string step = t(st, "step." + std::string(ast::spelling(ast::Vocabulary::Step, tr.children[0].value)));
      return t(st, tr.children[1].kind == NodeKind::You ? "beginning-of.you" : "beginning-of.each", {step});
    }
    default:
      // --- begin i18n3 ---
      if (auto s = moreTrigger(tr, st)) return *s;
      // --- end i18n3 ---
      st.gap("trigger");
      return {};
    }
  }

  // ---------------------------------------------------------------- layers (issue 15)
  // "ターン終了時まで、それは青になる" / "…は白である" (static), "…は飛行を失う",
  // "…はすべての能力を失う", "…は基本のパワーとタフネスが0/1になる",
  // "ターン終了時まで、そのパワーとタフネスを入れ替える", "基本でない土地は山である".
  std::string layerText(const Node &e, RenderState &st) const {
    bool eot = e.find(NodeKind::UntilEndOfTurn) != nullptr;
    std::string who = object(e.children[0], st, false);
    std::string out;
    switch (e.kind) {
    case NodeKind::SetColor: {
      std::string colors;
      for (const Node &c : e.children)
        if (c.kind == NodeKind::ColorLeaf)
          colors += (colors.empty() ? "" : t(st, "color-and")) +
                    t(st, "color-word." + std::string(ast::spelling(ast::Vocabulary::Color, c.value)));
      out = t(st, eot ? "set-color" : "is-color", {who, colors});
      break;
    }
    case NodeKind::LoseKeyword: {
      std::string kws;
      for (const Node &k : e.children)
        if (k.kind == NodeKind::KeywordLeaf)
          kws += (kws.empty() ? "" : t(st, "keyword-and")) + t(st, "kw." + std::string(ast::canonicalName(ast::Keyword(k.value))));
      out = t(st, "lose-keyword", {who, kws});
      break;
    }
    case NodeKind::LoseAllAbilities: out = t(st, "lose-all-abilities", {who}); break;
    case NodeKind::SetBasePT:
      out = t(st, eot ? "base-pt" : "base-pt.static", {who, fmt::format("{}/{}", e.children[1].value, e.children[2].value)});
      break;
    case NodeKind::SwitchPT: out = t(st, "switch-pt", {who == t(st, "it") ? t(st, "its") : who + t(st, "of")}); break;
    case NodeKind::SetLandType: out = t(st, "is-type", {who, subtypeWord(e.children[1], st)}); break;
    default: st.gap("layer effect"); return {};
    }
    return eot ? t(st, "until-end-of-turn") + t(st, "clause-separator") + out : out;
  }

  std::string continuous(const Node &c, RenderState &st) const {
    if (c.kind == NodeKind::Replacement) {
      const Node &ev = c.children[0];
      const Node &redirect = c.children[1];
      // Only "would be put into <zone> ... instead <zone>" has a template here; the
      // other replacement events (draw, life, damage: issue 15) are gaps, not text.
      if (ev.kind != NodeKind::ZoneChangeEvent || redirect.kind != NodeKind::RedirectTo) {
        st.gap("replacement " + std::string(ast::headOf(ev.kind)) + " / " + std::string(ast::headOf(redirect.kind)));
        return {};
      }
      std::string what = object(ev.children[0], st, false);
      std::string from = ev.children[1].kind == NodeKind::AnyZone ? t(st, "from-anywhere") : "";
      std::string to = t(st, "zone." + std::string(ast::spelling(ast::Vocabulary::Zone, ev.children[2].value)));
      std::string action = t(st, "instead-to." + std::string(ast::spelling(ast::Vocabulary::Zone, redirect.children[0].value)));
      return t(st, "replacement.would-move", {what, to, from, action});
    }
    if (c.kind == NodeKind::AsEntersChooseColor) // aschoose: 614.12
      return t(st, "as-enters-choose-color", {object(c.children[0], st)});
    if (c.kind == NodeKind::AsEntersPayLifeOrTapped) // aschoose: 614.12, 119.4
      return t(st, "as-enters-may-pay-life", {object(c.children[0], st), number(c.children[1])});
    // --- begin cda ---
    // "for each ..." and a computed amount have no Japanese template yet: a
    // named gap, never a number that is not the one meant (docs/i18n-ko-pl.md).
    if (c.kind == NodeKind::EntersWithCounters &&
        (c.find(NodeKind::ForEach) ||
         (c.children[2].kind != NodeKind::Int && c.children[2].kind != NodeKind::XValue))) {
      st.gap("counters a permanent enters with, counted");
      return {};
    }
    // --- end cda ---
    if (auto s = moreContinuous(c, st)) return *s; // i18n3
    if (c.kind == NodeKind::EntersWithCounters)
      return t(st, "enters-with-counters",
               {object(c.children[0], st), std::string(ast::spelling(ast::Vocabulary::CounterKind, c.children[1].value)),
                number(c.children[2])});
    return effect(c, st);
  }

  // --- begin i18n3 ---
#include "Render/ja/Ja4Ja.inc" // ja4
#include "Render/ja/Ja5Ja.inc" // ja5
#include "Render/ja/MoreJa.inc"
#include "Render/ja/Effects7Ja.inc" // effects7
  // --- end i18n3 ---
};
} // namespace

const LanguageRenderer &japaneseRenderer() {
  static const JapaneseRenderer instance;
  return instance;
}

} // namespace oraclec::render
