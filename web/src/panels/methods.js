// @ts-check
// Panel: what breaks, shown. Kernel ridge regression and a soft-margin SVM run on the reader's kernel and
// labelled points: the decision surface with its boundary and support vectors, train and test accuracy; the
// γ story (a large γ fits every training point and predicts ≈ 0 away from them; γ = 0.05 with λ = 0 leaves K
// numerically singular: the condition number, the residual and α shown as they are); and the non-PSD story
// (the SVM from several starts on a kernel that is not PSD, beside its clip- and shift-repaired K). Every
// number comes from the core, the methods run in the worker. This module is the controller: it wires its four
// parts in ./methods/ — the data, the plane, the method and kernel, the run (method-run.js) — to the store and
// the views of its results.
import { h } from '../dom.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createDataControls } from './methods/data-controls.js';
import { createMethodControls } from './methods/method-controls.js';
import { createMethodRun } from './methods/method-run.js';
import { numpy } from './methods/numpy.js';
import { createPlaneControls } from './methods/plane-controls.js';
import { createResults } from './methods/results.js';
import { createStarts } from './methods/starts.js';
import { STATE } from './methods/state.js';
import { dotProductsOf } from '../reader/expression-python.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountMethods,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures (from the points on screen)
};

const DATA_KEYS = ['data', 'points', 'seed', 'nTrain', 'nTest', 'noise'];

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountMethods(root, { t, uid, gramlab, store, jobs, showError, answer }) {
  const state = store.get;
  const { field, report } = stateInputs({ uid, prefix: 'methods', t, spec: STATE, state: state(), showError });
  const data = createDataControls({ t, gramlab, state, field, onChoose: choose });
  const method = createMethodControls({ t, uid, gramlab, store, field, onChoose: choose, onRun: (cause) => run.run(cause) });
  const { plane, element: planeBox } = createPlaneControls({
    t,
    uid,
    onChange: (points, focus) => setPoints(points, focus, 'debounce'),
    onAdd: (label) => setPoints([...data.current().train, [0, 0, label]], null, 'push'),
    onReset: () => choose({ points: [] }, 'push', null),
  });
  const results = createResults({ t });
  const starts = createStarts({ t });
  const run = createMethodRun({
    t,
    root,
    gramlab,
    store,
    jobs,
    plane,
    results,
    starts,
    showError,
    current: data.current,
    kernel: method.kernel,
    onResult: (target, { test }) => answer(test.correct, target), // the question above: the test points right
    inputs: [...Object.values(data.inputs), ...Object.values(method.inputs)],
    onFail: (error, cause) => {
      if (error.code === 'BAD_EXPRESSION' && state().kernel === 'expression') return method.editor.showError(error, state().expression);
      report(error, cause && cause !== method.editor ? cause : null);
    },
  });
  const urlNotice = h('p', { class: 'url-problem', hidden: true });
  root.append(
    h('p', { class: 'lead' }, t('methods.lead')),
    urlNotice,
    data.element,
    method.element,
    run.status,
    run.note,
    h('div', { class: 'methods-view' }, planeBox, results.element),
    starts.element,
  );

  // A point added (focus on it), moved or removed on the plane.
  function setPoints(points, focus, history) {
    store.set({ points }, { history });
    plane.setPoints(points, focus ?? (history === 'push' ? points.length - 1 : null));
    run.run(null);
  }

  function choose(patch, history, input) {
    store.set(patch, { history });
    if (DATA_KEYS.some((key) => key in patch)) redrawData(input);
    method.showControls();
    run.run(input);
  }

  function redrawData(input) {
    let current;
    try {
      current = data.current();
    } catch (error) {
      run.restore(false);
      data.forget();
      return report(error, input);
    }
    input?.setError(null);
    plane.setPoints(current.train, null);
    plane.setTest(current.test);
    data.describe(current);
  }

  // Back or Forward: the controls show the address's values, and the run follows.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    for (const [key, input] of Object.entries(data.inputs)) input.setText(STATE[key].format(next[key]));
    method.follow(next);
    redrawData(null);
    run.run(null);
  });

  // Start: the link's expression is read by the core like a typed one; a malformed one is reported.
  const problem = method.readLink();
  if (problem) {
    urlNotice.hidden = false;
    urlNotice.textContent = t('methods.urlExpression', { message: problem });
  }
  redrawData(null);
  run.run(null);
  return { trainingPoints: () => data.current().train, dotProducts: (text) => dotProductsOf(gramlab, text) };
}
