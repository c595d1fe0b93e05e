// Facade: is a symmetric matrix positive semi-definite?
import { toMatrix } from '../matrix.js';

export function psdApi(call) {
  return {
    /**
     * @returns {{eigenvalues: Float64Array, minEigenvalue: number, negativeCount: number, isPSD: boolean, tolerance: number}}
     *   eigenvalues ascending; an eigenvalue counts as negative below −tolerance (scaled by size and norm).
     */
    psdCheck(matrix) {
      return call('psdCheck', toMatrix(matrix));
    },
  };
}
