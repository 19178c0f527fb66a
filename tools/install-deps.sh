#!/usr/bin/env bash
# Installs every Debian package oraclec needs (build, tests, fuzzing, benchmarks).
# Idempotent: packages already present are skipped by apt-get.
set -euo pipefail

PACKAGES=(
  g++ cmake ninja-build ccache pkg-config
  antlr4 default-jre-headless libantlr4-runtime-dev uuid-dev
  llvm-19-dev libzstd-dev libicu-dev libfmt-dev doctest-dev
  nlohmann-json3-dev libyaml-cpp-dev libcli11-dev libgettextpo-dev
  libbenchmark-dev clang-19 libclang-rt-19-dev lld-19 lld
  locales python3   # locales: localedef for the locale-independence test
  time              # GNU time: peak memory in bench/build-memory.sh
)
# Optional, with --optional: a real LSP client for tools/lsp/nvim-demo.sh (CTest
# lsp.nvim is skipped without it).
if [ "${1:-}" = "--optional" ]; then
  PACKAGES+=(neovim)
fi

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
