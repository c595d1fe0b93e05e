// Everything the first sections ask the core, in one place: φ for the reader's d, p and c, the pair a, b term
// by term, the size of feature space (the article's table, the reader's row, φ's memory against p) and the RBF
// series. All synchronous (well under a frame); each throws a GramLabError for input the core refuses. The
// controller hands the plain results to the views.
import { ARTICLE_SIZES } from './state.js';
import { GROWTH_P } from './timing-run.js';

// φ is listed while it stays readable; past this the exact count and the first terms.
const LISTED_TERMS = 300;
const vectorOf = (d) => new Float64Array(d); // φ's terms only: the values of x are not shown

/** φ's features for the reader's d, p and c. */
export const phiFeatures = (gramlab, s) => gramlab.polyFeatures(vectorOf(s.d), { degree: s.p, c: s.c, maxTerms: LISTED_TERMS });

/**
 * k(a, b) against φ(a)·φ(b), term by term; and a·b term by term as the article writes it ("3 − 2 = 1"): the
 * same call at p = 1, c = 0, whose features are the coordinates, whose products are a_i·b_i and whose kernel is a·b.
 */
export const featurePair = (gramlab, s) => ({
  pair: gramlab.polyFeaturePair(s.a, s.b, { degree: s.p, c: s.c, maxTerms: LISTED_TERMS }),
  dot: gramlab.polyFeaturePair(s.a, s.b, { degree: 1, c: 0, maxTerms: LISTED_TERMS }),
});

/** The article's rows, the reader's own (sizeD, sizeP) and φ's float32 bytes against p for the memory chart. */
export function featureSizes(gramlab, s) {
  const rows = ARTICLE_SIZES.map(([d, p]) => [[d, p], gramlab.featureDimension(d, p)]);
  const own = gramlab.featureDimension(s.sizeD, s.sizeP);
  const bytes = (d) => GROWTH_P.map((p) => gramlab.featureDimension(d, p).approxFloat32Bytes);
  const [articleD, articleP] = ARTICLE_SIZES.at(-1); // 768/4: the row the memory chart marks
  const memory = { d: s.sizeD, ps: GROWTH_P, own: bytes(s.sizeD), article: { d: articleD, p: articleP, bytes: bytes(articleD) } };
  return { rows, own, memory };
}

/** The RBF kernel's series at x, y and γ, to the reader's number of terms. */
export const rbfSeries = (gramlab, s) => gramlab.rbfSeries(s.x, s.y, s.gamma, s.terms);
