// "γ, seen in predictions": at the slider's γ, kernel ridge regression on eight 1-D points (nearly a line at
// small γ, spikes at the points falling to 0 between them at large γ, as the article says of γ = 3) and K's
// leading eigenvectors over the same points (smooth at small γ, on one or two points each at large γ). Every value
// comes from the core: the fit from kernelRidge (the curve on a grid, the midpoints as test points), the
// eigenvectors from eigenSymmetric of the RBF kernelMatrix.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { exportMenu } from '../../reader/export-menu.js';
import { setLiveText } from '../../widgets/live.js';
import { createPlot } from '../../widgets/plot.js';
import { createSlider, logScale } from '../../widgets/slider.js';
import { FIT_EIGENVECTORS, FIT_GRID, FIT_LAMBDA, FIT_MIDS, FIT_X, FIT_Y } from './fit-data.js';
import { STATE } from './state.js';
import { gammaText } from './text.js';

// A prediction midway this small beside the largest target reads as "falls to 0" (a tenth of it, or less).
const FALLS_TO_ZERO = 0.1;
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

function createFitFigure(t) {
  const plot = createPlot({
    x: { label: 'x', range: [FIT_GRID[0], FIT_GRID.at(-1)] },
    y: { label: t('gammaSweep.fit.axis'), range: [-3, 3] },
    series: [{ label: t('gammaSweep.fit.curve') }, { label: t('gammaSweep.fit.points'), colour: 'muted', points: true }],
    height: 240,
  });
  const sentence = h('p', { class: 'fit-sentence', role: 'status' });
  let rows = [];
  const element = h(
    'figure',
    { class: 'fit-curve' },
    h('figcaption', {}, t('gammaSweep.fit.caption')),
    plot.element,
    sentence,
    exportMenu(t, { name: 'kernel-ridge-1d', ...plot.exports, csv: () => rows }),
  );

  // One x axis for both series: the grid's x (the curve) and the training x (the dots), in order.
  function render(gamma, ridge) {
    const xs = [...FIT_GRID.map((x, i) => [x, ridge.gridPredictions[i], null]), ...FIT_X.map((x, i) => [x, null, FIT_Y[i]])].sort(
      (a, b) => a[0] - b[0],
    );
    plot.setData([xs.map((r) => r[0]), xs.map((r) => r[1]), xs.map((r) => r[2])]);
    rows = [['x', 'prediction', 'target'], ...xs.map(([x, f, y]) => [x, f ?? '', y ?? ''])];
    const mid = Math.max(...Array.from(ridge.testPredictions, Math.abs));
    const target = Math.max(...FIT_Y.map(Math.abs));
    const falls = mid <= FALLS_TO_ZERO * target;
    setLiveText(
      sentence,
      `${t('gammaSweep.fit.sentence', { gamma: gammaText(gamma), mid: fixed(mid, 2), target: fixed(target, 1) })} ${t(
        falls ? 'gammaSweep.fit.falls' : 'gammaSweep.fit.carries',
      )}`,
    );
  }
  return { element, render };
}

function createModesFigure(t) {
  const ordinal = (k) => t('gammaSweep.modes.series', { k: k + 1 });
  const plot = createPlot({
    x: { label: 'x', range: [FIT_GRID[0], FIT_GRID.at(-1)] },
    y: { label: t('gammaSweep.modes.axis'), range: [-1, 1] },
    series: Array.from({ length: FIT_EIGENVECTORS }, (_, k) => ({
      label: ordinal(k),
      colour: ['accent', 'good', 'muted'][k],
      ...(k && { dash: k === 1 ? [6, 4] : [2, 3] }),
    })),
    height: 240,
  });
  const sentence = h('p', { class: 'modes-sentence' });
  let rows = [];
  const element = h(
    'figure',
    { class: 'fit-modes' },
    h('figcaption', {}, t('gammaSweep.modes.caption')),
    plot.element,
    sentence,
    exportMenu(t, { name: 'kernel-eigenvectors-1d', ...plot.exports, csv: () => rows }),
  );

  // Columns of the largest eigenvalues (eigenSymmetric gives them ascending), each signed so its largest entry
  // is positive: an eigenvector's sign is arbitrary, and a flip between two γ would read as a change.
  function render(gamma, { values, vectors }) {
    const n = values.length;
    const picked = Array.from({ length: FIT_EIGENVECTORS }, (_, k) => n - 1 - k);
    const lines = picked.map((j) => {
      const entries = FIT_X.map((_, i) => vectors.data[i * vectors.cols + j]);
      const big = entries.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
      return big < 0 ? entries.map((v) => -v) : entries;
    });
    plot.setData([FIT_X, ...lines]);
    rows = [['x', ...picked.map((_, k) => `eigenvector_${k + 1}`)], ...FIT_X.map((x, i) => [x, ...lines.map((l) => l[i])])];
    sentence.textContent = t('gammaSweep.modes.sentence', {
      gamma: gammaText(gamma),
      values: picked.map((j) => fixed(values[j], 3)).join(', '),
      count: FIT_EIGENVECTORS,
      n,
    });
  }
  return { element, render };
}
