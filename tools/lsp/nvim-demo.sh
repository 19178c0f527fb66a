#!/usr/bin/env bash
# Shows `oraclec lsp` working in a real editor: Neovim (Debian 12: `apt-get
# install neovim`, 0.7.2, built-in LSP client) runs headless on a .card file
# with a typo and on a scenario, and prints the diagnostics it received, a
# hover and a go-to-definition. Exit 0 when Neovim got the diagnostics; 77
# (skipped) when nvim is not installed ($ORACLEC_NVIM names another binary).
# Usage: tools/lsp/nvim-demo.sh [path/to/oraclec]
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OC=${1:-$ROOT/build/tools/oraclec}
OC=$(cd "$(dirname "$OC")" && pwd)/$(basename "$OC")
NVIM=${ORACLEC_NVIM:-nvim} # another binary, or a missing one to see the skip
if ! command -v "$NVIM" >/dev/null; then
  echo "nvim-demo: skipped: $NVIM is not installed (apt-get install neovim)"
  exit 77
fi
export ORACLEC="$OC" ORACLEC_DATA=${ORACLEC_DATA:-$ROOT}
DEMO_ROOT=$(mktemp -d "${TMPDIR:-/tmp}/oraclec-nvim.XXXXXX")
export DEMO_ROOT
trap 'rm -rf "$DEMO_ROOT"' EXIT
cat >"$DEMO_ROOT/test-imp.card" <<'CARD'
name: Test Imp
mana_cost: "{1}{B}"
type: Creature — Imp
power: 1
toughness: 1
text: |-
  Flying
  When Test Imp enters, you gain 3 lifee.
CARD
cat >"$DEMO_ROOT/imp.yaml" <<'YAML'
name: an imp and a bear
rules: [302.6]
players: [alice, bob]
setup:
  alice: {battlefield: [Test Imp, Grizzly Bears, Test Gremlin]}
steps:
  - expect: {alice.Test Imp.power: 1}
YAML
cd "$DEMO_ROOT"
run() { # FILE, then the positions in the environment
  timeout 60 "$NVIM" --headless --clean -n -u NONE -c "luafile $HERE/nvim-demo.lua" "$1" </dev/null
}
echo "== $DEMO_ROOT/test-imp.card"
card=$(DEMO_HOVER=7:24 run test-imp.card) || { echo "$card"; echo "nvim-demo: FAIL (nvim exit $?)"; exit 1; }
echo "$card"
echo
echo "== $DEMO_ROOT/imp.yaml"
scenario=$(DEMO_DEFINITION=4:35 run imp.yaml) || { echo "$scenario"; echo "nvim-demo: FAIL (nvim exit $?)"; exit 1; }
echo "$scenario"
# What Neovim must have received: the typo's E0101 at line 8, column 36 (as
# `oraclec build` says), the unknown card of the scenario, and the definition.
grep -q "test-imp.card:8:36-41: .*lifee.*\[E0101\]" <<<"$card" || { echo "nvim-demo: FAIL: no E0101 at 8:36"; exit 1; }
grep -q "unknown card 'Test Gremlin'" <<<"$scenario" || { echo "nvim-demo: FAIL: no unknown card"; exit 1; }
grep -q "definition: .*stdlib-cards/grizzly-bears.card:2" <<<"$scenario" || { echo "nvim-demo: FAIL: no definition"; exit 1; }
echo "nvim-demo: ok"
