// The γ sweep's live part: the step at the slider's γ (its spectrum and K's leading block, newest wins while
// the slider is dragged), K + λI from that step's eigenvalues as λ moves, and the curve of rank against γ,
// computed once per point set one γ per step (coarse first). Part of the controller.
import { h } from '../../dom.js';
import { createSlider, logScale } from '../../widgets/slider.js';
import { heatOrder } from './heat-order.js';
import { createRegularization } from './regularization.js';
import { leadingPoints, sizeOf, sourceKey } from './source.js';
import { STATE } from './state.js';
import { CURVE_GAMMAS, createStepView } from './step-view.js';
import { gammaText, lambdaText } from './text.js';

// K is drawn for at most this many points: at n = 2000 it would be 32 MB per slider step.
const HEATMAP_POINTS = 300;
// λ's slider: its lowest stop above 0 (the slider's first stop is λ = 0 itself).
const LAMBDA_LOWEST = 1e-8;

/** One call per γ, so a long list shows progress and can be cancelled. A pasted source also carries its rows
 * for the link (`rows`); the core takes only the matrix. */
export const sweepSteps = ({ rows, ...source }, gammas) =>
  gammas.map((gamma) => (call) => call('gammaSweep', { ...source, gammas: [gamma] }).then(([row]) => row));

/**
 * @param {{t: Function, uid: string, gramlab: object, store: object, jobs: object, progress: object, showError: Function}} options
 */
export function createLiveStep({ t, uid, gramlab, store, jobs, progress, showError }) {
  const state = store.get;
  const curveJob = jobs.job({ onProgress: (p) => progress.set('curve', p) });
  const stepJob = jobs.job({ keepUp: true }); // the γ slider: follow the drag
  const gammaSlider = createSlider({
    id: `${uid}-gamma`,
    label: t('gammaSweep.slider'),
    scale: logScale({ min: STATE.gamma.min, max: STATE.gamma.max }),
    store,
    key: 'gamma',
    valueText: (gamma) => t('gammaSweep.sliderValue', { gamma: gammaText(gamma) }),
  });
  const lambdaSlider = createSlider({
    id: `${uid}-lambda`,
    label: t('gammaSweep.ridge.slider'),
    scale: logScale({ min: LAMBDA_LOWEST, max: STATE.lambda.max, stepsPerDecade: 10, zero: true }),
    store,
    key: 'lambda',
    valueText: (lambda) => t('gammaSweep.ridge.value', { lambda: lambdaText(lambda) }),
  });
  const view = createStepView({ t, state, slider: gammaSlider.element });
  const ridge = createRegularization({ uid, t, slider: lambdaSlider.element });
  let source = null; // the point set of the table on screen
  let heatPoints = null; // K's leading block is drawn for these
  const ordered = heatOrder(); // heatPoints sorted along their leading direction
  let step = null; // the step on screen: {gamma, row, kernel}
  let curveKey = null; // the point set the curve was computed (or is being computed) for
  let curveDone = false; // the curve for curveKey is complete

  /** The table on screen is for other points: their leading block, a new curve to come, the step again. */
  function setSource(next) {
    source = next;
    heatPoints = leadingPoints(gramlab, next, HEATMAP_POINTS);
    curveJob.drop(); // the old set's curve: its last row may still land, and is dropped
    curveKey = null;
    progress.expect('curve');
    const { n } = sizeOf(next);
    view.setPoints({ count: n, shown: Math.min(n, HEATMAP_POINTS) });
    redraw();
  }

  /** Computes the curve for `next` unless it is already there (or on its way). */
  async function ensureCurve(next) {
    if (curveKey === sourceKey(next)) return;
    const order = coarseFirst(CURVE_GAMMAS.length);
    curveKey = sourceKey(next);
    curveDone = false;
    const outcome = await curveJob.run(
      sweepSteps(
        next,
        order.map((i) => CURVE_GAMMAS[i]),
      ),
      { onStep: (k, row) => view.setCurveRank(order[k], row.effectiveRank) },
    );
    curveDone = outcome.status === 'done';
    if (outcome.status === 'failed') showError(outcome.error);
  }

  // While the slider is dragged only one step is in flight; when it lands, the newest γ is computed.
  async function redraw() {
    if (!source) return; // the first table row brings the points; its setSource draws the first step
    const { rows, ...points } = source; // rows: the link's copy of pasted points, not for the core
    const gamma = state().gamma;
    const outcome = await stepJob.run([
      (call) =>
        Promise.all([
          call('gammaSweep', { ...points, gammas: [gamma], spectrum: true }),
          ordered(call, heatPoints).then(({ order, sorted }) =>
            call('kernelMatrix', sorted, { kind: 'rbf', gamma }).then((kernel) => ({ kernel, order })),
          ),
        ]),
    ]);
    if (outcome.status === 'failed') return showError(outcome.error);
    if (outcome.status !== 'done') return;
    const [[[row], { kernel, order }]] = outcome.values;
    step = { gamma, row, kernel, order };
    view.renderStep(step);
    drawRidge();
    showError(null);
  }

  // K + λI from the step's eigenvalues: no new decomposition while λ moves.
  function drawRidge() {
    if (step) ridge.render({ ...step, regularized: gramlab.regularizedStats(step.row.spectrum, state().lambda) });
  }

  return {
    elements: [h('h3', {}, t('gammaSweep.live')), view.element, ridge.element],
    setSource,
    ensureCurve,
    /** Whether the curve for `next` is still to come (so its progress is expected). */
    curvePending: (next) => curveKey !== sourceKey(next) || !curveDone,
    /** After a Cancel: whether the curve was left unfinished; it is computed again when next asked for. */
    stopCurve() {
      const unfinished = !curveDone;
      curveKey = null;
      curveDone = false;
      return unfinished;
    },
    /** A slider moved (`changed`: the store's changed keys); `address`: by Back or Forward. */
    follow(changed, address) {
      if (changed.includes('gamma')) {
        if (!address) view.redrawCurve();
        redraw();
      }
      if (changed.includes('lambda')) {
        drawRidge();
        if (!address) view.redrawScree();
      }
    },
  };
}

// Every 8th index first, then every 4th, 2nd, the rest: the curve's shape shows early and fills in.
function coarseFirst(count) {
  const order = [];
  for (const stride of [8, 4, 2, 1]) {
    for (let i = 0; i < count; i += stride) if (!order.includes(i)) order.push(i);
  }
  return order;
}
