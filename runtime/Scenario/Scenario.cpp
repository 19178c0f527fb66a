#include "runtime/Scenario/Scenario.h"

#include "runtime/Game/Game.h"
#include "runtime/Game/ManaPool.h" // dfc: mana_value
#include "runtime/TypeLine.h"

#include <algorithm>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <sstream>
#include <yaml-cpp/yaml.h>

namespace oraclec::rt {

namespace {

struct ScenarioError {
  YAML::Mark mark;
  std::string message;
  bool malformed = true;
};

[[noreturn]] void bad(const YAML::Node &n, std::string msg) { throw ScenarioError{n.Mark(), std::move(msg), true}; }
[[noreturn]] void failed(const YAML::Node &n, std::string msg) { throw ScenarioError{n.Mark(), std::move(msg), false}; }

std::string scalar(const YAML::Node &n, const char *what) {
  if (!n || !n.IsScalar())
    bad(n, fmt::format("{} must be a scalar", what));
  return n.Scalar();
}

// Game numbers stay far from int overflow (counters add up in layer 7c).
constexpr int kMaxNumber = 1000000;
// `resolve: N` resolves the top of the stack N times; a game needs far fewer.
constexpr int kMaxResolve = 1000;

// An integer in [min, max]: "must be an integer" only for what is not a
// number at all; a number out of range says the range.
int integer(const YAML::Node &n, const char *what, int min = -kMaxNumber, int max = kMaxNumber) {
  std::string s = scalar(n, what);
  auto outOfRange = [&]() -> void {
    bad(n, fmt::format("{} must be between {} and {}, not '{}'", what, min, max, s));
  };
  long long v = 0;
  try {
    size_t used = 0;
    v = std::stoll(s, &used);
    if (used != s.size())
      throw std::invalid_argument(s);
  } catch (const std::out_of_range &) {
    outOfRange();
  } catch (const std::exception &) {
    bad(n, fmt::format("{} must be an integer, not '{}'", what, s));
  }
  if (v < min || v > max) outOfRange();
  return int(v);
}

bool boolean(const YAML::Node &n, const char *what) {
  std::string s = scalar(n, what);
  if (s == "true" || s == "yes")
    return true;
  if (s == "false" || s == "no")
    return false;
  bad(n, fmt::format("{} must be true or false, not '{}'", what, s));
}

std::vector<std::string> stringList(const YAML::Node &n, const char *what) {
  std::vector<std::string> out;
  if (!n || n.IsNull())
    return out;
  if (n.IsScalar())
    return {n.Scalar()};
  if (!n.IsSequence())
    bad(n, fmt::format("{} must be a list", what));
  for (const auto &e : n)
    out.push_back(scalar(e, what));
  return out;
}

std::string normalize(std::string s) {
  for (char &c : s)
    c = c == ' ' || c == '_' ? '-' : char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string joinList(std::vector<std::string> v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? ", " : "") + v[i];
  return s + "]";
}

std::optional<Zone> zoneNamed(const std::string &s) {
  for (int z = 0; z < kZoneCount; ++z)
    if (s == zoneName(Zone(z)))
      return Zone(z);
  return std::nullopt;
}

class Runner {
public:
  Runner(std::string file, const ScenarioOptions &opts, const CompileCallback &compile, std::ostream &trace)
      : file_(std::move(file)), opts_(opts), compile_(compile), trace_(trace) {}

  ScenarioResult run(const YAML::Node &root) {
    ScenarioResult r;
    try {
      if (!root.IsMap())
        bad(root, "a scenario is a map with name, players, setup and steps");
      if (root["name"])
        r.name = scalar(root["name"], "name");
      for (const auto &kv : root) {
        std::string k = scalar(kv.first, "key");
        static const char *known[] = {"name", "rules", "cards", "players", "setup", "steps", "description"};
        if (std::find(std::begin(known), std::end(known), k) == std::end(known))
          bad(kv.first, "unknown scenario key '" + k + "'");
      }
      if (root["cards"])
        readCards(root["cards"]);
      auto players = stringList(root["players"], "players");
      if (players.size() < 2)
        bad(root["players"] ? root["players"] : root, "players: at least two player names");
      game_ = std::make_unique<Game>(players);
      game_->log = [this](const std::string &s) { notes_.push_back(s); };
      game_->setTurn(1, 0, TurnStep::Main1);
      if (root["setup"])
        readSetup(root["setup"]);
      game_->applyVanguards(); // 902.4, 902.5b: the game starts with the modifiers applied
      notes_.clear();
      const YAML::Node steps = root["steps"];
      if (!steps || !steps.IsSequence())
        bad(steps ? steps : root, "steps: a list of steps");
      std::vector<bool> consumed(steps.size(), false);
      for (size_t i = 0; i < steps.size(); ++i) {
        if (consumed[i])
          continue;
        // `choose:` answers the next pending choice: queue the answers that
        // directly follow an action before performing it (docs/decisions.md).
        std::vector<size_t> ahead;
        if (!isChoose(steps[i]))
          for (size_t j = i + 1; j < steps.size() && isChoose(steps[j]); ++j) {
            queueChoice(steps[j]["choose"], int(j) + 1);
            consumed[j] = true;
            ahead.push_back(j);
          }
        step(steps[i], int(i) + 1);
        ++r.stepsRun;
        // Shown in the trace in their place, after the action they answer.
        for (size_t k = 0; k < ahead.size(); ++k) {
          traceLine(int(ahead[k]) + 1, chooseSummary(queued_[queued_.size() - ahead.size() + k]));
          ++r.stepsRun;
        }
      }
      // Every answer must have been taken by a choice: one left over answers
      // nothing (a choice the game never asked, or a typo in the scenario).
      if (!game_->answers.empty()) {
        const ChoiceAnswer &left = game_->answers.front();
        const QueuedChoice *q = nullptr;
        for (const QueuedChoice &c : queued_)
          if (c.answer == left.answer) q = &c;
        std::string what = joinList(left.answer);
        if (!q)
          throw ScenarioError{root["steps"].Mark(),
                              "choose " + what + ": no pending choice took this answer", false};
        throw ScenarioError{
            q->mark,
            fmt::format("choose {} (step {}): no pending choice took this answer; `choose:` "
                        "answers a choice the game asks for in the step before it or later",
                        what, q->step),
            false};
      }
      r.passed = true;
    } catch (const ScenarioError &e) {
      r.passed = false;
      r.malformed = e.malformed;
      r.message = e.message;
      r.failedExpectation = failedExpectation_;
      r.diagnostics.push_back(fmt::format("{}:{}:{}: error: {}", file_, e.mark.line + 1, e.mark.column + 1, e.message));
    } catch (const YAML::Exception &e) {
      r.passed = false;
      r.malformed = true;
      r.message = e.msg;
      r.diagnostics.push_back(fmt::format("{}:{}:{}: error: {}", file_, e.mark.line + 1, e.mark.column + 1, e.msg));
    }
    return r;
  }

private:
  std::string file_;
  const ScenarioOptions &opts_;
  const CompileCallback &compile_;
  std::ostream &trace_;
  std::unique_ptr<Game> game_;
  std::map<std::string, CardSpec> specs_;
  std::map<std::string, std::shared_ptr<const CardDefinition>> defs_;
  std::vector<std::string> notes_;
  std::string failedExpectation_;

  static bool isChoose(const YAML::Node &s) { return s.IsMap() && s.size() == 1 && s["choose"]; }

  // ------------------------------------------------------------------ cards
  void readCards(const YAML::Node &cards) {
    if (!cards.IsSequence())
      bad(cards, "cards: a list of card definitions");
    for (const auto &c : cards) {
      if (!c.IsMap())
        bad(c, "a card definition is a map (name, mana_cost, type, power, toughness, text)");
      CardSpec s = cardSpec(c);
      if (s.name.empty())
        bad(c, "a card definition needs a name");
      if (s.typeLine.empty())
        bad(c, "card '" + s.name + "' needs a type line");
      CardDefinition probe;
      if (!parseTypeLine(s.typeLine, probe))
        bad(c["type"], "cannot read the type line '" + s.typeLine + "' (CR 205)");
      // --- begin dfc --- the back face (712.1): named and typed as any card
      for (const CardSpec &b : s.back)
        if (b.name.empty() || b.typeLine.empty() || !parseTypeLine(b.typeLine, probe))
          bad(c["back"], "card '" + s.name + "': its back face needs a name and a type line (CR 712.4)");
      // --- end dfc ---
      specs_[s.name] = s;
    }
  }

  CardSpec cardSpec(const YAML::Node &c) {
      CardSpec s;
      for (const auto &kv : c) {
        std::string k = scalar(kv.first, "key");
        // --- begin dfc ---
        if (k == "back") {
          if (!kv.second.IsMap())
            bad(kv.second, "back: the back face, a map (name, type, power, toughness, text)");
          s.back.push_back(cardSpec(kv.second));
          continue;
        }
        // --- end dfc ---
        std::string v = kv.second.IsNull() ? "" : scalar(kv.second, k.c_str());
        if (k == "name") s.name = v;
        else if (k == "mana_cost") s.manaCost = v;
        else if (k == "type") s.typeLine = v;
        else if (k == "power") s.power = v;
        else if (k == "toughness") s.toughness = v;
        else if (k == "loyalty") s.loyalty = v;
        else if (k == "text") s.text = v;
        else if (k == "color_indicator") s.colorIndicator = v; // dfc: 204
        else if (k.find('.') == std::string::npos) // text.ja, name.ja... are allowed
          bad(kv.first, "unknown card field '" + k + "'");
      }
      return s;
  }

  std::shared_ptr<const CardDefinition> definition(const std::string &name, const YAML::Node &where) {
    if (auto it = defs_.find(name); it != defs_.end())
      return it->second;
    CardSpec spec;
    spec.name = name;
    if (auto it = specs_.find(name); it != specs_.end())
      spec = it->second;
    std::shared_ptr<const CardDefinition> def = compile_ ? compile_(spec) : nullptr;
    if (!def)
      bad(where, specs_.count(name) ? "card '" + name + "' did not compile"
                                    : "unknown card '" + name + "' (not in cards: nor in stdlib-cards)");
    if (def->types.empty() && !spec.typeLine.empty()) { // fill in what the callback left out
      auto copy = std::make_shared<CardDefinition>(*def);
      parseTypeLine(spec.typeLine, *copy);
      if (copy->colors.empty())
        colorsFromManaCost(*copy);
      def = copy;
    }
    defs_[name] = def;
    return def;
  }

  // ------------------------------------------------------------------ setup
  PlayerId playerNamed(const YAML::Node &n) {
    std::string s = scalar(n, "player");
    auto p = game_->findPlayer(s);
    if (!p)
      bad(n, "unknown player '" + s + "'");
    return *p;
  }

  void readSetup(const YAML::Node &setup) {
    if (!setup.IsMap())
      bad(setup, "setup: a map from player to their state");
    for (const auto &kv : setup) {
      PlayerId p = playerNamed(kv.first);
      if (!kv.second.IsMap())
        bad(kv.second, "a player's setup is a map (life, hand, battlefield, library, graveyard, exile)");
      for (const auto &f : kv.second) {
        std::string k = scalar(f.first, "key");
        if (k == "life") {
          game_->player(p).life = integer(f.second, "life");
          continue;
        }
        if (k == "poison") { // poison counters (CR 122.1e)
          game_->player(p).poison = integer(f.second, "poison", 0);
          continue;
        }
        if (k == "energy") { // energy counters (CR 122.1, 107.14)
          game_->player(p).energy = integer(f.second, "energy", 0);
          continue;
        }
        if (k == "dungeons") { // dungeon cards the player owns outside the game (309.2)
          if (!f.second.IsNull() && !f.second.IsSequence())
            bad(f.second, "dungeons: a list of dungeon cards");
          for (const auto &card : f.second) {
            auto def = definition(scalar(card, "dungeon card"), card);
            if (std::find(def->types.begin(), def->types.end(), CardType::Dungeon) ==
                def->types.end())
              bad(card, "'" + def->name + "' is not a dungeon card (309.1)");
            game_->player(p).dungeonsOutside.push_back(def);
          }
          continue;
        }
        if (k == "schemes" || k == "planes") { // a scheme or planar deck, top first (904.4, 901.4)
          if (!f.second.IsNull() && !f.second.IsSequence())
            bad(f.second, k + ": a list of cards, top first");
          for (const auto &card : f.second) {
            addCard(p, Zone::Command, card);
            game_->object(game_->zone(p, Zone::Command).back())->faceDown = true;
          }
          continue;
        }
        auto z = zoneNamed(k);
        if (!z || *z == Zone::Stack)
          bad(f.first, "unknown setup field '" + k + "'");
        if (!f.second.IsNull() && !f.second.IsSequence())
          bad(f.second, k + ": a list of cards");
        for (const auto &card : f.second)
          addCard(p, *z, card);
      }
    }
  }

  void addCard(PlayerId p, Zone z, const YAML::Node &card) {
    if (card.IsScalar()) {
      game_->createObject(p, definition(card.Scalar(), card), z);
      return;
    }
    if (!card.IsMap() || !card["name"])
      bad(card, "a card is a name or a map with name (and tapped, counters, damage, token, sick)");
    bool token = card["token"] && boolean(card["token"], "token");
    ObjId id = game_->createObject(p, definition(scalar(card["name"], "name"), card["name"]), z, token);
    GameObject *o = game_->object(id);
    for (const auto &kv : card) {
      std::string k = scalar(kv.first, "key");
      if (k == "name" || k == "token")
        continue;
      if (k == "tapped") o->tapped = boolean(kv.second, "tapped");
      else if (k == "damage") o->damage = integer(kv.second, "damage", 0);
      else if (k == "sick") o->controlSinceTurn = boolean(kv.second, "sick") ? game_->turn() : -1;
      else if (k == "face_down" && z == Zone::Battlefield) o->faceDown = boolean(kv.second, "face_down"); // morph: 708
      else if (k == "transformed" && z == Zone::Battlefield) o->transformed = boolean(kv.second, "transformed"); // dfc: 712.4d
      else if (k == "counters") {
        if (!kv.second.IsMap())
          bad(kv.second, "counters: a map from counter kind to number");
        for (const auto &c : kv.second)
          o->counters[size_t(counterKind(c.first))] += integer(c.second, "counters", 0);
      } else
        bad(kv.first, "unknown card field '" + k + "'");
    }
    game_->touch();
  }

  CounterKind counterKind(const YAML::Node &n) {
    std::string s = scalar(n, "counter kind");
    for (int k = 0; k < kCounterKinds; ++k)
      if (s == counterName(CounterKind(k)))
        return CounterKind(k);
    bad(n, "unknown counter kind '" + s + "'");
  }

  // ------------------------------------------------------------------ references
  Value ref(const YAML::Node &n) {
    std::string s = scalar(n, "reference");
    auto v = game_->resolveName(s);
    if (!v)
      failed(n, "no object or player named '" + s + "'");
    return *v;
  }

  ObjId objectRef(const YAML::Node &n) {
    Value v = ref(n);
    if (refTag(v) != RefTag::Object)
      bad(n, "'" + n.Scalar() + "' is a player, not an object");
    return ObjId(refIndex(v));
  }

  // A card of a player by name, looked up first in the given zone.
  ObjId cardOf(PlayerId p, const YAML::Node &n, Zone preferred) {
    std::string s = scalar(n, "card");
    if (s.find('.') != std::string::npos)
      if (auto v = game_->resolveName(s); v && refTag(*v) == RefTag::Object)
        return ObjId(refIndex(*v));
    int nth = 1;
    std::string name = s;
    if (size_t h = s.rfind('#'); h != std::string::npos && h + 1 < s.size() && s.size() - h <= 6 &&
                                 s.find_first_not_of("0123456789", h + 1) == std::string::npos) {
      nth = std::stoi(s.substr(h + 1));
      name = s.substr(0, h);
    }
    std::vector<ObjId> candidates;
    if (preferred == Zone::Battlefield) {
      for (ObjId id : game_->battlefield())
        if (game_->controllerOf(id) == p)
          candidates.push_back(id);
    } else {
      candidates = game_->zone(p, preferred);
    }
    for (ObjId id : candidates) {
      const GameObject *o = game_->object(id); // morph: a face-down permanent by its card's name (708.2a)
      std::string actual = o->faceDown && o->def ? o->def->name : game_->characteristics(id).name;
      if (actual == name && --nth == 0)
        return id;
    }
    failed(n, fmt::format("{} has no '{}' in {}", game_->player(p).name, s, zoneName(preferred)));
  }

  bool hasCard(PlayerId p, const YAML::Node &n, Zone z) {
    try {
      cardOf(p, n, z);
      return true;
    } catch (const ScenarioError &) {
      return false;
    }
  }

  std::vector<Value> refs(const YAML::Node &n) {
    std::vector<Value> out;
    if (!n || n.IsNull())
      return out;
    if (n.IsScalar())
      return {ref(n)};
    if (!n.IsSequence())
      bad(n, "a list of objects or players");
    for (const auto &e : n)
      out.push_back(ref(e));
    return out;
  }

  std::vector<ObjId> objectRefs(const YAML::Node &n, PlayerId p) {
    std::vector<ObjId> out;
    if (!n || n.IsNull())
      return out;
    auto one = [&](const YAML::Node &e) {
      std::string s = scalar(e, "permanent");
      if (s.find('.') != std::string::npos)
        return objectRef(e);
      return cardOf(p, e, Zone::Battlefield);
    };
    if (n.IsScalar())
      return {one(n)};
    if (!n.IsSequence())
      bad(n, "pay: a list of permanents to tap for mana");
    for (const auto &e : n)
      out.push_back(one(e));
    return out;
  }

  // A `choose:` step, kept to say where an answer no choice took came from.
  struct QueuedChoice {
    YAML::Mark mark;
    int step = 0;
    PlayerId player = kNoPlayer;
    std::vector<std::string> answer;
  };
  std::vector<QueuedChoice> queued_;

  void queueChoice(const YAML::Node &c, int stepNumber) {
    ChoiceAnswer a;
    if (c.IsMap()) {
      for (const auto &kv : c) {
        std::string k = scalar(kv.first, "key");
        if (k != "player" && k != "answer")
          bad(kv.first, "unknown choose field '" + k + "' (player, answer)");
      }
      if (c["player"])
        a.player = playerNamed(c["player"]);
      if (!c["answer"]) bad(c, "choose: needs an answer");
      a.answer = stringList(c["answer"], "answer");
    } else {
      a.answer = stringList(c, "answer");
    }
    queued_.push_back({c.Mark(), stepNumber, a.player, a.answer});
    game_->answers.push_back(std::move(a));
  }

  std::string chooseSummary(const QueuedChoice &c) {
    return "choose " + joinList(c.answer) +
           (c.player == kNoPlayer ? "" : " for " + game_->player(c.player).name);
  }

  void traceLine(int number, const std::string &summary) {
    if (opts_.trace) trace_ << fmt::format("step {}: {}\n", number, summary);
  }

  void check(const YAML::Node &where, const ActionResult &r, const std::string &what) {
    if (!r)
      failed(where, what + ": " + r.error);
  }

  // ------------------------------------------------------------------ steps
  void step(const YAML::Node &s, int number) {
    if (!s.IsMap() || s.size() != 1)
      bad(s, "a step is a map with one key (cast, activate, play, resolve, choose, advance, attack, block, turn_face_up, "
             "expect, pass)");
    auto kv = *s.begin();
    std::string kind = scalar(kv.first, "step");
    const YAML::Node v = kv.second;
    notes_.clear();
    std::string summary;
    if (kind == "cast" || kind == "activate" || kind == "play") {
      if (!v.IsMap())
        bad(v, kind + ": a map with player and card");
      for (const auto &f : v) {
        std::string k = scalar(f.first, "key");
        if (k != "player" && k != "card" && k != "targets" && k != "pay" && k != "ability" &&
            k != "x" && k != "modes" && k != "kicked" && k != "face_down" &&
            k != "divide" &&      // divide: dmg
            k != "alternative" && // --- keywords ---
            k != "entwine" &&     // --- keywords6 ---
            k != "splice")        // --- keywords7 ---
          bad(f.first, "unknown " + kind + " field '" + k + "'");
      }
      if (!v["player"] || !v["card"])
        bad(v, kind + ": needs player and card");
      PlayerId p = playerNamed(v["player"]);
      int x = v["x"] ? integer(v["x"], "x", 0) : 0; // the value announced for X (601.2b)
      std::vector<int> modes; // the modes of a modal spell or ability, 1-based (601.2b, 700.2)
      if (const YAML::Node m = v["modes"]) {
        if (!m.IsSequence())
          bad(m, "modes: a list of mode numbers, 1-based, e.g. [2]");
        for (const auto &e : m)
          modes.push_back(integer(e, "mode", 1));
      }
      // --- begin dmg ---
      // `divide: [2, 1]`: the damage each target of its divided damage gets, in
      // the order of `targets:` (601.2d); the runtime checks the division.
      std::vector<int> divide;
      if (const YAML::Node d = v["divide"]) {
        if (!d.IsSequence())
          bad(d, "divide: a list of amounts, one per target, e.g. [2, 1]");
        for (const auto &e : d)
          divide.push_back(integer(e, "divide", 0)); // 0 is refused by the runtime (601.2d)
      }
      // --- end dmg ---
      if (kind == "cast") {
        // A card not in the hand may be cast from the graveyard (flashback, 702.34a).
        Zone from = !hasCard(p, v["card"], Zone::Hand) && hasCard(p, v["card"], Zone::Graveyard) ? Zone::Graveyard
                                                                                                 : Zone::Hand;
        // --- begin library --- else from exile: "until end of turn, you may play that card" (601.3)
        if (!hasCard(p, v["card"], Zone::Hand) && !hasCard(p, v["card"], Zone::Graveyard) &&
            hasCard(p, v["card"], Zone::Exile))
          from = Zone::Exile;
        // --- end library ---
        ObjId card = cardOf(p, v["card"], from);
        // `kicked: N` (or true): its kicker cost is paid N times (702.33a, 702.33c).
        int kicks = !v["kicked"]                      ? 0
                    : v["kicked"].Scalar() == "true"  ? 1
                    : v["kicked"].Scalar() == "false" ? 0
                                                      : integer(v["kicked"], "kicked", 0);
        // `face_down: true`: cast face down for {3} by its morph ability (702.37c; an extension).
        bool faceDown = v["face_down"] && boolean(v["face_down"], "face_down");
        // --- begin keywords --- `alternative: evoke` / `dash`: cast for that alternative cost (601.2b)
        int alternative = -1;
        if (v["alternative"]) {
          std::string a = scalar(v["alternative"], "alternative");
          if (a == "evoke")
            alternative = int(Keyword::Evoke);
          else if (a == "dash")
            alternative = int(Keyword::Dash);
          else if (a == "madness") // altcast: refused by the runtime outside its trigger (702.35a)
            alternative = int(Keyword::Madness);
          else if (a == "bestow") // --- keywords7 --- 702.103a
            alternative = int(Keyword::Bestow);
          else if (a == "overload") // --- keywords7 --- 702.96a
            alternative = int(Keyword::Overload);
          else if (a == "awaken") // --- keywords7 --- 702.113a
            alternative = int(Keyword::Awaken);
          else
            bad(v["alternative"],
                "alternative: evoke, dash, madness, bestow, overload or awaken, not '" + a + "'");
        }
        // --- end keywords ---
        // --- keywords6 --- `entwine: true`: its entwine cost is paid, all modes are chosen (702.42a)
        bool entwined = v["entwine"] && boolean(v["entwine"], "entwine");
        // --- keywords7 --- `splice: [card, ...]`: cards of the hand revealed and spliced (702.47a)
        std::vector<ObjId> splice;
        if (v["splice"]) {
          if (!v["splice"].IsSequence())
            bad(v["splice"], "splice: a list of cards in the caster's hand");
          for (const auto &e : v["splice"])
            splice.push_back(cardOf(p, e, Zone::Hand));
        }
        check(s,
              game_->cast(p, card, refs(v["targets"]), objectRefs(v["pay"], p), x, modes, kicks,
                          faceDown, divide, alternative, entwined, splice),
              "cast");
      } else if (kind == "play") {
        // --- library --- a land not in the hand may be played from exile or the graveyard if an effect allows it (305.2)
        Zone from = hasCard(p, v["card"], Zone::Hand)        ? Zone::Hand
                    : hasCard(p, v["card"], Zone::Exile)     ? Zone::Exile
                    : hasCard(p, v["card"], Zone::Graveyard) ? Zone::Graveyard
                                                             : Zone::Hand;
        check(s, game_->playLand(p, cardOf(p, v["card"], from)), "play");
      } else {
        // A permanent, else a card in hand (cycling, 702.29a), else a card
        // in the command zone (a vanguard's or plane's ability: 312.4, 310.4).
        bool commandZone = !hasCard(p, v["card"], Zone::Battlefield) && !hasCard(p, v["card"], Zone::Hand) &&
                           hasCard(p, v["card"], Zone::Command);
        // zones2: else a card in the graveyard (an ability that functions there, 113.6m).
        bool graveyard = !commandZone && !hasCard(p, v["card"], Zone::Battlefield) &&
                         !hasCard(p, v["card"], Zone::Hand) && hasCard(p, v["card"], Zone::Graveyard);
        ObjId obj = graveyard ? cardOf(p, v["card"], Zone::Graveyard)
                    : commandZone ? cardOf(p, v["card"], Zone::Command)
                    : hasCard(p, v["card"], Zone::Battlefield) || !hasCard(p, v["card"], Zone::Hand)
                        ? cardOf(p, v["card"], Zone::Battlefield)
                        : cardOf(p, v["card"], Zone::Hand);
        int index = v["ability"] ? integer(v["ability"], "ability", 1) : 1;
        check(s, game_->activate(p, obj, index, refs(v["targets"]), objectRefs(v["pay"], p), x, modes, divide),
              "activate");
      }
      summary = fmt::format("{} {}", kind, scalar(v["card"], "card"));
    // --- begin morph ---
    } else if (kind == "turn_face_up") {
      // `turn_face_up: {player: alice, card: Name}`: the special action of
      // 702.37e / 116.2b (an extension): its morph cost is paid (`pay:` as for cast).
      if (!v.IsMap() || !v["player"] || !v["card"])
        bad(v, "turn_face_up: a map with player and card (and pay)");
      for (const auto &f : v) {
        std::string k = scalar(f.first, "key");
        if (k != "player" && k != "card" && k != "pay")
          bad(f.first, "unknown turn_face_up field '" + k + "'");
      }
      PlayerId p = playerNamed(v["player"]);
      check(s, game_->turnFaceUp(p, cardOf(p, v["card"], Zone::Battlefield), objectRefs(v["pay"], p)), kind);
      summary = fmt::format("turn {} face up", scalar(v["card"], "card"));
      // --- end morph ---
      // --- begin altcast ---
    } else if (kind == "suspend") {
      // `suspend: {player: alice, card: Name, pay: [...]}`: the special action
      // of 702.62a / 116.2f: its suspend cost is paid and it is exiled with its time counters.
      if (!v.IsMap() || !v["player"] || !v["card"])
        bad(v, "suspend: a map with player and card (and pay)");
      for (const auto &f : v) {
        std::string k = scalar(f.first, "key");
        if (k != "player" && k != "card" && k != "pay")
          bad(f.first, "unknown suspend field '" + k + "'");
      }
      PlayerId p = playerNamed(v["player"]);
      check(s, game_->suspend(p, cardOf(p, v["card"], Zone::Hand), objectRefs(v["pay"], p)), kind);
      summary = fmt::format("suspend {}", scalar(v["card"], "card"));
      // --- end altcast ---
    } else if (kind == "resolve") {
      int n = v.IsNull() ? 1 : integer(v, "resolve", 1, kMaxResolve);
      for (int i = 0; i < n; ++i)
        check(s, game_->resolveTop(), "resolve");
      summary = fmt::format("resolve {}", n);
    } else if (kind == "choose") { // not after an action: answers a later choice
      queueChoice(v, number);
      summary = chooseSummary(queued_.back());
    } else if (kind == "advance") {
      std::string to = scalar(v, "advance");
      if (to == "next_step") {
        for (int i = 0; i < 100 && !game_->stack().empty(); ++i)
          check(s, game_->resolveTop(), "advance");
        check(s, game_->nextStep(), "advance");
      } else if (to == "next_turn") {
        check(s, game_->advanceTo(TurnStep::Main1, /*nextTurn=*/true), "advance");
      } else {
        auto step = parseTurnStep(to);
        if (!step)
          bad(v, "unknown step '" + to + "' (untap, upkeep, draw, main1, combat, declare_attackers, "
                 "declare_blockers, combat_damage, end_of_combat, main2, end, cleanup, next_step, "
                 "end_of_turn, next_turn)");
        check(s, game_->advanceTo(*step), "advance");
      }
      summary = fmt::format("advance to turn {} {}", game_->turn(), turnStepName(game_->step()));
    } else if (kind == "attack") {
      if (!v.IsMap())
        bad(v, "attack: a map from attacking creature to the player or planeswalker it attacks");
      std::vector<std::pair<ObjId, Value>> attacks;
      for (const auto &a : v)
        attacks.push_back({objectRef(a.first), ref(a.second)});
      check(s, game_->declareAttackers(attacks), "attack");
      summary = fmt::format("attack with {}", attacks.size());
    } else if (kind == "block") {
      if (!v.IsMap())
        bad(v, "block: a map from blocking creature to the attacker it blocks");
      std::vector<std::pair<ObjId, ObjId>> blocks;
      for (const auto &b : v) {
        if (b.second.IsSequence()) { // one creature blocking several attackers (509.1a)
          for (const auto &a : b.second)
            blocks.push_back({objectRef(b.first), objectRef(a)});
          continue;
        }
        blocks.push_back({objectRef(b.first), objectRef(b.second)});
      }
      check(s, game_->declareBlockers(blocks), "block");
      summary = fmt::format("block with {}", blocks.size());
    } else if (kind == "pass") {
      PlayerId p = playerNamed(v.IsMap() ? v["player"] : v);
      check(s, game_->pass(p), "pass");
      summary = "pass " + game_->player(p).name;
    } else if (kind == "set_in_motion" || kind == "planeswalk" || kind == "roll_planar_die") {
      // Casual variants (docs/scenarios.md): `set_in_motion: alice` (the top of
      // the scheme deck) or `{player: alice, card: Name}` (701.25);
      // `planeswalk: alice` (701.24); `roll_planar_die: {player: alice, result:
      // chaos|blank|planeswalk}` (901.9).
      PlayerId p = playerNamed(v.IsMap() ? v["player"] : v);
      if (kind == "set_in_motion") {
        ObjId scheme = v.IsMap() && v["card"] ? cardOf(p, v["card"], Zone::Command) : kNoObject;
        check(s, game_->setInMotion(p, scheme), kind);
      } else if (kind == "planeswalk") {
        check(s, game_->planeswalk(p), kind);
      } else {
        std::string r = v.IsMap() && v["result"] ? scalar(v["result"], "result") : "";
        if (r != "chaos" && r != "blank" && r != "planeswalk")
          bad(v, "roll_planar_die: result is chaos, blank or planeswalk (CR 901.3a)");
        check(s, game_->rollPlanarDie(p, r == "chaos" ? Game::PlanarDie::Chaos
                                             : r == "blank" ? Game::PlanarDie::Blank : Game::PlanarDie::Planeswalk),
              kind);
      }
      summary = kind + " " + game_->player(p).name;
    } else if (kind == "expect") {
      if (!v.IsMap())
        bad(v, "expect: a map of expectations");
      for (const auto &e : v)
        expect(e.first, e.second);
      summary = fmt::format("expect {} ok", v.size());
    } else {
      bad(kv.first, "unknown step '" + kind + "'");
    }
    if (opts_.trace) {
      trace_ << fmt::format("step {}: {}", number, summary);
      if (!opts_.verbose && !notes_.empty()) {
        std::string joined;
        for (const auto &n : notes_)
          joined += (joined.empty() ? "" : "; ") + n;
        trace_ << " -- " << joined;
      }
      trace_ << "\n";
      if (opts_.verbose)
        for (const auto &n : notes_)
          trace_ << "    " << n << "\n";
    }
    for (const std::string &e : game_->errors)
      failed(s, "runtime error: " + e);
  }

  // ------------------------------------------------------------------ expectations
  std::vector<std::string> zoneNames(PlayerId p, Zone z) {
    std::vector<std::string> out;
    if (z == Zone::Battlefield) {
      for (ObjId id : game_->battlefield())
        if (game_->controllerOf(id) == p)
          out.push_back(game_->characteristics(id).name);
      return out;
    }
    for (ObjId id : game_->zone(p, z))
      if (z != Zone::Command || !game_->object(id)->faceDown) { // the command zone: face-up cards
        // morph: a face-down permanent has no name (708.2a); the scenario, which
        // sees every card, lists it by its card's name (`.face_down` tells).
        const GameObject *o = game_->object(id);
        out.push_back(o->faceDown && o->def ? o->def->name : game_->characteristics(id).name);
      }
    return out;
  }

  std::vector<std::string> stackNames() {
    std::vector<std::string> out;
    for (auto it = game_->stack().rbegin(); it != game_->stack().rend(); ++it)
      out.push_back(it->name);
    return out;
  }

  void compareList(const YAML::Node &key, const YAML::Node &val, std::vector<std::string> actual, bool ordered,
                   bool caseInsensitive = false) {
    std::vector<std::string> expected = stringList(val, "expected list");
    auto norm = [&](std::vector<std::string> v) {
      if (caseInsensitive)
        for (auto &s : v)
          s = normalize(s);
      if (!ordered)
        std::sort(v.begin(), v.end());
      return v;
    };
    if (norm(expected) != norm(actual))
      mismatch(key, joinList(expected), joinList(actual));
  }

  void mismatch(const YAML::Node &key, const std::string &expected, const std::string &actual) {
    failedExpectation_ = key.Scalar();
    failed(key, fmt::format("expectation {} failed: expected {}, got {}", key.Scalar(), expected, actual));
  }

  void compareInt(const YAML::Node &key, const YAML::Node &val, int actual) {
    int e = integer(val, key.Scalar().c_str());
    if (e != actual)
      mismatch(key, std::to_string(e), std::to_string(actual));
  }
  void compareBool(const YAML::Node &key, const YAML::Node &val, bool actual) {
    bool e = boolean(val, key.Scalar().c_str());
    if (e != actual)
      mismatch(key, e ? "true" : "false", actual ? "true" : "false");
  }

  void expect(const YAML::Node &key, const YAML::Node &val) {
    std::string k = scalar(key, "expectation");
    if (k == "stack")
      return compareList(key, val, stackNames(), /*ordered=*/true);
    if (k == "step") {
      std::string e = scalar(val, "step");
      auto s = parseTurnStep(e);
      if (!s)
        bad(val, "unknown step '" + e + "'");
      if (*s != game_->step())
        mismatch(key, std::string(turnStepName(*s)), std::string(turnStepName(game_->step())));
      return;
    }
    if (k == "turn") // the turn number (500.7: extra turns count too)
      return compareInt(key, val, game_->turn());
    if (k == "active_player") { // whose turn it is (102.1)
      std::string e = scalar(val, "active_player");
      if (!game_->findPlayer(e))
        bad(val, "unknown player '" + e + "'");
      if (e != game_->player(game_->activePlayer()).name)
        mismatch(key, e, game_->player(game_->activePlayer()).name);
      return;
    }
    size_t dot = k.find('.');
    if (dot == std::string::npos)
      bad(key, "an expectation names player.property, player.Card.property or stack");
    auto p = game_->findPlayer(k.substr(0, dot));
    if (!p)
      bad(key, "unknown player in '" + k + "'");
    std::string rest = k.substr(dot + 1);
    if (rest == "life")
      return compareInt(key, val, game_->player(*p).life);
    if (rest == "lost")
      return compareBool(key, val, game_->player(*p).lost);
    if (rest == "poison")
      return compareInt(key, val, game_->player(*p).poison);
    if (rest == "energy")
      return compareInt(key, val, game_->player(*p).energy);
    if (rest == "dungeon") { // the dungeon card in p's command zone (309.2a), or null
      const Player &pl = game_->player(*p);
      const GameObject *d = pl.dungeon != kNoObject ? game_->object(pl.dungeon) : nullptr;
      std::string e = val.IsNull() ? "" : scalar(val, "dungeon"),
                  a = d && d->alive ? d->def->name : "";
      if (e != a) mismatch(key, e.empty() ? "no dungeon" : e, a.empty() ? "no dungeon" : a);
      return;
    }
    if (rest == "venture_room") { // the room p's venture marker is on (309.4)
      std::string e = val.IsNull() ? "" : scalar(val, "venture_room"),
                  a = game_->ventureRoomName(*p);
      if (e != a) mismatch(key, e.empty() ? "no room" : e, a.empty() ? "no room" : a);
      return;
    }
    if (rest == "dungeons_completed") // 309.7
      return compareInt(key, val, game_->player(*p).dungeonsCompleted);
    if (rest == "max_hand_size") // 514.1, as a vanguard modifies it (902.5b)
      return compareInt(key, val, game_->player(*p).maxHandSize);
    if (rest == "mana") {
      std::string e = val.IsNull() ? "" : scalar(val, "mana"), a = game_->player(*p).pool.toString();
      if (e != a)
        mismatch(key, e.empty() ? "no mana" : e, a.empty() ? "no mana" : a);
      return;
    }
    if (auto z = zoneNamed(rest); z && *z != Zone::Stack)
      return compareList(key, val, zoneNames(*p, *z), /*ordered=*/*z == Zone::Library);
    // player.Card Name[#n].property
    static const char *props[] = {".power", ".toughness", ".tapped", ".types", ".colors", ".abilities", ".damage",
                                  ".controller", ".loyalty", ".attacking", ".zone", ".attached_to",
                                  ".face_down", ".name", ".transformed", ".mana_value"}; // morph: 708.2a; dfc: 712.4
    std::string prop, card = rest;
    if (size_t c = rest.rfind(".counters."); c != std::string::npos) {
      prop = rest.substr(c + 1);
      card = rest.substr(0, c);
    } else {
      for (const char *pr : props) {
        std::string_view sv(pr);
        if (rest.size() > sv.size() && rest.compare(rest.size() - sv.size(), sv.size(), sv) == 0) {
          prop = std::string(sv.substr(1));
          card = rest.substr(0, rest.size() - sv.size());
          break;
        }
      }
    }
    auto v = game_->resolveName(k.substr(0, dot) + "." + card);
    if (!v || refTag(*v) != RefTag::Object) {
      if (prop.empty() || prop == "zone") {
        failedExpectation_ = k;
        failed(key, fmt::format("expectation {} failed: no object named '{}'", k, card));
      }
      failedExpectation_ = k;
      failed(key, fmt::format("expectation {} failed: {} has no object named '{}'", k, game_->player(*p).name, card));
    }
    ObjId id = ObjId(refIndex(*v));
    const GameObject *o = game_->object(id);
    Characteristics c = game_->characteristics(id);
    if (prop.empty() || prop == "zone") {
      std::string e = scalar(val, "zone");
      if (e != zoneName(o->zone))
        mismatch(key, e, zoneName(o->zone));
      return;
    }
    if (prop == "power") return compareInt(key, val, c.power);
    if (prop == "toughness") return compareInt(key, val, c.toughness);
    if (prop == "loyalty") return compareInt(key, val, c.loyalty);
    if (prop == "damage") return compareInt(key, val, o->damage);
    if (prop == "tapped") return compareBool(key, val, o->tapped);
    if (prop == "attacking") return compareBool(key, val, o->attacking);
    // --- begin morph ---
    if (prop == "face_down") return compareBool(key, val, o->faceDown); // 708
    if (prop == "transformed") return compareBool(key, val, o->transformed); // dfc: 701.28a
    if (prop == "mana_value") return compareInt(key, val, manaValue(c.manaValueCost())); // dfc: 202.3, 712.4d
    if (prop == "name") { // its name as the game sees it: none while face down (708.2a)
      std::string e = val.IsNull() ? "" : scalar(val, "name");
      if (e != c.name)
        mismatch(key, e.empty() ? "no name" : e, c.name.empty() ? "no name" : c.name);
      return;
    }
    // --- end morph ---
    if (prop == "attached_to") { // an object or player name, or "nothing"
      std::string e = scalar(val, "attached_to");
      Value a = game_->attachedTo(id);
      std::string actual = a == kNoRef ? "nothing" : game_->describe(a);
      if (e == "nothing" || e == "none") {
        if (a != kNoRef)
          mismatch(key, "nothing", actual);
        return;
      }
      auto ev = game_->resolveName(e);
      if (!ev || *ev != a)
        mismatch(key, e, actual);
      return;
    }
    if (prop == "controller") {
      std::string e = scalar(val, "controller");
      std::string a = c.controller >= 0 ? game_->player(c.controller).name : "nobody";
      if (e != a)
        mismatch(key, e, a);
      return;
    }
    if (prop.rfind("counters.", 0) == 0) {
      std::string kindName = prop.substr(9);
      for (int ck = 0; ck < kCounterKinds; ++ck)
        if (kindName == counterName(CounterKind(ck)))
          return compareInt(key, val, o->counter(CounterKind(ck)));
      bad(key, "unknown counter kind '" + kindName + "'");
    }
    if (prop == "types") {
      std::vector<std::string> actual = c.supertypes;
      for (int t = 0; t < int(CardType::Tribal) + 1; ++t) // cda: the last type
        if (t != int(CardType::Permanent) && t != int(CardType::Spell) && c.hasType(CardType(t)))
          actual.push_back(cardTypeName(CardType(t)));
      actual.insert(actual.end(), c.subtypes.begin(), c.subtypes.end());
      return compareList(key, val, actual, false, /*caseInsensitive=*/true);
    }
    if (prop == "colors") { // 105.1, 613.1e
      static constexpr const char *kColorNames[] = {
#define COLOR(Name, Spelling) Spelling,
#include "runtime/Vocabulary/Enums.def"
      };
      std::vector<std::string> actual;
      for (size_t col = 0; col < std::size(kColorNames); ++col)
        if (c.hasColor(Color(col)))
          actual.push_back(kColorNames[col]);
      return compareList(key, val, actual, false, /*caseInsensitive=*/true);
    }
    if (prop == "abilities") {
      std::vector<std::string> actual;
      constexpr int kKeywords = 0
#define KEYWORD(Name, Canonical, Rule, Parameter) +1
#include "runtime/Vocabulary/Keywords.def"
          ;
      for (int kw = 0; kw < kKeywords; ++kw)
        if (c.hasKeyword(Keyword(kw)))
          actual.push_back(keywordName(Keyword(kw)));
      return compareList(key, val, actual, false, /*caseInsensitive=*/true);
    }
    bad(key, "unknown property in '" + k + "'");
  }
};

} // namespace

ScenarioResult runScenarioText(const std::string &text, const std::string &fileName, const ScenarioOptions &options,
                               const CompileCallback &compile, std::ostream &trace) {
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception &e) {
    ScenarioResult r;
    r.malformed = true;
    r.message = e.msg;
    r.diagnostics.push_back(fmt::format("{}:{}:{}: error: {}", fileName, e.mark.line + 1, e.mark.column + 1, e.msg));
    return r;
  }
  Runner runner(fileName, options, compile, trace);
  return runner.run(root);
}

ScenarioResult runScenarioFile(const std::string &path, const ScenarioOptions &options,
                               const CompileCallback &compile, std::ostream &trace) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ScenarioResult r;
    r.malformed = true;
    r.message = "cannot read " + path;
    r.diagnostics.push_back(fmt::format("{}:1:1: error: cannot read the file", path));
    return r;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return runScenarioText(ss.str(), path, options, compile, trace);
}

} // namespace oraclec::rt
