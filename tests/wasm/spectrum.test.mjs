import assert from 'node:assert/strict';
import { test } from 'node:test';

import { close, expectCode, loadGramLab, reference } from './load.mjs';

const { S_similarity: S, A, B } = reference.small_matrices;

test('loadGramLab loads once and returns plain functions', async () => {
  const [a, b] = await Promise.all([loadGramLab(), loadGramLab()]);
  assert.equal(a, b);
  assert.equal(typeof a.eigenSymmetric, 'function');
});

test("eigenSymmetric: the article's S, A and B (reference file)", async () => {
  const g = await loadGramLab();
  for (const m of [S, A, B]) {
    const { values } = g.eigenSymmetric(m.matrix);
    assert.ok(values instanceof Float64Array);
    m.eigenvalues_ascending.forEach((x, i) => close(values[i], x));
  }
});

test('eigenSymmetric: the printed figures −0.177, 0.800, 2.377', async () => {
  const { values } = (await loadGramLab()).eigenSymmetric(S.matrix);
  assert.deepEqual(
    Array.from(values, (x) => x.toFixed(3)),
    ['-0.177', '0.800', '2.377'],
  );
});

test('eigenSymmetric accepts {rows, cols, data} and returns vectors when asked', async () => {
  const g = await loadGramLab();
  const flat = { rows: 3, cols: 3, data: new Float64Array(S.matrix.flat()) };
  const { values, vectors } = g.eigenSymmetric(flat, { vectors: true });
  assert.equal(vectors.rows, 3);
  // S v = λ v for every column, computed here from the article's S.
  for (let k = 0; k < 3; k++) {
    for (let i = 0; i < 3; i++) {
      let sv = 0;
      for (let j = 0; j < 3; j++) sv += S.matrix[i][j] * vectors.data[j * 3 + k];
      close(sv, values[k] * vectors.data[i * 3 + k], 1e-12);
    }
  }
});

test('eigenSymmetric reads the lower triangle as given (row i > column j) when the two agree only to rounding', async () => {
  // [[0, b], [c, 0]] with c = b·(1 + 2⁻⁴⁹) is symmetric within 64ε·max; its eigenvalues, read from the
  // lower entry c, are ±c (to one rounding of c² and its square root), not ±b.
  const g = await loadGramLab();
  const b = 0.5;
  const c = 0.5 + 2 ** -50;
  const lower = g.eigenSymmetric([
    [0, b],
    [c, 0],
  ]).values;
  assert.ok(Math.abs(lower[1] - c) <= 2 ** -53 && lower[1] !== b, `${lower[1]}`);
  assert.equal(lower[0], -lower[1]);
  const upper = g.eigenSymmetric([
    [0, c],
    [b, 0],
  ]).values;
  assert.deepEqual([...upper], [-b, b]);
});

test('eigenSymmetric: bad input is a coded error, never an abort', async () => {
  const g = await loadGramLab();
  expectCode(assert, () => g.eigenSymmetric([]), 'EMPTY');
  expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1, 2, 3],
        [4, 5, 6],
      ]),
    'NOT_SQUARE',
  );
  expectCode(assert, () => g.eigenSymmetric([[1, 2], [3]]), 'RAGGED');
  expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1, NaN],
        [NaN, 1],
      ]),
    'NOT_FINITE',
  );
  expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1, 1e400],
        [1e400, 1],
      ]),
    'NOT_FINITE',
  );
  expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1, 'a'],
        ['a', 1],
      ]),
    'NOT_A_NUMBER',
  );
  expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1, 0.5],
        [0.4, 1],
      ]),
    'NOT_SYMMETRIC',
  );
  expectCode(assert, () => g.eigenSymmetric({ rows: 2, cols: 2, data: [1, 2, 3] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.eigenSymmetric(null), 'BAD_ARGUMENT');
  expectCode(assert, () => g.eigenSymmetric({ rows: 2001, cols: 2001, data: new Float64Array(2001 * 2001) }), 'TOO_LARGE');
  // The module still works after every failure.
  assert.equal(g.eigenSymmetric([[2]]).values[0], 2);
});
