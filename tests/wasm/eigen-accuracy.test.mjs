// The eigensolver's accuracy in every flavour built (scalar, SIMD, relaxed: the relaxed one under node
// --experimental-wasm-relaxed-simd, scripts/test.sh's second pass), each part loaded directly as the facade loads
// it: the residual and orthogonality bounds of tests/core/linear_algebra/eigenvectors.test.cpp, and numpy's
// eigenvalues (tests/fixtures/, scripts/gen_eigenvalue_fixtures.py). The relaxed flavour's hot loops may fuse
// a multiply and an add into one rounding: its results differ from the SIMD flavour's in the last bits, within
// the same bounds.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { FLAVOURS, keyedFixture, loadBuild, unlessRunnable } from './load.mjs';
import { matrix, quality, randomSymmetric } from './eigen-quality.mjs';

const EPS = 2 ** -52;
const eigh = keyedFixture('eigh_rbf.txt'); // key → [γ, numpy's orthogonality, numpy's residual]
const eigvalsh = keyedFixture('eigvalsh_rbf.txt'); // gamma → [γ]; eigvalsh → numpy's eigenvalues, ascending

for (const flavour of FLAVOURS) {
  test(`${flavour}: the article's RBF matrices (n = 300) as orthogonal as numpy's eigh, the residual as small, numpy's eigenvalues`, {
    skip: unlessRunnable(flavour),
  }, async () => {
    const call = await loadBuild(flavour);
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
    // numpy's own error is about 5e−16 of the largest eigenvalue (docs/performance.md, "Accuracy").
    values.forEach((x, i) => assert.ok(Math.abs(x - expected[i]) <= 5e-15 * largest, `λ_${i} = ${x}, numpy ${expected[i]}`));
  });

  test(`${flavour}: random symmetric matrices (edges of every tile and panel), scaled by 2^997 and 2^−830, within n·ε`, {
    skip: unlessRunnable(flavour),
  }, async () => {
    const call = await loadBuild(flavour);
    for (const n of [33, 97, 130]) {
      const a = randomSymmetric(call, n, n + 7);
      for (const power of [0, 997, -830]) {
        const scaled = a.map((x) => x * 2 ** power); // exact: a power of two
        const e = call('eigenSymmetric', matrix(n, scaled), true);
        const q = quality(scaled, e);
        assert.ok(q.orthogonality <= n * EPS, `n = ${n}, 2^${power}: orthogonality ${q.orthogonality}`);
        assert.ok(q.residual <= n * EPS, `n = ${n}, 2^${power}: residual ${q.residual}`);
        // The values-only path runs the same reduction: the same eigenvalues, bit for bit.
        assert.deepEqual(Array.from(call('eigenSymmetric', matrix(n, scaled), false).values), Array.from(e.values));
      }
    }
  });

  test(`${flavour}: X·Xᵀ of 40 points in 3 dimensions, 37 eigenvalues zero within rounding`, {
    skip: unlessRunnable(flavour),
  }, async () => {
    const call = await loadBuild(flavour);
    const x = call('randomNormal', '11', 40, 3).data;
    const g = new Float64Array(40 * 40);
    for (let i = 0; i < 40; i++)
      for (let j = 0; j < 40; j++) g[i * 40 + j] = x[i * 3] * x[j * 3] + x[i * 3 + 1] * x[j * 3 + 1] + x[i * 3 + 2] * x[j * 3 + 2];
    const e = call('eigenSymmetric', matrix(40, g), true);
    const largest = e.values[39];
    for (let i = 0; i < 37; i++) assert.ok(Math.abs(e.values[i]) <= 40 * EPS * largest, `λ_${i} = ${e.values[i]}`);
    const q = quality(g, e);
    assert.ok(q.orthogonality <= 40 * EPS && q.residual <= 40 * EPS, JSON.stringify(q));
  });
}
