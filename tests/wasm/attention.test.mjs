import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectCode, keyedFixture, loadGramLab, near, reference } from './load.mjs';

// The article's figures (tests/fixtures/article.json) and numpy's (scripts/gen_attention_fixtures.py).
const fixture = keyedFixture('attention.txt');
const article = reference.attention;

// Each expected [re, im] has its own computed eigenvalue within tol (a conjugate pair either way round).
function sameEigenvalues({ rows, data }, expected, tol) {
  assert.equal(rows, expected.length);
  const taken = new Set();
  for (const [re, im] of expected) {
    let best = -1;
    let distance = Infinity;
    for (let i = 0; i < rows; i++) {
      const d = Math.hypot(data[2 * i] - re, data[2 * i + 1] - im);
      if (!taken.has(i) && d < distance) [best, distance] = [i, d];
    }
    assert.ok(distance <= tol, `${re} ${im}i: nearest at ${distance}`);
    taken.add(best);
  }
}

const maxDifference = (a, b) => a.reduce((m, x, k) => Math.max(m, Math.abs(x - b[k])), 0);

test("attention: the article's experiment from its seed — −1.254 … 1.383, 1.11, 6 of 8 complex", async () => {
  const g = await loadGramLab();
  const r = g.attention({ seed: 9 });
  assert.equal(r.weightSymmetricPart.minEigenvalue.toFixed(3), '-1.254');
  assert.equal(r.weightSymmetricPartMax.toFixed(3), '1.383');
  near(r.weightSymmetricPart.minEigenvalue, article.sym_part_min_eig, 1e-12, 'min of (M + Mᵀ)/2');
  near(r.weightSymmetricPartMax, article.sym_part_max_eig, 1e-12, 'max of (M + Mᵀ)/2');
  assert.equal(r.weightSymmetricPart.isPSD, false);
  assert.equal(r.symmetry.asymmetryRatio.toFixed(2), '1.11');
  near(r.symmetry.asymmetryRatio, article.asymmetry_ratio, 1e-12, 'asymmetry');
  assert.equal(r.symmetry.symmetric, false);
  assert.equal(r.symmetry.spectrum.complexCount, article.complex_eigenvalue_count);
  assert.equal(r.symmetry.spectrum.isComplex.filter(Boolean).length, 6);
  sameEigenvalues(r.symmetry.spectrum.eigenvalues, article.eigenvalues, 1e-12);
  assert.ok(maxDifference(Array.from(r.scores.data), fixture['article.S']) <= 1e-12);
  assert.deepEqual([r.scores.rows, r.scores.cols, r.M.rows, r.X.cols], [8, 8, 16, 16]);
  assert.equal(r.softmax, null);
  // S is its symmetric plus its antisymmetric part.
  r.scores.data.forEach((s, k) => near(r.symmetricPart.data[k] + r.antisymmetricPart.data[k], s, 1e-15, `S[${k}]`));
});

test('attention: every parameter given, and the explicit form, reach numpy’s S', async () => {
  const g = await loadGramLab();
  const [seed, tokens, width, dk, scale] = fixture['other.recipe'];
  const r = g.attention({ seed: BigInt(seed), tokens, width, dk, scale, softmax: true });
  assert.ok(maxDifference(Array.from(r.scores.data), fixture['other.S']) <= 1e-12);
  assert.equal(r.symmetry.spectrum.complexCount, fixture['other.complex_count'][0]);
  assert.ok(maxDifference(Array.from(r.softmax.weights.data), fixture['other.softmax']) <= 1e-13);
  const X = { rows: tokens, cols: width, data: fixture['other.X'] };
  const W = (key) => ({ rows: width, cols: dk, data: fixture[key] });
  const explicit = g.attention({ X, WQ: W('other.WQ'), WK: W('other.WK') });
  assert.ok(maxDifference(Array.from(explicit.scores.data), fixture['other.S']) <= 1e-12);
  // The reader's X with the seed's weights: numpy's X given back is scored by numpy's W_Q, W_K.
  const pasted = g.attention({ X, seed, dk, scale });
  assert.deepEqual(Array.from(pasted.WQ.data), fixture['other.WQ']);
  assert.ok(maxDifference(Array.from(pasted.scores.data), fixture['other.S']) <= 1e-12);
});

test('attention: tie makes S a Gram matrix (symmetric, PSD, real eigenvalues); softmax breaks it again', async () => {
  const g = await loadGramLab();
  const tied = g.attention({ seed: 9, tie: true, softmax: true });
  assert.equal(tied.tied, true);
  assert.equal(tied.symmetry.symmetric, true);
  assert.equal(tied.scoresSymmetricPart.isPSD, true);
  assert.equal(tied.symmetry.spectrum.complexCount, 0);
  assert.ok(maxDifference(Array.from(tied.scoresSymmetricPart.eigenvalues), fixture['article.tied.eigvalsh']) <= 1e-12);
  assert.ok(maxDifference(Array.from(tied.scores.data), fixture['article.tied.S']) <= 1e-12);
  // Row softmax of the symmetric S: rows sum to 1 with different denominators, so not symmetric.
  assert.equal(tied.softmax.symmetry.symmetric, false);
  near(tied.softmax.symmetry.asymmetryRatio, fixture['article.tied.softmax.asymmetry'][0], 1e-12, 'softmax asymmetry');
  assert.ok(maxDifference(Array.from(tied.softmax.weights.data), fixture['article.tied.softmax']) <= 1e-13);
  // M's symmetric part is W_Q W_Qᵀ then: PSD.
  assert.equal(tied.weightSymmetricPart.isPSD, true);
});

test('attention: bad input is a coded error and the module keeps working', async () => {
  const g = await loadGramLab();
  expectCode(assert, () => g.attention({ seed: 9, tokens: 0 }), 'EMPTY');
  expectCode(assert, () => g.attention({ seed: 9, tokens: 1e6 }), 'TOO_LARGE');
  expectCode(assert, () => g.attention({ seed: 9, tokens: g.limits.maxAttentionTokens + 1 }), 'TOO_LARGE');
  expectCode(assert, () => g.attention({ seed: 9, dk: 0 }), 'EMPTY');
  expectCode(assert, () => g.attention({ seed: 9, tokens: 2.5 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attention({ seed: 'nine' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attention({ seed: 9, scale: 'a quarter' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attention({ seed: 9, scale: Number.NaN }), 'NOT_FINITE');
  expectCode(assert, () => g.attention({ seed: 9, scale: 1e300 }), 'OVERFLOW');
  expectCode(assert, () => g.attention({ seed: 9, tie: 'yes' }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attention({ seed: 9, heads: 2 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attention({}), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attention(null), 'BAD_ARGUMENT');
  const W = [
    [1, 0],
    [0, 1],
  ];
  expectCode(assert, () => g.attention({ X: [[1, 2], [3]], WQ: W, WK: W }), 'RAGGED');
  expectCode(assert, () => g.attention({ X: [[1, 'b']], WQ: W, WK: W }), 'NOT_A_NUMBER');
  expectCode(assert, () => g.attention({ X: [[1, 2]], WQ: [[1, 2, 3]], WK: W }), 'DIMENSION_MISMATCH');
  expectCode(assert, () => g.attention({ X: [[1, Infinity]], WQ: W, WK: W }), 'NOT_FINITE');
  expectCode(assert, () => g.attention({ X: [[1, 2]], WQ: W, seed: 9 }), 'BAD_ARGUMENT');
  const hostile = {
    seed: 9,
    get tokens() {
      throw new Error('a getter that throws');
    },
  };
  assert.throws(() => g.attention(hostile), /getter that throws/);
  // Still working, and the same answer as before.
  assert.equal(g.attention({ seed: 9 }).symmetry.spectrum.complexCount, 6);
});
