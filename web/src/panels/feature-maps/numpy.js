// "Copy as numpy" for the feature maps: k(a, b) = (c + a·b)^p against φ(a)·φ(b) with φ built feature by
// feature (one per multiset of p slots from (√c, x₁, …, x_d), weighted by √multinomial), and the RBF series'
// partial sum Σ_{m<M} e^(−γ(x²+y²)) (2γxy)^m / m! against e^(−γ(x−y)²); and RBF's φ built anyway
// (./rff-numpy.js).
import { pyNumber } from '../../reader/numpy.js';
import { rffNumpy } from './rff-numpy.js';

// φ is built in Python only while it stays small; past this it prints the count alone.
const BUILT_FEATURES = 100000;

const pyVector = (values) => `np.array([${values.map(pyNumber).join(', ')}], dtype=float)`;

export const numpy = (state) => [basics(state), rffNumpy(state)].join('\n');

const basics = ({ p, c, a, b, x, y, gamma, terms }) =>
  [
    'import numpy as np',
    'from itertools import combinations_with_replacement',
    'from math import comb, factorial, prod',
    `a, b = ${pyVector(a)}, ${pyVector(b)}`,
    `c, p = ${pyNumber(c)}, ${p}`,
    'print("kernel", (c + a @ b) ** p)',
    'def phi(v):',
    '    z = np.concatenate(([np.sqrt(c)], v))',
    '    features = []',
    '    for slots in combinations_with_replacement(range(len(z)), p):',
    '        weight = factorial(p) / prod(factorial(k) for k in np.bincount(slots, minlength=len(z)))',
    '        features.append(np.sqrt(weight) * prod(z[i] for i in slots))',
    '    return np.array(features)',
    'count = comb(len(a) + p, p)',
    `if count <= ${BUILT_FEATURES}:`,
    '    print("features", count, "dot", phi(a) @ phi(b))',
    'else:',
    '    print("features", count, "(too many to build here)")',
    `x, y, gamma, M = ${pyNumber(x)}, ${pyNumber(y)}, ${pyNumber(gamma)}, ${terms}`,
    '# term m = e^(-gamma (x^2 + y^2)) (2 gamma x y)^m / m!, each from the one before',
    'series = np.exp(-gamma * (x * x + y * y)) * np.cumprod(np.r_[1.0, 2 * gamma * x * y / np.arange(1, M)])',
    'print("sum", series.sum(), "rbf", np.exp(-gamma * (x - y) ** 2))',
  ].join('\n');
