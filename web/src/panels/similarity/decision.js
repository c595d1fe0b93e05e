// Which rule decides the similarity table, and its answer (issue #24, "one verdict rule across the page"): a
// table of short decimals, as typed, is decided exactly (exactPsdCheck: the values the Sylvester panel reads);
// any other (a random Gram matrix, a copied result at full precision) by the rounding-aware eigenvalue rule
// (psdCheck), unless a principal minor is certainly negative (exact, or beyond the core's bound on its rounding
// error: the Sylvester panel's "no" on the same table, −1e−250 beside 1). While the exact check is still
// running there is no verdict: one the exact check could reverse is never shown.

/** The exact check's state before it answers: its part is loading, or it could not load. */
export const EXACT_PENDING = 'pending';
export const EXACT_UNAVAILABLE = 'unavailable';

/**
 * @param {{isPSD: boolean}} check psdCheck's result on the table
 * @param {{exact: object, minor: object|null}|string} answer the worker's: exactPsdCheck's result and, when it
 *   could not decide, the first principal minor whose sign is certainly negative (or null); or EXACT_PENDING /
 *   EXACT_UNAVAILABLE
 * @returns {{rule: 'exact'|'minor'|'rounding'|'pending', isPSD: boolean|null, exact: object|null,
 *   minor: object|null, unavailable: boolean}} isPSD: null while pending.
 */
export function decide(check, answer) {
  const base = { exact: null, minor: null, unavailable: answer === EXACT_UNAVAILABLE };
  if (answer === EXACT_PENDING) return { ...base, rule: 'pending', isPSD: null };
  if (answer?.exact?.exact) return { ...base, rule: 'exact', isPSD: answer.exact.isPSD, exact: answer.exact };
  // Beside a rounding-aware "no" the minor adds nothing; beside its "yes" it is the certain "no".
  if (answer?.minor && check.isPSD) return { ...base, rule: 'minor', isPSD: false, minor: answer.minor };
  return { ...base, rule: 'rounding', isPSD: check.isPSD };
}
