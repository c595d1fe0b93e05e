// The methods panel's run and its results: one method call in the worker (newest wins), then, for the SVM on a
// K that is not PSD, the clip and shift repairs; the surface, the accuracies and the starts shown from what the
// core returned (the plane, results.js and starts.js draw it). Part of the controller: a failure keeps the last
// result and goes to onFail with its cause.
import { h } from '../../dom.js';
import { moveFocus } from '../../widgets/focus.js';
import { setLiveText } from '../../widgets/live.js';
import { MAX_ITERATIONS, NEAR_ZERO, STARTS, gridPoints } from './state.js';

/** @typedef {import('../../gramlab.js').Accuracy} Accuracy */

/**
 * @param {{t: Function, root: HTMLElement, gramlab: object, store: object, jobs: object, plane: object,
 *   results: object, starts: object, showError: Function, current: () => {train: number[][], test: number[][]},
 *   kernel: (state: object) => object, inputs: object[],
 *   onFail: (error: Error & {code?: string}, cause: object|null) => void,
 *   onResult?: (target: object, accuracies: {train: Accuracy, test: Accuracy}) => void}} options
 *   plane, results, starts: the views the result is drawn in; current: the data on screen (throws what the
 *   data controls report); inputs: the text fields whose complaints a result clears; onResult: a result shown,
 *   for the state `target` it was computed for.
 */
export function createMethodRun({
  t,
  root,
  gramlab,
  store,
  jobs,
  plane,
  results,
  starts,
  showError,
  current,
  kernel,
  inputs,
  onFail,
  onResult,
}) {
  const state = store.get;
  const grid = gridPoints();
  let shown = null; // the state whose result is on screen
  const status = h('div', { class: 'methods-status', hidden: true });
  const progressBar = h('progress', { max: 1, value: 0, 'aria-label': t('methods.progress') });
  status.append(progressBar, h('button', { type: 'button', class: 'methods-cancel', onclick: () => cancel() }, t('methods.cancel')));
  const job = jobs.job({
    onProgress: (p) => {
      status.hidden = !p;
      if (p) Object.assign(progressBar, { max: p.total, value: p.done });
    },
  });
  const note = h('p', { class: 'methods-note', role: 'status' });

  function steps(target, data) {
    const points = data.train.map(([x, y]) => [x, y]);
    const labels = data.train.map((p) => p[2]);
    const test = data.test.length ? data.test.map(([x, y]) => [x, y]) : undefined;
    const k = kernel(target);
    if (target.method === 'ridge')
      return [(call) => call('kernelRidge', { points, targets: labels, kernel: k, lambda: target.lambda, grid, test })];
    const svm = { points, labels, kernel: k, C: target.C, starts: STARTS, maxIterations: MAX_ITERATIONS, grid };
    let first = null;
    return [
      (call) => call('svmDual', { ...svm, test }).then((r) => (first = r)),
      ...['clip', 'shift'].map((repair) => (call) => (first.isPSD ? null : call('svmDual', { ...svm, repair }))),
    ];
  }

  /** Runs the method on the state now; `cause`: the input that asked, where a failure is reported. */
  async function run(cause) {
    const target = state();
    let data;
    try {
      data = current();
    } catch {
      return; // the data controls reported it
    }
    setLiveText(note, '');
    root.classList.add('methods-busy');
    const outcome = await job.run(steps(target, data), { cause });
    if (outcome.status === 'superseded') return;
    root.classList.remove('methods-busy');
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'done') return show(target, data, outcome.values);
    restore(true);
    onFail(outcome.error, outcome.cause);
  }

  function show(target, data, [result, clip, shift]) {
    shown = target;
    showError(null);
    for (const input of inputs) input.setError(null);
    const trainLabels = data.train.map((p) => p[2]);
    const testLabels = data.test.map((p) => p[2]);
    const ridge = target.method === 'ridge' ? result : null;
    const svm = ridge ? null : result;
    const main = ridge ?? svm.runs[0];
    const trainValues = ridge ? ridge.trainPredictions : main.trainDecision;
    const testValues = (ridge ? ridge.testPredictions : main.testDecision) ?? new Float64Array(0);
    const train = gramlab.accuracy(trainValues, trainLabels, NEAR_ZERO);
    const test = gramlab.accuracy(testValues, testLabels, NEAR_ZERO);
    const gridValues = ridge ? ridge.gridPredictions : main.gridDecision;
    const supportIndices = svm ? Array.from(main.alpha.keys()).filter((i) => main.alpha[i] > 0) : [];
    plane.render(gridValues, {
      range: 1,
      supportIndices,
      description: t('methods.surfaceLabel', {
        method: t(`methods.method.${target.method}`),
        kernel: t(`methods.kernel.${target.kernel}`),
      }),
    });
    results.render({ method: target.method, train, test, ridge, svm, band: NEAR_ZERO });
    plane.setNote(t('methods.planeNote', { correct: train.correct, total: train.total }));
    onResult?.(target, { train, test });
    starts.render(svm, svm && !svm.isPSD ? { clip, shift } : null);
    // What is on screen, for a reader's tools and the tests: the method, the kernel and its numbers.
    results.element.dataset.shown = [target.method, target.kernel, target.gamma, target.lambda, target.C, data.train.length].join('|');
  }

  /** The store back to the state on screen (silently: a refused value is not kept); `keepPoints`: the reader's
   * training points stay as they are. */
  function restore(keepPoints) {
    if (shown) store.set(keepPoints ? { ...shown, points: state().points } : shown, { history: 'none', silent: true });
  }

  function cancel() {
    jobs.cancel();
    root.classList.remove('methods-busy');
    status.hidden = true;
    restore(true);
    setLiveText(note, t('methods.cancelled'));
    moveFocus(note);
  }

  return { status, note, run, restore };
}
