// The two switches' lessons. Tie: S becomes a Gram matrix, shown by the similarity panel's own PSD verdict.
// Softmax: normalising each row by its own sum breaks the symmetry of the tied S.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { createVerdictView } from '../similarity/verdict.js';

export function createGramView({ t }) {
  const intro = h('p', { class: 'gram-intro' });
  const verdict = createVerdictView({ t });
  const tiedLine = h('p', { class: 'softmax-tied' });
  const currentLine = h('p', { class: 'softmax-current' });
  const element = h(
    'div',
    { class: 'attention-gram' },
    h('section', { class: 'gram-check' }, h('h3', {}, t('attention.gram.title')), intro, verdict.element),
    h('section', { class: 'softmax-check' }, h('h3', {}, t('attention.softmax.title')), tiedLine, currentLine),
  );
  const yesNo = (flag) => t(flag ? 'attention.yes' : 'attention.no');

  /** `result` as asked; `tied` the same inputs tied, with its softmax. */
  function render(result, tied) {
    intro.textContent = t(result.tied ? 'attention.gram.tied' : 'attention.gram.untied');
    verdict.render(result.scoresSymmetricPart);
    element.dataset.tied = String(result.tied);
    tiedLine.textContent = t('attention.softmax.tied', {
      symmetric: yesNo(tied.symmetry.symmetric),
      softmaxSymmetric: yesNo(tied.softmax.symmetry.symmetric),
      ratio: fixed(tied.softmax.symmetry.asymmetryRatio, 3),
    });
    tiedLine.dataset.symmetric = String(tied.symmetry.symmetric);
    tiedLine.dataset.softmaxSymmetric = String(tied.softmax.symmetry.symmetric);
    currentLine.hidden = !result.softmax;
    if (!result.softmax) return;
    const s = result.softmax.symmetry;
    currentLine.textContent = t('attention.softmax.current', {
      symmetric: yesNo(s.symmetric),
      ratio: fixed(s.asymmetryRatio, 3),
      count: s.spectrum.complexCount,
      n: result.scores.rows,
    });
    currentLine.dataset.symmetric = String(s.symmetric);
  }

  return { element, render };
}
