// The exercises (dist/src/exercises.js) decided through checkExercise, as the page decides them: for every
// exercise its worked solution and other solutions are solved, and near misses on each side of its goal's
// boundary are not. Which side a state lies on is known here without the core: by hand (determinants, the
// 1-D lift, binomials in BigInt, theorems on kernels) or from numpy (tests/fixtures/exercises.json, written by
// scripts/gen_exercise_fixtures.py; the attention blend from tests/fixtures/attention-blend.txt).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';

import { EXERCISES, EXERCISE_STRINGS, checkExercise, exerciseById } from '../../dist/src/exercises.js';
import { PANELS } from '../../dist/src/panels/index.js';
import { readState } from '../../dist/src/runtime/state.js';
import { keyedFixture, loadGramLab } from './load.mjs';

const numpy = JSON.parse(readFileSync(new URL('../fixtures/exercises.json', import.meta.url)));
const blend = keyedFixture('attention-blend.txt');

let gramlab;
before(async () => {
  gramlab = await loadGramLab();
});

// C(n, k) exactly, for the size table's counts.
const binomial = (n, k) => {
  let c = 1n;
  for (let i = 1n; i <= BigInt(k); i++) c = (c * (BigInt(n) - BigInt(k) + i)) / i;
  return c;
};
const fitsInGigabyte = (d) => 4n * binomial(d + 4, 4) <= 10n ** 9n;

const query = (panel, values) => new URLSearchParams(Object.entries(values).map(([key, value]) => [`${panel}.${key}`, value]));
const matrix = (rows) => rows.map((row) => row.join(',')).join(';');

/**
 * Every exercise: states that solve it and near misses that do not, each with why (the independent knowledge).
 * [values of the panel's keys, expected solved, why]
 */
const CASES = {
  'far-apart': [
    // det = −(z − 0.62)(z − 1) with A–B = B–C = 0.9: PSD for 0.62 ≤ z ≤ 1, singular at both ends.
    [
      {
        m: matrix([
          [1, 0.9, 0.62],
          [0.9, 1, 0.9],
          [0.62, 0.9, 1],
        ]),
      },
      true,
      'z = 0.62: det 0, rank 2',
    ],
    [
      {
        m: matrix([
          [1, 0.9, 0.61],
          [0.9, 1, 0.9],
          [0.61, 0.9, 1],
        ]),
      },
      false,
      'z = 0.61: det −0.0039 < 0',
    ],
    [
      {
        m: matrix([
          [1, 0.9, 0.63],
          [0.9, 1, 0.9],
          [0.63, 0.9, 1],
        ]),
      },
      false,
      'z = 0.63: det 0.0037 > 0, rank 3',
    ],
    [
      {
        m: matrix([
          [1, 0.9, 1],
          [0.9, 1, 0.9],
          [1, 0.9, 1],
        ]),
      },
      false,
      'z = 1: the other end',
    ],
    [
      {
        m: matrix([
          [1, 0.8, 0.28],
          [0.8, 1, 0.9],
          [0.28, 0.9, 1],
        ]),
      },
      false,
      'A–B changed',
    ],
  ],
  'equal-angles': [
    // Eigenvalues 1 + 2s and 1 − s (twice).
    [
      {
        m: matrix([
          [1, -0.5, -0.5],
          [-0.5, 1, -0.5],
          [-0.5, -0.5, 1],
        ]),
      },
      true,
      's = −0.5: 1 + 2s = 0',
    ],
    [
      {
        m: matrix([
          [1, -0.51, -0.51],
          [-0.51, 1, -0.51],
          [-0.51, -0.51, 1],
        ]),
      },
      false,
      's = −0.51: 1 + 2s < 0',
    ],
    [
      {
        m: matrix([
          [1, -0.49, -0.49],
          [-0.49, 1, -0.49],
          [-0.49, -0.49, 1],
        ]),
      },
      false,
      's = −0.49: rank 3',
    ],
    [
      {
        m: matrix([
          [1, -0.5, -0.5],
          [-0.5, 1, -0.4],
          [-0.5, -0.4, 1],
        ]),
      },
      false,
      'not one value',
    ],
  ],
  'leading-minors-lie': [
    [
      {
        m: matrix([
          [1, 1, 0],
          [1, 1, 0],
          [0, 0, -1],
        ]),
      },
      true,
      'D = 1, 0, 0; the diagonal −1',
    ],
    [
      {
        m: matrix([
          [1, 1, 1],
          [1, 1, 1],
          [1, 1, 0],
        ]),
      },
      true,
      'the article’s caveat: D = 1, 0, 0; c = (1, 0, −1) gives −1',
    ],
    [
      {
        m: matrix([
          [1, 2, 0],
          [2, 1, 0],
          [0, 0, 3],
        ]),
      },
      false,
      'the article’s B: D₂ = −3 < 0',
    ],
    [
      {
        m: matrix([
          [1, 1, 1],
          [1, 1, 1],
          [1, 1, 1],
        ]),
      },
      false,
      'all ones: D = 1, 0, 0, and PSD (a Gram matrix of 1, 1, 1)',
    ],
    [
      {
        m: matrix([
          [1, 1, 0, 0],
          [1, 1, 0, 0],
          [0, 0, -1, 0],
          [0, 0, 0, 1],
        ]),
      },
      false,
      '4 × 4',
    ],
  ],
  'stop-at-two': [
    [
      {
        m: matrix([
          [2, 3, 0],
          [3, 2, 0],
          [0, 0, 1],
        ]),
      },
      true,
      'D₁ = 2, D₂ = −5',
    ],
    [
      {
        m: matrix([
          [1, 2, 0],
          [2, 1, 0],
          [0, 0, 3],
        ]),
      },
      true,
      'the article’s B: 1, −3',
    ],
    [
      {
        m: matrix([
          [2, 1, 0],
          [1, 2, 1],
          [0, 1, 2],
        ]),
      },
      false,
      'the article’s A: 2, 3, 4, never stops',
    ],
    [
      {
        m: matrix([
          [1, 0, 0],
          [0, 1, 0],
          [0, 0, -1],
        ]),
      },
      false,
      'stops at k = 3',
    ],
    [
      {
        m: matrix([
          [-1, 0, 0],
          [0, 1, 0],
          [0, 0, 1],
        ]),
      },
      false,
      'D₁ = −1: stops at k = 1',
    ],
    [
      {
        m: matrix([
          [1, 2],
          [2, 1],
        ]),
      },
      false,
      'order 2',
    ],
  ],
  'one-gigabyte': [
    [{ sizeD: '275' }, fitsInGigabyte(275) && !fitsInGigabyte(276), 'C(279, 4)·4 ≤ 10⁹ < C(280, 4)·4'],
    [{ sizeD: '274' }, false, 'd = 275 fits too'],
    [{ sizeD: '276' }, false, 'C(280, 4)·4 > 10⁹'],
    [{ sizeD: '1142', sizeP: '3' }, false, 'the largest d at p = 3, but p must be 4'],
  ],
  'lift-fails': [
    [{ lift: '-1.5:0,-0.5:1,0.5:0,1.5:1' }, true, 'alternating: each colour’s interval holds the other'],
    [{ lift: '-2:1,-1:0,0:1,1:0,2:1' }, true, 'alternating, five points'],
    [{}, false, 'the article’s picture: the lift separates'],
    [{ lift: '-1.5:0,-0.5:1,0.5:1,1.5:0' }, false, 'orange inside, blue outside: the lift separates'],
    [{ lift: '-1:0,1:0' }, false, 'one colour'],
  ],
  'rank-band': [
    [{ gamma: '0.35' }, inBand(numpy.rankBand['0.35'], 20, 30), 'numpy: 26.05'],
    [{ gamma: '0.3' }, true, 'the article: 20.24'],
    [{ gamma: '0.29' }, inBand(numpy.rankBand['0.29'], 20, 30), 'numpy: 19.16'],
    [{ gamma: '0.4' }, inBand(numpy.rankBand['0.4'], 20, 30), 'numpy: 32.51'],
    [{ gamma: '0.35', seed: '5' }, false, 'not the article’s points'],
  ],
  'ridge-condition': [
    [{ lambda: '0.001' }, inBand(numpy.ridgeCondition['0.001'], 1e5, 1e6), 'numpy: 1.92 × 10⁵'],
    [{ lambda: '0.0001' }, inBand(numpy.ridgeCondition['0.0001'], 1e5, 1e6), 'numpy: 1.92 × 10⁶'],
    [{ lambda: '0.002' }, inBand(numpy.ridgeCondition['0.002'], 1e5, 1e6), 'numpy: 9.6 × 10⁴'],
    [{ lambda: '0.001', gamma: '0.3' }, false, 'γ is not 0.05'],
  ],
  'few-negatives': [
    [{ a: '0.001', b: '1' }, inBand(numpy.fewNegatives['0.001,1.0'], 1, 19), 'numpy: 15'],
    [{ a: '0.002', b: '1' }, inBand(numpy.fewNegatives['0.002,1.0'], 1, 19), 'numpy: 25'],
    [{ a: '1e-8', b: '1' }, inBand(numpy.fewNegatives['1e-08,1.0'], 1, 19), 'numpy: 0, the negatives below rounding'],
    [{ a: '0', b: '1' }, false, 'a = 0: a constant'],
    [{}, false, 'the article: 142'],
  ],
  'make-it-gram': [
    [{ tie: 'on' }, true, 'S = (X W_Q)(X W_Q)ᵀ / √d_k'],
    [{ blend: '1' }, true, 'W_K(1) = W_Q'],
    [{ blend: '0.9' }, !(blend['article.t4.asymmetry'][0] > 0), 'numpy: asymmetry 0.079 at t = 0.9'],
    [{ tokens: '1' }, !(numpy.tokenScore < 0), 'one token: S is one number, symmetric, and numpy says −1.873'],
  ],
  'real-before-tie': [
    [
      { blend: '0.9' },
      blend['article.t4.complex_count'][0] === 0 && blend['article.t4.asymmetry'][0] > 0,
      'numpy: none complex, asymmetry 0.079',
    ],
    [
      { blend: '0.75' },
      blend['article.t3.complex_count'][0] === 0 && blend['article.t3.asymmetry'][0] > 0,
      'numpy: none complex, asymmetry 0.236',
    ],
    [{ blend: '0.5' }, blend['article.t2.complex_count'][0] === 0, 'numpy: 2 complex'],
    [{ blend: '1' }, false, 'tied: symmetric'],
    [{ tie: 'on', blend: '0.9' }, false, 'tied by the switch'],
  ],
  'own-kernel': [
    [{ expression: 'exp(-norm(x-y)^1.5)' }, true, 'exp(−r^q) for q ≤ 2 (Schoenberg)'],
    [{ expression: 'exp(-0.5*norm(x-y)^2)+exp(-norm(x-y))' }, true, 'a sum of two kernels'],
    [{ expression: 'exp(-g*norm(x-y)^2)', params: 'g=0.5' }, false, 'the RBF preset'],
    [{ expression: 'exp(-a * norm(x - y)^2)', params: 'a=2' }, false, 'the RBF preset renamed and spaced'],
    [{ expression: 'exp(-norm(x-y)^3)' }, false, 'exp(−r^q) for q > 2 is no kernel (Schoenberg)'],
  ],
  'look-alike': [
    [{ expression: 'exp(-norm(x-y)^3)' }, true, 'k(x, x) = 1, 0 < k ≤ 1, q = 3 > 2'],
    [{ expression: 'exp(-norm(x-y)^2.5)' }, true, 'q = 2.5 > 2'],
    [{ expression: 'exp(-norm(x-y)^2)' }, false, 'the RBF: a kernel'],
    [{ expression: '2*exp(-norm(x-y)^3)' }, false, 'no kernel, but k(x, x) = 2'],
    [{ expression: 'exp(-norm(x-y))^2 - 0.5' }, false, 'the preset that fails: k(x, x) = 0.5'],
  ],
  'smallest-degree': [
    [
      { data: 'rings', kernel: 'polynomial', degree: '2' },
      numpy.smallestDegree['2'] >= 57 && numpy.smallestDegree['1'] < 57,
      'numpy: 60, and 33 at p = 1',
    ],
    [{ data: 'rings', kernel: 'polynomial', degree: '1' }, numpy.smallestDegree['1'] >= 57, 'numpy: 33'],
    [{ data: 'rings', kernel: 'polynomial', degree: '3' }, !(numpy.smallestDegree['2'] >= 57), 'numpy: 60, but 60 at p = 2 too'],
    [{ kernel: 'polynomial', degree: '2' }, false, 'the moons'],
  ],
  'starts-disagree': [
    // Necessary: K not PSD (numpy's smallest eigenvalue −1.30); that its starts end apart is the core's SMO.
    [
      { method: 'svm', kernel: 'expression', expression: 'exp(-norm(x-y)^4)' },
      numpy.startsKernels['exp(-norm(x-y)^4)'] < 0,
      'numpy: λ_min −1.30',
    ],
    [
      { method: 'svm', kernel: 'expression', expression: 'exp(-g*norm(x-y)^2)' },
      false,
      'PSD (numpy: λ_min 4.5 × 10⁻¹¹ > 0): a concave dual, one optimum',
    ],
    [{ method: 'svm', kernel: 'sigmoid', a: '0.5', b: '0.1' }, false, 'not an expression'],
    [{ method: 'ridge', kernel: 'expression', expression: 'exp(-norm(x-y)^4)' }, false, 'not the SVM'],
  ],
};

function inBand(x, low, high) {
  return x >= low && x <= high;
}

test('at least 12 exercises across the eight panels in the article’s order, with the six the issue names', () => {
  assert.ok(EXERCISES.length >= 12);
  const order = PANELS.map((panel) => panel.id);
  assert.deepEqual([...new Set(EXERCISES.map((e) => e.panel))], order);
  const at = EXERCISES.map((e) => order.indexOf(e.panel));
  assert.deepEqual(
    at,
    [...at].sort((a, b) => a - b),
  );
  assert.equal(new Set(EXERCISES.map((e) => e.id)).size, EXERCISES.length);
  const named = { 'leading-minors-lie': 'sylvester', 'stop-at-two': 'sylvester', 'rank-band': 'gamma-sweep', 'own-kernel': 'kernel-check' };
  Object.assign(named, { 'look-alike': 'kernel-check', 'make-it-gram': 'attention' });
  for (const [id, panel] of Object.entries(named)) assert.equal(exerciseById(id)?.panel, panel, id);
  assert.deepEqual(Object.keys(CASES).sort(), EXERCISES.map((e) => e.id).sort());
});

test('every exercise has a title, goal, hint and worked solution in ko and en, and a solution the panel’s state reads', () => {
  assert.deepEqual(Object.keys(EXERCISE_STRINGS.ko).sort(), Object.keys(EXERCISE_STRINGS.en).sort());
  for (const exercise of EXERCISES) {
    for (const part of ['title', 'goal', 'hint', 'worked'])
      for (const lang of ['ko', 'en']) {
        const text = exercise[part][lang];
        assert.ok(text && !text.startsWith('exercise.') && !/\{\w+/.test(text), `${exercise.id} ${part} ${lang}: ${text}`);
      }
    assert.match(exercise.goal.ko, /[가-힣]/);
    const panel = PANELS.find((p) => p.id === exercise.panel);
    const params = new URLSearchParams(exercise.solution);
    assert.ok(
      [...params.keys()].every((key) => key.startsWith(`${panel.id}.`)),
      exercise.solution,
    );
    assert.deepEqual(readState(panel.state, params, `${panel.id}.`).problems, [], exercise.id);
  }
  assert.ok(Object.isFrozen(EXERCISES) && Object.isFrozen(EXERCISES[0]) && Object.isFrozen(EXERCISES[0].goal));
});

for (const exercise of EXERCISES)
  test(`${exercise.id}: its worked solution is solved and its near misses are not`, async () => {
    const solution = await checkExercise(exercise.id, `${exercise.solution}&lang=en`, gramlab);
    assert.equal(solution.solved, true, solution.reason);
    const cases = CASES[exercise.id];
    assert.ok(cases.filter(([, solved]) => solved).length >= 1 && cases.filter(([, solved]) => !solved).length >= 2);
    for (const [values, expected, why] of cases) {
      const q = query(exercise.panel, values);
      for (const lang of ['en', 'ko']) {
        q.set('lang', lang);
        const { solved, reason } = await checkExercise(exercise.id, q.toString(), gramlab);
        assert.equal(solved, expected, `${exercise.id} ${q} (${why}): ${reason}`);
        assert.ok(reason.length > 0 && !reason.includes('exercise.') && !/\{\w+/.test(reason), reason);
        assert.equal(/[가-힣]/.test(reason), lang === 'ko', reason);
      }
    }
  });

test('the reason says which part is missing, in the page’s language, with the core’s numbers', async () => {
  const check = (id, q) => checkExercise(id, q, gramlab);
  assert.equal(
    (await check('far-apart', 'similarity.m=1,0.9,0.63;0.9,1,0.9;0.63,0.9,1&lang=en')).reason,
    'A–C = 0.63 makes a Gram matrix, but not with the smallest A–C: its three vectors still need three dimensions (rank 3), so A–C can go lower.',
  );
  // The article's B: D₂ = 1·1 − 2·2 = −3, exactly.
  assert.equal(
    (await check('leading-minors-lie', 'sylvester.m=1,2,0;2,1,0;0,0,3&lang=ko')).reason,
    'D₂ = −3으로 음수입니다. 선행 주소행렬식이 모두 0 이상이어야 합니다.',
  );
  assert.equal(
    (await check('stop-at-two', 'lang=en')).reason,
    'Every leading minor is positive (2, 3, 4): the criterion never stops, the table is positive definite.',
  );
  assert.equal(
    (await check('one-gigabyte', 'feature-maps.sizeD=276&lang=en')).reason,
    `d = 276 needs ${(4n * binomial(280, 4)).toLocaleString('en')} bytes, more than 10⁹.`,
  );
  assert.match((await check('rank-band', 'gamma-sweep.gamma=0.29&lang=en')).reason, /^At γ = 0\.29 the effective rank is 19\.16, below 20/);
});

test('a bad or hostile id, a hostile state or a query that is no text: not solved, and said', async () => {
  for (const id of ['nope', '__proto__', 'constructor', 'toString', '<img src=x onerror=alert(1)>', '']) {
    const { solved, reason } = await checkExercise(id, 'lang=en', gramlab);
    assert.equal(solved, false);
    assert.match(reason, /^There is no exercise "/, reason);
  }
  for (const id of [null, undefined, 42, {}, ['rank-band']]) assert.equal((await checkExercise(id, 'lang=ko', gramlab)).solved, false);
  assert.equal(exerciseById('__proto__'), null);
  const bad = {
    'rank-band': ['gamma-sweep.gamma=abc', 'gamma-sweep.gamma=1e400', 'gamma-sweep.gamma=-1', 'gamma-sweep.n=%00'],
    'leading-minors-lie': ['sylvester.m=1,x;2,3', 'sylvester.m=1,2;3', `sylvester.m=${'1,'.repeat(20000)}1`],
    'own-kernel': [`kernel-check.expression=${'x'.repeat(5000)}`, 'kernel-check.params=a=1;b'],
  };
  for (const [id, queries] of Object.entries(bad))
    for (const q of queries) {
      const { solved, reason } = await checkExercise(id, `${q}&lang=en`, gramlab);
      assert.equal(solved, false, q);
      assert.match(reason, /^The link’s [\w-]+\.\w+ was not read: /, `${q}: ${reason}`);
      assert.ok(reason.length < 400, reason);
    }
  // Values the fields accept and the core refuses: the core's message, still not solved.
  const asymmetric = await checkExercise('stop-at-two', 'sylvester.m=1,2,0;3,1,0;0,0,1&lang=en', gramlab);
  assert.equal(asymmetric.solved, false);
  assert.match(asymmetric.reason, /^The core refused this state: /);
  for (const expression of ['exp(-norm(x-y)^', '('.repeat(100), 'log(0*dot(x,y))']) {
    const refused = await checkExercise('look-alike', new URLSearchParams({ 'kernel-check.expression': expression, lang: 'en' }), gramlab);
    assert.equal(refused.solved, false, expression);
    assert.match(refused.reason, /^The core refused this state: /, expression);
  }
  // A parameter named __proto__ is a name like any other: the default expression stays the preset.
  assert.equal((await checkExercise('own-kernel', 'kernel-check.params=__proto__=1&lang=en', gramlab)).solved, false);
  for (const q of [null, undefined, 42, { toString: () => 'gamma-sweep.gamma=0.35' }])
    assert.equal((await checkExercise('rank-band', q, gramlab)).solved, false, String(q));
});
