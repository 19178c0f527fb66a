#!/usr/bin/env bash
# Regenerates docs/coverage/: the corpus build report (English) and the
# Japanese cross-check, as JSON plus a short human summary.
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=${1:-../shared/corpus/AtomicCards.sample.json}
OC=${OC:-./build/tools/oraclec}
mkdir -p docs/coverage
"$OC" build "$CORPUS" -j"$(nproc)" --report docs/coverage/build-en.json > docs/coverage/build-en.txt || true
"$OC" xcheck --lang ja "$CORPUS" -j"$(nproc)" --report docs/coverage/xcheck-ja.json > docs/coverage/xcheck-ja.txt || true
cat docs/coverage/build-en.txt docs/coverage/xcheck-ja.txt
python3 tools/coverage-summary.py docs/coverage/build-en.json docs/coverage/xcheck-ja.json docs/coverage/README.md
