// Type-checked (npm run typecheck), never run: the facade used as the page and the tests use it (loading,
// parts, errors, and results read as the page reads them), so a d.ts that drifts from those uses fails to
// compile here. Each function's own check is its @example in gramlab.d.ts (tests/wasm/declared-results.test.mjs).
import { GramLabError, HELPER_URL, compiledCore, loadGramLab, partOf, type GramLab, type Matrix, type PartName } from '../../web/src/gramlab.js';

async function use(): Promise<void> {
  const g: GramLab = await loadGramLab({ wasmUrl: new URL('file:///gramlab-core.wasm') });
  const S = [[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]];
  const values: Float64Array = g.eigenSymmetric(S, { vectors: true }).values;
  // The parts: some loaded at first, the others on demand.
  const some: GramLab = await loadGramLab({ parts: ['core'], wasmUrl: (part: PartName) => `./${part}.wasm`, timeoutMs: 5000 });
  await some.loadParts(['kernels', 'detail']);
  // Two lanes in a page's worker: the page starts each helper (worker.js, runtime/worker-client.js).
  const helper = (): MessagePort => {
    const { port1, port2 } = new MessageChannel();
    new Worker(HELPER_URL, { type: 'module' }).postMessage({ port: port2 }, [port2]);
    return port1;
  };
  const lanes: 0 | 1 | 2 = (await loadGramLab({ threads: 2, helper })).lanes('detail');
  const part: PartName | null = some.partOf('kernelMatrix') ?? partOf('svmDual');
  const names: readonly PartName[] = some.parts;
  const modules = compiledCore()?.modules.core;
  const verdict: boolean = g.psdCheck({ rows: 2, cols: 2, data: new Float64Array([1, 0, 0, 1]) }).isPSD;
  const change: Matrix = g.repairPSD(S, 'clip').change;
  const rank: number = g.reconstructVectors(S).rank + g.gramFromVectors([[1, 2]]).rank;
  const q: number = g.quadraticForm(S, [1, -1, 0]) + g.projectedNorm([[1, 2]], new Float64Array([1]));
  const certain: -1 | 0 | 1 = g.quadraticFormSign(S, [1, -1, 0]).sign;
  const heights: Matrix = g.elliptopeSurface(40).upper;
  const inside: -1 | 0 | 1 = g.elliptopePoint(S).membership;
  const repaired: Float64Array = g.elliptopePoint(S).repaired;
  const sphere = g.quadraticFormOnSphere(S, 24);
  const negatives: number = sphere.signs.filter((sign) => sign < 0).length + sphere.minValue + sphere.directions.rows;
  const failure: number | null = g.sylvester(S).firstFailure;
  const exact: string | null = g.principalMinors(S)[0].exact;
  const direction = g.negativeDirection(S);
  const c: Float64Array | undefined = direction?.c;
  const draws: Matrix = g.randomNormal(4n, 3, 2);
  const uniform: Matrix = g.randomUniform(7, 1, 1);
  const kernel: Matrix = g.kernelMatrix(draws, { kind: 'rbf', gamma: 0.5 });
  const rows = g.gammaSweep({ seed: 4, n: 300, d: 5, gammas: [0.1], spectrum: true });
  const k95: number = rows[0].k95;
  const sigmoid: boolean = g.sigmoidCheck({ points: S, a: 1, b: 0 }).isPSD;
  const ridge: number = g.regularizedStats(values, 0.1).condition;
  const map: Matrix = g.sigmoidMap({ seed: 4, n: 30, d: 5, aValues: [1], bValues: [0, 1] }).negativeCount;
  const relative: number = g.sigmoidRepair({ seed: 4, n: 30, d: 5, a: 1, b: 0 }, 'shift').relativeChange;
  const heap: number = g.memoryStats().heapBytes;
  const features: string = g.featureDimension(768, 4).count + g.polyFeatures([1, 2], { degree: 2, c: 1, maxTerms: 10 }).total;
  const dot: number = g.polyFeaturePair([1, 2], [3, -1], { degree: 2, c: 1, maxTerms: 10 }).featureDot;
  const phi: Float64Array = g.polyFeatureValues([1, 2], { degree: 2, c: 1 });
  const built: boolean = g.kernelTrickTiming([1, 2], [3, -1], { degree: 2, c: 1, minBatchSeconds: 0.001 }).built;
  const partial: number = g.rbfSeries(0.5, 1, 1, 10).terms[0].partialSum;
  const split: boolean = g.separate1D([0, 1, 2], [0, 1, 0]).liftSeparates;
  const scores: Matrix = g.attention({ seed: 1, tokens: 4, dk: 2, tie: true, softmax: true }).scores;
  const symmetric: boolean = g.attention({ X: S, WQ: [[1], [0], [0]] }).symmetry.symmetric;
  const blended: number = g.attention({ seed: 1, blend: 0.5 }).blend;
  const ratios: Float64Array = g.attentionBlendPath({ seed: 1, tokens: 4 }, 10).asymmetryRatios;
  const expression = { expression: 'exp(-g*norm(x-y)^2)', params: { g: 0.5 } };
  const witness: Float64Array | undefined = g.checkKernel({ ...expression, seed: 4, n: 30, d: 5 }).witness?.c;
  const searched: number = g.searchCounterexample({ ...expression, seed: 4, n: 30, d: 5, round: 0 }).rounds;
  const exactly: boolean = g.exactPsdCheck(S).isPSD;
  const rule: 'exact' | 'minor' | 'rounding' = g.psdVerdict(S).rule;
  const certificate: number[] | undefined = g.psdCheck(S).minor?.indices;
  const used: string[] = g.compileExpression(expression.expression).parameters.map(({ name }) => name);
  const table: Matrix = g.expressionMatrix({ ...expression, points: S });
  const data = g.labelledDataset({ kind: 'moons', seed: 0, nTrain: 20, nTest: 10, noise: 0.1 });
  const fit = g.kernelRidge({ points: data.trainPoints, targets: data.trainLabels, kernel: { kind: 'rbf', gamma: 1 }, lambda: 1e-3 });
  const svm = g.svmDual({ points: data.trainPoints, labels: data.trainLabels, kernel: expression, C: 10, starts: 2, repair: 'clip' });
  const correct: number = g.accuracy(fit.trainPredictions, data.trainLabels, 0.05).correct + svm.runs.length;
  const rff: number = g.rbfFeatures({ method: 'fourier', seed: 4, n: 300, d: 5, gamma: 0.05, features: 64, featureSeed: 0 }).gramError.relativeFrobenius;
  const landmarks: number = g.rbfFeatureErrors({ method: 'nystrom', points: [[0, 1], [1, 0]], gamma: 1 }, [1, 2])[1].columns;
  const order: number = g.limits.maxMatrixOrder;
  const codes: readonly string[] = g.errorCodes;
  try {
    g.psdCheck([[1, 2], [3]]);
  } catch (error) {
    if (error instanceof GramLabError) console.log(error.code, error.row);
  }
  console.log(scores, symmetric, witness, searched, exactly, rule, certificate, used, table, correct, verdict, change, rank, q, failure, exact, c, uniform, kernel, k95, sigmoid, ridge, map, relative, heap, order, codes, features, dot, phi, built, partial, split, rff, landmarks, part, names, modules, heights, inside, repaired, negatives, lanes);
}
void use;
