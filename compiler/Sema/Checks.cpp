#include "Sema/Sema.h"

#include "AST/Printer.h"

#include <fmt/format.h>

namespace oraclec::sema {

using ast::Node;
using ast::NodeKind;

namespace {
bool contains(const Node &n, NodeKind k) {
  if (n.kind == k)
    return true;
  for (auto &c : n.children)
    if (contains(c, k))
      return true;
  return false;
}

void collectTargetRefs(const Node &n, std::vector<bool> &used) {
  if (n.kind == NodeKind::TargetRef && n.value >= 0 && size_t(n.value) < used.size())
    used[size_t(n.value)] = true;
  for (auto &c : n.children)
    collectTargetRefs(c, used);
}

// An effect that happens once: one without a duration role (construct table).
bool isOneShot(NodeKind k) { return ast::isEffect(k) && !ast::hasRoleOfType(k, "Duration"); }

// A word of the English text and the node kinds one of which must be in the
// AST if the word is there (design notes: detectors for silent mis-parses).
struct Trace {
  const char *word;
  std::initializer_list<NodeKind> evidence;
};
const Trace kTraces[] = {
    {"instead",
     {NodeKind::Replacement, NodeKind::CounterSpellTo,         // rules15 (614.15)
      NodeKind::ExileIfDiesThisTurn, NodeKind::RedirectDamage, // dmg2: 614.1a, 614.9
      NodeKind::IfInstead}}, // amounts3: "If ..., it deals 4 damage ... instead" (608.2c)
    {"until end of turn",
     {NodeKind::UntilEndOfTurn,
      NodeKind::MayPlay}}, // library: "until end of turn, you may play that card" (601.3)
    {"target",
     {NodeKind::Targets, NodeKind::Target, NodeKind::TargetRef, NodeKind::TargetsObject,
      NodeKind::BecomesTarget,
      NodeKind::SelfCostsMorePerTarget}}, // keywords7: strive, "for each target beyond the first"
                                          // (601.2f)
    // --- begin rules15 ---
    // "any target" is always a target (115.4): read as "anything", it loses the
    // choice on casting and protects every recipient (a silent misread, issue 14).
    {"any target", {NodeKind::AnyTarget}},
    // --- end rules15 ---
    {" counter",
     {NodeKind::PutCounters, NodeKind::CounterLeaf, NodeKind::CounterSpell,
      NodeKind::KeywordAbility, NodeKind::CounterSpellTo}}, // rules15
    {"you may",
     {NodeKind::May, NodeKind::Optional,
      NodeKind::GainKeyword, // GainKeyword: "you may choose not to untap"
      NodeKind::AsEntersPayLifeOrTapped,
      NodeKind::AsEntersRevealOrTapped,                       // aschoose: "..., you may pay 2 life"
      NodeKind::CastAsThoughFlash, NodeKind::AdditionalLands, // cast: permissions (601.3b, 305.2)
      NodeKind::NewTargets,
      NodeKind::EnterAsCopy, // copy: "you may choose new targets", "you may have ~ enter as a copy"
      NodeKind::MayPlay, NodeKind::AdditionalLandThisTurn,
      NodeKind::CastSelfAsThoughFlash, // library (601.3, 305.2)
      NodeKind::MayExert}},            // keywords7: "You may exert ~ as it attacks" (701.39d)
    // AllMatching: "reveal the top card ... if it's a land card, put it" (the filter of the chosen
    // card)
    {" if ",
     {NodeKind::Replacement, NodeKind::Intervening, NodeKind::ActivateOnlyIf, NodeKind::IfYouDo,
      NodeKind::IfYouDont, NodeKind::IfEffect, NodeKind::AllMatching,
      NodeKind::AsEntersPayLifeOrTapped,
      NodeKind::AsEntersRevealOrTapped,          // aschoose: "If you don't, ..."
      NodeKind::CastOnly,                        // cast: "Cast ~ only if ..." (601.3)
      NodeKind::IfWinFlip, NodeKind::IfLoseFlip, // trig2: "If you win (lose) the flip, ..." (705.1)
      NodeKind::IfWinClash,          // keywords6: "If you win, ..." after a clash (701.23d)
      NodeKind::ExileIfDiesThisTurn, // dmg2: "If a creature dealt damage this way would die ..."
                                     // (614.1a)
      NodeKind::CounterSpellTo,      // rules15: "If that spell is countered this way, ..." (614.15)
      NodeKind::IfInstead,           // amounts3: "If ..., it deals 4 damage ... instead" (608.2c)
      NodeKind::CastSelfAsThoughFlash}}, // library: "... as though it had flash if you pay {2}
                                         // more" (601.2f)
    {"as long as", {NodeKind::AsLongAs}},
    {"reveal",
     {NodeKind::Revealed,
      NodeKind::AsEntersRevealOrTapped, // aschoose: "you may reveal a Goblin card"
      NodeKind::RevealUntil}}, // library: "reveal cards from the top of your library until"
                               // (701.16a)
    // Words no AST node represents yet: evidence is impossible, so their
    // presence means a builder dropped something.
    {"unless",
     {NodeKind::UnlessPays, NodeKind::Unless, NodeKind::AttacksOnlyIf, NodeKind::BlocksOnlyIf,
      NodeKind::UnlessDoes}}, // effects7: "... unless you return ..." (118.12a)
    {" only ",
     {NodeKind::SorcerySpeed, NodeKind::OncePerTurn, NodeKind::ActivateOnlyIf,
      NodeKind::CastOnly,        // cast: "Cast ~ only during combat" (601.3)
      NodeKind::SpendManaOnly}}, // library5: "Spend this mana only to cast ..." (106.6)
    {"for each",
     {NodeKind::ForEach, NodeKind::PerKick,
      NodeKind::SelfCostsMorePerTarget, // keywords7: "for each target beyond the first" (601.2f)
      NodeKind::ColorsSpent}},          // effects6: "for each color of mana spent to cast it" (702.44b)
    {"prevent",
     {NodeKind::Prevent, NodeKind::PreventSome,
      NodeKind::PreventNextChosen, // PreventSome: "prevent 1 of that damage" (615.10)
      NodeKind::PreventThenDo}},   // dmg2: "prevent that damage. Remove ..." (615.1)
    {"except",
     {NodeKind::BlockedOnlyBy, // "can't be blocked except by ..." (509.1b)
      NodeKind::CopyExcept}},  // copy: "except it's an artifact in addition to its other types"
                               // (707.9b)
    // Whose graveyard is meaning (404.2): not a plain "dies" (issue 14).
    {"into your graveyard from the battlefield",
     {NodeKind::PutIntoGraveyard, NodeKind::Replacement}},
    {"into an opponent's graveyard from the battlefield",
     {NodeKind::PutIntoGraveyard, NodeKind::Replacement}},
};

// Combat requirements and restrictions (508.1d, 509.1b-c) are keyword leaves:
// "if able" and "can block only" leave their trace as those leaves.
bool hasKeywordLeaf(const Node &n, ast::Keyword k) {
  if (n.kind == NodeKind::KeywordLeaf && ast::Keyword(n.value) == k)
    return true;
  for (auto &c : n.children)
    if (hasKeywordLeaf(c, k))
      return true;
  return false;
}
std::string withoutCombatRuleWords(std::string text, const Node &a) {
  auto drop = [&](const std::string &words, const std::string &by) {
    for (size_t p; (p = text.find(words)) != std::string::npos;)
      text.replace(p, words.size(), by);
  };
  if (hasKeywordLeaf(a, ast::Keyword::AttacksEachCombat) || hasKeywordLeaf(a, ast::Keyword::BlocksEachCombat) ||
      hasKeywordLeaf(a, ast::Keyword::MustBeBlocked))
    drop(" if able", "");
  if (hasKeywordLeaf(a, ast::Keyword::CanBlockOnlyFlying))
    drop(" can block only ", " can block ");
  return text;
}

// Detectors of a word bound to the wrong object (issue 14): an empty string
// when the ability is fine, else what is wrong.
// `another` outside the abilities an ability grants (a quoted ability has its own source, 113.1a).
bool anotherOutsideQuotes(const Node &n) {
  if (n.kind == NodeKind::Another)
    return true;
  for (auto &c : n.children)
    if (c.kind != NodeKind::Activated && c.kind != NodeKind::Triggered && c.kind != NodeKind::Static &&
        anotherOutsideQuotes(c))
      return true;
  return false;
}
bool isObjectTarget(const Node &t) { return !t.children.empty() && t.children[0].kind == NodeKind::Filter; }

std::string wrongReferent(const Node &a) {
  // "another"/"other" meaning "not the source" on a spell: a spell is not on the
  // battlefield, so it excludes nothing; the words name objects before (115.3).
  if (a.kind == NodeKind::Spell && anotherOutsideQuotes(a))
    return "'another'/'other' on a spell means other than what it named before (CR 115.3), not other than the spell";
  // A later target "another target X" that excludes only the source: one
  // object could be chosen for two instances of "target" (115.3).
  if (const Node *targets = a.find(NodeKind::Targets)) {
    bool objectBefore = false;
    for (const Node &t : targets->children) {
      if (objectBefore && isObjectTarget(t) && t.children[0].find(NodeKind::Another))
        return "'another target' after a target means not that target (CR 115.3, 601.2c)";
      objectBefore |= isObjectTarget(t);
    }
  }
  // A cast trigger's event object is a spell; tapping, untapping or pumping it
  // means "it" was bound to the spell, not to the permanent (110.5, 701.21a).
  if (a.kind == NodeKind::Triggered && !a.children.empty() && a.children[0].kind == NodeKind::Casts)
    for (size_t i = 1; i < a.children.size(); ++i)
      for (NodeKind k : {NodeKind::TapObjects, NodeKind::UntapObjects, NodeKind::ModifyPT, NodeKind::PutCounters})
        if (a.children[i].kind == k && !a.children[i].children.empty() &&
            a.children[i].children[0].kind == NodeKind::EventObject)
          return "'it' after 'whenever you cast' is the spell here, which is not a permanent (CR 110.5)";
  return {};
}

std::string lower(std::string s) {
  for (char &c : s)
    c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
} // namespace

bool isManaAbility(const Node &a) {
  if (a.kind != NodeKind::Activated || contains(a.children[0], NodeKind::LoyaltyCost)) // 605.1a
    return false;
  // amounts3: a colour chosen as it resolves is still mana (605.1a): "Add {R} or {G}",
  // "Add two mana of any one color", "... in any combination of colors".
  for (auto &outer : a.children) {
    // library5: "Add {C}. Spend this mana only to cast ..." still adds mana (106.6, 605.1a)
    const Node &c = outer.kind == NodeKind::SpendManaOnly ? outer[ast::role::SpendManaOnly::effect] : outer;
    if (c.kind == NodeKind::AddMana ||
        c.kind == NodeKind::AddManaChosen || // aschoose: one mana of the chosen colour
        c.kind == NodeKind::AddManaChoice || c.kind == NodeKind::AddManaAny ||
        c.kind == NodeKind::AddManaCombination)
      return !contains(a, NodeKind::Targets);
  }
  return false;
}

// effects5 (issue 14): "the sacrificed creature" in a spell names the one object
// sacrificed to pay its additional cost ("As an additional cost to cast this
// spell, sacrifice a creature", 601.2f, 608.2h); without such a cost it names
// nothing the runtime knows. True when the card has that cost.
bool sacrificesOneAsAdditionalCost(const ast::CardAst &card) {
  for (const Node &a : card.abilities)
    if (a.kind == NodeKind::AdditionalCost)
      for (const Node &part : a[ast::role::AdditionalCost::cost].children)
        if (part.kind == NodeKind::SacrificeCost && !part.opt(ast::role::SacrificeCost::count) &&
            part[ast::role::SacrificeCost::objects].kind == NodeKind::Filter)
          return true;
  return false;
}

bool check(ast::CardAst &card, const std::shared_ptr<const SourceFile> &file,
           DiagnosticEngine &diags, const std::vector<std::string> *lineTexts) {
  bool ok = true;
  bool sacrificeCost = sacrificesOneAsAdditionalCost(card); // effects5
  for (size_t i = 0; i < card.abilities.size(); ++i) {
    Node &a = card.abilities[i];
    if (a.kind == NodeKind::Unsupported)
      continue;
    auto fail = [&](DiagKind kind, auto &&...args) {
      diags.report(kind, file, a.range, std::forward<decltype(args)>(args)...);
      a = ast::unsupported(lineTexts && i < lineTexts->size() ? (*lineTexts)[i] : ast::toSExpr(a),
                           a.range);
      ok = false;
    };
    if (std::string v = schemaViolation(a); !v.empty()) {
      fail(DiagKind::UnsupportedConstruct, "malformed AST: " + v);
      continue;
    }
    if (a.kind == NodeKind::Spell && contains(a, NodeKind::SacrificedObject) &&
        !sacrificeCost) { // effects5
      fail(DiagKind::UnsupportedConstruct,
           "'the sacrificed' without a sacrifice of one object in the additional cost");
      continue;
    }
    // Each mode of a modal ability has its own targets (CR 700.2b).
    std::vector<const Node *> targetScopes{&a};
    if (const Node *modal = a.find(NodeKind::Modal))
      for (const Node &mode : modal->children)
        if (mode.kind == NodeKind::Mode)
          targetScopes.push_back(&mode);
    bool unused = false;
    for (const Node *scope : targetScopes) {
      if (unused)
        break; // `fail` replaced the ability: the scopes are gone
      const Node *targets = scope->find(NodeKind::Targets);
      if (!targets)
        continue;
      std::vector<bool> used(targets->children.size(), false);
      for (auto &c : scope->children)
        if (&c != targets)
          collectTargetRefs(c, used);
      for (size_t t = 0; t < used.size() && !unused; ++t)
        if (!used[t]) {
          fail(DiagKind::UnusedTarget, t + 1);
          unused = true;
        }
    }
    if (unused)
      continue;
    if (a.find(NodeKind::Targets)) {
      bool addsMana = false;
      for (auto &c : a.children)
        addsMana |= c.kind == NodeKind::AddMana;
      if (a.kind == NodeKind::Activated && addsMana) {
        fail(DiagKind::ManaAbilityWithTarget);
        continue;
      }
    }
    if (std::string why = wrongReferent(a); !why.empty()) {
      fail(DiagKind::WrongReferent, "a word", why);
      continue;
    }
    bool durationOnce = false;
    for (auto &c : a.children)
      if (isOneShot(c.kind) && c.find(NodeKind::UntilEndOfTurn))
        durationOnce = true;
    if (const Node *modal = a.find(NodeKind::Modal))
      for (const Node &mode : modal->children)
        for (const Node &c : mode.children)
          if (isOneShot(c.kind) && c.find(NodeKind::UntilEndOfTurn))
            durationOnce = true;
    if (durationOnce) {
      fail(DiagKind::DurationOnInstant, ast::toSExpr(a));
      continue;
    }
    if (lineTexts && i < lineTexts->size()) {
      std::string text = " " + lower((*lineTexts)[i]) + " ";
      // Reminder text is not rules text (CR 207.2): ignore what is in parentheses.
      for (size_t open; (open = text.find('(')) != std::string::npos;) {
        size_t close = text.find(')', open);
        text.erase(open, close == std::string::npos ? std::string::npos : close - open + 1);
      }
      text = withoutCombatRuleWords(std::move(text), a);
      for (auto &t : kTraces) {
        if (text.find(t.word) == std::string::npos)
          continue;
        bool found = false;
        for (NodeKind k : t.evidence)
          found |= contains(a, k);
        if (!found) {
          fail(DiagKind::SilentMisparse, t.word, ast::toSExpr(a));
          break;
        }
      }
    }
  }
  return ok;
}

} // namespace oraclec::sema
