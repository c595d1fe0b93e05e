// The two figures of "γ, seen in predictions", drawn from the core's results at one γ: kernel ridge regression's
// curve through the eight 1-D points, with the sentence saying whether it falls to 0 between them, and K's
// leading eigenvectors over the same points. Each is exported as PNG, SVG and CSV. Drawing only: the results
// come from predictions.js.
import { h } from '../../dom.js';
import { fixed } from '../../format.js';
import { exportMenu } from '../../reader/export-menu.js';
import { setLiveText } from '../../widgets/live.js';
import { createPlot } from '../../widgets/plot.js';
import { FIT_EIGENVECTORS, FIT_GRID, FIT_X, FIT_Y } from './fit-data.js';
import { gammaText } from './text.js';

// A prediction midway this small beside the largest target reads as "falls to 0" (a tenth of it, or less).
const FALLS_TO_ZERO = 0.1;

/** The fit: render(gamma, ridge) with kernelRidge's result on the grid and at the midpoints. */
export function createFitFigure(t) {
  const plot = createPlot({
    x: { label: 'x', range: [FIT_GRID[0], FIT_GRID.at(-1)] },
    y: { label: t('gammaSweep.fit.axis'), range: [-3, 3] },
    series: [{ label: t('gammaSweep.fit.curve') }, { label: t('gammaSweep.fit.points'), colour: 'muted', points: true }],
    height: 240,
  });
  const sentence = h('p', { class: 'fit-sentence figure-note', role: 'status' }); // what to notice
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

/** The eigenvectors: render(gamma, eigen) with eigenSymmetric's result for K. */
export function createModesFigure(t) {
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
  const sentence = h('p', { class: 'modes-sentence figure-note' }); // what to notice
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
