// The γ table: one row per γ, filled as the sweep's rows arrive.
import { h } from '../../dom.js';
import { exportMenu, tableRows } from '../../reader/export-menu.js';
import { fixed, scientific } from '../../format.js';
import { markBusy, setLiveText } from '../../widgets/live.js';
import { GAMMA_MAX, GAMMA_MIN } from './state.js';
import { gammaText } from './text.js';

const COLUMNS = ['max', 'min', 'k95', 'rank'];

/**
 * @param {{t: Function, onPick: (gamma: number) => void, onFill?: (row: object) => void}} options
 *   onPick: a γ button was clicked; onFill: a row's numbers are shown (the core's row, its γ included)
 */
export function createSweepTable({ t, onPick, onFill }) {
  const tbody = h('tbody');
  const tableElement = h(
    'table',
    { class: 'gamma-table busy-outline cards-on-phone' },
    h('caption', {}, t('gammaSweep.table.caption')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col', dataset: { col: 'gamma' } }, t('gammaSweep.col.gamma')),
        ...COLUMNS.map((col) => h('th', { scope: 'col', dataset: { col } }, t(`gammaSweep.col.${col}`))),
      ),
    ),
    tbody,
  );
  // Wider than a phone: it scrolls in its own box, never the page.
  const element = h(
    'div',
    {},
    h('div', { class: 'scroll-box' }, tableElement),
    exportMenu(t, { name: 'gamma-table', csv: () => tableRows(tableElement) }),
  );

  /** Rows for `gammas`, every number still pending. */
  function start(gammas) {
    tbody.replaceChildren(
      ...gammas.map((gamma) =>
        h(
          'tr',
          { dataset: { gamma: String(gamma) } },
          h('th', { scope: 'row', dataset: { col: 'gamma', number: String(gamma) } }, gammaCell(gamma)),
          // data-label: the column's name beside each value where the table stacks (a phone: cards-on-phone, widgets.css).
          ...COLUMNS.map((col) => h('td', { dataset: { col, label: t(`gammaSweep.col.${col}`) } }, t('gammaSweep.pending'))),
        ),
      ),
    );
  }

  /** Row i's numbers; the last one ends the busy state. */
  function fill(i, row) {
    const text = {
      max: fixed(row.maxEigenvalue, 2),
      min: scientific(row.minEigenvalue, 1),
      k95: String(row.k95),
      rank: fixed(row.effectiveRank, 2),
    };
    // The CSV's numbers, every digit (tableRows reads data-number).
    const value = { max: row.maxEigenvalue, min: row.minEigenvalue, k95: row.k95, rank: row.effectiveRank };
    COLUMNS.forEach((col, k) => {
      const cell = tbody.rows[i].cells[k + 1];
      setLiveText(cell, text[col]);
      cell.dataset.number = String(value[col]);
    });
    if (i === tbody.rows.length - 1) setBusy(false);
    onFill?.(row);
  }

  /** A stopped sweep: its pending cells say so. Returns whether any cell was still pending. */
  function stop() {
    const pending = [...tbody.querySelectorAll('td')].filter((td) => td.textContent === t('gammaSweep.pending'));
    for (const td of pending) td.textContent = t('gammaSweep.notComputed');
    setBusy(false);
    return pending.length > 0;
  }

  // While busy the old rows stay, outlined, until the first new one lands.
  function setBusy(busy) {
    markBusy(tableElement, busy);
  }

  // A γ inside the slider's range is a button that moves the slider there (its title says so; its name stays the number).
  function gammaCell(gamma) {
    if (gamma < GAMMA_MIN || gamma > GAMMA_MAX) return gammaText(gamma);
    return h(
      'button',
      { type: 'button', class: 'gamma-link', title: t('gammaSweep.showGamma'), onclick: () => onPick(gamma) },
      gammaText(gamma),
    );
  }

  return { element, start, fill, stop, setBusy };
}
