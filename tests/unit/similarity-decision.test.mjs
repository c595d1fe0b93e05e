// decide (web/src/panels/similarity/decision.js): the panel shows the core's verdict (psdVerdict, issue 37) and,
// where the worker's part could not load, psdCheck's own. The inputs are the shapes the core returns, written by
// hand for [[-1, 0], [0, 1e16]] (issue #24): its eigenvalues are within the tolerance 2·ε·1e16 ≈ 4.4 of a PSD
// table, but the entry −1 is an exact 1 × 1 minor, and the exact check gives c = (1, 0).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { EXACT_PENDING, EXACT_UNAVAILABLE, decide } from '../../web/src/panels/similarity/decision.js';

const diagonal = { indices: [0], value: -1 };
const check = { isPSD: false, rule: 'minor', minor: diagonal, minEigenvalue: -1, tolerance: 4.44, negativeCount: 0 };
const exactNo = { exact: true, isPSD: false, rank: 1, c: ['1', '0'], value: '−1' };

test('a table of short decimals: the exact answer decides', () => {
  const decision = decide(check, { isPSD: false, rule: 'exact', exact: exactNo, minor: null, check });
  assert.equal(decision.rule, 'exact');
  assert.equal(decision.isPSD, false);
  assert.deepEqual(decision.exact.c, ['1', '0']);
  const yes = { isPSD: true, rule: 'exact', exact: { exact: true, isPSD: true, rank: 2 }, minor: null };
  assert.equal(decide({ isPSD: false }, yes).isPSD, true);
});

test('while the worker decides there is no verdict, whatever the eigenvalues say', () => {
  for (const isPSD of [true, false]) {
    const decision = decide({ isPSD }, EXACT_PENDING);
    assert.equal(decision.rule, 'pending');
    assert.equal(decision.isPSD, null);
  }
});

test('not short decimals, [[−1e−250, 0.5], [0.5, 1]]: the core names the certain minor', () => {
  const minor = { indices: [0], sign: 'negative', exact: null, determinant: -1e-250, method: 'bound' };
  const decision = decide({ isPSD: false }, { isPSD: false, rule: 'minor', exact: { exact: false }, minor });
  assert.deepEqual([decision.rule, decision.isPSD, decision.minor, decision.exact], ['minor', false, minor, null]);
  const rounding = decide({ isPSD: false }, { isPSD: false, rule: 'rounding', exact: { exact: false }, minor });
  assert.deepEqual([rounding.rule, rounding.minor, rounding.unavailable], ['rounding', null, false]);
});

test('the worker could not load: psdCheck decides by its own rule, its diagonal included', () => {
  const decision = decide(check, EXACT_UNAVAILABLE);
  assert.deepEqual([decision.rule, decision.isPSD, decision.unavailable], ['minor', false, true]);
  assert.deepEqual(decision.minor, { indices: [0], sign: 'negative', exact: null, determinant: -1 });
  const plain = decide({ isPSD: true, rule: 'rounding', minor: null }, EXACT_UNAVAILABLE);
  assert.deepEqual([plain.rule, plain.isPSD, plain.minor], ['rounding', true, null]);
});
