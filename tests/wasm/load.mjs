// What every WASM test shares: the built facade from dist/ (npm run build writes it), loaded as a page or a
// worker would; the article's reference figures; and comparisons.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

export { loadGramLab, GramLabError } from '../../dist/src/gramlab.js';
import { builtFlavours } from '../../scripts/module-lists.mjs';

/** node:test's skip option for a test of `flavour`'s build when this build did not make it
 * (GRAMLAB_WASM_FLAVOURS=simd), else false. */
export const unlessBuilt = (flavour) => !builtFlavours().includes(flavour) && `GRAMLAB_WASM_FLAVOURS: the ${flavour} build was not made`;

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
