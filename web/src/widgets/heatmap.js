// A matrix as an image: one canvas pixel per entry (CSS scales it up with crisp edges), coloured on a
// dark-to-bright ramp between `min` and `max`, or — `diverging` — red (negative) through white to blue, symmetric about 0
// so a sign reads at a glance (the range is ±max|entry| unless `max` is given, and never less than `floor`: a
// matrix of rounding noise stays white). The canvas is an img for assistive technology; its label is the text
// alternative, set by the caller on every draw. Its exports are figures (figure-svg.js): the pixels as one
// image, the axes with their ticks (the matrix's row and column numbers unless the caller names others) and
// the colour scale as a legend.
import { h } from '../dom.js';
import { number } from '../format.js';
import { DIVERGING_STOPS } from './diverging.js';
import { figureExports, figureSvg, pixelImage } from '../reader/figure-svg.js';

// Viridis at five stops: perceptually even and legible to colour-blind readers.
const STOPS = [
  [68, 1, 84],
  [59, 82, 139],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
];
const RAMP = buildRamp(STOPS, 256);
// Signed values: the page's one diverging scale (red negative, white 0, blue positive), 0 white whatever the range.
export { DIVERGING_STOPS };
const DIVERGING = buildRamp(DIVERGING_STOPS, 257); // odd: 0 lands on the middle level

/**
 * @param {{figure?: () => object}} [options] figure(): what the exported figure adds or replaces (figureSvg's
 *   fields: title, x, y, legend, markup and viewBox of an overlay), asked at export time.
 */
export function createHeatmap({ figure = () => ({}) } = {}) {
  const canvas = h('canvas', { class: 'heatmap', role: 'img', width: 1, height: 1 });
  let drawn = null; // {matrix, colourOf, label, range, ramp}: what is on the canvas, for the exports and the readout

  /** @param {{rows: number, cols: number, data: Float64Array}} matrix */
  function draw({ rows, cols, data }, { diverging = false, min, max, floor = 0, label = '' } = {}) {
    canvas.width = cols;
    canvas.height = rows;
    const context = canvas.getContext('2d');
    const image = context.createImageData(cols, rows);
    const ramp = diverging ? DIVERGING_STOPS : STOPS;
    const levels = diverging ? DIVERGING : RAMP;
    const top = Math.max(max ?? (diverging ? largestMagnitude(data) : 1), floor);
    const bottom = diverging ? -top : (min ?? 0);
    const scale = (levels.length / 3 - 1) / (top - bottom || 1);
    const colourOf = (k) => {
      const level = Math.min(levels.length / 3 - 1, Math.max(0, Math.round((data[k] - bottom) * scale)));
      return [levels[3 * level], levels[3 * level + 1], levels[3 * level + 2]];
    };
    for (let k = 0; k < rows * cols; k++) {
      image.data.set(colourOf(k), 4 * k);
      image.data[4 * k + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    canvas.setAttribute('aria-label', label);
    drawn = { matrix: { rows, cols, data }, colourOf, label, range: [bottom, top], ramp };
  }

  /** The cell under a pointer event: {i, j, value}, or null outside the drawn matrix. */
  function cellAt(event) {
    if (!drawn) return null;
    const box = canvas.getBoundingClientRect();
    const { rows, cols, data } = drawn.matrix;
    const i = Math.floor(((event.clientY - box.top) / box.height) * rows);
    const j = Math.floor(((event.clientX - box.left) / box.width) * cols);
    return i >= 0 && i < rows && j >= 0 && j < cols ? { i, j, value: data[i * cols + j] } : null;
  }

  /** listener({i, j, value}) as the pointer moves over a cell, listener(null) when it leaves. */
  function onHover(listener) {
    canvas.addEventListener('pointermove', (event) => listener(cellAt(event)));
    canvas.addEventListener('pointerleave', () => listener(null));
  }

  // The figure: row and column numbers as ticks (row 1 at the top), the colour scale with its end values.
  function figureOf() {
    if (!drawn) return null;
    const { rows, cols } = drawn.matrix;
    return figureSvg({
      title: drawn.label,
      image: pixelImage(canvas),
      x: { name: 'j', ticks: indexTicks(cols).map((j) => ({ at: (j - 0.5) / cols, text: String(j) })) },
      y: { name: 'i', ticks: indexTicks(rows).map((i) => ({ at: 1 - (i - 0.5) / rows, text: String(i) })) },
      legend: [{ ramp: drawn.ramp, low: number(drawn.range[0]), high: number(drawn.range[1]) }],
      ...figure(),
    });
  }

  return {
    element: canvas,
    draw,
    onHover,
    exports: figureExports(figureOf),
    /** What is drawn: its colour range [low, high], ramp stops and colourOf(k) of entry k, or null before the first draw. */
    scale: () => (drawn ? { range: drawn.range, ramp: drawn.ramp, colourOf: drawn.colourOf } : null),
  };
}

// Row or column numbers to mark: the first, the last and round numbers between, about five in all.
function indexTicks(n) {
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((s) => n / s <= 5) ?? Math.ceil(n / 5);
  const ticks = [1];
  for (let k = step; k < n; k += step) if (k - ticks.at(-1) >= step / 2 && n - k >= step / 2) ticks.push(k);
  if (n > 1) ticks.push(n);
  return ticks;
}

// The colour scale's reach, as a plot picks its axis range from its data.
const largestMagnitude = (data) => data.reduce((m, x) => Math.max(m, Math.abs(x)), 0);

function buildRamp(stops, levels) {
  const ramp = new Uint8ClampedArray(3 * levels);
  for (let level = 0; level < levels; level++) {
    const at = (level / (levels - 1)) * (stops.length - 1);
    const i = Math.min(stops.length - 2, Math.floor(at));
    for (let c = 0; c < 3; c++) ramp[3 * level + c] = stops[i][c] + (stops[i + 1][c] - stops[i][c]) * (at - i);
  }
  return ramp;
}
