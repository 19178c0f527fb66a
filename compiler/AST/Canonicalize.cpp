#include "AST/Canonicalize.h"
#include "AST/OtherReference.h"

namespace oraclec::ast {

namespace {
// A quoted ability inside another (113.1a) has targets of its own.
bool isNestedAbility(NodeKind k) { return k == NodeKind::Activated || k == NodeKind::Triggered; }

void canonicalizeNested(Node &n) {
  for (auto &c : n.children) {
    if (isNestedAbility(c.kind))
      c = canonicalize(std::move(c));
    else
      canonicalizeNested(c);
  }
}

void hoistTargets(Node &n, Node &targets) {
  for (auto &c : n.children) {
    if (isNestedAbility(c.kind)) {
      c = canonicalize(std::move(c));
      continue;
    }
    if (c.kind == NodeKind::Target) {
      int index = int(targets.children.size());
      targets.children.push_back(std::move(c));
      c = targetRef(index);
      continue;
    }
    hoistTargets(c, targets);
  }
}

// Index in children where the (targets ...) list belongs.
size_t targetsSlot(const Node &ability) {
  return ability.kind == NodeKind::Spell || ability.kind == NodeKind::Mode ? 0 : 1;
}
// --- begin choices ---
// Two wordings of one rule among an ability's effects (for xcheck):
// "Choose target creature." only declares a target (601.2c) that stays in the
// ability's targets, and "Choose a color. X gain protection from the chosen
// color until end of turn." is the older "X gain protection from the color of
// your choice until end of turn" (702.16, the colour chosen as it resolves).
void sameRuleOfChoices(Node &n) {
  std::vector<Node> out;
  for (size_t i = 0; i < n.children.size(); ++i) {
    Node &c = n.children[i];
    if (c.kind == NodeKind::ChooseTarget) continue;
    if (c.kind == NodeKind::ChooseColor && i + 1 < n.children.size() &&
        n.children[i + 1].kind == NodeKind::GainProtectionChosen) {
      Node &g = n.children[++i];
      out.push_back(Node(NodeKind::GainKeyword,
                         {std::move(g.children[0]), keywordLeaf(Keyword::ProtectionFromChosenColor),
                          std::move(g.children[1])}));
      continue;
    }
    out.push_back(std::move(c));
  }
  n.children = std::move(out);
}
// --- end choices ---
} // namespace

Node canonicalize(Node ability) {
  if (ability.kind != NodeKind::Spell && ability.kind != NodeKind::Activated &&
      ability.kind != NodeKind::Triggered && ability.kind != NodeKind::Mode) {
    canonicalizeNested(ability);
    return ability;
  }
  size_t slot = targetsSlot(ability);
  Node targets(NodeKind::Targets);
  bool existing = slot < ability.children.size() && ability.children[slot].kind == NodeKind::Targets;
  if (existing)
    targets = std::move(ability.children[slot]);
  for (size_t i = slot + (existing ? 1 : 0); i < ability.children.size(); ++i) {
    if (ability.children[i].kind == NodeKind::Target) {
      // not expected at ability level, but keep the rule uniform
      continue;
    }
    if (ability.children[i].kind == NodeKind::Modal) {
      // Each mode keeps its own targets (CR 700.2b: only chosen modes' are chosen).
      for (Node &mode : ability.children[i].children)
        if (mode.kind == NodeKind::Mode)
          mode = canonicalize(std::move(mode));
      continue;
    }
    hoistTargets(ability.children[i], targets);
  }
  if (existing)
    ability.children[slot] = std::move(targets);
  else if (!targets.children.empty())
    ability.children.insert(ability.children.begin() + long(slot), std::move(targets));
  resolveOtherReferences(ability); // needs the targets list: after hoisting
  bindCastTriggerIt(ability);
  return ability;
}

Node withoutWording(Node n) {
  switch (n.kind) {
  case NodeKind::May:
  case NodeKind::WasKicked:
  case NodeKind::ManaSpentToCast: // triggers7: "~", "it" or "this spell"
  // Compare: how the subject was worded ("it's", "~ is", "there are"): below
  case NodeKind::WithCounter:
  case NodeKind::CostsMore: // how the spells were worded ("instant and sorcery spells")
  case NodeKind::CostsLess:
  case NodeKind::ExtraTurn: // "you take" or "take"
  // --- begin choices ---
  case NodeKind::OfChosenColor: // "of that color" / "of the chosen color"
  case NodeKind::OfChosenType:
  case NodeKind::ChosenPlayer:  // "that player" / "the chosen player"
  // --- end choices ---
  case NodeKind::DoesntUntapNext: // rules15: "its controller's" / "your" / "their controllers'" next untap step
  case NodeKind::EntersWithCounters: // amounts3: the condition after ("... on it if ...", 614.1c)
  case NodeKind::ExiledThisWay: // --- library --- "that card" / "cards exiled this way" / "it"
  case NodeKind::MayPlay:       // --- library --- "until end of turn, you may play" / "... this turn"
  case NodeKind::AdditionalLandThisTurn: // --- library --- "an additional land" / "up to N additional lands"
  case NodeKind::RevealUntil:            // --- library --- "the rest" / "all other cards revealed this way"
  case NodeKind::ExileCost:              // ja5: "seven" or "7" other cards (zones2's wording)
  case NodeKind::DealDamageDivided: // ko8: "among any number of targets" or "one, two, or three"
                                    // (dmg): the up-to count of its target says how many
  case NodeKind::DiscardedObject:        // effects8: "the discarded card's X" / "the X of it"
    n.value = 0;
    break;
  case NodeKind::IfInstead: // amounts3: the earlier recipient's wording
  case NodeKind::InZone:    // ko8: "target player's" / "their" / "that player's" graveyard (zones2,
                            // wherex): the player child says whose; the words are English's
    n.text.clear();
    break;
  case NodeKind::RetainsTypes:
  // --- begin amounts2 (merge) --- the words kept for the English renderer only
  case NodeKind::Compare:  // "that creature" (amounts2) besides the subject's wording
    n.value = 0;
    n.text.clear();
    break;
  case NodeKind::AnyOf:    // "instant and sorcery cards" / "or" / "and/or": any of them either way
  case NodeKind::Devotion: // "the number of red mana symbols in the mana costs of permanents you control" (700.5)
    n.value = 0;
    break;
  case NodeKind::EventObject: // "them" for the trigger's player
  case NodeKind::Becomes:     // rules17: "until end of turn" before or after it (the text)
    n.text.clear();
    break;
  // --- end amounts2 (merge) ---
  case NodeKind::TokenDesc:    // 'It has "…"' or 'They have "…"' after the token (jaxcheck)
  case NodeKind::PutChosen:    // "of those cards" (jaxcheck)
  case NodeKind::PutRest:      // "the rest back on top", ", then put" (jaxcheck)
  case NodeKind::Self:         // "this creature" / "this permanent" in a quoted ability (jaxcheck)
  case NodeKind::ControllerOf: // "its controller" / "that creature's controller" (jaxcheck)
  case NodeKind::Search:       // "shuffle your library", "on top of it" (jaxcheck)
    n.text.clear();
    break;
  // --- begin ja4 --- words the English renderer keeps, read by xcheck since ja4
  case NodeKind::CastOnly:    // "Cast ~ only …" or "Cast this spell only …"
  case NodeKind::ExiledCards: // "the exiled card" / "the exiled cards": the cards exiled with it
    n.value = 0;
    break;
  case NodeKind::ControlledBy: // "they control" / "that player controls": the same player
  case NodeKind::ActivePlayer: // "them" for the player whose step it is
    n.text.clear();
    break;
  // --- end ja4 ---
  case NodeKind::GreatestAmong: // effects6: "greatest" or "highest" (the same number)
    n.text.clear();
    break;
  case NodeKind::KeywordAbility:
    if (!n.children.empty() && Keyword(n.children[0].value) == Keyword::CantBeCountered)
      n.value = 0;
    break;
  default: break;
  }
  if (n.kind == NodeKind::Self) // dmg: "It deals ..." after "Sacrifice ~:" (value 1) or "~ deals ..."
    n.value = 0;
  // "You gain control of X" (copy's give-control with "you") is "gain control of X"
  // with no duration: the control lasts for the game either way (611.2a, 613.1b).
  if (n.kind == NodeKind::GiveControl && n.children.size() == 2 && n.children[1].kind == NodeKind::You)
    n = Node(NodeKind::GainControl, {std::move(n.children[0])});
  for (Node &c : n.children)
    c = withoutWording(std::move(c));
  sameRuleOfChoices(n); // choices
  return n;
}

} // namespace oraclec::ast
