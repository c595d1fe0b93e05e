// Number formatting for people, the one place that writes a number: the real minus sign, fixed decimals, and
// ×10ⁿ for tiny or huge values (never "1e+200", "9.999999999999998e+199" or "Infinity"; the core reports an
// overflow as an error, so ±∞ here is a value that was never computed, printed as the symbol).
const MINUS = '\u2212';
const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
// Past this, toFixed writes digits a double does not have (or switches to e-notation): use ×10ⁿ.
const FIXED_LIMIT = 1e15;
// A typed or derived value written back as the reader would type it: enough digits for any short decimal.
const PLAIN_DIGITS = 12;

const withMinus = (text) => text.replace(/^-/, MINUS);
const nonFinite = (x) => (Number.isNaN(x) ? '—' : x > 0 ? '∞' : `${MINUS}∞`);
const power = (exponent) => `10${String(Number(exponent)).replace(/./g, (c) => SUPERSCRIPT[c])}`;
// JS's text of a number ("2.5", "1e+200") with its exponent as ×10ⁿ.
const withPower = (text) => {
  const [mantissa, exponent] = text.split('e');
  return exponent === undefined ? withMinus(mantissa) : `${withMinus(mantissa)} × ${power(exponent)}`;
};

/** Fixed decimals, "−0.177"; negative zero prints as 0. */
export function fixed(x, digits = 3) {
  if (!Number.isFinite(x)) return nonFinite(x);
  if (Math.abs(x) >= FIXED_LIMIT) return scientific(x, Math.max(1, digits - 2));
  const text = (Object.is(x, -0) ? 0 : x).toFixed(digits);
  return withMinus(/^-0\.?0*$/.test(text) ? text.slice(1) : text);
}

/** Scientific, "3.6 × 10⁻⁹", the article's way of printing small eigenvalues. */
export function scientific(x, digits = 1) {
  if (!Number.isFinite(x)) return nonFinite(x);
  if (x === 0) return '0';
  const [mantissa, exponent] = x.toExponential(digits).split('e');
  return `${withMinus(mantissa)} × ${power(exponent)}`;
}

/** A value as the reader would type it, "0.5", "−1e-3" kept short: "1 × 10²⁰⁰" for 9.999999999999998e+199. */
export function plain(x) {
  return Number.isFinite(x) ? withPower(String(Number(x.toPrecision(PLAIN_DIGITS)))) : nonFinite(x);
}

/**
 * Every digit the double has (its shortest text that reads back as itself), ×10ⁿ past 10²¹: a value beside the
 * limit it went past never prints as that limit ("4000000000001", "1.0000000000000002 × 10¹⁵⁰").
 */
export function roundTrip(x) {
  return Number.isFinite(x) ? withPower(String(x)) : nonFinite(x);
}

/**
 * A number that decides a verdict (a negative eigenvalue beside "not PSD"): fixed, unless fixed would print a
 * nonzero value as 0.000, then scientific, so its sign and size show ("−1.0 × 10⁻⁷", never "0.000" in red).
 */
export function decisive(x, digits = 3) {
  const text = fixed(x, digits);
  return x !== 0 && Number.isFinite(x) && Number(text.replace(MINUS, '-')) === 0 ? scientific(x, 1) : text;
}

/** Fixed for ordinary magnitudes, scientific for tiny or huge ones. */
export function number(x, digits = 3) {
  const a = Math.abs(x);
  return a !== 0 && (a < 10 ** -digits || a >= 1e6) ? scientific(x, Math.max(1, digits - 2)) : fixed(x, digits);
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
// What a number looks like while it is being typed: "-", ".", "1e", "2.5e−" (an empty cell is not: the reader
// emptied it, and is told at once).
const UNFINISHED = /^[+-]?((\d+\.?\d*|\.\d*)(e[+-]?)?)?$/i;

/** Whether `text` is a number the reader may still be typing (not one yet, but a start of one). */
export function unfinishedNumber(text) {
  const cleaned = String(text)
    .trim()
    .replace(/\u2212/g, '-');
  return cleaned !== '' && UNFINISHED.test(cleaned) && !DECIMAL.test(cleaned);
}

/** Reads one typed number: plain decimal or e-notation, "−" accepted as a minus. */
export function parseCell(text) {
  const cleaned = String(text)
    .trim()
    .replace(/\u2212/g, '-');
  if (cleaned === '') return { error: 'empty' };
  if (!DECIMAL.test(cleaned)) return { error: 'not-a-number' };
  const x = Number(cleaned);
  if (!Number.isFinite(x)) return { error: 'not-finite' };
  return { value: x };
}
