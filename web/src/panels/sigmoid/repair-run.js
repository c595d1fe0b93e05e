// The sigmoid panel's two repairs (clip and shift) of the K on screen, in the worker: at once for a small K,
// behind a button past AUTO_REPAIR_POINTS (clipping needs every eigenvector), with Cancel. Part of the
// controller: the repairs view (repairs.js) shows them, its button and Cancel call run and cancel.
import { request } from './state.js';

// Clipping needs every eigenvector: ~0.1 s at 300 points in WASM, seconds at 1000, tens of seconds at 2000,
// and the shared worker waits meanwhile. Past this many points the repairs run when the reader asks.
const AUTO_REPAIR_POINTS = 600;

/**
 * @param {{jobs: object, repairs: object, current: () => object|null, showError: Function,
 *   onCancelled: () => void}} options
 *   repairs: the view (repairs.js); current: the state whose numbers are on screen; onCancelled: after Cancel
 *   stopped the panel's worker.
 */
export function createRepairRun({ jobs, repairs, current, showError, onCancelled }) {
  const repairJob = jobs.job();

  /** Both repairs of the K on screen, in the core (at once for a small K, else when the reader asks). */
  async function run() {
    const target = current();
    repairs.setBusy(true);
    const method = (name) => (call) => call('sigmoidRepair', request(target), name);
    const failedBefore = repairJob.failure();
    const outcome = await repairJob.run([(call) => Promise.all([method('clip')(call), method('shift')(call)])]);
    if (outcome.status === 'done') {
      const [[clip, shift]] = outcome.values;
      if (target === current() || target.n <= AUTO_REPAIR_POINTS) repairs.render(target, { clip, shift });
      else repairs.offer(current());
      if (failedBefore) showError(null);
    } else if (outcome.status === 'failed') {
      showError(outcome.error);
    }
    if (target === current() && outcome.status !== 'superseded') repairs.setBusy(false);
  }

  /** Cancel stops the panel's worker, so whatever else ran there stops too; the repairs are offered again, for
   * the K on screen. */
  function cancel() {
    jobs.cancel();
    repairs.offer(current(), { cancelled: true });
    onCancelled();
  }

  return {
    run,
    cancel,
    /** A new K on screen: repaired at once when small, else offered behind a button. */
    update(target) {
      if (target.n <= AUTO_REPAIR_POINTS) run();
      else repairs.offer(target);
    },
    /** The last repair's failure, until a repair succeeds. */
    failure: () => repairJob.failure(),
  };
}
