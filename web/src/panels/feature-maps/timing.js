// The kernel trick timed in the worker, for the reader's d and p on two fixed random vectors (the size
// section's job), so the figures mean something: each sample is one core call of the most repetitions
// it allows (LIMITS.maxTimingRepetitions evaluations, timed with the core's steady clock), SAMPLES of them
// give a median and a spread (least and most); the view flags a batch shorter than twenty steps of the page's
// timer. The growth with d: one batch per d, at the reader's p. Only requests and order statistics here: every
// time comes from the core.
import { LIMITS } from '../../wasm/limits.js';

// Each call with φ built does up to the core's φ work limit (about 10⁷ steps): few calls keep the job short.
export const SAMPLES = 5;
const GROWTH_SAMPLES = 1;
// d on the chart: powers of two to the core's limit, on a log axis.
export const GROWTH_D = [1, 4, 16, 64, 256].filter((d) => d <= LIMITS.maxDimension);

const request = (p) => ({ degree: p, c: 1, repetitions: LIMITS.maxTimingRepetitions });

/** Job steps: SAMPLES timings of the pair (a, b) at degree p, then GROWTH_SAMPLES for each d of GROWTH_D. */
export function timingSteps({ a, b, p, pairs }) {
  const sample = (x, y) => (call) => call('kernelTrickTiming', x, y, request(p));
  return [
    ...Array.from({ length: SAMPLES }, () => sample(a, b)),
    ...pairs.flatMap(([x, y]) => Array.from({ length: GROWTH_SAMPLES }, () => sample(x, y))),
  ];
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Per evaluation: the median and the spread (least, most) of the samples, and one batch's length.
function route(results, seconds, repetitions) {
  const values = results.map((r) => r[seconds]);
  return {
    median: median(values),
    low: Math.min(...values),
    high: Math.max(...values),
    batch: median(results.map((r) => r[seconds] * r[repetitions])),
    repetitions: results[0][repetitions],
  };
}

/** The job's values → {kernel, feature (null when φ was not built), first: the first sample, growth: [[d…], [kernel…], [φ…]]}. */
export function timingSummary(values) {
  const own = values.slice(0, SAMPLES);
  const first = own[0];
  const growth = [GROWTH_D, [], []];
  GROWTH_D.forEach((_, k) => {
    const runs = values.slice(SAMPLES + k * GROWTH_SAMPLES, SAMPLES + (k + 1) * GROWTH_SAMPLES);
    growth[1].push(median(runs.map((r) => r.kernelSeconds)));
    growth[2].push(runs[0].built ? median(runs.map((r) => r.featureSeconds)) : null);
  });
  return {
    first,
    kernel: route(own, 'kernelSeconds', 'kernelRepetitions'),
    feature: first.built ? route(own, 'featureSeconds', 'featureRepetitions') : null,
    growth,
  };
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
export function createTiming({ gramlab, jobs, size, showError }) {
  const timingJob = jobs.job();
  return async function runTiming(s) {
    const d = s.sizeD;
    const p = s.sizeP;
    // Past the limits the core times, the section says so and nothing runs.
    if (d > LIMITS.maxDimension || p > LIMITS.maxPolynomialDegree) {
      timingJob.drop();
      return size.renderTiming({ d, p }, { tooWide: true, max: LIMITS.maxDimension });
    }
    const pair = (n) => [gramlab.randomNormal(1, 1, n).data, gramlab.randomNormal(2, 1, n).data];
    const [a, b] = pair(d);
    size.setBusy(true);
    const outcome = await timingJob.run(timingSteps({ a, b, p, pairs: GROWTH_D.map(pair) }));
    if (outcome.status === 'done') size.renderTiming({ d, p }, timingSummary(outcome.values), timerStep());
    else if (outcome.status === 'failed') {
      size.setBusy(false);
      showError(outcome.error);
    }
  };
}
