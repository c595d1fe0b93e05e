#!/usr/bin/env bash
# Runs every test level against a fresh build: doctest (native core), node:test (WASM through the facade),
# and headless Chromium (the built dist/). Exits non-zero on the first failing level.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== core (doctest, native)"
[[ -f build/native/CMakeCache.txt ]] || cmake --preset native >/dev/null
cmake --build --preset native -j"$(nproc)"
ctest --preset native

echo "== wasm module through the facade (node:test)"
node --test tests/wasm/

echo "== page in headless Chromium (playwright-core)"
node --test --test-concurrency=1 tests/e2e/

# A separate level: the expression language under libFuzzer (ASan + UBSan), a short bounded run.
# The longer documented run is `bash scripts/fuzz.sh 600` (docs/fuzzing.md). GRAMLAB_FUZZ=0 skips it.
if [[ "${GRAMLAB_FUZZ:-1}" != 0 ]]; then
  echo "== expression fuzzer (libFuzzer, 30 s)"
  bash scripts/fuzz.sh 30
fi
