// Types of the facade (web/src/gramlab.js). Every function throws GramLabError with a stable `code`.

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
export interface PsdCheck {
  eigenvalues: Float64Array;
  minEigenvalue: number;
  negativeCount: number;
  isPSD: boolean;
  tolerance: number;
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
/** How a minor's sign was decided: exactly, or in floating point against a bound on its rounding error. */
export type MinorSign = 'positive' | 'negative' | 'zero' | 'zeroWithinRounding' | 'undecided';
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
  /** |rounding error| ≤ bound (0 when exact): within it the sign is 'zeroWithinRounding'. */
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
}
export interface NegativeDirection {
  indices: number[];
  c: Float64Array;
  value: number;
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
export interface MemoryStats {
  heapBytes: number;
  allocatedBytes: number;
}
/** A similarity expression k(x, y), its parameters' values and the sample it is checked on. */
export type KernelCheckRequest = { expression: string; params: Readonly<Record<string, number>> } & PointSource;
export interface ExpressionParameter {
  name: string;
  /** 0-based, in characters: where the name is first used. */
  position: number;
}
export interface CompiledExpression {
  /** In order of first use. */
  parameters: ExpressionParameter[];
}
/** A few sample points whose own Gram matrix already has a negative eigenvalue. */
export interface KernelWitness {
  /** 0-based rows of the sample, ascending. */
  indices: number[];
  points: Matrix;
  matrix: Matrix;
  minEigenvalue: number;
  tolerance: number;
  /** Unit direction with cᵀ·matrix·c = minEigenvalue < 0. */
  c: Float64Array;
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
  /** When !isPSD and a subset of at most maxWitnessPoints fails on its own. */
  witness: KernelWitness | null;
}
/** The core's size limits (core/include/gramlab/limits.hpp), read from the module. */
export interface Limits {
  readonly maxMatrixOrder: number;
  readonly maxPoints: number;
  readonly maxDimension: number;
  readonly maxPrincipalMinorOrder: number;
  readonly maxSylvesterOrder: number;
  readonly maxGammas: number;
  readonly maxPolynomialDegree: number;
  readonly maxSigmoidMapSide: number;
  readonly maxSigmoidMapPoints: number;
  readonly maxSigmoidMapWork: number;
  readonly maxRandomDraws: number;
  readonly maxExactFractionDigits: number;
  readonly exactMagnitudeBound: number;
  readonly maxExpressionLength: number;
  readonly maxExpressionDepth: number;
  readonly maxEvaluationCost: number;
  readonly maxWitnessPoints: number;
}

export interface GramLab {
  eigenSymmetric(matrix: MatrixInput, options?: { vectors?: boolean }): SymmetricEigen;
  psdCheck(matrix: MatrixInput): PsdCheck;
  repairPSD(matrix: MatrixInput, method: RepairMethod): PsdRepair;
  reconstructVectors(matrix: MatrixInput): Reconstruction;
  gramFromVectors(x: MatrixInput): GramAndCovariance;
  quadraticForm(g: MatrixInput, c: VectorInput): number;
  projectedNorm(x: MatrixInput, c: VectorInput): number;
  sylvester(matrix: MatrixInput): SylvesterResult;
  principalMinors(matrix: MatrixInput): PrincipalMinor[];
  negativeDirection(matrix: MatrixInput): NegativeDirection | null;
  randomNormal(seed: Seed, rows: number, cols: number): Matrix;
  randomUniform(seed: Seed, rows: number, cols: number): Matrix;
  kernelMatrix(points: MatrixInput, spec: KernelSpec): Matrix;
  gammaSweep(request: PointSource & { gammas: VectorInput; spectrum?: boolean }): GammaSweepRow[];
  sigmoidCheck(request: PointSource & { a: number; b: number }): SigmoidCheck;
  regularizedStats(eigenvalues: VectorInput, lambda: number): SpectrumStats;
  sigmoidMap(request: PointSource & { aValues: VectorInput; bValues: VectorInput }): SigmoidMap;
  sigmoidRepair(request: PointSource & { a: number; b: number }, method: RepairMethod): SigmoidRepair;
  memoryStats(): MemoryStats;
  /** Throws BAD_EXPRESSION with `kind` and `position`, NOT_FINITE with the pair `i`, `j`. */
  checkKernel(request: KernelCheckRequest): KernelCheck;
  compileExpression(text: string): CompiledExpression;
  /** ½K + ½Kᵀ with K_ij = k(x_i, x_j) on the request's sample. */
  expressionMatrix(request: KernelCheckRequest): Matrix;
  readonly limits: Limits;
  /** Every code a GramLabError can carry. */
  readonly errorCodes: readonly string[];
}

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
}

export function loadGramLab(options?: { wasmUrl?: string | URL }): Promise<GramLab>;
