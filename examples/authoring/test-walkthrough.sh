#!/bin/bash
# ctest examples.authoring: runs every command README.md shows (the lines
# "    $ oraclec ...", from this folder) and checks that each output line the
# README prints under it is in the real output, so the walk-through cannot
# rot. "(exit N)" under a command is its exit status. Timings and sizes vary
# and are not compared (lines with "seconds", "N MB" or "N.NN s"). Then the scenario runs on both engines (the JIT and
# the IR interpreter) with the new cards beside the bundled ones.
#   test-walkthrough.sh ORACLEC AUTHORING_DIR
set -uo pipefail
oraclec=$1 dir=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$dir"/. "$tmp/"
cd "$tmp" || exit 1
failures=0 commands=0

check_block() { # COMMAND EXPECTED-FILE
  local cmd=$1 expected=$2 actual=$tmp/.actual
  ((commands++))
  (eval "${cmd/#oraclec/\"$oraclec\"}") >"$actual" 2>&1
  local rc=$?
  while IFS= read -r line; do
    # Timings and sizes vary: not compared.
    if [[ $line =~ seconds|[0-9]\ MB|[0-9]\.[0-9]+\ s([^a-z]|$) ]]; then continue; fi
    case $line in
      "(exit "*")") [ "$line" = "(exit $rc)" ] || { echo "FAIL: '$cmd' exited $rc, README says $line"; ((failures++)); }
                    continue ;;
    esac
    if ! grep -qxF -- "$line" "$actual"; then
      echo "FAIL: '$cmd': README line not in the output: $line"
      ((failures++))
    fi
  done <"$expected"
  echo "ran: $cmd (exit $rc)"
}

# README.md: a command is an indented "$ " line; its output the indented
# lines after it, up to a blank line or the next command.
cmd="" expected=$tmp/.expected
: >"$expected"
while IFS= read -r raw; do
  if [[ $raw == "    \$ "* ]]; then
    [ -n "$cmd" ] && check_block "$cmd" "$expected"
    cmd=${raw#    \$ }
    : >"$expected"
  elif [[ -n $cmd && $raw == "    "* ]]; then
    printf '%s\n' "${raw#    }" >>"$expected"
  elif [[ -n $cmd && -z $raw ]]; then
    check_block "$cmd" "$expected"
    cmd=""
  fi
done <"$dir/README.md"
[ -n "$cmd" ] && check_block "$cmd" "$expected"
[ "$commands" -ge 4 ] || { echo "FAIL: only $commands commands found in README.md"; ((failures++)); }

# The scenario on both engines, its cards next to the bundled ones.
mkdir -p data/stdlib-cards
cp "$dir"/../../stdlib-cards/*.card cards/*.card data/stdlib-cards/
for engine in jit interpreter; do
  if ORACLEC_DATA=$tmp/data "$oraclec" run --engine "$engine" play.yaml >.run 2>&1; then
    echo "ran: play.yaml on the $engine engine: $(tail -1 .run)"
  else
    echo "FAIL: play.yaml on the $engine engine:"
    cat .run
    ((failures++))
  fi
done
[ "$failures" -eq 0 ] && echo PASS || echo "FAILED: $failures"
[ "$failures" -eq 0 ]
