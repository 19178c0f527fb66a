/* An engine builder's first program with liboraclec (docs/api.md):
 * compile a few invented cards, save and reload them as a .ocl, play a short
 * game and print what happened.
 *
 *   cc play.c $(pkg-config --cflags --libs oraclec) -o play && ./play [DIR]
 *
 * DIR (default: the working directory) receives cards.ocl. */
#include <oraclec/oraclec.h>

#include <stdio.h>
#include <stdlib.h>

/* Exits with the handle's message when a call fails. */
#define CHECK_LIB(lib, call)                                                                       \
  do {                                                                                             \
    oraclec_status s_ = (call);                                                                    \
    if (s_ != ORACLEC_OK) {                                                                        \
      fprintf(stderr, "%s failed: %s: %s\n", #call, oraclec_status_name(s_),                       \
              oraclec_library_last_error(lib));                                                    \
      exit(1);                                                                                     \
    }                                                                                              \
  } while (0)
#define CHECK_GAME(game, call)                                                                     \
  do {                                                                                             \
    oraclec_status s_ = (call);                                                                    \
    if (s_ != ORACLEC_OK) {                                                                        \
      fprintf(stderr, "%s failed: %s: %s\n", #call, oraclec_status_name(s_),                       \
              oraclec_game_last_error(game));                                                      \
      exit(1);                                                                                     \
    }                                                                                              \
  } while (0)

static void print_library(const oraclec_library *lib) {
  static const char *status[] = {"compiled", "partial", "failed"};
  for (size_t c = 0; c < oraclec_library_card_count(lib); ++c) {
    printf("card %s: %s%s\n", oraclec_library_card_name(lib, c),
           status[oraclec_library_card_status(lib, c)],
           oraclec_library_card_playable(lib, c) ? " (playable)" : "");
    for (size_t a = 0; a < oraclec_library_ability_count(lib, c); ++a)
      if (!oraclec_library_ability_compiled(lib, c, a))
        printf("  not compiled [%s]: %s\n", oraclec_library_ability_code(lib, c, a),
               oraclec_library_ability_diagnostic(lib, c, a));
  }
}

/* The event records an engine reads (kinds and ids, no English): here the
 * damage, life and zone changes, with player and zone names. */
static void print_records(oraclec_game *game) {
  static const char *zones[] = {"battlefield", "graveyard", "hand", "library", "exile", "stack", "command"};
  for (size_t i = 0; i < oraclec_game_record_count(game); ++i) {
    oraclec_event e;
    if (oraclec_game_record(game, i, &e) != ORACLEC_OK) {
      printf("record %zu: %s\n", i, oraclec_game_last_error(game));
      continue;
    }
    if (e.kind == ORACLEC_EVENT_DAMAGE)
      printf("record: %s %d%s to %s\n", e.kind_name, e.amount, e.combat ? " (combat)" : "",
             e.other.kind == ORACLEC_REF_PLAYER ? oraclec_game_player_name(game, (int)e.other.id) : "a creature");
    else if (e.kind == ORACLEC_EVENT_LIFE_GAINED || e.kind == ORACLEC_EVENT_LIFE_LOST)
      printf("record: %s %s %d\n", e.kind_name, oraclec_game_player_name(game, e.player), e.amount);
    else if (e.kind == ORACLEC_EVENT_ZONE_CHANGE)
      printf("record: %s %s's %s -> %s\n", e.kind_name, oraclec_game_player_name(game, e.player),
             zones[e.from], zones[e.to]);
  }
}

static void print_battlefield(oraclec_game *game, int player) {
  printf("%s (life %d):", oraclec_game_player_name(game, player), oraclec_game_life(game, player));
  for (size_t i = 0; i < oraclec_game_zone_size(game, player, ORACLEC_ZONE_BATTLEFIELD); ++i) {
    oraclec_object o = oraclec_game_zone_object(game, player, ORACLEC_ZONE_BATTLEFIELD, i);
    int power, toughness;
    printf(" [%s", oraclec_object_name(game, o));
    if (oraclec_object_power_toughness(game, o, &power, &toughness))
      printf(" %d/%d", power, toughness);
    printf("]");
  }
  printf("\n");
}

int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : ".";
  char ocl[4096];
  snprintf(ocl, sizeof ocl, "%s/cards.ocl", dir);

  if (oraclec_api_version() / 10000 != ORACLEC_API_VERSION_MAJOR) {
    fprintf(stderr, "liboraclec API %d, this program was built for %d\n", oraclec_api_version(),
            ORACLEC_API_VERSION);
    return 1;
  }
  printf("oraclec %s, API %d\n", oraclec_version(), oraclec_api_version());

  /* 1. Compile invented cards (ordinary Oracle wording) and save them. */
  oraclec_library *compiler = NULL;
  CHECK_LIB(compiler, oraclec_library_create(&compiler));
  CHECK_LIB(compiler, oraclec_library_add_card(compiler, "Cinder Jolt", "{R}", "Instant", NULL,
                                               NULL, "Cinder Jolt deals 2 damage to any target."));
  CHECK_LIB(compiler, oraclec_library_add_card(compiler, "Mossback Cub", "{1}{G}",
                                               "Creature \xE2\x80\x94 Bear", "2", "2", ""));
  CHECK_LIB(compiler, oraclec_library_add_card_source(
                          compiler, "dawnwatch-healer.card",
                          "name: Dawnwatch Healer\n"
                          "mana_cost: \"{1}{W}\"\n"
                          "type: Creature \xE2\x80\x94 Human Cleric\n"
                          "power: 1\n"
                          "toughness: 2\n"
                          "text: When Dawnwatch Healer enters, you gain 2 life.\n"));
  /* A typo: the card is partial, listed with its diagnostic; it is saved but a game
   * refuses it. */
  CHECK_LIB(compiler, oraclec_library_add_card(
                          compiler, "Misspelled Imp", "{B}", "Creature \xE2\x80\x94 Imp", "1", "1",
                          "Flying\nWhen Misspelled Imp enters, you gain 3 lifee."));
  print_library(compiler);
  CHECK_LIB(compiler, oraclec_library_save(compiler, ocl));
  oraclec_library_destroy(compiler);

  /* 2. Load the saved code (no recompiling) and play. */
  oraclec_library *lib = NULL;
  CHECK_LIB(lib, oraclec_library_create(&lib));
  CHECK_LIB(lib, oraclec_library_load(lib, ocl));
  printf("loaded %zu cards from cards.ocl\n", oraclec_library_card_count(lib));

  const char *players[] = {"alice", "bob"};
  oraclec_game *game = NULL;
  CHECK_LIB(lib, oraclec_game_create(lib, players, 2, &game));
  const char *lands[] = {"Mountain", "Mountain", "Plains", "Plains"}; /* bundled cards */
  for (int i = 0; i < 4; ++i)
    CHECK_GAME(game, oraclec_game_add_card(game, 0, ORACLEC_ZONE_BATTLEFIELD, lands[i], NULL));
  oraclec_object cub = 0, bobs_cub = 0, jolt = 0, healer = 0;
  CHECK_GAME(game, oraclec_game_add_card(game, 0, ORACLEC_ZONE_BATTLEFIELD, "Mossback Cub", &cub));
  CHECK_GAME(game,
             oraclec_game_add_card(game, 1, ORACLEC_ZONE_BATTLEFIELD, "Mossback Cub", &bobs_cub));
  CHECK_GAME(game, oraclec_game_add_card(game, 0, ORACLEC_ZONE_HAND, "Cinder Jolt", &jolt));
  CHECK_GAME(game, oraclec_game_add_card(game, 0, ORACLEC_ZONE_HAND, "Dawnwatch Healer", &healer));
  const char *deck[] = {"Plains", "Forest", "Mountain"};
  CHECK_GAME(game, oraclec_game_set_deck(game, 1, deck, 3));

  /* An illegal action is refused and changes nothing. */
  oraclec_status s = oraclec_game_add_card(game, 0, ORACLEC_ZONE_HAND, "Misspelled Imp", NULL);
  printf("add Misspelled Imp: %s\n", oraclec_status_name(s));

  /* alice casts Dawnwatch Healer; it resolves, its trigger resolves. */
  CHECK_GAME(game, oraclec_game_cast(game, 0, healer, NULL, 0, NULL, 0, 0));
  printf("stack: %s\n", oraclec_game_stack_name(game, 0));
  CHECK_GAME(game, oraclec_game_resolve_top(game));
  printf("stack: %s\n", oraclec_game_stack_size(game) ? oraclec_game_stack_name(game, 0) : "");
  CHECK_GAME(game, oraclec_game_resolve_top(game));

  /* Cinder Jolt on bob's Mossback Cub. */
  oraclec_ref target = {ORACLEC_REF_OBJECT, bobs_cub};
  CHECK_GAME(game, oraclec_game_cast(game, 0, jolt, &target, 1, NULL, 0, 0));
  CHECK_GAME(game, oraclec_game_resolve_top(game));

  /* alice attacks bob with her Mossback Cub. */
  CHECK_GAME(game, oraclec_game_advance_to(game, ORACLEC_STEP_DECLARE_ATTACKERS, 0));
  oraclec_ref bob = {ORACLEC_REF_PLAYER, 1};
  CHECK_GAME(game, oraclec_game_declare_attackers(game, &cub, &bob, 1));
  CHECK_GAME(game, oraclec_game_advance_to(game, ORACLEC_STEP_MAIN2, 0));

  /* bob draws his top card, a Plains, and tries to play it in alice's turn: the
   * rules refuse (CR 305.1) and the game is unchanged. */
  CHECK_GAME(game, oraclec_game_draw(game, 1, 1));
  oraclec_object plains = oraclec_game_find_object(game, 1, ORACLEC_ZONE_HAND, "Plains");
  s = oraclec_game_play_land(game, 1, plains);
  printf("bob plays %s: %s: %s\n", oraclec_object_name(game, plains), oraclec_status_name(s),
         oraclec_game_last_error(game));

  printf("events:\n");
  for (size_t i = 0; i < oraclec_game_event_count(game); ++i)
    printf("  %s\n", oraclec_game_event(game, i));
  print_records(game);
  printf("turn %d, step %s\n", oraclec_game_turn(game), oraclec_step_name(oraclec_game_step(game)));
  print_battlefield(game, 0);
  print_battlefield(game, 1);
  printf("bob's graveyard: %zu card(s)\n", oraclec_game_zone_size(game, 1, ORACLEC_ZONE_GRAVEYARD));
  printf("result: alice %d, bob %d\n", oraclec_game_life(game, 0), oraclec_game_life(game, 1));

  oraclec_game_destroy(game);
  oraclec_library_destroy(lib);
  return 0;
}
