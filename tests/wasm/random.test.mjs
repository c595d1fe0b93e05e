import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { FLAVOURS, expectCode, loadBuild, loadGramLab, reference, unlessRunnable } from './load.mjs';

// Oracles: tests/fixtures/rng.json (scripts/gen_rng_fixtures.py, numpy 1.24.2) and the article's reference file.
const fixture = JSON.parse(readFileSync(new URL('../fixtures/rng.json', import.meta.url)));

// Seeds arrive as decimal strings (they reach 2^64 − 1); a Number only while it is exact.
const asBigInt = (text) => BigInt(text);
const asNumberIfSafe = (text) => (Number.isSafeInteger(Number(text)) ? Number(text) : null);

// FNV-1a 64 over the array's bytes, as the fixture's generator computes it (little-endian doubles). The 64-bit
// state is kept as two 32-bit halves so that a million draws hash in milliseconds rather than BigInt seconds:
// h × (2^40 + 0x1b3) mod 2^64 = h·0x1b3 + (lo << 40).
function fnv1a64(values) {
  assert.equal(new Uint8Array(new Uint16Array([1]).buffer)[0], 1, 'this test reads doubles as little-endian bytes');
  const bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (const byte of bytes) {
    lo = (lo ^ byte) >>> 0;
    const low = lo * 0x1b3;
    const carry = Math.floor(low / 2 ** 32);
    hi = (hi * 0x1b3 + carry + lo * 256) % 2 ** 32;
    lo = low % 2 ** 32;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

// numpy's pairwise summation (np.sum of a contiguous float64 array), as tests/core/random/numpy_random.test.cpp has it.
function numpySum(a, start = 0, n = a.length) {
  if (n < 8) {
    let s = 0;
    for (let i = 0; i < n; i++) s += a[start + i];
    return s;
  }
  if (n <= 128) {
    const r = Array.from({ length: 8 }, (_, j) => a[start + j]);
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let j = 0; j < 8; j++) r[j] += a[start + i + j];
    let s = r[0] + r[1] + (r[2] + r[3]) + (r[4] + r[5] + (r[6] + r[7]));
    for (; i < n; i++) s += a[start + i];
    return s;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return numpySum(a, start, half) + numpySum(a, start + half, n - half);
}

test('randomNormal / randomUniform: 20 seeds up to 2^64 − 1, bit for bit (rng.json)', async () => {
  const g = await loadGramLab();
  assert.equal(fixture.seeds.length, 20);
  assert.equal(fixture.seeds.at(-1).seed, '18446744073709551615');
  for (const entry of fixture.seeds) {
    const seeds = [asBigInt(entry.seed), asNumberIfSafe(entry.seed)].filter((seed) => seed !== null);
    for (const seed of seeds) {
      const normal = g.randomNormal(seed, 4, 4);
      assert.equal(normal.rows, 4);
      assert.equal(normal.cols, 4);
      assert.ok(normal.data instanceof Float64Array);
      // deepStrictEqual compares with Object.is: every double, −0 included, must be numpy's.
      assert.deepEqual(Array.from(normal.data), entry.normal, `normal, seed ${entry.seed}`);
      assert.deepEqual(Array.from(g.randomUniform(seed, 2, 4).data), entry.uniform, `uniform, seed ${entry.seed}`);
    }
  }
});

test('randomNormal: a million draws per seed match numpy (FNV-1a of the bytes, sum, strided draws, the tail)', async () => {
  const g = await loadGramLab();
  for (const run of fixture.long_runs) {
    const { data } = g.randomNormal(BigInt(run.seed), 1, run.n);
    assert.equal(data.length, run.n);
    assert.equal(fnv1a64(data), run.fnv1a64, `hash, seed ${run.seed}`);
    let sum = 0;
    for (const x of data) sum += x; // the fixture's plain left-to-right sum
    assert.equal(sum, run.sum);
    run.strided.forEach((x, k) => assert.equal(data[k * run.stride], x));
    const tail = [];
    data.forEach((x, i) => Math.abs(x) > run.tail_threshold && tail.push([i, x]));
    assert.deepEqual(tail, run.tail, `ziggurat tail draws, seed ${run.seed}`);
  }
});

// The facade runs one flavour per process (scripts/test.sh runs this file under Node's relaxed-SIMD flag too); each
// build's own parts are loaded here, so every flavour built is held to numpy's streams in both passes it runs in.
for (const flavour of FLAVOURS) {
  test(`the ${flavour} build: the seeds' draws and a million per long run, numpy's bit for bit`, {
    skip: unlessRunnable(flavour),
  }, async () => {
    const call = await loadBuild(flavour);
    for (const entry of fixture.seeds) {
      assert.deepEqual(Array.from(call('randomNormal', entry.seed, 4, 4).data), entry.normal, `normal, seed ${entry.seed}`);
      assert.deepEqual(Array.from(call('randomUniform', entry.seed, 2, 4).data), entry.uniform, `uniform, seed ${entry.seed}`);
    }
    for (const run of fixture.long_runs)
      assert.equal(fnv1a64(call('randomNormal', run.seed, 1, run.n).data), run.fnv1a64, `seed ${run.seed}`);
  });
}

test("the article's reference: rng_vectors, Z = default_rng(4).normal(size=(300, 5)) and its numpy sum", async () => {
  const g = await loadGramLab();
  for (const [seed, vectors] of Object.entries(reference.rng_vectors)) {
    assert.deepEqual(Array.from(g.randomNormal(Number(seed), 1, 16).data), vectors.normal_first_16);
    assert.deepEqual(Array.from(g.randomUniform(Number(seed), 1, 4).data), vectors.random_first_4);
  }
  const z = g.randomNormal(4, 300, 5);
  assert.deepEqual(Array.from(z.data.subarray(0, 15)), reference.Z_seed4_first_rows.flat());
  // numpy's Z.sum() is pairwise over the C-order buffer, which is exactly our row-major data: same bits.
  assert.equal(numpySum(z.data), reference.Z_seed4_sum);
});

test('seeds: Numbers while exact, BigInts to 2^64 − 1; everything else is BAD_ARGUMENT', async () => {
  const g = await loadGramLab();
  assert.deepEqual(g.randomNormal(2 ** 53 - 1, 1, 3), g.randomNormal(2n ** 53n - 1n, 1, 3));
  const bad = [-1, -1n, 2 ** 53, 2 ** 64, 2n ** 64n, 1.5, NaN, Infinity, 'abc', '4', null, undefined, {}, [4]];
  for (const seed of bad) {
    const error = expectCode(assert, () => g.randomNormal(seed, 1, 1), 'BAD_ARGUMENT');
    assert.match(error.message, /seed/);
  }
  expectCode(assert, () => g.randomUniform(2n ** 64n, 1, 1), 'BAD_ARGUMENT');
  assert.equal(g.randomNormal(0, 1, 1).data[0], fixture.seeds[0].normal[0]); // still works
});

test('random sizes: whole numbers within 4 000 000 draws', async () => {
  const g = await loadGramLab();
  const empty = g.randomNormal(1, 0, 5);
  assert.deepEqual([empty.rows, empty.cols, empty.data.length], [0, 5, 0]);
  for (const [rows, cols] of [
    [-1, 5],
    [1.5, 2],
    [2, '3'],
    [2, undefined],
  ])
    expectCode(assert, () => g.randomNormal(1, rows, cols), 'BAD_ARGUMENT');
  for (const [rows, cols] of [
    [2001, 2001],
    [1e6, 1e6],
    [1e300, 1],
  ])
    expectCode(assert, () => g.randomNormal(1, rows, cols), 'TOO_LARGE');
  // Not a number of rows at all: NOT_FINITE, as documented (docs/api.md, "Values").
  for (const [rows, cols] of [
    [NaN, 2],
    [2, Infinity],
  ])
    expectCode(assert, () => g.randomNormal(1, rows, cols), 'NOT_FINITE');
  assert.equal(g.randomUniform(4, 1, 1).data[0], reference.rng_vectors['4'].random_first_4[0]);
});
