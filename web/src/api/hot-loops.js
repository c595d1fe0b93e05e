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
 * @param {WebAssembly.Module} module a part
 * @param {WebAssembly.Imports} imports what Emscripten's loader hands its instantiateWasm hook
 * @returns {Promise<WebAssembly.Imports>}
 */
export async function withHotLoops(module, imports) {
  const [section] = WebAssembly.Module.customSections(module, HOT_LOOPS_SECTION);
  if (!section) return imports;
  const fields = Object.values(imports).flatMap((values) => Object.values(values));
  const memory = fields.find((value) => value instanceof WebAssembly.Memory);
  if (!memory) throw new Error('a part with hot loops must import its memory (-sIMPORTED_MEMORY)');
  const { instance } = await WebAssembly.instantiate(section, { env: { memory } });
  const wired = {};
  for (const [from, values] of Object.entries(imports)) {
    wired[from] = { ...values };
    for (const [name, value] of Object.entries(values)) {
      const loop = typeof value === 'function' && LOOP_STUB.exec(value.name)?.[1];
      if (!loop) continue;
      if (typeof instance.exports[loop] !== 'function') throw new Error(`the hot loops' module has no ${loop}`);
      wired[from][name] = instance.exports[loop];
    }
  }
  return wired;
}
