// Panel: Sylvester's criterion step by step beside the eigenvalues, and why leading minors ≥ 0 are not enough
// (every principal minor, and a c with cᵀGc < 0). Minors, verdicts and c come from the core; the pieces live
// in ./sylvester/ (the matrix and its controls in matrix-figure.js), this module owns the state.
import { h } from '../dom.js';
import { linkProblemText } from '../widgets/error-text.js';
import { moveFocus } from '../widgets/focus.js';
import { createAllMinorsView } from './sylvester/all-minors.js';
import { createEigenView } from './sylvester/eigen.js';
import { createMatrixFigure } from './sylvester/matrix-figure.js';
import { MAX_ORDER, MIN_ORDER, MODES, STATE } from './sylvester/state.js';
import { createStepper } from './sylvester/stepper.js';
import { indexSet } from './sylvester/text.js';
import { numpy } from './sylvester/numpy.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountSylvester,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

const range = (k) => Array.from({ length: k }, (_, i) => i);
const copy = (rows) => rows.map((row) => [...row]);

function mountSylvester(root, { t, uid, gramlab, store, jobs, showError, send, canSend, answer, whenGuessed }) {
  const state = store.get;
  // Both verdicts on one matrix, synchronously (a 12×12 is well under a frame); throws a GramLabError. The
  // minors are exact or scaled at any size, but an eigenvalue past ±1.8e308 is OVERFLOW: then the criterion
  // stands alone and the eigenvalue side says why it has nothing (check: {overflow: true}).
  const analyse = (m) => ({ m, result: gramlab.sylvester(m), check: eigenCheck(m) });
  const eigenCheck = (m) => {
    try {
      return gramlab.psdCheck(m);
    } catch (error) {
      if (error.code === 'OVERFLOW') return { overflow: true };
      throw error;
    }
  };
  const { model, problems } = fromLink();
  let shown = model; // the last valid {m, result, check}: a bad edit leaves it on screen
  // Up to 1023 minors in exact arithmetic can take a tenth of a second: the worker lists them.
  const minorsJob = jobs.job();

  // While the question above is open, the note of its matrix (the article's A: "all positive") waits.
  const asked = STATE.m.format(state().m);
  let open = true;
  const withheld = (m) => open && STATE.m.format(m) === asked;
  const figure = createMatrixFigure({ t, store, send, canSend, onSetMatrix: (rows, options) => setMatrix(rows, options), withheld });
  const modeInputs = MODES.map((mode) =>
    h('input', { type: 'radio', name: `${uid}-mode`, value: mode, checked: state().mode === mode, onchange: () => setMode(mode) }),
  );
  // The button that switched views is hidden with the stepper: focus goes to the view it opened.
  const stepper = createStepper({ t, onStep: (k) => step(k), onShowAll: showAll });
  const all = createAllMinorsView({ t });
  const eigen = createEigenView({ t });

  root.append(
    ...problems.map((text) => h('p', { class: 'url-problem' }, text)),
    h('p', { class: 'lead' }, t('sylvester.lead')),
    h(
      'div',
      { class: 'panel-body' },
      // The eigenvalues sit under the matrix, beside the stepper: two verdicts on the same G.
      h('div', { class: 'matrix-column' }, figure.element, eigen.element),
      h(
        'div',
        { class: 'results' },
        h(
          'fieldset',
          { class: 'mode' },
          h('legend', {}, t('sylvester.mode')),
          ...MODES.map((mode, i) => h('label', {}, modeInputs[i], ` ${t(`sylvester.mode.${mode}`)}`)),
        ),
        stepper.element,
        all.element,
      ),
    ),
  );

  // A matrix from the link the core refuses (not symmetric, …) falls back to the default, and a step past
  // where the test stops falls back to its last step; both are reported at the top of the panel.
  function fromLink() {
    const problems = [];
    let model;
    try {
      model = analyse(state().m);
    } catch (error) {
      problems.push(t('app.urlProblem', { param: 'sylvester.m', message: linkProblemText(t, error.message, STATE.m.format(state().m)) }));
      store.set({ m: copy(STATE.m.default) }, { history: 'none' });
      model = analyse(state().m);
    }
    const last = model.result.minors.length;
    if (state().k > last) {
      problems.push(t('sylvester.link.step', { k: state().k, last }));
      store.set({ k: last }, { history: 'none' });
    }
    return { model, problems };
  }

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
    // Typing is one history entry however long it lasts; a preset, a resize or a received matrix is its own.
    store.set({ m: model.m, k: Math.min(k, model.result.minors.length) }, { history: fromEditor ? 'replace' : 'push' });
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
    modeInputs.forEach((input) => (input.checked = input.value === state().mode));
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
      listAll(shown.m);
      return;
    }
    minorsJob.drop(); // an answer still on its way belongs to the other view
    stepper.render(shown, k);
    figure.shade(range(k), t('sylvester.block.leading', { k }));
  }

  async function listAll(m) {
    all.setBusy(true, m.length);
    const outcome = await minorsJob.run([(call) => Promise.all([call('principalMinors', m), call('negativeDirection', m)])]);
    if (outcome.status === 'done') {
      const [[minors, direction]] = outcome.values;
      all.render({ n: m.length, minors, direction });
      if (direction) figure.shade(direction.indices, t('sylvester.block.minor', { indices: indexSet(direction.indices) }));
      else figure.shade([], '');
    } else if (outcome.status === 'failed') {
      figure.shade([], '');
      if (outcome.error.code === 'TOO_LARGE') return all.tooLarge(m.length);
      all.setBusy(false);
      showError(outcome.error);
    }
  }

  figure.setMatrix(shown.m);
  render();
  whenGuessed(() => {
    open = false;
    figure.refreshNote();
  });

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
