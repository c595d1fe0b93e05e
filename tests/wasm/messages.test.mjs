// Numbers as they are (issue 37): a value quoted back past its bound has every digit it needs (1.0000000000000002,
// not "1.000000"), work figures are whole numbers ("211812352", not "211812352.000000"), exactPsdCheck's integer
// direction c is written whole however long, rbfSeries' peak 2γ|xy| is finite wherever it is, and an expression's
// parameter follows the one rule every name follows (at most maxNameLength characters).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectCode, loadGramLab } from './load.mjs';

const g = await loadGramLab();

test('a value just past its bound is quoted with the digits that show it is past', () => {
  // 1 + 2⁻⁵² is the double after 1; its shortest text is 1.0000000000000002 (JS and Python agree).
  const t = 1 + 2 ** -52;
  assert.equal(String(t), '1.0000000000000002');
  assert.match(expectCode(assert, () => g.attention({ seed: 9n, blend: t }), 'BAD_ARGUMENT').message, /got 1\.0000000000000002$/);
  // An integer argument given a value next to the limit is not printed as the limit.
  const D = g.limits.maxRbfFeatures + 2 ** -40;
  const { message } = expectCode(assert, () => g.rbfFeatures({ method: 'fourier', seed: 4, n: 3, d: 2, features: D }), 'BAD_ARGUMENT');
  assert.ok(message.endsWith(`got ${String(D)}`), message);
  assert.match(
    expectCode(assert, () => g.kernelRidge({ points: [[0]], targets: [0], lambda: -(2 ** -60), kernel: { kind: 'rbf' } }), 'BAD_ARGUMENT')
      .message,
    /got −8\.673617379884035 × 10⁻¹⁹$/,
  );
});

// Two calls past their work limits, by hand: (100 + 1) · 128³ = 211 812 352 against 21 · 128³ = 44 040 192, and
// 16 starts × 10⁶ iterations × 10 points = 1.6 · 10⁸ against maxSvmWork's 10⁸.
const pastPathWork = () => expectCode(assert, () => g.attentionBlendPath({ seed: 4, tokens: 128, width: 64, dk: 64 }, 100), 'TOO_LARGE');
function pastSvmWork() {
  const points = Array.from({ length: 10 }, (_, i) => [i]);
  const labels = points.map((_, i) => (i % 2 ? 1 : -1));
  return expectCode(
    assert,
    () => g.svmDual({ points, labels, C: 1, kernel: { kind: 'rbf' }, starts: 16, maxIterations: 1e6 }),
    'TOO_LARGE',
  );
}

test('work figures are whole numbers', () => {
  const path = pastPathWork();
  assert.match(path.message, /= 211812352 is past the limit 44040192;/);
  const svm = pastSvmWork();
  assert.match(svm.message, /= 160000000; the limit is 100000000$/);
  for (const { message } of [path, svm]) assert.doesNotMatch(message, /\.0{6}/);
});

test('TOO_LARGE names what went over, its value and the limit, as fields a page in any language can print', () => {
  const past = (error) => ({ quantity: error.quantity, value: error.value, limit: error.limit });
  assert.deepEqual(past(pastPathWork()), { quantity: '(steps + 1) · n³', value: 211812352, limit: 44040192 });
  assert.deepEqual(past(pastSvmWork()), { quantity: 'starts · maxIterations · n', value: 1.6e8, limit: 1e8 });
  // 2001 points (docs/api.md: n ≤ 2000), refused by the facade's copy and by the core alike; d = 1001 (d ≤ 1000).
  const many = expectCode(assert, () => g.gammaSweep({ points: Array.from({ length: 2001 }, (_, i) => [i, 0]), gammas: [1] }), 'TOO_LARGE');
  assert.deepEqual(past(many), { quantity: 'n', value: 2001, limit: 2000 });
  const wide = expectCode(
    assert,
    () => g.gammaSweep({ points: [new Array(1001).fill(0), new Array(1001).fill(1)], gammas: [1] }),
    'TOO_LARGE',
  );
  assert.deepEqual(past(wide), { quantity: 'd', value: 1001, limit: 1000 });
  // Sylvester's minors: n ≤ 10 (docs/api.md).
  const minors = expectCode(
    assert,
    () => g.principalMinors(Array.from({ length: 11 }, (_, i) => Array.from({ length: 11 }, (_, j) => +(i === j)))),
    'TOO_LARGE',
  );
  assert.deepEqual(past(minors), { quantity: 'n', value: 11, limit: 10 });
  // The sigmoid map's 64 values of a (docs/api.md): the list's length, by the field's name.
  const aValues = new Array(65).fill(0.5);
  const side = expectCode(assert, () => g.sigmoidMap({ seed: 4, n: 5, d: 2, aValues, bValues: [0] }), 'TOO_LARGE');
  assert.deepEqual(past(side), { quantity: 'dim aValues', value: 65, limit: 64 });
  // Every list's length is named so: 65 γ values (maxGammas, 64), 65 values of D (maxRbfFeatureCounts, 64).
  const gammas = expectCode(assert, () => g.gammaSweep({ points: [[0], [1]], gammas: new Array(65).fill(1) }), 'TOO_LARGE');
  assert.deepEqual(past(gammas), { quantity: 'dim gammas', value: 65, limit: 64 });
  const features = { method: 'fourier', points: [[0], [1]], gamma: 1, featureSeed: 0 };
  const counts = expectCode(assert, () => g.rbfFeatureErrors(features, new Array(65).fill(1)), 'TOO_LARGE');
  assert.deepEqual(past(counts), { quantity: 'dim featureCounts', value: 65, limit: 64 });
  // An object of 501 keys (maxObjectKeys, 500): refused by the facade before any key is read.
  const params = Object.fromEntries(Array.from({ length: 501 }, (_, k) => [`p${k}`, k]));
  const keys = expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params, points: [[1]] }), 'TOO_LARGE');
  assert.deepEqual(past(keys), { quantity: 'keys', value: 501, limit: 500 });
});

test('exactPsdCheck writes its integer c whole: [[10⁻⁶, 10³⁰⁰], [10³⁰⁰, 1]] gives c = (−10³⁰⁶, 1)', () => {
  // Pivot 10⁻⁶ > 0; the complement 1 − 10⁶⁰⁰/10⁻⁶ < 0 gives z = e₂, carried back: z₁ = −10³⁰⁰/10⁻⁶ = −10³⁰⁶.
  // cᵀSc = 10⁻⁶·10⁶¹² − 2·10³⁰⁰·10³⁰⁶ + 1 = 1 − 10⁶⁰⁶, by hand.
  const r = g.exactPsdCheck([
    [0.000001, 1e300],
    [1e300, 1],
  ]);
  assert.deepEqual([r.exact, r.isPSD], [true, false]);
  assert.deepEqual(r.c, [`−1${'0'.repeat(306)}`, '1']);
  assert.deepEqual(Array.from(r.cValues), [-1e306, 1]);
});

test('rbfSeries: the peak 2γ|xy| is computed without overflow: 2 · 1 · 10³⁰⁸ · 0.3 = 6 · 10³⁰⁷', () => {
  const { peak } = g.rbfSeries(1e308, 0.3, 1, 3);
  assert.ok(Math.abs(peak - 6e307) <= 2 * Number.EPSILON * 6e307, `peak ${peak}`);
  const tiny = g.rbfSeries(1e-200, 1e-200, 1e300, 3).peak; // 2·10³⁰⁰·10⁻⁴⁰⁰, where 10⁻⁴⁰⁰ alone underflows
  assert.ok(Math.abs(tiny - 2e-100) <= 2 * Number.EPSILON * 2e-100, `peak ${tiny}`);
  assert.equal(g.rbfSeries(1e308, 1e308, 1, 3).peak, Number.POSITIVE_INFINITY); // 2·10⁶¹⁶: past any double
});

test('one rule for names: a parameter of more than maxNameLength characters is refused by compileExpression as checkKernel refuses its value', () => {
  const max = g.limits.maxNameLength;
  const longest = 'p'.repeat(max);
  assert.deepEqual(
    g.compileExpression(`${longest}*dot(x,y)`).parameters.map(({ name }) => name),
    [longest],
  );
  assert.equal(g.checkKernel({ expression: `${longest}*dot(x,y)`, params: { [longest]: 2 }, points: [[1]] }).maxEigenvalue, 2);
  const name = 'p'.repeat(max + 1);
  const error = expectCode(assert, () => g.compileExpression(`1 + ${name}*dot(x,y)`), 'BAD_EXPRESSION');
  assert.deepEqual([error.kind, error.position], ['NAME_TOO_LONG', 4]);
  expectCode(assert, () => g.compileExpression('q'.repeat(999)), 'BAD_EXPRESSION');
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: { [name]: 1 }, points: [[1]] }), 'BAD_ARGUMENT');
});
