// Eigenvalues as points in the complex plane (SVG): the certainly complex ones filled, the real ones as
// rings, the axes through 0. The picture's extent follows the points, as a plot's axes follow their data.
import { h } from '../../dom.js';
import { standaloneSvg, svgCanvas } from '../../reader/figure-svg.js';
import { replaceLive } from '../../widgets/live.js';

const SVG = 'http://www.w3.org/2000/svg';
const SIDE = 240;
const PAD = 14;

const svg = (tag, attributes = {}) => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};

export function createComplexPlane({ t }) {
  const picture = svg('svg', { viewBox: `0 0 ${SIDE} ${SIDE}`, class: 'complex-plane', role: 'img' });
  const element = h('div', { class: 'complex-plane-box' }, picture);

  /** @param {{eigenvalues: {rows: number, data: Float64Array}, isComplex: boolean[], complexCount: number}} spectrum */
  function render({ eigenvalues: { rows, data }, isComplex, complexCount }) {
    let reach = 0;
    for (let k = 0; k < 2 * rows; k++) reach = Math.max(reach, Math.abs(data[k]));
    const unit = (SIDE / 2 - PAD) / (reach || 1);
    const at = (re, im) => [SIDE / 2 + re * unit, SIDE / 2 - im * unit];
    const axes = [
      svg('line', { x1: PAD / 2, y1: SIDE / 2, x2: SIDE - PAD / 2, y2: SIDE / 2, class: 'axis' }),
      svg('line', { x1: SIDE / 2, y1: PAD / 2, x2: SIDE / 2, y2: SIDE - PAD / 2, class: 'axis' }),
      label(SIDE - PAD / 2, SIDE / 2 - 4, t('attention.plane.re'), 'end'),
      label(SIDE / 2 + 4, PAD, t('attention.plane.im'), 'start'),
    ];
    const points = Array.from({ length: rows }, (_, i) => {
      const [x, y] = at(data[2 * i], data[2 * i + 1]);
      return svg('circle', { cx: x, cy: y, r: 4.5, class: isComplex[i] ? 'eig complex' : 'eig real' });
    });
    replaceLive(picture, ...axes, ...points);
    picture.setAttribute('aria-label', t('attention.plane.alt', { n: rows, count: complexCount }));
  }

  function label(x, y, text, anchor) {
    const node = svg('text', { x, y, 'text-anchor': anchor, class: 'axis-label' });
    node.textContent = text;
    return node;
  }

  const exports = {
    svg: () => standaloneSvg(picture),
    png: () => {
      const box = picture.getBoundingClientRect();
      return svgCanvas(standaloneSvg(picture), Math.round(box.width) || 400, Math.round(box.height) || 400);
    },
  };
  return { element, render, exports };
}
