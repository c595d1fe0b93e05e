// Number formatting for people: the real minus sign, fixed decimals, and ×10ⁿ for tiny or huge values.
const MINUS = '\u2212';
const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

const withMinus = (text) => text.replace(/^-/, MINUS);

/** Fixed decimals, "−0.177"; negative zero prints as 0. */
export function fixed(x, digits = 3) {
  if (!Number.isFinite(x)) return String(x);
  const text = (Object.is(x, -0) ? 0 : x).toFixed(digits);
  return withMinus(/^-0\.?0*$/.test(text) ? text.slice(1) : text);
}

/** Scientific, "3.6 × 10⁻⁹", the article's way of printing small eigenvalues. */
export function scientific(x, digits = 1) {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  const [mantissa, exponent] = x.toExponential(digits).split('e');
  const power = String(Number(exponent)).replace(/./g, (c) => SUPERSCRIPT[c]);
  return `${withMinus(mantissa)} × 10${power}`;
}

/** Fixed for ordinary magnitudes, scientific for tiny or huge ones. */
export function number(x, digits = 3) {
  const a = Math.abs(x);
  return a !== 0 && (a < 10 ** -digits || a >= 1e6) ? scientific(x, Math.max(1, digits - 2)) : fixed(x, digits);
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

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
