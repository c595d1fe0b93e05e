#!/usr/bin/env bash
# Runs every test level against a fresh build: doctest (native core), node:test (the page runtime as pure JS,
# and the WASM module through the facade) and headless Chromium (the built dist/). Exits non-zero on the first
# failing level.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== core (doctest, native)"
[[ -f build/native/CMakeCache.txt ]] || cmake --preset native >/dev/null
cmake --build --preset native -j"$(nproc)"
ctest --preset native

echo "== page runtime, pure JS (node:test)"
node --test tests/unit/

echo "== wasm module through the facade (node:test)"
node --test tests/wasm/

echo "== page in headless Chromium (playwright-core)"
node --test --test-concurrency=1 tests/e2e/
