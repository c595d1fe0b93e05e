// Panel: "can I plug in my own similarity?" The reader writes k(x, y); the core compiles it as it is typed (the
// error underlined where it is), tries to prove it a kernel from its form (a proof tree whose steps highlight
// their sub-expression), builds its table on a sample and checks it: PSD with the tolerance that decided it, or
// not, with a few points whose failure is certain (a witness the reader can send to the other panels). With
// neither a proof nor a witness, the core searches further, round by round. On a pass, vectors whose Gram
// matrix the first points' table is. Every number comes from the core; the check runs in the worker. This module is the controller: it changes the store, runs the jobs and feeds the views in
// ./kernel-check/; its parts there are the expression's controls (expression-controls.js) and the sample's
// (sample-controls.js).
import { h } from '../dom.js';
import { errorText } from '../widgets/error-text.js';
import { createSendButton } from '../widgets/send-button.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createCounterexampleSearch } from './kernel-check/counterexample-search.js';
import { createExpressionControls } from './kernel-check/expression-controls.js';
import { createProofTree } from './kernel-check/proof-tree.js';
import { createReconstruction } from './kernel-check/reconstruction.js';
import { createSampleControls } from './kernel-check/sample-controls.js';
import { STATE, leading, request } from './kernel-check/state.js';
import { createVerdict } from './kernel-check/verdict.js';
import { createWitness } from './kernel-check/witness.js';
import { numpy } from './kernel-check/numpy.js';
import { dotProductsOf } from '../reader/expression-python.js';

// The reconstruction shows vectors for at most this many points (the similarity panel's table size).
const RECONSTRUCTED_POINTS = 12;

/** The worker's step: the check, then for a symmetric PSD sample the vectors X = VΛ^½ of its first
 * RECONSTRUCTED_POINTS points' matrix (else null). In the worker, so the page needs no eigenvectors of its own. */
async function checkAndReconstruct(call, req) {
  const check = await call('checkKernel', req);
  if (!check.isSymmetric || !check.isPSD) return [check, null];
  const matrix = await call('expressionMatrix', leading(req, RECONSTRUCTED_POINTS));
  return [check, await call('reconstructVectors', matrix)];
}

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
export default {
  mount: mountKernelCheck,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

function mountKernelCheck(root, { t, uid, gramlab, store, jobs, showError, send, canSend, answer }) {
  const state = store.get;
  const checkJob = jobs.job();
  let shown = null; // the state whose result is on screen
  let shownResult = null; // {check, sourceText, expression} on screen

  // ---- the expression and its parameters
  const urlNotice = h('p', { class: 'url-problem', hidden: true });
  const expression = createExpressionControls({ t, uid, gramlab, store, onRun: (cause) => runCheck(cause) });

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
  const { editor } = expression;
  const proofTree = createProofTree({
    t,
    onHighlight: (span) => editor.highlight(span && editor.input.value === shownResult?.expression ? span : null),
  });
  const search = createCounterexampleSearch({
    t,
    jobs,
    onNone: () => answer('undecided', shown), // every round run, no witness: neither choice is settled
    onWitness: (found) => {
      const { check, sourceText, expression: text } = shownResult;
      verdict.render(check, sourceText, text, 'refuted');
      answer('no', shown);
      witness.render(check, found);
      // A refuted function has no vectors: the witness's verified bound and direction stand in their place.
      reconstruction.render(null);
    },
  });

  root.append(
    h('p', { class: 'lead' }, t('kernel.lead')),
    urlNotice,
    expression.element,
    sample.element,
    verdict.element,
    proofTree.element,
    search.element,
    witness.element,
    reconstruction.element,
  );

  // ---- the check, in the worker: newest wins; a failure keeps the last result and says why where it came from
  async function runCheck(cause) {
    const target = state();
    const req = request(target, expression.names(), sample.pasted());
    verdict.setBusy(true);
    search.hide();
    const outcome = await checkJob.run([(call) => checkAndReconstruct(call, req)], { cause });
    if (outcome.status === 'superseded' || outcome.status === 'cancelled') return;
    verdict.setBusy(false);
    if (outcome.status === 'done') return show(target, req, ...outcome.values[0]);
    if (shown) store.set(shown, { history: 'none', silent: true });
    fail(outcome.error, outcome.cause);
  }

  function show(target, req, check, vectors) {
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
    else answer(check.status === 'proved' ? 'yes' : 'no', target); // the question above: a proof or a witness
    reconstruction.render(vectors);
  }

  function fail(error, cause) {
    if (error.code === 'BAD_EXPRESSION') return editor.showError(error, state().expression);
    if (error.code === 'NOT_FINITE' && error.i !== undefined)
      return showError({ code: error.code, message: t('kernel.notFinite', { i: error.i, j: error.j }) });
    if (cause === points) return points.setError(`${errorText(t, error)} ${t('kernel.kept')}`);
    report(error, Object.values(inputs).includes(cause) ? cause : null);
  }

  // Back or Forward: the inputs show the address's values, and the check follows.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    sample.follow(next);
    if (expression.follow(next)) runCheck(null);
  });

  // Start: the link's expression is read by the core like a typed one; a malformed one is reported.
  const problem = expression.readLink();
  if (problem) {
    urlNotice.hidden = false;
    urlNotice.textContent = problem;
  }
  runCheck(null);
  // Pasted rows past the link's length are not in the state: the recipe takes them from here.
  return { pastedPoints: sample.pasted, dotProducts: (text) => dotProductsOf(gramlab, text) };
}
