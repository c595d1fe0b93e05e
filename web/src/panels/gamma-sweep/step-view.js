// The live part under the γ slider: the spectrum at that γ (scree plot), the effective rank against γ (the
// curve, filled in as its sweep runs) and K itself (heat map). It draws what the controller hands it.
import { h } from '../../dom.js';
import { exportMenu } from '../../reader/export-menu.js';
import { fixed, scientific } from '../../format.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { createHeatmapFrame, shownLabels } from '../../widgets/heatmap-frame.js';
import { createFigureNote } from '../../widgets/figure-note.js';
import { createPlot } from '../../widgets/plot.js';
import { setLiveText } from '../../widgets/live.js';
import { GAMMA_MAX, GAMMA_MIN } from './state.js';
import { gammaText, lambdaText } from './text.js';

// The curve: γ = 10^(−3 + i/8), i = 0 … 40, computed once per point set.
export const CURVE_GAMMAS = Array.from({ length: 41 }, (_, i) => Number((10 ** (-3 + i / 8)).toPrecision(3)));

/**
 * @param {{t: Function, state: () => object, slider: HTMLElement}} options
 *   state: the panel's store state (the marks show its γ and λ); slider: the γ slider, bound to the store.
 */
export function createStepView({ t, state, slider }) {
  let n = null; // the point count on screen; none until the first table row lands
  let curveRanks = [];
  const pointCount = () => n ?? state().n;

  const scree = createPlot({
    x: { label: t('gammaSweep.scree.x') },
    y: { label: t('gammaSweep.scree.y'), log: true, range: () => [1e-16, 2 * pointCount()] },
    series: [{ label: t('gammaSweep.scree.y') }],
    marks: () =>
      state().lambda > 0 ? [{ y: state().lambda, label: t('gammaSweep.ridge.value', { lambda: lambdaText(state().lambda) }) }] : [],
  });
  const curve = createPlot({
    x: { label: 'γ', log: true, range: [GAMMA_MIN, GAMMA_MAX] },
    // Room above rank n and below rank 1 for their labels, off the curve that runs along both lines.
    y: { label: t('gammaSweep.curve.y'), log: true, range: () => [0.25, 4 * pointCount()] },
    series: [{ label: t('gammaSweep.curve.y') }],
    marks: () => [
      // Where the curve is not: it starts low on the left and ends high on the right.
      { y: 1, label: t('gammaSweep.curve.low'), align: 'right' },
      { y: pointCount(), label: t('gammaSweep.curve.high', { n: pointCount() }), below: true },
      { x: state().gamma, label: t('gammaSweep.curve.now') },
    ],
  });
  let order = []; // K's rows and columns are these points (0-based), sorted along the points' leading direction
  const pointAt = (k) => (order[k] ?? k) + 1;
  const heatmap = createHeatmap({ figure: () => sortedAxes(order, t) });
  const notes = { scree: createFigureNote(), curve: createFigureNote(), heat: createFigureNote() };
  const screeAlt = h('p', { class: 'plot-alt' });
  const curveAlt = h('p', { class: 'plot-alt' });
  const heatNote = h('p', { class: 'plot-alt' });
  // Point numbers on the axes, a numeric colour bar, and which two points and their K entry under the pointer or
  // the keyboard's cell (the canvas alone tells colours only).
  const frame = createHeatmapFrame({
    heatmap,
    label: (k) => String(pointAt(k)),
    readout: ({ i, j, value }) => t('gammaSweep.heatmap.readout', { i: pointAt(i), j: pointAt(j), value: fixed(value, 4) }),
    keysHint: t('gammaSweep.heatmap.keys'),
  });
  const element = h(
    'div',
    { class: 'gamma-live' },
    slider,
    h(
      'div',
      { class: 'gamma-plots' },
      h(
        'figure',
        { class: 'scree' },
        h('figcaption', {}, t('gammaSweep.scree.title')),
        scree.element,
        notes.scree.element,
        screeAlt,
        exportMenu(t, { name: 'scree', ...scree.exports }),
      ),
      h(
        'figure',
        { class: 'rank-curve' },
        h('figcaption', {}, t('gammaSweep.curve.title')),
        curve.element,
        notes.curve.element,
        curveAlt,
        exportMenu(t, { name: 'effective-rank', ...curve.exports }),
      ),
      h(
        'figure',
        { class: 'kernel-heatmap' },
        h('figcaption', {}, t('gammaSweep.heatmap.title')),
        frame.element,
        notes.heat.element,
        h('p', { class: 'heatmap-scale' }, t('gammaSweep.heatmap.scale')),
        heatNote,
        exportMenu(t, { name: 'kernel-matrix', ...heatmap.exports }),
      ),
    ),
  );

  /** A new point set of `count` points, K drawn for the first `shown`: an empty curve until its ranks come. */
  function setPoints({ count, shown }) {
    n = count;
    setLiveText(heatNote, count > shown ? t('gammaSweep.heatmap.block', { n: count, m: shown }) : '');
    setLiveText(curveAlt, t('gammaSweep.curve.alt', { count: CURVE_GAMMAS.length, n: count }));
    curveRanks = CURVE_GAMMAS.map(() => null);
    curve.setData([CURVE_GAMMAS, curveRanks]);
  }

  /** The curve's effective rank at CURVE_GAMMAS[i]. */
  function setCurveRank(i, rank) {
    curveRanks[i] = rank;
    curve.setData([CURVE_GAMMAS, curveRanks]);
  }

  /** {gamma, row (with its spectrum), kernel, order}: the scree plot and K at that γ, its points in `order`. */
  function renderStep({ gamma, row, kernel, order: sorted }) {
    order = sorted;
    scree.setData([ranks(row.spectrum.length), Array.from(row.spectrum, (x) => (x > 0 ? x : null))]); // log axis: > 0 only
    setLiveText(
      screeAlt,
      t('gammaSweep.scree.alt', {
        gamma: gammaText(gamma),
        max: fixed(row.maxEigenvalue, 2),
        min: scientific(row.minEigenvalue, 1),
        k95: row.k95,
        rank: fixed(row.effectiveRank, 2),
      }),
    );
    const words = { gamma: gammaText(gamma), max: fixed(row.maxEigenvalue, 2), rank: fixed(row.effectiveRank, 2), n: pointCount() };
    notes.scree.set(t('gammaSweep.scree.note', words));
    notes.curve.set(t('gammaSweep.curve.note', words));
    notes.heat.set(t('gammaSweep.heatmap.note', words));
    heatmap.draw(kernel, { label: t('gammaSweep.heatmap.alt', { gamma: gammaText(gamma) }) });
    frame.update(kernel);
    element.dataset.renderedGamma = String(gamma);
  }

  return { element, setPoints, setCurveRank, renderStep, redrawCurve: () => curve.redraw(), redrawScree: () => scree.redraw() };
}

// 1 … n, the scree plot's x axis, shared between steps of the same size.
const rankAxes = new Map();
function ranks(n) {
  if (!rankAxes.has(n))
    rankAxes.set(
      n,
      Array.from({ length: n }, (_, i) => i + 1),
    );
  return rankAxes.get(n);
}

// The exported heat map's axes: the point numbers where the frame shows them, in the sorted order.
function sortedAxes(order, t) {
  const n = order.length;
  const ticks = (flip) => shownLabels(n).map((k) => ({ at: flip ? 1 - (k + 0.5) / n : (k + 0.5) / n, text: String(order[k] + 1) }));
  return { x: { name: t('gammaSweep.heatmap.axis'), ticks: ticks(false) }, y: { name: t('gammaSweep.heatmap.axis'), ticks: ticks(true) } };
}
