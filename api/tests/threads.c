/* ctest api.threads: separate libraries used from separate threads at the same
 * time (docs/api.md, "Thread-safety"): each thread compiles its own cards,
 * plays its own game and must get the same result as alone. */
#include <oraclec/oraclec.h>

#include <pthread.h>
#include <stdio.h>

enum { kThreads = 4 };

static void *play(void *arg) {
  int *result = arg;
  *result = -1;
  oraclec_library *lib = NULL;
  if (oraclec_library_create(&lib) != ORACLEC_OK) return NULL;
  oraclec_game *game = NULL;
  const char *players[] = {"alice", "bob"};
  oraclec_object bolt = 0;
  oraclec_ref bob = {ORACLEC_REF_PLAYER, 1};
  if (oraclec_library_add_card(lib, "Test Spark", "{R}", "Instant", NULL, NULL,
                               "Test Spark deals 3 damage to any target.") == ORACLEC_OK &&
      oraclec_game_create(lib, players, 2, &game) == ORACLEC_OK &&
      oraclec_game_add_card(game, 0, ORACLEC_ZONE_BATTLEFIELD, "Mountain", NULL) == ORACLEC_OK &&
      oraclec_game_add_card(game, 0, ORACLEC_ZONE_HAND, "Test Spark", &bolt) == ORACLEC_OK &&
      oraclec_game_cast(game, 0, bolt, &bob, 1, NULL, 0, 0) == ORACLEC_OK &&
      oraclec_game_resolve_top(game) == ORACLEC_OK)
    *result = oraclec_game_life(game, 1);
  else
    fprintf(stderr, "%s%s\n", oraclec_library_last_error(lib),
            game ? oraclec_game_last_error(game) : "");
  oraclec_game_destroy(game);
  oraclec_library_destroy(lib);
  return NULL;
}

int main(void) {
  pthread_t threads[kThreads];
  int results[kThreads];
  for (int i = 0; i < kThreads; ++i)
    pthread_create(&threads[i], NULL, play, &results[i]);
  int failures = 0;
  for (int i = 0; i < kThreads; ++i) {
    pthread_join(threads[i], NULL);
    printf("thread %d: bob's life %d\n", i, results[i]);
    failures += results[i] != 17;
  }
  printf(failures ? "FAILED: %d\n" : "PASS\n", failures);
  return failures != 0;
}
