// "γ, seen in predictions": at the slider's γ, kernel ridge regression on eight 1-D points (nearly a line at
// small γ, spikes at the points falling to 0 between them at large γ, as the article says of γ = 3) and K's
// leading eigenvectors over the same points (smooth at small γ, on one or two points each at large γ). Every value
// comes from the core: the fit from kernelRidge (the curve on a grid, the midpoints as test points), the
// eigenvectors from eigenSymmetric of the RBF kernelMatrix. Part of the controller: the slider and the job in
// the worker; the figures are ./fit-figures.js.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { createSlider, logScale } from '../../widgets/slider.js';
import { FIT_GRID, FIT_LAMBDA, FIT_MIDS, FIT_X, FIT_Y } from './fit-data.js';
import { createFitFigure, createModesFigure } from './fit-figures.js';
import { STATE } from './state.js';
import { gammaText } from './text.js';

const column = (values) => ({ rows: values.length, cols: 1, data: Float64Array.from(values) });

/** @param {{t: Function, uid: string, store: object, jobs: object, showError: Function}} options */
export function createPredictions({ t, uid, store, jobs, showError }) {
  const slider = createSlider({
    id: `${uid}-fit-gamma`,
    label: t('gammaSweep.slider'),
    scale: logScale({ min: STATE.gamma.min, max: STATE.gamma.max }),
    store,
    key: 'gamma',
    valueText: (gamma) => t('gammaSweep.sliderValue', { gamma: gammaText(gamma) }),
  });
  const fit = createFitFigure(t);
  const modes = createModesFigure(t);
  const job = jobs.job({ keepUp: true }); // the slider: follow the drag, newest wins
  const element = h(
    'section',
    { class: 'gamma-fit', 'aria-labelledby': `${uid}-fit` },
    h('h3', { id: `${uid}-fit` }, t('gammaSweep.fit.title')),
    h('p', {}, t('gammaSweep.fit.lead', { lambda: fixed(FIT_LAMBDA, 1), n: FIT_X.length })),
    slider.element,
    h('div', { class: 'gamma-plots' }, fit.element, modes.element),
  );

  /** Fits and decomposes at the store's γ in the worker; a refusal keeps the figures as they were and says why. */
  async function render() {
    const gamma = store.get().gamma;
    const kernel = { kind: 'rbf', gamma };
    const points = column(FIT_X);
    const outcome = await job.run([
      (call) =>
        Promise.all([
          call('kernelRidge', { points, targets: FIT_Y, lambda: FIT_LAMBDA, kernel, grid: column(FIT_GRID), test: column(FIT_MIDS) }),
          call('kernelMatrix', points, kernel).then((matrix) => call('eigenSymmetric', matrix, { vectors: true })),
        ]),
    ]);
    if (outcome.status === 'failed') return showError(outcome.error);
    if (outcome.status !== 'done') return;
    const [[ridge, eigen]] = outcome.values;
    fit.render(gamma, ridge);
    modes.render(gamma, eigen);
  }

  return { element, render };
}
