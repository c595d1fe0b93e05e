// The attention panel's main run: S for the recipe asked (and the same S tied, with its softmax), newest wins
// while a slider is dragged. The core's answer is also its verdict on the input: only a good one replaces what
// is on screen and reaches the link; a bad one is reported where it was typed and the store goes back to what
// is shown. Part of the controller.
import { REQUEST_KEYS, attentionRequest, scoreStep } from './compute.js';

const pick = (state) => Object.fromEntries(REQUEST_KEYS.map((key) => [key, state[key]]));

/**
 * @param {{store: import('../panel.js').Store, jobs: import('../panel.js').Jobs, report: Function, showError: Function,
 *   onResult: (target: object, result: object, tied: object) => void, onUndo: () => void}} options
 *   onResult(target, result, tied): the core's answer for the state `target`; onUndo(): the store went back to
 *   the state on screen.
 */
export function createScoresRun({ store, jobs, report, showError, onResult, onUndo }) {
  const job = jobs.job({ keepUp: true });
  let shown = null; // the state whose S is on screen

  /**
   * A changed input (`patch`): the link changes once the core has taken it.
   * @param {import('../panel.js').HistoryMode} [history]
   */
  function ask(patch, input, history = 'debounce') {
    store.set(patch, { history: 'none', silent: true });
    refresh(input, history);
  }

  /**
   * S for the store's state; `history` is how the link takes it once the core did.
   * @param {import('../panel.js').HistoryMode} [history]
   */
  async function refresh(input, history = 'debounce') {
    const target = pick(store.get());
    const outcome = await job.run([scoreStep(attentionRequest(target))], { cause: input });
    if (outcome.status === 'done') {
      const [[result, tied]] = outcome.values;
      shown = target;
      store.set({}, { history });
      input?.setError(null);
      showError(null);
      onResult(target, result, tied);
    } else if (outcome.status === 'failed') {
      if (shown) store.set(shown, { history: 'none', silent: true });
      onUndo();
      report(outcome.error, outcome.cause); // the typed text stays, with the message beside it
    }
  }

  return { ask, refresh };
}
