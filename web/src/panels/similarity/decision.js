// Which rule decides the similarity table, and its answer (issue #24, "one verdict rule across the page"): a
// table of short decimals, as typed, is decided exactly (exactPsdCheck: the values the Sylvester panel reads);
// any other (a random Gram matrix, a copied result at full precision) by the rounding-aware eigenvalue rule
// (psdCheck). While the exact check is still loading there is no verdict: one the exact check could reverse is
// never shown.

/** The exact check's state before it answers: its part is loading, or it could not load. */
export const EXACT_PENDING = 'pending';
export const EXACT_UNAVAILABLE = 'unavailable';

/**
 * @param {{isPSD: boolean}} check psdCheck's result on the table
 * @param {object|string} exact exactPsdCheck's result on the same table, or EXACT_PENDING / EXACT_UNAVAILABLE
 * @returns {{rule: 'exact'|'rounding'|'pending', isPSD: boolean|null, exact: object|null, unavailable: boolean}}
 *   isPSD: null while pending; exact: exactPsdCheck's result when it decided.
 */
export function decide(check, exact) {
  if (exact === EXACT_PENDING) return { rule: 'pending', isPSD: null, exact: null, unavailable: false };
  if (typeof exact === 'object' && exact?.exact) return { rule: 'exact', isPSD: exact.isPSD, exact, unavailable: false };
  return { rule: 'rounding', isPSD: check.isPSD, exact: null, unavailable: exact === EXACT_UNAVAILABLE };
}
