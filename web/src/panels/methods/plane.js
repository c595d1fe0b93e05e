// The plane: the decision surface f(x) as a heatmap (red −, blue +) with its colour bar and readout, the boundary f = 0 as a contour
// interpolated between the grid's values (marching squares), and the labelled training points on top — movable by mouse, touch (pointer events)
// and keyboard (each point focusable: arrows move it, Delete removes it, L switches its label). Test points
// are drawn hollow. The view only draws what the core computed; it never evaluates f.
import { h } from '../../dom.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { boundaryPath } from './boundary.js';
import { attachPointerEditing, keyEdit } from './plane-editing.js';
import { planeFigure } from './plane-figure.js';
import { GRID, VIEW } from './state.js';
import { attachSurfaceReadout } from './surface-readout.js';

const SVG = 'http://www.w3.org/2000/svg';
const svg = (tag, attributes = {}) => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};

/**
 * @param {{t: Function, label: string, onChange: (points: number[][], focus: number|null) => void}} options
 *   onChange(points, focus) when the reader added, moved, relabelled or removed a point; focus: the index
 *   that should keep the keyboard focus after the redraw.
 */
export function createPlane({ t, label, onChange }) {
  // Exported as one figure: the surface, the line f = 0 and the points over it, x₁ and x₂ with their ticks.
  const heatmap = createHeatmap({ figure: () => planeFigure({ t, heatmap, overlay, surface }) });
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
  const note = createFigureNote(); // what to notice: the line f = 0 and the training points' sides of it
  const element = h('div', {}, h('div', { class: 'methods-plane' }, heatmap.element, overlay), surface.element, note.element);
  let points = [];
  let supports = new Set();
  let addLabel = 1;
  attachPointerEditing({ overlay, pointLayer, points: () => points, addLabel: () => addLabel, onChange });

  function onKey(event, index) {
    const edit = keyEdit(points, index, event);
    if (!edit) return;
    event.preventDefault();
    onChange(edit.next, edit.focus);
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

  return {
    element,
    setNote: note.set,
    exports: heatmap.exports,
    setPoints,
    setTest,
    render,
    setAddLabel: (label) => (addLabel = label),
    focusPoint: (i) => pointLayer.children[i]?.focus(),
  };
}
