// How close the packed product (the eigenvectors' and the reduction's dense half) runs to this engine's ceiling,
// in the SIMD flavour and in the relaxed one (tests/bench/run.mjs --eigen prints both; docs/performance.md reads
// them). WebAssembly SIMD has no fused multiply-add: its ceiling is a loop of f64x2 multiplies and adds
// (tests/bench/product_ceiling.cpp); the relaxed flavour's is a loop of f64x2.relaxed_madd, built by clang-19
// (tests/bench/madd_ceiling.cpp). The relaxed product is Emscripten's module with the hot loops wired in as the
// facade wires a part's (web/src/api/hot-loops.js). Medians of seven, after V8 has optimised each.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { withHotLoops } from '../../dist/src/api/hot-loops.js';
import { HOT_LOOPS_SECTION, relaxedSimdSupported } from '../../dist/src/api/wasm-flavour.js';
import { withCustomSection } from '../../scripts/custom-section.mjs';
import { median } from './median.mjs';

const BUILD = new URL('../../build/wasm/', import.meta.url);
const N = 1000;
const ITERATIONS = 5e7;

// GFLOP/s of run(), `flops` a call: the median of the last seven of nine calls.
function rate(run, flops) {
  const times = [];
  for (let i = 0; i < 9; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return flops / median(times.slice(2)) / 1e6;
}

async function simdProduct() {
  const bench = await (await import(new URL('gramlab-bench-product.mjs', BUILD).href)).default();
  return { product: () => bench._benchProduct(N), multiplyAdd: () => bench._benchMultiplyAdd(ITERATIONS) };
}

async function relaxedProduct() {
  const bytes = await readFile(new URL('gramlab-bench-product-relaxed.wasm', BUILD));
  const hotLoops = await readFile(new URL('gramlab-hot-loops.wasm', BUILD));
  const module = await WebAssembly.compile(withCustomSection(bytes, HOT_LOOPS_SECTION, hotLoops));
  const { default: create } = await import(new URL('gramlab-bench-product-relaxed.mjs', BUILD).href);
  const bench = await create({
    instantiateWasm: (imports, done) => {
      withHotLoops(module, imports)
        .then((wired) => WebAssembly.instantiate(module, wired))
        .then((instance) => done(instance, module));
      return {};
    },
  });
  const { instance } = await WebAssembly.instantiate(await readFile(new URL('gramlab-bench-madd.wasm', BUILD)));
  return { product: () => bench._benchProduct(N), fused: () => instance.exports.benchMultiplyAddFused(ITERATIONS) };
}

/** The lines the bench prints: each flavour's product rate against its ceiling, or why it was not measured. */
export async function ceilingLines() {
  const lines = [];
  try {
    const simd = await simdProduct();
    const product = rate(simd.product, 2 * N ** 3);
    const ceiling = rate(simd.multiplyAdd, 24 * ITERATIONS);
    lines.push(
      `the packed product at n = ${N}, SIMD flavour: ${product.toFixed(1)} GFLOP/s; this engine's f64x2 multiply-and-add ceiling (no FMA): ${ceiling.toFixed(1)} GFLOP/s; the product runs at ${((100 * product) / ceiling).toFixed(0)} % of it`,
    );
  } catch {
    lines.push(`the SIMD product's rate: not measured (${fileURLToPath(BUILD)}gramlab-bench-product.mjs is built by scripts/build.sh)`);
  }
  if (!relaxedSimdSupported()) return [...lines, "the relaxed product's rate: not measured (this engine does not run relaxed SIMD)"];
  try {
    const relaxed = await relaxedProduct();
    const product = rate(relaxed.product, 2 * N ** 3);
    const ceiling = rate(relaxed.fused, 48 * ITERATIONS);
    lines.push(
      `the packed product at n = ${N}, relaxed flavour: ${product.toFixed(1)} GFLOP/s; this engine's f64x2.relaxed_madd ceiling: ${ceiling.toFixed(1)} GFLOP/s; the product runs at ${((100 * product) / ceiling).toFixed(0)} % of it`,
    );
  } catch (error) {
    lines.push(`the relaxed product's rate: not measured (${error.message}; scripts/build.sh builds it with every flavour)`);
  }
  return lines;
}
