// Facade: Sylvester's criterion step by step, all principal minors, and a certificate cᵀGc < 0.
import { toMatrix } from '../matrix.js';

export function sylvesterApi(call) {
  return {
    /**
     * Leading principal minors D_1 … D_k of a symmetric matrix (order ≤ 12), stopping at the first D_k ≤ 0.
     * @returns {{minors: {k: number, determinant: number, exact: string|null, steps: string[], pivot: number}[],
     *   positiveDefinite: boolean, firstFailure: number|null}}
     *   exact: "−3", "0.19", "4/3" when the entries are short decimals, else null; steps: the hand working
     *   ("1·1 − 2·2 = −3", cofactors up to k = 3, pivots beyond); pivot: D_k / D_{k−1}, the LDLᵀ/Cholesky pivot;
     *   firstFailure: k of the first D_k ≤ 0, or null when every one is > 0.
     */
    sylvester(matrix) {
      return call('sylvester', toMatrix(matrix));
    },
    /**
     * All 2ⁿ − 1 principal minors (n ≤ 10; TOO_LARGE past it, the message gives the count), by size then
     * lexicographically: [{indices (0-based rows/columns kept), determinant, exact: string|null}].
     */
    principalMinors(matrix) {
      return call('principalMinors', toMatrix(matrix));
    },
    /**
     * A certificate that G is not PSD: {indices, c: Float64Array, value} with cᵀGc = value < 0, c a unit vector
     * supported on the first negative principal minor's indices; null when there is none (G is PSD). n ≤ 10.
     */
    negativeDirection(matrix) {
      return call('negativeDirection', toMatrix(matrix));
    },
  };
}
