#!/usr/bin/env bash
# Optional: checks docs/coverage/index.html in headless Chromium and saves a
# screenshot (docs/coverage/index.png). Chromium is Debian's `chromium`
# package; it is not in tools/install-deps.sh (large, and only this step needs
# it): `apt-get install --no-install-recommends chromium`.
# Usage: tools/coverage-screenshot.sh [PAGE.html [OUT.png [WIDTHxHEIGHT]]]
set -euo pipefail
cd "$(dirname "$0")/.."
PAGE=${1:-docs/coverage/index.html}
OUT=${2:-docs/coverage/index.png}
SIZE=${3:-1280x2000}
CHROMIUM=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [[ -z $CHROMIUM ]]; then
  echo "coverage-screenshot.sh: no chromium (apt-get install --no-install-recommends chromium)" >&2
  exit 2
fi
url="file://$(realpath "$PAGE")"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --user-data-dir="$profile" --hide-scrollbars
       --virtual-time-budget=5000)
# The page builds its tables from its embedded data with JavaScript: the DOM
# after it ran must hold the gap table and the first cards (a script error
# leaves them empty).
dom=$("$CHROMIUM" "${flags[@]}" --dump-dom "$url" 2>/dev/null)
rows=$(grep -o '<tr>' <<<"$dom" | wc -l)
cards=$(grep -o 'class="card"' <<<"$dom" | wc -l)
if [[ $rows -lt 2 || $cards -lt 1 ]]; then
  echo "coverage-screenshot.sh: the page did not render (gap rows $rows, cards $cards)" >&2
  exit 1
fi
"$CHROMIUM" "${flags[@]}" --window-size="${SIZE/x/,}" --screenshot="$(realpath -m "$OUT")" "$url" 2>/dev/null
echo "coverage-screenshot.sh: $PAGE rendered ($((rows - 1)) gap rows, $cards cards shown); screenshot $OUT"
