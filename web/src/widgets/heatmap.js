// A matrix as an image: one canvas pixel per entry (CSS scales it up with crisp edges), coloured on a
// dark-to-bright ramp between `min` and `max`, or — `diverging` — blue through white to red, symmetric about 0
// so a sign reads at a glance (the range is ±max|entry| unless `max` is given). The canvas is an img for assistive technology; its label
// is the text alternative, set by the caller on every draw.
import { h } from '../dom.js';

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
    for (let k = 0; k < rows * cols; k++) {
      const level = Math.min(ramp.length / 3 - 1, Math.max(0, Math.round((data[k] - bottom) * scale)));
      image.data[4 * k] = ramp[3 * level];
      image.data[4 * k + 1] = ramp[3 * level + 1];
      image.data[4 * k + 2] = ramp[3 * level + 2];
      image.data[4 * k + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    canvas.setAttribute('aria-label', label);
  }

  return { element: canvas, draw };
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
