// The facade's functions, declared once: one line each, naming the kind of every argument (arguments.js),
// grouped by the part of the module that runs it. Each part's module exports the same names
// (core/wasm/parts/<part>.cpp, plus core/wasm/exports.cpp's SHARED ones); the facade refuses a module whose
// list differs. What each function does and returns: gramlab.d.ts and docs/api.md.
import {
  attentionRequest,
  count,
  expression,
  expressionText,
  flag,
  matrix,
  name,
  namedNumbers,
  number,
  numbers,
  options,
  sampled,
  seed,
  sourced,
  struct,
} from './arguments.js';
import { datasetRequest, ridgeRequest, svmRequest } from './method-arguments.js';

/** A feature seed ({featureSeed} of rbfFeatures) as the core reads it: canonical decimal text. */
const featureSeedText = (value, what) => seed(value, what)[0];

/** The parts of the module, loaded on demand (gramlab.loadParts): {part: {name: signature}}. Each part is one
 * module (core/wasm/parts/<part>.cpp exports the same names), grouped by the panels that call it. */
export const PARTS = Object.freeze({
  // the first panel's (similarity) first result: the spectrum and the PSD verdict, cᵀSc, Gram matrices from vectors, numpy's default_rng bit for bit
  core: Object.freeze({
    psdCheck: [matrix],
    gramFromVectors: [matrix],
    quadraticForm: [matrix, numbers],
    quadraticFormSign: [matrix, numbers],
    randomNormal: [seed, count, count],
    randomUniform: [seed, count, count],
  }),
  // what the first panels show after their first result, loaded then: Sylvester's criterion decided exactly and the exact PSD decision; the eigenvectors and what is built on them (the clip repair, vectors from a Gram matrix, the projection of cᵀSc, the elliptope, cᵀSc over the sphere)
  detail: Object.freeze({
    sylvester: [matrix],
    principalMinors: [matrix],
    negativeDirection: [matrix],
    exactPsdCheck: [matrix],
    psdVerdict: [matrix],
    eigenSymmetric: [matrix, options({ vectors: flag })],
    repairPSD: [matrix, name],
    reconstructVectors: [matrix],
    projectedNorm: [matrix, numbers],
    elliptopeSurface: [count],
    elliptopePoint: [matrix],
    quadraticFormOnSphere: [matrix, count],
  }),
  // kernels, the γ sweep, the sigmoid kernel, feature maps (the polynomial φ, its size, the kernel trick timed, RBF's series and its φ built, the 1-D lift), attention scores beside a Gram matrix
  kernels: Object.freeze({
    kernelMatrix: [matrix, struct],
    gammaSweep: [sourced({ gammas: numbers, spectrum: flag })],
    regularizedStats: [numbers, number],
    sigmoidCheck: [sourced({ a: number, b: number })],
    sigmoidMap: [sourced({ aValues: numbers, bValues: numbers })],
    sigmoidRepair: [sourced({ a: number, b: number }), name],
    featureDimension: [count, count],
    polyFeatures: [numbers, options({ degree: number, c: number, maxTerms: count })],
    polyFeaturePair: [numbers, numbers, options({ degree: number, c: number, maxTerms: count })],
    polyFeatureValues: [numbers, options({ degree: number, c: number })],
    kernelTrickTiming: [numbers, numbers, options({ degree: number, c: number, minBatchSeconds: number })],
    rbfSeries: [number, number, number, count],
    separate1D: [numbers, numbers],
    // the RBF kernel's φ built anyway: random Fourier features, Nyström, the exact polynomial φ; {seed, n, d} or {points}
    rbfFeatures: [sampled({ featureSeed: featureSeedText })],
    rbfFeatureErrors: [sampled({ featureSeed: featureSeedText }), numbers],
    attention: [attentionRequest],
    attentionBlendPath: [attentionRequest, count],
  }),
  // the reader's own similarity function (the expression language) and the learning methods that consume a kernel: kernel ridge, the SVM dual, labelled 2-D data sets
  learn: Object.freeze({
    checkKernel: [sampled({ expression: expressionText, params: namedNumbers })],
    searchCounterexample: [sampled({ expression: expressionText, params: namedNumbers })],
    compileExpression: [expression],
    expressionMatrix: [sampled({ expression: expressionText, params: namedNumbers })],
    kernelRidge: [ridgeRequest],
    svmDual: [svmRequest],
    labelledDataset: [datasetRequest],
    accuracy: [numbers, numbers, number],
  }),
});

/** What every part's module exports (core/wasm/exports.cpp): the facade's memoryStats sums it over the loaded parts. */
export const SHARED = Object.freeze({
  memoryStats: [],
});

/** Every facade function: {name: signature}. */
export const SIGNATURES = Object.freeze(Object.assign({}, ...Object.values(PARTS), SHARED));
