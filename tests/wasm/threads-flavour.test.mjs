// The threads build (issue 38; docs/architecture.md, "Threads"): the threads parts (detail, kernels; a shared memory, their two big loops split
// between this thread and a helper worker, api/hot-loops-lanes.js) loaded from build/wasm/ by the two-lane bench's loader
// (tests/bench/threads-spike.mjs), held to eigen-accuracy.test.mjs's bounds and numpy's eigenvalues
// (tests/fixtures/eigh_rbf.txt, eigvalsh_rbf.txt). Run: node --experimental-wasm-relaxed-simd --test
// tests/wasm/threads-flavour.test.mjs (after cmake --build build/wasm --target gramlab_wasm_detail_threads
// gramlab_wasm_kernels_threads gramlab_wasm_core_relaxed).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

import { RELAXED_PROBE } from '../../web/src/api/wasm-flavour.js';
import { keyedFixture, loadSpike } from '../bench/threads-spike.mjs';
import { matrix, quality, randomSymmetric } from './eigen-quality.mjs';

const EPS = 2 ** -52;
const eigh = keyedFixture('eigh_rbf.txt');
const eigvalsh = keyedFixture('eigvalsh_rbf.txt');

const built = ['detail-threads', 'kernels-threads', 'core-relaxed'].every((name) =>
  existsSync(new URL(`../../build/wasm/gramlab-${name}.wasm`, import.meta.url)),
);
const skip =
  (!built && 'the threads parts are not built (build/wasm/gramlab-{detail,kernels}-threads.wasm)') ||
  (!WebAssembly.validate(RELAXED_PROBE) && 'needs node --experimental-wasm-relaxed-simd');

const call = skip ? null : await loadSpike('threads');

test("threads: the article's RBF matrices (n = 300) as orthogonal as numpy's eigh, the residual as small, numpy's eigenvalues", {
  skip,
}, () => {
  const z = call('randomNormal', '4', 300, 5);
  for (const [key, [gamma, , numpyResidual]] of Object.entries(eigh)) {
    const k = call('kernelMatrix', z, { kind: 'rbf', gamma });
    const n = k.rows;
    const q = quality(k.data, call('eigenSymmetric', k, true));
    assert.ok(q.orthogonality <= 2 * n * EPS, `${key}: orthogonality ${q.orthogonality}`);
    assert.ok(q.residual <= 16 * numpyResidual, `${key}: residual ${q.residual} (numpy ${numpyResidual})`);
    assert.ok(Math.max(q.residual, q.orthogonality) <= 1e-14 * n);
  }
  const k = call('kernelMatrix', z, { kind: 'rbf', gamma: eigvalsh.gamma[0] });
  const values = call('eigenSymmetric', k, false).values;
  const expected = eigvalsh.eigvalsh;
  assert.equal(values.length, expected.length);
  const largest = expected.at(-1);
  values.forEach((x, i) => assert.ok(Math.abs(x - expected[i]) <= 5e-15 * largest, `λ_${i} = ${x}, numpy ${expected[i]}`));
});

test('threads: random symmetric matrices (edges of every tile and panel, n up to 700), scaled by 2^997 and 2^−830, within n·ε', {
  skip,
}, () => {
  for (const n of [33, 97, 130, 701]) {
    const a = randomSymmetric(call, n, n + 7);
    for (const power of n > 200 ? [0] : [0, 997, -830]) {
      const scaled = a.map((x) => x * 2 ** power);
      const e = call('eigenSymmetric', matrix(n, scaled), true);
      const q = quality(scaled, e);
      assert.ok(q.orthogonality <= n * EPS, `n = ${n}, 2^${power}: orthogonality ${q.orthogonality}`);
      assert.ok(q.residual <= n * EPS, `n = ${n}, 2^${power}: residual ${q.residual}`);
      assert.deepEqual(Array.from(call('eigenSymmetric', matrix(n, scaled), false).values), Array.from(e.values));
    }
  }
});
