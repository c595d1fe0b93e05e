// The attention panel's exercises, decided by its own verdicts on S (attention: symmetric within the rounding of
// forming S, PSD by psdCheck of its symmetric part, complex eigenvalues beyond their error bounds), for the request
// the panel sends (attentionRequest).
import { attentionRequest } from '../panels/attention/compute.js';
import { beside, decisive, fixed, missing, plain, solved } from './verdict.js';

/** S is a Gram matrix: symmetric and PSD. */
async function makeItGram(state, core) {
  const { symmetry, scoresSymmetricPart } = await core.attention(attentionRequest(state));
  if (!symmetry.symmetric) return missing('asymmetric', { ratio: beside(symmetry.asymmetryRatio, [0], 3) });
  const min = decisive(scoresSymmetricPart.minEigenvalue);
  return scoresSymmetricPart.isPSD ? solved('solved', { min }) : missing('notPsd', { min });
}

/** Every eigenvalue of S real, S still not symmetric (a blend t < 1 past the last complex pair). */
async function realBeforeTie(state, core) {
  const { symmetry, scores } = await core.attention(attentionRequest(state));
  const params = { t: plain(state.blend), count: symmetry.spectrum.complexCount, n: scores.rows, ratio: fixed(symmetry.asymmetryRatio, 3) };
  if (symmetry.symmetric) return missing('symmetric', params);
  if (symmetry.spectrum.complexCount > 0) return missing('complex', params);
  return solved('solved', params);
}

export default [
  {
    id: 'make-it-gram',
    panel: 'attention',
    parts: ['kernels'],
    solution: { tie: 'on' },
    check: makeItGram,
  },
  {
    id: 'real-before-tie',
    panel: 'attention',
    parts: ['kernels'],
    solution: { blend: '0.9' },
    check: realBeforeTie,
  },
];
