// The article's caveat made concrete: every principal minor (grouped by size, leading and negative ones
// marked), the direction c with cᵀGc < 0 that a negative one gives, and how fast 2ⁿ − 1 grows with n.
import { h } from '../../dom.js';
import { exportMenu, tableRows } from '../../reader/export-menu.js';
import { fixed } from '../../format.js';
import { MAX_LISTED_ORDER, MAX_ORDER, MIN_ORDER } from './state.js';
import { indexSet, signOf, valueText, vectorText } from './text.js';

// Up to n = 5 (31 minors) every group is open; past it only groups with a negative minor.
const OPEN_ALL_UP_TO = 31;

const count = (n) => 2 ** n - 1; // display arithmetic on an integer; the listed minors come from the core
const isLeading = (indices) => indices.every((x, i) => x === i);
const sameIndices = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

export function createAllMinorsView({ t }) {
  const title = h('h3');
  const headline = h('p', { class: 'all-headline', 'aria-live': 'polite' });
  const leadingLine = h('p', { class: 'leading-line' });
  const certificate = h('div', { class: 'certificate', hidden: true });
  const groups = h('div', { class: 'minor-groups busy-outline' }); // outlined while the worker lists them
  const inexact = h('p', { class: 'hint inexact', hidden: true }, t('sylvester.all.inexact'));
  const counts = h('tbody');
  let listed = []; // the minors on screen, for their CSV
  const countTable = h(
    'table',
    { class: 'count-table' },
    h('caption', {}, t('sylvester.counts.caption', { limit: MAX_LISTED_ORDER })),
    counts,
  );
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
    countTable,
    exportMenu(t, { name: 'minor-counts', csv: () => tableRows(countTable) }),
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
    title.textContent = t('sylvester.all.title', { count: count(n) });
    showCounts(n);
  }

  /**
   * While the worker lists the minors of an n×n matrix (true), or after it failed (false). The previous list
   * stays, dimmed, so an edit does not make the panel jump; the first time there is none, and it says why.
   */
  function setBusy(busy, n) {
    element.toggleAttribute('aria-busy', busy);
    if (!busy) return;
    showSize(n);
    if (!headline.textContent) headline.textContent = t('sylvester.all.busy');
  }

  /** n past the core's limit (it answered TOO_LARGE): say why nothing is listed. */
  function tooLarge(n) {
    start(n, t('sylvester.all.tooLarge', { n, count: count(n), limit: MAX_LISTED_ORDER, limitCount: count(MAX_LISTED_ORDER) }));
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
    groups.replaceChildren(...bySize(minors).map((list) => group(list, minors.length, direction)));
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

  function group(list, total, direction) {
    const size = list[0].indices.length;
    const negatives = list.filter((minor) => signOf(minor) === 'negative').length;
    const summary =
      t('sylvester.all.group', { size, count: list.length }) + (negatives ? t('sylvester.all.groupNegative', { count: negatives }) : '');
    return h(
      'details',
      { class: 'minor-group', open: total <= OPEN_ALL_UP_TO || negatives > 0 },
      h('summary', {}, summary),
      h('ul', { class: 'minor-list' }, ...list.map((minor) => item(minor, direction))),
    );
  }

  function item(minor, direction) {
    const sign = signOf(minor);
    const leading = isLeading(minor.indices);
    const source = direction && sameIndices(minor.indices, direction.indices);
    const tag = (key, className) => h('span', { class: `tag ${className}` }, t(key));
    return h(
      'li',
      { class: [sign, leading && 'leading', source && 'source'].filter(Boolean).join(' ') },
      h('span', { class: 'indices' }, indexSet(minor.indices)),
      ' ',
      h('span', { class: 'value' }, valueText(minor)),
      leading && tag('sylvester.all.leading', 'leading'),
      sign === 'negative' && tag('sylvester.all.negativeTag', 'negative'),
      source && tag('sylvester.all.sourceTag', 'source'),
    );
  }

  // n → 2ⁿ − 1 for every order the editor allows, the current n marked; past the limit nothing is listed.
  function showCounts(n) {
    const orders = Array.from({ length: MAX_ORDER - MIN_ORDER + 1 }, (_, i) => MIN_ORDER + i);
    const cell = (tag, order, text) =>
      h(
        tag,
        {
          class: [order === n && 'current', order > MAX_LISTED_ORDER && 'unlisted'].filter(Boolean).join(' ') || null,
          'aria-current': order === n ? 'true' : null,
          scope: tag === 'th' ? 'col' : null,
        },
        text,
      );
    counts.replaceChildren(
      h('tr', {}, h('th', { scope: 'row' }, 'n'), ...orders.map((order) => cell('th', order, String(order)))),
      h('tr', {}, h('th', { scope: 'row' }, '2ⁿ − 1'), ...orders.map((order) => cell('td', order, String(count(order))))),
    );
  }

  return { element, setBusy, tooLarge, render };
}

// The core lists the minors by size, then lexicographically: cut the list where the size changes.
function bySize(minors) {
  const groups = [];
  for (const minor of minors) {
    if (groups.at(-1)?.[0].indices.length !== minor.indices.length) groups.push([]);
    groups.at(-1).push(minor);
  }
  return groups;
}

// One row per listed minor: its index set (1-based, as shown) and its value as shown (exact or ≈).
const minorRows = (minors) => [
  ['indices', 'minor'],
  ...minors.map((minor) => [minor.indices.map((i) => i + 1).join(' '), valueText(minor)]),
];
