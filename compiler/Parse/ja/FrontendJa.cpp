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
#include "Parse/AntlrSupport.h"
#include "Parse/BuilderSupport.h"

#include "OracleJaLexer.h"
#include "OracleJaParser.h"

#include <string_view>

namespace oraclec::parse {

namespace {
using P = ja_grammar::OracleJaParser;
using ast::Node;
using ast::NodeKind;

struct NotUnderstood {
  antlr4::ParserRuleContext *ctx;
  std::string what;
};

struct WordMap {
  std::string_view ja, canonical;
};

constexpr WordMap kKeywords[] = {
    {"飛行", "flying"},       {"警戒", "vigilance"},      {"速攻", "haste"},
    {"トランプル", "trample"}, {"先制攻撃", "first-strike"}, {"二段攻撃", "double-strike"},
    {"接死", "deathtouch"},   {"絆魂", "lifelink"},       {"到達", "reach"},
    {"防衛", "defender"},     {"威迫", "menace"},         {"呪禁", "hexproof"},
    {"破壊不能", "indestructible"}, {"瞬速", "flash"},     {"果敢", "prowess"},
    {"サイクリング", "cycling"},
};
constexpr WordMap kTypes[] = {
    {"クリーチャー", "creature"}, {"アーティファクト", "artifact"}, {"エンチャント", "enchantment"},
    {"土地", "land"},             {"プレインズウォーカー", "planeswalker"},
    {"パーマネント", "permanent"}, {"呪文", "spell"}, {"インスタント", "instant"},
    {"ソーサリー", "sorcery"},
};
constexpr WordMap kColors[] = {
    {"白", "white"}, {"青", "blue"}, {"黒", "black"}, {"赤", "red"}, {"緑", "green"},
};
constexpr WordMap kZones[] = {
    {"墓地", "graveyard"}, {"手札", "hand"}, {"ライブラリー", "library"},
    {"追放領域", "exile"}, {"戦場", "battlefield"},
};
constexpr WordMap kSteps[] = {
    {"アップキープ", "upkeep"}, {"ドロー・ステップ", "draw-step"},
    {"終了ステップ", "end-step"}, {"戦闘", "combat"},
};

template <size_t N>
std::optional<std::string_view> lookup(const WordMap (&table)[N], std::string_view ja) {
  for (const auto &w : table)
    if (w.ja == ja)
      return w.canonical;
  return std::nullopt;
}

class JaBuilder {
public:
  JaBuilder(const LineInput &line, const std::vector<size_t> &offs) : line_(line), offs_(offs) {}

  LineResult build(P::AbilityLineContext *ctx) {
    LineResult r;
    if (ctx->reminder())
      r.reminder = ctx->reminder()->getText();
    if (!ctx->ability())
      return r; // only reminder text
    P::AbilityContext *a = ctx->ability();
    if (auto *k = dynamic_cast<P::KeywordLineContext *>(a)) {
      for (auto *kw : k->keywordList()->keyword())
        r.abilities.push_back(keywordAbility(kw));
    } else if (auto *act = dynamic_cast<P::ActivatedLineContext *>(a)) {
      Node n(NodeKind::Activated, {cost(act->cost())});
      appendEffects(n, act->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *trg = dynamic_cast<P::TriggeredLineContext *>(a)) {
      Node n(NodeKind::Triggered, {trigger(trg->trigger())});
      appendEffects(n, trg->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *st = dynamic_cast<P::StaticLineContext *>(a)) {
      r.abilities.push_back(Node(NodeKind::Static, {staticAbility(st->staticAbility())}));
    } else if (auto *sp = dynamic_cast<P::SpellLineContext *>(a)) {
      Node n(NodeKind::Spell);
      appendEffects(n, sp->effectSentences());
      r.abilities.push_back(std::move(n));
    } else {
      throw NotUnderstood{a, "this kind of ability"};
    }
    for (auto &n : r.abilities)
      n.range = range(a);
    return r;
  }

private:
  const LineInput &line_;
  const std::vector<size_t> &offs_;
  std::vector<Node> targets_;       // declared targets, in text order
  size_t lastDeclBegin_ = 0, lastDeclCount_ = 0; // the latest "…を対象とする"
  bool bareIsIndefinite_ = false;   // trigger/replacement subject: bare = "a"

  SourceRange range(antlr4::ParserRuleContext *ctx) const {
    LineSpan s = spanOf(ctx, offs_);
    return line_.fileRange(s.begin, s.end);
  }
  static bool has(antlr4::ParserRuleContext *ctx, std::string_view word) {
    for (auto *child : ctx->children)
      if (auto *t = dynamic_cast<antlr4::tree::TerminalNode *>(child))
        if (t->getText() == word)
          return true;
    return false;
  }

  // ------------------------------------------------------------ keywords
  Node keywordLeaf(P::KeywordNameContext *ctx) {
    std::string ja = ctx->getText();
    auto canonical = lookup(kKeywords, ja);
    auto kw = canonical ? ast::keywordFromCanonical(*canonical) : std::nullopt;
    if (!kw)
      throw NotUnderstood{ctx, "keyword '" + ja + "'"};
    return ast::keywordLeaf(*kw);
  }
  Node keywordAbility(P::KeywordContext *ctx) {
    if (auto *plain = dynamic_cast<P::PlainKeywordContext *>(ctx)) {
      Node leaf = keywordLeaf(plain->keywordName());
      if (ast::keywordTakesCost(ast::Keyword(leaf.value)))
        throw NotUnderstood{ctx, "keyword without its cost"};
      return Node(NodeKind::KeywordAbility, {leaf});
    }
    auto *withCost = static_cast<P::CostKeywordContext *>(ctx);
    Node leaf = keywordLeaf(withCost->keywordName());
    if (!ast::keywordTakesCost(ast::Keyword(leaf.value)))
      throw NotUnderstood{ctx, "a cost after a keyword that takes none"};
    Node c = withCost->cost() ? cost(withCost->cost())
                              : Node(NodeKind::Cost, symbolCostParts(withCost->manaSymbols()->getText()));
    return Node(NodeKind::KeywordAbility, {leaf, c});
  }
  std::vector<Node> grantedKeywords(P::GrantedKeywordsContext *ctx) {
    std::vector<Node> out;
    for (auto *k : ctx->keywordName()) {
      Node leaf = keywordLeaf(k);
      if (ast::keywordTakesCost(ast::Keyword(leaf.value)))
        throw NotUnderstood{k, "granting a keyword with a cost"};
      out.push_back(std::move(leaf));
    }
    return out;
  }

  // ------------------------------------------------------------ costs
  Node cost(P::CostContext *ctx) {
    Node c(NodeKind::Cost);
    for (auto *part : ctx->costPart()) {
      if (auto *sym = dynamic_cast<P::SymbolCostContext *>(part)) {
        for (auto &p : symbolCostParts(sym->getText()))
          c.children.push_back(std::move(p));
      } else if (auto *sac = dynamic_cast<P::SacrificeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::SacrificeCost, {objects(sac->objectPhrase())}));
      } else if (auto *dis = dynamic_cast<P::DiscardCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::DiscardCost, {amount(dis->amount())}));
      } else if (auto *life = dynamic_cast<P::PayLifeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::PayLifeCost, {amount(life->amount())}));
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
  Node trigger(P::TriggerContext *ctx) {
    if (auto *e = dynamic_cast<P::EntersTriggerContext *>(ctx))
      return Node(NodeKind::EntersBattlefield, {subjectIndefinite(e->objectPhrase())});
    if (auto *d = dynamic_cast<P::DiesTriggerContext *>(ctx))
      return Node(NodeKind::Dies, {subjectIndefinite(d->objectPhrase())});
    if (auto *a = dynamic_cast<P::AttacksTriggerContext *>(ctx))
      return Node(NodeKind::Attacks, {subjectIndefinite(a->objectPhrase())});
    auto *s = static_cast<P::StepTriggerContext *>(ctx);
    std::string step = s->step()->getText();
    auto spelling = lookup(kSteps, step);
    auto value = spelling ? ast::valueOf(ast::Vocabulary::Step, *spelling) : std::nullopt;
    if (!value)
      throw NotUnderstood{s->step(), "the step '" + step + "'"};
    bool yours = s->stepOwner() && dynamic_cast<P::YourStepContext *>(s->stepOwner());
    return Node(NodeKind::BeginningOfStep, {ast::vocabLeaf(ast::Vocabulary::Step, *value),
                                            yours ? Node(NodeKind::You) : Node(NodeKind::EachPlayer)});
  }

  // ------------------------------------------------------------ static
  Node staticAbility(P::StaticAbilityContext *ctx) {
    if (auto *pt = dynamic_cast<P::StaticPTContext *>(ctx)) {
      auto mod = parsePTModifier(pt->PT_MOD()->getText());
      if (!mod)
        throw NotUnderstood{ctx, "a variable P/T change"};
      return Node(NodeKind::ModifyPT,
                  {objects(pt->objectPhrase()), ast::intNode(mod->first), ast::intNode(mod->second)});
    }
    if (auto *kw = dynamic_cast<P::StaticKeywordsContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(kw->objectPhrase())});
      for (auto &leaf : grantedKeywords(kw->grantedKeywords()))
        n.children.push_back(std::move(leaf));
      return n;
    }
    auto *ex = static_cast<P::ExileInsteadContext *>(ctx);
    Node what = subjectIndefinite(ex->objectPhrase());
    Node from = ex->fromZone() && ex->fromZone()->zoneRef() ? zone(ex->fromZone()->zoneRef()->zoneWord())
                                                            : Node(NodeKind::AnyZone);
    Node event(NodeKind::ZoneChangeEvent, {what, from, zone(ex->zoneRef()->zoneWord())});
    return Node(NodeKind::Replacement, {event, Node(NodeKind::RedirectTo, {ast::zoneLeaf("exile")})});
  }

  // ------------------------------------------------------------ effects
  void appendEffects(Node &ability, P::EffectSentencesContext *ctx) {
    std::vector<Node> effects;
    for (auto *sentence : ctx->sentence()) {
      if (auto *t = dynamic_cast<P::TargetSentenceContext *>(sentence)) {
        declare(t->targetDecl());
      } else if (auto *tc = dynamic_cast<P::TargetChainSentenceContext *>(sentence)) {
        declare(tc->targetDecl());
        for (auto *e : tc->effectChain()->effect())
          effects.push_back(effect(e));
      } else {
        auto *es = static_cast<P::EffectSentenceContext *>(sentence);
        for (auto *e : es->effectChain()->effect())
          effects.push_back(effect(e));
      }
    }
    if (!targets_.empty())
      ability.children.push_back(Node(NodeKind::Targets, std::move(targets_)));
    targets_.clear();
    for (auto &e : effects)
      ability.children.push_back(std::move(e));
  }

  Node effect(P::EffectContext *ctx) {
    if (auto *d = dynamic_cast<P::DealDamageContext *>(ctx))
      return Node(NodeKind::DealDamage,
                  {objects(d->subject()->objectPhrase()), amount(d->amount()), recipient(d->recipient())});
    if (auto *d = dynamic_cast<P::DrawContext *>(ctx))
      return Node(NodeKind::Draw, {player(d->playerSubject()), amount(d->amount())});
    if (auto *m = dynamic_cast<P::AddManaContext *>(ctx))
      return Node(NodeKind::AddMana, {ast::manaCost(canonicalManaSymbols(m->manaSymbols()->getText()))});
    if (auto *m = dynamic_cast<P::ModifyPTContext *>(ctx)) {
      auto mod = parsePTModifier(m->PT_MOD()->getText());
      if (!mod)
        throw NotUnderstood{ctx, "a variable P/T change"};
      return Node(NodeKind::ModifyPT, {objects(m->objectPhrase()), ast::intNode(mod->first),
                                       ast::intNode(mod->second), Node(NodeKind::UntilEndOfTurn)});
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
      return Node(NodeKind::GainLife, {player(g->playerSubject()), amount(g->amount())});
    if (auto *l = dynamic_cast<P::LoseLifeContext *>(ctx))
      return Node(NodeKind::LoseLife, {player(l->playerSubject()), amount(l->amount())});
    if (auto *p = dynamic_cast<P::PutCountersContext *>(ctx)) {
      std::string kind = p->counterKind()->getText();
      auto v = ast::valueOf(ast::Vocabulary::CounterKind, kind);
      if (!v)
        throw NotUnderstood{p->counterKind(), "counter kind '" + kind + "'"};
      Node on = p->objectPhrase() ? objects(p->objectPhrase()) : itRef(p); // その上に
      return Node(NodeKind::PutCounters, {on,
                                          ast::vocabLeaf(ast::Vocabulary::CounterKind, *v),
                                          amount(p->amount())});
    }
    if (auto *t = dynamic_cast<P::TapEffectContext *>(ctx))
      return Node(NodeKind::TapObjects, {objects(t->objectPhrase(), t->allSuffix())});
    if (auto *u = dynamic_cast<P::UntapEffectContext *>(ctx))
      return Node(NodeKind::UntapObjects, {objects(u->objectPhrase(), u->allSuffix())});
    throw NotUnderstood{ctx, "this effect"};
  }

  Node player(P::PlayerSubjectContext *ctx) {
    if (!ctx || dynamic_cast<P::YouPlayerContext *>(ctx))
      return Node(NodeKind::You); // no subject: the controller does it
    if (dynamic_cast<P::EachPlayerContext *>(ctx))
      return Node(NodeKind::EachPlayer);
    if (dynamic_cast<P::EachOpponentContext *>(ctx))
      return Node(NodeKind::EachOpponent);
    // そのプレイヤー / その対戦相手: a declared player target.
    bool opponentOnly = has(ctx, "対戦相手");
    for (size_t i = targets_.size(); i-- > 0;) {
      NodeKind k = targets_[i].children[0].kind;
      if (k == NodeKind::TargetOpponent || (!opponentOnly && k == NodeKind::TargetPlayer))
        return ast::targetRef(int(i));
    }
    throw NotUnderstood{ctx, "'" + ctx->getText() + "' without a player target"};
  }

  Node recipient(P::RecipientContext *ctx) {
    if (auto *p = dynamic_cast<P::PlayerRecipientContext *>(ctx))
      return player(p->playerSubject());
    return objects(static_cast<P::ObjectRecipientContext *>(ctx)->objectPhrase());
  }

  // ------------------------------------------------------------ targets
  void declare(P::TargetDeclContext *ctx) {
    lastDeclBegin_ = targets_.size();
    for (auto *item : ctx->targetItem())
      targets_.push_back(targetItem(item));
    lastDeclCount_ = targets_.size() - lastDeclBegin_;
  }

  static bool isOne(const Node &n) { return n.kind == NodeKind::Int && n.value == 1; }

  Node targetItem(P::TargetItemContext *ctx) {
    if (auto *a = dynamic_cast<P::AnyTargetItemContext *>(ctx)) {
      for (auto *am : a->amount())
        if (!isOne(amount(am)))
          throw NotUnderstood{am, "more than one of any target"};
      return Node(NodeKind::Target, {Node(NodeKind::AnyTarget)});
    }
    if (auto *p = dynamic_cast<P::PlayerTargetItemContext *>(ctx)) {
      if (!isOne(amount(p->amount())))
        throw NotUnderstood{p->amount(), "several target players"};
      return Node(NodeKind::Target, {Node(NodeKind::TargetPlayer)});
    }
    if (auto *o = dynamic_cast<P::OpponentTargetItemContext *>(ctx)) {
      if (!isOne(amount(o->amount())))
        throw NotUnderstood{o->amount(), "several target opponents"};
      return Node(NodeKind::Target, {Node(NodeKind::TargetOpponent)});
    }
    auto *obj = static_cast<P::ObjectTargetItemContext *>(ctx);
    auto items = obj->countedDescription();
    for (auto *item : items)
      if (item->description()->every())
        throw NotUnderstood{item, "'各' in a target"};
    Node count = amount(items[0]->amount());
    Node f = filter(items[0]->description());
    if (items.size() > 1) {
      // "アーティファクト１つかエンチャント１つ": one target, either type.
      Node any(NodeKind::AnyOf);
      for (auto *item : items) {
        Node one = filter(item->description());
        if (!(amount(item->amount()) == count))
          throw NotUnderstood{item, "alternatives with different numbers"};
        for (auto &part : one.children) {
          if (part.kind != NodeKind::CardTypeLeaf && part.kind != NodeKind::CardOnly &&
              part.kind != NodeKind::TokenOnly)
            throw NotUnderstood{item, "alternatives with qualities"};
          any.children.push_back(part);
        }
      }
      f = Node(NodeKind::Filter, {any});
    }
    if (isOne(count))
      return Node(NodeKind::Target, {f});
    return Node(NodeKind::Target, {f, count});
  }

  // それ/それら: the target declared last; with no target, the event object.
  Node itRef(antlr4::ParserRuleContext *ctx) {
    if (targets_.empty())
      return Node(NodeKind::EventObject);
    if (lastDeclCount_ == 1)
      return ast::targetRef(int(lastDeclBegin_));
    throw NotUnderstood{ctx, "'それ' after several targets"};
  }

  static bool filterMentions(const Node &f, const Node &type) {
    for (auto &p : f.children) {
      if (p == type)
        return true;
      if (p.kind == NodeKind::AnyOf && filterMentions(p, type))
        return true;
    }
    return false;
  }

  // その＋type: the declared target of that type; with no target, the event object.
  Node thatObject(P::ThatObjectContext *ctx) {
    if (targets_.empty())
      return Node(NodeKind::EventObject);
    Node type = typeLeaf(ctx->typeWord());
    for (size_t i = targets_.size(); i-- > 0;) {
      const Node &kind = targets_[i].children[0];
      if (kind.kind == NodeKind::Filter && filterMentions(kind, type))
        return ast::targetRef(int(i));
      if (kind.kind == NodeKind::AnyTarget && type.kind == NodeKind::CardTypeLeaf &&
          (type.value == *ast::valueOf(ast::Vocabulary::CardType, "creature") ||
           type.value == *ast::valueOf(ast::Vocabulary::CardType, "planeswalker")))
        return ast::targetRef(int(i));
    }
    throw NotUnderstood{ctx, "'" + ctx->getText() + "' names no declared target"};
  }

  // ------------------------------------------------------------ objects
  // "クリーチャーをすべて破壊する": the trailing すべて makes it "all".
  Node objects(P::ObjectPhraseContext *ctx, P::AllSuffixContext *all) {
    Node n = objects(ctx);
    if (!all || n.kind == NodeKind::All)
      return n;
    if (n.kind != NodeKind::Filter)
      throw NotUnderstood{all, "'すべて' after '" + ctx->getText() + "'"};
    return Node(NodeKind::All, {std::move(n)});
  }

  Node objects(P::ObjectPhraseContext *ctx) {
    if (dynamic_cast<P::SelfRefContext *>(ctx))
      return Node(NodeKind::Self);
    if (dynamic_cast<P::ItRefContext *>(ctx))
      return itRef(ctx);
    if (auto *t = dynamic_cast<P::ThatObjectContext *>(ctx))
      return thatObject(t);
    if (auto *w = dynamic_cast<P::WholeZoneContext *>(ctx))
      return Node(NodeKind::All, {Node(NodeKind::Filter, {Node(NodeKind::CardOnly),
                                                          Node(NodeKind::InZone, {zone(w->zoneWord())})})});
    if (auto *a = dynamic_cast<P::AllObjectsContext *>(ctx))
      return Node(NodeKind::All, {filter(a->description())});
    if (auto *c = dynamic_cast<P::CountedObjectContext *>(ctx)) {
      if (c->description()->every())
        throw NotUnderstood{ctx, "'各' with a number"};
      if (!isOne(amount(c->amount())))
        throw NotUnderstood{ctx, "a number of objects that are not targets"};
      return filter(c->description());
    }
    auto *b = static_cast<P::BareDescriptionContext *>(ctx);
    if (bareIsIndefinite_ && !b->description()->every())
      return filter(b->description());
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

  Node filter(P::DescriptionContext *ctx) {
    Node f(NodeKind::Filter);
    if (!ctx->another().empty())
      f.children.emplace_back(NodeKind::Another);
    for (auto *adj : ctx->adjective()) {
      if (auto *c = dynamic_cast<P::ColorAdjectiveContext *>(adj)) {
        auto color = lookup(kColors, c->colorWord()->getText());
        f.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, *color)));
      } else if (dynamic_cast<P::NontokenAdjectiveContext *>(adj)) {
        f.children.emplace_back(NodeKind::Nontoken);
      } else {
        throw NotUnderstood{adj, "the quality '" + adj->getText() + "'"};
      }
    }
    auto types = ctx->typeWord();
    if (types.size() > 1) {
      Node any(NodeKind::AnyOf);
      for (auto *t : types)
        any.children.push_back(typeLeaf(t));
      f.children.push_back(std::move(any));
    } else {
      for (auto *t : types)
        f.children.push_back(typeLeaf(t));
    }
    if (auto *c = ctx->controller()) {
      Node who = dynamic_cast<P::YouControlContext *>(c) ? Node(NodeKind::You) : Node(NodeKind::EachOpponent);
      f.children.push_back(Node(NodeKind::ControlledBy, {who}));
    }
    if (auto *z = ctx->zoneIn()) {
      Node in(NodeKind::InZone, {zone(z->zoneRef()->zoneWord())});
      if (z->zoneRef()->zoneOwner() && dynamic_cast<P::YourZoneContext *>(z->zoneRef()->zoneOwner()))
        in.children.emplace_back(NodeKind::You);
      f.children.push_back(std::move(in));
    }
    return f;
  }

  Node zone(P::ZoneWordContext *ctx) {
    std::string w = ctx->getText();
    auto canonical = lookup(kZones, w);
    auto v = canonical ? ast::valueOf(ast::Vocabulary::Zone, *canonical) : std::nullopt;
    if (!v)
      throw NotUnderstood{ctx, "the zone '" + w + "'"};
    return ast::vocabLeaf(ast::Vocabulary::Zone, *v);
  }

  Node amount(P::AmountContext *ctx) {
    std::string w = ctx->getText();
    if (w == "X")
      return Node(NodeKind::XValue);
    if (auto v = parseDigits(w))
      return ast::intNode(*v);
    throw NotUnderstood{ctx, "the number '" + w + "'"};
  }
};

class JapaneseFrontend final : public LanguageFrontend {
public:
  LineResult parseLine(const LineInput &line, DiagnosticEngine &diags) const override {
    std::vector<size_t> offs = codePointOffsets(line.line());
    AntlrLine<ja_grammar::OracleJaLexer, P> run(line.line());
    P::AbilityLineContext *tree = run.run(&P::abilityLine);
    if (!tree || run.listener.error) {
      LineResult r;
      r.abilities.push_back(unsupportedLine(line, diags, run.listener.error, offs));
      return r;
    }
    try {
      return JaBuilder(line, offs).build(tree);
    } catch (const NotUnderstood &e) {
      LineSpan s = spanOf(e.ctx, offs);
      SourceRange where = line.fileRange(s.begin, s.end);
      diags.report(DiagKind::UnsupportedConstruct, line.file, where, e.what);
      SourceRange whole = line.fileRange(0, line.line().size());
      LineResult r;
      r.abilities.push_back(ast::unsupported(
          std::string(line.file->text().substr(whole.begin, whole.end - whole.begin)), whole));
      return r;
    }
  }
};
} // namespace

const LanguageFrontend &japaneseFrontend() {
  static const JapaneseFrontend instance; // immutable, stateless
  return instance;
}

} // namespace oraclec::parse
