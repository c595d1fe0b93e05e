#pragma once
// Every size limit, listed once and enforced in the core, so no caller (page, worker, Node) can ask for a
// tab-freezing job. The WASM module exports this list (name without the k, camelCase, with its value and
// what it bounds); the facade, the panels and docs/api.md read it from there.
#include <cstddef>
#include <cstdint>

namespace gramlab::limits {

// X(type, name, value, "what it bounds — and why this much").
#define GRAMLAB_LIMITS(X)                                                                                                    \
  X(std::size_t, kMaxMatrixOrder, 2000,                                                                                      \
    "order of a symmetric matrix (`eigenSymmetric`, `psdCheck`, `repairPSD` shift): 32 MB in WASM; measured at "             \
    "n = 2000: `psdCheck` 0.8–1.1 s of CPU (eigenvectors have their own bound, maxEigenvectorOrder)")                        \
  X(std::size_t, kMaxSphereSteps, 360,                                                                                       \
    "`steps` of `quadraticFormOnSphere`: the circle every 1°; the sphere 2·360² = 259,200 directions, each a cᵀSc "     \
    "and its bound")                                                                                                         \
  X(std::size_t, kMaxPoints, 2000, "points n in a point set: the γ sweep's largest case")                                    \
  X(std::size_t, kMaxDimension, 1000, "dimension d of a point set")                                                          \
  X(std::size_t, kMaxPrincipalMinorOrder, 10,                                                                                \
    "`principalMinors`, `negativeDirection` order: 2¹⁰ − 1 = 1023 minors; 0.8 s and 0.7 s in WASM on 17-digit "         \
    "entries "                                                                                                               \
    "near 1e300 beside 6-place decimals")                                                                                    \
  X(std::size_t, kMaxSylvesterOrder, 12,                                                                                     \
    "`sylvester`, `exactPsdCheck` order: the working is meant to be followed by hand; on 17-digit entries near 1e300 "       \
    "beside 6-place decimals 0.2 s and 0.04 s in WASM")                                                                      \
  X(std::size_t, kMaxGammas, 64, "γ values in one sweep: each is an O(n³) decomposition")                                    \
  X(double, kMaxGammaSweepWork, 2000.0 * 2000.0 * 2000.0,                                                                    \
    "γ values · n³ in one `gammaSweep` call: one γ at n = 2000, measured in WASM at 0.7–1.0 s of CPU "                 \
    "(load about 1 on 2 cores); 64 γ fit up to n = 500; the page asks one γ per step")                                       \
  X(int, kMaxPolynomialDegree, 10, "polynomial kernel degree (from 1)")                                                      \
  X(int, kMaxCountedDimension, 1000000, "d in `featureDimension`: counting only; C(10⁶ + 50, 50) has 236 digits")            \
  X(int, kMaxCountedDegree, 50, "p in `featureDimension`: 50 big-integer steps")                                             \
  X(int, kMaxListedFeatures, 10000, "terms listed by `polyFeatures`/`polyFeaturePair`: far past what a page reads")          \
  X(double, kMaxBuiltFeatures, 4194304,                                                                                      \
    "features built as values (`polyFeatureValues`, `kernelTrickTiming`): two double vectors are 64 MiB; holds "             \
    "d = 768, p = 2, refuses d = 768, p = 3")                                                                                \
  X(double, kMaxTimingBatchSeconds, 0.1,                                                                                     \
    "largest `minBatchSeconds` of `kernelTrickTiming`: each route doubles its batch until one lasts minBatchSeconds, "       \
    "so it runs about 2 to 4 times that long")                                                                               \
  X(double, kMaxTimingSeconds, 0.5,                                                                                          \
    "seconds one route of `kernelTrickTiming` may spend over its batches: no next batch (twice the last) that would "        \
    "pass it; bounds a call on a clock that advances")                                                                       \
  X(int, kMaxTimingRepetitions, 4194304,                                                                                     \
    "repetitions of one route over the batches of one `kernelTrickTiming` call, for a clock that never advances: the "       \
    "kernel at d = 1 (25 ns in WASM) needs 2²¹ to last 20 ms")                                                               \
  X(double, kMaxTimingKernelWork, 1e9,                                                                                       \
    "kernel evaluations · d over one `kernelTrickTiming` call's batches: 10⁶ evaluations at d = 1000, 1.8 s in WASM")        \
  X(double, kMaxTimingFeatureWork, 4e6,                                                                                      \
    "features built (φ(a) and φ(b), repeated) over one `kernelTrickTiming` call's batches: d = 768, p = 2 builds "         \
    "592,130 a repetition (51 ms in WASM), so batches of 1 and 2 fit")                                                       \
  X(int, kMaxRbfTerms, 2000, "terms of `rbfSeries`: covers 2γ|xy| up to ~1500, where the terms start to fall")               \
  X(int, kMaxRbfFeatures, 4096, "features D of `rbfFeatures`/`rbfFeatureErrors`: Φ is 9.4 MiB at n = 300")                   \
  X(std::size_t, kMaxRbfFeatureCounts, 64, "D values in one `rbfFeatureErrors` call")                                        \
  X(double, kMaxRbfFeatureWork, 1.2e10,                                                                                      \
    "work of one `rbfFeatures`/`rbfFeatureErrors` call over every dimension, in multiply-adds of ΦΦᵀ (n²·D), the "     \
    "rest weighted by its measured cost: K's n²·d ×4, Fourier's n·D·d projections ×8 and D·d draws ×120, "           \
    "Nyström's m³ + n·m² ×3, the exact φ's n·P ×700, the spectra's n³ ×1 each; at the bound 1.3–1.5 s in WASM, " \
    "3 s on the part's first call (n = 1000, d = 1000, D = 4096 is 4.3·10¹⁰: refused; the page's D = 4096 at "           \
    "n = 300, d = 5 is 4.2·10⁸)")                                                                                            \
  X(int, kMaxLiftPoints, 1000, "points on the line in `separate1D`")                                                         \
  X(double, kMaxLiftCoordinate, 1e150, "|x| in `separate1D`: x², l·r and distances stay finite")                             \
  X(std::size_t, kMaxSigmoidMapSide, 64, "values of a, and of b, in one `sigmoidMap` call")                                  \
  X(std::size_t, kMaxSigmoidMapPoints, 300, "points in one `sigmoidMap` call: the article's n")                              \
  X(double, kMaxSigmoidMapWork, 64.0 * 64.0 * 100.0 * 100.0 * 100.0,                                                         \
    "cells · n³ in one `sigmoidMap` call (64 × 64 cells of 100 points: 1.7 s in WASM); the article's 300 points go a "    \
    "row at a "                                                                                                              \
    "time")                                                                                                                  \
  X(std::ptrdiff_t, kMaxRandomDraws, 4'000'000, "draws in one `randomNormal`/`randomUniform` call: 32 MB of doubles")        \
  X(int, kMaxExactFractionDigits, 6, "decimal places of an entry that determinants treat as exact")                          \
  X(std::size_t, kMaxAttentionTokens, 128,                                                                                   \
    "tokens n of `attention`: two general n×n eigenproblems, 0.3 s in WASM at 128 (width 512)")                              \
  X(std::size_t, kMaxAttentionWidth, 512, "model width d and key width d_k of `attention`: M is d×d")                        \
  X(int, kMaxAttentionPathSteps, 100, "steps of `attentionBlendPath` (t = 0, 1/steps, …, 1): a curve's resolution")          \
  X(double, kMaxAttentionPathWork, 21.0 * 128.0 * 128.0 * 128.0,                                                             \
    "(steps + 1) · n³ in one `attentionBlendPath` call: one general n×n eigenproblem per t; 21 points at n = 128 "        \
    "took 0.5 s natively, 0.3 s in WASM")                                                                                    \
  X(std::size_t, kMaxMethodPoints, 1000,                                                                                     \
    "training points in `kernelRidge` / `svmDual`: an O(n³) eigen-decomposition and an n×n kernel matrix")                   \
  X(std::size_t, kMaxPredictionPoints, 40000, "grid or test points predicted in one call: a 200 × 200 surface")              \
  X(int, kMaxSvmStarts, 16, "SMO starting points in one `svmDual` call")                                                     \
  X(int, kMaxSvmIterations, 1'000'000, "SMO iterations per start")                                                           \
  X(double, kMaxSvmWork, 1e8,                                                                                                \
    "starts × maxIterations × n in one `svmDual` call: each SMO iteration is O(n); at the bound, n = 1000, "               \
    "never converging, with a 40,000-point grid: 2.1–2.6 s of CPU (2·10⁸: 3.0–3.7 s); the page asks 4 × 20,000 × n")         \
  X(int, kMaxExpressionLength, 1000, "characters of a similarity expression (`checkKernel`, `compileExpression`)")           \
  X(int, kMaxExpressionDepth, 64,                                                                                            \
    "nesting of parentheses, calls, unary minus and powers in an expression: bounds the parser's recursion")                 \
  X(std::uint64_t, kMaxEvaluationCost, 500'000'000,                                                                          \
    "work units (a scalar operation, or d for a d-vector one) per `checkKernel` matrix: at 10⁹, checkKernel at "           \
    "n = 1000 took 2.8–3.6 s of CPU; at this bound 1.8 s")                                                                   \
  X(int, kMaxWitnessPoints, 8,                                                                                               \
    "points of the small witnesses `checkKernel` and the search try (a point, a pair, the points its lowest "                \
    "eigenvector weighs most, greedy growth); larger ones come only from the sample (maxWitnessWork)")                       \
  X(double, kMaxExactMinorWork, 2e9,                                                                                         \
    "limb products (32-bit) of the minors one `sylvester`/`principalMinors` call decides from the doubles' "                 \
    "exact values where its rounding bound cannot; past it such a minor stays zeroWithinRounding. A rank-2 "                 \
    "Gram matrix of order 10 needs 10⁵; a rank-one table from 1e−150 to 1e120 with 1e−300 entries "                    \
    "scattered, 2.8·10⁹ (5·10⁸ of it took 0.22 s of CPU in WASM)")                                                           \
  X(double, kMaxWitnessWork, 1e5,                                                                                            \
    "m² · (the expression's work per value, maxEvaluationCost's units) over the intervals of a `checkKernel` "             \
    "witness of m > maxWitnessPoints points (16, 32, … and the sample): interval evaluation runs at 3·10⁵ to "          \
    "10⁷ units a second natively; seed 31337's 20-point sample at d = 2 is 2,800")                                           \
  /* What one call may copy in and compute (issue 28). CPU seconds (process.cpuUsage) of one call in WASM (SIMD), */         \
  /* on the 2-core CI machine: no call these limits allow was measured past about 3 s. */                                    \
  X(int, kMaxNameLength, 64,                                                                                                 \
    "characters of a name (a kernel kind, a repair method, a data set kind, a parameter): the facade refuses a "             \
    "longer one from its length alone, before copying it")                                                                   \
  X(int, kMaxElliptopeSteps, 200, "grid steps of `elliptopeSurface`: two sheets of 201² heights, 0.6 MB")                    \
  X(int, kMaxObjectKeys, 500,                                                                                                \
    "own keys of one options object or `params`: an expression of maxExpressionLength characters names at most 500 "         \
    "parameters; the facade counts them before copying any")                                                                 \
  X(std::size_t, kMaxEigenvectorOrder, 1000,                                                                                 \
    "order of a matrix whose eigenvectors are formed (`eigenSymmetric` with vectors, `repairPSD`, "                          \
    "`reconstructVectors`, `sigmoidRepair`, `checkKernel`'s sample); measured at 1000 (CPU): eigenvectors 0.36 s, "          \
    "repairPSD clip 0.61 s, reconstructVectors 0.42 s, sigmoidRepair 0.51 s, checkKernel 0.70 s (d = 495, its "              \
    "evaluation at maxEvaluationCost)")                                                                                      \
  X(double, kMaxKernelWork, 5e8,                                                                                             \
    "kernel work of one `kernelRidge`/`svmDual` call, in maxEvaluationCost's units (d per built-in kernel value): "          \
    "n² for K plus n per grid or test point; measured at the bound, n = 1000: kernelRidge 2.4 s (RBF, d = 500), "           \
    "2.5 s (an RBF expression, d = 490); with a 40,000-point grid at d = 2, 1.6 s")                                          \
  X(double, kMaxDistanceWork, 1e9,                                                                                           \
    "n² · d for the squared distances of a point set (the γ sweep, the RBF `kernelMatrix`): n = 2000, d = 1000 took "     \
    "6.4 s with one γ; at the bound, n = 2000 and d = 250, 1.2–1.3 s with one γ and `kernelMatrix` 1.3 s")

#define GRAMLAB_DECLARE_LIMIT(type, name, value, about) constexpr type name = value;
GRAMLAB_LIMITS(GRAMLAB_DECLARE_LIMIT)
#undef GRAMLAB_DECLARE_LIMIT

}  // namespace gramlab::limits
