import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scrubStep, stepDecimals, stepValue, stepsForDrag } from '../../web/src/widgets/scrub.js';

test('a scrub step is one unit of the value second significant digit, a tenth of it with Shift', () => {
  assert.equal(scrubStep(0.9), 0.01);
  assert.equal(scrubStep(-0.2), 0.01);
  assert.equal(scrubStep(2), 0.1);
  assert.equal(scrubStep(150), 10);
  assert.equal(scrubStep(0), 0.1);
  assert.equal(scrubStep(0.9, true), 0.001);
  assert.equal(scrubStep(Number.NaN), 0.1);
});

test('stepped values are written as typed: no binary tails, no −0', () => {
  assert.equal(stepDecimals(0.01), 2);
  assert.equal(stepDecimals(10), 0);
  assert.equal(stepValue(0.9, 3, 0.01), '0.93'); // 0.9 + 0.03 is 0.9300000000000002 in binary
  assert.equal(stepValue(0.1, -1, 0.1), '0');
  assert.equal(stepValue(0.2, -5, 0.1), '-0.3');
  assert.equal(stepValue(150, 2, 10), '170');
  // 1.05's step is 0.1; its own second decimal stays: 0.95, not 0.9 or 1.
  assert.equal(stepValue(1.05, -1, 0.1), '0.95');
});

test('a drag of whole 6-pixel steps, toward zero for a partial one', () => {
  assert.equal(stepsForDrag(0), 0);
  assert.equal(stepsForDrag(5), 0);
  assert.equal(stepsForDrag(13), 2);
  assert.equal(stepsForDrag(-13), -2);
});
