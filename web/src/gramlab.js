// The only door from the page (or a worker, or Node) into the WASM core.
// `await loadGramLab()` loads the module once and returns plain functions over plain JS values: one per
// line of api/signatures.js, plus `limits` (the core's size limits) and `errorCodes` (every code).
import { GramLabError, callCore } from './core-call.js';
import { FACADE_ERROR_CODES } from './error-codes.js';
import { CORE_ERROR_CODES } from './wasm/error-codes.js';
import { assemble, coreFunctions, requireSameNames } from './api/assemble.js';
import { SIGNATURES } from './api/signatures.js';
import { describe } from './describe.js';
import { MODULES, simdSupported } from './wasm-flavour.js';

export { GramLabError };

/** Every code the facade can throw, the core's first. */
export const ERROR_CODES = Object.freeze([...CORE_ERROR_CODES, ...FACADE_ERROR_CODES].map(({ name }) => name));

/** How long a load may take (fetch, compile, start) before it fails: a `.wasm` that never arrives must not leave
 * the page at "Loading…". Generous, for a slow connection; a caller may pass its own `timeoutMs`. */
export const LOAD_TIMEOUT_MS = 30000;

let loading = null;
let compiled = null; // the page's compiled module, {flavour, module}, for its workers

/**
 * Loads the core once (later calls share the same promise). Only one build is downloaded: the SIMD one where
 * the engine validates WebAssembly SIMD (every current one), else the scalar one. Every failure (a missing or
 * corrupt file, the network, the timeout) rejects with GramLabError LOAD_FAILED; its `cause` says what went
 * wrong underneath.
 * @param {{wasmUrl?: string|URL, flavour?: 'simd'|'scalar', module?: WebAssembly.Module, timeoutMs?: number}}
 *   [options] wasmUrl: where the .wasm lives, if not beside this module's wasm/ folder; flavour: a build chosen
 *   by the caller instead of by feature detection; module: that build already compiled (a worker gets the
 *   page's, so the .wasm is fetched and compiled once per page); timeoutMs: how long to wait for it
 */
export function loadGramLab(options = {}) {
  loading ??= withTimeout(options.timeoutMs ?? LOAD_TIMEOUT_MS, (signal) => instantiate(options, signal)).catch((error) => {
    loading = null; // a failed load (network) may be retried
    throw loadFailed(error);
  });
  return loading;
}

/** After a successful loadGramLab: {flavour, module}, the compiled core a worker can be handed (postMessage
 * clones a WebAssembly.Module without compiling it again); null before or without one. */
export const compiledCore = () => compiled;

/** Runs load(signal); past `ms` the signal aborts (a pending fetch stops) and the promise rejects. */
function withTimeout(ms, load) {
  const controller = new AbortController();
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new GramLabError('LOAD_FAILED', `no answer within ${Math.round(ms / 1000)} s`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([load(controller.signal), late]).finally(() => clearTimeout(timer));
}

/** A short reason for the reader; the underlying error (Emscripten's abort text, ENOENT…) stays on `cause`. */
function loadFailed(error) {
  if (error instanceof GramLabError && (error.code === 'LOAD_FAILED' || error.code === 'BAD_ARGUMENT')) return error;
  const text = String(error?.message ?? error);
  const reason =
    error?.code === 'ENOENT'
      ? 'the .wasm file is missing'
      : /CompileError|LinkError|magic|wasm validation/i.test(text)
        ? 'the .wasm file is not a valid WebAssembly module'
        : error instanceof TypeError && /fetch|network|import/i.test(text)
          ? 'the network request failed'
          : 'the module did not start';
  return new GramLabError('LOAD_FAILED', reason, { cause: error });
}

async function instantiate({ wasmUrl, flavour = simdSupported() ? 'simd' : 'scalar', module } = {}, signal) {
  const build = MODULES[flavour];
  if (!build) throw new GramLabError('BAD_ARGUMENT', `flavour must be "simd" or "scalar", not ${describe(flavour)}`);
  if (module !== undefined && !(module instanceof WebAssembly.Module)) {
    throw new GramLabError('BAD_ARGUMENT', `module must be a WebAssembly.Module, not ${describe(module)}`);
  }
  const url = new URL(wasmUrl ?? `./wasm/${build.binary}`, import.meta.url);
  const [{ default: createCore }, wasm] = await Promise.all([
    // A URL, not a path: the bundler leaves Emscripten's loader as its own file beside the .wasm.
    import(new URL(`./wasm/${build.script}`, import.meta.url).href),
    module ?? readBytes(url, signal).then((bytes) => WebAssembly.compile(bytes)),
  ]);
  const core = await startCore(createCore, wasm);
  requireSameNames(SIGNATURES, core.coreFunctions());
  compiled = { flavour, module: wasm };
  const limits = Object.freeze(Object.fromEntries(core.limits().map(({ name, value }) => [name, value])));
  const call = (name, ...args) => callCore(core, name, args);
  return assemble([coreFunctions(SIGNATURES, call, limits), { limits, errorCodes: ERROR_CODES }]);
}

// Emscripten's loader instantiates our compiled module (its `instantiateWasm` hook) instead of fetching and
// compiling the .wasm itself; a failed instantiation rejects instead of leaving its promise pending.
function startCore(createCore, wasm) {
  return new Promise((resolve, reject) => {
    const instantiateWasm = (imports, done) => {
      WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm), reject);
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
