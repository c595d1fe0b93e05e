// What the core found, in four sentences (the article's figures): the eigenvalues of M's symmetric part, the
// asymmetry of S, how many of its eigenvalues are complex, and whether S is symmetric. Each keeps its number
// in a data attribute as well.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { setLiveText } from '../../widgets/live.js';

export function createFindings({ t }) {
  const figures = {
    weights: h('li', { class: 'figure-weights' }),
    asymmetry: h('li', { class: 'figure-asymmetry' }),
    complex: h('li', { class: 'figure-complex' }),
    symmetric: h('li', { class: 'figure-symmetric' }),
  };
  const element = h('ul', { class: 'attention-figures' }, ...Object.values(figures));

  /** The core's AttentionResult for the state on screen. */
  function render(result) {
    const { weightSymmetricPart: w, symmetry, scores } = result;
    const n = scores.rows;
    setLiveText(
      figures.weights,
      t('attention.figure.weights', {
        min: fixed(w.minEigenvalue, 3),
        max: fixed(result.weightSymmetricPartMax, 3),
        verdict: t(w.isPSD ? 'attention.figure.weightsPsd' : 'attention.figure.weightsNotPsd'),
      }),
    );
    figures.weights.dataset.min = fixed(w.minEigenvalue, 3);
    figures.weights.dataset.max = fixed(result.weightSymmetricPartMax, 3);
    setLiveText(figures.asymmetry, t('attention.figure.asymmetry', { ratio: fixed(symmetry.asymmetryRatio, 2) }));
    figures.asymmetry.dataset.ratio = fixed(symmetry.asymmetryRatio, 2);
    setLiveText(figures.complex, t('attention.figure.complex', { count: symmetry.spectrum.complexCount, n }));
    figures.complex.dataset.count = `${symmetry.spectrum.complexCount}/${n}`;
    setLiveText(figures.symmetric, t(symmetry.symmetric ? 'attention.figure.symmetric' : 'attention.figure.notSymmetric'));
    figures.symmetric.dataset.symmetric = String(symmetry.symmetric);
  }

  return { element, render };
}
