// The sentences under the elliptope figure, built from the core's point (angles, the broken inequality, the
// repaired point) and the panel's verdict, so each one is true for the numbers beside it on any table.
import { decisive, fixed, plain } from '../../format.js';

export const PAIRS = [
  [0, 1],
  [0, 2],
  [1, 2],
];

// Decimals enough that the printed left side is visibly larger than the printed right (1 decimal, more only at a
// near tie): "78.5° > 51.7°", never "51.7° > 51.7°".
function apart(left, right) {
  for (let digits = 1; digits < 12; digits++) if (Number(left.toFixed(digits)) > Number(right.toFixed(digits))) return digits;
  return 12;
}

/** `cos(k)`: "arccos 0.9" for pair k. */
function arccos(point, k) {
  return `arccos ${plain(point[k])}`;
}

/** The sentence that says why no vectors exist (the table is not PSD): which inequality on the sphere fails. */
function outsideText(t, { point, angles, brokenInequality, determinant }, names) {
  const outOfRange = [0, 1, 2].find((k) => Math.abs(point[k]) > 1);
  if (outOfRange !== undefined) {
    const [i, j] = PAIRS[outOfRange];
    return t('similarity.geometry.notCosine', { pair: `${names[i]}–${names[j]}`, value: plain(point[outOfRange]) });
  }
  if (brokenInequality === 3) {
    const sum = angles[0] + angles[1] + angles[2];
    const digits = apart(sum, 360);
    return t('similarity.geometry.perimeter', { terms: [0, 1, 2].map((k) => arccos(point, k)).join(' + '), sum: fixed(sum, digits) });
  }
  if (brokenInequality < 0) return t('similarity.geometry.outsideRounding', { det: decisive(determinant, 3) });
  const k = brokenInequality;
  const [a, b] = [0, 1, 2].filter((other) => other !== k);
  const right = angles[a] + angles[b];
  const digits = apart(angles[k], right);
  const [i, j] = PAIRS[k];
  const via = names[[0, 1, 2].find((item) => item !== i && item !== j)];
  const twice = point[a] === point[b];
  return t('similarity.geometry.triangle', {
    a: names[i],
    b: names[j],
    via,
    left: arccos(point, k),
    angle: fixed(angles[k], digits),
    right: twice ? `2 × ${arccos(point, a)}` : `${arccos(point, a)} + ${arccos(point, b)}`,
    sum: fixed(right, digits),
  });
}

/**
 * What the figure shows, in sentences: {verdict, why, repair}. `decision`: the panel's verdict (decision.js) on the
 * same table; `geometry.point`: the core's elliptopePoint.
 */
export function geometryText(t, { decision, point: p, names }) {
  const degrees = (k) => `${fixed(p.angles[k], 1)}°`;
  if (decision.isPSD === null) return { verdict: t('similarity.geometry.pending'), why: '', repair: '' };
  if (decision.isPSD) {
    const angles = PAIRS.map(([i, j], k) => `θ(${names[i]}, ${names[j]}) = ${degrees(k)}`).join(', ');
    return {
      verdict: t('similarity.geometry.inside'),
      why: t('similarity.geometry.insideAngles', { angles, sum: fixed(p.angles[0] + p.angles[1] + p.angles[2], 1) }),
      repair: '',
    };
  }
  const repair =
    p.repairDistance > 0
      ? t('similarity.geometry.repair', {
          point: `(${[...p.repaired].map((x) => fixed(x, 3)).join(', ')})`,
          distance: fixed(p.repairDistance, 3),
        })
      : '';
  return { verdict: t('similarity.geometry.outside'), why: outsideText(t, p, names), repair };
}
