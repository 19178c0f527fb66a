#!/bin/bash
# ctest api.exports: liboraclec.so exports the C API and nothing else
# (api/exports.map, -fvisibility=hidden), every function oraclec.h declares is
# exported, and the SONAME carries the API major version.
#   check-exports.sh LIBRARY HEADER
set -euo pipefail
lib=$1 header=$2
exported=$(nm -D --defined-only "$lib" | awk '{print $3}' | sed 's/@.*//' | sort -u)
[ -n "$exported" ] || { echo "FAIL: nm -D lists nothing in $lib"; exit 1; }
# The version node ORACLEC_1 is an absolute symbol, not code.
others=$(echo "$exported" | grep -v '^oraclec_' | grep -vx 'ORACLEC_[0-9]*' || true)
if [ -n "$others" ]; then
  echo "FAIL: $lib exports symbols outside the C API ($(echo "$others" | wc -l)):"
  echo "$others" | head -20
  exit 1
fi
declared=$(grep -o 'ORACLEC_API [^(]*(' "$header" | grep -o 'oraclec_[a-z0-9_]*(' | tr -d '(' | sort -u)
missing=$(comm -23 <(echo "$declared") <(echo "$exported"))
if [ -n "$missing" ]; then
  echo "FAIL: declared in oraclec.h but not exported:"
  echo "$missing"
  exit 1
fi
undeclared=$(comm -13 <(echo "$declared") <(echo "$exported"))
if [ -n "$undeclared" ]; then
  echo "FAIL: exported but not declared in oraclec.h:"
  echo "$undeclared"
  exit 1
fi
major=$(grep -o 'ORACLEC_API_VERSION_MAJOR [0-9]*' "$header" | awk '{print $2}')
soname=$(readelf -d "$lib" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
[ "$soname" = "liboraclec.so.$major" ] || { echo "FAIL: SONAME '$soname', expected liboraclec.so.$major"; exit 1; }
versioned=$(nm -D --defined-only "$lib" | grep -c "oraclec_.*@@ORACLEC_$major" || true)
[ "$versioned" -eq "$(echo "$declared" | wc -l)" ] ||
  { echo "FAIL: $versioned of $(echo "$declared" | wc -l) functions carry the version ORACLEC_$major"; exit 1; }
echo "PASS: $(echo "$exported" | grep -c '^oraclec_') functions exported, SONAME $soname, version ORACLEC_$major"
