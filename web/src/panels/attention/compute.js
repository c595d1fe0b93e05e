// What the attention panel asks the core, in one place: the requests its jobs send and the checks behind the
// closing table. The numbers and verdicts all come from the core; this module only builds requests.
import { ARTICLE_S } from '../../article-matrices.js';
import { STATE as GAMMA_STATE } from '../gamma-sweep/state.js';
import { WIDTH } from './state.js';

/** The state keys a request reads. */
export const REQUEST_KEYS = ['seed', 'tokens', 'dk', 'scale', 'blend', 'tie', 'softmax', 'x'];

/**
 * The facade request for the panel's state: the seeded recipe, or the pasted X with the seed's weights.
 * @param {import('../panel.js').PanelState} state
 */
export function attentionRequest({ seed, tokens, dk, scale, blend, tie, softmax, x }) {
  const common = { seed: BigInt(seed), dk, scale, blend, tie: tie === 'on', softmax: softmax === 'on' };
  return x ? { X: x, ...common } : { tokens, width: WIDTH, ...common };
}

/** One job step: S as asked, and the same S tied with its softmax (the switch's lesson, always shown). */
export const scoreStep = (request) => (call) =>
  Promise.all([call('attention', request), call('attention', { ...request, tie: true, softmax: true })]);

/** t = 0, 1/20, …, 1: the path's points (the core's work limit holds 21 points at its largest n). */
export const PATH_STEPS = 20;

/** One job step: S(t)'s eigenvalues and asymmetry along the blend, for the recipe (its blend is ignored). */
export const pathStep = (request) => (call) => call('attentionBlendPath', request, PATH_STEPS);

/** What the closing table reads from the γ panel: its seeded points and γ (its defaults when it is absent). */
export const kernelSource = (gammaState) => {
  const { seed, n, d, gamma } = gammaState ?? Object.fromEntries(Object.entries(GAMMA_STATE).map(([key, f]) => [key, f.default]));
  return { seed, n, d, gamma, present: Boolean(gammaState) };
};

/** One job step: the RBF Gram matrix K of those points at that γ, and the core's PSD check of it. */
export const kernelStep =
  ({ seed, n, d, gamma }) =>
  (call) =>
    call('randomNormal', BigInt(seed), n, d)
      .then((points) => call('kernelMatrix', points, { kind: 'rbf', gamma }))
      .then((kernel) => call('psdCheck', kernel).then((check) => ({ n: kernel.rows, check })));

/**
 * The Gram column: the similarity panel's table (the article's S when that panel is absent) when the core finds
 * it PSD, so it is a Gram matrix; when it is not, XXᵀ of this panel's tokens X (vectors on screen), saying why.
 * Null until the tokens are in, when they are needed.
 */
export function gramColumn(gramlab, similarityState, X) {
  const m = similarityState?.m ?? ARTICLE_S;
  const present = Boolean(similarityState);
  const check = gramlab.psdCheck(m);
  if (check.isPSD) return { n: m.length, check, source: present ? 'similarity' : 'similarityDefault', present };
  if (!X) return null;
  const { gram } = gramlab.gramFromVectors(X);
  return { n: gram.rows, check: gramlab.psdCheck(gram), source: present ? 'tokens' : 'tokensDefault', present, d: X.cols };
}

/**
 * For each item of a symmetric table, the other items with the largest similarity to it (ties kept): a
 * ranking, which needs no kernel — only comparisons of the table's own entries.
 */
export function nearestNeighbours(m) {
  return m.map((row, i) => {
    const others = row.map((value, j) => ({ j, value })).filter(({ j }) => j !== i);
    const best = Math.max(...others.map(({ value }) => value));
    return { i, value: best, neighbours: others.filter(({ value }) => value === best).map(({ j }) => j) };
  });
}
