// Issue 37 through the facade: minors decided exactly at any scale (against tests/fixtures/minor_signs.json, Python's
// fractions on each double's exact value: scripts/gen_minor_sign_fixtures.py), one rule for a certain sign
// (psdCheck, psdVerdict, negativeDirection), and checkKernel's sample that is certainly not PSD is its own witness
// (tests/fixtures/kernel_witness.json: numpy's points, the exact Gram matrix from Python's decimal at 50 digits).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { loadGramLab } from './load.mjs';

const g = await loadGramLab();
const fixture = (name) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
const { cases } = fixture('minor_signs.json');
const matrixOf = ({ n, entries }) => Array.from({ length: n }, (_, i) => entries.slice(i * n, (i + 1) * n));
const rowsOf = (m) => Array.from({ length: m.rows }, (_, i) => Array.from(m.data.subarray(i * m.cols, (i + 1) * m.cols)));

test('principalMinors and sylvester: every sign as Python’s fractions say, at 1e±200, 1e±300, subnormals and mixed scales', () => {
  let binary = 0;
  for (const c of cases) {
    const minors = g.principalMinors(matrixOf(c));
    assert.equal(minors.length, c.principal.length, c.name);
    minors.forEach((minor, i) => {
      const want = c.principal[i];
      assert.deepEqual(minor.indices, want.indices, c.name);
      assert.equal(minor.sign, want.sign, `${c.name} ${want.indices}`);
      assert.equal(minor.method === 'decimals', c.decimals, c.name);
      if (minor.method === 'binary') {
        binary++;
        assert.deepEqual([minor.scaled.mantissa, minor.scaled.exponent], [want.mantissa, want.exponent], c.name);
      }
    });
    const r = g.sylvester(matrixOf(c));
    const leading = c.leading.map((k) => c.principal[k].sign);
    const failure = leading.findIndex((sign) => sign !== 'positive');
    assert.deepEqual(
      r.minors.map((minor) => minor.sign),
      failure < 0 ? leading : leading.slice(0, failure + 1),
      c.name,
    );
    assert.equal(r.positiveDefinite, failure < 0, c.name);
  }
  assert.ok(binary > 20, `${binary} minors decided from the doubles' exact values`);
});

test('the issue’s cases: [[1, 0], [0, 1e−170]] has D₂ = 1e−170 > 0, the negative one is negative, diag(1/3, 10^k) is PD', () => {
  const tiny = g.sylvester([
    [1, 0],
    [0, 1e-170],
  ]);
  assert.equal(tiny.positiveDefinite, true);
  // Its rounding bound (row norms that no longer underflow) decides it; 1e−170·(1/3) is exact as well.
  assert.deepEqual([tiny.minors[1].sign, tiny.minors[1].determinant], ['positive', 1e-170]);
  const negative = [
    [1, 0],
    [0, -1e-170],
  ];
  assert.equal(g.sylvester(negative).minors[1].sign, 'negative');
  assert.equal(g.principalMinors(negative)[2].sign, 'negative');
  for (let k = 155; k <= 308; k++)
    assert.equal(
      g.sylvester([
        [1 / 3, 0],
        [0, Number(`1e${k}`)],
      ]).positiveDefinite,
      true,
      `k = ${k}`,
    );
  // Exactly singular without a short decimal: "zero" is 0, not "within rounding".
  const third = [
    [1 / 3, 1 / 3],
    [1 / 3, 1 / 3],
  ];
  assert.deepEqual([g.sylvester(third).minors[1].sign, g.sylvester(third).minors[1].determinant], ['zero', 0]);
});

test('one rule: [[−1, 0], [0, 1e16]] is not PSD for psdCheck, psdVerdict and negativeDirection alike', () => {
  const m = [
    [-1, 0],
    [0, 1e16],
  ];
  const check = g.psdCheck(m);
  assert.deepEqual([check.isPSD, check.rule, check.negativeCount], [false, 'minor', 0]);
  assert.deepEqual(check.minor, { indices: [0], value: -1 });
  assert.ok(check.tolerance > 1); // −1 is within the eigenvalues' tolerance 2·ε·1e16 ≈ 4.4
  const verdict = g.psdVerdict(m);
  assert.deepEqual([verdict.isPSD, verdict.rule, verdict.exact.c], [false, 'exact', ['1', '0']]);
  // The same with an entry that is not a short decimal: no exact check, the minor decides.
  const third = [
    [-1 / 3, 0],
    [0, 1e16],
  ];
  const byMinor = g.psdVerdict(third);
  assert.deepEqual([byMinor.isPSD, byMinor.rule, byMinor.minor.indices, byMinor.exact.exact], [false, 'minor', [0], false]);
  const direction = g.negativeDirection(m);
  assert.deepEqual([direction.indices, Array.from(direction.c), direction.value], [[0], [1, 0], -1]);
  // A PSD table stays PSD by every function, and names the eigenvalues' rule.
  const psd = [
    [2, 1],
    [1, 2],
  ];
  assert.deepEqual([g.psdCheck(psd).isPSD, g.psdCheck(psd).rule, g.psdCheck(psd).minor], [true, 'rounding', null]);
  assert.deepEqual([g.psdVerdict(psd).isPSD, g.negativeDirection(psd)], [true, null]);
  // A 2 × 2 minor the diagonal cannot show: (10⁸ + 1)² = 10¹⁶ + 2·10⁸ + 1 > 10¹⁶·1, so D₂ < 0 while λ_min ≈ −2e−8
  // is within the tolerance 3·ε·10¹⁶ ≈ 6.7 (1/3 keeps the table from being short decimals). psdCheck (eigenvalues
  // and diagonal) says PSD; psdVerdict, with the minors, says no.
  const pair = [
    [1e16, 1e8 + 1, 0],
    [1e8 + 1, 1, 0],
    [0, 0, 1 / 3],
  ];
  assert.equal(g.psdCheck(pair).isPSD, true);
  assert.deepEqual([g.psdVerdict(pair).isPSD, g.psdVerdict(pair).rule, g.psdVerdict(pair).minor.indices], [false, 'minor', [0, 1]]);
  assert.ok(g.negativeDirection(pair).value < 0);
});

test('reconstructVectors and repairPSD follow the rule: a negative diagonal entry is NOT_PSD, and the repair makes it PSD', () => {
  const m = [
    [-1, 0],
    [0, 1e16],
  ];
  assert.throws(
    () => g.reconstructVectors(m),
    (error) => error.code === 'NOT_PSD' && /diagonal entry 1 is −1/.test(error.message),
  );
  for (const method of ['clip', 'shift']) {
    const repair = g.repairPSD(m, method);
    assert.ok(repair.frobeniusChange > 0, method);
    assert.equal(g.psdCheck(repair.matrix).isPSD, true, method);
  }
});

test('checkKernel: a sample certainly not PSD is a witness of its own — never "unknown" (seed 31337, 20 points)', () => {
  const doc = fixture('kernel_witness.json');
  const c = g.checkKernel({ expression: doc.expression, seed: doc.seed, n: doc.n, d: doc.d });
  assert.equal(c.isPSD, false);
  assert.ok(Math.abs(c.minEigenvalue - doc.minEigenvalue) < 1e-12);
  assert.equal(c.rule, 'rounding');
  assert.equal(c.status, 'refuted');
  const w = c.witness;
  assert.equal(w.verified, true);
  assert.ok(w.upperBound < 0);
  assert.ok(w.indices.length > g.limits.maxWitnessPoints && w.indices.length <= doc.n, `${w.indices.length} points`);
  assert.deepEqual(
    rowsOf(w.points),
    w.indices.map((i) => doc.points[i]),
  );
  // cᵀKc / cᵀc with the fixture's exact K on those points: negative, and at most the bound the core claims.
  const k = w.indices.map((i) => w.indices.map((j) => doc.gram[i][j]));
  const cs = Array.from(w.c);
  const form = cs.reduce((s, ci, a) => s + ci * cs.reduce((t, cj, b) => t + k[a][b] * cj, 0), 0);
  const rayleigh = form / cs.reduce((s, x) => s + x * x, 0);
  assert.ok(rayleigh < 0 && rayleigh <= w.upperBound + 1e-12, `${rayleigh} vs ${w.upperBound}`);
});
