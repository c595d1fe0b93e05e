// Panel: "can I plug in my own similarity?" The reader writes k(x, y); the core compiles it as it is typed (the
// error underlined where it is), tries to prove it a kernel from its form (a proof tree whose steps highlight
// their sub-expression), builds its table on a sample and checks it: PSD with the tolerance that decided it, or
// not, with a few points whose failure is certain (a witness the reader can send to the other panels). With
// neither a proof nor a witness, the core searches further, round by round. On a pass, vectors whose Gram
// matrix the first points' table is. Every number comes from the core; the check runs
// in the worker. This module is the controller: it changes the store, runs the jobs and feeds the views in
// ./kernel-check/; the sample's controls are its part in ./kernel-check/sample-controls.js.
import { h } from '../dom.js';
import { errorText, linkProblemText } from '../widgets/error-text.js';
import { createPresets } from '../widgets/presets.js';
import { createSendButton } from '../widgets/send-button.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createCounterexampleSearch } from './kernel-check/counterexample-search.js';
import { createEditor } from './kernel-check/editor.js';
import { createParameters } from './kernel-check/parameters.js';
import { PRESETS } from './kernel-check/presets.js';
import { createProofTree } from './kernel-check/proof-tree.js';
import { createReconstruction } from './kernel-check/reconstruction.js';
import { createSampleControls } from './kernel-check/sample-controls.js';
import { DEFAULT_EXPRESSION, STATE, leading, request, valuesFor } from './kernel-check/state.js';
import { createVerdict } from './kernel-check/verdict.js';
import { createWitness } from './kernel-check/witness.js';
import { numpy } from './kernel-check/numpy.js';

// The reconstruction shows vectors for at most this many points (the similarity panel's table size).
const RECONSTRUCTED_POINTS = 12;
// Remembered parameter values kept in the link (state.js accepts up to 32).
const REMEMBERED = 24;

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountKernelCheck,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

function mountKernelCheck(root, { t, uid, gramlab, store, jobs, showError, send, canSend }) {
  const state = store.get;
  const checkJob = jobs.job();
  let names = []; // the parameters of the expression being checked
  let shown = null; // the state whose result is on screen
  let shownResult = null; // {check, sourceText, expression} on screen

  // ---- the expression and its parameters
  const urlNotice = h('p', { class: 'url-problem', hidden: true });
  const editor = createEditor({
    id: `${uid}-expression`,
    t,
    text: state().expression,
    onRead: readExpression,
  });
  const parameters = createParameters({
    uid,
    t,
    onCommit: (name, value, field) => {
      store.set({ params: remember({ ...state().params, [name]: value }) }, { history: 'none' });
      runCheck(field);
    },
  });
  const presets = createPresets({
    label: t('kernel.presets'),
    announce: true,
    buttons: PRESETS.map((preset) => [t(`kernel.preset.${preset.id}`), () => choosePreset(preset)]),
  });

  // ---- the sample
  const { field, report } = stateInputs({ uid, prefix: 'kernel', t, spec: STATE, state: state(), showError });
  const sample = createSampleControls({ t, uid, store, field, onRun: (cause) => runCheck(cause) });
  const { inputs, points } = sample;

  // ---- the views
  const verdict = createVerdict({ t });
  const sendTo = (target, label) => createSendButton({ label: t(label), target, send, canSend, value: () => witness.table() });
  const witness = createWitness({
    t,
    actions: [sendTo('similarity', 'kernel.sendSimilarity'), sendTo('sylvester', 'kernel.sendSylvester')],
  });
  const reconstruction = createReconstruction({ t });
  const proofTree = createProofTree({
    t,
    onHighlight: (span) => editor.highlight(span && editor.input.value === shownResult?.expression ? span : null),
  });
  const search = createCounterexampleSearch({
    t,
    jobs,
    onWitness: (found) => {
      const { check, sourceText, expression } = shownResult;
      verdict.render(check, sourceText, expression, 'refuted');
      witness.render(check, found);
    },
  });

  root.append(
    h('p', { class: 'lead' }, t('kernel.lead')),
    urlNotice,
    h('div', { class: 'kernel-input' }, editor.element, ...presets.elements, parameters.element),
    sample.element,
    verdict.element,
    proofTree.element,
    search.element,
    witness.element,
    reconstruction.element,
  );

  // ---- reading the expression: the core compiles it; only an expression that reads goes on
  /** {parameters} from the core, or {error}. */
  function compile(text) {
    try {
      return { names: gramlab.compileExpression(text).parameters.map(({ name }) => name) };
    } catch (error) {
      return { error };
    }
  }

  function readExpression() {
    const text = editor.input.value;
    const { names: used, error } = compile(text);
    if (error) return editor.showError(error, text);
    editor.showOk();
    useExpression(text, used, 'replace');
  }

  /** `text` compiled with parameters `used`: the fields follow, the store takes it, the check runs. */
  function useExpression(text, used, history, given = {}) {
    names = used;
    const params = remember({ ...state().params, ...given });
    parameters.render(used, valuesFor(used, params));
    store.set({ expression: text, params }, { history });
    runCheck(editor);
  }

  function choosePreset(preset) {
    editor.setText(preset.expression);
    editor.showOk();
    presets.note(t(`kernel.presetNote.${preset.id}`));
    parameters.setValues(preset.params);
    useExpression(preset.expression, compile(preset.expression).names, 'push', preset.params);
  }

  // Remembered values: those of the current names first, then the most recent others, up to REMEMBERED.
  function remember(params) {
    const keep = [...names, ...Object.keys(params).reverse()].filter(
      (name, i, all) => Object.hasOwn(params, name) && all.indexOf(name) === i,
    );
    return Object.fromEntries(keep.slice(0, REMEMBERED).map((name) => [name, params[name]]));
  }

  // ---- the check, in the worker: newest wins; a failure keeps the last result and says why where it came from
  async function runCheck(cause) {
    const target = state();
    const req = request(target, names, sample.pasted());
    verdict.setBusy(true);
    search.hide();
    const outcome = await checkJob.run(
      [(call) => call('checkKernel', req), (call) => call('expressionMatrix', leading(req, RECONSTRUCTED_POINTS))],
      { cause },
    );
    if (outcome.status === 'superseded' || outcome.status === 'cancelled') return;
    verdict.setBusy(false);
    if (outcome.status === 'done') return show(target, req, ...outcome.values);
    if (shown) store.set(shown, { history: 'none', silent: true });
    fail(outcome.error, outcome.cause);
  }

  function show(target, req, check, leadingMatrix) {
    shown = target;
    store.set({}, { history: 'replace' });
    showError(null);
    for (const input of Object.values(inputs)) input.setError(null);
    sample.showInUse(req.points ?? null);
    const size = req.points ? { n: check.n, d: check.d } : { seed: target.seed, n: target.n, d: target.d };
    shownResult = { check, sourceText: t(req.points ? 'kernel.source.pasted' : 'kernel.source.seeded', size), expression: req.expression };
    verdict.render(check, shownResult.sourceText, req.expression);
    proofTree.render(check.proof);
    witness.render(check);
    if (check.status === 'unknown') search.start(req);
    reconstruction.render(check.isSymmetric && check.isPSD ? gramlab.reconstructVectors(leadingMatrix) : null);
  }

  function fail(error, cause) {
    if (error.code === 'BAD_EXPRESSION') return editor.showError(error, state().expression);
    if (error.code === 'NOT_FINITE' && error.i !== undefined)
      return showError({ code: error.code, message: t('kernel.notFinite', { i: error.i, j: error.j }) });
    if (cause === points) return points.setError(`${errorText(t, error)} ${t('kernel.kept')}`);
    report(error, Object.values(inputs).includes(cause) ? cause : null);
  }

  // ---- start: the link's expression is read by the core like a typed one; a malformed one is reported
  function start() {
    const text = state().expression;
    let { names: used, error } = compile(text);
    if (error) {
      urlNotice.hidden = false;
      urlNotice.textContent = t('kernel.urlExpression', {
        message: `${t(`kernel.kind.${error.kind}`)} (${linkProblemText(t, error.message, text)})`,
      });
      editor.setText(DEFAULT_EXPRESSION);
      store.set({ expression: DEFAULT_EXPRESSION }, { history: 'replace' });
      used = compile(DEFAULT_EXPRESSION).names;
    }
    editor.showOk();
    names = used;
    parameters.render(used, valuesFor(used, state().params));
    runCheck(null);
  }

  // Back or Forward: the inputs show the address's values, and the check follows.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    editor.setText(next.expression);
    sample.follow(next);
    const { names: used, error } = compile(next.expression);
    if (error) return editor.showError(error, next.expression);
    editor.showOk();
    names = used;
    parameters.render(used, valuesFor(used, next.params));
    parameters.setValues(valuesFor(used, next.params));
    runCheck(null);
  });

  start();
  // Pasted rows past the link's length are not in the state: the recipe takes them from here.
  return { pastedPoints: sample.pasted };
}
