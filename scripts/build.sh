#!/usr/bin/env bash
# Builds the WASM module and writes the static site to dist/ (relative URLs: any static host, any sub-path).
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's emscripten runs its JS optimizer with the system node and needs its modules on NODE_PATH.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

[[ -f build/wasm/CMakeCache.txt ]] || cmake --preset wasm >/dev/null
cmake --build --preset wasm -j"$(nproc)"
node scripts/assemble-dist.mjs
node scripts/offline-assets.mjs # the service worker's asset list, from dist/ as built
