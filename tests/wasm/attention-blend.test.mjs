import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectCode, keyedFixture, loadGramLab } from './load.mjs';

// numpy's S(t) with W_K(t) = (1 − t)·W_K + t·W_Q and its eigenvalues (scripts/gen_attention_blend_fixtures.py).
const fixture = keyedFixture('attention-blend.txt');

// Each numpy eigenvalue has its own computed one within tol (a conjugate pair either way round).
function sameEigenvalues(data, re, im, tol) {
  assert.equal(data.length, 2 * re.length);
  const taken = new Set();
  re.forEach((r, k) => {
    let best = -1;
    let distance = Infinity;
    for (let i = 0; i < re.length; i++) {
      const d = Math.hypot(data[2 * i] - r, data[2 * i + 1] - im[k]);
      if (!taken.has(i) && d < distance) [best, distance] = [i, d];
    }
    assert.ok(distance <= tol, `${r} ${im[k]}i: nearest at ${distance}`);
    taken.add(best);
  });
}

const recipe = (name) => {
  const [seed, tokens, width, dk, scale] = fixture[`${name}.recipe`];
  return { seed: BigInt(seed), tokens, width, dk, scale };
};

test('attention blend: S(t) and its eigenvalues against numpy at each t, t = 1 the tie', async () => {
  const g = await loadGramLab();
  for (const name of ['article', 'other']) {
    fixture[`${name}.blends`].forEach((blend, k) => {
      const key = `${name}.t${k}`;
      const r = g.attention({ ...recipe(name), blend });
      const S = fixture[`${key}.S`];
      const top = Math.max(...S.map(Math.abs));
      r.scores.data.forEach((s, i) => assert.ok(Math.abs(s - S[i]) <= 1e-13 * top, `${key} S[${i}]`));
      sameEigenvalues(
        r.symmetry.spectrum.eigenvalues.data,
        fixture[`${key}.eig.re`],
        fixture[`${key}.eig.im`],
        1e-12 * top * r.scores.rows,
      );
      assert.equal(r.symmetry.spectrum.complexCount, fixture[`${key}.complex_count`][0], key);
      assert.equal(r.blend, blend);
      assert.equal(r.tied, blend === 1);
    });
  }
  const tied = g.attention({ seed: 9n, blend: 1 });
  assert.equal(tied.symmetry.symmetric, true);
  assert.equal(tied.symmetry.asymmetryRatio, 0);
  assert.equal(tied.symmetry.spectrum.complexCount, 0);
});

test('attention blend: bad t is a coded error and the module keeps working', async () => {
  const g = await loadGramLab();
  for (const blend of [Number.NaN, Infinity, -Infinity]) expectCode(assert, () => g.attention({ seed: 9n, blend }), 'NOT_FINITE');
  for (const blend of [-0.01, 1.01, 2, 1e300]) expectCode(assert, () => g.attention({ seed: 9n, blend }), 'BAD_ARGUMENT');
  for (const blend of ['0.5', 'half', true, null, [0.5], { t: 0.5 }])
    expectCode(assert, () => g.attention({ seed: 9n, blend }), 'BAD_ARGUMENT');
  assert.equal(g.attention({ seed: 9n, blend: 0.5 }).blend, 0.5);
});

test('attention blend path: one call, eigenvalues and asymmetry at t = k/20 against numpy', async () => {
  const g = await loadGramLab();
  for (const name of ['article', 'other']) {
    const path = g.attentionBlendPath(recipe(name), 20);
    assert.equal(path.blends.length, 21);
    const n = path.eigenvalues.cols / 2;
    for (let k = 0; k <= 20; k++) {
      const key = `${name}.path${k}`;
      assert.equal(path.blends[k], k / 20);
      const row = path.eigenvalues.data.slice(2 * n * k, 2 * n * (k + 1));
      sameEigenvalues(row, fixture[`${key}.eig.re`], fixture[`${key}.eig.im`], 1e-11);
      assert.equal(path.complexCounts[k], fixture[`${key}.complex_count`][0], key);
      assert.ok(Math.abs(path.asymmetryRatios[k] - fixture[`${key}.asymmetry`][0]) <= 1e-12, key);
    }
    // The pairs have met on the real axis at t = 1.
    for (let i = 0; i < n; i++) assert.equal(path.eigenvalues.data[2 * n * 20 + 2 * i + 1], 0);
  }
});

test('attention blend path: bad steps and a request too large are coded errors', async () => {
  const g = await loadGramLab();
  expectCode(assert, () => g.attentionBlendPath({ seed: 9n }, 0), 'EMPTY');
  expectCode(assert, () => g.attentionBlendPath({ seed: 9n }, 2.5), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attentionBlendPath({ seed: 9n }, Number.NaN), 'NOT_FINITE');
  expectCode(assert, () => g.attentionBlendPath({ seed: 9n }, g.limits.maxAttentionPathSteps + 1), 'TOO_LARGE');
  expectCode(assert, () => g.attentionBlendPath({ seed: 9n, tokens: 128 }, 21), 'TOO_LARGE');
  expectCode(assert, () => g.attentionBlendPath({ seed: 9n }, 'ten'), 'BAD_ARGUMENT');
  expectCode(assert, () => g.attentionBlendPath({}, 10), 'BAD_ARGUMENT');
  assert.equal(g.attentionBlendPath({ seed: 9n }, 4).blends.length, 5);
});
