/* ctest api.errors: bad input through the C API gets a status and a message,
 * never a crash or an exception (docs/api.md, "Errors"). Built against the
 * build tree's liboraclec.so. */
#include <oraclec/oraclec.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

/* The call is made before its handle's message is read (the message of an
 * earlier call is gone once the handle is called again). */
#define EXPECT_LIB(what, call, want, needle)                                                       \
  do {                                                                                             \
    oraclec_status got_ = (call);                                                                  \
    expect_status(what, got_, want, oraclec_library_last_error(lib), needle);                      \
  } while (0)
#define EXPECT_GAME(what, call, want, needle)                                                      \
  do {                                                                                             \
    oraclec_status got_ = (call);                                                                  \
    expect_status(what, got_, want, oraclec_game_last_error(game), needle);                        \
  } while (0)

static void expect_status(const char *what, oraclec_status got, oraclec_status want,
                          const char *message, const char *needle) {
  int ok = got == want && (!needle || strstr(message, needle));
  printf("%s %s: %s: %s\n", ok ? "ok  " : "FAIL", what, oraclec_status_name(got), message);
  failures += !ok;
}

int main(int argc, char **argv) {
  const char *tmpdir = argc > 1 ? argv[1] : "/tmp";
  char path[4096];

  expect_status("create(NULL)", oraclec_library_create(NULL), ORACLEC_ERROR_INVALID_ARGUMENT, "",
                NULL);
  expect_status("add_path(NULL library)", oraclec_library_add_path(NULL, "x"),
                ORACLEC_ERROR_INVALID_ARGUMENT, "", NULL);
  oraclec_library *lib = NULL;
  if (oraclec_library_create(&lib) != ORACLEC_OK) {
    printf("FAIL create: %s\n", lib ? oraclec_library_last_error(lib) : "(no handle)");
    return 1;
  }
  EXPECT_LIB("add_path(NULL path)", oraclec_library_add_path(lib, NULL),
             ORACLEC_ERROR_INVALID_ARGUMENT, "path is null");
  EXPECT_LIB("add_path(missing)", oraclec_library_add_path(lib, "/nonexistent/cards.json"),
             ORACLEC_ERROR_IO, "/nonexistent/cards.json");
  EXPECT_LIB("add_card_source(malformed)",
             oraclec_library_add_card_source(lib, "bad.card", "name: [unclosed\n"),
             ORACLEC_ERROR_BAD_INPUT, "bad.card");
  EXPECT_LIB("load(missing)", oraclec_library_load(lib, "/nonexistent/cards.ocl"), ORACLEC_ERROR_IO,
             "cannot read");
  snprintf(path, sizeof path, "%s/garbage.ocl", tmpdir);
  FILE *f = fopen(path, "wb");
  fputs("this is not a card library, just text\n", f);
  fclose(f);
  EXPECT_LIB("load(garbage)", oraclec_library_load(lib, path), ORACLEC_ERROR_BAD_INPUT,
             "not an oraclec card library");
  EXPECT_LIB("save(directory)", oraclec_library_save(lib, "/nonexistent/dir/x.ocl"),
             ORACLEC_ERROR_IO, "cannot write");
  size_t index = 0;
  EXPECT_LIB("find_card(unknown)", oraclec_library_find_card(lib, "No Such Card", &index),
             ORACLEC_ERROR_NOT_FOUND, "No Such Card");
  EXPECT_LIB("set_jobs(0)", oraclec_library_set_jobs(lib, 0), ORACLEC_ERROR_INVALID_ARGUMENT,
             "jobs");
  /* A success clears the last error. */
  EXPECT_LIB("add_card(vanilla)",
             oraclec_library_add_card(lib, "Plain Bear", "{1}{G}", "Creature \xE2\x80\x94 Bear",
                                      "2", "2", NULL),
             ORACLEC_OK, "");
  if (*oraclec_library_last_error(lib)) {
    printf("FAIL last error not cleared\n");
    ++failures;
  }
  /* A folder of .card files and a JSON database (a Scryfall bulk array). */
  if (argc > 2) {
    EXPECT_LIB("add_path(folder)", oraclec_library_add_path(lib, argv[2]), ORACLEC_OK, "");
    EXPECT_LIB("find_card(Thornback Boar)",
               oraclec_library_find_card(lib, "Thornback Boar", &index), ORACLEC_OK, "");
    if (oraclec_library_card_status(lib, index) != ORACLEC_CARD_COMPILED) {
      printf("FAIL Thornback Boar from the folder is not compiled\n");
      ++failures;
    }
  }
  snprintf(path, sizeof path, "%s/scryfall.json", tmpdir);
  f = fopen(path, "wb");
  fputs("[{\"object\": \"card\", \"name\": \"Json Spark\", \"mana_cost\": \"{R}\",\n"
        "  \"type_line\": \"Instant\", \"oracle_text\": \"Json Spark deals 1 damage to any "
        "target.\"}]\n",
        f);
  fclose(f);
  EXPECT_LIB("add_path(json)", oraclec_library_add_path(lib, path), ORACLEC_OK, "");
  EXPECT_LIB("find_card(Json Spark)", oraclec_library_find_card(lib, "Json Spark", &index),
             ORACLEC_OK, "");
  if (!oraclec_library_card_playable(lib, index)) {
    printf("FAIL Json Spark from the JSON database is not playable\n");
    ++failures;
  }

  /* Out of range queries give neutral values. */
  if (oraclec_library_card_name(lib, 999)[0] || oraclec_library_ability_count(lib, 999) ||
      oraclec_library_card_status(lib, 999) != ORACLEC_CARD_FAILED) {
    printf("FAIL out-of-range card queries\n");
    ++failures;
  }

  const char *one[] = {"solo"};
  oraclec_game *game = NULL;
  EXPECT_LIB("game_create(1 player)", oraclec_game_create(lib, one, 1, &game),
             ORACLEC_ERROR_INVALID_ARGUMENT, "two players");
  const char *two[] = {"alice", "bob"};
  if (oraclec_game_create(lib, two, 2, &game) != ORACLEC_OK) {
    printf("FAIL game_create: %s\n", oraclec_library_last_error(lib));
    return 1;
  }
  oraclec_object bear = 0;
  EXPECT_GAME("add_card(unknown)",
              oraclec_game_add_card(game, 0, ORACLEC_ZONE_HAND, "No Such Card", NULL),
              ORACLEC_ERROR_NOT_FOUND, "unknown card");
  EXPECT_GAME("add_card(bad player)",
              oraclec_game_add_card(game, 7, ORACLEC_ZONE_HAND, "Plain Bear", NULL),
              ORACLEC_ERROR_INVALID_ARGUMENT, "no player 7");
  EXPECT_GAME("add_card(stack)",
              oraclec_game_add_card(game, 0, ORACLEC_ZONE_STACK, "Plain Bear", NULL),
              ORACLEC_ERROR_INVALID_ARGUMENT, "stack");
  EXPECT_GAME("add_card(hand)",
              oraclec_game_add_card(game, 0, ORACLEC_ZONE_HAND, "Plain Bear", &bear), ORACLEC_OK,
              "");
  /* No lands: the bear cannot be paid for; the game is unchanged. */
  EXPECT_GAME("cast(unpayable)", oraclec_game_cast(game, 0, bear, NULL, 0, NULL, 0, 0),
              ORACLEC_ERROR_ILLEGAL_ACTION, "cast");
  if (oraclec_object_zone(game, bear) != ORACLEC_ZONE_HAND || oraclec_game_stack_size(game) != 0) {
    printf("FAIL a refused cast changed the game\n");
    ++failures;
  }
  EXPECT_GAME("cast(no object)", oraclec_game_cast(game, 0, 12345, NULL, 0, NULL, 0, 0),
              ORACLEC_ERROR_INVALID_ARGUMENT, "no object 12345");
  oraclec_ref nobody = {ORACLEC_REF_PLAYER, 9};
  EXPECT_GAME("attack(bad defender)", oraclec_game_declare_attackers(game, &bear, &nobody, 1),
              ORACLEC_ERROR_INVALID_ARGUMENT, "no player 9");
  EXPECT_GAME("advance_to(bad step)", oraclec_game_advance_to(game, (oraclec_step)99, 0),
              ORACLEC_ERROR_INVALID_ARGUMENT, "no step 99");
  if (oraclec_object_name(game, 999999)[0] || oraclec_game_life(game, 5) != 0 ||
      oraclec_game_stack_name(game, 3)[0] || oraclec_object_zone(game, 999999) != -1) {
    printf("FAIL out-of-range game queries\n");
    ++failures;
  }
  /* Activating a Forest's mana ability (CR 305.6: ability 1) taps it; answers
   * that no choice takes stay queued. */
  oraclec_object forest = 0;
  EXPECT_GAME("add_card(Forest)",
              oraclec_game_add_card(game, 0, ORACLEC_ZONE_BATTLEFIELD, "Forest", &forest),
              ORACLEC_OK, "");
  EXPECT_GAME("activate(Forest, 2)", oraclec_game_activate(game, 0, forest, 2, NULL, 0, 0),
              ORACLEC_ERROR_ILLEGAL_ACTION, "activate");
  EXPECT_GAME("activate(Forest, 1)", oraclec_game_activate(game, 0, forest, 1, NULL, 0, 0),
              ORACLEC_OK, "");
  if (!oraclec_object_is_tapped(game, forest)) {
    printf("FAIL the activated Forest is not tapped\n");
    ++failures;
  }
  const char *answer[] = {"yes"};
  EXPECT_GAME("answer", oraclec_game_answer(game, -1, answer, 1), ORACLEC_OK, "");
  if (oraclec_game_pending_answers(game) != 1) {
    printf("FAIL the queued answer is not pending\n");
    ++failures;
  }
  EXPECT_GAME("pass(alice)", oraclec_game_pass(game, 0), ORACLEC_OK, "");

  /* The game keeps the compiled code alive after its library is gone. */
  oraclec_library_destroy(lib);
  if (strcmp(oraclec_object_name(game, bear), "Plain Bear") != 0) {
    printf("FAIL the game lost its card when the library was destroyed\n");
    ++failures;
  }
  oraclec_game_destroy(game);
  oraclec_game_destroy(NULL);
  oraclec_library_destroy(NULL);
  printf(failures ? "FAILED: %d\n" : "PASS\n", failures);
  return failures ? 1 : 0;
}
