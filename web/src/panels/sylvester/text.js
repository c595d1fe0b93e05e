// How the panel writes minors, index sets and vectors: the core's exact text where there is one.
import { fixed, number } from '../../format.js';
import { minorNumber, numberText } from './working.js';

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';

export const subscript = (k) => String(k).replace(/\d/g, (d) => SUBSCRIPT[d]);

/** "D₁₂" for k = 12. */
export const minorName = (k) => `D${subscript(k)}`;

/** The exact value as the core wrote it ("−0.336", "4/3"), else the rounded one with ≈ (scaled past double's range). */
export const valueText = (minor) =>
  minor.exact ?? `≈ ${minor.determinant === null ? numberText(minorNumber(minor)) : number(minor.determinant, 4)}`;

/** " = −3" or " ≈ 0.1011": the value after a name. */
export const afterName = (minor) => (minor.exact === null ? ` ${valueText(minor)}` : ` = ${valueText(minor)}`);

/** 0-based indices as the reader counts rows: "{1, 3}". */
export const indexSet = (indices) => `{${indices.map((i) => i + 1).join(', ')}}`;

/** c as "(−0.526, 0, 0.851)": the zeros off the minor's indices are exact, so they print as 0. */
export const vectorText = (c) => `(${Array.from(c, (x) => (x === 0 ? '0' : fixed(x, 3))).join(', ')})`;

/** 'positive' | 'negative' | 'zero' | 'zeroWithinRounding' | 'undecided': the sign the core decided. */
export const signOf = ({ sign }) => sign;

/** A matrix entry in TeX, as typed: 1e-7 → 1\times10^{-7}. */
export function texNumber(x) {
  const [mantissa, exponent] = String(x).split('e');
  return exponent ? `${mantissa}\\times10^{${Number(exponent)}}` : mantissa;
}
