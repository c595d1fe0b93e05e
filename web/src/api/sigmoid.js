// Facade: where on the (a, b) plane the sigmoid kernel tanh(a·x·y + b) is PSD for a point set, and how much
// the article's two repairs change its table.
import { numberList, options, pointSource } from './points.js';

export function sigmoidApi(call) {
  return {
    /**
     * One cell per (a, b): the smallest eigenvalue of K = tanh(a·x_i·x_j + b) and how many eigenvalues are
     * below −tolerance (psdCheck's rule, n·ε·max|λ|). Points as for gammaSweep: {seed, n, d} (drawn in the
     * core) or {points}; at most 300 of them, 1–64 values of a and of b (finite), and cells·n³ ≤ 64²·100³
     * per call (TOO_LARGE past it: a 300-point map goes a row at a time).
     * @returns {{aValues: Float64Array, bValues: Float64Array, size: number, psdCells: number,
     *   minEigenvalue, negativeCount, tolerance}} the last three {rows: bValues.length, cols: aValues.length,
     *   data: Float64Array}, row i for b = bValues[i], column j for a = aValues[j]; size is n.
     */
    sigmoidMap(request) {
      const { aValues, bValues, ...points } = options(request, '{seed, n, d, aValues, bValues} or {points, aValues, bValues}');
      return call('sigmoidMap', pointSource(points), numberList(aValues, 'aValues'), numberList(bValues, 'bValues'));
    },
    /**
     * repairPSD(K, method) for K = tanh(a·x_i·x_j + b) on points as for sigmoidCheck, built and repaired in the
     * core; only the size of the change comes back (not the n × n tables).
     * @param {'clip'|'shift'} method
     * @returns {{frobeniusChange: number, maxChange: number, shift: number, kernelFrobenius: number,
     *   relativeChange: number}} ‖ΔK‖_F, max |ΔK_ij|, ε (0 for clip), ‖K‖_F and ‖ΔK‖_F / ‖K‖_F.
     */
    sigmoidRepair(request, method) {
      const { a, b, ...points } = options(request, '{seed, n, d, a, b} or {points, a, b}');
      return call('sigmoidRepair', pointSource(points), a, b, method);
    },
  };
}
