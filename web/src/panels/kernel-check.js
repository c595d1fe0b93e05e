// @ts-check
// Panel: "can I plug in my own similarity?" The reader writes k(x, y); the core compiles it as it is typed (the
// error underlined where it is), tries to prove it a kernel from its form (a proof tree whose steps highlight
// their sub-expression), builds its table on a sample and checks it: PSD with the tolerance that decided it, or
// not, with a few points whose failure is certain (a witness the reader can send to the other panels). With
// neither a proof nor a witness, the core searches further, round by round. On a pass, vectors whose Gram
// matrix the first points' table is. Every number comes from the core; the check runs in the worker. This
// module is the controller: it wires its parts in ./kernel-check/ — the expression's controls
// (expression-controls.js), the sample's (sample-controls.js), the check's run (check-run.js) and the
// counterexample search (counterexample-search.js) — to the store and the views.
import { h } from '../dom.js';
import { createSendButton } from '../widgets/send-button.js';
import { stateInputs } from '../widgets/state-inputs.js';
import { createCheckRun } from './kernel-check/check-run.js';
import { createCounterexampleSearch } from './kernel-check/counterexample-search.js';
import { createExpressionControls } from './kernel-check/expression-controls.js';
import { createProofTree } from './kernel-check/proof-tree.js';
import { createReconstruction } from './kernel-check/reconstruction.js';
import { createSampleControls } from './kernel-check/sample-controls.js';
import { STATE } from './kernel-check/state.js';
import { createVerdict } from './kernel-check/verdict.js';
import { createWitness } from './kernel-check/witness.js';
import { numpy } from './kernel-check/numpy.js';
import { dotProductsOf } from '../reader/expression-python.js';

// The panel's code, loaded when its section comes near the screen (./index.js holds what the page needs before).
/** @type {import('./panel.js').PanelModule} */
export default {
  mount: mountKernelCheck,
  numpy, // "copy as numpy": the snippet that reproduces this panel's figures
};

/**
 * @param {HTMLElement} root
 * @param {import('./panel.js').PanelContext} context
 */
function mountKernelCheck(root, { t, uid, gramlab, store, jobs, showError, send, canSend, answer, whenGuessed }) {
  const state = store.get;

  // ---- the expression and its parameters
  const urlNotice = h('p', { class: 'url-problem', hidden: true });
  const expression = createExpressionControls({ t, uid, gramlab, store, whenGuessed, onRun: (cause) => check.run(cause) });

  // ---- the sample
  const { field, report } = stateInputs({ uid, prefix: 'kernel', t, spec: STATE, state: state(), showError });
  const sample = createSampleControls({ t, uid, store, field, onRun: (cause) => check.run(cause) });

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
    onHighlight: (span) => editor.highlight(span && editor.input.value === check.shownExpression() ? span : null),
  });
  const search = createCounterexampleSearch({
    t,
    jobs,
    onNone: () => check.undecided(),
    onWitness: (found) => check.refute(found),
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
  const views = { verdict, proofTree, witness, reconstruction, search };
  const check = createCheckRun({ t, store, jobs, expression, sample, views, report, showError, answer });

  // Back or Forward: the inputs show the address's values, and the check follows.
  store.subscribe((next, { origin }) => {
    if (origin !== 'address') return;
    sample.follow(next);
    if (expression.follow(next)) check.run(null);
  });

  // Start: the link's expression is read by the core like a typed one; a malformed one is reported.
  const problem = expression.readLink();
  if (problem) {
    urlNotice.hidden = false;
    urlNotice.textContent = problem;
  }
  check.run(null);
  // Pasted rows past the link's length are not in the state: the recipe takes them from here.
  return { pastedPoints: sample.pasted, dotProducts: (text) => dotProductsOf(gramlab, text) };
}
