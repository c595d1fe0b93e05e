// The article's caveat made concrete: every principal minor (grouped by size, leading and negative ones
// marked: minor-groups.js), the direction c with cᵀGc < 0 that a negative one gives, and how fast 2ⁿ − 1 grows
// with n (count-table.js).
import { h } from '../../dom.js';
import { exportMenu, tableRows } from '../../reader/export-menu.js';
import { fixed } from '../../format.js';
import { markBusy } from '../../widgets/live.js';
import { createCountTable, minorCount } from './count-table.js';
import { isLeading, minorGroups, minorRows, sameIndices } from './minor-groups.js';
import { MAX_LISTED_ORDER } from './state.js';
import { indexSet, signOf, valueText, vectorText } from './text.js';

export function createAllMinorsView({ t }) {
  const title = h('h3');
  const headline = h('p', { class: 'all-headline', 'aria-live': 'polite' });
  const leadingLine = h('p', { class: 'leading-line' });
  const certificate = h('div', { class: 'certificate', hidden: true });
  const groups = h('div', { class: 'minor-groups busy-outline' }); // outlined while the worker lists them
  const inexact = h('p', { class: 'hint inexact', hidden: true }, t('sylvester.all.inexact'));
  const counts = createCountTable({ t });
  let listed = []; // the minors on screen, for their CSV
  const element = h(
    'section',
    { class: 'all-minors' },
    title,
    h('p', { class: 'hint' }, t('sylvester.all.intro')),
    leadingLine,
    headline,
    certificate,
    groups,
    exportMenu(t, { name: 'principal-minors', csv: () => minorRows(listed) }),
    inexact,
    counts.element,
    exportMenu(t, { name: 'minor-counts', csv: () => tableRows(counts.element) }),
  );

  function start(n, text) {
    setBusy(false);
    headline.textContent = text;
    headline.dataset.verdict = '';
    leadingLine.textContent = '';
    certificate.hidden = true;
    inexact.hidden = true;
    groups.replaceChildren();
    showSize(n);
  }

  function showSize(n) {
    title.textContent = t('sylvester.all.title', { count: minorCount(n) });
    counts.render(n);
  }

  /**
   * While the worker lists the minors of an n×n matrix (true), or after it failed (false). The previous list
   * stays, dimmed, so an edit does not make the panel jump; the first time there is none, and it says why.
   */
  function setBusy(busy, n) {
    markBusy(element, busy);
    if (!busy) return;
    showSize(n);
    if (!headline.textContent) headline.textContent = t('sylvester.all.busy');
  }

  /** n past the core's limit (it answered TOO_LARGE): say why nothing is listed. */
  function tooLarge(n) {
    start(n, t('sylvester.all.tooLarge', { n, count: minorCount(n), limit: MAX_LISTED_ORDER, limitCount: minorCount(MAX_LISTED_ORDER) }));
  }

  /** `minors` from gramlab.principalMinors and `direction` from gramlab.negativeDirection, for an n×n matrix. */
  function render({ n, minors, direction }) {
    start(n, '');
    // An exactly negative minor proves "not PSD" even where no floating-point c can show it (−1 among 10⁸s).
    const source = direction
      ? minors.find((minor) => sameIndices(minor.indices, direction.indices))
      : minors.find((minor) => signOf(minor) === 'negative');
    // Sylvester's minors among them, so "all leading ones ≥ 0, yet one is negative" reads in one place.
    const leading = minors.filter((minor) => isLeading(minor.indices)).map(valueText);
    leadingLine.textContent = t('sylvester.all.leadingLine', { values: leading.join(', ') });
    headline.dataset.verdict = source ? 'notPsd' : 'psd';
    headline.textContent = source
      ? t('sylvester.all.negative', { indices: indexSet(source.indices), value: valueText(source) })
      : t('sylvester.all.none', { count: minors.length });
    if (direction) showCertificate(direction);
    listed = minors;
    groups.replaceChildren(...minorGroups(t, minors, direction));
    inexact.hidden = minors.every((minor) => minor.exact !== null);
  }

  function showCertificate({ indices, c, value }) {
    certificate.hidden = false;
    certificate.replaceChildren(
      h('p', {}, t('sylvester.all.certificate', { indices: indexSet(indices) })),
      h('p', { class: 'vector' }, `c = ${vectorText(c)}`),
      h('p', { class: 'quadratic-value' }, t('sylvester.all.value', { value: fixed(value, 3) })),
    );
  }

  return { element, setBusy, tooLarge, render };
}
