#!/usr/bin/env bash
# Runs the test levels and prints each one's wall time at the end.
#   bash scripts/test.sh            every level, in this order (what `npm test` and CI run)
#   bash scripts/test.sh unit wasm  only those (npm run test:unit | test:core | test:wasm | test:e2e | test:engines)
# Levels: self-contained (nothing reaches ../shared), lint (seconds, so it runs first), core (doctest, native and
# ASan + UBSan), unit (the page runtime as pure JS, no build), wasm (the module through the facade), e2e (headless
# Chromium on dist/), engines (every panel in Chromium, Firefox ESR and WebKitGTK: tests/engines/), fuzz (the
# expression language under libFuzzer, 30 s; GRAMLAB_FUZZ=0 skips it). Each builds only what it needs: core its two
# native presets, wasm, e2e and engines the WASM build and dist/ (once per run; every flavour, or the SIMD one alone
# with GRAMLAB_WASM_FLAVOURS=simd, a quicker local loop). wasm runs tests/wasm/ three times: as Node 20 runs by
# default (the SIMD flavour), then under --experimental-wasm-relaxed-simd (the relaxed flavour, when built), then so
# again with the eigensolver's parts on two lanes (the threads build). Stops at the first failing level; lint fails
# the run only under CI=true.
set -euo pipefail
cd "$(dirname "$0")/.."

self_contained() {
  # Every file a clone holds; this script names the pattern, so it is left out.
  files() { if git rev-parse --git-dir >/dev/null 2>&1; then git ls-files; else find . -type f -not -path './node_modules/*' -not -path './build/*' -not -path './dist/*'; fi; }
  outside=$(files | grep -v '^\(\./\)\?scripts/test\.sh$' | xargs -d '\n' grep -nIE '\.\./shared|/work/shared' -- || true)
  if [[ -n "$outside" ]]; then
    echo "$outside" >&2
    echo "test: the lines above reach outside the repository; make a fixture (scripts/gen_*.py) instead" >&2
    return 1
  fi
}

core() {
  for preset in native asan; do
    echo "-- doctest, $preset"
    [[ -f build/$preset/CMakeCache.txt ]] || cmake --preset "$preset" >/dev/null
    # First, once: no two test files share a name, all checked as one batch (CMakeLists.txt, gramlab_test_names).
    if [[ $preset == native ]]; then cmake --build --preset native --target gramlab_test_names; fi
    cmake --build --preset "$preset" -j"$(nproc)"
    ctest --preset "$preset" -j"$(nproc)"
  done
}

lint() {
  if ! npm run --silent lint; then
    if [[ "${CI:-}" == "true" ]]; then return 1; fi
    echo "test: lint failed (fatal under CI=true); npm run format applies both formatters" >&2
  fi
}

unit() { node --test tests/unit/; }

built=
# The WASM build and dist/, once per run: its time is a row of its own.
build_wasm() {
  [[ -z $built ]] || return 0
  built=1
  timed "build (WASM: ${GRAMLAB_WASM_FLAVOURS:-scalar simd relaxed})" bash scripts/build.sh
}

wasm() {
  build_wasm
  timed wasm node --test tests/wasm/
  # Node 20 validates relaxed SIMD only under its flag, where the facade then picks the relaxed flavour: the same
  # tests again on it (docs/architecture.md, "The relaxed flavour").
  if [[ " ${GRAMLAB_WASM_FLAVOURS:-relaxed} " == *" relaxed "* ]]; then
    timed "wasm (relaxed flavour)" node --experimental-wasm-relaxed-simd --test tests/wasm/
    # And on two lanes: every facade the tests load runs the eigensolver's parts from the threads build
    # (tests/wasm/load.mjs, GRAMLAB_TEST_THREADS; docs/architecture.md, "Threads").
    timed "wasm (two lanes)" env GRAMLAB_TEST_THREADS=2 node --experimental-wasm-relaxed-simd --test tests/wasm/
  fi
}

e2e() {
  build_wasm
  timed e2e node --test --test-concurrency=1 tests/e2e/
}

# The page's smoke test in three engines, each from Debian's packages (WebKitGTK in an X server of its own).
engines() {
  build_wasm
  timed engines node --test --test-concurrency=1 tests/engines/
}

fuzz() {
  if [[ "${GRAMLAB_FUZZ:-1}" == 0 ]]; then return 0; fi
  # The longer documented run is `bash scripts/fuzz.sh 600` (docs/fuzzing.md).
  timed fuzz bash scripts/fuzz.sh 30
}

rows=()
current= # the level running now: the table marks it failed if the run stops there
started=0
row() { printf '%-34s %5d s%s' "$1" $((SECONDS - started)) "${2:-}"; }
# timed NAME COMMAND…: runs it under a heading and keeps its wall time for the table.
timed() {
  current=$1
  started=$SECONDS
  shift
  echo "== $current"
  "$@"
  rows+=("$(row "$current")")
  current=
}

report() {
  [[ -z $current ]] || rows+=("$(row "$current" '  (failed)')")
  ((${#rows[@]})) || return 0
  echo "== wall time per level"
  printf '%s\n' "${rows[@]}"
}
trap report EXIT

levels=("$@")
((${#levels[@]})) || levels=(self-contained lint core unit wasm e2e engines fuzz)
for level in "${levels[@]}"; do
  case $level in
    self-contained) timed self-contained self_contained ;;
    core | lint | unit) timed "$level" "$level" ;;
    wasm | e2e | engines | fuzz) "$level" ;; # they time their build and their tests apart
    *)
      echo "test: no level '$level' (self-contained lint core unit wasm e2e engines fuzz)" >&2
      exit 2
      ;;
  esac
done
