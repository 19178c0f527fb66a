#!/usr/bin/env bash
# Grammar generation and every command behave the same whatever the locale:
# no locale at all (a bare Debian root, CI), C, C.UTF-8 and ja_JP.UTF-8.
#
# Usage: locale-independence.sh ORACLEC ANTLR4_TOOL GENERATED_GRAMMAR_DIR FLAGS...
#   GENERATED_GRAMMAR_DIR is the build's grammar/ folder (<lang>_grammar/ inside);
#   FLAGS are the ANTLR flags the build uses (cmake/Antlr.cmake, ORACLEC_ANTLR_FLAGS).
# For each locale it regenerates the four grammars with those flags and compares them
# byte for byte with the build's, then runs parse/render/build/xcheck/rules-check/run
# and compares their output (timings removed) with the no-locale run.
# ja_JP.UTF-8 is compiled into a private LOCPATH with localedef (Debian's `locales`
# package, installed by tools/install-deps.sh), so no root is needed.
set -u
OC=${1:?usage: locale-independence.sh ORACLEC ANTLR4 GENERATED_DIR FLAGS...}
ANTLR=${2:?}
GENERATED=${3:?}
shift 3
FLAGS=("$@")
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export ORACLEC_DATA=${ORACLEC_DATA:-$ROOT}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/oraclec-locale.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
fails=0
fail() { fails=$((fails + 1)); echo "FAIL $*"; }

# --- a real ja_JP.UTF-8 locale (not a silent fallback to C)
mkdir -p "$TMP/locales"
if ! localedef -i ja_JP -f UTF-8 "$TMP/locales/ja_JP.UTF-8" 2>"$TMP/localedef.err"; then
  # localedef exits 1 on warnings but still writes the locale; check it exists.
  [[ -d $TMP/locales/ja_JP.UTF-8 ]] || { cat "$TMP/localedef.err"; fail "cannot build ja_JP.UTF-8 (is Debian's 'locales' installed?)"; exit 1; }
fi
export LOCPATH_JA=$TMP/locales
charmap=$(env -i PATH="$PATH" LOCPATH="$LOCPATH_JA" LC_ALL=ja_JP.UTF-8 locale charmap 2>/dev/null)
[[ $charmap == UTF-8 ]] || fail "ja_JP.UTF-8 is not active under LOCPATH (charmap '$charmap')"

# with_locale NAME CMD... : runs CMD with a clean environment and only that locale.
with_locale() {
  local name=$1; shift
  local envs=(PATH="$PATH" HOME="${HOME:-/tmp}" ORACLEC_DATA="$ORACLEC_DATA" TMPDIR="${TMPDIR:-/tmp}")
  case $name in
    none) ;;
    ja_JP.UTF-8) envs+=(LOCPATH="$LOCPATH_JA" LANG=ja_JP.UTF-8 LC_ALL=ja_JP.UTF-8) ;;
    *) envs+=(LANG="$name" LC_ALL="$name") ;;
  esac
  env -i "${envs[@]}" "$@"
}

# Removes what legitimately differs between runs: timings.
strip_timings() {
  python3 -c '
import json, sys, re
text = sys.stdin.read()
try:
    def drop(o):
        if isinstance(o, dict):
            return {k: drop(v) for k, v in o.items() if k not in ("seconds", "elapsed")}
        if isinstance(o, list):
            return [drop(v) for v in o]
        return o
    print(json.dumps(drop(json.loads(text)), ensure_ascii=False, sort_keys=True, indent=1))
except ValueError:
    print("\n".join(l for l in text.splitlines() if not re.search(r"seconds|\bin [0-9.]+ ?m?s\b", l)))
'
}

SCENARIO=$ROOT/tests/scenarios/lightning-bolt-kills-bear.yaml
SEED=$(ls "$ROOT"/../shared/seeds/*.txt 2>/dev/null | head -n 1)
[[ -n $SEED ]] || SEED=$(ls "$ROOT"/data/rules/* | head -n 1)
run_commands() { # LOCALE OUTDIR
  local loc=$1 out=$2 i=0
  mkdir -p "$out"
  cmd() {
    i=$((i + 1))
    with_locale "$loc" "$@" >"$out/$i.out" 2>"$out/$i.err"
    echo "exit $?" >>"$out/$i.err"
    strip_timings <"$out/$i.out" >"$out/$i.norm"
    printf '%s\n' "$*" >"$out/$i.cmd"
  }
  cmd "$OC" parse --name "Lightning Bolt" "Lightning Bolt deals 3 damage to any target."
  cmd "$OC" parse --lang ja --name 稲妻 "１つを対象とする。稲妻はそれに３点のダメージを与える。"
  cmd "$OC" parse --lang ko "목표 생물은 턴종료까지 +3/+3을 받는다."
  for l in ja ko pl; do
    cmd "$OC" render --lang "$l" --name "Giant Growth" "Target creature gets +3/+3 until end of turn."
    cmd "$OC" xcheck --lang "$l" --report "$out/xcheck-$l.json" "$ROOT/stdlib-cards"
    strip_timings <"$out/xcheck-$l.json" >"$out/xcheck-$l.norm"
  done
  cmd "$OC" build --report "$out/build.json" "$ROOT/stdlib-cards"
  strip_timings <"$out/build.json" >"$out/build.norm"
  cmd "$OC" run --trace "$SCENARIO"
  cmd "$OC" rules-check --format json "$SEED"
}

LOCALES=(none C C.UTF-8 ja_JP.UTF-8)
for loc in "${LOCALES[@]}"; do
  # --- grammar generation
  for dir in "$GENERATED"/*_grammar; do
    lang=$(basename "$dir" _grammar)
    name=Oracle$(tr '[:lower:]' '[:upper:]' <<<"${lang:0:1}")${lang:1}
    gen=$TMP/gen-$loc/$lang
    mkdir -p "$gen"
    (cd "$ROOT/grammar/$lang" &&
      with_locale "$loc" "$ANTLR" "${FLAGS[@]}" -package "${lang}_grammar" -o "$gen" -lib ../common "$name.g4") \
      >"$gen.log" 2>&1 || { fail "[$loc] antlr4 failed on $name.g4: $(head -c 300 "$gen.log")"; continue; }
    for f in "$gen"/*; do
      cmp -s "$f" "$dir/$(basename "$f")" ||
        fail "[$loc] generated $(basename "$f") differs from the build's (the grammar is read differently under this locale)"
    done
  done
  # --- commands
  run_commands "$loc" "$TMP/run-$loc"
done

for loc in "${LOCALES[@]:1}"; do
  for f in "$TMP/run-none"/*.norm "$TMP/run-none"/*.err; do
    other=$TMP/run-$loc/$(basename "$f")
    if ! cmp -s "$f" "$other"; then
      n=$(basename "$f" | cut -d. -f1)
      what=$( [[ -f $TMP/run-none/$n.cmd ]] && cat "$TMP/run-none/$n.cmd" || echo "$n" )
      fail "[$loc] output differs from the no-locale run: $what"
      diff "$f" "$other" | head -n 6 | sed 's/^/     /'
    fi
  done
done
# The no-locale run must also be a good run (a shared wrong answer is not "the same").
grep -q "(spell (targets (target any-target)) (deal-damage self 3 (target-ref 0)))" "$TMP/run-none/2.out" ||
  fail "[none] the Japanese parse is wrong: $(cat "$TMP/run-none/2.out")"
grep -q "^exit 0$" "$TMP/run-none/3.err" || fail "[none] the Korean parse failed: $(head -c 300 "$TMP/run-none/3.err")"

if ((fails)); then echo "$fails locale check(s) failed"; exit 1; fi
echo "ok: grammars and commands identical under: ${LOCALES[*]}"
