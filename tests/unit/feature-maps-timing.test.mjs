// The timing summary as pure JS: medians and spreads of hand-made samples, curves with gaps where φ was not
// built, the batch asked of the core for a given timer, and the "coarse" flag kept for slow timers.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { SAMPLES, isCoarse, minBatchSeconds, timingSummary } from '../../web/src/panels/feature-maps/timing-summary.js';

// One core result as kernelTrickTiming returns it (only the fields the summary reads).
const result = (kernelSeconds, featureSeconds, { kernelRepetitions = 1024, featureRepetitions = 4 } = {}) => ({
  kernelSeconds,
  kernelRepetitions,
  kernelBatchSeconds: kernelSeconds * kernelRepetitions,
  built: featureSeconds !== null,
  featureSeconds: featureSeconds ?? 0,
  featureRepetitions: featureSeconds === null ? 0 : featureRepetitions,
  featureBatchSeconds: featureSeconds === null ? 0 : featureSeconds * featureRepetitions,
  featureCount: '296065',
});

test('five samples: the median is the third of the sorted times, the range their least and most', () => {
  assert.equal(SAMPLES, 5);
  const own = [3e-6, 1e-6, 5e-6, 2e-6, 4e-6].map((k, i) => result(k, (i + 1) * 1e-2));
  const summary = timingSummary([...own, result(1, null), result(2, 1)], { ds: [1], ps: [1] });
  assert.deepEqual([summary.kernel.median, summary.kernel.low, summary.kernel.high], [3e-6, 1e-6, 5e-6]);
  assert.deepEqual([summary.feature.median, summary.feature.low, summary.feature.high], [3e-2, 1e-2, 5e-2]);
  assert.deepEqual(summary.kernel.repetitions, [1024, 1024]);
  // The shortest batch of the five: 1,024 evaluations of 1 µs.
  assert.equal(summary.kernel.batch, 1e-6 * 1024);
  assert.equal(summary.first, own[0]);
});

test('the curves: one point per d and per p, null (a gap, not a zero) where φ was not built', () => {
  const own = [512, 1024, 1024, 2048, 1024].map((n) => result(1e-6, null, { kernelRepetitions: n }));
  const byD = [result(1e-8, 1e-7), result(2e-8, 1e-5)];
  const byP = [result(1e-7, 1e-3), result(2e-7, 1e-1), result(3e-7, null), result(4e-7, null)];
  const summary = timingSummary([...own, ...byD, ...byP], { ds: [1, 4], ps: [1, 2, 3, 4] });
  assert.equal(summary.feature, null);
  assert.deepEqual(summary.kernel.repetitions, [512, 2048]);
  assert.deepEqual(summary.growth.d, [
    [1, 4],
    [1e-8, 2e-8],
    [1e-7, 1e-5],
  ]);
  assert.deepEqual(summary.growth.p, [
    [1, 2, 3, 4],
    [1e-7, 2e-7, 3e-7, 4e-7],
    [1e-3, 1e-1, null, null],
  ]);
});

test('the batch asked of the core: 20 ms for fine timers, twenty steps of a coarse one, never past the limit', () => {
  assert.equal(minBatchSeconds(5e-6, 0.1), 0.02); // Chromium, cross-origin isolated
  assert.equal(minBatchSeconds(1e-3, 0.1), 0.02); // Firefox's 1 ms
  assert.equal(minBatchSeconds(4e-3, 0.1), 0.08);
  assert.equal(minBatchSeconds(0.016, 0.1), 0.1);
});

test('"coarse" only for a batch under twenty timer steps', () => {
  assert.equal(isCoarse(0.02, 1e-4), false); // 200 steps of Chromium's 100 µs
  assert.equal(isCoarse(0.02, 1e-3), false); // exactly twenty steps of 1 ms
  assert.equal(isCoarse(0.019, 1e-3), true);
  assert.equal(isCoarse(0.1, 0.016), true); // a 16 ms timer: a 0.1 s batch is 6 steps
});
