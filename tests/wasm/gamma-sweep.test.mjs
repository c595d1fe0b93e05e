import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixed, scientific } from '../../dist/src/format.js';
import { toNested } from '../../dist/src/api/matrix.js';
import { ARTICLE, expectCode, keyedFixture, loadGramLab, near, reference } from './load.mjs';
import { badPointSets } from './bad-matrices.mjs';

const ROWS = reference.gamma_sweep.rows;
const GAMMAS = ROWS.map((row) => row.gamma);

// numpy 1.24.2 (scripts/gen_kernel_fixtures.py).
const kernelFixtures = keyedFixture('kernel_fixtures.txt');

// As tests/core/kernels/gamma_sweep.test.cpp argues: a backward-stable eigen-solver gets eigenvalues to an absolute
// ~ε‖K‖ (4e-14 at γ = 0.05, ‖K‖ = 192), not relative to each one; numpy on two machines already differs by
// 5e-15. So the smallest eigenvalue (3.6e-9 at γ = 0.05) is checked absolutely; sums and λmax relatively.
const MIN_EIGENVALUE_ABS = 1e-13;
const REL = 1e-12;
const relNear = (actual, expected, what) => near(actual, expected, REL * Math.abs(expected), what);

test("gammaSweep: the article's table from the seed, full precision (reference file)", async () => {
  const g = await loadGramLab();
  const rows = g.gammaSweep({ ...ARTICLE, gammas: GAMMAS });
  assert.equal(rows.length, 4);
  rows.forEach((row, i) => {
    const ref = ROWS[i];
    assert.equal(row.gamma, ref.gamma);
    relNear(row.maxEigenvalue, ref.max_eig, `γ ${ref.gamma} max`);
    near(row.minEigenvalue, ref.min_eig, MIN_EIGENVALUE_ABS, `γ ${ref.gamma} min`);
    assert.equal(row.k95, ref.k95);
    relNear(row.effectiveRank, ref.effective_rank, `γ ${ref.gamma} effective rank`);
    relNear(row.trace, ref.trace, `γ ${ref.gamma} trace`);
    // λmax/λmin is as accurate as λmin: relative MIN_EIGENVALUE_ABS / λmin.
    const refCondition = kernelFixtures['rbf.condition'][i];
    near(row.condition, refCondition, (MIN_EIGENVALUE_ABS / ref.min_eig + REL) * refCondition, `γ ${ref.gamma} condition`);
    assert.equal(row.spectrum, undefined);
  });
});

test("gammaSweep: the article's 16 printed figures, through format.js", async () => {
  const g = await loadGramLab();
  const printed = g
    .gammaSweep({ ...ARTICLE, gammas: GAMMAS })
    .map((row) => [fixed(row.maxEigenvalue, 2), scientific(row.minEigenvalue, 1), String(row.k95), fixed(row.effectiveRank, 2)]);
  assert.deepEqual(printed, [
    ['192.17', '3.6 × 10⁻⁹', '13', '2.35'],
    ['53.14', '7.7 × 10⁻⁵', '106', '20.24'],
    ['12.33', '9.7 × 10⁻³', '222', '130.38'],
    ['3.02', '8.3 × 10⁻²', '269', '270.75'],
  ]);
});

test('gammaSweep: points given as rows give the seeded result, bit for bit; the spectrum on request', async () => {
  const g = await loadGramLab();
  const z = g.randomNormal(4, 300, 5);
  const seeded = g.gammaSweep({ ...ARTICLE, gammas: [1], spectrum: true });
  assert.deepEqual(g.gammaSweep({ points: z, gammas: [1], spectrum: true }), seeded);
  assert.deepEqual(g.gammaSweep({ points: toNested(z), gammas: [1], spectrum: true }), seeded);
  const [{ spectrum, maxEigenvalue, minEigenvalue }] = seeded;
  assert.ok(spectrum instanceof Float64Array);
  assert.equal(spectrum.length, 300);
  assert.equal(spectrum[0], maxEigenvalue);
  assert.equal(spectrum[299], minEigenvalue);
  for (let k = 1; k < 300; k++) assert.ok(spectrum[k] <= spectrum[k - 1]);
});

test('sigmoidCheck: 142 of 300 eigenvalues negative, the smallest −12.72 (reference file)', async () => {
  const g = await loadGramLab();
  const check = g.sigmoidCheck({ ...ARTICLE, a: 0.5, b: 0.1 });
  assert.equal(check.negativeCount, reference.sigmoid.negative_count);
  // Eigenvalue errors are absolute ~ε‖K‖: compare within the check's own n·ε·‖K‖.
  near(check.minEigenvalue, reference.sigmoid.min_eig, check.tolerance, 'sigmoid min');
  near(check.maxEigenvalue, reference.sigmoid.max_eig, check.tolerance, 'sigmoid max');
  relNear(check.tolerance, kernelFixtures['sigmoid.tolerance'][0], 'sigmoid tolerance');
  assert.equal(fixed(check.minEigenvalue, 2), '\u221212.72');
  assert.deepEqual(g.sigmoidCheck({ points: g.randomNormal(4, 300, 5), a: 0.5, b: 0.1 }), check);
});

test("regularizedStats: K + λI at γ = 0.05 from K's eigenvalues, against numpy's eigvalsh(K + λI)", async () => {
  const g = await loadGramLab();
  const [row] = g.gammaSweep({ ...ARTICLE, gammas: kernelFixtures['ridge.gamma'], spectrum: true });
  const { spectrum, ...stats } = row;
  const { gamma, ...kStats } = stats;
  assert.equal(gamma, 0.05);
  assert.deepEqual(g.regularizedStats(spectrum, 0), kStats); // λ = 0: K itself
  kernelFixtures['ridge.lambda'].forEach((lambda, i) => {
    const s = g.regularizedStats(spectrum, lambda);
    const refMin = kernelFixtures['ridge.min'][i];
    near(s.minEigenvalue, refMin, MIN_EIGENVALUE_ABS, `λ ${lambda} min`);
    const refCondition = kernelFixtures['ridge.condition'][i];
    near(s.condition, refCondition, (MIN_EIGENVALUE_ABS / refMin + REL) * refCondition, `λ ${lambda} condition`);
  });
  // Any order, a plain array too.
  assert.deepEqual(g.regularizedStats([1, 3, 2], 1), g.regularizedStats(new Float64Array([3, 2, 1]), 1));
});

test('kernelMatrix: the four kinds against numpy (kernel_fixtures.txt) and the RBF definition', async () => {
  const g = await loadGramLab();
  const [p0, p1, p2, p3, p4, p5] = kernelFixtures['small.points'];
  const points = [
    [p0, p1],
    [p2, p3],
    [p4, p5],
  ];
  const flat = (kind, params = {}) => Array.from(g.kernelMatrix(points, { kind, ...params }).data);
  assert.deepEqual(flat('linear'), kernelFixtures['small.linear']); // binary fractions: exact
  assert.deepEqual(flat('polynomial'), kernelFixtures['small.poly2']); // defaults: (1 + x·y)²
  assert.deepEqual(
    flat('polynomial', { degree: 3, coef0: 0 }),
    kernelFixtures['small.linear'].map((x) => x ** 3),
  );
  const sigmoid = flat('sigmoid', { a: 0.5, b: 0.1 });
  kernelFixtures['small.linear'].forEach((x, k) => near(sigmoid[k], Math.tanh(0.5 * x + 0.1), 1e-15, 'sigmoid'));
  const z = g.randomNormal(4, 300, 5);
  const k = g.kernelMatrix(z, { kind: 'rbf', gamma: 0.3 });
  assert.deepEqual([k.rows, k.cols], [300, 300]);
  const d2 = z.data.subarray(0, 5).reduce((s, x, j) => s + (x - z.data[5 + j]) ** 2, 0);
  near(k.data[1], Math.exp(-0.3 * d2), 1e-15, 'K(1, 2)');
  assert.equal(k.data[0], 1);
  assert.equal(k.data[300], k.data[1]);
});

test('gammaSweep and friends: every bad input is a GramLabError code, and the module keeps working', async () => {
  const g = await loadGramLab();
  const sweep = (options) => () => g.gammaSweep({ ...ARTICLE, gammas: [1], ...options });
  expectCode(assert, sweep({ n: 0 }), 'EMPTY');
  expectCode(assert, sweep({ n: 1e6 }), 'TOO_LARGE');
  expectCode(assert, sweep({ n: 2001 }), 'TOO_LARGE');
  expectCode(assert, sweep({ d: 0 }), 'EMPTY');
  expectCode(assert, sweep({ d: 1001 }), 'TOO_LARGE');
  expectCode(assert, sweep({ n: 1.5 }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ n: -3 }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ n: '300' }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ seed: -1 }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ seed: 2n ** 64n }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ gammas: [0] }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ gammas: [0.3, -1] }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ gammas: [NaN] }), 'NOT_FINITE');
  expectCode(assert, sweep({ gammas: [Infinity] }), 'NOT_FINITE');
  expectCode(assert, sweep({ gammas: [] }), 'EMPTY');
  expectCode(assert, sweep({ gammas: Array(65).fill(1) }), 'TOO_LARGE');
  expectCode(assert, sweep({ gammas: [0.05, 'a'] }), 'NOT_A_NUMBER');
  expectCode(assert, sweep({ gammas: '0.05, 0.3' }), 'BAD_ARGUMENT');
  expectCode(assert, sweep({ gammas: undefined }), 'BAD_ARGUMENT');
  const byPoints = (points) => () => g.gammaSweep({ points, gammas: [1] });
  for (const [points, code] of badPointSets) expectCode(assert, byPoints(points), code);
  expectCode(assert, byPoints({ rows: 2001, cols: 1, data: new Float64Array(2001) }), 'TOO_LARGE');
  expectCode(assert, () => g.gammaSweep({ seed: 4, points: [[1]], gammas: [1] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.gammaSweep({ gammas: [1] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.gammaSweep(null), 'BAD_ARGUMENT');

  const z = [
    [0, 1],
    [1, 0],
  ];
  expectCode(assert, () => g.kernelMatrix(z, { kind: 'cosine' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.kernelMatrix(z, {}), 'BAD_ARGUMENT');
  expectCode(assert, () => g.kernelMatrix(z, { kind: 'rbf', gamma: -1 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.kernelMatrix(z, { kind: 'rbf', gamma: 'big' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.kernelMatrix(z, { kind: 'polynomial', degree: 1.5 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.kernelMatrix(z, { kind: 'sigmoid', a: NaN }), 'NOT_FINITE');
  expectCode(assert, () => g.kernelMatrix([[1], [2, 3]], { kind: 'linear' }), 'RAGGED');
  expectCode(assert, () => g.sigmoidCheck({ ...ARTICLE, a: NaN, b: 0.1 }), 'NOT_FINITE');
  expectCode(assert, () => g.sigmoidCheck({ ...ARTICLE, a: 0.5 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.sigmoidCheck({ ...ARTICLE, n: 0, a: 0.5, b: 0.1 }), 'EMPTY');
  expectCode(assert, () => g.regularizedStats([1, 2], -1), 'BAD_ARGUMENT');
  expectCode(assert, () => g.regularizedStats([1, 2], NaN), 'NOT_FINITE');
  expectCode(assert, () => g.regularizedStats([], 0), 'EMPTY');
  expectCode(assert, () => g.regularizedStats([1, 'a'], 0), 'NOT_A_NUMBER');
  expectCode(assert, () => g.regularizedStats([1, Infinity], 0), 'NOT_FINITE');

  // After all of that, the article's first row once more.
  const [row] = g.gammaSweep({ ...ARTICLE, gammas: [0.05] });
  assert.equal(row.k95, 13);
  assert.equal(fixed(row.effectiveRank, 2), '2.35');
});
