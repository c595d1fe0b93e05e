import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixed } from '../../dist/src/format.js';
import { ARTICLE, expectCode, keyedFixture, loadGramLab, near, reference } from './load.mjs';
import { badPointSets } from './bad-matrices.mjs';

// scripts/gen_sigmoid_map_fixtures.py, numpy eigvalsh.
const fixture = keyedFixture('sigmoid_map.txt');

// A fixture map, drawn from its seed in the core, compared cell by cell: the smallest eigenvalue within
// the cell's own n·ε·max|λ| (eigenvalue errors are absolute, ~ε‖K‖), the count inside numpy's bracket
// [#(λ < −2 tol), #(λ < −tol/2)] — one value for every cell of these maps, so the counts agree exactly.
function checkMap(g, name) {
  const [seed, n, d] = ['seed', 'n', 'd'].map((key) => fixture[`${name}.${key}`][0]);
  const aValues = fixture[`${name}.a`];
  const bValues = fixture[`${name}.b`];
  const map = g.sigmoidMap({ seed, n, d, aValues, bValues });
  assert.deepEqual(Array.from(map.aValues), aValues);
  assert.deepEqual(Array.from(map.bValues), bValues);
  assert.equal(map.size, n);
  for (const key of ['minEigenvalue', 'negativeCount', 'tolerance']) {
    assert.equal(map[key].rows, bValues.length, key);
    assert.equal(map[key].cols, aValues.length, key);
    assert.ok(map[key].data instanceof Float64Array, key);
  }
  const wrong = [];
  map.minEigenvalue.data.forEach((min, k) => {
    const count = map.negativeCount.data[k];
    const tol = fixture[`${name}.tolerance`][k];
    const ok =
      Math.abs(min - fixture[`${name}.min`][k]) <= tol &&
      count >= fixture[`${name}.count_lo`][k] &&
      count <= fixture[`${name}.count_hi`][k] &&
      count === fixture[`${name}.count`][k] &&
      Math.abs(map.tolerance.data[k] - tol) <= 1e-9 * tol;
    if (!ok) wrong.push(`b ${bValues[Math.floor(k / aValues.length)]}, a ${aValues[k % aValues.length]}: ${min} / ${count}`);
  });
  assert.deepEqual(wrong, [], `${name}: cells that differ from numpy`);
  assert.equal(map.psdCells, fixture[`${name}.psd_cells`][0]);
  return map;
}

test("sigmoidCheck at the article's (a, b) = (0.5, 0.1): 142 of 300 negative, −12.72 (reference file)", async () => {
  const g = await loadGramLab();
  const check = g.sigmoidCheck({ ...ARTICLE, a: 0.5, b: 0.1 });
  assert.equal(check.negativeCount, 142);
  assert.equal(check.negativeCount, reference.sigmoid.negative_count);
  near(check.minEigenvalue, -12.721708290066152, check.tolerance, 'min');
  near(check.maxEigenvalue, 96.23078308956434, check.tolerance, 'max');
  near(check.minEigenvalue, reference.sigmoid.min_eig, check.tolerance, 'min (file)');
  near(check.maxEigenvalue, reference.sigmoid.max_eig, check.tolerance, 'max (file)');
  // What the page prints.
  assert.equal(`${check.negativeCount} / 300`, '142 / 300');
  assert.equal(fixed(check.minEigenvalue, 2), '\u221212.72');
});

test("sigmoidMap: the page's 33 × 33 map of the first 100 points, every cell as numpy has it", async () => {
  const g = await loadGramLab();
  const map = checkMap(g, 'page');
  // The only PSD cells are a = 0, b ≥ 0: K = tanh(b)·11ᵀ, a constant table.
  const zeroColumn = fixture['page.a'].indexOf(0);
  assert.equal(map.psdCells, fixture['page.b'].filter((b) => b >= 0).length);
  fixture['page.b'].forEach((b, i) => assert.equal(map.negativeCount.data[i * 33 + zeroColumn], b >= 0 ? 0 : 1, `b ${b}`));
});

test("sigmoidMap: a row at the article's n = 300 holds 142 of 300 at a = 0.5; other points, not square", async () => {
  const g = await loadGramLab();
  const row = checkMap(g, 'article');
  const k = fixture['article.a'].indexOf(0.5);
  assert.equal(row.negativeCount.data[k], reference.sigmoid.negative_count);
  near(row.minEigenvalue.data[k], reference.sigmoid.min_eig, row.tolerance.data[k], 'min');
  // The same cell as sigmoidCheck computes it: same kernel, same solver, same rule.
  const check = g.sigmoidCheck({ ...ARTICLE, a: 0.5, b: 0.1 });
  assert.equal(row.minEigenvalue.data[k], check.minEigenvalue);
  assert.equal(row.tolerance.data[k], check.tolerance);
  checkMap(g, 'small');
});

test('sigmoidMap: points given as rows (nested or flat) give the seeded map, bit for bit', async () => {
  const g = await loadGramLab();
  const request = { aValues: [-0.5, 0.5, 1], bValues: [0.1, -1] };
  const seeded = g.sigmoidMap({ seed: 4, n: 60, d: 5, ...request });
  const z = g.randomNormal(4, 60, 5);
  assert.deepEqual(g.sigmoidMap({ points: z, ...request }), seeded);
  const nested = Array.from({ length: 60 }, (_, i) => Array.from(z.data.subarray(5 * i, 5 * i + 5)));
  assert.deepEqual(g.sigmoidMap({ points: nested, ...request }), seeded);
  // Float64Array lists, and BigInt seeds, are accepted as elsewhere.
  assert.deepEqual(g.sigmoidMap({ seed: 4n, n: 60, d: 5, aValues: new Float64Array([-0.5, 0.5, 1]), bValues: [0.1, -1] }), seeded);
});

test("the repairs the page shows, on the article's K: clip and shift against numpy", async () => {
  const g = await loadGramLab();
  const z = g.randomNormal(4, 300, 5);
  const k = g.kernelMatrix(z, { kind: 'sigmoid', a: fixture['repair.a'][0], b: fixture['repair.b'][0] });
  const tolerance = g.sigmoidCheck({ ...ARTICLE, a: 0.5, b: 0.1 }).tolerance;
  const clip = g.repairPSD(k, 'clip');
  near(clip.frobeniusChange, fixture['repair.clip_frobenius'][0], 1e-10 * fixture['repair.clip_frobenius'][0], 'clip ‖ΔK‖_F');
  near(clip.maxChange, fixture['repair.clip_max'][0], 1e-9, 'clip max |ΔK|');
  assert.equal(clip.shift, 0);
  const shift = g.repairPSD(k, 'shift');
  // ε lands a few tolerances above −λmin (psd_repair.hpp), so the result is PSD by psdCheck's own rule.
  near(shift.shift, fixture['repair.shift_epsilon'][0], 4 * tolerance, 'shift ε');
  assert.ok(shift.shift > -fixture['repair.min'][0]);
  near(shift.maxChange, shift.shift, 1e-14 * shift.shift, 'shift max |ΔK| = ε (up to the rounding of K_ii + ε − K_ii)');
  near(
    shift.frobeniusChange,
    fixture['repair.shift_frobenius'][0],
    1e-9 * fixture['repair.shift_frobenius'][0] + 4 * tolerance * Math.sqrt(300),
    'shift ‖ΔK‖_F',
  );
  assert.equal(fixed(shift.shift, 2), '12.72');
  // Either way the table is a different one: both results are PSD.
  assert.equal(g.psdCheck(clip.matrix).isPSD, true);
  assert.equal(g.psdCheck(shift.matrix).isPSD, true);

  // sigmoidRepair, which the page calls, is the same repairPSD on the same K, built in the core.
  for (const [method, full] of [
    ['clip', clip],
    ['shift', shift],
  ]) {
    const summary = g.sigmoidRepair({ ...ARTICLE, a: 0.5, b: 0.1 }, method);
    assert.deepEqual(
      [summary.frobeniusChange, summary.maxChange, summary.shift],
      [full.frobeniusChange, full.maxChange, full.shift],
      method,
    );
    near(summary.kernelFrobenius, fixture['repair.kernel_frobenius'][0], 1e-12 * summary.kernelFrobenius, `${method} ‖K‖_F`);
    assert.equal(summary.relativeChange, summary.frobeniusChange / summary.kernelFrobenius);
    assert.deepEqual(g.sigmoidRepair({ points: z, a: 0.5, b: 0.1 }, method), summary);
  }
  // A PSD table (a = 0, b = 1: every entry tanh 1) is left alone by both.
  for (const method of ['clip', 'shift']) {
    const { kernelFrobenius, ...change } = g.sigmoidRepair({ ...ARTICLE, a: 0, b: 1 }, method);
    assert.deepEqual(change, { frobeniusChange: 0, maxChange: 0, shift: 0, relativeChange: 0 }, method);
    near(kernelFrobenius, 300 * Math.tanh(1), 1e-12 * 300, `${method}: ‖K‖_F = n·tanh 1`);
  }
});

test('sigmoidMap: every bad input is a GramLabError code, and the module keeps working', async () => {
  const g = await loadGramLab();
  const map = (options) => () => g.sigmoidMap({ seed: 4, n: 20, d: 5, aValues: [0.5], bValues: [0.1], ...options });
  expectCode(assert, map({ aValues: [NaN] }), 'NOT_FINITE');
  expectCode(assert, map({ bValues: [0.1, Infinity] }), 'NOT_FINITE');
  expectCode(assert, map({ aValues: [0.5, 'a'] }), 'NOT_A_NUMBER');
  expectCode(assert, map({ bValues: ['0.1'] }), 'NOT_A_NUMBER');
  expectCode(assert, map({ aValues: '0.5' }), 'BAD_ARGUMENT');
  expectCode(assert, map({ aValues: undefined }), 'BAD_ARGUMENT');
  expectCode(assert, map({ bValues: null }), 'BAD_ARGUMENT');
  expectCode(assert, map({ aValues: [] }), 'EMPTY');
  expectCode(assert, map({ bValues: [] }), 'EMPTY');
  expectCode(assert, map({ aValues: Array(65).fill(0.5) }), 'TOO_LARGE');
  expectCode(assert, map({ bValues: Array(65).fill(0.1) }), 'TOO_LARGE');
  expectCode(assert, map({ n: 0 }), 'EMPTY');
  expectCode(assert, map({ n: 1e6 }), 'TOO_LARGE');
  expectCode(assert, map({ n: 301 }), 'TOO_LARGE');
  expectCode(assert, map({ n: 1.5 }), 'BAD_ARGUMENT');
  expectCode(assert, map({ n: -1 }), 'BAD_ARGUMENT');
  expectCode(assert, map({ n: '100' }), 'BAD_ARGUMENT');
  expectCode(assert, map({ n: NaN }), 'NOT_FINITE');
  expectCode(assert, map({ d: 0 }), 'EMPTY');
  expectCode(assert, map({ d: 1001 }), 'TOO_LARGE');
  expectCode(assert, map({ seed: -1 }), 'BAD_ARGUMENT');
  expectCode(assert, map({ seed: 1.5 }), 'BAD_ARGUMENT');
  expectCode(assert, map({ seed: 'abc' }), 'BAD_ARGUMENT');
  expectCode(assert, map({ seed: 2n ** 64n }), 'BAD_ARGUMENT');
  // The work budget: 64 × 64 cells of 300 points in one call is refused, before any work; one row is fine.
  const side = Array(64).fill(0.5);
  const refused = expectCode(assert, () => g.sigmoidMap({ ...ARTICLE, aValues: side, bValues: side }), 'TOO_LARGE');
  assert.match(refused.message, /4096 cells of 300 points/);
  assert.equal(g.sigmoidMap({ ...ARTICLE, aValues: [0.5], bValues: [0.1] }).negativeCount.data[0], 142);
  const byPoints = (points) => () => g.sigmoidMap({ points, aValues: [0.5], bValues: [0.1] });
  for (const [points, code] of badPointSets) expectCode(assert, byPoints(points), code);
  expectCode(assert, byPoints({ rows: 301, cols: 1, data: new Float64Array(301) }), 'TOO_LARGE');
  expectCode(assert, byPoints('1,2;3,4'), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidMap({ seed: 4, points: [[1]], aValues: [0.5], bValues: [0.1] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidMap({ aValues: [0.5], bValues: [0.1] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidMap(null), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidMap(), 'BAD_ARGUMENT');
  // The page's own inputs, through sigmoidCheck: a = NaN, n = 0, n = 10⁶.
  expectCode(assert, () => g.sigmoidCheck({ ...ARTICLE, a: NaN, b: 0.1 }), 'NOT_FINITE');
  expectCode(assert, () => g.sigmoidCheck({ ...ARTICLE, a: 0.5, b: 'abc' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidCheck({ ...ARTICLE, n: 0, a: 0.5, b: 0.1 }), 'EMPTY');
  expectCode(assert, () => g.sigmoidCheck({ ...ARTICLE, n: 1e6, a: 0.5, b: 0.1 }), 'TOO_LARGE');

  const repair =
    (options, method = 'clip') =>
    () =>
      g.sigmoidRepair({ seed: 4, n: 20, d: 5, a: 0.5, b: 0.1, ...options }, method);
  expectCode(assert, repair({}, 'nearest'), 'BAD_ARGUMENT');
  expectCode(assert, repair({}, null), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidRepair({ seed: 4, n: 20, d: 5, a: 0.5, b: 0.1 }), 'BAD_ARGUMENT');
  expectCode(assert, repair({ a: NaN }), 'NOT_FINITE');
  expectCode(assert, repair({ b: -Infinity }, 'shift'), 'NOT_FINITE');
  expectCode(assert, repair({ a: 'abc' }), 'BAD_ARGUMENT');
  expectCode(assert, repair({ b: undefined }), 'BAD_ARGUMENT');
  expectCode(assert, repair({ n: 0 }), 'EMPTY');
  expectCode(assert, repair({ n: 1e6 }), 'TOO_LARGE');
  expectCode(assert, repair({ d: 1001 }), 'TOO_LARGE');
  expectCode(assert, repair({ seed: 'x' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidRepair({ points: [[1, 2], [3]], a: 0.5, b: 0.1 }, 'clip'), 'RAGGED');
  expectCode(assert, () => g.sigmoidRepair(null, 'clip'), 'BAD_ARGUMENT');

  // After all of that, the article's cell once more.
  assert.equal(g.sigmoidMap({ ...ARTICLE, aValues: [0.5], bValues: [0.1] }).negativeCount.data[0], 142);
});

test('memoryStats: the heap in bytes (whole 64 KiB pages), growing with the work, never shrinking', async () => {
  const g = await loadGramLab();
  const before = g.memoryStats();
  assert.ok(Number.isInteger(before.heapBytes) && before.heapBytes > 0 && before.heapBytes % 65536 === 0);
  assert.ok(Number.isInteger(before.allocatedBytes) && before.allocatedBytes >= 0);
  g.sigmoidCheck({ seed: 4, n: 1200, d: 5, a: 0.5, b: 0.1 }); // a 1200 × 1200 K alone is 11.5 MB
  const after = g.memoryStats();
  assert.ok(after.heapBytes >= before.heapBytes);
  assert.ok(after.heapBytes >= 2 * 1200 * 1200 * 8, `heap ${after.heapBytes}`);
});
