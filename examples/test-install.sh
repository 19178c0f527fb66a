#!/bin/bash
# ctest examples.install (examples/CMakeLists.txt): installs the build into a
# temporary prefix with `cmake --install`, builds examples/c/play.c against the
# *installed* library three ways (pkg-config, find_package(oraclec), static
# liboraclec.a), runs each, runs examples/python/play.py, and checks their
# output.
#   test-install.sh BUILD_DIR SOURCE_DIR CXX_COMPILER SANITIZE(0|1)
set -euo pipefail
build=$1 src=$2 cxx=$3 sanitize=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install"; }
pc=$(find "$prefix" -name oraclec.pc)
[ -n "$pc" ] || fail "no oraclec.pc installed"
export PKG_CONFIG_PATH=$(dirname "$pc")
libdir=$(pkg-config --variable=libdir oraclec)
for f in "$prefix/include/oraclec/oraclec.h" "$libdir/liboraclec.a" "$libdir/liboraclec.so.1" \
         "$libdir/cmake/oraclec/oraclecConfig.cmake" "$prefix/share/oraclec/stdlib-cards/forest.card"; do
  [ -e "$f" ] || fail "not installed: ${f#$prefix/}"
done
echo "installed into $prefix (libdir ${libdir#$prefix/})"

# The C compiler: the system's, or under the sanitizer build (clang) the
# matching clang with the same sanitizers (the ASan runtime is the program's).
cc=cc
extra=() extra_link=()
if [ "$sanitize" = 1 ]; then
  cc=${cxx/clang++/clang} # clang++-19 -> clang-19
  extra=(-fsanitize=address,undefined)
  # The library holds UBSan's C++ checks: a C link must add their runtime.
  extra_link=(-fsanitize-link-c++-runtime -lstdc++)
fi

expect() { # FILE LINE...: every LINE appears in FILE
  local file=$1
  shift
  for line in "$@"; do
    grep -qxF -- "$line" "$file" || { echo "--- $file:"; cat "$file"; fail "missing line: $line"; }
  done
}
check_game() {
  expect "$1" "card Cinder Jolt: compiled (playable)" "card Mossback Cub: compiled (playable)" \
    "card Dawnwatch Healer: compiled (playable)" "bob's graveyard: 1 card(s)" \
    "result: alice 22, bob 18" "record: life-gained alice 2" "record: damage 2 to a creature" \
    "record: damage 2 (combat) to bob" "record: zone-change bob's battlefield -> graveyard"
  # The refused land play (rolled back) recorded nothing: no land left bob's hand.
  ! grep -q "record: zone-change bob's hand" "$1" || fail "a refused action left an event record in $1"
  grep -q "^  not compiled \[E0101\]: .*'lifee'" "$1" || { cat "$1"; fail "no E0101 diagnostic in $1"; }
}

# 1. pkg-config, shared library.
$cc -std=c11 -Wall -Wextra -Werror "${extra[@]}" "$src/examples/c/play.c" \
  $(pkg-config --cflags --libs oraclec) "${extra_link[@]}" -Wl,-rpath,"$libdir" -o "$tmp/play-pc"
mkdir "$tmp/pc" && (cd "$tmp" && ./play-pc pc >pc/out.txt) || fail "play-pc exited $?"
check_game "$tmp/pc/out.txt"
expect "$tmp/pc/out.txt" "loaded 4 cards from cards.ocl" "card Misspelled Imp: partial" \
  "bob plays Plains: illegal action: play: a land can be played only in your main phase with an empty stack (CR 305.2)" "add Misspelled Imp: not playable"
[ -s "$tmp/pc/cards.ocl" ] || fail "no cards.ocl saved"
echo "pkg-config build: ok"

# 2. find_package(oraclec) -> oraclec::oraclec.
cmake -S "$src/examples/c" -B "$tmp/cmake" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="${extra[*]}" -DCMAKE_BUILD_RPATH="$libdir" \
  ${extra_link[0]:+-DCMAKE_C_STANDARD_LIBRARIES="${extra_link[*]}"} \
  >"$tmp/cmake.log" 2>&1 || { cat "$tmp/cmake.log"; fail "configuring examples/c"; }
cmake --build "$tmp/cmake" >>"$tmp/cmake.log" 2>&1 || { cat "$tmp/cmake.log"; fail "building examples/c"; }
mkdir "$tmp/fp" && "$tmp/cmake/play" "$tmp/fp" >"$tmp/fp/out.txt" || fail "find_package play exited $?"
check_game "$tmp/fp/out.txt"
echo "find_package build: ok"

# 3. The static library: liboraclec.a and the system libraries it needs.
#    Linked into the program, the library finds its data from the program's
#    directory; this one is not installed, so ORACLEC_DATA says where.
$cc -std=c11 "${extra[@]}" "$src/examples/c/play.c" $(pkg-config --cflags oraclec) \
  "$libdir/liboraclec.a" $(pkg-config --static --libs oraclec | sed 's/-loraclec//') "${extra_link[@]}" -o "$tmp/play-static"
if nm -D "$tmp/play-static" | grep -q " U oraclec_"; then fail "play-static uses a shared liboraclec"; fi
mkdir "$tmp/st" && ORACLEC_DATA="$prefix/share/oraclec" "$tmp/play-static" "$tmp/st" >"$tmp/st/out.txt" ||
  fail "play-static exited $?"
check_game "$tmp/st/out.txt"
echo "static build: ok"

# 4. Python, ctypes: the library found through pkg-config, then given by path.
if [ "$sanitize" = 1 ]; then
  echo "SKIPPED: examples/python/play.py under the sanitizer build: python3 cannot load an" \
       "ASan-instrumented liboraclec without LD_PRELOAD of clang's ASan runtime"
else
  python3 "$src/examples/python/play.py" >"$tmp/py.txt" || fail "play.py exited $?"
  check_game "$tmp/py.txt"
  python3 "$src/examples/python/play.py" --lib "$libdir/liboraclec.so.1" >"$tmp/py2.txt" ||
    fail "play.py --lib exited $?"
  expect "$tmp/py2.txt" "result: alice 22, bob 18"
  echo "python ctypes: ok"
fi
echo "PASS"
