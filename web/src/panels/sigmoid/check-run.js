// The sigmoid panel's check: the core's verdict on the input (the spectrum of K at (a, b) for the point set), in
// the worker, one step in flight and then the newest, so a dragged a or b slider is followed. Only a good input
// replaces what is on screen: a bad one leaves the last valid result in place (and the store goes back to it).
// Part of the controller: a result goes to onShow, a failure to report with the input that caused it.
import { pick, request } from './state.js';

/**
 * @param {{store: object, jobs: object, verdict: {setBusy: (busy: boolean) => void}, report: Function,
 *   onShow: (target: object, check: object, input: object|null) => void}} options
 *   verdict: the view the check is shown in (busy while it runs); onShow(target, check, input): the core's
 *   check for the state `target`, now the one on screen.
 */
export function createCheckRun({ store, jobs, verdict, report, onShow }) {
  const checkJob = jobs.job({ keepUp: true }); // the a and b sliders: follow the drag
  let shown = null; // what the numbers on screen were computed for

  /** Checks the state now; `input`: the input that asked, where a failure is reported. */
  async function refresh(input) {
    const target = pick(store.get());
    verdict.setBusy(true);
    const outcome = await checkJob.run([(call) => call('sigmoidCheck', request(target))], { cause: input });
    if (outcome.status === 'superseded') return;
    verdict.setBusy(false);
    if (outcome.status === 'done') {
      shown = target;
      onShow(target, outcome.values[0], input);
    } else if (outcome.status === 'failed') {
      if (shown) store.set(shown, { history: 'none', silent: true });
      report(outcome.error, outcome.cause);
    }
  }

  return { refresh, shown: () => shown };
}
