// The Sylvester panel's exercises, decided as the panel decides: its minors exact for short decimals (sylvester,
// principalMinors), or their signs certain beyond a rounding bound or from the doubles' exact values; PSD by the
// exact LDLᵀ (exactPsdCheck), or, for other entries, by a principal minor that is certainly negative.
import { decisive, listed, missing, solved } from './verdict.js';

const isLeading = ({ indices }) => indices.every((index, k) => index === k);
// A minor as the panel writes it: its exact text, else its rounded value ("—" past double's range).
const value = (minor) => minor.exact ?? decisive(minor.determinant ?? Number.NaN);
const minorName = (k) => `D${String(k).replace(/\d/g, (c) => '₀₁₂₃₄₅₆₇₈₉'[c])}`;

/** Leading minors all ≥ 0, and still not PSD (the article's warning). */
async function leadingMinorsLie({ m }, core) {
  if (m.length !== 3) return missing('size');
  const leading = (await core.principalMinors(m)).filter(isLeading);
  const negative = leading.find((minor) => minor.sign === 'negative');
  if (negative) return missing('leadingNegative', { minor: minorName(negative.indices.length), value: value(negative) });
  const unsure = leading.find((minor) => minor.sign !== 'positive' && minor.sign !== 'zero');
  if (unsure) return missing('leadingUnsure', { minor: minorName(unsure.indices.length) });
  const minors = listed(leading.map(value));
  const exact = await core.exactPsdCheck(m);
  if (exact.exact) return exact.isPSD ? missing('psd', { minors }) : solved('solved', { minors, c: listed(exact.c), value: exact.value });
  // Not short decimals: the panel's own "no" is a principal minor that is certainly negative.
  const witness = (await core.principalMinors(m)).find((minor) => minor.sign === 'negative');
  if (!witness) return missing('notExact');
  return solved('solvedMinor', { minors, rows: listed(witness.indices.map((i) => i + 1)), value: value(witness) });
}

/** Order ≥ 3, D₁ > 0, and Sylvester's criterion stops at k = 2. */
async function stopAtTwo({ m }, core) {
  if (m.length < 3) return missing('order', { n: m.length });
  const { minors, firstFailure } = await core.sylvester(m);
  if (minors[0].sign !== 'positive') return missing('firstNotPositive', { value: value(minors[0]) });
  if (firstFailure === null) return missing('never', { minors: listed(minors.map(value)) });
  if (firstFailure !== 2) return missing('later', { k: firstFailure, value: value(minors[firstFailure - 1]) });
  return solved('solved', { first: value(minors[0]), second: value(minors[1]) });
}

export default [
  {
    id: 'leading-minors-lie',
    panel: 'sylvester',
    parts: ['detail'],
    solution: { m: '1,1,0;1,1,0;0,0,-1' },
    check: leadingMinorsLie,
  },
  {
    id: 'stop-at-two',
    panel: 'sylvester',
    parts: ['detail'],
    solution: { m: '2,3,0;3,2,0;0,0,1' },
    check: stopAtTwo,
  },
];
