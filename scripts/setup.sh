#!/usr/bin/env bash
# Installs what Gram Lab needs on a Debian machine, and nothing twice:
# the toolchain (Debian packages) and the npm packages from package-lock.json.
# Usage: scripts/setup.sh [--bench]   (--bench adds numpy on OpenBLAS for `npm run bench`)
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake g++ make emscripten libeigen3-dev doctest-dev clang-format clang-14 libclang-rt-14-dev chromium fonts-noto-cjk)
packages+=(clang-19 lld-19) # the relaxed flavour's hot loops: standard relaxed SIMD opcodes (docs/architecture.md)
packages+=(python3-numpy) # tests/e2e/export.test.mjs runs a "copy as numpy" snippet
packages+=(firefox-esr webkit2gtk-driver xvfb xauth) # tests/engines/: Firefox ESR, WebKitGTK's WebDriver and its X server
if [[ "${1:-}" == "--bench" ]]; then packages+=(libopenblas0-pthread); fi # numpy on OpenBLAS for the bench

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
  if [[ $(id -u) -ne 0 ]]; then
    echo "Gram Lab needs these Debian packages: ${missing[*]}" >&2
    echo "Install them with:  sudo sh -c '$cmd'" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm ci only when the lock file changed since the last install.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
