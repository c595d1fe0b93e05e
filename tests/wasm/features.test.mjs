// Feature maps through the facade: the article's φ for a = (1, 2), b = (3, −1) and its table of
// feature counts (tests/fixtures/article.json), the exact counts, φ terms and RBF sums of
// tests/fixtures/features.txt (scripts/gen_feature_fixtures.py: exact Python integers, fractions and
// 80-digit decimals), hand-derived separations on a line, and bad input as coded errors.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { close, expectCode, loadGramLab, reference } from './load.mjs';

// The fixture as text: counts past 2⁶⁴ must stay exact digits, never JS numbers.
const FIXTURE = Object.fromEntries(
  readFileSync(new URL('../fixtures/features.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '))
    .map(([key, ...values]) => [key, values]),
);
const numbers = (key) => FIXTURE[key].map(Number);
const options = (degree, c, maxTerms = 10000) => ({ degree, c, maxTerms });

test("polyFeaturePair: the article's φ(a), φ(b) for a = (1, 2), b = (3, −1), and k(a, b) = φ(a)·φ(b) = 4", async () => {
  const g = await loadGramLab();
  const { a, b, kernel, phi_a: phiA, phi_b: phiB, phi_dot: phiDot } = reference.poly2_phi;
  const r = g.polyFeaturePair(a, b, options(2, 1));
  assert.equal(r.complete, true);
  assert.equal(r.total, '6');
  assert.equal(r.kernel, kernel);
  phiA.forEach((x, i) => close(r.valuesA[i], x, 1e-15));
  phiB.forEach((x, i) => close(r.valuesB[i], x, 1e-15));
  // The products the article sums: 1 + 6 − 4 + 9 + 4 − 12 (hand-derived from its φ(a), φ(b)).
  [1, 6, -4, 9, 4, -12].forEach((x, i) => close(r.products[i], x, 1e-15));
  assert.ok(Math.abs(r.featureDot - kernel) <= r.roundingBound, `${r.featureDot} vs ${kernel} ± ${r.roundingBound}`);
  assert.ok(Math.abs(phiDot - kernel) <= r.roundingBound, 'numpy’s own φ(a)·φ(b) is inside the bound too');
  // The article's labels: 1, √2·x₁, √2·x₂, x₁², x₂², √2·x₁x₂ as (monomial, outside·√radicand).
  const labels = r.terms.map(({ monomial, coefficient }) => [
    monomial.map(({ variable, power }) => `${variable + 1}^${power}`).join(' '),
    coefficient.exact,
    coefficient.outside,
    coefficient.radicand,
  ]);
  assert.deepEqual(labels, [
    ['', true, 1, 1],
    ['1^1', true, 1, 2],
    ['2^1', true, 1, 2],
    ['1^2', true, 1, 1],
    ['2^2', true, 1, 1],
    ['1^1 2^1', true, 1, 2],
  ]);
});

test("featureDimension: the article's table (2/2 → 6 … 768/4 → 14,685,120,065) and its float32 bytes", async () => {
  const g = await loadGramLab();
  for (const { d, p, dim, float32_bytes: bytes } of reference.feature_dimension) {
    const r = g.featureDimension(d, p);
    assert.equal(r.count, String(dim), `${d}/${p}`);
    assert.equal(r.float32Bytes, String(bytes), `${d}/${p}`);
  }
  // "59GB": 58,740,480,260 bytes.
  assert.equal(Math.round(g.featureDimension(768, 4).approxFloat32Bytes / 1e9), Number(reference.printed.float32_GB_768_4[0]));
});

test('featureDimension: exact binomials past 2⁶⁴, up to d = 10⁶ and p = 50, as exact strings', async () => {
  const g = await loadGramLab();
  const keys = Object.keys(FIXTURE).filter((key) => key.startsWith('count.'));
  assert.ok(keys.length >= 14);
  let past64 = 0;
  for (const key of keys) {
    const [, d, p] = key.split('.').map(Number);
    const [count, bytes] = FIXTURE[key];
    const r = g.featureDimension(d, p);
    assert.equal(r.count, count, key);
    assert.equal(r.float32Bytes, bytes, key);
    close(r.approxCount, Number(count), 1e-14);
    if (BigInt(count) >= 2n ** 64n) past64 += 1;
  }
  assert.ok(past64 >= 5, 'several counts are past 2⁶⁴');
});

test('polyFeatures: exponents, coefficients and values against exact Python, for d, p, c not in the article', async () => {
  const g = await loadGramLab();
  for (const name of ['article', 'd3p3c2', 'd2p4c0', 'd4p2c3']) {
    const [d, p, c, ...x] = numbers(`phi.${name}`);
    const rows = numbers(`phi.${name}.terms`);
    const r = g.polyFeatures(x, options(p, c));
    const width = d + 2;
    assert.equal(r.terms.length, rows.length / width, name);
    assert.equal(r.complete, true);
    assert.equal(r.total, String(r.terms.length));
    r.terms.forEach((term, i) => {
      const row = rows.slice(i * width, (i + 1) * width);
      const alpha = new Array(d).fill(0);
      for (const { variable, power } of term.monomial) alpha[variable] = power;
      assert.deepEqual(alpha, row.slice(0, d), `${name} term ${i + 1}`);
      close(term.coefficient.value, row[d], 1e-15);
      close(r.values[i], row[d + 1], 1e-14);
    });
  }
});

test('polyFeaturePair: φ(a)·φ(b) = (c + a·b)^p within the bound on vectors and parameters not in the article', async () => {
  const g = await loadGramLab();
  const cases = [
    [[0.5, -1.25, 2], [1.5, 0.25, -0.75], 3, 2], // a·b = −1.0625: k = 0.9375³
    [[1, 1, 1, 1], [2, -1, 0.5, 3], 2, 0], // homogeneous: (a·b)² = 4.5²
    [[-2], [3], 5, 1], // (1 − 6)⁵ = −3125
  ];
  const expected = [0.823974609375, 20.25, -3125];
  cases.forEach(([a, b, p, c], i) => {
    const r = g.polyFeaturePair(a, b, options(p, c));
    assert.equal(r.complete, true);
    close(r.kernel, expected[i], 1e-15);
    assert.ok(Math.abs(r.featureDot - expected[i]) <= r.roundingBound, `case ${i}`);
  });
  // Past the listing limit: the first terms and the exact total.
  const wide = g.polyFeatures(new Float64Array(768), options(4, 1, 300));
  assert.equal(wide.complete, false);
  assert.equal(wide.terms.length, 300);
  assert.equal(wide.total, FIXTURE['count.768.4'][0]);
});

test('kernelTrickTiming: each route reports a batch of 2^k repetitions, within the limits', async () => {
  const g = await loadGramLab();
  const a = g.randomNormal(1, 1, 16).data;
  const b = g.randomNormal(2, 1, 16).data;
  const minBatchSeconds = 0.005;
  const t = g.kernelTrickTiming(a, b, { degree: 3, c: 1, minBatchSeconds });
  const powerOfTwo = (n) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
  // Work per repetition: d = 16 per kernel evaluation, 2 · C(19, 3) = 1,938 features per pair of φ built.
  const work = { kernel: [16, g.limits.maxTimingKernelWork], feature: [1938, g.limits.maxTimingFeatureWork] };
  for (const route of ['kernel', 'feature']) {
    const n = t[`${route}Repetitions`];
    assert.ok(powerOfTwo(n), `${route}: ${n} repetitions, a power of two`);
    // Batches 1, 2, …, n ran: 2n − 1 repetitions in all, within the call's bounds.
    const [each, most] = work[route];
    assert.ok(2 * n - 1 <= g.limits.maxTimingRepetitions && (2 * n - 1) * each <= most);
    assert.ok(t[`${route}BatchSeconds`] > 0);
  }
  assert.equal(t.featureCount, '969'); // C(19, 3)
});

test('kernelTrickTiming: 768/2 builds φ (296,065 features); 768/3 is refused and says the bytes it would need', async () => {
  const g = await loadGramLab();
  const a = g.randomNormal(1, 1, 768).data;
  const b = g.randomNormal(2, 1, 768).data;
  const built = g.kernelTrickTiming(a, b, { degree: 2, c: 1, minBatchSeconds: 0.001 });
  assert.equal(built.built, true);
  assert.equal(built.featureCount, FIXTURE['count.768.2'][0]);
  assert.equal(built.requiredBytes, FIXTURE['count.768.2'][2]);
  assert.ok(built.kernelSeconds > 0 && built.featureSeconds > built.kernelSeconds, 'the φ route is the slow one');
  const pair = g.polyFeaturePair(a, b, options(2, 1, 1));
  assert.equal(built.kernel, pair.kernel);
  assert.ok(Math.abs(built.featureDot - built.kernel) <= 1e-10 * Math.abs(built.kernel) + 1e-10);
  const refused = g.kernelTrickTiming(a, b, { degree: 3, c: 1, minBatchSeconds: 0.001 });
  assert.equal(refused.built, false);
  assert.equal(refused.featureCount, FIXTURE['count.768.3'][0]);
  assert.equal(refused.requiredBytes, FIXTURE['count.768.3'][2]);
  assert.equal(refused.capBytes, 16 * g.limits.maxBuiltFeatures);
  assert.equal(refused.featureSeconds, 0);
});

test('rbfSeries: partial sums against 80-digit sums; the error falls past the peak', async () => {
  const g = await loadGramLab();
  for (const name of ['small', 'large', 'opposite']) {
    const [x, y, gamma] = numbers(`rbf.${name}`);
    const sums = numbers(`rbf.${name}.sum`);
    const kernel = numbers(`rbf.${name}.kernel`)[0];
    const terms = sums[sums.length - 2] + 1;
    const s = g.rbfSeries(x, y, gamma, terms);
    assert.equal(s.terms.length, terms);
    close(s.kernel, kernel, 1e-14);
    for (let i = 0; i < sums.length; i += 2) {
      const term = s.terms[sums[i]];
      assert.ok(Math.abs(term.partialSum - sums[i + 1]) <= term.roundingBound, `${name} m = ${sums[i]}`);
    }
    // Past the peak z = 2γ|xy| each error is at most the one before (to rounding).
    const tail = s.terms.filter((t) => t.m > s.peak + 1);
    for (let k = 1; k < tail.length; k++) assert.ok(tail[k].error <= tail[k - 1].error + tail[k].roundingBound, `${name} m = ${tail[k].m}`);
  }
});

test('separate1D: a threshold, a line only after the lift (the article’s picture), and neither', async () => {
  const g = await loadGramLab();
  const split = g.separate1D([0, 1, 2], [0, 0, 1]);
  assert.equal(split.thresholdSeparates, true);
  assert.equal(split.leftLabel, 0);
  assert.equal(split.threshold, 1.5);
  assert.equal(split.liftSeparates, true);
  assert.deepEqual(split.count, [2, 1]);
  // Orange between blues: no threshold; after x ↦ (x, x²) the horizontal line v = 1 (l = −1, r = 1).
  const lifted = g.separate1D([-2, 0, 2], [0, 1, 0]);
  assert.equal(lifted.thresholdSeparates, false);
  assert.equal(lifted.liftSeparates, true);
  assert.equal(lifted.insideLabel, 1);
  assert.deepEqual([lifted.lineLow, lifted.lineHigh, lifted.slope, lifted.intercept], [-1, 1, 0, 1]);
  assert.deepEqual(Array.from(lifted.lifted), [4, 0, 4]);
  // x² is φ's third feature for d = 1, p = 2 (1, √2·x₁, x₁²), coefficient 1.
  assert.equal(lifted.liftFeatureIndex, 2);
  assert.equal(lifted.liftFeatureCoefficient, 1);
  const neither = g.separate1D([0, 1, 2, 3], [0, 1, 0, 1]);
  assert.equal(neither.thresholdSeparates, false);
  assert.equal(neither.liftSeparates, false);
  assert.equal(g.separate1D([1, 2], [1, 1]).oneColour, true);
});

test('bad input: d or p out of range, letters, empty, mismatched lengths, NaN, 1e400 — coded errors, module keeps working', async () => {
  const g = await loadGramLab();
  expectCode(assert, () => g.featureDimension(0, 2), 'BAD_ARGUMENT');
  expectCode(assert, () => g.featureDimension(2.5, 2), 'BAD_ARGUMENT');
  expectCode(assert, () => g.featureDimension(g.limits.maxCountedDimension + 1, 2), 'TOO_LARGE');
  expectCode(assert, () => g.featureDimension(2, g.limits.maxCountedDegree + 1), 'TOO_LARGE');
  expectCode(assert, () => g.featureDimension(Number.NaN, 2), 'NOT_FINITE');
  expectCode(assert, () => g.featureDimension(1e400, 2), 'NOT_FINITE');
  expectCode(assert, () => g.featureDimension('seven', 2), 'BAD_ARGUMENT');
  expectCode(assert, () => g.polyFeatures([], options(2, 1)), 'EMPTY');
  expectCode(assert, () => g.polyFeatures(['a', 2], options(2, 1)), 'NOT_A_NUMBER');
  expectCode(assert, () => g.polyFeatures([Number.NaN, 2], options(2, 1)), 'NOT_FINITE');
  expectCode(assert, () => g.polyFeatures([1e400], options(2, 1)), 'NOT_FINITE');
  expectCode(assert, () => g.polyFeatures([1, 2], options(g.limits.maxPolynomialDegree + 1, 1)), 'BAD_ARGUMENT');
  expectCode(assert, () => g.polyFeatures([1, 2], options(0, 1)), 'BAD_ARGUMENT');
  expectCode(assert, () => g.polyFeatures([1, 2], options(2, -1)), 'BAD_ARGUMENT');
  expectCode(assert, () => g.polyFeatures([1, 2], options(2, 1, g.limits.maxListedFeatures + 1)), 'TOO_LARGE');
  expectCode(assert, () => g.polyFeatures([1, 2], { degree: 2, c: 1 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.polyFeatures([1, 2], { degree: 2, c: 1, maxTerms: 5, extra: 1 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.polyFeatures([1e200, 1e200], options(10, 1)), 'OVERFLOW'); // (1e200)¹⁰: a value, not a limit
  expectCode(assert, () => g.polyFeaturePair([1, 2], [3, -1, 0], options(2, 1)), 'DIMENSION_MISMATCH');
  expectCode(assert, () => g.polyFeaturePair([1, 2], [], options(2, 1)), 'EMPTY');
  expectCode(assert, () => g.polyFeatureValues(new Float64Array(768), { degree: 3, c: 1 }), 'TOO_LARGE');
  const timing = (minBatchSeconds) => () => g.kernelTrickTiming([1], [2], { degree: 2, c: 1, minBatchSeconds });
  expectCode(assert, timing(0), 'BAD_ARGUMENT');
  expectCode(assert, timing(-0.02), 'BAD_ARGUMENT');
  expectCode(assert, timing(Number.NaN), 'NOT_FINITE');
  expectCode(assert, timing(g.limits.maxTimingBatchSeconds * 1.001), 'TOO_LARGE');
  expectCode(assert, timing('20 ms'), 'BAD_ARGUMENT');
  expectCode(assert, () => g.kernelTrickTiming([1], [2], { degree: 2, c: 1, repetitions: 100 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfSeries(0.5, 1, 0, 10), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfSeries(Number.NaN, 1, 1, 10), 'NOT_FINITE');
  expectCode(assert, () => g.rbfSeries(0.5, 1, 1, g.limits.maxRbfTerms + 1), 'TOO_LARGE');
  expectCode(assert, () => g.rbfSeries(0.5, 1, 1, 'ten'), 'BAD_ARGUMENT');
  expectCode(assert, () => g.separate1D([0, 1], [0]), 'DIMENSION_MISMATCH');
  expectCode(assert, () => g.separate1D([], []), 'EMPTY');
  expectCode(assert, () => g.separate1D([0, 1], [0, 2]), 'BAD_ARGUMENT');
  expectCode(assert, () => g.separate1D([1e151, 0], [0, 1]), 'TOO_LARGE');
  // Still working, and still exact.
  assert.equal(g.featureDimension(768, 4).count, '14685120065');
  assert.equal(g.polyFeaturePair([1, 2], [3, -1], options(2, 1)).kernel, 4);
});
