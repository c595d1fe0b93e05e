// The core's Sylvester working (data: entries, cofactors, pivots, each {value, scaled, exact}) written as the
// stepper's rows of hand arithmetic. Only formatting: every number, exact text and sign comes from the core.
const MINUS = '\u2212';
const DOT = '\u00b7';
const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
// Rounded values in the working: enough to check by hand, few enough to read.
const SHOWN_DIGITS = 10;

const subscript = (k) => String(k).replace(/\d/g, (d) => SUBSCRIPT[d]);
const withMinus = (text) => text.replace(/^-/, MINUS).replace(/e-/, `e${MINUS}`);

/** A rounded number to 10 significant digits, trailing zeros dropped: "0.1011111111", "−2.5e+300". */
function rounded(x) {
  return withMinus(String(Number(x.toPrecision(SHOWN_DIGITS))));
}

/** mantissa·2^exponent that no double can hold, in decimal: "3e−400". */
function scaledText({ mantissa, exponent }) {
  const log10 = Math.log10(Math.abs(mantissa)) + exponent * Math.log10(2);
  let power = Math.floor(log10);
  let digits = Number((10 ** (log10 - power)).toPrecision(SHOWN_DIGITS));
  if (digits >= 10) [digits, power] = [digits / 10, power + 1];
  return `${mantissa < 0 ? MINUS : ''}${digits}e${power < 0 ? MINUS : '+'}${Math.abs(power)}`;
}

/**
 * A number from the core as the page writes it: its exact text, else the rounded value (scaled when it is
 * outside double's range, so 10⁴⁰⁰ reads "1e+400", not "Infinity").
 * @param {{value: number|null, scaled: {mantissa: number, exponent: number}, exact: string|null}} x
 */
export function numberText(x) {
  if (x.exact !== null) return x.exact;
  return x.value !== null ? rounded(x.value) : scaledText(x.scaled);
}

/** The minor's own value as a working number. */
export const minorNumber = ({ determinant, scaled, exact }) => ({ value: determinant, scaled, exact });

// A factor in a product: negative values go in parentheses, "(−2)".
const factor = (x) => {
  const text = numberText(x);
  return text.startsWith(MINUS) ? `(${text})` : text;
};
const equals = (x) => (x.exact !== null ? '=' : '≈');
const product = (p, q) => `${factor(p)}${DOT}${factor(q)}`;
const difference = ([p, q, r, s]) => `${product(p, q)} ${MINUS} ${product(r, s)}`;

/**
 * The working of one leading minor (from gramlab.sylvester) as [left, right] rows of a grid, so that
 * continuation lines line up on their "=":
 *   k = 1  D₁ | = 2
 *   k = 2  D₂ | = 1·1 − 2·2 = −3
 *   k = 3  D₃ | = 2·(2·2 − 1·1) − 1·(1·2 − 1·0) + 0·(1·1 − 2·0),  | = 2·3 − 1·2 + 0·1,  | = 4
 *   k ≥ 4  Dₖ | = d₁·d₂·…·dₖ,  | = 2 · 1.5 · 4/3 · 1.25,  | = 5
 * "≈" replaces "=" where the value is rounded.
 * @returns {[string, string][]}
 */
export function workingRows(minor) {
  const name = `D${subscript(minor.k)}`;
  const result = minorNumber(minor);
  const { factors, cofactors, pivots } = minor.working;
  if (cofactors.length > 0) {
    const sign = (j) => ['', ` ${MINUS} `, ' + '][j];
    const expanded = cofactors.map((c, j) => `${sign(j)}${factor(c.entry)}${DOT}(${difference(c.factors)})`).join('');
    const evaluated = cofactors.map((c, j) => `${sign(j)}${product(c.entry, c.minor)}`).join('');
    return [
      [name, `= ${expanded}`],
      ['', `${equals(result)} ${evaluated}`],
      ['', `${equals(result)} ${numberText(result)}`],
    ];
  }
  if (pivots.length > 0) {
    const pivotsEqual = pivots.every((d) => d.exact !== null) ? '=' : '≈';
    return [
      [name, `= ${pivots.map((_, i) => `d${subscript(i + 1)}`).join(DOT)}`],
      ['', `${pivotsEqual} ${pivots.map(numberText).join(' · ')}`],
      ['', `${equals(result)} ${numberText(result)}`],
    ];
  }
  if (factors.length === 4) return [[name, `= ${difference(factors)} ${equals(result)} ${numberText(result)}`]];
  return [[name, `= ${numberText(factors[0])}`]];
}
