// Which build of the core this engine can run — the relaxed one (WebAssembly SIMD and its relaxed
// multiply-add: Chrome/Edge 114+, Firefox 146+, Node 20 with --experimental-wasm-relaxed-simd), the SIMD one
// (128-bit SIMD, every current browser engine) or the scalar one — and the files of each part of it. Pure: no
// fetch, no compile, only synchronous validations.
import { PARTS } from './signatures.js';

/** The smallest module that needs SIMD: one function () → v128 whose body is `i32.const 0; i8x16.splat` (index.html's
 * inline script validates it too, scripts/first-visit-preloads.mjs). */
export const SIMD_PROBE = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00, // "\0asm", version 1
  0x01,
  0x05,
  0x01,
  0x60,
  0x00,
  0x01,
  0x7b, // type section: () → v128
  0x03,
  0x02,
  0x01,
  0x00, // function section: one function of type 0
  0x0a,
  0x08,
  0x01,
  0x06,
  0x00,
  0x41,
  0x00,
  0xfd,
  0x0f,
  0x0b, // code: no locals, i32.const 0, i8x16.splat, end
]);

/** The smallest module that needs relaxed SIMD: one function () → v128 whose body is three `i32.const 0;
 * i8x16.splat` and `f64x2.relaxed_madd` (0xfd 0x87 0x02, the standard opcode). */
export const RELAXED_PROBE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
  ...[0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b], // type section: () → v128
  ...[0x03, 0x02, 0x01, 0x00], // function section: one function of type 0
  ...[0x0a, 0x13, 0x01, 0x11, 0x00], // code section: one body of 17 bytes, no locals
  ...[0x41, 0x00, 0xfd, 0x0f, 0x41, 0x00, 0xfd, 0x0f, 0x41, 0x00, 0xfd, 0x0f], // three i32.const 0, i8x16.splat
  ...[0xfd, 0x87, 0x02, 0x0b], // f64x2.relaxed_madd, end
]);

/** The flavours, the fastest first: the facade loads the first one this engine validates and the build made. */
export const FLAVOURS = Object.freeze(['relaxed', 'simd', 'scalar']);

/** The custom section of a relaxed part's .wasm that holds its hot loops' module (api/hot-loops.js). */
export const HOT_LOOPS_SECTION = 'gramlab.hot_loops';

const files = (name) => Object.freeze({ script: `${name}.mjs`, binary: `${name}.wasm` });
const partFiles = (suffix) =>
  Object.freeze(Object.fromEntries(Object.keys(PARTS).map((part) => [part, files(`gramlab-${part}${suffix}`)])));

/** File names of every part's three builds, MODULES[flavour][part], in dist/src/wasm/ (written by
 * scripts/assemble-dist.mjs): gramlab-<part>-relaxed.mjs/.wasm, gramlab-<part>-simd.mjs/.wasm and
 * gramlab-<part>.mjs/.wasm. */
export const MODULES = Object.freeze({ relaxed: partFiles('-relaxed'), simd: partFiles('-simd'), scalar: partFiles('') });

/** The parts that run the eigensolver, which the threads build makes (docs/architecture.md, "Threads"): the relaxed
 * flavour with a shared memory, loaded in their place under loadGramLab's `threads: 2`. */
export const THREADS_PARTS = Object.freeze(['detail', 'kernels']);

/** File names of the threads build's parts: gramlab-<part>-threads.mjs/.wasm (the .wasm carrying its hot loops, linked
 * for a shared memory, as a relaxed part carries its own). */
export const THREADS_MODULES = Object.freeze(Object.fromEntries(THREADS_PARTS.map((part) => [part, files(`gramlab-${part}-threads`)])));

const validates = (probe) => {
  try {
    return typeof WebAssembly === 'object' && typeof WebAssembly.validate === 'function' && WebAssembly.validate(probe);
  } catch {
    return false;
  }
};

/** @returns {boolean} whether this engine validates WebAssembly SIMD; false (never a throw) without it. */
export const simdSupported = () => validates(SIMD_PROBE);

/** @returns {boolean} whether this engine validates relaxed SIMD's standard f64x2.relaxed_madd (Node 20 only with
 * --experimental-wasm-relaxed-simd), and so SIMD, which the probe uses too; false (never a throw) without it. */
export const relaxedSimdSupported = () => validates(RELAXED_PROBE);

/** The probe each flavour's engine must validate, in FLAVOURS' order (null: any engine runs it). */
export const PROBES = Object.freeze({ relaxed: RELAXED_PROBE, simd: SIMD_PROBE, scalar: null });

/** The fastest of `built` (FLAVOURS by default) this engine runs; the scalar flavour when it runs none of them. */
export function flavourFor(built = FLAVOURS) {
  return FLAVOURS.find((flavour) => built.includes(flavour) && (!PROBES[flavour] || validates(PROBES[flavour]))) ?? 'scalar';
}
