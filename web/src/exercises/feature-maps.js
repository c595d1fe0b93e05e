// The feature maps panel's exercises: the size table's exact counts (featureDimension: decimal text, compared
// as integers, never rounded) and the 1-D lift's exact verdicts (separate1D).
import { groupedDigits, missing, solved } from './verdict.js';

const GIGABYTE = 10n ** 9n;
const DEGREE = 4;

/** p = 4: the largest d whose one feature vector fits in 10⁹ bytes of float32 (d = 275). */
async function oneGigabyte({ sizeD, sizeP }, core) {
  if (sizeP !== DEGREE) return missing('degree', { p: sizeP });
  const here = (await core.featureDimension(sizeD, DEGREE)).float32Bytes;
  if (BigInt(here) > GIGABYTE) return missing('tooBig', { d: sizeD, bytes: groupedDigits(here) });
  const next = (await core.featureDimension(sizeD + 1, DEGREE)).float32Bytes;
  const params = { d: sizeD, bytes: groupedDigits(here), next: sizeD + 1, nextBytes: groupedDigits(next) };
  return BigInt(next) > GIGABYTE ? solved('solved', params) : missing('larger', params);
}

/** Both colours on the line, and neither a threshold nor a line after x ↦ (x, x²) separates them. */
async function liftFails({ lift }, core) {
  const result = await core.separate1D(
    lift.map((point) => point.x),
    lift.map((point) => point.label),
  );
  if (result.oneColour) return missing('oneColour');
  if (result.thresholdSeparates) return missing('threshold');
  if (result.liftSeparates) return missing('lift');
  return solved('solved');
}

export default [
  {
    id: 'one-gigabyte',
    panel: 'feature-maps',
    parts: ['kernels'],
    solution: { sizeD: '275' },
    check: oneGigabyte,
  },
  {
    id: 'lift-fails',
    panel: 'feature-maps',
    parts: ['kernels'],
    solution: { lift: '-1.5:0,-0.5:1,0.5:0,1.5:1' },
    check: liftFails,
  },
];
