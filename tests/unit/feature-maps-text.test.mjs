// How the feature-maps panel writes numbers and features, as pure JS: the article's "296,065", "59GB",
// "1 + 6 − 4 + 9 + 4 − 12" and √2·x₁ (its own text), from the core's kinds of values.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  bytesText,
  exactEntry,
  exactProduct,
  featureTex,
  featureText,
  grouped,
  roundedNumber,
  sumForm,
  texOf,
  valueForm,
  vectorForm,
} from '../../web/src/panels/feature-maps/text.js';

const MINUS = '\u2212';
const term = (monomial, outside, radicand, exact = true, value = 0) => ({ monomial, coefficient: { exact, outside, radicand, value } });

test('exact counts are grouped as the article prints them, digits only moved', () => {
  assert.equal(grouped('6'), '6');
  assert.equal(grouped('296065'), '296,065');
  assert.equal(grouped('14685120065'), '14,685,120,065');
  assert.equal(grouped('21125656047220600506785'), '21,125,656,047,220,600,506,785');
});

test('bytes in decimal units: 24 B, 1.2 MB, 304 MB, and the article’s 59 GB', () => {
  assert.equal(bytesText(24), '24 B');
  assert.equal(bytesText(1184260), '1.2 MB');
  assert.equal(bytesText(304354820), '304 MB');
  assert.equal(bytesText(58740480260), '59 GB');
});

test('the term-by-term sum: rounding-level products read as the whole numbers a reader checks', () => {
  const termSum = (xs) =>
    sumForm(
      xs,
      xs.map((x) => valueForm(null, Math.abs(x))),
    ).text;
  assert.equal(termSum([1, 6.000000000000001, -4.000000000000001, 9, 4, -12.000000000000002]), `1 + 6 ${MINUS} 4 + 9 + 4 ${MINUS} 12`);
  assert.equal(termSum([-2, 0.5]), `${MINUS}2 + 0.5`);
  assert.equal(roundedNumber(-2.220446049250313e-16), '0');
  assert.equal(roundedNumber(-0.05), `${MINUS}0.05`);
});

test('features as the article writes them: 1, √2·x₁, x₁², √2·x₁x₂, 2√2·x₂³', () => {
  const cases = [
    [term([], 1, 1), '1', '1'],
    [term([{ variable: 0, power: 1 }], 1, 2), '\\sqrt{2}\\,x_{1}', '√2·x₁'],
    [term([{ variable: 0, power: 2 }], 1, 1), 'x_{1}^{2}', 'x₁²'],
    [
      term(
        [
          { variable: 0, power: 1 },
          { variable: 1, power: 1 },
        ],
        1,
        2,
      ),
      '\\sqrt{2}\\,x_{1}x_{2}',
      '√2·x₁x₂',
    ],
    [term([{ variable: 1, power: 3 }], 2, 2), '2\\sqrt{2}\\,x_{2}^{3}', '2√2·x₂³'],
    [term([], 3, 1), '3', '3'],
  ];
  for (const [t, tex, text] of cases) {
    assert.equal(featureTex(t), tex);
    assert.equal(featureText(t), text);
  }
});

// The core's coefficient √n as it reports it (value = the double sqrt(n), exact form outside·√radicand), and its
// feature value as it computes it: that double times the monomial x^α, one rounded product (poly_features.cpp).
const coefficient = (outside, radicand) => ({ exact: true, outside, radicand, value: Math.sqrt(outside * outside * radicand) });
const feature = (c, monomial) => c.value * monomial;
const form = (c, monomial, whole = true) => valueForm(exactEntry(c, feature(c, monomial), whole), feature(c, monomial));

test('the article’s φ(a) = (1, √2, 2√2, 1, 4, 2√2) and φ(b) = (1, 3√2, −√2, 9, 1, −3√2) from the core’s numbers', () => {
  const [one, root2] = [coefficient(1, 1), coefficient(1, 2)];
  const coefficients = [one, root2, root2, one, one, root2];
  // x^α for a = (1, 2) and b = (3, −1): 1, x₁, x₂, x₁², x₂², x₁x₂.
  const a = vectorForm([1, 1, 2, 1, 4, 2].map((m, i) => form(coefficients[i], m)));
  const b = vectorForm([1, 3, -1, 9, 1, -3].map((m, i) => form(coefficients[i], m)));
  assert.equal(a.text, '(1, √2, 2√2, 1, 4, 2√2)');
  assert.equal(b.text, `(1, 3√2, ${MINUS}√2, 9, 1, ${MINUS}3√2)`);
  assert.equal(a.tex, '(1,\\allowbreak\\ \\sqrt{2},\\allowbreak\\ 2\\sqrt{2},\\allowbreak\\ 1,\\allowbreak\\ 4,\\allowbreak\\ 2\\sqrt{2})');
  // Their products, as the core multiplies the two rounded values, read back as the whole numbers they are.
  const products = [1, 1, 2, 1, 4, 2].map((m, i) => feature(coefficients[i], m) * feature(coefficients[i], [1, 3, -1, 9, 1, -3][i]));
  const whole = products.map((x) => exactProduct(x, true));
  assert.deepEqual(whole, [1, 6, -4, 9, 4, -12]);
  const sum = sumForm(
    products,
    whole.map((k) => valueForm({ k: Math.abs(k), radicand: 1 })),
  );
  assert.equal(sum.text, `1 + 6 ${MINUS} 4 + 9 + 4 ${MINUS} 12`);
  assert.equal(sum.tex, '1 + 6 - 4 + 9 + 4 - 12');
});

test('an exact form only where it is exact: whole inputs, an exact coefficient, the core’s very product', () => {
  assert.equal(form(coefficient(1, 3), 2).text, '2√3');
  assert.equal(form(coefficient(2, 1), 4).text, '8'); // √4 = 2: no root left
  assert.equal(form(coefficient(1, 6), -5).text, `${MINUS}5√6`);
  assert.deepEqual(
    [form(coefficient(1, 2), 2)].map(({ front, radicand }) => [front, radicand]),
    [['2', 2]],
  );
  // Inputs not whole (a = (0.5, …)): the decimal, whatever the quotient rounds to.
  assert.equal(form(coefficient(1, 2), 0.5, false).text, '0.707107');
  // A coefficient the core does not give exactly (c = 0.5): the decimal.
  const inexact = { exact: false, outside: 0, radicand: 0, value: Math.sqrt(1.5) };
  assert.equal(valueForm(exactEntry(inexact, inexact.value * 2, true), inexact.value * 2).text, '2.44949');
  // A value that is not the core's product of coefficient and a whole number: no form.
  assert.equal(exactEntry(coefficient(1, 2), Math.SQRT2 * 2 + 4e-16, true), null);
  // Past 2⁵⁰ the quotient may round to a neighbour of m: no form.
  assert.equal(exactEntry(coefficient(1, 2), Math.SQRT2 * 2 ** 51, true), null);
  assert.equal(exactProduct(2 ** 50, true), null);
  assert.equal(exactProduct(6.2, false), null);
});

test('printed numbers as TeX: the real minus and ×10ⁿ', () => {
  assert.equal(texOf(`${MINUS}1.41421`), '-1.41421');
  assert.equal(texOf('1.230 × 10¹⁰'), '1.230\\times10^{10}');
  assert.equal(texOf(`${MINUS}1.5 × 10⁻⁷`), '-1.5\\times10^{-7}');
});
