// oraclec_game_record*: the game's event records (runtime/Game/GameEvents.def)
// as C structs. The C enum oraclec_event_kind is the runtime's order, checked
// here name by name so that neither side can drift.
#include "Boundary.h"
#include "Handles.h"

#include "runtime/Characteristics.h"

#include <fmt/format.h>

#include <string_view>

using namespace oraclec;

namespace {

constexpr bool sameOrder() {
  constexpr std::pair<oraclec_event_kind, rt::GameEventKind> pairs[] = {
      {ORACLEC_EVENT_ZONE_CHANGE, rt::GameEventKind::ZoneChange},
      {ORACLEC_EVENT_CAST, rt::GameEventKind::Cast},
      {ORACLEC_EVENT_ATTACKS, rt::GameEventKind::Attacks},
      {ORACLEC_EVENT_BLOCKS, rt::GameEventKind::Blocks},
      {ORACLEC_EVENT_DAMAGE, rt::GameEventKind::Damage},
      {ORACLEC_EVENT_LIFE_GAINED, rt::GameEventKind::LifeGained},
      {ORACLEC_EVENT_LIFE_LOST, rt::GameEventKind::LifeLost},
      {ORACLEC_EVENT_DRAW, rt::GameEventKind::Draw},
      {ORACLEC_EVENT_COUNTERS, rt::GameEventKind::Counters},
      {ORACLEC_EVENT_TAPPED, rt::GameEventKind::Tapped},
      {ORACLEC_EVENT_UNTAPPED, rt::GameEventKind::Untapped},
      {ORACLEC_EVENT_STEP, rt::GameEventKind::Step},
      {ORACLEC_EVENT_TURNED_FACE_UP, rt::GameEventKind::TurnedFaceUp},
      {ORACLEC_EVENT_TRANSFORMED, rt::GameEventKind::Transformed}, // dfc
  };
  if (std::size(pairs) != size_t(rt::kGameEventKindCount)) return false;
  for (auto [c, r] : pairs)
    if (int(c) != int(r)) return false;
  return true;
}
static_assert(sameOrder(), "oraclec_event_kind must list runtime/Game/GameEvents.def in order");

oraclec_ref toRef(rt::Value v) {
  if (rt::refTag(v) == rt::RefTag::Player) return {ORACLEC_REF_PLAYER, rt::refIndex(v)};
  return {ORACLEC_REF_OBJECT, rt::refIndex(v)};
}

} // namespace

extern "C" {

size_t oraclec_game_record_count(const oraclec_game *game) {
  return game ? game->game->recordedEvents.size() : 0;
}

oraclec_status oraclec_game_record(oraclec_game *game, size_t index, oraclec_event *out) {
  if (!game || !out) return ORACLEC_ERROR_INVALID_ARGUMENT;
  return api::guard(game->lastError, [&] {
    const auto &records = game->game->recordedEvents;
    if (index >= records.size())
      api::fail(ORACLEC_ERROR_INVALID_ARGUMENT,
                fmt::format("no event record {} (the game holds {})", index, records.size()));
    const rt::GameEvent &e = records[index];
    oraclec_event r{};
    r.kind = oraclec_event_kind(int(e.kind));
    r.kind_name = rt::gameEventName(e.kind).data(); // static, NUL-terminated literals
    r.object = e.object == rt::kNoObject ? 0 : oraclec_object(e.object);
    r.has_other = e.other != rt::kNoRef;
    if (r.has_other) r.other = toRef(e.other);
    r.player = e.player == rt::kNoPlayer ? -1 : int(e.player);
    r.amount = e.amount;
    if (e.kind == rt::GameEventKind::ZoneChange) {
      r.from = oraclec_zone(int(e.from));
      r.to = oraclec_zone(int(e.to));
    }
    r.counter = e.kind == rt::GameEventKind::Counters ? rt::counterName(e.counter) : "";
    r.step = e.kind == rt::GameEventKind::Step ? oraclec_step(int(e.step)) : ORACLEC_STEP_UNTAP;
    r.combat = e.combat;
    *out = r;
  });
}

} // extern "C"
