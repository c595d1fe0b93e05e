// psdCheck and repairPSD through the facade, on the article's numbers (reference file) and numpy fixtures.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { close, closeMatrix, expectCode, loadGramLab, reference, shown } from './load.mjs';
import { badSymmetricMatrices } from './bad-matrices.mjs';

const fixtures = JSON.parse(readFileSync(new URL('../fixtures/similarity.json', import.meta.url)));
const { S_similarity: S, A, B } = reference.small_matrices;

test("psdCheck: the article's S, A and B", async () => {
  const g = await loadGramLab();
  const s = g.psdCheck(S.matrix);
  assert.deepEqual(shown(s.eigenvalues), ['-0.177', '0.800', '2.377']);
  assert.deepEqual([s.isPSD, s.negativeCount], [false, 1]);
  close(s.minEigenvalue, S.eigenvalues_ascending[0]);
  assert.ok(s.tolerance > 0 && s.tolerance < 1e-14);
  const a = g.psdCheck(A.matrix);
  assert.deepEqual(shown(a.eigenvalues), ['0.586', '2.000', '3.414']);
  assert.deepEqual([a.isPSD, a.negativeCount], [true, 0]);
  const b = g.psdCheck(B.matrix);
  assert.deepEqual(shown(b.eigenvalues), ['-1.000', '3.000', '3.000']);
  assert.deepEqual([b.isPSD, b.negativeCount], [false, 1]);
  for (const [m, check] of [
    [S, s],
    [A, a],
    [B, b],
  ])
    m.eigenvalues_ascending.forEach((x, i) => close(check.eigenvalues[i], x));
});

test('psdCheck: S with A–C raised to 0.8 is PSD with 0.066, 0.200, 2.734', async () => {
  const check = (await loadGramLab()).psdCheck(fixtures.S_ac_08.matrix);
  assert.equal(check.isPSD, true);
  assert.deepEqual(shown(check.eigenvalues), ['0.066', '0.200', '2.734']);
  fixtures.S_ac_08.eigenvalues_ascending.forEach((x, i) => close(check.eigenvalues[i], x));
});

test('psdCheck: the 8×8 Hilbert matrix stays positive definite (λ_min 1.1e−10 ≫ tolerance)', async () => {
  const check = (await loadGramLab()).psdCheck(fixtures.hilbert8.matrix);
  assert.deepEqual([check.isPSD, check.negativeCount], [true, 0]);
  close(check.minEigenvalue, fixtures.hilbert8.eigenvalues_ascending[0], 1e-5);
  assert.ok(check.minEigenvalue > 1000 * check.tolerance);
});

test('repairPSD clip: S → its nearest PSD matrix, changes as numpy measures them', async () => {
  const g = await loadGramLab();
  const r = g.repairPSD(S.matrix, 'clip');
  closeMatrix(r.matrix, fixtures.S_clip.matrix, 1e-13);
  close(r.frobeniusChange, fixtures.S_clip.frobeniusChange);
  close(r.maxChange, fixtures.S_clip.maxChange);
  assert.equal(r.shift, 0);
  // change = repaired − input, cell by cell.
  r.change.data.forEach((x, k) => close(x, r.matrix.data[k] - S.matrix.flat()[k], 1e-15));
  const after = g.psdCheck(r.matrix);
  assert.equal(after.isPSD, true);
  // The clipped eigenvalue is zero to rounding (either sign); the other two do not move.
  assert.ok(Math.abs(after.eigenvalues[0]) <= after.tolerance);
  assert.deepEqual(shown(after.eigenvalues.subarray(1)), ['0.800', '2.377']);
});

test('repairPSD shift: S + εI with ε = 0.177, only the diagonal moves', async () => {
  const g = await loadGramLab();
  const r = g.repairPSD(S.matrix, 'shift');
  close(r.shift, fixtures.S_shift.shift, 1e-13);
  assert.ok(r.shift > fixtures.S_shift.shift, 'ε lands a hair above −λ_min');
  closeMatrix(r.matrix, fixtures.S_shift.matrix, 1e-13);
  close(r.maxChange, r.shift, 1e-15);
  close(r.frobeniusChange, fixtures.S_shift.frobeniusChange, 1e-13);
  assert.deepEqual(
    Array.from(r.change.data, (x) => x !== 0),
    [true, false, false, false, true, false, false, false, true],
  );
  assert.equal(g.psdCheck(r.matrix).isPSD, true);
});

test('repairPSD leaves a PSD table (A, Hilbert 8×8) unchanged', async () => {
  const g = await loadGramLab();
  for (const m of [A.matrix, fixtures.hilbert8.matrix])
    for (const method of ['clip', 'shift']) {
      const r = g.repairPSD(m, method);
      assert.deepEqual(Array.from(r.matrix.data), m.flat());
      assert.deepEqual([r.frobeniusChange, r.maxChange, r.shift], [0, 0, 0]);
    }
});

test('psdCheck and repairPSD: every bad input is a coded error, and the module keeps working', async () => {
  const g = await loadGramLab();
  const huge = { rows: 2001, cols: 2001, data: new Float64Array(2001 * 2001) };
  const cases = [...badSymmetricMatrices, [huge, 'TOO_LARGE']];
  for (const [input, code] of cases) {
    expectCode(assert, () => g.psdCheck(input), code);
    expectCode(assert, () => g.repairPSD(input, 'clip'), code);
    expectCode(assert, () => g.repairPSD(input, 'shift'), code);
  }
  for (const method of ['Clip', 'nearest', '', undefined, 3, null]) expectCode(assert, () => g.repairPSD(S.matrix, method), 'BAD_ARGUMENT');
  assert.deepEqual(shown(g.psdCheck(S.matrix).eigenvalues), ['-0.177', '0.800', '2.377']);
  assert.equal(g.repairPSD(B.matrix, 'clip').frobeniusChange.toFixed(12), '1.000000000000');
});
