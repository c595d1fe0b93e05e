// "Copy as numpy" for the similarity table: the typed table S, its eigenvalues and the PSD verdict with the
// page's tolerance (n · ε · max|λ|).
import { pyMatrix } from '../../reader/numpy.js';

export const numpy = ({ m }) =>
  [
    'import numpy as np',
    `S = ${pyMatrix(m)}`,
    'ev = np.linalg.eigvalsh(S)  # ascending',
    'tolerance = len(ev) * np.finfo(float).eps * np.abs(ev).max()',
    'print("eigenvalues:", *ev)',
    'print("PSD:", bool(ev.min() >= -tolerance))',
  ].join('\n');
