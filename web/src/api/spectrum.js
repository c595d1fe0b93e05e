// Facade: symmetric eigen-decomposition.
import { toMatrix } from '../matrix.js';

export function spectrumApi(call) {
  return {
    /** Eigenvalues (ascending) of a symmetric matrix, and the eigenvectors as columns when asked for. */
    eigenSymmetric(matrix, { vectors = false } = {}) {
      return call('eigenSymmetric', toMatrix(matrix), vectors);
    },
  };
}
