// scripts/check-core-layers.mjs: the repository keeps its domains' tree in the core, its tests and its WASM
// parts, and each rule names a file that breaks it in a small tree written for the test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DOMAINS, layerViolations } from '../../scripts/check-core-layers.mjs';
import { inScratchTree } from './support/scratch-tree.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The violations of a tree holding one file per part, one base header and `files` ({path: text}). */
function violationsOf(files, { without = [] } = {}) {
  const skeleton = {
    'core/include/gramlab/base/error.hpp': '#pragma once\n',
    'core/src/base/error.cpp': '#include "gramlab/base/error.hpp"\n',
    'tests/core/main.cpp': '#include <doctest/doctest.h>\n',
    'core/wasm/guard.hpp': '#include <emscripten/val.h>\n',
    'core/wasm/parts/core.cpp': '#include "../export.hpp"\n',
    'core/wasm/parts/detail.cpp': '',
    'core/wasm/parts/kernels.cpp': '',
    'core/wasm/parts/learn.cpp': '',
  };
  const tree = Object.fromEntries(Object.entries({ ...skeleton, ...files }).filter(([path]) => !without.includes(path)));
  return inScratchTree('layers-', tree, layerViolations);
}

test('the repository keeps the tree in its core, its tests and its WASM parts', () => {
  assert.deepEqual(layerViolations(root), []);
});

test('a domain includes what it reaches down the tree, never a sibling or a domain above it', () => {
  const problems = violationsOf({
    'core/src/random/draw.cpp': '#include "gramlab/exact/big_integer.hpp"\n', // siblings: neither reaches the other
    'core/src/base/error.cpp': '#include "gramlab/linear_algebra/psd.hpp"\n', // up the tree
    'core/include/gramlab/kernels/kernels.hpp': '#include "gramlab/attention/attention.hpp"\n',
    // Reached: learn through kernels to linear_algebra and base, feature_maps to exact.
    'core/src/learn/ridge.cpp': '#include "gramlab/base/error.hpp"\n#include "gramlab/linear_algebra/psd.hpp"\n',
    'core/src/feature_maps/dimension.cpp': '#include "gramlab/exact/big_unsigned.hpp"\n',
  });
  assert.deepEqual(problems, [
    'core/include/gramlab/kernels/kernels.hpp: kernels may include base, linear_algebra, kernels, not attention',
    'core/src/base/error.cpp: base may include base, not linear_algebra',
    'core/src/random/draw.cpp: random may include base, random, not exact',
  ]);
});

test('an include is read however it is written, and <gramlab/…> is named', () => {
  const problems = violationsOf({
    'core/src/base/a.cpp': '  #include "gramlab/learn/a.hpp"\n',
    'core/src/base/b.cpp': '#  include "gramlab/learn/b.hpp"\n',
    'core/src/base/c.cpp': '\t#\tinclude\t"gramlab/learn/c.hpp"\n',
    'core/src/base/d.cpp': '#include <gramlab/base/error.hpp>\n',
  });
  assert.deepEqual(problems, [
    'core/src/base/a.cpp: base may include base, not learn',
    'core/src/base/b.cpp: base may include base, not learn',
    'core/src/base/c.cpp: base may include base, not learn',
    'core/src/base/d.cpp: includes <gramlab/base/error.hpp>: the core\'s headers are included as "gramlab/base/error.hpp"',
  ]);
});

test('a folder that is no domain, and an include from one, are named', () => {
  const problems = violationsOf({
    'core/src/misc/x.cpp': '\n',
    'core/src/base/x.cpp': '#include "gramlab/misc/x.hpp"\n',
    'tests/core/misc/x.test.cpp': '\n',
  });
  assert.deepEqual(problems, [
    "core/src/base/x.cpp: includes from 'misc', not a domain of scripts/check-core-layers.mjs",
    'core/src/misc: not a domain of scripts/check-core-layers.mjs',
    'tests/core/misc: not a domain of scripts/check-core-layers.mjs',
  ]);
});

test("a domain's tests include what it reaches; the shared helpers and main.cpp only base", () => {
  const problems = violationsOf({
    'tests/core/random/draw.test.cpp': '#include "gramlab/exact/big_integer.hpp"\n#include "support/json.hpp"\n',
    'tests/core/learn/ridge.test.cpp': '#include "gramlab/kernels/kernels.hpp"\n#include "learn/methods_fixtures.hpp"\n',
    'tests/core/learn/methods_fixtures.hpp': '#include "gramlab/kernels/kernels.hpp"\n',
    'tests/core/kernels/map.test.cpp': '#include "learn/methods_fixtures.hpp"\n', // learn's test helper
    'tests/core/support/json.hpp': '#include "gramlab/base/error.hpp"\n#include "gramlab/kernels/kernels.hpp"\n',
    'tests/core/main.cpp': '#include "gramlab/random/numpy_random.hpp"\n',
  });
  assert.deepEqual(problems, [
    'tests/core/kernels/map.test.cpp: a test of kernels may include base, linear_algebra, kernels, not learn',
    'tests/core/main.cpp: a test helper of every domain (tests/core/support/, main.cpp) may include base, not random',
    'tests/core/random/draw.test.cpp: a test of random may include base, random, not exact',
    'tests/core/support/json.hpp: a test helper of every domain (tests/core/support/, main.cpp) may include base, not kernels',
  ]);
});

test('a part includes the domains it holds, the binding layer only what every part holds', () => {
  const problems = violationsOf({
    'core/wasm/parts/detail.cpp': '#include "gramlab/random/numpy_random.hpp"\n',
    'core/wasm/parts/kernels.cpp': '#include "gramlab/exact/big_unsigned.hpp"\n', // held through feature_maps
    'core/wasm/parts/extra.cpp': '\n',
    'core/wasm/convert.cpp': '#include "gramlab/linear_algebra/psd.hpp"\n#include "gramlab/random/random_points.hpp"\n',
    'core/wasm/structs.hpp': '#include "gramlab/learn/svm_dual.hpp"\n', // a header, compiled where it is used
  });
  assert.deepEqual(problems, [
    'core/wasm/convert.cpp: the binding layer every part links may include base, linear_algebra, not random',
    'core/wasm/parts/detail.cpp: part detail may include base, linear_algebra, exact, not random',
    'core/wasm/parts/extra.cpp: not a part of scripts/check-core-layers.mjs (PARTS: the domains it holds)',
  ]);
  assert.deepEqual(violationsOf({}, { without: ['core/wasm/parts/learn.cpp'] }), [
    'scripts/check-core-layers.mjs: part learn has no core/wasm/parts/learn.cpp',
  ]);
});

test('only core/wasm includes Emscripten headers', () => {
  const problems = violationsOf({
    'core/src/base/bind.cpp': '#include <emscripten/bind.h>\n',
    'core/include/gramlab/base/f64x2.hpp': '#include <wasm_simd128.h>\n#include <emscripten.h>\n', // the compiler's, Emscripten's
    'core/wasm/convert.cpp': '#include <emscripten/bind.h>\n',
  });
  assert.deepEqual(problems, [
    'core/include/gramlab/base/f64x2.hpp: includes <emscripten.h>: only core/wasm/ includes Emscripten headers',
    'core/src/base/bind.cpp: includes <emscripten/bind.h>: only core/wasm/ includes Emscripten headers',
  ]);
});

test("docs/architecture.md's table of domains has the checker's tree in its may-include column", () => {
  const docs = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const section = docs.slice(docs.indexOf("## The core's domains"), docs.indexOf('## One-way data flow'));
  const rows = [...section.matchAll(/^\| `([a-z_]+)` \| ([^|]+) \|/gm)].map(([, domain, may]) => [
    domain,
    [...may.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]),
  ]);
  assert.deepEqual(Object.fromEntries(rows), DOMAINS);
});
