// Facade: the article's γ sweep (spectrum of the RBF kernel matrix per γ), the sigmoid counterexample,
// and the statistics of K + λI from K's eigenvalues.
import { numberList, options, pointSource } from './points.js';

export function gammaSweepApi(call) {
  return {
    /**
     * One row per γ: {gamma, maxEigenvalue, minEigenvalue, k95, effectiveRank, condition, trace, spectrum?}
     * for K = exp(−γ‖x_i − x_j‖²) on points given as {seed, n, d} (default_rng(seed).normal(size=(n, d)),
     * drawn in the core) or {points}. spectrum: the eigenvalues, descending (Float64Array), when asked for.
     */
    gammaSweep(request) {
      const { gammas, spectrum = false, ...points } = options(request, '{seed, n, d, gammas} or {points, gammas}');
      return call('gammaSweep', pointSource(points), numberList(gammas, 'gammas'), Boolean(spectrum));
    },
    /** K = tanh(a·x_i·x_j + b) → {negativeCount, minEigenvalue, maxEigenvalue, tolerance}; points as for gammaSweep. */
    sigmoidCheck(request) {
      const { a, b, ...points } = options(request, '{seed, n, d, a, b} or {points, a, b}');
      return call('sigmoidCheck', pointSource(points), a, b);
    },
    /**
     * {maxEigenvalue, minEigenvalue, k95, effectiveRank, condition, trace} of K + λI from K's eigenvalues
     * (any order): every eigenvalue moves by λ, so a λ control needs no new decomposition. λ ≥ 0.
     */
    regularizedStats(eigenvalues, lambda) {
      return call('regularizedStats', numberList(eigenvalues, 'eigenvalues'), lambda);
    },
  };
}
