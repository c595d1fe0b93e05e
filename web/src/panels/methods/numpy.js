// "Copy as numpy" for the methods: the training points on screen as a literal (the presets are drawn by the
// core, not by numpy), the kernel matrix, and for kernel ridge α = (K + λI)⁻¹y with κ₂ and the residual; for
// the SVM the kernel matrix's eigenvalues (its SMO solver is not in numpy).
import { pyName, translate } from '../../reader/expression-python.js';
import { pyMatrix, pyNumber } from '../../reader/numpy.js';

// The kernel matrix of the points X, in Python, for each kernel the panel offers.
function kernelLines(state, view) {
  const { kernel, gamma, degree, coef0, a, b } = state;
  if (kernel === 'rbf') return [`K = np.exp(-${pyNumber(gamma)} * ((X[:, None, :] - X[None, :, :]) ** 2).sum(-1))`];
  if (kernel === 'polynomial') return [`K = (${pyNumber(coef0)} + X @ X.T) ** ${degree}`];
  if (kernel === 'linear') return ['K = X @ X.T'];
  if (kernel === 'sigmoid') return [`K = np.tanh(${pyNumber(a)} * (X @ X.T) + ${pyNumber(b)})`];
  const { source, names } = translate(state.expression, view.dotProducts(state.expression));
  return [
    ...names.map((name) => `${pyName(name)} = ${pyNumber(state.params[name] ?? 1)}`),
    `kernel = lambda x, y: ${source}`,
    'K = np.array([[kernel(x, y) for y in X] for x in X])',
    'K = (K + K.T) / 2',
  ];
}

/** state: the panel's; view.trainingPoints(): the [x, y, label] rows on screen; view.dotProducts(text): where "·" is
 * a dot product. */
export const numpy = (state, view) => {
  const rows = view.trainingPoints();
  const common = [
    'import numpy as np',
    `X = ${pyMatrix(rows.map(([x, y]) => [x, y]))}`,
    `y = np.array([${rows.map(([, , label]) => pyNumber(label)).join(', ')}], dtype=float)`,
    ...kernelLines(state, view),
  ];
  if (state.method === 'svm')
    return [
      ...common,
      'ev = np.linalg.eigvalsh(K)  # ascending; the SVM dual is convex only when none is negative',
      'print("eigenvalues min", ev[0], "max", ev[-1])',
    ].join('\n');
  return [
    ...common,
    `A = K + ${pyNumber(state.lambda)} * np.eye(len(y))`,
    'alpha = np.linalg.solve(A, y)',
    'mu = np.abs(np.linalg.eigvalsh(A))',
    'print("condition", mu.max() / mu.min(), "residual", np.linalg.norm(A @ alpha - y) / np.linalg.norm(y))',
    'print("alpha max", np.abs(alpha).max(), "train correct", int((np.sign(K @ alpha) == y).sum()), "of", len(y))',
  ].join('\n');
};
