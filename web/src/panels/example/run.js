// @ts-check
// The example panel's run: it owns the panel's one job, the core's psdCheck of the matrix in the panel's worker.
// Newest wins: a matrix committed while an older one is computing supersedes it, and only the newest is shown.

/**
 * @param {{jobs: import('../panel.js').Jobs, onResult: (check: import('../../gramlab.js').PsdCheck) => void,
 *   onFailure: (error: Error & {code?: string}) => void}} options
 */
export function createEigenRun({ jobs, onResult, onFailure }) {
  const job = jobs.job();
  return {
    /** @param {number[][]} m */
    async start(m) {
      const outcome = await job.run([(call) => call('psdCheck', m)]);
      if (outcome.status === 'done') onResult(outcome.values[0]);
      else if (outcome.status === 'failed') onFailure(outcome.error);
    },
  };
}
