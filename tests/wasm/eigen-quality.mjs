// What the eigensolver's accuracy tests measure (eigen-accuracy, threads-flavour, threads-facade), and the random
// symmetric matrices they measure it on, and the two checks eigen-accuracy and threads-flavour both make.
import assert from 'node:assert/strict';

import { keyedFixture } from './load.mjs';

/**
 * A (row-major n × n) and V (row-major, column k the k-th vector): max|A·V − V·diag(λ)| / max|λ| and max|VᵀV − I|,
 * as numpy's figures in eigh_rbf.txt are defined. Plain double sums: their own rounding, about √n·ε of the result's
 * scale, is far below the bounds checked.
 */
export function quality(a, { values, vectors }) {
  const n = values.length;
  const v = vectors.data;
  let residual = 0;
  let orthogonality = 0;
  for (let i = 0; i < n; i++)
    for (let k = 0; k < n; k++) {
      let av = 0;
      for (let j = 0; j < n; j++) av += a[i * n + j] * v[j * n + k];
      residual = Math.max(residual, Math.abs(av - v[i * n + k] * values[k]));
    }
  for (let k = 0; k < n; k++)
    for (let l = 0; l <= k; l++) {
      let dot = 0;
      for (let i = 0; i < n; i++) dot += v[i * n + k] * v[i * n + l];
      orthogonality = Math.max(orthogonality, Math.abs(dot - (k === l ? 1 : 0)));
    }
  const largest = Math.max(...Array.from(values, Math.abs));
  return { residual: largest ? residual / largest : residual, orthogonality };
}

/** (U + Uᵀ)/2 − ½ for U uniform on [0, 1), n × n from the core's numpy generator (`call('randomUniform', …)`):
 * symmetric, entries in [−½, ½). */
export function randomSymmetric(call, n, seed) {
  const u = call('randomUniform', String(seed), n, n).data;
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] = (u[i * n + j] + u[j * n + i]) / 2 - 0.5;
  return a;
}

/** An n × n matrix as the facade takes it. */
export const matrix = (n, data) => ({ rows: n, cols: n, data });

const EPS = 2 ** -52;
const eigh = keyedFixture('eigh_rbf.txt'); // key → [γ, numpy's orthogonality, numpy's residual]
const eigvalsh = keyedFixture('eigvalsh_rbf.txt'); // gamma → [γ]; eigvalsh → numpy's eigenvalues, ascending

/** The article's RBF matrices (n = 300, tests/fixtures/, scripts/gen_eigenvalue_fixtures.py) through `call` (a part's
 * Embind functions by name): as orthogonal as numpy's eigh, the residual as small, numpy's eigenvalues. */
export function assertRbfLikeNumpy(call) {
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
}

/** Random symmetric matrices of each order in `sizes` (through `call`), those up to 200 also scaled by 2^997 and
 * 2^−830 (exact: powers of two): residual and orthogonality within n·ε, and the values-only path's eigenvalues the
 * same bit for bit (it runs the same reduction). */
export function assertRandomWithinBounds(call, sizes) {
  for (const n of sizes) {
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
}
