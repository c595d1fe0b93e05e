// The blend of W_K into W_Q, t = 0 … 1 (the core's attentionBlendPath and the attention result at the slider's
// t): the eigenvalues of S(t) travelling in the complex plane, the current t's marked, and the asymmetry ratio
// as a curve over t with the current t marked. Two SVG figures; every number comes from the core.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { exportMenu } from '../../reader/export-menu.js';
import { standaloneSvg, svgCanvas } from '../../reader/figure-svg.js';
import { replaceLive, setLiveText } from '../../widgets/live.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { blendNotes } from './notes.js';
import { PLANE_VIEWBOX, planeFrame, svg } from './plane-frame.js';

const CURVE = { width: 240, height: 150, left: 34, right: 10, top: 10, bottom: 26 };

const svgExports = (picture) => ({
  svg: () => standaloneSvg(picture),
  png: () => {
    const box = picture.getBoundingClientRect();
    return svgCanvas(standaloneSvg(picture), Math.round(box.width) || 400, Math.round(box.height) || 400);
  },
});

/**
 * @param {{t: Function, slider: {element: HTMLElement}, whenGuessed: (listener: () => void) => void}} options
 *   slider: the t slider (the panel's, bound to its store); whenGuessed: the context's — the figures' notes say
 *   where the path ends (all real at the tie), the question's answer, so they wait for the reader's guess.
 */
export function createBlendView({ t, slider, whenGuessed }) {
  const plane = svg('svg', { viewBox: PLANE_VIEWBOX, class: 'blend-plane', role: 'img' });
  const curve = svg('svg', { viewBox: `0 0 ${CURVE.width} ${CURVE.height}`, class: 'blend-curve', role: 'img' });
  const now = h('p', { class: 'blend-now', 'aria-live': 'polite' });
  const realFrom = h('p', { class: 'blend-real-from' });
  const tieNote = h('p', { class: 'blend-tie-note', hidden: true }, t('attention.blend.tieNote'));
  const notes = { plane: createFigureNote(), curve: createFigureNote() };
  let path = null;
  let current = null;
  let guessed = false;
  whenGuessed(() => {
    guessed = true;
    if (current) renderCurrent(...current);
  }); // the arguments of the last renderCurrent, to draw once the path arrives

  const element = h(
    'section',
    { class: 'attention-blend' },
    h('h3', {}, t('attention.blend.title')),
    h('p', {}, t('attention.blend.lead')),
    slider.element,
    tieNote,
    now,
    h(
      'div',
      { class: 'attention-spectra' },
      h(
        'figure',
        { class: 'blend-plane-figure' },
        h('figcaption', {}, t('attention.blend.planeTitle')),
        plane,
        notes.plane.element,
        exportMenu(t, { name: 'attention-blend-eigenvalues', ...svgExports(plane), csv: pathRows }),
      ),
      h(
        'figure',
        { class: 'blend-curve-figure' },
        h('figcaption', {}, t('attention.blend.curveTitle')),
        curve,
        notes.curve.element,
        exportMenu(t, { name: 'attention-blend-asymmetry', ...svgExports(curve), csv: pathRows }),
      ),
    ),
    realFrom,
  );

  // CSV: one row per t of the path: t, the ratio, the complex count, then each eigenvalue's re and im.
  function pathRows() {
    if (!path) return [];
    const n = path.eigenvalues.cols / 2;
    const names = Array.from({ length: n }, (_, i) => [`re${i + 1}`, `im${i + 1}`]).flat();
    const rows = Array.from(path.blends, (blend, k) => [
      blend,
      path.asymmetryRatios[k],
      path.complexCounts[k],
      ...path.eigenvalues.data.slice(2 * n * k, 2 * n * (k + 1)),
    ]);
    return [['t', 'asymmetry_ratio', 'complex_count', ...names], ...rows.map((row) => row.map(String))];
  }

  /** The path (AttentionBlendPath) for the recipe on screen. */
  function renderPath(next) {
    path = next;
    const steps = path.blends.length - 1;
    const k = path.complexCounts.findLastIndex((count) => count > 0) + 1;
    setLiveText(
      realFrom,
      k === 0
        ? t('attention.blend.alwaysReal', { step: fixed(1 / steps, 2) })
        : t('attention.blend.realFrom', {
            from: fixed(path.blends[k], 2),
            step: fixed(1 / steps, 2),
            before: fixed(path.blends[k - 1], 2),
          }),
    );
    if (current) renderCurrent(...current);
  }

  /** The attention result at the slider's t, and whether the tie switch is on. */
  function renderCurrent(result, tieOn) {
    current = [result, tieOn];
    const { symmetry, scores, blend } = result;
    const n = scores.rows;
    const params = { t: fixed(blend, 2), count: symmetry.spectrum.complexCount, n, ratio: fixed(symmetry.asymmetryRatio, 3) };
    const tied = result.tied && symmetry.symmetric && symmetry.spectrum.complexCount === 0;
    setLiveText(now, t(tied ? 'attention.blend.tied' : 'attention.blend.now', params));
    now.dataset.blend = String(blend);
    now.dataset.complex = String(symmetry.spectrum.complexCount);
    tieNote.hidden = !tieOn;
    if (!path) return;
    drawPlane(plane, t, path, symmetry.spectrum, blend);
    drawCurve(curve, t, path, blend, symmetry.asymmetryRatio);
    for (const [key, text] of Object.entries(blendNotes(t, path, tieOn))) notes[key].set(guessed ? text : '');
  }

  return { element, renderPath, renderCurrent };
}

// The real and imaginary axes have their own scales (ticks say them): one large real eigenvalue would
// otherwise press the travelling pairs into a dot at 0.
function extent(path, spectrum) {
  const values = [...path.eigenvalues.data, ...spectrum.eigenvalues.data];
  let [low, high, im] = [0, 0, 0];
  values.forEach((x, k) => {
    if (k % 2) im = Math.max(im, Math.abs(x));
    else [low, high] = [Math.min(low, x), Math.max(high, x)];
  });
  return { low, high: high > low ? high : low + 1, im: im || 1 };
}

function drawPlane(plane, t, path, spectrum, blend) {
  const {
    eigenvalues: { rows, data },
    isComplex,
    complexCount,
  } = spectrum;
  const { at, elements } = planeFrame(t, extent(path, spectrum));
  const n = path.eigenvalues.cols / 2;
  const trail = [];
  path.blends.forEach((tk, k) => {
    for (let i = 0; i < n; i++) {
      const [x, y] = at(path.eigenvalues.data[2 * n * k + 2 * i], path.eigenvalues.data[2 * n * k + 2 * i + 1]);
      trail.push(svg('circle', { cx: x, cy: y, r: 1.8, class: 'trail', 'fill-opacity': (0.15 + 0.7 * tk).toFixed(2) }));
    }
  });
  const marks = Array.from({ length: rows }, (_, i) => {
    const [x, y] = at(data[2 * i], data[2 * i + 1]);
    return svg('circle', {
      cx: x,
      cy: y,
      r: 4.5,
      class: isComplex[i] ? 'eig complex' : 'eig real',
      'data-re': data[2 * i],
      'data-im': data[2 * i + 1],
    });
  });
  replaceLive(plane, ...elements, ...trail, ...marks);
  plane.setAttribute(
    'aria-label',
    t('attention.blend.planeAlt', { points: path.blends.length, t: fixed(blend, 2), count: complexCount, n: rows }),
  );
}

function drawCurve(curve, t, path, blend, ratio) {
  const { width, height, left, right, top, bottom } = CURVE;
  const top0 = Math.max(...path.asymmetryRatios, ratio) || 1;
  const x = (tk) => left + tk * (width - left - right);
  const y = (r) => height - bottom - (r / top0) * (height - top - bottom);
  const points = Array.from(path.blends, (tk, k) => `${x(tk).toFixed(1)},${y(path.asymmetryRatios[k]).toFixed(1)}`).join(' ');
  replaceLive(
    curve,
    svg('line', { x1: left, y1: height - bottom, x2: width - right, y2: height - bottom, class: 'axis' }),
    svg('line', { x1: left, y1: top, x2: left, y2: height - bottom, class: 'axis' }),
    svg('text', { x: left - 4, y: y(0) + 4, 'text-anchor': 'end', class: 'axis-label' }, '0'),
    svg('text', { x: left - 4, y: y(top0) + 4, 'text-anchor': 'end', class: 'axis-label' }, fixed(top0, 2)),
    svg('text', { x: x(0), y: height - 8, 'text-anchor': 'middle', class: 'axis-label' }, '0'),
    svg('text', { x: x(1), y: height - 8, 'text-anchor': 'middle', class: 'axis-label' }, '1'),
    svg('text', { x: x(0.5), y: height - 8, 'text-anchor': 'middle', class: 'axis-label' }, 't'),
    svg('polyline', { points, class: 'ratio-line' }),
    svg('line', { x1: x(blend), y1: top, x2: x(blend), y2: height - bottom, class: 'current-t' }),
    svg('circle', { cx: x(blend), cy: y(ratio), r: 4, class: 'current-ratio', 'data-ratio': ratio }),
  );
  const last = path.asymmetryRatios.length - 1;
  curve.setAttribute(
    'aria-label',
    t('attention.blend.curveAlt', {
      first: fixed(path.asymmetryRatios[0], 3),
      last: fixed(path.asymmetryRatios[last], 3),
      t: fixed(blend, 2),
      ratio: fixed(ratio, 3),
    }),
  );
}
