// "Copy as numpy" for the attention panel: the draws in the core's order (X, then W_Q, then W_K from one
// default_rng(seed); a pasted X replaces the drawn one after it was drawn, as the page does), S = X W_Q W_Kᵀ Xᵀ / √d_k,
// and the three figures the article prints from it; with the blend t, W_K(t) = (1 − t)·W_K + t·W_Q.
import { pyMatrix, pyNumber } from '../../reader/numpy.js';
import { WIDTH } from './state.js';

export function numpy({ seed, tokens, dk, scale, blend, tie, x }) {
  const [n, d] = x ? [x.length, x[0].length] : [tokens, WIDTH];
  return [
    'import numpy as np',
    `rng = np.random.default_rng(${BigInt(seed)})`,
    `X = rng.normal(size=(${n}, ${d}))`,
    `W_Q = rng.normal(size=(${d}, ${dk})) * ${pyNumber(scale)}`,
    `W_K = ${tie === 'on' ? 'W_Q  # tied' : `rng.normal(size=(${d}, ${dk})) * ${pyNumber(scale)}`}`,
    ...(tie !== 'on' && blend > 0
      ? [`t = ${pyNumber(blend)}`, 'W_K = (1 - t) * W_K + t * W_Q  # W_K blended into W_Q; t = 1 is the tie']
      : []),
    ...(x ? [`X = ${pyMatrix(x)}  # the pasted X`] : []),
    'M = W_Q @ W_K.T',
    `S = X @ M @ X.T / np.sqrt(${dk})`,
    'sym = np.linalg.eigvalsh((M + M.T) / 2)',
    'ev = np.linalg.eigvals(S)',
    'print("symmetric part of M: min", sym[0], "max", sym[-1])',
    'print("asymmetry", np.abs(S - S.T).mean() / np.abs(S).mean())',
    'print("complex eigenvalues", int((ev.imag != 0).sum()), "of", len(ev))',
  ].join('\n');
}
