// Korean front end: OracleKo grammar -> language-neutral AST.
// Mirrors compiler/Parse/en/FrontendEn.cpp family by family and must produce
// exactly the AST the English builder produces for the equivalent English
// text. Any alternative the builder does not understand makes the whole line
// Unsupported (never a partial AST).
#include "AST/Canonicalize.h" // --- ko6 --- withoutWording
#include "AST/Compare.h" // --- ko4 ---
#include "Parse/AntlrSupport.h"
#include "Parse/BuilderSupport.h"
#include "Parse/CounterNames.h" // --- kopl3 ---

#include "OracleKoLexer.h"
#include "OracleKoParser.h"

#include <algorithm>
#include <deque>

namespace oraclec::parse {

namespace {
using P = ko_grammar::OracleKoParser;
using ast::Node;
using ast::NodeKind;

class KoBuilder {
public:
  KoBuilder(const LineInput &line, const std::vector<size_t> &offs) : line_(line), offs_(offs) {}

  LineResult build(P::AbilityLineContext *ctx) {
    LineResult r;
    if (ctx->reminder())
      r.reminder = ctx->reminder()->getText();
    if (!ctx->ability())
      return r; // only reminder text
    abilities(ctx->ability(), r.abilities);
    return r;
  }

  // --- ko7 --- a level symbol and the P/T box of its striation (711.2a-b), as the English
  // builder makes it; the line driver adds the abilities printed below it.
  Node levelBand(P::LevelBandLineContext *lv) {
    std::string from = lv->NUMBER()->getText(), to;
    if (auto *dash = lv->LOYALTY()) { // "-3" of "1-3"
      to = dash->getText();
      if (to.empty() || to[0] != '-') throw NotUnderstood{lv, "a level range"};
      to.erase(0, 1);
      if (to.empty()) throw NotUnderstood{lv, "a level band's numbers"};
    }
    std::string pt = lv->PT()->getText();
    auto band = parse::levelBand(from, to, pt);
    if (auto *why = std::get_if<std::string>(&band)) throw NotUnderstood{lv, *why};
    return std::get<Node>(std::move(band));
  }

  // --- ko4 --- a quoted ability (113.1a): built by a builder of its own, so that its targets
  // are numbered from 0 and its "그 생물" refers to what it declares, as in English.
  Node quoted(P::QuotedAbilityContext *ctx) {
    P::AbilityContext *a = ctx->ability();
    if (!dynamic_cast<P::ActivatedLineContext *>(a) && !dynamic_cast<P::TriggeredLineContext *>(a))
      throw NotUnderstood{a, "granting this kind of ability"};
    KoBuilder inner(line_, offs_);
    std::vector<Node> out;
    inner.abilities(a, out);
    if (out.size() != 1) throw NotUnderstood{a, "granting several abilities in one quote"};
    return std::move(out[0]);
  }

  void abilities(P::AbilityContext *a, std::vector<Node> &out) {
    struct {
      std::vector<Node> &abilities;
    } r{out};
    if (auto *k = dynamic_cast<P::KeywordLineContext *>(a)) {
      for (auto *kw : k->keywordList()->keyword())
        r.abilities.push_back(keywordAbility(kw));
    } else if (auto *loy = dynamic_cast<P::LoyaltyLineContext *>(a)) {
      // A loyalty ability (606.2): "+1:", "-3:" as printed ([+1] in English).
      Node n(NodeKind::Activated,
             {Node(NodeKind::Cost, {loyaltyCost(loy, loy->LOYALTY()->getText())})});
      appendEffects(n, loy->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *cc = dynamic_cast<P::CantBeCounteredLineContext *>(a)) {
      // 이 주문은 무효화될 수 없다. (101.2): works on the stack, like a keyword;
      // the payload keeps the wording (1: "~"), as in English.
      Node n(NodeKind::KeywordAbility, {ast::keywordLeaf(ast::Keyword::CantBeCountered)});
      n.value = cc->SELF() ? 1 : 0;
      r.abilities.push_back(std::move(n));
    } else if (auto *zero = dynamic_cast<P::LoyaltyZeroLineContext *>(a)) {
      if (zero->NUMBER()->getText() != "0") throw NotUnderstood{zero, "a cost of a bare number"};
      Node n(NodeKind::Activated,
             {Node(NodeKind::Cost, {Node(NodeKind::LoyaltyCost, {ast::intNode(0)})})});
      appendEffects(n, zero->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *hl = dynamic_cast<P::HandLifeLineContext *>(a)) { // --- kopl --- 312.6
      auto hand = parseSigned(hl->LOYALTY(0)->getText()),
           life = parseSigned(hl->LOYALTY(1)->getText());
      if (!hand || !life) throw NotUnderstood{hl, "a vanguard's modifiers"};
      r.abilities.push_back(
          Node(NodeKind::HandLifeModifiers, {ast::intNode(*hand), ast::intNode(*life)}));
    } else if (auto *ac = dynamic_cast<P::AdditionalCostLineContext *>(a)) { // --- ko4 --- 601.2f
      r.abilities.push_back(Node(NodeKind::AdditionalCost, {cost(ac->cost())}));
    } else if (auto *ch = dynamic_cast<P::ChapterLineContext *>(a)) { // --- ko5 --- 715.2
      std::vector<std::string> numerals;
      for (auto *num : ch->WORD())
        numerals.push_back(num->getText());
      auto read = chapterEvent(numerals, true);
      if (std::holds_alternative<size_t>(read))
        throw NotUnderstood{ch, "chapter numbers not in increasing order"};
      Node n(NodeKind::Triggered, {std::get<Node>(std::move(read))});
      appendEffects(n, ch->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *lv = dynamic_cast<P::LevelBandLineContext *>(a)) { // --- ko7 --- 711.2
      r.abilities.push_back(levelBand(lv));
    } else if (auto *co = dynamic_cast<P::CastOnlyLineContext *>(a)) { // --- ko5 --- 601.3
      r.abilities.push_back(castOnly(co));
    } else if (auto *md = dynamic_cast<P::ModalLineContext *>(a)) {
      Node n(NodeKind::Spell, {modes(md)});
      r.abilities.push_back(std::move(n));
    } else if (auto *am = dynamic_cast<P::ActivatedModalLineContext *>(a)) { // --- ko7 --- 700.2
      Node n(NodeKind::Activated, {cost(am->cost())});
      n.children.push_back(modes(am->modeChoice(), am->modeItem()));
      r.abilities.push_back(std::move(n));
    } else if (auto *tm = dynamic_cast<P::TriggeredModalLineContext *>(a)) { // --- ko7 --- 700.2
      Node n(NodeKind::Triggered, {trigger(tm->trigger())});
      n.children.push_back(modes(tm->modeChoice(), tm->modeItem()));
      r.abilities.push_back(std::move(n));
    } else if (auto *act = dynamic_cast<P::ActivatedLineContext *>(a)) {
      Node n(NodeKind::Activated, {cost(act->cost())});
      costDiscardsOne_ = costDiscardsOneCard(n.children[0]); // effects8: "버린 카드" (608.2h)
      costExilesOne_ = costExilesOneObject(n.children[0]);   // effects8: "추방된 카드"
      appendEffects(n, act->effectSentences());
      costDiscardsOne_ = costExilesOne_ = false;
      r.abilities.push_back(std::move(n));
    } else if (auto *trg = dynamic_cast<P::TriggeredLineContext *>(a)) {
      Node n(NodeKind::Triggered, {trigger(trg->trigger())});
      if (auto *c = trg->ifCondition()) // --- ko4 --- 603.4
        n.children.push_back(Node(NodeKind::Intervening, {ifCondition(c)}));
      appendEffects(n, trg->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *st = dynamic_cast<P::StaticLineContext *>(a)) {
      if (isPTAndKeywords(st->staticAbility())) {
        // 당신이 조종하는 생물들은 +1/+1을 받고 신속을 가진다: two continuous effects
        // (ko4: each under the same "as long as", as English builds it).
        Node n(NodeKind::Static, staticPTAndKeywords(st->staticAbility()));
        if (st->xDefinition()) throw NotUnderstood{st->xDefinition(), "an X defined here"};
        r.abilities.push_back(std::move(n));
      } else if (auto *ew = dynamic_cast<P::EntersWithCountersStaticContext *>(st->staticAbility());
                 ew && has(ew, "탭된")) {
        // --- ko5 --- "~은 충전 카운터 두 개를 가지고 탭된 채로 전장에 들어온다": two
        // replacement effects (614.1c), in English's order: tapped, then the counters.
        Node counters = staticAbility(st->staticAbility());
        if (st->xDefinition()) throw NotUnderstood{st->xDefinition(), "an X defined here"};
        r.abilities.push_back(Node(
            NodeKind::Static, {Node(NodeKind::EntersTapped, {counters.children[0]}), counters}));
      } else {
        Node n(NodeKind::Static, {staticAbility(st->staticAbility())});
        if (auto *where = st->xDefinition()) // --- ko4 --- "X는 ...이다." after a static ability
          defineX(n.children, 0, where);
        r.abilities.push_back(std::move(n));
      }
    } else if (auto *sp = dynamic_cast<P::SpellLineContext *>(a)) {
      Node n(NodeKind::Spell);
      appendEffects(n, sp->effectSentences());
      r.abilities.push_back(std::move(n));
    } else {
      throw NotUnderstood{a, "this kind of ability"};
    }
    for (auto &n : r.abilities)
      n.range = range(a);
  }

private:
  const LineInput &line_;
  const std::vector<size_t> &offs_;

  SourceRange range(antlr4::ParserRuleContext *ctx) const {
    LineSpan s = spanOf(ctx, offs_);
    return line_.fileRange(s.begin, s.end);
  }
  // Where a node came from, kept for translators' diffs (`xcheck` marks the
  // words that differ): the innermost builder function that made a node sets it.
  Node at(antlr4::ParserRuleContext *ctx, Node n) const {
    if (n.range.empty()) n.range = range(ctx);
    return n;
  }
  static bool has(antlr4::ParserRuleContext *ctx, std::string_view word) {
    for (auto *child : ctx->children)
      if (auto *t = dynamic_cast<antlr4::tree::TerminalNode *>(child))
        if (t->getText() == word)
          return true;
    return false;
  }

  // "+1", "-3", "-x" (606.2, 107.7); U+2212 MINUS SIGN as well as '-'.
  static Node loyaltyCost(antlr4::ParserRuleContext *ctx, std::string symbol) {
    bool minus = symbol[0] == '-' || symbol.rfind("\u2212", 0) == 0;
    std::string digits = symbol.substr(symbol[0] == '+' || symbol[0] == '-' ? 1 : 3);
    if (digits == "x" || digits == "X") {
      if (!minus) throw NotUnderstood{ctx, "a loyalty symbol with a positive X"};
      return Node(NodeKind::LoyaltyCost, {Node(NodeKind::Negate, {Node(NodeKind::XValue)})});
    }
    auto n = parseDigits(digits);
    if (!n) throw NotUnderstood{ctx, "the loyalty symbol " + symbol};
    return Node(NodeKind::LoyaltyCost, {ast::intNode(minus ? -*n : *n)});
  }

  // 하나를 선택한다 — / 하나 혹은 둘 다를 선택한다 — (700.2): each mode numbers
  // its own targets and declares them in its own sentences.
  Node modes(P::ModalLineContext *ctx) { return modes(ctx->modeChoice(), ctx->modeItem()); }
  // ko7: also the modes of a triggered or activated ability (700.2)
  Node modes(P::ModeChoiceContext *choice, const std::vector<P::ModeItemContext *> &items) {
    int64_t count = int64_t(items.size());
    int64_t min = 1, max = 1;
    if (dynamic_cast<P::ChooseOneOrBothContext *>(choice)) max = 2;
    if (dynamic_cast<P::ChooseTwoContext *>(choice)) min = max = 2;     // --- ko6 ---
    if (dynamic_cast<P::ChooseOneOrMoreContext *>(choice)) max = count; // any number of the modes
    if (max > count) throw NotUnderstood{choice, "choosing more modes than there are"};
    return modalNode(min, max, items, targetCount_, [&](P::ModeItemContext *item) {
      Node mode(NodeKind::Mode);
      appendEffects(mode, item->effectSentences());
      mode.range = range(item);
      return mode;
    });
  }

  // ------------------------------------------------------------ keywords
  Node keywordLeaf(P::KeywordNameContext *ctx) {
    // Korean Comprehensive Rules names (CR 702) -> canonical keyword names.
    static const std::pair<std::string_view, std::string_view> kNames[] = {
        {"비행", "flying"},
        {"경계", "vigilance"},
        {"신속", "haste"},
        {"돌진", "trample"},
        {"선제공격", "first-strike"},
        {"이단공격", "double-strike"},
        {"치명타", "deathtouch"},
        {"생명연결", "lifelink"},
        {"대공", "reach"},
        {"수비태세", "defender"},
        {"호전적", "menace"},
        {"방호", "hexproof"},
        {"무적", "indestructible"},
        {"섬광", "flash"},
        {"기량", "prowess"},
        {"순환", "cycling"},
        {"결여", "devoid"},
        {"변이", "morph"},       // --- morph ---
        {"대변이", "megamorph"}, // --- morph ---
        // --- begin kopl ---
        {"은신", "shroud"},
        {"공포", "fear"},
        {"위협", "intimidate"},
        {"늪잠입", "swampwalk"},
        {"섬잠입", "islandwalk"},
        {"숲잠입", "forestwalk"},
        {"산잠입", "mountainwalk"},
        {"평원잠입", "plainswalk"},
        {"감염", "infect"},
        {"고사", "wither"},
        {"고귀", "exalted"},
        {"플랭킹", "flanking"},
        {"근성", "persist"},
        {"불사", "undying"},
        {"샤도우", "shadow"},
        {"집합", "convoke"},
        {"회상", "flashback"},
        {"에코", "echo"},
        {"회수", "buyback"},
        {"장착", "equip"},
        {"누적업킵", "cumulative-upkeep"},
        {"무사도", "bushido"},
        {"광란", "rampage"},
        // --- end kopl ---
        // --- begin keywords ---
        {"파묘", "unearth"},
        {"섭취", "scavenge"},
        {"회고", "retrace"},
        {"질주", "dash"},
        {"폭풍", "storm"},
        {"탑승", "crew"},
        {"반동", "rebound"}, // --- altcast --- 702.88 (seed 003)
        // --- kopl3 --- the Korean CR's names (seed 003) and its untranslated ones
        {"향상", "kicker"},
        {"에누리", "kicker"},
        {"다중향상", "multikicker"},
        {"피굶주림", "bloodthirst"},
        {"소실", "vanishing"},
        {"파헤치기", "delve"},
        {"만물", "changeling"},
        {"자유변형", "changeling"},
        {"포식", "devour"},
        {"전투함성", "battle-cry"},
        {"진화", "evolve"},
        {"명성", "renown"},
        {"은폐", "skulk"},
        {"제작", "fabricate"},
        {"급조", "improvise"},
        {"버티기", "outlast"},
        {"Horsemanship", "horsemanship"},
        {"Fading", "fading"},
        {"Madness", "madness"},
        {"Affinityforartifacts", "affinity-for-artifacts"},
        {"Modular", "modular"},
        {"Sunburst", "sunburst"},
        {"Soulshift", "soulshift"},
        {"SplitSecond", "split-second"},
        {"Suspend", "suspend"},
        {"Evoke", "evoke"},
        {"Graft", "graft"},
        {"Dethrone", "dethrone"},
        {"Levelup", "level-up"},
        // --- ko6 --- the Korean CR's names (seed 003: 702.41a 엮어내기, 702.52a 변환, 702.84a
        // 연쇄)
        {"엮어내기", "entwine"},
        {"변환", "transmute"},
        {"연쇄", "cascade"},
        {"당신이선택한색으로부터보호", "protection-from-the-color-of-your-choice"},
        {"당신이선택한색로부터보호", "protection-from-the-color-of-your-choice"},
        // --- ko7 --- seed 003: 702.102 권능, 702.95 과부하, 702.112 각성; 702.46a "Splice onto
        // [서브타입]" with the Korean subtype (비전, Arcane)
        {"권능", "bestow"},
        {"과부하", "overload"},
        {"각성", "awaken"},
        {"Spliceonto비전", "splice-onto-arcane"},
        // --- ko8 --- newer than seed 003 (it stops at 702.125): our choice, no printed source
        {"승천", "ascend"},
        {"방부처리", "embalm"},
        {"영원화", "eternalize"},
        {"멘토", "mentor"},
        {"내세", "afterlife"},
        {"가학", "afflict"},
        // --- end keywords ---
    };
    std::string word = ctx->getText();
    // --- begin kopl: 적색으로부터 보호 (702.16) ---
    if (auto *c = ctx->colorWord())
      if (auto kw = ast::keywordFromCanonical("protection-from-" + colorSpelling(c)))
        return ast::keywordLeaf(*kw);
    // --- end kopl ---
    for (auto &[ko, canonical] : kNames)
      if (ko == word)
        if (auto kw = ast::keywordFromCanonical(canonical))
          return ast::keywordLeaf(*kw);
    throw NotUnderstood{ctx, "keyword '" + word + "'"};
  }
  Node keywordAbility(P::KeywordContext *ctx) { return at(ctx, keywordAbilityNode(ctx)); }
  Node keywordAbilityNode(P::KeywordContext *ctx) {
    // --- begin kopl ---
    if (auto *enchant = dynamic_cast<P::EnchantKeywordContext *>(ctx)) // 생물에게 부여
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Enchant), filter(enchant->description())});
    if (auto *ep =
            dynamic_cast<P::EnchantPlayerKeywordContext *>(ctx)) // --- ko6 --- 플레이어에게 부여
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Enchant),
                   Node(has(ep, "상대") ? NodeKind::EachOpponent : NodeKind::AnyPlayer)});
    if (auto *numbered = dynamic_cast<P::AmountKeywordContext *>(ctx)) { // 무사도 1
      Node leaf = keywordLeaf(numbered->keywordName());
      auto n = parseDigits(numbered->NUMBER()->getText());
      if (!ast::keywordTakesAmount(ast::Keyword(leaf.value)) || !n)
        throw NotUnderstood{ctx, "a number after a keyword that takes none"};
      return Node(NodeKind::KeywordAbility, {leaf, ast::intNode(int64_t(*n))});
    }
    // --- end kopl ---
    if (auto *both =
            dynamic_cast<P::AmountCostKeywordContext *>(ctx)) { // --- kopl3 --- Suspend 4—{1}{R}
      Node leaf = keywordLeaf(both->keywordName());
      auto n = parseDigits(both->NUMBER()->getText());
      // Only suspend and awaken take both: time counters (702.62a) or +1/+1 counters (702.113a)
      // and a cost, as English reads them (ko7: awaken, the Korean CR's "각성 N-[비용]").
      if ((ast::Keyword(leaf.value) != ast::Keyword::Suspend &&
           ast::Keyword(leaf.value) != ast::Keyword::Awaken) ||
          !n || *n < 1)
        throw NotUnderstood{ctx, "a number and a cost after a keyword other than suspend"};
      return Node(NodeKind::KeywordAbility,
                  {leaf, Node(NodeKind::Cost, symbolCostParts(both->manaSymbols()->getText())),
                   ast::intNode(int64_t(*n))});
    }
    if (auto *plain = dynamic_cast<P::PlainKeywordContext *>(ctx)) {
      Node leaf = keywordLeaf(plain->keywordName());
      if (ast::keywordTakesCost(ast::Keyword(leaf.value)))
        throw NotUnderstood{ctx, "keyword without its cost"};
      if (ast::keywordTakesAmount(ast::Keyword(leaf.value))) // --- kopl ---
        throw NotUnderstood{ctx, "keyword without its number"};
      return Node(NodeKind::KeywordAbility, {leaf});
    }
    auto *withCost = lastAlternative<P::CostKeywordContext>(ctx);
    Node leaf = keywordLeaf(withCost->keywordName());
    if (!ast::keywordTakesCost(ast::Keyword(leaf.value)))
      throw NotUnderstood{ctx, "a cost after a keyword that takes none"};
    Node c = withCost->cost() ? cost(withCost->cost())
                              : Node(NodeKind::Cost, symbolCostParts(withCost->manaSymbols()->getText()));
    return Node(NodeKind::KeywordAbility, {leaf, c});
  }
  std::vector<Node> keywordLeaves(P::KeywordListContext *list) {
    std::vector<Node> out;
    for (auto *k : list->keyword()) {
      auto *plain = dynamic_cast<P::PlainKeywordContext *>(k);
      if (!plain)
        throw NotUnderstood{k, "granting a keyword with a cost"};
      out.push_back(keywordLeaf(plain->keywordName()));
    }
    return out;
  }

  // ------------------------------------------------------------ costs
  Node cost(P::CostContext *ctx) { return at(ctx, costNode(ctx)); }
  Node costNode(P::CostContext *ctx) {
    Node c(NodeKind::Cost);
    for (auto *part : ctx->costPart()) {
      if (auto *sym = dynamic_cast<P::SymbolCostContext *>(part)) {
        for (auto &p : symbolCostParts(sym->getText()))
          c.children.push_back(std::move(p));
      } else if (auto *sac = dynamic_cast<P::SacrificeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::SacrificeCost, {objects(sac->objectPhrase())}));
      } else if (auto *dis = dynamic_cast<P::DiscardCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::DiscardCost, {amount(dis->countOf()->amount())}));
      } else if (auto *life = dynamic_cast<P::PayLifeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::PayLifeCost, {damageAmount(life->damageAmount())}));
      } else if (auto *to = dynamic_cast<P::TapOthersCostContext *>(part)) { // --- kopl3 --- 602.2b
        // 당신이 조종하는 언탭된 생물 두 개를 탭한다: a number of them, not all.
        if (to->description()->quantifier() || has(to->description(), "들"))
          throw NotUnderstood{to, "tapping all of a kind as a cost"};
        Node n = amount(to->countOf()->amount());
        if (n.kind != NodeKind::Int)
          throw NotUnderstood{to, "tapping a number of permanents that is not fixed"};
        c.children.push_back(
            Node(NodeKind::TapOthersCost, {std::move(n), filter(to->description())}));
      } else if (auto *rc =
                     dynamic_cast<P::RemoveCountersCostContext *>(part)) { // --- kopl3 --- 118.3
        c.children.push_back(Node(NodeKind::RemoveCountersCost, {counterKind(rc->counterKind()),
                                                                 amount(rc->countOf()->amount())}));
      } else if (auto *ex = dynamic_cast<P::ExileCardsCostContext *>(part)) { // --- ko5 ---
        // 당신의 무덤에 있는 생물 카드 한 장을 추방한다: a number of cards, not all of them.
        if (ex->description()->quantifier() || has(ex->description(), "들"))
          throw NotUnderstood{ex, "exiling all of a kind as a cost"};
        Node n = amount(ex->countOf()->amount());
        if (n.kind != NodeKind::Int) throw NotUnderstood{ex, "exiling a number that is not fixed"};
        c.children.push_back(Node(NodeKind::ExileCost, {filter(ex->description()), std::move(n)}));
      } else if (auto *dr = dynamic_cast<P::DiscardRandomCostContext *>(part)) { // --- ko5 ---
        c.children.push_back(Node(NodeKind::DiscardRandomCost, {amount(dr->countOf()->amount())}));
        // --- begin ko6 ---
      } else if (auto *ss = dynamic_cast<P::SacrificeSeveralCostContext *>(part)) {
        if (ss->description()->quantifier() || has(ss->description(), "들"))
          throw NotUnderstood{ss, "sacrificing all of a kind as a cost"};
        Node n = amount(ss->countOf()->amount());
        Node sac(NodeKind::SacrificeCost, {filter(ss->description())});
        if (!(n.kind == NodeKind::Int && n.value == 1)) sac.children.push_back(std::move(n));
        c.children.push_back(std::move(sac));
      } else if (auto *dc = dynamic_cast<P::DiscardCardsCostContext *>(part)) {
        if (dc->description()->quantifier() || has(dc->description(), "들"))
          throw NotUnderstood{dc, "discarding all of a kind as a cost"};
        Node f = filter(dc->description());
        if (!f.find(NodeKind::CardOnly)) throw NotUnderstood{dc, "discarding something not a card"};
        Node dis(NodeKind::DiscardCost, {amount(dc->countOf()->amount())});
        if (f.children.size() > 1) dis.children.push_back(std::move(f)); // "카드" alone: any card
        c.children.push_back(std::move(dis));
      } else if (dynamic_cast<P::DiscardSelfCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::DiscardSelfCost));
      } else if (auto *es = dynamic_cast<P::ExileSelfCostContext *>(part)) {
        Node what = objects(es->objectPhrase());
        if (what.kind != NodeKind::Self && what.kind != NodeKind::SelfInZone)
          throw NotUnderstood{es, "exiling this as a cost"};
        c.children.push_back(Node(NodeKind::ExileCost, {std::move(what)}));
        // --- end ko6 ---
      } else {
        throw NotUnderstood{part, "this cost"};
      }
    }
    return c;
  }

  // ------------------------------------------------------------ triggers
  Node trigger(P::TriggerContext *ctx) { return at(ctx, triggerNode(ctx)); }
  Node triggerNode(P::TriggerContext *ctx) {
    if (auto *e = dynamic_cast<P::EntersTriggerContext *>(ctx))
      return Node(NodeKind::EntersBattlefield, {objects(e->objectPhrase())});
    if (auto *d = dynamic_cast<P::DiesTriggerContext *>(ctx))
      return Node(NodeKind::Dies, {objects(d->objectPhrase())});
    if (auto *a = dynamic_cast<P::AttacksTriggerContext *>(ctx))
      return Node(NodeKind::Attacks, {objects(a->objectPhrase())});
    if (auto *f = dynamic_cast<P::TurnedFaceUpTriggerContext *>(ctx)) // --- morph --- 708.8
      return Node(NodeKind::TurnedFaceUp, {objects(f->objectPhrase())});
    if (auto *d = dynamic_cast<P::DealsDamageTriggerContext *>(ctx)) {
      // ~이 플레이어에게 전투 피해를 입힐 때마다 (510.3a): "that player" is the one dealt it.
      Node n(NodeKind::DealsDamageTrigger, {objects(d->objectPhrase())});
      if (has(d, "전투")) n.children.emplace_back(NodeKind::CombatDamage);
      if (auto *who = d->damagedWho()) {
        std::string w = who->getText();
        n.children.emplace_back(w == "플레이어" ? NodeKind::ToPlayer
                                : w == "상대"   ? NodeKind::ToOpponent
                                                : NodeKind::ToCreature);
        if (w != "생물") thatPlayerIsEvent_ = true;
      }
      return n;
    }
    if (auto *c = dynamic_cast<P::CastTriggerContext *>(ctx)) {
      // 당신이 생물 주문을 발동할 때마다 (601.2i): "a creature spell".
      if (c->playerSubject()->getText() != "당신")
        throw NotUnderstood{c->playerSubject(),
                            "a spell cast by '" + c->playerSubject()->getText() + "'"};
      auto *all = dynamic_cast<P::AllObjectsContext *>(c->objectPhrase());
      auto *one = dynamic_cast<P::IndefiniteObjectContext *>(c->objectPhrase());
      if ((!all && !one) || (all && (all->quantifier() || all->description()->quantifier())))
        throw NotUnderstood{c->objectPhrase(), "this kind of spell"};
      return Node(NodeKind::Casts,
                  {Node(NodeKind::You), filter(all ? all->description() : one->description())});
    }
    // --- begin kopl ---
    if (auto *c = dynamic_cast<P::OtherCastTriggerContext *>(ctx)) {
      // 상대가 / 플레이어가 주문을 발동할 때마다 (601.2i)
      auto *all = dynamic_cast<P::AllObjectsContext *>(c->objectPhrase());
      auto *one = dynamic_cast<P::IndefiniteObjectContext *>(c->objectPhrase());
      if ((!all && !one) || (all && (all->quantifier() || all->description()->quantifier())))
        throw NotUnderstood{c->objectPhrase(), "this kind of spell"};
      Node who(c->caster()->getText() == "상대" ? NodeKind::EachOpponent : NodeKind::AnyPlayer);
      return Node(NodeKind::Casts,
                  {std::move(who), filter(all ? all->description() : one->description())});
    }
    if (auto *b = dynamic_cast<P::BecomesBlockedTriggerContext *>(ctx))
      return Node(NodeKind::BecomesBlocked, {objects(b->objectPhrase())});
    if (auto *b = dynamic_cast<P::BlocksTriggerContext *>(ctx))
      return Node(NodeKind::Blocks, {objects(b->objectPhrase())});
    if (auto *l = dynamic_cast<P::LeavesTriggerContext *>(ctx))
      return Node(NodeKind::LeavesBattlefield, {objects(l->objectPhrase())});
    if (auto *b = dynamic_cast<P::BecomesTappedTriggerContext *>(ctx))
      return Node(NodeKind::BecomesTapped, {objects(b->objectPhrase())});
    if (auto *b = dynamic_cast<P::BecomesUntappedTriggerContext *>(ctx))
      return Node(NodeKind::BecomesUntapped, {objects(b->objectPhrase())});
    if (auto *d = dynamic_cast<P::DealtDamageTriggerContext *>(ctx))
      return Node(NodeKind::IsDealtDamage, {objects(d->objectPhrase())});
    if (auto *a = dynamic_cast<P::AttacksOrBlocksTriggerContext *>(ctx))
      return Node(NodeKind::AttacksOrBlocks, {objects(a->objectPhrase())});
    if (auto *b = dynamic_cast<P::BlocksOrBecomesBlockedTriggerContext *>(ctx))
      return Node(NodeKind::BlocksOrBecomesBlocked, {objects(b->objectPhrase())});
    if (dynamic_cast<P::GainsLifeTriggerContext *>(ctx)) // 당신이 생명점을 얻을 때마다
      return Node(NodeKind::GainsLifeTrigger, {Node(NodeKind::You)});
    if (dynamic_cast<P::DrawsTriggerContext *>(ctx)) // 당신이 카드 한 장을 뽑을 때마다
      return Node(NodeKind::DrawsTrigger, {Node(NodeKind::You)});
    if (auto *b = dynamic_cast<P::BecomesTargetTriggerContext *>(ctx)) {
      Node n(NodeKind::BecomesTarget, {objects(b->objectPhrase())});
      if (!has(b, "능력")) n.children.emplace_back(NodeKind::SpellOnly); // 주문의 목표
      return n;
    }
    // --- end kopl ---
    if (auto *more = dynamic_cast<P::MoreTriggerContext *>(ctx)) // --- ko5 ---
      return triggerKo5(more->triggerKo5());
    auto *s = lastAlternative<P::StepTriggerContext>(ctx);
    std::string step = s->step()->getText();
    const char *spelling = step == "유지단"                                  ? "upkeep"
                           : step == "카드뽑기단"                            ? "draw-step"
                           : step == "종료단"                                ? "end-step"
                                                                             : "combat";
    bool yours = s->stepOwner() && s->stepOwner()->getText() == "당신의";
    Node who = yours ? Node(NodeKind::You) : Node(NodeKind::EachPlayer);
    if (s->stepOwner() && s->stepOwner()->getText() == "각상대의")
      who = Node(NodeKind::EachOpponent);            // ko5
    thatPlayerIsActive_ = who.kind != NodeKind::You; // --- ko5 --- 그 플레이어: whose step it is
    return Node(NodeKind::BeginningOfStep,
                {ast::vocabLeaf(ast::Vocabulary::Step, *ast::valueOf(ast::Vocabulary::Step, spelling)),
                 who});
  }

  // --- begin ko5 ---
  // 601.3: the words of AST/CastTiming.h, as the English builder keeps them.
  static Node castOnly(P::CastOnlyLineContext *ctx) {
    auto *w = ctx->castWhen();
    std::string words =
        dynamic_cast<P::DuringCombatWhenContext *>(w) ? "during combat"
        : dynamic_cast<P::BeforeBlockersWhenContext *>(w)
            ? "during combat before blockers are declared"
        : dynamic_cast<P::AfterBlockersWhenContext *>(w)
            ? "during combat after blockers are declared"
        : dynamic_cast<P::DeclareAttackersWhenContext *>(w) ? "during the declare attackers step"
        : dynamic_cast<P::DeclareBlockersWhenContext *>(w)  ? "during the declare blockers step"
        : has(w, "당신")                                    ? "during your turn"
                                                            : "during an opponent's turn";
    Node n(NodeKind::CastOnly);
    n.value = 1; // "this spell"
    Node t(NodeKind::CastTiming);
    t.text = words;
    n.children.push_back(std::move(t));
    if (has(ctx, "공격받은")) { // 506.2: "and only if you've been attacked this step"
      if (words != "during the declare attackers step")
        throw NotUnderstood{ctx, "'been attacked' outside the declare attackers step"};
      n.children.emplace_back(NodeKind::BeenAttacked);
    }
    return n;
  }
  static Node triggerPlayerNode(P::TriggerPlayerContext *ctx) {
    std::string w = ctx->getText();
    return Node(w == "당신"   ? NodeKind::You
                : w == "상대" ? NodeKind::EachOpponent
                              : NodeKind::AnyPlayer);
  }
  // The other creature of a blocking pair (509.5): "a creature", never a target or "all".
  Node pairFilter(P::DescriptionContext *d) {
    if (d->quantifier() || has(d, "들")) throw NotUnderstood{d, "all of a kind in a blocking pair"};
    return filter(d);
  }
  Node triggerKo5(P::TriggerKo5Context *ctx) {
    if (auto *c = dynamic_cast<P::CyclesOrDiscardsTriggerContext *>(ctx)) { // 702.29, 701.8
      Node who = triggerPlayerNode(c->triggerPlayer());
      if (has(c, "순환할") || has(c, "순환하거나")) {
        Node n(NodeKind::CyclesTrigger, {std::move(who)});
        if (has(c, "순환하거나")) n.children.emplace_back(NodeKind::OrDiscards);
        return n;
      }
      return Node(NodeKind::DiscardsTrigger, {std::move(who)});
    }
    if (auto *d = dynamic_cast<P::OtherDrawsTriggerContext *>(ctx))
      return Node(NodeKind::DrawsTrigger, {triggerPlayerNode(d->triggerPlayer())});
    if (auto *g = dynamic_cast<P::OtherGainsLifeTriggerContext *>(ctx))
      return Node(NodeKind::GainsLifeTrigger, {triggerPlayerNode(g->triggerPlayer())});
    if (auto *b = dynamic_cast<P::BlocksCreatureTriggerContext *>(ctx))
      return Node(NodeKind::BlocksCreature,
                  {objects(b->objectPhrase()), pairFilter(b->description())});
    if (auto *b = dynamic_cast<P::BecomesBlockedByTriggerContext *>(ctx))
      return Node(NodeKind::BecomesBlockedBy,
                  {objects(b->objectPhrase()), pairFilter(b->description())});
    if (auto *b = dynamic_cast<P::BlocksOrBlockedByTriggerContext *>(ctx)) {
      Node f = pairFilter(b->description(0));
      if (pairFilter(b->description(1)) != f)
        throw NotUnderstood{b, "blocking one kind and blocked by another"};
      return Node(NodeKind::BlocksOrBecomesBlocked, {objects(b->objectPhrase()), std::move(f)});
    }
    if (auto *u = dynamic_cast<P::AttacksUnblockedTriggerContext *>(ctx)) // 509.5g
      return Node(NodeKind::AttacksUnblocked, {objects(u->objectPhrase())});
    if (auto *more = dynamic_cast<P::MoreTriggerKo6Context *>(ctx)) { // --- ko6 ---
      auto *k = more->triggerKo6();
      if (auto *p = dynamic_cast<P::PutIntoGraveyardTriggerContext *>(k)) // whose graveyard counts
        return Node(NodeKind::PutIntoGraveyard,
                    {objects(p->objectPhrase()),
                     Node(has(p, "당신") ? NodeKind::You : NodeKind::EachOpponent)});
      if (auto *o = dynamic_cast<P::OneOrMoreAttackTriggerContext *>(k))
        return Node(NodeKind::OneOrMoreAttack, {filter(o->description())});
      if (dynamic_cast<P::CycleSelfTriggerContext *>(k)) return Node(NodeKind::CycleSelf);
      if (dynamic_cast<P::CycleSelfOrDiesTriggerContext *>(k))
        return Node(NodeKind::CycleSelf, {Node(NodeKind::OrDies)});
      if (auto *r = dynamic_cast<P::RollChaosTriggerContext *>(k)) {
        if (r->MANA_SYMBOL()->getText() != "{CHAOS}") throw NotUnderstood{r, "rolling this symbol"};
        return Node(NodeKind::RollChaos);
      }
      if (auto *st = dynamic_cast<P::StateTriggerKo6Context *>(k)) // 603.8
        return Node(NodeKind::StateTrigger, {condKo6(st->condKo6(), st->condStateEnd())});
      if (auto *m7 = dynamic_cast<P::MoreTriggerKo7Context *>(k)) { // --- ko7 --- 603.2
        auto *k7 = m7->triggerKo7();
        if (auto *aw =
                dynamic_cast<P::AttacksWithOthersTriggerContext *>(k7)) { // --- ko8 --- 508.3a
          Node others = amount(aw->amount());
          if (others.kind != NodeKind::Int)
            throw NotUnderstood{aw, "a variable number of attackers"};
          return Node(NodeKind::AttacksWithOthers, {Node(NodeKind::Self), std::move(others)});
        }
        if (dynamic_cast<P::BecomesMonstrousTriggerContext *>(k7)) // --- ko8 --- 701.29
          return Node(NodeKind::BecomesMonstrous, {Node(NodeKind::Self)});
        auto *e = lastAlternative<P::EntersOrTriggerContext>(k7);
        P::EitherSecondContext *second = e->eitherSecond();
        NodeKind kind = has(second, "공격할") ? NodeKind::Attacks
                        : has(second, "죽을") ? NodeKind::Dies
                        : has(second, "떠날") ? NodeKind::LeavesBattlefield
                                              : NodeKind::TurnedFaceUp;
        return Node(NodeKind::EitherTrigger,
                    {Node(NodeKind::EntersBattlefield, {Node(NodeKind::Self)}),
                     Node(kind, {Node(NodeKind::Self)})});
      }
      lastAlternative<P::SetInMotionTriggerContext>(k);
      return Node(NodeKind::SetInMotion);
    }
    auto *c = lastAlternative<P::ControlsNoneTriggerContext>(ctx); // 603.8
    return Node(NodeKind::StateTrigger, {controlCompare(c, c->description(), nullptr, true)});
  }
  // --- end ko5 ---

  // 방어할 / 공격할 / 공격하거나 방어할 수 없다: layer-6 flags, as in English.
  static std::vector<Node> combatRestriction(P::CombatRestrictionContext *ctx) {
    std::vector<Node> out;
    if (has(ctx, "공격할") || has(ctx, "공격하거나"))
      out.push_back(ast::keywordLeaf(ast::Keyword::CantAttack));
    if (has(ctx, "방어할")) out.push_back(ast::keywordLeaf(ast::Keyword::CantBlock));
    return out;
  }

  // --- ko6 --- prevention (615): (이 턴에) (Y에 의해) (X에게) 입혀지려 하는 모든 (전투)피해 /
  // 다음 피해 N점을 방지한다; X에게 입혀지거나 X가 입히려 하는 (dealt to and dealt by X).
  Node prevention(antlr4::ParserRuleContext *ctx, P::PreventAmountContext *amountCtx,
                  P::RecipientContext *to, P::ObjectPhraseContext *by,
                  P::ObjectPhraseContext *andBy) {
    Node what(NodeKind::AllDamage);
    bool combat = false;
    if (auto *next = dynamic_cast<P::PreventNextContext *>(amountCtx))
      what = damageAmount(next->damageAmount());
    else
      combat = has(amountCtx, "전투");
    bool all = what.kind == NodeKind::AllDamage;
    if (!all && !to) throw NotUnderstood{ctx, "the next damage with no one it is dealt to"};
    if (all && !combat && !to && !by)
      throw NotUnderstood{ctx, "preventing all damage with no one it is dealt to"};
    Node n(NodeKind::Prevent, {std::move(what)});
    if (combat) n.children.emplace_back(NodeKind::CombatDamage);
    if (andBy) {
      Node x = recipient(to);
      if (ast::withoutWording(objects(andBy)) != ast::withoutWording(x))
        throw NotUnderstood{andBy, "dealt to one object and by another"};
      n.children.push_back(Node(NodeKind::DamageToAndBy, {std::move(x)}));
    } else {
      if (to) n.children.push_back(Node(NodeKind::DamageTo, {recipient(to)}));
      if (by) n.children.push_back(Node(NodeKind::DamageBy, {objects(by)}));
    }
    if (has(ctx, "턴")) n.children.emplace_back(NodeKind::ThisTurn);
    return n;
  }

  // --- ko6 --- the conditions of condKo6, with the ending of their place (condIfEnd,
  // condAdnEnd, condStateEnd).
  Node condKo6(P::CondKo6Context *ctx, antlr4::ParserRuleContext *ending) {
    // The ending's family must fit the stem: 이라면 / 인 / 일 때 after a comparison (이하, 이상,
    // 종류 이상), 있다면 / 있는 / 있을 때 after a count of things that are there, 없다면 / 없는 /
    // 없을 때 after "none", 가지고 있다면 / 가진 after the blessing, 작다면 / 작은 after devotion.
    std::string e = ending->getText();
    auto in = [&](std::initializer_list<std::string_view> forms) {
      for (auto f : forms)
        if (e == f) return true;
      return false;
    };
    char family = in({"이라면", "라면", "인", "일때"})         ? 'i'
                  : in({"있다면", "있는", "있을때"})           ? 'e'
                  : in({"없다면", "없는", "없을때"})           ? 'n'
                  : in({"가지고있다면", "가진", "가지고있는"}) ? 'h'
                                                               : 'l';
    char wanted = dynamic_cast<P::CountersAtLeastCondContext *>(ctx) ||
                          dynamic_cast<P::CountInGraveyardCondContext *>(ctx)
                      ? 'e'
                  : dynamic_cast<P::NoCountersCondContext *>(ctx) ||
                          dynamic_cast<P::NoCardsInHandCondContext *>(ctx)
                      ? 'n'
                  : dynamic_cast<P::CitysBlessingCondContext *>(ctx) ? 'h'
                  : dynamic_cast<P::DevotionCondContext *>(ctx)      ? 'l'
                                                                     : 'i';
    if (family != wanted) throw NotUnderstood{ending, "this ending after this condition"};
    bool state = dynamic_cast<P::CondStateEndContext *>(ending) != nullptr;
    auto count = [&](P::AmountContext *a) {
      Node n = amount(a);
      if (n.kind != NodeKind::Int) throw NotUnderstood{a, "a variable count"};
      return n;
    };
    auto owner = [&](P::CondOwnerContext *o) {
      if (has(o, "당신")) return Node(NodeKind::You);
      if (thatPlayerIsActive_ && decls_.empty()) return Node(NodeKind::ActivePlayer);
      throw NotUnderstood{o, "'그 플레이어' with no player it can be"};
    };
    using K = NodeKind;
    if (auto *d = dynamic_cast<P::DeliriumCondContext *>(ctx)) {
      Node cards(K::Filter,
                 {Node(K::CardOnly), Node(K::InZone, {ast::zoneLeaf("graveyard"), Node(K::You)})});
      return ast::compareNode(Node(K::CardTypesAmong, {Node(K::All, {std::move(cards)})}),
                              K::RelAtLeast, count(d->amount()));
    }
    if (auto *l = dynamic_cast<P::LifeAtMostCondContext *>(ctx)) {
      auto n = parseDigits(l->NUMBER()->getText());
      if (!n) throw NotUnderstood{l, "this life total"};
      return ast::compareNode(Node(K::LifeTotal, {owner(l->condOwner())}), K::RelAtMost,
                              ast::intNode(int64_t(*n)));
    }
    if (auto *c = dynamic_cast<P::CountersAtLeastCondContext *>(ctx))
      return ast::compareNode(
          Node(K::CountersOn, {amountOwner(c->amountOwner()), counterKind(c->counterKind())}),
          K::RelAtLeast, count(c->amount()));
    if (auto *c = dynamic_cast<P::NoCountersCondContext *>(ctx))
      return ast::compareNode(
          Node(K::CountersOn, {amountOwner(c->amountOwner()), counterKind(c->counterKind())}),
          K::RelAtMost, ast::intNode(0));
    if (auto *c = dynamic_cast<P::CardsInHandCondContext *>(ctx))
      return ast::compareNode(Node(K::CardsIn, {owner(c->condOwner()), ast::zoneLeaf("hand")}),
                              has(c, "이하") ? K::RelAtMost : K::RelAtLeast, count(c->amount()));
    if (auto *c = dynamic_cast<P::NoCardsInHandCondContext *>(ctx)) {
      Node who = owner(c->condOwner());
      if (who.kind == K::You) // the existing form: (cards-at-most you hand 0), as English
        return Node(K::CardsAtMost, {std::move(who), ast::zoneLeaf("hand"), ast::intNode(0)});
      return ast::compareNode(Node(K::CardsIn, {std::move(who), ast::zoneLeaf("hand")}),
                              K::RelAtMost, ast::intNode(0));
    }
    if (auto *c = dynamic_cast<P::CountInGraveyardCondContext *>(ctx)) {
      Node f = filter(c->description());
      if (c->description()->quantifier() || f.children.size() == 1)
        throw NotUnderstood{c, "counting these cards"}; // bare cards: cards-at-least (above)
      f.children.push_back(Node(K::InZone, {ast::zoneLeaf("graveyard"), Node(K::You)}));
      return ast::compareNode(Node(K::CountOf, {Node(K::All, {std::move(f)})}), K::RelAtLeast,
                              count(c->amount()));
    }
    if (dynamic_cast<P::CitysBlessingCondContext *>(ctx)) {
      if (state) throw NotUnderstood{ctx, "the city's blessing as a state trigger"};
      return Node(K::HasCitysBlessing, {Node(K::You)});
    }
    auto *d = lastAlternative<P::DevotionCondContext>(ctx);
    auto n = parseDigits(d->NUMBER()->getText());
    if (!n) throw NotUnderstood{d, "this devotion"};
    Node dev(K::Devotion, {Node(K::You)});
    for (auto *c : d->colorWord())
      dev.children.push_back(ast::vocabLeaf(
          ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, colorSpelling(c))));
    return ast::compareNode(std::move(dev), K::RelLessThan, ast::intNode(int64_t(*n)));
  }

  // --- begin ko6: combat requirements and restrictions (508.1d, 509.1b-c) ---
  // The keyword leaves a combat predicate stands for; true if it says "this turn".
  bool combatPredicate(P::CombatPredicateContext *ctx, std::vector<Node> &leaves) {
    using K = ast::Keyword;
    bool turn = has(ctx, "턴");
    if (auto *c = dynamic_cast<P::CantPredContext *>(ctx)) {
      for (auto &leaf : combatRestriction(c->combatRestriction()))
        leaves.push_back(std::move(leaf));
      return false;
    }
    if (dynamic_cast<P::EachCombatPredContext *>(ctx) ||
        dynamic_cast<P::ThisTurnPredContext *>(ctx))
      leaves.push_back(
          ast::keywordLeaf(has(ctx, "공격한다") ? K::AttacksEachCombat : K::BlocksEachCombat));
    else if (dynamic_cast<P::MustBeBlockedPredContext *>(ctx))
      leaves.push_back(ast::keywordLeaf(K::MustBeBlocked));
    else if (dynamic_cast<P::CanBlockAdditionalPredContext *>(ctx))
      leaves.push_back(ast::keywordLeaf(K::CanBlockAdditional));
    else if (dynamic_cast<P::CantBeBlockedByMorePredContext *>(ctx))
      leaves.push_back(ast::keywordLeaf(K::CantBeBlockedByMoreThanOne));
    else
      leaves.push_back(ast::keywordLeaf(K::CantBeBlocked));
    return turn;
  }
  Node combatRule(P::ObjectPhraseContext *who, P::CombatPredicateContext *pred) {
    std::vector<Node> leaves;
    bool turn = combatPredicate(pred, leaves);
    Node n(NodeKind::GainKeyword, {objects(who)});
    for (auto &leaf : leaves)
      n.children.push_back(std::move(leaf));
    if (turn) n.children.push_back(Node(NodeKind::UntilEndOfTurn));
    return n;
  }
  Node allMustBlock(P::AllMustBlockContext *ctx) {
    Node who = objects(ctx->objectPhrase(0));
    // a target's second mention is a reference to it (그 생물 ... 그 생물)
    Node same = who.kind == NodeKind::Target ? ast::targetRef(targetCount_ - 1) : who;
    if (ast::withoutWording(objects(ctx->objectPhrase(1))) != ast::withoutWording(same))
      throw NotUnderstood{ctx->objectPhrase(1), "blocking another object than the one named"};
    Node n(NodeKind::GainKeyword, {std::move(who), ast::keywordLeaf(ast::Keyword::AllMustBlock)});
    if (has(ctx, "턴")) n.children.push_back(Node(NodeKind::UntilEndOfTurn));
    return n;
  }
  // --- end ko6 ---

  // ------------------------------------------------------------ static
  // --- ko4 --- "+1/+1을 받고 신속을 가진다", possibly under "as long as" conditions.
  static bool isPTAndKeywords(P::StaticAbilityContext *ctx) {
    while (auto *c = dynamic_cast<P::AsLongAsStaticContext *>(ctx))
      ctx = c->staticAbility();
    return dynamic_cast<P::StaticPTAndKeywordsContext *>(ctx) != nullptr;
  }
  std::vector<Node> staticPTAndKeywords(P::StaticAbilityContext *ctx) {
    if (auto *c = dynamic_cast<P::AsLongAsStaticContext *>(ctx)) {
      Node condition = asLongAs(c->asLongAsCondition());
      std::vector<Node> out;
      for (Node &n : staticPTAndKeywords(c->staticAbility()))
        out.push_back(Node(NodeKind::AsLongAs, {condition, std::move(n)}));
      return out;
    }
    auto *both = dynamic_cast<P::StaticPTAndKeywordsContext *>(ctx);
    auto mod = parsePTModifier(both->PT_MOD()->getText());
    if (!mod) throw NotUnderstood{both, "a variable P/T change"};
    Node who = objects(both->objectPhrase());
    if (who.kind == NodeKind::Target) throw NotUnderstood{both, "a target in a static ability"};
    std::vector<Node> leaves;
    if (both->quotedAbility()) { // --- ko6 --- 113.1a: +2/+2를 받고 "..."를 가진다
      Node pump = staticPumpAndKeywords(who, *mod, {}).children[0];
      return {std::move(pump), Node(NodeKind::GrantAbility, {who, quoted(both->quotedAbility())})};
    }
    if (both->keywordList())
      leaves = keywordLeaves(both->keywordList());
    else if (combatPredicate(both->combatPredicate(), leaves)) // ko6: 받고 방어할 수 없다
      throw NotUnderstood{both->combatPredicate(), "'this turn' in a static ability"};
    return staticPumpAndKeywords(who, *mod, std::move(leaves)).children;
  }
  // 당신이 숲을 조종하는 한 / 당신의 무덤에 카드가 일곱 장 이상 있는 한 / ~ 위에 charge
  // 카운터가 있는 한 / 당신의 생명점이 25점 이상인 한 (611.3a; one comparison, as English).
  Node asLongAs(P::AsLongAsConditionContext *ctx) { return at(ctx, asLongAsNode(ctx)); }
  Node asLongAsNode(P::AsLongAsConditionContext *ctx) {
    if (auto *c = dynamic_cast<P::ControlConditionContext *>(ctx))
      return controlCompare(c, c->description(), c->amount(), has(c, "않는"));
    if (auto *c = dynamic_cast<P::CardsConditionContext *>(ctx))
      return cardsAtLeast(c, c->zoneWord(), c->amount());
    if (auto *c = dynamic_cast<P::CountersConditionContext *>(ctx)) // ~ 위에 ... 카운터가 있는
      return ast::compareNode(Node(NodeKind::CountersOn,
                                   {amountOwner(c->amountOwner()), counterKind(c->counterKind())}),
                              NodeKind::RelAtLeast, ast::intNode(1));
    if (auto *c = dynamic_cast<P::IsConditionContext *>(ctx)) // 부여된 생물이 적색인
      return isCompare(c->objectPhrase(), c->isWhat());
    if (dynamic_cast<P::YourTurnConditionContext *>(ctx)) // --- ko5 --- 당신의 턴인 한
      return Node(NodeKind::YourTurn);
    if (dynamic_cast<P::NotYourTurnConditionContext *>(ctx)) // --- ko8 --- 당신의 턴이 아닌 한
      return Node(NodeKind::NotYourTurn);
    if (dynamic_cast<P::NoCardsConditionContext *>(ctx)) // --- ko5 --- 당신의 손에 카드가 없는 한
      return Node(NodeKind::CardsAtMost,
                  {Node(NodeKind::You), ast::zoneLeaf("hand"), ast::intNode(0)});
    if (auto *k = dynamic_cast<P::ConditionKo6Context *>(ctx))
      return condKo6(k->condKo6(), k->condAdnEnd());
    auto *l = lastAlternative<P::LifeConditionContext>(ctx); // 당신의 생명점이 25점 이상인
    return lifeAtLeast(l, l->NUMBER());
  }

  // The same conditions after "if" (603.4): 조종한다면, 있다면, 이상이라면.
  Node ifCondition(P::IfConditionContext *ctx) { return at(ctx, ifConditionNode(ctx)); }
  Node ifConditionNode(P::IfConditionContext *ctx) {
    if (auto *c = dynamic_cast<P::IfControlContext *>(ctx))
      return controlCompare(c, c->description(), c->amount(), has(c, "않는다면"));
    if (auto *c = dynamic_cast<P::IfCardsContext *>(ctx))
      return cardsAtLeast(c, c->zoneWord(), c->amount());
    if (auto *c = dynamic_cast<P::IfCountersContext *>(ctx))
      return ast::compareNode(Node(NodeKind::CountersOn,
                                   {amountOwner(c->amountOwner()), counterKind(c->counterKind())}),
                              NodeKind::RelAtLeast, ast::intNode(1));
    if (auto *c = dynamic_cast<P::IfIsContext *>(ctx))
      return isCompare(c->objectPhrase(), c->isWhat());
    // --- begin ko5: the werewolves' conditions (all players' spells last turn) ---
    if (dynamic_cast<P::IfAttackedThisTurnContext *>(ctx)) return Node(NodeKind::AttackedThisTurn);
    if (dynamic_cast<P::IfYourTurnContext *>(ctx)) return Node(NodeKind::YourTurn);
    if (dynamic_cast<P::IfNoCardsContext *>(ctx)) // hellbent
      return Node(NodeKind::CardsAtMost,
                  {Node(NodeKind::You), ast::zoneLeaf("hand"), ast::intNode(0)});
    if (auto *k = dynamic_cast<P::IfKickedContext *>(ctx)) { // 702.32d: 이 주문이 향상되었다면
      Node n(NodeKind::WasKicked);
      n.value = k->SELF() ? 1 : 2; // the wording, as English keeps it (~ / this spell)
      return n;
    }
    if (dynamic_cast<P::IfPermanentLeftContext *>(ctx))
      return Node(NodeKind::PermanentLeftThisTurn);
    if (dynamic_cast<P::IfCastFromHandContext *>(ctx)) return Node(NodeKind::CastFromHand);
    if (dynamic_cast<P::IfCreatureDiedContext *>(ctx)) // --- ko7 --- morbid (700.4)
      return Node(NodeKind::CreatureDiedThisTurn);
    if (auto *m = dynamic_cast<P::IfManaSpentContext *>(ctx)) { // --- ko8 --- 601.2h
      static const std::pair<std::string_view, std::string_view> kSymbol[] = {
          {"{W}", "white"}, {"{U}", "blue"}, {"{B}", "black"}, {"{R}", "red"}, {"{G}", "green"}};
      std::string symbol = canonicalManaSymbols(m->MANA_SYMBOL()->getText());
      for (auto &[sym, colour] : kSymbol)
        if (symbol == sym)
          return Node(NodeKind::ManaSpentToCast,
                      {ast::vocabLeaf(ast::Vocabulary::Color,
                                      *ast::valueOf(ast::Vocabulary::Color, std::string(colour)))});
      throw NotUnderstood{m, "mana of no one colour spent to cast"};
    }
    if (dynamic_cast<P::IfNotYourTurnContext *>(ctx)) return Node(NodeKind::NotYourTurn); // ko8
    if (dynamic_cast<P::IfNoSpellsLastTurnContext *>(ctx))
      return ast::compareNode(Node(NodeKind::SpellsCastLastTurn, {Node(NodeKind::EachPlayer)}),
                              NodeKind::RelAtMost, ast::intNode(0));
    if (auto *c = dynamic_cast<P::IfSpellsLastTurnContext *>(ctx)) {
      Node n = amount(c->amount());
      if (n.kind != NodeKind::Int) throw NotUnderstood{c, "a variable count"};
      return ast::compareNode(Node(NodeKind::MostSpellsCastLastTurn, {Node(NodeKind::EachPlayer)}),
                              NodeKind::RelAtLeast, std::move(n));
    }
    // --- end ko5 ---
    if (auto *k = dynamic_cast<P::IfKo6Context *>(ctx))
      return condKo6(k->condKo6(), k->condIfEnd());
    auto *l = lastAlternative<P::IfLifeContext>(ctx);
    return lifeAtLeast(l, l->NUMBER());
  }
  // "enchanted creature is red / a Wizard" (one quality): (compare OBJECT is (filter Q)).
  Node isCompare(P::ObjectPhraseContext *o, P::IsWhatContext *w) {
    Node who = objects(o);
    if (who.kind != NodeKind::Self && who.kind != NodeKind::AttachedObject &&
        who.kind !=
            NodeKind::TargetRef) // --- ko5 --- 그 생물이 좀비라면 (the target, named before)
      throw NotUnderstood{o, "a condition on this object"};
    Node f(NodeKind::Filter);
    if (auto *c = w->colorWord())
      f.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color,
                                          *ast::valueOf(ast::Vocabulary::Color, colorSpelling(c))));
    else if (auto *t = w->typeWord())
      f.children.push_back(typeLeaf(t));
    else if (has(w, "공격")) // --- ko5 --- 공격 중 / 탭된 상태 / 언탭된 상태
      f.children.emplace_back(NodeKind::Attacking);
    else if (has(w, "탭된"))
      f.children.emplace_back(NodeKind::IsTapped);
    else if (has(w, "언탭된"))
      f.children.emplace_back(NodeKind::IsUntapped);
    else if (has(w, "괴수화")) // --- ko8 --- 701.29: 괴수화 상태 (monstrous)
      f.children.emplace_back(NodeKind::IsMonstrous);
    else {
      std::string word = w->KO_SUBTYPE()->getText();
      const auto &table = subtypeTable();
      auto it = std::find_if(std::begin(table), std::end(table),
                             [&](auto &e) { return e.first == word; });
      if (it == std::end(table)) throw NotUnderstood{w, "the creature type '" + word + "'"};
      f.children.push_back(ast::subtypeLeaf(std::string(it->second)));
    }
    return ast::compareNode(std::move(who), NodeKind::RelIs, std::move(f));
  }
  Node controlCompare(antlr4::ParserRuleContext *c, P::DescriptionContext *d, P::AmountContext *a,
                      bool none) {
    if (d->quantifier() || has(d, "들")) throw NotUnderstood{c, "'all' in a condition of control"};
    int before = targetCount_;
    Node f = filter(d);
    if (targetCount_ != before) throw NotUnderstood{c, "a target inside a condition"};
    f.children.push_back(Node(
        NodeKind::ControlledBy,
        {c->getStart()->getText() == "당신" ? Node(NodeKind::You) : Node(NodeKind::EachOpponent)}));
    Node all(NodeKind::All, {std::move(f)});
    if (none) {
      if (a) throw NotUnderstood{c, "'not N or more' as a condition"};
      return ast::countCompare(all, true, ast::intNode(0));
    }
    Node n = a ? amount(a) : ast::intNode(1);
    if (n.kind != NodeKind::Int) throw NotUnderstood{c, "a variable count"};
    return ast::countCompare(all, false, n);
  }
  Node cardsAtLeast(antlr4::ParserRuleContext *c, P::ZoneWordContext *z, P::AmountContext *a) {
    std::string w = z->getText();
    if (w != "무덤" && w != "손") throw NotUnderstood{c, "cards in this zone as a condition"};
    Node n = amount(a);
    if (n.kind != NodeKind::Int) throw NotUnderstood{c, "a variable count"};
    return Node(
        NodeKind::CardsAtLeast,
        {Node(NodeKind::You), ast::zoneLeaf(w == "무덤" ? "graveyard" : "hand"), std::move(n)});
  }
  Node lifeAtLeast(antlr4::ParserRuleContext *c, antlr4::tree::TerminalNode *number) {
    auto n = parseDigits(number->getText());
    if (!n) throw NotUnderstood{c, "this life total"};
    return ast::lifeCompare(Node(NodeKind::You), false, ast::intNode(int64_t(*n)));
  }

  Node staticAbility(P::StaticAbilityContext *ctx) {
    if (auto *c = dynamic_cast<P::AsLongAsStaticContext *>(ctx)) // --- ko4 --- 611.3a
      return Node(NodeKind::AsLongAs,
                  {asLongAs(c->asLongAsCondition()), staticAbility(c->staticAbility())});
    if (auto *pt = dynamic_cast<P::StaticPTContext *>(ctx)) {
      auto [power, toughness] = ptChange(ctx, pt->PT_MOD()); // --- ko4 --- +X/+0 as well
      Node n(NodeKind::ModifyPT,
             {objects(pt->objectPhrase()), std::move(power), std::move(toughness)});
      if (pt->perEach()) n.children.push_back(perEach(pt->perEach())); // --- ko4 ---
      return n;
    }
    if (auto *d = dynamic_cast<P::DefinedPTStaticContext *>(ctx)) { // --- ko4 --- 604.3
      // ~의 공격력과 방어력은 ...와 같다: both the same number; ~의 공격력은: the power only.
      Node value = amountPhrase(d->amountPhrase());
      if (has(d, "방어력")) return Node(NodeKind::DefinedPT, {value, value});
      return Node(NodeKind::DefinedPT, {std::move(value)});
    }
    if (auto *cr = dynamic_cast<P::CantRuleStaticContext *>(ctx)) {
      // 플레이어들은 생명점을 얻을 수 없다 / 당신의 상대들은 순간마법 주문을 발동할 수 없다
      Node who = explicitPlayer(cr->playerSubject());
      if (who.kind != NodeKind::EachPlayer && who.kind != NodeKind::EachOpponent)
        throw NotUnderstood{cr->playerSubject(), "a 'can't' rule for this player"};
      if (dynamic_cast<P::CantGainLifeActionContext *>(cr->cantAction()))
        return Node(NodeKind::CantGainLife, {std::move(who)});
      auto *cast = lastAlternative<P::CantCastActionContext>(cr->cantAction());
      return Node(NodeKind::CantCast, {std::move(who), filter(cast->description())});
    }
    if (auto *cb = dynamic_cast<P::CantBlockStaticContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(cb->objectPhrase())});
      for (auto &leaf : combatRestriction(cb->combatRestriction()))
        n.children.push_back(std::move(leaf));
      return n;
    }
    if (auto *more = dynamic_cast<P::MoreStaticKo6Context *>(ctx)) { // --- ko6 ---
      if (auto *c = dynamic_cast<P::CombatPredicateStaticContext *>(more->staticKo6()))
        return combatRule(c->objectPhrase(), c->combatPredicate());
      if (auto *bo = dynamic_cast<P::BlockedOnlyByStaticContext *>(more->staticKo6())) { // 509.1b
        if (bo->description()->quantifier()) throw NotUnderstood{bo, "'all' in 'blocked only by'"};
        return Node(NodeKind::BlockedOnlyBy,
                    {objects(bo->objectPhrase()), filter(bo->description())});
      }
      if (auto *lk = dynamic_cast<P::LoseKeywordStaticContext *>(more->staticKo6())) { // 613.1f
        Node n(NodeKind::LoseKeyword, {objects(lk->objectPhrase())});
        for (auto &leaf : keywordLeaves(lk->keywordList()))
          n.children.push_back(std::move(leaf));
        return n;
      }
      if (auto *ac =
              dynamic_cast<P::AsEntersChooseTypeStaticContext *>(more->staticKo6())) { // 614.12
        if (objects(ac->objectPhrase()).kind != NodeKind::Self)
          throw NotUnderstood{ac, "a choice as another object enters"};
        return Node(NodeKind::AsEntersChooseCreatureType, {Node(NodeKind::Self)});
      }
      if (auto *ao = dynamic_cast<P::AttacksOnlyIfStaticContext *>(more->staticKo6())) { // 508.1c
        P::DescriptionContext *d = ao->description();
        if (d->quantifier() || has(d, "들"))
          throw NotUnderstood{ao, "'all' in a condition of control"};
        int before = targetCount_;
        Node f = filter(d);
        if (targetCount_ != before) throw NotUnderstood{ao, "a target inside a condition"};
        f.children.push_back(
            Node(NodeKind::ControlledBy,
                 {Node(has(ao, "방어하는") ? NodeKind::DefendingPlayer : NodeKind::You)}));
        return Node(NodeKind::AttacksOnlyIf, {objects(ao->objectPhrase()),
                                              ast::countCompare(Node(NodeKind::All, {std::move(f)}),
                                                                false, ast::intNode(1))});
      }
      if (auto *ps = dynamic_cast<P::PreventStaticContext *>(more->staticKo6())) // 615
        return prevention(ps, ps->preventAmount(), ps->recipient(), ps->objectPhrase(), nullptr);
      if (auto *pb = dynamic_cast<P::PreventToAndByStaticContext *>(more->staticKo6()))
        return prevention(pb, pb->preventAmount(), pb->recipient(), nullptr, pb->objectPhrase());
      if (auto *nt = dynamic_cast<P::NotTypeStaticContext *>(more->staticKo6())) { // 205.1a
        Node type = typeLeaf(nt->typeWord());
        if (type.kind != NodeKind::CardTypeLeaf) throw NotUnderstood{nt, "not this kind"};
        return Node(NodeKind::NotCardType, {objects(nt->objectPhrase()), std::move(type)});
      }
      if (auto *sl = dynamic_cast<P::SelfCostsLessIfStaticContext *>(more->staticKo6())) {
        std::string symbols = canonicalManaSymbols(sl->manaSymbols()->getText()); // 601.2f
        if (symbols.find_first_not_of("{}0123456789") != std::string::npos)       // as English
          throw NotUnderstood{sl->manaSymbols(), "a reduction of colored or variable mana"};
        return Node(NodeKind::SelfCostsLess,
                    {ast::manaCost(symbols),
                     Node(NodeKind::Intervening, {ifCondition(sl->ifCondition())})});
      }
      if (auto *sv = dynamic_cast<P::StrivesStaticContext *>(more->staticKo6())) // 601.2f
        return Node(NodeKind::SelfCostsMorePerTarget,
                    {ast::manaCost(canonicalManaSymbols(sv->manaSymbols()->getText()))});
      if (auto *lt = dynamic_cast<P::SetLandTypeStaticContext *>(more->staticKo6())) { // 305.7
        std::string w = lt->KO_SUBTYPE()->getText();
        const auto &table = subtypeTable();
        auto it =
            std::find_if(std::begin(table), std::end(table), [&](auto &e) { return e.first == w; });
        static constexpr std::string_view kBasic[] = {"Plains", "Island", "Swamp", "Mountain",
                                                      "Forest"};
        if (it == std::end(table) ||
            std::find(std::begin(kBasic), std::end(kBasic), it->second) == std::end(kBasic))
          throw NotUnderstood{lt, "being of this type"};
        Node n(NodeKind::SetLandType,
               {objects(lt->objectPhrase()), ast::subtypeLeaf(std::string(it->second))});
        n.value = n.children[0].kind == NodeKind::All; // English's wording: "are" for a set
        return n;
      }
      if (dynamic_cast<P::SkipDrawStepStaticContext *>(more->staticKo6())) // --- ko7 --- 614.10
        return Node(NodeKind::SkipStep,
                    {Node(NodeKind::You),
                     ast::vocabLeaf(ast::Vocabulary::Step,
                                    *ast::valueOf(ast::Vocabulary::Step, "draw-step"))});
      if (auto *mh = dynamic_cast<P::NoMaxHandSizeStaticContext *>(more->staticKo6())) // 402.2
        return Node(NodeKind::NoMaxHandSize,
                    {Node(has(mh, "각") ? NodeKind::EachPlayer : NodeKind::You)});
      if (auto *cm = dynamic_cast<P::CostsMoreStaticContext *>(more->staticKo6())) { // --- ko7 ---
        if (cm->description()->quantifier()) throw NotUnderstood{cm, "'all' in a cost increase"};
        std::string symbols = canonicalManaSymbols(cm->manaSymbols()->getText());
        if (symbols.find_first_of("XYZ/") != std::string::npos) // as English (601.2f)
          throw NotUnderstood{cm->manaSymbols(), "a cost change of these symbols"};
        // the caster, when written, is a word of this rule (not of the description)
        Node caster = has(cm, "당신")   ? Node(NodeKind::You)
                      : has(cm, "상대") ? Node(NodeKind::EachOpponent)
                                        : Node(NodeKind::EachPlayer);
        return Node(NodeKind::CostsMore,
                    {std::move(caster), filter(cm->description()), ast::manaCost(symbols)});
      }
      // --- ko7 --- 614.1c: "~ enters the battlefield tapped unless <control>": the printed "if"
      // form read back as English's "unless" (the same replacement): 조종하지 않는다면 is
      // "unless you control one", 세 개 이상 조종한다면 "unless you control two or fewer".
      if (auto *et = dynamic_cast<P::EntersTappedIfStaticContext *>(more->staticKo6())) {
        auto *ic = dynamic_cast<P::IfControlContext *>(et->ifCondition());
        if (!ic || ic->getStart()->getText() != "당신")
          throw NotUnderstood{et, "entering tapped under this condition"};
        Node who = objects(et->objectPhrase());
        if (who.kind != NodeKind::Self) throw NotUnderstood{et, "another object entering tapped"};
        Node c = ifCondition(ic);
        if (c.kind != NodeKind::Compare || c.children[0].kind != NodeKind::CountOf ||
            c.children[2].kind != NodeKind::Int)
          throw NotUnderstood{et, "entering tapped under this condition"};
        Node all = c.children[0].children[0];
        bool none = c.children[1].kind == NodeKind::RelAtMost; // 조종하지 않는다면: at most 0
        if (none && c.children[2].value != 0)
          throw NotUnderstood{et, "entering tapped under this condition"};
        Node unless =
            none ? ast::countCompare(std::move(all), false, ast::intNode(1))
                 : ast::countCompare(std::move(all), true, ast::intNode(c.children[2].value - 1));
        return Node(NodeKind::EntersTapped,
                    {std::move(who), Node(NodeKind::Unless, {std::move(unless)})});
      }
      return allMustBlock(
          lastAlternative<P::AllMustBlockStaticContext>(more->staticKo6())->allMustBlock());
    }
    if (auto *kw = dynamic_cast<P::StaticKeywordsContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(kw->objectPhrase())});
      for (auto &leaf : keywordLeaves(kw->keywordList()))
        n.children.push_back(std::move(leaf));
      return n;
    }
    // --- begin kopl: restrictions as sentences, and "enters the battlefield tapped" (614.1c) ---
    if (auto *r = dynamic_cast<P::CantBeBlockedStaticContext *>(ctx))
      return Node(NodeKind::GainKeyword,
                  {objects(r->objectPhrase()), ast::keywordLeaf(ast::Keyword::CantBeBlocked)});
    if (auto *r = dynamic_cast<P::DoesntUntapStaticContext *>(ctx)) {
      Node who = objects(r->objectPhrase());
      // 당신의 언탭단 is the permanent's own controller's only for ~ itself.
      if (has(r, "당신") && who.kind != NodeKind::Self)
        throw NotUnderstood{r, "'your untap step' for another permanent"};
      return Node(NodeKind::GainKeyword,
                  {std::move(who), ast::keywordLeaf(ast::Keyword::DoesntUntap)});
    }
    if (auto *r = dynamic_cast<P::CanBlockOnlyFlyingStaticContext *>(ctx)) // --- kopl --- 509.1b
      return Node(NodeKind::GainKeyword,
                  {objects(r->objectPhrase()), ast::keywordLeaf(ast::Keyword::CanBlockOnlyFlying)});
    if (auto *r = dynamic_cast<P::MayNotUntapStaticContext *>(ctx)) // --- kopl --- 502.3
      return Node(NodeKind::GainKeyword,
                  {objects(r->objectPhrase()), ast::keywordLeaf(ast::Keyword::MayNotUntap)});
    if (auto *r = dynamic_cast<P::AttacksEachCombatStaticContext *>(ctx))
      return Node(NodeKind::GainKeyword,
                  {objects(r->objectPhrase()), ast::keywordLeaf(ast::Keyword::AttacksEachCombat)});
    if (auto *nb = dynamic_cast<P::NotBlockedByStaticContext *>(ctx)) { // --- ko5 --- 509.1b
      if (nb->description()->quantifier()) throw NotUnderstood{nb, "'all' in 'blocked by'"};
      return Node(NodeKind::NotBlockedBy, {objects(nb->objectPhrase()), filter(nb->description())});
    }
    if (auto *cl = dynamic_cast<P::CostsLessStaticContext *>(ctx)) { // --- ko5 --- 601.2f
      if (cl->description()->quantifier()) throw NotUnderstood{cl, "'all' in a cost reduction"};
      return Node(NodeKind::CostsLess,
                  {Node(NodeKind::You), filter(cl->description()),
                   ast::manaCost(canonicalManaSymbols(cl->manaSymbols()->getText()))});
    }
    if (auto *c = dynamic_cast<P::ControlStaticContext *>(ctx)) // --- ko5 --- 613.1b
      return Node(NodeKind::GainControl, {objects(c->objectPhrase())});
    if (auto *g = dynamic_cast<P::GrantAbilityStaticContext *>(ctx)) // --- ko4 --- 113.1a
      return Node(NodeKind::GrantAbility, {objects(g->objectPhrase()), quoted(g->quotedAbility())});
    if (auto *r = dynamic_cast<P::EntersTappedStaticContext *>(ctx))
      return Node(NodeKind::EntersTapped, {objects(r->objectPhrase())});
    if (auto *r = dynamic_cast<P::EntersWithCountersStaticContext *>(ctx)) { // --- kopl3 --- 614.1c
      Node who = objects(r->objectPhrase());
      // English reads "~ enters the battlefield with ..." only (a replacement on ~ itself).
      if (who.kind != NodeKind::Self)
        throw NotUnderstood{r, "another object entering with counters"};
      Node n(NodeKind::EntersWithCounters,
             {std::move(who), counterKind(r->counterKind()), amount(r->countOf()->amount())});
      if (auto *c = r->ifCondition()) // --- ko5 --- 이 턴에 당신이 공격했다면, ~은 ...
        n.children.push_back(Node(NodeKind::Intervening, {ifCondition(c)}));
      if (r->perEach() && r->ifCondition()) // --- ko7 --- one or the other, as English reads it
        throw NotUnderstood{r, "a condition and 'for each' together"};
      return withPerEach(std::move(n), r->perEach()); // --- ko7 --- ... 한 장당 (614.1c)
    }
    // --- end kopl ---
    // --- begin aschoose ---
    if (auto *ac = dynamic_cast<P::KoAsEntersChooseColorContext *>(ctx)) { // 614.12
      if (objects(ac->objectPhrase()).kind != NodeKind::Self)
        throw NotUnderstood{ac, "a choice as another object enters"};
      return Node(NodeKind::AsEntersChooseColor, {Node(NodeKind::Self)});
    }
    // --- end aschoose ---
    auto *ex = lastAlternative<P::ExileInsteadContext>(ctx);
    Node from = ex->fromZone() && ex->fromZone()->zoneRef() ? zone(ex->fromZone()->zoneRef())
                                                            : Node(NodeKind::AnyZone);
    if (ex->zoneRef()->zoneWord()->getStart() != ex->zoneRef()->getStart())
      throw NotUnderstood{ex->zoneRef(), "a particular player's zone"};
    Node event(NodeKind::ZoneChangeEvent, {objects(ex->objectPhrase()), from, zone(ex->zoneRef())});
    return Node(NodeKind::Replacement, {event, Node(NodeKind::RedirectTo, {ast::zoneLeaf("exile")})});
  }

  // ------------------------------------------------------------ effects
  // Effects joined in one sentence share an omitted subject (as in English):
  // the second verb of "목표 플레이어는 카드 한 장을 뽑고 생명 1점을 잃는다" /
  // "docelowy gracz dobiera kartę i traci 1 punkt życia" is the same player's.
  // A sentence "X를 목표로 정한다." declares the target; the next sentences
  // name it (그 생물, 그 목표, 그 플레이어): its first mention is the Target
  // node, where English writes "target creature", later ones refer to it.
  void appendEffects(Node &ability, P::EffectSentencesContext *ctx) {
    std::deque<Declared> outer = std::move(decls_);
    decls_.clear();
    size_t xFrom = ability.children.size(); // --- ko4 --- the effects an X definition covers
    for (auto *child : ctx->children) {
      if (auto *where = dynamic_cast<P::XDefinitionContext *>(child)) { // --- ko4 --- 107.3c
        // X paid as part of the cost ({X}) and X defined by the text cannot both hold.
        for (size_t i = 0; i < xFrom; ++i)
          if (paysX(ability.children[i]))
            throw NotUnderstood{where, "an X defined in the text and paid in the cost"};
        defineX(ability.children, xFrom, where);
        xFrom = ability.children.size();
        continue;
      }
      if (auto *decl = dynamic_cast<P::TargetDeclContext *>(child)) {
        // --- ko6 --- several declarations before they are named: each later "그 X" must name
        // exactly one of them (declaredRef), else it is refused as ambiguous.
        decls_.push_back(declare(decl));
        continue;
      }
      auto *sentence = dynamic_cast<P::EffectSentenceContext *>(child);
      if (!sentence) continue;
      if (auto *r = sentence->restriction()) { // --- ko5 --- 602.5b: after the effects
        if (ability.kind != NodeKind::Activated)
          throw NotUnderstood{r, "a restriction on activating outside an activated ability"};
        ability.children.push_back(at(r, restriction(r)));
        continue;
      }
      inheritedSubject_.reset();
      size_t firstEffect = ability.children.size(); // --- ko5 --- what "그렇게 한다면" covers
      for (auto *e : sentence->effect()) {
        lastSubject_.reset();
        if (auto *nr = dynamic_cast<P::CantBeRegeneratedContext *>(e)) {
          // "그 생물을 파괴한다. 그 생물은 재생될 수 없다." qualifies the destruction.
          Node *last = ability.children.empty() ? nullptr : &ability.children.back();
          if (!last || last->kind != NodeKind::Destroy || last->find(NodeKind::NoRegeneration))
            throw NotUnderstood{nr, "'can't be regenerated' without a destruction before it"};
          // --- kopl3 --- "모든 생물을 파괴한다. 모든 생물은 재생될 수 없다.": the same objects
          if (nr->description() &&
              Node(NodeKind::All, {filter(nr->description())}) != last->children[0])
            throw NotUnderstood{nr,
                                "'can't be regenerated' for other objects than those destroyed"};
          last->children.emplace_back(NodeKind::NoRegeneration);
          continue;
        }
        if (auto *pg = dynamic_cast<P::PumpAndGainContext *>(e)) {
          // "+2/+0을 받고 선제공격을 얻는다": two effects on one object.
          auto [power, toughness] = ptChange(pg, pg->PT_MOD()); // --- ko4 --- +X/+0 as well
          Node who = objects(pg->objectPhrase());
          Node again = who.kind == NodeKind::Target ? ast::targetRef(targetCount_ - 1) : who;
          ability.children.push_back(
              Node(NodeKind::ModifyPT, {std::move(who), std::move(power), std::move(toughness),
                                        duration(pg->duration())}));
          Node g(NodeKind::GainKeyword, {std::move(again)});
          for (auto &leaf : keywordLeaves(pg->keywordList()))
            g.children.push_back(std::move(leaf));
          g.children.push_back(duration(pg->duration()));
          ability.children.push_back(std::move(g));
          continue;
        }
        ability.children.push_back(effect(e));
        if (lastSubject_)
          inheritedSubject_ = lastSubject_;
      }
      if (auto *ifDo = sentence->ifYouDo()) // --- ko5 --- 608.2c
        conditionOnPrevious(ability, firstEffect, ifDo);
      if (auto *cond = sentence->ifCondition()) { // --- ko5 --- "If ..., <effects>." (if-effect)
        Node n(NodeKind::IfEffect, {ifCondition(cond)});
        for (size_t i = firstEffect; i < ability.children.size(); ++i)
          n.children.push_back(std::move(ability.children[i]));
        ability.children.resize(firstEffect);
        ability.children.push_back(at(sentence, std::move(n)));
      }
    }
    for (auto &d : decls_)
      if (!d.index) throw NotUnderstood{ctx, "a target declared and never named"};
    decls_ = std::move(outer);
    inheritedSubject_.reset();
  }
  std::optional<Node> inheritedSubject_, lastSubject_;
  int targetCount_ = 0;

  struct Declared {
    std::vector<Node> parts;  // the Target node's children
    bool player = false;      // 플레이어 / 상대 (not an object)
    std::optional<int> index; // its number once named
  };
  std::deque<Declared> decls_;     // --- ko6 --- the targets declared in this text, in order
  bool thatPlayerIsEvent_ = false; // after "deals damage to a player": 그 플레이어
  // effects8: the activated ability's cost discards one card, or exiles one object (608.2h)
  bool costDiscardsOne_ = false, costExilesOne_ = false;
  bool thatPlayerIsActive_ =
      false; // --- ko5 --- after "each (opponent's) upkeep": the active player

  Declared declare(P::TargetDeclContext *ctx) {
    if (auto *an = dynamic_cast<P::AnyNumberTargetDeclContext *>(ctx)) { // --- ko8 --- 601.2c
      Declared out;
      out.parts.push_back(filter(an->description()));
      out.parts.push_back(Node(NodeKind::AnyNumber));
      return out;
    }
    if (auto *a = dynamic_cast<P::AnyTargetDeclContext *>(ctx)) {
      if (a->amount()) // --- ko8 --- 원하는 목표를 최대 세 개까지 정한다 (601.2c)
        return {
            {Node(NodeKind::AnyTarget), Node(NodeKind::UpTo, {amount(a->amount())})}, false, {}};
      return {{Node(NodeKind::AnyTarget)}, false, {}};
    }
    if (auto *u =
            dynamic_cast<P::UpToTargetDeclContext *>(ctx)) { // 생물을 최대 두 개까지 목표로 정한다
      Declared out;
      out.parts.push_back(filter(u->description()));
      out.parts.push_back(Node(NodeKind::UpTo, {amount(u->amount())}));
      return out;
    }
    auto *d = lastAlternative<P::DescribedTargetDeclContext>(ctx);
    if (d->declared().size() != 1)
      throw NotUnderstood{ctx, "several targets declared in one sentence"};
    P::DeclaredContext *what = d->declared(0);
    P::DeclCountContext *count = nullptr;
    Declared out;
    if (auto *cp = dynamic_cast<P::DeclaredCreatureOrPlayerContext *>(what)) {
      // Older prints: 생물 또는 플레이어 하나 ("any target" in Oracle since 2018).
      out.parts.push_back(Node(NodeKind::AnyTarget));
      count = cp->declCount();
    } else if (auto *pp = dynamic_cast<P::DeclaredPlayerOrPlaneswalkerContext *>(what)) {
      out.parts.push_back(Node(NodeKind::TargetPlayerOrPlaneswalker));
      count = pp->declCount();
      // --- begin dmg ---
    } else if (auto *op = dynamic_cast<P::DeclaredOpponentOrPlaneswalkerContext *>(what)) {
      out.parts.push_back(Node(NodeKind::TargetOpponentOrPlaneswalker));
      count = op->declCount();
      // --- end dmg ---
    } else if (auto *p = dynamic_cast<P::DeclaredPlayerContext *>(what)) {
      out.parts.push_back(has(p, "상대") ? Node(NodeKind::TargetOpponent)
                                         : Node(NodeKind::TargetPlayer));
      out.player = true;
      count = p->declCount();
    } else if (auto *u = dynamic_cast<P::DeclaredUpToContext *>(what)) { // 최대 두 개의 생물
      out.parts.push_back(filter(u->description()));
      out.parts.push_back(Node(NodeKind::UpTo, {amount(u->amount())}));
      return out;
    } else {
      auto *o = lastAlternative<P::DeclaredObjectContext>(what);
      if (o->description()->quantifier())
        throw NotUnderstood{o, "'all' or 'each' declared as a target"};
      out.parts.push_back(filter(o->description()));
      count = o->declCount();
    }
    if (count && count->amount()) {
      Node n = amount(count->amount());
      if (!(n.kind == NodeKind::Int && n.value == 1)) out.parts.push_back(std::move(n));
    }
    return out;
  }

  // 그 목표 / 그 생물 / 그 플레이어: the declared target (its first mention
  // is the target itself). `asRecipient`: a player target that is dealt damage
  // reads as "target player or planeswalker", the Oracle wording since the
  // 2018 rules change of every older "target player" damage spell.
  // --- ko6 --- which declaration "그 <word>" names: the only one, or among several the only one
  // the renderer names with that word (그 생물 / 그 대지 / 그 주문 / 그 카드 / 그 목표; 그 플레이어
  // and 그 상대 name the only declared player). `word` empty: any (the only declaration).
  static std::string nounOf(const Declared &d) {
    const Node &k = d.parts[0];
    if (d.player) return "플레이어";
    if (k.kind != NodeKind::Filter) return "목표";
    static const std::pair<std::string_view, std::string_view> kTypes[] = {
        {"creature", "생물"}, {"artifact", "마법물체"},         {"enchantment", "부여마법"},
        {"land", "대지"},     {"planeswalker", "플레인즈워커"}, {"permanent", "지속물"},
        {"spell", "주문"},    {"instant", "순간마법"},          {"sorcery", "집중마법"},
    };
    int types = 0;
    std::string word = "목표";
    for (auto &p : k.children) {
      if (p.kind == NodeKind::CardOnly) return d.parts.size() == 1 ? "카드" : "목표";
      if (p.kind == NodeKind::CardTypeLeaf) {
        ++types;
        for (auto &[en, ko] : kTypes)
          if (ast::spelling(ast::Vocabulary::CardType, p.value) == en) word = std::string(ko);
      }
      if (p.kind == NodeKind::AnyOf) return "목표";
    }
    return types == 1 ? word : "목표";
  }
  Declared *pick(antlr4::ParserRuleContext *ctx, std::string word, bool player) {
    if (decls_.empty()) return nullptr;
    if (decls_.size() == 1) return player && !decls_[0].player ? nullptr : &decls_[0];
    if (word == "상대") word = "플레이어";
    Declared *found = nullptr;
    for (auto &d : decls_)
      if (player ? d.player : (!d.player && (word.empty() || nounOf(d) == word))) {
        if (found) throw NotUnderstood{ctx, "which declared target '그 " + word + "' names"};
        found = &d;
      }
    return found;
  }
  // The word after 그 in a reference (그 생물들 -> 생물).
  static std::string refWord(antlr4::ParserRuleContext *ctx) {
    std::string t = ctx->getText();
    size_t at = t.find("그");
    if (at == std::string::npos) return {};
    t = t.substr(at + std::string("그").size());
    for (std::string_view tail : {"들", "의"})
      if (t.size() >= tail.size() && t.compare(t.size() - tail.size(), tail.size(), tail) == 0)
        t.resize(t.size() - tail.size());
    return t;
  }

  // 그 목표 / 그 생물 / 그 플레이어: the declared target (its first mention
  // is the target itself). `asRecipient`: a player target that is dealt damage
  // reads as "target player or planeswalker", the Oracle wording since the
  // 2018 rules change of every older "target player" damage spell.
  std::optional<Node> declaredRef(Declared *d, bool asRecipient = false) {
    if (!d) return std::nullopt;
    if (d->index) return ast::targetRef(*d->index);
    std::vector<Node> parts = d->parts;
    if (asRecipient && d->player && parts[0].kind == NodeKind::TargetPlayer && parts.size() == 1)
      parts[0] = Node(NodeKind::TargetPlayerOrPlaneswalker);
    Node t = makeTarget(std::move(parts));
    d->index = targetCount_ - 1;
    return t;
  }

  // Targets are numbered in the order they are built, which is the order
  // ast::canonicalize hoists them in.
  Node makeTarget(std::vector<Node> parts) {
    ++targetCount_;
    return Node(NodeKind::Target, std::move(parts));
  }

  Node duration(P::DurationContext *) { return Node(NodeKind::UntilEndOfTurn); }

  // --- begin ko5 ---
  // "만약 그렇게 한다면, ...": the sentence's effects become one IfYouDo (IfYouDont) node
  // after the optional action (608.2c), as English builds "If you do, ...".
  void conditionOnPrevious(Node &ability, size_t firstEffect, P::IfYouDoContext *ctx) {
    if (firstEffect == 0 || ability.children[firstEffect - 1].kind != NodeKind::May)
      throw NotUnderstood{ctx, "'그렇게 한다면' without an optional action before it"};
    Node n(has(ctx, "않는다면") ? NodeKind::IfYouDont : NodeKind::IfYouDo);
    for (size_t i = firstEffect; i < ability.children.size(); ++i)
      n.children.push_back(std::move(ability.children[i]));
    ability.children.resize(firstEffect);
    ability.children.push_back(at(ctx, std::move(n)));
  }
  // 이 능력은 집중마법 타이밍에만 / 한 턴에 한 번만 / 당신의 턴에만 활성화할 수 있다 (602.5b)
  Node restriction(P::RestrictionContext *ctx) {
    auto *when = ctx->restrictionWhen();
    if (!when) return Node(NodeKind::AnyPlayerMayActivate); // --- ko6 --- 602.2
    if (auto *c = dynamic_cast<P::ControlsWhenContext *>(when))
      return Node(NodeKind::ActivateOnlyIf,
                  {controlCompare(c, c->description(), c->amount(), false)});
    if (auto *c = dynamic_cast<P::CardsWhenContext *>(when)) // --- ko7 --- threshold
      return Node(NodeKind::ActivateOnlyIf, {cardsAtLeast(c, c->zoneWord(), c->amount())});
    if (dynamic_cast<P::NoCardsWhenContext *>(when)) // --- ko7 --- hellbent
      return Node(NodeKind::ActivateOnlyIf,
                  {Node(NodeKind::CardsAtMost,
                        {Node(NodeKind::You), ast::zoneLeaf("hand"), ast::intNode(0)})});
    if (dynamic_cast<P::SorcerySpeedWhenContext *>(when)) return Node(NodeKind::SorcerySpeed);
    if (dynamic_cast<P::OncePerTurnWhenContext *>(when)) return Node(NodeKind::OncePerTurn);
    if (dynamic_cast<P::YourTurnWhenContext *>(when))
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurn)});
    if (dynamic_cast<P::YourUpkeepWhenContext *>(when))
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourUpkeep)});
    lastAlternative<P::YourTurnBeforeAttackersWhenContext>(when);
    return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurnBeforeAttackers)});
  }
  Node effectKo5(P::EffectKo5Context *ctx) {
    if (auto *m = dynamic_cast<P::MillContext *>(ctx)) { // 701.13
      Node who = player(m->playerSubject());
      // your library / their own library: 당신의 for "you", 자신의 for another player
      std::string mine = who.kind == NodeKind::You ? "당신의" : "자신의";
      for (auto *owner : m->libraryOwner())
        if (owner->getText() != mine)
          throw NotUnderstood{owner, "another player's library or graveyard"};
      return Node(NodeKind::Mill, {std::move(who), amount(m->countOf()->amount())});
    }
    if (auto *p = dynamic_cast<P::PayManaContext *>(ctx)) { // 118.1
      Node who = player(p->playerSubject());
      return Node(
          NodeKind::PayMana,
          {std::move(who), ast::manaCost(canonicalManaSymbols(p->manaSymbols()->getText()))});
    }
    if (auto *u = dynamic_cast<P::UnlessPaysContext *>(ctx)) { // 118.12
      Node who = explicitPlayer(u->playerSubject());
      Node mana = ast::manaCost(canonicalManaSymbols(u->manaSymbols()->getText()));
      return Node(NodeKind::UnlessPays, {std::move(who), std::move(mana), effect(u->effect())});
    }
    if (auto *b = dynamic_cast<P::PutOntoBattlefieldContext *>(ctx)) { // 110.2
      Node n(NodeKind::PutOntoBattlefield, {objects(b->objectPhrase())});
      if (auto *owner = b->controlOwner(); owner && owner->getText() == "당신의")
        n.children.emplace_back(NodeKind::UnderYourControl);
      if (has(b, "탭된")) n.children.emplace_back(NodeKind::IsTapped);
      return n;
    }
    if (auto *l = dynamic_cast<P::PutOnLibraryContext *>(ctx)) { // 401.4
      Node n(NodeKind::PutOnLibrary, {objects(l->objectPhrase())});
      if (has(l, "밑")) n.children.emplace_back(NodeKind::LibraryBottom);
      return n;
    }
    if (auto *g = dynamic_cast<P::GainControlContext *>(ctx)) { // 613.1b
      Node n(NodeKind::GainControl, {objects(g->objectPhrase())});
      if (g->duration()) n.children.push_back(duration(g->duration()));
      return n;
    }
    if (auto *t = dynamic_cast<P::TransformEffectContext *>(ctx)) // 701.28
      return Node(NodeKind::Transform, {objects(t->objectPhrase())});
    if (auto *t = dynamic_cast<P::TapOrUntapContext *>(ctx)) // 608.2d
      return Node(NodeKind::TapOrUntap, {objects(t->objectPhrase())});
    if (auto *l = dynamic_cast<P::LookAtTopBackContext *>(ctx)) { // look, then back in any order
      Node who = has(l->libraryOwnerAny(), "그") ? Node(NodeKind::Filter) : Node(NodeKind::You);
      if (who.kind == NodeKind::Filter) {
        Declared *d = pick(l, "플레이어", true);
        if (!d) throw NotUnderstood{l, "'그 플레이어' with no player declared as a target"};
        who = *declaredRef(d);
      }
      Node n = amount(l->countOf()->amount());
      // one card is only looked at; several are put back "in any order" (said or not, the AST
      // is the one English builds: the rest go back to the library)
      if (has(l, "보고") && n.kind == NodeKind::Int && n.value == 1)
        throw NotUnderstood{l, "one card put back in any order"};
      return Node(NodeKind::LookAtTop, {std::move(who), std::move(n),
                                        Node(NodeKind::PutRest, {ast::zoneLeaf("library")})});
    }
    if (auto *dh = dynamic_cast<P::DiscardHandContext *>(ctx)) { // --- ko6 --- 701.8a
      Node who = dh->playerSubject() ? player(dh->playerSubject()) : Node(NodeKind::You);
      // 자신의 for another player's own hand, 당신의 for yours: the words must agree
      if (has(dh, "자신") == (who.kind == NodeKind::You))
        throw NotUnderstood{dh, "whose hand this is"};
      return Node(NodeKind::DiscardHand, {std::move(who)});
    }
    if (auto *sw = dynamic_cast<P::SwitchPTContext *>(ctx)) { // --- ko6 --- 613.4d
      Node n(NodeKind::SwitchPT, {objects(sw->objectPhrase())});
      if (sw->duration()) n.children.push_back(duration(sw->duration()));
      return n;
    }
    if (dynamic_cast<P::ExtraTurnContext *>(ctx)) // --- ko6 --- 500.7
      return Node(NodeKind::ExtraTurn, {Node(NodeKind::You)});
    if (auto *ge = dynamic_cast<P::GetEmblemContext *>(ctx)) { // --- ko6 --- 114.1
      Node who = ge->playerSubject() ? player(ge->playerSubject()) : Node(NodeKind::You);
      KoBuilder inner(line_, offs_);
      std::vector<Node> out;
      inner.abilities(ge->ability(), out);
      if (out.size() != 1) throw NotUnderstood{ge, "an emblem with several abilities"};
      return Node(NodeKind::GetEmblem, {std::move(who), std::move(out[0])});
    }
    if (auto *lk = dynamic_cast<P::LoseKeywordContext *>(ctx)) { // --- ko6 --- 613.1f
      Node n(NodeKind::LoseKeyword, {objects(lk->objectPhrase())});
      for (auto &leaf : keywordLeaves(lk->keywordList()))
        n.children.push_back(std::move(leaf));
      if (lk->duration()) n.children.push_back(duration(lk->duration()));
      return n;
    }
    if (auto *c = dynamic_cast<P::CombatPredicateEffectContext *>(ctx)) // --- ko6 ---
      return combatRule(c->objectPhrase(), c->combatPredicate());
    if (auto *a = dynamic_cast<P::AllMustBlockEffectContext *>(ctx))
      return allMustBlock(a->allMustBlock());
    if (auto *b = dynamic_cast<P::BecomesContext *>(ctx)) { // --- ko6 --- 613.1d, 205.1b
      if (b->duration().size() > 1) throw NotUnderstood{b, "two durations"};
      Node n(NodeKind::Becomes,
             {objects(b->objectPhrase()), at(b->becomesDesc(), tokenNode(b->becomesDesc()))});
      if (!b->duration().empty()) n.children.push_back(duration(b->duration(0)));
      if (has(b, "여전히")) {
        Node still(NodeKind::RetainsTypes);
        Node type = typeLeaf(b->typeWord());
        if (type.kind != NodeKind::CardTypeLeaf) throw NotUnderstood{b->typeWord(), "still a card"};
        still.text = std::string(ast::spelling(ast::Vocabulary::CardType, type.value));
        n.children.push_back(std::move(still));
      }
      return n;
    }
    auto *d = lastAlternative<P::DoesntUntapNextContext>(ctx); // 502.3
    Node who = objects(d->objectPhrase());
    if (has(d, "당신") && who.kind != NodeKind::Self)
      throw NotUnderstood{d, "'your next untap step' for another permanent"};
    return Node(NodeKind::DoesntUntapNext, {std::move(who)});
  }
  // --- end ko5 ---
  // --- ko7 --- 701.28a: 소집한다 (populate; the controller does it, as English's "Populate.")
  Node effectKo7(P::EffectKo7Context *ctx) {
    if (auto *sg = dynamic_cast<P::ShuffleGraveyardEffectContext *>(ctx)) { // 701.19
      Node who = player(sg->playerSubject());
      // your graveyard and library: 당신의 for "you", 자신의 for another player (as mill)
      std::string mine = who.kind == NodeKind::You ? "당신의" : "자신의";
      for (auto *owner : sg->libraryOwner())
        if (owner->getText() != mine) throw NotUnderstood{owner, "another player's zone"};
      return Node(NodeKind::ShuffleGraveyard, {std::move(who)});
    }
    if (auto *sc = dynamic_cast<P::SetColorEffectContext *>(ctx)) { // 105.3: one colour
      Node n(NodeKind::SetColor, {objects(sc->objectPhrase()),
                                  ast::vocabLeaf(ast::Vocabulary::Color,
                                                 *ast::valueOf(ast::Vocabulary::Color,
                                                               colorSpelling(sc->colorWord())))});
      if (sc->duration()) n.children.push_back(duration(sc->duration()));
      return n;
    }
    if (auto *et = dynamic_cast<P::ExileTopEffectContext *>(ctx)) // 406.2
      return Node(NodeKind::ExileTopOfLibrary,
                  {Node(NodeKind::You), amount(et->countOf()->amount())});
    if (auto *mp = dynamic_cast<P::MayPlayEffectContext *>(ctx)) { // 601.3: the cards exiled so
      Node cards(NodeKind::ExiledThisWay);
      cards.value = 2; // the wording "cards exiled this way" (이렇게 추방된 카드)
      Node n(NodeKind::MayPlay, {std::move(cards)});
      if (has(mp->mayPlayVerb(), "발동할")) n.children.emplace_back(NodeKind::CastOnlyPermission);
      if (has(mp, "다음")) n.children.emplace_back(NodeKind::ThroughNextTurn);
      return n;
    }
    if (auto *pn = dynamic_cast<P::PreventNextChosenEffectContext *>(ctx)) { // 615.7
      Node source(NodeKind::Filter);
      if (auto *q = pn->sourceQuality()) {
        auto leaf = [](P::ColorWordContext *c) {
          return ast::vocabLeaf(ast::Vocabulary::Color,
                                *ast::valueOf(ast::Vocabulary::Color, colorSpelling(c)));
        };
        auto colors = q->colorWord();
        if (colors.size() == 2)
          source.children.push_back(Node(NodeKind::AnyOf, {leaf(colors[0]), leaf(colors[1])}));
        else if (colors.size() == 1)
          source.children.push_back(leaf(colors[0]));
        else
          source.children.push_back(typeLeaf(q->typeWord()));
      }
      Node n(NodeKind::PreventNextChosen, {std::move(source)});
      if (pn->recipient())
        n.children.push_back(Node(NodeKind::DamageTo, {recipient(pn->recipient())}));
      n.children.emplace_back(NodeKind::ThisTurn);
      return n;
    }
    if (auto *eu = dynamic_cast<P::ExileUntilLeavesEffectContext *>(ctx)) // 610.3
      return Node(NodeKind::ExileUntilLeaves, {objects(eu->objectPhrase())});
    lastAlternative<P::PopulateEffectContext>(ctx);
    return Node(NodeKind::Populate, {Node(NodeKind::You)});
  }

  // --- begin ko8 ---
  // A discarded kind of card (701.8a): 생물 카드 한 장; plain 카드 is the discard of N cards.
  Node discardFilter(P::DescriptionContext *d) {
    Node f = filter(d);
    if (f == Node(NodeKind::Filter, {Node(NodeKind::CardOnly)}))
      throw NotUnderstood{d, "a card of no kind (the discard of cards)"};
    return f;
  }
  Node effectKo8(P::EffectKo8Context *ctx) {
    if (auto *u = dynamic_cast<P::UnlessDoesEffectContext *>(ctx)) { // 118.12a
      Node who = explicitPlayer(u->playerSubject());
      auto *a = u->unlessAction();
      Node action;
      if (auto *d = dynamic_cast<P::UnlessDiscardContext *>(a)) {
        action = Node(NodeKind::DiscardCards, {who, amount(d->countOf()->amount())});
        if (has(d, "무작위")) action.children.emplace_back(NodeKind::AtRandom);
      } else if (auto *m = dynamic_cast<P::UnlessDiscardMatchingContext *>(a)) {
        action = Node(NodeKind::DiscardMatching, {who, discardFilter(m->description())});
      } else if (auto *sac = dynamic_cast<P::UnlessSacrificeContext *>(a)) {
        Node what = objects(sac->objectPhrase());
        if (what.kind != NodeKind::Filter)
          throw NotUnderstood{sac, "sacrificing a named object to avoid an effect"};
        action = Node(NodeKind::SacrificeObjects, {std::move(what)});
        if (who.kind != NodeKind::You) action.children.push_back(who);
      } else {
        auto *r = lastAlternative<P::UnlessReturnContext>(a);
        action = Node(NodeKind::ReturnToHand, {objects(r->objectPhrase())});
      }
      return Node(NodeKind::UnlessDoes, {std::move(who), std::move(action), effect(u->effect())});
    }
    if (auto *dm = dynamic_cast<P::DiscardMatchingEffectContext *>(ctx)) // 701.8a
      return Node(NodeKind::DiscardMatching,
                  {player(dm->playerSubject()), discardFilter(dm->description())});
    if (auto *sv = dynamic_cast<P::SurveilEffectContext *>(ctx)) // 701.42a: 감시 2를 한다
      return Node(NodeKind::Surveil, {Node(NodeKind::You), damageAmount(sv->damageAmount())});
    if (auto *mc = dynamic_cast<P::AddManaCombinationEffectContext *>(ctx)) { // 106.1a
      Node n(NodeKind::AddManaCombination, {amount(mc->countOf()->amount())});
      for (auto *m : mc->manaSymbols()) {
        std::string symbols = canonicalManaSymbols(m->getText());
        if (m->MANA_SYMBOL().size() != 1)
          throw NotUnderstood{m, "a combination of several symbols"};
        n.children.push_back(ast::manaCost(symbols));
      }
      return n;
    }
    if (auto *at = dynamic_cast<P::AttachEffectContext *>(ctx)) // 701.3a
      return Node(NodeKind::AttachTo, {objects(at->objectPhrase(0)), objects(at->objectPhrase(1))});
    if (auto *so = dynamic_cast<P::SpendOnlyEffectContext *>(ctx)) { // 106.6
      Node mana = so->manaSymbols()
                      ? Node(NodeKind::AddMana,
                             {ast::manaCost(canonicalManaSymbols(so->manaSymbols()->getText()))})
                      : Node(NodeKind::AddManaAny, {amount(so->countOf()->amount())});
      return Node(NodeKind::SpendManaOnly, {std::move(mana), filter(so->description())});
    }
    if (auto *dc = dynamic_cast<P::DiscardChosenEffectContext *>(ctx)) { // 701.8b
      // the same words name the same player (the second mention refers to the first)
      if (dc->playerSubject(1)->getText() != dc->playerSubject(0)->getText())
        throw NotUnderstood{dc->playerSubject(1), "another player discarding the chosen card"};
      Node who = explicitPlayer(dc->playerSubject(0));
      return Node(NodeKind::DiscardChosen,
                  {std::move(who), filter(dc->description()), Node(NodeKind::Revealed)});
    }
    auto *bl = lastAlternative<P::BecomeLandTypeEffectContext>(ctx); // 305.7
    Node n(NodeKind::BecomeLandType, {objects(bl->objectPhrase())});
    auto *w = bl->landTypeWord();
    if (w->KO_SUBTYPE().empty()) {
      n.children.emplace_back(NodeKind::AnyBasicLandType);
    } else {
      // a basic land type only, as ko7's "부여된 대지는 섬이다" (the same table)
      static constexpr std::string_view kBasic[] = {"Plains", "Island", "Swamp", "Mountain",
                                                    "Forest"};
      const auto &table = subtypeTable();
      for (auto *t : w->KO_SUBTYPE()) {
        auto it = std::find_if(std::begin(table), std::end(table),
                               [&](auto &e) { return e.first == t->getText(); });
        if (it == std::end(table) ||
            std::find(std::begin(kBasic), std::end(kBasic), it->second) == std::end(kBasic))
          throw NotUnderstood{w, "a land type that is not basic"};
        n.children.push_back(ast::subtypeLeaf(std::string(it->second)));
      }
    }
    if (bl->duration()) n.children.push_back(duration(bl->duration()));
    return n;
  }
  // --- end ko8 ---

  // --- begin ko6: look at / reveal the top cards (401, 701.16), every form English compiles ---
  // The zone a look-at-top part names and the verb that goes with it (손으로 가져가다, 전장에
  // 놓다, 무덤에 넣다); a verb of another zone is refused, never read as either.
  Node lookZone(P::LookWhereContext *w, antlr4::ParserRuleContext *verb) {
    std::string zone = has(w, "손") ? "hand" : has(w, "전장") ? "battlefield" : "graveyard";
    std::string v = verb->getText();
    bool agrees = zone == "hand"          ? v.rfind("가져", 0) == 0
                  : zone == "battlefield" ? v.rfind("놓", 0) == 0
                                          : v.rfind("넣", 0) == 0;
    if (!agrees) throw NotUnderstood{verb, "this verb with this zone"};
    return ast::zoneLeaf(zone);
  }
  Node lookRest(P::LookRestContext *r) {
    if (dynamic_cast<P::RestTopContext *>(r))
      return Node(NodeKind::PutRest, {ast::zoneLeaf("library")});
    if (dynamic_cast<P::RestGraveyardContext *>(r))
      return Node(NodeKind::PutRest, {ast::zoneLeaf("graveyard")});
    if (dynamic_cast<P::RestHandContext *>(r))
      return Node(NodeKind::PutRest, {ast::zoneLeaf("hand")});
    Node rest(NodeKind::PutRest, {ast::zoneLeaf("library"), Node(NodeKind::LibraryBottom)});
    if (has(r, "무작위")) rest.children.emplace_back(NodeKind::RandomOrder);
    return rest;
  }
  Node lookChosen(P::LookChosenContext *c, antlr4::ParserRuleContext *verb) {
    Node count, f(NodeKind::Filter);
    P::LookWhereContext *where = nullptr;
    if (auto *a = dynamic_cast<P::LookAllMatchingContext *>(c)) {
      count = Node(NodeKind::AllMatching);
      f = filter(a->description());
      where = a->lookWhere();
    } else {
      auto *some = dynamic_cast<P::LookSomeContext *>(c);
      if (some->countOf())
        count = amount(some->countOf()->amount());
      else
        count = Node(NodeKind::AnyNumber); // 원하는 수의
      if (some->description()) f = filter(some->description());
      // 원하는 수의 카드: any of them (English's "any number of them", an empty filter)
      if (!some->countOf() && f == Node(NodeKind::Filter, {Node(NodeKind::CardOnly)}))
        f = Node(NodeKind::Filter);
      where = some->lookWhere();
    }
    Node chosen(NodeKind::PutChosen, {std::move(count), std::move(f), lookZone(where, verb)});
    if (has(c, "공개하고")) chosen.children.emplace_back(NodeKind::Revealed);
    if (verb->getText().find("있다") != std::string::npos)
      chosen.children.emplace_back(NodeKind::Optional);
    return chosen;
  }
  Node lookAtTopPut(P::LookAtTopPutContext *l) {
    Node n(NodeKind::LookAtTop, {Node(NodeKind::You), amount(l->lookAtTop()->countOf()->amount())});
    if (has(l->lookAtTop(), "공개한다")) n.children.emplace_back(NodeKind::Revealed);
    auto *put = l->lookPut();
    if (auto *cr = dynamic_cast<P::LookChosenAndRestContext *>(put)) {
      n.children.push_back(lookChosen(cr->lookChosen(), cr->lookVerbAnd()));
      n.children.push_back(lookRest(cr->lookRest()));
    } else if (auto *ct = dynamic_cast<P::LookChosenThenRestContext *>(put)) {
      n.children.push_back(lookChosen(ct->lookChosen(), ct->lookVerbFinal()));
      // nothing said of the rest: they stay on top (library without bottom), as English
      n.children.push_back(ct->lookRest() ? lookRest(ct->lookRest())
                                          : Node(NodeKind::PutRest, {ast::zoneLeaf("library")}));
    } else {
      // one card: 그 카드가 대지 카드라면, 그 카드를 ... (그렇지 않다면, 그 카드를 ...)
      auto *it = dynamic_cast<P::LookIfItIsContext *>(put);
      if (!(n.children[1].kind == NodeKind::Int && n.children[1].value == 1))
        throw NotUnderstood{it, "'그 카드' after several cards"};
      Node chosen(NodeKind::PutChosen, {Node(NodeKind::AllMatching), filter(it->description()),
                                        lookZone(it->lookWhere(0), it->lookVerbFinal(0))});
      if (has(it, "공개하고")) chosen.children.emplace_back(NodeKind::Revealed);
      if (it->lookVerbFinal(0)->getText().find("있다") != std::string::npos)
        chosen.children.emplace_back(NodeKind::Optional);
      n.children.push_back(std::move(chosen));
      if (it->lookWhere().size() > 1) {
        if (it->lookVerbFinal(1)->getText().find("있다") != std::string::npos)
          throw NotUnderstood{it->lookVerbFinal(1), "'may' for the other cards"};
        n.children.push_back(
            Node(NodeKind::PutRest, {lookZone(it->lookWhere(1), it->lookVerbFinal(1))}));
      } else {
        n.children.push_back(Node(NodeKind::PutRest, {ast::zoneLeaf("library")}));
      }
    }
    return n;
  }
  // --- end ko6 ---

  Node effect(P::EffectContext *ctx) {
    // --- kopl --- the effects of the second rule (effectMore, see the grammar)
    antlr4::ParserRuleContext *inner = ctx;
    if (auto *more = dynamic_cast<P::MoreEffectContext *>(ctx)) inner = more->effectMore();
    if (auto *ko5 = dynamic_cast<P::MoreEffectKo5Context *>(inner)) inner = ko5->effectKo5(); // ko5
    if (auto *ko7 = dynamic_cast<P::MoreEffectKo7Context *>(inner)) inner = ko7->effectKo7(); // ko7
    if (auto *ko8 = dynamic_cast<P::MoreEffectKo8Context *>(inner)) inner = ko8->effectKo8(); // ko8
    Node n = at(ctx, effectNode(inner));
    // --- begin i18n3 ---
    // "…할 수 있다": you may (608.2d), the verb's -ㄹ 수 있다 form.
    for (auto *c : inner->children)
      if (auto *tn = dynamic_cast<antlr4::tree::TerminalNode *>(c); tn && tn->getText() == "있다")
        return at(ctx, Node(NodeKind::May, {std::move(n)}));
    if (auto *se = dynamic_cast<P::SearchLibraryContext *>(inner);
        se && has(se->searchPut(), "있다"))
      return at(ctx, Node(NodeKind::May, {std::move(n)})); // --- ko4 --- 찾아서 ... 넣을 수 있다
    // --- ko6 --- 당신은 ~이 ... 피해 N점을 입히게 할 수 있다 ("you may have ~ deal"): 당신은
    // and 입히게 할 수 있다 come together.
    if (auto *dd = dynamic_cast<P::DealDamageContext *>(inner)) {
      bool mayForm = has(dd->damage(), "있다"), you = has(dd, "당신");
      if (mayForm != you)
        throw NotUnderstood{dd, "'당신은' without '입히게 할 수 있다', or the reverse"};
      if (mayForm) return at(ctx, Node(NodeKind::May, {std::move(n)}));
    }
    // --- end i18n3 ---
    return n;
  }
  Node effectNode(antlr4::ParserRuleContext *ctx) { // EffectContext or EffectMoreContext (kopl)
    if (auto *ko5 = dynamic_cast<P::EffectKo5Context *>(ctx)) return effectKo5(ko5);
    if (auto *ko7 = dynamic_cast<P::EffectKo7Context *>(ctx)) return effectKo7(ko7);
    if (auto *ko8 = dynamic_cast<P::EffectKo8Context *>(ctx)) return effectKo8(ko8);
    if (auto *d = dynamic_cast<P::DealDamageContext *>(ctx); d && has(d->damage(), "나누어")) {
      // --- ko8 --- 601.2d: 원하는 대로 나누어 입힌다 (divided among the declared targets)
      if (d->perEach()) throw NotUnderstood{d, "damage divided for each"};
      Node to = recipient(d->recipient());
      if (to.kind != NodeKind::TargetRef && to.kind != NodeKind::Target) // the declared targets
        throw NotUnderstood{d->recipient(), "damage divided among what is not a declared target"};
      return Node(
          NodeKind::DealDamageDivided,
          {objects(d->objectPhrase()), damageAmount(d->damage()->damageAmount()), std::move(to)});
    }
    if (auto *d = dynamic_cast<P::DealDamageContext *>(ctx))
      return withPerEach(Node(NodeKind::DealDamage, {objects(d->objectPhrase()),
                                                     damageAmount(d->damage()->damageAmount()),
                                                     recipient(d->recipient())}),
                         d->perEach());
    if (auto *c = dynamic_cast<P::CreateTokenContext *>(ctx)) {
      Node n = amountOrOne(c->countOf());
      Node create(NodeKind::CreateToken, {player(c->playerSubject()), std::move(n), token(c->tokenDescription())});
      if (auto *name = c->tokenDescription()->tokenNameKo()) { // search8: 111.4
        Node named(NodeKind::TokenName);
        for (auto *w : name->WORD())
          named.text += (named.text.empty() ? "" : " ") + w->getText();
        for (char &ch : named.text) // as the English normaliser reads it (Korean input keeps case)
          ch = char(std::tolower(static_cast<unsigned char>(ch)));
        create.children.push_back(at(name, std::move(named)));
      }
      return withPerEach(std::move(create), c->perEach());
    }
    if (auto *cb = dynamic_cast<P::CantBlockEffectContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(cb->objectPhrase())});
      for (auto &leaf : combatRestriction(cb->combatRestriction()))
        n.children.push_back(std::move(leaf));
      n.children.push_back(Node(NodeKind::UntilEndOfTurn));
      return n;
    }
    if (auto *cb = dynamic_cast<P::CantBeBlockedEffectContext *>(ctx)) // --- kopl ---
      return Node(NodeKind::GainKeyword,
                  {objects(cb->objectPhrase()), ast::keywordLeaf(ast::Keyword::CantBeBlocked),
                   Node(NodeKind::UntilEndOfTurn)});
    // --- begin kopl ---
    if (auto *r = dynamic_cast<P::RegenerateContext *>(ctx)) // 재생한다 (701.15)
      return Node(NodeKind::RegenerateObjects, {objects(r->objectPhrase())});
    if (auto *m = dynamic_cast<P::AddManaChoiceContext *>(ctx)) { // {R} 또는 {G}를 추가한다
      Node n(NodeKind::AddManaChoice);
      for (auto *sym : m->manaSymbols())
        n.children.push_back(ast::manaCost(canonicalManaSymbols(sym->getText())));
      return n;
    }
    if (auto *m = dynamic_cast<P::AddManaAnyContext *>(ctx)) // 원하는 색의 마나 한 개를 추가한다
      return Node(NodeKind::AddManaAny, {amount(m->countOf()->amount())});
    // --- end kopl ---
    if (auto *g = dynamic_cast<P::GetEnergyContext *>(ctx)) { // --- kopl --- {E}{E}를 얻는다
      auto n = energyCount(g->manaSymbols()->getText());
      if (!n) throw NotUnderstood{g->manaSymbols(), "these symbols as energy"};
      Node who = player(g->playerSubject());
      if (who.kind != NodeKind::You) throw NotUnderstood{g, "energy for another player"};
      return Node(NodeKind::GetEnergy, {std::move(who), ast::intNode(*n)});
    }
    if (auto *sc = dynamic_cast<P::ScryContext *>(ctx)) // 점술 2를 한다 (701.18)
      return Node(NodeKind::Scry, {Node(NodeKind::You), damageAmount(sc->damageAmount())});
    // --- begin keywords ---
    if (auto *b = dynamic_cast<P::BolsterContext *>(ctx)) // 강화 1을 한다 (701.33a)
      return Node(NodeKind::Bolster, {Node(NodeKind::You), damageAmount(b->damageAmount())});
    if (auto *m = dynamic_cast<P::MonstrosityContext *>(ctx)) // 괴수화 3을 한다 (701.31a)
      return Node(NodeKind::Monstrosity, {Node(NodeKind::Self), damageAmount(m->damageAmount())});
    if (dynamic_cast<P::ProliferateContext *>(ctx)) // 증식을 한다 (701.27a)
      return Node(NodeKind::Proliferate, {Node(NodeKind::You)});
    // --- end keywords ---
    if (auto *d = dynamic_cast<P::DiscardContext *>(ctx)) {
      Node n(NodeKind::DiscardCards, {player(d->playerSubject()), amount(d->countOf()->amount())});
      if (has(d, "무작위")) n.children.emplace_back(NodeKind::AtRandom); // --- ko5 --- 701.8b
      return n;
    }
    if (auto *c = dynamic_cast<P::CounterSpellContext *>(ctx))
      return Node(NodeKind::CounterSpell, {objects(c->objectPhrase())});
    if (auto *sac = dynamic_cast<P::SacrificeContext *>(ctx)) {
      if (sac->objectPhrase().size() != 1)
        throw NotUnderstood{sac, "sacrificing several kinds of objects"};
      Node what = objects(sac->objectPhrase(0));
      Node n(NodeKind::SacrificeObjects, {what});
      if (sac->playerSubject()) {
        Node who = player(sac->playerSubject());
        if (what.kind != NodeKind::Filter)
          throw NotUnderstood{sac, "another player sacrificing a named object"};
        if (who.kind != NodeKind::You) n.children.push_back(std::move(who));
      }
      return n;
    }
    if (auto *g = dynamic_cast<P::GainLifeEqualContext *>(ctx)) {
      Node who = player(g->playerSubject());
      Node of = possessor(g->possessor());
      NodeKind stat =
          g->statWord()->getText() == "공격력" ? NodeKind::PowerOf : NodeKind::ToughnessOf;
      return Node(NodeKind::GainLife, {std::move(who), Node(stat, {std::move(of)})});
    }
    if (auto *l = dynamic_cast<P::LookAtTopPutContext *>(ctx)) return lookAtTopPut(l);
    if (dynamic_cast<P::CantThisTurnContext *>(ctx)) // 플레이어들은 이 턴에 생명점을 얻을 수 없다
      throw NotUnderstood{ctx, "a 'can't' rule for the rest of the turn"};
    if (dynamic_cast<P::NoPreventThisTurnContext *>(ctx))
      throw NotUnderstood{ctx, "damage that can't be prevented"};
    if (auto *d = dynamic_cast<P::DrawContext *>(ctx))
      return withPerEach(
          Node(NodeKind::Draw, {player(d->playerSubject()), amount(d->countOf()->amount())}),
          d->perEach());
    if (auto *m = dynamic_cast<P::AddManaContext *>(ctx))
      return Node(NodeKind::AddMana, {ast::manaCost(canonicalManaSymbols(m->manaSymbols()->getText()))});
    if (auto *m = dynamic_cast<P::ModifyPTContext *>(ctx)) {
      auto [power, toughness] = ptChange(ctx, m->PT_MOD()); // --- ko4 --- +X/+0 as well
      return withPerEach(Node(NodeKind::ModifyPT, {objects(m->objectPhrase()), std::move(power),
                                                   std::move(toughness), duration(m->duration())}),
                         m->perEach());
    }
    if (auto *g = dynamic_cast<P::GainKeywordContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(g->objectPhrase())});
      for (auto &leaf : keywordLeaves(g->keywordList()))
        n.children.push_back(std::move(leaf));
      n.children.push_back(duration(g->duration()));
      return n;
    }
    if (auto *d = dynamic_cast<P::DestroyContext *>(ctx))
      return Node(NodeKind::Destroy, {objects(d->objectPhrase())});
    if (auto *e = dynamic_cast<P::ExileContext *>(ctx))
      return Node(NodeKind::ExileObjects, {objects(e->objectPhrase())});
    if (auto *b = dynamic_cast<P::BounceContext *>(ctx))
      return Node(NodeKind::ReturnToHand, {objects(b->objectPhrase())});
    if (auto *g = dynamic_cast<P::GainLifeContext *>(ctx))
      return withPerEach(
          Node(NodeKind::GainLife, {player(g->playerSubject()), lifeAmount(g->lifePoints())}),
          g->perEach());
    if (auto *l = dynamic_cast<P::LoseLifeContext *>(ctx))
      return withPerEach(
          Node(NodeKind::LoseLife, {player(l->playerSubject()), lifeAmount(l->lifePoints())}),
          l->perEach());
    if (auto *p = dynamic_cast<P::PutCountersContext *>(ctx))
      return withPerEach(
          Node(NodeKind::PutCounters, {objects(p->objectPhrase()), counterKind(p->counterKind()),
                                       amount(p->countOf()->amount())}),
          p->perEach());
    if (auto *de = dynamic_cast<P::DelayedEffectContext *>(ctx)) { // --- kopl3 --- 603.7a
      auto step =
          ast::valueOf(ast::Vocabulary::Step, has(de, "유지단")       ? "upkeep"
                                              : has(de, "전투종료단") ? "end-of-combat" // ko5
                                                                      : "end-step");
      return Node(NodeKind::Delayed,
                  {ast::vocabLeaf(ast::Vocabulary::Step, *step), effect(de->effect())});
    }
    if (auto *pd = dynamic_cast<P::PreventDamageContext *>(ctx)) // --- kopl3, ko6 --- 615
      return prevention(pd, pd->preventAmount(), pd->recipient(), pd->objectPhrase(), nullptr);
    if (auto *pb = dynamic_cast<P::PreventToAndByContext *>(ctx)) // --- ko6 ---
      return prevention(pb, pb->preventAmount(), pb->recipient(), nullptr, pb->objectPhrase());
    if (auto *r = dynamic_cast<P::RemoveCountersContext *>(ctx)) // --- kopl3 --- 122.1
      return Node(NodeKind::RemoveCounters,
                  {objects(r->objectPhrase()), counterKind(r->counterKind()),
                   amount(r->countOf()->amount())});
    if (auto *g = dynamic_cast<P::GrantAbilityEffectContext *>(ctx)) // --- ko4 --- 113.1a
      return Node(NodeKind::GrantAbility, {objects(g->objectPhrase()), quoted(g->quotedAbility()),
                                           duration(g->duration())});
    if (auto *se = dynamic_cast<P::SearchLibraryContext *>(ctx)) { // --- ko4 --- 701.19
      // 당신의 서고에서 (최대 두 장의) 기본 대지 카드를 찾아서 (공개하고) 당신의 손에 넣는다
      if (se->description()->quantifier()) throw NotUnderstood{se, "searching for 'all' of a kind"};
      Node count = ast::intNode(1);
      if (auto *c = se->searchCount(); c && !c->amount()) {
        count = Node(NodeKind::AnyNumber); // search8: 원하는 수의 (701.19b)
      } else if (c) {
        count = amount(c->amount());
        if (count.kind != NodeKind::Int && count.kind != NodeKind::XValue)
          throw NotUnderstood{c, "searching for this number of cards"};
        if (has(c, "최대")) count = Node(NodeKind::UpTo, {std::move(count)});
      }
      Node n(NodeKind::Search, {Node(NodeKind::You), std::move(count), filter(se->description())});
      bool hand = dynamic_cast<P::SearchToHandContext *>(se->searchPut()) != nullptr;
      bool graveyard =
          dynamic_cast<P::SearchToGraveyardContext *>(se->searchPut()) != nullptr; // ko6
      // search8: several cards on top in any order (401.4), only for "원하는 수의"
      bool library = dynamic_cast<P::SearchToLibraryAnyOrderContext *>(se->searchPut()) != nullptr;
      if (library && count.kind != NodeKind::AnyNumber)
        throw NotUnderstood{se->searchPut(), "this many searched cards on top"};
      bool exile = dynamic_cast<P::SearchToExileContext *>(se->searchPut()) != nullptr; // search8
      n.children.push_back(ast::zoneLeaf(hand        ? "hand"
                                         : graveyard ? "graveyard"
                                         : library   ? "library"
                                         : exile     ? "exile"
                                                     : "battlefield"));
      if (has(se, "공개하고") || has(se, "공개한")) n.children.emplace_back(NodeKind::Revealed);
      if (has(se->searchPut(), "탭된")) n.children.emplace_back(NodeKind::IsTapped);
      return n;
    }
    if (dynamic_cast<P::ShuffleLibraryContext *>(ctx)) // --- ko4 --- (당신의) 서고를 섞는다
      return Node(NodeKind::ShuffleLibrary, {Node(NodeKind::You)});
    if (auto *t = dynamic_cast<P::TapEffectContext *>(ctx))
      return Node(NodeKind::TapObjects, {objects(t->objectPhrase())});
    if (auto *u = dynamic_cast<P::UntapEffectContext *>(ctx))
      return Node(NodeKind::UntapObjects, {objects(u->objectPhrase())});
    throw NotUnderstood{ctx, "this effect"};
  }

  // --- begin ko4: computed amounts (107.3c) and "for each" ---
  // "X는 ...이다.": the X of the effects from `from` on is that number, not a choice.
  void defineX(std::vector<Node> &effects, size_t from, P::XDefinitionContext *where) {
    Node value = amountPhrase(where->amountPhrase());
    int replaced = 0;
    for (size_t i = from; i < effects.size(); ++i)
      replaced += substituteX(effects[i], value);
    if (replaced == 0) throw NotUnderstood{where, "'X는 ...이다' without an X before it"};
  }
  static bool paysX(const Node &n) {
    if (n.kind == NodeKind::ManaCost && n.text.find("{X}") != std::string::npos) return true;
    for (const Node &c : n.children)
      if (paysX(c)) return true;
    return false;
  }
  // "+2/+2", "+X/+0", "-X/-X" as two amounts.
  static std::pair<Node, Node> ptChange(antlr4::ParserRuleContext *ctx,
                                        antlr4::tree::TerminalNode *mod) {
    auto amounts = ptAmounts(mod->getText());
    if (!amounts) throw NotUnderstood{ctx, "the P/T change '" + mod->getText() + "'"};
    return *amounts;
  }
  // Whose power, counters ...: ~, 그것 (the event's object), 그 생물 (the declared target),
  // 부여된 생물, 희생된 생물 (the one sacrificed in the cost, 608.2h).
  Node amountOwner(P::AmountOwnerContext *ctx) {
    if (ctx->SELF() || has(ctx, "이")) return Node(NodeKind::Self);
    if (has(ctx, "그것")) return Node(NodeKind::EventObject);
    if (has(ctx, "버린")) { // effects8: the card the cost discarded, as English (608.2h)
      if (!costDiscardsOne_)
        throw NotUnderstood{ctx, "'버린 카드' without one card discarded in the cost"};
      return Node(NodeKind::DiscardedObject);
    }
    if (has(ctx, "그")) {
      if (auto ref = declaredRef(pick(ctx, refWord(ctx), false))) return *ref;
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' with no target declared"};
    }
    if (has(ctx, "추방된")) { // effects8: the object the cost exiled, as English (608.2h)
      if (!costExilesOne_)
        throw NotUnderstood{ctx, "'" + ctx->getText() + "' without one object exiled in the cost"};
      Node n(NodeKind::CostExiledObject);
      n.text = ctx->typeWord()->getText() == "카드" ? "card" : "creature"; // English's two nouns
      if (n.text == "creature" && ctx->typeWord()->getText() != "생물")
        throw NotUnderstood{ctx, "'" + ctx->getText() + "'"};
      return n;
    }
    Node type = typeLeaf(ctx->typeWord());
    if (type.kind != NodeKind::CardTypeLeaf) throw NotUnderstood{ctx, "'" + ctx->getText() + "'"};
    std::string spelling(ast::spelling(ast::Vocabulary::CardType, type.value));
    if (has(ctx, "희생된")) {
      Node n(NodeKind::SacrificedObject);
      n.text = spelling;
      return n;
    }
    Node n(NodeKind::AttachedObject);
    n.text = std::string(has(ctx, "장착된") ? "equipped " : "enchanted ") + spelling;
    return n;
  }
  Node amountPhrase(P::AmountPhraseContext *ctx) { return at(ctx, amountPhraseNode(ctx)); }
  Node amountPhraseNode(P::AmountPhraseContext *ctx) {
    if (auto *c = dynamic_cast<P::CountAmountContext *>(ctx)) { // 당신이 조종하는 생물의 수
      if (c->description()->quantifier())
        throw NotUnderstood{c, "'all' or 'each' in a number of objects"};
      return Node(NodeKind::CountOf, {Node(NodeKind::All, {filter(c->description())})});
    }
    if (auto *s = dynamic_cast<P::StatAmountContext *>(ctx)) // 그 생물의 공격력
      return Node(s->statWord()->getText() == "공격력" ? NodeKind::PowerOf : NodeKind::ToughnessOf,
                  {amountOwner(s->amountOwner())});
    if (auto *m = dynamic_cast<P::ManaValueAmountContext *>(ctx)) // ~의 전환마나비용 (202.3)
      return Node(NodeKind::ManaValueOf, {amountOwner(m->amountOwner())});
    if (dynamic_cast<P::LifeTotalAmountContext *>(ctx)) // 당신의 생명점 (119.1)
      return Node(NodeKind::LifeTotal, {Node(NodeKind::You)});
    auto *c = lastAlternative<P::CountersOnAmountContext>(ctx); // ~ 위에 있는 charge 카운터의 수
    return Node(NodeKind::CountersOn,
                {amountOwner(c->amountOwner()), counterKind(c->counterKind())});
  }
  // "당신이 조종하는 숲 하나당" / "~ 위에 있는 charge 카운터 하나당": the effect's number
  // times how many (ForEach, last as in English).
  Node perEach(P::PerEachContext *ctx) {
    if (auto *d = ctx->description()) {
      if (d->quantifier()) throw NotUnderstood{ctx, "'all' or 'each' before 하나당"};
      return at(ctx, Node(NodeKind::ForEach, {Node(NodeKind::All, {filter(d)})}));
    }
    return at(ctx, Node(NodeKind::ForEach,
                        {amountOwner(ctx->amountOwner()), counterKind(ctx->counterKind())}));
  }
  Node withPerEach(Node n, P::PerEachContext *ctx) {
    if (ctx) n.children.push_back(perEach(ctx));
    return n;
  }
  // --- end ko4 ---

  Node player(P::PlayerSubjectContext *ctx) { return at(ctx, playerNode(ctx)); }
  Node playerNode(P::PlayerSubjectContext *ctx) {
    if (!ctx) // no subject: the controller does it, unless a subject carries over
      return inheritedSubject_ ? *inheritedSubject_ : Node(NodeKind::You);
    Node p = explicitPlayer(ctx);
    if (p.kind == NodeKind::Target)
      lastSubject_ = ast::targetRef(targetCount_ - 1);
    else
      lastSubject_ = p;
    return p;
  }
  Node explicitPlayer(P::PlayerSubjectContext *ctx, bool asRecipient = false) {
    if (auto *whose = ctx->possessor()) // 그 주문의 조종자 (108.4)
      return Node(NodeKind::ControllerOf, {possessor(whose)});
    std::string t = ctx->getText();
    if (t == "그플레이어" || t == "그상대") {
      if (Declared *d = pick(ctx, "플레이어", true)) return *declaredRef(d, asRecipient);
      if (thatPlayerIsEvent_ && decls_.empty()) // the player the trigger's damage was dealt to
        return Node(NodeKind::EventObject);
      if (thatPlayerIsActive_ && decls_.empty() &&
          t == "그플레이어") // --- ko5 --- whose step it is
        return Node(NodeKind::ActivePlayer);
      throw NotUnderstood{ctx, "'" + t + "' with no player declared as a target"};
    }
    if (t == "플레이어들") return Node(NodeKind::EachPlayer);
    if (t == "당신의상대들") return Node(NodeKind::EachOpponent);
    if (t == "당신") return Node(NodeKind::You);
    if (t == "목표플레이어") return makeTarget({Node(NodeKind::TargetPlayer)});
    if (t == "목표상대") return makeTarget({Node(NodeKind::TargetOpponent)});
    if (t == "각플레이어") return Node(NodeKind::EachPlayer);
    if (t == "각상대") return Node(NodeKind::EachOpponent);
    if (t == "방어하는플레이어") return Node(NodeKind::DefendingPlayer); // --- ko5 --- 506.2
    throw NotUnderstood{ctx, "the player '" + t + "'"};
  }

  Node recipient(P::RecipientContext *ctx) { return at(ctx, recipientNode(ctx)); }
  Node recipientNode(P::RecipientContext *ctx) {
    if (dynamic_cast<P::AnyTargetRecipientContext *>(ctx))
      return makeTarget({Node(NodeKind::AnyTarget)});
    // Older prints: "target creature or player", "any target" in Oracle since 2018.
    if (dynamic_cast<P::CreatureOrPlayerRecipientContext *>(ctx))
      return makeTarget({Node(NodeKind::AnyTarget)});
    if (auto *o = dynamic_cast<P::ObjectRecipientContext *>(ctx))
      return objects(o->objectPhrase());
    if (auto *both = dynamic_cast<P::ObjectsAndPlayersRecipientContext *>(ctx)) {
      // 각 생물과 각 플레이어에게: one damage event for all of them (120.3).
      Node players =
          has(both, "플레이어") ? Node(NodeKind::EachPlayer) : Node(NodeKind::EachOpponent);
      return Node(NodeKind::Both, {objects(both->objectPhrase()), std::move(players)});
    }
    auto *p = lastAlternative<P::PlayerRecipientContext>(ctx)->playerSubject();
    Node who = explicitPlayer(p, /*asRecipient=*/true);
    lastSubject_ = who.kind == NodeKind::Target ? ast::targetRef(targetCount_ - 1) : who;
    return who;
  }

  // 그 생물의 / ~의 / 이 생물의: whose power, toughness or controller.
  Node possessor(P::PossessorContext *ctx) {
    if (ctx->SELF() || has(ctx, "이")) return Node(NodeKind::Self);
    if (has(ctx, "그것")) return Node(NodeKind::EventObject); // --- ko5 --- 그것의 조종자
    if (auto ref = declaredRef(pick(ctx, refWord(ctx), false))) return *ref;
    throw NotUnderstood{ctx, "'" + ctx->getText() + "' with no target declared"};
  }

  // --- kopl3 --- a counter kind as the renderer writes it (compiler/Parse/CounterNames.h).
  Node counterKind(P::CounterKindContext *ctx) {
    std::string word = ctx->getText();
    auto v = counterKindOf(Language::Ko, word);
    if (!v) throw NotUnderstood{ctx, "counter kind '" + word + "'"};
    return at(ctx, ast::vocabLeaf(ast::Vocabulary::CounterKind, *v));
  }

  Node amountOrOne(P::CountOfContext *ctx) { return ctx ? amount(ctx->amount()) : ast::intNode(1); }

  // Creature types as printed (KO_SUBTYPE in the grammar) -> English names.
  using SubtypeTable =
      std::pair<std::string_view,
                std::string_view>[157]; // kopl: +7, ko4: +7, ko5: +19, ko6: +3, ko7: +80
  static const SubtypeTable &subtypeTable() {
    static const std::pair<std::string_view, std::string_view> kSubtypes[] = {
        {"인간", "Human"},
        {"야수", "Beast"},
        {"날틀", "Thopter"},
        {"고블린", "Goblin"},
        {"엘프", "Elf"},
        {"좀비", "Zombie"},
        {"천사", "Angel"},
        {"정령", "Elemental"},
        {"병사", "Soldier"},
        {"기사", "Knight"},
        {"전사", "Warrior"},
        {"스피릿", "Spirit"},
        {"곤충", "Insect"},
        {"뱀", "Snake"},
        {"늑대", "Wolf"},
        {"고양이", "Cat"},
        {"새", "Bird"},
        {"멀포크", "Merfolk"},
        {"기계", "Construct"},
        {"골렘", "Golem"},
        {"드래곤", "Dragon"},
        {"악마", "Demon"},
        {"해골", "Skeleton"},
        {"식물", "Plant"},
        {"다람쥐", "Squirrel"},
        {"꼬마요정", "Faerie"},
        {"원소", "Elemental"},
        {"장치", "Construct"},
        {"성직자", "Cleric"},
        {"마법사", "Wizard"},
        {"주술사", "Shaman"},
        {"흡혈귀", "Vampire"},
        {"호랑이", "Cat"},
        {"곰", "Bear"},
        {"미노타우르스", "Minotaur"},
        {"오크", "Orc"},
        {"하수인", "Minion"},
        {"쥐", "Rat"},
        {"코끼리", "Elephant"},
        {"박쥐", "Bat"},
        {"생쥐", "Mouse"},
        // --- begin kopl ---
        {"사프롤링", "Saproling"},
        {"슬리버", "Sliver"},
        {"공룡", "Dinosaur"},
        {"해적", "Pirate"},
        {"마이어", "Myr"},
        {"협력자", "Ally"},
        {"엘드라지", "Eldrazi"},
        // --- end kopl ---
        // --- ko4 --- basic land types (seed 002: 숲잠입, 섬잠입, 늪잠입, 산잠입, 평원잠입)
        {"숲", "Forest"},
        {"산", "Mountain"},
        {"섬", "Island"},
        {"늪", "Swamp"},
        {"평원", "Plains"},
        {"마법진", "Aura"},    // the Korean CR (702.64a)
        {"장비", "Equipment"}, // the Korean basic rulebook (seed 002)
        // --- ko5 ---
        {"비전", "Arcane"},
        {"관문", "Gate"},
        {"벽", "Wall"},
        {"늑대인간", "Werewolf"},
        {"탈것", "Vehicle"},
        {"거인", "Giant"},
        {"사막", "Desert"},
        {"거미", "Spider"},
        {"도적", "Rogue"},
        {"닌자", "Ninja"},
        {"사무라이", "Samurai"},
        {"환영", "Illusion"},
        {"그리핀", "Griffin"},
        {"지니", "Djinn"},
        {"서보", "Servo"},
        {"웜", "Wurm"},
        {"켄타우로스", "Centaur"},
        {"호러", "Horror"},
        {"용병", "Mercenary"},
        // --- ko6 --- Treasure (111.10a), Eldrazi Scion and Spawn tokens
        {"보물", "Treasure"},
        {"자손", "Scion"},
        {"산란체", "Spawn"},
        // --- ko7 --- (grammar/ko KO_SUBTYPE, i18n/ko/templates.tsv subtype.*)
        {"반란군", "Rebel"},
        {"트리포크", "Treefolk"},
        {"키스킨", "Kithkin"},
        {"쓰랄", "Thrull"},
        {"우즈", "Ooze"},
        {"카부", "Kavu"},
        {"이프리트", "Efreet"},
        {"드워프", "Dwarf"},
        {"오록스", "Aurochs"},
        {"허수아비", "Scarecrow"},
        {"페가수스", "Pegasus"},
        {"수도사", "Monk"},
        {"호문쿨루스", "Homunculus"},
        {"염소", "Goat"},
        {"가고일", "Gargoyle"},
        {"균류", "Fungus"},
        {"드루이드", "Druid"},
        {"오징어", "Squid"},
        {"성소", "Shrine"},
        {"농노", "Serf"},
        {"프리즘", "Prism"},
        {"펜타바이트", "Pentavite"},
        {"악몽", "Nightmare"},
        {"크라켄", "Kraken"},
        {"코르", "Kor"},
        {"코볼드", "Kobold"},
        {"드레이크", "Drake"},
        {"데빌", "Devil"},
        {"시민", "Citizen"},
        {"순록", "Caribou"},
        {"블링크모스", "Blinkmoth"},
        {"야만인", "Barbarian"},
        {"기술자", "Artificer"},
        {"에테르태생", "Aetherborn"},
        {"지렁이", "Worm"},
        {"거북", "Turtle"},
        {"서펜트", "Serpent"},
        {"사티로스", "Satyr"},
        {"모래", "Sand"},
        {"서사시", "Saga"},
        {"정비공", "Rigger"},
        {"코뿔소", "Rhino"},
        {"반영", "Reflection"},
        {"해충", "Pest"},
        {"문어", "Octopus"},
        {"밤추적자", "Nightstalker"},
        {"원숭이", "Monkey"},
        {"로커스", "Locus"},
        {"리바이어선", "Leviathan"},
        {"저거너트", "Juggernaut"},
        {"임프", "Imp"},
        {"말", "Horse"},
        {"그렘린", "Gremlin"},
        {"무덤태생", "Graveborn"},
        {"노움", "Gnome"},
        {"사이클롭스", "Cyclops"},
        {"세팔리드", "Cephalid"},
        {"카마리드", "Camarid"},
        {"멧돼지", "Boar"},
        {"화신", "Avatar"},
        {"조립노동자", "Assembly-Worker"},
        {"암살자", "Assassin"},
        {"유인원", "Ape"},
        {"니사", "Nissa"},
        {"릴리아나", "Liliana"},
        {"찬드라", "Chandra"},
        {"아자니", "Ajani"},
        {"테제렛", "Tezzeret"},
        {"테페리", "Teferi"},
        {"제이스", "Jace"},
        {"기데온", "Gideon"},
        {"도빈", "Dovin"},
        {"앙그라스", "Angrath"},
        {"개럭", "Garruk"},
        {"볼라스", "Bolas"},
        {"카르투슈", "Cartouche"},
        {"게", "Crab"},
        {"스핑크스", "Sphinx"},
        {"비비엔", "Vivien"},
        {"브라스카", "Vraska"},
    };
    return kSubtypes;
  }

  // A token (111.4): 비행을 가진 1/1 무색 날틀 마법물체 생물 토큰. Older prints
  // leave 생물 implied by the size (3/3 흑색 야수 토큰).
  Node token(P::TokenDescriptionContext *ctx) {
    Node n = tokenNode(ctx);
    if (ctx->quotedAbility()) n.children.push_back(quoted(ctx->quotedAbility())); // --- ko6 ---
    return at(ctx, std::move(n));
  }
  // A token's characteristics, or (ko6) what a permanent becomes (becomesDesc): the same parts.
  template <class Ctx> Node tokenNode(Ctx *ctx) {
    const auto &kSubtypes = subtypeTable();
    static const std::pair<std::string_view, std::string_view> kColors[] = {
        {"백색", "white"}, {"청색", "blue"}, {"흑색", "black"}, {"적색", "red"}, {"녹색", "green"}};
    std::vector<std::string> types;
    for (auto *t : ctx->tokenType()) {
      std::string w = t->getText();
      types.push_back(w == "생물"       ? "creature"
                      : w == "마법물체" ? "artifact"
                      : w == "부여마법" ? "enchantment"
                                        : "land");
    }
    bool creature = std::find(types.begin(), types.end(), "creature") != types.end();
    if (ctx->PT() && !creature) {
      if (!types.empty()) throw NotUnderstood{ctx, "token: a size for a noncreature"};
      types.push_back("creature"); // 3/3 흑색 야수 토큰: the size makes it a creature
      creature = true;
    }
    if (creature != (ctx->PT() != nullptr))
      throw NotUnderstood{ctx, "token: a creature without its size"};
    int64_t p = 0, t = 0;
    if (creature) {
      std::string pt = ctx->PT()->getText();
      auto slash = pt.find('/');
      auto pp = parseDigits(pt.substr(0, slash)), tt = parseDigits(pt.substr(slash + 1));
      if (!pp || !tt) throw NotUnderstood{ctx, "token: a creature of variable size"};
      p = *pp, t = *tt;
    }
    Node f(NodeKind::Filter);
    for (auto *c : ctx->tokenColor())
      if (auto *cw = c->colorWord())
        for (auto &[ko, spelling] : kColors)
          if (ko == cw->getText())
            f.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color,
                                                *ast::valueOf(ast::Vocabulary::Color, spelling)));
    for (auto &type : types)
      f.children.push_back(ast::cardTypeLeaf(type));
    for (auto *sub : ctx->KO_SUBTYPE()) {
      std::string w = sub->getText();
      auto it = std::find_if(std::begin(kSubtypes), std::end(kSubtypes),
                             [&](auto &e) { return e.first == w; });
      if (it == std::end(kSubtypes))
        throw NotUnderstood{ctx, "token: the creature type '" + w + "'"};
      f.children.push_back(ast::subtypeLeaf(std::string(it->second)));
    }
    Node n(NodeKind::TokenDesc, {ast::intNode(p), ast::intNode(t), f});
    if (ctx->keywordList())
      for (auto &leaf : keywordLeaves(ctx->keywordList()))
        n.children.push_back(std::move(leaf));
    return n;
  }

  // ------------------------------------------------------------ objects
  Node objects(P::ObjectPhraseContext *ctx) { return at(ctx, objectsNode(ctx)); }
  Node objectsNode(P::ObjectPhraseContext *ctx) {
    if (dynamic_cast<P::SelfRefContext *>(ctx) || dynamic_cast<P::SelfRef2Context *>(ctx))
      return Node(NodeKind::Self);
    if (dynamic_cast<P::ItRefContext *>(ctx))
      return Node(NodeKind::EventObject);
    if (auto *si = dynamic_cast<P::SelfInZoneContext *>(ctx)) { // --- ko5 --- 당신의 무덤에 있는 ~
      std::string w = si->zoneWord()->getText();
      if (w != "무덤" && w != "손" && w != "서고") throw NotUnderstood{si, "~ in this zone"};
      return Node(NodeKind::SelfInZone, {ast::zoneLeaf(w == "무덤" ? "graveyard"
                                                       : w == "손" ? "hand"
                                                                   : "library")});
    }
    if (dynamic_cast<P::ExiledCardsRefContext *>(ctx)) // --- ko5 --- 추방된 카드 (610.3)
      return Node(NodeKind::ExiledCards);
    if (auto *at = dynamic_cast<P::AttachedRefContext *>(ctx)) { // --- kopl --- 부여된 생물
      Node type = typeLeaf(at->typeWord());
      if (type.kind != NodeKind::CardTypeLeaf) throw NotUnderstood{at, "'" + at->getText() + "'"};
      Node n(NodeKind::AttachedObject); // the words say how, and to what (as English)
      n.text = std::string(has(at, "장착된") ? "equipped " : "enchanted ") +
               std::string(ast::spelling(ast::Vocabulary::CardType, type.value));
      return n;
    }
    if (dynamic_cast<P::ThatRefContext *>(ctx)) {
      if (auto ref = declaredRef(pick(ctx, refWord(ctx), false))) return *ref;
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' with no target declared"};
    }
    if (auto *t = dynamic_cast<P::TargetObjectContext *>(ctx))
      return makeTarget({filter(t->description(), t->qualifier())});
    if (auto *t = dynamic_cast<P::TargetObjectsContext *>(ctx)) {
      if (has(t, "최대"))
        throw NotUnderstood{ctx, "'up to' a number of targets"};
      return makeTarget({filter(t->description(), t->qualifier()), amount(t->countOf()->amount())});
    }
    if (auto *so =
            dynamic_cast<P::SelfOrObjectContext *>(ctx)) { // --- kopl3 --- "~ or another ..."
      if (so->description()->quantifier() || has(so->description(), "들"))
        throw NotUnderstood{ctx, "'~ or' with all of a kind"};
      return Node(NodeKind::SelfOr, {filter(so->description())});
    }
    if (auto *i = dynamic_cast<P::IndefiniteObjectContext *>(ctx)) {
      if (i->quantifier() || i->description()->quantifier())
        throw NotUnderstood{ctx, "'all' and 'one' together"};
      return filter(i->description());
    }
    // 모든 may stand before the qualifiers, before the noun, or both
    // (모든 무덤에 있는 모든 카드): all the same "all".
    auto *a = lastAlternative<P::AllObjectsContext>(ctx);
    return Node(NodeKind::All, {filter(a->description())});
  }

  static std::string colorSpelling(P::ColorWordContext *ctx) {
    static const std::pair<std::string_view, std::string_view> kColors[] = {
        {"백색", "white"}, {"청색", "blue"}, {"흑색", "black"}, {"적색", "red"}, {"녹색", "green"}};
    for (auto &[ko, spelling] : kColors)
      if (ko == ctx->getText()) return std::string(spelling);
    return {};
  }

  Node typeLeaf(P::TypeWordContext *ctx) {
    static const std::pair<std::string_view, std::string_view> kTypes[] = {
        {"생물", "creature"},     {"마법물체", "artifact"},   {"부여마법", "enchantment"},
        {"대지", "land"},         {"플레인즈워커", "planeswalker"}, {"지속물", "permanent"},
        {"주문", "spell"},        {"순간마법", "instant"},    {"집중마법", "sorcery"},
    };
    std::string w = ctx->getText();
    if (w == "카드") return Node(NodeKind::CardOnly);
    if (w == "토큰") return Node(NodeKind::TokenOnly);
    for (auto &[ko, spelling] : kTypes)
      if (ko == w)
        if (auto v = ast::valueOf(ast::Vocabulary::CardType, spelling))
          return ast::vocabLeaf(ast::Vocabulary::CardType, *v);
    throw NotUnderstood{ctx, "the type '" + w + "'"};
  }

  // `outer`: qualifying clauses written before 목표, part of the same filter.
  // --- ko8 --- 그 플레이어 (그 상대) in a description ("that player controls", "that player's
  // graveyard"): the declared player target; with none, the player of the trigger, as a
  // subject reads it (the player dealt the damage, whose step it is).
  Node thatPlayer(antlr4::ParserRuleContext *ctx) {
    if (Declared *d = pick(ctx, "플레이어", true)) return *declaredRef(d);
    if (thatPlayerIsEvent_) return Node(NodeKind::EventObject);
    if (thatPlayerIsActive_ && has(ctx, "플레이어")) return Node(NodeKind::ActivePlayer);
    throw NotUnderstood{ctx, "'that player' with no player it can be"};
  }
  Node filter(P::DescriptionContext *ctx, std::vector<P::QualifierContext *> outer = {}) {
    std::vector<P::QualifierContext *> qualifiers = std::move(outer);
    for (auto *q : ctx->qualifier())
      qualifiers.push_back(q);
    static const std::pair<std::string_view, std::string_view> kColors[] = {
        {"백색", "white"}, {"청색", "blue"}, {"흑색", "black"}, {"적색", "red"}, {"녹색", "green"}};
    Node f(NodeKind::Filter);
    // AST order as in English: another, nontoken, colours, types, controller, zone.
    if (has(ctx, "다른"))
      f.children.emplace_back(NodeKind::Another);
    for (auto *q : qualifiers)
      if (q->nontoken())
        f.children.emplace_back(NodeKind::Nontoken);
    for (auto *adj : ctx->adjective()) {
      std::string w = adj->getText();
      if (has(adj, "기본") && has(adj, "아닌")) { // --- ko5 --- nonbasic
        Node basic(NodeKind::SupertypeLeaf);
        basic.text = "Basic";
        f.children.push_back(Node(NodeKind::Not, {std::move(basic)}));
        continue;
      }
      if (has(adj, "전설적") || has(adj, "스노우")) { // --- ko7 --- (non)legendary (205.4d; seed
        // 002's 전설적 생물); --- ko8 --- (non)snow (205.4g; the Korean CR's 스노우, 107.4)
        Node legendary(NodeKind::SupertypeLeaf);
        legendary.text = has(adj, "전설적") ? "Legendary" : "Snow";
        f.children.push_back(has(adj, "아닌") ? Node(NodeKind::Not, {std::move(legendary)})
                                              : std::move(legendary));
        continue;
      }
      if (has(adj, "아닌")) { // 흑색이 아닌 / 대지가 아닌
        if (adj->typeWord() && adj->typeWord()->getText() == "토큰") {
          f.children.emplace_back(NodeKind::Nontoken);
          continue;
        }
        Node what = !adj->colorWord().empty()
                        ? ast::vocabLeaf(ast::Vocabulary::Color,
                                         *ast::valueOf(ast::Vocabulary::Color,
                                                       colorSpelling(adj->colorWord(0))))
                        : typeLeaf(adj->typeWord());
        f.children.push_back(Node(NodeKind::Not, {std::move(what)}));
      } else if (has(adj, "공격하거나")) { // attacking or blocking: either quality
        f.children.push_back(
            Node(NodeKind::AnyOf, {Node(NodeKind::Attacking), Node(NodeKind::Blocking)}));
      } else if (w == "탭된") {
        f.children.emplace_back(NodeKind::IsTapped);
      } else if (w == "언탭된") {
        f.children.emplace_back(NodeKind::IsUntapped);
      } else if (w == "공격하는") {
        f.children.emplace_back(NodeKind::Attacking);
      } else if (w == "방어하는") {
        f.children.emplace_back(NodeKind::Blocking);
      } else if (adj->colorWord().size() > 1) { // --- ko5 --- 적색이나 녹색: either colour
        Node any(NodeKind::AnyOf);
        for (auto *c : adj->colorWord())
          any.children.push_back(ast::vocabLeaf(
              ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, colorSpelling(c))));
        f.children.push_back(std::move(any));
      } else if (!adj->colorWord().empty()) {
        for (auto &[ko, spelling] : kColors)
          if (ko == w)
            f.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, spelling)));
      } else if (w == "토큰") {
        f.children.emplace_back(NodeKind::TokenOnly);
      // --- begin cast ---
      } else if (w == "다색") { // multicolored (105.2)
        f.children.emplace_back(NodeKind::Multicolored);
      } else if (w == "무색") { // --- ko6 --- colorless (105.2c)
        f.children.emplace_back(NodeKind::Colorless);
      } else if (w == "기본") { // --- ko4 --- basic (205.4a)
        Node basic(NodeKind::SupertypeLeaf);
        basic.text = "Basic";
        f.children.push_back(std::move(basic));
        // --- end cast ---
      } else {
        throw NotUnderstood{adj, "the quality '" + w + "'"};
      }
    }
    // --- begin kopl: a creature type before the card type (고블린 생물) or alone (고블린) ---
    std::vector<P::TypeWordContext *> types;
    if (!ctx->orOrComma().empty()) {
      // --- ko4 --- a choice of types and subtypes (숲이나 평원 카드): each one word, in order
      Node any(NodeKind::AnyOf);
      bool subtype = false, card = false, spellAfter = false;
      auto all = ctx->subtypedType();
      for (auto *st : all) {
        // "평원 카드" at the end: 카드 belongs to the whole choice (Forest or Plains card)
        bool cardAfter = st == all.back() && st->KO_SUBTYPE().size() == 1 && st->typeWord() &&
                         (st->typeWord()->getText() == "카드" ||
                          st->typeWord()->getText() == "주문"); // ko5: 스피릿이나 비전 주문
        if (cardAfter && st->typeWord()->getText() == "주문")
          spellAfter = true;
        else
          card |= cardAfter;
        if (!cardAfter && st->KO_SUBTYPE().size() + (st->typeWord() ? 1 : 0) != 1)
          throw NotUnderstood{st, "a creature type with its card type in a choice of types"};
        if (st->typeWord() && !cardAfter) {
          any.children.push_back(typeLeaf(st->typeWord()));
          continue;
        }
        subtype = true;
        std::string w = st->KO_SUBTYPE(0)->getText();
        const auto &table = subtypeTable();
        auto it =
            std::find_if(std::begin(table), std::end(table), [&](auto &e) { return e.first == w; });
        if (it == std::end(table)) throw NotUnderstood{st, "the creature type '" + w + "'"};
        any.children.push_back(ast::subtypeLeaf(std::string(it->second)));
      }
      if (subtype) {
        f.children.push_back(std::move(any));
        if (card) f.children.emplace_back(NodeKind::CardOnly);
        if (spellAfter) f.children.push_back(ast::cardTypeLeaf("spell"));
        for (auto *w : ctx->cardWord()) // 숲이나 평원 카드
          if (w->getText() == "카드")
            f.children.emplace_back(NodeKind::CardOnly);
          else
            throw NotUnderstood{w, "a choice of subtypes as a spell or token"};
        return withQualifiers(std::move(f), qualifiers);
      }
    }
    std::vector<Node> twoTypes; // --- ko4 --- 마법물체 생물: both types, in this order
    for (auto *st : ctx->subtypedType()) {
      if (auto *t = st->typeWord()) types.push_back(t);
      if (auto *two = st->twoTypes()) {
        if (!ctx->orOrComma().empty())
          throw NotUnderstood{two, "two card types inside a choice of types"};
        std::string w = two->getStart()->getText();
        twoTypes.push_back(ast::cardTypeLeaf(w == "마법물체"   ? "artifact"
                                             : w == "부여마법" ? "enchantment"
                                                               : "land"));
        twoTypes.push_back(ast::cardTypeLeaf("creature"));
      }
      if (!st->KO_SUBTYPE().empty() && !ctx->orOrComma().empty())
        throw NotUnderstood{st, "a creature type in a choice of types"};
      for (auto *sub : st->KO_SUBTYPE()) {
        std::string w = sub->getText();
        const auto &table = subtypeTable();
        auto it =
            std::find_if(std::begin(table), std::end(table), [&](auto &e) { return e.first == w; });
        if (it == std::end(table)) throw NotUnderstood{st, "the creature type '" + w + "'"};
        f.children.push_back(ast::subtypeLeaf(std::string(it->second)));
      }
    }
    // --- end kopl ---
    if (!ctx->orOrComma().empty()) {
      Node any(NodeKind::AnyOf);
      for (auto *t : types)
        any.children.push_back(typeLeaf(t));
      f.children.push_back(std::move(any));
    } else {
      for (auto *t : types)
        f.children.push_back(typeLeaf(t));
      for (auto &n : twoTypes)
        f.children.push_back(std::move(n));
    }
    for (auto *w : ctx->cardWord()) { // 생물 카드, 생물 주문
      if (w->getText() == "카드")
        f.children.emplace_back(NodeKind::CardOnly);
      else if (w->getText() == "토큰") // --- kopl --- 생물 토큰
        f.children.emplace_back(NodeKind::TokenOnly);
      else
        f.children.push_back(ast::vocabLeaf(ast::Vocabulary::CardType,
                                            *ast::valueOf(ast::Vocabulary::CardType, "spell")));
    }
    return withQualifiers(std::move(f), qualifiers);
  }
  // Qualifiers come first in Korean; the AST order is with/without, controller, zone.
  Node withQualifiers(Node f, const std::vector<P::QualifierContext *> &qualifiers) {
    for (auto *q : qualifiers) // --- ko7 --- 이름이 ~인 (201.4), English's "named ~"
      if (q->namedSelf()) f.children.emplace_back(NodeKind::NamedSelf);
    for (auto *q : qualifiers) // --- ko7 --- ~을 목표로 정하는 (115.1), "that targets ~"
      if (q->targetsSelf())
        f.children.push_back(Node(NodeKind::TargetsObject, {Node(NodeKind::Self)}));
    for (auto *q : qualifiers) // --- ko5 --- 공격력이 2 이하인 / 전환마나비용이 3 이하인
      if (auto *sq = q->statQualifier()) {
        bool power = has(sq, "공격력");
        Node n = damageAmount(sq->damageAmount());
        NodeKind k = has(sq, "이하") ? (power ? NodeKind::PowerAtMost : NodeKind::ManaValueAtMost)
                     : has(sq, "이상")
                         ? (power ? NodeKind::PowerAtLeast : NodeKind::ManaValueAtLeast)
                     : power ? NodeKind::Filter // no "power is N" part: refused below
                             : NodeKind::ManaValueIs;
        if (k == NodeKind::Filter) throw NotUnderstood{sq, "a power equal to a number"};
        if (power && n.kind != NodeKind::Int) throw NotUnderstood{sq, "a variable power"};
        f.children.push_back(Node(k, {std::move(n)}));
      }
    for (auto *q : qualifiers)
      if (auto *k = q->withKeyword()) {
        Node with(NodeKind::WithKeyword, {keywordLeaf(k->keywordName())});
        f.children.push_back(has(k, "없는") ? Node(NodeKind::Not, {std::move(with)})
                                            : std::move(with));
      }
    for (auto *q : qualifiers)
      if (auto *c = q->controller()) {
        if (has(c, "않는")) { // --- ko5 --- 당신이 조종하지 않는: (not (controller you))
          f.children.push_back(
              Node(NodeKind::Not, {Node(NodeKind::ControlledBy, {Node(NodeKind::You)})}));
          continue;
        }
        if (c->getStart()->getText() == "그") {
          f.children.push_back(Node(NodeKind::ControlledBy, {thatPlayer(c)}));
          continue;
        }
        if (c->getStart()->getText() == "방어하는") { // --- ko8 --- 506.2
          f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::DefendingPlayer)}));
          continue;
        }
        Node who = c->getStart()->getText() == "당신" && !has(c, "상대") ? Node(NodeKind::You)
                                                                        : Node(NodeKind::EachOpponent);
        f.children.push_back(Node(NodeKind::ControlledBy, {who}));
      }
    for (auto *q : qualifiers) // --- ko7 --- 선택된 타입의 / 선택된 색의 (614.12): after the
      if (auto *cq =
              q->chosenQuality()) // controller, as English ("you control of the chosen type")
        f.children.emplace_back(has(cq, "색") ? NodeKind::OfChosenColor : NodeKind::OfChosenType);
    for (auto *q : qualifiers) // --- ko5 --- +1/+1 카운터가 놓인 (122.1)
      if (auto *wc = q->withCounter())
        f.children.push_back(Node(NodeKind::WithCounter, {counterKind(wc->counterKind())}));
    for (auto *q : qualifiers)
      if (auto *z = q->zoneSuffix()) {
        Node in(NodeKind::InZone, {zone(z->zoneRef())});
        std::string owner = z->zoneRef()->getStart()->getText();
        if (owner == "당신")
          in.children.emplace_back(NodeKind::You);
        else if (owner == "상대")
          in.children.emplace_back(NodeKind::EachOpponent); // "an opponent's graveyard"
        else if (owner == "그") // --- ko8 --- 그 플레이어의 무덤: a player named before
          in.children.push_back(thatPlayer(z->zoneRef()));
        else if (owner == "목표" || owner == "각")
          throw NotUnderstood{z, "a zone of a chosen player"};
        f.children.push_back(std::move(in));
      }
    return f;
  }

  Node zone(P::ZoneRefContext *ctx) { return at(ctx, zoneNode(ctx)); }
  Node zoneNode(P::ZoneRefContext *ctx) {
    static const std::pair<std::string_view, std::string_view> kZones[] = {
        {"무덤", "graveyard"}, {"손", "hand"}, {"서고", "library"}, {"추방영역", "exile"}, {"전장", "battlefield"}};
    std::string w = ctx->zoneWord()->getText();
    for (auto &[ko, spelling] : kZones)
      if (ko == w)
        if (auto v = ast::valueOf(ast::Vocabulary::Zone, spelling))
          return ast::vocabLeaf(ast::Vocabulary::Zone, *v);
    throw NotUnderstood{ctx, "the zone '" + w + "'"};
  }

  // Native Korean numerals (한 두 세 ...) or digits.
  Node amount(P::AmountContext *ctx) { return at(ctx, amountNode(ctx)); }
  Node amountNode(P::AmountContext *ctx) {
    static constexpr std::string_view kNative[] = {"", "한", "두", "세", "네", "다섯",
                                                   "여섯", "일곱", "여덟", "아홉", "열"};
    std::string w = ctx->getText();
    if (w == "X" || w == "x")
      return Node(NodeKind::XValue);
    for (size_t i = 1; i < std::size(kNative); ++i)
      if (kNative[i] == w)
        return ast::intNode(int64_t(i));
    if (auto v = parseDigits(w))
      return ast::intNode(*v);
    throw NotUnderstood{ctx, "the number '" + w + "'"};
  }
  // --- ko7 --- 생명 3점, or 그만큼의 생명점 ("that much", 603.2: the event's amount)
  Node lifeAmount(P::LifePointsContext *ctx) {
    if (!ctx->damageAmount()) return at(ctx, Node(NodeKind::ThatMuch));
    return damageAmount(ctx->damageAmount());
  }
  Node damageAmount(P::DamageAmountContext *ctx) { return at(ctx, damageAmountNode(ctx)); }
  Node damageAmountNode(P::DamageAmountContext *ctx) {
    std::string w = ctx->getText();
    if (w == "X" || w == "x")
      return Node(NodeKind::XValue);
    if (auto v = parseDigits(w))
      return ast::intNode(*v);
    throw NotUnderstood{ctx, "the number '" + w + "'"};
  }
};

class KoreanFrontend final : public LanguageFrontend {
public:
  // --- ko7 --- 711.2: "LEVEL 1-3" (the Korean CR's {LEVEL N1-N2}) opens a level striation
  std::string_view levelSymbolWord() const override { return "LEVEL"; }
  LineResult parseLine(const LineInput &line, DiagnosticEngine &diags) const override {
    return parseAbilityLine<ko_grammar::OracleKoLexer, P, KoBuilder>(
        line, diags, [](antlr4::CommonTokenStream &) {});
  }
};
} // namespace

const LanguageFrontend &koreanFrontend() {
  static const KoreanFrontend instance; // immutable, stateless
  return instance;
}

} // namespace oraclec::parse
