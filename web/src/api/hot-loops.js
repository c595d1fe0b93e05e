// The relaxed flavour's hot loops (docs/architecture.md, "The relaxed flavour"): a small module built by clang-19
// with relaxed SIMD, carried in each relaxed part's .wasm as a custom section. It imports the part's memory and
// exports the loops the part imports, so the part's calls go straight from one WebAssembly instance to the
// other, with no JavaScript between them. A part without the section (the SIMD and scalar flavours) is
// instantiated as it is.
import { HOT_LOOPS_SECTION } from './wasm-flavour.js';

// Emscripten minifies the names a part imports (the memory, its library's functions), but names its stub for a C
// function the link left undefined `_` + that function's name, a hot loop's being gramlab_… (hot_loops.hpp).
const LOOP_STUB = /^_(gramlab_\w+)$/;

/**
 * The imports to instantiate `module` with: Emscripten's, and where the part carries hot loops, those loops
 * instantiated on the part's memory (which growth keeps: both see it grown) in place of Emscripten's stubs.
 * A threads part (its memory shared) given `startHelper` runs its big loops on two lanes: the helper worker it
 * starts serves one half of each call (api/hot-loops-lanes.js); a helper that fails or is not ready within
 * HELPER_READY_MS rejects, and the caller loads the one-lane part instead. `sharing.helper`, read at each call, may
 * turn the helper off and on (api/hot-loops-lanes.js).
 * @param {WebAssembly.Module} module a part
 * @param {WebAssembly.Imports} imports what Emscripten's loader hands its instantiateWasm hook
 * @param {{section?: BufferSource, startHelper?: () => Promise<HelperEnd>|HelperEnd, sharing?: {helper: boolean}}} [options]
 *   section: the hot loops' module when the part does not carry it; startHelper: starts api/hot-loops-helper.js as
 *   a worker (node's worker_threads or a browser's Worker) and gives it, or a MessagePort to it, for a threads
 *   part only
 * @returns {Promise<WebAssembly.Imports>}
 */
export async function withHotLoops(module, imports, { section: given, startHelper, sharing } = {}) {
  const section = given ?? WebAssembly.Module.customSections(module, HOT_LOOPS_SECTION)[0];
  if (!section) return imports;
  const fields = Object.values(imports).flatMap((values) => Object.values(values));
  const memory = fields.find((value) => value instanceof WebAssembly.Memory);
  if (!memory) throw new Error('a part with hot loops must import its memory (-sIMPORTED_MEMORY)');
  const loopsModule = await WebAssembly.compile(section);
  const instance = await WebAssembly.instantiate(loopsModule, { env: { memory } });
  let lanes = {};
  if (startHelper) {
    if (!(typeof SharedArrayBuffer === 'function' && memory.buffer instanceof SharedArrayBuffer))
      throw new Error('two lanes need the part to import a shared memory (the threads build)');
    lanes = await startLanes(loopsModule, memory, instance.exports, startHelper, sharing);
  }
  const wired = {};
  for (const [from, values] of Object.entries(imports)) {
    wired[from] = { ...values };
    for (const [name, value] of Object.entries(values)) {
      const loop = typeof value === 'function' && LOOP_STUB.exec(value.name)?.[1];
      if (!loop) continue;
      if (typeof instance.exports[loop] !== 'function') throw new Error(`the hot loops' module has no ${loop}`);
      wired[from][name] = lanes[loop] ?? instance.exports[loop];
    }
  }
  return wired;
}

/** @typedef {Worker | MessagePort | import('node:worker_threads').Worker | import('node:worker_threads').MessagePort} HelperEnd */

/** How long the helper worker may take to start (its module, its instance) before the part runs on one lane. */
export const HELPER_READY_MS = 5000;

// A helper that did not start: a worker is ended, a port to one closed (its worker ends with the worker that asked).
const end = (helper) => (typeof helper?.terminate === 'function' ? helper.terminate() : helper?.close?.());

// The helper lane: started, handed the hot loops' module, the shared memory and a control block, and waited for
// until its instance is made; it is never waited on by the process (node: unref).
async function startLanes(loopsModule, memory, loops, startHelper, sharing) {
  // Imported here: the page's bundle keeps it out of the first visit (a chunk of its own).
  const { CONTROL_BYTES, twoLaneLoops } = await import('./hot-loops-lanes.js');
  const helper = await startHelper();
  const control = new SharedArrayBuffer(CONTROL_BYTES);
  let timer;
  try {
    await new Promise((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the helper lane did not start within ${HELPER_READY_MS / 1000} s`)), HELPER_READY_MS);
      const onMessage = (event) => (event?.data ?? event) === 'ready' && resolve();
      const onError = (event) => reject(event instanceof Error ? event : new Error(event?.message || 'the helper lane failed'));
      if (typeof helper.once === 'function') {
        helper.on('message', onMessage);
        helper.once('error', onError);
      } else {
        helper.addEventListener('message', onMessage);
        helper.addEventListener('error', onError, { once: true });
        helper.start?.(); // a MessagePort delivers nothing until started
      }
      helper.postMessage({ module: loopsModule, memory, control });
    });
  } catch (error) {
    end(helper);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  helper.unref?.();
  return twoLaneLoops(control, loops, memory, sharing);
}
