// The sentences under the elliptope figure (panels/similarity/geometry-text.js), built from a point as the core
// returns it: the angles here are Math.acos of the cosines, computed by the test, and the sentences are read in
// English and Korean with the panel's own strings.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import en from '../../web/src/i18n/en/similarity.js';
import ko from '../../web/src/i18n/ko/similarity.js';
import { translator } from '../../web/src/runtime/i18n.js';
import { geometryText } from '../../web/src/panels/similarity/geometry-text.js';

const degrees = (s) => (Math.acos(s) * 180) / Math.PI;
const point = (cosines, extra = {}) => ({
  point: cosines,
  angles: cosines.every((s) => Math.abs(s) <= 1) ? cosines.map(degrees) : [],
  determinant: 1 + 2 * cosines[0] * cosines[1] * cosines[2] - cosines.reduce((sum, s) => sum + s * s, 0),
  repaired: [0.7846337196157536, 0.23130014791610604, 0.7846337196157536], // numpy, tests/fixtures/elliptope.txt r30
  repairDistance: 0.47,
  ...extra,
});
const names = ['A', 'B', 'C'];
const NO = { isPSD: false };
const t = translator('en', { en });
const tKo = translator('ko', { ko });

test('the article’s S: arccos 0.2 = 78.5° > 2 × arccos 0.9 = 51.7°, in both languages', () => {
  const p = point([0.9, 0.2, 0.9], { brokenInequality: 1 });
  const said = geometryText(t, { decision: NO, point: p, names });
  assert.match(said.why, /between A and C cannot exceed the way through B: arccos 0\.2 = 78\.5° > 2 × arccos 0\.9 = 51\.7°\.$/);
  assert.match(said.repair, /\(0\.785, 0\.231, 0\.785\)/);
  assert.match(
    geometryText(tKo, { decision: NO, point: p, names }).why,
    /A와 C 사이 각은 B를 거치는 .*arccos 0\.2 = 78\.5° > 2 × arccos 0\.9 = 51\.7°/,
  );
});

test('two different cosines are written as a sum; a near tie prints the decimals that tell the sides apart', () => {
  // θ(B, C) = arccos −0.2 = 101.5° > θ(A, B) + θ(A, C) = 25.8° + 36.9° = 62.7°.
  const p = point([0.9, 0.8, -0.2], { brokenInequality: 2 });
  const why = geometryText(t, { decision: NO, point: p, names }).why;
  assert.match(why, /between B and C cannot exceed the way through A: arccos −0\.2 = 101\.5° > arccos 0\.9 \+ arccos 0\.8 = 62\.7°\.$/);
  // cos 60° and cos 30.0001°: 60.0002° > 60.0001° needs four decimals.
  const tie = point([Math.cos((30 * Math.PI) / 180), Math.cos((30.0001 * Math.PI) / 180), 0.5], { brokenInequality: 2 });
  tie.angles = [30, 30.0001, 60.0002];
  const tied = geometryText(t, { decision: NO, point: tie, names }).why;
  assert.match(tied, /= 60\.0002° > .* = 60\.0001°\.$/);
});

test('past 360° in all, and a cosine past 1', () => {
  const spread = geometryText(t, { decision: NO, point: point([-0.6, -0.6, -0.6], { brokenInequality: 3 }), names }).why;
  assert.match(spread, /arccos −0\.6 \+ arccos −0\.6 \+ arccos −0\.6 = 380\.6° > 360°/);
  const far = geometryText(t, { decision: NO, point: point([1.5, 0, 0], { brokenInequality: -1 }), names }).why;
  assert.match(far, /\|s\(A–B\)\| = 1\.5 > 1/);
});

test('inside: the angles, none past the other two, their sum; pending: no verdict at all', () => {
  const said = geometryText(t, { decision: { isPSD: true }, point: point([0.9, 0.7, 0.9], { brokenInequality: -1 }), names });
  assert.match(said.why, /θ\(A, B\) = 25\.8°, θ\(A, C\) = 45\.6°, θ\(B, C\) = 25\.8°.* 97\.3°/);
  assert.equal(said.repair, '');
  const pending = geometryText(t, { decision: { isPSD: null }, point: point([0.9, 0.2, 0.9]), names });
  assert.deepEqual([pending.why, pending.repair], ['', '']);
});
