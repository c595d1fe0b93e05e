#!/usr/bin/env bash
# Builds the WASM module and writes the static site to dist/ (relative URLs: any static host, any sub-path;
# GRAMLAB_SITE_URL, the hosted address, makes the link previews' and oEmbed's addresses absolute).
# GRAMLAB_WASM_FLAVOURS=simd builds the SIMD flavour alone (a quicker local loop; every current browser and
# Node run it), "simd relaxed" adds the relaxed one (clang-19's hot loops); the default, which CI and `npm test`
# use, builds all three.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's emscripten runs its JS optimizer with the system node and needs its modules on NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
flavours=${GRAMLAB_WASM_FLAVOURS:-scalar simd relaxed}

[[ -f build/wasm/CMakeCache.txt ]] || cmake --preset wasm >/dev/null
targets=()
if [[ "$flavours" != "scalar simd relaxed" ]]; then
  for source in core/wasm/parts/*.cpp; do
    for flavour in $flavours; do targets+=(--target "gramlab_wasm_$(basename "$source" .cpp)_$flavour"); done
  done
fi
cmake --build --preset wasm -j"$(nproc)" "${targets[@]}"
GRAMLAB_WASM_FLAVOURS=$flavours node scripts/assemble-dist.mjs
node scripts/offline-assets.mjs # the service worker's asset list, from dist/ as built
node scripts/link-previews.mjs  # each published page's preview card and oEmbed file, drawn by headless Chromium
