// decide (web/src/panels/similarity/decision.js): which rule decides the similarity table. The inputs are the
// shapes psdCheck and exactPsdCheck return, written by hand for [[-1, 0], [0, 1e16]] (issue #24): its
// rounding-aware check says PSD (−1 is within the tolerance 2·ε·1e16 ≈ 4.4), its exact check says no, c = (1, 0).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { EXACT_PENDING, EXACT_UNAVAILABLE, decide } from '../../web/src/panels/similarity/decision.js';

const roundingSaysPsd = { isPSD: true, minEigenvalue: -1, tolerance: 4.44, negativeCount: 0 };
const exactNo = { exact: true, isPSD: false, rank: 1, c: ['1', '0'], value: '−1' };

test('a table of short decimals: the exact answer decides, even against the rounding-aware one', () => {
  const decision = decide(roundingSaysPsd, { exact: exactNo, minor: null });
  assert.equal(decision.rule, 'exact');
  assert.equal(decision.isPSD, false);
  assert.deepEqual(decision.exact.c, ['1', '0']);
  assert.equal(decide({ isPSD: false }, { exact: { exact: true, isPSD: true, rank: 2 }, minor: null }).isPSD, true);
});

test('while the exact check loads there is no verdict, whatever the eigenvalues say', () => {
  for (const isPSD of [true, false]) {
    const decision = decide({ isPSD }, EXACT_PENDING);
    assert.equal(decision.rule, 'pending');
    assert.equal(decision.isPSD, null);
  }
});

test('a computed table (not short decimals) and an exact check that could not load: the rounding-aware rule, named', () => {
  const computed = decide({ isPSD: false }, { exact: { exact: false }, minor: null });
  assert.deepEqual([computed.rule, computed.isPSD, computed.unavailable], ['rounding', false, false]);
  const unavailable = decide(roundingSaysPsd, EXACT_UNAVAILABLE);
  assert.deepEqual([unavailable.rule, unavailable.isPSD, unavailable.unavailable], ['rounding', true, true]);
});

test('not short decimals, [[−1e−250, 0], [0, 1]]: a certainly negative minor says no where the tolerance says yes', () => {
  const minor = { indices: [0], sign: 'negative', exact: null, determinant: -1e-250 };
  const answer = { exact: { exact: false }, minor };
  const decision = decide({ isPSD: true }, answer);
  assert.deepEqual([decision.rule, decision.isPSD, decision.minor], ['minor', false, minor]);
  // Beside a rounding-aware "no" the rounding-aware rule keeps its own words.
  assert.equal(decide({ isPSD: false }, answer).rule, 'rounding');
});
