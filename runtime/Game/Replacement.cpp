// CR 614-616: events that can be replaced are proposed, modified by every
// applicable replacement and prevention effect (each at most once: the event
// carries its lineage, 614.5), then performed. With several candidates the
// affected player or the controller of the affected object chooses (616.1):
// copy effects first (616.1c), then any of them (616.1e), the process repeated
// with what is applicable after each one (616.1f). Without an answer an
// entering permanent's own effects apply first, then the earliest timestamp
// (docs/decisions.md).
#include "runtime/Game/Game.h"

#include <algorithm>
#include <fmt/format.h>

namespace oraclec::rt {

namespace {
struct Candidate {
  std::string key;
  ObjId source = kNoObject;
  std::shared_ptr<const CardDefinition> def;
  int ability = -1;
  PlayerId controller = kNoPlayer;
  bool self = false;
  Timestamp timestamp = 0;
  size_t shield = SIZE_MAX;
  std::string name;
  size_t prevention = SIZE_MAX; // index into preventions_
  bool exileInstead = false;    // dmg2: an ExileInsteadEffect (614.1a)
  size_t redirect = SIZE_MAX;   // dmg2: index into redirects_ (614.9)
  bool copy = false;            // rules15: an "enter as a copy" effect (616.1c)
};
} // namespace

// --- begin rules16 ---
// 614.12: to decide which replacement effects apply to a permanent entering the
// battlefield, the game checks it as it would exist there: with the continuous
// effects that would apply to it on the battlefield, not those of the zone it
// leaves ("Cards in graveyards lose all abilities" does not stop a card returned
// from a graveyard from entering tapped). Computed by putting the object on the
// battlefield for the layer pass only; nothing else sees the change.
// (A function of this file, not a member: it uses only Game's public interface.)
static Characteristics characteristicsAsEntering(Game &game, ObjId id) {
  GameObject *o = game.object(id);
  if (!o || o->zone == Zone::Battlefield) return game.characteristics(id);
  const Zone was = o->zone;
  const PlayerId controller = o->controller;
  o->zone = Zone::Battlefield;
  if (o->controller == kNoPlayer) o->controller = o->owner;
  game.touch();
  Characteristics c = game.characteristics(id);
  o = game.object(id);
  o->zone = was;
  o->controller = controller;
  game.touch();
  return c;
}
// --- end rules16 ---

void Game::replace(ProposedEvent &ev) {
  // rules16: of ev.object, as it would exist on the battlefield
  std::optional<Characteristics> entering;
  for (int guard = 0; guard < 64 && !ev.cancelled; ++guard) {
    std::vector<Candidate> candidates;
    Value subject = ev.object != kNoObject ? objectRef(ev.object) : playerRef(ev.player);
    // Permanents with a replacement ability: the others have no candidate.
    std::vector<ObjId> sources = replacementSources();
    // 614.12: replacement effects that modify how a permanent enters the
    // battlefield apply from the entering object itself (its own abilities).
    if (ev.kind == ReplacedEvent::ZoneChange && ev.to == Zone::Battlefield && ev.from != Zone::Battlefield &&
        isLive(ev.object))
      sources.push_back(ev.object);
    for (ObjId id : sources) {
      // rules16: the entering object as it would exist on the battlefield (614.12)
      const bool enteringSelf = id == ev.object && ev.kind == ReplacedEvent::ZoneChange &&
                                ev.to == Zone::Battlefield && ev.from != Zone::Battlefield;
      if (enteringSelf && !entering) entering = characteristicsAsEntering(*this, id);
      Characteristics c = enteringSelf ? *entering : characteristics(id);
      // --- begin copy ---
      // 707.5: an object entering as a copy has the copied "enters" replacement
      // abilities as it enters (keys of its own, not its printed abilities').
      const bool asCopy = id == ev.object && ev.chosen.copyOf && ev.to == Zone::Battlefield;
      if (asCopy) {
        PlayerId controller = c.controller;
        c = *ev.chosen.copyOf;
        c.controller = controller;
      }
      // --- end copy ---
      if (!c.def || c.abilitiesRemoved || c.textAbilitiesRemoved)
        continue;
      for (size_t i = 0; i < c.def->abilities.size(); ++i) {
        const AbilityDescriptor &a = c.def->abilities[i];
        if (a.kind != AbilityKind::Replacement || a.replacement.event != ev.kind)
          continue;
        // 614.12: of the entering object's own abilities only those about how it
        // enters apply ("Permanents enter the battlefield tapped" does not affect itself).
        if (id == ev.object && ev.kind == ReplacedEvent::ZoneChange && ev.from != Zone::Battlefield &&
            !a.replacement.selfReplacement)
          continue;
        std::string key = fmt::format("{}{}:{}", asCopy ? "c" : "r", id, i); // copy
        if (std::find(ev.applied.begin(), ev.applied.end(), key) != ev.applied.end() || // 614.5
            std::find(replacing_.begin(), replacing_.end(), key) != replacing_.end())
          continue;
        ExecContext ctx = contextFor(id, c.controller, c.def.get());
        ctx.event = &ev;
        ctx.eventObject = subject;
        ctx.readOnly = true;
        if (a.replacement.matches != kNoFn && !callFn(c.def.get(), a.replacement.matches, ctx, subject))
          continue;
        candidates.push_back({key, id, c.def, int(i), c.controller, a.replacement.selfReplacement,
                              object(id)->timestamp, SIZE_MAX, c.name});
        candidates.back().copy = a.replacement.copyEffect; // rules15

      }
    }
    if (ev.kind == ReplacedEvent::Damage) // 615: prevention shields
      for (size_t s = 0; s < shields_.size(); ++s) {
        const PreventionShield &sh = shields_[s];
        std::string key = fmt::format("p{}", sh.id);
        if (sh.remaining <= 0 || sh.recipient != subject ||
            std::find(ev.applied.begin(), ev.applied.end(), key) != ev.applied.end())
          continue;
        const GameObject *src = object(sh.source);
        candidates.push_back({key, sh.source, nullptr, -1, kNoPlayer, false, sh.timestamp, s,
                              src && src->def ? src->def->name : "prevention"});
      }
    if (ev.kind == ReplacedEvent::Damage) // 615.1: "prevent all damage ... this turn"
      for (size_t s = 0; s < preventions_.size(); ++s) {
        const PreventionEffect &pe = preventions_[s];
        std::string key = fmt::format("q{}", pe.id);
        if (std::find(ev.applied.begin(), ev.applied.end(), key) != ev.applied.end())
          continue;
        // --- begin prevent ---
        if (pe.used || (pe.once && pe.chosenSource != ev.source))
          continue;
        // --- end prevent ---
        if (pe.mode != 0) {
          std::vector<Value> locked = expand(pe.locked);
          auto in = [&](Value v) { return std::find(locked.begin(), locked.end(), v) != locked.end(); };
          bool to = (pe.mode & 1) && in(subject), by = (pe.mode & 2) && in(objectRef(ev.source));
          if (!to && !by)
            continue;
        }
        if (pe.match != kNoFn) {
          ExecContext ctx = contextFor(pe.source, pe.controller, pe.def.get());
          ctx.event = &ev;
          ctx.eventObject = subject;
          ctx.readOnly = true;
          if (!callFn(pe.def.get(), pe.match, ctx, subject))
            continue;
        }
        Candidate c{key, pe.source, nullptr, -1, kNoPlayer, false, pe.timestamp, SIZE_MAX,
                    pe.def ? pe.def->name : "prevention"};
        c.prevention = s;
        candidates.push_back(std::move(c));
      }
    // --- begin dmg2 ---
    // "If a creature dealt damage this way would die this turn, exile it instead" (614.1a).
    if (ev.kind == ReplacedEvent::ZoneChange && ev.from == Zone::Battlefield &&
        ev.to == Zone::Graveyard)
      for (const ExileInsteadEffect &x : exileInstead_) {
        std::string key = fmt::format("x{}", x.id);
        if (x.object != ev.object ||
            std::find(ev.applied.begin(), ev.applied.end(), key) != ev.applied.end())
          continue;
        Candidate c{key, x.source, nullptr, -1, kNoPlayer, false, x.timestamp, SIZE_MAX, x.name};
        c.exileInstead = true;
        candidates.push_back(std::move(c));
      }
    if (ev.kind == ReplacedEvent::Damage) // "... this turn is dealt to X instead" (614.9)
      for (size_t s = 0; s < redirects_.size(); ++s) {
        const RedirectShield &r = redirects_[s];
        std::string key = fmt::format("d{}", r.id);
        if (r.remaining == 0 || r.from != subject ||
            std::find(ev.applied.begin(), ev.applied.end(), key) != ev.applied.end())
          continue;
        Candidate c{key, r.source, nullptr, -1, kNoPlayer, false, r.timestamp, SIZE_MAX, r.name};
        c.redirect = s;
        candidates.push_back(std::move(c));
      }
    // --- end dmg2 ---
    if (candidates.empty())
      return;
    // --- begin rules15 ---
    // 616.1c: an effect that makes the object enter as a copy must be chosen
    // before the others (the runtime has no 614.15 self-replacement among these
    // candidates, 616.1a, and no control-changing entering effect, 616.1b).
    // "Enters tapped / with counters" of the object itself is not a 614.15
    // self-replacement: any applicable one may be chosen (616.1e); by default
    // the entering object's own effects come first, then timestamp order.
    if (std::any_of(candidates.begin(), candidates.end(), [](const Candidate &c) { return c.copy; }))
      candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                      [](const Candidate &c) { return !c.copy; }),
                       candidates.end()); // 616.1c
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
      return a.self != b.self ? a.self : a.timestamp < b.timestamp;
    });
    // --- end rules15 ---
    size_t pick = 0;
    if (candidates.size() > 1) { // 616.1: the affected player / controller of the affected object
      PlayerId chooser = ev.object != kNoObject ? controllerOf(ev.object) : ev.player;
      if (auto answer = takeAnswer(chooser); answer && !answer->empty()) {
        for (size_t i = 0; i < candidates.size(); ++i)
          if (candidates[i].name == (*answer)[0] || resolveName((*answer)[0]) == objectRef(candidates[i].source)) {
            pick = i;
            break;
          }
      }
      note(fmt::format("{} chooses to apply {} first (CR 616.1)",
                       chooser >= 0 ? player(chooser).name : "the game", candidates[pick].name));
    }
    Candidate &c = candidates[pick];
    ev.applied.push_back(c.key);
    if (c.shield != SIZE_MAX) {
      PreventionShield &sh = shields_[c.shield];
      int n = std::min(sh.remaining, ev.amount);
      sh.remaining -= n;
      ev.amount -= n;
      touchStatus();
      note(fmt::format("{} damage to {} is prevented (CR 615.7)", n, describe(subject)));
      if (ev.amount <= 0)
        ev.cancelled = true;
      continue;
    }
    if (c.prevention != SIZE_MAX) {
      note(fmt::format("{}: {} damage to {} is prevented (CR 615.1)", c.name, ev.amount, describe(subject)));
      // --- begin prevent ---
      if (preventions_[c.prevention].once) { // a shield used up by one event (615.7)
        preventions_[c.prevention].used = true;
        touchStatus();
      }
      // --- end prevent ---
      ev.amount = 0;
      ev.cancelled = true;
      continue;
    }
    // --- begin dmg2 ---
    if (c.exileInstead) {
      ev.to = Zone::Exile;
      note(fmt::format("{}: {} goes to exile instead of the graveyard (CR 614.1a)", c.name,
                       describe(ev.object)));
      continue;
    }
    if (c.redirect != SIZE_MAX) {
      RedirectShield r = redirects_[c.redirect];
      int n = r.remaining < 0 ? ev.amount : std::min(r.remaining, ev.amount);
      ProposedEvent probe = ev;
      if (!redirectDamage(probe, r.to)) {
        note(fmt::format(
            "{}: the damage can't be redirected to {}: the effect does nothing (CR 614.9)", c.name,
            describe(r.to)));
        continue;
      }
      if (r.remaining > 0) redirects_[c.redirect].remaining -= n;
      touchStatus();
      note(fmt::format("{}: {} damage that would be dealt to {} is dealt to {} instead (CR 614.9)",
                       c.name, n, describe(subject), describe(r.to)));
      if (n >= ev.amount) {
        redirectDamage(ev, r.to);
        continue;
      }
      // Only part of it (the shield's rest): that part is dealt to the new
      // recipient as its own event, the rest stays (docs/decisions.md, dmg2).
      ev.amount -= n;
      dealDamage(ev.source, r.to, n, ev.combat);
      continue;
    }
    // --- end dmg2 ---
    const AbilityDescriptor &a = c.def->abilities[size_t(c.ability)];
    ExecContext ctx = contextFor(c.source, c.controller, c.def.get());
    ctx.event = &ev;
    ctx.eventObject = subject;
    Zone before = ev.to;
    replacing_.push_back(c.key);
    callFn(c.def.get(), a.replacement.apply, ctx, subject);
    replacing_.pop_back();
    if (ev.kind == ReplacedEvent::ZoneChange && ev.to != before)
      note(fmt::format("{}: {} goes to {} instead of {} (CR 614.1a)", c.name, describe(ev.object), zoneName(ev.to),
                       zoneName(before)));
    else if (ev.kind == ReplacedEvent::Damage && ev.amount <= 0)
      note(fmt::format("{}: the damage to {} is prevented (CR 615.1)", c.name, describe(subject)));
    else
      note(fmt::format("{} replaces the event (CR 614.1)", c.name));
    if (ev.kind != ReplacedEvent::ZoneChange && ev.amount <= 0)
      ev.cancelled = true;
  }
}

ObjId Game::moveObject(ObjId id, Zone to, PlayerId controller, Value attachTo,
                       std::vector<std::pair<CounterKind, int>> withCounters) {
  GameObject *o = object(id);
  if (!o || !o->alive)
    return kNoObject;
  if (o->zone == Zone::Stack && o->castWithFlashback && to != Zone::Exile) { // 702.34a
    note(fmt::format("{} was cast with flashback: it is exiled instead (CR 702.34a)", describe(id)));
    to = Zone::Exile;
  }
  // --- begin copy ---
  if (o->spellCopy && o->zone == Zone::Stack) { // 707.10a: a copy of a spell leaving the stack ceases to exist
    stack_.erase(std::remove_if(stack_.begin(), stack_.end(),
                                [&](const StackItem &s) { return s.kind == StackItem::Spell && s.object == id; }),
                 stack_.end());
    o->lki = std::make_shared<Characteristics>(characteristics(id));
    o->alive = false;
    touch();
    note(fmt::format("{} ceases to exist (CR 707.10a)", describe(id)));
    return kNoObject;
  }
  // --- end copy ---
  // --- begin keywords ---
  if (o->zone == Zone::Battlefield && o->unearthed && to != Zone::Exile) { // 702.84a
    note(fmt::format("{} was unearthed: it is exiled instead (CR 702.84a)", describe(id)));
    to = Zone::Exile;
  }
  // --- end keywords ---
  ProposedEvent ev;
  ev.kind = ReplacedEvent::ZoneChange;
  ev.object = id;
  ev.player = o->owner;
  ev.from = o->zone;
  ev.to = to;
  ev.attachTo = attachTo;
  ev.entersWithCounters = std::move(withCounters);
  bool creating = creatingToken_;
  creatingToken_ = false;
  if (creating) // copy: a token that's a copy is one as it enters (707.5)
    ev.chosen.copyOf = o->chosen.copyOf;
  replace(ev);
  if (ev.cancelled)
    return kNoObject;
  o = object(id);
  if (!o->alive) // a replacement moved it already
    return o->movedTo;
  auto lki = std::make_shared<Characteristics>(characteristics(id));
  PlayerId oldController = lki->controller;
  Zone from = o->zone;
  if (from == Zone::Stack)
    stack_.erase(std::remove_if(stack_.begin(), stack_.end(),
                                [&](const StackItem &s) { return s.kind == StackItem::Spell && s.object == id; }),
                 stack_.end());
  removeFromZone(id);
  o->alive = false;
  o->lki = lki;
  GameObject copy = *o;
  ObjId nid = newObject(copy, ev.to);
  // aschoose: what was chosen as it entered (614.12); newObject keeps nothing (400.7).
  // Before anything computes the layer view of the new object.
  object(nid)->chosen = ev.chosen;
  object(id)->movedTo = nid;
  GameObject *n = object(nid);
  if (ev.to == Zone::Battlefield)
    n->controller = controller != kNoPlayer ? controller : (from == Zone::Stack ? oldController : n->owner);
  placeInZone(nid, /*top=*/ev.to == Zone::Library);
  if (creating)
    note(fmt::format("a {} token is created on the {} (CR 111.2)", n->def ? n->def->name : "?", zoneName(ev.to)));
  else
    note(fmt::format("{} moves from {} to {}", describe(nid), zoneName(from), zoneName(ev.to)));
  emit({.kind = GameEventKind::ZoneChange, .object = nid, .other = objectRef(id), .player = n->owner, .from = from,
        .to = ev.to});
  if (ev.to == Zone::Battlefield) {
    devourAsItEnters(nid, ev.entersWithCounters); // rules15: 702.82a
    if (enteringTogetherDepth_ > 0) enteringTogether_.push_back(nid); // 614.13a
    keywordEntryCounters(nid, ev.entersWithCounters);
    // 306.5b: a planeswalker enters with its printed loyalty in loyalty counters.
    if (const GameObject *e = object(nid); e->def && e->def->loyalty > 0 && characteristics(nid).hasType(CardType::Planeswalker))
      ev.entersWithCounters.push_back({CounterKind::Loyalty, e->def->loyalty});
    // rules17: 715.3a: as a Saga enters, its controller puts a lore counter on it.
    if (characteristics(nid).hasSubtype("Saga"))
      ev.entersWithCounters.push_back({CounterKind::Lore, 1});
    for (auto &[kind, n] : ev.entersWithCounters) { // 614.1c, 122.6: it enters with them
      object(nid)->counters[size_t(kind)] += n;
      touch(); // the layer view computed for bloodthirst is out of date
      note(fmt::format(
          "{} enters with {} {} counter(s) (CR {})", describe(nid), n, counterName(kind),
          kind == CounterKind::Lore && characteristics(nid).hasSubtype("Saga") ? "715.3a"
                                                                               : "614.1c"));
    }
    if (ev.chosen.any()) // aschoose
      note(fmt::format("{} enters with {} chosen (CR 614.12)", describe(nid), describeChoices(*this, ev.chosen)));
    if (ev.entersTapped) { // 614.1c
      object(nid)->tapped = true;
      note(describe(nid) + " enters tapped (CR 614.1c)");
    }
    Characteristics nc = characteristics(nid);
    if (nc.hasSubtype("Aura")) {
      // 303.4f: attached to the target it resolved with; 303.4g: otherwise its
      // controller chooses something it can enchant (default: the first legal).
      Value to = ev.attachTo;
      if (to == kNoRef || !canBeAttachedTo(nid, to)) {
        to = kNoRef;
        std::vector<Value> options;
        for (ObjId t : battlefield())
          options.push_back(objectRef(t));
        for (PlayerId q = 0; q < playerCount(); ++q)
          options.push_back(playerRef(q));
        for (Value v : options)
          if (ev.attachTo == kNoRef && canBeAttachedTo(nid, v)) {
            to = v;
            break;
          }
      }
      if (to != kNoRef)
        attach(nid, to);
    }
  }
  if (ev.to == Zone::Battlefield) {
    // 122.6: counters it entered with were put on it: chapter abilities (715.2b).
    if (int lore = object(nid)->counter(CounterKind::Lore); lore > 0) chapterTriggers(nid, 0, lore);
    checkTriggers(TriggerEvent::EntersBattlefield, nid, nid); // 603.6a
    entersKeywordTriggers(nid);
  }
  if (from == Zone::Battlefield && ev.to == Zone::Graveyard) {
    if (lki->hasType(CardType::Creature)) ++creaturesDiedThisTurn_; // morbid (700.4), tokens too
    checkTriggers(TriggerEvent::Dies, id, nid); // 700.4, 603.10a
    diesKeywordTriggers(id, nid);
  }
  if (from == Zone::Battlefield && oldController >= 0 && oldController < playerCount())
    player(oldController).permanentLeftThisTurn = true; // Revolt
  if (from == Zone::Battlefield)
    checkTriggers(TriggerEvent::LeavesBattlefield, id, nid); // 603.6c, 603.10a
  if (from == Zone::Battlefield) // zones2: "until ~ leaves the battlefield" (610.3a)
    returnExiledUntilLeaves(id);
  return nid;
}

void Game::dealDamage(ObjId source, Value recipient, int amount, bool combat) {
  for (Value r : expand(recipient)) {
    if (amount <= 0)
      return;
    ProposedEvent ev;
    ev.kind = ReplacedEvent::Damage;
    ev.source = source;
    ev.amount = amount;
    ev.combat = combat;
    if (refTag(r) == RefTag::Player) {
      ev.player = PlayerId(refIndex(r));
    } else if (refTag(r) == RefTag::Object) {
      ObjId id = refIndex(r);
      const GameObject *o = object(id);
      if (!o || !o->alive || o->zone != Zone::Battlefield)
        continue;
      auto view = layerView();
      Characteristics scratch, sourceScratch;
      const Characteristics &c = characteristicsIn(view, id, scratch);
      if (!c.hasType(CardType::Creature) && !c.hasType(CardType::Planeswalker) && !c.hasType(CardType::Battle))
        continue; // 120.1
      if (protectedFrom(c, characteristicsIn(
                               view, source,
                               sourceScratch))) { // 702.16e: damage from that colour is prevented
        note(fmt::format("{} has protection: the damage is prevented (CR 702.16e)", describe(id)));
        continue;
      }
      ev.object = id;
    } else {
      continue;
    }
    replace(ev);
    if (!ev.cancelled && ev.amount > 0)
      performDamage(ev);
  }
}

void Game::performDamage(const ProposedEvent &ev) {
  touchStatus(); // damage, life, poison: the layer system reads none of them itself
  // As they are now, even once the damage changed them (the view is kept alive):
  // last known information if it left (702.90d, 702.80b).
  auto view = layerView();
  Characteristics srcScratch, scratch;
  const Characteristics &src = characteristicsIn(view, ev.source, srcScratch);
  bool infect = src.hasKeyword(Keyword::Infect);
  emit({.kind = GameEventKind::Damage, .object = ev.source,
        .other = ev.object == kNoObject ? playerRef(ev.player) : objectRef(ev.object), .amount = ev.amount,
        .combat = ev.combat});
  if (ev.object == kNoObject && infect) { // 120.3b, 702.90b
    player(ev.player).poison += ev.amount;
    note(fmt::format("{} deals {} damage to {}: {} poison counter(s) (CR 702.90b)", src.name, ev.amount,
                     player(ev.player).name, ev.amount));
  } else if (ev.object == kNoObject) {
    player(ev.player).life -= ev.amount; // 120.3a
    emit({.kind = GameEventKind::LifeLost, .player = ev.player, .amount = ev.amount});
    if (log)
      note(fmt::format("{} deals {} damage to {}", src.name, ev.amount, player(ev.player).name));
  } else {
    GameObject *o = object(ev.object);
    const Characteristics &c = characteristicsIn(view, ev.object, scratch);
    if (c.hasType(CardType::Planeswalker)) { // 120.3c
      touch();                               // loyalty is a characteristic (306.5b)
      o->counters[size_t(CounterKind::Loyalty)] = std::max(0, o->counter(CounterKind::Loyalty) - ev.amount);
    }
    if (c.hasType(CardType::Creature)) {
      if (infect || src.hasKeyword(Keyword::Wither)) { // 120.3d, 702.90c, 702.80a: counters, not marked damage
        putCounters(ev.object, CounterKind::MinusOneMinusOne, ev.amount);
        note(fmt::format("{}'s damage is dealt as {} -1/-1 counter(s) (CR 120.3d)", src.name, ev.amount));
      } else {
        o->damage += ev.amount; // 120.3e
      }
      if (src.hasKeyword(Keyword::Deathtouch))
        o->damagedByDeathtouch = true;
    }
    if (log)
      note(fmt::format("{} deals {} damage to {}", src.name, ev.amount, describe(ev.object)));
    o->damagedByThisTurn.push_back(ev.source); // "dealt damage by ~ this turn"
  }
  touchStatus(); // after the change: the view may have been computed above, before it
  if (src.hasKeyword(Keyword::Lifelink) && src.controller != kNoPlayer) // 120.3f, 702.15b
    gainLife(src.controller, ev.amount);
  // 603.2: "whenever ~ deals (combat) damage to ..." / "whenever ~ is dealt damage".
  if (ev.object == kNoObject)
    player(ev.player).dealtDamageThisTurn = true;
  DamageEventInfo info{
      ev.combat, ev.object == kNoObject ? playerRef(ev.player) : objectRef(ev.object), ev.amount};
  checkTriggers(TriggerEvent::DealsDamage, objectRef(ev.source), info.recipient, &info);
  if (ev.object == kNoObject && ev.combat && isLive(ev.source) && !object(ev.source)->renowned) // 702.112a
    triggerKeyword(ev.source, src, Keyword::Renown, objectRef(ev.source));
  if (ev.object != kNoObject)
    checkTriggers(TriggerEvent::IsDealtDamage, objectRef(ev.object), objectRef(ev.object), &info);
}

void Game::draw(PlayerId p, int n) {
  for (auto [source, rule] : playerRules(PlayerRuleKind::CantDraw, p)) { // 101.2: nothing makes them draw
    if (n > 0)
      note(fmt::format("{} can't draw cards ({}, CR 101.2)", player(p).name, describe(source)));
    return;
  }
  for (int i = 0; i < n; ++i) {
    ProposedEvent ev;
    ev.kind = ReplacedEvent::Draw;
    ev.player = p;
    ev.amount = 1;
    replace(ev);
    if (ev.cancelled || ev.amount <= 0)
      continue;
    auto &lib = player(p).zones[size_t(Zone::Library)];
    if (lib.empty()) {
      touch();
      player(p).drewFromEmptyLibrary = true; // 121.4, 704.5b
      note(player(p).name + " draws from an empty library");
      continue;
    }
    note(player(p).name + " draws a card");
    ObjId drawn = moveObject(lib.front(), Zone::Hand);
    emit({.kind = GameEventKind::Draw, .object = drawn, .player = p, .amount = 1});
    checkTriggers(TriggerEvent::Draws, playerRef(p), playerRef(p));
  }
}

} // namespace oraclec::rt
