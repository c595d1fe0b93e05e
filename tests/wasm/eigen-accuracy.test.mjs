// The eigensolver's accuracy in every flavour built (scalar, SIMD, relaxed: the relaxed one under node
// --experimental-wasm-relaxed-simd, scripts/test.sh's second pass), each part loaded directly as the facade loads
// it: the residual and orthogonality bounds of tests/core/linear_algebra/eigenvectors.test.cpp, and numpy's
// eigenvalues (tests/fixtures/, scripts/gen_eigenvalue_fixtures.py). The relaxed flavour's hot loops may fuse
// a multiply and an add into one rounding: its results differ from the SIMD flavour's in the last bits, within
// the same bounds.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { FLAVOURS, loadBuild, unlessRunnable } from './load.mjs';
import { assertRandomWithinBounds, assertRbfLikeNumpy, matrix, quality } from './eigen-quality.mjs';

const EPS = 2 ** -52;

for (const flavour of FLAVOURS) {
  test(
    `${flavour}: the article's RBF matrices (n = 300) as orthogonal as numpy's eigh, the residual as small, numpy's eigenvalues`,
    {
      skip: unlessRunnable(flavour),
    },
    async () => assertRbfLikeNumpy(await loadBuild(flavour)),
  );

  test(
    `${flavour}: random symmetric matrices (edges of every tile and panel), scaled by 2^997 and 2^−830, within n·ε`,
    {
      skip: unlessRunnable(flavour),
    },
    async () => assertRandomWithinBounds(await loadBuild(flavour), [33, 97, 130]),
  );

  test(`${flavour}: X·Xᵀ of 40 points in 3 dimensions, 37 eigenvalues zero within rounding`, {
    skip: unlessRunnable(flavour),
  }, async () => {
    const call = await loadBuild(flavour);
    const x = call('randomNormal', '11', 40, 3).data;
    const g = new Float64Array(40 * 40);
    for (let i = 0; i < 40; i++)
      for (let j = 0; j < 40; j++) g[i * 40 + j] = x[i * 3] * x[j * 3] + x[i * 3 + 1] * x[j * 3 + 1] + x[i * 3 + 2] * x[j * 3 + 2];
    const e = call('eigenSymmetric', matrix(40, g), true);
    const largest = e.values[39];
    for (let i = 0; i < 37; i++) assert.ok(Math.abs(e.values[i]) <= 40 * EPS * largest, `λ_${i} = ${e.values[i]}`);
    const q = quality(g, e);
    assert.ok(q.orthogonality <= 40 * EPS && q.residual <= 40 * EPS, JSON.stringify(q));
  });
}
