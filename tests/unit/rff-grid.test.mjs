// The error curve's grid and its job steps, as pure JS: two D per octave (round(2^(k/2)), by hand), Nyström
// stopping at n, the polynomial route at its feature count, every D in exactly one step, each step bounded.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { curveBatches, curveCounts, featureGrid, featuresFor } from '../../web/src/panels/feature-maps/rff-grid.js';

test('the grid: 1, √2 → 1, 2, 2√2 → 3, 4, 4√2 → 6, 8, 8√2 → 11, 16, … and the maximum itself', () => {
  assert.deepEqual(featureGrid(16), [1, 2, 3, 4, 6, 8, 11, 16]);
  assert.deepEqual(featureGrid(20), [1, 2, 3, 4, 6, 8, 11, 16, 20]);
  assert.deepEqual(featureGrid(1), [1]);
  const full = featureGrid(4096);
  assert.equal(full.length, 25 - 1); // k = 0…24, with 2^(1/2) and 2^0 both rounding to 1
  assert.equal(full.at(-1), 4096);
});

test('Nyström stops at n landmarks, the exact polynomial φ at its feature count', () => {
  const counts = curveCounts({ maxFeatures: 4096, n: 300, polynomialCount: 21 });
  assert.equal(counts.nystrom.at(-1), 300);
  assert.ok(counts.nystrom.every((D) => D <= 300));
  assert.deepEqual(counts.polynomial, [1, 2, 3, 4, 6, 8, 11, 16, 21]);
  assert.equal(curveCounts({ maxFeatures: 4096, n: 300, polynomialCount: null }).polynomial, undefined);
  assert.equal(curveCounts({ maxFeatures: 4096, n: 300, polynomialCount: 5000 }).polynomial, undefined);
});

test('every (method, D) is in exactly one step, and a step holds at most n²·1024 of work unless it is one D', () => {
  const counts = curveCounts({ maxFeatures: 4096, n: 300, polynomialCount: 21 });
  const batches = curveBatches(counts, 300);
  for (const [method, Ds] of Object.entries(counts)) {
    const asked = batches.filter((b) => b.method === method).flatMap((b) => b.counts);
    assert.deepEqual(
      [...asked].sort((a, b) => a - b),
      Ds,
      method,
    );
  }
  for (const { counts: Ds } of batches) {
    const work = Ds.reduce((sum, D) => sum + 300 * 300 * D, 0);
    assert.ok(Ds.length === 1 || work <= 300 * 300 * 1024, `${Ds}`);
  }
});

test('featuresFor: the first D at or below 5 %, or null', () => {
  const curve = [0.5, 0.06, 0.05, 0.01].map((relativeFrobenius, i) => ({ features: 2 ** i, gramError: { relativeFrobenius } }));
  assert.equal(featuresFor(curve), 4);
  assert.equal(featuresFor(curve.slice(0, 2)), null);
  assert.equal(featuresFor([]), null);
});
