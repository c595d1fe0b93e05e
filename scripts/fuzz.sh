#!/usr/bin/env bash
# Builds and runs the libFuzzer target for the expression language (clang-14, ASan + UBSan + libFuzzer).
#   bash scripts/fuzz.sh [seconds]      default 600; CI runs `bash scripts/fuzz.sh 30`
# The growing corpus lives in build/fuzz/corpus (seeded from tests/fuzz/seeds); crashes are written to
# build/fuzz/artifacts/ and the script exits non-zero. Turn each one into a doctest case.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"
sources=(tests/fuzz/expression_fuzz.cpp core/src/expression_*.cpp core/src/kernel_check.cpp core/src/error.cpp
         core/src/psd.cpp core/src/spectrum.cpp core/src/validate.cpp core/src/random_points.cpp
         core/src/numpy_random.cpp core/src/point_source.cpp)
flags=(-std=c++17 -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
       -Icore/include -I/usr/include/eigen3)
objects=()
for src in "${sources[@]}"; do  # rebuild only what changed: Eigen under sanitizers compiles slowly
  obj="$out/obj/${src//\//_}.o"
  mkdir -p "$out/obj"
  if [[ ! -f "$obj" || "$src" -nt "$obj" || -n "$(find core/include -newer "$obj" -print -quit)" ]]; then
    clang++-14 "${flags[@]}" -c "$src" -o "$obj"
  fi
  objects+=("$obj")
done
clang++-14 "${flags[@]}" "${objects[@]}" -o "$out/expression_fuzz"
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 "$out/expression_fuzz" \
  -max_total_time="$seconds" -max_len=256 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -dict=tests/fuzz/expression.dict -artifact_prefix="$out/artifacts/" "$out/corpus" tests/fuzz/seeds
