// Fuzzes the facade: generated hostile inputs for every function in api/signatures.js (a new function is fuzzed
// as soon as it is declared). Each call must return or throw a GramLabError with a known code; after each, two
// known-good calls (the article's S through psdCheck, numpy's default_rng(4).normal(size=(3, 5))) must give
// bit for bit what they gave first, and the module's heap must not keep growing.
// Seeded and bounded by time: GRAMLAB_FUZZ_SECONDS (default 20), GRAMLAB_FUZZ_SEED (default 9). A failure
// names the seed and the call's index, so `GRAMLAB_FUZZ_SEED=… node --test tests/wasm/fuzz.test.mjs` repeats it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';

import * as kinds from '../../dist/src/api/arguments.js';
import { SIGNATURES } from '../../dist/src/api/signatures.js';
import { loadGramLab, reference } from './load.mjs';

const rng = JSON.parse(readFileSync(new URL('../fixtures/rng.json', import.meta.url)));

const SECONDS = Number(process.env.GRAMLAB_FUZZ_SECONDS ?? 20);
const SEED = Number(process.env.GRAMLAB_FUZZ_SEED ?? 9);
const HEAP_GROWTH = 64 * 2 ** 20; // what a run may leave allocated beyond its start: well above any one call's need

// mulberry32: a small seeded generator, so a run can be repeated.
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick, chance: (p) => next() < p };
}

const NUMBERS = [0, -0, 1, -1, 0.5, 2.5, 3, 7, 1e-300, 5e-324, 1e300, 1e308, -1e308, Number.MAX_VALUE, NaN, Infinity, -Infinity];
const SIZES = [-1, 0, 1, 2, 3, 5, 2001, 2 ** 31, 2 ** 32, -(2 ** 31), 2 ** 53, 4e6 + 1, 1e9, 1e308, 2.5, NaN, Infinity];
// Giant values (issues 28, 37): the facade refuses each before copying it, within GIANT_MS of CPU, the module's
// heap unchanged and the JS heap too: these strings are built by joining, so reading any piece of one would
// copy all of it first (+10⁸ bytes), which no refusal may do.
const LONG_STRING = 'r'.repeat(1e8);
const MANY_KEYS = {};
for (let k = 0; k < 1e6; k++) MANY_KEYS[k] = k;
const GIANTS = [LONG_STRING, `dot(x,y)${' '.repeat(1e8)}`, `${'4'.repeat(45e6)}${'5'.repeat(45e6)}`, MANY_KEYS];
const JS_HEAP_GROWTH = 32 * 2 ** 20; // bytes a giant's refusal may leave on the JS heap: a third of one copy
// A full collection, so that what a refusal keeps is told from its garbage (10⁶ keys' Object.keys is 33 MB of
// strings, none of it kept).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');
const jsHeap = () => v8.getHeapStatistics().used_heap_size;
const GIANT_MS = 1500; // CPU: a long string costs nothing, 10⁶ keys one Object.keys (~0.2 s)
// What a part may keep, once, from its first refusal along a path (see the giant-argument check).
const ONE_TIME_BYTES = 64;
// The call throws a GramLabError (the repeat of a refusal).
const expectRefused = (run) => assert.throws(run, (error) => error?.name === 'GramLabError');
const STRINGS = [
  '',
  '5',
  '1001',
  'abc',
  'rbf',
  'clip',
  'nearest',
  'shift',
  'x'.repeat(100000),
  '\u202e1',
  '1e400',
  '__proto__',
  ...GIANTS.slice(0, 3),
];
const KEYS = [
  'seed',
  'n',
  'd',
  'points',
  'gammas',
  'spectrum',
  'a',
  'b',
  'aValues',
  'bValues',
  'vectors',
  'kind',
  'gamma',
  'degree',
  'c',
  'rows',
  'cols',
  'data',
  '__proto__',
  'constructor',
];

// A Float64Array that lies about its length, as a subclass may.
class LyingLength extends Float64Array {
  get length() {
    return 1e9;
  }
}
class NegativeLength extends Float64Array {
  get length() {
    return -5;
  }
}

function hostile(r, depth = 0) {
  const kind = r.int(depth > 2 ? 6 : 16);
  switch (kind) {
    case 0:
      return r.pick(NUMBERS);
    case 1:
      return r.pick(SIZES);
    case 2:
      return r.pick(STRINGS);
    case 3:
      return r.pick([undefined, null, true, false, 0n, 3n, -1n, 2n ** 64n, Symbol('s'), () => 1, ...notPlain()]);
    case 4:
      return smallMatrix(r);
    case 5:
      // biome-ignore lint/suspicious/noSparseArray: holes are what is being tested
      return r.pick([[], [[]], [[], []], [1, 2, 3], [, 1], [[1, , 2]], Object.create(null)]);
    case 6:
      return matrixObject(r);
    case 7:
      return typedArray(r);
    case 8:
      return trap(r);
    case 9:
      return raggedOrHoley(r);
    case 10:
      return deep(r.int(3000));
    case 11:
      return r.chance(0.03) ? MANY_KEYS : randomObject(r, depth);
    case 12:
      return Array.from({ length: r.int(6) }, () => hostile(r, depth + 1));
    case 13: {
      const o = Object.create(null);
      for (const key of KEYS) if (r.chance(0.3)) o[key] = hostile(r, depth + 1);
      return o;
    }
    case 14:
      return { length: r.pick(SIZES), 0: 1 };
    default:
      return r.pick(NUMBERS.map((x) => [[x]]));
  }
}

// Objects that are neither arrays nor plain objects: where a matrix or options are expected, each is refused
// saying what it is.
const notPlain = () => [new Date(0), new Map([[1, 2]]), new Set([1]), /x/, new Number(5), new Float64Array(4), new (class Table {})()];

function smallMatrix(r) {
  const rows = 1 + r.int(6);
  const cols = r.chance(0.7) ? rows : 1 + r.int(6);
  const entry = () => (r.chance(0.85) ? r.next() * 4 - 2 : r.pick([...NUMBERS, '1', null, undefined, 1n, {}]));
  const m = Array.from({ length: rows }, () => Array.from({ length: cols }, entry));
  if (r.chance(0.5)) for (let i = 0; i < rows; i++) for (let j = 0; j < i && j < cols; j++) m[i][j] = m[j]?.[i] ?? m[i][j];
  return m;
}

// Issue 37: symmetric tables whose entries span the whole range of double — 1e±300, subnormals, 1e−170 beside 1,
// thirds that are no short decimal — often rank-deficient, so minors land where no rounding bound decides them.
const WIDE = [1, 1 / 3, -1 / 3, 1e-170, -1e-170, 1e-300 / 7, 1e300 / 3, 5e-324, -5e-324, 1e308, 2.2250738585072014e-308, 0];
function wideMatrix(r) {
  const n = 1 + r.int(r.chance(0.2) ? 12 : 5);
  const x = Array.from({ length: n }, () => r.pick(WIDE) * (r.chance(0.5) ? 1 : r.next()));
  const m = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => x[i] * x[j]));
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) if (r.chance(0.3)) m[i][j] = m[j][i] = r.pick(WIDE) * (r.chance(0.5) ? 1 : -r.next());
  return m;
}

function matrixObject(r) {
  const rows = r.pick([...SIZES, 8000, 11000, 2]);
  const cols = r.pick([...SIZES, 8000, 11000, 2]);
  const data = r.pick([
    new Float64Array(4),
    [1, 0, 0, 1],
    new LyingLength(4),
    new NegativeLength(4),
    'data',
    null,
    [null, '', false, []],
    new Float32Array(4),
  ]);
  return { rows, cols, data };
}

function typedArray(r) {
  const n = r.int(9);
  const fill = (array) => array.map(() => r.pick(NUMBERS));
  return r.pick([
    () => fill(new Float64Array(n)),
    () => new Float32Array(n),
    () => new Int8Array(n),
    () => new BigInt64Array(n),
    () => new LyingLength(n),
    () => new NegativeLength(n),
    () => new Uint8Array(new SharedArrayBuffer(8)),
    () => new DataView(new ArrayBuffer(8)),
  ])();
}

// Caller code that throws or lies while it is read: the core must never run it.
function trap(r) {
  const boom = () => {
    throw new Error('caller code ran');
  };
  return r.pick([
    () =>
      new Proxy(
        [
          [1, 0],
          [0, 1],
        ],
        { get: boom },
      ),
    () => new Proxy({}, { ownKeys: boom }),
    () => new Proxy([], { has: boom, getOwnPropertyDescriptor: boom }),
    () => new Proxy(new Float64Array(4), { get: (t, k) => (k === 'length' ? 1e9 : Reflect.get(t, k)) }),
    () => Object.defineProperty({ rows: 2, cols: 2 }, 'data', { get: boom, enumerable: true }),
    () => Object.defineProperty([[1, 0]], 1, { get: boom, enumerable: true }),
    () => Object.defineProperty({ seed: 4, n: 3 }, 'd', { get: boom, enumerable: true }),
    () => ({ valueOf: boom, toString: boom, [Symbol.toPrimitive]: boom }),
    () => Object.defineProperty([1, 2], 'length', { value: 2, writable: false }),
    () => {
      let calls = 0; // a different length each time it is read
      return new Proxy([1, 2, 3], { get: (t, k) => (k === 'length' ? ++calls : Reflect.get(t, k)) });
    },
  ])();
}

function raggedOrHoley(r) {
  const m = smallMatrix(r);
  if (r.chance(0.5)) m[r.int(m.length)].length += 1 + r.int(3);
  else delete m[r.int(m.length)][0];
  if (r.chance(0.2)) m.length += 2;
  return m;
}

function deep(levels) {
  let v = [1];
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

function randomObject(r, depth) {
  const o = {};
  for (const key of KEYS) if (r.chance(0.3)) o[key] = r.chance(0.5) ? plausible(r, key) : hostile(r, depth + 1);
  return o;
}

// Values that pass the first checks, so hostile neighbours reach the deeper ones. Sizes stay small: a valid call
// must be quick, or the fuzzer would only measure the core.
function plausible(r, key) {
  switch (key) {
    case 'seed':
      return r.pick([0, 4, 2n ** 64n - 1n, 2 ** 53 - 1]);
    case 'n':
    case 'd':
      return 1 + r.int(6);
    case 'points':
      return smallMatrix(r);
    case 'gammas':
    case 'aValues':
    case 'bValues':
      return Array.from({ length: 1 + r.int(4) }, () => r.pick([0.5, 1, 3, -1, 0, 1e308, NaN]));
    case 'kind':
      return r.pick(['rbf', 'linear', 'polynomial', 'sigmoid', 'laplacian', 'cosine']);
    case 'vectors':
    case 'spectrum':
      return r.chance(0.5);
    default:
      return r.pick(NUMBERS);
  }
}

// An argument for a declared kind: usually plausible-then-spoiled, sometimes anything.
function argument(r, kind) {
  if (r.chance(0.35)) return hostile(r);
  if (kind === kinds.matrix) return r.chance(0.3) ? wideMatrix(r) : r.chance(0.5) ? smallMatrix(r) : raggedOrHoley(r);
  if (kind === kinds.numbers) return Array.from({ length: r.int(7) }, () => r.pick(NUMBERS));
  if (kind === kinds.number) return r.pick(NUMBERS);
  if (kind === kinds.count) return r.chance(0.6) ? 1 + r.int(6) : r.pick(SIZES);
  if (kind === kinds.seed) return plausible(r, 'seed');
  if (kind === kinds.name || kind === kinds.expression) return r.pick(STRINGS);
  if (kind === kinds.flag) return r.pick([true, false, undefined]);
  return randomObject(r, 0); // struct, options(…), sourced(…): an object of declared and stray keys
}

// Known-good calls to mutate, so hostile values also reach the checks behind the first ones. A function without
// an entry here is still fuzzed, with generated arguments only.
const S3 = [
  [1, 0.9, 0.2],
  [0.9, 1, 0.9],
  [0.2, 0.9, 1],
];
const WIDE3 = [
  [1, 1e-300 / 7, 1e150 / 3],
  [1e-300 / 7, 5e-324, 1e-170],
  [1e150 / 3, 1e-170, 1e300 / 3],
];
const POINTS = [
  [0, 1],
  [1, 0],
  [2, 2],
];
const BASES = {
  eigenSymmetric: [S3, { vectors: true }],
  psdCheck: [S3],
  repairPSD: [S3, 'clip'],
  reconstructVectors: [
    [
      [2, 1],
      [1, 2],
    ],
  ],
  gramFromVectors: [POINTS],
  quadraticForm: [S3, [1, -1, 1]],
  projectedNorm: [S3, [1, 0, 0]],
  sylvester: [WIDE3],
  principalMinors: [S3],
  negativeDirection: [WIDE3],
  psdVerdict: [WIDE3],
  randomNormal: [4, 3, 5],
  randomUniform: [4, 3, 5],
  kernelMatrix: [POINTS, { kind: 'polynomial', degree: 2, coef0: 1, gamma: 0.5 }],
  gammaSweep: [{ seed: 4, n: 12, d: 3, gammas: [0.5, 1], spectrum: true }],
  sigmoidCheck: [{ seed: 4, n: 12, d: 3, a: 0.5, b: 0.1 }],
  regularizedStats: [[3, 2, 1e-9], 0.1],
  sigmoidMap: [{ seed: 4, n: 8, d: 3, aValues: [0.5, 1], bValues: [0, 0.1] }],
  sigmoidRepair: [{ points: POINTS, a: 0.5, b: 0.1 }, 'shift'],
  memoryStats: [],
};

/** A copy of `value` with one place (an entry, a key, the whole) replaced by a hostile value, or a key added or removed. */
function mutate(r, value, depth = 0) {
  if (depth > 0 && r.chance(0.3)) return hostile(r);
  if (Array.isArray(value) && value.length) {
    const copy = value.map((item) => (Array.isArray(item) ? [...item] : item));
    const i = r.int(copy.length);
    copy[i] = mutate(r, copy[i], depth + 1);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy = { ...value };
    const keys = Object.keys(copy);
    const roll = r.int(4);
    if (roll === 0 && keys.length) delete copy[r.pick(keys)];
    else if (roll === 1) copy[r.pick(KEYS)] = r.chance(0.5) ? plausible(r, 'n') : hostile(r);
    else if (keys.length) {
      const key = r.pick(keys);
      copy[key] = mutate(r, copy[key], depth + 1);
    }
    return copy;
  }
  return hostile(r);
}

/** The call's arguments with one of them mutated. */
function mutateOne(r, args) {
  const copy = [...args];
  if (copy.length) copy[r.int(copy.length)] = mutate(r, copy[r.int(copy.length)], 1);
  return copy;
}

/** Whether a giant value is among the arguments or one level inside them. */
function holdsGiant(args) {
  const inside = (arg) => {
    try {
      return Object.values(arg).some((value) => GIANTS.includes(value));
    } catch {
      return false; // a trap's Proxy: no giant inside
    }
  };
  return args.some((arg) => GIANTS.includes(arg) || (arg !== null && typeof arg === 'object' && arg !== MANY_KEYS && inside(arg)));
}

const cpuMs = (run) => {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
};

/** Every number bit for bit: a result's fingerprint, so "the same" means identical doubles. */
function bits(value) {
  if (typeof value === 'number') return Buffer.from(new Float64Array([value]).buffer).toString('hex');
  if (ArrayBuffer.isView(value))
    return `${value.constructor.name}:${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  if (Array.isArray(value)) return `[${value.map(bits).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${key}:${bits(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

test(`facade fuzz: ${SECONDS} s of hostile calls to every function, each followed by known-good calls`, async () => {
  const g = await loadGramLab();
  const names = Object.keys(SIGNATURES);
  assert.ok(names.length > 0 && names.every((name) => typeof g[name] === 'function'));
  for (const name of Object.keys(BASES)) assert.ok(Object.hasOwn(SIGNATURES, name), `${name} is not a facade function`);
  for (const [name, args] of Object.entries(BASES)) g[name](...args); // the bases are valid calls
  const known = new Set(g.errorCodes);
  const S = reference.small_matrices.S_similarity.matrix;
  const good = () => bits([g.psdCheck(S), g.randomNormal(4, 3, 5)]);
  const expected = good();
  // The known-good calls are independently right: numpy's default_rng(4).normal(size=(3, 5)) and S's eigenvalues.
  const numpy = rng.seeds.find(({ seed }) => seed === '4').normal.slice(0, 15);
  assert.deepEqual(Array.from(g.randomNormal(4, 3, 5).data), numpy);
  assert.deepEqual(
    Array.from(g.psdCheck(S).eigenvalues, (x) => x.toFixed(3)),
    ['-0.177', '0.800', '2.377'],
  );

  const r = generator(SEED);
  const start = g.memoryStats().allocatedBytes;
  let peak = start;
  const counts = Object.fromEntries(names.map((name) => [name, { calls: 0, returned: 0 }]));
  const codes = {};
  const started = performance.now();
  let calls = 0;
  let giants = 0; // refusals of a giant argument
  while (performance.now() - started < SECONDS * 1000) {
    const name = names[calls % names.length];
    const base = BASES[name];
    const args = base && r.chance(0.6) ? mutateOne(r, base) : SIGNATURES[name].map((kind) => argument(r, kind));
    if (r.chance(0.1)) args.push(hostile(r)); // one argument too many
    if (r.chance(0.1)) args.pop(); // or one too few
    const where = `seed ${SEED}, call ${calls}: ${name}`;
    counts[name].calls++;
    const giant = holdsGiant(args);
    const heapBefore = giant ? g.memoryStats() : null;
    const jsHeapBefore = giant ? jsHeap() : 0;
    let thrown = null;
    const ms = cpuMs(() => {
      try {
        g[name](...args);
      } catch (error) {
        thrown = { error };
      }
    });
    if (!thrown) counts[name].returned++;
    else {
      const { error } = thrown;
      assert.equal(error?.name, 'GramLabError', `${where} threw ${String(error?.stack ?? error).slice(0, 2000)}`);
      assert.ok(known.has(error.code), `${where}: unknown code ${error.code}`);
      assert.ok(
        typeof error.message === 'string' && error.message.length > 0 && error.message.length < 400,
        `${where}: message ${String(error.message).slice(0, 200)}…`,
      );
      codes[error.code] = (codes[error.code] ?? 0) + 1;
    }
    if (giant && thrown) {
      // A giant argument the call did not ignore is refused before it is copied: quickly, the heap unchanged. A
      // part's first refusal along a path may keep a few bytes of one-time state (8 were seen, as with
      // limits.test.mjs's warm-up): then the same refusal again must leave the heap exactly as it finds it.
      const after = g.memoryStats();
      if (after.heapBytes !== heapBefore.heapBytes || after.allocatedBytes - heapBefore.allocatedBytes > ONE_TIME_BYTES)
        assert.deepEqual(after, heapBefore, `${where}: refusing a giant argument changed the heap`);
      if (after.allocatedBytes !== heapBefore.allocatedBytes) {
        expectRefused(() => g[name](...args));
        assert.deepEqual(g.memoryStats(), after, `${where}: refusing a giant argument again changed the heap`);
      }
      assert.ok(ms < GIANT_MS, `${where}: refusing a giant argument took ${ms.toFixed(0)} ms of CPU`);
      let jsGrowth = jsHeap() - jsHeapBefore;
      if (jsGrowth >= JS_HEAP_GROWTH) {
        // Past the bound with its garbage: what is left after a collection, and what the same refusal keeps
        // between two collections.
        collectGarbage();
        const kept = jsHeap();
        expectRefused(() => g[name](...args));
        collectGarbage();
        jsGrowth = Math.max(kept - jsHeapBefore, jsHeap() - kept);
      }
      assert.ok(jsGrowth < JS_HEAP_GROWTH, `${where}: refusing a giant argument grew the JS heap by ${jsGrowth} bytes`);
      giants++;
    }
    assert.equal(good(), expected, `${where}: a known-good call changed after it`);
    const allocated = g.memoryStats().allocatedBytes;
    peak = Math.max(peak, allocated);
    assert.ok(allocated - start < HEAP_GROWTH, `${where}: ${allocated - start} bytes still allocated`);
    calls++;
  }
  const seconds = (performance.now() - started) / 1000;
  const end = g.memoryStats().allocatedBytes;
  console.log(
    `# facade fuzz: ${calls} calls in ${seconds.toFixed(1)} s (${(calls / seconds).toFixed(0)} calls/s), seed ${SEED}; ` +
      `heap allocated ${start} → ${end} bytes (peak ${peak})`,
  );
  console.log(`# returned: ${names.map((name) => `${name} ${counts[name].returned}/${counts[name].calls}`).join(', ')}`);
  console.log(`# codes: ${JSON.stringify(codes)}; ${giants} giant arguments refused`);
  assert.ok(calls >= names.length, 'every function was called');
});

// loadGramLab's options, hostile: known keys with values of every type, misspelt keys, giants, objects that are
// not plain. With the facade loaded, every call settles at once: the facade, or BAD_ARGUMENT naming what is wrong.
const LOAD_KEYS = [
  'parts',
  'wasmUrl',
  'flavour',
  'modules',
  'timeoutMs',
  'timeoutMS',
  'wasmURL',
  'part',
  'Flavour',
  '__proto__',
  'constructor',
];

test('loadGramLab fuzz: hostile options settle at once as the facade or BAD_ARGUMENT', async () => {
  const g = await loadGramLab();
  const r = generator(SEED + 1);
  const counts = { loaded: 0, refused: 0 };
  for (let call = 0; call < 400; call++) {
    const options = r.chance(0.1)
      ? hostile(r)
      : Object.fromEntries(LOAD_KEYS.filter(() => r.chance(0.25)).map((key) => [key, r.chance(0.3) ? plausibleLoad(r, key) : hostile(r)]));
    const where = `seed ${SEED + 1}, load call ${call}`;
    const outcome = await Promise.race([
      loadGramLab(options).then(
        (value) => ({ value }),
        (error) => ({ error }),
      ),
      new Promise((resolve) => setTimeout(() => resolve({ hung: true }), 2000)),
    ]);
    assert.ok(!outcome.hung, `${where}: still pending after 2 s`);
    if (outcome.error) {
      assert.equal(outcome.error?.name, 'GramLabError', `${where}: ${String(outcome.error?.stack ?? outcome.error).slice(0, 500)}`);
      assert.equal(outcome.error.code, 'BAD_ARGUMENT', `${where}: ${outcome.error.message}`);
      assert.ok(outcome.error.message.length > 0 && outcome.error.message.length < 400, where);
      counts.refused++;
    } else {
      assert.equal(outcome.value, g, where);
      counts.loaded++;
    }
  }
  console.log(`# load options: ${counts.loaded} returned the facade, ${counts.refused} refused`);
  assert.ok(counts.loaded > 0 && counts.refused > 0);
});

function plausibleLoad(r, key) {
  switch (key) {
    case 'parts':
      return r.pick([['core'], ['learn', 'core'], [], ['core', 'core']]);
    case 'wasmUrl':
      return r.pick(['unused.wasm', new URL('file:///unused.wasm'), () => 'unused.wasm']);
    case 'flavour':
      return r.pick(['relaxed', 'simd', 'scalar']);
    case 'timeoutMs':
      return r.pick([1, 1000, Number.POSITIVE_INFINITY]);
    default:
      return r.pick([1, 'x', {}]);
  }
}
