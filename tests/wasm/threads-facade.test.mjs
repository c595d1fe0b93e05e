// loadGramLab({threads: 2}) (issue 38; docs/architecture.md, "Threads"): the eigensolver's parts from the threads build, its big
// loops on two lanes (this thread and a helper worker), through the facade as a caller uses it; held to
// eigen-accuracy.test.mjs's bounds and numpy's eigenvalues (tests/fixtures/eigh_rbf.txt, eigvalsh_rbf.txt). Its own
// file: the facade is one per process. Runs under node --experimental-wasm-relaxed-simd, where dist/ holds the
// threads parts (scripts/assemble-dist.mjs copies them when the build made them).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectCode, keyedFixture, loadGramLab, unlessThreads } from './load.mjs';
import { quality } from './eigen-quality.mjs';

const EPS = 2 ** -52;
const eigh = keyedFixture('eigh_rbf.txt');
const eigvalsh = keyedFixture('eigvalsh_rbf.txt');

const skip = unlessThreads();

test('threads: 3 is BAD_ARGUMENT, before anything loads', async () => {
  await assert.rejects(
    loadGramLab({ threads: 3 }),
    (error) => error.code === 'BAD_ARGUMENT' && /threads must be 1 or 2/.test(error.message),
  );
});

test("threads: 2, the article's RBF matrices (n = 300): as orthogonal as numpy's eigh, the residual as small, numpy's eigenvalues", {
  skip,
}, async () => {
  const g = await loadGramLab({ threads: 2 });
  // The eigensolver's parts run two lanes, the others one; a name that is no part is BAD_ARGUMENT.
  assert.deepEqual(
    g.parts.map((part) => [part, g.lanes(part)]),
    g.parts.map((part) => [part, ['detail', 'kernels'].includes(part) ? 2 : 1]),
  );
  assert.throws(() => g.lanes('threads'), { code: 'BAD_ARGUMENT' });
  const z = g.randomNormal(4, 300, 5);
  for (const [key, [gamma, , numpyResidual]] of Object.entries(eigh)) {
    const k = g.kernelMatrix(z, { kind: 'rbf', gamma });
    const n = k.rows;
    const q = quality(k.data, g.eigenSymmetric(k, { vectors: true }));
    assert.ok(q.orthogonality <= 2 * n * EPS, `${key}: orthogonality ${q.orthogonality}`);
    assert.ok(q.residual <= 16 * numpyResidual, `${key}: residual ${q.residual} (numpy ${numpyResidual})`);
    assert.ok(Math.max(q.residual, q.orthogonality) <= 1e-14 * n);
  }
  const k = g.kernelMatrix(z, { kind: 'rbf', gamma: eigvalsh.gamma[0] });
  const { values } = g.eigenSymmetric(k);
  const expected = eigvalsh.eigvalsh;
  assert.equal(values.length, expected.length);
  const largest = expected.at(-1);
  values.forEach((x, i) => assert.ok(Math.abs(x - expected[i]) <= 5e-15 * largest, `λ_${i} = ${x}, numpy ${expected[i]}`));
});

// Emscripten 3.1.6's -pthread unwinder missed every catch (core/wasm/threads/landing_pad.cpp): each error came out as
// INTERNAL. Through the threads parts, the core's errors keep their codes, and the part still works after them.
test("threads: 2, the core's errors keep their codes, and the parts work after them", { skip }, async () => {
  const g = await loadGramLab({ threads: 2 });
  expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1, 2],
        [3, 1],
      ]),
    'NOT_SYMMETRIC',
  );
  expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1, Number.NaN],
        [Number.NaN, 1],
      ]),
    'NOT_FINITE',
  );
  expectCode(
    assert,
    () => g.eigenSymmetric({ rows: 1001, cols: 1001, data: new Float64Array(1001 * 1001) }, { vectors: true }),
    'TOO_LARGE',
  );
  expectCode(assert, () => g.gammaSweep({ seed: 1, n: 2000, d: 1000, gammas: [1] }), 'TOO_LARGE');
  assert.deepEqual(
    Array.from(
      g.eigenSymmetric([
        [2, 1],
        [1, 2],
      ]).values,
    ),
    [1, 3],
  ); // 2 ∓ 1
});

// The page's split jobs run each worker's steps on one lane where cores are few (runtime/worker-pool.js): the same
// halves in the same order on this thread alone, so the same digits as on two lanes.
test('threads: 2, useLanes(1) gives the same values and vectors to the bit as two lanes; useLanes(3) is BAD_ARGUMENT', {
  skip,
}, async () => {
  const g = await loadGramLab({ threads: 2 });
  // n = 600: past every split threshold of the values (150 groups) and of the back-transformation's products.
  const k = g.kernelMatrix(g.randomNormal(4, 600, 5), { kind: 'rbf', gamma: 0.5 });
  const sweep = () => g.gammaSweep({ seed: 4, n: 600, d: 5, gammas: [0.5, 3] });
  const run = () => ({ ...g.eigenSymmetric(k, { vectors: true }), sweep: sweep() });
  const two = run();
  g.useLanes(1);
  const one = run();
  g.useLanes(2);
  const again = run();
  for (const other of [one, again]) {
    assert.deepEqual(other.values, two.values);
    assert.deepEqual(other.vectors, two.vectors);
    assert.deepEqual(other.sweep, two.sweep);
  }
  for (const bad of [3, 0, '1', null, Number.NaN]) assert.throws(() => g.useLanes(bad), { code: 'BAD_ARGUMENT' });
  assert.deepEqual(g.eigenSymmetric(k).values, two.values, 'two lanes still, after the bad calls');
});
