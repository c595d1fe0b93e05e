// The interface declared once and inputs copied before the core reads them: option keys,
// hostile arguments, sizes checked before the heap grows, the lists the module exports, the d.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { GramLabError, close, expectCode, loadGramLab } from './load.mjs';
import { declaredMembers } from './declared-members.mjs';
import { assemble, requireSameNames } from '../../dist/src/api/assemble.js';
import { ERROR_CODES } from '../../dist/src/gramlab.js';
import { LIMITS } from '../../dist/src/wasm/limits.js';
import ko from '../../dist/src/i18n/ko/common.js';
import en from '../../dist/src/i18n/en/common.js';

// The article's S (not PSD); here only that its results are the same before and after hostile calls matters.
const S = [
  [1, 0.9, 0.2],
  [0.9, 1, 0.9],
  [0.2, 0.9, 1],
];

test('an option key the function does not know is BAD_ARGUMENT naming it; absent keys keep the defaults', async () => {
  const g = await loadGramLab();
  assert.match(expectCode(assert, () => g.kernelMatrix([[0], [1]], { kind: 'rbf', gama: 2 }), 'BAD_ARGUMENT').message, /"gama"/);
  assert.match(expectCode(assert, () => g.eigenSymmetric(S, { vector: true }), 'BAD_ARGUMENT').message, /"vector"/);
  assert.match(expectCode(assert, () => g.gammaSweep({ seed: 4, n: 5, d: 2, gammas: [1], gamma: 2 }), 'BAD_ARGUMENT').message, /"gamma"/);
  assert.match(expectCode(assert, () => g.sigmoidCheck({ points: [[1]], a: 1, b: 0, c: 3 }), 'BAD_ARGUMENT').message, /"c"/);
  assert.match(expectCode(assert, () => g.sigmoidCheck({ points: [[1]], a: 1, b: 0, toString: 3 }), 'BAD_ARGUMENT').message, /"toString"/);
  // RBF with the default γ = 1 on points 0 and 1: exp(−1) off the diagonal.
  assert.equal(g.kernelMatrix([[0], [1]], { kind: 'rbf' }).data[1], Math.exp(-1));
  // γ = 0.5 given: exp(−0.5).
  assert.equal(g.kernelMatrix([[0], [1]], { kind: 'rbf', gamma: 0.5 }).data[1], Math.exp(-0.5));
  // Polynomial defaults (coef0 1, degree 2) on x·y = 2·3: (1 + 6)² = 49.
  assert.equal(g.kernelMatrix([[2], [3]], { kind: 'polynomial' }).data[1], 49);
});

test('a getter that throws while an argument is read: GramLabError, no leak, the module answers bit for bit', async () => {
  const g = await loadGramLab();
  const before = g.psdCheck(S);
  const allocated = g.memoryStats().allocatedBytes;
  const boom = () => {
    throw new Error('boom');
  };
  const hostile = [
    () =>
      g.psdCheck({
        rows: 3,
        cols: 3,
        get data() {
          return boom();
        },
      }),
    () =>
      g.psdCheck([[1, 0.9, 0.2], new Proxy([0.9, 1, 0.9], { get: (row, key) => (key === 'length' ? boom() : row[key]) }), [0.2, 0.9, 1]]),
    () => g.psdCheck(new Proxy(S, { get: boom })),
    () =>
      g.kernelMatrix([[0], [1]], {
        kind: 'rbf',
        get gamma() {
          return boom();
        },
      }),
    () =>
      g.gammaSweep({
        seed: 4,
        n: 10,
        d: 2,
        get gammas() {
          return boom();
        },
      }),
    () =>
      g.sigmoidMap({
        get points() {
          return boom();
        },
        aValues: [1],
        bValues: [0],
      }),
    () => g.quadraticForm(S, new Proxy([1, 2, 3], { get: boom })),
  ];
  for (let round = 0; round < 100; round++)
    for (const call of hostile) {
      const error = expectCode(assert, call, 'BAD_ARGUMENT');
      assert.ok(error instanceof GramLabError);
    }
  assert.equal(g.memoryStats().allocatedBytes, allocated);
  const after = g.psdCheck(S);
  assert.deepEqual(after, before);
});

test('every property and length of an argument is read exactly once, in JavaScript', async () => {
  const g = await loadGramLab();
  const reads = {};
  const counted = (target) =>
    new Proxy(target, {
      get(object, key) {
        if (typeof key === 'string') reads[key] = (reads[key] ?? 0) + 1;
        return object[key];
      },
    });
  const data = counted([4, 1, 1, 3]);
  const result = g.psdCheck(counted({ rows: 2, cols: 2, data }));
  // [[4, 1], [1, 3]]: λ = (7 ± √5)/2, both positive.
  assert.equal(result.isPSD, true);
  close(result.eigenvalues[0], (7 - Math.sqrt(5)) / 2, 1e-15);
  assert.deepEqual(reads, { rows: 1, cols: 1, data: 1, length: 1, 0: 1, 1: 1, 2: 1, 3: 1 });
});

test('a Float64Array subclass that lies about its length is read by its real length', async () => {
  const g = await loadGramLab();
  class Lying extends Float64Array {
    get length() {
      return 1e9;
    }
  }
  const lying = g.psdCheck({ rows: 3, cols: 3, data: Lying.from(S.flat()) });
  assert.deepEqual(lying, g.psdCheck(S));
});

test('a Float64Array is read through its real buffer, offset and length, and left as it was', async () => {
  const g = await loadGramLab();
  // S's nine entries in the middle of a larger buffer, in a subclass whose getters lie about all three.
  const buffer = new ArrayBuffer(8 * 13);
  new Float64Array(buffer, 8 * 2, 9).set(S.flat());
  class Lying extends Float64Array {
    get buffer() {
      return new ArrayBuffer(8 * 9);
    }
    get byteOffset() {
      return 0;
    }
    get length() {
      return 9;
    }
  }
  const data = new Lying(buffer, 8 * 2, 9);
  const before = Array.from(new Float64Array(buffer));
  const { values, vectors } = g.eigenSymmetric({ rows: 3, cols: 3, data }, { vectors: true });
  assert.deepEqual({ values, vectors }, g.eigenSymmetric(S, { vectors: true }));
  // The core undoes a transpose in its own copy; an asymmetric matrix is refused without a write to the caller's.
  const asymmetric = new Float64Array([1, 2, 3, 4]);
  expectCode(assert, () => g.eigenSymmetric({ rows: 2, cols: 2, data: asymmetric }), 'NOT_SYMMETRIC');
  assert.deepEqual(Array.from(asymmetric), [1, 2, 3, 4]);
  assert.deepEqual(Array.from(new Float64Array(buffer)), before);
});

test('a Float64Array changed or detached by a later argument’s getter: what its memory holds then, or BAD_ARGUMENT', async () => {
  const g = await loadGramLab();
  const reference = Array.from(g.eigenSymmetric(S).values);
  const data = Float64Array.from(S.flat());
  const scaled = g.eigenSymmetric(
    { rows: 3, cols: 3, data },
    {
      get vectors() {
        data.forEach((x, k) => {
          data[k] = 2 * x;
        });
        return false;
      },
    },
  );
  // Doubling is exact, and so is every step of the solver on the doubled matrix.
  assert.deepEqual(
    Array.from(scaled.values),
    reference.map((x) => 2 * x),
  );
  const detached = Float64Array.from(S.flat());
  const call = () =>
    g.eigenSymmetric(
      { rows: 3, cols: 3, data: detached },
      {
        get vectors() {
          structuredClone(detached.buffer, { transfer: [detached.buffer] });
          return false;
        },
      },
    );
  expectCode(assert, call, 'BAD_ARGUMENT');
  assert.deepEqual(Array.from(g.eigenSymmetric(S).values), reference);
});

test('sizes are checked before anything is copied: 8000² and 11000² are TOO_LARGE and the heap does not grow', async () => {
  const g = await loadGramLab();
  const { heapBytes } = g.memoryStats();
  // Sparse arrays: nothing to read if the size check comes first (a hole read first would be NOT_A_NUMBER).
  const flat = (n) => ({ rows: n, cols: n, data: new Array(n * n) });
  const row = new Array(8000).fill(0);
  const nested = Array.from({ length: 8000 }, () => row);
  for (const input of [flat(8000), flat(11000), nested])
    for (const call of [() => g.psdCheck(input), () => g.eigenSymmetric(input), () => g.gramFromVectors(input)])
      expectCode(assert, call, 'TOO_LARGE');
  assert.equal(g.memoryStats().heapBytes, heapBytes);
});

test('sizes of 2³¹ and past are TOO_LARGE with the number given', async () => {
  const g = await loadGramLab();
  const big = 2 ** 31;
  const sparse = [];
  sparse.length = big;
  for (const call of [
    () => g.randomNormal(1, big, 1),
    () => g.randomUniform(1, 1, 2 ** 40),
    () => g.gammaSweep({ seed: 1, n: big, d: 2, gammas: [1] }),
    () => g.psdCheck({ rows: big, cols: 1, data: [] }),
    () => g.psdCheck(sparse),
    () => g.regularizedStats(sparse, 0),
  ]) {
    const message = expectCode(assert, call, 'TOO_LARGE').message;
    assert.match(message, /2147483648|1099511627776/);
  }
});

test('{rows, cols, data} takes numbers only, as nested arrays do', async () => {
  const g = await loadGramLab();
  for (const entry of [null, '', false, [], '5', undefined, {}, Symbol('x'), Object.create(null), 1n]) {
    expectCode(assert, () => g.psdCheck({ rows: 1, cols: 1, data: [entry] }), 'NOT_A_NUMBER');
    expectCode(assert, () => g.psdCheck([[entry]]), 'NOT_A_NUMBER');
    expectCode(assert, () => g.quadraticForm([[1]], [entry]), 'NOT_A_NUMBER');
  }
  const withHole = new Array(2);
  withHole[0] = 1;
  const holed = expectCode(assert, () => g.psdCheck({ rows: 1, cols: 2, data: withHole }), 'NOT_A_NUMBER');
  assert.deepEqual([holed.row, holed.col], [0, 1]);
  for (const bad of [
    { rows: 1, cols: 1, data: '5' },
    { rows: '1', cols: 1, data: [1] },
    { rows: 1, cols: 1.5, data: [1] },
    { rows: -1, cols: 1, data: [] },
    { rows: 2, cols: 2, data: [1, 2, 3] },
    { rows: 1, cols: 1, data: new Int32Array([1]) },
    { rows: 1, cols: 1 },
    Object.create(null),
  ])
    expectCode(assert, () => g.psdCheck(bad), 'BAD_ARGUMENT');
  assert.equal(g.psdCheck({ rows: 1, cols: 1, data: [4] }).minEigenvalue, 4);
});

test('null, Symbols and null-prototype values give GramLabError, never a TypeError', async () => {
  const g = await loadGramLab();
  const calls = [
    () => g.eigenSymmetric(S, null),
    () => g.eigenSymmetric(S, { vectors: 1 }),
    () => g.eigenSymmetric(S, Symbol('options')),
    () => g.psdCheck(Symbol('m')),
    () => g.psdCheck(null),
    () => g.randomNormal(Symbol('seed'), 1, 1),
    () => g.randomNormal(1, Symbol('rows'), 1),
    () => g.repairPSD(S, Symbol('clip')),
    () => g.kernelMatrix(S, { kind: Symbol('rbf') }),
    () => g.kernelMatrix(S, { kind: 'rbf', gamma: Object.create(null) }),
    () => g.gammaSweep({ seed: Symbol('4'), n: 3, d: 2, gammas: [1] }),
    () => g.gammaSweep(Object.assign(Object.create(null), { seed: 4, n: 3, d: 2, gammas: [Symbol('γ')] })),
    () => g.sigmoidCheck({ seed: 4, n: Object.create(null), d: 2, a: 1, b: 0 }),
  ];
  for (const call of calls) {
    let caught;
    try {
      call();
    } catch (error) {
      caught = error;
    }
    assert.ok(caught instanceof GramLabError, `${caught}`);
    assert.ok(['BAD_ARGUMENT', 'NOT_A_NUMBER'].includes(caught.code), caught.message);
  }
  // A null-prototype options object is a plain options object.
  const options = Object.assign(Object.create(null), { vectors: true });
  assert.equal(g.eigenSymmetric(S, options).vectors.rows, 3);
});

test('assembling the facade: an export name given twice is an error', () => {
  assert.throws(
    () => assemble([{ psdCheck: () => 1 }, { psdCheck: () => 2 }]),
    (error) => error.code === 'INTERNAL' && /psdCheck/.test(error.message),
  );
  assert.deepEqual(Object.keys(assemble([{ a: 1 }, { b: 2 }])), ['a', 'b']);
});

test('a module function without a signature, or a signature without a function, stops the facade loading', () => {
  assert.throws(() => requireSameNames({ psdCheck: [] }, ['psdCheck', 'newThing']), /undeclared newThing/);
  assert.throws(() => requireSameNames({ psdCheck: [], gone: [] }, ['psdCheck']), /unexported gone/);
  requireSameNames({ psdCheck: [] }, ['psdCheck']);
});

test("every error code, the core's and the facade's, has a Korean and an English message", async () => {
  const g = await loadGramLab();
  assert.deepEqual(g.errorCodes, ERROR_CODES);
  for (const code of [
    'EMPTY',
    'TOO_LARGE',
    'OVERFLOW',
    'OUT_OF_MEMORY',
    'INTERNAL',
    'RAGGED',
    'NOT_A_NUMBER',
    'LOAD_FAILED',
    'WORKER_FAILED',
    'CANCELLED',
  ])
    assert.ok(ERROR_CODES.includes(code), code);
  assert.equal(new Set(ERROR_CODES).size, ERROR_CODES.length);
  for (const code of ERROR_CODES) {
    assert.ok(ko[`error.${code}`]?.length > 0, `ko error.${code}`);
    assert.ok(en[`error.${code}`]?.length > 0, `en error.${code}`);
    assert.notEqual(ko[`error.${code}`], en[`error.${code}`], `error.${code} is translated`);
  }
  // Every code the page's modules throw by name is in the list.
  const sources = ['api/core-call.js', 'api/matrix.js', 'gramlab.js', 'runtime/worker-client.js', 'api/arguments.js', 'api/assemble.js'];
  for (const file of sources)
    for (const [, code] of readFileSync(new URL(`../../web/src/${file}`, import.meta.url), 'utf8').matchAll(/GramLabError\('([A-Z_]+)'/g))
      assert.ok(ERROR_CODES.includes(code), `${file} throws ${code}`);
});

test('limits: one frozen object, the same from the facade and from dist/src/wasm/limits.js', async () => {
  const g = await loadGramLab();
  assert.ok(Object.isFrozen(g.limits) && Object.isFrozen(LIMITS));
  assert.deepEqual({ ...g.limits }, { ...LIMITS });
  for (const key of [
    'maxMatrixOrder',
    'maxPoints',
    'maxDimension',
    'maxPrincipalMinorOrder',
    'maxSylvesterOrder',
    'maxGammas',
    'maxPolynomialDegree',
    'maxSigmoidMapSide',
    'maxSigmoidMapPoints',
    'maxSigmoidMapWork',
    'maxRandomDraws',
    'maxExactFractionDigits',
  ])
    assert.equal(typeof g.limits[key], 'number', key);
  // The facade's size check reads them: one past the largest order is refused before the core runs.
  const n = g.limits.maxMatrixOrder + 1;
  expectCode(assert, () => g.psdCheck({ rows: n, cols: n, data: new Array(n * n) }), 'TOO_LARGE');
  // And the core's own: Sylvester's order (12 in the docs) + 1.
  const identity = (k) => Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => Number(i === j)));
  assert.equal(g.sylvester(identity(g.limits.maxSylvesterOrder)).positiveDefinite, true);
  expectCode(assert, () => g.sylvester(identity(g.limits.maxSylvesterOrder + 1)), 'TOO_LARGE');
});

test("gramlab.d.ts declares exactly the facade's exported names", async () => {
  const g = await loadGramLab();
  const members = declaredMembers(readFileSync(new URL('../../web/src/gramlab.d.ts', import.meta.url), 'utf8')).map(({ name }) => name);
  assert.deepEqual(members.sort(), Object.keys(g).sort());
});

test('docs/api.md: the error-code, limits and parts tables are what the module and facade declare', async () => {
  const { syncedApiDoc } = await import('../../scripts/sync-api-doc.mjs');
  const text = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  assert.equal(text, await syncedApiDoc(text), 'run node scripts/sync-api-doc.mjs');
});

test('gramlab.d.ts: Limits has one member per limit of the module, PartName one name per part', async () => {
  const { syncedTypes } = await import('../../scripts/sync-api-doc.mjs');
  const text = readFileSync(new URL('../../web/src/gramlab.d.ts', import.meta.url), 'utf8');
  assert.equal(text, await syncedTypes(text), 'run node scripts/sync-api-doc.mjs');
});
