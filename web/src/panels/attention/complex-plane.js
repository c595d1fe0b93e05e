// Eigenvalues as points in the complex plane (SVG): the certainly complex ones filled, the real ones as
// rings, the axes through 0. The picture's extent follows the points, as a plot's axes follow their data.
import { h } from '../../dom.js';
import { standaloneSvg, svgCanvas } from '../../reader/figure-svg.js';
import { replaceLive } from '../../widgets/live.js';
import { PLANE_VIEWBOX, planeFrame, svg } from './plane-frame.js';

export function createComplexPlane({ t }) {
  const picture = svg('svg', { viewBox: PLANE_VIEWBOX, class: 'complex-plane', role: 'img' });
  const element = h('div', { class: 'complex-plane-box' }, picture);

  /** @param {{eigenvalues: {rows: number, data: Float64Array}, isComplex: boolean[], complexCount: number}} spectrum */
  function render({ eigenvalues: { rows, data }, isComplex, complexCount }) {
    let reach = 0;
    for (let k = 0; k < 2 * rows; k++) reach = Math.max(reach, Math.abs(data[k]));
    reach ||= 1;
    // Centred on 0 both ways, ±reach on each axis: a complex pair sits as far above the axis as below it.
    const { at, elements } = planeFrame(t, { low: -reach, high: reach, im: reach });
    const points = Array.from({ length: rows }, (_, i) => {
      const [x, y] = at(data[2 * i], data[2 * i + 1]);
      return svg('circle', { cx: x, cy: y, r: 4.5, class: isComplex[i] ? 'eig complex' : 'eig real' });
    });
    replaceLive(picture, ...elements, ...points);
    picture.setAttribute('aria-label', t('attention.plane.alt', { n: rows, count: complexCount }));
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
