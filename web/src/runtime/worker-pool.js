// A panel's workers, as lanes. Lane 0 is the panel's worker as it always was (worker-client.js): every job's
// calls go there. A job whose steps are independent (job.js, `split`) also runs them on lanes 1 … size − 1,
// each one more worker with its own module instance, started the first time such a job reaches it (never on
// the first visit) and kept for the next. Cancel stops every lane, as it stops the one worker.

// Four workers already run the article's four γ at once; more would cost memory (a module instance each) for
// the map's rows alone.
export const MAX_WORKERS = 4;

/** How many workers a split job may use: the browser's logical processors, at most MAX_WORKERS; 1 when unknown. */
export function workerCount(concurrency = globalThis.navigator?.hardwareConcurrency) {
  return Number.isInteger(concurrency) && concurrency > 1 ? Math.min(concurrency, MAX_WORKERS) : 1;
}

/**
 * @param {{lane: () => object, size?: number, concurrency?: number}} options lane makes one worker client (the page:
 *   worker-client.js's createWorkerClient with the main-thread fallback; a test: a fake); concurrency: the
 *   machine's logical processors (navigator.hardwareConcurrency)
 */
export function createWorkerPool({ lane, size = workerCount(), concurrency = globalThis.navigator?.hardwareConcurrency }) {
  const lanes = [lane()];
  // Each worker of a split job runs its two-lane parts (an isolated page's) on two lanes only where the machine
  // has a core for every lane: on 2 cores two workers with a helper each were slower than two without.
  const lanesEach = Number.isInteger(concurrency) && concurrency >= 2 * size ? 2 : 1;
  const at = (k) => {
    while (lanes.length <= k) lanes.push(lane());
    return lanes[k];
  };
  return {
    call: (method, ...args) => lanes[0].call(method, ...args),
    /** The call function of lane k (started on its first call) for a split job's steps: beside the other lanes'. */
    callOn:
      (k) =>
      (method, ...args) =>
        at(k).callOnLanes(lanesEach, method, ...args),
    /** How many lanes a split job may use now: 1 while lane 0 runs on the main thread (no worker could start
     * there: a second lane would only queue on the same thread). Starts lane 0's worker if none runs. */
    lanes: () => (lanes[0].inWorker() ? size : 1),
    cancel() {
      for (const client of lanes) client.cancel();
    },
    warm: (parts) => lanes[0].warm(parts),
    onMainThread: () => lanes[0].onMainThread(),
  };
}
