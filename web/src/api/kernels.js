// Facade: kernel (Gram) matrices of a point set.
import { toMatrix } from '../matrix.js';
import { options } from './points.js';

export function kernelsApi(call) {
  return {
    /**
     * K_ij = k(x_i, x_j) for the rows x_i of `points` → {rows, cols, data: Float64Array}.
     * kind "linear" | "polynomial" ((coef0 + x·y)^degree) | "rbf" (exp(−γ‖x − y‖²)) | "sigmoid" (tanh(a·x·y + b));
     * parameters left out take the core's defaults (γ 1, degree 2, coef0 1, a 1, b 0).
     */
    kernelMatrix(points, spec) {
      const { kind, gamma, degree, coef0, a, b } = options(spec, '{kind, gamma?, degree?, coef0?, a?, b?}');
      return call('kernelMatrix', toMatrix(points), { kind, gamma, degree, coef0, a, b });
    },
  };
}
