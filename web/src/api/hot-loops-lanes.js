// Two lanes for a threads part (issue 38; docs/architecture.md, "Threads"): a threads part's memory is shared, and
// its hot loops' module (linked with --shared-memory) runs twice on it — in the part's thread and in one helper
// worker. The big loops (the rank-2k update's tiles, the packed product's tiles, the symmetric matrix-vector
// product's groups, the panel's narrow products) are wired to functions that split each call in two independent
// halves. This thread posts one half on a small control block, runs its own, then claims the posted half if the
// helper has not: whoever wins the claim (one compare-and-swap) runs it. So a helper that is slow to wake, busy or
// gone costs at most the posted half run here; this thread waits only for a half the helper has claimed, and for
// at most CLAIMED_HALF_MS. Told to run on one lane (`sharing.helper` false: the page runs several workers at once
// on a machine without a core for each one's helper), this thread posts nothing and runs both halves itself, the
// same sums in the same order: the same digits either way. The hot loops use no stack and hold no data
// (check-object.cmake), so the two instances share nothing but the pointers they are handed; the product's second
// lane has its own edge scratch (hot_loops.hpp, kEdgeScratch).

/** The control block's Int32 fields: the job posted, the job claimed, the job done, the operation, its arguments. */
const POSTED = 0;
const CLAIMED = 1;
const DONE = 2;
const OP = 3;
const ARGS = 4;
/** Operations. */
const OP_RANK2K = 1;
const OP_PRODUCT = 2;
const OP_SYMMETRIC = 3;
const OP_SUBTRACT = 4;
const OP_TRANSPOSED = 5;
/** The control block: 16 Int32 fields, then the product's α as a Float64 at byte 64. */
export const CONTROL_BYTES = 72;
const ALPHA_BYTE = 64;

/** How long the helper spins on the control block before it sleeps in Atomics.wait (iterations of Atomics.load). */
const SPINS = 1 << 16;

/** The longest this thread waits for a half the helper claimed. The largest half (a rank-2k panel at n = 2000)
 * takes about 0.1 s; past this the helper is taken for gone: the call throws and later calls run on one lane. */
export const CLAIMED_HALF_MS = 10000;

/** Below this many multiply-adds a call is not split: the hand-over (a few µs) would cost more than it saves. At
 * 2^18, with 24 groups below, eigenvalues at n = 100, 200 and 300 took 2×, 1.28× and 1.11× one lane's time; at 2^20,
 * n = 300 still swung to 1.3× (its rank-2k tiles split). */
const MIN_SPLIT_WORK = 1 << 21;

/** The packed product's micro-tile: kTileRows × kTileCols of core/include/gramlab/linear_algebra/hot_loops.hpp
 * (tests/unit/hot-loops-lanes.test.mjs reads them there). The second lane takes whole slivers of kTileCols columns
 * and the second of the caller's two edge tiles of scratch. */
export const PRODUCT_TILE = { rows: 8, cols: 2 };
const EDGE_BYTES = 8 * PRODUCT_TILE.rows * PRODUCT_TILE.cols;

/** The symmetric matrix-vector product is split from this many groups of four columns (a trailing block of 400). */
const MIN_SPLIT_GROUPS = 100;

/** The panel's narrow products (len × cols, cols < the panel's 32 columns) are split from this many entries. */
const MIN_SPLIT_PANEL = 1 << 15;

// A Float64Array on `memory`'s current buffer (a shared memory's buffer is a new object once it grows).
const doublesOf = (memory) => {
  let view = new Float64Array(memory.buffer);
  return () => {
    if (view.length * 8 !== memory.buffer.byteLength) view = new Float64Array(memory.buffer);
    return view;
  };
};

// The interleaved scratch xy holds row pairs as x, x, y, y (interleaved_layout.hpp); rows from 4·g on start at
// 8·g. The second lane's copy (2·padded doubles on) takes x from the first and starts its y at zero.
function laneScratch(f64, xy, padded, from) {
  const own = xy / 8;
  const lane = own + 2 * padded;
  for (let o = 8 * from; o < 2 * padded; o += 4) {
    f64[lane + o] = f64[own + o];
    f64[lane + o + 1] = f64[own + o + 1];
    f64[lane + o + 2] = 0;
    f64[lane + o + 3] = 0;
  }
}

// Runs the half posted on `fields` with `loops`, in whichever lane claimed it. The symmetric product's half adds
// into a y of its own (the lane scratch), which the poster adds into its y: the same sums in the same order
// whoever ran it, so a result never depends on which lane won the claim.
function runHalf(fields, alpha, loops, doubles) {
  const a = fields.subarray(ARGS, ARGS + 9);
  const op = fields[OP];
  if (op === OP_RANK2K) loops.gramlab_rank2k_columns(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
  else if (op === OP_PRODUCT) loops.gramlab_product_tiles(a[0], a[1], a[2], alpha[0], a[3], a[4], a[5], a[6], a[7]);
  else if (op === OP_SYMMETRIC) {
    laneScratch(doubles(), a[4], a[1], a[2]);
    loops.gramlab_symmetric_groups(a[0], a[1], a[2], a[3], a[4] + 16 * a[1]);
  } else if (op === OP_SUBTRACT) loops.gramlab_subtract_panel_products(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
  else if (op === OP_TRANSPOSED) loops.gramlab_transposed_panel_products(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
}

/**
 * The helper's side: claims and runs the halves posted on `control` with `loops` (its own instance's exports), for
 * as long as its worker lives (it ends with the thread that started it: node unrefs it; a browser ends a nested
 * worker with its parent).
 * @param {SharedArrayBuffer} control
 * @param {Record<string, Function>} loops
 * @param {WebAssembly.Memory} memory the part's shared memory
 */
export function serveLanes(control, loops, memory) {
  const doubles = doublesOf(memory);
  const fields = new Int32Array(control, 0, 16);
  const alpha = new Float64Array(control, ALPHA_BYTE, 1);
  let seen = Atomics.load(fields, POSTED);
  for (;;) {
    for (let spins = 0; Atomics.load(fields, POSTED) === seen; )
      if (++spins > SPINS) {
        Atomics.wait(fields, POSTED, seen);
        spins = 0;
      }
    seen = Atomics.load(fields, POSTED);
    if (Atomics.compareExchange(fields, CLAIMED, seen - 1, seen) !== seen - 1) continue; // this thread took it
    runHalf(fields, alpha, loops, doubles);
    Atomics.store(fields, DONE, seen);
    Atomics.notify(fields, DONE);
  }
}

// This thread's end of the control block: post(op, args, α) writes a half there and, while `sharing.helper`, hands
// it over; finish() after this thread's own half runs the half here if it was not handed over or the helper has not
// claimed it, else waits for the helper to finish it (a helper that does not within CLAIMED_HALF_MS is taken for
// gone: the call throws, and `alone` is true from then on).
function poster(control, loops, doubles, sharing) {
  const fields = new Int32Array(control, 0, 16);
  const alpha = new Float64Array(control, ALPHA_BYTE, 1);
  let posted = Atomics.load(fields, POSTED);
  let handed = false; // whether the half written last was handed over
  const lane = { alone: false, doubles };
  lane.post = (op, args, a = 0) => {
    fields[OP] = op;
    fields.set(args, ARGS);
    alpha[0] = a;
    handed = sharing.helper;
    if (!handed) return;
    Atomics.store(fields, POSTED, ++posted);
    Atomics.notify(fields, POSTED);
  };
  lane.finish = () => {
    if (!handed || Atomics.compareExchange(fields, CLAIMED, posted - 1, posted) === posted - 1) {
      runHalf(fields, alpha, loops, doubles);
      return;
    }
    const deadline = Date.now() + CLAIMED_HALF_MS;
    for (let done = Atomics.load(fields, DONE); done !== posted; done = Atomics.load(fields, DONE)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        lane.alone = true;
        throw new Error(`the helper lane did not finish its half within ${CLAIMED_HALF_MS / 1000} s`);
      }
      Atomics.wait(fields, DONE, done, left);
    }
  };
  return lane;
}

// The rank-2k update's tiles: columns 0 … q − 1 of the triangle hold (1 − 1/√2)·groups of its columns and half
// its tiles; q … groups − 1 are posted.
const splitRank2k = (lane, columns) => (data, padded, first, groups, depth, rows, coefficients) => {
  const q = Math.round(groups * (1 - Math.SQRT1_2));
  if (lane.alone || groups * groups * depth * 8 < MIN_SPLIT_WORK || q < 1) {
    columns(data, padded, first, groups, depth, rows, coefficients, 0, groups);
    return;
  }
  lane.post(OP_RANK2K, [data, padded, first, groups, depth, rows, coefficients, q, groups]);
  columns(data, padded, first, groups, depth, rows, coefficients, 0, q);
  lane.finish();
};

// The packed product's tiles: C's columns in two halves of whole slivers (B̃'s slivers are depth × kTileCols doubles
// each), the posted half with the second edge scratch.
const splitProduct = (lane, tiles) => (rows, cols, depth, a, packedA, packedB, c, ldc, edge) => {
  const sliver = PRODUCT_TILE.cols;
  const half = sliver * Math.ceil(cols / (2 * sliver));
  if (lane.alone || rows * cols * depth < MIN_SPLIT_WORK || half >= cols) {
    tiles(rows, cols, depth, a, packedA, packedB, c, ldc, edge);
    return;
  }
  lane.post(OP_PRODUCT, [rows, cols - half, depth, packedA, packedB + 8 * half * depth, c + 8 * half * ldc, ldc, edge + EDGE_BYTES], a);
  tiles(rows, half, depth, a, packedA, packedB, c, ldc, edge);
  lane.finish();
};

// The symmetric matrix-vector product: group g reads x and adds into y from row 4g down. Groups g0 … m − 1 (the
// longer columns, half the work) here; m … g1 − 1 posted, added into a y of their own (from row 4m on), then into ours.
const splitSymmetric = (lane, groupsOf) => (data, padded, g0, g1, xy) => {
  const m = g1 - Math.round((g1 - g0) * Math.SQRT1_2);
  if (lane.alone || g1 - g0 < MIN_SPLIT_GROUPS || m <= g0 || m >= g1) {
    groupsOf(data, padded, g0, g1, xy);
    return;
  }
  lane.post(OP_SYMMETRIC, [data, padded, m, g1, xy]);
  groupsOf(data, padded, g0, m, xy);
  lane.finish();
  const f64 = lane.doubles();
  const own = xy / 8;
  const second = own + 2 * padded;
  for (let o = 8 * m + 2; o < 2 * padded; o += 4) {
    f64[own + o] += f64[second + o];
    f64[own + o + 1] += f64[second + o + 1];
  }
};

// y −= A·s + B·t: rows 0 … h − 1 here, h … len − 1 posted, h even (the loop's pairs of rows, and its one odd row
// last, are the same rows either way: each y entry is the same sum, bit for bit).
const splitSubtract = (lane, subtract) => (y, len, a, lda, s, b, ldb, t, cols) => {
  const h = 2 * Math.floor(len / 4);
  if (lane.alone || len * cols < MIN_SPLIT_PANEL || h < 2) {
    subtract(y, len, a, lda, s, b, ldb, t, cols);
    return;
  }
  lane.post(OP_SUBTRACT, [y + 8 * h, len - h, a + 8 * h, lda, s, b + 8 * h, ldb, t, cols]);
  subtract(y, h, a, lda, s, b, ldb, t, cols);
  lane.finish();
};

// s = Aᵀ·x, t = Bᵀ·x: columns 0 … c − 1 here, c … cols − 1 posted, c even (the loop's pairs of columns: each entry is
// the same sum, bit for bit).
const splitTransposed = (lane, transposed) => (x, len, a, lda, b, ldb, cols, s, t) => {
  const c = 2 * Math.floor(cols / 4);
  if (lane.alone || len * cols < MIN_SPLIT_PANEL || c < 2) {
    transposed(x, len, a, lda, b, ldb, cols, s, t);
    return;
  }
  lane.post(OP_TRANSPOSED, [x, len, a + 8 * c * lda, lda, b + 8 * c * ldb, ldb, cols - c, s + 8 * c, t + 8 * c]);
  transposed(x, len, a, lda, b, ldb, c, s, t);
  lane.finish();
};

/**
 * This thread's side: the big loops' replacements, each splitting its call with the helper serving `control`.
 * @param {SharedArrayBuffer} control
 * @param {Record<string, Function>} loops this thread's instance of the hot loops
 * @param {WebAssembly.Memory} memory the part's shared memory
 * @param {{helper: boolean}} [sharing] read at each call: false runs both halves here (the same digits)
 * @returns {Record<string, Function>} replacements for the hot loops' imports that split (the five above), where
 *   `loops` has what they split
 */
export function twoLaneLoops(control, loops, memory, sharing = { helper: true }) {
  const lane = poster(control, loops, doublesOf(memory), sharing);
  const wired = {};
  if (loops.gramlab_rank2k_columns) wired.gramlab_rank2k_tiles = splitRank2k(lane, loops.gramlab_rank2k_columns);
  if (loops.gramlab_product_tiles) wired.gramlab_product_tiles = splitProduct(lane, loops.gramlab_product_tiles);
  if (loops.gramlab_symmetric_groups) wired.gramlab_symmetric_groups = splitSymmetric(lane, loops.gramlab_symmetric_groups);
  if (loops.gramlab_subtract_panel_products)
    wired.gramlab_subtract_panel_products = splitSubtract(lane, loops.gramlab_subtract_panel_products);
  if (loops.gramlab_transposed_panel_products)
    wired.gramlab_transposed_panel_products = splitTransposed(lane, loops.gramlab_transposed_panel_products);
  return wired;
}
