// What the Sylvester panel makes of its link at mount. A matrix the core refuses (not symmetric, …) falls back
// to the default, and a step past where the test stops falls back to its last step; both are reported at the
// top of the panel. Part of the controller.
import { linkProblemText } from '../../widgets/error-text.js';
import { STATE } from './state.js';

/**
 * @param {{t: Function, store: import('../panel.js').Store, analyse: (m: number[][]) => import('./compute.js').Verdicts}} options
 * @returns {{model: import('./compute.js').Verdicts, problems: string[]}} model: both verdicts on the matrix shown;
 *   problems: the report's lines
 */
export function readLink({ t, store, analyse }) {
  const state = store.get;
  const problems = [];
  let model;
  try {
    model = analyse(state().m);
  } catch (error) {
    problems.push(t('app.urlProblem', { param: 'sylvester.m', message: linkProblemText(t, error.message, STATE.m.format(state().m)) }));
    store.set({ m: STATE.m.default.map((row) => [...row]) }, { history: 'none' });
    model = analyse(state().m);
  }
  const last = model.result.minors.length;
  if (state().k > last) {
    problems.push(t('sylvester.link.step', { k: state().k, last }));
    store.set({ k: last }, { history: 'none' });
  }
  return { model, problems };
}
