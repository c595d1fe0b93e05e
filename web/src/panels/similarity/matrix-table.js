// Read-only matrices for results (a repaired table, G = XXᵀ, XᵀX): three decimals (or the `digits` a table
// is copied at), moved cells marked.
// A table keeps its cells while its shape and names stay, so typing re-renders text, not elements.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';

const signed = (x) => (fixed(x, 3).startsWith('\u2212') ? fixed(x, 3) : `+${fixed(x, 3)}`);

export function createMatrixTable() {
  const element = h('table', { class: 'matrix-view' });
  let shape = ''; // caption, names and size of the cells on screen
  let cells = [];

  /**
   * @param {{rows: number[][], digits?: number, rowLabels: string[], colLabels?: string[], caption: string, changes?: number[][]|null}} options
   *   changes: per-cell change from the core; a change that shows at three decimals marks its cell and is printed.
   */
  function show({ rows, digits = 3, rowLabels, colLabels = rowLabels, caption, changes = null }) {
    const key = JSON.stringify([caption, rowLabels, colLabels, rows.length, rows[0]?.length]);
    if (key !== shape) build(rows, rowLabels, colLabels, caption, key);
    rows.forEach((row, i) => row.forEach((x, j) => fill(cells[i][j], x, digits, changes?.[i][j])));
  }

  function build(rows, rowLabels, colLabels, caption, key) {
    shape = key;
    cells = rows.map((row) =>
      row.map(() => {
        const delta = h('span', { class: 'delta' });
        return { td: h('td', {}, '', delta), delta };
      }),
    );
    element.replaceChildren(
      h('caption', {}, caption),
      h('thead', {}, h('tr', {}, h('td', { class: 'corner' }), ...colLabels.map((label) => h('th', { scope: 'col' }, label)))),
      h('tbody', {}, ...cells.map((row, i) => h('tr', {}, h('th', { scope: 'row' }, rowLabels[i]), ...row.map(({ td }) => td)))),
    );
  }

  function fill({ td, delta }, x, digits, change) {
    const moved = change !== undefined && fixed(change, 3) !== fixed(0, 3);
    td.firstChild.data = fixed(x, digits);
    td.classList.toggle('changed', moved);
    delta.textContent = moved ? signed(change) : '';
  }

  return { element, show };
}
