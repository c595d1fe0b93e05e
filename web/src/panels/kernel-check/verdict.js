// The core's verdict on the reader's function — proved (a proof tree below), refuted (a verified witness below)
// or unknown — and on the sample's table: symmetric or not, PSD or not, the smallest eigenvalue, how many are
// negative and the tolerance that decided it; on a pass without a proof, what that does and does not prove.
import { h } from '../../dom.js';
import { number, scientific } from '../../format.js';
import { markBusy, setLiveText } from '../../widgets/live.js';
import { createResultExport } from './result-export.js';

export function createVerdict({ t }) {
  const cells = {
    min: h('dd', { class: 'min-eigenvalue' }, '…'),
    negative: h('dd', { class: 'negative-count' }, '…'),
    tolerance: h('dd', { class: 'tolerance' }, '…'),
  };
  const verdict = h('p', { class: 'kernel-verdict' });
  const source = h('p', { class: 'source-line' });
  const toleranceNote = h('p', { class: 'tolerance-note' });
  const checked = h('p', { class: 'kernel-checked' });
  const proof = h(
    'section',
    { class: 'kernel-proof', hidden: true },
    h('h4', {}, t('kernel.checked.title')),
    checked,
    h('p', { class: 'kernel-limits' }, t('kernel.checked.limits')),
  );
  const resultExport = createResultExport(t);
  // Busy from the start: nothing is computed yet.
  const element = h(
    'section',
    { class: 'kernel-result busy-outline', 'aria-live': 'polite', 'aria-busy': 'true' },
    h('h3', {}, t('kernel.result')),
    verdict,
    h(
      'dl',
      {},
      h('div', {}, h('dt', {}, t('kernel.min')), cells.min),
      h('div', {}, h('dt', {}, t('kernel.negative')), cells.negative),
      h('div', {}, h('dt', {}, t('kernel.tolerance')), cells.tolerance),
    ),
    source,
    toleranceNote,
    resultExport.element,
    proof,
  );

  /** The headline for `status` ('proved', 'refuted', 'unknown') and the sample's own verdict. */
  function headline(check, status) {
    if (status === 'proved') return t(check.isPSD ? 'kernel.verdict.proved' : 'kernel.verdict.provedRounding');
    if (status === 'refuted') return t('kernel.verdict.refuted');
    if (!check.isSymmetric)
      return t('kernel.verdict.asymmetric', { i: check.asymmetricI, j: check.asymmetricJ, difference: scientific(check.maxAsymmetry, 1) });
    return t(check.isPSD ? 'kernel.verdict.yes' : 'kernel.verdict.uncertain');
  }

  /** `check` from checkKernel of `expression`; `sourceText` says which points; `status` as decided so far. */
  function render(check, sourceText, expression, status = check.status) {
    const kernel = check.isSymmetric && check.isPSD;
    element.dataset.psd = String(kernel);
    element.dataset.status = status;
    element.dataset.expression = expression;
    setLiveText(verdict, headline(check, status));
    setLiveText(cells.min, number(check.minEigenvalue, 3));
    setLiveText(cells.negative, `${check.negativeCount} / ${check.n}`);
    const tolerance = scientific(check.tolerance, 1);
    setLiveText(cells.tolerance, tolerance);
    setLiveText(source, sourceText);
    setLiveText(toleranceNote, t('kernel.toleranceNote', { tolerance }));
    proof.hidden = !kernel || status !== 'unknown';
    resultExport.set(check, expression);
    setLiveText(checked, t('kernel.checked', { n: check.n, d: check.d, min: number(check.minEigenvalue, 3), tolerance }));
  }

  function setBusy(busy) {
    markBusy(element, busy);
  }

  return { element, render, setBusy };
}
