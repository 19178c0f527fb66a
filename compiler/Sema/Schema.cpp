#include "Sema/Sema.h"

#include "AST/Printer.h"

#include <fmt/format.h>
#include <sstream>

namespace oraclec::sema {

using ast::Node;
using ast::NodeKind;

namespace {
// Node classes named in the schemas of NodeKinds.def.
bool inClass(NodeKind k, std::string_view cls) {
  using K = NodeKind;
  auto any = [k](std::initializer_list<K> ks) {
    for (K x : ks)
      if (x == k)
        return true;
    return false;
  };
  if (cls == "Effect" && k == K::Abandon)
    return true; // casual variants: "abandon this scheme" (701.26)
  // Casting costs (702.33d, 608.2c): kicked conditions, per-kick amounts, conditional effects.
  if ((cls == "Condition" && k == K::WasKicked) || (cls == "Amount" && k == K::PerKick) ||
      (cls == "Effect" && k == K::IfEffect))
    return true;
  // Rules for players (101.2, 601.2f, 614.1b) and extra turns (500.7).
  if ((cls == "Continuous" && any({K::CostsMore, K::CostsLess, K::CantDraw, K::CantGainLife, K::CantPlayLands, K::CantSearch,
                                   K::CantCast, K::SkipStep})) ||
      (cls == "Effect" && k == K::ExtraTurn))
    return true;
  if (cls == "Objects")
    return any({K::Self, K::All, K::TargetRef, K::Target, K::EventObject, K::Filter, K::AttachedObject, K::SelfOr,
                K::SacrificedObject});
  if (cls == "Player")
    return any({K::You, K::EachOpponent, K::EachPlayer, K::AnyPlayer, K::TargetRef, K::Target,
                K::ControllerOf, K::EventObject, K::DefendingPlayer, K::AttackingPlayer});
  if (cls == "Recipient")
    return inClass(k, "Objects") || inClass(k, "Player") || k == K::Both;
  if (cls == "Amount")
    return any({K::Int, K::XValue, K::CountOf, K::PowerOf, K::ToughnessOf, K::ManaValueOf,
                K::LifeTotal, K::Negate, K::CountersOn});
  if (cls == "Effect")
    return any({K::DealDamage, K::Draw, K::AddMana, K::ModifyPT, K::GainKeyword, K::Destroy,
                K::ExileObjects, K::ReturnToHand, K::GainLife, K::LoseLife, K::PutCounters,
                K::TapObjects, K::UntapObjects, K::CreateToken, K::RedirectTo, K::May,
                K::AddManaChoice, K::AddManaAny, K::Scry, K::Mill, K::DiscardCards,
                K::SacrificeObjects, K::CounterSpell, K::RegenerateObjects, K::ShuffleLibrary, K::Search,
                K::PutOntoBattlefield, K::PutOnLibrary, K::GainControl, K::UnlessPays, K::GrantAbility, K::Prevent,
                K::LookAtTop, K::DiscardHand, K::ShuffleGraveyard, K::DiscardChosen, K::Delayed,
                K::PayMana, K::IfYouDo, K::IfYouDont, K::Becomes, K::TapOrUntap, K::Surveil, K::GetEnergy});
  if (cls == "ChosenCount")
    return k == K::AnyNumber || inClass(k, "Amount");
  if (cls == "TargetCount")
    return inClass(k, "Amount") || k == K::UpTo;
  if (cls == "ZoneOption")
    return any({K::IsTapped, K::Revealed, K::UnderYourControl});
  if (cls == "Continuous")
    return any({K::ModifyPT, K::GainKeyword, K::Replacement, K::AsLongAs, K::EntersTapped, K::EntersWithCounters,
                K::GainControl, K::GrantAbility, K::Prevent,
                K::DefinedPT, K::BlockedOnlyBy, K::NotBlockedBy, K::AttacksOnlyIf, K::BlocksOnlyIf});
  if (cls == "LevelMax") // 711.2b: "N3+" has no highest level
    return k == K::Int || k == K::AnyNumber;
  if (cls == "BandAbility") // the abilities printed in a level striation (711.2)
    return any({K::KeywordAbility, K::Activated, K::Triggered, K::Static});
  if (cls == "GrantedAbility") // abilities an object can be given (113.1a): the runtime grants these kinds
    return any({K::Activated, K::Triggered});
  if (cls == "CostPart")
    return any({K::TapCost, K::UntapCost, K::ManaCost, K::SacrificeCost, K::DiscardCost,
                K::PayLifeCost, K::RemoveCountersCost, K::LoyaltyCost, K::TapOthersCost});
  if (cls == "Trigger" && any({K::SetInMotion, K::RollChaos, K::PlaneswalkTo, K::PlaneswalkAway, K::Encounter}))
    return true; // casual variants (CR 310-313)
  if (cls == "Trigger")
    return any({K::EntersBattlefield, K::Dies, K::Attacks, K::BeginningOfStep, K::Blocks, K::BecomesBlocked,
                K::AttacksOrBlocks, K::LeavesBattlefield, K::DealsDamageTrigger, K::IsDealtDamage, K::Casts,
                K::GainsLifeTrigger, K::DrawsTrigger, K::OneOrMoreAttack,
                K::BlocksCreature, K::BecomesBlockedBy, K::BlocksOrBecomesBlocked, K::BecomesTarget, K::StateTrigger,
                K::DiscardsTrigger, K::CyclesTrigger});
  if (cls == "DamageQualifier")
    return any({K::CombatDamage, K::ToPlayer, K::ToOpponent, K::ToCreature});
  if (cls == "TargetKind")
    return any({K::AnyTarget, K::Filter, K::TargetPlayer, K::TargetOpponent, K::TargetPlayerOrPlaneswalker});
  if (cls == "FilterPart")
    return any({K::CardTypeLeaf, K::SubtypeLeaf, K::SupertypeLeaf, K::ColorLeaf, K::Nontoken, K::TokenOnly,
                K::CardOnly, K::Another, K::ControlledBy, K::InZone, K::AnyOf, K::Attacking,
                K::Blocking, K::IsTapped, K::IsUntapped, K::Not, K::WithKeyword, K::PowerAtMost,
                K::PowerAtLeast, K::PowerLessThan, K::TargetsObject, K::DealtDamageBy,
                K::ManaValueAtMost, K::ManaValueAtLeast, K::ManaValueIs, K::WithCounter});
  if (cls == "Restriction")
    return any({K::SorcerySpeed, K::OncePerTurn, K::ActivateOnlyIf});
  if (cls == "Zone")
    return any({K::ZoneLeaf, K::AnyZone});
  if (cls == "Duration")
    return any({K::UntilEndOfTurn, K::ThisTurn});
  if (cls == "Event")
    return any({K::ZoneChangeEvent});
  if (cls == "PreventAmount")
    return k == K::AllDamage || inClass(k, "Amount");
  if (cls == "DamageWhom")
    return any({K::CombatDamage, K::DamageTo, K::DamageBy, K::DamageToAndBy});
  if (cls == "Keyword")
    return k == K::KeywordLeaf;
  if (cls == "Counter")
    return k == K::CounterLeaf;
  if (cls == "Step")
    return k == K::StepLeaf;
  if (cls == "Condition")
    return any({K::CountAtLeast, K::CountAtMost, K::LifeAtLeast, K::LifeAtMost, K::CardsAtLeast, K::CardsAtMost,
                K::YourTurn, K::NotYourTurn, K::AttackedThisTurn, K::PermanentLeftThisTurn,
                K::CastFromHand, K::HasCitysBlessing, K::YourUpkeep, K::YourTurnBeforeAttackers, K::ControlsMoreThan});
  // Otherwise the schema names a node kind by its C++ name.
  static constexpr std::pair<std::string_view, K> kNames[] = {
#define NODE(Name, Head, Schema) {#Name, K::Name},
#include "AST/NodeKinds.def"
  };
  for (auto &[name, kind] : kNames)
    if (name == cls)
      return kind == k;
  return false;
}
} // namespace

std::string schemaViolation(const Node &n) {
  std::istringstream schema{std::string(ast::schemaOf(n.kind))};
  std::vector<std::string> items;
  for (std::string item; schema >> item;)
    items.push_back(item);
  size_t child = 0;
  for (const std::string &item : items) {
    char mod = item.back();
    std::string cls = (mod == '*' || mod == '?') ? item.substr(0, item.size() - 1) : item;
    if (mod == '*') {
      while (child < n.children.size() && inClass(n.children[child].kind, cls))
        ++child;
    } else if (mod == '?') {
      if (child < n.children.size() && inClass(n.children[child].kind, cls))
        ++child;
    } else {
      if (child >= n.children.size() || !inClass(n.children[child].kind, cls))
        return fmt::format("({} ...) expects {} as child {}, got {}", ast::headOf(n.kind), cls,
                           child + 1,
                           child < n.children.size() ? ast::toSExpr(n.children[child]) : "nothing");
      ++child;
    }
  }
  if (child < n.children.size())
    return fmt::format("({} ...) does not take {}", ast::headOf(n.kind),
                       ast::toSExpr(n.children[child]));
  for (auto &c : n.children)
    if (std::string v = schemaViolation(c); !v.empty())
      return v;
  return {};
}

} // namespace oraclec::sema
