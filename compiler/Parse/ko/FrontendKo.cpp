// Korean front end: OracleKo grammar -> language-neutral AST.
// Mirrors compiler/Parse/en/FrontendEn.cpp family by family and must produce
// exactly the AST the English builder produces for the equivalent English
// text. Any alternative the builder does not understand makes the whole line
// Unsupported (never a partial AST).
#include "Parse/AntlrSupport.h"
#include "Parse/BuilderSupport.h"

#include "OracleKoLexer.h"
#include "OracleKoParser.h"

namespace oraclec::parse {

namespace {
using P = ko_grammar::OracleKoParser;
using ast::Node;
using ast::NodeKind;

struct NotUnderstood {
  antlr4::ParserRuleContext *ctx;
  std::string what;
};

class KoBuilder {
public:
  KoBuilder(const LineInput &line, const std::vector<size_t> &offs) : line_(line), offs_(offs) {}

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
    // Korean Comprehensive Rules names (CR 702) -> canonical keyword names.
    static const std::pair<std::string_view, std::string_view> kNames[] = {
        {"비행", "flying"},          {"경계", "vigilance"},       {"신속", "haste"},
        {"돌진", "trample"},         {"선제공격", "first-strike"}, {"이단공격", "double-strike"},
        {"치명타", "deathtouch"},    {"생명연결", "lifelink"},     {"대공", "reach"},
        {"수비태세", "defender"},    {"호전적", "menace"},         {"방호", "hexproof"},
        {"무적", "indestructible"},  {"섬광", "flash"},            {"기량", "prowess"},
        {"순환", "cycling"},
    };
    std::string word = ctx->getText();
    for (auto &[ko, canonical] : kNames)
      if (ko == word)
        if (auto kw = ast::keywordFromCanonical(canonical))
          return ast::keywordLeaf(*kw);
    throw NotUnderstood{ctx, "keyword '" + word + "'"};
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
  Node cost(P::CostContext *ctx) {
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
      } else {
        throw NotUnderstood{part, "this cost"};
      }
    }
    return c;
  }

  // ------------------------------------------------------------ triggers
  Node trigger(P::TriggerContext *ctx) {
    if (auto *e = dynamic_cast<P::EntersTriggerContext *>(ctx))
      return Node(NodeKind::EntersBattlefield, {objects(e->objectPhrase())});
    if (auto *d = dynamic_cast<P::DiesTriggerContext *>(ctx))
      return Node(NodeKind::Dies, {objects(d->objectPhrase())});
    if (auto *a = dynamic_cast<P::AttacksTriggerContext *>(ctx))
      return Node(NodeKind::Attacks, {objects(a->objectPhrase())});
    auto *s = static_cast<P::StepTriggerContext *>(ctx);
    std::string step = s->step()->getText();
    const char *spelling = step == "유지단"                                  ? "upkeep"
                           : step == "카드뽑기단"                            ? "draw-step"
                           : step == "종료단"                                ? "end-step"
                                                                             : "combat";
    bool yours = s->stepOwner() && s->stepOwner()->getText() == "당신의";
    Node who = yours ? Node(NodeKind::You) : Node(NodeKind::EachPlayer);
    return Node(NodeKind::BeginningOfStep,
                {ast::vocabLeaf(ast::Vocabulary::Step, *ast::valueOf(ast::Vocabulary::Step, spelling)),
                 who});
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
      for (auto &leaf : keywordLeaves(kw->keywordList()))
        n.children.push_back(std::move(leaf));
      return n;
    }
    auto *ex = static_cast<P::ExileInsteadContext *>(ctx);
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
  void appendEffects(Node &ability, P::EffectSentencesContext *ctx) {
    for (auto *sentence : ctx->effectSentence()) {
      inheritedSubject_.reset();
      for (auto *e : sentence->effect()) {
        lastSubject_.reset();
        ability.children.push_back(effect(e));
        if (lastSubject_)
          inheritedSubject_ = lastSubject_;
      }
    }
    inheritedSubject_.reset();
  }
  std::optional<Node> inheritedSubject_, lastSubject_;
  int targetCount_ = 0;

  // Targets are numbered in the order they are built, which is the order
  // ast::canonicalize hoists them in.
  Node makeTarget(std::vector<Node> parts) {
    ++targetCount_;
    return Node(NodeKind::Target, std::move(parts));
  }

  Node duration(P::DurationContext *) { return Node(NodeKind::UntilEndOfTurn); }

  Node effect(P::EffectContext *ctx) {
    if (auto *d = dynamic_cast<P::DealDamageContext *>(ctx))
      return Node(NodeKind::DealDamage, {objects(d->objectPhrase()), damageAmount(d->damage()->damageAmount()),
                                         recipient(d->recipient())});
    if (auto *d = dynamic_cast<P::DrawContext *>(ctx))
      return Node(NodeKind::Draw, {player(d->playerSubject()), amount(d->countOf()->amount())});
    if (auto *m = dynamic_cast<P::AddManaContext *>(ctx))
      return Node(NodeKind::AddMana, {ast::manaCost(canonicalManaSymbols(m->manaSymbols()->getText()))});
    if (auto *m = dynamic_cast<P::ModifyPTContext *>(ctx)) {
      auto mod = parsePTModifier(m->PT_MOD()->getText());
      if (!mod)
        throw NotUnderstood{ctx, "a variable P/T change"};
      return Node(NodeKind::ModifyPT, {objects(m->objectPhrase()), ast::intNode(mod->first),
                                       ast::intNode(mod->second), duration(m->duration())});
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
      return Node(NodeKind::GainLife, {player(g->playerSubject()), damageAmount(g->lifePoints()->damageAmount())});
    if (auto *l = dynamic_cast<P::LoseLifeContext *>(ctx))
      return Node(NodeKind::LoseLife, {player(l->playerSubject()), damageAmount(l->lifePoints()->damageAmount())});
    if (auto *p = dynamic_cast<P::PutCountersContext *>(ctx)) {
      std::string kind = p->counterKind()->getText();
      auto v = ast::valueOf(ast::Vocabulary::CounterKind, kind);
      if (!v)
        throw NotUnderstood{p->counterKind(), "counter kind '" + kind + "'"};
      return Node(NodeKind::PutCounters, {objects(p->objectPhrase()),
                                          ast::vocabLeaf(ast::Vocabulary::CounterKind, *v),
                                          amount(p->countOf()->amount())});
    }
    if (auto *t = dynamic_cast<P::TapEffectContext *>(ctx))
      return Node(NodeKind::TapObjects, {objects(t->objectPhrase())});
    if (auto *u = dynamic_cast<P::UntapEffectContext *>(ctx))
      return Node(NodeKind::UntapObjects, {objects(u->objectPhrase())});
    throw NotUnderstood{ctx, "this effect"};
  }

  Node player(P::PlayerSubjectContext *ctx) {
    if (!ctx) // no subject: the controller does it, unless a subject carries over
      return inheritedSubject_ ? *inheritedSubject_ : Node(NodeKind::You);
    Node p = explicitPlayer(ctx);
    if (p.kind == NodeKind::Target)
      lastSubject_ = ast::targetRef(targetCount_ - 1);
    else
      lastSubject_ = p;
    return p;
  }
  Node explicitPlayer(P::PlayerSubjectContext *ctx) {
    std::string t = ctx->getText();
    if (t == "당신") return Node(NodeKind::You);
    if (t == "목표플레이어") return makeTarget({Node(NodeKind::TargetPlayer)});
    if (t == "목표상대") return makeTarget({Node(NodeKind::TargetOpponent)});
    if (t == "각플레이어") return Node(NodeKind::EachPlayer);
    if (t == "각상대") return Node(NodeKind::EachOpponent);
    throw NotUnderstood{ctx, "the player '" + t + "'"};
  }

  Node recipient(P::RecipientContext *ctx) {
    if (dynamic_cast<P::AnyTargetRecipientContext *>(ctx))
      return makeTarget({Node(NodeKind::AnyTarget)});
    if (auto *o = dynamic_cast<P::ObjectRecipientContext *>(ctx))
      return objects(o->objectPhrase());
    return player(static_cast<P::PlayerRecipientContext *>(ctx)->playerSubject());
  }

  // ------------------------------------------------------------ objects
  Node objects(P::ObjectPhraseContext *ctx) {
    if (dynamic_cast<P::SelfRefContext *>(ctx) || dynamic_cast<P::SelfRef2Context *>(ctx))
      return Node(NodeKind::Self);
    if (dynamic_cast<P::ItRefContext *>(ctx))
      return Node(NodeKind::EventObject);
    if (auto *t = dynamic_cast<P::TargetObjectContext *>(ctx))
      return makeTarget({filter(t->description(), t->qualifier())});
    if (auto *t = dynamic_cast<P::TargetObjectsContext *>(ctx)) {
      if (has(t, "최대"))
        throw NotUnderstood{ctx, "'up to' a number of targets"};
      return makeTarget({filter(t->description(), t->qualifier()), amount(t->countOf()->amount())});
    }
    if (auto *i = dynamic_cast<P::IndefiniteObjectContext *>(ctx)) {
      if (i->quantifier() || i->description()->quantifier())
        throw NotUnderstood{ctx, "'all' and 'one' together"};
      return filter(i->description());
    }
    // 모든 may stand before the qualifiers, before the noun, or both
    // (모든 무덤에 있는 모든 카드): all the same "all".
    auto *a = static_cast<P::AllObjectsContext *>(ctx);
    return Node(NodeKind::All, {filter(a->description())});
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
      if (adj->colorWord()) {
        for (auto &[ko, spelling] : kColors)
          if (ko == w)
            f.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, spelling)));
      } else if (w == "토큰") {
        f.children.emplace_back(NodeKind::TokenOnly);
      } else {
        throw NotUnderstood{adj, "the quality '" + w + "'"};
      }
    }
    auto types = ctx->typeWord();
    if (!ctx->orOrComma().empty()) {
      Node any(NodeKind::AnyOf);
      for (auto *t : types)
        any.children.push_back(typeLeaf(t));
      f.children.push_back(std::move(any));
    } else {
      for (auto *t : types)
        f.children.push_back(typeLeaf(t));
    }
    // Qualifiers come first in Korean; the AST order is controller, then zone.
    for (auto *q : qualifiers)
      if (auto *c = q->controller()) {
        Node who = c->getStart()->getText() == "당신" && !has(c, "상대") ? Node(NodeKind::You)
                                                                        : Node(NodeKind::EachOpponent);
        f.children.push_back(Node(NodeKind::ControlledBy, {who}));
      }
    for (auto *q : qualifiers)
      if (auto *z = q->zoneSuffix()) {
        Node in(NodeKind::InZone, {zone(z->zoneRef())});
        std::string owner = z->zoneRef()->getStart()->getText();
        if (owner == "당신")
          in.children.emplace_back(NodeKind::You);
        else if (owner == "상대")
          in.children.emplace_back(NodeKind::EachOpponent); // "an opponent's graveyard"
        else if (owner == "목표" || owner == "각")
          throw NotUnderstood{z, "a zone of a chosen player"};
        f.children.push_back(std::move(in));
      }
    return f;
  }

  Node zone(P::ZoneRefContext *ctx) {
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
  Node amount(P::AmountContext *ctx) {
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
  Node damageAmount(P::DamageAmountContext *ctx) {
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
  LineResult parseLine(const LineInput &line, DiagnosticEngine &diags) const override {
    std::vector<size_t> offs = codePointOffsets(line.line());
    AntlrLine<ko_grammar::OracleKoLexer, P> run(line.line());
    P::AbilityLineContext *tree = run.run(&P::abilityLine);
    if (!tree || run.listener.error) {
      LineResult r;
      r.abilities.push_back(unsupportedLine(line, diags, run.listener.error, offs));
      return r;
    }
    try {
      return KoBuilder(line, offs).build(tree);
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

const LanguageFrontend &koreanFrontend() {
  static const KoreanFrontend instance; // immutable, stateless
  return instance;
}

} // namespace oraclec::parse
