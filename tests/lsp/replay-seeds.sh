#!/usr/bin/env bash
# Replays the fuzz seeds of fuzz_lsp_reader (tests/fuzz/corpus/lsp_reader/) and
# their truncations through `oraclec lsp`: each must end with exit 0 or 1 (the
# lifecycle's codes), never a signal or a hang. The libFuzzer target itself
# needs the clang sanitizer build; this runs in every build.
# Usage: replay-seeds.sh /path/to/oraclec SEED_DIR
set -u
OC=$1 DIR=$2
TMP=$(mktemp -d "${TMPDIR:-/tmp}/oraclec-lsp-seeds.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
fails=0 runs=0
for seed in "$DIR"/*; do
  size=$(stat -c %s "$seed")
  for cut in "$size" $((size * 9 / 10)) $((size * 2 / 3)) $((size / 2)) $((size / 3)) 40 17 1; do
    [ "$cut" -le "$size" ] || continue
    head -c "$cut" "$seed" >"$TMP/in"
    timeout 20 "$OC" lsp --no-run --max-message-bytes 4096 <"$TMP/in" >/dev/null 2>"$TMP/err"
    rc=$?
    runs=$((runs + 1))
    if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
      fails=$((fails + 1))
      echo "FAIL $(basename "$seed") cut at $cut bytes: exit $rc"
      head -n 5 "$TMP/err"
    fi
  done
done
echo "$runs runs, $fails failed"
[ $fails -eq 0 ]
