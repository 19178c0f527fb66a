// CR 613: the layer system, as a pure function from the game state to the
// characteristics of every object. Within each layer and sublayer effects are
// applied CDAs first, then in timestamp order (613.3, 613.7), reordered by
// dependency (613.8) which is decided by probing: apply one effect to a copy
// of the current values and see whether the other's existence, affected set
// or result changes. Dependency loops fall back to timestamp order (613.8b);
// the order is re-evaluated after each application (613.8c).
#include "runtime/Game/Game.h"
#include "runtime/Game/FaceDown.h" // morph
#include "runtime/Game/Transform.h" // dfc
#include "runtime/InlineLayout.h"
#include "runtime/Vocabulary/Subtypes.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <set>
#include <tuple>

namespace oraclec::rt {

const char *layerName(Layer l) {
  static const char *names[] = {"1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"};
  return names[int(l)];
}

std::optional<Layer> layerOf(int layer, char sublayer) {
  switch (layer) {
  case 1: return sublayer == 'b' ? Layer::L1b : Layer::L1a;
  case 2: return Layer::L2;
  case 3: return Layer::L3;
  case 4: return Layer::L4;
  case 5: return Layer::L5;
  case 6: return Layer::L6;
  case 7:
    switch (sublayer) {
    case 'a': return Layer::L7a;
    case 'b': return Layer::L7b;
    case 'c': case 0: return Layer::L7c;
    case 'd': return Layer::L7d;
    default: return std::nullopt;
    }
  default: return std::nullopt;
  }
}

struct LayerSystem {
  const Game &g;
  Game &mg; // card code receives a Game*; the context is read-only
  std::vector<ObjId> field;
  std::vector<ObjId> sources; // whose static abilities apply: field and face-up command-zone cards (408.3)
  // --- begin cda ---
  // Objects outside `sources` with a characteristic-defining ability: it works
  // in every zone (604.3), so a */* card in a graveyard or hand has its value.
  std::vector<ObjId> cdaHolders;
  // --- end cda ---

  // What all the card code of this pass read (LayerTrace.h).
  mutable LayerTrace passTrace;

  explicit LayerSystem(const Game &game) : g(game), mg(const_cast<Game &>(game)) {}
  // Game's private fields JIT-compiled code reads (runtime/InlineLayout.h):
  // LayerSystem is Game's friend. offsetof on a class that is not
  // standard-layout is conditionally supported (GCC and Clang: no virtual bases).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
  static GameInlineOffsets inlineOffsets() {
    return {uint32_t(offsetof(Game, objects_)), uint32_t(offsetof(Game, version_)),
            uint32_t(offsetof(Game, viewVersion_)), uint32_t(offsetof(Game, view_)),
            uint32_t(offsetof(Game, computing_))};
  }
#pragma GCC diagnostic pop
  // --- begin copy ---
  // The last layer applied: Layer::L1b gives the copiable values (707.2).
  Layer lastLayer = Layer::L7d;
  // --- end copy ---

  PlayerId sourceController(const ContinuousEffect &e, const LayerView &v) const {
    const Characteristics *c = v.get(e.source);
    return c && c->controller != kNoPlayer ? c->controller : e.controller;
  }

  ExecContext context(const ContinuousEffect &e, LayerView &v, LayerTrace *trace = nullptr) const {
    ExecContext ctx;
    ctx.trace = trace ? trace : &passTrace;
    ctx.trace->reads |= field::Controller; // sourceController
    if (!e.def || !e.def->code || !e.def->code->opsTraced()) {
      ctx.trace->reads |= field::All;
      ctx.trace->writes |= field::All;
      ctx.trace->source = true;
    }
    ctx.game = &mg;
    ctx.source = e.source;
    ctx.controller = sourceController(e, v);
    ctx.card = e.def.get();
    ctx.layer = &v;
    ctx.readOnly = true;
    ctx.choices = e.choices; // choices: what its resolving spell or ability chose
    ctx.effectTimestamp = e.timestamp; // rules17: what it grants has it (613.7a)
    return ctx;
  }

  // "the existence of the effect" (613.8a): a static ability exists while its
  // source has its abilities.
  bool exists(const ContinuousEffect &e, const LayerView &v) const {
    if (e.fromGrant) {
      const Characteristics *c = v.get(e.source);
      return c && std::any_of(c->granted.begin(), c->granted.end(), [&](const GrantedAbility &ga) {
               return ga.def == e.def.get() && ga.index == e.grantIndex;
             });
    }
    if (!e.fromStatic)
      return true;
    const Characteristics *c = v.get(e.source);
    return c && !c->abilitiesRemoved && !c->textAbilitiesRemoved;
  }

  std::vector<ObjId> affected(const ContinuousEffect &e, LayerView &v,
                              LayerTrace *trace = nullptr) const {
    std::vector<ObjId> out;
    if (e.locked) {
      for (ObjId id : *e.locked)
        if (v.count(id) && g.isLive(id))
          out.push_back(id);
      return out;
    }
    if (e.affects == kNoFn)
      return out;
    const ExecContext proto = context(e, v, trace); // the same for every object
    for (ObjId id : field) {
      ExecContext ctx = proto;
      if (mg.callFn(e.def.get(), e.affects, ctx, g.objectRef(id)))
        out.push_back(id);
    }
    return out;
  }

  void applyTo(const ContinuousEffect &e, LayerView &v, const std::vector<ObjId> &set,
               LayerTrace *trace = nullptr) const {
    if (trace && e.nativeApply && !set.empty()) {
      trace->reads |= e.nativeReads;
      trace->writes |= e.nativeWrites;
    }
    if (set.empty() || (!e.nativeApply && e.apply == kNoFn)) return;
    // One context for every object (as in affected), not one per call.
    const ExecContext proto = e.nativeApply ? ExecContext{} : context(e, v, trace);
    for (ObjId id : set) {
      if (e.nativeApply) {
        if (trace && trace->undo)
          trace->undo->save(id, v[id]);
        e.nativeApply(v[id]);
      } else {
        ExecContext ctx = proto;
        mg.callFn(e.def.get(), e.apply, ctx, g.objectRef(id));
      }
    }
  }

  struct Probe {
    bool exists = false;
    std::vector<ObjId> set;
    LayerView after;
    LayerTrace trace; // what the effect read and wrote (LayerTrace.h)
  };
  Probe probe(const ContinuousEffect &e, const LayerView &v) const {
    Probe p;
    p.after = v;
    if (e.fromStatic) p.trace.reads |= field::Abilities; // exists()
    p.exists = exists(e, v);
    if (p.exists) {
      p.set = affected(e, p.after, &p.trace);
      applyTo(e, p.after, p.set, &p.trace);
    }
    passTrace.reads |= p.trace.reads; // for Game::touchStatus, as untraced calls do
    return p;
  }

  // Does the change an effect made to one object differ between two starting points?
  static bool sameNumber(int b1, int a1, int b2, int a2) { return a1 - b1 == a2 - b2 || a1 == a2; }
  template <class T> static bool sameValue(const T &b1, const T &a1, const T &b2, const T &a2) {
    return a1 == a2 || (a1 == b1 && a2 == b2);
  }
  template <class Bits> static bool sameBits(Bits b1, Bits a1, Bits b2, Bits a2) {
    Bits changed = (b1 ^ a1) | (b2 ^ a2);
    return (a1 & changed) == (a2 & changed);
  }
  static bool sameStrings(const std::vector<std::string> &b1, const std::vector<std::string> &a1,
                          const std::vector<std::string> &b2, const std::vector<std::string> &a2) {
    std::set<std::string> all(b1.begin(), b1.end());
    all.insert(a1.begin(), a1.end());
    all.insert(b2.begin(), b2.end());
    all.insert(a2.begin(), a2.end());
    auto has = [](const std::vector<std::string> &v, const std::string &s) {
      return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (const std::string &s : all) {
      bool changed = has(b1, s) != has(a1, s) || has(b2, s) != has(a2, s);
      if (changed && has(a1, s) != has(a2, s))
        return false;
    }
    return true;
  }
  static bool sameChange(const Characteristics &b1, const Characteristics &a1, const Characteristics &b2,
                         const Characteristics &a2) {
    return sameValue(b1.name, a1.name, b2.name, a2.name) && sameValue(b1.def, a1.def, b2.def, a2.def) &&
           sameValue(b1.manaCost, a1.manaCost, b2.manaCost, a2.manaCost) &&
           sameBits(b1.types, a1.types, b2.types, a2.types) &&
           sameStrings(b1.subtypes, a1.subtypes, b2.subtypes, a2.subtypes) &&
           sameStrings(b1.supertypes, a1.supertypes, b2.supertypes, a2.supertypes) &&
           sameBits(b1.colors, a1.colors, b2.colors, a2.colors) &&
           sameValue(b1.hasPT, a1.hasPT, b2.hasPT, a2.hasPT) &&
           sameNumber(b1.power, a1.power, b2.power, a2.power) &&
           sameNumber(b1.toughness, a1.toughness, b2.toughness, a2.toughness) &&
           sameNumber(b1.loyalty, a1.loyalty, b2.loyalty, a2.loyalty) &&
           sameBits(b1.keywords, a1.keywords, b2.keywords, a2.keywords) &&
           sameValue(b1.abilitiesRemoved, a1.abilitiesRemoved, b2.abilitiesRemoved, a2.abilitiesRemoved) &&
           sameValue(b1.textAbilitiesRemoved, a1.textAbilitiesRemoved, b2.textAbilitiesRemoved, a2.textAbilitiesRemoved) &&
           sameValue(b1.controller, a1.controller, b2.controller, a2.controller);
  }

  // 613.8a: does `a` depend on `b` in the current values `v`? `alone` and
  // `bFirst` are a and b probed on `v`, made once per pick for all pairs.
  bool dependsOn(const ContinuousEffect &a, const ContinuousEffect &b, const LayerView &v,
                 const Probe &alone, const Probe &bFirst) const {
    if (a.cda != b.cda) // 613.8a(c)
      return false;
    // --- begin speed2 ---
    // b cannot change what a does if it writes nothing a read: a, run on
    // values that differ only in fields it did not read, reads the same
    // values, decides the same and writes the same (the criterion of
    // applyIndependent, here per pair).
    if (!(alone.trace.reads & bFirst.trace.writes)) return false;
    // --- end speed2 ---
    Probe after = probe(a, bFirst.after);
    if (alone.exists != after.exists || alone.set != after.set)
      return true;
    for (ObjId id : alone.set)
      if (!sameChange(v.at(id), alone.after.at(id), bFirst.after.at(id), after.after.at(id)))
        return true;
    return false;
  }

  static bool before(const ContinuousEffect &a, const ContinuousEffect &b) {
    if (a.cda != b.cda)
      return a.cda; // 613.3: CDAs first
    if (a.timestamp != b.timestamp)
      return a.timestamp < b.timestamp;
    return a.order < b.order;
  }

  // 613.8 without probing: applies the effects in the order 613.3 and 613.7
  // give, tracing what each one reads and writes (LayerTrace.h). If no effect
  // read a field another one writes, none depends on another (613.8a: applying
  // one cannot change another's existence, what it applies to or what it does
  // to them), so that order is the one the probes would choose, and each
  // effect's existence and set, decided on the values the layer starts with,
  // are what they would be when it applies. Otherwise returns false with `v`
  // as it was, for the probing order.
  bool applyIndependent(const std::vector<ContinuousEffect> &pending, LayerView &v) const {
    const size_t n = pending.size();
    LayerUndo undo; // what the effects overwrite, instead of a copy of the view
    undo.has.resize(size_t(g.nextObject_), false); // ids are below it: no growing
    const size_t errorsBefore = g.errors.size();
    std::vector<LayerTrace> traces(n);
    for (LayerTrace &t : traces)
      t.undo = &undo;
    std::vector<std::vector<ObjId>> sets(n);
    std::vector<char> live(n, 0);
    // --- begin speed2 ---
    // Every set is decided on the values the layer starts with, so effects of
    // one definition, function and controller whose predicate did not read
    // its source (LayerTrace::source) have the same set: computed once.
    std::vector<LayerTrace> affectsTraces(n);
    for (LayerTrace &t : affectsTraces)
      t.undo = &undo;
    for (size_t i = 0; i < n; ++i) {
      if (pending[i].fromStatic || pending[i].fromGrant)
        traces[i].reads |= field::Abilities; // exists()
      live[i] = exists(pending[i], v);
      if (!live[i]) continue;
      const ContinuousEffect &e = pending[i];
      size_t same = i;
      if (!e.locked && e.affects != kNoFn)
        for (size_t j = 0; j < i && same == i; ++j)
          if (live[j] && !affectsTraces[j].source && !pending[j].locked &&
              pending[j].def == e.def && pending[j].affects == e.affects &&
              sourceController(pending[j], v) == sourceController(e, v))
            same = j;
      if (same != i) {
        sets[i] = sets[same];
        affectsTraces[i] = affectsTraces[same];
      } else {
        sets[i] = affected(e, v, &affectsTraces[i]);
      }
      traces[i].reads |= affectsTraces[i].reads;
      traces[i].writes |= affectsTraces[i].writes;
    }
    // --- end speed2 ---
    for (size_t i = 0; i < n; ++i)
      if (live[i]) applyTo(pending[i], v, sets[i], &traces[i]);
    for (size_t i = 0; i < n; ++i)
      for (size_t j = 0; j < n; ++j)
        if (i != j && (traces[i].reads & traces[j].writes)) {
          for (auto &[id, c] : undo.saved)
            v[id] = std::move(c);
          mg.errors.resize(errorsBefore); // the probing order runs the same code again
          return false;
        }
    for (const LayerTrace &t : traces)
      passTrace.reads |= t.reads;
    return true;
  }

  // Does an effect of `pending` belong to a card with a quoted static ability of
  // layer 6 to give ('Enchanted Equipment has "Equipped creature has flying."')?
  static bool grantsLayer6Statics(const std::vector<ContinuousEffect> &pending) {
    return std::any_of(pending.begin(), pending.end(), [](const ContinuousEffect &e) {
      return e.def &&
             std::any_of(e.def->abilities.begin(), e.def->abilities.end(),
                         [](const AbilityDescriptor &a) {
                           return a.grantOnly && a.kind == AbilityKind::Static &&
                                  layerOf(a.continuous.layer, a.continuous.sublayer) == Layer::L6;
                         });
    });
  }

  // 613.7a example (Rune of Flight): a static ability given in layer 6 that itself
  // gives or takes abilities. Its effect exists once the granting effect has applied
  // (613.8a), so it joins the pending effects then, with its own timestamp, the later
  // of its object's and the granting effect's, never earlier than the effect being
  // applied: the timestamp order of what is left stays right.
  void joinGrantedLayer6(std::vector<ContinuousEffect> &pending, const LayerView &v,
                         std::set<std::tuple<ObjId, const CardDefinition *, int>> &joined) const {
    bool added = false;
    for (ObjId id : field)
      if (const Characteristics *c = v.get(id))
        for (const GrantedAbility &ga : c->granted)
          if (auto e = grantedEffect(id, *c, ga, Layer::L6);
              e && joined.insert({id, ga.def, ga.index}).second) {
            pending.push_back(std::move(*e));
            added = true;
          }
    if (added) std::stable_sort(pending.begin(), pending.end(), before);
  }

  void applyLayer(std::vector<ContinuousEffect> pending, LayerView &v) const {
    std::sort(pending.begin(), pending.end(), before);
    const bool grants =
        !pending.empty() && pending.front().layer == Layer::L6 && grantsLayer6Statics(pending);
    if (!grants && pending.size() > 1 && applyIndependent(pending, v)) return;
    std::set<std::tuple<ObjId, const CardDefinition *, int>> joined;
    while (!pending.empty()) {
      size_t n = pending.size(), pick = 0;
      if (n > 1) {
        // dep[i][j]: i depends on j; reach: transitive closure, to find loops.
        std::vector<std::vector<bool>> reach(n, std::vector<bool>(n, false));
        std::vector<Probe> alone; // --- speed2: each effect probed once per pick, not per pair
        alone.reserve(n);
        for (size_t i = 0; i < n; ++i)
          alone.push_back(probe(pending[i], v));
        for (size_t i = 0; i < n; ++i)
          for (size_t j = 0; j < n; ++j)
            if (i != j) reach[i][j] = dependsOn(pending[i], pending[j], v, alone[i], alone[j]);
        auto dep = reach;
        for (size_t k = 0; k < n; ++k)
          for (size_t i = 0; i < n; ++i)
            for (size_t j = 0; j < n; ++j)
              if (reach[i][k] && reach[k][j])
                reach[i][j] = true;
        // Ready: every effect it depends on is in a loop with it (613.8b).
        bool found = false;
        for (size_t i = 0; i < n && !found; ++i) {
          bool ready = true;
          for (size_t j = 0; j < n; ++j)
            if (dep[i][j] && !reach[j][i])
              ready = false;
          if (ready) {
            pick = i;
            found = true;
          }
        }
        if (pick != 0)
          g.note(std::string("layer ") + layerName(pending[pick].layer) + ": " + pending[pick].description +
                 " applies first by dependency (613.8)");
      }
      ContinuousEffect e = std::move(pending[pick]);
      pending.erase(pending.begin() + long(pick));
      if (!exists(e, v))
        continue;
      std::vector<ObjId> set = affected(e, v);
      applyTo(e, v, set);
      if (grants) joinGrantedLayer6(pending, v, joined);
    }
  }

  // The effect of static ability `ga` that object `id` was given (613.1f), if it
  // applies in `layer`. One given is never characteristic-defining (604.3a: not
  // printed on the object), so "This creature's power and toughness are each equal
  // to ..." sets them in 7b, not 7a (613.6, example 4). Its timestamp is the later of
  // its object's and the granting effect's (613.7a); with the same timestamp it
  // applies after the object's own abilities, so when the object gets a new one
  // (613.7e) their relative order stays the same (613.7a example).
  std::optional<ContinuousEffect> grantedEffect(ObjId id, const Characteristics &c,
                                                const GrantedAbility &ga, Layer layer) const {
    const GameObject *o = g.object(id);
    const AbilityDescriptor &a = ga.def->abilities[size_t(ga.index)];
    auto l = layerOf(a.continuous.layer, a.continuous.sublayer);
    if (!o || a.kind != AbilityKind::Static || !l) return std::nullopt;
    if (*l == Layer::L7a && a.continuous.characteristicDefining) l = Layer::L7b;
    if (*l != layer) return std::nullopt;
    ContinuousEffect e;
    e.layer = layer;
    e.cda = false;
    e.timestamp = std::max<Timestamp>(o->timestamp, ga.timestamp);
    e.order = kGrantedOrder + ga.index;
    e.source = id;
    e.controller = c.controller;
    e.fromGrant = true;
    e.grantIndex = ga.index;
    e.duration = Duration::WhileSource;
    e.def = g.definitionHandle(ga.def);
    if (!e.def) return std::nullopt;
    if (a.continuous.affects != kNoFn)
      e.affects =
          a.continuous.affects; // "Equipped creature ...": what the object that has it equips
    else
      e.locked = std::vector<ObjId>{id}; // "this creature": the object that has it
    e.apply = a.continuous.apply;
    e.description = c.name + ": granted " + (a.text.empty() ? "static ability" : a.text);
    return e;
  }
  static constexpr int kGrantedOrder = 1 << 20; // after any printed ability's index

  std::vector<ContinuousEffect> staticsIn(Layer layer, const LayerView &v) const {
    std::vector<ContinuousEffect> out;
    for (ObjId id : sources) {
      const Characteristics &c = v.at(id);
      if (!c.def || c.abilitiesRemoved || c.textAbilitiesRemoved)
        continue;
      const GameObject *o = g.object(id);
      for (size_t i = 0; i < c.def->abilities.size(); ++i) {
        const AbilityDescriptor &a = c.def->abilities[i];
        if (a.kind != AbilityKind::Static || a.grantOnly) // a quoted ability it gives, not its own
          continue;
        auto l = layerOf(a.continuous.layer, a.continuous.sublayer);
        if (!l || *l != layer)
          continue;
        ContinuousEffect e;
        e.layer = layer;
        e.cda = a.continuous.characteristicDefining || layer == Layer::L7a;
        e.timestamp = o->timestamp; // 613.7a
        e.order = int(i);
        e.source = id;
        e.controller = c.controller;
        e.fromStatic = true;
        e.duration = Duration::WhileSource;
        e.def = c.def;
        e.affects = a.continuous.affects;
        e.apply = a.continuous.apply;
        e.description = c.name + ": " + (a.text.empty() ? "static ability" : a.text);
        out.push_back(std::move(e));
      }
    }
    // rules17: static abilities an effect granted (613.1f) generate effects in layers 7a-7d
    // once layer 6 has given them (those of layer 6 join it as they are given:
    // joinGrantedLayer6). Lower.cpp gives no static ability of an earlier layer.
    if (layer >= Layer::L7a)
      for (ObjId id : field)
        if (const Characteristics *c = v.get(id))
          for (const GrantedAbility &ga : c->granted)
            if (auto e = grantedEffect(id, *c, ga, layer)) out.push_back(std::move(*e));
    // --- begin cda ---
    for (ObjId id : cdaHolders) { // 604.3: only its characteristic-defining abilities, on itself
      const Characteristics &c = v.at(id);
      if (!c.def || c.abilitiesRemoved || c.textAbilitiesRemoved) continue;
      for (size_t i = 0; i < c.def->abilities.size(); ++i) {
        const AbilityDescriptor &a = c.def->abilities[i];
        auto l = layerOf(a.continuous.layer, a.continuous.sublayer);
        if (a.kind != AbilityKind::Static || a.grantOnly || !a.continuous.characteristicDefining ||
            !l || *l != layer)
          continue;
        ContinuousEffect e;
        e.layer = layer;
        e.cda = true;
        e.timestamp = g.object(id)->timestamp;
        e.order = int(i);
        e.source = id;
        e.controller = c.controller;
        e.fromStatic = true;
        e.duration = Duration::WhileSource;
        e.def = c.def;
        e.locked = std::vector<ObjId>{id};
        e.apply = a.continuous.apply;
        e.description = c.name + ": " + (a.text.empty() ? "static ability" : a.text);
        out.push_back(std::move(e));
      }
    }
    // --- end cda ---
    return out;
  }

  // --- begin cda ---
  void findCdaHolders() {
    for (const auto &[id, o] : g.objects_) {
      if (!o.alive || !o.def || o.faceDown || o.zone == Zone::Battlefield ||
          std::binary_search(sources.begin(), sources.end(), id))
        continue;
      if (std::any_of(o.def->abilities.begin(), o.def->abilities.end(),
                      [](const AbilityDescriptor &a) {
                        return a.kind == AbilityKind::Static && a.continuous.characteristicDefining;
                      }))
        cdaHolders.push_back(id);
    }
  }
  // --- end cda ---

  static std::optional<ContinuousEffect> changelingEffect(const LayerView &v) {
    std::vector<ObjId> changelings;
    for (const auto &[id, c] : v)
      if (c.hasKeyword(Keyword::Changeling))
        changelings.push_back(id);
    if (changelings.empty())
      return std::nullopt;
    ContinuousEffect e;
    e.layer = Layer::L4;
    e.cda = true;
    e.locked = std::move(changelings);
    e.nativeApply = [](Characteristics &c) {
      for (const vocab::SubtypeEntry &s : vocab::kSubtypes)
        if (s.category == vocab::SubtypeCategory::Creature && !c.hasSubtype(std::string(s.spelling)))
          c.subtypes.emplace_back(s.spelling);
    };
    e.nativeReads = field::Subtypes;
    e.nativeWrites = field::Subtypes;
    e.description = "changeling";
    return e;
  }

  std::shared_ptr<const LayerView> run() const {
    auto view = std::make_shared<LayerView>();
    LayerView &v = *view;
    v.reserve(size_t(g.nextObject_)); // --- speed2: no growing one id at a time
    for (const auto &[id, o] : g.objects_) {
      if (!o.alive)
        continue;
      PlayerId controller = (o.zone == Zone::Battlefield || o.zone == Zone::Stack) ? o.controller : o.owner;
      if (o.zone == Zone::Command && o.def && // 310.5, 311.4: the planar controller is the active player
          std::any_of(o.def->types.begin(), o.def->types.end(),
                      [](CardType t) { return t == CardType::Plane || t == CardType::Phenomenon; }))
        controller = g.active_;
      v[id] = upFaceCharacteristics(o, controller); // --- dfc --- 712.4c-d
      // --- begin morph ---
      // 708.2a: the face-down values are its copiable values, which a copy
      // effect in layer 1a copies (707.2); layer 1b sets them again below.
      if (isFaceDownObject(o))
        v[id] = printedCharacteristics(faceDownDefinition(), controller);
      // --- end morph ---
    }
    for (int l = 0; l < kLayerCount; ++l) {
      Layer layer = Layer(l);
      std::vector<ContinuousEffect> pending = staticsIn(layer, v);
      for (const ContinuousEffect &e : g.effects_)
        if (e.layer == layer)
          pending.push_back(e);
      if (layer == Layer::L5) { // 702.114a devoid: a CDA, "this object is colorless" (604.3: in every zone)
        std::vector<ObjId> devoid;
        for (const auto &[id, c] : v)
          if (c.hasKeyword(Keyword::Devoid))
            devoid.push_back(id);
        if (!devoid.empty()) {
          ContinuousEffect e;
          e.layer = layer;
          e.cda = true;
          e.locked = std::move(devoid);
          e.nativeApply = [](Characteristics &c) { c.colors = 0; };
          e.nativeReads = 0;
          e.nativeWrites = field::Colors;
          e.description = "devoid";
          pending.push_back(std::move(e));
        }
      }
      // --- begin copy ---
      if (layer == Layer::L1a) // 707.5, 111.2: entered as a copy / a token that's a copy
        for (ObjId id : field)
          if (const GameObject *o = g.object(id); o && o->chosen.copyOf) {
            ContinuousEffect e;
            e.layer = layer;
            e.timestamp = o->timestamp;
            e.source = id;
            e.locked = std::vector<ObjId>{id};
            e.nativeApply = [copy = o->chosen.copyOf](Characteristics &c) {
              PlayerId controller = c.controller; // layer 2 is not copied
              c = *copy;
              c.controller = controller;
            };
            e.description = "copy of " + o->chosen.copyOf->name;
            pending.push_back(std::move(e));
          }
      // --- end copy ---
      if (layer == Layer::L4) // --- keywords7 --- 702.103b (CastKeywords.cpp)
        for (ContinuousEffect &e : g.bestowEffects(field))
          pending.push_back(std::move(e));
      if (layer == Layer::L4) // 702.73a changeling: a CDA, "this object is every creature type" (604.3)
        if (auto e = changelingEffect(v))
          pending.push_back(std::move(*e));
      if (layer == Layer::L7c) { // counters (613.4c)
        for (ObjId id : field) {
          const GameObject *o = g.object(id);
          int plus = o->counter(CounterKind::PlusOnePlusOne) - o->counter(CounterKind::MinusOneMinusOne);
          if (plus == 0)
            continue;
          ContinuousEffect e;
          e.layer = layer;
          e.timestamp = o->countersTimestamp;
          e.source = id;
          e.locked = std::vector<ObjId>{id};
          e.nativeApply = [plus](Characteristics &c) {
            c.power += plus;
            c.toughness += plus;
          };
          e.nativeReads = 0;
          e.nativeWrites = field::PT;
          e.description = "counters";
          pending.push_back(std::move(e));
        }
      }
      applyLayer(std::move(pending), v);
      // --- begin morph ---
      // 613.2b, 708.10: a face-down object that copies something stays a face-down 2/2.
      if (layer == Layer::L1b)
        for (auto &[id, c] : v)
          if (const GameObject *o = g.object(id); o && isFaceDownObject(*o))
            c = printedCharacteristics(faceDownDefinition(), c.controller);
      // --- end morph ---
      if (layer == lastLayer) break; // copy
    }
    // Loyalty on the battlefield is the number of loyalty counters (306.5b).
    for (ObjId id : field)
      if (v[id].hasType(CardType::Planeswalker))
        v[id].loyalty = g.object(id)->counter(CounterKind::Loyalty);
    return view;
  }
};

// --- begin copy ---
Characteristics Game::copiableValues(ObjId id) const {
  const GameObject *o = object(id);
  if (o && !o->alive) { // 608.2h: as it last existed; its copiable values, not its last characteristics
    if (o->chosen.copyOf) {
      Characteristics c = *o->chosen.copyOf;
      c.controller = o->lki ? o->lki->controller : o->owner;
      return c;
    }
    return isFaceDownObject(*o) ? printedCharacteristics(faceDownDefinition(), o->owner)
                                : upFaceCharacteristics(*o, o->owner); // --- dfc ---
  }
  if (!o || computing_)
    return characteristics(id);
  LayerSystem ls(*this);
  ls.field = battlefield();
  ls.sources = abilitySources();
  ls.findCdaHolders();
  ls.lastLayer = Layer::L1b;
  computing_ = true;
  auto v = ls.run();
  computing_ = false;
  const Characteristics *c = v->get(id);
  return c ? *c : characteristics(id);
}
// --- end copy ---

std::shared_ptr<const LayerView> Game::computeCharacteristics() const {
  bool readsGame = false;
  return computeCharacteristics(readsGame);
}

std::shared_ptr<const LayerView> Game::computeCharacteristics(bool &readsGame) const {
  LayerSystem ls(*this);
  ls.field = battlefield();
  ls.sources = abilitySources();
  ls.findCdaHolders(); // cda
  computing_ = true;
  auto v = ls.run();
  computing_ = false;
  readsGame = (ls.passTrace.reads & ~field::ViewFields) != 0;
  return v;
}

void Game::ensureView() const {
  if (viewVersion_ != version_ || !view_) {
    view_ = computeCharacteristics(viewReadsGame_);
    viewVersion_ = version_;
  }
}

std::shared_ptr<const LayerView> Game::layerView() const {
  if (computing_) return nullptr;
  ensureView();
  return view_;
}

const Characteristics *Game::viewed(ObjId id) const {
  const GameObject *o = object(id);
  if (computing_ || !o || !o->alive) return nullptr;
  ensureView();
  auto it = view_->find(id);
  return it == view_->end() ? nullptr : &it->second;
}

const Characteristics &Game::characteristicsIn(const std::shared_ptr<const LayerView> &view,
                                               ObjId id, Characteristics &scratch) const {
  const GameObject *o = object(id);
  if (view && o && o->alive && !computing_)
    if (auto it = view->find(id); it != view->end()) return it->second;
  scratch = characteristics(id);
  return scratch;
}

const std::vector<ObjId> &Game::triggerSources() const {
  if (!computing_) {
    ensureView();
    if (indexVersion_ != viewVersion_) {
      triggerSources_.clear();
      replacementSources_.clear();
      for (ObjId id : abilitySources()) {
        Characteristics scratch;
        const Characteristics &c = characteristicsIn(view_, id, scratch);
        for (const AbilitySlot &slot : abilitiesOf(c))
          if (slot.descriptor().kind == AbilityKind::Triggered) {
            triggerSources_.push_back(id);
            break;
          }
      }
      for (ObjId id : battlefield()) {
        Characteristics scratch;
        const Characteristics &c = characteristicsIn(view_, id, scratch);
        if (c.def && !c.abilitiesRemoved && !c.textAbilitiesRemoved &&
            std::any_of(
                c.def->abilities.begin(), c.def->abilities.end(),
                [](const AbilityDescriptor &a) { return a.kind == AbilityKind::Replacement; }))
          replacementSources_.push_back(id);
      }
      indexVersion_ = viewVersion_;
    }
  }
  return triggerSources_;
}

const std::vector<ObjId> &Game::replacementSources() const {
  triggerSources(); // both lists are made together
  return replacementSources_;
}

Characteristics Game::characteristics(ObjId id) const {
  const GameObject *o = object(id);
  if (!o)
    return {};
  if (!o->alive)
    return o->lki ? *o->lki : printedCharacteristics(o->def, o->owner);
  if (computing_) // a query outside the layer view while computing: printed values (face down: 708.2a)
  {
    PlayerId controller = o->zone == Zone::Battlefield ? o->controller : o->owner;
    return isFaceDownObject(*o) ? printedCharacteristics(faceDownDefinition(), controller)
                                : upFaceCharacteristics(*o, controller); // --- dfc ---
  }
  ensureView();
  auto it = view_->find(id);
  return it == view_->end() ? printedCharacteristics(o->def, o->owner) : it->second;
}

GameInlineOffsets gameInlineOffsets() {
  return LayerSystem::inlineOffsets();
}

} // namespace oraclec::rt
