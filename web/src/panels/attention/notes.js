// What to notice in each of the panel's figures, in one sentence, from the core's verdicts and counts for the
// result on screen (nothing here is computed): the score heat maps and both eigenvalue pictures (scoreNotes), the
// blend's plane and curve (blendNotes).
import { fixed } from '../../format.js';

/** The AttentionResult's notes: {S, antisym, softmax, plane, weights}; '' where the figure says it otherwise. */
export function scoreNotes(t, { symmetry, softmax, weightSymmetricPart: w, scores }) {
  const n = scores.rows;
  const { complexCount: count } = symmetry.spectrum;
  const softmaxKey = !symmetry.symmetric ? 'rows' : softmax?.symmetry.symmetric ? 'kept' : 'broken';
  const planeKey = count > 0 ? 'complex' : symmetry.symmetric ? 'realSymmetric' : 'real';
  return {
    S: t(symmetry.symmetric ? 'attention.note.S.symmetric' : 'attention.note.S'),
    // A symmetric S: the heat map's own line says every entry is zero within rounding.
    antisym: symmetry.symmetric ? '' : t('attention.note.antisym', { ratio: fixed(symmetry.asymmetryRatio, 2) }),
    softmax: softmax ? t(`attention.note.softmax.${softmaxKey}`) : '',
    plane: t(`attention.note.plane.${planeKey}`, { count, n }),
    weights: t(w.negativeCount > 0 ? 'attention.note.weights.negative' : 'attention.note.weights.none', {
      negative: w.negativeCount,
      count: w.eigenvalues.length,
    }),
  };
}

/**
 * The blend's notes, {plane, curve}, for the path (AttentionBlendPath) and whether the tie switch is on: where the
 * complex pairs end up along t, and how the asymmetry ratio moves from t = 0 to t = 1.
 */
export function blendNotes(t, path, tieOn) {
  const last = path.blends.length - 1;
  const lastComplex = path.complexCounts.findLastIndex((c) => c > 0);
  const ratios = { first: fixed(path.asymmetryRatios[0], 3), last: fixed(path.asymmetryRatios[last], 3) };
  const plane =
    lastComplex < 0
      ? t('attention.note.blendPlane.real')
      : lastComplex < last
        ? t('attention.note.blendPlane.meet', { from: fixed(path.blends[lastComplex + 1], 2) })
        : t('attention.note.blendPlane.stay');
  const curve = tieOn ? t('attention.note.blendCurve.tied', ratios) : t('attention.note.blendCurve.falls', ratios);
  return { plane, curve };
}
