// The whole game state and the rules that act on it. No global state: every
// player, object, effect and pending choice hangs off one Game, which is a
// value (copyable): actions that fail roll back to a copy, and mana payment
// probes mana abilities on a copy.
#pragma once
#include "runtime/ExecContext.h"
#include "runtime/Game/CastPermission.h" // altcast
#include "runtime/Game/ContinuousEffect.h"
#include "runtime/Game/Event.h"
#include "runtime/Game/GameEvent.h"
#include "runtime/Game/GameObject.h"
#include "runtime/Game/ObjectTable.h"
#include "runtime/Game/Player.h"
#include "runtime/Game/StackItem.h"
#include "runtime/Game/Turn.h"

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace oraclec::rt {

struct ActionResult {
  bool ok = true;
  std::string error;
  static ActionResult fail(std::string why) { return {false, std::move(why)}; }
  explicit operator bool() const { return ok; }
};

// An answer to the next choice a player makes (scenario `choose:`): names of
// objects, players or options, consumed in order.
struct ChoiceAnswer {
  PlayerId player = kNoPlayer;
  std::vector<std::string> answer;
};

// A triggered ability waiting to be put on the stack (CR 603.3).
// " choosing mode 2 and 3" for the log (0-based modes in), or "".
std::string describeModes(const std::vector<int> &modes);

struct PendingTrigger {
  ObjId source = kNoObject;
  std::shared_ptr<const CardDefinition> def;
  int ability = -1;
  PlayerId controller = kNoPlayer;
  Value eventObject = kNoRef;
  int keyword = -1; // a native keyword trigger (prowess); ability is then -1
  FnId delayedEffect = kNoFn;  // a delayed trigger (603.7): its effect, with these targets
  std::vector<Value> targets = {};
  int64_t x = 0;
  int64_t eventAmount = 0; // dmg2: "that much": the triggering event's amount (the damage dealt)
  Value eventLastKnown = kNoRef; // 603.10a: the object that left the battlefield (ExecContext)
};

// A delayed triggered ability (CR 603.7a) waiting for the next beginning of
// `step`: it triggers once (603.7c) and remembers what its creator's targets,
// event object and X were ("it" keeps meaning the same object, 603.7c).
struct DelayedTrigger {
  std::shared_ptr<const CardDefinition> def;
  FnId effect = kNoFn;
  Step step = Step::EndStep;
  ObjId source = kNoObject;
  PlayerId controller = kNoPlayer;
  std::vector<Value> targets = {};
  Value eventObject = kNoRef;
  int64_t x = 0;
};

// --- library5 --- Mana that can be spent only on some spells (CR 106.6): `count`
// mana of `color` in `player`'s pool came from an effect that said "Spend this mana
// only to cast <spells>"; `spells` (a predicate of `def`) says which spells.
struct RestrictedMana {
  PlayerId player = kNoPlayer;
  int color = 0; // ManaColor
  int count = 0;
  std::shared_ptr<const CardDefinition> def;
  FnId spells = kNoFn;
  ObjId source = kNoObject;
  PlayerId controller = kNoPlayer;
};

// A prevention shield (CR 615.7): prevent the next `remaining` damage to `recipient`.
struct PreventionShield {
  uint64_t id = 0;
  Value recipient = kNoRef;
  int remaining = 0;
  ObjId source = kNoObject;
  Timestamp timestamp = 0;
};

// --- begin dmg2 ---
// "If a creature dealt damage this way would die this turn, exile it instead"
// (614.1a): a replacement effect a resolving spell creates for these objects,
// until end of turn. The object id is the permanent: once it leaves the
// battlefield it is a new object (400.7) and the effect no longer applies.
struct ExileInsteadEffect {
  uint64_t id = 0;
  ObjId object = kNoObject;
  ObjId source = kNoObject;
  std::string name; // the spell's name, for the log and 616.1 choices
  Timestamp timestamp = 0;
};
// "The next N damage that would be dealt to <from> this turn is dealt to <to>
// instead" (614.9): a redirection shield, used up by `remaining` damage (-1: never).
struct RedirectShield {
  uint64_t id = 0;
  Value from = kNoRef;
  Value to = kNoRef;
  int remaining = -1;
  ObjId source = kNoObject;
  std::string name;
  Timestamp timestamp = 0;
};
// --- end dmg2 ---

// A prevention effect of a resolving spell or ability (CR 615.1): until end
// of turn, prevent all damage that `match` (called with the damaged object or
// player, the event's ops available) accepts; `locked` is a set fixed on
// resolution that must contain the damaged one (mode 1), the source (mode 2)
// or either (mode 3); mode 0: no locked set.
struct PreventionEffect {
  uint64_t id = 0;
  Value locked = kNoRef;
  int mode = 0;
  FnId match = kNoFn;
  std::shared_ptr<const CardDefinition> def;
  ObjId source = kNoObject;
  PlayerId controller = kNoPlayer;
  Timestamp timestamp = 0;
  // --- begin prevent ---
  // "The next time a source of your choice would deal damage ...": only damage
  // from `chosenSource` (chosen on resolution, 609.7a), and the effect is used
  // up by the first damage event it prevents (615.7).
  ObjId chosenSource = kNoObject;
  bool once = false;
  bool used = false;
  // --- end prevent ---
};

// An activated ability of an object as numbered for `activate` (1-based):
// intrinsic mana abilities of basic land types first (CR 305.6), then the
// printed activated abilities in order, then granted ones (613.1f).
struct ActivatedRef {
  bool intrinsic = false;
  int color = 0;     // ManaColor of the intrinsic ability
  int ability = -1;  // index in def->abilities otherwise
  const CardDefinition *def = nullptr; // whose ability: the object's card, or the card that granted it
  const AbilityDescriptor &descriptor() const { return def->abilities[size_t(ability)]; }
};

// One ability an object has (113.1a): its own printed ability, or one granted
// by an effect; `def` is the card whose code runs it.
struct AbilitySlot {
  const CardDefinition *def;
  int index;
  const AbilityDescriptor &descriptor() const { return def->abilities[size_t(index)]; }
};
// The abilities of an object with these characteristics, printed ones first
// (none once it lost all abilities, 613.1f), then granted ones in order.
std::vector<AbilitySlot> abilitiesOf(const Characteristics &c);
// zones2: whether ability `a` of an object in zone `here` functions there (113.6m).
bool abilityFunctionsIn(const AbilityDescriptor &a, Zone here);

class Game {
public:
  explicit Game(std::vector<std::string> playerNames);

  // ---------------------------------------------------------------- setup
  // Creates a card (or token) directly in a zone, not as a game action
  // (no triggers, no replacement). Library cards go to the bottom.
  ObjId createObject(PlayerId owner, std::shared_ptr<const CardDefinition> def, Zone zone, bool token = false);
  void setTurn(int turn, PlayerId active, TurnStep step);

  // ---------------------------------------------------------------- players
  int playerCount() const { return int(players_.size()); }
  Player &player(PlayerId p) { return players_.at(size_t(p)); }
  const Player &player(PlayerId p) const { return players_.at(size_t(p)); }
  std::optional<PlayerId> findPlayer(std::string_view name) const;
  PlayerId activePlayer() const { return active_; }
  PlayerId priorityPlayer() const { return priority_; }
  PlayerId nextPlayer(PlayerId p) const { return PlayerId((p + 1) % playerCount()); }
  int turn() const { return turn_; }
  // Creatures put into a graveyard from the battlefield this turn (700.4; morbid).
  int creaturesDiedThisTurn() const { return creaturesDiedThisTurn_; }
  TurnStep step() const { return step_; }
  bool gameOver() const;

  // ---------------------------------------------------------------- objects
  GameObject *object(ObjId id);
  const GameObject *object(ObjId id) const;
  // The shared handle of a card definition some object of this game uses
  // (a granted ability's card, to keep it alive on the stack); null if none.
  std::shared_ptr<const CardDefinition> definitionHandle(const CardDefinition *def) const;
  // The handle of `def` for an ability of an object with characteristics `c`.
  std::shared_ptr<const CardDefinition> handleOf(const Characteristics &c, const CardDefinition *def) const {
    return c.def.get() == def ? c.def : definitionHandle(def);
  }
  bool isLive(ObjId id) const;
  std::vector<ObjId> battlefield() const;             // every player's permanents
  const std::vector<ObjId> &zone(PlayerId owner, Zone z) const; // not the stack
  const std::vector<StackItem> &stack() const { return stack_; } // bottom first
  std::string describe(ObjId id) const;
  std::string describe(Value ref) const;

  // ---------------------------------------------------------------- layers (CR 613)
  // The computed characteristics of an object (last known information once it left).
  Characteristics characteristics(ObjId id) const;
  // The cached layer view, computed first if out of date; the pointer keeps
  // it alive. Null while the layer system runs.
  std::shared_ptr<const LayerView> layerView() const;
  // characteristics(id) without a copy where `view` (from layerView(), with no
  // mutation since) has them; else copied into `scratch`. Valid while `view` lives.
  const Characteristics &characteristicsIn(const std::shared_ptr<const LayerView> &view, ObjId id,
                                           Characteristics &scratch) const;
  // A live object's characteristics in the cached view (computed first if out
  // of date), or null (characteristics() then says what they are). Valid until
  // the next mutation: read it at once.
  const Characteristics *viewed(ObjId id) const;
  // Indexes of the cached view, so that an event does not look at every
  // permanent (same order as the full lists): the objects of abilitySources()
  // with a triggered ability (printed or granted, 113.1a), and those of
  // battlefield() whose abilities include a replacement effect (614).
  const std::vector<ObjId> &triggerSources() const;
  std::vector<ObjId> graveyardTriggerSources() const; // zones2: triggered abilities functioning there (113.6m)
  // zones2: exiles `id` for an ability of `source`, linked to it (607.2a); with
  // `untilLeaves`, it returns when `source` leaves the battlefield (610.3a).
  ObjId exileLinked(ObjId source, ObjId id, bool untilLeaves);
  void returnExiledUntilLeaves(ObjId left); // 610.3a: `left` has just left the battlefield
  const std::vector<ObjId> &replacementSources() const;
  // The layer system as a pure function of this state: every object's characteristics.
  std::shared_ptr<const LayerView> computeCharacteristics() const;
  // The same; `readsGame` says whether card code it ran may have read the
  // game's state beyond the characteristics (see touchStatus).
  std::shared_ptr<const LayerView> computeCharacteristics(bool &readsGame) const;
  // --- begin copy ---
  // The copiable values of an object (707.2): its characteristics after layer 1
  // (copy effects, face-down status), without any other effect; what a copy gets.
  Characteristics copiableValues(ObjId id) const;
  // Puts a copy of spell `spell` onto the stack under `controller` (707.10): the
  // same modes, targets, X; `newTargets` replaces its targets if not empty (707.10c).
  ObjId copySpell(ObjId spell, PlayerId controller, const std::vector<Value> &newTargets = {});
  // A token that's a copy (111.2, 707.2): copiable values `values`, under p.
  ObjId createTokenCopy(PlayerId p, std::shared_ptr<const Characteristics> values);
  // --- begin rules15 ---
  // Counter a spell; it goes to `to` (its owner's graveyard unless a
  // self-replacement of the counter says otherwise, 614.15). Game.cpp.
  void counterSpellTo(ObjId id, Zone to);
  // Devour N (702.82a, 614.13b): as `entering` enters, its controller may
  // sacrifice any number of other creatures they control; N +1/+1 counters each.
  void devourAsItEnters(ObjId entering, std::vector<std::pair<CounterKind, int>> &counters);
  // How many of `n` tokens an effect creates under p's control once replacement
  // effects ("twice that many", 614.1a) applied: TokenDoubling.cpp.
  int tokensToCreate(PlayerId p, int n);
  // --- end rules15 ---
  // --- end copy ---
  PlayerId controllerOf(ObjId id) const;
  uint64_t addEffect(ContinuousEffect e);             // assigns id/timestamp if 0
  const std::vector<ContinuousEffect> &effects() const { return effects_; }
  Timestamp newTimestamp() { touch(); return ++timestamp_; }
  std::vector<ActivatedRef> activatedAbilities(ObjId id) const;

  // ---------------------------------------------------------------- actions
  // Each either succeeds or leaves the game as it was.
  // `x`: the value announced for X in the cost (601.2b, 107.3a).
  // `modes`: the modes chosen for a modal spell or ability, 1-based (601.2b, 700.2).
  // `kicks`: how many times its kicker (multikicker) cost is paid (702.33a, 702.33c).
  // `faceDown`: cast face down for {3} by its morph (megamorph) ability (702.37c, 708.4).
  ActionResult cast(PlayerId p, ObjId card, std::vector<Value> targets, std::vector<ObjId> pay = {},
                    int x = 0, std::vector<int> modes = {}, int kicks = 0, bool faceDown = false,
                    std::vector<int> divide = {}, int alternativeCost = -1 /* --- keywords --- a Keyword */,
                    bool entwined = false /* --- keywords6 --- 702.42a */,
                    std::vector<ObjId> splice = {} /* --- keywords7 --- 702.47a: cards revealed to splice */);
  // --- begin morph ---
  // Turns a face-down permanent p controls face up by paying its morph cost: a
  // special action (116.2b, 702.37e) that doesn't use the stack (FaceDown.cpp).
  ActionResult turnFaceUp(PlayerId p, ObjId permanent, std::vector<ObjId> pay = {});
  // The morph or megamorph ability of the card's face-up side, if it has one (702.37a-b).
  const AbilityDescriptor *morphAbility(ObjId card) const;
  // --- end morph ---
  // --- begin dfc ---
  // Turns a transforming double-faced permanent over (701.28a, Transform.cpp):
  // the same object (712.14). Nothing happens to any other permanent (701.28c,
  // 712.5), to a face-down one (712.11a) or when the other face is an instant
  // or sorcery (701.28d). `ability`: the definition whose ability asks for it
  // to transform itself, for 701.28f (null: no such check). True if it did.
  bool transform(ObjId permanent, const CardDefinition *ability = nullptr);
  // --- end dfc ---
  ActionResult activate(PlayerId p, ObjId obj, int index1, std::vector<Value> targets,
                        std::vector<ObjId> pay = {}, int x = 0, std::vector<int> modes = {},
                        std::vector<int> divide = {});
  // --- begin dmg ---
  // `divide`: the damage each target of a divided-damage phrase gets, in the
  // order of its targets (601.2d); empty: 1 each, the rest to the first one.
  // Checks the division and records it in `division` (DividedDamage.cpp).
  ActionResult divideDamage(const std::vector<TargetSpec> &specs, const std::vector<Value> &chosen,
                            const std::vector<int> &divide, int x,
                            std::vector<std::pair<Value, int>> &division) const;
  // --- end dmg ---
  ActionResult playLand(PlayerId p, ObjId card); // special action (305.1, 116.2a)
  ActionResult pass(PlayerId p);        // pass priority (CR 117.3d, 117.4)
  ActionResult resolveTop();            // every player passes in succession: top object resolves
  ActionResult nextStep();              // stack empty, every player passes: next step (500.2)
  ActionResult advanceTo(TurnStep target, bool nextTurn = false);
  ActionResult declareAttackers(const std::vector<std::pair<ObjId, Value>> &attacks);
  ActionResult declareBlockers(const std::vector<std::pair<ObjId, ObjId>> &blocks);
  // Casual variants (Variants.cpp). `scheme`: a scheme card in p's command
  // zone, or kNoObject for the top of p's scheme deck (701.25b, 904.9).
  ActionResult setInMotion(PlayerId p, ObjId scheme);
  enum class PlanarDie { Blank, Chaos, Planeswalk }; // 901.3a
  ActionResult rollPlanarDie(PlayerId p, PlanarDie result); // 901.9 (no mana cost: a scenario's roll)
  ActionResult planeswalk(PlayerId p);                      // 701.24b
  void abandon(ObjId scheme);                               // 701.26b
  // Vanguards (902.4, 902.5b): applies the modifiers of each player's
  // vanguard in the command zone to their life total and maximum hand size.
  void applyVanguards();
  // Objects whose abilities function: permanents, and face-up cards in the
  // command zone (310.4, 312.4, 313.4, 314.5).
  std::vector<ObjId> abilitySources() const;

  // ---------------------------------------------------------------- game actions (ops use these)
  // Moves an object through replacement effects (614); returns the new object
  // (kNoObject if it ceased to exist). `controller` for the battlefield.
  // `attachTo`: an Aura entering attached to that object or player (303.4f).
  // `withCounters`: it enters the battlefield with these (persist, undying: 122.6).
  ObjId moveObject(ObjId id, Zone to, PlayerId controller = kNoPlayer, Value attachTo = kNoRef,
                   std::vector<std::pair<CounterKind, int>> withCounters = {});
  void destroy(ObjId id, bool canRegenerate = true);           // 701.7; "it can't be regenerated" (701.15c)
  // --- begin library --- (PlayPermissions.cpp)
  // "Until end of turn, you may play that card" (601.3, 305.2): player p may play
  // (castOnly: cast) the object from the zone it is in while it stays that object.
  void permitPlay(PlayerId p, ObjId card, bool castOnly, bool throughNextTurn);
  // "You may play an additional land this turn" (305.2).
  void addLandPlayThisTurn(PlayerId p, int n);
  // --- end library ---
  void dealDamage(ObjId source, Value recipient, int amount, bool combat = false); // 120
  void draw(PlayerId p, int n);                                 // 121
  void gainLife(PlayerId p, int n);
  void loseLife(PlayerId p, int n);
  void putCounters(ObjId id, CounterKind k, int n);             // 122
  void tap(ObjId id);
  void untap(ObjId id);
  void addMana(PlayerId p, int64_t packed);
  // --- library5 (106.6) ---
  // Runs `effect` of `ctx`'s card; the mana it adds is restricted to spells `spells` matches.
  void addRestrictedMana(const ExecContext &ctx, FnId effect, FnId spells);
  // The part of p's pool that can pay the cost being paid now: restricted mana only
  // while a spell it allows is being cast (manaSpentOn_).
  ManaPool spendablePool(PlayerId p);
  const std::vector<RestrictedMana> &restrictedMana() const { return restrictedMana_; }
  void addPreventionShield(Value recipient, int amount, ObjId source);
  void addPreventionEffect(PreventionEffect e);
  // --- begin dmg2 ---
  void addExileInsteadOfDying(ObjId object, ObjId source,
                              std::string name); // 614.1a, until end of turn
  void addRedirectShield(RedirectShield r);      // 614.9, until end of turn
  // The damage event `ev` is dealt to `to` instead; false (nothing changes) if
  // `to` can't be dealt damage now (614.9).
  bool redirectDamage(ProposedEvent &ev, Value to);
  void removeCounters(ObjId id, CounterKind k, int n); // up to n of them (122.1)
  // --- end dmg2 ---
  // An optional payment during resolution ("unless its controller pays {1}",
  // 118.12): the player's `choose:` answer yes/no (default: pay when able);
  // a payment that fails leaves the game as it was. True if paid.
  bool offerPayment(PlayerId p, const std::string &symbols);
  // Pays `symbols` now if able (a payment the player already chose to make), else changes nothing.
  bool payNow(PlayerId p, const std::string &symbols);
  // 500.7: p takes an extra turn after this one (the most recently created first).
  void addExtraTurn(PlayerId p);
  // Rules for players (PlayerRules.cpp; AbilityKind::PlayerRule): the abilities
  // of kind `k` that bind player p now (and are about `spell`, if given), with
  // the object that has each. 101.2: a "can't" there beats any "can".
  std::vector<std::pair<ObjId, const AbilityDescriptor *>> playerRules(PlayerRuleKind k, PlayerId p,
                                                                       ObjId spell = kNoObject);
  bool forbids(PlayerRuleKind k, PlayerId p, ObjId spell = kNoObject) { return !playerRules(k, p, spell).empty(); }
  const std::vector<PreventionShield> &shields() const { return shields_; }
  // Added for coverage growth (docs/runtime.md).
  void regenerate(ObjId id);                                    // 701.15: a shield
  void sacrifice(ObjId id);                                     // 701.17
  void scry(PlayerId p, int n);                                 // 701.18
  void surveil(PlayerId p, int n);                              // 701.42
  void addEnergy(PlayerId p, int n);                            // 107.14, 122.1
  void mill(PlayerId p, int n);                                 // 701.13
  std::vector<ObjId>
  discard(PlayerId p, int n,
          bool atRandom = false); // 701.8; at random: 701.8b; the cards as they were in hand
  // 701.16a, 701.8b: p reveals their hand; `chooser` chooses a card `matches`
  // accepts (the `choose:` answer, else the first such card); p discards it.
  // effects7: `reveal` false: p chooses a card of their own hand unrevealed ("discard
  // a land card", 701.8a). Whether a card was discarded.
  bool discardChosen(PlayerId p, PlayerId chooser, const std::function<bool(ObjId)> &matches, bool reveal = true);
  void shuffleGraveyardIntoLibrary(PlayerId p);                 // 701.20a
  void moveToLibraryBottom(ObjId id);                           // "on the bottom of its owner's library"
  void shuffle(PlayerId p);                                     // 701.19 (deterministic RNG)
  // 701.19: up to `n` cards of p's library matching `matches`, chosen by a
  // `choose:` answer (default: the first from the top), are moved to `to`.
  std::vector<ObjId> search(PlayerId p, int n, const std::function<bool(ObjId)> &matches,
                            bool upTo = false);
  // 701.16d, 401.4: p looks at the top `n` cards of their library, chooses
  // up to `count` of those `matches` accepts (the `choose:` answer, else the
  // first ones from the top; `optional`: none without an answer naming them;
  // `count` < 0: any number, none by default) and puts them into `chosenTo`;
  // the rest go to `restTo` (Zone::Library: on top, or at the bottom if
  // `restToBottom`), in the order they were, or shuffled if `randomOrder`.
  // With nothing to choose (count 0) the answer is the new order, top first.
  struct LookSpec {
    int n = 0, count = 0; // count -1: any number; -2: all that match
    bool optional = false, reveal = false, randomOrder = false, restToBottom = false;
    bool revealAll = false;       // the cards are revealed, not looked at (701.16a)
    PlayerId chooser = kNoPlayer; // who looks and chooses (default: the library's owner)
    Zone chosenTo = Zone::Hand, restTo = Zone::Library;
  };
  void lookAtTop(PlayerId p, const LookSpec &spec, const std::function<bool(ObjId)> &matches);
  void counterSpell(ObjId id);                                  // 701.5
  ObjId createToken(PlayerId p, std::shared_ptr<const CardDefinition> def); // 111.2
  // --- begin trig2 ---
  ObjId createEmblem(PlayerId p, std::shared_ptr<const CardDefinition> def); // 114.1: in p's command zone
  // --- end trig2 ---
  // Attachments (301.5, 303.4): what an object is attached to (kNoRef if
  // nothing or if that left the battlefield) and whether it could legally be.
  Value attachedTo(ObjId id) const;
  bool canBeAttachedTo(ObjId attachment, Value to);
  void attach(ObjId attachment, Value to);
  // Mana choices (106.4, add_mana_choice / add_mana_any_color): automatic
  // payment sets `wantedManaColor` (a ManaColor) before activating a source;
  // a probe records the options the source offers in `probedManaOptions`.
  int wantedManaColor = -1;
  int64_t probedManaOptions = 0;
  uint64_t rngState = 0x9E3779B97F4A7C15ull; // fixed seed per game: reproducible shuffles
  uint64_t nextRandom();

  // ---------------------------------------------------------------- SBA, triggers (704, 603)
  bool checkStateBasedActions();        // one simultaneous pass; true if any happened
  void playerWouldReceivePriority();    // 117.5: SBAs until none, then triggers, repeat
  const std::vector<PendingTrigger> &pendingTriggers() const { return pending_; }
  // Called by the delayed_trigger operation while `ctx`'s ability resolves (603.7a).
  void createDelayedTrigger(const ExecContext &ctx, FnId effect, Step step);

  // ---------------------------------------------------------------- entering together
  // 614.13a: the objects one event puts onto the battlefield enter at the same time.
  // The runtime moves them one by one; while an EnteringTogether scope is open, each
  // one moved is remembered, and what a later one chooses as it enters (devour's
  // sacrifices) cannot be one of them. Scopes nest: an inner one is part of the
  // outer batch. A scope object, so that no early return can leave a batch open.
  class EnteringTogether {
  public:
    explicit EnteringTogether(Game &g) : g_(g) {
      if (g_.enteringTogetherDepth_++ == 0) g_.enteringTogether_.clear();
    }
    ~EnteringTogether() {
      if (--g_.enteringTogetherDepth_ == 0) g_.enteringTogether_.clear();
    }
    EnteringTogether(const EnteringTogether &) = delete;
    EnteringTogether &operator=(const EnteringTogether &) = delete;

  private:
    Game &g_;
  };
  bool enteredTogether(ObjId id) const {
    return std::find(enteringTogether_.begin(), enteringTogether_.end(), id) !=
           enteringTogether_.end();
  }

  // ---------------------------------------------------------------- choices
  std::deque<ChoiceAnswer> answers;
  // The next queued answer for player p, if any (consumed).
  std::optional<std::vector<std::string>> takeAnswer(PlayerId p);
  // One of `eligible` chosen by `chooser` (the next answer naming one of them,
  // else the first): a choice made on resolution, not a target (608.2d).
  ObjId chooseOne(PlayerId chooser, const std::vector<ObjId> &eligible, std::string_view why);

  // Names as scenarios write them: "alice" (a player), "alice.Grizzly Bears",
  // "alice.Grizzly Bears#2", "Grizzly Bears" (anyone's). Objects are looked up
  // among the player's permanents (controlled), then cards the player owns in
  // the stack, hand, graveyard, exile and library, in that order.
  std::optional<Value> resolveName(std::string_view text) const;
  std::vector<ObjId> objectsOf(PlayerId p) const; // in the lookup order above

  // ---------------------------------------------------------------- values and code
  Value objectRef(ObjId id) const { return makeRef(RefTag::Object, id); }
  Value playerRef(PlayerId p) const { return makeRef(RefTag::Player, uint32_t(p)); }
  Value makeSet(std::vector<Value> members);
  void fillDefaultTargets(PlayerId p, const TargetSpec &spec, ObjId source, const CardDefinition *def,
                          std::vector<Value> &chosen, const std::vector<Value> *earlier = nullptr);
  std::vector<Value> expand(Value ref) const;   // a set's members, or the one reference
  Value callFn(const CardDefinition *def, FnId fn, ExecContext &ctx, Value arg);
  ExecContext contextFor(ObjId source, PlayerId controller, const CardDefinition *def);

  // ---------------------------------------------------------------- diagnostics
  std::function<void(const std::string &)> log; // trace sink (may be empty)
  std::vector<std::string> errors;              // misuse reported by operations
  void note(const std::string &s) const { if (log) log(s); }
  // Event records for engines, kept only when asked for. They live in the
  // Game (unlike `log`) so that an action that fails and rolls back to a copy
  // takes back its records too: what is recorded is what happened.
  bool recordEvents = false;
  std::vector<GameEvent> recordedEvents;
  void emit(const GameEvent &e) { if (recordEvents) recordedEvents.push_back(e); }
  void error(const std::string &s) { errors.push_back(s); note("error: " + s); }

  // An action failed: the game becomes `saved` (a copy taken before it),
  // keeping the current trace sink so the reason can still be logged.
  void restore(Game &&saved) {
    auto sink = std::move(log);
    *this = std::move(saved);
    log = std::move(sink);
  }

  // Invalidates the cached layer view; every mutation calls it, except those
  // of touchStatus.
  void touch() { ++version_; }
  // A mutation of state the layer system itself never reads (damage, tapped,
  // life, mana, energy, prevention): invalidates the cached view only if card
  // code that ran while computing it may have read the game beyond the
  // characteristics it computes (an operation outside LayerTrace.h's lists).
  void touchStatus() {
    if (viewReadsGame_) ++version_;
  }

private:
  std::vector<ObjId> enteringTogether_; // 614.13a: moved onto the battlefield by the current event
  int enteringTogetherDepth_ = 0;
  friend struct LayerSystem;
  friend struct ReplacementSystem;
  std::vector<Player> players_;
  ObjectTable objects_; // flat, indexed by id: copies cheaply
  std::vector<StackItem> stack_;
  std::vector<ContinuousEffect> effects_;
  std::vector<PreventionShield> shields_;
  std::vector<PreventionEffect> preventions_; // until end of turn (514.2)
  // --- begin dmg2 ---
  std::vector<ExileInsteadEffect> exileInstead_; // until end of turn (514.2)
  std::vector<RedirectShield> redirects_;        // until end of turn (514.2)
  // --- end dmg2 ---
  // Replacement effects whose `apply` is running: the events their replacing
  // actions propose are not replaced by them again (614.5; "draw two cards
  // instead" draws two cards, not forever).
  std::vector<std::string> replacing_;
  std::vector<PendingTrigger> pending_;
  std::vector<DelayedTrigger> delayed_;
  std::vector<std::vector<Value>> sets_;
  struct Activation { ObjId object; int ability; int turn; bool loyalty = false; };
  std::vector<Activation> activations_; // 602.5b "only once each turn"
  std::vector<PlayerId> extraTurns_;   // 500.7: taken last first, after the current turn
  PlayerId turnOrderPlayer_ = 0;       // whose turn came last in the normal order (an extra turn doesn't change it)
  bool creatingToken_ = false;
  ObjId nextObject_ = 1;
  uint64_t nextEffect_ = 1;
  Timestamp timestamp_ = 0;
  int turn_ = 1;
  int creaturesDiedThisTurn_ = 0;
  PlayerId active_ = 0;
  PlayerId priority_ = 0;
  int passes_ = 0;
  int landsPlayed_ = 0;
  // --- begin library ---
  // "Until end of turn, you may play that card" (601.3, 305.2): a permission for
  // one object (a new object has none, 400.7), its player, and when it ends.
  struct PlayPermission {
    ObjId card = kNoObject;
    PlayerId player = kNoPlayer;
    bool castOnly = false;        // "you may cast": not a land (305.9)
    bool throughNextTurn = false; // "until the end of your next turn"
    int grantedTurn = 0;
  };
  std::vector<PlayPermission> playPermissions_;
  std::string flashSurcharge_; // the mana "if you pay {2} more to cast it" adds to this cast (601.2f)
  // --- end library ---
  // --- begin trig2 ---
  bool blockersDeclared_ = false; // this declare blockers step (509.5g: who is unblocked)
  // --- end trig2 ---
  TurnStep step_ = TurnStep::Main1;
  bool firstStrikeStepNeeded_ = false;
  uint64_t version_ = 0;
  mutable uint64_t viewVersion_ = ~uint64_t(0);
  mutable std::shared_ptr<const LayerView> view_;
  mutable bool viewReadsGame_ = true;            // of view_: see touchStatus
  mutable uint64_t indexVersion_ = ~uint64_t(0); // the viewVersion_ of the two lists below
  mutable std::vector<ObjId> triggerSources_, replacementSources_;
  void ensureView() const;
  mutable bool computing_ = false;
  std::vector<ObjId> emptyZone_;

  ObjId newObject(const GameObject &from, Zone to);
  void removeFromZone(ObjId id);
  void placeInZone(ObjId id, bool top);
  // Casting and abilities (Actions.cpp)
  ActionResult chooseTargets(PlayerId p, const std::vector<TargetSpec> &specs, ObjId source,
                             const CardDefinition *def, const std::vector<Value> &given,
                             std::vector<Value> &out);
  // The modes of a modal spell or ability (601.2b, 603.3c, 700.2): `given`
  // 1-based as a scenario names them, else the first modes whose targets can
  // be chosen. `out` 0-based in printed order; empty if it is not modal.
  ActionResult chooseModes(PlayerId p, const AbilityDescriptor *ability, ObjId source,
                           const CardDefinition *def, std::vector<int> given, std::vector<int> &out);
  // What is targeted: the ability's targets, or those of its chosen modes in order.
  static std::vector<TargetSpec> targetSpecs(const AbilityDescriptor *ability, const std::vector<int> &modes);
  // An instant or sorcery's spell abilities (113.3a): every paragraph that is not an
  // activated, triggered or static ability, in printed order. A multi-paragraph spell
  // resolves them all (608.2c), its targets chosen together on casting (601.2c).
  static std::vector<int> spellParts(const CardDefinition &def);
  // What a stack item targets: for a spell, the targets of all its parts in order.
  static std::vector<TargetSpec> stackTargetSpecs(const StackItem &item);
  // `earlier`: the targets chosen before this one (601.2c), or all of them on
  // resolution: "another target creature" is not one of them (115.3).
  bool targetLegal(const TargetSpec &spec, Value target, ObjId source, PlayerId controller,
                   const CardDefinition *def, const std::vector<Value> *earlier = nullptr);
  // `def`: the card whose code the cost's predicates belong to (a granted
  // ability's card); the source's own card when null.
  unsigned manaSpentColors_ = 0;       // colours of mana payMana spent, since cast() began paying (702.44a)
  // --- library5 (106.6) ---
  std::vector<RestrictedMana> restrictedMana_; // restricted mana in the pools, oldest first
  std::optional<RestrictedMana> addingRestricted_; // set while a SpendManaOnly effect adds mana
  ObjId manaSpentOn_ = kNoObject; // the spell whose costs are being paid (601.2g-h), else none
  bool restrictedSpendable(const RestrictedMana &r);
  // Takes `spent` mana of each colour out of p's pool, spendable restricted mana first.
  void spendFromPool(PlayerId p, const std::array<int, 6> &spent);
  struct SpendingOn { // sets manaSpentOn_ while a spell's costs are paid
    Game &g;
    ObjId was;
    SpendingOn(Game &game, ObjId spell) : g(game), was(game.manaSpentOn_) { g.manaSpentOn_ = spell; }
    ~SpendingOn() { g.manaSpentOn_ = was; }
    SpendingOn(const SpendingOn &) = delete;
    SpendingOn &operator=(const SpendingOn &) = delete;
  };
  std::vector<ObjId> costSacrificed_; // sacrificed by payCosts, until the stack item takes them (608.2h)
  std::vector<ObjId>
      costDiscarded_; // effects8: discarded by payCosts, likewise ("the discarded card")
  std::vector<ObjId> costExiled_; // effects8: exiled by payZoneCosts, likewise ("the exiled card")
  // library2: the X of the activated ability whose targets are being chosen or
  // checked (602.2b: announced before targets, 601.2b-c; 107.3k: its own X, not
  // the one its source was cast with), or -1: target checks read the source's X.
  int targetX_ = -1;
  struct TargetXScope { // sets targetX_ for one activation or resolution
    Game &g;
    TargetXScope(Game &game, int x) : g(game) { g.targetX_ = x; }
    ~TargetXScope() { g.targetX_ = -1; }
    TargetXScope(const TargetXScope &) = delete;
    TargetXScope &operator=(const TargetXScope &) = delete;
  };
  // triggers7: the event object of the triggered ability whose targets are being chosen
  // or checked, or kNoRef: "target creature that player controls" after "deals combat
  // damage to a player" (603.2, 603.3d, 608.2b) and "target creature defending player
  // controls" after "attacks" (508.5) are read against the trigger's event.
  Value targetEvent_ = kNoRef;
  struct TargetEventScope { // sets targetEvent_ for one trigger's targets or resolution
    Game &g;
    Value was;
    TargetEventScope(Game &game, Value event) : g(game), was(game.targetEvent_) {
      g.targetEvent_ = event;
    }
    ~TargetEventScope() { g.targetEvent_ = was; }
    TargetEventScope(const TargetEventScope &) = delete;
    TargetEventScope &operator=(const TargetEventScope &) = delete;
  };
  ActionResult payCosts(PlayerId p, ObjId source, const CostSpec &cost, const std::vector<ObjId> &pay,
                        const CardDefinition *def = nullptr);
  // zones2: the cost parts that move cards (exile, discard ~, at random; ZoneAbilities.cpp).
  ActionResult payZoneCosts(PlayerId p, ObjId source, const CostSpec &cost, const CardDefinition *def);
  // Pays mana symbols and energy symbols ({E}: one energy counter, 107.14).
  ActionResult payMana(PlayerId p, const std::string &symbols, const std::vector<ObjId> &pay, ObjId except);
  ActionResult payManaSymbols(PlayerId p, const std::string &symbols, const std::vector<ObjId> &pay, ObjId except);
  ActionResult castingCostKeywords(PlayerId p, ObjId spell, const Characteristics &c, int kicks,
                                   std::vector<ObjId> &pay, std::string &symbols);
  // 601.2f: cost increases, then reductions, of static abilities (PlayerRules.cpp).
  void costRules(PlayerId p, ObjId spell, const std::string &name, ManaRequirement &req);
  // --- begin cast --- (CastRules.cpp)
  ActionResult castRestrictions(PlayerId p, ObjId card, const Characteristics &c); // 601.3: "Cast ~ only ..."
  bool castAsThoughFlash(PlayerId p, ObjId card);                                  // 601.3b
  int landsAllowed(PlayerId p);                                                    // 305.2
  // --- end cast ---
  // --- begin library --- (PlayPermissions.cpp)
  bool playPermitted(PlayerId p, ObjId card, bool land); // 601.3, 305.2: "you may play that card"
  // "You may cast ~ as though it had flash [if you pay {2} more ...]": the card's own rule
  // (601.3b); with a surcharge only when `surcharged`, which then sets flashSurcharge_.
  bool ownFlashRule(PlayerId p, ObjId card, bool surcharged);
  // --- end library ---
  ActionResult activateManaAbility(PlayerId p, ObjId obj, const ActivatedRef &ref);
  ActionResult activationRestrictions(PlayerId p, ObjId id, int ability, const CostSpec &cost,
                                      const CardDefinition *def = nullptr);
  std::vector<std::pair<ObjId, ActivatedRef>> manaSources(PlayerId p, ObjId except) const;
  bool summoningSick(ObjId id) const;
  void runEffect(const StackItem &item, std::vector<Value> targets);
  void runAbilityEffect(const StackItem &item, std::vector<Value> targets); // one ability (or spell part)
  void runKeyword(const StackItem &item, const std::vector<Value> &targets); // prowess, equip, cycling
  void castTriggers(PlayerId p, ObjId spell);                                // 702.108 prowess
  // Native triggered keywords (Keywords.cpp): each instance triggers separately.
  std::vector<int> keywordInstances(const Characteristics &c, Keyword k) const;
  void triggerKeyword(ObjId source, const Characteristics &c, Keyword k, Value eventObject);
  void attackKeywordTriggers(const std::vector<ObjId> &attackers);                   // exalted
  void blockKeywordTriggers(const std::vector<std::pair<ObjId, ObjId>> &blocks);     // bushido, flanking, rampage
  // --- begin trig2 ---
  void unblockedTriggers(); // 509.5g: "attacks and isn't blocked", once blockers are declared
  // --- end trig2 ---
  void diesKeywordTriggers(ObjId died, ObjId inGraveyard);                            // persist, undying
  void keywordEntryCounters(ObjId entering, std::vector<std::pair<CounterKind, int>> &counters) const;
  void upkeepKeywordTriggers();
  void removeCounter(ObjId id, CounterKind k); // one counter it has
  void entersKeywordTriggers(ObjId entered);                                          // evolve
  bool evolves(ObjId evolving, ObjId entered) const;                                      // echo, cumulative upkeep
  bool runTriggeredKeyword(const StackItem &item);
  // --- begin keywords --- (MoreKeywords.cpp)
  ActionResult splitSecondForbids(std::string_view what) const; // 702.61a
  ActionResult payRetrace(PlayerId p);                          // 702.81a
  void graftTriggers(ObjId entered);                            // 702.58a
  void endStepKeywordTriggers();                                // 702.84a: unearth's delayed exile
  bool runMoreKeyword(const StackItem &item, const std::vector<Value> &targets); // unearth, scavenge, graft
  void moreEntersKeywordTriggers(ObjId entered);                 // graft, evoke, dash
  void stormTriggers(PlayerId p, ObjId spell);                  // 702.40a
  ActionResult payCrew(PlayerId p, ObjId vehicle, int power, std::vector<ObjId> &pay); // 702.122a
  int spellsCastThisTurn_ = 0;                                  // every player's, this turn (702.40a)
public:
  void becameMonstrous(ObjId id); // 701.31a: "when ~ becomes monstrous" triggers
private:
  // --- end keywords ---
  // --- begin altcast --- (AltCast.cpp)
public:
  // 702.62a, 116.2f: the special action of suspending a card from p's hand (its cost is paid from `pay`).
  ActionResult suspend(PlayerId p, ObjId card, std::vector<ObjId> pay = {});
  // --- begin zones6 ---
  // "You may cast <a card> ... without paying its mana cost" as an effect resolves
  // (608.2g, 118.9): p casts a card they own from their hand or graveyard now; a card
  // that can't be cast (no legal target, a land: 305.9) stays where it is.
  ActionResult castWithoutPaying(PlayerId p, ObjId card);
  // --- end zones6 ---
private:
  ObjId discardCard(PlayerId p, ObjId card, bool cycled);       // 701.8; madness discards into exile (702.35a)
  void altCastUpkeepTriggers();                                 // suspend, rebound (702.62a, 702.88a)
  bool reboundExiles(const StackItem &item);                    // 702.88a: exiled as it resolves, not put into the graveyard
  bool runAltCastKeyword(const StackItem &item);                // madness, suspend and rebound triggers
  void altCastEntersEffects(ObjId entered);                     // 702.62a: a creature cast by suspend has haste
  ActionResult altCastAllowed(ObjId card, int alternativeCost) const; // madness cost only by its trigger (702.35a)
  ActionResult castByPermission(PlayerId p, ObjId card, CastPermission permission); // 608.2g
  CastPermission castPermission_;                               // what the resolving ability lets be cast now
  // --- end altcast ---
  // --- begin keywords6 --- (CastKeywords.cpp)
  ActionResult entwine(PlayerId p, ObjId spell, const AbilityDescriptor *modal, const std::vector<int> &given,
                       std::vector<int> &chosenModes, std::string &symbols); // 702.42a
  ActionResult payEntwineRest(PlayerId p, ObjId spell);                      // 702.42a, 601.2h
  void cascadeTriggers(ObjId spell);                                         // 702.85a, 702.85c
  bool runCastKeyword(const StackItem &item);                                // cascade, transmute (702.53a)
  // --- end keywords6 ---
  // --- begin keywords7 --- (CastKeywords.cpp)
  void castBestowed(ObjId spell);                                              // 702.103b
  std::vector<ContinuousEffect> bestowEffects(const std::vector<ObjId> &field) const; // 702.103b, layer 4
  void bestowedSpellResolves(StackItem &item);                                 // 702.103e
  bool unbestowIfUnattached(ObjId aura);                                       // 702.103f (704.5m)
  void exertAttackers(const std::vector<std::pair<ObjId, Value>> &attacks);    // 701.39a, 508.1g
  // --- end keywords7 ---
  void sacrificeUnlessPaid(const StackItem &item, int times, const char *rule);
  std::optional<bool> yesNoAnswer(PlayerId p);
  ActionResult payBuyback(PlayerId p, ObjId spell, const AbilityDescriptor &buyback);
  const AbilityDescriptor *printedKeyword(ObjId card, Keyword k) const; // its first instance
  void pumpUntilEndOfTurn(ObjId target, int power, int toughness, const StackItem &from, std::string why);
  bool equipTargetLegal(Value target, ObjId equipment, PlayerId p) const;
  // Stack and turns (Turns.cpp)
  void resolve(StackItem item);
  void enterStep(TurnStep s);
  void beginningOfStepTriggers(TurnStep s);
  void cleanupStep();
  // Combat (Combat.cpp)
  void combatDamageStep(bool firstStrike);
  std::optional<std::string> evasionForbids(const Characteristics &attacker, const Characteristics &blocker,
                                            PlayerId defending);
  // Combat requirements (508.1d, 509.1c): why a declaration disobeys one, or nullopt.
  // Combat restrictions of static abilities (CombatRestrictionSpec): why the
  // `restricted` creature can't attack `other` (the defending player) or be
  // blocked by `other` (a creature), or can't block (`other`: the attacking player).
  std::optional<std::string> restrictionForbids(CombatRestrictionKind kind, ObjId restricted, Value other);
  std::optional<std::string> blockRestrictionForbids(ObjId blocker, ObjId attacker);
  bool ableToAttack(ObjId id);
  bool ableToBlock(ObjId blocker, ObjId attacker);
  std::optional<std::string> attackRequirementBroken(const std::vector<std::pair<ObjId, Value>> &attacks);
  std::optional<std::string> blockRequirementBroken();
public:
  static bool protectedFrom(const Characteristics &protectedObject, const Characteristics &source);
private:
  bool anyFirstStrike() const;
  // Triggers (Triggers.cpp)
  // `subject` is what the trigger's predicate examines (an object or a
  // player); `eventObject` is what "it"/"that player" means in the effect.
  // `damage` describes a damage event (DealsDamage, IsDealtDamage).
  struct DamageEventInfo {
    bool combat = false;
    Value recipient = kNoRef;
    int amount = 0; // dmg2: "that much" (the damage dealt)
  };
  // `other`: what the trigger's `other` predicate examines (default: eventObject).
  void checkTriggers(TriggerEvent ev, Value subject, Value eventObject, const DamageEventInfo *damage = nullptr,
                     Value other = kNoRef);
  void checkTriggers(TriggerEvent ev, ObjId subject, ObjId eventObject) {
    checkTriggers(ev, objectRef(subject), objectRef(eventObject));
  }
  bool damageMatches(const TriggerSpec &spec, PlayerId controller, const DamageEventInfo *damage);
  bool interveningIfHolds(const AbilityDescriptor &a, ObjId source, PlayerId controller,
                          const CardDefinition *def, Value eventObject,
                          Value eventLastKnown = kNoRef);
  void batchTriggers(TriggerEvent ev, const std::vector<ObjId> &objects);
  void delayedTriggers(Step step);
  bool isActivePlayersStep(const AbilityDescriptor &a, ObjId source, PlayerId controller, const CardDefinition *def);
  void putTriggersOnStack();
  bool otherMatches(const AbilityDescriptor &a, ObjId source, PlayerId controller, const CardDefinition *def,
                    Value other);
  void becameTargetTriggers(const StackItem &item); // 115.1, 603.2
  void stateTriggers();                             // 603.8
  void ascend();                                    // 702.131b: permanents with ascend
  void ascendFor(PlayerId p);                       // 702.131: ten or more permanents: the city's blessing
  void discardTriggers(PlayerId p, ObjId card, bool cycled); // 701.8, 702.29
  bool variantStateBasedActions(); // 313.6, 311.7 (Variants.cpp)
  // rules17 (Sagas.cpp): chapter abilities (715.2b), lore counters (715.3), and the
  // state-based actions of Sagas (704.5s) and counter limits (704.5r).
  void chapterTriggers(ObjId saga, int before, int after);
  void loreCountersAsMainPhaseBegins(); // 505.4, 715.3b
  bool sagaAndCounterLimitActions(std::vector<ObjId> &toSacrifice);
  // --- begin dungeon --- (Dungeons.cpp)
public:
  void ventureIntoDungeon(PlayerId p); // 701.46
  // The room p's venture marker is on ("Entry Hall"), or "" without a dungeon.
  std::string ventureRoomName(PlayerId p) const;

private:
  void enterRoom(PlayerId p, int room); // 309.4a, 309.5a: the room ability triggers (309.4c)
  void completeDungeon(PlayerId p, const char *rule); // 309.7: removed from the game
  bool roomAbilityOnStack(ObjId dungeon) const;       // 704.5t
  bool dungeonActions();                              // 704.5t
  // --- end dungeon ---
  bool chapterAbilityOnStack(ObjId saga) const;
  void planeswalkNow(PlayerId p);  // 701.24b, without the priority that follows an action
  // Replacement (Replacement.cpp)
  void replace(ProposedEvent &ev);
  void performDamage(const ProposedEvent &ev);
  void endOfTurnEffects();
  // --- begin library --- (PlayPermissions.cpp)
  void expirePlayPermissions(); // 514.2: "until end of turn", "until the end of your next turn"
  // --- end library ---
};

// --- begin rules15 ---
// The objects among `from` named by a choice answer ("Card" or "alice.Card"), Game.cpp.
std::vector<ObjId> chosenAmong(const Game &g, const std::vector<std::string> &answer, const std::vector<ObjId> &from);
// --- end rules15 ---

} // namespace oraclec::rt
