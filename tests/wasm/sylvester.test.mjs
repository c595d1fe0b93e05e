// sylvester, principalMinors and negativeDirection through the facade, on the article's A, B and S
// (reference file) and the caveat matrix whose leading minors are all ≥ 0 although it is not PSD.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { workingRows } from '../../web/src/panels/sylvester/working.js';
import { close, expectCode, loadGramLab, reference, shown } from './load.mjs';
import { badSymmetricMatrices } from './bad-matrices.mjs';

const { S_similarity: S, A, B } = reference.small_matrices;
// Rows 1 and 2 are equal: leading minors 1, 0, 0, but {1, 3} and {2, 3} are −1. Eigenvalues 1 − √3, 0, 1 + √3.
const CAVEAT = [
  [1, 1, 1],
  [1, 1, 1],
  [1, 1, 0],
];
const MINUS = '\u2212';
const DOT = '\u00b7';
// The working the stepper shows for one minor, as its text lines (the right-hand cells of its rows).
const lines = (minor) => workingRows(minor).map(([, rhs]) => rhs);
// The tridiagonal 2, 1 matrix: leading minors 2, 3, …, n + 1, every principal minor positive.
const tridiagonal = (n) =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 2 : Math.abs(i - j) === 1 ? 1 : 0)));

test("sylvester: the article's A passes with 2, 3, 4 (exact), pivots 2, 3/2, 4/3, eigenvalues 0.586, 2, 3.414", async () => {
  const g = await loadGramLab();
  const r = g.sylvester(A.matrix);
  assert.equal(r.positiveDefinite, true);
  assert.equal(r.firstFailure, null);
  assert.deepEqual(
    r.minors.map((m) => m.k),
    [1, 2, 3],
  );
  assert.deepEqual(
    r.minors.map((m) => m.determinant),
    [2, 3, 4],
  ); // numpy's det gives 2.9999999999999996
  assert.deepEqual(
    r.minors.map((m) => m.exact),
    ['2', '3', '4'],
  );
  assert.deepEqual(
    r.minors.map((m) => m.pivot),
    [2, 1.5, 4 / 3],
  );
  A.leading_principal_minors.forEach((x, k) => close(r.minors[k].determinant, x));
  assert.deepEqual(lines(r.minors[1]), [`= 2${DOT}2 ${MINUS} 1${DOT}1 = 3`]);
  assert.deepEqual(lines(r.minors[2]), ['= 2·(2·2 − 1·1) − 1·(1·2 − 1·0) + 0·(1·1 − 2·0)', '= 2·3 − 1·2 + 0·1', '= 4']);
  assert.deepEqual(
    r.minors.map((m) => m.sign),
    ['positive', 'positive', 'positive'],
  );
  const check = g.psdCheck(A.matrix);
  assert.deepEqual(shown(check.eigenvalues), ['0.586', '2.000', '3.414']);
  A.eigenvalues_ascending.forEach((x, i) => close(check.eigenvalues[i], x));
});

test("sylvester: the article's B stops at k = 2 with 1·1 − 2·2 = −3; eigenvalues −1, 3, 3", async () => {
  const g = await loadGramLab();
  const r = g.sylvester(B.matrix);
  assert.equal(r.positiveDefinite, false);
  assert.equal(r.firstFailure, 2);
  assert.equal(r.minors.length, 2, 'no third minor: the test stops at the first failure');
  assert.deepEqual(
    r.minors.map((m) => m.determinant),
    [1, -3],
  );
  assert.deepEqual(
    r.minors.map((m) => m.exact),
    ['1', `${MINUS}3`],
  );
  assert.deepEqual(lines(r.minors[1]), [`= 1${DOT}1 ${MINUS} 2${DOT}2 = ${MINUS}3`]);
  assert.equal(r.minors[1].sign, 'negative');
  assert.equal(r.minors[1].pivot, -3);
  B.leading_principal_minors.slice(0, 2).forEach((x, k) => close(r.minors[k].determinant, x));
  assert.deepEqual(shown(g.psdCheck(B.matrix).eigenvalues), ['-1.000', '3.000', '3.000']);
  // The negative 2×2 block is itself the certificate: c ∝ (1, −1, 0), cᵀBc = −1.
  const d = g.negativeDirection(B.matrix);
  assert.deepEqual(d.indices, [0, 1]);
  close(d.value, -1);
  close(Math.abs(d.c[0]), Math.SQRT1_2);
  assert.ok(d.c[2] === 0, 'zero outside the block (either sign)');
});

test("sylvester: the article's S fails at k = 3 with exactly 1, 0.19, −0.336", async () => {
  const g = await loadGramLab();
  const r = g.sylvester(S.matrix);
  assert.equal(r.firstFailure, 3);
  assert.equal(r.positiveDefinite, false);
  assert.deepEqual(
    r.minors.map((m) => m.determinant),
    [1, 0.19, -0.336],
  );
  assert.deepEqual(
    r.minors.map((m) => m.exact),
    ['1', '0.19', `${MINUS}0.336`],
  );
  S.leading_principal_minors.forEach((x, k) => close(r.minors[k].determinant, x));
  close(r.minors[2].pivot, -0.336 / 0.19, 1e-15);
  assert.deepEqual(lines(r.minors[2]).at(-1), `= ${MINUS}0.336`);
  close(g.negativeDirection(S.matrix).value, S.eigenvalues_ascending[0], 1e-12);
});

test('the caveat: leading minors 1, 0, 0 are all ≥ 0, yet {1, 3} is −1 and c gives cᵀGc < 0', async () => {
  const g = await loadGramLab();
  const r = g.sylvester(CAVEAT);
  assert.equal(r.firstFailure, 2, 'a zero minor stops the test: Sylvester cannot decide PSD');
  assert.deepEqual(
    r.minors.map((m) => m.exact),
    ['1', '0'],
  );
  assert.deepEqual(lines(r.minors[1]), ['= 1·1 − 1·1 = 0']);
  assert.equal(r.minors[1].sign, 'zero');

  const minors = g.principalMinors(CAVEAT);
  assert.equal(minors.length, 7);
  const byIndices = Object.fromEntries(minors.map((m) => [m.indices.join(','), m.exact]));
  assert.deepEqual(byIndices, { 0: '1', 1: '1', 2: '0', '0,1': '0', '0,2': `${MINUS}1`, '1,2': `${MINUS}1`, '0,1,2': '0' });
  for (const leading of ['0', '0,1', '0,1,2']) assert.ok(!byIndices[leading].startsWith(MINUS));

  const d = g.negativeDirection(CAVEAT);
  assert.deepEqual(d.indices, [0, 2]);
  assert.ok(d.c instanceof Float64Array);
  assert.ok(d.c[1] === 0, 'zero outside the block (either sign)');
  close(Math.hypot(...d.c), 1, 1e-14);
  close(d.value, (1 - Math.sqrt(5)) / 2); // the lowest eigenvalue of [[1, 1], [1, 0]]
  close(g.quadraticForm(CAVEAT, d.c), d.value, 1e-13);
  assert.equal(g.quadraticForm(CAVEAT, [1, 0, -1]), -1); // the hand-checkable c
  const check = g.psdCheck(CAVEAT);
  assert.equal(check.isPSD, false);
  [1 - Math.sqrt(3), 0, 1 + Math.sqrt(3)].forEach((x, i) => assert.ok(Math.abs(check.eigenvalues[i] - x) < 1e-14));
});

test('principalMinors: 3, 7, 15, …, 1023 of them for n = 2 … 10; n = 11 is TOO_LARGE with its count', async () => {
  const g = await loadGramLab();
  const counts = [];
  for (let n = 2; n <= 10; n++) {
    const minors = g.principalMinors(tridiagonal(n));
    counts.push(minors.length);
    assert.deepEqual(
      minors.map((m) => m.indices.length),
      minors.map((m) => m.indices.length).toSorted((a, b) => a - b),
    );
    assert.deepEqual(minors.at(-1).indices, [...Array(n).keys()]);
    assert.equal(minors.at(-1).exact, String(n + 1));
  }
  assert.deepEqual(counts, [3, 7, 15, 31, 63, 127, 255, 511, 1023]);
  const eleven = tridiagonal(11);
  assert.match(expectCode(assert, () => g.principalMinors(eleven), 'TOO_LARGE').message, /2047 principal minors.*n = 10, 1023/);
  expectCode(assert, () => g.negativeDirection(eleven), 'TOO_LARGE');
  // Sylvester itself goes to 12: only n leading minors.
  assert.equal(g.sylvester(tridiagonal(12)).minors.length, 12);
  assert.equal(g.negativeDirection(tridiagonal(10)), null);
});

test('sylvester: k ≥ 4 shows the pivots; entries that are not short decimals give exact = null and ≈', async () => {
  const g = await loadGramLab();
  const r = g.sylvester(tridiagonal(4));
  assert.deepEqual(workingRows(r.minors[3]), [
    ['D₄', '= d₁·d₂·d₃·d₄'],
    ['', '= 2 · 1.5 · 4/3 · 1.25'],
    ['', '= 5'],
  ]);
  const third = g.sylvester([
    [1 / 3, 0.1],
    [0.1, 1 / 3],
  ]);
  assert.deepEqual(
    third.minors.map((m) => m.exact),
    [null, null],
  );
  assert.deepEqual(lines(third.minors[1]), ['= 0.3333333333333333·0.3333333333333333 − 0.1·0.1 \u2248 0.1011111111']);
  const rounded = g.sylvester(tridiagonal(4).map((row) => row.map((x) => x / 3)));
  assert.deepEqual(lines(rounded.minors[2]).at(-1), '≈ 0.1481481481'); // 4/27
  assert.deepEqual(lines(rounded.minors[3]), ['= d₁·d₂·d₃·d₄', '≈ 0.6666666667 · 0.5 · 0.4444444444 · 0.4166666667', '≈ 0.06172839506']);
  assert.deepEqual(
    lines(
      g.sylvester([
        [1, -2],
        [-2, 1],
      ]).minors[1],
    ),
    ['= 1·1 − (−2)·(−2) = −3'],
  );
  assert.equal(
    g.principalMinors([
      [1 / 3, 0.1],
      [0.1, 1 / 3],
    ])[0].exact,
    null,
  );
});

test('sylvester, principalMinors, negativeDirection: every bad input is a coded error, and the module keeps working', async () => {
  const g = await loadGramLab();
  const cases = [...badSymmetricMatrices, [tridiagonal(13), 'TOO_LARGE'], [{ rows: 2, cols: 2, data: [1] }, 'BAD_ARGUMENT']];
  for (const [input, code] of cases)
    for (const name of ['sylvester', 'principalMinors', 'negativeDirection']) expectCode(assert, () => g[name](input), code);
  assert.deepEqual(
    g.sylvester(A.matrix).minors.map((m) => m.exact),
    ['2', '3', '4'],
  );
  assert.equal(g.principalMinors(S.matrix).length, 7);
});

// Issue 9 through the facade: the verdicts at the edges of double.
test('sylvester: diag(1e200, 1e200, 0) is not positive definite (D₃ = 0 exactly), D₂ = 1e+400 kept scaled', async () => {
  const g = await loadGramLab();
  const r = g.sylvester([
    [1e200, 0, 0],
    [0, 1e200, 0],
    [0, 0, 0],
  ]);
  assert.equal(r.positiveDefinite, false);
  assert.equal(r.firstFailure, 3);
  assert.deepEqual(
    r.minors.map((m) => m.sign),
    ['positive', 'positive', 'zero'],
  );
  assert.equal(r.minors[1].determinant, null, 'no double holds 1e400: null, never Infinity');
  assert.equal(r.minors[1].exact, '1e+400');
  assert.deepEqual(lines(r.minors[1]), ['= 1e+200·1e+200 − 0·0 = 1e+400']);
  // Rounded (one entry not a short decimal): the value is written from its scaled form, not "Infinity".
  const rounded = g.sylvester([
    [1e200, 1 / 3, 0],
    [1 / 3, 1e200, 0],
    [0, 0, 0],
  ]);
  assert.equal(rounded.positiveDefinite, false);
  assert.equal(rounded.minors[1].sign, 'positive');
  assert.deepEqual(lines(rounded.minors[1]), ['= 1e+200·1e+200 − 0.3333333333333333·0.3333333333333333 ≈ 1e+400']);
  assert.notEqual(rounded.minors[2].sign, 'positive');
});

test('sylvester: a tiny positive definite matrix is positive definite; D₂ = 1e−400 is written, not 0', async () => {
  const g = await loadGramLab();
  for (const tiny of [1e-200, 1e-250]) {
    const r = g.sylvester([
      [tiny, 0],
      [0, tiny],
    ]);
    assert.equal(r.positiveDefinite, true);
    assert.deepEqual(
      r.minors.map((m) => m.sign),
      ['positive', 'positive'],
    );
    assert.equal(r.minors[1].determinant, null);
    close(r.minors[1].pivot, tiny, 1e-15);
  }
  assert.match(
    lines(
      g.sylvester([
        [1e-200, 0],
        [0, 1e-200],
      ]).minors[1],
    )[0],
    /≈ 1e−400$/,
  );
});

// Issue 37: the rounded XXᵀ is not singular; its minors past the rank are tiny and of either sign, which no
// rounding bound decides and the doubles' exact values do ('binary'): never "zero within rounding".
test('sylvester: singular random Gram matrices are decided past their rank from the exact doubles', async () => {
  const g = await loadGramLab();
  for (let seed = 0; seed < 40; seed++) {
    const n = 3 + (seed % 9),
      d = 1 + (seed % (n - 1));
    const x = g.randomNormal(seed, n, d);
    const row = (i) => x.data.subarray(i * d, (i + 1) * d);
    const gram = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => row(i).reduce((s, v, k) => s + v * row(j)[k], 0)));
    const sym = gram.map((r, i) => r.map((v, j) => (i < j ? v : gram[j][i])));
    const r = g.sylvester(sym);
    assert.ok(r.minors.length > d);
    assert.ok(r.minors.slice(0, d).every((minor) => minor.sign === 'positive' && minor.method === 'bound'));
    assert.equal(r.minors[d].method, 'binary');
    assert.ok(r.minors.every((minor) => minor.sign !== 'zeroWithinRounding'));
  }
});

test('principalMinors: integers past 1e9 stay exact; the −1 among 1e8s is negative with its exact text', async () => {
  const g = await loadGramLab();
  const minors = g.principalMinors([
    [100000001, 1e8],
    [1e8, 99999999],
  ]);
  assert.equal(minors[2].exact, `${MINUS}1`);
  assert.equal(minors[2].sign, 'negative');
  assert.equal(
    g.principalMinors([
      [1e10, 1e10 + 1],
      [1e10 + 1, 1e10],
    ])[2].exact,
    `${MINUS}20000000001`,
  );
});

test("symmetry is judged at the matrix's own scale", async () => {
  const g = await loadGramLab();
  for (const name of ['psdCheck', 'sylvester', 'principalMinors', 'negativeDirection', 'eigenSymmetric'])
    expectCode(
      assert,
      () =>
        g[name]([
          [1e-14, 1e-14],
          [0, 1e-14],
        ]),
      'NOT_SYMMETRIC',
    );
});

test('one verdict: [[−1, 0], [0, 1e16]] is not PSD exactly (c = (1, 0), cᵀSc = −1), as D₁ = −1 says; 1e14 gives a direction too', async () => {
  const g = await loadGramLab();
  const exact = g.exactPsdCheck([
    [-1, 0],
    [0, 1e16],
  ]);
  assert.equal(exact.exact, true);
  assert.equal(exact.isPSD, false);
  assert.deepEqual(exact.c, ['1', '0']);
  assert.equal(exact.value, '−1');
  assert.equal(
    g.sylvester([
      [-1, 0],
      [0, 1e16],
    ]).firstFailure,
    1,
  );
  const direction = g.negativeDirection([
    [-1, 0],
    [0, 1e14],
  ]);
  assert.deepEqual(direction.indices, [0]);
  assert.equal(direction.value, -1);
  // A PSD table, singular: PSD exactly, rank 1; a third of something is not a short decimal.
  assert.deepEqual(
    [
      g.exactPsdCheck([
        [1, 1],
        [1, 1],
      ]).isPSD,
      g.exactPsdCheck([
        [1, 1],
        [1, 1],
      ]).rank,
    ],
    [true, 1],
  );
  assert.equal(g.exactPsdCheck([[1 / 3]]).exact, false);
});
