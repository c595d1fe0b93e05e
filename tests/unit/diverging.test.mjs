import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NEGATIVE_RGB, NEUTRAL_RGB, POSITIVE_RGB, divergingRamp, divergingRgb } from '../../web/src/widgets/diverging.js';

test('the diverging scale: −1, 0, 1 are red, near-white, blue; ±0.5 the RdBu stops between', () => {
  assert.deepEqual(divergingRgb(-1), [178, 24, 43]);
  assert.deepEqual(divergingRgb(0), [247, 247, 247]);
  assert.deepEqual(divergingRgb(1), [33, 102, 172]);
  assert.deepEqual(divergingRgb(-0.5), [244, 165, 130]);
  assert.deepEqual(divergingRgb(0.5), [146, 197, 222]);
  // Halfway from 0 to 0.5: ((247 + 146) / 2, (247 + 197) / 2, (247 + 222) / 2) = (196.5, 222, 234.5), rounded up.
  assert.deepEqual(divergingRgb(0.25), [197, 222, 235]);
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
