// Japanese front end: OracleJa grammar -> language-neutral AST.
// Produces exactly the AST the English builder produces for the equivalent
// English text. The differences are in the surface only:
//  - targets are declared up front ("クリーチャー１体を対象とする。") and the
//    effects refer to them with それ/それら/そのクリーチャー/そのプレイヤー; the
//    builder emits the declared targets as the ability's (targets ...) node and
//    each reference as (target-ref i), the canonical form English reaches by
//    hoisting (AST/Canonicalize.cpp);
//  - a bare description means "all" as a subject or object ("あなたがコントロー
//    ルしているクリーチャーは" = "creatures you control") but "a" in trigger and
//    replacement subjects ("カードかトークンが…置かれるなら" = "if a card or token
//    would be put…"); a counted one ("クリーチャー１体") is the indefinite "a".
// Any alternative the builder does not understand makes the whole line
// Unsupported (never a partial AST), as in English.
#include "AST/Compare.h" // conditions branch
#include "Parse/AntlrSupport.h"
#include "Parse/BuilderSupport.h"
#include "Parse/ja/SubtypeNamesJa.h"
#include "runtime/Vocabulary/Subtypes.h"

#include "OracleJaLexer.h"
#include "OracleJaParser.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace oraclec::parse {

namespace {
using P = ja_grammar::OracleJaParser;
using ast::Node;
using ast::NodeKind;

struct WordMap {
  std::string_view ja, canonical;
};

constexpr WordMap kKeywords[] = {
    {"飛行", "flying"},
    {"警戒", "vigilance"},
    {"速攻", "haste"},
    {"トランプル", "trample"},
    {"先制攻撃", "first-strike"},
    {"二段攻撃", "double-strike"},
    {"接死", "deathtouch"},
    {"絆魂", "lifelink"},
    {"到達", "reach"},
    {"防衛", "defender"},
    {"威迫", "menace"},
    {"呪禁", "hexproof"},
    {"破壊不能", "indestructible"},
    {"瞬速", "flash"},
    {"果敢", "prowess"},
    {"サイクリング", "cycling"},
    {"装備", "equip"},
    {"被覆", "shroud"},
    {"欠色", "devoid"},
    {"畏怖", "fear"},
    {"威嚇", "intimidate"},
    {"シャドー", "shadow"},
    {"馬術", "horsemanship"},
    {"沼渡り", "swampwalk"},
    {"島渡り", "islandwalk"},
    {"森渡り", "forestwalk"},
    {"山渡り", "mountainwalk"},
    {"平地渡り", "plainswalk"},
    {"感染", "infect"},
    {"萎縮", "wither"},
    {"賛美", "exalted"},
    {"武士道", "bushido"},
    {"側面攻撃", "flanking"},
    {"ランページ", "rampage"},
    {"不死", "undying"},
    {"頑強", "persist"},
    {"フラッシュバック", "flashback"},
    {"エコー", "echo"},
    {"転生", "soulshift"},
    {"製造", "fabricate"},
    {"死後", "afterlife"},
    {"長久", "outlast"},
    {"教導", "mentor"},
    {"接合", "modular"},
    // --- begin morph ---
    {"変異", "morph"},
    {"大変異", "megamorph"},
    // --- end morph ---
    // --- begin jaxcheck ---
    {"キッカー", "kicker"},
    {"バイバック", "buyback"},
    {"召集", "convoke"},
    // --- end jaxcheck ---
    // --- begin keywords ---
    {"蘇生", "unearth"},
    {"活用", "scavenge"},
    {"接木", "graft"},
    {"刹那", "split-second"},
    {"回顧", "retrace"},
    {"想起", "evoke"},
    {"疾駆", "dash"},
    {"ストーム", "storm"},
    {"搭乗", "crew"},
    // --- end keywords ---
    // --- begin altcast ---
    {"マッドネス", "madness"},
    {"反復", "rebound"},
    {"不朽", "embalm"},
    {"永遠", "eternalize"},
    // --- end altcast ---
    // --- begin i18n3 ---
    {"高名", "renown"},
    {"狂喜", "bloodthirst"},
    {"喊声", "battle-cry"},
    {"即席", "improvise"},
    {"親和(アーティファクト)", "affinity-for-artifacts"},
    {"昇殿", "ascend"},
    {"探査", "delve"},
    {"進化", "evolve"},
    {"多相", "changeling"},
    {"累加アップキープ", "cumulative-upkeep"},
    {"消散", "fading"},    // 702.32 (消散カウンター)
    {"消失", "vanishing"}, // 702.63 (時間カウンター)
    {"加虐", "afflict"},
    {"廃位", "dethrone"},
    {"烈日", "sunburst"},
    {"潜伏", "skulk"},
    {"多重キッカー", "multikicker"},
    // --- end i18n3 ---
    {"移植", "graft"},  // ja5: the printed word (接木 above is read too)
    {"貪食", "devour"}, // ja5: 702.82
    // --- begin keywords6 ---
    {"双呪", "entwine"},   // 702.42
    {"続唱", "cascade"},   // 702.85
    {"変成", "transmute"}, // 702.53
    {"授与", "bestow"},    // --- keywords7 --- 702.103
    {"超過", "overload"},  // --- keywords7 --- 702.96
                           // --- end keywords6 ---
};
// Keywords written with a number ("武士道１", CR 702.45, 702.23). Kept here
// until the AST says which keywords take an amount.
constexpr std::string_view kNumberedKeywords[] = {"bushido", "rampage", "soulshift", "fabricate", "afterlife", "modular",
                                                  "graft", "crew" /* --- keywords --- */};
bool takesNumber(ast::Keyword k) {
  return std::find(std::begin(kNumberedKeywords), std::end(kNumberedKeywords),
                   ast::canonicalName(k)) != std::end(kNumberedKeywords) ||
         ast::keywordTakesAmount(k); // i18n3: the vocabulary says which (renown, fading, ...)
}
constexpr WordMap kTypes[] = {
    {"クリーチャー", "creature"},
    {"アーティファクト", "artifact"},
    {"エンチャント", "enchantment"},
    {"土地", "land"},
    {"プレインズウォーカー", "planeswalker"},
    {"パーマネント", "permanent"},
    {"呪文", "spell"},
    {"インスタント", "instant"},
    {"ソーサリー", "sorcery"},
};
constexpr WordMap kColors[] = {
    {"白", "white"}, {"青", "blue"}, {"黒", "black"}, {"赤", "red"}, {"緑", "green"},
};
constexpr WordMap kZones[] = {
    {"墓地", "graveyard"}, {"手札", "hand"},        {"ライブラリー", "library"},
    {"追放領域", "exile"}, {"戦場", "battlefield"},
};
constexpr WordMap kSteps[] = {
    {"アップキープ", "upkeep"},
    {"ドロー・ステップ", "draw-step"},
    {"終了ステップ", "end-step"},
    {"戦闘", "combat"},
};

// Named counters (CR 122.1): the Japanese name before カウンター.
constexpr WordMap kCounterNames[] = {
    // ja5: the printed names of the corpus's counters (122.1); 消散 is fading's (702.32a).
    {"羽根", "feather"}, {"鏃", "arrowhead"}, {"火炎", "flame"},     {"経年", "age"},
    {"投槍", "javelin"}, {"治癒", "healing"}, {"悲鳴", "scream"},    {"敵対", "strife"},
    {"結束", "unity"},   {"宝石", "gem"},     {"執心", "devotion"},  {"消散", "fade"},
    {"蓄積", "charge"},  {"年齢", "age"},     {"時間", "time"},      {"消失", "fade"},
    {"貯蔵", "storage"}, {"探索", "quest"},   {"枯渇", "depletion"}, {"胞子", "spore"},
    {"氷", "ice"},       {"破滅", "doom"},    {"伝承", "lore"},      {"菌類", "fungus"},
    {"詩歌", "verse"},   {"気", "ki"},        {"忠誠", "loyalty"},   {"圧力", "pressure"},
    {"洪水", "flood"},   {"泥沼", "mire"},    {"夢", "dream"},       {"死", "death"},
    {"賞金", "bounty"},  {"卵", "egg"},       {"羽", "feather"},     {"成長", "growth"},
    {"苦痛", "pain"},    {"疫病", "plague"},  {"血", "blood"},       {"前兆", "omen"},
    {"錆", "rust"},      {"闘争", "strife"},  {"金", "gold"},        {"願い", "wish"},
    {"詩句", "verse"},   {"導火線", "fuse"},  {"石材", "brick"},
};

// The subtype a Japanese name spells ("兵士" -> "Soldier"), if any.
std::optional<std::string_view> subtypeFromJa(const std::string &ja) {
  static const std::unordered_map<std::string, std::string_view> table = [] {
    std::unordered_map<std::string, std::string_view> m;
    for (const auto &e : kSubtypeNamesJa)
      m.emplace(std::string(e.ja), e.en);
    return m;
  }();
  auto it = table.find(ja);
  if (it == table.end()) return std::nullopt;
  return it->second;
}

template <size_t N>
std::optional<std::string_view> lookup(const WordMap (&table)[N], std::string_view ja) {
  for (const auto &w : table)
    if (w.ja == ja) return w.canonical;
  return std::nullopt;
}

class JaBuilder {
public:
  JaBuilder(const LineInput &line, const std::vector<size_t> &offs) : line_(line), offs_(offs) {}

  LineResult build(P::AbilityLineContext *ctx) {
    LineResult r;
    if (ctx->reminder()) r.reminder = ctx->reminder()->getText();
    if (!ctx->ability()) return r; // only reminder text
    r.abilities = abilities(ctx->ability());
    return r;
  }

  // One ability line, or the ability inside 「…」 (jaxcheck: quotedAbility).
  std::vector<Node> abilities(P::AbilityContext *a) {
    std::vector<Node> out;
    if (auto *k = dynamic_cast<P::KeywordLineContext *>(a)) {
      for (auto *kw : k->keywordList()->keyword())
        out.push_back(keywordAbility(kw));
      // --- begin jaxcheck ---
    } else if (auto *cc = dynamic_cast<P::CantBeCounteredLineContext *>(a)) {
      // 101.2, as English: a keyword whose payload keeps the wording (1: "~").
      Node n(NodeKind::KeywordAbility, {ast::keywordLeaf(ast::Keyword::CantBeCountered)});
      n.value = cc->SELF() ? 1 : 0;
      out.push_back(std::move(n));
      // --- end jaxcheck ---
    } else if (auto *act = dynamic_cast<P::ActivatedLineContext *>(a)) {
      // i18n3: no event in an activated ability: それ is the card ("it", as English).
      itIsSelf_ = true;
      Node n(NodeKind::Activated, {cost(act->cost())});
      costDiscardsOne_ = costDiscardsOneCard(n.children[0]); // effects8: "捨てたカード" (608.2h)
      costExilesOne_ = costExilesOneObject(n.children[0]); // effects8: "その追放されたカード"
      if (act->modal())
        n.children.push_back(modes(act->modal()));
      else
        appendEffects(n, act->effectSentences());
      costDiscardsOne_ = costExilesOne_ = false;
      for (auto *restriction : act->restriction())
        n.children.push_back(activationRestriction(restriction));
      out.push_back(std::move(n));
    } else if (auto *trg = dynamic_cast<P::TriggeredLineContext *>(a)) {
      isTriggered_ = true;
      Node n(NodeKind::Triggered, {trigger(trg->trigger())});
      noteTriggerSubject(n.children[0]);
      diesTrigger_ = n.children[0].kind == NodeKind::Dies; // "死亡したクリーチャー" (603.10a)
      std::optional<Node> intervening; // 603.4: "…場合、" checked on trigger and resolution
      if (trg->condition())
        intervening = Node(NodeKind::Intervening, {condition(trg->condition())});
      else if (trg->conditionJa5()) // ja5: the werewolves' conditions
        intervening = Node(NodeKind::Intervening, {ja5Condition(trg->conditionJa5())});
      if (trg->modal()) {
        if (intervening) n.children.push_back(std::move(*intervening));
        n.children.push_back(modes(trg->modal()));
      } else {
        appendEffects(n, trg->effectSentences(), std::move(intervening));
      }
      out.push_back(std::move(n));
    } else if (auto *co = dynamic_cast<P::CastOnlyLineContext *>(a)) { // ja4
      out.push_back(ja4CastOnly(co->castOnlyJa()));
      // --- begin keywords7 --- 701.39d: the optional cost and its linked "そうしたとき" trigger
    } else if (auto *ex = dynamic_cast<P::ExertLineContext *>(a)) {
      Node n(NodeKind::MayExert);
      if (ex->effectSentences()) {
        isTriggered_ = true;
        Node t(NodeKind::Triggered, {Node(NodeKind::Exerted, {Node(NodeKind::Self)})});
        noteTriggerSubject(t.children[0]);
        appendEffects(t, ex->effectSentences());
        n.children.push_back(std::move(t));
      }
      out.push_back(std::move(n));
    } else if (auto *et = dynamic_cast<P::ExertTriggerLineContext *>(a)) {
      // "あなたがクリーチャーを１体督励するたび、…" (701.39a): "Whenever you exert a creature"
      if (et->NUMBER()->getText() != "1")
        throw NotUnderstood{et, "exerting more than one creature"};
      isTriggered_ = true;
      Node t(NodeKind::Triggered, {Node(NodeKind::Exerted, {filter(et->description())})});
      noteTriggerSubject(t.children[0]);
      appendEffects(t, et->effectSentences());
      out.push_back(std::move(t));
      // --- end keywords7 ---
    } else if (auto *ac = dynamic_cast<P::AdditionalCostLineContext *>(a)) {
      out.push_back(Node(NodeKind::AdditionalCost, {cost(ac->cost())}));
    } else if (auto *st = dynamic_cast<P::StaticLineContext *>(a)) {
      Node n(NodeKind::Static);
      staticAbility(st->staticAbility(), n.children);
      if (st->whereX()) defineX(n.children, 0, st->whereX());
      out.push_back(std::move(n));
    } else if (auto *sp = dynamic_cast<P::SpellLineContext *>(a)) {
      Node n(NodeKind::Spell);
      if (sp->modal())
        n.children.push_back(modes(sp->modal()));
      else
        appendEffects(n, sp->effectSentences());
      out.push_back(std::move(n));
    } else {
      throw NotUnderstood{a, "this kind of ability"};
    }
    for (auto &n : out)
      n.range = range(a);
    return out;
  }

private:
  const LineInput &line_;
  const std::vector<size_t> &offs_;
  std::vector<Node> targets_;                    // declared targets, in text order
  bool colorChosen_ = false;                     // i18n3: "色１色を選ぶ。" read in this ability
  std::optional<Node> itIs_; // i18n3: what それ names in "…であるかぎり、それは…"
  size_t lastDeclBegin_ = 0, lastDeclCount_ = 0; // the latest "…を対象とする"
  bool bareIsIndefinite_ = false;                // trigger/replacement subject: bare = "a"
  // As in English: with no target, それ is the card itself after "~が戦場に
  // 出たとき"/"~が攻撃するたび", else the object the trigger is about; これ
  // after "~が死亡したとき" is the card in its new zone (CR 400.7), like "it".
  bool itIsSelf_ = false, thisIsEventObject_ = false;
  // その＋type after "…にダメージを与えるたび" is the one dealt damage.
  bool thatIsEventObject_ = false;
  bool isTriggered_ = false;
  bool diesTrigger_ = false;       // a "dies" trigger: its event object died (700.4)
  // effects8: the activated ability's cost discards one card, or exiles one card (608.2h)
  bool costDiscardsOne_ = false, costExilesOne_ = false;
  std::optional<Node> thatPlayer_; // what そのプレイヤー means in this trigger
  // Effects in one sentence share an omitted player subject, as in English:
  // "そのプレイヤーはカード１枚を引き、１点のライフを失う".
  std::optional<Node> inheritedSubject_, lastSubject_;
  std::optional<Node> lastDamageSource_; // jaxcheck: "…を与え、あなたに…を与える"
  std::optional<Node> sentenceSubject_; // jaxcheck: the subject a "その後、…" sentence goes on with

  void noteTriggerSubject(const Node &event) {
    bool aboutSelf = !event.children.empty() && event.children[0].kind == NodeKind::Self;
    itIsSelf_ = ast::itRefersToSelf(event); // the same rule as English
    thisIsEventObject_ =
        aboutSelf && (event.kind == NodeKind::Dies || event.kind == NodeKind::PutIntoGraveyard ||
                      event.kind == NodeKind::LeavesBattlefield);
    thatIsEventObject_ =
        event.kind == NodeKind::DealsDamageTrigger ||   // as English "that creature"
        event.kind == NodeKind::BecomesBlockedBy ||     // jaxcheck: the blocker
        event.kind == NodeKind::BlocksCreature ||       // i18n3: the blocked creature
        event.kind == NodeKind::BlocksOrBecomesBlocked; // i18n3: the other creature
  }

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
        if (t->getText() == word) return true;
    return false;
  }

  // ------------------------------------------------------------ keywords
  Node keywordLeaf(P::KeywordNameContext *ctx) {
    std::string ja = ctx->getText();
    std::optional<std::string> canonical;
    if (auto *e = ctx->evasionKeyword(); e && e->colorWord()) // プロテクション（黒）
      canonical = "protection-from-" + std::string(*lookup(kColors, e->colorWord()->getText()));
    // --- begin i18n3 ---
    // "プロテクション（その選ばれた色）" after "色１色を選ぶ。"
    else if (e && e->PROTECTION_OPEN()) {
      if (!colorChosen_) throw NotUnderstood{ctx, "protection from a colour chosen elsewhere"};
      canonical = "protection-from-the-color-of-your-choice";
    }
    // --- end i18n3 ---
    else if (auto word = lookup(kKeywords, ja))
      canonical = std::string(*word);
    auto kw = canonical ? ast::keywordFromCanonical(*canonical) : std::nullopt;
    if (!kw) throw NotUnderstood{ctx, "keyword '" + ja + "'"};
    return ast::keywordLeaf(*kw);
  }
  Node keywordAbility(P::KeywordContext *ctx) { return at(ctx, keywordAbilityNode(ctx)); }
  Node keywordAbilityNode(P::KeywordContext *ctx) {
    if (auto *enchant = dynamic_cast<P::EnchantKeywordContext *>(ctx))
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Enchant), filter(enchant->description())});
    if (auto *plain = dynamic_cast<P::PlainKeywordContext *>(ctx)) {
      Node leaf = keywordLeaf(plain->keywordName());
      if (ast::keywordTakesCost(ast::Keyword(leaf.value)))
        throw NotUnderstood{ctx, "keyword without its cost"};
      if (takesNumber(ast::Keyword(leaf.value)))
        throw NotUnderstood{ctx, "keyword without its number"};
      return Node(NodeKind::KeywordAbility, {leaf});
    }
    if (auto *numbered = dynamic_cast<P::AmountKeywordContext *>(ctx)) { // "武士道１"
      Node leaf = keywordLeaf(numbered->keywordName());
      auto n = parseDigits(numbered->NUMBER()->getText());
      if (!takesNumber(ast::Keyword(leaf.value)) || !n)
        throw NotUnderstood{ctx, "a number after a keyword that takes none"};
      return Node(NodeKind::KeywordAbility, {leaf, ast::intNode(int64_t(*n))});
    }
    if (auto *dc = dynamic_cast<P::DashCostKeywordContext *>(ctx))
      return dashCostKeyword(dc); // jaxcheck
    // --- begin altcast --- "待機4 ― {1}{U}" (702.62a): the time counters and the cost
    if (auto *suspend = dynamic_cast<P::SuspendKeywordContext *>(ctx)) {
      auto n = parseDigits(suspend->NUMBER()->getText());
      if (!n || *n < 1 || *n > 1000)
        throw NotUnderstood{ctx, "suspend with this number of time counters"};
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Suspend),
                   Node(NodeKind::Cost, symbolCostParts(suspend->manaSymbols()->getText())),
                   ast::intNode(int64_t(*n))});
    }
    // --- end altcast ---
    if (auto *sp = dynamic_cast<P::SpliceKeywordContext *>(ctx)) // --- keywords7 --- 702.47a
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::SpliceOntoArcane),
                   Node(NodeKind::Cost, symbolCostParts(sp->manaSymbols()->getText()))});
    if (auto *awaken = dynamic_cast<P::AwakenKeywordContext *>(ctx)) { // --- keywords7 --- 702.113a
      auto n = parseDigits(awaken->NUMBER()->getText());
      if (!n || *n < 1 || *n > 1000)
        throw NotUnderstood{ctx, "awaken with this number of counters"};
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Awaken),
                   Node(NodeKind::Cost, symbolCostParts(awaken->manaSymbols()->getText())),
                   ast::intNode(int64_t(*n))});
    }
    auto *withCost = lastAlternative<P::CostKeywordContext>(ctx);
    Node leaf = keywordLeaf(withCost->keywordName());
    if (!ast::keywordTakesCost(ast::Keyword(leaf.value)))
      throw NotUnderstood{ctx, "a cost after a keyword that takes none"};
    Node c = withCost->cost()
                 ? cost(withCost->cost())
                 : Node(NodeKind::Cost, symbolCostParts(withCost->manaSymbols()->getText()));
    return Node(NodeKind::KeywordAbility, {leaf, c});
  }
  std::vector<Node> grantedKeywords(P::GrantedKeywordsContext *ctx) {
    std::vector<Node> out;
    for (auto *k : ctx->keywordName()) {
      Node leaf = keywordLeaf(k);
      if (ast::keywordTakesCost(ast::Keyword(leaf.value)))
        throw NotUnderstood{k, "granting a keyword with a cost"};
      if (takesNumber(ast::Keyword(leaf.value)))
        throw NotUnderstood{k, "granting a keyword without its number"};
      if (ast::Keyword(leaf.value) == ast::Keyword::Rebound) // altcast: as English (a grant to spells)
        throw NotUnderstood{k, "granting rebound to spells"};
      out.push_back(std::move(leaf));
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
        // A bare description in a cost is one object ("クリーチャーを生け贄に捧げる:
        // Sacrifice a creature", 118.3); "all" needs すべての. Read as "all" it
        // was a silent misread (sacrificing every creature).
        Node what = objects(sac->objectPhrase());
        if (what.kind == NodeKind::All && sac->objectPhrase()->getText().find("すべて") == std::string::npos)
          what = Node(what.children[0]);
        c.children.push_back(Node(NodeKind::SacrificeCost, {std::move(what)}));
      } else if (auto *sc = dynamic_cast<P::SacrificeCountedCostContext *>(part)) {
        // "クレリックを１体生け贄に捧げる": a Cleric; "ゴブリンを２体…": two Goblins (library2,
        // 118.3)
        Node count = amount(sc->amount());
        Node f = filter(sc->description());
        if (!isOne(count) && (f.find(NodeKind::InZone) || f.find(NodeKind::ControlledBy)))
          throw NotUnderstood{sc, "sacrificing permanents described by their controller or zone"};
        if (isOne(count))
          c.children.push_back(Node(NodeKind::SacrificeCost, {std::move(f)}));
        else
          c.children.push_back(Node(NodeKind::SacrificeCost, {std::move(f), std::move(count)}));
      } else if (auto *se = dynamic_cast<P::SacrificeEitherCostContext *>(part)) {
        Node count = ast::intNode(1);
        Node f = alternatives(se->countedDescription(), count);
        if (!isOne(count)) throw NotUnderstood{se, "sacrificing several objects"};
        c.children.push_back(Node(NodeKind::SacrificeCost, {f}));
      } else if (auto *dis = dynamic_cast<P::DiscardCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::DiscardCost, {amount(dis->amount())}));
      } else if (auto *rc = dynamic_cast<P::RemoveCountersCostContext *>(part)) {
        // "~の上から蓄積カウンター１個を取り除く"
        if (objects(rc->objectPhrase()).kind != NodeKind::Self)
          throw NotUnderstood{rc->objectPhrase(), "removing counters from another object"};
        c.children.push_back(Node(NodeKind::RemoveCountersCost,
                                  {counterKindLeaf(rc->counterKind()), amount(rc->amount())}));
      } else if (auto *tap = dynamic_cast<P::TapOthersCostContext *>(part)) { // jaxcheck
        c.children.push_back(tapOthersCost(tap));
      } else if (auto *pe = dynamic_cast<P::PayEnergyCostContext *>(part)) { // jaxcheck: "{E}を支払う"
        for (auto &p : symbolCostParts(pe->manaSymbols()->getText()))
          c.children.push_back(std::move(p));
      } else if (auto *life = dynamic_cast<P::PayLifeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::PayLifeCost, {amount(life->amount())}));
      } else if (auto *ly = dynamic_cast<P::LoyaltyCostContext *>(part)) { // i18n3
        c.children.push_back(loyaltyCostJa(ly));
      } else if (auto e8 = effects8CostPart(part)) { // effects8
        c.children.push_back(std::move(*e8));
      } else if (auto ja4 = ja4CostPart(part)) { // ja4
        c.children.push_back(std::move(*ja4));
      } else {
        throw NotUnderstood{part, "this cost"};
      }
    }
    return c;
  }

  // ------------------------------------------------------------ triggers
  Node subjectIndefinite(P::ObjectPhraseContext *ctx) {
    bareIsIndefinite_ = true;
    Node n = objects(ctx);
    bareIsIndefinite_ = false;
    return n;
  }
  // "土地が１つ": the count after が is the indefinite article.
  Node triggerSubject(P::TriggerSubjectContext *ctx) {
    if (ctx->amount() && !isOne(amount(ctx->amount())))
      throw NotUnderstood{ctx, "a trigger on several objects at once"};
    return subjectIndefinite(ctx->objectPhrase());
  }
  Node moreTrigger(P::MoreTriggerContext *ctx) {
    // --- begin trig2 ---
    if (auto *t = dynamic_cast<P::BecomesTappedTriggerContext *>(ctx)) // 701.21a
      return Node(NodeKind::BecomesTapped, {triggerSubject(t->triggerSubject())});
    if (auto *t = dynamic_cast<P::BecomesUntappedTriggerContext *>(ctx)) // 701.21b
      return Node(NodeKind::BecomesUntapped, {triggerSubject(t->triggerSubject())});
    if (auto *a = dynamic_cast<P::AttacksUnblockedTriggerContext *>(ctx)) // 509.5g
      return Node(NodeKind::AttacksUnblocked, {triggerSubject(a->triggerSubject())});
    if (dynamic_cast<P::CycleSelfTriggerContext *>(ctx)) // 702.29c
      return Node(NodeKind::CycleSelf);
    // --- end trig2 ---
    // --- begin triggers7 --- battalion (508.3a): ~ and at least N other creatures attack
    if (auto *a = dynamic_cast<P::AttacksWithOthersTriggerContext *>(ctx)) {
      Node others = amount(a->amount());
      if (others.kind != NodeKind::Int || others.value < 1)
        throw NotUnderstood{a->amount(), "this number of other attacking creatures"};
      return Node(NodeKind::AttacksWithOthers, {Node(NodeKind::Self), std::move(others)});
    }
    // --- end triggers7 ---
    // "~が戦場に出るか攻撃するたび" (603.2): one ability, two events of the card.
    auto *e = lastAlternative<P::EntersOrTriggerContext>(ctx);
    Node who = triggerSubject(e->triggerSubject());
    if (who.kind != NodeKind::Self)
      throw NotUnderstood{e->triggerSubject(), "two events of another object than ~"};
    auto *second = e->secondEventJa();
    NodeKind kind = has(second, "攻撃するたび") || has(second, "攻撃したとき") ? NodeKind::Attacks
                    : has(second, "墓地") || second->getText().find("死亡") != std::string::npos
                        ? NodeKind::Dies
                    : has(second, "戦場") ? NodeKind::LeavesBattlefield
                                          : NodeKind::TurnedFaceUp;
    return Node(NodeKind::EitherTrigger,
                {Node(NodeKind::EntersBattlefield, {who}), Node(kind, {Node(NodeKind::Self)})});
  }
  Node trigger(P::TriggerContext *ctx) { return at(ctx, triggerNode(ctx)); }
  Node triggerNode(P::TriggerContext *ctx) {
    if (auto *e = dynamic_cast<P::EntersTriggerContext *>(ctx)) {
      Node who = triggerSubject(e->triggerSubject());
      if (auto *under = e->underControl()) {
        // "クリーチャー１体があなたのコントロール下で戦場に出るたび"
        Node *f = who.kind == NodeKind::Filter ? &who
                  : who.kind == NodeKind::All || who.kind == NodeKind::SelfOr
                      ? &who.children[0] // jaxcheck: SelfOr
                      : nullptr;
        if (!f || has(under, "オーナー"))
          throw NotUnderstood{under, "'コントロール下で' after this subject"};
        Node controller = has(under, "あなた") ? Node(NodeKind::You) : Node(NodeKind::EachOpponent);
        f->children.push_back(Node(NodeKind::ControlledBy, {controller}));
      }
      return Node(NodeKind::EntersBattlefield, {who});
    }
    if (auto *d = dynamic_cast<P::DiesTriggerContext *>(ctx)) {
      // "戦場から あなたの/対戦相手の 墓地に置かれたとき": whose graveyard is part of
      // the meaning (the card's owner, 404.2), as in English; "いずれかの墓地" is "dies".
      Node who = triggerSubject(d->triggerSubject());
      if (auto *owner = d->zoneOwner()) {
        if (dynamic_cast<P::YourZoneContext *>(owner))
          return Node(NodeKind::PutIntoGraveyard, {std::move(who), Node(NodeKind::You)});
        if (auto *o = dynamic_cast<P::OpponentZoneContext *>(owner)) {
          if (o->amount() && !isOne(amount(o->amount())))
            throw NotUnderstood{o, "the graveyards of several opponents"};
          return Node(NodeKind::PutIntoGraveyard, {std::move(who), Node(NodeKind::EachOpponent)});
        }
      }
      return Node(NodeKind::Dies, {std::move(who)});
    }
    if (auto *a = dynamic_cast<P::AttacksTriggerContext *>(ctx))
      return Node(NodeKind::Attacks, {triggerSubject(a->triggerSubject())});
    if (auto *b = dynamic_cast<P::BlocksTriggerContext *>(ctx))
      return Node(NodeKind::Blocks, {triggerSubject(b->triggerSubject())});
    if (auto *b = dynamic_cast<P::AttacksOrBlocksTriggerContext *>(ctx))
      return Node(NodeKind::AttacksOrBlocks, {triggerSubject(b->triggerSubject())});
    if (auto *b = dynamic_cast<P::BecomesBlockedTriggerContext *>(ctx))
      return Node(NodeKind::BecomesBlocked, {triggerSubject(b->triggerSubject())});
    if (auto *l = dynamic_cast<P::LeavesTriggerContext *>(ctx))
      return Node(NodeKind::LeavesBattlefield, {triggerSubject(l->triggerSubject())});
    // --- begin morph ---
    if (auto *f = dynamic_cast<P::TurnedFaceUpTriggerContext *>(ctx)) // 708.8
      return Node(NodeKind::TurnedFaceUp, {triggerSubject(f->triggerSubject())});
    // --- end morph ---
    if (auto *m = dynamic_cast<P::MoreTriggerAltContext *>(ctx))
      return moreTrigger(m->moreTrigger());
    if (auto *m = dynamic_cast<P::BecomesMonstrousTriggerContext *>(ctx)) // --- keywords --- 701.31a
      return Node(NodeKind::BecomesMonstrous, {triggerSubject(m->triggerSubject())});
    if (auto *d = dynamic_cast<P::DealsDamageTriggerContext *>(ctx)) return dealsDamageTrigger(d);
    if (auto *d =
            dynamic_cast<P::DealtDamageTriggerContext *>(ctx)) // "…が１体ダメージを与えられるたび"
      return Node(NodeKind::IsDealtDamage,
                  {d->triggerSubject() ? triggerSubject(d->triggerSubject())
                                       : subjectIndefinite(d->objectPhrase())});
    if (auto *c = dynamic_cast<P::CastTriggerContext *>(ctx)) {
      if (c->amount() && !isOne(amount(c->amount()))) // "呪文を１つ唱えたとき": a spell
        throw NotUnderstood{c, "casting several spells"};
      Node who = actingPlayer(c->actingPlayer());
      Node spell = subjectIndefinite(c->objectPhrase());
      if (spell.kind != NodeKind::Filter)
        throw NotUnderstood{c->objectPhrase(), "this kind of spell"};
      thatPlayer_ = Node(NodeKind::ControllerOf, {Node(NodeKind::EventObject)}); // the caster
      return Node(NodeKind::Casts, {who, spell});
    }
    if (auto *g = dynamic_cast<P::GainLifeTriggerContext *>(ctx)) {
      thatPlayer_ = Node(NodeKind::EventObject);
      return Node(NodeKind::GainsLifeTrigger, {actingPlayer(g->actingPlayer())});
    }
    if (auto j = jaxcheckTrigger(ctx)) return std::move(*j); // jaxcheck
    if (auto j = i18n3Trigger(ctx)) return std::move(*j);    // i18n3
    if (auto *d = dynamic_cast<P::DrawTriggerContext *>(ctx)) {
      if (d->amount() && !isOne(amount(d->amount()))) // "カードを１枚引くたび": a card
        throw NotUnderstood{d, "drawing several cards"};
      thatPlayer_ = Node(NodeKind::EventObject);
      return Node(NodeKind::DrawsTrigger, {actingPlayer(d->actingPlayer())});
    }
    auto *s = lastAlternative<P::StepTriggerContext>(ctx);
    std::string step = s->step()->getText();
    auto spelling = lookup(kSteps, step);
    auto value = spelling ? ast::valueOf(ast::Vocabulary::Step, *spelling) : std::nullopt;
    if (!value) throw NotUnderstood{s->step(), "the step '" + step + "'"};
    bool yours = s->stepOwner() && dynamic_cast<P::YourStepContext *>(s->stepOwner());
    // --- begin i18n3 ---
    // "エンチャントしているクリーチャーのコントローラーのアップキープの開始時に":
    // そのプレイヤー is that controller, as English "that player".
    if (auto *ac = s->stepOwner() ? dynamic_cast<P::AttachedControllerStepContext *>(s->stepOwner())
                                  : nullptr) {
      auto type = lookup(kTypes, ac->typeWord()->getText());
      if (!type) throw NotUnderstood{ac, "attached to '" + ac->typeWord()->getText() + "'"};
      Node attached(NodeKind::AttachedObject);
      attached.text =
          std::string(has(ac, "装備している") ? "equipped " : "enchanted ") + std::string(*type);
      Node who(NodeKind::ControllerOf, {std::move(attached)});
      thatPlayer_ = who;
      return Node(NodeKind::BeginningOfStep,
                  {ast::vocabLeaf(ast::Vocabulary::Step, *value), std::move(who)});
    }
    // --- end i18n3 ---
    // --- begin ja4 ---
    // "各(対戦相手/プレイヤー)のアップキープの開始時に、そのプレイヤーは…": that player is
    // the one whose step it is, as English "that player" (active-player).
    if (!yours) thatPlayer_ = Node(NodeKind::ActivePlayer);
    if (s->stepOwner() && dynamic_cast<P::EachOpponentStepContext *>(s->stepOwner()))
      return Node(NodeKind::BeginningOfStep,
                  {ast::vocabLeaf(ast::Vocabulary::Step, *value), Node(NodeKind::EachOpponent)});
    // --- end ja4 ---
    return Node(NodeKind::BeginningOfStep,
                {ast::vocabLeaf(ast::Vocabulary::Step, *value),
                 yours ? Node(NodeKind::You) : Node(NodeKind::EachPlayer)});
  }

  // "~がプレイヤー１人に戦闘ダメージを与えるたび"
  Node dealsDamageTrigger(P::DealsDamageTriggerContext *d) {
    Node n(NodeKind::DealsDamageTrigger, {triggerSubject(d->triggerSubject())});
    if (has(d, "戦闘")) n.children.emplace_back(NodeKind::CombatDamage);
    if (auto *to = d->damageTo()) {
      for (auto *am : to->children)
        if (auto *a = dynamic_cast<P::AmountContext *>(am); a && !isOne(amount(a)))
          throw NotUnderstood{a, "damage to several players or creatures"};
      if (dynamic_cast<P::DamageToCreatureContext *>(to)) {
        n.children.emplace_back(NodeKind::ToCreature);
      } else {
        n.children.emplace_back(dynamic_cast<P::DamageToPlayerContext *>(to)
                                    ? NodeKind::ToPlayer
                                    : NodeKind::ToOpponent);
        thatPlayer_ = Node(NodeKind::EventObject); // そのプレイヤー: the one dealt the damage
      }
    }
    return n;
  }

  Node actingPlayer(P::ActingPlayerContext *ctx) {
    if (auto *a = dynamic_cast<P::PlayerActContext *>(ctx);
        a && a->amount() && !isOne(amount(a->amount())))
      throw NotUnderstood{ctx, "several players"};
    if (auto *a = dynamic_cast<P::OpponentActContext *>(ctx);
        a && a->amount() && !isOne(amount(a->amount())))
      throw NotUnderstood{ctx, "several opponents"};
    if (dynamic_cast<P::YouActContext *>(ctx)) return Node(NodeKind::You);
    if (dynamic_cast<P::OpponentActContext *>(ctx)) return Node(NodeKind::EachOpponent);
    return Node(NodeKind::AnyPlayer);
  }

  // ------------------------------------------------------------ static
  // "…かぎり、~は+1/+1の修整を受け飛行を持つ": each effect holds under the condition.
  void conditional(P::StaticAbilityContext *ctx, P::StaticAbilityContext *inner, const Node &cond,
                   std::vector<Node> &out) {
    std::vector<Node> effects;
    staticAbility(inner, effects);
    // "あなたが…をコントロールしていないかぎり、~は攻撃できない" = "~ can't attack
    // unless you control ...": the combat restriction English reads (508.1c, 509.1b).
    if (effects.size() == 1 && effects[0].kind == NodeKind::GainKeyword && effects[0].children.size() == 2 &&
        effects[0].children[1].kind == NodeKind::KeywordLeaf && cond.kind == NodeKind::Compare && // conditions branch
        cond.children[0].kind == NodeKind::CountOf && cond.children[1].kind == NodeKind::RelAtMost &&
        cond.children[2].kind == NodeKind::Int && cond.children[2].value == 0) {
      auto k = ast::Keyword(effects[0].children[1].value);
      if (k == ast::Keyword::CantAttack || k == ast::Keyword::CantBlock) {
        Node unless = ast::countCompare(cond.children[0].children[0], false, ast::intNode(1));
        out.push_back(Node(k == ast::Keyword::CantAttack ? NodeKind::AttacksOnlyIf : NodeKind::BlocksOnlyIf,
                           {effects[0].children[0], std::move(unless)}));
        return;
      }
    }
    // "あなたが山か平地をコントロールしていないかぎり、~はタップ状態で戦場に出る" = "~ enters
    // the battlefield tapped unless you control a Mountain or a Plains" (614.1c).
    if (effects.size() == 1 && effects[0].kind == NodeKind::EntersTapped &&
        effects[0].children.size() == 1 && effects[0].children[0].kind == NodeKind::Self &&
        cond.kind == NodeKind::Compare && cond.children[0].kind == NodeKind::CountOf &&
        cond.children[1].kind == NodeKind::RelAtMost && cond.children[2].kind == NodeKind::Int &&
        cond.children[2].value == 0) {
      Node unless = ast::countCompare(cond.children[0].children[0], false, ast::intNode(1));
      out.push_back(Node(NodeKind::EntersTapped,
                         {Node(NodeKind::Self), Node(NodeKind::Unless, {std::move(unless)})}));
      return;
    }
    for (auto &e : effects) {
      if (e.kind == NodeKind::AsLongAs || e.kind == NodeKind::Replacement ||
          e.kind == NodeKind::EntersTapped || e.kind == NodeKind::EntersWithCounters)
        throw NotUnderstood{ctx, "a condition on this kind of static ability"};
      out.push_back(Node(NodeKind::AsLongAs, {cond, std::move(e)}));
    }
  }

  void staticAbility(P::StaticAbilityContext *ctx, std::vector<Node> &out) {
    // --- begin conditions ---
    if (auto *al = dynamic_cast<P::AsLongAsContext *>(ctx)) {
      Node cond = condition(al->condition());
      // "~がアンタップ状態であるかぎり、それは…": それ is the card the condition
      // named, as "it" in "As long as ~ is untapped, it gets ..." (not an event object).
      struct Restore {
        bool &flag, saved;
        ~Restore() { flag = saved; }
      } restore{itIsSelf_, itIsSelf_};
      itIsSelf_ = itIsSelf_ || (cond.kind == NodeKind::Compare && cond.children[0].kind == NodeKind::Self);
      // --- begin i18n3 ---
      // "装備しているクリーチャーが人間であるかぎり、それは…": それ is that creature.
      std::optional<Node> savedIt = itIs_;
      if (cond.kind == NodeKind::Compare && cond.children[0].kind == NodeKind::AttachedObject)
        itIs_ = cond.children[0];
      struct RestoreIt {
        std::optional<Node> &it, saved;
        ~RestoreIt() { it = saved; }
      } restoreIt{itIs_, savedIt};
      // --- end i18n3 ---
      return conditional(ctx, al->staticAbility(), cond, out);
    }
    // --- end conditions ---
    if (auto *dt = dynamic_cast<P::DuringYourTurnContext *>(ctx)) // "あなたのターンの間、"
      return conditional(ctx, dt->staticAbility(),
                         Node(has(dt, "でない") ? NodeKind::NotYourTurn : NodeKind::YourTurn), out);
    if (auto *pt = dynamic_cast<P::StaticPTContext *>(ctx)) {
      auto [p, t] = ptChange(ctx, pt->PT_MOD());
      Node who = objects(pt->objectPhrase(), pt->allSuffix()); // "クリーチャーはすべて"
      out.push_back(Node(NodeKind::ModifyPT, {who, p, t}));
      if (pt->forEach()) attachForEach(&out.back(), pt->forEach());
      // "…は+1/+1の修整を受け飛行を持つ": two effects, one object, as in English.
      if (pt->grantedKeywords())
        out.push_back(withKeywords(Node(NodeKind::GainKeyword, {who}), pt->grantedKeywords()));
      return;
    }
    if (auto *ew = dynamic_cast<P::EntersWithCountersContext *>(ctx)) {
      // "~は+1/+1カウンター２個が置かれた状態で戦場に出る"
      if (objects(ew->objectPhrase()).kind != NodeKind::Self)
        throw NotUnderstood{ew->objectPhrase(), "another object entering with counters"};
      out.push_back(
          Node(NodeKind::EntersWithCounters,
               {Node(NodeKind::Self), counterKindLeaf(ew->counterKind()), amount(ew->amount())}));
      return;
    }
    if (auto *cb = dynamic_cast<P::CantBlockStaticContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(cb->objectPhrase())});
      for (auto &leaf : combatRestriction(cb->combatRestriction()))
        n.children.push_back(std::move(leaf));
      out.push_back(std::move(n));
      return;
    }
    if (auto *du = dynamic_cast<P::DoesntUntapStaticContext *>(ctx)) {
      // "…のアンタップ・ステップにアンタップしない" (502.3): a layer-6 flag, as in English.
      out.push_back(Node(NodeKind::GainKeyword, {objects(du->objectPhrase()),
                                                 ast::keywordLeaf(ast::Keyword::DoesntUntap)}));
      return;
    }
    // --- begin aschoose ---
    if (auto *a = dynamic_cast<P::AsEntersJaAltContext *>(ctx)) { // 614.12
      if (auto *l = dynamic_cast<P::JaAsEntersPayLifeContext *>(a->asEntersJa())) { // 119.4, 614.1c
        Node life = amount(l->amount());
        if (objects(l->objectPhrase(0)).kind != NodeKind::Self || objects(l->objectPhrase(1)).kind != NodeKind::Self ||
            life.kind != NodeKind::Int)
          throw NotUnderstood{l, "paying life as another object enters"};
        out.push_back(Node(NodeKind::AsEntersPayLifeOrTapped, {Node(NodeKind::Self), std::move(life)}));
        return;
      }
      auto *c = lastAlternative<P::JaAsEntersChooseColorContext>(a->asEntersJa());
      if (objects(c->objectPhrase()).kind != NodeKind::Self || c->NUMBER()->getText() != "1")
        throw NotUnderstood{c, "a choice as another object enters"};
      out.push_back(Node(NodeKind::AsEntersChooseColor, {Node(NodeKind::Self)}));
      return;
    }
    // --- end aschoose ---
    if (auto *l = dynamic_cast<P::LayerStaticJaAltContext *>(ctx)) { // issue 15: LayerBuilderJa.inc
      out.push_back(layerStaticJa(l->layerStaticJa()));
      return;
    }
    if (auto *cs = dynamic_cast<P::ControlStaticContext *>(ctx)) {
      out.push_back(Node(NodeKind::GainControl, {objects(cs->objectPhrase())})); // 613.1b
      return;
    }
    if (auto *et = dynamic_cast<P::EntersTappedContext *>(ctx)) {
      Node who = objects(et->objectPhrase());
      if (who.kind == NodeKind::All) { // "対戦相手がコントロールしているクリーチャーはタップ状態で戦場に出る" (614.1c)
        out.push_back(Node(NodeKind::EntersTapped, {std::move(who)}));
        return;
      }
      if (who.kind != NodeKind::Self)
        throw NotUnderstood{et->objectPhrase(), "another object entering tapped"};
      out.push_back(Node(NodeKind::EntersTapped, {Node(NodeKind::Self)}));
      return;
    }
    if (auto *in = dynamic_cast<P::InnerAsLongAsPTContext *>(ctx)) {
      // "~はあなたが森をコントロールしているかぎり+1/+2の修整を受ける"
      auto [p, t] = ptChange(ctx, in->PT_MOD());
      Node pt(NodeKind::ModifyPT, {objects(in->objectPhrase()), p, t});
      out.push_back(Node(NodeKind::AsLongAs, {condition(in->condition()), std::move(pt)}));
      return;
    }
    if (auto *kw = dynamic_cast<P::StaticKeywordsContext *>(ctx)) {
      out.push_back(
          withKeywords(Node(NodeKind::GainKeyword, {objects(kw->objectPhrase(), kw->allSuffix())}),
                       kw->grantedKeywords()));
      return;
    }
    if (auto *j = dynamic_cast<P::JaxcheckStaticAltContext *>(ctx)) // jaxcheck
      return jaxcheckStatic(j->staticJaxcheck(), out);
    if (auto *j4 = dynamic_cast<P::Ja4StaticAltContext *>(ctx)) { // ja4: Ja4BuilderJa.inc
      out.push_back(ja4Static(j4->staticJa4()));
      return;
    }
    if (auto *i = dynamic_cast<P::I18n3StaticAltContext *>(ctx)) // i18n3
      return i18n3Static(i->staticI18n3(), out);
    auto *ex = lastAlternative<P::ExileInsteadContext>(ctx);
    Node what = subjectIndefinite(ex->objectPhrase());
    Node from = ex->fromZone() && ex->fromZone()->zoneRef()
                    ? zone(ex->fromZone()->zoneRef()->zoneWord())
                    : Node(NodeKind::AnyZone);
    Node event(NodeKind::ZoneChangeEvent, {what, from, zone(ex->zoneRef()->zoneWord())});
    out.push_back(
        Node(NodeKind::Replacement, {event, Node(NodeKind::RedirectTo, {ast::zoneLeaf("exile")})}));
  }

  // ------------------------------------------------------------ conditions
  Node condition(P::ConditionContext *ctx) { return at(ctx, conditionNode(ctx)); }
  Node conditionNode(P::ConditionContext *ctx) {
    if (auto *c = dynamic_cast<P::YouControlCondContext *>(ctx))
      return controlCount(c->conditionCount(), Node(NodeKind::You), false);
    if (auto *c = dynamic_cast<P::YouControlNoneCondContext *>(ctx))
      return controlCount(c->conditionCount(), Node(NodeKind::You), true);
    if (auto *c = dynamic_cast<P::YouControlManyCondContext *>(ctx)) {
      // "門を２つ以上コントロールしている": the count after the object
      Node f = filter(c->description());
      f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::You)}));
      Node n = amount(c->amount());
      if (n.kind != NodeKind::Int) throw NotUnderstood{ctx, "a variable count"};
      return ast::countCompare(Node(NodeKind::All, {std::move(f)}), false, n);
    }
    if (auto *c = dynamic_cast<P::YouControlNoneCountedCondContext *>(ctx)) {
      // "あなたがクリーチャーを１体もコントロールしていない": none
      if (!isOne(amount(c->amount()))) throw NotUnderstood{ctx, "a count before も"};
      Node f = filter(c->description());
      f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::You)}));
      return ast::countCompare(Node(NodeKind::All, {std::move(f)}), true, ast::intNode(0));
    }
    if (auto *c = dynamic_cast<P::YouControlManyThereCondContext *>(ctx)) {
      // "あなたがコントロールするパーマネントが７つ以上ある"
      Node f = filter(c->description());
      f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::You)}));
      Node n = amount(c->amount());
      if (n.kind != NodeKind::Int) throw NotUnderstood{ctx, "a variable count"};
      return ast::countCompare(Node(NodeKind::All, {std::move(f)}), false, n);
    }
    if (auto *c = dynamic_cast<P::OpponentControlsCondContext *>(ctx);
        c && c->amount() && !isOne(amount(c->amount())))
      throw NotUnderstood{ctx, "several opponents"};
    if (auto *c = dynamic_cast<P::OpponentControlsCondContext *>(ctx))
      return controlCount(c->conditionCount(), Node(NodeKind::EachOpponent), false);
    if (auto *c = dynamic_cast<P::OpponentControlsNoneCondContext *>(ctx))
      return controlCount(c->conditionCount(), Node(NodeKind::EachOpponent), true);
    if (auto *l = dynamic_cast<P::LifeCompareCondContext *>(ctx)) { // conditions branch: was life-at-least/most
      Node n = amount(l->amount());
      if (n.kind != NodeKind::Int) throw NotUnderstood{l, "a variable life total"};
      return ast::lifeCompare(Node(NodeKind::You), !has(l, "以上"), std::move(n));
    }
    if (auto *e = dynamic_cast<P::EmptyHandCondContext *>(ctx);
        e && e->amount() && !isOne(amount(e->amount()))) // "カードが１枚も無い": none
      throw NotUnderstood{ctx, "a count before も"};
    if (dynamic_cast<P::EmptyHandCondContext *>(ctx))
      return Node(NodeKind::CardsAtMost,
                  {Node(NodeKind::You), ast::zoneLeaf("hand"), ast::intNode(0)});
    if (auto *z = dynamic_cast<P::CardsInZoneCondContext *>(ctx))
      return Node(has(z, "以上") ? NodeKind::CardsAtLeast : NodeKind::CardsAtMost,
                  {Node(NodeKind::You), zone(z->zoneWord()), amount(z->amount())});
    if (auto *k = dynamic_cast<P::WasKickedCondContext *>(ctx)) return wasKicked(k); // jaxcheck
    if (auto *m = dynamic_cast<P::ManaSpentCondContext *>(ctx)) { // triggers7 (601.2h)
      std::optional<Node> color = parse::manaColorLeaf(m->manaSymbols()->getText());
      if (!color) throw NotUnderstood{ctx, "this mana symbol spent"};
      Node n(NodeKind::ManaSpentToCast, {std::move(*color)});
      auto *s = m->kickedSubject();
      n.value = s->SELF() ? 1 : has(s, "呪文") ? 2 : 0; // the wording, as for kicked
      return n;
    }
    if (auto *t = dynamic_cast<P::YourTurnCondContext *>(ctx))
      return Node(has(t, "でない") ? NodeKind::NotYourTurn : NodeKind::YourTurn);
    // --- begin conditions ---
    if (dynamic_cast<P::JaAttackingStateCondContext *>(ctx)) // (compare self is (filter attacking))
      return ast::compareNode(Node(NodeKind::Self), NodeKind::RelIs,
                              Node(NodeKind::Filter, {Node(NodeKind::Attacking)}));
    if (auto *t = dynamic_cast<P::JaTappedStateCondContext *>(ctx))
      return ast::compareNode(Node(NodeKind::Self), NodeKind::RelIs,
                              Node(NodeKind::Filter, {Node(has(t, "タップ状態で") ? NodeKind::IsTapped : NodeKind::IsUntapped)}));
    // --- end conditions ---
    // --- begin i18n3 ---
    if (dynamic_cast<P::JaRaidCondContext *>(ctx)) return Node(NodeKind::AttackedThisTurn); // raid
    if (dynamic_cast<P::JaMorbidCondContext *>(ctx))
      return Node(NodeKind::CreatureDiedThisTurn);          // morbid
    if (dynamic_cast<P::JaCitysBlessingCondContext *>(ctx)) // ja4: 702.131c
      return Node(NodeKind::HasCitysBlessing, {Node(NodeKind::You)});
    if (auto *dc = dynamic_cast<P::JaDeliriumCondContext *>(ctx)) return ja4Delirium(dc); // ja4
    if (dynamic_cast<P::JaCastFromHandCondContext *>(ctx))                                // ja4
      return Node(NodeKind::CastFromHand);
    if (auto *h = dynamic_cast<P::JaThatPlayerHandCondContext *>(ctx)) // ja4
      return ast::compareNode(Node(NodeKind::CardsIn, {ja4ThatPlayer(h), ast::zoneLeaf("hand")}),
                              has(h, "以下") ? NodeKind::RelAtMost : NodeKind::RelAtLeast,
                              amount(h->amount()));
    if (auto *l = dynamic_cast<P::JaThatPlayerLifeCondContext *>(ctx)) // ja4
      return ast::lifeCompare(ja4ThatPlayer(l), has(l, "以下"), amount(l->amount()));
    if (dynamic_cast<P::JaRevoltCondContext *>(ctx))
      return Node(NodeKind::PermanentLeftThisTurn); // revolt
    if (auto *ic = dynamic_cast<P::JaIsCondContext *>(
            ctx)) { // "Xが人間である" (compare X is (filter ...))
      Node f(NodeKind::Filter);
      if (ic->colorWord())
        f.children.push_back(colorLeaf(ic->colorWord()));
      else if (has(ic, "怪物的")) // ja5: "~が怪物的である" (701.31b)
        f.children.emplace_back(NodeKind::IsMonstrous);
      else if (ic->description())
        f = filter(ic->description());
      else
        f.children.push_back(supertypeLeaf("Legendary"));
      return ast::compareNode(objects(ic->objectPhrase()), NodeKind::RelIs, std::move(f));
    }
    // --- end i18n3 ---
    throw NotUnderstood{ctx, "this condition"};
  }
  // "アーティファクトをコントロールしている" (one or more), "３つ以上の…", "…していない" (none)
  Node controlCount(P::ConditionCountContext *ctx, Node who, bool none) {
    Node f = filter(ctx->description());
    if (ctx->another() && (f.children.empty() || f.children[0].kind != NodeKind::Another)) // jaxcheck
      f.children.insert(f.children.begin(), Node(NodeKind::Another));
    f.children.push_back(Node(NodeKind::ControlledBy, {std::move(who)}));
    Node all(NodeKind::All, {std::move(f)});
    if (none) return ast::countCompare(all, true, ast::intNode(0)); // conditions branch
    Node n = ctx->amount() ? amount(ctx->amount()) : ast::intNode(1);
    if (n.kind != NodeKind::Int) throw NotUnderstood{ctx, "a variable count"};
    return ast::countCompare(all, false, n);
  }

  // "can't attack", "can't block", "can't be blocked" (CR 508.1c, 509.1a-b),
  // kept as layer-6 flags, as in English.
  static std::vector<Node> combatRestriction(P::CombatRestrictionContext *ctx) {
    if (dynamic_cast<P::CantBeBlockedRContext *>(ctx))
      return {ast::keywordLeaf(ast::Keyword::CantBeBlocked)};
    if (dynamic_cast<P::CantBlockRContext *>(ctx))
      return {ast::keywordLeaf(ast::Keyword::CantBlock)};
    if (dynamic_cast<P::CantAttackRContext *>(ctx))
      return {ast::keywordLeaf(ast::Keyword::CantAttack)};
    return {ast::keywordLeaf(ast::Keyword::CantAttack), ast::keywordLeaf(ast::Keyword::CantBlock)};
  }

  Node counterKindLeaf(P::CounterKindContext *ctx) {
    std::string kind = ctx->getText();
    if (!ctx->PT_MOD()) { // a named counter: its English name
      auto name = lookup(kCounterNames, kind);
      if (!name) throw NotUnderstood{ctx, "counter kind '" + kind + "'"};
      kind = std::string(*name);
    }
    auto v = ast::valueOf(ast::Vocabulary::CounterKind, kind);
    if (!v) throw NotUnderstood{ctx, "counter kind '" + kind + "'"};
    return ast::vocabLeaf(ast::Vocabulary::CounterKind, *v);
  }

  // Activation restrictions (CR 602.5b).
  Node activationRestriction(P::RestrictionContext *ctx) {
    if (dynamic_cast<P::SorceryRestrictionContext *>(ctx)) return Node(NodeKind::SorcerySpeed);
    if (dynamic_cast<P::OnceRestrictionContext *>(ctx)) return Node(NodeKind::OncePerTurn);
    if (dynamic_cast<P::YourTurnRestrictionContext *>(ctx)) // "あなたのターンの間にのみ"
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurn)});
    if (dynamic_cast<P::BeforeAttackersRestrictionContext *>(
            ctx)) // i18n3: "…攻撃クリーチャーが指定される前にのみ"
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurnBeforeAttackers)});
    if (dynamic_cast<P::YourUpkeepRestrictionContext *>(
            ctx)) // jaxcheck: "あなたのアップキープの間にのみ"
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourUpkeep)});
    auto *c = lastAlternative<P::ConditionRestrictionContext>(ctx); // "…ときにのみ起動できる"
    return Node(NodeKind::ActivateOnlyIf, {condition(c->condition())});
  }

  // ------------------------------------------------------------ computed amounts
  // "Xは…に等しい。": the X of the effects from `from` on is that number
  // (CR 107.3c), not a choice on casting; English "where X is".
  void defineX(std::vector<Node> &effects, size_t from, P::WhereXContext *where) {
    Node value = amountExpr(where->amountExpr());
    int replaced = 0;
    for (size_t i = from; i < effects.size(); ++i)
      replaced += substituteX(effects[i], value);
    if (replaced == 0) throw NotUnderstood{where, "'Xは…に等しい' without an X before it"};
  }
  // "+2/+2", "+X/+0", "-X/-X" as two amounts.
  static std::pair<Node, Node> ptChange(antlr4::ParserRuleContext *ctx,
                                        antlr4::tree::TerminalNode *mod) {
    auto amounts = ptAmounts(mod->getText());
    if (!amounts) throw NotUnderstood{ctx, "the P/T change '" + mod->getText() + "'"};
    return *amounts;
  }
  // "３点の" or "…に等しい点数の".
  Node points(P::PointsContext *ctx) {
    if (ctx->thatMuchJa()) return ja4Points(ctx->thatMuchJa()); // ja4
    return ctx->amountExpr() ? amountExpr(ctx->amountExpr()) : amount(ctx->amount());
  }
  Node amountExpr(P::AmountExprContext *ctx) { return at(ctx, amountExprNode(ctx)); }
  Node amountExprNode(P::AmountExprContext *ctx) {
    if (auto *c = dynamic_cast<P::CountersOnAmountContext *>(ctx))
      return Node(NodeKind::CountersOn,
                  {counterHolderRef(c->objectPhrase()), counterKindLeaf(c->counterKind())});
    if (auto *c = dynamic_cast<P::CountAmountContext *>(ctx))
      return Node(NodeKind::CountOf, {Node(NodeKind::All, {filter(c->description())})});
    if (dynamic_cast<P::LifeTotalAmountContext *>(ctx))
      return Node(NodeKind::LifeTotal, {Node(NodeKind::You)});
    if (auto *th = dynamic_cast<P::ThatPlayerHandAmountContext *>(ctx)) // ja5
      return ja5ThatPlayerHand(th);
    if (auto *sa = dynamic_cast<P::SacrificedStatAmountContext *>(ctx))
      return ja4SacrificedStat(sa); // ja4
    if (auto *ds = dynamic_cast<P::DiscardedStatAmountContext *>(ctx))
      return effects8DiscardedStat(ds); // effects8 (608.2h)
    if (auto *ce = dynamic_cast<P::CostExiledStatAmountContext *>(ctx))
      return effects8CostExiledStat(ce); // effects8 (608.2h)
    if (auto *g = dynamic_cast<P::GreatestAmountJaContext *>(ctx)) { // effects6 (107.3c)
      std::string stat = g->statWord()->getText();
      int64_t index = stat == "パワー"     ? 0
                      : stat == "タフネス" ? 1
                                           : 2; // the runtime's greatest_among
      return Node(NodeKind::GreatestAmong,
                  {ast::intNode(index), Node(NodeKind::All, {filter(g->description())})});
    }
    // "その死亡したクリーチャーのパワー": as in English, the "dies" trigger's event object as it
    // last existed on the battlefield (603.10a, 608.2h); refused outside such a trigger.
    if (auto *d = dynamic_cast<P::DiedStatAmountContext *>(ctx)) {
      if (!diesTrigger_)
        throw NotUnderstood{d, "'the creature that died' outside a \"dies\" trigger"};
      std::string stat = d->statWord()->getText();
      NodeKind kind = stat == "パワー"     ? NodeKind::PowerOf
                      : stat == "タフネス" ? NodeKind::ToughnessOf
                                           : NodeKind::ManaValueOf;
      return Node(kind, {Node(NodeKind::EventObject)});
    }
    auto *s = lastAlternative<P::StatAmountContext>(ctx);
    std::string stat = s->statWord()->getText();
    NodeKind kind = stat == "パワー"     ? NodeKind::PowerOf
                    : stat == "タフネス" ? NodeKind::ToughnessOf
                                         : NodeKind::ManaValueOf;
    return Node(kind, {possessor(s->possessor())});
  }
  // "自身の上に置かれている…": 自身 is the source, as for a stat.
  Node counterHolderRef(P::ObjectPhraseContext *ctx) {
    if (!ctx) return possessive_ ? *possessive_ : Node(NodeKind::Self); // 自身, この上
    return objects(ctx);
  }
  // "自身の" (itself: the source of the damage, else this object), "その" (its),
  // "~の", "そのクリーチャーの".
  Node possessor(P::PossessorContext *ctx) {
    if (dynamic_cast<P::SelfPossessorContext *>(ctx))
      return possessive_ ? *possessive_ : Node(NodeKind::Self);
    if (dynamic_cast<P::ItsPossessorContext *>(ctx)) return itRef(ctx);
    auto *phrase = lastAlternative<P::ObjectPossessorContext>(ctx)->objectPhrase();
    // effects8: "その追放されたカードの…" after a cost that exiled one card is that card, as
    // English "the exiled card's" is (608.2h)
    if (costExilesOne_ && dynamic_cast<P::ExiledCardsRefContext *>(phrase)) {
      Node n(NodeKind::CostExiledObject);
      n.text = "card";
      return n;
    }
    return objects(phrase);
  }
  std::optional<Node> possessive_; // what 自身 means inside "…に等しい点数のダメージ"

  // "…１つにつき" multiplies the effect's numbers by how many there are (the
  // English "for each"), on the effects that take it: those with a ForEach
  // role (AST/NodeKinds.def), the same list as English.
  void attachForEach(Node *effect, P::ForEachContext *each) {
    if (!effect || !ast::hasRoleOfType(effect->kind, "ForEach") || effect->find(NodeKind::ForEach))
      throw NotUnderstood{each, "'につき' with this effect"};
    if (!isOne(amount(each->amount()))) throw NotUnderstood{each, "'につき' with a number"};
    if (each->counterKind()) { // i18n3: "~の上に置かれている蓄積カウンター１個につき"
      effect->children.push_back(Node(NodeKind::ForEach, {objects(each->objectPhrase()),
                                                          counterKindLeaf(each->counterKind())}));
      return;
    }
    Node f = filter(each->description());
    effect->children.push_back(Node(NodeKind::ForEach, {Node(NodeKind::All, {std::move(f)})}));
  }
  static P::ForEachContext *forEachIn(antlr4::ParserRuleContext *ctx) {
    for (auto *child : ctx->children)
      if (auto *each = dynamic_cast<P::ForEachContext *>(child)) return each;
    return nullptr;
  }

  Node withKeywords(Node n, P::GrantedKeywordsContext *ctx) {
    for (auto &leaf : grantedKeywords(ctx))
      n.children.push_back(std::move(leaf));
    return n;
  }

  // ------------------------------------------------------------ effects
  // "以下から1つを選ぶ。" and its "・" lines (CR 700.2): the same (modal MIN MAX
  // (mode ...) ...) as English; each mode declares its own targets.
  Node modes(P::ModalContext *ctx) {
    int64_t count = int64_t(ctx->modeItem().size());
    auto *mc = ctx->modeCount();
    auto n = parseDigits(mc->getStart()->getText());
    if (!n || *n < 1) throw NotUnderstood{mc, "this number of modes"};
    int64_t min = *n, max = *n;
    if (dynamic_cast<P::OneOrMoreModesContext *>(mc)) {
      if (min != 1) throw NotUnderstood{mc, "this number of modes"};
      max = has(mc, "両方") ? 2 : count; // "1つまたは両方", "1つ以上"
    }
    if (max > count) throw NotUnderstood{mc, "choosing more modes than there are"};
    Node modal(NodeKind::Modal, {ast::intNode(min), ast::intNode(max)});
    for (auto *item : ctx->modeItem()) {
      Node mode(NodeKind::Mode);
      appendEffects(mode, item->effectSentences());
      modal.children.push_back(std::move(mode));
    }
    return modal;
  }

  // The declared targets come first, then an intervening "if" (English order
  // after hoisting), then the effects.
  void appendEffects(Node &ability, P::EffectSentencesContext *ctx,
                     std::optional<Node> intervening = {}) {
    std::vector<Node> effects;
    size_t prevSentenceStart = 0, sentenceStart = 0;
    for (auto *sentence : ctx->sentence()) {
      prevSentenceStart = sentenceStart;
      sentenceStart = effects.size();
      if (auto *t = dynamic_cast<P::TargetSentenceContext *>(sentence)) {
        declare(t->targetDecl());
      } else if (auto *tc = dynamic_cast<P::TargetChainSentenceContext *>(sentence)) {
        declare(tc->targetDecl()); // "あなたは…を対象とし、": あなた is the default subject
        chain(tc->effectChain(), effects);
      } else if (auto *cs = dynamic_cast<P::ChooseSentenceContext *>(sentence)) {
        chooseSentence(cs, effects);
      } else if (auto *sy = dynamic_cast<P::SearchIfYouDoSentenceContext *>(sentence)) {
        searchIfYouDo(sy, effects);
        // --- begin jaxcheck ---
      } else if (auto *is = dynamic_cast<P::IfSentenceContext *>(sentence)) {
        ifSentence(is, effects);
      } else if (auto *iy = dynamic_cast<P::IfYouDoSentenceContext *>(sentence)) {
        ifYouDoSentence(iy, effects);
      } else if (auto *up = dynamic_cast<P::UnlessPaysSentenceContext *>(sentence)) {
        unlessPaysSentence(up, effects);
      } else if (auto *ta = dynamic_cast<P::TokenAbilitySentenceContext *>(sentence)) {
        tokenAbilitySentence(ta, effects);
      } else if (auto *ds = dynamic_cast<P::DelayedSentenceContext *>(sentence)) {
        delayedSentence(ds, effects);
      } else if (auto *dc = dynamic_cast<P::DiscardChosenSentenceContext *>(sentence)) {
        discardChosenSentence(dc, effects);
      } else if (auto *lk = dynamic_cast<P::LookSentenceContext *>(sentence)) {
        effects.push_back(lookSentence(lk));
        // --- end jaxcheck ---
        // --- begin i18n3 ---
      } else if (dynamic_cast<P::ChooseColorSentenceContext *>(sentence)) {
        colorChosen_ = true; // named by "プロテクション（その選ばれた色）" after it
      } else if (auto *tt = dynamic_cast<P::SearchToTopSentenceContext *>(sentence)) {
        effects.push_back(searchToTop(tt));
      } else if (auto *ec = dynamic_cast<P::EndOfCombatSentenceContext *>(sentence)) {
        endOfCombatSentence(ec, effects);
        // --- end i18n3 ---
        // --- begin ja4 ---
      } else if (auto *ei = dynamic_cast<P::ExileIfDiesSentenceContext *>(sentence)) {
        ja4ExileIfDies(ei, effects);
      } else if (auto *fr = dynamic_cast<P::FlipResultSentenceContext *>(sentence)) {
        ja4FlipResult(fr, effects);
      } else if (auto *nt = dynamic_cast<P::NewTargetsSentenceContext *>(sentence)) {
        ja4NewTargets(nt, effects);
        // --- end ja4 ---
      } else if (auto *j5 = dynamic_cast<P::Ja5SentenceAltContext *>(sentence)) {
        ja5Sentence(j5->sentenceJa5(), effects); // ja5: Ja5BuilderJa.inc
      } else if (auto *z6 = dynamic_cast<P::Zones6SentenceAltContext *>(sentence)) {
        zones6Sentence(z6->sentenceZones6(), effects); // zones6: Zones6BuilderJa.inc
      } else if (auto *e7 = dynamic_cast<P::Effects7SentenceAltContext *>(sentence)) {
        effects7Sentence(e7->sentenceEffects7(), effects); // effects7: Effects7BuilderJa.inc
      } else if (auto *s8 = dynamic_cast<P::Search8SentenceAltContext *>(sentence)) {
        search8Sentence(s8->sentenceSearch8(), effects); // search8: Search8BuilderJa.inc
      } else if (auto *wx = dynamic_cast<P::WhereXSentenceContext *>(sentence)) {
        // "Xは…に等しい。" defines the X of the sentence before it.
        defineX(effects, prevSentenceStart, wx->whereX());
        continue;
      } else if (!thenContinues(lastAlternative<P::EffectSentenceContext>(sentence)->effectChain(),
                                effects)) {
        chain(lastAlternative<P::EffectSentenceContext>(sentence)->effectChain(), effects);
      }
    }
    ja4CheckTargets(ctx); // ja4
    if (!targets_.empty()) ability.children.push_back(Node(NodeKind::Targets, std::move(targets_)));
    targets_.clear();
    if (intervening) ability.children.push_back(std::move(*intervening));
    for (auto &e : effects)
      ability.children.push_back(std::move(e));
  }

  // "あなたは「A。その後、B。」を選んでもよい。": the older printing of "you may
  // A, then B". The AST's May holds one effect and English reads "you may
  // search …, then shuffle" as (may search) then shuffle; the same here, so
  // both languages change together if May grows to hold a sequence.
  void chooseSentence(P::ChooseSentenceContext *ctx, std::vector<Node> &out) {
    std::vector<Node> inner;
    for (auto *c : ctx->effectChain())
      chain(c, inner);
    if (inner.empty() || inner[0].kind == NodeKind::NoRegeneration)
      throw NotUnderstood{ctx, "this choice"};
    out.push_back(Node(NodeKind::May, {std::move(inner[0])}));
    for (size_t i = 1; i < inner.size(); ++i)
      out.push_back(std::move(inner[i]));
  }

  // "あなたは…を探してもよい。そうしたなら、それを…に加え、その後…を切り直す。":
  // English "you may search …, put it into your hand, then shuffle", read the
  // same way: (may search) then the rest (see chooseSentence).
  void searchIfYouDo(P::SearchIfYouDoSentenceContext *ctx, std::vector<Node> &out) {
    auto *dest = ctx->searchDestination();
    Node n(NodeKind::Search,
           {Node(NodeKind::You), amount(ctx->amount()), filter(ctx->description())});
    n.children.push_back(ast::zoneLeaf(searchZone(dest))); // search8: the graveyard too
    if (has(ctx, "公開して") || has(ctx, "公開し")) n.children.emplace_back(NodeKind::Revealed);
    if (has(dest, "タップ状態で")) n.children.emplace_back(NodeKind::IsTapped);
    out.push_back(Node(NodeKind::May, {std::move(n)}));
    if (ctx->effectChain()) chain(ctx->effectChain(), out);
  }

  // One sentence: the omitted subject of a clause is the last one named.
  // "あなたはAし、その後Bしてもよい" is "you may A, then B": read as English
  // reads it, (may A) then B (May holds one effect; see chooseSentence).
  // Only when every clause from the one starting the scope (the chain's first
  // or the one with あなたは) is joined by その後.
  static bool thenScope(P::EffectChainContext *ctx, P::ClauseContext *last, size_t &scope) {
    size_t begin = 0, index = 0;
    bool thenBefore = false, allThen = true;
    for (auto *child : ctx->children) {
      if (auto *t = dynamic_cast<antlr4::tree::TerminalNode *>(child)) {
        thenBefore |= t->getSymbol()->getType() == P::THEN;
        continue;
      }
      auto *c = dynamic_cast<P::ClauseContext *>(child);
      if (!c) continue;
      if (c->youWa() || index == 0)
        begin = index, allThen = true;
      else
        allThen &= thenBefore;
      thenBefore = false;
      if (c == last) {
        scope = begin;
        return index > begin && allThen;
      }
      ++index;
    }
    return false;
  }

  void chain(P::EffectChainContext *ctx, std::vector<Node> &out) {
    inheritedSubject_.reset();
    // jaxcheck: "各プレイヤーはカード３枚を引く。その後、カード３枚を…捨てる。": a
    // sentence that starts with その後 goes on with the subject of the one before.
    if (ctx->THEN().size() && ctx->children.front() == ctx->THEN(0))
      inheritedSubject_ = sentenceSubject_;
    std::vector<size_t> starts; // where each clause's effects begin in out
    for (auto *c : ctx->clause()) {
      starts.push_back(out.size());
      lastSubject_.reset();
      if (c->youWa()) // "…を失い、あなたは…を得る": あなた is this clause's subject
        inheritedSubject_ = lastSubject_ = Node(NodeKind::You);
      std::vector<Node> inner;
      effect(c->effect(), inner);
      if (auto *each = c->forEach()) {
        if (inner.size() != 1) throw NotUnderstood{each, "'につき' over two effects"};
        attachForEach(&inner[0], each);
      }
      size_t scope = 0;
      if (c->mayTail() && thenScope(ctx, c, scope)) {
        size_t end = scope + 1 < starts.size() ? starts[scope + 1] : out.size();
        if (end != starts[scope] + 1) throw NotUnderstood{c, "'してもよい' over these effects"};
        Node &head = out[starts[scope]];
        head = Node(NodeKind::May, {std::move(head)});
        for (auto &e : inner)
          out.push_back(std::move(e));
      } else if (c->mayTail()) {
        if (inner.size() != 1) throw NotUnderstood{c, "'してもよい' over two effects"};
        out.push_back(Node(NodeKind::May, {std::move(inner[0])}));
      } else if (inner.size() == 1 && inner[0].kind == NodeKind::NoRegeneration) {
        // "それは再生できない。" qualifies the destruction before it, as in English.
        Node *last = out.empty() ? nullptr : &out.back();
        if (!last || last->kind != NodeKind::Destroy || last->find(NodeKind::NoRegeneration))
          throw NotUnderstood{c, "'再生できない' without a destruction before it"};
        last->children.emplace_back(NodeKind::NoRegeneration);
      } else {
        for (auto &e : inner)
          out.push_back(std::move(e));
      }
      if (lastSubject_) inheritedSubject_ = lastSubject_;
    }
    sentenceSubject_ = inheritedSubject_; // jaxcheck
    inheritedSubject_.reset();
  }

  void effect(P::EffectContext *ctx, std::vector<Node> &out) {
    if (auto *both = dynamic_cast<P::PumpAndGainContext *>(ctx)) {
      // "+2/+2の修整を受け飛行を得る": two effects, one object, as in English.
      auto [p, t] = ptChange(both, both->PT_MOD());
      Node who = objects(both->objectPhrase());
      out.push_back(Node(NodeKind::ModifyPT, {who, p, t, Node(NodeKind::UntilEndOfTurn)}));
      Node gain = withKeywords(Node(NodeKind::GainKeyword, {who}), both->grantedKeywords());
      gain.children.emplace_back(NodeKind::UntilEndOfTurn);
      out.push_back(std::move(gain));
      return;
    }
    if (jaxcheckEffects(ctx, out)) return; // jaxcheck
    out.push_back(singleEffect(ctx));
    if (out.back().kind == NodeKind::DealDamage)
      lastDamageSource_ = out.back().children[0]; // jaxcheck
    if (auto *each = forEachIn(ctx)) attachForEach(&out.back(), each);
  }

  Node singleEffect(P::EffectContext *ctx) { return at(ctx, singleEffectNode(ctx)); }
  Node singleEffectNode(P::EffectContext *ctx) {
    if (auto *d = dynamic_cast<P::DealDamageContext *>(ctx)) return dealDamage(d);
    if (auto *d = dynamic_cast<P::DrawContext *>(ctx))
      return Node(NodeKind::Draw, {player(d->playerSubject()), amount(d->amount())});
    if (auto *m = dynamic_cast<P::AddManaContext *>(ctx))
      return Node(NodeKind::AddMana,
                  {ast::manaCost(canonicalManaSymbols(m->manaSymbols()->getText()))});
    if (auto *m = dynamic_cast<P::ModifyPTContext *>(ctx)) {
      auto [p, t] = ptChange(ctx, m->PT_MOD());
      return Node(NodeKind::ModifyPT,
                  {objects(m->objectPhrase()), p, t, Node(NodeKind::UntilEndOfTurn)});
    }
    if (auto *g = dynamic_cast<P::GainKeywordContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(g->objectPhrase())});
      for (auto &leaf : grantedKeywords(g->grantedKeywords()))
        n.children.push_back(std::move(leaf));
      n.children.push_back(Node(NodeKind::UntilEndOfTurn));
      return n;
    }
    if (auto *d = dynamic_cast<P::DestroyContext *>(ctx))
      return Node(NodeKind::Destroy, {objects(d->objectPhrase(), d->allSuffix())});
    if (auto *e = dynamic_cast<P::ExileContext *>(ctx))
      return Node(NodeKind::ExileObjects, {objects(e->objectPhrase(), e->allSuffix())});
    if (auto *b = dynamic_cast<P::BounceContext *>(ctx))
      return Node(NodeKind::ReturnToHand, {objects(b->objectPhrase(), b->allSuffix())});
    if (auto *g = dynamic_cast<P::GainLifeContext *>(ctx))
      return Node(NodeKind::GainLife, {player(g->playerSubject()), points(g->points())});
    if (auto *l = dynamic_cast<P::LoseLifeContext *>(ctx))
      return Node(NodeKind::LoseLife, {player(l->playerSubject()), points(l->points())});
    if (auto *p = dynamic_cast<P::PutCountersContext *>(ctx)) {
      Node kind = counterKindLeaf(p->counterKind());
      auto *holder = p->counterHolder();
      Node on = holder->objectPhrase() ? objects(holder->objectPhrase()) : itRef(p); // その上に
      return Node(NodeKind::PutCounters, {on, kind, amount(p->amount())});
    }
    if (auto *t = dynamic_cast<P::TapEffectContext *>(ctx))
      return Node(NodeKind::TapObjects, {objects(t->objectPhrase(), t->allSuffix())});
    if (auto *u = dynamic_cast<P::UntapEffectContext *>(ctx))
      return Node(NodeKind::UntapObjects, {objects(u->objectPhrase(), u->allSuffix())});
    if (auto *o = dynamic_cast<P::OtherEffectContext *>(ctx)) return moreEffect(o->effectMore());
    throw NotUnderstood{ctx, "this effect"};
  }

  // "そのクリーチャーはそれに２点のダメージを与える": その＋type and それ in one
  // clause name two objects; when both would be the one declared target, the
  // source is what the trigger is about (English "it deals 2 damage to any
  // target" after "Whenever enchanted creature attacks").
  Node dealDamage(P::DealDamageContext *d) { return at(d, dealDamageNode(d)); }
  Node dealDamageNode(P::DealDamageContext *d) {
    auto *source = d->subject()->objectPhrase();
    Node from = objects(source);
    Node to = recipient(d->recipient());
    if (isTriggered_ && !itIsSelf_ && from == to && from.kind == NodeKind::TargetRef &&
        dynamic_cast<P::ThatObjectContext *>(source))
      from = Node(NodeKind::EventObject);
    possessive_ = from; // "自身のパワーに等しい": the source's
    Node n = points(d->points());
    possessive_.reset();
    return Node(NodeKind::DealDamage, {from, std::move(n), to});
  }

  // The effect families added after the first ones (same English AST).
  Node moreEffect(P::EffectMoreContext *ctx) { return at(ctx, moreEffectNode(ctx)); }
  Node moreEffectNode(P::EffectMoreContext *ctx) {
    if (auto *d = dynamic_cast<P::DiscardContext *>(ctx))
      return Node(NodeKind::DiscardCards, {player(d->playerSubject()), amount(d->amount())});
    if (auto *m = dynamic_cast<P::MillContext *>(ctx))
      return Node(NodeKind::Mill, {player(m->playerSubject()), amount(m->amount())});
    if (auto *m = dynamic_cast<P::AddManaChoiceContext *>(ctx)) {
      Node n(NodeKind::AddManaChoice);
      for (auto *sym : m->manaSymbols())
        n.children.push_back(ast::manaCost(canonicalManaSymbols(sym->getText())));
      return n;
    }
    if (auto *m = dynamic_cast<P::AddManaAnyContext *>(ctx)) {
      // 好きな色１色のマナ１点: "one mana of any color"; ２点, Ｘ点: "of any one color" (amounts3).
      if (m->NUMBER()->getText() != "1") throw NotUnderstood{ctx, "mana of several colors"};
      return Node(NodeKind::AddManaAny, {amount(m->amount())});
    }
    // --- begin amounts3 --- 106.1a: the colour of each mana chosen on its own
    if (auto *m = dynamic_cast<P::AddManaCombinationContext *>(ctx)) {
      Node n(NodeKind::AddManaCombination, {amount(m->amount())});
      for (auto *sym : m->manaSymbols()) {
        std::string s = canonicalManaSymbols(sym->getText());
        if (s.size() != 3 || s == "{C}") throw NotUnderstood{sym, "these mana symbols"};
        n.children.push_back(ast::manaCost(s));
      }
      return n;
    }
    // --- end amounts3 ---
    if (auto *sc = dynamic_cast<P::ScryContext *>(ctx))
      return Node(NodeKind::Scry, {Node(NodeKind::You), amount(sc->amount())});
    // --- begin keywords ---
    if (auto *b = dynamic_cast<P::BolsterContext *>(ctx))
      return Node(NodeKind::Bolster, {Node(NodeKind::You), amount(b->amount())});
    if (auto *a = dynamic_cast<P::AdaptContext *>(ctx))
      return Node(NodeKind::Adapt, {Node(NodeKind::Self), amount(a->amount())});
    if (auto *m = dynamic_cast<P::MonstrosityContext *>(ctx))
      return Node(NodeKind::Monstrosity, {Node(NodeKind::Self), amount(m->amount())});
    if (dynamic_cast<P::ProliferateContext *>(ctx))
      return Node(NodeKind::Proliferate, {Node(NodeKind::You)});
    // --- end keywords ---
    if (auto *ct = dynamic_cast<P::CreateTokenContext *>(ctx)) {
      Node n(NodeKind::CreateToken, {player(ct->playerSubject()), amount(ct->amount()),
                                     token(ct->tokenDescription())});
      if (auto *name = ct->tokenDescription()->tokenNameJa()) n.children.push_back(tokenNameJa(name)); // search8
      return n;
    }
    if (auto *rg = dynamic_cast<P::RegenerateContext *>(ctx))
      return Node(NodeKind::RegenerateObjects, {objects(rg->objectPhrase())});
    if (auto *c = dynamic_cast<P::CounterSpellContext *>(ctx))
      return Node(NodeKind::CounterSpell, {objects(c->objectPhrase())});
    if (auto *sac = dynamic_cast<P::SacrificeContext *>(ctx)) {
      Node what = objects(sac->objectPhrase(), sac->allSuffix());
      if (what.kind != NodeKind::Self && what.kind != NodeKind::All &&
          what.kind != NodeKind::Filter) // jaxcheck: "クリーチャー１体を生け贄に捧げる", as English

        throw NotUnderstood{sac, "sacrificing a chosen object"};
      return Node(NodeKind::SacrificeObjects, {what});
    }
    if (dynamic_cast<P::ShuffleContext *>(ctx))
      return Node(NodeKind::ShuffleLibrary, {Node(NodeKind::You)});
    if (auto *cb = dynamic_cast<P::CantBlockEffectContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(cb->objectPhrase())});
      for (auto &leaf : combatRestriction(cb->combatRestriction()))
        n.children.push_back(std::move(leaf));
      n.children.emplace_back(NodeKind::UntilEndOfTurn);
      return n;
    }
    if (dynamic_cast<P::CantBeRegeneratedContext *>(ctx)) // marker; chain() attaches it
      return Node(NodeKind::NoRegeneration);
    if (auto *l = dynamic_cast<P::LayerEffectJaAltContext *>(ctx)) // issue 15: LayerBuilderJa.inc
      return layerEffectJa(l->layerEffectJa());
    if (auto *j = dynamic_cast<P::JaxcheckEffectAltContext *>(ctx)) // jaxcheck
      return jaxcheckEffect(j->effectJaxcheck());
    if (auto *i = dynamic_cast<P::I18n3EffectAltContext *>(ctx)) // i18n3: I18n3BuilderJa.inc
      return i18n3Effect(i->effectI18n3());
    if (auto *j4 = dynamic_cast<P::Ja4EffectAltContext *>(ctx)) // ja4: Ja4BuilderJa.inc
      return ja4Effect(j4->effectJa4());
    if (auto *s8 = dynamic_cast<P::Search8EffectAltContext *>(ctx)) // search8: Search8BuilderJa.inc
      return search8Effect(s8->effectSearch8());
    if (auto *gc = dynamic_cast<P::GainControlContext *>(ctx)) {
      // "そのコントロールを得る": その is "its", the object named before.
      Node n(NodeKind::GainControl, {gc->objectPhrase() ? objects(gc->objectPhrase()) : itRef(gc)});
      if (gc->duration()) n.children.emplace_back(NodeKind::UntilEndOfTurn);
      return n;
    }
    return zoneChangeEffect(ctx);
  }

  // Effects that move objects between zones by name.
  Node zoneChangeEffect(P::EffectMoreContext *ctx) { return at(ctx, zoneChangeEffectNode(ctx)); }
  Node zoneChangeEffectNode(P::EffectMoreContext *ctx) {
    if (auto *b = dynamic_cast<P::BounceYoursContext *>(ctx))
      return Node(NodeKind::ReturnToHand, {objects(b->objectPhrase())});
    if (auto *se = dynamic_cast<P::SearchContext *>(ctx)) {
      // "あなたのライブラリーから…カード１枚を探し、(公開し、)…に出す／加える";
      // "最大２枚": up to two, as the English "up to" (701.19b).
      Node count = amount(se->amount());
      if (has(se, "最大")) count = Node(NodeKind::UpTo, {std::move(count)});
      Node n(NodeKind::Search, {Node(NodeKind::You), std::move(count), filter(se->description())});
      auto *dest = se->searchDestination();
      n.children.push_back(ast::zoneLeaf(searchZone(dest))); // search8: the graveyard too
      if (has(se, "公開し")) n.children.emplace_back(NodeKind::Revealed);
      if (has(dest, "タップ状態で")) n.children.emplace_back(NodeKind::IsTapped);
      return n;
    }
    if (auto *top = dynamic_cast<P::OnTopOfLibraryContext *>(ctx))
      return Node(NodeKind::PutOnLibrary, {objects(top->objectPhrase(), top->allSuffix())});
    if (auto *tb = dynamic_cast<P::ToBattlefieldContext *>(ctx)) {
      Node n(NodeKind::PutOntoBattlefield, {objects(tb->objectPhrase(), tb->allSuffix())});
      if (auto *under = tb->underControl();
          under && !has(under, "オーナー")) { // jaxcheck: owner's = default
        if (!has(under, "あなた"))
          throw NotUnderstood{under, "onto the battlefield under an opponent's control"};
        n.children.emplace_back(NodeKind::UnderYourControl);
      }
      if (has(tb, "タップ状態で")) n.children.emplace_back(NodeKind::IsTapped);
      return n;
    }
    throw NotUnderstood{ctx, "this effect"};
  }

  // "飛行を持つ白の1/1の兵士・クリーチャー・トークン": the English order is
  // colours, card types, subtypes, then keywords.
  Node token(P::TokenDescriptionContext *ctx) { return at(ctx, tokenNode(ctx)); }
  Node tokenNode(P::TokenDescriptionContext *ctx) {
    std::string pt = ctx->PT()->getText();
    auto slash = pt.find('/');
    auto p = parseDigits(pt.substr(0, slash)), t = parseDigits(pt.substr(slash + 1));
    if (!p || !t) throw NotUnderstood{ctx, "a token of variable size"};
    Node f(NodeKind::Filter);
    if (auto *colors = ctx->tokenColors())
      for (auto *c : colors->colorWord())
        f.children.push_back(colorLeaf(c));
    // Japanese writes エンチャント after クリーチャー ("クリーチャー・エンチャント"),
    // English before it ("enchantment creature").
    std::vector<Node> types;
    bool creatureSeen = false;
    for (auto *type : ctx->tokenType()) {
      std::string ja = type->getText();
      if (ja == "エンチャント" && creatureSeen)
        types.insert(types.begin(), typeLeafOf(ja));
      else
        types.push_back(typeLeafOf(ja));
      creatureSeen |= ja == "クリーチャー";
    }
    for (auto &t : types)
      f.children.push_back(std::move(t));
    for (auto *sub : ctx->SUBTYPE())
      f.children.push_back(subtypeLeafOf(sub));
    Node n(NodeKind::TokenDesc, {ast::intNode(*p), ast::intNode(*t), f});
    if (auto *kw = ctx->grantedKeywords()) n = withKeywords(std::move(n), kw);
    return n;
  }

  // No subject: the controller does it, unless a subject carries over.
  Node player(P::PlayerSubjectContext *ctx) { return at(ctx, playerNode(ctx)); }
  Node playerNode(P::PlayerSubjectContext *ctx) {
    if (!ctx) return inheritedSubject_ ? *inheritedSubject_ : Node(NodeKind::You);
    Node p = explicitPlayer(ctx);
    lastSubject_ = p;
    return p;
  }
  Node explicitPlayer(P::PlayerSubjectContext *ctx) {
    if (dynamic_cast<P::YouPlayerContext *>(ctx)) return Node(NodeKind::You);
    if (dynamic_cast<P::EachPlayerContext *>(ctx)) return Node(NodeKind::EachPlayer);
    if (dynamic_cast<P::EachOpponentContext *>(ctx)) return Node(NodeKind::EachOpponent);
    if (auto *c = dynamic_cast<P::ControllerOfPlayerContext *>(ctx))
      return controllerOf(c); // jaxcheck
    // そのプレイヤー / その対戦相手: a declared player target, else the
    // player the trigger is about.
    bool opponentOnly = has(ctx, "対戦相手");
    for (size_t i = targets_.size(); i-- > 0;) {
      NodeKind k = targets_[i].children[0].kind;
      if (k == NodeKind::TargetOpponent || (!opponentOnly && k == NodeKind::TargetPlayer))
        return ast::targetRef(int(i));
    }
    if (thatPlayer_) return *thatPlayer_;
    throw NotUnderstood{ctx, "'" + ctx->getText() + "' without a player target"};
  }

  Node recipient(P::RecipientContext *ctx) { return at(ctx, recipientNode(ctx)); }
  Node recipientNode(P::RecipientContext *ctx) {
    if (auto *both = dynamic_cast<P::BothRecipientContext *>(ctx)) {
      // "各クリーチャーと各プレイヤー": one damage event for all of them (120.3).
      Node players = has(both, "プレイヤー") ? Node(NodeKind::EachPlayer) : Node(NodeKind::EachOpponent);
      return Node(NodeKind::Both, {objects(both->objectPhrase()), std::move(players)});
    }
    if (auto *p = dynamic_cast<P::PlayerRecipientContext *>(ctx)) return player(p->playerSubject());
    return objects(lastAlternative<P::ObjectRecipientContext>(ctx)->objectPhrase());
  }

  // ------------------------------------------------------------ layer effects (issue 15)
#include "Parse/ja/LayerBuilderJa.inc"
  // ------------------------------------------------------------ cross-check templates (issue 16)
#include "Parse/ja/I18n3BuilderJa.inc"    // i18n3
#include "Parse/ja/JaxcheckBuilderJa.inc" // jaxcheck
#include "Parse/ja/Ja4BuilderJa.inc"      // ja4
#include "Parse/ja/Ja5BuilderJa.inc"      // ja5
#include "Parse/ja/Zones6BuilderJa.inc"   // zones6
#include "Parse/ja/Effects7BuilderJa.inc" // effects7
#include "Parse/ja/Search8BuilderJa.inc"  // search8

#include "Parse/ja/Effects8BuilderJa.inc" // effects8

  // ------------------------------------------------------------ targets
  void declare(P::TargetDeclContext *ctx) {
    lastDeclBegin_ = targets_.size();
    for (auto *item : ctx->targetItem())
      targets_.push_back(targetItem(item));
    lastDeclCount_ = targets_.size() - lastDeclBegin_;
  }

  static bool isOne(const Node &n) { return n.kind == NodeKind::Int && n.value == 1; }

  Node targetItem(P::TargetItemContext *ctx) { return at(ctx, targetItemNode(ctx)); }
  Node targetItemNode(P::TargetItemContext *ctx) {
    if (auto *a = dynamic_cast<P::AnyTargetItemContext *>(ctx)) {
      for (auto *am : a->amount())
        if (!isOne(amount(am))) throw NotUnderstood{am, "more than one of any target"};
      return Node(NodeKind::Target, {Node(NodeKind::AnyTarget)});
    }
    if (auto *pp = dynamic_cast<P::PlayerOrPlaneswalkerItemContext *>(ctx)) {
      for (auto *am : pp->amount())
        if (!isOne(amount(am))) throw NotUnderstood{am, "several target players or planeswalkers"};
      return Node(NodeKind::Target, {Node(NodeKind::TargetPlayerOrPlaneswalker)});
    }
    // --- begin dmg ---
    if (auto *op = dynamic_cast<P::OpponentOrPlaneswalkerItemContext *>(ctx)) {
      for (auto *am : op->amount())
        if (!isOne(amount(am))) throw NotUnderstood{am, "several target opponents or planeswalkers"};
      return Node(NodeKind::Target, {Node(NodeKind::TargetOpponentOrPlaneswalker)});
    }
    // --- end dmg ---
    if (auto *p = dynamic_cast<P::PlayerTargetItemContext *>(ctx)) {
      if (!isOne(amount(p->amount()))) throw NotUnderstood{p->amount(), "several target players"};
      return Node(NodeKind::Target, {Node(NodeKind::TargetPlayer)});
    }
    if (auto *o = dynamic_cast<P::OpponentTargetItemContext *>(ctx)) {
      if (!isOne(amount(o->amount()))) throw NotUnderstood{o->amount(), "several target opponents"};
      return Node(NodeKind::Target, {Node(NodeKind::TargetOpponent)});
    }
    if (auto *u = dynamic_cast<P::UpToTargetItemContext *>(ctx)) return upToTarget(u); // jaxcheck
    if (auto *x = dynamic_cast<P::XTargetsItemContext *>(ctx)) // "Ｘ個の氷雪土地": X targets
      return Node(NodeKind::Target, {filter(x->description()), amount(x->amount())});
    if (auto t = ja4TargetItem(ctx)) return std::move(*t); // ja4: divided damage
    auto *obj = lastAlternative<P::ObjectTargetItemContext>(ctx);
    auto items = obj->countedDescription();
    for (auto *item : items)
      if (!item->description()->every().empty()) throw NotUnderstood{item, "'各' in a target"};
    Node count = amount(items[0]->amount());
    Node f = items.size() > 1 ? alternatives(items, count) : filter(items[0]->description());
    if (isOne(count)) return Node(NodeKind::Target, {f});
    return Node(NodeKind::Target, {f, count});
  }

  static bool isWhoOrWhere(const Node &n) {
    return n.kind == NodeKind::ControlledBy || n.kind == NodeKind::InZone;
  }
  static bool mentionsWhoOrWhere(const std::vector<Node> &leaves) {
    return std::any_of(leaves.begin(), leaves.end(), isWhoOrWhere);
  }

  // "アーティファクト１つかエンチャント１つ", "赤のインスタント・呪文１つか赤の
  // ソーサリー・呪文１つ": one object of either description. Leaves every
  // alternative shares at the front or the back are said once, as English
  // does ("red instant or sorcery spell"); a controller or zone written once
  // before the list belongs to all of them. What differs must be one leaf each.
  Node alternatives(const std::vector<P::CountedDescriptionContext *> &items, Node &count) {
    count = amount(items[0]->amount());
    std::vector<std::vector<Node>> alts;
    for (auto *item : items) {
      if (!(amount(item->amount()) == count))
        throw NotUnderstood{item, "alternatives with different numbers"};
      alts.push_back(filter(item->description()).children);
    }
    std::vector<Node> prefix, suffix, tail;
    bool othersPlain = std::none_of(alts.begin() + 1, alts.end(), mentionsWhoOrWhere);
    while (othersPlain && alts[0].size() > 1 && isWhoOrWhere(alts[0].back())) {
      tail.insert(tail.begin(), alts[0].back());
      alts[0].pop_back();
    }
    auto allLonger = [&] {
      return std::all_of(alts.begin(), alts.end(), [](auto &a) { return a.size() > 1; });
    };
    while (allLonger() && std::all_of(alts.begin(), alts.end(),
                                      [&](auto &a) { return a.front() == alts[0].front(); })) {
      prefix.push_back(alts[0].front());
      for (auto &a : alts)
        a.erase(a.begin());
    }
    while (allLonger() && std::all_of(alts.begin(), alts.end(),
                                      [&](auto &a) { return a.back() == alts[0].back(); })) {
      suffix.insert(suffix.begin(), alts[0].back());
      for (auto &a : alts)
        a.pop_back();
    }
    Node any(NodeKind::AnyOf);
    for (size_t i = 0; i < alts.size(); ++i) {
      if (alts[i].size() != 1 || alts[i][0].kind == NodeKind::Another || isWhoOrWhere(alts[i][0]))
        throw NotUnderstood{items[i], "alternatives with qualities"};
      any.children.push_back(std::move(alts[i][0]));
    }
    Node f(NodeKind::Filter, std::move(prefix));
    f.children.push_back(std::move(any));
    for (auto *part : {&suffix, &tail})
      for (auto &leaf : *part)
        f.children.push_back(std::move(leaf));
    return f;
  }

  // それ/それら: the target declared last; with no target, the event object.
  Node itRef(antlr4::ParserRuleContext *ctx) {
    if (targets_.empty() && itIs_) return *itIs_; // i18n3
    if (targets_.empty()) return itIsSelf_ ? Node(NodeKind::Self) : Node(NodeKind::EventObject);
    if (lastDeclCount_ == 1) return ast::targetRef(int(lastDeclBegin_));
    throw NotUnderstood{ctx, "'それ' after several targets"};
  }

  static bool filterMentions(const Node &f, const Node &type) {
    for (auto &p : f.children) {
      if (p == type) return true;
      if (p.kind == NodeKind::AnyOf && filterMentions(p, type)) return true;
    }
    return false;
  }

  // その＋type: the declared target of that type; with no target, the event object.
  Node thatObject(P::ThatObjectContext *ctx) {
    if (targets_.empty())
      return itIsSelf_ && !thatIsEventObject_ ? Node(NodeKind::Self) : Node(NodeKind::EventObject);
    Node type = typeLeaf(ctx->typeWord());
    if (type.kind == NodeKind::CardOnly) // "それを追放し、その後そのカードを…": the object, moved
      for (size_t i = targets_.size(); i-- > 0;)
        if (targets_[i].children[0].kind == NodeKind::Filter) return ast::targetRef(int(i));
    for (size_t i = targets_.size(); i-- > 0;) {
      const Node &kind = targets_[i].children[0];
      if (kind.kind == NodeKind::Filter && filterMentions(kind, type))
        return ast::targetRef(int(i));
      if (kind.kind == NodeKind::AnyTarget && type.kind == NodeKind::CardTypeLeaf &&
          (type.value == *ast::valueOf(ast::Vocabulary::CardType, "creature") ||
           type.value == *ast::valueOf(ast::Vocabulary::CardType, "planeswalker")))
        return ast::targetRef(int(i));
    }
    // --- begin jaxcheck ---
    // "プレイヤー１人を対象とする。…Ｘはそのクリーチャーのパワーに等しい": no creature
    // was declared, so it is what the trigger is about, as with no target at all.
    if (isTriggered_)
      return itIsSelf_ && !thatIsEventObject_ ? Node(NodeKind::Self) : Node(NodeKind::EventObject);
    // --- end jaxcheck ---
    throw NotUnderstood{ctx, "'" + ctx->getText() + "' names no declared target"};
  }

  // その前者 / その後者 / その第２者: a target of the latest declaration by position.
  Node nthTarget(P::NthTargetContext *ctx) {
    size_t n = has(ctx, "その後者") || has(ctx, "後者") ? 2 : 1;
    if (ctx->NUMBER()) n = size_t(parseDigits(ctx->NUMBER()->getText()).value_or(0));
    if (n == 0 || n > lastDeclCount_)
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' names no declared target"};
    return ast::targetRef(int(lastDeclBegin_ + n - 1));
  }

  // ------------------------------------------------------------ objects
  // "クリーチャーをすべて破壊する": the trailing すべて makes it "all".
  Node objects(P::ObjectPhraseContext *ctx, P::AllSuffixContext *all) {
    Node n = objects(ctx);
    if (!all || n.kind == NodeKind::All) return n;
    if (n.kind != NodeKind::Filter)
      throw NotUnderstood{all, "'すべて' after '" + ctx->getText() + "'"};
    return Node(NodeKind::All, {std::move(n)});
  }

  Node objects(P::ObjectPhraseContext *ctx) { return at(ctx, objectsNode(ctx)); }
  Node objectsNode(P::ObjectPhraseContext *ctx) {
    if (dynamic_cast<P::SelfFromGraveyardJaContext *>(ctx)) // ja5: 113.6m, as English
      return Node(NodeKind::SelfInZone, {ast::zoneLeaf("graveyard")});
    if (dynamic_cast<P::SelfRefContext *>(ctx))
      return thisIsEventObject_ && ctx->getText() == "これ" ? Node(NodeKind::EventObject)
                                                            : Node(NodeKind::Self);
    if (auto *at = dynamic_cast<P::AttachedRefContext *>(ctx)) {
      // "そのエンチャントしているクリーチャー" after "エンチャントしているクリーチャーが
      // 死亡したとき": the creature the trigger is about (English "that creature").
      if (has(at, "その")) {
        if (!isTriggered_) throw NotUnderstood{ctx, "'その' before an attached object"};
        return Node(NodeKind::EventObject);
      }
      // The English words say how it is attached, and to what.
      Node n(NodeKind::AttachedObject);
      auto type = lookup(kTypes, at->typeWord()->getText());
      if (!type) throw NotUnderstood{ctx, "attached to '" + at->typeWord()->getText() + "'"};
      n.text =
          std::string(has(at, "装備している") ? "equipped " : "enchanted ") + std::string(*type);
      return n;
    }
    if (dynamic_cast<P::ItRefContext *>(ctx)) return itRef(ctx);
    if (auto *so = dynamic_cast<P::SelfOrObjectContext *>(ctx)) return selfOr(so); // jaxcheck
    if (auto *t = dynamic_cast<P::ThatObjectContext *>(ctx)) return thatObject(t);
    if (auto *n = dynamic_cast<P::NthTargetContext *>(ctx)) return nthTarget(n);
    if (dynamic_cast<P::ExiledCardsRefContext *>(ctx)) return Node(NodeKind::ExiledCards); // ja4
    if (auto *w = dynamic_cast<P::WholeZoneContext *>(ctx))
      return Node(NodeKind::All,
                  {Node(NodeKind::Filter, {Node(NodeKind::CardOnly),
                                           Node(NodeKind::InZone, {zone(w->zoneWord())})})});
    if (auto *a = dynamic_cast<P::AllObjectsContext *>(ctx))
      return Node(NodeKind::All, {filter(a->description())});
    if (auto *c = dynamic_cast<P::CountedObjectContext *>(ctx)) {
      if (!c->description()->every().empty()) throw NotUnderstood{ctx, "'各' with a number"};
      if (!isOne(amount(c->amount())))
        throw NotUnderstood{ctx, "a number of objects that are not targets"};
      return filter(c->description());
    }
    auto *b = lastAlternative<P::BareDescriptionContext>(ctx);
    if (bareIsIndefinite_ && b->description()->every().empty()) return filter(b->description());
    return Node(NodeKind::All, {filter(b->description())});
  }

  Node typeLeaf(P::TypeWordContext *ctx) {
    std::string w = ctx->getText();
    if (w == "カード") return Node(NodeKind::CardOnly);
    if (w == "トークン") return Node(NodeKind::TokenOnly);
    if (auto canonical = lookup(kTypes, w))
      if (auto v = ast::valueOf(ast::Vocabulary::CardType, *canonical))
        return ast::vocabLeaf(ast::Vocabulary::CardType, *v);
    throw NotUnderstood{ctx, "the type '" + w + "'"};
  }
  static Node typeLeafOf(const std::string &ja) {
    return ast::cardTypeLeaf(*lookup(kTypes, ja)); // token types are a subset of kTypes
  }
  static Node colorLeaf(P::ColorWordContext *ctx) {
    auto color = lookup(kColors, ctx->getText());
    return ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, *color));
  }
  static Node subtypeLeafOf(antlr4::tree::TerminalNode *word) {
    return ast::subtypeLeaf(
        std::string(*subtypeFromJa(word->getText()))); // SUBTYPE only if it is one
  }
  static Node supertypeLeaf(std::string_view english) {
    Node n(NodeKind::SupertypeLeaf);
    n.text = std::string(english);
    return n;
  }

  // The leaves of one alternative: "ゴブリン・クリーチャー" -> subtype, type.
  // Japanese writes エンチャント after クリーチャー ("クリーチャー・エンチャント・
  // カード"), English before it ("enchantment creature card").
  std::vector<Node> termLeaves(P::TypeTermContext *term) {
    std::vector<Node> out;
    for (auto *sub : term->SUBTYPE())
      out.push_back(subtypeLeafOf(sub));
    size_t typesBegin = out.size();
    bool creatureSeen = false;
    for (auto *t : term->typeWord()) {
      std::string ja = t->getText();
      if (ja == "エンチャント" && creatureSeen)
        out.insert(out.begin() + long(typesBegin), typeLeaf(t));
      else
        out.push_back(typeLeaf(t));
      creatureSeen |= ja == "クリーチャー";
    }
    return out;
  }
  // Alternatives join with か/や; the noun after である is shared, as the
  // English builder hoists "instant or sorcery *spell*".
  void typeTerms(P::DescriptionContext *ctx, Node &f) {
    auto terms = ctx->typeTerm();
    bool shared = has(ctx, "である");
    size_t alts = terms.size() - (shared ? 1 : 0);
    if (alts == 1) {
      for (auto &leaf : termLeaves(terms[0]))
        f.children.push_back(std::move(leaf));
    } else {
      Node any(NodeKind::AnyOf);
      for (size_t i = 0; i < alts; ++i) {
        auto leaves = termLeaves(terms[i]);
        if (leaves.size() != 1) throw NotUnderstood{terms[i], "alternatives of several words each"};
        any.children.push_back(std::move(leaves[0]));
      }
      f.children.push_back(std::move(any));
    }
    if (shared)
      for (auto &leaf : termLeaves(terms.back()))
        f.children.push_back(std::move(leaf));
  }

  Node adjectiveLeaf(P::AdjectiveContext *adj) {
    if (auto *e = dynamic_cast<P::EitherColorAdjectiveContext *>(adj)) // "白か黒の": either
      return Node(NodeKind::AnyOf, {colorLeaf(e->colorWord(0)), colorLeaf(e->colorWord(1))});
    if (dynamic_cast<P::AttackingOrBlockingAdjectiveContext *>(adj))
      return Node(NodeKind::AnyOf, {Node(NodeKind::Attacking), Node(NodeKind::Blocking)});
    if (auto *c = dynamic_cast<P::ColorAdjectiveContext *>(adj)) return colorLeaf(c->colorWord());
    if (dynamic_cast<P::NontokenAdjectiveContext *>(adj)) return Node(NodeKind::Nontoken);
    if (dynamic_cast<P::AttackingAdjectiveContext *>(adj)) return Node(NodeKind::Attacking);
    if (dynamic_cast<P::BlockingAdjectiveContext *>(adj)) return Node(NodeKind::Blocking);
    if (dynamic_cast<P::TappedAdjectiveContext *>(adj)) return Node(NodeKind::IsTapped);
    if (dynamic_cast<P::UntappedAdjectiveContext *>(adj)) return Node(NodeKind::IsUntapped);
    if (dynamic_cast<P::SupertypeAdjectiveContext *>(adj))
      return supertypeLeaf(has(adj, "伝説") ? "Legendary" : has(adj, "基本") ? "Basic" : "Snow");
    // --- begin i18n3 ---
    if (dynamic_cast<P::ColorCountAdjectiveContext *>(
            adj)) // "多色の", "単色の", "無色の" (105.2b-c)
      return Node(has(adj, "多色")   ? NodeKind::Multicolored
                  : has(adj, "単色") ? NodeKind::Monocolored
                                     : NodeKind::Colorless);
    // --- end i18n3 ---
    if (dynamic_cast<P::ChosenColorAdjectiveContext *>(adj))
      return Node(NodeKind::OfChosenColor); // i18n3
    if (dynamic_cast<P::ChosenTypeAdjectiveContext *>(adj))
      return Node(NodeKind::OfChosenType); // ja5: the creature type chosen as it entered (English
                                           // "of the chosen type")
    if (dynamic_cast<P::HistoricAdjectiveContext *>(adj))
      return Node(NodeKind::Historic); // ja5: 700.6
    auto *non = lastAlternative<P::NonAdjectiveContext>(adj);
    if (non->colorWord()) return Node(NodeKind::Not, {colorLeaf(non->colorWord())});
    if (auto *t = non->typeWord()) {
      Node leaf = typeLeaf(t);
      if (leaf.kind == NodeKind::TokenOnly) return Node(NodeKind::Nontoken);
      if (leaf.kind != NodeKind::CardTypeLeaf)
        throw NotUnderstood{adj, "the quality '" + adj->getText() + "'"};
      return Node(NodeKind::Not, {leaf});
    }
    return Node(NodeKind::Not, {supertypeLeaf(has(non, "伝説") ? "Legendary" : "Basic")});
  }

  void withClause(P::WithClauseContext *w, Node &f) {
    // i18n3: "このターン、~によってダメージを与えられた"
    if (auto *dd = dynamic_cast<P::DealtDamageByClauseContext *>(w)) {
      f.children.push_back(Node(NodeKind::DealtDamageBy, {objects(dd->objectPhrase())}));
      return;
    }
    if (auto *k = dynamic_cast<P::WithKeywordContext *>(w)) {
      for (auto *name : k->grantedKeywords()->keywordName()) // "サイクリングを持つ" too
        f.children.push_back(Node(NodeKind::WithKeyword, {keywordLeaf(name)}));
      return;
    }
    if (auto *wc = dynamic_cast<P::WithCounterClauseContext *>(
            w)) { // jaxcheck: "+1/+1カウンターが置かれている"
      f.children.push_back(Node(NodeKind::WithCounter, {counterKindLeaf(wc->counterKind())}));
      return;
    }
    if (auto *we = dynamic_cast<P::WithEitherKeywordContext *>(w)) { // jaxcheck: "飛行か到達を持つ"
      Node any(NodeKind::AnyOf);
      for (auto *k : we->keywordName())
        any.children.push_back(Node(NodeKind::WithKeyword, {keywordLeaf(k)}));
      f.children.push_back(std::move(any));
      return;
    }
    if (auto *k = dynamic_cast<P::WithoutKeywordContext *>(w)) { // "飛行を持たない"
      f.children.push_back(
          Node(NodeKind::Not, {Node(NodeKind::WithKeyword, {keywordLeaf(k->keywordName())})}));
      return;
    }
    if (auto *m = dynamic_cast<P::WithManaValueContext *>(w)) { // "マナ総量が３以下の" (202.3)
      f.children.push_back(Node(has(m, "以下")   ? NodeKind::ManaValueAtMost
                                : has(m, "以上") ? NodeKind::ManaValueAtLeast
                                                 : NodeKind::ManaValueIs,
                                {amount(m->amount())}));
      return;
    }
    auto *p = lastAlternative<P::WithPowerContext>(w);
    Node n = amount(p->amount());
    bool toughness = has(p, "タフネス"); // effects5 (208.1)
    if (n.kind != NodeKind::Int)
      throw NotUnderstood{p, toughness ? "a variable toughness" : "a variable power"};
    NodeKind k = toughness
                     ? (has(p, "以下") ? NodeKind::ToughnessAtMost : NodeKind::ToughnessAtLeast)
                     : (has(p, "以下") ? NodeKind::PowerAtMost : NodeKind::PowerAtLeast);
    f.children.push_back(Node(k, {n}));
  }

  Node filter(P::DescriptionContext *ctx) { return at(ctx, filterNode(ctx)); }
  Node filterNode(P::DescriptionContext *ctx) {
    // Children in the English builder's order: another, qualities, types,
    // "with …", controller, zone.
    Node f(NodeKind::Filter);
    if (!ctx->another().empty()) f.children.emplace_back(NodeKind::Another);
    if (!qualityAlternatives(ctx, f)) { // jaxcheck: "青の呪文か黒の呪文"
      for (auto *adj : ctx->adjective())
        f.children.push_back(adjectiveLeaf(adj));
      typeTerms(ctx, f);
      // --- begin i18n3 ---
      // "選ばれた色のパーマネント": English "permanents of the chosen color" names
      // the colour after the type.
      std::vector<Node> keep, chosen;
      for (Node &c : f.children)
        (c.kind == NodeKind::OfChosenColor ? chosen : keep).push_back(std::move(c));
      for (Node &c : chosen)
        keep.push_back(std::move(c));
      f.children = std::move(keep);
      // --- end i18n3 ---
    }
    for (auto *w : ctx->withClause())
      withClause(w, f);
    if (auto *c = ctx->controller()) {
      if (dynamic_cast<P::NotYouControlContext *>(c)) {
        f.children.push_back(
            Node(NodeKind::Not, {Node(NodeKind::ControlledBy, {Node(NodeKind::You)})}));
      } else if (dynamic_cast<P::ThatPlayerControlsContext *>(c)) { // ja4
        f.children.push_back(Node(NodeKind::ControlledBy, {ja4ThatPlayer(c)}));
      } else {
        Node who = dynamic_cast<P::YouControlContext *>(c) ? Node(NodeKind::You)
                                                           : Node(NodeKind::EachOpponent);
        f.children.push_back(Node(NodeKind::ControlledBy, {who}));
      }
    }
    if (auto *z = ctx->zoneIn()) {
      Node in(NodeKind::InZone, {zone(z->zoneRef()->zoneWord())});
      if (auto *owner = z->zoneRef()->zoneOwner()) {
        if (dynamic_cast<P::YourZoneContext *>(owner))
          in.children.emplace_back(NodeKind::You);
        else if (auto *o = dynamic_cast<P::OpponentZoneContext *>(owner)) {
          if (o->amount() && !isOne(amount(o->amount())))
            throw NotUnderstood{o, "the zones of several opponents"};
          in.children.emplace_back(NodeKind::EachOpponent); // "an opponent's graveyard"
        }
      }
      f.children.push_back(std::move(in));
    }
    // jaxcheck: "with a +1/+1 counter on it" comes after "you control" in English.
    // (Two lists, not std::stable_partition: its temporary buffer is
    // deprecated in libstdc++ 12 and clang warns.)
    std::vector<Node> rest, counters;
    for (Node &c : f.children) // i18n3: "dealt damage by ~ this turn" last too
      (c.kind == NodeKind::WithCounter || c.kind == NodeKind::DealtDamageBy ? counters : rest)
          .push_back(std::move(c));
    for (Node &c : counters)
      rest.push_back(std::move(c));
    f.children = std::move(rest);
    return f;
  }

  Node zone(P::ZoneWordContext *ctx) { return at(ctx, zoneNode(ctx)); }
  Node zoneNode(P::ZoneWordContext *ctx) {
    std::string w = ctx->getText();
    auto canonical = lookup(kZones, w);
    auto v = canonical ? ast::valueOf(ast::Vocabulary::Zone, *canonical) : std::nullopt;
    if (!v) throw NotUnderstood{ctx, "the zone '" + w + "'"};
    return ast::vocabLeaf(ast::Vocabulary::Zone, *v);
  }

  Node amount(P::AmountContext *ctx) { return at(ctx, amountNode(ctx)); }
  Node amountNode(P::AmountContext *ctx) {
    std::string w = ctx->getText();
    if (w == "X") return Node(NodeKind::XValue);
    if (auto v = parseDigits(w)) return ast::intNode(*v);
    throw NotUnderstood{ctx, "the number '" + w + "'"};
  }
};

// Subtype names are not single tokens ("兵士" is two Han characters, "人間"
// starts with the counter 人, "多相の戦士" holds the particle の): after
// lexing, the longest run of adjacent word tokens that spells one becomes a
// single SUBTYPE token; the other tokens of the run go to the hidden channel.
bool mayBeInSubtype(antlr4::Token *t) {
  switch (t->getType()) {
  case P::SELF:
  case P::NUMBER:
  case P::PT:
  case P::PT_MOD:
  case P::MANA_SYMBOL:
  case P::REMINDER:
  case P::TEN:
  case P::MARU:
  case P::THEN:
  case P::COLON:
  case P::COMMA:
  case P::PERIOD:
  case P::DASH:
  case P::BULLET:
  case P::QUOTE:
  case P::ENCHANT_OPEN:
  case P::PROTECTION_OPEN:
  case P::ABILITY_WORD:
  case antlr4::Token::EOF:
    return false;
  default:
    return t->getText() != "・"; // words and literals, but not the joining dot
  }
}

void markSubtypes(antlr4::CommonTokenStream &tokens) {
  constexpr size_t kMaxTokens = 8; // the longest name, in tokens
  tokens.fill();
  std::vector<antlr4::Token *> all = tokens.getTokens();
  for (size_t i = 0; i < all.size(); ++i) {
    std::string text;
    size_t end = 0;
    std::string name;
    for (size_t j = i; j < all.size() && j < i + kMaxTokens && mayBeInSubtype(all[j]); ++j) {
      if (j > i && all[j]->getStartIndex() != all[j - 1]->getStopIndex() + 1)
        break; // only adjacent characters spell one word
      text += all[j]->getText();
      if (subtypeFromJa(text)) {
        end = j + 1;
        name = text;
      }
    }
    if (!end) continue;
    auto *first = dynamic_cast<antlr4::CommonToken *>(all[i]);
    if (!first) continue;
    first->setType(P::SUBTYPE);
    first->setText(name);
    first->setStopIndex(all[end - 1]->getStopIndex());
    for (size_t k = i + 1; k < end; ++k)
      if (auto *rest = dynamic_cast<antlr4::CommonToken *>(all[k]))
        rest->setChannel(antlr4::Token::HIDDEN_CHANNEL);
    i = end - 1;
  }
}

class JapaneseFrontend final : public LanguageFrontend {
public:
  LineResult parseLine(const LineInput &line, DiagnosticEngine &diags) const override {
    return parseAbilityLine<ja_grammar::OracleJaLexer, P, JaBuilder>(line, diags, markSubtypes);
  }
};
} // namespace

const LanguageFrontend &japaneseFrontend() {
  static const JapaneseFrontend instance; // immutable, stateless
  return instance;
}

} // namespace oraclec::parse
