// rbfFeatures / rbfFeatureErrors through the facade: Fourier features against numpy's (two held seeds, the
// WASM libm's cos within 1e−15 of glibc's), both methods' Gram errors on the article's 300 points, the
// article's effective ranks 2.35 and 270.75, and bad input with its codes.
// Oracle: tests/fixtures/rbf_features.txt (scripts/gen_rbf_feature_fixtures.py, numpy 1.24.2).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ARTICLE, expectCode, keyedFixture, loadGramLab, near } from './load.mjs';

const fixtures = keyedFixture('rbf_features.txt');

test('rbfFeatures: Fourier features are numpy’s for two held seeds, within 1e−15 of their scale √(2/D)', async () => {
  const g = await loadGramLab();
  for (const name of ['phiA', 'phiB']) {
    const [n, gamma, D, featureSeed] = fixtures[`${name}.recipe`];
    const { features, droppedEigenvalues } = g.rbfFeatures({ method: 'fourier', seed: 4, n, d: 5, gamma, features: D, featureSeed });
    const expected = fixtures[`${name}.phi`];
    assert.deepEqual([features.rows, features.cols], [n, D]);
    assert.equal(droppedEigenvalues, 0);
    // |φ| ≤ √(2/D): 1e−15 of that scale is a few ulps of cos's result.
    const scale = Math.sqrt(2 / D);
    // (The projections Wᵀx + b are numpy's bit for bit natively, tests/core/feature_maps; cos is musl's here,
    // and numpy's own is a vectorised one on AVX-512 machines.)
    features.data.forEach((x, i) => near(x, expected[i], 1e-15 * scale, `${name}[${i}]`));
  }
});

test('rbfFeatureErrors: both methods’ Gram errors are numpy’s on the article’s points', async () => {
  const g = await loadGramLab();
  for (const gamma of [0.05, 3]) {
    const key = gamma === 0.05 ? 'g0.05' : 'g3.0';
    for (const method of ['fourier', 'nystrom']) {
      const counts = fixtures[`${key}.${method}.D`];
      const relative = fixtures[`${key}.${method}.relative`];
      const points = counts.flatMap((D) => g.rbfFeatureErrors({ method, ...ARTICLE, gamma, featureSeed: 0 }, [D]));
      points.forEach((point, i) => {
        assert.equal(point.features, counts[i]);
        const what = `${key} ${method} D=${counts[i]}`;
        if (relative[i] < 1e-12) assert.ok(point.gramError.relativeFrobenius < 1e-12, what);
        else near(point.gramError.relativeFrobenius, relative[i], (method === 'fourier' ? 1e-12 : 1e-6) * relative[i], what);
      });
    }
  }
});

test('rbfFeatures: the exact K’s effective rank is the article’s 2.35 and 270.75', async () => {
  const g = await loadGramLab();
  const narrow = g.rbfFeatures({ method: 'nystrom', ...ARTICLE, gamma: 0.05, features: 16 });
  assert.equal(narrow.exactEffectiveRank.toFixed(2), '2.35');
  assert.equal(narrow.exactEigenvalues.length, 300);
  assert.ok(narrow.exactEigenvalues[0] >= narrow.exactEigenvalues[1]);
  const wide = g.rbfFeatures({ method: 'fourier', ...ARTICLE, gamma: 3, features: 4096, featureSeed: 0 });
  assert.equal(wide.exactEffectiveRank.toFixed(2), '270.75');
  near(wide.gramError.relativeFrobenius, fixtures['g3.0.fourier.relative'].at(-1), 1e-12, 'γ 3, D 4096');
});

test('rbfFeatures: bad input has a code and the module keeps working', async () => {
  const g = await loadGramLab();
  const base = { method: 'fourier', ...ARTICLE, gamma: 1, features: 4 };
  expectCode(assert, () => g.rbfFeatures({ ...base, method: 'fft' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfFeatures({ ...base, method: undefined }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfFeatures({ ...base, gamma: Number.NaN }), 'NOT_FINITE');
  expectCode(assert, () => g.rbfFeatures({ ...base, gamma: 0 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfFeatures({ ...base, features: 4097 }), 'TOO_LARGE');
  expectCode(assert, () => g.rbfFeatures({ ...base, features: 1.5 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfFeatures({ ...base, features: '12' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfFeatures({ ...base, featureSeed: -1 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfFeatures({ ...base, method: 'nystrom', features: 301 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.rbfFeatures({ ...base, n: 2000, features: 4096 }), 'TOO_LARGE');
  expectCode(assert, () => g.rbfFeatures({ method: 'fourier', points: [[1, 2], [3]], gamma: 1 }), 'RAGGED');
  expectCode(assert, () => g.rbfFeatures({ method: 'fourier', points: [[1e300], [-1e300]], gamma: 1e200, features: 2 }), 'OVERFLOW');
  expectCode(assert, () => g.rbfFeatureErrors(base, []), 'EMPTY');
  expectCode(assert, () => g.rbfFeatureErrors(base, Array(65).fill(1)), 'TOO_LARGE');
  // Each D = 4096 on the article's points is 300²·4096 + 8·300·4096·5 + 120·4096·5 = 420,249,600 units of
  // maxRbfFeatureWork (limits.hpp's weights): 29 of them are past 1.2·10¹⁰.
  expectCode(assert, () => g.rbfFeatureErrors(base, Array(29).fill(4096)), 'TOO_LARGE');
  const hostile = { ...base };
  Object.defineProperty(hostile, 'gamma', {
    enumerable: true,
    get: () => {
      throw new Error('getter');
    },
  });
  assert.throws(() => g.rbfFeatures(hostile));
  assert.equal(g.rbfFeatures({ method: 'polynomial', ...ARTICLE, degree: 2, c: 1, features: 21 }).features.cols, 21);
});
