// Which rule decides the similarity table, and its answer. The rule is the core's (issue 37; docs/api.md, "One rule
// for a PSD verdict"): the worker's psdVerdict on the table — exactly for a table of short decimals, as typed (the
// values the Sylvester panel reads); otherwise by the rounding-aware eigenvalue rule unless a principal minor is
// certainly negative (the Sylvester panel's own "no", −1e−250 beside 1). Where the worker's part could not load,
// psdCheck's own verdict (its eigenvalues and its diagonal). While the worker is still deciding there is no
// verdict: one it could reverse is never shown.

/** The worker's state before it answers: its part is loading, or it could not load. */
export const EXACT_PENDING = 'pending';
export const EXACT_UNAVAILABLE = 'unavailable';

/** psdCheck's certificate (a negative diagonal entry, {indices, value}) as the panel writes a minor. */
const asMinor = (minor) => minor && { indices: minor.indices, sign: 'negative', exact: null, determinant: minor.value };

/**
 * @param {{isPSD: boolean, rule?: string, minor?: object|null}} check psdCheck's result on the table
 * @param {{isPSD: boolean, rule: string, exact: object, minor: object|null}|string} answer the worker's psdVerdict on
 *   the table, or EXACT_PENDING / EXACT_UNAVAILABLE
 * @returns {{rule: 'exact'|'minor'|'rounding'|'pending', isPSD: boolean|null, exact: object|null,
 *   minor: object|null, unavailable: boolean}} isPSD: null while pending.
 */
export function decide(check, answer) {
  const unavailable = answer === EXACT_UNAVAILABLE;
  if (answer === EXACT_PENDING) return { rule: 'pending', isPSD: null, exact: null, minor: null, unavailable };
  const verdict = unavailable ? { rule: check.rule ?? 'rounding', isPSD: check.isPSD, minor: asMinor(check.minor) } : answer;
  return {
    rule: verdict.rule,
    isPSD: verdict.isPSD,
    exact: verdict.rule === 'exact' ? verdict.exact : null,
    minor: verdict.rule === 'minor' ? verdict.minor : null,
    unavailable,
  };
}
