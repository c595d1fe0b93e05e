// What every WASM test shares: the built facade from dist/ (npm run build writes it), loaded as a page or a
// worker would; the article's reference figures; and comparisons.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { types } from 'node:util';

export { GramLabError } from '../../dist/src/gramlab.js';
import { loadGramLab as load, partOf } from '../../dist/src/gramlab.js';
import { withHotLoops } from '../../dist/src/api/hot-loops.js';
import { MODULES, PROBES, THREADS_MODULES } from '../../dist/src/api/wasm-flavour.js';
import { ALL_FLAVOURS, builtFlavours } from '../../scripts/module-lists.mjs';

/** GRAMLAB_TEST_THREADS=2 (scripts/test.sh's third pass, under node's relaxed-SIMD flag): every test's facade runs the
 * eigensolver's parts on two lanes (loadGramLab's threads: 2), unless the test chose a flavour or threads itself. */
const TEST_THREADS = process.env.GRAMLAB_TEST_THREADS === '2' ? 2 : 1;

// Options the threads pass may add threads: 2 to: none, or a plain object of plain values that names neither a flavour
// nor threads. Anything else (a Proxy, a getter, a Date, a test's own flavour) goes to the facade untouched, so the
// tests of hostile options still meet the facade's own checks.
const plainOptions = (options) =>
  options === undefined ||
  (typeof options === 'object' &&
    options !== null &&
    !types.isProxy(options) &&
    Object.getPrototypeOf(options) === Object.prototype &&
    Object.values(Object.getOwnPropertyDescriptors(options)).every((field) => 'value' in field) &&
    !Object.hasOwn(options, 'flavour') &&
    !Object.hasOwn(options, 'threads'));

/** loadGramLab as the tests call it: the facade's own, with threads: 2 on the threads pass. */
export const loadGramLab = (options, ...rest) =>
  TEST_THREADS === 2 && plainOptions(options) ? load({ ...options, threads: 2 }, ...rest) : load(options, ...rest);

/** node:test's skip option for a test of `flavour`'s build when this build did not make it
 * (GRAMLAB_WASM_FLAVOURS=simd), else false. */
export const unlessBuilt = (flavour) => !builtFlavours().includes(flavour) && `GRAMLAB_WASM_FLAVOURS: the ${flavour} build was not made`;

/** Whether this engine validates `flavour`'s probe (api/wasm-flavour.js): relaxed SIMD only under Node's
 * --experimental-wasm-relaxed-simd, which scripts/test.sh's second pass over tests/wasm/ sets. */
export const runsHere = (flavour) => !PROBES[flavour] || WebAssembly.validate(PROBES[flavour]);

/** node:test's skip option for a test of loadGramLab's threads: 2: why it cannot run here (the relaxed build not made,
 * dist/ without the threads parts, node without its relaxed-SIMD flag), else false. */
export const unlessThreads = () =>
  unlessBuilt('relaxed') ||
  (Object.values(THREADS_MODULES).some(({ binary }) => !existsSync(new URL(`../../dist/src/wasm/${binary}`, import.meta.url))) &&
    'dist/ holds no threads parts (cmake --build build/wasm --target gramlab_wasm_detail_threads gramlab_wasm_kernels_threads)') ||
  (!runsHere('relaxed') && 'threads: 2 needs the relaxed flavour: node --experimental-wasm-relaxed-simd');

/** node:test's skip option for a test of `flavour`'s build when it was not built or this engine cannot run it. */
export const unlessRunnable = (flavour) =>
  unlessBuilt(flavour) ||
  (!runsHere(flavour) && `this engine does not run the ${flavour} flavour (node --experimental-wasm-relaxed-simd does)`);

/** Every flavour, for a test that runs on each one built and runnable here (unlessRunnable). */
export const FLAVOURS = ALL_FLAVOURS;

const WASM_DIR = new URL('../../dist/src/wasm/', import.meta.url);

/** One part of `flavour`'s build from dist/, started by its Emscripten loader as the facade starts it: the
 * compiled module handed to instantiateWasm, a relaxed part with its hot loops (api/hot-loops.js). Its Embind
 * functions answer {value} or {error}. */
export async function loadPart(flavour, part) {
  const { script, binary } = MODULES[flavour][part];
  const { default: create } = await import(new URL(script, WASM_DIR).href);
  const module = await WebAssembly.compile(await readFile(new URL(binary, WASM_DIR)));
  return create({
    print: () => {},
    printErr: () => {},
    instantiateWasm: (imports, done) => {
      withHotLoops(module, imports)
        .then((wired) => WebAssembly.instantiate(module, wired))
        .then((instance) => done(instance, module));
      return {};
    },
  });
}

/** Every part of `flavour`'s build, and call(name, ...args) → the value its part's Embind function answers, or a
 * throw of its coded error (an Error with `code`). */
export async function loadBuild(flavour) {
  const cores = {};
  for (const part of Object.keys(MODULES[flavour])) cores[part] = await loadPart(flavour, part);
  return (name, ...args) => {
    const out = cores[partOf(name)][name](...args);
    if (out.error) throw Object.assign(new Error(out.error.message), { code: out.error.code });
    return out.value;
  };
}

/** Asserts that `fn` throws a GramLabError with `code`; returns the error for further checks. */
export function expectCode(assert, fn, code) {
  let caught;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught, `expected ${code}, nothing was thrown`);
  assert.equal(caught.name, 'GramLabError', `expected a GramLabError, got ${caught}`);
  assert.equal(caught.code, code, caught.message);
  assert.ok(caught.message.length > 0);
  return caught;
}

/** tests/fixtures/article.json (scripts/gen_article_fixtures.py): every figure of the article with its numpy recipe. */
export const reference = JSON.parse(readFileSync(new URL('../fixtures/article.json', import.meta.url)));

/** |actual − expected| ≤ tol · max(1, |expected|). */
export const close = (actual, expected, tol = 1e-13) =>
  assert.ok(Math.abs(actual - expected) <= tol * Math.max(1, Math.abs(expected)), `${actual} ≉ ${expected}`);

export const closeMatrix = ({ rows, cols, data }, expected, tol) => {
  assert.deepEqual([rows, cols], [expected.length, expected[0].length]);
  expected.flat().forEach((x, k) => close(data[k], x, tol));
};

/** Three decimals, as the article prints eigenvalues. */
export const shown = (values) => Array.from(values, (x) => x.toFixed(3));

/** The article's 300 points: default_rng(4).normal(size=(300, 5)). */
export const ARTICLE = { seed: 4, n: 300, d: 5 };

/** |actual − expected| ≤ tol, absolute, naming what was compared. */
export const near = (actual, expected, tol, what) =>
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} vs ${expected} (tolerance ${tol})`);

/** A numpy fixture in tests/fixtures/ of `key v1 v2 …` lines ('#' starts a comment line) → {key: numbers}. */
export const keyedFixture = (name) =>
  Object.fromEntries(
    readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(' '))
      .map(([key, ...values]) => [key, values.map(Number)]),
  );
