#!/usr/bin/env bash
# Set-up command 1: install what is missing, build, and run the main job
# (compile the bundled standard library of cards and print its coverage).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build --target oraclec
./build/tools/oraclec build stdlib-cards/
