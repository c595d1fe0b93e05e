// reconstructVectors, gramFromVectors, quadraticForm and projectedNorm through the facade, against numpy.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { close, closeMatrix, expectCode, loadGramLab, reference } from './load.mjs';
import { badTables } from './bad-matrices.mjs';

const fixtures = JSON.parse(readFileSync(new URL('../fixtures/similarity.json', import.meta.url)));
const { S_similarity: S, A, B } = reference.small_matrices;
const { vectors: V, quadratic: Q } = fixtures;

test('reconstructVectors: A = XXᵀ with X = VΛ^{1/2}, largest eigenvalue first', async () => {
  const g = await loadGramLab();
  const r = g.reconstructVectors(A.matrix);
  assert.equal(r.rank, 3);
  assert.deepEqual([r.vectors.rows, r.vectors.cols], [3, 3]);
  assert.ok(r.residual < 1e-14, `residual ${r.residual}`);
  closeMatrix(g.gramFromVectors(r.vectors).gram, A.matrix, 1e-14);
  // Column norms² are the eigenvalues, descending: 3.414, 2, 0.586.
  const norms = [0, 1, 2].map((k) => [0, 1, 2].reduce((s, i) => s + r.vectors.data[i * 3 + k] ** 2, 0));
  A.eigenvalues_ascending.toReversed().forEach((x, k) => close(norms[k], x, 1e-13));
});

test('reconstructVectors: S with A–C = 0.8 has vectors; a singular G gives rank < n', async () => {
  const g = await loadGramLab();
  const r = g.reconstructVectors(fixtures.S_ac_08.matrix);
  assert.equal(r.rank, 3);
  assert.ok(r.residual < 1e-14);
  const singular = g.reconstructVectors(V.gram);
  assert.equal(singular.rank, V.rank);
  assert.deepEqual([singular.vectors.rows, singular.vectors.cols], [3, 2]);
  assert.ok(singular.residual < 1e-14);
});

test('reconstructVectors: S and B are NOT_PSD, the message names the negative eigenvalue', async () => {
  const g = await loadGramLab();
  assert.match(expectCode(assert, () => g.reconstructVectors(S.matrix), 'NOT_PSD').message, /\u22120\.177/);
  assert.match(expectCode(assert, () => g.reconstructVectors(B.matrix), 'NOT_PSD').message, /\u22121\b/);
});

test('gramFromVectors: three unit vectors in the plane — G = XXᵀ, XᵀX, shared eigenvalues 2 and 1, rank 2', async () => {
  const r = (await loadGramLab()).gramFromVectors(V.X);
  closeMatrix(r.gram, V.gram, 1e-15);
  closeMatrix(r.covariance, V.covariance, 1e-15);
  assert.ok(r.sharedEigenvalues instanceof Float64Array);
  assert.equal(r.rank, V.rank);
  assert.equal(r.sharedEigenvalues.length, 2);
  V.shared_eigenvalues_descending.forEach((x, i) => close(r.sharedEigenvalues[i], x));
  // G is exactly symmetric, so psdCheck accepts it; its third eigenvalue is the zero that n > d forces.
  const check = (await loadGramLab()).psdCheck(r.gram);
  assert.equal(check.isPSD, true);
  assert.ok(Math.abs(check.eigenvalues[0]) <= check.tolerance);
});

test('gramFromVectors: rank(XXᵀ) = rank(X) when d > n too', async () => {
  const r = (await loadGramLab()).gramFromVectors([
    [1, 2, 3, 4],
    [2, 4, 6, 8],
  ]);
  assert.equal(r.rank, 1);
  assert.deepEqual([r.gram.rows, r.covariance.rows], [2, 4]);
  close(r.sharedEigenvalues[0], 150);
});

test('random Gram matrix: default_rng(7).normal(size=(4, 3)) through the core, XXᵀ as numpy computes it', async () => {
  const g = await loadGramLab();
  const { seed, n, d, vectors, gram } = fixtures.random_gram;
  const x = g.randomNormal(seed, n, d);
  assert.deepEqual(Array.from(x.data), vectors.flat()); // bit for bit
  const r = g.gramFromVectors(x);
  closeMatrix(r.gram, gram, 1e-14);
  assert.equal(r.rank, 3);
  assert.equal(g.psdCheck(r.gram).isPSD, true);
});

test('quadraticForm and projectedNorm: cᵀSc = −0.2 < 0 for c = (1, −1, 1); cᵀXXᵀc = ‖Xᵀc‖² = 0.2', async () => {
  const g = await loadGramLab();
  close(g.quadraticForm(S.matrix, Q.c), Q.S);
  close(g.quadraticForm(V.gram, Q.c), Q.XXt);
  close(g.projectedNorm(V.X, Q.c), Q.XtC_squared);
  close(g.quadraticForm(S.matrix, new Float64Array(Q.c)), Q.S);
  // The eigenvector of S's negative eigenvalue makes cᵀSc = λ_min exactly.
  const { values, vectors } = g.eigenSymmetric(S.matrix, { vectors: true });
  const v = [0, 1, 2].map((i) => vectors.data[i * 3]);
  close(g.quadraticForm(S.matrix, v), values[0], 1e-14);
  close(values[0], S.eigenvalues_ascending[0]);
  // Symmetry is not needed for the value.
  close(
    g.quadraticForm(
      [
        [0, 1],
        [0, 0],
      ],
      [1, 1],
    ),
    1,
  );
});

test('gram facade: every bad input is a coded error, and the module keeps working', async () => {
  const g = await loadGramLab();
  const matrixCases = [...badTables, [[[]], 'EMPTY'], ['1,2;3,4', 'BAD_ARGUMENT']];
  for (const [input, code] of matrixCases) {
    expectCode(assert, () => g.reconstructVectors(input), code);
    expectCode(assert, () => g.gramFromVectors(input), code);
    expectCode(assert, () => g.quadraticForm(input, [1, 1]), code);
    expectCode(assert, () => g.projectedNorm(input, [1, 1]), code);
  }
  // Shapes: reconstructVectors and quadraticForm need a square G; only reconstructVectors needs symmetry.
  expectCode(
    assert,
    () =>
      g.reconstructVectors([
        [1, 2, 3],
        [4, 5, 6],
      ]),
    'NOT_SQUARE',
  );
  expectCode(
    assert,
    () =>
      g.quadraticForm(
        [
          [1, 2, 3],
          [4, 5, 6],
        ],
        [1, 1],
      ),
    'NOT_SQUARE',
  );
  expectCode(
    assert,
    () =>
      g.reconstructVectors([
        [1, 0.5],
        [0.4, 1],
      ]),
    'NOT_SYMMETRIC',
  );
  const order = (n) => ({ rows: n, cols: n, data: new Float64Array(n * n) });
  expectCode(assert, () => g.reconstructVectors(order(2001)), 'TOO_LARGE');
  expectCode(assert, () => g.quadraticForm(order(2001), new Float64Array(2001)), 'TOO_LARGE');
  expectCode(assert, () => g.gramFromVectors({ rows: 2001, cols: 1, data: new Float64Array(2001) }), 'TOO_LARGE');
  expectCode(assert, () => g.gramFromVectors({ rows: 1, cols: 1001, data: new Float64Array(1001) }), 'TOO_LARGE');
  expectCode(assert, () => g.projectedNorm({ rows: 1, cols: 1001, data: new Float64Array(1001) }, [1]), 'TOO_LARGE');
  // c: wrong length, empty, not finite, not numbers, not an array.
  for (const call of [(c) => g.quadraticForm(S.matrix, c), (c) => g.projectedNorm(V.X, c)]) {
    expectCode(assert, () => call([1, 1]), 'DIMENSION_MISMATCH');
    expectCode(assert, () => call([1, 1, 1, 1]), 'DIMENSION_MISMATCH');
    expectCode(assert, () => call([]), 'EMPTY');
    expectCode(assert, () => call([1, NaN, 1]), 'NOT_FINITE');
    expectCode(assert, () => call([1, 1e400, 1]), 'NOT_FINITE');
    expectCode(assert, () => call([1, 'a', 1]), 'NOT_A_NUMBER');
    expectCode(assert, () => call('1,1,1'), 'BAD_ARGUMENT');
  }
  close(g.quadraticForm(S.matrix, Q.c), Q.S);
  assert.equal(g.reconstructVectors(A.matrix).rank, 3);
});

test('a square matrix past one 32 × 32 tile arrives the right way round: X of ones on and below the diagonal', async () => {
  // Row i of X has ones in columns 0 … i, so (XXᵀ)_ik = min(i, k) + 1; read transposed it would be
  // (XᵀX)_ik = 40 − max(i, k).
  const n = 40;
  const x = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (j <= i ? 1 : 0)));
  const { gram } = (await loadGramLab()).gramFromVectors(x);
  for (let i = 0; i < n; i++) for (let k = 0; k < n; k++) assert.equal(gram.data[i * n + k], Math.min(i, k) + 1);
});

test('quadraticFormSign: −0.2 is certain for S; (2, −1) on the rank-one [[0.1, 0.2], [0.2, 0.4]] is exactly 0 in decimals, so no sign', async () => {
  const g = await loadGramLab();
  const certain = g.quadraticFormSign(S.matrix, Q.c);
  close(certain.value, Q.S);
  assert.equal(certain.sign, -1);
  assert.ok(certain.errorBound > 0 && certain.errorBound < 1e-13);
  const unknown = g.quadraticFormSign(
    [
      [0.1, 0.2],
      [0.2, 0.4],
    ],
    [2, -1],
  );
  assert.equal(unknown.sign, 0);
  assert.ok(Math.abs(unknown.value) <= unknown.errorBound);
  // The table: e₁ gives exactly −1 beside 10¹⁶.
  assert.deepEqual(
    g.quadraticFormSign(
      [
        [-1, 0],
        [0, 1e16],
      ],
      [1, 0],
    ).sign,
    -1,
  );
  expectCode(assert, () => g.quadraticFormSign([[1]], [Number.NaN]), 'NOT_FINITE');
});
