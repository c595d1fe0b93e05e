// A heat map made legible: row and column labels beside the canvas, a numeric colour bar under it, and the
// value, row and column of the cell under the pointer or under keyboard focus (the frame is focusable; the
// arrow keys, Home and End move a marked cell) in a readout line. It reads only what the heatmap drew.
import { h } from '../dom.js';
import { createColourBar } from './colour-bar.js';
import { replaceLive, setLiveText } from './live.js';

/** Labels to show for n rows or columns: all up to 16, else about every n/8-th (first and last always; none so
 * near the last that the two labels would meet, the last being drawn inward from the end). */
export function shownLabels(n) {
  const step = n <= 16 ? 1 : Math.ceil(n / 8);
  const far = (k) => step === 1 || n - 1 - k >= 1.5 * step;
  return Array.from({ length: n }, (_, k) => k).filter((k) => (k % step === 0 && far(k)) || k === n - 1);
}

/**
 * @param {{heatmap: object, label: (k: number) => string, readout: (cell: {i: number, j: number, value: number}) => string,
 *   keysHint: string}} options  label(k): row/column k's name (0-based); readout: the sentence for one cell.
 */
export function createHeatmapFrame({ heatmap, label, readout, keysHint }) {
  const columns = h('div', { class: 'heatmap-cols', 'aria-hidden': 'true' });
  const rows = h('div', { class: 'heatmap-rows', 'aria-hidden': 'true' });
  const marker = h('div', { class: 'heatmap-marker', hidden: true });
  const frame = h('div', { class: 'heatmap-frame', role: 'group', tabindex: 0, 'aria-label': keysHint }, heatmap.element, marker);
  const colourBar = createColourBar();
  const line = h('p', { class: 'heatmap-readout', 'aria-live': 'polite' });
  const element = h('div', { class: 'heatmap-labelled' }, h('span'), columns, rows, frame, h('span'), colourBar.element, h('span'), line);
  let matrix = null;
  let focus = null; // {i, j} of the keyboard's cell

  const at = (i, j) => ({ i, j, value: matrix.data[i * matrix.cols + j] });
  const show = (cell) => {
    setLiveText(line, cell ? readout(cell) : '');
    line.dataset.cell = cell ? `${cell.i},${cell.j}` : '';
  };

  heatmap.onHover((cell) => show(cell ?? (focus && at(focus.i, focus.j))));
  frame.addEventListener('focus', () => moveTo(focus?.i ?? 0, focus?.j ?? 0));
  frame.addEventListener('blur', () => {
    marker.hidden = true;
    show(null);
  });
  frame.addEventListener('keydown', (event) => {
    if (!matrix || !focus) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const { i, j } = focus;
    if (event.key in moves) moveTo(i + moves[event.key][0], j + moves[event.key][1]);
    else if (event.key === 'Home') moveTo(i, 0);
    else if (event.key === 'End') moveTo(i, matrix.cols - 1);
    else return;
    event.preventDefault();
  });

  function moveTo(i, j) {
    if (!matrix) return;
    focus = { i: Math.min(matrix.rows - 1, Math.max(0, i)), j: Math.min(matrix.cols - 1, Math.max(0, j)) };
    Object.assign(marker.style, {
      left: `${(100 * focus.j) / matrix.cols}%`,
      top: `${(100 * focus.i) / matrix.rows}%`,
      width: `${100 / matrix.cols}%`,
      height: `${100 / matrix.rows}%`,
    });
    marker.hidden = false;
    show(at(focus.i, focus.j));
  }

  /** After each heatmap.draw(matrix, …): the labels, the colour bar and the readout follow what is drawn. */
  function update(next) {
    matrix = next;
    const place = (k, n) => `${(100 * (k + 0.5)) / n}%`;
    // With many rows the first and last labels sit at the very ends: each is drawn inward from its end, so neither
    // runs past the picture nor into the other axis's first label in the corner.
    const end = (k, n) => (n > 16 && k === 0 ? 'first' : n > 16 && k === n - 1 ? 'last' : null);
    const tick = (k, n, side, text) => h('span', { style: `${side}: ${place(k, n)}`, class: end(k, n) }, text);
    replaceLive(columns, ...shownLabels(next.cols).map((j) => tick(j, next.cols, 'left', label(j))));
    replaceLive(rows, ...shownLabels(next.rows).map((i) => tick(i, next.rows, 'top', label(i))));
    colourBar.update(heatmap.scale(), next.data);
    if (focus && document.activeElement === frame) moveTo(focus.i, focus.j);
    else if (focus && (focus.i >= next.rows || focus.j >= next.cols)) focus = null;
  }

  return { element, update };
}
