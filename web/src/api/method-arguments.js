// Argument kinds of the learning methods (kernelRidge, svmDual, labelledDataset): request structs whose
// point sets, per-point values and nested kernel are copied here; every other key is a primitive the
// core reads and checks, unknown keys included.
import { toMatrix, toNumbers } from './matrix.js';
import { namedNumbers, request, seedText } from './arguments.js';

const trainingBound = (limits) => ({ rows: limits.maxMethodPoints, cols: limits.maxDimension });
const predictionBound = (limits) => ({ rows: limits.maxPredictionPoints, cols: limits.maxDimension });

const training = (value, what, limits) => toMatrix(value, trainingBound(limits), what);
const perPoint = (value, what, limits) => toNumbers(value, limits.maxMethodPoints, what);
const prediction = (value, what, limits) => toMatrix(value, predictionBound(limits), what);

/** {kind, gamma, …} or {expression, params}: `params` a {name: number} object, the rest primitives. */
const kernel = (value, what, limits) => request({ params: namedNumbers })(value, what, limits)[0];

export const ridgeRequest = request({ points: training, targets: perPoint, kernel, grid: prediction, test: prediction });
export const svmRequest = request({
  points: training,
  labels: perPoint,
  kernel,
  seed: seedText,
  grid: prediction,
  test: prediction,
});
export const datasetRequest = request({ seed: seedText });
