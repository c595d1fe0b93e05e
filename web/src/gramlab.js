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

let loading = null;

/**
 * Loads the core once (later calls share the same promise). Only one build is downloaded: the SIMD one where
 * the engine validates WebAssembly SIMD (every current one), else the scalar one.
 * @param {{wasmUrl?: string|URL, flavour?: 'simd'|'scalar'}} [options] wasmUrl: where the .wasm lives, if not
 *   beside this module's wasm/ folder; flavour: a build chosen by the caller instead of by feature detection
 */
export function loadGramLab(options = {}) {
  loading ??= instantiate(options).catch((error) => {
    loading = null; // a failed load (network) may be retried
    throw error;
  });
  return loading;
}

async function instantiate({ wasmUrl, flavour = simdSupported() ? 'simd' : 'scalar' } = {}) {
  const build = MODULES[flavour];
  if (!build) throw new GramLabError('BAD_ARGUMENT', `flavour must be "simd" or "scalar", not ${describe(flavour)}`);
  const { default: createCore } = await import(`./wasm/${build.script}`);
  const url = new URL(wasmUrl ?? `./wasm/${build.binary}`, import.meta.url);
  const core = await createCore({ wasmBinary: await readBytes(url), print: () => {}, printErr: () => {} });
  requireSameNames(SIGNATURES, core.coreFunctions());
  const limits = Object.freeze(Object.fromEntries(core.limits().map(({ name, value }) => [name, value])));
  const call = (name, ...args) => callCore(core, name, args);
  return assemble([coreFunctions(SIGNATURES, call, limits), { limits, errorCodes: ERROR_CODES }]);
}

// Emscripten's loader cannot fetch under Node 20, so every environment hands it the bytes.
async function readBytes(url) {
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(url);
  }
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new GramLabError('LOAD_FAILED', `could not load ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
