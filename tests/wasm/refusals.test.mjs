// Hostile input refused from what it is (issue 37): a string of 9·10⁷ characters where a matrix, a seed or a
// number is expected is refused from its length (the JS heap keeps its size: it used to be copied whole, +86 MB);
// a Date, a Map or a Float64Array given as a matrix is refused saying what a matrix must be (it used to read
// "rows must be a whole number ≥ 0, not undefined"); loadGramLab refuses an option it does not know and a
// wasmUrl or flavour of the wrong type before loading anything.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import v8 from 'node:v8';

import { expectCode, loadGramLab } from './load.mjs';

const g = await loadGramLab();

/** A fresh string of 9·10⁷ characters, as JS builds one by joining: nothing copies it until a piece is read. */
const huge = () => `${'r'.repeat(45e6)}${'s'.repeat(45e6)}`;
const heapMB = () => v8.getHeapStatistics().used_heap_size / 2 ** 20;
/** Far below the 86 MB a copy of the string takes (one byte a character), far above the heap's noise. */
const GROWTH_MB = 20;

test('a 9·10⁷-character string where a matrix, a seed, a number or a list is expected is refused from its length', () => {
  const calls = {
    psdCheck: (s) => g.psdCheck(s),
    sylvester: (s) => g.sylvester(s),
    'kernelMatrix points': (s) => g.kernelMatrix(s, { kind: 'linear' }),
    'randomNormal seed': (s) => g.randomNormal(s, 2, 2),
    'gammaSweep seed': (s) => g.gammaSweep({ seed: s, n: 4, d: 2, gammas: [1] }),
    'gammaSweep points': (s) => g.gammaSweep({ points: s, gammas: [1] }),
    'kernelRidge points': (s) => g.kernelRidge({ points: s, targets: [1], lambda: 1, kernel: { kind: 'rbf' } }),
    'svmDual seed': (s) => g.svmDual({ points: [[0], [1]], labels: [1, -1], C: 1, kernel: { kind: 'rbf' }, seed: s }),
    'quadraticForm c': (s) => g.quadraticForm([[1]], s),
    'rbfSeries x': (s) => g.rbfSeries(s, 1, 1, 3),
    'elliptopeSurface steps': (s) => g.elliptopeSurface(s),
    'rbfFeatures featureSeed': (s) => g.rbfFeatures({ method: 'fourier', seed: 4, n: 3, d: 2, featureSeed: s }),
  };
  for (const [what, call] of Object.entries(calls)) {
    const s = huge();
    const before = heapMB();
    const error = expectCode(assert, () => call(s), 'BAD_ARGUMENT');
    const grown = heapMB() - before;
    assert.ok(grown < GROWTH_MB, `${what}: the heap grew by ${grown.toFixed(1)} MB refusing it`);
    assert.match(error.message, /a string of 90000000 characters/, what);
    assert.equal(s.length, 9e7); // s stays alive until the heap was measured
  }
});

test('a Date, a Map, a Set, a RegExp or a Float64Array given as a matrix is refused saying what a matrix must be', () => {
  const odd = [
    [new Date(0), 'a Date'],
    [new Map([[1, 2]]), 'a Map'],
    [new Set([1]), 'a Set'],
    [/x/, 'a RegExp'],
    [new Float64Array(4), 'a Float64Array'],
    [new (class Table {})(), 'a Table'],
  ];
  for (const [value, name] of odd)
    for (const call of [
      () => g.psdCheck(value),
      () => g.sylvester(value),
      () => g.kernelMatrix(value, { kind: 'linear' }),
      () => g.gammaSweep({ points: value, gammas: [1] }),
      () => g.kernelRidge({ points: value, targets: [1], lambda: 1, kernel: { kind: 'rbf' } }),
    ]) {
      const { message } = expectCode(assert, call, 'BAD_ARGUMENT');
      assert.match(message, /must be nested arrays or a plain object \{rows, cols, data\}/, name);
      assert.ok(message.includes(`not ${name}`), message);
      assert.doesNotMatch(message, /undefined/);
    }
  // A typed array holds the entries but not the shape: the message says where they go, and there they are a matrix.
  assert.match(expectCode(assert, () => g.psdCheck(new Float64Array(4)), 'BAD_ARGUMENT').message, /give it as data, with rows and cols/);
  const { eigenvalues } = g.psdCheck({ rows: 2, cols: 2, data: new Float64Array([2, 1, 1, 2]) }); // 2 ∓ 1
  assert.deepEqual(
    Array.from(eigenvalues, (x) => x.toFixed(12)),
    ['1.000000000000', '3.000000000000'],
  );
});

test('loadGramLab: an unknown option is refused naming the known ones, before anything loads', async () => {
  for (const options of [{ timeoutMS: 1 }, { parts: ['core'], wasmURL: 'x.wasm' }, { part: ['core'] }]) {
    const [unknown] = Object.keys(options).filter((key) => key !== 'parts');
    await assert.rejects(loadGramLab(options), (error) => {
      assert.equal(error.code, 'BAD_ARGUMENT');
      assert.ok(error.message.includes(`unknown option "${unknown}"`), error.message);
      assert.match(error.message, /parts, wasmUrl, flavour, modules, timeoutMs/);
      return true;
    });
  }
});

test('loadGramLab: a wasmUrl that is no URL and a flavour that is neither build are BAD_ARGUMENT, not a failed load', async () => {
  for (const [wasmUrl, name] of [
    [5, '5'],
    [{}, 'an object'],
    [null, 'null'],
    [true, 'true'],
    [['x.wasm'], 'an array'],
    [new Date(0), 'a Date'],
  ])
    await assert.rejects(loadGramLab({ wasmUrl }), (error) => {
      assert.equal(error.code, 'BAD_ARGUMENT', error.message);
      assert.ok(error.message.startsWith('wasmUrl must be a URL'), error.message);
      assert.ok(error.message.endsWith(`not ${name}`), error.message);
      return true;
    });
  for (const flavour of ['toString', '__proto__', 'SIMD', 5, null])
    await assert.rejects(
      loadGramLab({ flavour }),
      (error) => error.code === 'BAD_ARGUMENT' && /^flavour must be "relaxed", "simd" or "scalar"/.test(error.message),
    );
  // The right types pass: the facade loaded already comes back.
  assert.equal(await loadGramLab({ wasmUrl: new URL('./wasm/unused.wasm', import.meta.url), timeoutMs: 1000 }), g);
  assert.equal(await loadGramLab({ wasmUrl: () => 'unused.wasm' }), g);
});
