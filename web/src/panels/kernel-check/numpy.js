// "Copy as numpy" for the kernel check: the reader's k(x, y) rewritten as Python source (the language already
// reads as Python but for ^, −, ·, × and its function names), K_ij = k(x_i, x_j) on the panel's points and
// the spectrum of ½K + ½Kᵀ against the page's tolerance (n · ε · max|λ|). Text is translated, never evaluated.
import { pyMatrix, pyNumber, seededPoints } from '../../reader/numpy.js';
import { valuesFor } from './state.js';

const FUNCTIONS = {
  dot: 'np.dot',
  norm: 'np.linalg.norm',
  sum: 'np.sum',
  abs: 'np.abs',
  exp: 'np.exp',
  log: 'np.log',
  sqrt: 'np.sqrt',
  tanh: 'np.tanh',
  cos: 'np.cos',
  sin: 'np.sin',
  min: 'np.minimum',
  max: 'np.maximum',
};
const SYMBOLS = { '^': '**', '\u2212': '-', '\u00b7': '*', '\u00d7': '*' };
// Names Python or this snippet already uses: a parameter so named gets a trailing "_" (lambda → lambda_).
const TAKEN = new Set(
  'np Z K S ev tolerance kernel False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);
// Numbers first, so the exponent of 1e5 is not read as a name.
const TOKEN = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[A-Za-z_][A-Za-z0-9_]*|[^A-Za-z_]/gu;

const pyName = (name) => (TAKEN.has(name) ? `${name}_` : name);

/** The expression as Python, and the parameter names it uses in order of first use. */
function translate(expression) {
  const names = [];
  const source = (expression.match(TOKEN) ?? [])
    .map((token) => {
      if (Object.hasOwn(FUNCTIONS, token)) return FUNCTIONS[token];
      if (Object.hasOwn(SYMBOLS, token)) return SYMBOLS[token];
      if (!/^[A-Za-z_]/.test(token) || token === 'x' || token === 'y') return token;
      if (!names.includes(token)) names.push(token);
      return pyName(token);
    })
    .join('');
  return { source, names };
}

export const numpy = ({ expression, params, seed, n, d, points }) => {
  const { source, names } = translate(expression);
  const values = valuesFor(names, params);
  return [
    'import numpy as np',
    points.length ? `Z = ${pyMatrix(points)}` : seededPoints({ seed, n, d }),
    ...names.map((name) => `${pyName(name)} = ${pyNumber(values[name])}`),
    `kernel = lambda x, y: ${source}`,
    'K = np.array([[kernel(x, y) for y in Z] for x in Z])',
    'ev = np.linalg.eigvalsh((K + K.T) / 2)  # ascending',
    'tolerance = len(ev) * np.finfo(float).eps * np.abs(ev).max()',
    'print("negative:", int((ev < -tolerance).sum()), "of", len(ev), "min", ev[0], "max", ev[-1])',
  ].join('\n');
};
