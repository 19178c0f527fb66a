// English front end: OracleEn grammar -> language-neutral AST.
// One method per template family of the grammar; any alternative the builder
// does not understand makes the whole line Unsupported (never a partial AST).
#include "AST/CastTiming.h" // cast branch
#include "AST/Compare.h" // conditions branch
#include "Parse/AntlrSupport.h"
#include "Parse/BuilderSupport.h"

#include "runtime/Vocabulary/Subtypes.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>
#include <tuple>

#include "OracleEnLexer.h"
#include "OracleEnParser.h"

namespace oraclec::parse {

namespace {
using P = en_grammar::OracleEnParser;
using ast::Node;
using ast::NodeKind;

class EnBuilder {
public:
  EnBuilder(const LineInput &line, const std::vector<size_t> &offs) : line_(line), offs_(offs) {}

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
    } else if (auto *cc = dynamic_cast<P::CantBeCounteredLineContext *>(a)) {
      // 101.2: works on the stack, like a keyword; the payload keeps the wording (1: "~").
      Node n(NodeKind::KeywordAbility, {ast::keywordLeaf(ast::Keyword::CantBeCountered)});
      n.value = cc->SELF() ? 1 : 0;
      r.abilities.push_back(std::move(n));
    } else if (auto *act = dynamic_cast<P::ActivatedLineContext *>(a)) {
      r.abilities.push_back(activated(act));
    } else if (auto *loy = dynamic_cast<P::LoyaltyLineContext *>(a)) {
      // A loyalty ability (606.2): an activated ability whose cost is the symbol.
      Node n(NodeKind::Activated, {Node(NodeKind::Cost, {loyaltyCost(loy, loy->LOYALTY()->getText())})});
      appendEffects(n, loy->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *ch = dynamic_cast<P::ChapterLineContext *>(a)) {
      r.abilities.push_back(chapter(ch)); // rules17 (715.2)
    } else if (auto *trg = dynamic_cast<P::TriggeredLineContext *>(a)) {
      r.abilities.push_back(triggered(trg));
    // --- begin cast ---
    } else if (auto *co = dynamic_cast<P::CastOnlyLineContext *>(a)) {
      r.abilities.push_back(castOnly(co)); // 601.3, CastBuilderEn.inc
    // --- end cast ---
    } else if (auto *ex = dynamic_cast<P::ExertLineContext *>(a)) { // --- keywords7 --- 701.39d
      r.abilities.push_back(exertLine(ex));
    } else if (auto *ac = dynamic_cast<P::AdditionalCostLineContext *>(a)) {
      r.abilities.push_back(Node(NodeKind::AdditionalCost, {cost(ac->cost())}));
    } else if (auto *hl = dynamic_cast<P::HandLifeLineContext *>(a)) {
      // A vanguard's modifiers (CR 312.6, 312.7): "Hand +1, life -3".
      r.abilities.push_back(Node(NodeKind::HandLifeModifiers,
                                 {signedNumber(hl->signedNumber(0)), signedNumber(hl->signedNumber(1))}));
    } else if (auto *lv = dynamic_cast<P::LevelBandLineContext *>(a)) {
      r.abilities.push_back(levelBand(lv));
    } else if (auto *st = dynamic_cast<P::StaticLineContext *>(a)) {
      Node n(NodeKind::Static);
      staticAbility(st->staticAbility(), n.children);
      if (st->whereX()) defineX(n.children, 0, st->whereX());
      r.abilities.push_back(std::move(n));
    } else if (auto *sp = dynamic_cast<P::SpellLineContext *>(a)) {
      Node n(NodeKind::Spell);
      // effects5: "the sacrificed creature's power" in a spell is the object its additional
      // cost sacrificed (601.2f, 608.2h); Sema (sacrificedWithoutCost) checks the card has one.
      costSacrifices_ = true;
      effectsOrModes(n, sp->effectSentences(), sp->modal());
      r.abilities.push_back(std::move(n));
    // --- begin amounts2 ---
    } else if (auto *sw =
                   dynamic_cast<P::SpellWordLineContext *>(a)) { // "Spell mastery — ..." (207.2c)
      checkAbilityWord(sw->abilityWord()); // AmountsBuilderEn.inc: not "Escalate—<cost>"
      Node n(NodeKind::Spell);
      effectsOrModes(n, sw->effectSentences(), sw->modal());
      r.abilities.push_back(std::move(n));
    // --- end amounts2 ---
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

  Node activated(P::ActivatedLineContext *act) {
    Node n(NodeKind::Activated, {cost(act->cost())});
    bool savedSacrifices = costSacrifices_;
    costSacrifices_ = false; // one object sacrificed by this cost: "the sacrificed creature" (608.2h)
    // --- begin dmg ---
    bool savedCostNamesSelf = costNamesSelf_;
    costNamesSelf_ = costNamesSelf(n.children[0]);
    // --- end dmg ---
    for (auto *part : act->cost()->costPart())
      if (auto *s = dynamic_cast<P::SacrificeCostContext *>(part))
        costSacrifices_ = dynamic_cast<P::IndefiniteObjectContext *>(s->objectPhrase()) != nullptr
                          // --- begin amounts2 ---
                          // "Sacrifice another Warrior creature": one object too (608.2h)
                          || sacrificesAnotherOne(s->objectPhrase());
                          // --- end amounts2 ---
    bool savedDiscardsOne = costDiscardsOne_; // effects8: "the discarded card" (608.2h)
    costDiscardsOne_ = costDiscardsOneCard(n.children[0]); // BuilderSupport.h
    bool savedExilesOne = costExilesOne_;
    costExilesOne_ = costExilesOneObject(n.children[0]);
    effectsOrModes(n, act->effectSentences(), act->modal());
    costSacrifices_ = savedSacrifices;
    costNamesSelf_ = savedCostNamesSelf; // dmg
    costDiscardsOne_ = savedDiscardsOne; // effects8
    costExilesOne_ = savedExilesOne;
    for (auto *restriction : act->restriction())
      n.children.push_back(activationRestriction(restriction));
    return n;
  }
  // A level symbol and the P/T box of its striation (711.2a-b); the line
  // driver adds the abilities printed below it.
  Node levelBand(P::LevelBandLineContext *lv) {
    std::string from = lv->NUMBER(0)->getText();
    std::string to = lv->NUMBER().size() > 1 ? lv->NUMBER(1)->getText() : "";
    std::string pt = lv->PT()->getText();
    auto band = parse::levelBand(from, to, pt);
    if (auto *why = std::get_if<std::string>(&band)) throw NotUnderstood{lv, *why};
    return std::get<Node>(std::move(band));
  }

  Node triggered(P::TriggeredLineContext *trg) {
    inTrigger_ = true; // "it" may mean the object the trigger is about
    inTriggerEvent_ = true;
    batchTrigger_ = attachedStep_ = false;
    pairTrigger_ = false;
    Node built = trigger(trg->trigger());
    std::string word = trg->trigger()->getStart()->getText(); // "When" / "Whenever" (wording only)
    if (!word.empty()) word[0] = char(std::tolower(static_cast<unsigned char>(word[0])));
    if (word == "when" || word == "whenever")
      built.wording.triggerWord =
          word == "when" ? ast::Wording::TriggerWord::When : ast::Wording::TriggerWord::Whenever;
    inTriggerEvent_ = false;
    Node n(NodeKind::Triggered, {std::move(built)});
    const Node &event = n.children[0];
    itIsSelf_ = ast::itRefersToSelf(event);
    castTrigger_ = event.kind == NodeKind::Casts;
    diesTrigger_ = event.kind == NodeKind::Dies; // "the creature that died" (603.10a)
    selfNamed_ = false;
    stepTrigger_ = event.kind == NodeKind::BeginningOfStep; // no event object: "it" is the card
    thatIsEventObject_ = event.kind == NodeKind::DealsDamageTrigger; // "that creature": the one dealt damage
    thatIsEventObject_ |= pairTrigger_; // "... becomes blocked by a creature, ... that creature": the blocker
    if (trg->condition()) // 603.4: checked when it triggers and again on resolution
      n.children.push_back(Node(NodeKind::Intervening, {condition(trg->condition())}));
    // --- begin conditions ---
    ConditionFlagScope otherScope{itAfterOtherObject_}; // ConditionBuilderEn.inc
    itAfterOtherObject_ = trg->condition() && namesAnotherObject(n.children.back().children[0]);
    // --- end conditions ---
    effectsOrModes(n, trg->effectSentences(), trg->modal());
    return n;
  }

  // --- begin keywords7 ---
  // "You may exert ~ as it attacks. When you do, <effects>." (701.39d): the optional cost
  // and its linked reflexive trigger (603.12, 607.2h), whose event is this creature being
  // exerted, so "it" in the effects is this creature (the trigger's own permanent).
  Node exertLine(P::ExertLineContext *ctx) {
    Node n(NodeKind::MayExert);
    if (!ctx->effectSentences()) return n;
    inTrigger_ = true;
    inTriggerEvent_ = false;
    batchTrigger_ = attachedStep_ = pairTrigger_ = false;
    Node t(NodeKind::Triggered, {Node(NodeKind::Exerted, {Node(NodeKind::Self)})});
    itIsSelf_ = true;
    castTrigger_ = selfNamed_ = false;
    stepTrigger_ = false;
    thatIsEventObject_ = false;
    effectsOrModes(t, ctx->effectSentences(), nullptr);
    n.children.push_back(std::move(t));
    return n;
  }
  // --- end keywords7 ---

  // rules17: "I, II — [Effect]" (715.2b-c): a triggered ability whose event is lore
  // counters reaching each chapter number, in increasing order. It has no event
  // object but the Saga, so "it" is read as after "At the beginning of ...".
  Node chapter(P::ChapterLineContext *ctx) {
    std::vector<std::string> numerals;
    for (auto *num : ctx->chapterNumeral())
      numerals.push_back(num->getText());
    auto read = chapterEvent(numerals, false); // normalised to lower case
    if (auto *bad = std::get_if<size_t>(&read))
      throw NotUnderstood{ctx->chapterNumeral(*bad), "chapter numbers not in increasing order"};
    Node event = std::get<Node>(std::move(read));
    inTrigger_ = true;
    inTriggerEvent_ = false;
    batchTrigger_ = attachedStep_ = pairTrigger_ = false;
    Node n(NodeKind::Triggered, {std::move(event)});
    itIsSelf_ = false;
    castTrigger_ = selfNamed_ = false;
    stepTrigger_ = true;
    thatIsEventObject_ = false;
    effectsOrModes(n, ctx->effectSentences(), ctx->modal());
    return n;
  }

  // An ability in quotation marks (113.1a): built like a line of its own, with
  // its own targets and pronouns; "this creature" in it is the object that has
  // it, and the card's name (`~`) would be ambiguous, so it is not accepted.
  Node quoted(P::QuotedAbilityContext *ctx, bool nameIsSelf = false, bool staticToo = false) {
    nameInQuoteIsSelf_ = nameIsSelf;
    auto savedTargets = targetCount_;
    auto savedFlags = std::tuple(inTrigger_, itIsSelf_, stepTrigger_, thatIsEventObject_, inQuote_, batchTrigger_, attachedStep_);
    auto savedCast = std::tuple(castTrigger_, selfNamed_, diesTrigger_);
    auto savedSubjects = std::tuple(inheritedSubject_, lastSubject_, thatPlayer_, possessive_);
    bool savedPair = pairTrigger_;
    targetCount_ = 0;
    inTrigger_ = itIsSelf_ = stepTrigger_ = thatIsEventObject_ = castTrigger_ = selfNamed_ = false;
    inheritedSubject_.reset(), lastSubject_.reset(), thatPlayer_.reset(), possessive_.reset();
    inQuote_ = true;
    Node n;
    P::AbilityContext *a = ctx->ability();
    if (auto *act = dynamic_cast<P::ActivatedLineContext *>(a))
      n = activated(act);
    else if (auto *trg = dynamic_cast<P::TriggeredLineContext *>(a))
      n = triggered(trg);
    // --- begin trig2 ---
    else if (auto *st = dynamic_cast<P::StaticLineContext *>(a); st && staticToo && !st->whereX()) {
      n = Node(NodeKind::Static); // an emblem's static ability (114.2)
      staticAbility(st->staticAbility(), n.children);
    }
    // --- end trig2 ---
    else
      throw NotUnderstood{a, "granting this kind of ability"};
    n.range = range(a);
    targetCount_ = savedTargets;
    std::tie(inTrigger_, itIsSelf_, stepTrigger_, thatIsEventObject_, inQuote_, batchTrigger_, attachedStep_) = savedFlags;
    std::tie(castTrigger_, selfNamed_, diesTrigger_) = savedCast;
    std::tie(inheritedSubject_, lastSubject_, thatPlayer_, possessive_) = savedSubjects;
    pairTrigger_ = savedPair;
    nameInQuoteIsSelf_ = false;
    return n;
  }
  bool inQuote_ = false;
  // Reading "can't attack unless ..." (1: "defending player" is known) or
  // "can't block unless ..." (2: "attacking player" is known).
  int restrictionSide_ = 0;
  bool inTriggerEvent_ = false;
  bool batchTrigger_ = false; // the trigger is about one or more objects at once (603.2c)
  bool attachedStep_ = false; // "at the beginning of the upkeep of enchanted creature's controller"
  bool pairTrigger_ = false;  // a blocker/attacker pair: the event object is the other creature (509.5b, 509.5d)
  bool nameInQuoteIsSelf_ = false; // '~ has "When ~ dies, ..."': the name is the object itself

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
  static std::string first(antlr4::ParserRuleContext *ctx) {
    return ctx->getStart() ? ctx->getStart()->getText() : "";
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
    std::string name;
    // keywords7: the words of a sub-rule ("splice onto arcane" in keywords7Name) count one by one
    std::vector<antlr4::tree::ParseTree *> words(ctx->children.begin(), ctx->children.end());
    if (words.size() == 1 && dynamic_cast<antlr4::ParserRuleContext *>(words[0]))
      words.assign(words[0]->children.begin(), words[0]->children.end());
    for (auto *child : words) {
      if (!name.empty())
        name += '-';
      name += child->getText();
    }
    auto kw = ast::keywordFromCanonical(name);
    if (!kw)
      throw NotUnderstood{ctx, "keyword '" + name + "'"};
    if (*kw == ast::Keyword::ProtectionFromChosenColor && !chosenColorAllowed_)
      throw NotUnderstood{ctx, "protection from a chosen colour outside a resolving effect"};
    return ast::keywordLeaf(*kw);
  }
  // "gains protection from the color of your choice until end of turn" (702.16):
  // only a resolving effect chooses the colour (op grant_protection_chosen_color).
  bool chosenColorAllowed_ = false;
  struct AllowChosenColor {
    bool &flag;
    explicit AllowChosenColor(bool &f) : flag(f) { flag = true; }
    ~AllowChosenColor() { flag = false; }
  };
  // A keyword an effect grants ("gains flying"): never one that needs its number.
  Node grantedKeywordLeaf(P::PlainKeywordContext *plain) {
    Node leaf = keywordLeaf(plain->keywordName());
    if (ast::keywordTakesAmount(ast::Keyword(leaf.value)))
      throw NotUnderstood{plain, "granting a keyword without its number"};
    // --- begin altcast --- "Instant and sorcery spells you control have rebound": the layer
    // system gives keywords to permanents only, so a grant to spells would do nothing.
    if (ast::Keyword(leaf.value) == ast::Keyword::Rebound)
      throw NotUnderstood{plain, "granting rebound to spells"};
    // --- end altcast ---
    return leaf;
  }
  // "protection from black and from red": the second colour continues the keyword.
  static bool continuesProtection(P::KeywordContext *ctx) { return dynamic_cast<P::MoreProtectionContext *>(ctx); }
  Node protectionLeaf(P::KeywordContext *ctx) {
    auto *more = lastAlternative<P::MoreProtectionContext>(ctx);
    auto kw = ast::keywordFromCanonical("protection-from-" + more->colorWord()->getText());
    if (!kw)
      throw NotUnderstood{ctx, "protection from this quality"};
    return ast::keywordLeaf(*kw);
  }
  Node keywordAbility(P::KeywordContext *ctx) { return at(ctx, keywordAbilityNode(ctx)); }
  Node keywordAbilityNode(P::KeywordContext *ctx) {
    if (continuesProtection(ctx))
      return Node(NodeKind::KeywordAbility, {protectionLeaf(ctx)});
    if (auto *enchant = dynamic_cast<P::EnchantKeywordContext *>(ctx))
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Enchant), filter(enchant->description())});
    // --- begin trig2 ---
    if (auto *enchant = dynamic_cast<P::EnchantPlayerKeywordContext *>(ctx)) // 702.5, 303.4: a Curse
      return Node(NodeKind::KeywordAbility, {ast::keywordLeaf(ast::Keyword::Enchant),
                                             Node(has(enchant, "opponent") ? NodeKind::EachOpponent : NodeKind::AnyPlayer)});
    // --- end trig2 ---
    if (auto *plain = dynamic_cast<P::PlainKeywordContext *>(ctx)) {
      Node leaf = keywordLeaf(plain->keywordName());
      if (ast::keywordTakesCost(ast::Keyword(leaf.value)))
        throw NotUnderstood{ctx, "keyword without its cost"};
      if (ast::keywordTakesAmount(ast::Keyword(leaf.value)))
        throw NotUnderstood{ctx, "keyword without its number"};
      return Node(NodeKind::KeywordAbility, {leaf});
    }
    if (auto *numbered = dynamic_cast<P::AmountKeywordContext *>(ctx)) { // "Bushido 2"
      Node leaf = keywordLeaf(numbered->keywordName());
      if (!ast::keywordTakesAmount(ast::Keyword(leaf.value)))
        throw NotUnderstood{ctx, "a number after a keyword that takes none"};
      std::string digits = numbered->NUMBER()->getText();
      auto n = digits.size() <= 4 ? parseDigits(digits) : std::nullopt; // no keyword's number is that large
      if (!n)
        throw NotUnderstood{ctx, "a keyword's number this large"};
      return Node(NodeKind::KeywordAbility, {leaf, ast::intNode(*n)});
    }
    // --- begin altcast --- "Suspend 4—{1}{U}" (702.62a): the number of time counters and the cost
    if (auto *suspend = dynamic_cast<P::SuspendKeywordContext *>(ctx)) {
      auto n = suspend->NUMBER()->getText().size() <= 4 ? parseDigits(suspend->NUMBER()->getText())
                                                        : std::nullopt;
      if (!n || *n < 1) throw NotUnderstood{ctx, "suspend with this number of time counters"};
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Suspend),
                   Node(NodeKind::Cost, symbolCostParts(suspend->manaSymbols()->getText())),
                   ast::intNode(*n)});
    }
    // --- end altcast ---
    if (auto *awaken = dynamic_cast<P::AwakenKeywordContext *>(ctx)) { // --- keywords7 --- 702.113a
      auto n = awaken->NUMBER()->getText().size() <= 4 ? parseDigits(awaken->NUMBER()->getText())
                                                       : std::nullopt;
      if (!n || *n < 1) throw NotUnderstood{ctx, "awaken with this number of counters"};
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Awaken),
                   Node(NodeKind::Cost, symbolCostParts(awaken->manaSymbols()->getText())),
                   ast::intNode(*n)});
    }
    auto *withCost = lastAlternative<P::CostKeywordContext>(ctx);
    Node leaf = keywordLeaf(withCost->keywordName());
    if (!ast::keywordTakesCost(ast::Keyword(leaf.value)))
      throw NotUnderstood{ctx, "a cost after a keyword that takes none"};
    Node c = withCost->cost() ? cost(withCost->cost())
                              : Node(NodeKind::Cost, symbolCostParts(withCost->manaSymbols()->getText()));
    return Node(NodeKind::KeywordAbility, {leaf, c});
  }

  // Activation restrictions (CR 602.5b).
  Node activationRestriction(P::RestrictionContext *ctx) {
    if (dynamic_cast<P::SorceryRestrictionContext *>(ctx))
      return Node(NodeKind::SorcerySpeed);
    if (dynamic_cast<P::OnceRestrictionContext *>(ctx))
      return Node(NodeKind::OncePerTurn);
    if (dynamic_cast<P::AnyPlayerRestrictionContext *>(ctx)) // 602.2
      return Node(NodeKind::AnyPlayerMayActivate);
    if (dynamic_cast<P::YourTurnRestrictionContext *>(ctx))
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurn)});
    if (dynamic_cast<P::YourUpkeepRestrictionContext *>(ctx)) // 503
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourUpkeep)});
    if (dynamic_cast<P::BeforeAttackersRestrictionContext *>(ctx)) // before 508
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurnBeforeAttackers)});
    return Node(NodeKind::ActivateOnlyIf,
                {condition(lastAlternative<P::ConditionRestrictionContext>(ctx)->condition())});
  }

  // How many energy symbols ({E}, 107.14) a run of symbols is; any other symbol is not understood.
  int energySymbols(P::ManaSymbolsContext *ctx) {
    std::string text = ctx->getText();
    if (text.empty() || text.size() > 60 || text.size() % 3 != 0)
      throw NotUnderstood{ctx, "these symbols as energy"};
    for (size_t i = 0; i < text.size(); i += 3)
      if (text.compare(i, 3, "{e}") != 0)
        throw NotUnderstood{ctx, "these symbols as energy"};
    return int(text.size() / 3);
  }

  // ------------------------------------------------------------ costs
  Node cost(P::CostContext *ctx) { return at(ctx, costNode(ctx)); }
  Node costNode(P::CostContext *ctx) {
    Node c(NodeKind::Cost);
    for (auto *part : ctx->costPart()) {
      if (auto *sym = dynamic_cast<P::SymbolCostContext *>(part)) {
        for (auto &p : symbolCostParts(sym->getText()))
          c.children.push_back(std::move(p));
      } else if (auto *tp = dynamic_cast<P::TapOthersCostContext *>(part)) {
        // "Tap two untapped Wizards you control" (602.2b): any untapped ones, even summoning-sick (302.6).
        Node f = filter(tp->description());
        if (!f.find(NodeKind::IsUntapped) || !f.find(NodeKind::ControlledBy))
          throw NotUnderstood{tp, "tapping permanents that are not 'untapped ... you control'"};
        c.children.push_back(Node(NodeKind::TapOthersCost, {tp->amount() ? amount(tp->amount()) : ast::intNode(1), std::move(f)}));
      } else if (auto *sac = dynamic_cast<P::SacrificeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::SacrificeCost, {objects(sac->objectPhrase())}));
      } else if (auto *dis = dynamic_cast<P::DiscardCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::DiscardCost, {amount(dis->amount())}));
        // --- begin library2 ---
      } else if (auto *typed = dynamic_cast<P::DiscardTypedCostContext *>(part)) {
        // "Discard a creature card" (118.3): a card of your hand that matches.
        Node f = filter(typed->description());
        if (f.find(NodeKind::InZone) || f.find(NodeKind::ControlledBy) || f.find(NodeKind::Another))
          throw NotUnderstood{typed, "discarding a card described by where it is"};
        c.children.push_back(Node(NodeKind::DiscardCost, {ast::intNode(1), std::move(f)}));
      } else if (auto *many = dynamic_cast<P::SacrificeCountCostContext *>(part)) {
        // "Sacrifice two Goblins", "Sacrifice X lands" (118.3): that many permanents you control.
        Node n = amount(many->amount());
        if (n.kind == NodeKind::Int && n.value < 2)
          throw NotUnderstood{many, "sacrificing this number of permanents"};
        Node f = filter(many->description());
        if (f.find(NodeKind::InZone) || f.find(NodeKind::ControlledBy))
          throw NotUnderstood{many, "sacrificing permanents described by their controller or zone"};
        c.children.push_back(Node(NodeKind::SacrificeCost, {std::move(f), std::move(n)}));
        // --- end library2 ---
      } else if (auto *rc = dynamic_cast<P::RemoveCountersCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::RemoveCountersCost, {counterLeaf(rc->counterKind()), amount(rc->amount())}));
      } else if (auto *life = dynamic_cast<P::PayLifeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::PayLifeCost, {amount(life->amount())}));
      } else if (auto *energy = dynamic_cast<P::PayEnergyCostContext *>(part)) {
        // "Pay {E}{E}": energy symbols are paid like mana symbols, by removing energy counters (107.14).
        std::string symbols;
        for (int n = energySymbols(energy->manaSymbols()); n > 0; --n)
          symbols += "{E}";
        c.children.push_back(ast::manaCost(symbols));
      } else if (zonesCostPart(part, c)) { // --- zones2 (ZonesBuilderEn.inc) ---
      } else {
        throw NotUnderstood{part, "this cost"};
      }
    }
    return c;
  }

  // "[+1]", "[0]", "[-2]", "[-x]" (107.7): the loyalty counters put on (+) or
  // removed (-) as the cost; X appears only in negative symbols.
  static Node loyaltyCost(antlr4::ParserRuleContext *ctx, std::string symbol) {
    std::string body = symbol.substr(1, symbol.size() - 2);
    bool minus = body[0] == '-';
    if (body[0] == '+' || minus)
      body.erase(0, 1);
    if (body == "x") {
      if (!minus)
        throw NotUnderstood{ctx, "a loyalty symbol with a positive X"};
      return Node(NodeKind::LoyaltyCost, {Node(NodeKind::Negate, {Node(NodeKind::XValue)})});
    }
    if (body.size() > 4)
      throw NotUnderstood{ctx, "the loyalty symbol " + symbol};
    int64_t n = std::stoll(body);
    return Node(NodeKind::LoyaltyCost, {ast::intNode(minus ? -n : n)});
  }

  // ------------------------------------------------------------ triggers
  Node trigger(P::TriggerContext *ctx) { return at(ctx, triggerNode(ctx)); }
  Node triggerNode(P::TriggerContext *ctx) {
    if (auto *e = dynamic_cast<P::EntersTriggerContext *>(ctx))
      return entersTrigger(objects(e->objectPhrase()), e->underControl());
    // "~ or another Ally enters the battlefield under your control": under the
    // ability's controller's control, which ~ itself always is (its controller).
    if (auto *e = dynamic_cast<P::SelfOrEntersTriggerContext *>(ctx))
      return entersTrigger(selfOr(e->description()), e->underControl());
    if (auto *d = dynamic_cast<P::SelfOrDiesTriggerContext *>(ctx))
      return Node(NodeKind::Dies, {selfOr(d->description())});
    if (auto *o = dynamic_cast<P::OneOrMoreAttackTriggerContext *>(ctx)) {
      Node f = filter(o->description());
      batchTrigger_ = true; // no one object the event is about
      return Node(NodeKind::OneOrMoreAttack, {f});
    }
    if (auto *d = dynamic_cast<P::DiesTriggerContext *>(ctx))
      return Node(NodeKind::Dies, {objects(d->objectPhrase())});
    if (auto *d = dynamic_cast<P::PutIntoGraveyardTriggerContext *>(ctx)) // whose graveyard is part of the meaning
      return Node(NodeKind::PutIntoGraveyard,
                  {objects(d->objectPhrase()), Node(has(d, "your") ? NodeKind::You : NodeKind::EachOpponent)});
    if (auto *a = dynamic_cast<P::AttacksTriggerContext *>(ctx))
      return Node(NodeKind::Attacks, {objects(a->objectPhrase())});
    if (auto *b = dynamic_cast<P::BlocksTriggerContext *>(ctx))
      return Node(NodeKind::Blocks, {objects(b->objectPhrase())});
    if (auto *b = dynamic_cast<P::AttacksOrBlocksTriggerContext *>(ctx))
      return Node(NodeKind::AttacksOrBlocks, {objects(b->objectPhrase())});
    if (auto *b = dynamic_cast<P::BecomesBlockedTriggerContext *>(ctx))
      return Node(NodeKind::BecomesBlocked, {objects(b->objectPhrase())});
    if (auto *l = dynamic_cast<P::LeavesTriggerContext *>(ctx))
      return Node(NodeKind::LeavesBattlefield, {objects(l->objectPhrase())});
    if (auto *d = dynamic_cast<P::DealsDamageTriggerContext *>(ctx)) {
      Node n(NodeKind::DealsDamageTrigger, {objects(d->objectPhrase())});
      if (has(d, "combat"))
        n.children.emplace_back(NodeKind::CombatDamage);
      if (auto *to = d->damageTo()) {
        std::string who = to->getStop()->getText();
        n.children.emplace_back(who == "player" ? NodeKind::ToPlayer : who == "opponent" ? NodeKind::ToOpponent
                                                                                         : NodeKind::ToCreature);
        // "that player" / "that creature": the one dealt the damage.
        if (who != "creature")
          thatPlayer_ = Node(NodeKind::EventObject);
      }
      return n;
    }
    if (auto *d = dynamic_cast<P::DealtDamageTriggerContext *>(ctx))
      return Node(NodeKind::IsDealtDamage, {objects(d->objectPhrase())});
    // --- begin morph ---
    if (auto *f = dynamic_cast<P::TurnedFaceUpTriggerContext *>(ctx)) // 708.8
      return Node(NodeKind::TurnedFaceUp, {objects(f->objectPhrase())});
    // --- end morph ---
    // --- begin dfc ---
    if (auto *f = dynamic_cast<P::TransformsIntoTriggerContext *>(ctx)) // 701.28e
      return Node(NodeKind::TransformsInto, {objects(f->objectPhrase())});
    // --- end dfc ---
    if (auto *m = dynamic_cast<P::BecomesMonstrousTriggerContext *>(ctx)) // --- keywords --- 701.31a
      return Node(NodeKind::BecomesMonstrous, {objects(m->objectPhrase())});
    if (auto *c = dynamic_cast<P::CastTriggerContext *>(ctx)) {
      Node who = actingPlayer(c->actingPlayer());
      Node spell = objects(c->objectPhrase());
      if (spell.kind != NodeKind::Filter)
        throw NotUnderstood{c->objectPhrase(), "this kind of spell"};
      thatPlayer_ = Node(NodeKind::ControllerOf, {Node(NodeKind::EventObject)}); // the caster
      if (c->SELF()) // heroic: "a spell that targets ~" (115.1, 601.2c)
        spell.children.push_back(Node(NodeKind::TargetsObject, {Node(NodeKind::Self)}));
      // --- begin trig2 ---
      if (has(c, "during")) // "during your turn / an opponent's turn": whose turn it is as it is cast
        return Node(NodeKind::Casts, {who, spell, Node(has(c, "your") ? NodeKind::YourTurn : NodeKind::NotYourTurn)});
      // --- end trig2 ---
      return Node(NodeKind::Casts, {who, spell});
    }
    if (auto *g = dynamic_cast<P::GainLifeTriggerContext *>(ctx)) {
      thatPlayer_ = Node(NodeKind::EventObject);
      return Node(NodeKind::GainsLifeTrigger, {actingPlayer(g->actingPlayer())});
    }
    if (auto *d = dynamic_cast<P::DrawTriggerContext *>(ctx)) {
      thatPlayer_ = Node(NodeKind::EventObject);
      return Node(NodeKind::DrawsTrigger, {actingPlayer(d->actingPlayer())});
    }
    if (auto *p = dynamic_cast<P::CombatPairTriggerAltContext *>(ctx))
      return combatPairTrigger(p->combatPairTrigger());
    if (auto *b = dynamic_cast<P::BecomesTargetTriggerContext *>(ctx)) {
      // 115.1, 603.2: "becomes the target of a spell [or ability] [an opponent controls]".
      Node n(NodeKind::BecomesTarget, {objects(b->objectPhrase())});
      if (!has(b, "ability"))
        n.children.emplace_back(NodeKind::SpellOnly);
      if (has(b, "opponent"))
        n.children.emplace_back(NodeKind::EachOpponent);
      else if (has(b, "control"))
        n.children.emplace_back(NodeKind::You);
      return n;
    }
    if (auto *d = dynamic_cast<P::DiesDealtDamageByTriggerContext *>(ctx)) {
      // "a creature dealt damage by ~ this turn dies": its record says who damaged it (603.10a).
      Node f = filter(d->description());
      f.children.push_back(Node(NodeKind::DealtDamageBy, {objects(d->objectPhrase())}));
      return Node(NodeKind::Dies, {std::move(f)});
    }
    if (auto *c = dynamic_cast<P::CycleTriggerContext *>(ctx)) { // 702.29
      thatPlayer_ = Node(NodeKind::ControllerOf, {Node(NodeKind::EventObject)}); // the card's owner: who discarded it
      Node n(NodeKind::CyclesTrigger, {actingPlayer(c->actingPlayer())});
      if (has(c, "discard")) n.children.emplace_back(NodeKind::OrDiscards);
      if (has(c, "another")) n.children.emplace_back(NodeKind::Another);
      return n;
    }
    if (auto *d = dynamic_cast<P::DiscardTriggerContext *>(ctx)) { // 701.8
      thatPlayer_ = Node(NodeKind::ControllerOf, {Node(NodeKind::EventObject)});
      Node n(NodeKind::DiscardsTrigger, {actingPlayer(d->actingPlayer())});
      if (has(d, "another")) n.children.emplace_back(NodeKind::Another);
      return n;
    }
    if (auto *st = dynamic_cast<P::StateTriggerContext *>(ctx)) // 603.8
      return Node(NodeKind::StateTrigger, {condition(st->condition())});
    if (dynamic_cast<P::EndOfCombatTriggerContext *>(ctx)) // 511.2: every end of combat step
      return Node(NodeKind::BeginningOfStep,
                  {ast::vocabLeaf(ast::Vocabulary::Step,
                                  *ast::valueOf(ast::Vocabulary::Step, "end-of-combat")),
                   Node(NodeKind::EachPlayer)});
    if (auto *v = dynamic_cast<P::VariantTriggerAltContext *>(ctx))
      return variantTrigger(v->variantTrigger());
    if (auto *m = dynamic_cast<P::MoreTriggerAltContext *>(ctx))
      return moreTrigger(m->moreTrigger());
    return stepTrigger(lastAlternative<P::StepTriggerContext>(ctx)->stepWhen());
  }

  Node moreTrigger(P::MoreTriggerContext *ctx) {
    // --- begin trig2 ---
    if (auto *t = dynamic_cast<P::BecomesTappedTriggerContext *>(ctx)) // 701.21
      return Node(has(t, "untapped") ? NodeKind::BecomesUntapped : NodeKind::BecomesTapped, {objects(t->objectPhrase())});
    if (auto *a = dynamic_cast<P::AttacksUnblockedTriggerContext *>(ctx)) // 509.5g
      return Node(NodeKind::AttacksUnblocked, {objects(a->objectPhrase())});
    if (auto *c = dynamic_cast<P::CycleSelfTriggerContext *>(ctx)) { // 702.29c
      Node n(NodeKind::CycleSelf);
      if (has(c, "dies")) n.children.emplace_back(NodeKind::OrDies);
      return n;
    }
    // --- end trig2 ---
    // --- begin triggers7 --- battalion (508.3a): ~ and at least N other creatures attack
    if (auto *a = dynamic_cast<P::AttacksWithOthersTriggerContext *>(ctx)) {
      Node others = amount(a->amount());
      if (others.kind != NodeKind::Int || others.value < 1)
        throw NotUnderstood{a->amount(), "this number of other attacking creatures"};
      return Node(NodeKind::AttacksWithOthers, {Node(NodeKind::Self), std::move(others)});
    }
    // --- end triggers7 ---
    // "~ enters the battlefield or attacks" (603.2): one ability, two events of the card.
    auto *e = lastAlternative<P::EntersOrTriggerContext>(ctx);
    std::string second = e->secondEvent()->getText();
    NodeKind kind = second == "attacks"                                      ? NodeKind::Attacks
                    : second == "dies" || has(e->secondEvent(), "graveyard") ? NodeKind::Dies
                    : has(e->secondEvent(), "leaves") ? NodeKind::LeavesBattlefield
                                                      : NodeKind::TurnedFaceUp;
    Node first = entersTrigger(Node(NodeKind::Self), nullptr);
    return Node(NodeKind::EitherTrigger, {std::move(first), Node(kind, {Node(NodeKind::Self)})});
  }

  // Blockers declared (509.5): "~ blocks a creature", "~ becomes blocked by a
  // creature", "~ blocks or becomes blocked [by a creature]". With a creature
  // named, once per pair, and "that creature" is the other one.
  Node combatPairTrigger(P::CombatPairTriggerContext *ctx) {
    auto other = [&](P::ObjectPhraseContext *o) {
      Node f = objects(o);
      if (f.kind != NodeKind::Filter || !dynamic_cast<P::IndefiniteObjectContext *>(o))
        throw NotUnderstood{o, "this kind of blocking or blocked creature"};
      pairTrigger_ = true;
      return f;
    };
    if (auto *b = dynamic_cast<P::BlocksCreatureTriggerContext *>(ctx)) {
      Node who = objects(b->objectPhrase(0));
      return Node(NodeKind::BlocksCreature, {who, other(b->objectPhrase(1))});
    }
    if (auto *b = dynamic_cast<P::BecomesBlockedByTriggerContext *>(ctx)) {
      Node who = objects(b->objectPhrase(0));
      return Node(NodeKind::BecomesBlockedBy, {who, other(b->objectPhrase(1))});
    }
    auto *b = lastAlternative<P::BlocksOrBlockedTriggerContext>(ctx);
    Node n(NodeKind::BlocksOrBecomesBlocked, {objects(b->objectPhrase(0))});
    if (b->objectPhrase().size() > 1)
      n.children.push_back(other(b->objectPhrase(1)));
    return n;
  }

  // Casual variants (CR 310-313): the source is the scheme, plane or
  // phenomenon in the command zone; "you" is its controller.
  Node variantTrigger(P::VariantTriggerContext *ctx) {
    if (dynamic_cast<P::SetInMotionTriggerContext *>(ctx))
      return Node(NodeKind::SetInMotion);
    if (auto *c = dynamic_cast<P::ChaosTriggerContext *>(ctx)) {
      std::string symbol = c->MANA_SYMBOL()->getText();
      std::transform(symbol.begin(), symbol.end(), symbol.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
      if (symbol != "{chaos}")
        throw NotUnderstood{c, "rolling this symbol"};
      return Node(NodeKind::RollChaos);
    }
    if (dynamic_cast<P::PlaneswalkToTriggerContext *>(ctx))
      return Node(NodeKind::PlaneswalkTo);
    if (dynamic_cast<P::PlaneswalkAwayTriggerContext *>(ctx))
      return Node(NodeKind::PlaneswalkAway);
    if (auto *e = dynamic_cast<P::ExertTriggerContext *>(ctx)) // --- keywords7 --- 701.39a
      return Node(NodeKind::Exerted, {filter(e->description())});
    return Node(NodeKind::Encounter);
  }
  Node signedNumber(P::SignedNumberContext *ctx) { return at(ctx, signedNumberNode(ctx)); }
  Node signedNumberNode(P::SignedNumberContext *ctx) {
    if (ctx->NUMBER()->getText().size() > 4)
      throw NotUnderstood{ctx, "this modifier"};
    int64_t n = std::stoll(ctx->NUMBER()->getText());
    return ast::intNode(ctx->getStart()->getText() == "-" ? -n : n);
  }

  Node entersTrigger(Node who, P::UnderControlContext *under) {
    if (under) {
      // "a creature enters the battlefield under your control"
      Node *f = who.kind == NodeKind::Filter ? &who
                : who.kind == NodeKind::All || who.kind == NodeKind::SelfOr ? &who.children[0]
                                                                            : nullptr;
      if (!f)
        throw NotUnderstood{under, "'under ... control' after this subject"};
      if (who.kind == NodeKind::SelfOr && !has(under, "your"))
        throw NotUnderstood{under, "'~ or another ...' under an opponent's control"};
      Node controller = has(under, "your") ? Node(NodeKind::You) : Node(NodeKind::EachOpponent);
      f->children.push_back(Node(NodeKind::ControlledBy, {controller}));
    }
    return Node(NodeKind::EntersBattlefield, {who});
  }
  // "~ or another creature": the description must say "another" (else it is not this template).
  Node selfOr(P::DescriptionContext *d) {
    Node f = filter(d);
    if (!f.find(NodeKind::Another))
      throw NotUnderstood{d, "'~ or' without 'another'"};
    return Node(NodeKind::SelfOr, {f});
  }

  // A delayed triggered ability (603.7a): "... at the beginning of the next end step".
  Node delayed(P::NextStepContext *when, P::EffectContext *e) {
    const char *spelling = has(when, "upkeep") ? "upkeep" : has(when, "combat") ? "end-of-combat" : "end-step";
    return Node(NodeKind::Delayed,
                {ast::vocabLeaf(ast::Vocabulary::Step, *ast::valueOf(ast::Vocabulary::Step, spelling)), effect(e)});
  }
  static bool contains(const Node &n, NodeKind k) {
    if (n.kind == k)
      return true;
    for (const Node &c : n.children)
      if (contains(c, k))
        return true;
    return false;
  }

  // "At the beginning of <whose> <step>" (603.2): the step, and the player
  // whose turn it must be (You, EachPlayer = any turn, EachOpponent, or the
  // controller of the enchanted/equipped permanent).
  Node stepTrigger(P::StepWhenContext *when) {
    auto stepLeaf = [](const char *spelling) {
      return ast::vocabLeaf(ast::Vocabulary::Step, *ast::valueOf(ast::Vocabulary::Step, spelling));
    };
    if (auto *c = dynamic_cast<P::CombatOnTurnContext *>(when)) // 507.1: "combat on your turn"
      return Node(NodeKind::BeginningOfStep,
                  {stepLeaf("combat"), has(c, "your") ? Node(NodeKind::You) : Node(NodeKind::EachOpponent)});
    P::StepContext *stepCtx = nullptr;
    Node who;
    if (auto *a = dynamic_cast<P::AttachedControllersStepContext *>(when)) {
      stepCtx = a->step();
      if (a->possessiveNoun()->getText() == "spell's")
        throw NotUnderstood{a->possessiveNoun(), "this kind of attached object"};
      Node attached(NodeKind::AttachedObject); // "enchanted creature": the words say how, and to what
      std::string noun = a->possessiveNoun()->getText();
      attached.text = a->children[3]->getText() + " " + noun.substr(0, noun.size() - 2); // 'the' step 'of' [3]
      who = Node(NodeKind::ControllerOf, {std::move(attached)});
      thatPlayer_ = who; // "that player": the enchanted creature's controller
      attachedStep_ = true;
    } else {
      auto *o = lastAlternative<P::OwnedStepContext>(when);
      stepCtx = o->step();
      std::string owner = o->stepOwner()->getText();
      if (owner == "your")
        who = Node(NodeKind::You);
      else if (owner == "eachopponent's" || owner == "youropponents'")
        who = Node(NodeKind::EachOpponent);
      else if (owner == "each" || owner == "eachplayer's" || owner == "the") {
        who = Node(NodeKind::EachPlayer);
        who.wording.possessive = owner == "eachplayer's";
      }
      // --- begin trig2 ---
      else if (owner ==
               "enchantedplayer's") { // a Curse (303.4): "that player" is whose step it is (503.1a)
        who = Node(NodeKind::EnchantedPlayer);
        thatPlayer_ = Node(NodeKind::ActivePlayer);
      } else if (owner == "thechosenplayer's") { // chosen as it entered (614.12)
        who = Node(NodeKind::ChosenPlayer);
        thatPlayer_ = Node(NodeKind::ActivePlayer);
      }
      // --- end trig2 ---
      else
        throw NotUnderstood{o->stepOwner(), "this player's step"};
      // --- begin wherex (issue 14): "that player" is the one whose step it is (503.1a) ---
      if (owner == "eachopponent's" || owner == "youropponents'" || owner == "eachplayer's")
        thatPlayer_ = Node(NodeKind::ActivePlayer);
      // --- end wherex ---
    }
    std::string step = stepCtx->getText();
    const char *spelling = step == "upkeep"                ? "upkeep"
                           : step == "drawstep"            ? "draw-step"
                           : step == "endstep"             ? "end-step"
                           : step == "precombatmainphase"  ? "precombat-main"
                           : step == "postcombatmainphase" ? "postcombat-main"
                                                           : "combat";
    return Node(NodeKind::BeginningOfStep, {stepLeaf(spelling), who});
  }

  // ------------------------------------------------------------ conditions
  Node condition(P::ConditionContext *ctx) { return at(ctx, conditionNode(ctx)); }
  Node conditionNode(P::ConditionContext *ctx) {
    // --- begin conditions ---
    if (std::optional<Node> compared = compareCondition(ctx)) return std::move(*compared); // ConditionBuilderEn.inc
    // --- end conditions ---
    // --- begin amounts2 ---
    if (std::optional<Node> n = amounts2Condition(ctx)) return std::move(*n); // AmountsBuilderEn.inc
    // --- end amounts2 ---
    if (auto *c = dynamic_cast<P::YouControlContext *>(ctx))
      return controlCount(c->conditionCount(), Node(NodeKind::You));
    if (auto *c = dynamic_cast<P::OpponentControlsContext *>(ctx))
      return controlCount(c->conditionCount(), Node(NodeKind::EachOpponent));
    if (auto *c = dynamic_cast<P::DefendingPlayerControlsContext *>(ctx)) {
      if (restrictionSide_ != 1) // there is a defending player only while attackers are declared (506.2)
        throw NotUnderstood{ctx, "'defending player' outside a restriction on attacking"};
      return controlCount(c->conditionCount(), Node(NodeKind::DefendingPlayer));
    }
    if (auto *c = dynamic_cast<P::ControlMoreThanContext *>(ctx)) {
      bool defending = has(c, "defending");
      if (restrictionSide_ != (defending ? 1 : 2))
        throw NotUnderstood{ctx, "'defending/attacking player' outside a restriction on attacking/blocking"};
      Node f(NodeKind::Filter, {typeLeaf(c->typeWord())});
      return Node(NodeKind::ControlsMoreThan,
                  {std::move(f), Node(defending ? NodeKind::DefendingPlayer : NodeKind::AttackingPlayer)});
    }
    if (auto *l = dynamic_cast<P::LifeCompareContext *>(ctx)) {
      Node n = amount(l->amount());
      if (n.kind != NodeKind::Int) throw NotUnderstood{l, "a variable life total"}; // as the life-at-least row required
      return ast::lifeCompare(Node(NodeKind::You), !has(l, "more"), n); // conditions branch: was life-at-least/most
    }
    if (dynamic_cast<P::CitysBlessingContext *>(ctx)) // 702.131c
      return Node(NodeKind::HasCitysBlessing, {Node(NodeKind::You)});
    if (dynamic_cast<P::EmptyHandContext *>(ctx))
      return Node(NodeKind::CardsAtMost, {Node(NodeKind::You), ast::zoneLeaf("hand"), ast::intNode(0)});
    if (auto *h = dynamic_cast<P::HandSizeContext *>(ctx))
      return Node(has(h, "more") ? NodeKind::CardsAtLeast : NodeKind::CardsAtMost,
                  {Node(NodeKind::You), ast::zoneLeaf("hand"), amount(h->amount())});
    if (auto *g = dynamic_cast<P::GraveyardSizeContext *>(ctx))
      return Node(NodeKind::CardsAtLeast, {Node(NodeKind::You), ast::zoneLeaf("graveyard"), amount(g->amount())});
    if (auto *t = dynamic_cast<P::YourTurnContext *>(ctx))
      return Node(has(t, "not") ? NodeKind::NotYourTurn : NodeKind::YourTurn);
    // --- begin cast ---
    if (dynamic_cast<P::BeenAttackedConditionContext *>(ctx)) // 506.2, 508.1
      return Node(NodeKind::BeenAttacked);
    // --- end cast ---
    if (dynamic_cast<P::AttackedThisTurnContext *>(ctx)) // Raid
      return Node(NodeKind::AttackedThisTurn);
    if (dynamic_cast<P::CreatureDiedThisTurnContext *>(ctx)) // Morbid (700.4)
      return Node(NodeKind::CreatureDiedThisTurn);
    if (dynamic_cast<P::PermanentLeftThisTurnContext *>(ctx)) // Revolt
      return Node(NodeKind::PermanentLeftThisTurn);
    if (dynamic_cast<P::CastFromHandContext *>(ctx)) { // "it": the permanent whose trigger this is
      if (!itIsSelf_)
        throw NotUnderstood{ctx, "'you cast it from your hand' about another object"};
      return Node(NodeKind::CastFromHand);
    }
    if (auto *k = dynamic_cast<P::KickedConditionContext *>(ctx)) { // 702.33d; the payload keeps the wording
      Node n(NodeKind::WasKicked);
      n.value = k->SELF() ? 1 : has(k, "spell") ? 2 : 0;
      return n;
    }
    // --- begin triggers7 --- "if {R} was spent to cast ~" (601.2h); the payload keeps the wording
    if (auto *m = dynamic_cast<P::ManaSpentConditionContext *>(ctx)) {
      if (!m->SELF() && !has(m, "spell") && !itIsSelf_) // "it": the permanent whose trigger this is
        throw NotUnderstood{ctx, "'was spent to cast it' about another object"};
      std::optional<Node> color = parse::manaColorLeaf(m->MANA_SYMBOL()->getText());
      if (!color) throw NotUnderstood{ctx, "this mana symbol spent"};
      Node n(NodeKind::ManaSpentToCast, {std::move(*color)});
      n.value = m->SELF() ? 1 : has(m, "spell") ? 2 : 0;
      return n;
    }
    // --- end triggers7 ---
    throw NotUnderstood{ctx, "this condition"};
  }
  // "you control an artifact" / "three or more Goblins" / "no creatures".
  Node controlCount(P::ConditionCountContext *ctx, Node who) {
    int before = targetCount_;
    Node f = ctx->description().size() == 2 ? eitherDescription(ctx) : filter(ctx->description(0));
    if (targetCount_ != before)
      throw NotUnderstood{ctx, "a target inside a condition"};
    f.children.push_back(Node(NodeKind::ControlledBy, {std::move(who)}));
    Node all(NodeKind::All, {std::move(f)});
    // conditions branch: (compare (count ...) at-least/at-most N), was count-at-least/most
    if (has(ctx, "no"))
      return ast::countCompare(all, true, ast::intNode(0));
    Node n = ctx->amount() ? amount(ctx->amount()) : ast::intNode(1);
    if (n.kind != NodeKind::Int)
      throw NotUnderstood{ctx, "a variable count"};
    if (has(ctx, "fewer")) // "two or fewer other lands"
      return ast::countCompare(all, true, n);
    return ast::countCompare(all, false, n);
  }

  // "a Mountain or a Plains", "an artifact or a creature": one filter whose one
  // part is either leaf. Only single-word descriptions: "a tapped creature or an
  // untapped land" would need an any-of of whole filters, which the AST lacks.
  Node eitherDescription(P::ConditionCountContext *ctx) {
    Node a = filter(ctx->description(0)), b = filter(ctx->description(1));
    auto single = [](const Node &f) {
      return f.children.size() == 1 && (f.children[0].kind == NodeKind::SubtypeLeaf ||
                                        f.children[0].kind == NodeKind::CardTypeLeaf);
    };
    if (!single(a) || !single(b))
      throw NotUnderstood{ctx, "either of two descriptions of several words"};
    Node any(NodeKind::AnyOf, {a.children[0], b.children[0]});
    any.wording.articleEach = true;
    return Node(NodeKind::Filter, {std::move(any)});
  }

  // "can't attack", "can't block", "can't be blocked" (CR 508.1c, 509.1a-b), kept as layer-6 flags.
  static std::vector<Node> combatRestriction(P::CombatRestrictionContext *ctx) {
    if (has(ctx, "blocked"))
      return {ast::keywordLeaf(ast::Keyword::CantBeBlocked)};
    std::vector<Node> out;
    if (has(ctx, "attack"))
      out.push_back(ast::keywordLeaf(ast::Keyword::CantAttack));
    if (has(ctx, "block"))
      out.push_back(ast::keywordLeaf(ast::Keyword::CantBlock));
    return out;
  }

  // Combat requirements and restrictions other than "can't attack/block"
  // (CR 508.1d, 509.1b-c), kept as layer-6 flags like combatRestriction's.
  static std::vector<Node> combatRule(P::CombatRuleContext *ctx) {
    using K = ast::Keyword;
    if (dynamic_cast<P::AttacksEachCombatRuleContext *>(ctx)) return {ast::keywordLeaf(K::AttacksEachCombat)};
    if (dynamic_cast<P::BlocksEachCombatRuleContext *>(ctx)) return {ast::keywordLeaf(K::BlocksEachCombat)};
    if (dynamic_cast<P::AttacksOrBlocksEachCombatRuleContext *>(ctx))
      return {ast::keywordLeaf(K::AttacksEachCombat), ast::keywordLeaf(K::BlocksEachCombat)};
    if (dynamic_cast<P::MustBeBlockedRuleContext *>(ctx)) return {ast::keywordLeaf(K::MustBeBlocked)};
    if (dynamic_cast<P::CanBlockOnlyFlyingRuleContext *>(ctx)) return {ast::keywordLeaf(K::CanBlockOnlyFlying)};
    if (dynamic_cast<P::CanBlockAdditionalRuleContext *>(ctx)) return {ast::keywordLeaf(K::CanBlockAdditional)};
    return {ast::keywordLeaf(K::CantBeBlockedByMoreThanOne)};
  }
  // "~ can't be blocked except by Walls", "~ can't be blocked by creatures with
  // power 2 or less", "~ can't attack unless defending player controls an
  // Island" (509.1b, 508.1c); nullopt for the rules combatRule() gives as flags.
  std::optional<Node> combatRestrictionWith(P::CombatRuleContext *ctx, const Node &who) {
    auto blockers = [&](P::BlockerDescriptionContext *d, NodeKind k) {
      Node n(k, {who});
      for (auto *desc : d->description()) {
        int before = targetCount_;
        n.children.push_back(filter(desc));
        if (targetCount_ != before)
          throw NotUnderstood{desc, "a target inside a combat restriction"};
      }
      return n;
    };
    if (auto *c = dynamic_cast<P::BlockedOnlyByRuleContext *>(ctx))
      return blockers(c->blockerDescription(), NodeKind::BlockedOnlyBy);
    if (auto *c = dynamic_cast<P::NotBlockedByRuleContext *>(ctx))
      return blockers(c->blockerDescription(), NodeKind::NotBlockedBy);
    if (auto *c = dynamic_cast<P::OnlyIfRuleContext *>(ctx)) {
      bool attack = has(c, "attack");
      restrictionSide_ = attack ? 1 : 2;
      int before = targetCount_;
      Node cond = condition(c->condition());
      restrictionSide_ = 0;
      if (targetCount_ != before)
        throw NotUnderstood{c, "a target inside a combat restriction"};
      return Node(attack ? NodeKind::AttacksOnlyIf : NodeKind::BlocksOnlyIf, {who, std::move(cond)});
    }
    return std::nullopt;
  }
  // "target creature must be blocked this turn if able", "all creatures able to
  // block target creature this turn do so" (509.1c): the flag until end of turn.
  Node combatEffect(P::CombatEffectContext *ctx) { return at(ctx, combatEffectNode(ctx)); }
  Node combatEffectNode(P::CombatEffectContext *ctx) {
    using K = ast::Keyword;
    K k = dynamic_cast<P::MustBeBlockedEffectContext *>(ctx)     ? K::MustBeBlocked
          : dynamic_cast<P::BlockAdditionalEffectContext *>(ctx) ? K::CanBlockAdditional
          // --- begin rules15 ---
          : dynamic_cast<P::AttacksThisTurnEffectContext *>(ctx) ? K::AttacksEachCombat
          : dynamic_cast<P::BlocksThisTurnEffectContext *>(ctx)  ? K::BlocksEachCombat
          // --- end rules15 ---
                                                                 : K::AllMustBlock;
    auto *who = ctx->getRuleContext<P::ObjectPhraseContext>(0);
    // --- begin rules15 ---
    Node objs = objects(who);
    if ((k == K::AttacksEachCombat || k == K::BlocksEachCombat) && objs.kind == NodeKind::All)
      throw NotUnderstood{who, "'each creature ... attacks/blocks this turn if able'"}; // renders as "creatures ..."
    return Node(NodeKind::GainKeyword, {std::move(objs), ast::keywordLeaf(k), Node(NodeKind::UntilEndOfTurn)});
    // --- end rules15 ---
  }
  // Static forms: "~ attacks each combat if able", "enchanted creature gets
  // +2/+2 and attacks each combat if able", "all creatures able to block ~ do so".
  bool combatRuleStatic(P::StaticAbilityContext *ctx, std::vector<Node> &out) {
    if (auto *c = dynamic_cast<P::CombatRuleStaticContext *>(ctx)) {
      if (auto r = combatRestrictionWith(c->combatRule(), objects(c->objectPhrase()))) {
        out.push_back(std::move(*r));
        return true;
      }
      Node n(NodeKind::GainKeyword, {objects(c->objectPhrase())});
      for (auto &leaf : combatRule(c->combatRule()))
        n.children.push_back(std::move(leaf));
      out.push_back(std::move(n));
      return true;
    }
    if (auto *c = dynamic_cast<P::PtAndCombatRuleStaticContext *>(ctx)) {
      auto [p, t] = ptChange(c, c->PT_MOD());
      Node who = objects(c->objectPhrase());
      out.push_back(Node(NodeKind::ModifyPT, {who, p, t}));
      if (c->combatRule())
        if (auto r = combatRestrictionWith(c->combatRule(), who)) {
          out.push_back(std::move(*r));
          return true;
        }
      Node n(NodeKind::GainKeyword, {who});
      for (auto &leaf : c->combatRule() ? combatRule(c->combatRule()) : combatRestriction(c->combatRestriction()))
        n.children.push_back(std::move(leaf));
      out.push_back(std::move(n));
      return true;
    }
    if (auto *c = dynamic_cast<P::LureStaticContext *>(ctx)) {
      out.push_back(Node(NodeKind::GainKeyword, {objects(c->objectPhrase()), ast::keywordLeaf(ast::Keyword::AllMustBlock)}));
      return true;
    }
    return false;
  }

  // Rules for players (101.2, 601.2f, 614.1b): what spells cost, what players can't do.
  Node playerRule(P::PlayerRuleContext *ctx) {
    // --- begin cast ---
    if (std::optional<Node> permits = castPermission(ctx)) return std::move(*permits); // CastBuilderEn.inc
    // --- end cast ---
    // --- begin library ---
    if (std::optional<Node> permits = libraryPermission(ctx)) return std::move(*permits); // LibraryBuilderEn.inc
    // --- end library ---
    if (auto *c = dynamic_cast<P::SpellCostRuleContext *>(ctx)) {
      // Who casts them: "you cast", "your opponents cast", or anyone (no caster named).
      Node who = has(c, "you") ? Node(NodeKind::You) : has(c, "opponents") ? Node(NodeKind::EachOpponent)
                                                                           : Node(NodeKind::EachPlayer);
      int wording = 0;
      Node spells = spellSet(c->spellSet(), wording);
      if (c->objectPhrase()) { // "Spells your opponents cast that target ~": chosen before the cost (601.2c, 601.2f)
        Node what = objects(c->objectPhrase());
        if (what.kind != NodeKind::Self && what.kind != NodeKind::Filter)
          throw NotUnderstood{c->objectPhrase(), "spells that target these"};
        spells.children.push_back(Node(NodeKind::TargetsObject, {std::move(what)}));
      }
      std::string symbols = canonicalManaSymbols(c->manaSymbols()->getText());
      if (symbols.find_first_of("XYZ/") != std::string::npos)
        throw NotUnderstood{c->manaSymbols(), "a cost change of these symbols"};
      bool more = has(c, "more");
      if (!more && symbols.find_first_not_of("{}0123456789") != std::string::npos) // 601.2f: colored reductions
        throw NotUnderstood{c->manaSymbols(), "a reduction of colored mana"};
      Node n(more ? NodeKind::CostsMore : NodeKind::CostsLess, {std::move(who), std::move(spells), ast::manaCost(symbols)});
      n.value = wording;
      return n;
    }
    // --- begin effects5 (issue 14): "This spell costs {1} less ..." (113.6d, 601.2f) ---
    if (auto *c = dynamic_cast<P::SelfCostLessRuleContext *>(ctx)) {
      std::string symbols = canonicalManaSymbols(c->manaSymbols()->getText());
      if (symbols.find_first_not_of("{}0123456789") !=
          std::string::npos) // colored or {X}: not generic mana
        throw NotUnderstood{c->manaSymbols(), "a reduction of colored or variable mana"};
      Node n(NodeKind::SelfCostsLess, {ast::manaCost(symbols)});
      n.wording.byName = c->SELF() != nullptr; // "~ costs" / "This spell costs": the renderer's
      if (c->condition())
        n.children.push_back(Node(NodeKind::Intervening, {condition(c->condition())}));
      else
        attachForEach(&n, c->forEach());
      return n;
    }
    // --- end effects5 ---
    if (auto *c = dynamic_cast<P::CostsMorePerTargetRuleContext *>(
            ctx)) // --- keywords7 --- strive (601.2f)
      return Node(NodeKind::SelfCostsMorePerTarget,
                  {ast::manaCost(canonicalManaSymbols(c->manaSymbols()->getText()))});
    if (auto *h = dynamic_cast<P::NoMaxHandSizeRuleContext *>(ctx)) // 402.2
      return Node(NodeKind::NoMaxHandSize,
                  {has(h, "players") ? Node(NodeKind::EachPlayer) : Node(NodeKind::You)});
    if (dynamic_cast<P::SkipDrawRuleContext *>(ctx))
      return Node(NodeKind::SkipStep, {Node(NodeKind::You),
                                       ast::vocabLeaf(ast::Vocabulary::Step, *ast::valueOf(ast::Vocabulary::Step, "draw-step"))});
    auto *c = lastAlternative<P::CantRuleContext>(ctx);
    Node who = has(c, "players") ? Node(NodeKind::EachPlayer) : Node(NodeKind::EachOpponent);
    P::PlayerActionContext *action = c->playerAction();
    if (dynamic_cast<P::CantDrawActionContext *>(action))
      return Node(NodeKind::CantDraw, {std::move(who)});
    if (dynamic_cast<P::CantGainLifeActionContext *>(action))
      return Node(NodeKind::CantGainLife, {std::move(who)});
    if (dynamic_cast<P::CantPlayLandsActionContext *>(action))
      return Node(NodeKind::CantPlayLands, {std::move(who)});
    if (dynamic_cast<P::CantSearchActionContext *>(action))
      return Node(NodeKind::CantSearch, {std::move(who)});
    auto *cast = lastAlternative<P::CantCastActionContext>(action);
    Node spells = filter(cast->description());
    if (!spellOnly(spells))
      throw NotUnderstood{cast->description(), "casting something that is not described as spells"};
    Node n(NodeKind::CantCast, {std::move(who), std::move(spells)});
    if (has(cast, "during"))
      n.children.emplace_back(NodeKind::YourTurn);
    return n;
  }
  // A description of spells only: types, subtypes, colours and "spell" (what a
  // cost rule or a casting prohibition can test on the stack).
  static bool spellOnly(const Node &f) {
    bool spell = false;
    for (const Node &p : f.children) {
      // --- begin cast ---
      if (p.kind == NodeKind::Historic || p.kind == NodeKind::Multicolored || p.kind == NodeKind::Monocolored ||
          p.kind == NodeKind::Colorless)
        continue; // characteristics a spell has (700.6, 105.2)
      // --- end cast ---
      if (p.kind == NodeKind::CardTypeLeaf && p == ast::cardTypeLeaf("spell")) spell = true;
      else if (p.kind != NodeKind::CardTypeLeaf && p.kind != NodeKind::SubtypeLeaf && p.kind != NodeKind::ColorLeaf &&
               p.kind != NodeKind::SupertypeLeaf && p.kind != NodeKind::AnyOf &&
               !(p.kind == NodeKind::Not && (p.children[0].kind == NodeKind::CardTypeLeaf || p.children[0].kind == NodeKind::ColorLeaf)))
        return false;
    }
    return spell;
  }
  // "white spells", "instant and sorcery spells" (wording 1), "Kithkin spells and
  // Soldier spells" (wording 2): one Filter; spells of either description are an AnyOf.
  Node spellSet(P::SpellSetContext *ctx, int &wording) {
    auto descriptions = ctx->description();
    Node first = filter(descriptions[0]);
    if (descriptions.size() == 1) {
      if (!spellOnly(first))
        throw NotUnderstood{ctx, "a cost change of these spells"};
      return first;
    }
    Node second = filter(descriptions[1]);
    if (!spellOnly(second))
      throw NotUnderstood{ctx, "a cost change of these spells"};
    const Node spellLeaf = ast::cardTypeLeaf("spell");
    auto withoutSpell = [&](Node f) {
      std::erase(f.children, spellLeaf);
      return f;
    };
    bool firstHasNoun = first.children.size() != withoutSpell(first).children.size();
    Node a = withoutSpell(first), b = withoutSpell(second);
    if (a.children.size() != 1 || b.children.size() != 1 || a.children[0].kind == NodeKind::AnyOf ||
        b.children[0].kind == NodeKind::AnyOf || a.children[0].kind != b.children[0].kind)
      throw NotUnderstood{ctx, "spells of two different kinds of description"};
    wording = firstHasNoun ? 2 : 1;
    return Node(NodeKind::Filter, {Node(NodeKind::AnyOf, {a.children[0], b.children[0]}), spellLeaf});
  }

  static Node actingPlayer(P::ActingPlayerContext *ctx) {
    std::string t = ctx->getText();
    return t == "you" ? Node(NodeKind::You) : t == "anopponent" ? Node(NodeKind::EachOpponent) : Node(NodeKind::AnyPlayer);
  }

  // ------------------------------------------------------------ static
  Node keywordLeaves(Node n, P::KeywordListContext *list) {
    for (auto *k : list->keyword()) {
      if (continuesProtection(k)) {
        n.children.push_back(protectionLeaf(k));
        continue;
      }
      auto *plain = dynamic_cast<P::PlainKeywordContext *>(k);
      if (!plain)
        throw NotUnderstood{k, "granting a keyword with a parameter"};
      n.children.push_back(grantedKeywordLeaf(plain));
    }
    return n;
  }

  void staticAbility(P::StaticAbilityContext *ctx, std::vector<Node> &out) {
    P::ConditionContext *when = nullptr;
    P::StaticAbilityContext *inner = nullptr;
    if (auto *before = dynamic_cast<P::AsLongAsBeforeContext *>(ctx))
      when = before->condition(), inner = before->staticAbility();
    else if (auto *after = dynamic_cast<P::AsLongAsAfterContext *>(ctx))
      when = after->condition(), inner = after->staticAbility();
    if (when) {
      // "As long as ..., ~ gets +1/+1 and has flying": each effect holds under the condition.
      std::vector<Node> effects;
      // --- begin conditions ---
      if (dynamic_cast<P::AsLongAsBeforeContext *>(ctx)) conditionNamed_ = namedByCondition(when);
      ConditionItScope namedScope{conditionNamed_}; // "As long as ~ is attacking, it gets +2/+0"
      // --- end conditions ---
      staticAbility(inner, effects);
      // --- begin conditions ---
      conditionIt_ = staticSubject(effects); // "it" in the condition (ConditionBuilderEn.inc)
      ConditionItScope itScope{conditionIt_};
      // --- end conditions ---
      Node cond = condition(when);
      for (auto &e : effects) {
        if (e.kind == NodeKind::AsLongAs || e.kind == NodeKind::Replacement || e.kind == NodeKind::EntersTapped)
          throw NotUnderstood{ctx, "a condition on this kind of static ability"};
        out.push_back(Node(NodeKind::AsLongAs, {cond, std::move(e)}));
      }
      return;
    }
    if (auto *cda = dynamic_cast<P::DefinedPTContext *>(ctx)) { // 604.3
      if (inQuote_ && cda->SELF())
        throw NotUnderstood{cda, "the card's name inside a quoted ability"};
      if (!inQuote_ && !cda->SELF())
        throw NotUnderstood{cda, "'this creature' outside a quoted ability"}; // rules17
      int before = targetCount_;
      // --- begin amounts2 ---
      // "~'s power and toughness are each equal to the number of fade counters on
      // it": the sentence is about ~, so "it" is ~ (604.3).
      bool savedItIsSelf = itIsSelf_;
      itIsSelf_ = true;
      Node n = amountExpr(cda->amountExpr());
      itIsSelf_ = savedItIsSelf;
      // --- end amounts2 ---
      if (targetCount_ != before || contains(n, NodeKind::EventObject))
        throw NotUnderstood{cda, "a characteristic defined by another object"};
      Node defined(NodeKind::DefinedPT, {n});
      if (has(cda, "toughness")) defined.children.push_back(n);
      out.push_back(std::move(defined));
      return;
    }
    if (auto *pt = dynamic_cast<P::StaticPTContext *>(ctx)) {
      auto [p, t] = ptChange(pt, pt->PT_MOD());
      Node who = objects(pt->objectPhrase());
      out.push_back(Node(NodeKind::ModifyPT, {who, p, t}));
      if (pt->forEach()) attachForEach(&out.back(), pt->forEach());
      // "Enchanted creature gets +1/+1 and has flying": two effects, one object.
      if (auto *g = pt->grantList()) {
        if (g->keywordList())
          out.push_back(keywordLeaves(Node(NodeKind::GainKeyword, {who}), g->keywordList()));
        if (g->quotedAbility()) // 201.5: in what ~ gives itself, its name is itself
          out.push_back(Node(NodeKind::GrantAbility,
                             {who, quoted(g->quotedAbility(), who.kind == NodeKind::Self)}));
      }
      if (pt->keywordList()) // "... and loses flying" (613.1f)
        out.push_back(lostKeywords(Node(NodeKind::LoseKeyword, {who}), pt->keywordList()));
      return;
    }
    if (combatRuleStatic(ctx, out))
      return;
    // Layer and replacement templates (issue 15): LayerBuilderEn.inc.
    // --- begin copy ---
    if (auto *c = dynamic_cast<P::CopyStaticAltContext *>(ctx)) { // CopyBuilderEn.inc
      out.push_back(copyStatic(c->copyStatic()));
      return;
    }
    // --- end copy ---
    // --- begin amounts3 ---
    if (auto *a = dynamic_cast<P::AmountsStaticAltContext *>(ctx)) { // Amounts3BuilderEn.inc
      amountsStatic(a->amountsStatic(), out);
      return;
    }
    // --- end amounts3 ---
    // --- begin aschoose ---
    if (auto *a = dynamic_cast<P::AsEntersStaticAltContext *>(ctx)) { // AsEntersBuilderEn.inc
      out.push_back(asEntersStatic(a->asEntersStatic()));
      return;
    }
    // --- end aschoose ---
    // --- begin cda ---
    if (auto *cda = dynamic_cast<P::CdaStaticAltContext *>(ctx)) { // CdaBuilderEn.inc
      cdaStatic(cda->cdaStatic(), out);
      return;
    }
    // --- end cda ---
    if (auto *l = dynamic_cast<P::LayerStaticAltContext *>(ctx)) {
      out.push_back(layerStatic(l->layerStatic()));
      return;
    }
    if (auto *r = dynamic_cast<P::ReplacementStaticAltContext *>(ctx)) {
      out.push_back(replacementStatic(r->replacementStatic()));
      return;
    }
    if (auto *pr = dynamic_cast<P::PlayerRuleStaticContext *>(ctx)) {
      out.push_back(playerRule(pr->playerRule()));
      return;
    }
    if (auto *cb = dynamic_cast<P::CantBlockStaticContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(cb->objectPhrase())});
      for (auto &leaf : combatRestriction(cb->combatRestriction()))
        n.children.push_back(std::move(leaf));
      out.push_back(std::move(n));
      return;
    }
    if (auto *mu = dynamic_cast<P::MayNotUntapStaticContext *>(ctx)) { // 502.3: a choice in the untap step
      Node who = objects(mu->objectPhrase());
      if (who.kind != NodeKind::Self)
        throw NotUnderstood{mu, "choosing not to untap another object"};
      out.push_back(Node(NodeKind::GainKeyword, {std::move(who), ast::keywordLeaf(ast::Keyword::MayNotUntap)}));
      return;
    }
    if (auto *du = dynamic_cast<P::DoesntUntapStaticContext *>(ctx)) {
      // "doesn't untap during its controller's untap step" (502.3): a layer-6 flag.
      out.push_back(Node(NodeKind::GainKeyword, {objects(du->objectPhrase()), ast::keywordLeaf(ast::Keyword::DoesntUntap)}));
      return;
    }
    if (auto *cs = dynamic_cast<P::ControlStaticContext *>(ctx)) {
      out.push_back(Node(NodeKind::GainControl, {objects(cs->objectPhrase())})); // 613.1b
      return;
    }
    if (auto *ew = dynamic_cast<P::EntersWithCountersContext *>(ctx)) {
      out.push_back(Node(NodeKind::EntersWithCounters, {Node(NodeKind::Self), counterLeaf(ew->counterKind()), amount(ew->amount())}));
      return;
    }
    // Kicker (702.33d): "If ~ was kicked, it enters the battlefield with N counters on it";
    // multikicker: "... with a +1/+1 counter on it for each time it was kicked".
    if (auto *ik = dynamic_cast<P::IfEntersWithCountersContext *>(ctx)) {
      Node cond = condition(ik->condition());
      out.push_back(Node(NodeKind::EntersWithCounters, {Node(NodeKind::Self), counterLeaf(ik->counterKind()), amount(ik->amount()),
                                                        Node(NodeKind::Intervening, {cond})}));
      return;
    }
    if (auto *pk = dynamic_cast<P::EntersWithCountersPerKickContext *>(ctx)) {
      out.push_back(Node(NodeKind::EntersWithCounters, {Node(NodeKind::Self), counterLeaf(pk->counterKind()),
                                                        Node(NodeKind::PerKick, {amount(pk->amount())})}));
      return;
    }
    if (auto *et = dynamic_cast<P::EntersTappedContext *>(ctx)) {
      Node n(NodeKind::EntersTapped, {Node(NodeKind::Self)});
      if (et->condition()) // "enters the battlefield tapped unless you control ..." (614.1c)
        n.children.push_back(Node(NodeKind::Unless, {condition(et->condition())}));
      out.push_back(std::move(n));
      return;
    }
    if (auto *kw = dynamic_cast<P::StaticKeywordsContext *>(ctx)) {
      out.push_back(keywordLeaves(Node(NodeKind::GainKeyword, {objects(kw->objectPhrase())}), kw->keywordList()));
      return;
    }
    if (auto *kg = dynamic_cast<P::StaticKeywordsAndGrantContext *>(ctx)) { // 'has defender and "..."'
      Node who = objects(kg->objectPhrase());
      out.push_back(keywordLeaves(Node(NodeKind::GainKeyword, {who}), kg->keywordList()));
      out.push_back(Node(NodeKind::GrantAbility,
                         {who, quoted(kg->quotedAbility(), who.kind == NodeKind::Self)}));
      return;
    }
    if (auto *g = dynamic_cast<P::StaticGrantContext *>(ctx)) { // 'Enchanted creature has "{T}: ..."'
      Node who = objects(g->objectPhrase());
      bool self = who.kind == NodeKind::Self;
      // A static ability too: 'Enchanted Equipment has "Equipped creature has flying."' (613.7a)
      out.push_back(Node(NodeKind::GrantAbility,
                         {std::move(who), quoted(g->quotedAbility(), self, /*staticToo=*/true)}));
      return;
    }
    if (auto *pv = dynamic_cast<P::PreventStaticContext *>(ctx)) {
      // A static prevention effect (615.1): it applies while the ability exists.
      Node n(NodeKind::Prevent, {Node(NodeKind::AllDamage)});
      if (has(pv, "combat"))
        n.children.emplace_back(NodeKind::CombatDamage);
      damageWhom(pv->damageWhom(), n.children);
      out.push_back(std::move(n));
      return;
    }
    auto *ex = lastAlternative<P::ExileInsteadContext>(ctx);
    // --- begin wherex (issue 14): no player was named before this zone ---
    for (auto *z : {ex->zoneRef(), ex->fromZone() ? ex->fromZone()->zoneRef() : nullptr})
      if (z && (first(z) == "their" || first(z) == "that"))
        throw NotUnderstood{z, "a zone of a player named before"};
    // --- end wherex ---
    Node from = ex->fromZone() && ex->fromZone()->zoneRef() ? zone(ex->fromZone()->zoneRef())
                                                            : Node(NodeKind::AnyZone);
    std::string owner = first(ex->zoneRef());
    if (owner != "a" && owner != ex->zoneRef()->getStop()->getText())
      throw NotUnderstood{ex->zoneRef(), "a particular player's zone"};
    Node event(NodeKind::ZoneChangeEvent, {objects(ex->objectPhrase()), from, zone(ex->zoneRef())});
    out.push_back(Node(NodeKind::Replacement, {event, Node(NodeKind::RedirectTo, {ast::zoneLeaf("exile")})}));
  }

  // ------------------------------------------------------------ layers and replacements (issue 15)
#include "Parse/en/AsEntersBuilderEn.inc" // aschoose
#include "Parse/en/ChoicesBuilderEn.inc"  // choices
#include "Parse/en/PreventBuilderEn.inc" // prevent
#include "Parse/en/CdaBuilderEn.inc"      // cda
#include "Parse/en/LayerBuilderEn.inc"

#include "Parse/en/RedirectBuilderEn.inc" // dmg2

  // --- begin conditions ---
#include "Parse/en/ConditionBuilderEn.inc"
  // --- end conditions ---
  // --- begin amounts2 ---
#include "Parse/en/AmountsBuilderEn.inc"
  // --- end amounts2 ---
  // --- begin cast ---
#include "Parse/en/CastBuilderEn.inc"
// --- begin library ---
#include "Parse/en/LibraryBuilderEn.inc"
// --- end library ---
// --- begin zones6 ---
#include "Parse/en/Zones6BuilderEn.inc"
// --- end zones6 ---
  // --- end cast ---

  // --- begin dmg ---
#include "Parse/en/DividedDamageEn.inc"
  // --- end dmg ---
  // --- begin zones2 ---
#include "Parse/en/ZonesBuilderEn.inc"
  // --- end zones2 ---
  // --- begin copy ---
#include "Parse/en/CopyBuilderEn.inc"
  // --- end copy ---
  // --- begin amounts3 ---
#include "Parse/en/Amounts3BuilderEn.inc"
  // --- end amounts3 ---
  // --- begin dmg3 ---
#include "Parse/en/Dmg3BuilderEn.inc"
  // --- end dmg3 ---
  // --- begin effects8 ---
#include "Parse/en/Effects8BuilderEn.inc"
  // --- end effects8 ---
  // --- begin library5 ---
#include "Parse/en/ManaSpendBuilderEn.inc"
  // --- end library5 ---
  // --- begin effects7 ---
#include "Parse/en/Effects7BuilderEn.inc"
  // --- end effects7 ---

  // ------------------------------------------------------------ modes
  void effectsOrModes(Node &ability, P::EffectSentencesContext *effects, P::ModalContext *modal) {
    if (effects)
      appendEffects(ability, effects);
    else
      ability.children.push_back(modes(modal));
  }

  // "Choose one —" and its bullets (CR 700.2): how many modes are chosen, and
  // each mode's effects. A mode the builder does not understand throws, so the
  // whole ability becomes Unsupported with the diagnostic on that bullet.
  Node modes(P::ModalContext *ctx) {
    int64_t count = int64_t(ctx->modeItem().size());
    int64_t min = 1, max = 1;
    if (auto *exact = dynamic_cast<P::ExactModesContext *>(ctx->modeCount())) {
      std::string w = exact->getText();
      min = max = w == "one" ? 1 : w == "two" ? 2 : 3;
    } else {
      max = has(ctx->modeCount(), "both") ? 2 : count; // "one or both", "one or more"
    }
    if (max > count)
      throw NotUnderstood{ctx->modeCount(), "choosing more modes than there are"};
    Node modal(NodeKind::Modal, {ast::intNode(min), ast::intNode(max)});
    for (auto *item : ctx->modeItem()) {
      // Each mode numbers its own targets (canonicalize hoists them per mode).
      int outerTargets = targetCount_;
      targetCount_ = 0;
      Node mode(NodeKind::Mode);
      appendEffects(mode, item->effectSentences());
      mode.range = range(item);
      targetCount_ = outerTargets;
      modal.children.push_back(std::move(mode));
    }
    return modal;
  }

  // "You may draw a card. If you do, discard a card.": the sentence's effects
  // become one IfYouDo (IfYouDont) node after the optional action (608.2c).
  void conditionOnPrevious(Node &ability, size_t firstEffect, P::IfYouDoContext *ctx) {
    // --- begin trig2 ---
    if (has(ctx, "flip")) { // 705.1: "If you win (lose) the flip, ..." after "Flip a coin."
      size_t at = firstEffect;
      while (at > 0 && (ability.children[at - 1].kind == NodeKind::IfWinFlip ||
                        ability.children[at - 1].kind == NodeKind::IfLoseFlip))
        --at;
      if (at == 0 || ability.children[at - 1].kind != NodeKind::FlipCoin)
        throw NotUnderstood{ctx, "'" + ctx->getText() + "' without 'flip a coin' before it"};
      Node n(has(ctx, "win") ? NodeKind::IfWinFlip : NodeKind::IfLoseFlip);
      for (size_t i = firstEffect; i < ability.children.size(); ++i)
        n.children.push_back(std::move(ability.children[i]));
      ability.children.resize(firstEffect);
      ability.children.push_back(std::move(n));
      return;
    }
    // --- end trig2 ---
    // --- begin keywords6 --- "If you win, ..." right after "Clash with an opponent." (701.23d)
    if (has(ctx, "win")) {
      if (firstEffect == 0 || ability.children[firstEffect - 1].kind != NodeKind::Clash)
        throw NotUnderstood{ctx, "'" + ctx->getText() +
                                     "' without 'clash with an opponent' just before it"};
      Node n(NodeKind::IfWinClash);
      for (size_t i = firstEffect; i < ability.children.size(); ++i)
        n.children.push_back(std::move(ability.children[i]));
      ability.children.resize(firstEffect);
      ability.children.push_back(std::move(n));
      return;
    }
    // --- end keywords6 ---
    // library5: or after an action whose doing the runtime measures ("Sacrifice ~. If you do").
    if (firstEffect == 0 || (ability.children[firstEffect - 1].kind != NodeKind::May &&
                             !ast::doneIsMeasured(ability.children[firstEffect - 1])))
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' without an optional action ('you may ...') before it"};
    Node n(has(ctx, "do") ? NodeKind::IfYouDo : NodeKind::IfYouDont);
    for (size_t i = firstEffect; i < ability.children.size(); ++i)
      n.children.push_back(std::move(ability.children[i]));
    ability.children.resize(firstEffect);
    ability.children.push_back(std::move(n));
  }

  // ------------------------------------------------------------ effects
  // Effects joined in one sentence share an omitted subject: "Target player
  // draws a card and loses 1 life" -- the second verb is the same player's.
  // --- begin rules15 ---
  // Whether `ctx` is the first effect of its sentence (not "..., and <it>").
  static bool firstOfItsSentence(antlr4::ParserRuleContext *ctx) {
    antlr4::tree::ParseTree *inner = ctx;
    for (auto *p = ctx->parent; p; inner = p, p = p->parent)
      if (auto *sentence = dynamic_cast<P::EffectSentenceContext *>(p)) {
        for (auto *child : sentence->children)
          if (dynamic_cast<P::EffectContext *>(child))
            return child == inner;
        return false;
      }
    return true; // not in an effect sentence (a quoted ability's own sentence)
  }
  // --- end rules15 ---
  // How `effect` follows the effect before it in `sentence` ("A and B", "A, and
  // B", "A, then B"): the words between them. Wording only (ast::Wording).
  static ast::Wording::Join joinBefore(P::EffectSentenceContext *sentence, antlr4::tree::ParseTree *effect) {
    auto &kids = sentence->children;
    auto at = std::find(kids.begin(), kids.end(), effect);
    bool comma = false, then = false, seenWords = false;
    for (auto it = at; it != kids.begin();) {
      --it;
      if (dynamic_cast<P::EffectContext *>(*it)) {
        if (then) return ast::Wording::Join::CommaThen;
        if (!seenWords) return ast::Wording::Join::Sentence;
        return comma ? ast::Wording::Join::CommaAnd : ast::Wording::Join::And;
      }
      if (dynamic_cast<antlr4::tree::TerminalNode *>(*it)) {
        std::string word = (*it)->getText();
        comma |= word == ",";
        then |= word == "then";
        seenWords |= word == "and" || word == "then";
      }
    }
    return ast::Wording::Join::Sentence; // the first effect of its sentence
  }
  // Marks the first node an effect context added with how it was joined.
  struct JoinMark {
    Node &ability;
    size_t before;
    ast::Wording::Join join;
    ~JoinMark() {
      if (ability.children.size() > before)
        ability.children[before].wording.join = join;
    }
  };
  void appendEffects(Node &ability, P::EffectSentencesContext *ctx) {
    for (auto *sentence : ctx->effectSentence()) {
      inheritedSubject_.reset();
      size_t firstEffect = ability.children.size();
      // "If you control a Vampire, each opponent loses 2 life and you gain 2 life":
      // the condition covers every effect of the sentence (608.2c), not only the
      // first (a silent misread xcheck once found): they all go under the if-effect.
      bool conditional =
          sentence->effect().size() > 1 && dynamic_cast<P::IfEffectContext *>(sentence->effect(0));
      if (conditional && sentence->ifYouDo())
        throw NotUnderstood{sentence->ifYouDo(), "'if you do' in a sentence under 'If ..., '"};
      for (auto *child : sentence->children) {
        if (auto *each = dynamic_cast<P::ForEachContext *>(child)) {
          attachForEach(ability.children.empty() ? nullptr : &ability.children.back(), each);
          continue;
        }
        auto *e = dynamic_cast<P::EffectContext *>(child);
        if (!e)
          continue;
        JoinMark mark{ability, ability.children.size(), joinBefore(sentence, e)};
        lastSubject_.reset();
        if (auto *both = dynamic_cast<P::PumpAndGainContext *>(e)) {
          // "gets +2/+2 and gains flying until end of turn": two effects, one object.
          auto [p, t] = ptChange(both, both->PT_MOD());
          int before = targetCount_;
          Node who = objects(both->objectPhrase());
          Node again = targetCount_ > before ? ast::targetRef(targetCount_ - 1) : who;
          ability.children.push_back(
              Node(NodeKind::ModifyPT, {who, p, t, duration(both->duration())}));
          distributive(ability.children.back(), both, both->objectPhrase()); // effects5
          Node gain = keywordLeaves(Node(NodeKind::GainKeyword, {again}), both->keywordList());
          distributive(gain, both, both->objectPhrase());
          gain.children.push_back(duration(both->duration()));
          ability.children.push_back(std::move(gain));
          continue;
        }
        if (auto *have = dynamic_cast<P::TokensHaveContext *>(e)) {
          // 'Create a 1/1 ... token. It has "..."': the ability is part of the token's
          // characteristics (111.4), as if written 'token with "..."'.
          Node *last = ability.children.empty() ? nullptr : &ability.children.back();
          if (last && last->kind == NodeKind::May) // "you may create ... token. It has ..."
            last = &last->children[0];
          if (!last || last->kind != NodeKind::CreateToken)
            throw NotUnderstood{have, "a quoted ability without a token created before it"};
          bool plural = has(have, "they");
          bool many = last->children[1].kind != NodeKind::Int || last->children[1].value != 1;
          if (plural != many)
            throw NotUnderstood{have, plural ? "'they' after one token" : "'it' after several tokens"};
          last->children[2].children.push_back(quoted(have->quotedAbility()));
          last->children[2].text = plural ? "they have" : "it has"; // how the text attached it
          continue;
        }
        if (auto *still = dynamic_cast<P::StillTypeContext *>(e)) {
          // "~ becomes a 2/2 creature until end of turn. It's still a land." (205.1b)
          Node *last = ability.children.empty() ? nullptr : &ability.children.back();
          if (!last || last->kind != NodeKind::Becomes || last->find(NodeKind::RetainsTypes))
            throw NotUnderstood{still, "'it's still ...' without a 'becomes' before it"};
          Node keep(NodeKind::RetainsTypes);
          keep.text = still->typeWord()->getText();
          last->children.push_back(std::move(keep));
          continue;
        }
        // --- begin amounts3 ---
        if (auto *alt = dynamic_cast<P::AmountsEffectAltContext *>(e);
            alt && damageInstead(ability, alt->amountsEffect())) // Amounts3BuilderEn.inc (608.2c)
          continue;
        // --- library5 ---
        if (auto *alt = dynamic_cast<P::AmountsEffectAltContext *>(e);
            alt && spendManaOnly(ability, alt->amountsEffect())) // ManaSpendBuilderEn.inc (106.6)
          continue;
        // --- end amounts3 ---
        if (auto *nr = dynamic_cast<P::CantBeRegeneratedContext *>(e)) {
          // "Destroy target creature. It can't be regenerated." qualifies the destruction.
          Node *last = ability.children.empty() ? nullptr : &ability.children.back();
          if (!last || last->kind != NodeKind::Destroy || last->find(NodeKind::NoRegeneration))
            throw NotUnderstood{nr, "'can't be regenerated' without a destruction before it"};
          last->children.emplace_back(NodeKind::NoRegeneration);
          continue;
        }
        if (auto *two = dynamic_cast<P::DealDamageTwiceContext *>(e)) {
          // "~ deals 2 damage to any target and 1 damage to you": two damage events
          // from one source, in order (120.3); "that creature's controller" after the first.
          Node source = subject(two->subject());
          DamageSourceScope itself(damageSource_, source); // dmg3: "and X damage to itself"
          for (size_t i = 0; i < 2; ++i)
            ability.children.push_back(Node(NodeKind::DealDamage, {source, amount(two->amount(i)), recipient(two->recipient(i))}));
          continue;
        }
        ability.children.push_back(effect(e));
        // --- begin copy ---
        if (refersToCreatedCopy(ability, e)) // CopyBuilderEn.inc
          throw NotUnderstood{e, "a reference to a token created before it"};
        // --- end copy ---
        if (contains(ability.children.back(), NodeKind::Delayed)) {
          // "Create a token. Exile it at the beginning of the next end step": "it"
          // would be the token, which no reference names yet.
          for (const Node &before : ability.children)
            if (contains(before, NodeKind::CreateToken))
              throw NotUnderstood{e, "a delayed trigger about a token created before it"};
          // "You lose 1 life and return ~ at the beginning of the next end step":
          // whether the time applies to the first effect too is not decided here.
          if (sentence->effect().size() > 1)
            throw NotUnderstood{e, "a delayed trigger joined to another effect"};
        }
        if (lastSubject_)
          inheritedSubject_ = lastSubject_;
      }
      if (conditional && firstEffect < ability.children.size() &&
          ability.children[firstEffect].kind == NodeKind::IfEffect) {
        Node &ifEffect = ability.children[firstEffect]; // its effects keep their joins (ast::Wording)
        for (size_t i = firstEffect + 1; i < ability.children.size(); ++i)
          ifEffect.children.push_back(std::move(ability.children[i]));
        ability.children.resize(firstEffect + 1);
      }
      // effects6: the definition after the first effect or at the end: one X per sentence.
      if (sentence->midWhereX() && sentence->whereX())
        throw NotUnderstood{sentence->whereX(), "two 'where X is' in one sentence"};
      if (auto *where =
              sentence->midWhereX() ? sentence->midWhereX()->whereX() : sentence->whereX())
        defineX(ability.children, firstEffect, where);
      if (auto *when = sentence->nextStep()) // library5: the time first (603.7a)
        delayedSentence(ability, firstEffect, sentence, when);
      if (auto *ifDo = sentence->ifYouDo())
        conditionOnPrevious(ability, firstEffect, ifDo);
    }
    inheritedSubject_.reset();
  }

  // --- begin library5 ---
  // "At the beginning of the next end step, return that card to the battlefield": the
  // sentence's one effect waits for that step (603.7a), as "... at the beginning of the
  // next end step" after it does; the same refusals as there.
  void delayedSentence(Node &ability, size_t firstEffect, P::EffectSentenceContext *sentence,
                       P::NextStepContext *when) {
    if (sentence->ifYouDo())
      throw NotUnderstood{when, "'if you do' with a delayed trigger"};
    // "At end of combat, ..." first is also how a triggered ability of every combat reads (511.2).
    if (has(when, "combat"))
      throw NotUnderstood{when, "'at end of combat' before the effect"};
    if (sentence->effect().size() != 1 || ability.children.size() != firstEffect + 1)
      throw NotUnderstood{when, "a delayed trigger of several effects"};
    for (size_t i = 0; i < firstEffect; ++i)
      if (contains(ability.children[i], NodeKind::CreateToken))
        throw NotUnderstood{when, "a delayed trigger about a token created before it"};
    Node &e = ability.children.back();
    if (contains(e, NodeKind::Delayed) || e.kind == NodeKind::Targets)
      throw NotUnderstood{when, "a delayed trigger of this effect"};
    const char *spelling = has(when, "upkeep") ? "upkeep" : has(when, "combat") ? "end-of-combat" : "end-step";
    Node n(NodeKind::Delayed,
           {ast::vocabLeaf(ast::Vocabulary::Step, *ast::valueOf(ast::Vocabulary::Step, spelling)), std::move(e)});
    n.wording.join = n.children[1].wording.join;
    n.wording.timeFirst = true;
    n.range = range(sentence);
    e = std::move(n);
  }
  // --- end library5 ---

  // "..., where X is the number of creatures you control": the X of this
  // sentence's effects is that number (CR 107.3c), not a choice on casting.
  void defineX(std::vector<Node> &effects, size_t from, P::WhereXContext *where) {
    // dmg3: "~ gets +X/+X until end of turn, where X is its power": "its" is the source.
    std::optional<Node> its = whereItsObject(effects, from);
    struct Restore {
      std::optional<Node> &slot, was;
      ~Restore() { slot = was; }
    } restore{possessive_, possessive_};
    if (its) possessive_ = its;
    Node value = amountExpr(where->amountExpr());
    int replaced = 0;
    for (size_t i = from; i < effects.size(); ++i)
      replaced += substituteX(effects[i], value);
    if (replaced == 0) throw NotUnderstood{where, "'where X is' without an X before it"};
  }

  // A P/T change "+2/+2", "+X/+0", "-X/-X" as two amounts.
  std::pair<Node, Node> ptChange(antlr4::ParserRuleContext *ctx, antlr4::tree::TerminalNode *mod) {
    auto amounts = ptAmounts(mod->getText());
    if (!amounts) throw NotUnderstood{ctx, "the P/T change '" + mod->getText() + "'"};
    return *amounts;
  }

  // ------------------------------------------------------------ computed amounts
  Node amountOrEqual(P::AmountContext *amountCtx, P::EqualToContext *equal) {
    return equal ? amountExpr(equal->amountExpr()) : amount(amountCtx);
  }
  Node counterLeaf(P::CounterKindContext *ctx) {
    std::string kind = ctx->getText();
    auto v = ast::valueOf(ast::Vocabulary::CounterKind, kind);
    if (!v)
      throw NotUnderstood{ctx, "counter kind '" + kind + "'"};
    return ast::vocabLeaf(ast::Vocabulary::CounterKind, *v);
  }
  Node amountExpr(P::AmountExprContext *ctx) { return at(ctx, amountExprNode(ctx)); }
  Node amountExprNode(P::AmountExprContext *ctx) {
    if (auto *c = dynamic_cast<P::CountersOnAmountContext *>(ctx))
      return Node(NodeKind::CountersOn, {objects(c->objectPhrase()), counterLeaf(c->counterKind())});
    if (auto *c = dynamic_cast<P::CountAmountContext *>(ctx)) {
      int before = targetCount_;
      Node f = filter(c->description());
      if (targetCount_ != before) throw NotUnderstood{c, "a target inside a count"};
      return Node(NodeKind::CountOf, {Node(NodeKind::All, {std::move(f)})});
    }
    if (dynamic_cast<P::LifeTotalAmountContext *>(ctx))
      return Node(NodeKind::LifeTotal, {Node(NodeKind::You)});
    // --- begin amounts2 ---
    if (std::optional<Node> n = amounts2Amount(ctx)) return std::move(*n); // AmountsBuilderEn.inc
    // --- end amounts2 ---
    // --- begin wherex (issue 14): amounts as expressions ---
    if (auto *g = dynamic_cast<P::GreatestAmountContext *>(ctx)) {
      int before = targetCount_;
      Node f = filter(g->description());
      if (targetCount_ != before)
        throw NotUnderstood{g, "a target inside 'the greatest ... among'"};
      Node n(NodeKind::GreatestAmong,
             {ast::intNode(statIndex(g->statWord())), Node(NodeKind::All, {std::move(f)})});
      n.text = g->children[1]->getText(); // "greatest" or "highest", kept for rendering
      return n;
    }
    if (auto *p = dynamic_cast<P::PlusAmountContext *>(ctx))
      return Node(NodeKind::Sum, {amount(p->amount()), amountExpr(p->amountExpr())});
    if (auto *tw = dynamic_cast<P::TwiceAmountContext *>(ctx))
      return Node(NodeKind::Twice, {amountExpr(tw->amountExpr())});
    if (auto *m = dynamic_cast<P::MinusAmountContext *>(ctx))
      return Node(NodeKind::Difference, {amountExpr(m->amountExpr()), amount(m->amount())});
    // --- end wherex ---
    // --- begin dmg2 ---
    if (dynamic_cast<P::LifeLostThisWayAmountContext *>(ctx)) // 608.2c
      return Node(NodeKind::LifeLostThisWay);
    // --- end dmg2 ---
    // --- begin dmg3 ---
    if (auto *m = dynamic_cast<P::AmountExprMoreAltContext *>(ctx))
      return amountExprMore(m->amountExprMore()); // Dmg3BuilderEn.inc
    // --- end dmg3 ---
    auto *s = dynamic_cast<P::StatAmountContext *>(ctx);
    if (!s) throw NotUnderstood{ctx, "this amount"};
    Node whose = possessor(s->possessor());
    std::string stat = first(s->statWord());
    NodeKind kind = stat == "power"       ? NodeKind::PowerOf
                    : stat == "toughness" ? NodeKind::ToughnessOf
                                          : NodeKind::ManaValueOf;
    return Node(kind, {std::move(whose)});
  }
  // "they control", "their hand", "that player's graveyard": the one player
  // the ability named before: the player subject or recipient of the effects
  // so far, else "that player" of a trigger (608.2c). A group of players
  // ("each player ... they control") means each of them in turn, which is not
  // read; neither is "you" ("they" is never the controller).
  Node referencedPlayer(antlr4::ParserRuleContext *ctx) {
    std::optional<Node> who =
        lastSubject_ && lastSubject_->kind != NodeKind::You ? lastSubject_ : thatPlayer_;
    if (!who) throw NotUnderstood{ctx, "'" + first(ctx) + "' with no player named before"};
    switch (who->kind) {
    case NodeKind::TargetRef:
    case NodeKind::EventObject:
    case NodeKind::ControllerOf:
    case NodeKind::ActivePlayer:
      return *who;
    default:
      throw NotUnderstood{ctx, "'" + first(ctx) + "' for " + std::string(ast::headOf(who->kind))};
    }
  }
  // 0 power, 1 toughness, 2 mana value (the runtime's greatest_among).
  static int64_t statIndex(P::StatWordContext *ctx) {
    std::string stat = ctx->getStart()->getText();
    return stat == "power" ? 0 : stat == "toughness" ? 1 : 2;
  }
  // "its", "~'s", "that creature's", "enchanted creature's".
  Node possessor(P::PossessorContext *ctx) {
    if (dynamic_cast<P::SelfPossessorContext *>(ctx))
      return named(ctx);
    if (dynamic_cast<P::SelfPossessor2Context *>(ctx))
      return Node(NodeKind::Self);
    if (dynamic_cast<P::AttachedPossessorContext *>(ctx)) {
      Node n(NodeKind::AttachedObject);
      std::string noun = ctx->getStop()->getText();
      n.text = first(ctx) + " " + noun.substr(0, noun.size() - 2);
      return n;
    }
    if (dynamic_cast<P::SacrificedPossessorContext *>(ctx)) { // "the sacrificed creature's power"
      if (!costSacrifices_) throw NotUnderstood{ctx, "'the sacrificed' without a sacrifice in the cost"};
      Node n(NodeKind::SacrificedObject);
      std::string noun = ctx->getStop()->getText();
      n.text = noun.substr(0, noun.size() - 2);
      return n;
    }
    // effects8: "the discarded card's mana value"
    if (dynamic_cast<P::DiscardedPossessorContext *>(ctx)) return discardedObject(ctx, 0);
    if (dynamic_cast<P::CostExiledPossessorContext *>(ctx)) // effects8: "the exiled card's power"
      return costExiledObject(ctx);
    if (possessive_ && dynamic_cast<P::ItsPossessorContext *>(ctx)) return *possessive_;
    // "target player loses life equal to its power": a player has no power, so
    // "its" / "that …'s" is not the player target (itReference).
    return itReference(ctx, dynamic_cast<P::ThatPossessorContext *>(ctx) != nullptr);
  }
  bool costSacrifices_ = false; // the activated ability's cost sacrifices "a/an ..." object
  bool costDiscardsOne_ = false;   // effects8: the activated ability's cost discards one card
  bool costExilesOne_ = false;     // effects8: ... or exiles one object it describes
  std::optional<Node> possessive_; // what "its" means inside "deals damage equal to its power"
  std::optional<Node> itIsDamageSource_; // effects5: what "it" means there, before the recipient
  // A target named as the source is referred to, not targeted again.
  Node possessorOf(const Node &source) const {
    return source.kind == NodeKind::Target ? ast::targetRef(targetCount_ - 1) : source;
  }
  // --- begin effects5 (issue 14) ---
  // "Two target creatures each get +2/+2", "up to two target creatures each gain
  // flying": "each" after several targets says what the plural verb says (the
  // effect applies to every one of them); kept as wording for the renderer. After
  // one object it would be a misreading: refused.
  void distributive(Node &effect, antlr4::ParserRuleContext *ctx, P::ObjectPhraseContext *subject) {
    if (!has(ctx, "each")) return;
    if (dynamic_cast<P::AnyNumberTargetObjectsContext *>(subject)) {
      effect.wording.distributive = true;
      return;
    }
    auto *several = dynamic_cast<P::TargetObjectsContext *>(subject);
    std::string count = several && several->amount() ? several->amount()->getText() : "";
    if (!several || count == "a" || count == "an" || count == "one" || count == "1")
      throw NotUnderstood{subject, "'each' after this subject"};
    effect.wording.distributive = true;
  }
  // "Enchanted creature gets +2/+2 for each Aura attached to it": in the "for each",
  // "it" is the object the effect is about (its subject); "that creature" is the
  // object named before. Elsewhere "it" is refused: which object is meant is not
  // settled here.
  Node attachedTo(P::AttachedToClauseContext *at) {
    bool that = has(at, "that");
    if (!that && !itInForEach_) throw NotUnderstood{at, "'attached to it' outside 'for each'"};
    Node on = that ? itReference(at, true) : *itInForEach_;
    if (on.kind != NodeKind::Self && on.kind != NodeKind::AttachedObject &&
        on.kind != NodeKind::TargetRef && on.kind != NodeKind::EventObject)
      throw NotUnderstood{at, "'attached to' this object"};
    Node n(NodeKind::AttachedToObject, {std::move(on)});
    if (that) {
      n.value = 1;
      n.text = at->typeWord()->getText();
    }
    return n;
  }
  std::optional<Node> itInForEach_; // the subject "it" means in a "for each" (attachedTo)
  // --- end effects5 ---
  // "for each X" after an effect multiplies its numbers by how many X there are.
  // The effects that take it have a ForEach role (AST/NodeKinds.def).
  void attachForEach(Node *effect, P::ForEachContext *each) {
    if (!effect || !ast::hasRoleOfType(effect->kind, "ForEach") || effect->find(NodeKind::ForEach))
      throw NotUnderstood{each, "'for each' after this effect"};
    int before = targetCount_;
    if (auto *c = each->countersOnEach()) { // "for each +1/+1 counter on ~" (122.1)
      Node on = objects(c->objectPhrase());
      if (targetCount_ != before || (on.kind != NodeKind::Self && on.kind != NodeKind::AttachedObject &&
                                     on.kind != NodeKind::EventObject))
        throw NotUnderstood{each, "counters on these objects in 'for each'"};
      effect->children.push_back(Node(NodeKind::ForEach, {std::move(on), counterLeaf(c->counterKind())}));
      return;
    }
    // effects5: "for each Aura attached to it": "it" is the effect's subject (an object).
    struct Restore {
      std::optional<Node> &slot, was;
      ~Restore() { slot = std::move(was); }
    } restore{itInForEach_, itInForEach_};
    itInForEach_.reset();
    if (effect->kind == NodeKind::ModifyPT) itInForEach_ = effect->children[0];
    Node f = filter(each->description());
    if (targetCount_ != before)
      throw NotUnderstood{each, "a target inside 'for each'"};
    effect->children.push_back(Node(NodeKind::ForEach, {Node(NodeKind::All, {std::move(f)})}));
  }

  std::optional<Node> inheritedSubject_, lastSubject_;
  int targetCount_ = 0;
  bool inTrigger_ = false;
  bool diesTrigger_ = false; // the line is a "dies" trigger: its event object died (700.4)
  bool itIsSelf_ = false;
  // --- begin dmg ---
  // "Sacrifice ~: It deals 2 damage to any target": the cost named the source
  // last, so "it" is the source (its last known information once sacrificed,
  // 608.2h); the Self node remembers the wording "it" (value 1).
  bool costNamesSelf_ = false;
  static bool costNamesSelf(const Node &cost) {
    for (const Node &part : cost.children) {
      if (part.kind == NodeKind::RemoveCountersCost) // "Remove a +1/+1 counter from ~"
        return true;
      for (const Node &c : part.children)
        if (c.kind == NodeKind::Self) // "Sacrifice ~", "Exile ~ from your graveyard"
          return true;
    }
    return false;
  }
  // --- end dmg ---
  // "Whenever you cast a spell, ~ gets +1/+1 until end of turn. Untap it.": in a
  // cast trigger "it" is the spell (601.2i) until the card's name is said; then
  // it is the card, the last object named (issue 14).
  bool castTrigger_ = false, selfNamed_ = false;
  bool stepTrigger_ = false;
  bool thatIsEventObject_ = false;
  std::optional<Node> thatPlayer_; // what "that player" means in this trigger's effect
  bool lastTargetIsPlayer_ = false; // jaxcheck: "target player ... its power" is not the player's

  Node makeTarget(std::vector<Node> parts) {
    ++targetCount_;
    // --- begin jaxcheck ---
    lastTargetIsPlayer_ = !parts.empty() && (parts[0].kind == NodeKind::TargetPlayer ||
                                             parts[0].kind == NodeKind::TargetOpponent);
    // --- end jaxcheck ---
    return Node(NodeKind::Target, std::move(parts));
  }

  Node duration(P::DurationContext *ctx) { return at(ctx, durationNode(ctx)); }
  Node durationNode(P::DurationContext *ctx) {
    (void)ctx;
    return Node(NodeKind::UntilEndOfTurn);
  }

  // One effect; the grammar groups effects in sub-rules whose labelled
  // alternatives are all handled here.
  Node effect(antlr4::ParserRuleContext *ctx) { return at(ctx, effectNode(ctx)); }
  Node effectNode(antlr4::ParserRuleContext *ctx) {
    if (auto *w = dynamic_cast<P::PlayerEffectAltContext *>(ctx)) return effect(w->playerEffect());
    if (auto *w = dynamic_cast<P::ZoneEffectAltContext *>(ctx)) return effect(w->zoneEffect());
    if (auto *w = dynamic_cast<P::PreventEffectAltContext *>(ctx)) return prevent(w->preventEffect());
    // --- begin prevent ---
    if (auto *w = dynamic_cast<P::PreventNextChosenAltContext *>(ctx)) return preventNextChosen(w->preventNextChosen());
    // --- end prevent ---
    if (auto *w = dynamic_cast<P::LibraryEffectAltContext *>(ctx))
      return libraryEffect(w->libraryEffect());
    if (auto *w = dynamic_cast<P::CombatEffectAltContext *>(ctx)) return combatEffect(w->combatEffect());
    // --- begin choices ---
    if (auto *w = dynamic_cast<P::ChoiceEffectAltContext *>(ctx)) return choiceEffect(w->choiceEffect());
    if (auto *w = dynamic_cast<P::LayerEffectAltContext *>(ctx))
      if (auto *g = dynamic_cast<P::GainChosenProtectionContext *>(w->layerEffect())) return gainChosenProtection(g);
    // --- end choices ---
    if (auto *w = dynamic_cast<P::LayerEffectAltContext *>(ctx)) return layerEffect(w->layerEffect()); // LayerBuilderEn.inc
    // --- begin trig2 ---
    if (dynamic_cast<P::FlipCoinEffectContext *>(ctx)) // 705.1: the ability's controller flips
      return Node(NodeKind::FlipCoin, {Node(NodeKind::You)});
    if (auto *e = dynamic_cast<P::EmblemEffectContext *>(ctx)) // 114.1: "you" is the emblem's owner
      return Node(NodeKind::GetEmblem, {Node(NodeKind::You), quoted(e->quotedAbility(), false, true)});
    // --- end trig2 ---
    // --- begin copy ---
    if (auto *w = dynamic_cast<P::CopyEffectAltContext *>(ctx)) return copyEffect(w->copyEffect()); // CopyBuilderEn.inc
    // --- end copy ---
    // --- begin amounts3 ---
    if (auto *w = dynamic_cast<P::AmountsEffectAltContext *>(ctx))
      return amountsEffect(w->amountsEffect()); // Amounts3BuilderEn.inc
    // --- end amounts3 ---
    if (dynamic_cast<P::VariantEffectAltContext *>(ctx)) // "abandon this scheme" (701.26, 313.7)
      return Node(NodeKind::Abandon);
    if (auto *d = dynamic_cast<P::DealDamageContext *>(ctx)) {
      // "~ deals damage equal to its power to ...": "its" is the source's.
      Node source = subject(d->subject());
      possessive_ = possessorOf(source);
      // effects5: "~ deals damage equal to the number of charge counters on it to any
      // target": before the recipient, "it" can only be the source, the one object named.
      itIsDamageSource_ = possessive_;
      Node n = amountOrEqual(d->amount(), d->equalTo());
      itIsDamageSource_.reset();
      possessive_.reset();
      DamageSourceScope itself(damageSource_, source); // dmg3: "to itself"
      Node to = recipient(d->recipient());
      return Node(NodeKind::DealDamage, {std::move(source), std::move(n), std::move(to)});
    }
    // --- begin dmg ---
    if (auto *d = dynamic_cast<P::DealDamageDividedContext *>(ctx))
      return dealDamageDivided(d); // DividedDamageEn.inc
    // --- end dmg ---
    if (auto *d = dynamic_cast<P::DealDamageEqualAfterContext *>(ctx)) {
      Node source = subject(d->subject());
      possessive_ = possessorOf(source);
      DamageSourceScope itself(damageSource_, source); // dmg3: "to itself"
      Node to = recipient(d->recipient());
      Node n = amountExpr(d->equalTo()->amountExpr());
      possessive_.reset();
      return Node(NodeKind::DealDamage, {std::move(source), std::move(n), std::move(to)});
    }
    if (auto *d = dynamic_cast<P::DrawContext *>(ctx))
      return Node(NodeKind::Draw,
                  {player(d->playerSubject()), amountOrEqual(d->amount(), d->equalTo())});
    if (auto *m = dynamic_cast<P::AddManaContext *>(ctx))
      return Node(NodeKind::AddMana, {ast::manaCost(canonicalManaSymbols(m->manaSymbols()->getText()))});
    if (auto *m = dynamic_cast<P::ModifyPTContext *>(ctx)) {
      auto [p, t] = ptChange(m, m->PT_MOD());
      Node n(NodeKind::ModifyPT, {objects(m->objectPhrase()), p, t, duration(m->duration())});
      distributive(n, m, m->objectPhrase()); // effects5
      return n;
    }
    if (auto *g = dynamic_cast<P::GainAbilityContext *>(ctx)) { // 'gains "..." until end of turn'
      Node who = objects(g->objectPhrase());
      bool self = who.kind == NodeKind::Self; // 201.5: ~ gives itself the ability
      return Node(NodeKind::GrantAbility,
                  {std::move(who), quoted(g->quotedAbility(), self), duration(g->duration())});
    }
    if (auto *g = dynamic_cast<P::GainKeywordContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(g->objectPhrase())});
      distributive(n, g, g->objectPhrase()); // effects5
      AllowChosenColor allow(chosenColorAllowed_);
      for (auto *k : g->keywordList()->keyword()) {
        if (continuesProtection(k)) {
          n.children.push_back(protectionLeaf(k));
          continue;
        }
        auto *plain = dynamic_cast<P::PlainKeywordContext *>(k);
        if (!plain)
          throw NotUnderstood{k, "granting a keyword with a cost"};
        n.children.push_back(grantedKeywordLeaf(plain));
      }
      n.children.push_back(duration(g->duration()));
      return n;
    }
    if (auto *cb = dynamic_cast<P::CantBlockEffectContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(cb->objectPhrase())});
      for (auto &leaf : combatRestriction(cb->combatRestriction()))
        n.children.push_back(std::move(leaf));
      n.children.push_back(Node(NodeKind::UntilEndOfTurn));
      return n;
    }
    if (auto *gc = dynamic_cast<P::GainControlContext *>(ctx)) {
      Node n(NodeKind::GainControl, {objects(gc->objectPhrase())});
      if (gc->duration())
        n.children.push_back(duration(gc->duration()));
      return n;
    }
    if (auto *d = dynamic_cast<P::DestroyContext *>(ctx))
      return Node(NodeKind::Destroy, {objects(d->objectPhrase())});
    if (auto *e = dynamic_cast<P::ExileContext *>(ctx))
      return Node(NodeKind::ExileObjects, {objects(e->objectPhrase())});
    if (auto *a = dynamic_cast<P::AttachEffectContext *>(ctx)) { // zones2 (701.3a)
      Node what = objects(a->objectPhrase(0));
      return Node(NodeKind::AttachTo, {std::move(what), objects(a->objectPhrase(1))});
    }
    if (auto *e = dynamic_cast<P::ExileUntilLeavesContext *>(ctx)) { // zones2 (610.3a)
      Node what = objects(e->objectPhrase());
      named(e);
      return Node(NodeKind::ExileUntilLeaves, {std::move(what)});
    }
    if (auto *b = dynamic_cast<P::BounceContext *>(ctx))
      return Node(NodeKind::ReturnToHand, {objects(b->objectPhrase())});
    if (auto *tb = dynamic_cast<P::ToBattlefieldContext *>(ctx)) {
      Node n(NodeKind::PutOntoBattlefield, {objects(tb->objectPhrase())});
      if (auto *under = tb->underControl()) {
        if (!has(under, "your"))
          throw NotUnderstood{under, "onto the battlefield under an opponent's control"};
        n.children.emplace_back(NodeKind::UnderYourControl);
      }
      if (has(tb, "tapped"))
        n.children.emplace_back(NodeKind::IsTapped);
      return n;
    }
    if (auto *top = dynamic_cast<P::OnTopOfLibraryContext *>(ctx)) {
      Node n(NodeKind::PutOnLibrary, {objects(top->objectPhrase())});
      // "your library" only for a card of your graveyard: its owner's library.
      if (has(top, "your") && !fromYourGraveyard(n.children[0]))
        throw NotUnderstood{top, "putting a card that may not be yours into your library"};
      if (has(top, "bottom"))
        n.children.emplace_back(NodeKind::LibraryBottom);
      return n;
    }
    if (auto *g = dynamic_cast<P::GainLifeContext *>(ctx))
      return Node(NodeKind::GainLife,
                  {player(g->playerSubject()), amountOrEqual(g->amount(), g->equalTo())});
    // --- begin dmg2 ---
    if (auto *g = dynamic_cast<P::ThatMuchLifeContext *>(ctx)) // "you gain that much life" (603.2)
      return Node(has(g, "gain") || has(g, "gains") ? NodeKind::GainLife : NodeKind::LoseLife,
                  {player(g->playerSubject()), Node(NodeKind::ThatMuch)});
    // --- end dmg2 ---
    if (auto *x = dynamic_cast<P::ExtraTurnContext *>(ctx)) { // 500.7
      Node n(NodeKind::ExtraTurn, {player(x->playerSubject())});
      n.value = x->playerSubject() && x->playerSubject()->getText() == "you"; // wording: "you take ..."
      return n;
    }
    if (auto *l = dynamic_cast<P::LoseLifeContext *>(ctx))
      return Node(NodeKind::LoseLife,
                  {player(l->playerSubject()), amountOrEqual(l->amount(), l->equalTo())});
    if (auto *p = dynamic_cast<P::PutCountersContext *>(ctx)) {
      return Node(NodeKind::PutCounters, {objects(p->objectPhrase()), counterLeaf(p->counterKind()), amount(p->amount())});
    }
    if (auto *m = dynamic_cast<P::AddManaChoiceContext *>(ctx)) {
      Node n(NodeKind::AddManaChoice);
      for (auto *sym : m->manaSymbols())
        n.children.push_back(ast::manaCost(canonicalManaSymbols(sym->getText())));
      return n;
    }
    if (auto *m = dynamic_cast<P::AddManaAnyContext *>(ctx))
      return Node(NodeKind::AddManaAny, {amount(m->amount())});
    if (dynamic_cast<P::AddManaChosenContext *>(ctx)) // --- aschoose (614.12) ---
      return Node(NodeKind::AddManaChosen, {Node(NodeKind::You)});
    if (auto *d = dynamic_cast<P::DelayedAfterContext *>(ctx))
      return delayed(d->nextStep(), d->effect());
    if (auto *u = dynamic_cast<P::UnlessPaysContext *>(ctx)) {
      // "Counter target spell unless its controller pays {1}": the payer may pay to stop the effect.
      Node inner = effect(u->effect());
      if (u->unlessAction()) return unlessDoes(u, std::move(inner)); // effects7 (118.12a)
      Node payer(NodeKind::You);
      if (has(u, "they")) // dmg3: the player the effect is about (Dmg3BuilderEn.inc)
        payer = unlessTheyPayer(u, inner);
      else if (has(u, "controller")) {
        if (inner.children.empty() || inner.children[0].kind != NodeKind::Target)
          throw NotUnderstood{u, "'its controller' without a target before it"};
        payer = Node(NodeKind::ControllerOf, {ast::targetRef(targetCount_ - 1)});
      }
      return Node(NodeKind::UnlessPays,
                  {std::move(payer), ast::manaCost(canonicalManaSymbols(u->manaSymbols()->getText())), std::move(inner)});
    }
    if (auto *ie = dynamic_cast<P::IfEffectContext *>(ctx)) { // "If this spell was kicked, draw a card." (608.2c)
      Node cond = condition(ie->condition());
      return Node(NodeKind::IfEffect, {std::move(cond), effect(ie->effect())});
    }
    if (auto *m = dynamic_cast<P::MayEffectContext *>(ctx)) {
      // "you may have it deal 4 damage": the same choice (608.2d); the payload keeps the wording.
      Node n(NodeKind::May, {effect(m->effect())});
      if (has(m, "have")) {
        if (n.children[0].kind == NodeKind::PayMana || n.children[0].children.empty() ||
            n.children[0].children[0].kind == NodeKind::You)
          throw NotUnderstood{m, "'you may have' without another subject"};
        n.value = 1;
      }
      return n;
    }
    if (auto *bc = dynamic_cast<P::BecomesContext *>(ctx)) {
      // "~ becomes a 3/3 red Elemental creature with haste until end of turn"
      Node n(NodeKind::Becomes, {objects(bc->objectPhrase()), becomesDescription(bc->becomesDescription())});
      if (dynamic_cast<P::AllObjectsContext *>(bc->objectPhrase()) && first(bc->objectPhrase()) == "each")
        n.value = 2; // "Each noncreature artifact becomes ...": the wording (issue 15)
      // rules17: "Until end of turn, target land becomes ..." (the duration first; the
      // node's text keeps the word order for the English renderer).
      auto durations = bc->duration();
      if (durations.size() > 1) throw NotUnderstood{bc, "two durations"};
      if (!durations.empty()) {
        n.children.push_back(duration(durations[0]));
        if (durations[0]->getStart()->getTokenIndex() <
            bc->objectPhrase()->getStart()->getTokenIndex())
          n.text = "duration-first";
      }
      if (auto *still = bc->becomesDescription()->typeWord()) {
        Node keep(NodeKind::RetainsTypes); // "... that's still a land" (205.1b)
        keep.text = still->getText();
        keep.value = 1;
        n.children.push_back(std::move(keep));
      }
      return n;
    }
    if (auto *p = dynamic_cast<P::PayManaContext *>(ctx))
      return Node(NodeKind::PayMana, {Node(NodeKind::You), ast::manaCost(canonicalManaSymbols(p->manaSymbols()->getText()))});
    if (auto *sc = dynamic_cast<P::ScryContext *>(ctx))
      return Node(NodeKind::Scry, {Node(NodeKind::You), amount(sc->amount())});
    if (auto *sv = dynamic_cast<P::SurveilContext *>(ctx))
      return Node(NodeKind::Surveil, {Node(NodeKind::You), amount(sv->amount())});
    // --- begin keywords --- keyword actions: "Bolster 2.", "Adapt 1.", "Monstrosity 3.", "Proliferate."
    if (auto *b = dynamic_cast<P::BolsterContext *>(ctx))
      return Node(NodeKind::Bolster, {Node(NodeKind::You), amount(b->amount())});
    if (auto *a = dynamic_cast<P::AdaptContext *>(ctx))
      return Node(NodeKind::Adapt, {Node(NodeKind::Self), amount(a->amount())});
    if (auto *m = dynamic_cast<P::MonstrosityContext *>(ctx))
      return Node(NodeKind::Monstrosity, {Node(NodeKind::Self), amount(m->amount())});
    if (dynamic_cast<P::ProliferateContext *>(ctx))
      return Node(NodeKind::Proliferate, {Node(NodeKind::You)});
    if (dynamic_cast<P::VentureContext *>(ctx)) // dungeon (701.46)
      return Node(NodeKind::Venture, {Node(NodeKind::You)});
    // --- end keywords ---
    if (auto *ge = dynamic_cast<P::GetEnergyContext *>(ctx))
      return Node(NodeKind::GetEnergy, {Node(NodeKind::You), ast::intNode(energySymbols(ge->manaSymbols()))});
    if (auto *m = dynamic_cast<P::MillContext *>(ctx))
      return Node(NodeKind::Mill, {player(m->playerSubject()), amount(m->amount())});
    if (auto *m = dynamic_cast<P::MillOldContext *>(ctx)) // the pre-2020 wording of mill (701.13)
      return Node(NodeKind::Mill, {player(m->playerSubject()), m->amount() ? amount(m->amount()) : ast::intNode(1)});
    if (auto *d = dynamic_cast<P::DiscardContext *>(ctx)) {
      Node n(NodeKind::DiscardCards, {player(d->playerSubject()), amount(d->amount())});
      if (has(d, "random"))
        n.children.emplace_back(NodeKind::AtRandom);
      return n;
    }
    if (auto *r = dynamic_cast<P::RevealChooseDiscardContext *>(ctx)) {
      // Another player's hand is revealed and you choose what they discard (701.8b).
      Node who = player(r->playerSubject());
      if (who.kind == NodeKind::You || who.kind == NodeKind::EachPlayer || who.kind == NodeKind::EachOpponent)
        throw NotUnderstood{r, "choosing from the hands of several players or your own"};
      return Node(NodeKind::DiscardChosen, {std::move(who), filter(r->description()), Node(NodeKind::Revealed)});
    }
    if (auto *d = dynamic_cast<P::DiscardHandContext *>(ctx))
      return Node(NodeKind::DiscardHand, {ownPlayer(d, d->playerSubject())});
    if (auto *s = dynamic_cast<P::ShuffleGraveyardContext *>(ctx))
      return Node(NodeKind::ShuffleGraveyard, {ownPlayer(s, s->playerSubject())});
    if (auto *sac = dynamic_cast<P::SacrificeContext *>(ctx)) {
      // "Sacrifice a creature", "each opponent sacrifices a creature": each
      // sacrificing player chooses one they control (701.17a).
      Node what = objects(sac->objectPhrase());
      Node n(NodeKind::SacrificeObjects, {what});
      if (sac->playerSubject()) {
        Node who = player(sac->playerSubject());
        if (what.kind != NodeKind::Filter)
          throw NotUnderstood{sac, "another player sacrificing a named object"};
        if (who.kind != NodeKind::You)
          n.children.push_back(std::move(who));
      }
      return n;
    }
    if (auto *c = dynamic_cast<P::CounterSpellContext *>(ctx))
      return Node(NodeKind::CounterSpell, {objects(c->objectPhrase())});
    if (auto *rg = dynamic_cast<P::RegenerateContext *>(ctx))
      return Node(NodeKind::RegenerateObjects, {objects(rg->objectPhrase())});
    if (dynamic_cast<P::ShuffleContext *>(ctx))
      return Node(NodeKind::ShuffleLibrary, {Node(NodeKind::You)});
    if (auto *ct = dynamic_cast<P::CreateTokenContext *>(ctx)) {
      Node n(NodeKind::CreateToken, {player(ct->playerSubject()), amount(ct->amount()),
                                     token(ct->tokenDescription())});
      if (auto *name = ct->tokenDescription()->tokenName()) n.children.push_back(tokenName(name)); // search8
      return n;
    }
    if (auto *t = dynamic_cast<P::TapEffectContext *>(ctx))
      return Node(NodeKind::TapObjects, {objects(t->objectPhrase())});
    if (auto *tu = dynamic_cast<P::TapOrUntapEffectContext *>(ctx)) // the controller chooses on resolution (608.2d)
      return Node(NodeKind::TapOrUntap, {objects(tu->objectPhrase())});
    if (auto *u = dynamic_cast<P::UntapEffectContext *>(ctx))
      return Node(NodeKind::UntapObjects, {objects(u->objectPhrase())});
    // --- begin rules15 ---
    if (auto *ci = dynamic_cast<P::CounterSpellInsteadContext *>(ctx)) // 614.15, 701.5a
      return Node(NodeKind::CounterSpellTo, {objects(ci->objectPhrase()), ast::zoneLeaf(has(ci, "exile") ? "exile" : "hand")});
    if (auto *du = dynamic_cast<P::DoesntUntapNextContext *>(ctx)) { // 502.3
      // "tap it and it doesn't untap ...": the renderer would write two sentences.
      if (!firstOfItsSentence(du))
        throw NotUnderstood{du, "'... and it doesn't untap' joined to an effect before it"};
      Node n(NodeKind::DoesntUntapNext, {objects(du->objectPhrase())});
      // The words after the subject, not inside it: 1 "your", 2 "their controllers'",
      // 3 "don't ... your" (several permanents); the renderer writes them back.
      for (auto *c : du->children)
        if (c->getText() == "your" || c->getText() == "their")
          n.value = c->getText() == "your" ? 1 : 2;
      if (n.value == 1 && has(du, "don't"))
        n.value = 3;
      return n;
    }
    // --- end rules15 ---
    // --- begin dfc ---
    if (auto *tf = dynamic_cast<P::TransformEffectContext *>(ctx)) // 701.28a
      return Node(NodeKind::Transform, {objects(tf->objectPhrase())});
    // --- end dfc ---
    // --- begin dmg2 ---
    if (dynamic_cast<P::ExileIfDiesThisWayContext *>(ctx)) // 614.1a, 608.2c
      return Node(NodeKind::ExileIfDiesThisTurn, {Node(NodeKind::DealtDamageThisWay)});
    if (auto *r = dynamic_cast<P::RedirectEffectAltContext *>(ctx)) // 614.9 (RedirectBuilderEn.inc)
      return redirectEffect(r->redirectEffect());
    if (auto *r = dynamic_cast<P::RemoveCountersContext *>(ctx)) // 122.1
      return Node(NodeKind::RemoveCounters,
                  {objects(r->objectPhrase()), counterLeaf(r->counterKind()), amount(r->amount())});
    // --- end dmg2 ---
    throw NotUnderstood{ctx, "this effect"};
  }

  // "Each player discards their hand": "their"/"your" must match the subject.
  Node ownPlayer(antlr4::ParserRuleContext *ctx, P::PlayerSubjectContext *subject) {
    Node who = player(subject);
    if ((who.kind == NodeKind::You) != has(ctx, "your"))
      throw NotUnderstood{ctx, "whose hand or graveyard"};
    return who;
  }
  // A target card "from your graveyard" (its owner is you).
  bool fromYourGraveyard(const Node &objects) const {
    // library2: also a card chosen as it resolves, "a land card from your graveyard" (608.2d)
    if (objects.kind != NodeKind::Target && objects.kind != NodeKind::Filter) return false;
    const Node *in =
        (objects.kind == NodeKind::Filter ? objects : objects.children[0]).find(NodeKind::InZone);
    return in && in->children.size() > 1 && in->children[1].kind == NodeKind::You &&
           ast::spelling(ast::Vocabulary::Zone, in->children[0].value) == "graveyard";
  }

  // ------------------------------------------------ library manipulation
  // (issue 14, the library family: one block for merges.)
  Node libraryEffect(P::LibraryEffectContext *ctx) { return at(ctx, libraryEffectNode(ctx)); }
  Node libraryEffectNode(P::LibraryEffectContext *ctx) {
    if (auto *se = dynamic_cast<P::SearchContext *>(ctx)) return search(se);
    if (auto *top = dynamic_cast<P::SearchToTopContext *>(ctx)) return searchToTop(top);
    // --- begin library2 ---
    if (auto *top = dynamic_cast<P::SearchRevealThenTopContext *>(ctx)) return searchRevealThenTop(top);
    // --- end library2 ---
    // --- begin library ---
    if (std::optional<Node> n = libraryPermissionEffect(ctx)) return std::move(*n); // LibraryBuilderEn.inc
    // --- end library ---
    // --- begin zones6 ---
    if (auto *z = dynamic_cast<P::Zones6EffectAltContext *>(ctx))
      if (std::optional<Node> n = zones6Effect(z->zones6Effect()))
        return std::move(*n); // Zones6BuilderEn.inc
    // --- end zones6 ---
    if (auto *r = dynamic_cast<P::RevealPutAllContext *>(ctx))
      return revealTop(
          r->revealTop(),
          Node(NodeKind::PutChosen, {Node(NodeKind::AllMatching), filter(r->description()),
                                     chosenZone(r->lookDestination())}),
          restDestination(r->restDestination()));
    if (auto *r = dynamic_cast<P::RevealIfPutContext *>(ctx)) {
      // "Reveal the top card ... If it's a land card, put it into your hand.":
      // the card is put there if it matches; without "Otherwise" it stays on top.
      if (r->revealTop()->amount())
        throw NotUnderstood{r, "'if it's' after revealing more than one card"};
      Node chosen(NodeKind::PutChosen, {Node(NodeKind::AllMatching), filter(r->description()),
                                        chosenZone(r->lookDestination())});
      if (has(r, "may")) chosen.children.emplace_back(NodeKind::Optional);
      Node rest = r->restDestination() ? restDestination(r->restDestination())
                                       : Node(NodeKind::PutRest, {ast::zoneLeaf("library")});
      // Wording only, for the English render: "put that card" rather than "put it".
      if (has(r->itOrThatCard(0), "card")) chosen.text = "that card";
      if (r->itOrThatCard().size() > 1 && has(r->itOrThatCard(1), "card")) rest.text = "that card";
      return revealTop(r->revealTop(), std::move(chosen), std::move(rest));
    }
    return lookAtTop(ctx);
  }
  Node revealTop(P::RevealTopContext *head, Node chosen, Node rest) {
    Node n(NodeKind::LookAtTop,
           {Node(NodeKind::You), head->amount() ? amount(head->amount()) : ast::intNode(1),
            Node(NodeKind::Revealed), std::move(chosen), std::move(rest)});
    // library2: "Reveal the top X cards" reads the X announced (107.3a); lowering
    // refuses it where nothing announces one.
    if (n.children[1].kind != NodeKind::Int && n.children[1].kind != NodeKind::XValue)
      throw NotUnderstood{head, "revealing this number of cards"};
    return n;
  }
  static Node chosenZone(P::LookDestinationContext *d) {
    return ast::zoneLeaf(has(d, "hand")        ? "hand"
                         : has(d, "graveyard") ? "graveyard"
                                               : "battlefield");
  }
  // "Search your library for up to two basic land cards, reveal them, put them
  // into your hand" (701.19): how many (up to), what, where they go.
  Node search(P::SearchContext *se) {
    Node who = player(se->playerSubject());
    Node count = searchCount(se->searchCount());
    Node n(NodeKind::Search, {who, std::move(count), filter(se->description())});
    auto *dest = se->searchDestination();
    n.children.push_back(ast::zoneLeaf(!dest ? "exile" // search8: "and exile them"
                                       : dynamic_cast<P::SearchToHandContext *>(dest) ? "hand"
                                       // --- begin library2 ---
                                       : dynamic_cast<P::SearchToGraveyardContext *>(dest) ? "graveyard"
                                       // --- end library2 ---
                                                                                         : "battlefield"));
    if (has(se, "reveal")) n.children.emplace_back(NodeKind::Revealed);
    if (dest && has(dest, "tapped")) n.children.emplace_back(NodeKind::IsTapped);
    return n;
  }
  // --- begin search8 ---
  // How many cards a search finds: N, "up to N" (701.19b), library2: "up to X"
  // (the X announced, 107.3a), search8: "any number of" (none is a choice too).
  Node searchCount(P::SearchCountContext *c) {
    if (has(c, "number") && !c->amount()) return Node(NodeKind::AnyNumber);
    Node count = amount(c->amount());
    if (count.kind != NodeKind::Int && count.kind != NodeKind::XValue)
      throw NotUnderstood{c, "searching for this number of cards"};
    if (has(c, "up")) count = Node(NodeKind::UpTo, {std::move(count)});
    return count;
  }
  // --- end search8 ---
  // "Search your library for a Goblin card, reveal it, then shuffle your
  // library and put that card on top of it." (701.19, 701.20a)
  Node searchToTop(P::SearchToTopContext *top) {
    Node count = amount(top->amount());
    if (count.kind != NodeKind::Int || count.value != 1)
      throw NotUnderstood{top->amount(), "putting more than one searched card on top"};
    Node n(NodeKind::Search, {Node(NodeKind::You), std::move(count), filter(top->description()),
                              ast::zoneLeaf("library")});
    if (has(top, "reveal")) n.children.emplace_back(NodeKind::Revealed);
    // Wording only, for the English render: "shuffle your library", "on top of it".
    n.text = std::string(has(top, "your") ? "your" : "") + (has(top, "of") ? " of" : "");
    return n;
  }
  // --- begin library2 ---
  // "Search your library for an instant card and reveal that card. Shuffle your
  // library, then put the card on top of it." (701.19, 701.20a): the search of
  // searchToTop in two sentences; the wording is kept for the English render.
  Node searchRevealThenTop(P::SearchRevealThenTopContext *top) {
    Node count = searchCount(top->searchCount());
    // search8: several cards go on top "in any order" (401.4); one card has no order.
    bool anyOrder = has(top, "order");
    if (count.kind == NodeKind::AnyNumber ? !anyOrder : (count.kind != NodeKind::Int || count.value != 1 || anyOrder))
      throw NotUnderstood{top->searchCount(), "putting this many searched cards on top"};
    Node n(NodeKind::Search, {Node(NodeKind::You), std::move(count), filter(top->description()),
                              ast::zoneLeaf("library"), Node(NodeKind::Revealed)});
    auto words = [](P::SearchedRefContext *c) -> std::string {
      return has(c, "those") ? "those cards" : has(c, "that") ? "that card" : has(c, "them") ? "them" : "it";
    };
    auto refs = top->searchedRef();
    // "sentence|<what is revealed>|<what is put on top>": "sentence|that card|the card"
    n.text = "sentence|" + words(refs[0]) + "|" + (refs.size() > 1 ? words(refs[1]) : std::string("the card"));
    return n;
  }
  // --- end library2 ---
  // Whose library: yours or a target player's.
  Node whoseLibrary(P::WhoseLibraryContext *ctx) {
    if (has(ctx, "your")) return Node(NodeKind::You);
    return makeTarget(
        {Node(has(ctx, "opponent's") ? NodeKind::TargetOpponent : NodeKind::TargetPlayer)});
  }
  // "Look at the top N cards of your library. Put one of them into your hand
  // and the rest on the bottom of your library in any order." (701.16d, 401.4):
  // the looked-at cards, what is chosen among them and where it goes, and
  // where the rest go.
  Node lookAtTop(P::LibraryEffectContext *ctx) {
    P::LookAtTopContext *head = nullptr;
    Node rest;
    std::optional<Node> chosen;
    if (auto *o = dynamic_cast<P::LookOnlyContext *>(ctx)) {
      // "Look at the top card of target player's library.": looking only.
      head = o->lookAtTop();
      if (head->amount()) throw NotUnderstood{ctx, "looking at cards without saying where they go"};
      rest = Node(NodeKind::PutRest, {ast::zoneLeaf("library")});
    } else if (auto *t = dynamic_cast<P::LookMayPutTopCardContext *>(ctx)) {
      // "Look at the top card of your library. You may put that card into your graveyard."
      head = t->lookAtTop();
      if (head->amount())
        throw NotUnderstood{ctx, "'that card' after looking at more than one card"};
      chosen = Node(NodeKind::PutChosen, {ast::intNode(1), Node(NodeKind::Filter),
                                          chosenZone(t->lookDestination()), Node(NodeKind::Optional)});
      rest = Node(NodeKind::PutRest, {ast::zoneLeaf("library")});
      // --- begin zones6 ---
    } else if (auto *t = dynamic_cast<P::LookMayPutTheirsContext *>(ctx)) {
      // "Look at the top card of target player's library. You may put that card into
      // their graveyard.": its owner's graveyard (404.1), the player looked at.
      head = t->lookAtTop();
      if (head->amount())
        throw NotUnderstood{ctx, "'that card' after looking at more than one card"};
      if (has(head->whoseLibrary(), "your"))
        throw NotUnderstood{ctx, "'their graveyard' after looking at your own library"};
      chosen = Node(NodeKind::PutChosen, {ast::intNode(1), Node(NodeKind::Filter),
                                          ast::zoneLeaf("graveyard"), Node(NodeKind::Optional)});
      chosen->wording.possessive = has(t, "player's"); // "that player's graveyard" (wording only)
      rest = Node(NodeKind::PutRest, {ast::zoneLeaf("library")});
      // --- end zones6 ---
    } else if (auto *r = dynamic_cast<P::LookReorderContext *>(ctx)) {
      head = r->lookAtTop();
      rest = Node(NodeKind::PutRest, {ast::zoneLeaf("library")}); // back on top, in any order
    } else if (auto *p = dynamic_cast<P::LookPutContext *>(ctx)) {
      head = p->lookAtTop();
      auto *count = p->lookCount();
      chosen = Node(NodeKind::PutChosen, {count->amount() ? amount(count->amount()) : Node(NodeKind::AnyNumber),
                                          Node(NodeKind::Filter), chosenZone(p->lookDestination())});
      rest = restDestination(p->restDestination());
      // Wording only, kept for the English render: "of those cards", "the rest back on top".
      if (has(p, "those"))
        chosen->text = "those cards";
      if (has(p, "back"))
        rest.text = "back";
    } else {
      auto *m = lastAlternative<P::LookMayPutContext>(ctx);
      head = m->lookAtTop();
      chosen = Node(NodeKind::PutChosen, {ast::intNode(1), filter(m->description()), chosenZone(m->lookDestination())});
      // --- begin library2 ---
      // "Reveal the top five cards ... You may put a creature card from among them
      // into your hand. Put the rest ..." (701.16a): the cards are revealed, the
      // choice is the same; "you may reveal ... from among them" after revealing
      // them all is not a wording.
      if (P::RevealTopContext *shown = m->revealTop()) {
        if (has(m, "reveal")) // "you may reveal ..." (a word of this rule, not of revealTop)
          throw NotUnderstood{m, "revealing a card among cards already revealed"};
        chosen->children.emplace_back(NodeKind::Optional);
        rest = restDestination(m->restDestination());
        if (has(m, "then")) rest.text = "then";
        Node n = revealTop(shown, std::move(*chosen), std::move(rest));
        if (n.children[1].kind != NodeKind::Int ||
            n.children[1].value <= 1) // one card; one chosen among X
          throw NotUnderstood{m, "'from among them' after revealing one or X cards"};
        return n;
      }
      // --- end library2 ---
      if (has(m, "reveal"))
        chosen->children.emplace_back(NodeKind::Revealed);
      chosen->children.emplace_back(NodeKind::Optional);
      rest = restDestination(m->restDestination());
      if (has(m, "then"))
        rest.text = "then";
    }
    Node whose = whoseLibrary(head->whoseLibrary());
    // The chosen cards go to your zones: only from your own library for now
    // (zones6: or into their owner's graveyard, 404.1).
    if (chosen && whose.kind != NodeKind::You && !dynamic_cast<P::LookMayPutTheirsContext *>(ctx))
      throw NotUnderstood{head, "putting cards of another player's library into a zone"};
    Node count = head->amount() ? amount(head->amount()) : ast::intNode(1);
    // library2: "Look at the top X cards of your library, then put them back in
    // any order" (107.3a); a fixed number chosen among X cards is not read.
    if (count.kind == NodeKind::XValue && chosen && chosen->children[0].kind == NodeKind::Int)
      throw NotUnderstood{head, "choosing a number of cards among X cards"};
    Node n(NodeKind::LookAtTop, {std::move(whose), std::move(count)});
    if (chosen) {
      const Node &how = chosen->children[0];
      if (how.kind == NodeKind::Int && how.value >= n.children[1].value &&
          !dynamic_cast<P::LookMayPutTopCardContext *>(ctx) &&
          !dynamic_cast<P::LookMayPutTheirsContext *>(ctx)) // "you may put that card": the one card
        throw NotUnderstood{ctx, "choosing all of the cards looked at"};
      n.children.push_back(std::move(*chosen));
    }
    n.children.push_back(std::move(rest));
    return n;
  }
  Node restDestination(P::RestDestinationContext *ctx) {
    if (dynamic_cast<P::RestToGraveyardContext *>(ctx))
      return Node(NodeKind::PutRest, {ast::zoneLeaf("graveyard")});
    if (dynamic_cast<P::RestToHandContext *>(ctx))
      return Node(NodeKind::PutRest, {ast::zoneLeaf("hand")});
    if (dynamic_cast<P::RestToTopContext *>(ctx))
      return Node(NodeKind::PutRest, {ast::zoneLeaf("library")});
    Node n(NodeKind::PutRest, {ast::zoneLeaf("library"), Node(NodeKind::LibraryBottom)});
    if (has(ctx, "random"))
      n.children.emplace_back(NodeKind::RandomOrder);
    return n;
  } // ------------------------------------------- end of library manipulation

  // The card's name as an object (`~`): inside a quoted ability only when the
  // card gives the ability to itself.
  Node named(antlr4::ParserRuleContext *ctx) {
    if (inQuote_ && !nameInQuoteIsSelf_)
      throw NotUnderstood{ctx, "the card's name inside a quoted ability"};
    if (inTrigger_ && !inTriggerEvent_)
      selfNamed_ = true; // the antecedent of a later "it" (a cast trigger's "Untap it")
    return Node(NodeKind::Self);
  }

  // "Prevent all [combat] damage that would be dealt [to X] [by Y] this turn",
  // "Prevent the next N damage that would be dealt to X this turn" (615).
  Node prevent(P::PreventEffectContext *ctx) { return at(ctx, preventNode(ctx)); }
  Node preventNode(P::PreventEffectContext *ctx) {
    Node n(NodeKind::Prevent, {ctx->amount() ? amount(ctx->amount()) : Node(NodeKind::AllDamage)});
    if (has(ctx, "combat"))
      n.children.emplace_back(NodeKind::CombatDamage);
    // --- begin dmg2 ---
    if (ctx->preventRecipient()) // "... to X this turn by Y"
      return preventToThisTurnBy(ctx, std::move(n));
    // --- end dmg2 ---
    if (ctx->damageWhom())
      damageWhom(ctx->damageWhom(), n.children);
    n.children.emplace_back(NodeKind::ThisTurn);
    // --- begin dmg2 ---
    // "... dealt this turn to X": the same effect; where the words stand is kept
    // in the duration's source range for the English renderer (not a payload:
    // the AST stays equal to other languages' for xcheck).
    if (ctx->damageWhom() && thisTurnFirst(ctx)) n.children.back().range = range(ctx);
    // --- end dmg2 ---
    return n;
  }
  void damageWhom(P::DamageWhomContext *ctx, std::vector<Node> &out) {
    // --- begin prevent ---
    if (auto *s = dynamic_cast<P::ToWhomBySourcesContext *>(ctx)) {
      auto *r = s->preventRecipient();
      out.push_back(Node(NodeKind::DamageTo, {r->recipient() ? recipient(r->recipient()) : Node(NodeKind::AnyPlayer)}));
      out.push_back(damageBySources(s->sourcesPhrase()));
      return;
    }
    if (auto *s = dynamic_cast<P::BySourcesContext *>(ctx)) {
      out.push_back(damageBySources(s->sourcesPhrase()));
      return;
    }
    // --- end prevent ---
    if (auto *both = dynamic_cast<P::ToAndByWhomContext *>(ctx)) {
      out.push_back(Node(NodeKind::DamageToAndBy, {objects(both->objectPhrase())}));
    } else if (auto *to = dynamic_cast<P::ToWhomContext *>(ctx)) {
      auto *r = to->preventRecipient();
      out.push_back(Node(NodeKind::DamageTo, {r->recipient() ? recipient(r->recipient()) : Node(NodeKind::AnyPlayer)}));
      if (to->objectPhrase())
        out.push_back(Node(NodeKind::DamageBy, {objects(to->objectPhrase())}));
    } else {
      out.push_back(Node(NodeKind::DamageBy,
                         {objects(lastAlternative<P::ByWhomContext>(ctx)->objectPhrase())}));
    }
  }

  Node subject(P::SubjectContext *ctx) { return at(ctx, subjectNode(ctx)); }
  Node subjectNode(P::SubjectContext *ctx) {
    if (ctx->SELF())
      return named(ctx);
    if (ctx->objectPhrase())
      return objects(ctx->objectPhrase());
    // "it" as the one dealing damage: what "it" means anywhere else.
    if (targetCount_ > 0)
      return ast::targetRef(targetCount_ - 1);
    // --- begin dmg ---
    if (costNamesSelf_ && !inTrigger_) { // "Sacrifice ~: It deals ...": the source, worded "it"
      Node self(NodeKind::Self);
      self.value = 1;
      return self;
    }
    // --- end dmg ---
    if (itIsSelf_) // "When ~ enters the battlefield, it deals ...": the same object
      return Node(NodeKind::Self);
    if (inQuote_ && !inTrigger_) // '"{T}: It deals 1 damage ..."': the object that has it
      return Node(NodeKind::Self);
    if (castTrigger_ && selfNamed_) // the card, named before: the last object named
      return Node(NodeKind::Self);
    if (inTrigger_)
      return Node(NodeKind::EventObject);
    throw NotUnderstood{ctx, "'it' with nothing it could refer to"};
  }

  Node player(P::PlayerSubjectContext *ctx) { return at(ctx, playerNode(ctx)); }
  Node playerNode(P::PlayerSubjectContext *ctx) {
    if (!ctx) // imperative: the controller does it, unless a subject carries over
      return inheritedSubject_ ? *inheritedSubject_ : Node(NodeKind::You);
    Node p = explicitPlayer(ctx);
    if (p.kind == NodeKind::Target)
      lastSubject_ = ast::targetRef(targetCount_ - 1);
    else
      lastSubject_ = p;
    return p;
  }
  Node explicitPlayer(P::PlayerSubjectContext *ctx) {
    if (auto *whose = ctx->possessor()) { // "that creature's controller" (108.4)
      Node n(NodeKind::ControllerOf, {possessor(whose)});
      // How the text names the player, for the renderer: "its", "~'s", "that creature's".
      std::string words = dynamic_cast<P::ItsPossessorContext *>(whose)     ? "its"
                          : dynamic_cast<P::SelfPossessorContext *>(whose) ? "~'s"
                                                                            : first(whose) + " " + whose->getStop()->getText();
      n.text = words + " controller";
      return n;
    }
    std::string t = ctx->getText();
    if (t == "you") return Node(NodeKind::You);
    if (t == "targetplayer") return makeTarget({Node(NodeKind::TargetPlayer)});
    if (t == "targetopponent") return makeTarget({Node(NodeKind::TargetOpponent)});
    if (t == "eachplayer") return Node(NodeKind::EachPlayer);
    if (t == "eachopponent") return Node(NodeKind::EachOpponent);
    if (t == "eachotherplayer") return Node(NodeKind::EachOtherPlayer); // dmg3 (102.1)
    if (t == "enchantedplayer") return Node(NodeKind::EnchantedPlayer); // trig2 (303.4)
    if (t == "defendingplayer") return Node(NodeKind::DefendingPlayer); // dmg3 (508.5): lowering says where
    if (t == "thatplayer" && thatPlayer_) return *thatPlayer_;
    // --- begin wherex (issue 14): "Target player discards a card. That player loses 2 life." ---
    if (t == "thatplayer" && lastSubject_ && lastSubject_->kind != NodeKind::You)
      return referencedPlayer(ctx);
    // --- end wherex ---
    throw NotUnderstood{ctx, "the player '" + t + "'"};
  }

  Node recipient(P::RecipientContext *ctx) { return at(ctx, recipientNode(ctx)); }
  Node recipientNode(P::RecipientContext *ctx) {
    if (dynamic_cast<P::AnyTargetRecipientContext *>(ctx))
      return makeTarget({Node(NodeKind::AnyTarget)});
    if (dynamic_cast<P::PlayerOrPlaneswalkerRecipientContext *>(ctx))
      return makeTarget({Node(NodeKind::TargetPlayerOrPlaneswalker)});
    // --- begin dmg ---
    if (dynamic_cast<P::OpponentOrPlaneswalkerRecipientContext *>(ctx))
      return makeTarget({Node(NodeKind::TargetOpponentOrPlaneswalker)});
    if (auto *e = dynamic_cast<P::EachOfTargetsRecipientContext *>(ctx)) {
      Node n = amount(e->amount());
      // "each of" names several targets: "each of one target" is not Oracle wording
      if (n.kind == NodeKind::Int && n.value < 2)
        throw NotUnderstood{e, "'each of' fewer than two targets"};
      if (has(e, "up"))
        n = Node(NodeKind::UpTo, {std::move(n)});
      Node what = e->description() ? filter(e->description()) : Node(NodeKind::AnyTarget);
      return makeTarget({std::move(what), std::move(n)});
    }
    // --- end dmg ---
    if (auto *both = dynamic_cast<P::ObjectsAndPlayersRecipientContext *>(ctx)) {
      // "each creature and each player": one damage event for all of them (120.3).
      Node players = has(both, "player") ? Node(NodeKind::EachPlayer) : Node(NodeKind::EachOpponent);
      return Node(NodeKind::Both, {objects(both->objectPhrase()), std::move(players)});
    }
    if (auto *o = dynamic_cast<P::ObjectRecipientContext *>(ctx))
      return objects(o->objectPhrase());
    if (auto *p = dynamic_cast<P::PlayerRecipientContext *>(ctx))
      return player(p->playerSubject());
    // --- begin amounts2 ---
    if (dynamic_cast<P::ThemRecipientContext *>(ctx)) return themPlayer(ctx); // AmountsBuilderEn.inc
    // --- end amounts2 ---
    // --- begin dmg3 ---
    if (auto *g = dynamic_cast<P::TwoGroupsRecipientContext *>(ctx)) return bothGroups(g);
    if (dynamic_cast<P::ItselfRecipientContext *>(ctx)) return itselfRecipient(ctx);
    if (dynamic_cast<P::AnotherAnyTargetRecipientContext *>(ctx)) return anotherAnyTarget(ctx);
    // --- end dmg3 ---
    if (!dynamic_cast<P::EachOpponentRecipientContext *>(ctx))
      throw NotUnderstood{ctx, "this recipient"}; // a new alternative without a builder case
    return Node(NodeKind::EachOpponent);
  }

  // ------------------------------------------------------------ objects
  Node objects(P::ObjectPhraseContext *ctx) { return at(ctx, objectsNode(ctx)); }
  Node objectsNode(P::ObjectPhraseContext *ctx) {
    if (dynamic_cast<P::SelfRefContext *>(ctx))
      return named(ctx);
    // --- begin zones2 ---
    if (dynamic_cast<P::SelfFromGraveyardContext *>(ctx)) {
      named(ctx);
      return selfInZone("graveyard");
    }
    if (dynamic_cast<P::ExiledCardsContext *>(ctx)) { // 607.2a
      Node n(NodeKind::ExiledCards);
      n.value = has(ctx, "cards");
      return n;
    }
    // --- end zones2 ---
    if (dynamic_cast<P::SelfRef2Context *>(ctx) && inQuote_) {
      Node self(NodeKind::Self); // "this creature": the object that has the ability
      self.text = ctx->getText().substr(4);
      return self;
    }
    if (dynamic_cast<P::SelfRefContext *>(ctx) || dynamic_cast<P::SelfRef2Context *>(ctx))
      return Node(NodeKind::Self);
    if (dynamic_cast<P::ItRefContext *>(ctx) || dynamic_cast<P::ThatRefContext *>(ctx))
      return itReference(ctx, dynamic_cast<P::ThatRefContext *>(ctx) != nullptr);
    if (dynamic_cast<P::AttachedRefContext *>(ctx)) {
      Node n(NodeKind::AttachedObject); // the words say how it is attached, and to what
      n.text = first(ctx) + " " + ctx->getStop()->getText();
      return n;
    }
    // --- begin rules16 ---
    // "target creature and each other creature that shares a color with it" (615.11
    // example): "other" is other than the target, not than the source.
    if (auto *t = dynamic_cast<P::TargetAndSharingColorContext *>(ctx)) {
      if (first(t->description(1)) != "other")
        throw NotUnderstood{t->description(1),
                            "'each ... that shares a color with it' without 'other'"};
      Node target = makeTarget({filter(t->description(0))});
      Node others = filter(t->description(1));
      std::erase_if(others.children, [](const Node &p) { return p.kind == NodeKind::Another; });
      return Node(NodeKind::AndEachSharingColor, {std::move(target), std::move(others)});
    }
    // --- end rules16 ---
    if (auto *t = dynamic_cast<P::TargetObjectContext *>(ctx)) {
      if (auto *z = t->description()->zoneSuffix(); z && !z->zoneRef()) // the Japanese text leaves it implied
        throw NotUnderstood{z, "'on the battlefield' after a target"};
      return makeTarget({filter(t->description())});
    }
    if (auto *t = dynamic_cast<P::AnotherTargetObjectContext *>(ctx)) { // "another target creature"
      Node f = filter(t->description());
      if (!f.find(NodeKind::Another))
        f.children.insert(f.children.begin(), Node(NodeKind::Another));
      return makeTarget({std::move(f)});
    }
    if (auto *t = dynamic_cast<P::TargetObjectsContext *>(ctx)) { // "two target creatures", "up to one target ..."
      Node n = amount(t->amount());
      if (has(t, "up"))
        n = Node(NodeKind::UpTo, {std::move(n)});
      return makeTarget({filter(t->description()), std::move(n)});
    }
    if (auto *t = dynamic_cast<P::AnyNumberTargetObjectsContext *>(ctx)) // effects5 (601.2c)
      return makeTarget({filter(t->description()), Node(NodeKind::AnyNumber)});
    if (auto *a = dynamic_cast<P::AllObjectsContext *>(ctx)) {
      Node all(NodeKind::All, {filter(a->description())});
      all.wording.each = has(a, "each") || has(a, "Each"); // "each creature": the same set, singular
      return all;
    }
    if (auto *i = dynamic_cast<P::IndefiniteObjectContext *>(ctx))
      return filter(i->description());
    // A bare plural ("creatures you control") means all of them; a bare
    // singular ("another creature") is an indefinite description, like "a
    // creature" (lowering refuses it where it would have to be chosen).
    auto *b = lastAlternative<P::BareDescriptionContext>(ctx);
    if (!isPluralNoun(b->description()))
      return filter(b->description());
    return Node(NodeKind::All, {filter(b->description())});
  }

  // "it"/"that creature": the last target named, else what the trigger is about.
  Node itReference(antlr4::ParserRuleContext *ctx, bool that) {
    if (itIsDamageSource_ && !that) // effects5: see the DealDamage case
      return *itIsDamageSource_;
    // "it" and "that creature" never name a player (a player is "that player" or
    // "they"): after "target player", "it" is what it would be without that target.
    // "When ~ enters, target player loses life equal to the number of +1/+1
    // counters on it" counts the card's counters; read as the player's, it was a
    // silent misread (xcheck). Between several targets the choice is not made here.
    if (targetCount_ > 0 && lastTargetIsPlayer_) {
      if (targetCount_ > 1)
        throw NotUnderstood{ctx, "'" + ctx->getText() + "' after a player target and another target"};
      targetCount_ = 0;
      Node n = itReference(ctx, that);
      targetCount_ = 1;
      return n;
    }
    if (targetCount_ > 0) return ast::targetRef(targetCount_ - 1);
    // --- begin conditions ---
    if (conditionNamed_ && !that && !inQuote_) return *conditionNamed_; // ConditionBuilderEn.inc
    if (itAfterOtherObject_) // "if enchanted creature is untapped, tap it": not the source
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' after a condition about another object"};
    // --- end conditions ---
    if (batchTrigger_ && inTrigger_ && !inQuote_) // "one or more creatures attack": not one object
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' after a trigger about one or more objects"};
    if (thatIsEventObject_ && that) return Node(NodeKind::EventObject);
    if (pairTrigger_ && !itIsSelf_ && inTrigger_ && !inQuote_) // "it": not the other creature
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' after a trigger about two creatures"};
    if (stepTrigger_ && attachedStep_) // "... of enchanted creature's controller, ... that creature"
      throw NotUnderstood{ctx, "'" + ctx->getText() + "' after a step of the enchanted object's controller"};
    // "At the beginning of your upkeep, sacrifice a creature. You gain life equal to
    // that creature's toughness": "that creature" is the one sacrificed, never the
    // source (which a step trigger names "~" or "it"); read as the source it was a
    // silent misread (xcheck). Refused until effects can name what they acted on.
    if (stepTrigger_ && that && !itIsSelf_ && !inQuote_)
      throw NotUnderstood{ctx, "'that ...' in a step trigger: not the source, and nothing before names it"};
    if (itIsSelf_ || stepTrigger_) // "When ~ enters the battlefield, it deals ...": the same object
      return Node(NodeKind::Self);
    // In a quoted ability, "it" in its trigger event or in an activated
    // ability's effect is the object that has the ability ('"When it dies, ..."').
    if (inQuote_ && (inTriggerEvent_ || !inTrigger_))
      return Node(NodeKind::Self);
    if (castTrigger_ && selfNamed_ && !that && !inTriggerEvent_) // "it": the card, named before (not "that spell")
      return Node(NodeKind::Self);
    if (inTrigger_) // what the trigger is about (after "dies": its new object, CR 400.7)
      return Node(NodeKind::EventObject);
    throw NotUnderstood{ctx, "'" + ctx->getText() + "' with nothing it could refer to"};
  }

  // "creatures", "Goblins", "Elves you control" name every such object.
  static bool isPluralNoun(P::DescriptionContext *d) {
    auto terms = d->typeTerm();
    if (terms.empty())
      return false;
    antlr4::Token *last = terms.back()->getStop();
    // --- begin amounts2 ---
    if (auto ands = d->andTerm(); !ands.empty() && ands.back()->getStop()->getTokenIndex() > last->getTokenIndex())
      last = ands.back()->getStop(); // "instant and sorcery cards"
    // --- end amounts2 ---
    std::string w = last->getText();
    if (last->getType() == P::SUBTYPE) {
      // Without an article a subtype noun is plural even when its plural is
      // spelled like the singular ("Merfolk you control"), unless "another".
      bool plural = false;
      vocab::subtypeFromWord(w, &plural);
      return plural || d->getStart()->getText() != "another";
    }
    return !w.empty() && w.back() == 's';
  }

  Node typeLeaf(P::TypeWordContext *ctx) {
    std::string w = ctx->getText();
    if (w == "card" || w == "cards") return Node(NodeKind::CardOnly);
    if (w == "token" || w == "tokens") return Node(NodeKind::TokenOnly);
    if (w.size() > 1 && w.back() == 's')
      w.pop_back();
    if (auto v = ast::valueOf(ast::Vocabulary::CardType, w))
      return ast::vocabLeaf(ast::Vocabulary::CardType, *v);
    throw NotUnderstood{ctx, "the type '" + w + "'"};
  }

  Node filter(P::DescriptionContext *ctx) { return at(ctx, filterNode(ctx)); }
  Node filterNode(P::DescriptionContext *ctx) {
    Node f(NodeKind::Filter);
    if (has(ctx, "another") || has(ctx, "other"))
      f.children.emplace_back(NodeKind::Another);
    auto adjectives = ctx->adjective();
    // "land or nonblack creature": an adjective of one alternative only, which
    // a Filter (one conjunction of parts) can't say.
    for (auto *adj : adjectives)
      if (!ctx->typeTerm().empty() && adj->getStart()->getTokenIndex() > ctx->typeTerm(0)->getStart()->getTokenIndex())
        throw NotUnderstood{adj, "'" + adj->getText() + "' describing only one of the alternatives"};
    if (adjectives.size() == 2 && adjectives[0]->getStop()->getTokenIndex() + 2 == adjectives[1]->getStart()->getTokenIndex() &&
        has(ctx, "or") && !ctx->typeTerm().empty() &&
        adjectives[1]->getStop()->getTokenIndex() < ctx->typeTerm(0)->getStart()->getTokenIndex()) {
      // "attacking or blocking creature": either quality.
      f.children.push_back(Node(NodeKind::AnyOf, {adjectiveLeaf(adjectives[0]), adjectiveLeaf(adjectives[1])}));
    } else {
      for (auto *adj : adjectives)
        f.children.push_back(adjectiveLeaf(adj));
    }
    // --- begin amounts2 ---
    typeTerms(descriptionTermLeaves(ctx), ctx, f); // "and" terms too (AmountsBuilderEn.inc)
    descriptionJoins(ctx, f); // "and", "and/or": the same "any of", the word kept
    // --- end amounts2 ---
    if (ctx->withClause().size() > 1)
      throw NotUnderstood{ctx->withClause(1), "two 'with' clauses"};
    std::vector<Node> afterController; // "creature you control with a +1/+1 counter on it": in that order
    for (auto *w : ctx->withClause()) {
      // --- begin aschoose ---
      if (auto *oc = dynamic_cast<P::OfTheChosenContext *>(w)) { // 614.12: what the source chose
        Node part(has(oc, "color") ? NodeKind::OfChosenColor : NodeKind::OfChosenType);
        bool after = ctx->controller() &&
                     w->getStart()->getTokenIndex() > ctx->controller()->getStart()->getTokenIndex();
        (after ? afterController : f.children).push_back(std::move(part));
        continue;
      }
      // --- end aschoose ---
      // --- begin choices ---
      if (auto *oc = dynamic_cast<P::OfThatChosenContext *>(w)) { // 608.2d: chosen before it
        bool after = ctx->controller() &&
                     w->getStart()->getTokenIndex() > ctx->controller()->getStart()->getTokenIndex();
        (after ? afterController : f.children).push_back(ofThatChosen(oc));
        continue;
      }
      // --- end choices ---
      // --- begin library2 ---
      if (dynamic_cast<P::NamedSelfContext *>(w)) { // 201.2: "a card named ~"
        if (ctx->controller()) throw NotUnderstood{w, "'named ~' with who controls it"};
        // In a quoted ability ~ is still the card, but the ability's source is the
        // object that has it (a token): "named ~" would name the wrong thing.
        if (inQuote_) throw NotUnderstood{w, "'named ~' inside a quoted ability"};
        f.children.emplace_back(NodeKind::NamedSelf);
        continue;
      }
      // --- end library2 ---
      // --- begin dmg3 --- "that was dealt damage this turn", "blocking it", "it's blocking"
      if (auto *at = dynamic_cast<P::AttachedToClauseContext *>(w)) { // effects5
        f.children.push_back(attachedTo(at));
        continue;
      }
      if (std::optional<Node> rel = dmg3Clause(w)) { // Dmg3BuilderEn.inc
        bool after = ctx->controller() &&
                     w->getStart()->getTokenIndex() > ctx->controller()->getStart()->getTokenIndex();
        (after ? afterController : f.children).push_back(std::move(*rel));
        continue;
      }
      // --- end dmg3 ---
      if (ctx->controller() && w->getStart()->getTokenIndex() > ctx->controller()->getStart()->getTokenIndex()) {
        auto *wc = dynamic_cast<P::WithCounterContext *>(w);
        if (!wc)
          throw NotUnderstood{w, "this 'with' after who controls it"};
        afterController.push_back(withCounter(wc));
        continue;
      }
      if (auto *wc = dynamic_cast<P::WithCounterContext *>(w))
        f.children.push_back(withCounter(wc));
      else if (auto *k = dynamic_cast<P::WithKeywordContext *>(w)) {
        Node with(NodeKind::WithKeyword, {keywordLeaf(k->keywordName(0))});
        if (k->keywordName().size() > 1) // "with flying or reach": either keyword
          with = Node(NodeKind::AnyOf, {with, Node(NodeKind::WithKeyword, {keywordLeaf(k->keywordName(1))})});
        f.children.push_back(std::move(with));
      }
      else if (auto *k = dynamic_cast<P::WithoutKeywordContext *>(w))
        f.children.push_back(Node(NodeKind::Not, {Node(NodeKind::WithKeyword, {keywordLeaf(k->keywordName())})}));
      else if (auto *m = dynamic_cast<P::WithManaValueContext *>(w)) // 202.3
        f.children.push_back(Node(has(m, "less")      ? NodeKind::ManaValueAtMost
                                  : has(m, "greater") ? NodeKind::ManaValueAtLeast
                                                      : NodeKind::ManaValueIs,
                                  {amount(m->amount())}));
      else if (auto *m = dynamic_cast<P::WithManaValueEqualContext *>(w)) {
        int before = targetCount_;
        Node n = amountExpr(m->amountExpr());
        if (targetCount_ != before) throw NotUnderstood{m, "a target inside a description"};
        if (n.kind == NodeKind::PowerOf || n.kind == NodeKind::ToughnessOf || n.kind == NodeKind::ManaValueOf)
          throw NotUnderstood{m, "a description compared with another object"};
        f.children.push_back(Node(NodeKind::ManaValueIs, {std::move(n)}));
        // --- begin library2 ---
      } else if (auto *m = dynamic_cast<P::WithManaValueAtMostExprContext *>(w)) {
        // "with mana value less than or equal to the number of lands you control":
        // computed when the description is checked (202.3, 107.3c).
        int before = targetCount_;
        Node n = amountExpr(m->amountExpr());
        if (targetCount_ != before) throw NotUnderstood{m, "a target inside a description"};
        if (n.kind == NodeKind::PowerOf || n.kind == NodeKind::ToughnessOf ||
            n.kind == NodeKind::ManaValueOf)
          throw NotUnderstood{m, "a description compared with another object"};
        f.children.push_back(Node(NodeKind::ManaValueAtMost, {std::move(n)}));
        // --- end library2 ---
      } else {
        auto *p = lastAlternative<P::WithPowerContext>(w);
        Node n = amount(p->amount());
        bool toughness = has(p, "toughness"); // effects5 (208.1)
        if (n.kind != NodeKind::Int)
          throw NotUnderstood{p, toughness ? "a variable toughness" : "a variable power"};
        NodeKind k = toughness
                         ? (has(p, "less") ? NodeKind::ToughnessAtMost : NodeKind::ToughnessAtLeast)
                         : (has(p, "less") ? NodeKind::PowerAtMost : NodeKind::PowerAtLeast);
        f.children.push_back(Node(k, {n}));
      }
    }
    if (auto *c = ctx->controller()) {
      // --- begin wherex (issue 14): "they control", "that player controls" ---
      if (first(c) == "they" || first(c) == "that") {
        Node in(NodeKind::ControlledBy, {referencedPlayer(c)});
        in.text = first(c) == "they" ? "they" : "that-player"; // the words, for the renderer
        f.children.push_back(std::move(in));
        // --- end wherex ---
      } else if (first(c) == "defending") { // dmg3 (508.5)
        f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::DefendingPlayer)}));
      } else if (first(c) == "target") { // dmg3: "each creature target player controls" (115.1)
        bool opponent = has(c, "opponent");
        Node in(NodeKind::ControlledBy, {makeTarget({Node(opponent ? NodeKind::TargetOpponent : NodeKind::TargetPlayer)})});
        in.text = opponent ? "target-opponent" : "target-player"; // the words, for the renderer
        f.children.push_back(std::move(in));
      } else if (has(c, "don't"))
        f.children.push_back(Node(NodeKind::Not, {Node(NodeKind::ControlledBy, {Node(NodeKind::You)})}));
      else {
        Node who = first(c) == "you" ? Node(NodeKind::You) : Node(NodeKind::EachOpponent);
        f.children.push_back(Node(NodeKind::ControlledBy, {who}));
      }
    }
    for (Node &n : afterController)
      f.children.push_back(std::move(n));
    if (auto *z = ctx->zoneSuffix(); z && !z->zoneRef()) { // "on the battlefield" (110.1): said, not implied
      f.children.push_back(
          Node(NodeKind::InZone, {ast::vocabLeaf(ast::Vocabulary::Zone, *ast::valueOf(ast::Vocabulary::Zone, "battlefield"))}));
    } else if (auto *z = ctx->zoneSuffix()) {
      Node in(NodeKind::InZone, {zone(z->zoneRef())});
      std::string owner = first(z->zoneRef());
      if (owner == "your")
        in.children.emplace_back(NodeKind::You);
      else if (owner == "an")
        in.children.emplace_back(NodeKind::EachOpponent); // "an opponent's graveyard"
      // --- begin zones2 ---: "target player's graveyard": that player is a target (115.1)
      else if (owner == "target") {
        bool opponent = has(z->zoneRef(), "opponent's");
        in.children.push_back(makeTarget({Node(opponent ? NodeKind::TargetOpponent : NodeKind::TargetPlayer)}));
        in.text = opponent ? "target-opponent" : "target-player";
      }
      // --- end zones2 ---
      else if (owner == "each")
        throw NotUnderstood{z, "a zone of a chosen player"};
      // --- begin wherex (issue 14): "their hand", "that player's graveyard" ---
      else if (owner == "their" || owner == "that") {
        in.children.push_back(referencedPlayer(z));
        in.text = owner == "their" ? "their" : "that-player";
      }
      // --- end wherex ---
      f.children.push_back(std::move(in));
    }
    return f;
  }

  // "with a +1/+1 counter on it" (122.1); the payload keeps the wording for the renderer.
  Node withCounter(P::WithCounterContext *wc) {
    bool plural = has(wc, "counters");
    if (plural ? !(has(wc, "them") || has(wc, "more")) : has(wc, "them"))
      throw NotUnderstood{wc, "this number of counters"};
    Node n(NodeKind::WithCounter, {counterLeaf(wc->counterKind())});
    n.value = has(wc, "them") ? 1 : has(wc, "more") ? 2 : 0;
    return n;
  }

  Node adjectiveLeaf(P::AdjectiveContext *adj) {
    std::string w = adj->getText();
    if (adj->colorWord())
      return ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, w));
    if (w == "nontoken") return Node(NodeKind::Nontoken);
    if (w == "token") return Node(NodeKind::TokenOnly);
    if (w == "attacking") return Node(NodeKind::Attacking);
    if (w == "blocking") return Node(NodeKind::Blocking);
    if (w == "tapped") return Node(NodeKind::IsTapped);
    if (w == "untapped") return Node(NodeKind::IsUntapped);
    if (w == "monstrous") return Node(NodeKind::IsMonstrous); // --- keywords --- 701.31b
    if (w == "legendary" || w == "basic" || w == "snow")
      return supertypeLeaf(w);
    // --- begin cast ---
    if (std::optional<Node> q = castQuality(w)) return std::move(*q); // CastBuilderEn.inc
    // --- end cast ---
    if (w == "nonlegendary" || w == "nonbasic")
      return Node(NodeKind::Not, {supertypeLeaf(w.substr(3))});
    if (w.rfind("non", 0) == 0) {
      std::string what = w.substr(3);
      if (auto c = ast::valueOf(ast::Vocabulary::Color, what))
        return Node(NodeKind::Not, {ast::vocabLeaf(ast::Vocabulary::Color, *c)});
      if (auto t = ast::valueOf(ast::Vocabulary::CardType, what))
        return Node(NodeKind::Not, {ast::vocabLeaf(ast::Vocabulary::CardType, *t)});
    }
    throw NotUnderstood{adj, "the quality '" + w + "'"};
  }

  static Node supertypeLeaf(std::string w) {
    Node n(NodeKind::SupertypeLeaf);
    w[0] = char(std::toupper(static_cast<unsigned char>(w[0])));
    n.text = std::move(w);
    return n;
  }
  static Node subtypeLeafOf(antlr4::tree::TerminalNode *word) {
    auto index = vocab::subtypeFromWord(word->getText());
    return ast::subtypeLeaf(std::string(vocab::subtypeSpelling(*index))); // retyped only if it is one
  }
  // The leaves of one alternative: "Zombie creature card" -> subtype, type, card.
  std::vector<Node> termLeaves(P::TypeTermContext *term) {
    std::vector<Node> out;
    for (auto *sub : term->SUBTYPE())
      out.push_back(subtypeLeafOf(sub));
    for (auto *t : term->typeWord()) {
      Node leaf = typeLeaf(t);
      for (const Node &seen : out)
        if (seen == leaf)
          throw NotUnderstood{t, "the word '" + t->getText() + "' twice"};
      out.push_back(std::move(leaf));
    }
    return out;
  }
  // Alternatives join with "or"; a noun after the last alternative that the
  // others lack is shared: "instant or sorcery spell" = (instant|sorcery) spell.
  // amounts2: the alternatives' leaves in order (a description's terms after
  // "or" and after "and"); `where` names them in a diagnostic.
  void typeTerms(std::vector<std::vector<Node>> alts, antlr4::ParserRuleContext *where, Node &f) {
    if (alts.size() == 1) {
      for (auto &leaf : alts[0])
        f.children.push_back(std::move(leaf));
      return;
    }
    std::vector<Node> shared;
    auto &last = alts.back();
    while (last.size() > 1) {
      shared.insert(shared.begin(), last.back());
      last.pop_back();
    }
    Node any(NodeKind::AnyOf);
    for (auto &alt : alts) {
      if (alt.size() != 1)
        throw NotUnderstood{where, "alternatives of several words each"}; // amounts2: was the terms' parent
      any.children.push_back(std::move(alt[0]));
    }
    f.children.push_back(std::move(any));
    for (auto &leaf : shared)
      f.children.push_back(std::move(leaf));
  }

  // The characteristics a token (111.4) or a "becomes" effect (205.1a) spells
  // out, as a TokenDesc: size (0/0 for a noncreature), colours, card types,
  // subtypes and keywords. `role` names it in diagnostics; a token's own name
  // word ("Servo" before it was a type) is a subtype only where `nameWords`.
  template <class Ctx>
  Node characteristics(Ctx *ctx, std::string_view role, bool nameWords, bool sizeByQuote = false) {
    bool creature = false;
    for (auto *type : ctx->tokenType())
      creature |= type->getText() == "creature";
    if (creature != (ctx->PT() != nullptr) &&
        !(creature && sizeByQuote)) // rules17: a quoted ability's size
      throw NotUnderstood{ctx, creature ? fmt::format("{}: a creature without its size", role) : fmt::format("{}: a size for a noncreature", role)};
    int64_t p = 0, t = 0;
    if (creature && ctx->PT()) { // rules17: without one, 0/0 and the quoted ability's size
      std::string pt = ctx->PT()->getText();
      auto slash = pt.find('/');
      auto pp = parseDigits(pt.substr(0, slash)), tt = parseDigits(pt.substr(slash + 1));
      if (!pp || !tt)
        throw NotUnderstood{ctx, fmt::format("{}: a creature of variable size", role)};
      p = *pp, t = *tt;
    }
    Node f(NodeKind::Filter);
    if (auto *colors = ctx->tokenColors())
      for (auto *c : colors->colorWord())
        f.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, c->getText())));
    for (auto *type : ctx->tokenType())
      f.children.push_back(ast::cardTypeLeaf(type->getText()));
    for (auto *child : ctx->children) {
      auto *word = dynamic_cast<antlr4::tree::TerminalNode *>(child);
      if (!word || (word->getSymbol()->getType() != P::WORD && word->getSymbol()->getType() != P::SUBTYPE))
        continue;
      if (word->getSymbol()->getType() == P::SUBTYPE) {
        f.children.push_back(subtypeLeafOf(word));
        continue;
      }
      if (!nameWords)
        throw NotUnderstood{ctx, fmt::format("{}: the word '{}'", role, word->getText())};
      std::string sub = word->getText();
      sub[0] = char(std::toupper(static_cast<unsigned char>(sub[0])));
      f.children.push_back(ast::subtypeLeaf(sub));
    }
    Node n(NodeKind::TokenDesc, {ast::intNode(p), ast::intNode(t), f});
    if (ctx->keywordList())
      n = keywordLeaves(std::move(n), ctx->keywordList());
    return n;
  }

  // "a 1/1 white Spirit creature token with flying"; "a colorless Treasure artifact token"
  Node token(P::TokenDescriptionContext *ctx) { return at(ctx, tokenNode(ctx)); }
  Node tokenNode(P::TokenDescriptionContext *ctx) {
    Node n = characteristics(ctx, "token", /*nameWords=*/true);
    if (ctx->quotedAbility())
      n.children.push_back(quoted(ctx->quotedAbility()));
    return n;
  }

  // --- begin search8 ---
  // "named Cloud Sprite" (111.4): the name as read; one token only, since
  // several tokens of one name is a wording no card uses ("tokens named").
  Node tokenName(P::TokenNameContext *ctx) {
    auto *desc = dynamic_cast<P::TokenDescriptionContext *>(ctx->parent);
    if (desc && has(desc, "tokens")) throw NotUnderstood{ctx, "several tokens with one given name"};
    Node n(NodeKind::TokenName);
    for (auto *w : ctx->children)
      n.text += (n.text.empty() ? "" : " ") + w->getText();
    return at(ctx, std::move(n));
  }
  // --- end search8 ---
  // What an object becomes: "a 3/3 red Elemental creature with haste".
  Node becomesDescription(P::BecomesDescriptionContext *ctx) {
    if (ctx->tokenColors() && ctx->tokenColors()->colorWord().empty())
      throw NotUnderstood{ctx->tokenColors(), "becoming colorless"};
    // rules17 (613.6 example 4): 'a ... creature with "This creature's power and
    // toughness are each equal to ..."': its size is the quoted ability's, and only
    // that quoted ability is accepted here (the runtime applies it in layer 7b).
    bool sizeByQuote = false;
    std::optional<Node> quotedPT;
    if (ctx->quotedAbility()) {
      Node q = quoted(ctx->quotedAbility(), /*nameIsSelf=*/false, /*staticToo=*/true);
      if (q.kind != NodeKind::Static || q.children.size() != 1 ||
          q.children[0].kind != NodeKind::DefinedPT || q.children[0].children.size() != 2)
        throw NotUnderstood{ctx->quotedAbility(), "becoming something with this quoted ability"};
      sizeByQuote = ctx->PT() == nullptr;
      if (!sizeByQuote) throw NotUnderstood{ctx->quotedAbility(), "a size and a quoted size"};
      quotedPT = std::move(q);
    }
    Node n = characteristics(ctx, "what it becomes", /*nameWords=*/false, sizeByQuote);
    if (quotedPT) n.children.push_back(std::move(*quotedPT));
    return n;
  }

  Node zone(P::ZoneRefContext *ctx) { return at(ctx, zoneNode(ctx)); }
  Node zoneNode(P::ZoneRefContext *ctx) {
    auto *last = ctx->getStop();
    std::string w = last ? last->getText() : "";
    if (w == "graveyards") w = "graveyard";
    if (w == "hands") w = "hand";
    auto v = ast::valueOf(ast::Vocabulary::Zone, w);
    if (!v)
      throw NotUnderstood{ctx, "the zone '" + w + "'"};
    return ast::vocabLeaf(ast::Vocabulary::Zone, *v);
  }

  Node amount(P::AmountContext *ctx) { return at(ctx, amountNode(ctx)); }
  Node amountNode(P::AmountContext *ctx) {
    static constexpr std::string_view kWords[] = {"zero", "one", "two", "three", "four", "five",
                                                  "six", "seven", "eight", "nine", "ten"};
    std::string w = ctx->getText();
    if (w == "a" || w == "an")
      return ast::intNode(1);
    if (w == "x")
      return Node(NodeKind::XValue);
    for (size_t i = 0; i < std::size(kWords); ++i)
      if (kWords[i] == w)
        return ast::intNode(int64_t(i));
    if (auto v = parseDigits(w))
      return ast::intNode(*v);
    throw NotUnderstood{ctx, "the number '" + w + "'"};
  }
};

// Subtype words are a closed list (CR 205.3) too long for grammar literals:
// after lexing, a WORD that names one becomes a SUBTYPE token.
void markSubtypes(antlr4::CommonTokenStream &tokens) {
  tokens.fill();
  for (antlr4::Token *t : tokens.getTokens())
    if (t->getType() == P::WORD && vocab::subtypeFromWord(t->getText()))
      if (auto *writable = dynamic_cast<antlr4::WritableToken *>(t))
        writable->setType(P::SUBTYPE);
}

class EnglishFrontend final : public LanguageFrontend {
public:
  std::string_view levelSymbolWord() const override { return "level"; } // 711.2: LEVEL 1-3
  LineResult parseLine(const LineInput &line, DiagnosticEngine &diags) const override {
    return parseAbilityLine<en_grammar::OracleEnLexer, P, EnBuilder>(line, diags, markSubtypes);
  }
};
} // namespace

const LanguageFrontend &englishFrontend() {
  static const EnglishFrontend instance; // immutable, stateless
  return instance;
}

} // namespace oraclec::parse
