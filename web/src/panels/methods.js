// Panel: what breaks, shown. Kernel ridge regression and a soft-margin SVM run on the reader's kernel and
// labelled points: the decision surface with its boundary and support vectors, train and test accuracy; the
// γ story (a large γ fits every training point and predicts ≈ 0 away from them; γ = 0.05 with λ = 0 leaves K
// numerically singular: the condition number, the residual and α shown as they are); and the non-PSD story
// (the SVM from several starts on a kernel that is not PSD, beside its clip- and shift-repaired K). Every
// number comes from the core, the methods run in the worker. This module is the controller: it changes the
// store, runs the jobs and feeds the views in ./methods/.
import { h } from '../dom.js';
import { moveFocus } from '../widgets/focus.js';
import { createPresets } from '../widgets/presets.js';
import { createSlider, logScale } from '../widgets/slider.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createEditor } from './kernel-check/editor.js';
import { createParameters } from './kernel-check/parameters.js';
import { createPlane } from './methods/plane.js';
import { createResults } from './methods/results.js';
import { createStarts } from './methods/starts.js';
import { DATASETS, DEFAULT_EXPRESSION, KERNELS, STATE, gridPoints, kernelOf } from './methods/state.js';
import { setLiveText } from '../widgets/live.js';
import { numpy } from './methods/numpy.js';
import { dotProductsOf } from '../reader/expression-python.js';

// |f| at most this is "predicted ≈ 0": a twentieth of the ±1 labels.
const NEAR_ZERO = 0.05;
// SVM starts (the first α = 0, the others random and feasible) and iterations per start.
const STARTS = 4;
const MAX_ITERATIONS = 20000;

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountMethods,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures (from the points on screen)
};

function mountMethods(root, { t, uid, gramlab, store, jobs, showError }) {
  const state = store.get;
  const grid = gridPoints();
  const { field, report } = stateInputs({ uid, prefix: 'methods', t, spec: STATE, state: state(), showError });
  let names = []; // the expression's parameters
  let shown = null; // the state whose result is on screen

  // ---- the job: one method call, then (SVM on a K that is not PSD) the clip and shift repairs
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

  // ---- data
  const presets = createPresets({
    label: t('methods.presets'),
    buttons: DATASETS.map((name) => [t(`methods.data.${name}`), () => choose({ data: name, points: [] }, 'push', null)]),
  });
  const dataInput = (key, size) =>
    field(key, {
      size,
      inputmode: key === 'noise' ? 'decimal' : 'numeric',
      onCommit: (value) => choose({ [key]: value }, 'push', inputs[key]),
    });
  const inputs = {
    seed: dataInput('seed', 22),
    nTrain: dataInput('nTrain', 5),
    nTest: dataInput('nTest', 5),
    noise: dataInput('noise', 5),
  };
  const dataLine = h('p', { class: 'methods-data-line' });

  // ---- the plane
  const plane = createPlane({
    t,
    label: t('methods.planeLabel'),
    onChange: (points, focus) => {
      store.set({ points }, { history: 'replace' });
      plane.setPoints(points, focus);
      run(null);
    },
  });
  const addButton = (label) =>
    h('button', { type: 'button', onclick: () => addPoint(label) }, t(label > 0 ? 'methods.addPlus' : 'methods.addMinus'));
  const classButtons = [1, -1].map((label) =>
    h(
      'button',
      { type: 'button', 'aria-pressed': String(label > 0), onclick: (event) => pickClass(label, event.currentTarget) },
      t(label > 0 ? 'methods.clickPlus' : 'methods.clickMinus'),
    ),
  );
  const resetPoints = h('button', { type: 'button', onclick: () => choose({ points: [] }, 'push', null) }, t('methods.resetPoints'));

  // ---- the method and the kernel
  const select = (id, key, options, label) => {
    const element = h(
      'select',
      { id, onchange: () => choose({ [key]: element.value }, 'push', null) },
      ...options.map((value) => h('option', { value, selected: value === state()[key] }, t(`methods.${key}.${value}`))),
    );
    return { element, row: h('div', { class: 'text-field' }, h('label', { for: id }, label), element) };
  };
  const methodSelect = select(`${uid}-method`, 'method', ['ridge', 'svm'], t('methods.methodLabel'));
  const kernelSelect = select(`${uid}-kernel`, 'kernel', KERNELS, t('methods.kernelLabel'));
  const paramInput = (key) => field(key, { size: 6, onCommit: (value) => choose({ [key]: value }, 'push', paramInputs[key]) });
  const paramInputs = { degree: paramInput('degree'), coef0: paramInput('coef0'), a: paramInput('a'), b: paramInput('b') };
  const slider = (key, scale, label) =>
    createSlider({
      id: `${uid}-${key}`,
      label: t(label),
      scale,
      store,
      key,
      valueText: (x) => t('methods.value', { value: x }),
      onInput: () => run(null),
    });
  const gammaSlider = slider('gamma', logScale({ min: 1e-3, max: 1e3, stepsPerDecade: 10 }), 'methods.gamma');
  const lambdaSlider = slider('lambda', logScale({ min: 1e-8, max: 10, stepsPerDecade: 4, zero: true }), 'methods.lambda');
  const cSlider = slider('C', logScale({ min: 1e-3, max: 1e3, stepsPerDecade: 4 }), 'methods.C');
  const gammaStory = createPresets({
    label: t('methods.stories'),
    announce: true,
    buttons: [
      [t('methods.story.overfit'), () => story({ method: 'ridge', kernel: 'rbf', gamma: 1000, lambda: 1e-8 }, 'overfit')],
      [t('methods.story.singular'), () => story({ method: 'ridge', kernel: 'rbf', gamma: 0.05, lambda: 0 }, 'singular')],
      [t('methods.story.sigmoid'), () => story({ method: 'svm', kernel: 'sigmoid', a: 1, b: 1, C: 10 }, 'sigmoid')],
    ],
  });
  const editor = createEditor({
    id: `${uid}-expression`,
    t,
    text: state().expression,
    onRead: readExpression,
  });
  const parameters = createParameters({
    uid,
    t,
    onCommit: (name, value, input) => {
      store.set({ params: { ...state().params, [name]: value } }, { history: 'replace' });
      run(input);
    },
  });
  const expressionBox = h('div', { class: 'methods-expression' }, editor.element, parameters.element);
  const urlNotice = h('p', { class: 'url-problem', hidden: true });

  // ---- the views
  const results = createResults({ t });
  const starts = createStarts({ t });

  root.append(
    h('p', { class: 'lead' }, t('methods.lead')),
    urlNotice,
    h(
      'fieldset',
      { class: 'methods-data' },
      h('legend', {}, t('methods.dataLegend')),
      ...presets.elements,
      h('div', { class: 'methods-fields' }, inputs.seed.element, inputs.nTrain.element, inputs.nTest.element, inputs.noise.element),
      dataLine,
    ),
    h(
      'fieldset',
      { class: 'methods-kernel' },
      h('legend', {}, t('methods.kernelLegend')),
      h('div', { class: 'methods-fields' }, methodSelect.row, kernelSelect.row),
      gammaSlider.element,
      h('div', { class: 'methods-fields' }, ...Object.values(paramInputs).map((input) => input.element)),
      expressionBox,
      lambdaSlider.element,
      cSlider.element,
      ...gammaStory.elements,
    ),
    status,
    note,
    h(
      'div',
      { class: 'methods-view' },
      h(
        'div',
        { class: 'methods-plane-box' },
        plane.element,
        h('p', { class: 'methods-help', id: `${uid}-help` }, t('methods.help')),
        h('div', { class: 'button-row' }, addButton(1), addButton(-1), resetPoints),
        h('div', { class: 'button-row', role: 'group', 'aria-label': t('methods.clickClass') }, ...classButtons),
      ),
      results.element,
    ),
    starts.element,
  );

  // ---- the data on screen: the seeded preset's split, the reader's own training points instead when given
  let dataKey = null;
  let dataset = null;
  function currentData() {
    const { data, seed, nTrain, nTest, noise } = state();
    const key = [data, seed, nTrain, nTest, noise].join('|');
    if (key !== dataKey) {
      dataset = gramlab.labelledDataset({ kind: data, seed: BigInt(seed), nTrain, nTest, noise });
      dataKey = key;
    }
    const rows = (m, labels) => Array.from({ length: m.rows }, (_, i) => [m.data[2 * i], m.data[2 * i + 1], labels[i]]);
    const test = rows(dataset.testPoints, dataset.testLabels);
    const train = state().points.length ? state().points : rows(dataset.trainPoints, dataset.trainLabels);
    return { train, test };
  }

  function addPoint(label) {
    const points = [...currentData().train, [0, 0, label]];
    store.set({ points }, { history: 'push' });
    plane.setPoints(points, points.length - 1);
    run(null);
  }

  function pickClass(label, button) {
    plane.setAddLabel(label);
    for (const other of classButtons) other.setAttribute('aria-pressed', String(other === button));
  }

  // ---- changes
  function choose(patch, history, input) {
    store.set(patch, { history });
    if ('data' in patch || 'points' in patch || 'seed' in patch || 'nTrain' in patch || 'nTest' in patch || 'noise' in patch)
      redrawData(input);
    showControls();
    run(input);
  }

  function story(patch, id) {
    for (const [key, value] of Object.entries(patch)) if (paramInputs[key]) paramInputs[key].setText(String(value));
    methodSelect.element.value = patch.method;
    kernelSelect.element.value = patch.kernel;
    gammaStory.note(t(`methods.storyNote.${id}`));
    choose(patch, 'push', null);
  }

  function redrawData(input) {
    let data;
    try {
      data = currentData();
    } catch (error) {
      if (shown) store.set(shown, { history: 'none', silent: true });
      dataKey = null;
      return report(error, input);
    }
    input?.setError(null);
    plane.setPoints(data.train, null);
    plane.setTest(data.test);
    dataLine.textContent = t(state().points.length ? 'methods.dataOwn' : 'methods.dataPreset', {
      name: t(`methods.data.${state().data}`),
      train: data.train.length,
      test: data.test.length,
    });
  }

  function showControls() {
    const { kernel, method } = state();
    gammaSlider.element.hidden = kernel !== 'rbf';
    paramInputs.degree.element.hidden = paramInputs.coef0.element.hidden = kernel !== 'polynomial';
    paramInputs.a.element.hidden = paramInputs.b.element.hidden = kernel !== 'sigmoid';
    expressionBox.hidden = kernel !== 'expression';
    lambdaSlider.element.hidden = method !== 'ridge';
    cSlider.element.hidden = method !== 'svm';
  }

  // ---- the expression: compiled by the core as it is typed; only one that reads is used
  function compile(text) {
    try {
      return { names: gramlab.compileExpression(text).parameters.map(({ name }) => name) };
    } catch (error) {
      return { error };
    }
  }

  function readExpression() {
    const text = editor.input.value;
    const compiled = compile(text);
    if (compiled.error) return editor.showError(compiled.error, text);
    editor.showOk();
    useNames(compiled.names);
    store.set({ expression: text }, { history: 'replace' });
    run(editor);
  }

  function useNames(used) {
    names = used;
    const values = Object.fromEntries(used.map((name) => [name, state().params[name] ?? 1]));
    parameters.render(used, values);
  }

  // ---- the run, in the worker: newest wins; a failure keeps the last result and says why where it came from
  async function run(cause) {
    const target = state();
    let data;
    try {
      data = currentData();
    } catch {
      return; // redrawData reported it
    }
    const points = data.train.map(([x, y]) => [x, y]);
    const labels = data.train.map((p) => p[2]);
    const test = data.test.length ? data.test.map(([x, y]) => [x, y]) : undefined;
    const kernel = kernelOf(target, names);
    setLiveText(note, '');
    let first = null;
    const steps =
      target.method === 'ridge'
        ? [(call) => call('kernelRidge', { points, targets: labels, kernel, lambda: target.lambda, grid, test })]
        : [
            (call) =>
              call('svmDual', { points, labels, kernel, C: target.C, starts: STARTS, maxIterations: MAX_ITERATIONS, grid, test }).then(
                (r) => (first = r),
              ),
            ...['clip', 'shift'].map(
              (repair) => (call) =>
                first.isPSD
                  ? null
                  : call('svmDual', { points, labels, kernel, C: target.C, starts: STARTS, maxIterations: MAX_ITERATIONS, grid, repair }),
            ),
          ];
    root.classList.add('methods-busy');
    const outcome = await job.run(steps, { cause });
    if (outcome.status === 'superseded') return;
    root.classList.remove('methods-busy');
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'done') return show(target, data, outcome.values);
    if (shown) store.set({ ...shown, points: state().points }, { history: 'none', silent: true });
    fail(outcome.error, outcome.cause);
  }

  function show(target, data, [result, clip, shift]) {
    shown = target;
    showError(null);
    for (const input of [...Object.values(inputs), ...Object.values(paramInputs)]) input.setError(null);
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
    starts.render(svm, svm && !svm.isPSD ? { clip, shift } : null);
    // What is on screen, for a reader's tools and the tests: the method, the kernel and its numbers.
    results.element.dataset.shown = [target.method, target.kernel, target.gamma, target.lambda, target.C, data.train.length].join('|');
  }

  function fail(error, cause) {
    if (error.code === 'BAD_EXPRESSION' && state().kernel === 'expression') return editor.showError(error, state().expression);
    report(error, cause && cause !== editor ? cause : null);
  }

  function cancel() {
    jobs.cancel();
    root.classList.remove('methods-busy');
    status.hidden = true;
    if (shown) store.set({ ...shown, points: state().points }, { history: 'none', silent: true });
    setLiveText(note, t('methods.cancelled'));
    moveFocus(note);
  }

  // ---- start: the link's expression is read by the core like a typed one; a malformed one is reported
  function start() {
    let compiled = compile(state().expression);
    if (compiled.error) {
      urlNotice.hidden = false;
      urlNotice.textContent = t('methods.urlExpression', { message: compiled.error.message });
      editor.setText(DEFAULT_EXPRESSION);
      store.set({ expression: DEFAULT_EXPRESSION }, { history: 'replace' });
      compiled = compile(DEFAULT_EXPRESSION);
    }
    editor.showOk();
    useNames(compiled.names);
    showControls();
    redrawData(null);
    run(null);
  }

  // Back or Forward: the controls show the address's values, and the run follows.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    for (const [key, input] of Object.entries({ ...inputs, ...paramInputs })) input.setText(STATE[key].format(next[key]));
    methodSelect.element.value = next.method;
    kernelSelect.element.value = next.kernel;
    editor.setText(next.expression);
    const compiled = compile(next.expression);
    if (!compiled.error) useNames(compiled.names);
    showControls();
    redrawData(null);
    run(null);
  });

  start();
  return { trainingPoints: () => currentData().train, dotProducts: (text) => dotProductsOf(gramlab, text) };
}
