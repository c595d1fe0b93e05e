// The two builds of the core (SIMD and scalar) and the feature test that chooses between them.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';

import { MODULES, simdSupported } from '../../dist/src/api/wasm-flavour.js';
import { loadGramLab, reference, unlessBuilt } from './load.mjs';

const WASM_DIR = new URL('../../dist/src/wasm/', import.meta.url);

async function loadBuild({ script, binary }) {
  const { default: create } = await import(new URL(script, WASM_DIR));
  return create({ wasmBinary: await readFile(new URL(binary, WASM_DIR)), print: () => {}, printErr: () => {} });
}

// The article's similarity table S and its eigenvalues (tests/fixtures/article.json, from numpy).
const { matrix, eigenvalues_ascending: S_EIGENVALUES } = reference.small_matrices.S_similarity;
const S = { rows: 3, cols: 3, data: Float64Array.from(matrix.flat()) };

test('simdSupported: true on this engine (V8 has had WASM SIMD since Node 16)', () => {
  assert.equal(simdSupported(), true);
});

test('simdSupported: false, never a throw, without WebAssembly or when validate throws', (t) => {
  const original = globalThis.WebAssembly;
  t.after(() => {
    globalThis.WebAssembly = original;
  });
  globalThis.WebAssembly = undefined;
  assert.equal(simdSupported(), false);
  globalThis.WebAssembly = {
    validate: () => {
      throw new Error('no');
    },
  };
  assert.equal(simdSupported(), false);
  globalThis.WebAssembly = { validate: () => false }; // an engine without SIMD rejects the probe
  assert.equal(simdSupported(), false);
});

for (const flavour of ['simd', 'scalar']) {
  test(`the ${flavour} build: the article's eigenvalues, 1e300 scaling, and bad input as a coded error`, {
    skip: unlessBuilt(flavour),
  }, async () => {
    const core = await loadBuild(MODULES[flavour].detail);
    const values = core.eigenSymmetric(S, false).value.values;
    S_EIGENVALUES.forEach((expected, i) => assert.ok(Math.abs(values[i] - expected) <= 1e-15 * 3, `${values[i]} ≉ ${expected}`));
    const huge = { ...S, data: S.data.map((x) => x * 2 ** 997) }; // ~1.3e300, exactly scaled
    core.eigenSymmetric(huge, false).value.values.forEach((x, i) => assert.ok(Math.abs(x / 2 ** 997 - S_EIGENVALUES[i]) <= 1e-15 * 3));
    const nan = { ...S, data: Float64Array.of(1, NaN, 0.2, NaN, 1, 0.9, 0.2, 0.9, 1) };
    assert.equal(core.eigenSymmetric(nan, false).error.code, 'NOT_FINITE');
    assert.equal(core.eigenSymmetric(S, false).value.values.length, 3); // still working
  });
}

test('the facade loads the SIMD build where the engine has SIMD, and only that one', async () => {
  const g = await loadGramLab();
  const values = g.eigenSymmetric(S).values;
  S_EIGENVALUES.forEach((expected, i) => assert.ok(Math.abs(values[i] - expected) <= 1e-15 * 3, `${values[i]} ≉ ${expected}`));
  // Bit for bit what the SIMD build answers.
  const simd = (await loadBuild(MODULES.simd.detail)).eigenSymmetric(S, false).value.values;
  assert.deepEqual(Array.from(values), Array.from(simd));
});
