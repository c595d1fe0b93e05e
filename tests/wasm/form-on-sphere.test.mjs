// quadraticFormOnSphere through the facade: hand-derived values on the circle, the article's S on the sphere.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { close, expectCode, loadGramLab, reference } from './load.mjs';

const { S_similarity: S } = reference.small_matrices;

test('quadraticFormOnSphere: [[1, 2], [2, 1]] on 8 angles is 1 + 2 sin 2θ, negative at 135° and 315°', async () => {
  const g = await loadGramLab();
  const f = g.quadraticFormOnSphere(
    [
      [1, 2],
      [2, 1],
    ],
    8,
  );
  assert.equal(f.rows, 1);
  assert.equal(f.columns, 8);
  assert.equal(f.directions.rows, 8);
  assert.equal(f.directions.cols, 2);
  [1, 3, 1, -1, 1, 3, 1, -1].forEach((value, k) => close(f.values[k], value, 1e-15));
  assert.deepEqual(f.signs, [1, 1, 1, -1, 1, 1, 1, -1]);
  close(f.minValue, -1, 1e-15);
  assert.equal(f.minSign, -1);
  close(Math.abs(f.minDirection[0] - f.minDirection[1]), Math.SQRT2, 1e-14);
});

test('quadraticFormOnSphere: the article S (3 × 3) reaches its λ_min at c_min and nowhere below it', async () => {
  const g = await loadGramLab();
  const f = g.quadraticFormOnSphere(S.matrix, 12);
  assert.equal(f.values.length, 2 * 12 * 12);
  close(f.minEigenvalue, S.eigenvalues_ascending[0], 1e-13);
  close(f.minValue, S.eigenvalues_ascending[0], 1e-13);
  assert.equal(f.minSign, -1);
  assert.ok(Math.min(...f.values) >= S.eigenvalues_ascending[0] - 1e-14);
});

test('quadraticFormOnSphere: bad input has a code', async () => {
  const g = await loadGramLab();
  const identity = [
    [1, 0],
    [0, 1],
  ];
  const form = (m, steps) => () => g.quadraticFormOnSphere(m, steps);
  expectCode(assert, form([[Number.NaN, 0], identity[1]], 8), 'NOT_FINITE');
  expectCode(assert, form([[1]], 8), 'BAD_ARGUMENT');
  expectCode(assert, form(identity, 3), 'BAD_ARGUMENT');
  expectCode(assert, form(identity, g.limits.maxSphereSteps + 1), 'TOO_LARGE');
  expectCode(assert, form(identity, 1e300), 'TOO_LARGE');
  expectCode(assert, form([[1, 5], identity[1]], 8), 'NOT_SYMMETRIC');
});
