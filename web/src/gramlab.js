// The only door from the page (or a worker, or Node) into the WASM core.
// `await loadGramLab()` loads the module once and returns plain functions over plain JS values.
import { GramLabError, callCore } from './core-call.js';
import { gammaSweepApi } from './api/gamma-sweep.js';
import { gramApi } from './api/gram.js';
import { kernelsApi } from './api/kernels.js';
import { psdApi } from './api/psd.js';
import { psdRepairApi } from './api/psd-repair.js';
import { randomApi } from './api/random.js';
import { spectrumApi } from './api/spectrum.js';
import { sigmoidApi } from './api/sigmoid.js';
import { diagnosticsApi } from './api/diagnostics.js';
import { sylvesterApi } from './api/sylvester.js';

export { GramLabError };

const apis = [spectrumApi, psdApi, randomApi, kernelsApi, gammaSweepApi, psdRepairApi, gramApi, sylvesterApi, sigmoidApi, diagnosticsApi];

let loading = null;

/**
 * Loads the core once (later calls share the same promise).
 * @param {{wasmUrl?: string|URL}} [options] where the .wasm lives, if not beside this module's wasm/ folder
 */
export function loadGramLab(options = {}) {
  loading ??= instantiate(options).catch((error) => {
    loading = null; // a failed load (network) may be retried
    throw error;
  });
  return loading;
}

async function instantiate({ wasmUrl } = {}) {
  const { default: createCore } = await import('./wasm/gramlab-core.mjs');
  const url = new URL(wasmUrl ?? './wasm/gramlab-core.wasm', import.meta.url);
  const core = await createCore({ wasmBinary: await readBytes(url), print: () => {}, printErr: () => {} });
  const call = (name, ...args) => callCore(core, name, args);
  return Object.freeze(Object.assign({}, ...apis.map((api) => api(call))));
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
