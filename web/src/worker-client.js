// The panel's handle on its compute worker: call(method, ...args) runs one facade call there, cancel() stops
// everything in flight by restarting the worker. Where the host page forbids our worker (a cross-origin embed),
// calls run on the main thread instead; job.js gives both the same rules (newest wins, steps, cancel).
import { GramLabError } from './core-call.js';
import { CANCELLED } from './error-codes.js';

/**
 * @param {URL} [url] the worker module
 * @param {(() => Promise<object>)|null} [fallback] loads the facade on the main thread
 */
export function createWorkerClient(url = new URL('./worker.js', import.meta.url), fallback = null) {
  let worker = null;
  let here = false; // no worker could start: every call runs on the main thread
  let nextId = 1;
  const pending = new Map(); // id → {resolve, reject}

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
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    if (error) {
      const { code, message, name, ...details } = error;
      request.reject(new GramLabError(code, message, details));
    } else request.resolve(value);
  }

  function failAll(code, message) {
    for (const id of [...pending.keys()]) settle(id, { error: { code, message } });
  }

  function call(method, ...args) {
    if (!worker && !here) {
      try {
        start();
      } catch (error) {
        if (!fallback) return Promise.reject(new GramLabError('WORKER_FAILED', error.message));
        here = true;
      }
    }
    if (here) return fallback().then((gramlab) => gramlab[method](...args));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    });
  }

  function stop() {
    worker?.terminate();
    worker = null;
  }

  function cancel() {
    stop();
    failAll(CANCELLED, 'cancelled');
  }

  return { call, cancel, onMainThread: () => here };
}
