// The live part under the γ slider: the spectrum at that γ (scree plot), the effective rank against γ (the
// curve, computed once per point set) and K itself (heat map).
import { h } from '../../dom.js';
import { fixed, scientific } from '../../format.js';
import { latestOnly } from '../../latest-only.js';
import { quiet } from '../../worker-client.js';
import { createHeatmap } from '../../widgets/heatmap.js';
import { createLogSlider } from '../../widgets/log-slider.js';
import { createPlot } from '../../widgets/plot.js';
import { leadingPoints, sizeOf, sourceKey } from './source.js';
import { GAMMA_MAX, GAMMA_MIN } from './state.js';
import { gammaText, lambdaText } from './text.js';

// The curve: γ = 10^(−3 + i/8), i = 0 … 40, computed once per point set.
const CURVE_GAMMAS = Array.from({ length: 41 }, (_, i) => Number((10 ** (-3 + i / 8)).toPrecision(3)));
// K is drawn for at most this many points: at n = 2000 it would be 32 MB per slider step.
const HEATMAP_POINTS = 300;

/**
 * @param {{uid: string, t: Function, gramlab: object, worker: object, jobs: object, state: object,
 *   commit: Function, showError: Function, onStep: Function}} options
 *   jobs runs the curve's sweep; onStep({gamma, row, kernel}) follows each drawn step.
 */
export function createStepView({ uid, t, gramlab, worker, jobs, state, commit, showError, onStep }) {
  let source = null; // the point set on screen; none until the first table row lands
  let heatPoints = null;
  let curveRanks = [];
  let curveKey = null; // the point set the curve was computed for

  const slider = createLogSlider({
    id: `${uid}-gamma`,
    label: t('gammaSweep.slider'),
    min: GAMMA_MIN,
    max: GAMMA_MAX,
    value: state.gamma,
    valueText: (gamma) => t('gammaSweep.sliderValue', { gamma: gammaText(gamma) }),
    onInput: moveGamma,
    onChange: () => commit(state),
  });
  const scree = createPlot({
    x: { label: t('gammaSweep.scree.x') },
    y: { label: t('gammaSweep.scree.y'), log: true, range: () => [1e-16, 2 * pointCount()] },
    series: [{ label: t('gammaSweep.scree.y') }],
    marks: () => (state.lambda > 0 ? [{ y: state.lambda, label: t('gammaSweep.ridge.value', { lambda: lambdaText(state.lambda) }) }] : []),
  });
  const curve = createPlot({
    x: { label: 'γ', log: true, range: [GAMMA_MIN, GAMMA_MAX] },
    y: { label: t('gammaSweep.curve.y'), log: true, range: () => [0.5, 2 * pointCount()] },
    series: [{ label: t('gammaSweep.curve.y') }],
    marks: () => [
      // Where the curve is not: it starts low on the left and ends high on the right.
      { y: 1, label: t('gammaSweep.curve.low'), align: 'right' },
      { y: pointCount(), label: t('gammaSweep.curve.high', { n: pointCount() }), below: true },
      { x: state.gamma, label: t('gammaSweep.curve.now') },
    ],
  });
  const heatmap = createHeatmap();
  const screeAlt = h('p', { class: 'plot-alt' });
  const curveAlt = h('p', { class: 'plot-alt' });
  const heatNote = h('p', { class: 'plot-alt' });
  const element = h('div', { class: 'gamma-live' },
    slider.element,
    h('div', { class: 'gamma-plots' },
      h('figure', { class: 'scree' }, h('figcaption', {}, t('gammaSweep.scree.title')), scree.element, screeAlt),
      h('figure', { class: 'rank-curve' }, h('figcaption', {}, t('gammaSweep.curve.title')), curve.element, curveAlt),
      h('figure', { class: 'kernel-heatmap' },
        h('figcaption', {}, t('gammaSweep.heatmap.title')), heatmap.element,
        h('p', { class: 'heatmap-scale' }, t('gammaSweep.heatmap.scale')), heatNote),
    ),
  );

  /** A new point set: an empty curve, K's leading block, and the step at the slider's γ. */
  function setPoints(next) {
    source = next;
    const { n } = sizeOf(next);
    heatPoints = leadingPoints(gramlab, next, HEATMAP_POINTS);
    heatNote.textContent = n > HEATMAP_POINTS ? t('gammaSweep.heatmap.block', { n, m: HEATMAP_POINTS }) : '';
    curveAlt.textContent = t('gammaSweep.curve.alt', { count: CURVE_GAMMAS.length, n });
    jobs.stop('curve'); // the old set's curve: its last row may still land, and is dropped
    curveKey = null;
    curveRanks = CURVE_GAMMAS.map(() => null);
    curve.setData([CURVE_GAMMAS, curveRanks]);
    redrawStep();
  }

  /** Computes the curve for `next` unless it is already there (or on its way). */
  async function ensureCurve(next) {
    if (curveKey === sourceKey(next)) return;
    const order = coarseFirst(CURVE_GAMMAS.length);
    curveKey = sourceKey(next);
    try {
      await jobs.sweepRows('curve', next, order.map((i) => CURVE_GAMMAS[i]), (k, row) => {
        curveRanks[order[k]] = row.effectiveRank;
        curve.setData([CURVE_GAMMAS, curveRanks]);
      });
    } catch (error) {
      if (!quiet(error)) showError(error);
    }
  }

  /** A cancelled curve is computed again after the next table. */
  function forgetCurve() {
    curveKey = null;
  }

  /** Moves the slider to `gamma` as if the reader had, and writes the URL. */
  function jumpTo(gamma) {
    slider.setValue(gamma);
    moveGamma(gamma);
    commit(state);
  }

  function moveGamma(gamma) {
    state.gamma = gamma;
    curve.redraw();
    redrawStep();
  }

  // While the slider is dragged only one step is in flight; when it lands, the newest γ is computed.
  const redrawStep = latestOnly(async () => {
    if (!source) return; // the first table row brings the points; its setPoints draws the first step
    const gamma = state.gamma;
    try {
      const [[row], kernel] = await Promise.all([
        worker.run('step', 'gammaSweep', { ...source, gammas: [gamma], spectrum: true }),
        worker.run('heatmap', 'kernelMatrix', heatPoints, { kind: 'rbf', gamma }),
      ]);
      renderStep({ gamma, row, kernel });
      showError(null);
    } catch (error) {
      if (!quiet(error)) showError(error);
    }
  });

  function renderStep(step) {
    const { gamma, row, kernel } = step;
    scree.setData([ranks(row.spectrum.length), Array.from(row.spectrum, (x) => (x > 0 ? x : null))]); // log axis: > 0 only
    screeAlt.textContent = t('gammaSweep.scree.alt', {
      gamma: gammaText(gamma), max: fixed(row.maxEigenvalue, 2), min: scientific(row.minEigenvalue, 1), k95: row.k95, rank: fixed(row.effectiveRank, 2),
    });
    heatmap.draw(kernel, { label: t('gammaSweep.heatmap.alt', { gamma: gammaText(gamma) }) });
    element.dataset.renderedGamma = String(gamma);
    onStep(step);
  }

  function pointCount() {
    return source ? sizeOf(source).n : state.n;
  }

  return { element, slider, setPoints, ensureCurve, forgetCurve, jumpTo, redrawScree: () => scree.redraw() };
}

// 1 … n, the scree plot's x axis, shared between steps of the same size.
const rankAxes = new Map();
function ranks(n) {
  if (!rankAxes.has(n)) rankAxes.set(n, Array.from({ length: n }, (_, i) => i + 1));
  return rankAxes.get(n);
}

// Every 8th index first, then every 4th, 2nd, the rest: the curve's shape shows early and fills in.
function coarseFirst(count) {
  const order = [];
  for (const stride of [8, 4, 2, 1]) {
    for (let i = 0; i < count; i += stride) if (!order.includes(i)) order.push(i);
  }
  return order;
}
