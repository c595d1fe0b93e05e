// widgets/colour-bar.js: a scale's end reads "≤"/"≥" exactly when the data passes it, never from rounding of the
// printed number (values by hand).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { endTexts } from '../../web/src/widgets/colour-bar.js';

test('the ends read plain when every value lies inside the scale, ends included', () => {
  assert.deepEqual(endTexts([-1, 1], [-1, 0.25, 1]), ['−1.000', '1.000']);
  assert.deepEqual(endTexts([0, 1], Float64Array.of(0.5)), ['0.000', '1.000']);
});

test('an end the data passes reads ≤ or ≥, even by one ulp', () => {
  assert.deepEqual(endTexts([-1, 1], [-1.0000000000000002, 0.5]), ['≤ −1.000', '1.000']);
  assert.deepEqual(endTexts([-1, 1], [0, 1.0000000000000002]), ['−1.000', '≥ 1.000']);
  assert.deepEqual(endTexts([-1, 1], [-3, 1e300]), ['≤ −1.000', '≥ 1.000']);
});

test('NaN entries pass no end; an empty matrix neither', () => {
  assert.deepEqual(endTexts([-1, 1], [Number.NaN, 0]), ['−1.000', '1.000']);
  assert.deepEqual(endTexts([-1, 1], []), ['−1.000', '1.000']);
});
