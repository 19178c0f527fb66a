#include "Driver/XcheckCompare.h"

#include "AST/Printer.h"

#include <algorithm>
#include <string_view>

namespace oraclec::driver {
namespace {
using ast::Node;
using ast::NodeKind;

// Target references of a joined spell line count on from the targets before it;
// a quoted ability inside keeps its own numbering (113.1a), so it is not entered.
void shiftTargetRefs(Node &n, int64_t by) {
  if (n.kind == NodeKind::TargetRef) n.value += by;
  for (auto &c : n.children)
    if (!ast::isAbility(c.kind)) shiftTargetRefs(c, by);
}

bool joinable(const Node &spell) {
  if (spell.kind != NodeKind::Spell) return false;
  return std::none_of(spell.children.begin(), spell.children.end(),
                      [](const Node &c) { return c.kind == NodeKind::Modal; });
}

// Spell lines one after the other become one spell: targets first, then the effects.
std::vector<Node> joinSpellLines(std::vector<Node> abilities) {
  std::vector<Node> out;
  for (auto &a : abilities) {
    if (!out.empty() && joinable(out.back()) && joinable(a)) {
      Node &into = out.back();
      Node *targets = into.find(NodeKind::Targets);
      int64_t before = targets ? int64_t(targets->children.size()) : 0;
      shiftTargetRefs(a, before);
      for (auto &c : a.children) {
        if (c.kind == NodeKind::Targets) {
          if (!targets) {
            into.children.insert(into.children.begin(), Node(NodeKind::Targets));
            targets = &into.children.front();
          }
          for (auto &t : c.children)
            targets->children.push_back(std::move(t));
          continue;
        }
        into.children.push_back(std::move(c));
      }
      continue;
    }
    out.push_back(std::move(a));
  }
  return out;
}

void sortManaChoices(Node &n) {
  if (n.kind == NodeKind::AddManaChoice)
    std::sort(n.children.begin(), n.children.end(),
              [](const Node &a, const Node &b) { return ast::toSExpr(a) < ast::toSExpr(b); });
  for (auto &c : n.children)
    sortManaChoices(c);
}

// --- begin ja4 ---
// "target artifact or creature" / "クリーチャー１体かアーティファクト１つ" and "protection from
// black and from red" / "プロテクション（赤）とプロテクション（黒）": the alternatives of a
// description are a union and the keywords one effect grants a set, so their order
// is the printing's, not the rules' (issue 16).
void sortUnorderedParts(Node &n) {
  auto bySExpr = [](const Node &a, const Node &b) { return ast::toSExpr(a) < ast::toSExpr(b); };
  if (n.kind == NodeKind::AnyOf) std::sort(n.children.begin(), n.children.end(), bySExpr);
  if (n.kind == NodeKind::GainKeyword) {
    auto first = std::find_if(n.children.begin(), n.children.end(),
                              [](const Node &c) { return c.kind == NodeKind::KeywordLeaf; });
    auto last = std::find_if(first, n.children.end(),
                             [](const Node &c) { return c.kind != NodeKind::KeywordLeaf; });
    std::sort(first, last, bySExpr);
  }
  for (auto &c : n.children)
    sortUnorderedParts(c);
}
// --- end ja4 ---

bool isZone(const Node &n, std::string_view zone) {
  return n.kind == NodeKind::ZoneLeaf && ast::spelling(ast::Vocabulary::Zone, n.value) == zone;
}

// "Look at the top N cards of your library. Put any number of them into your
// graveyard and the rest back on top of your library in any order." is what
// surveil N means (701.42a); older cards say it, reprints print 諜報N.
void lookAtTopAsSurveil(Node &n) {
  for (auto &c : n.children)
    if (!ast::isAbility(c.kind)) lookAtTopAsSurveil(c);
  if (n.kind != NodeKind::LookAtTop || n.children.size() != 4) return;
  const Node &amount = n.children[1], &chosen = n.children[2], &rest = n.children[3];
  if (chosen.kind != NodeKind::PutChosen || rest.kind != NodeKind::PutRest ||
      amount.kind != NodeKind::Int)
    return;
  bool anyNumber = chosen.children.size() == 3 && chosen.children[0].kind == NodeKind::AnyNumber;
  bool mayPutTheOne = amount.value == 1 && chosen.children.size() == 4 &&
                      chosen.children[0].kind == NodeKind::Int && chosen.children[0].value == 1 &&
                      chosen.children[3].kind == NodeKind::Optional;
  if (!(anyNumber || mayPutTheOne) || !chosen.children[1].children.empty() ||
      !isZone(chosen.children[2], "graveyard") || rest.children.size() != 1 ||
      !isZone(rest.children[0], "library"))
    return;
  n = Node(NodeKind::Surveil, {n.children[0], n.children[1]});
}

void eventObjectIsSelf(Node &n) {
  if (n.kind == NodeKind::EventObject) n = Node(NodeKind::Self);
  for (auto &c : n.children)
    if (!ast::isAbility(c.kind)) eventObjectIsSelf(c);
}

// "When ~ dies, …": the effects' `self` and `event-object` are the same card;
// also in the abilities a token or a grant carries.
void sameCardAfterLeaving(Node &ability) {
  for (auto &c : ability.children)
    sameCardAfterLeaving(c);
  if (ability.kind != NodeKind::Triggered || ability.children.empty()) return;
  const Node &event = ability.children[0];
  bool leaves = event.kind == NodeKind::Dies || event.kind == NodeKind::PutIntoGraveyard ||
                event.kind == NodeKind::LeavesBattlefield;
  if (!leaves || event.children.empty() || event.children[0].kind != NodeKind::Self) return;
  for (size_t i = 1; i < ability.children.size(); ++i)
    eventObjectIsSelf(ability.children[i]);
}
// --- begin ja5 ---
// "You may search your library for X, reveal it, put it into your hand. If you do,
// shuffle." and "…, then shuffle." are one instruction: the shuffle belongs to the
// search the player may make (701.19a-b; the Japanese prints both as
// 「…探し、…加える。その後、ライブラリーを切り直す。」を選んでもよい). English reads
// the second as (may search) then (shuffle you), the first with if-you-do: the
// if-you-do is dropped only right after a "may search your library".
void shuffleAfterMaySearch(Node &n) {
  for (auto &c : n.children)
    shuffleAfterMaySearch(c);
  for (size_t i = 0; i + 1 < n.children.size(); ++i) {
    const Node &may = n.children[i];
    Node &next = n.children[i + 1];
    if (may.kind != NodeKind::May || may.children.size() != 1 ||
        may.children[0].kind != NodeKind::Search || may.children[0].children.empty() ||
        may.children[0].children[0].kind != NodeKind::You)
      continue;
    if (next.kind == NodeKind::IfYouDo && next.children.size() == 1 &&
        next.children[0].kind == NodeKind::ShuffleLibrary && !next.children[0].children.empty() &&
        next.children[0].children[0].kind == NodeKind::You)
      next = Node(next.children[0]);
  }
}

// "creatures of the chosen type you control" / "creatures you control of the chosen
// type": a description is a conjunction, and Japanese prints 選ばれたタイプの before
// the noun either way; of-chosen-type goes last in every filter (both sides).
void chosenTypeLast(Node &n) {
  for (auto &c : n.children)
    chosenTypeLast(c);
  if (n.kind != NodeKind::Filter) return;
  std::vector<Node> rest,
      chosen; // two lists: std::stable_partition's buffer is deprecated in libstdc++ 12
  for (Node &c : n.children)
    (c.kind == NodeKind::OfChosenType ? chosen : rest).push_back(std::move(c));
  for (Node &c : chosen)
    rest.push_back(std::move(c));
  n.children = std::move(rest);
}
// --- end ja5 ---
// search8: a token's given name (111.4) is translated ("named Carnivore" /
// "《肉食動物》という名前の"): the two sides must both give one, not the same words.
void tokenNamesUnworded(Node &n) {
  for (auto &c : n.children)
    tokenNamesUnworded(c);
  if (n.kind == NodeKind::TokenName) n.text.clear();
}
} // namespace

std::vector<Node> comparableAbilities(std::vector<Node> abilities) {
  abilities = joinSpellLines(std::move(abilities));
  for (auto &a : abilities) {
    sortManaChoices(a);
    sortUnorderedParts(a); // ja4
    sameCardAfterLeaving(a);
    lookAtTopAsSurveil(a);
    shuffleAfterMaySearch(a); // ja5
    chosenTypeLast(a);        // ja5
    tokenNamesUnworded(a);    // search8
  }
  std::stable_sort(abilities.begin(), abilities.end(),
                   [](const Node &a, const Node &b) { return ast::toSExpr(a) < ast::toSExpr(b); });
  return abilities;
}

} // namespace oraclec::driver
