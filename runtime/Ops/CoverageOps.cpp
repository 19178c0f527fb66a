// Operations added for coverage growth (Ops.def, last block): attachments,
// regeneration, "enters tapped", "you may", mana of a chosen colour, combat and
// characteristic queries, and the keyword actions of CR 701 behind them.
#include "runtime/Game/ManaPool.h"
#include "runtime/ManaPacking.h"
#include "runtime/Ops/OpSupport.h"

#include <fmt/format.h>

using namespace oraclec::rt;
using namespace oraclec::rt::ops;

namespace {

const GameObject *firstObject(ExecContext *ctx, Value r) {
  auto objs = objectsIn(ctx, r);
  return objs.empty() ? nullptr : ctx->game->object(objs.front());
}

bool onBattlefield(const GameObject *o) { return o && o->alive && o->zone == Zone::Battlefield; }


int colorNamed(std::string s) {
  s = lower(s);
  if (s.size() == 3 && s[0] == '{' && s[2] == '}')
    s = s.substr(1, 1);
  static const char *names[][2] = {{"w", "white"}, {"u", "blue"}, {"b", "black"},
                                   {"r", "red"},   {"g", "green"}, {"c", "colorless"}};
  for (int c = 0; c < 6; ++c)
    if (s == names[c][0] || s == names[c][1])
      return c;
  return -1;
}

// 106.4: one of the colours among `options` (packed counts > 0) is chosen: the
// colour automatic payment needs, else the player's answer, else the first (WUBRGC).
int chooseColor(ExecContext *ctx, PlayerId p, int64_t options) {
  Game &g = *ctx->game;
  auto offered = [&](int c) { return c >= 0 && c < 6 && manaCount(options, ManaColor(c)) > 0; };
  g.probedManaOptions |= options;
  if (offered(g.wantedManaColor))
    return g.wantedManaColor;
  int chosen = -1;
  takeAnswerIf(g, p, [&](const std::string &a) {
    int c = colorNamed(a);
    if (!offered(c))
      return false;
    chosen = c;
    return true;
  });
  for (int c = 0; c < 6 && chosen < 0; ++c)
    if (offered(c))
      chosen = c;
  return chosen;
}

// The symbols of a cost packed by packPayment ({N} generic, then coloured).
std::string paymentSymbols(Value cost) {
  std::string symbols = (cost & 0xFF) ? "{" + std::to_string(cost & 0xFF) + "}" : "";
  static constexpr std::string_view kLetters = "WUBRGC";
  for (int c = 0; c < 6; ++c)
    for (int n = manaCount(cost >> 8, ManaColor(c)); n > 0; --n)
      symbols += std::string("{") + kLetters[size_t(c)] + "}";
  for (int n = int((cost >> kEnergyShift) & 0x7F); n > 0; --n)
    symbols += "{E}";
  return symbols;
}

} // namespace

extern "C" {

Value oc_rt_AttachedTo(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = firstObject(ctx, r);
  return o ? ctx->game->attachedTo(o->id) : kNoRef;
}

Value oc_rt_Regenerate(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "regenerate"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->regenerate(id);
  return 0;
}

// 608.2d: the controller chooses; a `choose:` answer yes/no, default yes (docs/decisions.md).
Value oc_rt_UnlessPays(ExecContext *ctx, Value who, Value cost, Value fn) {
  if (forbidden(ctx, "unless_pays"))
    return 0;
  Game &g = *ctx->game;
  std::string symbols = paymentSymbols(cost);
  for (Value v : g.expand(who)) {
    if (refTag(v) != RefTag::Player)
      continue;
    if (g.offerPayment(PlayerId(refIndex(v)), symbols))
      return 0;
  }
  ExecContext sub = *ctx;
  g.callFn(ctx->card, FnId(fn), sub, 0);
  ctx->choices = sub.choices; // choices: made in the body, by the same resolution (608.2d)
  return 0;
}

Value oc_rt_May(ExecContext *ctx, Value fn, Value, Value) {
  if (forbidden(ctx, "may"))
    return 0;
  Game &g = *ctx->game;
  bool yes = true;
  takeAnswerIf(g, ctx->controller, [&](const std::string &a) {
    std::string s = lower(a);
    if (s == "yes" || s == "true" || s == "y")
      return yes = true, true;
    if (s == "no" || s == "false" || s == "n")
      return yes = false, true;
    return false;
  });
  g.note(fmt::format("{} chooses {} (CR 608.2d)",
                     ctx->controller >= 0 ? g.player(ctx->controller).name : "nobody", yes ? "yes" : "no"));
  if (!yes)
    return 0;
  ExecContext sub = *ctx;
  bool done = g.callFn(ctx->card, FnId(fn), sub, 0) != 0; // the action was done (608.2c)
  // choices: "You may choose a color. If you do, ... the chosen color": one resolution (608.2d)
  ctx->choices = sub.choices;
  return done;
}

Value oc_rt_TapOrUntap(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "tap_or_untap"))
    return 0;
  Game &g = *ctx->game;
  for (ObjId id : objectsIn(ctx, r)) {
    const GameObject *o = g.object(id);
    if (!o)
      continue;
    bool tap = !o->tapped; // without an answer: change its state
    takeAnswerIf(g, ctx->controller, [&](const std::string &a) {
      std::string s = lower(a);
      if (s != "tap" && s != "untap")
        return false;
      tap = s == "tap";
      return true;
    });
    g.note(fmt::format("{} chooses to {} {} (CR 608.2d)", ctx->controller >= 0 ? g.player(ctx->controller).name : "nobody",
                       tap ? "tap" : "untap", g.describe(id)));
    if (tap)
      g.tap(id);
    else
      g.untap(id);
  }
  return 0;
}

Value oc_rt_PayMana(ExecContext *ctx, Value who, Value cost, Value) {
  if (forbidden(ctx, "pay_mana"))
    return 0;
  Game &g = *ctx->game;
  bool paid = false;
  for (PlayerId p : playersIn(ctx, who))
    paid = g.payNow(p, paymentSymbols(cost)) || paid;
  return paid;
}

// Casting costs: kicked spells (702.33d) and conditional effects (608.2c).
Value oc_rt_TimesKicked(ExecContext *ctx, Value obj, Value, Value) {
  if (!isObject(obj))
    return 0;
  const GameObject *o = ctx->game->object(ObjId(refIndex(obj)));
  return o ? o->kicked : 0;
}

Value oc_rt_IfThen(ExecContext *ctx, Value cond, Value fn, Value) {
  if (forbidden(ctx, "if_then") || !cond)
    return 0;
  ExecContext sub = *ctx;
  ctx->game->callFn(ctx->card, FnId(fn), sub, 0);
  ctx->choices = sub.choices; // choices: made in the body, by the same resolution (608.2d)
  return 0;
}

Value oc_rt_AddManaChoice(ExecContext *ctx, Value players, Value options, Value) {
  if (forbidden(ctx, "add_mana_choice"))
    return 0;
  for (PlayerId p : playersIn(ctx, players)) {
    int c = chooseColor(ctx, p, options);
    if (c < 0) {
      ctx->game->error("add_mana_choice: no colour among the options");
      return 0;
    }
    ctx->game->addMana(p, packMana(ManaColor(c), 1));
  }
  return 0;
}

Value oc_rt_AddManaAnyColor(ExecContext *ctx, Value players, Value amount, Value) {
  if (forbidden(ctx, "add_mana_any_color"))
    return 0;
  if (amount <= 0)
    return 0;
  int64_t options = 0;
  for (int c = 0; c < 5; ++c) // 105.1: the five colours
    options |= packMana(ManaColor(c), amount);
  for (PlayerId p : playersIn(ctx, players)) {
    int c = chooseColor(ctx, p, options);
    ctx->game->addMana(p, packMana(ManaColor(c), amount));
  }
  return 0;
}

// --- begin amounts3 ---
// "Add X mana in any combination of colors" (106.1a): one colour chosen for each
// mana, so automatic payment may take one of each colour it needs.
Value oc_rt_AddManaCombination(ExecContext *ctx, Value players, Value amount, Value options) {
  if (forbidden(ctx, "add_mana_combination")) return 0;
  amount = std::min<Value>(amount, 1 << 16); // a computed X: no endless loop
  for (PlayerId p : playersIn(ctx, players))
    for (Value i = 0; i < amount; ++i) {
      int c = chooseColor(ctx, p, options);
      if (c < 0) {
        ctx->game->error("add_mana_combination: no colour among the options");
        return 0;
      }
      ctx->game->addMana(p, packMana(ManaColor(c), 1));
    }
  return 0;
}
// --- end amounts3 ---

Value oc_rt_IsAttacking(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = firstObject(ctx, r);
  return onBattlefield(o) && o->attacking;
}

Value oc_rt_IsBlocking(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = firstObject(ctx, r);
  return onBattlefield(o) && !o->blocking.empty();
}

Value oc_rt_IsTapped(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = firstObject(ctx, r);
  return onBattlefield(o) && o->tapped;
}

Value oc_rt_Power(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = firstObject(ctx, r);
  return o ? withChars(ctx, o->id, [](const Characteristics &c) { return c.power; }) : 0;
}

Value oc_rt_Toughness(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = firstObject(ctx, r);
  return o ? withChars(ctx, o->id, [](const Characteristics &c) { return c.toughness; }) : 0;
}

Value oc_rt_ManaValue(ExecContext *ctx, Value r, Value, Value) {
  const GameObject *o = firstObject(ctx, r);
  return o ? manaValue(charsOf(ctx, o->id).manaValueCost()) : 0; // 202.3
}

Value oc_rt_Scry(ExecContext *ctx, Value players, Value n, Value) {
  return forEachPlayer(ctx, "scry", players, n, &Game::scry);
}

Value oc_rt_Surveil(ExecContext *ctx, Value players, Value n, Value) {
  return forEachPlayer(ctx, "surveil", players, n, &Game::surveil);
}

Value oc_rt_AddEnergy(ExecContext *ctx, Value players, Value n, Value) {
  return forEachPlayer(ctx, "add_energy", players, n, &Game::addEnergy);
}

Value oc_rt_Mill(ExecContext *ctx, Value players, Value n, Value) {
  return forEachPlayer(ctx, "mill", players, n, &Game::mill);
}

Value oc_rt_Discard(ExecContext *ctx, Value players, Value n, Value) {
  if (forbidden(ctx, "discard"))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->discard(p, int(n));
  return 0;
}

Value oc_rt_DiscardAtRandom(ExecContext *ctx, Value players, Value n, Value) {
  if (forbidden(ctx, "discard"))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->discard(p, int(n), /*atRandom=*/true);
  return 0;
}

Value oc_rt_DiscardChosen(ExecContext *ctx, Value players, Value filter, Value) {
  if (forbidden(ctx, "discard"))
    return 0;
  Game &g = *ctx->game;
  for (PlayerId p : playersIn(ctx, players))
    g.discardChosen(p, ctx->controller, [&](ObjId id) { return holdsFor(ctx, filter, g.objectRef(id)); });
  return 0;
}

Value oc_rt_DiscardHand(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "discard"))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->discard(p, int(ctx->game->zone(p, Zone::Hand).size()));
  return 0;
}

Value oc_rt_ShuffleGraveyard(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "shuffle"))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->shuffleGraveyardIntoLibrary(p);
  return 0;
}

Value oc_rt_Sacrifice(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "sacrifice"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->sacrifice(id);
  return 0;
}

Value oc_rt_CreateToken(ExecContext *ctx, Value players, Value count, Value index) {
  if (forbidden(ctx, "create_token"))
    return 0;
  if (!ctx->card || index < 0 || size_t(index) >= ctx->card->tokens.size()) {
    ctx->game->error(fmt::format("create_token: the card has no token #{}", index));
    return 0;
  }
  const TokenSpec &t = ctx->card->tokens[size_t(index)];
  auto def = std::make_shared<CardDefinition>(); // 111.4: the token's characteristics
  def->name = t.name;
  def->types = t.types;
  def->subtypes = t.subtypes;
  def->colors = t.colors;
  def->power = t.power;
  def->toughness = t.toughness;
  def->hasPT = std::find(t.types.begin(), t.types.end(), CardType::Creature) != t.types.end();
  for (Keyword k : t.keywords) {
    AbilityDescriptor a;
    a.kind = AbilityKind::Keyword;
    a.keyword = k;
    a.text = keywordName(k);
    def->abilities.push_back(a);
  }
  // Quoted abilities (111.4): copies of the creating card's grant-only
  // descriptors, run by its code (their functions, and tokens they create,
  // are that card's).
  for (int i : t.abilities) {
    if (i < 0 || size_t(i) >= ctx->card->abilities.size() || !ctx->card->abilities[size_t(i)].grantOnly) {
      ctx->game->error(fmt::format("create_token: the card has no quoted ability #{}", i));
      return 0;
    }
    AbilityDescriptor a = ctx->card->abilities[size_t(i)];
    a.grantOnly = false; // the token's own ability
    def->abilities.push_back(std::move(a));
  }
  if (!t.abilities.empty()) {
    def->code = ctx->card->code;
    def->tokens = ctx->card->tokens;
  }
  for (PlayerId p : playersIn(ctx, players))
    for (Value i = 0, n = ctx->game->tokensToCreate(p, int(count)); i < n; ++i) // rules15: 614.1a
      ctx->game->createToken(p, def);
  return 0;
}

Value oc_rt_CounterSpell(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "counter_spell"))
    return 0;
  for (ObjId id : objectsIn(ctx, r))
    ctx->game->counterSpell(id);
  return 0;
}

// "gains protection from the color of your choice until end of turn" (702.16a):
// the ability's controller names one of the five colours (105.1) on resolution.
Value oc_rt_GrantProtectionChosenColor(ExecContext *ctx, Value r, Value, Value) {
  if (forbidden(ctx, "grant_protection_chosen_color"))
    return 0;
  Game &g = *ctx->game;
  int chosen = 0; // white unless the player answers
  takeAnswerIf(g, ctx->controller, [&](const std::string &a) {
    int c = colorNamed(a);
    if (c < 0 || c > 4)
      return false;
    chosen = c;
    return true;
  });
  static constexpr Keyword kProtection[] = {Keyword::ProtectionFromWhite, Keyword::ProtectionFromBlue,
                                            Keyword::ProtectionFromBlack, Keyword::ProtectionFromRed,
                                            Keyword::ProtectionFromGreen};
  g.note(fmt::format("{} chooses {}", ctx->controller >= 0 ? g.player(ctx->controller).name : "nobody",
                     keywordName(kProtection[chosen])));
  return oc_rt_GrantKeywordUntilEndOfTurn(ctx, r, Value(kProtection[chosen]), 0);
}

// "becomes the color of your choice [until end of turn]" (105.4): the ability's
// controller names one of the five colours on resolution (white unless they
// answer); a layer 5 effect on the objects chosen now (611.2c).
Value oc_rt_SetChosenColor(ExecContext *ctx, Value r, Value untilEndOfTurn, Value) {
  if (forbidden(ctx, "set_chosen_color"))
    return 0;
  Game &g = *ctx->game;
  int chosen = 0;
  takeAnswerIf(g, ctx->controller, [&](const std::string &a) {
    int c = colorNamed(a);
    if (c < 0 || c > 4)
      return false;
    chosen = c;
    return true;
  });
  static constexpr const char *kNames[] = {"white", "blue", "black", "red", "green"};
  g.note(fmt::format("{} chooses {} (CR 105.4)", ctx->controller >= 0 ? g.player(ctx->controller).name : "nobody",
                     kNames[chosen]));
  ContinuousEffect e;
  e.layer = Layer::L5;
  e.source = ctx->source;
  e.controller = ctx->controller;
  e.duration = untilEndOfTurn ? Duration::UntilEndOfTurn : Duration::Indefinite;
  std::vector<ObjId> set;
  for (ObjId id : objectsIn(ctx, r))
    if (g.isLive(id) && g.object(id)->zone == Zone::Battlefield)
      set.push_back(id);
  e.locked = std::move(set);
  e.description = fmt::format("becomes {}", kNames[chosen]);
  uint32_t mask = 1u << unsigned(chosen);
  e.nativeApply = [mask](Characteristics &c) { c.colors = mask; };
  e.nativeReads = 0;
  e.nativeWrites = field::Colors;
  g.addEffect(std::move(e));
  return 0;
}

Value oc_rt_Shuffle(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "shuffle"))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->shuffle(p);
  return 0;
}

// 500.7: each player takes an extra turn after this one.
Value oc_rt_ExtraTurn(ExecContext *ctx, Value players, Value, Value) {
  if (forbidden(ctx, "extra_turn"))
    return 0;
  for (PlayerId p : playersIn(ctx, players))
    ctx->game->addExtraTurn(p);
  return 0;
}

} // extern "C"
