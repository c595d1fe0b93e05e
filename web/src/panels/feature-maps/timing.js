// The kernel trick timed in the worker, for the reader's d and p on two fixed random vectors: the size
// section's job. Past the limits the core times, the section says so and nothing runs.
import { LIMITS } from '../../wasm/limits.js';

// Kernel evaluations timed per call: the φ route repeats as often as the core's work budget allows.
const TIMING_REPETITIONS = 1000;

/** @param {{gramlab: object, jobs: object, size: object, showError: Function}} context → run(state) */
export function createTiming({ gramlab, jobs, size, showError }) {
  const timingJob = jobs.job();
  return async function runTiming(s) {
    const d = s.sizeD;
    const p = s.sizeP;
    if (d > LIMITS.maxDimension || p > LIMITS.maxPolynomialDegree) {
      timingJob.drop();
      return size.renderTiming({ d, p }, { tooWide: true, max: LIMITS.maxDimension });
    }
    const a = gramlab.randomNormal(1, 1, d).data;
    const b = gramlab.randomNormal(2, 1, d).data;
    size.setBusy(true);
    const outcome = await timingJob.run([(call) => call('kernelTrickTiming', a, b, { degree: p, c: 1, repetitions: TIMING_REPETITIONS })]);
    if (outcome.status === 'done') size.renderTiming({ d, p }, outcome.values[0]);
    else if (outcome.status === 'failed') {
      size.setBusy(false);
      showError(outcome.error);
    }
  };
}
