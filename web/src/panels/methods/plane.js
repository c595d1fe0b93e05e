// The plane: the decision surface f(x) as a heatmap (blue −, red +), the boundary f = 0 traced between grid
// cells of opposite sign, and the labelled training points on top — movable by mouse, touch (pointer events)
// and keyboard (each point focusable: arrows move it, Delete removes it, L switches its label). Test points
// are drawn hollow. The view only draws what the core computed; it never evaluates f.
import { h } from '../../dom.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { GRID, VIEW } from './state.js';

const SVG = 'http://www.w3.org/2000/svg';
const STEP = 0.1; // an arrow key moves a point this far (Shift: five times)
const svg = (tag, attributes = {}) => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};
const clamp = (x) => Math.max(-VIEW, Math.min(VIEW, Math.round(x * 100) / 100));

/**
 * @param {{t: Function, label: string, onChange: (points: number[][], focus: number|null) => void}} options
 *   onChange(points, focus) when the reader added, moved, relabelled or removed a point; focus: the index
 *   that should keep the keyboard focus after the redraw.
 */
export function createPlane({ t, label, onChange }) {
  const heatmap = createHeatmap();
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
  const element = h('div', { class: 'methods-plane' }, heatmap.element, overlay);
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
    boundary.setAttribute('d', boundaryPath(values));
    supports = new Set(supportIndices);
    // The circles stay (one may have the keyboard focus): only their marks and names change.
    for (const circle of pointLayer.children) {
      const i = Number(circle.dataset.index);
      circle.classList.toggle('support', supports.has(i));
      circle.setAttribute('aria-label', pointLabel(i, points[i]));
    }
  }

  return {
    element,
    setPoints,
    setTest,
    render,
    setAddLabel: (label) => (addLabel = label),
    focusPoint: (i) => pointLayer.children[i]?.focus(),
  };
}

// Segments along the edges between neighbouring cells whose values differ in sign: f = 0 lies between them.
function boundaryPath(values) {
  const cell = (2 * VIEW) / GRID;
  const x = (c) => -VIEW + c * cell;
  const y = (r) => VIEW - r * cell;
  const parts = [];
  for (let r = 0; r < GRID; r++)
    for (let c = 0; c < GRID; c++) {
      const here = values[r * GRID + c] > 0;
      if (c + 1 < GRID && here !== values[r * GRID + c + 1] > 0) parts.push(`M${x(c + 1)} ${y(r)}V${y(r + 1)}`);
      if (r + 1 < GRID && here !== values[(r + 1) * GRID + c] > 0) parts.push(`M${x(c)} ${y(r + 1)}H${x(c + 1)}`);
    }
  return parts.join('');
}
