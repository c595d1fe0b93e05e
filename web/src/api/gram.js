// Facade: Gram matrices both ways, and the two sides of cᵀXXᵀc = ‖Xᵀc‖².
import { GramLabError } from '../core-call.js';
import { toMatrix } from '../matrix.js';

// c as the core reads it; a string entry would become a silent NaN there, so it is caught here.
function toVector(c) {
  if (!Array.isArray(c) && !(c instanceof Float64Array)) throw new GramLabError('BAD_ARGUMENT', 'c must be an array of numbers');
  const bad = Array.prototype.findIndex.call(c, (x) => typeof x !== 'number');
  if (bad >= 0) throw new GramLabError('NOT_A_NUMBER', `entry ${bad + 1} of c is not a number`, { index: bad });
  return c;
}

export function gramApi(call) {
  return {
    /**
     * Vectors with this Gram matrix: X = VΛ^{1/2} (n × rank, largest eigenvalue first), so XXᵀ = G.
     * A negative eigenvalue throws NOT_PSD naming it.
     * @returns {{vectors: {rows, cols, data}, rank: number, residual: number}} residual = ‖XXᵀ − G‖_F
     */
    reconstructVectors(matrix) {
      return call('reconstructVectors', toMatrix(matrix));
    },
    /**
     * X (n × d, one vector per row) → G = XXᵀ (n × n) and XᵀX (d × d), which share their nonzero eigenvalues.
     * @returns {{gram, covariance, sharedEigenvalues: Float64Array, rank: number}} sharedEigenvalues descending;
     *   rank = rank(X) = their count; G has n − rank zero eigenvalues, XᵀX has d − rank.
     */
    gramFromVectors(x) {
      return call('gramFromVectors', toMatrix(x));
    },
    /** cᵀGc for a square G and c of G's order. */
    quadraticForm(g, c) {
      return call('quadraticForm', toMatrix(g), toVector(c));
    },
    /** ‖Xᵀc‖² for X (n × d) and c of length n: the same number as cᵀ(XXᵀ)c, never negative. */
    projectedNorm(x, c) {
      return call('projectedNorm', toMatrix(x), toVector(c));
    },
  };
}
