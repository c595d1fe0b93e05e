// `node tests/bench/limits.mjs [name …]`: every call at the corners its limits allow (core/include/gramlab/base/
// limits.hpp), timed in CPU seconds (process.cpuUsage: what this process used, which other processes on a loaded
// machine do not inflate) in WASM through the facade, twice (first call / again). The limits promise that no call they allow takes more than
// about 3 s of CPU; this prints each corner's time so that promise can be checked after a change. Not a test: it
// exits 0 whatever the times are. Names on the command line run only the corners whose name contains one.
import { loadGramLab } from '../../dist/src/gramlab.js';

const g = await loadGramLab();
const L = g.limits;
const BUDGET_S = 3;

const cpuSeconds = (run) => {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1e6;
};

/** {rows, cols, data} of n × n with a(i, j) = f(min(i, j), max(i, j)): symmetric. */
function symmetric(n, f) {
  const data = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) data[i * n + j] = f(Math.min(i, j), Math.max(i, j));
  return { rows: n, cols: n, data };
}

/** The table: 17-digit entries near 1e300 beside short decimals of 6 places, diagonally dominant so every
 * pivot is positive and the elimination runs to the end. */
const wide = (n) =>
  symmetric(n, (i, j) =>
    i === j ? 1.2345678901234567e307 * (1 + i / 7) : (i + j) % 2 ? (i + j + 1) / 1e6 : 1.2345678901234567e300 * (1 + (i * n + j) / 997),
  );

/** The same with its off-diagonal short decimals divided by 3: no longer short decimals, so no exact check. */
const notDecimals = (m) => ({ ...m, data: m.data.map((v) => (Math.abs(v) < 1 ? v / 3 : v)) });

/** XXᵀ of X (n × 2, entries from 10^−span to 10^span, no short decimals): rank 2, so every larger minor is within
 * its rounding bound and goes to the doubles' exact values. */
function rankTwo(n, span) {
  const x = Array.from({ length: n }, (_, i) =>
    [0, 1].map((r) => Math.sin(1 + 7 * i + 13 * r) * 10 ** (-span + (2 * span * ((5 * i + r) % n)) / (n - 1))),
  );
  return symmetric(n, (i, j) => x[i][0] * x[j][0] + x[i][1] * x[j][1]);
}

const points = (n, d, seed = 4) => g.randomNormal(seed, n, d);
const labels = (n) => Float64Array.from({ length: n }, (_, i) => (i % 2 ? 1 : -1));
const moons = (n) => {
  const data = g.labelledDataset({ kind: 'moons', nTrain: n, nTest: 0, seed: 7 });
  return [data.trainPoints, data.trainLabels];
};

// Each corner: the largest call its limits allow along one direction of the work.
const CORNERS = [
  ['psdCheck n = maxMatrixOrder', () => g.psdCheck(symmetric(L.maxMatrixOrder, (i, j) => (i === j ? 2 : 1 / (1 + i + j))))],
  ['gramFromVectors maxPoints × maxDimension', () => g.gramFromVectors(points(L.maxPoints, L.maxDimension))],
  [
    'eigenSymmetric vectors n = maxEigenvectorOrder',
    () =>
      g.eigenSymmetric(
        symmetric(L.maxEigenvectorOrder, (i, j) => 1 / (1 + i + j)),
        { vectors: true },
      ),
  ],
  [
    'projectedNorm n = maxMatrixOrder',
    () =>
      g.projectedNorm(
        symmetric(L.maxMatrixOrder, (i, j) => (i === j ? 2 : 1 / (1 + i + j))),
        new Float64Array(L.maxMatrixOrder).fill(1),
      ),
  ],
  [
    'quadraticFormOnSphere 3 × 3, maxSphereSteps',
    () =>
      g.quadraticFormOnSphere(
        symmetric(3, (i, j) => (i === j ? 1 : 0.9)),
        L.maxSphereSteps,
      ),
  ],
  ['elliptopeSurface maxElliptopeSteps', () => g.elliptopeSurface(L.maxElliptopeSteps)],
  ['sylvester 12 × 12 wide', () => g.sylvester(wide(L.maxSylvesterOrder))],
  ['exactPsdCheck 12 × 12 wide', () => g.exactPsdCheck(wide(L.maxSylvesterOrder))],
  ['principalMinors 10 × 10 wide', () => g.principalMinors(wide(L.maxPrincipalMinorOrder))],
  ['negativeDirection 10 × 10 wide', () => g.negativeDirection(wide(L.maxPrincipalMinorOrder))],
  // psdVerdict: exactPsdCheck, then (no short decimals: the 1/3) every principal minor or the leading ones.
  ['psdVerdict 10 × 10 wide, not decimals', () => g.psdVerdict(notDecimals(wide(L.maxPrincipalMinorOrder)))],
  ['psdVerdict 12 × 12 wide, not decimals', () => g.psdVerdict(notDecimals(wide(L.maxSylvesterOrder)))],
  // Minors within their rounding bound, decided from the doubles' exact values (maxExactMinorWork).
  ['principalMinors 10 × 10 rank 2 at 1e±100', () => g.principalMinors(rankTwo(L.maxPrincipalMinorOrder, 100))],
  ['psdVerdict 10 × 10 rank 2 at 1e±100', () => g.psdVerdict(rankTwo(L.maxPrincipalMinorOrder, 100))],
  ['randomNormal maxRandomDraws', () => g.randomNormal(4, L.maxRandomDraws / 1000, 1000)],
  ...['linear', 'polynomial', 'sigmoid', 'laplacian', 'cosine'].map((kind) => [
    `kernelMatrix ${kind} n = maxPoints, d = maxDimension`,
    () => g.kernelMatrix(points(L.maxPoints, L.maxDimension), { kind }),
  ]),
  ['kernelMatrix rbf at maxDistanceWork', () => g.kernelMatrix(points(L.maxPoints, L.maxDistanceWork / L.maxPoints ** 2), { kind: 'rbf' })],
  [
    'gammaSweep one γ at maxDistanceWork',
    () => g.gammaSweep({ seed: 4, n: L.maxPoints, d: L.maxDistanceWork / L.maxPoints ** 2, gammas: [1] }),
  ],
  ['gammaSweep maxGammas at maxGammaSweepWork', () => g.gammaSweep({ seed: 4, n: 500, d: 5, gammas: Array(L.maxGammas).fill(1) })],
  ['sigmoidCheck n = maxPoints, d = maxDimension / 4', () => g.sigmoidCheck({ seed: 4, n: L.maxPoints, d: 250, a: 0.5, b: 0.1 })],
  [
    'sigmoidMap at maxSigmoidMapWork',
    () => {
      const side = Array.from({ length: L.maxSigmoidMapSide }, (_, k) => -1 + k / 32);
      g.sigmoidMap({ seed: 4, n: 100, d: 5, aValues: side, bValues: side });
    },
  ],
  ['sigmoidRepair n = maxEigenvectorOrder', () => g.sigmoidRepair({ seed: 4, n: L.maxEigenvectorOrder, d: 5, a: 1, b: -1 }, 'clip')],
  ['featureDimension maxCounted', () => g.featureDimension(L.maxCountedDimension, L.maxCountedDegree)],
  [
    'polyFeatures maxListedFeatures',
    () => g.polyFeatures(new Float64Array(L.maxDimension).fill(0.5), { degree: 2, c: 1, maxTerms: L.maxListedFeatures }),
  ],
  ['polyFeatureValues d = 768, p = 2', () => g.polyFeatureValues(new Float64Array(768).fill(0.5), { degree: 2, c: 1 })],
  [
    'kernelTrickTiming d = 768, p = 2, maxTimingBatchSeconds',
    () =>
      g.kernelTrickTiming(new Float64Array(768).fill(0.5), new Float64Array(768).fill(0.25), {
        degree: 2,
        c: 1,
        minBatchSeconds: L.maxTimingBatchSeconds,
      }),
  ],
  [
    'kernelTrickTiming d = 1000, p = 10',
    () =>
      g.kernelTrickTiming(new Float64Array(1000).fill(0.5), new Float64Array(1000).fill(0.25), {
        degree: 10,
        c: 1,
        minBatchSeconds: L.maxTimingBatchSeconds,
      }),
  ],
  ['rbfSeries maxRbfTerms', () => g.rbfSeries(1, 2, 0.5, L.maxRbfTerms)],
  [
    'separate1D maxLiftPoints',
    () =>
      g.separate1D(
        Float64Array.from({ length: L.maxLiftPoints }, (_, i) => i),
        Float64Array.from({ length: L.maxLiftPoints }, (_, i) => (i * 7) % 2),
      ),
  ],
  ...rbfCorners(),
  [
    'attention maxAttentionTokens × maxAttentionWidth',
    () => g.attention({ seed: 4, tokens: L.maxAttentionTokens, width: L.maxAttentionWidth, dk: L.maxAttentionWidth, softmax: true }),
  ],
  [
    'attentionBlendPath at maxAttentionPathWork',
    () =>
      g.attentionBlendPath(
        { seed: 4, tokens: L.maxAttentionTokens, width: 64, dk: 64 },
        L.maxAttentionPathWork / L.maxAttentionTokens ** 3 - 1,
      ),
  ],
  [
    'checkKernel n = maxEigenvectorOrder at maxEvaluationCost',
    () =>
      g.checkKernel({
        expression: 'exp(-norm(x-y)^2)',
        seed: 4,
        n: L.maxEigenvectorOrder,
        d: Math.floor(L.maxEvaluationCost / L.maxEigenvectorOrder ** 2) - 5,
      }),
  ],
  [
    'searchCounterexample round 7 (optimised)',
    () => g.searchCounterexample({ expression: 'tanh(dot(x,y) - 1)', seed: 4, n: 30, d: 3, round: 7 }),
  ],
  [
    'expressionMatrix at maxEvaluationCost',
    () => g.expressionMatrix({ expression: 'exp(-norm(x-y)^2)', seed: 4, n: 1000, d: Math.floor(L.maxEvaluationCost / 1e6) - 5 }),
  ],
  [
    'kernelRidge at maxKernelWork',
    () => {
      const n = L.maxMethodPoints;
      g.kernelRidge({ points: points(n, L.maxKernelWork / n ** 2), targets: new Float64Array(n), lambda: 1, kernel: { kind: 'rbf' } });
    },
  ],
  ...[
    ['sigmoid a = 1, b = −1, random labels', points(L.maxMethodPoints, 2), labels(L.maxMethodPoints), { kind: 'sigmoid', a: 1, b: -1 }],
    ['(1 + x·y)⁵ on moons (residuals recomputed)', ...moons(L.maxMethodPoints), { kind: 'polynomial', degree: 5, coef0: 1 }],
  ].map(([name, x, y, kernel]) => [
    `svmDual at maxSvmWork with a 40,000-point grid, C = 10⁶, ${name}`,
    () => {
      const n = L.maxMethodPoints;
      const r = g.svmDual({
        points: x,
        labels: y,
        C: 1e6,
        kernel,
        starts: 4,
        maxIterations: L.maxSvmWork / (4 * n),
        seed: 1,
        grid: points(L.maxPredictionPoints, 2, 5),
      });
      return r.runs.map((run) => `${run.iterations} ${run.stop}`).join(', ');
    },
  ]),
  ['labelledDataset maxPoints', () => g.labelledDataset({ kind: 'moons', nTrain: L.maxPoints / 2, nTest: L.maxPoints / 2, seed: 4 })],
];

// rbfFeatures and rbfFeatureErrors: along n, d, D and the count of D values.
function rbfCorners() {
  const D = L.maxRbfFeatures;
  const corner = (label, run) => [label, run];
  return [
    corner('rbfFeatures fourier n = 1000, d = 1000, D = maxRbfFeatures', () =>
      g.rbfFeatures({ method: 'fourier', seed: 4, n: 1000, d: 1000, features: D, featureSeed: 1 }),
    ),
    corner('rbfFeatures fourier n = 1000, d = 1000, D = 657 (at the work limit)', () =>
      g.rbfFeatures({ method: 'fourier', seed: 4, n: 1000, d: 1000, features: 657, featureSeed: 1 }),
    ),
    corner('rbfFeatureErrors fourier n = 1000, d = 1000, 16 × D = 54 (at the work limit)', () =>
      g.rbfFeatureErrors({ method: 'fourier', seed: 4, n: 1000, d: 1000, featureSeed: 1 }, Array(16).fill(54)),
    ),
    corner('rbfFeatureErrors fourier n = 2, d = maxDimension, 21 × maxRbfFeatures (at the work limit)', () =>
      g.rbfFeatureErrors({ method: 'fourier', seed: 4, n: 2, d: L.maxDimension, featureSeed: 1 }, Array(21).fill(D)),
    ),
    corner('rbfFeatures nystrom n = 1500, D = 700 (at the work limit)', () =>
      g.rbfFeatures({ method: 'nystrom', seed: 4, n: 1500, d: 5, features: 700 }),
    ),
    corner('rbfFeatureErrors nystrom n = 1000, D = 1000, 600, 600 (at the work limit)', () =>
      g.rbfFeatureErrors({ method: 'nystrom', seed: 4, n: 1000, d: 5 }, [1000, 600, 600]),
    ),
    corner('rbfFeatures fourier n = maxPoints, d = 5, D = 16', () =>
      g.rbfFeatures({ method: 'fourier', seed: 4, n: L.maxPoints, d: 5, features: 16, featureSeed: 1 }),
    ),
    corner('rbfFeatures fourier n = 300, d = maxDimension, D = maxRbfFeatures', () =>
      g.rbfFeatures({ method: 'fourier', seed: 4, n: 300, d: L.maxDimension, features: D, featureSeed: 1 }),
    ),
    corner('rbfFeatures nystrom n = 1000, D = 1000', () => g.rbfFeatures({ method: 'nystrom', seed: 4, n: 1000, d: 5, features: 1000 })),
    corner('rbfFeatures polynomial n = 1000, d = 62, p = 2, D = all', () =>
      g.rbfFeatures({ method: 'polynomial', seed: 4, n: 1000, d: 62, degree: 2, c: 1, features: 2016 }),
    ),
    corner('rbfFeatureErrors fourier n = 1000, d = 1000, 16 × D = 256', () =>
      g.rbfFeatureErrors({ method: 'fourier', seed: 4, n: 1000, d: 1000, featureSeed: 1 }, Array(16).fill(256)),
    ),
    corner('rbfFeatureErrors fourier n = 2, d = maxDimension, 64 × maxRbfFeatures', () =>
      g.rbfFeatureErrors({ method: 'fourier', seed: 4, n: 2, d: L.maxDimension, featureSeed: 1 }, Array(L.maxRbfFeatureCounts).fill(D)),
    ),
    corner('rbfFeatureErrors nystrom n = 1000, 64 × D = 1000', () =>
      g.rbfFeatureErrors({ method: 'nystrom', seed: 4, n: 1000, d: 5 }, Array(L.maxRbfFeatureCounts).fill(1000)),
    ),
  ];
}

const only = process.argv.slice(2);
let worst = 0;
for (const [name, run] of CORNERS) {
  if (only.length && !only.some((part) => name.includes(part))) continue;
  // Twice: the first call runs V8's baseline code for what this process has not run hot yet (its first call
  // of a part's code can take twice as long); the second is the steady state the limits are set from.
  const times = [];
  let outcome = 'done';
  try {
    for (let k = 0; k < 2; k++) {
      let said;
      times.push(
        cpuSeconds(() => {
          said = run();
        }),
      );
      if (typeof said === 'string') outcome = said;
    }
  } catch (error) {
    outcome = `${error.code ?? error.name}: ${String(error.message).slice(0, 120)}`;
  }
  const shown = times.length
    ? times
        .map((t) => `${t.toFixed(2)} s`)
        .join(' / ')
        .padStart(15)
    : '—'.padStart(15);
  if (times.length === 2) worst = Math.max(worst, times[1]);
  const mark = times[1] > BUDGET_S ? '  ← past the budget' : '';
  console.log(`${shown}  ${name}  (${outcome})${mark}`);
}
console.log(`# the slowest allowed call took ${worst.toFixed(2)} s of CPU in the steady state (budget ${BUDGET_S} s); first / again`);
