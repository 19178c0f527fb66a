/* oraclec: the public C API (docs/api.md).
 *
 * Embeds the card compiler and the rules engine: compile card text, .card files
 * or a JSON card database into a library, save and load compiled libraries
 * (.ocl), list cards with their compile status and diagnostics, then play games
 * with those cards: actions in, state and events out.
 *
 * Conventions
 * - Every name starts with `oraclec_` / `ORACLEC_`. Handles are opaque.
 * - Functions that can fail return an oraclec_status (ORACLEC_OK == 0); the
 *   message of the last failure is kept by the handle the call was made on
 *   (oraclec_library_last_error, oraclec_game_last_error). There is no global
 *   or thread-local error state. No C++ exception ever leaves a call.
 * - Strings returned are UTF-8, owned by the handle; each function says how
 *   long they stay valid. Strings passed in are UTF-8 and copied if kept.
 * - A handle is not thread-safe: one thread at a time per library together
 *   with the games created from it.
 */
#ifndef ORACLEC_ORACLEC_H
#define ORACLEC_ORACLEC_H

#include <stddef.h>
#include <stdint.h>

#if defined(ORACLEC_BUILDING_LIBRARY)
#define ORACLEC_API __attribute__((visibility("default")))
#else
#define ORACLEC_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ version */

/* The API version this header describes. MAJOR changes only with an
 * incompatible change (and the SONAME liboraclec.so.MAJOR with it); MINOR
 * grows when functions or enumerators are added. */
#define ORACLEC_API_VERSION_MAJOR 1
#define ORACLEC_API_VERSION_MINOR 1
#define ORACLEC_API_VERSION (ORACLEC_API_VERSION_MAJOR * 10000 + ORACLEC_API_VERSION_MINOR)

/* The API version of the library actually loaded (compare with
 * ORACLEC_API_VERSION: same major, minor at least the header's). */
ORACLEC_API int oraclec_api_version(void);
/* The oraclec release, e.g. "0.1.0" (static storage). */
ORACLEC_API const char *oraclec_version(void);

/* ------------------------------------------------------------------ errors */

typedef enum oraclec_status {
  ORACLEC_OK = 0,
  ORACLEC_ERROR_INVALID_ARGUMENT = 1, /* null handle or pointer, index out of range */
  ORACLEC_ERROR_IO = 2,               /* a file cannot be read or written */
  ORACLEC_ERROR_BAD_INPUT = 3,        /* malformed card file, database or .ocl */
  ORACLEC_ERROR_NOT_FOUND = 4,        /* unknown card name */
  ORACLEC_ERROR_NOT_PLAYABLE = 5,     /* the card did not compile completely */
  ORACLEC_ERROR_ILLEGAL_ACTION = 6,   /* the rules forbid the action; the game is unchanged */
  ORACLEC_ERROR_ENGINE = 7,           /* the JIT cannot run on this host */
  ORACLEC_ERROR_OUT_OF_MEMORY = 8,
  ORACLEC_ERROR_INTERNAL = 9 /* a bug in oraclec: please report it with the message */
} oraclec_status;

/* "ok", "invalid argument", ... (static storage; "unknown status" otherwise). */
ORACLEC_API const char *oraclec_status_name(oraclec_status status);

/* ------------------------------------------------------------------ libraries */

typedef struct oraclec_library oraclec_library;

/* A new, empty library. Its cards come from the oraclec_library_add_* and
 * oraclec_library_load calls; games may also use the bundled cards
 * (share/oraclec/stdlib-cards, see oraclec_library_data_directory). */
ORACLEC_API oraclec_status oraclec_library_create(oraclec_library **out);
/* Frees the handle. Games created from it stay usable: they share the
 * compiled code until they are destroyed too. Null is ignored. */
ORACLEC_API void oraclec_library_destroy(oraclec_library *library);
/* The message of the last call on `library` that failed ("" if none); valid
 * until the next call on `library`. */
ORACLEC_API const char *oraclec_library_last_error(const oraclec_library *library);
/* Threads used to compile a batch (default 1). */
ORACLEC_API oraclec_status oraclec_library_set_jobs(oraclec_library *library, unsigned jobs);

/* Compiles one card from its printed parts. `mana_cost` ("{1}{G}"),
 * `power`, `toughness` and `text` may be null or "". A card that does not
 * compile completely is still added (with its diagnostics): the call fails
 * only when nothing could be read (ORACLEC_ERROR_BAD_INPUT). A planeswalker's
 * loyalty or several faces: use oraclec_library_add_card_source. */
ORACLEC_API oraclec_status oraclec_library_add_card(oraclec_library *library, const char *name,
                                                    const char *mana_cost, const char *type_line,
                                                    const char *power, const char *toughness,
                                                    const char *text);
/* Compiles the cards of one .card document given as text (docs/card-format.md);
 * `file_name` is used in diagnostics. */
ORACLEC_API oraclec_status oraclec_library_add_card_source(oraclec_library *library,
                                                           const char *file_name,
                                                           const char *source);
/* Compiles a .card file, a folder of them, or a JSON database (MTGJSON,
 * Scryfall). */
ORACLEC_API oraclec_status oraclec_library_add_path(oraclec_library *library, const char *path);
/* Adds the cards of a compiled library saved by oraclec_library_save or
 * `oraclec build -o`, without recompiling. */
ORACLEC_API oraclec_status oraclec_library_load(oraclec_library *library, const char *path);
/* Saves the cards this handle compiled (not those it loaded) as a .ocl file,
 * for a generic x86-64 CPU; the file is replaced only once complete. */
ORACLEC_API oraclec_status oraclec_library_save(oraclec_library *library, const char *path);

/* Where the bundled data is looked for: $ORACLEC_DATA, else
 * <directory of liboraclec>/../share/oraclec. Valid until the next call on
 * `library`. */
ORACLEC_API const char *oraclec_library_data_directory(oraclec_library *library);

typedef enum oraclec_card_status {
  ORACLEC_CARD_COMPILED = 0, /* every ability compiled: playable */
  ORACLEC_CARD_PARTIAL = 1,  /* some abilities did not compile */
  ORACLEC_CARD_FAILED = 2    /* none did, or the card could not be read */
} oraclec_card_status;

/* Cards in the order they were added (each card once, all its faces). The
 * strings below are valid until the library is changed or destroyed. */
ORACLEC_API size_t oraclec_library_card_count(const oraclec_library *library);
ORACLEC_API const char *oraclec_library_card_name(const oraclec_library *library, size_t card);
/* ORACLEC_CARD_FAILED for an index out of range. */
ORACLEC_API oraclec_card_status oraclec_library_card_status(const oraclec_library *library,
                                                            size_t card);
/* 1 if a game can use the card: compiled completely and single-faced. */
ORACLEC_API int oraclec_library_card_playable(const oraclec_library *library, size_t card);
/* The abilities of every face, in order. */
ORACLEC_API size_t oraclec_library_ability_count(const oraclec_library *library, size_t card);
ORACLEC_API const char *oraclec_library_ability_text(const oraclec_library *library, size_t card,
                                                     size_t ability);
/* 1 if the ability compiled. */
ORACLEC_API int oraclec_library_ability_compiled(const oraclec_library *library, size_t card,
                                                 size_t ability);
/* Why it did not compile, located ("file:line:col: error: ...") when the
 * text came from a file; "" if it compiled or for a loaded card. */
ORACLEC_API const char *oraclec_library_ability_diagnostic(const oraclec_library *library,
                                                           size_t card, size_t ability);
/* Its stable diagnostic code ("E0101", see `oraclec explain`), or "". */
ORACLEC_API const char *oraclec_library_ability_code(const oraclec_library *library, size_t card,
                                                     size_t ability);
/* The index of the card named `name`; ORACLEC_ERROR_NOT_FOUND if none. */
ORACLEC_API oraclec_status oraclec_library_find_card(oraclec_library *library, const char *name,
                                                     size_t *out);

/* ------------------------------------------------------------------ games */

typedef struct oraclec_game oraclec_game;

/* Zones (CR 400.1). */
typedef enum oraclec_zone {
  ORACLEC_ZONE_BATTLEFIELD = 0,
  ORACLEC_ZONE_GRAVEYARD = 1,
  ORACLEC_ZONE_HAND = 2,
  ORACLEC_ZONE_LIBRARY = 3, /* index 0 is the top */
  ORACLEC_ZONE_EXILE = 4,
  ORACLEC_ZONE_STACK = 5, /* use oraclec_game_stack_* */
  ORACLEC_ZONE_COMMAND = 6
} oraclec_zone;

/* Steps of a turn (CR 500-514), in order. */
typedef enum oraclec_step {
  ORACLEC_STEP_UNTAP = 0,
  ORACLEC_STEP_UPKEEP,
  ORACLEC_STEP_DRAW,
  ORACLEC_STEP_MAIN1,
  ORACLEC_STEP_BEGIN_COMBAT,
  ORACLEC_STEP_DECLARE_ATTACKERS,
  ORACLEC_STEP_DECLARE_BLOCKERS,
  ORACLEC_STEP_FIRST_STRIKE_DAMAGE,
  ORACLEC_STEP_COMBAT_DAMAGE,
  ORACLEC_STEP_END_COMBAT,
  ORACLEC_STEP_MAIN2,
  ORACLEC_STEP_END,
  ORACLEC_STEP_CLEANUP
} oraclec_step;

/* Objects are numbered by the game; a card that changes zones becomes a new
 * object with a new id (CR 400.7). 0 is no object. Players are numbered from
 * 0 in turn order. */
typedef uint32_t oraclec_object;

/* A target or an attacked player: an object or a player. */
typedef enum oraclec_ref_kind { ORACLEC_REF_OBJECT = 0, ORACLEC_REF_PLAYER = 1 } oraclec_ref_kind;
typedef struct oraclec_ref {
  oraclec_ref_kind kind;
  uint32_t id; /* an oraclec_object, or a player number */
} oraclec_ref;

/* A game between `player_count` (2 or more) players named `player_names`,
 * with no cards yet; it starts in the first player's precombat main phase of
 * turn 1. Cards are found by name in `library` (compiled completely and
 * single-faced), then among the bundled cards. On failure the message is
 * `library`'s last error. */
ORACLEC_API oraclec_status oraclec_game_create(oraclec_library *library,
                                               const char *const *player_names, size_t player_count,
                                               oraclec_game **out);
ORACLEC_API void oraclec_game_destroy(oraclec_game *game);
/* The message of the last call on `game` that failed ("" if none); valid until
 * the next call on `game`. */
ORACLEC_API const char *oraclec_game_last_error(const oraclec_game *game);

/* ---- setup (not game actions: no triggers, no replacement effects) */
/* Puts a new card into a player's zone (library: at the bottom); its id in
 * `out` (may be null). */
ORACLEC_API oraclec_status oraclec_game_add_card(oraclec_game *game, int player, oraclec_zone zone,
                                                 const char *card_name, oraclec_object *out);
/* Puts `count` cards into the player's library, in order, top first. */
ORACLEC_API oraclec_status oraclec_game_set_deck(oraclec_game *game, int player,
                                                 const char *const *card_names, size_t count);
ORACLEC_API oraclec_status oraclec_game_set_life(oraclec_game *game, int player, int life);
/* Shuffles the player's library (deterministic for a given game, CR 701.19). */
ORACLEC_API oraclec_status oraclec_game_shuffle(oraclec_game *game, int player);
/* The player draws `count` cards (CR 121). */
ORACLEC_API oraclec_status oraclec_game_draw(oraclec_game *game, int player, int count);

/* ---- actions: each succeeds or leaves the game unchanged
 * (ORACLEC_ERROR_ILLEGAL_ACTION with the reason). Mana costs are paid
 * automatically from the player's untapped mana sources. */
/* Casts a spell (CR 601) from the player's hand (or graveyard, flashback).
 * `targets` in the order the card names them; `modes` 1-based (may be null);
 * `x` the value announced for X. */
ORACLEC_API oraclec_status oraclec_game_cast(oraclec_game *game, int player, oraclec_object card,
                                             const oraclec_ref *targets, size_t target_count,
                                             const int *modes, size_t mode_count, int x);
/* Activates ability `ability` (1-based, as `oraclec run` numbers them) of an
 * object (CR 602). */
ORACLEC_API oraclec_status oraclec_game_activate(oraclec_game *game, int player,
                                                 oraclec_object object, int ability,
                                                 const oraclec_ref *targets, size_t target_count,
                                                 int x);
/* Plays a land from the hand (CR 305.1). */
ORACLEC_API oraclec_status oraclec_game_play_land(oraclec_game *game, int player,
                                                  oraclec_object card);
/* The player passes priority (CR 117.3d); when every player passed in
 * succession the top of the stack resolves or the step ends. */
ORACLEC_API oraclec_status oraclec_game_pass(oraclec_game *game, int player);
/* Every player passes: the top of the stack resolves (CR 608). */
ORACLEC_API oraclec_status oraclec_game_resolve_top(oraclec_game *game);
/* The stack is empty and every player passes: the next step (CR 500.2). */
ORACLEC_API oraclec_status oraclec_game_next_step(oraclec_game *game);
/* Advances to `step` of this turn, or of the next turn if `next_turn`. */
ORACLEC_API oraclec_status oraclec_game_advance_to(oraclec_game *game, oraclec_step step,
                                                   int next_turn);
/* In the declare attackers step: attackers[i] attacks defenders[i] (a player
 * or a planeswalker, CR 508). */
ORACLEC_API oraclec_status oraclec_game_declare_attackers(oraclec_game *game,
                                                          const oraclec_object *attackers,
                                                          const oraclec_ref *defenders,
                                                          size_t count);
/* In the declare blockers step: blockers[i] blocks attackers[i] (CR 509). */
ORACLEC_API oraclec_status oraclec_game_declare_blockers(oraclec_game *game,
                                                         const oraclec_object *blockers,
                                                         const oraclec_object *attackers,
                                                         size_t count);
/* Answers the next choice `player` (-1: whoever) makes while an action or a
 * resolution asks one (a card to discard, a mode, "yes"/"no" to an optional
 * payment...): the names of objects, players or options, in order. Queue the
 * answer before the action that asks. */
ORACLEC_API oraclec_status oraclec_game_answer(oraclec_game *game, int player,
                                               const char *const *answer, size_t count);
/* How many queued answers no choice took yet. */
ORACLEC_API size_t oraclec_game_pending_answers(const oraclec_game *game);

/* ---- state. Strings are valid until the next action or setup call on `game`. */
ORACLEC_API int oraclec_game_player_count(const oraclec_game *game);
ORACLEC_API const char *oraclec_game_player_name(oraclec_game *game, int player);
ORACLEC_API int oraclec_game_life(const oraclec_game *game, int player);
ORACLEC_API int oraclec_game_poison(const oraclec_game *game, int player);
/* 1 if the player lost the game (CR 104.3). */
ORACLEC_API int oraclec_game_has_lost(const oraclec_game *game, int player);
/* 1 once the game is over. */
ORACLEC_API int oraclec_game_is_over(const oraclec_game *game);
ORACLEC_API int oraclec_game_turn(const oraclec_game *game);
ORACLEC_API oraclec_step oraclec_game_step(const oraclec_game *game);
/* "main1", "declare_attackers", ... (static storage). */
ORACLEC_API const char *oraclec_step_name(oraclec_step step);
ORACLEC_API int oraclec_game_active_player(const oraclec_game *game);
ORACLEC_API int oraclec_game_priority_player(const oraclec_game *game);

/* The objects in a zone: for the battlefield, the permanents the player
 * controls; otherwise the cards the player owns there. */
ORACLEC_API size_t oraclec_game_zone_size(const oraclec_game *game, int player, oraclec_zone zone);
ORACLEC_API oraclec_object oraclec_game_zone_object(const oraclec_game *game, int player,
                                                    oraclec_zone zone, size_t index);
/* The first object named `name` in the player's zone (0 if none). */
ORACLEC_API oraclec_object oraclec_game_find_object(oraclec_game *game, int player,
                                                    oraclec_zone zone, const char *name);

/* An object's characteristics after every continuous effect (CR 613). */
ORACLEC_API const char *oraclec_object_name(oraclec_game *game, oraclec_object object);
/* "Creature — Bear" as the layers left it. */
ORACLEC_API const char *oraclec_object_type_line(oraclec_game *game, oraclec_object object);
ORACLEC_API const char *oraclec_object_mana_cost(oraclec_game *game, oraclec_object object);
/* 1 if it has power and toughness; then `power` and `toughness` are set. */
ORACLEC_API int oraclec_object_power_toughness(const oraclec_game *game, oraclec_object object,
                                               int *power, int *toughness);
/* Keywords it has, comma-separated ("flying, trample"). */
ORACLEC_API const char *oraclec_object_keywords(oraclec_game *game, oraclec_object object);
ORACLEC_API int oraclec_object_controller(const oraclec_game *game, oraclec_object object);
ORACLEC_API int oraclec_object_owner(const oraclec_game *game, oraclec_object object);
ORACLEC_API int oraclec_object_is_tapped(const oraclec_game *game, oraclec_object object);
ORACLEC_API int oraclec_object_damage(const oraclec_game *game, oraclec_object object);
/* Its zone; -1 if the object does not exist or left it (then a new object
 * exists, CR 400.7). */
ORACLEC_API int oraclec_object_zone(const oraclec_game *game, oraclec_object object);

/* The stack (CR 405), index 0 at the top. */
ORACLEC_API size_t oraclec_game_stack_size(const oraclec_game *game);
/* The spell's object, or the source of the ability. */
ORACLEC_API oraclec_object oraclec_game_stack_object(const oraclec_game *game, size_t index);
/* What the stack shows: the spell's name, or the ability's description. */
ORACLEC_API const char *oraclec_game_stack_name(oraclec_game *game, size_t index);
ORACLEC_API int oraclec_game_stack_controller(const oraclec_game *game, size_t index);

/* ---- events: what happened, one line each ("Grizzly Bears dies", ...), in
 * order, since the game was created or the events were last cleared. Valid
 * until oraclec_game_clear_events or the game is destroyed. */
ORACLEC_API size_t oraclec_game_event_count(const oraclec_game *game);
ORACLEC_API const char *oraclec_game_event(const oraclec_game *game, size_t index);
ORACLEC_API void oraclec_game_clear_events(oraclec_game *game);

/* ---- event records: the same happenings as data, for engines (kinds and
 * ids, not English). Recorded from the game's creation; an action that fails
 * records nothing (it is rolled back). oraclec_game_clear_events clears them
 * too. Which fields each kind sets is said beside it; the others are 0 (-1
 * for `player`, "" for `counter`). */
typedef enum oraclec_event_kind {
  ORACLEC_EVENT_ZONE_CHANGE = 0, /* object: the new object (CR 400.7); other: the old one; from, to;
                                    player: the owner */
  ORACLEC_EVENT_CAST = 1,        /* object: the spell; player: its caster (CR 601.2i) */
  ORACLEC_EVENT_ATTACKS = 2,     /* object: the attacker; other: the player or planeswalker attacked */
  ORACLEC_EVENT_BLOCKS = 3,      /* object: the blocker; other: the attacker it blocks */
  ORACLEC_EVENT_DAMAGE = 4,      /* object: the source; other: the recipient; amount; combat */
  ORACLEC_EVENT_LIFE_GAINED = 5, /* player; amount */
  ORACLEC_EVENT_LIFE_LOST = 6,   /* player; amount */
  ORACLEC_EVENT_DRAW = 7,        /* player; object: the card drawn, in the hand; amount 1 */
  ORACLEC_EVENT_COUNTERS = 8,    /* object; counter; amount put on it */
  ORACLEC_EVENT_TAPPED = 9,      /* object */
  ORACLEC_EVENT_UNTAPPED = 10,   /* object */
  ORACLEC_EVENT_STEP = 11,       /* player: the active player; step (a step or phase begins) */
  ORACLEC_EVENT_TURNED_FACE_UP = 12, /* object (the same object, CR 708.8); player: its controller */
  ORACLEC_EVENT_TRANSFORMED = 13 /* object (the same object, CR 712.14); player: its controller */
} oraclec_event_kind;

typedef struct oraclec_event {
  oraclec_event_kind kind;
  const char *kind_name;  /* "zone-change", "cast", "damage", ... (static storage) */
  oraclec_object object;  /* 0: none */
  int has_other;          /* 1 if `other` holds an object or a player */
  oraclec_ref other;
  int player;             /* -1: none */
  int amount;
  oraclec_zone from, to;  /* zone-change */
  const char *counter;    /* counters: "+1/+1", "loyalty", ... (static storage) */
  oraclec_step step;      /* step */
  int combat;             /* damage: 1 if combat damage (CR 510.2) */
} oraclec_event;

ORACLEC_API size_t oraclec_game_record_count(const oraclec_game *game);
/* Record `index` (0 = the oldest kept) into `out`; ORACLEC_ERROR_INVALID_ARGUMENT
 * if there is no such record. */
ORACLEC_API oraclec_status oraclec_game_record(oraclec_game *game, size_t index, oraclec_event *out);

#ifdef __cplusplus
}
#endif

#endif /* ORACLEC_ORACLEC_H */
