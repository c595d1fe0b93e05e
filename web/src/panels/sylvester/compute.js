// What the Sylvester panel asks the core, in one place: both verdicts on one matrix (on the main thread) and
// the all-minors view's worker step. The minors, verdicts and c all come from the core.

/**
 * @typedef {{m: number[][], result: import('../../gramlab.js').SylvesterResult,
 *   check: import('../../gramlab.js').PsdCheck | {overflow: true}}} Verdicts
 *   the matrix, Sylvester's verdict (result) and the eigenvalues' (check)
 */

/**
 * Both verdicts on `m`, synchronously (a 12×12 is well under a frame); throws a GramLabError. The minors are
 * exact or scaled at any size, but an eigenvalue past ±1.8e308 is OVERFLOW: then the criterion stands alone and
 * the eigenvalue side says why it has nothing (check: {overflow: true}).
 * @param {import('../../gramlab.js').GramLab} gramlab
 * @param {number[][]} m
 * @returns {Verdicts}
 */
export const bothVerdicts = (gramlab, m) => ({ m, result: gramlab.sylvester(m), check: eigenCheck(gramlab, m) });

/** @returns {import('../../gramlab.js').PsdCheck | {overflow: true}} */
function eigenCheck(gramlab, m) {
  try {
    return gramlab.psdCheck(m);
  } catch (error) {
    if (error.code === 'OVERFLOW') return { overflow: true };
    throw error;
  }
}

/** One job step: every principal minor of `m` and the direction c with cᵀGc < 0 a negative one gives (or null). */
export const allMinorsStep = (m) => (call) => Promise.all([call('principalMinors', m), call('negativeDirection', m)]);
