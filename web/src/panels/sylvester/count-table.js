// How fast 2ⁿ − 1 grows: n → the number of principal minors for every order the editor allows, the current n
// marked; past the core's listing limit nothing is listed, and the table says so.
import { h } from '../../dom.js';
import { MAX_LISTED_ORDER, MAX_ORDER, MIN_ORDER } from './state.js';

/** The number of principal minors of an n×n matrix: display arithmetic on an integer; the listed minors come from the core. */
export const minorCount = (n) => 2 ** n - 1;

export function createCountTable({ t }) {
  const counts = h('tbody');
  const element = h(
    'table',
    { class: 'count-table' },
    h('caption', {}, t('sylvester.counts.caption', { limit: MAX_LISTED_ORDER })),
    counts,
  );

  /** The counts with `n`, the current order, marked. */
  function render(n) {
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
      h('tr', {}, h('th', { scope: 'row' }, '2ⁿ − 1'), ...orders.map((order) => cell('td', order, String(minorCount(order))))),
    );
  }

  return { element, render };
}
