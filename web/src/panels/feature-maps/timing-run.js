// The kernel trick timed in the worker, for the reader's d and p on two fixed random vectors (the size
// section's job), so the figures mean something: the core doubles each route's batch until one lasts
// minBatchSeconds (timing-summary.js) and reports that batch; SAMPLES such calls give a median and a spread
// (least and most). The growth with d at the reader's p and with p at the reader's d: one call per point.
// Only requests here: every time comes from the core, the summary is timing-summary.js.
import { LIMITS } from '../../wasm/limits.js';
import { SAMPLES, minBatchSeconds, timingSummary } from './timing-summary.js';

// d on the chart: powers of two to the core's limit, on a log axis; p: every degree the core times.
export const GROWTH_D = [1, 4, 16, 64, 256].filter((d) => d <= LIMITS.maxDimension);
export const GROWTH_P = Array.from({ length: LIMITS.maxPolynomialDegree }, (_, k) => k + 1);

/** Job steps: SAMPLES timings of (a, b) at degree p, then one per d of GROWTH_D (pairs) at p, one per p of GROWTH_P. */
export function timingSteps({ a, b, p, pairs, minBatch }) {
  const sample = (x, y, degree) => (call) => call('kernelTrickTiming', x, y, { degree, c: 1, minBatchSeconds: minBatch });
  return [
    ...Array.from({ length: SAMPLES }, () => sample(a, b, p)),
    ...pairs.map(([x, y]) => sample(x, y, p)),
    ...GROWTH_P.map((degree) => sample(a, b, degree)),
  ];
}

/** The page timer's step in seconds: the least nonzero difference of performance.now() seen in a short loop. */
export function timerStep() {
  let least = Infinity;
  let last = performance.now();
  for (let k = 0, seen = 0; k < 200000 && seen < 20; k++) {
    const now = performance.now();
    if (now > last) {
      least = Math.min(least, now - last);
      last = now;
      seen++;
    }
  }
  return least / 1000;
}

/** The size section's timing job. @param {{gramlab: object, jobs: object, size: object, showError: Function}} context → run(state) */
export function createTimingRun({ gramlab, jobs, size, showError }) {
  const timingJob = jobs.job();
  let step = null; // measured once, before the first job
  return async function runTiming(s) {
    const d = s.sizeD;
    const p = s.sizeP;
    // Past the limits the core times, the section says so and nothing runs.
    if (d > LIMITS.maxDimension || p > LIMITS.maxPolynomialDegree) {
      timingJob.drop();
      return size.renderTiming({ d, p }, { tooWide: true, max: LIMITS.maxDimension });
    }
    step ??= timerStep();
    const pair = (n) => [gramlab.randomNormal(1, 1, n).data, gramlab.randomNormal(2, 1, n).data];
    const [a, b] = pair(d);
    size.setBusy(true);
    const steps = timingSteps({ a, b, p, pairs: GROWTH_D.map(pair), minBatch: minBatchSeconds(step, LIMITS.maxTimingBatchSeconds) });
    const outcome = await timingJob.run(steps);
    // One φ(x) in float32, as the table counts it, beside the two float64 vectors the core would build.
    const oneVector = gramlab.featureDimension(d, p).approxFloat32Bytes;
    if (outcome.status === 'done')
      size.renderTiming({ d, p, oneVector }, timingSummary(outcome.values, { ds: GROWTH_D, ps: GROWTH_P }), step);
    else if (outcome.status === 'failed') {
      size.setBusy(false);
      showError(outcome.error);
    }
  };
}
