// Polish front end: OraclePl grammar -> language-neutral AST.
// Mirrors compiler/Parse/en/FrontendEn.cpp family by family and must produce
// exactly the AST the English builder produces for the equivalent English
// text. Inflected forms are reduced to their lemma here (case agreement is not
// checked); grammatical number decides "a creature" (singular: a filter) from
// "creatures" (plural: all of them), since Polish has no articles.
#include "AST/Canonicalize.h" // pl6: withoutWording
#include "Parse/AntlrSupport.h"
#include "Parse/BuilderSupport.h"
#include "Parse/CounterNames.h"      // --- kopl3 ---
#include "Parse/pl/PolishCastTimes.h" // pl6
#include "Parse/pl/PolishLandTypes.h" // pl8
#include "Parse/pl/PolishSubtypes.h"  // --- kopl ---

#include "OraclePlLexer.h"
#include "OraclePlParser.h"

namespace oraclec::parse {

namespace {
using P = pl_grammar::OraclePlParser;
using ast::Node;
using ast::NodeKind;

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

class PlBuilder {
public:
  PlBuilder(const LineInput &line, const std::vector<size_t> &offs) : line_(line), offs_(offs) {}

  LineResult build(P::AbilityLineContext *ctx) {
    LineResult r;
    if (ctx->reminder())
      r.reminder = ctx->reminder()->getText();
    if (!ctx->ability())
      return r; // only reminder text
    r.abilities = abilities(ctx->ability());
    return r;
  }

private:
  // pl8: a level symbol and the P/T box of its striation (711.2a-b), as the English builder
  // makes it; the line driver adds the abilities printed below it.
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
    return at(lv, std::get<Node>(std::move(band)));
  }

  // --- pl6 --- one ability line, or the ability inside quotation marks (113.1a)
  std::vector<Node> abilities(P::AbilityContext *a) {
    struct {
      std::vector<Node> abilities;
    } r;
    if (auto *k = dynamic_cast<P::KeywordLineContext *>(a)) {
      for (auto *kw : k->keywordList()->keyword())
        r.abilities.push_back(keywordAbility(kw));
    // --- begin kopl: loyalty abilities (606.2): "+1:", "-3:", "0:" ---
    } else if (auto *loy = dynamic_cast<P::LoyaltyLineContext *>(a)) {
      Node n(NodeKind::Activated, {Node(NodeKind::Cost, {loyaltyCost(loy, loy->LOYALTY()->getText())})});
      appendEffects(n, loy->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *hl = dynamic_cast<P::HandLifeLineContext *>(a)) { // 312.6: Ręka +1, życie -3
      auto hand = parseSigned(hl->LOYALTY(0)->getText()),
           life = parseSigned(hl->LOYALTY(1)->getText());
      if (!hand || !life) throw NotUnderstood{hl, "a vanguard's modifiers"};
      r.abilities.push_back(
          Node(NodeKind::HandLifeModifiers, {ast::intNode(*hand), ast::intNode(*life)}));
    } else if (auto *lv = dynamic_cast<P::LevelBandLineContext *>(a)) { // pl8: 711.2
      r.abilities.push_back(levelBand(lv));
    } else if (auto *ch = dynamic_cast<P::ChapterLineContext *>(a)) { // --- pl6 --- 715.2: I, II —
      std::vector<std::string> numerals;
      for (auto *num : ch->chapterNumber())
        numerals.push_back(num->getText());
      auto read = chapterEvent(numerals, false);
      if (std::holds_alternative<size_t>(read))
        throw NotUnderstood{ch, "chapter numbers not in increasing order"};
      Node n(NodeKind::Triggered, {std::get<Node>(std::move(read))});
      appendEffects(n, ch->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *co = dynamic_cast<P::CastOnlyLineContext *>(a)) { // --- pl6 --- 601.3
      std::string words;
      for (auto *child : co->castWhen()->children) {
        std::string w = child->getText();
        words += (words.empty() || w == "," ? "" : " ") + w;
      }
      std::string_view english = pl::englishCastTime(words);
      if (english.empty()) throw NotUnderstood{co->castWhen(), "the time '" + words + "'"};
      Node n(NodeKind::CastOnly);
      n.value = 1; // "this spell"
      Node timing(NodeKind::CastTiming);
      timing.text = std::string(english);
      n.children.push_back(std::move(timing));
      if (has(co, "zaatakowany")) { // 506.2: "and only if you've been attacked this step"
        if (english != "during the declare attackers step")
          throw NotUnderstood{co, "'been attacked' outside the declare attackers step"};
        n.children.emplace_back(NodeKind::BeenAttacked);
      }
      r.abilities.push_back(std::move(n));
    } else if (auto *me = dynamic_cast<P::MayExertLineContext *>(a)) { // pl7: 701.39
      // "Możesz wysilić ~, gdy atakuje. Kiedy to zrobisz, …": the reflexive trigger as English
      // builds it, (may-exert (triggered (exerted self) …))
      Node n(NodeKind::MayExert);
      if (me->effectSentences()) {
        Node reflexive(NodeKind::Triggered, {Node(NodeKind::Exerted, {Node(NodeKind::Self)})});
        appendEffects(reflexive, me->effectSentences());
        n.children.push_back(std::move(reflexive));
      }
      r.abilities.push_back(std::move(n));
    } else if (auto *tm = dynamic_cast<P::TriggeredModalLineContext *>(a)) { // pl7: 700.2
      r.abilities.push_back(Node(
          NodeKind::Triggered, {trigger(tm->trigger()), modes(tm->modeChoice(), tm->modeItem())}));
    } else if (auto *am = dynamic_cast<P::ActivatedModalLineContext *>(a)) { // pl7: 700.2
      r.abilities.push_back(
          Node(NodeKind::Activated, {cost(am->cost()), modes(am->modeChoice(), am->modeItem())}));
    } else if (auto *md = dynamic_cast<P::ModalLineContext *>(a)) { // Wybierz jedno — (700.2)
      r.abilities.push_back(Node(NodeKind::Spell, {modes(md)}));
    } else if (auto *cc = dynamic_cast<P::CantBeCounteredLineContext *>(a)) {
      // "Ten czar nie może zostać skontrowany." (101.2): a keyword on the stack, as
      // in English and Korean; the payload keeps the wording (1: "~").
      Node n(NodeKind::KeywordAbility, {ast::keywordLeaf(ast::Keyword::CantBeCountered)});
      n.value = cc->SELF() ? 1 : 0;
      r.abilities.push_back(std::move(n));
    } else if (auto *zero = dynamic_cast<P::LoyaltyZeroLineContext *>(a)) {
      if (zero->NUMBER()->getText() != "0") throw NotUnderstood{zero, "a cost of a bare number"};
      Node n(NodeKind::Activated, {Node(NodeKind::Cost, {Node(NodeKind::LoyaltyCost, {ast::intNode(0)})})});
      appendEffects(n, zero->effectSentences());
      r.abilities.push_back(std::move(n));
    // --- end kopl ---
    } else if (auto *act = dynamic_cast<P::ActivatedLineContext *>(a)) {
      Node n(NodeKind::Activated, {cost(act->cost())});
      // effects8: "odrzuconej karty", "wygnanej karty" (608.2h)
      costDiscardsOne_ = costDiscardsOneCard(n.children[0]);
      costExilesOne_ = costExilesOneObject(n.children[0]);
      appendEffects(n, act->effectSentences());
      costDiscardsOne_ = costExilesOne_ = false;
      for (auto *limit : act->activationLimit()) // --- pl5 --- 602.5b, after the effects as English
        n.children.push_back(activationLimit(limit));
      r.abilities.push_back(std::move(n));
    } else if (auto *ac = dynamic_cast<P::AdditionalCostLineContext *>(a)) { // --- pl5 --- 601.2f
      r.abilities.push_back(Node(NodeKind::AdditionalCost, {cost(ac->cost())}));
    } else if (auto *trg = dynamic_cast<P::TriggeredLineContext *>(a)) {
      Node n(NodeKind::Triggered, {trigger(trg->trigger())});
      if (trg->condition()) // --- pl4 --- an intervening "if" (603.4)
        n.children.push_back(at(trg->condition(), Node(NodeKind::Intervening, {condition(trg->condition())})));
      appendEffects(n, trg->effectSentences());
      r.abilities.push_back(std::move(n));
    } else if (auto *st = dynamic_cast<P::StaticLineContext *>(a)) {
      // --- begin kopl: "Wyposażona istota dostaje +1/+0 i ma latanie": two continuous effects ---
      if (auto *pc = dynamic_cast<P::StaticPTAndCantContext *>(st->staticAbility())) {
        // pl8: "zaklęta istota dostaje -2/+0 i nie może blokować": two continuous effects
        auto mod = parsePTModifier(pc->PT_MOD()->getText());
        if (!mod || st->whereX()) throw NotUnderstood{pc, "a variable P/T change"};
        Node who = objects(pc->objectPhrase());
        if (who.kind == NodeKind::Target) throw NotUnderstood{pc, "a target in a static ability"};
        r.abilities.push_back(
            staticPumpAndKeywords(who, *mod, restriction(pc->blockedWord(), pc->combatVerb())));
        r.abilities.back().range = range(a);
        return std::move(r.abilities);
      }
      if (auto *both = dynamic_cast<P::StaticPTAndKeywordsContext *>(st->staticAbility())) {
        auto mod = parsePTModifier(both->PT_MOD()->getText());
        if (!mod) throw NotUnderstood{both, "a variable P/T change"};
        Node who = objects(both->objectPhrase());
        if (who.kind == NodeKind::Target) throw NotUnderstood{both, "a target in a static ability"};
        r.abilities.push_back(staticPumpAndKeywords(who, *mod, keywordLeaves(both->keywordList())));
        if (auto *each = both->forEach()) // pl8: dostaje +1/+1 za każdą równinę, …, i ma latanie
          attachForEach(r.abilities.back().children[0], each);
        for (auto &n : r.abilities)
          n.range = range(a);
        return std::move(r.abilities);
      }
      // --- end kopl ---
      // --- begin pl5: "Dopóki …, ~ dostaje +1/+1 i ma latanie": the condition over both
      // effects (611.3a), as English builds "As long as …, ~ gets +1/+1 and has flying" ---
      if (auto *al = dynamic_cast<P::AsLongAsStaticContext *>(st->staticAbility()))
        if (auto *pc = dynamic_cast<P::StaticPTAndCantContext *>(al->staticAbility())) {
          // pl8: "Dopóki …, ~ dostaje +2/+2 i nie może blokować" (611.3a)
          auto mod = parsePTModifier(pc->PT_MOD()->getText());
          if (!mod || st->whereX()) throw NotUnderstood{pc, "a variable P/T change"};
          Node who = objects(pc->objectPhrase());
          if (who.kind == NodeKind::Target) throw NotUnderstood{pc, "a target in a static ability"};
          Node cond = condition(al->condition());
          Node pair =
              staticPumpAndKeywords(who, *mod, restriction(pc->blockedWord(), pc->combatVerb()));
          for (Node &effect : pair.children)
            effect = Node(NodeKind::AsLongAs, {cond, std::move(effect)});
          pair.range = range(a);
          r.abilities.push_back(std::move(pair));
          return std::move(r.abilities);
        }
      if (auto *al = dynamic_cast<P::AsLongAsStaticContext *>(st->staticAbility()))
        if (auto *both = dynamic_cast<P::StaticPTAndKeywordsContext *>(al->staticAbility())) {
          auto mod = parsePTModifier(both->PT_MOD()->getText());
          if (!mod || st->whereX()) throw NotUnderstood{both, "a variable P/T change"};
          Node who = objects(both->objectPhrase());
          if (who.kind == NodeKind::Target)
            throw NotUnderstood{both, "a target in a static ability"};
          Node cond = condition(al->condition());
          Node pair = staticPumpAndKeywords(who, *mod, keywordLeaves(both->keywordList()));
          for (Node &effect : pair.children)
            effect = Node(NodeKind::AsLongAs, {cond, std::move(effect)});
          pair.range = range(a);
          r.abilities.push_back(std::move(pair));
          return std::move(r.abilities);
        }
      // --- end pl5 ---
      // --- begin pl6: two continuous effects in one sentence, as English builds them ---
      if (auto *pg = dynamic_cast<P::StaticPTAndGrantContext *>(st->staticAbility())) {
        // "zaklęta istota dostaje +2/+2 i ma "…"" (613.4c, 113.1a)
        auto mod = parsePTModifier(pg->PT_MOD()->getText());
        if (!mod || st->whereX()) throw NotUnderstood{pg, "a variable P/T change"};
        Node who = objects(pg->objectPhrase());
        if (who.kind == NodeKind::Target) throw NotUnderstood{pg, "a target in a static ability"};
        Node pair = staticPumpAndKeywords(who, *mod, {});
        pair.children.resize(1);
        pair.children.push_back(Node(NodeKind::GrantAbility, {who, quoted(pg->quotedAbility())}));
        pair.range = range(a);
        r.abilities.push_back(std::move(pair));
        return std::move(r.abilities);
      }
      if (auto *ew = dynamic_cast<P::EntersWithCountersStaticContext *>(st->staticAbility());
          ew && ew->tappedWord()) { // "~ wchodzi na pole bitwy tapnięty z dwoma znacznikami …"
        if (startsWith(ew->tappedWord()->getText(), "od") || st->whereX())
          throw NotUnderstood{ew->tappedWord(), "entering the battlefield untapped"};
        Node counters = staticAbility(ew);
        Node tapped(NodeKind::EntersTapped, {counters.children[0]});
        Node n(NodeKind::Static,
               {std::move(tapped), std::move(counters)}); // 614.1c, English's order
        n.range = range(a);
        r.abilities.push_back(std::move(n));
        return std::move(r.abilities);
      }
      // --- end pl6 ---
      Node n(NodeKind::Static, {staticAbility(st->staticAbility())});
      if (st->whereX()) defineX(n.children, 0, st->whereX()); // --- pl4 --- 107.3c
      if (n.children[0].kind == NodeKind::DefinedPT && // --- pl5 --- 604.3 needs its "gdzie X to"
          n.children[0].children[0].kind == NodeKind::XValue)
        throw NotUnderstood{st, "a defined P/T with no 'gdzie X to'"};
      r.abilities.push_back(std::move(n));
    } else if (auto *sp = dynamic_cast<P::SpellLineContext *>(a)) {
      Node n(NodeKind::Spell);
      appendEffects(n, sp->effectSentences());
      r.abilities.push_back(std::move(n));
    } else {
      throw NotUnderstood{a, "this kind of ability"};
    }
    for (auto &n : r.abilities)
      n.range = range(a);
    return std::move(r.abilities);
  }

  // --- begin pl6 ---
  // A quoted ability (113.1a): built by a builder of its own, so that its targets are numbered
  // from 0 and its "to" refers to what it names, as in English. "Ta istota" / "ten permanent" in
  // it is the object that has it; the card's name (`~`) would be ambiguous and is refused.
  Node quoted(P::QuotedAbilityContext *ctx) {
    P::AbilityContext *a = ctx->ability();
    if (!dynamic_cast<P::ActivatedLineContext *>(a) && !dynamic_cast<P::TriggeredLineContext *>(a))
      throw NotUnderstood{a, "granting this kind of ability"};
    PlBuilder inner(line_, offs_);
    inner.inQuote_ = true;
    std::vector<Node> out = inner.abilities(a);
    if (out.size() != 1) throw NotUnderstood{a, "granting several abilities in one quote"};
    return std::move(out[0]);
  }
  bool inQuote_ = false;
  // effects8: the activated ability's cost discards one card, or exiles one object (608.2h)
  bool costDiscardsOne_ = false, costExilesOne_ = false;
  // --- end pl6 ---

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
  static bool has(antlr4::ParserRuleContext *ctx, std::string_view word) { // --- kopl ---
    for (auto *child : ctx->children)
      if (auto *t = dynamic_cast<antlr4::tree::TerminalNode *>(child))
        if (t->getText() == word) return true;
    return false;
  }
  static std::string words(antlr4::ParserRuleContext *ctx) {
    std::string out;
    for (auto *child : ctx->children) {
      if (!out.empty())
        out += ' ';
      out += child->getText();
    }
    return out;
  }

  // --- kopl --- as the Korean builder: "+1", "-3", "-X" (606.2)
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

  // ------------------------------------------------------------ keywords
  Node keywordLeaf(P::KeywordNameContext *ctx) {
    static const std::pair<std::string_view, std::string_view> kNames[] = {
        {"latanie", "flying"},
        {"czujność", "vigilance"},
        {"pośpiech", "haste"},
        {"tratowanie", "trample"},
        {"pierwsze uderzenie", "first-strike"},
        {"podwójne uderzenie", "double-strike"},
        {"dotyk śmierci", "deathtouch"},
        {"więź życia", "lifelink"},
        {"zasięg", "reach"},
        {"obronność", "defender"},
        {"postrach", "menace"},
        {"odporność", "hexproof"},
        {"niezniszczalność", "indestructible"},
        {"błysk", "flash"},
        {"waleczność", "prowess"},
        {"cyklowanie", "cycling"},
        {"metamorfoza", "morph"},
        {"megametamorfoza", "megamorph"}, // --- morph ---
        // --- begin kopl ---
        {"osłona", "shroud"},
        {"osłonę", "shroud"},
        {"strach", "fear"},
        {"zastraszanie", "intimidate"},
        {"przejście przez bagna", "swampwalk"},
        {"przejście przez wyspy", "islandwalk"},
        {"przejście przez lasy", "forestwalk"},
        {"przejście przez góry", "mountainwalk"},
        {"przejście przez równiny", "plainswalk"},
        {"zakażenie", "infect"},
        {"uwiąd", "wither"},
        {"wywyższenie", "exalted"},
        {"oskrzydlanie", "flanking"},
        {"przetrwanie", "persist"},
        {"nieumieralność", "undying"},
        {"cień", "shadow"},
        {"zwołanie", "convoke"},
        {"retrospekcja", "flashback"},
        {"echo", "echo"},
        {"odkupienie", "buyback"},
        {"dopłata", "kicker"},
        {"kumulatywne utrzymanie", "cumulative-upkeep"},
        {"bushido", "bushido"},
        {"szał", "rampage"},
        {"bezbarwność", "devoid"},
        {"wyposażenie", "equip"},
        // --- end kopl ---
        // --- begin keywords ---
        {"wykopanie", "unearth"},
        {"padlinożerstwo", "scavenge"},
        {"szczep", "graft"},
        {"ułamek sekundy", "split-second"},
        {"odtworzenie", "retrace"},
        {"przywołanie", "evoke"},
        {"zryw", "dash"},
        {"sztorm", "storm"},
        {"obsadzenie", "crew"},
        // --- end keywords ---
        // --- kopl3 --- our choices (i18n/pl/README.md)
        {"zawieszenie", "suspend"},
        {"szaleństwo", "madness"},
        {"przeniesienie duszy", "soulshift"},
        {"jeździectwo", "horsemanship"},
        {"wzniesienie", "ascend"},
        {"awans", "level-up"},
        {"zmiennokształtny", "changeling"},
        {"żądza krwi", "bloodthirst"},
        {"przekopanie", "delve"},
        {"odbicie", "rebound"},
        {"balsamowanie", "embalm"},
        {"zanikanie", "fading"},
        {"powinowactwo do artefaktów", "affinity-for-artifacts"},
        {"rozbłysk", "sunburst"},
        {"rozgłos", "renown"},
        {"improwizowanie", "improvise"},
        {"ewoluowanie", "evolve"},
        {"znikanie", "vanishing"},
        {"wielokrotna dopłata", "multikicker"},
        {"mentorstwo", "mentor"},
        {"wytwarzanie", "fabricate"},
        {"skradanie", "skulk"},
        {"wytrzymanie", "outlast"},
        {"modułowość", "modular"},
        {"pożeranie", "devour"},
        {"życie pozagrobowe", "afterlife"},
        {"dręczenie", "afflict"},
        {"detronizowanie", "dethrone"},
        {"uwiecznienie", "eternalize"},
        {"okrzyk bojowy", "battle-cry"},
        {"splatanie", "entwine"},                        // pl6
        {"transmutacja", "transmute"},                   // pl6
        {"kaskada", "cascade"},                          // pl6
        {"nadanie", "bestow"},                           // pl7: 702.103
        {"przebudzenie", "awaken"},                      // pl7: 702.113
        {"przeciążenie", "overload"},                    // pl8: 702.96
        {"doklejenie do arkanum", "splice-onto-arcane"}, // pl7: 702.47
    };
    // kopl3: the newer names are a rule of their own (keywordNameMore), read word by word too
    std::string name = ctx->keywordNameMore() ? words(ctx->keywordNameMore()) : words(ctx);
    if (ctx->keywordNameMore() && ctx->keywordNameMore()->keywordNamePl6()) { // pl6
      name = words(ctx->keywordNameMore()->keywordNamePl6());
      if (name.find("kolorem") != std::string::npos) // 702.16: the colour chosen on resolution
        return ast::keywordLeaf(ast::Keyword::ProtectionFromChosenColor);
    }
    // --- begin kopl: ochrona przed czerwonym (702.16) ---
    if (auto *c = ctx->colorWord()) {
      static const std::pair<std::string_view, std::string_view> kColors[] = {
          {"biał", "white"}, {"niebiesk", "blue"}, {"czarn", "black"}, {"czerwon", "red"}, {"zielon", "green"}};
      for (auto &[stem, spelling] : kColors)
        if (startsWith(c->getText(), stem))
          if (auto kw = ast::keywordFromCanonical("protection-from-" + std::string(spelling)))
            return ast::keywordLeaf(*kw);
    }
    // --- end kopl ---
    for (auto &[pl, canonical] : kNames)
      if (pl == name)
        if (auto kw = ast::keywordFromCanonical(canonical))
          return ast::keywordLeaf(*kw);
    throw NotUnderstood{ctx, "keyword '" + name + "'"};
  }
  Node keywordAbility(P::KeywordContext *ctx) { return at(ctx, keywordAbilityNode(ctx)); }
  Node keywordAbilityNode(P::KeywordContext *ctx) {
    // --- begin kopl ---
    if (auto *enchant = dynamic_cast<P::EnchantKeywordContext *>(ctx)) { // Zaklinanie istoty
      Node f = filter(enchant->description());
      return Node(NodeKind::KeywordAbility, {ast::keywordLeaf(ast::Keyword::Enchant), f});
    }
    if (auto *ep = dynamic_cast<P::EnchantPlayerKeywordContext *>(ctx)) // pl6: Zaklinanie gracza
      return Node(NodeKind::KeywordAbility,
                  {ast::keywordLeaf(ast::Keyword::Enchant),
                   Node(has(ep, "gracza") ? NodeKind::AnyPlayer : NodeKind::EachOpponent)});
    if (auto *numbered = dynamic_cast<P::AmountKeywordContext *>(ctx)) { // Bushido 1
      Node leaf = keywordLeaf(numbered->keywordName());
      auto n = parseDigits(numbered->NUMBER()->getText());
      if (!ast::keywordTakesAmount(ast::Keyword(leaf.value)) || !n)
        throw NotUnderstood{ctx, "a number after a keyword that takes none"};
      return Node(NodeKind::KeywordAbility, {leaf, ast::intNode(int64_t(*n))});
    }
    // --- end kopl ---
    if (auto *both = dynamic_cast<P::AmountCostKeywordContext *>(ctx)) { // --- kopl3 --- 702.62a
      Node leaf = keywordLeaf(both->keywordName());
      auto n = parseDigits(both->NUMBER()->getText());
      // Only suspend and awaken (pl7, 702.113) take both: a number and a cost, as English
      // reads them.
      ast::Keyword k = ast::Keyword(leaf.value);
      if ((k != ast::Keyword::Suspend && k != ast::Keyword::Awaken) || !n || *n < 1)
        throw NotUnderstood{ctx,
                            "a number and a cost after a keyword other than suspend or awaken"};
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
        c.children.push_back(Node(NodeKind::DiscardCost, {optionalAmount(dis->amount())}));
        // --- begin pl6: "odrzuć kartę istoty", "poświęć dwie istoty" ---
      } else if (auto *dd = dynamic_cast<P::DiscardDescribedCostContext *>(part)) {
        Node n = optionalAmount(dd->amount());
        Node f = filter(dd->description());
        bool one = n.kind == NodeKind::Int && n.value == 1;
        if (f.children.size() < 2 || !f.find(NodeKind::CardOnly) ||
            one == pluralDescription(dd->description()))
          throw NotUnderstood{dd, "discarding this as a cost"};
        c.children.push_back(Node(NodeKind::DiscardCost, {std::move(n), std::move(f)}));
      } else if (auto *ss = dynamic_cast<P::SacrificeSeveralCostContext *>(part)) {
        Node n = amount(ss->amount());
        if ((n.kind == NodeKind::Int && n.value < 2) || !pluralDescription(ss->description()))
          throw NotUnderstood{ss, "a count that does not agree with its noun"};
        c.children.push_back(
            Node(NodeKind::SacrificeCost, {filter(ss->description()), std::move(n)}));
        // --- end pl6 ---
      } else if (auto *life = dynamic_cast<P::PayLifeCostContext *>(part)) {
        c.children.push_back(Node(NodeKind::PayLifeCost, {amount(life->amount())}));
      } else if (auto *to = dynamic_cast<P::TapOthersCostContext *>(part)) { // --- kopl3 --- 602.2b
        // "tapnij odtapniętą istotę, którą kontrolujesz" is one; "dwie odtapnięte istoty" two.
        Node n = optionalAmount(to->amount());
        bool plural = pluralDescription(to->description());
        bool one = n.kind == NodeKind::Int && n.value == 1;
        if (n.kind != NodeKind::Int || plural == one)
          throw NotUnderstood{to, "a count that does not agree with its noun"};
        c.children.push_back(
            Node(NodeKind::TapOthersCost, {std::move(n), filter(to->description())}));
      } else if (auto *rc =
                     dynamic_cast<P::RemoveCountersCostContext *>(part)) { // --- kopl3 --- 118.3
        if (inQuote_) throw NotUnderstood{rc, "the card's name inside a quoted ability"}; // pl6
        c.children.push_back(Node(NodeKind::RemoveCountersCost,
                                  {counterKind(rc->counterKind()), optionalAmount(rc->amount())}));
        // --- begin pl6 ---
      } else if (dynamic_cast<P::DiscardSelfCostContext *>(part)) {
        if (inQuote_) throw NotUnderstood{part, "the card's name inside a quoted ability"};
        c.children.emplace_back(NodeKind::DiscardSelfCost);
      } else if (auto *dr = dynamic_cast<P::DiscardRandomCostContext *>(part)) { // 701.8b
        c.children.push_back(Node(NodeKind::DiscardRandomCost, {optionalAmount(dr->amount())}));
      } else if (auto *et = dynamic_cast<P::ExileTopCostContext *>(part)) { // 406.2
        Node n = optionalAmount(et->amount());
        bool few = n.kind == NodeKind::Int && n.value % 10 >= 2 && n.value % 10 <= 4 &&
                   !(n.value % 100 >= 12 && n.value % 100 <= 14);
        std::string noun = et->topCards()->getStart()->getText();
        if (noun != (!et->amount() ? "wierzchnią"
                     : few         ? "wierzchnie"
                                   : "wierzchnich") ||
            (et->amount() && n.kind == NodeKind::Int && n.value == 1))
          throw NotUnderstood{et, "a count that does not agree with its noun"};
        c.children.push_back(Node(NodeKind::ExileTopCost, {std::move(n)}));
      } else if (auto *ec = dynamic_cast<P::ExileCardsCostContext *>(part)) { // "trzy karty"
        Node n = amount(ec->amount());
        if (n.kind != NodeKind::Int || n.value < 2 || !pluralDescription(ec->description()))
          throw NotUnderstood{ec, "a count that does not agree with its noun"};
        c.children.push_back(Node(NodeKind::ExileCost, {filter(ec->description()), std::move(n)}));
      } else if (auto *ex = dynamic_cast<P::ExileCostContext *>(part)) {
        Node what = objects(ex->objectPhrase());
        if (what.kind == NodeKind::Filter)
          c.children.push_back(Node(NodeKind::ExileCost, {std::move(what), ast::intNode(1)}));
        else if (what.kind == NodeKind::Self || what.kind == NodeKind::SelfInZone)
          c.children.push_back(Node(NodeKind::ExileCost, {std::move(what)}));
        else
          throw NotUnderstood{ex, "exiling this as a cost"};
        // --- end pl6 ---
      } else if (auto *ex = dynamic_cast<P::ExertSelfCostContext *>(part)) { // pl7: wysil ~
        if (objects(ex->objectPhrase()).kind != NodeKind::Self)
          throw NotUnderstood{ex, "exerting another object as a cost"};
        c.children.emplace_back(NodeKind::ExertSelfCost);
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
    // --- begin kopl: "za każdym razem, gdy rzucasz czar istoty" (601.2i) ---
    if (auto *c = dynamic_cast<P::CastTriggerContext *>(ctx)) {
      Node player = has(c, "rzucasz")       ? Node(NodeKind::You)
                    : has(c, "przeciwnik") ? Node(NodeKind::EachOpponent)
                                           : Node(NodeKind::AnyPlayer);
      auto *bare = dynamic_cast<P::BareDescriptionContext *>(c->objectPhrase());
      if (!bare) throw NotUnderstood{c->objectPhrase(), "this kind of spell"};
      return Node(NodeKind::Casts, {std::move(player), filter(bare->description())});
    }
    if (auto *d = dynamic_cast<P::DealsDamageTriggerContext *>(ctx)) {
      // zadaje obrażenia bojowe graczowi (510.3a): "ten gracz" is the one dealt them.
      Node n(NodeKind::DealsDamageTrigger, {objects(d->objectPhrase())});
      if (has(d, "bojowe")) n.children.emplace_back(NodeKind::CombatDamage);
      if (auto *who = d->damagedWho()) {
        std::string w = who->getText();
        n.children.emplace_back(w == "graczowi"        ? NodeKind::ToPlayer
                                : w == "przeciwnikowi" ? NodeKind::ToOpponent
                                                       : NodeKind::ToCreature);
        if (w != "istocie") thatPlayerIsEvent_ = true;
      }
      return n;
    }
    if (auto *b = dynamic_cast<P::BecomesBlockedTriggerContext *>(ctx))
      return Node(NodeKind::BecomesBlocked, {objects(b->objectPhrase())});
    if (auto *b = dynamic_cast<P::BlocksTriggerContext *>(ctx))
      return Node(NodeKind::Blocks, {objects(b->objectPhrase())});
    if (auto *l = dynamic_cast<P::LeavesTriggerContext *>(ctx))
      return Node(NodeKind::LeavesBattlefield, {objects(l->objectPhrase())});
    if (auto *b = dynamic_cast<P::BecomesTappedTriggerContext *>(ctx))
      return Node(startsWith(b->tappedWord()->getText(), "odtap") ? NodeKind::BecomesUntapped
                                                                  : NodeKind::BecomesTapped,
                  {objects(b->objectPhrase())});
    if (auto *d = dynamic_cast<P::DealtDamageTriggerContext *>(ctx))
      return Node(NodeKind::IsDealtDamage, {objects(d->objectPhrase())});
    if (auto *a = dynamic_cast<P::AttacksOrBlocksTriggerContext *>(ctx))
      return Node(NodeKind::AttacksOrBlocks, {objects(a->objectPhrase())});
    if (auto *b = dynamic_cast<P::BlocksOrBecomesBlockedTriggerContext *>(ctx))
      return Node(NodeKind::BlocksOrBecomesBlocked, {objects(b->objectPhrase())});
    if (auto *f = dynamic_cast<P::TurnedFaceUpTriggerContext *>(ctx)) // --- pl4 --- 708.8
      return Node(NodeKind::TurnedFaceUp, {objects(f->objectPhrase())});
    if (auto *more = dynamic_cast<P::MoreTriggerContext *>(ctx)) { // --- pl5 ---
      P::PlayerCardTriggerContext *p = more->playerCardTrigger();
      if (auto *o = dynamic_cast<P::OtherPlayerCardTriggerContext *>(p)) {
        thatPlayerIsEvent_ = true; // "ten gracz" is the player who drew (discarded, cycled)
        Node who(has(o, "przeciwnik") ? NodeKind::EachOpponent : NodeKind::AnyPlayer);
        NodeKind k = has(o, "dobiera")   ? NodeKind::DrawsTrigger
                     : has(o, "odrzuca") ? NodeKind::DiscardsTrigger
                                         : NodeKind::CyclesTrigger;
        return Node(k, {std::move(who)});
      }
      if (auto *y = dynamic_cast<P::YouCardTriggerContext *>(p))
        return Node(has(y, "odrzucasz") ? NodeKind::DiscardsTrigger : NodeKind::CyclesTrigger,
                    {Node(NodeKind::You)});
      if (dynamic_cast<P::YouCycleOrDiscardTriggerContext *>(p)) // 702.29
        return Node(NodeKind::CyclesTrigger, {Node(NodeKind::You), Node(NodeKind::OrDiscards)});
      if (auto *b = dynamic_cast<P::BecomesBlockedByTriggerContext *>(p)) { // 509.5
        if (pluralDescription(b->description())) throw NotUnderstood{b, "'przez' before a plural"};
        return Node(NodeKind::BecomesBlockedBy,
                    {objects(b->objectPhrase()), filter(b->description())});
      }
      auto *bc = lastAlternative<P::BlocksCreatureTriggerContext>(p);
      if (pluralDescription(bc->description())) throw NotUnderstood{bc, "blocking a plural"};
      return Node(NodeKind::BlocksCreature,
                  {objects(bc->objectPhrase()), filter(bc->description())});
    }
    if (auto *more = dynamic_cast<P::Pl6TriggerContext *>(ctx))
      return pl6Trigger(more->triggerPl6());
    if (auto *sc = dynamic_cast<P::StateTriggerContext *>(ctx)) { // --- pl5 --- 603.8
      Node f = filter(sc->description());
      f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::You)}));
      return Node(
          NodeKind::StateTrigger,
          {Node(NodeKind::Compare, {Node(NodeKind::CountOf, {Node(NodeKind::All, {std::move(f)})}),
                                    Node(NodeKind::RelAtMost), ast::intNode(0)})});
    }
    if (dynamic_cast<P::GainsLifeTriggerContext *>(ctx)) // gdy zyskujesz punkty życia
      return Node(NodeKind::GainsLifeTrigger, {Node(NodeKind::You)});
    if (dynamic_cast<P::DrawsTriggerContext *>(ctx)) // gdy dobierasz kartę
      return Node(NodeKind::DrawsTrigger, {Node(NodeKind::You)});
    if (auto *b = dynamic_cast<P::BecomesTargetTriggerContext *>(ctx)) {
      Node n(NodeKind::BecomesTarget, {objects(b->objectPhrase())});
      if (!has(b, "zdolności")) n.children.emplace_back(NodeKind::SpellOnly); // celem czaru
      return n;
    }
    // --- end kopl ---
    auto *s = lastAlternative<P::StepTriggerContext>(ctx);
    std::string step = words(s->step());
    const char *spelling = step == "etapu utrzymania"   ? "upkeep"
                           : step == "etapu dobierania" ? "draw-step"
                           : step == "etapu końcowego"  ? "end-step"
                                                        : "combat";
    bool yours = s->stepOwner() && startsWith(s->stepOwner()->getText(), "twoj");
    bool opponents = has(s, "przeciwnika"); // pl8: na początku etapu utrzymania każdego przeciwnika
    if (opponents && s->stepOwner()) throw NotUnderstood{s, "two owners of one step"};
    Node who = yours ? Node(NodeKind::You)
                     : Node(opponents ? NodeKind::EachOpponent : NodeKind::EachPlayer);
    thatPlayerIsActive_ = !yours; // pl8: "ten gracz" is the player whose step it is (102.1)
    return Node(NodeKind::BeginningOfStep,
                {ast::vocabLeaf(ast::Vocabulary::Step, *ast::valueOf(ast::Vocabulary::Step, spelling)),
                 who});
  }

  // ------------------------------------------------------------ static
  Node staticAbility(P::StaticAbilityContext *ctx) {
    if (auto *nt = dynamic_cast<P::NotTypeStaticContext *>(ctx)) { // pl7: ~ nie jest istotą
      Node type = typeLeaf(nt->typeWord());
      if (type.kind != NodeKind::CardTypeLeaf) throw NotUnderstood{nt, "not being this"};
      return Node(NodeKind::NotCardType, {objects(nt->objectPhrase()), std::move(type)});
    }
    if (auto *pt = dynamic_cast<P::StaticPTContext *>(ctx)) {
      auto [p, t] = ptChange(ctx, pt->PT_MOD()); // --- pl4 --- +X/+X (107.3c) too
      Node n(NodeKind::ModifyPT, {objects(pt->objectPhrase()), std::move(p), std::move(t)});
      if (pt->forEach()) attachForEach(n, pt->forEach()); // --- pl4 ---
      return n;
    }
    if (auto *kw = dynamic_cast<P::StaticKeywordsContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(kw->objectPhrase())});
      for (auto &leaf : keywordLeaves(kw->keywordList()))
        n.children.push_back(std::move(leaf));
      return n;
    }
    // --- begin kopl: restrictions as sentences, and "enters the battlefield tapped" (614.1c) ---
    if (auto *r = dynamic_cast<P::CantStaticContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(r->objectPhrase())});
      for (auto &leaf : restriction(r->blockedWord(), r->combatVerb()))
        n.children.push_back(std::move(leaf));
      return n;
    }
    if (auto *r = dynamic_cast<P::DoesntUntapStaticContext *>(ctx))
      return Node(NodeKind::GainKeyword, {objects(r->objectPhrase()),
                                          ast::keywordLeaf(ast::Keyword::DoesntUntap)});
    if (auto *r = dynamic_cast<P::CanBlockOnlyFlyingStaticContext *>(ctx)) // --- kopl --- 509.1b
      return Node(NodeKind::GainKeyword,
                  {objects(r->objectPhrase()), ast::keywordLeaf(ast::Keyword::CanBlockOnlyFlying)});
    if (auto *r = dynamic_cast<P::MayNotUntapStaticContext *>(ctx)) // --- kopl --- 502.3
      return Node(NodeKind::GainKeyword,
                  {objects(r->objectPhrase()), ast::keywordLeaf(ast::Keyword::MayNotUntap)});
    if (auto *r = dynamic_cast<P::AttacksEachCombatStaticContext *>(ctx))
      return Node(NodeKind::GainKeyword, {objects(r->objectPhrase()),
                                          ast::keywordLeaf(ast::Keyword::AttacksEachCombat)});
    if (auto *r = dynamic_cast<P::EntersTappedStaticContext *>(ctx)) {
      if (!startsWith(r->tappedWord()->getText(), "tapni"))
        throw NotUnderstood{r->tappedWord(), "entering untapped"};
      Node n(NodeKind::EntersTapped, {objects(r->objectPhrase())});
      if (r->condition()) // pl7: ", chyba że kontrolujesz górę lub równinę" (614.1c)
        n.children.push_back(Node(NodeKind::Unless, {condition(r->condition())}));
      return n;
    }
    if (auto *r = dynamic_cast<P::EntersWithCountersStaticContext *>(ctx)) { // --- kopl3 --- 614.1c
      Node who = objects(r->objectPhrase());
      // English reads "~ enters the battlefield with ..." only (a replacement on ~ itself).
      if (who.kind != NodeKind::Self)
        throw NotUnderstood{r, "another object entering with counters"};
      // "ze znacznikiem" is one counter, "z dwoma znacznikami" more: the noun must agree.
      bool plural = has(r, "znacznikami");
      if (plural != (r->insAmount() != nullptr))
        throw NotUnderstood{r, "a count that does not agree with its noun"};
      Node n(NodeKind::EntersWithCounters,
             {std::move(who), counterKind(r->counterKind()),
              r->insAmount() ? insAmount(r->insAmount()) : ast::intNode(1)});
      if (r->forEach()) attachForEach(n, r->forEach()); // pl7: "za każdą kartę istoty …"
      return n;
    }
    // --- end kopl ---
    if (auto *d = dynamic_cast<P::DefinedPTStaticContext *>(ctx)) { // --- pl5 --- 604.3
      Node n(NodeKind::DefinedPT, {Node(NodeKind::XValue)});
      if (has(d, "wytrzymałość")) n.children.push_back(Node(NodeKind::XValue));
      return n;
    }
    // --- begin pl5 ---
    if (auto *nb = dynamic_cast<P::NotBlockedByStaticContext *>(ctx)) { // 509.1b
      if (!pluralDescription(nb->description()))
        throw NotUnderstood{nb->description(), "'przez' before a singular"};
      return Node(NodeKind::NotBlockedBy, {objects(nb->objectPhrase()), filter(nb->description())});
    }
    if (auto *ao = dynamic_cast<P::AttacksOnlyIfStaticContext *>(ctx)) { // 508.1c
      if (pluralDescription(ao->description()) || ao->defendingWord()->getText() != "broniący" ||
          ao->playerNoun()->getText() != "gracz")
        throw NotUnderstood{ao, "a count or a case that does not agree"};
      Node f = filter(ao->description());
      f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::DefendingPlayer)}));
      return Node(
          NodeKind::AttacksOnlyIf,
          {objects(ao->objectPhrase()),
           Node(NodeKind::Compare, {Node(NodeKind::CountOf, {Node(NodeKind::All, {std::move(f)})}),
                                    Node(NodeKind::RelAtLeast), ast::intNode(1)})});
    }
    // --- end pl5 ---
    // --- begin pl6 ---
    if (auto *b = dynamic_cast<P::BlockRuleStaticContext *>(ctx)) return blockRule(b->blockRule());
    if (auto *ps = dynamic_cast<P::PreventStaticContext *>(ctx))
      return prevent(ps->preventClause(), false);
    if (auto *is =
            dynamic_cast<P::IfStaticContext *>(ctx)) { // "Jeśli …, ~ wchodzi na pole bitwy z …"
      Node inner = staticAbility(is->staticAbility());
      if (inner.kind != NodeKind::EntersWithCounters || inner.children.size() != 3)
        throw NotUnderstood{is, "'jeśli' before this static ability"};
      inner.children.push_back(Node(NodeKind::Intervening, {condition(is->condition())}));
      return inner;
    }
    if (auto *g = dynamic_cast<P::GrantStaticContext *>(ctx)) // 113.1a
      return Node(NodeKind::GrantAbility, {objects(g->objectPhrase()), quoted(g->quotedAbility())});
    if (auto *cl = dynamic_cast<P::CostsLessStaticContext *>(ctx)) { // 601.2f: all such spells
      Node f = filter(cl->description());
      bool spell = false;
      for (auto &p : f.children)
        spell = spell || (p.kind == NodeKind::CardTypeLeaf &&
                          ast::spelling(ast::Vocabulary::CardType, p.value) == "spell");
      if (!spell || !pluralDescription(cl->description()) || f.find(NodeKind::ControlledBy))
        throw NotUnderstood{cl, "spells that cost less, in the singular or not spells"};
      // who casts them: you, your opponents, or (no clause) anyone
      NodeKind who = has(cl, "rzucasz")   ? NodeKind::You
                     : has(cl, "rzucają") ? NodeKind::EachOpponent
                                          : NodeKind::EachPlayer;
      bool less = has(cl, "mniej");
      if (less && who != NodeKind::You)
        throw NotUnderstood{cl, "another player's spells cost less"};
      return Node(less ? NodeKind::CostsLess : NodeKind::CostsMore,
                  {Node(who), std::move(f),
                   ast::manaCost(canonicalManaSymbols(cl->manaSymbols()->getText()))});
    }
    if (auto *g = dynamic_cast<P::GainControlStaticContext *>(ctx)) { // 613.1b
      Node what = objects(g->objectPhrase());
      if (what.kind == NodeKind::Target) throw NotUnderstood{g, "a target in a static ability"};
      return Node(NodeKind::GainControl, {std::move(what)});
    }
    // --- end pl6 ---
    if (auto *p8 = dynamic_cast<P::Pl8StaticContext *>(ctx)) {                       // pl8
      if (auto *nm = dynamic_cast<P::NoMaxHandSizeStaticContext *>(p8->staticPl8())) // 402.2
        return Node(NodeKind::NoMaxHandSize,
                    {Node(has(nm, "żaden") ? NodeKind::EachPlayer : NodeKind::You)});
      if (auto *bo = dynamic_cast<P::BlockedOnlyByStaticContext *>(p8->staticPl8())) { // 509.1b
        Node n(NodeKind::BlockedOnlyBy, {objects(bo->objectPhrase())});
        for (auto *d : bo->description()) {
          if (!pluralDescription(d)) throw NotUnderstood{d, "blocked only by one creature"};
          n.children.push_back(filter(d));
        }
        return n;
      }
      if (auto *ar = dynamic_cast<P::AsEntersMayRevealStaticContext *>(p8->staticPl8())) { // 614.12
        if (pluralDescription(ar->description()) || ar->tappedWord()->getText() != "tapnięty")
          throw NotUnderstood{ar, "a card or participle that does not agree"};
        return Node(NodeKind::AsEntersRevealOrTapped,
                    {Node(NodeKind::Self), filter(ar->description())});
      }
      if (auto *pl =
              dynamic_cast<P::AsEntersMayPayLifeStaticContext *>(p8->staticPl8())) { // 614.12
        if (pl->tappedWord()->getText() != "tapnięty")
          throw NotUnderstood{pl, "a participle that does not agree"};
        return Node(NodeKind::AsEntersPayLifeOrTapped,
                    {Node(NodeKind::Self), amount(pl->amount())});
      }
      if (auto *sl = dynamic_cast<P::SetLandTypeStaticContext *>(p8->staticPl8())) { // 305.7
        Node who = objects(sl->objectPhrase());
        std::string word = sl->landTypeIns()->getText();
        std::string_view english = pl::landTypeFromInstrumental(word);
        if (english.empty()) english = pl::landTypeFromInstrumentalPlural(word);
        bool plural = has(sl, "są");
        if (english.empty() || plural != (who.kind == NodeKind::All) ||
            plural != !pl::landTypeFromInstrumentalPlural(word).empty())
          throw NotUnderstood{sl, "a land type that does not agree"};
        Node n(NodeKind::SetLandType, {std::move(who), ast::subtypeLeaf(std::string(english))});
        n.value = plural ? 1 : 0; // the wording English keeps ("are Plains" / "is a Swamp")
        return n;
      }
      lastAlternative<P::SkipDrawStepStaticContext>(p8->staticPl8()); // 614.10
      return Node(
          NodeKind::SkipStep,
          {Node(NodeKind::You), ast::vocabLeaf(ast::Vocabulary::Step,
                                               *ast::valueOf(ast::Vocabulary::Step, "draw-step"))});
    }
    if (auto *sc = dynamic_cast<P::SelfCostsLessStaticContext *>(ctx)) { // pl8: 601.2f
      Node n(NodeKind::SelfCostsLess,
             {ast::manaCost(canonicalManaSymbols(sc->manaSymbols()->getText()))});
      if (sc->condition())
        n.children.push_back(Node(NodeKind::Intervening, {condition(sc->condition())}));
      if (sc->forEach()) attachForEach(n, sc->forEach());
      return n;
    }
    if (auto *al = dynamic_cast<P::AsLongAsStaticContext *>(ctx)) // --- pl4 --- 611.3
      return Node(NodeKind::AsLongAs, {condition(al->condition()), staticAbility(al->staticAbility())});
    // --- begin aschoose ---
    if (auto *ac = dynamic_cast<P::PlAsEntersChooseColorContext *>(ctx)) { // 614.12
      if (objects(ac->objectPhrase()).kind != NodeKind::Self)
        throw NotUnderstood{ac, "a choice as another object enters"};
      return Node(has(ac, "typ")           ? NodeKind::AsEntersChooseCreatureType
                  : has(ac, "przeciwnika") ? NodeKind::AsEntersChooseOpponent // pl8
                                           : NodeKind::AsEntersChooseColor,
                  {Node(NodeKind::Self)}); // pl6: typ istoty
    }
    // --- end aschoose ---
    auto *ex = lastAlternative<P::ExileInsteadContext>(ctx);
    Node from(NodeKind::AnyZone);
    for (auto *f : ex->fromZone())
      if (f->zoneRef())
        from = zone(f->zoneRef());
    if (ex->fromZone().size() > 1)
      throw NotUnderstood{ex, "two 'from' zones"};
    if (ex->zoneRef()->zoneOwner())
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
      if (sentence->effect().empty()) { // pl8: "wydaj tę manę tylko na rzucenie …" (106.6)
        Node *mana = ability.children.empty() ? nullptr : &ability.children.back();
        if (!mana ||
            (mana->kind != NodeKind::AddMana && mana->kind != NodeKind::AddManaAny &&
             mana->kind != NodeKind::AddManaChoice && mana->kind != NodeKind::AddManaCombination))
          throw NotUnderstood{sentence, "'wydaj tę manę' after no mana"};
        if (pluralDescription(sentence->description()))
          throw NotUnderstood{sentence, "spending mana on all of a kind"};
        Node restricted(NodeKind::SpendManaOnly,
                        {std::move(*mana), filter(sentence->description())});
        *mana = at(sentence, std::move(restricted));
        continue;
      }
      size_t first = ability.children.size();
      // pl4: an effect, then perhaps its "za każdą ..." (for each), in the order written
      for (auto *child : sentence->children) {
        if (auto *e = dynamic_cast<P::EffectContext *>(child)) {
          lastSubject_.reset();
          ability.children.push_back(effect(e));
          // pl8: "jeśli wygrasz (rzut), …" only right after the clash or the coin flip (701.22,
          // 705), as English
          NodeKind k = ability.children.back().kind;
          if (k == NodeKind::IfWinClash || k == NodeKind::IfWinFlip || k == NodeKind::IfLoseFlip) {
            size_t at = ability.children.size() - 1;
            while (k != NodeKind::IfWinClash && at > 0 &&
                   (ability.children[at - 1].kind == NodeKind::IfWinFlip ||
                    ability.children[at - 1].kind == NodeKind::IfLoseFlip))
              --at;
            NodeKind before = at > 0 ? ability.children[at - 1].kind : NodeKind::Unsupported;
            if (before != (k == NodeKind::IfWinClash ? NodeKind::Clash : NodeKind::FlipCoin))
              throw NotUnderstood{e, "'jeśli wygrasz' without the clash or coin flip before it"};
          }
          if (lastSubject_)
            inheritedSubject_ = lastSubject_;
        } else if (auto *each = dynamic_cast<P::ForEachContext *>(child)) {
          attachForEach(ability.children.back(), each);
        } else if (auto *unless = dynamic_cast<P::UnlessPaysContext *>(child)) { // --- pl5 ---
          ability.children.back() = unlessPays(std::move(ability.children.back()), unless);
        } else if (auto *ud = dynamic_cast<P::UnlessDoesContext *>(child)) { // pl8: 118.12a
          ability.children.back() = unlessDoes(std::move(ability.children.back()), ud);
        }
      }
      if (sentence->whereX()) defineX(ability.children, first, sentence->whereX());
      if (auto *ic = sentence->ifCond()) { // pl6: "Jeśli …, <effects>." (608.2c): one if-effect
        Node n(NodeKind::IfEffect, {condition(ic->condition())});
        for (size_t i = first; i < ability.children.size(); ++i)
          n.children.push_back(std::move(ability.children[i]));
        ability.children.resize(first);
        ability.children.push_back(at(ic, std::move(n)));
      }
      if (auto *ifDo = sentence->ifYouDo())
        conditionOnPrevious(ability, first, ifDo); // --- pl5 ---
    }
    inheritedSubject_.reset();
  }

  // --- begin pl5 ---
  // Activation restrictions (602.5b): "Aktywuj tylko jako rytuał." and the rest, as English.
  Node activationLimit(P::ActivationLimitContext *ctx) { return at(ctx, activationLimitNode(ctx)); }
  Node activationLimitNode(P::ActivationLimitContext *ctx) {
    if (dynamic_cast<P::SorceryLimitContext *>(ctx)) return Node(NodeKind::SorcerySpeed);
    if (dynamic_cast<P::OnceLimitContext *>(ctx)) return Node(NodeKind::OncePerTurn);
    if (dynamic_cast<P::AnyPlayerLimitContext *>(ctx))
      return Node(NodeKind::AnyPlayerMayActivate); // 602.2
    if (dynamic_cast<P::YourTurnLimitContext *>(ctx))
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurn)});
    if (dynamic_cast<P::YourUpkeepLimitContext *>(ctx)) // 503
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourUpkeep)});
    if (dynamic_cast<P::BeforeAttackersLimitContext *>(ctx)) // before 508
      return Node(NodeKind::ActivateOnlyIf, {Node(NodeKind::YourTurnBeforeAttackers)});
    return Node(NodeKind::ActivateOnlyIf,
                {condition(lastAlternative<P::ConditionLimitContext>(ctx)->condition())});
  }
  // "Jeśli to zrobisz, ..." (608.2c): the sentence's effects become one IfYouDo (IfYouDont)
  // node after the optional action ("możesz ...") of the sentence before, as English builds it.
  void conditionOnPrevious(Node &ability, size_t first, P::IfYouDoContext *ctx) {
    // pl8: or after an action whose doing the runtime measures, as English builds "Sacrifice ~.
    // If you do, …" (608.2c)
    if (first == 0 || (ability.children[first - 1].kind != NodeKind::May &&
                       !ast::doneIsMeasured(ability.children[first - 1])))
      throw NotUnderstood{ctx, "'" + words(ctx) + "' without an optional action before it"};
    Node n(has(ctx, "nie") ? NodeKind::IfYouDont : NodeKind::IfYouDo);
    for (size_t i = first; i < ability.children.size(); ++i)
      n.children.push_back(std::move(ability.children[i]));
    ability.children.resize(first);
    ability.children.push_back(at(ctx, std::move(n)));
  }
  // "..., chyba że zapłacisz {1}" / "chyba że jego kontroler zapłaci {3}" (118.12): "jego" /
  // "jej" is the target named last, as English "its controller".
  Node unlessPays(Node effect, P::UnlessPaysContext *ctx) {
    Node who(NodeKind::You);
    if (has(ctx, "kontroler")) {
      if (targetCount_ == 0)
        throw NotUnderstood{ctx, "'" + words(ctx) + "' with no target before it"};
      who = Node(NodeKind::ControllerOf, {ast::targetRef(targetCount_ - 1)});
    }
    return at(ctx, Node(NodeKind::UnlessPays,
                        {std::move(who),
                         ast::manaCost(canonicalManaSymbols(ctx->manaSymbols()->getText())),
                         std::move(effect)}));
  }
  // --- end pl5 ---
  // pl8: "..., chyba że cofniesz / poświęcisz / odrzucisz ..." (118.12a): you act, or the effect
  // happens; the AST English builds, (unless-does you ACTION EFFECT)
  Node unlessDoes(Node effect, P::UnlessDoesContext *ctx) {
    P::UnlessActionContext *a = ctx->unlessAction();
    Node action;
    if (auto *r = dynamic_cast<P::UnlessReturnContext *>(a)) {
      Node what = objects(r->objectPhrase());
      if ((what.kind == NodeKind::All) != has(r, "rąk"))
        throw NotUnderstood{r, "'do ręki' / 'do rąk' that does not agree with what returns"};
      action = Node(NodeKind::ReturnToHand, {std::move(what)});
    } else if (auto *sa = dynamic_cast<P::UnlessSacrificeContext *>(a)) {
      action = Node(NodeKind::SacrificeObjects, {objects(sa->objectPhrase())});
    } else if (auto *ta = dynamic_cast<P::UnlessActiveSacrificesContext *>(a)) {
      // "chyba że ten gracz poświęci istotę": the player whose step it is (102.1)
      if (!thatPlayerIsActive_) throw NotUnderstood{ta, "'ten gracz' with no player named before"};
      action = Node(NodeKind::SacrificeObjects,
                    {objects(ta->objectPhrase()), Node(NodeKind::ActivePlayer)});
      return at(ctx, Node(NodeKind::UnlessDoes, {Node(NodeKind::ActivePlayer),
                                                 at(a, std::move(action)), std::move(effect)}));
    } else if (auto *d = dynamic_cast<P::UnlessDiscardContext *>(a)) {
      action = Node(NodeKind::DiscardCards, {Node(NodeKind::You), optionalAmount(d->amount())});
      if (has(d, "losowo")) action.children.emplace_back(NodeKind::AtRandom);
    } else {
      auto *m = lastAlternative<P::UnlessDiscardMatchingContext>(a);
      if (pluralDescription(m->description())) throw NotUnderstood{m, "discarding all of a kind"};
      action = Node(NodeKind::DiscardMatching, {Node(NodeKind::You), filter(m->description())});
    }
    return at(ctx, Node(NodeKind::UnlessDoes,
                        {Node(NodeKind::You), at(a, std::move(action)), std::move(effect)}));
  }

  // --- begin pl4: conditions as one comparison, (compare LEFT RELATION RIGHT) as English ---
  Node condition(P::ConditionContext *ctx) { return at(ctx, conditionNode(ctx)); }
  Node conditionNode(P::ConditionContext *ctx) {
    auto controlled = [&](P::DescriptionContext *d, NodeKind who) {
      Node f = filter(d);
      f.children.push_back(Node(NodeKind::ControlledBy, {Node(who)}));
      return Node(NodeKind::CountOf, {Node(NodeKind::All, {std::move(f)})});
    };
    if (auto *y = dynamic_cast<P::YouControlCondContext *>(ctx)) {
      // "kontrolujesz goblina" is one (singular); "co najmniej trzy artefakty" a plural count
      Node n = y->amount() ? amount(y->amount()) : ast::intNode(1);
      bool plural = pluralDescription(y->description());
      if (n.kind != NodeKind::Int || (y->amount() != nullptr) != plural || (plural && n.value < 2))
        throw NotUnderstood{y, "a count that does not agree with its noun"};
      return Node(NodeKind::Compare, {controlled(y->description(), NodeKind::You),
                                      Node(NodeKind::RelAtLeast), std::move(n)});
    }
    if (auto *y = dynamic_cast<P::YouControlNoneCondContext *>(ctx)) // nie kontrolujesz żadnej
      return Node(NodeKind::Compare, {controlled(y->description(), NodeKind::You),
                                      Node(NodeKind::RelAtMost), ast::intNode(0)});
    if (auto *o = dynamic_cast<P::OpponentControlsCondContext *>(ctx)) {
      if (pluralDescription(o->description()))
        throw NotUnderstood{o, "a count that does not agree with its noun"};
      return Node(NodeKind::Compare, {controlled(o->description(), NodeKind::EachOpponent),
                                      Node(NodeKind::RelAtLeast), ast::intNode(1)});
    }
    if (auto *c = dynamic_cast<P::CardsAtLeastCondContext *>(ctx)) { // pl6: 7 or more cards
      Node n = amount(c->amount());
      bool few = n.kind == NodeKind::Int && n.value % 10 >= 2 && n.value % 10 <= 4 &&
                 !(n.value % 100 >= 12 && n.value % 100 <= 14);
      if (n.kind != NodeKind::Int || n.value < 2 ||
          c->cardNoun()->getText() != (few ? "karty" : "kart"))
        throw NotUnderstood{c, "a count that does not agree with its noun"};
      return Node(NodeKind::CardsAtLeast,
                  {Node(NodeKind::You), ast::zoneLeaf(has(c, "cmentarzu") ? "graveyard" : "hand"),
                   std::move(n)});
    }
    if (dynamic_cast<P::WasKickedCondContext *>(ctx)) return Node(NodeKind::WasKicked); // 702.33d
    if (dynamic_cast<P::AttackedCondContext *>(ctx))
      return Node(NodeKind::AttackedThisTurn); // 508.1
    if (auto *p7 = dynamic_cast<P::Pl7CondContext *>(ctx)) return conditionPl7(p7->conditionPl7());
    if (auto *ms = dynamic_cast<P::ManaSpentCondContext *>(ctx)) { // pl8: 601.2h
      std::string symbol = canonicalManaSymbols(ms->MANA_SYMBOL()->getText());
      static const std::pair<std::string_view, std::string_view> kSymbols[] = {
          {"{W}", "white"}, {"{U}", "blue"}, {"{B}", "black"}, {"{R}", "red"}, {"{G}", "green"}};
      for (auto [sym, color] : kSymbols)
        if (symbol == sym)
          return Node(NodeKind::ManaSpentToCast,
                      {ast::vocabLeaf(ast::Vocabulary::Color,
                                      *ast::valueOf(ast::Vocabulary::Color, color))});
      throw NotUnderstood{ms, "mana of this symbol (only a coloured one names a colour, 105.1)"};
    }
    auto *is = lastAlternative<P::IsCondContext>(ctx);
    Node who = objects(is->objectPhrase());
    if (who.kind != NodeKind::Self && who.kind != NodeKind::AttachedObject)
      throw NotUnderstood{is, "a condition on this object"};
    Node quality(NodeKind::Attacking);
    if (auto *tw = is->tappedWord()) {
      quality = Node(startsWith(tw->getText(), "odtap") ? NodeKind::IsUntapped : NodeKind::IsTapped);
    } else if (auto *c = is->colorWord()) {
      static const std::pair<std::string_view, std::string_view> kColors[] = {
          {"biał", "white"}, {"niebiesk", "blue"}, {"czarn", "black"}, {"czerwon", "red"}, {"zielon", "green"}};
      bool found = false;
      for (auto &[stem, spelling] : kColors)
        if (startsWith(c->getText(), stem)) {
          quality = ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, spelling));
          found = true;
        }
      if (!found) throw NotUnderstood{c, "the colour '" + c->getText() + "'"};
    }
    return Node(NodeKind::Compare, {std::move(who), Node(NodeKind::RelIs),
                                    Node(NodeKind::Filter, {std::move(quality)})});
  }
  // --- end pl4 ---

  // --- begin pl7: more conditions, the (compare ...) or condition node English builds ---
  // Polish counting: 2-4 (not 12-14) take the plural nominative ("cztery typy"), other numbers
  // the plural genitive ("pięć typów"); a form that does not agree is refused.
  static bool fewForm(const Node &n) {
    return n.kind == NodeKind::Int && n.value % 10 >= 2 && n.value % 10 <= 4 &&
           !(n.value % 100 >= 12 && n.value % 100 <= 14);
  }
  Node conditionPl7(P::ConditionPl7Context *ctx) {
    auto compare = [](Node left, NodeKind rel, Node right) {
      return Node(NodeKind::Compare, {std::move(left), Node(rel), std::move(right)});
    };
    // w poprzedniej turze nie rzucono żadnych czarów: no spells were cast last turn
    if (dynamic_cast<P::NoSpellsLastTurnCondContext *>(ctx))
      return compare(Node(NodeKind::SpellsCastLastTurn, {Node(NodeKind::EachPlayer)}),
                     NodeKind::RelAtMost, ast::intNode(0));
    // gracz rzucił w poprzedniej turze co najmniej dwa czary: a player cast two or more
    if (auto *c = dynamic_cast<P::SpellsLastTurnCondContext *>(ctx)) {
      Node n = amount(c->amount());
      if (n.kind != NodeKind::Int || n.value < 2 || has(c, "czary") != fewForm(n))
        throw NotUnderstood{c, "a count that does not agree with its noun"};
      return compare(Node(NodeKind::MostSpellsCastLastTurn, {Node(NodeKind::EachPlayer)}),
                     NodeKind::RelAtLeast, std::move(n));
    }
    // wśród kart na twoim cmentarzu są co najmniej cztery typy kart (delirium, 205.2a)
    if (auto *c = dynamic_cast<P::CardTypesCondContext *>(ctx)) {
      Node n = amount(c->amount());
      bool few = fewForm(n);
      if (n.kind != NodeKind::Int || n.value < 2 || has(c, "typy") != few || has(c, "są") != few)
        throw NotUnderstood{c, "a count that does not agree with its noun"};
      Node f(NodeKind::Filter,
             {Node(NodeKind::CardOnly),
              Node(NodeKind::InZone, {ast::zoneLeaf("graveyard"), Node(NodeKind::You)})});
      return compare(Node(NodeKind::CardTypesAmong, {Node(NodeKind::All, {std::move(f)})}),
                     NodeKind::RelAtLeast, std::move(n));
    }
    // masz co najmniej / co najwyżej 5 punktów życia (119)
    if (auto *c = dynamic_cast<P::LifeCondContext *>(ctx))
      return compare(Node(NodeKind::LifeTotal, {Node(NodeKind::You)}),
                     has(c, "najwyżej") ? NodeKind::RelAtMost : NodeKind::RelAtLeast,
                     amount(c->amount()));
    // na ~ jest znacznik boskości / są co najmniej trzy znaczniki +1/+1 (122.1)
    if (auto *c = dynamic_cast<P::CountersCondContext *>(ctx)) {
      Node n = ast::intNode(1);
      std::string noun = c->counterNoun()->getText();
      if (c->amount()) {
        n = amount(c->amount());
        if (n.kind != NodeKind::Int || n.value < 2 ||
            noun != (fewForm(n) ? "znaczniki" : "znaczników") || has(c, "są") != fewForm(n))
          throw NotUnderstood{c, "a count that does not agree with its noun"};
      } else if (noun != "znacznik" || !has(c, "jest")) {
        throw NotUnderstood{c, "a count that does not agree with its noun"};
      }
      return compare(
          Node(NodeKind::CountersOn, {objects(c->objectPhrase()), counterKind(c->counterKind())}),
          NodeKind::RelAtLeast, std::move(n));
    }
    if (auto *c = dynamic_cast<P::NoCountersCondContext *>(ctx)) { // na ~ nie ma żadnych znaczników
      if (c->counterNoun()->getText() != "znaczników")
        throw NotUnderstood{c, "a count that does not agree with its noun"};
      return compare(
          Node(NodeKind::CountersOn, {objects(c->objectPhrase()), counterKind(c->counterKind())}),
          NodeKind::RelAtMost, ast::intNode(0));
    }
    // są co najmniej dwie karty instantów lub rytuałów na twoim cmentarzu (all such objects)
    if (auto *c = dynamic_cast<P::CountAtLeastCondContext *>(ctx)) {
      Node n = amount(c->amount());
      if (n.kind != NodeKind::Int || n.value < 2 || !pluralDescription(c->description()) ||
          has(c, "są") != fewForm(n))
        throw NotUnderstood{c, "a count that does not agree with its noun"};
      return compare(Node(NodeKind::CountOf, {Node(NodeKind::All, {filter(c->description())})}),
                     NodeKind::RelAtLeast, std::move(n));
    }
    // kontrolujesz co najwyżej dwie inne krainy
    if (auto *c = dynamic_cast<P::YouControlAtMostCondContext *>(ctx)) {
      Node n = amount(c->amount());
      if (n.kind != NodeKind::Int || n.value < 2 || !pluralDescription(c->description()))
        throw NotUnderstood{c, "a count that does not agree with its noun"};
      Node f = filter(c->description());
      f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::You)}));
      return compare(Node(NodeKind::CountOf, {Node(NodeKind::All, {std::move(f)})}),
                     NodeKind::RelAtMost, std::move(n));
    }
    if (dynamic_cast<P::HellbentCondContext *>(ctx)) // nie masz żadnych kart w ręce
      return Node(NodeKind::CardsAtMost,
                  {Node(NodeKind::You), ast::zoneLeaf("hand"), ast::intNode(0)});
    if (dynamic_cast<P::RevoltCondContext *>(ctx)) return Node(NodeKind::PermanentLeftThisTurn);
    if (dynamic_cast<P::MorbidCondContext *>(ctx)) return Node(NodeKind::CreatureDiedThisTurn);
    if (auto *c = dynamic_cast<P::CastFromHandCondContext *>(ctx)) { // rzuciłeś ~ ze swojej ręki
      if (objects(c->objectPhrase()).kind != NodeKind::Self)
        throw NotUnderstood{c, "casting another object from your hand"};
      return Node(NodeKind::CastFromHand);
    }
    if (auto *c = dynamic_cast<P::YourTurnCondContext *>(ctx)) // (nie) trwa twoja tura
      return Node(has(c, "nie") ? NodeKind::NotYourTurn : NodeKind::YourTurn);
    if (dynamic_cast<P::CitysBlessingCondContext *>(ctx)) // 702.131c
      return Node(NodeKind::HasCitysBlessing, {Node(NodeKind::You)});
    if (auto *d = dynamic_cast<P::DevotionCondContext *>(ctx)) { // 700.5
      static const std::pair<std::string_view, std::string_view> kColors[] = {{"bieli", "white"},
                                                                              {"błękitowi", "blue"},
                                                                              {"czerni", "black"},
                                                                              {"czerwieni", "red"},
                                                                              {"zieleni", "green"}};
      Node dev(NodeKind::Devotion, {Node(NodeKind::You)});
      for (auto *c : d->devotionColor())
        for (auto &[word, spelling] : kColors)
          if (c->getText() == word)
            dev.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color,
                                                  *ast::valueOf(ast::Vocabulary::Color, spelling)));
      return compare(std::move(dev), NodeKind::RelLessThan, amount(d->amount()));
    }
    // ~ jest typu człowiek (lub anioł) / jest legendarna / jest zaklęciem / jest artefaktową istotą
    auto *k = lastAlternative<P::IsKindCondContext>(ctx);
    Node who = objects(k->objectPhrase());
    if (who.kind != NodeKind::Self && who.kind != NodeKind::AttachedObject &&
        who.kind != NodeKind::TargetRef)
      throw NotUnderstood{k, "a condition on this object"};
    Node f(NodeKind::Filter);
    if (k->ofSubtype()) {
      for (auto &sub : subtypes(k->ofSubtype()))
        f.children.push_back(std::move(sub));
    } else if (auto *sw = k->supertypeWord()) {
      std::string w = sw->getText();
      Node sup(NodeKind::SupertypeLeaf);
      sup.text = startsWith(w, "podstaw")    ? "Basic"
                 : startsWith(w, "legendar") ? "Legendary"
                                             : "Snow";
      f.children.push_back(std::move(sup));
    } else {
      if (k->artifactWord())
        f.children.push_back(ast::vocabLeaf(ast::Vocabulary::CardType,
                                            *ast::valueOf(ast::Vocabulary::CardType, "artifact")));
      f.children.push_back(typeLeaf(k->typeWord()));
    }
    return compare(std::move(who), NodeKind::RelIs, std::move(f));
  }
  // --- end pl7 ---

  // --- begin pl4: computed amounts (107.3c) ---
  // A P/T change "+2/+2", "+X/+0", "-X/-X" as two amounts (X: (x) or (negate (x))).
  std::pair<Node, Node> ptChange(antlr4::ParserRuleContext *ctx, antlr4::tree::TerminalNode *mod) {
    auto amounts = ptAmounts(mod->getText());
    if (!amounts) throw NotUnderstood{ctx, "the P/T change '" + mod->getText() + "'"};
    return *amounts;
  }
  // "za każdą krainę, którą kontrolujesz" / "za każdy znacznik ładunku na ~": the effect's
  // numbers times that many (the (for-each ...) English puts last on the effect). Only the
  // effects English reads "for each" after; "możesz ..." (may) wraps the effect.
  void attachForEach(Node &effect, P::ForEachContext *ctx) {
    Node *e = effect.kind == NodeKind::May ? &effect.children[0] : &effect;
    switch (e->kind) {
    case NodeKind::DealDamage:
    case NodeKind::Draw:
    case NodeKind::ModifyPT:
    case NodeKind::GainLife:
    case NodeKind::LoseLife:
    case NodeKind::PutCounters:
    case NodeKind::CreateToken:
    case NodeKind::SelfCostsLess:      // pl8: 601.2f, rzucenie ~ kosztuje {1} mniej za każdą …
    case NodeKind::EntersWithCounters: // pl7: 614.1c, ~ wchodzi na pole bitwy ze znacznikiem … za
                                       // każdą …
      break;
    default: throw NotUnderstood{ctx, "'for each' after this effect"};
    }
    if (e->find(NodeKind::ForEach)) throw NotUnderstood{ctx, "two 'for each'"};
    Node each(NodeKind::ForEach);
    if (auto *o = dynamic_cast<P::ForEachObjectContext *>(ctx)) {
      // "za każdą krainę": one of a kind, in the accusative singular
      if (pluralDescription(o->description()))
        throw NotUnderstood{o, "'za każdy' before a plural"};
      each.children.push_back(Node(NodeKind::All, {filter(o->description())}));
    } else {
      auto *c = lastAlternative<P::ForEachCounterContext>(ctx);
      if (c->counterNoun()->getText() != "znacznik")
        throw NotUnderstood{c, "'za każdy' before a plural"};
      each.children.push_back(objects(c->objectPhrase()));
      each.children.push_back(counterKind(c->counterKind()));
    }
    e->children.push_back(at(ctx, std::move(each)));
  }
  // ", gdzie X to liczba istot, które kontrolujesz": the X of this sentence's effects is that
  // number (107.3c), not a choice on casting; a sentence with no X is refused.
  void defineX(std::vector<Node> &effects, size_t from, P::WhereXContext *where) {
    Node value = xDefinition(where->xDefinition());
    int replaced = 0;
    for (size_t i = from; i < effects.size(); ++i)
      replaced += substituteX(effects[i], value);
    if (replaced == 0) throw NotUnderstood{where, "'gdzie X to' without an X before it"};
  }
  Node xDefinition(P::XDefinitionContext *ctx) {
    if (auto *c = dynamic_cast<P::CountDefContext *>(ctx)) {
      // "liczba istot": the genitive plural, all of them
      if (!pluralDescription(c->description()))
        throw NotUnderstood{c, "'liczba' before a singular"};
      return at(ctx, Node(NodeKind::CountOf, {Node(NodeKind::All, {filter(c->description())})}));
    }
    if (auto *c = dynamic_cast<P::CountersDefContext *>(ctx)) {
      if (c->counterNoun()->getText() != "znaczników")
        throw NotUnderstood{c, "'liczba' before a singular"};
      return at(ctx, Node(NodeKind::CountersOn,
                          {objects(c->objectPhrase()), counterKind(c->counterKind())}));
    }
    auto stat = [](P::StatNounContext *n) {
      return n->getText() == "siła"           ? NodeKind::PowerOf
             : n->getText() == "wytrzymałość" ? NodeKind::ToughnessOf
                                              : NodeKind::ManaValueOf; // pl6: wartość many
    };
    if (auto *s = dynamic_cast<P::SelfStatDefContext *>(ctx)) {
      if (s->SELF() && inQuote_) // pl6: "siła tej istoty" in a quoted ability
        throw NotUnderstood{s, "the card's name inside a quoted ability"};
      return at(ctx, Node(stat(s->statNoun()), {Node(NodeKind::Self)}));
    }
    // "jego siła" / "jej wytrzymałość": as "to" (it), the target named last, else the
    // trigger's object
    if (auto *sd =
            dynamic_cast<P::SacrificedStatDefContext *>(ctx)) { // pl7: siła poświęconej istoty
      Node sacrificed(NodeKind::SacrificedObject);
      sacrificed.text = "creature"; // the noun, as English keeps it
      return at(ctx, Node(stat(sd->statNoun()), {std::move(sacrificed)}));
    }
    if (dynamic_cast<P::LifeLostDefContext *>(ctx)) // pl8: 119.3
      return at(ctx, Node(NodeKind::LifeLostThisWay));
    // effects8: wartość many odrzuconej karty
    if (auto *dd = dynamic_cast<P::DiscardedStatDefContext *>(ctx)) {
      if (!costDiscardsOne_)
        throw NotUnderstood{dd, "'odrzuconej karty' without one card discarded in the cost"};
      return at(ctx, Node(stat(dd->statNoun()), {Node(NodeKind::DiscardedObject)}));
    }
    // effects8: siła wygnanej karty / istoty
    if (auto *ce = dynamic_cast<P::CostExiledStatDefContext *>(ctx)) {
      if (!costExilesOne_)
        throw NotUnderstood{ce, "'wygnanej' without one object exiled in the cost"};
      Node exiled(NodeKind::CostExiledObject);
      exiled.text = has(ce, "istoty") ? "creature" : "card"; // the noun, as English keeps it
      return at(ctx, Node(stat(ce->statNoun()), {std::move(exiled)}));
    }
    auto *its = lastAlternative<P::ItsStatDefContext>(ctx);
    Node of = targetCount_ > 0 ? ast::targetRef(targetCount_ - 1) : Node(NodeKind::EventObject);
    return at(ctx, Node(stat(its->statNoun()), {std::move(of)}));
  }
  // --- end pl4 ---
  std::optional<Node> inheritedSubject_, lastSubject_;
  int targetCount_ = 0;
  bool thatPlayerIsEvent_ = false; // --- kopl --- after "deals damage to a player": ten gracz
  bool thatPlayerIsActive_ = false; // pl8: after "at the beginning of each (opponent's) step"

  // Targets are numbered in the order they are built, which is the order
  // ast::canonicalize hoists them in.
  Node makeTarget(std::vector<Node> parts) {
    ++targetCount_;
    return Node(NodeKind::Target, std::move(parts));
  }

  Node duration(P::DurationContext *) { return Node(NodeKind::UntilEndOfTurn); }

  // --- begin kopl: "nie może zostać zablokowany" / "atakować" / "blokować" / "atakować ani blokować" ---
  static std::vector<Node> restriction(P::BlockedWordContext *blocked, P::CombatVerbContext *verb) {
    std::vector<Node> out;
    if (blocked) {
      out.push_back(ast::keywordLeaf(ast::Keyword::CantBeBlocked));
      return out;
    }
    std::string w = verb->getText();
    if (w.find("atakować") != std::string::npos) out.push_back(ast::keywordLeaf(ast::Keyword::CantAttack));
    if (w.find("blokować") != std::string::npos) out.push_back(ast::keywordLeaf(ast::Keyword::CantBlock));
    return out;
  }
  // --- end kopl ---

  Node effect(P::EffectContext *ctx) {
    // --- kopl --- the effects of the second rule (effectMore, see the grammar)
    antlr4::ParserRuleContext *inner = ctx;
    if (auto *more = dynamic_cast<P::MoreEffectContext *>(ctx)) inner = more->effectMore();
    Node n = at(ctx, effectNode(inner));
    // --- begin i18n3 ---
    // "możesz zniszczyć …": you may (608.2d), "możesz" and the verb's infinitive.
    if (ctx->getStart() && ctx->getStart()->getText() == "możesz")
      return at(ctx, Node(NodeKind::May, {std::move(n)}));
    // --- end i18n3 ---
    return n;
  }
  Node effectNode(antlr4::ParserRuleContext *ctx) { // EffectContext or EffectMoreContext (kopl)
    if (auto *d = dynamic_cast<P::DealDamageContext *>(ctx))
      return Node(NodeKind::DealDamage, {objects(d->objectPhrase()), amount(d->amount()), recipient(d->recipient())});
    if (auto *d = dynamic_cast<P::DrawContext *>(ctx))
      return Node(NodeKind::Draw, {player(d->playerSubject()), optionalAmount(d->amount())});
    if (auto *m = dynamic_cast<P::AddManaContext *>(ctx))
      return Node(NodeKind::AddMana, {ast::manaCost(canonicalManaSymbols(m->manaSymbols()->getText()))});
    if (auto *m = dynamic_cast<P::ModifyPTContext *>(ctx)) {
      auto [p, t] = ptChange(ctx, m->PT_MOD()); // --- pl4 --- +X/+X (107.3c) too
      return Node(NodeKind::ModifyPT, {objects(m->objectPhrase()), std::move(p), std::move(t),
                                       duration(m->duration())});
    }
    if (auto *g = dynamic_cast<P::GainKeywordContext *>(ctx)) {
      Node n(NodeKind::GainKeyword, {objects(g->objectPhrase())});
      for (auto &leaf : keywordLeaves(g->keywordList()))
        n.children.push_back(std::move(leaf));
      n.children.push_back(duration(g->duration()));
      return n;
    }
    if (auto *d = dynamic_cast<P::DestroyContext *>(ctx)) {
      Node n(NodeKind::Destroy, {objects(d->objectPhrase())});
      // --- kopl3 --- "bez możliwości regeneracji": it can't be regenerated (701.15)
      if (has(d, "regeneracji")) n.children.emplace_back(NodeKind::NoRegeneration);
      return n;
    }
    if (auto *e = dynamic_cast<P::ExileContext *>(ctx))
      return Node(NodeKind::ExileObjects, {objects(e->objectPhrase())});
    if (auto *b = dynamic_cast<P::BounceContext *>(ctx))
      return Node(NodeKind::ReturnToHand, {objects(b->objectPhrase())});
    if (auto *g = dynamic_cast<P::GainLifeContext *>(ctx))
      return Node(NodeKind::GainLife, {player(g->playerSubject()), amount(g->amount())});
    if (auto *l = dynamic_cast<P::LoseLifeContext *>(ctx))
      return Node(NodeKind::LoseLife, {player(l->playerSubject()), amount(l->amount())});
    if (auto *p = dynamic_cast<P::PutCountersContext *>(ctx)) // kopl3: named counters too
      return Node(NodeKind::PutCounters, {objects(p->objectPhrase()), counterKind(p->counterKind()),
                                          optionalAmount(p->amount())});
    if (auto *de = dynamic_cast<P::DelayedEffectContext *>(ctx)) { // --- kopl3 --- 603.7a
      auto step =
          ast::valueOf(ast::Vocabulary::Step, has(de, "utrzymania") ? "upkeep" : "end-step");
      return Node(NodeKind::Delayed,
                  {ast::vocabLeaf(ast::Vocabulary::Step, *step), effect(de->effect())});
    }
    if (auto *m = dynamic_cast<P::MillContext *>(ctx)) // --- kopl3 --- 701.13
      return Node(NodeKind::Mill, {player(m->playerSubject()), optionalAmount(m->amount())});
    if (auto *pd = dynamic_cast<P::PreventDamageContext *>(ctx)) // --- kopl3 --- 615
      return prevent(pd->preventClause(), true);
    // --- begin pl4: search your library (701.19) ---
    if (auto *sr = dynamic_cast<P::SearchContext *>(ctx)) {
      Node count = ast::intNode(1);
      if (sr->amount()) {
        count = amount(sr->amount());
        if (has(sr, "maksymalnie")) count = Node(NodeKind::UpTo, {std::move(count)});
      } else if (has(sr, "liczby")) {
        count = Node(NodeKind::AnyNumber); // search8: dowolnej liczby (701.19b)
      }
      // "ją" is the one card found, "je" several: the pronouns must agree with the count
      bool one = count.kind == NodeKind::Int && count.value == 1;
      auto agrees = [&](P::ItWordContext *it) {
        if (it->getText() != (one ? "ją" : "je"))
          throw NotUnderstood{it, "a pronoun that does not agree with the count"};
      };
      Node n(NodeKind::Search, {Node(NodeKind::You), std::move(count), filter(sr->description())});
      P::SearchDestContext *dest = sr->searchDest();
      std::string zone = dynamic_cast<P::SearchToHandContext *>(dest)          ? "hand"
                         : dynamic_cast<P::SearchToBattlefieldContext *>(dest) ? "battlefield"
                         : dynamic_cast<P::SearchToLibraryContext *>(dest)     ? "library" // pl7
                         : dynamic_cast<P::SearchToExileContext *>(dest)       ? "exile"   // search8
                                                                               : "graveyard";
      // search8: any number of cards go on top "w dowolnej kolejności" (401.4), one card alone
      bool anyOrder = has(dest, "kolejności");
      if (zone == "library" && (count.kind == NodeKind::AnyNumber ? !anyOrder : (!one || anyOrder)))
        throw NotUnderstood{dest, "this many cards on top"};
      for (auto *child : dest->children)
        if (auto *it = dynamic_cast<P::ItWordContext *>(child)) agrees(it);
      n.children.push_back(ast::zoneLeaf(zone));
      if (sr->itWord()) {
        agrees(sr->itWord());
        n.children.emplace_back(NodeKind::Revealed);
      }
      if (auto *b = dynamic_cast<P::SearchToBattlefieldContext *>(dest); b && b->tappedWord()) {
        std::string w = b->tappedWord()->getText();
        if (w != (one ? "tapniętą" : "tapnięte"))
          throw NotUnderstood{b->tappedWord(), "a participle that does not agree"};
        n.children.emplace_back(NodeKind::IsTapped);
      }
      return n;
    }
    if (dynamic_cast<P::ShuffleLibraryContext *>(ctx)) // przetasuj swoją bibliotekę (701.20)
      return Node(NodeKind::ShuffleLibrary, {Node(NodeKind::You)});
    // --- begin pl5 ---
    if (auto *pm = dynamic_cast<P::PayManaContext *>(ctx)) // zapłać {1} (118.1)
      return Node(
          NodeKind::PayMana,
          {Node(NodeKind::You), ast::manaCost(canonicalManaSymbols(pm->manaSymbols()->getText()))});
    if (auto *pl =
            dynamic_cast<P::PutOnLibraryContext *>(ctx)) { // na wierzchu / spodzie biblioteki
      Node n(NodeKind::PutOnLibrary, {objects(pl->objectPhrase())});
      if (has(pl, "spodzie")) n.children.emplace_back(NodeKind::LibraryBottom);
      return n;
    }
    // --- begin pl6 ---
    if (auto *g = dynamic_cast<P::GainAbilityContext *>(ctx)) { // 113.1a
      Node n(NodeKind::GrantAbility, {objects(g->objectPhrase()), quoted(g->quotedAbility())});
      if (g->duration()) n.children.push_back(duration(g->duration()));
      return n;
    }
    if (auto *g = dynamic_cast<P::GainControlContext *>(ctx)) { // 613.1b
      Node n(NodeKind::GainControl, {objects(g->objectPhrase())});
      if (g->duration()) n.children.push_back(duration(g->duration()));
      return n;
    }
    if (auto *l = dynamic_cast<P::LookAtTopEffectContext *>(ctx)) return lookAtTop(l->lookAtTop());
    if (auto *b = dynamic_cast<P::BecomesContext *>(ctx)) return becomes(b);
    if (auto *m = dynamic_cast<P::MoreEffectPl6Context *>(ctx)) return effectPl6(m->effectPl6());
    if (auto *b = dynamic_cast<P::BlockRuleEffectContext *>(ctx)) {
      Node n = blockRule(b->blockRule());
      n.children.push_back(Node(NodeKind::UntilEndOfTurn));
      return n;
    }
    // --- end pl6 ---
    if (auto *du = dynamic_cast<P::DoesntUntapNextContext *>(ctx)) // 502.3
      return Node(NodeKind::DoesntUntapNext, {objects(du->objectPhrase())});
    if (auto *pb = dynamic_cast<P::PutOntoBattlefieldContext *>(ctx)) { // połóż … na polu bitwy
      Node n(NodeKind::PutOntoBattlefield, {objects(pb->objectPhrase())});
      if (has(pb, "kontrolą")) n.children.emplace_back(NodeKind::UnderYourControl);
      if (pb->tappedWord()) {
        if (startsWith(pb->tappedWord()->getText(), "od")) // odtapnięty: no such option
          throw NotUnderstood{pb->tappedWord(), "onto the battlefield untapped"};
        n.children.emplace_back(NodeKind::IsTapped);
      }
      return n;
    }
    // --- end pl5 ---
    // --- end pl4 ---
    if (auto *r = dynamic_cast<P::RemoveCountersContext *>(ctx)) // --- kopl3 --- 122.1
      return Node(
          NodeKind::RemoveCounters,
          {objects(r->objectPhrase()), counterKind(r->counterKind()), optionalAmount(r->amount())});
    if (auto *r = dynamic_cast<P::CantEffectContext *>(ctx)) { // --- kopl --- "... w tej turze"
      Node n(NodeKind::GainKeyword, {objects(r->objectPhrase())});
      for (auto &leaf : restriction(r->blockedWord(), r->combatVerb()))
        n.children.push_back(std::move(leaf));
      n.children.push_back(Node(NodeKind::UntilEndOfTurn));
      return n;
    }
    // --- begin kopl ---
    if (auto *r = dynamic_cast<P::RegenerateContext *>(ctx)) // Zregeneruj (701.15)
      return Node(NodeKind::RegenerateObjects, {objects(r->objectPhrase())});
    if (auto *m = dynamic_cast<P::AddManaChoiceContext *>(ctx)) { // Dodaj {R} lub {G}
      Node n(NodeKind::AddManaChoice);
      for (auto *sym : m->manaSymbols())
        n.children.push_back(ast::manaCost(canonicalManaSymbols(sym->getText())));
      return n;
    }
    if (auto *m = dynamic_cast<P::AddManaAnyContext *>(ctx)) // Dodaj jedną manę dowolnego koloru
      return Node(NodeKind::AddManaAny, {amount(m->amount())});
    if (auto *d =
            dynamic_cast<P::DiscardContext *>(ctx)) { // Odrzuć kartę / docelowy gracz odrzuca kartę
      Node n(NodeKind::DiscardCards, {player(d->playerSubject()), optionalAmount(d->amount())});
      if (has(d, "losowo")) n.children.emplace_back(NodeKind::AtRandom); // pl6: 701.8b
      return n;
    }
    if (auto *c =
            dynamic_cast<P::CreateTokenContext *>(ctx)) // --- kopl --- Stwórz żeton ... (111.4)
      return withTokenName(Node(NodeKind::CreateToken, {Node(NodeKind::You), optionalAmount(c->amount()),
                                                          token(c->tokenDescription())}),
                           c->tokenDescription());
    if (auto *g = dynamic_cast<P::GetEnergyContext *>(ctx)) { // --- kopl --- Otrzymujesz {E}{E}
      auto n = energyCount(g->manaSymbols()->getText());
      if (!n) throw NotUnderstood{g->manaSymbols(), "these symbols as energy"};
      return Node(NodeKind::GetEnergy, {Node(NodeKind::You), ast::intNode(*n)});
    }
    if (auto *c = dynamic_cast<P::CounterSpellContext *>(ctx)) // Skontruj docelowy czar
      return Node(NodeKind::CounterSpell, {objects(c->objectPhrase())});
    if (auto *s = dynamic_cast<P::SacrificeContext *>(ctx)) { // Poświęć istotę / każdy gracz poświęca krainę
      Node what = objects(s->objectPhrase());
      if (!s->playerSubject()) return Node(NodeKind::SacrificeObjects, {std::move(what)});
      Node who = player(s->playerSubject());
      return Node(NodeKind::SacrificeObjects, {std::move(what), std::move(who)});
    }
    if (auto *sc = dynamic_cast<P::ScryContext *>(ctx)) // Wróż 2 (701.18)
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
    // --- end kopl ---
    if (auto *t = dynamic_cast<P::TapEffectContext *>(ctx))
      return Node(NodeKind::TapObjects, {objects(t->objectPhrase())});
    if (auto *u = dynamic_cast<P::UntapEffectContext *>(ctx))
      return Node(NodeKind::UntapObjects, {objects(u->objectPhrase())});
    throw NotUnderstood{ctx, "this effect"};
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
    if (dynamic_cast<P::YouPlayerContext *>(ctx))
      return Node(NodeKind::You);
    bool opponent = false;
    P::PlayerNounContext *noun = nullptr;
    if (auto *t = dynamic_cast<P::TargetPlayerContext *>(ctx))
      noun = t->playerNoun();
    else if (auto *e = dynamic_cast<P::EachPlayerContext *>(ctx))
      noun = e->playerNoun();
    // --- begin pl5 ---
    else if (dynamic_cast<P::ControllerOfPlayerContext *>(ctx)) // jego kontroler: "it" as itRef
      return Node(NodeKind::ControllerOf, {targetCount_ > 0 ? ast::targetRef(targetCount_ - 1)
                                                            : Node(NodeKind::EventObject)});
    else if (auto *d = dynamic_cast<P::DefendingPlayerContext *>(ctx)) { // 506.2
      if (startsWith(d->playerNoun()->getText(), "przeciwnik"))
        throw NotUnderstood{d, "the defending opponent"};
      return Node(NodeKind::DefendingPlayer);
    }
    // --- end pl5 ---
    else if (auto *tp = dynamic_cast<P::ThatPlayerContext *>(ctx);
             tp && thatPlayerIsActive_ &&
             startsWith(tp->playerNoun()->getText(), "gracz")) // pl8: ten gracz, the active player
      return Node(NodeKind::ActivePlayer);                     // (102.1)
    else if (dynamic_cast<P::ThatPlayerContext *>(ctx) && thatPlayerIsEvent_) // --- kopl ---
      return Node(NodeKind::EventObject); // ten gracz: the player the trigger's damage was dealt to
    else
      throw NotUnderstood{ctx, "the player '" + words(ctx) + "'"};
    opponent = startsWith(noun->getText(), "przeciwnik");
    if (dynamic_cast<P::TargetPlayerContext *>(ctx))
      return makeTarget({Node(opponent ? NodeKind::TargetOpponent : NodeKind::TargetPlayer)});
    return Node(opponent ? NodeKind::EachOpponent : NodeKind::EachPlayer);
  }

  Node recipient(P::RecipientContext *ctx) { return at(ctx, recipientNode(ctx)); }
  Node recipientNode(P::RecipientContext *ctx) {
    if (dynamic_cast<P::AnyTargetRecipientContext *>(ctx))
      return makeTarget({Node(NodeKind::AnyTarget)});
    if (auto *pp =
            dynamic_cast<P::PlayerOrPlaneswalkerRecipientContext *>(ctx)) // --- kopl --- 115.4
      return makeTarget({Node(startsWith(pp->playerNoun()->getText(), "przeciwnik") // pl8
                                  ? NodeKind::TargetOpponentOrPlaneswalker
                                  : NodeKind::TargetPlayerOrPlaneswalker)});
    if (auto *b = dynamic_cast<P::BothRecipientContext *>(ctx)) { // --- pl4 --- "each X and each player"
      if (pluralDescription(b->description()) || startsWith(b->playerNoun()->getText(), "przeciwnik") ||
          !startsWith(b->allAdj()->getText(), "każd"))
        throw NotUnderstood{b, "'każdej ... i każdemu graczowi' with another word"};
      return Node(NodeKind::Both, {Node(NodeKind::All, {filter(b->description())}), Node(NodeKind::EachPlayer)});
    }
    if (auto *o = dynamic_cast<P::ObjectRecipientContext *>(ctx))
      return objects(o->objectPhrase());
    return player(lastAlternative<P::PlayerRecipientContext>(ctx)->playerSubject());
  }

  // ------------------------------------------------------------ objects
  Node objects(P::ObjectPhraseContext *ctx) { return at(ctx, objectsNode(ctx)); }
  Node objectsNode(P::ObjectPhraseContext *ctx) {
    // pl6: in a quoted ability "ta istota" is the object that has it; `~` would be ambiguous
    if (dynamic_cast<P::SelfRefContext *>(ctx) && inQuote_)
      throw NotUnderstood{ctx, "the card's name inside a quoted ability"};
    if (dynamic_cast<P::SelfRefContext *>(ctx) || dynamic_cast<P::SelfRef2Context *>(ctx))
      return Node(NodeKind::Self);
    if (inQuote_ && (dynamic_cast<P::SelfInZoneRefContext *>(ctx) ||
                     dynamic_cast<P::SelfOrObjectContext *>(ctx)))
      throw NotUnderstood{ctx, "the card's name inside a quoted ability"};
    if (auto *sz =
            dynamic_cast<P::SelfInZoneRefContext *>(ctx)) { // --- pl5 --- ~ z twojego cmentarza
      auto *owner = sz->zoneRef()->zoneOwner();
      if (!owner || !startsWith(owner->getText(), "tw"))
        throw NotUnderstood{sz, "~ in a zone that is not its owner's"};
      return Node(NodeKind::SelfInZone, {zone(sz->zoneRef())});
    }
    if (dynamic_cast<P::ItRefContext *>(ctx)) {
      // --- kopl --- as English "it": the target named before, if any (the renderer
      // writes "to" for a target's second mention); else the object of the event.
      if (targetCount_ > 0) return ast::targetRef(targetCount_ - 1);
      return Node(NodeKind::EventObject);
    }
    if (auto *at = dynamic_cast<P::AttachedRefContext *>(ctx)) { // --- kopl --- zaklęta istota
      Node type = typeLeaf(at->typeWord());
      if (type.kind != NodeKind::CardTypeLeaf)
        throw NotUnderstood{at, "'" + words(at) + "'"};
      Node n(NodeKind::AttachedObject); // the words say how, and to what (as English)
      n.text = std::string(startsWith(at->attachedAdj()->getText(), "wyposaż") ? "equipped " : "enchanted ") +
               std::string(ast::spelling(ast::Vocabulary::CardType, type.value));
      return n;
    }
    if (auto *ex = dynamic_cast<P::ExiledCardsRefContext *>(ctx)) { // pl6: wygnana karta (607.2a)
      Node type = typeLeaf(ex->typeWord());
      if (type.kind != NodeKind::CardOnly) throw NotUnderstood{ex, "'" + words(ex) + "'"};
      Node n(NodeKind::ExiledCards);
      n.value = ex->typeWord()->typePlural() ? 1 : 0; // the wording: "the exiled cards"
      return n;
    }
    if (auto *t = dynamic_cast<P::TargetObjectContext *>(ctx))
      return makeTarget({filter(t->description())});
    if (auto *t = dynamic_cast<P::TargetObjectsContext *>(ctx)) {
      if (t->getStart()->getText() == "do" || t->getStart()->getText() == "maksymalnie") // --- kopl ---
        return makeTarget({filter(t->description()), Node(NodeKind::UpTo, {amount(t->amount())})});
      return makeTarget({filter(t->description()), amount(t->amount())});
    }
    if (auto *so =
            dynamic_cast<P::SelfOrObjectContext *>(ctx)) { // --- kopl3 --- "~ or another ..."
      if (pluralDescription(so->description()))
        throw NotUnderstood{ctx, "'~ or' with all of a kind"};
      return Node(NodeKind::SelfOr, {filter(so->description())});
    }
    if (auto *a = dynamic_cast<P::AllObjectsContext *>(ctx))
      return Node(NodeKind::All, {filter(a->description())});
    // No article: a singular description is indefinite ("a creature"), a
    // plural one means all of them ("creatures you control").
    auto *b = lastAlternative<P::BareDescriptionContext>(ctx);
    if (pluralDescription(b->description()))
      return Node(NodeKind::All, {filter(b->description())});
    return filter(b->description());
  }

  // --- begin kopl ---
  // "Wybierz jedno —" / "Wybierz jedno lub oba —" (700.2): each mode numbers its own targets.
  Node modes(P::ModalLineContext *ctx) { return modes(ctx->modeChoice(), ctx->modeItem()); }
  // pl7: the modes of a spell, a triggered or an activated ability (700.2), read one way
  Node modes(P::ModeChoiceContext *choice, const std::vector<P::ModeItemContext *> &items) {
    int64_t count = int64_t(items.size());
    int64_t max = dynamic_cast<P::ChooseOneOrBothContext *>(choice) ? 2 : 1;
    if (max > count) throw NotUnderstood{choice, "choosing more modes than there are"};
    return modalNode(1, max, items, targetCount_, [&](P::ModeItemContext *item) {
      Node mode(NodeKind::Mode);
      appendEffects(mode, item->effectSentences());
      mode.range = range(item);
      return mode;
    });
  }

  // "typu goblin żołnierz": English creature types (PolishSubtypes.h).
  std::vector<Node> subtypes(P::OfSubtypeContext *ctx) {
    std::vector<Node> out;
    if (!ctx) return out;
    for (auto *w : ctx->subtypeWord()) {
      std::string_view en = pl::englishSubtype(w->getText());
      if (en.empty()) throw NotUnderstood{w, "the creature type '" + w->getText() + "'"};
      out.push_back(ast::subtypeLeaf(std::string(en)));
    }
    if (!ctx->orWord().empty()) { // pl6: "typu duch lub arkanum" is either type, one word each
      if (ctx->subtypeWord().size() != ctx->orWord().size() + 1)
        throw NotUnderstood{ctx, "several types on one side of 'lub'"};
      Node any(NodeKind::AnyOf);
      for (auto &leaf : out)
        any.children.push_back(std::move(leaf));
      out.clear();
      out.push_back(std::move(any));
    }
    return out;
  }
  // "żeton 1/1 białej istoty typu żołnierz z lataniem": a creature token (111.4),
  // in the AST order of English: colours, type, creature types; then keywords.
  Node token(P::TokenDescriptionContext *ctx) { return at(ctx, tokenNode(ctx)); }
  // search8: "o nazwie Carnivore" (111.4): the token's given name
  Node withTokenName(Node create, P::TokenDescriptionContext *ctx) {
    if (auto *name = ctx->tokenNamePl()) {
      Node n(NodeKind::TokenName);
      for (auto *w : name->WORD())
        n.text += (n.text.empty() ? "" : " ") + w->getText();
      create.children.push_back(at(name, std::move(n)));
    }
    return create;
  }
  Node tokenNode(P::TokenDescriptionContext *ctx) {
    Node tok = creatureDesc(ctx, ctx->PT(), ctx->tokenColors(), ctx->artifactWord(),
                            ctx->typeWord(), ctx->ofSubtype(), ctx->withKw(), false);
    if (ctx->quotedAbility()) tok.children.push_back(quoted(ctx->quotedAbility())); // pl6: 113.1a
    return tok;
  }
  // pl7: the creature a token is (111.4) or an object becomes (613.1d), one reading for both:
  // "4/4 czerwona artefaktowa istota typu smok z lataniem" -> (token 4 4 (filter red artifact
  // creature (subtype "Dragon")) flying), in the AST order of English: colours, type, creature
  // types; then keywords. `becoming`: the refusals name that construct, and "bezbarwn…" is refused
  // (a token is colourless with no colour; an object becoming one is not read).
  Node creatureDesc(antlr4::ParserRuleContext *ctx, antlr4::tree::TerminalNode *ptToken,
                    P::TokenColorsContext *colors, P::ArtifactWordContext *artifact,
                    P::TypeWordContext *typeWord, P::OfSubtypeContext *ofSubtype,
                    P::WithKwContext *withKw, bool becoming) {
    static const std::pair<std::string_view, std::string_view> kColors[] = {{"biał", "white"},
                                                                            {"niebiesk", "blue"},
                                                                            {"czarn", "black"},
                                                                            {"czerwon", "red"},
                                                                            {"zielon", "green"}};
    Node type = typeLeaf(typeWord);
    if (type.kind != NodeKind::CardTypeLeaf ||
        ast::spelling(ast::Vocabulary::CardType, type.value) != "creature")
      throw NotUnderstood{typeWord, becoming ? "becoming something that is not a creature"
                                             : "a token that is not a creature"};
    std::string pt = ptToken->getText();
    auto slash = pt.find('/');
    auto p = parseDigits(pt.substr(0, slash)), t = parseDigits(pt.substr(slash + 1));
    if (!p || !t)
      throw NotUnderstood{ctx, becoming ? "becoming a creature of variable size"
                                        : "token: a creature of variable size"};
    Node f(NodeKind::Filter);
    if (colors) {
      if (becoming && colors->colorWord().empty())
        throw NotUnderstood{colors, "becoming colourless"};
      for (auto *c : colors->colorWord())
        for (auto &[stem, spelling] : kColors)
          if (startsWith(c->getText(), stem))
            f.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color,
                                                *ast::valueOf(ast::Vocabulary::Color, spelling)));
    }
    if (artifact) // --- pl4 --- artefaktowej istoty: an artifact creature
      f.children.push_back(ast::vocabLeaf(ast::Vocabulary::CardType,
                                          *ast::valueOf(ast::Vocabulary::CardType, "artifact")));
    f.children.push_back(std::move(type));
    for (auto &sub : subtypes(ofSubtype))
      f.children.push_back(std::move(sub));
    Node tok(NodeKind::TokenDesc, {ast::intNode(*p), ast::intNode(*t), std::move(f)});
    if (withKw) {
      Node with = withKeyword(withKw);
      if (with.kind != NodeKind::WithKeyword)
        throw NotUnderstood{withKw, becoming ? "becoming something without a keyword"
                                             : "a token without a keyword"};
      tok.children.push_back(with.children[0]);
    }
    return tok;
  }
  // --- end kopl ---
  Node typeLeaf(P::TypeWordContext *ctx) { return typeLeaf(ctx->getText(), ctx); }
  Node typeLeaf(const std::string &w, antlr4::ParserRuleContext *ctx) {
    // Lemma by stem: every form of a noun starts with its stem.
    static const std::pair<std::string_view, std::string_view> kStems[] = {
        {"istot", "creature"},     {"istoc", "creature"},    {"artefak", "artifact"},
        {"zaklę", "enchantment"},  {"krain", "land"},        {"planeswalker", "planeswalker"},
        {"permanen", "permanent"}, {"czar", "spell"},        {"instan", "instant"},
        {"rytuał", "sorcery"},
    };
    if (startsWith(w, "kart") || startsWith(w, "karc")) return Node(NodeKind::CardOnly);
    if (startsWith(w, "żeton")) return Node(NodeKind::TokenOnly);
    for (auto &[stem, spelling] : kStems)
      if (startsWith(w, stem))
        if (auto v = ast::valueOf(ast::Vocabulary::CardType, spelling))
          return ast::vocabLeaf(ast::Vocabulary::CardType, *v);
    throw NotUnderstood{ctx, "the type '" + w + "'"};
  }

  // --- begin kopl ---
  // "z lataniem" (with, instrumental) / "bez latania" (without, genitive): the
  // keyword's canonical name from its case form.
  Node withKeyword(P::WithKwContext *ctx) {
    static const std::pair<std::string_view, std::string_view> kForms[] = {
        {"lataniem", "flying"},
        {"latania", "flying"},
        {"obronnością", "defender"},
        {"obronności", "defender"},
        {"zasięgiem", "reach"},
        {"zasięgu", "reach"},
        {"cieniem", "shadow"},
        {"cienia", "shadow"},
        {"pierwszym uderzeniem", "first-strike"},
        {"pierwszego uderzenia", "first-strike"},
        {"tratowaniem", "trample"},
        {"tratowania", "trample"},
        {"pośpiechem", "haste"},
        {"pośpiechu", "haste"},
        {"zakażeniem", "infect"},
        {"zakażenia", "infect"},
        {"czujnością", "vigilance"},
        {"czujności", "vigilance"},
        {"dotykiem śmierci", "deathtouch"},
        {"dotyku śmierci", "deathtouch"},
        {"więzią życia", "lifelink"},
        {"więzi życia", "lifelink"},
    };
    antlr4::ParserRuleContext *form = ctx->kwInstrumental();
    if (!form) form = ctx->kwGenitive();
    std::string name = words(form);
    for (auto &[pl, canonical] : kForms)
      if (pl == name)
        if (auto kw = ast::keywordFromCanonical(canonical)) {
          Node with(NodeKind::WithKeyword, {ast::keywordLeaf(*kw)});
          return ctx->kwGenitive() ? Node(NodeKind::Not, {std::move(with)}) : with;
        }
    throw NotUnderstood{ctx, "keyword '" + name + "'"};
  }
  // --- end kopl ---
  // Whether a description is plural: one of its card type nouns, or its creature type noun
  // (pl4), is in a plural form (a form that is both counts as plural).
  static bool pluralDescription(P::DescriptionContext *ctx) {
    for (auto *t : ctx->typeWord())
      if (t->typePlural()) return true;
    for (auto *n : ctx->subtypeNoun()) // pl6: several, joined by "lub"
      if (pl::englishSubtypeNoun(n->getText()).second) return true;
    return false;
  }
  Node filter(P::DescriptionContext *ctx) { return at(ctx, filterNode(ctx)); }
  Node filterNode(P::DescriptionContext *ctx) {
    static const std::pair<std::string_view, std::string_view> kColors[] = {
        {"biał", "white"}, {"niebiesk", "blue"}, {"czarn", "black"}, {"czerwon", "red"}, {"zielon", "green"}};
    Node f(NodeKind::Filter);
    // AST order as in English: another, nontoken, colours, types, controller, zone.
    if (ctx->anotherAdj())
      f.children.emplace_back(NodeKind::Another);
    if (ctx->nontoken())
      f.children.emplace_back(NodeKind::Nontoken);
    for (auto *adj : ctx->adjective()) {
      std::string w = adj->getText();
      if (adj->historicWord()) { // pl8: historyczny (700.6)
        f.children.emplace_back(NodeKind::Historic);
        continue;
      }
      // --- begin kopl: nieczarny (nonblack) ---
      if (adj->notColorWord()) {
        for (auto &[stem, spelling] : kColors)
          if (startsWith(w, "nie" + std::string(stem)))
            f.children.push_back(Node(NodeKind::Not, {ast::vocabLeaf(ast::Vocabulary::Color,
                                                                     *ast::valueOf(ast::Vocabulary::Color, spelling))}));
        continue;
      }
      if (!adj->combatWord().empty()) { // atakująca / blokująca (lub blokująca) istota
        auto quality = [](P::CombatWordContext *w) {
          return Node(startsWith(w->getText(), "atak") ? NodeKind::Attacking : NodeKind::Blocking);
        };
        if (adj->combatWord().size() == 1) {
          f.children.push_back(quality(adj->combatWord(0)));
        } else {
          Node any(NodeKind::AnyOf);
          for (auto *w : adj->combatWord())
            any.children.push_back(quality(w));
          f.children.push_back(std::move(any));
        }
        continue;
      }
      if (adj->artifactWord()) { // --- pl4 --- artefaktowa istota: an artifact creature (205.2a)
        f.children.push_back(
            ast::vocabLeaf(ast::Vocabulary::CardType, *ast::valueOf(ast::Vocabulary::CardType, "artifact")));
        continue;
      }
      if (auto *sw = adj->supertypeWord()) { // --- pl4 --- podstawowa / legendarna (205.4)
        std::string w = sw->getText();
        Node sup(NodeKind::SupertypeLeaf);
        sup.text = startsWith(w, "podstaw") ? "Basic" : startsWith(w, "legendar") ? "Legendary" : "Snow";
        f.children.push_back(std::move(sup));
        continue;
      }
      // --- begin pl6 --- wielokolorowy (105.2b); niepodstawowy / nielegendarny (205.4)
      if (adj->multicolorWord()) {
        f.children.emplace_back(NodeKind::Multicolored);
        continue;
      }
      if (adj->colorlessWord()) {
        f.children.emplace_back(NodeKind::Colorless);
        continue;
      }
      if (auto *ns = adj->notSupertypeWord()) {
        Node sup(NodeKind::SupertypeLeaf);
        sup.text = startsWith(ns->getText(), "niepodstaw") ? "Basic" : "Legendary";
        f.children.push_back(Node(NodeKind::Not, {std::move(sup)}));
        continue;
      }
      // --- end pl6 ---
      if (auto *tw = adj->tappedWord()) { // tapnięta / odtapnięta istota
        f.children.emplace_back(startsWith(tw->getText(), "odtap") ? NodeKind::IsUntapped : NodeKind::IsTapped);
        continue;
      }
      // --- end kopl ---
      if (adj->colorWord().empty())
        throw NotUnderstood{adj, "the quality '" + w + "'"};
      Node any(NodeKind::AnyOf); // pl4: "biały lub czarny": either colour
      for (auto *cw : adj->colorWord())
        for (auto &[stem, spelling] : kColors)
          if (startsWith(cw->getText(), stem))
            any.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color, *ast::valueOf(ast::Vocabulary::Color, spelling)));
      if (any.children.size() == 1)
        f.children.push_back(std::move(any.children[0]));
      else
        f.children.push_back(std::move(any));
    }
    for (auto &sub : subtypes(ctx->ofSubtype())) // --- kopl --- istota typu goblin
      f.children.push_back(std::move(sub));
    for (auto *nt : ctx->notType()) { // --- kopl --- niebędący krainą (nonland)
      Node type = typeLeaf(nt->children.back()->getText(), nt);
      f.children.push_back(Node(NodeKind::Not, {std::move(type)}));
    }
    // --- pl4 --- a creature type as the noun: "docelowy goblin" is (filter (subtype "Goblin"))
    if (!ctx->subtypeNoun().empty()) {
      Node any(NodeKind::AnyOf); // pl6: "równinę lub wyspę": either subtype
      for (auto *sn : ctx->subtypeNoun()) {
        auto [en, plural] = pl::englishSubtypeNoun(sn->getText());
        if (en.empty()) throw NotUnderstood{sn, "the word '" + sn->getText() + "'"};
        if (ctx->ofTypes() || ctx->ofSubtype())
          throw NotUnderstood{sn, "a creature type noun with a type after it"};
        any.children.push_back(ast::subtypeLeaf(std::string(en)));
      }
      if (any.children.size() == 1)
        f.children.push_back(std::move(any.children[0]));
      else
        f.children.push_back(std::move(any));
    } else
      // --- begin kopl: karta istoty / czar instantu lub rytuału: the types, then the card, token
      // or spell ---
      if (auto *of = ctx->ofTypes()) {
        if (ctx->typeWord().size() != 1) throw NotUnderstood{of, "the types of several nouns"};
        Node head = typeLeaf(ctx->typeWord()[0]);
        bool isHead = head.kind == NodeKind::CardOnly || head.kind == NodeKind::TokenOnly ||
                      (head.kind == NodeKind::CardTypeLeaf &&
                       ast::spelling(ast::Vocabulary::CardType, head.value) == "spell");
        if (!isHead) throw NotUnderstood{ctx->typeWord()[0], "types after this noun"};
        if (of->typeWord().size() > 1) {
          Node any(NodeKind::AnyOf);
          for (auto *t : of->typeWord())
            any.children.push_back(typeLeaf(t));
          f.children.push_back(std::move(any));
        } else {
          f.children.push_back(typeLeaf(of->typeWord()[0]));
        }
        f.children.push_back(std::move(head));
      } else {
        // --- end kopl ---
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
      } // --- kopl --- (ofTypes)
    // --- pl6 --- power, toughness, mana value (in the AST before "with" and the controller, as
    // English "creature with power 2 or less you control")
    for (auto *suffix : ctx->descSuffix())
      if (auto *stat = dynamic_cast<P::StatSuffixContext *>(suffix))
        f.children.push_back(statPart(stat));
      else if (dynamic_cast<P::NamedSelfSuffixContext *>(suffix)) // pl8: o nazwie ~ (201.2)
        f.children.emplace_back(NodeKind::NamedSelf);

    if (auto *w = ctx->withKw()) // --- kopl --- z lataniem / bez latania
      f.children.push_back(withKeyword(w));
    if (auto *rel = ctx->relClause(); rel && rel->SELF()) { // pl8: której ~ zadał w tej turze
      if (pluralDescription(ctx) || rel->relPronoun()->getText() != "której")
        throw NotUnderstood{rel, "a relative pronoun that does not agree"};
      f.children.push_back(Node(NodeKind::DealtDamageBy, {Node(NodeKind::Self)}));
    } else if (auto *rel = ctx->relClause();
               rel && !rel->controllerVerb()) // pl6: "którego celem jest ~"
      f.children.push_back(Node(NodeKind::TargetsObject, {objects(rel->objectPhrase())}));
    else if (auto *rel = ctx->relClause()) {
      if (dynamic_cast<P::YouDontControlContext *>(
              rel->controllerVerb())) // pl6: której nie kontrolujesz
        f.children.push_back(
            Node(NodeKind::Not, {Node(NodeKind::ControlledBy, {Node(NodeKind::You)})}));
      else if (auto *tp = dynamic_cast<P::TargetPlayerControlsContext *>(rel->controllerVerb())) {
        bool opponent = startsWith(tp->playerNoun()->getText(), "przeciwnik"); // pl6
        f.children.push_back(Node(
            NodeKind::ControlledBy,
            {makeTarget({Node(opponent ? NodeKind::TargetOpponent : NodeKind::TargetPlayer)})}));
      } else if (auto *tp = dynamic_cast<P::ThatPlayerControlsContext *>(rel->controllerVerb())) {
        // pl8: "którą kontroluje ten gracz": the trigger's player (603.3d), as English "that
        // player"
        if ((!thatPlayerIsEvent_ && !thatPlayerIsActive_) || tp->thisAdj()->getText() != "ten" ||
            tp->playerNoun()->getText() != "gracz")
          throw NotUnderstood{tp, "'" + words(tp) + "'"};
        f.children.push_back(
            Node(NodeKind::ControlledBy,
                 {Node(thatPlayerIsActive_ ? NodeKind::ActivePlayer : NodeKind::EventObject)}));
      } else if (auto *dp =
                     dynamic_cast<P::DefendingPlayerControlsContext *>(rel->controllerVerb())) {
        if (startsWith(dp->playerNoun()->getText(), "przeciwnik")) // pl6, 506.2
          throw NotUnderstood{dp, "the defending opponent"};
        f.children.push_back(Node(NodeKind::ControlledBy, {Node(NodeKind::DefendingPlayer)}));
      } else {
        bool you = dynamic_cast<P::YouControlContext *>(rel->controllerVerb()) != nullptr;
        f.children.push_back(
            Node(NodeKind::ControlledBy, {Node(you ? NodeKind::You : NodeKind::EachOpponent)}));
      }
    }
    // --- pl6 --- "ze znacznikiem +1/+1" (122.1): after the controller, as English "creatures you
    // control with a +1/+1 counter on them"
    for (auto *suffix : ctx->descSuffix())
      if (auto *c = dynamic_cast<P::CounterSuffixContext *>(suffix))
        f.children.push_back(Node(NodeKind::WithCounter, {counterKind(c->counterKind())}));
      else if (auto *ch = dynamic_cast<P::ChosenSuffixContext *>(suffix)) // pl8: wybranego typu /
        f.children.emplace_back(has(ch, "typu") ? NodeKind::OfChosenType  // koloru (614.12), after
                                                : NodeKind::OfChosenColor); // the controller
    if (auto *z = ctx->zoneSuffix();
        z && z->zoneRef()->targetAdj()) { // pl6: cmentarza docelowego gracza
      targetOwnerAllowed_ = true;
      Node where = zone(z->zoneRef());
      targetOwnerAllowed_ = false;
      bool opponent = startsWith(z->zoneRef()->playerNoun()->getText(), "przeciwnik");
      Node in(NodeKind::InZone,
              {std::move(where),
               makeTarget({Node(opponent ? NodeKind::TargetOpponent : NodeKind::TargetPlayer)})});
      in.text =
          opponent ? "target-opponent" : "target-player"; // the wording English keeps (zones2)
      f.children.push_back(std::move(in));
    } else if (auto *z = ctx->zoneSuffix()) {
      Node in(NodeKind::InZone, {zone(z->zoneRef())});
      std::string owner = z->zoneRef()->zoneOwner() ? z->zoneRef()->zoneOwner()->getText() : "";
      if (startsWith(owner, "tw")) // twój, twojego, twoim (pl4: the locative too)
        in.children.emplace_back(NodeKind::You);
      else if (owner == "przeciwnika")
        in.children.emplace_back(NodeKind::EachOpponent); // "z cmentarza przeciwnika"
      else if (owner == "gracza")
        throw NotUnderstood{z, "a zone of a chosen player"};
      f.children.push_back(std::move(in));
    }
    return f;
  }

  // --- begin pl6 ---
  // "~ staje się 4/4 czerwoną artefaktową istotą typu smok z lataniem do końca tury" (613.1d),
  // ", zachowując swoje typy" for English "that's still a land" (205.1b): the AST English builds.
  Node becomes(P::BecomesContext *ctx) {
    Node who = objects(ctx->objectPhrase());
    Node tok = creatureDesc(ctx, ctx->PT(), ctx->tokenColors(), ctx->artifactWord(),
                            ctx->typeWord(), ctx->ofSubtype(), ctx->withKw(), true);
    Node n(NodeKind::Becomes, {std::move(who), std::move(tok)});
    if (ctx->duration()) n.children.push_back(duration(ctx->duration()));
    if (has(ctx, "zachowując")) n.children.emplace_back(NodeKind::RetainsTypes);
    return n;
  }
  // --- begin pl7 ---
  // Looking at (or revealing) the top cards and choosing some of a kind (701.16, 608.2d): the
  // (look-at-top ...) English builds. The verb goes with the place (weź: the hand; połóż: any
  // other), imperative or infinitive as the sentence needs.
  struct LookPlace {
    std::string zone;
    bool bottom = false, random = false;
  };
  LookPlace lookPlace(P::LookPlaceContext *p) {
    if (has(p, "ręki")) return {"hand"};
    if (has(p, "polu")) return {"battlefield"};
    if (has(p, "cmentarzu")) return {"graveyard"};
    return {"library", has(p, "spodzie"), has(p, "losowej")};
  }
  void lookVerbAgrees(P::LookVerbContext *v, const LookPlace &place, bool infinitive) {
    std::string w = v->getText();
    bool take = w == "weź" || w == "wziąć", inf = w == "wziąć" || w == "położyć";
    if (take != (place.zone == "hand") || inf != infinitive)
      throw NotUnderstood{v, "'" + w + "' with this place"};
  }
  Node lookChosen(Node count, Node filter, P::LookPlaceContext *p) {
    LookPlace place = lookPlace(p);
    if (place.zone == "library") throw NotUnderstood{p, "choosing cards for the library"};
    return at(p, Node(NodeKind::PutChosen,
                      {std::move(count), std::move(filter), ast::zoneLeaf(place.zone)}));
  }
  Node lookRest(P::LookPlaceContext *p) {
    LookPlace place = lookPlace(p);
    Node rest(NodeKind::PutRest, {ast::zoneLeaf(place.zone)});
    if (place.bottom) rest.children.emplace_back(NodeKind::LibraryBottom);
    if (place.random) rest.children.emplace_back(NodeKind::RandomOrder);
    return at(p, std::move(rest));
  }
  Node lookChoose(P::LookChooseEffectContext *ctx) {
    P::LookHeadContext *h = ctx->lookHead();
    Node n = topCount(h->amount(), h->topCards());
    bool one = n.kind == NodeKind::Int && n.value == 1;
    bool revealAll = h->getStart()->getText() == "odsłoń";
    Node who(NodeKind::You);
    if (auto *p = h->lookWhose()->playerSubject()) who = at(p, explicitPlayer(p));
    P::LookChooseContext *c = ctx->lookChoose();
    Node look(NodeKind::LookAtTop, {who, n});
    if (revealAll) look.children.emplace_back(NodeKind::Revealed);
    if (auto *mp = dynamic_cast<P::MayPutThatCardContext *>(c)) {
      // "spójrz na wierzchnią kartę …. możesz położyć tę kartę na swoim cmentarzu" (404.1)
      bool yours = has(mp, "swoim");
      if (!one || revealAll || yours != (who.kind == NodeKind::You))
        throw NotUnderstood{mp, "putting that card into this graveyard"};
      Node chosen(NodeKind::PutChosen, {ast::intNode(1), Node(NodeKind::Filter),
                                        ast::zoneLeaf("graveyard"), Node(NodeKind::Optional)});
      look.children.push_back(at(mp, std::move(chosen)));
      look.children.push_back(Node(NodeKind::PutRest, {ast::zoneLeaf("library")}));
      return look;
    }
    if (who.kind != NodeKind::You) throw NotUnderstood{c, "taking cards from another library"};
    if (auto *a = dynamic_cast<P::AllRevealedChooseContext *>(c)) { // wszystkie odsłonięte …
      if (!revealAll || one || !pluralDescription(a->description()))
        throw NotUnderstood{a, "'wszystkie odsłonięte' without revealing several cards"};
      lookVerbAgrees(a->lookVerb(0), lookPlace(a->lookPlace(0)), false);
      lookVerbAgrees(a->lookVerb(1), lookPlace(a->lookPlace(1)), false);
      look.children.push_back(
          lookChosen(Node(NodeKind::AllMatching), filter(a->description()), a->lookPlace(0)));
      look.children.push_back(lookRest(a->lookPlace(1)));
      return look;
    }
    if (auto *i = dynamic_cast<P::IfItIsChooseContext *>(c)) { // jeśli to karta krainy, …
      if (!revealAll || !one || pluralDescription(i->description()))
        throw NotUnderstood{i, "'jeśli to …' without revealing one card"};
      lookVerbAgrees(i->lookVerb(0), lookPlace(i->lookPlace(0)), false);
      lookVerbAgrees(i->lookVerb(1), lookPlace(i->lookPlace(1)), false);
      look.children.push_back(
          lookChosen(Node(NodeKind::AllMatching), filter(i->description()), i->lookPlace(0)));
      look.children.push_back(lookRest(i->lookPlace(1)));
      return look;
    }
    // możesz (odsłonić kartę istoty spośród nich i) wziąć ją do ręki, a resztę połóż …
    auto *r = dynamic_cast<P::MayRevealChooseContext *>(c);
    auto *m = dynamic_cast<P::MayChooseContext *>(c);
    P::DescriptionContext *d = r ? r->description() : m->description();
    std::vector<P::LookVerbContext *> verbs = r ? r->lookVerb() : m->lookVerb();
    std::vector<P::LookPlaceContext *> places = r ? r->lookPlace() : m->lookPlace();
    if (one || pluralDescription(d)) throw NotUnderstood{c, "choosing one card among one"};
    lookVerbAgrees(verbs[0], lookPlace(places[0]), true);
    lookVerbAgrees(verbs[1], lookPlace(places[1]), false);
    Node chosen = lookChosen(ast::intNode(1), filter(d), places[0]);
    if (r) chosen.children.emplace_back(NodeKind::Revealed);
    chosen.children.emplace_back(NodeKind::Optional);
    look.children.push_back(std::move(chosen));
    look.children.push_back(lookRest(places[1]));
    return look;
  }
  // --- begin pl8 ---
  // "~ zadaje 3 obrażenia rozdzielone według twojego wyboru między jeden, dwa lub trzy cele"
  // (601.2d), the AST English builds: one "up to N" target phrase; the participle agrees with
  // the number of damage, the numerals and "cele" / "celów" with the targets.
  Node dividedDamage(P::DealDamageDividedContext *d) {
    Node source = objects(d->objectPhrase());
    Node n = amount(d->amount());
    if (has(d, "rozdzielone") != fewForm(n))
      throw NotUnderstood{d, "a participle that does not agree with the damage"};
    P::DividedAmongContext *among = d->dividedAmong();
    bool anyNumber = has(among, "dowolną");
    Node count = anyNumber ? n : ast::intNode(has(among, "trzy") ? 3 : 2);
    if (count.kind == NodeKind::Int && count.value < 1)
      throw NotUnderstood{d->amount(), "divided damage of less than 1"};
    if (n.kind == NodeKind::Int && count.kind == NodeKind::Int && count.value > n.value)
      throw NotUnderstood{among, "more targets than damage to divide (601.2d)"};
    if (count.kind != NodeKind::Int && count.kind != NodeKind::XValue)
      throw NotUnderstood{d->amount(), "this amount of divided damage"};
    P::DividedWhatContext *w = among->dividedWhat();
    bool feminine = false;
    Node what(NodeKind::AnyTarget);
    if (auto *desc = w->description()) {
      std::string adj = w->targetAdj()->getText();
      if (!pluralDescription(desc) || adj != (anyNumber ? "docelowych" : "docelowe"))
        throw NotUnderstood{w, "targets in a case that does not agree"};
      for (auto *t : desc->typeWord())
        feminine = feminine || startsWith(t->getText(), "istot") ||
                   startsWith(t->getText(), "krain") || startsWith(t->getText(), "kart");
      what = filter(desc);
    } else if (has(w, anyNumber ? "cele" : "celów")) {
      throw NotUnderstood{w, "'cele' in a case that does not agree"};
    }
    if (!anyNumber && (has(among, "jedną") != feminine || has(among, "dwie") != feminine))
      throw NotUnderstood{among, "numerals that do not agree with the targets"};
    Node target = makeTarget({std::move(what), Node(NodeKind::UpTo, {std::move(count)})});
    Node out(NodeKind::DealDamageDivided, {std::move(source), std::move(n), std::move(target)});
    out.value = anyNumber ? 1 : 0;
    return out;
  }
  Node effectPl8(P::EffectPl8Context *ctx) {
    if (auto *d = dynamic_cast<P::DealDamageDividedContext *>(ctx)) return dividedDamage(d);
    if (auto *p = dynamic_cast<P::PreventNextChosenContext *>(ctx)) { // 615.7
      Node source(NodeKind::Filter);
      if (auto *q = p->chosenSourceAdj()) {
        static const std::pair<std::string_view, std::string_view> kColors[] = {
            {"białe", "white"},
            {"niebieskie", "blue"},
            {"czarne", "black"},
            {"czerwone", "red"},
            {"zielone", "green"}};
        std::vector<Node> leaves;
        for (auto *c : q->colorWord()) {
          bool found = false;
          for (auto [word, color] : kColors)
            if (c->getText() == word) {
              leaves.push_back(ast::vocabLeaf(ast::Vocabulary::Color,
                                              *ast::valueOf(ast::Vocabulary::Color, color)));
              found = true;
            }
          if (!found) throw NotUnderstood{c, "a colour that does not agree with 'źródło'"};
        }
        if (auto *art = q->artifactWord()) {
          if (art->getText() != "artefaktowe")
            throw NotUnderstood{art, "a word that does not agree with 'źródło'"};
          leaves.push_back(ast::vocabLeaf(ast::Vocabulary::CardType,
                                          *ast::valueOf(ast::Vocabulary::CardType, "artifact")));
        }
        if (leaves.size() == 2)
          source.children.push_back(Node(NodeKind::AnyOf, std::move(leaves)));
        else
          source.children.push_back(std::move(leaves[0]));
      }
      Node n(NodeKind::PreventNextChosen, {std::move(source)});
      if (p->recipient())
        n.children.push_back(Node(NodeKind::DamageTo, {recipient(p->recipient())}));
      n.children.emplace_back(NodeKind::ThisTurn);
      return n;
    }
    if (auto *b = dynamic_cast<P::BecomeLandTypeContext *>(ctx)) { // 305.7
      Node n(NodeKind::BecomeLandType, {objects(b->objectPhrase())});
      for (auto *w : b->landTypeIns()) {
        std::string_view english = pl::landTypeFromInstrumental(w->getText());
        if (english.empty()) throw NotUnderstood{w, "the land type '" + w->getText() + "'"};
        n.children.push_back(ast::subtypeLeaf(std::string(english)));
      }
      if (has(b, "podstawowego")) n.children.emplace_back(NodeKind::AnyBasicLandType);
      if (b->duration()) n.children.push_back(duration(b->duration()));
      return n;
    }
    if (auto *x = dynamic_cast<P::ExileUntilLeavesContext *>(ctx)) // 610.3
      return Node(NodeKind::ExileUntilLeaves, {objects(x->objectPhrase())});
    if (dynamic_cast<P::PopulateContext *>(ctx))
      return Node(NodeKind::Populate, {Node(NodeKind::You)});
    if (dynamic_cast<P::ClashContext *>(ctx)) return Node(NodeKind::Clash, {Node(NodeKind::You)});
    if (dynamic_cast<P::FlipCoinContext *>(ctx))
      return Node(NodeKind::FlipCoin, {Node(NodeKind::You)});
    if (auto *w = dynamic_cast<P::IfWinClashContext *>(ctx)) // 701.22
      return Node(NodeKind::IfWinClash, {effect(w->effect())});
    if (auto *f = dynamic_cast<P::IfFlipContext *>(ctx)) // 705
      return Node(has(f, "wygrasz") ? NodeKind::IfWinFlip : NodeKind::IfLoseFlip,
                  {effect(f->effect())});
    if (auto *sg = dynamic_cast<P::ShuffleGraveyardContext *>(ctx)) // 701.20a
      return Node(NodeKind::ShuffleGraveyard,
                  {sg->playerSubject() ? player(sg->playerSubject()) : Node(NodeKind::You)});
    if (auto *gc = dynamic_cast<P::GiveControlContext *>(ctx)) { // 613.1b
      Node who = gc->playerSubject() ? player(gc->playerSubject()) : Node(NodeKind::You);
      if (gc->playerSubject() && who.kind == NodeKind::You)
        throw NotUnderstood{gc, "a verb that does not agree with its subject"};
      Node what = objects(gc->objectPhrase());
      return Node(NodeKind::GiveControl, {std::move(what), std::move(who)});
    }
    if (auto *tc = dynamic_cast<P::CreateTokenCopyContext *>(ctx)) // 111.2, 707.2
      return Node(NodeKind::CreateTokenCopy, {Node(NodeKind::You), objects(tc->objectPhrase())});
    if (auto *dc = dynamic_cast<P::DiscardChosenContext *>(ctx)) { // 701.8b
      Node who = player(dc->playerSubject());
      if (pluralDescription(dc->description())) throw NotUnderstood{dc, "choosing all of a kind"};
      return Node(NodeKind::DiscardChosen,
                  {std::move(who), filter(dc->description()), Node(NodeKind::Revealed)});
    }
    auto *a = lastAlternative<P::AttacksThisTurnContext>(ctx); // 508.1d
    Node who = objects(a->objectPhrase());
    if ((who.kind == NodeKind::All) != has(a, "atakują") || has(a, "atakują") != has(a, "mogą"))
      throw NotUnderstood{a, "a verb that does not agree with its subject"};
    return Node(NodeKind::GainKeyword,
                {std::move(who), ast::keywordLeaf(ast::Keyword::AttacksEachCombat),
                 Node(NodeKind::UntilEndOfTurn)});
  }
  // --- end pl8 ---
  Node effectPl7(P::EffectPl7Context *ctx) {
    if (auto *m = dynamic_cast<P::MoreEffectPl8Context *>(ctx)) return effectPl8(m->effectPl8());
    if (auto *l = dynamic_cast<P::LookChooseEffectContext *>(ctx)) return lookChoose(l);
    if (auto *tm =
            dynamic_cast<P::ThatMuchLifeContext *>(ctx)) { // zyskujesz tyle samo punktów życia
      bool you = has(tm, "zyskujesz") || has(tm, "tracisz") || has(tm, "zyskać");
      if (you == (tm->playerSubject() != nullptr) ||
          tm->lifeNoun()->getStart()->getText() != "punktów")
        throw NotUnderstood{tm, "a verb that does not agree with its subject"};
      Node who = you ? Node(NodeKind::You) : player(tm->playerSubject());
      bool gain = has(tm, "zyskujesz") || has(tm, "zyskuje") || has(tm, "zyskać");
      return Node(gain ? NodeKind::GainLife : NodeKind::LoseLife,
                  {std::move(who), Node(NodeKind::ThatMuch)});
    }
    if (auto *d = dynamic_cast<P::DealOwnPowerDamageContext *>(
            ctx)) { // zadaje obrażenia równe swojej sile
      Node who = objects(d->objectPhrase());
      Node of = who; // the source's own power: a target is the one just named, not a new one
      if (who.kind == NodeKind::Target)
        of = ast::targetRef(targetCount_ - 1);
      else if (who.kind != NodeKind::EventObject && who.kind != NodeKind::Self &&
               who.kind != NodeKind::TargetRef) // "to": the target named before
        throw NotUnderstood{d, "the power of this source"};
      Node power(NodeKind::PowerOf, {std::move(of)});
      return Node(NodeKind::DealDamage,
                  {std::move(who), std::move(power), recipient(d->recipient())});
    }
    if (auto *m = dynamic_cast<P::MayHaveEffectContext *>(ctx)) { // jeśli chcesz, … (608.2d)
      Node inner = effect(m->effect());
      if (inner.kind == NodeKind::May) throw NotUnderstood{m, "'jeśli chcesz' before 'możesz'"};
      return Node(NodeKind::May, {std::move(inner)});
    }
    // tapnij lub odtapnij docelowy permanent (chosen on resolution, 608.2d); "możesz" is the
    // caller's (effect())
    auto *t = lastAlternative<P::TapOrUntapContext>(ctx);
    return Node(NodeKind::TapOrUntap, {objects(t->objectPhrase())});
  }
  // --- end pl7 ---
  Node effectPl6(P::EffectPl6Context *ctx) {
    if (auto *l = dynamic_cast<P::LoseKeywordContext *>(ctx)) { // 613.1f
      Node n(NodeKind::LoseKeyword, {objects(l->objectPhrase())});
      for (auto &leaf : keywordLeaves(l->keywordList()))
        n.children.push_back(std::move(leaf));
      if (l->duration()) n.children.push_back(duration(l->duration()));
      return n;
    }
    if (auto *t = dynamic_cast<P::TransformEffectContext *>(ctx)) // 701.28
      return Node(NodeKind::Transform, {objects(t->objectPhrase())});
    if (auto *s = dynamic_cast<P::SurveilContext *>(ctx)) // 701.42
      return Node(NodeKind::Surveil, {Node(NodeKind::You), amount(s->amount())});
    if (auto *d = dynamic_cast<P::DiscardHandContext *>(ctx)) // 701.8a
      return Node(NodeKind::DiscardHand, {player(d->playerSubject())});
    if (dynamic_cast<P::ExtraTurnContext *>(ctx)) // 500.7
      return Node(NodeKind::ExtraTurn, {Node(NodeKind::You)});
    if (auto *w = dynamic_cast<P::SwitchPTContext *>(ctx)) { // 613.4d
      Node n(NodeKind::SwitchPT, {objects(w->objectPhrase())});
      if (w->duration()) n.children.push_back(duration(w->duration()));
      return n;
    }
    if (auto *c = dynamic_cast<P::CreateTokenForContext *>(ctx)) { // 111.2: another player's token
      Node who = player(c->playerSubject());
      if (who.kind == NodeKind::You)
        throw NotUnderstood{c, "'ty tworzysz' written in the third person"};
      return withTokenName(Node(NodeKind::CreateToken,
                                {std::move(who), optionalAmount(c->amount()), token(c->tokenDescription())}),
                           c->tokenDescription());
    }
    if (auto *sc = dynamic_cast<P::SetColorContext *>(ctx)) { // 105.3: staje się biała
      static const std::pair<std::string_view, std::string_view> kColors[] = {{"biał", "white"},
                                                                              {"niebiesk", "blue"},
                                                                              {"czarn", "black"},
                                                                              {"czerwon", "red"},
                                                                              {"zielon", "green"}};
      Node n(NodeKind::SetColor, {objects(sc->objectPhrase())});
      for (auto *c : sc->colorWord())
        for (auto &[stem, spelling] : kColors)
          if (startsWith(c->getText(), stem))
            n.children.push_back(ast::vocabLeaf(ast::Vocabulary::Color,
                                                *ast::valueOf(ast::Vocabulary::Color, spelling)));
      if (sc->duration()) n.children.push_back(duration(sc->duration()));
      return n;
    }
    if (auto *m = dynamic_cast<P::MoreEffectPl7Context *>(ctx)) return effectPl7(m->effectPl7());
    if (auto *a = dynamic_cast<P::AttachToContext *>(ctx)) // 701.3
      return Node(NodeKind::AttachTo, {objects(a->objectPhrase(0)), objects(a->objectPhrase(1))});
    if (auto *g = dynamic_cast<P::GetEmblemContext *>(ctx)) // 114.1
      return Node(NodeKind::GetEmblem, {Node(NodeKind::You), quoted(g->quotedAbility())});
    auto *e = lastAlternative<P::AtEndOfCombatContext>(ctx); // 511, 603.7a
    return Node(NodeKind::Delayed,
                {ast::vocabLeaf(ast::Vocabulary::Step,
                                *ast::valueOf(ast::Vocabulary::Step, "end-of-combat")),
                 effect(e->effect())});
  }
  // Blocking rules (509.1a-c) written as sentences: keywords in the AST, as English.
  Node blockRule(P::BlockRuleContext *ctx) {
    using ast::Keyword;
    auto *all = dynamic_cast<P::AllMustBlockRuleContext *>(ctx);
    P::ObjectPhraseContext *who = all ? all->objectPhrase() : nullptr;
    Keyword k = Keyword::AllMustBlock;
    if (auto *c = dynamic_cast<P::CanBlockAdditionalRuleContext *>(ctx))
      who = c->objectPhrase(), k = Keyword::CanBlockAdditional;
    else if (auto *c = dynamic_cast<P::BlockedByOneRuleContext *>(ctx))
      who = c->objectPhrase(), k = Keyword::CantBeBlockedByMoreThanOne;
    else if (auto *c = dynamic_cast<P::BlocksEachCombatRuleContext *>(ctx))
      who = c->objectPhrase(), k = Keyword::BlocksEachCombat;
    else if (auto *c = dynamic_cast<P::MustBeBlockedRuleContext *>(ctx))
      who = c->objectPhrase(), k = Keyword::MustBeBlocked;
    return Node(NodeKind::GainKeyword, {objects(who), ast::keywordLeaf(k)});
  }
  // Prevention (615): "zapobiegnij wszystkim obrażeniom (bojowym) / następnym 3 obrażeniom, które
  // zostałyby zadane X / przez Y / X lub przez to (w tej turze)", as English builds it.
  Node prevent(P::PreventClauseContext *pd, bool thisTurn) {
    Node what(NodeKind::AllDamage);
    bool combat = false;
    if (auto *next = dynamic_cast<P::PreventNextContext *>(pd->preventAmount())) {
      what = amount(next->amount());
      // "następnemu 1 obrażeniu, które zostałoby" is one; more are plural throughout.
      bool one = what.kind == NodeKind::Int && what.value == 1;
      if (one != has(next, "obrażeniu") || one != has(pd, "zostałoby"))
        throw NotUnderstood{pd, "a count that does not agree with its noun"};
    } else {
      if (has(pd, "zostałoby"))
        throw NotUnderstood{pd, "a count that does not agree with its noun"};
      combat = has(pd->preventAmount(), "bojowym");
    }
    std::optional<Node> to;
    if (pd->recipient()) to = recipient(pd->recipient());
    if (!pd->objectPhrase() && thisTurn) {
      if (auto n = preventThisTurn(std::move(what), combat, std::move(to))) return std::move(*n);
      throw NotUnderstood{pd, "preventing all damage with no one it is dealt to"};
    }
    if (what.kind != NodeKind::AllDamage)
      throw NotUnderstood{pd, "the next damage for ever or by a source"};
    if (!pd->objectPhrase() && !to) throw NotUnderstood{pd, "preventing all damage for ever"};
    Node n(NodeKind::Prevent, {std::move(what)});
    if (combat) n.children.emplace_back(NodeKind::CombatDamage);
    if (!pd->objectPhrase()) {
      n.children.push_back(Node(NodeKind::DamageTo, {std::move(*to)}));
      return n; // a static ability: no "w tej turze"
    }
    Node by = objects(pd->objectPhrase());
    if (has(pd, "lub")) { // "zadane X lub przez X": to and by the same objects
      bool same =
          to && (*to == by || (to->kind == NodeKind::Target && by.kind == NodeKind::TargetRef &&
                               by.value == targetCount_ - 1));
      if (!same) throw NotUnderstood{pd, "damage dealt to one and by another"};
      n.children.push_back(Node(NodeKind::DamageToAndBy, {std::move(*to)}));
    } else {
      if (to) n.children.push_back(Node(NodeKind::DamageTo, {std::move(*to)}));
      n.children.push_back(Node(NodeKind::DamageBy, {std::move(by)}));
    }
    if (thisTurn) n.children.emplace_back(NodeKind::ThisTurn);
    return n;
  }
  Node pl6Trigger(P::TriggerPl6Context *ctx) {
    if (auto *r = dynamic_cast<P::RollChaosTriggerContext *>(ctx)) { // 901.9
      if (r->MANA_SYMBOL()->getText() != "{chaos}") throw NotUnderstood{r, "rolling this symbol"};
      return Node(NodeKind::RollChaos);
    }
    if (auto *c = dynamic_cast<P::CycleSelfTriggerContext *>(ctx)) { // 702.29
      Node n(NodeKind::CycleSelf);
      if (c->SELF().size() > 1) n.children.emplace_back(NodeKind::OrDies);
      return n;
    }
    if (dynamic_cast<P::SetInMotionTriggerContext *>(ctx))
      return Node(NodeKind::SetInMotion);                                 // 701.31
    if (auto *u = dynamic_cast<P::AttacksUnblockedTriggerContext *>(ctx)) // 509.5g
      return Node(NodeKind::AttacksUnblocked, {objects(u->objectPhrase())});
    if (auto *b = dynamic_cast<P::BlocksOrBlockedByTriggerContext *>(ctx)) { // 509.5
      Node who = objects(b->objectPhrase());
      Node blocked = filter(b->description(0)), by = filter(b->description(1));
      if (!(ast::withoutWording(blocked) == ast::withoutWording(by)) ||
          pluralDescription(b->description(0)) || pluralDescription(b->description(1)))
        throw NotUnderstood{b, "blocking one kind and blocked by another"};
      return Node(NodeKind::BlocksOrBecomesBlocked, {std::move(who), std::move(blocked)});
    }
    if (auto *e = dynamic_cast<P::EitherTriggerContext *>(ctx)) { // pl7: 603.2
      NodeKind second = has(e, "atakuje")    ? NodeKind::Attacks
                        : has(e, "umiera")   ? NodeKind::Dies
                        : has(e, "opuszcza") ? NodeKind::LeavesBattlefield
                                             : NodeKind::TurnedFaceUp;
      return Node(NodeKind::EitherTrigger,
                  {Node(NodeKind::EntersBattlefield, {Node(NodeKind::Self)}),
                   Node(second, {Node(NodeKind::Self)})});
    }
    if (auto *x = dynamic_cast<P::ExertedTriggerContext *>(ctx)) { // pl7: gdy wysilasz istotę
      if (pluralDescription(x->description())) throw NotUnderstood{x, "exerting several"};
      return Node(NodeKind::Exerted, {filter(x->description())});
    }
    if (dynamic_cast<P::BecomesMonstrousTriggerContext *>(ctx)) // pl8: 701.37b
      return Node(NodeKind::BecomesMonstrous, {Node(NodeKind::Self)});
    if (auto *b = dynamic_cast<P::AttacksWithOthersTriggerContext *>(ctx)) { // pl8: 508.3a
      Node n = amount(b->amount());
      if (n.kind != NodeKind::Int || n.value < 1) throw NotUnderstood{b, "this count of attackers"};
      bool one = n.value == 1, few = fewForm(n);
      Node type = typeLeaf(b->typeWord());
      std::string another = b->anotherAdj()->getText(), noun = b->typeWord()->getText();
      std::string count = b->amount()->getText();
      if (type.kind != NodeKind::CardTypeLeaf ||
          ast::spelling(ast::Vocabulary::CardType, type.value) != "creature" ||
          another != (one   ? "inna"
                      : few ? "inne"
                            : "innych") ||
          noun != (one   ? "istota"
                   : few ? "istoty"
                         : "istot") ||
          (one && count != "jedna") || count == "dwa")
        throw NotUnderstood{b, "a count that does not agree with 'istota'"};
      return Node(NodeKind::AttacksWithOthers, {Node(NodeKind::Self), std::move(n)});
    }
    auto *g = lastAlternative<P::PutIntoGraveyardTriggerContext>(ctx); // 700.4
    Node what = objects(g->objectPhrase());
    if (what.kind != NodeKind::Filter) throw NotUnderstood{g, "'trafia' after this object"};
    return Node(NodeKind::PutIntoGraveyard, {std::move(what), Node(NodeKind::You)});
  }
  // "o sile 2 lub mniejszej" / "o wytrzymałości 4 lub większej" / "o wartości many 3 lub
  // mniejszej" / "o wartości many x" (208.1, 202.3); power and toughness have no "equal to" part.
  Node statPart(P::StatSuffixContext *ctx) {
    std::string stat = ctx->statWord()->getStart()->getText();
    bool less = has(ctx, "mniejszej"), more = has(ctx, "większej");
    Node n = ctx->NUMBER() ? ast::intNode(*parseDigits(ctx->NUMBER()->getText()))
                           : Node(NodeKind::XValue);
    NodeKind k = stat == "sile" ? (less ? NodeKind::PowerAtMost : NodeKind::PowerAtLeast)
                 : stat == "wartości"
                     ? (less   ? NodeKind::ManaValueAtMost
                        : more ? NodeKind::ManaValueAtLeast
                               : NodeKind::ManaValueIs)
                     : (less ? NodeKind::ToughnessAtMost : NodeKind::ToughnessAtLeast);
    if (stat != "wartości" && ((!less && !more) || n.kind != NodeKind::Int))
      throw NotUnderstood{ctx, "a power or toughness equal to a number"};
    return at(ctx, Node(k, {std::move(n)}));
  }
  // Look at the top cards (our wording): "spójrz na trzy wierzchnie karty swojej biblioteki i ułóż
  // je z powrotem w dowolnej kolejności", then perhaps ". weź jedną z nich do ręki, a resztę połóż
  // na spodzie swojej biblioteki w dowolnej kolejności" (the AST of English "Look at the top N
  // cards of your library. Put one of them into your hand and the rest on the bottom ...").
  // "wierzchnią kartę" / "trzy wierzchnie karty" / "pięć wierzchnich kart": how many, checked
  // against the noun's form (pl7: one reading for both forms of looking at the top cards)
  Node topCount(P::AmountContext *a, P::TopCardsContext *top) {
    Node n = a ? amount(a) : ast::intNode(1);
    std::string noun = top->getStart()->getText();
    std::string want = !a ? "wierzchnią" : fewForm(n) ? "wierzchnie" : "wierzchnich";
    bool one = n.kind == NodeKind::Int && n.value == 1;
    if (noun != want || (a && one))
      throw NotUnderstood{top, "a count that does not agree with its noun"};
    return n;
  }
  Node lookAtTop(P::LookAtTopContext *ctx) {
    Node n = topCount(ctx->amount(), ctx->topCards());
    bool one = n.kind == NodeKind::Int && n.value == 1;
    Node who(NodeKind::You);
    if (auto *p = ctx->lookWhose()->playerSubject()) who = at(p, explicitPlayer(p));
    bool reorder = has(ctx, "ułóż");
    if (reorder && (one || ctx->lookPut()))
      throw NotUnderstood{ctx, "'ułóż je z powrotem' with one card or with cards taken"};
    if (!ctx->lookPut())
      return Node(NodeKind::LookAtTop, {std::move(who), std::move(n),
                                        Node(NodeKind::PutRest, {ast::zoneLeaf("library")})});
    auto *lp = ctx->lookPut();
    if (who.kind != NodeKind::You) throw NotUnderstood{lp, "taking cards from another library"};
    Node count = lp->chosenCount()->amount() ? amount(lp->chosenCount()->amount())
                                             : Node(NodeKind::AnyNumber);
    bool hand = has(lp->lookDest(), "ręki");
    if ((lp->getStart()->getText() == "weź") != hand)
      throw NotUnderstood{lp, "'weź' with the graveyard or 'połóż' with the hand"};
    Node chosen(NodeKind::PutChosen, {std::move(count), Node(NodeKind::Filter),
                                      ast::zoneLeaf(hand ? "hand" : "graveyard")});
    Node rest(NodeKind::PutRest);
    P::RestDestContext *r = lp->restDest();
    if (dynamic_cast<P::RestGraveyardContext *>(r)) {
      rest.children.push_back(ast::zoneLeaf("graveyard"));
    } else {
      rest.children.push_back(ast::zoneLeaf("library"));
      if (dynamic_cast<P::RestBottomContext *>(r)) {
        rest.children.emplace_back(NodeKind::LibraryBottom);
        if (has(r, "losowej")) rest.children.emplace_back(NodeKind::RandomOrder);
      }
    }
    return Node(NodeKind::LookAtTop,
                {std::move(who), std::move(n), at(lp, std::move(chosen)), at(r, std::move(rest))});
  }
  // --- end pl6 ---

  Node zone(P::ZoneRefContext *ctx) { return at(ctx, zoneNode(ctx)); }
  bool targetOwnerAllowed_ = false; // pl6: only a description's zone names a target player
  Node zoneNode(P::ZoneRefContext *ctx) {
    if (ctx->targetAdj() && !targetOwnerAllowed_)
      throw NotUnderstood{ctx, "a target player's zone here"};
    static const std::pair<std::string_view, std::string_view> kStems[] = {
        {"cmentarz", "graveyard"}, {"ręk", "hand"},  {"ręc", "hand"},    {"rąk", "hand"},
        {"bibliotek", "library"},  {"bibliotec", "library"}, {"wygnani", "exile"},
        {"pol", "battlefield"},
    };
    std::string w = ctx->zoneWord()->getText();
    for (auto &[stem, spelling] : kStems)
      if (startsWith(w, stem))
        if (auto v = ast::valueOf(ast::Vocabulary::Zone, spelling))
          return ast::vocabLeaf(ast::Vocabulary::Zone, *v);
    throw NotUnderstood{ctx, "the zone '" + w + "'"};
  }

  // --- kopl3 --- a counter kind as the renderer writes it (compiler/Parse/CounterNames.h).
  Node counterKind(P::CounterKindContext *ctx) {
    std::string word = ctx->getText();
    auto v = counterKindOf(Language::Pl, word);
    if (!v) throw NotUnderstood{ctx, "counter kind '" + word + "'"};
    return at(ctx, ast::vocabLeaf(ast::Vocabulary::CounterKind, *v));
  }
  // "z dwoma / pięcioma / X znacznikami": instrumental numerals.
  Node insAmount(P::InsAmountContext *ctx) {
    static constexpr std::pair<std::string_view, int> kIns[] = {
        {"dwoma", 2},    {"trzema", 3},       {"czterema", 4},
        {"pięcioma", 5}, {"sześcioma", 6},    {"siedmioma", 7},
        {"ośmioma", 8},  {"dziewięcioma", 9}, {"dziesięcioma", 10},
    };
    std::string w = ctx->getText();
    if (w == "x") return at(ctx, Node(NodeKind::XValue));
    for (auto &[word, value] : kIns)
      if (word == w) return at(ctx, ast::intNode(value));
    if (auto v = parseDigits(w)) return at(ctx, ast::intNode(*v));
    throw NotUnderstood{ctx, "the number '" + w + "'"};
  }

  // A count that may be left out: "dobierz kartę" is one card.
  Node optionalAmount(P::AmountContext *ctx) { return ctx ? amount(ctx) : ast::intNode(1); }

  Node amount(P::AmountContext *ctx) { return at(ctx, amountNode(ctx)); }
  Node amountNode(P::AmountContext *ctx) {
    static const std::pair<std::string_view, int> kWords[] = {
        {"jeden", 1},  {"jedna", 1},    {"jedną", 1},     {"jedno", 1},      {"jednego", 1},
        {"jednej", 1}, {"jednemu", 1},  {"dwa", 2},       {"dwie", 2},       {"dwóch", 2},
        {"dwóm", 2},   {"dwoma", 2},    {"trzy", 3},      {"trzech", 3},     {"trzem", 3},
        {"cztery", 4}, {"czterech", 4}, {"czterem", 4},   {"pięć", 5},       {"pięciu", 5},
        {"sześć", 6},  {"sześciu", 6},  {"siedem", 7},    {"siedmiu", 7},    {"osiem", 8},
        {"ośmiu", 8},  {"dziewięć", 9}, {"dziewięciu", 9}, {"dziesięć", 10}, {"dziesięciu", 10},
    };
    std::string w = ctx->getText();
    if (w == "x")
      return Node(NodeKind::XValue);
    for (auto &[word, value] : kWords)
      if (word == w)
        return ast::intNode(value);
    if (auto v = parseDigits(w))
      return ast::intNode(*v);
    throw NotUnderstood{ctx, "the number '" + w + "'"};
  }
};

class PolishFrontend final : public LanguageFrontend {
public:
  // pl8: 711.2, "POZIOM 1-3" (our word: the level counter is "znacznik poziomu") opens a level
  // striation; the driver joins its P/T box as for English
  std::string_view levelSymbolWord() const override { return "poziom"; }
  LineResult parseLine(const LineInput &line, DiagnosticEngine &diags) const override {
    return parseAbilityLine<pl_grammar::OraclePlLexer, P, PlBuilder>(
        line, diags, [](antlr4::CommonTokenStream &) {});
  }
};
} // namespace

const LanguageFrontend &polishFrontend() {
  static const PolishFrontend instance; // immutable, stateless
  return instance;
}

} // namespace oraclec::parse
