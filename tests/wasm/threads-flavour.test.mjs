// The threads build (issue 38; docs/architecture.md, "Threads"): the threads parts (detail, kernels; a shared memory, their two big loops split
// between this thread and a helper worker, api/hot-loops-lanes.js) loaded from build/wasm/ by the two-lane bench's loader
// (tests/bench/threads-spike.mjs), held to eigen-accuracy.test.mjs's bounds and numpy's eigenvalues
// (tests/fixtures/eigh_rbf.txt, eigvalsh_rbf.txt). Run: node --experimental-wasm-relaxed-simd --test
// tests/wasm/threads-flavour.test.mjs (after cmake --build build/wasm --target gramlab_wasm_detail_threads
// gramlab_wasm_kernels_threads gramlab_wasm_core_relaxed).
import { existsSync } from 'node:fs';
import { test } from 'node:test';

import { RELAXED_PROBE } from '../../web/src/api/wasm-flavour.js';
import { loadSpike } from '../bench/threads-spike.mjs';
import { assertRandomWithinBounds, assertRbfLikeNumpy } from './eigen-quality.mjs';

const built = ['detail-threads', 'kernels-threads', 'core-relaxed'].every((name) =>
  existsSync(new URL(`../../build/wasm/gramlab-${name}.wasm`, import.meta.url)),
);
const skip =
  (!built && 'the threads parts are not built (build/wasm/gramlab-{detail,kernels}-threads.wasm)') ||
  (!WebAssembly.validate(RELAXED_PROBE) && 'needs node --experimental-wasm-relaxed-simd');

const call = skip ? null : await loadSpike('threads');

test(
  "threads: the article's RBF matrices (n = 300) as orthogonal as numpy's eigh, the residual as small, numpy's eigenvalues",
  {
    skip,
  },
  () => assertRbfLikeNumpy(call),
);

test(
  'threads: random symmetric matrices (edges of every tile and panel, n up to 700), scaled by 2^997 and 2^−830, within n·ε',
  {
    skip,
  },
  () => assertRandomWithinBounds(call, [33, 97, 130, 701]),
);
