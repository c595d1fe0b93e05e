// The methods panel's exercises, on the data and with the calls the panel uses (labelledDataset, kernelRidge,
// accuracy with its band; svmDual with its starts): the core's accuracy counts and the starts' agreement.
import { MAX_ITERATIONS, NEAR_ZERO, STARTS, kernelOf } from '../panels/methods/state.js';
import { missing, solved } from './verdict.js';

const RIGHT = 57; // of the 60 test points

const isPreset = ({ seed, nTrain, nTest, noise, points }) =>
  seed === '0' && nTrain === 60 && nTest === 60 && noise === 0.1 && !points.length;

/** The panel's data: the seeded preset's split, or the reader's own training points instead. */
async function dataOf(state, core) {
  const { data: kind, seed, nTrain, nTest, noise } = state;
  const set = await core.labelledDataset({ kind, seed: BigInt(seed), nTrain, nTest, noise });
  const rows = (m) => Array.from({ length: m.rows }, (_, i) => [m.data[2 * i], m.data[2 * i + 1]]);
  if (state.points.length)
    return {
      points: state.points.map(([x, y]) => [x, y]),
      labels: state.points.map((p) => p[2]),
      test: rows(set.testPoints),
      testLabels: set.testLabels,
    };
  return { points: rows(set.trainPoints), labels: Array.from(set.trainLabels), test: rows(set.testPoints), testLabels: set.testLabels };
}

/** How many test points kernel ridge with (c + x·y)^degree gets right (the sign of the label). */
async function rightAt(core, state, data, degree) {
  const kernel = kernelOf({ ...state, degree }, []);
  const { testPredictions } = await core.kernelRidge({
    points: data.points,
    targets: data.labels,
    kernel,
    lambda: state.lambda,
    test: data.test,
  });
  return (await core.accuracy(testPredictions, data.testLabels, NEAR_ZERO)).correct;
}

/** The rings, kernel ridge, the polynomial kernel: the smallest degree with at least 57 of 60 test points right. */
async function smallestDegree(state, core) {
  if (state.data !== 'rings' || !isPreset(state)) return missing('data');
  if (state.method !== 'ridge' || state.kernel !== 'polynomial') return missing('setup');
  const data = await dataOf(state, core);
  const right = await rightAt(core, state, data, state.degree);
  const params = { p: state.degree, right, total: data.test.length, lower: state.degree - 1 };
  if (right < RIGHT) return missing('few', params);
  if (state.degree === 1) return solved('solved', params);
  const lowerRight = await rightAt(core, state, data, state.degree - 1);
  return lowerRight >= RIGHT ? missing('lower', { ...params, lowerRight }) : solved('solved', { ...params, lowerRight });
}

/** The SVM on the reader's own expression: its starts end apart (agree false). */
async function startsDisagree(state, core) {
  if (state.method !== 'svm') return missing('method');
  if (state.kernel !== 'expression') return missing('kernel');
  const names = (await core.compileExpression(state.expression)).parameters.map((parameter) => parameter.name);
  const { points, labels } = await dataOf(state, core);
  const svm = { points, labels, kernel: kernelOf(state, names), C: state.C, starts: STARTS, maxIterations: MAX_ITERATIONS };
  const { isPSD, agree } = await core.svmDual(svm);
  if (agree) return missing(isPSD ? 'psd' : 'agree');
  return solved(isPSD ? 'solvedPsd' : 'solved');
}

export default [
  {
    id: 'smallest-degree',
    panel: 'methods',
    parts: ['learn'],
    solution: { data: 'rings', kernel: 'polynomial', degree: '2' },
    check: smallestDegree,
  },
  {
    id: 'starts-disagree',
    panel: 'methods',
    parts: ['learn'],
    solution: { method: 'svm', kernel: 'expression', expression: 'exp(-norm(x-y)^4)' },
    check: startsDisagree,
  },
];
