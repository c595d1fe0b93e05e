// elliptopeSurface and elliptopePoint through the facade, against numpy (tests/fixtures/elliptope.txt,
// scripts/gen_elliptope_fixtures.py) and hand values.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { expectCode, loadGramLab } from './load.mjs';

const cases = Object.fromEntries(
  readFileSync(new URL('../fixtures/elliptope.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '))
    .map(([key, ...values]) => [key, values.map(Number)]),
);
const table = ([x, y, z]) => [
  [1, x, y],
  [x, 1, z],
  [y, z, 1],
];

test('elliptopePoint: the article S is outside, arccos 0.2 = 78.5° > 2 × arccos 0.9 = 51.7°, its repair as numpy', async () => {
  const g = await loadGramLab();
  const p = g.elliptopePoint(table([0.9, 0.2, 0.9]));
  assert.equal(p.membership, -1);
  assert.ok(Math.abs(p.determinant + 0.336) < 1e-15); // 1 + 0.324 − 1.66 by hand
  assert.equal(p.brokenInequality, 1);
  assert.equal(p.angles[1].toFixed(1), '78.5');
  assert.equal((p.angles[0] + p.angles[2]).toFixed(1), '51.7');
  const numpy = cases.r30;
  [0, 1, 2].forEach((k) => assert.ok(Math.abs(p.repaired[k] - numpy[3 + k]) < 1e-13));
});

test('elliptopePoint agrees with numpy eigvalsh wherever the smallest eigenvalue is clear of rounding', async () => {
  const g = await loadGramLab();
  for (const [key, values] of Object.entries(cases)) {
    if (!key.startsWith('p') || Math.abs(values[3]) < 1e-6) continue;
    assert.equal(g.elliptopePoint(table(values)).membership, values[3] > 0 ? 1 : -1, key);
  }
});

test('elliptopeSurface: a mesh from −1 to 1 whose sheets meet on the square’s edge', async () => {
  const g = await loadGramLab();
  const s = g.elliptopeSurface(4);
  assert.deepEqual(
    [...s.coordinates].map((u) => Number(u.toFixed(12))),
    [-1, -Number(Math.SQRT1_2.toFixed(12)), 0, Number(Math.SQRT1_2.toFixed(12)), 1],
  );
  assert.deepEqual([s.upper.rows, s.upper.cols], [5, 5]);
  // Over (0, 0) the body spans z from −1 to 1; on x = 1 both sheets are z = y.
  assert.equal(s.lower.data[2 * 5 + 2], -1);
  assert.equal(s.upper.data[2 * 5 + 2], 1);
  assert.equal(s.upper.data[4 * 5 + 1], s.lower.data[4 * 5 + 1]);
});

test('elliptope calls refuse bad input with a code, and the module keeps working', async () => {
  const g = await loadGramLab();
  expectCode(assert, () => g.elliptopePoint(table([Number.NaN, 0, 0])), 'NOT_FINITE');
  expectCode(assert, () => g.elliptopePoint(table([Number('1e400'), 0, 0])), 'NOT_FINITE');
  expectCode(assert, () => g.elliptopePoint(table([1e200, 0, 0])), 'OVERFLOW');
  expectCode(
    assert,
    () =>
      g.elliptopePoint([
        [1, 0],
        [0, 1],
      ]),
    'BAD_ARGUMENT',
  );
  expectCode(
    assert,
    () =>
      g.elliptopePoint([
        [2, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ]),
    'BAD_ARGUMENT',
  );
  expectCode(assert, () => g.elliptopePoint([[1, 0.5], [0.5]]), 'RAGGED');
  expectCode(assert, () => g.elliptopeSurface(1), 'BAD_ARGUMENT');
  expectCode(assert, () => g.elliptopeSurface(g.limits.maxElliptopeSteps + 1), 'TOO_LARGE');
  expectCode(assert, () => g.elliptopeSurface(Number.NaN), 'NOT_FINITE');
  assert.equal(g.elliptopePoint(table([0, 0, 0])).membership, 1);
});
