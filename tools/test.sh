#!/usr/bin/env bash
# Set-up command 2: build and pass every test.
#   1. release build (g++) + unit, golden, CLI and scenario tests (JIT and interpreter)
#   2. one clang-19 build instrumented with AddressSanitizer + UBSan (and libFuzzer
#      coverage): the same test suite again under the sanitizers, then libFuzzer
#      runs of every parser for $ORACLEC_FUZZ_SECONDS each (default 30)
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
JOBS=$(nproc)

echo "== build and test (release)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build
ctest --test-dir build --output-on-failure -j"$JOBS"

echo "== build and test under AddressSanitizer + UndefinedBehaviorSanitizer (clang-19)"
cmake -S . -B build-san -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DORACLEC_FUZZ=ON \
  -DBUILD_BENCH=OFF -DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_C_COMPILER=clang-19
cmake --build build-san
# Leak checking is off: LLVM's and libgettextpo's process-lifetime allocations
# are reported as leaks at exit. Every other ASan/UBSan error fails the run.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-san --output-on-failure -j"$JOBS"

echo "== fuzzing (libFuzzer)"
SECONDS_EACH=${ORACLEC_FUZZ_SECONDS:-30}
for f in build-san/tests/fuzz/fuzz_*; do
  [ -x "$f" ] || continue
  name=$(basename "$f")
  work="build-san/fuzz-corpus/$name"
  mkdir -p "$work"
  seeds="tests/fuzz/corpus/${name#fuzz_}"
  regressions="tests/fuzz/regressions/$name"   # inputs that once crashed: run first
  echo "-- $name (${SECONDS_EACH}s)"
  "$f" -detect_leaks=0 -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    "$work" $( [ -d "$seeds" ] && echo "$seeds" ) $( [ -d "$regressions" ] && echo "$regressions" ) 2>&1 | tail -2
done
echo "== all tests passed"
