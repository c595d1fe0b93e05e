// The panel's handle on its compute worker: call(method, ...args) runs one facade call there (callOnLanes: with
// its two-lane parts on one lane, for a step run beside other workers' at once), cancel() stops
// everything in flight by restarting the worker. Where no worker can run our module — the host page forbids it
// (a cross-origin embed), its script does not load, or the module fails to load inside it — calls run on the
// main thread instead, the pending ones included; job.js gives both the same rules (newest wins, steps, cancel).
// A worker gets the page's compiled parts (no second download or compile) and instantiates only the parts its
// calls need, when they need them (any other part it fetches itself); it can be warmed with the panel's parts
// when the page is idle so the reader's first step does not wait for it.
import { GramLabError } from '../api/core-call.js';
import { CANCELLED } from '../api/error-codes.js';
import { HELPER_URL, compiledCore } from '../gramlab.js';
import { WORKER } from '../site.js';

const bootstraps = new Map(); // worker URL → blob: URL of the module that imports it

/** A module worker running `url`. A browser runs only a worker script of the page's own origin: from another
 * origin (a <gram-lab> served elsewhere) a blob: bootstrap, which has the page's origin, imports ours by its
 * absolute URL (the host's CSP then needs `worker-src blob:`; docs/embedding.md). */
function spawn(url) {
  if (url.origin === location.origin) return new Worker(url, { type: 'module' });
  if (!bootstraps.has(url.href)) {
    const source = `import ${JSON.stringify(url.href)};\n`;
    bootstraps.set(url.href, URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  }
  return new Worker(bootstraps.get(url.href), { type: 'module' });
}

// A mounted panel's worker starts this long after the panel comes near the screen (app/panel-mount.js): the first panel's
// figures (computed on the main thread) are on screen well before, and the reader's first step (a job) finds it
// ready. A panel's own first job waits as long (the similarity panel's exact verdict).
export const WARM_AFTER_MS = 500;

const whenIdle = (task) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 0));

/**
 * @param {URL} [url] the worker module
 * @param {(() => Promise<object>)|null} [fallback] loads the facade on the main thread
 */
export function createWorkerClient(url = WORKER, fallback = null) {
  let worker = null;
  let helpers = []; // the helper lanes started for the worker's threads parts: they end with it
  let here = false; // no worker can run our module: every call runs on the main thread
  let nextId = 1;
  const pending = new Map(); // id → {method, args, resolve, reject}

  function start() {
    worker = spawn(url); // throws where the host page forbids our worker
    worker.postMessage({ init: compiledCore() }); // before any call: the worker starts from the page's parts
    worker.onmessage = ({ data }) => (data.failed ? giveUp(data.failed) : data.helper ? startHelper(data.helper) : settle(data.id, data));
    // A reply this thread cannot deserialize would leave its call pending for good: the worker is taken for dead.
    worker.onmessageerror = () => giveUp({ code: 'WORKER_FAILED', message: 'a reply of the compute worker could not be read' });
    // The script did not load or threw: the Worker was built, but nothing will ever answer.
    worker.onerror = (event) => {
      event.preventDefault?.();
      giveUp({ code: 'WORKER_FAILED', message: event.message || 'the compute worker failed' });
    };
  }

  /** A helper lane for one of the worker's threads parts (worker.js), handed the port the worker listens on. A
   * helper that cannot start or load says nothing there: the part waits for it HELPER_READY_MS, then runs on one lane. */
  function startHelper(port) {
    let helper;
    try {
      helper = spawn(HELPER_URL);
    } catch {
      port.close();
      return;
    }
    helper.onerror = (event) => event.preventDefault?.();
    helper.postMessage({ port }, [port]);
    helpers.push(helper);
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

  /** The worker is dead: its pending calls run on the main thread (or fail in words, without a fallback). */
  function giveUp(error) {
    stop();
    if (!fallback) {
      for (const id of [...pending.keys()]) settle(id, { error });
      return;
    }
    here = true;
    for (const [id, { method, args, resolve, reject }] of [...pending]) {
      pending.delete(id);
      runHere(method, args).then(resolve, reject);
    }
  }

  // On the main thread too, a call first loads its part if the page has not yet.
  const runHere = (method, args) =>
    fallback().then(async (gramlab) => {
      const part = gramlab.partOf(method);
      if (part) await gramlab.loadParts([part]);
      return gramlab[method](...args);
    });

  /** Starts the worker if none runs: null, or the error where none can start. */
  function ensureWorker() {
    if (worker || here) return null;
    try {
      start();
      return null;
    } catch (error) {
      if (fallback) here = true;
      return error;
    }
  }

  /** One facade call in the worker, its two-lane parts on `lanes` of them (worker.js: useLanes; the main thread
   * runs one lane whatever it is asked). */
  function callOnLanes(lanes, method, ...args) {
    const failed = ensureWorker();
    if (failed && !here) return Promise.reject(new GramLabError('WORKER_FAILED', failed.message));
    if (here) return runHere(method, args);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { method, args, resolve, reject });
      worker.postMessage({ id, method, args, lanes });
    });
  }

  const call = (method, ...args) => callOnLanes(2, method, ...args);

  function stop() {
    worker?.terminate();
    worker = null;
    for (const helper of helpers) helper.terminate();
    helpers = [];
  }

  function cancel() {
    stop();
    for (const id of [...pending.keys()]) settle(id, { error: { code: CANCELLED, message: 'cancelled' } });
  }

  // warm(parts) (app/panel-mount.js: WARM_AFTER_MS after the panel comes near the screen): the worker starts and instantiates the parts its calls will need while the page is idle, not
  // on the reader's first step. The caller chooses when (app/panel-mount.js: when the panel comes near the screen), so
  // unseen panels start no worker.
  const warm = (parts = []) =>
    whenIdle(() => {
      ensureWorker();
      if (worker && parts.length) worker.postMessage({ warm: parts });
    });

  /** Starts the worker if none runs: whether calls run in a worker (false: on the main thread). */
  const inWorker = () => {
    ensureWorker();
    return !here && worker !== null;
  };

  return { call, callOnLanes, cancel, warm, inWorker, onMainThread: () => here };
}
