// Types of the facade (web/src/gramlab.js). Every function throws GramLabError with a stable `code`.
// Written by hand; every function's @example is run and what it returns compared, field by field, with the
// types here (tests/wasm/declared-results.test.mjs). The generated parts are marked.

/** Row-major: entry (i, j) is data[i * cols + j]. Results always use this form. */
export interface Matrix {
  rows: number;
  cols: number;
  data: Float64Array;
}
/** What a matrix argument may be: nested arrays or {rows, cols, data} with data a Float64Array or number[]. */
export type MatrixInput = readonly (readonly number[])[] | { rows: number; cols: number; data: Float64Array | readonly number[] };
export type VectorInput = Float64Array | readonly number[];
/** 0 … 2^64 − 1: a safe-integer number, or a BigInt past 2^53. */
export type Seed = number | bigint;
export type RepairMethod = 'clip' | 'shift';

/** Points drawn in the core as default_rng(seed).normal(size=(n, d)), or given as rows. */
export type PointSource = { seed: Seed; n: number; d: number; points?: never } | { points: MatrixInput; seed?: never; n?: never; d?: never };

export interface SymmetricEigen {
  values: Float64Array;
  vectors?: Matrix;
}
/** A principal minor certainly negative: psdCheck's is a diagonal entry, exactly. */
export interface NegativeMinor {
  indices: number[];
  value: number;
}
/** Which certificate decided a PSD verdict (docs/api.md, "One rule for a PSD verdict"). */
export type PsdRule = 'rounding' | 'minor';
export interface PsdCheck {
  eigenvalues: Float64Array;
  minEigenvalue: number;
  negativeCount: number;
  /** No eigenvalue below −tolerance and no negative diagonal entry. */
  isPSD: boolean;
  tolerance: number;
  /** 'rounding': the eigenvalues decided; 'minor': a negative diagonal entry, every eigenvalue within tolerance. */
  rule: PsdRule;
  /** The first negative diagonal entry, or null. */
  minor: NegativeMinor | null;
}
export interface PsdRepair {
  matrix: Matrix;
  change: Matrix;
  frobeniusChange: number;
  maxChange: number;
  shift: number;
}
export interface Reconstruction {
  vectors: Matrix;
  rank: number;
  residual: number;
}
/** cᵀSc on a grid of unit directions: order 2, one row of angles 2πk/steps; order 3, steps rows of polar angle
 * π(i + ½)/steps × 2·steps columns of azimuth πj/steps (row-major). */
export interface FormOnSphere {
  directions: Matrix;
  values: Float64Array;
  errorBounds: Float64Array;
  /** −1 or +1 when |value| > its bound, else 0 */
  signs: (-1 | 0 | 1)[];
  rows: number;
  columns: number;
  /** the unit eigenvector of λ_min, its largest entry positive */
  minDirection: Float64Array;
  minValue: number;
  minErrorBound: number;
  minSign: -1 | 0 | 1;
  minEigenvalue: number;
  maxEigenvalue: number;
}
export interface GramAndCovariance {
  gram: Matrix;
  covariance: Matrix;
  sharedEigenvalues: Float64Array;
  rank: number;
}
/** A number beyond double's range: mantissa · 2^exponent, 0.5 ≤ |mantissa| < 1 (or 0). */
export interface ScaledNumber {
  mantissa: number;
  exponent: number;
}
/** A minor's sign, always certain: 'zeroWithinRounding' only past maxExactMinorWork; 'undecided' is never given. */
export type MinorSign = 'positive' | 'negative' | 'zero' | 'zeroWithinRounding' | 'undecided';
/** How: over the typed decimals ('decimals', with `exact` text), the doubles' exact binary values ('binary'), or
 * in floating point beyond its rounding bound ('bound'). */
export type MinorMethod = 'decimals' | 'binary' | 'bound';
/** A number of the hand working: value is null outside double's range (read scaled); exact is the exact text. */
export interface WorkingNumber {
  value: number | null;
  scaled: ScaledNumber;
  exact: string | null;
}
/** Exactly one part is set: k = 1 factors [a₁₁]; k = 2 [a₁₁, a₂₂, a₁₂, a₂₁]; k = 3 cofactors; k ≥ 4 pivots. */
export interface MinorWorking {
  factors: WorkingNumber[];
  cofactors: { entry: WorkingNumber; factors: WorkingNumber[]; minor: WorkingNumber }[];
  pivots: WorkingNumber[];
}
export interface LeadingMinor {
  k: number;
  /** D_k as a double; null outside double's range (see scaled). */
  determinant: number | null;
  scaled: ScaledNumber;
  /** "−3", "0.19", "1e+400" when every entry is a short decimal (≤ 6 places, any size); else null. */
  exact: string | null;
  /** The LDLᵀ/Cholesky pivot D_k / D_{k−1}; null outside double's range. */
  pivot: number | null;
  exactPivot: string | null;
  sign: MinorSign;
  method: MinorMethod;
  /** |rounding error| ≤ bound (0 when exact); within it the doubles' exact values decide. */
  bound: ScaledNumber;
  working: MinorWorking;
}
export interface SylvesterResult {
  minors: LeadingMinor[];
  positiveDefinite: boolean;
  /** k of the first minor that is not positive; null when every one is. */
  firstFailure: number | null;
}
export interface PrincipalMinor {
  indices: number[];
  determinant: number | null;
  scaled: ScaledNumber;
  exact: string | null;
  sign: MinorSign;
  method: MinorMethod;
}
export interface NegativeDirection {
  indices: number[];
  c: Float64Array;
  /** cᵀGc < 0 of the doubles c and G, exactly, then correctly rounded. */
  value: number;
  scaled: ScaledNumber;
}
export interface KernelSpec {
  kind: 'linear' | 'polynomial' | 'rbf' | 'sigmoid';
  gamma?: number;
  degree?: number;
  coef0?: number;
  a?: number;
  b?: number;
}
export interface SpectrumStats {
  maxEigenvalue: number;
  minEigenvalue: number;
  k95: number;
  effectiveRank: number;
  condition: number;
  trace: number;
}
export interface GammaSweepRow extends SpectrumStats {
  gamma: number;
  spectrum?: Float64Array;
}
export interface SigmoidCheck {
  negativeCount: number;
  minEigenvalue: number;
  maxEigenvalue: number;
  tolerance: number;
  isPSD: boolean;
}
export interface SigmoidMap {
  aValues: Float64Array;
  bValues: Float64Array;
  size: number;
  psdCells: number;
  minEigenvalue: Matrix;
  negativeCount: Matrix;
  tolerance: Matrix;
}
export interface SigmoidRepair {
  frobeniusChange: number;
  maxChange: number;
  shift: number;
  kernelFrobenius: number;
  relativeChange: number;
}
/** A general (non-symmetric) spectrum: eigenvalues rows of [re, im], sorted as numpy.sort_complex sorts. */
export interface GeneralSpectrum {
  eigenvalues: Matrix;
  /** A first-order bound on each eigenvalue's rounding error (Infinity where none can be given). */
  errorBounds: Float64Array;
  /** True where |im| exceeds the bound: the exact eigenvalue cannot be real. */
  isComplex: boolean[];
  complexCount: number;
}
export interface ScoreSymmetry {
  /** mean|A − Aᵀ| / mean|A|. */
  asymmetryRatio: number;
  /** Every |A_ij − A_ji| within the bound on the rounding in forming A. */
  symmetric: boolean;
  spectrum: GeneralSpectrum;
}
/** The seeded recipe (absent keys: the article's 8 tokens, width 16, dk 16, scale 0.25), the explicit form, or a reader's X scored by the seed's weights. */
export type AttentionRequest = {
  tie?: boolean;
  softmax?: boolean;
  /** t in [0, 1]: W_K(t) = (1 − t)·W_K + t·W_Q; 1 is the tie. */
  blend?: number;
} & (
  | { seed: Seed; tokens?: number; width?: number; dk?: number; scale?: number; X?: never; WQ?: never; WK?: never }
  | { X: MatrixInput; WQ: MatrixInput; WK?: MatrixInput; seed?: never }
  | { X: MatrixInput; seed: Seed; dk?: number; scale?: number; WQ?: never; WK?: never }
);
export interface AttentionResult {
  X: Matrix;
  WQ: Matrix;
  WK: Matrix;
  /** tie, or blend 1. */
  tied: boolean;
  blend: number;
  /** W_Q W_Kᵀ. */
  M: Matrix;
  /** psdCheck of (M + Mᵀ)/2. */
  weightSymmetricPart: PsdCheck;
  weightSymmetricPartMax: number;
  /** S = X W_Q W_Kᵀ Xᵀ / √d_k. */
  scores: Matrix;
  symmetricPart: Matrix;
  antisymmetricPart: Matrix;
  symmetry: ScoreSymmetry;
  /** psdCheck of (S + Sᵀ)/2: S itself when tied. */
  scoresSymmetricPart: PsdCheck;
  /** The row softmax of S, when asked for. */
  softmax: { weights: Matrix; symmetry: ScoreSymmetry } | null;
}
/** S(t) along the blend, t_k = k/steps: row k of `eigenvalues` holds its n eigenvalues as re, im pairs (sort_complex order). */
export interface AttentionBlendPath {
  blends: Float64Array;
  /** (steps + 1) × 2n. */
  eigenvalues: Matrix;
  complexCounts: number[];
  /** mean|S − Sᵀ| / mean|S| at each t. */
  asymmetryRatios: Float64Array;
}
export interface MemoryStats {
  heapBytes: number;
  allocatedBytes: number;
}
/** C(d + p, p) and one float32 feature vector's bytes, as exact decimal text (past 2^53, past 2^64). */
export interface FeatureDimension {
  count: string;
  float32Bytes: string;
  approxCount: number;
  approxFloat32Bytes: number;
}
/** x_{variable+1}^power; variable is 0-based. */
export interface MonomialFactor {
  variable: number;
  power: number;
}
/** √(multinomial · c^(p−|α|)); when exact, it equals outside·√radicand (radicand square-free, 1: no root). */
export interface FeatureCoefficient {
  value: number;
  exact: boolean;
  outside: number;
  radicand: number;
}
export interface FeatureTerm {
  /** Variables ascending; empty for the constant feature "1". */
  monomial: MonomialFactor[];
  constantPower: number;
  multinomial: number;
  coefficient: FeatureCoefficient;
}
export interface PolyFeatureOptions {
  degree: number;
  c: number;
  /** Terms to list: 1 … limits.maxListedFeatures. */
  maxTerms: number;
}
/** φ(x) of (c + x·y)^p: the first terms in the core's documented order (poly_features.hpp). */
export interface PolyFeatures {
  terms: FeatureTerm[];
  values: Float64Array;
  /** The number of features, exact decimal. */
  total: string;
  complete: boolean;
}
/** φ(a), φ(b) term by term beside k(a, b); |featureDot − kernel| ≤ roundingBound when complete. */
export interface PolyFeaturePair {
  terms: FeatureTerm[];
  valuesA: Float64Array;
  valuesB: Float64Array;
  products: Float64Array;
  featureDot: number;
  kernel: number;
  roundingBound: number;
  total: string;
  complete: boolean;
}
/** Both routes timed in the core, each in the batch that lasted minBatchSeconds (or the last a limit allowed); built is false above limits.maxBuiltFeatures (requiredBytes says why). */
export interface KernelTrickTiming {
  kernel: number;
  kernelSeconds: number;
  kernelRepetitions: number;
  kernelBatchSeconds: number;
  built: boolean;
  featureDot: number;
  featureSeconds: number;
  featureRepetitions: number;
  featureBatchSeconds: number;
  featureCount: string;
  requiredBytes: string;
  approxRequiredBytes: number;
  capBytes: number;
}
export interface RbfSeriesTerm {
  m: number;
  featureX: number;
  featureY: number;
  term: number;
  partialSum: number;
  error: number;
  hasTailBound: boolean;
  tailBound: number;
  roundingBound: number;
}
/** e^(−γ(x−y)²) and its truncated series φ_m(x)φ_m(y), m = 0 … terms − 1. */
export interface RbfSeries {
  kernel: number;
  peak: number;
  terms: RbfSeriesTerm[];
}
/** Which finite φ: random Fourier features, Nyström landmarks, or the polynomial kernel's exact φ truncated. */
export type RbfFeatureMethod = 'fourier' | 'nystrom' | 'polynomial';
/** rbfFeatures' request: the point source, γ (RBF) or degree and c (polynomial), D and the Fourier draw's seed. */
export type RbfFeatureRequest = PointSource & {
  method: RbfFeatureMethod;
  gamma?: number;
  features?: number;
  featureSeed?: Seed;
  degree?: number;
  c?: number;
};
/** ‖ΦΦᵀ − K‖_F / ‖K‖_F and max|ΦΦᵀ − K|. */
export interface GramError {
  relativeFrobenius: number;
  maxAbs: number;
}
/** Φ (n × columns), its Gram error, the spectra of ΦΦᵀ and K (descending) and their effective ranks. */
export interface RbfFeatures {
  features: Matrix;
  gramError: GramError;
  eigenvalues: Float64Array;
  exactEigenvalues: Float64Array;
  effectiveRank: number;
  exactEffectiveRank: number;
  droppedEigenvalues: number;
}
/** One point of the error-against-D curve. */
export interface RbfFeatureError {
  features: number;
  columns: number;
  gramError: GramError;
}
/** Exact verdicts for two colours (labels 0, 1) on a line: a threshold, or a line after x ↦ (x, x²). */
export interface Separation1D {
  count: [number, number];
  oneColour: boolean;
  thresholdSeparates: boolean;
  leftLabel: number;
  thresholdLow: number;
  thresholdHigh: number;
  threshold: number;
  thresholdMargin: number;
  liftSeparates: boolean;
  insideLabel: number;
  lineLow: number;
  lineHigh: number;
  slope: number;
  intercept: number;
  margin: number;
  lineChecked: boolean;
  lifted: Float64Array;
  liftFeatureIndex: number;
  liftFeatureCoefficient: number;
}
/** A similarity expression k(x, y), its parameters' values and the sample it is checked on. */
export type KernelCheckRequest = { expression: string; params?: Readonly<Record<string, number>> } & PointSource;
export interface ExpressionParameter {
  name: string;
  /** 0-based, in characters: where the name is first used. */
  position: number;
}
export interface CompiledExpression {
  /** In order of first use. */
  parameters: ExpressionParameter[];
  /** 0-based, in characters: each "·" that is the dot product of two vectors (a product otherwise). */
  dotProducts: number[];
}
/** A few points whose exact Gram matrix is certainly not PSD (verified with interval arithmetic). */
export interface KernelWitness {
  /** 0-based rows of the sample, ascending; empty when the counterexample search built the points. */
  indices: number[];
  points: Matrix;
  matrix: Matrix;
  minEigenvalue: number;
  tolerance: number;
  /** Unit direction with cᵀ·matrix·c = minEigenvalue < 0. */
  c: Float64Array;
  /** Always true for a witness the core returns: upperBound < 0. */
  verified: boolean;
  /** λ_min of the exact Gram matrix of `points` is at most this (< 0). */
  upperBound: number;
  /** 'sample', or the search strategy that found it ('scaled', 'shifted', 'cluster', 'line', 'far', 'optimised'). */
  found: string;
}
/** The elliptope's surface over a grid of (x, y) = (s_AB, s_AC): the body spans lower ≤ z ≤ upper there. */
export interface ElliptopeSurface {
  /** −cos(πk/steps), k = 0 … steps: −1 … 1, denser near ±1. */
  coordinates: Float64Array;
  /** (steps + 1)²: entry (i, j) over (coordinates[i], coordinates[j]). */
  lower: Matrix;
  upper: Matrix;
}
/** A 3 × 3 unit-diagonal table as the point (s_AB, s_AC, s_BC), against the elliptope. */
export interface ElliptopePoint {
  point: Float64Array;
  /** 1 + 2xyz − x² − y² − z², and a bound on its rounding error. */
  determinant: number;
  determinantErrorBound: number;
  /** 1 inside, −1 outside, 0 within rounding of the surface. */
  membership: -1 | 0 | 1;
  /** arccos of each cosine in degrees (θ_AB, θ_AC, θ_BC); empty when some |s| > 1. */
  angles: Float64Array;
  /** 0, 1, 2: that angle exceeds the other two together; 3: the three exceed 360°; −1: none. */
  brokenInequality: -1 | 0 | 1 | 2 | 3;
  /** The broken inequality's left minus right side, degrees; 0 when none. */
  inequalityMargin: number;
  /** The clip repair rescaled to a unit diagonal: a PSD correlation table, on the surface when the table is not PSD. */
  repaired: Float64Array;
  repairDistance: number;
}
/** A typed table decided exactly (short-decimal entries, order ≤ maxSylvesterOrder): PSD, or an integer c with cᵀSc < 0. */
export interface ExactPsd {
  /** Every entry is a short decimal; otherwise nothing else is decided. */
  exact: boolean;
  isPSD: boolean;
  rank: number;
  /** Integers with no common factor, as exact text ("−1"); empty when PSD. */
  c: string[];
  cValues: Float64Array;
  /** cᵀSc exactly ("−0.75", "−4/3"); null when PSD. */
  value: string | null;
}
/** psdVerdict: the similarity panel's verdict, by the one rule with every certificate the table's size affords. */
export interface PsdVerdict {
  isPSD: boolean;
  rule: 'exact' | PsdRule;
  exact: ExactPsd;
  /** The first certainly negative principal minor (all up to maxPrincipalMinorOrder, the leading ones past it). */
  minor: PrincipalMinor | null;
  check: PsdCheck;
}
/** A condition a proof rule needs, checked on the parameters' values: `${subject} = ${value} ${relation}`. */
export interface ProofCondition {
  subject: string;
  value: number | null;
  /** '> 0', '≥ 0', '≤ 0', '< 0', '∈ (0, 2]', '∈ (0, 1]' or '∈ {0, 1, 2, …}'. */
  relation: string;
}
/** One step of a proof: a rule (docs/api.md lists them) applied to the sub-expression text[start, end). */
export interface ProofStep {
  rule: string;
  claim: 'kernel' | 'conditionallyPositive' | 'conditionallyNegative';
  expression: string;
  /** Code points in the expression's text, [start, end). */
  start: number;
  end: number;
  conditions: ProofCondition[];
  children: ProofStep[];
}
export interface KernelCheck {
  n: number;
  d: number;
  parameters: string[];
  isSymmetric: boolean;
  maxAsymmetry: number;
  symmetryTolerance: number;
  asymmetricI: number;
  asymmetricJ: number;
  isPSD: boolean;
  minEigenvalue: number;
  maxEigenvalue: number;
  negativeCount: number;
  tolerance: number;
  /** psdCheck's rule on the sample: 'minor' when a computed k(x_i, x_i) < 0 decided. */
  rule: PsdRule;
  minor: NegativeMinor | null;
  /** When !isPSD: the smallest subset found (the whole sample at worst) that certainly fails on its own. */
  witness: KernelWitness | null;
  /** A proof from textbook rules that the expression is a kernel, when the rules reach one. */
  proof: ProofStep | null;
  /** 'proved' (proof), 'refuted' (witness) or 'unknown' (neither: searchCounterexample searches further). */
  status: 'proved' | 'refuted' | 'unknown';
}
/** checkKernel's request and the round of the search, 0 … rounds − 1. */
export type CounterexampleRequest = KernelCheckRequest & { round: number };
export interface CounterexampleSearch {
  round: number;
  rounds: number;
  strategy: string;
  pointSets: number;
  work: number;
  witness: KernelWitness | null;
}
/** The core's size limits (core/include/gramlab/base/limits.hpp), read from the module. */
// generated by scripts/sync-api-doc.mjs: Limits
export interface Limits {
  /** order of a symmetric matrix (`eigenSymmetric`, `psdCheck`, `repairPSD` shift): 32 MB in WASM; measured at n = 2000: `psdCheck` 0.8–1.1 s of CPU (eigenvectors have their own bound, maxEigenvectorOrder) */
  readonly maxMatrixOrder: number;
  /** `steps` of `quadraticFormOnSphere`: the circle every 1°; the sphere 2·360² = 259,200 directions, each a cᵀSc and its bound */
  readonly maxSphereSteps: number;
  /** points n in a point set: the γ sweep's largest case */
  readonly maxPoints: number;
  /** dimension d of a point set */
  readonly maxDimension: number;
  /** `principalMinors`, `negativeDirection` order: 2¹⁰ − 1 = 1023 minors; 0.8 s and 0.7 s in WASM on 17-digit entries near 1e300 beside 6-place decimals */
  readonly maxPrincipalMinorOrder: number;
  /** `sylvester`, `exactPsdCheck` order: the working is meant to be followed by hand; on 17-digit entries near 1e300 beside 6-place decimals 0.2 s and 0.04 s in WASM */
  readonly maxSylvesterOrder: number;
  /** γ values in one sweep: each is an O(n³) decomposition */
  readonly maxGammas: number;
  /** γ values · n³ in one `gammaSweep` call: one γ at n = 2000, measured in WASM at 0.7–1.0 s of CPU (load about 1 on 2 cores); 64 γ fit up to n = 500; the page asks one γ per step */
  readonly maxGammaSweepWork: number;
  /** polynomial kernel degree (from 1) */
  readonly maxPolynomialDegree: number;
  /** d in `featureDimension`: counting only; C(10⁶ + 50, 50) has 236 digits */
  readonly maxCountedDimension: number;
  /** p in `featureDimension`: 50 big-integer steps */
  readonly maxCountedDegree: number;
  /** terms listed by `polyFeatures`/`polyFeaturePair`: far past what a page reads */
  readonly maxListedFeatures: number;
  /** features built as values (`polyFeatureValues`, `kernelTrickTiming`): two double vectors are 64 MiB; holds d = 768, p = 2, refuses d = 768, p = 3 */
  readonly maxBuiltFeatures: number;
  /** largest `minBatchSeconds` of `kernelTrickTiming`: each route doubles its batch until one lasts minBatchSeconds, so it runs about 2 to 4 times that long */
  readonly maxTimingBatchSeconds: number;
  /** seconds one route of `kernelTrickTiming` may spend over its batches: no next batch (twice the last) that would pass it; bounds a call on a clock that advances */
  readonly maxTimingSeconds: number;
  /** repetitions of one route over the batches of one `kernelTrickTiming` call, for a clock that never advances: the kernel at d = 1 (25 ns in WASM) needs 2²¹ to last 20 ms */
  readonly maxTimingRepetitions: number;
  /** kernel evaluations · d over one `kernelTrickTiming` call's batches: 10⁶ evaluations at d = 1000, 1.8 s in WASM */
  readonly maxTimingKernelWork: number;
  /** features built (φ(a) and φ(b), repeated) over one `kernelTrickTiming` call's batches: d = 768, p = 2 builds 592,130 a repetition (51 ms in WASM), so batches of 1 and 2 fit */
  readonly maxTimingFeatureWork: number;
  /** terms of `rbfSeries`: covers 2γ|xy| up to ~1500, where the terms start to fall */
  readonly maxRbfTerms: number;
  /** features D of `rbfFeatures`/`rbfFeatureErrors`: Φ is 9.4 MiB at n = 300 */
  readonly maxRbfFeatures: number;
  /** D values in one `rbfFeatureErrors` call */
  readonly maxRbfFeatureCounts: number;
  /** work of one `rbfFeatures`/`rbfFeatureErrors` call over every dimension, in multiply-adds of ΦΦᵀ (n²·D), the rest weighted by its measured cost: K's n²·d ×4, Fourier's n·D·d projections ×8 and D·d draws ×120, Nyström's m³ + n·m² ×3, the exact φ's n·P ×700, the spectra's n³ ×1 each; at the bound 1.3–1.5 s in WASM, 3 s on the part's first call (n = 1000, d = 1000, D = 4096 is 4.3·10¹⁰: refused; the page's D = 4096 at n = 300, d = 5 is 4.2·10⁸) */
  readonly maxRbfFeatureWork: number;
  /** points on the line in `separate1D` */
  readonly maxLiftPoints: number;
  /** |x| in `separate1D`: x², l·r and distances stay finite */
  readonly maxLiftCoordinate: number;
  /** values of a, and of b, in one `sigmoidMap` call */
  readonly maxSigmoidMapSide: number;
  /** points in one `sigmoidMap` call: the article's n */
  readonly maxSigmoidMapPoints: number;
  /** cells · n³ in one `sigmoidMap` call (64 × 64 cells of 100 points: 1.7 s in WASM); the article's 300 points go a row at a time */
  readonly maxSigmoidMapWork: number;
  /** draws in one `randomNormal`/`randomUniform` call: 32 MB of doubles */
  readonly maxRandomDraws: number;
  /** decimal places of an entry that determinants treat as exact */
  readonly maxExactFractionDigits: number;
  /** tokens n of `attention`: two general n×n eigenproblems, 0.3 s in WASM at 128 (width 512) */
  readonly maxAttentionTokens: number;
  /** model width d and key width d_k of `attention`: M is d×d */
  readonly maxAttentionWidth: number;
  /** steps of `attentionBlendPath` (t = 0, 1/steps, …, 1): a curve's resolution */
  readonly maxAttentionPathSteps: number;
  /** (steps + 1) · n³ in one `attentionBlendPath` call: one general n×n eigenproblem per t; 21 points at n = 128 took 0.5 s natively, 0.3 s in WASM */
  readonly maxAttentionPathWork: number;
  /** training points in `kernelRidge` / `svmDual`: an O(n³) eigen-decomposition and an n×n kernel matrix */
  readonly maxMethodPoints: number;
  /** grid or test points predicted in one call: a 200 × 200 surface */
  readonly maxPredictionPoints: number;
  /** SMO starting points in one `svmDual` call */
  readonly maxSvmStarts: number;
  /** SMO iterations per start */
  readonly maxSvmIterations: number;
  /** starts × maxIterations × n in one `svmDual` call: each SMO iteration is O(n); at the bound, n = 1000, never converging, with a 40,000-point grid: 2.1–2.6 s of CPU (2·10⁸: 3.0–3.7 s); the page asks 4 × 20,000 × n */
  readonly maxSvmWork: number;
  /** characters of a similarity expression (`checkKernel`, `compileExpression`) */
  readonly maxExpressionLength: number;
  /** nesting of parentheses, calls, unary minus and powers in an expression: bounds the parser's recursion */
  readonly maxExpressionDepth: number;
  /** work units (a scalar operation, or d for a d-vector one) per `checkKernel` matrix: at 10⁹, checkKernel at n = 1000 took 2.8–3.6 s of CPU; at this bound 1.8 s */
  readonly maxEvaluationCost: number;
  /** points of the small witnesses `checkKernel` and the search try (a point, a pair, the points its lowest eigenvector weighs most, greedy growth); larger ones come only from the sample (maxWitnessWork) */
  readonly maxWitnessPoints: number;
  /** limb products (32-bit) of the minors one `sylvester`/`principalMinors` call decides from the doubles' exact values where its rounding bound cannot; past it such a minor stays zeroWithinRounding. A rank-2 Gram matrix of order 10 needs 10⁵; a rank-one table from 1e−150 to 1e120 with 1e−300 entries scattered, 2.8·10⁹ (5·10⁸ of it took 0.22 s of CPU in WASM) */
  readonly maxExactMinorWork: number;
  /** m² · (the expression's work per value, maxEvaluationCost's units) over the intervals of a `checkKernel` witness of m > maxWitnessPoints points (16, 32, … and the sample): interval evaluation runs at 3·10⁵ to 10⁷ units a second natively; seed 31337's 20-point sample at d = 2 is 2,800 */
  readonly maxWitnessWork: number;
  /** characters of a name (a kernel kind, a repair method, a data set kind, a parameter): the facade refuses a longer one from its length alone, before copying it */
  readonly maxNameLength: number;
  /** grid steps of `elliptopeSurface`: two sheets of 201² heights, 0.6 MB */
  readonly maxElliptopeSteps: number;
  /** own keys of one options object or `params`: an expression of maxExpressionLength characters names at most 500 parameters; the facade counts them before copying any */
  readonly maxObjectKeys: number;
  /** order of a matrix whose eigenvectors are formed (`eigenSymmetric` with vectors, `repairPSD`, `reconstructVectors`, `sigmoidRepair`, `checkKernel`'s sample); measured at 1000 (CPU): eigenvectors 0.36 s, repairPSD clip 0.61 s, reconstructVectors 0.42 s, sigmoidRepair 0.51 s, checkKernel 0.70 s (d = 495, its evaluation at maxEvaluationCost) */
  readonly maxEigenvectorOrder: number;
  /** kernel work of one `kernelRidge`/`svmDual` call, in maxEvaluationCost's units (d per built-in kernel value): n² for K plus n per grid or test point; measured at the bound, n = 1000: kernelRidge 2.4 s (RBF, d = 500), 2.5 s (an RBF expression, d = 490); with a 40,000-point grid at d = 2, 1.6 s */
  readonly maxKernelWork: number;
  /** n² · d for the squared distances of a point set (the γ sweep, the RBF `kernelMatrix`): n = 2000, d = 1000 took 6.4 s with one γ; at the bound, n = 2000 and d = 250, 1.2–1.3 s with one γ and `kernelMatrix` 1.3 s */
  readonly maxDistanceWork: number;
}
// end of generated Limits

export interface GramLab {
  /** @example gramlab.eigenSymmetric([[2, 1], [1, 2]])
   * @example gramlab.eigenSymmetric([[2, 1], [1, 2]], { vectors: true }) */
  eigenSymmetric(matrix: MatrixInput, options?: { vectors?: boolean }): SymmetricEigen;
  /** @example gramlab.psdCheck([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]]) */
  psdCheck(matrix: MatrixInput): PsdCheck;
  /** @example gramlab.repairPSD([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]], 'clip') */
  repairPSD(matrix: MatrixInput, method: RepairMethod): PsdRepair;
  /** @example gramlab.reconstructVectors([[2, 1], [1, 2]]) */
  reconstructVectors(matrix: MatrixInput): Reconstruction;
  /** @example gramlab.gramFromVectors([[1, 2], [3, 4], [5, 6]]) */
  gramFromVectors(x: MatrixInput): GramAndCovariance;
  /** @example gramlab.quadraticForm([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]], [1, -1, 1]) */
  quadraticForm(g: MatrixInput, c: VectorInput): number;
  /** cᵀGc with a bound on its rounding error; sign −1/+1 only when |value| > errorBound, else 0.
   * @example gramlab.quadraticFormSign([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]], [1, -1, 1]) */
  quadraticFormSign(g: MatrixInput, c: VectorInput): { value: number; errorBound: number; sign: -1 | 0 | 1 };
  /** @example gramlab.projectedNorm([[1, 2], [3, 4]], new Float64Array([1, -1])) */
  projectedNorm(x: MatrixInput, c: VectorInput): number;
  /** A mesh of the elliptope's surface, 2 ≤ steps ≤ limits.maxElliptopeSteps.
   * @example gramlab.elliptopeSurface(4) */
  elliptopeSurface(steps: number): ElliptopeSurface;
  /** A 3 × 3 table with a unit diagonal as a point of the elliptope's space, its verdict and its clip repair there.
   * @example gramlab.elliptopePoint([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]]) */
  elliptopePoint(table: MatrixInput): ElliptopePoint;
  /** cᵀSc sampled over the unit circle (2 × 2) or sphere (3 × 3), each sample's sign decided with its rounding bound.
   * @example gramlab.quadraticFormOnSphere([[1, 0.9], [0.9, 1]], 8) */
  quadraticFormOnSphere(s: MatrixInput, steps: number): FormOnSphere;
  /** @example gramlab.sylvester([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]])
   * @example gramlab.sylvester([[4, 1 / 3, 0, 0], [1 / 3, 4, 1, 0], [0, 1, 4, 1], [0, 0, 1, 4]]) */
  sylvester(matrix: MatrixInput): SylvesterResult;
  /** @example gramlab.principalMinors([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]]) */
  principalMinors(matrix: MatrixInput): PrincipalMinor[];
  /** @example gramlab.negativeDirection([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]])
   * @example gramlab.negativeDirection([[2, 1], [1, 2]]) */
  negativeDirection(matrix: MatrixInput): NegativeDirection | null;
  /** @example gramlab.exactPsdCheck([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]])
   * @example gramlab.exactPsdCheck([[2, 1], [1, 2]]) */
  exactPsdCheck(matrix: MatrixInput): ExactPsd;
  /** One rule for a certain sign (docs/api.md): exactly for short decimals, else a certainly negative minor, else the tolerance.
   * @example gramlab.psdVerdict([[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]])
   * @example gramlab.psdVerdict([[1, 0], [0, -1e-170]]) */
  psdVerdict(matrix: MatrixInput): PsdVerdict;
  /** @example gramlab.randomNormal(4n, 3, 2) */
  randomNormal(seed: Seed, rows: number, cols: number): Matrix;
  /** @example gramlab.randomUniform(7, 2, 2) */
  randomUniform(seed: Seed, rows: number, cols: number): Matrix;
  /** @example gramlab.kernelMatrix([[0, 1], [1, 0], [1, 1]], { kind: 'rbf', gamma: 0.5 }) */
  kernelMatrix(points: MatrixInput, spec: KernelSpec): Matrix;
  /** @example gramlab.gammaSweep({ seed: 4, n: 20, d: 5, gammas: [0.1, 1], spectrum: true }) */
  gammaSweep(request: PointSource & { gammas: VectorInput; spectrum?: boolean }): GammaSweepRow[];
  /** @example gramlab.sigmoidCheck({ points: [[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]], a: 1, b: 0 }) */
  sigmoidCheck(request: PointSource & { a: number; b: number }): SigmoidCheck;
  /** @example gramlab.regularizedStats([3, 1, 0.5], 0.1) */
  regularizedStats(eigenvalues: VectorInput, lambda: number): SpectrumStats;
  /** @example gramlab.sigmoidMap({ seed: 4, n: 10, d: 5, aValues: [0.5, 1], bValues: [0, 1] }) */
  sigmoidMap(request: PointSource & { aValues: VectorInput; bValues: VectorInput }): SigmoidMap;
  /** @example gramlab.sigmoidRepair({ seed: 4, n: 10, d: 5, a: 1, b: 0 }, 'shift') */
  sigmoidRepair(request: PointSource & { a: number; b: number }, method: RepairMethod): SigmoidRepair;
  /** @example gramlab.featureDimension(768, 4) */
  featureDimension(d: number, p: number): FeatureDimension;
  /** @example gramlab.polyFeatures([1, 2], { degree: 2, c: 1, maxTerms: 10 }) */
  polyFeatures(x: VectorInput, options: PolyFeatureOptions): PolyFeatures;
  /** @example gramlab.polyFeaturePair([1, 2], [3, -1], { degree: 2, c: 1, maxTerms: 10 }) */
  polyFeaturePair(a: VectorInput, b: VectorInput, options: PolyFeatureOptions): PolyFeaturePair;
  /** @example gramlab.polyFeatureValues([1, 2], { degree: 2, c: 1 }) */
  polyFeatureValues(x: VectorInput, options: { degree: number; c: number }): Float64Array;
  /** @example gramlab.kernelTrickTiming([1, 2], [3, -1], { degree: 2, c: 1, minBatchSeconds: 0.001 }) */
  kernelTrickTiming(a: VectorInput, b: VectorInput, options: { degree: number; c: number; minBatchSeconds: number }): KernelTrickTiming;
  /** @example gramlab.rbfSeries(0.5, 1, 1, 5) */
  rbfSeries(x: number, y: number, gamma: number, terms: number): RbfSeries;
  /** @example gramlab.separate1D([-2, -1, 0, 1, 2], [1, 0, 0, 0, 1]) */
  separate1D(x: VectorInput, labels: VectorInput): Separation1D;
  /** @example gramlab.rbfFeatures({ method: 'fourier', seed: 4, n: 10, d: 5, gamma: 0.05, features: 16, featureSeed: 0 }) */
  rbfFeatures(request: RbfFeatureRequest): RbfFeatures;
  /** @example gramlab.rbfFeatureErrors({ method: 'nystrom', points: [[0, 1], [1, 0], [1, 1]], gamma: 1 }, [1, 2]) */
  rbfFeatureErrors(request: RbfFeatureRequest, featureCounts: VectorInput): RbfFeatureError[];
  /** Summed over the loaded parts: each part's module has its own memory and heap.
   * @example gramlab.memoryStats() */
  memoryStats(): MemoryStats;
  /** @example gramlab.attention({ seed: 1, tokens: 4, dk: 2, softmax: true })
   * @example gramlab.attention({ X: [[1, 0.9, 0.2], [0.9, 1, 0.9], [0.2, 0.9, 1]], WQ: [[1], [0], [0]], tie: true }) */
  attention(request: AttentionRequest): AttentionResult;
  /** The request's blend is ignored: t runs over k/steps.
   * @example gramlab.attentionBlendPath({ seed: 1, tokens: 4 }, 4) */
  attentionBlendPath(request: AttentionRequest, steps: number): AttentionBlendPath;
  /** Throws BAD_EXPRESSION with `kind` and `position`, NOT_FINITE with the pair `i`, `j`.
   * @example gramlab.checkKernel({ expression: 'exp(-g*norm(x-y)^2)', params: { g: 0.5 }, seed: 4, n: 10, d: 5 })
   * @example gramlab.checkKernel({ expression: 'norm(x-y)', points: [[0], [1], [2]] }) */
  checkKernel(request: KernelCheckRequest): KernelCheck;
  /** @example gramlab.searchCounterexample({ expression: 'norm(x-y)', seed: 4, n: 10, d: 2, round: 0 }) */
  searchCounterexample(request: CounterexampleRequest): CounterexampleSearch;
  /** @example gramlab.compileExpression('exp(-g*norm(x-y)^2) + x·y') */
  compileExpression(text: string): CompiledExpression;
  /** ½K + ½Kᵀ with K_ij = k(x_i, x_j) on the request's sample.
   * @example gramlab.expressionMatrix({ expression: 'dot(x,y)', points: [[1, 2], [3, 4]] }) */
  expressionMatrix(request: KernelCheckRequest): Matrix;
  /** The learning methods (docs/api.md, "Learning methods"); their types are at the end of this file.
   * @example gramlab.kernelRidge({ points: [[0], [1], [2]], targets: [0, 1, 4], kernel: { kind: 'rbf', gamma: 1 }, lambda: 0.001, grid: [[0.5]], test: [[1.5]] })
   * @example gramlab.kernelRidge({ points: [[0], [1], [2]], targets: [0, 1, 4], kernel: { expression: 'dot(x,y)' }, lambda: 1 }) */
  kernelRidge(request: KernelRidgeRequest): KernelRidgeResult;
  /** @example gramlab.svmDual({ points: [[0, 0], [1, 1], [0, 1], [1, 0]], labels: [1, 1, -1, -1], kernel: { kind: 'rbf', gamma: 1 }, C: 10, starts: 2, grid: [[0.5, 0.5]], test: [[1, 1]] }) */
  svmDual(request: SvmDualRequest): SvmDualResult;
  /** @example gramlab.labelledDataset({ kind: 'moons', seed: 0, nTrain: 6, nTest: 4, noise: 0.1 }) */
  labelledDataset(request: LabelledDatasetRequest): LabelledDataset;
  /** @example gramlab.accuracy([0.5, -0.2, 0.01], [1, -1, -1], 0.05) */
  accuracy(decision: VectorInput, labels: VectorInput, band: number): Accuracy;
  readonly limits: Limits;
  /** Every code a GramLabError can carry. */
  readonly errorCodes: readonly string[];
  // The module's parts (docs/api.md, "Parts"): a function whose part is not loaded throws NOT_LOADED.
  /** Every part's name, in PARTS order (PartName below). */
  readonly parts: readonly PartName[];
  /** The part that runs a function; null for a name that is no facade function. */
  partOf(name: string): PartName | null;
  /** How many lanes a loaded part's big loops run on: 2 where loadGramLab's threads: 2 loaded its threads build,
   * else 1; 0 while the part is not loaded. A name that is no part is BAD_ARGUMENT. */
  lanes(part: PartName): 0 | 1 | 2;
  /** How many of its two lanes a two-lane part uses from now on (2 after loading): 1 runs both halves of each split
   * call on this thread, the same sums in the same order (the same digits), for a caller that runs several facades
   * at once on fewer cores than their lanes. No effect on one-lane parts; anything but 1 or 2 is BAD_ARGUMENT. */
  useLanes(count: 1 | 2): void;
  /** Loads the parts still missing (one load per part, however many callers wait for it). Rejects with
   * LOAD_FAILED (the parts loaded before keep working; a later call retries) or BAD_ARGUMENT (not an array of
   * part names). */
  loadParts(names: readonly PartName[]): Promise<void>;
}
// generated by scripts/sync-api-doc.mjs: PartName
export type PartName = 'core' | 'detail' | 'kernels' | 'learn';
// end of generated PartName

export class GramLabError extends Error {
  constructor(code: string, message: string, details?: object);
  name: 'GramLabError';
  code: string;
  row?: number;
  col?: number;
  index?: number;
  /** BAD_EXPRESSION: what is wrong (UNKNOWN_NAME, STRAY_OPERATOR, …) and where, 0-based in characters. */
  kind?: string;
  position?: number;
  /** NOT_FINITE from checkKernel: the pair of sample points whose value was NaN or ±Infinity. */
  i?: number;
  j?: number;
  /** NOT_LOADED and LOAD_FAILED: the part concerned. */
  part?: PartName;
  /**
   * TOO_LARGE past a documented limit: what went over, as the article writes it ("n", "d", "n² · d", "dim φ"), or
   * "work" for a weighted estimate of the call's cost; its value and the limit.
   */
  quantity?: string;
  value?: number;
  limit?: number;
}

/** How long loadGramLab waits before it fails with LOAD_FAILED, unless given its own timeoutMs. */
export const LOAD_TIMEOUT_MS: number;
export interface LoadOptions {
  /** The parts to load (at least one); every part by default. */
  parts?: readonly PartName[];
  /** The core part's .wasm (the others stay in the facade's wasm/ folder), or each part's URL. */
  wasmUrl?: string | URL | ((part: PartName) => string | URL);
  flavour?: 'relaxed' | 'simd' | 'scalar';
  /** Parts of that flavour already compiled (compiledCore() of another thread). */
  modules?: Partial<Record<PartName, WebAssembly.Module>>;
  /** Per part: milliseconds above 0 and at most 2^31 − 1, or Infinity for no timeout (else BAD_ARGUMENT). */
  timeoutMs?: number;
  /** 2: the eigensolver's parts (detail, kernels) from the threads build, their big loops on this thread and a
   * helper worker. Needs the relaxed flavour and Node or a worker of a cross-origin-isolated page (else
   * BAD_ARGUMENT); a threads part that cannot load falls back to one lane (lanes(part) says). 1 by default. */
  threads?: 1 | 2;
  /** How a threads part starts its helper lane: a MessagePort whose other end a new module Worker of HELPER_URL
   * was handed as {port} (a page starts them for its workers: a nested Worker can block in Firefox). Without it, a
   * nested Worker (node: worker_threads). A helper not ready within 5 s leaves the part on one lane. */
  helper?: () => MessagePort | Promise<MessagePort>;
}
/** Every failure rejects with GramLabError LOAD_FAILED (the underlying error on `cause`); bad options with
 * BAD_ARGUMENT. Later calls return the same object, after loading the parts they name that are missing. */
export function loadGramLab(options?: LoadOptions): Promise<GramLab>;
/** Every part compiled so far, to hand a worker; null before the first load. */
export function compiledCore(): { flavour: 'relaxed' | 'simd' | 'scalar'; modules: Partial<Record<PartName, WebAssembly.Module>> } | null;
/** The module a threads part's helper lane runs (a module worker), for loadGramLab's helper. */
export const HELPER_URL: URL;
/** The part that runs a function; null for a name that is no facade function. */
export function partOf(name: string): PartName | null;

// The learning methods that consume a kernel (docs/api.md, "Learning methods").
/** A built-in kernel as kernelMatrix takes it, or the reader's expression as checkKernel takes it. */
export type MethodKernel = KernelSpec | { expression: string; params?: Readonly<Record<string, number>> };
export interface KernelRidgeRequest {
  points: MatrixInput;
  targets: VectorInput;
  kernel: MethodKernel;
  lambda: number;
  grid?: MatrixInput;
  test?: MatrixInput;
}
export interface KernelRidgeResult {
  alpha: Float64Array;
  /** κ₂(K + λI) = max|μ| / min|μ|. */
  condition: number;
  minEigenvalue: number;
  /** ‖(K + λI)α − y‖ / ‖y‖ with K as built. */
  residual: number;
  trainPredictions: Float64Array;
  gridPredictions: Float64Array | null;
  testPredictions: Float64Array | null;
}
export interface SvmDualRequest {
  points: MatrixInput;
  labels: VectorInput;
  kernel: MethodKernel;
  C: number;
  starts?: number;
  maxIterations?: number;
  seed?: Seed;
  /** Solve on the clip- or shift-repaired K instead of K. */
  repair?: RepairMethod;
  grid?: MatrixInput;
  test?: MatrixInput;
}
export interface SvmRun {
  alpha: Float64Array;
  bias: number;
  /** W(α), recomputed from α. */
  objective: number;
  /** m(α) − M(α): at most epsilon when converged. */
  gap: number;
  iterations: number;
  tauSteps: number;
  converged: boolean;
  /** Why the run stopped: converged; maxIterations spent with the gap open (a step spends one, a recomputation
   * of the residuals n); or the gap closed on the running residuals but not on residuals recomputed from α, twice
   * within n steps (their rounding is above epsilon). */
  stop: 'converged' | 'iterations' | 'rounding';
  trainDecision: Float64Array;
  gridDecision: Float64Array | null;
  testDecision: Float64Array | null;
}
export interface SvmDualResult {
  isPSD: boolean;
  minEigenvalue: number;
  runs: SvmRun[];
  objectiveSpread: number;
  agreeBound: number;
  /** Every run converged and their objectives agree within agreeBound. */
  agree: boolean;
  epsilon: number;
  tau: number;
}
export interface LabelledDatasetRequest {
  kind: 'moons' | 'rings' | 'xor' | 'blobs';
  seed?: Seed;
  nTrain: number;
  nTest?: number;
  noise?: number;
}
export interface LabelledDataset {
  trainPoints: Matrix;
  trainLabels: Float64Array;
  testPoints: Matrix;
  testLabels: Float64Array;
}
export interface Accuracy {
  /** sign(f_i) = y_i. */
  correct: number;
  total: number;
  /** |f_i| ≤ band. */
  nearZero: number;
}
