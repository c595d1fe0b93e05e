// Panel: Sylvester's criterion step by step beside the eigenvalues, and why leading minors ≥ 0 are not enough
// (every principal minor, and a c with cᵀGc < 0). Minors, verdicts and c come from the core; the pieces live
// in ./sylvester/, this module owns the state.
import { h } from '../dom.js';
import en from '../i18n/en/sylvester.js';
import ko from '../i18n/ko/sylvester.js';
import { SUPERSEDED } from '../worker-client.js';
import { createMatrixEditor } from '../widgets/matrix-editor.js';
import { createAllMinorsView } from './sylvester/all-minors.js';
import { createEigenView } from './sylvester/eigen.js';
import { PRESETS } from './sylvester/presets.js';
import { MAX_ORDER, MIN_ORDER, MODES, STATE, presetOf } from './sylvester/state.js';
import { createStepper } from './sylvester/stepper.js';
import { indexSet } from './sylvester/text.js';

let mounts = 0; // ids stay unique when a page mounts the panel twice

export default {
  id: 'sylvester',
  titleKey: 'sylvester.title',
  strings: { ko, en },
  state: STATE,
  mount: mountSylvester,
};

const labelsFor = (n) => Array.from({ length: n }, (_, i) => String(i + 1));
const range = (k) => Array.from({ length: k }, (_, i) => i);
const copy = (rows) => rows.map((row) => [...row]);

function mountSylvester(root, { t, gramlab, worker, state, commit, showError, send, canSend }) {
  const uid = `sylvester-${++mounts}`;
  // Both verdicts on one matrix, synchronously (a 12×12 is well under a frame); throws a GramLabError.
  const analyse = (m) => ({ m, result: gramlab.sylvester(m), check: gramlab.psdCheck(m) });
  const { model, problems } = fromLink();
  let shown = model; // the last valid {m, result, check}: a bad edit leaves it on screen
  let allRequest = 0; // the newest all-minors request; older answers are dropped

  const editor = createMatrixEditor({ t, name: 'G', labels: labelsFor(state.m.length), onChange: (rows) => setMatrix(rows, { fromEditor: true }) });
  const blockNote = h('p', { class: 'block-note' });
  const presetNote = h('p', { class: 'preset-note' });
  const size = h('span', { class: 'matrix-size' });
  const grow = h('button', { type: 'button', onclick: () => resize(1) }, t('sylvester.size.add'));
  const shrink = h('button', { type: 'button', onclick: () => resize(-1) }, t('sylvester.size.remove'));
  const sendButton = h('button', { type: 'button', class: 'send', hidden: true, onclick: () => sendToSimilarity() }, t('sylvester.send'));
  const modeInputs = MODES.map((mode) =>
    h('input', { type: 'radio', name: `${uid}-mode`, value: mode, checked: state.mode === mode, onchange: () => setMode(mode) }));
  const stepper = createStepper({ t, onStep: (k) => step(k), onShowAll: () => setMode('all') });
  const all = createAllMinorsView({ t });
  const eigen = createEigenView({ t });

  root.append(
    ...problems.map((text) => h('p', { class: 'url-problem' }, text)),
    h('p', { class: 'lead' }, t('sylvester.lead')),
    h('div', { class: 'panel-body' },
      // The eigenvalues sit under the matrix, beside the stepper: two verdicts on the same G.
      h('div', { class: 'matrix-column' },
        h('figure', { class: 'matrix-figure' },
          h('figcaption', {}, t('sylvester.matrix')),
          presetButtons(),
          presetNote,
          editor.element,
          blockNote,
          h('div', { class: 'button-row' }, size, grow, shrink),
          h('p', {}, sendButton)),
        eigen.element),
      h('div', { class: 'results' },
        h('fieldset', { class: 'mode' },
          h('legend', {}, t('sylvester.mode')),
          ...MODES.map((mode, i) => h('label', {}, modeInputs[i], ` ${t(`sylvester.mode.${mode}`)}`))),
        stepper.element,
        all.element)),
  );

  // Every panel is mounted once this task ends; only then can we ask whether the similarity table is here.
  queueMicrotask(() => (sendButton.hidden = !canSend('similarity')));

  function presetButtons() {
    const preset = (key) => h('button', { type: 'button', onclick: () => setMatrix(PRESETS[key], { step: 1 }) }, t(`sylvester.preset.${key}`));
    return h('div', { class: 'button-row presets', role: 'group', 'aria-label': t('sylvester.presets') },
      ...Object.keys(PRESETS).map(preset));
  }

  // A matrix from the link the core refuses (not symmetric, …) falls back to the default, and a step past
  // where the test stops falls back to its last step; both are reported at the top of the panel.
  function fromLink() {
    const problems = [];
    let model;
    try {
      model = analyse(state.m);
    } catch (error) {
      problems.push(t('app.urlProblem', { param: 'sylvester.m', message: error.message }));
      state.m = copy(STATE.m.default);
      model = analyse(state.m);
    }
    const last = model.result.minors.length;
    if (state.k > last) {
      problems.push(t('sylvester.link.step', { k: state.k, last }));
      state.k = last;
    }
    return { model, problems };
  }

  /**
   * Shows `rows` if the core accepts them, else says why and keeps the last result. `step` is the Sylvester
   * step to show (kept by default, within the steps this matrix has).
   */
  function setMatrix(rows, { fromEditor = false, step: k = state.k } = {}) {
    let model;
    try {
      model = analyse(copy(rows));
    } catch (error) {
      showError(error);
      return;
    }
    showError(null);
    shown = model;
    state.m = model.m;
    state.k = Math.min(k, model.result.minors.length);
    if (!fromEditor) editor.setMatrix(state.m, { labels: labelsFor(state.m.length) });
    update();
  }

  function resize(change) {
    const n = state.m.length + change;
    // A new row and column start as those of the identity, so the leading blocks before it do not change.
    setMatrix(Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => state.m[i]?.[j] ?? (i === j ? 1 : 0))));
  }

  function step(k) {
    state.k = k;
    update();
  }

  function setMode(mode) {
    state.mode = mode;
    modeInputs.forEach((input) => (input.checked = input.value === mode));
    shade([], ''); // the other view's block; the all-minors view shades its own when the worker answers
    update();
  }

  function update() {
    commit(state);
    render();
  }

  function render() {
    const n = state.m.length;
    size.textContent = `n = ${n}`;
    grow.disabled = n >= MAX_ORDER;
    shrink.disabled = n <= MIN_ORDER;
    const preset = presetOf(state.m);
    presetNote.textContent = preset ? t(`sylvester.note.${preset}`) : '';
    eigen.render(shown);
    stepper.element.hidden = state.mode !== 'leading';
    all.element.hidden = state.mode !== 'all';
    if (state.mode === 'all') {
      listAll(shown.m);
      return;
    }
    allRequest++; // an answer still on its way belongs to the other view
    stepper.render(shown, state.k);
    shade(range(state.k), t('sylvester.block.leading', { k: state.k }));
  }

  // Up to 1023 minors in exact arithmetic can take a tenth of a second: the worker lists them.
  async function listAll(m) {
    const request = ++allRequest;
    all.setBusy(true, m.length);
    try {
      const [minors, direction] = await Promise.all([
        worker.run(`${uid}-minors`, 'principalMinors', m),
        worker.run(`${uid}-direction`, 'negativeDirection', m),
      ]);
      if (request !== allRequest) return;
      all.render({ n: m.length, minors, direction });
      if (direction) shade(direction.indices, t('sylvester.block.minor', { indices: indexSet(direction.indices) }));
      else shade([], '');
    } catch (error) {
      if (request !== allRequest || error.code === SUPERSEDED) return;
      shade([], '');
      if (error.code === 'TOO_LARGE') return all.tooLarge(m.length);
      all.setBusy(false);
      showError(error);
    }
  }

  // Shades the cells on rows and columns `indices` (0-based) in the editor.
  function shade(indices, note) {
    const on = new Set(indices);
    editor.highlight((i, j) => on.has(i) && on.has(j), 'in-block');
    blockNote.textContent = note;
  }

  function sendToSimilarity() {
    if (canSend('similarity')) send('similarity', copy(state.m));
    else sendButton.hidden = true;
  }

  editor.setMatrix(state.m, { labels: labelsFor(state.m.length) });
  render();

  return {
    /** A matrix from another panel (the similarity table): shown from step 1, or a message and no change. */
    receive(rows) {
      const n = Array.isArray(rows) ? rows.length : 0;
      if (n < MIN_ORDER || n > MAX_ORDER) showError({ code: 'BAD_ARGUMENT', message: t('sylvester.size.problem', { n, min: MIN_ORDER, max: MAX_ORDER }) });
      else setMatrix(rows, { step: 1 });
    },
  };
}
