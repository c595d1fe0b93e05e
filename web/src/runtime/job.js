// Work a panel hands to its worker (or, where no worker can start, to the main thread), with one set of rules:
// the newest run of a job wins; a job has one step in flight, so a dragged control waits for it and then runs
// only its newest value; superseded work is dropped before it starts and between the steps of a long run;
// the page gets a turn before each step (progress paints, Cancel is clickable); a failure remembers its cause.
// A job whose steps are independent (`split`) has one step in flight per worker of the panel's pool
// (worker-pool.js) instead, and is heard in order all the same: values, progress and a failure.

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
 * @param {{call(method: string, ...args): Promise, cancel(): void, onMainThread?(): boolean, lanes?(): number,
 *   callOn?(lane: number): Function}} runner the panel's workers; onMainThread: its calls run here (no worker
 *   could start); lanes: how many workers a split job may use (1 when absent), callOn(k): the call of the k-th
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
 * @param {{onProgress?: (progress: {done: number, total: number}|null) => void, keepUp?: boolean, split?: boolean}} [options]
 *   keepUp (a dragged control's one-step job): a run whose last step has landed is done even if a newer run
 *   was asked for meanwhile. With one step in flight nothing newer can have landed, so the page follows the
 *   drag step by step instead of showing nothing until it stops.
 *   split: the steps are independent (one γ, one map row): with more than one worker, one runs on each at once.
 */
function createJob(runner, pause, { onProgress = () => {}, keepUp = false, split = false } = {}) {
  let current = null; // the newest run: {dropped: null | 'superseded' | 'cancelled'}
  const busy = new Map(); // lane → its step in flight (of this run or an older one), settling when it lands
  let failure = null;

  /** Runs step(call) with `call` (a lane's); `busy` holds the lane until the step lands. */
  function send(lane, step, call) {
    const sent = Promise.resolve().then(() => step(call));
    const landed = () => busy.delete(lane);
    busy.set(lane, sent.then(landed, landed));
    return sent;
  }

  /** One step at a time on lane 0, in order: each waits for the step in flight to land. */
  async function inOrder(steps, me, onStep, values) {
    for (let i = 0; i < steps.length; i++) {
      await Promise.all(busy.values()); // one step in flight: it lands, then the newest run goes on
      if (me.dropped) return me.dropped;
      onProgress({ done: i, total: steps.length });
      await pause(); // the page paints the progress and handles clicks (Cancel) before each step
      if (me.dropped) return me.dropped;
      values.push(await send(0, steps[i], runner.call));
      const landedLast = keepUp && i === steps.length - 1 && me.dropped === 'superseded';
      if (me.dropped && !landedLast) return me.dropped;
      onStep(i, values[i]);
    }
    return 'done';
  }

  /**
   * One step on each free lane of `lanes` at once, in the order of the steps; each value is heard once every
   * step before it has been, so progress counts the steps done in order and a failure is the first in order
   * (the steps before it are heard first; those after it are dropped, and no more are sent).
   */
  async function spread(steps, me, onStep, values, lanes) {
    const landed = []; // step index → {value} or {error}, as the lanes answer
    let next = 0; // the next step to send
    const freeLane = () => [...Array(lanes).keys()].find((k) => !busy.has(k)) ?? -1;
    const stopped = () => landed.some((result) => result && 'error' in result);
    onProgress({ done: 0, total: steps.length });
    for (;;) {
      while (landed[values.length]) {
        const result = landed[values.length];
        if ('error' in result) throw result.error;
        values.push(result.value);
        onStep(values.length - 1, result.value);
        if (me.dropped) return me.dropped; // what it heard asked for a newer run
        if (values.length < steps.length) onProgress({ done: values.length, total: steps.length });
      }
      if (values.length === steps.length) return 'done';
      if (next < steps.length && !stopped() && freeLane() >= 0) {
        await pause(); // the page paints the progress and handles clicks (Cancel) before each step
        if (me.dropped) return me.dropped;
        const lane = freeLane();
        const i = next++;
        send(lane, steps[i], runner.callOn(lane)).then(
          (value) => (landed[i] = { value }),
          (error) => (landed[i] = { error }),
        );
        continue;
      }
      await Promise.race(busy.values()); // a step lands: this run's, or an older run's that held a lane
      if (me.dropped) return me.dropped;
    }
  }

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
      const lanes = split && steps.length > 1 ? (runner.lanes?.() ?? 1) : 1;
      const status = lanes > 1 ? await spread(steps, me, onStep, values, lanes) : await inOrder(steps, me, onStep, values);
      if (status !== 'done') return { status };
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

  /** Abandons the newest run (its steps in flight land and are dropped). */
  function drop(reason = 'superseded') {
    if (!current) return;
    current.dropped = reason;
    current = null;
    onProgress(null);
  }

  return { run, drop, failure: () => failure };
}
