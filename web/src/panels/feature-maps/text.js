// How the panel writes its numbers and features: exact counts with thousands separators, byte sizes as
// the article prints them (59 GB), short products for the term-by-term sum, and each feature in TeX.
import { number, scientific } from '../../format.js';

const MINUS = '\u2212';

/** "14685120065" → "14,685,120,065": the core's exact decimal text, grouped (no arithmetic). */
export const grouped = (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB'];

// Bytes in the largest decimal unit below them: {value, unit} (value ≥ 1000 only past EB).
function inUnits(bytes) {
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return { value, unit };
}

/** Bytes in decimal units, whole from 10 up ("59 GB"), one decimal below; past EB in powers of ten. */
export function bytesText(bytes) {
  const { value, unit } = inUnits(bytes);
  if (value >= 1000) return `${scientific(bytes, 1)} B`;
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}

// The predict question's choices (panels/index.js) by the unit bytesText prints: below MB, MB, GB, TB and up.
const MEMORY_CHOICES = ['kilobytes', 'kilobytes', 'megabytes', 'gigabytes'];

/** The choice of the feature-maps question that `bytes` answers. */
export const memoryChoice = (bytes) => MEMORY_CHOICES[inUnits(bytes).unit] ?? 'terabytes';

/** A product or sum as a reader checks it by hand: six significant digits, trailing zeros dropped. */
export function shortNumber(x) {
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  if (a !== 0 && (a < 1e-4 || a >= 1e9)) return scientific(x, 3);
  const text = String(Number(x.toPrecision(6)));
  return text.replace(/^-/, MINUS);
}

/** A drawn line's coefficient or a threshold, to three decimals: a rounding-level −2.2e−16 reads 0. */
export function roundedNumber(x) {
  return String(Number(x.toFixed(3))).replace(/^-/, MINUS);
}

/** "1 + 6 − 4 + 9 + 4 − 12": the products in term order, signs as operators. */
export function termSum(products) {
  return Array.from(products, (x, i) => {
    const text = shortNumber(Math.abs(x));
    if (i === 0) return x < 0 ? `${MINUS}${text}` : text;
    return `${x < 0 ? MINUS : '+'} ${text}`;
  }).join(' ');
}

/** Seconds as µs / ms / s with three significant digits. */
export function secondsText(seconds) {
  if (seconds >= 1) return `${seconds.toPrecision(3)} s`;
  if (seconds >= 1e-3) return `${(seconds * 1e3).toPrecision(3)} ms`;
  if (seconds >= 1e-6) return `${(seconds * 1e6).toPrecision(3)} µs`;
  return `${(seconds * 1e9).toPrecision(3)} ns`;
}

/** The coefficient as the article writes it: √2, 2√2, 3, or its value when it is not exact. */
function coefficientTex({ exact, outside, radicand, value }, alone) {
  if (!exact) return number(value, 4);
  const root = radicand === 1 ? '' : `\\sqrt{${radicand}}`;
  const front = outside === 1 && root ? '' : String(outside);
  if (!root && outside === 1) return alone ? '1' : '';
  return `${front}${root}`;
}

/** One feature in TeX: "\sqrt{2}\,x_{1}", "x_{1}^{2}", "1". */
export function featureTex(term) {
  const monomial = term.monomial.map(({ variable, power }) => `x_{${variable + 1}}${power > 1 ? `^{${power}}` : ''}`).join('');
  const coefficient = coefficientTex(term.coefficient, monomial === '');
  if (!monomial) return coefficient;
  return coefficient ? `${coefficient}\\,${monomial}` : monomial;
}

/** A plain-text name of the feature for screen readers and tests: "√2·x₁x₂". */
export function featureText(term) {
  const sub = (n) => String(n).replace(/\d/g, (digit) => '₀₁₂₃₄₅₆₇₈₉'[digit]);
  const sup = (n) => String(n).replace(/\d/g, (digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[digit]);
  const monomial = term.monomial.map(({ variable, power }) => `x${sub(variable + 1)}${power > 1 ? sup(power) : ''}`).join('');
  const { exact, outside, radicand, value } = term.coefficient;
  let coefficient = '';
  if (!exact) coefficient = number(value, 4);
  else if (radicand !== 1) coefficient = `${outside === 1 ? '' : outside}√${radicand}`;
  else if (outside !== 1 || !monomial) coefficient = String(outside);
  if (!monomial) return coefficient;
  return coefficient ? `${coefficient}·${monomial}` : monomial;
}
