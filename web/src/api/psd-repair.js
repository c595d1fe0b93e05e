// Facade: the article's two repairs for a table that is not PSD.
import { toMatrix } from '../matrix.js';

export function psdRepairApi(call) {
  return {
    /**
     * Makes a symmetric matrix PSD: "clip" sets the negative eigenvalues to 0 (the nearest PSD matrix in the
     * Frobenius norm), "shift" adds εI with ε just above −λ_min. A PSD input comes back unchanged.
     * @param {'clip'|'shift'} method
     * @returns {{matrix, change, frobeniusChange: number, maxChange: number, shift: number}}
     *   matrix and change (= matrix − input) as {rows, cols, data}; shift is ε (0 for clip).
     */
    repairPSD(matrix, method) {
      return call('repairPSD', toMatrix(matrix), method);
    },
  };
}
