#!/usr/bin/env bash
# Builds and runs the libFuzzer target for the expression language (clang-14, ASan + UBSan + libFuzzer).
#   bash scripts/fuzz.sh [seconds]      default 600; CI runs `bash scripts/fuzz.sh 30`
# The growing corpus lives in build/fuzz/corpus (seeded from tests/fuzz/seeds); crashes are written to
# build/fuzz/artifacts/ and the script exits non-zero. Turn each one into a doctest case.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=build/fuzz
# CMake's preset "fuzz" builds the target and the whole core (the same source glob as every other build).
[[ -f $out/CMakeCache.txt ]] || cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$(nproc)"
mkdir -p "$out/corpus" "$out/artifacts"
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 "$out/expression_fuzz" \
  -max_total_time="$seconds" -max_len=256 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -dict=tests/fuzz/expression.dict -artifact_prefix="$out/artifacts/" "$out/corpus" tests/fuzz/seeds
