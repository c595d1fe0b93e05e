// "Copy as numpy" for the sigmoid kernel: the article's seeded points, K = tanh(a·zᵢ·zⱼ + b) and its negative
// eigenvalues counted beyond the page's tolerance (n · ε · max|λ|).
import { pyNumber, seededPoints } from '../../reader/numpy.js';

export const numpy = ({ seed, n, d, a, b }) =>
  [
    'import numpy as np',
    seededPoints({ seed, n, d }),
    `K = np.tanh(${pyNumber(a)} * (Z @ Z.T) + ${pyNumber(b)})`,
    'ev = np.linalg.eigvalsh(K)  # ascending',
    'tolerance = len(ev) * np.finfo(float).eps * np.abs(ev).max()',
    'print("negative:", int((ev < -tolerance).sum()), "of", len(ev), "min", ev[0], "max", ev[-1])',
  ].join('\n');
