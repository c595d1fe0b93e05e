// The two lanes' hand-over (web/src/api/hot-loops-lanes.js) with counting stand-ins for the hot loops: every
// column of every split call is done exactly once, whether the helper claimed its half or this thread took it
// back, and with no helper at all every call still finishes here at once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';

import { CONTROL_BYTES, PRODUCT_TILE, twoLaneLoops } from '../../web/src/api/hot-loops-lanes.js';
import { countingLoops } from './fixtures/counting-loops.mjs';

const DATA = 1024; // byte offset of the counted columns (doubles 0 and 1 count the lanes' halves); 64 KiB holds 4096 past it

// Calls each split loop `calls` times on sizes past the split thresholds; returns the lanes' half counts.
function run(wired, memory, calls) {
  const f64 = new Float64Array(memory.buffer);
  const check = (count, at, what) => {
    for (let c = 0; c < count; c++) assert.equal(f64[at(c)], 1, `${what}: column ${c}`);
    f64.fill(0, DATA / 8, DATA / 8 + 4096);
  };
  for (let i = 0; i < calls; i++) {
    const groups = 128 + (i % 7);
    wired.gramlab_rank2k_tiles(DATA, 0, 0, groups, 16, 0, 0);
    check(groups, (c) => DATA / 8 + c, 'rank-2k');
    const cols = 64 + (i % 5);
    wired.gramlab_product_tiles(128, cols, 256, 1, 0, 0, DATA, 3, 0);
    check(cols, (j) => DATA / 8 + 3 * j, 'product');
    const g1 = 100 + (i % 9);
    // padded doubles of xy: the helper's y sits 2·padded doubles on, inside the cleared range.
    wired.gramlab_symmetric_groups(0, 4 * g1, 0, g1, DATA);
    check(g1, (g) => DATA / 8 + 8 * g + 2, 'symmetric');
    const len = 1100 + (i % 3); // × 31 columns: past the panel products' split threshold, odd lengths too
    wired.gramlab_subtract_panel_products(DATA, len, 0, 0, 0, 0, 0, 0, 31);
    check(len, (r) => DATA / 8 + r, 'subtract');
    wired.gramlab_transposed_panel_products(0, len, 0, 0, 0, 0, 31, DATA, 0);
    check(31, (j) => DATA / 8 + j, 'transposed');
  }
  return [f64[0], f64[1]];
}

const sharedMemory = () => new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true });

test('no helper serves the block: every call does both halves here, at once', () => {
  const memory = sharedMemory();
  const wired = twoLaneLoops(new SharedArrayBuffer(CONTROL_BYTES), countingLoops(memory, 0), memory);
  const started = performance.now();
  const [here, helper] = run(wired, memory, 50);
  assert.equal(helper, 0);
  assert.equal(here, 50 * 5 * 2);
  assert.ok(performance.now() - started < 5000);
});

// A helper serving a fresh control block on the memory; ended with the test.
async function servingHelper(t, memory) {
  const control = new SharedArrayBuffer(CONTROL_BYTES);
  const helper = new Worker(new URL('./fixtures/counting-helper.mjs', import.meta.url));
  t.after(() => helper.terminate());
  await new Promise((resolve) => {
    helper.once('message', resolve);
    helper.postMessage({ memory, control });
  });
  return control;
}

test('a helper serves the block: every column once, whichever lane ran each half', async (t) => {
  const memory = sharedMemory();
  const control = await servingHelper(t, memory);
  const [here, helped] = run(twoLaneLoops(control, countingLoops(memory, 0), memory), memory, 300);
  assert.equal(here + helped, 300 * 5 * 2);
  assert.ok(helped > 0, 'the helper ran some halves');
  t.diagnostic(`halves run here ${here}, by the helper ${helped}`);
});

test('told to use one lane, this thread runs both halves of every call, the helper none; told two, it helps again', async (t) => {
  const memory = sharedMemory();
  const control = await servingHelper(t, memory);
  const sharing = { helper: false };
  const wired = twoLaneLoops(control, countingLoops(memory, 0), memory, sharing);
  assert.deepEqual(run(wired, memory, 100), [100 * 5 * 2, 0]);
  sharing.helper = true;
  const [here, helped] = run(wired, memory, 300);
  assert.equal(here + helped, 100 * 5 * 2 + 300 * 5 * 2, 'the counts go on from the first 100 calls');
  assert.ok(helped > 0, 'the helper ran some halves again');
});

test("the product splits on the core's tile: whole slivers of kTileCols, the second half on the second edge tile", () => {
  const header = readFileSync(new URL('../../core/include/gramlab/linear_algebra/hot_loops.hpp', import.meta.url), 'utf8');
  const constant = (name) => Number(header.match(new RegExp(`constexpr Index ${name} = (\\d+);`))?.[1]);
  assert.deepEqual(PRODUCT_TILE, { rows: constant('kTileRows'), cols: constant('kTileCols') });
  assert.match(header, /kEdgeScratch = 2 \* kTileRows \* kTileCols;/, 'the caller gives two edge tiles, one per lane');
  const memory = sharedMemory();
  const calls = [];
  const loops = { ...countingLoops(memory, 0), gramlab_product_tiles: (...args) => calls.push(args) };
  const [rows, cols, depth, ldc, edge] = [128, 67, 256, 3, 512];
  twoLaneLoops(new SharedArrayBuffer(CONTROL_BYTES), loops, memory).gramlab_product_tiles(rows, cols, depth, 1, 0, 0, DATA, ldc, edge);
  const [first, second] = calls.sort((a, b) => a[8] - b[8]);
  const half = first[1];
  assert.equal(half % PRODUCT_TILE.cols, 0, 'the first half is whole slivers');
  assert.equal(half + second[1], cols);
  const secondEdge = edge + 8 * PRODUCT_TILE.rows * PRODUCT_TILE.cols;
  assert.deepEqual(second, [rows, cols - half, depth, 1, 0, 8 * half * depth, DATA + 8 * half * ldc, ldc, secondEdge]);
});
