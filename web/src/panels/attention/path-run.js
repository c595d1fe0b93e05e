// The blend's path over t, in the worker: S(t)'s eigenvalues and asymmetry from t = 0 to 1. It changes only
// with the recipe (not with t or the softmax), so it is computed once per recipe. Part of the controller.
import { REQUEST_KEYS, attentionRequest, pathStep } from './compute.js';

// What the blend path depends on: every key but blend and softmax.
const pathKey = (target) => JSON.stringify(REQUEST_KEYS.filter((key) => key !== 'blend' && key !== 'softmax').map((key) => target[key]));

/**
 * @param {{jobs: import('../panel.js').Jobs, blend: {renderPath: (path: object) => void}, showError: Function}} options
 *   blend: the blend view (blend-view.js), which draws the path.
 */
export function createPathRun({ jobs, blend, showError }) {
  const job = jobs.job({ keepUp: true });
  let shown = null; // pathKey of the path on screen

  /** The path for the state `target`; a failure (none is expected within the limits) is shown as the core's. */
  async function refresh(target) {
    const key = pathKey(target);
    if (key === shown) return;
    const outcome = await job.run([pathStep(attentionRequest(target))]);
    if (outcome.status === 'done') {
      shown = key;
      blend.renderPath(outcome.values[0]);
    } else if (outcome.status === 'failed') showError(outcome.error);
  }

  return { refresh };
}
