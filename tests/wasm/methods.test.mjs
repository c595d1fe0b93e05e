// kernelRidge, svmDual and labelledDataset against tests/fixtures/methods.json (scripts/gen_methods_fixtures.py:
// numpy's solve, cond and eigvalsh, and the SVM dual maximized by enumerating active sets), the γ story by
// hand bounds, the non-PSD story as a property, and bad input.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { close, expectCode, loadGramLab } from './load.mjs';

const g = await loadGramLab();
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/methods.json', import.meta.url)));
const maxAbs = (values) => Math.max(...Array.from(values, Math.abs));
const dataset = (f) => g.labelledDataset({ kind: f.kind, seed: BigInt(f.seed), nTrain: f.n_train, nTest: f.n_test, noise: f.noise });
const rows = (m) => Array.from({ length: m.rows }, (_, i) => Array.from(m.data.subarray(i * m.cols, (i + 1) * m.cols)));
const sameSigns = (values, labels) => Array.from(values).every((v, i) => Math.sign(v) === labels[i]);

test('labelledDataset draws numpy’s points and labels for every fixture set', () => {
  for (const f of fixtures.datasets) {
    const d = dataset(f);
    assert.deepEqual(Array.from(d.trainLabels), f.train_labels, f.kind);
    assert.deepEqual(Array.from(d.testLabels), f.test_labels, f.kind);
    rows(d.trainPoints)
      .flat()
      .forEach((x, k) => close(x, f.train_points.flat()[k], 1e-14));
    assert.equal(d.testPoints.rows, f.n_test);
    rows(d.testPoints)
      .flat()
      .forEach((x, k) => close(x, f.test_points.flat()[k], 1e-14));
  }
});

test('kernelRidge agrees with numpy.linalg.solve, cond and eigvalsh on every fixture case', () => {
  for (const f of fixtures.ridge) {
    const r = g.kernelRidge({ points: f.points, targets: f.targets, kernel: f.kernel, lambda: f.lambda, test: f.test });
    // A backward-stable solve: α to κ·ε relative to its size.
    const tol = Math.max(1e-12, 64 * f.condition * Number.EPSILON);
    const scale = maxAbs(f.alpha);
    Array.from(r.alpha).forEach((a, i) => assert.ok(Math.abs(a - f.alpha[i]) <= tol * scale, `${f.name}: α${i}`));
    close(r.condition, f.condition, 1e-8);
    close(r.minEigenvalue, f.min_eig, 1e-10);
    Array.from(r.testPredictions).forEach((p, i) => assert.ok(Math.abs(p - f.test_predictions[i]) <= tol * scale * f.points.length));
    Array.from(r.trainPredictions).forEach((p, i) => assert.ok(Math.abs(p - f.train_predictions[i]) <= tol * scale * f.points.length));
    assert.ok(r.residual >= 0 && r.residual <= 1e-10, `${f.name}: residual ${r.residual}`);
    assert.equal(r.gridPredictions, null);
  }
});

test('the reader’s expression exp(-g*norm(x-y)^2) gives the RBF fixture’s ridge solution', () => {
  const f = fixtures.ridge[0];
  const kernel = { expression: 'exp(-g*norm(x-y)^2)', params: { g: f.kernel.gamma } };
  const r = g.kernelRidge({ points: f.points, targets: f.targets, kernel, lambda: f.lambda, test: f.test });
  Array.from(r.alpha).forEach((a, i) => close(a, f.alpha[i], 1e-9));
  Array.from(r.testPredictions).forEach((p, i) => close(p, f.test_predictions[i], 1e-9));
});

test('svmDual reaches the enumerated maximum of the dual from every start on the fixture sets', () => {
  for (const f of fixtures.svm) {
    const r = g.svmDual({ points: f.points, labels: f.labels, kernel: f.kernel, C: f.C, starts: 4, maxIterations: 10000, test: f.test });
    assert.equal(r.isPSD, true, f.name);
    assert.equal(r.agree, true, f.name);
    assert.equal(r.runs.length, 4);
    for (const run of r.runs) {
      assert.equal(run.converged, true, f.name);
      // Converged to a KKT gap ε: W within ε·n·C of the maximum, α and b to about √ε.
      assert.ok(Math.abs(run.objective - f.objective) <= r.epsilon * f.points.length * f.C + 1e-12, f.name);
      Array.from(run.alpha).forEach((a, i) => assert.ok(Math.abs(a - f.alpha[i]) <= 1e-4 * f.C, `${f.name}: α${i}`));
      Array.from(run.testDecision).forEach((v, i) => assert.ok(Math.abs(v - f.test_decision[i]) <= 1e-3, `${f.name}: f${i}`));
    }
  }
});

// The article: a large γ fits every training point and predicts 0 far from them.
test('the γ story, large γ: every training label fitted, a far point predicted as 0', () => {
  const d = g.labelledDataset({ kind: 'moons', seed: 0, nTrain: 60, nTest: 60, noise: 0.1 });
  const gamma = 200;
  const far = [[4, 4]];
  const r = g.kernelRidge({ points: d.trainPoints, targets: d.trainLabels, kernel: { kind: 'rbf', gamma }, lambda: 1e-3, test: far });
  assert.ok(sameSigns(r.trainPredictions, d.trainLabels));
  // |f(x)| ≤ Σ|α_i| · exp(−γ·min‖x − x_i‖²); the moons lie in [−1.5, 2.5] × [−1, 1.5], at least 2.5 from (4, 4).
  const bound = Array.from(r.alpha).reduce((s, a) => s + Math.abs(a), 0) * Math.exp(-gamma * 2.5 ** 2);
  assert.ok(Math.abs(r.testPredictions[0]) <= bound && bound < 1e-300);
});

test('the γ story, γ = 0.05 and λ = 0: K numerically singular as numpy finds it, α exploding, the residual reported', () => {
  for (const f of fixtures.ill_conditioned) {
    const d = dataset(f);
    const r = g.kernelRidge({ points: d.trainPoints, targets: d.trainLabels, kernel: { kind: 'rbf', gamma: f.gamma }, lambda: 0 });
    // numpy's cond is past 1/ε·(n·max eig)/n…; both sides see a condition near the rounding floor.
    assert.ok(f.condition > 1e15);
    assert.ok(r.condition > 1e13, `κ = ${r.condition}`);
    assert.ok(maxAbs(r.alpha) > 1e6, `max|α| = ${maxAbs(r.alpha)}`);
    assert.ok(Number.isFinite(r.residual) && r.residual >= 0);
    // λ = 0.1 tames it: κ ≤ (max eig + λ)/λ.
    const tamed = g.kernelRidge({ points: d.trainPoints, targets: d.trainLabels, kernel: { kind: 'rbf', gamma: f.gamma }, lambda: 0.1 });
    assert.ok(tamed.condition <= ((f.max_eig + 0.1) / 0.1) * (1 + 1e-9));
    assert.ok(maxAbs(tamed.alpha) < 1e3);
  }
});

test('the non-PSD story: sigmoid K from several starts disagrees or fails to converge; the repaired K agrees', () => {
  // tanh(x·y + 1) on two moons: K has negative eigenvalues, the dual is not concave.
  const d = g.labelledDataset({ kind: 'moons', seed: 3, nTrain: 40, nTest: 0, noise: 0.1 });
  const base = {
    points: d.trainPoints,
    labels: d.trainLabels,
    kernel: { kind: 'sigmoid', a: 1, b: 1 },
    C: 10,
    starts: 5,
    seed: 20260,
    maxIterations: 20000,
  };
  const broken = g.svmDual(base);
  assert.equal(broken.isPSD, false);
  assert.ok(broken.minEigenvalue < 0);
  assert.equal(broken.agree, false);
  assert.ok(broken.objectiveSpread > broken.agreeBound || broken.runs.some((run) => !run.converged));
  for (const repair of ['clip', 'shift']) {
    const fixed = g.svmDual({ ...base, repair });
    assert.equal(fixed.isPSD, true, repair);
    assert.equal(fixed.agree, true, repair);
  }
});

test('every run says why it stopped; a gap closed only on the updated residuals is checked on recomputed ones', () => {
  // (1 + x·y)⁵ with C = 10⁶ on moons (issue 37): the random starts used to stop after ≈ 2 500 of 25 000 steps,
  // unconverged (recomputed gap 1e−5 > ε = 1e−6), saying nothing: the running residuals' rounding had closed the gap.
  const d = g.labelledDataset({ kind: 'moons', nTrain: 300, nTest: 0, seed: 7 });
  const r = g.svmDual({
    points: d.trainPoints,
    labels: d.trainLabels,
    C: 1e6,
    kernel: { kind: 'polynomial', degree: 5, coef0: 1, gamma: 1 },
    starts: 4,
    maxIterations: 25000,
    seed: 1,
  });
  for (const [k, run] of r.runs.entries()) {
    assert.ok(['converged', 'iterations', 'rounding'].includes(run.stop), `start ${k}: ${run.stop}`);
    assert.equal(run.converged, run.stop === 'converged', `start ${k}`);
    assert.equal(run.converged, run.gap <= r.epsilon, `start ${k}`);
    assert.ok(run.iterations <= 25000, `start ${k}`); // a recomputation of the residuals spends 300 of them
  }
  // The fixture sets converge from every start, and say so.
  const f = fixtures.svm[0];
  const request = { points: f.points, labels: f.labels, kernel: f.kernel, C: f.C };
  const fit = g.svmDual({ ...request, starts: 3 });
  assert.ok(fit.runs.every((run) => run.stop === 'converged'));
  // A run cut short by maxIterations says so: 300 points need more than 2 steps.
  const short = g.svmDual({ points: d.trainPoints, labels: d.trainLabels, C: 10, kernel: { kind: 'rbf' }, maxIterations: 2 });
  assert.deepEqual([short.runs[0].stop, short.runs[0].iterations, short.runs[0].converged], ['iterations', 2, false]);
});

test('a grid of 40 000 points is predicted; one more is TOO_LARGE', () => {
  const { maxPredictionPoints } = g.limits;
  const grid = { rows: maxPredictionPoints, cols: 2, data: new Float64Array(2 * maxPredictionPoints) };
  const request = {
    points: [
      [0, 0],
      [1, 1],
    ],
    targets: [1, -1],
    kernel: { kind: 'rbf', gamma: 1 },
    lambda: 0.1,
    grid,
  };
  assert.equal(g.kernelRidge(request).gridPredictions.length, maxPredictionPoints);
  const tooMany = { rows: maxPredictionPoints + 1, cols: 2, data: new Float64Array(2 * maxPredictionPoints + 2) };
  expectCode(assert, () => g.kernelRidge({ ...request, grid: tooMany }), 'TOO_LARGE');
});

test('bad input is a coded error and the module keeps working', () => {
  const points = [
    [0, 0],
    [1, 0],
    [0, 1],
  ];
  const ridge = { points, targets: [1, -1, 1], kernel: { kind: 'rbf', gamma: 1 }, lambda: 0.1 };
  const svm = { points, labels: [1, -1, 1], kernel: { kind: 'rbf', gamma: 1 }, C: 1 };
  const boom = {
    get kind() {
      throw new Error('boom');
    },
  };
  const cases = [
    [
      () =>
        g.kernelRidge({
          ...ridge,
          points: [
            ['a', 0],
            [1, 0],
            [0, 1],
          ],
        }),
      'NOT_A_NUMBER',
    ],
    [
      () =>
        g.kernelRidge({
          ...ridge,
          points: [
            [Number.NaN, 0],
            [1, 0],
            [0, 1],
          ],
        }),
      'NOT_FINITE',
    ],
    [() => g.kernelRidge({ ...ridge, targets: [1e400, 0, 1] }), 'NOT_FINITE'],
    [() => g.kernelRidge({ ...ridge, points: [[0, 0], [1], [0, 1]] }), 'RAGGED'],
    [() => g.kernelRidge({ ...ridge, points: [] }), 'EMPTY'],
    [() => g.kernelRidge({ ...ridge, targets: [1, 2] }), 'DIMENSION_MISMATCH'],
    [() => g.kernelRidge({ ...ridge, lambda: -1 }), 'BAD_ARGUMENT'],
    [() => g.kernelRidge({ ...ridge, lambda: Number.NaN }), 'NOT_FINITE'],
    [() => g.kernelRidge({ ...ridge, kernel: { kind: 'rbf', gamma: -1 } }), 'BAD_ARGUMENT'],
    [() => g.kernelRidge({ ...ridge, kernel: { kind: 'wavelet' } }), 'BAD_ARGUMENT'],
    [() => g.kernelRidge({ ...ridge, kernel: {} }), 'BAD_ARGUMENT'],
    [() => g.kernelRidge({ ...ridge, kernel: { kind: 'rbf', expression: 'dot(x,y)' } }), 'BAD_ARGUMENT'],
    [() => g.kernelRidge({ ...ridge, kernel: { expression: 'dot(x,y)', gamma: 2 } }), 'BAD_ARGUMENT'],
    [() => g.kernelRidge({ ...ridge, kernel: { expression: 'exp(-norm(x-y)^2' } }), 'BAD_EXPRESSION'],
    [() => g.kernelRidge({ ...ridge, kernel: { expression: 'exp(-g*norm(x-y)^2)' } }), 'BAD_EXPRESSION'],
    [() => g.kernelRidge({ ...ridge, kernel: { expression: 'log(dot(x,y))' } }), 'NOT_FINITE'],
    [() => g.kernelRidge({ ...ridge, kernel: boom }), 'BAD_ARGUMENT'],
    [() => g.kernelRidge({ ...ridge, lamda: 1 }), 'BAD_ARGUMENT'],
    [
      () =>
        g.kernelRidge({
          ...ridge,
          points: [
            [1e200, 0],
            [1, 0],
            [0, 1],
          ],
          kernel: { kind: 'linear' },
        }),
      'OVERFLOW',
    ],
    [() => g.kernelRidge({ ...ridge, points: { rows: 1e9, cols: 2, data: [] } }), 'TOO_LARGE'],
    [() => g.svmDual({ ...svm, labels: [1, 0, 1] }), 'BAD_ARGUMENT'],
    [() => g.svmDual({ ...svm, labels: [1, 1, 1] }), 'BAD_ARGUMENT'],
    [() => g.svmDual({ ...svm, C: 0 }), 'BAD_ARGUMENT'],
    [() => g.svmDual({ ...svm, C: Number.POSITIVE_INFINITY }), 'NOT_FINITE'],
    [() => g.svmDual({ ...svm, starts: 1e9 }), 'TOO_LARGE'],
    [() => g.svmDual({ ...svm, maxIterations: 2e6 }), 'TOO_LARGE'],
    [() => g.svmDual({ ...svm, repair: 'bend' }), 'BAD_ARGUMENT'],
    [() => g.svmDual({ ...svm, seed: -1 }), 'BAD_ARGUMENT'],
    [() => g.labelledDataset({ kind: 'spirals', nTrain: 10 }), 'BAD_ARGUMENT'],
    [() => g.labelledDataset({ kind: 'moons', nTrain: 0 }), 'EMPTY'],
    [() => g.labelledDataset({ kind: 'moons', nTrain: 1e9 }), 'TOO_LARGE'],
    [() => g.labelledDataset({ kind: 'moons', nTrain: 10, noise: 1e400 }), 'NOT_FINITE'],
  ];
  for (const [i, [call, code]] of cases.entries()) assert.equal(expectCode(assert, call, code).code, code, `case ${i + 1}`);
  const after = g.kernelRidge(ridge);
  assert.equal(after.alpha.length, 3);
  assert.ok(after.residual < 1e-12);
});

test('accuracy by hand: signs against labels, 0 counted wrong, the band around 0; bad input coded', () => {
  assert.deepEqual(g.accuracy([0.5, -0.2, 0, 3], [1, 1, -1, 1], 0.25), { correct: 2, total: 4, nearZero: 2 });
  expectCode(assert, () => g.accuracy([1, 2], [1, 2], 0), 'BAD_ARGUMENT');
  expectCode(assert, () => g.accuracy([1, 2], [1], 0), 'DIMENSION_MISMATCH');
  expectCode(assert, () => g.accuracy([1, Number.NaN], [1, 1], 0), 'NOT_FINITE');
  expectCode(assert, () => g.accuracy([1], [1], -1), 'BAD_ARGUMENT');
  expectCode(assert, () => g.accuracy(['a'], [1], 0), 'NOT_A_NUMBER');
});
