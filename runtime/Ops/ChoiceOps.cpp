// "As ~ enters the battlefield, choose ..." (CR 614.12) and what reads the
// choice: the choice is made inside the self-replacement of the permanent's
// entering (event_choose), stored on the proposed event and given to the new
// object (Replacement.cpp); the readers look at the ability's source.
#include "runtime/ManaPacking.h"
#include "runtime/Ops/OpSupport.h"
#include "runtime/Ops/ChoiceSupport.h" // choices
#include "runtime/Vocabulary/Subtypes.h"

#include <fmt/format.h>

#include <cctype>
#include <string>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

namespace {

enum class ChoiceKind { Color = 0, CreatureType = 1, Opponent = 2, Player = 3 };

constexpr const char *kColorNames[] = {"white", "blue", "black", "red", "green"};


bool isCreatureType(int index) {
  return index >= 0 && index < oraclec::vocab::kSubtypeCount &&
         oraclec::vocab::kSubtypes[index].category == oraclec::vocab::SubtypeCategory::Creature;
}

// 105.1: one of the five colours; white unless the chooser answers.
int chooseColor(Game &g, PlayerId who) {
  int chosen = 0;
  takeAnswerIf(g, who, [&](const std::string &a) {
    std::string s = lower(a);
    for (int c = 0; c < 5; ++c)
      if (s == kColorNames[c]) return chosen = c, true;
    return false;
  });
  return chosen;
}

// 205.3m: a creature type; unless the chooser answers, the entering object's
// first creature type (an Elf lord chooses Elf), else the first in the list.
int chooseCreatureType(Game &g, PlayerId who, ObjId entering) {
  int chosen = -1;
  takeAnswerIf(g, who, [&](const std::string &a) {
    auto i = oraclec::vocab::subtypeIndex(a);
    if (!i || !isCreatureType(*i)) return false;
    chosen = *i;
    return true;
  });
  if (chosen >= 0) return chosen;
  for (const std::string &s : g.characteristics(entering).subtypes)
    if (auto i = oraclec::vocab::subtypeIndex(s); i && isCreatureType(*i)) return *i;
  for (int i = 0; i < oraclec::vocab::kSubtypeCount; ++i)
    if (isCreatureType(i)) return i;
  return -1;
}

// 102.2 / 102.1: an opponent, or any player; unless the chooser answers with a
// player's name, the next opponent in turn order (a player: the same).
int choosePlayer(Game &g, PlayerId who, bool opponent) {
  int chosen = -1;
  takeAnswerIf(g, who, [&](const std::string &a) {
    auto p = g.findPlayer(a);
    if (!p || (opponent && *p == who)) return false;
    chosen = *p;
    return true;
  });
  if (chosen < 0 && g.playerCount() > 1 && who >= 0) chosen = g.nextPlayer(who);
  return chosen;
}

// --- begin choices ---
// A creature type chosen on resolution without an answer: the one most of the
// chooser's creatures have (ties: the first in Subtypes.def), so that "Choose a
// creature type. Draw a card for each permanent you control of that type"
// does what a player would choose; with no creature, the first creature type.
int defaultCreatureTypeFor(Game &g, PlayerId who) {
  std::vector<int> counts(size_t(oraclec::vocab::kSubtypeCount), 0);
  for (ObjId id : g.battlefield()) {
    Characteristics c = g.characteristics(id);
    if (c.controller != who) continue;
    for (const std::string &s : c.subtypes)
      if (auto i = oraclec::vocab::subtypeIndex(s); i && isCreatureType(*i)) ++counts[size_t(*i)];
  }
  int best = -1;
  for (int i = 0; i < oraclec::vocab::kSubtypeCount; ++i)
    if (isCreatureType(i) && (best < 0 || counts[size_t(i)] > counts[size_t(best)])) best = i;
  return best;
}
// --- end choices ---

// "you may": yes unless the player answers no (the runtime's rule for "may", 608.2d).
bool answersYes(Game &g, PlayerId who) {
  bool yes = true;
  takeAnswerIf(g, who, [&](const std::string &a) {
    std::string s = lower(a);
    if (s == "yes" || s == "true" || s == "y") return yes = true, true;
    if (s == "no" || s == "false" || s == "n") return yes = false, true;
    return false;
  });
  return yes;
}

bool enteringBattlefield(ExecContext *ctx, const char *op) {
  if (ctx->event && ctx->event->kind == ReplacedEvent::ZoneChange &&
      ctx->event->to == Zone::Battlefield)
    return true;
  ctx->game->error(
      fmt::format("{} outside a replacement of entering the battlefield (614.12)", op));
  return false;
}

} // namespace

namespace oraclec::rt {

std::string describeChoices(const Game &g, const EnterChoices &c) {
  std::string out;
  auto add = [&](const std::string &s) { out += (out.empty() ? "" : ", ") + s; };
  if (c.color >= 0 && c.color < 5) add(kColorNames[c.color]);
  if (c.creatureType >= 0) add(std::string(oraclec::vocab::subtypeSpelling(c.creatureType)));
  if (c.player >= 0 && c.player < g.playerCount()) add(g.player(c.player).name);
  if (c.copyOf) add("a copy of " + c.copyOf->name); // copy
  return out;
}

} // namespace oraclec::rt

extern "C" {

// Inside the self-replacement of entering the battlefield (614.12, 614.1c):
// the player it will enter under chooses; the event carries the choice to the
// new object.
Value oc_rt_EventChoose(ExecContext *ctx, Value kind, Value, Value) {
  if (!enteringBattlefield(ctx, "event_choose")) return 0;
  Game &g = *ctx->game;
  EnterChoices &chosen = ctx->event->chosen;
  switch (ChoiceKind(kind)) {
  case ChoiceKind::Color:
    chosen.color = chooseColor(g, ctx->controller);
    break;
  case ChoiceKind::CreatureType:
    chosen.creatureType = chooseCreatureType(g, ctx->controller, ctx->event->object);
    break;
  case ChoiceKind::Opponent:
    chosen.player = choosePlayer(g, ctx->controller, true);
    break;
  case ChoiceKind::Player:
    chosen.player = choosePlayer(g, ctx->controller, false);
    break;
  default:
    g.error(fmt::format("event_choose: no choice kind {}", kind));
    break;
  }
  return 0;
}

// "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the
// battlefield tapped." A player can pay life only if their life total is at
// least the payment (119.4); paying is losing that much life.
Value oc_rt_EventPayLifeOrTapped(ExecContext *ctx, Value n, Value, Value) {
  if (!enteringBattlefield(ctx, "event_pay_life_or_tapped")) return 0;
  Game &g = *ctx->game;
  PlayerId who = ctx->controller;
  bool able = who >= 0 && who < g.playerCount() && g.player(who).life >= n;
  if (answersYes(g, who) && able) {
    g.loseLife(who, int(n));
    g.note(fmt::format("{} pays {} life as {} enters (CR 119.4, 614.12)", g.player(who).name, n,
                       g.describe(ctx->event->object)));
    return 0;
  }
  ctx->event->entersTapped = true; // 614.1c
  return 0;
}

// "As ~ enters the battlefield, you may reveal a Goblin card from your hand. If you
// don't, ~ enters the battlefield tapped." (701.16a: revealing shows the card; it
// stays in the hand.) Declining, or having no such card, is "you don't".
Value oc_rt_EventRevealOrTapped(ExecContext *ctx, Value fn, Value zones, Value) {
  if (!enteringBattlefield(ctx, "event_reveal_or_tapped")) return 0;
  Game &g = *ctx->game;
  PlayerId who = ctx->controller;
  if (answersYes(g, who)) {
    std::vector<ObjId> eligible;
    forEachInZones(g, zones, [&](ObjId id) {
      if (id != ctx->event->object && holdsFor(ctx, fn, g.objectRef(id))) eligible.push_back(id);
    });
    ObjId pick = g.chooseOne(who, eligible, "CR 701.16a");
    if (pick != kNoObject) {
      g.note(fmt::format("{} reveals {} as {} enters (CR 701.16a, 614.12)", g.player(who).name,
                         g.describe(pick), g.describe(ctx->event->object)));
      return 0;
    }
  }
  ctx->event->entersTapped = true; // 614.1c
  return 0;
}

// "Add one mana of the chosen color" (106.4): the colour chosen as the source
// entered (614.12). A source that entered without a choice adds nothing.
Value oc_rt_AddManaChosenColor(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "add_mana_chosen_color")) return 0;
  const int color = chosenFor(ctx).color; // choices: or chosen on resolution
  if (color < 0 || color > 4) return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->addMana(p, packMana(ManaColor(color), 1));
  return 0;
}

// Layer 6 (613.1f): protection from the colour the source chose (702.16a).
Value oc_rt_LayerAddChosenProtection(ExecContext *ctx, Value r, Value, Value) {
  static constexpr Keyword kProtection[] = {
      Keyword::ProtectionFromWhite, Keyword::ProtectionFromBlue, Keyword::ProtectionFromBlack,
      Keyword::ProtectionFromRed, Keyword::ProtectionFromGreen};
  const int color = chosenFor(ctx).color; // choices: or chosen on resolution
  if (color < 0 || color > 4) return 0;
  if (auto *c = layerTarget(ctx, r, "layer_add_chosen_protection"))
    c->addKeyword(kProtection[color]);
  return 0;
}

Value oc_rt_IsChosenColor(ExecContext *ctx, Value r, Value, Value) {
  const int color = chosenFor(ctx).color; // choices: or chosen on resolution
  auto objs = objectsIn(ctx, r);
  if (color < 0 || objs.empty()) return 0;
  for (ObjId id : objs)
    if (!charsOf(ctx, id).hasColor(Color(color))) return 0;
  return 1;
}

Value oc_rt_IsChosenType(ExecContext *ctx, Value r, Value, Value) {
  const int type = chosenFor(ctx).creatureType; // choices: or chosen on resolution
  auto objs = objectsIn(ctx, r);
  if (type < 0 || objs.empty()) return 0;
  std::string name(oraclec::vocab::subtypeSpelling(type));
  for (ObjId id : objs)
    if (!charsOf(ctx, id).hasSubtype(name)) return 0;
  return 1;
}

// --- begin choices ---
// "Choose a color." / "a creature type" / "an opponent" / "a player" as an
// effect of a resolving spell or ability (608.2d: choices are made as it
// resolves; 700.x): the ability's controller chooses, the choice is kept on the
// resolution (ExecContext::choices), not on any object, so a permanent that
// activates it keeps what it chose as it entered, and another resolution of
// the same ability chooses afresh.
Value oc_rt_Choose(ExecContext *ctx, Value kind, Value, Value) {
  if (forbidden(ctx, "choose")) return 0;
  Game &g = *ctx->game;
  PlayerId who = ctx->controller;
  EnterChoices &chosen = ctx->choices;
  switch (ChoiceKind(kind)) {
  case ChoiceKind::Color:
    chosen.color = chooseColor(g, who);
    break;
  case ChoiceKind::CreatureType: {
    int type = -1;
    takeAnswerIf(g, who, [&](const std::string &a) {
      auto i = oraclec::vocab::subtypeIndex(a);
      if (!i || !isCreatureType(*i)) return false;
      type = *i;
      return true;
    });
    chosen.creatureType = type >= 0 ? type : defaultCreatureTypeFor(g, who);
    break;
  }
  case ChoiceKind::Opponent:
    chosen.player = choosePlayer(g, who, true);
    break;
  case ChoiceKind::Player:
    chosen.player = choosePlayer(g, who, false);
    break;
  default:
    g.error(fmt::format("choose: no choice kind {}", kind));
    return 0;
  }
  EnterChoices only; // what this op chose, for the log
  if (ChoiceKind(kind) == ChoiceKind::Color) only.color = chosen.color;
  if (ChoiceKind(kind) == ChoiceKind::CreatureType) only.creatureType = chosen.creatureType;
  if (ChoiceKind(kind) >= ChoiceKind::Opponent) only.player = chosen.player;
  g.note(fmt::format("{} chooses {} (CR 608.2d)",
                     who >= 0 && who < g.playerCount() ? g.player(who).name : "nobody",
                     describeChoices(g, only)));
  return 0;
}
// --- end choices ---

} // extern "C"
