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

/** A printed number (shortNumber's "−1.41421", "1.23 × 10¹⁰") as TeX: "-1.41421", "1.23\\times10^{10}". */
export function texOf(text) {
  const digit = (c) => (c === '⁻' ? '-' : String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)));
  return text.replaceAll(MINUS, '-').replace(/ × 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/, (_, power) => `\\times10^{${[...power].map(digit).join('')}}`);
}

// The article's exact forms. The core gives a feature's coefficient exactly as outside·√radicand when c is a
// whole number, and computes φ_i(x) = coefficient.value × x^α in one rounded product (poly_features.cpp). With
// whole-number entries x^α is a whole number m; for |m| ≤ 2⁵⁰ the quotient φ_i(x) / coefficient.value lies within
// 2|m|·2⁻⁵³ < ½ of m, so rounding it gives m exactly, and the same product coefficient.value × m reproducing the
// core's φ_i(x) bit for bit confirms it. The form is then (outside·m)·√radicand: "2√2", "−3√2", "9".
const EXACT_MONOMIAL = 2 ** 50;
// A product of two exact forms is the whole number outside²·radicand·m_a·m_b; the core's product of the two
// rounded values is within 5·2⁻⁵³ of it (relative), so below 2⁴⁹ it rounds to that whole number exactly.
const EXACT_PRODUCT = 2 ** 49;

/** φ_i(x) as {k, radicand} with φ_i(x) = k√radicand exactly, or null (c or an entry of x not whole, or too large). */
export function exactEntry(coefficient, value, wholeInputs) {
  if (!wholeInputs || !coefficient.exact) return null;
  const m = Math.round(value / coefficient.value);
  if (!(Math.abs(m) <= EXACT_MONOMIAL) || coefficient.value * m !== value) return null;
  const k = coefficient.outside * m;
  return Number.isSafeInteger(k) ? { k: k === 0 ? 0 : k, radicand: coefficient.radicand } : null;
}

/** The whole number a product of two exact forms is, or null (not both exact, or past 2⁴⁹). */
export function exactProduct(product, bothExact) {
  const whole = Math.round(product);
  return bothExact && Math.abs(whole) <= EXACT_PRODUCT ? (whole === 0 ? 0 : whole) : null;
}

/**
 * A printed value in TeX and in plain text: its exact form k√r when `entry` is one (with `front` and `radicand`
 * when there is a root), else shortNumber's digits.
 */
export function valueForm(entry, value) {
  if (!entry) return { tex: texOf(shortNumber(value)), text: shortNumber(value) };
  const { k, radicand } = entry;
  if (radicand === 1 || k === 0) return { tex: String(k), text: String(k).replace('-', MINUS) };
  const front = k === 1 ? '' : k === -1 ? '-' : String(k);
  // front and radicand apart too, for a table cell drawn without KaTeX: front, then √ over the radicand.
  const parts = { front: front.replace('-', MINUS), radicand };
  return { tex: `${front}\\sqrt{${radicand}}`, text: `${parts.front}√${radicand}`, ...parts };
}

/** "(1, √2, 2√2, 1, 4, 2√2)": a vector of forms, in TeX (a line may break after each comma) and in text. */
export function vectorForm(forms) {
  return {
    tex: `(${forms.map((form) => form.tex).join(',\\allowbreak\\ ')})`,
    text: `(${forms.map((form) => form.text).join(', ')})`,
  };
}

/** "1 + 6 − 4": terms in order, each sign an operator; `forms` are the terms' magnitudes (valueForm of |x|). */
export function sumForm(values, forms) {
  const parts = Array.from(values, (x, i) => {
    const sign = x < 0 ? '-' : '+';
    if (i === 0) return { tex: `${x < 0 ? '-' : ''}${forms[i].tex}`, text: `${x < 0 ? MINUS : ''}${forms[i].text}` };
    return { tex: ` ${sign} ${forms[i].tex}`, text: ` ${sign === '-' ? MINUS : '+'} ${forms[i].text}` };
  });
  return { tex: parts.map((part) => part.tex).join(''), text: parts.map((part) => part.text).join('') };
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
