// The kernel checker's check, in the worker: newest wins; the core's answer is also its verdict on the input,
// so only a good one replaces what is on screen and reaches the link, and a failure keeps the last result and
// says why where it came from. A pass with neither a proof nor a witness hands over to the counterexample
// search, whose answer settles the verdict. Part of the controller.
import { errorText } from '../../widgets/error-text.js';
import { pointsUnlinked } from '../../widgets/points-input.js';
import { leading, request } from './state.js';

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

/**
 * The views a check's result goes to, and the search that follows an undecided one.
 * @typedef {{verdict: ReturnType<typeof import('./verdict.js').createVerdict>,
 *   proofTree: ReturnType<typeof import('./proof-tree.js').createProofTree>,
 *   witness: ReturnType<typeof import('./witness.js').createWitness>,
 *   reconstruction: ReturnType<typeof import('./reconstruction.js').createReconstruction>,
 *   search: ReturnType<typeof import('./counterexample-search.js').createCounterexampleSearch>}} CheckViews
 */

/**
 * @param {{t: Function, store: import('../panel.js').Store, jobs: import('../panel.js').Jobs,
 *   expression: ReturnType<typeof import('./expression-controls.js').createExpressionControls>,
 *   sample: ReturnType<typeof import('./sample-controls.js').createSampleControls>, views: CheckViews,
 *   report: Function, showError: Function, answer: import('../panel.js').PanelContext['answer']}} options
 *   expression, sample: the controls (their fields take the core's complaints).
 */
export function createCheckRun({ t, store, jobs, expression, sample, views, report, showError, answer }) {
  const state = store.get;
  const { verdict, proofTree, witness, reconstruction, search } = views;
  const { inputs, points } = sample;
  const job = jobs.job();
  let shown = null; // the state whose result is on screen
  let shownResult = null; // {check, sourceText, expression} on screen

  /** Checks the store's state; `cause` is the control that asked (null: the link, Back or Forward). */
  async function run(cause) {
    const target = state();
    const req = request(target, expression.names(), sample.pasted());
    verdict.setBusy(true);
    search.hide();
    const outcome = await job.run([(call) => checkAndReconstruct(call, req)], { cause });
    if (outcome.status === 'superseded' || outcome.status === 'cancelled') return;
    verdict.setBusy(false);
    if (outcome.status === 'done') return show(target, req, cause, ...outcome.values[0]);
    if (shown) store.set(shown, { history: 'none', silent: true });
    fail(outcome.error, outcome.cause);
  }

  function show(target, req, cause, check, vectors) {
    shown = target;
    store.set({}, { history: cause ? 'debounce' : 'replace' }); // the reader's change: an entry once it settles
    showError(null);
    for (const input of Object.values(inputs)) input.setError(null);
    sample.showInUse(req.points ?? null);
    const size = req.points ? { n: check.n, d: check.d } : { seed: target.seed, n: target.n, d: target.d };
    const source = req.points
      ? pointsUnlinked(req.points)
        ? 'kernel.source.pastedUnlinked'
        : 'kernel.source.pasted'
      : 'kernel.source.seeded';
    shownResult = { check, sourceText: t(source, size), expression: req.expression };
    verdict.render(check, shownResult.sourceText, req.expression);
    proofTree.render(check.proof);
    witness.render(check);
    if (check.status === 'unknown') search.start(req);
    else answer(check.status === 'proved' ? 'yes' : 'no', target); // the question above: a proof or a witness
    reconstruction.render(vectors);
  }

  function fail(error, cause) {
    if (error.code === 'BAD_EXPRESSION') return expression.editor.showError(error, state().expression);
    if (error.code === 'NOT_FINITE' && error.i !== undefined)
      return showError({ code: error.code, message: t('kernel.notFinite', { i: error.i, j: error.j }) });
    if (cause === points) return points.setError(`${errorText(t, error)} ${t('kernel.kept')}`);
    report(error, Object.values(inputs).includes(cause) ? cause : null);
  }

  return {
    run,
    /** The expression whose result is on screen (its proof's spans are in it), or undefined. */
    shownExpression: () => shownResult?.expression,
    /** The search found `found`, a verified witness: the function on screen is refuted. */
    refute(found) {
      const { check, sourceText, expression: text } = shownResult;
      verdict.render(check, sourceText, text, 'refuted');
      answer('no', shown);
      witness.render(check, found);
      // A refuted function has no vectors: the witness's verified bound and direction stand in their place.
      reconstruction.render(null);
    },
    /** Every round of the search ran, no witness: neither choice of the question is settled. */
    undecided: () => answer('undecided', shown),
  };
}
