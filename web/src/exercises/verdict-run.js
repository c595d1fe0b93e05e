// The exercise bar's check: checkExercise on the panel's state as a query, in a worker of its own (the main thread
// where none can start), newest wins and it follows a drag step by step (keepUp), so the page never waits for it.
import { PARTS } from '../api/signatures.js';
import { loadFirstPart } from '../app/core-parts.js';
import { checkExercise } from '../exercises.js';
import { createJobs } from '../runtime/job.js';
import { createWorkerClient } from '../runtime/worker-client.js';
import { createWorkerPool } from '../runtime/worker-pool.js';

const FUNCTIONS = Object.values(PARTS).flatMap((part) => Object.keys(part));

/** The facade's functions as calls in the worker: each returns a promise, which the checks await. */
const facadeOf = (call) => Object.fromEntries(FUNCTIONS.map((name) => [name, (...args) => call(name, ...args)]));

/** @returns {{check(id: string, query: string): Promise<import('../panels/panel.js').Outcome>}} */
export function createVerdictRun() {
  const jobs = createJobs(createWorkerPool({ lane: () => createWorkerClient(undefined, loadFirstPart), size: 1 }));
  const job = jobs.job({ keepUp: true });
  return { check: (id, query) => job.run([(call) => checkExercise(id, query, facadeOf(call))]) };
}
