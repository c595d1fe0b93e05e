// Facade: Sylvester's criterion step by step, all principal minors, and a certificate cᵀGc < 0.
import { toMatrix } from '../matrix.js';

export function sylvesterApi(call) {
  return {
    /**
     * Leading principal minors D_1 … D_k of a symmetric matrix (order ≤ 12), stopping at the first that is not positive.
     * A number of the working, `Num`, is {value: number|null, scaled: {mantissa, exponent}, exact: string|null}:
     * value is null outside double's range (then mantissa·2^exponent is the value, 0.5 ≤ |mantissa| < 1), exact the
     * exact text ("−3", "0.19", "4/3", "1e+400") or null when only rounded; entries carry their shortest decimal.
     * @returns {{minors: {k: number, determinant: number|null, scaled: {mantissa: number, exponent: number},
     *   exact: string|null, pivot: number|null, exactPivot: string|null,
     *   sign: 'positive'|'negative'|'zero'|'zeroWithinRounding'|'undecided', bound: {mantissa: number, exponent: number},
     *   working: {factors: Num[], cofactors: {entry: Num, factors: Num[], minor: Num}[], pivots: Num[]}}[],
     *   positiveDefinite: boolean, firstFailure: number|null}}
     *   exact when every entry is a short decimal (≤ 6 places, any size), else null. sign: decided exactly, or in
     *   floating point against `bound` (|error| ≤ bound): within it the minor is 'zeroWithinRounding'; 'undecided' when the
     *   computation was not finite. working, exactly one part set: k = 1 factors [a₁₁]; k = 2 factors [a₁₁, a₂₂, a₁₂, a₂₁]
     *   (a₁₁·a₂₂ − a₁₂·a₂₁); k = 3 the first-row cofactor terms a₁ⱼ·(p·q − r·s); k ≥ 4 the pivots d₁ … d_k whose
     *   product is D_k (panels/sylvester/working.js writes them). pivot: D_k / D_{k−1}, the LDLᵀ/Cholesky pivot;
     *   firstFailure: k of the first minor not positive, or null when every one is.
     */
    sylvester(matrix) {
      return call('sylvester', toMatrix(matrix));
    },
    /**
     * All 2ⁿ − 1 principal minors (n ≤ 10; TOO_LARGE past it, the message gives the count), by size then
     * lexicographically: [{indices (0-based rows/columns kept), determinant: number|null, scaled, exact: string|null, sign}]
     * (the fields as in sylvester).
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
