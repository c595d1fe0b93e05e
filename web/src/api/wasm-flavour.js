// Which build of the core this engine can run: the SIMD module (WebAssembly 128-bit SIMD, every current
// browser engine) or the scalar one, and the files of each part of it. Pure: no fetch, no compile, only a
// synchronous validation.
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

const files = (name) => Object.freeze({ script: `${name}.mjs`, binary: `${name}.wasm` });

/** File names of every part's two builds, MODULES[flavour][part], in dist/src/wasm/ (written by
 * scripts/assemble-dist.mjs): gramlab-<part>-simd.mjs/.wasm and gramlab-<part>.mjs/.wasm. */
export const MODULES = Object.freeze({
  simd: Object.freeze(Object.fromEntries(Object.keys(PARTS).map((part) => [part, files(`gramlab-${part}-simd`)]))),
  scalar: Object.freeze(Object.fromEntries(Object.keys(PARTS).map((part) => [part, files(`gramlab-${part}`)]))),
});

/** @returns {boolean} whether this engine validates WebAssembly SIMD; false (never a throw) without it. */
export function simdSupported() {
  try {
    return typeof WebAssembly === 'object' && typeof WebAssembly.validate === 'function' && WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}
