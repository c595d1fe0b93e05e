#!/usr/bin/env bash
# Runs every test level against a fresh build: the repository reads nothing outside itself, doctest (native
# core, then again under AddressSanitizer + UBSan), lint (formatters, linter, types), node:test (the page
# runtime as pure JS, and the WASM module through the facade) and headless Chromium (the built dist/). Exits
# non-zero on the first failing level; lint fails the run only under CI=true.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== the repository is self-contained (nothing reaches ../shared)"
# Every file a clone holds; this script names the pattern, so it is left out.
files() { if git rev-parse --git-dir >/dev/null 2>&1; then git ls-files; else find . -type f -not -path './node_modules/*' -not -path './build/*' -not -path './dist/*'; fi; }
outside=$(files | grep -v '^\(\./\)\?scripts/test\.sh$' | xargs -d '\n' grep -nIE '\.\./shared|/work/shared' -- || true)
if [[ -n "$outside" ]]; then
  echo "$outside" >&2
  echo "test: the lines above reach outside the repository; make a fixture (scripts/gen_*.py) instead" >&2
  exit 1
fi

for preset in native asan; do
  echo "== core (doctest, $preset)"
  [[ -f build/$preset/CMakeCache.txt ]] || cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j"$(nproc)"
  ctest --preset "$preset" -j"$(nproc)"
done

echo "== lint (clang-format, biome)"
if ! npm run --silent lint; then
  if [[ "${CI:-}" == "true" ]]; then exit 1; fi
  echo "test: lint failed (fatal under CI=true); npm run format applies both formatters" >&2
fi

echo "== page runtime, pure JS (node:test)"
node --test tests/unit/

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
