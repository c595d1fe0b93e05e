// The spectrum of K at (a, b): how many eigenvalues are negative, the extremes, and the core's verdict.
import { h } from '../../dom.js';
import { number, scientific } from '../../format.js';
import { markBusy, setLiveText } from '../../widgets/live.js';

export function createVerdict({ t }) {
  const cells = {
    negative: h('dd', { class: 'negative-count' }, '…'),
    min: h('dd', { class: 'min-eigenvalue' }, '…'),
    max: h('dd', { class: 'max-eigenvalue' }, '…'),
  };
  const verdict = h('p', { class: 'sigmoid-verdict' });
  const toleranceNote = h('p', { class: 'tolerance-note' });
  // Busy from the start: nothing is computed yet.
  const element = h(
    'section',
    { class: 'sigmoid-result busy-outline', 'aria-live': 'polite', 'aria-busy': 'true' },
    h('h3', {}, t('sigmoid.result.caption')),
    h(
      'dl',
      {},
      h('div', {}, h('dt', {}, t('sigmoid.result.negative')), cells.negative),
      h('div', {}, h('dt', {}, t('sigmoid.result.min')), cells.min),
      h('div', {}, h('dt', {}, t('sigmoid.result.max')), cells.max),
    ),
    verdict,
    toleranceNote,
  );

  /** `check` from sigmoidCheck on `target` ({seed, n, d, a, b}). */
  function render(target, check) {
    const psd = check.negativeCount === 0;
    element.dataset.psd = String(psd);
    element.dataset.a = String(target.a);
    element.dataset.b = String(target.b);
    setLiveText(cells.negative, `${check.negativeCount} / ${target.n}`);
    setLiveText(cells.min, number(check.minEigenvalue, 2));
    setLiveText(cells.max, number(check.maxEigenvalue, 2));
    setLiveText(verdict, t(psd ? 'sigmoid.verdict.yes' : 'sigmoid.verdict.no'));
    setLiveText(toleranceNote, t('sigmoid.tolerance', { tolerance: scientific(check.tolerance, 1) }));
  }

  function setBusy(busy) {
    markBusy(element, busy);
  }

  return { element, render, setBusy };
}
