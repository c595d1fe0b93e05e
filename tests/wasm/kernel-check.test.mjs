import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ARTICLE, expectCode, loadGramLab, reference } from './load.mjs';

const g = await loadGramLab();
const article = { seed: BigInt(ARTICLE.seed), n: ARTICLE.n, d: ARTICLE.d };
const check = (expression, params = {}, sample = article) => g.checkKernel({ expression, params, ...sample });
const rowsOf = (m) => Array.from({ length: m.rows }, (_, i) => Array.from(m.data.subarray(i * m.cols, (i + 1) * m.cols)));
// The article's points, drawn by the core's numpy generator (random.test.mjs checks it against numpy).
const Z = rowsOf(g.randomNormal(ARTICLE.seed, ARTICLE.n, ARTICLE.d));
const dot = (u, v) => u.reduce((s, x, k) => s + x * v[k], 0);

/** The witness as a reader would check it: rows of the sample, its table negative by psdCheck's own verdict. */
function recheckWitness(w, sample, maxPoints) {
  const m = w.indices.length;
  assert.ok(m >= 1 && m <= maxPoints, `${m} points`);
  assert.deepEqual(
    rowsOf(w.points),
    w.indices.map((i) => sample[i]),
  );
  const psd = g.psdCheck(w.matrix);
  assert.equal(psd.isPSD, false);
  assert.ok(psd.minEigenvalue < -psd.tolerance);
  return rowsOf(w.matrix);
}

test('the kernels among the presets are PSD on the article’s 300 points, with nothing to witness', () => {
  for (const [expression, params] of [
    ['exp(-g*norm(x-y)^2)', { g: 0.5 }],
    ['(1 + dot(x,y))^2', {}],
    ['dot(x,y)/(norm(x)*norm(y))', {}],
    ['exp(k*dot(x,y)/(norm(x)*norm(y)))', { k: 2 }], // the article's opening wish: exp of a kernel
  ]) {
    const result = check(expression, params);
    assert.equal(result.isSymmetric, true, expression);
    assert.equal(result.isPSD, true, expression);
    assert.equal(result.negativeCount, 0, expression);
    assert.ok(result.minEigenvalue >= -result.tolerance, expression);
    assert.equal(result.witness, null, expression);
    assert.deepEqual([result.n, result.d], [300, 5]);
  }
});

test('the sigmoid tanh(0.5·x·y + 0.1) on the article’s points: 142 negative, its smallest as the article has it, and a small witness', () => {
  const result = check('tanh(a*dot(x,y)+b)', { a: 0.5, b: 0.1 });
  assert.deepEqual(result.parameters, ['a', 'b']);
  assert.equal(result.isPSD, false);
  assert.equal(result.negativeCount, reference.sigmoid.negative_count);
  assert.ok(Math.abs(result.minEigenvalue - reference.sigmoid.min_eig) <= result.tolerance);
  const table = recheckWitness(result.witness, Z, 5);
  // The table is tanh(0.5·p·q + 0.1) on the witness points, by the definition.
  const points = result.witness.indices.map((i) => Z[i]);
  table.forEach((row, a) => row.forEach((x, b) => assert.ok(Math.abs(x - Math.tanh(0.5 * dot(points[a], points[b]) + 0.1)) <= 1e-15)));
  // c is a unit direction with cᵀKc < 0.
  const c = Array.from(result.witness.c);
  assert.ok(Math.abs(dot(c, c) - 1) <= 1e-12);
  assert.ok(g.quadraticForm(result.witness.matrix, c) < 0);
});

test('plausible but failing: exp(−‖x−y‖)² − ½ on 3 to 5 points, a distance on 2 points', () => {
  const squared = check('exp(-norm(x-y))^2 - 0.5');
  assert.equal(squared.isPSD, false);
  const m = recheckWitness(squared.witness, Z, 5).length;
  assert.ok(m >= 2);
  // A distance: [[0, δ], [δ, 0]] has the eigenvalue −δ; the first pair already fails.
  const distance = check('norm(x-y)');
  assert.equal(distance.isPSD, false);
  const [[zero, delta]] = recheckWitness(distance.witness, Z, 2);
  assert.equal(zero, 0);
  assert.ok(delta > 0);
});

test('pasted points: the same request with {points}; a rank-one table and huge, tiny scales keep their verdict', () => {
  const rows = [
    [1, 2],
    [2, 4],
    [-1, -2],
  ];
  const linear = g.checkKernel({ expression: 'dot(x,y)', params: {}, points: rows });
  assert.equal(linear.isPSD, true); // x xᵀ-type table: rank one, eigenvalues 0, 0, 30
  assert.equal(linear.negativeCount, 0);
  assert.equal(g.checkKernel({ expression: '1e300*dot(x,y)', params: {}, points: rows }).isPSD, true);
  assert.equal(g.checkKernel({ expression: '1e-250*dot(x,y)', params: {}, points: rows }).isPSD, true);
  assert.equal(g.checkKernel({ expression: '-1e-250*dot(x,y)', params: {}, points: rows }).isPSD, false);
  // The matrix behind the reconstruction: ½K + ½Kᵀ of the first points; K = X Xᵀ here, entry by entry.
  const k = g.expressionMatrix({ expression: 'dot(x,y)', params: {}, points: rows });
  assert.deepEqual(rowsOf(k), [
    [5, 10, -5],
    [10, 20, -10],
    [-5, -10, 5],
  ]);
  assert.equal(g.reconstructVectors(k).rank, 1);
});

// sin(−8^302): 8^302 = 2^906, far past 2^52, where the interval sine used to loop forever (the witness bound
// evaluates the expression in intervals). Its sign is beyond what [−1, 1] can certify: the answer is "unknown",
// and it comes at once.
test('sin of a huge number (−8^302) gets an answer, "unknown", not a hung worker', () => {
  const c = check('sin(−8^302)', {}, { seed: 4n, n: 20, d: 2 });
  assert.equal(c.status, 'unknown');
  assert.equal(c.witness, null);
});

test('compileExpression names the parameters in order of first use, with their positions', () => {
  assert.deepEqual(g.compileExpression('tanh(a*dot(x,y)+b)'), {
    parameters: [
      { name: 'a', position: 5 },
      { name: 'b', position: 16 },
    ],
    dotProducts: [],
  });
  assert.deepEqual(g.compileExpression('dot(x,y)').parameters, []);
});

// [text, kind, position]: positions counted by hand, 0-based.
const MALFORMED = [
  ['2 % 3', 'UNEXPECTED_CHARACTER', 2],
  ['1.2.3', 'BAD_NUMBER', 3],
  ['1e400', 'BAD_NUMBER', 0],
  ['1 + foo(x)', 'UNKNOWN_NAME', 4],
  ['dot(x)', 'WRONG_ARGUMENT_COUNT', 0],
  ['exp(1', 'UNBALANCED_PARENTHESES', 3],
  ['1 + 2)', 'UNBALANCED_PARENTHESES', 5],
  ['x+1', 'VECTOR_WHERE_NUMBER_NEEDED', 0],
  ['norm(2)', 'NUMBER_WHERE_VECTOR_NEEDED', 5],
  ['1 + * 2', 'STRAY_OPERATOR', 4],
  ['2x', 'MISSING_OPERATOR', 1],
  ['exp(', 'UNEXPECTED_END', 4],
  ['', 'UNEXPECTED_END', 0],
  [`${'1+'.repeat(500)}1`, 'TOO_LONG', 1000],
  [`${'-'.repeat(65)}1`, 'TOO_DEEP', 64],
];

test('every malformed expression: BAD_EXPRESSION with its kind and integer position, and the module goes on', () => {
  for (const [text, kind, position] of MALFORMED) {
    for (const call of [() => g.compileExpression(text), () => check(text)]) {
      const error = expectCode(assert, call, 'BAD_EXPRESSION');
      assert.equal(error.kind, kind, text);
      assert.equal(error.position, position, text);
      assert.ok(Number.isInteger(error.position));
    }
    assert.equal(check('dot(x,y)', {}, { points: [[1]] }).isPSD, true);
  }
});

test('a parameter without a value, and too costly an evaluation, are caught before any work', () => {
  const missing = expectCode(assert, () => check('exp(-g*norm(x-y)^2)'), 'BAD_EXPRESSION');
  assert.deepEqual([missing.kind, missing.position], ['PARAMETER_WITHOUT_VALUE', 5]);
  // 1000 points in 1000 dimensions: 10⁶ pairs × ~1000 work each, past maxEvaluationCost.
  const costly = expectCode(assert, () => check('exp(-norm(x-y)^2)', {}, { seed: 1n, n: 1000, d: 1000 }), 'BAD_EXPRESSION');
  assert.equal(costly.kind, 'TOO_COSTLY');
  assert.equal(check('dot(x,y)', {}, { points: [[2]] }).minEigenvalue, 4);
});

test('non-finite values name the pair of points that produced them', () => {
  // log(x·y) on [1], [−1]: x₀·x₀ = 1, then x₀·x₁ = −1 → NaN at (0, 1), the first pair in row order.
  const error = expectCode(assert, () => check('log(dot(x,y))', {}, { points: [[1], [-1]] }), 'NOT_FINITE');
  assert.deepEqual([error.i, error.j], [0, 1]);
  const zero = expectCode(assert, () => check('dot(x,y)/dot(x,y)', {}, { points: [[1], [0]] }), 'NOT_FINITE');
  assert.deepEqual([zero.i, zero.j], [0, 1]);
  assert.equal(check('dot(x,y)', {}, { points: [[3]] }).minEigenvalue, 9);
});

test('the longest and deepest expressions the limits allow compile and run inside the WASM stack', () => {
  const max = g.limits.maxExpressionLength;
  const depth = g.limits.maxExpressionDepth;
  // 1+1+…+1+10, exactly the longest allowed: 500 terms, the compiler's deepest (left-leaning) tree.
  const sum = `${'1+'.repeat(499)}10`;
  assert.equal(sum.length, max);
  assert.equal(g.compileExpression(sum).parameters.length, 0);
  assert.equal(check(sum, {}, { points: [[1]] }).minEigenvalue, 509);
  expectCode(assert, () => g.compileExpression(`${sum}0`), 'BAD_EXPRESSION');
  // The deepest nesting allowed, of parentheses and of unary minus (an even count: the value is 1); one more is TOO_DEEP.
  const nested = (k) => `${'('.repeat(k)}1${')'.repeat(k)}`;
  assert.equal(check(nested(depth), {}, { points: [[2]] }).minEigenvalue, 1);
  assert.equal(expectCode(assert, () => g.compileExpression(nested(depth + 1)), 'BAD_EXPRESSION').kind, 'TOO_DEEP');
  const minuses = (k) => `${'-'.repeat(k)}1`;
  assert.equal(check(minuses(depth), {}, { points: [[2]] }).minEigenvalue, 1);
  assert.equal(expectCode(assert, () => g.compileExpression(minuses(depth + 1)), 'BAD_EXPRESSION').kind, 'TOO_DEEP');
  assert.equal(check('dot(x,y)', {}, { points: [[5]] }).minEigenvalue, 25);
});

test('bad requests: unknown options, both sources, params that are not numbers, hostile objects', () => {
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: {}, points: [[1]], gamma: 1 }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: {}, ...article, points: [[1]] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.checkKernel({ params: {}, points: [[1]] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.checkKernel({ expression: 'a*dot(x,y)', params: { a: 'x' }, points: [[1]] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.checkKernel({ expression: 'a*dot(x,y)', params: [1], points: [[1]] }), 'BAD_ARGUMENT');
  expectCode(assert, () => g.checkKernel({ expression: 'a*dot(x,y)', params: { a: Number.NaN }, points: [[1]] }), 'NOT_FINITE');
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: {}, points: [[1, Number.NaN]] }), 'NOT_FINITE');
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: {}, points: [] }), 'EMPTY');
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: {}, points: [[1, 2], [3]] }), 'RAGGED');
  expectCode(assert, () => g.checkKernel({ expression: 'dot(x,y)', params: {}, seed: 4n, n: 2001, d: 5 }), 'TOO_LARGE');
  const hostile = {
    get a() {
      throw new Error('no');
    },
  };
  assert.throws(() => g.checkKernel({ expression: 'a*dot(x,y)', params: hostile, points: [[1]] }));
  expectCode(assert, () => g.compileExpression(42), 'BAD_ARGUMENT');
  // Parameters the expression does not use are ignored; values are copied, not read later.
  assert.equal(g.checkKernel({ expression: 'a*dot(x,y)', params: { a: 2, unused: 7 }, points: [[1]] }).minEigenvalue, 2);
});

test('status: the RBF is proved, with a proof tree whose steps name their rule and sub-expression', () => {
  const result = check('exp(-g*norm(x-y)^2)', { g: 0.5 });
  assert.equal(result.status, 'proved');
  assert.equal(result.witness, null);
  const { proof } = result;
  assert.equal(proof.rule, 'schoenberg');
  assert.equal(proof.claim, 'kernel');
  assert.equal(proof.expression, 'exp(-g*norm(x-y)^2)');
  assert.deepEqual([proof.children[0].expression, proof.children[0].start, proof.children[0].end], ['-g*norm(x-y)^2', 4, 18]);
  const scale = proof.children[0];
  assert.equal(scale.rule, 'scale');
  assert.deepEqual(scale.conditions, [{ subject: '-g', value: -0.5, relation: '≤ 0' }]);
  // γ < 0 breaks the condition: no proof, and the sample refutes it with a verified witness.
  const broken = check('exp(-g*norm(x-y)^2)', { g: -0.5 });
  assert.equal(broken.proof, null);
  assert.equal(broken.status, 'refuted');
  assert.equal(broken.witness.verified, true);
  assert.ok(broken.witness.upperBound < 0);
});

test('status: the RBF written as (x−y)·(x−y), dot(x−y, x−y) or with its parts in another order is proved as ‖x−y‖² is', () => {
  // The two spellings were "unknown"; each is the same function as exp(−‖x − y‖²).
  for (const expression of [
    'exp(-(x-y)\u00b7(x-y))',
    'exp(-dot(x-y,x-y))',
    'exp(-g*(x-y)\u00b7(x-y))',
    'exp(-(x-y)\u00b7(x-y)*g)',
    'exp(-norm(x-y)*norm(x-y)/2)',
    'exp(-(dot(x,x) - 2*dot(x,y) + dot(y,y)))',
    'exp(-log(norm(x-y)^2 + g - 0.25))',
  ]) {
    const result = check(expression, { g: 0.5 });
    assert.equal(result.status, 'proved', expression);
    assert.equal(result.proof.expression, expression);
  }
  // Not kernels, however written: refuted, never proved.
  for (const expression of ['exp((x-y)\u00b7(x-y))', 'dot(x-y, x-y)', 'dot(y-x, x-y) + 1', 'dot(x, -2*y)'])
    assert.notEqual(check(expression, {}).status, 'proved', expression);
});

test('status: rounding noise is not a witness (the issue’s 2-D point), and the search finds none either', () => {
  const sample = { points: [[0.7, 0.7000000009999999]] };
  const result = check('dot(x,y) - sum(x)*sum(y)/2', {}, sample);
  assert.equal(result.witness, null);
  assert.equal(result.status, 'unknown');
  for (let round = 0; round < 8; round++) {
    const s = g.searchCounterexample({ expression: 'dot(x,y) - sum(x)*sum(y)/2', params: {}, ...sample, round });
    assert.equal(s.rounds, 8);
    assert.equal(s.witness, null, s.strategy);
  }
});

test('searchCounterexample: exp(−‖x − y‖³) is refuted by a verified witness; a bad round is BAD_ARGUMENT', () => {
  const request = { expression: 'exp(-norm(x-y)^3)', params: {}, seed: 5n, n: 30, d: 3 };
  let found = null;
  for (let round = 0; round < 8 && !found; round++) found = g.searchCounterexample({ ...request, round }).witness;
  assert.ok(found);
  assert.equal(found.verified, true);
  assert.ok(found.upperBound < 0);
  assert.deepEqual(found.indices, []);
  // The table is exp(−‖p − q‖³) on the witness points, and psdCheck agrees it is not PSD.
  assert.equal(g.psdCheck(found.matrix).isPSD, false);
  expectCode(assert, () => g.searchCounterexample({ ...request, round: 8 }), 'BAD_ARGUMENT');
});
