// The decision surface made legible: a colour bar of f (the page's diverging scale, signed) under the plane, and
// the value of f in the grid cell under the pointer or under the training point that has the keyboard focus,
// with the cell centre's coordinates. It reads only what the core computed on the grid.
import { h } from '../../dom.js';
import { number } from '../../format.js';
import { createColourBar, endTexts } from '../../widgets/colour-bar.js';
import { setLiveText } from '../../widgets/live.js';
import { GRID, VIEW } from './state.js';

/**
 * @param {{t: Function, heatmap: object, overlay: SVGElement}} options  heatmap: the plane's surface;
 *   overlay: the SVG of the points over it (it takes the pointer, the points take the keys).
 */
export function attachSurfaceReadout({ t, heatmap, overlay }) {
  const colourBar = createColourBar();
  const line = h('p', { class: 'heatmap-readout methods-readout', 'aria-live': 'polite' });
  const element = h(
    'div',
    { class: 'methods-scale' },
    colourBar.element,
    h('p', { class: 'methods-scale-note' }, t('methods.surface.scale')),
    line,
  );
  let values = null;
  let shown = null; // the plane point [x, y] whose cell the line states

  // The grid cell holding plane point (x, y): row 0 at the top (y = VIEW), column 0 at the left.
  const cellOf = ([x, y]) => {
    const index = (v) => Math.min(GRID - 1, Math.max(0, Math.floor(((v + VIEW) / (2 * VIEW)) * GRID)));
    return { i: index(-y), j: index(x) };
  };
  const centre = (k) => -VIEW + ((k + 0.5) * 2 * VIEW) / GRID;

  function show(at) {
    shown = at;
    if (!at || !values) {
      setLiveText(line, '');
      line.dataset.cell = '';
      return;
    }
    const { i, j } = cellOf(at);
    const value = values[i * GRID + j];
    setLiveText(line, t('methods.surface.readout', { x1: number(centre(j), 4), x2: number(-centre(i), 4), value: number(value, 4) }));
    line.dataset.cell = `${i},${j}`;
  }
  const focused = () => {
    const circle = overlay.querySelector('.methods-point:focus');
    return circle && [Number(circle.getAttribute('cx')), Number(circle.getAttribute('cy'))];
  };

  overlay.addEventListener('pointermove', (event) => {
    const box = overlay.getBoundingClientRect();
    show([-VIEW + ((event.clientX - box.left) / box.width) * 2 * VIEW, VIEW - ((event.clientY - box.top) / box.height) * 2 * VIEW]);
  });
  overlay.addEventListener('pointerleave', () => show(focused()));
  overlay.addEventListener('focusin', () => show(focused()));
  overlay.addEventListener('focusout', (event) => {
    if (!overlay.contains(event.relatedTarget)) show(null);
  });

  /** After each heatmap.draw of the surface: the bar follows its scale and the line the new values. */
  function update(next) {
    values = next;
    colourBar.update(heatmap.scale(), next);
    show(focused() ?? shown);
  }

  /** The colour scale's ends as the bar writes them (≤ −1.000 where f passes −1), for the exported legend. */
  const ends = () => endTexts(heatmap.scale().range, values ?? []);

  return { element, update, ends };
}
