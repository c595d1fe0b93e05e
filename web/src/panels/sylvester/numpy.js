// "Copy as numpy" for Sylvester's criterion: the typed matrix, its leading principal minors and eigenvalues.
import { pyMatrix } from '../../reader/numpy.js';

export const numpy = ({ m }) =>
  [
    'import numpy as np',
    `A = ${pyMatrix(m)}`,
    'minors = [np.linalg.det(A[:k, :k]) for k in range(1, len(A) + 1)]',
    'print("leading minors:", *minors)',
    'print("eigenvalues:", *np.linalg.eigvalsh(A))',
  ].join('\n');
