// The facade's functions, declared once: one line each, naming the kind of every argument (arguments.js).
// The WASM module exports the same names (core/wasm/exports.cpp); the facade refuses to load if the two
// lists differ. What each function does and returns: gramlab.d.ts and docs/api.md.
import {
  attentionRequest,
  count,
  flag,
  matrix,
  namedNumbers,
  number,
  numbers,
  options,
  sampled,
  seed,
  sourced,
  struct,
  text,
} from './arguments.js';
import { datasetRequest, ridgeRequest, svmRequest } from './method-arguments.js';

export const SIGNATURES = {
  // spectrum and PSD
  eigenSymmetric: [matrix, options({ vectors: flag })],
  psdCheck: [matrix],
  repairPSD: [matrix, text],
  // Gram matrices and vectors
  reconstructVectors: [matrix],
  gramFromVectors: [matrix],
  quadraticForm: [matrix, numbers],
  projectedNorm: [matrix, numbers],
  // Sylvester's criterion
  sylvester: [matrix],
  principalMinors: [matrix],
  negativeDirection: [matrix],
  // numpy's default_rng, bit for bit
  randomNormal: [seed, count, count],
  randomUniform: [seed, count, count],
  // kernels, the γ sweep and the sigmoid kernel
  kernelMatrix: [matrix, struct],
  gammaSweep: [sourced({ gammas: numbers, spectrum: flag })],
  sigmoidCheck: [sourced({ a: number, b: number })],
  regularizedStats: [numbers, number],
  sigmoidMap: [sourced({ aValues: numbers, bValues: numbers })],
  sigmoidRepair: [sourced({ a: number, b: number }), text],
  // feature maps: the polynomial φ, its size, the kernel trick timed, RBF's series, the 1-D lift
  featureDimension: [count, count],
  polyFeatures: [numbers, options({ degree: number, c: number, maxTerms: count })],
  polyFeaturePair: [numbers, numbers, options({ degree: number, c: number, maxTerms: count })],
  polyFeatureValues: [numbers, options({ degree: number, c: number })],
  kernelTrickTiming: [numbers, numbers, options({ degree: number, c: number, repetitions: count })],
  rbfSeries: [number, number, number, count],
  separate1D: [numbers, numbers],
  // attention scores beside a Gram matrix
  attention: [attentionRequest],
  // diagnostics
  memoryStats: [],
  // the reader's own similarity function (the expression language)
  checkKernel: [sampled({ expression: (value, what) => text(value, what)[0], params: namedNumbers })],
  compileExpression: [text],
  expressionMatrix: [sampled({ expression: (value, what) => text(value, what)[0], params: namedNumbers })],
  // the learning methods that consume a kernel: kernel ridge, the SVM dual, labelled 2-D data sets
  kernelRidge: [ridgeRequest],
  svmDual: [svmRequest],
  labelledDataset: [datasetRequest],
  accuracy: [numbers, numbers, number],
};
