// The article's closing table, one column per live matrix: a Gram matrix (the similarity panel's table when it
// is PSD, else XXᵀ of this panel's tokens), the γ panel's K and this panel's S. Every cell but the last row comes from a core check.
import { h } from '../../dom.js';
import { exportMenu, tableRows } from '../../reader/export-menu.js';
import { fixed, number } from '../../format.js';
import { markBusy, setLiveText } from '../../widgets/live.js';

const COLUMNS = ['gram', 'kernel', 'attention'];
const ROWS = ['source', 'size', 'symmetric', 'psd', 'eigenvalues', 'phi', 'measures'];

export function createClosingTable({ t }) {
  const cells = Object.fromEntries(COLUMNS.map((col) => [col, Object.fromEntries(ROWS.map((row) => [row, cell(col, row)]))]));
  const table = h(
    'table',
    { class: 'closing-table cards-on-phone' },
    h('caption', {}, t('attention.table.caption')),
    h('thead', {}, h('tr', {}, h('td', {}), ...COLUMNS.map((col) => h('th', { scope: 'col' }, t(`attention.table.${col}`))))),
    h(
      'tbody',
      {},
      ...ROWS.map((row) =>
        h('tr', { 'data-row': row }, h('th', { scope: 'row' }, t(`attention.table.${row}`)), ...COLUMNS.map((col) => cells[col][row])),
      ),
    ),
  );
  for (const col of COLUMNS) cells[col].measures.textContent = t(`attention.measure.${col}`);
  const element = h(
    'section',
    { class: 'attention-closing' },
    h('h3', {}, t('attention.table.title')),
    h('div', { class: 'table-scroll' }, table),
    exportMenu(t, { name: 'closing-table', csv: () => tableRows(table) }),
    h('p', { class: 'closing-note' }, t('attention.table.note')),
  );

  // data-label: the column's name beside each value where the table stacks (a phone: cards-on-phone, widgets.css).
  function cell(col, row) {
    return h('td', { 'data-col': col, 'data-row': row, 'data-label': t(`attention.table.${col}`) });
  }

  function set(col, row, text, value) {
    setLiveText(cells[col][row], text);
    // No value while it is being computed: a reader (or a test) waits for one.
    markBusy(cells[col][row], value === undefined);
    if (value === undefined) delete cells[col][row].dataset.value;
    else cells[col][row].dataset.value = String(value);
  }

  const yesNo = (flag) => t(flag ? 'attention.yes' : 'attention.no');

  // A symmetric matrix's column from its psdCheck.
  function symmetricColumn(col, { n, check }, phiKey) {
    set(col, 'size', t('attention.cell.size', { n }), n);
    set(col, 'symmetric', yesNo(true), true);
    set(col, 'psd', yesNo(check.isPSD), check.isPSD);
    const min = number(check.minEigenvalue, 3);
    set(
      col,
      'eigenvalues',
      check.isPSD ? t('attention.cell.real', { min }) : t('attention.cell.realNegative', { count: check.negativeCount, min }),
      check.isPSD ? 'nonnegative' : 'negative',
    );
    set(col, 'phi', t(check.isPSD ? phiKey : 'attention.cell.phiNone'), check.isPSD);
  }

  // The rows a column's check fills: "computing…" (busy, no value) while it runs, "not computed" when it failed.
  const CHECKED = ['size', 'symmetric', 'psd', 'eigenvalues', 'phi'];
  const checkedRows = (col) => (col === 'gram' ? ['source', ...CHECKED] : CHECKED);
  const pending = (col) => {
    for (const row of checkedRows(col)) set(col, row, t('attention.cell.pending'));
  };

  /** The Gram column (compute.js gramColumn): {n, check, source, present, d?}, or null while it waits for X. */
  function renderGram(column) {
    if (!column) return pending('gram');
    set('gram', 'source', t(`attention.src.${column.source}`, { n: column.n, d: column.d }), column.present);
    symmetricColumn('gram', column, 'attention.cell.phiGram');
  }

  /** The γ panel's K: {source: {gamma, n, present}, column: {n, check} | null (being computed)}. */
  function renderKernel({ source, column }) {
    const key = source.present ? 'attention.src.kernel' : 'attention.src.kernelDefault';
    set('kernel', 'source', t(key, { gamma: source.gamma, n: source.n }), source.gamma);
    if (column) return symmetricColumn('kernel', column, 'attention.cell.phiKernel');
    pending('kernel');
  }

  /** Column `col` ('gram' or 'kernel') whose check failed: said in its cells, the panel's message says why. */
  function renderFailed(col) {
    for (const row of checkedRows(col)) set(col, row, t('attention.cell.failed'), 'failed');
  }

  /** This panel's AttentionResult. */
  function renderAttention(result) {
    const { symmetry, scoresSymmetricPart: part } = result;
    const n = result.scores.rows;
    const psd = symmetry.symmetric && part.isPSD;
    set('attention', 'source', t('attention.src.attention'), result.tied);
    set('attention', 'size', t('attention.cell.size', { n }), n);
    set('attention', 'symmetric', yesNo(symmetry.symmetric), symmetry.symmetric);
    set('attention', 'psd', yesNo(psd), psd);
    const { complexCount } = symmetry.spectrum;
    if (complexCount > 0) set('attention', 'eigenvalues', t('attention.cell.complex', { count: complexCount, n }), 'complex');
    else if (symmetry.symmetric)
      set(
        'attention',
        'eigenvalues',
        part.isPSD
          ? t('attention.cell.real', { min: number(part.minEigenvalue, 3) })
          : t('attention.cell.realNegative', { count: part.negativeCount, min: number(part.minEigenvalue, 3) }),
        part.isPSD ? 'nonnegative' : 'negative',
      );
    // Sorted by real part: the first is the smallest.
    else set('attention', 'eigenvalues', t('attention.cell.realGeneral', { min: fixed(symmetry.spectrum.eigenvalues.data[0], 3) }), 'real');
    set('attention', 'phi', t(!psd ? 'attention.cell.phiNone' : result.tied ? 'attention.cell.phiTied' : 'attention.cell.phiGram'), psd);
  }

  return { element, renderGram, renderKernel, renderFailed, renderAttention };
}
