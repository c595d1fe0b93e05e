import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NEGATIVE_RGB, NEUTRAL_RGB, POSITIVE_RGB, divergingRamp, divergingRgb } from '../../web/src/widgets/diverging.js';

test('the diverging scale: −1, 0, 1 are its three anchors, halfway is the mean of two', () => {
  assert.deepEqual(divergingRgb(-1), [...NEGATIVE_RGB]);
  assert.deepEqual(divergingRgb(0), [...NEUTRAL_RGB]);
  assert.deepEqual(divergingRgb(1), [...POSITIVE_RGB]);
  // (236 + 36) / 2 = 136, (236 + 86) / 2 = 161, (236 + 166) / 2 = 201
  assert.deepEqual(divergingRgb(0.5), [136, 161, 201]);
  // (236 + 179) / 2 = 207.5 → 208, (236 + 38) / 2 = 137, (236 + 30) / 2 = 133
  assert.deepEqual(divergingRgb(-0.5), [208, 137, 133]);
});

test('the diverging scale clamps past ±1 and reads NaN as neutral', () => {
  assert.deepEqual(divergingRgb(-7), [...NEGATIVE_RGB]);
  assert.deepEqual(divergingRgb(1e300), [...POSITIVE_RGB]);
  assert.deepEqual(divergingRgb(Number.NaN), [...NEUTRAL_RGB]);
});

test('the ramp runs from the negative end through neutral to the positive end', () => {
  const ramp = divergingRamp(5);
  assert.equal(ramp.length, 5);
  assert.deepEqual(ramp[0], [...NEGATIVE_RGB]);
  assert.deepEqual(ramp[2], [...NEUTRAL_RGB]);
  assert.deepEqual(ramp[4], [...POSITIVE_RGB]);
});
