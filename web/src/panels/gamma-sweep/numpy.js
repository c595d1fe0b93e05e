// "Copy as numpy" for the γ table: the article's seeded points, the RBF kernel at each γ of the table and the
// table's columns (largest and smallest eigenvalue, k95, effective rank (Σλ)² / Σλ²).
import { pyNumber, seededPoints } from '../../reader/numpy.js';

export const numpy = ({ seed, n, d, gammas }) =>
  [
    'import numpy as np',
    seededPoints({ seed, n, d }),
    'd2 = ((Z[:, None, :] - Z[None, :, :]) ** 2).sum(-1)',
    `for gamma in [${gammas.map(pyNumber).join(', ')}]:`,
    '    ev = np.linalg.eigvalsh(np.exp(-gamma * d2))[::-1]  # descending',
    '    k95 = int(np.searchsorted(np.cumsum(ev) / ev.sum(), 0.95) + 1)',
    '    print("gamma", gamma, "max", ev[0], "min", ev[-1], "k95", k95, "rank", ev.sum() ** 2 / (ev**2).sum())',
  ].join('\n');
