// The plane: the decision surface f(x) as a heatmap (red −, blue +) with its colour bar and readout, the boundary f = 0 as a contour
// interpolated between the grid's values (marching squares), and the labelled training points on top — movable by mouse, touch (pointer events)
// and keyboard (each point focusable: arrows move it, Delete removes it, L switches its label). Test points
// are drawn hollow. The view only draws what the core computed; it never evaluates f.
import { h } from '../../dom.js';
import { number } from '../../format.js';
import { overlayMarkup } from '../../reader/figure-svg.js';
import { DIVERGING_STOPS, createHeatmap } from '../../widgets/heatmap.js';
import { GRID, VIEW } from './state.js';
import { attachSurfaceReadout } from './surface-readout.js';

const SVG = 'http://www.w3.org/2000/svg';
const STEP = 0.1; // an arrow key moves a point this far (Shift: five times)
const svg = (tag, attributes = {}) => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};
const plainTick = (v) => (v < 0 ? `−${-v}` : String(v));
const clamp = (x) => Math.max(-VIEW, Math.min(VIEW, Math.round(x * 100) / 100));

/**
 * @param {{t: Function, label: string, onChange: (points: number[][], focus: number|null) => void}} options
 *   onChange(points, focus) when the reader added, moved, relabelled or removed a point; focus: the index
 *   that should keep the keyboard focus after the redraw.
 */
export function createPlane({ t, label, onChange }) {
  // Exported as one figure: the surface, the line f = 0 and the points over it, x₁ and x₂ with their ticks.
  const heatmap = createHeatmap({ figure: () => planeFigure() });
  const boundary = svg('path', { class: 'methods-boundary', d: '' });
  const testLayer = svg('g', { class: 'methods-test' });
  const pointLayer = svg('g', { class: 'methods-points' });
  const flip = svg('g', { transform: 'scale(1,-1)' });
  flip.append(boundary, testLayer, pointLayer);
  const overlay = svg('svg', {
    class: 'methods-overlay',
    viewBox: `${-VIEW} ${-VIEW} ${2 * VIEW} ${2 * VIEW}`,
    role: 'group',
    'aria-label': label,
  });
  overlay.append(flip);
  const surface = attachSurfaceReadout({ t, heatmap, overlay });
  const element = h('div', {}, h('div', { class: 'methods-plane' }, heatmap.element, overlay), surface.element);
  let points = [];
  let supports = new Set();
  let addLabel = 1;
  let drag = null;

  // Pointer position → plane coordinates (y up).
  function toPlane(event) {
    const box = overlay.getBoundingClientRect();
    return [
      clamp(-VIEW + ((event.clientX - box.left) / box.width) * 2 * VIEW),
      clamp(VIEW - ((event.clientY - box.top) / box.height) * 2 * VIEW),
    ];
  }

  overlay.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return; // the main button, a finger or a pen's tip; not a right click
    // Without this the press would then move the keyboard focus off the point it adds or grabs.
    event.preventDefault();
    const index = event.target.dataset?.index;
    if (index === undefined) {
      const [x, y] = toPlane(event);
      return onChange([...points, [x, y, addLabel]], points.length);
    }
    event.target.focus({ preventScroll: true }); // a pressed point takes the keys (arrows, L, Delete) too
    drag = { index: Number(index), moved: false };
    overlay.setPointerCapture(event.pointerId);
  });
  overlay.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const [x, y] = toPlane(event);
    drag.moved = true;
    const circle = pointLayer.children[drag.index];
    circle.setAttribute('cx', x);
    circle.setAttribute('cy', y);
    drag.at = [x, y];
  });
  const endDrag = () => {
    if (!drag) return;
    const { index, moved, at } = drag;
    drag = null;
    if (moved)
      onChange(
        points.map((p, i) => (i === index ? [...at, p[2]] : p)),
        index,
      );
  };
  overlay.addEventListener('pointerup', endDrag);
  overlay.addEventListener('pointercancel', endDrag);

  function onKey(event, index) {
    const [x, y, l] = points[index];
    const step = event.shiftKey ? 5 * STEP : STEP;
    const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    let next = null;
    let focus = index;
    if (moves[event.key])
      next = points.map((p, i) => (i === index ? [clamp(x + moves[event.key][0]), clamp(y + moves[event.key][1]), l] : p));
    else if (event.key === 'Delete' || event.key === 'Backspace') {
      next = points.filter((_, i) => i !== index);
      focus = next.length ? Math.min(index, next.length - 1) : null;
    } else if (event.key === 'l' || event.key === 'L') next = points.map((p, i) => (i === index ? [x, y, -l] : p));
    if (!next) return;
    event.preventDefault();
    onChange(next, focus);
  }

  function pointLabel(i, [x, y, l]) {
    const role = supports.has(i) ? ` ${t('methods.supportVector')}` : '';
    return t('methods.point', { i: i + 1, x: x.toFixed(2), y: y.toFixed(2), label: l > 0 ? '+1' : '−1' }) + role;
  }

  /** The training points (rows [x, y, label]); `focus`: the index to focus after drawing, if any. */
  function setPoints(next, focus = null) {
    points = next;
    pointLayer.replaceChildren(
      ...points.map((p, i) => {
        const circle = svg('circle', {
          cx: p[0],
          cy: p[1],
          r: 0.09,
          class: `methods-point ${p[2] > 0 ? 'plus' : 'minus'}${supports.has(i) ? ' support' : ''}`,
          tabindex: 0,
          role: 'button',
          'aria-label': pointLabel(i, p),
          'data-index': i,
        });
        circle.addEventListener('keydown', (event) => onKey(event, i));
        return circle;
      }),
    );
    if (focus !== null && pointLayer.children[focus]) pointLayer.children[focus].focus();
  }

  /** Test points, hollow, with their labels. */
  function setTest(rows) {
    testLayer.replaceChildren(
      ...rows.map(([x, y, l]) => svg('circle', { cx: x, cy: y, r: 0.06, class: `methods-test-point ${l > 0 ? 'plus' : 'minus'}` })),
    );
  }

  /** The surface: f on the GRID × GRID grid (row 0 at the top), its colour range ±range, and the support vectors. */
  function render(values, { range, supportIndices, description }) {
    heatmap.draw({ rows: GRID, cols: GRID, data: values }, { diverging: true, max: range, label: description });
    surface.update(values);
    boundary.setAttribute('d', boundaryPath(values));
    supports = new Set(supportIndices);
    // The circles stay (one may have the keyboard focus): only their marks and names change.
    for (const circle of pointLayer.children) {
      const i = Number(circle.dataset.index);
      circle.classList.toggle('support', supports.has(i));
      circle.setAttribute('aria-label', pointLabel(i, points[i]));
    }
  }

  function planeFigure() {
    const ticks = [-3, -2, -1, 0, 1, 2, 3]
      .filter((v) => Math.abs(v) <= VIEW)
      .map((v) => ({ at: (v + VIEW) / (2 * VIEW), text: plainTick(v) }));
    const [low, high] = surface.ends();
    return {
      title: heatmap.element.getAttribute('aria-label'),
      ...overlayMarkup(overlay),
      x: { name: 'x₁', ticks },
      y: { name: 'x₂', ticks },
      legend: [
        {
          ramp: DIVERGING_STOPS,
          low: `f ${low.startsWith('≤') ? low : `= ${low}`}`,
          high: `f ${high.startsWith('≥') ? high : `= ${high}`}`,
        },
        { colour: '#1a1a1a', text: t('methods.legend.boundary'), line: true },
        { colour: 'rgb(33,102,172)', text: t('methods.legend.plus') },
        { colour: 'rgb(178,24,43)', text: t('methods.legend.minus') },
      ],
    };
  }

  return {
    element,
    exports: heatmap.exports,
    setPoints,
    setTest,
    render,
    setAddLabel: (label) => (addLabel = label),
    focusPoint: (i) => pointLayer.children[i]?.focus(),
  };
}

// The contour f = 0 by marching squares: f is known at the cell centres; in each square of four neighbouring
// centres, where f changes sign along a side the line crosses it at the linearly interpolated zero, and the
// crossings are joined (a saddle, two crossings per pair of sides, is split by the square's mean). A smooth
// line, not the staircase of cell edges.
function boundaryPath(values) {
  const cell = (2 * VIEW) / GRID;
  const x = (c) => -VIEW + (c + 0.5) * cell;
  const y = (r) => VIEW - (r + 0.5) * cell;
  const f = (r, c) => values[r * GRID + c];
  const at = (v) => Math.round(v * 1000) / 1000;
  const parts = [];
  for (let r = 0; r + 1 < GRID; r++)
    for (let c = 0; c + 1 < GRID; c++) {
      // Corners in order round the square: top-left, top-right, bottom-right, bottom-left.
      const corners = [
        [r, c],
        [r, c + 1],
        [r + 1, c + 1],
        [r + 1, c],
      ].map(([i, j]) => ({ px: x(j), py: y(i), v: f(i, j) }));
      const crossings = [];
      for (let k = 0; k < 4; k++) {
        const a = corners[k];
        const b = corners[(k + 1) % 4];
        if (a.v > 0 === b.v > 0) continue;
        const s = a.v / (a.v - b.v); // where the line from a to b meets 0
        crossings.push([at(a.px + s * (b.px - a.px)), at(a.py + s * (b.py - a.py)), k]);
      }
      if (crossings.length === 2) parts.push(segment(crossings[0], crossings[1]));
      else if (crossings.length === 4) {
        // A saddle: join each crossing to the one that keeps the centre's side (the mean's sign) whole.
        const centre = corners.reduce((sum, corner) => sum + corner.v, 0) / 4;
        // Centre on the top-left's side: the line cuts off the top-right and bottom-left corners (sides 0–1, 2–3).
        const first = centre > 0 === corners[0].v > 0 ? [0, 1, 2, 3] : [1, 2, 3, 0];
        parts.push(segment(crossings[first[0]], crossings[first[1]]), segment(crossings[first[2]], crossings[first[3]]));
      }
    }
  return parts.join('');
}

const segment = ([x0, y0], [x1, y1]) => `M${x0} ${y0}L${x1} ${y1}`;
