#!/usr/bin/env bash
# The build report on real-database shapes (issue 14: gaps ranked by the
# unreadable clause; issue 17: database ids, Scryfall printed_text in xcheck,
# --fail-under, the HTML page). Fixtures: tests/databases/*.json (invented cards).
# Usage: run-report-tests.sh /path/to/oraclec. One line per check; exit 1 if any failed.
set -u
OC=${1:?usage: run-report-tests.sh /path/to/oraclec}
OC=$(cd "$(dirname "$OC")" && pwd)/$(basename "$OC")
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export ORACLEC_DATA=${ORACLEC_DATA:-$ROOT}
DB=$ROOT/tests/databases
TMP=$(mktemp -d "${TMPDIR:-/tmp}/oraclec-report.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
cd "$TMP" || exit 2

fails=0
ok() { echo "ok   $1"; }
fail() {
  fails=$((fails + 1))
  echo "FAIL $1"
  shift
  for line in "$@"; do echo "     $line"; done
  if [[ -s $TMP/err ]]; then echo "     stderr:"; head -n 8 "$TMP/err" | sed 's/^/       /'; fi
}
run() {
  timeout 60 "$@" >"$TMP/out" 2>"$TMP/err"
  rc=$?
}
expect_rc() { # NAME WANT
  if [[ $rc -ne $2 ]]; then fail "$1" "exit code $rc, expected $2"; return 1; fi
}
json_check() { # NAME FILE PYTHON-EXPRESSION-OVER-d
  local msg
  if ! msg=$(python3 - "$2" "$3" 2>&1 <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
ok = eval("(" + sys.argv[2] + "\n)", {"d": d})
if not ok:
    print("false: " + sys.argv[2].strip()[:300]); sys.exit(1)
EOF
  ); then fail "$1" "$msg"; return 1; fi
}

name="build: an unsupported effect after a trigger is ranked by its clause, with its grammar context"
run "$OC" build --report "$TMP/gaps.report" "$DB/gaps.json"
expect_rc "$name" 1 && json_check "$name" "$TMP/gaps.report" '
d["unsupported"][0]["construct"] == "juggle the top N cards"
and d["unsupported"][0]["cards"] == 2 and d["unsupported"][0]["context"] == "effect"
and sorted(x["name"] for x in d["unsupported"][0]["examples"]) == ["Test Juggler", "Test Juggling Imp"]
and [a["gap"] for c in d["cards"] if c["name"] == "Test Juggler" for a in c["abilities"]][0] | {"rules": ""}
    == {"clause": "juggle the top N cards of your library", "key": "juggle the top N cards",
        "context": "effect", "rules": "", "words": "juggle the top two cards of your library",
        "token": "juggle", "family": "juggle the top N cards", "token_at": 0}
and all(a["construct"].startswith("text: ") for c in d["cards"] for a in c["abilities"] if "gap" in a)
and any(u["construct"].startswith("text: at the beginning") for u in d["unsupported_by_line_start"])' \
  && { grep -q "juggle the top N cards  \[effect\]" "$TMP/out" && ok "$name" \
       || fail "$name" "the summary does not rank 'juggle the top N cards  [effect]'"; }

name="build --html: one self-contained page (no external resource) with totals, gaps and every card"
run "$OC" build --report "$TMP/gaps2.report" --html "$TMP/gaps.html" "$DB/gaps.json"
if expect_rc "$name" 1; then
  if ! [[ -s $TMP/gaps.html ]]; then fail "$name" "no HTML written"
  elif grep -qiE '(src|href)=["'"'"']?(https?:)?//|@import|url\(' "$TMP/gaps.html"; then fail "$name" "an external resource is referenced"
  elif ! python3 - "$TMP/gaps.html" <<'EOF'
import json, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S)
d = json.loads(m.group(1))
assert page.startswith("<!DOCTYPE html>"), "not an HTML document"
assert d["totals"]["cards"] == 3 and d["totals"]["compiled"] == 1, d["totals"]
assert d["gaps"][0]["c"] == "juggle the top N cards" and d["gaps"][0]["n"] == 2, d["gaps"][0]
assert sorted(c[0] for c in d["cards"]) == ["Test Juggler", "Test Juggling Imp", "Test Plain Bear"]
juggler = [c for c in d["cards"] if c[0] == "Test Juggler"][0]
assert juggler[3][0][4] == "juggle the top two cards of your library" and juggler[3][0][5] == "juggle", juggler
assert juggler[3][0][8] == 0, juggler  # where the token starts in the clause (UTF-16 units)
EOF
  then fail "$name" "the embedded data is not what the report says"
  else ok "$name"; fi
fi

name="build --html - and --report - together -> exit 2 (one standard output)"
run "$OC" build --report - --html - "$DB/gaps.json"
expect_rc "$name" 2 && { grep -q "cannot both be '-'" "$TMP/err" && ok "$name" \
  || fail "$name" "no 'cannot both be '-'' message"; }

name="build --fail-under: exit 1 only below the percentage (1 of 3 cards compiled = 33.3%)"
run "$OC" build -q --fail-under 30 "$DB/gaps.json"
r30=$rc
run "$OC" build -q --fail-under 40 "$DB/gaps.json"
r40=$rc
run "$OC" build -q "$DB/gaps.json"
rdefault=$rc
run "$OC" build -q --fail-under 101 "$DB/gaps.json"
rbad=$rc
if [[ $r30 -eq 0 && $r40 -eq 1 && $rdefault -eq 1 && $rbad -eq 2 ]]; then ok "$name"
else fail "$name" "exit codes: --fail-under 30 -> $r30 (want 0), 40 -> $r40 (want 1), none -> $rdefault (want 1), 101 -> $rbad (want 2)"; fi

name="build: MTGJSON AllPrintings uuid and Scryfall ids carried into the report (first printing's)"
run "$OC" build --report "$TMP/ids.report" "$DB/allprintings-ids.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/ids.report" '
{c["name"]: c.get("ids") for c in d["cards"]} == {
  "Test Ids Bear": {"mtgjson_uuid": "00000000-0000-4000-8000-000000000001",
                    "scryfall_id": "10000000-0000-4000-8000-000000000001",
                    "scryfall_oracle_id": "20000000-0000-4000-8000-000000000001"},
  "Test Ids Spell": {"mtgjson_uuid": "00000000-0000-4000-8000-000000000002"}}' && ok "$name"

name="build: MTGJSON AtomicCards identifiers.scryfallOracleId carried into the report"
run "$OC" build --report "$TMP/atomic.report" "$DB/atomic-ids.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/atomic.report" '
d["cards"][0]["ids"] == {"scryfall_oracle_id": "20000000-0000-4000-8000-0000000000a1"}' && ok "$name"

name="build: Scryfall id and oracle_id carried into the report; printings in other languages merge"
run "$OC" build --report "$TMP/scry.report" "$DB/scryfall-ja.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/scry.report" '
{c["name"]: c.get("ids") for c in d["cards"]} == {
  "Test Scry Bolt": {"scryfall_id": "30000000-0000-4000-8000-000000000001",
                     "scryfall_oracle_id": "40000000-0000-4000-8000-000000000001"},
  "Test Scry Draw": {"scryfall_id": "30000000-0000-4000-8000-000000000003",
                     "scryfall_oracle_id": "40000000-0000-4000-8000-000000000002"}}' && ok "$name"

name="xcheck --lang ja: Scryfall printed_text of a lang=ja printing gives pairs"
run "$OC" xcheck --lang ja --report "$TMP/xcheck.report" "$DB/scryfall-ja.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/xcheck.report" '
d["totals"]["pairs"] == 2 and d["totals"]["equivalent"] == 2
and sorted(c["name"] for c in d["cards"]) == ["Test Scry Bolt", "Test Scry Draw"]' && ok "$name"

name="build --lang ja: Scryfall printed_text is the Japanese text compiled"
run "$OC" build --lang ja --report "$TMP/scry-ja.report" "$DB/scryfall-ja.json"
expect_rc "$name" 0 && json_check "$name" "$TMP/scry-ja.report" '
d["totals"]["cards"] == 2 and d["totals"]["compiled"] == 2' && ok "$name"

if [[ $fails -gt 0 ]]; then echo "$fails check(s) failed"; exit 1; fi
echo "all report checks passed"
