// cᵀSc over the unit sphere (3 × 3 tables), drawn on a canvas as an orthographic globe that turns by dragging
// or the arrow keys: each grid cell coloured by its sample's sign (the core's verdict; a certain negative is
// always visibly red), the eigenvector of λ_min (±c) and the reader's c marked where they face the reader.
import { NEUTRAL_RGB, cssRgb, divergingRgb } from '../../widgets/diverging.js';

const STEP = Math.PI / 12; // one arrow key: 15°
const LEAST = 0.5; // a certain sign is at least the ramp's light stop, so it never reads as neutral

/** Drawing state of one globe: its turn (yaw about axis 3, pitch toward the reader). */
export function createGlobe() {
  return { yaw: -Math.PI / 5, pitch: 0.35 };
}

// Direction d → [right, up, toward the reader] after the globe's turn.
function project([x, y, z], { yaw, pitch }) {
  const u = x * Math.cos(yaw) - y * Math.sin(yaw);
  const w0 = -(x * Math.sin(yaw) + y * Math.cos(yaw));
  return [u, z * Math.cos(pitch) + w0 * Math.sin(pitch), -z * Math.sin(pitch) + w0 * Math.cos(pitch)];
}

const direction = (phi, theta) => [Math.sin(phi) * Math.cos(theta), Math.sin(phi) * Math.sin(theta), Math.cos(phi)];

/** The colour of a sample: its sign is the core's verdict, its size shades it. */
export function sampleColour(sign, value, scale) {
  if (sign === 0) return cssRgb(NEUTRAL_RGB);
  return cssRgb(divergingRgb(sign * (LEAST + (1 - LEAST) * Math.min(1, Math.abs(value) / scale))));
}

/** Draws the globe for `form` (quadraticFormOnSphere on a 3 × 3 table) on `canvas`, `c` the reader's c. */
export function drawSphere(canvas, { form, c }, globe, ink) {
  const size = canvas.clientWidth || 260;
  const ratio = globalThis.devicePixelRatio || 1;
  canvas.width = Math.round(size * ratio);
  canvas.height = Math.round(size * ratio);
  const g = canvas.getContext('2d');
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, size, size);
  const r = size * 0.42;
  const toScreen = ([u, v]) => [size / 2 + r * u, size / 2 - r * v];
  const scale = Math.max(Math.abs(form.minEigenvalue), Math.abs(form.maxEigenvalue)) || 1;
  const h = Math.PI / form.rows;
  for (let i = 0; i < form.rows; i++) {
    const phi = h * (i + 0.5);
    for (let j = 0; j < form.columns; j++) {
      const theta = h * j;
      if (project(direction(phi, theta), globe)[2] <= 0) continue; // the far side
      const corners = [
        [phi - h / 2, theta - h / 2],
        [phi - h / 2, theta + h / 2],
        [phi + h / 2, theta + h / 2],
        [phi + h / 2, theta - h / 2],
      ].map(([a, b]) => toScreen(project(direction(a, b), globe)));
      const k = i * form.columns + j;
      g.fillStyle = sampleColour(form.signs[k], form.values[k], scale);
      g.strokeStyle = g.fillStyle; // closes the hairline gaps between cells
      g.beginPath();
      corners.forEach(([x, y], n) => (n ? g.lineTo(x, y) : g.moveTo(x, y)));
      g.closePath();
      g.fill();
      g.stroke();
    }
  }
  g.strokeStyle = ink;
  g.lineWidth = 1;
  g.beginPath();
  g.arc(size / 2, size / 2, r, 0, 2 * Math.PI);
  g.stroke();
  markers(g, form, c, globe, toScreen, ink);
}

// ±c_min (a ring each) and the reader's c (a cross), solid in front, dashed behind.
function markers(g, form, c, globe, toScreen, ink) {
  const m = Array.from(form.minDirection);
  for (const s of [1, -1])
    mark(
      g,
      project(
        m.map((x) => s * x),
        globe,
      ),
      toScreen,
      ink,
      'ring',
    );
  const length = Math.hypot(...c);
  if (length > 0)
    mark(
      g,
      project(
        c.map((x) => x / length),
        globe,
      ),
      toScreen,
      ink,
      'cross',
    );
}

function mark(g, p, toScreen, ink, kind) {
  const [x, y] = toScreen(p);
  g.save();
  g.strokeStyle = ink;
  g.lineWidth = 2;
  if (p[2] < 0) g.setLineDash([2, 2]);
  g.beginPath();
  if (kind === 'ring') g.arc(x, y, 6, 0, 2 * Math.PI);
  else {
    g.moveTo(x - 5, y - 5);
    g.lineTo(x + 5, y + 5);
    g.moveTo(x + 5, y - 5);
    g.lineTo(x - 5, y + 5);
  }
  g.stroke();
  g.restore();
}

/** The globe's turn after a key (null: not a turning key). */
export function turnByKey(globe, key) {
  const turns = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, STEP], ArrowDown: [0, -STEP] };
  if (!turns[key]) return null;
  const [dy, dp] = turns[key];
  return { yaw: globe.yaw + dy, pitch: Math.max(-Math.PI / 2, Math.min(Math.PI / 2, globe.pitch + dp)) };
}
