// The elliptope view's elements: the body's SVG with the point's handle, the sphere's SVG, the axis chooser, the
// key hint, the export menu and the sentences. Built here so geometry.js holds only what the view does.
import { h } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { PAIRS } from './geometry-text.js';

const SVG = 'http://www.w3.org/2000/svg';

export const svgNode = (name, attributes = {}) => {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
};

/** @param {{t, uid: string, size: number, onAxis: () => void, exports: {png, svg, csv}}} options */
export function createGeometryLayout({ t, uid, size, onAxis, exports }) {
  const viewBox = `0 0 ${size} ${size}`;
  const scene = svgNode('g');
  const pointLabel = t('similarity.geometry.pointLabel');
  const handle = svgNode('circle', { r: 16, class: 'geometry-point', tabindex: 0, role: 'slider', 'aria-label': pointLabel });
  const bodyLabel = t('similarity.geometry.bodyLabel');
  const body = svgNode('svg', { viewBox, class: 'geometry-body', tabindex: 0, role: 'group', 'aria-label': bodyLabel });
  body.append(scene, handle);
  const sphere = svgNode('svg', { viewBox, class: 'geometry-sphere', role: 'img' });
  const options = PAIRS.map((_, k) => h('option', { value: String(k) }));
  const axisSelect = h('select', { id: `${uid}-geometry-axis`, onchange: onAxis }, ...options);
  const unavailable = h('p', { class: 'geometry-unavailable', hidden: true });
  const classes = ['geometry-verdict', 'geometry-why', 'geometry-repair', 'geometry-det hint'];
  const [verdict, why, repair, determinant] = classes.map((name) => h('p', { class: name }));
  const sphereCaption = h('figcaption', {}, t('similarity.geometry.sphereCaption'));
  const sphereNote = createFigureNote(); // the three angles, written by geometry-figure.js with the picture
  const sphereFigure = h('figure', { class: 'geometry-sphere-figure', hidden: true }, sphereCaption, sphere, sphereNote.element);
  const bodyNote = createFigureNote(); // inside the body or outside it: geometry.js sets it with the verdict
  const axis = h('p', { class: 'geometry-axis' }, h('label', { for: axisSelect.id }, t('similarity.geometry.axis')), ' ', axisSelect);
  const bodyFigure = h(
    'figure',
    { class: 'geometry-body-figure' },
    h('figcaption', {}, t('similarity.geometry.bodyCaption')),
    body,
    bodyNote.element,
    h('p', { class: 'hint geometry-keys' }, t('similarity.geometry.keys')),
    axis,
    exportMenu(t, { name: 'elliptope', ...exports }),
  );
  const drawing = h('div', { class: 'geometry-drawing' }, bodyFigure, sphereFigure);
  const text = h('div', { class: 'geometry-text', 'aria-live': 'polite' }, verdict, why, repair, determinant);
  const intro = h('p', { class: 'hint' }, t('similarity.geometry.intro'));
  const element = h('div', { class: 'geometry-view' }, intro, unavailable, drawing, text);
  return {
    ...{ scene, handle, body, sphere, axisSelect, unavailable, sphereFigure, drawing, text, element },
    ...{ verdict, why, repair, determinant, bodyNote, sphereNote },
  };
}
