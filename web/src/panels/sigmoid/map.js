// The (a, b) map: for a grid of (a, b), the share of K's eigenvalues that are negative (its legend the colour bar:
// 0 = PSD, then 1 … m negative), the PSD boundary, and a marker at the current (a, b); a click on a cell moves (a, b) there.
//
// The map uses the first MAP_POINTS points (map-grid.js). The controller computes it one row (one b) per step,
// and this view draws the rows as they arrive. It depends only on the points, so moving a or b just moves the
// marker.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { attachMapCursor } from './map-cursor.js';
import { exportMenu } from '../../reader/export-menu.js';
import { mapFigure } from './map-figure.js';
import { A_TICKS, A_VALUES, B_TICKS, B_VALUES, MAP_POINTS, MAP_SIDE, emptyCells, fillRow, level } from './map-grid.js';
import { createMapLegend } from './map-legend.js';
import { createMapOverlay } from './map-overlay.js';
import { plain } from './text.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { markBusy, setLiveText } from '../../widgets/live.js';

const GRID = { side: MAP_SIDE, a: { values: A_VALUES, ticks: A_TICKS }, b: { values: B_VALUES, ticks: B_TICKS } };

/**
 * @param {{t: Function, current: () => object, onPick: Function}} options
 *   current() is what the numbers on screen were computed for ({seed, n, d, a, b}); onPick({a, b}) a clicked cell.
 */
export function createMap({ t, current, onPick }) {
  let map = null; // the cells on screen (map-grid.js)
  let fresh = null; // the map being computed: its first row replaces `map`

  // The shared heat map with an SVG overlay for the PSD boundary, the marker and the rows to come; its export
  // is the whole figure: the overlay, a and b with their ticks, and the legend.
  const heatmap = createHeatmap({
    figure: () => mapFigure({ t, overlay: overlay.element, legend, current: current(), grid: GRID }),
  });
  const overlay = createMapOverlay();
  const plot = h('div', { class: 'map-plot', onclick: pickCell }, heatmap.element, overlay.element);
  const cursor = attachMapCursor({
    plot,
    overlay: overlay.element,
    side: MAP_SIDE,
    label: t('sigmoid.map.keyboard'),
    describe: cellText,
    onPick: (i, j) => onPick({ a: A_VALUES[j], b: B_VALUES[i] }),
  });
  const legend = createMapLegend({ t, level });
  const status = createRowProgress(t);
  const note = h('p', { class: 'map-note' });
  const summary = h('p', { class: 'map-summary', role: 'status' });
  const notice = createFigureNote();
  const markerNote = h('p', { class: 'map-outside', hidden: true });
  const element = h(
    'figure',
    // Busy while rows arrive: a screen reader waits for the finished map's summary.
    { class: 'sigmoid-map', 'aria-busy': 'true', dataset: { state: 'computing' } },
    h('figcaption', {}, t('sigmoid.map.title')),
    note,
    status.element,
    framed(plot),
    cursor.readout,
    cursor.announce,
    notice.element,
    exportMenu(t, { name: 'sigmoid-map', ...heatmap.exports }),
    legend.element,
    h('p', { class: 'plot-alt' }, t('sigmoid.map.legend')),
    markerNote,
    summary,
    h('p', { class: 'plot-alt' }, t('sigmoid.map.constant')),
  );
  legend.draw(MAP_POINTS);

  /** Says which points the map is for: the first `m` of the `n` on screen. */
  function describe(n) {
    const m = Math.min(n, MAP_POINTS);
    note.textContent = t(n > MAP_POINTS ? 'sigmoid.map.subset' : 'sigmoid.map.all', { m, n, cells: MAP_SIDE * MAP_SIDE });
  }

  /** A new map of `m` points is on its way; the old one stays until its first row lands. */
  function begin(m) {
    fresh = emptyCells(m);
    element.dataset.state = 'computing';
    markBusy(element, true);
  }

  /** Row i (b = B_VALUES[i]) from the core's sigmoidMap. */
  function addRow(i, row) {
    fillRow(fresh, i, row);
    map = fresh; // the first row replaces the previous map
    draw();
  }

  /** Every row landed ('done') or the core refused ('failed'). */
  function end(outcome) {
    element.dataset.state = outcome;
    markBusy(element, false);
    if (outcome === 'done') element.dataset.psdCells = String(fresh.psdCells);
  }

  function draw() {
    if (map.size !== legend.size()) legend.draw(map.size);
    heatmap.draw({ rows: MAP_SIDE, cols: MAP_SIDE, data: map.levels }, { min: 0, max: 1, label: label() });
    overlay.drawRows(map);
    const counts = { psd: map.psdCells, cells: MAP_SIDE * MAP_SIDE, m: map.size };
    setLiveText(summary, map.rows === MAP_SIDE ? t('sigmoid.map.summary', counts) : '');
    notice.set(map.rows === MAP_SIDE ? t(map.psdCells ? 'sigmoid.map.note' : 'sigmoid.map.noteNone', counts) : '');
  }

  function label() {
    const { a, b } = current();
    return t('sigmoid.map.alt', { psd: map.psdCells, cells: MAP_SIDE * MAP_SIDE, a: plain(a), b: plain(b) });
  }

  // One cell in words: its (a, b) and what the core found there (still to come, PSD, or how many negative).
  function cellText(i, j) {
    const place = { a: plain(A_VALUES[j]), b: plain(B_VALUES[i]) };
    if (!map || i >= map.rows) return t('sigmoid.map.cellPending', place);
    const k = i * MAP_SIDE + j;
    if (!map.negative[k]) return t('sigmoid.map.cellPsd', place);
    return t('sigmoid.map.cellNegative', { ...place, count: map.negative[k], m: map.size });
  }

  /** The marker at the current (a, b); off the map, a note says where it is. */
  function drawMarker() {
    const { a, b } = current();
    const inside = overlay.placeMarker(a, b);
    markerNote.hidden = inside;
    markerNote.textContent = inside ? '' : t('sigmoid.map.outside', { a: plain(a), b: plain(b) });
    if (map) heatmap.element.setAttribute('aria-label', label());
  }

  // A click on the map moves (a, b) to that cell.
  function pickCell(event) {
    const box = plot.getBoundingClientRect();
    const j = Math.floor(((event.clientX - box.left) / box.width) * MAP_SIDE);
    const i = Math.floor(((event.clientY - box.top) / box.height) * MAP_SIDE);
    if (!(i >= 0 && i < MAP_SIDE && j >= 0 && j < MAP_SIDE)) return;
    onPick({ a: A_VALUES[j], b: B_VALUES[i] });
  }

  return { element, describe, begin, setProgress: status.set, addRow, end, drawMarker };
}

// How many rows have landed: a bar and its words, hidden when no map is being computed.
function createRowProgress(t) {
  const progress = h('progress', { max: MAP_SIDE, value: 0, 'aria-label': t('sigmoid.map.progressLabel') });
  const progressText = h('span');
  const element = h('div', { class: 'map-status', hidden: true }, progress, progressText);

  /** The job's progress ({done, total} rows), or null when it ended. */
  function set(p) {
    element.hidden = !p;
    if (!p) return;
    progress.value = p.done;
    progressText.textContent = t('sigmoid.map.progress', { done: p.done, total: p.total });
  }

  return { element, set };
}

// The plot between its axes: b down the left with its ticks, a along the bottom.
function framed(plot) {
  return h(
    'div',
    { class: 'map-frame' },
    h('span', { class: 'map-axis-name b' }, 'b'),
    h('div', { class: 'map-ticks b' }, ...B_TICKS.map((b) => tick(b, 'b', B_VALUES.indexOf(b)))),
    plot,
    h('div', { class: 'map-ticks a' }, ...A_TICKS.map((a) => tick(a, 'a', A_VALUES.indexOf(a)))),
    h('span', { class: 'map-axis-name a' }, 'a'),
  );
}

// An axis label at grid index `at`, centred on its cell.
function tick(value, axis, at) {
  const span = h('span', {}, fixed(value, value % 1 ? 1 : 0));
  span.style[axis === 'a' ? 'left' : 'top'] = `${(100 * (at + 0.5)) / MAP_SIDE}%`;
  return span;
}
