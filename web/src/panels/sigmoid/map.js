// The (a, b) map: for a grid of (a, b), the share of K's eigenvalues that are negative (its legend the colour bar:
// 0 = PSD, then 1 … m negative), the PSD boundary, and a marker at the current (a, b); a click on a cell moves (a, b) there.
//
// The map uses the first MAP_POINTS points: a cell is one eigen-decomposition, ~1 ms at 100 points in WASM
// and ~12 ms at 300, so 33 × 33 cells take about a second instead of half a minute. The controller computes
// it one row (one b) per step, and this view draws the rows as they arrive. It depends only on the points,
// so moving a or b just moves the marker.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { attachMapCursor } from './map-cursor.js';
import { exportMenu } from '../../reader/export-menu.js';
import { mapFigure } from './map-figure.js';
import { createMapLegend } from './map-legend.js';
import { plain } from './text.js';
import { setLiveText } from '../../widgets/live.js';

export const MAP_POINTS = 100;
const MAP_SIDE = 33;
// a = −1 … 1 in steps of 1/16 and b = 2 … −2 (top row first) in steps of 1/8: exact binary fractions, and
// both grids hold 0, where the a = 0 column is the constant table tanh(b).
export const A_VALUES = Array.from({ length: MAP_SIDE }, (_, j) => -1 + j / 16);
export const B_VALUES = Array.from({ length: MAP_SIDE }, (_, i) => 2 - i / 8);
const A_STEP = 1 / 16;
const B_STEP = 1 / 8;
const A_TICKS = [-1, -0.5, 0, 0.5, 1];
const B_TICKS = [2, 1, 0, -1, -2];
const GRID = { side: MAP_SIDE, a: { values: A_VALUES, ticks: A_TICKS }, b: { values: B_VALUES, ticks: B_TICKS } };
const SVG = 'http://www.w3.org/2000/svg';
// PSD has a colour of its own: the ramp's dark end, which no other cell gets. A cell with any negative
// eigenvalue starts this far up the ramp, so 1 negative in 100 is plainly not PSD.
const NEGATIVE_FROM = 0.3;
const level = (fraction) => (fraction > 0 ? NEGATIVE_FROM + (1 - NEGATIVE_FROM) * fraction : fraction);

/**
 * @param {{t: Function, current: () => object, onPick: Function}} options
 *   current() is what the numbers on screen were computed for ({seed, n, d, a, b}); onPick({a, b}) a clicked cell.
 */
export function createMap({ t, current, onPick }) {
  let map = null; // {size, levels, negative, psdCells, rows} on screen
  let fresh = null; // the map being computed: its first row replaces `map`

  // The shared heat map with an SVG overlay for the PSD boundary, the marker and the rows to come; its export
  // is the whole figure: the overlay, a and b with their ticks, and the legend.
  const heatmap = createHeatmap({
    figure: () => mapFigure({ t, overlay, legend, current: current(), grid: GRID }),
  });
  const boundary = svg('path', { class: 'map-boundary' });
  const pending = svg('rect', { class: 'map-pending', x: 0, width: MAP_SIDE, y: 0, height: MAP_SIDE });
  const marker = svg(
    'g',
    { class: 'map-marker' },
    svg('ellipse', { rx: 0.9, ry: 0.9 }),
    svg('ellipse', { class: 'dot', rx: 0.2, ry: 0.2 }),
  );
  const overlay = svg(
    'svg',
    { viewBox: `0 0 ${MAP_SIDE} ${MAP_SIDE}`, preserveAspectRatio: 'none', 'aria-hidden': 'true' },
    pending,
    boundary,
    marker,
  );
  const plot = h('div', { class: 'map-plot', onclick: pickCell }, heatmap.element, overlay);
  const cursor = attachMapCursor({
    plot,
    overlay,
    side: MAP_SIDE,
    label: t('sigmoid.map.keyboard'),
    describe: cellText,
    onPick: (i, j) => onPick({ a: A_VALUES[j], b: B_VALUES[i] }),
  });
  const legend = createMapLegend({ t, level });
  const progress = h('progress', { max: MAP_SIDE, value: 0, 'aria-label': t('sigmoid.map.progressLabel') });
  const progressText = h('span');
  const status = h('div', { class: 'map-status', hidden: true }, progress, progressText);
  const note = h('p', { class: 'map-note' });
  const summary = h('p', { class: 'map-summary', role: 'status' });
  const markerNote = h('p', { class: 'map-outside', hidden: true });
  const element = h(
    'figure',
    // Busy while rows arrive: a screen reader waits for the finished map's summary.
    { class: 'sigmoid-map', 'aria-busy': 'true', dataset: { state: 'computing' } },
    h('figcaption', {}, t('sigmoid.map.title')),
    note,
    status,
    h(
      'div',
      { class: 'map-frame' },
      h('span', { class: 'map-axis-name b' }, 'b'),
      h('div', { class: 'map-ticks b' }, ...B_TICKS.map((b) => tick(b, 'b', B_VALUES.indexOf(b)))),
      plot,
      h('div', { class: 'map-ticks a' }, ...A_TICKS.map((a) => tick(a, 'a', A_VALUES.indexOf(a)))),
      h('span', { class: 'map-axis-name a' }, 'a'),
    ),
    cursor.readout,
    cursor.announce,
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
    fresh = {
      size: m,
      levels: new Float64Array(MAP_SIDE * MAP_SIDE).fill(NaN), // colour levels: level(negative fraction)
      negative: new Uint16Array(MAP_SIDE * MAP_SIDE), // each cell's count of negative eigenvalues
      psdCells: 0,
      rows: 0,
    };
    element.dataset.state = 'computing';
    element.setAttribute('aria-busy', 'true');
  }

  /** The job's progress ({done, total} rows), or null when it ended. */
  function setProgress(p) {
    status.hidden = !p;
    if (!p) return;
    progress.value = p.done;
    progressText.textContent = t('sigmoid.map.progress', { done: p.done, total: p.total });
  }

  /** Row i (b = B_VALUES[i]) from the core's sigmoidMap. */
  function addRow(i, row) {
    row.negativeCount.data.forEach((count, j) => {
      fresh.levels[i * MAP_SIDE + j] = level(count / row.size);
      fresh.negative[i * MAP_SIDE + j] = count;
    });
    fresh.psdCells += row.psdCells;
    fresh.rows = i + 1;
    map = fresh; // the first row replaces the previous map
    draw();
  }

  /** Every row landed ('done') or the core refused ('failed'). */
  function end(outcome) {
    element.dataset.state = outcome;
    element.removeAttribute('aria-busy');
    if (outcome === 'done') element.dataset.psdCells = String(fresh.psdCells);
  }

  function draw() {
    if (map.size !== legend.size()) legend.draw(map.size);
    heatmap.draw({ rows: MAP_SIDE, cols: MAP_SIDE, data: map.levels }, { min: 0, max: 1, label: label() });
    pending.setAttribute('y', String(map.rows));
    pending.setAttribute('height', String(MAP_SIDE - map.rows));
    boundary.setAttribute('d', boundaryPath(map) || 'M0 0');
    setLiveText(summary, map.rows === MAP_SIDE ? t('sigmoid.map.summary', { psd: map.psdCells, cells: MAP_SIDE * MAP_SIDE }) : '');
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

  /** The marker sits at the current (a, b), between grid cells when it is between grid values. */
  function drawMarker() {
    const { a, b } = current();
    const x = (a - A_VALUES[0]) / A_STEP + 0.5;
    const y = (B_VALUES[0] - b) / B_STEP + 0.5;
    const inside = x >= 0 && x <= MAP_SIDE && y >= 0 && y <= MAP_SIDE;
    // Hidden when outside, but drawn at a number SVG can parse: a = 1e308 would make x infinite.
    const edge = (v) => Math.min(Math.max(v, -1), MAP_SIDE + 1);
    marker.setAttribute('transform', `translate(${edge(x)} ${edge(y)})`);
    marker.style.display = inside ? '' : 'none';
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

  return { element, describe, begin, setProgress, addRow, end, drawMarker };
}

// The PSD boundary: an edge between two finished cells of which exactly one is PSD (no negative eigenvalue).
// Two cells that are both not PSD share no boundary, however their counts differ.
function boundaryPath({ negative, rows }) {
  const at = (i, j) => negative[i * MAP_SIDE + j] === 0;
  let path = '';
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < MAP_SIDE; j++) {
      if (j + 1 < MAP_SIDE && at(i, j) !== at(i, j + 1)) path += `M${j + 1} ${i}V${i + 1}`;
      if (i + 1 < rows && at(i, j) !== at(i + 1, j)) path += `M${j} ${i + 1}H${j + 1}`;
    }
  }
  return path;
}

// An axis label at grid index `at`, centred on its cell.
function tick(value, axis, at) {
  const span = h('span', {}, fixed(value, value % 1 ? 1 : 0));
  span.style[axis === 'a' ? 'left' : 'top'] = `${(100 * (at + 0.5)) / MAP_SIDE}%`;
  return span;
}

function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}
