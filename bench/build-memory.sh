#!/usr/bin/env bash
# Peak memory and speed of `oraclec build` on an MTGJSON AllPrintings-sized file
# (issue 13, point 4: memory bounded by cards, not by file size).
# usage: bench/build-memory.sh OR ACLEC [SIZE_MB=500] [JOBS=2]
# Generates /tmp/oraclec-allprintings-SIZE.json once (gen-allprintings.py: the
# shared corpus's cards printed again in many sets; never committed), runs
# `oraclec build -q --report` on it under /usr/bin/time -v and prints the file
# size, peak RSS, wall time, distinct cards and cards/s.
set -eu
OC=${1:?usage: build-memory.sh /path/to/oraclec [SIZE_MB] [JOBS]}
SIZE=${2:-500}
JOBS=${3:-2}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
IN=${ORACLEC_BENCH_INPUT:-/tmp/oraclec-allprintings-$SIZE.json}
[[ -s $IN ]] || python3 "$HERE/gen-allprintings.py" --size-mb "$SIZE" "$IN"
REPORT=$(mktemp /tmp/oraclec-bench-report.XXXXXX.json)
TIMES=$(mktemp /tmp/oraclec-bench-time.XXXXXX)
trap 'rm -f "$REPORT" "$TIMES"' EXIT
rc=0
/usr/bin/time -v "$OC" build -q -j "$JOBS" --report "$REPORT" "$IN" 2>"$TIMES" >/dev/null || rc=$?
rss_kb=$(sed -n 's/^\s*Maximum resident set size (kbytes): //p' "$TIMES")
wall=$(sed -n 's/^\s*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$TIMES")
cpu=$(sed -n 's/^\s*\(User\|System\) time (seconds): //p' "$TIMES" | awk '{s += $1} END {print s + 0}')
python3 - "$IN" "$REPORT" "$rss_kb" "$wall" "$rc" "$cpu" <<'PY'
import json, os, sys
path, report, rss_kb, wall, rc, cpu = sys.argv[1:]
parts = [float(x) for x in wall.split(":")]
seconds = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
try:
    r = json.load(open(report))
    cards, s = r["totals"]["cards"], r["seconds"]
except Exception:
    cards, s = 0, {}
print(f"input      {path}: {os.path.getsize(path) / 1e6:.0f} MB")
print(f"exit code  {rc}")
print(f"peak RSS   {int(rss_kb) / 1024:.0f} MB")
print(f"wall       {seconds:.1f} s  (load {s.get('load', 0):.1f} s, parse {s.get('parse', 0):.1f} s, "
      f"codegen {s.get('codegen', 0):.1f} s); CPU (user+sys) {float(cpu):.1f} s")
print(f"cards      {cards} distinct, {cards / seconds if seconds else 0:.0f} cards/s, "
      f"{os.path.getsize(path) / 1e6 / seconds if seconds else 0:.1f} MB/s of input")
PY
