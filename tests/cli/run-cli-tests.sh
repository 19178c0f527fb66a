#!/usr/bin/env bash
# Command-line contract tests (/work/shared/docs/contracts.md, docs/scenarios.md).
# Usage: run-cli-tests.sh /path/to/oraclec
# Run from anywhere; the repository is found from this script's location. Prints one line
# per check (ok / FAIL with what went wrong) and exits 1 if any check failed.
set -u
OC=${1:?usage: run-cli-tests.sh /path/to/oraclec}
OC=$(cd "$(dirname "$OC")" && pwd)/$(basename "$OC")
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export ORACLEC_DATA=${ORACLEC_DATA:-$ROOT}
STDLIB=$ROOT/stdlib-cards
TMP=$(mktemp -d "${TMPDIR:-/tmp}/oraclec-cli.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
cd "$TMP" || exit 2

fails=0
checks=0
ok() { checks=$((checks + 1)); echo "ok   $1"; }
fail() {
  checks=$((checks + 1)); fails=$((fails + 1))
  echo "FAIL $1"
  shift
  for line in "$@"; do echo "     $line"; done
  if [[ -s $TMP/err ]]; then echo "     stderr:"; head -n 8 "$TMP/err" | sed 's/^/       /'; fi
}

# run CMD... : runs with a 20 s limit; sets $rc, $TMP/out, $TMP/err.
run() {
  timeout 20 "$@" >"$TMP/out" 2>"$TMP/err"
  rc=$?
}
# run_stdin FILE CMD... : same, stdin from FILE.
run_stdin() {
  local in=$1; shift
  timeout 20 "$@" <"$in" >"$TMP/out" 2>"$TMP/err"
  rc=$?
}

expect_rc() { # NAME WANT
  if [[ $rc -eq 124 ]]; then fail "$1" "timed out (20 s)"; return 1; fi
  if [[ $rc -ne $2 ]]; then fail "$1" "exit code $rc, expected $2"; return 1; fi
  return 0
}

# The Clang-style diagnostic: line 1 `LOC:LINE:COL: error: ...`, line 2 the source line,
# line 3 carets (^~~~) under the offending words.
expect_diag() { # NAME LOCATION-REGEX SOURCE-LINE
  local name=$1 loc=$2 src=$3
  local first second third
  first=$(grep -n -m1 -E "^${loc}:[0-9]+:[0-9]+: error: " "$TMP/err" | cut -d: -f1)
  if [[ -z $first ]]; then fail "$name" "no '${loc}:LINE:COL: error:' diagnostic on stderr"; return 1; fi
  second=$(sed -n "$((first + 1))p" "$TMP/err")
  third=$(sed -n "$((first + 2))p" "$TMP/err")
  if [[ -n $src && $second != "$src" ]]; then
    fail "$name" "the source line after the diagnostic is '$second', expected '$src'"; return 1
  fi
  if ! [[ $third =~ ^\ *\^~*\ *$ ]]; then fail "$name" "no caret line (^~~) under the source line: '$third'"; return 1; fi
  # The caret starts at the reported column.
  local col
  col=$(sed -n "${first}p" "$TMP/err" | sed -E "s/^${loc}:[0-9]+:([0-9]+): error: .*/\1/")
  local lead=${third%%^*}
  if [[ $((${#lead} + 1)) -ne $col ]]; then
    fail "$name" "caret at column $((${#lead} + 1)), diagnostic says column $col"; return 1
  fi
  return 0
}

json_check() { # NAME FILE PYTHON-EXPRESSION-OVER-d (must be true)
  local name=$1 file=$2 expr=$3 msg
  if ! msg=$(python3 - "$file" "$expr" 2>&1 <<'EOF'
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except Exception as e:
    print(f"not JSON: {e}"); sys.exit(1)
try:
    ok = eval("(" + sys.argv[2] + "\n)", {"d": d})
except Exception as e:
    print(f"{type(e).__name__}: {e}"); sys.exit(1)
if not ok:
    print("condition false: " + sys.argv[2]); sys.exit(1)
EOF
  ); then fail "$name" "$msg"; return 1; fi
  return 0
}

# ------------------------------------------------------------------ parse
name="parse: malformed text -> exit 1, <command line>:1:COL diagnostic with source line and carets"
text="Destroy target creature creature."
run "$OC" parse "$text"
expect_rc "$name" 1 && expect_diag "$name" "<command line>" "$text" && ok "$name"

name="parse: malformed text from stdin -> exit 1, <stdin>:1:COL diagnostic"
printf '%s' "Draw a card, then." >"$TMP/in"
run_stdin "$TMP/in" "$OC" parse -
expect_rc "$name" 1 && expect_diag "$name" "<stdin>" "Draw a card, then." && ok "$name"

name="parse: the unsupported part is still printed as (unsupported ...) on stdout"
run "$OC" parse "Proliferate."
expect_rc "$name" 1 && { grep -q '(unsupported "Proliferate.")' "$TMP/out" && ok "$name" || fail "$name" "stdout lacks (unsupported \"Proliferate.\")"; }

name="parse: unknown construct (a keyword the grammar lacks) -> exit 1 with a diagnostic"
run "$OC" parse "Madness {1}{R}"
expect_rc "$name" 1 && expect_diag "$name" "<command line>" "Madness {1}{R}" && ok "$name"

name="parse: a good ability -> exit 0 and its AST"
run "$OC" parse --name "Lightning Bolt" "Lightning Bolt deals 3 damage to any target."
expect_rc "$name" 0 && { grep -q "deal-damage\|damage" "$TMP/out" && ok "$name" || fail "$name" "no damage node in: $(head -c 200 "$TMP/out")"; }

name="parse: invalid UTF-8 argument -> exit 2 with a diagnostic"
run "$OC" parse "$(printf 'Draw \xff\xfe a card.')"
expect_rc "$name" 2 && { grep -qE '^<command line>:1:[0-9]+: error: .*UTF-8' "$TMP/err" && ok "$name" || fail "$name" "no UTF-8 diagnostic"; }

name="parse: invalid UTF-8 on stdin -> exit 2 with a <stdin> diagnostic"
printf 'Draw a card.\n\xc3\x28 oops' >"$TMP/in"
run_stdin "$TMP/in" "$OC" parse -
expect_rc "$name" 2 && { grep -qE '^<stdin>:2:[0-9]+: error: ' "$TMP/err" && ok "$name" || fail "$name" "no <stdin>:2:COL error (the bad byte is on line 2)"; }

name="parse: empty string -> exit 0 with a warning"
run "$OC" parse ""
expect_rc "$name" 0 && { grep -qE ':1:1: warning: ' "$TMP/err" && ok "$name" || fail "$name" "no 'warning:' diagnostic"; }

name="parse: 1 MB on stdin -> no hang, exit 2 with a diagnostic"
python3 -c "import sys; sys.stdout.write(('Draw a card. ' * 90000)[:1048576])" >"$TMP/big"
run_stdin "$TMP/big" "$OC" parse -
expect_rc "$name" 2 && { grep -qE '^<stdin>:[0-9]+:[0-9]+: error: ' "$TMP/err" && ok "$name" || fail "$name" "no <stdin>:LINE:COL: error: diagnostic"; }

name="parse: 1 MB of one unbroken word on stdin -> exit 2"
python3 -c "import sys; sys.stdout.write('x' * 1048576)" >"$TMP/big"
run_stdin "$TMP/big" "$OC" parse -
expect_rc "$name" 2 && ok "$name"

name="parse: --lang xx -> exit 2"
run "$OC" parse --lang xx "Draw a card."
expect_rc "$name" 2 && { [[ -s $TMP/err ]] && ok "$name" || fail "$name" "nothing on stderr"; }

name="parse: --lang ja with Japanese text -> exit 0, same AST as English"
run "$OC" parse "Draw two cards."
en=$(cat "$TMP/out")
run "$OC" parse --lang ja "カードを２枚引く。"
expect_rc "$name" 0 && { [[ $(cat "$TMP/out") == "$en" ]] && ok "$name" || fail "$name" "ja AST '$(cat "$TMP/out")' != en AST '$en'"; }

# ------------------------------------------------------------------ build
name="build: malformed JSON -> exit 2 with FILE:LINE:COL: error"
printf '{"data": {\n  "Bolt": [ {"name": "Bolt",, "text": "x"} ]\n}}\n' >"$TMP/bad.json"
run "$OC" build "$TMP/bad.json"
expect_rc "$name" 2 && { grep -qF "$TMP/bad.json:2:" "$TMP/err" && grep -qE "bad\.json:2:[0-9]+: error: " "$TMP/err" \
  && ok "$name" || fail "$name" "no '$TMP/bad.json:2:COL: error:' diagnostic"; }

name="build: malformed .card (bad YAML) -> exit 2 with FILE:LINE:COL: error"
printf 'name: Bad Card\ntype: Instant\ntext: [unclosed\n' >"$TMP/bad.card"
run "$OC" build "$TMP/bad.card"
expect_rc "$name" 2 && { grep -qE "bad\.card:[0-9]+:[0-9]+: error: " "$TMP/err" && ok "$name" || fail "$name" "no 'bad.card:LINE:COL: error:' diagnostic"; }

name="build: missing input file -> exit 2"
run "$OC" build "$TMP/does-not-exist.json"
expect_rc "$name" 2 && ok "$name"

# ------------------------------------------------------------------ build: bad input never stops the batch
# (issue 13: a file that cannot be read is a failed card named by its path, with its
# diagnostic; exit 2 only when nothing at all could be read)
name="build: a folder with one malformed .card among good ones -> the good ones compiled, report written, exit 1"
mkdir -p "$TMP/mixed"
cp "$STDLIB/shock.card" "$STDLIB/grizzly-bears.card" "$TMP/mixed/"
printf 'name: Broken\ntype: Instant\ntext: [unclosed\n' >"$TMP/mixed/broken.card"
run "$OC" build --report "$TMP/mixed.json" "$TMP/mixed"
expect_rc "$name" 1 && expect_diag "$name" ".*mixed.broken\.card" "" && json_check "$name" "$TMP/mixed.json" '
d["totals"]["cards"] == 3 and d["totals"]["compiled"] == 2 and d["totals"]["failed"] == 1
and [c["status"] for c in d["cards"] if c["name"].endswith("/mixed/broken.card")] == ["failed"]
and __import__("re").match(r".*/mixed/broken\.card:\d+:\d+: error: ",
    [c for c in d["cards"] if c["name"].endswith("broken.card")][0]["abilities"][0]["diagnostic"])
and [a["status"] for c in d["cards"] if c["name"].endswith("broken.card") for a in c["abilities"]] == ["error"]' && ok "$name"

name="xcheck: a folder with one malformed .card -> the others checked, the bad one status error, exit 1"
run "$OC" xcheck --lang ja --report "$TMP/mixed-x.json" "$TMP/mixed"
expect_rc "$name" 1 && json_check "$name" "$TMP/mixed-x.json" '
d["totals"]["error"] == 1 and d["totals"]["equivalent"] >= 1
and [c["status"] for c in d["cards"] if c["name"].endswith("broken.card")] == ["error"]' && ok "$name"

name="build: a folder where every .card is malformed -> exit 2, each file diagnosed"
mkdir -p "$TMP/allbad"
printf 'name: Broken\ntext: [unclosed\n' >"$TMP/allbad/a.card"
printf 'type: Instant\ntext: No name here.\n' >"$TMP/allbad/b.card"
run "$OC" build --report "$TMP/allbad.json" "$TMP/allbad"
expect_rc "$name" 2 && { grep -qE "allbad/a\.card:[0-9]+:[0-9]+: error: " "$TMP/err" && grep -qE "allbad/b\.card:1:1: error: .*no 'name'" "$TMP/err" \
  && ok "$name" || fail "$name" "not both 'a.card:L:C: error:' and 'b.card:1:1: error: ... no name'"; }

name="build: two .card files with one name -> warning FILE:LINE:COL naming the other file, both compiled"
mkdir -p "$TMP/dup"
printf '# first\nname: Test Shock\nmana_cost: "{R}"\ntype: Instant\ntext: Test Shock deals 2 damage to any target.\n' >"$TMP/dup/a.card"
printf 'mana_cost: "{R}"\nname: Test Shock\ntype: Instant\ntext: Test Shock deals 2 damage to any target.\n' >"$TMP/dup/b.card"
run "$OC" build --report "$TMP/dup.json" "$TMP/dup"
expect_rc "$name" 0 && { grep -qE "dup/b\.card:2:7: warning: card 'Test Shock' is also defined in '.*dup/a\.card'" "$TMP/err" \
  && [[ $(sed -n '/dup\/b\.card:2:7: warning/{n;p}' "$TMP/err") == "name: Test Shock" ]] \
  && json_check "$name" "$TMP/dup.json" 'd["totals"]["cards"] == 2' && ok "$name" \
  || fail "$name" "no 'b.card:2:7: warning: card 'Test Shock' is also defined in ...a.card' with the source line"; }

name="build: .card with faces: [] -> warning FILE:LINE:COL, the card skipped, the rest compiled"
mkdir -p "$TMP/nofaces"
printf 'name: Empty Card\nfaces: []\n' >"$TMP/nofaces/empty.card"
cp "$STDLIB/shock.card" "$TMP/nofaces/"
run "$OC" build --report "$TMP/nofaces.json" "$TMP/nofaces"
expect_rc "$name" 0 && { grep -qE "nofaces/empty\.card:2:8: warning: .*'faces' is empty" "$TMP/err" \
  && json_check "$name" "$TMP/nofaces.json" 'd["totals"]["cards"] == 1' && ok "$name" \
  || fail "$name" "no 'empty.card:2:8: warning: ... faces is empty'"; }

name="build: .card without a type line -> warning FILE:LINE:COL"
printf '\nname: No Type\ntext: Draw a card.\n' >"$TMP/notype.card"
run "$OC" build "$TMP/notype.card"
[[ $rc -le 1 ]] && { grep -qE "notype\.card:2:1: warning: card 'No Type' has no 'type' line" "$TMP/err" && ok "$name" \
  || fail "$name" "no 'notype.card:2:1: warning: card 'No Type' has no 'type' line'"; } || fail "$name" "exit code $rc"

name="build: .card field that is a list or a mapping -> error FILE:LINE:COL of the card, reported, exit 1"
printf 'name: Odd Card\ntype: Creature — Bear\npower: {x: 1}\ntoughness: 2\ntext: ""\n' >"$TMP/oddfield.card"
run "$OC" build --report "$TMP/oddfield.json" "$TMP/oddfield.card"
expect_rc "$name" 1 && { grep -qE "oddfield\.card:3:1: error: card 'Odd Card': 'power' is a mapping; expected text or a number" "$TMP/err" \
  && json_check "$name" "$TMP/oddfield.json" '[(c["name"], c["status"]) for c in d["cards"]] == [("Odd Card", "failed")]' && ok "$name" \
  || fail "$name" "no 'oddfield.card:3:1: error: card 'Odd Card': 'power' is a mapping'"; }

# Wrong JSON types: a per-card error naming the card, the field and its position; the card
# is reported (failed or partial), never coerced or dropped; the other cards compile.
name="build: MTGJSON fields of the wrong type -> per-card FILE:LINE:COL errors, cards reported, exit 1"
cat >"$TMP/types.json" <<'EOF'
{"data": {
  "Good Bear": [{"name": "Good Bear", "type": "Creature — Bear", "manaCost": "{1}{G}", "power": "2", "toughness": "2", "text": ""}],
  "Odd Bear": [{"name": "Odd Bear", "type": "Creature — Bear", "manaCost": "{1}{G}", "power": {}, "toughness": "2", "text": ""}],
  "Text Number": [{"name": "Text Number", "type": "Instant", "text": 3}],
  "Null Cost": [{"name": "Null Cost", "type": "Instant", "manaCost": null, "text": "Draw a card."}],
  "Not Faces": 7,
  "Bad Face": [12],
  "Bad Foreign": [{"name": "Bad Foreign", "type": "Instant", "text": "Draw a card.", "foreignData": ["x"]}]
}}
EOF
run "$OC" build --report "$TMP/types.json.report" "$TMP/types.json"
if expect_rc "$name" 1; then
  missing=""
  for want in "types\.json:3:86: error: card 'Odd Bear': 'power' is an object; expected a string" \
              "types\.json:4:62: error: card 'Text Number': 'text' is a number; expected a string" \
              "types\.json:5:58: error: card 'Null Cost': 'manaCost' is null; expected a string" \
              "types\.json:6:16: error: card 'Not Faces' is a number; expected an array of faces" \
              "types\.json:7:16: error: card 'Bad Face': face 1 is a number; expected a face object" \
              "types\.json:8:102: error: card 'Bad Foreign': 'foreignData\[0\]' is a string; expected an object"; do
    grep -qE "^.*$want" "$TMP/err" || missing="$missing [$want]"
  done
  if [[ -n $missing ]]; then fail "$name" "missing on stderr:$missing"
  elif json_check "$name" "$TMP/types.json.report" '
d["totals"]["cards"] == 7
and {c["name"]: c["status"] for c in d["cards"]}["Good Bear"] == "compiled"
and all(c["status"] in ("failed", "partial") and any(a["status"] == "error" and "types.json:" in a.get("diagnostic", "") for a in c["abilities"])
        for c in d["cards"] if c["name"] != "Good Bear")'; then ok "$name"; fi
fi

name="build: Scryfall entries of the wrong type -> per-card errors, the good card compiled"
cat >"$TMP/scry.json" <<'EOF'
[{"name": "Scry Bear", "type_line": "Creature — Bear", "mana_cost": "{1}{G}", "power": "2", "toughness": "2", "oracle_text": ""},
 "oops",
 {"name": "Scry Odd", "type_line": "Instant", "oracle_text": ["Draw a card."]}]
EOF
run "$OC" build --report "$TMP/scry.report" "$TMP/scry.json"
expect_rc "$name" 1 && { grep -qE "scry\.json:2:2: error: card entry 2 is a string; expected a card object" "$TMP/err" \
  && grep -qE "scry\.json:3:47: error: card 'Scry Odd': 'oracle_text' is an array; expected a string" "$TMP/err" \
  && json_check "$name" "$TMP/scry.report" '[(c["name"], c["status"]) for c in d["cards"]] == [("Scry Bear", "compiled"), ("entry 2", "failed"), ("Scry Odd", "failed")]' \
  && ok "$name" || fail "$name" "no 'scry.json:2:2: error: card entry 2 ...' and 'scry.json:3:46: error: ... oracle_text'"; }

name="build: truncated JSON -> exit 2, one position: the end of the input, with its line and caret"
printf '{"data": {\n  "Bolt": [{"name": "Bolt", "type": "Instant", "te' >"$TMP/trunc.json"
run "$OC" build "$TMP/trunc.json"
line2='  "Bolt": [{"name": "Bolt", "type": "Instant", "te'
expect_rc "$name" 2 && expect_diag "$name" ".*trunc\.json" "$line2" && {
  grep -qE "trunc\.json:2:$((${#line2} + 1)): error: malformed JSON: " "$TMP/err" && ! grep -q "at line" "$TMP/err" \
    && ok "$name" || fail "$name" "not 'trunc.json:2:$((${#line2} + 1)): error: malformed JSON' (once, no second position)"; }

name="build: truncated JSON with a newline at the end -> the same position"
printf '{"data": {\n  "Bolt": [{"name": "Bolt", "type": "Instant", "te\n\n' >"$TMP/trunc2.json"
run "$OC" build "$TMP/trunc2.json"
expect_rc "$name" 2 && { grep -qE "trunc2\.json:2:$((${#line2} + 1)): error: malformed JSON: " "$TMP/err" && ok "$name" \
  || fail "$name" "not 'trunc2.json:2:$((${#line2} + 1)): error:'"; }

name="build: AllPrintings cut after a whole card -> that card compiled, the file reported failed, exit 1"
printf '{"data": {"S1": {"cards": [\n{"name": "Cut Bear", "type": "Creature — Bear", "manaCost": "{1}{G}", "power": "2", "toughness": "2", "text": ""},\n{"name": "Cu' >"$TMP/cut.json"
run "$OC" build --report "$TMP/cut.report" "$TMP/cut.json"
expect_rc "$name" 1 && json_check "$name" "$TMP/cut.report" '
[(c["name"].split("/")[-1], c["status"]) for c in d["cards"]] == [("Cut Bear", "compiled"), ("cut.json", "failed")]' && ok "$name"

name="build: AllPrintings -> repeated printings merged (same name and text), faces of one card grouped"
cat >"$TMP/printings.json" <<'EOF'
{"meta": {"version": "test"}, "data": {
 "S1": {"baseSetSize": 3, "booster": {"default": {}}, "cards": [
   {"name": "Test Bear", "type": "Creature — Bear", "manaCost": "{1}{G}", "power": "2", "toughness": "2", "text": "", "uuid": "1"},
   {"name": "Front Face // Back Face", "faceName": "Front Face", "side": "a", "type": "Instant", "text": "Draw a card.", "uuid": "2"},
   {"name": "Front Face // Back Face", "faceName": "Back Face", "side": "b", "type": "Sorcery", "text": "Draw two cards.", "uuid": "2b"}],
   "code": "S1", "tokens": [{"name": "Token"}]},
 "S2": {"cards": [
   {"name": "Test Bear", "type": "Creature — Bear", "manaCost": "{1}{G}", "power": "2", "toughness": "2", "text": "", "uuid": "3"},
   {"name": "Front Face // Back Face", "faceName": "Front Face", "side": "a", "type": "Instant", "text": "Draw a card.", "uuid": "4"},
   {"name": "Front Face // Back Face", "faceName": "Back Face", "side": "b", "type": "Sorcery", "text": "Draw two cards.", "uuid": "4b"}],
   "code": "S2"}}}
EOF
run "$OC" build --report "$TMP/printings.report" "$TMP/printings.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/printings.report" '
[c["name"] for c in d["cards"]] == ["Test Bear", "Front Face // Back Face"]
and [a["text"] for a in d["cards"][1]["abilities"]] == ["Draw a card.", "Draw two cards."]' && ok "$name"

name="build: Scryfall API list {object: list, data: [...]} (with a UTF-8 BOM) -> its cards"
printf '\xEF\xBB\xBF{"object": "list", "has_more": false, "data": [{"name": "List Bear", "type_line": "Creature — Bear", "mana_cost": "{1}{G}", "power": "2", "toughness": "2", "oracle_text": ""}]}' >"$TMP/list.json"
run "$OC" build --report "$TMP/list.report" "$TMP/list.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/list.report" '[c["name"] for c in d["cards"]] == ["List Bear"]' && ok "$name"

name="build: stdlib-cards -> exit 0, summary printed, --report has the contract keys"
run "$OC" build --report "$TMP/report.json" "$STDLIB"
if expect_rc "$name" 0; then
  if ! grep -qE '[0-9]+ cards' "$TMP/out" "$TMP/err"; then
    fail "$name" "no summary ('N cards') printed"
  elif json_check "$name" "$TMP/report.json" '
all(k in d for k in ("tool","version","language","totals","seconds","unsupported","cards"))
and d["tool"] == "oraclec" and d["language"] == "en" and isinstance(d["version"], str)
and all(isinstance(d["totals"].get(k), int) for k in ("cards","compiled","partial","failed"))
and all(isinstance(d["seconds"].get(k), (int, float)) for k in ("load","parse","lower","codegen","total"))
and isinstance(d["unsupported"], list) and isinstance(d["cards"], list)
and d["totals"]["cards"] == len(d["cards"]) == 14
and d["totals"]["cards"] == d["totals"]["compiled"] + d["totals"]["partial"] + d["totals"]["failed"]
and d["totals"]["compiled"] == 14
and all(c["status"] in ("compiled","partial","failed") and "name" in c and isinstance(c.get("abilities"), list) for c in d["cards"])
and all(a["status"] in ("compiled","unsupported","error") and "text" in a for c in d["cards"] for a in c["abilities"])'; then
    ok "$name"
  fi
fi

name="build: a card with unsupported text -> counted partial/failed, exit 0 or 1 (not 2), listed in unsupported"
cat >"$TMP/odd.card" <<'EOF'
name: Test Oddity
mana_cost: "{1}{G}"
type: Creature — Elf
power: 1
toughness: 1
text: |-
  Flying
  Proliferate.
EOF
run "$OC" build --report "$TMP/odd.json" "$TMP/odd.card"
if [[ $rc -eq 0 || $rc -eq 1 ]]; then
  json_check "$name" "$TMP/odd.json" 'd["totals"]["partial"] == 1 and d["cards"][0]["status"] == "partial" and len(d["unsupported"]) >= 1' && ok "$name"
else
  fail "$name" "exit code $rc"
fi

# ------------------------------------------------------------------ xcheck
name="xcheck --lang ja stdlib-cards -> exit 0, report keys, no mismatch"
run "$OC" xcheck --lang ja --report "$TMP/x.json" "$STDLIB"
expect_rc "$name" 0 && json_check "$name" "$TMP/x.json" '
d["language"] == "ja"
and all(isinstance(d["totals"].get(k), int) for k in ("pairs","equivalent","mismatch","unparsed_en","unparsed_foreign"))
and d["totals"]["pairs"] >= 13 and d["totals"]["mismatch"] == 0
and d["totals"]["pairs"] == d["totals"]["equivalent"] + d["totals"]["mismatch"] + d["totals"]["unparsed_en"] + d["totals"]["unparsed_foreign"]
and all(c["status"] in ("equivalent","mismatch","unparsed") and "name" in c for c in d["cards"])' && ok "$name"

# ------------------------------------------------------------------ render round trip
# Every stdlib card's English text: en -> AST -> en reproduces it. Reminder text
# (parenthesised, CR 207.2) has no game meaning and is not part of the AST.
python3 - "$STDLIB" >"$TMP/cards.tsv" <<'EOF'
import os, sys, yaml
for f in sorted(os.listdir(sys.argv[1])):
    if f.endswith(".card"):
        d = yaml.safe_load(open(os.path.join(sys.argv[1], f), encoding="utf-8"))
        text = (d.get("text") or "").replace("\\", "\\\\").replace("\n", "\\n")
        print(f"{f}\t{d['name']}\t{text}")
EOF
ncards=0
while IFS=$'\t' read -r file cname ctext; do
  ncards=$((ncards + 1))
  text=$(printf '%b' "$ctext")
  want=$(printf '%s\n' "$text" | sed -E 's/ *\([^()]*\)//g; /^$/d')
  name="render --lang en round trip: $cname ($file)"
  run "$OC" render --lang en --name "$cname" "$text"
  got=$(cat "$TMP/out")
  if [[ $rc -ne 0 ]]; then
    fail "$name" "exit code $rc"
  elif [[ "$got" != "$want" ]]; then
    fail "$name" "expected: $want" "got:      $got"
  else
    ok "$name"
  fi
done <"$TMP/cards.tsv"
name="render: all stdlib cards were checked"
[[ $ncards -ge 14 ]] && ok "$name" || fail "$name" "only $ncards .card files read from $STDLIB"

# ------------------------------------------------------------------ run
name="run: missing scenario file -> exit 2 with FILE:1:1: error"
run "$OC" run "$TMP/nope.yaml"
expect_rc "$name" 2 && { grep -qE "nope\.yaml:[0-9]+:[0-9]+: error: " "$TMP/err" && ok "$name" || fail "$name" "no 'nope.yaml:LINE:COL: error:'"; }

name="run: YAML syntax error -> exit 2 with FILE:LINE:COL: error"
printf 'name: broken\nplayers: [alice, bob\nsteps: []\n' >"$TMP/broken.yaml"
run "$OC" run "$TMP/broken.yaml"
expect_rc "$name" 2 && { grep -qE "broken\.yaml:[0-9]+:[0-9]+: error: " "$TMP/err" && ok "$name" || fail "$name" "no 'broken.yaml:LINE:COL: error:'"; }

name="run: failed expectation -> exit 1 naming it"
cat >"$TMP/wrong.yaml" <<'EOF'
name: wrong
players: [alice, bob]
setup:
  bob: {life: 20}
steps:
  - expect: {bob.life: 7}
EOF
run "$OC" run "$TMP/wrong.yaml"
expect_rc "$name" 1 && { grep -qE "wrong\.yaml:6:[0-9]+: error: .*bob\.life" "$TMP/err" && ok "$name" || fail "$name" "no 'wrong.yaml:6:COL: error: ... bob.life'"; }

name="run: several files, one failing -> exit 1; --trace prints a line per step"
cat >"$TMP/good.yaml" <<'EOF'
name: good
players: [alice, bob]
setup:
  alice: {hand: [Shock], battlefield: [Mountain]}
steps:
  - cast: {player: alice, card: Shock, targets: [bob]}
  - resolve: 1
  - expect: {bob.life: 18}
EOF
run "$OC" run --trace "$TMP/good.yaml" "$TMP/wrong.yaml"
expect_rc "$name" 1 && { [[ $(grep -cE '^step [0-9]+: ' "$TMP/out") -ge 3 ]] && ok "$name" || fail "$name" "--trace printed fewer than 3 'step N:' lines"; }

name="run: --engine interpreter gives the same result"
run "$OC" run --engine interpreter "$TMP/good.yaml"
expect_rc "$name" 0 && ok "$name"

# ------------------------------------------------------------------ card libraries
# `build -o` / `load` / `run --cards` (docs/library-format.md, a contract extension).
name="build -o: the stdlib saved as a card library, reported"
run "$OC" build -q -j1 --report "$TMP/lib.json" -o "$TMP/stdlib.ocl" "$STDLIB"
expect_rc "$name" 0 && { [[ -s $TMP/stdlib.ocl ]] || fail "$name" "no $TMP/stdlib.ocl"; } &&
  json_check "$name" "$TMP/lib.json" 'd["library"]["faces"] >= 14 and d["library"]["objects"] >= 1 and "save" in d["seconds"]' && ok "$name"

name="load: the library links; counts and seconds, as JSON with --report -"
run "$OC" load --report - "$TMP/stdlib.ocl"
cp "$TMP/out" "$TMP/load.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/load.json" '
  d["libraries"][0]["status"] == "ok" and d["libraries"][0]["functions"] > 0
  and d["libraries"][0]["playable"] >= 14 and d["libraries"][0]["seconds"]["total"] > 0' && ok "$name"

name="run --cards: scenarios played with library cards only (no stdlib reachable)"
mkdir -p "$TMP/nodata"
ORACLEC_DATA=$TMP/nodata run "$OC" run --cards "$TMP/stdlib.ocl" "$TMP/good.yaml" "$ROOT/tests/scenarios/shock-to-face.yaml"
expect_rc "$name" 0 && { [[ $(grep -c '^PASS ' "$TMP/out") -eq 2 ]] && ok "$name" || fail "$name" "expected 2 PASS lines (each --cards takes one FILE)"; }

name="run --cards twice: libraries searched in order"
cp "$TMP/stdlib.ocl" "$TMP/stdlib2.ocl"
ORACLEC_DATA=$TMP/nodata run "$OC" run --cards "$TMP/stdlib.ocl" --cards "$TMP/stdlib2.ocl" "$TMP/good.yaml"
expect_rc "$name" 0 && ok "$name"

name="run --cards: without the library that scenario cannot find its cards (the check above is real)"
ORACLEC_DATA=$TMP/nodata run "$OC" run "$TMP/good.yaml"
[[ $rc -ne 0 ]] && ok "$name" || fail "$name" "passed without any card source"

name="load: truncated library -> exit 2, FILE: error: truncated"
head -c 100 "$TMP/stdlib.ocl" >"$TMP/cut.ocl"
run "$OC" load "$TMP/cut.ocl"
expect_rc "$name" 2 && { grep -qE "cut\.ocl: error: truncated" "$TMP/err" && ok "$name" || fail "$name" "no 'cut.ocl: error: truncated'"; }

name="load: not a library -> exit 2, FILE: error: not an oraclec card library"
run "$OC" load "$TMP/good.yaml"
expect_rc "$name" 2 && { grep -qE "good\.yaml: error: not an oraclec card library" "$TMP/err" && ok "$name" || fail "$name" "no 'good.yaml: error: not an oraclec card library'"; }

name="run --cards: corrupt library -> exit 2 before any scenario"
run "$OC" run --cards "$TMP/cut.ocl" "$TMP/good.yaml"
expect_rc "$name" 2 && { grep -qE "cut\.ocl: error: " "$TMP/err" && ok "$name" || fail "$name" "no 'cut.ocl: error:'"; }

name="build -o --engine interpreter -> exit 2 (no object code to save)"
run "$OC" build -q --engine interpreter -o "$TMP/interp.ocl" "$STDLIB/shock.card"
expect_rc "$name" 2 && { [[ ! -e $TMP/interp.ocl ]] && grep -q -- "--engine jit" "$TMP/err" && ok "$name" || fail "$name" "wrote a file or did not say why"; }

echo "$((checks - fails))/$checks checks passed"
[[ $fails -eq 0 ]]
