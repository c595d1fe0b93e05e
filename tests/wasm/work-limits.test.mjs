// Work limits that count every dimension of the work (issue 37): rbfFeatures and rbfFeatureErrors count the
// dimension d (their Fourier projections, W's draws, K's distances), so the n = 1000, d = 1000 calls (7.2 s
// and 12.8 s of CPU) are refused before any work, while the page's calls pass; exactPsdCheck decides the issue's
// widest 12 × 12 table within the limits' budget (it took 4.1–4.9 s). CPU time is process.cpuUsage's: other
// processes on a loaded machine do not inflate it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectCode, loadGramLab } from './load.mjs';

const g = await loadGramLab();

const cpuMs = (run) => {
  const before = process.cpuUsage();
  const value = run();
  const { user, system } = process.cpuUsage(before);
  return { ms: (user + system) / 1000, value };
};

/** The budget every call the limits allow keeps to (limits.hpp: about 3 s of CPU in WASM). */
const BUDGET_MS = 3000;
/** A refusal before the work: drawing the points and checking them, nothing of Φ or K. */
const REFUSAL_MS = 300;

test('rbfFeatures / rbfFeatureErrors: the issue’s n = 1000, d = 1000 calls are refused before any work', () => {
  const wide = { method: 'fourier', seed: 4, n: 1000, d: 1000, featureSeed: 1 };
  g.rbfFeatures({ ...wide, n: 2, d: 2, features: 1 }); // the kernels part warmed
  const features = cpuMs(() => expectCode(assert, () => g.rbfFeatures({ ...wide, features: g.limits.maxRbfFeatures }), 'TOO_LARGE'));
  assert.ok(features.ms < REFUSAL_MS, `refused after ${features.ms.toFixed(0)} ms`);
  assert.match(features.value.message, /^features: work \d+ in one call; the limit is \d+: /);
  const errors = cpuMs(() => expectCode(assert, () => g.rbfFeatureErrors(wide, Array(16).fill(256)), 'TOO_LARGE'));
  assert.ok(errors.ms < REFUSAL_MS, `refused after ${errors.ms.toFixed(0)} ms`);
  // d alone past what the old count allowed: 64 curves of D = maxRbfFeatures at n = 2, d = maxDimension drew
  // 2.6·10⁸ normals. Refused too.
  expectCode(
    assert,
    () => g.rbfFeatureErrors({ ...wide, n: 2, d: g.limits.maxDimension }, Array(64).fill(g.limits.maxRbfFeatures)),
    'TOO_LARGE',
  );
});

test('rbfFeatures / rbfFeatureErrors: the page’s calls (the article’s 300 points in 5-D, D up to the limit) pass', () => {
  const article = { seed: 4, n: 300, d: 5, gamma: 0.05, featureSeed: 0 };
  const D = g.limits.maxRbfFeatures;
  for (const method of ['fourier', 'nystrom']) {
    const { ms, value } = cpuMs(() => g.rbfFeatures({ ...article, method, features: method === 'nystrom' ? 300 : D }));
    assert.ok(ms < BUDGET_MS, `${method}: ${ms.toFixed(0)} ms`);
    assert.equal(value.exactEigenvalues.length, 300);
  }
  // The error curve's largest step (one D = maxRbfFeatures alone) and a batch of the smaller ones.
  assert.equal(g.rbfFeatureErrors({ ...article, method: 'fourier' }, [D]).length, 1);
  assert.equal(g.rbfFeatureErrors({ ...article, method: 'nystrom' }, [300, 212, 181, 128, 91, 64]).length, 6);
  assert.equal(g.rbfFeatureErrors({ ...article, method: 'polynomial', degree: 2, c: 1 }, [21, 16, 8]).length, 3);
});

/** The table: 17-digit entries near 1e300 beside short decimals of 6 places, every pivot positive (the
 * diagonal is ≥ 1.2e307 while each row's other entries add up to less than 12 · 1.3e300: PSD by Gershgorin). */
function wideTable(n) {
  const data = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const [a, b] = [Math.min(i, j), Math.max(i, j)];
      data[i * n + j] =
        a === b ? 1.2345678901234567e307 * (1 + a / 7) : (a + b) % 2 ? (a + b + 1) / 1e6 : 1.2345678901234567e300 * (1 + (a * n + b) / 997);
    }
  return { rows: n, cols: n, data };
}

test('exactPsdCheck decides the issue’s widest 12 × 12 table within the budget, as Gershgorin does: PSD, rank 12', () => {
  const table = wideTable(g.limits.maxSylvesterOrder);
  const { ms, value } = cpuMs(() => g.exactPsdCheck(table));
  assert.ok(ms < BUDGET_MS, `${ms.toFixed(0)} ms of CPU`);
  assert.deepEqual([value.exact, value.isPSD, value.rank], [true, true, 12]);
  // Made not PSD by one negative 1e300-scale diagonal entry: refuted within the budget, c whole.
  table.data[11 * 12 + 11] = -1.2345678901234567e300;
  const refuted = cpuMs(() => g.exactPsdCheck(table));
  assert.ok(refuted.ms < BUDGET_MS, `${refuted.ms.toFixed(0)} ms of CPU`);
  assert.equal(refuted.value.isPSD, false);
  assert.ok(refuted.value.c.every((c) => /^−?\d+$/.test(c)));
});
