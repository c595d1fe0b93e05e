// Work a panel hands to its worker (or, where no worker can start, to the main thread), with one set of rules:
// the newest run of a job wins; a job has one step in flight, so a dragged control waits for it and then runs
// only its newest value; superseded work is dropped before it starts and between the steps of a long run;
// the page gets a turn before each step (progress paints, Cancel is clickable); a failure remembers its cause.

import { CANCELLED } from '../api/error-codes.js';

export { CANCELLED };

/** Yields to the page for one task: enough while the steps run in a worker. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Yields until the page has painted (a frame, then a task): on the main thread each step holds the page, so
 * the progress must reach the screen before it. A hidden page paints no frames: then a timeout goes on.
 */
const afterPaint = () =>
  new Promise((resolve) => {
    const go = () => setTimeout(resolve, 0);
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      go();
    });
  });

/**
 * @param {{call(method: string, ...args): Promise, cancel(): void, onMainThread?(): boolean}} runner the
 *   panel's worker client; onMainThread: its calls run here (no worker could start)
 * @param {{pause?: () => Promise}} [options] pause: what happens before each step (a test's own scheduler)
 * @returns {{job(options?): Job, cancel(): void}} cancel stops every job of the panel and its runner's work.
 */
export function createJobs(runner, { pause = () => (runner.onMainThread?.() ? afterPaint() : nextTask()) } = {}) {
  const jobs = new Set();
  return {
    job(options) {
      const job = createJob(runner, pause, options);
      jobs.add(job);
      return job;
    },
    cancel() {
      for (const job of jobs) job.drop('cancelled');
      runner.cancel();
    },
  };
}

/**
 * @typedef {{status: 'done', values: any[]} | {status: 'failed', error: Error, cause: any}
 *   | {status: 'superseded'} | {status: 'cancelled'}} Outcome
 * @typedef {{run(steps: Function[], options?: {cause?: any, onStep?: (i: number, value: any) => void}): Promise<Outcome>,
 *   failure(): {error: Error, cause: any}|null, drop(reason?: string): void}} Job
 */

/**
 * @param {{onProgress?: (progress: {done: number, total: number}|null) => void, keepUp?: boolean}} [options]
 *   keepUp (a dragged control's one-step job): a run whose last step has landed is done even if a newer run
 *   was asked for meanwhile. With one step in flight nothing newer can have landed, so the page follows the
 *   drag step by step instead of showing nothing until it stops.
 */
function createJob(runner, pause, { onProgress = () => {}, keepUp = false } = {}) {
  let current = null; // the newest run: {dropped: null | 'superseded' | 'cancelled'}
  let inFlight = Promise.resolve();
  let failure = null;

  /**
   * Runs `steps` in order; each is step(call) → value, where call(method, ...args) asks the runner. onStep(i,
   * value) hears each value while this run is the newest. `cause` (the input that asked) comes back with a failure.
   */
  async function run(steps, { cause = null, onStep = () => {} } = {}) {
    if (current) current.dropped = 'superseded';
    const me = { dropped: null };
    current = me;
    const values = [];
    try {
      for (let i = 0; i < steps.length; i++) {
        await inFlight.catch(() => {}); // one step in flight: it lands, then the newest run goes on
        if (me.dropped) return { status: me.dropped };
        onProgress({ done: i, total: steps.length });
        await pause(); // the page paints the progress and handles clicks (Cancel) before each step
        if (me.dropped) return { status: me.dropped };
        const step = Promise.resolve().then(() => steps[i](runner.call));
        inFlight = step;
        values.push(await step);
        const landedLast = keepUp && i === steps.length - 1 && me.dropped === 'superseded';
        if (me.dropped && !landedLast) return { status: me.dropped };
        onStep(i, values[i]);
      }
      failure = null;
      return { status: 'done', values };
    } catch (error) {
      if (me.dropped) return { status: me.dropped };
      if (error.code === CANCELLED) return { status: 'cancelled' };
      failure = { error, cause };
      return { status: 'failed', error, cause };
    } finally {
      if (current === me) {
        current = null;
        onProgress(null);
      }
    }
  }

  /** Abandons the newest run (its step in flight lands and is dropped). */
  function drop(reason = 'superseded') {
    if (!current) return;
    current.dropped = reason;
    current = null;
    onProgress(null);
  }

  return { run, drop, failure: () => failure };
}
