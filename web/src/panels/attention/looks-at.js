// The row softmax as "token i looks at token j": the tokens on a circle, an arrow i → j whose width is the
// weight P_ij (the core's softmax), and each token's ring as wide as the weight it gives itself (P_ii). Only
// weights above an even share 1/n are drawn, so the heavy ones can be read; the caption says so. SVG, exported
// like the others.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { exportMenu } from '../../reader/export-menu.js';
import { standaloneSvg, svgCanvas } from '../../reader/figure-svg.js';
import { replaceLive, setLiveText } from '../../widgets/live.js';

const SVG = 'http://www.w3.org/2000/svg';
const SIDE = 260;
const RADIUS = 100;
const NODE = 11;
const MAX_TOKENS = 16; // past this the circle is too crowded to read one arrow
const width = (p) => (0.4 + 8 * p).toFixed(2);

const svg = (tag, attributes = {}, text = null) => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== null) element.textContent = text;
  return element;
};

export function createLooksAt({ t }) {
  const picture = svg('svg', { viewBox: `0 0 ${SIDE} ${SIDE}`, class: 'looks-at', role: 'img' });
  const note = h('p', { class: 'looks-at-note figure-note' }); // what is drawn, and what to notice
  const exports = {
    svg: () => standaloneSvg(picture),
    png: () => svgCanvas(standaloneSvg(picture), SIDE, SIDE),
  };
  const element = h(
    'figure',
    { class: 'looks-at-figure' },
    h('figcaption', {}, t('attention.looksAt.title')),
    picture,
    note,
    exportMenu(t, { name: 'attention-looks-at', ...exports }),
  );

  /** @param {{rows: number, cols: number, data: Float64Array}} weights  the core's row softmax P */
  function render({ rows: n, data }) {
    picture.hidden = n > MAX_TOKENS;
    if (n > MAX_TOKENS) {
      setLiveText(note, t('attention.looksAt.tooMany', { n, max: MAX_TOKENS }));
      return;
    }
    const at = (k) => [SIDE / 2 + RADIUS * Math.sin((2 * Math.PI * k) / n), SIDE / 2 - RADIUS * Math.cos((2 * Math.PI * k) / n)];
    const arrows = [];
    let shown = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j && data[i * n + j] > 1 / n) arrows.push([data[i * n + j], i, j]);
    arrows.sort((a, b) => a[0] - b[0]); // the heaviest drawn last, on top
    const lines = arrows.map(([p, i, j]) => {
      shown += 1;
      const [[x1, y1], [x2, y2]] = [at(i), at(j)];
      const d = Math.hypot(x2 - x1, y2 - y1);
      const [ux, uy] = [(x2 - x1) / d, (y2 - y1) / d];
      // From the edge of i's circle to the edge of j's, bent a little so i → j and j → i are apart.
      const [sx, sy, ex, ey] = [x1 + ux * NODE, y1 + uy * NODE, x2 - ux * (NODE + 4), y2 - uy * (NODE + 4)];
      const [cx, cy] = [(sx + ex) / 2 - uy * 12, (sy + ey) / 2 + ux * 12];
      return svg('path', {
        d: `M${sx.toFixed(1)},${sy.toFixed(1)} Q${cx.toFixed(1)},${cy.toFixed(1)} ${ex.toFixed(1)},${ey.toFixed(1)}`,
        class: 'look',
        'stroke-width': width(p),
        'marker-end': 'url(#looks-at-head)',
        'data-i': i + 1,
        'data-j': j + 1,
        'data-weight': p,
      });
    });
    const nodes = Array.from({ length: n }, (_, k) => {
      const [x, y] = at(k);
      return [
        svg('circle', { cx: x, cy: y, r: NODE, class: 'token', 'stroke-width': width(data[k * n + k]), 'data-self': data[k * n + k] }),
        // The token's number inside its ring: a label on its own mark (the layout check allows it there).
        svg('text', { x, y: y + 4, 'text-anchor': 'middle', class: 'token-label', 'data-on-mark': '' }, String(k + 1)),
      ];
    }).flat();
    const head = svg('marker', {
      id: 'looks-at-head',
      viewBox: '0 0 6 6',
      refX: 1,
      refY: 3,
      markerWidth: 7,
      markerHeight: 7,
      orient: 'auto',
      markerUnits: 'userSpaceOnUse',
    });
    head.append(svg('path', { d: 'M0,0 L6,3 L0,6 z', class: 'look-head' }));
    const defs = svg('defs');
    defs.append(head);
    replaceLive(picture, defs, ...lines, ...nodes);
    picture.setAttribute('aria-label', t('attention.looksAt.alt', { n, shown }));
    setLiveText(note, t('attention.looksAt.note', { from: fixed(1 / n, 3), shown, total: n * (n - 1) }));
  }

  return { element, render };
}
