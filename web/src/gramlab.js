// The only door from the page (or a worker, or Node) into the WASM core.
// `await loadGramLab()` loads the module and returns plain functions over plain JS values: one per line of
// api/signatures.js, plus `limits` (the core's size limits) and `errorCodes` (every code). The module comes in
// parts (api/signatures.js, PARTS), each its own .wasm: a page loads the parts its panels need, when they need
// them (`gramlab.loadParts`); a function whose part is not loaded yet throws NOT_LOADED.
import { GramLabError, callCore } from './api/core-call.js';
import { FACADE_ERROR_CODES } from './api/error-codes.js';
import { CORE_ERROR_CODES } from './wasm/error-codes.js';
import { assemble, coreFunctions, requireSameNames } from './api/assemble.js';
import { PARTS, SHARED } from './api/signatures.js';
import { MODULES, THREADS_MODULES, THREADS_PARTS, flavourFor } from './api/wasm-flavour.js';
import { BUILT_FLAVOURS } from './wasm/flavours.js';
import { withHotLoops } from './api/hot-loops.js';
import { partIndex, partWasmUrl, readLoadOptions, readPartNames, readThreads } from './api/parts.js';

export { GramLabError };

/** Every code the facade can throw, the core's first. */
export const ERROR_CODES = Object.freeze([...CORE_ERROR_CODES, ...FACADE_ERROR_CODES].map(({ name }) => name));

/** How long loading one part may take (fetch, compile, start) before it fails: a `.wasm` that never arrives must
 * not leave the page at "Loading…". Generous, for a slow connection; a caller may pass its own `timeoutMs`. */
export const LOAD_TIMEOUT_MS = 30000;

const PART_NAMES = Object.freeze(Object.keys(PARTS));
const PART_OF = partIndex(PARTS);

let facade = null; // made by the first load that succeeds
let parts = null; // the part loader, {flavour, cores, compiled, lanes, load(names)}; dropped if the first load fails

/**
 * Loads the core's parts (all of them unless `parts` names some) and returns the facade. Later calls return
 * the same facade, after loading the parts they name that are still missing; the first call's flavour, URL,
 * modules and timeout hold for every later part. Only one build is downloaded: the relaxed one where the engine
 * validates relaxed SIMD (Chrome, Edge, Firefox; Node with --experimental-wasm-relaxed-simd), else the SIMD one where
 * it validates WebAssembly SIMD (every current one), else the scalar one. Every failure (a missing or corrupt
 * file, the network, the timeout) rejects with GramLabError LOAD_FAILED, its `cause` saying what went wrong
 * underneath; bad options reject with BAD_ARGUMENT.
 * @param {{parts?: string[], wasmUrl?: string|URL|((part: string) => string|URL), flavour?: 'relaxed'|'simd'|'scalar',
 *   modules?: Record<string, WebAssembly.Module>, timeoutMs?: number, threads?: 1|2,
 *   helper?: () => MessagePort|Promise<MessagePort>}} [options] parts: which parts to load;
 *   wasmUrl: where the core part's .wasm lives, if not in this module's wasm/ folder (the other parts stay
 *   there), or a function part → URL for every part; flavour: a build chosen by the caller instead of by feature
 *   detection; modules: parts of that build already compiled (a worker gets the page's, so each .wasm is
 *   fetched and compiled once per page); timeoutMs: how long to wait for each part; threads: 2 runs the eigensolver's
 *   big loops (the reduction's products, the packed product) on two lanes — this thread and a helper worker on a
 *   shared memory — by loading the parts that run it (api/wasm-flavour.js,
 *   THREADS_PARTS) from the threads build (docs/architecture.md, "Threads"). It needs the relaxed flavour and a
 *   thread that may block: Node (node --experimental-wasm-relaxed-simd), or a worker of a cross-origin-isolated
 *   page; anywhere else threads: 2 rejects with BAD_ARGUMENT. A threads part that cannot load (its file, the
 *   helper) is loaded from the one-lane build instead; gramlab.lanes(part) says which ran. Threads parts are always
 *   read from wasm/ beside this module (wasmUrl names the one-lane build's files). 1, the default, is every
 *   flavour's one lane. helper: how a threads part starts its helper lane, a function giving a MessagePort whose
 *   other end a new module Worker of HELPER_URL was handed as {port} (the page's worker.js asks the page: Firefox's
 *   Worker constructor inside a worker can block that worker for good); without it, a nested Worker (node:
 *   worker_threads).
 */
export async function loadGramLab(options = {}) {
  const read = readLoadOptions(options, PART_NAMES);
  parts ??= partLoader(read);
  const loader = parts;
  try {
    await loader.load(read.parts);
  } catch (error) {
    // No load has succeeded yet: the next call starts afresh, with its own options.
    if (!facade && parts === loader) parts = null;
    throw error;
  }
  facade ??= buildFacade(loader);
  return facade;
}

/** The part that runs a facade function (api/signatures.js), or null for a name that is none. */
export const partOf = (name) => (typeof name === 'string' && Object.hasOwn(PART_OF, name) ? PART_OF[name] : null);

/** {flavour, modules: {part: WebAssembly.Module}}: every part compiled so far, which a worker can be handed
 * (postMessage clones a WebAssembly.Module without compiling it again); null before the first part loads. */
export const compiledCore = () =>
  parts && Object.keys(parts.compiled).length ? { flavour: parts.flavour, modules: { ...parts.compiled } } : null;

/** wasmUrl as a function names each part's file; a plain URL is the core part's (the others stay in wasm/). */
function partUrl(wasmUrl, part) {
  if (typeof wasmUrl === 'function') return partWasmUrl(wasmUrl(part), part);
  return part === 'core' ? wasmUrl : undefined;
}

/** Loads parts on demand: one load per part however many callers ask at once; a failed one may be retried. */
function partLoader({ flavour = flavourFor(BUILT_FLAVOURS), wasmUrl, modules = {}, timeoutMs = LOAD_TIMEOUT_MS, threads = 1, helper }) {
  const twoLanes = threads === 2;
  if (twoLanes && !(flavour === 'relaxed' && lanesCanRun()))
    throw new GramLabError(
      'BAD_ARGUMENT',
      `threads: 2 needs the relaxed flavour (not ${flavour}) and Node or a worker of a cross-origin-isolated page${lanesCanRun() ? '' : ', not this thread'}`,
    );
  const oneLane = MODULES[flavour]; // readLoadOptions accepts only the names of FLAVOURS
  const urlOf = (part) => new URL(partUrl(wasmUrl, part) ?? `./wasm/${oneLane[part].binary}`, import.meta.url);
  // A threads part is always in wasm/ beside this module: wasmUrl names the one-lane build's files.
  const threadsUrl = (part) => new URL(`./wasm/${THREADS_MODULES[part].binary}`, import.meta.url);
  const cores = {}; // part → its running module
  const compiled = {}; // part → its WebAssembly.Module (one-lane parts only: what a worker can be handed)
  const lanes = {}; // part → how many lanes its big loops run on
  const sharing = { helper: true }; // whether two-lane parts hand halves to their helpers now (useLanes)
  const inFlight = new Map(); // part → the promise of its load

  // async: a wasmUrl function's BAD_ARGUMENT (urlOf) rejects inside withTimeout, which then clears its timer.
  const start = async (part, signal) => instantiate(oneLane[part].script, modules[part] ?? compileFrom(urlOf(part), signal));
  // The threads build's part (never the page's one-lane module), its helper started; if any of it fails, the
  // one-lane part instead.
  const startTwoLanes = (part, signal) =>
    instantiate(THREADS_MODULES[part].script, compileFrom(threadsUrl(part), signal), { startHelper: helper ?? startHelper, sharing }).then(
      (started) => ({ ...started, lanes: 2 }),
      () => start(part, signal),
    );

  function loadOne(part) {
    if (cores[part]) return Promise.resolve();
    if (!inFlight.has(part)) {
      const split = twoLanes && THREADS_PARTS.includes(part);
      const started = withTimeout(timeoutMs, (signal) => (split ? startTwoLanes(part, signal) : start(part, signal)))
        .then(({ core, module, lanes: count = 1 }) => {
          requireSameNames({ ...PARTS[part], ...SHARED }, core.coreFunctions());
          cores[part] = core;
          lanes[part] = count;
          if (count === 1) compiled[part] = module;
        })
        .catch((error) => {
          throw loadFailed(error, part);
        })
        .finally(() => inFlight.delete(part));
      inFlight.set(part, started);
    }
    return inFlight.get(part);
  }

  // Every part is tried; the first to fail in the caller's order is the one reported.
  async function load(names) {
    const outcomes = await Promise.allSettled(names.map(loadOne));
    const failed = outcomes.find(({ status }) => status === 'rejected');
    if (failed) throw failed.reason;
  }

  return { flavour, cores, compiled, lanes, sharing, load };
}

/** The facade over whatever parts are loaded; a function whose part is not loaded throws NOT_LOADED. */
function buildFacade({ cores, lanes, sharing, load }) {
  const first = Object.values(cores)[0]; // every part declares the same limits
  const limits = Object.freeze(Object.fromEntries(first.limits().map(({ name, value }) => [name, value])));
  const call = (name, ...args) => callCore(cores[PART_OF[name]], name, args);
  const functions = {};
  for (const [part, signatures] of Object.entries(PARTS))
    for (const [name, run] of Object.entries(coreFunctions(signatures, call, limits)))
      functions[name] = (...args) => {
        if (!cores[part]) throw notLoaded(name, part);
        return run(...args);
      };
  return assemble([
    functions,
    {
      memoryStats: () => sumMemoryStats(Object.values(cores)),
      loadParts: (names) => Promise.resolve().then(() => load(readPartNames(names, PART_NAMES))),
      parts: PART_NAMES,
      partOf,
      lanes: (part) => lanes[readPartNames([part], PART_NAMES)[0]] ?? 0,
      useLanes: (count) => {
        sharing.helper = readThreads(count, 'useLanes') === 2;
      },
      limits,
      errorCodes: ERROR_CODES,
    },
  ]);
}

const notLoaded = (name, part) =>
  new GramLabError('NOT_LOADED', `${name} belongs to the part "${part}", not loaded yet: await gramlab.loadParts(['${part}']) first`, {
    part,
  });

/** Each part has its own memory and heap: the figures are their sums. */
function sumMemoryStats(cores) {
  const total = { heapBytes: 0, allocatedBytes: 0 };
  for (const core of cores) {
    const { heapBytes, allocatedBytes } = callCore(core, 'memoryStats', []);
    total.heapBytes += heapBytes;
    total.allocatedBytes += allocatedBytes;
  }
  return total;
}

/** Runs load(signal); past `ms` (Infinity: never) the signal aborts (a pending fetch stops) and the promise rejects. */
function withTimeout(ms, load) {
  const controller = new AbortController();
  if (ms === Number.POSITIVE_INFINITY) return load(controller.signal); // the caller chose to wait for ever
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new GramLabError('LOAD_FAILED', `no answer within ${durationText(ms)}`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([load(controller.signal), late]).finally(() => clearTimeout(timer));
}

/** A wait as it was asked for: 1 ms is "1 ms", never "0 s"; 1500 ms is "1.5 s". */
const durationText = (ms) => (ms < 1000 ? `${ms} ms` : `${ms / 1000} s`);

/** A short reason for the reader, naming the part; the underlying error (Emscripten's abort text, ENOENT…) stays
 * on `cause`. */
function loadFailed(error, part) {
  if (error instanceof GramLabError && error.code === 'LOAD_FAILED') return Object.assign(error, { part });
  if (error instanceof GramLabError && error.code === 'BAD_ARGUMENT') return error; // the caller's wasmUrl function
  const text = String(error?.message ?? error);
  const reason =
    error?.code === 'ENOENT'
      ? 'the .wasm file is missing'
      : /CompileError|LinkError|magic|wasm validation/i.test(text)
        ? 'the .wasm file is not a valid WebAssembly module'
        : error instanceof TypeError && /fetch|network|import/i.test(text)
          ? 'the network request failed'
          : 'the module did not start';
  return new GramLabError('LOAD_FAILED', `${reason} (part "${part}")`, { cause: error, part });
}

// Emscripten's loader (a URL, not a path: the bundler leaves it as its own file beside the .wasm) and the
// compiled module, fetched at the same time; the loader then instantiates our module.
async function instantiate(script, compiling, hotLoops) {
  const [{ default: createCore }, module] = await Promise.all([import(new URL(`./wasm/${script}`, import.meta.url).href), compiling]);
  return { core: await startCore(createCore, module, hotLoops), module };
}

const inNode = () => typeof process === 'object' && typeof process.versions?.node === 'string';

// Two lanes need a shared memory and a thread that may block in Atomics.wait: Node's, or a worker's of a
// cross-origin-isolated page (a page's own thread may not block; a page that is not isolated has no shared memory).
const lanesCanRun = () =>
  inNode() ||
  (typeof WorkerGlobalScope === 'function' && globalThis instanceof WorkerGlobalScope && globalThis.crossOriginIsolated === true);

/** The module of a threads part's helper lane (a module worker): what loadGramLab's `helper` starts. */
export const HELPER_URL = new URL('./api/hot-loops-helper.js', import.meta.url);

// A threads part's helper lane unless loadGramLab was given `helper`: in node's worker_threads (api/hot-loops.js
// unrefs it: it never keeps the process alive), or in a browser's nested module worker (it ends with this worker).
async function startHelper() {
  if (!inNode()) return new Worker(HELPER_URL, { type: 'module' });
  const { Worker: NodeWorker } = await import('node:worker_threads');
  return new NodeWorker(HELPER_URL);
}

const compileFrom = (url, signal) => readBytes(url, signal).then((bytes) => WebAssembly.compile(bytes));

// Emscripten's loader instantiates our compiled module (its `instantiateWasm` hook) instead of fetching and
// compiling the .wasm itself, with the hot loops a relaxed part carries (api/hot-loops.js; `hotLoops`: its options,
// a threads part's helper); a failed instantiation rejects instead of leaving its promise pending.
function startCore(createCore, wasm, hotLoops = {}) {
  return new Promise((resolve, reject) => {
    const instantiateWasm = (imports, done) => {
      withHotLoops(wasm, imports, hotLoops)
        .then((wired) => WebAssembly.instantiate(wasm, wired))
        .then((instance) => done(instance, wasm), reject);
      return {}; // asynchronous: the exports arrive through done()
    };
    createCore({ instantiateWasm, print: () => {}, printErr: () => {} }).then(resolve, reject);
  });
}

// The bytes to compile: fetched on the web, read from the file under Node (whose fetch cannot read file: URLs).
async function readBytes(url, signal) {
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(url, { signal });
  }
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new GramLabError('LOAD_FAILED', `HTTP ${response.status} for the .wasm file`);
  return new Uint8Array(await response.arrayBuffer());
}
