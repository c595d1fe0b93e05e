// @ts-check
// Panel: Sylvester's criterion step by step beside the eigenvalues, and why leading minors ≥ 0 are not enough
// (every principal minor, and a c with cᵀGc < 0). Minors, verdicts and c come from the core. This module is the
// controller: it owns the state and wires its parts in ./sylvester/ — both verdicts on a matrix (compute.js), the
// link read at mount (link.js), the matrix and its controls (matrix-figure.js), the worker's list of every minor
// (minors-run.js) — to the views.
import { h } from '../dom.js';
import { moveFocus } from '../widgets/focus.js';
import { createAllMinorsView } from './sylvester/all-minors.js';
import { bothVerdicts } from './sylvester/compute.js';
import { createEigenView } from './sylvester/eigen.js';
import { readLink } from './sylvester/link.js';
import { createMatrixFigure } from './sylvester/matrix-figure.js';
import { createMinorsRun } from './sylvester/minors-run.js';
import { createModeView } from './sylvester/mode-view.js';
import { MAX_ORDER, MIN_ORDER } from './sylvester/state.js';
import { createStepper } from './sylvester/stepper.js';
import { numpy } from './sylvester/numpy.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountSylvester,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

const range = (k) => Array.from({ length: k }, (_, i) => i);
const copy = (rows) => rows.map((row) => [...row]);

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountSylvester(root, { t, uid, gramlab, store, jobs, showError, send, canSend, answer, whenGuessed }) {
  const state = store.get;
  const analyse = (m) => bothVerdicts(gramlab, m); // throws a GramLabError: the core refuses m
  const { model, problems } = readLink({ t, store, analyse });
  let shown = model; // the last valid {m, result, check}: a bad edit leaves it on screen
  const figure = createMatrixFigure({ t, store, send, canSend, whenGuessed, onSetMatrix: (rows, options) => setMatrix(rows, options) });
  const modes = createModeView({ t, uid, mode: state().mode, onMode: (mode) => setMode(mode) });
  // The button that switched views is hidden with the stepper: focus goes to the view it opened.
  const stepper = createStepper({ t, onStep: (k) => step(k), onShowAll: showAll });
  const all = createAllMinorsView({ t });
  const eigen = createEigenView({ t });
  const minors = createMinorsRun({ t, jobs, all, figure, showError });

  root.append(
    ...problems.map((text) => h('p', { class: 'url-problem' }, text)),
    h('p', { class: 'lead' }, t('sylvester.lead')),
    h(
      'div',
      { class: 'panel-body' },
      // The eigenvalues sit under the matrix, beside the stepper: two verdicts on the same G.
      h('div', { class: 'matrix-column' }, figure.element, eigen.element),
      h('div', { class: 'results' }, modes.element, stepper.element, all.element),
    ),
  );

  /**
   * Shows `rows` if the core accepts them, else says why and keeps the last result. `step` is the Sylvester
   * step to show (kept by default, within the steps this matrix has).
   */
  function setMatrix(rows, { fromEditor = false, step: k = state().k } = {}) {
    let model;
    try {
      model = analyse(copy(rows));
    } catch (error) {
      showError(error);
      return;
    }
    showError(null);
    shown = model;
    // Typing is one history entry once it settles; a preset, a resize or a received matrix is its own at once.
    store.set({ m: model.m, k: Math.min(k, model.result.minors.length) }, { history: fromEditor ? 'debounce' : 'push' });
    if (!fromEditor) figure.setMatrix(model.m);
    render();
  }

  function step(k) {
    store.set({ k }, { history: 'push' });
    render();
  }

  function showAll() {
    setMode('all');
    moveFocus(all.element);
  }

  function setMode(mode) {
    store.set({ mode }, { history: 'push' });
    showMode();
    render();
  }

  function showMode() {
    modes.render(state().mode);
    figure.shade([], ''); // the other view's block; the all-minors view shades its own when the worker answers
  }

  // Back or Forward: the matrix, step and view the address holds (a matrix the core refuses keeps the last one).
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    try {
      shown = analyse(next.m);
    } catch (error) {
      showError(error);
    }
    figure.setMatrix(shown.m);
    showMode();
    render();
  });

  function render() {
    const { mode } = state();
    const k = Math.min(state().k, shown.result.minors.length); // a step from Back on a matrix the core refused
    figure.showSize(shown.m);
    eigen.render(shown);
    answer(shown.result.positiveDefinite ? 'yes' : 'no', { m: shown.m }); // the question above: Sylvester's verdict
    stepper.element.hidden = mode !== 'leading';
    all.element.hidden = mode !== 'all';
    if (mode === 'all') {
      minors.list(shown.m);
      return;
    }
    minors.drop(); // an answer still on its way belongs to the other view
    stepper.render(shown, k);
    figure.shade(range(k), t('sylvester.block.leading', { k }));
  }

  figure.setMatrix(shown.m);
  render();

  return {
    /** A matrix from another panel (the similarity table): shown from step 1, or a message and no change. */
    receive(rows) {
      const n = Array.isArray(rows) ? rows.length : 0;
      if (n < MIN_ORDER || n > MAX_ORDER)
        showError({ code: 'BAD_ARGUMENT', message: t('sylvester.size.problem', { n, min: MIN_ORDER, max: MAX_ORDER }) });
      else setMatrix(rows, { step: 1 });
    },
  };
}
