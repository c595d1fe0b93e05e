// What a call may copy in and compute (issue 28): long strings and objects of many keys are refused by the facade
// before anything reaches WASM (in milliseconds, the heap as it was); every call past a work limit is refused
// before its work; loadGramLab's options, plain objects, counts and messages as documented; `·` as the dot
// product. The refusals' CPU time is measured with process.cpuUsage, which the other processes on a loaded
// machine do not inflate.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { expectCode, loadGramLab } from './load.mjs';

const g = await loadGramLab();
const L = g.limits;

const LONG = 'r'.repeat(1e8); // 10⁸ characters (V8 builds it without copying: the test stays fast)
// 10⁶ own keys: integer-like keys build in ~50 ms; string keys cost the caller ~30× more to build.
const MANY_KEYS = {};
for (let k = 0; k < 1e6; k++) MANY_KEYS[k] = 1;

const cpuMs = (run) => {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
};

/**
 * `run` throws `code` within `maxMs` of CPU and leaves the heaps as they were: their size and what is allocated
 * (`inputCopied`: the input itself was copied into WASM first, as a matrix is, so only what stays allocated counts).
 */
function refusedQuickly(run, code, maxMs, { inputCopied = false } = {}) {
  const before = g.memoryStats();
  let error;
  const ms = cpuMs(() => {
    error = expectCode(assert, run, code);
  });
  const after = g.memoryStats();
  if (inputCopied) assert.equal(after.allocatedBytes, before.allocatedBytes, `${code}: bytes left allocated`);
  else assert.deepEqual(after, before, `${code}: the heap changed`);
  assert.ok(ms < maxMs, `${code} after ${ms.toFixed(1)} ms of CPU (limit ${maxMs} ms): ${error.message}`);
  return error;
}

// A refusal at 10⁸ characters reads only the string's length: well under a millisecond, 20 ms allowed.
const STRING_MS = 20;
// At 10⁶ keys the one Object.keys the facade needs is the refusal's cost (~0.2 s of CPU for integer-like keys,
// ~0.6 s for string keys): JS has no cheaper way to count an object's keys.
const KEYS_MS = 1500;

const S3 = [
  [1, 0.9, 0.2],
  [0.9, 1, 0.9],
  [0.2, 0.9, 1],
];
const POINTS = [
  [0, 1],
  [1, 0],
  [2, 2],
];

test('10⁸-character strings are refused before they are copied: names, methods, expressions', () => {
  refusedQuickly(() => g.repairPSD(S3, LONG), 'BAD_ARGUMENT', STRING_MS);
  refusedQuickly(() => g.kernelMatrix(POINTS, { kind: LONG }), 'BAD_ARGUMENT', STRING_MS);
  refusedQuickly(() => g.sigmoidRepair({ points: POINTS, a: 1, b: 0 }, LONG), 'BAD_ARGUMENT', STRING_MS);
  refusedQuickly(() => g.labelledDataset({ kind: LONG, nTrain: 4 }), 'BAD_ARGUMENT', STRING_MS);
  const ridge = { points: POINTS, targets: [1, 2, 3], lambda: 1 };
  refusedQuickly(() => g.kernelRidge({ ...ridge, kernel: { kind: LONG } }), 'BAD_ARGUMENT', STRING_MS);
  refusedQuickly(
    () => g.svmDual({ points: POINTS, labels: [1, -1, 1], C: 1, kernel: { kind: 'rbf' }, repair: LONG }),
    'BAD_ARGUMENT',
    STRING_MS,
  );
  for (const run of [
    () => g.compileExpression(`dot(x,y)${LONG}`),
    () => g.checkKernel({ expression: LONG, points: POINTS }),
    () => g.expressionMatrix({ expression: LONG, points: POINTS }),
    () => g.kernelRidge({ ...ridge, kernel: { expression: LONG } }),
  ]) {
    const error = refusedQuickly(run, 'BAD_EXPRESSION', STRING_MS);
    assert.deepEqual([error.kind, error.position], ['TOO_LONG', L.maxExpressionLength]);
  }
  // The boundary is the core's: maxExpressionLength characters pass, one more is TOO_LONG, counted in characters
  // (a two-unit character counts once).
  const exactly = `${'1+'.repeat(L.maxExpressionLength / 2 - 1)}11`;
  assert.equal(exactly.length, L.maxExpressionLength);
  assert.deepEqual(g.compileExpression(exactly).parameters, []);
  assert.equal(expectCode(assert, () => g.compileExpression(`${exactly}+`), 'BAD_EXPRESSION').kind, 'TOO_LONG');
  const wide = `1${' '.repeat(L.maxExpressionLength - 2)}\u{1d431}`; // 𝐱 is one character, two UTF-16 units
  assert.equal(expectCode(assert, () => g.compileExpression(wide), 'BAD_EXPRESSION').kind, 'UNEXPECTED_CHARACTER');
  // A name of maxNameLength characters reaches the core (an unknown kind), one more does not.
  assert.match(
    expectCode(assert, () => g.kernelMatrix(POINTS, { kind: 'k'.repeat(L.maxNameLength) }), 'BAD_ARGUMENT').message,
    /unknown kernel/,
  );
  assert.match(
    expectCode(assert, () => g.kernelMatrix(POINTS, { kind: 'k'.repeat(L.maxNameLength + 1) }), 'BAD_ARGUMENT').message,
    new RegExp(`at most ${L.maxNameLength}`),
  );
});

test('objects of 10⁶ keys are refused before any key is copied: params, kernel specs, options', () => {
  refusedQuickly(() => g.checkKernel({ expression: 'dot(x,y)', params: MANY_KEYS, points: POINTS }), 'TOO_LARGE', KEYS_MS);
  refusedQuickly(() => g.kernelMatrix(POINTS, MANY_KEYS), 'TOO_LARGE', KEYS_MS);
  refusedQuickly(() => g.eigenSymmetric(S3, MANY_KEYS), 'TOO_LARGE', KEYS_MS);
  refusedQuickly(() => g.gammaSweep(MANY_KEYS), 'TOO_LARGE', KEYS_MS);
  refusedQuickly(
    () => g.kernelRidge({ points: POINTS, targets: [1, 2, 3], lambda: 1, kernel: { expression: 'dot(x,y)', params: MANY_KEYS } }),
    'TOO_LARGE',
    KEYS_MS,
  );
  // At the limit the keys are accepted (a parameter the expression does not use is ignored); a key longer than a
  // name is refused.
  const params = Object.fromEntries(Array.from({ length: L.maxObjectKeys }, (_, k) => [`p${k}`, k]));
  assert.equal(g.checkKernel({ expression: 'p7*dot(x,y)', params, points: [[1]] }).maxEigenvalue, 7);
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: { ...params, extra: 1 }, points: [[1]] }), 'TOO_LARGE');
  expectCode(
    assert,
    () => g.checkKernel({ expression: 'dot(x,y)', params: { ['p'.repeat(L.maxNameLength + 1)]: 1 }, points: [[1]] }),
    'BAD_ARGUMENT',
  );
});

test('options and params are plain objects: a Date, RegExp, Map or new Number(5) is BAD_ARGUMENT', () => {
  for (const odd of [new Date(0), /x/, new Map(), new Number(5), new Set(), [1]]) {
    expectCode(assert, () => g.eigenSymmetric(S3, odd), 'BAD_ARGUMENT');
    expectCode(assert, () => g.kernelMatrix(POINTS, odd), 'BAD_ARGUMENT');
    expectCode(assert, () => g.gammaSweep(odd), 'BAD_ARGUMENT');
    expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: odd, points: POINTS }), 'BAD_ARGUMENT');
    expectCode(assert, () => g.kernelRidge({ points: POINTS, targets: [1, 2, 3], lambda: 1, kernel: odd }), 'BAD_ARGUMENT');
  }
  assert.match(expectCode(assert, () => g.kernelMatrix(POINTS, new Date(0)), 'BAD_ARGUMENT').message, /plain object.*a Date/);
  // A null-prototype object is plain; params may be left out (typed optional), an expression without parameters needs none.
  const spec = Object.assign(Object.create(null), { kind: 'linear' });
  assert.deepEqual(Array.from(g.kernelMatrix([[2]], spec).data), [4]);
  assert.equal(g.checkKernel({ expression: 'dot(x,y)', points: [[3]] }).maxEigenvalue, 9);
});

test('counts: NaN and ±Infinity are NOT_FINITE, as documented', () => {
  for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
    expectCode(assert, () => g.randomNormal(4, bad, 2), 'NOT_FINITE');
    expectCode(assert, () => g.randomUniform(4, 2, bad), 'NOT_FINITE');
    expectCode(assert, () => g.featureDimension(bad, 2), 'NOT_FINITE');
    expectCode(assert, () => g.featureDimension(2, bad), 'NOT_FINITE');
    expectCode(assert, () => g.rbfSeries(1, 1, 0.5, bad), 'NOT_FINITE');
  }
  expectCode(assert, () => g.randomNormal(4, 1e300, 2), 'TOO_LARGE');
  expectCode(assert, () => g.randomNormal(4, 2.5, 2), 'BAD_ARGUMENT');
});

test('loadGramLab: timeoutMs Infinity means no timeout; NaN, ≤ 0, strings and > 2^31 − 1 are BAD_ARGUMENT', async () => {
  assert.equal(await loadGramLab({ timeoutMs: Number.POSITIVE_INFINITY }), g);
  assert.equal(await loadGramLab({ timeoutMs: 2 ** 31 - 1 }), g);
  for (const timeoutMs of [Number.NaN, -1, 0, '100', 2 ** 31, Number.NEGATIVE_INFINITY, 10n, null])
    await assert.rejects(loadGramLab({ timeoutMs }), (error) => error.code === 'BAD_ARGUMENT' && /timeoutMs/.test(error.message));
  for (const options of [new Date(0), new Map(), /x/, new Number(5)])
    await assert.rejects(loadGramLab(options), (error) => error.code === 'BAD_ARGUMENT');
});

// Each work limit is checked before the work: past it, a refusal in milliseconds whatever the size asked for.
test('work limits: eigenvectors, repairs, reconstruction, the kernel check and the learning methods refuse before working', () => {
  const order = L.maxEigenvectorOrder + 1;
  const identity = { rows: order, cols: order, data: new Float64Array(order * order) };
  for (let k = 0; k < order; k++) identity.data[k * order + k] = 1;
  const copied = { inputCopied: true };
  const quick = 100; // ms of CPU: the input's copy and checks, not an O(n³) decomposition (~2 s at the limit)
  assert.equal(g.eigenSymmetric(identity).values.length, order); // eigenvalues alone stay within maxMatrixOrder (and the heap has room)
  // A threads part's first error keeps libc++abi's per-thread exception state (its -pthread build allocates it on
  // first use): warmed before counting, as the kernels part is below.
  expectCode(assert, () => g.eigenSymmetric(identity, { vectors: true }), 'TOO_LARGE');
  refusedQuickly(() => g.eigenSymmetric(identity, { vectors: true }), 'TOO_LARGE', quick, copied);
  refusedQuickly(() => g.repairPSD(identity, 'clip'), 'TOO_LARGE', quick, copied);
  refusedQuickly(() => g.reconstructVectors(identity), 'TOO_LARGE', quick, copied);
  // The kernels part's first call keeps 8 bytes of its one-time state, whatever the call: warmed before counting.
  expectCode(assert, () => g.sigmoidRepair({ seed: 4, n: order, d: 2, a: 1, b: -1 }, 'shift'), 'TOO_LARGE');
  refusedQuickly(() => g.sigmoidRepair({ seed: 4, n: order, d: 2, a: 1, b: -1 }, 'shift'), 'TOO_LARGE', quick, copied);
  refusedQuickly(() => g.checkKernel({ expression: 'dot(x,y)', seed: 4, n: order, d: 2 }), 'TOO_LARGE', quick, copied);
  // The squared distances: n² · d ≤ maxDistanceWork (the γ sweep, the RBF kernel matrix); d one past it at n = 2000.
  const far = { seed: 4, n: 2000, d: Math.floor(L.maxDistanceWork / 2000 ** 2) + 1 };
  g.kernelMatrix(g.randomNormal(4, 1000, 600), { kind: 'linear' }); // room in the kernels part's heap for its points
  refusedQuickly(() => g.gammaSweep({ ...far, gammas: [1] }), 'TOO_LARGE', quick, copied);
  assert.equal(g.kernelMatrix([[0], [1]], { kind: 'rbf' }).data[1], Math.exp(-1));

  // kernelRidge / svmDual: valueWork(d) · n · (n + grid + test) ≤ maxKernelWork, d per value of a built-in kernel.
  const n = L.maxMethodPoints;
  const d = Math.floor(L.maxKernelWork / (n * n)) + 1; // K alone is past the limit
  assert.ok(d <= L.maxDimension);
  const points = { rows: n, cols: d, data: new Float64Array(n * d) };
  const targets = new Float64Array(n);
  const labels = Float64Array.from({ length: n }, (_, i) => (i % 2 ? 1 : -1));
  // Room in the learn part's heap for these points first (a refused λ, after they were copied in).
  expectCode(assert, () => g.kernelRidge({ points, targets, lambda: -1, kernel: { kind: 'rbf' } }), 'BAD_ARGUMENT');
  const work = /past the work limit/;
  assert.match(
    refusedQuickly(() => g.kernelRidge({ points, targets, lambda: 1, kernel: { kind: 'rbf' } }), 'TOO_LARGE', quick, copied).message,
    work,
  );
  assert.match(
    refusedQuickly(() => g.svmDual({ points, labels, C: 1, kernel: { kind: 'linear' } }), 'TOO_LARGE', quick, copied).message,
    work,
  );
  const plane = g.randomNormal(1, 200, 2);
  const grid = g.randomNormal(2, L.maxPredictionPoints, 2);
  const fits = g.kernelRidge({ points: plane, targets: plane.data.subarray(0, 200), lambda: 1, kernel: { kind: 'rbf' }, grid });
  assert.equal(fits.gridPredictions.length, L.maxPredictionPoints); // the page's kind of call is well inside
});

test('messages: NaN is "NaN" (never C\'s "-nan"), the pair 0-based like error.i and error.j, an overflowing eigenvalue named', () => {
  const error = expectCode(assert, () => g.checkKernel({ expression: 'log(dot(x,y))', points: [[1], [-1]] }), 'NOT_FINITE');
  assert.deepEqual([error.i, error.j], [0, 1]);
  assert.match(error.message, /^k\(x_0, x_1\) is NaN /);
  assert.doesNotMatch(error.message, /nan|inf/);
  const overflow = expectCode(
    assert,
    () =>
      g.eigenSymmetric([
        [1e308, 1e308],
        [1e308, 1e308],
      ]),
    'OVERFLOW',
  );
  assert.match(overflow.message, /^eigenvalue 2 of 2 \(ascending\) is beyond double's range/);
  assert.match(
    expectCode(assert, () => g.kernelMatrix(POINTS, { kind: 'rbf', gamma: -0.000001 }), 'BAD_ARGUMENT').message,
    /got −0\.000001$/,
  );
});

test("featureDimension's doubles are correctly rounded: Python's float(comb(d + p, p)) over 650 cases", () => {
  const { cases } = JSON.parse(readFileSync(new URL('../fixtures/feature_dimension_doubles.json', import.meta.url)));
  assert.equal(cases.length, 650);
  for (const [d, p, count, bytes] of cases) {
    const r = g.featureDimension(d, p);
    assert.equal(r.approxCount, count, `C(${d} + ${p}, ${p})`);
    assert.equal(r.approxFloat32Bytes, bytes, `4·C(${d} + ${p}, ${p})`);
  }
});

test('x·y (U+00B7) is the dot product of two vectors; a number · a vector stays a product', () => {
  const points = [
    [1, 2, 2],
    [0, 3, 4],
  ];
  const matrix = (expression) => Array.from(g.expressionMatrix({ expression, points }).data);
  assert.deepEqual(matrix('x\u00b7y'), [9, 14, 14, 25]); // x·y = 14 (hand), ‖x‖² = 9, ‖y‖² = 25
  assert.deepEqual(matrix('(1 + x\u00b7y)^2'), matrix('(1 + dot(x,y))^2'));
  assert.deepEqual(matrix('2\u00b7x\u00b7y'), [18, 28, 28, 50]); // (2x)·y
  assert.deepEqual(matrix('sum(2\u00b7x)\u00b73'), [30, 36, 36, 42]); // numbers: 6·Σx, then ½K + ½Kᵀ
  const star = expectCode(assert, () => g.compileExpression('x*y'), 'BAD_EXPRESSION');
  assert.equal(star.kind, 'VECTOR_WHERE_NUMBER_NEEDED');
  assert.equal(g.checkKernel({ expression: 'exp(-0.5\u00b7norm(x-y)^2)+x\u00b7y', seed: 4, n: 20, d: 3 }).isPSD, true);
});
