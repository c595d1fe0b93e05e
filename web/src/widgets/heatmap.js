// A matrix as an image: one canvas pixel per entry (CSS scales it up with crisp edges), coloured on a
// dark-to-bright ramp between `min` and `max`. The canvas is an img for assistive technology; its label
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
const RAMP = buildRamp(256);

export function createHeatmap() {
  const canvas = h('canvas', { class: 'heatmap', role: 'img', width: 1, height: 1 });

  /** @param {{rows: number, cols: number, data: Float64Array}} matrix */
  function draw({ rows, cols, data }, { min = 0, max = 1, label = '' } = {}) {
    canvas.width = cols;
    canvas.height = rows;
    const context = canvas.getContext('2d');
    const image = context.createImageData(cols, rows);
    const scale = (RAMP.length / 3 - 1) / (max - min || 1);
    for (let k = 0; k < rows * cols; k++) {
      const level = Math.min(RAMP.length / 3 - 1, Math.max(0, Math.round((data[k] - min) * scale)));
      image.data[4 * k] = RAMP[3 * level];
      image.data[4 * k + 1] = RAMP[3 * level + 1];
      image.data[4 * k + 2] = RAMP[3 * level + 2];
      image.data[4 * k + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    canvas.setAttribute('aria-label', label);
  }

  return { element: canvas, draw };
}

function buildRamp(levels) {
  const ramp = new Uint8ClampedArray(3 * levels);
  for (let level = 0; level < levels; level++) {
    const at = (level / (levels - 1)) * (STOPS.length - 1);
    const i = Math.min(STOPS.length - 2, Math.floor(at));
    for (let c = 0; c < 3; c++) ramp[3 * level + c] = STOPS[i][c] + (STOPS[i + 1][c] - STOPS[i][c]) * (at - i);
  }
  return ramp;
}
