// A matrix as an image: one canvas pixel per entry (CSS scales it up with crisp edges), coloured on a
// dark-to-bright ramp between `min` and `max`, or — `diverging` — blue through white to red, symmetric about 0
// so a sign reads at a glance (the range is ±max|entry| unless `max` is given). The canvas is an img for assistive technology; its label
// is the text alternative, set by the caller on every draw.
import { h } from '../dom.js';
import { heatmapSvg } from '../reader/figure-svg.js';

// Viridis at five stops: perceptually even and legible to colour-blind readers.
const STOPS = [
  [68, 1, 84],
  [59, 82, 139],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
];
const RAMP = buildRamp(STOPS, 256);
// Blue – white – red (ColorBrewer's RdBu ends): 0 is white whatever the range.
const DIVERGING_STOPS = [
  [33, 102, 172],
  [146, 197, 222],
  [247, 247, 247],
  [244, 165, 130],
  [178, 24, 43],
];
const DIVERGING = buildRamp(DIVERGING_STOPS, 257); // odd: 0 lands on the middle level

export function createHeatmap() {
  const canvas = h('canvas', { class: 'heatmap', role: 'img', width: 1, height: 1 });
  let drawn = null; // {matrix, colourOf, label}: what is on the canvas, for the SVG export and the readout

  /** @param {{rows: number, cols: number, data: Float64Array}} matrix */
  function draw({ rows, cols, data }, { diverging = false, min, max, label = '' } = {}) {
    canvas.width = cols;
    canvas.height = rows;
    const context = canvas.getContext('2d');
    const image = context.createImageData(cols, rows);
    const ramp = diverging ? DIVERGING : RAMP;
    const top = max ?? (diverging ? largestMagnitude(data) : 1);
    const bottom = diverging ? -top : (min ?? 0);
    const scale = (ramp.length / 3 - 1) / (top - bottom || 1);
    const colourOf = (k) => {
      const level = Math.min(ramp.length / 3 - 1, Math.max(0, Math.round((data[k] - bottom) * scale)));
      return [ramp[3 * level], ramp[3 * level + 1], ramp[3 * level + 2]];
    };
    for (let k = 0; k < rows * cols; k++) {
      image.data.set(colourOf(k), 4 * k);
      image.data[4 * k + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    canvas.setAttribute('aria-label', label);
    drawn = { matrix: { rows, cols, data }, colourOf, label };
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

  const exports = {
    png: () => (drawn ? canvas : null),
    svg: () => (drawn ? heatmapSvg(drawn.matrix, drawn.colourOf, drawn.label) : null),
  };
  return { element: canvas, draw, onHover, exports };
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
