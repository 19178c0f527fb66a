#!/usr/bin/env bash
# Regenerates docs/coverage/: the corpus build report (English) and the
# Japanese cross-check, as JSON plus a short human summary, and index.html
# (the build report as one self-contained page: `oraclec build --html`) and
# xcheck-ja.html (the mismatches for translators, differing words marked).
# A screenshot of the page: tools/coverage-screenshot.sh (optional: Chromium).
# No file is ever left half-written: oraclec writes its --report through a
# temporary file and a rename, and so does this script for the summaries; a
# failed run (exit 2: unreadable input, a write error) leaves the old files.
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=${1:-../shared/corpus/AtomicCards.sample.json}
OC=${OC:-./build/tools/oraclec}
OUT=docs/coverage
mkdir -p "$OUT"
tmp=$(mktemp -d "$OUT/.coverage.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# run NAME CMD...: the command's stdout into $tmp/NAME; exit 0 or 1 is a
# result (1: not every card compiled / matched), anything else stops here.
run() {
  local name=$1 rc=0
  shift
  "$@" >"$tmp/$name" || rc=$?
  if [[ $rc -gt 1 ]]; then
    echo "coverage.sh: '$*' failed (exit $rc); $OUT left as it was" >&2
    exit "$rc"
  fi
}
run build-en.txt "$OC" build "$CORPUS" -j"$(nproc)" --report "$tmp/build-en.json" --html "$tmp/index.html"
run xcheck-ja.txt "$OC" xcheck --lang ja "$CORPUS" -j"$(nproc)" --report "$tmp/xcheck-ja.json" \
  --html "$tmp/xcheck-ja.html"
python3 tools/coverage-summary.py "$tmp/build-en.json" "$tmp/xcheck-ja.json" "$tmp/README.md"
# Everything was written: replace the old files (each rename is atomic).
for f in build-en.json build-en.txt index.html xcheck-ja.json xcheck-ja.txt xcheck-ja.html README.md; do
  mv -f "$tmp/$f" "$OUT/$f"
done
cat "$OUT/build-en.txt" "$OUT/xcheck-ja.txt"
