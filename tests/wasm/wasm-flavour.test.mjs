// The builds of the core (relaxed, SIMD and scalar) and the feature tests that choose between them.
import assert from 'node:assert/strict';
import test from 'node:test';

import { compiledCore } from '../../dist/src/gramlab.js';
import { FLAVOURS, flavourFor, relaxedSimdSupported, simdSupported } from '../../dist/src/api/wasm-flavour.js';
import { BUILT_FLAVOURS } from '../../dist/src/wasm/flavours.js';
import { builtFlavours } from '../../scripts/module-lists.mjs';
import { loadGramLab, loadPart, reference, unlessRunnable } from './load.mjs';

// The article's similarity table S and its eigenvalues (tests/fixtures/article.json, from numpy).
const { matrix, eigenvalues_ascending: S_EIGENVALUES } = reference.small_matrices.S_similarity;
const S = { rows: 3, cols: 3, data: Float64Array.from(matrix.flat()) };

test('simdSupported: true on this engine (V8 has had WASM SIMD since Node 16)', () => {
  assert.equal(simdSupported(), true);
});

test('relaxedSimdSupported: exactly where Node runs relaxed SIMD (its flag), and it implies SIMD', () => {
  assert.equal(relaxedSimdSupported(), process.execArgv.includes('--experimental-wasm-relaxed-simd'));
  if (relaxedSimdSupported()) assert.equal(simdSupported(), true);
});

test('flavourFor: the fastest flavour built that the engine validates; the build says which it made', () => {
  assert.deepEqual(FLAVOURS, ['relaxed', 'simd', 'scalar']);
  assert.deepEqual([...BUILT_FLAVOURS].sort(), [...builtFlavours()].sort());
  assert.equal(flavourFor(['simd', 'scalar']), 'simd');
  assert.equal(flavourFor(['scalar']), 'scalar');
  assert.equal(flavourFor(['relaxed', 'simd', 'scalar']), relaxedSimdSupported() ? 'relaxed' : 'simd');
  assert.equal(flavourFor(['relaxed']), relaxedSimdSupported() ? 'relaxed' : 'scalar');
});

test('simdSupported, relaxedSimdSupported: false, never a throw, without WebAssembly or when validate throws', (t) => {
  const original = globalThis.WebAssembly;
  t.after(() => {
    globalThis.WebAssembly = original;
  });
  globalThis.WebAssembly = undefined;
  assert.equal(simdSupported(), false);
  assert.equal(relaxedSimdSupported(), false);
  assert.equal(flavourFor(), 'scalar');
  globalThis.WebAssembly = {
    validate: () => {
      throw new Error('no');
    },
  };
  assert.equal(simdSupported(), false);
  assert.equal(relaxedSimdSupported(), false);
  globalThis.WebAssembly = { validate: () => false }; // an engine without SIMD rejects the probe
  assert.equal(simdSupported(), false);
  assert.equal(flavourFor(), 'scalar');
});

for (const flavour of FLAVOURS) {
  test(`the ${flavour} build: the article's eigenvalues, 1e300 scaling, and bad input as a coded error`, {
    skip: unlessRunnable(flavour),
  }, async () => {
    const core = await loadPart(flavour, 'detail');
    const values = core.eigenSymmetric(S, false).value.values;
    S_EIGENVALUES.forEach((expected, i) => assert.ok(Math.abs(values[i] - expected) <= 1e-15 * 3, `${values[i]} ≉ ${expected}`));
    const huge = { ...S, data: S.data.map((x) => x * 2 ** 997) }; // ~1.3e300, exactly scaled
    core.eigenSymmetric(huge, false).value.values.forEach((x, i) => assert.ok(Math.abs(x / 2 ** 997 - S_EIGENVALUES[i]) <= 1e-15 * 3));
    const nan = { ...S, data: Float64Array.of(1, NaN, 0.2, NaN, 1, 0.9, 0.2, 0.9, 1) };
    assert.equal(core.eigenSymmetric(nan, false).error.code, 'NOT_FINITE');
    assert.equal(core.eigenSymmetric(S, false).value.values.length, 3); // still working
  });
}

test('the facade loads the fastest build the engine runs (relaxed, else SIMD), and only that one', async () => {
  const g = await loadGramLab();
  const values = g.eigenSymmetric(S).values;
  S_EIGENVALUES.forEach((expected, i) => assert.ok(Math.abs(values[i] - expected) <= 1e-15 * 3, `${values[i]} ≉ ${expected}`));
  const { flavour } = compiledCore();
  assert.equal(flavour, flavourFor(BUILT_FLAVOURS));
  // Bit for bit what that build answers.
  const same = (await loadPart(flavour, 'detail')).eigenSymmetric(S, false).value.values;
  assert.deepEqual(Array.from(values), Array.from(same));
});
