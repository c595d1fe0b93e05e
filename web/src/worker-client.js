// The page's handle on the compute worker. `run(channel, method, ...args)` supersedes the pending request on
// the same channel (a slider drag keeps only the newest), and `cancel()` stops a long job by restarting the worker.
import { GramLabError } from './core-call.js';
import { CANCELLED, SUPERSEDED } from './error-codes.js';

export { CANCELLED, SUPERSEDED };

/** A request that a newer one superseded or the reader cancelled: nobody waits for it, so nothing is reported. */
export const quiet = (error) => error.code === SUPERSEDED || error.code === CANCELLED;

export function createWorkerClient(url = new URL('./worker.js', import.meta.url), fallback = null) {
  let worker = null;
  let nextId = 1;
  const pending = new Map(); // id → {resolve, reject, channel}
  const latest = new Map(); // channel → id

  function start() {
    worker = new Worker(url, { type: 'module' }); // throws where the host page forbids our worker
    worker.onmessage = ({ data }) => settle(data.id, data);
    // A worker that failed (e.g. its module did not load) is dropped, so the next call starts a fresh one.
    worker.onerror = (event) => {
      stop();
      failAll('WORKER_FAILED', event.message || 'the compute worker failed');
    };
  }

  function settle(id, { value, error }) {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    if (latest.get(job.channel) === id) latest.delete(job.channel);
    if (error) job.reject(new GramLabError(error.code, error.message));
    else job.resolve(value);
  }

  function failAll(code, message) {
    for (const id of [...pending.keys()]) settle(id, { error: { code, message } });
  }

  function run(channel, method, ...args) {
    if (!worker) {
      try {
        start();
      } catch (error) {
        if (!fallback) return Promise.reject(new GramLabError('WORKER_FAILED', error.message));
        return runHere(method, args);
      }
    }
    const previous = latest.get(channel);
    if (previous !== undefined) settle(previous, { error: { code: SUPERSEDED, message: 'superseded by a newer request' } });
    const id = nextId++;
    latest.set(channel, id);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, channel });
      worker.postMessage({ id, method, args });
    });
  }

  // Embedded cross-origin, a page may not start our worker: run on the main thread instead (slower, correct).
  async function runHere(method, args) {
    const gramlab = await fallback();
    return gramlab[method](...args);
  }

  function stop() {
    worker?.terminate();
    worker = null;
  }

  function cancel() {
    stop();
    failAll(CANCELLED, 'cancelled');
  }

  return { run, cancel };
}
