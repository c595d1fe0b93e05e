// One gammaSweep call holds its thread for (γ values) O(n³) decompositions: γ values · n³ ≤ 2000³ keeps a call
// to about one decomposition at the largest n (docs/api.md states the measured time). Refused before any work.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { expectCode, loadGramLab } from './load.mjs';

test('gammaSweep: γ values · n³ past 2000³ in one call is TOO_LARGE, at once; within it the call runs', async () => {
  const g = await loadGramLab();
  assert.equal(g.limits.maxGammaSweepWork, 2000 ** 3);
  const sweep = (n, count) => () => g.gammaSweep({ seed: 4, n, d: 5, gammas: Array(count).fill(1) });
  const started = performance.now();
  // 2 · 2000³ = 1.6e10, 8 · 1001³ ≈ 8.02e9, 64 · 501³ ≈ 8.05e9: each just past 8e9.
  for (const [n, count] of [
    [2000, 2],
    [1001, 8],
    [501, 64],
  ]) {
    const error = expectCode(assert, sweep(n, count), 'TOO_LARGE');
    assert.match(error.message, new RegExp(`${count} values at n = ${n} in one call`));
  }
  assert.ok(performance.now() - started < 3000, 'refused before any decomposition');
  // 64 γ at n = 12 (64 · 1728 ≪ 8e9) is an ordinary call: 64 rows.
  assert.equal(sweep(12, 64)().length, 64);
});
