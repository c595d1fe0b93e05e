// The threads build (issue 38; docs/architecture.md, "Threads"): the threads parts (detail, kernels; a shared memory, their two big loops split
// between this thread and a helper worker, api/hot-loops-lanes.js) loaded from build/wasm/ by the two-lane bench's loader
// (tests/bench/two-lanes.mjs), held to eigen-accuracy.test.mjs's bounds and numpy's eigenvalues
// (tests/fixtures/eigh_rbf.txt, eigvalsh_rbf.txt). Run: node --experimental-wasm-relaxed-simd --test
// tests/wasm/threads-flavour.test.mjs (after cmake --build build/wasm --target gramlab_wasm_detail_threads
// gramlab_wasm_kernels_threads gramlab_wasm_core_relaxed).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

import { RELAXED_PROBE } from '../../web/src/api/wasm-flavour.js';
import { loadFromBuild } from '../bench/two-lanes.mjs';
import { assertRandomWithinBounds, assertRbfLikeNumpy, matrix, randomSymmetric } from './eigen-quality.mjs';

const EPS = 2 ** -52;

const built = ['detail-threads', 'kernels-threads', 'core-relaxed'].every((name) =>
  existsSync(new URL(`../../build/wasm/gramlab-${name}.wasm`, import.meta.url)),
);
const skip =
  (!built && 'the threads parts are not built (build/wasm/gramlab-{detail,kernels}-threads.wasm)') ||
  (!WebAssembly.validate(RELAXED_PROBE) && 'needs node --experimental-wasm-relaxed-simd');

const call = skip ? null : await loadFromBuild('threads');

test(
  "threads: the article's RBF matrices (n = 300) as orthogonal as numpy's eigh, the residual as small, numpy's eigenvalues",
  {
    skip,
  },
  () => assertRbfLikeNumpy(call),
);

test(
  'threads: random symmetric matrices (edges of every tile and panel, n up to 700), scaled by 2^997 and 2^−830, within n·ε',
  {
    skip,
  },
  () => assertRandomWithinBounds(call, [33, 97, 130, 701]),
);

// Past order 1024 the panel's narrow products split too (api/hot-loops-lanes.js, MIN_SPLIT_PANEL); eigenvectors stop
// at order 1000, so the eigenvalues alone, held to two identities of any symmetric A: Σλ = trace A and
// Σλ² = ‖A‖_F², each within n·ε of its scale (a backward-stable solver's eigenvalues are those of A + E, ‖E‖ ≈ n·ε·‖A‖).
test('threads: eigenvalues of order 1100 (the panel products split), their sum the trace and their squares ‖A‖_F²', { skip }, () => {
  const n = 1100;
  const a = randomSymmetric(call, n, 5);
  const { values } = call('eigenSymmetric', matrix(n, a), false);
  let trace = 0;
  let frobenius = 0;
  for (let i = 0; i < n; i++) trace += a[i * n + i];
  for (const x of a) frobenius += x * x;
  const sum = values.reduce((total, x) => total + x, 0);
  const squares = values.reduce((total, x) => total + x * x, 0);
  const scale = Math.sqrt(frobenius);
  assert.ok(Math.abs(sum - trace) <= n * EPS * scale * Math.sqrt(n), `Σλ ${sum}, trace ${trace}`);
  assert.ok(Math.abs(squares - frobenius) <= 4 * n * EPS * frobenius, `Σλ² ${squares}, ‖A‖_F² ${frobenius}`);
});
