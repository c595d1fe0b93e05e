// Everything the similarity panel asks the core, in one place: the controller calls these and hands the plain
// results to its views. All synchronous (a 12 × 12 table's eigenvalues are well under a frame) but the verdict,
// which the worker runs (psdVerdict): 20–200 ms for a 12 × 12 table of 6-decimal or 1e300 entries.
import { toNested } from '../../api/matrix.js';
import { decide } from './decision.js';

const METHODS = ['clip', 'shift'];
const C_DIGITS = 4; // an eigenvector entry as the reader can read and retype it
export const SHOWN_DIGITS = 3; // a result table's decimals (matrix-table.js)
const MAX_DIGITS = 16;
// Directions sampled for the figure of cᵀSc: every 2° around the circle; 36 × 72 cells (5°) on the sphere.
const FORM_STEPS = { 2: 180, 3: 36 };

/**
 * A result table as "use this table" copies it: rounded to the decimals its cells show (1.999999999999999 is
 * 2, −2.8e−16 is 0), with more decimals only where fewer would change the core's verdict on it (the clipped S
 * has a 0 eigenvalue that rounds to −0.0003 at three decimals); the view then says how many it copies.
 * `isPSD` is the core's verdict on `rows`.
 */
export function copyable(gramlab, rows, isPSD) {
  for (let digits = SHOWN_DIGITS; digits <= MAX_DIGITS; digits++) {
    const rounded = rows.map((row) => row.map((x) => Number(x.toFixed(digits)) || 0)); // || 0: no −0
    if (gramlab.psdCheck(rounded).isPSD === isPSD) return { rows: rounded, digits };
  }
  return { rows, digits: MAX_DIGITS };
}

/**
 * The eigenvalues of S, the verdict and the rule that decided it, cᵀSc with its rounding bound, and (2 × 2, 3 × 3)
 * cᵀSc over every sampled unit direction, on every change. `exact`: the
 * worker's psdVerdict on this table (exactStep), or EXACT_PENDING / EXACT_UNAVAILABLE (decision.js);
 * `detailIn`: part "detail" is loaded (before, `form` is undefined: the figure waits for it).
 */
export function analyseTable(gramlab, { m, c }, exact, detailIn) {
  const check = gramlab.psdCheck(m);
  const steps = FORM_STEPS[m.length];
  const form = !steps ? null : detailIn ? gramlab.quadraticFormOnSphere(m, steps) : undefined;
  return { check, decision: decide(check, exact), q: gramlab.quadraticFormSign(m, c), form };
}

/** The job step that decides `m` in the worker: the core's verdict by the one rule (psdVerdict), as Sylvester's panel reads the table. */
export const exactStep = (m) => (call) => call('psdVerdict', m);

/** Both repairs of S, each with the verdict on the repaired table. */
export const repairs = (gramlab, m) =>
  METHODS.map((method) => {
    const repair = gramlab.repairPSD(m, method);
    const after = gramlab.psdCheck(repair.matrix);
    return { method, repair, after, copy: copyable(gramlab, toNested(repair.matrix), after.isPSD) };
  });

/** G = XXᵀ and XᵀX with their shared spectrum, and the proof's two sides for c. */
export function vectors(gramlab, { x, c }) {
  const products = gramlab.gramFromVectors(x);
  const gram = copyable(gramlab, toNested(products.gram), gramlab.psdCheck(products.gram).isPSD);
  return { products, gram, q: gramlab.quadraticForm(products.gram, c), p: gramlab.projectedNorm(x, c) };
}

/** The eigenvector of the smallest eigenvalue (column 0: ascending), rounded to what the cells show. */
export function lowestEigenvector(gramlab, m) {
  const { vectors: v } = gramlab.eigenSymmetric(m, { vectors: true });
  return Array.from({ length: v.rows }, (_, i) => Number(v.data[i * v.cols].toFixed(C_DIGITS)));
}

/**
 * X = VΛ^{1/2} from the table; rank 0: every vector is the origin. Throws NOT_PSD when it has none: a negative
 * eigenvalue, or else the certain "no" of `decision` (an eigenvalue −1 beside 1e16 is within rounding), with
 * the exact answer or the negative minor on the error.
 */
export function reconstruct(gramlab, m, decision) {
  // A certain "no" the eigenvalues cannot see (−1 beside 1e16) names its own certificate; a negative eigenvalue
  // speaks for itself, through the core's refusal.
  if (decision.isPSD === false && decision.rule !== 'rounding' && gramlab.psdCheck(m).negativeCount === 0)
    throw Object.assign(new Error('NOT_PSD'), { code: 'NOT_PSD', exact: decision.exact, minor: decision.minor });
  const r = gramlab.reconstructVectors(m);
  return { rank: r.rank, residual: r.residual, x: r.rank ? toNested(r.vectors) : m.map(() => [0]) };
}

const rounded = (rows, digits) => rows.map((row) => row.map((v) => Number(v.toFixed(digits)) || 0)); // || 0: no −0

/**
 * n random vectors in d dimensions drawn in the core, to two decimals, and their Gram matrix XXᵀ, whose entries
 * then have four: the table holds XXᵀ exactly (its rounding error is far below 10⁻⁴), so the exact verdict proves
 * it PSD. XXᵀ of the full doubles is XXᵀ rounded, which is seldom PSD exactly (issue 37).
 */
export function randomGram(gramlab, seed, n, d) {
  const x = rounded(toNested(gramlab.randomNormal(seed, n, d)), 2);
  return { x, rows: rounded(toNested(gramlab.gramFromVectors(x).gram), 4) };
}

const SURFACE_STEPS = 24; // grid lines of the drawn mesh: every second of 25 per sheet and direction

/**
 * The elliptope view's numbers for table `m`: the core's mesh (asked once), the point, and for a PSD table the
 * vectors X = VΛ^½ (the vectors view's reconstruction), padded to 3 coordinates for the sphere. A table the body
 * does not hold (not 3 × 3, a diagonal entry not 1) gets {applies: false, reason} in `t`'s words.
 */
export function createGeometry(gramlab) {
  let surface = null;
  return (t, m, decision) => {
    if (m.length !== 3) return { applies: false, reason: t('similarity.geometry.notThree', { n: m.length }) };
    const diagonal = m.findIndex((row, i) => row[i] !== 1);
    if (diagonal >= 0)
      return { applies: false, reason: t('similarity.geometry.notUnit', { i: diagonal + 1, value: m[diagonal][diagonal] }) };
    surface ??= gramlab.elliptopeSurface(SURFACE_STEPS);
    const point = farPoint(() => gramlab.elliptopePoint(m));
    if (!point) return { applies: false, reason: t('similarity.geometry.tooFar') };
    const vectors = decision.isPSD ? reconstruct(gramlab, m, decision).x.map((row) => [0, 1, 2].map((k) => row[k] ?? 0)) : null;
    return { applies: true, surface, point, vectors };
  };
}

// elliptopePoint on a table whose cosines are past ~1e154 (det overflows): null, the view says it is far outside.
function farPoint(call) {
  try {
    return call();
  } catch (error) {
    if (error.code === 'OVERFLOW') return null;
    throw error;
  }
}
