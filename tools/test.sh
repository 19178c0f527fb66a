#!/usr/bin/env bash
# Set-up command 2: build and pass every test.
#   1. release build + unit, golden, CLI and scenario tests (JIT and interpreter)
#   2. ASan/UBSan build of the same tests
#   3. libFuzzer smoke runs of the parsers (clang-19), $ORACLEC_FUZZ_SECONDS each
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
JOBS=$(nproc)

echo "== build and test"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build
ctest --test-dir build --output-on-failure -j"$JOBS"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DORACLEC_SANITIZE=ON -DBUILD_BENCH=OFF
cmake --build build-asan --target oraclec oraclec_unit_tests
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j"$JOBS"

echo "== fuzzing (libFuzzer, clang-19)"
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DORACLEC_FUZZ=ON -DBUILD_TESTING=OFF \
  -DBUILD_BENCH=OFF -DCMAKE_CXX_COMPILER=clang++-19
cmake --build build-fuzz --target oraclec_fuzzers
SECONDS_EACH=${ORACLEC_FUZZ_SECONDS:-30}
for f in build-fuzz/tests/fuzz/fuzz_*; do
  [ -x "$f" ] || continue
  name=$(basename "$f")
  corpus=tests/fuzz/corpus/${name#fuzz_}
  mkdir -p "build-fuzz/corpus-$name"
  echo "-- $name (${SECONDS_EACH}s)"
  "$f" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    "build-fuzz/corpus-$name" $( [ -d "$corpus" ] && echo "$corpus" ) 2>&1 | tail -3
done
echo "== all tests passed"
