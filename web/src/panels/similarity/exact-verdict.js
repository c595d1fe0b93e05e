// The controller's part that asks for the exact verdict: exactStep in the panel's worker for the newest table,
// keyed by value (0.9 retyped as 0.900 asks nothing), the answer handed back through onAnswer (a refresh). The
// first job waits until the worker is started anyway (WARM_AFTER_MS), so the first eigenvalues do not wait for it.
import { WARM_AFTER_MS } from '../../runtime/worker-client.js';
import { exactStep } from './compute.js';
import { EXACT_PENDING, EXACT_UNAVAILABLE } from './decision.js';

/** @param {{jobs: object, table: () => number[][], onAnswer: () => void}} options table: the table on screen now. */
export function createExactVerdict({ jobs, table, onAnswer }) {
  const job = jobs.job();
  let started = false; // no question before WARM_AFTER_MS
  let asked = null; // the key of the table the worker is deciding
  let known = { key: null, answer: EXACT_PENDING };

  /** The worker's answer for table `m`, or EXACT_PENDING (and the question asked, once per table). */
  function answerFor(m) {
    const key = JSON.stringify(m);
    if (known.key === key) return known.answer;
    if (started && asked !== key) ask(m, key);
    return EXACT_PENDING;
  }

  // A worker that fails or is stopped leaves the rounding-aware rule, which then says why it decided.
  async function ask(m, key) {
    asked = key;
    const outcome = await job.run([exactStep(m)]);
    if (outcome.status === 'superseded' || JSON.stringify(table()) !== key) return;
    asked = null;
    known = { key, answer: outcome.status === 'done' ? outcome.values[0] : EXACT_UNAVAILABLE };
    onAnswer();
  }

  setTimeout(() => {
    started = true;
    onAnswer();
  }, WARM_AFTER_MS);
  return { answerFor };
}
