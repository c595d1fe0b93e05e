// "Copy as numpy" for the kernel check: the reader's k(x, y) as Python source (reader/expression-python.js),
// K_ij = k(x_i, x_j) on the panel's points and the spectrum of ½K + ½Kᵀ against the page's tolerance
// (n · ε · max|λ|).
import { pyName, translate } from '../../reader/expression-python.js';
import { pyMatrix, pyNumber, seededPoints } from '../../reader/numpy.js';
import { valuesFor } from './state.js';

/** view.pastedPoints(): the rows in use instead of the seeded sample (null when seeded); view.dotProducts(text):
 * where "·" is a dot product (reader/expression-python.js). */
export const numpy = ({ expression, params, seed, n, d }, view) => {
  const { source, names } = translate(expression, view.dotProducts(expression));
  const points = view.pastedPoints();
  const values = valuesFor(names, params);
  return [
    'import numpy as np',
    points ? `Z = ${pyMatrix(points)}` : seededPoints({ seed, n, d }),
    ...names.map((name) => `${pyName(name)} = ${pyNumber(values[name])}`),
    `kernel = lambda x, y: ${source}`,
    'K = np.array([[kernel(x, y) for y in Z] for x in Z])',
    'ev = np.linalg.eigvalsh((K + K.T) / 2)  # ascending',
    'tolerance = len(ev) * np.finfo(float).eps * np.abs(ev).max()',
    'print("negative:", int((ev < -tolerance).sum()), "of", len(ev), "min", ev[0], "max", ev[-1])',
  ].join('\n');
};
