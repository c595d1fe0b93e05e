// "Copy as numpy" for the similarity table: the typed table S, its eigenvalues, the rounding-aware verdict with
// the page's tolerance (n · ε · max|λ|), and the exact verdict on the entries as typed (Python's fractions: an
// LDLᵀ with diagonal pivoting, as exactPsdCheck), which the page prints when every entry has at most
// LIMITS.maxExactFractionDigits decimals.
import { pyMatrix } from '../../reader/numpy.js';

export const numpy = ({ m }) =>
  [
    'import numpy as np',
    'from fractions import Fraction',
    `S = ${pyMatrix(m)}`,
    'ev = np.linalg.eigvalsh(S)  # ascending',
    'tolerance = len(ev) * np.finfo(float).eps * np.abs(ev).max()',
    'print("eigenvalues:", *ev)',
    'print("PSD:", bool(ev.min() >= -tolerance))',
    '',
    'def exact_psd(rows):',
    '    a = [[Fraction(repr(x)) for x in row] for row in rows]  # the decimals as typed',
    '    live = list(range(len(a)))',
    '    while live:',
    '        p = max(live, key=lambda i: a[i][i])',
    '        if a[p][p] <= 0:  # no positive pivot left: PSD only if what is left is all zero',
    '            return all(a[i][j] == 0 for i in live for j in live)',
    '        live.remove(p)',
    '        for i in live:',
    '            for j in live:',
    '                a[i][j] -= a[i][p] * a[p][j] / a[p][p]',
    '    return True',
    '',
    'print("PSD, exactly:", exact_psd(S.tolist()))',
  ].join('\n');
